"""Round-119 blind batch: vLLM launch failures in ENTERPRISE, KUBERNETES and SELF-HOSTING stacks (a vLLM Production
Stack helm chart, llm-d, Red Hat's RHEL AI / InstructLab and RHAIIS images, a vLLM recipe's pinned docker image, a
Windows/WSL2 desktop wrapper, docker on WSL2), collected by helper wild119 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round119-blind"``; the lead grades it once
(``python tests/wild_grade.py round119``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (issues
corpus excerpts: a thread's beginning or one turn of it, cut at about 1,500 characters); where lines were dropped the
note says so; the fix lines are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus (all eight cases). 52 look-ups in all (of the 80 allowed): 48 ``search``
(45 on the issues corpus, 3 on the code corpus), 2 ``find_repos``, 1 ``find_string``, 1 ``read_file``, no
``find_files``; no ``fetch``. **8 cases, only 1 of them a memory failure** (a Mamba-block refusal): the memory half of
this slice is mined out (see below), so the batch leans to the other ways a launch dies, as the slice gave them.

Every url was checked against /work/coord/USED_SOURCES.txt (the url, "issues/N" and "#N"), the fixtures and the skip
lists in tests/golden/wild/BLIND.md. Met and skipped as used or named skips: kaito#2132, vllm#10517, #18163, #27508,
#34076, #10439, #9990, #27934, #28143, #12539, #16343, #6746, #15105, #16197, #18124, #2418, #26884, #20305, #25837,
QwenLM/Qwen3#295/#16, api-for-open-llm#225, DeepSeek-V2#83, kserve#3769/#3922/#3946/#4657/#5056, production-stack#407,
ProxmoxVED#2047, HAMi#1477, substratusai/vllm-docker#37, gpustack#1774/#1800/#835, XAgent#379, GLM-4#510,
transformerlab-app#370, pascal-pkgs-ci#21, unsloth#2887, lemonade-sdk/vllm-rocm#5, LMCache#4008, vllm#42911,
syv-ai/qwen38-27b-rtx3090#39, club-3090#32 and #4, xinference#1115, llm-compressor#1560, pytorch#175666,
OpenRLHF#336, nvidia-cosmos/cosmos-reason2's troubleshooting.md (found again through the code corpus: its
"110.49/122.82 GiB" and sm_121a entries are fixtures). Fresh candidates left out because the stored chunk of the thread
did not show the failing line or no cause could be written from it (one chunk per thread comes back, mostly the same
one for close queries): vllm#47387 (WSL2 UVA on an RTX 4050 Laptop, the chunk is collect_env and the error is cut at
"RuntimeError: UVA is"), #50239 and #43381 (WSL2 UVA, chunks are pip lists / frames; the same failure as the three
taken), syv-ai/qwen38-27b-rtx3090 PR#9 (the same WSL2 UVA failure, prose), vllm#22265 (gpt-oss-20b on KServe, the
chunk is the InferenceService yaml), aibrix#1154 and #874 and #1240 (the error not in the stored text or in an
attachment), LMCache#2927/#1662/#1088/#792 (the chunks stop before the error), kvcached#304 and #334 (error cut /
a hang), vllm#28278 (GLM-4.6-FP8 in a k8s pod, the chunk is collect_env), vllm#22054 (Voxtral on docker compose,
"failed to be inspected", no answer stored), vllm#18390 and #16169 (GH200 / H200 cpu-offload, the error not in the
chunk), vllm#55509 (FLASHINFER's KV check on 2x RTX 5060 Ti under WSL2, the printed numbers not in the chunk),
vllm#19077 and GLM-OCR#231 (WSL2 "CUDA error: unknown error" / a segfault, no cause stored), kubeai#499 (the
follow-up with the log cut), xinference#1622 (the NCCL line not in the chunk), vllm#7466 (the answer cut),
ramalama#758 (argparse refusal quoted only in the title, no log), podman-desktop ai-lab PR#2262 (log cut),
k8s-nim-operator#297 (no vLLM text), club-3090 PR#96 (OOM under a stress run, not a launch), vllm#17835 and #3049 and
#6242 and #6774, openchat#198 (outside the slice and/or the error not stored), vllm#16318 (used), vllm#10457 (outside
the slice). No opendatahub-io / red-hat-data-services issue thread is in the issues corpus (find_repos lists their
code repositories only); Open WebUI, Dify, LibreChat, AnythingLLM, Jan and LiteLLM threads that came back were not
vLLM launch failures; Unraid / TrueNAS / Proxmox searches returned llama.cpp, Ollama and driver threads.

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind, the closest used: vLLM's bare ``RuntimeError: UVA is not available`` (UvaBuffer in
   vllm/v1/worker/gpu/buffer_utils.py, raised when Model Runner V2 starts on WSL2 with pinned memory off) ->
   vllm_check_failed (one of vLLM's own raise sites; no README row; no_gpu_visible is not it, the GPU is seen);
   Python logging's ``ValueError: Unable to configure handler 'vllm'`` at vLLM's logger set-up (RHEL AI's ilab
   wrapper passing empty environment values) -> kind None, cause unrecognized (not a vLLM raise site; the precedent is
   skyrl-1343 / habana-776).
2. One failure three times: the WSL2 UVA refusal comes back from three fresh sources (vllm#47292, TurboLLM PR#256, the
   nightly vllm#54652), in the order the searches returned them; they differ in release (July 2026 release, 0.29.0,
   0.28.1rc1 nightly), set-up (docker, a desktop wrapper, docker on WSL2 with TP=2) and text (the wrapper line only,
   the PR's prose quote, the frames down to UvaBuffer). The lead may keep one or two.
3. Thin evidence: production-stack#276 has no answer stored (open); the reporter's own diagnosis (a 64M /dev/shm) was
   measured on the *router* pod, not the engine pod, but NCCL's own "Error while creating shared memory segment
   /dev/shm/nccl-..." line is conclusive for the engine; llm-d#352's cause is its title (a maintainer's report, no fix
   stored); vllm#54652's fix is not stored (the sibling threads' workaround is named); instructlab#1988's error line is
   the issue title only (the in-container reproduction's output is cut at "which gave:"), and its fix is the
   ai-lab-recipes PR#731 a commenter names as the fix (eranco74: "This fix the `ValueError: Unable to configure
   handler 'vllm'` error").
4. Traps: the Mamba refusal (recipes PR#831) is not closed by the error's own "or increase gpu_memory_utilization"
   (the PR measured it failing for BF16 at 0.95) and no length fix helps it; the RHAIIS reranker case is refused by
   vLLM's config check before any device work (the accelerator is an IBM Spyre AIU, not a GPU), and its fix is a
   *shorter* --max-model-len (at most the 1024 batched tokens), not more memory; the NCCL /dev/shm cases and the UVA
   cases have no GPU-memory lever at all.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round119-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
NOT_A_MEMORY_FAILURE = NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ WSL2 / docker: Model Runner V2 needs UVA (pinned memory)
case("vllm-47292-qwen3-4b-uva-not-available-v2-runner",
     "https://github.com/vllm-project/vllm/issues/47292",
     "[Bug]: RuntimeError: UVA is not available\n"
     "...\n"
     "```\n"
     "(APIServer pid=1)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/utils.py\", line 1213, in "
     "launch_core_engines\n"
     "(APIServer pid=1)     wait_for_engine_startup(\n"
     "(APIServer pid=1)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/utils.py\", line 1272, in "
     "wait_for_engine_startup\n"
     "(APIServer pid=1)     raise RuntimeError(\n"
     "(APIServer pid=1) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "```\n"
     "\n"
     "It works fine with Qwen3.5-4B, but Qwen3-4B fails",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's Model Runner V2, the default for most generate models in mid-2026 releases, allocates its request-state "
     "buffers as UVA (pinned host memory mapped into the GPU); on WSL2 vLLM's CUDA platform reports pinned memory as "
     "unavailable unless VLLM_WSL2_ENABLE_PIN_MEMORY=1 is set (opt-in since vllm PR #41496), so UvaBuffer raises "
     "'RuntimeError: UVA is not available' at engine start, before any model code runs. Qwen3.5-4B still started "
     "because that (hybrid) model did not take the V2 runner. A collaborator's comment in the thread names it the same "
     "root cause as vllm#47387 (WSL2).",
     "the maintainer's answer: 'Use model runner v1' (VLLM_USE_V2_MODEL_RUNNER=0); a second user confirms on another "
     "WSL2 set-up that VLLM_WSL2_ENABLE_PIN_MEMORY=1 lets the V2 runner start and serve; vllm PR #47579 (fall back to "
     "the V1 runner when UVA is unavailable) was opened for it",
     release="not stated in the stored text (a July 2026 release with Model Runner V2 as default; the sibling "
             "vllm#47387 is 0.24.0)",
     gpu=None, gpus=None,
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 2: the title (which quotes the error) and the stored chunk of the description (the "
          "API server's frames and the reporter's sentence after the log; the EngineCore frames above were not "
          "stored, shown as '...'). The WSL2 set-up comes from the collaborator's comment ('same root cause as "
          "#47387: the V2 model runner (default now) requires UVA, and WSL2 defaults pinned memory off'); '(APIServer "
          "pid=1)' suggests a container. No GPU named in the stored text.")

case("turbollm-pr256-wsl2-vllm029-rtx5070ti-uva-not-available",
     "https://github.com/mohitsoni48/TurboLLM/pull/256",
     "fix(engines): vLLM on WSL runs the V1 model runner, since V2 cannot start there\n"
     "\n"
     "## Problem\n"
     "\n"
     "Under WSL2, every vLLM load fails at engine-core init with `RuntimeError: UVA is not available`, before any model "
     "code runs, so no model can load. Reproduced 2026-09-19 on Ubuntu 24.04 / RTX 5070 Ti with vLLM 0.29.0, torch "
     "2.13.0+cu132 and transformers 5.17.0.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "TurboLLM (a desktop LLM manager that runs vLLM inside WSL2 on Windows) installs vLLM unpinned; vLLM 0.29.0 picks "
     "Model Runner V2 when VLLM_USE_V2_MODEL_RUNNER is unset, V2's request state is a UvaBuffer that needs pinned host "
     "memory, and vLLM's CUDA platform reports no pinned memory under WSL unless VLLM_WSL2_ENABLE_PIN_MEMORY is set: "
     "every engine start raises 'UVA is not available'.",
     "the merged PR sets VLLM_USE_V2_MODEL_RUNNER=0 in the vLLM child process's environment when the host is WSL (a "
     "value the user set wins); VLLM_WSL2_ENABLE_PIN_MEMORY=1 is the other way out",
     release="0.29.0", gpu="NVIDIA GeForce RTX 5070 Ti", gpus=None,
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 2: the PR's title and 'Problem' paragraph as stored; its 'Cause, from vLLM 0.29's "
          "source' bullets and the 'Fix' section left out (they are real_cause and fix). The error is the author's "
          "quote of vLLM's line in prose, no log pasted. Windows/WSL2 wrapper: in the slice. gpus None (one card "
          "named, the count not stated).")

case("vllm-54652-wsl2-docker-2x4090-nightly-v2-runner-uva",
     "https://github.com/vllm-project/vllm/issues/54652",
     "WSL2: GPUModelRunnerV2 hard-requires UVA at init_device, so default-config GPU serving fails at startup "
     "(RuntimeError: UVA is not available)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "WSL2 (Windows 11 host), docker, 2x RTX 4090 24GB. Image: `vllm/vllm-openai@sha256:6ae9e2110c4e45921280b7bc333fc2"
     "577adf441d7148c3697ac198c2503306ea` = tag `nightly-44fe2a392b71d52a8d72faf2f8278834379482c9`, reporting "
     "`v0.28.1rc1.dev130+g44fe2a392`. Model: `nvidia/NVIDIA-Nemotron-3.5-Lightning-30B-A3B-NVFP4`, TP=2, but the "
     "failure is not model-specific (mechanism below).\n"
     "\n"
     "### What happened\n"
     "\n"
     "Found while verifying #53888. On this nightly, a default-config GPU serve on WSL2 dies at `init_device`, before "
     "serving, every time:\n"
     "\n"
     "```\n"
     "docker run --gpus all --shm-size=16g \\\n"
     "  -p 18002:8000 vllm/vllm-openai@sha256:6ae9e211... \\\n"
     "  --model <local NVFP4 snapshot> --tensor-parallel-size 2 \\\n"
     "  --enforce-eager --max-model-len 2048\n"
     "```\n"
     "\n"
     "Both workers raise:\n"
     "\n"
     "```\n"
     "File \".../vllm/v1/worker/gpu_worker.py\", line 465, in init_device\n"
     "    self.model_runner: GPUModelRunner = GPUModelRunnerV2(\n"
     "File \".../vllm/v1/worker/gpu/model_runner.py\", line 294, in __init__\n"
     "    self.req_states = RequestState(\n"
     "File \".../vllm/v1/worker/gpu/states.py\", line 34, in __init__\n"
     "    self.all_token_ids = StagedWriteTensor(\n"
     "File \".../vllm/v1/worker/gpu/buffer_utils.py\", line 141, in __init__\n"
     "    self._uva_buf = UvaBuffer(size, dtype)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "On WSL2 vLLM disables pinned host memory unless VLLM_WSL2_ENABLE_PIN_MEMORY=1, so UVA is unavailable; the "
     "nightly's GPUModelRunnerV2 builds its RequestState on UvaBuffer unconditionally in init_device, and both TP "
     "workers raise 'UVA is not available' before any weights load. Not model- or memory-related (2048 tokens, eager).",
     "not in the stored text; the workaround the sibling threads confirm is VLLM_WSL2_ENABLE_PIN_MEMORY=1 (or "
     "VLLM_USE_V2_MODEL_RUNNER=0 to keep the V1 runner)",
     release="0.28.1rc1.dev130+g44fe2a392 (nightly image)", gpu="NVIDIA GeForce RTX 4090", gpus=2,
     command="docker run --gpus all --shm-size=16g -p 18002:8000 vllm/vllm-openai@sha256:6ae9e211... --model <local "
             "NVFP4 snapshot> --tensor-parallel-size 2 --enforce-eager --max-model-len 2048",
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1, 2 and 3: title and description as stored; the stored chunk stops inside the last frame "
          "('File \".../vllm/v1/worker/gpu/buffer_u'), so the excerpt ends at the UvaBuffer call and the raise line "
          "itself is only in the title. The reporter's mechanism section (below the frames) is not stored. Docker on "
          "WSL2, in the slice.")

# ------------------------------------------------------------------ Kubernetes: NCCL shared memory (/dev/shm)
case("production-stack-276-helm-tp2-nccl-dev-shm-segment",
     "https://github.com/vllm-project/production-stack/issues/276",
     "Wrong shm size in deployment pod when inference model with multi gpu\n"
     "\n"
     "**When i install helm with this config to deploy multiple gpu inference application, i caught an error about "
     "creating shared memory segment **\n"
     "\n"
     "`torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, unhandled "
     "system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5\n"
     "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. \n"
     "Last error:\n"
     "Error while creating shared memory segment /dev/shm/nccl-F9ffgB (size 9637888)`\n"
     "\n"
     "**I think the error came from the shm size. Then i have defined shmSize in yaml config below:**\n"
     "`servingEngineSpec:\n"
     "  runtimeClassName: \"\"\n"
     "  modelSpec:\n"
     "  - name: \"opt125m\"\n"
     "    repository: \"vllm/vllm-openai\"\n"
     "    tag: \"latest\"\n"
     "    modelURL: \"facebook/opt-125m\"\n"
     "\n"
     "    replicaCount: 1\n"
     "\n"
     "    requestCPU: 6\n"
     "    requestMemory: \"16Gi\"\n"
     "    requestGPU: 2\n"
     "\n"
     "    vllmConfig:\n"
     "      maxModelLen: 200\n"
     "      dtype: \"bfloat16\"\n"
     "      extraArgs: [\"--disable-log-requests\", \"--gpu-memory-utilization\", \"0.1\", \"--tensor-parallel-size\", "
     "\"2\"]\n"
     "\n"
     "    shmSize: \"20Gi\"`\n"
     "\n"
     "**But when i check shm size in deployment pod with command, it showed that my shm size in container pod only has "
     "64MB:**\n"
     "`kubectl exec -it vllm-deployment-router-8666bf6464-jn224 -- df -h /dev/shm\n"
     "Filesystem      Size  Used Avail Use% Mounted on\n"
     "shm              64M",
     "nccl_error", {}, "nccl_error",
     "vLLM Production Stack's helm chart, opt-125m with --tensor-parallel-size 2 on 2 GPUs: NCCL's shared-memory "
     "transport between the two ranks could not create its segment in the engine container's /dev/shm (a container "
     "default of 64M unless a memory-backed volume is mounted there), so NCCL init failed with ncclSystemError. "
     "Nothing about GPU memory (0.1 utilization, a 200-token length, a 125M model).",
     "none stored (the issue is open); what the error asks for is a /dev/shm large enough in the serving-engine pod (a "
     "memory-backed emptyDir mounted at /dev/shm, which the chart's shmSize is meant to create on the engine "
     "deployment) or, failing that, NCCL_SHM_DISABLE=1",
     release="not stated (vllm/vllm-openai:latest, March 2025)", gpu=None, gpus=2,
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 3: the description as stored (title first, the reporter's markdown backticks kept). The "
          "reporter's df was run on the *router* pod (vllm-deployment-router-...), not the engine pod, so the 64M "
          "reading is not the engine's; NCCL's own 'Error while creating shared memory segment' line is what makes "
          "the cause. Helm chart on Kubernetes, in the slice.")

case("llmd-352-dp16-dev-shm-full-nccl-unhandled-system-error",
     "https://github.com/llm-d/llm-d/issues/352",
     "[Bug]: DP=16 nodes eventually run out of /dev/shm space due to NCCL and crashloop\n"
     "...\n"
     "```\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597] RuntimeError: NCCL error: unhandled system error "
     "(run with NCCL_DEBUG=INFO for details)\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597] WorkerProc failed to start.\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597] Traceback (most recent call last):\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]   File \"/app/vllm/vllm/v1/executor/"
     "multiproc_executor.py\", line 571, in worker_main\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]     worker = WorkerProc(*args, **kwargs)\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]   File \"/app/vllm/vllm/v1/executor/"
     "multiproc_executor.py\", line 430, in __init__\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]     self.worker.init_device()\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]   File \"/app/vllm/vllm/worker/worker_base.py\", "
     "line 259, in init_device\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]     self.worker.init_device()  # type: ignore\n"
     "ERROR 10-13 09:06:25 [v1/executor/multiproc_executor.py:597]     ^^^^^^^^^^^^^^^^^^^^^^^^^",
     "nccl_error", {}, "nccl_error",
     "llm-d's wide data-parallel (DP=16) vLLM pods on Kubernetes: across crash-restarts NCCL's shared-memory segments "
     "accumulate in the pod's /dev/shm until it is full; the next worker's NCCL communicator init then fails with "
     "'unhandled system error' (a failed shared-memory allocation) in init_device, and the pod crashloops.",
     "none stored (open, later marked stale); per the title the lever is the pod's /dev/shm (a larger memory-backed "
     "/dev/shm, or clearing NCCL's stale segments / recreating the pod rather than restarting the container in place)",
     release="not stated (an llm-d image built from vLLM source at /app/vllm, October 2025)", gpu=None, gpus=None,
     forbidden=NOT_A_MEMORY_FAILURE,
     note="judgement call 3: the title and the stored chunk of the description's log (the lines above it and the "
          "traceback below 'self.worker.init_device()' are outside the stored chunk, shown as '...' / cut). The "
          "cause is the reporter's title (smarterclayton, an llm-d maintainer); no NCCL_DEBUG output stored. "
          "Kubernetes (llm-d), in the slice.")

# ------------------------------------------------------------------ docker image recipe: hybrid Mamba model, one 96 GB card
case("recipes-pr831-qwen38-27b-fp8-rtx-pro-6000-mamba-1024-of-939",
     "https://github.com/vllm-project/recipes/pull/831",
     "Verify Qwen3.8-27B on RTX Pro 6000 (96 GB, sm120)\n"
     "...\n"
     "Run on an **RTX PRO 6000 Blackwell Max-Q Workstation Edition** (97,887 MiB, compute capability 12.0, driver "
     "595.84) using the recipe's pinned `vllm/vllm-openai:qwen38` image, vLLM `0.1.dev19754+g3a0914114` — the same "
     "build as the existing GB300 row. All three NVIDIA variants (`default`/BF16, `fp8`, `nvfp4`) were booted at TP1 "
     "and served.\n"
     "...\n"
     "```\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (939).\n"
     "Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot\n"
     "proceed. Please lower max_num_seqs to at most 939 or increase gpu_memory_utilization.\n"
     "```\n"
     "\n"
     "Measured available blocks:\n"
     "\n"
     "| variant | gpu-memory-utilization | blocks | result |\n"
     "|---|---|---|---|\n"
     "| FP8 | default | 939 | fails |\n"
     "| NVFP4 | default | 1011 | fails |\n"
     "| BF16 | 0.95 | 556 | fails |",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 939}, "mamba_blocks",
     "Qwen3.8-27B is a hybrid (Mamba/GDN + attention) model: every decode sequence needs one Mamba cache block. On one "
     "96 GB RTX PRO 6000 the recipe's emitted command keeps vLLM's default max_num_seqs of 1024, but the FP8 variant "
     "at the default utilization leaves room for only 939 blocks (NVFP4 1011, BF16 at 0.95 only 556), so vLLM aborts "
     "before CUDA-graph capture.",
     "the PR's change: set --max-num-seqs below the available block count for this card in the recipe (raising "
     "--gpu-memory-utilization, the error's other suggestion, was tested and does not rescue BF16)",
     release="0.1.dev19754+g3a0914114 (the recipe's pinned vllm/vllm-openai:qwen38 image)",
     gpu="NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition (96 GB)", gpus=1,
     forbidden=[{"flag": "--max-num-seqs", "above": 939}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="judgement call 4: the PR description as stored; dropped as '...': the 'What' paragraph before the run line "
          "and, before the error block, the section heading ('The fix: no variant starts at the emitted defaults') "
          "and its one-sentence explanation; the text after the table (the BF16 utilization test and the chosen "
          "values) left out (fix). The 939 belongs to the FP8 variant at the default utilization (the table's first "
          "row). A vLLM recipe PR rather than a stack's tracker: it is a pinned docker image deployment, taken as "
          "fresh; the recipes repo's #12/#21/#551/#653/#906 are used, #831 is not.")

# ------------------------------------------------------------------ Red Hat AI Inference Server (RHAIIS) image, podman
case("sendnn-inference-851-rhaiis-35-reranker-batched-1024-under-len-8192",
     "https://github.com/torch-spyre/sendnn-inference/issues/851",
     "[Bug]: Reranker vllm server failing on RHAIIS 3.5 image\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "The podman run command which successfully starts a server on a RHAIIS 3.4 image fails on a RHAIIS 3.5 image. No "
     "change in the podman command is expected as rerankers are encoder models. The following error is seen:\n"
     "```\n"
     "(APIServer pid=1)   Value error, max_num_batched_tokens (1024) is smaller than max_model_len (8192). This "
     "effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. "
     "Please increase max_num_batched_tokens or decrease max_model_len. [type=value_error, input_value=ArgsKwargs((), "
     "{'runner_t..., 'stream_interval': 1}), input_type=ArgsKwargs]\n"
     "```\n"
     "...\n"
     "### How to reproduce\n"
     "\n"
     "Try running the bge-reranker-v2-m3 on the RHAISS 3.5 image without passing `--max-model-len`. A sample command is "
     "given below:\n"
     "```\n"
     "export AIU_IDS=\"0381:50:00.0\"\n"
     "export HOST_MODELS_DIR=~/models\n"
     "export MODEL_PATH=/models/bge-reranker-v2-m3\n"
     "export AIU_WORLD_SIZE=1\n"
     "export PROMPT_LENS=512\n"
     "export BATCH_SIZES=4\n"
     "podman run \\\n"
     "  --device=/dev/vfio \\\n"
     "  -v ${HOST_MODELS_DIR}:/models \\\n"
     "  -e AIU_PCIE_IDS=\"${AIU_IDS}\" \\\n"
     "  -e VLLM_SPYRE_WARMUP_BATCH_SIZES=\"${BATCH_SIZES}\" \\\n"
     "  -e VLLM_SPYRE_WARMUP_PROMPT_LENS=\"${PROMPT_LENS}\" \\\n"
     "  -e VLLM_SPYRE_USE_CHUNKED_PREFILL=0 \\\n"
     "  --userns=keep-id \\",
     "batched_tokens_too_small", {"max_num_batched_tokens": 1024, "max_model_len": 8192}, "batched_tokens_too_small",
     "Red Hat AI Inference Server 3.5 (vLLM with IBM's Spyre plugin) serving the bge-reranker-v2-m3 cross-encoder with "
     "chunked prefill off (VLLM_SPYRE_USE_CHUNKED_PREFILL=0): with no --max-model-len the model's 8192-token length "
     "is taken, while max_num_batched_tokens stays at 1024, and vLLM's scheduler-config validation refuses a length "
     "above the batched-token budget when chunked prefill is off (the same command started on the 3.4 image, whose "
     "vLLM did not refuse it). A "
     "config check before any device work: nothing about memory.",
     "the reporter's: add --max-model-len to the command (a length of at most 1024, e.g. the 512 the warm-up "
     "PROMPT_LENS use); raising --max-num-batched-tokens to 8192 is the message's other way",
     release="not stated (the RHAIIS 3.5 image; 3.4 worked)", gpu="IBM Spyre AIU (PCIe 0381:50:00.0)", gpus=None,
     command="podman run --device=/dev/vfio -v ${HOST_MODELS_DIR}:/models -e AIU_PCIE_IDS=\"${AIU_IDS}\" -e "
             "VLLM_SPYRE_WARMUP_BATCH_SIZES=\"${BATCH_SIZES}\" -e VLLM_SPYRE_WARMUP_PROMPT_LENS=\"${PROMPT_LENS}\" -e "
             "VLLM_SPYRE_USE_CHUNKED_PREFILL=0 --userns=keep-id ... (the stored chunk stops at --group-add=)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-model-len", "above": 1024}],
     note="judgement call 4: the description as stored; the reporter's sentence between the error block and 'How to "
          "reproduce' ('The server can be started by adding the `--max-model-len` arg to the command.') is the fix "
          "and is left out ('...'); the podman command is cut by the stored chunk after '--userns=keep-id \\' (the "
          "next line begins '--group-add='). Enterprise Red Hat image (RHAIIS) run with podman, in the slice; the "
          "accelerator is IBM's Spyre AIU, not a GPU, hence gpus None.")

# ------------------------------------------------------------------ Red Hat RHEL AI: InstructLab's vLLM container
case("instructlab-1988-rhel-ai-ilab-serve-unable-to-configure-handler-vllm",
     "https://github.com/instructlab/instructlab/issues/1988",
     "ilab serve cannot start: ValueError: Unable to configure handler 'vllm'\n"
     "\n"
     "Qcow2 Bootc image : quay.io/redhat-user-workloads/rhel-ai-tenant/disk-images/nvidia-bootc-disk-image:"
     "4c0064a3546b643d26480531a1933a4be5557150-qcow2-amd64\n"
     "\n"
     "instructlab image: quay.io/redhat-user-workloads/rhel-ai-tenant/rhel-ai-1-1/instructlab-nvidia:"
     "2b39b651893ce8012e9d86c966cc96e8a2326fa5\n"
     "\n"
     "`$ ilab --version\n"
     "ilab, version 0.18.0b6`\n"
     "\n"
     "Updated config file to use\n"
     "\n"
     "ilab model download --repository=instructlab/granite-7b-lab\n"
     "\n"
     "> $ ilab model serve --model-path ~/.cache/instructlab/models/instructlab/granite-7b-lab/\n"
     "...\n"
     "> [root@pytorch instructlab]# /opt/app-root/bin/python3.11 -m vllm.entrypoints.openai.api_server --host 127.0.0.1 "
     "--port 8000 --model /var/home/cloud-user/.cache/instructlab/models/instructlab/granite-7b-lab\n"
     "\n"
     "which gave:",
     None, {}, "unrecognized",
     "RHEL AI 1.1's ilab wrapper started the InstructLab-NVIDIA container passing environment variables through even "
     "when they were unset, i.e. as empty strings; vLLM configures its 'vllm' logging handler at import from its "
     "VLLM_* logging variables, and with an empty value (most likely the logging level) Python's "
     "logging.config.dictConfig refused the handler "
     "('ValueError: Unable to configure handler 'vllm''), so the server died before any model or GPU work.",
     "containers/ai-lab-recipes PR #731 ('Fix env passing that leads to failures': only set a variable in the "
     "container when it is defined; 'vLLM fails with empty set values'), confirmed in that PR: 'This fix the "
     "`ValueError: Unable to configure handler 'vllm'` error', and by a second tester applying it to the wrapper",
     release="not stated (InstructLab 0.18.0b6's RHEL AI 1.1 NVIDIA image, August 2024)", gpu=None, gpus=None,
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 3: the error line is the issue title only; the description's stored chunk (bootc and "
          "instructlab images, the ilab command; its DEBUG / Parameters lines after the command dropped as '...') and "
          "the in-container reproduction from a comment (ktam3 relaying a teammate) (the podman command before it left out; its output "
          "cut by the stored chunk at 'which gave:'). Kind None: Python logging's dictConfig error is not one of "
          "vLLM's raise sites and no README row reads it (cause unrecognized; vllm_check_failed would be the "
          "alternative only if kvroom indexed logging's message). Fix from the linked PR, not this thread. "
          "Enterprise Red Hat (RHEL AI), in the slice.")

if __name__ == "__main__":
    BATCH.write()
