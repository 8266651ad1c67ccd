"""Hand-collected real failure logs (vLLM's and downstream projects' GitHub issues, read through the search tool's
issues corpus) -> tests/golden/wild/<id>.json. Each excerpt is the log text as the thread shows it; ``expected``
is what a right explanation must say (kind, printed numbers, cause code), ``forbidden`` the fixes that would be
wrong for that user, ``real_cause`` / ``fix_that_worked`` what the thread says. Run once; the JSON is the fixture."""
import json
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "golden" / "wild"
CASES = []


def case(id, url, excerpt, kind, numbers, cause, real_cause, fix, release=None, gpu=None, gpus=None, command=None,
         forbidden=()):
    CASES.append(dict(id=id, source_url=url, release=release, gpu=gpu, gpus_available=gpus, command=command,
                      excerpt=excerpt.strip("\n"), expected={"message_kind": kind, "numbers": numbers, "cause": cause},
                      forbidden=list(forbidden), real_cause=real_cause, fix_that_worked=fix))


BF16 = ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your {g} GPU has "
        "compute capability {cc}. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half.")
BF16_OLD = "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your {g} GPU has compute capability {cc}."
NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"}]

case("vllm-1157-t4-baichuan2-bf16", "https://github.com/vllm-project/vllm/issues/1157", BF16_OLD.format(g="Tesla T4", cc="7.5"),
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "Baichuan2-13B-Chat's config dtype is bfloat16; a T4 (sm 7.5) has no bf16.",
     "the thread: set --dtype (float was suggested; half is what vLLM's later message proposes)", release="0.1.7", gpu="Tesla T4",
     forbidden=NO_BF16)
case("vllm-946-v100-bf16", "https://github.com/vllm-project/vllm/issues/946", BF16_OLD.format(g="Tesla V100-SXM2-32GB", cc="7.0"),
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "bfloat16 checkpoint on a Volta GPU (sm 7.0).", "dtype=\"half\" / float16 (reporter: solved by float16)",
     gpu="Tesla V100-SXM2-32GB", forbidden=NO_BF16)
case("substratus-37-t4-bf16", "https://github.com/substratusai/vllm-docker/issues/37", BF16.format(g="Tesla T4", cc="7.5"),
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "bf16 model on a T4.", "--dtype=half (the message's own advice; the wrapper had to pass it through)", gpu="Tesla T4",
     forbidden=NO_BF16)
case("llamafactory-4960-v100-bf16", "https://github.com/hiyouga/LlamaFactory/issues/4960", BF16.format(g="Tesla V100-SXM2-32GB", cc="7.0"),
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "Llama-3-8B-Instruct (bf16) on a V100 through LlamaFactory, vLLM 0.4.3.", "vllm_dtype: float16 (maintainer)",
     release="0.4.3", gpu="Tesla V100-SXM2-32GB", forbidden=NO_BF16)
case("orpheus-74-t4-bf16", "https://github.com/canopyai/Orpheus-TTS/issues/74", BF16.format(g="Tesla T4", cc="7.5"),
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "Orpheus 3B (bf16) on a Colab T4.", "dtype float16 (the request in the issue)", gpu="Tesla T4", forbidden=NO_BF16)
case("vllm-1284-p100-bf16", "https://github.com/vllm-project/vllm/issues/1284",
     "Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla P100-PCIE-16GB GPU has compute capability 6.0.\n"
     "RuntimeError: GPUs with compute capability below 7.0 are not supported.",
     "dtype_unsupported", {"compute_capability": "6.0"}, "dtype_unsupported",
     "P100 (sm 6.0): bf16 unsupported, and that vLLM release refused every GPU below sm 7.0.",
     "none in the thread: the GPU is below vLLM's minimum (a newer GPU)", release="0.2.0", gpu="Tesla P100-PCIE-16GB",
     forbidden=NO_BF16)

TP = "ValueError: Total number of attention heads ({h}) must be divisible by tensor parallel size ({tp})."
case("vllm-2652-52heads-tp8", "https://github.com/vllm-project/vllm/issues/2652", TP.format(h=52, tp=8), "tp_not_divisible",
     {"num_attention_heads": 52, "tensor_parallel_size": 8}, "tp_not_divisible",
     "WizardLM-33B has 52 heads; 8 does not divide 52.", "a TP size dividing 52 (4 or 2), pipeline parallel for the rest",
     gpus=8, forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}])
case("vllm-414-52heads-tp3", "https://github.com/vllm-project/vllm/issues/414", TP.format(h=52, tp=3), "tp_not_divisible",
     {"num_attention_heads": 52, "tensor_parallel_size": 3}, "tp_not_divisible",
     "LLaMA-33B (52 heads) on 3 V100s.", "maintainer: run on 4 GPUs (or 2)", gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 3}])
case("vllm-596-40heads-tp3", "https://github.com/vllm-project/vllm/issues/596", TP.format(h=40, tp=3), "tp_not_divisible",
     {"num_attention_heads": 40, "tensor_parallel_size": 3}, "tp_not_divisible",
     "LLaMA-2-13B (40 heads) on 3x3090.", "TP 2 (or pipeline parallel 3 in releases that have it)", gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 3}])
case("fsdrive-21-12heads-tp8", "https://github.com/MIV-XJTU/FSDrive/issues/21",
     "raise ValueError(\nValueError: Total number of attention heads (12) must be divisible by tensor parallel size (8).",
     "tp_not_divisible", {"num_attention_heads": 12, "tensor_parallel_size": 8}, "tp_not_divisible",
     "Qwen2-VL-2B (12 heads) with TP 8.", "CUDA_VISIBLE_DEVICES=0,1,2,3 (TP 4)", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}])
