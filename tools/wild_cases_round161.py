"""Round-161 blind batch: vLLM launch failures in COMMITTED RUN LOGS of public GitHub repositories, found by their file
names (vllm-server.log, vllm.log, logs/vllm_server.log, vllm_run.log, vllm-serve.log, ...), each the author's own run,
collected by helper wild161 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round161-blind"``; the lead grades it once (``python tests/wild_grade.py round161``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
look-ups brought them (files read at random from the name lists), not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py and rounds 154-160: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file (and, for one case, a script in the same repository) only. Excerpts are the log's text as the search
tool's stored copy shows it (read_file); whole lines in between are dropped and shown as ``...`` (named in each note);
no line was cut inside. The source url is the file's blob url at the commit read_file gave for the stored version read.

Slice: committed run logs found by file name (``find_files path=<name>``). Sources: the search tool's code corpus only.
**76 look-ups** (budget 80), counted as made: 1 ``search`` (code), 3 ``find_string``, 43 ``read_file``, 29
``find_files``, 0 ``find_repos``; no fetch; the device was not used.
Names tried and what they gave: nohup.out (2,886 repositories), server.log (9,323), logs/server.log (9,343),
serve.log (514) and api_server.log (204) are too generic to read at random (almost none is vLLM's) and were not read;
vllm_server.out, vllm_stderr.log, vllm.err, outputs/vllm.log, vllm_startup.log, vllm_launch.log, vllm_server_log.txt,
logs/vllm_error.log and vllm_debug.log: no repository; logs/vllm.out (1: benyucong, a healthy start), log/vllm.log
(1: dennislee22, a healthy Ray start), vllm-server.log (2: JosephWoodall TAKEN, qBraid TAKEN), logs/vllm_serve.log
(2: r3lativo's is a 454,318-character serving log, healthy in its first 16,000; leadawon/LAMBO read by round 154),
vllm_run.log (2: Einengutenmorgen/decode_kuki hangs after CUDA graphs [TP2 Qwen3.8-27B, 'No available shared memory
broadcast block found' for 18 minutes, no error: not taken]; dadiaokua is a benchmark client's log), vllm-serve.log
(1: shinrin2, healthy), logs/vllm-server.log (2 NV-Disruptron forks: the file holds a container id only),
vllm_output.txt (1: huggingface/lighteval, a library's repository, not read), vllm.txt (13: the four read are a
docker command, a tool-calling plan, an architecture sketch and a pip freeze, no log). Then the two lists round 154
used but did not exhaust: vllm.log (44 repositories; none in USED_SOURCES.txt) and logs/vllm_server.log (12).
**8 cases from 7 files of 7 repositories**: 3 memory (the free-memory gate, an Inductor-autotune OOM in the profile
run with the weights over the utilization share, the memory-profiling assert when free memory grew), 5 others (CUDA
graph capture not permitted in a container, FlashInfer's JIT without nvcc, a chat-template name read as a path, a model
path that does not exist, the API port in use).

Read and NOT taken (healthy starts or no failure in the stored text): Kiloma-Advanced-Solutions/PLG_AI (149,172 chars,
first 16,000 healthy), hanzhizhz/prograph (612,242 chars, healthy start), kumaxxp/duo-talk, joshhickson/LogoMesh,
fpolica91/triton-example (MiniMax-M2.5 on ROCm, healthy to the end), ezhucs1/arc_prophet, abi2024/narcbench,
Michal1337/clinician-co-pilot (first 16,000 of 113,086 healthy), marissazli/AttnPIProbe, AdhyyanNarang/memory_harm,
B664577/DocAvatar, DoanNgocCuong/fintech, jyngjeon/multiagentsdebate (first 16,000 of 2.6M), passionworkeer/tengxun_open,
GiakyLi/llm-app-framework, faradawn/bench3; not a vLLM failure: sirsjg/heretic ('Module not found "fake-vllm.ts"'),
miyurud/jasminegraph ('vllm: command not found'); too thin: adibaral/lmcache-experiments (two INFO lines, 'No platform
detected, vLLM is running on UnspecifiedPlatform', no error and no end); no text stored: hqnghi88/simba. A find_string
probe on 'EngineCore failed to start.' brought an agent transcript of a Qwen3.5-27B AutoRound launch
(/root/.openclaw/workspace/quantized/runs/..., 489,226 chars) whose repository was not located (not chased: budget).

Every repository was grepped in /work/coord/USED_SOURCES.txt (OWNER/REPO and url), the fixtures in tests/golden/wild/
and the other wt-wild16* round files: none was there.

Judgement calls for the lead (each case's ``note`` says more):
1. Kind without an exact row: qBraid's 'torch.AcceleratorError: CUDA error: operation not permitted' raised at
   torch.cuda.graph's capture_end inside vLLM's CUDA-graph capture -> cuda_graph_unsupported (the README row names the
   runtime's 'operation not permitted when stream is capturing'; the cause here is the container refusing capture, as
   the repository's serve script says; oom_cuda_graph and vllm_check_failed are the alternatives, and kvroom may read
   it as unrecognized). Kelsidavis's OOM is wrapped in 'torch._inductor.exc.InductorError: RuntimeError: Failed to run
   autotuning code block: CUDA out of memory ...' -> oom_profiling (the frames are profile_run/_dummy_run;
   torch_compile_error is the alternative kind).
2. Cause beyond the printed check: JosephWoodall's free-memory gate is labelled other_process (1.58 GiB of an 11.49
   GiB card held before start), but Qwen/Qwen3.6-35B-A3B in bf16 (about 67 GiB of weights) cannot load on that card at
   any utilization: a lower utilization would only move the failure to loading (weights_do_not_fit is the deeper
   cause; real_cause says so). Kelsidavis: weights_exceed_budget (14.19 GiB of weights against 0.7 x 15.47 = 10.83
   GiB), oom_profiling is the alternative cause.
3. The utilization 0.92 in JosephWoodall's message is not in the non-default args: vLLM 0.20.1's own default, as
   printed.
4. One file, two launches: AIEngOc2025's logs/vllm_server.log (vllm-metal on macOS) holds a launch refused for a model
   path that does not exist (the next launch drops 'src/' from it) and, ten hours later, a launch refused for the port
   (macOS errno 48). Both taken; the lead may count the file once.
5. Fixes: none of these repositories records the fix in the log itself; qBraid's setup/serve_vllm.sh (same repository,
   a later commit than the log) states the cause and the fix (--enforce-eager, ENFORCE_EAGER=1 by default); the other
   fix_that_worked fields say what the log shows and that no fix is recorded.
6. Long numbers kept as printed: goUp9's memory-profiling assert prints 62.7452392578125 / 63.12884521484375 GiB.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round161-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
NOT_MEMORY = NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}]

JW = ("https://github.com/JosephWoodall/agentic_local_coding/blob/6ec3acb9a74464b96ed1b3cd9d388f1a07debaa1/"
      "vllm-server.log")
QB = ("https://github.com/qBraid/evolving-quantum-compilers/blob/1228667a35658e6c968af2cb48c530d7ebe79989/"
      "vllm-server.log")
KD = "https://github.com/Kelsidavis/rusteze/blob/116ad7a50662d3623056b4eb7b62f7dd63fc4819/vllm.log"
KK = "https://github.com/kesh-kredos/voice-agent/blob/6e0e301b864092bfa25eb5292c1ece9803687fa4/vllm.log"
JL = ("https://github.com/JackYansongLi/local_llm_server/blob/fff765075a3cb7f9150ed9edae462bea291b1afd/"
      "logs/vllm_server.log")
GU = "https://github.com/goUp9/solana_rust_bot/blob/f1cb4b761c2c21b0b39e18705adb66b6af07d5a1/logs/vllm_server.log"
AE = ("https://github.com/AIEngOc2025/agent-triage-hospitalier/blob/2a4e3f91b6ce9776ef271fb73f463d21225f2eef/"
      "logs/vllm_server.log")

# ------------------------------------------------------------------ memory: free-memory gate, 35B MoE on an 11.49 GiB card
case("github-josephwoodall-qwen36-35b-a3b-free-9.91-of-11.49-util-0.92", JW,
     "(APIServer pid=173842) INFO 05-07 09:07:17 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.20.1\n"
     "(APIServer pid=173842) INFO 05-07 09:07:17 [utils.py:299]   █▄█▀ █     █     █     █  model   Qwen/Qwen3.6-35B-A3B\n"
     "...\n"
     "(APIServer pid=173842) INFO 05-07 09:07:17 [utils.py:233] non-default args: {'port': 8080, 'model': "
     "'Qwen/Qwen3.6-35B-A3B', 'trust_remote_code': True, 'max_model_len': 32768, 'reasoning_parser': 'qwen3'}\n"
     "...\n"
     "(APIServer pid=173842) INFO 05-07 09:07:23 [model.py:555] Resolved architecture: Qwen3_5MoeForConditionalGeneration\n"
     "(APIServer pid=173842) INFO 05-07 09:07:23 [model.py:1680] Using max model len 32768\n"
     "...\n"
     "(EngineCore pid=174108) INFO 05-07 09:07:41 [parallel_state.py:1715] rank 0 in world size 1 is assigned as DP rank 0, "
     "PP rank 0, PCP rank 0, TP rank 0, EP rank 0, EPLB rank N/A\n"
     "(EngineCore pid=174108) ERROR 05-07 09:07:41 [core.py:1136] EngineCore failed to start.\n"
     "(EngineCore pid=174108) ERROR 05-07 09:07:41 [core.py:1136] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=174108) ERROR 05-07 09:07:41 [core.py:1136]   File \"/home/redleadr/workspace/agentic_local_coding/"
     ".venv/lib/python3.14/site-packages/vllm/v1/worker/gpu_worker.py\", line 283, in init_device\n"
     "(EngineCore pid=174108) ERROR 05-07 09:07:41 [core.py:1136]     self.requested_memory = request_memory(init_snapshot, "
     "self.cache_config)\n"
     "...\n"
     "(EngineCore pid=174108) ERROR 05-07 09:07:41 [core.py:1136] ValueError: Free memory on device cuda:0 (9.91/11.49 GiB) "
     "on startup is less than desired GPU memory utilization (0.92, 10.57 GiB). Decrease GPU memory utilization or reduce "
     "GPU memory used by other processes.\n"
     "...\n"
     "(APIServer pid=173842) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "free_memory_low",
     {"free_gib": 9.91, "total_gib": 11.49, "gpu_memory_utilization": 0.92, "requested_gib": 10.57},
     "other_process",
     "A committed vllm-server.log of a local agentic-coding project (vLLM 0.20.1 in a Python 3.14 venv): vllm serve "
     "Qwen/Qwen3.6-35B-A3B at 32768 tokens on one GPU of 11.49 GiB (a 12 GB card), utilization left at the release's "
     "default 0.92. 1.58 GiB of the card was already held by other processes (a desktop or another program; the log "
     "does not name it), so only 9.91 GiB was free against the 10.57 GiB asked for, and the worker refused to start "
     "before loading anything. Deeper problem the gate hides: the model is a 35B-parameter MoE in bf16 (about 67 GiB "
     "of weights), which no utilization setting fits on this card; a lower utilization would only move the failure to "
     "weight loading, and a quantized or much smaller model is needed.",
     "none recorded in the repository (the file is the failed launch only); vLLM's own message: decrease the "
     "utilization or free the memory other processes hold",
     release="0.20.1", gpu="a single ~12 GB CUDA GPU (11.49 GiB total; model not named in the log)", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.863}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 3: the banner's version and model rows, the non-default args, the architecture and "
          "length lines, the rank line, the head of the EngineCore traceback, its request_memory frame and the "
          "ValueError, then the APIServer's closing RuntimeError; dropped ('...'): the banner's blank rows, NIXL and "
          "transformers warnings, the long engine-config line (tensor_parallel_size=1, kv_cache_dtype=auto, "
          "enforce_eager=False), the other traceback frames and the process's repeated traceback. gpus None: only "
          "cuda:0 appears and the log does not say how many cards the machine has. Forbidden utilization: 9.91/11.49 "
          "= 0.8625, so any share at or above 0.863 still fails the gate")

# ------------------------------------------------------------------ toolchain: CUDA graph capture refused in a container
case("github-qbraid-qwen25-coder-14b-cuda-graph-capture-not-permitted", QB,
     "(APIServer pid=661) INFO 09-16 16:06:11 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.19.1\n"
     "(APIServer pid=661) INFO 09-16 16:06:11 [utils.py:299]   █▄█▀ █     █     █     █  model   Qwen/Qwen2.5-Coder-14B-Instruct\n"
     "...\n"
     "(APIServer pid=661) INFO 09-16 16:06:11 [utils.py:233] non-default args: {'model': 'Qwen/Qwen2.5-Coder-14B-Instruct'}\n"
     "...\n"
     "(APIServer pid=661) INFO 09-16 16:06:19 [model.py:1678] Using max model len 32768\n"
     "...\n"
     "(EngineCore pid=911) INFO 09-16 16:07:56 [gpu_model_runner.py:4820] Model loading took 27.57 GiB memory and "
     "87.228781 seconds\n"
     "...\n"
     "(EngineCore pid=911) INFO 09-16 16:08:18 [gpu_model_runner.py:5876] Profiling CUDA graph memory: PIECEWISE=51 "
     "(largest=512), FULL=51 (largest=512)\n"
     "(EngineCore pid=911) INFO 09-16 16:08:19 [gpu_model_runner.py:5955] Estimated CUDA graph memory: 1.29 GiB total\n"
     "(EngineCore pid=911) INFO 09-16 16:08:20 [gpu_worker.py:436] Available KV cache memory: 41.21 GiB\n"
     "...\n"
     "(EngineCore pid=911) INFO 09-16 16:08:20 [kv_cache_utils.py:1319] GPU KV cache size: 225,056 tokens\n"
     "(EngineCore pid=911) INFO 09-16 16:08:20 [kv_cache_utils.py:1324] Maximum concurrency for 32,768 tokens per "
     "request: 6.87x\n"
     "...\n"
     "Capturing CUDA graphs (mixed prefill-decode, PIECEWISE):  69%|██████▊   | 35/51 [00:01<00:00, 19.80it/s]\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] EngineCore failed to start.\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]   File \"/home/jovyan/vllm-env/lib/python3.12/site-packages/"
     "vllm/v1/worker/gpu_worker.py\", line 588, in compile_or_warm_up_model\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]     cuda_graph_memory_bytes = self.model_runner.capture_model()\n"
     "...\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]   File \"/home/jovyan/vllm-env/lib/python3.12/site-packages/"
     "vllm/compilation/cuda_graph.py\", line 308, in __call__\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]     with torch.cuda.graph(\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]   File \"/home/jovyan/vllm-env/lib/python3.12/site-packages/"
     "torch/cuda/graphs.py\", line 268, in __exit__\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]     self.cuda_graph.capture_end()\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]   File \"/home/jovyan/vllm-env/lib/python3.12/site-packages/"
     "torch/cuda/graphs.py\", line 130, in capture_end\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108]     super().capture_end()\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] torch.AcceleratorError: CUDA error: operation not permitted\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] Search for `cudaErrorNotPermitted' in "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] CUDA kernel errors might be asynchronously reported at some "
     "other API call, so the stacktrace below might be incorrect.\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] For debugging consider passing CUDA_LAUNCH_BLOCKING=1\n"
     "(EngineCore pid=911) ERROR 09-16 16:08:23 [core.py:1108] Compile with `TORCH_USE_CUDA_DSA` to enable device-side "
     "assertions.",
     "cuda_graph_unsupported", {}, "cuda_graph_unsupported",
     "qBraid's evolving-quantum-compilers demo committed the log of a vllm serve Qwen/Qwen2.5-Coder-14B-Instruct with "
     "all defaults (vLLM 0.19.1, a Jupyter-style container, /home/jovyan) on qBraid's on-demand GPU instance. The "
     "weights (27.57 GiB) and the KV cache (41.21 GiB, 225,056 tokens) were sized without trouble; the engine then "
     "died 35 graphs into CUDA-graph capture with cudaErrorNotPermitted at torch.cuda.graph's capture_end. The "
     "repository's setup/serve_vllm.sh states the cause: CUDA graph capture is not permitted inside qBraid's GPU "
     "containers, vLLM dies during capture with exactly this error, and the server never comes up.",
     "setup/serve_vllm.sh in the same repository (commit 25dfdc0653c0f61f98f20174523b2cae5c23d1c5): pass "
     "--enforce-eager (ENFORCE_EAGER=1 by default) to skip capture; 'it costs some decode throughput and is the "
     "difference between a server and no server'",
     release="0.19.1", gpu="qBraid on-demand GPU container (card not named; about 80 GB by the log's sizes)",
     gpus=None, command="vllm serve Qwen/Qwen2.5-Coder-14B-Instruct",
     forbidden=NOT_MEMORY + [{"flag": "--max-num-seqs"}],
     note="judgement calls 1 and 5: banner rows, non-default args, length, weights, CUDA-graph profiling, KV lines, "
          "the last capture progress row before the error, the head of the EngineCore traceback, the "
          "compile_or_warm_up_model/capture_model frame and the innermost frames with the AcceleratorError and "
          "torch's advice lines; dropped ('...'): downloads, shard progress, torch.compile lines, the earlier capture "
          "rows, the middle frames (gpu_model_runner._capture_cudagraphs/_dummy_run, qwen2 forward, the compiled "
          "graph's submodule call) and the repeated process traceback (the file's last 10,000 characters were not "
          "read). The command is the non-default args retold as a command. Not a memory failure: every memory "
          "figure is healthy and capture fails on permission, not allocation")

# ------------------------------------------------------------------ memory: Inductor autotune OOM in the profile run
case("github-kelsidavis-qwen25-coder-7b-bf16-15.47gib-util-0.7-inductor-autotune-oom", KD,
     "(APIServer pid=558456) INFO 01-19 23:40:18 [api_server.py:1351] vLLM API server version 0.13.0\n"
     "(APIServer pid=558456) INFO 01-19 23:40:18 [utils.py:253] non-default args: {'host': '0.0.0.0', 'model': "
     "'Qwen/Qwen2.5-Coder-7B-Instruct', 'trust_remote_code': True, 'dtype': 'bfloat16', 'max_model_len': 32768, "
     "'gpu_memory_utilization': 0.7, 'max_num_batched_tokens': 4096, 'max_num_seqs': 32, 'enable_chunked_prefill': True}\n"
     "...\n"
     "(EngineCore_DP0 pid=558551) INFO 01-19 23:55:08 [gpu_model_runner.py:3659] Model loading took 14.1931 GiB memory "
     "and 880.678751 seconds\n"
     "(EngineCore_DP0 pid=558551) INFO 01-19 23:55:12 [backends.py:643] Using cache directory: /home/k/.cache/vllm/"
     "torch_compile_cache/708c1b2aab/rank_0_0/backbone for vLLM's torch.compile\n"
     "(EngineCore_DP0 pid=558551) INFO 01-19 23:55:12 [backends.py:703] Dynamo bytecode transform time: 3.66 s\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]   File \"/home/k/.local/lib/python3.12/site-packages/"
     "vllm/v1/worker/gpu_worker.py\", line 340, in determine_available_memory\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]     self.model_runner.profile_run()\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]   File \"/home/k/.local/lib/python3.12/site-packages/"
     "vllm/v1/worker/gpu_model_runner.py\", line 4474, in profile_run\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]     hidden_states, last_hidden_states = self._dummy_run(\n"
     "...\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]   File \"/home/k/.local/lib/python3.12/site-packages/"
     "torch/_inductor/codegen/wrapper.py\", line 1695, in generate_and_run_autotune_block\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866]     raise RuntimeError(f\"Failed to run autotuning code "
     "block: {e}\") from e\n"
     "(EngineCore_DP0 pid=558551) ERROR 01-19 23:55:19 [core.py:866] torch._inductor.exc.InductorError: RuntimeError: "
     "Failed to run autotuning code block: CUDA out of memory. Tried to allocate 1.02 GiB. GPU 0 has a total capacity "
     "of 15.47 GiB of which 857.31 MiB is free. Including non-PyTorch memory, this process has 14.61 GiB memory in use. "
     "Of the allocated memory 14.22 GiB is allocated by PyTorch, and 19.91 MiB is reserved by PyTorch but unallocated. "
     "If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
     "oom_profiling",
     {"tried_gib": 1.02, "total_gib": 15.47, "gpu_memory_utilization": 0.7, "max_model_len": 32768,
      "max_num_seqs": 32, "weights_gib": 14.19},
     "weights_exceed_budget",
     "A committed vllm.log of a Rust code-assistant project (vLLM 0.13.0, pip --user install): vllm serve "
     "Qwen/Qwen2.5-Coder-7B-Instruct in bf16 at 32768 tokens with gpu_memory_utilization 0.7 on a 16 GB card (15.47 "
     "GiB). The bf16 weights alone took 14.19 GiB, above the 10.83 GiB (0.7 x 15.47) share the launch allowed and "
     "leaving under 1 GiB of the whole card; the first profiling forward pass compiled with Inductor, whose "
     "autotuning asked for 1.02 GiB more and ran out of memory. No utilization below the weights fits; even near the "
     "whole card a 32768-token KV cache (about 1.75 GiB for this model) would not fit beside 14.19 GiB of weights, so "
     "a quantized checkpoint (or a far shorter length at a high utilization) is needed.",
     "none recorded in the repository (the file is the failed launch only)",
     release="0.13.0", gpu="a single 16 GB CUDA GPU (15.47 GiB total; model not named in the log)", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.7}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}],
     note="judgement calls 1 and 2: the version and non-default-args lines, the weights line, the two torch.compile "
          "lines before the error, the head of the traceback, the determine_available_memory/profile_run frames, "
          "the innermost Inductor frame and the InductorError; dropped ('...'): the engine config line "
          "(tensor_parallel_size=1, kv_cache_dtype=auto, enforce_eager=False, cudagraph capture sizes up to 64), "
          "the 877 s weight download, shard progress, and the middle frames (qwen2 forward, vLLM's compile wrapper, "
          "Inductor's compile_fx/graph codegen) and the repeated process traceback. Read at commit 116ad7a5..., the "
          "stored version read_file gave (find_files listed f06343eb... for the same path). weights_gib is the "
          "printed 14.1931 rounded to 14.19; free memory is printed in MiB (857.31) and not given as free_gib. "
          "A shorter --max-model-len alone is not forbidden: it matters once the utilization is raised")

# ------------------------------------------------------------------ toolchain: FlashInfer sampler JIT, no nvcc / CUDA home
case("github-kesh-kredos-llama32-1b-flashinfer-sampler-jit-no-nvcc", KK,
     "(APIServer pid=1551523) INFO 06-23 15:43:07 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.23.0\n"
     "(APIServer pid=1551523) INFO 06-23 15:43:07 [api_utils.py:339]   █▄█▀ █     █     █     █  model   "
     "meta-llama/Llama-3.2-1B-Instruct\n"
     "...\n"
     "(APIServer pid=1551523) INFO 06-23 15:43:07 [api_utils.py:273] non-default args: {'model_tag': "
     "'meta-llama/Llama-3.2-1B-Instruct', 'host': '0.0.0.0', 'model': 'meta-llama/Llama-3.2-1B-Instruct', "
     "'max_model_len': 4096}\n"
     "...\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:14 [gpu_worker.py:303] Using V2 Model Runner\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:15 [topk_topp_sampler.py:55] Using FlashInfer for top-p & top-k sampling.\n"
     "...\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:16 [model_runner.py:319] Model loading took 2.32 GiB and 1.499840 seconds\n"
     "...\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:18 [gpu_worker.py:480] Available KV cache memory: 41.01 GiB\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:18 [kv_cache_utils.py:1744] GPU KV cache size: 1,343,840 tokens\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:18 [kv_cache_utils.py:1745] Maximum concurrency for 4,096 tokens per "
     "request: 328.09x\n"
     "(EngineCore pid=1551593) WARNING 06-23 15:43:18 [import_utils.py:408] Module vllm.third_party.deep_gemm was found "
     "but failed to import\n"
     "...\n"
     "(EngineCore pid=1551593) WARNING 06-23 15:43:18 [import_utils.py:408]     assert cuda_home is not None\n"
     "(EngineCore pid=1551593) WARNING 06-23 15:43:18 [import_utils.py:408]            ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=1551593) WARNING 06-23 15:43:18 [import_utils.py:408] AssertionError\n"
     "...\n"
     "(EngineCore pid=1551593) INFO 06-23 15:43:19 [model_runner.py:701] Graph capturing finished in 1 secs, took 0.33 GiB\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195] EngineCore failed to start.\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]   File \"/home/kesh/miniconda3/envs/voiceagent/lib/"
     "python3.11/site-packages/vllm/v1/worker/gpu/warmup.py\", line 118, in warmup_kernels\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]     worker_sample_tokens(grammar_output)\n"
     "...\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]   File \"/home/kesh/miniconda3/envs/voiceagent/lib/"
     "python3.11/site-packages/vllm/v1/sample/ops/topk_topp_sampler.py\", line 493, in flashinfer_sample\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]     next_token_ids = "
     "flashinfer.sampling.top_k_top_p_sampling_from_logits(\n"
     "...\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]   File \"/home/kesh/miniconda3/envs/voiceagent/lib/"
     "python3.11/site-packages/flashinfer/jit/core.py\", line 316, in build_and_load\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]     self.build(verbose, need_lock=False)\n"
     "...\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]   File \"/home/kesh/miniconda3/envs/voiceagent/lib/"
     "python3.11/site-packages/flashinfer/jit/cpp_ext.py\", line 61, in get_cuda_path\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195]     raise RuntimeError(\n"
     "(EngineCore pid=1551593) ERROR 06-23 15:43:19 [core.py:1195] RuntimeError: Could not find nvcc and default "
     "cuda_home='/usr/local/cuda' doesn't exist",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "A committed vllm.log of a voice-agent project: vllm serve meta-llama/Llama-3.2-1B-Instruct at 4096 tokens with "
     "vLLM 0.23.0 from pip in a conda env (V2 model runner). Loading, KV sizing (41.01 GiB, 1.34M tokens) and "
     "CUDA-graph capture all succeeded; the kernel warm-up then ran one sampling step through FlashInfer's top-k/top-p "
     "sampler, whose module is JIT-built on first use, and FlashInfer found no CUDA toolkit: no nvcc on PATH and no "
     "/usr/local/cuda (the same missing CUDA home made vllm.third_party.deep_gemm fail to import a second earlier). A "
     "runtime-only environment without the CUDA compiler, not memory.",
     "none recorded in the repository; the log points to either installing a CUDA toolkit (nvcc, CUDA_HOME) or not "
     "using FlashInfer's JIT sampler (VLLM_USE_FLASHINFER_SAMPLER=0)",
     release="0.23.0", gpu="a single CUDA GPU (not named; about 48 GB by the log's sizes)", gpus=None,
     command="vllm serve meta-llama/Llama-3.2-1B-Instruct --host 0.0.0.0 --max-model-len 4096",
     forbidden=NOT_MEMORY + [{"flag": "--enforce-eager"}],
     note="the banner rows, non-default args, the V2-runner and FlashInfer-sampler lines, weights, KV lines, the "
          "deep_gemm import warning's head and tail, the capture summary, the traceback head and the frames warmup -> "
          "flashinfer_sample -> jit build -> get_cuda_path with the RuntimeError; dropped ('...'): banner blank rows, "
          "IR-priority, backend and weight-utils lines, the deep_gemm warning's middle frames, the capture progress "
          "bars and the middle frames of the traceback, and the repeated process traceback (the file's last 8,700 "
          "characters were not read). The command is the non-default args retold. --enforce-eager is forbidden too: "
          "the failure is in the sampler's warm-up, not in graph capture")

# ------------------------------------------------------------------ config: --chat-template name read as a missing path (macOS CPU)
case("github-jackyansongli-macos-cpu-chat-template-tool-use-not-a-path", JL,
     "INFO 10-07 16:33:59 [__init__.py:216] Automatically detected platform cpu.\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/homebrew/Caskroom/mambaforge/base/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/opt/homebrew/Caskroom/mambaforge/base/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/Users/jackyansongli/git/local_llm_serving/.venv/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 1951, in <module>\n"
     "    validate_parsed_serve_args(args)\n"
     "  File \"/Users/jackyansongli/git/local_llm_serving/.venv/lib/python3.10/site-packages/vllm/entrypoints/openai/"
     "cli_args.py\", line 274, in validate_parsed_serve_args\n"
     "    validate_chat_template(args.chat_template)\n"
     "  File \"/Users/jackyansongli/git/local_llm_serving/.venv/lib/python3.10/site-packages/vllm/entrypoints/"
     "chat_utils.py\", line 1033, in validate_chat_template\n"
     "    raise ValueError(\n"
     "ValueError: The supplied chat template string (tool_use) appears path-like, but doesn't exist!",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A committed logs/vllm_server.log of a local LLM-serving project on a Mac (vLLM on its CPU platform, a Homebrew "
     "mambaforge Python 3.10 venv): python -m vllm.entrypoints.openai.api_server was given --chat-template tool_use, "
     "the name of a tokenizer's named template rather than a Jinja file or template text; vLLM's argument validation "
     "took the string for a file path, found no such file and refused before any engine or model was touched.",
     "none recorded in the log; the check asks for a chat template file that exists (or a literal template), or the "
     "flag left out so the model's own tokenizer template is used",
     release="not printed (its platform line and api_server.py line 1951 fit a release of about 0.10.2-0.11)",
     gpu="none: an Apple Silicon Mac on vLLM's CPU platform", gpus=None,
     forbidden=NOT_MEMORY,
     note="the whole file (1,056 characters) as committed. Not a memory failure and nothing was loaded, so every "
          "memory and parallel flag is forbidden; the release is not printed (the lead may read the releases "
          "kvroom's site table gives for chat_utils.py::validate_chat_template)")

# ------------------------------------------------------------------ memory: profiling assert, free memory grew (RL box, util 0.5)
case("github-goup9-qwen3-4b-memory-profiling-free-grew-62.75-to-63.13", GU,
     "(APIServer pid=414156) INFO 01-12 01:42:14 [api_server.py:1351] vLLM API server version 0.13.0\n"
     "(APIServer pid=414156) INFO 01-12 01:42:14 [utils.py:253] non-default args: {'model': 'Qwen/Qwen3-4B', 'dtype': "
     "'bfloat16', 'max_model_len': 8192, 'gpu_memory_utilization': 0.5}\n"
     "...\n"
     "(EngineCore_DP0 pid=414253) INFO 01-12 01:42:29 [gpu_model_runner.py:3659] Model loading took 7.5552 GiB memory "
     "and 2.810324 seconds\n"
     "...\n"
     "(EngineCore_DP0 pid=414253) INFO 01-12 01:42:50 [monitor.py:34] torch.compile takes 12.03 s in total\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866]   File \"/root/workplace/game_rl_training/venv/lib/"
     "python3.12/site-packages/vllm/v1/worker/gpu_worker.py\", line 348, in determine_available_memory\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866]     assert self.init_snapshot.free_memory > "
     "free_gpu_memory, (\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=414253) ERROR 01-12 01:42:51 [core.py:866] AssertionError: Error in memory profiling. Initial "
     "free memory 62.7452392578125 GiB, current free memory 63.12884521484375 GiB. This happens when other processes "
     "sharing the same container release GPU memory while vLLM is profiling during initialization. To fix this, ensure "
     "consistent GPU memory allocation or isolate vLLM in its own container.",
     "memory_profiling_error",
     {"initial_free_gib": 62.7452392578125, "current_free_gib": 63.12884521484375, "gpu_memory_utilization": 0.5,
      "max_model_len": 8192},
     "other_process",
     "A committed logs/vllm_server.log (vLLM 0.13.0 in a venv under /root/workplace/game_rl_training): vllm serve "
     "Qwen/Qwen3-4B at 8192 tokens with gpu_memory_utilization 0.5, a half-card share on a GPU used by other work. "
     "The weights loaded (7.56 GiB) and torch.compile ran; when the profiler compared free memory, the card had MORE "
     "free memory (63.13 GiB) than at start (62.75 GiB) although vLLM had loaded 7.56 GiB since, because another "
     "process on the same GPU released memory during the profile. vLLM's assert refuses such a measurement.",
     "none recorded in the log; vLLM's message: keep the GPU's other users steady while vLLM starts (start it before "
     "or after the job that frees memory) or isolate vLLM on its own GPU/container",
     release="0.13.0", gpu="a single CUDA GPU shared with other processes (not named; about 80 GB by the log)",
     gpus=None,
     forbidden=NOT_MEMORY,
     note="judgement call 6: version and non-default args, weights, the last line before the error, the traceback "
          "head, the determine_available_memory frame and the AssertionError; dropped ('...'): the engine config line, "
          "parallel-state, backend and shard-progress lines, torch.compile lines, the middle frames and the repeated "
          "process traceback (the file is 1,148,130 characters; only its first 16,000 were read, and later launches "
          "in it, if any, were not). Cause other_process from the message itself and the shared-GPU share 0.5; no "
          "utilization, length or KV setting changes what other processes free during profiling")

# ------------------------------------------------------------------ model path: local path that does not exist (vllm-metal, macOS)
case("github-aiengoc2025-vllm-metal-model-path-src-models-invalid-repo-id", AE,
     "INFO 06-28 23:59:00 [__init__.py:44] Available plugins for group vllm.platform_plugins:\n"
     "INFO 06-28 23:59:00 [__init__.py:46] - metal -> vllm_metal:register\n"
     "INFO 06-28 23:59:00 [__init__.py:49] All plugins in this group will be loaded. Set `VLLM_PLUGINS` to control which "
     "plugins to load.\n"
     "INFO 06-28 23:59:02 [__init__.py:238] Platform plugin metal is activated\n"
     "...\n"
     "(APIServer pid=18136) INFO 06-28 23:59:04 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.23.0\n"
     "(APIServer pid=18136) INFO 06-28 23:59:04 [api_utils.py:339]   █▄█▀ █     █     █     █  model   "
     "/Users/mpaga/poc-agent-triage-medical/src/models/merged_dpo_final_chsa\n"
     "...\n"
     "(APIServer pid=18136) INFO 06-28 23:59:04 [api_utils.py:273] non-default args: {'model_tag': "
     "'/Users/mpaga/poc-agent-triage-medical/src/models/merged_dpo_final_chsa', 'host': '127.0.0.1', 'model': "
     "'/Users/mpaga/poc-agent-triage-medical/src/models/merged_dpo_final_chsa', 'max_model_len': 4096, "
     "'gpu_memory_utilization': 0.7}\n"
     "...\n"
     "(APIServer pid=18136) Traceback (most recent call last):\n"
     "...\n"
     "(APIServer pid=18136)   File \"/Users/mpaga/.venv-vllm-metal/lib/python3.12/site-packages/vllm/engine/"
     "arg_utils.py\", line 755, in __post_init__\n"
     "(APIServer pid=18136)     self.model = get_model_path(self.model, self.revision)\n"
     "(APIServer pid=18136)                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=18136)   File \"/Users/mpaga/.venv-vllm-metal/lib/python3.12/site-packages/vllm/transformers_utils/"
     "repo_utils.py\", line 239, in get_model_path\n"
     "(APIServer pid=18136)     return hf_api().snapshot_download(\n"
     "(APIServer pid=18136)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "(APIServer pid=18136) huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or "
     "'namespace/repo_name': '/Users/mpaga/poc-agent-triage-medical/src/models/merged_dpo_final_chsa'. Use `repo_type` "
     "argument if needed.",
     "model_not_found", {}, "model_not_found",
     "A committed logs/vllm_server.log of a medical-triage agent proof of concept, served on a Mac with vLLM 0.23.0 "
     "and the vllm-metal platform plugin: vllm serve of a local DPO-merged checkpoint given as "
     "/Users/mpaga/poc-agent-triage-medical/src/models/merged_dpo_final_chsa. No directory exists at that path, so "
     "vLLM handed the string to the Hub as a repository id and huggingface_hub's validator refused it. The next "
     "launch in the same log (ten hours later) names /Users/mpaga/poc-agent-triage-medical/models/merged_dpo_final_chsa, "
     "without 'src/', and gets past model resolution.",
     "the next launch in the same file: the checkpoint path without 'src/' (…/poc-agent-triage-medical/models/"
     "merged_dpo_final_chsa)",
     release="0.23.0 (vllm-metal platform plugin, macOS)", gpu="Apple Silicon Mac (Metal; vllm-metal)", gpus=None,
     forbidden=NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="judgement call 4: the platform-plugin lines, the banner's version and model rows, the non-default args, "
          "the traceback head and the arg_utils -> get_model_path -> snapshot_download frames with the "
          "HFValidationError; dropped ('...'): the 'Triton not installed' info, the ulimit warning, the banner's "
          "other rows, and the frames from vllm's CLI main through api_server/AsyncEngineArgs.from_cli_args and "
          "huggingface_hub's validators. First of two launches in the file, both taken")

# ------------------------------------------------------------------ port: the API port already bound (macOS errno 48)
case("github-aiengoc2025-vllm-metal-port-8000-errno-48", AE,
     "INFO 06-29 10:09:06 [__init__.py:44] Available plugins for group vllm.platform_plugins:\n"
     "INFO 06-29 10:09:06 [__init__.py:46] - metal -> vllm_metal:register\n"
     "INFO 06-29 10:09:06 [__init__.py:49] All plugins in this group will be loaded. Set `VLLM_PLUGINS` to control which "
     "plugins to load.\n"
     "INFO 06-29 10:09:08 [__init__.py:238] Platform plugin metal is activated\n"
     "...\n"
     "(APIServer pid=30568) INFO 06-29 10:09:10 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.23.0\n"
     "(APIServer pid=30568) INFO 06-29 10:09:10 [api_utils.py:339]   █▄█▀ █     █     █     █  model   "
     "/Users/mpaga/poc-agent-triage-medical/models/merged_dpo_final_chsa\n"
     "...\n"
     "(APIServer pid=30568) INFO 06-29 10:09:10 [api_utils.py:273] non-default args: {'model_tag': "
     "'/Users/mpaga/poc-agent-triage-medical/models/merged_dpo_final_chsa', 'host': '127.0.0.1', 'model': "
     "'/Users/mpaga/poc-agent-triage-medical/models/merged_dpo_final_chsa', 'max_model_len': 4096, "
     "'gpu_memory_utilization': 0.7}\n"
     "(APIServer pid=30568) Traceback (most recent call last):\n"
     "...\n"
     "(APIServer pid=30568)   File \"/Users/mpaga/.venv-vllm-metal/lib/python3.12/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 664, in run_server\n"
     "(APIServer pid=30568)     listen_address, sock = setup_server(args)\n"
     "(APIServer pid=30568)                            ^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "(APIServer pid=30568)   File \"/Users/mpaga/.venv-vllm-metal/lib/python3.12/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 543, in setup_server\n"
     "(APIServer pid=30568)     sock = create_server_socket(sock_addr)\n"
     "(APIServer pid=30568)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=30568)   File \"/Users/mpaga/.venv-vllm-metal/lib/python3.12/site-packages/vllm/entrypoints/openai/"
     "api_server.py\", line 492, in create_server_socket\n"
     "(APIServer pid=30568)     sock.bind(addr)\n"
     "(APIServer pid=30568) OSError: [Errno 48] Address already in use",
     "port_in_use", {}, "port_in_use",
     "The same committed log, the second launch (next morning, model path corrected): vllm serve of the local "
     "checkpoint on 127.0.0.1 with vLLM's default port 8000 (no --port given), on a Mac with vllm-metal. The API "
     "server's socket bind failed with macOS's EADDRINUSE (errno 48): another process, most likely an earlier server "
     "of this project, still held the port; the engine was never built.",
     "none recorded in the log (a later start in the file is interrupted with KeyboardInterrupt during import and a "
     "third one was not read to its end); the fix is to stop the process holding port 8000 or pass another --port",
     release="0.23.0 (vllm-metal platform plugin, macOS)", gpu="Apple Silicon Mac (Metal; vllm-metal)", gpus=None,
     forbidden=NOT_MEMORY,
     note="judgement call 4: the platform-plugin lines, the banner's version and model rows, the non-default args, "
          "the traceback head and the run_server -> setup_server -> create_server_socket frames with the OSError; "
          "dropped ('...'): the banner's other rows and the frames from vllm's CLI main through uvloop/asyncio. "
          "Errno 48 is macOS's EADDRINUSE (Linux's is 98). Second of two launches in the file, both taken")

if __name__ == "__main__":
    BATCH.write()
