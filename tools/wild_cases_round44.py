"""Round-44 blind batch: vLLM launch failures from the LOCAL archive of vLLM GitHub issue bodies
(/work/.mirror/yunwei37+vllm-exp/repo, bug-study/analysis_llm/sample_results/vllm/**/issues.json: number, title and
body, no comments), collected by helper wild44 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round44-blind"``; the lead grades it once (``python tests/wild_grade.py round44``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on
these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the issue body alone. Bodies only, no comments: a case was
taken only where the pasted log ITSELF makes the cause conclusive (no maintainer's answer is in the archive).

Slice and order: the archive's 1416 distinct vLLM issues (deduplicated by number over every issues.json under
bug-study/ that the bare git directory holds), less every number in /work/coord/USED_SOURCES.txt, every vllm-<number>
fixture id in tests/golden/wild/ and every #N in tests/golden/wild/BLIND.md, less bodies with no error/exception/
traceback word: 327 candidates, sorted by number and then SHUFFLED with ``random.Random(44).shuffle`` (fixed seed 44),
because two earlier collectors took this archive lowest-number-first and highest-first. The shuffled list was read in
that order (its first ~240 titles and error lines) and each launch failure whose log settles the cause was taken as it
came; runtime/serving failures (requests, tool parsers, structured output, CI test asserts, illegal memory accesses
mid-run, build failures of the source tree) were passed over as not launch failures, and launch failures whose body
does not settle the cause were skipped (e.g. #13451 "No supported config format found" with a token set, #14500 ROCm
on WSL2 mem_get_info, #2814 Qwen1.5's config, #17960 POWER's CPU op, #19259 LMCache's dict config).
Look-ups: none of the search / find_string / read_file / fetch tools (the session's budget was spent); only git
show on the local mirror and grep on the coordination files.

Judgement calls for the lead (each case's ``note`` says more):
1. Memory is short: the random slice brought only ONE memory failure (#20148, a V1 KV refusal in CI); the archive's
   sample is mostly serving bugs. 9 of 10 cases are non-memory.
2. Thin evidence taken as conclusive from the text alone: #1563 quotes the assertion in prose only (Colab,
   gpt-j-6b), where "tensor model parallel group is already initialized" has one reading (a second LLM() in the same
   Python process: a re-run notebook cell); #1271 shows the same class of assertion ("data parallel group ...") in a
   Jupyter traceback (``Cell In[16]``).
3. #15681 is an RFC: its author quotes the fork error he hit and explains the cause himself (torch's poison_fork in
   the parent before vLLM's workers fork); no launch log is pasted beyond that line.
4. #11037's traceback is collect_env.py run from a source checkout (/mnt/.../sources/vllm), importing the checkout's
   uncompiled ``vllm/`` folder; the title's NumPy words are not in the body's log. Read as vllm_extension_missing
   (a source folder); dependency/installation is the alternative story.
5. #18673: the undefined symbol is a c10 one (``_ZN3c10...``), not ``_ZN2at``/``_ZN5torch``; it is still torch's C++
   ABI (the precompiled wheel of a main-branch commit against the torch v0.8.5's requirements installed) ->
   torch_abi_mismatch.
6. #3226: KeyError on ``...qkv_proj.rows`` with quantization="squeezellm" after SqueezeLLM's ``pack.py
   --include_sparse`` (dense-and-sparse): the checkpoint has the sparse tensors (rows/cols/vals) that vLLM's
   SqueezeLLM (dense only) has no parameter for -> weight_loading_mismatch.
7. #11702: titled a LoRA crash, but the pasted log is a `vllm serve` whose API server could not bind 0.0.0.0:8000 ->
   port_in_use (another server, likely the running one in the same pod, holds it).
8. #15222 is a [New Model] request, not a bug report; its log is vLLM's load_weights KeyError on 'emb_ln.weight'
   for a checkpoint whose architecture name vLLM knows (XLMRobertaForSequenceClassification) but whose tensors are
   Jina's variant -> weight_loading_mismatch (architecture_unsupported is the alternative story; no refusal is printed).
9. #11914 is a [Usage] question: the error is quoted inline with HTML '<br />' tags; the cause (a source build
   compiled for the build machine's GPU only) is from the reporter's own description of which GPUs run it.
Also passed over in order: #5961 (Phi-3-small's blocksparse "Does not support prefix-enabled attention." with
--enable-chunked-prefill: the engine died while serving, after the launch), #9914 (a dev-branch BNB loader bug).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round44-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ non-memory: CUDA in a forked subprocess (RFC)
case("vllm-15681-fork-reinit-cuda-spawn", "https://github.com/vllm-project/vllm/issues/15681",
     "I've recently encountered this error:\n"
     "\n"
     "```\n"
     "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
     "the 'spawn' start method\n"
     "```",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "The RFC author's own analysis: torch's poison_fork runs not only in torch._C._cuda_init but also in "
     "_cuda_getDeviceCount / _cuda_getArchFlags, so once the parent process called torch.cuda.is_available() or "
     "device_count(), vLLM's workers started with fork cannot initialise CUDA; vLLM only forces spawn when "
     "torch.cuda.is_initialized() is True.",
     "the author's workaround: VLLM_WORKER_MULTIPROC_METHOD=spawn",
     release="not stated (torch 2.6 linked; March 2025, ~0.8.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 3: the RFC's quoted error with the sentence before it; the analysis and proposal left out")

# ------------------------------------------------------------------ non-memory: second engine in a Colab process
case("vllm-1563-gpt-j-tp-group-already-initialized", "https://github.com/vllm-project/vllm/issues/1563",
     "EleutherAI/gpt-j-6b is mentioned as supported in the docs. Trying to run inference on Google Colab with free "
     "tier GPU. Getting this error. AssertionError: tensor model parallel group is already initialized.",
     "parallel_group_reinitialized", {}, "parallel_group_reinitialized",
     "An LLM() built a second time in the same Colab Python process (a re-run cell after a first attempt): vLLM's "
     "parallel_state globals were already set by the first engine, so initialize_model_parallel asserts.",
     "restart the Colab runtime (or del the first LLM and destroy its model-parallel state) before building LLM again",
     release="not stated (Nov 2023, 0.2.x)", gpu="Colab free tier (T4)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 2: the whole body (one prose paragraph); the T4 is Colab's free-tier GPU, not named in "
          "the body")

# ------------------------------------------------------------------ non-memory: SqueezeLLM dense+sparse checkpoint
case("vllm-3226-squeezellm-sparse-rows-keyerror", "https://github.com/vllm-project/vllm/issues/3226",
     'Traceback (most recent call last):\r\n  File "/root/python/dictionary/train/testbatchvllm.py", line 58, in <module>\r\n    llm = LLM(model=model_path, quantization="squeezellm", dtype=torch.float16)\r\n          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/entrypoints/llm.py", line 109, in __init__\r\n    self.llm_engine = LLMEngine.from_engine_args(engine_args)\r\n                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/engine/llm_engine.py", line 412, in from_engine_args\r\n    engine = cls(*engine_configs,\r\n             ^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/engine/llm_engine.py", line 142, in __init__\r\n    self._init_workers()\r\n  File "/root/python/github.com/vllm/vllm/engine/llm_engine.py", line 200, in _init_workers\r\n    self._run_workers("load_model")\r\n  File "/root/python/github.com/vllm/vllm/engine/llm_engine.py", line 1086, in _run_workers\r\n    driver_worker_output = getattr(self.driver_worker,\r\n                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/worker/worker.py", line 99, in load_model\r\n    self.model_runner.load_model()\r\n  File "/root/python/github.com/vllm/vllm/worker/model_runner.py", line 88, in load_model\r\n    self.model = get_model(self.model_config,\r\n                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/model_executor/utils.py", line 52, in get_model\r\n    return get_model_fn(model_config, device_config, **kwargs)\r\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\r\n  File "/root/python/github.com/vllm/vllm/model_executor/model_loader.py", line 86, in get_model\r\n    model.load_weights(model_config.model, model_config.download_dir,\r\n  File "/root/python/github.com/vllm/vllm/model_executor/models/llama.py", line 388, in load_weights\r\n    param = params_dict[name]\r\n            ~~~~~~~~~~~^^^^^^\r\nKeyError: \'model.layers.0.self_attn.qkv_proj.rows\'',
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "The checkpoint was packed with SqueezeLLM's pack.py --include_sparse (dense-and-sparse quantization, "
     "outlier config generated first), so it holds sparse tensors (qkv_proj.rows / cols / vals) that vLLM's "
     "SqueezeLLM support (dense-only LUT weights) has no parameter for; load_weights fails on the first one.",
     "re-pack the model dense-only (pack.py without --include_sparse, nuq.py without the outlier config) for vLLM",
     release="source build at master 24aecf42 (March 2024, ~0.3.3)", gpu=None, gpus=None,
     command='LLM(model=model_path, quantization="squeezellm", dtype=torch.float16)',
     forbidden=NO_MEMORY_FIX,
     note="judgement call 6: the reporter's stack trace block whole; the quantization steps and HF load code "
          "before it left out (the --include_sparse pack step is in them)")

# ------------------------------------------------------------------ memory: V1 KV refusal in CI (OOT embedding model)
case("vllm-20148-oot-embedding-8192-2.63-of-1.64", "https://github.com/vllm-project/vllm/issues/20148",
     "The `models/test_oot_registration.py::test_oot_registration_embedding` test seems to be failing in CI "
     "consistently with a context length OOM\n"
     "\n"
     "```\n"
     "[2025-06-26T16:27:15Z] ERROR 06-26 09:27:15 [core.py:519] ValueError: To serve at least one request with the "
     "models's max seq len (8192), (2.63 GiB KV cache is needed, which is larger than the available KV cache memory "
     "(1.64 GiB). Based on the available memory, the estimated maximum model length is 5088. Try increasing "
     "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n"
     "```\n"
     "\n"
     "Not sure, maybe related to FP32 weights?",
     "kv_cache_too_small",
     {"max_seq_len": 8192, "needed_gib": 2.63, "available_gib": 1.64, "estimated_max_model_len": 5088},
     "kv_too_small",
     "vLLM's CI plugin test (2 GPUs) builds an out-of-tree embedding model at its full 8192 context with the test's "
     "low gpu_memory_utilization; the KV cache left (1.64 GiB) is short of the 2.63 GiB one 8192-token sequence "
     "needs. The reporter suspects FP32 weights eating the budget (prospective fix PR #20144).",
     "the reporter's PR #20144 (not described in the body); in general: a max_model_len of 5088 or less, or more "
     "gpu_memory_utilization / half-precision weights",
     release="main, late June 2025 (0.9.2 dev)", gpu=None, gpus=None,
     forbidden=[{"flag": "--max-model-len", "above": 5088}],
     note="judgement call 1: the failing-test section, its log line and the reporter's FP32 remark; the buildkite "
          "link and checkboxes left out. The utilization the test uses is not printed, so no at_most on it")

# ------------------------------------------------------------------ non-memory: port 8000 already bound
case("vllm-11702-serve-port-8000-in-use", "https://github.com/vllm-project/vllm/issues/11702",
     'WARNING 01-01 22:45:09 api_server.py:378] LoRA dynamic loading & unloading is enabled in the API server. This should ONLY be used for local development!\nINFO 01-01 22:45:09 api_server.py:531] vLLM API server version 0.1.dev1+g7b5f655\nINFO 01-01 22:45:09 api_server.py:532] args: Namespace(subparser=\'serve\', model_tag=\'mistralai/Mistral-7B-Instruct-v0.3\', config=\'\', host=\'0.0.0.0\', port=8000, uvicorn_log_level=\'info\', allow_credentials=False, allowed_origins=[\'*\'], allowed_methods=[\'*\'], allowed_headers=[\'*\'], api_key=None, lora_modules=[LoRAModulePath(name=\'e5-mistral-7b\', path=\'/ssdl-lora/e5-mistral-7b-instruct/lora\', base_model_name=None)], prompt_adapters=None, chat_template=None, response_role=\'assistant\', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], return_tokens_as_token_ids=False, disable_frontend_multiprocessing=False, enable_auto_tool_choice=False, tool_call_parser=None, tool_parser_plugin=\'\', model=\'mistralai/Mistral-7B-Instruct-v0.3\', task=\'auto\', tokenizer=None, skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode=\'auto\', chat_template_text_format=\'string\', trust_remote_code=True, download_dir=None, load_format=\'auto\', config_format=<ConfigFormat.AUTO: \'auto\'>, dtype=\'auto\', kv_cache_dtype=\'auto\', quantization_param_path=None, max_model_len=None, guided_decoding_backend=\'outlines\', distributed_executor_backend=None, worker_use_ray=False, pipeline_parallel_size=1, tensor_parallel_size=1, max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=16, enable_prefix_caching=False, disable_sliding_window=False, use_v2_block_manager=False, num_lookahead_slots=0, seed=0, swap_space=4, cpu_offload_gb=0, gpu_memory_utilization=0.4, num_gpu_blocks_override=None, max_num_batched_tokens=None, max_num_seqs=256, max_logprobs=20, disable_log_stats=False, quantization=None, rope_scaling=None, rope_theta=None, enforce_eager=False, max_context_len_to_capture=None, max_seq_len_to_capture=8192, disable_custom_all_reduce=False, tokenizer_pool_size=0, tokenizer_pool_type=\'ray\', tokenizer_pool_extra_config=None, limit_mm_per_prompt=None, mm_processor_kwargs=None, enable_lora=True, max_loras=10, max_lora_rank=16, lora_extra_vocab_size=256, lora_dtype=\'auto\', long_lora_scaling_factors=None, max_cpu_loras=None, fully_sharded_loras=False, enable_prompt_adapter=False, max_prompt_adapters=1, max_prompt_adapter_token=0, device=\'auto\', num_scheduler_steps=1, multi_step_stream_outputs=True, scheduler_delay_factor=0.0, enable_chunked_prefill=None, speculative_model=None, speculative_model_quantization=None, num_speculative_tokens=None, speculative_disable_mqa_scorer=False, speculative_draft_tensor_parallel_size=None, speculative_max_model_len=None, speculative_disable_by_batch_size=None, ngram_prompt_lookup_max=None, ngram_prompt_lookup_min=None, spec_decoding_acceptance_method=\'rejection_sampler\', typical_acceptance_sampler_posterior_threshold=None, typical_acceptance_sampler_posterior_alpha=None, disable_logprobs_during_spec_decoding=None, model_loader_extra_config=None, ignore_patterns=[], preemption_mode=None, served_model_name=None, qlora_adapter_name_or_path=None, otlp_traces_endpoint=None, collect_detailed_traces=None, disable_async_output_proc=False, override_neuron_config=None, scheduling_policy=\'fcfs\', pooling_type=None, pooling_norm=None, pooling_softmax=None, pooling_step_tag_id=None, pooling_returned_token_ids=None, disable_log_requests=False, max_log_len=None, disable_fastapi_docs=False, dispatch_function=<function serve at 0x7f4fd2e98040>)\nTraceback (most recent call last):\n...\n  File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 547, in run_server\n    sock.bind((args.host, args.port))\nOSError: [Errno 98] Address already in use',
     "port_in_use", {}, "port_in_use",
     "`vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 8000` (LoRA, dynamic loading) started in a pod where "
     "port 8000 is already held (by the running vLLM server the reporter was testing): the API server's "
     "sock.bind((host, port)) fails with EADDRINUSE before the engine starts.",
     "stop the process holding port 8000 (the earlier server) or pass another --port",
     release="0.1.dev1+g7b5f655 (source build, Jan 2025, ~0.6.6)", gpu="H100 80GB HBM3", gpus=1,
     command="vllm serve mistralai/Mistral-7B-Instruct-v0.3 --host 0.0.0.0 --port 8000 --enable-lora "
             "--gpu-memory-utilization 0.4 ...",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 7: the 'Observed Error' block; its first three log lines and the traceback's last "
          "frame kept, the uvloop/asyncio frames in between dropped (shown as '...'). The args line is as long "
          "as the body holds it (cut at 'otlp' there). The command is rebuilt from the args Namespace")

# ------------------------------------------------------------------ non-memory: vllm._C absent (source checkout)
case("vllm-11037-source-checkout-no-vllm-c", "https://github.com/vllm-project/vllm/issues/11037",
     'Traceback (most recent call last):\n  File "/mnt/MSAI/home/cephdon/sources/vllm/collect_env.py", line 15, in <module>\n    from vllm.envs import environment_variables\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/__init__.py", line 3, in <module>\n    from vllm.engine.arg_utils import AsyncEngineArgs, EngineArgs\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/engine/arg_utils.py", line 11, in <module>\n    from vllm.config import (CacheConfig, CompilationConfig, ConfigFormat,\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/config.py", line 21, in <module>\n    from vllm.model_executor.layers.quantization import (QUANTIZATION_METHODS,\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/model_executor/__init__.py", line 1, in <module>\n    from vllm.model_executor.parameter import (BasevLLMParameter,\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/model_executor/parameter.py", line 7, in <module>\n    from vllm.distributed import get_tensor_model_parallel_rank\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/__init__.py", line 1, in <module>\n    from .communication_op import *\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/communication_op.py", line 6, in <module>\n    from .parallel_state import get_tp_group\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/parallel_state.py", line 38, in <module>\n    import vllm.distributed.kv_transfer.kv_transfer_agent as kv_transfer\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/kv_transfer/kv_transfer_agent.py", line 15, in <module>\n    from vllm.distributed.kv_transfer.kv_connector.factory import (\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/kv_transfer/kv_connector/factory.py", line 3, in <module>\n    from .base import KVConnectorBase\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/distributed/kv_transfer/kv_connector/base.py", line 14, in <module>\n    from vllm.sequence import IntermediateTensors\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/sequence.py", line 16, in <module>\n    from vllm.inputs import SingletonInputs, SingletonInputsAdapter\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/inputs/__init__.py", line 7, in <module>\n    from .registry import (DummyData, InputContext, InputProcessingContext,\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/inputs/registry.py", line 13, in <module>\n    from vllm.transformers_utils.tokenizer import AnyTokenizer\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/transformers_utils/tokenizer.py", line 16, in <module>\n    from vllm.utils import make_async\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/utils.py", line 44, in <module>\n    from vllm.platforms import current_platform\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/platforms/__init__.py", line 100, in <module>\n    from .cuda import CudaPlatform\n  File "/mnt/MSAI/home/cephdon/sources/vllm/vllm/platforms/cuda.py", line 14, in <module>\n    import vllm._C  # noqa\nModuleNotFoundError: No module named \'vllm._C\'',
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "collect_env.py (and so `import vllm`) run from inside the source checkout /mnt/MSAI/home/cephdon/sources/vllm: "
     "Python imports the checkout's vllm/ folder, which has no compiled vllm/_C extension, instead of the "
     "pip-installed wheel.",
     "run from outside the source folder (so the installed wheel is imported), or build the checkout "
     "(pip install -e . with a working toolchain / VLLM_USE_PRECOMPILED=1)",
     release="not stated (tried 0.6.4 and a source checkout, Dec 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 4: the environment section's traceback whole (collect_env.py's own import chain); the "
          "install commands (pip install -vvv vllm / vllm==0.6.4 / -e .) left out")

# ------------------------------------------------------------------ non-memory: precompiled _C against another torch
case("vllm-18673-precompiled-wheel-c10-undefined-symbol", "https://github.com/vllm-project/vllm/issues/18673",
     "build success but gives me an following import error.\n"
     "```\n"
     '  File "/usr/lib/python3.10/importlib/__init__.py", line 126, in import_module\n'
     "    return _bootstrap._gcd_import(name[level:], package, level)\n"
     '  File "/vllm-v0.8.5/vllm/platforms/cuda.py", line 15, in <module>\n'
     "    import vllm._C  # noqa\n"
     "ImportError: /vllm-v0.8.5/vllm/_C.abi3.so: undefined symbol: "
     "_ZN3c106ivalue14ConstantString6createENSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\n"
     "```",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "The v0.8.5 source tree was installed with VLLM_PRECOMPILED_WHEEL_LOCATION pointing at the wheel of a "
     "main-branch commit (0f87d8f7), whose _C.abi3.so was built against another torch than the one "
     "requirements/cuda.txt of v0.8.5 installed: a c10 symbol the .so needs is not in the installed torch.",
     "use the release wheel (pip install vllm==0.8.5.post1) or a precompiled wheel built with the same torch as "
     "the tree's requirements; or build the C++ extensions from source",
     release="v0.8.5.post1 tree with a main-branch precompiled wheel", gpu=None, gpus=None,
     command="VLLM_PRECOMPILED_WHEEL_LOCATION=https://wheels.vllm.ai/0f87d8f7b26d2f71117211d337952396b75dac50/"
             "vllm-1.0.0.dev-cp38-abi3-manylinux1_x86_64.whl pip install -e .",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 5: the second try's import error block; the build script above it and the screenshot-"
          "only first try left out")

# ------------------------------------------------------------------ non-memory: second engine in a Jupyter kernel
case("vllm-1271-notebook-dp-group-already-initialized", "https://github.com/vllm-project/vllm/issues/1271",
     '`llm = LLM(model="./llama-ft/merged_model")`\n\n\n> ---------------------------------------------------------------------------\n> AssertionError                            Traceback (most recent call last)\n> Cell In[16], line 11\n>       3 prompts = [\n>       4     "Hello, my name is",\n>       5     "The president of the United States is",\n>       6     "The capital of France is",\n>       7     "The future of AI is",\n>       8 ]\n>       9 sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n> ---> 11 llm = LLM(model="./llama-ft/merged_model")\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/entrypoints/llm.py:89, in LLM.__init__(self, model, tokenizer, tokenizer_mode, trust_remote_code, tensor_parallel_size, dtype, quantization, revision, seed, gpu_memory_utilization, swap_space, **kwargs)\n>      74     kwargs["disable_log_stats"] = True\n>      75 engine_args = EngineArgs(\n>      76     model=model,\n>      77     tokenizer=tokenizer,\n>    (...)\n>      87     **kwargs,\n>      88 )\n> ---> 89 self.llm_engine = LLMEngine.from_engine_args(engine_args)\n>      90 self.request_counter = Counter()\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py:229, in LLMEngine.from_engine_args(cls, engine_args)\n>     226 distributed_init_method, placement_group = initialize_cluster(\n>     227     parallel_config)\n>     228 # Create the LLM engine.\n> --> 229 engine = cls(*engine_configs,\n>     230              distributed_init_method,\n>     231              placement_group,\n>     232              log_stats=not engine_args.disable_log_stats)\n>     233 return engine\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py:108, in LLMEngine.__init__(self, model_config, cache_config, parallel_config, scheduler_config, distributed_init_method, placement_group, log_stats)\n>     106     self._init_workers_ray(placement_group)\n>     107 else:\n> --> 108     self._init_workers(distributed_init_method)\n>     110 # Profile the memory usage and initialize the cache.\n>     111 self._init_cache()\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py:140, in LLMEngine._init_workers(self, distributed_init_method)\n>     132 worker = Worker(\n>     133     self.model_config,\n>     134     self.parallel_config,\n>    (...)\n>     137     distributed_init_method,\n>     138 )\n>     139 self.workers.append(worker)\n> --> 140 self._run_workers(\n>     141     "init_model",\n>     142     get_all_outputs=True,\n>     143 )\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py:692, in LLMEngine._run_workers(self, method, get_all_outputs, *args, **kwargs)\n>     689     else:\n>     690         executor = getattr(worker, method)\n> --> 692     output = executor(*args, **kwargs)\n>     693     all_outputs.append(output)\n>     695 if self.parallel_config.worker_use_ray:\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/worker/worker.py:63, in Worker.init_model(self)\n>      60 torch.cuda.set_device(self.device)\n>      62 # Initialize the distributed environment.\n> ---> 63 _init_distributed_environment(self.parallel_config, self.rank,\n>      64                               self.distributed_init_method)\n>      66 # Initialize the model.\n>      67 set_random_seed(self.model_config.seed)\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/worker/worker.py:358, in _init_distributed_environment(parallel_config, rank, distributed_init_method)\n>     356 # A small all_reduce for warmup.\n>     357 torch.distributed.all_reduce(torch.zeros(1).cuda())\n> --> 358 initialize_model_parallel(parallel_config.tensor_parallel_size,\n>     359                           parallel_config.pipeline_parallel_size)\n> \n> File /opt/conda/lib/python3.10/site-packages/vllm/model_executor/parallel_utils/parallel_state.py:116, in initialize_model_parallel(tensor_model_parallel_size, pipeline_model_parallel_size, virtual_pipeline_model_parallel_size, pipeline_model_parallel_split_rank)\n>     114 global _DATA_PARALLEL_GROUP\n>     115 global _DATA_PARALLEL_GLOBAL_RANKS\n> --> 116 assert _DATA_PARALLEL_GROUP is None, \'data parallel group is already initialized\'\n>     117 all_data_parallel_group_ranks = []\n>     118 for i in range(pipeline_model_parallel_size):\n> \n> AssertionError: data parallel group is already initialized\n> \n> \n>',
     "parallel_group_reinitialized", {}, "parallel_group_reinitialized",
     "LLM(model=\"./llama-ft/merged_model\") run in cell 16 of a Jupyter notebook whose kernel already built an "
     "LLM earlier: vLLM 0.2.0's parallel_state globals (_DATA_PARALLEL_GROUP) are set, so "
     "initialize_model_parallel asserts. The merged Llama-2 checkpoint itself is fine.",
     "restart the notebook kernel (one LLM per process) and run the cell once",
     release="not stated (Oct 2023, 0.2.0: the vllm/model_executor/parallel_utils layout)", gpu=None, gpus=None,
     command='LLM(model="./llama-ft/merged_model")',
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: the reporter's call line and the quoted notebook traceback whole (markdown '>' kept); "
          "the model folder's file list before it left out")

# ------------------------------------------------------------------ non-memory: Jina's XLM-RoBERTa variant, emb_ln
case("vllm-15222-jina-reranker-v2-emb-ln-keyerror", "https://github.com/vllm-project/vllm/issues/15222",
     'When I try to using vllm to load jina-reranker-v2-base-multilingual . Exception occurred as following:\n\n```python\n[rank0]:   File "/home/xiayubin/.local/share/virtualenvs/test_project-krbMYW6A/lib/python3.11/site-packages/vllm/model_executor/models/roberta.py", line 224, in load_weights\n[rank0]:     self.roberta.load_weights(bert_weights)\n[rank0]:   File "/home/xiayubin/.local/share/virtualenvs/test_project-krbMYW6A/lib/python3.11/site-packages/vllm/model_executor/models/bert.py", line 381, in load_weights\n[rank0]:     param = params_dict[name]\n[rank0]:             ~~~~~~~~~~~^^^^^^\n[rank0]: KeyError: \'emb_ln.weight\'\nLoading safetensors checkpoint shards:   0% Completed | 0/1 [00:00<?, ?it/s]\n```',
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "jinaai/jina-reranker-v2-base-multilingual declares XLMRobertaForSequenceClassification but ships Jina's own "
     "XLM-RoBERTa variant (custom modeling_xlm_roberta.py with an embedding LayerNorm 'emb_ln', flash-attention "
     "layout); vLLM's roberta/bert model class has no such parameter, so load_weights fails on the first tensor "
     "it does not know.",
     "none in the body (a [New Model] request: vLLM needs an implementation of Jina's variant; later releases "
     "added one)",
     release="not stated (March 2025, ~0.8.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 8: the reporter's sentence and traceback block whole; the model's pointer to "
          "modeling_xlm_roberta.py#L423 after it left out")

# ------------------------------------------------------------------ non-memory: self-built vLLM lacks sm_90 code
case("vllm-11914-self-compiled-a800-no-kernel-h800", "https://github.com/vllm-project/vllm/issues/11914",
     '- Compiling on A10, does not run on A100/A800.\r\n\r\n- Compiling on A800, runs on A10 and A100 but fails on H800.\r\n\r\nI am seeking guidance on how to compile the code so that it can run successfully on any of the GPUs mentioned above.\r\n\r\nError Message:\r\n\r\n`[rank0]:   File "vllm/model_executor/layers/linear.py", line 135, in apply<br />\r\n[rank0]:     return F.linear(x, layer.weight, bias)<br />\r\n[rank0]: RuntimeError: CUDA error: no kernel image is available for execution on the device<br />\r\n[rank0]: CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.`',
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "A modified vLLM compiled from source on one GPU model is built only for the architectures of the GPU it was "
     "compiled on (no TORCH_CUDA_ARCH_LIST set): compiled on an A800 (sm_80) it runs on A10/A100 (sm_86/sm_80 "
     "compatible) but has no sm_90 code for the H800, so the first CUDA kernel on it fails (reported "
     "asynchronously at F.linear).",
     "build with every target architecture listed, e.g. TORCH_CUDA_ARCH_LIST=\"8.0 8.6 9.0\" pip install -e . "
     "(or compile on the H800 for the H800)",
     release="a modified source build (torch 2.4.0+cu121, ~0.6.x)", gpu="H800 (built on A800)", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 9: the 'How would you like to use vllm' bullets and the error message (the body's "
          "inline code with its '<br />' tags kept as pasted); the questions after it left out. The log is the "
          "asynchronous report at torch's F.linear, but the compile-on-one-GPU story in the body settles it")

if __name__ == "__main__":
    BATCH.write()