case("adaptthink-1-28heads-tp8", "https://github.com/THU-KEG/AdaptThink/issues/1", TP.format(h=28, tp=8).rstrip("."), "tp_not_divisible",
     {"num_attention_heads": 28, "tensor_parallel_size": 8}, "tp_not_divisible",
     "DeepSeek-R1-Distill-Qwen-7B has 28 heads.", "a divisor of 28: 1, 2, 4, 7", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}])
case("vllm-4232-40heads-tp6-t4", "https://github.com/vllm-project/vllm/issues/4232", TP.format(h=40, tp=6), "tp_not_divisible",
     {"num_attention_heads": 40, "tensor_parallel_size": 6}, "tp_not_divisible",
     "Qwen1.5-32B (40 heads) on 6 T4s, vLLM 0.4.1.", "fewer GPUs per process (TP 2/4) or an int4 checkpoint on 2 GPUs",
     release="0.4.1", gpu="Tesla T4", gpus=6,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "6"}, {"flag": "--tensor-parallel-size", "above": 6}])
case("vllm-52435-64heads-tp3", "https://github.com/vllm-project/vllm/issues/52435",
     "Value error, Total number of attention heads (64) must be divisible by tensor parallel size (3).", "tp_not_divisible",
     {"num_attention_heads": 64, "tensor_parallel_size": 3}, "tp_not_divisible",
     "64 heads on 3 GPUs.", "TP 2 or 4", gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 3}])

