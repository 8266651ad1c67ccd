"""Round-440 blind batch: vLLM start-up failures reported in the vllm-project organisation's repositories OTHER than
vllm itself (vllm-omni, vllm-ascend, tpu-inference, vllm-gaudi, vllm-spyre, vllm-metal, production-stack, aibrix, ...);
collected by helper wild440 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round440-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 41 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 6
cases: vllm-omni #534, #418, #4840 (vLLM / vLLM-Omni version mismatch at import), vllm-metal #100 (mlx-lm 0.30.6
removed MambaCache), tpu-inference PR #2257 (TPU /dev/vfio busy), vllm-ascend PR #4365 (Ascend scheduler,
max_num_batched_tokens 4096 < max_model_len 32768). The slice is heavily mined (USED_SOURCES.txt already holds 88
vllm-ascend, 28 recipes, 23 vllm-omni, 17 llm-compressor sources) and the issues corpus rarely returns repository-local
hits for vllm-spyre, vllm-gaudi, production-stack, aibrix, semantic-router, guidellm or vllm-xpu-kernels: most searches
came back with vllm-project/vllm or third-party threads. Sources were checked against USED_SOURCES.txt, the earlier
rounds' docstrings (grep "#<n>") and the fixtures' source_url.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds: vllm-omni #1190, #1387, #363, #946, #262, #469, #2859, #474, #807, #3135,
  #5350, #5371; vllm-ascend #1987, #19, #1617, #9372, #5020, #3196, #2712, #9672, #5710, #9305, #12907; vllm-gaudi #891,
  #1736; vllm-metal #16, #58, #79; tpu-inference #765, #999, #2453, #2645, #3350; production-stack #407;
  llm-compressor #1427, #1241, #2693; AI-Hypercomputer/tpu-recipes #151.
- Error line not in the stored text (title or description only, traceback cut, or an image): vllm-omni #2170
  (fishaudio/s2-pro pydantic ValidationError, body has only the command), #1015 (Qwen3-TTS ModelConfig validation),
  #1607 (Qwen3-TTS vs transformers, traceback cut in _dummy_run), #2238, #3981, #1817 (environment dumps only),
  #240 (Qwen3-Omni on 2x A100, stage yaml only), #236 (Qwen3OmniMoeProcessor _get_num_multimodal_tokens, title only,
  body is install steps), #402 (ImportError, traceback cut); tpu-inference #1104 (GLM-4.5-Air 'Unsupported
  Architecture Error', log cut before it; later supported per PR #1900), #1262 (FP8 on v5e, environment only);
  vllm-ascend #5135 (HCCL TP=2 on 300I, log cut at start-up INFO lines), #2600 (300I Duo TP=2, traceback cut),
  #11542, #5914, #4917 (screenshots), #7587 (torch 2.7.1 vs 2.8.0 crash described, not pasted), #9294 (no error
  pasted), #6481 (W4A16 linear unsupported, traceback cut, open), #7076 (Kimi-K2.5 W4A16 compressed-tensors on Ascend,
  traceback cut, open, no answer); llm-compressor #1127 (Pixtral quant 'start (0) + length (1280) exceeds dimension
  size (1024)', DEBUG lines only).
- No fix and an uncertain cause: production-stack #374 ('No supported config format found in Qwen/Qwen1.5-0.5B' with
  the shared-storage tutorial values; Qwen1.5-0.5B has a config.json, so the cause (hub unreachable? empty PVC?) is not
  knowable from the stored text); vllm-omni #7555 (CI: Qwen-Image autoround W4A16 OOM on a 22 GiB L4, fix not
  reached); vllm-ascend #6490 (Qwen3-ASR aclnn DT_BFLOAT16 not supported though the model was converted to fp16,
  feature request, no answer); vllm-ascend #5497 ("cannot import name 'LLM' from 'vllm' (unknown location)", most
  likely the script run from inside a directory named vllm, but no answer in the stored text and not a start-up log).
- Collected and then dropped for quality: vllm-omni #3195 (CI: Qwen3-Omni processor 'Qwen2TokenizerFast has no
  attribute image_token' with transformers < 5.0; error only in the title, and the linked fix PR #3223 shows as
  closed, so the fix is uncertain).
- Not in the slice (other organisations or vllm itself), seen in passing: vllm #34545 ('unrecognized arguments:
  --omni', maintainer: install vllm first, then vllm-omni), vllm #43239 (already used).

Judgement calls for the lead:
1. vllm-metal #100 and vllm-omni #4840: the stored chunk stops inside the traceback, one line before the exception;
   the exception text is present only in the issue title (quoted by the author), so the excerpt starts with the
   title. Both are kept because the rest of the log (the import chain; for #4840 vllm_omni's own version-mismatch
   warning naming 0.24.0 vs 0.25.1) makes the cause certain. Drop them if title-only error lines are not wanted.
2. tpu-inference PR #2257 and vllm-ascend PR #4365 are maintainers' PRs quoting a real vLLM start-up error (a CI log,
   a tutorial command), not user reports; taken because the error line is verbatim and the PR states the fix. For
   #2257, kind no_gpu_visible / cause other_process follows marin-pr4675 (the same 'open(/dev/vfio/N): Device or
   resource busy' message); that the busy holder was the previous test's process is read from the PR title.
3. vllm-omni #534 and #418 carry no reply with the fix in the stored text; the cause is certain from the log (an
   import of a vLLM-private name that the installed vLLM lacks) and the project's rule that vLLM and vLLM-Omni minor
   versions must match (stated by the maintainer in the used vllm-omni #2859). #418's vLLM version is inferred from
   the log format (0.11-era '[__init__.py:216] Automatically detected platform cuda').
4. Three of the six are vLLM / vLLM-Omni mismatches (#534, #418, #4840); they differ in the failing import and in
   what the log prints (an author's diagnosis, an offline example, a version warning). kind and cause
   dependency_version_mismatch for all, as vllm-omni-2859 was labelled.
5. Only vllm-ascend PR #4365 prints figures under LABELS.txt keys (max_num_batched_tokens 4096, max_model_len 32768,
   as earlier batched_tokens_too_small cases recorded them); numbers is {} for the rest.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round440-blind")
case = BATCH.case

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
            {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm-omni #534: vllm 0.13.0 under an older vllm-omni -> cannot import _RUNNER_TASKS
case("vllm-omni-534-vllm-0.13-cannot-import-runner-tasks-from-vllm-config-model",
     "https://github.com/vllm-project/vllm-omni/issues/534",
     "The latest version(0.13.0) of vllm doesn't have `_RUNNER_TASKS` config, which will leading import error.\n"
     "\n"
     "```log\n"
     "vllm-omni --help\n"
     "INFO 12-30 09:35:08 [importing.py:44] Triton is installed but 0 active driver(s) found (expected 1). Disabling "
     "Triton to prevent runtime errors.\n"
     "INFO 12-30 09:35:08 [importing.py:68] Triton not installed or not compatible; certain GPU-related functions will "
     "not be available.\n"
     "W1230 09:35:08.927000 7 site-packages/torch/utils/cpp_extension.py:117] No CUDA runtime is found, using "
     "CUDA_HOME='/usr/local/cuda'\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/bin/vllm-omni\", line 4, in <module>\n"
     "    from vllm_omni.entrypoints.cli.main import main\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/__init__.py\", line 23, in <module>\n"
     "    from .config import OmniModelConfig\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/config/__init__.py\", line 5, in <module>\n"
     "    from vllm_omni.config.model import OmniModelConfig\n"
     "  File \"/usr/local/lib/python3.13/site-packages/vllm_omni/config/model.py\", line 11, in <module>\n"
     "    from vllm.config.model import (\n"
     "    ...<8 lines>...\n"
     "    )\n"
     "ImportError: cannot import name '_RUNNER_TASKS' from 'vllm.config.model' "
     "(/usr/local/lib/python3.13/site-packages/vllm/config/model.py)\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The installed vllm-omni (an older release, built against an earlier vLLM) imports the private name _RUNNER_TASKS from "
     "vllm.config.model, which vLLM 0.13.0 (installed alongside it, unpinned) no longer defines, so the vllm-omni CLI "
     "dies at import before any model or GPU is touched. The vLLM and vLLM-Omni versions do not match; nothing about "
     "memory, parallelism or the model.",
     "not in the stored text beyond the author's own diagnosis (the issue is closed). From the log and the project's "
     "rule (vLLM and vLLM-Omni minor versions must match): install the vLLM release the vllm-omni release was built "
     "for, or a vllm-omni release made for vLLM 0.13",
     release="vLLM 0.13.0 (per the author) with an older vllm-omni (version not printed)",
     gpu=None, gpus=None, command="vllm-omni --help",
     forbidden=_NOT_MEM,
     note="Excerpt: the whole issue body as the stored chunk shows it (the author's one-line diagnosis, then the log); "
          "the trailing link to the vllm-omni source line is dropped. The log is from a machine where the CUDA runtime "
          "was not found (a container without a GPU); that is incidental, the failure is the import.")

# ---------------------------------------- vllm-omni #418: vllm-omni main with an older vLLM -> no module vllm.attention.backends.registry
case("vllm-omni-418-old-vllm-no-module-vllm-attention-backends-registry",
     "https://github.com/vllm-project/vllm-omni/issues/418",
     "`ModuleNotFoundError` happened during trying to run the offline inference examples of Qwen-Image family "
     "pipelines.\n"
     "\n"
     "**(One of the) Error Logs**:\n"
     "```bash\n"
     "INFO 12-23 03:23:15 [__init__.py:216] Automatically detected platform cuda.\n"
     "Traceback (most recent call last):\n"
     "  File \"/repos/vllm-project/vllm-omni/examples/offline_inference/image_to_image/image_edit.py\", line 64, in "
     "<module>\n"
     "    from vllm_omni.diffusion.data import DiffusionParallelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/__init__.py\", line 23, in <module>\n"
     "    from .config import OmniModelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/config/__init__.py\", line 5, in <module>\n"
     "    from vllm_omni.config.model import OmniModelConfig\n"
     "  File \"/repos/vllm-project/vllm-omni/vllm_omni/config/model.py\", line 9, in <module>\n"
     "    from vllm.attention.backends.registry import AttentionBackendEnum\n"
     "ModuleNotFoundError: No module named 'vllm.attention.backends.registry'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A vllm-omni checkout from main (December 2025) run against an older installed vLLM (the platform line "
     "'[__init__.py:216] Automatically detected platform cuda' is the 0.11-era format): vllm-omni's config imports "
     "vllm.attention.backends.registry, a module the installed vLLM does not have yet, so importing vllm_omni fails. The "
     "issue's own title files it as 'vLLM version related'. A vLLM / vLLM-Omni version mismatch, not a model or memory "
     "problem.",
     "not in the stored chunk (the issue is closed). From the log and the title: install the vLLM release that the "
     "vllm-omni checkout targets (the newer one that has vllm.attention.backends.registry), or check out the vllm-omni "
     "release that matches the installed vLLM",
     release="vllm-omni main (2025-12-23) with an older vLLM (not stated; the log format points to 0.11)",
     gpu=None, gpus=None,
     command="python text_to_image.py ... / python image_edit.py ... (vllm-omni offline inference examples)",
     forbidden=_NOT_MEM,
     note="Excerpt: the bug description and the first error log as the issue body shows them (the collect_env "
          "placeholder before and the list of example commands after are dropped). An offline-example launch, not "
          "vllm serve; it dies at import, before any engine is built. The installed vLLM version is inferred from the "
          "log's format, said so in release.")

# ---------------------------------------- tpu-inference PR #2257: PP e2e worker cannot open /dev/vfio/0 (TPU held by another process)
case("tpu-inference-pr2257-pp-e2e-worker-tpu-vfio-device-busy",
     "https://github.com/vllm-project/tpu-inference/pull/2257",
     "Fixing flaky errors\n"
     "\n"
     "```\n"
     "(Worker pid=6625) ERROR 04-15 07:27:42 [multiproc_executor.py:871] RuntimeError: Unable to initialize backend "
     "'tpu': FAILED_PRECONDITION: TPU initialization failed: open(/dev/vfio/0): Device or resource busy: Device or "
     "resource busy; Couldn't open iommu group /dev/vfio/0 (set JAX_PLATFORMS='' to automatically choose an available "
     "backend)\n"
     "```",
     "no_gpu_visible", {}, "other_process",
     "In tpu-inference's pipeline-parallel end-to-end tests (April 2026), a multiproc worker of a new vLLM instance "
     "could not open TPU chip 0 (/dev/vfio/0 'Device or resource busy'): the chip was still held by another process, "
     "i.e. the previous test's vLLM server/workers had not yet released the TPU when the next one started, so JAX "
     "could not initialise the TPU backend. Nothing about the model, memory or flags.",
     "tpu-inference maintainers' PR #2257 (pv97, 2026-04-15, merged), 'Increase PP e2e timeout', described as "
     "'Fixing flaky errors' with this log: give the earlier process time to exit and free the TPU before the next "
     "launch. For a user: make sure no other process (a leftover vLLM / JAX process, or a stale /tmp/libtpu_lockfile "
     "owner) holds the TPU before starting vLLM",
     release="tpu-inference main (2026-04-15)", gpu="Google Cloud TPU (CI runner; generation not stated)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--pipeline-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's text and the error line it quotes, as stored (the Tests / Checklist template "
          "after it is dropped). A maintainer's CI log, not a user report; taken because the log line is a real vLLM "
          "worker start-up failure and the PR states what fixed it. That the busy holder was the previous test's "
          "process is read from the PR title and the message, not spelled out in the PR text.")

# ---------------------------------------- vllm-omni #4840: vLLM-Omni 0.24.0 under vLLM 0.25.1 -> no module vllm.entrypoints.serve.render.serving
case("vllm-omni-4840-omni-0.24-vllm-0.25.1-no-module-serve-render-serving",
     "https://github.com/vllm-project/vllm-omni/issues/4840",
     "[Bug]: No module named 'vllm.entrypoints.serve.render.serving'\n"
     "\n"
     "vllm serve nvidia/Cosmos3-Nano \\\n"
     "    --omni \\\n"
     "    --model-class-name Cosmos3OmniDiffusersPipeline \\\n"
     "    --allowed-local-media-path / \\\n"
     "    --port 8110 \\\n"
     "    --init-timeout 1800\n"
     "/home/zhangkailin/.conda/envs/vllmom/lib/python3.12/site-packages/vllm_omni/version.py:55: RuntimeWarning: vLLM "
     "and vLLM-Omni appear to have mismatched major/minor versions:\n"
     " --> vLLM-Omni version 0.24.0\n"
     " --> vLLM version 0.25.1\n"
     "This will likely cause compatibility issues.\n"
     "  warn_if_misaligned_vllm_version()\n"
     "INFO 07-16 23:15:13 [patch.py:252] NVFP4 W4A4 weight_scale NaN-clamp: installed.\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/zhangkailin/.conda/envs/vllmom/bin/vllm\", line 6, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/home/zhangkailin/.conda/envs/vllmom/lib/python3.12/site-packages/vllm/entrypoints/cli/main.py\", line 52, "
     "in main\n"
     "    from vllm_omni.entrypoints.cli.main import main as omni_main\n"
     "  File \"/home/zhangkailin/.conda/envs/vllmom/lib/python3.12/site-packages/vllm_omni/entrypoints/cli/__init__.py\", "
     "line 11, in <module>\n"
     "    from .serve import OmniServeCommand\n"
     "  File \"/home/zhangkailin/.conda/envs/vllmom/lib/python3.12/site-packages/vllm_omni/entrypoints/cli/serve.py\", "
     "line 21, in <module>\n"
     "    from vllm_omni.entrypoints.openai.api_server import omni_run_server",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM-Omni 0.24.0 installed next to vLLM 0.25.1 (the minor versions differ, and vllm_omni's own version check "
     "warns so at import): vllm-omni's OpenAI server imports vllm.entrypoints.serve.render.serving, which vLLM 0.25.1 "
     "no longer has at that path, so `vllm serve --omni` dies at import before any model (nvidia/Cosmos3-Nano) is "
     "loaded. A vLLM / vLLM-Omni version mismatch, not a model, memory or parallelism problem.",
     "not in the stored chunk (the issue is closed). From the log's own warning and the project's rule that the minor "
     "versions must match: install vLLM 0.24.x for vLLM-Omni 0.24.0, or a vLLM-Omni 0.25 release for vLLM 0.25.1",
     release="vLLM-Omni 0.24.0 with vLLM 0.25.1 (both printed by the version warning)", gpu=None, gpus=None,
     command="vllm serve nvidia/Cosmos3-Nano --omni --model-class-name Cosmos3OmniDiffusersPipeline "
             "--allowed-local-media-path / --port 8110 --init-timeout 1800",
     forbidden=_NOT_MEM,
     note="Excerpt: the issue title (which carries the final ModuleNotFoundError) and the comment holding the command "
          "and the log as stored; the stored chunk stops inside the traceback (at the vllm_omni api_server import), "
          "before the exception line, so the error text itself is only in the title. The version warning printed "
          "before the traceback names both versions.")

# ---------------------------------------- vllm-ascend PR #4365: multi-node tutorial, Ascend scheduler without chunked prefill, batched 4096 < len 32768
case("vllm-ascend-pr4365-multinode-tutorial-ascend-scheduler-batched-4096-under-len-32768",
     "https://github.com/vllm-project/vllm-ascend/pull/4365",
     "When we are using `Ascend scheduler`, the param `max_num_batched_tokens` should be larger than `max_model_len`, "
     "otherwise, will encountered the follow error:\n"
     "```shell\n"
     "Value error, Ascend scheduler is enabled without chunked prefill feature. Argument max_num_batched_tokens (4096) is "
     "smaller than max_model_len (32768). This effectively limits the maximum sequence length to max_num_batched_tokens "
     "and makes vLLM reject longer sequences. Please increase max_num_batched_tokens or decrease max_model_len. "
     "[type=value_error, input_value=ArgsKwargs((), {'model_co...g': {'enabled': True}}}), input_type=ArgsKwargs]\n"
     "```",
     "batched_tokens_too_small", {"max_num_batched_tokens": 4096, "max_model_len": 32768}, "batched_tokens_too_small",
     "Following vllm-ascend's multi-node tutorial (vllm-ascend/DeepSeek-V3.1-W8A8 with --quantization ascend, expert "
     "parallel, --max-num-seqs 16, --max-model-len 32768) with the Ascend scheduler enabled in the additional config: "
     "the Ascend scheduler runs without chunked prefill, so every prompt must fit in one step and "
     "max_num_batched_tokens (4096 in the tutorial) may not be smaller than max_model_len (32768); the config check "
     "rejects the launch before any weights load. A flag-consistency error in the tutorial's command, not memory.",
     "vllm-ascend maintainers' PR #4365 (Potabk, 2025-11-23, merged), '[Doc] Upgrade multi-node doc': the tutorial's "
     "command is changed to --max-model-len 8192 (from 32768) with max_num_batched_tokens adjusted so that it is not "
     "smaller than max_model_len; in general raise --max-num-batched-tokens to at least --max-model-len or lower "
     "--max-model-len (or enable chunked prefill)",
     release="vllm-ascend for vLLM v0.11.0 (per the PR's test note)", gpu="Huawei Ascend NPUs (multi-node; model not "
     "stated)", gpus=None,
     command="vllm serve vllm-ascend/DeepSeek-V3.1-W8A8 ... --served-model-name deepseek_v3.1 --enable-expert-parallel "
             "--max-num-seqs 16 --max-model-len 32768 --quantization ascend --max-num-batched-tokens 4096 ... "
             "(tutorial command, partly shown in the PR diff)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-num-batched-tokens", "at_most": 4095}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the PR description's sentence and the error it quotes, as stored (the user-facing-change and test "
          "sections are dropped). A maintainer's documentation fix, not a user report; the command is reconstructed "
          "from the PR's diff of the tutorial, whose stored text cuts the --max-num-batched-tokens line; the 4096 comes "
          "from the error message.")

if __name__ == "__main__":
    BATCH.write()
