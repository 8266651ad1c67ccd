"""Round-5b blind batch: three more real logs from the round-5 split (vllm-project/vllm even issues, downstream owners
a-m), found after round 5 was graded and its general fixes committed (7e8ed53) -> tests/golden/wild/<id>.json, each
marked ``"batch": "round5b-blind"``. Same rules as tools/wild_cases_round5.py: new threads only (urls checked against
every fixture and ../shared/cases), expectations written from each thread before kvroom was run on the excerpt; the
first grading is recorded in tests/golden/wild/BLIND.md. Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round5b-blind")
case = BATCH.case

case("vllm-11230-qwen72b-gptq-a40-8192-1280", "https://github.com/vllm-project/vllm/issues/11230",
     "INFO 12-16 02:38:24 model_runner.py:1077] Loading model weights took 38.5260 GB\n"
     "INFO 12-16 02:38:40 worker.py:232] Memory profiling results: total_gpu_memory=47.74GiB initial_memory_usage=42.62GiB "
     "peak_torch_memory=40.87GiB memory_usage_post_profile=42.63GiB non_torch_memory=4.09GiB kv_cache_size=0.39GiB "
     "gpu_memory_utilization=0.95\n"
     "INFO 12-16 02:38:41 gpu_executor.py:113] # GPU blocks: 80, # CPU blocks: 819\n"
     "INFO 12-16 02:38:41 gpu_executor.py:117] Maximum concurrency for 8192 tokens per request: 0.16x\n"
     "ERROR 12-16 02:38:41 engine.py:366] The model's max seq len (8192) is larger than the maximum number of tokens that "
     "can be stored in KV cache (1280). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
     "initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 8192, "max_kv_tokens": 1280}, "kv_too_small",
     "Qwen2.5-72B-Instruct-GPTQ-Int4 on one A40-48Q (vGPU) at 0.95 and 8192: 0.6.4.post1's profile charges 4.09 GiB of "
     "non-torch memory and a 40.87 GiB torch peak, leaving 0.39 GiB (80 blocks) of KV, where 0.6.3.post1 started.",
     "not settled (closed stale): 0.6.3.post1, or a max_model_len the 1280 tokens hold", release="0.6.4.post1",
     gpu="A40-48Q", gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 1280}, {"flag": "--gpu-memory-utilization", "at_most": 0.95},
                {"flag": "--tensor-parallel-size", "above": 1}])
case("flashinfer-1180-torch-sampler-kv-2.49", "https://github.com/flashinfer-ai/flashinfer/issues/1180",
     "WARNING 06-26 07:04:55 [topk_topp_sampler.py:59] FlashInfer is not available. Falling back to the PyTorch-native "
     "implementation of top-p & top-k sampling. For the best performance, please install FlashInfer.\n"
     "INFO 06-26 07:07:50 [gpu_worker.py:227] Available KV cache memory: 2.49 GiB",
     None, {}, "capacity",
     "the same model in an image without FlashInfer: the PyTorch-native top-k/top-p sampler's profiled peak is larger, so "
     "2.49 GiB is left for KV instead of 4.00 GiB with the FlashInfer sampler (VLLM_USE_FLASHINFER_SAMPLER=0 gives the "
     "same 2.49).", "an image with FlashInfer sampling (the reporter's comparison)", forbidden=[])
case("vllm-5976-phi3v-131072-50944", "https://github.com/vllm-project/vllm/issues/5976",
     "INFO 06-28 23:40:03 api_server.py:206] vLLM API server version 0.5.0.post1\n"
     "The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (50944)",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 50944}, "kv_too_small",
     "Phi-3-vision-128k at its 131072 default on a free GPU: after a change on main the multi-modal profile run "
     "(worst-case image features for every sequence) left 50944 tokens of KV.",
     "a smaller max_num_seqs keeps the full context (vllm PR #5981 updated the example, 'FIXES #5976')",
     release="0.5.0.post1", forbidden=[{"flag": "--max-model-len", "above": 50944}])

BATCH.write()