case("qwen-12-v100-14b-util095", "https://github.com/QwenLM/Qwen3/issues/12",
     "python -m vllm.entrypoints.openai.api_server --model data/Qwen1.5-14B-Chat --host 0.0.0.0 --port 30005 --dtype half --gpu-memory-utilization 0.95\n"
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Qwen1.5-14B in fp16 is ~28 GB of weights on a 32 GB V100: with activations nothing is left at 0.95.",
     "none that worked in the thread ('already 0.95, how to level up?'): smaller weights or a second GPU",
     gpu="Tesla V100 32GB", gpus=1, command="--dtype half --gpu-memory-utilization 0.95",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--dtype", "value": "half"}])
case("qanything-302-3090-blocks0", "https://github.com/netease-youdao/QAnything/issues/302",
     "INFO 04-27 10:11:03 llm_engine.py:70] Initializing an LLM engine with config: model='/model_repos/CustomLLM/Qwen-7B-QAnything', tokenizer='/model_repos/CustomLLM/Qwen-7B-QAnything', tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=4096, download_dir=None, load_format=auto, tensor_parallel_size=1, quantization=None, enforce_eager=False, seed=0)\n"
     "INFO 04-27 10:13:05 llm_engine.py:275] # GPU blocks: 0, # CPU blocks: 256",
     "zero_gpu_blocks", {"num_gpu_blocks": 0}, "weights_exceed_budget",
     "Qwen-7B bf16 (~15 GB) under QAnything's own (lowered) gpu_memory_utilization on a 24 GB 3090 shared with its other models: zero blocks.",
     "not stated in the thread", gpu="RTX3090 24G", gpus=1, forbidden=[{"flag": "--tensor-parallel-size"}])
case("vllm-pr14447-capacity-1.57", "https://github.com/vllm-project/vllm/pull/14447",
     "(VllmWorkerProcess pid=507) INFO 04-12 08:21:19 [worker.py:267] Memory profiling takes 17.59 seconds\n"
     "(VllmWorkerProcess pid=507) INFO 04-12 08:21:19 [worker.py:267] the current vLLM instance can use total_gpu_memory (23.58GiB) x gpu_memory_utilization (0.99) = 23.35GiB\n"
     "(VllmWorkerProcess pid=507) INFO 04-12 08:21:19 [worker.py:267] model weights take 21.21GiB; non_torch_memory takes 0.20GiB; PyTorch activation peak memory takes 0.37GiB; the rest of the memory reserved for KV Cache is 1.57GiB.",
     None, {"reserved_kv_gib": 1.57, "weights_gib": 21.21, "activation_gib": 0.37, "non_torch_gib": 0.2}, "capacity",
     "weights (21.21 GiB per GPU) take almost all of 0.99 x 23.58 GiB.", "none needed (capacity log)", release="0.8.3", gpu="RTX 3090", gpus=None)
case("vllm-11251-capacity-3.76", "https://github.com/vllm-project/vllm/issues/11251",
     "INFO 12-20 20:25:46 worker.py:241] the current vLLM instance can use total_gpu_memory (15.77GiB) x gpu_memory_utilization (0.90) = 14.20GiB\n"
     "INFO 12-20 20:25:46 worker.py:241] model weights take 7.51GiB; non_torch_memory takes 0.39GiB; PyTorch activation peak memory takes 2.53GiB; the rest of the memory reserved for KV Cache is 3.76GiB.\n"
     "INFO 12-20 20:25:46 distributed_gpu_executor.py:57] # GPU blocks: 3852, # CPU blocks: 4096\n"
     "INFO 12-20 20:25:46 distributed_gpu_executor.py:61] Maximum concurrency for 40000 tokens per request: 1.54x",
     None, {"reserved_kv_gib": 3.76, "weights_gib": 7.51, "activation_gib": 2.53, "non_torch_gib": 0.39}, "capacity",
     "0.6.4 reserves util x total for weights+activation+KV; CUDA graphs come on top (outside the budget).",
     "lower utilization to leave room for CUDA graphs (maintainer), as the reporter did (0.95 -> 0.90)", release="0.6.4.post1", gpus=None)
case("vllm-11352-capacity-v100", "https://github.com/vllm-project/vllm/issues/11352",
     "(VllmWorkerProcess pid=3423425) INFO 12-20 00:56:38 worker.py:241] the current vLLM instance can use total_gpu_memory (31.73GiB) x gpu_memory_utilization (0.90) = 28.56GiB\n"
     "(VllmWorkerProcess pid=3423425) INFO 12-20 00:56:38 worker.py:241] model weights take 6.95GiB; non_torch_memory takes 0.26GiB; PyTorch activation peak memory takes 0.15GiB; the rest of the memory reserved for KV Cache is 21.21GiB.",
     None, {"reserved_kv_gib": 21.21, "weights_gib": 6.95, "activation_gib": 0.15, "non_torch_gib": 0.26}, "capacity",
     "healthy: 21.21 GiB of KV per GPU.", "none needed", gpu="Tesla V100 32GB")

case("vllm-32105-pp8-glm", "https://github.com/vllm-project/vllm/issues/32105",
     "(EngineCore_DP0 pid=379) ERROR 01-28 00:18:18 [core.py:935] ValueError: To serve at least one request with the models's max seq len (202752), (71.16 GiB KV cache is needed, which is larger than the available KV cache memory (28.57 GiB). Based on the available memory, the estimated maximum model length is 81392. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.\n"
     "(Worker_PP6 pid=583) WARNING 01-28 00:18:18 [multiproc_executor.py:786] WorkerProc was terminated\n"
     "(Worker_PP1 pid=578) WARNING 01-28 00:18:18 [multiproc_executor.py:786] WorkerProc was terminated",
     "kv_cache_too_small", {"max_seq_len": 202752, "needed_gib": 71.16, "available_gib": 28.57, "estimated_max_model_len": 81392},
     "pp_stage_check",
     "pipeline parallel: vLLM compared the whole model's KV (all stages) with one stage's free memory (the thread's title: PP cannot share KV across GPUs).",
     "a release with the per-stage check, or --max-model-len near the estimate times the number of stages' share; not more GPUs",
     gpus=8, forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--pipeline-parallel-size", "above": 8}])
case("vllm-34076-pp2-uneven", "https://github.com/vllm-project/vllm/issues/34076",
     "VLLM_PP_LAYER_PARTITION=16,32 CUDA_DEVICE_ORDER=PCI_BUS_ID CUDA_VISIBLE_DEVICES=0,1 vllm serve ./Qwen/Qwen3-Coder-30B-A3B-Instruct-FP8 --gpu-memory-utilization 0.9 --served-model-name Qwen3-Coder-30B-A3B-Instruct-FP8 --pipeline-parallel-size 2 --enable-chunked-prefill --enable-auto-tool-choice --tool-call-parser qwen3_coder\n"
     "(EngineCore_DP0 pid=1094) ValueError: To serve at least one request with the models's max seq len (262144), (24.0 GiB KV cache is needed, which is larger than the available KV cache memory (3.18 GiB). Based on the available memory, the estimated maximum model length is 34736. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 262144, "needed_gib": 24.0, "available_gib": 3.18, "estimated_max_model_len": 34736},
     "pp_stage_check",
     "the PP check took the smallest stage memory against the whole model's KV (bottleneck-worker bug), with uneven GPUs (16 + 32 GB).",
     "PR #34080 (per-stage check); until then a shorter --max-model-len", release="0.15.2rc1", gpu="RTX 5070 Ti + RTX 5090 D", gpus=2,
     command="--gpu-memory-utilization 0.9 --pipeline-parallel-size 2",
     forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--pipeline-parallel-size", "above": 2},
                {"flag": "--gpu-memory-utilization", "at_most": 0.9}])

case("vllm-3676-commandr-none8192", "https://github.com/vllm-project/vllm/issues/3676",
     "ValueError: User-specified max_model_len (131072) is greater than the derived max_model_len (None=8192 in model's config.json). This may lead to incorrect model outputs or CUDA errors. Make sure the value is correct and within the model context size.",
     "max_len_over_derived", {"max_model_len": 131072, "derived_key": "None", "derived_max_model_len": 8192}, "max_len_over_derived",
     "c4ai-command-r-v01's config had model_max_length 131072 but vLLM of that time read max_position_embeddings 8192 (printed key None).",
     "vLLM added model_max_length support (the thread); or --max-model-len 8192", release="0.4.0",
     forbidden=[{"flag": "--max-model-len", "above": 8192}])
case("xorbits-1715-qwen14b-2048", "https://github.com/xorbitsai/inference/issues/1715",
     "ValueError: [address=127.0.0.1:37657, pid=3125985] User-specified max_model_len (4096) is greater than the derived max_model_len (seq_length=2048 or model_max_length=None in model's config.json). This may lead to incorrect model outputs or CUDA errors. Make sure the value is correct and within the model context size.",
     "max_len_over_derived", {"max_model_len": 4096, "derived_key": "seq_length", "derived_max_model_len": 2048}, "max_len_over_derived",
     "Qwen-14B-Chat-Int4's config says seq_length 2048.", "edit the config's seq_length (thread) or ask for <= 2048",
     forbidden=[{"flag": "--max-model-len", "above": 2048}])
case("transformers-39976-qwen3moe-gguf", "https://github.com/huggingface/transformers/pull/39976",
     "User-specified max_model_len (131072) is greater than the derived max_model_len (max_position_embeddings=32768 or model_max_length=None in model's config.json).",
     "max_len_over_derived", {"max_model_len": 131072, "derived_key": "max_position_embeddings", "derived_max_model_len": 32768},
     "max_len_over_derived", "the GGUF conversion lost Qwen3-MoE's context length (transformers bug).",
     "the transformers fix in this PR", forbidden=[{"flag": "--max-model-len", "above": 32768}])

case("vllm-pr38632-mamba-1024-600", "https://github.com/vllm-project/vllm/pull/38632",
     "(EngineCore_DP0 pid=10078) RuntimeError: Worker failed with error 'max_num_seqs (1024) exceeds available Mamba cache blocks (600). Each decode sequence requires one Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 600 or increase gpu_memory_utilization.', please check the stack trace above for the root cause",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 600}, "mamba_blocks",
     "Qwen3.5 hybrid on B200: default max_num_seqs 1024 above the Mamba pool.", "lower max_num_seqs (the CI fix)", gpu="B200",
     forbidden=[{"flag": "--max-num-seqs", "above": 600}])
