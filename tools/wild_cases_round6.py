"""Round-6 blind batch: real startup logs collected while round 5 was being graded and fixed, to be graded only AFTER
the round-5 fixes are merged -> tests/golden/wild/<id>.json, each marked ``"batch": "round6-blind"``.

Same rules as tools/wild_cases_round4.py: collected from GitHub threads through the search tool's issues corpus (this
half of the split: vllm-project/vllm threads with an odd number, downstream repositories whose owner starts with n-z
or a digit); none in the earlier fixtures or ../shared/cases (urls checked); every expectation (kind, printed numbers,
cause, fixes that would be wrong for that user) written from the thread and NOT checked against kvroom: nobody ran
``kvroom explain`` on these excerpts before the blind grading. Excerpts are the text as the thread shows it (a line
the search excerpt cut short stays cut). Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round6-blind")
case = BATCH.case

NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"},
           {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ OOM: profiling run, CUDA-graph capture
case("minicpmv-612-3090-profiling-oom-2gib", "https://github.com/OpenBMB/MiniCPM-V/issues/612",
     "model = LLM(\n            model=model_path,\n            trust_remote_code=True,\n            gpu_memory_utilization=0.9,\n"
     "            dtype='half',\n            max_model_len=2048\n        )\n\n"
     "[rank0]: torch.OutOfMemoryError: Error in model execution (input dumped to "
     "/tmp/err_execute_model_input_20241010-154829.pkl): CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a "
     "total capacity of 23.69 GiB of which 979.69 MiB is free. Process 115625 has 22.73 GiB memory in use. Of the "
     "allocated memory 22.29 GiB is allocated by PyTorch, and 129.54 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
     "oom_profiling", {"total_gib": 23.69, "tried_gib": 2.0}, "oom_profiling",
     "MiniCPM-V 2.6 on one 24 GB RTX 3090 (V0 engine): the profiling run at LLM() construction executes the model on a "
     "dummy batch of max_num_seqs sequences with dummy images (MiniCPM-V has few tokens per image, so many images) and "
     "runs out of memory.",
     "maintainer: gpu_memory_utilization 0.8; the working recipe in the sibling thread (OpenBMB/MiniCPM-V#392) was "
     "max_num_seqs 32 with a smaller max_model_len",
     gpu="RTX 3090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}])
case("vllm-pr57595-mobile5090-graph-capture-oom-136mib", "https://github.com/vllm-project/vllm/pull/57595",
     "Tried to allocate 136.00 MiB. GPU 0 has a total capacity of 22.36 GiB of\nwhich 120.88 MiB is free. ... If this "
     "problem persists, try setting\nVLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0",
     "oom_cuda_graph", {"total_gib": 22.36}, "oom_cuda_graph",
     "Qwen3.8-27B NVFP4 on a 24 GB mobile RTX 5090 at --gpu-memory-utilization 0.98: the CUDA-graph memory estimate, "
     "measured with a minimal KV cache, under-reserves for the real capture that runs with the full KV pool allocated.",
     "headroom for the capture: a lower gpu_memory_utilization, or the PR's opt-in VLLM_CUDAGRAPH_MEMORY_MARGIN",
     gpu="RTX 5090 Laptop (24 GB)", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "at_least": 0.98},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="the PR description quotes the OOM from 'Tried to allocate' on and elides the middle with '...'; the phase "
          "(capture) is in the PR's prose and in vLLM's own hint about VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS")

# ------------------------------------------------------------------ KV too small (V0 wording)
case("xinference-1797-qwen15-14b-gptq-4096-1216", "https://github.com/xorbitsai/inference/issues/1797",
     "2024-07-11 18:12:30 ValueError: [address=0.0.0.0:45439, pid=66] The model's max seq len (4096) is larger than the "
     "maximum number of tokens that can be stored in KV cache (1216). Try increasing `gpu_memory_utilization` or "
     "decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 4096, "max_kv_tokens": 1216}, "kv_too_small",
     "Qwen1.5-14B-Chat-GPTQ-Int4 launched from Xinference 0.12 with gpu_memory_utilization 0.7 (the launch request in "
     "the thread): 1216 tokens of KV for a 4096 context.",
     "lower max_model_len or raise gpu_memory_utilization (the reporter's own conclusion in the thread)",
     forbidden=[{"flag": "--max-model-len", "above": 1216}, {"flag": "--gpu-memory-utilization", "at_most": 0.7}])

# ------------------------------------------------------------------ negative KV memory
case("vllm-omni-262-qwen3-omni-negative-3.86", "https://github.com/vllm-project/vllm-omni/issues/262",
     "CUDA_VISIBLE_DEVICES=0,2 vllm serve /vllm-omni/Qwen3-Omni-30B-A3B-Instruct \\\n    --omni \\\n"
     "    --trust-remote-code \\\n    --port xxxx\n"
     "(Worker_TP1 pid=104299) INFO 12-10 03:24:48 [gpu_worker.py:298] Available KV cache memory: -3.86 GiB\n"
     "(Worker_TP0 pid=104298) INFO 12-10 03:24:48 [gpu_worker.py:298] Available KV cache memory: 9.90 GiB\n"
     "(Worker pid=107646) WARNING 12-10 03:24:48 [cudagraph_dispatcher.py:106] cudagraph dispatching keys are not "
     "initialized. No cudagraph will be used.\n"
     "(EngineCore_DP0 pid=85433) ERROR 12-10 03:24:48 [core.py:708] EngineCore failed to start.",
     "kv_memory_negative", {"available_gib": -3.86}, "release_regression",
     "Qwen3-Omni-30B-A3B with vllm-omni on two GPUs: one TP rank's profile came out negative. The reporter traced it to "
     "outdated flash-attn and flashinfer builds that skewed the memory estimate.",
     "upgrade flash-attn (2.8.3) and flashinfer (0.5.2); the same command then started (reporter)",
     gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}],
     note="the smallest worker value is the one vLLM sizes the cache by; the cause is a library-version problem the "
          "log cannot show (labelled release_regression like the round-1/3 environment regressions)")

# ------------------------------------------------------------------ derived length
case("vec-inf-61-qwen25-math-7b-32768-over-4096", "https://github.com/VectorInstitute/vector-inference/issues/61",
     "ValueError: User-specified max_model_len (32768) is greater than the derived max_model_len\n"
     "(max_position_embeddings=4096 or model_max_length=None in model's config.json). \n"
     "This may lead to incorrect model outputs or CUDA errors. \n"
     "To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
     "max_len_over_derived", {"max_model_len": 32768, "derived_key": "max_position_embeddings",
                              "derived_max_model_len": 4096}, "max_len_over_derived",
     "vec-inf's launch config for Qwen2.5-Math-7B-Instruct asked for 32768 tokens; the model's config allows 4096.",
     "a max_model_len of 4096 in vec-inf's model config (the thread: a bug in the config; same for the 1.5B)",
     forbidden=[{"flag": "--max-model-len", "above": 4096}])

# ------------------------------------------------------------------ bf16 on an older GPU
case("qwen-913-v100-pcie-32gb-bf16-7.0", "https://github.com/QwenLM/Qwen/issues/913",
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla "
     "V100-PCIE-32GB GPU has compute capability 7.0.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "Qwen's bf16 checkpoint served by vLLM (January 2024, 0.2.x: the message has no --dtype hint yet) on a V100 "
     "(sm 7.0), which has no bfloat16.",
     "--dtype half (the maintainer: the V100 lacks bf16, not vLLM the V100)", gpu="Tesla V100-PCIE-32GB",
     forbidden=NO_BF16)

# ------------------------------------------------------------------ capacity logs (no failure)
case("vllm-33263-qwen3-1.7b-24gb-175856", "https://github.com/vllm-project/vllm/issues/33263",
     "llm = LLM(\n    model=\"Qwen/Qwen3-1.7B\",\n    max_num_seqs=1,\n    max_model_len=1024,\n)\n"
     "INFO 01-28 16:08:46 [gpu_worker.py:358] Available KV cache memory: 18.78 GiB\n"
     "INFO 01-28 16:08:46 [kv_cache_utils.py:1305] GPU KV cache size: 175,856 tokens",
     None, {}, "capacity",
     "Qwen3-1.7B on one 24 GB GPU: vLLM gives the KV cache everything left under gpu_memory_utilization x total after "
     "weights and the profile (18.78 GiB, 175856 tokens), whatever 1 sequence x 1024 tokens needs (a capacity "
     "question, not a failure).",
     "none needed to start; a smaller pool through kv_cache_memory_bytes or a lower gpu_memory_utilization (thread)",
     gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "above": 0.9}])
case("club-3090-652-5090-qwen36-35b-nvfp4-569878", "https://github.com/noonghunna/club-3090/issues/652",
     "(EngineCore pid=107) INFO 07-09 02:58:11 [gpu_worker.py:508] Available KV cache memory: 6.01 GiB\n"
     "(EngineCore pid=107) INFO 07-09 02:58:11 [kv_cache_utils.py:2146] GPU KV cache size: 569,878 tokens\n"
     "(EngineCore pid=107) INFO 07-09 02:58:11 [kv_cache_utils.py:2147] Maximum concurrency for 131,072 tokens per "
     "request: 4.35x\n"
     "(APIServer pid=1) INFO 07-09 02:56:25 [api_utils.py:273] non-default args: {'model_tag': "
     "'~/.cache/huggingface/qwen3.6-35b-a3b-nvfp4', 'default_chat_template_kwargs': {'enable_thinking': False}, "
     "'enable_auto_tool_choice': True, 'tool_call_parser': 'qwen3_coder', 'host': '0.0.0.0', 'model': "
     "'~/.cache/huggingface/qwen3.6-35b-a3b-nvfp4', 'trust_remote_code': True, 'dtype': 'bfloat16', 'max_model_len': "
     "131072, 'quantization': 'modelopt', 'served_model_name': ['qwen3.6-35b-a3b', 'qwen3.6-35b-a3b-autoround', "
     "'qwen3.6-35b-a3b-nvfp4'], 'override_generation_config': {'temperature': 0.6, 'top_p': 0.95, 'top_k': 20, "
     "'min_p': 0.0, 'repetition_penalty': 1.0}, 'reasoning_parser': 'qwen3', 'kv_cache_dtype': 'fp8', "
     "'enable_prefix_caching': True, 'limit_mm_per_prompt': {'image': 2, 'audio': 0}, 'max_num_batched_tokens': 8192, "
     "'max_num_seqs': 1, 'enable_chunked_prefill': True}",
     None, {}, "capacity",
     "Qwen3.6-35B-A3B NVFP4 (hybrid, fp8 KV) on one RTX 5090 at 131072: 6.01 GiB of KV, 569878 tokens, 4.35 requests "
     "(a bench report, not a failure).",
     "none needed", release="0.24.0", gpu="RTX 5090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype", "value": "fp8"}])
case("club-3090-642-2x3090-qwen36-27b-623873", "https://github.com/noonghunna/club-3090/issues/642",
     "(Worker_TP0 pid=101) INFO 07-08 15:38:03 [gpu_worker.py:508] Available KV cache memory: 11.05 GiB\n"
     "(EngineCore pid=92) INFO 07-08 15:38:03 [kv_cache_utils.py:2146] GPU KV cache size: 623,873 tokens\n"
     "(EngineCore pid=92) INFO 07-08 15:38:03 [kv_cache_utils.py:2147] Maximum concurrency for 262,144 tokens per "
     "request: 2.38x",
     None, {}, "capacity",
     "Qwen3.6-27B AutoRound int4 (hybrid) over two RTX 3090 (TP 2, PCIe, no NVLink) at 262144: 11.05 GiB of KV per "
     "GPU, 623873 tokens, 2.38 requests (a bench report).",
     "none needed", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}])
case("vllm-49011-5090-nvfp4-kv-1823372-1.74x", "https://github.com/vllm-project/vllm/issues/49011",
     "(EngineCore pid=7476) WARNING 07-25 13:42:38 [kv_cache_utils.py:1208] Add 3 padding layers, may waste at most "
     "6.25% KV cache memory\n"
     "(EngineCore pid=7476) INFO 07-25 13:42:38 [kv_cache_utils.py:2146] GPU KV cache size: 1,823,372 tokens\n"
     "(EngineCore pid=7476) INFO 07-25 13:42:38 [kv_cache_utils.py:2147] Maximum concurrency for 1,048,576 tokens per "
     "request: 1.74x",
     None, {}, "capacity",
     "a Qwen3.5-family hybrid on one RTX 5090 with a prototype nvfp4 KV cache: 1823372 tokens, 1.74 requests at "
     "1048576 (a working start shared in a feature thread).",
     "none needed", gpu="RTX 5090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])

# ------------------------------------------------------------------ more: KV too small (V1 0.8 wording), loading OOM, TP assertion
case("vllm-15617-v082-116160-4.43-of-3.48", "https://github.com/vllm-project/vllm/issues/15617",
     "vllm0.8.2 command:\n--gpu-memory-utilization 0.95 --port 18081 --max-model-len 116160 --enable-reasoning "
     "--reasoning-parser deepseek_r1\n"
     "ERROR 03-27 16:43:19 [core.py:343] ValueError: To serve at least one request with the models's max seq len "
     "(116160), (4.43 GB KV cache is needed, which is larger than the available KV cache memory (3.48 GB). Try "
     "increasing gpu_memory_utilization or decreasing max_model_len when initializing the engine.",
     "kv_cache_too_small", {"max_seq_len": 116160, "needed_gib": 4.43, "available_gib": 3.48}, "kv_too_small",
     "a DeepSeek-R1-style reasoning model on 8 x RTX 4090 after the upgrade from 0.7.3 (V0) to 0.8.2 (V1 by default): "
     "V1's CUDA graphs, torch.compile and the 1024-sequence default leave less KV than 0.7.3 did, so 116160 tokens no "
     "longer fit at 0.95.",
     "a lower max_model_len (the reporter had to cut it by more than half); vLLM later reverted the V1 max_num_seqs "
     "default to 256 (vllm#16158)",
     release="0.8.2", gpu="RTX 4090", gpus=8,
     forbidden=[{"flag": "--max-model-len", "at_least": 116160}, {"flag": "--gpu-memory-utilization", "at_most": 0.95},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="0.8.2's message prints GB but divides by 1024**3 (GiB); the paste lost the backticks around the flag names")
case("vllm-2363-mixtral-8x7b-a100-40g-loading-oom", "https://github.com/vllm-project/vllm/issues/2363",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 0 has a total capacty of 39.39 "
     "GiB of which 17.94 MiB is free. Including non-PyTorch memory, this process has 39.36 GiB memory in use. Of the "
     "allocated memory 38.72 GiB is allocated by PyTorch, and 12.91 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation "
     "for Memory Management and PYTORCH_CUDA_ALLOC_CONF\n\n"
     "Command:\npython -m vllm.entrypoints.openai.api_server \\\n--model mistralai/Mixtral-8x7B-v0.1",
     "oom_loading", {"total_gib": 39.39}, "weights_do_not_fit",
     "Mixtral-8x7B in bf16 (about 87 GiB of weights) on one 40 GB A100 with no tensor parallelism: the weights alone do "
     "not fit (the thread: the same model runs only with about 128 GB of GPU memory across GPUs).",
     "more GPUs with tensor parallelism (enough total memory) or a quantized checkpoint",
     release="0.2.7", gpu="A100 40GB",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                {"flag": "--gpu-memory-utilization"}])
case("vllm-pr57119-qwen38-flash-next-16-not-divisible-by-3", "https://github.com/vllm-project/vllm/pull/57119",
     "AssertionError: 16 is not divisible by 3",
     "tp_not_divisible", {"tensor_parallel_size": 3}, "tp_not_divisible",
     "qwen3.8-flash-next served with --tensor-parallel-size 3 (vllm#55517): its vision tower's 16 attention heads cannot "
     "be split 3 ways (vLLM's divide() assertion).",
     "a tensor parallel size that divides 16; the PR makes the vision tower fall back to data parallelism instead",
     gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 3}],
     note="the PR quotes the assertion of vllm#55517; vLLM's divide() names no quantity: 3 is the TP size, 16 the "
          "vision heads (the PR's words)")
case("dots-ocr-196-profiling-oom-74gib-no-flash-attn", "https://github.com/studio-dots-ai/dots.ocr/issues/196",
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 74.16 GiB. GPU 0 has a total capacity of 44.40 GiB "
     "of which 29.89 GiB is free. Process 2684311 has 14.51 GiB memory in use. Of the allocated memory 13.44 GiB is "
     "allocated by PyTorch, and 738.96 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory "
     "is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation "
     "for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "[rank0]:[W914 04:53:45.615225908 ProcessGroupNCCL.cpp:1476] Warning: WARNING: destroy_process_group() was not "
     "called before program exit, which can leak resources. For more info, please see "
     "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())",
     "oom_profiling", {"total_gib": 44.4, "tried_gib": 74.16}, "oom_profiling",
     "dots.ocr (a vision-language OCR model) under vLLM on one 44.4 GiB GPU: with flash-attn missing, the vision "
     "encoder's attention on the profiling run's dummy image materialises a 74 GiB score matrix, far more than the GPU "
     "(the weights hold only 14.5 GiB).",
     "install flash-attn (a commenter with the same error: solved)", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="the request (74.16 GiB) is larger than the whole GPU: no memory setting fits it")

# ------------------------------------------------------------------ capacity, V0 0.2 era
case("vllm-pr2031-llama2-70b-tp4-blocks-20865", "https://github.com/vllm-project/vllm/pull/2031",
     "### Llama2-70B with TP=4 and 4xA100-80GB\n- Current main: # GPU blocks: 31615\n- This PR: # GPU blocks: **20865**",
     None, {}, "capacity",
     "Llama-2-70B over four A100-80GB (vLLM 0.2.x): the PR's fixed peak-memory profiling counts the non-torch (NCCL) "
     "memory of TP > 1, so the cache shrinks from 31615 to 20865 blocks; the old figure overran gpu_memory_utilization "
     "(77.5 GB used at 0.9).",
     "none needed (the PR is the fix; it makes the block count honest)", gpu="A100 80GB", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}],
     note="two block counts in one excerpt, before and after the PR (December 2023, vLLM 0.2.x)")

# ------------------------------------------------------------------ KV too small (V1 wording)
case("club-3090-35-long-text-180000-3.05-of-2.17", "https://github.com/noonghunna/club-3090/issues/35",
     "ValueError: To serve at least one request with the model's max seq len (180000), 3.05 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (2.17 GiB). Based on the available memory, the estimated "
     "maximum model length is 111456.",
     "kv_cache_too_small", {"max_seq_len": 180000, "needed_gib": 3.05, "available_gib": 2.17,
                            "estimated_max_model_len": 111456}, "kv_too_small",
     "club-3090's long-text compose (180K context at gpu-memory-utilization 0.93) on one clean RTX 3090 24 GB: after "
     "weights and the profiled activation/CUDA-graph reserve only 2.17 GiB is left for KV, short of the 3.05 GiB one "
     "180K request needs; the maintainers' own rig fitted only by profiling variance.",
     "lower --max-model-len (the reporter ran 110K; the maintainers cut the shipped default to ~145K)",
     gpu="RTX 3090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 111456}],
     note="excerpt from the maintainer's 2026-05-29 comment (same failure, same rig class as the reporter's #32)")

case("vllm-backport-15-8x3090-dsv4-flash-250000-1.8-of-0.35", "https://github.com/wtdcode/vllm-backport/issues/15",
     "(EngineCore pid=90)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 778, "
     "in _check_enough_kv_cache_memory\n"
     "(EngineCore pid=90)     raise ValueError(\n"
     "(EngineCore pid=90) ValueError: To serve at least one request with the model's max seq len (250000), (1.8 GiB KV "
     "cache is needed, which is larger than the available KV cache memory (0.35 GiB). Based on the available memory, "
     "the estimated maximum model length is 856. Try increasing `gpu_memory_utilization` (which also controls CPU "
     "memory on the CP",
     "kv_cache_too_small", {"max_seq_len": 250000, "needed_gib": 1.8, "available_gib": 0.35,
                            "estimated_max_model_len": 856}, "kv_too_small",
     "DeepSeek-V4-Flash (FP8) on eight RTX 3090 (TP 8) through an Ampere backport fork of vLLM: the weights fill the "
     "24 GB cards so nearly nothing is left for KV (0.35 GiB per GPU against 1.8 GiB for one 250K request); raising "
     "gpu-memory-utilization from 0.92 to 0.95 did not help.",
     "--cpu-offload-gb (the title: 250K is only possible with CPU offload of weights)", gpu="RTX 3090", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}],
     note="excerpt cut where the search excerpt cut it; the launch (non-default args) is in a later comment with "
          "gpu_memory_utilization 0.95, tensor_parallel_size 8, block_size 256 and an fp8 KV cache dtype")

# ------------------------------------------------------------------ OOM with another process on the GPU
case("qwen3-458-kv-alloc-oom-642mib-two-processes", "https://github.com/QwenLM/Qwen3/issues/458",
     "File ~/miniconda3/envs/qwen_env/lib/python3.11/site-packages/vllm/worker/cache_engine.py:49, in "
     "CacheEngine.__init__(self, cache_config, model_config, parallel_config)\n"
     "     46 self.attn_backend = get_attn_backend(model_config.dtype)\n"
     "     48 # Initialize the cache.\n"
     "---> 49 self.gpu_cache = self._allocate_kv_cache(self.num_gpu_blocks, \"cuda\")\n"
     "     50 self.cpu_cache = self._allocate_kv_cache(self.num_cpu_blocks, \"cpu\")\n"
     "\n"
     "File ~/miniconda3/envs/qwen_env/lib/python3.11/site-packages/vllm/worker/cache_engine.py:64, in "
     "CacheEngine._allocate_kv_cache(self, num_blocks, device)\n"
     "     61 kv_cache: List[torch.Tensor] = []\n"
     "     62 for _ in range(self.num_layers):\n"
     "     63     kv_cache.append(\n"
     "---> 64         torch.empty(kv_cache_shape,\n"
     "     65                     dtype=self.dtype,\n"
     "     66                     pin_memory=pin_memory,\n"
     "     67                     device=device))\n"
     "     68 return kv_cache\n"
     "\n"
     "OutOfMemoryError: CUDA out of memory. Tried to allocate 642.00 MiB. GPU",
     "oom_kv_cache", {}, "other_process",
     "Qwen1.5-32B-Chat-GPTQ-Int4 under vLLM (0.3/0.4, V0 CacheEngine) in a notebook: the KV blocks were sized from a "
     "profile, then allocating them failed because a second process held part of the same GPU (the maintainer: 'the "
     "VRAM of the same GPU is used by two processes').",
     "free the GPU of the other process (or give each its own GPU / a lower gpu_memory_utilization)",
     forbidden=[{"flag": "--tensor-parallel-size"}],
     note="the paste ends at 'GPU' (the thread's own cut): no total or free figure is printed; 642.00 MiB is the "
          "only number, left out of 'numbers' because it is in MiB")

case("qwen-782-a100-80g-qwen7b-oom-other-processes", "https://github.com/QwenLM/Qwen/issues/782",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 234.00 MiB. GPU 0 has a total capacty of 80 "
     "GiB of which 176.38 MiB is free. Process 4683 has 11.05 GiB memory in use. Process 16753 has 1.71 GiB memory in "
     "use. Including non-PyTorch memory, this process has 18.80 GiB memory in use. Of the allocated memory 18.26 GiB "
     "is allocated by PyTorch, and 30.10 MiB is reserved by PyTorch but unallocated. If reserved but unallocated "
     "memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 80}, "other_process",
     "Qwen-7B-Chat under vLLM (December 2023, 0.2.x) on an A100 80G the reporter thought had ~70G free: this process "
     "held only 18.80 GiB when it ran out; the rest of the card was held by other processes (the maintainer: 'not 60G "
     "left: this process has 18G, other processes hold the rest').",
     "free the GPU of the other processes (or run on an idle GPU)", gpu="A100 80GB",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size"}],
     note="the log is the OOM line alone (no phase shown), hence oom_loading per the README's 'no sign of "
          "progress'; 'capacty' and '80 GiB' are as pasted")

BATCH.write()
