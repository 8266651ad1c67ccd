"""Round-5 blind batch: real startup logs collected after the round-4 fixes, to measure the current explain code on
logs it has not seen -> tests/golden/wild/<id>.json, each marked ``"batch": "round5-blind"``.

Same rules as tools/wild_cases_round4.py: collected from GitHub threads through the search tool's issues corpus
(this half of the split: vllm-project/vllm issues with an even number, downstream repositories whose owner starts with
a-m); none in the earlier fixtures or ../shared/cases (urls checked); every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) written from the thread BEFORE kvroom was run on the excerpt; the first
grading is recorded in tests/golden/wild/BLIND.md. Excerpts are the text as the thread shows it. Threads were taken in
the order the search gave them; a thread was left out when it showed no log text of the failure, or neither a fix nor
a diagnosis (maintainer's, reporter's or the title's), or was already a fixture (or a near-copy of one by the same
reporter). 11 qualified from about 95 look-ups (28 were asked for): see BLIND.md. The first 6 were committed in
dfcaf0f, the other 5 in the next commit, all before kvroom was run on any of them. Run once; the JSON is the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round5-blind")
case = BATCH.case

NO_BF16 = [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size"},
           {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ KV too small (V0 wording)
case("subgraphrag-19-llama31-2x3090-131072-39024", "https://github.com/Graph-COM/SubgraphRAG/issues/19",
     "ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV "
     "cache (39024). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 39024}, "kv_too_small",
     "Llama-3.1-8B-Instruct at its 131072 default on 2 x RTX 3090: 39024 tokens of KV.",
     "max_model_len under the KV cache (maintainer, pointing at vllm#2418); the reporter thanked",
     gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-model-len", "above": 39024}])

# ------------------------------------------------------------------ no KV memory
case("bonito-22-no-kv-util-0.9", "https://github.com/BatsResearch/bonito/issues/22",
     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing "
     "the engine.\n"
     "bonito = Bonito(\"BatsResearch/bonito-v1\",gpu_memory_utilization=0.9)",
     "no_kv_memory", {}, "weights_exceed_budget",
     "bonito-v1 (a Mistral-7B fine-tune) at 0.9: the maintainer ties it to vllm#2248 (since 0.2.5 the profiled peak "
     "leaves no cache blocks where older releases had some), i.e. weights plus the profiling peak fill the 0.9 share.",
     "enforce_eager=True suggested by the maintainer (link to vllm#2248)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}])

# ------------------------------------------------------------------ OOM during profiling (multi-modal profile run)
case("vllm-10034-mllama-11b-2xa10-profile-oom", "https://github.com/vllm-project/vllm/issues/10034",
     "INFO 11-05 03:21:41 model_runner.py:1025] Loading model weights took 10.0714 GB\n"
     "(VllmWorkerProcess pid=67) INFO 11-05 03:21:41 model_runner.py:1025] Loading model weights took 10.0714 GB\n"
     "INFO 11-05 03:21:41 enc_dec_model_runner.py:297] Starting profile run for multi-modal models.\n"
     "(VllmWorkerProcess pid=67) INFO 11-05 03:21:41 enc_dec_model_runner.py:297] Starting profile run for multi-modal models.\n"
     "(VllmWorkerProcess pid=67) ERROR 11-05 03:21:52 multiproc_worker_utils.py:233] Exception in worker VllmWorkerProcess "
     "while processing method determine_num_available_blocks: CUDA out of memory. Tried to allocate 1.95 GiB. GPU 1 has a "
     "total capacity of 22.09 GiB of which 758.44 MiB is free. Process 2751070 has 21.35 GiB memory in use. Of the "
     "allocated memory 20.90 GiB is allocated by PyTorch, and 85.19 MiB is reserved by PyTorch but unallocated. If "
     "reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables), Traceback (most recent call last):",
     "oom_profiling", {"total_gib": 22.09, "tried_gib": 1.95}, "oom_profiling",
     "Llama-3.2-11B-Vision-Instruct on 2 x A10 (TP 2): the encoder-decoder profile run with worst-case images at the "
     "default max_num_seqs ran out of memory after 10 GB of weights per GPU.",
     "lower max_num_seqs (the maintainers' answer on the same report, vllm#10569 / #9445; this thread's reply not seen)",
     gpu="A10", gpus=2, forbidden=[{"flag": "--tensor-parallel-size", "above": 2}],
     note="the process named in torch's OOM text is the worker itself (docker pid), not another process")

# ------------------------------------------------------------------ dtype
case("vllm-9990-t4-bf16-full-precision", "https://github.com/vllm-project/vllm/issues/9990",
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.\n"
     "RuntimeError: Engine process failed to start",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "a bf16 checkpoint on a Tesla T4 (sm 7.5).", "--dtype half, or --dtype float for full precision (maintainer)",
     gpu="Tesla T4", forbidden=NO_BF16)

# ------------------------------------------------------------------ capacity logs (no failure)
case("vllm-2136-codellama13b-025-blocks-112", "https://github.com/vllm-project/vllm/issues/2136",
     "python -O -u -m vllm.entrypoints.openai.api_server \\\n"
     "  --model=TheBloke/CodeLlama-13B-Instruct-fp16 \\\n"
     "  --chat-template=$HOME/bin/templates/llama-2-chat.jinja \\\n"
     "  --served-model-name=model \\\n  --host=0.0.0.0 \\\n  --port=8000 \\\n  --max-model-len=16384 \\\n"
     "  --max-num-seqs=16 \\\n  --tensor-parallel-size=2 \\\n  --swap-space=8 \\\n  --gpu-memory-utilization=0.95 \\\n"
     "  --disable-log-requests\n"
     "- vLLM 0.2.5 and `main`: `# GPU blocks: 112, # CPU blocks: 1310`",
     None, {}, "capacity",
     "CodeLlama-13B fp16 TP 2 on 2 x RTX 4090 at 16384: 0.2.5 sized the cache at 112 blocks (1792 tokens) where "
     "0.2.3/0.2.4 had 1464, after 0.2.5 changed the peak-memory profiling (vllm PR #2031); 0.2.5 still starts (the "
     "refusal of #2163 came in 0.2.7) and requests over 1792 tokens wait.",
     "none in the thread beyond the report (0.2.4 worked)", release="0.2.5", gpu="RTX 4090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}])
case("miaai-122-hybrid-pages-1.36x-262144", "https://github.com/MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks/issues/122",
     "Maximum concurrency for 262,144 tokens per request: 1.36x",
     None, {}, "capacity",
     "GLM-5.3-Flash (hybrid) on 2 x DGX Spark: the 1.36x at 262144 is one request; each request holds ~90k pool "
     "tokens of hybrid pages before its prompt, so MAX_NUM_SEQS=4 never fits and 3 does.",
     "MAX_NUM_SEQS=3 (the thread's measurement)", gpu="GB10", gpus=2,
     forbidden=[{"flag": "--max-num-seqs", "at_least": 4}, {"flag": "--tensor-parallel-size", "above": 2}])

# ------------------------------------------------------------------ second half, collected after dfcaf0f, still blind
case("langchain-17906-mistral7b-32768-18896-typed", "https://github.com/langchain-ai/langchain/issues/17906",
     "The model’s max sew len (32768) is larger than the maximum number of tokens that can be stored in KV cache "
     "(18896). Try increasing ‘gpu_memory_utilization’ or decreasing ‘max_model_len’ when initializing the engine.",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 18896}, "kv_too_small",
     "Mistral-7B-Instruct-v0.2 at its 32768 default through langchain's VLLM wrapper: 18896 tokens of KV on the "
     "reporter's GPU.", "pass max_model_len to the engine (vllm_kwargs) below 18896",
     forbidden=[{"flag": "--max-model-len", "above": 18896}],
     note="the paste is retyped by the reporter: 'max sew len' and typographic quotes are in the thread")
case("gpustack-814-internvl25-78b-64heads-tp3", "https://github.com/gpustack/gpustack/issues/814",
     "RROR 12-18 19:47:34 engine.py:366] ValueError: Total number of attention heads (64) must be divisible by tensor "
     "parallel size (3).",
     "tp_not_divisible", {"num_attention_heads": 64, "tensor_parallel_size": 3}, "tp_not_divisible",
     "GPUStack's auto-scheduler gave InternVL2_5-78B-AWQ 3 of the 4 A800s; 64 heads do not split 3 ways.",
     "a tensor parallel size that divides 64 (4 on the 4 GPUs; GPUStack fixed its scheduler)", gpu="A800", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--tensor-parallel-size", "above": 4}])
case("gpustack-2403-v100-16gb-reranker-bf16", "https://github.com/gpustack/gpustack/issues/2403",
     "ERROR 07-07 02:26:35 [engine.py:448] Bfloat16 is only supported on GPUs with compute capability of at least 8.0. "
     "Your Tesla V100-PCIE-16GB GPU has compute capability 7.0. You can use float16 instead by explicitly setting the "
     "dtype flag in CLI, for example: --dtype=half.",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "Qwen3-Reranker-0.6B (bf16) deployed by GPUStack on a V100-PCIE-16GB (sm 7.0).",
     "--dtype=half as a backend parameter (the thread's question)", gpu="Tesla V100-PCIE-16GB", forbidden=NO_BF16)
case("vllm-27934-3060-free-6.44-of-11.63", "https://github.com/vllm-project/vllm/issues/27934",
     "ValueError: Free memory on device (6.44/11.63 GiB) on startup is less than desired GPU memory utilization (0.9, "
     "10.47 GiB). Decrease GPU memory utiliza",
     "free_memory_low", {"free_gib": 6.44, "total_gib": 11.63, "requested_gib": 10.47, "gpu_memory_utilization": 0.9},
     "other_process",
     "a 12 GB RTX 3060 with about 5.2 GiB already held by other processes (the desktop / another container) when the "
     "V1 engine started at 0.9.",
     "a utilization under 6.44/11.63 (the gate's own advice) or freeing the card; the thread closed stale",
     release="0.11.1rc6", gpu="RTX 3060 12GB", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.56}, {"flag": "--tensor-parallel-size"}])
case("vllm-49672-gemma2-l4-negative-0.45", "https://github.com/vllm-project/vllm/issues/49672",
     "Model loading took 17.22 GiB memory\nAvailable KV cache memory: -0.45 GiB\n"
     "ValueError: No available memory for the cache blocks.",
     "kv_memory_negative", {"weights_gib": 17.22, "available_gib": -0.45}, "weights_exceed_budget",
     "BAAI/bge-multilingual-gemma2 (17.22 GiB of bf16 weights) in a CI job on a 22 GiB L4 at max_model_len 2048: "
     "weights plus the compiled profiling peak already exceed the memory budget.",
     "not in the thread's visible part (closed)", gpu="L4",
     forbidden=[{"flag": "--kv-cache-dtype"}, {"flag": "--max-model-len"}])

BATCH.write()
