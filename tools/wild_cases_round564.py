"""Round-564 blind batch: CUDA DRIVER and DEVICE-LEVEL failures at vLLM start-up (any tracker): insufficient driver,
Error 802 (fabric manager), Error 803/804 (forward compatibility), 'CUDA-capable device(s) is/are busy or unavailable',
MIG devices / MIG UUIDs, 'NVML_SUCCESS == r INTERNAL ASSERT FAILED', cuBLAS / cuDNN init failures, 'No CUDA GPUs are
available' in containers, Xid / GPU fallen off the bus; collected by helper wild564 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round564-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 35 allowed, all ``search`` (27 corpus=issues, 1 corpus=pages); collecting
stopped because the slice came back exhausted, not because of the budget or the deadline. 1 case: MiniMax-AI/
MiniMax-M2.5 #9 (vllm serve MiniMax-M2.5 TP=4, driver 580.126.20 -> 'Error 802: system not yet initialized'). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists
before it was spent on. This slice is mined out: almost every device-level thread the corpus returns is a used source
or an earlier round's named skip, and the new ones have no answer in the stored chunk.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #1907, #807 (and its twin kemingy/vllm-env #1, same reporter and Dockerfile),
  #16515, #5283, #4940, #41848, #13815, #46132, #17047; llm-d/llm-d #706; gpustack #1254 (its AndrewTsao comment is an
  Error 802 / fabric-manager fix, but inside a used thread).
- Named in earlier rounds' skip lists (not re-opened): ovg-project/kvcached #74 and vllm #1772 (round 134); gpustack
  #3686 (Error 803 on an Iluvatar CoreX card, round 134), #4891 (round 329), #1540 (round 448); vllm #26774 (rounds
  69/337: 'No CUDA GPUs are available' in a pod, CUDA 12.9 node vs 12.8 image, no answer), #34296 (rounds 104/139/337),
  #4858 (round 139), #4462 (rounds 146/482), #25312 (rounds 107/466), #13676 (round 57), #3764, #14095, #40920 and
  #9824 (NVML assert on an H100 MIG slice: no answer / while serving, round 420), PR #42467 (round 363), #10409 (round
  332), #8243 (runtimeClassName: nvidia missing, rounds 55/337), #2013 and #5510 (round 360); SystemPanic/vllm-windows
  #60 (round 436); noonghunna/club-3090 #750 (the same UUID incident is round 15's club-3090 PODS.md case);
  dusty-nv/jetson-containers #1568.
- Cause not pinned down (no answer in the stored chunk): hiyouga/LlamaFactory #10240 (vllm_infer.py, V1 WorkerProc
  init_device -> 'torch.AcceleratorError: CUDA error: CUDA-capable device(s) is/are busy or unavailable'; open,
  'pending', no reply stored; exclusive-process compute mode vs a GPU held by another process cannot be told apart
  from the text) and vllm #18577 (TP=2 on a /projectnb cluster, 'CUDART error: CUDA-capable device(s) is/are busy or
  unavailable' from custom_all_reduce_utils' P2P probe; open/stale, the reporter's own guess is P2P). Both would be
  good 'busy or unavailable' cases if a later round reaches an answer; no fixture carries that message yet.
- Error line not in the stored chunk, or title only with no device detail: vllm #20939 (pydantic crash with a GPU UUID
  in CUDA_VISIBLE_DEVICES, v0.9.2 pod; the chunk stops in the traceback's first frames), vllm #51677 (short-form GPU
  UUID -> NVMLError_NotFound; only the env dump stored; PRs #51716 (closed) and #53570 (open) describe it in prose),
  mistralai/mistral-inference #144 (Error 804 with ghcr.io/mistralai/mistral-src/vllm:latest; the chunk stops in the
  args, no driver shown, no answer), vllm #16267 (RTX 5070 Ti / 5090D with cu124 wheels; only the sm_120 warning tail
  stored), vllm #7728 (empty body), vllm #2544 (NVML_SUCCESS == DriverAPI::get()->nvmlDeviceGetHandleByPciBusId_v2_
  assert on vLLM 0.2.7; CUDA version as a screenshot, the maintainer only says 'environment issue'), vllm #23655,
  #27430 (unspecified launch failure / ERR! in nvidia-smi on TP=8: a runtime fault, not start-up), gpustack #4154
  (only the maintainer's 'install nvidia-fabricmanager' reply stored, no log).
- Not vLLM's failure: huggingface_hub #4134 (says 'not vLLM'), facebookresearch/faiss #4426 (a vLLM 0.8.3 Error 401
  report on the faiss tracker; not opened), the llama.cpp / onnxruntime / ctransformers / Qwen / LLaVA threads the
  searches return for the same CUDA messages.

Judgement calls for the lead:
1. minimax-m25-9: the thread is open with no reply, so no fix is reached; the cause is read from the message itself,
   which names it (cudaErrorSystemNotReady, 802 = the NVSwitch fabric not initialised: nvidia-fabricmanager not
   installed / not running / not at the driver's version). kind cuda_driver_mismatch and cause fabric_manager_not_ready,
   as both earlier 802 fixtures (eks-ami-2554, hf-hub-4128) were labelled. The '802' text is in the issue title and
   the stored chunk of the body stops at 'worker = WorkerProc(*args, **kwargs)', so the excerpt carries the title line
   the way round 448 took title-only error strings (xinference-4141/5195). The GPU model is not shown (only the
   nvidia-smi header); TP=4 and a 112-thread host on driver 580 point to an NVSwitch (HGX) box, but gpu is left None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round564-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- MiniMax-M2.5 #9: vllm serve MiniMax-M2.5 TP=4, driver 580.126.20 -> Error 802: system not yet initialized
case("minimax-m25-9-vllm-serve-tp4-driver-580-error-802-system-not-yet-initialized",
     "https://github.com/MiniMax-AI/MiniMax-M2.5/issues/9",
     "# Error 802: system not yet initialized Error\n"
     "\n"
     "nvidia-smi \n"
     "Mon Mar  2 19:54:20 2026       \n"
     "+-----------------------------------------------------------------------------------------+\n"
     "| NVIDIA-SMI 580.126.20             Driver Version: 580.126.20     CUDA Version: 13.0     |\n"
     "\n"
     "nvcc --version\n"
     "nvcc: NVIDIA (R) Cuda compiler driver\n"
     "Copyright (c) 2005-2025 NVIDIA Corporation\n"
     "Built on Tue_Dec_16_07:23:41_PM_PST_2025\n"
     "Cuda compilation tools, release 13.1, V13.1.115\n"
     "Build cuda_13.1.r13.1/compiler.37061995_0\n"
     "\n"
     "Run:\n"
     "SAFETENSORS_FAST_GPU=1 vllm serve     MiniMaxAI/MiniMax-M2.5 --trust-remote-code     --tensor-parallel-size 4     "
     "--enable-auto-tool-choice --tool-call-parser minimax_m2     --reasoning-parser minimax_m2_append_think\n"
     "\n"
     "(EngineCore_DP0 pid=120905) WARNING 03-02 19:48:25 [multiproc_executor.py:921] Reducing Torch parallelism from 112 "
     "threads to 1 to avoid unnecessary CPU contention. Set OMP_NUM_THREADS in the external environment to tune this "
     "value as needed.\n"
     "ERROR 03-02 19:49:00 [multiproc_executor.py:783] WorkerProc failed to start.\n"
     "ERROR 03-02 19:49:00 [multiproc_executor.py:783] Traceback (most recent call last):\n"
     "ERROR 03-02 19:49:00 [multiproc_executor.py:783]   File \"/home/user/.venv/lib/python3.10/site-packages/vllm/v1/"
     "executor/multiproc_executor.py\", line 754, in worker_main\n"
     "ERROR 03-02 19:49:00 [multiproc_executor.py:783]     worker = WorkerProc(*args, **kwargs)",
     "cuda_driver_mismatch", {"tensor_parallel_size": 4}, "fabric_manager_not_ready",
     "vllm serve MiniMaxAI/MiniMax-M2.5 with --tensor-parallel-size 4 on a host with driver 580.126.20 (CUDA 13.0): the "
     "V1 worker processes die at start-up ('WorkerProc failed to start') with CUDA 'Error 802: system not yet "
     "initialized' (cudaErrorSystemNotReady). 802 is CUDA reporting that the NVSwitch fabric of the box is not "
     "initialised, i.e. the NVIDIA Fabric Manager is not installed / not running / not at the driver's version on this "
     "multi-GPU node; nothing in vLLM's settings or the model causes it. Read from the message (the thread has no reply).",
     "no fix reached in the thread (open, no reply stored). The message's own remedy, as maintainers answer it elsewhere "
     "(gpustack's gitlawr: 'For Error 802: system not yet initialized, install nvidia-fabricmanager'): install and start "
     "nvidia-fabricmanager at exactly the driver's version (580.126.20), check that nvidia-smi -q shows the fabric state "
     "Completed, then relaunch.",
     release="not stated (vLLM V1 engine, multiproc_executor, March 2026)", gpu=None, gpus=None,
     command="SAFETENSORS_FAST_GPU=1 vllm serve MiniMaxAI/MiniMax-M2.5 --trust-remote-code --tensor-parallel-size 4 "
             "--enable-auto-tool-choice --tool-call-parser minimax_m2 --reasoning-parser minimax_m2_append_think",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 4},
                       {"flag": "--enforce-eager"}],
     note="judgement call 1: no reply in the thread; kind/cause as the earlier 802 fixtures (eks-ami-2554, "
          "hf-hub-4128); the 802 text is the issue title, the stored body chunk stops in the traceback")

BATCH.write()