case("vllm-49064-mamba-1024-969", "https://github.com/vllm-project/vllm/issues/49064",
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (969).",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 969}, "mamba_blocks",
     "Qwen3.8-27B at 132000 tokens, 0.90 on an H100, vLLM 0.28.0.", "--max-num-seqs at most 969", release="0.28.0", gpu="H100 80GB",
     forbidden=[{"flag": "--max-num-seqs", "above": 969}])
case("vllm-49064-mamba-256-161", "https://github.com/vllm-project/vllm/issues/49064#rocm",
     "ValueError: max_num_seqs (256) exceeds available Mamba cache blocks (161).",
     "mamba_blocks", {"max_num_seqs": 256, "mamba_blocks": 161}, "mamba_blocks",
     "2x RX 7900 XT, TP 2, 0.23.1, at 122633 tokens the KV pool is 3.86 GiB.", "--max-num-seqs at most 161", release="0.23.1",
     gpus=2, forbidden=[{"flag": "--max-num-seqs", "above": 161}])
case("nvidia-blueprint-95-mamba-524", "https://github.com/NVIDIA-AI-Blueprints/retail-shopping-assistant/pull/95",
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (524)",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 524}, "mamba_blocks",
     "Nemotron 120B on 2x H100: the default 1024 sequences exceed the Mamba pool.", "reduce max_num_seqs (this PR)", gpus=2,
     gpu="H100 80GB", forbidden=[{"flag": "--max-num-seqs", "above": 524}])

case("arc-b70-4-100000-4.26", "https://github.com/SergiioB/intel-arc-pro-b70-inference-cookbook/issues/4",
     "(EngineCore pid=316) ValueError: To serve at least one request with the model's max seq len (100000), (4.26 GiB KV cach\n"
     "e is needed, which is larger than the available KV cache memory (4.25 GiB). Based on the avai",
     "kv_cache_too_small", {"max_seq_len": 100000, "needed_gib": 4.26, "available_gib": 4.25}, "kv_too_small",
     "10 MiB short at 100000 tokens on an Intel Arc Pro B70.", "a slightly shorter --max-model-len", gpu="Intel Arc Pro B70")
case("vllm-8933-v0-131072-86432", "https://github.com/vllm-project/vllm/issues/8933",
     "INFO 01-12 08:36:24 model_runner.py:1025] Loading model weights took 3.7710 GB\n"
     "INFO 01-12 08:36:38 distributed_gpu_executor.py:57] # GPU blocks: 5402, # CPU blocks: 8192\n"
     "(VllmWorkerProcess pid=2144909) ERROR 01-12 08:36:38 multiproc_worker_utils.py:233] Exception in worker VllmWorkerProcess while processing method initialize_cache: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (86432). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine., Traceback (most recent call last):",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 86432}, "kv_too_small",
     "the model's full 131072 context does not fit in 5402 blocks (86432 tokens).", "--max-model-len at most 86432", release="0.6.2",
     gpus=4)

case("vllm-11560-qwen2vl72b-tp1-oom", "https://github.com/vllm-project/vllm/issues/11560",
     "INFO 12-27 08:52:17 llm_engine.py:249] Initializing an LLM engine (v0.6.4) with config: model='/data/fffan/model/Qwen2-VL-72B-Instruct', speculative_config=None, tokenizer='/data/fffan/model/Qwen2-VL-72B-Instruct', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=32768, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda\n"
     "torch.OutOfMemoryError: CUDA out of memory.",
     "oom_loading", {}, "weights_do_not_fit",
     "a 72B model in bf16 (~145 GB) with tensor_parallel_size=1.", "--tensor-parallel-size over the GPUs the box has (reporter had several)",
     release="0.6.4", forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}])
case("vllm-23230-nemotron9b-profiling-oom", "https://github.com/vllm-project/vllm/issues/23230",
     "INFO 08-20 03:10:00 [model_runner.py:1112] Model loading took 16.5557 GiB and 2.803817 seconds\n"
     "ERROR 08-20 03:10:01 [engine.py:467] CUDA out of memory. Tried to allocate 33.75 GiB. GPU 0 has a total capacity of 44.40 GiB of which 26.88 GiB is free. Including non-PyTorch memory, this process has 17.52 GiB memory in use. Of the allocated memory 17.03 GiB is allocated by PyTorch, and 6.95 MiB is reserved by PyTorch but unallocated.",
     "oom_profiling", {"tried_gib": 33.75, "total_gib": 44.4, "free_gib": 26.88}, "oom_profiling",
     "after the weights loaded, the V0 profiling run of NVIDIA-Nemotron-Nano-9B-v2 (hybrid Mamba) asked for one 33.75 GiB buffer: sized by max_num_seqs / max_model_len.",
     "fewer sequences / a shorter length for the profile (or the V1 engine)", release="0.10.1", gpu="L40S",
     forbidden=[{"flag": "--tensor-parallel-size"}])
