"""Round-3 blind batch: real failure logs collected AFTER the round-2 fixes were committed, to measure the fixed code
on logs it has not seen -> tests/golden/wild/<id>.json, each marked ``"batch": "round3-blind"``.

Same rules as tools/wild_cases_round2.py: none in the earlier fixtures or ../shared/cases; every expectation written
from the thread before kvroom was run; the first grading is recorded in tests/golden/wild/BLIND.md. Run once.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round3-blind")
case = BATCH.case

TP = "ValueError: Total number of attention heads ({h}) must be divisible by tensor parallel size ({tp})."

case("vllm-42049-torch211-oom-before-loading", "https://github.com/vllm-project/vllm/issues/42049",
     "torch.cuda.OutOfMemoryError: CUDA out of memory.\nTried to allocate 23.04 GiB (GPU 0; 23.52 GiB total; 0 bytes free)",
     "oom_loading", {"total_gib": 23.52}, "release_regression",
     "vLLM 0.20.1 pins torch 2.11.0, whose CUDA init takes ~23 GiB of a 24 GB 4090 before any weights (any model).",
     "torch 2.10 (not installable with 0.20.1): a different vLLM/torch pair", release="0.20.1", gpu="RTX 4090", gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}])
case("qwen3vl-1224-kv-alloc-oom-shared-gpu", "https://github.com/QwenLM/Qwen3-VL/issues/1224",
     "ERROR 05-21 13:04:20 engine.py:389]   File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/cache_engine.py\", line 103, in _allocate_kv_cache\n"
     "ERROR 05-21 13:04:20 engine.py:389]     layer_kv_cache = torch.zeros(alloc_shape,\n"
     "ERROR 05-21 13:04:20 engine.py:389] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 418.00 MiB. GPU 0 has a total capacity of 23.69 GiB of which 193.25 MiB is free. Process 1254 has 730.00 MiB memory in use. Process 1243 has 424.00 MiB memory in use. Process 1349 has 800.00 MiB memory in use. Process 1348 has 3.70 GiB memory in use. Process 1892152 has 2.96 GiB memory in use. Process 2167142 has 14.90 GiB memory in use.",
     "oom_kv_cache", {"total_gib": 23.69}, "oom_kv_cache",
     "Qwen2.5-VL-7B-AWQ allocating its KV cache on a 24 GB card that five other processes also use (~8.6 GiB).",
     "a lower --gpu-memory-utilization / free the card (the thread asks how to stay under 16 GB)", gpu="24 GB", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size"}])
case("vllm-15105-sampler-warmup-1024", "https://github.com/vllm-project/vllm/issues/15105",
     "vllm serve /mnt/llm/Qwen2.5-32B-Instruct-AWQ --enable-prefix-caching --port 9001 --served-model-name Qwen2.5-32B-Instruct -tp 2 --max-model-len 15000 --gpu-memory-utilization 0.78 --enable-chunked-prefill --swap-space 4\n"
     "ERROR 03-20 02:29:07 [core.py:340] RuntimeError: CUDA out of memory occurred when warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.",
     "oom_profiling", {}, "oom_profiling",
     "V1 (0.8.0) warms the sampler up with max_num_seqs=1024 dummy requests: too much next to Qwen2.5-32B-AWQ on TP 2.",
     "--max-num-seqs lower (maintainer: e.g. 64)", release="0.8.0", gpus=2,
     command="-tp 2 --max-model-len 15000 --gpu-memory-utilization 0.78",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-seqs", "at_least": 1024}])
case("vllm-2785-qwen15-7b-32768-1984", "https://github.com/vllm-project/vllm/issues/2785",
     "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (1984). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 1984}, "kv_too_small",
     "Qwen1.5-7B-Chat's 32768 context (vLLM 0.3.0) against 1984 tokens of KV.", "decrease the max seq len (comments)",
     release="0.3.0", forbidden=[{"flag": "--max-model-len", "above": 1984}])
case("vllm-1400-t4-mistral-awq-bf16", "https://github.com/vllm-project/vllm/issues/1400",
     "llm = LLM(model=\"TheBloke/Mistral-7B-Instruct-v0.1-AWQ\", quantization='awq', dtype='bfloat16', gpu_memory_utilization=0.5)\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute capability 7.5.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "dtype='bfloat16' asked explicitly on a T4 (sm 7.5), vLLM 0.2.1.", "dtype half / float16 (comment)", release="0.2.1",
     gpu="Tesla T4", gpus=1,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}])
case("miaai-47-dgx-spark-free-summary", "https://github.com/MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks/issues/47",
     "Free memory on device (110.37/121.69 GiB) on startup.\nDesired GPU memory utilization is (0.87, 105.87 GiB).",
     None, {}, "capacity",
     "a boot that passed the free-memory gate: 110.37 GiB free for a 105.87 GiB request at 0.87.",
     "none needed (the published 0.87 stays)", gpu="GB10 (DGX Spark)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.9}])
case("qanything-289-4090-4096-3792", "https://github.com/netease-youdao/QAnything/issues/289",
     "ValueError: The model's max seq len (4096) is larger than the maximum number of tokens that can be stored in KV cache (3792). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 4096, "max_kv_tokens": 3792}, "kv_too_small",
     "QAnything's 7B on a 24 GB 4090 with the wrapper's own low gpu_memory_utilization: 3792 tokens of KV.",
     "raise gpu_memory_utilization to 0.89 in QAnything's code (comments)", gpu="RTX 4090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 3792}])
case("vllm-27508-gptoss120b-h100-131072", "https://github.com/vllm-project/vllm/issues/27508",
     "(EngineCore_DP0 pid=6880)   File \"/opt/conda/envs/vllm_env/lib/python3.13/site-packages/vllm/v1/core/kv_cache_utils.py\", line 716, in check_enough_kv_cache_memory\n"
     "(EngineCore_DP0 pid=6880)     raise ValueError(\n"
     "(EngineCore_DP0 pid=6880) ValueError: To serve at least one request with the models's max seq len (131072), (4.54 GiB KV cache is needed, which is larger than the available KV cache memory (1.71 GiB). Based on the available memory, the estimated maximum model lengt",
     "kv_cache_too_small", {"max_seq_len": 131072, "needed_gib": 4.54, "available_gib": 1.71}, "kv_too_small",
     "gpt-oss-120b (~65 GiB of weights) on one 80 GB H100: 1.71 GiB left for KV at 131072 tokens.",
     "a shorter --max-model-len or a higher utilization", gpu="H100 80GB", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])
case("vllm-16118-1m-24gib-no-estimate", "https://github.com/vllm-project/vllm/issues/16118",
     "ERROR 04-05 01:12:55 [core.py:390] ValueError: To serve at least one request with the models's max seq len (1048576), (24.00 GiB KV cache is needed, which is larger than the available KV cache memory (9.97 GiB). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small", {"max_seq_len": 1048576, "needed_gib": 24.0, "available_gib": 9.97}, "kv_too_small",
     "a 1M-context model: 24 GiB of KV per request, 9.97 GiB available (this release printed no estimate).",
     "a shorter --max-model-len (the issue asks vLLM to print the estimate)",
     forbidden=[{"flag": "--max-model-len", "above": 1048575}])
case("vllm-11147-64heads-tp6", "https://github.com/vllm-project/vllm/issues/11147", TP.format(h=64, tp=6),
     "tp_not_divisible", {"num_attention_heads": 64, "tensor_parallel_size": 6}, "tp_not_divisible",
     "Llama-3.1-70B (64 heads) on 6 RTX A6000s.", "TP 4 (or TP 2 x PP 3, slow in the thread)", gpu="RTX A6000", gpus=6,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "6"}, {"flag": "--tensor-parallel-size", "above": 6}])
case("vllm-1705-gpt2xl-25heads-tp2", "https://github.com/vllm-project/vllm/issues/1705", TP.format(h=25, tp=2),
     "tp_not_divisible", {"num_attention_heads": 25, "tensor_parallel_size": 2}, "tp_not_divisible",
     "gpt2-xl has 25 heads: 2 does not divide them (5 does).", "TP 1 or 5 (the reporter tried 5 GPUs)", gpus=5,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "2"}, {"flag": "--tensor-parallel-size", "above": 5}])
case("qwen3-344-40heads-tp6", "https://github.com/QwenLM/Qwen3/issues/344", TP.format(h=40, tp=6),
     "tp_not_divisible", {"num_attention_heads": 40, "tensor_parallel_size": 6}, "tp_not_divisible",
     "qwen1.5-32b-chat (40 heads) on 6 GPUs.", "a divisor of 40: 2, 4 or 8 (maintainer)", gpus=6,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "6"}, {"flag": "--tensor-parallel-size", "above": 6}])

BATCH.write()
