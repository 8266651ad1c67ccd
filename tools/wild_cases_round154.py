"""Round-154 blind batch: vLLM launch failures in COMMITTED RUN LOGS of public GitHub repositories (vllm_server.log,
vllm_error.log, vllm.log, vllm_serve.log, vllm.out files that authors committed next to their code, and one
troubleshooting note committed beside the code it changed), each from the author's own run, collected by helper
wild154 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round154-blind"``; the
lead grades it once (``python tests/wild_grade.py round154``). A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it. Cases were taken in the order the look-ups brought them (and could be located), not
picked to be hard or easy.

Same rules as tools/wild_cases_round29.py and rounds 147-153: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file (and, where named, a note in the same repository) only. Excerpts are the file's text as the search
tool's stored copy shows it (read_file); lines dropped in between are shown as ``...`` and named in each note; no line
was cut inside; the authors' fix lines are left out (they are in fix_that_worked). The source url is the file's blob
url at the commit read_file / find_files gave for the stored version that was read.

Sources and look-ups: the search tool's code corpus only. **95 look-ups** (budget 110): 7 ``search`` (code corpus),
8 ``find_string``, 52 ``read_file``, 25 ``find_files``, 3 ``find_repos`` (counted by hand; two calls refused for an
over-long string were not charged); no fetch; the device was not used.

Method. ``search`` with exact vLLM wordings returned launch scripts, not logs, and ``find_string`` hits carry no
repository (the log's own paths rarely name it: of eight such hits chased, two were located and used already,
one was located and taken, five could not be located in three look-ups). What
worked: ``find_files path=<log file name>`` lists the repositories that committed a file of that exact name
(vllm_server.log: 23, vllm.log: 44, logs/vllm.log: 10, logs/vllm_server.log: 12, vllm_log.txt: 5, vllm_error.log: 2,
vllm_serve.log: 2, vllm.out: 2, vllm_output.log: 3); every repository was grepped in /work/coord/USED_SOURCES.txt and
tests/golden/wild/ (none was used), then files were read at random from those lists. About 1 in 3 committed logs ends
in a failed launch; most are healthy starts. A ``find_string`` hit was taken only when a sibling path it names located
the repository (sangowu/contract-rag through scripts/run_evaluate_with_gpu_split.sh).

Cases (11 from 10 files of 9 repositories; 2 memory, 9 other):
- memory: a CUDA-graph capture OOM with LoRA at 0.8 (Panteaforoutan), a free-memory gate with the embedding and
  reranker models on the same 24 GB card (sangowu, a committed summary note, not a log), and none of the KV refusals the
  find_string probes turned up could be located (see below). **Short of the memory half (2 of 11)**: the committed logs
  read at random were mostly healthy starts, and the memory failures found by exact-message probes sat in files whose
  repository could not be named within three look-ups, or were fixtures already.
- other: an argparse refusal of another release's flags and a port already in use (two successive launches in one
  JerryMouseZ log), a --quantization awq on an unquantized checkpoint and a Transformers-fallback model refusing TP (two
  edward-lcl logs, two different launches), a ROCm-built extension under a torch without HIP (apollo-mg), a FlashInfer
  needing Python 3.12 in a 3.11 venv (phivan3008), an empty tiktoken vocab on an offline HPC node (parallelworks), the
  V2 model runner's UVA check under WSL2 (vedantdev-100, with the author's debugging note) and Ray waiting for four GPUs
  it does not have (ThomasVuNguyen).

Located but NOT taken (for the lead's bookkeeping): healthy starts (zjpzhao/vllm-qwen3vl-cu118-t4,
jayashan10/Deepseek-qwen-deployment, amdgoose/arno_vllm_chat, dawn-boy/elloraa, HienHoang3011/translate-pipeline,
ramrow/foam_standards, qweewqq/EnergyLLM, kolyangg/mlops-assignment [a 6144 start; the 262144 launch round 152 saw is
not in its first 16,000 characters], Zzsf11/VideoCuttingAgent, LEON-gittech/OpenFedLLM [training log],
sostrowsk/dgx-spark-local-llm, abinavChandar/demo_env_l4, mrpid12org/imageworks, ljg6861/anton_new,
CybearsecurityLab/neurosymbolic-sysrepair, ShanghaoLi0913/memory-aware_RLHF, leadawon/LAMBO, giyushino/ModelMerging,
eslam-ahmed43/llm-lab, kuuroooo/MindSafe [first 16,000 of 298,615 characters healthy]); user interrupts, not failures
(Srichakra-D/ContextMatch1 [KeyboardInterrupt inside Inductor's cache key], innocentbai/Reason4Rec-GRPO
[KeyboardInterrupt: terminated during model inspection]); no error in the stored text (atreydesai/augmented-mcqa ends
after 'Falling back to UnquantizedLinearMethod'; DaisukeTakai/eval_dataset 133,649 characters, not read to the end);
parallelworks' run.debug-00074.out (its failures are the RAG proxy's tokenizer path, not vLLM's launch); no text stored
(NnamdiOdozi/mlops-assignment logs/vllm.log, chafiyounes/gemma-test, Kartikeya2046/Invoice-Processor_VLM,
Jo-BY/AIRead_model vllm_log.txt).

Fresh failures found by ``find_string`` and NOT located within three look-ups (not cited): a journald log of
/home/jeebs/src/clawd (vLLM 0.15.1, Qwen2.5-14B-AWQ at 16384: '3.0 GiB KV cache is needed ... (1.87 GiB) ... estimated
maximum model length is 10224'; jeebsjenkins/openclaw-custom-routes holds no log); /home/jmitchall/vllm-srv (vLLM 0.11,
'Available KV cache memory: -1.81 GiB', 193,181 characters; jmitchall/RAG lists no such file); a docker compose log of
two vLLM 0.16.1 instances started together on one L40S (~/aether-model-node/control/run-model/dual-qwen: qwen3.5-4b at
0.3 got -8.59 GiB while qwen3.5-9b at 0.48 loaded); a Chinese deployment note of three services on one RTX PRO 6000
(vllm-qwen3-embed-4b at 0.15: 'Available KV cache memory: -6.54 GiB', the author's rule: start the fixed-memory services
first); an RTX 5090 262K note ('sampler with 256 dummy requests', --max-num-seqs 32); a grep dump with 'Free memory on
device cuda:0 (52.81/95.01 GiB) ... (0.9, 85.51 GiB)'; a vllm-ascend 'CudagraphDispatcher.dispatch() got an unexpected
keyword argument' log; a GLM-OCR docker log ('No available memory for the cache blocks'). Skipped as used: the
hzqjgthy/vllm KV note (USED_SOURCES.txt and a fixture), HRM-Text's judge-colocated free-memory note (fixture),
t0mdicks0n's sampler-warmup and -3.32 GiB notes (fixtures), a GLM-4.7-NVFP4 sampler note (AlexGS74, used).

Judgement calls for the lead (each case's ``note`` says more):
1. Two cases from one file (JerryMouseZ/vlm_qwen3 logs/vllm_server.log: the first launch dies in argparse, the second,
   with those flags removed, on the port) and two from one repository (edward-lcl/feedback-distillation: vllm_error.log
   and vllm_server.log are different launches, different models, different failures). The lead may count each once.
2. Kinds without an exact row, the closest used: FlashInfer's 'TypeError: type 'array.array' is not subscriptable' in a
   Python 3.11 venv -> dependency_version_mismatch (unrecognized the alternative); openai_harmony's 'invalid tiktoken
   vocab file: hash mismatch: computed=e3b0c442...' (the SHA-256 of zero bytes: the vocab file fetched or cached is
   empty, an offline node) -> hub_unreachable (unrecognized the alternative); 'Cannot find the config file for awq' ->
   vllm_check_failed kind with cause quantization_mismatch (the flag names a method the checkpoint does not carry;
   quantization_method_unknown is not it: awq is a known method); 'Trying to run tensor parallelization but the model
   does not support it yet!' -> vllm_check_failed kind with cause architecture_unsupported (Gemma 4 has no vLLM 0.7.3
   implementation, the Transformers fallback has no TP plan); vllm._core_C's 'libtorch_hip.so: cannot open shared object
   file' -> torch_abi_mismatch (vllm_extension_import_failed the alternative); 'RuntimeError: UVA is not available' ->
   vllm_check_failed (the author's note names the cause: the V2 model runner under WSL2 + Blackwell).
3. Causes the log alone carries, with no fix stated: apollo-mg (a ROCm wheel under a torch without HIP),
   phivan3008 (Python 3.11), parallelworks (empty vocab), ThomasVuNguyen (Ray's placement group never forms; the run
   was then killed by SIGTERM, so the last traceback is a KeyboardInterrupt), JerryMouseZ's port. The fixes in
   fix_that_worked are marked as the collector's reading where the repository does not state them.
4. Panteaforoutan's committed generate.py (same commit) already carries the fix, enforce_eager=True with the comment
   '# disable CUDA graph capture', and max_model_len=6144: the log is the earlier run at 4096 without eager. A
   utilization above 0.8 alone would leave even less room for the graphs (vLLM's own hint pairs the raise with
   VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1), hence the at_least 0.8 in forbidden.
5. sangowu's source is a committed summary note (GPU_SPLIT_SUMMARY.md), not a log: it quotes the printed ValueError and
   the fix that was applied (the LLM alone on GPU0, embedding and reranker on GPU1). Its vLLM release is not stated.
6. URLs: each file is cited at the commit read_file gave for the version read (parallelworks' vllm.out has two stored
   versions; find_files named f9c15319, read_file returned 08e26882, which is cited).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round154-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# =====================================================================================================================
# memory
# =====================================================================================================================

# ------------------------------------------------------------------ CUDA-graph capture OOM, Qwen3-4B + LoRA at 0.8
case("github-panteaforoutan-qwen3-4b-thinking-lora-cudagraph-capture-oom",
     "https://github.com/Panteaforoutan/151B_SP26_Competition_/blob/b30c3a2c86a3ef1566ffb78f9927d70e4aa0475e/"
     "vllm_error.log",
     r"""
