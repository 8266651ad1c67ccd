"""Round-7 blind batch: real startup logs collected while the out-of-memory diagnoses were being fixed (helper oomfix),
to be graded only AFTER those fixes are merged -> tests/golden/wild/<id>.json, each marked ``"batch": "round7-blind"``.

Same rules as tools/wild_cases_round4.py: collected from GitHub threads through the search tool's issues corpus, with
other wordings and symptoms than the canonical messages (most hits of those are earlier fixtures), threads taken in the
order the search returned them; none in the earlier fixtures or ../shared/cases (urls checked); every expectation (kind, printed numbers,
cause, fixes that would be wrong for that user) written from the thread and NOT checked against kvroom: nobody ran
``kvroom explain`` on these excerpts before the blind grading. Excerpts are the text as the thread shows it (a line
the search excerpt cut short stays cut). Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round7-blind")
case = BATCH.case

NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"},
           {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]


# ------------------------------------------------------------------ OOM while loading the weights
case("vllm-188-mistral7b-fp16-2080ti-10.73", "https://github.com/vllm-project/vllm/issues/188",
     "python -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model mistralai/Mistral-7B-v0.1 --dtype half "
     "--gpu-memory-utilization 0.8  --max-model-len 4096\n\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB (GPU 0; 10.73 GiB total capacity; "
     "9.85 GiB already allocated; 46.44 MiB free; 9.86 GiB reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.",
     "oom_loading", {"total_gib": 10.73}, "weights_do_not_fit",
     "Mistral-7B in fp16 (about 14.5 GB of weights) on one RTX 2080 Ti (10.73 GiB): the weights alone do not fit; the "
     "224 MiB request is one layer's gate_up projection (2 x 14336 x 4096 x 2 bytes), so it failed while building the "
     "model. The reporter saw that changing --gpu-memory-utilization made no difference.",
     "an AWQ 4-bit checkpoint (TheBloke/Mistral-7B-OpenOrca-AWQ --quantization awq, same 4096 length, util 0.7) "
     "started (reporter, same comment)",
     release="0.2.x (November 2023)", gpu="RTX 2080 Ti", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--dtype", "value": "bfloat16"}],
     note="a comment in a long thread (mendhak, 2023-11-13); the OOM was quoted as a markdown blockquote, the '>' left "
          "out; torch's older OOM wording '(GPU 0; X total capacity; ...)'")

# ------------------------------------------------------------------ OOM in the profiling run
case("kimi-vl-54-8xa100-profiling-oom-1029gib-no-flash-attn", "https://github.com/MoonshotAI/Kimi-VL/issues/54",
     "vllm serve /root/model/kimi --served-model-name kimi-vl-thinking-2506 --trust-remote-code --tensor-parallel-size 8 "
     "--max-num-batched-tokens 32768 --max-model-len 32768 --limit-mm-per-prompt image=64\n\n"
     "RuntimeError: Worker failed with error 'CUDA out of memory. Tried to allocate 1029.51 GiB. GPU 0 has a total "
     "capacity of 79.35 GiB of which 19.23 GiB is free. Process 145882 has 60.12 GiB memory in use. Of the allocated "
     "memory 58.52 GiB is allocated by PyTorch, and 310.01 MiB is reserved by PyTorch but unallocated. If reserved but "
     "unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)', please check the stack trace above for "
     "the root cause",
     "oom_profiling", {"total_gib": 79.35, "tried_gib": 1029.51, "free_gib": 19.23}, "oom_profiling",
     "Kimi-VL-A3B-Thinking-2506 on 8 x A100 80GB (V1 engine): the profiling run's dummy multi-modal batch (up to 64 "
     "images, 32768 tokens) goes through the vision tower, whose attention without flash-attn materialises a score "
     "tensor of 1029 GiB, far more than any GPU.",
     "install flash_attn (reporter: solved)", gpu="A100 80GB", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="the excerpt shows no phase line: the request (1029.51 GiB) is larger than the whole GPU, which no loading or "
          "KV allocation of this model asks for; the thread's fix (flash-attn) points at the profile run's attention")
case("vllm-1949-dolphin-mistral-awq-32768-oom-3.50", "https://github.com/vllm-project/vllm/issues/1949",
     "WARNING 12-06 19:09:20 config.py:140] awq quantization is not fully optimized yet. The speed can be slower than "
     "non-quantized models.\n"
     "INFO 12-06 19:09:20 llm_engine.py:73] Initializing an LLM engine with config: "
     "model='TheBloke/dolphin-2.1-mistral-7B-AWQ', tokenizer='TheBloke/dolphin-2.1-mistral-7B-AWQ', "
     "tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, "
     "max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=1, quantization=awq, seed=0)\n"
     "Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or "
     "trained.\n"
     "Traceback (most recent call last):\n"
     "  File \"app.py\", line 140, in <module>\n"
     "    engine = AsyncLLMEngine.from_engine_args(engine_args)\n"
     "  File \"/usr/local/lib/python3.8/dist-packages/vllm/engine/async_llm_engine.py\", line 495, in from_engine_args\n"
     "    engine = cls(parallel_config.worker_use_ray,\n"
     "  File \"/usr/local/lib/python3.8/dist-packages/vllm/engine/async_llm_engine.py\", line 269, in __init__\n"
     "    self.engine = self._init_engine(*args, **kwargs)\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 0 has a total capacty of 23.64 "
     "GiB of which 1.42 GiB is free. Process 2722 has 22.22 GiB memory in use. Of the allocate",
     "oom_profiling", {"total_gib": 23.64, "tried_gib": 3.5, "free_gib": 1.42}, "oom_profiling",
     "dolphin-2.1-mistral-7B AWQ (about 4 GB of weights) on one 24 GB GPU with vLLM 0.2.x at its derived length 32768: "
     "the 0.2.x profiling run pushes max(max_model_len, 2048) = 32768 tokens through the model in one batch and its "
     "activations do not fit (this process already held 22.22 GiB, far more than the weights).",
     "--max-model-len 8192 (reporter: fixed; the same advice as vllm#188)",
     release="0.2.x (December 2023)", gpus=1,
     forbidden=[{"flag": "--max-model-len", "at_least": 32768}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--gpu-memory-utilization", "above": 0.9}, {"flag": "--kv-cache-dtype"}],
     note="the description's traceback is cut by the search excerpt after _init_engine; the OOM line is the issue's "
          "title (cut there at 'Of the allocate'), which the description repeats below the traceback")

# ------------------------------------------------------------------ capacity logs (no failure)
case("club-3090-434-2x3090-lmcache-kv-5.0", "https://github.com/noonghunna/club-3090/issues/434",
     "(Worker_TP0 pid=162) WARNING 06-18 06:23:29 [kv_cache_utils.py:1174] Add 3 padding layers, may waste at most "
     "6.25% KV cache memory\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:29 [utils.py:44] Connectors do not specify a kv cache layout, defaulting to "
     "NHD.\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:29 [gpu_model_runner.py:6471] Profiling CUDA graph memory: PIECEWISE=3 "
     "(largest=16), FULL=2 (largest=8)\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:34 [custom_all_reduce.py:211] Registering 516 cuda graph addresses\n"
     "(Worker_TP1 pid=167) INFO 06-18 06:23:34 [custom_all_reduce.py:211] Registering 516 cuda graph addresses\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:35 [gpu_model_runner.py:6576] Estimated CUDA graph memory: 0.09 GiB total\n"
     "(Worker_TP1 pid=167) INFO 06-18 06:23:35 [gpu_model_runner.py:6576] Estimated CUDA graph memory: 0.09 GiB total\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:36 [gpu_worker.py:480] Available KV cache memory: 5.0 GiB\n"
     "(Worker_TP0 pid=162) INFO 06-18 06:23:36 [gpu_worker.py:495] CUDA graph memory profiling is enabled (default "
     "since v0.21.0). The current --gpu-memory-utilization=0.9200 is equivalent to --gpu-memory-utilization=0.9160 "
     "without CUDA graph memory profiling. To maintain the same effective KV cache size as before, increase "
     "--gpu-memory-utilization to 0.9240. To disable, set VLL",
     None, {"available_kv_gib": 5.0}, "capacity",
     "club-3090's Qwen 27B dual-GPU compose with LMCache CPU offload on two NVLinked RTX 3090 (TP 2, util 0.92): 5.0 "
     "GiB of KV per GPU after weights and a 0.09 GiB CUDA-graph estimate (a bench report of a working start).",
     "none needed (a bench report)", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}],
     note="the paste ends where the search excerpt cut it, inside vLLM's CUDA-graph profiling notice")

# ------------------------------------------------------------------ OOM during CUDA-graph capture
case("vllm-18446-qwen3-235b-v1-graph-capture-oom", "https://github.com/vllm-project/vllm/issues/18446",
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470]   File "
     "\"/usr/local/lib/python3.12/dist-packages/torch/cuda/graphs.py\", line 186, in __exit__\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470]     self.cuda_graph.capture_end()\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470]   File "
     "\"/usr/local/lib/python3.12/dist-packages/torch/cuda/graphs.py\", line 84, in capture_end\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470]     super().capture_end()\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470] RuntimeError: CUDA error: out of "
     "memory\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470] CUDA kernel errors might be "
     "asynchronously reported at some other API call, so the stacktrace below might be incorrect.\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470] For debugging consider passing "
     "CUDA_LAUNCH_BLOCKING=1\n"
     "(VllmWorker rank=0 pid=233) ERROR 05-21 09:27:46 [multiproc_executor.py:470] Compile with `TORCH_USE_CUDA_DSA` to "
     "enable device-side assertions.",
     "oom_cuda_graph", {}, "oom_cuda_graph",
     "Qwen3-235B-A22B on the V1 engine (vLLM 0.8.5, multi-GPU): the KV cache took its share first, then capturing the "
     "CUDA graphs ran out of memory; the same launch on V0 started. The maintainer: V1's CUDA graphs take more memory "
     "than V0's.",
     "--enforce-eager (maintainer's suggestion; reporter: thanks)", release="0.8.5",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="torch's plain 'CUDA error: out of memory' (no 'Tried to allocate', no totals) raised at capture_end(); the "
          "GPU count and the launch line are not in this part of the paste. In V1 the KV pool takes whatever the "
          "budget leaves, so a shorter max_model_len or a smaller KV dtype frees nothing for the graphs")

# ------------------------------------------------------------------ no KV memory: utilization far too low
case("vllm-7028-vistral7b-awq-t4-util-0.1", "https://github.com/vllm-project/vllm/issues/7028",
     "llm = LLM(model=\"hiuman/Vistral-7B-Chat-quantize\", quantization=\"AWQ\",enforce_eager=True, "
     "gpu_memory_utilization=0.1)\n\n"
     "'No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.'",
     "no_kv_memory", {}, "util_too_low",
     "an AWQ 7B model (about 4 GB of weights) on a Colab T4 (15 GiB) at gpu_memory_utilization 0.1: the instance may use "
     "only about 1.5 GiB, less than the weights, so nothing is left for the cache. The reporter expected a lower "
     "utilization to use less memory; at the default 0.9 the same model loaded.",
     "the default gpu_memory_utilization (0.9) (reporter; the maintainer: the utilization is a cap on all of vLLM's "
     "memory, weights included)", gpu="Tesla T4", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.1}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="the message is quoted in the reporter's prose (in single quotes), not pasted from a log; vLLM 0.5.x (August "
          "2024), V0")

# ------------------------------------------------------------------ free-memory gate, not another process (ROCm)
case("vllm-pr36720-rocm-free-1.33-of-23.98-graph-profile", "https://github.com/vllm-project/vllm/pull/36720",
     "ValueError: Free memory on device cuda:0 (1.33/23.98 GiB) on startup is less\n"
     "than desired GPU memory utilization (0.95, 22.79 GiB).",
     "free_memory_low", {"free_gib": 1.33, "total_gib": 23.98, "gpu_memory_utilization": 0.95, "requested_gib": 22.79},
     "release_regression",
     "vLLM on a 24 GB ROCm/HIP GPU after vllm#30515 (CUDA graphs counted in the memory profile): on ROCm the "
     "CUDA-graph memory estimate (mem_get_info, graph pool) comes out wrong, inflating the KV budget past what is "
     "free, so the start fails with the free-memory message although no other process holds the GPU.",
     "the PR: skip CUDA-graph memory profiling on ROCm (merged); before it, VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=1 "
     "happened to work around it",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.1}],
     note="quoted in the PR description (code block, the line wrapped as there); a vLLM regression the log cannot show, "
          "labelled release_regression like the earlier environment/release regressions. A utilization at or under "
          "free/total (0.055) would leave 1.3 GiB for the whole model")
case("strix-halo-81-rocm-patch-free-23.19-of-64", "https://github.com/kyuz0/amd-strix-halo-vllm-toolboxes/issues/81",
     "ValueError: Free memory on device cuda:0 (23.19/64.0 GiB) on startup is less\n"
     "than desired GPU memory utilization (0.85, 54.4 GiB). Decrease GPU memory\n"
     "utilization or reduce GPU memory used by other processes.",
     "free_memory_low", {"free_gib": 23.19, "total_gib": 64.0, "gpu_memory_utilization": 0.85, "requested_gib": 54.4},
     "release_regression",
     "Strix Halo (Radeon 8060S iGPU, 64 GiB BIOS carve-out) in the toolbox's vLLM image (0.22.1rc1): the image's ROCm "
     "'VRAM dynamic patch' replaces torch.cuda.mem_get_info with GTT total - 8 GiB - GTT used (31.22 - 8 - 0.02 = "
     "23.19 GiB) whenever total < 70 GiB, so the free figure is fixed at 23.19 GiB although rocm-smi shows ~64 GiB "
     "free; no other process holds the memory.",
     "the reporter's diagnosis: correct the image's patch for large carve-outs; meanwhile any "
     "--gpu-memory-utilization up to about 0.36 starts (the thread's symptom)",
     gpu="Radeon 8060S (Strix Halo, gfx1151)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.85}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="the free figure is an artefact of the container image, not of other processes (labelled release_regression "
          "like the earlier environment regressions)")
case("qwen3-67-qwen15-72b-8xa800-no-tp-oom-79.33", "https://github.com/QwenLM/Qwen3/issues/67",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 384.00 MiB. GPU 0 has a total capacty of 79.33 "
     "GiB of which 351.81 MiB is free. Including non-PyTorch memory, this process has 78.97 GiB memory in use. Of the "
     "allocated memory 78.33 GiB is allocated by PyTorch, and 12.36 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation "
     "for Memory Management and PYTORCH_CUDA_ALLOC_CONF\n\n"
     "CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 python -m vllm.entrypoints.openai.api_server \\\n"
     "--model qwen/Qwen1.5-72B-Chat",
     "oom_loading", {"total_gib": 79.33}, "weights_do_not_fit",
     "Qwen1.5-72B-Chat (about 145 GB in bf16) launched on 8 x A800 80GB with all eight GPUs visible but no "
     "--tensor-parallel-size: vLLM puts the whole model on GPU 0, which fills up while loading (78.97 GiB in use by "
     "this process).",
     "--tensor-parallel-size (a user: no more OOM with it; the maintainer: you need tensor parallelism for the large "
     "model on multiple devices)", release="0.3.x (February 2024)", gpu="A800 80GB", gpus=8,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--tensor-parallel-size", "value": "1"}],
     note="the OOM is quoted in the reporter's Chinese prose ('报错信息是：...'), followed by the launch script; no phase "
          "line, so 'no sign of progress' makes it a loading OOM; 'capacty' as pasted (torch 2.1)")

# ------------------------------------------------------------------ capacity questions
case("vllm-28228-kimi-linear-awq-2x3090-kv-2.30", "https://github.com/vllm-project/vllm/issues/28228",
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True VLLM_USE_V1=1 CUDA_VISIBLE_DEVICES=0,1 \\\n"
     "      vllm serve cyankiwi/Kimi-Linear-48B-A3B-Instruct-AWQ-4bit \\\n"
     "      --port 8111--gpu-memory-utilization 0.95 --max_model_len 120000 --tensor_parallel 2 --enable_prefix_caching \\\n"
     "      --max_num_batched_tokens 64000 --max-num-seqs 8 --trust-remote-code --enable-auto-tool-choice "
     "--tool-call-parser kim\n"
     "(Worker_TP1 pid=26348) INFO 11-06 10:51:36 [backends.py:209] Directly load the compiled graph(s) for dynamic shape "
     "from the cache, took 4.027 s\n"
     "(Worker_TP0 pid=26347) INFO 11-06 10:51:39 [monitor.py:34] torch.compile takes 11.68 s in total\n"
     "(Worker_TP0 pid=26347) INFO 11-06 10:51:48 [gpu_worker.py:349] Available KV cache memory: 2.30 GiB\n"
     "(EngineCore_DP0 pid=26283) WARNING 11-06 10:51:48 [kv_cache_utils.py:979] Add 1 padding layers, may waste at most "
     "5.00% KV cache memory\n"
     "(EngineCore_DP0 pid=26283) INFO 11-06 10:51:48 [kv_cache_utils.py:1229] GPU KV cache size: 75,840 tokens\n"
     "(EngineCore_DP0 pid=26283) INFO 11-06 10:51:48 [kv_cache_utils.py:1234] Maximum concurrency for 120,000 tokens per "
     "request: 2.48x",
     None, {"available_kv_gib": 2.3}, "capacity",
     "Kimi-Linear-48B-A3B AWQ (hybrid MLA + linear attention) over two RTX 3090 (TP 2) at util 0.95, max_model_len "
     "120000 and max_num_batched_tokens 64000: the start succeeds with 2.30 GiB of KV per GPU (75840 tokens, 2.48 "
     "requests); the reporter asks why so little is left for KV while nvidia-smi shows free memory, and finds that a "
     "larger max_num_batched_tokens runs out of memory (the profiled activation peak grows with it).",
     "none needed to start (a capacity question; open in the part of the thread seen)", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--gpu-memory-utilization", "at_most": 0.95}],
     note="the paste's '--port 8111--gpu-memory-utilization' (no space) and the cut '--tool-call-parser kim' are as "
          "shown; vLLM 0.11.x V1 wording")
case("vllm-27181-opt125m-blocks-override-1-16-tokens", "https://github.com/vllm-project/vllm/issues/27181",
     "vllm serve facebook/opt-125m --num_gpu_blocks_override=1\n"
     "....\n"
     "(EngineCore_DP0 pid=2717573) INFO 10-19 21:10:01 [kv_cache_utils.py:772] Overriding num_gpu_blocks=125643 with "
     "num_gpu_blocks_override=1\n"
     "(EngineCore_DP0 pid=2717573) INFO 10-19 21:10:01 [kv_cache_utils.py:1201] GPU KV cache size: 16 tokens\n"
     "(EngineCore_DP0 pid=2717573) INFO 10-19 21:10:01 [kv_cache_utils.py:1206] Maximum concurrency for 2,048 tokens "
     "per request: 0.01x\n"
     "...",
     None, {}, "capacity",
     "OPT-125M on one H100 with --num_gpu_blocks_override=1: the profile found room for 125643 blocks, the override "
     "keeps one (16 tokens), and the server starts although no request longer than 16 tokens can ever be scheduled; "
     "the maintainer files it as a bug: vLLM's enough-KV check at start-up ignores num_gpu_blocks_override and should "
     "have refused.",
     "drop --num_gpu_blocks_override (or set it to at least max_model_len / block_size = 128 blocks); the issue asks "
     "for the start-up check to consider the override", gpu="H100", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call: vLLM started (no error line), so message_kind null and cause 'capacity' as for the earlier "
          "started-with-less-than-one-request cases (vllm-2136); 0.01x is below one request because of the override, "
          "not because memory is short, so utilization, KV dtype or TP fixes cannot help")

# ------------------------------------------------------------------ no KV memory: another instance starting at the same time
case("vllm-55827-two-instances-same-time-5090-aligner", "https://github.com/vllm-project/vllm/issues/55827",
     "| start order (Qwen3-ASR-1.7B at util 0.35, Qwen3-ForcedAligner-0.6B at util 0.20) | ASR KV | aligner KV |\n"
     "|---|---|---|\n"
     "| sequential (reference) | 4.72 GiB | 2.82 GiB |\n"
     "| both at once | **1.84 GiB** | **−3.21 GiB → `ValueError: No available memory for the cache blocks`** |\n"
     "| aligner started 1 s after killing the ASR (memory being released) | – | 2.82 GiB (release completed before "
     "profiling) |",
     "no_kv_memory", {}, "other_process",
     "two vLLM instances (an ASR model at util 0.35 and a forced aligner at 0.20) started at the same moment on one "
     "RTX 5090 32 GB (vLLM 0.28.1 dev): each instance derives its non-torch memory from whole-device free-memory "
     "deltas, so the other instance's model loading during its profile is charged to it; the aligner's KV budget comes "
     "out negative (-3.21 GiB) and it refuses to start, while started one after the other both fit (4.72 / 2.82 GiB).",
     "start the instances one after the other (the reporter's reference runs); the issue asks vLLM to guard against "
     "concurrent allocations the way it already guards against releases", gpu="RTX 5090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="the excerpt is the issue's markdown table (the reporter's measurements), not a raw log: the message and the "
          "negative budget (typographic minus) sit in one cell; no 'Available KV cache memory' line is pasted")

# ------------------------------------------------------------------ no KV memory with a negative budget (Intel XPU)
case("llm-scaler-616-b60-qwen27b-negative-0.83", "https://github.com/intel/llm-scaler/issues/616",
     "(EngineCore pid=548) INFO 08-17 06:40:57 [gpu_worker.py:462] Available KV cache memory: -0.83 GiB\n"
     "(EngineCore pid=548) ERROR 08-17 06:40:57 [core.py:1141] EngineCore failed to start.\n"
     "(EngineCore pid=548) ERROR 08-17 06:40:57 [core.py:1141] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=548)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 264, in "
     "_initialize_kv_caches\n"
     "(EngineCore pid=548)     kv_cache_configs = get_kv_cache_configs(\n"
     "(EngineCore pid=548)                        ^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=548)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 2015, in "
     "get_kv_cache_configs\n"
     "(EngineCore pid=548)     _check_enough_kv_cache_memory(\n"
     "(EngineCore pid=548)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 696, in "
     "_check_enough_kv_cache_memory\n"
     "(EngineCore pid=548)     raise ValueError(\n"
     "(EngineCore pid=548) ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
     "when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more "
     "details.",
     "no_kv_memory", {"available_gib": -0.83}, "weights_exceed_budget",
     "a Qwen 27B model on Intel Arc Pro B60 GPU(s) in Intel's llm-scaler vLLM image (0.21.0-b3.1) with the reporter's "
     "long --max-model-len: after the weights and the profiled "
     "activations the KV budget is negative (-0.83 GiB); the same launch with --max-model-len 16384 at "
     "--gpu-memory-util 0.9 starts, and 16384 was the largest working length.",
     "--max-model-len 16384 (a commenter reproducing the reporter's exact command in the same image)",
     release="0.21.0 (Intel llm-scaler b3.1 image)", gpu="Intel Arc Pro B60 (XPU)",
     forbidden=[{"flag": "--kv-cache-dtype"}],
     note="assembled from one comment's trace: the 'Available KV cache memory' line and the traceback's end were shown "
          "in two parts of the same paste (the middle left out as '...'); an XPU (Level Zero) device, not CUDA; the "
          "original max_model_len and the device count are not in the part of the thread seen, so neither is pinned "
          "by a forbidden fix")

# ------------------------------------------------------------------ KV too small (V1 wording, quoted by a maintainer)
case("club-3090-41-long-vision-130000-2.43-of-2.4", "https://github.com/noonghunna/club-3090/issues/41",
     "ValueError: To serve at least one request with the model's max seq len (130000),\n"
     "2.43 GiB KV cache is needed, which is larger than the available KV cache memory (2.4 GiB).\n"
     "... estimated maximum model length is 127968.",
     "kv_cache_too_small", {"max_seq_len": 130000, "needed_gib": 2.43, "available_gib": 2.4,
                            "estimated_max_model_len": 127968}, "kv_too_small",
     "club-3090's long-vision compose (130K context at --gpu-memory-utilization 0.93) on one RTX 3090 24 GB (vLLM "
     "0.20.1 dev): after weights, activations, workspace and the Genesis patch pools, 2.4 GiB is left for KV, about "
     "30 MiB short of one 130000-token request.",
     "lower --max-model-len to 127000 (the maintainer suggests rounding down to 125000 for headroom), keeping 0.93",
     gpu="RTX 3090", gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 127968}, {"flag": "--gpu-memory-utilization", "at_most": 0.93},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="the maintainer's quote of the reporter's boot failure, wrapped over three lines with the middle of the "
          "message elided as '...'; the utilization (0.93) is in the prose and the compose snippet, not in the quote")
case("spark-vllm-396-minimax-m27-awq-196608-23.25-of-22.5", "https://github.com/eugr/spark-vllm-docker/issues/396",
     "▎ Available KV cache memory: 22.5 GiB\n"
     "▎ ValueError: To serve at least one request with the model's max seq len (196608),\n"
     "▎ 23.25 GiB KV cache is needed, which is larger than the available KV cache memory (22.5 GiB).\n"
     "▎ Based on the available memory, the estimated maximum model length is 190272.",
     "kv_cache_too_small", {"max_seq_len": 196608, "needed_gib": 23.25, "available_gib": 22.5,
                            "estimated_max_model_len": 190272}, "kv_too_small",
     "the repository's MiniMax-M2.7 AWQ recipe on two DGX Spark (GB10, TP 2, vLLM 0.29.1 dev) at the recipe's default "
     "--gpu-memory-utilization 0.8 and max_model_len 196608: 22.5 GiB is left for KV, 0.75 GiB short of one full-length "
     "request (vLLM's CUDA-graph memory profiling makes 0.80 effectively 0.758).",
     "--gpu-memory-utilization 0.85 (28.74 GiB of KV, 240816 tokens, 1.22x at 196608), or max_model_len 163840 (the "
     "reporter, who ran the fix)", gpu="DGX Spark (GB10)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.8}, {"flag": "--max-model-len", "above": 190272},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="the reporter quotes the log with a '▎' bar at the start of each line, kept as shown; the utilization 0.8 is "
          "in the prose (the recipe default), not in the quoted lines")

case("vllm-17238-qwen25-32b-w8a16-2x3090-no-kv-max-num-seqs", "https://github.com/vllm-project/vllm/issues/17238",
     "vllm serve Qwen2.5-32B-Instruct-INT8-W8A16 --tensor-parallel-size 2 --gpu-memory-utilization 0.9 --max-model-len "
     "4096 --enforce-eager\n"
     "ERROR 04-27 11:08:32 [core.py:340] ValueError: No available memory for the cache blocks. Try increasing "
     "`gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Qwen2.5-32B W8A16 (about 33 GB of weights, about 16.5 GB per GPU) over two RTX 3090 (TP 2) on vLLM 0.8.1's V1 "
     "engine: weights plus the profile run, sized for V1's default max_num_seqs of 1024 (dummy sampler over 1024 "
     "sequences), use up the 0.9 x 24 GB budget, leaving nothing for KV.",
     "--max-num-seqs 4 or 8 (reporter: the model starts, 42 GB used in total); a commenter also suggested raising "
     "gpu_memory_utilization or lowering max_num_seqs / max_num_batched_tokens",
     release="0.8.1", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--kv-cache-dtype"}],
     note="the fix (max_num_seqs) points at the profile's activation peak, which the log does not print; labelled "
          "weights_exceed_budget (weights plus activations use the whole budget) rather than util_too_low, since 0.9 is "
          "already high")

# ------------------------------------------------------------------ OOM in the profiling run at the derived length
case("qwen3-845-qwen2-7b-oom-9.25-derived-131072", "https://github.com/QwenLM/Qwen3/issues/845",
     "python -m vllm.entrypoints.openai.api_server -model /model/Qwen2-7B\n"
     "7b-model: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 9.25 GiB. GPU",
     "oom_profiling", {"tried_gib": 9.25}, "oom_profiling",
     "Qwen2-7B (base, about 15 GB of bf16 weights, max_position_embeddings 131072) served with no --max-model-len on a "
     "GPU the thread does not name (vLLM of August 2024): the 9.25 GiB request is exactly one layer's gate_up "
     "activation for a 131072-token profile batch (2 x 18944 x 131072 x 2 bytes), i.e. the profiling run at the "
     "derived length. The maintainer's answer: this model needs at least 16 GB of VRAM.",
     "maintainer (jklj077): 'you need at least 16GB VRAM to run this model'; no confirmation from the reporter",
     release="0.5.x (August 2024)",
     forbidden=[{"flag": "--max-model-len", "at_least": 131072}, {"flag": "--kv-cache-dtype"}],
     note="the whole log is the one line the reporter pasted (the issue title repeats it, cut at 'GPU'); no phase line, "
          "GPU or totals. Labelled oom_profiling from the size of the request (it matches the 131072-token profile "
          "batch exactly), although the maintainer's answer reads as weights_do_not_fit; a grader may accept either "
          "oom_profiling or oom_unknown_phase for the cause, but a fix that keeps the derived 131072 is wrong")

# ------------------------------------------------------------------ OOM while loading: weights larger than the GPUs
case("qwen-589-qwen14b-int8-fastchat-2x12gb-oom-11.77", "https://github.com/QwenLM/Qwen/issues/589",
     "python -m fastchat.serve.vllm_worker --model-path /usr/src/app/model/qwen/Qwen-14B-Chat-Int8 --trust-remote-code "
     "--tensor-parallel-size 2\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 134.00 MiB (GPU 1; 11.77 GiB total capacity; "
     "10.95 GiB already allocated; 132.25 MiB free; 11.00 GiB reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 11.77}, "weights_do_not_fit",
     "Qwen-14B-Chat-Int8 (an AutoGPTQ checkpoint) through FastChat's vLLM worker on two 12 GB GPUs (TP 2), vLLM of "
     "November 2023, which did not support AutoGPTQ: the model goes in as 16-bit weights (about 28 GB, 14 GB per GPU), "
     "more than 11.77 GiB; the 134 MiB request is one half of an MLP weight (5120 x 13696 x 2 bytes), so it failed while "
     "loading. The maintainer: vLLM does not support the AutoGPTQ int8 model, and 24 GB in total with TP overhead is "
     "too little.",
     "none confirmed; the maintainer's diagnosis (jklj077): the int8 checkpoint is not supported by vLLM, and two 12 GB "
     "cards are too small",
     release="0.2.x (November 2023)", gpu="12 GB GPU (11.77 GiB)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="FastChat's vllm_worker, not vllm's own server; the thread is in Chinese (the diagnosis paraphrased). The phase "
          "comes from the size of the request (one weight shard) and 10.95 GiB already allocated")
case("vllm-928-baichuan13b-fp16-a10-oom-22.06", "https://github.com/vllm-project/vllm/issues/928",
     "python -m vllm.entrypoints.openai.api_server --model ./baichuan13b_new --host 0.0.0.0 --port 6000 "
     "--trust-remote-code --dtype half\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 134.00 MiB (GPU 0; 22.06 GiB total capacity; "
     "21.64 GiB already allocated; 14.38 MiB free; 21.65 GiB reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 22.06}, "weights_do_not_fit",
     "Baichuan-13B in fp16 (about 26.5 GB of weights) on one 24 GB A10 (22.06 GiB): the weights alone do not fit; the "
     "134 MiB request is one MLP weight (5120 x 13696 x 2 bytes) with 21.64 GiB already allocated by this process, so "
     "it failed while loading. The reporter asks how to deploy on several GPUs.",
     "none confirmed (closed as stale); a commenter guessed another service held GPU 0, which the 21.64 GiB allocated "
     "by PyTorch in this process rules out",
     release="0.1.x (September 2023)", gpu="A10", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="the cause is written from the arithmetic (the model's size against the GPU, the request size), not from a "
          "maintainer's answer: the thread has none beyond a guess about another process. The reporter's question (how "
          "to use several GPUs) is the fix, but only one GPU is shown, so tensor parallel is 'add GPUs'")

# ------------------------------------------------------------------ OOM in the profiling run (vision model)
case("minicpm-v-640-minicpmv26-a10-util-1-oom-4.00", "https://github.com/OpenBMB/MiniCPM-V/issues/640",
     "vllm serve /docker_storage/models/MiniCPM-V-2_6 --dtype auto --max-model-len 2048 --gpu_memory_utilization 1 "
     "--trust-remote-code\n\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB. GPU 0 has a total capacity of 22.18 GiB of "
     "which 3.47 GiB is free. Process 8007 has 18.71 GiB memory in use. Of the allocated memory 18.29 GiB is allocated "
     "by PyTorch, and 142.04 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try "
     "setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
     "oom_profiling", {"total_gib": 22.18, "tried_gib": 4.0, "free_gib": 3.47}, "oom_profiling",
     "MiniCPM-V-2.6 (about 16 GB of bf16 weights) on one 24 GB A10 (vLLM 0.6.x, October 2024): the process already "
     "holds 18.71 GiB (weights plus activations) and 3.47 GiB is still free, so the KV cache was not allocated yet: a "
     "4 GiB activation of the profiling run (vision encoder and dummy batch) does not fit next to the weights.",
     "none confirmed; the maintainer (LDLINGLINGLING) suggested --gpu-memory-utilization 0.7-0.9 instead of 1; later "
     "commenters (RTX 3090) hit the same and point to MiniCPM-V#504",
     release="0.6.x (October 2024)", gpu="A10", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call: the maintainer's advice (a utilization below 1) answers a KV/graph-phase OOM, but the free "
          "3.47 GiB shows the failure came before the KV cache; labelled oom_profiling from the numbers, and a "
          "utilization of 0.7-0.9 is not forbidden since the thread proposes it")

# ------------------------------------------------------------------ no KV memory: V1's max_num_seqs 1024 profile
case("vllm-14992-v1-main-no-kv-mm-max-num-seqs-256", "https://github.com/vllm-project/vllm/issues/14992",
     "ValueError: No available memory for the cache blocks on main branch after commit 46f98893",
     "no_kv_memory", {}, "weights_exceed_budget",
     "a multi-modal model served from vLLM main in March 2025 (V1 engine, --limit-mm-per-prompt image=3): V1 raised "
     "the default max_num_seqs from 256 to 1024 and added a dummy sampler run to the profile, so the profile's peak "
     "(weights plus activations for 1024 sequences and the image budget) used up the whole utilization budget and "
     "left nothing for the KV cache.",
     "--max-num-seqs 256, V0's default (reporter: 'solve the issue'), on the maintainer's (DarkLight1337) suggestion, "
     "who pointed to vllm#12529 (V1's default 1024 may cause OOM)",
     release="main after 46f98893 (0.8.0 development, March 2025)",
     forbidden=[{"flag": "--kv-cache-dtype"}],
     note="the excerpt is the issue's title (the message and where it appeared); the description's log and launch "
          "command were not visible, so model, GPU, utilization and length are unknown. Labelled weights_exceed_budget "
          "like vllm-17238 (the profile's activation peak, fixed by max_num_seqs)")

# ------------------------------------------------------------------ capacity: a hybrid model's sliding layers pay full pages
case("hf-mem-60-gpt-oss-120b-kv-5.38-78384-tokens", "https://github.com/alvarobartt/hf-mem/issues/60",
     "(EngineCore pid=86) level=INFO name=vllm.v1.worker.gpu_worker msg=\"Available KV cache memory: 5.38 GiB\"\n"
     "(EngineCore pid=86) level=INFO name=vllm.v1.core.kv_cache_utils msg=\"GPU KV cache size: 78,384 tokens\"",
     None, {"available_kv_gib": 5.38}, "capacity",
     "openai/gpt-oss-120b on vLLM's V1 engine: 5.38 GiB of KV holds 78,384 tokens because every one of the 36 layers "
     "costs 2 x 8 x 64 x 2 = 2048 bytes per token (73,728 bytes per token in all): in this hybrid model the 18 "
     "sliding-window layers (window 128) get full-size pages like the 18 full-attention layers, so the window saves "
     "nothing in the count. The issue: hf-mem's estimate left the sliding layers out and so disagreed with vLLM.",
     "none needed for vLLM (the capacity is as designed); hf-mem was changed to count the sliding-window layers (issue "
     "closed; follow-up hf-mem#70 reserves full-size KV for them)",
     note="vLLM's structured (key=value) log format, two lines quoted in a third-party tool's issue; the GPU and "
          "launch are not shown. The thread's arithmetic: 5.38 GiB / 73,728 bytes = 78,384 tokens")

# ------------------------------------------------------------------ capacity: hybrid (attention + Gated DeltaNet) token count
case("vllm-40691-qwen35-27b-h20-kv-log-290864-vs-33.04x", "https://github.com/vllm-project/vllm/issues/40691",
     "vllm serve Qwen3.5-27B --trust-remote-code --max-model-len 32768 --max-num-seqs 16 --max-num-batched-token 16384 "
     "--load-format dummy\n"
     "INFO [kv_cache_utils.py:1319] GPU KV cache size: 290,864 tokens\n"
     "INFO [kv_cache_utils.py:1324] Maximum concurrency for 32,768 tokens per request: 33.04x",
     None, {}, "capacity",
     "Qwen3.5-27B (hybrid: full attention plus Gated DeltaNet/Mamba-style layers) on an H20 with vLLM 0.19.0: the "
     "'GPU KV cache size' line divides the shared block pool evenly over the KV cache groups and multiplies by the "
     "smallest block size, which undercounts a hybrid model; the concurrency line is right, so the pool holds about "
     "33.04 x 32,768 = 1,082,000 tokens of 32K requests, not 290,864.",
     "none needed at launch; the log line was fixed upstream to print max_concurrency x max_model_len (PRs vllm#40694 "
     "and vllm#38364, which name the same two wrong assumptions)",
     release="0.19.0", gpu="H20",
     forbidden=[{"flag": "--max-model-len", "at_most": 32767}],
     note="the reporter's own reading of the two lines is the diagnosis (the thread's PRs confirm it); the pool is not "
          "small, so a fix that shortens the length answers a problem the log does not show. "
          "The environment says Qwen3.5-35B-A3B, the command Qwen3.5-27B; the command is kept")
case("club-3090-612-5090-qwen36-35b-a3b-nvfp4-kv-5.98", "https://github.com/noonghunna/club-3090/issues/612",
     "(EngineCore pid=107) INFO 07-06 22:52:09 [gpu_worker.py:508] Available KV cache memory: 5.98 GiB\n"
     "(EngineCore pid=107) INFO 07-06 22:52:09 [kv_cache_utils.py:2146] GPU KV cache size: 567,978 tokens\n"
     "(EngineCore pid=107) INFO 07-06 22:52:09 [kv_cache_utils.py:2147] Maximum concurrency for 131,072 tokens per "
     "request: 4.33x",
     None, {"available_kv_gib": 5.98}, "capacity",
     "club-3090's Qwen3.6-35B-A3B NVFP4 single-card compose on one RTX 5090 (vLLM 0.24.0, fp8 KV, max_num_seqs 1, "
     "131072 tokens): 5.98 GiB of KV holds 567,978 tokens, 4.33 full-length requests, for the hybrid MoE model whose "
     "linear-attention layers keep a fixed-size state (a bench report of a working start).",
     "none needed (a bench report)", release="0.24.0", gpu="RTX 5090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="the reporter's markdown report; the engine config line that follows (max_model_len 131072, kv_cache_dtype "
          "fp8, max_num_seqs 1) is left out of the excerpt")

# ------------------------------------------------------------------ OOM in the profiling run: a request larger than any GPU
case("vllm-7590-phi3-small-128k-4xt4-oom-1024gib", "https://github.com/vllm-project/vllm/issues/7590",
     "Phi-3-small-128k-instruct on 4 T4 GPUs - Memory error: Tried to allocate 1024.00 GiB",
     "oom_profiling", {"tried_gib": 1024.0}, "oom_profiling",
     "Phi-3-small-128k-instruct over four Tesla T4 (vLLM 0.5.4): the profiling run at the derived 131072-token length "
     "goes through Phi-3-small's block-sparse attention (whose prefill uses dense torch SDPA on older GPUs) and asks "
     "for a 1024 GiB buffer, far more than any GPU. The maintainer (mgoin): probably a bug in the "
     "blocksparse attention specific to Phi-3-small; the model's author (linxihui) proposed a code change to try.",
     "none confirmed (closed as stale); the reporter's Phi-3-medium-128k test on the same GPUs then failed on size "
     "alone (a 1.25 GiB request on 14.58 GiB GPUs)",
     release="0.5.4", gpu="Tesla T4", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="the excerpt is the issue's title (the description's log was not visible); release and GPUs from the "
          "description's environment. A request of 1024 GiB is no loading or KV allocation, hence the profile run; the "
          "thread's diagnosis (a model-specific attention path) is what the grader should look for in the cause text")

# ------------------------------------------------------------------ OOM while loading on one of four T4s
case("self-llm-162-glm4-9b-fp16-t4-no-tp-oom-14.58", "https://github.com/datawhalechina/self-llm/issues/162",
     "orch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 214.00 MiB. GPU 0 has a total capacty of 14.58 "
     "GiB of which 127.56 MiB is free. Including non-PyTorch memory, this process has 14.45 GiB memory in use. Of the "
     "allocated memory 14.19 GiB is allocated by PyTorch, and 1.15 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation "
     "for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 14.58}, "weights_do_not_fit",
     "the tutorial's GLM-4-9B-Chat vLLM demo on a server with four Tesla T4 (15 GB each), vLLM 0.4.x/0.5.0 (June "
     "2024): bf16 is refused first; in float16 the roughly 19 GB of weights do not fit on one T4 (this process holds "
     "14.45 GiB; the 214 MiB request is one layer's gate_up projection, 2 x 13696 x 4096 x 2 bytes), so the load fails. "
     "Changing max_model_len or max_tokens did not help.",
     "LLM(..., dtype='float16', tensor_parallel_size=4, disable_custom_all_reduce=True) (reporter: 'it runs now'), "
     "after closing the tutorial's earlier servers that a helper suspected of holding the GPUs",
     gpu="Tesla T4", gpus=4,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                {"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--dtype", "value": "bfloat16"}],
     note="the OOM line as quoted in the reporter's numbered list (starting 'orch.cuda' as pasted); the run before it "
          "had failed on bf16 (left out: a separate run, fixed by float16). The same process holds the memory, so not "
          "another process")

BATCH.write()
