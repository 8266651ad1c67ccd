"""Round-688 blind batch: COMMITTED LOGS AND NOTEBOOK OUTPUTS -- vLLM error texts found with find_string (and code
search) inside files committed to public repositories (.ipynb cell outputs, *.log, *.out, slurm-*.out, nohup.out,
results/*.txt, run notes), where the same repository shows what changed (a later run's log, a README / commit note, a
changed launch script); collected by helper wild688 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round688-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the committed files
of the source repository only (its logs, README, release notes and commit history). Excerpts are the committed log as
the file at that commit holds it (only the terminal's ESC bytes and the CR of the EngineCore lines' CRLF endings
removed, as the earlier zjpzhao fixture did; dropped lines shown as ``...``); the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed: 9 ``find_string``, 9 ``read_file``, 5 ``search`` (3 code, 2 issues), 2 ``find_repos``,
2 ``find_files``, 4 ``fetch`` (miggle711/testgeneval, atreydesai/augmented-mcqa, zjpzhao/vllm-qwen3vl-cu118-t4,
pillaiharish/llm-serving-performance-lab); the snapshots were then read with free local ``git`` commands. 2 cases,
both from ONE repository (zjpzhao/vllm-qwen3vl-cu118-t4, whose third log, verify_qwen3vl.log, round-179 fixture
github-zjpzhao-t4-cu118-qwen3vl-embed-triton-kernel-image-invalid already holds; with these two the repository is at
the 3-case cap):
- zjpzhao-t4 verify_qwen3vl_ptxas118.log: the author's NEXT launch after that fixture (Triton's ptxas pointed at CUDA
  11.8, XFormers backend, vLLM 0.11.0 own build, T4 SM75): the engine starts, the first embed request dies compiling
  vLLM's Triton unified-attention kernel ('Unsupported conversion from f16 to f16' / 'LLVM ERROR: Unsupported rounding
  mode for conversion.' / RuntimeError: PassManager::run failed).
- zjpzhao-t4 verify_qwen3vl_flex.log: the launch after that with the FlexAttention backend: TorchInductor's Triton
  kernel for flex attention dies the same way (torch._inductor.exc.InductorError: RuntimeError: PassManager::run
  failed). The repository's fix for both (commit 2a3ef55 and its README / compile notes): the XFormers backend with a
  hotfix routing the pure prefill to xFormers' precompiled CUTLASS kernel, prefix caching and chunked prefill off.

How mined: very. This slice has been cut many times (rounds 149, 166, 211, 226, 258, 304, 484, 505-508, 518 and
more): find_string's ten hits for every common vLLM wording are docs / notes / test fixtures already used, notebooks
are out of its reach (the error sits past a notebook's first 100,000 characters), and its hits name no repository, so
most of the budget goes into pinning the repository (find_repos / find_files / code search), which failed for most
good hits below. Fetching a repository whose committed logs were partly used and grepping its whole history locally
was the only step that paid (1 look-up, then free).

Sources given up (for the lead, not cases):
- Already a fixture source once its repository was pinned (a wasted chain of 5 look-ups): miggle711/testgeneval
  results/RUN_LOG.md (find_string id 60785714095, Gemma-3-4B-it float16 refusal on M3 L40S; testgeneval already has
  3 fixtures). Its commit ab670be (Qwen3-4B-Instruct-2507's 262144 'needs 36 GiB KV cache, only 31.62 GiB was
  available', fixed by capping --max-model-len 32768, issue #20 / PR #21) paraphrases the error without vLLM's line;
  the repository is at its cap anyway.
- Good text, repository NOT pinned within the budget (find_string / read_file ids for a later round):
  52073719645 -- a 76k-char docker log, vLLM 0.19.2rc1.dev8 on WSL2, RedHatAI/Qwen3.6-35B-A3B-NVFP4, fp8_e4m3 KV,
  max_model_len 98304, moe_backend flashinfer_cutlass: 'To serve at least one request ... (98304), (1.06 GiB KV cache
  is needed, ... (0.47 GiB) ... estimated maximum model length is 35632', the container restarting with the same
  args (no fix in the log; a code search for its compose file found nothing).
  60498451812 -- a Chinese debugging journal of Stanford CS336 assignment 5 (/workspace/Stanford-CS336/
  assignment5-alignment, vLLM 0.7.2, A10): 'Failed to infer device type' (No platform detected), then on the A10
  'Qwen2Tokenizer has no attribute all_special_tokens_extended' with transformers 5.2.0 (assistant's fix:
  transformers<5; not shown applied); find_repos 'Stanford-CS336' lists 100+ repositories, code search did not name it.
  59699800954 -- a vLLM launch wrapper whose docstring quotes logs/llama_x_qwen.log ('Bfloat16 is only supported ...
  Your Quadro RTX 6000 GPU has compute capability 7.5'; fix --dtype half); the log path is not in the index (round 167
  and 170 met the same wrapper).
  21335353417 -- a Chinese vLLM 0.4.0 tutorial (Qwen-7B: 'The model's max seq len (8192) is larger than ... (7600)',
  fixed with gpu_memory_utilization=0.9; the failing utilization is not stated).
  70692720957 -- a Worker_TP0 log failing in unify_hybrid_kv_cache_specs (/root/.venv, no repository hint; not read).
- Not a case: 28475140231 (ray-summit-2025 notes: Qwen-VL MRoPE 'IndexError: list index out of range' at request time
  from the user's image preprocessing, no fix); 63188928784 (an RST copy of LMCache issue #1346, Ray+PP 'CUDA error:
  invalid device ordinal', status 'In Progress', the issue closed as stale without a fix; LMCache #814 the same);
  62975064856 (a BaM vLLM fork's num_gpu_blocks_override note, skipped by round 167 too); 55639671707 / 61303713224 /
  60949848155 / 71015447881 / 58754963305 (gemma float16 refusals: fixture sources or no fix); atreydesai/augmented-
  mcqa (fetched: its other committed slurm logs are successful runs; the Nanbeige log is a fixture already);
  pillaiharish/llm-serving-performance-lab (fetched: only the day01 failure report, already a fixture).

Judgement calls for the lead:
1. Both cases fail at the FIRST request (an embedding call right after a successful start), not at start-up; taken
   because the failure comes from how vLLM was launched (the attention backend and the T4 / Triton stack it runs on).
2. Kind for zjpzhao-ptxas118: None -- Triton's compiler errors ('Unsupported conversion from f16 to f16', 'LLVM ERROR:
   Unsupported rounding mode for conversion.', 'RuntimeError: PassManager::run failed') are not named by any
   message_kind row, and the earlier fixture vllm-17639 (the same Triton error on 2080 Ti) used None. Kind for
   zjpzhao-flex: torch_compile_error (README: Inductor's own wrapper, "torch._inductor.exc.InductorError: ...").
3. Cause for both: attention_backend_gpu -- the attention kernel (vLLM's Triton unified attention under XFormers'
   prefill; Inductor's flex-attention Triton template) cannot be compiled for SM75 by the Triton that ships with
   torch 2.7.1, and the repository's fix is another attention path (xFormers' precompiled CUTLASS kernel). The
   alternative is dependency_version_mismatch (Triton 3.3 regressed fp16 conversions on pre-sm80 cards, as vllm-17639
   was labelled; keeping torch 2.6 / Triton 3.2 would also avoid it), and for the flex case torch_compile_error.
4. Two cases from one repository and one root cause: they are two launches with different backends (XFormers,
   FlexAttention) that fail in different code (vLLM's own Triton kernel vs. Inductor); drop the flex one if one per
   root cause is wanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round688-blind")
case = BATCH.case

REPO = "https://github.com/zjpzhao/vllm-qwen3vl-cu118-t4/blob/41aa10721334953fd0755389ffe960c3bf2e5592/"
T4 = "NVIDIA T4 (SM75), driver 450.191.01"
REL = "0.11.0+torch271 (the author's own CUDA 11.8 build; torch 2.7.1+cu118)"
_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size", "above": 1},
               {"flag": "--enforce-eager"}, {"flag": "--dtype", "value": "bfloat16"}]

# ---------------------------------------- zjpzhao T4 cu118: XFormers backend, first embed request -> Triton unified attention 'Unsupported conversion from f16 to f16' / PassManager::run failed
case("github-zjpzhao-t4-cu118-qwen3vl-embed-xformers-triton-unified-attention-f16-conversion-passmanager",
     REPO + "logs/verify_qwen3vl_ptxas118.log",
     'INFO 07-31 15:57:23 [__init__.py:216] Automatically detected platform cuda.\n'
     "INFO 07-31 15:57:27 [utils.py:233] non-default args: {'runner': 'pooling', 'convert': 'embed', 'trust_remote_code': True, 'dtype': 'half', 'max_model_len': 2048, 'gpu_memory_utilization': 0.8, 'disable_log_stats': True, 'enforce_eager': True, 'limit_mm_per_prompt': {'image': 0, 'video': 0}, 'pooler_config': PoolerConfig(pooling_type='LAST', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), 'model': '/root/Qwen3-VL-Embedding-2B'}\n"
     '...\n'
     'INFO 07-31 15:57:27 [model.py:1510] Using max model len 2048\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:39 [core.py:77] Initializing a V1 LLM engine (v0.11.0+torch271) with config: model=\'/root/Qwen3-VL-Embedding-2B\', speculative_config=None, tokenizer=\'/root/Qwen3-VL-Embedding-2B\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=\'\'), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=/root/Qwen3-VL-Embedding-2B, enable_prefix_caching=True, chunked_prefill_enabled=True, pooler_config=PoolerConfig(pooling_type=\'LAST\', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), compilation_config={"level":0,"debug_dump_path":"","cache_dir":"","backend":"","custom_ops":[],"splitting_ops":null,"use_inductor":true,"compile_sizes":[],"inductor_compile_config":{"enable_auto_functionalized_v2":false},"inductor_passes":{},"cudagraph_mode":0,"use_cudagraph":true,"cudagraph_num_of_warmups":0,"cudagraph_capture_sizes":[],"cudagraph_copy_inputs":false,"full_cuda_graph":false,"use_inductor_graph_partition":false,"pass_config":{},"max_capture_size":0,"local_cache_dir":null}\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:42 [fa_utils.py:57] Cannot use FA version 2 is not supported due to FA2 is only supported on devices with compute capability >= 8\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:43 [cuda.py:331] Using XFormers backend on V1 engine.\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:48 [default_loader.py:267] Loading weights took 3.82 seconds\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:48 [gpu_model_runner.py:2653] Model loading took 3.4554 GiB and 4.118646 seconds\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:52 [gpu_worker.py:298] Available KV cache memory: 7.90 GiB\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:52 [kv_cache_utils.py:1087] GPU KV cache size: 73,984 tokens\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:52 [kv_cache_utils.py:1091] Maximum concurrency for 2,048 tokens per request: 36.12x\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m INFO 07-31 15:57:52 [core.py:210] init engine (profile, create kv cache, warmup model) took 4.18 seconds\n'
     "INFO 07-31 15:57:54 [llm.py:306] Supported_tasks: ['embed']\n"
     'Unsupported conversion from f16 to f16\n'
     'LLVM ERROR: Unsupported rounding mode for conversion.\n'
     '...\n'
     '/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/attention/ops/triton_unified_attention.py:52:0: error: Failures have been detected while processing an MLIR pass pipeline\n'
     "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/attention/ops/triton_unified_attention.py:52:0: note: Pipeline failed while executing [`ConvertTritonGPUToLLVM` on 'builtin.module' operation]: reproducer generated at `std::errs, please share the reproducer above with Triton project.`\n"
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710] EngineCore encountered a fatal error.\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710] Traceback (most recent call last):\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/attention/layer.py", line 614, in unified_attention_with_output\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     self.impl.forward(self,\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/attention/backends/xformers.py", line 382, in forward\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     unified_attention(\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/attention/ops/triton_unified_attention.py", line 751, in unified_attention\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     kernel_unified_attention_2d[(\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/runtime/jit.py", line 347, in <lambda>\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     return lambda *args, **kwargs: self.run(grid=grid, warmup=False, *args, **kwargs)\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/runtime/jit.py", line 569, in run\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     kernel = self.compile(src, target=target, options=options.__dict__)\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/compiler/compiler.py", line 284, in compile\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     next_module = compile_ir(module, metadata)\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/backends/nvidia/compiler.py", line 450, in <lambda>\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     stages["llir"] = lambda src, metadata: self.make_llir(src, metadata, options, capability)\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/backends/nvidia/compiler.py", line 341, in make_llir\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710]     pm.run(mod)\n'
     '[1;36m(EngineCore_DP0 pid=115610)[0;0m ERROR 07-31 15:57:54 [core.py:710] RuntimeError: PassManager::run failed\n'
     '...\n'
     'Traceback (most recent call last):\n'
     '  File "/root/vllm-qwen3vl-cu118-t4/verify_qwen3vl_embedding.py", line 126, in <module>\n'
     '    main()\n'
     '  File "/root/vllm-qwen3vl-cu118-t4/verify_qwen3vl_embedding.py", line 111, in main\n'
     '    embeddings = check_embeddings(llm.embed(requests, use_tqdm=False), len(requests))\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1069, in embed\n'
     '    items = self.encode(\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1011, in encode\n'
     '    outputs = self._run_engine(use_tqdm=use_tqdm)\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1600, in _run_engine\n'
     '    step_outputs = self.llm_engine.step()\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/engine/llm_engine.py", line 265, in step\n'
     '    outputs = self.engine_core.get_output()\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/engine/core_client.py", line 670, in get_output\n'
     '    raise self._format_exception(outputs) from None\n'
     'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
     None, {}, "attention_backend_gpu",
     "A committed verification log of a project that ports vLLM 0.11.0 to a Tesla T4 (SM75) with CUDA 11.8 and "
     "PyTorch 2.7.1: offline Qwen3-VL-Embedding-2B as a pooling model (runner pooling, convert embed), fp16, "
     "--enforce-eager, max_model_len 2048, utilization 0.8, VLLM_ATTENTION_BACKEND=XFORMERS, with prefix caching and "
     "chunked prefill on by default. With Triton's ptxas now pointed at CUDA 11.8's (the fix of the earlier "
     "verify_qwen3vl.log) the engine started (KV cache 7.90 GiB, 73,984 tokens), but the first embed request died: "
     "vLLM 0.11.0's V1 XFormers backend sends this prefill (a KV cache with chunked prefill / prefix caching) to "
     "vLLM's Triton unified-attention kernel, and the Triton bundled with torch 2.7.1 cannot lower its fp16 "
     "conversions for compute capability 7.5 ('Unsupported conversion from f16 to f16', 'LLVM ERROR: Unsupported "
     "rounding mode for conversion.', ConvertTritonGPUToLLVM -> RuntimeError: PassManager::run failed). The "
     "repository's notes (translated from Chinese): 'XFormers V1 prefill goes into triton_unified_attention.py ... fails in the "
     "ConvertTritonGPUToLLVM stage of the Triton that comes with Torch 2.7.1 with Unsupported conversion from f16 to "
     "f16'. Not memory, not the length.",
     "the repository's commit 2a3ef55 ('Add T4 xFormers contiguous-prefill hotfix', README and compile notes): a "
     "hotfix (apply_t4_xformers_hotfix.py, VLLM_T4_XFORMERS_CONTIGUOUS_PREFILL=1) that hands the pure prefill of "
     "pooling/embedding with contiguous Q/K/V to xFormers' precompiled CUTLASS kernel instead of the Triton kernel, "
     "which requires prefix caching and chunked prefill OFF (the verify script gained enable_prefix_caching=False, "
     "enable_chunked_prefill=False; the README's serve line uses --no-enable-prefix-caching --no-enable-chunked-prefill); "
     "kept VLLM_ATTENTION_BACKEND=XFORMERS and TRITON_PTXAS_PATH=/usr/local/cuda-11.8/bin/ptxas. The README states it "
     "only covers embedding prefill, not text generation / decode.",
     release=REL, gpu=T4, gpus=1, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the committed log at commit 41aa107 (the commit that holds the repository's logs/), ESC bytes "
          "and the CR of CRLF line endings removed, lines dropped as '...': info lines between the args and the engine, the weight-loading progress "
          "lines (carriage returns), the 300-line MLIR reproducer dump Triton printed, the scheduler dump lines, the "
          "upper frames of the EngineCore traceback and its second copy. The launch is verify_qwen3vl_embedding.py's "
          "LLM(...) (no CLI command; environment from the script: VLLM_ATTENTION_BACKEND=XFORMERS). The log's file "
          "name says ptxas118: the run after TRITON_PTXAS_PATH was set. GPU and driver from the repository's README / "
          "docs, not the log. Same repository as the earlier fixture github-zjpzhao-t4-cu118-qwen3vl-embed-triton-"
          "kernel-image-invalid (its verify_qwen3vl.log); see judgement calls 1-3.")

# ---------------------------------------- zjpzhao T4 cu118: FlexAttention backend, first embed request -> InductorError: RuntimeError: PassManager::run failed
case("github-zjpzhao-t4-cu118-qwen3vl-embed-flex-attention-inductor-triton-passmanager",
     REPO + "logs/verify_qwen3vl_flex.log",
     'INFO 07-31 16:03:13 [__init__.py:216] Automatically detected platform cuda.\n'
     "INFO 07-31 16:03:18 [utils.py:233] non-default args: {'runner': 'pooling', 'convert': 'embed', 'trust_remote_code': True, 'dtype': 'half', 'max_model_len': 2048, 'gpu_memory_utilization': 0.8, 'disable_log_stats': True, 'enforce_eager': True, 'limit_mm_per_prompt': {'image': 0, 'video': 0}, 'pooler_config': PoolerConfig(pooling_type='LAST', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), 'model': '/root/Qwen3-VL-Embedding-2B'}\n"
     '...\n'
     'INFO 07-31 16:03:18 [model.py:1510] Using max model len 2048\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:29 [core.py:77] Initializing a V1 LLM engine (v0.11.0+torch271) with config: model=\'/root/Qwen3-VL-Embedding-2B\', speculative_config=None, tokenizer=\'/root/Qwen3-VL-Embedding-2B\', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=2048, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend=\'auto\', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=\'\'), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=/root/Qwen3-VL-Embedding-2B, enable_prefix_caching=True, chunked_prefill_enabled=True, pooler_config=PoolerConfig(pooling_type=\'LAST\', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), compilation_config={"level":0,"debug_dump_path":"","cache_dir":"","backend":"","custom_ops":[],"splitting_ops":null,"use_inductor":true,"compile_sizes":[],"inductor_compile_config":{"enable_auto_functionalized_v2":false},"inductor_passes":{},"cudagraph_mode":0,"use_cudagraph":true,"cudagraph_num_of_warmups":0,"cudagraph_capture_sizes":[],"cudagraph_copy_inputs":false,"full_cuda_graph":false,"use_inductor_graph_partition":false,"pass_config":{},"max_capture_size":0,"local_cache_dir":null}\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:33 [fa_utils.py:57] Cannot use FA version 2 is not supported due to FA2 is only supported on devices with compute capability >= 8\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:34 [cuda.py:319] Using FlexAttention backend on V1 engine.\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:38 [default_loader.py:267] Loading weights took 3.87 seconds\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:39 [gpu_model_runner.py:2653] Model loading took 3.4554 GiB and 4.078180 seconds\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:43 [gpu_worker.py:298] Available KV cache memory: 7.90 GiB\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:43 [kv_cache_utils.py:1087] GPU KV cache size: 73,984 tokens\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:43 [kv_cache_utils.py:1091] Maximum concurrency for 2,048 tokens per request: 36.12x\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m INFO 07-31 16:03:43 [core.py:210] init engine (profile, create kv cache, warmup model) took 4.17 seconds\n'
     "INFO 07-31 16:03:44 [llm.py:306] Supported_tasks: ['embed']\n"
     'Unsupported conversion from f16 to f16\n'
     'LLVM ERROR: Unsupported rounding mode for conversion.\n'
     '...\n'
     '/tmp/torchinductor_root/pl/cplz4nlou3tt6y5xycq7lmzyvhf4oi3uqk3sm52fybwcsxvsbjzw.py:16:0: error: Failures have been detected while processing an MLIR pass pipeline\n'
     "/tmp/torchinductor_root/pl/cplz4nlou3tt6y5xycq7lmzyvhf4oi3uqk3sm52fybwcsxvsbjzw.py:16:0: note: Pipeline failed while executing [`ConvertTritonGPUToLLVM` on 'builtin.module' operation]: reproducer generated at `std::errs, please share the reproducer above with Triton project.`\n"
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m [rank0]:E0731 16:03:52.115000 116603 site-packages/torch/_inductor/runtime/triton_heuristics.py:539] [1/0] Triton compilation failed: triton_tem_fused_0\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m [rank0]:E0731 16:03:52.115000 116603 site-packages/torch/_inductor/runtime/triton_heuristics.py:539] [1/0]     pm.run(mod)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m [rank0]:E0731 16:03:52.115000 116603 site-packages/torch/_inductor/runtime/triton_heuristics.py:539] [1/0] RuntimeError: PassManager::run failed\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710] EngineCore encountered a fatal error.\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710] Traceback (most recent call last):\n'
     '...\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/attention/layer.py", line 614, in unified_attention_with_output\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     self.impl.forward(self,\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/attention/backends/flex_attention.py", line 821, in forward\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     out = flex_attention_compiled(\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_dynamo/eval_frame.py", line 663, in _fn\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     raise e.remove_dynamo_frames() from None  # see TORCHDYNAMO_VERBOSE=1\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/compile_fx.py", line 760, in _compile_fx_inner\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     raise InductorError(e, currentframe()).with_traceback(\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/compile_fx.py", line 745, in _compile_fx_inner\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     mb_compiled_graph = fx_codegen_and_compile(\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/compile_fx.py", line 1295, in fx_codegen_and_compile\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     return scheme.codegen_and_compile(gm, example_inputs, inputs_to_check, graph_kwargs)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/compile_fx.py", line 1197, in codegen_and_compile\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     compiled_fn = graph.compile_to_module().call\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/graph.py", line 2083, in compile_to_module\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     return self._compile_to_module()\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/graph.py", line 2130, in _compile_to_module\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     mod = PyCodeCache.load_by_key_path(\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/codecache.py", line 2747, in load_by_key_path\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     mod = _reload_python_module(key, path)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/runtime/compile_tasks.py", line 36, in _reload_python_module\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     exec(code, mod.__dict__, mod.__dict__)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/tmp/torchinductor_root/ra/crakr3ae4e6hs7qbceqfsnha5746av7ozxwdnzivukelxdrfmmll.py", line 42, in <module>\n'
     "[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     triton_tem_fused_0 = async_compile.triton('triton_tem_fused_0', '''\n"
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/async_compile.py", line 346, in triton\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     kernel.precompile(warm_cache_only=False)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/runtime/triton_heuristics.py", line 276, in precompile\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     self._precompile_worker()\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/runtime/triton_heuristics.py", line 296, in _precompile_worker\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     compile_results.append(self._precompile_config(c))\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/torch/_inductor/runtime/triton_heuristics.py", line 537, in _precompile_config\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     binary = triton.compile(*compile_args, **compile_kwargs)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/compiler/compiler.py", line 284, in compile\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     next_module = compile_ir(module, metadata)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/backends/nvidia/compiler.py", line 450, in <lambda>\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     stages["llir"] = lambda src, metadata: self.make_llir(src, metadata, options, capability)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]   File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/backends/nvidia/compiler.py", line 341, in make_llir\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710]     pm.run(mod)\n'
     '[1;36m(EngineCore_DP0 pid=116603)[0;0m ERROR 07-31 16:03:52 [core.py:710] torch._inductor.exc.InductorError: RuntimeError: PassManager::run failed\n'
     '...\n'
     'Traceback (most recent call last):\n'
     '  File "/root/vllm-qwen3vl-cu118-t4/verify_qwen3vl_embedding.py", line 126, in <module>\n'
     '    main()\n'
     '  File "/root/vllm-qwen3vl-cu118-t4/verify_qwen3vl_embedding.py", line 111, in main\n'
     '    embeddings = check_embeddings(llm.embed(requests, use_tqdm=False), len(requests))\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1069, in embed\n'
     '    items = self.encode(\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1011, in encode\n'
     '    outputs = self._run_engine(use_tqdm=use_tqdm)\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/entrypoints/llm.py", line 1600, in _run_engine\n'
     '    step_outputs = self.llm_engine.step()\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/engine/llm_engine.py", line 265, in step\n'
     '    outputs = self.engine_core.get_output()\n'
     '  File "/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/engine/core_client.py", line 670, in get_output\n'
     '    raise self._format_exception(outputs) from None\n'
     'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
     "torch_compile_error", {}, "attention_backend_gpu",
     "The same T4 (SM75) / CUDA 11.8 / torch 2.7.1 port of vLLM 0.11.0 and the same offline Qwen3-VL-Embedding-2B "
     "check (fp16, --enforce-eager, max_model_len 2048, utilization 0.8), this time with the FlexAttention backend "
     "('Using FlexAttention backend on V1 engine.') to get around the XFormers path's Triton failure. The engine "
     "started; at the first embed request vLLM's flex_attention backend called the torch.compile'd flex_attention, "
     "TorchInductor generated a Triton template kernel (triton_tem_fused_0) and the Triton shipped with torch 2.7.1 "
     "failed to lower it for compute capability 7.5 ('Unsupported conversion from f16 to f16', 'LLVM ERROR: "
     "Unsupported rounding mode for conversion.'), surfacing as torch._inductor.exc.InductorError: RuntimeError: "
     "PassManager::run failed. The repository's notes (translated from Chinese): 'FlexAttention is compiled by TorchInductor into a Triton "
     "kernel; both [paths] fail in the ConvertTritonGPUToLLVM stage ... with Unsupported conversion from f16 to f16'. "
     "An attention path that cannot be compiled for this GPU, not memory or a setting of torch.compile.",
     "the repository's commit 2a3ef55 (README / compile notes): not FlexAttention but the XFormers backend plus the "
     "T4 hotfix (apply_t4_xformers_hotfix.py, VLLM_T4_XFORMERS_CONTIGUOUS_PREFILL=1) that routes the pure "
     "embedding prefill to xFormers' precompiled CUTLASS kernel, with prefix caching and chunked prefill OFF "
     "(enable_prefix_caching=False, enable_chunked_prefill=False / --no-enable-prefix-caching "
     "--no-enable-chunked-prefill) and TRITON_PTXAS_PATH=/usr/local/cuda-11.8/bin/ptxas",
     release=REL, gpu=T4, gpus=1, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the committed log at commit 41aa107, ESC bytes and CRs of CRLF endings removed, lines dropped as '...': info lines, the "
          "weight-loading progress lines, Triton's MLIR reproducer dump, Inductor's 230-line dump of the generated "
          "kernel source and its own traceback head (kept: its last two lines), the scheduler dump, the upper frames "
          "of the EngineCore traceback and its second copy. The backend was chosen by environment (the log shows "
          "'Using FlexAttention backend on V1 engine.'; the exact variable is not in the log). Kind "
          "torch_compile_error (InductorError); cause attention_backend_gpu: see judgement calls 2-4.")

if __name__ == "__main__":
    BATCH.write()
