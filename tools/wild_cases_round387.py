"""Round-387 blind batch: RELEASE SKEW -- vLLM refusing launch flags, env vars or config keys that were removed,
renamed or added in another release (`unrecognized arguments`, --disable-log-requests, --guided-decoding-backend,
--omni from a plugin of another release), and vllm vs plugin / torch / transformers version mismatches; collected by
helper wild387 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round387-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40-50 allowed, all ``search`` corpus=issues (no read_file, find_string, find_files or fetch).
17 cases. The helper's first turn was lost to an interrupted API call (it resumed at 06:43 UTC, deadline 07:20, stop
07:10); collection stopped at 06:48 with the slice's obvious queries spent. The issues corpus returns one chunk per
thread; where the fix lay past the stored chunk, fix_that_worked says so.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #46325, #27389, #18538, #13669, #35603, #49804, #39687, #9312,
  #2909, #3528, #13608, #3147, #15010, #5501, #2797, #1807; xorbitsai/inference #2900; LlamaFactory #6654, #6523;
  NVIDIA-NeMo/RL #870; ekinakyurek/marc #8; unsloth #2002; ms-swift #4202; lm-evaluation-harness #2706;
  huggingface/lighteval #532; OpenRLHF PR #702; gpustack #4236; QwenLM/Qwen2.5-Omni #340; QwenLM/Qwen3-VL #2058;
  VsonicV/es-at-scale #41; pipecat-ai/nemotron-january-2026 #6; odysseus-dev/odysseus #191; zai-org/GLM-V #9;
  kserve PR #4501.
- Same incident as a used or taken thread: pipecat-ai/nemotron-january-2026 PR #8 ('Fixes #6', used); vllm #34545
  (same author, versions and command as vllm-omni #1364, taken once under #1364, which holds the fix comments);
  huggingface/open-r1 #173 (twin of the used lighteval #532); timothystewart6/vllm-gb10 #105 (same defect as #97,
  its pasted log not in the stored chunk; cited in #97's fix text only).
- Named skips of earlier rounds, not re-spent: vllm #22072, #8273, #13150, #8416, #21615; containers/ramalama
  #758; verl #4337; ms-swift #8352; GLM-V #15, #28; gpustack #3991; vllm-ascend #9305, #9672, #7058; vllm-omni #5350
  (cited in BLIND.md's notes, not held out); vllm-project/recipes PR #27 was only 'seen, unused' in round 247 and is
  taken here.
- Error line not in the stored text (image, env dump or cut): vllm #32521 (screenshots), #23283 (collect_env dump
  only), #27347 (topology dump), #4367; vllm-ascend #5710 (image), #16983 (title only); vllm-omni #1592 (vllm 0.16.0 +
  vllm-omni 0.14.0 '--omni' unrecognized; chunk stops in the pynvml warnings); runpod-workers/worker-vllm PR #246 and
  llm-d/llm-d-benchmark PR #781 (the error only retold); flagos-ai/FlagScale PR #1075 ('a JSON parse error',
  paraphrased); PaddlePaddle/PaddleOCR #17587 (title only, fix not reachable); meta-pytorch/torchforge #688 and
  baaivision/Emu3.5 #57 (tracebacks cut before the exception).
- No fix or cause in the stored text, or not this slice: vllm-ascend #4197 ("Unknown attention backend: 'ASCEND'"
  with vllm main + vllm-ascend main, no answer), #5497 (cannot import LLM from vllm, no answer); vllm-omni #1081
  (--stage-configs-path unrecognized; the only reply, 'use quotes for model name', does not fit); LMCache #2062 (V0
  engine + LMCache 0.3.2 assert, stale); vllm #19448 (--kv-transfer-config value refused on 0.9.0.1, open); vllm
  #48054 (flashinfer kwargs at decode: a vLLM pin bug, not a user's skew); vllm #50292 (VLLM_ATTENTION_BACKEND
  silently ignored, no failure); vllm-omni #5371 ('cannot import name AscendFusedMoE' with vllm-ascend >= 0.24,
  title and env dump only, no fix in the chunk); EuroEval #1488 (deprecation warning only); vllm-project/tpu-inference PR #1374
  (--limit-mm-per-prompt JSON refused, a shell-quoting slip, not release skew).

Judgement calls for the lead (each case's ``note`` says more):
1. argparse refusals ('unrecognized arguments', 'invalid choice', '--compilation-config' validation) are filed
   vllm_check_failed / vllm_check_failed as earlier fixtures file them, except vllm-omni #1364 ('--omni'
   unrecognized), whose cause is filed dependency_version_mismatch: the flag belongs to a plugin whose release does
   not match the installed vLLM, so no vLLM flag fix applies.
2. vllm-plugin-FL PR #387 ("ValueError: Unknown attention backend: 'ASCEND_FL'") has no earlier fixture: kind
   vllm_check_failed (vLLM's own refusal of a name), cause dependency_version_mismatch (plugin built for vLLM 0.20.2
   run on 0.24.0).
3. TypeError 'EngineArgs.__init__() got an unexpected keyword argument' (vllm #3249, #9398) is filed
   dependency_version_mismatch as the 11 earlier fixtures of that message are.
4. transformers too old: vllm-gb10 #97 (Transformers does not recognize 'gemma4_unified') is model_type_unknown /
   transformers_too_old as 30 earlier fixtures; vllm-ascend PR #2365 (cannot import DeepseekV2Config from
   transformers) and tt-inference-server PR #4507 (transformers 4.x chokes on a v5 tokenizer_config list) are kind
   dependency_version_mismatch, cause transformers_too_old.
5. Nine sources are PRs whose description quotes the failure (CI or maintainers' own runs, not a user's launch):
   dgx-spark-inference-stack #13, InferenceX #1371, vllm #10005, vllm-ascend #2365 and #10595, vllm-plugin-FL #387,
   tt-inference-server #4507, verl-omni #506, recipes #27. Their excerpts are the PR author's quoted error lines.
6. tt-inference-server PR #4507 fails in vLLM's benchmark client (`vllm bench serve`) at tokenizer load, not in the
   server; taken as release skew between vLLM 0.13.0's transformers cap and the model.
7. verl-omni PR #506 is a broken flashinfer-python release picked up by an unpinned install next to vllm 0.27.0;
   cause dependency_version_mismatch (release_regression the alternative, but the regression is not vLLM's).
8. vllm #4912: the failing import is transformers', and the package at fault (deepspeed/accelerate/peft of the
   pydantic-1 era) is inferred from the one fix comment; no confirmation from the author.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round387-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- jdaln/dgx-spark-inference-stack PR #13: --disable-log-requests refused by newer images
case("dgx-spark-inference-stack-13-disable-log-requests-unrecognized",
     "https://github.com/jdaln/dgx-spark-inference-stack/pull/13",
     "The currently used vLLM images reject `--disable-log-requests`, which causes affected model containers to fail "
     "startup with:\n"
     "\n"
     "```text\n"
     "vllm: error: unrecognized arguments: --disable-log-requests\n"
     "```\n"
     "\n"
     "That leaves the gateway reachable but the model upstream unhealthy.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The compose model definitions of a DGX Spark inference stack still pass `--disable-log-requests` to `vllm serve`; "
     "the vLLM images in use are of a release that removed that flag (deprecated earlier; request logging is off by "
     "default and the switch is --enable-log-requests / --no-enable-log-requests), so argparse exits before any "
     "engine starts. Release skew between the launch scripts and the image, not memory.",
     "PR #13 (natea, 2026-04-17, 'Fixes #12'): removed the active `--disable-log-requests` flags from the compose model "
     "definitions (left --disable-log-stats); reproduced on vllm-qwen2.5-1.5b, and after the change the model started "
     "and served a /v1/chat/completions request. The maintainer (jdaln) answered that the flag is not unsupported "
     "everywhere (it depends on the image) and that his next merge aligns things",
     release=None, gpu="NVIDIA DGX Spark (GB10)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--disable-log-requests"}],
     note="Excerpt: the 'Why' paragraph of the PR description, with the error line as the PR quotes it (the fix list "
          "above it is dropped). No full log or command is in the stored text; the image release is not printed. gpus=1 "
          "assumed from the DGX Spark (one GB10) the repository targets.")

# ---------------------------------------- SemiAnalysisAI/InferenceX PR #1371: CI benchmark scripts with --disable-log-requests
case("inferencex-1371-benchmark-scripts-disable-log-requests-unrecognized",
     "https://github.com/SemiAnalysisAI/InferenceX/pull/1371",
     "Passing the old flag fails immediately with `vllm: error: unrecognized arguments: --disable-log-requests`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Single-node benchmark scripts (gptoss_fp4_b200.sh, kimik2.5_int4_b200.sh, kimik2.5_int4_h200.sh, "
     "minimaxm2.5_fp8_mi300x.sh) still launched `vllm serve ... --disable-log-requests`; the newer vLLM release the CI "
     "pulled has removed the flag (request logging is off by default, opt in with --enable-log-requests), so argparse "
     "refused the launch. Release skew in the launch flags, not a memory or model problem.",
     "PR #1371 (Oseltamivir, 2026-05-13, merged): dropped `--disable-log-requests` from the four scripts; logging stays "
     "off by default, no opt-in added",
     release=None, gpu="NVIDIA B200 / H200, AMD MI300X (one script each)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--disable-log-requests"}],
     note="Excerpt: the sentence of the PR description that quotes the CI error line (the fix bullets around it are "
          "dropped). The failing CI job log itself is not stored. Several GPUs/scripts are involved; gpu lists them.")

# ---------------------------------------- vllm-omni #1364: vllm 0.15.0 + vllm-omni 0.14.0 -> 'unrecognized arguments: --omni'
case("vllm-omni-1364-vllm0150-omni0140-unrecognized-omni-flag",
     "https://github.com/vllm-project/vllm-omni/issues/1364",
     "```shell\n"
     "root@hellos:~# pip list | grep vllm\n"
     "vllm                              0.15.0\n"
     "vllm-omni                         0.14.0\n"
     "```\n"
     "Last, I run server command :\n"
     "```shell\n"
     "vllm serve /root/Qwen-Image-Edit-2509 --omni --port 8092 --max-num-seqs 10 --served-model-name Qwen-Image-Edit-2509 "
     "--tensor-parallel-size 2\n"
     "```\n"
     "But with error:\n"
     "```shell\n"
     "usage: vllm [-h] [-v] {chat,complete,serve,bench,collect-env,run-batch} ...\n"
     "vllm: error: unrecognized arguments: --omni\n"
     "```",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "`--omni` is not a vLLM flag: it exists only when vllm-omni's CLI takes over the `vllm` entrypoint. Here vllm "
     "0.15.0 sits next to vllm-omni 0.14.0 (minor versions differ, and vllm was installed/upgraded after vllm-omni), so "
     "the `vllm` command is plain vLLM's, whose argparse refuses --omni. Plugin/vLLM release skew in the install, not a "
     "launch-flag typo or memory.",
     "maintainers (lishunyang12, 2026-02-22): answered by @tzhouam, vLLM must be installed before vLLM-Omni for `--omni` "
     "to work, and follow the user guide's CUDA 12.8 / PyTorch versions; a later user with the same error (yuanheng-zhao, "
     "2026-05-29) fixed it by uninstalling both, cleaning the uv cache, installing the matching vllm (0.21.0 for his "
     "vllm-omni checkout) and then vllm-omni (-e .). No confirmation from the author stored",
     release="vllm 0.15.0 with vllm-omni 0.14.0", gpu=None, gpus=2,
     command="vllm serve /root/Qwen-Image-Edit-2509 --omni --port 8092 --max-num-seqs 10 --served-model-name "
             "Qwen-Image-Edit-2509 --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the version list, the command and the error as the issue body shows them (the wget / install "
          "paragraph above and a screenshot below are dropped). vllm #34545 is the same author's twin post (same "
          "versions, same command) and was not taken separately. gpus=2 read from --tensor-parallel-size 2 (the "
          "thread does not say more).")

# ---------------------------------------- vllm-omni #2859: vllm (0.19, backend auto) + vllm-omni 0.18 -> No module named 'vllm.inputs.data'
case("vllm-omni-2859-vllm-omni-minor-mismatch-no-module-vllm-inputs-data",
     "https://github.com/vllm-project/vllm-omni/issues/2859",
     "  File \"/cfs/py-uv-envs/vllm-omni/bin/vllm\", line 4, in <module>\n"
     "    from vllm_omni.entrypoints.cli.main import main\n"
     "  File \"/cfs/py-uv-envs/vllm-omni/lib/python3.12/site-packages/vllm_omni/__init__.py\", line 16, in <module>\n"
     "    from . import patch  # noqa: F401\n"
     "    ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/cfs/py-uv-envs/vllm-omni/lib/python3.12/site-packages/vllm_omni/patch.py\", line 4, in <module>\n"
     "    from vllm.inputs.data import TokensPrompt as _OriginalTokensPrompt\n"
     "ModuleNotFoundError: No module named 'vllm.inputs.data'\n"
     "\n"
     "### How you are installing vllm-omni\n"
     "\n"
     "```sh\n"
     "uv pip install vllm --torch-backend=auto\n"
     "uv pip install vllm-omni\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "An unpinned `uv pip install vllm` pulled the newest vLLM (0.19.0 per the maintainer) while `uv pip install "
     "vllm-omni` installed the released vllm-omni 0.18.0; vllm-omni patches vLLM internals at import, and the module it "
     "patches (vllm.inputs.data) no longer exists in the newer vLLM, so the `vllm` CLI dies at import. The minor "
     "versions of vLLM and vLLM-Omni must match.",
     "maintainer alex-jw-brooks (2026-04-16): use vLLM-Omni 0.19.0 with vLLM 0.19.0, 'the minor version needs to match'; "
     "the author (dysby, 2026-04-17) installed vllm-omni from source (clone + uv pip install -e .) and the vllm server "
     "then started (a different model-loading problem followed)",
     release="vLLM 0.19.0 (unpinned) with vllm-omni 0.18.0, per the maintainer", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the tail of the traceback and the install commands as the issue body shows them (the traceback's "
          "start and the checklist are dropped). The exact versions come from the maintainer's reply, not the log.")

# ---------------------------------------- vllm PR #10005: docs' --task generate on vllm 0.6.3.post1 -> unrecognized arguments
case("vllm-pr10005-phi35-vision-task-generate-v063post1-unrecognized",
     "https://github.com/vllm-project/vllm/pull/10005",
     "When trying to run the example, the following error occurs. \n"
     "```bash\n"
     "~ ❯ vllm serve microsoft/Phi-3.5-vision-instruct --task generate \\"
     "                                                                                            vllm   system minzi@nobara\n"
     "    --trust-remote-code --max-model-len 4096 --limit-mm-per-prompt image=2\n"
     "usage: vllm [-h] {serve,complete,chat} ...\n"
     "vllm: error: unrecognized arguments: --task generate\n"
     "```\n"
     "\n"
     "Version: 0.6.3.post1",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The Phi-3.5-vision serve example in vLLM's latest docs passes `--task generate`, a flag added after the user's "
     "release; on vLLM 0.6.3.post1 `vllm serve` has no --task, so argparse refuses the launch. Docs newer than the "
     "installed release (release skew), not a model or memory problem.",
     "the PR author (dleviminzi, 2024-11-04): removed `--task generate` from the example ('it does not apply or work' on "
     "0.6.3.post1) and the command runs; equivalently, upgrade vLLM to a release that has --task. The PR was closed "
     "(the flag was valid on main)",
     release="0.6.3.post1", gpu=None, gpus=None,
     command="vllm serve microsoft/Phi-3.5-vision-instruct --task generate --trust-remote-code --max-model-len 4096 "
             "--limit-mm-per-prompt image=2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--limit-mm-per-prompt"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR description's error block and version line as stored (the shell prompt's right-hand status "
          "text is kept as the source shows it; the PR checklist is dropped). A PR, not an issue: its author hit the "
          "error and proposed the fix.")

# ---------------------------------------- vllm #3249: benchmarks from master against vllm 0.3.3 -> EngineArgs unexpected keyword
case("vllm-3249-benchmark-scripts-from-main-on-v033-engineargs-unexpected-keyword",
     "https://github.com/vllm-project/vllm/issues/3249",
     "```\n"
     "python3 -c \"import vllm; print(vllm.__version__)\"\n"
     "0.3.3\n"
     "```\n"
     "\n"
     "when use `benchmarks/benchmark_latency.py` comes error:\n"
     "```\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 91, in __init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'ray_workers_use_nsight'\n"
     "```\n"
     "\n"
     "when use `benchmarks/benchmark_throughput.py` comes error:\n"
     "```\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 91, in __init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'enable_prefix_caching'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The benchmark scripts came from vLLM's main branch, which passes engine arguments (ray_workers_use_nsight, "
     "enable_prefix_caching) added after the installed 0.3.3 release; EngineArgs of 0.3.3 does not know them, so "
     "LLM(...) dies before any engine starts. Script/library release skew, not memory.",
     "maintainer pcmoritz (2024-03-09): 'you are running benchmarks/benchmark_throughput.py from master against the 0.3.3 "
     "release of vllm -- you need to run the version from 0.3.3 against that version since these flags were added "
     "recently' (the scripts at the 0.3.3 release commit); issue closed",
     release="0.3.3", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enable-prefix-caching"}],
     note="Excerpt: the whole issue body as stored (version check and the two TypeErrors). No GPU or command given.")

# ---------------------------------------- vllm #9398: LLM(num_scheduler_steps=8) on a mixed 0.6.3 conda install
case("vllm-9398-v063-llm-num-scheduler-steps-unexpected-keyword-unclean-install",
     "https://github.com/vllm-project/vllm/issues/9398",
     "vllm==0.6.3\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "model = LLM(\n"
     "        model=checkpoint,\n"
     "        trust_remote_code=True,\n"
     "        gpu_memory_utilization=0.3,\n"
     "        dtype=\"bfloat16\",\n"
     "        enforce_eager=True,\n"
     "        num_scheduler_steps=8,\n"
     "    )\n"
     "```\n"
     "\n"
     "File \"/root/anaconda3/envs/Qwen_vllm_0.6.3/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 129, in "
     "__init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'num_scheduler_steps'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The conda env named for vLLM 0.6.3 actually imported an older vllm package (an unclean install left by an "
     "anaconda-project problem), whose EngineArgs predates num_scheduler_steps (multi-step scheduling, present in "
     "0.6.3); so LLM(..., num_scheduler_steps=8) fails in EngineArgs. The installed package and the "
     "release the code was written for disagree; not memory (utilization 0.3 is irrelevant).",
     "the author (chansonzhang, 2024-10-16): 'Seems my installation is not clean due to anaconda-project/issues/409' "
     "(issue closed); i.e. reinstall vLLM 0.6.3 cleanly in a fresh environment",
     release="0.6.3 intended (the env name and the author's line); the imported package was older", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--num-scheduler-steps"}],
     note="Excerpt: the issue body as stored (version line, the LLM(...) call, the traceback tail). The judgement that "
          "the imported vllm was older than 0.6.3 is the collector's reading of the author's own one-line diagnosis.")

# ---------------------------------------- timothystewart6/vllm-gb10 #97: image's transformers 5.8.1 too old for gemma4_unified
case("vllm-gb10-97-transformers-581-lock-gemma4-unified-not-recognized",
     "https://github.com/timothystewart6/vllm-gb10/issues/97",
     "The image ships `transformers` 5.8.1, which is too old to parse Gemma 4 **Unified** checkpoints (`model_type: "
     "gemma4_unified`, e.g. [`google/gemma-4-12B-it`](https://huggingface.co/google/gemma-4-12B-it) and quants of it). "
     "vLLM supports the architecture — `Gemma4UnifiedForConditionalGeneration` and `Gemma4MTPModel` are both in "
     "`ModelRegistry.get_supported_archs()` — but startup never reaches the model, because config parsing goes through "
     "`transformers`' `CONFIG_MAPPING_NAMES` and dies there:\n"
     "\n"
     "```\n"
     "ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, The checkpoint you are trying to load has model type `gemma4_unified`\n"
     "  but Transformers does not recognize this architecture.\n"
     "```",
     "model_type_unknown", {}, "transformers_too_old",
     "A community vLLM image for DGX Spark / GB10 (tags v0.26.0-gb10.7 and v0.27.1-gb10.0) locks transformers 5.8.1, "
     "older than the transformers release that added the gemma4_unified config (5.10), while vLLM itself (>=5.5.3, no "
     "upper bound) supports the architecture; config parsing fails before any model code. The image's dependency lock "
     "lags the model, not a vLLM flag or memory issue; --trust-remote-code does not help (no remote code in the repo).",
     "the reporter (ludoo, 2026-08-12) traced it to the lock file and proposed raising the transformers pin (a newer "
     "transformers is in vLLM's spec); the issue is closed, and the follow-up report #105 on v0.28.0-gb10.0 says "
     "upgrading transformers in-container to 5.15.1 makes vllm serve start (and asks the lock be bumped)",
     release="vLLM 0.26.0 / 0.27.1 in the vllm-gb10 images (v0.26.0-gb10.7, v0.27.1-gb10.0)",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the summary paragraph and the error block of the issue description as stored (the lock-file "
          "analysis after it is dropped). timothystewart6/vllm-gb10 #105 (another reporter, v0.28.0-gb10.0, "
          "unsloth/gemma-4-12b-it-NVFP4) is the same defect; its pasted log is not in the stored chunk, so it was not "
          "taken. gpus=1: a GB10 system.")

# ---------------------------------------- vllm #4912: vllm 0.4.2 + pydantic 2.7.1 + old deepspeed/peft -> 'FieldInfo' object has no attribute 'required'
case("vllm-4912-v042-pydantic-271-transformers-clip-import-fieldinfo-required",
     "https://github.com/vllm-project/vllm/issues/4912",
     "vllm==0.4.2\n"
     "pydantic==2.7.1\n"
     "transformers==4.40.1\n"
     "\n"
     "error:\n"
     "\n"
     "RuntimeError: Failed to import transformers.models.clip.modeling_clip because of the following error (look up to "
     "see its traceback):\n"
     "Failed to import transformers.generation.utils because of the following error (look up to see its traceback):\n"
     "'FieldInfo' object has no attribute 'required'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.4.2's OpenAI server needs pydantic 2, but other packages in the same environment (accelerate / deepspeed / "
     "peft of an older, pydantic-1 era) are imported through transformers.generation.utils and call the pydantic-1 API "
     "(FieldInfo.required), so importing CLIP's modeling module fails at start. A version clash among vLLM's neighbours "
     "in one environment, not a vLLM flag or memory problem.",
     "a commenter (MiyazonoKaori, 2024-06-03): 'update accelerate, deepspeed, peft, fixed'. A maintainer (DarkLight1337) "
     "linked it to #4004; no confirmation from the author stored",
     release="0.4.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the issue body as stored (versions and the error lines). No command or traceback was pasted. The "
          "package at fault is inferred from the fix comment (deepspeed's pydantic-1 config is the classic source of "
          "'FieldInfo ... required').")

# ---------------------------------------- vllm-ascend PR #2365: transformers too old for vllm -> cannot import DeepseekV2Config
case("vllm-ascend-pr2365-transformers-too-old-cannot-import-deepseekv2config",
     "https://github.com/vllm-project/vllm-ascend/pull/2365",
     "Fix error:\n"
     "\n"
     "```bash\n"
     "ImportError: cannot import name 'DeepseekV2Config' from 'transformers' "
     "(/home/sss/miniconda3/envs/vllm/lib/python3.10/site-packages/transformers/__init__.py)\n"
     "```",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "A vllm-ascend development environment had a transformers release older than the one vLLM upstream requires "
     "(4.55.0 at the time); newer vLLM code imports DeepseekV2Config from transformers, which the installed "
     "transformers does not have, so the import fails. Dependency version skew between vLLM and transformers.",
     "PR #2365 (shen-shanshan, 2025-08-14): 'Follow the version of transformers in vllm upstream, which is 4.55.0', i.e. "
     "upgrade transformers to 4.55.0; maintainer wangxiyuan noted vLLM already requires it in requirements/common.txt "
     "(the PR was closed, not merged, since installing vLLM's own requirements gives that version)",
     release="vLLM main / vllm-ascend main of 2025-08", gpu="Huawei Ascend NPU", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR description's error block as stored. No launch command or full traceback is given.")

# ---------------------------------------- vllm-ascend PR #10595: lm-eval 0.4.11 against vLLM 0.22.1 -> ImportError resolve_hf_chat_template
case("vllm-ascend-pr10595-lm-eval-0411-vllm-0221-importerror-resolve-hf-chat-template",
     "https://github.com/vllm-project/vllm-ascend/pull/10595",
     "After the vLLM upgrade, the Nightly-A2 `single-node-accuracy-tests` job started failing on **all** models with the "
     "same error:\n"
     "\n"
     "```\n"
     "ImportError: cannot import name 'resolve_hf_chat_template'\n"
     "from 'vllm.entrypoints.chat_utils' (/vllm-workspace/vllm/vllm/entrypoints/chat_utils.py)\n"
     "  at lm_eval/models/vllm_causallms.py:41\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vllm-ascend's CI raised vLLM from v0.21.0 to v0.22.1, where resolve_hf_chat_template moved from "
     "vllm.entrypoints.chat_utils to vllm.renderers.hf; the pinned lm-eval 0.4.11 still imports it from the old place, so "
     "lm-eval's vLLM backend fails at import before any model is loaded. Release skew between vLLM and a package built "
     "on its internals, not a model, NPU or memory problem.",
     "PR #10595 (MrZ20, 2026-06-17, merged): bump lm-eval from 0.4.11 to 0.4.12 in requirements-dev.txt (lm-eval adapted "
     "the import upstream in EleutherAI/lm-evaluation-harness PR #3595)",
     release="vLLM v0.22.1 (vllm-ascend nightly), lm-eval 0.4.11", gpu="Huawei Ascend (Atlas A2 nightly runners)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the sentence and error block of the PR description as stored (the root-cause and fix paragraphs "
          "after it are dropped). A CI failure, not a user's launch; the failing job log itself is not stored.")

# ---------------------------------------- flagos-ai/vllm-plugin-FL PR #387: plugin's 'ASCEND_FL' backend name unknown to vLLM 0.24.0
case("vllm-plugin-fl-pr387-ascend-fl-backend-unknown-on-vllm-0240",
     "https://github.com/flagos-ai/vllm-plugin-FL/pull/387",
     "The 0.24.0 upgrade (#274) never touched the ascend directory: `get_name()`\n"
     "still returned `\"ASCEND_FL\"`, and 0.24.0's `AttentionBackendEnum` has no such\n"
     "member — extensions are only accepted via the `CUSTOM` slot — so any Ascend\n"
     "launch failed with `ValueError: Unknown attention backend: 'ASCEND_FL'`\n"
     "(`vllm/model_executor/layers/attention/attention.py:401`).",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "FlagOS's out-of-tree vLLM plugin moved its v0.3.0-dev branch to vLLM 0.24.0 without porting its Ascend backend: the "
     "backend still names itself 'ASCEND_FL', but vLLM 0.24.0's AttentionBackendEnum accepts out-of-tree backends only "
     "through its CUSTOM slot, so vLLM refuses the name at attention-layer construction and every Ascend launch fails. "
     "Plugin code written for an older vLLM (0.20.2) run against a newer one; not memory or a user flag.",
     "PR #387 (tengqm, 2026-08-17, merged, 'Fixes #498'): port the E2E-verified 0.20.2 Ascend support onto the 0.24.0 "
     "baseline (register the backend through vLLM's CUSTOM slot, plus the related platform fixes); the alternative for a "
     "user is the plugin build that matches the installed vLLM (the 0.20.2 line)",
     release="vLLM 0.24.0 with vllm-plugin-FL v0.3.0-dev (before PR #387)", gpu="Huawei Ascend NPU", gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's paragraph quoting the launch error (as the stored text wraps it); the list of "
          "changes after it is dropped. No launch log is stored; the error line is the PR author's quote.")

# ---------------------------------------- tenstorrent/tt-inference-server PR #4507: vllm 0.13.0 caps transformers <5, gemma-4 tokenizer needs 5.x
case("tt-inference-server-pr4507-vllm-0130-bench-client-transformers-4x-gemma4-tokenizer-list-keys",
     "https://github.com/tenstorrent/tt-inference-server/pull/4507",
     "The gemma-4 vLLM nightly (tt-shield) fails every `vllm bench serve` sweep point during prompt tokenization:\n"
     "\n"
     "```\n"
     "AttributeError: 'list' object has no attribute 'keys'\n"
     "  transformers/tokenization_utils_base.py, _set_model_specific_special_tokens\n"
     "```",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "gemma-4's tokenizer_config.json stores extra_special_tokens as a transformers-5-style list; the benchmark-client "
     "venv pins vllm==0.13.0, whose transformers>=4.56,<5 requirement forces transformers 4.x, and 4.x calls .keys() on "
     "that list while loading the tokenizer, so `vllm bench serve` dies before sending any request. The vLLM release's "
     "dependency cap is older than the model's tokenizer format; not a server, flag or memory problem.",
     "PR #4507 (dwadhwaniTT, 2026-07-03, merged): keep vllm==0.13.0 but force only transformers to 5.x in that venv via a "
     "uv --override file (a plain requirement cannot beat vllm's <5 cap); deliberately not bumping vllm for the shared "
     "client",
     release="vllm 0.13.0 (benchmark client venv), transformers 4.x", gpu="Tenstorrent accelerators (server side)",
     gpus=None, command="vllm bench serve (gemma-4 nightly sweep; full command not given)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR's problem statement and error block as stored (the root-cause and fix sections are dropped). "
          "This is vLLM's benchmark client failing at tokenizer load, before the first request; the vLLM server itself "
          "is not what fails. Taken as release skew between vLLM's transformers cap and a newer model.")

# ---------------------------------------- VectorInstitute/vector-inference #157: models.yaml '--compilation-config 3' refused by newer vLLM
case("vector-inference-157-compilation-config-integer-3-refused-newer-vllm",
     "https://github.com/VectorInstitute/vector-inference/issues/157",
     "The default value in models.yaml --compilation-config 3 leads to a type error\n"
     "```\n"
     "vllm serve: error: argument --compilation-config/-O: 1 validation error for CompilationConfig\n"
     "  Input should be an object [type=dataclass_type, input_value=3, input_type=int]\n"
     "    For further information visit https://errors.pydantic.dev/2.12/v/dataclass_type\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vector-inference's models.yaml passes `--compilation-config 3` (the bare optimisation level older vLLM releases "
     "accepted); the latest vLLM parses --compilation-config as a CompilationConfig object only, so argparse/pydantic "
     "refuse the integer and `vllm serve` exits at argument parsing. Launch-config written for an older release; not "
     "memory.",
     "the reporter (rohan-uiuc, 2025-10-30), from vLLM's engine-args docs: pass `--compilation-config '{\"level\":3}'` "
     "or `-O3` instead (or drop it, since it is the V1 default); the issue is closed",
     release="latest vLLM of 2025-10 (0.11.x; vector-inference v0.6.1)", gpu=None, gpus=None,
     command="vllm serve <model> ... --compilation-config 3 (from vector-inference's models.yaml)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue's bug description and error block as stored (To Reproduce / Expected sections dropped). "
          "The exact vLLM release is not printed; 'latest' at the issue date.")

# ---------------------------------------- kubernetes-sigs/gateway-api-inference-extension #2243: gpu-deployment manifest '--compilation-config 3'
case("gateway-api-inference-extension-2243-gpu-deployment-compilation-config-3-validation-error",
     "https://github.com/kubernetes-sigs/gateway-api-inference-extension/issues/2243",
     "Before deploying actual EPP, deploying vLLM using the [gpu-deployment](https://github.com/kubernetes-sigs/"
     "gateway-api-inference-extension/blob/main/config/manifests/vllm/gpu-deployment.yaml) it's failing to start and I'm "
     "getting the following issue in the pod logs:\n"
     "\n"
     "```\n"
     "pi_server.py: error: argument --compilation-config/-O: 1 validation error for CompilationConfig                                                                               │\n"
     "│ vllm   Input should be an object [type=dataclass_type, input_value=3, input_type=int]                                                                                               │\n"
     "│ vllm     For further information visit https://errors.pydantic.dev/2.11/v/dataclass_type\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The project's sample vLLM GPU deployment manifest passes `--compilation-config 3`; the vLLM image now pulled parses "
     "that flag as a CompilationConfig object, so the integer fails validation and api_server.py exits at argument "
     "parsing and the pod never starts. A manifest written for an older vLLM release; not GPU memory.",
     "the reporter (BenjaminBraunDev, 2026-01-31): set it to an object, `{\"mode\": 3}`, instead of `3`, and opened a "
     "PR; he confirmed on 2026-02-11 'Yes, issue fixed'",
     release="vLLM image of 2026-01 (the title says 0.11.0, 'latest')", gpu=None, gpus=None,
     command="vllm api_server from config/manifests/vllm/gpu-deployment.yaml with --compilation-config 3",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description and the pod-log block as stored, including the k9s-style frame characters "
          "and the truncated 'pi_server.py' at the line start (the log was copied from a terminal UI).")

# ---------------------------------------- vllm-project/recipes PR #27: GLM-4.5 recipe's 'glm45' parser names refused by the installed vLLM
case("recipes-pr27-glm45-tool-call-parser-invalid-choice-glm4-moe-rename",
     "https://github.com/vllm-project/recipes/pull/27",
     "the value for the tool and reasoning arguments changed in mainline vllm from glm45 to glm4_moe. Otherwise you get:\n"
     "\n"
     "vllm serve: error: argument --tool-call-parser: invalid choice: 'glm45' (choose from deepseek_v3, glm4_moe, "
     "granite-20b-fc, granite, hermes, hunyuan_a13b, internlm, jamba, kimi_k2, llama4_pythonic, llama4_json, "
     "llama3_json, minimax, mistral, phi4_mini_json, pythonic, qwen3_coder, xlam)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The GLM-4.5 recipe passes `--tool-call-parser glm45 --reasoning-parser glm45`; the vLLM the author ran registered "
     "the GLM-4.5 parsers under the name glm4_moe, so argparse refused 'glm45' before anything loaded. The parser names "
     "differ between vLLM builds (glm4_moe in the build he had, glm45 in 0.10.1.1 and the recipe); a release-skew "
     "refusal, not memory or the model.",
     "the PR author (RodriMora, 2025-08-22), after the maintainer (zRzRzRzRzRzRzR) asked him to use current vLLM: "
     "'Updated to 0.10.1.1, problem is fixed now, glm45 works'; the PR (renaming to glm4_moe) was closed unmerged",
     release="a vLLM build from before 0.10.1.1 (the author's 'mainline'); fixed on 0.10.1.1", gpu=None, gpus=None,
     command="vllm serve zai-org/GLM-4.5-Air-FP8 --tensor-parallel-size 8 --tool-call-parser glm45 --reasoning-parser "
             "glm45 (the recipe's command)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the PR description as stored (the review threads and the fix comment are dropped). The command is "
          "the recipe's, from the PR's diff context; the author's exact launch is not pasted. gpus unknown (the recipe "
          "says 4 GPUs in a comment but uses TP 8).")

# ---------------------------------------- verl-project/verl-omni PR #506: unpinned flashinfer-python 0.6.16.post3 under vllm 0.27.0, TP>=2 import crash
case("verl-omni-pr506-vllm-0270-flashinfer-0616post3-array-not-subscriptable-tp2",
     "https://github.com/verl-project/verl-omni/pull/506",
     "**Before (flashinfer-python resolves to the broken `0.6.16.post3`):**\n"
     "\n"
     "Repro command:\n"
     "```bash\n"
     "NUM_GPUS=2 TOTAL_TRAIN_STEPS=2 bash tests/special_e2e/run_dapo_qwen3_omni_thinker_lora_v1_smoke.sh\n"
     "```\n"
     "Fails in vLLM-Omni engine-core worker startup. The driver process only\n"
     "surfaces:\n"
     "```\n"
     "RuntimeError: Engine core initialization failed. ... Failed core proc(s): {'StageEngineCoreProc_stage0_replica0': 1}\n"
     "```\n"
     "The real cause is swallowed by Ray's log routing for that subprocess — only\n"
     "visible by setting `RAY_DEDUP_LOGS=0` and reading the per-worker log file\n"
     "directly (`/tmp/ray/session_*/logs/worker-...out`):\n"
     "```\n"
     "File \".../flashinfer/comm/fd_exchange.py\", line 55\n"
     "    def _fd_ancillary(fd: int) -> tuple[tuple[int, int, array.array[int]]]:\n"
     "TypeError: type 'array.array' is not subscriptable\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "With vllm==0.27.0 and no floor on flashinfer-python, the resolver picked flashinfer-python 0.6.16.post3, whose "
     "flashinfer.comm.fd_exchange module uses an `array.array[int]` annotation that the Python in use cannot evaluate; "
     "the module is imported on the TP>=2 communication path, so every vLLM-Omni engine-core worker dies at start-up "
     "(the driver only shows 'Engine core initialization failed'). A bad dependency release picked up by an unpinned "
     "install next to vLLM; not memory, not the model.",
     "PR #506 (title): floor flashinfer-python to 0.6.16.post4, which fixes the TP>=2 import crash; the stored validation "
     "comment (OnePunchMonk, 2026-08-31, 2x A10G on Modal) shows the 'before' failure; the 'after' run is past the "
     "stored chunk, and the PR is closed (merge not shown)",
     release="vllm 0.27.0 (verl-omni pins), flashinfer-python 0.6.16.post3, transformers 5.14.1", gpu="NVIDIA A10G",
     gpus=2, command="NUM_GPUS=2 TOTAL_TRAIN_STEPS=2 bash tests/special_e2e/run_dapo_qwen3_omni_thinker_lora_v1_smoke.sh",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the 'Before' part of the validation comment as stored (the environment paragraph above it and the "
          "'Ruled out' part after it are dropped). The root-cause line is the flashinfer TypeError; the RuntimeError "
          "'Engine core initialization failed' is only the driver's wrapper. Environment: Modal, 2x A10G, CUDA 12.4.1 "
          "base image.")

if __name__ == "__main__":
    BATCH.write()