case("vllm-5847-gradient-1m-profiling", "https://github.com/vllm-project/vllm/issues/5847",
     "python -m vllm.entrypoints.openai.api_server --model gradientai/Llama-3-8B-Instruct-Gradient-1048k\n"
     "INFO 06-26 07:48:15 model_runner.py:160] Loading model weights took 15.2075 GB\n"
     "[rank0]: torch.cuda.OutOfMemoryError: CUDA out of memory.",
     "oom_profiling", {}, "oom_profiling",
     "the profiling run prefills one sequence of the full 1048576-token context.", "--max-model-len (smaller)",
     forbidden=[{"flag": "--tensor-parallel-size"}])
case("qwen-819-72b-8x4090-graph-oom", "https://github.com/QwenLM/Qwen/issues/819",
     "untimeError: CUDA error: out of memory\n"
     "(RayWorkerVllm pid=74362) INFO 12-18 21:44:36 model_runner.py:394] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI. [repeated 7x across cluster]",
     "oom_cuda_graph", {}, "oom_cuda_graph",
     "CUDA graph capture on 8x 24 GB after the KV cache took its share.", "--enforce-eager (or lower utilization)", gpus=8, gpu="RTX 4090",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--gpu-memory-utilization", "at_least_above_log": True}])
case("worker-vllm-40-graph-oom", "https://github.com/runpod-workers/worker-vllm/issues/40",
     "INFO 02-03 03:43:48 llm_engine.py:316] # GPU blocks: 7754, # CPU blocks: 2048\n"
     "INFO 02-03 03:43:49 model_runner.py:625] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.\n"
     "INFO 02-03 03:43:49 model_runner.py:629] CUDA graphs can take additional 1~3 GiB memory per GPU. If you are running out of memory, consider decreasing `gpu_memory_utilization` or enforcing eager mode. You can also reduce the `max_num_seqs` as needed to decrease memory usage.\n"
     "engine.py :190 2024-02-03 03:43:49 Error initializing vLLM engine: CUDA out of memory. Tried to allocate 112.00 MiB. GPU 0 has a total capacty of 44.35 GiB of which 53.38 MiB is free. Process 3663367 has 44.28 GiB memory in use.",
     "oom_cuda_graph", {"total_gib": 44.35}, "oom_cuda_graph",
     "CUDA-graph capture after the KV cache filled util x total (0.3.0-era, graphs outside the budget).", "enforce_eager (the issue asks for the flag)",
     release="0.3.0", gpus=1, forbidden=[{"flag": "--tensor-parallel-size"}])
case("vllm-7593-gemma2-8xl4-graph-oom", "https://github.com/vllm-project/vllm/issues/7593",
     "INFO 08-19 07:51:03 model_runner.py:732] Loading model weights took 2.3463 GB\n"
     "INFO 08-19 07:51:08 distributed_gpu_executor.py:56] # GPU blocks: 22982, # CPU blocks: 6241\n"
     "(VllmWorkerProcess pid=13109) INFO 08-19 07:51:12 model_runner.py:1024] Capturing the model for CUDA graphs. This may lead to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' or use '--enforce-eager' in the CLI.\n"
     "torch.OutOfMemoryError: CUDA out of memory.",
     "oom_cuda_graph", {}, "oom_cuda_graph", "Gemma 2 9B on 8x L4: graph capture after KV took util x total.",
     "--enforce-eager or lower --gpu-memory-utilization", gpus=8, gpu="L4",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}])
case("vllm-15598-dsv2-graph-oom", "https://github.com/vllm-project/vllm/issues/15598",
     "(RayWorkerWrapper pid=206994, ip=192.168.10.25) ERROR 03-27 10:29:13 [worker_base.py:620]   File \"/root/anaconda3/envs/vllm/lib/python3.12/site-packages/vllm/model_executor/models/deepseek_v2.py\", line 646, in forward\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 MiB. GPU 6 has a total capacity of 44.53 GiB of which 448.00 KiB is free.",
     "oom_loading", {"total_gib": 44.53}, "oom_unknown_phase",
     "DeepSeek-V2 forward OOM on 44.53 GiB GPUs; --enforce-eager avoided it (CUDA graphs).",
     "--enforce-eager, or fewer --max-num-seqs (maintainer)", gpu="L20/A6000 class 48 GB",
     forbidden=[{"flag": "--tensor-parallel-size"}])

case("vllm-36861-pp-no-memory", "https://github.com/vllm-project/vllm/issues/36861",
     "(EngineCore_DP0 pid=38456) ERROR 03-11 11:58:53 [core.py:1100]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/core/kv_cache_utils.py\", line 1572, in get_kv_cache_configs\n"
     "(EngineCore_DP0 pid=38456) ERROR 03-11 11:58:53 [core.py:1100]     _check_enough_kv_cache_memory(\n"
     "(EngineCore_DP0 pid=38456) ERROR 03-11 11:58:53 [core.py:1100] ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "with PP > 1 one stage (the first, with the embeddings / profiling peak) had nothing left for KV.",
     "not settled in the thread (TP instead of PP worked)", forbidden=[])

# ---------------------------------------------------------------- second batch, collected after the first grading
case("vllm-16199-gemma3-awq-kv", "https://github.com/vllm-project/vllm/issues/16199",
     "VLLM_USE_V1=0  vllm serve gaunernst/gemma-3-27b-it-int4-awq \\\n"
     " --max-model-len 4096 --gpu-memory-utilization 0.98   --distributed-executor-backend ray  --dtype float16\n"
     "INFO 04-07 15:52:21 [model_runner.py:1146] Model loading took 17.6110 GiB and 12.273077 seconds\n"
     " ValueError: The model's max seq len (4096) is larger than the maximum number of tokens that can be stored in KV cache (3584). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 4096, "max_kv_tokens": 3584}, "kv_too_small",
     "Gemma-3-27B AWQ (17.61 GiB of weights) on a 24 GB card at 0.98: 3584 tokens of KV.",
     "not settled; at 128 tokens the next start died in CUDA-graph capture (0.98 leaves graphs no room)",
     release="0.8.3", gpu="24 GB", gpus=1, command="--max-model-len 4096 --gpu-memory-utilization 0.98 --dtype float16",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.98}, {"flag": "--tensor-parallel-size", "above": 1}])
