"""Round-562 blind batch: vLLM start-up failures on vLLM's own tracker (vllm-project/vllm), searched by LAUNCH FEATURE
(--enable-prompt-embeds, --override-generation-config, --hf-overrides, --lora-modules, --chat-template, --tokenizer-mode
mistral, --enable-sleep-mode, --kv-events-config, --otlp-traces-endpoint, --middleware, --allowed-local-media-path,
--mm-processor-kwargs, --max-logprobs, --rope-scaling, --logits-processors, --scheduler-cls / --worker-cls,
--pooler-config / --override-pooler-config, --runner pooling / --convert, reward / embedding models); collected by
helper wild562 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round562-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 35 allowed (29 ``search`` corpus=issues, 1 ``read_file`` that found nothing -- issues are not
files). 4 cases: vllm #18483 (--enable-prompt-embeds unrecognized before v0.9.0), vllm #9340 (--otlp-traces-endpoint on
the vllm/vllm-openai:v0.6.2 image: 'OpenTelemetry is not available'), vllm #7679 (same flag, Docker, the older wording
'OpenTelemetry packages must be installed before configuring'), vllm PR #27109 (same flag on a 2025 image: 'No module
named opentelemetry'). Every source was checked with grep against /work/coord/USED_SOURCES.txt ('#N$' anchored) and
against the earlier rounds' skip lists before it was spent on. The slice is heavily mined: most feature threads the
searches surfaced were already used or named in skip lists (listed below), so the round is small.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #35603, #13669, #18538, #30690, #47600, #13510, #6689, #27389, #46325;
  gpustack #3991 (skip lists); flagos-ai/vllm-plugin-FL #127 (fixture exists); OpenSQZ/MiniCPM-V-CookBook #51.
- Named in earlier rounds' skip lists (not re-opened): vllm #21336 (sleep mode on RTX PRO 6000), #14076, #10970, #6015,
  #22301, #20745, #3764, #14465, #32599, #9280, #7622, #12106, #42480, #43061, #5485, #10023, #9870, #7345, #12867,
  #16715, #35679, #10966, #10537, #32521; verl #666 (ROCm 'Sleep mode is not supported', cut).
- Error text not in the stored chunk: vllm #21219 ('Middleware crashes vLLM on startup w/latest commit': --middleware
  token_auth.authentication works on 0.9.2, fails on a July-2025 main commit; two look-ups, the stored chunk stops at the
  first traceback frame of api_server.py, so neither the error nor the cause is reachable); vllm #11446
  (Qwen2.5-Math-RM-72B online inference, collect_env only); vllm #18483's body beyond collect_env (see call 1).
- Not a start-up failure / no fix: vllm #15439 (model path with a space passed via --model: 'unrecognized arguments:
  Models/...' then HFValidationError after quoting; the thread ends without a working command), vllm #51801 (BGE-M3
  /pooling KeyError at request time), vllm #16561 (feature request quoting the 'Sleep mode is only supported on CUDA
  devices' check, no log), vllm #11993 (OTel POC on macOS, not a launch), vllm #16479 / PR #43724 (--scheduler-cls
  usage/docs), gpustack #5134 (--generation-config vs --override-generation-config, a wrapper's tracker, one line),
  vllm-omni #873 / #7352 and vllm-ascend PR #12609 (--allowed-local-media-path, other trackers outside the slice),
  docker/model-runner PR #611 (--runner pooling, outside the slice).
- Same class as a case, not taken: vllm PR #34714 and PR #34466 (the later fixes that put OpenTelemetry into the
  release image / requirements; cited in the notes only).

Judgement calls for the lead:
1. vllm-18483: the stored text has the error only in the issue TITLE ('Unrecognized argument --enable-prompt-embeds');
   the body chunk is collect_env (A10G, torch 2.6.0+cu124). Taken as round 448 took title-only errors: the message is
   verbatim and the cause is pinned down by the maintainer (DarkLight1337: 'It will be in the upcoming v0.9.0 release').
   kind/cause vllm_check_failed, as all earlier argparse refusals of a flag newer than the installed release
   (vllm-pr10005, vllm-2909, vllm-35603). The vLLM release is not printed in the stored chunk.
2. The three OpenTelemetry cases (vllm-9340, vllm-7679, vllm-pr27109) are one CLASS (--otlp-traces-endpoint with an image
   or install that lacks the optional opentelemetry packages) but three different reporters, years and message
   wordings (ValueError 'OpenTelemetry is not available...', ValueError 'OpenTelemetry packages must be installed
   before configuring...', ModuleNotFoundError 'No module named opentelemetry'). Drop two of them if the lead wants one
   per class. No earlier fixture has these messages; kind/cause dependency_missing (the label earlier rounds used for
   'optional package not installed', e.g. vllm-pr16524 modelscope). container_image_broken is arguable for the two
   Docker cases, but a maintainer-side comment in #7679 says the packages are left out of the official image by
   design ('Otel packages are not included in official docker. You should install otel packages manually'), so the
   image is not broken; the user's launch needs the extra packages.
3. vllm-9340: the stored excerpt stops mid-sentence ('Ensure OpenTelemetry packages'); the error line is kept as the
   stored text shows it. No answer is stored (closed as stale); the cause is read from the message itself, and the
   later merged PRs #34466 / #34714 (seen in the same searches) confirm the image lacked the packages.
4. vllm-7679: title-only error (the body chunk is empty); the answer is in the thread (cermeng's comment).
5. vllm-pr27109: a fix PR (closed, not merged) whose description quotes the crash; the excerpt keeps the two sentences
   describing the failure and leaves out the fix and the test plan. The ANSI colour remnants ('[1;36m', '[0;0m') are
   kept as the stored text shows them.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round562-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #18483: --enable-prompt-embeds on a release before v0.9.0 (A10G) -> unrecognized argument
case("vllm-18483-a10g-enable-prompt-embeds-unrecognized-before-v090",
     "https://github.com/vllm-project/vllm/issues/18483",
     "[Usage]: Unrecognized argument --enable-prompt-embeds during Online inferencing\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Ubuntu 22.04.5 LTS (x86_64)\n"
     "GCC version                  : (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
     "Clang version                : Could not collect\n"
     "CMake version                : version 4.0.0\n"
     "Libc version                 : glibc-2.35\n"
     "\n"
     "==============================\n"
     "       PyTorch Info\n"
     "==============================\n"
     "PyTorch version              : 2.6.0+cu124\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : 12.4\n"
     "ROCM used to build PyTorch   : N/A\n"
     "\n"
     "==============================\n"
     "      Python Environment\n"
     "==============================\n"
     "Python version               : 3.10.12 (main, Feb  4 2025, 14:57:36) [GCC 11.4.0] (64-bit runtime)\n"
     "Python platform              : Linux-6.8.0-1027-aws-x86_64-with-glibc2.35\n"
     "\n"
     "==============================\n"
     "       CUDA / GPU Info\n"
     "==============================\n"
     "Is CUDA available            : True\n"
     "CUDA runtime version         : 12.6.85\n"
     "CUDA_MODULE_LOADING set to   : LAZY\n"
     "GPU models and configuration : GPU 0: NVIDIA A10G\n"
     "Nvidia driver version        : 570.133.20",
     "vllm_check_failed", {}, "vllm_check_failed",
     "May 2025: the reporter launched the OpenAI-compatible server with --enable-prompt-embeds (prompt-embedding inputs "
     "for online serving), a flag that was on main but not yet in a released vLLM; the installed release's argument "
     "parser does not know it, so the launch is refused (release skew between the docs / main and the install).",
     "DarkLight1337 (maintainer, 2025-05-21): 'It will be in the upcoming v0.9.0 release.' -- i.e. upgrade to vLLM "
     ">= 0.9.0 (or a nightly) to use --enable-prompt-embeds; no memory or model change is involved.",
     release="not stated (a release before 0.9.0; torch 2.6.0+cu124, May 2025)", gpu="NVIDIA A10G", gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 1: the error is in the issue title only; the body chunk is the collect_env output.")

# ---------------------------------------- vllm #9340: vllm/vllm-openai:v0.6.2 + --otlp-traces-endpoint -> OpenTelemetry is not available
case("vllm-9340-vllm-openai-v062-image-otlp-traces-endpoint-opentelemetry-not-available",
     "https://github.com/vllm-project/vllm/issues/9340",
     "[Installation]: Adding opentelemetry packages in container image\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Using container image vllm/vllm-openai:v0.6.2\n"
     "\n"
     "```text\n"
     "Process SpawnProcess-1:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py\", line 388, in run_mp_engine\n"
     "    engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py\", line 134, in from_engine_args\n"
     "    engine_config = engine_args.create_engine_config()\n"
     "                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1046, in create_engine_config\n"
     "    observability_config = ObservabilityConfig(\n"
     "                           ^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"<string>\", line 6, in __init__\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 1834, in __post_init__\n"
     "    raise ValueError(\n"
     "ValueError: OpenTelemetry is not available. Unable to configure 'otlp_traces_endpoint'. Ensure OpenTelemetry packages",
     "dependency_missing", {}, "dependency_missing",
     "The server was launched from the official vllm/vllm-openai:v0.6.2 image with an OTLP traces endpoint configured; "
     "the image does not ship the optional OpenTelemetry packages, so vLLM's ObservabilityConfig check refuses the "
     "launch while building the engine config.",
     "No answer stored (closed as stale). The message itself says to install the OpenTelemetry packages; the fix is to "
     "install them into the image (pip install opentelemetry-sdk / -api / -exporter-otlp / -semantic-conventions-ai) "
     "or drop --otlp-traces-endpoint. vLLM later added them to the default build (PRs #34466 / #34714, 2026).",
     release="0.6.2 (image vllm/vllm-openai:v0.6.2)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 3: the stored error line stops mid-sentence ('Ensure OpenTelemetry packages').")

# ---------------------------------------- vllm #7679: vLLM Docker + otlp_traces_endpoint -> OpenTelemetry packages must be installed
case("vllm-7679-docker-otlp-traces-endpoint-opentelemetry-packages-must-be-installed",
     "https://github.com/vllm-project/vllm/issues/7679",
     "[Usage]: vLLM Docker | ValueError: OpenTelemetry packages must be installed before configuring "
     "'otlp_traces_endpoint' during vLLM startup",
     "dependency_missing", {}, "dependency_missing",
     "August 2024: vLLM run from the official Docker image with an OTLP traces endpoint; the image does not include the "
     "optional OpenTelemetry packages, so vLLM's config check stops the start-up.",
     "cermeng (2024-09-09): 'Otel packages are not included in official docker. You should install otel packages "
     "manually' (per the OpenTelemetry PR #4687 review and examples/production_monitoring/Otel.md). K-Mistele suggested "
     "adding them to requirements-common.txt; no PR in the thread.",
     release="not stated (official Docker image, August 2024)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 4: title-only error; same class as vllm-9340, different wording and reporter.")

# ---------------------------------------- vllm PR #27109: docker image + --otlp-traces-endpoint -> ModuleNotFoundError: No module named 'opentelemetry'
case("vllm-pr27109-docker-image-otlp-traces-endpoint-no-module-opentelemetry",
     "https://github.com/vllm-project/vllm/pull/27109",
     "Add missing opentelemetry dependency to base docker image\n"
     "\n"
     "## Purpose\n"
     "Fix #26491\n"
     "\n"
     "When using the flag `--otlp-traces-endpoint`, the server crashes on startup with an error\n"
     "` [1;36m(APIServer pid=1) [0;0m ModuleNotFoundError: No module named 'opentelemetry'`",
     "dependency_missing", {}, "dependency_missing",
     "October 2025: the vLLM base Docker image does not install the opentelemetry packages, so launching the server "
     "with --otlp-traces-endpoint makes the API server import opentelemetry and die with ModuleNotFoundError at start-up.",
     "The PR author rebuilt the image with pip install 'opentelemetry-sdk>=1.26.0,<1.27.0' 'opentelemetry-api>=1.26.0,"
     "<1.27.0' 'opentelemetry-exporter-otlp>=1.26.0,<1.27.0' 'opentelemetry-semantic-conventions-ai>=0.4.1,<0.5.0': "
     "'No more crashes on startup'. This PR was closed; the packages reached the release image later (PRs #34466 / "
     "#34714).",
     release="not stated (vllm-openai image, October 2025)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 5: a fix PR's description; the ANSI colour remnants are kept as stored.")

BATCH.write()
