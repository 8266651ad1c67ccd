"""Round-667 blind batch: vLLM launches that used to work and fail because a LATE vLLM RELEASE (0.19-0.28, 2026) CHANGED
A DEFAULT -- Model Runner V2 on by default, async scheduling on by default (the executor check behind it), a new default
MoE backend, default-on compilation fusion passes -- across vLLM's tracker, a wrapper (Xinference), an RL framework
(NeMo-RL) and a hardware plug-in (tpu-inference); collected by helper wild667 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round667-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed (31 ``search`` corpus=issues, 1 ``search`` corpus=code that found nothing citable, 1
``find_string`` for 'Model Runner V2 does not yet support:' (only docs / code hits, none citable as a failure), 1
``find_string`` for 'desired GPU memory utilization (0.92' (files whose repositories the answer does not name, so not
citable; see below)). 5 cases: xinference #4854 (vLLM 0.19.1's async-scheduling executor check meets Xinference's
functools.partial executor), NeMo-RL #2618 (vLLM 0.20's new default MoE backend FLASHINFER_CUTLASS breaks GRPO refit on
GB200), vllm PR #45917 (default-on all-reduce + RMSNorm fusion, TP>1 with DP>1 hangs at warm-up from v0.22.0), vllm PR
#42698 (revert of the Model Runner V2 default for Qwen3 dense: FlashInfer + NixlConnector PD assert), tpu-inference PR
#3309 ('Model Runner V2 does not yet support: prefill context parallelism' with no escape via VLLM_USE_V2_MODEL_RUNNER=0).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
before it was spent on. The slice is close to mined out: the 'Model Runner V2 does not yet support: ...' refusal has
few user reports because, unless VLLM_USE_V2_MODEL_RUNNER=1 is forced, vLLM silently falls back to the V1 runner for an
unsupported feature (the refusal fires only when V2 is forced, or when PCP forces V2 as in tpu-inference #3309); the
V2-default failures users do hit are silent wrong output (vllm #55486) or hangs without an error line (LMCache #3502).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or fixtures: vllm-ascend #16235 (MRV2 refuses ngram, Qwen3-32B); intel-xpu #7158,
  #7166 (#7322 skip-listed as their twin); vllm #48848 (Gemma4 MTP, 0.25.1), #44548, #54237 (0.28.0 host memory),
  #48956 / #42393 / #50747 (FlashInfer sampler on by default from PR #40376: the 'FlashInfer requires GPUs with sm75'
  family, five fixtures), #34891 (fused all-reduce multicast), #26161, #46611, #27313, #51986, #57684 (question: 'Model
  Runner V2 requires Triton.' for plug-ins), #51098 (revert of the hybrid prefix-caching default, a fixture);
  vllm-project/speculators #976 (a fixture); gpustack/runner #225; flagos-ai/vllm-plugin-FL #338; MiaAI-Lab
  GLM-5.3 #47 (GPU_MEM_UTIL on GB10).
- Named in earlier rounds' skip lists (not re-opened): vllm #45604 (round 652), vllm-ascend #9596 (round 261: default
  PIECEWISE capture runs out of NPU streams, no fix), gpustack #3656 and vllm #27729 (round 353), LMCache #2927 and
  vllm #36771 (rounds 110-403).
- No error line in the stored text: vllm #55486 (0.28.0 DeepSeek V4 on 8x B200 emits only BOS tokens under the new V2
  default, VLLM_USE_V2_MODEL_RUNNER=0 restores it: wrong output, not a failure), LMCache PR #3502 (MRV2 default for
  Llama dense from vllm #43458 hangs the PD test on the first request; pinned to V1), pytorch/torchtitan #3752 / PR
  #3743 / PR #3749 (V2 runner and DP>1 routing: described, no log), NVIDIA-NeMo/RL PR #2586 (the fix PR of #2618; its
  text has only a screenshot), tenstorrent/vllm-tt-plugin PR #48 and IBM/vLLM-Hook PR #33 (plug-ins pinning the V1
  runner for 0.25.1 / 0.28+, behaviour described, no error), ovg-project/kvcached #358 ('doesn't support the v2 model
  runner', no log), vllm-ascend #10765 ('FULL_AND_PIECEWISE feature fails to enable', chunk stops in npu-smi) and RFC
  #9691 / #12998 (FULL_AND_PIECEWISE capture on an old HDK: the chunk stops before the error), vllm-ascend PR #11377,
  vllm PR #43616 (allreduce fusion with PP>1 hangs on GB200: no log line), vllm #54039 / club-3090 #1059 (async
  scheduling default + MTP: mid-serving crashes, not start-up), QwenLM/Qwen3-Coder #578 (title only, a warning).
- Same incident or class as a case: xorbitsai/inference #4827 (the same 'functools.partial' object has no attribute
  'supports_async_scheduling', a Qwen3 deploy, error only in the title; fixed by the same PR #4862); vllm #42999 / PR
  #43084 (MRV2 + LoRA 'CUDA graphs must be captured on a non-default stream', already a fixture via PR #43160); vllm PR
  #51177 (CI twin of the #51098 revert).
- Not a start-up failure: vllm #48401, #51198, #51250, #54504 (prefix caching a silent no-op on hybrids), vllm #56068
  (LoRA + batch-sharded sampling, request-time, open), vllm #44379 (GGUF crash at the first request on 0.22, cause not
  pinned), eugr/spark-vllm-docker PR #210 (a patch no longer applying after the 0.9 -> 0.92 gpu_memory_utilization
  default change).
- Not citable: the find_string hits for 'desired GPU memory utilization (0.92, ...)' (a DeepSeek-OCR compose note fixed
  with CUDA_VISIBLE_DEVICES=1 and 0.85, a ROCm droplet runbook at 12.38/287.69 GiB, a Korean GPU-cleanup script, a
  MetaX adaptation log with an orphaned EngineCore) name no repository, and one code search did not name them either.

Judgement calls for the lead:
1. xinference-4854: kind/cause dependency_version_mismatch, as round 448 labelled xinference #4141 (Xinference's vLLM
   engine vs a newer vLLM's API). The failing call is vLLM 0.19's async-scheduling default path (VllmConfig.__post_init__
   asks the executor class whether it supports async scheduling, vllm PR #36924); the fix is Xinference's PR #4862, not
   a vLLM flag. Release 0.19.1 sits just before the slice's 0.20-0.34 window; taken because the default it trips is the
   async-scheduling one.
2. nemo-rl-2618: not a start-up failure in the strict sense: vLLM starts, and the first refit (weight update over IPC /
   ZMQ from the trainer) fails on GB200 because vLLM 0.20 picks FLASHINFER_CUTLASS as the default MoE backend where 0.17
   / 0.18 picked TRITON, and NeMo-RL's weight-update path assumes the old layout. Taken under 'failure at the first
   requests caused by how it was launched' (like round 641's verl #7130 weight-sync case). kind weight_loading_mismatch
   (weights pushed in do not fit the loaded layout), cause dependency_version_mismatch (the RL framework vs the new
   default); the lead may prefer release_regression. The fix that worked is a vLLM launch option (moe_backend triton),
   so --moe-backend is NOT forbidden.
3. vllm-pr45917: a fix PR's 'Symptom' section, no user log beyond the quoted shm_broadcast line. kind
   shm_broadcast_timeout; cause profile_run_hang per README (the author names CUDA-graph capture / warm-up); the real
   root cause is the default-on all-reduce + RMSNorm fusion pass (re-enabled for DP by vllm PR #41458) doing its
   FlashInfer workspace rendezvous over the WORLD group. The lead may prefer release_regression. The 'Root cause' section
   is left out of the excerpt.
4. vllm-pr42698: a CI failure quoted in an auto-revert PR (as round 358 took the #51098 revert). kind vllm_check_failed
   (an internal assert in vLLM's KV-cache / connector registration, no README row for it), cause release_regression
   (PR #39337 made the V2 runner the default for Qwen3 dense models). numbers {}: expected_num_blocks / cache_shape are
   not LABELS.txt keys.
5. tpu-inference-pr3309: a plug-in PR's problem statement; the excerpt keeps the quoted refusal and the second refusal
   for VLLM_USE_V2_MODEL_RUNNER=0 and drops the two-rule explanation ('Two of its rules contradict each other'), which is
   the diagnosis. kind/cause vllm_check_failed (as the other MRV2 refusals, intel-xpu #7158 / #7166). No fix in vLLM
   reached; the PR (open in the stored copy) drops the gate on TPU only.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round667-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- xinference #4854: Xinference 2.7.0 + vLLM 0.19.1 -> 'functools.partial' object has no attribute 'supports_async_scheduling'
case("xinference-4854-v270-vllm-0191-functools-partial-no-attribute-supports-async-scheduling",
     "https://github.com/xorbitsai/inference/issues/4854",
     "xinference没有适配新版的vllm\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "File \"/home/node237/anaconda3/envs/xinference2/lib/python3.10/site-packages/vllm/v1/engine/async_llm.py\", line "
     "250, in from_engine_args vllm_config = engine_args.create_engine_config(usage_context) File "
     "\"/home/node237/anaconda3/envs/xinference2/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line 1967, in "
     "create_engine_config config = VllmConfig( File \"/home/node237/anaconda3/envs/xinference2/lib/python3.10/"
     "site-packages/pydantic/_internal/_dataclasses.py\", line 121, in init "
     "s.pydantic_validator.validate_python(ArgsKwargs(args, kwargs), self_instance=s) File "
     "\"/home/node237/anaconda3/envs/xinference2/lib/python3.10/site-packages/vllm/config/vllm.py\", line 729, in "
     "post_init executor_supports_async_sched = executor_class.supports_async_scheduling() AttributeError: "
     "[address=0.0.0.0:44373, pid=960586] 'functools.partial' object has no attribute 'supports_async_scheduling' \n"
     "CUDA: 13.0\n"
     "PyTorch: 2.10.0+cu130\n"
     "vLLM: 0.19.1\n"
     "xinference：2.7.0\n"
     "python：3.10.20\n"
     "\n"
     "### Running Xinference with Docker? / 是否使用 Docker 运行 Xinfernece？\n"
     "\n"
     "- [ ] docker / docker\n"
     "- [x] pip install / 通过 pip install 安装\n"
     "- [ ] installation from source / 从源码安装\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "xinference：2.5.0、xinference：2.7.0\n"
     "\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "\n"
     "CUDA_VISIBLE_DEVICES=\"3,4\" xinference launch --endpoint http://127.0.0.1:23726 --model-engi",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference 2.5.0 / 2.7.0 launching a model on its vLLM engine with vLLM 0.19.1 installed: since vLLM's executor "
     "interface gained supports_async_scheduling() (vllm PR #36924, March 2026), VllmConfig.__post_init__ resolves the "
     "async-scheduling default by calling executor_class.supports_async_scheduling(). Xinference hands vLLM its executor "
     "class wrapped in a functools.partial, which has no such attribute, so building the engine config fails before "
     "any GPU work. A wrapper / vLLM version mismatch, not a memory or GPU problem.",
     "merged PR xorbitsai/inference #4862 ('fix(vllm): support for v0.19.0', llyycchhee, 2026-04-27, 'Fix #4854', "
     "approved by qinxuye): 'There is a partial for Executor.get_class(self), so the supports_async_scheduling func is "
     "missing' -- the PR restores it. Use an Xinference release with #4862, or a vLLM older than the executor check",
     release="0.19.1 (Xinference 2.7.0, also 2.5.0; PyTorch 2.10.0+cu130)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title ('Xinference has not been adapted to the new vLLM') and the description as the "
          "stored chunk shows it, cut inside the launch command (the traceback is pasted on one line in the System "
          "Info field). Judgement call 1. xorbitsai/inference #4827 (same error, a Qwen3 deploy, fixed by the same PR) "
          "was not taken separately.")

# ---------------------------------------- NeMo-RL #2618: vLLM 0.20 default MoE backend FLASHINFER_CUTLASS -> GRPO refit crash on GB200
case("nemo-rl-2618-vllm-020-default-moe-backend-flashinfer-cutlass-gb200-refit-shard-dim-not-valid-3d",
     "https://github.com/NVIDIA-NeMo/RL/issues/2618",
     "GRPO broken for MoE models if vLLM's moe_backend is FLASHINFER_CUTLASS\n"
     "\n"
     "**Describe the bug**\n"
     "\n"
     "Currently when an MoE model choses FLASHINFER_CUTLASS as the moe backend, GRPO doesn't work, on h100 it gives "
     "abnormal logprob errors and on GB200 it crashes during refit. \n"
     "...\n"
     "GB200 behavior:\n"
     "```bash\n"
     "[36m(VllmGenerationWorker pid=2616579, ip=10.66.4.71)[0m Error: Worker failed to update weights. Result: False\n"
     "[36m(RayWorkerWrapper pid=2617116, ip=10.66.4.71)[0m Error in VllmInternalWorkerExtension.update_weights_via_ipc_"
     "zmq: shard_dim=0 is not a valid data dimension for a 3D tensor (expected 1 or 2).\n"
     "[36m(RayWorkerWrapper pid=2617116, ip=10.66.4.71)[0m Traceback (most recent call last):\n"
     "[36m(RayWorkerWrapper pid=2617116, ip=10.66.4.71)[0m   File \"/opt/nemo-rl/nemo_rl/models/generation/vllm/"
     "vllm_backend.py\", line 306, in update_weights_via_ipc_zmq\n"
     "[36m(RayWorkerWrapper pid=2617116, ip=10.66.4.71)[0m     self._load_weights(weights)\n"
     "[36m(RayWorkerWrapper pid=2617116, ip=10.66.4.71)[0m     ~~~~~~~~~~~~~~~~~~^^^^^^^^^",
     "weight_loading_mismatch", {}, "dependency_version_mismatch",
     "NeMo-RL GRPO on MoE models (Moonlight 16B-A3B among them) after bumping vLLM from 0.17.1 to 0.20.0: vLLM 0.20 "
     "changed the default MoE kernel backend for these models from TRITON to FLASHINFER_CUTLASS, whose loaded expert "
     "weights have a different layout. NeMo-RL's refit (pushing trainer weights into the vLLM workers over IPC / ZMQ) "
     "assumes the old layout, so on GB200 the first weight update fails with 'shard_dim=0 is not a valid data dimension "
     "for a 3D tensor' (on H100 it silently gives wrong logprobs). A default change in vLLM meeting the RL framework's "
     "weight sync, not a memory problem.",
     "NeMo-RL pinned vLLM's MoE backend to Triton (merged PR NVIDIA-NeMo/RL #2586, guyueh1, 2026-05-27: 'From vllm 0.17.1 "
     "-> 0.20.0 the default MoE kernel backend for this model changes from TRITON to FLASHINFER_CUTLASS thus the "
     "regression; for now hardcode it to triton'); the issue stays open to make refit work with FLASHINFER_CUTLASS. For "
     "a user: launch vLLM with moe_backend triton (--moe-backend triton)",
     release="0.20.0 (NeMo-RL's vLLM bump from 0.17.1)", gpu="NVIDIA GB200 (H100 shows wrong logprobs instead)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the first sentence of the description and its 'GB200 behavior' log as stored; "
          "the paragraph naming the Triton pin and the H100 link are left out ('...'). The '[36m' / '[0m' are Ray's "
          "colour codes as the stored text shows them. Judgement call 2.")

# ---------------------------------------- vllm PR #45917: default-on allreduce+RMSNorm fusion, TP>1 and DP>1 -> hang at warm-up (v0.22.0+)
case("vllm-pr45917-nemotron-3-ultra-nvfp4-tp-dp-allreduce-fusion-warmup-hang-shm-broadcast-60s",
     "https://github.com/vllm-project/vllm/pull/45917",
     "[Bugfix] Pass TP group to FlashInfer all-reduce fusion\n"
     "\n"
     "## Purpose\n"
     "\n"
     "### Symptom\n"
     "Serving Nemotron-3-Ultra-NVFP4 with `--tensor-parallel-size > 1` and `--data-parallel-size > 1` hangs at startup "
     "during CUDA-graph capture / warmup: workers freeze and `EngineCore` repeatedly logs `No available shared memory "
     "broadcast block found in 60 seconds`.\n"
     "The server never becomes ready.\n"
     "\n"
     "Bug reproduced on both H100 and GB200.\n"
     "\n"
     "Using `TP>1/DP=1`, `TP=1/DP>1`, and `TP=1/DP=1` works (with expert parallelism on or off).\n"
     "\n"
     "Tested Docker images:\n"
     "* `vllm/vllm-openai:v0.21.0` - OK (flashinfer 0.6.8.post1)\n"
     "* `vllm/vllm-openai:v0.22.0` - fails (flashinfer 0.6.11.post2)\n"
     "* `vllm/vllm-openai:v0.22.1` - fails\n"
     "* `vllm/vllm-openai:v0.23.0` - fails (flashinfer 0.6.12)",
     "shm_broadcast_timeout", {}, "profile_run_hang",
     "Nemotron-3-Ultra-NVFP4 served with tensor parallel > 1 AND data parallel > 1 on vLLM 0.22.0-0.23.0: the "
     "all-reduce + RMSNorm fusion pass (compilation_config.pass_config.fuse_allreduce_rms, on by default, re-enabled for "
     "DP by vllm PR #41458) creates its FlashInfer workspace with a symmetric-memory rendezvous, and vLLM passed no "
     "process group, so FlashInfer used torch.distributed WORLD. With DP > 1 WORLD spans several independent TP groups, "
     "each TP group's rendezvous waits for ranks that never join, and the workers deadlock in CUDA-graph capture / "
     "warm-up while EngineCore logs the 60-second shm broadcast message. A vLLM bug behind a default-on pass, not "
     "memory.",
     "merged vllm PR #45917 (danisereb, 2026-06-17): pass the TP group to create_allreduce_fusion_workspace so the "
     "rendezvous stays inside each TP group. Before it: the v0.21.0 image works (per the PR's table), or turn the "
     "fusion off (pass_config fuse_allreduce_rms false) for TP>1 with DP>1",
     release="0.22.0, 0.22.1, 0.23.0 images fail; 0.21.0 OK", gpu="NVIDIA H100 and GB200", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}],
     note="Excerpt: the PR title and its 'Symptom' section with the tested images, as stored; the 'Root cause' section "
          "after it (the WORLD-group rendezvous) is left out as the diagnosis. No user log beyond the quoted "
          "shm_broadcast line. Judgement call 3.")

# ---------------------------------------- vllm PR #42698: revert of 'MRV2 by default for Qwen3 dense' (#39337): FlashInfer + NixlConnector PD assert
case("vllm-pr42698-revert-mrv2-qwen3-default-flashinfer-nixl-pd-kv-cache-tensors-same-number-of-blocks",
     "https://github.com/vllm-project/vllm/pull/42698",
     "Revert \"[Model Runner v2] Oracle for model runner v2 - qwen3 dense model by default [1/N]\" (#39337)\n"
     "\n"
     "## Revert of https://github.com/vllm-project/vllm/pull/39337\n"
     "\n"
     "This reverts commit ae4f59f0ece88ca25ba1064ae6d3b512c3bfc606 (merge commit of PR #39337).\n"
     "\n"
     "### Reason\n"
     "\n"
     "PR #39337 is linked to **1 new CI failure** in nightly build [#66298](https://buildkite.com/vllm/ci/builds/66298):"
     "\n"
     "\n"
     "- **Distributed FlashInfer NixlConnector PD accuracy (4 GPUs)** — `AssertionError: All kv cache tensors must have "
     "the same number of blocks; layer=model.layers.0.self_attn.attn, expected_num_blocks=3626, cache_shape=(1813, ...)`",
     "vllm_check_failed", {}, "release_regression",
     "A nightly change (vllm PR #39337, 'Oracle for model runner v2 - qwen3 dense model by default') made Model Runner "
     "V2 the default runner for Qwen3 dense models and also touched the FlashInfer attention backend's KV-cache shape "
     "handling (the revert: it 'appears to have introduced a KV cache block count mismatch'); with FlashInfer attention and the NixlConnector in a prefill/decode disaggregated setup the KV cache "
     "tensors came out with half the blocks the connector expected (1813 vs 3626), and the connector's registration "
     "assert failed at start-up. A regression in vLLM's new default, not the launch's fault.",
     "the auto-revert itself (vllm PR #42698 by vllm-agent, 2026-05-15; 'Clean revert with no conflicts'). For a user "
     "on the affected nightly: force the V1 runner (VLLM_USE_V2_MODEL_RUNNER=0) with KV connectors, or use a build "
     "without #39337",
     release="nightly build #66298 (vLLM main, May 2026, with PR #39337)", gpu=None, gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the revert PR's title and 'Reason' section as stored; the 'Notes' (which name the FlashInfer file "
          "the PR touched) are left out. A CI job, not a user's command line. gpus 4 from the job name. Judgement "
          "call 4.")

# ---------------------------------------- tpu-inference PR #3309: PCP > 1 on a non-MLA model -> 'Model Runner V2 does not yet support: prefill context parallelism'
case("tpu-inference-pr3309-pcp-non-mla-model-runner-v2-does-not-yet-support-prefill-context-parallelism",
     "https://github.com/vllm-project/tpu-inference/pull/3309",
     "Unblock PCP config validation on TPU\n"
     "\n"
     "## Problem\n"
     "\n"
     "vllm cannot currently be configured with `prefill_context_parallel_size > 1`\n"
     "for a non-MLA model.\n"
     "...\n"
     "so config validation raises:\n"
     "\n"
     "```\n"
     "Model Runner V2 does not yet support: prefill context parallelism\n"
     "```\n"
     "\n"
     "There is no configuration-level escape: `VLLM_USE_V2_MODEL_RUNNER=0` is\n"
     "rejected explicitly with *\"Prefill context parallelism requires Model Runner\n"
     "V2. Remove VLLM_USE_V2_MODEL_RUNNER=0.\"*",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM on TPU (tpu-inference plug-in) with prefill context parallelism (prefill_context_parallel_size > 1) for a "
     "non-MLA model: vLLM's VllmConfig forces the V2 model runner whenever PCP > 1 ('PCP runtime support is implemented "
     "only by the V2 model runner'), but its V2 unsupported-features list names 'prefill context parallelism' unless "
     "the model uses MLA, so config validation refuses every such launch, and VLLM_USE_V2_MODEL_RUNNER=0 is refused too. "
     "A vLLM configuration check, not memory or hardware.",
     "no fix in vLLM reached in the stored copy. The plug-in PR (wenxindongwork, 2026-07-31, open) drops only the "
     "'prefill context parallelism' entry from V2's unsupported list on TPU, since tpu-inference's own worker implements "
     "PCP. For a GPU user the message leaves PCP with an MLA model (or PCP off) as the working choices",
     release="not stated (vLLM main, July 2026)", gpu="Google TPU (tpu-inference)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR title and its 'Problem' section as stored, with the two-rule explanation between the first "
          "sentence and 'so config validation raises:' left out ('...'), and the 'Why this doesn't apply to TPU' / "
          "'What this does' sections (the fix) left out. Judgement call 5.")

BATCH.write()
