"""Round-4 blind batch: real startup logs collected after the round-3 fixes, to measure the current explain code on
logs it has not seen -> tests/golden/wild/<id>.json, each marked ``"batch": "round4-blind"``.

Same rules as tools/wild_cases_round2.py: collected from GitHub threads (vLLM's and downstream projects') through the
search tool's issues corpus; none in the earlier fixtures or ../shared/cases (ids and urls checked); every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) written from the thread BEFORE
kvroom was run on the excerpt; the first grading is recorded in tests/golden/wild/BLIND.md. Excerpts are the text as
the thread shows it (a line the search excerpt cut short stays cut). Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round4-blind")
case = BATCH.case

NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"},
           {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
NO_KV = "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine."

# ------------------------------------------------------------------ KV too small (V0 wording, V1 wording, MLA)
case("dsv4-sm89-41-262144-1.93-of-1.88", "https://github.com/yhfgyyf/vllm-deepseek-v4-sm89/issues/41",
     "ValueError: To serve at least one request with the model's max seq len (262144), (1.93 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (1.88 GiB). Based on the available memory, the estimated maximum "
     "model length is 251136. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) "
     "or decreasing `max_model_len` when initializing the engine. See "
     "https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 262144, "needed_gib": 1.93, "available_gib": 1.88,
                            "estimated_max_model_len": 251136}, "kv_too_small",
     "DeepSeek-V4 (compressed MLA-style KV) on 4 x 4090-48G at the README's 262144: 0.05 GiB short of one request.",
     "a max_model_len at or under 251136, or slightly more memory for the KV cache", gpu="RTX 4090 48G", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-model-len", "above": 251136}])
case("vllm-13061-r1-distill-14b-2x4090-81536", "https://github.com/vllm-project/vllm/issues/13061",
     "vllm serve --trust-remote-code --tensor_parallel_size 2 --gpu_memory_utilization=0.98  /root/autodl-tmp/deepseek-ai/DeepSeek-R1-Distill-Qwen-14B\n"
     "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (81536). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.    \n"
     "ERROR 02-11 07:40:49 multiproc_worker_utils.py:124] Worker VllmWorkerProcess pid 1786 died, exit code: -15",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 81536}, "kv_too_small",
     "DeepSeek-R1-Distill-Qwen-14B's 131072 context on two 24 GB 4090s at 0.98: 81536 tokens of KV across the pair.",
     "--max-model-len (the reporter knew; maintainers: KV is per-GPU shard, both GPUs are already used)",
     release="0.7.2", gpu="RTX 4090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len", "above": 81536}])
case("vllm-6156-dsv2-lite-2xl40-163840-63040", "https://github.com/vllm-project/vllm/issues/6156",
     "python3 -m vllm.entrypoints.openai.api_server --dtype float16 --trust-remote-code --model DeepSeek-Coder-V2-Lite-Instruct --port 9000 --host 0.0.0.0    --tensor-parallel-size 2\n"
     "[rank0]: ValueError: The model's max seq len (163840) is larger than the maximum number of tokens that can be stored in KV cache (63040). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 163840, "max_kv_tokens": 63040}, "kv_too_small",
     "DeepSeek-Coder-V2-Lite (MLA model, vLLM 0.5.x cached it as full K/V) at its 163840 default on 2 x L40.",
     "reduce max_model_len (thread: 30720 works)", release="0.5.1", gpu="L40", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len", "above": 63040}])
case("basalam-10-colab-v027-4096-3664", "https://github.com/basalam/product-catalog-generator/issues/10",
     "ValueError: The model's max seq len (4096) is larger than the maximum number of tokens that can be stored in KV "
     "cache (3664). Try increasing gpu_memory_utilization or decreasing max_model_len when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 4096, "max_kv_tokens": 3664}, "kv_too_small",
     "a 4096-context 7B model with vLLM 0.2.7 on one Colab GPU: 3664 tokens of KV.",
     "a higher gpu_memory_utilization or a lower max_model_len (maintainer)", release="0.2.7", gpu="Colab GPU", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 3664}])

# ------------------------------------------------------------------ Mamba / hybrid
case("nemo-rl-2620-nano-v2-mamba-1024-658", "https://github.com/NVIDIA-NeMo/RL/issues/2620",
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (658). Each decode sequence requires one "
     "Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 658 or increase "
     "gpu_memory_utilization.",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 658}, "mamba_blocks",
     "Nemotron-Nano-v2-12B (hybrid Mamba) in GRPO nightly tests after a vLLM bump: 658 Mamba blocks for 1024 seqs.",
     "lower max_num_seqs (at most 658)", gpus=8,
     forbidden=[{"flag": "--max-num-seqs", "above": 658}])

# ------------------------------------------------------------------ no / zero KV memory
case("vllm-10439-qwen05b-util-too-low", "https://github.com/vllm-project/vllm/issues/10439",
     "vllm-1  | ERROR 11-18 18:07:28 engine.py:366]   File \"/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py\", line 493, in raise_if_cache_size_invalid\n"
     "vllm-1  | ERROR 11-18 18:07:28 engine.py:366]     raise ValueError(\"No available memory for the cache blocks. \"\n"
     "vllm-1  | ERROR 11-18 18:07:28 engine.py:366] " + NO_KV,
     "no_kv_memory", {}, "util_too_low",
     "Qwen2.5-0.5B on 0.6.4.post1 with gpu_memory_utilization between 0.03 and 0.4: since 0.6.4 the fraction bounds the "
     "whole instance (weights, activation peak, non-torch), and that was too small.",
     "increase gpu_memory_utilization, e.g. 0.5-0.6 (maintainer)", release="0.6.4.post1", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.4}, {"flag": "--tensor-parallel-size"}])
case("vllm-10533-second-instance-a100-0.20", "https://github.com/vllm-project/vllm/issues/10533",
     "python3 -m vllm.entrypoints.openai.api_server \\\n        --model /models/Qwen2.5-14B-Instruct-GPTQ-Int4 \\\n"
     "        --gpu-memory-utilization 0.20 \\\n        --max-model-len=16384 \\\n        --served-model-name qwen2.5-14b \\\n"
     "        --quantization=gptq \\\n        --enforce-eager \\\n        --enable-chunked-prefill \\\n        --enable-prefix-caching\n"
     + NO_KV + "\n"
     "Memory profiling results: total_gpu_memory=79.15GiB initial_memory_usage=68.01GiB",
     "no_kv_memory", {}, "other_process",
     "a second vLLM (Qwen2.5-14B-GPTQ at 0.20) on an 80 GB A100 already holding a 72B instance at 0.75: 0.6.4 charged "
     "the first instance's 68 GiB against the second's budget.",
     "start the second with a utilization that covers both (or a release with per-instance accounting, #10511)",
     release="0.6.4", gpu="A100 80GB", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.2}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len"}])
case("vllm-14376-l40s-second-tinyllama-0.2", "https://github.com/vllm-project/vllm/issues/14376",
     "--model TinyLlama/TinyLlama-1.1B-Chat-v1.0 \\\n--max-model-len 1024 \\\n--gpu-memory-utilization 0.2\n"
     "ERROR 03-05 13:46:50 core.py:291] " + NO_KV,
     "no_kv_memory", {}, "other_process",
     "a second TinyLlama V1 engine at 0.2 on a 48 GB L40S next to an identical one: V1 (before #18974) counted the first "
     "instance's memory as its own non-torch use.",
     "0.3 for the second instance worked (reporter); fixed in vLLM by #18974", gpu="L40S", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.2}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len"}])

# ------------------------------------------------------------------ free-memory gate
case("kvcached-29-free-59.32-of-79.15", "https://github.com/ovg-project/kvcached/issues/29",
     "  File \"/home/jrxing/kvcached/engine_integration/vllm-v0.9.2/vllm/v1/worker/gpu_worker.py\", line 145, in init_device\n"
     "    raise ValueError(\n"
     "ValueError: Free memory on device (59.32/79.15 GiB) on startup is less than desired GPU memory utilization (0.9, "
     "71.24 GiB). Decrease GPU memory utilization or reduce GP",
     "free_memory_low", {"free_gib": 59.32, "total_gib": 79.15, "requested_gib": 71.24}, "other_process",
     "Llama-3.1-8B on an 80 GB GPU where about 20 GiB were held by something else (kvcached's setup) at start.",
     "a utilization under 59.32/79.15 (e.g. 0.7) or free the GPU", release="0.9.2", gpu="80 GB GPU", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.75}, {"flag": "--tensor-parallel-size"}])

# ------------------------------------------------------------------ OOM: loading, KV allocation, profiling, graphs
case("vllm-28143-oom-creating-weights-93gib", "https://github.com/vllm-project/vllm/issues/28143",
     "(EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [linear.py:210] Failed to create unquantized linear weights: CUDA "
     "out of memory. Tried to allocate 896.00 MiB. GPU 0 has a total capacity of 93.09 GiB of which 739.81 MiB is free. "
     "Including non-PyTorch memory, this process has 92.34 GiB memory in use. Of the allocated memory 91.68 GiB is "
     "allocated by PyTorch, and 1.84 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is "
     "large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for "
     "Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "(EngineCore_DP0 pid=12473) ERROR 11-05 12:19:32 [core.py:708] EngineCore failed to start.",
     "oom_loading", {"total_gib": 93.09}, "weights_do_not_fit",
     "an unquantized Llama larger than one 93 GiB GPU put on GPU 0 alone (this process holds 92.34 GiB while creating "
     "the weights).",
     "spread the model over the GPUs (tensor parallel) or a quantized checkpoint",
     gpu="H100 NVL (93 GiB)",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}])
case("vllm-783-opt125m-kv-alloc-other-process", "https://github.com/vllm-project/vllm/issues/783",
     "llm = LLM(model=\"facebook/opt-125m\",tensor_parallel_size=1)\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.63 GiB (GPU 0; 44.56 GiB total capacity; "
     "27.91 GiB already allocated; 565.31 MiB free; 27.93 GiB reserved in total by PyTorch) If reserved memory is >> "
     "allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management "
     "and PYTORCH_CUDA_ALLOC_CONF",
     "oom_kv_cache", {"total_gib": 44.56, "tried_gib": 1.63}, "other_process",
     "opt-125m with vLLM 0.1.x on a 44.56 GiB GPU where other processes held about 15 GB: 0.1.x sized the cache as 0.9 "
     "of the whole card, and one layer's 1.63 GiB cache tensor no longer fit.",
     "a lower gpu_memory_utilization (the share the other processes leave)", release="0.1.3", gpu="A40-class 48 GB",
     gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size"},
                {"flag": "--max-model-len"}])
case("vllm-17250-mm-profiling-oom-15.56", "https://github.com/vllm-project/vllm/issues/17250",
     "WARNING 04-27 16:27:59 [profiling.py:245] The sequence length used for profiling (max_num_batched_tokens / "
     "max_num_seqs = 20000) is too short to hold the multi-modal embeddings in the worst case (98304 tokens in total, "
     "out of which {'image': 81920, 'video': 16384} are reserved for multi-modal embeddings). This may cause certain "
     "multi-modal inputs to fail during inference, even when the input text is short. To avoid this, you should increase "
     "`max_model_len`, reduce `max_num_seqs`, and/or reduce `mm_counts`.\n"
     "ERROR 04-27 16:28:02 [engine.py:448] CUDA out of memory. Tried to allocate 800.00 MiB. GPU 0 has a total capacity "
     "of 15.56 GiB of which 442.62 MiB is free. Including non-PyTorch memory, this process has 15.12 GiB memory in use. "
     "Of the allocated memory 14.88 GiB is allocated by PyTorch, and 38.19 MiB is reserved by PyTorch but unallocated. "
     "If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)",
     "oom_profiling", {"total_gib": 15.56}, "oom_profiling",
     "a Qwen2.5-VL model on a 16 GB GPU: 0.8.4's multi-modal profiling run (worst-case images and video) ran out of "
     "memory where 0.8.2's did not.",
     "fewer multi-modal items per prompt / a smaller profiling batch (or 0.8.2)", release="0.8.4", gpu="16 GB GPU",
     forbidden=[{"flag": "--tensor-parallel-size"}])
case("llm-d-787-sampler-warmup-wrapped", "https://github.com/llm-d/llm-d/issues/787",
     "RuntimeError: CUDA out of memory occurred when warming up sampler with 1024 \n"
     "dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` \n"
     "when initializing the engine.",
     "oom_profiling", {}, "oom_profiling",
     "Qwen3-32B TP 2 at --gpu-memory-utilization=0.95 (vLLM 0.11.0): the 1024-request sampler warm-up ran out of memory.",
     "lower gpu_memory_utilization to 0.90-0.92 or --max-num-seqs 512", release="0.11.0",
     forbidden=[{"flag": "--max-num-seqs", "at_least": 1024}, {"flag": "--gpu-memory-utilization", "at_least": 0.95}])
case("vllm-19186-graph-capture-cuda-error-oom", "https://github.com/vllm-project/vllm/issues/19186",
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]   File \"/usr/local/lib/python3.10/site-packages/vllm/compilation/backends.py\", line 681, in __call__\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]     with torch.cuda.graph(cudagraph, pool=self.graph_pool):\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]   File \"/usr/local/lib/python3.10/site-packages/torch/cuda/graphs.py\", line 186, in __exit__\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]     self.cuda_graph.capture_end()\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]   File \"/usr/local/lib/python3.10/site-packages/torch/cuda/graphs.py\", line 84, in capture_end\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470]     super().capture_end()\n"
     "(VllmWorker rank=3 pid=1090) ERROR 06-05 06:18:13 [multiproc_executor.py:470] RuntimeError: CUDA error: out of memory",
     "oom_cuda_graph", {}, "oom_cuda_graph",
     "too high a gpu_memory_utilization left no room for CUDA-graph capture after the KV cache (title of the thread).",
     "a lower gpu_memory_utilization or --enforce-eager",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}])

# ------------------------------------------------------------------ derived length, TP divisibility
case("vllm-pr19660-bge-reranker-513", "https://github.com/vllm-project/vllm/pull/19660",
     "vllm serve BAAI/bge-reranker-base --max-model-len 513\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, User-specified max_model_len (513) is greater than the derived max_model_len "
     "(max_position_embeddings=512 or model_max_length=None in model's config.json). This may lead to incorrect model "
     "outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 "
     "[type=value_error",
     "max_len_over_derived", {"max_model_len": 513, "derived_key": "max_position_embeddings",
                              "derived_max_model_len": 512}, "max_len_over_derived",
     "bge-reranker-base allows 512 positions; 513 was asked.", "--max-model-len 512",
     forbidden=[{"flag": "--max-model-len", "above": 512}])
case("longvt-9-qwen25-72b-131072-over-32768.0", "https://github.com/EvolvingLMMs-Lab/LongVT/issues/9",
     "vllm serve Qwen/Qwen2.5-72B-Instruct \\\n    --port 1234 \\\n    --gpu-memory-utilization 0.8 \\\n"
     "    --max-model-len 131072 \\\n    --tensor-parallel-size 8 \\\n    --served-model-name \"judge\" \\\n"
     "    --trust-remote-code\n"
     "Value error, User-specified max_model_len (131072) is greater than the derived max_model_len "
     "(max_position_embeddings=32768.0 or model_max_length=None in model's config.json). To allow overriding this "
     "maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme "
     "caution. If the model uses relative position encoding (RoPE), positions exceeding derived_max_model_len lead to "
     "nan. If the model uses absolute position encoding, positions exceeding derived_max_model_len will cause a CUDA "
     "array out-of-bounds error. [type=value_error, input_value=ArgsKwargs((), {'model': ...rocessor_plugin': None}), "
     "input_type=ArgsKwargs]",
     "max_len_over_derived", {"max_model_len": 131072, "derived_key": "max_position_embeddings",
                              "derived_max_model_len": 32768}, "max_len_over_derived",
     "Qwen2.5-72B-Instruct's config allows 32768; 131072 needs YaRN rope scaling or a shorter length.",
     "drop --max-model-len 131072 (the thread: an inappropriate value) or enable YaRN", gpus=8,
     forbidden=[{"flag": "--max-model-len", "above": 32768}, {"flag": "--tensor-parallel-size", "above": 8}])
case("ai-lab-recipes-514-32heads-tp3", "https://github.com/containers/ai-lab-recipes/issues/514",
     "  File \"/workspace/vllm/config.py\", line 1054, in __post_init__\n"
     "    self.model_config.verify_with_parallel_config(self.parallel_config)\n"
     "  File \"/workspace/vllm/config.py\", line 260, in verify_with_parallel_config\n"
     "    raise ValueError(\n"
     "ValueError: Total number of attention heads (32) must be divisible by tensor parallel size (3).",
     "tp_not_divisible", {"num_attention_heads": 32, "tensor_parallel_size": 3}, "tp_not_divisible",
     "ilab serve chose TP 3 on a 3-GPU machine for a 32-head model.", "a tensor parallel size that divides 32 (2)",
     gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 3}])
case("vllm-24004-glm45v-12-not-divisible-by-8", "https://github.com/vllm-project/vllm/issues/24004",
     "AssertionError: 12 is not divisible by 8",
     "tp_not_divisible", {"tensor_parallel_size": 8}, "tp_not_divisible",
     "GLM-4.5V at tensor_parallel_size=8 (vLLM 0.10.1.1): a 12-way dimension of the model (its vision tower's heads) "
     "cannot be split 8 ways.",
     "a tensor parallel size that divides 12 (4)", release="0.10.1.1", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="vLLM's divide() assertion names no quantity; 8 is the tensor parallel size (the thread's config)")

# ------------------------------------------------------------------ bf16 on older GPUs
case("openbuddy-45-v100-bf16-lowercase", "https://github.com/OpenBuddy/OpenBuddy/issues/45",
     "valueerror: bfloat16 is only supported on gpus with compute capability of at least 8.0. your tesla v100-sxm2-32gb "
     "gpu has compute capability 7.0.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "a bf16 OpenBuddy checkpoint on a V100 (sm 7.0), pasted in lower case.", "float16 (convert the weights on CPU)",
     gpu="Tesla V100-SXM2-32GB", gpus=1, forbidden=NO_BF16)
case("gpustack-1774-t4-bf16", "https://github.com/gpustack/gpustack/issues/1774",
     "Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has compute "
     "capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "a bf16 model scheduled on a T4 (sm 7.5) by GPUStack.", "--dtype half", gpu="Tesla T4", forbidden=NO_BF16)
case("pascal-pkgs-21-p40-bf16-6.1", "https://github.com/sasha0552/pascal-pkgs-ci/issues/21",
     "ERROR 04-29 21:35:55 [engine.py:448] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. "
     "Your Tesla P40 GPU has compute capability 6.1. You can use float16 instead by explicitly setting the `dtype` flag "
     "in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "6.1"}, "dtype_unsupported",
     "a bf16 model on a Tesla P40 (sm 6.1) with the Pascal build of vLLM 0.8.1.", "--dtype=half (maintainer)",
     release="0.8.1", gpu="Tesla P40", gpus=1, forbidden=NO_BF16)

# ------------------------------------------------------------------ capacity logs (no failure)
case("lmcache-1739-qwen3-14b-6.51-1.30x", "https://github.com/LMCache/LMCache/issues/1739",
     "(EngineCore_DP0 pid=1133552) INFO 10-03 16:22:17 [gpu_worker.py:298] Available KV cache memory: 6.51 GiB\n"
     "(EngineCore_DP0 pid=1133552) INFO 10-03 16:22:17 [kv_cache_utils.py:864] GPU KV cache size: 42,656 tokens\n"
     "(EngineCore_DP0 pid=1133552) INFO 10-03 16:22:17 [kv_cache_utils.py:868] Maximum concurrency for 32,768 tokens per request: 1.30x",
     None, {}, "capacity",
     "Qwen3-14B on one GPU: 6.51 GiB of KV, 42656 tokens, 1.3 requests at 32768 (a capacity report, not a failure).",
     "none needed", gpus=1, forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])
case("vllm-21348-qwen3-235b-fp8-tp4-8.11", "https://github.com/vllm-project/vllm/issues/21348",
     "CUDA_VISIBLE_DEVICES=0,1,2,3 \\\nvllm serve /path/to/Qwen3-235B-A22B-FP8 \\\n  --tensor-parallel-size 4 \\\n"
     "  --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1\",\"kv_role\":\"kv_both\"}'\n"
     "Available KV cache memory: 8.11 GiB\nGPU KV cache size: 178,880 tokens",
     None, {}, "capacity",
     "Qwen3-235B-A22B-FP8 on 4 x H100 leaves 8.11 GiB per GPU for KV after weights and the profiled peak (the thread: "
     "profiling changes in #19312), a capacity question.", "none (explanation)", gpu="H100", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}])
case("vllm-pr29796-olmo3-sliding-57.18", "https://github.com/vllm-project/vllm/pull/29796",
     "[gpu_worker.py:298] Available KV cache memory: 57.18 GiB\n"
     "[kv_cache_utils.py:1091] Maximum concurrency for 6,144 tokens per request: 23.73x",
     None, {}, "capacity",
     "Olmo 3 7B (3 sliding-window layers per full one) with 57.18 GiB of KV: 23.73 requests at 6144.", "none needed",
     forbidden=[])
case("vllm-pr17122-llama31-8b-l40s-4.84x", "https://github.com/vllm-project/vllm/pull/17122",
     "INFO 04-24 16:33:00 [gpu_model_runner.py:1316] Model loading took 14.9889 GiB and 3.652170 seconds\n"
     "INFO 04-24 16:33:13 [kv_cache_utils.py:634] GPU KV cache size: 158,656 tokens\n"
     "INFO 04-24 16:33:13 [kv_cache_utils.py:637] Maximum concurrency for 32,768 tokens per request: 4.84x",
     None, {}, "capacity",
     "Llama-3.1-8B-Instruct on one L40S: 158656 tokens of KV, 4.84 requests at 32768.", "none needed", gpu="L40S",
     gpus=1, forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])
case("vllm-pr12569-llama70b-w8a8-blocks-1381", "https://github.com/vllm-project/vllm/pull/12569",
     "VLLM_USE_V1=1 vllm serve neuralmagic/Meta-Llama-3.1-70B-Instruct-quantized.w8a8 --max-model-len 2048 --gpu-memory-utilization 0.98\n"
     "INFO 01-30 03:18:12 gpu_model_runner.py:848] Loading model weights took 67.7229 GB\n"
     "INFO 01-30 03:19:14 kv_cache_utils.py:395] # GPU blocks: 1381\n"
     "INFO 01-30 03:19:14 kv_cache_utils.py:398] Maximum concurrency for 2048 tokens per request: 10.79x",
     None, {}, "capacity",
     "a w8a8 Llama-3.1-70B on one 80 GB GPU at 0.98 and 2048 tokens: 1381 blocks, 10.79 requests.", "none needed",
     gpus=1, forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.98}])
case("vllm-46462-qwen36-dflash-graph-estimate", "https://github.com/vllm-project/vllm/issues/46462",
     "(EngineCore pid=29723) WARNING 06-23 10:27:23 [kv_cache_utils.py:1152] Add 6 padding layers, may waste at most 60.00% KV cache memory\n"
     "(EngineCore pid=29723) INFO 06-23 10:27:23 [gpu_model_runner.py:5963] Profiling CUDA graph memory: PIECEWISE=38 (largest=336), FULL=22 (largest=168)\n"
     "(EngineCore pid=29723) INFO 06-23 10:27:28 [gpu_model_runner.py:6042] Estimated CUDA graph memory: 6.24 GiB total\n"
     "(EngineCore pid=29723) INFO 06-23 10:27:28 [gpu_worker.py:440] Available KV cache memory: 5.16 GiB\n"
     "(EngineCore pid=29723) INFO 06-23 10:27:28 [gpu_worker.py:455] CUDA graph memory profiling is enabled (default "
     "since v0.21.0). The current --gpu-memory-utilization=0.6200 is equivalent to --gpu-memory-utilization=0.5413 "
     "without CUDA graph memory profiling. To maintain the same effective KV cache size as before, increase "
     "--gpu-memory-utilization to 0.6987. To disable, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.",
     None, {}, "capacity",
     "Qwen3.6-35B-A3B (hybrid) with a DFlash draft at 0.62: 5.16 GiB of KV after a 6.24 GiB CUDA-graph estimate.",
     "none needed to start (the thread is about decode speed)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.62}])
case("vllm-pr13596-v1-tokens-997x", "https://github.com/vllm-project/vllm/pull/13596",
     "INFO 02-19 23:56:55 kv_cache_utils.py:524] GPU KV cache size: 2,042,016 tokens\n"
     "INFO 02-19 23:56:55 kv_cache_utils.py:527] Maximum concurrency for 2,048 tokens per request: 997.08x",
     None, {}, "capacity",
     "a V1 start with 2042016 tokens of KV: 997 requests at 2048 (the PR's sample).", "none needed", forbidden=[])

BATCH.write()