case("vllm-16199-gemma3-awq-graph-oom", "https://github.com/vllm-project/vllm/issues/16199#2",
     " VLLM_USE_V1=0  vllm serve gaunernst/gemma-3-27b-it-int4-awq \\\n"
     " --max-model-len 128 --gpu-memory-utilization 0.98   --distributed-executor-backend ray  --dtype float16\n"
     "INFO 04-07 15:54:56 [worker.py:267] the current vLLM instance can use total_gpu_memory (21.99GiB) x gpu_memory_utilization (0.98) = 21.55GiB\n"
     "ERROR 04-07 15:55:35 [engine.py:448]   File \"/python3.9/site-packages/torch/cuda/graphs.py\", line 84, in capture_end\n"
     "ERROR 04-07 15:55:35 [engine.py:448]     super().capture_end()\n"
     "ERROR 04-07 15:55:35 [engine.py:448] RuntimeError: CUDA error: out of memory",
     "oom_cuda_graph", {}, "oom_cuda_graph",
     "V0 captures CUDA graphs outside utilization x total: at 0.98 of 21.99 GiB nothing is left for them.",
     "lower --gpu-memory-utilization or --enforce-eager", release="0.8.3", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.98}, {"flag": "--max-model-len"}])
case("vllm-23278-gptoss120b-h100-negative", "https://github.com/vllm-project/vllm/issues/23278",
     "(EngineCore_0 pid=5839) INFO 08-20 18:04:10 [gpu_model_runner.py:2007] Model loading took 65.9651 GiB and 12.799889 seconds\n"
     "(EngineCore_0 pid=5839) INFO 08-20 18:04:22 [gpu_worker.py:276] Available KV cache memory: -2.14 GiB\n"
     "(EngineCore_0 pid=5839) ERROR 08-20 18:04:22 [core.py:700] EngineCore failed to start.",
     "kv_memory_negative", {"available_gib": -2.14}, "weights_exceed_budget",
     "gpt-oss-120b's 65.97 GiB of weights plus the profiling peak exceed 0.9 x 79 GiB on one H100.",
     "more memory for vLLM (higher utilization) or fewer tokens in the profile", gpu="H100 80GB", gpus=1,
     forbidden=[{"flag": "--kv-cache-dtype"}])
case("vllm-1354-vicuna7b-blocks0", "https://github.com/vllm-project/vllm/issues/1354",
     "$ python -m vllm.entrypoints.openai.api_server --model lmsys/vicuna-7b-v1.3 --gpu-memory-utilization 0.98 --dtype half\n"
     "INFO 10-14 21:32:44 llm_engine.py:72] Initializing an LLM engine with config: model='lmsys/vicuna-7b-v1.3', tokenizer='lmsys/vicuna-7b-v1.3', tokenizer_mode=auto, revision=None, trust_remote_code=False, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=auto, tensor_parallel_size=1, quantization=None, seed=0)\n"
     "INFO 10-14 21:40:24 llm_engine.py:205] # GPU blocks: 0, # CPU blocks: 512",
     "zero_gpu_blocks", {"num_gpu_blocks": 0}, "weights_exceed_budget",
     "Vicuna-7B in fp16 is 14 GB of weights on a 12 GB GPU (WSL2): nothing left for KV.",
     "maintainer: a 4-bit AWQ checkpoint (casperhansen/vicuna-7b-v1.5-awq -q awq)", release="0.2.0", gpus=1,
     command="--gpu-memory-utilization 0.98 --dtype half",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.98}, {"flag": "--dtype", "value": "half"},
                {"flag": "--max-model-len"}])
case("deepseek-v2-83-v0-163840", "https://github.com/deepseek-ai/DeepSeek-V2/issues/83",
     "ValueError: The model's max seq len (163840) is larger than the maximum number of tokens that can be stored in KV cache (13360). Try increasing gpu_memory_utilization or decreasing max_model_len when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 163840, "max_kv_tokens": 13360}, "kv_too_small",
     "DeepSeek-V2's full 163840 context in a V0 cache of 13360 tokens (through ms-swift).",
     "--max-model-len at most 13360 (or more memory)")