INFO 05-02 13:34:14 [utils.py:233] non-default args: {'trust_remote_code': True, 'dtype': 'bfloat16', 'max_model_len': 4096, 'gpu_memory_utilization': 0.8, 'disable_log_stats': True, 'enable_lora': True, 'model': 'Qwen/Qwen3-4B-Thinking-2507'}
WARNING 05-02 13:34:14 [envs.py:1744] Unknown vLLM environment variable detected: VLLM_USE_V1
INFO 05-02 13:34:15 [model.py:549] Resolved architecture: Qwen3ForCausalLM
INFO 05-02 13:34:15 [model.py:1678] Using max model len 4096
INFO 05-02 13:34:15 [scheduler.py:238] Chunked prefill is enabled with max_num_batched_tokens=8192.
INFO 05-02 13:34:15 [vllm.py:790] Asynchronous scheduling is enabled.
...
(EngineCore pid=4054) INFO 05-02 13:34:19 [gpu_model_runner.py:4735] Starting to load model Qwen/Qwen3-4B-Thinking-2507...
(EngineCore pid=4054) INFO 05-02 13:34:19 [cuda.py:334] Using FLASH_ATTN attention backend out of potential backends: ['FLASH_ATTN', 'FLASHINFER', 'TRITON_ATTN', 'FLEX_ATTENTION'].
(EngineCore pid=4054) INFO 05-02 13:34:19 [flash_attn.py:596] Using FlashAttention version 2
...
(EngineCore pid=4054) INFO 05-02 13:34:21 [default_loader.py:384] Loading weights took 1.23 seconds
(EngineCore pid=4054) INFO 05-02 13:34:21 [punica_selector.py:20] Using PunicaWrapperGPU.
(EngineCore pid=4054) INFO 05-02 13:34:22 [gpu_model_runner.py:4820] Model loading took 7.68 GiB memory and 2.366458 seconds
...
(EngineCore pid=4054) INFO 05-02 13:34:46 [monitor.py:48] torch.compile took 7.98 s in total
(EngineCore pid=4054) INFO 05-02 13:34:46 [monitor.py:76] Initial profiling/warmup run took 0.26 s
(EngineCore pid=4054) INFO 05-02 13:34:47 [kv_cache_utils.py:829] Overriding num_gpu_blocks=0 with num_gpu_blocks_override=512
(EngineCore pid=4054) INFO 05-02 13:34:47 [gpu_model_runner.py:5876] Profiling CUDA graph memory: PIECEWISE=102 (largest=512), FULL=70 (largest=256)
(EngineCore pid=4054) WARNING 05-02 13:35:03 [utils.py:267] Using default LoRA kernel configs
(EngineCore pid=4054) INFO 05-02 13:35:04 [gpu_model_runner.py:5955] Estimated CUDA graph memory: 4.79 GiB total
(EngineCore pid=4054) INFO 05-02 13:35:05 [gpu_worker.py:436] Available KV cache memory: 0.85 GiB
(EngineCore pid=4054) INFO 05-02 13:35:05 [gpu_worker.py:470] In v0.19, CUDA graph memory profiling will be enabled by default (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1), which more accurately accounts for CUDA graph memory during KV cache allocation. To try it now, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 and increase --gpu-memory-utilization from 0.8000 to 1.0000 to maintain the same effective KV cache size.
(EngineCore pid=4054) INFO 05-02 13:35:05 [kv_cache_utils.py:1319] GPU KV cache size: 6,144 tokens
(EngineCore pid=4054) INFO 05-02 13:35:05 [kv_cache_utils.py:1324] Maximum concurrency for 4,096 tokens per request: 1.50x
...
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108] EngineCore failed to start.
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108] Traceback (most recent call last):
...
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]   File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 280, in _initialize_kv_caches
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]     self.model_executor.initialize_from_config(kv_cache_configs)
...
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]   File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/worker/gpu_worker.py", line 588, in compile_or_warm_up_model
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]     cuda_graph_memory_bytes = self.model_runner.capture_model()
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
...
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]   File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 6015, in capture_model
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]     self._capture_cudagraphs(
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]   File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 6130, in _capture_cudagraphs
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]     self._warmup_and_capture(
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]   File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 6076, in _warmup_and_capture
(EngineCore pid=4054) ERROR 05-02 13:35:28 [core.py:1108]     self._dummy_run(
...
(EngineCore pid=4054)   File "/scratch/.venv/lib/python3.11/site-packages/vllm/compilation/cuda_graph.py", line 308, in __call__
(EngineCore pid=4054)     with torch.cuda.graph(
(EngineCore pid=4054)   File "/scratch/.venv/lib/python3.11/site-packages/torch/cuda/graphs.py", line 268, in __exit__
(EngineCore pid=4054)     self.cuda_graph.capture_end()
(EngineCore pid=4054)   File "/scratch/.venv/lib/python3.11/site-packages/torch/cuda/graphs.py", line 130, in capture_end
(EngineCore pid=4054)     super().capture_end()
(EngineCore pid=4054) torch.AcceleratorError: CUDA error: out of memory
(EngineCore pid=4054) Search for `cudaErrorMemoryAllocation' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.
(EngineCore pid=4054) CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
(EngineCore pid=4054) For debugging consider passing CUDA_LAUNCH_BLOCKING=1
(EngineCore pid=4054) Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
(EngineCore pid=4054) 
Traceback (most recent call last):
  File "/home/pforoutan/151B_SP26_Competition/generate.py", line 93, in <module>
    llm = LLM( # load the base model + allow LoRA adapters 
          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
...
  File "/scratch/.venv/lib/python3.11/site-packages/vllm/v1/engine/utils.py", line 1057, in wait_for_engine_startup
    raise RuntimeError(
RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}
""",
     "oom_cuda_graph", {}, "oom_cuda_graph",
     "A UCSD course-competition repository (151B SP26): the author's offline generate.py builds vllm.LLM for "
     "Qwen/Qwen3-4B-Thinking-2507 with enable_lora=True at gpu_memory_utilization 0.8 and max_model_len 4096 (vLLM "
     "0.19.1). The weights took 7.68 GiB and the KV cache was sized to 0.85 GiB of the 0.8 share, but vLLM 0.19.1 does "
     "not yet reserve the CUDA graphs' memory inside that share (its own line: 'Estimated CUDA graph memory: 4.79 GiB', "
     "profiling 'will be enabled by default' later); with LoRA the 102 piecewise + 70 full graph captures need far "
     "more than the graph pool the 0.2 left over holds, and the capture of the 72nd piecewise graph ran the card out "
     "of memory (torch.AcceleratorError at capture_end inside capture_model).",
     "the author's committed generate.py (same commit): enforce_eager=True ('# disable CUDA graph capture'), with "
     "max_model_len=6144 and gpu_memory_utilization=0.80 kept; vLLM's own alternative is "
     "VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 so the graphs' 4.79 GiB come out of the budget",
     release="0.19.1 (printed in the Initializing line, dropped here)", gpu=None, gpus=None,
     command="LLM(model='Qwen/Qwen3-4B-Thinking-2507', trust_remote_code=True, enable_lora=True, dtype='bfloat16', "
             "max_model_len=4096, gpu_memory_utilization=0.8)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.8}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call 4: lines dropped where '...' stands: the Initializing-a-V1-engine line (its config carries "
          "v0.19.1), NCCL/compile lines, the CUDA-graph progress bar (one long carriage-return line ending at "
          "72/102), most of the traceback frames and the Dynamo-generated submodule call. The command is rebuilt "
          "from the non-default args line (offline LLM(...), no CLI). GPU not named anywhere in the file. A shorter "
          "length does not shrink graph memory (the KV cache is sized by the share), hence --max-model-len forbidden")

# ------------------------------------------------------------------ free-memory gate: embed/reranker on the vLLM card
case("github-sangowu-contract-rag-free-1.14-of-23.52-util-0.8-shared-gpu",
     "https://github.com/sangowu/contract-rag/blob/c6df3ad89b111cd8b2fda8217a788ec219d8c067/GPU_SPLIT_SUMMARY.md",
     r"""
# GPU分配策略实施总结

## 问题描述

原始代码中所有模块可能共享同一GPU，导致GPU内存不足（OOM）错误。错误信息显示：
```
ValueError: Free memory on device (1.14/23.52 GiB) on startup is less than desired GPU memory utilization (0.8, 18.81 GiB)
```
""",
     "free_memory_low", {"free_gib": 1.14, "total_gib": 23.52, "gpu_memory_utilization": 0.8, "requested_gib": 18.81},
     "other_process",
     "A contract-RAG (CUAD assistant) project: its vLLM LLM (get_vllm() in src/utils/model_loading.py) was started "
     "after the embedding and reranker models had already been put on the same GPU, so only 1.14 of the card's 23.52 "
     "GiB was free when vLLM's startup gate asked for 0.8 x 23.52 = 18.81 GiB. The machine has two GPUs (the note's "
     "validation: 'GPU count: 2'); all modules were sharing GPU0.",
     "the author's summary of the change: a two-GPU split, vLLM pinned to GPU0 (CUDA_VISIBLE_DEVICES set before CUDA "
     "is imported, launcher scripts run_evaluate_with_gpu_split.sh / run_api_with_gpu_split.sh), the embedding and "
     "reranker models on GPU1 (device_map / .to()), CPU fallback when GPU1 is absent; lowering gpu_util (default 0.4) "
     "only as a further step",
     release="not stated", gpu="two GPUs of 23.52 GiB (24 GB class; model not named)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.049}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 5: the note's title and '问题描述' section with its code block as committed; the solution "
          "sections after it are the fix, left out. Not a run log but the author's own summary of their run, "
          "quoting vLLM's printed error. A utilization would have to drop below 1.14/23.52 = 0.048 to pass the gate, "
          "hence at_least 0.049")

# =====================================================================================================================
# other
# =====================================================================================================================

# ------------------------------------------------------------------ JerryMouseZ: two launches in one log (vLLM 0.9.1)
JERRY = ("https://github.com/JerryMouseZ/vlm_qwen3/blob/001387815644dcb77899b6190c5bf63084cb3436/"
         "logs/vllm_server.log")
JERRY_GPU = "8 GPUs on the host, 4 used (model not named)"

case("github-jerrymousez-qwen3-30b-a3b-v091-unrecognized-attention-backend-metrics",
     JERRY,
     r"""
2025-06-20 20:02:20,931 - __main__ - INFO - Starting Qwen3-30B deployment...
2025-06-20 20:02:20,931 - __main__ - INFO - Checking system requirements...
2025-06-20 20:02:21,013 - __main__ - INFO - Found 8 GPUs, using 4 for deployment
2025-06-20 20:02:21,013 - __main__ - INFO - System requirements check passed!
2025-06-20 20:02:21,013 - __main__ - INFO - Environment variables configured
2025-06-20 20:02:21,013 - __main__ - INFO - Starting vLLM server...
2025-06-20 20:02:21,014 - __main__ - INFO - Command: python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-30B-A3B --host 0.0.0.0 --port 8000 --tensor-parallel-size 4 --pipeline-parallel-size 1 --gpu-memory-utilization 0.85 --max-model-len 32768 --max-num-batched-tokens 8192 --max-num-seqs 256 --swap-space 4 --block-size 16 --served-model-name qwen3-30b --trust-remote-code --enable-chunked-prefill --attention-backend FLASHINFER --enable-metrics --metrics-port 8001
2025-06-20 20:02:21,015 - __main__ - INFO - vLLM server started with PID: 1499023
2025-06-20 20:02:21,016 - __main__ - INFO - Waiting for server to be ready...
INFO 06-20 20:02:25 [__init__.py:244] Automatically detected platform cuda.
usage: api_server.py [-h] [--host HOST] [--port PORT]
                     [--uvicorn-log-level {debug,info,warning,error,critical,trace}]
...
                     [--disable-fastapi-docs] [--enable-prompt-tokens-details]
                     [--enable-server-load-tracking]
api_server.py: error: unrecognized arguments: --attention-backend FLASHINFER --enable-metrics --metrics-port 8001
2025-06-20 20:02:32,812 - __main__ - ERROR - vLLM process terminated unexpectedly
2025-06-20 20:02:32,813 - __main__ - INFO - Stopping vLLM server...
2025-06-20 20:02:32,813 - __main__ - INFO - vLLM server stopped
""",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The author's Python deployment wrapper for Qwen/Qwen3-30B-A3B (TP 4 of 8 GPUs) passed --attention-backend "
     "FLASHINFER, --enable-metrics and --metrics-port 8001 to the OpenAI server of the installed vLLM 0.9.1 (the release "
     "the next launch in the same file prints). 0.9.1's argument parser has none of them (the attention backend was "
     "chosen with the VLLM_ATTENTION_BACKEND variable in that release; metrics are served on the API port's /metrics), "
     "so argparse refused the command line before any engine started.",
     "the author's next launch a minute later (same file): the same command without --attention-backend, "
     "--enable-metrics and --metrics-port; it got past argparse (and then hit the port, the next case)",
     release="0.9.1 (printed by the second launch in the same file, one minute later)", gpu=JERRY_GPU, gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-30B-A3B --host 0.0.0.0 --port 8000 "
             "--tensor-parallel-size 4 --pipeline-parallel-size 1 --gpu-memory-utilization 0.85 --max-model-len 32768 "
             "--max-num-batched-tokens 8192 --max-num-seqs 256 --swap-space 4 --block-size 16 --served-model-name "
             "qwen3-30b --trust-remote-code --enable-chunked-prefill --attention-backend FLASHINFER --enable-metrics "
             "--metrics-port 8001",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call 1: the first launch of the file; the argparse usage block (about 150 lines) is cut to its "
          "first two and last two lines ('...' between). The release is not printed by this launch (argparse exits "
          "before the banner); the 0.9.1 banner comes from the relaunch in the same environment")

case("github-jerrymousez-qwen3-30b-a3b-v091-port-8000-in-use",
     JERRY,
     r"""
2025-06-20 20:03:33,581 - __main__ - INFO - Starting Qwen3-30B deployment...
2025-06-20 20:03:33,581 - __main__ - INFO - Checking system requirements...
2025-06-20 20:03:33,663 - __main__ - INFO - Found 8 GPUs, using 4 for deployment
2025-06-20 20:03:33,663 - __main__ - INFO - System requirements check passed!
2025-06-20 20:03:33,663 - __main__ - INFO - Environment variables configured
2025-06-20 20:03:33,664 - __main__ - INFO - Starting vLLM server...
2025-06-20 20:03:33,664 - __main__ - INFO - Command: python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-30B-A3B --host 0.0.0.0 --port 8000 --tensor-parallel-size 4 --pipeline-parallel-size 1 --gpu-memory-utilization 0.85 --max-model-len 32768 --max-num-batched-tokens 8192 --max-num-seqs 256 --swap-space 4 --block-size 16 --served-model-name qwen3-30b --trust-remote-code --enable-chunked-prefill
2025-06-20 20:03:33,666 - __main__ - INFO - vLLM server started with PID: 1504042
2025-06-20 20:03:33,666 - __main__ - INFO - Waiting for server to be ready...
INFO 06-20 20:03:37 [__init__.py:244] Automatically detected platform cuda.
INFO 06-20 20:03:41 [api_server.py:1287] vLLM API server version 0.9.1
INFO 06-20 20:03:42 [cli_args.py:309] non-default args: {'host': '0.0.0.0', 'model': 'Qwen/Qwen3-30B-A3B', 'trust_remote_code': True, 'max_model_len': 32768, 'served_model_name': ['qwen3-30b'], 'tensor_parallel_size': 4, 'block_size': 16, 'gpu_memory_utilization': 0.85, 'max_num_batched_tokens': 8192, 'max_num_seqs': 256, 'enable_chunked_prefill': True}
Traceback (most recent call last):
  File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main
    return _run_code(code, main_globals, None,
  File "/usr/lib/python3.10/runpy.py", line 86, in _run_code
    exec(code, run_globals)
  File "/home/jz/.local/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py", line 1387, in <module>
    uvloop.run(run_server(args))
  File "/home/jz/.local/lib/python3.10/site-packages/uvloop/__init__.py", line 82, in run
    return loop.run_until_complete(wrapper())
  File "uvloop/loop.pyx", line 1518, in uvloop.loop.Loop.run_until_complete
  File "/home/jz/.local/lib/python3.10/site-packages/uvloop/__init__.py", line 61, in wrapper
    return await main
  File "/home/jz/.local/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py", line 1322, in run_server
    listen_address, sock = setup_server(args)
  File "/home/jz/.local/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py", line 1299, in setup_server
    sock = create_server_socket(sock_addr)
  File "/home/jz/.local/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py", line 1263, in create_server_socket
    sock.bind(addr)
OSError: [Errno 98] Address already in use
2025-06-20 20:03:45,362 - __main__ - ERROR - vLLM process terminated unexpectedly
2025-06-20 20:03:45,362 - __main__ - INFO - Stopping vLLM server...
2025-06-20 20:03:45,362 - __main__ - INFO - vLLM server stopped
""",
     "port_in_use", {}, "port_in_use",
     "The relaunch of the same Qwen3-30B-A3B deployment (flags of the first attempt removed): vLLM 0.9.1's API server "
     "binds its socket before any engine starts, and port 8000 on 0.0.0.0 was already held by another process on the "
     "host (the wrapper's first attempt had died in argparse a minute earlier, so it was not that one).",
     "not stated in the repository; the collector's reading: free port 8000 (find and stop the process holding it) or "
     "start on another --port",
     release="0.9.1", gpu=JERRY_GPU, gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-30B-A3B --host 0.0.0.0 --port 8000 "
             "--tensor-parallel-size 4 --pipeline-parallel-size 1 --gpu-memory-utilization 0.85 --max-model-len 32768 "
             "--max-num-batched-tokens 8192 --max-num-seqs 256 --swap-space 4 --block-size 16 --served-model-name "
             "qwen3-30b --trust-remote-code --enable-chunked-prefill",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 1 and 3: the second launch of the file, complete (its last 29 lines)")

# ------------------------------------------------------------------ edward-lcl: two logs, two launches (vLLM 0.7.3)
EDWARD_COMMIT = "2be72c377f1e7dac364b4c80737ec04588890abd"

case("github-edward-lcl-gemma2-27b-it-v073-quantization-awq-no-config",
     f"https://github.com/edward-lcl/feedback-distillation/blob/{EDWARD_COMMIT}/vllm_error.log",
     r"""
INFO 06-17 05:17:17 __init__.py:207] Automatically detected platform cuda.
INFO 06-17 05:17:17 api_server.py:912] vLLM API server version 0.7.3
INFO 06-17 05:17:17 api_server.py:913] args: Namespace(host=None, port=8080, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key='sk-local', lora_modules=None, prompt_adapters=None, chat_template=None, chat_template_content_format='auto', response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], return_tokens_as_token_ids=False, disable_frontend_multiprocessing=False, enable_request_id_headers=False, enable_auto_tool_choice=False, enable_reasoning=False, reasoning_parser=None, tool_call_parser=None, tool_parser_plugin='', model='google/gemma-2-27b-it', task='auto', tokenizer=None, skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', trust_remote_code=False, allowed_local_media_path=None, download_dir=None, load_format='auto', config_format=<ConfigFormat.AUTO: 'auto'>, dtype='auto', kv_cache_dtype='auto', max_model_len=None, guided_decoding_backend='xgrammar', logits_processor_pattern=None, model_impl='auto', distributed_executor_backend=None, pipeline_parallel_size=1, tensor_parallel_size=2, max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=None, enable_prefix_caching=None, disable_sliding_window=False, use_v2_block_manager=True, num_lookahead_slots=0, seed=0, swap_space=4, cpu_offload_gb=0, gpu_memory_utilization=0.9, num_gpu_blocks_override=None, max_num_batched_tokens=None, max_num_partial_prefills=1, max_long_partial_prefills=1, long_prefill_token_threshold=0, max_num_seqs=None, max_logprobs=20, disable_log_stats=False, quantization='awq', rope_scaling=None, rope_theta=None, hf_overrides=None, enforce_eager=False, max_seq_len_to_capture=8192, disable_custom_all_reduce=False, tokenizer_pool_size=0, tokenizer_pool_type='ray', tokenizer_pool_extra_config=None, limit_mm_per_prompt=None, mm_processor_kwargs=None, disable_mm_preprocessor_cache=False, enable_lora=False, enable_lora_bias=False, max_loras=1, max_lora_rank=16, lora_extra_vocab_size=256, lora_dtype='auto', long_lora_scaling_factors=None, max_cpu_loras=None, fully_sharded_loras=False, enable_prompt_adapter=False, max_prompt_adapters=1, max_prompt_adapter_token=0, device='auto', num_scheduler_steps=1, multi_step_stream_outputs=True, scheduler_delay_factor=0.0, enable_chunked_prefill=None, speculative_model=None, speculative_model_quantization=None, num_speculative_tokens=None, speculative_disable_mqa_scorer=False, speculative_draft_tensor_parallel_size=None, speculative_max_model_len=None, speculative_disable_by_batch_size=None, ngram_prompt_lookup_max=None, ngram_prompt_lookup_min=None, spec_decoding_acceptance_method='rejection_sampler', typical_acceptance_sampler_posterior_threshold=None, typical_acceptance_sampler_posterior_alpha=None, disable_logprobs_during_spec_decoding=None, model_loader_extra_config=None, ignore_patterns=[], preemption_mode=None, served_model_name=None, qlora_adapter_name_or_path=None, otlp_traces_endpoint=None, collect_detailed_traces=None, disable_async_output_proc=False, scheduling_policy='fcfs', scheduler_cls='vllm.core.scheduler.Scheduler', override_neuron_config=None, override_pooler_config=None, compilation_config=None, kv_transfer_config=None, worker_cls='auto', generation_config=None, override_generation_config=None, enable_sleep_mode=False, calculate_kv_scales=False, additional_config=None, disable_log_requests=False, max_log_len=None, disable_fastapi_docs=False, enable_prompt_tokens_details=False)
INFO 06-17 05:17:17 api_server.py:209] Started engine process with PID 3902773
...
INFO 06-17 05:17:24 __init__.py:207] Automatically detected platform cuda.
INFO 06-17 05:17:26 config.py:549] This model supports multiple tasks: {'reward', 'generate', 'embed', 'classify', 'score'}. Defaulting to 'generate'.
WARNING 06-17 05:17:26 config.py:628] awq quantization is not fully optimized yet. The speed can be slower than non-quantized models.
INFO 06-17 05:17:27 config.py:1382] Defaulting to use mp for distributed inference
Traceback (most recent call last):
...
  File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/engine/arg_utils.py", line 1334, in create_engine_config
    config = VllmConfig(
  File "<string>", line 19, in __init__
  File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/config.py", line 3279, in __post_init__
    self.quant_config = VllmConfig._get_quantization_config(
  File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/config.py", line 3222, in _get_quantization_config
    quant_config = get_quant_config(model_config, load_config)
  File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/model_executor/model_loader/weight_utils.py", line 193, in get_quant_config
    raise ValueError(
ValueError: Cannot find the config file for awq
...
ERROR 06-17 05:17:35 engine.py:400] Cannot find the config file for awq
""",
     "vllm_check_failed", {}, "quantization_mismatch",
     "A feedback-distillation project served google/gemma-2-27b-it with vLLM 0.7.3 over two GPUs and passed "
     "--quantization awq. google/gemma-2-27b-it is Google's unquantized bf16 checkpoint: it has no AWQ quantization "
     "config (no quant_config.json / quantize_config.json, no quantization_config in config.json), so vLLM's "
     "get_quant_config found no file for the method the flag named and refused before any weight was loaded.",
     "not stated in the repository; the collector's reading: drop --quantization awq for the bf16 checkpoint, or "
     "point --model at an AWQ export of Gemma-2-27B-it (the repository's later launch in vllm_server.log drops the flag "
     "for another model)",
     release="0.7.3", gpu="two GPUs (TP 2; P2P unavailable per the other log; model not named)", gpus=2,
     command="vllm serve google/gemma-2-27b-it --port 8080 --api-key sk-local --tensor-parallel-size 2 "
             "--quantization awq",
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "awq"},
                                {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 2: the file's TensorFlow/cuDNN registration warnings, protobuf 'GetPrototype' "
          "errors and a matplotlib warning at the top and between the two processes are dropped ('...'), as are the "
          "first traceback frames (runpy, uvloop, api_server) and the engine process's repeat of the same traceback; "
          "the command is rebuilt from the Namespace (non-default values). gpus=2 from TP 2 and the "
          "gpu_p2p_access_cache_for_0,1 file named in the repository's other log")

case("github-edward-lcl-gemma4-26b-a4b-v073-transformers-fallback-no-tp",
     f"https://github.com/edward-lcl/feedback-distillation/blob/{EDWARD_COMMIT}/vllm_server.log",
     r"""
INFO 06-17 11:51:19 __init__.py:207] Automatically detected platform cuda.
INFO 06-17 11:51:19 api_server.py:912] vLLM API server version 0.7.3
INFO 06-17 11:51:19 api_server.py:913] args: Namespace(host=None, port=8080, uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key='sk-local', lora_modules=None, prompt_adapters=None, chat_template='chat_template.jinja', chat_template_content_format='auto', response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], return_tokens_as_token_ids=False, disable_frontend_multiprocessing=False, enable_request_id_headers=False, enable_auto_tool_choice=False, enable_reasoning=False, reasoning_parser=None, tool_call_parser=None, tool_parser_plugin='', model='google/gemma-4-26B-A4B-it', task='auto', tokenizer=None, skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', trust_remote_code=True, allowed_local_media_path=None, download_dir=None, load_format='auto', config_format=<ConfigFormat.AUTO: 'auto'>, dtype='auto', kv_cache_dtype='auto', max_model_len=None, guided_decoding_backend='xgrammar', logits_processor_pattern=None, model_impl='auto', distributed_executor_backend=None, pipeline_parallel_size=1, tensor_parallel_size=2, max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=None, enable_prefix_caching=None, disable_sliding_window=False, use_v2_block_manager=True, num_lookahead_slots=0, seed=0, swap_space=4, cpu_offload_gb=20.0, gpu_memory_utilization=0.9, num_gpu_blocks_override=None, max_num_batched_tokens=None, max_num_partial_prefills=1, max_long_partial_prefills=1, long_prefill_token_threshold=0, max_num_seqs=None, max_logprobs=20, disable_log_stats=False, quantization=None, rope_scaling=None, rope_theta=None, hf_overrides=None, enforce_eager=False, max_seq_len_to_capture=8192, disable_custom_all_reduce=False, tokenizer_pool_size=0, tokenizer_pool_type='ray', tokenizer_pool_extra_config=None, limit_mm_per_prompt=None, mm_processor_kwargs=None, disable_mm_preprocessor_cache=False, enable_lora=False, enable_lora_bias=False, max_loras=1, max_lora_rank=16, lora_extra_vocab_size=256, lora_dtype='auto', long_lora_scaling_factors=None, max_cpu_loras=None, fully_sharded_loras=False, enable_prompt_adapter=False, max_prompt_adapters=1, max_prompt_adapter_token=0, device='auto', num_scheduler_steps=1, multi_step_stream_outputs=True, scheduler_delay_factor=0.0, enable_chunked_prefill=None, speculative_model=None, speculative_model_quantization=None, num_speculative_tokens=None, speculative_disable_mqa_scorer=False, speculative_draft_tensor_parallel_size=None, speculative_max_model_len=None, speculative_disable_by_batch_size=None, ngram_prompt_lookup_max=None, ngram_prompt_lookup_min=None, spec_decoding_acceptance_method='rejection_sampler', typical_acceptance_sampler_posterior_threshold=None, typical_acceptance_sampler_posterior_alpha=None, disable_logprobs_during_spec_decoding=None, model_loader_extra_config=None, ignore_patterns=[], preemption_mode=None, served_model_name=None, qlora_adapter_name_or_path=None, otlp_traces_endpoint=None, collect_detailed_traces=None, disable_async_output_proc=False, scheduling_policy='fcfs', scheduler_cls='vllm.core.scheduler.Scheduler', override_neuron_config=None, override_pooler_config=None, compilation_config=None, kv_transfer_config=None, worker_cls='auto', generation_config=None, override_generation_config=None, enable_sleep_mode=False, calculate_kv_scales=False, additional_config=None, disable_log_requests=False, max_log_len=None, disable_fastapi_docs=False, enable_prompt_tokens_details=False)
INFO 06-17 11:51:19 api_server.py:209] Started engine process with PID 4061384
...
INFO 06-17 11:51:34 config.py:549] This model supports multiple tasks: {'score', 'embed', 'reward', 'generate', 'classify'}. Defaulting to 'generate'.
INFO 06-17 11:51:34 config.py:1382] Defaulting to use mp for distributed inference
WARNING 06-17 11:51:34 arg_utils.py:1197] The model has a long context length (262144). This may cause OOM errors during the initial memory profiling phase, or result in low performance due to small KV cache space. Consider setting --max-model-len to a smaller value.
...
(VllmWorkerProcess pid=4061911) WARNING 06-17 11:51:45 custom_all_reduce.py:145] Custom allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed. To silence this warning, specify disable_custom_all_reduce=True explicitly.
WARNING 06-17 11:51:45 custom_all_reduce.py:145] Custom allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed. To silence this warning, specify disable_custom_all_reduce=True explicitly.
INFO 06-17 11:51:45 shm_broadcast.py:258] vLLM message queue communication handle: Handle(connect_ip='127.0.0.1', local_reader_ranks=[1], buffer_handle=(1, 4194304, 6, 'psm_23fedafc'), local_subscribe_port=40977, remote_subscribe_port=None)
INFO 06-17 11:51:45 model_runner.py:1110] Starting to load model google/gemma-4-26B-A4B-it...
(VllmWorkerProcess pid=4061911) INFO 06-17 11:51:45 model_runner.py:1110] Starting to load model google/gemma-4-26B-A4B-it...
WARNING 06-17 11:51:45 utils.py:78] Gemma4ForConditionalGeneration has no vLLM implementation, falling back to Transformers implementation. Some features may not be supported and performance may not be optimal.
(VllmWorkerProcess pid=4061911) WARNING 06-17 11:51:45 utils.py:78] Gemma4ForConditionalGeneration has no vLLM implementation, falling back to Transformers implementation. Some features may not be supported and performance may not be optimal.
INFO 06-17 11:51:45 transformers.py:129] Using Transformers backend.
...
(VllmWorkerProcess pid=4061911) ERROR 06-17 12:00:07 multiproc_worker_utils.py:242]   File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/model_executor/models/transformers.py", line 147, in __init__
(VllmWorkerProcess pid=4061911) ERROR 06-17 12:00:07 multiproc_worker_utils.py:242]     self.apply_base_model_tp_plan(self.model)
(VllmWorkerProcess pid=4061911) ERROR 06-17 12:00:07 multiproc_worker_utils.py:242]   File "/home/skapoor/.local/lib/python3.10/site-packages/vllm/model_executor/models/transformers.py", line 187, in apply_base_model_tp_plan
(VllmWorkerProcess pid=4061911) ERROR 06-17 12:00:07 multiproc_worker_utils.py:242]     raise ValueError(
(VllmWorkerProcess pid=4061911) ERROR 06-17 12:00:07 multiproc_worker_utils.py:242] ValueError: Trying to run tensor parallelization but the model does not support it yet!
ERROR 06-17 12:00:07 engine.py:400] Trying to run tensor parallelization but the model does not support it yet!
""",
     "vllm_check_failed", {}, "architecture_unsupported",
     "The same project's later launch: google/gemma-4-26B-A4B-it on the same vLLM 0.7.3 install, TP 2 with 20 GB of "
     "CPU offload. 0.7.3's registry has no Gemma 4 (Gemma4ForConditionalGeneration), so it fell back to the "
     "Transformers implementation, whose model class in that release carries no tensor-parallel plan; "
     "apply_base_model_tp_plan refused TP 2 while the model was being built. The release is far older than the "
     "model's support in vLLM.",
     "not stated in the repository; the collector's reading: a vLLM release with a native Gemma 4 implementation "
     "(then TP 2 works); on 0.7.3 only --tensor-parallel-size 1 gets past this check (memory permitting)",
     release="0.7.3", gpu="two GPUs without P2P (model not named)", gpus=2,
     command="vllm serve google/gemma-4-26B-A4B-it --port 8080 --api-key sk-local --chat-template chat_template.jinja "
             "--trust-remote-code --tensor-parallel-size 2 --cpu-offload-gb 20",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--trust-remote-code"}],
     note="judgement calls 1 and 2: HF-Hub and transformers deprecation lines, the engine's repeated config lines, the "
          "V0 Initializing line, NCCL and P2P-cache lines and the first traceback frames of the worker are dropped "
          "('...'); the driver's own traceback after the last line is left out. The command is rebuilt from the "
          "Namespace (non-default values)")

# ------------------------------------------------------------------ apollo-mg: ROCm-built vllm._core_C, torch without HIP
case("github-apollo-mg-vllm-core-c-libtorch-hip-missing",
     "https://github.com/apollo-mg/Project-Apollo/blob/1dab3b3fd1ddb02a5009e46692d828eb8dd148f5/vllm_server.log",
     r"""
WARNING 02-28 20:57:36 _core_ext.py:180] Failed to import from vllm._core_C with ImportError('libtorch_hip.so: cannot open shared object file: No such file or directory')
Traceback (most recent call last):
  File "/usr/lib/python3.10/runpy.py", line 187, in _run_module_as_main
    mod_name, mod_spec, code = _get_module_details(mod_name, _Error)
  File "/usr/lib/python3.10/runpy.py", line 110, in _get_module_details
    __import__(pkg_name)
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/__init__.py", line 3, in <module>
    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/engine/arg_utils.py", line 11, in <module>
    from vllm.config import (CacheConfig, ConfigFormat, DecodingConfig,
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/config.py", line 12, in <module>
    from vllm.model_executor.layers.quantization import QUANTIZATION_METHODS
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/__init__.py", line 3, in <module>
    from vllm.model_executor.layers.quantization.aqlm import AQLMConfig
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/model_executor/layers/quantization/aqlm.py", line 11, in <module>
    from vllm import _custom_ops as ops
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/_custom_ops.py", line 9, in <module>
    from vllm._core_ext import ScalarType
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/vllm/_core_ext.py", line 182, in <module>
    ScalarType = torch.classes._core_C.ScalarType
  File "/home/mark/gemini/venv_apollo/lib/python3.10/site-packages/torch/_classes.py", line 13, in __getattr__
    proxy = torch._C._get_custom_class_python_wrapper(self.name, attr)
RuntimeError: Tried to instantiate class '_core_C.ScalarType', but it does not exist! Ensure that it is registered via torch::class_
""",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "The author's venv_apollo holds a vLLM whose compiled extension vllm._core_C was built for ROCm (it links "
     "libtorch_hip.so), while the torch installed next to it has no HIP library (a CUDA or CPU build, or a torch "
     "upgraded after vLLM was installed): the extension fails to load, vllm._core_ext swallows the ImportError with a "
     "warning, and the first use of its ScalarType class at import time dies. vLLM never gets as far as parsing the "
     "server's arguments.",
     "not stated in the repository; the collector's reading: install the torch the vLLM wheel was built against "
     "(the matching ROCm torch), or a vLLM built for the installed torch",
     release="not printed (a 0.6.x build: vllm/_core_ext.py with ScalarType and ConfigFormat in vllm.config)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 3: the whole committed file (2,001 characters). The GPU is not named; a ROCm-built "
          "extension suggests an AMD card but the file does not say so")

# ------------------------------------------------------------------ phivan3008: FlashInfer needs Python 3.12, venv is 3.11
case("github-phivan3008-qwen36-27b-fp8-v0271-flashinfer-array-not-subscriptable-py311",
     "https://github.com/phivan3008/meeting-translator/blob/d57f674fba7cccecd0fb30d9addfd669819087a2/vllm_serve.log",
     r"""
nohup: ignoring input
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345] 
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345]        █     █     █▄   ▄█
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.27.1
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345]   █▄█▀ █     █     █     █  model   /workspace/meetting-translator/models/Qwen3.6-27B-FP8
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:345] 
(APIServer pid=1632500) INFO 08-12 04:45:16 [api_utils.py:273] non-default args: {'model_tag': '/workspace/meetting-translator/models/Qwen3.6-27B-FP8', 'default_chat_template_kwargs': {'enable_thinking': False}, 'host': '0.0.0.0', 'model': '/workspace/meetting-translator/models/Qwen3.6-27B-FP8', 'trust_remote_code': True, 'max_model_len': 4096, 'enforce_eager': True, 'served_model_name': ['qwen3.6-27b-translate'], 'gpu_memory_utilization': 0.88, 'enable_prefix_caching': True, 'language_model_only': True, 'max_num_batched_tokens': 4096, 'max_num_seqs': 32}
(APIServer pid=1632500) INFO 08-12 04:45:16 [model.py:645] Resolved architecture: Qwen3_5ForConditionalGeneration
(APIServer pid=1632500) INFO 08-12 04:45:16 [model.py:1883] Using max model len 4096
...
(EngineCore pid=1632893) INFO 08-12 04:45:32 [gpu_model_runner.py:5308] Starting to load model /workspace/meetting-translator/models/Qwen3.6-27B-FP8...
...
(EngineCore pid=1632893) INFO 08-12 04:45:57 [gpu_model_runner.py:5405] Model loading took 27.67 GiB memory and 23.710028 seconds
(EngineCore pid=1632893) INFO 08-12 04:45:57 [interface.py:911] Setting attention block size to 784 tokens to ensure that attention page size is >= mamba page size.
(EngineCore pid=1632893) INFO 08-12 04:45:57 [interface.py:935] Padding mamba page size by 0.13% to ensure that mamba page size and attention page size are exactly equal.
(EngineCore pid=1632893) INFO 08-12 04:47:25 [gpu_worker.py:563] Available KV cache memory: 41.03 GiB
(EngineCore pid=1632893) INFO 08-12 04:47:25 [kv_cache_utils.py:2235] GPU KV cache size: 292,522 tokens
(EngineCore pid=1632893) INFO 08-12 04:47:25 [kv_cache_utils.py:2236] Maximum concurrency for 4,096 tokens per request: 71.42x
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349] EngineCore failed to start.
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349] Traceback (most recent call last):
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 1318, in run_engine_core
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)
...
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/model_executor/warmup/minimax_m3_msa_warmup.py", line 7, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from vllm.models.minimax_m3.nvidia.model import MiniMaxM3SparseAttention
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/models/minimax_m3/__init__.py", line 17, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from .nvidia.model import (
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/models/minimax_m3/nvidia/model.py", line 30, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from vllm.model_executor.layers.fused_allreduce_gemma_rms_norm import (
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/model_executor/layers/fused_allreduce_gemma_rms_norm.py", line 33, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from vllm.compilation.passes.fusion.allreduce_rms_fusion import (
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/vllm/compilation/passes/fusion/allreduce_rms_fusion.py", line 90, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     import flashinfer.comm as _flashinfer_comm
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/flashinfer/comm/__init__.py", line 4, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from .trtllm_ar import AllReduceFusionOp as AllReduceFusionOp
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/flashinfer/comm/trtllm_ar.py", line 24, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from flashinfer.comm.mnnvl import CommBackend, SymmDeviceMemory, TorchDistBackend
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/flashinfer/comm/mnnvl.py", line 54, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     from .fd_exchange import broadcast_fd, exchange_fds
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]   File "/workspace/meetting-translator/.venv-translate/lib/python3.11/site-packages/flashinfer/comm/fd_exchange.py", line 55, in <module>
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]     def _fd_ancillary(fd: int) -> tuple[tuple[int, int, array.array[int]]]:
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349]                                                         ~~~~~~~~~~~^^^^^
(EngineCore pid=1632893) ERROR 08-12 04:47:25 [core.py:1349] TypeError: type 'array.array' is not subscriptable
...
(APIServer pid=1632500) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}
""",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A meeting-translator project serving Qwen3.6-27B-FP8 text-only with vLLM 0.27.1 from a Python 3.11 venv "
     "(.venv-translate/lib/python3.11). The weights loaded and the KV cache was sized (41.03 GiB), then vLLM's kernel "
     "warm-up imported flashinfer.comm, whose fd_exchange.py annotates a function with array.array[int]; array.array "
     "only became subscriptable in Python 3.12, so evaluating the annotation at import raised TypeError on 3.11 and the "
     "engine died. Not a memory failure: the installed FlashInfer (the one this vLLM pins) requires a newer Python "
     "than the venv's.",
     "not stated in the repository; the collector's reading: rebuild the venv on Python 3.12 (or use the vLLM Docker "
     "image), or pin a FlashInfer release whose comm module still imports on 3.11",
     release="0.27.1", gpu=None, gpus=None,
     command="vllm serve /workspace/meetting-translator/models/Qwen3.6-27B-FP8 --host 0.0.0.0 --trust-remote-code "
             "--max-model-len 4096 --enforce-eager --served-model-name qwen3.6-27b-translate "
             "--gpu-memory-utilization 0.88 --enable-prefix-caching --language-model-only "
             "--max-num-batched-tokens 4096 --max-num-seqs 32",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="judgement calls 2 and 3: dropped where '...' stands: the scheduler/Mamba/eager warnings, the Initializing "
          "line and the load progress, the middle traceback frames (characters 16,000-19,884 of the file were not "
          "read: the excerpt resumes at the first complete line after them), the process's repeat of the traceback "
          "and the API server's traceback before its last line. The command is rebuilt from the non-default args "
          "(the chat-template kwargs left out). GPU not named (41 GiB of KV after 27.67 GiB of weights at 0.88 "
          "suggests an 80 GB card)")

# ------------------------------------------------------------------ parallelworks: gpt-oss-120b, empty tiktoken vocab
case("github-parallelworks-gpt-oss-120b-v0151-harmony-tiktoken-hash-empty",
     "https://github.com/parallelworks/activate-rag-vllm/blob/08e26882e64afc6f0db4ab7b74b884fecf32d181/vllm.out",
     r"""
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325] 
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325]        █     █     █▄   ▄█
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.15.1
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325]   █▄█▀ █     █     █     █  model   /gpt-oss-120b
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:325] 
(APIServer pid=21) INFO 02-09 09:50:27 [utils.py:261] non-default args: {'host': '0.0.0.0', 'port': 42803, 'enable_auto_tool_choice': True, 'tool_call_parser': 'hermes', 'model': '/gpt-oss-120b', 'tokenizer': '/gpt-oss-120b', 'trust_remote_code': True, 'dtype': 'bfloat16', 'tensor_parallel_size': 2, 'gpu_memory_utilization': 0.85, 'async_scheduling': True}
...
(APIServer pid=21) INFO 02-09 09:50:27 [model.py:541] Resolved architecture: GptOssForCausalLM
(APIServer pid=21) ERROR 02-09 09:50:27 [repo_utils.py:47] Error retrieving safetensors: Repo id must use alphanumeric chars, '-', '_' or '.'. The name cannot start or end with '-' or '.' and the maximum length is 96: '/gpt-oss-120b'., retrying 1 of 2
(APIServer pid=21) ERROR 02-09 09:50:29 [repo_utils.py:45] Error retrieving safetensors: Repo id must use alphanumeric chars, '-', '_' or '.'. The name cannot start or end with '-' or '.' and the maximum length is 96: '/gpt-oss-120b'.
(APIServer pid=21) INFO 02-09 09:50:29 [model.py:1882] Downcasting torch.float32 to torch.bfloat16.
(APIServer pid=21) INFO 02-09 09:50:29 [model.py:1561] Using max model len 131072
...
(Worker_TP0 pid=41) INFO 02-09 09:55:04 [gpu_model_runner.py:4130] Model loading took 32.98 GiB memory and 101.652789 seconds
...
(Worker_TP0 pid=41) INFO 02-09 09:55:46 [gpu_worker.py:356] Available KV cache memory: 77.93 GiB
(EngineCore_DP0 pid=32) INFO 02-09 09:55:46 [kv_cache_utils.py:1307] GPU KV cache size: 2,269,888 tokens
(EngineCore_DP0 pid=32) INFO 02-09 09:55:46 [kv_cache_utils.py:1312] Maximum concurrency for 131,072 tokens per request: 32.56x
...
(Worker_TP0 pid=41) INFO 02-09 09:58:02 [gpu_model_runner.py:5063] Graph capturing finished in 135 secs, took 0.33 GiB
(EngineCore_DP0 pid=32) INFO 02-09 09:58:02 [core.py:272] init engine (profile, create kv cache, warmup model) took 177.74 seconds
(EngineCore_DP0 pid=32) INFO 02-09 09:58:06 [vllm.py:624] Asynchronous scheduling is enabled.
(APIServer pid=21) INFO 02-09 09:58:07 [api_server.py:665] Supported tasks: ['generate']
(APIServer pid=21) WARNING 02-09 09:58:07 [serving.py:242] For gpt-oss, we ignore --enable-auto-tool-choice and always enable tool use.
(Worker_TP1 pid=42) INFO 02-09 09:58:07 [multiproc_executor.py:730] Parent process exited, terminating worker
(Worker_TP0 pid=41) INFO 02-09 09:58:07 [multiproc_executor.py:730] Parent process exited, terminating worker
(Worker_TP0 pid=41) INFO 02-09 09:58:07 [multiproc_executor.py:774] WorkerProc shutting down.
(Worker_TP1 pid=42) INFO 02-09 09:58:07 [multiproc_executor.py:774] WorkerProc shutting down.
(APIServer pid=21) Traceback (most recent call last):
...
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 944, in run_server_worker
(APIServer pid=21)     await init_app_state(engine_client, app.state, args)
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 700, in init_app_state
(APIServer pid=21)     OpenAIServingResponses(
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/responses/serving.py", line 251, in __init__
(APIServer pid=21)     get_stop_tokens_for_assistant_actions()
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/parser/harmony_utils.py", line 767, in get_stop_tokens_for_assistant_actions
(APIServer pid=21)     return get_encoding().stop_tokens_for_assistant_actions()
(APIServer pid=21)            ^^^^^^^^^^^^^^
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/parser/harmony_utils.py", line 83, in get_encoding
(APIServer pid=21)     _harmony_encoding = load_harmony_encoding(HarmonyEncodingName.HARMONY_GPT_OSS)
(APIServer pid=21)                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
(APIServer pid=21)   File "/usr/local/lib/python3.12/dist-packages/openai_harmony/__init__.py", line 699, in load_harmony_encoding
(APIServer pid=21)     inner: _PyHarmonyEncoding = _load_harmony_encoding(name)
(APIServer pid=21)                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
(APIServer pid=21) openai_harmony.HarmonyError: invalid tiktoken vocab file: hash mismatch: computed=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855, expected=446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d
""",
     "hub_unreachable", {}, "hub_unreachable",
     "A Parallel Works ACTIVATE workflow running gpt-oss-120b from a local path (/gpt-oss-120b) in a Singularity "
     "container on an HPC node, vLLM 0.15.1, TP 2 at 0.85. The engine itself came up (77.93 GiB of KV cache, graphs "
     "captured); the API server then died building the Responses endpoint, when openai_harmony loaded the gpt-oss "
     "(o200k) tiktoken vocabulary: the file it read hashes to e3b0c442...b855, the SHA-256 of zero bytes. The vocab "
     "file openai_harmony fetches from the internet on first use was empty: the node cannot reach the download "
     "(the workflow binds a cache/tiktoken_encodings directory into the container, and it held no vocab).",
     "not stated in the repository; the collector's reading: put the o200k_base tiktoken file into the bound cache "
     "(or point TIKTOKEN_ENCODINGS_BASE / TIKTOKEN_RS_CACHE_DIR at a directory holding it) before starting an offline "
     "gpt-oss server",
     release="0.15.1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model /gpt-oss-120b --tokenizer /gpt-oss-120b "
             "--host 0.0.0.0 --port 42803 --dtype bfloat16 --tensor-parallel-size 2 --gpu-memory-utilization 0.85 "
             "--trust_remote_code --async-scheduling --enable-auto-tool-choice --tool-call-parser hermes",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement calls 2, 3 and 6: dropped where '...' stands: trust_remote_code warnings, the scheduler/async "
          "lines, the Initializing line, NCCL/worker start-up, the load progress, compile lines, the two CUDA-graph "
          "progress bars and the first frames of the API server's traceback (runpy, uvloop, asyncio). The command "
          "is rebuilt from the non-default args and the launch form in the repository's run.debug-00074.out "
          "(python3 -m vllm.entrypoints.openai.api_server inside the Singularity instance). GPU not named; TP 2 "
          "came up, so at least two GPUs")

# ------------------------------------------------------------------ vedantdev-100: V2 model runner, UVA under WSL2
case("github-vedantdev-qwen25-1.5b-v0280-v2-runner-uva-not-available-wsl2",
     "https://github.com/vedantdev-100/vLLM_local/blob/d32bf722797124bffee803dc32989a43a2f67ac4/vllm.log",
     r"""
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333] 
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333]        █     █     █▄   ▄█
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.28.0
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333]   █▄█▀ █     █     █     █  model   Qwen/Qwen2.5-1.5B-Instruct
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:333] 
(APIServer pid=2235) INFO 09-10 12:22:02 [api_utils.py:272] non-default args: {'model_tag': 'Qwen/Qwen2.5-1.5B-Instruct', 'model': 'Qwen/Qwen2.5-1.5B-Instruct'}
(APIServer pid=2235) Warning: You are sending unauthenticated requests to the HF Hub. Please set a HF_TOKEN to enable higher rate limits and faster downloads.
(APIServer pid=2235) INFO 09-10 12:22:04 [model.py:672] Resolved architecture: Qwen2ForCausalLM
(APIServer pid=2235) INFO 09-10 12:22:04 [model.py:1965] Using max model len 32768
...
(EngineCore pid=2391) INFO 09-10 12:22:13 [parallel_state.py:1638] world_size=1 rank=0 local_rank=0 distributed_init_method=file:///tmp/vllm_dist_cdd56d81d0cd43979326a72e1dce1e75 backend=nccl
(EngineCore pid=2391) INFO 09-10 12:22:13 [parallel_state.py:1982] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, PCP rank 0, TP rank 0, EP rank N/A, EPLB rank N/A
(EngineCore pid=2391) INFO 09-10 12:22:13 [gpu_worker.py:396] Using V2 Model Runner
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346] EngineCore failed to start.
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346] Traceback (most recent call last):
...
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]   File "/home/vedant/vLLM-inference/vllm-env/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py", line 430, in init_device
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]     self.model_runner: GPUModelRunner = GPUModelRunnerV2(  # type: ignore
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]                                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]   File "/home/vedant/vLLM-inference/vllm-env/lib/python3.12/site-packages/vllm/v1/worker/gpu/model_runner.py", line 276, in __init__
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]     self.req_states = RequestState(
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]                       ^^^^^^^^^^^^^
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]   File "/home/vedant/vLLM-inference/vllm-env/lib/python3.12/site-packages/vllm/v1/worker/gpu/states.py", line 34, in __init__
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]     self.all_token_ids = StagedWriteTensor(
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]                          ^^^^^^^^^^^^^^^^^^
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]   File "/home/vedant/vLLM-inference/vllm-env/lib/python3.12/site-packages/vllm/v1/worker/gpu/buffer_utils.py", line 141, in __init__
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]     self._uva_buf = UvaBuffer(size, dtype)
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]                     ^^^^^^^^^^^^^^^^^^^^^^
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]   File "/home/vedant/vLLM-inference/vllm-env/lib/python3.12/site-packages/vllm/v1/worker/gpu/buffer_utils.py", line 47, in __init__
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346]     raise RuntimeError("UVA is not available")
(EngineCore pid=2391) ERROR 09-10 12:22:13 [core.py:1346] RuntimeError: UVA is not available
""",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The author's first start of vLLM 0.28.0 (vllm serve Qwen/Qwen2.5-1.5B-Instruct, defaults) on an RTX 5060 Ti "
     "16 GB under WSL2: 0.28.0 picks its V2 model runner, whose request-state buffers are CUDA unified-virtual-"
     "addressing (pinned, device-mapped host) buffers, and vLLM's check found UVA unavailable in the WSL2 + Blackwell "
     "environment (vLLM already disables pinned memory under WSL), so the worker died in init_device before any "
     "weight was loaded.",
     "the author's vllm-debugging.md (same commit), §2.1: export VLLM_USE_V2_MODEL_RUNNER=0 (the V1 runner); the "
     "later errors the note lists (nvcc not on PATH, no C compiler, mixed CUDA 13.0/13.3 packages, -lcudart) were "
     "other launches",
     release="0.28.0", gpu="NVIDIA GeForce RTX 5060 Ti 16 GB (SM 12.0), WSL2 on Windows", gpus=1,
     command="vllm serve Qwen/Qwen2.5-1.5B-Instruct",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 2: dropped where '...' stands: the kernel IR line, the Initializing line, the first "
          "traceback frames (core, executor, worker_base) and the process's repeat of the traceback. GPU, WSL2 and "
          "the fix are from vllm-debugging.md in the same commit, not from the log")

# ------------------------------------------------------------------ ThomasVuNguyen: TP 4 on a Ray cluster without 4 GPUs
case("github-thomasvunguyen-qwen25-32b-tp4-v085-ray-placement-group-gpus",
     "https://github.com/ThomasVuNguyen/agent-distillation/blob/4e66be60000bb73ef8dd05b0b9fd97d57d417311/vllm.log",
     r"""
Executing command: vllm serve Qwen/Qwen2.5-32B-Instruct --host 0.0.0.0 --port 8000 --dtype auto --api-key token-abc --gpu-memory-utilization 0.9 --tensor-parallel-size 4 --generation-config vllm
INFO 05-26 18:53:34 [__init__.py:239] Automatically detected platform cuda.
INFO 05-26 18:53:37 [api_server.py:1043] vLLM API server version 0.8.5.post1
...
INFO 05-26 18:53:44 [config.py:717] This model supports multiple tasks: {'classify', 'generate', 'reward', 'score', 'embed'}. Defaulting to 'generate'.
WARNING 05-26 18:53:44 [arg_utils.py:1658] Compute Capability < 8.0 is not supported by the V1 Engine. Falling back to V0. 
INFO 05-26 18:53:44 [config.py:1770] Defaulting to use ray for distributed inference
WARNING 05-26 18:53:44 [config.py:1443] Possibly too large swap space. 16.00 GiB out of the 23.34 GiB total CPU memory is allocated for the swap space.
INFO 05-26 18:53:44 [api_server.py:246] Started engine process with PID 629624
INFO 05-26 18:53:48 [__init__.py:239] Automatically detected platform cuda.
...
2025-05-26 18:53:52,518	INFO worker.py:1888 -- Started a local Ray instance.
INFO 05-26 18:53:53 [ray_utils.py:335] No current placement group found. Creating a new placement group.
WARNING 05-26 18:53:53 [ray_utils.py:342] The number of required GPUs exceeds the total number of available GPUs in the placement group.
INFO 05-26 18:54:03 [ray_utils.py:233] Waiting for creating a placement group of specs for 10 seconds. specs=[{'node:10.0.0.175': 0.001, 'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.
INFO 05-26 18:54:23 [ray_utils.py:233] Waiting for creating a placement group of specs for 30 seconds. specs=[{'node:10.0.0.175': 0.001, 'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.
INFO 05-26 18:55:03 [ray_utils.py:233] Waiting for creating a placement group of specs for 70 seconds. specs=[{'node:10.0.0.175': 0.001, 'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.
INFO 05-26 18:56:23 [ray_utils.py:233] Waiting for creating a placement group of specs for 150 seconds. specs=[{'node:10.0.0.175': 0.001, 'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` and `ray list nodes` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.
*** SIGTERM received at time=1748300290 on cpu 8 ***
...
ERROR 05-26 18:58:11 [engine.py:448] 15
ERROR 05-26 18:58:11 [engine.py:448] Traceback (most recent call last):
ERROR 05-26 18:58:11 [engine.py:448]   File "/root/agent-distillation/myenv/lib/python3.12/site-packages/ray/_private/worker.py", line 3053, in wait
ERROR 05-26 18:58:11 [engine.py:448]     ready_ids, remaining_ids = worker.core_worker.wait(
ERROR 05-26 18:58:11 [engine.py:448]                                ^^^^^^^^^^^^^^^^^^^^^^^^
ERROR 05-26 18:58:11 [engine.py:448]   File "python/ray/_raylet.pyx", line 3514, in ray._raylet.CoreWorker.wait
ERROR 05-26 18:58:11 [engine.py:448]   File "python/ray/includes/common.pxi", line 83, in ray._raylet.check_status
ERROR 05-26 18:58:11 [engine.py:448] KeyboardInterrupt
""",
     "tp_over_gpus", {"tensor_parallel_size": 4}, "tp_over_gpus",
     "An agent-distillation reproduction served Qwen/Qwen2.5-32B-Instruct with vLLM 0.8.5.post1 at "
     "--tensor-parallel-size 4 on a machine whose GPUs are below compute capability 8.0 (V0 fallback) and whose "
     "Ray instance has fewer than four GPUs: vLLM warns that the required GPUs exceed those available in the "
     "placement group and then waits for a four-GPU placement group that never forms (10, 30, 70, 150 s) until the "
     "author killed it (SIGTERM; the last traceback is that KeyboardInterrupt, not a vLLM error).",
     "not stated in the repository; the collector's reading: a tensor-parallel size no larger than the GPUs Ray sees "
     "(and a smaller model or quantized checkpoint to fit them), or more GPUs",
     release="0.8.5.post1", gpu="GPUs below compute capability 8.0 (not named)", gpus=None,
     command="vllm serve Qwen/Qwen2.5-32B-Instruct --host 0.0.0.0 --port 8000 --dtype auto --api-key token-abc "
             "--gpu-memory-utilization 0.9 --tensor-parallel-size 4 --generation-config vllm",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 3}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: dropped where '...' stands: the args Namespace line, the V0 Initializing line and the "
          "35-line native stack of the SIGTERM handler (printed twice); the excerpt ends at the KeyboardInterrupt of "
          "the engine's traceback (its further frames left out). The GPU count is not printed: Ray saw fewer than "
          "four")

if __name__ == "__main__":
    BATCH.write()
