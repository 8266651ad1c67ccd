"""Round-2 blind batch of real failure logs -> tests/golden/wild/<id>.json, each marked ``"batch": "round2-blind"``.

Collected from GitHub threads (vLLM's and downstream projects') through the search tool's issues corpus, none of
them in the round-1 fixtures (ids/urls checked) nor in ../shared/cases. Every expectation below (kind, printed
numbers, cause, forbidden fixes) was written from the thread BEFORE kvroom was run on the excerpt; the first grading
is recorded in tests/golden/wild/BLIND.md. Same schema as tools/wild_cases_hand.py. Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round2-blind")
case = BATCH.case

BF16_LONG = ("Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your {g} GPU has compute "
             "capability {cc}. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.")
NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}, {"flag": "--gpu-memory-utilization"}]

# ------------------------------------------------------------------ unsupported dtype
case("vllm-730-v100-baichuan13b-bf16", "https://github.com/vllm-project/vllm/issues/730",
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla V100-SXM2-32GB GPU has compute capability 7.0.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "Baichuan-13B-Chat (bf16 config) on a V100 (sm 7.0).", "--dtype half (comment), dtype='half' in LLM()",
     gpu="Tesla V100-SXM2-32GB", forbidden=NO_BF16)
case("glm4-510-v100pcie-glm4-9b-bf16", "https://github.com/zai-org/GLM-4/issues/510",
     "INFO 08-27 14:00:04 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='/data/ChatGLM-6B/conf/models/glm-4-9b-chat', speculative_config=None, tokenizer='/data/ChatGLM-6B/conf/models/glm-4-9b-chat', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=8192, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, kv_cache_dtype=auto, quantization_param_path=None\n"
     "ValueError: " + BF16_LONG.format(g="Tesla V100-PCIE-32GB", cc="7.0"),
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "glm-4-9b-chat is bf16; a V100-PCIE (sm 7.0) has no bf16.", "dtype float16/half (the message's advice)",
     release="0.5.4", gpu="Tesla V100-PCIE-32GB", gpus=1, forbidden=NO_BF16)
case("transformerlab-370-v100-r1distill-bf16", "https://github.com/transformerlab/transformerlab-app/issues/370",
     "INFO 04-16 12:12:41 llm_engine.py:174] Initializing an LLM engine (v0.5.4) with config: model='deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B', speculative_config=None, tokenizer='deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=131072, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda\n"
     "ValueError: " + BF16_LONG.format(g="Tesla V100-SXM2-32GB", cc="7.0").rstrip("."),
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "DeepSeek-R1-Distill-Qwen-1.5B (bf16) on a V100.", "--dtype half (the message's advice; the app had to pass it)",
     release="0.5.4", gpu="Tesla V100-SXM2-32GB", forbidden=NO_BF16)
case("verl-2594-v100-qwen05b-bf16", "https://github.com/verl-project/verl/issues/2594",
     "ValueError: " + BF16_LONG.format(g="Tesla V100-SXM2-32GB", cc="7.0"),
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "qwen-2.5-0.5b-instruct rollout (bf16) on a V100 through verl, vLLM 0.6.3.", "set the rollout dtype to half in verl's config",
     release="0.6.3", gpu="Tesla V100-SXM2-32GB", forbidden=NO_BF16)
case("xorbits-1804-2080ti-bf16", "https://github.com/xorbitsai/inference/issues/1804",
     "ValueError: [address=0.0.0.0:37495, pid=262] " + BF16_LONG.format(g="NVIDIA GeForce RTX 2080 Ti", cc="7.5"),
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "bf16 model on an RTX 2080 Ti (sm 7.5) through xinference.", "--dtype half (maintainer)",
     gpu="RTX 2080 Ti", forbidden=NO_BF16)
case("nim-bring-llms-7-quadro-rtx6000-bf16", "https://github.com/NVIDIA-AI-Blueprints/bring-llms-to-nim/issues/7",
     "ERROR 2025-07-21 14:34:24.934 async_trtllm_engine_factory.py:62] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Quadro RTX 6000 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "bf16 model on a Quadro RTX 6000 (sm 7.5) in a NIM container (vLLM engine).", "--dtype half (the message's advice)",
     gpu="Quadro RTX 6000", forbidden=NO_BF16)
case("xagent-379-rtx-elided-bf16", "https://github.com/OpenBMB/XAgent/issues/379",
     "Error out: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your NVIDIA GeForce RTX ..GPU has compute capability 7.5.",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "XAgentLlama (bf16) on a Turing RTX card (sm 7.5); the GPU name is elided in the paste.",
     "set vLLM's dtype to half in the app (comment)", forbidden=NO_BF16)

# ------------------------------------------------------------------ out of memory while loading
case("vllm-2140-2080ti22g-qwen2-7b-float32", "https://github.com/vllm-project/vllm/issues/2140",
     "python -m vllm.entrypoints.openai.api_server --model /home/jovyan/qwen/Qwen2-7B-Instruct  --served-model-name Qwen2-7B-Instruct --max-model-len=512 --dtype=float --enforce-eager\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 518.00 MiB. GPU 0 has a total capacty of 21.67 GiB of which 4.06 MiB is free. Process 2417585 has 21.65 GiB memory in use. Of the allocated memory 21.32 GiB is allocated by PyTorch, and 1018.00 KiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 21.67}, "dtype_float32",
     "--dtype=float loads Qwen2-7B in fp32 (~30 GB) on a 22 GB 2080 Ti; lowering max-model-len / util / eager did not help (thread).",
     "none stated ('currently unresolved'); half precision is what fits", gpu="RTX 2080 Ti 22GB", gpus=1,
     command="--max-model-len=512 --dtype=float --enforce-eager",
     forbidden=[{"flag": "--dtype", "value": "float"}, {"flag": "--dtype", "value": "float32"}, {"flag": "--max-model-len"},
                {"flag": "--enforce-eager"}, {"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="issue 10's text cites a '--dtype=float on a 22 GiB card' report: this thread may be the one round 1 had in mind")
case("vllm-636-llama2-70b-80gb-loading-oom", "https://github.com/vllm-project/vllm/issues/636",
     "  File \"/baichuan/mule/venv/vllm_env/lib/python3.9/site-packages/vllm-0.1.2-py3.9-linux-x86_64.egg/vllm/model_executor/models/llama.py\", line 200, in __init__\n"
     "    self.layers = nn.ModuleList([\n"
     "  File \"/baichuan/mule/venv/vllm_env/lib/python3.9/site-packages/vllm-0.1.2-py3.9-linux-x86_64.egg/vllm/model_executor/models/llama.py\", line 103, in __init__\n"
     "    self.qkv_proj = ColumnParallelLinear(\n"
     "  File \"/baichuan/mule/venv/vllm_env/lib/python3.9/site-packages/vllm-0.1.2-py3.9-linux-x86_64.egg/vllm/model_executor/parallel_utils/tensor_parallel/layers.py\", line 272, in __init__\n"
     "    self.weight = Parameter(torch.empty(\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 160.00 MiB (GPU 0; 79.35 GiB total capacity; 78.58 GiB already allocated; 145.19 MiB free; 78.58 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF",
     "oom_loading", {"total_gib": 79.35}, "weights_do_not_fit",
     "Llama-2-70B in 16 bits (~129 GiB) built on one 80 GB GPU (tensor_parallel_size 1).",
     "tensor parallel over several GPUs", release="0.1.2", gpu="A100 80GB",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}])

# ------------------------------------------------------------------ KV too small (V0 wording)
case("gpustack-1800-qwen25vl7b-3090-v0", "https://github.com/gpustack/gpustack/issues/1800",
     "ERROR 04-17 15:10:09 [engine.py:448]   File \"/opt/conda/lib/python3.11/site-packages/vllm/worker/worker.py\", line 291, in initialize_cache\n"
     "ERROR 04-17 15:10:09 [engine.py:448]     raise_if_cache_size_invalid(\n"
     "ERROR 04-17 15:10:09 [engine.py:448]   File \"/opt/conda/lib/python3.11/site-packages/vllm/worker/worker.py\", line 545, in raise_if_cache_size_invalid\n"
     "ERROR 04-17 15:10:09 [engine.py:448]     raise ValueError(\n"
     "ERROR 04-17 15:10:09 [engine.py:448] ValueError: The model's max seq len (8192) is larger than the maximum number of tokens that can be stored in KV cache (2400). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 8192, "max_kv_tokens": 2400}, "kv_too_small",
     "Qwen2.5-VL-7B (~16 GiB of weights) on a 24 GB 3090 with the V0 engine: after weights and the multimodal profiling peak, 2400 tokens of KV.",
     "the V1 engine (title) or a shorter --max-model-len", gpu="RTX 3090 24GB", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 2400}])
case("worker-vllm-pr35-mistral7b-32768", "https://github.com/runpod-workers/worker-vllm/pull/35",
     "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (29568). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 29568}, "kv_too_small",
     "a mistral-7b finetune's 32768 context does not fit in 29568 tokens of KV (the worker already ran at 0.98).",
     "MAX_MODEL_LEN (this PR) -> --max-model-len", forbidden=[{"flag": "--max-model-len", "above": 29568}])
case("vllm-7195-32768-22032", "https://github.com/vllm-project/vllm/issues/7195",
     "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (22032). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 22032}, "kv_too_small",
     "the full 32768 context does not fit in 22032 tokens of KV.", "a smaller --max-model-len (workarounds in #2418)",
     forbidden=[{"flag": "--max-model-len", "above": 22032}])
case("api-for-open-llm-259-qwen15-14b-15248", "https://github.com/xusenlinzy/api-for-open-llm/issues/259",
     "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (15248). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` wh",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 15248}, "kv_too_small",
     "qwen1.5-14b-chat in half precision on one of two GPUs (TENSOR_PARALLEL_SIZE=1): 15248 tokens of KV.",
     "a context length env (CONTEXT_LEN) or tensor parallel 2", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len", "above": 15248}])

# ------------------------------------------------------------------ KV too small (V1 wording)
case("lemonade-vllm-rocm-5-gfx1151-131072", "https://github.com/lemonade-sdk/vllm-rocm/issues/5",
     "2026-06-09 14:01:52.982 [Error] (Process) (EngineCore pid=42521) ERROR 06-09 14:01:52 [core.py:1136]     _check_enough_kv_cache_memory(\n"
     "2026-06-09 14:01:52.982 [Error] (Process) (EngineCore pid=42521) ERROR 06-09 14:01:52 [core.py:1136]   File \"/var/lib/lemonade/.cache/lemonade/bin/vllm/rocm/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 714, in _check_enough_kv_cache_memory\n"
     "2026-06-09 14:01:52.982 [Error] (Process) (EngineCore pid=42521) ERROR 06-09 14:01:52 [core.py:1136]     raise ValueError(\n"
     "2026-06-09 14:01:52.982 [Error] (Process) (EngineCore pid=42521) ERROR 06-09 14:01:52 [core.py:1136] ValueError: To serve at least one request with the models's max seq len (131072), (4.11 GiB KV cache is needed, which is larger than the available KV cache memory (4.0 GiB). Based on the available memory, the estimated maximum model length is 127776. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when ini",
     "kv_cache_too_small", {"max_seq_len": 131072, "needed_gib": 4.11, "available_gib": 4.0, "estimated_max_model_len": 127776},
     "kv_too_small", "0.11 GiB short at 131072 tokens on a gfx1151 (Strix Halo) through lemonade's wrapper.",
     "a slightly shorter --max-model-len", gpu="gfx1151", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 127776}])
case("xorbits-4926-qwen3vl8b-awq-262144", "https://github.com/xorbitsai/inference/issues/4926",
     "(EngineCore_DP0 pid=494)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 641, in _check_enough_kv_cache_memory\n"
     "(EngineCore_DP0 pid=494)     raise ValueError(\n"
     "(EngineCore_DP0 pid=494) ValueError: To serve at least one request with the models's max seq len (262144), (36.0 GiB KV cache is needed, which is larger than the available KV cache memory (6.94 GiB). Based on the available memory, the estimated maximum model length is 50512. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 262144, "needed_gib": 36.0, "available_gib": 6.94, "estimated_max_model_len": 50512},
     "kv_too_small", "Qwen3-VL-8B AWQ at its full 262144 context: 36 GiB of KV asked, 6.94 GiB left.",
     "set max_model_len in xinference's launch", forbidden=[{"flag": "--max-model-len", "above": 50512}])
case("recipes-653-1m-context-8xh100", "https://github.com/vllm-project/recipes/pull/653",
     "ValueError: To serve at least one request with the model's max seq len (1048576), (44.25 GiB KV cache is needed, which is larger than the available KV cache memory (8.42 GiB). Based on the available memory, the estimated maximum model length is 199552. Try increasing gpu_memory_utilization (which also controls CPU memory on the CPU backend) or decreasing max_model_len when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 1048576, "needed_gib": 44.25, "available_gib": 8.42, "estimated_max_model_len": 199552},
     "kv_too_small", "a 1M-context model on one 8x H100 node: 44.25 GiB of KV per request asked, 8.42 GiB left.",
     "--max-model-len 128k (this PR)", gpu="H100 80GB", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-model-len", "above": 199552}])
case("vllm-19407-llama4-scout-10m-tp8", "https://github.com/vllm-project/vllm/issues/19407",
     "vllm serve meta-llama/Llama-4-Scout-17B-16E-Instruct -tp 8\n"
     "ValueError: To serve at least one request with the models's max seq len (10485760), (240.00 GiB KV cache is needed, which is larger than the available KV cache memory (88.38 GiB). Based on the available memory, the estimated maximum model length is 3861424. Try increasing\n"
     " `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small", {"max_seq_len": 10485760, "needed_gib": 240.0, "available_gib": 88.38, "estimated_max_model_len": 3861424},
     "kv_too_small", "Llama-4-Scout's default 10M context on 8 GPUs: 240 GiB of KV for one request.",
     "set --max-model-len (the RFC proposes 'auto')", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-model-len", "above": 3861424}])

# ------------------------------------------------------------------ no memory for KV / capacity
case("qwen-853-72b-4xa100-40g-tp4", "https://github.com/QwenLM/Qwen/issues/853",
     "python -m fastchat.serve.vllm_worker --model-path /LLMs/Qwen-72B-Chat --trust-remote-code --tensor-parallel-size 4 --dtype bfloat16 --enforce-eager\n"
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Qwen-72B-Chat in bf16 (~135 GiB) over 4x A100-40G: ~34 GiB of weights per GPU against 0.9 x 39.4 GiB, nothing left for KV.",
     "the reporter re-ran with --gpu-memory-utilization (value cut off in the thread)", release="0.2.6", gpu="A100 40GB", gpus=4,
     command="--tensor-parallel-size 4 --dtype bfloat16 --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size", "above": 4}])
case("vllm-184-vicuna7b-t4-blocks-minus1", "https://github.com/vllm-project/vllm/issues/184",
     "INFO 06-21 10:00:18 llm_engine.py:128] # GPU blocks: -1, # CPU blocks: 512\n"
     "RuntimeError: Trying to create tensor with negative dimension -1: [-1, 32, 16, 16, 8]",
     "zero_gpu_blocks", {"num_gpu_blocks": -1}, "weights_exceed_budget",
     "vicuna-7b in fp16 (~12.6 GiB) plus the profiling peak exceed 0.9 x 15 GiB on a T4 (g4dn.xlarge); opt-125m works.",
     "none in the thread (a bigger GPU or a smaller / quantized model)", release="0.1.0", gpu="Tesla T4", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-model-len"}])
case("vllm-16570-qwen25vl72b-4xa100-tiny-kv", "https://github.com/vllm-project/vllm/issues/16570",
     "(VllmWorkerProcess pid=126555) INFO 04-15 00:05:58 [worker.py:267] the current vLLM instance can use total_gpu_memory (39.38GiB) x gpu_memory_utilization (0.95) = 37.41GiB\n"
     "(VllmWorkerProcess pid=126555) INFO 04-15 00:05:58 [worker.py:267] model weights take 34.43GiB; non_torch_memory takes 0.34GiB; PyTorch activation peak memory takes 2.51GiB; the rest of the memory reserved for KV Cache is 0.13GiB.\n"
     "INFO 04-15 00:05:58 [worker.py:267] Memory profiling takes 20.84 seconds\n"
     "INFO 04-15 00:05:58 [worker.py:267] the current vLLM instance can use total_gpu_memory (39.38GiB) x gpu_memory_utilization (0.95) = 37.41GiB\n"
     "INFO 04-15 00:05:58 [worker.py:267] model weights take 34.43GiB; non_torch_memory takes 0.43GiB; PyTorch activation peak memory takes 2.51GiB; the rest of the memory reserved for KV Cache is 0.04GiB.\n"
     "(VllmWorkerProcess pid=126553) INFO 04-15 00:05:58 [worker.py:267] Memory profiling takes 20.88 seconds\n"
     "(VllmWorkerProcess pid=126553) INFO 04-15 00:05:58 [worker.py:267] the current vLLM instance can use total_gpu_memory (39.38GiB) x gpu_memory_utilization (0.95) = 37.41GiB\n"
     "(VllmWorkerProcess pid=126553) INFO 04-15 00:05:58 [worker.py:267] model weights take 34.43GiB; non_torch_memory takes 0.38GiB; PyTorch activation peak memory takes 2.51GiB; the rest of the memory reserved for KV Cache is 0.09GiB.",
     None, {"reserved_kv_gib": 0.04, "weights_gib": 34.43, "activation_gib": 2.51}, "capacity",
     "qwen2.5-vl-72b over 4x A100-40G at 0.95: 34.43 GiB of weights per GPU leave 0.04-0.13 GiB of KV (vLLM takes the smallest).",
     "more GPUs or a quantized checkpoint (the start later ran out of memory)", release="0.8.3", gpu="A100 40GB", gpus=4,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--tensor-parallel-size", "above": 4}])
case("talos-pr1995-qwen38-27b-fp8-capacity", "https://github.com/mitchross/talos-argocd-proxmox/pull/1995",
     "GPU KV cache size: 302,921 tokens\n"
     "Maximum concurrency for 131,072 tokens per request: 2.31x",
     None, {}, "capacity",
     "healthy boot: a hybrid Qwen3.8-27B FP8 on 2x 3090 holds 302,921 tokens (2.31 requests of 131072).",
     "none needed (the PR raised --max-model-len to 262144)", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}])

# ------------------------------------------------------------------ free-memory gate
case("club3090-4-free-22.76-util097", "https://github.com/noonghunna/club-3090/issues/4",
     "(EngineCore pid=79)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/utils.py\", line 413, in request_memory\n"
     "(EngineCore pid=79)     raise ValueError(\n"
     "(EngineCore pid=79) ValueError: Free memory on device cuda:0 (22.76/24.0 GiB) on startup is less than desired GPU memory utilization (0.97, 23.28 GiB). Decrease GPU memory utilization or reduce GPU memory used",
     "free_memory_low", {"free_gib": 22.76, "total_gib": 24.0, "requested_gib": 23.28, "gpu_memory_utilization": 0.97},
     "other_process", "1.24 GiB of the 24 GiB card was already in use (desktop / another process) and 0.97 asked for 23.28 GiB.",
     "a utilization that fits the free memory (0.94) or freeing the card", gpu="RTX 3090", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.97}, {"flag": "--tensor-parallel-size"}])
case("vllm-20305-free-31.44-util095", "https://github.com/vllm-project/vllm/issues/20305",
     "[multiproc_executor.py:492] ValueError: Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU memory utilization (0.95, 45.01 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "ERROR 06-30 13:53:19 [core.py:515] EngineCore failed to start.",
     "free_memory_low", {"free_gib": 31.44, "total_gib": 47.38, "requested_gib": 45.01, "gpu_memory_utilization": 0.95},
     "other_process", "about 16 GiB of the 48 GB card were held by something else when the container (vLLM 0.9.1) started.",
     "a lower utilization or freeing the GPU", release="0.9.1", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95}, {"flag": "--tensor-parallel-size"}])

# ------------------------------------------------------------------ Mamba blocks
case("kaito-2319-qwen36-27b-mamba-614", "https://github.com/kaito-project/kaito/issues/2319",
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (614).",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 614}, "mamba_blocks",
     "Qwen3.6-27B hybrid on an H100 (vLLM 0.25.1) with the default 1024 sequences.", "lower --max-num-seqs (resolved)",
     release="0.25.1", gpu="H100", forbidden=[{"flag": "--max-num-seqs", "above": 614}])
case("recipes-551-qwen36-27b-fp8-mamba-856", "https://github.com/vllm-project/recipes/pull/551",
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (856). Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 856 or increase gpu_memory_utilization.",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 856}, "mamba_blocks",
     "Qwen3.6-27B-FP8 on one H100 at 0.95: 856 Mamba blocks for the default 1024 sequences.", "--max-num-seqs 512 (this PR)",
     gpu="H100", gpus=1, command="--gpu-memory-utilization 0.95",
     forbidden=[{"flag": "--max-num-seqs", "above": 856}, {"flag": "--gpu-memory-utilization", "at_most": 0.95},
                {"flag": "--tensor-parallel-size", "above": 1}])
case("recipes-906-glm53-flash-4xh200-mamba-512", "https://github.com/vllm-project/recipes/pull/906",
     "RuntimeError: max_num_seqs (1024) exceeds available Mamba cache blocks (512).",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 512}, "mamba_blocks",
     "GLM-5.3-Flash on 4x H200 (TP 4): 512 Mamba blocks for the default 1024 sequences.", "--max-num-seqs 512 (this PR)",
     gpu="H200", gpus=4, forbidden=[{"flag": "--max-num-seqs", "above": 512}, {"flag": "--tensor-parallel-size", "above": 4}])
case("rwlove-13226-qwen36-35b-mamba-95-partial", "https://github.com/rwlove/home-ops/pull/13226",
     "exceeds available Mamba cache blocks (95)... CUDA graph capture cannot proceed",
     "mamba_blocks", {"mamba_blocks": 95}, "mamba_blocks",
     "Qwen3.6-35B-A3B hybrid at 131072 tokens: 95 Mamba blocks under the default max_num_seqs (256).",
     "--max-model-len 65536 and --max-num-seqs 32 (this PR)", forbidden=[{"flag": "--max-num-seqs", "above": 95}])

# ------------------------------------------------------------------ TP divisibility, other wording
case("vllm-8097-internvl2-26b-25-tp4", "https://github.com/vllm-project/vllm/issues/8097",
     "AssertionError: 25 is not divisible by 4",
     "tp_not_divisible", {"num_attention_heads": 25, "tensor_parallel_size": 4}, "tp_not_divisible",
     "InternVL2-26B's vision encoder (InternViT-6B) has 25 heads; TP 4 cannot split them (vLLM's divide() assertion).",
     "a TP size dividing the heads, or a vLLM whose vision tower runs without TP", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "4"}, {"flag": "--tensor-parallel-size", "above": 8}])

BATCH.write()
