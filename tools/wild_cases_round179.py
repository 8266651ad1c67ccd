"""Round-179 blind batch: COMMITTED RUN LOGS of failed vLLM launches (a vllm.log / vllm_server_accuracy.log / slurm
.out / verify log that the author's own launch wrote and then committed to a GitHub repository), collected by helper
wild179 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round179-blind"``; the lead
grades it once. A HELD-OUT measurement: nothing is to be fitted on it. Cases were taken in the order the look-ups and
the history greps brought them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite, and did
not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the committed file alone (plus, where the note says so, other files of the same commit: the repository's
launch script, README or the author's next run). Excerpts are the file's text; lines in between are dropped and marked
``...``. Terminal colour codes: the ESC byte is removed and the visible rest (``[1;36m`` / ``[0;0m``) kept, as GitHub
shows it; NUL padding removed (one file); a line a progress bar rewrote with carriage returns is written as its last state.

How the files were found (26 look-ups of the 35 allowed: 15 find_files, 5 find_repos, 3 search (code corpus), 2
find_string, 1 read_file): find_files path=vllm.log, logs/vllm.log, vllm_server.log, logs/vllm_server.log, vllm.err,
logs/vllm.err, vllm_serve.log, logs/vllm_serve.log, logs/vllm.out, vllm_output.log, vllm_startup.log, vllm_server.out,
logs/vllm_server.err (serve.log and logs/server.log were looked up too: thousands of unrelated web projects, not
followed); find_repos vllm-serving / vllm-deploy / vllm-docker / vllm-bench / llm-serving (the vllm-serving repositories
fetched hold no committed log with a failure; the other four lists were not followed for want of time). About 75
repositories were fetched (``fetch``, outside the budget) and their whole history grepped for vLLM's error lines. Every
repository was checked against /work/coord/USED_SOURCES.txt and tests/golden/wild/ before taking.

Skipped (named for the lead): phivan3008/meeting-translator vllm_serve.log (already used); hanzhizhz/prograph vllm.log
and trietnguyeminh/Submission---EXACT--IJCNN vllm_server.log, kolyangg/mlops-assignment, ljg6861/anton_new (failures after
the server had started: request errors, "Executor failed", FlashInfer prefill error at run time); hashbangcoder-v2/
resume-parser vllm_server.log ("No module named 'vllm'" from Python: vLLM never ran, nothing vLLM printed);
daxdelvira/distributed_agent_gc logs_apr18/logs/vllm_new_setup.log (Ray "Cannot provide a placement group ... within 1800
seconds", but two launches interleave in the one file and the cause is not readable); zjpzhao's other logs
(verify_qwen3vl_flex / _ptxas118: run-time failures after startup; verify_target.log: the same launch, pid 114700, as the
case taken); a docker-compose log of two services (qwen3.5-9b beside qwen3.5-4b, "Available KV cache memory: -8.59 GiB"
then "No available memory for the cache blocks") found with find_string/read_file but not located to a repository within
3 look-ups; hzqjgthy/vllm (used); JamesFincher/vllm-server-config (no log committed).

Judgement calls for the lead (each case's ``note`` says more):
1. Three of the seven are the free-memory gate (another process holds the card) and in all three the model's own weights
   per GPU are larger than the free memory printed (Qwen3-14B bf16 ~27.5 GiB vs 16.01; Qwen3-Embedding-4B ~7.5 GiB vs
   5.92; Qwen3.5-122B-A10B bf16 over TP 4 ~57 GiB per GPU vs 53.76-54.49), so NO utilization passes the gate AND loads:
   --gpu-memory-utilization is forbidden outright there, not only above free/total. The weight sizes are the collector's
   arithmetic from the model names (parameters x 2 bytes), not printed in the logs.
2. No exact kind: Triton's "Triton Error [CUDA]: device kernel image is invalid" from a Triton kernel (MRoPE) in the
   profile run on a T4 with driver R450 (450.191.01) -> cuda_driver_mismatch (kernels built by a newer CUDA toolchain
   than the driver can load; the author's scripts point TRITON_PTXAS_PATH at CUDA 11.8's ptxas and the next launch
   started); cuda_no_kernel_image is the alternative. Numba's "ImportError: Numba needs NumPy 2.2 or less. Got NumPy 2.4."
   raised while vLLM's worker imports its n-gram proposer -> dependency_version_mismatch (no row names Numba).
3. Causes the log shows but the author never states: the three free-memory cases (who holds the memory is not named;
   the HyouinSchoolAcc file also ends with a stray line of another run, see its note), the DaisukeTakai "No platform
   detected" (the file interleaves the failed start with the tail of an earlier server's log, written by that still
   running server into the same file: the failed start ran where no GPU was visible).
4. Mix: 4 memory-side (3 free-memory gate, 1 memory-profiling assert) and 3 other (no GPU visible, Triton kernel image
   vs old driver, NumPy too new for Numba).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round179-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ free-memory gate: Qwen3-14B + LoRA on an H100 NVL, 77 GiB already held
case("github-hyouinschoolacc-qwen3-14b-lora-h100nvl-free-16.01-of-93.0-util-0.8",
     "https://github.com/HyouinSchoolAcc/1/blob/97742d8e070818c524955ff03ba9545ec7a23360/vllm.log",
     "INFO 02-23 09:06:29 [__init__.py:216] Automatically detected platform cuda.\n"
     "WARNING 02-23 09:06:29 [cuda.py:682] Detected different devices in the system: NVIDIA H100 NVL, NVIDIA H100 NVL, NVIDIA RTX A400. Please make sure to set `CUDA_DEVICE_ORDER=PCI_BUS_ID` to avoid unexpected behavior.\n"
     "[1;36m(APIServer pid=1067406)[0;0m INFO 02-23 09:06:30 [api_server.py:1896] vLLM API server version 0.10.2\n"
     "[1;36m(APIServer pid=1067406)[0;0m INFO 02-23 09:06:30 [utils.py:328] non-default args: {'host': '0.0.0.0', 'lora_modules': [LoRAModulePath(name='linlu', path='/home/exx/Desktop/fine-tune/1_18_train/outputs/qwen3_20260118_205742', base_model_name=None)], 'model': 'Qwen/Qwen3-14B', 'trust_remote_code': True, 'dtype': 'bfloat16', 'max_model_len': 4096, 'gpu_memory_utilization': 0.8, 'enable_lora': True, 'max_lora_rank': 64}\n"
     "...\n"
     "[1;36m(APIServer pid=1067406)[0;0m INFO 02-23 09:06:35 [__init__.py:1815] Using max model len 4096\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m INFO 02-23 09:06:42 [core.py:76] Initializing a V1 LLM engine (v0.10.2) with config: model='Qwen/Qwen3-14B', speculative_config=None, tokenizer='Qwen/Qwen3-14B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=4096, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, decoding_config=DecodingConfig(backend='auto', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_backend=''), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen3-14B, enable_prefix_caching=True, chunked_prefill_enabled=True, use_async_output_proc=True, pooler_config=None, compilation_config={\"level\":3,\"debug_dump_path\":\"\",\"cache_dir\":\"\",\"backend\":\"\",\"custom_ops\":[],\"splitting_ops\":[\"vllm.unified_attention\",\"vllm.unified_attention_with_output\",\"vllm.mamba_mixer2\",\"vllm.mamba_mixer\",\"vllm.short_conv\",\"vllm.linear_attention\",\"vllm.plamo2_mamba_mixer\",\"vllm.gdn_attention\"],\"use_inductor\":true,\"compile_sizes\":[],\"inductor_compile_config\":{\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},\"cudagraph_mode\":1,\"use_cudagraph\":true,\"cudagraph_num_of_warmups\":1,\"cudagraph_capture_sizes\":[512,504,496,488,480,472,464,456,448,440,432,424,416,408,400,392,384,376,368,360,352,344,336,328,320,312,304,296,288,280,272,264,256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":false,\"pass_config\":{},\"max_capture_size\":512,\"local_cache_dir\":null}\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m ERROR 02-23 09:06:43 [core.py:718] EngineCore failed to start.\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m ERROR 02-23 09:06:43 [core.py:718] Traceback (most recent call last):\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m ERROR 02-23 09:06:43 [core.py:718]     raise ValueError(\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m ERROR 02-23 09:06:43 [core.py:718] ValueError: Free memory on device (16.01/93.0 GiB) on startup is less than desired GPU memory utilization (0.8, 74.4 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m Process EngineCore_DP0:\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=1067763)[0;0m ValueError: Free memory on device (16.01/93.0 GiB) on startup is less than desired GPU memory utilization (0.8, 74.4 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "[1;36m(APIServer pid=1067406)[0;0m     raise RuntimeError(\"Engine core initialization failed. \"\n"
     "[1;36m(APIServer pid=1067406)[0;0m RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "free_memory_low",
     {"free_gib": 16.01, "total_gib": 93.0, "gpu_memory_utilization": 0.8, "requested_gib": 74.4},
     "other_process",
     "A committed vllm.log (repository HyouinSchoolAcc/1, 'initial commit'): vllm serve Qwen/Qwen3-14B in bf16 with a "
     "LoRA adapter (--enable-lora, --max-lora-rank 64), --max-model-len 4096, --gpu-memory-utilization 0.8, vLLM 0.10.2, "
     "on a machine with two H100 NVL and an RTX A400. When the engine started only 16.01 of the card's 93.0 GiB were "
     "free: about 77 GiB were already held by another process (close to the 74.4 GiB a second vLLM at 0.8 would hold), "
     "so the 0.8 budget could not be reserved. Even a utilization under the free share would not help: the 14B model's "
     "bf16 weights (~27.5 GiB) alone exceed the 16 GiB that are free.",
     "not stated in the repository; the log's own advice applies only in its second half: free the memory other "
     "processes hold on that H100 (or start on the other H100 NVL with CUDA_DEVICE_ORDER=PCI_BUS_ID and "
     "CUDA_VISIBLE_DEVICES)",
     release="0.10.2", gpu="NVIDIA H100 NVL (93.0 GiB as vLLM reads it)", gpus=3,
     command="vllm serve Qwen/Qwen3-14B --host 0.0.0.0 --trust-remote-code --dtype bfloat16 --max-model-len 4096 "
             "--gpu-memory-utilization 0.8 --enable-lora --max-lora-rank 64 --lora-modules linlu=<adapter dir>",
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-lora-rank"}],
     note="judgement calls 1 and 3: kept the platform and device lines, the version, the non-default args, 'Using max "
          "model len', the engine-config line, the EngineCore error head, the raise and ValueError, the second copy of "
          "the ValueError and the API server's last two lines; dropped ('...'): tokenizer/scheduler/LoRA warnings, the "
          "traceback frames and the AttributeError from the executor's __del__. The command is rebuilt from the "
          "non-default args (the adapter path shortened). The file ends, after a long run of padding, with one NCCL "
          "warning stamped 15:57 (W223 15:57:08) that belongs to another run writing into the same file; not in the "
          "excerpt. gpus=3 counts the three devices the warning lists (two H100 NVL, one RTX A400). Forbidden: any "
          "utilization (0.8 is above free/total 0.172, and at 0.172 or less the ~27.5 GiB of weights cannot load), "
          "any length or KV dtype change (the gate is checked before the KV cache is sized)")

# ------------------------------------------------------------------ free-memory gate: Qwen3-Embedding-4B on an 80 GB card with 5.92 GiB free
case("github-shensiceciliali-qwen3-embedding-4b-free-5.92-of-79.19-util-0.9",
     "https://github.com/ShensiCeciliaLi/TradingAgents/blob/1ff884edb8f46bd47f724ecd062a94a10873ee74/vllm.log",
     "INFO 10-31 16:32:10 [__init__.py:216] Automatically detected platform cuda.\n"
     "[1;36m(APIServer pid=3020978)[0;0m INFO 10-31 16:32:14 [api_server.py:1839] vLLM API server version 0.11.0\n"
     "[1;36m(APIServer pid=3020978)[0;0m INFO 10-31 16:32:14 [utils.py:233] non-default args: {'model_tag': 'Qwen/Qwen3-Embedding-4B', 'host': '0.0.0.0', 'model': 'Qwen/Qwen3-Embedding-4B'}\n"
     "...\n"
     "[1;36m(APIServer pid=3020978)[0;0m INFO 10-31 16:32:15 [model.py:1510] Using max model len 40960\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m INFO 10-31 16:32:23 [core.py:77] Initializing a V1 LLM engine (v0.11.0) with config: model='Qwen/Qwen3-Embedding-4B', speculative_config=None, tokenizer='Qwen/Qwen3-Embedding-4B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=40960, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=''), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen3-Embedding-4B, enable_prefix_caching=True, chunked_prefill_enabled=True, pooler_config=PoolerConfig(pooling_type='LAST', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), compilation_config={\"level\":3,\"debug_dump_path\":\"\",\"cache_dir\":\"\",\"backend\":\"\",\"custom_ops\":[],\"splitting_ops\":[\"vllm.unified_attention\",\"vllm.unified_attention_with_output\",\"vllm.mamba_mixer2\",\"vllm.mamba_mixer\",\"vllm.short_conv\",\"vllm.linear_attention\",\"vllm.plamo2_mamba_mixer\",\"vllm.gdn_attention\",\"vllm.sparse_attn_indexer\"],\"use_inductor\":true,\"compile_sizes\":[],\"inductor_compile_config\":{\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},\"cudagraph_mode\":1,\"use_cudagraph\":true,\"cudagraph_num_of_warmups\":1,\"cudagraph_capture_sizes\":[512,504,496,488,480,472,464,456,448,440,432,424,416,408,400,392,384,376,368,360,352,344,336,328,320,312,304,296,288,280,272,264,256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":false,\"use_inductor_graph_partition\":false,\"pass_config\":{},\"max_capture_size\":512,\"local_cache_dir\":null}\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m   File \"/mnt/raid/home/lishensi/TradingAgents/.venv/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 498, in __init__\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m     super().__init__(vllm_config, executor_class, log_stats,\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m   File \"/mnt/raid/home/lishensi/TradingAgents/.venv/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 83, in __init__\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m     raise ValueError(\n"
     "[1;36m(EngineCore_DP0 pid=3021549)[0;0m ValueError: Free memory on device (5.92/79.19 GiB) on startup is less than desired GPU memory utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "[1;36m(APIServer pid=3020978)[0;0m     raise RuntimeError(\"Engine core initialization failed. \"\n"
     "[1;36m(APIServer pid=3020978)[0;0m RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "free_memory_low",
     {"free_gib": 5.92, "total_gib": 79.19, "gpu_memory_utilization": 0.9, "requested_gib": 71.27},
     "other_process",
     "A committed vllm.log (TradingAgents fork, commit 'change models'): nohup vllm serve Qwen/Qwen3-Embedding-4B "
     "--host 0.0.0.0 with every other setting at its default (utilization 0.9, max model len 40960), vLLM 0.11.0, on an "
     "80 GB card (79.19 GiB) of which only 5.92 GiB were free at start: ~73 GiB held by other processes, so the 0.9 "
     "budget (71.27 GiB) could not be reserved. A small utilization would not help: the 4B model's bf16 weights "
     "(~7.5 GiB) exceed the 5.92 GiB free.",
     "not stated in the repository; free the card (or choose a free GPU with CUDA_VISIBLE_DEVICES) before starting",
     release="0.11.0", gpu="an 80 GB card (79.19 GiB as vLLM reads it)", gpus=None,
     command="vllm serve Qwen/Qwen3-Embedding-4B --host 0.0.0.0",
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 1 and 3: kept the platform line, version, non-default args, 'Using max model len', the "
          "engine-config line, three EngineCore frames, the raise and the ValueError, and the API server's last two "
          "lines; dropped ('...'): the pooling/runner info lines, the Gloo hostname warnings, the other frames. The "
          "first line of the file, 'nohup: ignoring input', left out (not vLLM's). The command is rebuilt from the "
          "non-default args. Forbidden: any utilization (0.9 is far above free/total 0.075, and 0.075 x 79.19 = 5.9 "
          "GiB cannot hold the weights), length or KV dtype changes")

# ------------------------------------------------------------------ free-memory gate, TP 4: Qwen3.5-122B-A10B with ~25 GiB held on every GPU
case("github-vatsasree-qwen35-122b-a10b-tp4-free-54.34-of-79.18-util-0.92",
     "https://github.com/vatsasree/MedQA_Agent/blob/6a6be9c8964ddb451f6b99d8b7b9b49f73c00ab3/vllm.log",
     "(APIServer pid=60016) INFO 07-01 09:38:56 [api_utils.py:339]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.23.0\n"
     "(APIServer pid=60016) INFO 07-01 09:38:56 [api_utils.py:339]   █▄█▀ █     █     █     █  model   Qwen/Qwen3.5-122B-A10B\n"
     "...\n"
     "(APIServer pid=60016) INFO 07-01 09:38:56 [api_utils.py:273] non-default args: {'enable_auto_tool_choice': True, 'tool_call_parser': 'qwen3_xml', 'model': 'Qwen/Qwen3.5-122B-A10B', 'tensor_parallel_size': 4, 'max_num_seqs': 256}\n"
     "...\n"
     "(APIServer pid=60016) INFO 07-01 09:38:58 [model.py:1745] Using max model len 262144\n"
     "...\n"
     "(EngineCore pid=60372) INFO 07-01 09:40:13 [core.py:113] Initializing a V1 LLM engine (v0.23.0) with config: model='Qwen/Qwen3.5-122B-A10B', speculative_config=None, tokenizer='Qwen/Qwen3.5-122B-A10B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, max_seq_len=262144, download_dir=None, load_format=auto, tensor_parallel_size=4, pipeline_parallel_size=1, data_parallel_size=1, decode_context_parallel_size=1, dcp_comm_backend=ag_rs, disable_custom_all_reduce=False, quantization=None, quantization_config=None, enforce_eager=False, enable_return_routed_experts=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser='', reasoning_parser_plugin='', enable_in_reasoning=False), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None, kv_cache_metrics=False, kv_cache_metrics_sample=0.01, cudagraph_metrics=False, enable_layerwise_nvtx_tracing=False, enable_mfu_metrics=False, enable_mm_processor_stats=False, enable_logging_iteration_details=False), seed=0, served_model_name=Qwen/Qwen3.5-122B-A10B, enable_prefix_caching=False, enable_chunked_prefill=True, pooler_config=None, compilation_config={'mode': <CompilationMode.VLLM_COMPILE: 3>, 'debug_dump_path': None, 'cache_dir': '', 'compile_cache_save_format': 'binary', 'backend': 'inductor', 'custom_ops': ['none'], 'ir_enable_torch_wrap': True, 'splitting_ops': ['vllm::unified_attention_with_output', 'vllm::unified_mla_attention_with_output', 'vllm::mamba_mixer2', 'vllm::mamba_mixer', 'vllm::short_conv', 'vllm::linear_attention', 'vllm::plamo2_mamba_mixer', 'vllm::qwen_gdn_attention_core', 'vllm::gdn_attention_core_xpu', 'vllm::olmo_hybrid_gdn_full_forward', 'vllm::kda_attention', 'vllm::sparse_attn_indexer', 'vllm::rocm_aiter_sparse_attn_indexer', 'vllm::deepseek_v4_attention', 'vllm::unified_kv_cache_update', 'vllm::unified_mla_kv_cache_update'], 'compile_mm_encoder': False, 'cudagraph_mm_encoder': False, 'encoder_cudagraph_token_budgets': [], 'encoder_cudagraph_max_vision_items_per_batch': 0, 'encoder_cudagraph_max_frames_per_batch': None, 'compile_sizes': [], 'compile_ranges_endpoints': [341, 8192], 'inductor_compile_config': {'enable_auto_functionalized_v2': False, 'size_asserts': False, 'alignment_asserts': False, 'scalar_asserts': False, 'combo_kernels': True, 'benchmark_combo_kernel': True}, 'inductor_passes': {}, 'cudagraph_mode': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>, 'cudagraph_num_of_warmups': 1, 'cudagraph_capture_sizes': [1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496, 512], 'cudagraph_copy_inputs': False, 'cudagraph_specialize_lora': True, 'use_inductor_graph_partition': False, 'pass_config': {'fuse_norm_quant': False, 'fuse_act_quant': False, 'fuse_attn_quant': False, 'enable_sp': False, 'fuse_gemm_comms': False, 'fuse_allreduce_rms': True, 'fuse_rope_kvcache_cat_mla': False, 'fuse_act_padding': False}, 'max_cudagraph_capture_size': 512, 'dynamic_shapes_config': {'type': <DynamicShapesType.BACKED: 'backed'>, 'evaluate_guards': False, 'assume_32_bit_indexing': False}, 'local_cache_dir': None, 'fast_moe_cold_start': False, 'static_all_moe_layers': []}, kernel_config=KernelConfig(ir_op_priority=IrOpPriorityConfig(rms_norm=['native'], fused_add_rms_norm=['native']), enable_flashinfer_autotune=True, moe_backend='auto', linear_backend='auto')\n"
     "...\n"
     "(Worker pid=60651) ERROR 07-01 09:41:21 [multiproc_executor.py:888] WorkerProc failed to start.\n"
     "(Worker pid=60651) ERROR 07-01 09:41:21 [multiproc_executor.py:888] Traceback (most recent call last):\n"
     "...\n"
     "(Worker pid=60651) ERROR 07-01 09:41:21 [multiproc_executor.py:888]     raise ValueError(\n"
     "...\n"
     "(Worker pid=60651) ERROR 07-01 09:41:21 [multiproc_executor.py:888] ValueError: Free memory on device cuda:0 (54.34/79.18 GiB) on startup is less than desired GPU memory utilization (0.92, 72.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "(Worker pid=60654) ERROR 07-01 09:41:21 [multiproc_executor.py:888] ValueError: Free memory on device cuda:3 (53.76/79.18 GiB) on startup is less than desired GPU memory utilization (0.92, 72.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "(Worker pid=60652) ERROR 07-01 09:41:21 [multiproc_executor.py:888] ValueError: Free memory on device cuda:1 (54.49/79.18 GiB) on startup is less than desired GPU memory utilization (0.92, 72.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "(Worker pid=60653) ERROR 07-01 09:41:21 [multiproc_executor.py:888] ValueError: Free memory on device cuda:2 (54.11/79.18 GiB) on startup is less than desired GPU memory utilization (0.92, 72.84 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "...\n"
     "(EngineCore pid=60372) ERROR 07-01 09:41:26 [core.py:1195] EngineCore failed to start.\n"
     "(EngineCore pid=60372) ERROR 07-01 09:41:26 [core.py:1195] Traceback (most recent call last):\n"
     "...\n"
     "(EngineCore pid=60372) ERROR 07-01 09:41:26 [core.py:1195] Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause.",
     "free_memory_low",
     {"free_gib": 54.34, "total_gib": 79.18, "gpu_memory_utilization": 0.92, "requested_gib": 72.84},
     "other_process",
     "A committed vllm.log (MedQA_Agent, 'Initial commit'): vllm serve Qwen/Qwen3.5-122B-A10B with "
     "--tensor-parallel-size 4, auto tool choice (qwen3_xml parser), max_num_seqs 256 and the default length 262144, "
     "vLLM 0.23.0, on four 80 GB GPUs; every one of the four workers found only 53.76-54.49 of 79.18 GiB free (about "
     "25 GiB per GPU held by other processes) against the 0.92 budget of 72.84 GiB, so all four refused to start. The "
     "bf16 weights split four ways (~57 GiB per GPU) are also larger than what is free, so no utilization would help; "
     "the other processes' memory has to go (or more GPUs / a quantized checkpoint).",
     "not stated in the repository; free the ~25 GiB other processes hold on each of the four GPUs (or use GPUs that "
     "are free)",
     release="0.23.0", gpu="80 GB GPUs (79.18 GiB as vLLM reads them), four used", gpus=None,
     command="vllm serve Qwen/Qwen3.5-122B-A10B --tensor-parallel-size 4 --max-num-seqs 256 "
             "--enable-auto-tool-choice --tool-call-parser qwen3_xml",
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 1 and 3: kept the banner's version and model rows, the non-default args, 'Using max model "
          "len', the engine-config line, worker 0's 'WorkerProc failed to start' head, raise and ValueError, the "
          "other three workers' ValueErrors, and the EngineCore's head and final 'Exception: WorkerProc initialization "
          "failed ...'; dropped ('...'): env/compile info lines, NCCL and all-reduce setup lines, the frames. The "
          "numbers are the first ValueError's (cuda:0); the lowest free is cuda:3's 53.76. 0.92 is not among the "
          "non-default args (the release's own default, or set outside the command line). gpus None: the log shows the "
          "four devices TP 4 uses, not how many the machine has. Forbidden: any utilization (53.76/79.18 = 0.679 would "
          "pass the gate but not hold ~57 GiB of weights per GPU), length or KV dtype changes")

# ------------------------------------------------------------------ no GPU visible: vllm serve on a Slurm cluster outside a GPU allocation
case("github-daisuketakai-eval-dataset-no-platform-failed-to-infer-device",
     "https://github.com/DaisukeTakai/eval_dataset/blob/7007f01e43697a0c901b920fcc780734cc42ecbe/vllm.log",
     "/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/transformers/utils/hub.py:111: FutureWarning: Using `TRANSFORMERS_CACHE` is deprecated and will be removed in v5 of Transformers. Use `HF_HOME` instead.\n"
     "  warnings.warn(\n"
     "INFO 08-07 13:49:11 [__init__.py:239] No platform detected, vLLM is running on UnspecifiedPlatform\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/bin/vllm\", line 8, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/entrypoints/cli/main.py\", line 46, in main\n"
     "    cmd.subparser_init(subparsers).set_defaults(\n"
     "    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/entrypoints/cli/serve.py\", line 66, in subparser_init\n"
     "    serve_parser = make_arg_parser(serve_parser)\n"
     "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/entrypoints/openai/cli_args.py\", line 236, in make_arg_parser\n"
     "    parser = AsyncEngineArgs.add_cli_args(parser)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/engine/arg_utils.py\", line 1673, in add_cli_args\n"
     "    parser = EngineArgs.add_cli_args(parser)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/engine/arg_utils.py\", line 825, in add_cli_args\n"
     "    vllm_kwargs = get_kwargs(VllmConfig)\n"
     "                  ^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/engine/arg_utils.py\", line 261, in get_kwargs\n"
     "    return copy.deepcopy(_compute_kwargs(cls))\n"
     "                         ^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/engine/arg_utils.py\", line 162, in _compute_kwargs\n"
     "    default = field.default_factory()\n"
     "              ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/pydantic/_internal/_dataclasses.py\", line 123, in __init__\n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "  File \"/home/Competition2025/P12/P12U017/.conda/envs/llmbench/lib/python3.12/site-packages/vllm/config.py\", line 2573, in __post_init__\n"
     "    raise RuntimeError(\n"
     "RuntimeError: Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` to turn on verbose logging to help debug the issue.",
     "no_gpu_visible", {}, "no_gpu_visible",
     "A committed vllm.log of an HLE-benchmark evaluation repository on a Slurm GPU cluster (the run scripts start "
     "vllm serve with --tensor-parallel-size 4 on a node booked with --gpus-per-node, output redirected to vllm.log). "
     "This start ran in a process that saw no GPU at all: vLLM's platform probe found nothing ('No platform detected, "
     "vLLM is running on UnspecifiedPlatform'), and building the CLI's defaults then failed with 'Failed to infer device "
     "type'. No flag fixes it; the command has to run where the GPUs are visible (inside the Slurm allocation, with the "
     "CUDA environment loaded).",
     "not stated; the repository's README and scripts run vLLM only inside srun/sbatch on a GPU node "
     "(--gpus-per-node, module load cuda/12.6)",
     release="not printed (the traceback's vllm/config.py::__post_init__ and cli/serve.py layout is a 0.9-0.10-era "
             "release)",
     gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 3: the first 33 lines of the file, whole (the transformers FutureWarning, the platform line, "
          "the traceback and the RuntimeError). After them the file continues with a long run of blanks and then "
          "throughput lines stamped 13:48:54-13:52:57, 'Shutting down FastAPI HTTP server' and 'Application shutdown "
          "complete': an earlier server, still running elsewhere, kept writing at its own offset into the same file "
          "after this start truncated it (the failed start is stamped 13:49:11, inside that window). Those lines are "
          "another launch and not in the excerpt. The run scripts of this commit write vllm.log from two commands "
          "(Qwen3-32B for prediction, Qwen3-235B-A22B-FP8 for judging); which one this was is not printed, so no "
          "command is given")

# ------------------------------------------------------------------ memory profiling assert: free memory grew 43.37 -> 43.94 GiB on a shared GPU 7
case("github-giyushino-qwen25-math-1.5b-profiling-43.37-to-43.94",
     "https://github.com/giyushino/ModelMerging/blob/e2408584e13d4d7f43fed6e84ed9374f491c51dc/logs/vllm_server_accuracy.log",
     "INFO 07-13 15:57:24 [api_server.py:1395] vLLM API server version 0.9.2\n"
     "INFO 07-13 15:57:24 [cli_args.py:325] non-default args: {'host': '0.0.0.0', 'port': 55654, 'model': 'Qwen/Qwen2.5-Math-1.5B-Instruct', 'trust_remote_code': True, 'max_model_len': 4096, 'served_model_name': ['Qwen/Qwen2.5-Math-1.5B-Instruct'], 'gpu_memory_utilization': 0.8, 'enable_prefix_caching': True, 'max_num_batched_tokens': 8192, 'max_num_seqs': 256, 'disable_log_requests': True}\n"
     "...\n"
     "INFO 07-13 15:57:29 [config.py:1472] Using max model len 4096\n"
     "...\n"
     "INFO 07-13 15:57:35 [core.py:69] Initializing a V1 LLM engine (v0.9.2) with config: model='Qwen/Qwen2.5-Math-1.5B-Instruct', speculative_config=None, tokenizer='Qwen/Qwen2.5-Math-1.5B-Instruct', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config={}, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=4096, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, decoding_config=DecodingConfig(backend='auto', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_backend=''), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=Qwen/Qwen2.5-Math-1.5B-Instruct, num_scheduler_steps=1, multi_step_stream_outputs=True, enable_prefix_caching=True, chunked_prefill_enabled=True, use_async_output_proc=True, pooler_config=None, compilation_config={\"level\":3,\"debug_dump_path\":\"\",\"cache_dir\":\"\",\"backend\":\"\",\"custom_ops\":[],\"splitting_ops\":[\"vllm.unified_attention\",\"vllm.unified_attention_with_output\"],\"use_inductor\":true,\"compile_sizes\":[],\"inductor_compile_config\":{\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},\"use_cudagraph\":true,\"cudagraph_num_of_warmups\":1,\"cudagraph_capture_sizes\":[512,504,496,488,480,472,464,456,448,440,432,424,416,408,400,392,384,376,368,360,352,344,336,328,320,312,304,296,288,280,272,264,256,248,240,232,224,216,208,200,192,184,176,168,160,152,144,136,128,120,112,104,96,88,80,72,64,56,48,40,32,24,16,8,4,2,1],\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":false,\"max_capture_size\":512,\"local_cache_dir\":null}\n"
     "...\n"
     "INFO 07-13 15:57:38 [default_loader.py:272] Loading weights took 1.01 seconds\n"
     "INFO 07-13 15:57:38 [gpu_model_runner.py:1801] Model loading took 2.8798 GiB and 1.889719 seconds\n"
     "INFO 07-13 15:57:43 [backends.py:508] Using cache directory: /home/allanz/.cache/vllm/torch_compile_cache/62cbb6517d/rank_0_0/backbone for vLLM's torch.compile\n"
     "INFO 07-13 15:57:43 [backends.py:519] Dynamo bytecode transform time: 4.58 s\n"
     "INFO 07-13 15:57:47 [backends.py:155] Directly load the compiled graph(s) for shape None from the cache, took 3.395 s\n"
     "INFO 07-13 15:57:47 [monitor.py:34] torch.compile takes 4.58 s in total\n"
     "ERROR 07-13 15:57:48 [core.py:586] EngineCore failed to start.\n"
     "...\n"
     "ERROR 07-13 15:57:48 [core.py:586]   File \"/home/allanz/miniconda3/envs/modelmerge/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py\", line 215, in determine_available_memory\n"
     "ERROR 07-13 15:57:48 [core.py:586]     assert self.init_snapshot.free_memory > free_gpu_memory, (\n"
     "ERROR 07-13 15:57:48 [core.py:586] AssertionError: Error in memory profiling. Initial free memory 43.37432861328125 GiB, current free memory 43.9400634765625 GiB. This happens when other processes sharing the same container release GPU memory while vLLM is profiling during initialization. To fix this, ensure consistent GPU memory allocation or isolate vLLM in its own container.\n"
     "...\n"
     "    raise RuntimeError(\"Engine core initialization failed. \"\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "memory_profiling_error",
     {"initial_free_gib": 43.37432861328125, "current_free_gib": 43.9400634765625, "gpu_memory_utilization": 0.8,
      "max_model_len": 4096},
     "other_process",
     "A committed server log of a model-merging / GRPO project: scripts/eval.sh starts the OpenAI server for "
     "Qwen/Qwen2.5-Math-1.5B-Instruct on CUDA_VISIBLE_DEVICES=7 at --gpu-memory-utilization 0.8, --max-model-len 4096, "
     "vLLM 0.9.2. GPU 7 was shared: only 43.37 GiB were free when the engine started, and by the end of the profile "
     "run free memory had grown to 43.94 GiB because another process on the card released memory meanwhile, which "
     "breaks V1's profiling assert. Nothing in the launch's own settings is at fault.",
     "not stated; run the server on a GPU no other job uses while it starts (or start it when the other job's memory "
     "is steady)",
     release="0.9.2", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=7 python -m vllm.entrypoints.openai.api_server --model "
             "Qwen/Qwen2.5-Math-1.5B-Instruct --host 0.0.0.0 --port $PORT --tensor-parallel-size 1 "
             "--gpu-memory-utilization 0.8 --max-model-len 4096 --max-num-seqs 256 --max-num-batched-tokens 8192 "
             "--served-model-name Qwen/Qwen2.5-Math-1.5B-Instruct --disable-log-requests --trust-remote-code "
             "--enable-prefix-caching --use-v2-block-manager",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="kept the version, non-default args, 'Using max model len', the engine-config line, the weight-loading, "
          "compile and EngineCore head lines, the assert frame and the AssertionError, and the API server's last two "
          "lines; dropped ('...'): the task/chunked-prefill info, the FlashInfer sampler warning, the load progress, "
          "the other frames and the second copy of the traceback. The command is scripts/eval.sh of the same commit "
          "(it redirects to this log; the log's non-default args match it). In a later commit the same file holds a "
          "different, successful launch (Qwen2.5-1.5B-Instruct at 0.5); this case is the version at e240858 only")

# ------------------------------------------------------------------ toolchain vs driver: Triton MRoPE kernel image invalid on a T4 with driver R450
case("github-zjpzhao-t4-cu118-qwen3vl-embed-triton-kernel-image-invalid",
     "https://github.com/zjpzhao/vllm-qwen3vl-cu118-t4/blob/41aa10721334953fd0755389ffe960c3bf2e5592/logs/verify_qwen3vl.log",
     "INFO 07-31 15:51:58 [__init__.py:216] Automatically detected platform cuda.\n"
     "INFO 07-31 15:52:03 [utils.py:233] non-default args: {'runner': 'pooling', 'convert': 'embed', 'trust_remote_code': True, 'dtype': 'half', 'max_model_len': 4096, 'gpu_memory_utilization': 0.85, 'disable_log_stats': True, 'enforce_eager': True, 'limit_mm_per_prompt': {'image': 0, 'video': 0}, 'pooler_config': PoolerConfig(pooling_type='LAST', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), 'model': '/root/Qwen3-VL-Embedding-2B'}\n"
     "...\n"
     "INFO 07-31 15:52:03 [model.py:1510] Using max model len 4096\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m INFO 07-31 15:52:15 [core.py:77] Initializing a V1 LLM engine (v0.11.0+torch271) with config: model='/root/Qwen3-VL-Embedding-2B', speculative_config=None, tokenizer='/root/Qwen3-VL-Embedding-2B', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=4096, download_dir=None, load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=True, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser=''), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=0, served_model_name=/root/Qwen3-VL-Embedding-2B, enable_prefix_caching=True, chunked_prefill_enabled=True, pooler_config=PoolerConfig(pooling_type='LAST', normalize=True, dimensions=None, enable_chunked_processing=None, max_embed_len=None, activation=None, logit_bias=None, softmax=None, step_tag_id=None, returned_token_ids=None), compilation_config={\"level\":0,\"debug_dump_path\":\"\",\"cache_dir\":\"\",\"backend\":\"\",\"custom_ops\":[],\"splitting_ops\":null,\"use_inductor\":true,\"compile_sizes\":[],\"inductor_compile_config\":{\"enable_auto_functionalized_v2\":false},\"inductor_passes\":{},\"cudagraph_mode\":0,\"use_cudagraph\":true,\"cudagraph_num_of_warmups\":0,\"cudagraph_capture_sizes\":[],\"cudagraph_copy_inputs\":false,\"full_cuda_graph\":false,\"use_inductor_graph_partition\":false,\"pass_config\":{},\"max_capture_size\":0,\"local_cache_dir\":null}\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:18 [fa_utils.py:57] Cannot use FA version 2 is not supported due to FA2 is only supported on devices with compute capability >= 8\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m INFO 07-31 15:52:23 [default_loader.py:267] Loading weights took 3.82 seconds\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m INFO 07-31 15:52:24 [gpu_model_runner.py:2653] Model loading took 3.4554 GiB and 4.150129 seconds\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708] EngineCore failed to start.\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708] Traceback (most recent call last):\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     self.model_runner.profile_run()\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/v1/worker/gpu_model_runner.py\", line 3392, in profile_run\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     = self._dummy_run(self.max_num_tokens, is_profile=True)\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     q, k = triton_mrope(\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/vllm/model_executor/layers/rotary_embedding/mrope.py\", line 171, in triton_mrope\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     _triton_mrope_forward[(n_row, )](\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/runtime/jit.py\", line 347, in <lambda>\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     return lambda *args, **kwargs: self.run(grid=grid, warmup=False, *args, **kwargs)\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/runtime/jit.py\", line 591, in run\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     kernel.run(grid_0, grid_1, grid_2, stream, kernel.function, kernel.packed_metadata,\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/compiler/compiler.py\", line 413, in __getattribute__\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     self._init_handles()\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]   File \"/root/miniconda3/envs/vllm-t4-cu118-torch271/lib/python3.10/site-packages/triton/compiler/compiler.py\", line 408, in _init_handles\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708]     self.module, self.function, self.n_regs, self.n_spills = driver.active.utils.load_binary(\n"
     "[1;36m(EngineCore_DP0 pid=114700)[0;0m ERROR 07-31 15:52:26 [core.py:708] RuntimeError: Triton Error [CUDA]: device kernel image is invalid\n"
     "...\n"
     "    raise RuntimeError(\"Engine core initialization failed. \"\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "A committed verification log of a project that ports vLLM 0.11.0 to a T4 (SM75) with CUDA 11.8, PyTorch 2.7.1 "
     "and an old R450 driver (450.191.01, per its docs): offline Qwen3-VL-Embedding-2B as a pooling model, fp16, "
     "--enforce-eager, max_model_len 4096, gpu_memory_utilization 0.85. The weights loaded (3.46 GiB); the profile "
     "run's first Triton kernel (the MRoPE kernel) could not be loaded: 'device kernel image is invalid', the "
     "binary Triton built with its bundled, newer ptxas being one the R450 driver cannot load.",
     "the author's next launch (logs/verify_qwen3vl_ptxas118.log, same commit, with Triton's ptxas pointed at CUDA "
     "11.8's) got through profiling and the KV cache (init engine took 4.18 s); the repository's install and start "
     "scripts export TRITON_PTXAS_PATH=/usr/local/cuda-11.8/bin/ptxas, and its docs recommend upgrading the driver (or "
     "cuda-compat-11-8) on R450",
     release="0.11.0+torch271 (the author's own CUDA 11.8 build)", gpu="NVIDIA T4 (SM75), driver 450.191.01", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="judgement call 2 (kind: cuda_driver_mismatch; cuda_no_kernel_image the alternative). Kept the platform "
          "line, non-default args, 'Using max model len', the engine-config line, the FA2 refusal line, weight-loading "
          "lines, the EngineCore head, the profile_run/_dummy_run frames, the rotary/MRoPE/Triton frames down to "
          "load_binary and the RuntimeError, and the last two lines; dropped ('...'): info lines, the other frames and "
          "the second copy of the traceback. The load progress lines (written with carriage returns) are left out. "
          "logs/verify_target.log of the same commit holds the same launch (pid 114700) and was not taken separately. "
          "The driver and GPU come from the repository's README/docs, not the log. --enforce-eager is already on")

# ------------------------------------------------------------------ dependency: Numba refuses NumPy 2.4 while vLLM imports its n-gram proposer
case("github-atreydesai-nanbeige-3b-numba-needs-numpy-2.2-got-2.4",
     "https://github.com/atreydesai/augmented-mcqa/blob/4576ad913faf7506241562372dd7a5ab8de25449/logs/slurm/local_model_smoke/local_model_smoke_20260220_063442/Nanbeige_Nanbeige4_1-3B_6286314.out",
     "Resolved cached snapshot for Nanbeige/Nanbeige4.1-3B: /fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91\n"
     "...\n"
     "Model key: Nanbeige/Nanbeige4.1-3B\n"
     "...\n"
     "Loading model: /fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91\n"
     "  GPU memory utilization: 0.9\n"
     "  Tensor parallel size: 1\n"
     "  Seed: 12345\n"
     "  Dtype: auto\n"
     "  Tokenizer mode: auto\n"
     "INFO 02-20 01:36:04 [utils.py:253] non-default args: {'trust_remote_code': True, 'download_dir': '/fs/nexus-scratch/adesai10/hub', 'seed': 12345, 'disable_log_stats': True, 'model': '/fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91'}\n"
     "INFO 02-20 01:36:04 [model.py:631] Resolved architecture: LlamaForCausalLM\n"
     "INFO 02-20 01:36:04 [model.py:1745] Using max model len 262144\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m INFO 02-20 01:36:06 [core.py:93] Initializing a V1 LLM engine (v0.11.2) with config: model='/fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91', speculative_config=None, tokenizer='/fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91', skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=262144, download_dir='/fs/nexus-scratch/adesai10/hub', load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, data_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, device_config=cuda, structured_outputs_config=StructuredOutputsConfig(backend='auto', disable_fallback=False, disable_any_whitespace=False, disable_additional_properties=False, reasoning_parser='', reasoning_parser_plugin='', enable_in_reasoning=False), observability_config=ObservabilityConfig(show_hidden_metrics_for_version=None, otlp_traces_endpoint=None, collect_detailed_traces=None), seed=12345, served_model_name=/fs/nexus-scratch/adesai10/hub/hub/models--Nanbeige--Nanbeige4.1-3B/snapshots/7e64fe9201798df23b4f15906be0c7376d6efc91, enable_prefix_caching=True, enable_chunked_prefill=True, pooler_config=None, compilation_config={'level': None, 'mode': <CompilationMode.VLLM_COMPILE: 3>, 'debug_dump_path': None, 'cache_dir': '', 'compile_cache_save_format': 'binary', 'backend': 'inductor', 'custom_ops': ['none'], 'splitting_ops': ['vllm::unified_attention', 'vllm::unified_attention_with_output', 'vllm::unified_mla_attention', 'vllm::unified_mla_attention_with_output', 'vllm::mamba_mixer2', 'vllm::mamba_mixer', 'vllm::short_conv', 'vllm::linear_attention', 'vllm::plamo2_mamba_mixer', 'vllm::gdn_attention_core', 'vllm::kda_attention', 'vllm::sparse_attn_indexer'], 'compile_mm_encoder': False, 'use_inductor': None, 'compile_sizes': [], 'inductor_compile_config': {'enable_auto_functionalized_v2': False, 'combo_kernels': True, 'benchmark_combo_kernel': True}, 'inductor_passes': {}, 'cudagraph_mode': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>, 'cudagraph_num_of_warmups': 1, 'cudagraph_capture_sizes': [1, 2, 4, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496, 512], 'cudagraph_copy_inputs': False, 'cudagraph_specialize_lora': True, 'use_inductor_graph_partition': False, 'pass_config': {}, 'max_cudagraph_capture_size': 512, 'local_cache_dir': None}\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842] EngineCore failed to start.\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842] Traceback (most recent call last):\n"
     "...\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]   File \"/fs/nexus-projects/rlab/atrey/qgqa/augmented-mcqa/.venv/lib/python3.12/site-packages/vllm/v1/spec_decode/ngram_proposer.py\", line 6, in <module>\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]     from numba import get_num_threads, jit, njit, prange, set_num_threads\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]   File \"/fs/nexus-projects/rlab/atrey/qgqa/augmented-mcqa/.venv/lib/python3.12/site-packages/numba/__init__.py\", line 59, in <module>\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]     _ensure_critical_deps()\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]   File \"/fs/nexus-projects/rlab/atrey/qgqa/augmented-mcqa/.venv/lib/python3.12/site-packages/numba/__init__.py\", line 45, in _ensure_critical_deps\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842]     raise ImportError(msg)\n"
     "[1;36m(EngineCore_DP0 pid=20808)[0;0m ERROR 02-20 01:36:08 [core.py:842] ImportError: Numba needs NumPy 2.2 or less. Got NumPy 2.4.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A committed Slurm .out of a smoke test (vllm.LLM for Nanbeige/Nanbeige4.1-3B, utilization 0.9, TP 1, vLLM "
     "0.11.2, uv-managed venv): the engine core died while the GPU worker imported vLLM's n-gram speculative proposer, "
     "which imports Numba, and Numba refuses the installed NumPy 2.4 (it needs 2.2 or less). The job's .err shows uv "
     "syncing the environment twice before the start, the first time downgrading numpy 2.4.2 -> 2.2.6; NumPy 2.4 was "
     "what the engine got.",
     "the rerun four minutes later (local_model_smoke_20260220_063906, same commit), whose environment sync left "
     "numpy==2.2.6 in place, loaded the model and printed SMOKE_TEST_OK: pin numpy<=2.2 for this vLLM/Numba",
     release="0.11.2", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="judgement call 2 (kind: dependency_version_mismatch, no row names Numba). The .out file: kept the smoke "
          "test's header lines (model key, loading, utilization/TP/seed/dtype), the non-default args, architecture and "
          "'Using max model len' lines, the engine-config line, the EngineCore head and the last frames "
          "(ngram_proposer -> numba -> _ensure_critical_deps) with the ImportError; dropped ('...'): cache paths, "
          "client lines and the frames in between. The .err of the same job (uv's package changes, the full traceback "
          "and 'RuntimeError: Engine core initialization failed') is the other half of this one launch; the fix is "
          "read from the later run's files of the same commit")

if __name__ == "__main__":
    BATCH.write()
