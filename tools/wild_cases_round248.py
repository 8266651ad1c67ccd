"""Round-248 blind batch: vLLM launch failures on NON-DEFAULT HARDWARE and vendor forks (ROCm / AMD Instinct and
Radeon, Intel XPU / Gaudi / ipex-llm, AWS Neuron, Jetson, TPU) and on consumer NVIDIA cards under Windows / WSL2;
collected by helper wild248 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round248-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 52 of the 60 allowed (45 ``search``: 42 corpus=issues, 2 corpus=pages, 1 corpus=code; 2 ``find_string``;
2 ``read_file``; 2 ``find_repos``; 1 ``find_files``; no ``fetch``). 5 cases, within the 4-10 asked. The issues corpus
mostly returns the head of a thread (environment dump, first log lines), so many look-ups went to second searches
trying to reach the error line or the fix of a thread already found; few threads showed both in the stored text.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F before spending more): AI-Hypercomputer/tpu-recipes #151 (TPU7x GPT-OSS
  RESOURCE_EXHAUSTED, fixed by 0.93 -> 0.83); vllm #51964, #54652, #47292, #43381, #11173, #4514, #9319, #16521,
  #10932, #48140, #18679, #20305, #188; lemonade-sdk/vllm-rocm #5; gpustack #4963; kyuz0/amd-strix-halo-vllm-toolboxes
  #2, #73; nlzy/vllm-gfx906 #14; tenstorrent/tt-inference-server #3151; Alex8791-cyber/cognithor PR #318 (WSL2,
  30.12/31.84 GiB vs 0.95); dusty-nv/jetson-containers #795; psuri-github/vllm-rocm-inference-lab docs/session-log.md
  (MI350X 12.38/287.69 GiB, found by find_string, pinned by find_repos, then found used); syv-ai/qwen38-27b-rtx3090 #2;
  intel/llm-scaler #578; MegaStood/llm-scaler (Lunar Lake findings; the MegaStood/vllm xpu-integrated-gpu-mem draft
  note with 'Free memory on device xpu:0 (18.79/28.57 GiB) ... (0.7, 20.0 GiB)' looks like the same incident).
- Error text or fix not reachable in the stored text within budget: vllm #7951 (MI300X x8 ROCm fork, fix
  '--distributed-executor-backend mp' confirmed, but the error lines were never returned); ROCm/vllm #397 (Llama-2-70B
  fp8 OOM on MI300X, only llm_kwargs lines), #539 (Llama 4 1M+ context, only topology dump); vllm #20743 (Arc 140T
  'doesn't support querying the available free memory', neither log nor fix returned), #24817, #36615, #28052, #3878,
  #9331 (v5e-8 70B int8 HBM OOM), #19490; tpu-inference #765 (v6e-8 70B at 0.98, error cut); aws-neuron-sdk #1022;
  vllm-neuron #6, #7; dusty-nv/jetson-containers #704 (fix a rebuilt 0.6.3.post1 wheel, author said it did not work
  for him), #678, #989, #1568; intel/ipex-llm #12584 (WSL2 A770 'XPU out of memory ... 1.02 GiB', open, no fix),
  #11996 (MTL iGPU WSL, log cut), #11910, #11424; ROCm/rocm-cli #257 (open, no fix); vllm-gaudi #192 (a PR log).
- Could not be pinned to a url (find_string hits; read_file gives no repository): a WSL2 RTX 3060 6 GB course note
  ('Free memory on device (4.98/6.0 GiB) ... (0.9, 5.4 GiB)', fixed with 0.75 / 0.65; repository is one of hundreds
  named *mlops-assignment*); several Intel Arc B70 / Aurora / Sunspot XPU notes ('Free memory on device xpu:0
  (0.02/30.3 GiB)' from a leaked old vLLM, '(5.0/31.89 GiB)' from orphaned TP workers, '(10.26/30.3 GiB)' from a
  sibling agent, 'xpu:1 (0.0/60.79 GiB) ... (0.9, 54.71 GiB)' from a trainer on the same tile); one code search
  failed to pin the TP-orphan note, and many B70 repositories are already in USED_SOURCES.
- Out of slice / not vLLM: tenstorrent/vllm #152, #285 (Tenstorrent); mudler/vllm.cpp #357 (a C++ re-implementation);
  llama.cpp / ollama / sglang / jax threads the searches returned.

Judgement calls for the lead (each case's ``note`` says more):
1. vllm-47387 (WSL2, UVA): the stored description breaks off at 'RuntimeError: UVA is' and the excerpt keeps that cut
   (the title line, also in the excerpt, carries the full message); the fix is taken from the sibling thread #47292
   ('the workaround from #47387': VLLM_WSL2_ENABLE_PIN_MEMORY=1) and PR #47579. Labelled vllm_check_failed like the
   earlier UVA fixtures.
2. ipex-llm-13303 (Arc A380, 'UnspecifiedPlatform' has no 'device_name'): no_gpu_visible; the fix is the reply in the
   thread (map the card's own /dev/dri nodes, newer image), not confirmed by the author in the stored text.
3. vllm-gaudi-1736: the excerpt is the reporter's measured summary (HBM 126.5 GiB, weights 7.1 GiB, KV ~108 GiB,
   262144, TP 4), not a raw log; labelled oom_cuda_graph (HPU-graph warmup OOM); the workaround is the reporter's own
   (VLLM_COMPACT_GDN=true + VLLM_GRAPH_RESERVED_MEM=0.25), the issue is open.
4. vllm-neuron-8: the excerpt has the title ('Missing dependency on neuronx-distributed-inference') and the head of the
   EngineCore traceback only; the final exception line is not in the stored text. dependency_version_mismatch.
5. syv-ai #1 (WSL2 RTX 3090, Marlin repack 'CUDA OOM' with expandable_segments:True exported): labelled
   allocator_config_incompatible like the fixture for the sibling #2 (used), whose maintainer gives the mechanism and
   fix; the commenter may be one of the people behind #2 — a different launch, but the lead may drop it if judged the
   same incident.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round248-blind")
case = BATCH.case

# ------------------------------------------------ WSL2, RTX 4050 Laptop, vLLM 0.24.0: V2 runner needs UVA / pinned memory
case("vllm-47387-wsl2-rtx4050-laptop-v0240-uva-not-available",
     "https://github.com/vllm-project/vllm/issues/47387",
     "[Bug]: WSL2: RuntimeError: UVA is not available on RTX 4050 Laptop GPU (vLLM 0.24.0, CUDA 13.0)\n"
     "...\n"
     "When running vLLM on WSL2 with an NVIDIA RTX 4050 Laptop GPU, engine initialization consistently fails with:\n"
     "\n"
     "```text\n"
     "RuntimeError: UVA is",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.24.0 on WSL2 with a single RTX 4050 Laptop GPU: the Model Runner V2 (the default for most generate models "
     "in that release) allocates its request-state buffers as UVA (pinned host memory mapped into the GPU), and on "
     "WSL2 vLLM reports pinned memory as unavailable unless VLLM_WSL2_ENABLE_PIN_MEMORY=1 is set (opt-in since vllm PR "
     "#41496), so UvaBuffer raises 'RuntimeError: UVA is not available' at engine start, before any memory "
     "accounting. Not a memory shortfall; vllm PR #47579 ('FIX #47387') names this mechanism.",
     "the workaround from this thread, confirmed in vllm#47292 ('Confirming the workaround from #47387 on another WSL2 "
     "setup: `VLLM_WSL2_ENABLE_PIN_MEMORY=1` lets the V2 model runner initialize and run inference successfully'); "
     "the maintainer's alternative in #47292 is 'Use model runner v1' (VLLM_USE_V2_MODEL_RUNNER=0); later vllm PR "
     "#56908 ('[Model Runner V2] Tolerate lack of pinned memory support') removed the hard requirement",
     release="0.24.0 (CUDA 13.0 build)", gpu="NVIDIA GeForce RTX 4050 Laptop GPU (WSL2)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title, then the reporter's sentence and the first line of the error block; the stored "
          "text of the description breaks off at 'RuntimeError: UVA is' and the excerpt keeps that cut (the title "
          "gives the full message 'RuntimeError: UVA is not available'), and the collect_env dump above it is dropped ('...'). The thread's own comments were not "
          "reachable in the stored copy: the fix is taken from the sibling vllm#47292, whose commenter quotes 'the "
          "workaround from #47387' (VLLM_WSL2_ENABLE_PIN_MEMORY=1), and from PR #47579, which says 'FIX #47387'. "
          "Labelled vllm_check_failed like the earlier UVA fixtures (vllm-47292, vllm-43381, vllm-54652). The "
          "vllm serve command is not in the stored text, hence command None. --cpu-offload-gb is forbidden because "
          "it needs the same pinned memory.")

# ------------------------------------ ipex-llm on an Arc A380, ZE_AFFINITY_MASK=2: no XPU found -> UnspecifiedPlatform
case("ipex-llm-13303-arc-a380-ze-affinity-mask-unspecifiedplatform-device-name",
     "https://github.com/intel/ipex-llm/issues/13303",
     "Run vllm on A380 get error:AttributeError: 'UnspecifiedPlatform' object has no attribute 'device_name'\n"
     "...\n"
     "`docker run -td     --privileged     --net=host     --device=/dev/dri     --name=a380-container     -v /model:/model"
     "     -e no_proxy=localhost,127.0.0.1     -e http_proxy=$http_proxy     -e https_proxy=$https_proxy  -e "
     "ZE_AFFINITY_MASK=2    --shm-size=\"32g\"     --entrypoint /bin/bash     intelanalytics/ipex-llm-serving-xpu:0.8.3-b19`\n"
     "...\n"
     "```\n"
     "  File \"/usr/local/lib/python3.11/dist-packages/ipex_llm/vllm/xpu/entrypoints/openai/api_server.py\", line 272, in "
     "build_async_engine_client_from_engine_args\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Engine process failed to start. See stack trace for the root cause.\n"
     "```",
     "no_gpu_visible", {}, "no_gpu_visible",
     "ipex-llm's vLLM 0.8.3 serving image (intelanalytics/ipex-llm-serving-xpu:0.8.3-b19) serving an embedding model "
     "(bge-large-zh-v1.5) on an Intel Arc A380 in a multi-GPU host: the container was started with "
     "ZE_AFFINITY_MASK=2 and the whole /dev/dri, and vLLM's platform detection found no usable XPU, so it fell back to "
     "UnspecifiedPlatform and the engine died on 'device_name' before any model or memory work. Not a memory failure. "
     "The reply in the thread gives a container that maps the A380's own card/render nodes (/dev/dri/card2, "
     "/dev/dri/renderD129) and a newer image.",
     "the reply in the thread (tonyeatsm, 2025-09-05): a container-based set-up that 'can be run when I tried it on "
     "Arc770': `docker pull intelanalytics/ipex-llm-serving-xpu:2.3.0-SNAPSHOT` and `docker run ... "
     "--device=/dev/dri/card2 --device=/dev/dri/renderD129 ...` (only the card's own device nodes passed in), then "
     "start the vLLM service; the issue was closed after it (the author's confirmation is not in the stored text)",
     release="ipex-llm vLLM 0.8.3 (image intelanalytics/ipex-llm-serving-xpu:0.8.3-b19), VLLM_USE_V1=0",
     gpu="Intel Arc A380 (XPU), selected with ZE_AFFINITY_MASK=2", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (which carries the root error), the author's docker run line, and the tail of the "
          "traceback as the stored turn-0 shows it ('...' marks dropped text: the start script and the frames above). "
          "The start script (python -m ipex_llm.vllm.xpu.entrypoints.openai.api_server --port 8000 --model "
          "/model/bge-large-zh-v1.5/ --ser...) is cut in the stored text, hence command None. Kind/cause no_gpu_visible "
          "is a judgement call: 'UnspecifiedPlatform' is vLLM's fallback when no accelerator platform is detected, and "
          "the only hardware-selection knobs in the report are ZE_AFFINITY_MASK=2 and --device=/dev/dri; the fix is the "
          "maintainer-side reply (map the card's own nodes, newer image), not confirmed by the author in the stored "
          "text. gpus=1: one A380 is targeted (the host has more GPUs, mask index 2).")

# ----------------------------------- vllm-gaudi: hybrid GDN model at 262K, KV cache leaves too little HBM for HPU graph warmup
case("vllm-gaudi-1736-qwen36-27b-fp8-gdn-262k-tp4-hpu-warmup-graph-oom-126.5-gib",
     "https://github.com/vllm-project/vllm-gaudi/issues/1736",
     "# [Bug] Warmup memory miscalculation causes OOM with hybrid GDN models\n"
     "\n"
     "The warmup process miscalculates KV cache memory for hybrid GDN (GatedDeltaNet) + FullAttention models, causing "
     "OOM during graph compilation. The warmup graph compilation for 300+ buckets requires ~20-30 GiB peak, but the KV "
     "cache for hybrid models with long context (262K) consumes most of the available HBM, leaving insufficient memory "
     "for warmup graphs.\n"
     "...\n"
     "- **Model**: `bottlecapai/ThinkingCap-Qwen3.6-27B-FP8` (hybrid: FullAttention + GDN layers)\n"
     "- **Configuration**: TP=4, max-model-len=262144, kv-cache-dtype=fp8_inc\n"
     "\n"
     "## Problem Details\n"
     "\n"
     "With a hybrid GDN model and 262K context:\n"
     "- Total HBM per card: ~126.5 GiB\n"
     "- Model weights: ~7.1 GiB\n"
     "- KV cache (without VLLM_COMPACT_GDN): ~108 GiB — GDN state scales with block count, effectively doubling KV "
     "cache size\n"
     "- Remaining for warmup: ~18 GiB\n"
     "- Warmup graph compilation (300+ buckets): requires ~20-30 GiB peak → OOM",
     "oom_cuda_graph", {"total_gib": 126.5, "weights_gib": 7.1, "max_model_len": 262144, "tensor_parallel_size": 4},
     "oom_cuda_graph",
     "vllm-gaudi (vLLM 0.24.0 and 0.26.0, Gaudi software 1.24.1) serving the hybrid GatedDeltaNet + full-attention "
     "model ThinkingCap-Qwen3.6-27B-FP8 at TP=4 with max-model-len 262144 and fp8_inc KV cache on Gaudi3 cards "
     "(~126.5 GiB HBM each): the KV-cache sizing counts the GDN state per block, so the KV cache takes ~108 GiB of the "
     "card and leaves ~18 GiB, while HPU-graph warmup over 300+ buckets needs a 20-30 GiB peak, so the engine runs out "
     "of device memory during warmup graph compilation, after the KV cache is allocated. A warmup/graph-memory "
     "accounting problem, not weights that do not fit.",
     "the reporter's own workaround: `VLLM_COMPACT_GDN=true` and `VLLM_GRAPH_RESERVED_MEM=0.25` (reserve 25% of HBM "
     "for warmup graphs) — 'Even with VLLM_COMPACT_GDN=true and VLLM_GRAPH_RESERVED_MEM=0.25 ..., the warmup barely "
     "fits', which they call wasteful; the issue asks for warmup memory to be accounted correctly (open)",
     release="vllm-gaudi on vLLM 0.24.0 (image vault.habana.ai/gaudi-docker/1.24.1/ubuntu24.04/habanalabs/"
             "vllm-0.24.0-ptupstream-2.11.0), also 0.26.0",
     gpu="Intel Gaudi (HPU, ~126.5 GiB HBM per card; Gaudi3 by the HBM size)", gpus=4,
     command=None,
     forbidden=[{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--kv-cache-dtype", "value": "fp8_inc"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title and the reporter's bug description / problem-details text as the stored description "
          "shows it ('...' drops the image/version lines). This is the reporter's measured summary, not a raw engine "
          "log: the thread's stored text has no traceback, so the printed numbers are the ones in the summary (total "
          "HBM ~126.5 GiB, weights ~7.1 GiB, 262144, TP 4). Kind/cause oom_cuda_graph is a judgement call: the OOM "
          "comes in HPU-graph warmup compilation (the Gaudi counterpart of CUDA-graph capture) because the KV cache "
          "left too little room. gpus=4 from TP=4 (the node may hold more cards; not stated). No single vllm serve "
          "command is shown, hence command None. Forbidden: fp8 KV is already in use (fp8_inc); raising utilization "
          "above the 0.9 default would shrink the warmup headroom further.")

# ----------------------------------------- vllm-neuron plugin on the Neuron DLAMI venv: neuronx-distributed-inference missing
case("vllm-neuron-8-dlami-pytorch-2-9-neuronx-distributed-inference-missing-enginecore",
     "https://github.com/vllm-project/vllm-neuron/issues/8",
     "# Missing dependency on neuronx-distributed-inference\n"
     "...\n"
     "```\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708]   File \"/opt/aws_neuronx_venv_pytorch_2_9/lib/"
     "python3.12/site-packages/vllm/v1/engine/core.py\", line 699, in run_engine_core\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708]     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708]   File \"/opt/aws_neuronx_venv_pytorch_2_9/lib/"
     "python3.12/site-packages/vllm/v1/engine/core.py\", line 498, in __init__\n"
     "(EngineCore_DP0 pid=11100) ERROR 01-13 01:00:20 [core.py:708]     super().__init__(vllm_config, executor_class, "
     "log_stats,",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vllm-neuron plugin (AWS Trainium/Inferentia) installed into the Neuron DLAMI venv "
     "/opt/aws_neuronx_venv_pytorch_2_9 did not declare its runtime dependency neuronx-distributed-inference "
     "(NxDI), which lives only on the Neuron pip repository; with it absent, the EngineCore died at start-up while "
     "building the executor/model. A packaging/dependency gap, not memory and not a hardware fault.",
     "the reporter: `pip install neuronx-distributed-inference==0.7.14366 "
     "--extra-index-url=https://pip.repos.neuron.amazonaws.com`; the maintainers then added the dependency to the "
     "plugin in vllm-neuron PR #14 ('add neuronx-distributed-inference dep', 'To address .../issues/8', verified on "
     "the DLAMI venv /opt/aws_neuronx_venv_pytorch_2_9)",
     release="vllm-neuron plugin (January 2026, requirements at commit ad82965) on the AWS Neuron DLAMI PyTorch 2.9 venv",
     gpu="AWS Neuron (Trainium/Inferentia; instance type not stated)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (it names the missing package) and the first lines of the EngineCore traceback as "
          "the stored description shows them; the stored text breaks off inside the traceback, so the final exception "
          "line (presumably a ModuleNotFoundError for neuronx_distributed_inference) is NOT in the excerpt, and the "
          "reporter's pip line (the fix) is left out ('...'). Kind/cause dependency_version_mismatch follows the "
          "earlier fixtures for a missing/incompatible Python dependency; a grader that sees only the traceback head "
          "may reasonably find no message kind. No vllm serve command or instance type is given (command None, gpus "
          "None).")

# -------------------------- WSL2 + RTX 3090: Marlin repack "CUDA OOM" with expandable_segments:True exported (WSL GPU-PV)
case("syv-ai-qwen38-27b-1-wsl2-3090-marlin-repack-oom-expandable-segments-true-util-0.93",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/1",
     "I'm using WSL2 with a 3090 and even with GPU_UTIL=0.93 (or lower) I get CUDA OOM during Marlin repack.\n"
     "\n"
     "After a clean WSL startup (with conservative settings):\n"
     "\n"
     "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
     "export VLLM_USE_FLASHINFER_SAMPLER=0\n"
     "\n"
     "venv/bin/vllm serve /home/vik/qwen-serving/models/Qwen3.8-27B-W4A16-AutoRound-fast \\\n"
     "...\n"
     "  --gpu-memory-utilization 0.93 \\\n"
     "  --max-model-len 10000 \\\n"
     "  --max-num-seqs 8 \\\n"
     "...\n"
     "  --kv-cache-dtype fp8 \\\n"
     "...\n"
     "(EngineCore pid=439) INFO 08-19 12:28:25 [default_loader.py:430] Loading weights took 16.18 seconds\n"
     "(EngineCore pid=439) ERROR 08-19 12:28:26 [core.py:1349] EngineCore failed to start.\n"
     "[...]\n"
     "(EngineCore pid=439) ERROR 08-19 12:28:26 [core.py:1349]   File \"/home/vik/qwen-serving/venv/lib/python3.12/"
     "site-packages/vllm/model_executor/kernels/linear/mixed_precision/marlin.py\", line 164, in",
     "allocator_config_incompatible", {"gpu_memory_utilization": 0.93, "max_model_len": 10000, "max_num_seqs": 8},
     "allocator_config_incompatible",
     "A user of the syv-ai Qwen3.8-27B RTX 3090 kit on WSL2 (one RTX 3090, 24 GB; vLLM 0.27-era venv) exported "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True and served the W4A16 AutoRound checkpoint: right after the "
     "weights loaded, the Marlin repack (post-load weight transform) failed with what surfaces as a CUDA out-of-memory, "
     "whatever --gpu-memory-utilization (0.93 or lower). The kit's maintainer explains the mechanism in the sibling "
     "thread #2: on WSL the GPU-PV residency path refuses the CUDA VMM calls that expandable_segments makes and "
     "reports it as ENOMEM (dxgkio_make_resident -12); nothing is actually out of memory, so memory knobs do not help.",
     "the kit's maintainer in the sibling thread syv-ai/qwen38-27b-rtx3090#2: set "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:False on WSL ('Fixed properly in 7db2d1f — the scripts now turn "
     "expandable_segments off on WSL themselves'); this thread (#1) was closed as the WSL2 validation issue with that "
     "note",
     release="not stated in the comment (the kit pins vLLM 0.27.x with torch 2.13 / CUDA 13 in August 2026)",
     gpu="NVIDIA GeForce RTX 3090 (24 GB) under WSL2", gpus=1,
     command="vllm serve /home/vik/qwen-serving/models/Qwen3.8-27B-W4A16-AutoRound-fast --served-model-name qwen3.8-27b "
             "--host 0.0.0.0 --port 18020 --gpu-memory-utilization 0.93 --max-model-len 10000 --max-num-seqs 8 "
             "--api-server-count 1 --language-model-only --kv-cache-dtype fp8 --mamba-ssm-cache-dtype float16 "
             "--async-scheduling --max-num-batched-tokens 2048 --speculative-config "
             "'{\"method\":\"mtp\",\"num_speculative_tokens\":1,\"draft_sample_method\":\"probabilistic\"}' "
             "--compilation-config '{\"max_cudagraph_capture_size\":32,\"custom_ops\":[\"+rms_norm\",\"+silu_and_mul\"]}' "
             "--reasoning-parser qwen3",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the commenter's (vikmaffia, 2026-08-19) prose, the two exports, part of the serve command ('...' "
          "drops unchanged flag lines) and the log lines as the stored comment shows them; the stored text breaks off "
          "at 'marlin.py\", line 164, in', so the OOM line itself is only in the prose. command is the full command "
          "from the comment. Label allocator_config_incompatible follows the fixture for the sibling thread #2 "
          "(github-syv-ai-qwen38-27b-wsl2-rtx3090-marlin-repack-dxgkio-make-resident-vllm0271), whose maintainer "
          "reply gives the mechanism and fix; the fix is NOT confirmed by this commenter in the stored text. Possible "
          "overlap: the maintainer says 'three people have now lost a day to it', so this commenter may be one of the "
          "#2 reporters — a different launch (own command, util 0.93, fp8 KV, MTP) but possibly the same person; the "
          "lead may drop it if #2 is judged the same incident. Memory flags are forbidden because the commenter already "
          "tried 0.93 'or lower' and the failure is not a real shortfall.")

if __name__ == "__main__":
    BATCH.write()