case("vllm-44376-dsv4-flash-gh200", "https://github.com/vllm-project/vllm/issues/44376",
     "(EngineCore pid=2739502) ERROR 06-03 14:24:40 [core.py:1165] ValueError: To serve at least one request with the model's max seq len (30000), (6.66 GiB KV cache is needed, which is larger than the available KV cache memory (5.44 GiB). Based on the available memory, the estimated maximum model length is 13528. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 30000, "needed_gib": 6.66, "available_gib": 5.44, "estimated_max_model_len": 13528},
     "kv_too_small", "DeepSeek-V4-Flash on 2 GH200 (TP 2, fp8 KV already, util 0.95): the pre-check's KV size for this model.",
     "not settled in the thread", gpu="GH200 96GB", gpus=2,
     forbidden=[{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--gpu-memory-utilization", "at_most": 0.95}])
case("vllm-12865-r1-32b-v0", "https://github.com/vllm-project/vllm/issues/12865",
     "ERROR 02-07 11:28:26 engine.py:389]     raise ValueError(\n"
     "ERROR 02-07 11:28:26 engine.py:389] ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (58496). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n"
     "ERROR 02-07 11:28:27 multiproc_worker_utils.py:124] Worker VllmWorkerProcess pid 645162 died, exit code: -15",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 58496}, "kv_too_small",
     "DeepSeek-R1-Distill-32B's full 131072 context in 58496 tokens of KV.", "--max-model-len at most 58496", release="0.7.2")
case("opea-1762-cpu-kvcache-space", "https://github.com/opea-project/GenAIExamples/pull/1762",
     "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache (21840). Try increasing `VLLM_CPU_KVCACHE_SPACE` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 21840}, "kv_too_small",
     "vLLM's CPU backend: the KV cache is VLLM_CPU_KVCACHE_SPACE GiB, too small for 131072 tokens.",
     "increase VLLM_CPU_KVCACHE_SPACE (this PR)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}])
case("vllm-40291-gemma4-nvfp4-5090-oom", "https://github.com/vllm-project/vllm/issues/40291",
     "(EngineCore pid=6849) ERROR 04-19 15:32:42 [core.py:1108]   File \"/home/christian/vllm/.venv/lib/python3.12/site-packages/vllm/model_executor/layers/linear.py\", line 201, in create_weights\n"
     "(EngineCore pid=6849) ERROR 04-19 15:32:42 [core.py:1108]     data=torch.empty(\n"
     "(EngineCore pid=6849) ERROR 04-19 15:32:42 [core.py:1108] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 84.00 MiB. GPU 0 has a total capacity of 31.35 GiB of which 93.06 MiB is free. Including non-PyTorch memory, this process has 30.33 GiB memory in use.",
     "oom_loading", {"total_gib": 31.35}, "weights_do_not_fit",
     "Gemma-4-31B NVFP4 created its layers at 16 bits during init on a 32 GB RTX 5090 (suspected in the thread).",
     "not settled (closed)", gpu="RTX 5090", gpus=1, forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}])
case("vllm-31273-h20-0130-regression", "https://github.com/vllm-project/vllm/issues/31273",
     "(EngineCore_DP0 pid=556790) ERROR 12-24 08:50:35 [core.py:866]     output = torch.empty(shape, device=input.device, dtype=out_dtype)\n"
     "(EngineCore_DP0 pid=556790) ERROR 12-24 08:50:35 [core.py:866] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 80.00 MiB. GPU 0 has a total capacity of 139.72 GiB of which 60.69 MiB is free. Process 691170 has 139.65 GiB memory in use.",
     "oom_loading", {"total_gib": 139.72}, "release_regression",
     "a regression in 0.13.0 (0.12.0 loads the same Qwen2.5-72B FP8 on one H20).", "stay on 0.12.0 until fixed",
     release="0.13.0", gpu="H20 141GB", gpus=1, forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])
case("vllm-18124-qwen25vl3b-util03", "https://github.com/vllm-project/vllm/issues/18124",
     "vllm serve Qwen/Qwen2.5-VL-3B-Instruct --gpu-memory-utilization 0.3\n"
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.",
     "no_kv_memory", {}, "util_too_low",
     "0.3 of an 80 GB A100 (24 GB) for a VL model whose profiling run (full 128K context, images) takes the rest.",
     "a higher --gpu-memory-utilization or a shorter --max-model-len", gpu="A100 80GB", gpus=1,
     command="--gpu-memory-utilization 0.3", forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.3},
                                                        {"flag": "--tensor-parallel-size", "above": 1}])

# ---------------------------------------------------------------- third batch, collected after the second grading
FREE = ("ValueError: Free memory on device {dev}({free}/{total} GiB) on startup is less than desired GPU memory utilization "
        "({util}, {req} GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.")
case("vllm-omni-276-a100-util06", "https://github.com/vllm-project/vllm-omni/issues/276",
     "CUDA_VISIBLE_DEVICES=1,5 \\\nvllm serve /data/models/Qwen/Qwen3-Omni-30B-A3B-Instruct \\\n  --omni \\\n  --host 0.0.0.0 \\\n  --port 10808\n"
     + FREE.format(dev="", free="0.49", total="79.32", util="0.6", req="47.59"),
     "free_memory_low", {"free_gib": 0.49, "total_gib": 79.32, "requested_gib": 47.59, "gpu_memory_utilization": 0.6},
     "other_process", "the GPU was already almost full (0.49 of 79.32 GiB free) when this engine started: another process "
     "(vllm-omni's other stage) held it.", "not settled in the thread", gpu="A100 80GB", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.6}, {"flag": "--tensor-parallel-size"}])
case("vllm-23192-mixtral-fp8-h200-free", "https://github.com/vllm-project/vllm/issues/23192",
     "(EngineCore_0 pid=1810465) ERROR 09-03 11:03:37 [core.py:712]     raise ValueError(\n"
     "(EngineCore_0 pid=1810465) ERROR 09-03 11:03:37 [core.py:712] "
     + FREE.format(dev="", free="7.34", total="139.72", util="0.9", req="125.75"),
     "free_memory_low", {"free_gib": 7.34, "total_gib": 139.72, "requested_gib": 125.75, "gpu_memory_utilization": 0.9},
     "other_process", "another process held 132 GiB of the 139.72 GiB card.", "free the GPU / pick another device",
     gpu="H200", forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size"}])
case("vllm-50135-xpu-free", "https://github.com/vllm-project/vllm/issues/50135",
     "ValueError: Free memory on device xpu:0 (0.22/30.3 GiB) on startup is less than desired GPU memory utilization (0.7, 21.21 GiB). Decrease GPU memory utilization or reduce GPU memory used by oth",
     "free_memory_low", {"free_gib": 0.22, "total_gib": 30.3, "requested_gib": 21.21, "gpu_memory_utilization": 0.7},
     "other_process", "a zombie process held the Intel GPU (maintainer).", "kill the leftover process",
     gpu="Intel XPU 30.3 GiB", forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.7}])
