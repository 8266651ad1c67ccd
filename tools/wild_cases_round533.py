"""Round-533 blind batch: vLLM / vllm-ascend start-up failures on Ascend NPUs, slice 'fix pull requests of
vllm-project/vllm-ascend ([BugFix], [Bugfix], [Fix], [Misc], [CI]) whose description quotes a start-up error, and the
threads they pin'; collected by helper wild533 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round533-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source threads
only. Excerpts are the text as the search tool's issues corpus shows it (verbatim, cut with '...'); the fix is left out.

Look-ups: 30 of the 40 allowed, all ``search`` corpus=issues (no tool said the budget was used up). 4 cases:
vllm-ascend #4502 (MinerU2.5 on vLLM 0.11.0 / NPU: torch_npu touched before the synchronous engine, forked EngineCore
-> 'Cannot re-initialize NPU in forked subprocess'), vllm-ascend #3133 with fix PR #7256 (910C tensor parallel, V0
forked VllmWorkerProcess dies in torch_npu _lazy_init; PR #7256 '[Bugfix] Set default multiprocessing method to spawn
for NPU' names the RuntimeError and 'Fixes #3133'), vllm-ascend #3851 (vllm-ascend main against vLLM commit 17c540a:
'No module named vllm.utils.torch_utils' from adapt_patch), vllm-ascend #4863 (image v0.11.0rc3-openeuler: ImportError
'STR_DTYPE_TO_TORCH_DTYPE' from vllm.utils in vllm_ascend.patch.platform.patch_mamba_config).

The slice is thin: most vllm-ascend fix PRs have an empty 'What this PR does' section or describe the fix in prose
without the error line, and the few that quote a log are cut by the stored chunk before the final error line. So
two cases are issues that a fix PR / a maintainer's PR comment pins (#4502 via vllm-omni PR #2828's comment, #3133 via
PR #7256), and two are patch-vs-vLLM import failures whose message leaves no doubt.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm-ascend #1329, #902, #707, #718, #7823, #6242/PR #6287, #9372, #1617, #6611,
  #1987, #109, #924, #3314, #436, PR #4365.
- Named in earlier rounds' skip lists (not re-opened): vllm-ascend #8393 (round261), #569 (round144), #2481 (h524),
  #3800 (431/432), #592, #3196, #2712, #3367 (h525), #9305, #4313 and #3177 (round348), #876 and #986 (round261),
  #881 (round144), #4454 (round454), #5557 (round261), #8201 (round490), #6509 (h524).
- Fix PRs with no error line in the stored text: #5899 (XliteModelRunner init failed with aclgraph), #2004
  (quantized model fails to start: quantizer imports the removed vllm_ascend.worker.model_runner; prose only),
  #4174 ('cannot import name get_mp_context', title only, 'fix bug: cannot import vllm package'), #3343 (deepseek +
  torchair + MTP assert in dummy_run, prose only), #8207 (DSV3.1 start failure from an isinstance(MLAAttentionSpec)
  assert, prose only), #2639, #1570, #7475, #6856, #7196, #11377, #4351, #600, #1269, #8355 (AttributeError
  WAITING_FOR_FSM after an upstream rename: CI/main-to-main only).
- Fix PRs whose quoted log is cut before the error line: #3675 ('[BugFix][Core] Fix a bug running multi-modal with
  ascend_scheduler', WorkerProc failed to start in load_model, introduced by PR #2372's same-named parameters with
  different defaults; the chunk stops at 'self.worker.load_mo'); #1398 (DP=2 Qwen2.5-7B, 'keyword argument
  max_num_tokens_across_dp missing', first-request failure; chunk stops at 'WorkerProc hit an exception').
- Error only in a title, cause not pinned in the stored text: #2576 (DP Qwen3-32B, AscendAttentionMetadataBuilder.build()
  got an unexpected keyword argument 'max_num_tokens_across_dp'; PR #1277 explains the same class on v0.9.1 dev but
  the issue is later and not linked), #4068 (vllm main + vllm-ascend main, traceback cut in
  vllm_ascend/patch/platform/__init__.py before the error), #17359 (CI pooling tests, GQA static KV quantization
  ValueError, no diagnosis stored), #3236 (CI AttributeError 'DPMetadata' cu_tokens_across_dp_cpu, not clearly start-up).
- Not a start-up failure / no cause: #6002 (aclgraph replay under memory pressure), #2260, #2258, #2516 (RopeOperation
  inner errors, open), #8370 (Gemma4 capture, open), #988, #2588, #3494, #2930, #4001, #1502, #1778, #1779, #2266,
  #3162, #11542 (screenshots), #2175 (v0.10.0 Qwen3-Coder-30B, chunk ends at 'WorkerProc initialization failed'),
  #397 (trl GRPO training, HCCL init, not a vLLM serve start), PR #2139 (example-script fix), #3877, #3521, #2071, #4487, #13656, #16581, #11514, #9708, #13050, #1905, #6329, #3479,
  #2542, #7744 (screenshot), #12685, #2984, #1544 (screenshots), #3159, #3261, #6398, #10363, #4990, #9092, #800, #965,
  #5145, #3467, #8612, #619, #348, #2955, #7088, #1997; vllm-omni #261, #424, #4248; gpustack #4363.

Judgement calls for the lead:
1. The NPU message 'RuntimeError: Cannot re-initialize NPU in forked subprocess. To use NPU with multiprocessing, you
   must use the 'spawn' start method' has no earlier fixture; it is torch_npu's copy of torch's CUDA message, so both
   NPU cases use kind/cause cuda_fork_reinit (the label every CUDA fixture with that message uses). Say so if an
   accelerator-neutral label is wanted.
2. vllm-ascend-3133: the issue's stored chunk ends at 'torch_npu.npu._lazy_init()' inside the forked
   VllmWorkerProcess (mem_get_info), i.e. the RuntimeError line itself is NOT in the issue's stored text. The message
   and the cause come from the fix PR #7256 ('This prevents the RuntimeError: Cannot re-initialize NPU in forked
   subprocess', 'Fixes #3133'), which is this round's slice. Taken because the PR pins both; drop it if the rule
   'error text verbatim in the source thread' is read strictly per thread.
3. vllm-ascend-3851 and -4863: the error line is verbatim only in the title (#3851) or in the title plus a one-line
   code block (#4863); the tracebacks are cut before it. Both are vllm-ascend platform patches importing a vLLM
   symbol the installed vLLM does not have, labelled dependency_version_mismatch for kind and cause as earlier rounds
   did for 'cannot import name' / 'No module named vllm.*' on Ascend (vllm-ascend-pr10595, vllm-ascend-707,
   vllm-omni-5350). #4863 is open with no maintainer reply in the stored text: the cause is the reporter's own reading
   of the message (the official v0.11.0rc3 image is reported as the environment, so the lead may prefer
   release_regression as the cause; the stored text does not show whether vLLM had been changed in the container).
4. vllm-ascend-4502: the stored thread shows no fix text (closed); the cause comes from the title (the reporter: torch_npu
   methods used before creating the synchronous engine make engine init fail) and from the same log (EngineCore_DP0
   pid=14421) quoted in vllm-omni PR #2828 by gcanlin, which shows the forked EngineCore reaching torch_npu
   _lazy_init through vllm_ascend worker_v1 init_ascend_soc_version. The fix field names the standard workaround
   (VLLM_WORKER_MULTIPROC_METHOD=spawn, as vllm-ascend contributor leo-pony gave for the same NPU message in
   hiyouga/LlamaFactory #7447, and as PR #7256 makes default) and marks it as not confirmed in #4502.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round533-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #4502: MinerU2.5 on vLLM 0.11.0 (NPU), torch_npu used before the synchronous engine -> forked EngineCore cannot re-initialize NPU
case("vllm-ascend-4502-mineru25-vllm-0110-npu-torch-npu-before-llm-engine-cannot-reinitialize-npu-forked",
     "https://github.com/vllm-project/vllm-ascend/issues/4502",
     "[Bug]: 如果在初始化同步engine之前使用过torch_npu的某些方法，会导致engine初始化失败\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=14421) INFO 11-27 08:19:07 [core.py:77] Initializing a V1 LLM engine (v0.11.0) with config: "
     "model='opendatalab/MinerU2.5-2509-1.2B', speculative_config=None, tokenizer='opendatalab/MinerU2.5-2509-1.2B', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, "
     "dtype=torch.bfloat16, max_seq_len=16384, download_dir=None, load_format=auto, tensor_parallel_size=1, "
     "pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=True, quantization=None, "
     "enforce_eager=False, kv_cache_dtype=auto, device_config=npu, ...\n"
     "...\n"
     "(EngineCore_DP0 pid=14421) ERROR 11-27 08:19:08 [core.py:708]   File \"/usr/local/python3.11.13/lib/python3.11/"
     "site-packages/torch_npu/npu/__init__.py\", line 247, in _lazy_init\n"
     "(EngineCore_DP0 pid=14421) ERROR 11-27 08:19:08 [core.py:708]     raise RuntimeError(\n"
     "(EngineCore_DP0 pid=14421) ERROR 11-27 08:19:08 [core.py:708] RuntimeError: Cannot re-initialize NPU in forked "
     "subprocess. To use NPU with multiprocessing, you must use the 'spawn' start method\n"
     "(EngineCore_DP0 pid=14421) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=14421) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=14421)   File \"/usr/local/python3.11.13/lib/python3.11/multiprocessing/process.py\", line "
     "314, in _bootstrap\n"
     "(EngineCore_DP0 pid=14421)     self.run()\n"
     "(EngineCore_DP0 pid=14421)   File \"/usr/local/python3.11.13/lib/python3.11/multiprocessing/process.py\", line "
     "108, in run\n"
     "(EngineCore_DP0 pid=14421)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_DP0 pid=14421)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 712, in run_engine_core\n"
     "(EngineCore_DP0 pid=14421)     raise e\n"
     "(EngineCore_DP0 pid=14421)   File \"/vllm-workspace/vllm/vllm/v1/engine/core.py\", line 699, in run_engine_core\n"
     "(EngineCore_DP0 pid=14421)     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "...",
     "cuda_fork_reinit", {"tensor_parallel_size": 1, "max_seq_len": 16384}, "cuda_fork_reinit",
     "MinerU (opendatalab/MinerU2.5-2509-1.2B) drives vLLM 0.11.0's synchronous LLM engine on an Ascend NPU from a "
     "program that had already called torch_npu methods before creating the engine, so the NPU runtime was "
     "initialised in the parent. vLLM V1 then starts the EngineCore process by fork, and in the child the vllm-ascend "
     "worker's init (init_ascend_soc_version -> torch_npu.npu.get_soc_version -> _lazy_init, per the same log quoted in "
     "vllm-omni PR #2828) cannot re-initialise the NPU in a forked process. Not a memory or model problem.",
     "no fix text in the stored thread (closed). The message itself and vllm-ascend practice: start worker processes "
     "with spawn (export VLLM_WORKER_MULTIPROC_METHOD=spawn, the workaround vllm-ascend contributor leo-pony gave for "
     "the same NPU message in hiyouga/LlamaFactory #7447; vllm-ascend PR #7256 proposes making spawn the NPU default), "
     "or do not touch torch_npu before creating the LLM",
     release="vLLM 0.11.0 (vllm-ascend image, /vllm-workspace)", gpu="Ascend NPU (model not stated)", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title, then two stored chunks of the description's log: the engine-config line (cut after "
          "device_config=npu) and the chunk with the RuntimeError and the start of the EngineCore traceback; the "
          "lines between them are not in the stored text. Title: 'if some torch_npu methods were used before "
          "initialising the synchronous engine, engine initialisation fails'. Judgement call 4.")

# ---------------------------------------- vllm-ascend #3133 (+ fix PR #7256): tensor parallel on Ascend 910C, V0 forked VllmWorkerProcess dies in torch_npu _lazy_init
case("vllm-ascend-3133-pr7256-910c-tensor-parallel-forked-workerprocess-npu-lazy-init-reinitialize",
     "https://github.com/vllm-project/vllm-ascend/issues/3133",
     "[Bug]:ERROR on Ascend 910C with tensor parallel\n"
     "\n"
     "```\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]     self.init_npu_memory = "
     "NPUPlatform.mem_get_info()[0]\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]   File \"/home/ma-user/"
     "anaconda3/envs/PyTorch-2.1.0/lib/python3.9/site-packages/vllm_ascend/platform.py\", line 111, in mem_get_info\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]     return "
     "torch.npu.mem_get_info()\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]   File \"/home/ma-user/"
     "anaconda3/envs/PyTorch-2.1.0/lib/python3.9/site-packages/torch_npu/npu/utils.py\", line 108, in mem_get_info\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]     device = "
     "torch_npu.npu.current_device()\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]   File \"/home/ma-user/"
     "anaconda3/envs/PyTorch-2.1.0/lib/python3.9/site-packages/torch_npu/npu/utils.py\", line 87, in current_device\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]     "
     "torch_npu.npu._lazy_init()\n"
     "(VllmWorkerProcess pid=3823309) ERROR 09-23 19:56:34 [multiproc_worker_utils.py:238]\n"
     "...",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "A tensor-parallel launch on Ascend 910C with the V0 multiprocessing executor: the extra TP workers "
     "(VllmWorkerProcess) are started by fork, and when the vllm-ascend worker reads NPU memory "
     "(NPUPlatform.mem_get_info -> torch_npu current_device -> _lazy_init) the forked process cannot initialise the "
     "NPU: torch-npu does not support the fork start method. The fix PR #7256 names the error ('This prevents the "
     "RuntimeError: Cannot re-initialize NPU in forked subprocess') and links this issue ('Fixes #3133').",
     "vllm-ascend PR #7256 ('[Bugfix] Set default multiprocessing method to spawn for NPU', NJX-njx, 2026-03-14, open in "
     "the stored text): set VLLM_WORKER_MULTIPROC_METHOD=spawn by default 'since NPU does not support fork', "
     "'Tested with tensor parallel configurations on Ascend 910C'. Until then: export VLLM_WORKER_MULTIPROC_METHOD=spawn",
     release="not stated (V0 multiprocessing workers, vllm_ascend platform.py mem_get_info; Sept 2025)",
     gpu="Ascend 910C", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title and the stored chunk of its log, which ends at 'torch_npu.npu._lazy_init()'; the "
          "RuntimeError line is past the stored chunk (judgement call 2). The error text and the cause come from the "
          "fix PR https://github.com/vllm-project/vllm-ascend/pull/7256, left out of the excerpt because it states "
          "the fix.")

# ---------------------------------------- vllm-ascend #3851: vllm-ascend main on vLLM commit 17c540a -> No module named 'vllm.utils.torch_utils' from adapt_patch
case("vllm-ascend-3851-qwen3-vl-8b-vllm-17c540a-ascend-main-no-module-vllm-utils-torch-utils",
     "https://github.com/vllm-project/vllm-ascend/issues/3851",
     "[Bug]: Run Qwen3-VL-8B-Instruct failed, No module named 'vllm.utils.torch_utils'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "vllm: 17c540a993af88204ad1b78345c8a865cf58ce44\n"
     "vllm-ascend: main\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Run:\n"
     "\n"
     "```bash\n"
     "vllm serve /root/.cache/modelscope/hub/models/Qwen/Qwen3-VL-8B-Instruct \\\n"
     "--max_model_len 16384 \\\n"
     "--tensor-parallel-size 2 \\\n"
     "--enforce-eager\n"
     "```\n"
     "\n"
     "Get failure:\n"
     "\n"
     "```bash\n"
     "Traceback (most recent call last):\n"
     "  File \"/root/miniconda3/envs/vllm/bin/vllm\", line 7, in <module>\n"
     "    sys.exit(main())\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/main.py\", line 66, in main\n"
     "    cmd.subparser_init(subparsers).set_defaults(dispatch_function=cmd.cmd)\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/cli/serve.py\", line 74, in subparser_init\n"
     "    serve_parser = make_arg_parser(serve_parser)\n"
     "  File \"/vllm-workspace/vllm/vllm/entrypoints/openai/cli_args.py\", line 273, in make_arg_parser\n"
     "    parser = AsyncEngineArgs.add_cli_args(parser)\n"
     "  File \"/vllm-workspace/vllm/vllm/engine/arg_utils.py\", line 1905, in add_cli_args\n"
     "    current_platform.pre_register_and_update(parser)\n"
     "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/platform.py\", line 69, in pre_register_and_update\n"
     "    adapt_patch(is_global_patch=True)\n"
     "  File \"/vllm-workspace/vllm-ascend/vllm_ascend/utils.py\", line 274\n"
     "...",
     "dependency_version_mismatch", {"max_model_len": 16384, "tensor_parallel_size": 2},
     "dependency_version_mismatch",
     "vllm-ascend main's global platform patches (imported by adapt_patch in pre_register_and_update, before argument "
     "parsing finishes) import vllm.utils.torch_utils, a module the installed vLLM build (commit 17c540a) does not "
     "have: the vLLM commit and the vllm-ascend main branch do not match. The failure is at CLI start, before any "
     "model, memory or NPU work.",
     "no fix text in the stored chunk (closed, label module:multimodal; the reporter shen-shanshan is a vllm-ascend "
     "contributor). The message leaves no doubt: install the vLLM commit that vllm-ascend main is built against (or the "
     "vllm-ascend release matching the installed vLLM)",
     release="vLLM commit 17c540a993af88204ad1b78345c8a865cf58ce44 + vllm-ascend main (Oct 2025)",
     gpu="Ascend NPU (model not stated)", gpus=None,
     command="vllm serve /root/.cache/modelscope/hub/models/Qwen/Qwen3-VL-8B-Instruct --max_model_len 16384 "
             "--tensor-parallel-size 2 --enforce-eager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, cut inside the adapt_patch frame; "
          "the ModuleNotFoundError line is only in the title (judgement call 3).")

# ---------------------------------------- vllm-ascend #4863: image v0.11.0rc3-openeuler, Qwen3-Reranker-8B -> ImportError STR_DTYPE_TO_TORCH_DTYPE from vllm.utils in patch_mamba_config
case("vllm-ascend-4863-v0110rc3-openeuler-qwen3-reranker-8b-importerror-str-dtype-to-torch-dtype",
     "https://github.com/vllm-project/vllm-ascend/issues/4863",
     "[Bug]: Runtime Error: ImportError: cannot import name 'STR_DTYPE_TO_TORCH_DTYPE' from 'vllm.utils' when running "
     "vllm-ascend with Qwen3-Reranker-8B\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "docker image: quay.io/ascend/vllm-ascend:v0.11.0rc3-openeuler\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "### **Description**\n"
     "\n"
     "When launching **vllm-ascend** (image: `quay.io/ascend/vllm-ascend:v0.11.0rc3-openeuler`) to serve "
     "**Qwen3-Reranker-8B**, the container crashes during startup with an `ImportError`:\n"
     "\n"
     "```\n"
     "ImportError: cannot import name 'STR_DTYPE_TO_TORCH_DTYPE' from 'vllm.utils'\n"
     "```\n"
     "\n"
     "It seems that `vllm_ascend.patch.platform.patch_mamba_config` expects `STR_DTYPE_TO_TORCH_DTYPE` to exist in "
     "`vllm.utils`, but this symbol is no longer present in the version of vLLM packaged inside the docker image. This "
     "makes the Ascend platform patch fail before the server can start.\n"
     "\n"
     "---\n"
     "\n"
     "## **Reproduction**\n"
     "\n"
     "### **Docker command**\n"
     "\n"
     "```bash\n"
     "docker run -tid --privileged --net=host --shm-size 256g \\\n"
     "    --name vllm-qwen3-reranker-8b \\\n"
     "    -e ASCEND_RT_VISIBLE_DEVICES=6 \\\n"
     "    -v /usr/local/dcmi:/usr/local/dcmi \\\n"
     "...",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vllm-ascend platform patch vllm_ascend.patch.platform.patch_mamba_config (loaded at start-up, before the "
     "server starts) imports STR_DTYPE_TO_TORCH_DTYPE from vllm.utils, and the vLLM installed in the reporter's "
     "container does not export that name there: the vllm-ascend plugin and the vLLM it runs on do not match. Not a "
     "model, memory or NPU problem (the reporter's reading of the message; open issue).",
     "no fix reached in the stored text (open, no maintainer reply shown). The message points to matching vLLM and "
     "vllm-ascend versions (the vLLM that the v0.11.0rc3 plugin was built for, or a vllm-ascend release that follows "
     "the installed vLLM)",
     release="vllm-ascend v0.11.0rc3 image (quay.io/ascend/vllm-ascend:v0.11.0rc3-openeuler)",
     gpu="Ascend NPU (model not stated)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, cut in the docker command. The "
          "ImportError is the reporter's one-line quote; no traceback is in the stored text. gpus=1 from "
          "ASCEND_RT_VISIBLE_DEVICES=6 (one NPU given to the container). Judgement call 3.")

BATCH.write()