case("syv-ai-39-qwen38-27b-65536", "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/39",
     "(EngineCore pid=4382) ERROR 09-01 19:53:44 [core.py:1346] ValueError: To serve at least one request with the model's max seq len (65536), (4.76 GiB KV cache is needed, which is larger than the available KV cache memory (1.56 GiB). Based on the available memory, the estimated maximum model length is 15984. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details.",
     "kv_cache_too_small", {"max_seq_len": 65536, "needed_gib": 4.76, "available_gib": 1.56, "estimated_max_model_len": 15984},
     "kv_too_small", "Qwen3.8-27B on an RTX 3090: 1.56 GiB left for KV at 65536 tokens.",
     "not settled in the excerpt", gpu="RTX 3090", gpus=1, forbidden=[{"flag": "--tensor-parallel-size", "above": 1}])
case("api-for-open-llm-225-v027", "https://github.com/xusenlinzy/api-for-open-llm/issues/225",
     "The model's max seq len (8192) is larger than the maximum number of tokens that can be stored in KV cache (4512). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 8192, "max_kv_tokens": 4512}, "kv_too_small",
     "8192 tokens asked, 4512 held (vLLM 0.2.7).", "CONTEXT_LEN=4096 (the wrapper's --max-model-len)", release="0.2.7")
case("vllm-11391-56000-43328", "https://github.com/vllm-project/vllm/issues/11391",
     "The model's max seq len (56000) is larger than the maximum number of tokens that can be stored in KV cache (43328)",
     "kv_cache_too_small_v0", {"max_seq_len": 56000, "max_kv_tokens": 43328}, "kv_too_small",
     "56000 tokens asked, 43328 held.", "a smaller --max-model-len (reporter)")
case("recipes-12-qwen3coder480b-util095", "https://github.com/vllm-project/recipes/pull/12#2",
     "# vllm serve /tmp/model/Qwen3-Coder-480B-A35B-Instruct-FP8 --served-model-name Qwen3-Coder-480B-A35B-FP8 -dp=8  --enable-expert-parallel --enable-auto-tool-choice --tool-call-parser qwen3_coder --gpu-memory-utilization 0.95\n\n"
     "ValueError: To serve at least one request with the models's max seq len (262144), (62.00 GiB KV cache is needed, which is larger than the available KV cache memory (55.65 GiB). Based on the available memory, the estimated maximum model length is 235296. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small", {"max_seq_len": 262144, "needed_gib": 62.0, "available_gib": 55.65, "estimated_max_model_len": 235296},
     "kv_too_small", "Qwen3-Coder-480B FP8 with DP 8 on H20s: every rank holds all KV heads.",
     "the recipe lowered max-model-len (this PR)", release="0.10.1", gpu="H20", gpus=8,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}])

# ---------------------------------------------------------------- fourth batch
case("vllm-13882-qwen25-7b-rtx4060-negative", "https://github.com/vllm-project/vllm/issues/13882",
     "INFO 02-26 09:54:02 model_runner.py:1115] Loading model weights took 5.2032 GB\n"
     "INFO 02-26 09:54:05 worker.py:267] Memory profiling takes 3.25 seconds\n"
     "INFO 02-26 09:54:05 worker.py:267] the current vLLM instance can use total_gpu_memory (8.00GiB) x gpu_memory_utilization (0.70) = 5.60GiB\n"
     "INFO 02-26 09:54:05 worker.py:267] model weights take 5.20GiB; non_torch_memory takes 0.03GiB; PyTorch activation peak memory takes 1.42GiB; the rest of the memory reserved for KV Cache is -1.05GiB.\n"
     "INFO 02-26 09:54:05 executor_base.py:111] # cuda blocks: 0, # CPU blocks: 4681\n"
     "INFO 02-26 09:54:05 executor_base.py:116] Maximum concurrency for 4096 tokens per request: 0.00x",
     "kv_memory_negative", {"available_gib": -1.05, "weights_gib": 5.2, "activation_gib": 1.42, "budget_gib": 5.6},
     "weights_exceed_budget", "5.20 GiB of weights plus a 1.42 GiB profiling peak exceed 0.70 x 8 GiB on an RTX 4060.",
     "not settled in the excerpt (a higher utilization or a smaller checkpoint)", release="0.7.3", gpu="RTX 4060 8GB",
     gpus=1, forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.7}])
case("vllm-14452-sampler-warmup-oom", "https://github.com/vllm-project/vllm/issues/14452",
     "(VllmWorker rank=2 pid=10743) ERROR 03-16 06:12:38 [multiproc_executor.py:375] Traceback (most recent call last):\n"
     "(VllmWorker rank=2 pid=10743) ERROR 03-16 06:12:38 [multiproc_executor.py:375]   File \"/workspace/vllm/vllm/v1/worker/gpu_model_runner.py\", line 1292, in _dummy_sampler_run\n"
     "(VllmWorker rank=2 pid=10743) ERROR 03-16 06:12:38 [multiproc_executor.py:375]     sampler_output = self.model.sample(\n"
     "(VllmWorker rank=0 pid=10672) ERROR 03-16 06:12:38 [multiproc_executor.py:375] RuntimeError: CUDA out of memory occurred when warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.",
     "oom_profiling", {}, "oom_profiling",
     "the sampler warm-up with max_num_seqs (1024) dummy requests ran out of memory (8 RTX 5080/5090s).",
     "lower --max-num-seqs (the message's advice)", gpus=8, forbidden=[{"flag": "--tensor-parallel-size", "above": 8}])

for c in CASES:
    (OUT / f"{c['id']}.json").write_text(json.dumps(c, indent=1, ensure_ascii=False) + "\n")
print(len(CASES))
