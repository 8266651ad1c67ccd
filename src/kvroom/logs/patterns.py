"""The one table of vLLM log patterns, each with the releases whose wording it matches.

Owns: ``PATTERNS``, a list of ``LogPattern`` rows. A row is one of
  * ``message``: a startup failure (``kind`` is a StartupRecord.message_kind). ``regex`` recognizes it;
    each of ``fields`` is searched on its own, so a message cut by a terminal or an issue excerpt still yields
    the numbers that are intact (every number is followed by its literal context, so a number cut in the
    middle never matches);
  * ``context``: a line with startup facts (banner, config, capacity, memory); named groups are record fields;
  * ``wording``: a wording trait of the message or line named by ``applies_to`` (spelling, docs link, number
    format, ...). It narrows the release range and sets record flags.
Every row has ``anchors``: literals that must be in the line (``str in``) before its regex runs. Each
anchor contains one of ``SCAN_ANCHORS``, the few literals the scanner looks for in the raw stream.

Releases come from ../shared/spec/vllm-kv-spec.md (section in ``source``). Boundaries the spec marks
"between A and B" are widened to cover the unsampled releases in between, so the inferred range never
excludes a release that could have printed the line.

Regex rules (linear time): patterns run on whitespace-collapsed text, where ``_rx`` turns each literal space
into an optional single space (a wrapped line re-joined without a space still matches); no nested
quantifiers; every open repetition is a single character class followed by a literal that class excludes,
or is bounded.

Never: arithmetic, diagnosis.
"""

from __future__ import annotations

import re
from typing import Any

from kvroom.core.frozen import frozen
from kvroom.core.lazyre import LazyRegex
from kvroom.logs.record import FOREIGN_KIND
from kvroom.logs.releases import ReleaseRange

# the names only vLLM's Intel GPU platform prints (xpu_platform_named)
_XPU_ANCHORS = ("device_config=xpu", "XPUPlatform", "xpu_worker", "xpu_model_runner", "Dockerfile.xpu", "xpu-kernels",
                "xpu_kernels", "torch-xpu", "torch_xpu", "+xpu")

SCAN_ANCHORS: tuple[str, ...] = (
    # ("ut of memory": torch's "out of memory" and a title's "Out of memory" under one scan)
    "seq len", "GiB", "GB", "No available memory", "ut of memory", "显存", "OutOfMemory", "Mamba cache",
    "max_model_len", "ersion", "with config", "non-default args", "max model len", "concurrency",
    "KV cache size", "blocks:", "backend", "BACKEND", "vllm serve", "entrypoints", "--model", "vllm/vllm-openai", '"serve"', "'serve'", "--max-model-len", "-memory-utilization",
    "-parallel-size", "--kv-cache-dtype", "NVIDIA",
    # nvidia-smi's name column without "NVIDIA" (gpu_name_nvidia_smi: "Tesla T4", older drivers' "Quadro ...")
    "Tesla ", "Quadro ", "GeForce ", "TITAN ",
    # the server's flags in a reporter's markdown code spans; the tensor-parallel size in prose ("TP=4")
    "`--", "TP=", "xPP", "PP=", "\u00d7PP", "\u00d7 PP", "x PP", "+PP", "+ PP",
    # torch's file mapping refused for want of host memory (safetensors' shards, host_mmap_enomem); a sparse or ModelOpt
    # checkpoint's companion tensors in a load_weights KeyError (weight_key_error)
    "unable to mmap", "weight.bitmask", "_quantizer.", "Python.h: No such file",
    # openai_harmony's vocabulary for gpt-oss not loaded (harmony_vocab_unavailable)
    "vocab file", "TIKTOKEN_ENCODINGS_BASE is not set",
    # the multiprocessing executor's shared-memory queues refused for want of /dev/shm (shm_insufficient)
    "/dev/shm",
    # FlashInfer's check of a one-backend kernel against the GPU (flashinfer_gemm_capability)
    "does not support compute capability",
    # NCCL's refusal of a collective the NCCL_ALGO / NCCL_PROTO settings leave without a path (nccl_no_algorithm)
    "no algorithm/protocol available",
    # a Hugging Face download's partial blob gone (hf_download_incomplete)
    ".incomplete'",
    # argparse's Namespace without an attribute vLLM's server reads (namespace_attribute_missing)
    "'Namespace' object has no attribute",
    # Triton's Volta layout assertion (triton_mma_layout_volta)
    "mma -> mma layout conversion",
    # an AMD GPU's architecture name, which only ROCm prints (amdgpu_arch_named)
    "gfx",
    # Triton's kernel needing more shared memory than the GPU has (triton_shared_memory_exceeded)
    "out of resource: shared memory", "out of resource: uni_sram",
    # a compiler's command on a file of Triton's cache (triton_launcher_build_failed); torch's extension build without
    # a toolkit (jit_cuda_home_missing)
    "/.triton/cache/", "CUDA_HOME environment variable is not set",
    # msgspec's refusal of a keyword (msgspec_unexpected_kwarg); Ray's version check (ray_version_mismatch)
    "Unexpected keyword argument '", "Version mismatch: The cluster", "Failed to import Triton kernels",
    # a tool-calling request refused by a server started without a tool-call parser (auto_tool_choice_not_enabled)
    "tool choice requires", "requires --tool-call-parser",
    # a request over the launch's --limit-mm-per-prompt (mm_limit_per_prompt_exceeded) or --max-logprobs
    # (max_logprobs_exceeded)
    "may be provided in one", "limit-mm-per-prompt", "Cannot request more than", "logprobs of",
    # the decoder prompt's length check cut after its head (prompt_over_max_model_len)
    "prompt (length",
    "too long to fit into the model", "max_tokens must be at least 1",
    # tokenizers unable to parse a tokenizer.json written by a newer release (tokenizer_json_newer)
    "did not match any variant of untagged enum",
    # a LoRA adapter's path with no adapter there (lora_adapter_not_found)
    "No adapter found for", "adapter_config.json",
    # the OpenAI server's 500 with Python's own error (server_internal_python_error)
    "Internal Server Error", "InternalServerError",
    # an audio file above the speech-to-text server's size limit (audio_filesize_exceeded)
    "parameter=audio_filesize_mb",
    # Matryoshka dimensions refused (matryoshka_unsupported); an option the release lacks (request_option_unsupported)
    "does not support matryoshka representation", "does not support Matryoshka embeddings", "is currently not supported",
    "is not currently supported",
    # a chat template refusing the request's roles (chat_template_roles_refused); a request field the release does not
    # take (request_field_unknown_to_release)
    "literal_error", "Response with id", "Unknown part type: ", "The vLLM package was not found",
    "VLLM_ENABLE_RESPONSES_API_STORE",
    "roles must alternate", "System role not supported", "System message must be at the beginning",
    "Unexpected message role", "No user query found in messages", "Unexpected role '", "extra_forbidden", "Extra inputs are not permitted",
    "extra fields not permitted",
    # huggingface_hub's fast download without its package (hf_transfer_missing)
    "package is not available in your environment",
    # ptxas's command failing under Triton (triton_ptxas_arch_unknown)
    "--gpu-name=sm_",
    # the runtime refusing a CUDA-graph capture (cuda_graph_capture_not_permitted)
    "CUDA error: operation not permitted",
    # the KV refusal's own clause, in a shortened quotation (kv_cache_too_small)
    "larger than the available KV cache memory", "KV cache is needed, ", "== loaded_weight.shape",
    "Unsupported base layer", "quantization is not supported on gfx", "quantization is not supported on sm",
    # a Kubernetes env list's pair, "- name: GPU_MEMORY_UTILIZATION" / "value: \"0.95\"" (logs/builder.py joins it to
    # NAME=value for utilization_assignment and config_file_sizes)
    "- name: ",
    # a native crash inside NCCL's communicator setup, in a crash handler's stack (nccl_init_abort)
    "ncclCommInit",
    # MLX's loaders without the checkpoint's model type (mlx_model_type_unsupported); vLLM's OpenAI server with no
    # handler for an endpoint (vllm_api_not_served)
    "Model type ", "The model does not support ", "for model_type=",
    # LoRA's refusals of an MoE class without an expert mapping and of the CUDA punica kernels' sizes
    "must be implemented", "No suitable kernel",
    # CUTLASS's int8 dispatch on Blackwell (cutlass_int8_unsupported_arch)
    "Int8 not supported",
    # torch's custom-class lookup of an extension that did not load (vllm_class_missing)
    "Tried to instantiate class",
    # the programs that start vLLM refusing before it prints anything (verl_rollout_context_over_model,
    # trl_vllm_server_unreachable)
    "model context length should be greater than", "Server is not up yet", "server can't be reached at",
    # NCCL's duplicate-device check (nccl_duplicate_gpu)
    "Duplicate GPU detected",
    # the sliding-window cap refused with rope_scaling; FlexAttention's missing features
    "Disabling sliding window is not supported for models with rope_scaling", "FlexAttention does not support",
    # the profiling run's check of a model's dummy sequence (profile_dummy_tokens_short)
    "dummy tokens for profiling",
    # an adapter's target modules vLLM's LoRA does not cover (lora_target_modules_unexpected)
    "expected target modules in", "While loading ",
    # transformers' check of a remote-code file's imports (remote_code_package_missing); uvloop's build refusing Windows
    # (uvloop_no_windows)
    "Encountered exception while importing", "were not found in your environment", "uvloop does not support Windows",
    # transformers' backend package missing (transformers_backend_missing)
    "library but it was not found",
    # vLLM imported from a source folder without its extensions (vllm_source_folder_import)
    "from partially initialized module 'vllm'",
    # a daemonic process refused children (engine_in_daemon_process); ModelScope's hash check (modelscope_file_integrity);
    # NCCL's RDMA registration refused (nccl_ib_registration_failed)
    "daemonic processes are not allowed", "FileIntegrityError", "integrity check failed", "Call to ibv_reg_",
    # NumPy 2.0 refusing a member it removed (numpy2_member_removed); LLM.generate's removed keyword quoted without
    # its callable (llm_prompt_token_ids_removed)
    "NumPy 2.0", "unexpected keyword argument 'prompt_token_ids'",
    # a model's own code that cannot cross vLLM's process boundary (remote_config_unpicklable, lazy_config_mapping_
    # unpickled); transformers' dynamic-module loader looking for a module file among the Hub cache's blobs
    # (hub_blob_module_missing)
    "Can't pickle <class 'transformers_modules.", "_LazyConfigMapping.__init__() missing", "/blobs/",
    # vLLM 0.4.x's NCCL wrapper finding no libnccl (nccl_library_missing)
    "Cannot find libnccl", "Failed to load NCCL library from", "Failed to import NCCL library:",
    # verl's gate on the installed vLLM (verl_vllm_version_gate)
    "not supported. Currently supported versions are",
    # a block-FP8 shape refusal retold in a title (tp_quantized_shape)
    "not divisible by FP8 block_", "not divisible by block_",
    # a .gguf read as the config; the Hub's 404 for config.json (config_format_not_found)
    "is not a valid JSON file", "Entry Not Found for url",
    # huggingface_hub refusing a call under HF_HUB_OFFLINE (hub_unreachable)
    "offline mode is enabled",
    # vLLM's API server stopped by a signal while it was starting (startup_terminated)
    "KeyboardInterrupt: terminated",
    # Ray DP's master address undetected; Ray's nodes all reporting one address (dp_master_ip_unknown, ray_nodes_one_ip)
    "The DP master node (ip: 0.0.0.0)", "Every node should have a unique IP address",
    # the host driver's versioned library missing in a container (libcuda_driver_version_missing)
    "libcuda.so.",
    # sentencepiece's SWIG wrapper given no tokenizer.model (sentencepiece_no_model_file)
    "not a string",
    # the utilization's initials in a reporter's notes, "GMU 0.95" (utilization_assignment); vLLM's length argument named
    # in a sentence, "max_model_len 131072" (max_len_flag_in_prose)
    "GMU", "max_model_len ",
    # vLLM's probe of its own address failing (host_ip_probe_failed)
    "Network is unreachable", "Temporary failure in name resolution", "Name or service not known",
    # Ray's AMD accelerator manager refusing ROCR_VISIBLE_DEVICES (ray_rocr_visible_devices)
    "instead of ROCR_VISIBLE_DEVICES",
    # TRL's GRPO trainer refusing its vllm_device (trl_vllm_device_unavailable)
    "The requested device for vllm",
    # rocBLAS / hipBLASLt without a Tensile library for the GPU's architecture (rocm_blas_arch_missing)
    "for GPU arch",
    # transformers' require_version refusing an installed release (version_requirement_unmet)
    "is required for a normal functioning",
    # a package found as a namespace package, a folder shadowing the install (package_shadowed)
    "(unknown location)",
    # JAX's device mesh larger than the TPU chips it sees (jax_mesh_over_devices)
    "must be >= the product of mesh_shape",
    # vllm-metal's KV planner refusing its budget (metal_kv_budget_negative)
    "not enough Metal memory",
    # pybind11 refusing a call's arguments (pybind_incompatible_arguments)
    "incompatible constructor arguments", "incompatible function arguments",
    # Dynamo's graph break in the model's code (dynamo_graph_break)
    "this graph break", "compile-graph-break-site", "torch._dynamo.exc.Unsupported",
    # Kunlun's XCCL / BKCL failing (xccl_error)
    "[XCCL]", "new_xccl/XCCLUtils", "[BKCL]",
    # Intel's oneCCL failing between XPU workers (oneccl_error)
    "oneCCL:", "ccl_comm::", "zeMemOpenIpcHandle",
    # torch's warning at CUDA's first use that its build has no kernels for the GPU (torch_arch_unsupported)
    "is not compatible with the current PyTorch",
    # transformers' AutoTokenizer without the class tokenizer_config.json names (tokenizer_class_missing)
    "not currently imported",
    # NumPy 2 refusing a module built against NumPy 1.x (numpy_abi_mismatch)
    "compiled using NumPy 1.x", "multiarray failed to import",
    # CPython's spawn refusing a main module with no main guard (spawn_main_unguarded)
    "freeze_support()",
    # Huawei CANN without a compiled kernel for an op on this NPU (ascend_op_binary_missing)
    "Cannot find bin", "binary_info_config.json", "of bin package does not match",
    # CUTLASS's own status of a kernel vLLM runs, through vLLM's CUTLASS_CHECK (cutlass_status_error)
    "Error Internal", "Error Not Supported", "Error Architecture Mismatch", "Error Invalid Problem",
    "Error Misaligned Operand", "NVVM Compilation Error",
    # XLA on a TPU out of memory compiling or loading the warm-up's programs (tpu_xla_resource_exhausted)
    "memory space", "bottom of memory", "Error loading program", "too old to be supported by the triton", "Unknown engine argument", "libascend_hal.so",
    # a step talking to the host during CUDA-graph capture (cuda_graph_capture_sync)
    "during CUDA graph capture", "when stream is capturing", "previous error during capture",
    # NCCL refusing CUDA-graph capture (nccl_graph_capture)
    "NCCL cannot be captured",
    # a checkpoint tensor smaller than the layer's shard (weight_narrow_out_of_range)
    "exceeds dimension size",
    "max_num_batched_tokens", "block size", "detected platform", "Free memory",
    # issue 10: more failure classes and startup facts
    "divisible by", "Bfloat16", "CUDA graph", "cudagraph", "(Worker_PP",
    # the bf16 message pasted in lower case (issue titles, chat tools; OpenBuddy/OpenBuddy#45)
    "bfloat16 is only", "profile run", "float16 instead",
    # the V0 message's invariant clause, for a paste whose head was retyped or cut (langchain-ai/langchain#17906)
    "stored in KV cache",
    # torch's OOM text quoted from its second sentence on (vllm#57595)
    "Tried to allocate",
    # vLLM's hint about the CUDA-graph memory estimate after an OOM (vllm#57595)
    "ESTIMATE_CUDAGRAPHS",
    # pipeline-size refusals of released wheels (pp_unsupported, VLLM_PP_LAYER_PARTITION)
    "parallelism is not supported", "partitions)=", "only supported through AsyncLLMEngine",
    # a pasted Python call: vllm.LLM(model=..., gpu_memory_utilization=...) (vllm#7028)
    "LLM(", "EngineArgs(",
    # the user's forced block count (vllm#27181)
    "num_gpu_blocks_override",
    # issue 10: vLLM's own launch refusals read from the wheels (tests/golden/vllm_messages.json)
    "Error in memory profiling", "enough slots", "max_num_scheduled_tokens is set", "please set tensor_parallel",
    "Tensor parallel size (", "World size (", "CAS service error", "xethub.hf.co", "cannot be shared between processes", "Graph capturing finished",
    "init engine (profile",
    "for this kind of AutoModel", "ignored explicit argument", "Unexpected keyword argument [type=",
    "Extra inputs are not permitted [type=", "_size == 0", "Pipeline parallelism is", "KV cache is not supported",
    "quantization method", "supported for quantization", "Head size", "swap space", "Quantization scheme",
    "The number of required", "number of visible devices", "nsupported head size", "fp8e4nv not supported", "fp8e4b8 not supported", "fp8e4nv data type is not supported", "not aligned with the quantized", "CUDAGraph", "Cuda graph", "cuda graph", "Capture size larger", "torchao FP8", "does not support FP8", "with FP8 KV cache", "re-initialize the input batch",
    # issue 10, every way a launch dies: the model's architecture, custom code, the CUDA runtime and torch's fork check
    "are not supported for now", "failed to be inspected", "supported in vLLM until", "in-tree anymore",
    "Cannot find model module", "trust_remote_code", "no vLLM implementation", "not compatible with vLLM", "re-initialize CUDA",
    "re-initialize NPU", "re-initialize XPU", "does not support multicasting", "NCCL WARN Cuda failure",
    "ambiguous option:", "expected one argument", "AMDSMI_STATUS_", "does not support this GEMM problem",
    # a vision encoder refusing the attention backend (vision_encoder_backend_unsupported)
    "backend now",
    # CANN's MoE operators' HCCL window (hccl_buffsize_too_small) and quantized matmul's group size
    # (cann_antiquant_group_size)
    "is too SMALL", "antiquantGroupSize should be",
    # Triton's lowering without an fp16 conversion below compute capability 8.0 (triton_fp16_conversion)
    "Unsupported conversion from",
    # numpy's broadcast of a prompt into the worker's input batch (input_batch_prompt_overflow)
    "could not broadcast input array",
    # a process killed with SIGKILL (process_sigkilled)
    "exit code: -9", "exit code -9", "worker died (-9)", "(SIGKILL)", "exitcode=-9", "driver version is insufficient",
    "forward compatibility was attempted", "no kernel image",
    # the same, cut or retyped as issue titles and pastes keep them; the registry's inspection error; vLLM's mixed-
    # precision kernel choice
    "are not supported for", "in that repo on your local machine", "Error 804: forward compat",
    "unsupported display driver", "Error in inspecting model", "Failed to find a kernel that can implement",
    # the engine's wrapper line around a startup death (its cause is printed above it)
    "failed to start", "initialization failed",
    # the trust_remote_code refusal as wrappers reword it; a platform without the quantization method
    "to allow custom code", "must be executed", "quantization is currently not",
    # Qwen2's refusal of a sliding window on some layers only; a reporter's `vllm==X` / `vllm  X` (pip), `vLLM: X`
    "Sliding window for some but all layers", "vllm==", "vllm ", "vLLM:", "vLLM**:", "vllm:", "vLLM ",
    # the quantization name, transformers' model type, no accelerator, the Hub's refusals, an id that names nothing
    "quantization method", "does not recognize this architecture", "Failed to infer device type", "No supported device detected",
    "are not supported on Neuron",
    "'vllm.model_executor.models.registry'", "getpwuid(): uid not found", "Checkpoint size:", "Only types = []",
    "No CUDA GPUs are available", "No HIP GPUs are available", "not compiled with CUDA enabled", "Found no NVIDIA driver", "gated repo",
    "is restricted. You must have access", "401 Client Error", "Invalid repository ID", "not a valid model identifier",
    "Repository Not Found", "403 Client Error: Forbidden for url: https://huggingface.co/", "not in the authorized list",
    # a model folder without the (pre)processor config its multimodal processor reads (processor_config_not_found)
    "processor_config.json",
    # torchcodec's native library failing to load (torchcodec_load_failed)
    "libtorchcodec",
    # no chat template (chat_template_missing); Marlin's tile search; CUTLASS 3.x callers' refusals; transformers' path
    "default chat template is no longer allowed", "tokenizer.chat_template is not set", "Invalid thread config",
    "Failed to initialize GEMM", "Failed to implement GEMM", "Failed to run GEMM", "Incorrect path_or_model_id",
    # two builds of one op namespace loaded (torch_library_namespace_duplicate)
    "Only a single TORCH_LIBRARY can be used",
    # torch's cuBLAS call refused (cublas_status_refused)
    "CUBLAS_STATUS_INVALID_VALUE", "CUBLAS_STATUS_ARCH_MISMATCH", "CUBLAS_STATUS_NOT_SUPPORTED",
    # a launch script's NAME="${NAME:-value}" default (logs/builder.py reads it for "$NAME" in the server's arguments)
    "${",
    # the paste's own words on more than one model server per GPU (colocated_instances)
    "instance", "Instance", "both at once", "实例", "多个", "co-resident", "coresident", "Co-resident", "동시",
    # fp8 weights refusing an e5m2 KV cache; torch's driver check; a model's supported versions; NCCL; GPU UUIDs
    "kv-cache is not supported with fp8", "NVIDIA driver on your system is too old", "only supports versions",
    "NCCL error", "NCCL Error", "ncclInternalError", "ncclSystemError", "ncclUnhandledCudaError",
    "ncclInvalidUsage", "ncclInvalidArgument", "ncclRemoteError", "any NET plugin", "invalid literal for int()", "unsatisfied condition: cuda",
    "no socket interface found", "No usable listening interface found",
    "hip runtime failed to load", "Please provide architecture for which code",
    "longer than the maximum model length", "exceeds limit of", "maximum context length is", "wake-up", "waking",
    "maximum context length (", "context length is only",
    "works", "worked", "working", "illegal memory access", "NVML_SUCCESS", "required keyword-only argument",
    "Tried to erase Node", "Check failed:",
    "cudaErrorUnsupportedPtxVersion", "PTX was compiled with an unsupported toolchain",
    # Inductor's wrapper of an error in its compile (torch_inductor_error); V0's worker files in a frame (v0_worker_frame)
    "InductorError:", "vllm/worker/", "engine/multiprocessing/engine.py", "autotuning code block",
    # the Transformers backend's tensor-parallel refusal (transformers_backend_no_tp)
    "does not support tensor parallel yet",
    # the compressed-tensors MoE kernels' dtype demand (compressed_moe_needs_float16)
    "is required for MoE compressed models",
    # libNVVM refusing a JIT's architecture (nvvm_arch_unsupported)
    "is an unsupported option",
    # a platform's graph mode refusing the model (platform_graph_mode_refused); HCCL's call failing (hccl_error); Ascend's
    # allocation failure (oom)
    "Graph does not support", "HCCL function error", "Failed to apply for memory",
    # the sparse-MLA cache format's geometry check (ds_mla_cache_geometry); a checkpoint named FP8 (fp8_checkpoint_named)
    "for fp8_ds_mla", "for nvfp4_ds_mla", "for fp4_ds_mla", "-FP8", "-fp8", "_FP8",
    # a frame of torch.compile's own code (torch_compile_frame)
    "torch/_inductor/", "torch/_dynamo/",
    # an environment variable's value vLLM does not take (env_value_invalid); the bfloat16 refusal's words after its
    # first two (dtype_unsupported)
    "' for VLLM_", "only supported on GPUs with compute capability of at least 8",
    # the utilization abbreviated in notes (utilization_abbreviated); a tokenizer attribute transformers 5 dropped
    "util 0.", "util=0.", "util: 0.", "util 1.0", "all_special_tokens_extended",
    # Numba refusing the installed NumPy (numba_numpy_version); an NCCL function the loaded libnccl lacks
    "Numba needs NumPy", "ncclCommWindowRegister",
    "gemm is not implemented for Blackwell", "gemm is implemented for Blackwell",
    "divisible by weight quantization block", "weight quantization block_", "rope_scaling[", "No valid attention backend",
    "no module or parameter named", "model.layers.", "No supported config format found", "available in AlignedAllocator",
    "Increase the workspace buffer size", "GGUF model with architecture", "_scaled_mm is only supported",
    "Buffer overflow when allocating memory", "transformer.h.", "model.language_model.layers.", "Architecture ",
    "does not appear to have a file named config.json", "Repo id must be in the form", "adapter_config.json",
    "Unknown RoPE scaling type", "factor\" in rope_scaling",
    "factor' in rope_scaling", "factor&quot; in rope_scaling", "factor\u201d in rope_scaling", "factor\u2019 in rope_scaling",
    "should have a 'rope_type' key", "is not equal to tensor_model_parallel_size", "NVML Shared Library Not Found", "must be a dictionary with two fields",
    # huggingface_hub's validation error by its class name; NCCL's error names as
    # cupy prints them and the message retyped without its space
    "HFValidationError:", "NCCL_ERROR_", "NCCLerror", "NCCLError", "Repo id must use alphanumeric",
    "Cannot have -- or .. in repo_id", "Repo_id cannot end by",
    # a tensor name of Mistral's consolidated format in a load_weights KeyError; vLLM's no-KV-memory error retyped
    # in lower case
    "'layers.", "no available memory",
    # a torch extension built for another torch; a weights file cut short; two packages that do not fit; cuBLASLt
    "undefined symbol", "Error while deserializing header", "failed finding central directory",
    "Either a revision or a version must be specified", "bmm_fp8_internal_cublaslt failed", "invalid device ordinal",
    # the platform probe's line for the platform it found; vLLM capping the length at the sliding window
    "platform is available", "capping the max length",
    # the KV refusal's last sentence quoted alone (kv_cache_too_small_tail)
    "estimated maximum model length",
    # a reporter's words that the start ran out of GPU memory (the oom_in_prose row, last in PATTERNS)
    "OOM",
    # vLLM's CUTLASS / NVFP4 kernels not compiled for this GPU's capability (csrc/quantization/...)
    "No compiled cutlass_", "No compiled nvfp4", "No compiled get_cutlass_",
    # transformers' image processor refusing a checkpoint's size keys (image_processor_size_keys)
    "size must contain 'shortest_edge'", "size must have one of the following set of keys",
    # torch's NCCL watchdog timeout (nccl_watchdog_timeout)
    "Watchdog caught collective operation timeout",
    # 0.2.0's shared-memory check of max_model_len (max_len_shared_memory)
    "cannot currently support max_model_len",
    # a kernel build's compiler killed by the host's OOM killer (jit_compiler_killed)
    "FAILED: [code=137]", "died due to signal 9",
    # launch deaths that are no memory question (tests/golden/wild/BLIND.md), each row cited in PATTERNS to the code
    # that prints its text:
    # a model's load_weights indexing params_dict with a checkpoint tensor's name: "KeyError: 'x.y.weight'"
    "weight'",
    # weight_utils.py::default_weight_loader's shape assert
    "Attempted to load weight",
    # LoRA asked of a model class without it
    "does not support LoRA",
    # a second engine in one process: parallel_state.py's asserts
    "parallel group is already initialized",
    # vLLM's compiled kernels missing or not loadable
    "No module named 'vllm._C", 'No module named "vllm._C', "libcudart.so.", "version `GLIBC_", "_C is not available",
    "libcudnn.so.", "libcusparseLt.so.", "libcublas.so.", "libcublasLt.so.", "libnccl.so.", "libnvJitLink.so.",
    "libcufft.so.", "libcurand.so.", "libcusolver.so.", "libcusparse.so.", "libnvrtc.so.", "libcupti.so.", "libcufile.so.",
    "libtorch_cuda.so: cannot open", "libc10_cuda.so: cannot open", "Cannot find a working triton installation",
    "Too Many Requests", "had to rate limit you", "Illegal instruction", "illegal hardware instruction",
    "nrecognized argument ", "version `GLIBCXX_",
    "No such device (addr=",
    # Triton's kernel loader refused by the driver
    "device kernel image is invalid",
    # Marlin's own tile checks in its CUDA repack / GEMM code, and the per-rank minimum as MarlinLinearKernel words it
    "tile_n_size", "tile_k_size", "GPTQ_MARLIN_MIN_THREAD_N",
    # Ray's placement group that never formed
    "Cannot provide a placement group",
    # ... while vLLM waits for it, and Ray's autoscaler finding no node for a bundle (ray_placement_group_wait)
    "Waiting for creating a placement group", "No available node types can fulfill",
    # the TurboQuant KV cache's hybrid-model gate; FlashInfer without attention sinks
    "TurboQuant KV cache is not supported", "not support attention sinks", "Sinks are only supported",
    "already used by a Transformers", "per-layer attribute", "AmbiguousGlobalPerLayerAttributeError",
    # vLLM turning chunked prefill off itself (the chunked_prefill_forced_off context row)
    "Chunked prefill is not supported for", "forcing chunked prefill",
    # argparse refusing a value or a flag of vLLM's CLI
    "error: argument", "cannot be converted", "unrecognized arguments:", "error: the following arguments are required:",
    # an optional package older than vLLM needs; the config object's class; a name a vLLM module lacks
    "version is wrong", "Invalid type of HuggingFace config", "cannot import name '",
    # PyTorch's expandable_segments allocator: vLLM's memory-pool assert, torch's driver-API check, custom all-reduce
    "Expandable segments are not compatible", "CUDA driver error", "custom_all_reduce.cu",
    "expandable_segments:True\" not in conf", "expandable_segments:True' not in conf",
    # vLLM's RuntimeErrors around torch's OOM while the model is built (the "oom" row reads them)
    "Failed to create unquantized linear weights", "Failed to initialize q/k/v range constants",
    # a model type whose float16 vLLM refuses
    "does not support float16",
    # vLLM's max_model_len refusal as authors shorten it, and as reporters retell it with the config key
    "greater than the derived max_model_len", "than max_position",
    # (no quote character in these anchors: a retyped paste's typographic quotes are made straight only on the
    # candidate lines, logs/normalize.py)
    # bitsandbytes' serialized 4-bit companions; CPython's signal module; the Hub unreachable
    ".absmax", ".quant_map", ".quant_state.bitsandbytes__", "signal only works in main thread",
    "HTTPSConnectionPool(host=", "t connect to ", "outgoing traffic has been disabled",
    # a config attribute the model code reads, AWQ ops absent from the build; huggingface_hub's dataclasses
    "object has no attribute", "Info.__init__() got an unexpected keyword",
    # a module of a package vLLM builds on without a name its caller uses; V1's FlashAttention version assert
    "has no attribute", "is_fa_version_supported",
    # LLVM's AMDGPU stack limit compiling Triton's flash attention; Triton's file cache; Triton's C compiler
    "stack frame size (", "tmp.pid_", "Failed to find C compiler", "is not defined for option",
    # torch.compile: a frame in Inductor's generated code, Dynamo's wrapped compiler failure
    "inductor_cache/", "/torchinductor_", "BackendCompilerFailed",
    # vLLM 0.6.x's memory profiler on a platform its probe did not find; vLLM built or set up for its CPU backend
    "local variable", "VLLM_TARGET_DEVICE", "VLLM_CPU_KVCACHE_SPACE",
    # the utilization as an assignment in notes or a config file
    "memory_utilization", "memory-utilization",
    # a vLLM module the importing code expects
    "o module named", "not recognized", "not enough GPU memory", "model_type", "model type",
    # the CUDA runtime's refusals of the device; a port another process holds
    "busy or unavailable", "system not yet initialized", "CUDA driver initialization failed", "libcuda.so.1",
    "ddress already in use", "ddress in use",
    # a request naming a model the server does not serve (model_name_not_served); AITER MLA's head counts
    "does not exist.", "Aiter MLA only supports",
    # V0's scheduler ignoring a prompt the cache cannot hold (prompt_over_block_manager); a processor or a template
    # without what the chat needs
    "exceeds the capacity of block_manager",
    # answers of token id 0 repeated (nan_logits_token_zero)
    "!!!!!!!!", "\uff01", "<pad>", "exclamation mark", "\u611f\u53f9\u53f7",
    # a quantizer's field this release's compressed-tensors does not model (quant_args_newer_than_release)
    "Input should be a valid",
    "No chat template is set for this processor", "is undefined",
    # the paged-attention kernels' block sizes (paged_attention_block_size)
    "Unsupported block size",
    # the model's generation config as the server's defaults (generation_config_defaults)
    "Default sampling parameters have been overridden", "sampling params from model:",
    # a request refused by the API-key check (api_key_unauthorized), a route the server does not have (route_not_found)
    "Unauthorized", "404 Not Found", "Not Found", "Unsupported FA version", "This kernel only supports sm",
    # one of vLLM's ops without a kernel for the backend (vllm_op_no_backend_kernel)
    "Could not run '_",
    # an attention implementation without the model's attention type (attention_type_unsupported)
    "not implemented for",
    # 0.4.x's ops module without its compiled kernels
    "vllm_cache_ops", "vllm_ops",
    # vLLM's engine arguments refusing a keyword; the free-memory refusal with a lower-cased head
    "got an unexpected keyword argument", "free memory on",
    # CUTLASS's int8-only kernels below 8.9; DeepGEMM's asserts; nvcc against another toolkit's headers
    "_epilogue", "deepgemm", "deep_gemm", "DeepGEMM", "csrc/apis/", "toolkit headers are incompatible",
    "Failed: Assertion error csrc/", "kernel_runtime.hpp",
    "Could not find nvcc",
    # HIP's no-code-object error; Triton's compute capability assert; FusedMoE's quantization assert
    "invalid device function", "computeCapability not supported", "assert self.quant_method is not None",
    # the multiprocessing executor's world size over this node's GPUs
    "max local gpu count",
    # a ROCm kernel library's list of the gfx architectures it builds for (AITER, ROCm flash-attention)
    "is invalid or not supported", "FlashAttention only supports", "positional argument",
    "No platform detected", "connectFullMesh failed", "Unable to find address for:",
    "Application timeout caused pair closure", "for recv operation to complete", "for send operation to complete",
    "got multiple values for argument", "got multiple values for keyword",
    # FlashInfer's JIT finding no architecture to build for
    "FlashInfer requires GPUs",
    # the Mamba conv state's cache lines below the batch (causal_conv1d_update)
    "assert num_cache_lines >= batch",
    # the linker of Triton's launcher without libcuda.so
    "cannot find -lcuda", "cannot find -l:libcuda",
    # vllm-ascend's graph capture; argparse's refusal of a quantization name; Python's half-initialized module
    "ACL graph", "argument --quantization", "partially initialized module", "dummy requests",
    # a JIT build without ninja; vLLM's own line of the utilization in effect (0.21+)
    "No such file or directory: 'ninja'", "The current --gpu-memory-utilization=", "'ninja'",
    "No such file or directory: '", "Ninja is required", "ninja: command not found", "ninja (build tool) not found",
    # vLLM's message queue waiting on a busy worker (shm_broadcast_wait)
    "No available shared memory broadcast block", "No available block found in",
    "must be <= max_num_batched_tokens",
    # torchvision's ops of another torch; Triton's launcher build failing in its compiler
    "operator torchvision::", "returned non-zero exit status", "PlatformEnum.",
    # a multimodal item larger than a step's token budget
    "max_tokens_per_mm_item (",
    # a backend the launch forced, refused for this configuration
    "is not valid for this configuration",
    # a quantized checkpoint's companion tensor in a load_weights KeyError (weight_key_error)
    "_scale", "g_idx", "qweight", "qzeros", "scales", "zero_point", "quant_bias", "weight_offset", "experts.w",
    "_packed'", "weight_shape'",
    # a transformers upgrade said (transformers_upgrade_said)
    "upgrading transformers", "upgraded transformers", "updating transformers", "updated transformers",
    "transformers upgrade", "Upgrading transformers", "Upgraded transformers", "Updating transformers",
    # xformers' flash-attn range check (xformers_flash_attn_version); CPython's unbound local (python_unbound_local)
    "referenced before assignment", "where it is not associated with a value",
    "Requires Flash-Attention version",
    # nvcc's banner (nvcc_banner); a precompiled build said (aot_build_said)
    "Cuda compiler driver", "Cuda compilation tools", "AOT wheel", "AOT build", "aot wheel",
    # a reporter's bisection in words (earlier_build_worked), or to a pull request (regressing_change_named)
    "refactor", "introduced by", "introduced in", "broken by", "broken since", "broken in", "broke in", "regression from",
    "regression in", "regression since", "regression introduced", "regressed in", "regressed by", "regressed from",
    "regressed since",
    "older vLLM", "older vllm", "previous vLLM", "previous vllm", "earlier vLLM", "earlier vllm", "the previous release",
    "the previous version", "an older release", "an older version", "an older build", "since upgrading",
    "after upgrading", "after updating",
    # the shell's word for a process the kernel's OOM killer ended (SIGKILL)
    "Killed",
    # the launch's sizes as keys of a YAML config (vLLM's --config file, a framework's worker block)
    "model-len:", "model_len:", "num-seqs:", "num_seqs:", "parallel-size:", "parallel_size:",
    # ... and as a settings block's or env file's assignments ("tensor_parallel_size=8", "MAX_MODEL_LEN=2048")
    "model_len=", "MODEL_LEN=", "num_seqs=", "NUM_SEQS=", "parallel_size=", "PARALLEL_SIZE=", "batched_tokens:",
    "batched_tokens=", "BATCHED_TOKENS=", "MEMORY_UTILIZATION=",
    # ... and as a JSON object's or a Python dict's quoted keys ('"max_model_len": 4200,' in a run's artifact)
    'max_model_len":', "max_model_len':", 'max_num_seqs":', "max_num_seqs':", 'parallel_size":', "parallel_size':",
    'max_num_batched_tokens":', "max_num_batched_tokens':",
    # the Ascend runtime's invalid device (invalid_device_ordinal); libtpu's chips held by another process
    "Set visible device failed", "TPU initialization failed", "TPU is already in use", "libtpu multi-process lockfile",
    # the CUDA-graph memory profiling's frame (cudagraph_profiling_frame)
    "profile_cudagraph_memory",
    # vLLM's sleep mode waking up (sleep_wake_up)
    "wake_up",
    # the kernel's OOM report's first line (host_oom_killer_kernel)
    "invoked oom-killer",
    # an attribute asked of the platform vLLM fell back to (platform_unspecified_attribute)
    "'UnspecifiedPlatform' object",
    # WSL2 named; PyTorch's expandable segments switched on (wsl_named, expandable_segments_on)
    "WSL", "expandable_segments",
    # a launch script's abbreviated utilization variable (utilization_assignment)
    "MEM_UTIL", "mem_util", "MEMORY_UTIL=", "mem-util ",
    # pickle refusing a locally defined object (local_object_unpicklable)
    "<locals>",
    # the capitals of a title's OOM, ROCm's out-of-resources status (oom_in_prose)
    "UT OF MEMORY", "HSA_STATUS_ERROR_OUT_OF_RESOURCES",
    # a weight's KeyError retold in a sentence (weight_key_error)
    "KeyError on", "KeyError for",
    # the official image's tag (image_tag_version)
    "vllm/vllm-openai:",
    # engines sharing one card, named by what runs them (colocated_instances)
    "containers on", "LLM classes",
    # NVML's refusal of a device index (invalid_device_ordinal); a TP size of 0 divided by (tp_size_zero)
    "NVMLError_InvalidArgument", "ZeroDivisionError",
    # torch's pointer to the capture errors' enum, its refusal of the default stream (cuda_graph_capture_sync)
    "cudaErrorStreamCapture", "CUDA graphs must be captured on a non-default",
    # a kernel's JIT build failing under ninja (jit_build_failed)
    "Ninja build failed", "Error building extension",
    # the CUDA runtime's enum name for a missing kernel image (cuda_no_kernel_image)
    "cudaErrorNoKernelImageForDevice",
    # vLLM's short parallel flags in a sentence (parallel_flag_in_prose)
    "-tp ", "-pp ",
    # Gaudi's bridge refusing a collective in an HPU graph (hpu_graph_collective)
    "collective nonSFG is not supported",
    # the CPU worker's memory gates (cpu_startup_memory_low, cpu_kv_allocation_low)
    "desired CPU memory utilization", "requested memory for kv",
    # torch's CUDA IPC refused pidfd_getfd, a container running vLLM's flag as its program
    # (container_runtime_incompatible)
    "pidfd_getfd", "pidfd_open", "executable file",
    # vLLM's Ray executor without Ray (ray_import_failed)
    "Ray is not installed", "Failed to import Ray",
    # Triton without a target for the GPU (triton_attention_unsupported_target)
    "unsupported target",
    # NCCL's CUDA check failing on peer access (nccl_peer_access_unsupported); NVSHMEM's and DeepEP's own checks
    "non-zero status:", "Failed: CUDA error", "name: EADDRINUSE",
    "peer access is not supported",
    # torch refusing a PYTORCH_CUDA_ALLOC_CONF key (allocator_option_unrecognized)
    "Unrecognized CachingAllocator option",
    # the runtime's unknown error under a graph capture (cuda_graph_capture_unknown_error)
    "unknown error",
    # the runtime refusing an argument under a graph capture (cuda_graph_capture_invalid_argument)
    "CUDA error: invalid ",
    # a backend's guard against a feature it crashes on for a GPU (attention_backend_gpu_feature_guard)
    "currently crashes with",
    # torch 2.12's fullgraph check (dynamo_fullgraph_nothing_compiled)
    "found no compiled frames",
    # a worker's exception line (worker_exception_line)
    "WorkerProc hit an exception",
    # a CUDA library header missing in a JIT build (cuda_toolkit_header_missing)
    ".h: No such file",
    # GLM-4.xV's video processor refusing vLLM's dummy video (glm_dummy_video_frames)
    "temporal_factor",
    # transformers' refusal of a remote-code file the repository lacks (remote_code_file_missing)
    "does not appear to have a file named",
    # transformers unable to build the fast tokenizer (fast_tokenizer_unbuilt)
    "instantiate the backend tokenizer",
    # vLLM refusing a visible-devices variable set to ""; torch refusing UnspecifiedPlatform's empty device type
    # (no_gpu_visible)
    "is set to empty string", "Device string must not be empty",
    # vLLM on an Intel GPU (xpu_platform_named)
    *_XPU_ANCHORS,
)  # fmt: skip


@frozen
class LogPattern:
    name: str  # unique; shown in StartupRecord.version_evidence / matches
    role: str  # "message" | "context" | "wording"
    kind: str  # message: the message_kind; context: what the line is; wording: the trait
    anchors: tuple[str, ...]
    regex: re.Pattern[str]
    releases: ReleaseRange | None = None  # releases that print this (None: no release information)
    engine: str | None = None  # "V0" / "V1" when only that engine prints it
    fields: tuple[re.Pattern[str], ...] = ()  # extra searches; their named groups are fields too
    end: re.Pattern[str] | None = None  # message: the message is complete when this matches its tail
    applies_to: str | None = None  # wording: the message kind or context row name it qualifies
    on: tuple[str, ...] = ("text",)  # wording: "text" (collapsed), "raw" (spaces as printed) or group names
    absent: ReleaseRange | None = None  # wording: releases implied when missing from a complete message
    sets: tuple[tuple[str, Any], ...] = ()  # record fields set when the row matches
    absent_sets: tuple[tuple[str, Any], ...] = ()  # wording: record fields set when the trait is missing
    priority: int = 1  # context: a higher priority source wins for the same field
    # context: "cli" / "arg_dict" / "cli_spans" (args.py) instead of named groups; "one_value": the named groups, only
    # on a line where the regex finds one distinct value
    handler: str | None = None
    scan: tuple[str, ...] = ()  # SCAN_ANCHORS every matching line holds, when no anchor contains one
    # context: read on the whole line even where a message the line holds is read alone (the paste's own words beside
    # a quoted error, "| both at once | ... ValueError: No available memory ...")
    whole_line: bool = False
    source: str = ""


def _rx(pattern: str) -> re.Pattern[str]:
    """Compile a pattern written with single spaces; each space becomes an optional space."""
    return LazyRegex(pattern.replace(" ", " ?"))


def _rxi(pattern: str) -> re.Pattern[str]:
    """``_rx``, ignoring case (for a message with no unit whose case a paste may have changed)."""
    return LazyRegex(pattern.replace(" ", " ?"), re.IGNORECASE)


def _r(text: str) -> ReleaseRange:
    return ReleaseRange.parse(text)


NUM = r"(?<![\w.])-?\d{1,9}(?:\.\d{1,17})?"  # a printed float (GiB, up to the 17 digits of repr), possibly negative; never a cut tail nor the end of 1e400
INT = r"\d{1,12}"
# the build a reporter names between "worked on" and its number: "worked perfectly on a recent development build
# (v0.19.1.dev6+g6d4a8e6d2)" (vllm#40591), "works with the previous release v0.24.0"
_WORKING_BUILD = (r"(?:(?:a|the) (?:recent |previous |earlier |older |last )?(?:development |dev |nightly |stable )?"
                  r"(?:build|release|version|image|wheel) \(?)?")
CINT = r"(?:\d{1,3}(?:,\d{3}){1,5}|\d{1,12})"  # an int with or without thousands separators
# the packages whose names vLLM, a plugin or a model's code imports by name (the vllm_import_name_missing row): vLLM
# itself and its plugins (vllm_ascend, vllm_omni, ...), and what vLLM builds on
# (the packages vLLM's own code imports and pins by release: its requirements/*.txt and the kernels' DSLs, CUTLASS's
# CuTe DSL as "cutlass" (nvidia-cutlass-dsl), DeepGEMM, DeepEP, ROCm's aiter, mistral_common, compressed_tensors, the
# structured-output back-ends)
_IMPORTED_PACKAGES = (r"(?:vllm|vllm_\w{1,30}|transformers|huggingface_hub|tokenizers|torch|triton|flashinfer|xformers|"
                      r"flash_attn|accelerate|peft|safetensors|cutlass|deep_gemm|deep_ep|aiter|mistral_common|"
                      r"compressed_tensors|xgrammar|outlines|llguidance|gguf|bitsandbytes|torchvision|torchaudio|"
                      # (the platforms' own torch extensions, which vLLM's platform plugins import by name: Ascend's
                      # torch_npu, TPU's torch_xla, Intel's IPEX, Gaudi's habana_frameworks)
                      r"torch_npu|torch_xla|intel_extension_for_pytorch|habana_frameworks|"
                      # (and what vLLM's serving front end and engine import from its requirements/common.txt:
                      # openai's types for its protocol classes, openai_harmony, pydantic, fastapi / starlette,
                      # prometheus_client, msgspec, pyzmq, numpy, Ray; and cupy, NIXL and LMCache under its KV
                      # connectors)
                      r"openai|openai_harmony|pydantic|pydantic_core|fastapi|starlette|prometheus_client|msgspec|zmq|"
                      r"numpy|ray|cupy|nixl|lmcache|anthropic|mcp|partial_json_parser|lmformatenforcer|outlines_core|"
                      # (the trainers whose classes vLLM loads by their qualified name, --worker-extension-cls /
                      # worker_extension_cls and --worker-cls (config/parallel.py, resolved with resolve_obj_by_qualname
                      # in v1/worker/worker_base.py): trl's WeightSyncWorkerExtension, verl's, OpenRLHF's, ms-swift's;
                      # and the media libraries vLLM's multimodal processors import: tiktoken, sentencepiece, PIL,
                      # librosa, soundfile, timm, einops; OpenCV's cv2, which vLLM's video loader and mistral_common's
                      # image code import)
                      r"trl|verl|openrlhf|swift|unsloth|unsloth_zoo|tiktoken|sentencepiece|PIL|librosa|soundfile|timm|cv2|"
                      r"einops|"
                      # (and the small libraries of vLLM's requirements/common.txt its own modules import names from:
                      # typing_extensions (vllm/utils.py: TypeIs, from 4.10), packaging, psutil, aiohttp, requests,
                      # filelock, cloudpickle, regex, blake3)
                      r"typing_extensions|packaging|psutil|aiohttp|requests|filelock|cloudpickle|regex|blake3|"
                      # (Apple silicon's plugin, vllm-metal, runs on MLX: mlx, mlx_lm, mlx_vlm)
                      r"mlx|mlx_lm|mlx_vlm|"
                      # (and ModelScope's hub client, which vLLM imports under VLLM_USE_MODELSCOPE=True for its
                      # snapshot_download and file lists: transformers_utils/, model_loader/weight_utils.py)
                      r"modelscope)")

# the words for the kernels' warm-up and autotuning in compile_or_warm_up_model (FlashInfer, DeepGEMM, Triton), which
# runs after the KV cache took its share, before the sampler's (v1/worker/gpu_worker.py::compile_or_warm_up_model):
# logs/builder.py places a reporter's OOM there, kvroom.fixes reads the warm-up's fixes from them
# (and DeepGEMM's, which vLLM's progress bar names, "DeepGemm(m_grouped_fp8_gemm_nt_contiguous) warmup (W=...)"
# (model_executor/warmup/deep_gemm_warmup.py), and a reporter after it, "deepgemm warmup OOM")
KERNEL_WARM_UP = (r"kernel warm-?up|warm-?up (?:of )?(?:the )?kernels|autotun\w{0,4} warm-?up"
                  r"|deep_?gemm(?:\(\w{1,60}\))? warm-?up")
# CPython's TypeError for a call whose arguments do not fit the callee's signature (Python/ceval.c, Objects/call.c),
# after "callee() ": read by the call_signature_mismatch row and, with a platform plugin's frame innermost, by
# logs/builder.py _plugin_signature_mismatch (which also takes the unexpected keyword)
SIGNATURE_REFUSAL = (r"takes (?:from \d{1,3} to )?\d{1,3} positional arguments? but \d{1,3} (?:were|was) given"
                     r"|got multiple values for (?:keyword )?argument '\w{1,80}'"
                     r"|missing \d{1,3} required (?:positional|keyword-only) arguments?:")
# the OS refusing a write for want of disk: ENOSPC and EDQUOT as Python prints them (OSError's strerror)
DISK_FULL_RE = LazyRegex(r"No space left on device|Disk quota exceeded")
_DOCS = r"docs\.vllm\.ai"
_ENGINE_END = _rx(r"(?:initializing the engine\.|for more details\.|the engine \(this flag[^)]{0,120}\)\.)$")

# torch's OOM figures quoted inside a sentence with "..." for the words after the request ('... OOMs during
# cudagraph_memory profiling ("Tried to allocate 1.56 GiB ... 558.56 MiB free")'): the oom row reads it, and
# logs/builder.py takes such a quotation without torch's head as an author's account (weak)
ELIDED_TORCH_QUOTE = rf"[(\"'`\u201c]Tried to allocate {NUM} (?:[KMGT]iB|bytes)\.? ?(?:\.{{3}}|\u2026)"

# fmt: off
PATTERNS: tuple[LogPattern, ...] = (
    # ------------------------------------------------------------------ failure messages (spec §4.4, §9, §7.1, §1.5)
    LogPattern(
        "kv_cache_too_small", "message", "kv_cache_too_small",
        anchors=("seq len", "GiB KV cache is needed", "GB KV cache is needed", "larger than the available KV cache memory",
                 # (and the sentence's middle alone, its figures elided: "`... KV cache is needed, larger than
                 # available`", a troubleshooting table's cell)
                 "KV cache is needed, "),
        # also as a reporter shortens it: "1.75 GiB KV cache is needed, available 0.13 GiB" (allenai/olmocr#269), "KV
        # cache is needed ... larger than the available KV cache memory (0.8 GiB)" (cyysky's results table)
        # (and quoted with the words between its figures elided, "2.3 GiB KV cache is needed … available 1.52 GiB …
        # estimated maximum model length is 19600", alex-ritchie/rag-mlsys)
        regex=_rx(r"To serve at least one request|KV cache is needed, (?:which is )?larger|KV cache is needed, available"
                  r"|larger than the available KV cache memory \(|KV cache is needed,? ?(?:\.{3}|\u2026|\[(?:\.{3}|\u2026)\])"
                  r" ?(?:which is )?(?:larger than )?(?:the )?available\b"),
        releases=_r("0.7.0+"), engine="V1",
        fields=(
            _rx(r"(?P<_spelling>models?'s) max seq len"),
            # (and as a reporter retells it without the parentheses: "To serve at least one request with max seq len
            # 196608, 11.62 GiB KV cache is needed, larger than available KV cache memory 1.56 GiB.")
            _rx(rf"max seq len \((?P<max_seq_len>{INT})\)"),
            _rx(rf"max seq len (?P<max_seq_len>{INT}),"),
            _rx(rf"(?P<needed_gib>{NUM}) (?P<_unit>GiB|GB) KV cache is needed"),
            _rx(rf"available KV cache memory \(?(?P<available_gib>{NUM}) (?:GiB|GB)\b"),
            # (an author's summary of several ranks' messages as a range, "(48.82\u201349.66 GiB per rank)": each
            # worker checks its own memory (get_kv_cache_configs calls the check once per worker's available memory),
            # so the rank with the least is the one that refuses: the range's low end)
            _rx(rf"available KV cache memory \((?P<available_gib>{NUM}) ?[\u2013-] ?{NUM} (?:GiB|GB)\b"),
            _rx(rf"KV cache is needed, available (?P<available_gib>{NUM}) (?:GiB|GB)\b"),
            _rx(rf"KV cache is needed,? ?(?:\.{{3}}|\u2026|\[(?:\.{{3}}|\u2026)\]) ?(?:which is )?(?:larger than )?(?:the )?"
                rf"available (?:KV cache memory )?\(?(?P<available_gib>{NUM}) (?:GiB|GB)\b"),
            _rx(rf"KV cache is needed, (?:which is )?larger than (?:the )?available \((?P<available_gib>{NUM}) (?:GiB|GB)\)"),
            # (an author's shortening of both figures, the words "KV cache" and the parentheses dropped: "0.22 GiB is
            # needed, which is larger than the available 0.22 GiB", vllm-metal#575)
            _rx(rf"(?P<needed_gib>{NUM}) (?:GiB|GB) (?:KV cache )?is needed, which is larger than the available "
                rf"(?P<available_gib>{NUM}) (?:GiB|GB)\b"),
            # (the sentence's period, after a closing backtick or quote where a paste wraps the message in them)
            # (and an author's retelling that starts the sentence with it, "Estimated maximum model length is 57344.")
            # (or its closing quote alone, where a quotation of the message ends at the figure: '... is 19600" |')
            _rx(rf"[Ee]stimated maximum model length is (?P<estimated_max_model_len>{CINT})(?:[`'\"]?\.|[`'\"\u201d])"),
            # (or the line's end, where the paste stops at the figure, LMCache#1372: a figure the paste may have cut,
            # taken by logs/builder.py only when the message's other figures bear it out)
            _rx(rf"[Ee]stimated maximum model length is (?P<_estimate_at_end>{CINT})$"),
            # (and retold as an approximation, "Estimated maximum model length \u2248 937088.": the figure as vLLM printed it)
            _rx(rf"[Ee]stimated maximum model length (?:is )?(?:~|\u2248) ?(?P<estimated_max_model_len>{CINT})\b"),
        ),
        end=_ENGINE_END, source="§4.4 vllm/v1/core/kv_cache_utils.py::check_enough_kv_cache_memory",
    ),
    # the same message as a reporter shortens it to its last figure ("ValueError: ... estimated maximum model length is
    # 1840"): "Based on the available memory, the estimated maximum model length is {estimated_max_len}." is printed
    # only inside it (v1/core/kv_cache_utils.py::check_enough_kv_cache_memory 0.8.5-0.32.x, v1/core/
    # kv_cache_planning.py 0.33.0); logs/builder.py reads the full text instead when the paste has it too
    LogPattern(
        "kv_cache_too_small_tail", "message", "kv_cache_too_small",
        anchors=("estimated maximum model length",),
        # (vLLM prints the length bare; a reporter may write it with thousands separators, "154,496")
        # (and retold in a table, "estimated maximum model length ~177728")
        regex=_rx(rf"estimated maximum model length (?:is )?~?(?P<estimated_max_model_len>{CINT})\b"),
        releases=_r("0.8.5+"), engine="V1",
        end=_ENGINE_END,  # the whole message's end: a wrapped whole message is joined as the kv_cache_too_small row joins it
        source="§4.4 vllm/v1/core/kv_cache_utils.py::check_enough_kv_cache_memory (0.8.5-0.32); "
               "kv_cache_planning.py (0.33.0)",
    ),
    LogPattern(
        "kv_cache_too_small_v0", "message", "kv_cache_too_small_v0",
        # the message's text after its head is the same in every V0 release (§9: "The model's max seq len ({L}) is
        # larger than the maximum number of tokens that can be stored in KV cache ({Y})"), so that clause is an
        # anchor and carries max_seq_len too: a head retyped by the reporter ("max sew len", langchain#17906) or
        # cut off still yields both numbers
        anchors=("seq len", "stored in KV cache"),
        regex=_rx(r"larger than the maximum number of tokens|tokens that can be stored in KV cache"),
        releases=_r("<=0.10.2"), engine="V0",
        fields=(
            _rx(r"(?P<_spelling>models?'s) max seq len"),
            _rx(rf"max seq len \((?P<max_seq_len>{INT})\) is larger"),
            _rx(rf"\((?P<max_seq_len>{INT})\) is larger than the maximum number of tokens that can be stored"),
            _rx(rf"stored in KV cache \((?P<max_kv_tokens>{INT})\)"),
        ),
        end=_ENGINE_END, source="§9 vllm/worker/worker.py::raise_if_cache_size_invalid (and cpu/xpu workers)",
    ),
    LogPattern(
        "no_kv_memory", "message", "no_kv_memory",
        # (also retyped in lower case in prose, "received the error no available memory for the cache blocks",
        # pat-jj/s3#10)
        anchors=("No available memory for the cache", "no available memory for the cache"),
        regex=_rx(r"[Nn]o available memory for the cache blocks"),
        end=_rx(r"(?:the engine\.|for more details\.|despite its name\)\.|VLLM_CPU_KVCACHE_SPACE`?\.?)$"),
        source="§4.4 / §9 check_enough_kv_cache_memory, raise_if_cache_size_invalid",
    ),
    # vllm-metal's (Apple Silicon) paged-attention planner refusing a KV budget it computed negative: "ValueError:
    # Paged attention: not enough Metal memory for KV cache. metal_limit=5.73GB, fraction=0.15, usable_metal=0.86GB,
    # model_memory=0.34GB, overhead=1.42GB, kv_budget=-0.89GB." (vllm_metal cache_policy.py; the fraction is
    # --gpu-memory-utilization unless VLLM_METAL_MEMORY_FRACTION sets it): the share of the Metal limit minus the model
    # and the overhead, as V1's profile leaves it on a GPU
    LogPattern(
        "metal_kv_budget_negative", "message", "kv_memory_negative",
        anchors=("not enough Metal memory for KV cache",),
        regex=_rx(r"not enough Metal memory for KV cache"),
        fields=(_rx(rf"metal_limit=(?P<total_gib>{NUM}) ?GB"), _rx(rf"fraction=(?P<gpu_memory_utilization>{NUM})\b"),
                _rx(rf"model_memory=(?P<weights_gib>{NUM}) ?GB"), _rx(rf"kv_budget=(?P<available_gib>{NUM}) ?GB")),
        end=_rx(rf"kv_budget={NUM} ?GB\.?$"),
        source="vllm-project/vllm-metal cache_policy.py (the paged-attention KV planner)",
    ),
    LogPattern(
        "free_memory_low", "message", "free_memory_low",
        # (an issue title may lower-case its first letter: "... startup：free memory on device cuda:0 (46.95/79.18 GiB)")
        anchors=("Free memory on", "free memory on", "less than desired GPU memory utilization"),
        # also as reporters shorten it: "Free memory on cuda:0 (38.74/121.63 GiB) < desired utilization (0.35, 42.57
        # GiB)" (rwlove/home-ops#13221), "... is less than desired GPU memory utilization (0.8)" (verl#4229); and
        # the 0.3x variant for weights held by another process: "... on startup is less than the engine's budget
        # after excluding external process's weights (U, X GiB)" (v1/worker/utils.py::request_memory). vLLM's INFO
        # line after a start, "Free memory on device (F/T GiB) on startup. Desired GPU memory utilization is (U, R
        # GiB). ...", has neither "<" nor "is less than" (club-3090#1087)
        # (and the message's tail with its two figures after a reporter's elision of the free ones, "Free memory on
        # device … less than desired GPU memory utilization (0.85, 108.8 GiB)", amdeai's notes: those words and
        # figures are printed only by this check)
        regex=_rx(r"is less than (?:the )?desired GPU memory utilization|is less than the engine's budget after excluding"
                  rf"|less than (?:the )?desired GPU memory utilization \({NUM}, {NUM} GiB\)"
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\)(?: on startup)? "
                  r"(?:<|is less than) (?:the )?desired (?:GPU memory )?utilization"
                  # the head alone, quoted up to its numbers ("The ValueError text was `Free memory on device cuda:0
                  # (55.87/119.56 GiB)`", vllm#48140): the INFO line goes on with " on startup. Desired ..."
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\)(?:[`'\"]|$)"
                  # a reporter's elision between the two figures ("Free memory on device cuda:0 (72.22/121.69 GiB)
                  # ... less than desired (0.6, 73.01 GiB)", lobes-cli's notes)
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\) ?(?:\.\.\.|\u2026) "
                  r"(?:is )?less than (?:the )?desired"
                  # (and elided from its head, "Free memory ... less than desired GPU memory utilization", a launch
                  # script's comment quoting the refusal: those words are this check's alone)
                  r"|[Ff]ree memory (?:\.\.\.|\u2026) ?(?:is )?less than (?:the )?desired GPU memory utilization"
                  # a table's or a note's shortening, the words between cut ("Free memory on device (54.42/61.27 GiB)
                  # less than desired", chiro2001's A3 notes)
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\)(?: on startup)? "
                  r"(?:is )?less than desired\b"
                  # (and the share written bare after "desired": "... (2.86/31.86 GiB) < desired 0.9 (28.67 GiB)",
                  # navimed-umb's script comment)
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\)(?: on startup)? "
                  rf"(?:<|is less than) desired {NUM} \({NUM} GiB\)"
                  # (and a stored comment cut inside the total, the free figure whole: "... dies with `ValueError: Free
                  # memory on device cuda:0 (40.81/9" as the paste's last words, vllm#35676)
                  rf"|ValueError: [Ff]ree memory on device [A-Za-z][\w:.-]{{0,31}} \({NUM}/\d{{0,4}}$"
                  # (and retold with both figure groups kept and the words between them the teller's own: "Free memory
                  # on cuda:1 (5.31/23.56 GiB) less than gpu_memory_utilization (0.8, 18.85 GiB)", a Go comment in
                  # erans/vllm-jukebox: the pair "(F/T GiB)" then "(U, R GiB)" is this check's alone)
                  rf"|[Ff]ree memory on (?:device )?(?:[A-Za-z][\w:.-]{{0,31}} )?\({NUM}/{NUM} GiB\)[^()\n]{{0,40}}?"
                  rf"(?:<|less than|lower than|below|under)[^()\n]{{0,50}}?\({NUM}, {NUM} GiB\)"),
        releases=_r("0.9.1+"), engine="V1",
        fields=(
            _rx(rf"[Ff]ree memory on (?:device )?(?:(?P<_device>[A-Za-z][\w:.-]{{0,31}}) )?\((?P<free_gib>{NUM})/(?P<total_gib>{NUM}) GiB\)"),
            _rx(rf"[Ff]ree memory on device (?P<_device>[A-Za-z][\w:.-]{{0,31}}) \((?P<free_gib>{NUM})/\d{{0,4}}$"),
            _rx(rf"desired (?:GPU memory )?utilization \((?P<gpu_memory_utilization>{NUM})(?:, (?P<requested_gib>{NUM}) GiB)?\)"),
            _rx(rf"less than desired \((?P<gpu_memory_utilization>{NUM}), (?P<requested_gib>{NUM}) GiB\)"),
            # (and the share left out, the bytes kept: "... is less than desired (21.32 GiB)", a build note's retelling)
            _rx(rf"less than desired \((?P<requested_gib>{NUM}) GiB\)"),
            _rx(rf"(?:<|less than) desired (?P<gpu_memory_utilization>{NUM}) \((?P<requested_gib>{NUM}) GiB\)"),
            # a title cut after the utilization's comma ("... utilization (0.6, "): the figure is whole
            _rx(rf"desired (?:GPU memory )?utilization \((?P<gpu_memory_utilization>{NUM}),(?: ?$| [^\d ])"),
            _rx(rf"excluding external process's weights \((?P<gpu_memory_utilization>{NUM}), (?P<requested_gib>{NUM}) GiB\)"),
            _rx(rf"GiB\)[^()\n]{{0,40}}?(?:<|less than|lower than|below|under)[^()\n]{{0,50}}?\("
                rf"(?P<gpu_memory_utilization>{NUM}), "
                rf"(?P<requested_gib>{NUM}) GiB\)"),
        ),
        end=_rx(r"(?:other processes\.|GiB\)\.)$"),
        source="§7.1 vllm/v1/worker/gpu_worker.py::init_device / request_memory",
    ),
    # the CPU backend's own gates (vllm/v1/worker/cpu_worker.py, 0.20.0-0.33.0 sdists; the 0.32.0 wheel read): at start
    # the worker reserves requested = ceil(MemTotal of its NUMA node x gpu_memory_utilization) (on the CPU backend the
    # flag is the share of the node's RAM) and refuses when that exceeds the node's MemAvailable, unless the KV size is
    # explicit (--kv-cache-memory-bytes, VLLM_CPU_KVCACHE_SPACE): "Available memory on node 0 (22.1/62.5 GiB) on startup
    # is less than desired CPU memory utilization (0.9, 56.25 GiB). Decrease --gpu-memory-utilization or reduce CPU
    # memory used by other processes." (CPUWorker.__init__; 0.22+ adds that the flag means CPU memory here): the
    # free-memory gate of the GPU worker, on RAM
    LogPattern(
        "cpu_startup_memory_low", "message", "free_memory_low",
        anchors=("on startup is less than desired CPU memory utilization",),
        regex=_rx(rf"Available memory on node \d{{1,3}} \({NUM}/{NUM} GiB\) on startup is less than desired CPU memory "
                  rf"utilization \({NUM}, {NUM} GiB\)"),
        releases=_r("0.20.0+"), engine="V1",
        fields=(_rx(rf"Available memory on node \d{{1,3}} \((?P<free_gib>{NUM})/(?P<total_gib>{NUM}) GiB\)"),
                _rx(rf"desired CPU memory utilization \((?P<gpu_memory_utilization>{NUM}), (?P<requested_gib>{NUM}) GiB\)")),
        end=_rx(r"(?:other processes\.|GiB\)\.)$"),
        source="vllm/v1/worker/cpu_worker.py::CPUWorker.__init__ (0.20.0-0.32.0)",
    ),
    # ... and when the KV cache is sized (CPUWorker.determine_available_memory, 0.20.0-0.33.0): with the size
    # automatic, kv = requested - the process's RSS after loading and warm-up (weights and runtime), refused when kv <= 0
    # or kv > the node's MemAvailable then: "Available memory on node 0 (149.11/692.65 GiB) on kv cache allocation is
    # less than requested memory for kv (206.54/207.8 GiB). Reduce CPU memory used by other processes." (kv/requested);
    # with the size explicit, refused when it exceeds MemAvailable: "... requested memory for kv (12.0 GiB). Decrease
    # --kv-cache-memory-bytes, VLLM_CPU_KVCACHE_SPACE, or reduce CPU memory used by other processes."
    LogPattern(
        "cpu_kv_allocation_low", "message", "vllm_check_failed",
        anchors=("on kv cache allocation is less than requested memory for kv",),
        regex=_rx(rf"Available memory on node \d{{1,3}} \({NUM}/{NUM} GiB\) on kv cache allocation is less than "
                  rf"requested memory for kv \({NUM}(?:/{NUM})? GiB\)"),
        releases=_r("0.20.0+"), engine="V1",
        fields=(_rx(rf"Available memory on node \d{{1,3}} \((?P<free_gib>{NUM})/(?P<total_gib>{NUM}) GiB\)"),
                _rx(rf"requested memory for kv \((?P<requested_gib>{NUM})(?:/(?P<cpu_reserved_gib>{NUM}))? GiB\)")),
        end=_rx(r"(?:other processes\.|GiB\)\.)$"),
        source="vllm/v1/worker/cpu_worker.py::CPUWorker.determine_available_memory (0.20.0-0.33.0)",
    ),
    LogPattern(
        "mamba_blocks", "message", "mamba_blocks",
        anchors=("Mamba cache blocks",),
        regex=_rx(r"exceeds available Mamba cache blocks"),
        # each number on its own: a message pasted in part keeps the number that is there (issue 10)
        fields=(_rx(rf"max_num_seqs \((?P<max_num_seqs>{INT})\) exceeds"),
                _rx(rf"available Mamba cache blocks \((?P<mamba_blocks>{INT})\)")),
        end=_rx(r"\)\.?"),
        source="hybrid Mamba models: max_num_seqs larger than the Mamba state blocks",
    ),
    # torch's allocator error (c10/cuda/CUDACachingAllocator.cpp), two wordings:
    #   torch >= 2.1: "CUDA out of memory. Tried to allocate X. GPU N has a total capac(i)ty of T of which F is free.
    #     [Process P has X memory in use.]... [Including non-PyTorch memory, this process has X memory in use.] Of the
    #     allocated memory A is allocated by PyTorch, and R is reserved by PyTorch but unallocated." -- one "Process P"
    #     sentence per other process NVML lists; inside a container NVML's pid is not getpid(), so this process too
    #     is listed as "Process P" and the "this process" sentence is missing (MiniCPM-V#612, dots.ocr#196);
    #   torch < 2.1: "Tried to allocate X (GPU N; T total capacity; A already allocated; F free; R reserved in total by
    #     PyTorch)" (vllm#783). The figures that say what this process held are read, for the other-process rule of
    #     kvroom.explain. A paste may start at "Tried to allocate X. GPU N has a total capacity of" (vllm#57595 quotes it
    #     so): that sentence is torch's alone, so it is recognized without the "CUDA out of memory." before it.
    LogPattern(
        "oom", "message", "oom_loading",
        # (and vLLM's own RuntimeErrors raised from torch.cuda.OutOfMemoryError while the model is being built, with
        # torch's text only in the exception they chain: "Failed to create unquantized linear weights. This may be
        # caused by insufficient memory to allocate the weight." (model_executor/layers/linear.py::
        # UnquantizedLinearMethod.create_weights) and "Failed to initialize q/k/v range constants. This may be caused by
        # insufficient memory to allocate kv cache." (attention/layer.py::Attention.__init__): the 0.11.0 source, absent
        # from 0.10.2 and 0.12.0; logs/builder.py places both in the loading phase)
        # (vLLM's "Failed to load model - not enough GPU memory." that V1's load_model logs over torch's OOM,
        # v1/worker/gpu_model_runner.py::load_model 0.13.0-0.33.0, torch's figures after it; Triton's launcher error
        # "Triton Error [CUDA]: out of memory", triton/backends/nvidia/driver.c, a kernel's launch or load failing)
        anchors=("out of memory", "OutOfMemoryError", "Tried to allocate",
                 "Failed to create unquantized linear weights", "Failed to initialize q/k/v range constants",
                 "not enough GPU memory", "Failed to apply for memory"),
        # (vLLM's sleep-mode allocator's own check, "CUDA Error: out of memory at .../csrc/cumem_allocator.cpp:62":
        # the CUDA driver's cuMemCreate refusing, csrc/cumem_allocator.cpp CUDA_CHECK)
        regex=_rx(rf"(?:CUDA|HIP|XPU|NPU) out of memory|OutOfMemoryError|out of memory\. Tried to allocate|CUDA error: out of memory"
                  r"|CUDA Error: out of memory at \S{0,200}cumem_allocator"
                  r"|Triton Error \[CUDA\]: out of memory|Failed to load model - not enough GPU memory"
                  # (Ascend's runtime refusing an allocation, printed under an ACL call torch_npu made: "[Error]: Failed
                  # to apply for memory." / "Check the remaining storage space in the hardware environment.")
                  r"|\[Error\]: ?Failed to apply for memory"
                  # (a paste may stop at the sentence's end without its period, "Error: RuntimeError: Failed to create
                  # unquantized linear weights", rand/maze's notes)
                  r"|Failed to create unquantized linear weights(?:\.|$)|Failed to initialize q/k/v range constants(?:\.|$)"
                  rf"|^Tried to allocate {NUM} (?:[KMGT]iB|bytes)\. GPU \d{{1,3}} has a total capac"
                  # the figure alone, as an issue title quotes it ("Memory error: Tried to allocate 1024.00 GiB",
                  # vllm#7590): capitalized "Tried to allocate" with a size is torch's CUDA-allocator OOM text only
                  # (the CPU allocator says "you tried to allocate")
                  rf"|(?:^|: )Tried to allocate {NUM} (?:[KMGT]iB|bytes)\.?$"
                  # torch's sentence opening the line after its exception type was taken off ("torch.OutOfMemoryError:
                  # Tried to allocate 2.37 GiB. GPU ..." quoted without "CUDA out of memory.")
                  # (also inside a code span whose backtick closes before the period: "`torch.OutOfMemoryError:
                  # Tried to allocate 784.00 MiB`. Raising ..."), or closing right after the size ("`torch.
                  # OutOfMemoryError: Tried to allocate 816.00 MiB` で engine init が落ちます")
                  rf"|^Tried to allocate {NUM} (?:[KMGT]iB|bytes)(?:`?\.(?: |$)|`)"
                  # (and quoted inside a sentence with its middle elided, "... OOMs during cudagraph_memory profiling
                  # ("Tried to allocate 1.56 GiB ... 558.56 MiB free")": torch's two figures, the words between cut)
                  r"|" + ELIDED_TORCH_QUOTE),
        fields=(
            _rx(rf"Tried to allocate (?P<tried_gib>{NUM}) (?P<_tried_gib_unit>[KMGT]iB|bytes)"),
            # (torch_npu, Ascend, prints torch 1.x's layout with "NPU N" and a "current active" figure before the free
            # one: "NPU out of memory. Tried to allocate 4.50 GiB (NPU 1; 60.96 GiB total capacity; 52.87 GiB already
            # allocated; 52.87 GiB current active; 2.77 GiB free; 56.89 GiB reserved in total by PyTorch)")
            # (the index can be missing: "GPU  has a total capacity of 23.68 GiB", axolotl#1971, torch 2.3)
            _rx(rf"(?:GPU|NPU) (?P<gpu_index>\d{{1,3}})?(?: has a total capac(?:i)?ty of|;) (?P<total_gib>{NUM}) (?P<_total_gib_unit>[KMGT]iB)"),
            _rx(rf"of which (?P<free_gib>{NUM}) (?P<_free_gib_unit>[KMGT]iB|bytes) is free"),
            # (the elided quotation's free figure, after its "..." : "... 558.56 MiB free")
            _rx(rf"Tried to allocate {NUM} (?:[KMGT]iB|bytes)\.? ?(?:\.{{3}}|\u2026) ?(?P<free_gib>{NUM}) "
                rf"(?P<_free_gib_unit>[KMGT]iB|bytes) (?:is )?free\b"),
            # (and a reporter's shortening of the same two figures: "GPU 1 has 23.56 GiB total, 1.08 GiB free",
            # "Tried to allocate 144 MiB. Of 23.52 GiB total, 76 MiB free.")
            _rx(rf"(?:GPU (?P<gpu_index>\d{{1,3}}) has|\b[Oo]f) (?P<total_gib>{NUM}) (?P<_total_gib_unit>[KMGT]iB) total[,;] "
                rf"(?P<free_gib>{NUM}) (?P<_free_gib_unit>[KMGT]iB|bytes) free\b"),
            _rx(rf"already allocated;(?: {NUM} (?:[KMGT]iB|bytes) current active;)? (?P<free_gib>{NUM}) (?P<_free_gib_unit>[KMGT]iB|bytes) free"),
            _rx(rf"this process has (?P<process_in_use_gib>{NUM}) (?P<_process_in_use_gib_unit>[KMGT]iB|bytes) memory in use"),
            _rx(rf"Of the allocated memory (?P<allocated_by_pytorch_gib>{NUM}) (?P<_allocated_by_pytorch_gib_unit>[KMGT]iB|bytes) is allocated by PyTorch"),
            _rx(rf"(?P<reserved_by_pytorch_gib>{NUM}) (?P<_reserved_by_pytorch_gib_unit>[KMGT]iB|bytes) reserved in total by PyTorch"),
            _rx(rf"and (?P<reserved_unallocated_gib>{NUM}) (?P<_reserved_unallocated_gib_unit>[KMGT]iB|bytes) is reserved by "
                r"PyTorch but unallocated"),
            # vLLM's own OOM sentence of the warm-up runs (v1/worker/gpu_model_runner.py::_dummy_sampler_run 0.8.0-0.33.0,
            # _dummy_pooler_run 0.9.2-0.33.0): "... when warming up sampler with {num_reqs} dummy requests" (max_num_seqs)
            # (a reporter's shortening may drop the "when": "CUDA out of memory ... warming up sampler with 256 dummy
            # requests")
            _rx(rf"(?:when )?warming up (?:sampler|pooler)[^\n]{{0,40}} with (?P<dummy_requests>{INT}) dummy requests"),
        ),
        end=LazyRegex(r"."),
        source="torch.OutOfMemoryError text (torch >= 2.1 and older '(GPU 0; X GiB total capacity; ...)')",
    ),
    LogPattern(
        "max_len_over_derived", "message", "max_len_over_derived",
        anchors=("User-specified max_model_len",),
        regex=_rx(r"User-specified max_model_len \(\d{1,12}\) is greater than the derived"),
        fields=(
            _rx(rf"User-specified max_model_len \((?P<max_model_len>{INT})\)"),
            _rx(r"derived max_model_len \((?P<derived_key>\w{1,64})=(?P<derived_max_model_len>\d{1,12}(?:\.\d{1,6})?|inf)"
                r" or model_max_length=(?P<model_max_length>\d{1,12}(?:\.\d{1,6})?|None) in model's config\.json\)"),
            # <= 0.4.x: "({K}={D} in model's config.json)", K may be None (vllm/config.py::_get_and_verify_max_len, 0.4.0)
            _rx(r"derived max_model_len \((?P<derived_key>\w{1,64})=(?P<derived_max_model_len>\d{1,12}(?:\.\d{1,6})?|inf)"
                r" in model's config\.json\)"),
            # an author's shortening that keeps the head and drops the key: "... the derived max_model_len (16384)"
            # (the row max_len_over_derived_short reads it without the head)
            _rx(r"derived max_model_len \((?P<derived_max_model_len>\d{1,12}(?:\.\d{1,6})?|inf)\)"),
            # or keeps the key and drops the rest: "... the derived max_model_len (max_position_embeddings=40960)"
            _rx(r"derived max_model_len \((?P<derived_key>\w{1,64})=(?P<derived_max_model_len>\d{1,12}(?:\.\d{1,6})?|inf)"
                r"\)"),
        ),
        end=_rx(r"(?:VLLM_ALLOW_LONG_MAX_MODEL_LEN=1\.?|out-of-bounds error\.|lead to nan\.|context size\.)$"),
        source="§1.5 vllm/config/model.py::_get_and_verify_max_len",
    ),
    # vLLM's length refusal as an author shortens it, the key and config.json left out: "max_model_len (32768) is
    # greater than the derived max_model_len (16384)" (the full text: "User-specified max_model_len (X) is greater than
    # the derived max_model_len (K=Y or model_max_length=M in model's config.json)", vllm/config.py /
    # config/model.py::_get_and_verify_max_len, 0.5.5-0.33.0, the row "max_len_over_derived"). That row comes first
    # in PATTERNS, so a line holding the full text is read by it; a full text on a later line replaces this reading
    # (logs/builder.py)
    LogPattern(
        "max_len_over_derived_short", "message", "max_len_over_derived",
        anchors=("greater than the derived max_model_len", "greater than derived max_model_len"),
        # (and retold without its "is" and "the": "max_model_len (32768) greater than derived max_model_len
        # (max_position_embeddings=8192)", chipi/podcast_scraper's model playbook)
        regex=_rx(rf"max_model_len \((?P<max_model_len>{INT})\) (?:is )?greater than (?:the )?derived max_model_len "
                  r"\((?:(?P<derived_key>\w{1,64})=)?(?P<derived_max_model_len>\d{1,12}(?:\.\d{1,6})?|inf)"
                  # the figure's own end, so a figure cut by the paste is not read
                  r"(?:\)| or model_max_length| in model's)"),
        end=LazyRegex(r"."),
        source="vllm/config/model.py::_get_and_verify_max_len (0.5.5-0.33.0), as authors shorten it",
    ),
    # the same refusal as reporters retell it with the config key for the derived length: "max_model_len is greater
    # than max_position=40960", "max_model_len (131072) is larger than max_position_embeddings (40960)" (the derived
    # length is max_position_embeddings for most models: _get_and_verify_max_len's possible_keys)
    LogPattern(
        "max_len_over_max_position", "message", "max_len_over_derived",
        anchors=("than max_position",),
        regex=_rx(rf"max_model_len(?: \((?P<max_model_len>{INT})\))?(?: is)? (?:greater|larger|longer) than "
                  rf"max_position(?:_embeddings)?(?: ?(?:=|\(|:) ?(?P<derived_max_model_len>{INT})(?![\d.]))?"),
        end=LazyRegex(r"."),
        source="vllm/config/model.py::_get_and_verify_max_len (0.5.5-0.33.0), as reporters retell it",
    ),

    # ------------------------------------------------------------------ issue 10: more startup failures
    LogPattern(
        "tp_not_divisible", "message", "tp_not_divisible",
        anchors=("must be divisible by tensor parallel size",),
        regex=_rx(rf"Total number of attention heads \((?P<num_attention_heads>{INT})\) must be divisible by tensor "
                  rf"parallel size \((?P<tensor_parallel_size>{INT})\)"
                  rf"|(?:^|[:(] ?){INT} attention heads must be divisible by tensor parallel size \({INT}\)"),
        # (and as a reporter shortens it, the figures kept: "64 attention heads must be divisible by tensor parallel size
        # (3)", linarism's cluster notes)
        fields=(_rx(rf"(?:^|[:(] ?)(?P<num_attention_heads>{INT}) attention heads must be divisible by tensor parallel "
                    rf"size \((?P<tensor_parallel_size>{INT})\)"),),
        end=LazyRegex(r"."),
        source="vllm/config.py::ModelConfig.verify_with_parallel_config (every release 0.1-0.33)",
    ),
    # vllm/distributed/utils.py::ensure_divisibility (every release; model_executor/parallel_utils/utils.py in 0.1.x):
    # `assert numerator % denominator == 0, "{} is not divisible by {}"`, reached through divide(x, tp_size) when a
    # layer splits heads / sizes over the tensor-parallel ranks (vllm#8097: a vision tower's 25 heads over TP 4).
    # The numerator is some layer's dimension (heads of a layer kvroom cannot name from the message): divided_size.
    LogPattern(
        "tp_divide_assertion", "message", "tp_not_divisible",
        anchors=("is not divisible by",),
        # the whole line (after the exception type is stripped): the assertion's text and nothing else; or, after its
        # exception type, the end of a line that quotes it ("... constraints: `AssertionError: 151552 is not divisible
        # by 6`", gpustack#3777)
        regex=_rx(rf"(?:^|AssertionError: )(?P<divided_size>{INT}) is not divisible by (?P<tensor_parallel_size>{INT})$"),
        end=LazyRegex(r"."),
        source="vllm/distributed/utils.py::ensure_divisibility via divide()",
    ),
    # No released wheel prints this message. The check is in ModelConfig.verify_with_parallel_config of every release up
    # to 0.5.0.post1 (vllm/config.py), but ParallelConfig.__init__ runs _verify_args first, which raises "Pipeline
    # parallelism is not supported yet." for any pipeline_parallel_size > 1 (the engine verifies the model against the
    # parallel config only after building both: EngineConfig.__post_init__ in the 0.5.0.post1 wheel); 0.5.1 removed
    # the check when layers began to be split unevenly (vllm/distributed/utils.py::get_pp_indices, vllm#6115). Checked
    # in the 0.2.6, 0.2.7, 0.5.0.post1 and 0.5.1 wheels. Kept for a build from source between those releases.
    LogPattern(
        "pp_not_divisible", "message", "pp_not_divisible",
        anchors=("must be divisible by pipeline parallel size",),
        regex=_rx(rf"Total number of hidden layers \((?P<num_hidden_layers>{INT})\) must be divisible by pipeline "
                  rf"parallel size \((?P<pipeline_parallel_size>{INT})\)"),
        end=LazyRegex(r"."),
        source="vllm/config.py::ModelConfig.verify_with_parallel_config (<= 0.5.0.post1, unreachable there: see above)",
    ),
    # The pipeline-size refusals released wheels do print:
    #   * "Pipeline parallelism is not supported yet." -- vllm/config.py::ParallelConfig._verify_args for any
    #     pipeline_parallel_size > 1 (0.1.x-0.5.0.post1; HabanaAI/vllm-fork#205 prints it from arg_utils'
    #     create_engine_config), and "Pipeline parallelism is not supported yet with multiprocessing." in 0.5.1 (PP
    #     then ran only on Ray; gone by 0.5.5, the next sampled wheel);
    #   * VLLM_PP_LAYER_PARTITION (the layers per stage, set by the user) that does not fit the pipeline size:
    #     vllm/distributed/utils.py::get_pp_indices raises "len(partitions)=N does not match pp_size=M." or
    #     "sum(partitions)=X does not match num_hidden_layers=Y." (0.5.5-0.33.0 sampled; not in 0.5.1). Beyond these,
    #     no release refuses a pipeline size by itself: get_pp_indices gives stages without layers when the size
    #     exceeds the layers.
    LogPattern(
        "pp_unsupported", "message", "pp_unsupported",
        anchors=("parallelism is not supported yet",),
        regex=_rx(r"Pipeline parallelism is not supported yet"),
        releases=_r("<=0.5.4"), end=LazyRegex(r"."),
        source="vllm/config.py::ParallelConfig._verify_args (<= 0.5.0.post1; 0.5.1 '... with multiprocessing')",
    ),
    # The V0 offline engine (vllm.LLM's LLMEngine.step) refuses pipeline parallelism; the async engine behind the
    # OpenAI server runs it (vllm/engine/llm_engine.py::LLMEngine.step, read in the 0.5.5-0.10.2 wheels; V1 has no
    # such refusal)
    LogPattern(
        "pp_sync_engine", "message", "pp_unsupported",
        anchors=("only supported through AsyncLLMEngine",),
        regex=_rx(r"Pipeline parallelism is only supported through AsyncLLMEngine"),
        releases=_r("0.5.5-0.10.2"), end=LazyRegex(r"."),
        source="vllm/engine/llm_engine.py::LLMEngine.step (0.5.5-0.10.2 wheels)",
    ),
    # a model class with no pipeline-parallel implementation reached by a PP launch: the model runner asks it for
    # make_empty_intermediate_tensors (SupportsPP, model_executor/models/interfaces.py; worker/model_runner.py 0.5.5+)
    # and Python refuses, "AttributeError: 'MixtralForCausalLM' object has no attribute 'make_empty_intermediate_
    # tensors'" (vllm#7474: Mixtral AWQ with --pipeline-parallel-size 2 on a release whose Mixtral had no PP)
    LogPattern(
        "pp_model_no_intermediate_tensors", "message", "pp_unsupported",
        anchors=("object has no attribute",),
        regex=_rx(r"'(?P<model_class>\w{1,80})' object has no attribute 'make_empty_intermediate_tensors'"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/interfaces.py SupportsPP; worker/model_runner.py (0.5.5+)",
    ),
    LogPattern(
        "pp_partition_size", "message", "pp_not_divisible",
        anchors=("partitions)=",),
        regex=_rx(rf"len\(partitions\)=(?P<pp_partition_count>{INT}) does not match pp_size=(?P<pipeline_parallel_size>{INT})"),
        releases=_r("0.5.2+"), end=LazyRegex(r"."),
        source="vllm/distributed/utils.py::get_pp_indices (VLLM_PP_LAYER_PARTITION, 0.5.5-0.33.0 sampled)",
    ),
    LogPattern(
        "pp_partition_layers", "message", "pp_not_divisible",
        anchors=("partitions)=",),
        regex=_rx(rf"sum\(partitions\)=(?P<pp_partition_layers>{INT}) does not match "
                  rf"num_hidden_layers=(?P<num_hidden_layers>{INT})"),
        releases=_r("0.5.2+"), end=LazyRegex(r"."),
        source="vllm/distributed/utils.py::get_pp_indices (VLLM_PP_LAYER_PARTITION, 0.5.5-0.33.0 sampled)",
    ),
    LogPattern(
        "dtype_unsupported", "message", "dtype_unsupported",
        # case-insensitive: the message is also pasted in lower case ("valueerror: bfloat16 is only supported on gpus
        # ... your tesla v100-sxm2-32gb gpu has compute capability 7.0.", OpenBuddy/OpenBuddy#45); it has no unit to
        # misread, so folding case changes nothing else
        # (and its words after "Bfloat16 is" alone, a quotation wrapped there in a script's comment: '... confirmado
        # ("Bfloat16 is' / '#     only supported on GPUs with compute capability of at least 8.0")': no other text of
        # vLLM's (0.2-0.33 sources) says "only supported on GPUs with compute capability")
        anchors=("Bfloat16 is only supported", "bfloat16 is only supported",
                 "only supported on GPUs with compute capability of at least 8"),
        # (and retyped with a sign: "... with compute capability \u2265 8.0", ">= 8.0")
        regex=_rxi(r"(?:Bfloat16 is |^(?:#{1,4} |// )?[\"'`(]?)only supported on GPUs with compute capability (?:of at least|\u2265|>=) "
                   r"?8\.0"),
        # each on its own: a pasted GPU name may be cut or elided ("Your NVIDIA GeForce RTX ..GPU has", OpenBMB/XAgent#379)
        fields=(_rxi(r"Your (?:b')?(?P<gpu_name>[^.\n]{1,80}?)'? GPU has compute capability"),
                _rxi(r"GPU has compute capability (?P<compute_capability>\d{1,2}\.\d{1,2})")),
        end=LazyRegex(r"."),
        source="vllm/worker/worker.py::_check_if_gpu_supports_dtype (<= 0.10), vllm/platforms/cuda.py (V1)",
    ),
    # the same refusal pasted from its last sentence only ("You can use float16 instead by explicitly setting the
    # `dtype` flag in CLI, for example: --dtype=half."): the sentence is this message's alone (worker.py::
    # _check_if_gpu_supports_dtype 0.5.5-0.10.2, v1/worker/gpu_worker.py 0.8.5, platforms/cuda.py, rocm.py, xpu.py
    # 0.14-0.33: "Bfloat16 is only supported on GPUs ... You can use float16 instead ...")
    LogPattern(
        "dtype_unsupported_hint", "message", "dtype_unsupported",
        anchors=("float16 instead",),
        regex=_rxi(r"You can use float16 instead by explicitly setting the ?`?dtype`? flag"),
        # (its line often carries the sentence before it, which names the GPU: the head row takes those figures)
        fields=(_rxi(r"Your (?:b')?(?P<gpu_name>[^.\n]{1,80}?)'? GPU has compute capability"),
                _rxi(r"GPU has compute capability (?P<compute_capability>\d{1,2}\.\d{1,2})")),
        end=LazyRegex(r"."),
        source="vllm/worker/worker.py::_check_if_gpu_supports_dtype, vllm/platforms/cuda.py::check_if_supports_dtype",
    ),
    # vLLM refuses float16 for the model types of its _FLOAT16_NOT_SUPPORTED_MODELS table, whatever the GPU: "The model
    # type {model_type!r} does not support float16. Reason: {reason}" (vllm/config.py::_check_valid_dtype 0.9.2-0.10.0,
    # config/__init__.py 0.10.1.1-0.10.2, config/model.py 0.11.0-0.33.0; absent from 0.9.0.1). The table: gemma2,
    # gemma3, plamo2, glm4 (0.9.2+), gemma3_text (0.10.2+), plamo2 dropped in 0.27.0; each reason "Numerical
    # instability. Please use bfloat16 or float32 instead." Also read quoted in prose or a table cell, and with the
    # model type's quotes lost ("The model type gemma3 does not support float16"); a bare "does not support float16"
    # names other refusals too, so the model type or vLLM's "Reason:" is required
    LogPattern(
        "dtype_float16_model", "message", "dtype_unsupported",
        anchors=("does not support float16",),
        regex=_rx(r"[Mm]odel type ['\"`]?(?P<model_type>[\w.-]{1,64})['\"`]? does not support float16"
                  r"|does not support float16\. Reason: "),
        releases=_r("0.9.2+"), end=LazyRegex(r"."),
        source="vllm/config.py::_check_valid_dtype (0.9.2-0.10.0), vllm/config/__init__.py (0.10.1.1-0.10.2), "
               "vllm/config/model.py (0.11.0-0.33.0): _FLOAT16_NOT_SUPPORTED_MODELS",
    ),

    # ------------------------------------------------------------------ issue 10: vLLM's own launch refusals, read from
    # the wheels (tools/extract_vllm_messages.py; tests/golden/vllm_messages.json quotes each template with its sites).
    # Anchors are words from the start of each message and ``end`` its last words, so a message a terminal wrapped is
    # re-joined before its regex runs.
    # vllm/worker/worker.py::Worker.determine_num_available_blocks (0.4.3-0.6.6: "Initial free memory X, current free
    # memory Y" in bytes; 0.4.3 without numbers), ::_assert_memory_footprint_increased_during_profiling (0.7.0-0.10.2:
    # "Initial used memory X, currently used memory Y"), vllm/v1/worker/gpu_worker.py::Worker.determine_available_memory
    # (0.6.6-0.9.0.1 bytes; 0.9.2-0.33.0 "... X GiB, current free memory Y GiB. This happens when other processes
    # sharing the same container release GPU memory while vLLM is profiling ..."): memory freed by someone else during
    # the profile, so vLLM cannot tell what its own run used
    LogPattern(
        "memory_profiling_error", "message", "memory_profiling_error",
        anchors=("Error in memory profiling",),
        regex=_rx(r"Error in memory profiling"),
        fields=(
            _rx(rf"Initial free memory (?P<initial_free_gib>{NUM}) GiB, current free memory (?P<current_free_gib>{NUM}) GiB"),
            _rx(rf"Initial free memory (?P<initial_free_bytes>{INT}), current free memory (?P<current_free_bytes>{INT})\."),
            _rx(rf"Initial used memory (?P<initial_used_bytes>{INT}), currently used memory (?P<current_used_bytes>{INT})\."),
        ),
        end=_rx(r"(?:own container\.|the vLLM instance\.|during initialization\.)$"),
        source="vllm/worker/worker.py, vllm/v1/worker/gpu_worker.py (0.4.3-0.33.0 wheels)",
    ),
    # vllm/config.py::SchedulerConfig._verify_args (0.2.7-0.11.0), vllm/config/scheduler.py::verify_max_model_len
    # (0.12.0-0.33.0): without chunked prefill a step must hold a whole prompt of max_model_len; and every release: a
    # step must hold one token per sequence
    LogPattern(
        "batched_tokens_below_max_len", "message", "batched_tokens_too_small",
        anchors=("max_num_batched_tokens (",),
        regex=_rx(r"is smaller than max_model_len"),
        fields=(_rx(rf"max_num_batched_tokens \((?P<max_num_batched_tokens>{INT})\) is smaller"),
                _rx(rf"smaller than max_model_len \((?P<max_model_len>{INT})\)")),
        end=_rx(r"(?:decrease max_model_len\.|longer sequences\.)$"),
        source="vllm/config.py::SchedulerConfig._verify_args; vllm/config/scheduler.py::verify_max_model_len",
    ),
    LogPattern(
        "batched_tokens_below_max_num_seqs", "message", "batched_tokens_too_small",
        anchors=("max_num_batched_tokens (",),
        regex=_rx(r"must be greater than or equal to max_num_seqs"),
        fields=(_rx(rf"max_num_batched_tokens \((?P<max_num_batched_tokens>{INT})\) must be"),
                _rx(rf"equal to max_num_seqs \((?P<max_num_seqs>{INT})\)")),
        end=_rx(rf"max_num_seqs \({INT}\)\.$"),
        source="vllm/config.py::SchedulerConfig._verify_args; vllm/config/scheduler.py::verify_max_model_len",
    ),
    # vllm/config/vllm.py::VllmConfig._set_max_num_scheduled_tokens (0.17.0-0.33.0): speculative decoding takes
    # num_lookahead_tokens slots of each step (0.17-0.27 "greater by at least N"; 0.28-0.32 "scheduled_token_delta=N");
    # 0.20-0.33 also "max_num_scheduled_tokens is set to N ..., which does not allow any tokens to be scheduled" (the
    # same sentence without "which does not allow" is a warning)
    LogPattern(
        "batched_tokens_spec_slots", "message", "batched_tokens_too_small",
        anchors=("enough slots", "max_num_scheduled_tokens is set to"),
        regex=_rx(r"does not have enough slots to|which does not allow any tokens to be scheduled"),
        fields=(_rx(rf"max_num_batched_tokens=(?P<max_num_batched_tokens>{INT})\b"),
                _rx(rf"(?:num_lookahead_tokens|scheduled_token_delta)=(?P<num_lookahead_tokens>{INT})\b"),
                _rx(rf"greater by at least (?P<num_lookahead_tokens>{INT}),"),
                _rx(rf"max_num_scheduled_tokens is set to (?P<max_num_scheduled_tokens>-?{INT}) based")),
        releases=_r("0.17.0+"), engine="V1",
        end=_rx(rf"(?:num_lookahead_tokens={INT}\.|max_num_scheduled_tokens={INT}\.|num_speculative_tokens\.)$"),
        source="vllm/config/vllm.py::VllmConfig._set_max_num_scheduled_tokens (0.17.0-0.33.0)",
    ),
    # vllm/v1/core/encoder_cache_manager.py::compute_mm_encoder_budget (0.8.5-0.33.0): without chunked multimodal input
    # one step must hold a whole image / audio item's tokens
    LogPattern(
        "batched_tokens_below_mm_item", "message", "batched_tokens_too_small",
        anchors=("max_tokens_per_mm_item (",),
        regex=_rx(rf"max_tokens_per_mm_item \({INT}\) is larger than max_num_batched_tokens"),
        fields=(_rx(rf"max_tokens_per_mm_item \((?P<max_tokens_per_mm_item>{INT})\)"),
                _rx(rf"larger than max_num_batched_tokens \((?P<max_num_batched_tokens>{INT})\)")),
        releases=_r("0.8.5+"), engine="V1", end=_rx(r"(?:increase max_num_batched_tokens\.|\({INT}\)\.)$".replace(
            "{INT}", INT)),
        source="vllm/v1/core/encoder_cache_manager.py::compute_mm_encoder_budget (0.8.5-0.33.0)",
    ),
    # vllm/config/vllm.py::VllmConfig.__post_init__ (0.17.0) / validate_block_size (0.18.0-0.26.0): in Mamba cache align
    # mode a step must hold one whole (large) block
    LogPattern(
        "batched_tokens_below_mamba_block", "message", "batched_tokens_too_small",
        # (also quoted without its "In Mamba cache align mode, " head: the check's own words)
        anchors=("In Mamba cache align mode", "must be <= max_num_batched_tokens"),
        regex=_rx(rf"(?:In Mamba cache align mode, |^|`)block_size \({INT}\) must be <= max_num_batched_tokens"),
        fields=(_rx(rf"block_size \((?P<block_size>{INT})\) must be"),
                _rx(rf"<= max_num_batched_tokens \((?P<max_num_batched_tokens>{INT})\)")),
        releases=_r("0.17.0-0.26.x"), engine="V1", end=_rx(rf"max_num_batched_tokens \({INT}\)\.$"),
        source="vllm/config/vllm.py::VllmConfig.validate_block_size (0.17.0-0.26.0)",
    ),
    # CPU weight offloading with KV cache groups whose block sizes differ from --block-size (hybrid / Mamba models):
    # vllm/v1/worker/gpu_model_runner.py::may_reinitialize_input_batch asserts cpu_offload_gb == 0 (0.9.2-0.19.1)
    LogPattern(
        "cpu_offload_reinit", "message", "cpu_offload_unsupported",
        anchors=("Cannot re-initialize the input batch",),
        regex=_rx(r"Cannot re-initialize the input batch when CPU weight offloading is enabled"),
        releases=_r("0.9.2-0.19.x"), engine="V1", end=_rx(r"(?:more details\.|is enabled\.)$"),
        source="vllm/v1/worker/gpu_model_runner.py::GPUModelRunner.may_reinitialize_input_batch (0.9.2-0.19.1)",
    ),
    # more ranks than GPUs on the node: vllm/executor/multiproc_gpu_executor.py (0.4.3-0.6.6, an assert),
    # vllm/executor/mp_distributed_executor.py::_check_cuda (0.7.0-0.10.2), vllm/config/parallel.py (0.12.0; from 0.13.0
    # "World size (N) is larger than the number of available GPUs (M) in this node. If this is intentional ...",
    # ParallelConfig.__post_init__ for the multiprocessing backend, 0.13.0-0.33.0 sdists: world size = TP x PP)
    LogPattern(
        "tp_over_gpus", "message", "tp_over_gpus",
        anchors=("please set tensor_parallel", "Tensor parallel size (", "World size ("),
        regex=_rx(r"to less than max local gpu count|cannot be larger than the number of available GPUs"
                  r"|World size \(\d{1,6}\) is larger than the number of available GPUs"),
        fields=(_rx(rf"set tensor_parallel_size \((?P<tensor_parallel_size>{INT})\)"),
                _rx(rf"max local gpu count \((?P<gpu_count>{INT})\)"),
                _rx(rf"Tensor parallel size \((?P<tensor_parallel_size>{INT})\) cannot be larger"),
                _rx(rf"World size \((?P<local_world_size>{INT})\) is larger"),
                _rx(rf"number of available GPUs \((?P<gpu_count>{INT})\)")),
        end=_rx(rf"(?:gpu count|gpu count \({INT}\)|available GPUs \({INT}\)\.|set '--nnodes' appropriately\.)$"),
        source="vllm/executor/multiproc_gpu_executor.py, mp_distributed_executor.py::_check_cuda, config/parallel.py",
    ),
    # Ray: more ranks (TP x PP) than GPUs in the placement group / cluster: vllm/engine/ray_utils.py::initialize_cluster
    # (0.2.7-0.3.3), vllm/executor/ray_utils.py / v1/executor/ray_utils.py::initialize_ray_cluster (0.4.3-0.33.0; with
    # "Required number of devices: N. Total number of devices: M." from 0.5.5). Only the forms that are always errors:
    # 0.12+ logs the same first sentence as a warning when Ray may still add nodes, so the bare placement-group sentence
    # is not read
    LogPattern(
        "tp_over_gpus_ray", "message", "tp_over_gpus",
        anchors=("The number of required",),
        regex=_rx(r"exceeds the total number of available \w{1,10}s in the (?:placement group\. ?Required number of "
                  r"devices|cluster\.)"),
        fields=(_rx(rf"Required number of devices: (?P<required_devices>{INT})\."),
                _rx(rf"Total number of devices: (?P<gpu_count>{INT})\.")),
        end=_rx(rf"(?:Total number of devices: {INT}\.|in the cluster\.)$"),
        source="vllm/executor/ray_utils.py::initialize_ray_cluster (0.2.7-0.33.0 wheels)",
    ),
    # Ray's placement group: the warning vLLM logs when the cluster has fewer GPUs than tensor x pipeline ranks, before
    # it creates the placement group and waits for it ("The number of required GPUs exceeds the total number of
    # available GPUs in the placement group.", executor/ray_utils.py::initialize_ray_cluster, logger.warning, 0.5.5-
    # 0.11.0; v1/executor/ray_utils.py 0.12.0-0.33.0). A weak message (logs/builder.py _WEAK_MESSAGES): any later
    # failure replaces it, so it is the cause only when nothing else failed (the placement group never formed)
    LogPattern(
        "tp_over_gpus_ray_warning", "message", "tp_over_gpus",
        anchors=("The number of required",),
        # (0.2.x raised it as a ValueError, engine/ray_utils.py::initialize_cluster; quoted in a code span and run
        # together with the reporter's next words, vllm#2416: the sentence is matched up to its last word, not to the
        # end of the line)
        # (or quoted cut before its place, at the end of the line or of a code span: "`The number of required GPUs
        # exceeds the total number of available GPUs`", shwgao's debug notes; "in the cluster" is 0.2-0.5's raise, the
        # tp_over_gpus row's)
        regex=_rx(r"The number of required \w{1,10}s exceeds the total number of available \w{1,10}s(?: in the "
                  r"placement group\b|`?\.?$)"),
        end=_rx(r"in the placement group\.$"),
        source="vllm/executor/ray_utils.py::initialize_ray_cluster (logger.warning, 0.5.5-0.11.0); "
               "vllm/v1/executor/ray_utils.py (0.12.0-0.33.0)",
    ),
    # ... and after the warning vLLM waits for the placement group, then gives up: "Cannot provide a placement group
    # requiring 8 GPUs (placement_group_specs=[...]) within 1800 seconds.\nTensor parallel size may exceed available
    # GPUs in your cluster. ..." / "Cannot provide a placement group of placement_group_specs=[...] within 1800
    # seconds. See `ray status` and `ray list nodes` to make sure the cluster has enough resources."
    # (v1/executor/ray_utils.py::_wait_until_pg_ready, 0.20.0; the second form in 0.5.5-0.33.0)
    LogPattern(
        "ray_placement_group_timeout", "message", "tp_over_gpus",
        anchors=("Cannot provide a placement group",),
        # (the count printed as a float in later releases, "requiring 4.0 GPUs": Ray's resource amounts)
        regex=_rx(r"Cannot provide a placement group (?:requiring \d{1,6}(?:\.0{1,3})? \w{1,10}s|of placement_group_specs)"),
        fields=(_rx(rf"Cannot provide a placement group requiring (?P<required_devices>{INT})(?:\.0{{1,3}})? \w{{1,10}}s"),),
        end=LazyRegex(r"."),
        source="vllm/v1/executor/ray_utils.py::_wait_until_pg_ready (0.20.0); executor/ray_utils.py (0.5.5-0.11.0)",
    ),
    # ... and while it waits: "Waiting for creating a placement group of specs for 1270 seconds. specs=[{'node:10.2.0.127':
    # 0.001, 'GPU': 1.0}, {'GPU': 1.0}, ...]. Check `ray status` ..." (executor/ray_utils.py::_wait_until_pg_ready,
    # logger.info every 10 s, 0.5.5-0.33.0), with Ray's autoscaler's "Error: No available node types can fulfill resource
    # request {'node:10.2.0.127': 0.001, 'GPU': 1.0}" beside it. initialize_ray_cluster pins the first bundle to the
    # driver's own node by its IP ("node:<ip>": 0.001, from get_ip(): VLLM_HOST_IP, or the address vLLM detects): a paste
    # that ends waiting is the placement group that never formed. Weak (logs/builder.py _WEAK_MESSAGES): any failure
    # read after it is the cause
    LogPattern(
        "ray_placement_group_wait", "message", "tp_over_gpus",
        anchors=("Waiting for creating a placement group", "No available node types can fulfill"),
        # (and the autoscaler's refusal of a request for GPUs no node type has, "No available node types can fulfill
        # resource request {'GPU': 16.0, 'CPU': 1.0}" (Ray's autoscaler, ray/autoscaler/_private/resource_demand_
        # scheduler.py): an actor or bundle asking for more GPUs than any one node holds -- Ray Data's or Serve's
        # actor for a vLLM engine (ray#53192: 16 GPUs on nodes of 8)
        regex=_rx(r"Waiting for creating a placement group of specs for \d{1,7} seconds"
                  # (a request of two GPUs or more: vLLM's own bundles hold one each, and its pinned first bundle
                  # names its node)
                  r"|No available node types can fulfill resource request \{(?:'node:|[^{}\n]{0,200}'GPU': ?"
                  r"(?:[2-9]|[1-9]\d{1,5})(?:\.0{1,3})?[,}])"),
        fields=(_rx(r"'node:(?P<pg_node_ip>[0-9a-fA-F.:]{3,45})': ?0\.001"),
                _rx(r"placement group of specs for (?P<pg_wait_s>\d{1,7}) seconds"),
                _rx(rf"No available node types can fulfill resource request \{{[^{{}}\n]{{0,200}}'GPU': ?"
                    rf"(?P<required_devices>[2-9]|[1-9]\d{{1,5}})(?:\.0{{1,3}})?[,}}]")),
        end=LazyRegex(r"."),
        source="vllm/executor/ray_utils.py::_wait_until_pg_ready and initialize_ray_cluster (the driver-node bundle)",
    ),
    # the multiprocessing executor's message queues (ring buffers in /dev/shm, one broadcast queue and one response queue
    # per worker) checked against the free space before they are made: "RuntimeError: Insufficient space in /dev/shm:
    # 240 MiB required, 64 MiB free." (vLLM PR #48879, merged after 0.34.0, quoted in PR #50606): a container's default
    # 64 MiB /dev/shm (Docker, a plain Kubernetes pod); before the check such a start died later of SIGBUS
    LogPattern(
        "shm_insufficient", "message", "vllm_check_failed",
        anchors=("Insufficient space in /dev/shm",),
        regex=_rx(r"Insufficient space in /dev/shm"),
        fields=(_rx(rf"Insufficient space in /dev/shm: (?P<shm_required_mib>{INT}) MiB required, "
                    rf"(?P<shm_free_mib>{INT}) MiB free"),),
        end=LazyRegex(r"."),
        source="vllm/distributed/device_communicators/shm_broadcast.py::MessageQueue (vLLM PR #48879, after 0.34.0)",
    ),
    # JAX refusing a device mesh larger than the devices it sees: "ValueError: Number of devices 4 must be >= the
    # product of mesh_shape (1, 8)" (jax/experimental/mesh_utils.py create_device_mesh), raised when vLLM's TPU runner
    # (tpu_inference/utils.py make_optimized_mesh) builds its data x model mesh from the parallel sizes: more TPU chips
    # asked (tensor parallel size) than the host's slice shows
    LogPattern(
        "jax_mesh_over_devices", "message", "tp_over_gpus",
        anchors=("must be >= the product of mesh_shape",),
        regex=_rx(rf"Number of devices (?P<gpu_count>{INT}) must be >= the product of mesh_shape \((?P<mesh_shape>"
                  r"\d{1,6}(?:, ?\d{1,6}){0,4})\)"),
        end=LazyRegex(r"."),
        source="jax/experimental/mesh_utils.py create_device_mesh; tpu_inference/utils.py make_optimized_mesh",
    ),
    # the paged-attention CUDA kernels compiled for a list of head sizes (csrc/attention/attention_kernels.cu, 0.1.x-0.2.x
    # single_query_cached_kv_attention, later paged_attention_v1/v2: TORCH_CHECK(false, "Unsupported head size: ",
    # head_size)), raised at the first decode step
    LogPattern(
        "head_size_kernel", "message", "head_size_unsupported",
        anchors=("nsupported head size",),
        regex=_rx(rf"^(?:RuntimeError: )?Unsupported head size: (?P<head_size>{INT})$"),
        end=LazyRegex(r"."),
        source="csrc/attention/attention_kernels.cu (paged attention launchers, TORCH_CHECK)",
    ),
    # Triton's compiler on a GPU below compute capability 8.9 asked to lower an fp8 e4m3 cast (fp8e4nv) in one of
    # vLLM's Triton kernels (fp8 KV cache, fp8 weights or activations): "type fp8e4nv not supported in this
    # architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')" (triton/language/semantic.py)
    LogPattern(
        "triton_fp8e4nv", "message", "dtype_unsupported",
        # (and ROCm's e4m3, fnuz: "type fp8e4b8 not supported in this architecture. The supported fp8 dtypes are
        # ('fp8e5',)", which Triton's AMD backend lowers on CDNA3 (gfx94x) only)
        anchors=("fp8e4nv not supported", "fp8e4nv data type is not supported", "fp8e4b8 not supported"),
        # (and Triton's earlier assert for the same lowering, "AssertionError: fp8e4nv data type is not supported on CUDA
        # arch < 89", triton/language/semantic.py of Triton 2.x-3.0)
        regex=_rx(r"type fp8e4(?:nv|b8) not supported in this architecture|fp8e4nv data type is not supported on CUDA arch "
                  r"< ?89"),
        end=LazyRegex(r"."),
        source="triton/language/semantic.py (the fp8 e4m3 type below compute capability 8.9)",
    ),
    # the GPU worker's own count: TP x PP ranks on this node against the devices the process sees (vllm/v1/worker/
    # gpu_worker.py::Worker.init_device 0.12.0-0.23.0, xpu_worker.py 0.22.0-0.30.0: "local_world_size (N) must be less
    # than or equal to the number of visible devices (M)."; skipped for the Ray executor from 0.22)
    LogPattern(
        "tp_over_visible_devices", "message", "tp_over_gpus",
        anchors=("number of visible devices",),
        regex=_rx(rf"local_world_size \({INT}\) must be less than or equal to the number of visible devices"),
        fields=(_rx(rf"local_world_size \((?P<local_world_size>{INT})\)"),
                _rx(rf"number of visible devices \((?P<gpu_count>{INT})\)")),
        end=LazyRegex(r"."),
        source="vllm/v1/worker/gpu_worker.py::Worker.init_device (0.12.0-0.23.0), xpu_worker.py (0.22.0-0.30.0)",
    ),
    # Huawei CANN's MoE dispatch / combine operators (the MC2 all-to-all vllm-ascend uses for expert parallelism)
    # checking their HCCL window: "HCCL_BUFFSIZE_EP is too SMALL, maxBs = 64, h = 6144, NEEDED_HCCL_BUFFSIZE_...(...)
    # = 600MB, HCCL_BUFFSIZE=256MB." ([FUNC:CheckActualWinSize][FILE:moe_distribute_combine_v2_tiling.cpp], as the
    # operator's tiling prints it): HCCL's communication buffer per rank, the HCCL_BUFFSIZE environment variable (MB,
    # 200 by default), is below what the batch and hidden size need
    LogPattern(
        "hccl_buffsize_too_small", "message", FOREIGN_KIND,
        anchors=("is too SMALL",),
        regex=_rx(r"HCCL_BUFFSIZE(?:_EP)? is too SMALL"),
        fields=(_rx(r"= ?(?P<hccl_needed_mb>\d{1,7}) ?MB, ?HCCL_BUFFSIZE ?= ?(?P<hccl_buffsize_mb>\d{1,7}) ?MB"),),
        end=LazyRegex(r"."),
        source="Huawei CANN's moe_distribute_dispatch / combine operator tiling (CheckActualWinSize), under "
               "vllm-ascend's expert-parallel MoE",
    ),
    # Huawei CANN's weight-quantized matmul refusing a W4A8 / W4A16 checkpoint's group size once vllm-ascend has cast
    # the int4 weights to the FRACTAL_NZ layout: "antiquantGroupSize should be 128 or 64, but actual antiquantGroupSize
    # is [256]." (the operator's check, vllm-ascend#10834 and #5603: NZ weights take group sizes 64 and 128 only)
    LogPattern(
        "cann_antiquant_group_size", "message", "quantization_kernel_bug",
        anchors=("antiquantGroupSize should be",),
        regex=_rx(r"antiquantGroupSize should be [\d ,or]{1,40}?, but actual antiquantGroupSize is \[?\d"),
        fields=(_rx(r"actual antiquantGroupSize is \[?(?P<quant_group_size>\d{1,6})"),),
        end=LazyRegex(r"."),
        source="Huawei CANN's weight-quantized batch matmul (antiquant group size on FRACTAL_NZ weights), under "
               "vllm-ascend",
    ),
    # Triton's LLVM lowering without an fp16 -> fp16 conversion for the GPU: "Unsupported conversion from f16 to f16"
    # then "LLVM ERROR: Unsupported rounding mode for conversion." (lib/Conversion/TritonGPUToLLVM/
    # ElementwiseOpToLLVM.cpp, triton-lang/triton PR #2795; on GPUs below compute capability 8.0, Pascal / Volta /
    # Turing: triton#2780, #6698 with target "cuda:75", Triton 3.3 under torch 2.7). In a vLLM attention kernel
    # (vllm/attention/ops/triton_*.py, the V1 backends, FlexAttention's generated kernel) the fix is another attention
    # backend; in another kernel (fused_moe) the Triton release (logs/builder.py: the first row needs an attention
    # kernel in the paste)
    LogPattern(
        "triton_fp16_conversion_attention", "message", FOREIGN_KIND,
        anchors=("Unsupported conversion from",),
        regex=_rx(r"Unsupported conversion from f16 to f16"),
        end=LazyRegex(r"."),
        source="triton lib/Conversion/TritonGPUToLLVM/ElementwiseOpToLLVM.cpp (FpToFpOp lowering), under vLLM's "
               "attention kernels",
    ),
    LogPattern(
        "triton_fp16_conversion", "message", FOREIGN_KIND,
        anchors=("Unsupported conversion from",),
        regex=_rx(r"Unsupported conversion from f16 to f16"),
        end=LazyRegex(r"."),
        source="triton lib/Conversion/TritonGPUToLLVM/ElementwiseOpToLLVM.cpp (FpToFpOp lowering)",
    ),
    # a prompt longer than the engine's max_model_len reaching the GPU worker's input batch past every length check
    # (a multi-stage server's stage fed another stage's output, a path of a release that skipped the check): the
    # batch's token rows are (max_num_reqs, max_model_len) (vllm/v1/worker/gpu_input_batch.py::InputBatch.__init__,
    # token_ids_cpu_tensor), and add_request copies the prompt in, "self.token_ids_cpu[req_index, :num_prompt_tokens] =
    # request.prompt_token_ids" (0.11.0, 0.20.1): numpy's "ValueError: could not broadcast input array from shape
    # (66000,) into shape (65536,)", the prompt's length into the row's. Read only where it is longer and the paste
    # shows the worker's input batch or its frames (logs/builder.py)
    LogPattern(
        "input_batch_prompt_overflow", "message", FOREIGN_KIND,
        anchors=("could not broadcast input array from shape",),
        regex=_rx(r"could not broadcast input array from shape \((?P<prompt_len>\d{1,9}),\) into shape "
                  r"\((?P<max_model_len>\d{1,9}),\)"),
        end=LazyRegex(r"."),
        source="vllm/v1/worker/gpu_input_batch.py::InputBatch.add_request (0.11.0, 0.20.1), numpy's broadcast error",
    ),
    # the multiprocessing executor's own count (V0): "please ensure that world_size (2) is less than than max local gpu
    # count (1)" (executor/multiproc_gpu_executor.py::_check_cuda 0.5.3-0.6.x, executor/mp_distributed_executor.py
    # 0.7-0.10.2; "than than" as printed): TP x PP ranks over the GPUs of this node; a launch meant to span nodes needs
    # --distributed-executor-backend ray (the multiprocessing backend is one node's)
    LogPattern(
        "mp_world_size_over_local_gpus", "message", "tp_over_gpus",
        anchors=("max local gpu count",),
        regex=_rx(rf"world_size \({INT}\) is less than (?:than )?max local gpu count \({INT}\)"),
        fields=(_rx(rf"world_size \((?P<local_world_size>{INT})\)"),
                _rx(rf"max local gpu count \((?P<gpu_count>{INT})\)")),
        end=LazyRegex(r"."),
        source="vllm/executor/multiproc_gpu_executor.py::_check_cuda (0.5.3-0.6.x), "
               "executor/mp_distributed_executor.py::MultiprocessingDistributedExecutor._check_cuda (0.7-0.10.2)",
    ),
    # a model's own bare assert on the heads over the tensor-parallel size (chatglm.py::GLMAttention.__init__ "assert
    # self.total_num_kv_heads % tp_size == 0", 0.2.7-0.33.0, and the same in 50+ model files): Python prints the
    # failing source line in the traceback and a bare "AssertionError"; the line is the message
    LogPattern(
        "tp_model_assert", "message", "tp_not_divisible",
        anchors=("_size == 0",),
        regex=LazyRegex(r"^assert (?:self\.)?(?:[a-z_]{1,40}heads % (?:self\.)?(?:tp|tp_world|tensor_model_parallel_world"
                         r"|tensor_parallel_world)_size|(?:tp|tp_world|tensor_model_parallel_world)_size % (?:self\.)?"
                         r"[a-z_]{1,40}heads) == 0$"),
        fields=(LazyRegex(r"^assert (?:self\.)?(?P<assert_size>[a-z_]{1,40}heads) %"),
                LazyRegex(r"% (?:self\.)?(?P<assert_size>[a-z_]{1,40}heads) == 0$")),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/chatglm.py::GLMAttention.__init__ (0.2.7-0.33.0) and other models",
    ),
    # a quantized checkpoint's weights do not split over the tensor-parallel ranks. The linear methods' create_weights
    # (quantization/gptq.py, awq.py, aqlm.py, bitsandbytes.py, fp_quant.py, quark w4a16: "The input size is not aligned
    # with the quantized weight shape. This can be caused by too large tensor parallel size.", read in the 0.5.5-0.33.0
    # wheels) and the Marlin kernels' tile check (quantization/utils/marlin_utils.py::verify_marlin_supports_shape,
    # 0.6.3-0.33.0: "Weight input_size_per_partition = N is not divisible by min_thread_k = 128. Consider reducing
    # tensor_parallel_size or running with --quantization gptq."; min_thread_n is printed after two spaces)
    LogPattern(
        "tp_quantized_shape", "message", "tp_not_divisible",
        # and block-wise FP8 (quantization/fp8.py::Fp8MoEMethod.create_weights 0.8-0.10, utils/fp8_utils.py::
        # validate_fp8_block_shape 0.11-0.33): "The output_size of gate's and up's weight = 192 is not divisible by
        # weight quantization block_n = 128." (MoE, vllm PR #48173), "The input_size of down's weight = N ...
        # block_k", "Weight input_size_per_partition = N is not divisible by weight quantization block_k = K.",
        # "Weight output_partition_size = N is not divisible by weight quantization block_n = K."
        anchors=("not aligned with the quantized", "divisible by min_thread", "divisible by  min_thread",
                 "divisible by group_size", "divisible by weight quantization block", "weight quantization block_",
                 "not divisible by FP8 block_", "not divisible by block_", "is not divisible by b_scales",
                 "is not divisible by num_groups"),
        regex=_rx(r"(?:The (?:input|output) size is not aligned with the quantized weight shape|Weight (?:input|output)"
                  rf"_size_per_partition = {INT} is not divisible by\s{{1,2}}(?:min_thread_k|min_thread_n|group_size) = {INT}"
                  rf"|is not divisible by\s{{1,2}}weight quantization block_[nk] = {INT}"
                  # (a title's retelling: "... MoE gate+up weight output_size (80) not divisible by FP8 block_n=128")
                  rf"|(?:input|output)_size \(?{INT}\)? (?:is )?not divisible by (?:FP8 )?block_[nk] ?= ?{INT}"
                  # (the Marlin GEMMs' own group check when the kernel first runs: "size_k = 256, is not divisible by
                  # b_scales.size(1) = 15" (TORCH_CHECK(size_k % num_groups == 0, ...) in csrc/quantization/gptq_marlin/
                  # gptq_marlin.cu and csrc/moe/marlin_moe_wna16/ops.cu; "num_groups" under act_order): a rank's slice of
                  # the weight holds no whole number of the checkpoint's quantization groups, vllm#49949, NVFP4 at TP 8)
                  rf"|size_k = {INT}, is not divisible by (?:b_scales\.size\(1\)|num_groups) = {INT})"),
        fields=(_rx(r"The (?P<quantized_shape>input|output) size is not aligned"),
                _rx(rf"Weight (?P<quantized_shape>input|output)_size_per_partition = (?P<partition_size>{INT}) is not "
                    rf"divisible by\s{{1,2}}(?P<tile>min_thread_k|min_thread_n|group_size) = (?P<tile_size>{INT})"),
                _rx(rf"(?P<quantized_shape>input|output)_(?:size(?:_per_partition)?|partition_size) of (?:gate's and up's"
                    rf"|down's) weight = (?P<partition_size>{INT}) is not divisible by\s{{1,2}}weight quantization "
                    rf"(?P<tile>block_[nk]) = (?P<tile_size>{INT})"),
                _rx(rf"Weight (?P<quantized_shape>input|output)_(?:size_per_partition|partition_size) = "
                    rf"(?P<partition_size>{INT}) is not divisible by\s{{1,2}}weight quantization (?P<tile>block_[nk]) = "
                    rf"(?P<tile_size>{INT})"),
                _rx(rf"(?P<quantized_shape>input|output)_size \(?(?P<partition_size>{INT})\)? (?:is )?not divisible by "
                    rf"(?:FP8 )?(?P<tile>block_[nk]) ?= ?(?P<tile_size>{INT})"),
                # (Marlin's K, its input size, as the kernel holds it: padded, so the slice's own width is not read)
                _rx(rf"size_k = {INT}, is not divisible by (?:b_scales\.size\(1\)|num_groups) = (?P<marlin_groups>{INT})")),
        end=LazyRegex(r"."),
        source="quantization/*.py::create_weights, quantization/utils/marlin_utils.py::verify_marlin_supports_shape",
    ),
    # Marlin's per-rank minimum output width, as vLLM's Marlin linear kernel words it when a tensor-parallel slice is
    # narrower than one 64-column tile: "GPTQ_MARLIN_MIN_THREAD_N (64) > out_features" (GPTQ_MARLIN_MIN_THREAD_N = 64,
    # quantization/utils/marlin_utils.py, 0.5.5-0.33.0; the same rule verify_marlin_supports_shape words "Weight
    # output_size_per_partition = N is not divisible by min_thread_n = 64. Consider reducing tensor_parallel_size")
    LogPattern(
        "marlin_min_thread_n", "message", "tp_not_divisible",
        anchors=("GPTQ_MARLIN_MIN_THREAD_N",),
        regex=_rx(rf"GPTQ_MARLIN_MIN_THREAD_N \((?P<marlin_tile_size>{INT})\) > out_features"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/quantization/utils/marlin_utils.py (GPTQ_MARLIN_MIN_THREAD_N, "
               "verify_marlin_supports_shape; 0.5.5-0.33.0)",
    ),
    # Marlin's tile check inside its CUDA code, reached when vLLM repacks a weight for Marlin without its Python shape
    # check (verify_marlin_supports_shape): "size_n = 6448 is not divisible by tile_n_size = 64", "size_k = N is not
    # divisible by tile_k_size = 16" (csrc/quantization/gptq_marlin/gptq_marlin_repack.cu::gptq_marlin_repack and
    # awq_marlin_repack.cu, TORCH_CHECK; vLLM's FP8 / FP4 weight-only fallback calls it from quantization/utils/
    # marlin_utils_fp8.py::prepare_fp8_layer_for_marlin, 0.5.5-0.33.0, which checks no shape)
    LogPattern(
        "marlin_repack_tile", "message", "quantization_kernel_bug",
        anchors=("tile_n_size", "tile_k_size"),
        regex=_rx(rf"size_[nk] = {INT} is not divisible by tile_[nk]_size = {INT}"),
        fields=(_rx(rf"size_(?P<marlin_dim>[nk]) = (?P<marlin_size>{INT}) is not divisible by tile_[nk]_size = "
                    rf"(?P<marlin_tile_size>{INT})"),),
        end=LazyRegex(r"."),
        source="vllm csrc/quantization/gptq_marlin/gptq_marlin_repack.cu::gptq_marlin_repack (TORCH_CHECK); "
               "quantization/utils/marlin_utils_fp8.py::prepare_fp8_layer_for_marlin (0.5.5-0.33.0)",
    ),
    # pipeline parallel refused for the model: vllm/config.py::ModelConfig.verify_with_parallel_config, an architecture
    # list in 0.5.1-0.6.0 (read in the 0.5.1, 0.5.5, 0.6.0 wheels), the SupportsPP interface from 0.6.3 (0.6.3-0.33.0)
    LogPattern(
        "pp_model_unsupported", "message", "pp_unsupported",
        anchors=("Pipeline parallelism is not supported", "Pipeline parallelism is only supported"),
        regex=_rx(r"Pipeline parallelism is (?:not supported for this model|only supported for the following)"),
        end=_rx(r"(?:`?SupportsPP`? interface\.|\]\.)$"),
        source="vllm/config.py::ModelConfig.verify_with_parallel_config (0.5.1-0.33.0)",
    ),
    # the Triton backend's KV cache dtypes on an older GPU (vllm/v1/attention/backends/triton_attn.py::
    # TritonAttentionImpl.__init__, 0.24.0-0.33.0): "bfloat16 KV cache is not supported on {dev} (compute capability
    # {cap}); bfloat16 requires SM80+. Re-run with --kv-cache-dtype float16."
    LogPattern(
        "kv_cache_bf16_unsupported", "message", "dtype_unsupported",
        anchors=("bfloat16 KV cache is not supported",),
        regex=_rx(r"bfloat16 KV cache is not supported on"),
        fields=(_rx(r"not supported on (?P<gpu_name>[^(\n]{1,80}?) \(compute capability"),
                _rx(r"\(compute capability (?P<compute_capability>\d{1,2}\.\d{1,2})\)")),
        releases=_r("0.24.0+"), engine="V1", end=_rx(r"--kv-cache-dtype float16\.$"),
        source="vllm/v1/attention/backends/triton_attn.py::TritonAttentionImpl.__init__ (0.24.0-0.33.0)",
    ),
    # an FP8 KV cache the backend cannot run on this GPU: the Triton backend below SM89 (triton_attn.py, 0.24.0-0.33.0,
    # "Re-run with --kv-cache-dtype {float16 below SM80, else bfloat16}"); V0 FlashAttention without FP8 support on
    # the device (vllm/attention/backends/flash_attn.py::FlashAttentionImpl.forward, 0.8.3-0.10.2); backends without an
    # FP8 cache at all: "Torch SDPA backend does not support FP8 KV cache. Please use xFormers backend instead."
    # (torch_sdpa.py, 0.4.3-0.7.3), "IPEX backend does not support FP8 KV cache. ..." (ipex_attn.py, 0.5.5-0.9.2),
    # "TritonMLA / FlashMLA with FP8 KV cache not yet supported" (triton_mla.py, flashmla.py, 0.8.0-0.10.2)
    LogPattern(
        "kv_cache_fp8_unsupported", "message", "kv_cache_dtype_unsupported",
        anchors=("FP8 KV cache is not supported", "does not support FP8", "with FP8 KV cache",
                 "kv-cache is not supported with fp8 checkpoints"),
        # "... with FP8 KV cache not yet supported" also cut after "no" (a search excerpt, vllm PR #14221)
        # and fp8 weights' own KV scales refusing the e5m2 format: "fp8_e5m2 kv-cache is not supported with fp8
        # checkpoints." (attention/layer.py, layers/attention/attention.py::_init_kv_cache_quant, 0.12.0-0.33.0)
        regex=_rx(r"FP8 KV cache is not supported by|does not support FP8 (?:kv-cache|KV cache)"
                  r"|with FP8 KV cache not yet supported|with FP8 KV cache not?$"
                  r"|fp8_e5m2 kv-cache is not supported with fp8 checkpoints"),
        fields=(_rx(r"\(compute capability (?P<compute_capability>\d{1,2}\.\d{1,2})\)"),
                _rx(r"Re-run with --kv-cache-dtype (?P<suggested_kv_cache_dtype>\w{1,20})\.")),
        end=_rx(r"(?:--kv-cache-dtype \w{1,20}\.|on this device\.|backend instead\.|not yet supported\.?|fp8 checkpoints\.?)$"),
        source="vllm/v1/attention/backends/triton_attn.py (0.24.0-0.33.0); attention/backends/flash_attn.py (0.8.3-0.10.2)",
    ),
    # the TurboQuant KV cache refused for a hybrid attention + Mamba model: "TurboQuant KV cache is not supported for
    # hybrid (attention + Mamba) models. Boundary layer protection requires uniform attention layers."
    # (engine/arg_utils.py::EngineArgs.create_engine_config, 0.20.0; 0.21.0 computes the boundary layers of a hybrid
    # model instead, TurboQuantConfig.get_boundary_skip_layers)
    LogPattern(
        "turboquant_hybrid", "message", "kv_cache_dtype_unsupported",
        anchors=("TurboQuant KV cache is not supported",),
        regex=_rx(r"TurboQuant KV cache is not supported for hybrid"),
        releases=_r("0.20.x"), end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py::EngineArgs.create_engine_config (0.20.0)",
    ),
    # quantization kernels newer than the GPU: vllm/model_executor/model_loader.py::get_model (0.2.7-0.3.3),
    # model_loader/loader.py::_get_quantization_config (0.4.3-0.6.3), vllm/config*.py::VllmConfig._get_quantization_config
    # (0.6.6-0.33.0), quantization/moe_wna16.py (0.7.3-0.33.0); capabilities are printed as major*10+minor (75 = 7.5)
    # compressed_tensors.py / quark.py::_check_scheme_supported (0.5.5-0.33.0): "Quantization scheme is not supported
    # for the current GPU. Min capability: N. Current capability: M." -- up to 0.28 raised with the parts as separate
    # arguments, which Python prints as a tuple ('Quantization scheme is not supported for ', 'the current GPU. Min
    # capability: 89. ', 'Current capability: 80.'); "Required capability" where the scheme needs that exact one
    LogPattern(
        "marlin_no_types_for_gpu", "message", "quantization_unsupported_gpu",
        # Marlin's weight-type check with an empty list: "Marlin does not support weight_bits = uint8b128. Only types =
        # [] are supported (for group_size = 128, min_capability = 70, zp = False)" (quantization/utils/
        # marlin_utils.py::_check_marlin_supported, raised by verify_marlin_supported, 0.5.2-0.33.0; "min_capability"
        # in 0.5.4, "device_capability" after): query_marlin_supported_quant_types returns no type below compute
        # capability 8.0 (7.5 from 0.20), so the GPU, not the checkpoint's type, is what Marlin refuses. A non-empty
        # list is a type Marlin lacks, left to vLLM's raise table
        anchors=("Only types = []",),
        regex=_rx(r"Marlin does not support weight_bits = (?P<marlin_type>\w{1,20})\. Only types = \[\] are supported "
                  r"\(for group_size = -?\d{1,5}, (?:min|device)_capability = (?P<current_capability>-1|\d{2,3})\b"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/quantization/utils/marlin_utils.py (0.5.2-0.33.0 sdists)",
    ),
    LogPattern(
        "quantization_unsupported_gpu", "message", "quantization_unsupported_gpu",
        anchors=("The quantization method", "Quantization scheme is not supported"),
        # (also with the middle elided by a reporter: "The quantization method modelopt is not supported …
        # Minimum capability: 89. Current capability: 80", nemotron-voice-agent's troubleshooting table)
        # (and the stem alone, as a title or a cut paste retells it: within vLLM the words "Quantization scheme is not
        # supported" are raised by _check_scheme_supported's capability gate only, compressed_tensors.py and quark.py)
        regex=_rx(r"is not supported for (?:', ')?the current GPU|The quantization method [\w.+ -]{1,40}? is not "
                  r"supported (?:…|\.\.\.) Min(?:imum)? capability: \d|Quantization scheme is not supported"
                  r"(?:[.'\")]|\s*$)"),
        fields=(LazyRegex(r"The quantization method (?P<quantization>[\w.+ -]{1,40}?) is not supported"),
                _rx(rf"Min(?:imum)? capability: (?P<min_capability>{INT})\b"),
                _rx(rf"Required capability: (?:', ')?(?P<required_capability>{INT})\b"),
                # (-1 where the platform reports no CUDA compute capability: vLLM writes a None capability as -1,
                # quantization/moe_wna16.py::MoeWNA16Config.__init__, utils/marlin_utils.py; an XPU, a CPU, a TPU)
                _rx(rf"Current capability: (?P<current_capability>-1|{INT})\b"),
                # (a title's retelling that names the GPU by its SM number instead, "... is not supported for the
                # current GPU SM75" / "sm_75": the compute capability 7.5 as CUDA's architecture names write it)
                LazyRegex(r"supported for the current GPU,? \(?[Ss][Mm]_?(?P<current_capability>[1-9]\d{1,2})\b")),
        end=_rx(rf"Current capability: -?{INT}\.?(?:'\))?$"),
        source="vllm/config*.py::VllmConfig._get_quantization_config and its predecessors (0.2.7-0.33.0)",
    ),
    # vLLM's compiled quantized GEMMs with no kernel for this GPU's compute capability, raised from C++ at the first
    # forward (TORCH_CHECK_NOT_IMPLEMENTED, csrc/quantization/cutlass_w8a8/scaled_mm_entry.cu): cutlass_scaled_mm
    # ("No compiled cutlass_scaled_mm for CUDA device capability: N", ". Required capability: 75" where only the
    # SM75 kernel is built) and cutlass_moe_mm, the FP8 MoE grouped GEMM, which says the same with ". Required
    # capability: 90" and later "90 or 100" (SM90/SM100 kernels only: SM120 has none, vllm#32109); the NVFP4 GEMM's
    # "No compiled nvfp4 mm kernel for SM N. Recompile with CUDA >= 12.8 and CC >= 100." (csrc/quantization/fp4/
    # nvfp4_scaled_mm_entry.cu). Capabilities as major*10+minor
    LogPattern(
        "quantized_gemm_not_compiled", "message", "quantization_unsupported_gpu",
        # (the MoE helper's wording: "No compiled get_cutlass_moe_mm_data: no cutlass_scaled_mm kernel for CUDA device
        # capability: 120. Required capability: 90 or 100", scaled_mm_entry.cu::get_cutlass_moe_mm_data)
        anchors=("No compiled cutlass_", "No compiled nvfp4", "No compiled get_cutlass_"),
        regex=_rx(rf"No compiled (?P<quantized_kernel>(?:get_)?cutlass_\w{{1,40}}|nvfp4 mm kernel)(?:: no cutlass_\w{{1,40}} "
                  rf"kernel)? for (?:a compute capability less than )?(?:CUDA device capability:|SM) "
                  rf"(?P<current_capability>{INT})\b"),
        fields=(_rx(rf"Required capability: (?P<required_capability>{INT})(?: or (?P<required_capability_alt>{INT}))?"),
                _rx(rf"CC >= (?P<min_capability>{INT})\b")),
        end=LazyRegex(r"."),
        source="vllm csrc/quantization/cutlass_w8a8/scaled_mm_entry.cu (cutlass_scaled_mm, cutlass_moe_mm); "
               "csrc/quantization/fp4/nvfp4_scaled_mm_entry.cu",
    ),
    # CUTLASS's 2.x kernels, which vLLM's cutlass_scaled_mm dispatches to below compute capability 8.9, take int8
    # only: "TORCH_CHECK(a.dtype() == torch::kInt8)" in cutlass_scaled_mm_sm75_epilogue / cutlass_scaled_mm_sm80_epilogue
    # (csrc/quantization/cutlass_w8a8/scaled_mm_c2x.cu, later w8a8/cutlass/scaled_mm_c2x.cu): FP8 activations
    # (--quantization fp8, an FP8 W8A8 checkpoint) on an Ampere or Turing GPU fail it at the first forward
    LogPattern(
        "cutlass_c2x_int8_only", "message", "quantization_unsupported_gpu",
        anchors=("_epilogue",),
        regex=_rx(r"cutlass_scaled_mm_sm(?P<c2x_sm>75|80)_epilogue"),
        end=LazyRegex(r"."),
        source="vllm csrc/quantization/cutlass_w8a8/scaled_mm_c2x.cu (cutlass_scaled_mm_sm75/sm80_epilogue: int8 only)",
    ),
    # vLLM's CUTLASS 3.x FP8 GEMM on Blackwell (csrc/quantization/cutlass_w8a8/c3x/scaled_mm_sm100_fp8.cu and
    # scaled_mm_sm120_fp8.cu, cutlass_scaled_mm_sm100 / _sm120): TORCH_CHECKs that the scales are per tensor, token or
    # channel, "Currently, block scaled fp8 gemm is not implemented for Blackwell", and that the input is fp8,
    # "Currently, only fp8 gemm is implemented for Blackwell": a block-quantized FP8 checkpoint (128x128 blocks) reached
    # that kernel in a build without Blackwell's block-FP8 path (vllm#16515)
    LogPattern(
        "cutlass_blackwell_fp8_only", "message", "quantization_unsupported_gpu",
        anchors=("gemm is not implemented for Blackwell", "gemm is implemented for Blackwell"),
        regex=_rx(r"Currently, (?P<blackwell_gemm>block scaled fp8 gemm is not implemented|only fp8 gemm is "
                  r"implemented) for Blackwell"),
        end=LazyRegex(r"."),
        source="vllm csrc/quantization/cutlass_w8a8/c3x/scaled_mm_sm100_fp8.cu, scaled_mm_sm120_fp8.cu (TORCH_CHECK)",
    ),
    # DeepGEMM's own asserts ("RuntimeError: Assertion error (/workspace/.deps/deepgemm-src/csrc/apis/layout.hpp:60):
    # Unknown SF transformation"): the library's FP8 GEMMs are written for SM90 / SM100 (its README); vLLM uses it for
    # FP8 block-quantized layers when it is installed and VLLM_USE_DEEP_GEMM allows (vllm/utils/deep_gemm.py)
    LogPattern(
        "deepgemm_assert", "message", "quantization_unsupported_gpu",
        anchors=("deepgemm", "deep_gemm", "DeepGEMM"),
        # (and retyped as Python's exception name, "AssertionError (/workspace/.deps/deepgemm-src/csrc/apis/
        # attention.hpp:270): Unsupported architecture", an A800 deployment record)
        # (and its JIT's include parser, whose file name alone is in the parentheses, failing to open the kernel
        # header for this GPU: "Assertion error (include_parser.hpp:69): Failed to open: .../deep_gemm/include/
        # deep_gemm/impls/sm121_fp8_mqa_logits.cuh" -- DeepGEMM has no kernels for that architecture)
        regex=LazyRegex(r"Assertion ?[Ee]rror \([^)\n]{0,300}(?:deepgemm|deep_gemm|DeepGEMM)[^)\n]{0,300}\)"
                         r"|Assertion ?[Ee]rror \([\w./-]{0,200}\.hpp:\d{1,6}\): ?Failed to open: [^\n]{0,300}?"
                         r"(?:deepgemm|deep_gemm)"),
        end=LazyRegex(r"."),
        source="DeepGEMM (csrc/apis/*.hpp DG_HOST_ASSERT, jit include_parser.hpp) under vllm/utils/deep_gemm.py",
    ),
    # ... and the same assert with the source path cut to DeepGEMM's own tree ("Assertion error (csrc/apis/
    # attention.hpp:219): Unsupported architecture"), read under vLLM's DeepGEMM wrapper's frame (vllm/utils/
    # deep_gemm.py: the paged-MQA logits of the sparse-attention indexer, the FP8 GEMMs; logs/builder.py)
    LogPattern(
        "deepgemm_assert_short_path", "message", "quantization_unsupported_gpu",
        anchors=("csrc/apis/",),
        regex=LazyRegex(r"Assertion ?[Ee]rror \((?:[^)\n]{0,300}/)?csrc/apis/\w{1,40}\.hpp:\d{1,6}\)"),
        end=LazyRegex(r"."),
        source="DeepGEMM (csrc/apis/*.hpp DG_HOST_ASSERT) under vllm/utils/deep_gemm.py",
    ),
    # ... and its JIT runtime's check on the tool it ran to build or inspect a kernel: "RuntimeError: Assertion error
    # (csrc/apis/../jit_kernels/impls/../../jit/kernel_runtime.hpp:45): exit_code == 0" (DeepGEMM's KernelRuntime runs
    # the CUDA toolkit's cuobjdump / nvcc from CUDA_HOME at first use; llm-d#1386 added cuobjdump to an image that lacked
    # it): the toolkit in the image, not the GPU
    LogPattern(
        "deepgemm_jit_tool_failed", "message", "quantization_kernel_bug",
        anchors=("kernel_runtime.hpp",),
        regex=LazyRegex(r"Assertion ?[Ee]rror \([^)\n]{0,300}jit/kernel_runtime\.hpp:\d{1,6}\): ?exit_code ?== ?0"),
        end=LazyRegex(r"."),
        source="DeepGEMM deep_gemm/include/deep_gemm/jit/kernel_runtime.hpp (DG_HOST_ASSERT on the tool's exit code)",
    ),
    # ... and the same library's earlier assert wording, "RuntimeError: Failed: Assertion error csrc/jit_kernels/impls/
    # smxx_layout.hpp:136 'mn % 4 == 0 and num_groups == 1'" (DeepGEMM's DGException, "Failed: {name} error {file}:
    # {line} '{condition}'", deep_gemm/include/deep_gemm/common/exception.hpp, mid-2025; its host sources under
    # csrc/jit_kernels/ and csrc/apis/): a shape or layout condition of its FP8 kernels failing on a GPU it supports (the
    # B200 of vllm#21542; DeepGEMM#141 fixed that one) is the kernel's bug; a condition on the architecture is the GPU
    LogPattern(
        "deepgemm_assert_failed_arch", "message", "quantization_unsupported_gpu",
        anchors=("Failed: Assertion error csrc/",),
        regex=LazyRegex(r"Failed: Assertion error csrc/(?:jit_kernels|apis|jit)/[\w/]{1,80}\.hpp:\d{1,6} "
                         r"'[^'\n]{0,200}\barch"),
        end=LazyRegex(r"."),
        source="DeepGEMM deep_gemm/include/deep_gemm/common/exception.hpp (DG_HOST_ASSERT), under vllm/utils/deep_gemm.py",
    ),
    LogPattern(
        "deepgemm_assert_failed", "message", "quantization_kernel_bug",
        anchors=("Failed: Assertion error csrc/",),
        regex=LazyRegex(r"Failed: Assertion error csrc/(?:jit_kernels|apis|jit)/[\w/]{1,80}\.hpp:\d{1,6}"),
        fields=(LazyRegex(r"Failed: Assertion error csrc/[\w/]{1,80}\.hpp:\d{1,6} '(?P<deepgemm_condition>[^'\n]{1,120})'"),),
        end=LazyRegex(r"."),
        source="DeepGEMM deep_gemm/include/deep_gemm/common/exception.hpp (DG_HOST_ASSERT), under vllm/utils/deep_gemm.py",
    ),
    # ... and a DeepGEMM kernel that faulted at launch, through its JIT runtime's driver check ("RuntimeError: CUDA driver
    # error (/workspace/.deps/deepgemm-src/deep_gemm/include/deep_gemm/jit/handle.hpp:154): 719 CUDA_ERROR_LAUNCH_FAILED",
    # DG_CUDA_DRIVER_CHECK), under vLLM's fp8_gemm_nt (vllm/utils/deep_gemm.py) in the profiling run: on a GPU outside
    # SM90 / SM100 the kernels are not DeepGEMM's (jschmied's GB10 notes: sm_121)
    LogPattern(
        "deepgemm_driver_error", "message", "quantization_kernel_bug",
        anchors=("deepgemm", "deep_gemm", "DeepGEMM"),
        # (and the runtime's later form, the code before the name in parentheses: "CUDA driver error
        # (.../deepgemm-src/.../runtime_utils.hpp:144): 700 (CUDA_ERROR_ILLEGAL_ADDRESS, an illegal memory access was
        # encountered)", vllm PR #49183 on 0.25.1; its head alone where the paste breaks the line after the code)
        regex=LazyRegex(r"CUDA driver error \([^)\n]{0,300}(?:deepgemm|deep_gemm|DeepGEMM)[^)\n]{0,300}\): ?\d{1,4}"
                         r"(?: \(?CUDA_ERROR_\w{1,40}| ?$)"),
        end=LazyRegex(r"."),
        source="DeepGEMM (its JIT runtime's DG_CUDA_DRIVER_CHECK) under vllm/utils/deep_gemm.py",
    ),
    # FlashInfer's own check of a quantized GEMM's backends against the GPU (flashinfer/utils.py::backend_requirement,
    # FlashInfer 0.5+: BackendSupportedError(f"{func.__name__} does not support backend '{backend}' with capability
    # {capability}"), and "... does not support compute capability {capability}" for a kernel with one backend):
    # vLLM's FP4 / FP8 linear and MoE layers call mm_fp4, mm_mxfp8, bmm_fp8 and the like with the backend they chose for
    # the checkpoint, and the GPU (major x 10 + minor: 120 for sm_120) is not among that backend's
    LogPattern(
        "flashinfer_gemm_capability", "message", "quantization_unsupported_gpu",
        anchors=("does not support backend '", "does not support compute capability"),
        regex=_rx(r"\b(?P<flashinfer_function>\w{0,40}(?:mm|gemm|moe|fp4|fp8|mxfp|nvfp)\w{0,40}) does not support "
                  r"(?:backend '(?P<flashinfer_backend>[\w.-]{1,40})' with capability|compute capability) "
                  r"(?P<current_capability>[1-9]\d{1,2})\b"),
        end=LazyRegex(r"."),
        source="FlashInfer flashinfer/utils.py::backend_requirement (BackendSupportedError), under vLLM's FP4/FP8 layers",
    ),
    # a quantization the GPU's architecture has no kernels for, named by its ISA: "RuntimeError: MXFP4 quantization is
    # not supported on gfx942" (ROCm's AITER FP4 paths on MI300X/MI325X, CDNA3; MXFP4 needs CDNA4, gfx950: vllm#35103),
    # the same words with a CUDA "sm_XX"
    LogPattern(
        "quantization_arch_unsupported", "message", "quantization_unsupported_gpu",
        anchors=("quantization is not supported on gfx", "quantization is not supported on sm"),
        regex=_rx(r"(?P<quantization>[A-Za-z][\w-]{1,20}) quantization is not supported on (?P<gpu_arch>gfx\d{3,4}\w?|"
                  r"sm_?\d{2,3}\w?)\b"),
        end=LazyRegex(r"."),
        source="ROCm AITER's FP4 paths under vllm/_aiter_ops.py (gfx942 vs gfx950); vllm#35103",
    ),
    # a platform that does not run the method at all: "{q} quantization is currently not supported in ROCm." /
    # "... in TPU Backend." (vllm/config.py::ModelConfig._verify_quantization, 0.4-0.7), "... in {device_name}."
    # (platforms/interface.py::Platform.verify_quantization, 0.8-0.33: ROCm, TPU, XPU, CPU, HPU ... lists)
    LogPattern(
        "platform_quantization", "message", "quantization_unsupported_gpu",
        anchors=("quantization is currently not supported in",),
        regex=_rx(r"(?P<quantization>[\w.-]{1,40}) quantization is currently not\s{1,2}supported in "
                  r"(?P<platform_name>[\w-]{1,20}(?: Backend)?)\b"),
        end=LazyRegex(r"."),
        source="vllm/config.py::ModelConfig._verify_quantization (0.4-0.7); "
               "vllm/platforms/interface.py::Platform.verify_quantization (0.8-0.33)",
    ),
    # torch's FP8 matmul below SM89: "torch._scaled_mm is only supported on CUDA devices with compute capability >= 9.0
    # or 8.9, or ROCm MI300+" (aten/src/ATen/native/cuda/Blas.cpp), reached by vLLM's FP8 linear layers before the
    # weight-only FP8 (Marlin) path served Ampere cards
    LogPattern(
        "scaled_mm_capability", "message", "quantization_unsupported_gpu",
        anchors=("_scaled_mm is only supported",),
        regex=_rx(r"_scaled_mm is only supported on CUDA devices with compute capability"),
        end=LazyRegex(r"."),
        source="torch aten/src/ATen/native/cuda/Blas.cpp::_scaled_mm_out_cuda",
    ),
    # torchao's FP8 activation configs below SM89 (quantization/torchao.py::_check_torchao_fp8_activation_capability,
    # 0.22.0-0.33.0): "... requires GPU compute capability >= 8.9 (...) (current GPU compute capability: X.Y). ..."
    LogPattern(
        "torchao_fp8_capability", "message", "quantization_unsupported_gpu",
        anchors=("torchao FP8 activation",),
        regex=_rx(r"torchao FP8 activation quantization config"),
        fields=(_rx(r"config '(?P<quantization_config>\w{1,60})' requires"),
                _rx(r"compute capability >= (?P<min_compute_capability>\d{1,2}\.\d{1,2})"),
                _rx(r"current GPU compute capability: (?P<compute_capability>\d{1,2}\.\d{1,2})\)")),
        releases=_r("0.22.0+"), end=_rx(r"Int4WeightOnlyConfig\.$"),
        source="vllm/model_executor/layers/quantization/torchao.py (0.22.0-0.33.0)",
    ),
    # the model dtype the quantization kernels do not take: the same functions (0.2.7-0.33.0), "{dtype} is not supported
    # for quantization method {q}. Supported dtypes: [...]"
    LogPattern(
        "quantization_dtype_unsupported", "message", "quantization_dtype_unsupported",
        anchors=("is not supported for quantization",),
        regex=_rx(r"is not supported for quantization method"),
        fields=(_rx(r"(?:torch\.)?(?P<dtype>[a-z][a-z0-9]{1,19}) is not supported for quantization method"),
                _rx(r"for quantization method (?P<quantization>\w[\w+-]{0,39})"),
                _rx(r"Supported dtypes: \[(?P<supported_dtypes>[^\]\n]{1,200})\]")),
        end=_rx(r"Supported dtypes: \[[^\]\n]{0,200}\]$"),
        source="vllm/config*.py::VllmConfig._get_quantization_config and its predecessors (0.2.7-0.33.0)",
    ),
    # the weight-only MoE kernels of compressed-tensors checkpoints demanding a float16 model: "float16 is required for
    # MoE compressed models. Set dtype=torch.float16" (an assert in quantization/compressed_tensors/
    # compressed_tensors_moe.py, the WNA16 MoE method's create_weights: its Marlin MoE kernels run fp16 only, 0.6.x-0.9.x)
    LogPattern(
        "compressed_moe_needs_float16", "message", "quantization_dtype_unsupported",
        anchors=("is required for MoE compressed models",),
        regex=_rx(r"(?P<required_dtype>float16) is required for MoE compressed models"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe.py (assert)",
    ),
    # an attention backend that has no kernel for the model's head size: "Head size {h} is not supported by
    # FlashAttention / PagedAttention / {attn_type}. Supported head sizes are: [...]" (vllm/attention/backends/*.py
    # 0.4.3-0.10.2, vllm/v1/attention/backends/*.py 0.6.6-0.17.0; some name the backend to use instead)
    LogPattern(
        "head_size_unsupported", "message", "head_size_unsupported",
        anchors=("Head size",),
        regex=_rx(rf"Head size {INT} is not supported by"),
        fields=(_rx(rf"Head size (?P<head_size>{INT}) is not supported"),
                LazyRegex(r"(?:Set|set) (?P<suggested_setting>(?:VLLM_USE_V1|VLLM_ATTENTION_BACKEND)=[A-Z0-9_]{1,40}"
                           r"|--attention-(?:backend|config\.backend)[= ][A-Z0-9_]{1,40})")),
        end=_rx(r"(?:\]\.|backend\.|head sizes\.)$"),
        source="vllm/attention/backends/*.py, vllm/v1/attention/backends/*.py (0.4.3-0.17.0)",
    ),
    # the TPU's Pallas attention takes head sizes that are multiples of 128 only: "Head size must be a multiple of 128."
    # (v1/attention/backends/pallas.py::PallasAttentionBackendImpl.__init__, 0.5.5-0.9.0.1), "... of 128, found N"
    # (attention/backends/pallas.py, 0.9.0.1-0.9.2)
    LogPattern(
        "head_size_pallas", "message", "head_size_unsupported",
        anchors=("Head size must be a multiple of",),
        regex=_rx(rf"Head size must be a multiple of {INT}"),
        fields=(_rx(rf"multiple of {INT}, found (?P<head_size>{INT})"),),
        end=LazyRegex(r"."),
        source="vllm/attention/backends/pallas.py, vllm/v1/attention/backends/pallas.py (0.5.5-0.9.2)",
    ),
    # a step that talks to the host while CUDA graphs are captured: torch's "Cannot copy between CPU and CUDA tensors
    # during CUDA graph capture unless the CPU tensor is pinned." (aten/src/ATen/native/cuda/Copy.cu, a .tolist() /
    # .item() / CPU tensor inside the captured forward) and the runtime's "operation not permitted when stream is
    # capturing" (cudaErrorStreamCaptureUnsupported), and the error after such a step, "operation failed due to a
    # previous error during capture" (cudaErrorStreamCaptureInvalidated): the model or a feature combined with it
    # (speculative decoding, a quantized KV cache's scales, mllama's host-side max over encoder lengths, vllm#11587)
    # cannot be captured in this release (Lorbus Qwen3.6-27B discussion #2)
    LogPattern(
        "cuda_graph_capture_sync", "message", "cuda_graph_unsupported",
        # (and torch's pointer to the runtime's enum, printed under the error line, which a paste may keep alone:
        # "Search for `cudaErrorStreamCaptureUnsupported' in https://docs.nvidia.com/cuda/... for more information.",
        # c10/cuda/CUDAException.cpp)
        anchors=("during CUDA graph capture", "when stream is capturing", "previous error during capture",
                 "cudaErrorStreamCaptureUnsupported", "cudaErrorStreamCaptureInvalidated",
                 "must be captured on a non-default stream"),
        # (and torch's own refusal of a capture on the default stream, "CUDA graphs must be captured on a non-default
        # stream. (However, after capture, it's ok to replay them on the default stream.)", torch/cuda/graphs.py
        # CUDAGraph.capture_begin: a model runner capturing outside its side stream, vllm#42999)
        regex=_rx(r"Cannot copy between CPU and CUDA tensors during CUDA graph capture"
                  r"|CUDA graphs must be captured on a non-default stream"
                  r"|operation not permitted when stream is capturing"
                  r"|operation failed due to a previous error during capture"
                  r"|Search for `cudaErrorStreamCapture(?:Unsupported|Invalidated)'"),
        end=LazyRegex(r"."),
        source="torch aten/src/ATen/native/cuda/Copy.cu (TORCH_CHECK during capture); CUDA runtime "
               "cudaErrorStreamCaptureUnsupported, cudaErrorStreamCaptureInvalidated",
    ),
    # the CUDA runtime refusing the capture itself: "CUDA error: operation not permitted" (cudaErrorNotPermitted) raised
    # at torch.cuda.graph's capture_begin / capture_end (torch/cuda/graphs.py), under vLLM's capture_model: the
    # environment does not let this process capture CUDA graphs (a sandboxed or shared-GPU container; qBraid's
    # instances). Read only under a capture frame (logs/builder.py _ROW_GATES): the same words come from other calls
    # Gaudi's PyTorch bridge refusing a collective inside an HPU graph: "RuntimeError: collective nonSFG is not supported
    # during hpu graph capturing" (tensor parallel with HPU graphs and the eager collectives; the bridge takes the lazy
    # HCCL collectives that graphs hold only with PT_HPU_ENABLE_LAZY_COLLECTIVES=true, which the Gaudi docs of vLLM
    # require for tensor parallel with HPU graphs and HabanaAI/vllm-fork#495's maintainers named; vLLM's HPU backend set
    # it by default later, vllm#10897)
    LogPattern(
        "hpu_graph_collective", "message", "cuda_graph_unsupported",
        anchors=("collective nonSFG is not supported",),
        regex=_rx(r"collective nonSFG is not supported during hpu graph captur"),
        end=LazyRegex(r"."),
        source="Habana's PyTorch bridge (HPU graph capture); vLLM Gaudi docs PT_HPU_ENABLE_LAZY_COLLECTIVES",
    ),
    # the CUDA runtime's cudaErrorUnknown ("CUDA error: unknown error", "cudaErrorUnknown: unknown error") while graphs
    # are captured: the driver layer cannot capture (WSL2's GPU paravirtualisation, dxgkrnl, before its Blackwell
    # support; vllm#37242); read only under a capture frame, vLLM's capture announcement or a sentence naming the capture
    LogPattern(
        "cuda_graph_capture_unknown_error", "message", "cuda_graph_unsupported",
        anchors=("unknown error",),
        regex=_rx(r"(?:cudaErrorUnknown: unknown error|CUDA error: unknown error)$"),
        end=LazyRegex(r"."),
        source="CUDA runtime cudaErrorUnknown; torch/cuda/graphs.py; vllm/v1/worker/gpu_model_runner.py::capture_model",
    ),
    # torch's caching allocator asserting on NVML: "RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at
    # "../c10/cuda/CUDACachingAllocator.cpp":1154, please report a bug to PyTorch." (torch 2.1-2.3: an allocation the
    # device could not satisfy, whose out-of-memory handling queries NVML for the device's memory, and NVML refuses
    # the query -- a MIG slice, a vGPU or a container's driver library): an out-of-memory error that lost its message
    LogPattern(
        "nvml_allocator_assert", "message", "nvml_allocator_assert",
        anchors=("NVML_SUCCESS",),
        regex=_rx(r"NVML_SUCCESS ?== ?r INTERNAL ASSERT FAILED"),
        fields=(_rx(r"CUDACachingAllocator\.cpp\W{0,3}:(?P<allocator_line>\d{1,6})"),),
        end=LazyRegex(r"."),
        source="torch c10/cuda/CUDACachingAllocator.cpp (TORCH_INTERNAL_ASSERT(NVML_SUCCESS == r) in the OOM path)",
    ),
    # a kernel that faulted while the graphs were captured: "CUDA error: an illegal memory access was encountered"
    # (cudaErrorIllegalAddress; torch.AcceleratorError, or vLLM's own CUDACHECK "Failed: Cuda error
    # .../csrc/custom_all_reduce.cuh:164 'an illegal memory access was encountered'"), read only under a capture frame,
    # vLLM's capture announcement or a sentence naming the capture: a kernel of this build that is wrong in the graph
    # mode being captured (a full graph of a speculator's prefill, the custom all-reduce inside a graph), not memory
    LogPattern(
        "cuda_graph_capture_illegal_access", "message", "cuda_graph_unsupported",
        anchors=("illegal memory access",),
        regex=_rx(r"(?:CUDA error|Cuda error \S{0,200}|cudaErrorIllegalAddress):? '?an illegal memory access was "
                  r"encountered"),
        fields=(_rx(r"Cuda error \S{0,200}?(?P<faulting_source>[\w.-]{1,80}\.cuh?):\d"),),
        end=LazyRegex(r"."),
        source="CUDA runtime cudaErrorIllegalAddress; vllm/v1/worker/gpu_model_runner.py::capture_model; "
               "csrc/custom_all_reduce.cuh (CUDACHECK)",
    ),
    LogPattern(
        "cuda_graph_capture_not_permitted", "message", "cuda_graph_unsupported",
        anchors=("CUDA error: operation not permitted",),
        regex=_rx(r"CUDA error: operation not permitted$"),
        end=LazyRegex(r"."),
        source="CUDA runtime cudaErrorNotPermitted; torch/cuda/graphs.py (CUDAGraph.capture_begin / capture_end); "
               "vllm/v1/worker/gpu_model_runner.py::capture_model",
    ),
    # the runtime refusing an argument while graphs are captured: "CUDA error: invalid argument" (cudaErrorInvalidValue:
    # a stream waiting on an event recorded in a capture that has ended, a captured segment handing an event to an eager
    # break; vllm#56825, v1/attention/backends/mla/index_group.py under compilation/breakable_cudagraph.py) and "invalid
    # resource handle" (cudaErrorInvalidResourceHandle: an event or stream of another capture). Read only under a capture
    # frame (logs/builder.py _ROW_GATES): the same words come from any CUDA call (also when a terminal cut the line)
    LogPattern(
        "cuda_graph_capture_invalid_argument", "message", "cuda_graph_unsupported",
        anchors=("CUDA error: invalid ",),
        regex=_rx(r"CUDA error: invalid (?:argu(?:ment|men|me|m)?|resource(?: handle)?)$"),
        end=LazyRegex(r"."),
        source="CUDA runtime cudaErrorInvalidValue / cudaErrorInvalidResourceHandle; torch/cuda/graphs.py; "
               "vllm/v1/worker/gpu/cudagraph_utils.py::capture, compilation/breakable_cudagraph.py",
    ),
    # a platform plugin's graph mode refusing the model: "NotImplementedError: ACL Graph does not support deepseek. Please
    # try torchair graph mode to serve deepseek models on vllm-ascend. Or set `enforce_eager=True` to use eager mode"
    # (vllm-ascend's platform check of its ACL graph mode, 0.8-0.9 releases): the graphs, not memory; eager mode runs it
    LogPattern(
        "platform_graph_mode_refused", "message", "cuda_graph_unsupported",
        anchors=("Graph does not support",),
        regex=_rx(r"(?P<graph_mode>ACL|HPU|NPU|CUDA) ?Graph does not support (?P<graph_model>\w[\w-]{0,40}(?:\.\w[\w-]{0,20})?)"),
        end=LazyRegex(r"."),
        source="vllm-ascend platform.py (ACL graph mode's model check, 0.8.x-0.9.x)",
    ),
    # CUDA graphs the configuration cannot capture: "CUDAGraphMode.X is not supported with Y backend (support:Z) ; please
    # try cudagraph_mode=PIECEWISE, ..." (v1/worker/gpu_model_runner.py 0.10.1.1-0.19.1, config/compilation.py
    # 0.20.0-0.33.0), "Full CUDAGraph not supported for X. Turn off CompilationConfig.full_cuda_graph ..." (0.9.2-0.10.0),
    # "Cuda graph is not supported with DualChunkFlashAttention. ..." (engine/arg_utils.py, 0.9.0.1-0.10.2), "Mamba with
    # cuda graph is not supported yet." (0.9.2), "Capture size larger than 992 is not supported for full cuda graph."
    # (v1/attention/backends/flash_attn.py, 0.9.2-0.11.0), "AoT scheduling is required for full cuda graph."
    # (FlashAttentionMetadataBuilder.__init__, 0.9.2-0.10.0: full_cuda_graph with FlashAttention 2, whose scheduling is
    # not ahead of time; only FA3 has it)
    LogPattern(
        "cuda_graph_unsupported", "message", "cuda_graph_unsupported",
        # the mode names of vLLM's CUDAGraphMode enum: the engine config line prints "<CUDAGraphMode.FULL_AND_PIECEWISE: (2,
        # 1)>", which must not start a message
        anchors=("CUDAGraphMode.FULL is not", "CUDAGraphMode.PIECEWISE is not", "CUDAGraphMode.FULL_DECODE_ONLY is not",
                 "CUDAGraphMode.FULL_AND_PIECEWISE is not", "Full CUDAGraph not supported", "Cuda graph is not supported",
                 "with cuda graph is not supported", "Capture size larger than", "required for full cuda graph"),
        regex=_rx(r"CUDAGraphMode\.\w{1,40} is not supported with|Full CUDAGraph not supported for|Cuda graph is not "
                  r"supported with|with cuda graph is not supported|is not supported for full cuda graph"
                  r"|AoT scheduling is required for full cuda graph"),
        fields=(_rx(r"CUDAGraphMode\.(?P<cudagraph_mode>\w{1,40}) is not supported with (?P<attention_backend_name>\w{1,60}) "
                    r"backend"),
                _rx(r"Full CUDAGraph not supported for (?P<attention_backend_name>\w{1,60})\."),
                _rx(rf"Capture size larger than (?P<max_capture_size>{INT}) is not supported")),
        end=_rx(r"(?:VLLM_COMPILE|is piecewise|attention backend\.|in the CLI\.|not supported yet\.|full cuda graph\.)$"),
        source="v1/worker/gpu_model_runner.py, config/compilation.py, engine/arg_utils.py (0.9.0.1-0.33.0 wheels)",
    ),
    # vllm/config.py / config/cache.py::CacheConfig.verify_with_parallel_config (0.2.7-0.17.0): swap_space x TP above
    # 70% of the host's memory
    LogPattern(
        "swap_space_too_large", "message", "swap_space_too_large",
        anchors=("Too large swap space",),
        regex=_rx(r"Too large swap space"),
        fields=(_rx(rf"(?P<swap_space_gib>{NUM}) GiB out of the (?P<cpu_memory_gib>{NUM}) GiB total CPU memory"),),
        releases=_r("<=0.17.x"), end=_rx(r"for the swap space\.$"),
        source="vllm/config/cache.py::CacheConfig.verify_with_parallel_config (0.2.7-0.17.0 wheels)",
    ),
    # ------------------------------------------------------------------ launches that die of something else than memory
    # (issue 10): the model's architecture, its custom code, the CUDA runtime, torch's fork check. kvroom.launchchecks
    # diagnoses them; tests/golden/vllm_messages.json quotes each template (``foreign``: torch / transformers / CUDA)
    # The architecture no registry entry matches: "Model architectures {architectures} are not supported for now.
    # Supported architectures: ..." (model_loader.py 0.2.7-0.3.3, model_loader/utils.py 0.4.3, models/__init__.py
    # 0.5.5-0.6.0, models/registry.py::_ModelRegistry._raise_for_unsupported 0.6.3-0.33.0), its 0.10.0+ siblings for an
    # architecture vLLM removed ("... was supported in vLLM until v{previous_version}, and is not supported anymore.") or
    # moved to a plugin (0.19.1+, "... is not supported in-tree anymore. Please install the plugin at {plugin_url} ..."),
    # and the Transformers fallback's "Cannot find model module. '{arch}' is not a registered model in the Transformers
    # library ..." (model_loader/utils.py 0.8.5-0.10.0, registry.py::_try_resolve_transformers 0.10.1.1-0.33.0)
    LogPattern(
        "architecture_unsupported", "message", "architecture_unsupported",
        anchors=("are not supported for", "are not supported on Neuron", "supported in vLLM until", "in-tree anymore", "Cannot find model module",
                 "has no vLLM implementation", "is not compatible with vLLM"),
        # "for now" may be cut (GitHub keeps an issue title's first 80-odd characters: "... are not supported for no")
        # (and the Neuron loader's own list: "Model architectures [...] are not supported on Neuron for now. Supported
        # architectures: [...]", model_loader/neuron.py / neuronx_distributed.py::_get_model_architecture 0.4.1-0.10.1.1)
        regex=_rx(r"Model architectures \[[^\]]{0,4000}\] are not supported (?:on Neuron )?for(?: |$)|was supported in vLLM until v"
                  # (the same words in a copy of vLLM's loader that prints the name bare: verl's dtensor_weight_loaders)
                  r"|Model architectures [A-Z][\w.-]{0,99} are not supported for(?: |$)"
                  r"|is not supported in-tree anymore|Cannot find model module\."
                  # the Transformers fallback refusing an architecture vLLM has no class for: "{arch} has no vLLM
                  # implementation and the Transformers implementation is not compatible with vLLM." (model_loader/
                  # utils.py::resolve_transformers_fallback 0.7.3, resolve_transformers_arch 0.8.0-0.9.2) and "The
                  # Transformers implementation of '{arch}' is not compatible with vLLM." (0.10.0; models/registry.py::
                  # _ModelRegistry._try_resolve_transformers 0.7.3-0.33.0)
                  r"|has no vLLM implementation and the Transformers implementation is not compatible"
                  r"|The Transformers implementation of '?[\w.-]{1,100}'? is not compatible with vLLM"),
        fields=(_rx(r"Model architectures \['(?P<architectures>[\w.-]{1,100})'"),
                _rx(r"Model architectures (?P<architectures>[A-Z][\w.-]{0,99}) are not supported"),
                _rx(r"(?P<architectures>[A-Za-z][\w.-]{0,99}) has no vLLM implementation"),
                _rx(r"The Transformers implementation of '?(?P<architectures>[\w.-]{1,100})'? is not compatible"),
                _rx(r"Model architecture (?P<architectures>[\w.-]{1,100}) (?:was|is) "),
                _rx(r"supported in vLLM until v(?P<previous_version>\d{1,3}(?:\.\d{1,4}){1,3}),"),
                _rx(r"install the plugin at (?P<plugin_url>https?://[\w./-]{1,200}) if"),
                _rx(r"Cannot find model module\. '(?P<architectures>[\w.-]{1,100})' is not")),
        end=_rx(r"(?:\]\)?|this model architecture\.|the model is custom\)\.|compatible with vLLM\.|VLLM_USE_V1=0\.)$"),
        source="vllm/model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported and predecessors "
               "(0.2.7-0.33.0 wheels)",
    ),
    # Qwen2's model code (and its copies: seed_oss, iquest_loopcoder) refuses a sliding window on some layers only:
    # "Sliding window for some but all layers is not supported. This model uses sliding window but `max_window_layers`
    # = X is less than `num_hidden_layers` = Y. Please open an issue to discuss this feature." (models/qwen2.py
    # Qwen2Model.__init__: 0.5.5-0.8.5 a ValueError whenever a sliding window is set and the config has
    # max_window_layers, whatever X and Y; 0.9.0+ an assert that fires only when X != Y and the layers interleave)
    LogPattern(
        "sliding_window_some_layers", "message", "architecture_unsupported",
        anchors=("Sliding window for some but all layers",),
        regex=_rx(r"Sliding window for some but all layers is not\s{1,2}supported"),
        fields=(_rx(rf"`?max_window_layers`? = (?P<max_window_layers>{INT}) is less than `?num_hidden_layers`? = "
                    rf"(?P<num_hidden_layers>{INT})"),),
        end=_rx(r"discuss this feature\.?$"),
        source="vllm/model_executor/models/qwen2.py::Qwen2Model.__init__ (0.5.5-0.33.0 wheels)",
    ),
    # transformers' GGUF reader without the file's architecture (vLLM reads a .gguf's config through it):
    # "GGUF model with architecture deepseek2 is not supported yet." (transformers/modeling_gguf_pytorch_utils.py)
    LogPattern(
        "gguf_architecture_unsupported", "message", "architecture_unsupported",
        # (older transformers, 4.41-4.46 wheels: "Architecture deepseek2 not supported"; GGUF names its architectures in
        # lower case; an issue title quotes it in markdown's backticks)
        anchors=("GGUF model with architecture", "Architecture "),
        regex=LazyRegex(r"GGUF model with architecture [\w.-]{1,40} is not supported"
                         r"|(?:^|: )`?Architecture [a-z][a-z0-9_.-]{1,39} not supported"),
        fields=(LazyRegex(r"GGUF model with architecture (?P<gguf_architecture>[\w.-]{1,40}) is not supported"),
                LazyRegex(r"(?:^|: )`?Architecture (?P<gguf_architecture>[a-z][a-z0-9_.-]{1,39}) not supported")),
        end=LazyRegex(r"."),
        source="transformers/modeling_gguf_pytorch_utils.py::load_gguf_checkpoint",
    ),
    # MLX's model loaders, which Apple-silicon serving through MLX (the vllm-metal platform plug-in, mlx-lm's own server)
    # load checkpoints with: "Model type xlm-roberta not supported." (mlx_lm/utils.py::_get_classes, and its copies
    # mlx_vlm/utils.py::get_model_and_args, mlx_audio's: the config's model_type names no module of the package's models
    # directory): the architecture has no MLX implementation in the installed package
    LogPattern(
        "mlx_model_type_unsupported", "message", "architecture_unsupported",
        anchors=("Model type ",),
        # (also quoted in a code span without its full stop: "(`ValueError: Model type qwen3_5 not supported` when
        # running ...)", docker/model-runner#767)
        regex=LazyRegex(r"(?:^|:[^\S\n]?|`)Model type (?P<model_type>[A-Za-z][\w.-]{0,60}) not supported(?:\.|`|$)"),
        end=LazyRegex(r"."),
        source="mlx_lm/utils.py::_get_classes, mlx_vlm/utils.py::get_model_and_args (MLX's loaders, used by vllm-metal)",
    ),
    # vllm-metal's own attention runtime without a builder for the model's type: "NotImplementedError: Metal hybrid
    # runtime has no state family for model_type='granitemoehybrid'." (vllm_metal/attention/runtime/factory.py::
    # _builder_for_model_type, vllm-metal 0.2x): the plug-in resolves the architecture but has no runtime for its
    # layers (a hybrid model's recurrent state)
    LogPattern(
        "metal_runtime_model_type_missing", "message", "architecture_unsupported",
        anchors=("for model_type=",),
        regex=_rx(r"Metal [\w -]{1,40}? has no [\w -]{1,40}? for model_type=['\"](?P<model_type>[\w.-]{1,60})['\"]"),
        end=LazyRegex(r"."),
        source="vllm_metal/attention/runtime/factory.py::_builder_for_model_type (vllm-metal)",
    ),
    # a model class that supports only some versions of its checkpoints: "Currently, MiniCPMV only supports versions
    # 2.0, 2.5, 2.6, 4.0. Got version: (4, 5)" (models/minicpmv.py::MiniCPMV.__new__, 0.5.5-0.33.0)
    LogPattern(
        "model_version_unsupported", "message", "architecture_unsupported",
        anchors=("only supports versions",),
        regex=_rx(r"Currently, (?P<architectures>\w{1,40}) only supports versions"),
        fields=(_rx(r"Got version: (?P<model_version>\(?[\d., ]{1,20}\)?)"),),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/minicpmv.py::MiniCPMV.__new__ (0.5.5-0.33.0 wheels)",
    ),
    # the architecture IS registered but its class failed to import / be inspected (0.6.6-0.33.0): "Model architectures
    # {architectures} failed to be inspected. Please check the logs for more details."
    LogPattern(
        "model_inspection_failed", "message", "model_inspection_failed",
        anchors=("failed to be inspected",),
        regex=_rx(r"\] failed to be inspected"),
        fields=(_rx(r"Model architectures \['(?P<architectures>[\w.-]{1,100})'"),),
        releases=_r("0.6.4+"), end=_rx(r"for more details\.$"),
        source="vllm/model_executor/models/registry.py::_ModelRegistry._raise_for_unsupported (0.6.6-0.33.0 wheels)",
    ),
    # the registry's inspection subprocess itself exiting with an error: "subprocess.CalledProcessError: Command
    # '['/usr/bin/python3', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1." (models/
    # registry.py::_run_in_subprocess runs _SUBPROCESS_COMMAND = [sys.executable, "-m",
    # "vllm.model_executor.models.registry"] and check_returncode(), 0.6.3-0.33.0): the same failure the "failed to be
    # inspected" message reports, its own error on the subprocess's stderr (vllm#44548: a user with no passwd entry).
    # A subprocess ended by a signal is "died with <Signals.SIGILL: 4>." instead (CPython's Lib/subprocess.py
    # CalledProcessError.__str__ for a negative returncode): no Python error of its own, the signal is the cause
    LogPattern(
        "registry_subprocess_failed", "message", "model_inspection_failed",
        anchors=("'vllm.model_executor.models.registry'",),
        regex=_rx(r"'-m', 'vllm\.model_executor\.models\.registry'\]' (?:returned non-zero exit status|died with "
                  r"<Signals\.SIG[A-Z]{2,6}: \d{1,2}>)"),
        fields=(_rx(r"\]' died with <Signals\.(?P<process_signal>SIG[A-Z]{2,6}): \d{1,2}>"),),
        releases=_r("0.6.3+"), end=LazyRegex(r"."),
        source="vllm/model_executor/models/registry.py::_run_in_subprocess (0.6.3-0.33.0 sdists)",
    ),
    # custom code the launch did not allow: vLLM's "Failed to load the model config. If the model is a custom model not
    # yet available in the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using
    # the `--trust-remote-code` flag in the CLI." (transformers_utils/config.py, 0.2.7-0.33.0; the tokenizer's and
    # processor's siblings end the same way) and transformers' own "... Please pass the argument
    # `trust_remote_code=True` to allow custom code to be run." (dynamic_module_utils.py::resolve_trust_remote_code)
    LogPattern(
        "trust_remote_code_required", "message", "trust_remote_code_required",
        anchors=("consider setting `trust_remote_code=True`", "consider setting trust_remote_code=True",
                 "`trust_remote_code=True` to allow custom code",
                 "set the option `trust_remote_code=True`", "in that repo on your local machine",
                 "to allow custom code", "custom code which must be executed", "custom code that must be executed"),
        # transformers' own sentence is also retyped (lower case, other quotes: vllm#9531) and reworded by wrappers
        # ("The model contains custom code that must be executed to load correctly. If you trust the source, please
        # pass the backend parameter `--trust-remote-code` to allow custom code to be run.", GPUStack 2.0,
        # gpustack#3642): transformers' "The repository for X contains custom code which must be executed to
        # correctly load the model" is the fact every form keeps
        # (a page's markdown may have eaten the backticks: qwen#513)
        regex=_rxi(r"consider setting `?trust_remote_code=True`?|`trust_remote_code=True` to allow custom code"
                   r"|set the option [`'\"]?trust_remote_code=true"
                   r"|requires you to execute the (?:configuration|modeling|tokenizer) file in that repo on your "
                   r"local machine"
                   r"|[`'\"]?(?:--trust-remote-code|trust_remote_code(?:=True)?)[`'\"]? to allow custom code"
                   r"|contains custom code (?:which|that) must be executed"),
        end=_rx(r"(?:in the CLI\.|custom code to be run\.|remove this error\.)$"),
        source="vllm/transformers_utils/config.py (0.2.7-0.33.0 wheels); transformers/dynamic_module_utils.py",
    ),
    # a --quantization (or checkpoint quant_method) name the release does not have: "Unknown quantization method: X.
    # Must be one of [...]." (vllm/config.py::ModelConfig._verify_quantization, 0.2.7-0.11; config/model.py 0.12-0.33)
    # and "Invalid quantization method: X" (model_executor/layers/quantization/__init__.py::get_quantization_config)
    LogPattern(
        "quantization_method_unknown", "message", "quantization_method_unknown",
        anchors=("Unknown quantization method", "Invalid quantization method"),
        # (an empty name, "Unknown quantization method: . Must be one of [...]": the checkpoint's quantization_config
        # names no quant_method, e.g. an MLX conversion)
        regex=_rx(r"(?:Unknown|Invalid) quantization method: ?(?:(?P<quantization>[\w+-]{1,60})|(?=\. ?Must be one of))"),
        end=LazyRegex(r"."),
        source="vllm/config.py / config/model.py::ModelConfig._verify_quantization; "
               "model_executor/layers/quantization/__init__.py::get_quantization_config (0.2.7-0.33.0 wheels)",
    ),
    # argparse refusing the name before vLLM's own check: "api_server.py: error: argument --quantization/-q: invalid
    # choice: 'hqq' (choose from 'awq', 'gptq', 'squeezellm', None)" (the engine arguments' choices=QUANTIZATION_METHODS,
    # engine/arg_utils.py, 0.2.x-0.4.x; later releases take any string and refuse it in _verify_quantization)
    LogPattern(
        "quantization_choice_invalid", "message", "quantization_method_unknown",
        anchors=("argument --quantization",),
        regex=_rx(r"argument --quantization(?:/-q)?: invalid choice: '(?P<quantization>[\w+.-]{1,60})'"),
        end=LazyRegex(r"."),
        source="argparse's invalid choice over vllm/engine/arg_utils.py's --quantization choices (0.2.x-0.4.x)",
    ),
    # argparse refusing any other value of a flag with choices: "api_server.py: error: argument --tool-call-parser:
    # invalid choice: 'llama3_json' (choose from 'mistral', 'hermes')" (argparse.ArgumentParser._check_value over the
    # choices vLLM's engine/frontend arguments declare, engine/arg_utils.py, entrypoints/openai/cli_args.py): this
    # release does not take the value (a newer release's docs, a typo); the process exits before any engine starts
    LogPattern(
        "argparse_invalid_choice", "message", "vllm_check_failed",
        anchors=("error: argument",),
        # (a quote may stop before the list: "... invalid choice: 'nixl_ep'" at the line's or code span's end)
        regex=_rx(r"error: argument (?!--quantization\b)(?P<cli_flag>--[\w-]{1,60})(?:/-\w{1,4})?: invalid choice: "
                  r"(?:'?(?P<cli_value>[^'\n]{1,80}?)'? \(choose from '?(?P<cli_choices>[^)\n]{0,800}?)'?\)"
                  r"|'(?P<cli_value_alone>[^'\n]{1,80})'(?:$|`| ))"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser._check_value over vllm/engine/arg_utils.py, "
               "entrypoints/openai/cli_args.py choices",
    ),
    # pydantic refusing a key of one of vLLM's config classes: "pydantic_core._pydantic_core.ValidationError: 1 validation
    # error for SpeculativeConfig" / "ngram_prompt_lookup_max" / "  Unexpected keyword argument [type=unexpected_keyword_
    # argument, input_value=4, input_type=int]" (vllm/config/utils.py::config makes each config class a pydantic
    # dataclass with ConfigDict(extra="forbid"), 0.16.0-0.33.0 sdists): a key this release's class does not have, from
    # another release's docs (renamed or removed) or misspelt, in a JSON flag (--speculative-config, --compilation-config,
    # --kv-transfer-config) or an LLM(...) keyword. Read only under that head naming a vLLM config class (logs/builder.py)
    LogPattern(
        "config_key_unexpected", "message", "vllm_check_failed",
        # (the type's name after "[type=" may be cut by a terminal's wrap)
        anchors=("Unexpected keyword argument [type=", "Extra inputs are not permitted [type="),
        regex=_rx(r"(?:Unexpected keyword argument|Extra inputs are not permitted) \[type="),
        end=LazyRegex(r"."),
        source="vllm/config/utils.py::config (pydantic dataclasses, extra='forbid') under pydantic's ValidationError",
    ),
    # argparse refusing a value written after a flag that takes none: "api_server.py: error: argument
    # --enable-chunked-prefill/--no-enable-chunked-prefill: ignored explicit argument 'true'" (argparse.py
    # ArgumentParser._parse_known_args.consume_optional: "ignored explicit argument %r" for a flag with nargs=0, vLLM's
    # boolean flags: store_true, and BooleanOptionalAction's --flag / --no-flag pairs from 0.10): the flag alone says
    # true, its --no- form false
    LogPattern(
        "argparse_explicit_argument_ignored", "message", "vllm_check_failed",
        anchors=("ignored explicit argument",),
        regex=_rx(r"(?:error: argument (?P<cli_flag>--[\w-]{1,60})(?:/--?[\w-]{1,60}){0,2}: )?ignored explicit argument "
                  r"'(?P<cli_explicit_value>[^'\n]{1,80})'"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser._parse_known_args (consume_optional) over vLLM's boolean flags",
    ),
    # argparse refusing a value its type function cannot convert: "vllm serve: error: argument --limit-mm-per-prompt:
    # Value {video:0} cannot be converted to <function loads at 0x...>." (vLLM's parse_type raising ArgumentTypeError,
    # engine/arg_utils.py 0.8.5-0.33.0): a JSON flag whose quotes a shell, systemd or YAML took off, or a value of
    # another type; the value itself is not echoed
    LogPattern(
        "argparse_value_unconvertible", "message", "vllm_check_failed",
        anchors=("cannot be converted",),
        regex=_rx(r"error: argument (?P<cli_flag>--[\w-]{1,60})(?:/-\w{1,4})?: Value .{1,400}? "
                  r"(?P<cli_unconvertible>cannot be converted)"),
        end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py::parse_type (0.8.5-0.33.0 sdists) under argparse",
    ),
    # argparse refusing a value its type function raised on: "api_server.py: error: argument --pipeline-parallel-size/-pp:
    # invalid int value: '8000:8000'" (CPython Lib/argparse.py::ArgumentParser._get_value: "invalid %(type)s value:
    # %(value)r" when int(), float() or a named type function raises TypeError / ValueError; every release's CLI). The
    # value as argparse quotes it, its closing quote possibly cut
    LogPattern(
        "argparse_invalid_value", "message", "vllm_check_failed",
        anchors=("error: argument",),
        regex=_rx(r"error: argument (?P<cli_flag>--[\w-]{1,60})(?:/-\w{1,4})?: invalid (?P<cli_type>\w{1,40}) value: "
                  r"'(?P<cli_bad_value>[^'\n]{0,200})'?"),
        end=LazyRegex(r"."),
        source="CPython Lib/argparse.py ArgumentParser._get_value over vLLM's typed flags (engine/arg_utils.py)",
    ),
    # argparse refusing a config flag's value that pydantic would not validate: "vllm serve: error: argument
    # --compilation-config/-O: 1 validation error for CompilationConfig" (over "Input should be an object
    # [type=dataclass_type, input_value=3, input_type=int]": vLLM's config flags parse their value into the config's
    # dataclass, engine/arg_utils.py, and a bare integer or a field another release named is refused)
    LogPattern(
        "argparse_config_invalid", "message", "vllm_check_failed",
        anchors=("error: argument",),
        regex=_rx(r"error: argument (?P<cli_flag>--[\w-]{1,60})(?:/-\w{1,4})?: \d{1,3} validation errors? for "
                  # (the next line, joined to a wrapped one, may follow the class without a space: a config class's name ends
                  # in Config)
                  r"(?P<cli_config_class>[A-Z]\w{0,60}?Config|[A-Z]\w{1,60}?(?=Input should|\s|$))"),
        end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py (config flags parsed into their pydantic dataclasses) under argparse",
    ),
    # vLLM's CUTLASS scaled-mm dispatch for int8 (W8A8) on Blackwell: "Int8 not supported on SM120. Use FP8 quantization
    # instead, or run on older arch (SM < 100)." (csrc/quantization/w8a8/cutlass/c3x/scaled_mm_helper.hpp), earlier
    # "Int8 not supported for this architecture" (scaled_mm_entry / c3x dispatch): the SM100 / SM120 CUTLASS kernels
    # have no int8 path, while kernel selection (CutlassInt8ScaledMMLinearKernel.is_supported) still picks CUTLASS for
    # int8 layers on them, where vLLM's Triton int8 kernel would run (vllm#54311, PR #54316)
    LogPattern(
        "cutlass_int8_unsupported_arch", "message", "quantization_unsupported_gpu",
        anchors=("Int8 not supported",),
        regex=_rx(r"Int8 not supported (?:on SM(?P<cutlass_sm>\d{2,3})\b|for this architecture)"),
        end=LazyRegex(r"."),
        source="csrc/quantization/w8a8/cutlass/c3x/scaled_mm_helper.hpp (vLLM's sources); vllm#54311",
    ),
    # an environment variable of vLLM's set to a value it does not take: envs.py::env_with_choices ("Invalid value
    # '{value}' for {env_name}. Valid options: {choices}.", 0.11.0-0.33.0 sdists), read when the variable is first used
    # (VLLM_ATTENTION_BACKEND through AttentionConfig's validator, a name an older release had: ROCM_FLASH, XFORMERS);
    # also quoted without its list of options
    LogPattern(
        "env_value_invalid", "message", "vllm_check_failed",
        anchors=("' for VLLM_",),
        regex=_rx(r"Invalid value '[^'\n]{1,120}' for (?P<env_name>VLLM_[A-Z0-9_]{1,60})\b"),
        releases=_r("0.11.0+"), end=LazyRegex(r"."),
        source="vllm/envs.py::env_with_choices._get_validated_env (0.11.0-0.33.0 sdists)",
    ),
    # VLLM_PORT holding a URI: Kubernetes gives every pod of a namespace <SERVICE>_PORT=tcp://<ip>:<port> for each
    # Service, so a Service named "vllm" sets VLLM_PORT=tcp://..., which vLLM reads as the port of its own sockets. Up to
    # 0.9.0 envs.py parsed it with a bare int() ("lambda: int(os.getenv('VLLM_PORT', '0'))", 0.4.3-0.8.5 sdists; 0.4.2
    # has no VLLM_PORT): Python's "invalid literal for int() with base 10: 'tcp://172.16.168.90:8000'"; from 0.9.0.1
    # get_vllm_port raises
    # vLLM's own "VLLM_PORT 'tcp://...' appears to be a URI. This may be caused by a Kubernetes service discovery issue"
    # (the raise table reads that one)
    LogPattern(
        "vllm_port_uri", "message", "vllm_check_failed",
        anchors=("invalid literal for int()",),
        regex=_rx(r"invalid literal for int\(\) with base 10: ['\"]?(?:tcp|udp|http|https)://"),
        end=LazyRegex(r"."),
        source="vllm/envs.py VLLM_PORT (int(os.getenv('VLLM_PORT', '0')), 0.4.3-0.8.5 sdists; get_vllm_port 0.9.0.1+)",
    ),
    # argparse refusing a flag this release does not define: "vllm serve: error: unrecognized arguments:
    # --max-model-len-auto" / "api_server.py: error: unrecognized arguments: --kv-cache-memory 8G"
    # (argparse.ArgumentParser.parse_args): a flag of another release, or a typo
    LogPattern(
        "argparse_unrecognized_arguments", "message", "vllm_check_failed",
        # (also retold without argparse's "error: " head, '启动报 "unrecognized arguments: --disable-log-requests"')
        anchors=("unrecognized arguments:", "nrecognized argument "),
        # (and an issue title's retelling, "Unrecognized argument --enable-prompt-embeds during Online inferencing",
        # vllm#18483: argparse's words in the singular, a double-dash flag right after them)
        # (the first flag's name only: the words after it may be its value, an API key or a token, never echoed)
        # (or a word that is no flag, "unrecognized arguments: GPU_MEM_UTIL=0.9": an environment assignment or a value
        # the shell split off its flag; read after argparse's "error: " or an opening quote only, never echoed)
        regex=_rx(r"(?:(?:error: )?unrecognized arguments: |[Uu]nrecognized argument `?(?=--))"
                  r"(?P<cli_flag>--?[A-Za-z][\w-]{0,60})"
                  r"|(?:error: |[\"'`])unrecognized arguments: (?P<cli_stray>[^\s\"'`-][^\s\"'`]{0,80})"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser.parse_args over vllm's CLI (vllm serve, api_server.py)",
    ),
    # argparse refusing a flag's prefix that more than one flag starts with: "vllm serve: error: ambiguous option:
    # --model could match --model-impl, --model-loader-extra-config" (argparse.ArgumentParser._parse_optional, which takes
    # a unique prefix of a long flag): a key of a --config YAML file that names no flag of this `vllm serve` (the model,
    # given positionally there) or a shortened flag
    LogPattern(
        "argparse_ambiguous_option", "message", "vllm_check_failed",
        anchors=("ambiguous option:",),
        regex=_rx(r"ambiguous option: (?P<cli_ambiguous>--?[A-Za-z][\w-]{0,60})(?:=[^\s]{0,80})? could match "
                  r"(?P<cli_matches>--[\w-]{1,60}(?:, --[\w-]{1,60}){0,12})"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser._parse_optional (ambiguous option) over vllm's CLI",
    ),
    # argparse finding a flag with no value after it: "error: argument --model-path: expected one argument"
    # (argparse.ArgumentParser._match_argument): the flag is the command's last word, or the next word starts with "-"
    # -- a launch script's variable that expanded to nothing ("--model-path $MODEL" with MODEL unset), or a value
    # beginning with a dash
    LogPattern(
        "argparse_expected_argument", "message", "vllm_check_failed",
        anchors=("expected one argument",),
        # (and the sentence quoted without argparse's "prog: error: " head, as a heading or a note quotes it:
        # "argument --reasoning-parser: expected one argument"; read only for a flag of vLLM's CLI, logs/builder.py)
        regex=_rx(r"(?:error: |(?<![\w-]))argument (?P<cli_missing_value>--?[A-Za-z][\w-]{0,60})(?:/-{1,2}[\w-]{1,60}){0,2}: "
                  r"expected one argument"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser._match_argument (expected one argument) over vllm's CLI",
    ),
    # argparse missing a positional argument of vLLM's CLI: "vllm serve: error: the following arguments are required:
    # model_tag" (argparse.ArgumentParser._parse_known_args). `vllm serve`'s model_tag was a required positional from
    # 0.5.2 to 0.8.0 (entrypoints/cli/main.py, serve_parser.add_argument("model_tag", type=str)); 0.8.3 made it optional
    # (nargs='?', --model may name the model instead). Only vLLM's own programs' names are taken: another tool's
    # argparse prints the same sentence.
    LogPattern(
        "argparse_required_arguments", "message", "vllm_check_failed",
        anchors=("error: the following arguments are required:",),
        regex=_rx(r"(?:vllm(?: \w{1,20})?|api_server\.py|vllm\.entrypoints\.openai\.api_server): error: the following "
                  r"arguments are required: (?P<cli_required>[\w-]{1,40}(?:, [\w-]{1,40}){0,5})"),
        end=LazyRegex(r"."),
        source="argparse ArgumentParser._parse_known_args over vllm's CLI (entrypoints/cli/main.py, "
               "cli/serve.py: serve's model_tag required 0.5.2-0.8.0)",
    ),
    # the checkpoint's quant_method and --quantization disagree (and no override maps one to the other): "Quantization
    # method specified in the model config (X) does not match the quantization method specified in the
    # `quantization` argument (Y)." (the same function, 0.2.7-0.33.0)
    LogPattern(
        "quantization_mismatch", "message", "quantization_mismatch",
        # (the message's own head, "Quantization method specified in the model config", anchors it too: a wrap may
        # leave the lower-case clause to the next row)
        anchors=("quantization method specified in the", "Quantization method specified in the"),
        regex=_rx(r"specified in the model config \((?P<checkpoint_quantization>[\w.+-]{0,60})\) does not match the "
                  r"quantization\s{1,2}method specified in the [`'\"]?quantization[`'\"]? argument "
                  r"\((?P<quantization>[\w.+-]{1,60})\)"),
        end=_rx(r"argument \([\w.+-]{1,60}\)\.?$"),
        source="vllm/config.py / config/model.py::ModelConfig._verify_quantization (0.2.7-0.33.0 wheels)",
    ),
    # transformers' AutoConfig without the checkpoint's model_type: "The checkpoint you are trying to load has model
    # type `X` but Transformers does not recognize this architecture. This could be because of an issue with the
    # checkpoint, or because your version of Transformers is out of date." (models/auto/configuration_auto.py::
    # AutoConfig.from_pretrained; vLLM's get_config calls it for every HF-format checkpoint)
    LogPattern(
        "model_type_unknown", "message", "model_type_unknown",
        anchors=("does not recognize this architecture", "not recognized", "model_type", "model type"),
        regex=_rx(r"has model type [`'\"]?(?P<model_type>[\w.-]{1,60})[`'\"]? but Transformers does not recognize this "
                  r"architecture|Transformers does not recognize this architecture"
                  # as authors shorten it: "ValueError: model_type qwen3_5 not recognized"
                  r"|model[_ ]type [`'\"]?(?:[a-z][\w.-]{1,59})[`'\"]? (?:is )?not recognized"
                  r"|(?:does not|doesn't|cannot|can't|could not) recogni[sz]e (?:the )?model[_ ]type [`'\"]?[a-z][\w.-]{1,59}"),
        # (and the message's second half at a line's start, its head re-flowed onto the line above)
        fields=(_rx(r"model[_ ]type [`'\"]?(?P<model_type>[a-z][\w.-]{1,59})[`'\"]? (?:is )?not recognized"),
                _rx(r"^model type [`'\"]?(?P<model_type>[\w.-]{1,60})[`'\"]? but Transformers"),
                _rx(r"recogni[sz]e (?:the )?model[_ ]type [`'\"]?(?P<model_type>[a-z][\w.-]{0,58}[a-z0-9])")),
        end=LazyRegex(r"."),
        source="transformers/models/auto/configuration_auto.py::AutoConfig.from_pretrained",
    ),
    # the HF config object is not of the class the model's processor expects: "Invalid type of HuggingFace config.
    # Expected type: <class 'vllm.transformers_utils.configs.qwen3_5.Qwen3_5Config'>, but found type: <class
    # 'transformers.models.qwen3_5.configuration_qwen3_5.Qwen3_5Config'>" (inputs/registry.py::InputContext.
    # get_hf_config 0.5.5-0.10.x, multimodal/processing/context.py 0.11-0.33.0)
    LogPattern(
        "hf_config_type_mismatch", "message", "hf_config_type_mismatch",
        anchors=("Invalid type of HuggingFace config",),
        regex=_rx(r"Invalid type of HuggingFace config"),
        fields=(_rx(r"Expected type: <class '(?P<expected_config_type>[\w.]{1,200})'>"),
                _rx(r"found type: <class '(?P<found_config_type>[\w.]{1,200})'>")),
        end=LazyRegex(r"."),
        source="vllm/inputs/registry.py::InputContext.get_hf_config (0.5.5-0.10.2); "
               "vllm/multimodal/processing/context.py (0.11.0-0.33.0)",
    ),
    # a config attribute the release's model code reads and the checkpoint's config lacks: transformers'
    # PretrainedConfig.__getattribute__ raises "AttributeError: 'PhiConfig' object has no attribute 'layer_norm_epsilon'"
    # (configuration_utils.py) when vllm/model_executor/models/<model>.py reads `config.<name>` that this config.json /
    # transformers config class does not define (a model revision newer or older than the release's model code).
    # vLLM's own config objects (ModelConfig, CacheConfig, ... VllmConfig) and its quantization configs are left out:
    # an attribute missing there is vLLM's own code or a plugin of another release
    LogPattern(
        "hf_config_attribute_missing", "message", "hf_config_type_mismatch",
        anchors=("object has no attribute",),
        # (the class name's quotes may be lost in a retelling: "DeciLMConfig object has no attribute
        # 'num_key_value_heads_per_layer'", vllm#15625)
        regex=_rx(r"(?:'|(?<![\w.']))(?!(?:Vllm|Model|Cache|Parallel|Scheduler|Device|Load|LoRA|Lora|Speculative|Decoding|Observability|"
                  r"Compilation|KVTransfer|KVEvents|Pooler|MultiModal|StructuredOutputs|PromptAdapter|TokenizerPool|"
                  r"Quantization|BitsAndBytes)Config'? object)(?![A-Za-z0-9]{0,40}?(?:Quant|AWQ|Awq|GPTQ|Gptq|Fp8|FP8|Marlin|"
                  r"GGUF|Int8|FP4|Fp4|BitBLAS|HQQ|CompressedTensors|TorchAO|Quark|AQLM|SqueezeLLM|DeepSpeedFP|"
                  r"ModelOpt|Experts|WNA16))[A-Z][A-Za-z0-9_]{0,60}Config'? object has no attribute '\w{1,80}'"),
        fields=(_rx(r"(?:'|(?<![\w.']))(?P<config_class>[A-Z][A-Za-z0-9_]{0,60}Config)'? object has no attribute "
                    r"'(?P<config_attribute>\w{1,80})'"),),
        end=LazyRegex(r"."),
        source="transformers/configuration_utils.py::PretrainedConfig.__getattribute__; vllm/model_executor/models/"
               "*.py (config.<attribute>, 0.2.7-0.33.0)",
    ),
    # a rope_scaling the stack cannot read (Llama 3.1's {"rope_type": "llama3", ...}): vLLM up to 0.5.3 indexed
    # rope_scaling["type"] (config.py::_get_and_verify_max_len, 0.4.3 wheel; "type" or "rope_type" from 0.5.3.post1,
    # the 0.5.5 wheel), so the traceback ends on that line with KeyError: 'type' (vllm#6689); transformers before
    # 4.43 validated rope_scaling as {type, factor}: "`rope_scaling` must be a dictionary with two fields, `type` and
    # `factor`, got {...}" (models/llama/configuration_llama.py::_rope_scaling_validation)
    LogPattern(
        "rope_scaling_unsupported", "message", "rope_scaling_unsupported",
        # also: get_rope's "Unknown RoPE scaling type X" (layers/rotary_embedding.py, 0.5.5-0.33.0: a scaling type this
        # release does not implement), 0.5.5-0.6.3's `assert "factor" in rope_scaling` (config.py::
        # _get_and_verify_max_len: a rope_scaling without factor, e.g. Qwen2-VL's mrope), 0.6.6-0.11's "rope_scaling
        # should have a 'rope_type' key" (transformers_utils/config.py::patch_rope_scaling_dict)
        anchors=("rope_scaling[", "must be a dictionary with two fields", "Unknown RoPE scaling type",
                 "factor\" in rope_scaling", "factor' in rope_scaling", "factor&quot; in rope_scaling",
                 "factor\u201d in rope_scaling", "factor\u2019 in rope_scaling", "should have a 'rope_type' key"),
        # (and the mirror, a release reading rope_scaling["rope_type"] where the dict holds only the legacy "type", a
        # rope_scaling passed through --hf-overrides, which skips the patch that renames it: vllm PR #20857)
        regex=_rx(r"rope_scaling\[[\"'](?:rope_)?type[\"']\]|[`'\"]rope_scaling[`'\"] must be a dictionary with two fields"
                  r"|Unknown RoPE scaling type (?P<rope_type>[\w-]{1,40})|assert [\"'\u201c\u2018]factor[\"'\u201d\u2019] in "
                  r"rope_scaling"
                  r"|rope_scaling should have a [\"']rope_type[\"'] key"),
        end=LazyRegex(r"."),
        source="vllm/config.py::_get_and_verify_max_len (0.4.3 wheel); "
               "transformers/models/llama/configuration_llama.py::_rope_scaling_validation (< 4.43)",
    ),
    # AMD's Composable Kernel refusing a GEMM its compiled instances do not cover: "RuntimeError: wrong! device_gemm with
    # the specified compilation parameters does not support this GEMM problem" (CK's device op IsSupportedArgument
    # check, thrown by AITER's CK-based ops: ck_moe_stage1/2, gemm_a8w8), under vLLM's AITER paths on ROCm
    # (VLLM_ROCM_USE_AITER, VLLM_ROCM_USE_AITER_MOE): no kernel instance for this layer's shape and dtype on this GPU
    # (an RDNA card's small decode MoE shapes, a per-tensor FP8 MoE on gfx950; ROCm/aiter#3202, PR #4740)
    LogPattern(
        "ck_device_gemm_unsupported", "message", "quantization_kernel_bug",
        anchors=("does not support this GEMM problem",),
        regex=_rx(r"device_gemm (?:with the specified compilation parameters )?does not support this GEMM problem"),
        end=LazyRegex(r"."),
        source="Composable Kernel (device op IsSupportedArgument) under ROCm/aiter's CK ops, vLLM's AITER paths",
    ),
    # AMD SMI refusing to read the GPU's files: "AmdSmiLibraryException: Error code: 14 | AMDSMI_STATUS_FILE_ERROR"
    # (amdsmi's status for a device or sysfs file it could not open; AMDSMI_STATUS_NO_PERM for a permission refused,
    # AMDSMI_STATUS_DRM_ERROR for the DRM render node), which vLLM's ROCm platform probe calls for the GPU's name and
    # architecture (platforms/rocm.py, amdsmi's asic info): the process cannot open /dev/kfd or /dev/dri/renderD* (a
    # container or service user without the render node, or outside the render / video groups; lemonade-sdk/vllm-rocm#13)
    LogPattern(
        "amdsmi_device_access", "message", "no_gpu_visible",
        anchors=("AMDSMI_STATUS_",),
        regex=_rx(r"AMDSMI_STATUS_(?P<amdsmi_status>FILE_ERROR|NO_PERM|DRM_ERROR)\b"),
        end=LazyRegex(r"."),
        source="amdsmi (AmdSmiLibraryException status codes) under vllm/platforms/rocm.py",
    ),
    # no accelerator the process can use: vLLM's "Failed to infer device type" (config.py / config/device.py::
    # DeviceConfig, 0.4-0.33: current_platform found none), torch's "No CUDA GPUs are available" (cudaErrorNoDevice),
    # "Torch not compiled with CUDA enabled" and "Found no NVIDIA driver on your system" (torch/cuda/__init__.py::
    # _lazy_init / _check_driver)
    LogPattern(
        "no_gpu_visible", "message", "no_gpu_visible",
        # (also the CUDA runtime's own refusals as torch raises them: cudaErrorDevicesUnavailable "CUDA-capable
        # device(s) is/are busy or unavailable" (a GPU in an exclusive or prohibited compute mode, held by another
        # context; cudaErrorSystemNotReady, 802, is the cuda_driver_mismatch row's), torch's "CUDA driver initialization failed, you might not have a CUDA gpu." and the
        # loader's "libcuda.so.1: cannot open shared object file" (the driver's library not in the container))
        # (and ROCm torch's "No HIP GPUs are available": torch's C++ is hipified for ROCm builds, CUDA -> HIP in its
        # strings, c10/cuda/CUDAFunctions.cpp device_count_ensure_non_zero)
        anchors=("Failed to infer device type", "No CUDA GPUs are available", "No HIP GPUs are available",
                 "not compiled with CUDA enabled",
                 "Found no NVIDIA driver", "busy or unavailable", "No supported device detected",
                 "CUDA driver initialization failed", "libcuda.so.1: cannot open", "is set to empty string, which means",
                 "Device string must not be empty"),
        # (vLLM 0.3.2-0.3.3's DeviceConfig("auto") found neither CUDA nor Neuron: "No supported device detected.",
        # config.py, the older wording of "Failed to infer device type")
        regex=_rx(r"Failed to infer device type|No supported device detected|No (?:CUDA|HIP) GPUs are available"
                  r"|Torch not compiled with CUDA enabled"
                  r"|Found no NVIDIA driver on your system|CUDA-capable device\(s\) is/are busy or unavailable"
                  r"|CUDA driver initialization failed"
                  r"|libcuda\.so\.1: cannot open shared object file"
                  # (vLLM's own refusal of a visible-devices variable set to "": vllm/platforms/cuda.py::
                  # device_id_to_physical_device_id 0.6.0-0.8.5, "CUDA_VISIBLE_DEVICES is set to empty string, which
                  # means GPU support is disabled." (from 0.6.5 with Ray's hint, vllm#8402); platforms/interface.py
                  # 0.9.0-0.9.1 with the platform's variable, "... current platform support is disabled.")
                  r"|(?P<visible_devices_var>[A-Z_]{1,40}_VISIBLE_DEVICES) is set to empty string, which means "
                  r"(?:GPU|current platform) support is disabled"
                  # (torch refusing the empty device string of the platform vLLM falls back to when it detects none,
                  # UnspecifiedPlatform.device_type = "" (vllm/platforms/interface.py), in DeviceConfig.__post_init__'s
                  # torch.device(self.device_type): c10/core/Device.cpp "Device string must not be empty")
                  r"|Device string must not be empty"),
        end=LazyRegex(r"."),
        source="vllm/config/device.py::DeviceConfig (0.4-0.33); torch/cuda/__init__.py::_lazy_init, _check_driver; "
               "CUDA runtime cudaGetErrorString (cudaErrorDevicesUnavailable, cudaErrorSystemNotReady)",
    ),
    # a port another process holds (EADDRINUSE: errno 98 on Linux, 48 on macOS, WinError 10048): the API server's
    # socket (vllm/entrypoints/openai/api_server.py binds --port itself from 0.6.x, "OSError: [Errno 98] Address already
    # in use"; uvicorn's "[Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already in
    # use" before), torch.distributed's TCPStore ("The server socket has failed to bind to [::]:29500 (errno: 98 -
    # Address already in use)"), ZeroMQ's sockets of V1's engine core and data-parallel coordinator ("zmq.error.
    # ZMQError: Address already in use (addr='tcp://*:5557')")
    # (on Windows libzmq words WSAEADDRINUSE its own way, "zmq.error.ZMQError: Address in use (addr='tcp://127.0.0.1:
    # 45974')" (src/err.cpp::wsa_error_no): V1's engine sockets are TCP ports there, not IPC paths)
    LogPattern(
        "port_in_use", "message", "port_in_use",
        # (and torch's c10d socket as it words a listen refused, "DistNetworkError: The server socket has failed to
        # listen on any local network address. port: 29501, useIpv6: false, code: -98, name: EADDRINUSE, message:
        # address already in use" (torch/csrc/distributed/c10d/socket.cpp): the errno's name read, the message may be
        # cut)
        anchors=("ddress already in use", "ddress in use", "name: EADDRINUSE"),
        regex=_rxi(r"address already in use|ZMQError: Address in use|\bAddress in use \(addr='(?:tcp|ipc)://"
                   r"|failed to listen on any local network address\.[^\n]{0,120}?name: EADDRINUSE"),
        fields=(_rx(r"bind on address \('[^']{0,100}', (?P<port>\d{1,5})\)"),
                _rx(r"failed to bind to \S{0,100}:(?P<dist_port>\d{1,5}) \(errno"),
                _rx(r"failed to listen on any local network address\. ?port: (?P<dist_port>\d{1,5})"),
                _rx(r"addr='(?:tcp|ipc)://[^']{0,100}:(?P<zmq_port>\d{1,5})'")),
        end=LazyRegex(r"."),
        source="the OS's EADDRINUSE through the API server's socket (entrypoints/openai/api_server.py), uvicorn, "
               "torch.distributed's TCPStore and ZeroMQ",
    ),
    # the Hub refused the repository: huggingface_hub's GatedRepoError ("Cannot access gated repo for url ... Access to
    # model X is restricted ...", utils/_http.py::hf_raise_for_status) as transformers retells it ("You are trying to
    # access a gated repo. Make sure to have access to it at https://huggingface.co/X."), a 401 on the repository; a
    # paste cut right after "401 Client Error:" counts only under huggingface_hub's frames (builder.py)
    LogPattern(
        "hub_access_denied", "message", "hub_access_denied",
        # (and the Hub's 403 on a repository's file, as requests raises it under code that calls the Hub without
        # huggingface_hub's GatedRepoError: "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url:
        # https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/resolve/main/config.json", with the Hub's body
        # "Access to model X is restricted and you are not in the authorized list": a token whose account has not
        # been granted the gated repository, rh-ai-quickstart/ai-virtual-agent#200)
        anchors=("access a gated repo", "Cannot access gated repo", "is restricted. You must have access",
                 "401 Client Error", "403 Client Error: Forbidden for url: https://huggingface.co/",
                 "not in the authorized list"),
        # ("for URL" where a page retypes it, NVIDIA's DGX Spark vLLM playbook)
        regex=_rx(r"You are trying to access a gated repo|Cannot access gated repo for (?:url|URL)|Access to model \S{1,200} is "
                  r"restricted|401 Client Error: Unauthorized for url: https://huggingface\.co/|401 Client Error:?$"
                  r"|403 Client Error: Forbidden for url: https://huggingface\.co/"),
        fields=(_rx(r"(?:access to it at|gated repo for (?:url|URL)|Forbidden for url:) https://huggingface\.co/"
                    r"(?:api/models/)?(?P<repo_id>[\w.-]{1,96}/[\w.-]{0,95}[\w-])"),
                _rx(r"Access to model (?P<repo_id>[\w.-]{1,96}/[\w.-]{0,95}[\w-]) is restricted")),
        # the repository's name is on transformers' second line ("Make sure to have access to it at ...")
        end=_rx(r"(?:huggingface\.co/\S{1,200}|log in|authenticated)\.?$"),
        source="huggingface_hub/utils/_http.py::hf_raise_for_status; transformers/utils/hub.py::cached_files",
    ),
    # a LoRA adapter's path with no adapter there: "ValueError: Loading lora X failed: No adapter found for /path"
    # (lora/worker_manager.py::WorkerLoRAManager._load_adapter, 0.7.0-0.17.1, over the FileNotFoundError of
    # lora/peft_helper.py::PEFTHelper.from_local_dir opening <path>/adapter_config.json), that FileNotFoundError itself,
    # and PEFT's "Can't find 'adapter_config.json' at '<path>'" (peft/config.py::PeftConfigMixin.from_pretrained): the
    # path is no PEFT adapter folder -- a wrong or unmounted path, or a merged model (full weights, served as --model)
    LogPattern(
        "lora_adapter_not_found", "message", "model_not_found",
        anchors=("No adapter found for", "adapter_config.json"),
        regex=_rx(r"No adapter found for \S|No such file or directory: '[^'\n]{1,400}/adapter_config\.json'"
                  r"|Can't find 'adapter_config\.json' at"),
        fields=(_rx(r"No adapter found for (?P<adapter_path>[^\s\"'\]]{1,400})"),
                _rx(r"No such file or directory: '(?P<adapter_path>[^'\n]{1,400})/adapter_config\.json'"),
                _rx(r"Can't find 'adapter_config\.json' at '(?P<adapter_path>[^'\n]{1,400})'")),
        end=LazyRegex(r"."),
        source="vllm/lora/worker_manager.py::WorkerLoRAManager._load_adapter (0.7.0-0.17.1), "
               "vllm/lora/peft_helper.py::PEFTHelper.from_local_dir, peft/config.py::PeftConfigMixin.from_pretrained",
    ),
    # the model id or path names nothing: vLLM's "Invalid repository ID or local directory specified: 'X'."
    # (transformers_utils/config.py::get_config, 0.7-0.33), transformers' "X is not a local folder and is not a valid
    # model identifier listed on 'https://huggingface.co/models'" (utils/hub.py::cached_files) and huggingface_hub's
    # "Repository Not Found for url" (a 404, or a private / gated repository asked without a token)
    LogPattern(
        "model_not_found", "message", "model_not_found",
        # (and transformers' own words for a path that is no folder and no valid id, 4.38-4.44: "Incorrect
        # path_or_model_id: '/data/models/x'. Please provide either the path to a local folder or the repo_id of a model
        # on the Hub.", utils/hub.py::cached_file re-raising HFValidationError)
        anchors=("Invalid repository ID or local directory", "is not a valid model identifier",
                 "Repository Not Found for url", "Repo id must be in the form", "Incorrect path_or_model_id"),
        # and huggingface_hub's HFValidationError for a local path that does not exist, read as a repository id:
        # "Repo id must be in the form 'repo_name' or 'namespace/repo_name': '/home/x/models/y'."
        regex=_rx(r"Invalid repository ID or local directory specified|is not a local folder and is not a valid model "
                  r"identifier|Repository Not Found for url|Repo id must be in the form|Incorrect path_or_model_id"),
        fields=(_rx(r"Invalid repository ID or local directory specified: ?'(?P<repo_id>[^'\n]{1,300})'"),
                _rx(r"Incorrect path_or_model_id: ?'(?P<repo_id>[^'\n]{1,300})'"),
                _rx(r"^(?:OSError: )?(?P<repo_id>[^\s'\"]{1,300}) is not a local folder and is not a valid model"),
                _rx(r"'namespace/repo_name': ?'(?P<repo_id>[^'\n]{1,300})'"),
                _rx(r"Repository Not Found for url: https://huggingface\.co/(?:api/models/)?"
                    r"(?P<repo_id>[\w.-]{1,96}/[\w.-]{0,95}[\w-])")),
        end=LazyRegex(r"."),
        source="vllm/transformers_utils/config.py::get_config (0.7-0.33); transformers/utils/hub.py; "
               "huggingface_hub/utils/_http.py",
    ),
    # (h-fix1620) the same for any HFValidationError: huggingface_hub's validate_repo_id raises it for every id it
    # refuses, "Repo id must be in the form 'repo_name' or 'namespace/repo_name': 'X'. Use `repo_type` argument if
    # needed.", "Repo id must use alphanumeric chars or '-', '_', '.', '--' and '..' are forbidden, '-' and '.' cannot
    # start or end the name, max length is 96: 'X'.", "Cannot have -- or .. in repo_id: 'X'.", "Repo_id cannot end by
    # '.git': 'X'." (utils/_validators.py, huggingface_hub 0.29.3); by its class name when the text is retyped
    # (vllm#17877: "in the from"), by its own words when a cleaner took the class name off the line
    LogPattern(
        "hf_validation_error", "message", "model_not_found",
        anchors=("HFValidationError:", "Repo id must use alphanumeric", "Cannot have -- or .. in repo_id",
                 "Repo_id cannot end by"),
        # (or the class alone at a line's end, the text cut off after it: an issue title's "huggingface_hub.errors.
        # HFValidationError:", vllm#10833)
        regex=_rx(r"HFValidationError:(?: ?\S|\s*$)|Repo id must use alphanumeric chars|Cannot have -- or \.\. in repo_id"
                  r"|Repo_id cannot end by"),
        fields=(_rx(r"'namespace/repo_name': ?'(?P<repo_id>[^'\n]{1,300})'"),
                _rx(r"(?:max length is \d{1,3}|in repo_id|cannot end by '\.git'): ?'(?P<repo_id>[^'\n]{1,300})'")),
        # complete once the refused id is in (the message may be wrapped before it)
        end=_rx(r"(?:repo_name'|length is \d{1,3}|in repo_id|\.git'): ?'[^'\n]{1,300}'"),
        source="huggingface_hub/utils/_validators.py::validate_repo_id (0.29.3 wheel)",
    ),
    # gpt-oss's Harmony format: vLLM's harmony_utils.py::get_encoding calls openai_harmony's load_harmony_encoding
    # (when the OpenAI server builds its chat / responses handlers, or at the first request), which reads the
    # o200k_base tiktoken vocabulary from TIKTOKEN_ENCODINGS_BASE or downloads it from openaipublic.blob.core.windows.net
    # into its cache (TIKTOKEN_RS_CACHE_DIR): "openai_harmony.HarmonyError: error downloading or loading vocab file" on
    # an offline node (vllm#22525), "invalid tiktoken vocab file: hash mismatch: computed=e3b0c442..." for a cached file
    # that is empty or cut (e3b0c442... is the SHA-256 of zero bytes); openai-harmony's src/tiktoken_ext/
    # public_encodings.rs LoadError. A download that failed, as the Hub's does: the hub_unreachable class
    LogPattern(
        "harmony_vocab_unavailable", "message", "hub_unreachable",
        # (normalize.clean takes the exception's name, openai_harmony.HarmonyError, off the line)
        anchors=("error downloading or loading vocab file", "invalid tiktoken vocab file",
                 "TIKTOKEN_ENCODINGS_BASE is not set"),
        regex=_rx(r"(?:^|HarmonyError: )(?:error downloading or loading vocab file|invalid tiktoken vocab file"
                  r"|the env var TIKTOKEN_ENCODINGS_BASE is not set)"),
        end=LazyRegex(r"."),
        source="openai-harmony src/tiktoken_ext/public_encodings.rs (LoadError); vllm/entrypoints/openai/"
               "harmony_utils.py::get_encoding; vllm#22525",
    ),
    # the Hub not reachable from where vLLM runs (an offline container, a proxy, TLS interception): urllib3's "HTTPSConnec
    # tionPool(host='huggingface.co', port=443): Max retries exceeded with url: /<repo>/resolve/main/config.json" under
    # requests' SSLError / ConnectionError (huggingface_hub/file_download.py::_request_wrapper, hf_hub_download),
    # transformers' "We couldn't connect to 'https://huggingface.co' to load this file" (utils/hub.py::cached_file /
    # cached_files, 4.30-4.57) and huggingface_hub's "... outgoing traffic has been disabled" (HF_HUB_OFFLINE=1 with the
    # file not in the cache: file_download.py::_raise_on_head_call_error, LocalEntryNotFoundError). Weak (logs/builder.py
    # _WEAK_MESSAGES): a cached model loads after the warning, so it is the cause only when nothing later failed
    LogPattern(
        "hub_unreachable", "message", "hub_unreachable",
        # (and huggingface_hub's own refusal under HF_HUB_OFFLINE=1: "OfflineModeIsEnabled: Cannot reach
        # https://huggingface.co/api/models/...: offline mode is enabled. To disable it, please unset the
        # `HF_HUB_OFFLINE` environment variable.", huggingface_hub/utils/_http.py, a call the cache could not answer)
        anchors=("HTTPSConnectionPool(host=", "t connect to ", "outgoing traffic has been disabled",
                 "offline mode is enabled"),
        # (the pool's host alone: a wrapped paste cuts the rest of the line; no repository field, for the same reason)
        # (not huggingface_hub's retry warning "'...' thrown while requesting HEAD https://huggingface.co/...",
        # utils/_http.py::http_backoff, after which a cached file is used and the launch goes on)
        # (and inside the repr of the exception's args, which escapes the quotes when the text holds both kinds:
        # ConnectionError: (MaxRetryError('HTTPSConnectionPool(host=\'huggingface.co\', ... (Caused by NameResolutionError(...
        regex=_rx(r"HTTPSConnectionPool\(host=\\?'huggingface\.co\\?'(?![^\n]{0,600}thrown while requesting)"
                  r"|couldn't connect to 'https://huggingface\.co'|outgoing traffic has been disabled"
                  r"|Cannot reach https?://[^\s:]{1,200}[^\s]{0,300}: offline mode is enabled"),
        end=LazyRegex(r"."),
        source="huggingface_hub/file_download.py (_request_wrapper, _raise_on_head_call_error); transformers/utils/"
               "hub.py::cached_file",
    ),
    # the Hub refusing for its rate limit: requests' "429 Client Error: Too Many Requests for url: https://huggingface.co/
    # api/models/<repo>/tree/main?recursive=True" (huggingface_hub/utils/_http.py::hf_raise_for_status), the Hub's own
    # text "We had to rate limit you, you hit the quota of 6000 api requests per 5 minutes period." or "429 Too Many
    # Requests: you have reached your 'api' rate limit." (huggingface_hub 1.x); vLLM lists a repository's files at start-
    # up (transformers_utils/repo_utils.py, list_repo_files) even when the weights are cached, so many launches from one
    # address (CI, a cluster) hit the anonymous or plan quota
    LogPattern(
        "hub_rate_limited", "message", "hub_unreachable",
        anchors=("Too Many Requests", "had to rate limit you"),
        regex=_rx(r"429 Client Error: Too Many Requests for url: https?://[^\s/]{0,60}huggingface\.co"
                  r"|We had to rate limit you, you hit the quota of"
                  r"|429 Too Many Requests: you have reached your '\w{1,20}' rate limit"),
        fields=(_rx(r"quota of (?P<hub_rate_limit_requests>\d{1,9}) \w{1,20} requests per"),),
        end=LazyRegex(r"."),
        source="huggingface_hub/utils/_http.py::hf_raise_for_status (HTTP 429); vllm/transformers_utils/repo_utils.py",
    ),
    # transformers' AutoModel refusing the checkpoint's config class: "ValueError: Unrecognized configuration class
    # <class '...Step3p7Config'> for this kind of AutoModel: AutoModel." (transformers/models/auto/auto_factory.py::
    # _BaseAutoModelClass.from_config): under vLLM, its Transformers backend building an architecture the release's
    # registry lacks (vllm/model_executor/models/transformers*, AutoModel.from_config, 0.9+), for a config class no
    # AutoModel mapping (or a custom model's auto_map) names
    LogPattern(
        "transformers_automodel_unrecognized", "message", "architecture_unsupported",
        anchors=("for this kind of AutoModel",),
        regex=_rx(r"Unrecognized configuration class (?:<class ')?(?:[\w.]{0,200}\.)?(?P<automodel_config_class>\w{1,80})"
                  r"'?>? for this kind of AutoModel"),
        end=LazyRegex(r"."),
        source="transformers/models/auto/auto_factory.py (from_config) under vLLM's Transformers backend",
    ),
    # the Hub's Xet storage failing a download: hf_xet's "RuntimeError: Data processing error: CAS service error :
    # ... Real call failed: ReqwestMiddlewareError(... url: "https://transfer.xethub.hf.co/xorbs/...", ... Connection
    # reset by peer ...)" (huggingface_hub 0.32+ downloads Xet-backed files through hf_xet, utils/_xet.py /
    # file_download.py::xet_get; its Rust client's CAS errors): the weights' transfer broke, a network failure
    LogPattern(
        "hub_xet_transfer_failed", "message", "hub_unreachable",
        anchors=("CAS service error", "xethub.hf.co"),
        regex=_rx(r"CAS service error|(?:transfer|cas-server)\.xethub\.hf\.co"),
        end=LazyRegex(r"."),
        source="hf_xet (huggingface_hub's Xet download client, utils/_xet.py, file_download.py::xet_get)",
    ),
    # NCCL failed while vLLM set up its communicators: torch's "NCCL error in: .../NCCLUtils.hpp:N, unhandled system
    # error ..." (c10d's DistBackendError) and vLLM's own "NCCL error: unhandled cuda error" (distributed/
    # device_communicators/pynccl_wrapper.py::NCCLLibrary.NCCL_CHECK, 0.4-0.33); NCCL's own strings
    # (ncclGetErrorString) name the class of failure
    # torch.distributed's Gloo backend could not connect the ranks: "RuntimeError: Gloo connectFullMesh failed with
    # [.../gloo/transport/tcp/pair.cc:144] ..." (gloo/transport/tcp/pair.cc, ProcessGroupGloo): vLLM builds a Gloo CPU
    # group beside NCCL's for every parallel group (vllm/distributed/parallel_state.py::GroupCoordinator, 0.4-0.33), so
    # the address each rank advertises must reach the others (vllm#13121, aws-do-eks#50: a pod resolving its hostname to
    # loopback)
    LogPattern(
        "gloo_connect_failed", "message", "nccl_error",
        anchors=("connectFullMesh failed",),
        regex=_rx(r"Gloo (?P<gloo_connect>connectFullMesh) failed"),
        end=LazyRegex(r"."),
        source="torch c10d ProcessGroupGloo / gloo/transport/tcp/pair.cc; vllm/distributed/parallel_state.py",
    ),
    # ... or connected and then waited for a peer that never sent: "RuntimeError: Application timeout caused pair closure"
    # / "[.../gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 1800000ms for recv operation to complete"
    # (gloo/transport/tcp/pair.cc and unbound_buffer.cc; 1800000 ms is torch.distributed's default 30-minute timeout):
    # a rank of vLLM's CPU group never reached the collective (a barrier of in_the_same_node_as / the shared-memory
    # broadcast queue, vllm/distributed/parallel_state.py) -- one rank stuck or dead, or the nodes' traffic cut
    LogPattern(
        "gloo_timeout", "message", "nccl_error",
        anchors=("Application timeout caused pair closure", "for recv operation to complete",
                 "for send operation to complete"),
        regex=_rx(r"(?P<gloo_timeout>Application timeout caused pair closure|Timed out waiting (?P<gloo_timeout_ms>"
                  r"\d{1,12})\s?ms for (?:recv|send) operation to complete)"),
        end=LazyRegex(r"."),
        source="gloo/transport/tcp/pair.cc, unbound_buffer.cc; torch c10d ProcessGroupGloo; "
               "vllm/distributed/parallel_state.py",
    ),
    # ... or could not even find the network interface GLOO_SOCKET_IFNAME names: "[enforce fail at .../gloo/transport/
    # tcp/device.cc:84] ifa != nullptr. Unable to find address for: ^lo" (gloo's lookupAddrForIface; torch reads
    # GLOO_SOCKET_IFNAME as interface names, not NCCL_SOCKET_IFNAME's "^excluded" syntax: aws-do-eks#51)
    LogPattern(
        "gloo_interface_not_found", "message", "nccl_error",
        anchors=("Unable to find address for:",),
        # (an interface name is lower case: a capitalised word glued after it is the next line's, joined by a wrap)
        regex=_rx(r"Unable to find address for: (?P<gloo_interface>[\w^.:,-]{1,40}?)(?=[A-Z][a-z]|\s|$)"),
        end=LazyRegex(r"."),
        source="gloo/transport/tcp/device.cc (lookupAddrForIface), torch c10d ProcessGroupGloo",
    ),
    # NCCL's own check that each rank of a communicator has its GPU: "Duplicate GPU detected : rank 1 and rank 0 both on
    # CUDA device 10" (NCCL src/init.cc, as its WARN line or the "Last error:" after torch's "NCCL error ... invalid
    # usage"): two processes of one group see the same device (the same CUDA_VISIBLE_DEVICES, a Ray worker given no GPU
    # of its own, a trainer and a vLLM server on one GPU joined by NCCL)
    LogPattern(
        "nccl_duplicate_gpu", "message", "nccl_error",
        anchors=("Duplicate GPU detected",),
        regex=_rx(r"Duplicate GPU detected ?: rank (?P<nccl_rank_a>\d{1,5}) and rank (?P<nccl_rank_b>\d{1,5}) both on "
                  r"CUDA device (?P<nccl_cuda_device>[0-9a-fA-F]{1,16})(?![g-zG-Z])"),  # (not into a next record glued on)
        end=LazyRegex(r"."),
        source="NCCL src/init.cc (ncclCommInitRank's duplicate-device check)",
    ),
    # NCCL's bootstrap finding no network interface to open its socket on: "NCCL WARN Bootstrap : no socket interface
    # found" (src/bootstrap.cc bootstrapNetInit, ncclFindInterfaces returned none: ncclInternalError, ncclInvalidUsage
    # in later NCCL), and its transport's "NET/Socket : No usable listening interface found" (ncclSystemError): the
    # interfaces NCCL_SOCKET_IFNAME names (or excludes, "^lo,docker") are none of the host's, or the host has no
    # interface NCCL accepts; NCCL prints the setting it read on its INFO line ("NCCL_SOCKET_IFNAME set by environment
    # to ^lo,docker,veth")
    LogPattern(
        "nccl_no_socket_interface", "message", "nccl_error",
        anchors=("no socket interface found", "No usable listening interface found"),
        regex=_rx(r"(?P<nccl_bootstrap>Bootstrap ?: no socket interface found|NET/Socket ?: No usable listening "
                  r"interface found)"),
        end=LazyRegex(r"."),
        source="NCCL src/bootstrap.cc (bootstrapNetInit), src/transport/net_socket.cc",
    ),
    # NCCL's InfiniBand / RoCE transport refused the registration of a buffer by the verbs library: "Call to
    # ibv_reg_mr_iova2 failed with error Cannot allocate memory" (NCCL src/misc/ibvwrap.cc wrap_ibv_reg_mr_iova2, its
    # WARN "Call to %s failed with error %s"; also ibv_reg_mr, ibv_reg_dmabuf_mr): the kernel's RDMA stack would not pin
    # the memory (its memlock limit, a kernel or driver release's regression): a host's, not the GPU's, memory
    LogPattern(
        "nccl_ib_registration_failed", "message", "nccl_error",
        anchors=("Call to ibv_reg_",),
        regex=_rx(r"Call to (?P<nccl_ib_call>ibv_reg_(?:mr|mr_iova2|dmabuf_mr)) failed with error (?P<nccl_ib_error>"
                  r"[A-Z][\w ]{2,60})"),
        end=LazyRegex(r"."),
        source="NCCL src/misc/ibvwrap.cc (wrap_ibv_reg_mr_iova2 / wrap_ibv_reg_dmabuf_mr: 'Call to %s failed with "
               "error %s')",
    ),
    # NCCL's (and RCCL's) refusal of a collective that no algorithm and protocol the environment allows can run: NCCL
    # src/enqueue.cc (topoGetAlgoInfo): "Error : no algorithm/protocol available for function %s with datatype %s.
    # NCCL_PROTO was set to %s. NCCL_ALGO was set to %s.", then "invalid usage" from the call: NCCL_ALGO / NCCL_PROTO
    # exported for another workload leave vLLM's all-gather of int8 (or another collective) without a path
    LogPattern(
        "nccl_no_algorithm", "message", "nccl_error",
        anchors=("no algorithm/protocol available",),
        # (the datatype may be on the next line where a paste wraps the message)
        regex=_rx(r"no algorithm/protocol available for function (?P<nccl_function>\w{1,40})\b"),
        fields=(_rx(r"with datatype (?P<nccl_datatype>\w{1,30})"),
                _rx(r"NCCL_ALGO was set to (?P<nccl_algo>[\w,^;-]{1,60})"),
                _rx(r"NCCL_PROTO was set to (?P<nccl_proto>[\w,^;-]{1,60})")),
        end=LazyRegex(r"."),
        source="NCCL src/enqueue.cc topoGetAlgoInfo (RCCL the same), under vllm/distributed's collectives",
    ),
    LogPattern(
        "nccl_error", "message", "nccl_error",
        # also cupy's NcclError (Ray's compiled-graph NCCL channels; cupy_backends/cuda/libs/nccl.pyx::check_status:
        # "NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled system error ...", the status name from its ERROR1 table, then
        # ncclGetErrorString; vllm#19613), and "NCCL error" retyped without its space ("NCCLerror: unhandled system
        # error", xorbitsai/inference#2836)
        # (and NCCL's result code by its C name, as torch's ProcessGroupNCCL prints it after the message, "ncclInternalError:
        # Internal check failed." (nccl.h ncclResult_t: ncclUnhandledCudaError, ncclSystemError, ncclInternalError,
        # ncclInvalidArgument, ncclInvalidUsage, ncclRemoteError))
        anchors=("NCCL error", "NCCL Error", "NCCL_ERROR_", "NCCLerror", "NCCLError", "any NET plugin", "ncclInternalError",
                 "ncclSystemError", "ncclUnhandledCudaError", "ncclInvalidUsage", "ncclInvalidArgument", "ncclRemoteError"),
        regex=_rx(r"NCCL [Ee]rror(?: in: [^,\n]{1,200},| \d{1,3}:|:)\s{0,2}(?P<nccl_error>unhandled system error|unhandled cuda error"
                  r"|internal error|invalid usage|invalid argument|remote process exited or there was a network error"
                  r"|unhandled error)?|NCCL_ERROR_[A-Z_]{1,40}: ?[a-z]"
                  r"|\bnccl(?:Internal|System|UnhandledCuda|InvalidUsage|InvalidArgument|Remote)Error\b:? ?[A-Z]"
                  # (NCCL's own warning when no network plugin loads, src/net.cc ncclNetInit: a host whose preinstalled
                  # plugin, GCP's gIB or AWS OFI, does not fit the NCCL vLLM's torch brings)
                  r"|Failed to initialize any NET plugin"),
        fields=(_rx(r"NCCL_ERROR_[A-Z_]{1,40}: ?(?P<nccl_error>unhandled system error|unhandled cuda error|internal error"
                    r"|invalid usage|invalid argument|remote process exited or there was a network error)"),),
        end=LazyRegex(r"."),
        source="vllm/distributed/device_communicators/pynccl_wrapper.py::NCCL_CHECK; torch c10d NCCLUtils",
    ),
    # Ascend's collective library failing a call, as torch_npu's HCCL_CHECK_ERROR prints it: "HCCL function error:
    # hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 15" (torch_npu
    # ProcessGroupHCCL; HCCL is NCCL's counterpart on Ascend NPUs, vllm-ascend's device communicator)
    LogPattern(
        "hccl_error", "message", "nccl_error",
        anchors=("HCCL function error",),
        regex=_rx(r"HCCL function error: ?(?P<hccl_call>hccl\w{1,60})\("),
        fields=(_rx(r"error code is (?P<hccl_error_code>\d{1,6})"),),
        end=_rx(r"error code is \d{1,6}\b"),
        source="torch_npu ProcessGroupHCCL (HCCL_CHECK_ERROR); vllm-ascend's HCCL device communicator",
    ),
    # Intel's collective library failing (oneCCL, which vLLM's XPU platform uses between its GPU workers through torch's
    # ProcessGroupXCCL): its Level-Zero calls' check, "oneCCL: ze_call.cpp:28 do_call: EXCEPTION: zeMemOpenIpcHandle
    # ... ZE_RESULT_ERROR_INVALID_ARGUMENT" (oneCCL src/common/api_wrapper/ze_api_wrapper / ze_call.cpp), the same call
    # retold as "zeMemOpenIpcHandle, code: ZE_RESULT_...", and a crash inside its collectives ("ccl_comm::allreduce_impl"
    # on the segfault handler's stack)
    LogPattern(
        "oneccl_error", "message", "nccl_error",
        anchors=("oneCCL:", "ccl_comm::", "zeMemOpenIpcHandle"),
        regex=_rx(r"oneCCL: (?P<oneccl_where>[\w.]{1,40}:\d{1,6})|zeMemOpenIpcHandle, code: (?P<ze_result>ZE_RESULT_\w{1,60})"
                  r"|ccl_comm::(?:post_coll|allreduce_impl|allgather|create)\w{0,20}\("),
        fields=(_rx(r"\b(?P<ze_call>ze[A-Z]\w{2,60})\b"), _rx(r"\b(?P<ze_result>ZE_RESULT_\w{1,60})")),
        end=LazyRegex(r"."),
        source="oneCCL (Intel oneAPI Collective Communications Library) ze_call.cpp; torch ProcessGroupXCCL",
    ),
    # Baidu Kunlun's collective library (XCCL / BKCL, through torch_xmlir's ProcessGroup, vLLM-Kunlun's device
    # communicator) failing: its own log lines "[XCCL][init.cpp:1227] host ... addr_window check failed" and the check
    # torch_xmlir raises, "ValueError: [INVALID PARAMETER]: error code= 1(at .../torch_xmlir/csrc/new_xccl/
    # XCCLUtils.hpp:53)"
    LogPattern(
        "xccl_error", "message", "nccl_error",
        anchors=("[XCCL]", "new_xccl/XCCLUtils", "[BKCL]"),
        regex=_rx(r"\[(?:XCCL|BKCL)\]\[[\w.]{1,40}:\d{1,6}\][^\n]{0,200}?(?:failed|error|not properly set)"
                  r"|new_xccl/XCCLUtils\.hpp:\d{1,6}"),
        end=LazyRegex(r"."),
        source="Baidu Kunlun XCCL / BKCL (torch_xmlir csrc/new_xccl/XCCLUtils.hpp); vLLM-Kunlun",
    ),
    # NVSHMEM, the GPU-initiated communication library under vLLM's DeepEP and pplx expert-parallel all-to-all
    # backends, failing while it initializes: its error macro prints the file, line and status before the step,
    # "/tmp/nvshmem_src/src/host/init/init.cu:1034: non-zero status: 28 nvshmem detect topo failed" (NVSHMEM's
    # NVSHMEMI_NZ_ERROR_JMP; "nvshmem setup heap failed", "nvshmem initialization failed" likewise)
    LogPattern(
        "nvshmem_init_failed", "message", "nccl_error",
        anchors=("non-zero status:",),
        # (the step after "nvshmem", whose space a re-flowed paste may lose: "nvshmemdetect topo failed")
        regex=_rx(r"\.(?:cu|cpp|c|h):\d{1,6}: non-zero status: -?\d{1,6} ?nvshmem ?(?P<nvshmem_step>[a-z_][a-z_ ]{0,59}?"
                  r" failed)"),
        end=LazyRegex(r"."),
        source="NVSHMEM src/host/init/init.cu (NVSHMEMI_NZ_ERROR_JMP), loaded by DeepEP / pplx-kernels under vLLM's "
               "expert-parallel all-to-all",
    ),
    # DeepEP's own check of a CUDA call in its buffer's setup or sync: its EPException reads "Failed: CUDA error
    # <file>:<line> '<cudaGetErrorString>'" (csrc/kernels/exception.cuh), "Failed: CUDA error .../deep_ep.cpp:226
    # 'invalid resource handle'" from Buffer.sync() across a multi-node NVLink domain (vllm PR #39925)
    LogPattern(
        "deepep_cuda_error", "message", "nccl_error",
        anchors=("Failed: CUDA error",),
        regex=_rx(r"Failed: CUDA error \S{0,300}?deep_ep\S{0,80}:\d{1,6} '(?P<deepep_error>[^'\n]{1,120})'"),
        end=LazyRegex(r"."),
        source="DeepEP csrc/kernels/exception.cuh (EPException), csrc/deep_ep.cpp (Buffer), under vLLM's DeepEP "
               "all-to-all (--all2all-backend deepep_*)",
    ),
    # NCCL's own check of a CUDA call failing (src/include/checks.h CUDACHECK: WARN "Cuda failure '%s'", later "Cuda
    # failure %d '%s'") with the runtime's string for cudaErrorPeerAccessUnsupported: NCCL's P2P transport between two
    # GPUs whose topology (or virtualisation, an NVLink bridge across some pairs only) allows no peer access
    LogPattern(
        "nccl_peer_access_unsupported", "message", "nccl_error",
        anchors=("peer access is not supported",),
        regex=_rx(r"Cuda failure (?:\d{1,4} )?'peer access is not supported between these two devices'"),
        end=LazyRegex(r"."),
        source="nccl src/include/checks.h (CUDACHECK); CUDA runtime cudaErrorPeerAccessUnsupported",
    ),
    # the same check with any other runtime string: "init.cc:426 NCCL WARN Cuda failure 'operation not supported'"
    # (a CUDA call NCCL's setup makes, cuMem / multicast / P2P, that the GPU, its driver or its virtualisation refuses:
    # vGPUs without unified memory, nccl#2101), the class NCCL itself names "unhandled cuda error"
    LogPattern(
        "nccl_cuda_failure", "message", "nccl_error",
        anchors=("NCCL WARN Cuda failure",),
        regex=_rx(r"NCCL WARN Cuda failure (?:\d{1,4} )?'(?P<nccl_cuda_failure>(?!peer access is not supported)"
                  r"[^'\n]{1,100})'"),
        end=LazyRegex(r"."),
        source="nccl src/include/checks.h (CUDACHECK)",
    ),
    # a process killed inside NCCL's communicator setup: a crash handler's symbolized stack (Abseil's failure signal
    # handler, which Ray's workers install: "*** SIGABRT received ...", then "@ 0x7f... 352 ncclCommInitRank") with
    # NCCL's init function on a frame, before NCCL printed anything (vLLM's workers create their NCCL communicators
    # in init_worker_distributed_environment / pynccl.py::PyNcclCommunicator, ncclCommInitRank): NCCL itself, or a
    # network plugin it loads during init (NCCL's src/net.cc loads NCCL_NET_PLUGIN / libnccl-net*.so), aborted
    LogPattern(
        "nccl_init_abort", "message", "nccl_error",
        anchors=("ncclCommInit",),
        # (and a segfault handler's frames in the traceback form, 'File "/dvs/p4/build/sw/gpgpu/nccl/gitfusion/stable/
        # src/init.cc", line 1852, in ncclCommInitRank' under "!!!!!!! Segfault encountered !!!!!!!", HAMi-core#169)
        regex=_rx(r"@ 0x[0-9a-fA-F.]{1,20} (?:\d{1,10} |\(unknown\) )?ncclCommInit\w{0,20}"
                  r"|File \"[^\"\n]{0,300}/init\.cc\", line \d{1,7}, in ncclCommInit\w{0,20}"),
        end=LazyRegex(r"."),
        source="Abseil's failure signal handler (absl/debugging/failure_signal_handler.cc, in Ray's workers); NCCL "
               "ncclCommInitRank (src/init.cc), src/net.cc (network plugins); vllm/distributed/device_communicators/"
               "pynccl.py",
    ),
    # torch's NCCL watchdog ending a collective that never completed: "[Rank 1] Watchdog caught collective operation
    # timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800762
    # milliseconds before timing out." (torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp, the watchdog's timeout check):
    # at start-up vLLM's first collectives are one-element all-reduces of its communicator warm-up, so a hang there is the
    # GPUs' transport (peer-to-peer between consumer cards, IOMMU / ACS on the PCIe path) or a rank that never joined
    # (vllm#1957: 8x RTX 3090, TP 4)
    LogPattern(
        "nccl_watchdog_timeout", "message", "nccl_error",
        anchors=("Watchdog caught collective operation timeout",),
        regex=_rx(r"Watchdog caught collective operation timeout"),
        fields=(_rx(r"WorkNCCL\(SeqNum=(?P<nccl_seq_num>\d{1,12}), OpType=(?P<nccl_op>[A-Z_]{2,30})"),),
        end=LazyRegex(r"."),
        source="torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (the NCCL watchdog's timeout)",
    ),
    # NCCL refusing to run inside a CUDA graph: its WARN "NCCL cannot be captured in a graph if either it wasn't built
    # with CUDA runtime >= 11.3 or if the installed CUDA driver < R465." (nccl src/enqueue.cc, the capture check): vLLM
    # captures its all-reduces in CUDA graphs when tensor parallel > 1 (vllm#3069: CUDA 11.6 with an NCCL built for 11.0)
    LogPattern(
        "nccl_graph_capture", "message", "nccl_error",
        anchors=("NCCL cannot be captured in a graph",),
        regex=_rx(r"NCCL cannot be captured in a graph"),
        end=LazyRegex(r"."),
        source="nccl src/enqueue.cc (CUDA graph capture check, NCCL 2.9+)",
    ),
    # no attention backend takes the layer: "No valid attention backend found for cuda with
    # AttentionSelectorConfig(head_size=80, dtype=torch.float32, kv_cache_dtype=auto, block_size=16, ...). Reasons:
    # {FLASH_ATTN: [dtype not supported], FLASHINFER: [...], ...}." (platforms/cuda.py::CudaPlatform's backend
    # selection, 0.12.0-0.33.0; rocm.py the same); each backend's reasons come from its validate_configuration
    LogPattern(
        "no_attention_backend", "message", "no_attention_backend",
        # (and the one backend the launch forced, refused with the same Reasons: "Selected backend
        # AttentionBackendEnum.FLASHINFER is not valid for this configuration. Reason: ['head_size not supported']",
        # platforms/cuda.py::CudaPlatformBase.get_attn_backend_cls 0.29.0-0.33.0, platforms/rocm.py 0.12.0-0.33.0)
        anchors=("No valid attention backend", "is not valid for this configuration"),
        # (and the head quoted alone, cut before " for cuda ...": an issue title's '"No valid attention backend found"
        # for <model> on <GPU>', vllm#32732)
        regex=_rx(r"No valid attention backend found(?: for|[\"'`]|$)"
                  r"|Selected backend [\w.]{1,80} is not valid for this configuration"),
        fields=(_rx(rf"AttentionSelectorConfig\(head_size=(?P<head_size>{INT})"),
                _rx(r"AttentionSelectorConfig\([^)]{0,80}?[(, ]dtype=(?:torch\.)?(?P<dtype>\w{1,20})"),
                _rx(r"kv_cache_dtype=(?P<kv_cache_dtype>\w{1,20})"),
                _rx(r"Selected backend (?:AttentionBackendEnum\.)?(?P<selected_backend>\w{1,60}) is not valid"),
                # (read when set: DeepSeek Sparse Attention's layers, launchchecks._sparse_mla_diagnosis)
                _rx(r"AttentionSelectorConfig\([^)]{0,300}?use_mla=(?P<use_mla>True)"),
                _rx(r"AttentionSelectorConfig\([^)]{0,300}?use_sparse=(?P<use_sparse>True)"),
                # (the Reasons' dict opening: a wrap right after "Reasons:" still runs across into it)
                _rx(r"\. Reasons: \{[A-Z]")),
        end=_rx(r"(?:\]\}\.?|\])$"),
        source="vllm/platforms/cuda.py::CudaPlatform.get_attn_backend_cls / rocm.py (0.12.0-0.33.0 wheels)",
    ),
    # an attention backend that lacks a feature the model's layers use: FlashInfer without attention sinks (GPT-OSS)
    # off TRT-LLM attention, "FlashInfer backend currently does not support attention sinks, please use trtllm on
    # blackwell or flash attention on earlier GPUs." (v1/attention/backends/flashinfer.py::FlashInferMetadataBuilder /
    # FlashInferImpl, 0.10.2-0.29.0), "FlashInfer BatchDCPPrefillWrapper and MultiLevelCascadeAttentionWrapper do not
    # support attention sinks. Please use TRTLLM on Blackwell or FlashAttention on earlier GPUs." (0.30.0-0.33.0)
    LogPattern(
        "attention_backend_sinks", "message", "attention_backend_feature_unsupported",
        anchors=("not support attention sinks",),
        regex=_rx(r"(?P<attention_backend_name>FlashInfer)[\w ]{0,80}? (?:does|do) not support attention sinks"
                  r"|FlashInfer backend currently does not support attention sinks"),
        end=LazyRegex(r"."),
        source="vllm/v1/attention/backends/flashinfer.py (0.10.2-0.33.0)",
    ),
    # FlashAttention's own refusal of sinks below FA3 (Hopper): FlashAttentionImpl.__init__'s `assert
    # self.vllm_flash_attn_version == 3, "Sinks are only supported in FlashAttention 3"` (v1/attention/backends/
    # flash_attn.py, 0.10.1.1-0.33.0): GPT-OSS on an Ampere / Ada GPU with the FlashAttention backend (vllm#22331)
    LogPattern(
        "attention_backend_sinks_fa3", "message", "attention_backend_feature_unsupported",
        anchors=("Sinks are only supported",),
        regex=_rx(r"Sinks are only supported in (?P<attention_backend_name>FlashAttention) 3"),
        end=LazyRegex(r"."),
        source="vllm/v1/attention/backends/flash_attn.py::FlashAttentionImpl.__init__ (0.10.1.1-0.33.0)",
    ),
    # an attention implementation whose constructor has no sinks parameter at all: vLLM's Attention layer hands the
    # model's extra arguments to the backend's Impl (attention/layer.py: impl_cls(..., **extra_impl_args); GPT-OSS
    # passes sinks=), and CPython refuses the keyword, "TypeError: FlashAttentionImpl.__init__() got an unexpected
    # keyword argument 'sinks'" (V0's backends in the GPT-OSS-era releases, vllm#22383)
    LogPattern(
        "attention_impl_no_sinks", "message", "attention_backend_feature_unsupported",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?P<attention_impl>[A-Z]\w{1,60}Impl)\.__init__\(\) got an unexpected keyword argument 'sinks'"),
        end=LazyRegex(r"."),
        source="vllm/attention/layer.py::Attention.__init__ (impl_cls(..., **extra_impl_args)); CPython's TypeError",
    ),
    # the same refusal of another keyword the model's attention passes its backend: "FlashAttentionImpl.__init__() got
    # an unexpected keyword argument 'layer_idx'" (Qwen2.5-1M's dual chunk attention passes layer_idx and its chunk
    # settings, which only the dual-chunk backend's Impl takes: vllm#24048, fixed by vllm PR #24070)
    LogPattern(
        "attention_impl_unexpected_kwarg", "message", "attention_backend_feature_unsupported",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?P<attention_impl>[A-Z]\w{1,60}(?:Attention|Attn)\w{0,30}Impl)\.__init__\(\) got an unexpected "
                  # (only the keywords a model's own attention passes: a keyword of the Impl interface itself, one
                  # vLLM's Attention layer passes every backend, is a plug-in's backend of another release)
                  r"keyword argument '(?P<attention_kwarg>layer_idx|dual_chunk_attention_config)'"),
        end=LazyRegex(r"."),
        source="vllm/attention/layer.py::Attention.__init__ (impl_cls(..., **extra_impl_args)); CPython's TypeError",
    ),
    # an attention implementation asked for an attention type it lacks: "Encoder self-attention and encoder/decoder
    # cross-attention are not implemented for XImpl" (vllm/attention/backends/*.py Impl.__init__, 0.5.2-0.9.2: HPU,
    # IPEX, ROCm, CPU MLA ...), and forks' wordings of the same check, "Current attn type {attn_type} is not implemented
    # for IpexAttnBackendImpl" (intel/llm-scaler's image): Whisper's, BART's or mllama's encoder and cross-attention
    LogPattern(
        "attention_type_unsupported", "message", "attention_backend_feature_unsupported",
        anchors=("not implemented for",),
        regex=_rx(r"(?:cross-attention are|[Aa]ttn type \S{1,40} is|[Aa]ttention type \S{1,40} is) not implemented "
                  r"for (?P<attention_impl>[A-Z]\w{0,60}(?:Attention|Attn)\w{0,30}Impl)\b"),
        end=LazyRegex(r"."),
        source="vllm/attention/backends/*.py (Impl.__init__, 0.5.2-0.9.2); intel/llm-scaler's IpexAttnBackendImpl",
    ),
    # a multimodal model's vision encoder refusing the attention backend it was handed: "RuntimeError: Qwen2-VL does not
    # support _Backend.FLASHINFER backend now." (the vision towers' attention of qwen2_vl.py 0.6.1-0.12.0, qwen2_5_vl.py,
    # qwen3_vl.py, glm4_1v.py, keye.py, ernie45_vl.py, paddleocr_vl.py, molmo.py, openpangu_vl.py; vllm_raises.json):
    # the encoder implements FLASH_ATTN, TORCH_SDPA and XFORMERS (ROCm's AITER in later ones), and a backend forced for
    # the language model (VLLM_ATTENTION_BACKEND) is also the encoder's
    LogPattern(
        "vision_encoder_backend_unsupported", "message", "attention_backend_feature_unsupported",
        anchors=("backend now",),
        regex=_rx(r"(?P<vision_model>[A-Z][\w.-]{1,30}) does not support (?:_Backend\.|AttentionBackendEnum\.)?"
                  r"(?P<attention_backend_name>[A-Z][A-Z0-9_]{1,40}) backend now"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/qwen2_vl.py (Qwen2VisionAttention.__init__) and the other vision encoders",
    ),
    # Triton's flash-attention kernel does not compile for this AMD GPU: LLVM's AMDGPU backend refuses its stack frame,
    # "error: triton_flash_attention.py:211:0: stack frame size (277288) exceeds limit (262136) in function 'attn_fwd_...'"
    # (llvm lib/Target/AMDGPU/SIISelLowering / AMDGPUAsmPrinter "stack frame size (N) exceeds limit (M) in function"),
    # on RDNA (gfx11xx) where vLLM's ROCm backend takes the Triton kernel by default (VLLM_USE_TRITON_FLASH_ATTN=True,
    # attention/backends/rocm_flash_attn.py::ROCmFlashAttentionImpl.__init__, vllm/envs.py 0.4.1-0.11.0)
    LogPattern(
        "triton_attention_stack_frame", "message", "no_attention_backend",
        anchors=("stack frame size (",),
        # the kernel's file before the message, or its function after it (a wrapped paste keeps one of the two)
        regex=_rx(rf"(?:attn|attention)\w{{0,40}}\.py:{INT}:{INT}: ?stack frame size \({INT}\)"
                  rf"|stack frame size \({INT}\) exceeds limit \({INT}\) in function '_?attn_fwd"),
        end=LazyRegex(r"."),
        source="LLVM AMDGPU backend (stack frame size exceeds limit); vllm/attention/ops/triton_flash_attention.py, "
               "attention/backends/rocm_flash_attn.py (0.4.1-0.11.0)",
    ),
    # Triton without a code-generation target for this AMD GPU: its compile of vLLM's Triton flash-attention kernel
    # stops at the kernel's MLIR location, 'loc("/.../vllm/attention/ops/triton_flash_attention.py":309:0): error:
    # unsupported target: 'gfx906'' (Triton's AMD backend and LLVM's AMDGPU target list the architectures the build
    # knows; a Vega 20 card under an upstream Triton is not among them), on the ROCm backend that takes the Triton
    # kernel by default (VLLM_USE_TRITON_FLASH_ATTN, vllm/envs.py 0.4.1-0.11.0)
    LogPattern(
        "triton_attention_unsupported_target", "message", "no_attention_backend",
        anchors=("unsupported target",),
        regex=_rx(r"(?:attn|attention)\w{0,40}\.py\"?:\d{1,7}:\d{1,7}\)?:? ?error: unsupported target: "
                  r"'(?P<gpu_arch>gfx\w{1,8})'"),
        end=LazyRegex(r"."),
        source="Triton's AMD backend (unsupported target); vllm/attention/ops/triton_flash_attention.py, "
               "attention/backends/rocm_flash_attn.py (0.4.1-0.11.0)",
    ),
    # the checkpoint holds a tensor this vLLM's model class has no parameter for: vLLM's AutoWeightsLoader ("There is no
    # module or parameter named 'X' in Y", models/utils.py::AutoWeightsLoader._load_module, 0.6.3-0.33.0) and the
    # models' own load_weights (`params_dict[name]` -> "KeyError: 'model.layers.45.block_sparse_moe.gate.g_idx'")
    LogPattern(
        "weight_loading_mismatch", "message", "weight_loading_mismatch",
        # (the KeyError's type is taken off the line by the cleaner: the line is the quoted parameter name)
        # and a name in Mistral's own format, with no "model." ('layers.0.attention.wk.weight', vllm#4989): the tensors
        # of consolidated.safetensors, which vLLM's Mistral loading renames (models/llama.py::LlamaForCausalLM.
        # mistral_mapping, "layers" -> "model.layers", "wk" -> "k_proj", 0.6.3 source)
        anchors=("no module or parameter named", "model.layers.", "transformer.h.", "model.language_model.layers.",
                 "'layers."),
        # (also quoted cut after the name, before " in <class>": "... failed with `There is no module or parameter
        # named 'lm_head'`.", vllm#53170)
        # (a name at a line's end with no period is a wrap, not a cut: the class follows on the next line)
        # (and the quotes retyped: "named :fc.weight in qwen3_5MultiTokenPredictor", a reporter's copy)
        regex=_rx(r"There is no module or parameter named (?:'[^'\n]{1,200}'(?: in \w{1,80}|`|\.$)|[\"`:]?[\w.]{1,200}[\"`]? in "
                  r"\w{1,80})"
                  # (not an attention layer's own name or its KV cache's, "model.layers.22.attn.attn",
                  # "...self_attn.indexer.k_cache": no weight has it; logs/builder.py _kv_layer_key_error reads those)
                  r"|^(?:KeyError: )?'(?:model|transformer)\.(?:language_model\.)?(?:layers|h)\.\d{1,4}\.[\w.]{1,200}"
                  r"(?<!\.attn)(?<!_cache)'$"
                  r"|^(?:KeyError: )?'layers\.\d{1,4}\.(?:attention|feed_forward|attention_norm|ffn_norm)\.[\w.]{1,200}'$"),
        fields=(_rx(r"There is no module or parameter named '(?P<param_name>[^'\n]{1,200})' in (?P<model_class>\w{1,80})"),
                _rx(r"There is no module or parameter named [\"`:]?(?P<param_name>[\w.]{1,200})[\"`]? in "
                    r"(?P<model_class>\w{1,80})"),
                _rx(r"There is no module or parameter named '(?P<param_name>[^'\n]{1,200})'(?:`|\.$)"),
                _rx(r"^(?:KeyError: )?'(?P<param_name>(?:model|transformer)\.[\w.]{1,260})'$"),
                _rx(r"^(?:KeyError: )?'(?P<param_name>layers\.\d{1,4}\.[\w.]{1,200})'$")),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/utils.py::AutoWeightsLoader (0.6.3-0.33.0); models/*.py::load_weights",
    ),
    # a checkpoint tensor the model class has no parameter for, any prefix (the row "weight_loading_mismatch" above
    # reads model./transformer. layer names only): each model's load_weights does `param = params_dict[name]`
    # (vllm/model_executor/models/*.py::load_weights, 0.2-0.33), whose KeyError prints the name alone, e.g.
    # "KeyError: 'model.embed_tokens.weight'", "KeyError: 'layers.0.attention.wk.weight'" (a Mistral consolidated
    # file loaded as HF weights); the cleaner takes "KeyError: " off the line
    # (also a quantized checkpoint's companion tensors, which only a quantization method's create_weights makes
    # parameters for: 'layers.0.mlp.down_proj.weight_scale' (compressed-tensors / fp8), '.input_scale', '.weight_zero_point',
    # '.g_idx' / '.qweight' / '.qzeros' / '.scales' (GPTQ, AWQ), '.deq_scale' / '.quant_bias' / '.weight_offset' (Ascend's
    # modelslim W8A8): the method was not recognized for this checkpoint, or this release's method makes no such
    # parameter; and the name quoted after "KeyError: " inside a title, words after it there: "[Bug]: KeyError:
    # 'layers.35.mlp.gate.g_idx' of qwen3-30b-a3b gptq int4 in v0.10.2", vllm#25029)
    LogPattern(
        "weight_key_error", "message", "weight_loading_mismatch",
        anchors=("weight'", "_scale", "g_idx", "qweight", "qzeros", "scales'", "zero_point", "quant_bias",
                 "weight_offset", "weight.bitmask", "_quantizer.", "experts.w", "KeyError on", "KeyError for",
                 "_packed'", "weight_shape'"),
        # (also FusedMoE's own parameters, "experts.w2_input_global_scale" / "experts.w13_weight_scale_2": NVFP4's
        # global scales, fused_moe/layer.py and quantization/modelopt.py; "experts.w13_bias", GPT-OSS's expert biases,
        # which a quantization method's MoE may not create, vllm#40358; and the name quoted in backticks in a heading)
        regex=_rx(r"^'[\w.]{0,200}[.]\w{0,40}weight'$|KeyError: '[\w.]{0,200}[.]\w{0,40}weight'(?:$| |`)"
                  # (NVFP4's global scales too, which compressed-tensors' W4A4 / W4A16 schemes register beside the weight:
                  # "...down_proj.input_global_scale", a quoted name in a PR's backticks, vllm PR #39256)
                  r"|(?:^|KeyError: )'(?:[\w]{1,60}\.){0,3}layers\.\d{1,4}\.[\w.]{1,200}\.(?:weight_scale(?:_inv)?|input_scale"
                  r"|weight_zero_point|input_zero_point|deq_scale|quant_bias|weight_offset|g_idx|qweight|qzeros|scales"
                  r"|input_global_scale|weight_global_scale)'(?:$| |`)"
                  # (compressed-tensors' pack-quantized companions, "weight_packed" / "weight_shape" (compressed_tensors
                  # compressors/quantized_compressors/pack_quantized.py), and a fused expert's packed tensor named with
                  # an underscore, "experts.0.down_proj_packed" (a Gemma 4 compressed-tensors export, vllm#40591); the
                  # name may close a reporter's sentence)
                  r"|(?:^|KeyError: )'(?:[\w]{1,60}\.){0,3}layers\.\d{1,4}\.[\w.]{1,200}(?:\.weight_packed|\.weight_shape|_packed)'"
                  r"(?:$| |\.$)"
                  r"|(?:^|KeyError: )'(?:[\w]{1,60}\.){0,6}experts\.w(?:13|2|1|3)_(?:weight_scale(?:_2|_inv)?|input_scale"
                  r"|input_global_scale|weight_global_scale|weight_zero_point|qweight|qzeros|scales|g_idx|bias)'(?:$|`| )"
                  # (a name retyped without its quotes, its head elided: "KeyError: ...wk_weights_proj.qweight")
                  r"|(?:KeyError: |^(?=\.\.\.|\u2026))(?:\.\.\.|\u2026)?(?:\w{1,80}\.){1,12}(?:weight|weight_scale(?:_inv|_2)?"
                  r"|input_scale|weight_zero_point|qweight|qzeros|scales|g_idx)$"
                  # (compressed-tensors' sparse formats store a weight as companions, "embed_tokens.weight.bitmask" /
                  # ".compressed" / ".row_offsets" (sparse_bitmask, llm-compressor#1241); ModelOpt's exports name
                  # quantizer state, "experts.w2_weight_quantizer._double_scale" / "._amax" (vllm#38980); quoted or not)
                  r"|(?:^|KeyError: )'?(?:\w{1,80}\.){1,12}weight\.(?:bitmask|compressed|row_offsets)'?(?:$|`| )"
                  # (and GGUF's per-tensor quant type, "embed_tokens.qweight_type" / "lm_head.qweight_type": vLLM's
                  # GGUF linear and embedding methods register it beside qweight, quantization/gguf.py, and a model's
                  # load_weights without a guard for names its class lacks meets it, vllm PR #30421)
                  r"|(?:^|KeyError: )'(?:\w{1,80}\.){1,12}qweight_type'(?:$|`| )"
                  r"|(?:^|KeyError: )'?(?:\w{1,80}\.){1,12}\w{0,40}_quantizer\._?(?:double_scale|amax|pre_quant_scale)'?"
                  r"(?:$|`| )"
                  # (a PR's or a report's retelling, "KeyError on indexer.wk_weights_proj.weight_scale_inv during model
                  # loading", vllm#38870)
                  r"|\bKeyError (?:on|for) '?(?:\w{1,80}\.){1,12}\w{0,40}?(?:weight|weight_scale(?:_inv|_2)?|input_scale"
                  r"|weight_zero_point|qweight|qzeros|scales|g_idx|bias)'? (?:during|while|when) (?:model |weight )?load"),
        fields=(_rx(r"(?:^|KeyError: )'(?P<param_name>[\w.]{1,260})'(?:$|`| |\.$)"),
                _rx(r"\bKeyError (?:on|for) '?(?P<param_name>(?:\w{1,80}\.){1,12}\w{1,40})'? (?:during|while|when) "),
                _rx(r"(?:^|KeyError: )(?P<param_name>(?:\w{1,80}\.){1,12}\w{0,40}_quantizer\._?\w{1,40})$"),
                _rx(r"(?:KeyError: |^)(?P<param_name>(?:\.\.\.|\u2026)?[\w.]{1,260})$")),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/*.py::load_weights (params_dict[name]; 0.5.5-0.33.0 wheels)",
    ),
    # a checkpoint tensor smaller than the shard the layer takes from it: vLLM's weight loaders cut each rank's part
    # with torch's narrow (model_executor/layers/linear.py::weight_loader, loaded_weight.narrow(dim, start, size)) and
    # torch refuses "start (0) + length (14336) exceeds dimension size (896)." (aten TensorShape.cpp narrow): the
    # checkpoint's tensor does not have the shape this model code expects (another format, such as AutoAWQ's Marlin
    # export loaded as AWQ, vllm#3392). Read only under a weight loader's frame (logs/builder.py)
    LogPattern(
        "weight_narrow_out_of_range", "message", "weight_loading_mismatch",
        anchors=("exceeds dimension size",),
        regex=_rx(r"start \((?P<narrow_start>\d{1,12})\) \+ length \((?P<narrow_length>\d{1,12})\) exceeds dimension "
                  r"size \((?P<narrow_dim_size>\d{1,12})\)"),
        end=LazyRegex(r"."),
        source="torch aten/src/ATen/native/TensorShape.cpp (narrow); vllm model_executor/layers/linear.py weight_loader",
    ),
    # answers that are one token repeated, token id 0 ("!" in the Llama, Qwen and DeepSeek vocabularies, "<pad>" in
    # Gemma's): what sampling returns when every logit is NaN, the forward pass having overflowed. float16's range ends
    # at 65504, and models trained in bfloat16 overflow there (vLLM 0.9.2+ refuses float16 itself for some model types,
    # "does not support float16. Reason: Numerical instability."). A symptom, not a message: weak, any failure read
    # in the paste is the cause before it
    LogPattern(
        "nan_logits_token_zero", "message", FOREIGN_KIND,
        anchors=("!!!!!!!!", "\uff01", "<pad>", "exclamation mark", "\u611f\u53f9\u53f7"),
        regex=_rx(r"!{8,}|\uff01{3,}|[\u201c\"]\uff01[\u201d\"]|<pad>\s{0,2}<pad>\s{0,2}<pad>|<pad> filled|special characters "
                  r"<pad>|(?:all|only|full of) exclamation marks|\u611f\u53f9\u53f7"),
        end=LazyRegex(r"."),
        source="CUDA / torch numerics: NaN logits sampled as token id 0; vllm/config (the float16 refusal of 0.9.2+)",
    ),
    # a LoRA adapter given to an engine built without LoRA: "'GPUModelRunner' object has no attribute 'lora_manager'"
    # (the model runner makes its LoRA manager only with enable_lora: v1/worker/lora_model_runner_mixin.py, V0's
    # worker/model_runner.py; --lora-modules or a LoRARequest reaches for it), which 0.10.2 words as "LoRA is not
    # enabled. Use --enable-lora to enable LoRA." (vllm PR #24762)
    LogPattern(
        "lora_manager_missing", "message", FOREIGN_KIND,
        anchors=("object has no attribute",),
        regex=_rx(r"(?<![\w.])'?\w{0,60}(?:ModelRunner|Worker\w{0,20})'? object has no attribute 'lora_manager'"),
        end=LazyRegex(r"."),
        source="vllm/v1/worker/lora_model_runner_mixin.py, vllm/worker/model_runner.py (lora_manager made with "
               "enable_lora only)",
    ),
    # a compressed-tensors checkpoint written by a newer quantizer than this vLLM reads: pydantic refusing one of the
    # quantization scheme's fields ("scale_dtype  Extra inputs are not permitted", llm-compressor 0.9's scale_dtype /
    # zp_dtype; "block_structure" / "Input should be a valid string [... input_value=[128, 128]]", FP8_BLOCK's list
    # where the release's QuantizationArgs took a string): the checkpoint's config.json quantization_config names
    # what the installed compressed-tensors models (compressed_tensors.quantization.QuantizationArgs) do not
    LogPattern(
        "quant_args_newer_than_release", "message", "dependency_version_mismatch",
        anchors=("Extra inputs are not permitted", "Input should be a valid"),
        regex=_rx(r"(?:^|\s)(?P<quant_args_field>scale_dtype|zp_dtype|block_structure)\s{1,8}(?:Extra inputs are not "
                  r"permitted|Input should be a valid \w{1,20})"),
        end=LazyRegex(r"."),
        source="compressed_tensors/quantization/quant_args.py (QuantizationArgs) under vllm's compressed-tensors "
               "config (VllmConfig's validation)",
    ),
    # ... and as pydantic prints it, the field on a line of its own above its error (read only under such a field:
    # logs/builder.py)
    LogPattern(
        "quant_args_newer_than_release_split", "message", "dependency_version_mismatch",
        anchors=("Extra inputs are not permitted", "Input should be a valid"),
        regex=_rx(r"^(?:Extra inputs are not permitted|Input should be a valid \w{1,20})"),
        end=LazyRegex(r"."),
        source="compressed_tensors/quantization/quant_args.py (QuantizationArgs) under vllm's compressed-tensors "
               "config (VllmConfig's validation)",
    ),
    # vLLM's loader reaching a plain torch Parameter where it made its own parameter class: "'Parameter' object has no
    # attribute 'load_column_parallel_weight'" (model_executor/parameter.py's BasevLLMParameter subclasses carry
    # load_column_parallel_weight / load_row_parallel_weight / load_qkv_weight / load_merged_column_weight, 0.5.x+; the
    # linear layers' weight_loader_v2 calls them): a quantization method or a patch built the layer's weight as
    # torch.nn.Parameter (an fp8 rollout patch, a checkpoint's scheme unlike the layer's), so the weights loaded into
    # it and the layer disagree
    LogPattern(
        "plain_parameter_in_loader", "message", "weight_loading_mismatch",
        anchors=("object has no attribute",),
        regex=_rx(r"'Parameter' object has no attribute '(?P<loader_method>load_(?:column_parallel|row_parallel|qkv|"
                  r"merged_column)_weight)'"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/parameter.py (BasevLLMParameter's loaders), layers/linear.py weight_loader_v2",
    ),
    # V0's scheduler ignoring a prompt the whole KV cache cannot hold: "Input prompt (3916 tokens) is too long and
    # exceeds the capacity of block_manager" (core/scheduler.py, a warning: BlockSpaceManager.can_allocate answered
    # NEVER, the prompt's blocks above the GPU blocks less the 1 % watermark; the request ends with no output and the
    # server goes on), 0.2.x-0.10.2
    LogPattern(
        "prompt_over_block_manager", "message", "vllm_check_failed",
        anchors=("exceeds the capacity of block_manager",),
        regex=_rx(r"Input prompt \((?P<prompt_tokens>\d{1,9}) tokens\) is too long and exceeds the capacity of "
                  r"block_?manager"),
        end=LazyRegex(r"."),
        source="vllm/core/scheduler.py::Scheduler._schedule_prefills (AllocStatus.NEVER, 0.2.x-0.10.2)",
    ),
    # transformers' processor without a chat template: "No chat template is set for this processor. Please either set
    # the `chat_template` attribute on the processor or provide a chat template as an argument." (processing_utils.py
    # ProcessorMixin.apply_chat_template), the multimodal twin of the tokenizer's "tokenizer.chat_template is not set":
    # a base (not instruct) checkpoint asked to format a chat
    LogPattern(
        "processor_chat_template_missing", "message", "chat_template_missing",
        anchors=("No chat template is set for this processor",),
        regex=_rx(r"No chat template is set for this processor"),
        end=LazyRegex(r"."),
        source="transformers processing_utils.py::ProcessorMixin.apply_chat_template",
    ),
    # a chat template that reads a variable the request does not carry: Jinja's "'guideline' is undefined"
    # (jinja2.exceptions.UndefinedError through transformers' sandboxed renderer; vLLM's serving_chat.py logs "Error in
    # applying chat template from request: 'guideline' is undefined" and answers 400): ShieldGemma's template needs a
    # `guideline` the OpenAI chat request has no field for
    LogPattern(
        "chat_template_variable_undefined", "message", "vllm_check_failed",
        anchors=("is undefined",),
        regex=_rx(r"(?:UndefinedError: |jinja2[\w.]{0,40}: |'message': ['\"]|chat template from request: )['\"]"
                  r"(?P<template_variable>\w{1,60})['\"] is undefined"),
        end=LazyRegex(r"."),
        source="jinja2 (UndefinedError) under vllm/entrypoints/chat_utils.py::apply_hf_chat_template",
    ),
    # the weight loader's own shape check, as the traceback prints its source line over a bare AssertionError: "assert
    # param_data.shape == loaded_weight.shape" (model_executor/parameter.py::load_qkv_weight / load_column_parallel_weight,
    # layers/linear.py and vocab_parallel_embedding.py weight_loader, 0.4-0.33): a checkpoint tensor whose shape the
    # model's parameter does not have (another format or architecture variant than the config says)
    LogPattern(
        "weight_shape_assert", "message", "weight_loading_mismatch",
        anchors=("== loaded_weight.shape",),
        regex=_rx(r"^assert (?:param(?:_data)?|\w{1,40})\.shape == loaded_weight\.shape\b"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/parameter.py, layers/linear.py, layers/vocab_parallel_embedding.py (weight_loader)",
    ),
    # a quantization method reaching for a companion tensor its layer was not given: "'ColumnParallelLinear' object has
    # no attribute 'input_scale'" (Python's AttributeError over vLLM's parallel linear / MoE / embedding layers,
    # model_executor/layers/linear.py, fused_moe/layer.py, vocab_parallel_embedding.py; the method's
    # process_weights_after_loading reads layer.input_scale, which create_weights made only for the scheme it read
    # from the checkpoint): the checkpoint's quantization layout and this release's layer code disagree (kubeai#533,
    # fixed in a later release)
    LogPattern(
        "layer_quant_attribute_missing", "message", "weight_loading_mismatch",
        anchors=("object has no attribute",),
        regex=_rx(r"'(?:(?:Column|Row|QKV|MergedColumn|Replicated|MergedReplicated)ParallelLinear|ReplicatedLinear"
                  r"|FusedMoE|VocabParallelEmbedding|ParallelLMHead)' object has no attribute "
                  r"'(?:weight_scale(?:_inv|_2)?|input_scale|weight_zero_point|input_zero_point|qweight|qzeros|scales"
                  r"|g_idx|w13_weight_scale|w2_weight_scale|w13_input_scale|w2_input_scale)'"),
        fields=(_rx(r"'(?P<model_class>\w{1,60})' object has no attribute '(?P<param_name>\w{1,60})'"),),
        end=LazyRegex(r"."),
        source="CPython's AttributeError over vllm/model_executor/layers/linear.py, fused_moe/layer.py, "
               "vocab_parallel_embedding.py (a quantization method's process_weights_after_loading)",
    ),
    # the checkpoint tensor's shape differs from the parameter's: "Attempted to load weight (torch.Size([3840, 1280]))
    # into parameter (torch.Size([1280, 3840]))" (model_loader/weight_utils.py::default_weight_loader, 0.5.5-0.33.0)
    LogPattern(
        "weight_shape_mismatch", "message", "weight_loading_mismatch",
        anchors=("Attempted to load weight",),
        regex=_rx(r"Attempted to load weight \(torch\.Size\(\[[\d, ]{0,60}\]\)\) into parameter"),
        fields=(_rx(r"Attempted to load weight \(torch\.Size\((?P<loaded_shape>\[[\d, ]{0,60}\])\)\) into parameter "
                    r"\(torch\.Size\((?P<param_shape>\[[\d, ]{0,60}\])\)"),),
        end=LazyRegex(r"."),
        source="vllm/model_executor/model_loader/weight_utils.py::default_weight_loader (0.5.5-0.33.0 wheels)",
    ),
    # a pre-quantized bitsandbytes 4-bit checkpoint loaded as a plain one: bitsandbytes serializes each 4-bit weight's
    # QuantState beside it as '<name>.absmax', '.quant_map', '.nested_absmax', '.nested_quant_map',
    # '.quant_state.bitsandbytes__nf4|fp4' (bitsandbytes/functional.py::QuantState.as_dict(packed=True), 0.41+), which
    # only vLLM's BitsAndBytesModelLoader reads (model_loader/loader.py::BitsAndBytesModelLoader._quantized_4bit_generator,
    # 0.5.5-0.10; bitsandbytes_loader.py later); the default loader hands them to the model's load_weights, whose
    # `params_dict[name]` raises "KeyError: 'layers.0.mlp.down_proj.weight.absmax'" (models/llama.py::
    # LlamaModel.load_weights, 0.6.4). (AutoWeightsLoader's "There is no module or parameter named ..." is the row
    # "weight_loading_mismatch"; launchchecks reads the same names from it.) The cleaner takes "KeyError: " off.
    LogPattern(
        "bnb_quant_state_key", "message", "weight_loading_mismatch",
        anchors=(".absmax", ".quant_map", ".quant_state.bitsandbytes__"),
        regex=_rx(r"^(?:KeyError: )?'[\w.]{1,200}\.(?:nested_)?(?:absmax|quant_map)'$"
                  r"|^(?:KeyError: )?'[\w.]{1,200}\.quant_state\.bitsandbytes__[nf]p?4'$"),
        fields=(_rx(r"^(?:KeyError: )?'(?P<param_name>[\w.]{1,260})'$"),),
        end=LazyRegex(r"."),
        source="bitsandbytes/functional.py::QuantState.as_dict; vllm/model_executor/models/*.py::load_weights "
               "(params_dict[name], 0.5.5-0.33.0)",
    ),
    # a config.json that is no JSON: transformers' "OSError: It looks like the config file at '.../config.json' is not
    # a valid JSON file." (configuration_utils.py::_get_config_dict, json.JSONDecodeError): the file in the cache or the
    # folder is empty, cut short, an LFS pointer or an HTML page saved in its place (a repository that holds a 0-byte
    # config.json, microsoft/OmniParser-v2.0 in 2025), not the model's format
    LogPattern(
        "config_json_invalid", "message", "config_format_not_found",
        anchors=("is not a valid JSON file",),
        regex=_rx(r"config file at '(?P<config_path>[^'\n]{0,400}config\.json)' is not a valid JSON file"),
        end=LazyRegex(r"."),
        source="transformers configuration_utils.py::PretrainedConfig._get_config_dict (JSONDecodeError)",
    ),
    # a checkpoint folder or repository without a config vLLM can read (a GGUF-only repository): "No supported config
    # format found in X" (transformers_utils/config.py::get_config, 0.6.3-0.7.3; later releases word it "Invalid
    # repository ID or local directory specified", model_not_found)
    LogPattern(
        "config_format_not_found", "message", "config_format_not_found",
        # and transformers' "X does not appear to have a file named config.json" (utils/hub.py::cached_files): a folder
        # in Mistral's format (params.json, consolidated.safetensors) or a GGUF-only one
        # (and a .gguf file read as the config, "OSError: It looks like the config file at '.../x.Q4_0.gguf' is not a
        # valid JSON file." (transformers configuration_utils.py::_get_config_dict), on a release without GGUF loading,
        # before 0.5.5; and the Hub's 404 for the repository's config.json, "Entry Not Found for url: https://
        # huggingface.co/<repo>/resolve/main/config.json." (huggingface_hub utils/_http.py::hf_raise_for_status))
        anchors=("No supported config format found", "does not appear to have a file named config.json",
                 "is not a valid JSON file", "Entry Not Found for url"),
        # (not the traceback's source line, `raise ValueError(f"No supported config format found in {model}")`)
        regex=_rx(r"No supported config format found in [^\s{}\"']{1,300}"
                  r"|does not appear to have a file named config\.json"
                  r"|config file at '[^'\n]{1,400}\.gguf' is not a valid JSON file"
                  r"|Entry Not Found for url: https?://[^\s]{1,300}/resolve/[^\s/]{1,80}/config\.json"),
        fields=(_rx(r"No supported config format found in (?P<repo_id>[^\s{}\"']{1,300})"),
                # (a name, not a bracket or a colon a title put before the words: "due to [does not appear ...")
                _rx(r"(?P<repo_id>[^\s'\"\[\](){}:]{0,299}\w[^\s'\"\[\](){}:]{0,299}) does not appear to have a file "
                    r"named config\.json"),
                _rx(r"config file at '(?P<gguf_file>[^'\n]{1,400}\.gguf)'"),
                _rx(r"huggingface\.co/(?P<repo_id>[\w.-]{1,96}/[\w.-]{1,96})/resolve/")),
        end=LazyRegex(r"."),
        source="vllm/transformers_utils/config.py::get_config (0.6.3-0.7.3 wheels)",
    ),
    # the same refusal for a code file the config's auto_map names, "... does not appear to have a file named
    # configuration_phi3.py." (transformers dynamic_module_utils.py::get_cached_module_file through utils/hub.py::
    # cached_files): a repository that points at remote code it does not hold. Weak (logs/builder.py _WEAK_MESSAGES):
    # transformers stops there, before vLLM builds anything, so a failure read after it is the paste's next attempt
    # (vllm#13283: configuration_deepseek.py added by hand, then the quantization method refused)
    LogPattern(
        "remote_code_file_missing", "message", "config_format_not_found",
        anchors=("does not appear to have a file named configuration_", "does not appear to have a file named modeling_",
                 "does not appear to have a file named tokenization_"),
        regex=_rx(r"does not appear to have a file named (?P<missing_code_file>(?:configuration|modeling|tokenization)"
                  r"_\w{1,80}\.py)"),
        end=LazyRegex(r"."),
        source="transformers utils/hub.py::cached_files (a remote-code file named by the config's auto_map)",
    ),
    # FlashInfer's workspace too small for a prefill plan: "Buffer overflow when allocating memory for
    # batch_prefill_tmp_v with size N and alignment 16, but only M bytes available in AlignedAllocator. Increase the
    # workspace buffer size." (flashinfer/allocator.h; vLLM sizes the workspace, v1/attention/backends/flashinfer.py)
    LogPattern(
        "attention_workspace_overflow", "message", "attention_workspace_overflow",
        anchors=("Increase the workspace buffer size", "available in AlignedAllocator",
                 "Buffer overflow when allocating memory"),
        regex=_rx(r"Buffer overflow when allocating memory for \w{1,60} with size \d{1,15}"
                  r"|available in AlignedAllocator\. Increase the workspace buffer size"),
        end=LazyRegex(r"."),
        source="flashinfer include/flashinfer/allocator.h::AlignedAllocator (FlashInfer backend of vLLM)",
    ),
    # more processes in the torch.distributed group than TP x PP: "world_size (8) is not equal to
    # tensor_model_parallel_size (1) x pipeline_model_parallel_size (1)" (distributed/parallel_state.py::
    # initialize_model_parallel, 0.5.5-0.7.0): vllm.LLM built inside every process of a torchrun launch
    LogPattern(
        "world_size_mismatch", "message", "world_size_mismatch",
        anchors=("is not equal to tensor_model_parallel_size",),
        regex=_rx(rf"world_size \((?P<world_size>{INT})\) is not equal to tensor_model_parallel_size "
                  rf"\((?P<tensor_parallel_size>{INT})\) x pipeline_model_parallel_size \((?P<pipeline_parallel_size>{INT})\)"),
        end=LazyRegex(r"."),
        source="vllm/distributed/parallel_state.py::initialize_model_parallel (0.5.5-0.7.0 wheels)",
    ),
    # --enable-lora with a model class that has no LoRA support: "Model QWenLMHeadModel does not support LoRA, but LoRA
    # is enabled. Support for this model may be added in the future. ..." (model_loader/loader.py::
    # _get_model_initialization_kwargs, 0.5.5-0.6.3 wheels; 0.3.x in vllm#3201), "MolmoForCausalLM does not support
    # LoRA yet." (worker/model_runner.py::load_model 0.6.3-0.10.x, v1/worker/lora_model_runner_mixin.py::
    # load_lora_model 0.7.3-0.33.0)
    LogPattern(
        "lora_unsupported", "message", "lora_unsupported",
        anchors=("does not support LoRA",),
        regex=_rx(r"(?:^|Model |Error: )\w{1,80} does not support LoRA(?:, but LoRA is enabled| yet)"),
        fields=(_rx(r"(?:^|Model |Error: )(?P<model_class>\w{1,80}) does not support LoRA"),),
        end=LazyRegex(r"."),
        source="vllm/model_executor/model_loader/loader.py::_get_model_initialization_kwargs (0.5.5-0.6.3); "
               "vllm/v1/worker/lora_model_runner_mixin.py::load_lora_model (0.7.3-0.33.0)",
    ),
    # LoRA's wrapping of a layer whose quantization it does not know: "ValueError: Unsupported base layer:
    # QKVParallelLinear(in_features=8192, output_features=10240, bias=False, tp_size=1, gather_output=False)"
    # (lora/layers/utils.py::_get_lora_device, 0.4.1-0.33.0: the layer's weights under none of the attribute names of the
    # quantization methods LoRA supports; an AQLM or EXL3 checkpoint with --enable-lora), quoted with the layer's repr
    LogPattern(
        "lora_base_layer_unsupported", "message", "lora_unsupported",
        anchors=("Unsupported base layer",),
        # (or quoted bare after its exception, the layer's repr left out: "`ValueError: Unsupported base layer`")
        regex=_rx(r"Unsupported base layer: ?(?P<lora_base_layer>[A-Z]\w{1,80})\(|Error: Unsupported base layer(?:[`'\"]|$)"),
        # (the parallel layer's repr prints its tensor-parallel world size: the launch's)
        fields=(_rx(r"Unsupported base layer: ?[A-Z]\w{1,80}\([^)\n]{0,200}?\btp_size=(?P<tensor_parallel_size>\d{1,3})\b"),),
        end=LazyRegex(r"."),
        source="vllm/lora/layers/utils.py::_get_lora_device (0.4.1-0.33.0)",
    ),
    # LoRA on an MoE model whose class has no expert mapping: "AttributeError: To support LoRA for MoE model,
    # 'get_expert_mapping' must be implemented" (lora/utils.py::process_packed_modules_mapping, 0.12.0-0.24.0: fused-MoE
    # LoRA reads the model's get_expert_mapping(), which only some MoE classes of a release implement)
    LogPattern(
        "lora_moe_expert_mapping_missing", "message", "lora_unsupported",
        anchors=("must be implemented",),
        regex=_rx(r"To support LoRA for MoE model, '?get_expert_mapping'? must be implemented"),
        releases=_r("0.12.0-0.24.0"),
        end=LazyRegex(r"."),
        source="vllm/lora/utils.py::process_packed_modules_mapping (0.12.0-0.24.0 wheels)",
    ),
    # the CUDA punica kernels multi-LoRA ran on: "RuntimeError: No suitable kernel. h_in=16 h_out=3424 dtype=Float
    # out_dtype=BFloat16" (csrc/punica/punica_ops.cu's dispatch_bgmv: the bgmv kernels are compiled for the feature sizes
    # listed in csrc/punica/bgmv/bgmv_config.h only; vllm/lora/punica.py imported them 0.3.0-0.5.3, and 0.5.4 replaced
    # them by Triton kernels that take any size): a layer's per-GPU size (an MLP slice under tensor parallelism, a large
    # vocabulary's logits) that is not in the list
    LogPattern(
        "punica_no_suitable_kernel", "message", "lora_unsupported",
        anchors=("No suitable kernel",),
        regex=_rx(r"No suitable kernel\. ?h_in=(?P<lora_h_in>\d{1,7}) ?h_out=(?P<lora_h_out>\d{1,7})\b"),
        releases=_r("0.3.0-0.5.3"),
        end=LazyRegex(r"."),
        source="csrc/punica/punica_ops.cu dispatch_bgmv, csrc/punica/bgmv/bgmv_config.h; vllm/lora/punica.py "
               "(0.3.0-0.5.3)",
    ),
    # the profiling run's own check of the dummy sequence a model's dummy-data builder returned: "Expected at least 18286
    # dummy tokens for profiling, but found 16640 tokens instead." (multimodal/registry.py::MultiModalRegistry.
    # get_decoder_dummy_data, inputs/registry.py before, 0.6.2-0.33.0); "..., but got: M" (worker/model_runner.py::
    # profile_run's assert, 0.5.x-0.6.1): the worst case vLLM profiles (max_num_batched_tokens spread over max_num_seqs
    # sequences, each with limit_mm_per_prompt items at their largest) is one the model's builder cannot fill
    LogPattern(
        "profile_dummy_tokens_short", "message", "profiling_assertion",
        anchors=("dummy tokens for profiling",),
        regex=_rx(rf"Expected at least (?P<profile_seq_len>{INT}) dummy tokens for profiling, ?(?:but found "
                  rf"(?P<dummy_tokens>{INT}) tokens instead|but got: ?(?P<dummy_tokens_got>{INT}))"),
        end=LazyRegex(r"."),
        source="vllm/multimodal/registry.py::get_decoder_dummy_data (0.7-0.33); vllm/inputs/registry.py; "
               "vllm/worker/model_runner.py::profile_run (0.5.x-0.6.1)",
    ),
    # transformers unable to build the fast tokenizer: "ValueError: Couldn't instantiate the backend tokenizer from one
    # of: (1) a `tokenizers` library serialization file, (2) a slow tokenizer instance to convert or (3) an equivalent
    # slow tokenizer class to instantiate and convert. You need to have sentencepiece installed to convert a slow
    # tokenizer to a fast one." (tokenization_utils_fast.py::PreTrainedTokenizerFast.__init__): the installed
    # tokenizers could not read the checkpoint's tokenizer.json (a file written by a newer tokenizers: Llama 3's with
    # vLLM 0.3's pins) and there was no slow tokenizer to convert (no tokenizer.model, or sentencepiece not installed)
    LogPattern(
        "fast_tokenizer_unbuilt", "message", "tokenizer_load_failed",
        anchors=("instantiate the backend tokenizer",),
        regex=_rx(r"Couldn't instantiate the backend tokenizer"),
        end=LazyRegex(r"."),
        source="transformers tokenization_utils_fast.py::PreTrainedTokenizerFast.__init__",
    ),
    # sentencepiece handed no file: transformers' slow LlamaTokenizer (and the other sentencepiece tokenizers) loads
    # self.vocab_file, which is None when the folder has no tokenizer.model, and SentencePieceProcessor.LoadFromFile's
    # SWIG wrapper refuses the None with "TypeError: not a string" (sentencepiece/__init__.py; transformers
    # models/llama/tokenization_llama.py get_spm_processor). Read only as a TypeError under sentencepiece's frame
    # (logs/builder.py _ROW_GATES): the words alone are any C extension's
    LogPattern(
        "sentencepiece_no_model_file", "message", "tokenizer_load_failed",
        anchors=("not a string",),
        regex=_rx(r"^(?:TypeError: )?not a string$"),
        end=LazyRegex(r"."),
        source="sentencepiece/__init__.py SentencePieceProcessor.LoadFromFile (SWIG: TypeError 'not a string' for "
               "None); transformers tokenization_llama.py LlamaTokenizer.get_spm_processor (tokenizer.model absent)",
    ),
    # tokenizers' own refusal of a tokenizer.json it cannot parse: "Exception: data did not match any variant of
    # untagged enum ModelWrapper at line 277156 column 3" (the model section: merges stored as pairs, tokenizers 0.20's
    # format), "... untagged enum PyPreTokenizerTypeWrapper" (a pre-tokenizer type the release lacks): serde's message
    # for the untagged enums tokenizer.json is read into (tokenizers/src/models/mod.rs ModelWrapper, bindings/python/
    # src/pre_tokenizers.rs PyPreTokenizerTypeWrapper, normalizers.rs PyNormalizerTypeWrapper): the file was written
    # by a newer tokenizers than the one installed
    LogPattern(
        "tokenizer_json_newer", "message", "dependency_version_mismatch",
        anchors=("did not match any variant of untagged enum",),
        regex=_rx(r"data did not match any variant of untagged enum (?P<tokenizer_section>(?:Py)?[A-Z]\w{1,40}Wrapper)"),
        end=LazyRegex(r"."),
        source="tokenizers (serde untagged enums: src/models/mod.rs ModelWrapper, bindings/python/src/pre_tokenizers.rs "
               "PyPreTokenizerTypeWrapper)",
    ),
    # GLM-4.xV's video processor refusing the dummy video vLLM's profiling run builds for it: "ValueError: t:1 must be
    # larger than temporal_factor:2" (transformers models/glm4v/image_processing_glm4v.py::smart_resize, which needs more
    # frames than the temporal patch). vLLM's GLM-4.1V dummy-data builder sized the video by the tokens left and fell
    # back to one frame (model_executor/models/glm4_1v.py get_num_frames_with_most_features: max(frames, 1)): a vLLM bug,
    # vllm#30638, fixed by vllm#30285 ("Ensure minimum frames for GLM 4.6V compatibility"), December 2025
    LogPattern(
        "glm_dummy_video_frames", "message", "profiling_assertion",
        anchors=("must be larger than temporal_factor",),
        regex=_rx(r"t: ?(?P<video_frames>\d{1,6}) must be larger than temporal_factor: ?(?P<temporal_factor>\d{1,3})"),
        end=LazyRegex(r"."),
        source="transformers models/glm4v/image_processing_glm4v.py::smart_resize, reached by vLLM's GLM-4.1V dummy "
               "video (vllm#30638, fixed by vllm#30285)",
    ),
    # the length cap to a disabled sliding window refused for a rope-scaled model: "Disabling sliding window is not
    # supported for models with rope_scaling. Please raise an issue so we can investigate." (config.py::
    # _get_and_verify_max_len, 0.4.1-0.6.x): vLLM turned the window off (--disable-sliding-window, or itself for an
    # interleaved window it could not run: "gemma2 has interleaved attention, which is currently not supported by vLLM.
    # Disabling sliding window and capping the max length to the sliding window size"), then refuses the cap
    LogPattern(
        "sliding_window_off_rope_scaling", "message", "rope_scaling_unsupported",
        anchors=("Disabling sliding window is not supported for models with rope_scaling",),
        regex=_rx(r"Disabling sliding window is not supported for models with rope_scaling"),
        end=LazyRegex(r"."),
        source="vllm/config.py::_get_and_verify_max_len (0.4.1-0.6.x)",
    ),
    # V1's FlexAttention, the backend vLLM falls back to where FlashAttention does not run (compute capability below 8.0)
    # or names for some models, refusing a feature of the model's attention: "NotImplementedError: FlexAttention does not
    # support sliding window yet." (v1/attention/backends/flex_attention.py::FlexAttentionImpl.__init__, 0.9.2-0.10.2;
    # vllm#24089 added it), "... does not support logits soft cap yet", "... alibi slopes yet"
    LogPattern(
        "flex_attention_feature_missing", "message", "attention_backend_feature_unsupported",
        anchors=("FlexAttention does not support",),
        regex=_rx(r"FlexAttention does not support (?P<attention_feature>[a-z][a-z ]{2,40}?) yet"),
        end=LazyRegex(r"."),
        source="vllm/v1/attention/backends/flex_attention.py::FlexAttentionImpl.__init__ (0.9.2-0.10.2)",
    ),
    # a backend's guard against a feature its kernels crash on for one GPU generation: "NotImplementedError: FlashInfer
    # backend on SM90 currently crashes with sliding-window attention layers. Use the default attention backend."
    # (v1/attention/backends/flashinfer.py::FlashInferMetadataBuilder.__init__, citing flashinfer-ai/flashinfer#3578):
    # the backend was forced, or picked for a drafter, on that GPU
    LogPattern(
        "attention_backend_gpu_feature_guard", "message", "attention_backend_feature_unsupported",
        anchors=("currently crashes with",),
        regex=_rx(r"(?P<attention_backend_name>\w{2,40}) backend on (?P<gpu_arch>SM ?\d{2,3}\w?) currently crashes with "
                  r"(?P<attention_feature>[\w -]{2,60}?) (?:attention )?layers"),
        end=LazyRegex(r"."),
        source="vllm/v1/attention/backends/flashinfer.py::FlashInferMetadataBuilder.__init__ (0.25-)",
    ),
    # an adapter whose target modules vLLM's LoRA for the model does not cover: "ValueError: While loading <path>,
    # expected target modules in ['down_proj', ..., 'q_proj'] but received ['mlp1.1', 'mlp1.3']. Please verify that
    # the loaded LoRA module is correct" (lora/worker_manager.py::WorkerLoRAManager._load_adapter, 0.4.0-0.33.0): the
    # supported names are the model class's packed / LoRA-able linear layers; a vision tower's, a projector's or the
    # embeddings' adapters are refused when the adapter is loaded (at start with --lora-modules, else at the request)
    LogPattern(
        "lora_target_modules_unexpected", "message", "lora_unsupported",
        # (its head too, "While loading <path>,": a terminal's wrap may split the words after it)
        anchors=("expected target modules in", "While loading "),
        # (newer releases print the expected modules as a set, "{'q_proj', ...}"; a paste may cut the received list
        # before its close, vllm#41702)
        regex=_rx(r"expected target modules in (?:\[[^\]\n]{0,2000}\]|\{[^}\n]{0,2000}\}) but received "
                  r"(?P<lora_unexpected_modules>\[[^\]\n]{1,600}\]?)"),
        # (complete at its last words, or at the received list's close when a paste cut it there: a terminal's wraps
        # inside the lists are re-joined)
        end=_rx(r"(?:LoRA module is correct\.?|but received \[[^\]\n]{0,600}\]\.?)$"),
        source="vllm/lora/worker_manager.py::WorkerLoRAManager._load_adapter (0.4.0-0.33.0)",
    ),
    # a second engine built in a process whose first one still holds vLLM's process groups: "AssertionError: tensor
    # model parallel group is already initialized" and its pipeline / data / expert siblings (distributed/
    # parallel_state.py::initialize_model_parallel, 0.5.5-0.33.0; model_executor/parallel_utils/parallel_state.py
    # before 0.4, vllm#1271's traceback)
    LogPattern(
        "parallel_group_reinitialized", "message", "parallel_group_reinitialized",
        anchors=("parallel group is already initialized",),
        regex=_rx(r"(?P<parallel_group>tensor model|pipeline model|data|expert) parallel group is already initialized"),
        end=LazyRegex(r"."),
        source="vllm/distributed/parallel_state.py::initialize_model_parallel (0.5.5-0.33.0 wheels)",
    ),
    # --- rounds 16 and 20 fitted (h-fix1620): launches that die before any memory question
    # a compiled torch extension (vllm/_C, _moe_C, flash_attn...) built against another torch than the one installed:
    # the dynamic loader's "X.so: undefined symbol: _ZN2at4_ops15to_dtype_layout4call..." for a C++ symbol of torch's
    # own namespaces (at::, c10::, torch::; Itanium mangling _ZN2at / _ZN3c10 / _ZN5torch, const methods _ZNK), which
    # changes between torch releases; vLLM logs it at import as "Failed to import from vllm._C with ImportError(...)"
    # (vllm/_custom_ops.py, 0.5.5-0.9.2 source) and fails later, or the import itself raises (vllm#3147, #5501)
    LogPattern(
        "torch_abi_mismatch", "message", "torch_abi_mismatch",
        anchors=("undefined symbol",),
        # (and any C++ symbol vLLM's own extension lacks, "vllm/_C_stable_libtorch.abi3.so: undefined symbol:
        # _Z20cutlass_moe_mm_sm100...": a function of vLLM's that the build did not compile in, vllm#46436;
        # launchchecks tells it from torch's)
        # (the loader's words without the library before them, quoted alone: a comment's '"undefined symbol:
        # _ZNK3c106SymInt6sym_neERKS0_" at runtime' for a prebuilt flash-attn wheel; a symbol of torch's namespaces
        # names torch whichever library asked for it)
        # (and a reporter's retelling with the symbol in parentheses or a code span: "an `ImportError` related to an
        # undefined symbol (`_ZN2at4cuda24getCurrentCUDABlasHandleEv`) in `vllm._C.abi3.so`", sparkrun#127)
        regex=_rx(r"undefined symbol(?:: ?| \(`?)_ZNK?(?:2at|3c10|5torch)[0-9A-Za-z_]"
                  r"|/vllm/_C\w{0,40}\.[\w.-]{0,40}\.so'?:? ?undefined symbol: ?_Z\d{1,3}[A-Za-z_]"),
        fields=(_rx(r"/(?P<extension_package>[\w-]{1,60})/(?P<extension>[\w-]{1,60})\.[\w.-]{0,80}\.so'?:? ?undefined "
                    r"symbol"),
                _rx(r"undefined symbol: ?_Z(?P<missing_symbol_len>\d{1,3})(?P<missing_symbol>[A-Za-z_]\w{0,120})")),
        end=LazyRegex(r"."),
        source="the dynamic loader (ld.so) on a torch C++ extension; vllm/_custom_ops.py (0.5.5-0.9.2)",
    ),
    # vLLM's compiled kernels cannot be imported: platforms/cuda.py's top-level `import vllm._C` (0.6.6-0.32;
    # `import vllm._C_stable_libtorch` in 0.33.0) raising "ModuleNotFoundError: No module named 'vllm._C'" (a source
    # tree without built kernels); or the shared object failing to load, raised there or logged by _custom_ops.py
    # ("Failed to import from vllm._C with ImportError('libcudart.so.12: cannot open shared object file: ...')",
    # 0.5.5-0.33.0): the CUDA runtime it links is missing, or the OS's glibc is older than the one it was built against
    # ("version `GLIBC_2.32' not found (required by .../vllm/_C.abi3.so)")
    LogPattern(
        "vllm_extension_import_failed", "message", "vllm_extension_import_failed",
        # (and 0.4.x's _custom_ops.py, whose `from vllm._C import cache_ops as vllm_cache_ops, ops as vllm_ops` sits in
        # a try that swallows the ImportError: the first op then raises "NameError: name 'vllm_cache_ops' is not
        # defined" or "name 'vllm_ops' is not defined", 0.4.1-0.4.2 wheels)
        anchors=("No module named 'vllm._C", 'No module named "vllm._C', "libcudart.so.", "version `GLIBC_",
                 "vllm_cache_ops", "vllm_ops", "libtorch_cuda.so: cannot open", "libc10_cuda.so: cannot open",
                 "libcudnn.so.", "libcusparseLt.so.", "libcublas.so.", "libcublasLt.so.", "libnccl.so.",
                 "libnvJitLink.so.", "libcufft.so.", "libcurand.so.", "libcusolver.so.", "libcusparse.so.",
                 "libnvrtc.so.", "libcupti.so.", "libcufile.so."),
        # (the module's quotes retyped as double ones in an issue title: 'No module named "vllm._C"', UltraRAG#18)
        # (and _custom_ops.py's warning over the same ModuleNotFoundError, "Failed to import from vllm._C with
        # ModuleNotFoundError(\"No module named 'vllm._C'\")": a build without kernels, native Windows' pip install)
        regex=_rx(r"^No module named (['\"])vllm\._C\w{0,30}\1$|name 'vllm_(?:cache_)?ops' is not defined"
                  r"|Failed to import from vllm\._C with ModuleNotFoundError\(['\"]No module named \\?['\"]vllm\._C"
                  r"|libcudart\.so\.\d{1,3}: cannot open shared object file"
                  # (the short form a reporter writes, and ldd's "libcudart.so.12 => not found")
                  r"|libcudart\.so\.\d{1,3}:? (?:=> )?not found"
                  # (and an issue title cut after the library's name: "... fails when importing vLLM with ImportError:
                  # libcudart.so.13", unsloth#6590)
                  # (or quoted in a sentence's code span, "fail at import with `ImportError: libcudart.so.13`.",
                  # vllm#42338)
                  r"|ImportError: libcudart\.so\.\d{1,3}(?=[`'\"]?[.,;)]?$)"
                  r"|version `GLIBC_[\d.]{1,10}' not found \(required by [^)\s]{0,300}vllm"
                  # (the loader's error on the C library itself, cut before "(required by ...)": _custom_ops.py's
                  # "Failed to import from vllm._C with ImportError(\"/lib64/libc.so.6: version `GLIBC_2.25' not
                  # found" (vllm#15469), or the ImportError line alone, "/lib/x86_64-linux-gnu/libc.so.6: version
                  # `GLIBC_2.34' not found" (vllm#41103): a compiled module built against a newer glibc than the OS's)
                  r"|libc\.so\.6: version `GLIBC_[\d.]{1,10}' not found"
                  # (and torch's own CUDA libraries, which vLLM's CUDA kernels link: "ImportError: libtorch_cuda.so:
                  # cannot open shared object file" at `import vllm._C` / `vllm._C_stable_libtorch`, a torch wheel
                  # without CUDA, the CPU build's, where vLLM's CUDA build runs; docker/model-runner#1018)
                  # (as the exception itself: inside _core_ext.py's or _custom_ops.py's warning "Failed to import from
                  # vllm._core_C with ImportError('libtorch_cuda.so: ...')" the class error raised after it is the
                  # failure, the torch_abi_mismatch row's)
                  r"|(?<!\(['\"])lib(?:torch_cuda|c10_cuda)\.so: cannot open shared object file"
                  # (and the CUDA libraries torch's CUDA wheel loads from NVIDIA's pip packages, nvidia-cudnn-cu12,
                  # nvidia-cusparselt-cu12 ... (torch/__init__.py::_load_global_deps, then `import torch._C`): "ImportError:
                  # libcudnn.so.9: cannot open shared object file" where those packages are missing or another torch's)
                  r"|(?<![\w./-])(?:lib(?:cudnn|cusparseLt|cublas(?:Lt)?|nccl|nvJitLink|cufft|curand|"
                  r"cusolver|cusparse|nvrtc|cupti|cufile)\.so\.\d{1,3}): cannot open shared object file"),
        fields=(_rx(r"(?P<library>libcudart\.so\.\d{1,3})(?:: cannot open|:? (?:=> )?not found|(?=[`'\"]?[.,;)]?$))"),
                _rx(r"(?<![\w./-])(?P<library>lib(?:cudnn|cusparseLt|cublas(?:Lt)?|nccl|nvJitLink|cufft|curand|cusolver|"
                    r"cusparse|nvrtc|cupti|cufile)\.so\.\d{1,3}): cannot open"),
                _rx(r"(?P<torch_cuda_library>lib(?:torch_cuda|c10_cuda)\.so): cannot open"),
                _rx(r"version `GLIBC_(?P<glibc_version>[\d.]{1,10})' not found")),
        end=LazyRegex(r"."),
        source="vllm/platforms/cuda.py (import vllm._C, 0.6.6-0.32); vllm/_custom_ops.py (0.5.5-0.33.0 wheels); "
               "torch/__init__.py::_load_global_deps (NVIDIA's pip libraries)",
    ),
    # two compiled libraries registering one torch op namespace in the same process: torch's "Only a single TORCH_LIBRARY
    # can be used to register the namespace _C; please put all of your definitions in a single TORCH_LIBRARY block."
    # (torch/csrc/core/library.cpp, the Library constructor's check); `_C` is vLLM's kernels' namespace (csrc/
    # torch_bindings.cpp, TORCH_LIBRARY_EXPAND(TORCH_EXTENSION_NAME, ...)): a second build of them is loaded (two vLLM
    # installs, or a vLLM built with its kernels beside a platform plugin that brings its own, gpustack#2723)
    LogPattern(
        "torch_library_namespace_duplicate", "message", "vllm_extension_import_failed",
        anchors=("Only a single TORCH_LIBRARY can be used",),
        regex=_rx(r"Only a single TORCH_LIBRARY can be used to register the namespace (?P<torch_library_namespace>"
                  r"\w{1,60})"),
        end=LazyRegex(r"."),
        source="torch/csrc/core/library.cpp (Library::Library, kDef); vllm csrc/torch_bindings.cpp",
    ),
    # one of vLLM's compiled ops registered without a kernel for the device's dispatch key: torch's "NotImplementedError:
    # Could not run '_C::selective_scan_fwd' with arguments from the 'CUDA' backend." (aten/src/ATen/core/dispatch/
    # OperatorEntry.cpp::reportError): vLLM's csrc/torch_bindings.cpp defines the op's schema, and this build (a
    # platform fork's, a source build for other architectures) holds no implementation of it for that backend
    LogPattern(
        "vllm_op_no_backend_kernel", "message", "vllm_extension_import_failed",
        anchors=("Could not run '_",),
        regex=_rx(r"Could not run '(?P<vllm_op>_(?:C|moe_C|rocm_C|C_cache_ops|custom_ar|flashmla_C|vllm_fa\d_C)::\w{1,80})' "
                  r"with arguments from the '(?P<dispatch_backend>\w{1,40})' backend"),
        end=LazyRegex(r"."),
        source="torch aten/src/ATen/core/dispatch/OperatorEntry.cpp (reportError); vllm csrc/torch_bindings.cpp",
    ),
    # vLLM's FlashMLA kernels absent from the build: "vllm._flashmla_C is not available, likely was not compiled due to
    # insufficient nvcc version or a supported arch was not in the list of target arches to compile for." and
    # "vllm._flashmla_extension_C is not available, likely was not compiled due to a build error." (the reason
    # attention/ops/flashmla.py::is_flashmla_supported returns and the FlashMLA ops raise as RuntimeError(reason),
    # 0.8.0-0.12.0; v1/attention/ops/flashmla.py::_is_flashmla_available from 0.14.0 to 0.33.0, which checks the
    # Hopper / Blackwell capability families next): a wheel, image or source build without them
    LogPattern(
        "flashmla_extension_missing", "message", "vllm_extension_import_failed",
        anchors=("_C is not available",),
        regex=_rx(r"vllm\.(?P<extension>_flashmla(?:_extension)?_C) is not available"),
        releases=_r("0.8.0+"),
        end=LazyRegex(r"."),
        source="vllm/attention/ops/flashmla.py (0.8.0-0.12.0), vllm/v1/attention/ops/flashmla.py (0.14.0-0.33.0): "
               "is_flashmla_supported / _is_flashmla_available",
    ),
    # a weights file that is not what its name says (cut short by a download, a Git LFS pointer, an HTML page):
    # safetensors' "Error while deserializing header: InvalidHeaderDeserialization" (HeaderTooLarge, HeaderTooSmall,
    # MetadataIncompleteBuffer, ...: SafeTensorError's variants, printed with {:?} by the Python binding, safetensors
    # 0.5.3 wheel, bindings/python/src/lib.rs; vllm#14596), and torch.load's "PytorchStreamReader failed reading zip
    # archive: failed finding central directory" for a .bin / .pt cut short (caffe2/serialize/inline_container.cc)
    LogPattern(
        "checkpoint_file_corrupt", "message", "checkpoint_file_corrupt",
        anchors=("Error while deserializing header", "failed finding central directory"),
        regex=_rx(r"Error while deserializing header: ?(?P<safetensors_error>[A-Za-z]{1,40})"
                  r"|PytorchStreamReader failed reading zip archive: failed finding central directory"),
        end=LazyRegex(r"."),
        source="safetensors bindings/python/src/lib.rs (0.5.3 wheel); torch caffe2/serialize/inline_container.cc",
    ),
    # a Hugging Face download whose partial file vanished before it was finished: "FileNotFoundError: [Errno 2] No such
    # file or directory: '.../models--org--name/blobs/<sha256>.incomplete'" (huggingface_hub/file_download.py writes
    # each blob to <blob>.incomplete and renames it when complete, _download_to_tmp_and_move / _copy_no_matter_what):
    # another process cleaned or finished the same download in a shared cache, or it was interrupted; the checkpoint is
    # not whole on disk (EuroEval#1742)
    LogPattern(
        "hf_download_incomplete", "message", "checkpoint_file_corrupt",
        anchors=(".incomplete'",),
        regex=_rx(r"No such file or directory: '[^'\n]{0,300}/blobs/[0-9a-f]{16,64}\.incomplete'"),
        end=LazyRegex(r"."),
        source="huggingface_hub/file_download.py (the blob's .incomplete file, renamed when the download completes)",
    ),
    # two packages of the environment at versions that do not work together, failing at import: the `kernels`
    # package's LayerRepository needs a revision or a version ("Either a revision or a version must be specified.",
    # kernels/layer/layer.py::LayerRepository.__init__ and layer/func.py, kernels 0.17.2 wheel) while the installed
    # transformers' integrations/hub_kernels.py builds its kernel mapping at import without one (odysseus#191)
    LogPattern(
        "dependency_version_mismatch", "message", "dependency_version_mismatch",
        anchors=("Either a revision or a version must be specified",),
        regex=_rx(r"Either a revision or a version must be specified"),
        end=LazyRegex(r"."),
        source="kernels/layer/layer.py::LayerRepository.__init__ (kernels 0.17.2 wheel); transformers "
               "integrations/hub_kernels.py",
    ),
    # FlashInfer's own check that its prebuilt-kernel wheel is of its release: "flashinfer-cubin version (0.6.13) does not
    # match flashinfer version (0.6.14). Please install the same version of both packages. Set
    # FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check." (FlashInfer's import-time check of the cubin and jit-cache
    # wheels; vllm#49804): flashinfer-python and its kernel wheel installed from different releases
    LogPattern(
        "flashinfer_wheel_version_mismatch", "message", "dependency_version_mismatch",
        anchors=("does not match flashinfer version",),
        regex=_rx(r"(?P<package>flashinfer-(?:cubin|jit-cache)) version \((?P<package_version>[\w.+-]{1,40})\) does not "
                  r"match flashinfer version"),
        fields=(_rx(r"does not match flashinfer version \((?P<flashinfer_version>[\w.+-]{1,40})\)"),),
        end=LazyRegex(r"."),
        source="FlashInfer's import-time check of its cubin / jit-cache wheels (FLASHINFER_DISABLE_VERSION_CHECK; "
               "jit/env.py _check_jit_cache_version for the jit-cache)",
    ),
    # mistral_common's Tekken tokenizer file naming a version the installed mistral_common does not know: "Unknown
    # version: v13 in .../tekken.json. Make sure to use a valid version string: ['v1', 'v2', 'v3', 'v7', 'v11']"
    # (mistral_common/tokens/tokenizers/tekken.py::Tekkenizer.from_file, TokenizerVersion's members); vLLM's
    # --tokenizer-mode mistral loads it (transformers_utils/tokenizers/mistral.py), vllm#20902 / Devstral-Small-2507
    LogPattern(
        "mistral_tokenizer_version_unknown", "message", "dependency_version_mismatch",
        anchors=("Make sure to use a valid version string",),
        regex=_rx(r"Unknown version: (?P<tokenizer_version>v\d{1,4}) in [^\n]{1,400}?\. ?Make sure to use a valid "
                  r"version string"),
        end=LazyRegex(r"."),
        source="mistral_common/tokens/tokenizers/tekken.py::Tekkenizer.from_file (TokenizerVersion)",
    ),
    # NumPy 2's refusal of an extension module built against NumPy 1.x: "A module that was compiled using NumPy 1.x
    # cannot be run in NumPy 2.0.0 as it may crash. ... downgrade to 'numpy<2' or try to upgrade the affected module."
    # (numpy/_core/_multiarray_umath.py, NumPy 2.0+, printed when such a module imports numpy; torch's wheels of 2.3
    # and before were built against 1.x, vllm#5594): the environment's numpy is newer than its compiled packages
    LogPattern(
        "numpy_abi_mismatch", "message", "dependency_version_mismatch",
        anchors=("compiled using NumPy 1.x",),
        regex=_rx(r"A module that was compiled using (?P<package>NumPy) 1\.x cannot be run in"),
        fields=(_rx(r"cannot be run in NumPy (?P<numpy_version>\d\.\d{1,2}\.\d{1,2})"),),
        end=LazyRegex(r"."),
        source="numpy/_core/_multiarray_umath.py (NumPy 2.0+: a module compiled against NumPy 1.x)",
    ),
    # NumPy 2.0's own refusal of a member it removed: "`newbyteorder` was removed from the ndarray class in NumPy 2.0.
    # Use `arr.view(arr.dtype.newbyteorder(order))` instead." (numpy/_core/_methods.py, ndarray's removed methods:
    # newbyteorder, ptp, itemset) and "`np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead."
    # (numpy/__init__.py::__getattr__, __expired_attributes__): code written for NumPy 1.x under NumPy 2 (gguf's reader
    # before 0.16, vllm#16134)
    LogPattern(
        "numpy2_member_removed", "message", "dependency_version_mismatch",
        anchors=("NumPy 2.0",),
        # (the opening backtick as a paste's markdown may eat it)
        regex=_rx(r"`?(?P<numpy_member>(?:np\.)?\w{1,40})` was removed (?:from the ndarray class )?in (?:the )?"
                  r"(?P<package>NumPy) 2\.0"),
        end=LazyRegex(r"."),
        source="numpy/_core/_methods.py (ndarray's removed methods), numpy/__init__.py::__getattr__ (expired "
               "attributes), NumPy 2.0",
    ),
    # NumPy's C-API import failing in a compiled module: numpy's import_array() (numpy/core/include/numpy/
    # __multiarray_api.h, _import_array; Cython's generated NumpyImportArray.c the same words) sets "ImportError:
    # numpy.core.multiarray failed to import" ("numpy._core.multiarray" from NumPy 2) when the module's compiled NumPy
    # API or ABI version is not the installed NumPy's: a package built against another NumPy than the environment holds
    # (a source build of vLLM or of a kernel package against the NumPy present at build time)
    LogPattern(
        "numpy_c_api_import_failed", "message", "dependency_version_mismatch",
        anchors=("multiarray failed to import",),
        regex=_rx(r"(?P<package>numpy)\._?core\.(?:_multiarray_umath|multiarray) failed to import"),
        end=LazyRegex(r"."),
        source="numpy/core/include/numpy/__multiarray_api.h (import_array: the C-API import of a compiled module)",
    ),
    # transformers' AutoConfig.register refusing a model type it now has itself: "'aimv2' is already used by a
    # Transformers config, pick another name." (models/auto/configuration_auto.py::_LazyConfigMapping.register,
    # transformers 4.54.0); vLLM 0.9.0-0.9.2 registers its own AIMv2Config at import (transformers_utils/configs/
    # ovis.py: AutoConfig.register("aimv2", ...)), so a transformers that added the type breaks the import
    LogPattern(
        "transformers_config_name_taken", "message", "dependency_version_mismatch",
        anchors=("already used by a Transformers",),
        regex=_rx(r"'(?P<config_model_type>[\w.-]{1,64})' is already used by a Transformers config"),
        end=LazyRegex(r"."),
        source="transformers/models/auto/configuration_auto.py::_LazyConfigMapping.register (4.54.0)",
    ),
    # transformers' heterogeneous configs (integrations/heterogeneity/configuration_utils.py, 5.14.1 and 5.15.0):
    # reading a per-layer attribute on the global config raises AmbiguousGlobalPerLayerAttributeError("'{key}' is a
    # per-layer attribute and may vary across layers. Access it via the individual layer configs instead (e.g.
    # config.per_layer_config[i].{key}). ..."); transformers 5.15.0's Gemma4TextConfig.__post_init__ makes head_dim
    # (and num_key_value_heads) per-layer, which vLLM 0.27.0's transformers_utils/model_arch_config_convertor.py reads
    # globally (get_head_size: self.hf_text_config.head_dim)
    LogPattern(
        "transformers_per_layer_attribute", "message", "dependency_version_mismatch",
        anchors=("per-layer attribute", "AmbiguousGlobalPerLayerAttributeError"),
        regex=_rx(r"(?:'(?P<config_attribute>\w{1,64})' is a per-layer attribute|"
                  r"AmbiguousGlobalPerLayerAttributeError)"),
        fields=(_rx(r"'(?P<config_attribute>\w{1,64})' is a per-layer attribute"),),
        end=LazyRegex(r"."),
        source="transformers/integrations/heterogeneity/configuration_utils.py::__getattribute__ (5.14.1-5.15.0)",
    ),
    # code reading an attribute a transformers processor class of the installed release lacks: "AttributeError:
    # 'Qwen2VLImageProcessor' object has no attribute 'max_pixels'" (vLLM's Qwen2-VL processing of one release against a
    # transformers that keeps min/max pixels in `size`, intel/llm-scaler#420), "'BaichuanTokenizer' object has no
    # attribute 'sp_model'" (a model's remote tokenizer code against transformers 4.34's PreTrainedTokenizer.__init__,
    # vllm#1403): transformers' processor, image-processor and tokenizer classes (transformers/models/*/
    # processing_*.py, image_processing_*.py, tokenization_*.py) and the code reading them are of different releases
    LogPattern(
        "processor_attribute_missing", "message", "dependency_version_mismatch",
        anchors=("object has no attribute",),
        regex=_rx(r"'(?P<processor_class>[A-Z]\w{0,60}(?:ImageProcessor|VideoProcessor|FeatureExtractor|Processor|Tokenizer)"
                  # (transformers 5's tokenizers without all_special_tokens_extended: tokenizer_special_tokens_extended)
                  r"(?:Fast)?)' object has no attribute '(?!all_special_tokens_extended')(?P<processor_attribute>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="CPython's AttributeError over transformers' processor / image-processor / tokenizer classes",
    ),
    # transformers' image processor refusing the `size` of a checkpoint's preprocessor_config.json written for an older
    # transformers: Qwen2-VL's processor (and its derivatives') "size must contain 'shortest_edge' and 'longest_edge'
    # keys." (transformers/models/qwen2_vl/image_processing_qwen2_vl.py::Qwen2VLImageProcessor.__init__, 4.5x: older
    # checkpoints carry only min_pixels / max_pixels), and the generic check's "size must have one of the following set
    # of keys: (...), got dict_keys([...])" (transformers/image_processing_utils.py::get_size_dict, VALID_SIZE_DICT_KEYS).
    # vLLM builds the processor at start-up (the profiling run's dummy images, V1's multimodal budget): the checkpoint's
    # config and the installed transformers are of different times (UI-TARS-7B-DPO: vllm#15614, transformers#37811)
    LogPattern(
        "image_processor_size_keys", "message", "dependency_version_mismatch",
        anchors=("size must contain 'shortest_edge'", "size must have one of the following set of keys"),
        regex=_rx(r"size must contain 'shortest_edge' and 'longest_edge' k"
                  r"|size must have one of the following set of keys"),
        end=LazyRegex(r"."),
        source="transformers/models/qwen2_vl/image_processing_qwen2_vl.py::Qwen2VLImageProcessor.__init__; "
               "transformers/image_processing_utils.py::get_size_dict",
    ),
    # the tokenizer defines no chat template and the launch gave none: vLLM's "As of transformers v4.44, default chat
    # template is no longer allowed, so you must provide a chat template if the tokenizer does not define one."
    # (entrypoints/chat_utils.py, 0.5.5-0.33; at the first chat request, or at start-up where the server renders one)
    # and transformers' "Cannot use chat template functions because tokenizer.chat_template is not set and no template
    # argument was passed!" (tokenization_utils_base.py::get_chat_template): a base model, a GGUF whose tokenizer came
    # without it, a repository that ships its prompt format as code
    # vLLM's message queue between the engine and its workers waiting for a reader that does not come back: "No available
    # shared memory broadcast block found in 60 seconds. This typically happens when some processes are hanging or doing
    # some time-consuming work (e.g. compilation, weight/kv cache quantization)." (distributed/device_communicators/
    # shm_broadcast.py::MessageQueue.acquire_write / acquire_read, every VLLM_RINGBUFFER_WARNING_INTERVAL seconds, 0.8.3+;
    # "No available block found in 60 second." 0.5.1-0.8.0): a worker stuck in a step, not a failure vLLM raised. Weak
    # (logs/builder.py _WEAK_MESSAGES): any failure read with it is the cause
    LogPattern(
        "shm_broadcast_wait", "message", "shm_broadcast_timeout",
        anchors=("No available shared memory broadcast block", "No available block found in"),
        regex=_rx(r"No available (?:shared memory broadcast )?block found in (?P<shm_wait_s>\d{1,6}) seconds?"),
        end=LazyRegex(r"."),
        source="vllm/distributed/device_communicators/shm_broadcast.py::MessageQueue (0.5.1-0.33.0 sources)",
    ),
    LogPattern(
        "chat_template_missing", "message", "chat_template_missing",
        anchors=("default chat template is no longer allowed", "tokenizer.chat_template is not set"),
        regex=_rx(r"default chat template is no longer allowed|tokenizer\.chat_template is not set and no template"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/chat_utils.py (resolve / apply_hf_chat_template); transformers "
               "tokenization_utils_base.py::get_chat_template",
    ),
    # the model folder has no (pre)processor config for the multimodal processor vLLM builds at start-up: transformers'
    # "X does not appear to have a file named preprocessor_config.json. Checkout 'https://huggingface.co/X/tree/main'
    # for available files." (utils/hub.py::cached_files, from AutoProcessor / AutoImageProcessor.from_pretrained) or
    # the file opened directly ("No such file or directory: '.../preprocessor_config.json'"): a fine-tuned model saved
    # without its processor, a partial or outdated download (iceflame89/vllm#4: a ModelScope snapshot older than the
    # repository's added preprocessor_config.json)
    LogPattern(
        "processor_config_not_found", "message", "processor_config_not_found",
        anchors=("processor_config.json",),
        # (and transformers' own refusal when the folder has no such file, image_processing_base.py::
        # get_image_processor_dict: "Can't load image processor for '{path}'. ... make sure '{path}' is the correct path
        # to a directory containing a preprocessor_config.json file", as a reporter quotes it with its middle cut)
        regex=_rx(r"does not appear to have a file named (?P<missing_file>(?:video_)?(?:pre)?processor_config\.json)"
                  r"|No such file or directory: '[^'\n]{0,300}/(?P<missing_path_file>(?:video_)?(?:pre)?processor_config"
                  r"\.json)'"
                  r"|Can't load (?:image|video) processor\b[^\n]{0,600}? containing a (?P<missing_dir_file>"
                  r"(?:video_)?(?:pre)?processor_config\.json) file"),
        # (the folder named only after the exception's own name: a wrapped line's start is no path)
        fields=(_rx(r"(?:OSError: |Can't load [^\n]{0,80}\. )(?P<model_path>[^\s'\"`]{1,300}) does not appear to "
                    r"have a file named"),),
        end=LazyRegex(r"."),
        source="transformers/utils/hub.py::cached_files (AutoProcessor / AutoImageProcessor.from_pretrained)",
    ),
    # vLLM's tokenizer cache reading an attribute transformers 5 took off its tokenizers: get_cached_tokenizer reads
    # tokenizer.all_special_tokens_extended (transformers_utils/tokenizer.py, 0.4.1-0.11.0 sdists; gone from 0.12.0),
    # "AttributeError: Qwen2Tokenizer has no attribute all_special_tokens_extended" under transformers 5.x
    LogPattern(
        "tokenizer_special_tokens_extended", "message", "dependency_version_mismatch",
        anchors=("all_special_tokens_extended",),
        regex=_rx(r"(?P<tokenizer_class>\w{1,60}Tokeni[sz]er(?:Fast)?)'?(?: object)? has no attribute "
                  r"'?all_special_tokens_extended"),
        releases=_r("0.4.1-0.11.x"), end=LazyRegex(r"."),
        source="vllm/transformers_utils/tokenizer.py::get_cached_tokenizer (0.4.1-0.11.0 sdists)",
    ),
    # a submodule missing from an installed package: Python's "No module named 'jsonschema.protocols'" (importlib's
    # _find_and_load: the package imported, its submodule is not there), so the installed package is of another
    # release than its importer needs (outlines imports jsonschema.protocols, new in jsonschema 4.0; vllm#6486). A
    # vLLM module ("No module named 'vllm.X'") is the vllm_import_name_missing row's
    LogPattern(
        "package_submodule_missing", "message", "dependency_version_mismatch",
        # (and a title's lower case: "[Bug]: FA4 causes `no module named 'flash_attn.ops'`", vllm#42675)
        anchors=("No module named", "no module named"),
        # (not "...; 'triton' is not a package": a module of that name shadows the package, e.g. vLLM's placeholder for
        # a Triton that is not installed)
        regex=_rx(r"[Nn]o module named '(?P<package>(?!vllm\b)[A-Za-z_]\w{0,40})\.(?P<submodule>[A-Za-z_][\w.]{0,80})'"
                  r"(?!; ?'[\w.]{1,40}' is not a package)"),
        end=_rx(r"(?:'|is not a package)$"),
        source="CPython Lib/importlib/_bootstrap.py::_find_and_load_unlocked (ModuleNotFoundError for a submodule)",
    ),
    # transformers' check of the imports of a model's remote code before it runs it (transformers/dynamic_module_utils.py
    # ::check_imports): each import that fails with "No module named" is logged, "Encountered exception while importing
    # decord: No module named 'decord'" (4.45+), and collected, then "ImportError: This modeling file requires the
    # following packages that were not found in your environment: decord. Run `pip install decord`" (the raise since
    # 4.2x): the model's own code (--trust-remote-code) needs a package this environment lacks. The log line is raised
    # after whatever the loop logs, so it is the failure even where the paste is cut before the ImportError
    LogPattern(
        "remote_code_package_missing", "message", "dependency_missing",
        anchors=("Encountered exception while importing", "were not found in your environment"),
        regex=_rx(r"Encountered exception while importing (?P<missing_package>[A-Za-z_]\w{0,40})(?:\.[\w.]{1,80})?: "
                  r"No module named|requires the following packages that were not found in your environment: "
                  r"(?P<missing_package_list>[A-Za-z_][\w-]{0,60}(?:, [A-Za-z_][\w-]{0,60}){0,7})"),
        end=LazyRegex(r"."),
        source="transformers/dynamic_module_utils.py::check_imports (the log 4.45+, the ImportError 4.2x+)",
    ),
    # transformers' refusal of a tokenizer, processor or model class whose backend package is not installed: "The new
    # behaviour of LlamaTokenizer (with `self.legacy = False`) requires the protobuf library but it was not found in your
    # environment. Check out the instructions ..." (transformers/utils/import_utils.py: the *_IMPORT_ERROR texts,
    # "{0} requires the X library but it was not found in your environment", raised by requires_backends and
    # convert_slow_tokenizer.import_protobuf)
    LogPattern(
        "transformers_backend_missing", "message", "dependency_missing",
        anchors=("library but it was not found in your environment", "library but it was not found"),
        regex=_rx(r"requires the (?P<missing_package>[A-Za-z][\w-]{0,40}) librar(?:y|ies) but (?:it was|they were) not "
                  r"found"),
        end=LazyRegex(r"."),
        source="transformers/utils/import_utils.py (*_IMPORT_ERROR: \"{0} requires the X library but it was not found "
               "in your environment\")",
    ),
    # uvloop's own build refusing Windows: "RuntimeError: uvloop does not support Windows at the moment" (uvloop's
    # setup.py): vLLM's OpenAI server imports uvloop (entrypoints/openai/api_server.py), which has no Windows build
    LogPattern(
        "uvloop_no_windows", "message", "dependency_missing",
        anchors=("uvloop does not support Windows",),
        regex=_rx(r"(?P<missing_package>uvloop) does not support Windows"),
        end=LazyRegex(r"."),
        source="uvloop setup.py (raise RuntimeError('uvloop does not support Windows at the moment'))",
    ),
    # vLLM 0.4.x's own NCCL wrapper loading libnccl.so.2 itself, and finding none: "ValueError: Cannot find libnccl.so.2
    # in the system." (vllm/utils.py::find_library under find_nccl_library, 0.4.0-0.4.1), "Failed to load NCCL library
    # from libnccl.so.2 .It is expected if you are not running on NVIDIA/AMD GPUs. Otherwise please set the environment
    # variable VLLM_NCCL_SO_PATH ..." (distributed/device_communicators/pynccl.py, 0.4.1-0.4.3), "Failed to import NCCL
    # library: libnccl.so.2: cannot open shared object file: No such file or directory" (pynccl_utils.py, 0.4.0): the NCCL
    # runtime is not where vLLM looks (vllm-nccl-cu12 put it in the installing user's ~/.config/vllm/nccl, an image
    # without it). Weak: read only when nothing fails after it (a single GPU never needs it)
    LogPattern(
        "nccl_library_missing", "message", "dependency_missing",
        anchors=("Cannot find libnccl", "Failed to load NCCL library from", "Failed to import NCCL library:"),
        regex=_rx(r"Cannot find (?P<library>libnccl\.so[\w.]{0,12}) in the system|Failed to load NCCL library from "
                  r"(?P<library_path>\S{0,200}?libnccl\.so(?:\.\d{1,3}){0,3})|Failed to import NCCL library: (?P<library_cut>libnccl\.so[\w.]{0,12}): "
                  r"cannot open shared object file"),
        releases=_r("0.4.0-0.4.x"), end=LazyRegex(r"."),
        source="vllm/utils.py::find_nccl_library (0.4.0-0.4.1), distributed/device_communicators/pynccl.py and "
               "pynccl_utils.py (0.4.0-0.4.3)",
    ),
    # (after the rows that read an importer's own words for a missing package: on one line, theirs are read first)
    # a top-level package not installed at all: CPython's "ModuleNotFoundError: No module named 'fish_speech'"
    # (importlib's _find_and_load) under the code that imports it (a vLLM plugin's model, a model's own code, an optional
    # dependency of vLLM's audio or multimodal paths). vLLM's own modules ('vllm.X', 'vllm._C') and the kernel packages
    # have rows of their own; 'vllm' itself is read here (the interpreter that ran it has no vLLM: runpy's "Error while
    # finding module specification for 'vllm.entrypoints.openai.api_server' (ModuleNotFoundError: No module named
    # 'vllm')"). Read only as the exception of its line (logs/builder.py _ROW_GATES), and weak: a platform probe's debug
    # line naming a package it does not need is no failure, and any failure read after it is the cause
    LogPattern(
        "package_not_installed", "message", "dependency_missing",
        anchors=("No module named",),
        regex=_rx(r"No module named '(?P<missing_package>(?!vllm\.|transformers_modules\b|triton_kernels'|deep_gemm'|"
                  r"deep_ep'|pplx_kernels'|flashinfer'|aiter'|xformers'|flash_attn')[A-Za-z_]\w{0,40})'(?![\w.])"),
        end=_rx(r"'$"),  # (a specific end: a broad one ends the join of a wrapped neighbour's message, BLIND.md)
        source="CPython Lib/importlib/_bootstrap.py::_find_and_load_unlocked (ModuleNotFoundError, a top-level name)",
    ),
    # huggingface_hub's fast download asked for and its package absent: "Fast download using 'hf_transfer' is enabled
    # (HF_HUB_ENABLE_HF_TRANSFER=1) but 'hf_transfer' package is not available in your environment. Try `pip install
    # hf_transfer`." (huggingface_hub file_download.py::http_get, 0.17-0.36): the variable set (an image's or a
    # framework's environment) in an environment without the package, met when vLLM downloads the model's files
    LogPattern(
        "hf_transfer_missing", "message", "dependency_missing",
        anchors=("package is not available in your environment",),
        regex=_rx(r"'(?P<missing_package>hf_transfer)' package is not available in your environment"),
        end=LazyRegex(r"."),
        source="huggingface_hub/file_download.py::http_get (HF_HUB_ENABLE_HF_TRANSFER, 0.17-0.36)",
    ),
    # the sparse-MLA KV cache format's own geometry check in vLLM's cache kernel: "concat_and_cache_mla,
    # csrc/libtorch_stable/cache_kernels.cu:939, pe_dim must be 64 for fp8_ds_mla" (TORCH_CHECK in concat_and_cache_mla:
    # the fp8_ds_mla layout, FP8 latent of 512 plus a 16-bit RoPE part of 64 per token, is DeepSeek V3.2's; the sparse
    # MLA backends write it whatever --kv-cache-dtype says): a model whose MLA has another geometry (GLM-5.3-Flash's
    # NoPE MLA has no RoPE part) reaches a backend written for DeepSeek's
    LogPattern(
        "ds_mla_cache_geometry", "message", "attention_backend_feature_unsupported",
        anchors=("for fp8_ds_mla", "for nvfp4_ds_mla", "for fp4_ds_mla"),
        regex=LazyRegex(r"(?P<mla_dim>pe_dim|kv_lora_rank|rope_dim|head_dim|head_size) must be "
                         r"(?P<mla_dim_required>\d{1,4}) for (?P<mla_cache_format>(?:fp8|nvfp4|fp4)_ds_mla)\b"),
        end=LazyRegex(r"."),
        source="vllm csrc/cache_kernels.cu (csrc/libtorch_stable/ in newer trees)::concat_and_cache_mla TORCH_CHECK",
    ),
    # vLLM's Transformers modeling backend refusing tensor parallelism for a model class with no TP plan: "<class
    # 'transformers.models.glm4_moe.modeling_glm4_moe.Glm4MoeModel'> does not support tensor parallel yet!"
    # (model_executor/models/transformers.py::TransformersBase.tensor_parallel, 0.8.3-0.10.1.1: raised when the class's
    # base_model_tp_plan is empty and tensor_parallel_size > 1); vLLM takes this backend for an architecture it has no
    # native implementation of (--model-impl auto)
    LogPattern(
        "transformers_backend_no_tp", "message", "vllm_check_failed",
        anchors=("does not support tensor parallel yet",),
        regex=_rx(r"(?:transformers\.models\.[\w.]{1,120}\.)?(?P<hf_model_class>[A-Z]\w{1,80})'?>? does not "
                  r"support tensor parallel yet"),
        releases=_r("0.8.3-0.10.1"), end=LazyRegex(r"."),
        source="vllm/model_executor/models/transformers.py::TransformersBase.tensor_parallel (0.8.3-0.10.1.1)",
    ),
    # a kernel package vLLM imports for one of its paths and pins in its requirements, not installed: "ModuleNotFoundError:
    # No module named 'triton_kernels'" (OpenAI's MXFP4 MoE kernels from Triton's python/triton_kernels, imported by
    # vllm/model_executor/layers/quantization/mxfp4.py and utils' has_triton_kernels, 0.10.1+), 'deep_gemm'
    # (vllm/utils/deep_gemm.py), 'deep_ep' / 'pplx_kernels' (the expert-parallel all-to-all back-ends), 'flashinfer',
    # 'aiter' (ROCm), 'xformers', 'flash_attn': a source build, a custom image or an install that skipped it (CPython's
    # ModuleNotFoundError for a top-level package)
    # verl's vLLM rollout refusing a prompt + response length above the model's context before it builds vLLM's LLM:
    # "assert model_hf_config.max_position_embeddings >= config.prompt_length + config.response_length, \\
    # "model context length should be greater than total sequence length"" (verl/workers/rollout/vllm_rollout/
    # vllm_rollout.py and vllm_rollout_spmd.py; newer releases multiply by a rope_scaling factor first); forks that carry
    # verl (simpleRL-reason, Online-DPO-R1's recipes) print the same. Another program's check: no vLLM message kind
    LogPattern(
        "verl_rollout_context_over_model", "message", FOREIGN_KIND,
        anchors=("model context length should be greater than",),
        regex=_rx(r"model context length should be greater than total sequence length"),
        end=LazyRegex(r"."),
        source="verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py (vLLMRollout.__init__'s assertion)",
    ),
    # TRL's client of its own vLLM server (trl vllm-serve, TRL 0.16+): "Server is not up yet. Retrying in 2.0
    # seconds..." on each failed GET /health/, then "The vLLM server can't be reached at HOST:PORT after N seconds. Make
    # sure the server is running by running `trl vllm-serve`." (trl/extras/vllm_client.py VLLMClient.check_server;
    # ms-swift's rollout client prints the same words): the trainer found no server to talk to
    LogPattern(
        "trl_vllm_server_unreachable", "message", FOREIGN_KIND,
        anchors=("Server is not up yet", "server can't be reached at"),
        regex=_rx(r"Server is not up yet\. Retrying in \d|[Ss]erver can't be reached at (?P<server_address>\S{1,200}) "
                  r"after"),
        end=LazyRegex(r"."),
        source="trl/extras/vllm_client.py VLLMClient.check_server (TRL 0.16+)",
    ),
    # TRL's GRPO trainer of 0.14-0.15, which built vLLM in its main process on one GPU of its own (vllm_device, "auto":
    # the GPU after the training processes, cuda:<num_processes>): "ValueError: The requested device for vllm (cuda:1)
    # is not available. You are likely using vLLM without restricting the number of GPUs for training. Set the
    # `--num_processes` argument ..." (trl/trainer/grpo_trainer.py GRPOTrainer.__init__), raised before vLLM is built
    LogPattern(
        "trl_vllm_device_unavailable", "message", FOREIGN_KIND,
        anchors=("The requested device for vllm",),
        regex=_rx(r"The requested device for vllm \((?P<vllm_device>[a-z]{2,6}:\d{1,3})\) is not available"),
        fields=(_rx(r"In your case: `--num_processes (?P<num_processes>-?\d{1,3})`"),),
        end=_rx(r"--num_processes -?\d{1,3}`\.?$"),  # (its last words: a terminal's wrap before them is re-joined),
        source="trl/trainer/grpo_trainer.py GRPOTrainer.__init__ (TRL 0.14-0.15)",
    ),
    # Ray's AMD accelerator manager (ray/_private/accelerators/amd_gpu.py, AMDGPUAcceleratorManager.
    # get_visible_accelerator_ids_env_var): "RuntimeError: Please use HIP_VISIBLE_DEVICES instead of
    # ROCR_VISIBLE_DEVICES" when ROCR_VISIBLE_DEVICES is set and HIP_VISIBLE_DEVICES is not, as a Slurm job's GPU binding
    # on ROCm clusters sets it; vLLM's Ray executor (or the API server importing Ray) dies before any model is loaded
    LogPattern(
        "ray_rocr_visible_devices", "message", FOREIGN_KIND,
        anchors=("instead of ROCR_VISIBLE_DEVICES",),
        regex=_rx(r"Please use HIP_VISIBLE_DEVICES instead of ROCR_VISIBLE_DEVICES"),
        end=LazyRegex(r"."),
        source="ray/_private/accelerators/amd_gpu.py AMDGPUAcceleratorManager.get_visible_accelerator_ids_env_var",
    ),
    # Triton's compiler aborting on a Volta GPU (compute capability 7.0) at a layout conversion between two MMA layouts:
    # "Assertion `!(srcMmaLayout && dstMmaLayout) && "Unexpected mma -> mma layout conversion"' failed." (Triton 2.1-2.3,
    # lib/Analysis/Allocation.cpp::getCvtOrder; a later wording "mma -> mma layout conversion is only supported on
    # Ampere"). vLLM's Triton prefix-prefill attention kernel (vllm/attention/ops/prefix_prefill.py, used with prefix
    # caching and chunked prefill, 0.3-0.6) compiles such a conversion; Triton's C++ assertion, no vLLM message
    LogPattern(
        "triton_mma_layout_volta", "message", FOREIGN_KIND,
        anchors=("mma -> mma layout conversion",),
        regex=_rx(r"Unexpected mma -> mma layout conversion|mma -> mma layout conversion is only supported on Ampere"),
        end=LazyRegex(r"."),
        source="triton lib/Analysis/Allocation.cpp::getCvtOrder (2.1-2.3); vllm/attention/ops/prefix_prefill.py",
    ),
    # transformers' version gate, which frameworks that start vLLM call on their own requirements (LLaMA-Factory checks
    # its vllm range before it builds the engine; transformers checks its own dependencies): "ImportError:
    # vllm>=0.4.3,<=0.7.3 is required for a normal functioning of this module, but found vllm==0.8.1." and the hint the
    # caller passes (transformers/utils/versions.py::_compare_versions, require_version)
    LogPattern(
        "version_requirement_unmet", "message", "dependency_version_mismatch",
        anchors=("is required for a normal functioning",),
        regex=_rx(r"(?P<requirement>[A-Za-z][\w.-]{0,40}[<>=!~][^\s]{1,80}) is required for a normal functioning of "
                  r"this module, but found (?P<package>[A-Za-z][\w.-]{0,40})==(?P<package_version>\d{1,4}[\w+-]{0,20}(?:\.\d[\w+-]{0,20}){0,5})"),
        end=_rx(r"skip this check\.?$"),  # (the hint LLaMA-Factory passes ends it; a bare check ends on its line)
        source="transformers/utils/versions.py::_compare_versions (require_version); LLaMA-Factory's check_dependencies",
    ),
    # xformers' check of the flash-attn package beside it, at import (xformers/ops/fmha/flash.py, 0.0.2x-0.0.3x: "raise
    # ImportError(f"Requires Flash-Attention version >={FLASH_VER_MIN},<={FLASH_VER_LAST} but got {FLASH_VERSION}.")"
    # unless XFORMERS_IGNORE_FLASH_VERSION_CHECK=1): vLLM imports xformers for its XFormers attention backend (the
    # one it falls back to on GPUs before Ampere, 0.2-0.10) and for vision encoders, and an image that installed a newer
    # flash-attn than that xformers release was built against stops there (dots.ocr#31)
    LogPattern(
        "xformers_flash_attn_version", "message", "dependency_version_mismatch",
        anchors=("Requires Flash-Attention version",),
        regex=_rx(r"Requires Flash-Attention version (?P<flash_attn_required>[<>=][=]?\d{1,3}(?:\.\d{1,4}){1,3}"
                  r"(?:, ?[<>=][=]?\d{1,3}(?:\.\d{1,4}){1,3})?) but got "
                  r"(?P<flash_attn_version>\d{1,3}(?:\.\d{1,4}){1,3}(?:\.post\d{1,3}|[+][\w.]{1,40})?)"),
        end=LazyRegex(r"."),
        source="xformers/ops/fmha/flash.py (the flash-attn range check at import)",
    ),
    # verl's gate on the installed vLLM (verl/third_party/vllm/__init__.py, verl 0.1-0.3; copies bundled by projects
    # built on it, such as Search-R1): "ValueError: vllm version 0.11.0 not supported. Currently supported versions are
    # 0.3.1, 0.4.2, 0.5.4 and 0.6.3." (later "..., 0.6.3 and 0.7.0+"): verl carried a patched copy of vLLM's engine per
    # release and refuses any other before the rollout is built
    LogPattern(
        "verl_vllm_version_gate", "message", "dependency_version_mismatch",
        anchors=("not supported. Currently supported versions are",),
        regex=_rx(r"vllm version (?P<package_version>\d{1,4}(?:\.\d{1,4}){1,3}[\w+.-]{0,40}) not supported\. Currently "
                  r"supported versions are (?P<supported_versions>\d[\d., and+>=]{2,80}\d\+?)"),
        end=LazyRegex(r"."),
        source="verl/third_party/vllm/__init__.py (verl 0.1-0.3)",
    ),
    # vLLM's probe of its own address (vllm/utils.py get_ip, 0.2.x-0.4.x; utils/network_utils.py later): with
    # VLLM_HOST_IP unset it "connects" a UDP socket to 8.8.8.8 (or dns.google) to read the local address; a host with
    # no route out or no DNS fails the call itself: "OSError: [Errno 101] Network is unreachable", "socket.gaierror:
    # [Errno -3] Temporary failure in name resolution" (releases from 0.4.x catch it, warn and use 0.0.0.0). Read only
    # under the probe's frame (logs/builder.py _ROW_GATES); a system error inside vLLM's code, no vLLM message
    LogPattern(
        "host_ip_probe_failed", "message", FOREIGN_KIND,
        anchors=("Network is unreachable", "Temporary failure in name resolution", "Name or service not known"),
        regex=_rx(r"\[Errno -?\d{1,3}\] (?:Network is unreachable|Temporary failure in name resolution"
                  r"|Name or service not known)"),
        end=LazyRegex(r"."),
        source="vllm/utils.py get_ip (s.connect((\"8.8.8.8\", 80)), 0.2.x-0.4.x; \"dns.google\" in 0.3.3)",
    ),
    # vLLM's API server stopped from outside while it starts: run_server installs a SIGTERM handler that raises
    # KeyboardInterrupt("terminated") ("Interrupt server on sigterm while initializing", vllm/entrypoints/openai/
    # api_server.py, 0.4.x-0.33; setup_interrupt_handler takes SIGINT too in the newest), until uvicorn's own handlers
    # replace it. So the words mean a signal reached the server before it was up: a supervisor's health check or
    # liveness probe, a start timeout, a `docker stop`; what the paste prints just before it is where the signal landed
    LogPattern(
        "startup_terminated", "message", FOREIGN_KIND,
        anchors=("KeyboardInterrupt: terminated",),
        regex=_rx(r"KeyboardInterrupt: terminated$"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/api_server.py run_server (signal_handler / _interrupt_init: "
               "raise KeyboardInterrupt(\"terminated\"))",
    ),
    LogPattern(
        "kernel_package_missing", "message", "dependency_missing",
        anchors=("No module named", "no module named"),
        regex=_rx(r"[Nn]o module named '(?P<package>triton_kernels|deep_gemm|deep_ep|pplx_kernels|flashinfer|aiter|"
                  r"xformers|flash_attn)'"),
        end=_rx(r"(?:'|is not a package)$"),
        source="CPython Lib/importlib/_bootstrap.py (ModuleNotFoundError); vllm/model_executor/layers/quantization/"
               "mxfp4.py, vllm/utils/deep_gemm.py, vllm/distributed/device_communicators/all2all.py",
    ),
    # a per-platform table of quantized kernels without this platform: "KeyError: <PlatformEnum.XPU: 4>" from
    # kernels/linear/__init__.py::choose_scaled_mm_linear_kernel (its _POSSIBLE_KERNELS dict keyed by PlatformEnum,
    # 0.2x) for an FP8 checkpoint on an Intel GPU; read only under a quantization frame (logs/builder.py)
    LogPattern(
        "platform_kernel_table", "message", "quantization_unsupported_gpu",
        anchors=("PlatformEnum.",),
        regex=_rx(r"(?:KeyError: |^)<?PlatformEnum\.(?P<platform_name>[A-Z]{2,12})\b"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/kernels/linear/__init__.py::choose_scaled_mm_linear_kernel (a dict by platform)",
    ),
    # torchvision's compiled ops built for another torch: "operator torchvision::nms does not exist" (torchvision/
    # _meta_registrations.py registers its meta kernels over ops its C extension did not load: a torchvision wheel of
    # another torch release), reached through transformers' image processors at vLLM's start (vllm#6187)
    LogPattern(
        "torchvision_ops_missing", "message", "dependency_version_mismatch",
        anchors=("operator torchvision::",),
        regex=_rx(r"operator (?P<package>torchvision)::\w{1,40} does not exist"),
        end=LazyRegex(r"."),
        source="torchvision/_meta_registrations.py (torch.library over the C extension's ops)",
    ),
    # Python's "AttributeError: partially initialized module 'cv2' has no attribute 'dnn' (most likely due to a circular
    # import)" (CPython Objects/moduleobject.c::module_getattro) from a package vLLM imports (OpenCV through its
    # multimodal code, vllm#11683): that package's install is broken or of a mixed version, not vLLM
    LogPattern(
        "package_partially_initialized", "message", "dependency_version_mismatch",
        anchors=("partially initialized module",),
        regex=_rx(r"partially initialized module '(?P<package>(?!vllm\b)[A-Za-z_][\w.]{0,60})' has no attribute"),
        end=LazyRegex(r"."),
        source="CPython Objects/moduleobject.c::module_getattro (a module importing itself while half-initialized)",
    ),
    # Numba refusing the installed NumPy at import: "ImportError: Numba needs NumPy 2.2 or less. Got NumPy 2.4."
    # (numba/__init__.py::_ensure_critical_deps); vLLM imports Numba at startup for its n-gram proposer
    # (v1/spec_decode/ngram_proposer.py, imported by the GPU model runner in the 0.11.0-0.20.0 sdists)
    LogPattern(
        "numba_numpy_version", "message", "dependency_version_mismatch",
        anchors=("Numba needs NumPy",),
        regex=_rx(r"Numba needs NumPy (?P<numpy_bound>\d{1,2}\.\d{1,3}) or (?P<numpy_side>less|greater)\. Got NumPy "
                  r"(?P<numpy_got>\d{1,2}\.\d{1,3})"),
        end=LazyRegex(r"."),
        source="numba/__init__.py::_ensure_critical_deps; vllm/v1/spec_decode/ngram_proposer.py (0.11.0-0.20.0)",
    ),
    # torchcodec installed but its native library not loadable: "OSError: Could not load this library: .../torchcodec/
    # libtorchcodec_core4.so" (torch/_ops.py::load_library) and torchcodec's own "RuntimeError: Could not load
    # libtorchcodec. Likely causes: 1. FFmpeg is not properly installed ..." (torchcodec/_core/ops.py): the FFmpeg
    # libraries it links are missing or of a major it was not built for, or the wheel was built for another torch or
    # a newer glibc. vLLM imports it while it starts when it is installed (vllm/multimodal/video.py, guarded against
    # ImportError and RuntimeError only), so the server dies at import
    LogPattern(
        "torchcodec_load_failed", "message", "dependency_version_mismatch",
        anchors=("libtorchcodec",),
        regex=_rx(r"Could not load (?:this library: \S{0,300}libtorchcodec\w{0,30}\.so|libtorchcodec)"),
        fields=(_rx(r"(?P<torchcodec_library>libtorchcodec\w{0,30}\.so(?:\.\d{1,3}){0,3})"),),
        end=LazyRegex(r"."),
        source="torchcodec/_core/ops.py (load_torchcodec_shared_libraries); vllm/multimodal/video.py",
    ),
    # an NCCL function the loaded libnccl does not export: "libtorch_cuda.so: undefined symbol: ncclCommWindowRegister"
    # (torch 2.8's and 2.9's libtorch_cuda links NCCL 2.27's window registration; their wheels pin nvidia-nccl-cu12
    # 2.27.x) or the ctypes lookup of vLLM's own NCCL wrapper ("...libnccl.so.2: undefined symbol: ncclCommWindowRegister",
    # distributed/device_communicators/pynccl_wrapper.py's exported_functions, 0.10.2+): another package's older NCCL
    # wheel, or VLLM_NCCL_SO_PATH / LD_LIBRARY_PATH pointing at an older libnccl, is loaded instead of torch's
    LogPattern(
        "nccl_symbol_missing", "message", "dependency_version_mismatch",
        anchors=("undefined symbol: nccl", "undefined symbol:nccl", "ncclCommWindowRegister"),
        # (and a commit message's retelling: "causes ImportError on ncclCommWindowRegister")
        # (NCCL's public functions by name, so a hard-wrapped line's next word does not join the symbol)
        regex=_rx(r"(?:undefined symbol: ?|(?:ImportError|undefined symbol) (?:on|for) `?)(?P<nccl_symbol>nccl(?:"
                  r"CommWindow(?:Deregister|Register)|Mem(?:Alloc|Free)|Comm(?:Deregister|Register|InitRankConfig|"
                  r"InitRankScalable|InitRank|InitAll|Destroy|Split|Abort|GetAsyncError|Count|UserRank|CuDevice)|"
                  r"GetVersion|GetUniqueId|GetErrorString|GetLastError|AllReduce|AllGather|ReduceScatter|Send|Recv|"
                  r"Broadcast|Bcast|Reduce|Group(?:Start|End)|RedOpCreatePreMulSum|RedOpDestroy"
                  # (any other of NCCL's exported names, newer releases' own: 2.28's ncclWaitSignal / ncclPutSignal)
                  r"|[A-Z][A-Za-z0-9]{2,40}))"),
        end=LazyRegex(r"."),
        source="the dynamic loader on libtorch_cuda.so (torch 2.8-2.9 wheels pin nvidia-nccl-cu12 2.27.x); "
               "vllm/distributed/device_communicators/pynccl_wrapper.py::NCCLLibrary (ctypes lookups)",
    ),
    # vLLM's Ray executor found no Ray: its ray_utils.py imports Ray (and, 0.1.x-0.2.x, ray.air's TorchDistributedWorker,
    # which needs pandas and pyarrow) in a try that turns any ImportError into ray = None, then refuses a launch that
    # needs Ray: "Ray is not installed. Please install Ray to use distributed serving." (engine/ray_utils.py::
    # initialize_cluster, 0.1.x-0.4.2; "... multi-node serving." in executor/ray_utils.py), "Failed to import Ray,
    # please install Ray with `pip install ray`." / "Failed to import Ray: <the ImportError>" (executor/ray_utils.py::
    # assert_ray_available, 0.4.3+). Ray may be installed: one of the modules imported with it failed (vllm#754)
    LogPattern(
        "ray_import_failed", "message", "dependency_version_mismatch",
        anchors=("Ray is not installed", "Failed to import Ray"),
        regex=_rx(r"Ray is not installed\. ?Please install Ray to use (?:distributed|multi-node) serving"
                  r"|Failed to import Ray(?:, please install Ray|: )"),
        fields=(_rx(r"Failed to import Ray: (?:\w{1,40}Error: )?(?P<ray_import_error>[^\n]{1,200})"),),
        end=LazyRegex(r"."),
        source="vllm/engine/ray_utils.py (0.1.x-0.3.x), vllm/executor/ray_utils.py (0.4.0-0.33.0)",
    ),
    # an optional package older than the release needs: "bitsandbytes version is wrong. Please install
    # bitsandbytes>=0.46.1." (quantization/bitsandbytes.py::BitsAndBytesLinearMethod.__init__ and model_loader/
    # bitsandbytes_loader.py, 0.5.5-0.27.0: >=0.42.0 in 0.5.5, >=0.46.1 later), the same words for deepspeed
    # (quantization/deepspeedfp.py, >=0.14.2) and bitblas (quantization/bitblas.py)
    LogPattern(
        "package_version_wrong", "message", "dependency_version_mismatch",
        anchors=("version is wrong",),
        regex=_rx(r"[A-Za-z][\w-]{0,40} version is wrong\. ?Please install"),
        fields=(_rx(r"(?P<package>[A-Za-z][\w-]{0,40}) version is wrong"),
                _rx(r"Please install [A-Za-z][\w-]{0,40} ?>= ?(?P<min_version>\d{1,4}(?:\.\d{1,4}){0,3})")),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/quantization/bitsandbytes.py, deepspeedfp.py, bitblas.py (0.5.5-0.27.0)",
    ),
    # a name missing from an installed vLLM (or vLLM plugin) module: Python's "ImportError: cannot import name
    # 'split_routed_experts' from 'vllm.model_executor.layers.fused_moe' (/usr/.../fused_moe/__init__.py)" (CPython
    # Python/ceval.c import_from) when the importing package was written for another release: a plugin (vllm-ascend,
    # vLLM-Omni) or a framework against another vLLM (vllm-ascend#7058: vllm.utils refactored in 0.11), vLLM-Omni
    # against another vllm-ascend (vllm-omni#5350). "(unknown location)" is another class: a vllm/ folder in the
    # working directory shadowing the install (vllm-ascend#527), not read here
    # The same for a name a package vLLM builds on no longer (or not yet) has: vLLM's model code, a model's remote code
    # or a plugin written against another release of transformers, huggingface_hub, torch, Triton or an attention
    # library ("cannot import name 'PytorchGELUTanh' from 'transformers.activations'": transformers renamed it;
    # "cannot import name 'cached_download' from 'huggingface_hub'": removed in 0.26). Python prints the module's file
    # after it; a paste that cut it keeps the reading (the name and the module are whole: the quote closes them); a
    # reporter's retyping without the module's quotes is read when the dotted module ends the line (cosmos-rl#640)
    LogPattern(
        "vllm_import_name_missing", "message", "dependency_version_mismatch",
        anchors=("cannot import name '",),
        regex=_rx(rf"cannot import name '\w{{1,80}}' from (?:'{_IMPORTED_PACKAGES}(?:\.\w{{1,60}}){{0,12}}'"
                  rf"|{_IMPORTED_PACKAGES}(?:\.\w{{1,60}}){{1,12}}(?=[.,;]?$| \())"
                  # (or a reporter's sentence going on after the quoted module: "... from 'outlines.fsm.json_schema', and
                  # I cannot find ...", vllm#11411)
                  r"(?: \((?!unknown location)|[.,;]?$|(?<=')[.,;] "
                  # (or a quotation closing right after the module: a title's '... and "ImportError: cannot import name
                  # 'MambaCache' from 'mlx_lm.models.cache'"', vllm-metal#100)
                  r"|(?<=')[\"`\u201d)\]]{1,3}[.,;]?(?:$| )"
                  # (or a title in Chinese or Japanese going on right after the quoted module, no space between:
                  # "... from 'vllm.utils'报错", VITA-MLLM/VITA#113)
                  r"|(?<=')[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e])"
                  # (or cut after the name, the module left out: a title's quotation, a paste's last line)
                  # (or a markdown table's cell that quotes it: "... `cannot import name 'DTensor'` | ...")
                  r"|cannot import name '\w{1,80}'[\"`)\]]{0,3}[.,;]?(?:$| \|)"),
        fields=(_rx(rf"cannot import name '(?P<missing_name>\w{{1,80}})' from '?(?P<vllm_module>{_IMPORTED_PACKAGES}"
                    r"(?:\.\w{1,60}){0,12})(?![\w.])'?"),
                _rx(r"cannot import name '(?P<missing_name>\w{1,80})'[\"`)\]]{0,3}[.,;]?(?:$| \|)")),
        end=LazyRegex(r"."),
        source="CPython import_from (ImportError: cannot import name ... from ...); vllm-ascend#7058, vllm-omni#5350",
    ),
    # 0.2.0's paged-attention kernel keeps one float32 logit per context token in shared memory, and the worker refused a
    # max_model_len whose logits do not fit the GPU's shared memory per block: "vLLM cannot currently support
    # max_model_len=65536 with block_size=16 on GPU with compute capability (8, 9) (required shared memory 264252.0 >
    # available shared memory 101376). This will be fixed in a future release." (vllm/worker/worker.py::
    # _check_if_can_support_max_seq_len, 0.2.0 only: data/vllm_raises.json reads it in no later release)
    LogPattern(
        "max_len_shared_memory", "message", "vllm_check_failed",
        anchors=("cannot currently support max_model_len",),
        regex=_rx(r"cannot currently support max_model_len=(?P<max_model_len>\d{1,9}) with block_size=(?P<block_size>"
                  r"\d{1,4})"),
        fields=(_rx(r"compute capability \((?P<compute_capability>\d{1,2}, ?\d{1,2})\)"),
                _rx(r"required shared memory (?P<required_bytes>\d{1,12})(?:\.\d{1,4})? > available shared memory "
                    r"(?P<limit_bytes>\d{1,12})")),
        releases=_r("0.2.0-0.2.0"), engine="V0",
        # (its last figure's closing bracket ends it: a terminal's wrap before "(required shared memory ..." is re-joined)
        end=_rx(r"available shared memory \d{1,12}\)"),
        source="vllm/worker/worker.py::_check_if_can_support_max_seq_len (0.2.0)",
    ),
    # V1's FlashAttention backend asserting a vllm-flash-attn version for the GPU, "assert is_fa_version_supported(
    # self.fa_version)" (v1/attention/backends/flash_attn.py::FlashAttentionImpl.__init__, 0.7.x; the bare assert's
    # source line, which Python prints above "AssertionError", or a reporter quoting it): launchchecks.py
    # fa_version_unsupported reads it
    LogPattern(
        "fa_version_assert", "message", "vllm_check_failed",
        anchors=("is_fa_version_supported",),
        regex=_rx(r"assert is_fa_version_supported\(self\.fa_version\)"),
        releases=_r("0.7.0-0.7.3"), engine="V1",
        end=LazyRegex(r"."),
        source="vllm/v1/attention/backends/flash_attn.py::FlashAttentionImpl.__init__ (0.7.x)",
    ),
    # the same for a name read off a module as an attribute: "AttributeError: module 'torch' has no attribute
    # 'float8_e8m0fnu'" (CPython's module getattr, Objects/moduleobject.c), "module 'transformers' has no attribute
    # 'Qwen3VLForConditionalGeneration'": the code using it (vLLM, a plugin, a model's own code) was written for another
    # release of the package. Not a module Python is still importing ("partially initialized module 'cv2'": a circular
    # import or a file shadowing the package, another class)
    LogPattern(
        "package_attribute_missing", "message", "dependency_version_mismatch",
        anchors=("has no attribute",),
        regex=_rx(rf"(?<!initialized\s)module '{_IMPORTED_PACKAGES}(?:\.\w{{1,60}}){{0,12}}' has no attribute '\w{{1,80}}'"),
        fields=(_rx(rf"module '(?P<vllm_module>{_IMPORTED_PACKAGES}(?:\.\w{{1,60}}){{0,12}})' has no attribute "
                    r"'(?P<missing_name>\w{1,80})'"),),
        end=LazyRegex(r"."),
        source="CPython's module __getattr__ refusal (Objects/moduleobject.c: module 'X' has no attribute 'Y')",
    ),
    # a vLLM module the importing code expects and the installed vLLM does not have: "ModuleNotFoundError: No module
    # named 'vllm.inputs.data'" (CPython's import system): a plugin, a framework or a serving backend (Triton's
    # vllm_backend) written for another vLLM, which moved or removed the module (vllm/inputs/data.py is gone from 0.19).
    # Not vLLM's compiled extensions (vllm._C, vllm._moe_C, vllm.vllm_flash_attn, vllm.cumem_allocator: the
    # vllm_extension_import_failed row) nor vLLM itself missing ("No module named 'vllm'")
    # FlashInfer's JIT finding no CUDA compiler: "RuntimeError: Could not find nvcc and default cuda_home='/usr/local/cuda'
    # doesn't exist" (flashinfer/jit/cpp_ext.py, the f-string "{cuda_home=}"): vLLM's FlashInfer sampler / attention
    # kernels compile at first use and a runtime-only image has no nvcc (the kind of a missing JIT compiler)
    # Triton's launcher build failing in the C compiler it found: "CalledProcessError: Command '['/usr/lib64/ccache/gcc',
    # '/tmp/tmpX/main.c', '-O3', '-shared', '-fPIC', ..., '-o', '/tmp/tmpX/cuda_utils.cpython-312-...so', '-lcuda', ...]'
    # returned non-zero exit status 1." (triton/runtime/build.py::_build; Inductor wraps it in InductorError): the
    # toolchain is there but broken (headers such as stddef.h missing, a ccache wrapper without its compiler)
    # the C compiler Triton runs at first use (triton/runtime/build.py::_build: its driver's cuda_utils.c, the kernel
    # launcher's main.c, compiled against Python's headers, sysconfig's include dir) finding no Python.h: the Python
    # development headers are not installed (a distribution's python3.X without python3.X-dev)
    LogPattern(
        "triton_python_headers_missing", "message", "triton_compiler_missing",
        anchors=("Python.h: No such file",),
        # (or the compiler's line quoted without its file, "fatal error: Python.h: No such file or directory" in a
        # title about vLLM's start-up: read only where the paste shows no package build, logs/builder.py _ROW_GATES)
        regex=_rx(r"(?:(?:cuda_utils|main|hip_utils|__triton_launcher)\.c:\d{1,5}:\d{1,4}: )?fatal error: Python\.h: No "
                  r"such file or directory"),
        end=LazyRegex(r"."),
        source="triton/runtime/build.py::_build (gcc -I<sysconfig include> ...), triton/backends/nvidia/driver.py",
    ),
    # a kernel compiled at first use (FlashInfer's JIT, DeepGEMM's, a torch C++ extension) including a header of the CUDA
    # toolkit's libraries that this toolkit lacks: "flashinfer/sampling.cuh:20:10: fatal error: curand.h: No such file or
    # directory" (nvcc's preprocessor): a runtime image or a minimal toolkit has nvcc and cudart's headers but not the
    # libraries' development packages (libcurand-dev, libcublas-dev, ...)
    LogPattern(
        "cuda_toolkit_header_missing", "message", "triton_compiler_missing",
        anchors=(".h: No such file",),
        regex=_rx(r"fatal error: (?P<missing_header>(?:curand(?:_kernel)?|cublas(?:_v2|Lt)?|cusparse|cusolver\w{0,8}|cufft"
                  r"|nvrtc|cuda_runtime(?:_api)?|cuda|cuda_fp8|cuda_fp16|cuda_bf16|cuda_fp4|nccl|cudnn|nvml|cub/cub)"
                  r"\.(?:h|cuh)): No such file or directory"),
        end=LazyRegex(r"."),
        source="nvcc / the host compiler's preprocessor under flashinfer/jit (and torch.utils.cpp_extension builds)",
    ),
    # torch's C++ extension build (torch.utils.cpp_extension.load, the JIT path of xgrammar's bitmask kernel, older
    # FlashInfer, DeepSpeed ops) finding no CUDA toolkit: "OSError: CUDA_HOME environment variable is not set. Please
    # set it to your CUDA install root." (torch/utils/cpp_extension.py::_join_cuda_home); the package is the folder it
    # builds in, "~/.cache/torch_extensions/py312_cu124/xgrammar/"
    LogPattern(
        "jit_cuda_home_missing", "message", "triton_compiler_missing",
        anchors=("CUDA_HOME environment variable is not set",),
        regex=_rx(r"CUDA_HOME environment variable is not set"),
        fields=(_rx(r"torch_extensions/(?:py\d{2,3}_cu\d{2,4}/)?(?P<torch_extension>[A-Za-z_]\w{0,60})/"),),
        end=LazyRegex(r"."),
        source="torch/utils/cpp_extension.py::_join_cuda_home (CUDA_HOME / nvcc lookup)",
    ),
    LogPattern(
        "triton_launcher_build_failed", "message", "triton_compiler_missing",
        anchors=("returned non-zero exit status", "/.triton/cache/"),
        # (or with the source file elided, "Command '['/usr/bin/gcc', ... '-lcuda', ...]'": a C compiler's command
        # that links libcuda is the launcher's build)
        # (and a vendor backend's build step on a file of Triton's cache, even cut before its exit status: Triton-Ascend
        # precompiling its launcher header, "Command '['/usr/bin/clang++', '-x', 'c++-header', '/root/.triton/cache/
        # <hash>/precompiled.h', ...")
        regex=_rx(r"Command '\[(?:[^\]]{0,400}main\.c'|'[^'\]]{0,200}/(?:gcc|cc|clang|x86_64-linux-gnu-gcc)(?:-\d{1,2})?'),?"
                  # (later Triton releases: "-l:libcuda.so.1", the driver's file by name)
                  r"[^\]]{0,1200}-l(?::lib)?cuda(?:\.so(?:\.\d{1,3})?)?'[^\]]{0,600}\]' returned non-zero exit status"
                  r"|Command '\['[^'\]]{0,200}/(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+)(?:-\d{1,2})?',[^\]]{0,400}?"
                  r"'[^'\]]{0,200}/\.triton/cache/"),
        end=LazyRegex(r"."),
        source="triton/runtime/build.py::_build (subprocess.check_call of the C compiler)",
    ),
    # the build tool of a JIT compile missing: "FileNotFoundError: [Errno 2] No such file or directory: 'ninja'"
    # (torch.utils.cpp_extension and FlashInfer's JIT run ninja to build a kernel at first use, as Triton runs a C
    # compiler): not installed, or not on the PATH of the process vLLM runs in
    # (and CUDA's compiler: FlashInfer's JIT asks `nvcc --version` for the CUDA release it builds for, FlashInfer 0.3.0
    # even from its AOT wheel's sampler, flashinfer-ai/flashinfer#1781: "No such file or directory: 'nvcc'")
    # (and the C compiler itself: Triton's build runs $CC when set, else the first of cc / gcc / clang on the PATH,
    # without checking that $CC exists (triton/runtime/build.py::_build, 3.x), so a host's CC=icc carried into a
    # container fails as "No such file or directory: 'icc'", under Inductor's wrapper in a compile)
    LogPattern(
        "jit_ninja_missing", "message", "triton_compiler_missing",
        # (the exception's head taken off by the line's reader: "FileNotFoundError: 'ninja'" reads as "'ninja'...")
        # (torch's own check before a build, "Ninja is required to load C++ extensions" (cpp_extension.py::
        # verify_ninja_availability, torch 1.x-2.x), a shell's "ninja: command not found", and a wrapper's retelling,
        # "ninja (build tool) not found" (unsloth's FlashInfer JIT guard, unslothai/unsloth#4541))
        anchors=("No such file or directory: 'ninja'", "FileNotFoundError: 'ninja'", "'ninja'",
                 "No such file or directory: '", "Ninja is required", "ninja: command not found",
                 "ninja (build tool) not found"),
        regex=_rx(r"No such file or directory: 'ninja'|FileNotFoundError: 'ninja'|^'ninja'(?:$|`|:)"
                  r"|Ninja is required to load C\+\+ extensions|\bninja: command not found|\bninja \(build tool\) not found"
                  r"|No such file or directory: '(?:/[\w./-]{0,200}/)?(?:cc|gcc|g\+\+|c\+\+|clang|clang\+\+|icc|icx|icpx"
                  r"|x86_64-linux-gnu-gcc|aarch64-linux-gnu-gcc|nvcc)(?:-\d{1,2})?'"),
        end=LazyRegex(r"."),
        source="torch/utils/cpp_extension.py::_run_ninja_build, verify_ninja_availability; flashinfer/jit (ninja builds "
               "at first use; flashinfer/jit/cpp_ext.py::get_cuda_version runs `nvcc --version`)",
    ),
    # a kernel compiled at first use whose build failed in the compiler ninja ran: FlashInfer's JIT ("RuntimeError: Ninja
    # build failed. Ninja output: ...", flashinfer/jit/cpp_ext.py::run_ninja) or torch's C++ extensions ("RuntimeError:
    # Error building extension 'X'", torch/utils/cpp_extension.py::_run_ninja_build); vLLM reaches FlashInfer's JIT in
    # its sampler (v1/sample/ops/topk_topp_sampler.py) and attention backends at start-up (kserve#4565, ms-swift#7100)
    LogPattern(
        "jit_build_failed", "message", "triton_compiler_missing",
        anchors=("Ninja build failed", "Error building extension"),
        regex=_rx(r"Ninja build failed|Error building extension '[\w.-]{1,120}'"),
        end=LazyRegex(r"."),
        source="flashinfer/jit/cpp_ext.py (run_ninja); torch/utils/cpp_extension.py::_run_ninja_build",
    ),
    # a compiler of a kernel build at start-up killed by the system: ninja's "FAILED: [code=137] <object>" (ninja
    # 1.12+ prints the command's exit status; 137 = 128 + SIGKILL), gcc's driver "fatal error: Killed signal terminated
    # program cc1plus" (gcc.c), nvcc's "'cicc' died due to signal 9 (Kill signal)". FlashInfer's JIT (flashinfer/jit/
    # cpp_ext.py::run_ninja) and torch's C++ extensions run ninja with as many jobs as torch's _get_num_workers allows
    # (MAX_JOBS, else the CPU count), and each nvcc / cicc of a CUTLASS GEMM takes GBs of host RAM: the kernel's OOM
    # killer ends them (vllm#54237: 0.28.0 building FlashInfer 0.6.18's SM120 GEMMs). Host memory, not the GPU's, and not
    # a missing toolkit (jit_build_failed)
    LogPattern(
        "jit_compiler_killed", "message", "oom_loading",
        anchors=("FAILED: [code=137]", "Killed signal terminated program", "died due to signal 9"),
        regex=_rx(r"FAILED: \[code=137\]|Killed signal terminated program (?:cc1plus|cc1|cicc|ptxas|nvcc|lto1)|"
                  r"'(?:cicc|ptxas|nvlink|fatbinary|cudafe\+\+)' died due to signal 9"),
        end=LazyRegex(r"."),
        source="ninja (exit status 137), gcc.c (\"Killed signal terminated program\"), nvcc; flashinfer/jit/cpp_ext.py"
               "::run_ninja, torch/utils/cpp_extension.py::_get_num_workers (MAX_JOBS)",
    ),
    LogPattern(
        "flashinfer_nvcc_missing", "message", "triton_compiler_missing",
        anchors=("Could not find nvcc",),
        regex=_rx(r"Could not find nvcc(?: and default cuda_home=)?"),
        end=LazyRegex(r"."),
        source="flashinfer/jit/cpp_ext.py (the CUDA toolkit's nvcc for the JIT)",
    ),
    # Triton's compiler older than the GPU: its matmul lowering asserts on a compute capability it has no MMA version
    # for ("Assertion `false && \"computeCapability not supported\"' failed.", lib/Dialect/TritonGPU/Transforms/
    # AccelerateMatmul.cpp::getMMAVersionSafe; Triton 3.3 on SM120), reached by vLLM's Triton kernels (fused_moe)
    LogPattern(
        "triton_compute_capability", "message", "cuda_no_kernel_image",
        anchors=("computeCapability not supported",),
        regex=_rx(r"computeCapability not supported"),
        end=LazyRegex(r"."),
        source="triton lib/Dialect/TritonGPU/Transforms/AccelerateMatmul.cpp (getMMAVersionSafe)",
    ),
    # the Mamba / linear-attention conv state has fewer cache lines than the batch: causal_conv1d_update's bare
    # "assert num_cache_lines >= batch" (model_executor/layers/mamba/ops/causal_conv1d.py), printed as the traceback's
    # source line over an AssertionError; reached in CUDA-graph capture when a capture size is above the state cache
    # lines a small card's pool holds (vllm#35945, fixed in vllm#34571 / #35946 by capping the capture sizes)
    LogPattern(
        "mamba_conv_cache_lines", "message", "mamba_blocks",
        anchors=("assert num_cache_lines >= batch",),
        regex=_rx(r"assert num_cache_lines >= batch"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/mamba/ops/causal_conv1d.py::causal_conv1d_update",
    ),
    # FusedMoE's own assert that the quantization method made an MoE method: "assert self.quant_method is not None"
    # (model_executor/layers/fused_moe/layer.py::FusedMoE.__init__, 0.5.x-0.6.x), printed as the traceback's source line
    # over a bare AssertionError: the checkpoint's method (AWQ, GPTQ, ...) has no MoE implementation in this release or
    # on this platform
    LogPattern(
        "fused_moe_no_quant_method", "message", "vllm_check_failed",
        anchors=("assert self.quant_method is not None",),
        regex=_rx(r"assert self\.quant_method is not None"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/fused_moe/layer.py::FusedMoE.__init__",
    ),
    # CCCL's check that nvcc and the CUDA headers it includes are of one toolkit ("#error \"CUDA compiler and CUDA
    # toolkit headers are incompatible, please check your include paths\"", libcudacxx/include/cuda/std/__cccl/
    # cuda_toolkit.h), hit when FlashInfer JIT-compiles a kernel (its bundled CCCL, ~/.cache/flashinfer) with another
    # toolkit's nvcc (CUDA_HOME / PATH)
    LogPattern(
        "cuda_toolkit_headers_mismatch", "message", "dependency_version_mismatch",
        # (and as an issue's title retypes it, "CUDA compiler and toolkit headers are incompatible", flashinfer#3493)
        anchors=("toolkit headers are incompatible",),
        regex=_rx(r"CUDA compiler and (?:CUDA )?toolkit headers are incompatible"),
        end=LazyRegex(r"."),
        source="CCCL libcudacxx cuda/std/__cccl/cuda_toolkit.h (FlashInfer's JIT builds)",
    ),
    LogPattern(
        "vllm_module_missing", "message", "dependency_version_mismatch",
        anchors=("No module named 'vllm.",),
        regex=_rx(r"No module named '(?P<vllm_module>vllm(?:\.(?!vllm_flash_attn|cumem_allocator)[A-Za-z]\w{0,60}){0,11})"
                  # (the closing quote lost in a markdown span, "`ModuleNotFoundError: No module named
                  # 'vllm.model_executor.input_metadata`", sglang#362: the name ends at the backtick or the line's end)
                  r"\.(?!vllm_flash_attn|cumem_allocator)(?P<missing_name>[A-Za-z]\w{0,60})(?:'|(?=`|$))"),
        end=LazyRegex(r"."),
        source="CPython's import system (ModuleNotFoundError); a module vLLM moved between releases",
    ),
    # vLLM's OpenAI server answering a request for an endpoint the served model has no handler for: "The model does not
    # support Score API" (entrypoints/openai/api_server.py create_score / create_rerank / create_embedding /
    # create_classify / create_pooling / create_transcriptions ..., 0.6.x-0.2x: the handler is None when the model's
    # runner or task does not serve that API): an error response, not a raise, printed in the client's 400
    LogPattern(
        "vllm_api_not_served", "message", "vllm_check_failed",
        anchors=("The model does not support ",),
        regex=LazyRegex(r"The model does not support (?P<served_api>[A-Z][A-Za-z]{1,20}(?: [A-Z][A-Za-z]{1,20})?) API"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/api_server.py (create_score, create_rerank, create_embedding, ...)",
    ),
    # vLLM's engine arguments refusing a keyword the calling code passes: "TypeError: EngineArgs.__init__() got an
    # unexpected keyword argument 'worker_use_ray'" (CPython's dataclass __init__; vllm.LLM builds EngineArgs(**kwargs),
    # entrypoints/llm.py): a framework (TRL, verl, OpenRLHF, NeMo RL, Ray Serve LLM, ...) written for a vLLM whose
    # EngineArgs has the field, which this one lacks (removed, or not yet added); launchchecks.py names the releases that
    # have it from the flag tables (data/vllm_flags)
    LogPattern(
        "engine_args_unexpected_kwarg", "message", "dependency_version_mismatch",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?P<engine_class>(?:Async)?EngineArgs|LLM|LLMEngine|AsyncLLMEngine|AsyncLLM)\.__init__\(\) got an "
                  r"unexpected keyword argument '(?P<engine_arg>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py::EngineArgs (a dataclass), entrypoints/llm.py::LLM.__init__",
    ),
    # Ray Serve LLM checking its engine_kwargs against the installed vLLM's argument fields (FrontendArgs, AsyncEngineArgs):
    # "ValueError: Unknown engine argument: task" (ray/llm/_internal/serve/engines/vllm/vllm_models.py, ray#64466: an
    # argument this vLLM release no longer has, copied from docs written for another)
    LogPattern(
        "ray_unknown_engine_argument", "message", "dependency_version_mismatch",
        anchors=("Unknown engine argument",),
        regex=_rx(r"Unknown engine argument: ?'?(?P<engine_arg>[a-z_][a-z0-9_]{1,80})\b"),
        end=LazyRegex(r"."),
        source="ray/llm/_internal/serve/engines/vllm (engine_kwargs checked against vLLM's argument fields)",
    ),
    # a framework reaching into vLLM's engine objects for an attribute this release's class lacks: "AttributeError:
    # 'AsyncLLM' object has no attribute 'engine'" (FastChat's vllm_worker, written for V0's AsyncLLMEngine.engine, on
    # 0.8's V1 AsyncLLM, v1/engine/async_llm.py): Python's words over one of vLLM's public engine classes
    LogPattern(
        "engine_attribute_missing", "message", "dependency_version_mismatch",
        anchors=("object has no attribute",),
        # (and vLLM's config classes, whose fields move between releases: "'SchedulerConfig' object has no attribute
        # 'max_model_len'" (vllm-neuron's plugin of 0.5.0 under vLLM 0.16, whose SchedulerConfig no longer carries it;
        # vllm/config/*.py): a platform plugin or a framework reading a field this release's config lacks)
        regex=_rx(r"'(?P<engine_class>AsyncLLM|AsyncLLMEngine|LLMEngine|LLM|MQLLMEngineClient|EngineCoreClient|"
                  r"AsyncMPClient|SyncMPClient|ModelConfig|CacheConfig|ParallelConfig|SchedulerConfig|DeviceConfig|"
                  r"LoadConfig|LoRAConfig|SpeculativeConfig|CompilationConfig|VllmConfig|MultiModalConfig|"
                  r"KVTransferConfig|ObservabilityConfig|(?:DP)?EngineCore(?:Proc|Actor)?|SchedulerOutput|"
                  r"CachedRequestData|NewRequestData|"
                  r"(?:(?:Pooling|Embedding|Classification|Scoring)(?:Request)?|Request|Completion)Output|"
                  r"(?P<output_subclass>[A-Z][a-z][A-Za-z0-9]{0,30}?)RequestOutput|SamplingParams|PoolingParams|"
                  r"(?:Base)?TokenizerGroup|functools\.partial)' object has no attribute "
                  r"'(?P<engine_attr>\w{1,80})'"),
        # (and V1's engine core asked for a utility method by name that this release lacks: v1/engine/core.py runs a
        # client's utility call as getattr(self, method_name), logs "Invocation of X method failed" and returns "Call
        # to X method failed: 'EngineCoreProc' object has no attribute 'X'" (0.8+): Dynamo's worker asking 0.20.1 for
        # get_kv_cache_group_metadata, added after it, dynamo#9560)
        # (and V1's scheduler output, which KV connectors read each step: v1/core/sched/output.py SchedulerOutput,
        # CachedRequestData, NewRequestData, whose fields change between releases; LMCache's connector reaching for
        # CachedRequestData.resumed_req_ids under vLLM 0.11.0, LMCache PR #2069)
        # (and the objects vLLM hands a library: vllm/outputs.py's RequestOutput, CompletionOutput and the pooling
        # outputs (PoolingOutput lost .embedding for .data, Ray Serve LLM on 0.9, ray#54466), sampling_params.py's
        # SamplingParams, pooling_params.py's PoolingParams, and the engine's tokenizer wrapper, transformers_utils/
        # tokenizer_group's TokenizerGroup (0.3-0.10: outlines reading .get_vocab of the tokenizer it wraps,
        # outlines#576). A plugin's subclass of an output class ("'OmniRequestOutput' object has no attribute
        # 'ec_transfer_params'", vLLM-Omni under vLLM 0.27, whose completion path reads a field the subclass's
        # dataclass __init__ never set): the plugin written for another vLLM release)
        # (and a functools.partial where vLLM takes a class: --distributed-executor-backend / a worker class may be a
        # class, which a framework wraps in a partial to bind its own arguments; vLLM 0.19's VllmConfig.__post_init__
        # calls executor_class.supports_async_scheduling() (config/vllm.py), which a partial lacks: Xinference 2.7
        # under vLLM 0.19.1, xinference#4854)
        end=LazyRegex(r"."),
        source="CPython's AttributeError over vllm/v1/engine/async_llm.py::AsyncLLM, engine/async_llm_engine.py, "
               "engine/llm_engine.py, entrypoints/llm.py, v1/engine/core.py::EngineCoreProc (utility calls by name; "
               "their attributes differ between releases)",
    ),
    # a process of the launch killed with SIGKILL and no error of its own: vLLM's "Process EngineCore_DP0 (PID: 1234) died
    # with exit code -9" (v1/utils.py::wait_for_completion_or_failure, 0.9.1+), V0's "Worker VllmWorkerProcess pid 1234
    # died, exit code: -9" (executor/multiproc_worker_utils.py), "worker died (-9)", a platform's "exited with exit code
    # 137 (SIGKILL)" (128 + 9): at start-up the kernel's OOM killer (host RAM, or a container's memory limit) ends it;
    # the shell's own "Killed" report is read by the rows below
    LogPattern(
        "process_sigkilled", "message", FOREIGN_KIND,
        anchors=("exit code: -9", "exit code -9", "worker died (-9)", "(SIGKILL)", "exitcode=-9"),
        regex=_rx(r"died,? (?:with )?exit code:? -9\b|worker died \(-9\)|exit(?:ed with)? (?:exit )?code:? 137 "
                  r"\(SIGKILL\)|exitcode=-9\b"),
        end=LazyRegex(r"."),
        source="vllm/v1/utils.py::wait_for_completion_or_failure (0.9.1+), executor/multiproc_worker_utils.py (V0); "
               "SIGKILL's exit status (-9, 128 + 9)",
    ),
    # the shell's report of a process ended by SIGILL, "Illegal instruction (core dumped)" (bash's strsignal(SIGILL),
    # also "<script>: line 3: 123 Illegal instruction"): a compiled library vLLM imports (torch, vLLM's kernels, a CPU
    # backend's oneDNN) executed an instruction this CPU lacks (AVX2 / AVX-512 on older x86, ARMv8.2+ on an ARMv8.0
    # core), or an emulator (QEMU, Rosetta) does not implement; no Python error is printed. zsh words the same report
    # "illegal hardware instruction" ("[1]  3981644 illegal hardware instruction (core dumped)  vllm serve ...",
    # "zsh: illegal hardware instruction  python": zsh's own name for SIGILL, Src/signames2.awk)
    LogPattern(
        "process_sigill", "message", FOREIGN_KIND,
        anchors=("Illegal instruction", "illegal hardware instruction"),
        regex=_rx(r"(?:^|\d \s{0,4}|: )Illegal instruction(?: \(core dumped\))?\s*$"
                  r"|Illegal instruction \(core dumped\)|(?:^|\d\s{1,8}|zsh: ?)illegal hardware instruction\b"),
        end=LazyRegex(r"."),
        source="the shell's report of SIGILL (strsignal); the CPU's instruction set against the wheels' builds",
    ),
    # the system's libstdc++ older than a compiled module needs: the loader's "/lib64/libstdc++.so.6: version
    # `GLIBCXX_3.4.30' not found (required by .../storage_offload.cpython-312-x86_64-linux-gnu.so)" (a wheel built with
    # a newer GCC than the OS ships: RHEL 9's GCC 11 gives up to GLIBCXX_3.4.29), llm-d-kv-cache#445
    LogPattern(
        "libstdcxx_too_old", "message", "dependency_version_mismatch",
        anchors=("version `GLIBCXX_",),
        regex=_rx(r"libstdc\+\+\.so\.6: version `GLIBCXX_(?P<glibcxx_version>[\d.]{1,10})' not found"),
        fields=(_rx(r"required by [^\s)]{0,300}?/(?P<glibcxx_module>[\w.-]{1,120}\.so)"),),
        end=LazyRegex(r"."),
        source="the dynamic loader's symbol-version check (ld.so) on libstdc++.so.6",
    ),
    # ZMQ refusing to bind the address vLLM built: "zmq.error.ZMQError: No such device (addr='tcp://localhost:8000')"
    # (libzmq's ENODEV for a tcp bind whose host is no local interface: a host name where an address is wanted, vllm#7118
    # on main in Aug 2024, fixed by vllm PR #7163 binding 127.0.0.1; or an IPv6 address without the brackets libzmq
    # needs, "tcp://2605:340:...:2190:21001", the P2P NCCL connector of 0.11.2, vllm#42149): vLLM's address code
    LogPattern(
        "zmq_bind_no_such_device", "message", FOREIGN_KIND,
        anchors=("No such device (addr=",),
        regex=_rx(r"(?:ZMQError: )?No such device \(addr='(?P<zmq_addr>(?:tcp|ipc)://[^'\s]{1,200})'\)"),
        end=LazyRegex(r"."),
        source="libzmq's bind (ENODEV), pyzmq's ZMQError; vllm's ZMQ sockets (engine/multiprocessing, v1/utils.py, "
               "distributed/kv_transfer)",
    ),
    # FlashInfer's symmetric memory refused by a GPU without multicast: "RuntimeError: [SymmDeviceMemory] Device does
    # not support multicasting." (flashinfer/comm, SymmDeviceMemory: multicast objects need NVSwitch / NVLS), raised
    # while vLLM's all-reduce fusion pass (compilation/passes/fusion/allreduce_rms_fusion.py) builds FlashInfer's fused
    # all-reduce workspace (create_allreduce_fusion_workspace) at tensor parallel > 1 on NVLink-bridge or PCIe GPUs;
    # vLLM had no fallback until vllm PR #35085 (Feb 2026, vllm#34891). FlashInfer's error, no vLLM message
    LogPattern(
        "flashinfer_allreduce_no_multicast", "message", FOREIGN_KIND,
        anchors=("does not support multicasting",),
        regex=_rx(r"\[SymmDeviceMemory\] Device does not support multicasting"),
        end=LazyRegex(r"."),
        source="flashinfer/comm (SymmDeviceMemory), vllm/compilation/passes/fusion/allreduce_rms_fusion.py",
    ),
    # an attribute one of vLLM's own classes lacks, reached for by vLLM's code of the same release: "AttributeError:
    # 'CutlassMLAImpl' object has no attribute '_workspace_buffer'" (an attention backend's implementation class, named
    # ...Impl in vllm/attention/backends and v1/attention/backends, on the path VLLM_USE_TRTLLM_RAGGED_DEEPSEEK_PREFILL
    # turned on, vllm PR #31173), "'EagleLlama4ForCausalLM' object has no attribute 'lm_head'" (a model class of vLLM's
    # registry, its drafter's head, vllm#29109): the release's code disagrees with itself. Python's error, no vLLM
    # message; read only in a vLLM paste (logs/builder.py _ROW_GATES); launchchecks.py checks a model class against the
    # registry (data/vllm_architectures.json): a class no release lists is a plugin's or remote code's
    LogPattern(
        "vllm_class_attribute_missing", "message", FOREIGN_KIND,
        anchors=("object has no attribute",),
        # (and the pooling classes vLLM's adapters derive from a registered generative class, "JambaForEmbedding":
        # model_executor/models/adapters.py::_get_pooling_model_name, the generative suffix replaced by ForEmbedding,
        # ForSequenceClassification or ForReward; an embedding request on such a class, ai21labs/AI21-Jamba-Mini-1.5
        # discussion 15)
        # (and the request models of vLLM's OpenAI server, entrypoints/openai/protocol.py: "'TokenizeChatRequest' object
        # has no attribute 'mm_processor_kwargs'", serving_tokenization.py of 0.7.3 reading a field only the chat
        # request had, vllm#13951: the request object is vLLM's own, built from the body it parsed)
        # (and the OpenAI server's handler classes, OpenAIServing and its subclasses OpenAIServingChat, ...Tokenization,
        # ...Models, ServingScores, ... in entrypoints/openai/serving_*.py of 0.11.0 and entrypoints/ of 0.20.1:
        # "'OpenAIServingTokenization' object has no attribute 'show_available_models'", a vendor image whose patched
        # server reached for a method the release had moved to OpenAIServingModels, ipex-llm#13012)
        regex=_rx(r"'(?P<vllm_class>[A-Z][A-Za-z0-9]{1,60}(?:Impl|For(?:CausalLM|ConditionalGeneration|"
                  r"SequenceClassification|Embedding|Reward))|(?:ChatCompletion|Completion|TokenizeChat|TokenizeCompletion|"
                  r"Detokenize|Embedding(?:Chat|Completion)?|Pooling(?:Chat|Completion)?|Score|Rerank|Classification|"
                  r"Transcription|Translation|Responses)Request"
                  r"|OpenAIServing[A-Z]?[A-Za-z]{0,30}|Serving(?:Classification|Embedding|Pooling|Scores|Tokens))' "
                  r"object has no attribute '(?P<missing_attr>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="CPython's AttributeError over vLLM's attention implementations (…Impl) and model classes",
    ),
    # the same refusal as Python 3.9 and older print it, without the class ("TypeError: __init__() got an unexpected
    # keyword argument 'limit_mm_per_prompt'"): read only when the name is a field of some release's EngineArgs
    # (the flag tables, logs/builder.py), as a framework's AsyncEngineArgs(**engine_args) passes it (LLaMA-Factory#6654)
    LogPattern(
        "engine_args_unexpected_kwarg_bare", "message", "dependency_version_mismatch",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?:^|: )__init__\(\) got an unexpected keyword argument '(?P<engine_arg>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py::EngineArgs (a dataclass) under CPython <= 3.9's TypeError wording",
    ),
    # huggingface_hub's API dataclasses refuse a field the Hub's JSON gained: "TypeError: SafeTensorsInfo.__init__() got
    # an unexpected keyword argument 'sharded'" (huggingface_hub/hf_api.py::ModelInfo.__init__, SafeTensorsInfo(**data),
    # 0.21.x; the Hub added the field in April 2024, huggingface_hub#2186): the client is older than the Hub's API
    LogPattern(
        "hub_client_api_mismatch", "message", "dependency_version_mismatch",
        anchors=("Info.__init__() got an unexpected keyword",),
        regex=_rx(r"(?:SafeTensors|Model|Dataset|Space|Transformers|Card|Inference)Info\.__init__\(\) got an "
                  r"unexpected keyword argument '\w{1,80}'"),
        fields=(_rx(r"(?P<hub_class>\w{1,40}Info)\.__init__\(\) got an unexpected keyword argument "
                    r"'(?P<hub_field>\w{1,80})'"),),
        end=LazyRegex(r"."),
        source="huggingface_hub/hf_api.py::ModelInfo.__init__ (0.21.x), huggingface_hub#2186",
    ),
    # a framework calling one of vLLM's serving / engine API callables with a keyword this release does not define:
    # "TypeError: init_app_state() got an unexpected keyword argument 'vllm_config'" (Ray Serve LLM, ray#58702),
    # "build_async_engine_client_from_engine_args() got an unexpected keyword argument 'stat_loggers'" (Triton's vLLM
    # backend): CPython's TypeError, read only when the callable is vLLM's (data/vllm_api_names.json, the public
    # functions and classes of vllm/entrypoints, vllm/engine and vllm/v1/engine across releases; logs/builder.py)
    LogPattern(
        "vllm_api_unexpected_kwarg", "message", "dependency_version_mismatch",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?<![\w.])(?P<api_callable>[A-Za-z][\w]{1,80}(?:\.[A-Za-z_][\w]{1,60})?)\(\) got an unexpected "
                  r"keyword argument '(?P<api_kwarg>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="CPython's TypeError over vllm/entrypoints/**, vllm/engine/*.py, vllm/v1/engine/*.py "
               "(tools/gen_vllm_api_names.py)",
    ),
    # a remote-code config class crossing vLLM's process boundary by reference: "Can't pickle <class
    # 'transformers_modules.configuration_deepseek.DeepseekV3Config'>: it's not the same object as transformers_modules.
    # configuration_deepseek.DeepseekV3Config" (CPython's pickle, Modules/_pickle.c save_global: the class found under
    # its name in the pickling process is another object, the dynamic module imported twice). vLLM pickles the model's
    # config into its worker and engine processes and registers remote-code configs to pickle by value
    # (transformers_utils/config.py::maybe_register_config_serialize_by_value, 0.6.x+); a path that missed it is the
    # release's (vllm#14966, fixed by vllm PR #14921 in 0.8.0). Another program's words: no vLLM message kind
    LogPattern(
        "remote_config_unpicklable", "message", FOREIGN_KIND,
        anchors=("Can't pickle <class 'transformers_modules.",),
        regex=_rx(r"Can't pickle <class '(?P<remote_class>transformers_modules\.[\w.-]{1,200})'>: it's not the same object"),
        end=LazyRegex(r"."),
        source="CPython Modules/_pickle.c (save_global); vllm/transformers_utils/config.py::"
               "maybe_register_config_serialize_by_value",
    ),
    # the OpenAI server answering a request with 500 and Python's own error wording: '{"error":{"message":"list index out
    # of range","type":"Internal Server Error",...,"code":500}}' (entrypoints/openai: an exception the handlers do not
    # expect becomes a 500 with its str(); vLLM's own request checks answer 400): vLLM's code failed on the request (the
    # path of a launch feature: speculative decoding's top_logprobs=0, vllm PR #30059)
    LogPattern(
        "server_internal_python_error", "message", FOREIGN_KIND,
        anchors=("Internal Server Error", "InternalServerError"),
        regex=_rx(r"[\"']message[\"']: ?[\"'](?P<internal_error>list index out of range|tuple index out of range|"
                  r"'[<>]=?' not supported between instances of '\w{1,80}' and '\w{1,80}'|'NoneType' object (?:has no "
                  r"attribute '\w{1,80}'|is not (?:subscriptable|iterable))|unsupported operand type\(s\) for [^\"'\n]{1,80}|"
                  r"division by zero|string indices must be integers[^\"'\n]{0,40})[\"'], ?[\"']type[\"']: ?[\"']"
                  r"Internal ?Server ?Error"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai (an unexpected exception answered as 500 with its str()); CPython's built-in "
               "error messages",
    ),
    # transformers' lazy model-type mapping rebuilt by pickle without its argument: "TypeError: _LazyConfigMapping.
    # __init__() missing 1 required positional argument: 'mapping'" (transformers/models/auto/configuration_auto.py:
    # CONFIG_MAPPING is a _LazyConfigMapping(mapping); pickle calls __init__ without it), raised in the spawned engine
    # core while it unpickles the launch's config (multiprocessing/spawn.py reduction.pickle.load): the model's own code
    # (remote code, or an out-of-tree model registered by the launcher) holds CONFIG_MAPPING where the config reaches
    # it (vllm#11055, vllm#50495)
    LogPattern(
        "lazy_config_mapping_unpickled", "message", FOREIGN_KIND,
        anchors=("_LazyConfigMapping.__init__() missing",),
        regex=_rx(r"_LazyConfigMapping\.__init__\(\) missing 1 required positional argument: 'mapping'"),
        end=LazyRegex(r"."),
        source="transformers/models/auto/configuration_auto.py (_LazyConfigMapping); CPython Lib/multiprocessing/"
               "spawn.py",
    ),
    # transformers' dynamic-module loader opening a module of a model's remote code among the Hub cache's blobs by its
    # file name ("FileNotFoundError: [Errno 2] No such file or directory: '.../hub/models--nvidia--Kimi-K2.6-NVFP4/blobs/
    # tool_declaration_ts.py'"): the cache stores blobs under their hashes and links the snapshot's file names to them
    # (huggingface_hub's cache layout), so a blob named like a module is a path the loader built wrongly, following a
    # snapshot's link into blobs/ and joining a relative import's name there (transformers 5.10-5.12's dynamic_module_
    # utils, fixed by transformers PR #46618; vllm#45647, transformers#46617)
    LogPattern(
        "hub_blob_module_missing", "message", FOREIGN_KIND,
        anchors=("/blobs/",),
        regex=_rx(r"No such file or directory: '[^'\n]{0,300}/blobs/(?P<module_file>[A-Za-z_][\w.-]{0,120}\.py)'"),
        end=LazyRegex(r"."),
        source="transformers/dynamic_module_utils.py (get_relative_imports / get_cached_module_file, 5.10-5.12); "
               "huggingface_hub's cache layout (blobs by hash, snapshots by name)",
    ),
    # the same keyword of vLLM's offline API named without its callable: "unexpected keyword argument 'prompt_token_ids'"
    # (LLM.generate's and LLM.encode's prompt_token_ids, removed in 0.10.2 by vllm PR #18800 in favour of TokensPrompt;
    # a title or a CI summary that quotes only the keyword): a harness or trainer written for an older vLLM
    LogPattern(
        "llm_prompt_token_ids_removed", "message", "dependency_version_mismatch",
        anchors=("unexpected keyword argument 'prompt_token_ids'",),
        regex=_rx(r"unexpected keyword argument '(?P<api_kwarg>prompt_token_ids)'"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/llm.py::LLM.generate (prompt_token_ids until 0.10.1, vllm PR #18800)",
    ),
    # CPython refusing a call whose arguments do not fit the callee's signature: "TypeError: varlen_fwd() takes 14
    # positional arguments but 15 were given" (IPEX's kernel under a vLLM written for another IPEX, vllm#11173),
    # "Glm4vProcessor.__init__() got multiple values for argument 'tokenizer'" (transformers' processor under vLLM's
    # call), "... missing 1 required positional argument: 'x'" (Objects/call.c, Python/ceval.c, Python/getargs.c): at
    # startup, two packages of releases not made together, the caller written for the callee's other signature
    LogPattern(
        "call_signature_mismatch", "message", "dependency_version_mismatch",
        # (and "... got multiple values for keyword argument 'tokens_only'": one keyword from two merged dicts, Ray
        # Serve LLM's FrontendArgs + EngineArgs under vLLM 0.11.1, ray#58973)
        # (and a keyword FlashInfer's kernel API does not take: "TypeError: trtllm_batch_decode_sparse_mla_dsv4() got an
        # unexpected keyword argument 'swa_topk_lens'": vLLM calls the FlashInfer its release pins (flashinfer/decode.py
        # trtllm_* functions, prefill.py / decode.py Batch*Wrapper.plan / run), and an image with another FlashInfer
        # lacks the keyword; other callables' unexpected keywords are read by the rows above)
        anchors=("positional argument", "got multiple values for argument", "got multiple values for keyword",
                 "got an unexpected keyword argument", "required keyword-only argument"),
        regex=_rx(r"(?:^|TypeError: )(?P<callee>[A-Za-z_][\w.]{0,120})\(\) (?:" + SIGNATURE_REFUSAL + r")"
                  r"|(?:^|TypeError: )(?P<callee_fi>(?:flashinfer\.[\w.]{1,100}|trtllm_\w{1,80}|Batch\w{1,60}Wrapper\.\w{1,20}))"
                  r"\(\) got an unexpected keyword argument '\w{1,80}'"),
        end=LazyRegex(r"."),
        source="CPython's TypeError for a call that does not fit the signature (Python/ceval.c, Objects/call.c)",
    ),
    # CPython's import of a name from a package it found as a namespace package, a directory with no __init__.py:
    # "ImportError: cannot import name 'AsyncLLMEngine' from 'vllm' (unknown location)" (Python/ceval.c import_from:
    # "(unknown location)" when the module has no __file__): a folder named vllm in the working directory or on
    # PYTHONPATH (a source checkout run from its parent, a project folder of that name) shadows the installed package
    LogPattern(
        "package_shadowed", "message", "dependency_version_mismatch",
        anchors=("(unknown location)",),
        regex=_rx(r"cannot import name '(?P<missing_name>\w{1,80})' from '(?P<shadowed_package>[A-Za-z_][\w.]{0,80})' "
                  r"\(unknown location\)"),
        end=LazyRegex(r"."),
        source="CPython Python/ceval.c import_from (a namespace package has no __file__); vllm-ascend#527",
    ),
    # pybind11's refusal of a call into a C++ binding whose overloads take other arguments: "TypeError: __init__():
    # incompatible constructor arguments. The following argument types are supported:\n 1. torch._C._distributed_c10d.
    # ProcessGroup(arg0: int, arg1: int)" (pybind11/pybind11.h, the overload dispatcher's error): torch's C++ classes
    # called as another torch release declares them
    LogPattern(
        "pybind_incompatible_arguments", "message", "dependency_version_mismatch",
        anchors=("incompatible constructor arguments", "incompatible function arguments"),
        regex=_rx(r"\w{1,80}\(\): incompatible (?:constructor|function) arguments"),
        fields=(_rx(r"\b1\. (?P<callee>(?:torch|vllm|flashinfer)[\w.]{0,120})\("),),
        end=_rx(r"(?:\)|Invoked with:[^\n]{0,400})$"),
        source="pybind11/pybind11.h (the overload dispatcher's TypeError), torch's C++ bindings",
    ),
    # a Triton kernel whose compiled configuration (its block sizes, num_stages) needs more shared memory per block than
    # the GPU has: "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 65792, Hardware
    # limit: 65536. Reducing block sizes or `num_stages` may help." (triton/runtime/errors.py::OutOfResources, raised
    # when the kernel is loaded; triton.runtime.autotuner.OutOfResources in Triton 2.x). The kernel's configuration
    # was not written for this GPU (an attention kernel's tiles on a GPU with 64 KiB per block: T4, RDNA, gfx1201), not
    # GPU memory: logs/builder.py names the kernel's file from the traceback
    LogPattern(
        "triton_shared_memory_exceeded", "message", "triton_shared_memory_exceeded",
        anchors=("out of resource: shared memory", "out of resource: uni_sram"),
        # (as Triton printed it: the exception's name or the figures; a reporter's bullet "→ `out of resource: shared
        # memory`" alone is a retelling, and the paste's printed error is read instead)
        # (and a vendor Triton backend's name for the same on-chip scratch memory: Kunlunxin's triton-xpu, "out of
        # resource: uni_sram", its compile's pass pipeline failing on it)
        regex=_rx(r"OutOfResources: out of resource: shared memory|out of resource: shared memory, ?Required: "
                  r"\d{1,9}|out of resource: (?P<triton_resource>uni_sram)\b"),
        fields=(_rx(r"out of resource: shared memory, ?Required: (?P<required_bytes>\d{1,9}), ?Hardware limit: "
                    r"(?P<limit_bytes>\d{1,9})"),),
        end=LazyRegex(r"."),
        source="triton/runtime/errors.py::OutOfResources (Triton 3.x; runtime/autotuner.py in 2.x)",
    ),
    # argparse's Namespace handed to vLLM's server code without an attribute that release's parser adds: "AttributeError:
    # 'Namespace' object has no attribute 'disable_fastapi_docs'" (entrypoints/openai/api_server.py::build_app reads
    # args.disable_fastapi_docs, 0.6+): a script that builds the arguments itself (or a framework's parser) for
    # another vLLM release than the one installed
    LogPattern(
        "namespace_attribute_missing", "message", "dependency_version_mismatch",
        anchors=("'Namespace' object has no attribute",),
        regex=_rx(r"'Namespace' object has no attribute '(?P<namespace_attribute>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="CPython's AttributeError on argparse.Namespace; vllm/entrypoints/openai/api_server.py (build_app, "
               "init_app_state read the parsed arguments)",
    ),
    # msgspec refusing a keyword its Struct does not define: "TypeError: Unexpected keyword argument 'use_beam_search'"
    # (msgspec/_core.c, Struct's __init__; CPython's own wording is "... got an unexpected keyword argument ...").
    # vLLM's SamplingParams is a msgspec.Struct (vllm/sampling_params.py, 0.5.5-0.34.0; so are PoolingParams and
    # LoRARequest): code written for another vLLM passes a field this release does not have (use_beam_search, 0.5.5-0.6.2;
    # structured_outputs from 0.11.0, guided_decoding before), FastChat#3600, xinference#4141
    LogPattern(
        "msgspec_unexpected_kwarg", "message", "dependency_version_mismatch",
        anchors=("Unexpected keyword argument '",),
        # (capitalised as msgspec writes it, after anything but an ASCII word: a title's "...导致报错Unexpected ...")
        regex=LazyRegex(r"(?<![A-Za-z0-9_])Unexpected keyword argument '(?P<unexpected_kwarg>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="msgspec/_core.c (Struct.__init__'s TypeError); vllm/sampling_params.py::SamplingParams(msgspec.Struct)",
    ),
    # vLLM's gpt-oss MXFP4 path importing OpenAI's triton_kernels package (matmul_ogs, routing, swiglu) in a try and
    # logging "Failed to import Triton kernels. Please make sure your triton version is compatible." (model_executor/
    # layers/fused_moe/gpt_oss_triton_kernels_moe.py, quantization/utils/mxfp4_utils.py): a triton_kernels of another
    # Triton commit than the one vLLM's code was written against (triton_kernels.routing removed upstream)
    LogPattern(
        "triton_kernels_import_failed", "message", "dependency_version_mismatch",
        anchors=("Failed to import Triton kernels",),
        regex=_rx(r"Failed to import Triton kernels\. Please make sure your triton version is compatible"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/layers/fused_moe/gpt_oss_triton_kernels_moe.py (logger.error in the import's try)",
    ),
    # Ray refusing a process whose Ray differs from the cluster's: "RuntimeError: Version mismatch: The cluster was
    # started with:\n    Ray: 2.43.0\n    Python: 3.12.9\nThis process on node 10.0.0.2 was started with:\n    Ray:
    # 2.44.1\n ..." (ray/_private/utils.py::check_version_info, raised when ray.init connects): vLLM's Ray executor
    # (--distributed-executor-backend ray, multi-node) on nodes or a driver with another Ray than the head's
    LogPattern(
        "ray_version_mismatch", "message", "dependency_version_mismatch",
        anchors=("Version mismatch: The cluster was started with",),
        regex=_rx(r"Version mismatch: The cluster was started with"),
        fields=(_rx(r"Version mismatch: The cluster was started with: ?Ray: (?P<ray_cluster_version>\d{1,3}\.\d{1,3}"
                    r"\.\d{1,3})"),),
        end=_rx(r"(?:was started with:|Ray: \d{1,3}\.\d{1,3}\.\d{1,3})$"),
        source="ray/_private/utils.py::check_version_info (Ray's driver / worker version check)",
    ),
    # any other callable refusing a keyword at startup: "TypeError: split_module() got an unexpected keyword argument
    # 'tuple_return'" (vLLM's compile backend calling torch.fx's split_module of a torch that lacks the keyword),
    # "Scheduler.__init__() got an unexpected keyword argument 'hash_block_size'" (a platform plugin's scheduler under
    # another vLLM): CPython's TypeError (Python/getargs.c, Objects/call.c) when the caller was written for the callee's
    # other release. Weak (logs/builder.py _WEAK_MESSAGES): the rows above name the callee's package when they know it,
    # and any other failure read in the paste is the cause before this one
    LogPattern(
        "unexpected_kwarg_any", "message", "dependency_version_mismatch",
        anchors=("got an unexpected keyword argument",),
        regex=_rx(r"(?<![\w.])(?P<callee>[A-Za-z_][\w]{0,80}(?:\.[A-Za-z_][\w]{0,60}){0,3})\(\) got an unexpected "
                  r"keyword argument '(?P<unexpected_kwarg>\w{1,80})'"),
        end=LazyRegex(r"."),
        source="CPython's TypeError for a keyword the callee does not define (Python/getargs.c, Objects/call.c)",
    ),
    # an object defined inside a function that must cross to another process: "Can't pickle local object
    # 'patch_vllm_compute_dtype.<locals>.BitsAndBytesConfig'" (CPython's pickle refusing a qualified name with
    # "<locals>", Lib/pickle.py save_global / Modules/_pickle.c), and its counterpart on the receiving side "Can't get
    # local object '...'" / "Can't get local attribute". vLLM's V1 engine core (v1/engine/core_client.py, its own
    # process by default from 0.8, VLLM_ENABLE_V1_MULTIPROCESSING) and its multiprocessing workers receive the engine's
    # config pickled: a class or function a framework defined locally (a patch of vLLM's config, a callback) cannot
    # travel. Weak: any other failure in the paste is the cause before it
    LogPattern(
        "local_object_unpicklable", "message", "dependency_version_mismatch",
        anchors=("<locals>",),
        regex=_rx(r"Can't (?:pickle|get) local (?:object|attribute) '?[\w.]{0,120}<locals>"),
        fields=(_rx(r"Can't (?:pickle|get) local (?:object|attribute) '?(?P<local_object>[\w.]{0,120}<locals>"
                    r"(?:\.[\w<>]{1,80}){1,6})"),),
        end=LazyRegex(r"."),
        source="CPython's pickle (Lib/pickle.py save_global, Modules/_pickle.c: Can't pickle local object); "
               "vllm/v1/engine/core_client.py (the engine core's process)",
    ),
    # a CUDA library that fails on this GPU / CUDA: FlashInfer's fp8 batched GEMM through cuBLASLt, "bmm_fp8_internal_
    # cublaslt failed: <cublasGetStatusString>" (flashinfer csrc/bmm_fp8.cu, TORCH_CHECK, later TVM_FFI_ICHECK: "Check
    # failed: (status == CUBLAS_STATUS_SUCCESS) is false: bmm_fp8_internal_cublaslt failed: the library was not
    # initialized"): the cuBLAS the process loaded does not run this fp8 GEMM on this GPU (vllm#30324: a CUDA 13 host,
    # GB10 sm_121, a vLLM built for another CUDA)
    LogPattern(
        "cuda_library_mismatch", "message", "cuda_library_mismatch",
        anchors=("bmm_fp8_internal_cublaslt failed",),
        regex=_rx(r"bmm_fp8_internal_cublaslt failed"),
        fields=(_rx(r"bmm_fp8_internal_cublaslt failed: ?(?P<cublas_status>[a-z][a-z ]{2,60}[a-z])"),),
        end=LazyRegex(r"."),
        source="flashinfer csrc/bmm_fp8.cu::bmm_fp8 (FlashInfer's fp8 GEMM, used by vLLM's FlashInfer paths)",
    ),
    # a request's prompt longer than the length the engine was started with, refused when it arrives: "The decoder
    # prompt (length 3353) is longer than the maximum model length of 2560." (V0 engine/llm_engine.py and V1
    # v1/engine/processor.py ::_validate_model_input(s), 0.6.4+; v1/engine/input_processor.py from 0.22, which also
    # refuses a prompt of exactly max_model_len, "... plus the number of requested output tokens (at least 1) is longer
    # than ..."), V1's first wording "Prompt length of 2048 is longer than the maximum model length of 2048." (0.7.1-0.8.3,
    # refused from prompt_len >= max_model_len), V0's scheduler warning "Input prompt (6768 tokens) is too long and
    # exceeds limit of 4096" (core/scheduler.py, 0.2-0.10: the request is ignored; the limit is max_model_len, or
    # max_num_batched_tokens when smaller and chunked prefill is off), and the OpenAI server's "This model's maximum
    # context length is 4096 tokens. However, you requested 5000 tokens" (entrypoints/openai/serving_engine.py): the
    # launch's --max-model-len (a framework's max_prompt_length + max_response_length) is below the prompts it is sent
    LogPattern(
        "prompt_over_max_model_len", "message", "vllm_check_failed",
        anchors=("longer than the maximum model length", "exceeds limit of", "maximum context length is",
                 "context length is only",
                 "maximum context length (", "prompt (length", "too long to fit into the model"),
        regex=_rx(r"(?:The (?:decoder|encoder) prompt \(length \d{1,9}\)(?: plus the number of requested output tokens "
                  r"\(at least 1\))?|Prompt length of \d{1,9}) is longer than the maximum model length of \d"
                  # (its head alone where a reporter cut the rest: "The decoder prompt (length 4926) is longer than
                  # ...", QwenLM/Qwen3-Omni#122; no other message of vLLM's opens so; V1's first wording cut or retyped
                  # without its "of", "... the maximum model length 10000.", QwenLM/Qwen3-VL#946)
                  r"|The (?:decoder|encoder) prompt \(length \d{1,9}\) is longer than ?(?:\.{3}|\u2026|$)"
                  r"|Prompt length of \d{1,9} is longer than the maximum model length ?(?:\d|\.{3}|\u2026|$)"
                  # V1's multimodal wording of 0.6-0.8.3: "The prompt (total length 43698) is too long to fit into the
                  # model (context length 32768). Make sure that `max_model_len` is no smaller than the number of text
                  # tokens plus multimodal tokens." (v1/engine/processor.py::Processor._validate_model_inputs)
                  r"|The prompt \(total length \d{1,9}\) is too long to fit into the model \(context length \d"
                  r"|Input prompt \(\d{1,9} tokens\) is too long and exceeds limit of \d"
                  # 0.16.0-0.17.1's wording (renderers/params.py::TokenizeParams._token_len_check): "You passed 513
                  # input tokens and requested 0 output tokens. However, the model's context length is only 512 tokens,
                  # resulting in a maximum input length of 512 tokens."
                  r"|You passed \d{1,9} input (?:tokens|characters) and requested \d{1,9} output tokens\. ?However, "
                  r"the model's context length is only \d"
                  r"|maximum context length is \d{1,9} tokens(?:\.? ?However, (?:you requested|your (?:prompt contains|"
                  r"request has)) \d| and your request has \d)"
                  r"|(?:cannot be greater than the|exceeds) model's maximum context length \(\d"),
        fields=(_rx(r"You passed (?P<prompt_len>\d{1,9}) input tokens and requested (?P<output_tokens>\d{1,9}) output "
                    r"tokens\. ?However, the model's context length is only (?P<max_model_len>\d{1,9}) tokens"),
                _rx(r"prompt \(length (?P<prompt_len>\d{1,9})\)[^\n]{0,90}? maximum model length of "
                    r"(?P<max_model_len>\d{1,9})"),
                _rx(r"The (?:decoder|encoder) prompt \(length (?P<prompt_len>\d{1,9})\) is longer than"),
                _rx(r"Prompt length of (?P<prompt_len>\d{1,9}) is longer than the maximum model length "
                    r"(?P<max_model_len>\d{1,9})"),
                _rx(r"The prompt \(total length (?P<prompt_len>\d{1,9})\) is too long to fit into the model \(context "
                    r"length (?P<max_model_len>\d{1,9})\)"),
                _rx(r"Prompt length of (?P<prompt_len>\d{1,9}) is longer than the maximum model length of "
                    r"(?P<max_model_len>\d{1,9})"),
                _rx(r"Input prompt \((?P<prompt_len>\d{1,9}) tokens\) is too long and exceeds limit of "
                    r"(?P<max_model_len>\d{1,9})"),
                _rx(r"maximum context length is (?P<max_model_len>\d{1,9}) tokens\.? ?However, you requested "
                    r"(?P<requested_tokens>\d{1,9}) tokens"),
                # the OpenAI server's later wordings (serving.py / renderers/params.py; vllm_raises.json): "... is 4096
                # tokens. However, you requested 1024 output tokens and your prompt contains at least 3073 input tokens,
                # for a total of at least 4097 tokens" (0.18+), "... your prompt contains N input tokens, which exceeds"
                # (0.32+), "'max_tokens' or 'max_completion_tokens' is too large: N. This model's maximum context length
                # is M tokens and your request has K input tokens" (0.10.1-0.17), "'max_tokens' (N) cannot be greater
                # than the model's maximum context length (M)" (0.14-0.15), "Input length (N) exceeds model's maximum
                # context length (M)" (0.18+)
                _rx(r"maximum context length is (?P<max_model_len>\d{1,9}) tokens"),
                _rx(r"maximum context length \((?P<max_model_len>\d{1,9})"),
                _rx(r"you requested (?P<output_tokens>\d{1,9}) output tokens"),
                _rx(r"(?:your prompt contains (?:at least )?|your request has |Input length \()(?P<prompt_len>\d{1,9})"
                    r"(?: input tokens|\) exceeds)"),
                _rx(r"'max_tokens' (?:or 'max_completion_tokens' is too large: |\()(?P<output_tokens>\d{1,9})"),
                _rx(r"for a total of (?:at least )?(?P<requested_tokens>\d{1,9}) tokens")),
        end=LazyRegex(r"."),
        source="vllm/v1/engine/input_processor.py::InputProcessor._validate_prompt_len (0.22+), v1/engine/processor.py, "
               "engine/llm_engine.py::_validate_model_input, core/scheduler.py (V0 prompt_limit), "
               "entrypoints/openai/serving_engine.py",
    ),
    # a request whose max_tokens is not positive: "ValueError: max_tokens must be at least 1, got 0." / "got -239."
    # (sampling_params.py::SamplingParams._verify_args, 0.2.0-0.34): a caller that sets max_tokens to the length left
    # after the prompt (max_model_len - prompt tokens: RL frameworks' rollouts, agents) leaves none when the prompt fills
    # or passes the engine's max_model_len
    LogPattern(
        "max_tokens_not_positive", "message", "vllm_check_failed",
        anchors=("max_tokens must be at least 1",),
        regex=_rx(r"max_tokens must be at least 1, got (?P<max_tokens_got>-?\d{1,9})\b"),
        end=LazyRegex(r"."),
        source="vllm/sampling_params.py::SamplingParams._verify_args (0.2.0-0.34.0)",
    ),
    # a CUTLASS kernel's architecture guard in vLLM's build (csrc/cutlass_extensions/common.hpp enable_sm90_only /
    # enable_sm100_only / enable_sm120_only: the kernel body runs only on that exact __CUDA_ARCH__, else it prints "This
    # kernel only supports sm120." and traps, and the launch fails as cudaErrorLaunchFailure): code built for this GPU's
    # architecture (a build's arch list with 12.1 for DGX Spark) holding a kernel whose guard is another's
    LogPattern(
        "cutlass_arch_guard_trap", "message", "quantization_kernel_bug",
        anchors=("This kernel only supports sm",),
        regex=_rx(r"This kernel only supports sm_?(?P<kernel_sm>\d{2,3})[a-z]?\b"),
        end=LazyRegex(r"."),
        source="vllm csrc/cutlass_extensions/common.hpp (enable_smXX_only kernel guards)",
    ),
    # vllm-flash-attn asked to run with no FlashAttention version: "ValueError: Unsupported FA version: None"
    # (vllm/vllm_flash_attn/flash_attn_interface.py, the version vLLM picked with get_flash_attn_version(), None below
    # compute capability 8.0): V1's FlashAttention backend on a Volta / Turing GPU, the release's assert skipped
    LogPattern(
        "fa_version_none", "message", "vllm_check_failed",
        anchors=("Unsupported FA version",),
        regex=_rx(r"Unsupported FA version: None"),
        end=LazyRegex(r"."),
        source="vllm/vllm_flash_attn/flash_attn_interface.py (fa_version None: vllm/attention/utils/fa_utils.py)",
    ),
    # ROCm's AITER MLA decode kernel has metadata for 16 and 128 heads a GPU only: "Aiter MLA only supports 16 or 128
    # number of heads.\nProvided 32 number of heads.\nTry adjusting tensor_parallel_size value."
    # (v1/attention/backends/mla/rocm_aiter_mla.py::AiterMLAImpl.__init__, 0.9.0-0.17.1): DeepSeek's 128 heads at TP 4
    LogPattern(
        "aiter_mla_heads", "message", "vllm_check_failed",
        anchors=("Aiter MLA only supports",),
        regex=_rx(r"Aiter MLA only supports 16 or 128 number of heads"),
        fields=(_rx(r"Provided (?P<num_attention_heads>\d{1,4}) number of heads"),),
        end=_rx(r"tensor_parallel_size value\.?$"),
        source="vllm/v1/attention/backends/mla/rocm_aiter_mla.py::AiterMLAImpl.__init__ (0.9.0-0.17.1)",
    ),
    # Ray data parallelism's master address that vLLM could not work out: "AssertionError: The DP master node (ip:
    # 0.0.0.0) is missing or dead" (v1/engine/utils.py::_dp_nodes_master_first / CoreEngineActorManager, 0.10-0.33):
    # the driver's own address is get_ip()'s, which falls back to 0.0.0.0 when it cannot find one ("Failed to get the IP
    # address, using 0.0.0.0 by default"), and no Ray node has that address. Only the fallback address: another address
    # missing is a node that left the cluster (the raise table's generic reading)
    LogPattern(
        "dp_master_ip_unknown", "message", "vllm_check_failed",
        anchors=("The DP master node (ip: 0.0.0.0)",),
        regex=_rx(r"The DP master node \(ip: 0\.0\.0\.0\) is missing or dead"),
        end=LazyRegex(r"."),
        source="vllm/v1/engine/utils.py (Ray DP: the master node's IP from get_ip(), 0.0.0.0 when undetected)",
    ),
    # Ray's nodes reporting fewer addresses than there are nodes: "Every node should have a unique IP address. Got 6
    # nodes with node ids [...] and 1 unique IP addresses {'10.2.104.70'}. ... If you set VLLM_HOST_IP environment
    # variable, make sure it is unique for each node." (executor/ray_utils.py / v1/executor/ray_utils.py
    # initialize_ray_cluster's check, 0.4.1-0.33): each worker reports get_ip(), which VLLM_HOST_IP overrides, so one
    # address exported into every node's environment (a launcher copying the head's) makes them all the head. Also
    # quoted with its middle elided ("Every node should have a unique IP address ... 1 unique IP addresses {...}").
    # Read only where the paste names VLLM_HOST_IP besides the message's own advice (logs/builder.py _ROW_GATES): two
    # containers of one host on the host's network join Ray with one address as well (the raise table's reading)
    LogPattern(
        "ray_nodes_one_ip", "message", "vllm_check_failed",
        anchors=("Every node should have a unique IP address",),
        regex=_rx(r"Every node should have a unique IP address"),
        fields=(_rx(r"(?P<unique_ips>\d{1,4}) unique IP addresses"),),
        end=_rx(r"(?:unique IP addresses \{[^}\n]{0,400}\}\.?|unique for each node\.?)$"),
        source="vllm/executor/ray_utils.py, v1/executor/ray_utils.py (initialize_ray_cluster / RayDistributedExecutor "
               "node-IP check)",
    ),
    # a request naming a model the server does not serve: 'The model `X` does not exist.' (HTTP 404, NotFoundError:
    # entrypoints/openai/serving_engine.py::OpenAIServing._check_model, 0.3.2-0.33; serve/engine/serving.py in 0.34):
    # the server answers to the names it was started with (--served-model-name, else --model as given) and to the
    # LoRA adapters it loaded; the server itself is up
    LogPattern(
        "model_name_not_served", "message", "vllm_check_failed",
        anchors=("does not exist.",),
        regex=_rx(r"The model [`'\"](?P<requested_model>[^`'\"\n]{1,200})[`'\"] does not exist\."),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/serving_engine.py::OpenAIServing._check_model (0.3.2-0.33.0), "
               "vllm/entrypoints/serve/engine/serving.py (0.34.0)",
    ),
    # vLLM's paged-attention CUDA kernels refusing the launch's --block-size: TORCH_CHECK(false, "Unsupported block
    # size: ", block_size) in csrc/attention/paged_attention_v1.cu / v2.cu, compiled for block sizes 8, 16 and 32 only
    # ("we omitted block sizes 1, 2, 4, 64, 128, 256" to save compile time): a launch with --block-size 64 or 128 on a
    # path that runs them (V0's XFormers / ROCm backends, the CPU's own copy)
    LogPattern(
        "paged_attention_block_size", "message", "vllm_check_failed",
        anchors=("Unsupported block size",),
        regex=_rx(r"Unsupported block size: ?(?P<block_size>\d{1,4})\b"),
        end=LazyRegex(r"."),
        source="csrc/attention/paged_attention_v1.cu, paged_attention_v2.cu (CALL_V1_LAUNCHER_BLOCK_SIZE)",
    ),
    # the async engine built from EngineArgs where it takes AsyncEngineArgs: "'EngineArgs' object has no attribute
    # 'disable_log_requests'" (AsyncLLMEngine.from_engine_args reads the fields only AsyncEngineArgs adds:
    # engine/arg_utils.py, engine_use_ray / disable_log_requests / max_log_len in 0.4.x, disable_log_requests to 0.10,
    # enable_log_requests after): a script's construction, not vLLM's check
    LogPattern(
        "engine_args_not_async", "message", FOREIGN_KIND,
        anchors=("object has no attribute",),
        regex=_rx(r"'EngineArgs' object has no attribute '(?P<async_engine_field>engine_use_ray|disable_log_requests|"
                  r"max_log_len|enable_log_requests)\b'?"),
        end=LazyRegex(r"."),
        source="vllm/engine/arg_utils.py (AsyncEngineArgs' own fields), vllm/engine/async_llm_engine.py / "
               "vllm/v1/engine/async_llm.py (from_engine_args)",
    ),
    # the server's default sampling parameters taken from the model's generation_config.json: "Default sampling
    # parameters have been overridden by the model's Hugging Face generation config recommended from the model
    # creator. If this is not intended, please relaunch vLLM instance with `--generation-config vllm`." (config.py,
    # --generation-config auto is the default from 0.8.0; 0.7.x's None read no file) and the front-end's "Using default
    # chat sampling params from model: {...}" (serving_chat.py / serving_completion.py): a reading, not a failure
    LogPattern(
        "generation_config_defaults", "message", FOREIGN_KIND,
        anchors=("Default sampling parameters have been overridden", "sampling params from model:"),
        regex=_rx(r"Default sampling parameters have been overridden by the model's (?:Hugging Face )?generation config"
                  r"|Using default (?:chat |completion |transcription |translation )?sampling params from model: ?\{"),
        end=LazyRegex(r"."),
        source="vllm/config.py (ModelConfig.get_diff_sampling_param's warning, 0.8.0+), "
               "vllm/entrypoints/openai/serving_chat.py / serving_completion.py",
    ),
    # a request refused by the server's API-key check: uvicorn's access line '"POST /v1/chat/completions HTTP/1.1" 401
    # Unauthorized', or the body a client prints ("Error code: 401 - {'error': 'Unauthorized'}"): vLLM's OpenAI server,
    # started with --api-key or VLLM_API_KEY in its environment, answers 401 {"error": "Unauthorized"} to a request
    # under /v1 without "Authorization: Bearer <key>" (entrypoints/openai/api_server.py's authentication middleware,
    # 0.4-0.2x: token = VLLM_API_KEY or --api-key; entrypoints/serve/middleware/authenticate.py from 0.2x: --api-key
    # first, /v1 /v2 /inference /cohere guarded)
    LogPattern(
        "api_key_unauthorized", "message", "vllm_check_failed",
        anchors=("Unauthorized",),
        regex=_rx(r"\"(?:GET|POST|PUT|DELETE|PATCH) (?P<request_path>/[^\s\"]{0,200}) HTTP/\d(?:\.\d)?\" 401\b"
                  r"|Error code: 401 - \{['\"]error['\"]: ?['\"]Unauthorized['\"]\}"
                  r"|^\{ ?['\"]error['\"]: ?['\"]Unauthorized['\"] ?\}$"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/api_server.py (authentication middleware, 0.4.0+), "
               "vllm/entrypoints/serve/middleware/authenticate.py::AuthenticationMiddleware",
    ),
    # a request to a route the server lacks, answered 404 Not Found by the web framework (no vLLM message: kind None):
    # uvicorn's access line '"POST /v1/chat/completions HTTP/1.1" 404 Not Found', FastAPI's body {"detail":"Not Found"}
    # (a path no route holds), also /generate, which only the demo server has. vLLM's demo server
    # (python -m vllm.entrypoints.api_server: /health and /generate only, 0.1-0.34) has no /v1 routes at all; the
    # OpenAI server registers a task's routes only where the model serves the task (entrypoints/openai/api_server.py
    # from 0.10), and a release without an API has no route for it
    LogPattern(
        "route_not_found", "message", FOREIGN_KIND,
        anchors=("404 Not Found", "Not Found"),
        regex=_rx(r"\"(?:GET|POST|PUT|DELETE|PATCH) (?P<request_path>/(?:v1/[^\s\"]{0,200}|generate)) HTTP/\d(?:\.\d)?\" "
                  r"404\b"
                  r"|\{ ?['\"]detail['\"]: ?['\"]Not Found['\"] ?\}"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/api_server.py (the demo server's routes), vllm/entrypoints/openai/api_server.py",
    ),
    # an embedding request asking for output dimensions from a model whose config declares no Matryoshka training:
    # 'Model "bge-m3" does not support matryoshka representation, changing output dimensions will lead to poor results.'
    # (pooling_params.py::PoolingParams._set_default_parameters, 0.8.4-0.25.1; "Model X does not support Matryoshka
    # embeddings; dimensions must be unset" 0.26+): vLLM reads the config's is_matryoshka / matryoshka_dimensions
    LogPattern(
        "matryoshka_unsupported", "message", "vllm_check_failed",
        anchors=("does not support matryoshka representation", "does not support Matryoshka embeddings"),
        regex=_rx(r"does not support (?:matryoshka representation|Matryoshka embeddings)"),
        fields=(_rx(r"Model \\?\"?(?P<pooling_model>[^\"\\\n]{1,200}?)\\?\"? does not support (?:matryoshka|Matryoshka)"),),
        end=LazyRegex(r"."),
        source="vllm/pooling_params.py::PoolingParams._set_default_parameters (0.8.4-0.34.0)",
    ),
    # a request option the release does not implement: "dimensions is currently not supported" (the embeddings
    # server before 0.8.4; pooling/pooling/serving.py in 0.20+), "base64 encoding is not currently supported" (the
    # embeddings server of 0.4.x-0.5.0, while the OpenAI SDK asks for base64 by default)
    LogPattern(
        "request_option_unsupported", "message", "vllm_check_failed",
        # (and a chat message's content part of a type the release's parser does not implement: "NotImplementedError:
        # Unknown part type: file" (entrypoints/chat_utils.py::_parse_chat_message_content_part, 0.5-0.34): a client
        # sending OpenAI's newer part types, file or input_file, openwiki#63)
        anchors=("is currently not supported", "is not currently supported", "Unknown part type: "),
        # (and the completions endpoint's refusal of a fill-in-the-middle `suffix`, "suffix is not currently
        # supported", entrypoints/openai/serving_completion.py::OpenAIServingCompletion.create_completion 0.11.0,
        # entrypoints/serve/render/serving.py 0.20.1: no launch setting lifts it)
        regex=_rx(r"\bdimensions is currently not supported|\bbase64 encoding is not currently supported"
                  r"|\bsuffix is not currently supported"
                  r"|Unknown part type: \w{1,40}"),
        fields=(_rx(r"\b(?P<request_option>dimensions|base64|suffix)(?: encoding)? is (?:currently not|not currently) "
                    r"supported"),
                _rx(r"Unknown part type: (?P<content_part_type>\w{1,40})")),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/serving_embedding.py (dimensions before 0.8.4, base64 in 0.4-0.5), "
               "vllm/entrypoints/pooling/pooling/serving.py::ServingPooling._verify_pooling_task (0.20+), "
               "vllm/entrypoints/chat_utils.py::_parse_chat_message_content_part, "
               "vllm/entrypoints/openai/serving_completion.py (suffix, 0.11.0), "
               "vllm/entrypoints/serve/render/serving.py (suffix, 0.20.1)",
    ),
    # an audio file above the speech-to-text server's limit: "Maximum file size exceeded (parameter=audio_filesize_mb,
    # value=27.963909149169922)" (entrypoints/openai/speech_to_text.py, run_batch.py::_raise_audio_filesize_limit in
    # 0.14+): the limit is the environment's VLLM_MAX_AUDIO_CLIP_FILESIZE_MB (envs.py, 25 MB by default)
    LogPattern(
        "audio_filesize_exceeded", "message", "vllm_check_failed",
        anchors=("parameter=audio_filesize_mb",),
        regex=_rx(r"Maximum file size exceeded \(parameter=audio_filesize_mb, value=(?P<audio_filesize_mb>\d{1,6}(?:\.\d{1,20})?)"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/speech_to_text.py (VLLM_MAX_AUDIO_CLIP_FILESIZE_MB, vllm/envs.py)",
    ),
    # a chat request the model's chat template refuses while vLLM renders it (the template's own raise_exception, in
    # tokenizer_config.json's chat_template): Mistral's and Llama 2's "Conversation roles must alternate
    # user/assistant/user/assistant/..." (Mistral v0.3: "After the optional system message, conversation roles must
    # alternate ..."), Gemma's "System role not supported"; vLLM answers 400 ("Error in applying chat template from
    # request: ...", entrypoints/openai/serving_chat.py): the template the launch serves with takes no system message
    # or no two turns of one role in a row, and the client sends them. Qwen3's, Qwen3.5's and Qwen3.6's templates raise
    # "System message must be at the beginning." (a system message after the first: an agent's second system prompt),
    # "Unexpected message role." (a role outside system / user / assistant / tool: OpenAI's newer "developer") and "No
    # user query found in messages." (no user turn at all)
    LogPattern(
        "chat_template_roles_refused", "message", "vllm_check_failed",
        # (and the Mistral tokenizer's own check of the conversation, under --tokenizer-mode mistral: mistral_common's
        # MistralRequestValidator._validate_message_order raises InvalidMessageStructureException("Unexpected role
        # 'user' after role 'tool'"); its older releases take only an assistant or a tool message after a tool result)
        anchors=("roles must alternate", "System role not supported", "System message must be at the beginning",
                 "Unexpected message role", "No user query found in messages", "Unexpected role '"),
        regex=_rxi(r"conversation roles must alternate user/assistant|System role not supported|System message must "
                   r"be at the beginning|Unexpected message role\.|No user query found in messages"
                   r"|Unexpected role '\w{1,20}' after role '\w{1,20}'"),
        end=LazyRegex(r"."),
        source="the models' chat templates (tokenizer_config.json chat_template: raise_exception), rendered by "
               "vllm/entrypoints/chat_utils.py::apply_hf_chat_template, refused as 400 by "
               "entrypoints/openai/serving_chat.py",
    ),
    # a request field the server's release does not take: pydantic's "Extra inputs are not permitted" (type
    # extra_forbidden, pydantic v2; v1: "extra fields not permitted") over vLLM's OpenAI request models, which forbade
    # unknown fields (entrypoints/openai/protocol.py OpenAIBaseModel, model_config extra="forbid"): the client (an SDK, a
    # framework) sends a field this release has no name for (max_completion_tokens, stream_options, tool_choice ...)
    LogPattern(
        "request_field_unknown_to_release", "message", "dependency_version_mismatch",
        anchors=("extra_forbidden", "Extra inputs are not permitted", "extra fields not permitted"),
        # (the error list as vLLM's 400 quotes it, "[{'type': 'extra_forbidden', 'loc': ('body', 'stream_options'),
        # ...}]" with or without escaped quotes, and pydantic's own rendering, "functions\n  Extra inputs are not
        # permitted [type=extra_forbidden, ...]"; pydantic v1's "extra fields not permitted (type=value_error.extra)")
        regex=_rx(r"\\?'type\\?': \\?'extra_forbidden\\?'|Extra inputs are not permitted \[type=extra_forbidden"
                  r"|extra fields not permitted \(type=value_error\.extra\)"),
        # (the field is the location's last name: "('body', 'messages', 2, 'typed-dict', 'sender')")
        fields=(_rx(r"'loc': \('body'(?:, (?:\d{1,4}|'[\w-]{1,60}')){0,8}?, '(?P<request_field>\w{1,60})'\), 'msg': "
                    r"'Extra inputs"),
                _rx(r"(?:\\n|^)(?P<request_field>\w{1,60})(?:\\n|\n)\s{0,4}Extra inputs are not permitted")),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/protocol.py OpenAIBaseModel (model_config extra='forbid'), pydantic's "
               "extra_forbidden",
    ),
    # a response looked up by id on a server that keeps none: "Response with id 'resp_...' not found."
    # (entrypoints/openai/serving_responses.py, responses/serving.py::_make_not_found_error, 404) for a request's
    # previous_response_id or GET /v1/responses/{id}: vLLM stores responses only with VLLM_ENABLE_RESPONSES_API_STORE=1
    # in the server's environment (vllm/envs.py, default 0; "store" is ignored otherwise), so a client chaining turns
    # by previous_response_id (LiteLLM's chat UI, OpenAI's Agents SDK) finds nothing from the second turn on
    LogPattern(
        "responses_store_disabled", "message", "vllm_check_failed",
        anchors=("Response with id",),
        regex=_rx(r"Response with id \\?'(?:resp_)?[\w.-]{1,120}\\?' not found"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/responses/serving.py::_make_not_found_error; vllm/envs.py "
               "VLLM_ENABLE_RESPONSES_API_STORE (0.10.0-0.34)",
    ),
    # a request VALUE the server's release does not take: pydantic's literal_error over vLLM's request models, as vLLM's
    # 400 quotes the error list ("{'type': 'literal_error', 'loc': ('body', 'messages', 1, 'role'), 'msg': \"Input
    # should be 'user' or 'assistant'\", 'input': 'system', ...}": the Anthropic endpoint of 0.20.1 and Claude Code's
    # system messages, vllm#44000) or as pydantic renders it over the chat content parts vLLM validates
    # ("0.ChatCompletionContentPartTextParam.type\n  Input should be 'text' [type=literal_error,
    # input_value='output_text', ...]", entrypoints/chat_utils.py's content-part models): the client sends a role,
    # content-part or block type (output_text, thinking) of a newer or another API than the release's models take
    LogPattern(
        "request_value_unknown_to_release", "message", "dependency_version_mismatch",
        anchors=("literal_error",),
        regex=_rx(r"\\?'type\\?': \\?'literal_error\\?', \\?'loc\\?': \('body'"
                  r"|ContentPart\w{0,40}Param\.type(?:\\n|\n|\s){1,4}Input should be [^\n\[]{1,200}\[type=literal_error"),
        fields=(_rx(r"'loc': \('body'(?:, (?:\d{1,4}|'[\w\[\]-]{1,60}')){0,8}?, '(?P<request_field>\w{1,60})'\), "
                    r"'msg': \\?[\"']Input should be [^\n]{0,200}?'input': \\?'(?P<request_value>[\w-]{1,60})"),
                _rx(r"\[type=literal_error, input_value=\\?'(?P<request_value>[\w-]{1,60})")),
        end=LazyRegex(r"."),
        source="pydantic's literal_error over vllm/entrypoints/openai/protocol.py and anthropic/protocol.py request "
               "models, and the chat content parts of entrypoints/chat_utils.py",
    ),
    # a chat request asking for tool calls from a server started without a tool-call parser, refused when it arrives:
    # '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set' (entrypoints/openai/
    # serving_chat.py::OpenAIServingChat.create_chat_completion, 0.6.0-0.33; renderers/online_renderer.py in 0.34),
    # and for tool_choice "required" or a named function 'tool_choice="required" requires --tool-call-parser to be set'
    # (the same places, where that check exists): an error response (HTTP 400), the server itself up
    LogPattern(
        "auto_tool_choice_not_enabled", "message", "vllm_check_failed",
        anchors=("tool choice requires", "requires --tool-call-parser"),
        # (its head alone where a title or a chat window cut the rest: '"auto" tool choice requires
        # --enable-auto-tool-choice and -', no other message of vLLM's opens so)
        # (and a head cut inside the flag, where a client's error box truncated vLLM's body: '"auto" tool choice
        # requires --enable-auto-tool-ch', mcp-assist#21)
        # (and quoted without its opening "auto": 'tool choice requires --enable-auto-tool-choice and
        # --tool-call-parser to be set', cherry-studio#3689)
        regex=_rx(r"(?:\\?\"?auto\\?\"? )?\btool choice requires --enable-auto"
                  r"(?:-tool-choice|-tool-choic|-tool-choi|-tool-cho|-tool-ch|-tool-c|-tool-|-tool|-too|-to|-t|-)?"
                  r"(?![\w-])"
                  r"|tool_choice=[^\n]{1,120}? requires --tool-call-parser to be set"),
        end=LazyRegex(r"."),
        source="vllm/entrypoints/openai/serving_chat.py::OpenAIServingChat.create_chat_completion (0.6.0-0.33.0), "
               "vllm/renderers/online_renderer.py (0.34.0)",
    ),
    # a request carrying more items of a modality than the launch allows, refused when it arrives: "At most 1
    # image(s) may be provided in one request." (entrypoints/chat_utils.py::BaseMultiModalItemTracker.add, 0.6.0-0.10.0),
    # "At most 8 image(s) may be provided in one prompt. Set `--limit-mm-per-prompt` to increase this limit."
    # (multimodal/processing/context.py::BaseProcessingInfo.validate_num_items, 0.10.1-0.34), "You set image=2 (or
    # defaulted to 1) in `--limit-mm-per-prompt`, but passed 3 image items in the same prompt." (multimodal/
    # processing.py::BaseMultiModalProcessor._to_mm_items, 0.7.0-0.8.3; "You set or defaulted to image=4 in
    # --limit-mm-per-prompt`" 0.8.4, '... to \'{"image": 2}\' ...' 0.8.5-0.10.0; "... but found 3 items" in
    # multimodal/registry.py::MultiModalRegistry.map_input, 0.5.5-0.8.4): each modality's limit is the launch's
    # --limit-mm-per-prompt, 1 where it sets none (999 for V1's default from 0.10.1 in most models). The model's own
    # maximum ("... but this model only supports at most N items", profiling.py) is another message.
    LogPattern(
        "mm_limit_per_prompt_exceeded", "message", "vllm_check_failed",
        anchors=("may be provided in one", "limit-mm-per-prompt"),
        regex=_rx(r"At most \d{1,4} [a-z_]{2,20}\(s\) may be provided in one (?:request|prompt)"
                  r"|You set [^\n]{1,60}? in [`'\"]?--limit-mm-per-prompt[`'\"]?, but (?:passed|found) \d"),
        fields=(_rx(r"At most (?P<mm_limit>\d{1,4}) (?P<modality>[a-z_]{2,20})\(s\) may be provided"),
                _rx(r"You set (?:or defaulted to )?[`'\"]?\{?[\"']?(?P<modality>[a-z_]{2,20})[\"']?(?:=|: ?)"
                    r"(?P<mm_limit>\d{1,4})"),
                _rx(r"limit-mm-per-prompt[`'\"]?, but (?:passed|found) (?P<mm_items>\d{1,5}) ")),
        end=LazyRegex(r"."),
        source="vllm/multimodal/processing/context.py::BaseProcessingInfo.validate_num_items (0.10.1-0.34.0), "
               "vllm/multimodal/processing.py::BaseMultiModalProcessor._to_mm_items (0.7.0-0.10.0), "
               "vllm/entrypoints/chat_utils.py::BaseMultiModalItemTracker.add (0.6.0-0.10.0), "
               "vllm/multimodal/registry.py::MultiModalRegistry.map_input (0.5.5-0.8.4)",
    ),
    # a request asking for more logprobs than the engine keeps, refused when it arrives: "Cannot request more than 5
    # logprobs." (engine/llm_engine.py::LLMEngine._create_sequence_group_with_sampling, 0.4.0-0.10.2), "Requested sample
    # logprobs of 10, which is greater than max allowed: 5" and "Requested prompt logprobs of ..." (sampling_params.py::
    # SamplingParams._validate_logprobs 0.7.3-0.34, v1/engine/processor.py 0.10.2): the limit is the launch's
    # --max-logprobs (ModelConfig.max_logprobs; its default is the release's)
    LogPattern(
        "max_logprobs_exceeded", "message", "vllm_check_failed",
        anchors=("Cannot request more than", "logprobs of"),
        regex=_rx(r"Cannot request more than \d{1,6} logprobs|Requested (?:sample|prompt) logprobs of -?\d{1,7}, which "
                  r"is (?:is )?greater than max allowed: -?\d"),
        fields=(_rx(r"Cannot request more than (?P<max_logprobs>\d{1,6}) logprobs"),
                _rx(r"Requested (?:sample|prompt) logprobs of (?P<logprobs_requested>-?\d{1,7}), which is (?:is )?"
                    r"greater than max allowed: (?P<max_logprobs>-?\d{1,7})")),
        end=LazyRegex(r"."),
        source="vllm/engine/llm_engine.py::LLMEngine._create_sequence_group_with_sampling (0.4.0-0.10.2), "
               "vllm/sampling_params.py::SamplingParams._validate_logprobs (0.7.3-0.34.0)",
    ),
    # a fused-MoE kernel's own check refusing what vLLM passed it, in TVM-FFI's form (FlashInfer's kernels since
    # flashinfer 0.4: TVM_FFI_ICHECK prints "Check failed: fc1_dequant.ndim() == 1 (0 vs. 1) : fc1_dequant must be a 1D
    # tensor", "Check failed: (false) is false: Could not construct fused moe op with the requested input
    # combination", "Check failed: routing_logits.dtype() == dl_bfloat16 (float32 vs. bfloat16) : ..."): the MoE
    # backend chosen for this checkpoint's experts does not take their layout or dtypes on this build
    LogPattern(
        "fused_moe_kernel_check", "message", "quantization_kernel_bug",
        anchors=("Check failed:",),
        regex=LazyRegex(r"Check failed: [^\n]{0,240}?(?:[Ff]used [Mm]o[Ee]|\bfc[12]_\w{1,30}|routing_logits|"
                         r"\bexperts?\b|\bmoe\b)"),
        end=LazyRegex(r"."),
        source="flashinfer fused_moe (csrc/fused_moe, trtllm_fused_moe_kernel_launcher.cu: TVM_FFI_ICHECK); vllm "
               "model_executor/layers/fused_moe (the FlashInfer MoE backends)",
    ),
    # ROCm's runtime compiler finding no HIP runtime to ask for the GPU's architecture: "hip runtime failed to load.
    # Error: Please provide architecture for which code is to be generated." (hipRTC's RTCProgram::findIsa, which
    # dlopens libamdhip64.so when the compile names no --offload-arch and writes this to the build log when that fails):
    # a kernel compiled at run time (a Triton or ROCm JIT path of the model) finds the HIP library under no name the
    # loader resolves -- a distribution's or a custom build's ROCm whose libamdhip64.so is off the library path
    LogPattern(
        "hiprtc_runtime_not_found", "message", "cuda_library_mismatch",
        anchors=("hip runtime failed to load", "Please provide architecture for which code is to be generated"),
        regex=_rx(r"hip runtime failed to load|Please provide architecture for which code is to be generated"),
        end=LazyRegex(r"."),
        source="ROCm hipamd src/hiprtc/hiprtcInternal.cpp (RTCProgram::findIsa: dlopen of libamdhip64.so)",
    ),
    # torch's own cuBLAS call refused with arguments torch built: "CUDA error: CUBLAS_STATUS_INVALID_VALUE when calling
    # `cublasGemmEx( handle, opa, opb, m, n, k, ...)`" (aten/src/ATen/cuda/CUDABlas.cpp, TORCH_CUDABLAS_CHECK): the
    # cuBLAS the process loaded is not the one torch was built against (an nvidia-cublas wheel of another CUDA minor
    # pinned over torch's, pytorch#174949); ARCH_MISMATCH and NOT_SUPPORTED likewise name the library, not the model.
    # (NOT_INITIALIZED, usually a handle that could not be allocated, and EXECUTION_FAILED are other readings)
    LogPattern(
        "cublas_status_refused", "message", "cuda_library_mismatch",
        anchors=("CUBLAS_STATUS_INVALID_VALUE", "CUBLAS_STATUS_ARCH_MISMATCH", "CUBLAS_STATUS_NOT_SUPPORTED"),
        regex=_rx(r"CUBLAS_STATUS_(?:INVALID_VALUE|ARCH_MISMATCH|NOT_SUPPORTED) when calling `?cublas\w{1,40}"),
        fields=(_rx(r"(?P<cublas_status>CUBLAS_STATUS_[A-Z_]{2,30}) when calling `?(?P<cublas_call>cublas\w{1,40})"),),
        end=LazyRegex(r"."),
        source="torch aten/src/ATen/cuda/CUDABlas.cpp (TORCH_CUDABLAS_CHECK: \"CUDA error: <status> when calling "
               "`<call>`\")",
    ),
    # torch's parser of PYTORCH_CUDA_ALLOC_CONF refusing a key its release does not have ("Unrecognized CachingAllocator
    # option: roundrobin_alloc", c10/cuda/CUDAAllocatorConfig.cpp parseArgs, at torch's CUDA initialisation): the
    # environment names an option of another torch release (or a typo)
    LogPattern(
        "allocator_option_unrecognized", "message", "allocator_config_incompatible",
        anchors=("Unrecognized CachingAllocator option",),
        regex=_rx(r"Unrecognized CachingAllocator option: ?(?P<allocator_option>[\w.-]{1,60})"),
        end=LazyRegex(r"."),
        source="torch c10/cuda/CUDAAllocatorConfig.cpp (parseArgs: TORCH_CHECK(false, \"Unrecognized CachingAllocator "
               "option: \", key))",
    ),
    # PyTorch's expandable_segments allocator where vLLM cannot use it: vLLM's sleep-mode pool asserts "Expandable
    # segments are not compatible with memory pool." (device_allocator/cumem.py::CuMemAllocator.__init__, 0.8.0-
    # 0.33.0); torch's driver-API check "CUDA driver error: <cuGetErrorString>" (c10/cuda/driver_api.h
    # C10_CUDA_DRIVER_CHECK, whose callers in the caching allocator are the expandable segments' cuMemCreate / cuMemMap
    # / cuMemSetAccess; torch 2.1+); vLLM's custom all-reduce exporting a buffer by CUDA IPC, which memory from
    # cuMemMap cannot be ("Failed: Cuda error .../custom_all_reduce.cuh:N 'invalid argument'", csrc/custom_all_reduce.cuh
    # CUDACHECK) when expandable_segments:True is named with it (its tail "segments:True": a terminal may cut the token)
    LogPattern(
        "allocator_config_incompatible", "message", "allocator_config_incompatible",
        # (and torch's own refusal to share such a tensor by CUDA IPC, which vLLM's custom all-reduce of 0.4-0.5 did
        # through torch ("Tensors allocated with expandable_segments:True cannot be shared between processes.",
        # c10/cuda/CUDACachingAllocator.cpp shareIpcHandle, torch 2.2+))
        # (and that assert's own source line, which Python's traceback prints above the AssertionError and a title or a
        # cut paste may give alone: 'assert "expandable_segments:True" not in conf', cumem.py 0.8.0-0.33.0)
        anchors=("Expandable segments are not compatible", "CUDA driver error", "custom_all_reduce.cu",
                 "cannot be shared between processes", "expandable_segments:True\" not in conf",
                 "expandable_segments:True' not in conf", "incompatible with PYTORCH_CUDA_ALLOC_CONF"),
        # (and vLLM's own refusal of a KV connector with that allocator, whose remapping would leave the connector's
        # pinned or RDMA-registered KV pages stale: "KV connector OffloadingConnector is incompatible with
        # PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True unless enable_cumem_allocator is also enabled"
        # (config/vllm.py::VllmConfig._verify_kv_transfer_compat, 0.22.0-0.34.0 by the raise index; --kv-offloading-size
        # configures the OffloadingConnector), syv-ai/qwen38-27b-rtx3090#95)
        regex=_rx(r"Expandable segments are not compatible with memory pool"
                  r"|KV connector (?P<kv_connector>\w{1,60}) is incompatible with PYTORCH_CUDA_ALLOC_CONF ?= ?"
                  r"expandable_segments:True"
                  r"|assert [\"']expandable_segments:True[\"'] not in conf(?![A-Za-z0-9_])"
                  r"|allocated with expandable_segments:True cannot be shared between processes"
                  r"|CUDA driver error: ?(?!out of memory)(?P<driver_error>[a-z][a-z ]{2,60}[a-z])"
                  rf"|segments:True[^\n]{{0,400}}?custom_all_reduce\.cuh: ?{INT}'? ?'invalid argument'"
                  # (the two told the other way round in a sentence: "... crashes at `custom_all_reduce.cuh:455 'invalid
                  # argument'` ... on allocations made with `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True`")
                  rf"|custom_all_reduce\.cuh: ?{INT}'? ?'invalid argument'[^\n]{{0,400}}?expandable_segments:True"
                  # (the IPC refusal alone, without the allocator named: vLLM's CUDACHECK, "Failed: Cuda error
                  # .../custom_all_reduce.cuh:455 'invalid argument'", and AITER's ROCm all-reduce, "custom_all_reduce.cu:397
                  # hipIpcGetMemHandle [HIP error](invalid argument)")
                  rf"|custom_all_reduce\.cuh?: ?{INT}'? ?(?:'invalid argument'|hipIpc\w{{1,30}} \[HIP error\]\(invalid argument\))"),
        # complete at each form's last words (a terminal's wrap inside 'invalid argument' is re-joined)
        end=_rx(r"(?:memory pool\.?|latest updates\.|expandable_segments:True|not in conf(?![A-Za-z0-9_]).{0,40}|'invalid argument'.{0,300}|CUDA driver error: ?[a-z][a-z ]{2,60}[a-z]"
                r"\.?|expandable_segments:True.{0,600})$"),
        source="vllm/device_allocator/cumem.py::CuMemAllocator.__init__ (0.8.0-0.33.0); torch c10/cuda/driver_api.h "
               "C10_CUDA_DRIVER_CHECK; vllm csrc/custom_all_reduce.cuh (CUDACHECK)",
    ),
    # a worker asked for a GPU index the process does not see: the runtime's string for cudaErrorInvalidDevice /
    # hipErrorInvalidDevice, "invalid device ordinal", as torch raises it ("CUDA error: invalid device ordinal", "HIP
    # error: invalid device ordinal") from the worker's torch.cuda.set_device(local_rank) (vllm#12572: Ray on ROCm)
    LogPattern(
        "invalid_device_ordinal", "message", "invalid_device_ordinal",
        # (and the Ascend runtime's words for it under torch_npu's set_device: "The argument is invalid.Reason: Set
        # visible device failed, invalid device=1, input visible devices:1" (CANN's runtime, ASCEND_RT_VISIBLE_DEVICES
        # narrowed by Ray per worker, vllm-ascend#167)
        # (and NVML's own refusal of an index past the node's GPUs, "vllm.third_party.pynvml.NVMLError_InvalidArgument:
        # Invalid Argument" (nvmlDeviceGetHandleByIndex), a worker of a multi-node Ray layout, vllm#19071)
        anchors=("invalid device ordinal", "Set visible device failed", "NVMLError_InvalidArgument"),
        regex=_rx(r"(?P<runtime>CUDA|HIP)? ?error: invalid device ordinal|invalid device ordinal"
                  r"|Set visible device failed, invalid device=\d{1,4}|NVMLError_InvalidArgument"),
        end=LazyRegex(r"."),
        source="CUDA runtime / HIP cudaErrorInvalidDevice, hipErrorInvalidDevice (torch c10 CUDA check)",
    ),
    # the host's kernel or the container runtime refusing what torch's CUDA IPC of expandable segments needs: torch
    # shares such memory as file descriptors and takes the sender's with pidfd_getfd (c10/cuda/
    # CUDACachingAllocator.cpp, expandable segments' IPC, torch 2.5+: "pidfd_getfd: Operation not permitted", also
    # pidfd_open's), which needs ptrace access to the sender: denied by Docker's default seccomp profile or by yama's
    # ptrace_scope 1 between sibling processes (pytorch#165685; vLLM's workers, sleep-mode and RL weight handoffs);
    # "The kernel on this machine does not support the pidfd_open syscall needed to use IPC for CUDA tensors when
    # expandable_segments:True is set" (a kernel before 5.6)
    LogPattern(
        "cuda_ipc_pidfd_denied", "message", "container_runtime_incompatible",
        anchors=("pidfd_getfd", "pidfd_open"),
        regex=_rx(r"pidfd_(?:getfd|open) ?: ?Operation not permitted|does not support the pidfd_open syscall"),
        end=LazyRegex(r"."),
        source="torch c10/cuda/CUDACachingAllocator.cpp (expandable segments' IPC through pidfd_getfd, torch 2.5+)",
    ),
    # the container runtime executing vLLM's first argument: "exec: \"--host\": executable file not found in $PATH"
    # (runc / containerd's exec of the container's process, Podman's "executable file `--model` not found in $PATH"):
    # the image's entrypoint is not vLLM's (a ROCm or base image whose ENTRYPOINT is empty or a shell), so the
    # arguments written for vllm/vllm-openai's `ENTRYPOINT ["vllm", "serve"]` became the command itself
    LogPattern(
        "container_exec_flag", "message", "container_runtime_incompatible",
        anchors=("executable file",),
        regex=_rx(r"(?:exec: ?\"|executable file [`'])(?P<exec_arg>-{1,2}[A-Za-z][\w-]{0,60})"
                  r"(?:\": executable file not found|[`'] not found)"),
        end=LazyRegex(r"."),
        source="runc libcontainer (exec: \"%s\": executable file not found in $PATH); Podman / crun",
    ),
    # ... or executing the program a compose file or a pod spec names as the entrypoint, which the image does not have on
    # its PATH: "exec: \"vllm\": executable file not found in $PATH" (an image that installs vLLM in a virtualenv off
    # the PATH, or runs it as python3 -m vllm.entrypoints.openai.api_server; lmcache#906)
    LogPattern(
        "container_exec_missing", "message", "container_runtime_incompatible",
        anchors=("executable file",),
        regex=_rx(r"(?:exec: ?\"|executable file [`'])(?P<exec_program>(?:vllm|python3?|ray))"
                  r"(?:\": executable file not found|[`'] not found)"),
        end=LazyRegex(r"."),
        source="runc libcontainer (exec: \"%s\": executable file not found in $PATH); Podman / crun",
    ),
    # the driver's library asked for by its full version and not there: "libcuda.so.570.172.08: cannot open shared
    # object file" -- the NVIDIA container toolkit mounts the host driver's files by the names its CDI spec (or the
    # legacy hook's list) recorded, versioned; after the host's driver is upgraded (570 -> 580) a spec generated before
    # still names the old files (nvidia-ctk cdi generate writes it once). The unversioned "libcuda.so.1" is no_gpu_visible
    LogPattern(
        "libcuda_driver_version_missing", "message", "container_runtime_incompatible",
        anchors=("libcuda.so.",),
        regex=_rx(r"libcuda\.so\.(?P<driver_version>\d{3}\.\d{1,3}(?:\.\d{1,3})?): cannot open shared object file"),
        end=LazyRegex(r"."),
        source="nvidia-container-toolkit (CDI spec / legacy hook: the host driver's versioned libraries by name); the "
               "dynamic loader's 'cannot open shared object file'",
    ),
    # a tensor-parallel size of 0 divided by in vLLM's check of the heads ("if total_num_attention_heads %
    # tensor_parallel_size != 0: ZeroDivisionError", config.py::ModelConfig.verify_with_parallel_config): a wrapper set
    # the size from the GPUs it counted, none (xinference#2303: "Can't initialize NVML", 'tensor_parallel_size': 0)
    LogPattern(
        "tp_size_zero", "message", "tp_not_divisible",
        anchors=("ZeroDivisionError",),
        regex=_rx(r"(?:%|//?) ?(?:self\.)?tensor_parallel_size\b[^\n]{0,160}?ZeroDivisionError"
                  r"|ZeroDivisionError: integer (?:division or )?modulo by zero[^\n]{0,200}?tensor_parallel_size"),
        end=LazyRegex(r"."),
        source="vllm/config.py::ModelConfig.verify_with_parallel_config (heads % tensor_parallel_size)",
    ),
    # libtpu finding the TPU's chips held: "TPU initialization failed: open(/dev/vfio/0): Device or resource busy"
    # (/dev/accel0 on older TPU VMs), or torch_xla's / JAX's check of libtpu's lockfile, "The TPU is already in use by
    # process with pid 1234": the chips open once per host, so a running (or killed, its /tmp/libtpu_lockfile left
    # behind) vLLM, JAX or torch_xla process keeps them (marin#4675)
    LogPattern(
        "tpu_device_busy", "message", "no_gpu_visible",
        anchors=("TPU initialization failed", "TPU is already in use", "libtpu multi-process lockfile"),
        # (and the lockfile check's other refusal, when it finds no live owner to name: "ABORTED: Internal error when
        # accessing libtpu multi-process lockfile. Run \"$ sudo rm /tmp/libtpu_lockfile\"." -- a file left by a
        # process killed before it removed it, or held by a child still running)
        regex=_rx(r"TPU initialization failed: open\(/dev/(?:vfio/\w{1,8}|accel\d{1,3})\): Device or resource busy"
                  r"|The TPU is already in use by process with pid \d{1,9}"
                  r"|Internal error when accessing libtpu multi-process lockfile"),
        end=LazyRegex(r"."),
        source="libtpu (TPU initialization, /dev/vfio or /dev/accel); torch_xla / jax libtpu lockfile check "
               "(AbortedError: 'The TPU is already in use ...' / 'Internal error when accessing libtpu multi-process "
               "lockfile')",
    ),
    # vLLM's platform detection found no NVML (the driver's library is not in the container): "Exception happens when
    # checking CUDA platform: NVML Shared Library Not Found" (platforms/__init__.py::cuda_platform_plugin, DEBUG,
    # 0.7-0.33); no other message follows it when CUDA is the only platform
    # the Ascend driver's HAL library missing where torch_npu loads: "libascend_hal.so: cannot open shared object file:
    # No such file or directory" (the driver installs it under /usr/local/Ascend/driver/lib64; a container needs it
    # mounted), after which torch's backend autoload fails ("Failed to load the backend extension: torch_npu",
    # vllm-ascend#1440): no NPU is seen
    LogPattern(
        "ascend_driver_missing", "message", "no_gpu_visible",
        anchors=("libascend_hal.so",),
        regex=_rx(r"libascend_hal\.so: cannot open shared object file"),
        end=LazyRegex(r"."),
        source="the Ascend NPU driver (libascend_hal.so) as torch_npu loads it",
    ),
    LogPattern(
        "nvml_not_found", "message", "no_gpu_visible",
        anchors=("NVML Shared Library Not Found",),
        regex=_rx(r"NVML Shared Library Not Found"),
        end=LazyRegex(r"."),
        source="vllm/platforms/__init__.py::cuda_platform_plugin (0.7-0.33)",
    ),
    # vLLM's own record that no platform answered its probes: "No platform detected, vLLM is running on
    # UnspecifiedPlatform" (vllm/platforms/__init__.py::resolve_current_platform_cls_qualname, logger.info, 0.7-0.33):
    # the process sees no GPU (a container started without the GPU runtime, NVML missing); weak (logs/builder.py
    # _WEAK_MESSAGES): the cause only when no later failure is read (llm-d-deployer#273)
    LogPattern(
        "platform_unspecified", "message", "no_gpu_visible",
        anchors=("No platform detected",),
        regex=_rx(r"No platform detected, vLLM is running on UnspecifiedPlatform"),
        end=LazyRegex(r"."),
        source="vllm/platforms/__init__.py::resolve_current_platform_cls_qualname (0.7-0.33)",
    ),
    # the same seen through the first attribute vLLM asks of the platform it fell back to: "AttributeError:
    # 'UnspecifiedPlatform' object has no attribute 'device_name'" (platforms/interface.py::UnspecifiedPlatform has
    # no device name, type or memory queries: any engine start on it fails at the first one; ipex-llm#13303 with the
    # card hidden by ZE_AFFINITY_MASK)
    LogPattern(
        "platform_unspecified_attribute", "message", "no_gpu_visible",
        anchors=("'UnspecifiedPlatform' object has no attribute",),
        regex=_rx(r"'UnspecifiedPlatform' object has no attribute '\w{1,60}'"),
        end=LazyRegex(r"."),
        source="vllm/platforms/interface.py::UnspecifiedPlatform (0.6.2-0.33)",
    ),
    # vLLM 0.6.2-0.6.4 found no platform (platforms/__init__.py: pynvml.nvmlInit failed or counted no device, and no
    # other probe answered: UnspecifiedPlatform), and its memory profiler had no branch for that
    # (utils.py::DeviceMemoryProfiler.current_memory_usage sets `mem` only for CUDA-alike and XPU, then `return mem`):
    # "UnboundLocalError: cannot access local variable 'mem' where it is not associated with a value" (Python 3.11+;
    # "local variable 'mem' referenced before assignment" before). A Jetson has no NVML: 0.6.5 probes for it
    # (cuda_is_jetson); 0.7.0 asks the platform for the usage. vllm#9728
    LogPattern(
        "platform_undetected_mem_unbound", "message", "no_gpu_visible",
        anchors=("local variable 'mem'",),
        regex=_rx(r"(?:cannot access local variable 'mem' where it is not associated with a value|local variable "
                  r"'mem' referenced before assignment)"),
        scan=("local variable",),
        releases=_r("0.6.1-0.6.6"),
        end=LazyRegex(r"."),
        source="vllm/utils.py::DeviceMemoryProfiler.current_memory_usage (0.6.1-0.6.6), platforms/__init__.py",
    ),
    # the model registry's inspection subprocess dying on a user id with no passwd entry: vLLM's registry logs the
    # subprocess's traceback under its own logger ("ERROR ... [registry.py:330] KeyError: 'getpwuid(): uid not found:
    # 1000'", model_executor/models/registry.py::_try_inspect_model_cls, logger.exception) before it raises "Model
    # architectures [...] failed to be inspected"; a paste cut before that raise still shows the registry's lines. Read
    # only under the registry's logger or frame (logs/builder.py _ROW_GATES); the cause is the context row
    # user_without_passwd_entry's (a container's random UID: torch's cache dir asks getpass.getuser())
    LogPattern(
        "registry_inspection_user_unknown", "message", "model_inspection_failed",
        anchors=("getpwuid(): uid not found",),
        # (the line's exception name is kept apart by normalize.clean: the text is the KeyError's quoted key)
        regex=_rx(r"(?:KeyError: ?)?'getpwuid\(\): uid not found(?:: \d{1,12})?'"),
        end=LazyRegex(r"."),
        source="vllm/model_executor/models/registry.py::_try_inspect_model_cls (logger.exception of the subprocess); "
               "CPython Lib/getpass.py::getuser",
    ),
    # CPython's UnboundLocalError, "local variable 'lora_b_k' referenced before assignment" (3.10 and before) / "cannot
    # access local variable 'x' where it is not associated with a value" (3.11+, Python/ceval.c): a function read a local
    # on a path that never assigned it, a bug of the code that raised it. Read where the last frame above it is vLLM's
    # (or none is shown: an issue's title): a bug of that vLLM release on this launch's path (vllm#4605, LoRA at TP 4 in
    # 0.4.2, fixed by #4609 in 0.4.3); logs/builder.py _ROW_GATES. After the rows that know an unbound local's cause
    # (the 'mem' of current_memory_usage above: a platform vLLM did not recognise)
    LogPattern(
        "python_unbound_local", "message", FOREIGN_KIND,
        anchors=("referenced before assignment", "where it is not associated with a value"),
        regex=_rx(r"local variable '\w{1,80}' referenced before assignment"
                  r"|cannot access local variable '\w{1,80}' where it is not associated with a value"),
        fields=(_rx(r"local variable '(?P<unbound_name>\w{1,80})'"),),
        end=LazyRegex(r"."),
        source="CPython Python/ceval.c (UnboundLocalError), raised in vLLM's own code",
    ),
    # torch/cuda/__init__.py::_lazy_init: CUDA initialized in a process that then forked (vLLM's fork-started workers);
    # the accelerators' torch extensions word it for their device, "Cannot re-initialize NPU in forked subprocess. To use
    # NPU with multiprocessing, you must use the 'spawn' start method" (torch_npu/npu/__init__.py::_lazy_init, under
    # vllm-ascend), "... XPU ..." (torch/xpu/__init__.py::_lazy_init)
    LogPattern(
        "cuda_fork_reinit", "message", "cuda_fork_reinit",
        anchors=("re-initialize CUDA in forked subprocess", "re-initialize NPU in forked subprocess",
                 "re-initialize XPU in forked subprocess"),
        regex=_rx(r"Cannot re-initialize (?P<fork_device>CUDA|NPU|XPU) in forked subprocess"),
        end=_rx(r"'spawn' start method\.?$"),
        source="torch/cuda/__init__.py::_lazy_init",
    ),
    # CPython refusing to spawn a process from a module that is still being imported: "RuntimeError: An attempt has
    # been made to start a new process before the current process has finished its bootstrapping phase. ... if
    # __name__ == '__main__': freeze_support() ..." (Lib/multiprocessing/spawn.py::_check_not_importing_main). vLLM
    # starts its workers with spawn when CUDA was initialized first or it runs in a Ray actor ("We must use the `spawn`
    # multiprocessing start method", utils/system_utils.py::_maybe_force_spawn; VLLM_WORKER_MULTIPROC_METHOD's default
    # is fork, envs.py 0.8.5-0.33.0), and a spawned child imports the main module
    # again: a script that builds the engine at import time, with no main guard, dies here (vLLM's
    # docs/usage/troubleshooting.md, "Python multiprocessing"). Read on the message's own "freeze_support()" line
    # (under the scan's "upport" gate), only below its bootstrapping sentence (builder.py)
    LogPattern(
        "spawn_main_unguarded", "message", "cuda_fork_reinit",
        anchors=("freeze_support()",),
        regex=_rx(r"^freeze_support\(\)"),
        end=LazyRegex(r"."),
        source="CPython Lib/multiprocessing/spawn.py::_check_not_importing_main",
    ),
    # CPython refusing a daemonic process children: "AssertionError: daemonic processes are not allowed to have
    # children" (Lib/multiprocessing/process.py::BaseProcess.start). vLLM starts processes of its own (the V1 engine
    # core, 0.8+ by default; the multiprocessing executor's workers for TP > 1; 0.3.x's CuPy helper), so an engine built
    # inside a multiprocessing.Pool worker or another daemon process cannot start. Another program's check: no vLLM
    # message kind
    LogPattern(
        "engine_in_daemon_process", "message", FOREIGN_KIND,
        anchors=("daemonic processes are not allowed to have children",),
        regex=_rx(r"daemonic processes are not allowed to have children"),
        end=LazyRegex(r"."),
        source="CPython Lib/multiprocessing/process.py::BaseProcess.start (assert not _current_process._config.get("
               "'daemon'))",
    ),
    # ModelScope's check of a downloaded file's hash: "modelscope.hub.errors.FileIntegrityError: File .../model-00001-
    # of-00004.safetensors integrity check failed, expected sha256 signature is X, actual is Y, the download may be
    # incomplete, please try again." (modelscope/hub/file_download.py::file_integrity_validation). Under
    # VLLM_USE_MODELSCOPE with tensor parallelism, every worker downloaded the same files into the same temporary
    # folder at once before vLLM locked the download (vllm PR #14060, 0.8.0): one worker's file is cut by another's
    LogPattern(
        "modelscope_file_integrity", "message", "checkpoint_file_corrupt",
        anchors=("FileIntegrityError", "integrity check failed"),
        regex=_rx(r"FileIntegrityError|(?:\.safetensors|\.bin|\.pt|\.gguf) integrity check failed|integrity check failed, "
                  r"expected sha256"),
        end=LazyRegex(r"."),
        source="modelscope/hub/file_download.py::file_integrity_validation (FileIntegrityError); vllm PR #14060",
    ),
    # Python refuses a signal handler off the main thread: "ValueError: signal only works in main thread of the main
    # interpreter" (CPython Modules/signalmodule.c::signal_signal_impl; "signal only works in main thread" before 3.9).
    # vLLM's V1 client sets SIGUSR1 unconditionally in vllm/v1/engine/core_client.py::MPClient.__init__ (0.7.0-0.7.3;
    # 0.8.0 checks threading.main_thread() first), so a host that builds the engine in a thread (Triton Inference
    # Server's vLLM backend, Ray Serve) dies at start-up
    LogPattern(
        "engine_not_main_thread", "message", "engine_not_main_thread",
        anchors=("signal only works in main thread",),
        regex=_rx(r"signal only works in main thread"),
        end=LazyRegex(r"."),
        source="CPython Modules/signalmodule.c::signal_signal_impl; vllm/v1/engine/core_client.py::MPClient.__init__ "
               "(0.7.0-0.7.3)",
    ),
    # the CUDA runtime's error strings (cudaGetErrorString; libcudart): the driver older than the runtime torch was
    # built with (cudaErrorInsufficientDriver), or CUDA forward-compatibility libraries on a GPU without that support
    # (cudaErrorCompatNotSupportedOnDevice)
    LogPattern(
        "cuda_driver_mismatch", "message", "cuda_driver_mismatch",
        # (and cudaErrorSystemNotReady, "Error 802: system not yet initialized": the driver's fabric manager daemon on
        # an NVSwitch system (HGX / DGX, p5 / p5en) not running or not of the driver's exact version, eks-ami#2554,
        # huggingface_hub#4128, MiniMax-M2.5#9)
        anchors=("driver version is insufficient for CUDA runtime", "forward compatibility was attempted",
                 "system not yet initialized",
                 "Error 804: forward compat", "unsupported display driver", "NVIDIA driver on your system is too old",
                 "unsatisfied condition: cuda", "cudaErrorUnsupportedPtxVersion",
                 "PTX was compiled with an unsupported toolchain"),
        # torch's cudaGetDeviceCount() message prints the code ("Error 804: forward compatibility was attempted on non
        # supported HW"), kept when an issue title cuts the text; 803 (cudaErrorSystemDriverMismatch): "system has
        # unsupported display driver / cuda driver combination"
        # and torch's own check (torch/cuda/__init__.py::_check_driver): "The NVIDIA driver on your system is too old
        # (found version 11070). Please update your GPU driver ..."
        regex=_rx(r"CUDA driver version is insufficient for CUDA runtime version|(?:Error 802: )?system not yet "
                  r"initialized|forward compatibility was attempted "
                  r"on non supported HW|Error 804: forward compat|system has unsupported display driver / cuda driver "
                  r"combination|The NVIDIA driver on your system is too old"
                  # the NVIDIA container toolkit refusing an image whose CUDA the host driver lacks (nvidia-container-
                  # cli: "requirement error: unsatisfied condition: cuda>=12.4, please update your driver ...")
                  r"|unsatisfied condition: cuda ?>= ?\d"
                  # PTX built by a newer CUDA than the driver can JIT: cudaErrorUnsupportedPtxVersion (222), "the
                  # provided PTX was compiled with an unsupported toolchain" (the kernels' toolkit newer than the driver)
                  r"|cudaErrorUnsupportedPtxVersion|PTX was compiled with an unsupported toolchain"),
        fields=(_rx(r"too old \(found version (?P<driver_cuda_version>\d{4,6})\)"),),
        end=_rx(r"(?:CUDA runtime version|non supported HW)\.?$"),
        source="CUDA runtime cudaGetErrorString (libcudart.so.13)",
    ),
    # a Triton kernel the NVIDIA driver cannot load: "RuntimeError: Triton Error [CUDA]: device kernel image is invalid"
    # (triton's nvidia backend driver.c::loadBinary, CUDA_CHECK of cuModuleLoadData: cuGetErrorString's text for
    # CUDA_ERROR_INVALID_IMAGE): Triton's bundled ptxas wrote the kernel for a newer CUDA than the driver supports
    # (vllm#6099: driver 470 with triton 2.3.0; vllm#18580: driver 520 with triton 3.2.0); vLLM's Triton kernels
    # (prefix caching, V1's compiled graphs) run at startup or on the first request
    LogPattern(
        "triton_invalid_image", "message", "cuda_driver_mismatch",
        anchors=("device kernel image is invalid",),
        regex=_rx(r"Triton Error \[CUDA\]: device kernel image is invalid"),
        end=LazyRegex(r"."),
        source="triton third_party/nvidia/backend/driver.c::loadBinary (CUDA_ERROR_INVALID_IMAGE)",
    ),
    # vLLM's mixed-precision (WNA16) kernel choice found no kernel this GPU runs (model_executor/layers/quantization/
    # kernels/mixed_precision/__init__.py::choose_mp_linear_kernel, 0.7-0.33: "Failed to find a kernel that can
    # implement the WNA16 linear layer. Reasons: \n X requires capability 80, current compute capability is 75 ...")
    LogPattern(
        "wna16_no_kernel", "message", "quantization_unsupported_gpu",
        anchors=("Failed to find a kernel that can implement",),
        regex=_rx(r"Failed to find a kernel that can implement the \w{1,20} linear layer"),
        fields=(_rx(rf"current compute\s{{1,2}}capability is (?P<current_capability>{INT})"),),
        end=LazyRegex(r"."),
        source="model_executor/layers/quantization/kernels/mixed_precision/__init__.py::choose_mp_linear_kernel",
    ),
    # AWQ's CUDA kernels are not in this build: vLLM calls torch.ops._C.awq_dequantize / awq_gemm (vllm/_custom_ops.py,
    # 0.5.5-0.33.0), which its CMakeLists compiles for CUDA only (csrc/quantization/awq/gemm_kernels.cu in the CUDA
    # sources), so a ROCm (or CPU / XPU) build raises "'_OpNamespace' '_C' object has no attribute 'awq_dequantize'"
    # unless VLLM_USE_TRITON_AWQ=1 routes AWQ to Triton (vllm/envs.py, 0.6.0-0.33.0)
    # any other op of vLLM's compiled extension missing: "'_OpNamespace' '_C' object has no attribute 'rms_norm'"
    # (torch.ops._C.rms_norm, vllm/_custom_ops.py): vllm._C did not load and register its ops. vllm/_custom_ops.py
    # imports it in a try ("Failed to import from vllm._C with ImportError(...)", a warning) and goes on, so the first op
    # called fails; the usual cause is a torch other than the one the wheel was built against (an undefined torch
    # symbol in the ImportError)
    LogPattern(
        "vllm_op_missing", "message", "torch_abi_mismatch",
        anchors=("object has no attribute",),
        regex=_rx(r"'_C' object has no attribute '(?!awq_)(?P<missing_op>\w{1,60})'"),
        end=LazyRegex(r"."),
        source="vllm/_custom_ops.py (torch.ops._C.*; the vllm._C import in a try, 0.5.5-0.33.0)",
    ),
    # Python importing vLLM from a source folder that holds no built extension: "ImportError: cannot import name
    # 'cuda_utils' from partially initialized module 'vllm' (most likely due to a circular import) (/home/u/vllm/vllm/
    # __init__.py)" (CPython's import of a name the package's __init__ imports from a compiled module that is not there;
    # vLLM 0.2.x's vllm/__init__.py chain reached cuda_utils, later ones vllm._C): the working directory's vllm/ folder
    # shadows the installed wheel, or a source checkout was never built. Read only where the path is no installed
    # package's (not under site- / dist-packages)
    LogPattern(
        "vllm_source_folder_import", "message", "vllm_extension_import_failed",
        anchors=("from partially initialized module 'vllm'",),
        regex=_rx(r"cannot import name '(?P<vllm_extension>_\w{0,20}C|cuda_utils|[a-z_]{1,30}_ops)' from partially "
                  r"initialized module 'vllm' \(most likely due to a circular import\) \((?![^)\n]{0,300}-packages)"
                  r"(?P<vllm_path>[^)\n]{1,300})\)"),
        end=LazyRegex(r"."),
        source="CPython Lib/importlib/_bootstrap.py (ImportError from a partially initialized module); vllm/__init__.py",
    ),
    # a platform plug-in's own compiled ops missing the same way: "'_OpNamespace' '_C_ascend' object has no attribute
    # 'weak_ref_tensor'" (vllm-ascend registers its kernels as torch.ops._C_ascend from vllm_ascend_C, imported in a try
    # that logs "Failed to import vllm_ascend_C: libvllm_ascend_kernels.so: cannot open shared object file" and goes
    # on, vllm_ascend/utils.py::enable_custom_op): the plug-in was installed without its kernels built
    LogPattern(
        "plugin_op_missing", "message", "vllm_extension_import_failed",
        anchors=("object has no attribute",),
        regex=_rx(r"'_C_(?P<plugin_namespace>[a-z]\w{1,30})' object has no attribute '(?P<missing_op>\w{1,60})'"),
        end=LazyRegex(r"."),
        source="vllm-ascend vllm_ascend/utils.py::enable_custom_op (torch.ops._C_ascend after a failed import)",
    ),
    # the same for vLLM's compiled ScalarType class: 0.5.4-0.6.3's vllm/_core_ext.py (read in those sdists) imports
    # vllm._core_C in a try when its file exists ("Failed to import from vllm._core_C with ImportError('libtorch_hip.so:
    # cannot open shared object file ...')", a warning), then reads torch.classes._core_C.ScalarType, and torch raises
    # "RuntimeError: Tried to instantiate class '_core_C.ScalarType', but it does not exist! Ensure that it is
    # registered via torch::class_" (torch/_classes.py): the extension did not load, built for another torch (or for
    # ROCm, its libtorch_hip.so absent from the torch installed)
    LogPattern(
        "vllm_class_missing", "message", "torch_abi_mismatch",
        anchors=("Tried to instantiate class",),
        regex=_rx(r"Tried to instantiate class '_(?:core_)?C\.(?P<missing_class>\w{1,60})', but it does not exist"),
        end=LazyRegex(r"."),
        source="vllm/_core_ext.py (0.5.4-0.6.3 sdists: torch.classes._core_C.ScalarType after a failed import); "
               "torch/_classes.py",
    ),
    LogPattern(
        "awq_op_missing", "message", "quantization_unsupported_gpu",
        anchors=("object has no attribute",),
        regex=_rx(r"'_C' object has no attribute 'awq_\w{1,40}'"),
        fields=(_rx(r"object has no attribute '(?P<missing_op>awq_\w{1,40})'"),),
        end=LazyRegex(r"."),
        source="vllm/_custom_ops.py::awq_dequantize / awq_gemm (torch.ops._C, 0.5.5-0.33.0); vllm/envs.py "
               "VLLM_USE_TRITON_AWQ (0.6.0-0.33.0)",
    ),
    # cudaErrorNoKernelImageForDevice: the binaries hold no kernel for this GPU's compute capability ("no kernel image
    # is available for execution on the device"; authors quote its head, "no kernel image is available", which no
    # other text of CUDA's, torch's or vLLM's holds)
    # FlashInfer's JIT with no architecture to compile for: "RuntimeError: FlashInfer requires GPUs with sm75 or higher"
    # (flashinfer/jit/core.py::check_cuda_arch, raised when its TARGET_CUDA_ARCHS holds nothing at sm75 or above:
    # the set is empty when the device query or the arch normalisation failed, e.g. "SM 12.x requires CUDA >= 12.9"
    # with an older nvcc under CUDA_HOME, so a Blackwell card gets it as well as a pre-Turing one); vLLM reaches it in
    # the FlashInfer sampler's first call (the dummy sampler run) or a FlashInfer attention / MoE kernel's build
    LogPattern(
        "flashinfer_no_target_arch", "message", "cuda_no_kernel_image",
        anchors=("FlashInfer requires GPUs",),
        # (the sentence's head: a paste or an issue's stored text cut after the architecture, "... sm75 or highe")
        regex=_rx(r"FlashInfer requires GPUs with sm_?\d{2,3}\b"),
        fields=(_rx(r"but got sm_?(?P<flashinfer_got_sm>\d{2,3})"),),
        end=LazyRegex(r"."),
        source="flashinfer/jit/core.py::check_cuda_arch",
    ),
    # ROCm kernel libraries that JIT-build for a fixed list of gfx architectures: AITER's "One of GPU archs of
    # ['gfx1151'] is invalid or not supported" (aiter/jit/core.py::validate_and_update_archs, an assert over its
    # allowed_archs; the same words in ROCm flash-attention's setup.py, "... not supported by Flash-Attention"): this
    # GPU's architecture is not one the library builds for, so the op vLLM routed to it (VLLM_ROCM_USE_AITER=1) has
    # no kernel here
    LogPattern(
        "rocm_library_arch_unsupported", "message", "cuda_no_kernel_image",
        anchors=("is invalid or not supported",),
        regex=_rx(r"One of GPU archs of \[?(?P<gpu_archs>[^\]\n]{1,200}?)\]? is invalid or not supported"),
        end=LazyRegex(r"."),
        source="aiter/jit/core.py::validate_and_update_archs; ROCm flash-attention setup.py",
    ),
    # ROCm's GEMM libraries load their Tensile kernels from a file per architecture: "rocBLAS error: Cannot read
    # /opt/rocm/lib/rocblas/library/TensileLibrary.dat: Illegal seek for GPU arch : gfx1150", then " List of available
    # TensileLibrary Files : ..." (rocBLAS library/src/tensile_host.cpp; hipBLASLt prints the same as "hipBLASLt error:
    # Cannot read ...") and the process aborts: the ROCm in this image or install has no kernels for this GPU
    LogPattern(
        "rocm_blas_arch_missing", "message", "cuda_no_kernel_image",
        anchors=("for GPU arch",),
        regex=_rx(r"(?P<rocm_blas>rocBLAS|hipBLASLt) error: Cannot read [^\n]{1,300}? for GPU arch ?: ?"
                  r"(?P<gpu_archs>gfx[0-9a-f]{3,4})(?![0-9a-f])"),
        end=LazyRegex(r"."),
        source="ROCm rocBLAS library/src/tensile_host.cpp (and hipBLASLt's Tensile host): no library for the arch",
    ),
    # the flash-attention package refusing the GPU at its first call: ROCm's build "FlashAttention only supports AMD
    # MI200 GPUs or newer." (ROCm/flash-attention csrc/flash_attn_rocm/flash_api.cpp, TORCH_CHECK(is_gfx90x ||
    # is_gfx94x)), the CUDA build "FlashAttention only supports Ampere GPUs or newer." (Dao-AILab/flash-attention
    # csrc/flash_attn/flash_api.cpp, TORCH_CHECK on sm8x/sm90): vLLM's FlashAttention backend has no kernel for this card
    LogPattern(
        "flash_attn_gpu_too_old", "message", "cuda_no_kernel_image",
        anchors=("FlashAttention only supports",),
        regex=_rx(r"FlashAttention only supports (?P<flash_attn_min_gpu>AMD MI200|Ampere) GPUs or newer"),
        end=LazyRegex(r"."),
        source="ROCm/flash-attention and Dao-AILab/flash-attention csrc flash_api.cpp (mha_fwd's TORCH_CHECK)",
    ),
    # XLA on a TPU out of memory while it compiles or loads the programs of vLLM's warm-up (the TPU worker's
    # capture_model precompiles one graph per padded shape, after the KV cache took its share of HBM): "RESOURCE_
    # EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space smem. Used 1.00M of 1.00M smem."
    # (the compiler's scalar memory: too large a shape, vllm#8318) and "RESOURCE_EXHAUSTED: Error loading program
    # 'jit__multi_slice': Attempting to reserve 6.14G at the bottom of memory. That was not possible." (HBM left after
    # the KV cache, tpu-recipes#151): the TPU's counterpart of an OOM in CUDA-graph capture
    # The same in the JAX runtime's other wordings: the compiler's "RESOURCE_EXHAUSTED: E1000: CompileTimeHbmOom: Ran out
    # of memory in memory space hbm. Used 32.08G of 31.25G hbm." (the program, with its arguments, needs more HBM than
    # the chip has), a program loaded with no name ("Error loading program: Attempting to reserve 1.04G at the bottom
    # of memory", vllm#16521), and tpu-inference's runtime "RuntimeProgramAllocationFailure: Error loading program
    # 'jit__forward':" with "Attempting to allocate 1.13G. That was not possible. There are 528.72M free." on the
    # next line (tpu-inference#3408)
    LogPattern(
        "tpu_xla_resource_exhausted", "message", "oom_cuda_graph",
        # (under the scan's "emory" and "rror" gates)
        anchors=("memory space", "bottom of memory", "Error loading program"),
        regex=_rx(r"RESOURCE_EXHAUSTED: [^\n]{0,80}?Ran out of memory in memory space (?P<tpu_memory_space>\w{1,20})"
                  r"|(?:RESOURCE_EXHAUSTED|RuntimeProgramAllocationFailure): Error loading program(?: '[^'\n]{1,200}')?:"),
        fields=(_rx(r"Attempting to (?:reserve|allocate) (?P<tried_gib>\d{1,5}(?:\.\d{1,3})?)G\b"),
                _rx(r"Used (?P<xla_used_gib>\d{1,5}(?:\.\d{1,3})?)G of (?P<total_gib>\d{1,5}(?:\.\d{1,3})?)G hbm\b")),
        # (the sentence of the figures: "... smem." / "... hbm." / "That was not possible.")
        end=_rx(r"\b(?:smem|vmem|hbm)\b|not possible"),
        source="XLA:TPU (torch_xla / JAX runtime RESOURCE_EXHAUSTED, tpu-inference's RuntimeProgramAllocationFailure); "
               "vllm/v1/worker/tpu_model_runner.py::capture_model",
    ),
    # Marlin finding no thread tile for a GEMM shape: "Invalid thread config: thread_m_blocks = 4, thread_k = -1,
    # thread_n = -1, num_threads = -1 for MKN = [16384, 352, 2816] and num_bits = 8, ..." (TORCH_CHECK after
    # determine_exec_config, csrc/quantization/gptq_marlin/gptq_marlin.cu and csrc/moe/marlin_moe_wna16/ops.cu): every
    # tile (thread_k x thread_n of 128 x 128, 64 x 128, 128 x 64, 64 x 256) must divide K and N, so a dimension of the
    # per-GPU weight that is no multiple of 64 has none (is_valid_config), nor has a shape the GPU's shared memory or the
    # group size rules out
    LogPattern(
        "marlin_thread_config", "message", "quantization_kernel_bug",
        anchors=("Invalid thread config",),
        # (also as a report quotes it cut after its first words, "RuntimeError: Invalid thread config" ending the
        # line: the kernel's check is the only place those words come from, vllm#42390)
        regex=_rx(r"Invalid thread config: thread_m_blocks ?= ?\d{1,4}|(?:^|(?<=\n)|Error: )Invalid thread "
                  r"config[`'\".]?(?=[ \t]*(?:\r?\n|$))"),
        fields=(_rx(r"MKN ?= ?\[(?P<marlin_m>\d{1,9}), ?(?P<marlin_k>\d{1,9}), ?(?P<marlin_n>\d{1,9})\]"),
                _rx(r"num_bits ?= ?(?P<marlin_bits>\d{1,2})")),
        end=_rx(r"num_bits ?= ?\d{1,2}|\]"),
        source="vllm csrc/quantization/gptq_marlin/gptq_marlin.cu, csrc/moe/marlin_moe_wna16/ops.cu "
               "(determine_exec_config, is_valid_config)",
    ),
    # a CUTLASS kernel of vLLM's (cutlass_scaled_mm and its sparse, grouped-MoE and MLA kin) that failed: vLLM checks
    # each CUTLASS call with CUTLASS_CHECK, TORCH_CHECK(status == cutlass::Status::kSuccess,
    # cutlassGetStatusString(status)) (csrc/cutlass_extensions/common.hpp), so the kernel's own status is the whole
    # message, "RuntimeError: Error Internal" (cutlass/cutlass.h cutlassGetStatusString: "Error Internal", "Error Not
    # Supported", "Error Architecture Mismatch", "Error Invalid Problem", "Error Misaligned Operand"); a reporter names it
    # with the kernel ("cutlass_scaled_mm Error Internal", "`cutlass_gemm_caller.cuh:61` Error Internal"): the kernel
    # vLLM chose failed on this GPU or shape (vllm#11756, #40934, #43367), no memory question
    LogPattern(
        "cutlass_status_error", "message", "quantization_kernel_bug",
        # (and the NVFP4 runners' and grouped GEMMs' own TORCH_CHECKs around a CUTLASS status: "[FP4 gemm Runner] Failed
        # to run cutlass FP4 gemm on sm120. Error: Error Internal" (csrc/quantization/fp4/nvfp4_scaled_mm_*_kernels.cu),
        # "Failed to initialize GEMM" / "Failed to implement GEMM" / "Failed to run GEMM" (the CUTLASS 3.x callers of
        # csrc/quantization: can_implement / initialize / run refused))
        anchors=("Error Internal", "Error Not Supported", "Error Architecture Mismatch", "Error Invalid Problem",
                 "Error Misaligned Operand", "Failed to initialize GEMM", "Failed to implement GEMM",
                 "Failed to run GEMM"),
        # (the line's exception head is read apart: "RuntimeError: Error Internal" reaches the regex as "Error Internal")
        regex=_rx(r"(?:^|RuntimeError: |Error: |[Cc]utlass\w{0,40}[^\s\w]{0,3}\w{0,40}[^\s\w]{0,3}\w{0,10}`? )Error "
                  r"(?P<cutlass_status>Internal|Not Supported|Architecture Mismatch|Invalid Problem|Misaligned Operand)"
                  r"\b|Failed to (?P<cutlass_step>initialize|implement|run) GEMM\b"),
        fields=(_rx(r"(?P<cutlass_kernel>Cutlass\w{1,60}Kernel)\b"),),
        end=LazyRegex(r"."),
        source="vllm csrc/cutlass_extensions/common.hpp CUTLASS_CHECK; cutlass/cutlass.h cutlassGetStatusString",
    ),
    # torch.compile's Inductor refusing a GPU Triton cannot compile for: "RuntimeError: Found Tesla P40 which is too old
    # to be supported by the triton GPU compiler, which is used as the backend. Triton only supports devices of CUDA
    # Capability >= 7.0, but your device is of CUDA capability 6.1" (torch/_inductor/exc.py GPUTooOldForTriton, raised
    # when vLLM's compiled model runs its first pass; pascal-pkgs-ci#23): no Triton kernel for this GPU
    LogPattern(
        "triton_gpu_too_old", "message", "cuda_no_kernel_image",
        anchors=("too old to be supported by the triton",),
        regex=_rx(r"too old to be supported by the triton GPU compiler"),
        fields=(_rx(r"your device is of CUDA capability (?P<compute_capability>\d{1,2}\.\d)"),
                _rx(r"Found (?P<gpu_name>[^\n]{1,80}?) which is too old")),
        # (complete at the device's capability, its last words: a wrapped message is re-joined up to it)
        end=_rx(r"CUDA capability \d{1,2}\.\d$"),
        source="torch/_inductor/exc.py GPUTooOldForTriton (torch.compile's Triton backend)",
    ),
    # Huawei CANN has no compiled kernel for an op on this NPU (vllm-ascend): the op runtime's "Cannot find binary for
    # op PromptFlashAttention." (OP_LOGE in CANN's aclnn op launcher, with "Cannot find bin of op X, integral key ..."
    # above it), its "Get path and read binary_info_config.json failed, please check if the opp_kernel package is
    # installed" (EZ1001: no kernels package at all), and the kernels package's "the socversion Ascend910B1 of bin
    # package does not match the current device socverison Ascend310P3" (a package built for another SoC): the NPU
    # counterpart of CUDA's "no kernel image" (vllm-ascend#37, #237, #2725)
    LogPattern(
        "ascend_op_binary_missing", "message", "cuda_no_kernel_image",
        anchors=("Cannot find bin", "binary_info_config.json", "of bin package does not match"),
        regex=_rx(r"Cannot find bin(?:ary for| of) op (?P<ascend_op>\w{1,80})"
                  r"|read binary_info_config\.json failed"
                  # (the op registry of this SoC lists no kernel for the op: "The binary_info_config.json of socVersion
                  # [ascend310p] does not support opType [MoeGatingTopKSoftmax].", EZ1001, vllm-ascend#1813)
                  r"|binary_info_config\.json of socVersion \[\w{1,30}\] does not support opType \[\w{1,80}\]"
                  r"|socversion (?P<package_soc>Ascend\w{1,20}) of bin package does not match the current device "
                  r"socver[si]{1,2}on (?P<device_soc>Ascend\w{1,20})"),
        end=LazyRegex(r"."),
        fields=(_rx(r"socVersion \[(?P<device_soc>\w{1,30})\] does not support opType \[(?P<ascend_op>\w{1,80})\]"),),
        source="Huawei CANN op runtime (aclnn launcher OP_LOGE 'Cannot find binary for op %s.', EZ1001) and its "
               "kernels package's SoC check",
    ),
    # NVIDIA's CUTLASS Python DSL failing to compile a kernel for this GPU: its DSLNVVMError formats "NVVM Compilation
    # Error: ... - Target Architecture: sm_75 ..." (cutlass/base_dsl/common.py _format_error), raised as
    # "DSLRuntimeError: ICE"; FlashInfer builds kernels with the DSL when vLLM imports it to pick an attention backend,
    # and on Turing (sm_75) that compile fails (several repositories' notes report it from vLLM 0.17 on, and that
    # uninstalling flashinfer-python lets vLLM fall back to another backend; not read in vLLM's or FlashInfer's source)
    LogPattern(
        "cutlass_dsl_nvvm_error", "message", "cuda_no_kernel_image",
        anchors=("NVVM Compilation Error",),
        regex=_rx(r"NVVM Compilation Error\b"),
        fields=(_rx(r"Target Architecture: (?P<nvvm_arch>sm_\d{2,3}[af]?)\b"),),
        end=LazyRegex(r"."),
        source="NVIDIA CUTLASS Python DSL (cutlass/base_dsl/common.py, DSLNVVMError._format_error) under FlashInfer",
    ),
    LogPattern(
        "cuda_no_kernel_image", "message", "cuda_no_kernel_image",
        # (ROCm's counterpart, hipErrorInvalidDeviceFunction: "HIP error: invalid device function", the binaries hold
        # no code object for this GPU's gfx architecture)
        # (and the runtime's enum name for it, as an author writes it: "... dies with cudaErrorNoKernelImageForDevice",
        # devnen's Blackwell notes)
        anchors=("no kernel image is available", "invalid device function", "cudaErrorNoKernelImageForDevice"),
        regex=_rx(r"no kernel image is available|HIP [Ee]rror: invalid device function"
                  r"|\bcudaErrorNoKernelImageForDevice\b"),
        end=_rx(r"execution on the device\.?$"),
        source="CUDA runtime cudaGetErrorString (libcudart.so.13)",
    ),
    # torch's own check when CUDA is first used (torch/cuda/__init__.py::_check_cubins, torch 1.x-2.x): no sm_ entry of
    # its build's arch list (torch.cuda.get_arch_list()) shares the GPU's major version, "NVIDIA GeForce RTX 5090 with
    # CUDA capability sm_120 is not compatible with the current PyTorch installation. The current PyTorch install
    # supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90." A warning (torch goes on, and the first
    # kernel fails with "no kernel image is available"): the cause only while nothing else failed after it
    LogPattern(
        "torch_arch_unsupported", "message", "cuda_no_kernel_image",
        anchors=("is not compatible with the current PyTorch",),
        # (the GPU's sm_ number is its compute capability, "sm_100" 10.0)
        regex=_rx(r"with CUDA capability (?P<compute_capability>sm_(?P<torch_gpu_sm>\d{2,3})) is not compatible with "
                  r"the current PyTorch"),
        fields=(_rx(r"supports CUDA capabilities (?P<torch_arch_list>sm_\w{2,5}(?: sm_\w{2,5}){0,24})"),),
        end=_rx(r"CUDA capabilities sm_\w{2,5}(?: sm_\w{2,5}){0,24}\.$"),  # its build's list, to its full stop
        source="torch/cuda/__init__.py::_check_cubins (incompatible_device_warn)",
    ),
    # Triton assembles each kernel with ptxas for the GPU's architecture (triton/backends/nvidia/compiler.py::make_cubin:
    # `ptxas ... --gpu-name=sm_<arch>`, the binary bundled in triton/backends/nvidia/bin unless TRITON_PTXAS_PATH names
    # one; 3.9 takes TRITON_PTXAS_BLACKWELL_PATH for arch >= 90). A ptxas older than the GPU refuses the name with its
    # own "ptxas fatal : Value 'sm_121a' is not defined for option 'gpu-name'" (Triton wraps it in "Internal Triton PTX
    # codegen error"): the toolchain has no code for this GPU, as a kernel image missing from a build
    LogPattern(
        "triton_ptxas_arch_unknown", "message", "cuda_no_kernel_image",
        # (and the ptxas command itself failing, as a Triton that does not wrap it prints it: "subprocess.
        # CalledProcessError: Command '[.../ptxas', ..., '--gpu-name=sm_121a', ...]' returned non-zero exit status 255")
        anchors=("is not defined for option", "--gpu-name=sm_"),  # no quote in an anchor: a retyped paste's are typographic
        regex=_rx(r"Value '(?P<ptxas_arch>sm_\w{1,8})' is not defined for option 'gpu-name'"
                  r"|ptxas[^\n]{0,600}?--gpu-name=sm_\w{1,8}[^\n]{0,600}?returned non-zero exit status"),
        fields=(_rx(r"--gpu-name=(?P<ptxas_arch>sm_\w{1,8})"),),
        end=LazyRegex(r"."),
        source="ptxas (CUDA toolkit) via triton/backends/nvidia/compiler.py::make_cubin (Triton 3.2.0, 3.9.0)",
    ),
    # libNVVM refusing the architecture a JIT asked it for: "libnvvm : error: -arch=compute_ is an unsupported option"
    # (NVVM_ERROR_INVALID_OPTION from nvvmCompileProgram, libNVVM's API; CUTLASS's CuTe DSL, nvidia-cutlass-dsl, compiles
    # vLLM's DSL kernels through the libNVVM it bundles, cutlass/base_dsl/compiler.py): that libNVVM, or the DSL's table
    # of architectures, has no target for this GPU (an empty compute_ when the DSL maps the GPU to none: a T4, sm_75)
    LogPattern(
        "nvvm_arch_unsupported", "message", "cuda_no_kernel_image",
        anchors=("is an unsupported option",),
        regex=_rx(r"-arch=(?P<nvvm_arch>compute_\w{0,8}) is an unsupported option"),
        end=LazyRegex(r"."),
        source="libNVVM (nvvmCompileProgram's NVVM_ERROR_INVALID_OPTION) via nvidia-cutlass-dsl cutlass/base_dsl/compiler.py",
    ),
    # Triton's file cache written by several processes at once: FileCacheManager.put writes '<file>.tmp.pid_<pid>_<rnd>'
    # then os.replace()s it (triton/runtime/cache.py, 2.1-2.3; later a 'tmp.pid_<pid>_<rnd>' folder, <rnd> a random int,
    # then a uuid4), and a rank that
    # compiles the same kernel into the shared ~/.triton/cache can find the other's temporary gone: "FileNotFoundError:
    # [Errno 2] No such file or directory: '/root/.triton/cache/<hash>/fused_moe_kernel.json.tmp.pid_1528_587007'".
    # vLLM gives each worker process its own Triton cache from 0.5.2 (PR #6140: vllm/triton_utils/custom_cache_manager.py
    # maybe_set_triton_cache_manager, for fused MoE at TP > 1)
    LogPattern(
        "triton_cache_race", "message", "triton_cache_race",
        anchors=("tmp.pid_",),
        # the temporary's own name ending a quoted path (a wrapped paste may cut the words before it off the line)
        regex=_rx(rf"[./]tmp\.pid_{INT}_[\w-]{{1,40}}(?:/[\w.-]{{1,200}})?'"),
        end=LazyRegex(r"."),
        source="triton/runtime/cache.py::FileCacheManager.put (2.1-3.x); vllm PR #6140 "
               "(triton_utils/custom_cache_manager.py, 0.5.2+)",
    ),
    # Triton builds a small C launcher for each kernel it compiles (triton/runtime/build.py::_build calls
    # _find_compiler: $CC, else gcc, else clang on PATH); with none it raises "Failed to find C compiler. Please specify
    # via CC environment variable." (read in the Triton 3.2.0 wheel; 3.9.0 adds " or set triton.knobs.build.impl.").
    # vLLM's own Triton kernels (fused MoE, the Triton attention backends, sampling) and torch.compile's Inductor reach it
    # at the first kernel: a container or host without a C compiler
    # Triton's launcher (triton/runtime/build.py::_build) links against libcuda: "/usr/bin/ld: cannot find -lcuda" where
    # the image or host has only libcuda.so.1 (the driver's), or none, on the linker's path (vllm#12505; vllm#30392
    # quotes the libcuda.so link that fixed it): the launcher cannot be built, as without a C compiler
    LogPattern(
        "triton_libcuda_link", "message", "triton_compiler_missing",
        # (later Triton releases name the driver's file itself, "-l:libcuda.so.1", triton/backends/nvidia/driver.py's
        # libcuda_dirs: "/usr/bin/ld: cannot find -l:libcuda.so.1", llm-d#1063)
        anchors=("cannot find -lcuda", "cannot find -l:libcuda"),
        regex=_rx(r"ld(?:\.\w{1,8})?: cannot find -l(?::lib)?cuda\b"),
        end=LazyRegex(r"."),
        source="triton/runtime/build.py::_build (gcc ... -lcuda), the linker's refusal",
    ),
    # torch.compile's Inductor without a usable Triton: "torch._inductor.exc.TritonMissing: Cannot find a working triton
    # installation. Either the package is not installed or it is too old. More information on installing Triton can be
    # found at: https://github.com/triton-lang/triton" (torch/_inductor/exc.py, raised by scheduler.py::create_backend
    # for a GPU device), where vLLM compiles the model (an Intel GPU without pytorch-triton-xpu, vllm PR #35610)
    LogPattern(
        "inductor_triton_missing", "message", "dependency_version_mismatch",
        anchors=("Cannot find a working triton installation",),
        regex=_rx(r"Cannot find a working triton installation"),
        end=LazyRegex(r"."),
        source="torch/_inductor/exc.py::TritonMissing (torch/_inductor/scheduler.py::create_backend)",
    ),
    LogPattern(
        "triton_compiler_missing", "message", "triton_compiler_missing",
        anchors=("Failed to find C compiler",),
        regex=_rx(r"Failed to find C compiler"),
        end=LazyRegex(r"."),
        source="triton/runtime/build.py::_find_compiler (Triton 3.2.0, 3.9.0)",
    ),
    # torch.compile's generated code failing: Dynamo wraps a compiler failure as "torch._dynamo.exc.
    # BackendCompilerFailed: backend='<vllm.compilation.backends.VllmBackend ...>' raised: ..." (torch/_dynamo/
    # output_graph.py::OutputGraph.call_user_compiler, torch 2.x; vLLM compiles with its VllmBackend from 0.6.6, V1's
    # default level PIECEWISE, vllm/config.py::VllmConfig.__post_init__ 0.7-0.8); an out-of-memory wrapped in it is
    # left to the OOM rows. Weak (logs/builder.py _WEAK_MESSAGES): Dynamo prints the wrapped exception after "raised:",
    # and that line is the cause when another row reads it (a Triton kernel the driver refuses, vllm#18580)
    # Dynamo refusing to trace an operation of the model's code: "torch._dynamo.exc.Unsupported: ..." with its pointer
    # "For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/
    # gb/gb0156.html" and the "from user code:" frames (torch/_dynamo/exc.py, graph_break_hints, torch 2.8+): vLLM
    # compiles the model as one graph (fullgraph=True, vllm/compilation/decorators.py), so a graph break ends the
    # compile. Weak (logs/builder.py _WEAK_MESSAGES): an exception read after it is the cause
    LogPattern(
        "dynamo_graph_break", "message", "torch_compile_error",
        anchors=("this graph break", "compile-graph-break-site", "torch._dynamo.exc.Unsupported"),
        regex=_rx(r"For more details about this graph break|compile-graph-break-site/gb/gb\d{1,5}"
                  r"|torch\._dynamo\.exc\.Unsupported: \S"),
        end=LazyRegex(r"."),
        source="torch/_dynamo/exc.py (Unsupported, graph-break hints); vllm/compilation/decorators.py (fullgraph)",
    ),
    # torch 2.12+ refusing a fullgraph compile that compiled nothing: "RuntimeError: torch.compile with fullgraph=True
    # found no compiled frames. The frame was likely skipped (e.g., a non-infra torch dispatch mode was active, dynamo
    # was disabled, or the frame was skipped." (torch/_dynamo/eval_frame.py, pytorch#177809): vLLM compiles the model
    # with fullgraph=True, and Dynamo switched off for the process (TORCH_COMPILE_DISABLE=1, TORCHDYNAMO_DISABLE=1)
    # skips it; earlier torch ran the region eagerly. vLLM PR #40715 (2026-04) turns its own compile off on that variable
    LogPattern(
        "dynamo_fullgraph_nothing_compiled", "message", "torch_compile_error",
        anchors=("found no compiled frames",),
        regex=_rx(r"torch\.compile with fullgraph=True found no compiled frames"),
        end=LazyRegex(r"."),
        source="torch/_dynamo/eval_frame.py (torch 2.12+); vllm/compilation/decorators.py (fullgraph=True)",
    ),
    # torch.fx refusing to drop a node of the graph that others still use: "RuntimeError: Tried to erase Node size_1 but
    # it still had 2 users in the graph: {getitem_3: None, getitem_4: None}!" (torch/fx/graph.py::Graph.erase_node): a
    # graph pass of the compilation (vLLM's own passes in vllm/compilation/, Inductor's) rewriting the captured graph
    # -- the graph is torch.compile's, so the compile of this vLLM with this torch failed
    LogPattern(
        "fx_erase_node_in_use", "message", "torch_compile_error",
        anchors=("Tried to erase Node",),
        regex=_rx(r"Tried to erase Node \S{1,120} but it still had \d{1,5} users? in the graph"),
        end=LazyRegex(r"."),
        source="torch/fx/graph.py::Graph.erase_node; vllm/compilation/ (fusion and noop-elimination passes)",
    ),
    LogPattern(
        "torch_compile_backend_failed", "message", "torch_compile_error",
        anchors=("BackendCompilerFailed",),
        regex=_rx(r"BackendCompilerFailed: backend=(?![^\n]{0,400}out of memory)"),
        end=LazyRegex(r"."),
        source="torch/_dynamo/output_graph.py::OutputGraph.call_user_compiler (BackendCompilerFailed); "
               "vllm/compilation/backends.py::VllmBackend (0.6.6-0.33.0)",
    ),
    # Inductor's own wrapper of an error raised while it compiled a graph: "torch._inductor.exc.InductorError:
    # AssertionError: auto_functionalized was not removed" (torch/_inductor/exc.py::InductorError, raised by
    # torch/_inductor/compile_fx.py around the lowering and code generation, torch 2.7+); an out-of-memory wrapped in it
    # is left to the OOM rows. The compile itself failed (vLLM compiles with Inductor from 0.6.6; --enforce-eager, or
    # -O0 / compilation level 0, skips it)
    LogPattern(
        "torch_inductor_error", "message", "torch_compile_error",
        anchors=("InductorError:",),
        # (or alone at the end of its line, the wrapped exception re-flowed onto the next: that one, when a row reads
        # it, is the message: logs/builder.py _later_reading)
        regex=LazyRegex(r"InductorError:(?: ?(?![^\n]{0,400}out of memory)\S|$)"),
        end=LazyRegex(r"."),
        source="torch/_inductor/exc.py::InductorError (torch 2.7+), raised in torch/_inductor/compile_fx.py; "
               "vllm/compilation/backends.py::VllmBackend (0.6.6-0.33.0)",
    ),
    # Inductor's autotuning of the kernels it generated, run while it compiles ("RuntimeError: Failed to run autotuning
    # code block: {e}", torch/_inductor/codegen/wrapper.py, raised from the exec of the tuning code; vLLM's max-autotune
    # compiles and its fused kernels reach it): an out-of-memory in it is left to the OOM rows
    LogPattern(
        "torch_inductor_autotune_failed", "message", "torch_compile_error",
        anchors=("autotuning code block",),
        # (not the raise's own source line in the traceback, 'raise RuntimeError(f"... code block: {e}") from e')
        regex=_rx(r"Failed to run autotuning code block: (?![^\n]{0,400}out of memory)[^\s{]"),
        end=LazyRegex(r"."),
        source="torch/_inductor/codegen/wrapper.py (the compile-time autotuning block); vllm/compilation/backends.py",
    ),
    # an error raised inside the module Inductor generated for a graph: the traceback's frame in its cached Python file,
    # 'File "/root/.cache/vllm/torch_compile_cache/<hash>/rank_5_0/inductor_cache/bx/<name>.py", line 370, in call'
    # (vLLM's cache layout: vllm/compilation/backends.py / compiler_interface.py::InductorAdaptor, 0.8-0.33; torch's
    # own default /tmp/torchinductor_<user>/). Weak (logs/builder.py _WEAK_MESSAGES): the error line after it (an OOM,
    # a CUDA error) is the cause when kvroom reads it; the frame alone says the compiled graph failed when called
    LogPattern(
        "torch_compile_generated_code", "message", "torch_compile_error",
        anchors=("inductor_cache/", "/torchinductor_"),
        # Inductor's module path <cache>/<2 characters>/<name>.py (a wrapped paste may cut the frame's other words)
        # (a name a reporter redacted, ".../inductor_cache/ol/<hash>.py", is still the module's)
        regex=_rx(r"/(?:inductor_cache|torchinductor_[\w.-]{1,40})/\w{2}/(?:\w{1,80}|<\w{1,20}>)"),
        end=LazyRegex(r"."),
        source="torch/_inductor/codecache.py (the generated module's call); vllm/compilation/compiler_interface.py::"
               "InductorAdaptor (inductor_cache under torch_compile_cache, 0.8-0.33)",
    ),
    # a traceback through torch.compile's own code: 'File ".../site-packages/torch/_inductor/codecache.py", line 2747,
    # in load_by_key_path' (Inductor: lowering, code generation, loading the generated module), '.../torch/_dynamo/
    # convert_frame.py' (Dynamo's tracing). vLLM compiles the model with them in its profiling run from 0.6.6
    # (vllm/compilation/backends.py::VllmBackend; V1 gpu_model_runner.py::profile_run -> _dummy_run), so a traceback
    # that passes through them, with no exception line kvroom reads (a paste cut before it, vLLM's "Engine core
    # initialization failed" wrapper after it), failed in the compile. Weak (logs/builder.py _WEAK_MESSAGES): the
    # exception, when a row reads it (an OOM, a CUDA error, a Triton refusal), is the cause
    # (and the frame as a summary, a profiler or a rich traceback writes it, "at torch/_inductor/utils.py:3442
    # copy_misaligned_inputs": its path and line)
    LogPattern(
        "torch_compile_frame", "message", "torch_compile_error",
        anchors=("torch/_inductor/", "torch/_dynamo/"),
        regex=_rx(r'(?:/|(?<![\w/])\b)torch/_(?:inductor|dynamo)/(?:\w{1,40}/){0,2}\w{1,60}\.py'
                  r'(?:", line \d{1,6}, in \w{1,80}|:\d{1,6}\b)'),
        end=LazyRegex(r"."),
        source="torch/_inductor/*.py, torch/_dynamo/*.py frames; vllm/compilation/backends.py::VllmBackend (0.6.6-0.33.0)",
    ),
    # --max-model-len auto (V1 0.14.0-0.33.0, vllm/v1/core/kv_cache_utils.py::_auto_fit_max_model_len, kv_cache_planning.py
    # in 0.33): no length fits because no KV memory is left -- the no-memory failure in another wording
    LogPattern(
        "autofit_no_memory", "message", "no_kv_memory",
        anchors=("Cannot auto-fit max_model_len",),
        # (also quoted by its head alone, "fails with `Cannot auto-fit max_model_len`": the words are printed only
        # there)
        regex=_rx(r"Cannot auto-fit max_model_len(?:: not enough GPU memory|[`'\"]|\.? ?$)"),
        # (0.34.0 ends on its hint: "... or use more GPUs." after warm-up, _more_kv_cache_memory_hint's sentences before)
        releases=_r("0.14.0+"), engine="V1",
        end=_rx(r"(?:`?gpu_memory_utilization`?|use more GPUs|a device with more memory|in the compilation config|"
                r"`?max_num_seqs`?|despite its name\))\.$"),
        source="vllm/v1/core/kv_cache_utils.py::_auto_fit_max_model_len (0.14.0-0.32.0), kv_cache_planning.py "
               "(0.33.0-0.34.0)",
    ),

    # ------------------------------------------------------------------ wording of the V1 message (spec §4.4)
    LogPattern("spelling_models_s", "wording", "spelling", ("'s",), LazyRegex(r"^models's$"),
               _r("0.7.0-0.21.x"), applies_to="kv_cache_too_small", on=("_spelling",), source="§4.4"),
    LogPattern("spelling_model_s", "wording", "spelling", ("'s",), LazyRegex(r"^model's$"),
               _r("0.22.0+"), applies_to="kv_cache_too_small", on=("_spelling",), source="§4.4"),
    LogPattern("unit_gb", "wording", "gib_format", ("GB",), LazyRegex(r"^GB$"),
               _r("0.7.0-0.8.2"), applies_to="kv_cache_too_small", on=("_unit",),
               sets=(("gib_format", "GB"),), source="§4.4 V1-a"),
    LogPattern("unit_gib", "wording", "gib_format", ("GiB",), LazyRegex(r"^GiB$"),
               _r("0.8.3+"), applies_to="kv_cache_too_small", on=("_unit",), source="§4.4 V1-b+"),
    LogPattern("gib_two_decimals", "wording", "gib_format", (".",), LazyRegex(r"^-?\d+\.\d0$"),
               _r("<=0.13.x"), applies_to="kv_cache_too_small", on=("needed_gib", "available_gib"),
               sets=(("gib_format", "%.2f"),), source="§4.4 %.2f (7.00, 10.50: format_gib drops the 0)"),
    LogPattern("gib_format_gib", "wording", "gib_format", ("",), LazyRegex(r"^-?\d+(?:\.\d)?$"),
               _r("0.14.0+"), applies_to="kv_cache_too_small", on=("needed_gib", "available_gib"),
               sets=(("gib_format", "format_gib"),), source="§4.4 format_gib (16.0, 22.5)"),
    LogPattern("estimate_printed", "wording", "estimate", ("estimated maximum",),
               _rx(r"estimated maximum model length is \d"), _r("0.9.1+"), applies_to="kv_cache_too_small",
               sets=(("has_estimate_sentence", True),), source="§4.4 V1-d+"),
    LogPattern("estimate_cut", "wording", "estimate", ("Based on the available memory",),
               _rx(r"Based on the available memory, ?Try"), _r("0.8.4-0.9.0"), applies_to="kv_cache_too_small",
               sets=(("has_estimate_sentence", True),), source="§4.4 V1-c (the estimate's number is never printed)"),
    LogPattern("no_estimate_two_spaces", "wording", "estimate", (").  Try",),
               LazyRegex(r"B\)\.  Try"), _r("0.8.4-0.13.x"), applies_to="kv_cache_too_small", on=("raw",),
               sets=(("has_estimate_sentence", False),), source="§4.4 V1-c/d/e with estimate 0"),
    LogPattern("no_estimate_one_space", "wording", "estimate", ("). Try",),
               LazyRegex(r"B\)\. Try"), _r("<=0.8.3 | 0.14.0+"), applies_to="kv_cache_too_small", on=("raw",),
               sets=(("has_estimate_sentence", False),), source="§4.4 V1-a/b; V1-f+ with estimate 0"),
    LogPattern("docs_link", "wording", "docs", ("docs.vllm",), LazyRegex(_DOCS), _r("0.13.0+"),
               applies_to="kv_cache_too_small", absent=_r("<=0.12.x"),
               sets=(("has_docs_link", True),), absent_sets=(("has_docs_link", False),), source="§4.4 V1-e+"),
    # (0.34.0 replaced the sentence by a hint of its own, v1/core/kv_cache_planning.py::_more_kv_cache_memory_hint:
    # the 0.22-0.33 parenthesis is in no 0.34 message, so its absence says <=0.21 or 0.34+)
    LogPattern("cpu_note", "wording", "cpu_note", ("CPU backend",),
               _rx(r"\(which also controls CPU memory on the CPU backend\)"), _r("0.22.0-0.33.x"),
               applies_to="kv_cache_too_small", absent=_r("<=0.21.x | 0.34.0+"),
               sets=(("has_cpu_note", True),), absent_sets=(("has_cpu_note", False),), source="§4.4 0.22.0-0.33.x"),
    # 0.34.0's message: "... {hint} Decreasing `max_model_len` also reduces what is needed. See ..." (v1/core/
    # kv_cache_planning.py::_check_enough_kv_cache_memory, 0.34.0 wheel; 0.33.0 says "Try increasing ... or decreasing
    # `max_model_len` when initializing the engine.")
    LogPattern("max_len_also_reduces", "wording", "text", ("also reduces what is needed",),
               _rx(r"Decreasing `?max_model_len`? also reduces what is needed"), _r("0.34.0+"),
               applies_to="kv_cache_too_small", source="kv_cache_planning.py::_check_enough_kv_cache_memory (0.34.0)"),
    # 0.34.0's hint when the KV cache is extensible (reserved as address space, committed after warm-up; the default on
    # CUDA and ROCm, config/cache.py enable_extensible_kv_cache) and gpu_memory_utilization was left unset, so it
    # resolved to 1.0 (CacheConfig.resolved_gpu_memory_utilization): "The extensible KV cache already takes all device
    # memory left after {used_by}; decrease `max_model_len` or `max_num_seqs`, or the model needs a device with more
    # memory." (kv_cache_planning.py::_more_kv_cache_memory_hint, 0.34.0 wheel). No higher utilization exists.
    *(LogPattern(f"extensible_kv_all_memory_{kind}", "wording", "hint", ("extensible KV cache already takes",),
                 _rx(r"The extensible KV cache already takes all device memory"), _r("0.34.0+"), applies_to=kind,
                 sets=(("gpu_memory_utilization", 1.0), ("extensible_kv_cache", True)),
                 source="kv_cache_planning.py::_more_kv_cache_memory_hint (0.34.0)")
      for kind in ("kv_cache_too_small", "no_kv_memory", "autofit_no_memory")),
    # ... and when gpu_memory_utilization was set below 1.0: "The KV cache gets what is left after {used_by} within
    # `gpu_memory_utilization`={utilization}; increase it (with the extensible KV cache it defaults to 1.0) or ..."
    *(LogPattern(f"extensible_kv_within_util_{kind}", "wording", "hint", ("with the extensible KV cache it defaults",),
                 _rx(r"with the extensible KV cache it defaults to 1\.0"), _r("0.34.0+"), applies_to=kind,
                 sets=(("extensible_kv_cache", True),),
                 source="kv_cache_planning.py::_more_kv_cache_memory_hint (0.34.0)")
      for kind in ("kv_cache_too_small", "no_kv_memory", "autofit_no_memory")),
    # ... and the check after CUDA graph capture and warm-up (kv_cache_planning.py::shrink_kv_cache_configs, the blocks
    # measured after warm-up, vllm/v1/worker/extensible_kv_cache.py::measure_kv_cache_blocks): "... left after the
    # model, its activations, CUDA graphs and warmup ... CUDA graphs take less with fewer or smaller capture sizes in
    # the compilation config." (0.34.0 wheel)
    *(LogPattern(f"kv_sized_after_warmup_{kind}", "wording", "hint", ("CUDA graphs and warmup",),
                 _rx(r"its activations, CUDA graphs and warmup"), _r("0.34.0+"), applies_to=kind,
                 sets=(("extensible_kv_cache", True), ("kv_sized_after_warmup", True)),
                 source="kv_cache_planning.py::_more_kv_cache_memory_hint(after_warmup=True) (0.34.0)")
      for kind in ("kv_cache_too_small", "no_kv_memory", "autofit_no_memory")),
    # --max-model-len auto re-fitted after warm-up with nothing left: "Cannot auto-fit max_model_len: ... CUDA graph
    # capture and warmup left no memory for the KV cache. Increase `gpu_memory_utilization`, reduce the memory CUDA
    # graphs take (...), or use more GPUs." (kv_cache_planning.py::_auto_fit_max_model_len(after_warmup=True), called
    # only for an extensible KV cache by finalize_extensible_kv_cache, 0.34.0)
    LogPattern("autofit_after_warmup", "wording", "hint", ("left no memory for the KV cache",),
               _rx(r"CUDA graph capture and warmup left no memory for the KV cache"), _r("0.34.0+"),
               applies_to="autofit_no_memory", sets=(("extensible_kv_cache", True), ("kv_sized_after_warmup", True)),
               source="kv_cache_planning.py::_auto_fit_max_model_len (0.34.0)"),
    # ------------------------------------------------------------------ wording of the other messages
    LogPattern("v0_cpu_backend", "wording", "cpu_note", ("VLLM_CPU_KVCACHE_SPACE",),
               LazyRegex(r"VLLM_CPU_KVCACHE_SPACE"), applies_to="kv_cache_too_small_v0",
               sets=(("platform", "cpu"),), source="§9 vllm/worker/cpu_worker.py"),
    LogPattern("v0_spelling", "wording", "spelling", ("'s",), LazyRegex(r"^models?'s$"),
               applies_to="kv_cache_too_small_v0", on=("_spelling",), source="§9 always \"model's\""),
    LogPattern("no_mem_docs_link", "wording", "docs", ("docs.vllm",), LazyRegex(_DOCS), _r("0.13.0+"),
               applies_to="no_kv_memory", absent=_r("<=0.12.x"),
               sets=(("has_docs_link", True),), absent_sets=(("has_docs_link", False),), source="§4.4 no-memory"),
    # (0.34.0's message carries the sentence only where its KV cache is not extensible: the extensible hint replaces it,
    # kv_cache_planning.py::_more_kv_cache_memory_hint)
    LogPattern("no_mem_cpu_note", "wording", "cpu_note", ("CPU backend",),
               _rx(r"this flag also controls CPU memory reservation on the CPU backend"), _r("0.22.0+"),
               applies_to="no_kv_memory", absent=_r("<=0.21.x | 0.34.0+"),
               sets=(("has_cpu_note", True),), absent_sets=(("has_cpu_note", False),), source="§4.4 no-memory 0.22+"),
    # ... and 0.34.0 prints "Try increasing `gpu_memory_utilization` when initializing the engine" only with that
    # sentence after it (kv_cache_planning.py::_more_kv_cache_memory_hint's last return): the bare "... the engine."
    # (<=0.12.x) or "... the engine. See ..." (0.13.0-0.21.x) is no 0.34 message
    LogPattern("no_mem_try_without_note", "wording", "text", ("when initializing the engine",),
               _rx(r"when initializing the engine\.(?: See|$)"), _r("<=0.21.x"), applies_to="no_kv_memory",
               source="§4.4 no-memory; kv_cache_planning.py (0.34.0) prints the Try sentence with the CPU note only"),
    LogPattern("no_mem_cpu_space", "wording", "cpu_note", ("VLLM_CPU_KVCACHE_SPACE",),
               LazyRegex(r"VLLM_CPU_KVCACHE_SPACE"), applies_to="no_kv_memory",
               sets=(("platform", "cpu"),), source="V0 cpu_worker"),
    LogPattern("free_mem_no_device", "wording", "device", ("on device (",), _rx(r"on device \("),
               _r("0.9.1-0.13.x"), applies_to="free_memory_low", source="§7.1"),
    LogPattern("free_mem_device", "wording", "device", ("on device ",),
               _rx(r"on device [A-Za-z][\w:.-]{0,31} \("), _r("0.14.0+"), applies_to="free_memory_low",
               source="§7.1"),
    # the sentence is in every release up to 0.10.1.1 (0.4.x raised it too, vllm#3676, xorbitsai/inference#1715)
    LogPattern("max_len_old_text", "wording", "text", ("incorrect model outputs",),
               _rx(r"This may lead to incorrect model outputs"), _r("<=0.10.1.1"),
               applies_to="max_len_over_derived", source="§1.5; vllm#3676 (0.4.0 wording)"),
    # the 0.5.5 and 0.6.0 wheels raise it too (config.py::_get_and_verify_max_len; not in 0.5.1): VLLM_ALLOW_LONG_MAX_MODEL_LEN
    # arrived in 0.5.4 (core.releases allow_long_max_model_len_env, vllm PR #7080)
    LogPattern("max_len_allow_text", "wording", "text", ("To allow overriding",),
               _rx(r"To allow overriding this maximum"), _r("0.5.4+"),
               applies_to="max_len_over_derived", source="§1.5 (0.6.3+ error text); 0.5.5 / 0.6.0 wheels"),
    # "({K}={D} in model's config.json)" without "or model_max_length=": before model_max_length was read
    # (added with Command-R support, vllm#3676 / March 2024)
    LogPattern("max_len_no_model_max_length", "wording", "text", ("in model's config",),
               _rx(r"derived max_model_len \(\w{1,64}=[\d.]{1,16} in model's config"), _r("<=0.4.0"),
               applies_to="max_len_over_derived", source="vllm#3676 (0.4.0 wording)"),
    LogPattern("max_len_new_text", "wording", "text", ("extreme caution",), _rx(r"must be used with extreme caution"),
               _r("0.10.2+"), applies_to="max_len_over_derived", source="§1.5"),
    # the releases whose source has the create-weights / q/k/v RuntimeErrors the "oom" row reads (0.11.0; not in 0.10.2
    # nor 0.12.0, so widened over the 0.11 patch releases)
    LogPattern("oom_build_runtime_error", "wording", "text",
               ("Failed to create unquantized linear weights", "Failed to initialize q/k/v range constants"),
               _rx(r"Failed to create unquantized linear weights\.|Failed to initialize q/k/v range constants\."),
               _r("0.11.0-0.11.x"), applies_to="oom",
               source="model_executor/layers/linear.py::UnquantizedLinearMethod.create_weights, attention/layer.py::"
                      "Attention.__init__ (0.11.0 source)"),

    # ------------------------------------------------------------------ wording of vLLM's launch refusals (issue 10):
    # each range is the releases whose wheel prints that wording (tools/extract_vllm_messages.py over 0.2.7, 0.3.3,
    # 0.4.3 and 0.5.5-0.33.0), widened over the unsampled releases next to it
    LogPattern("cg_capture_size", "wording", "text", ("Capture size larger",), _rx(r"Capture size larger than \d"),
               _r("0.9.1-0.11.x"), applies_to="cuda_graph_unsupported",
               source="v1/attention/backends/flash_attn.py (0.9.2-0.11.0)"),
    LogPattern("cg_dual_chunk", "wording", "text", ("DualChunkFlashAttention",), _rx(r"with DualChunkFlashAttention"),
               _r("0.9.0-0.10.x"), applies_to="cuda_graph_unsupported", source="engine/arg_utils.py (0.9.0.1-0.10.2)"),
    LogPattern("cg_mamba", "wording", "text", ("Mamba with cuda graph",), _rx(r"Mamba with cuda graph"),
               _r("0.9.1-0.9.x"), applies_to="cuda_graph_unsupported", source="v1/worker/gpu_model_runner.py (0.9.2)"),
    LogPattern("cg_full_backend", "wording", "text", ("Full CUDAGraph not supported",), _rx(r"Full CUDAGraph not supported"),
               _r("0.9.1-0.10.0"), applies_to="cuda_graph_unsupported", source="v1/worker/gpu_model_runner.py (0.9.2-0.10.0)"),
    LogPattern("cg_mode_level", "wording", "text", ("compilation level is piecewise",),
               _rx(r"compilation level is piecewise"), _r("0.10.1-0.11.x"), applies_to="cuda_graph_unsupported",
               source="v1/worker/gpu_model_runner.py (0.10.1.1-0.11.0)"),
    LogPattern("cg_mode_compile", "wording", "text", ("compilation mode is VLLM_COMPILE",),
               _rx(r"compilation mode is VLLM_COMPILE"), _r("0.11.1+"), applies_to="cuda_graph_unsupported",
               source="v1/worker/gpu_model_runner.py (0.12.0-0.19.1), config/compilation.py (0.20.0-0.33.0)"),
    # the registry refusal's wording (issue 10): get_supported_archs() returns a list up to 0.6.3 (models/__init__.py,
    # registry.py 0.6.3) and self.models.keys() from 0.6.6 (printed "dict_keys([...])"); the removed-architecture
    # sentence is first read in 0.10.0 (0.9.2: none), the plugin sentence in 0.19.1 (0.18.0: none), the Transformers
    # fallback's "Cannot find model module" in 0.8.5 (0.8.3: none)
    LogPattern("arch_supported_list", "wording", "text", ("Supported architectures: [",),
               _rx(r"Supported architectures: \['"), _r("<=0.6.5"), applies_to="architecture_unsupported",
               source="models/__init__.py::ModelRegistry.get_supported_archs (0.2.7-0.6.0), registry.py (0.6.3)"),
    LogPattern("arch_supported_dict_keys", "wording", "text", ("Supported architectures: dict_keys(",),
               _rx(r"Supported architectures: dict_keys\(\["), _r("0.6.4+"), applies_to="architecture_unsupported",
               source="models/registry.py::_ModelRegistry.get_supported_archs (0.6.6-0.33.0)"),
    LogPattern("arch_removed_sentence", "wording", "text", ("supported in vLLM until",),
               _rx(r"was supported in vLLM until v"), _r("0.9.3+"), applies_to="architecture_unsupported",
               source="model_loader/utils.py (0.10.0), models/registry.py::_raise_for_unsupported (0.10.1.1-0.33.0)"),
    LogPattern("arch_plugin_sentence", "wording", "text", ("in-tree anymore",),
               _rx(r"is not supported in-tree anymore"), _r("0.18.1+"), applies_to="architecture_unsupported",
               source="models/registry.py::_ModelRegistry._raise_for_unsupported (0.19.1-0.33.0)"),
    LogPattern("arch_no_module_sentence", "wording", "text", ("Cannot find model module",),
               _rx(r"Cannot find model module\."), _r("0.8.4+"), applies_to="architecture_unsupported",
               source="model_loader/utils.py (0.8.5-0.10.0), models/registry.py::_try_resolve_transformers (0.10.1.1+)"),
    LogPattern("tp_gpus_unnumbered", "wording", "text", ("to less than max local gpu count",),
               _rx(r"please set tensor_parallel_size to less than max local gpu count"), _r("0.4.0-0.5.4"),
               applies_to="tp_over_gpus", source="executor/multiproc_gpu_executor.py (0.4.3)"),
    LogPattern("tp_gpus_numbered", "wording", "text", ("please set tensor_parallel_size (",),
               _rx(r"please set tensor_parallel_size \(\d"), _r("0.4.4-0.10.x"), applies_to="tp_over_gpus",
               source="executor/multiproc_gpu_executor.py (0.5.5-0.6.6), mp_distributed_executor.py (0.7.0-0.10.2)"),
    LogPattern("tp_gpus_parallel_config", "wording", "text", ("number of available GPUs",),
               _rx(r"cannot be larger than the number of available GPUs"), _r("0.11.1-0.12.x"),
               applies_to="tp_over_gpus", source="config/parallel.py::ParallelConfig.__post_init__ (0.12.0)"),
    LogPattern("tp_gpus_world_size", "wording", "text", ("World size (",),
               _rx(r"World size \(\d{1,6}\) is larger than the number of available GPUs"), _r("0.13.0+"),
               applies_to="tp_over_gpus", source="config/parallel.py::ParallelConfig.__post_init__ (0.13.0-0.33.0)"),
    LogPattern("memprof_used", "wording", "text", ("Initial used memory",), _rx(r"Initial used memory \d"),
               _r("0.7.0-0.10.x"), applies_to="memory_profiling_error",
               source="worker/worker.py::_assert_memory_footprint_increased_during_profiling (0.7.0-0.10.2)"),
    LogPattern("memprof_no_numbers", "wording", "text", ("profiling. This happens",),
               _rx(r"Error in memory profiling\. This happens"), _r("<=0.5.4"), applies_to="memory_profiling_error",
               source="worker/worker.py::determine_num_available_blocks (0.4.3)"),
    LogPattern("memprof_free_bytes", "wording", "text", ("current free memory",),
               _rx(r"current free memory \d{1,15}\. This happens"), _r("0.4.4-0.9.1"),
               applies_to="memory_profiling_error", source="worker/worker.py, v1/worker/gpu_worker.py (0.5.5-0.9.0.1)"),
    LogPattern("memprof_free_gib", "wording", "text", ("GiB. This happens",),
               _rx(r"current free memory -?\d{1,9}(?:\.\d{1,9})? GiB\. This happens"), _r("0.9.1+"),
               applies_to="memory_profiling_error", source="v1/worker/gpu_worker.py (0.9.2-0.33.0)"),
    LogPattern("head_size_v1_off", "wording", "text", ("VLLM_USE_V1=0",), _rx(r"Set VLLM_USE_V1=0 to use another"),
               _r("0.8.0-0.9.1"), applies_to="head_size_unsupported", source="v1/attention/backends/flash_attn.py (0.8.0-0.9.0.1)"),
    LogPattern("head_size_flex_env", "wording", "text", ("VLLM_ATTENTION_BACKEND=FLEX_ATTENTION",),
               _rx(r"Set VLLM_ATTENTION_BACKEND=FLEX_ATTENTION"), _r("0.9.1-0.12.x"), applies_to="head_size_unsupported",
               source="v1/attention/backends/*.py::validate_head_size (0.9.2-0.12.0)"),
    LogPattern("head_size_flex_config", "wording", "text", ("--attention-config.backend",),
               _rx(r"Set --attention-config\.backend="), _r("0.12.1-0.13.x"), applies_to="head_size_unsupported",
               source="v1/attention/backends/rocm_attn.py (0.13.0)"),
    LogPattern("head_size_flex_flag", "wording", "text", ("--attention-backend=",),
               _rx(r"Set --attention-backend=FLEX_ATTENTION"), _r("0.14.0-0.17.x"), applies_to="head_size_unsupported",
               source="v1/attention/backends/rocm_attn.py (0.14.0-0.17.0)"),
    LogPattern("quant_scheme_tuple", "wording", "text", ("('Quantization scheme",), _rx(r"\('Quantization scheme"),
               _r("<=0.28.x"), applies_to="quantization_unsupported_gpu",
               source="compressed_tensors.py / quark.py::_check_scheme_supported (0.5.5-0.28.0)"),
    LogPattern("quant_scheme_text", "wording", "text", ("Quantization scheme is not supported for the current",),
               _rx(r"Quantization scheme is not supported for the current GPU"), _r("0.29.0+"),
               applies_to="quantization_unsupported_gpu", source="compressed_tensors.py / quark.py (0.29.0-0.33.0)"),
    LogPattern("kv_fp8_triton", "wording", "text", ("Triton attention backend on",),
               _rx(r"not supported by the Triton attention backend on"), _r("0.24.0+"),
               applies_to="kv_cache_fp8_unsupported", source="v1/attention/backends/triton_attn.py (0.24.0-0.33.0)"),
    LogPattern("kv_fp8_flash_attn", "wording", "text", ("FP8 kv-cache on this device",),
               _rx(r"FlashAttention does not support FP8 kv-cache on this device"), _r("0.8.1-0.10.x"),
               applies_to="kv_cache_fp8_unsupported", source="attention/backends/flash_attn.py (0.8.3-0.10.2)"),
    LogPattern("kv_fp8_torch_sdpa", "wording", "text", ("Torch SDPA backend does not support FP8",),
               _rx(r"Torch SDPA backend does not support FP8 KV cache"), _r("<=0.7.x"),
               applies_to="kv_cache_fp8_unsupported", source="attention/backends/torch_sdpa.py (0.4.3-0.7.3)"),
    LogPattern("kv_fp8_not_yet", "wording", "text", ("with FP8 KV cache not yet supported",),
               _rx(r"with FP8 KV cache not yet supported"), _r("0.8.0-0.10.x"), applies_to="kv_cache_fp8_unsupported",
               source="attention/backends/triton_mla.py, flashmla.py (0.8.0-0.10.2)"),
    LogPattern("pp_model_supports_pp", "wording", "text", ("for this model",),
               _rx(r"Pipeline parallelism is not supported for this model"), _r("0.6.1+"),
               applies_to="pp_model_unsupported", source="config.py::verify_with_parallel_config (0.6.3-0.33.0)"),
    LogPattern("pp_model_list", "wording", "text", ("for the following",),
               _rx(r"Pipeline parallelism is only supported for the following"), _r("0.5.1-0.6.2"),
               applies_to="pp_model_unsupported", source="config.py::verify_with_parallel_config (0.5.1-0.6.0)"),

    # ------------------------------------------------------------------ banners: the version as printed
    LogPattern("banner_api_server", "context", "banner", ("API server version",),
               _rx(r"vLLM API server version (?P<vllm_version>v?\d{1,3}\.\d{1,3}[\w.+-]{0,60})"), priority=3,
               source="vllm/entrypoints/openai/api_server.py"),
    LogPattern("banner_engine", "context", "banner", ("with config",),
               _rx(r"LLM engine \(v(?P<vllm_version>\d{1,3}\.\d{1,3}[\w.+-]{0,60})\) with config"), priority=3,
               source="LLMEngine / EngineCore config log"),
    LogPattern("banner_logo", "context", "banner", ("version",),
               LazyRegex("^[\u2580-\u259f ]{1,80}version (?P<vllm_version>v?\\d{1,3}\\.\\d{1,3}[\\w.+-]{0,60})"),
               priority=3, source="vLLM ASCII logo (0.11+)"),
    LogPattern("collect_env_version", "context", "banner", ("Version",),
               _rx(r"^vLLM Version ?: (?P<vllm_version>v?\d{1,3}\.\d{1,3}[\w.+-]{0,60})"), priority=2,
               source="vllm collect_env"),
    # the release as a reporter states it beside the log: "vLLM version: 0.5.3.post1 (For ROCm)" (vllm#7031), "vllm
    # version 0.7.2", "vllm==0.6.3" (pip freeze), "vllm    0.8.5" (pip list); below vLLM's own banners
    # (and an issue's environment list: "vLLM:         0.30.0" (vllm#58203), "* **vLLM**: `0.21.1rc1.dev140+g...`"
    # (vllm#42390), markdown's bold and code span around the name and the number)
    LogPattern("reporter_version", "context", "banner", ("version", "Version", "vllm==", "vllm ", "vLLM:", "vLLM**:",
                                                             "vllm:", "vLLM "),
               LazyRegex(r"^(?:[-*] {1,3})?\*{0,2}(?:vllm|vLLM|VLLM)\*{0,2}(?: ?[Vv]ersion ?:? ?| ?== ?|:? {1,40}|:)`?"
                          r"v?(?P<vllm_version>\d{1,3}\.\d{1,3}(?:\.\d{1,4})?(?:\.post\d{1,3}|rc\d{1,3})?)\b"),
               priority=1, source="a reporter's environment block (the issue template's 'vLLM version')"),
    # a release the paste says the same launch works on: "v0.24.0 works fine", "works on 0.26.0", "vLLM (working) :
    # 0.26.0+cu129", "worked fine with vllm 0.8.5" -- a reporter's bisection between two releases (the failing one is
    # the banner's), what tells a regression of the release from a launch that never worked
    # (and "a regression from v0.17.x" / "regressed since 0.17.1": the release named ran it; ".x" as the reporter writes
    # a release line)
    LogPattern("working_release", "context", "banner", ("works", "worked", "working", "regression from",
                                                        "regression since", "regressed from", "regressed since"),
               LazyRegex(r"(?:\bv|vLLM |vllm )?\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.\d)?(?:\+\w{1,12})?\*{0,2} "
                          r"(?:still )?works?\b|\bwork(?:s|ed|ing)(?: fine| well| correctly| perfectly)?(?: on| with| in| under) "
                          rf"{_WORKING_BUILD}(?:\*{{0,2}})(?:vLLM |vllm )?v?\d{{1,2}}\.\d{{1,3}}\.\d|\(working\)\s{{0,8}}:\s{{0,8}}v?\d"
                          r"|\bregress(?:ion|ed) (?:from|since) (?:vLLM |vllm )?v?\d{1,2}\.\d{1,3}\.(?:\d|x\b)"),
               fields=(_rx(r"(?:\bv|vLLM |vllm )?(?P<working_release>\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.\d)?)(?:\+\w{1,12})?"
                           r"\*{0,2} (?:still )?works?\b"),
                       _rx(r"\bwork(?:s|ed|ing)(?: fine| well| correctly| perfectly)?(?: on| with| in| under) "
                           rf"{_WORKING_BUILD}\*{{0,2}}(?:vLLM |vllm )?v?"
                           r"(?P<working_release>\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.\d|\.dev\d{1,6}|rc\d{1,3})?)"),
                       _rx(r"\(working\)\s{0,8}:\s{0,8}v?(?P<working_release>\d{1,2}\.\d{1,3}\.\d{1,3}(?:\.\d)?)"),
                       _rx(r"\bregress(?:ion|ed) (?:from|since) (?:vLLM |vllm )?v?"
                           r"(?P<working_release>\d{1,2}\.\d{1,3}\.(?:\d{1,3}(?:\.\d)?|x\b))")),
               source="a reporter's comparison of two releases"),
    # a transformers upgrade said to have brought the failure ("With vLLM <= 0.8.5.post1, upgrading transformers to 4.53.0
    # and above causes `AttributeError: 'Gemma3TextConfig' object has no attribute 'sliding_window_pattern'`",
    # huggingface/transformers#39290): the config classes changed under a vLLM whose model code reads the old ones
    LogPattern("transformers_upgrade_said", "context", "banner", ("upgrading transformers", "upgraded transformers",
                                                                  "updating transformers", "updated transformers",
                                                                  "transformers upgrade", "Upgrading transformers",
                                                                  "Upgraded transformers", "Updating transformers"),
               LazyRegex(r"\b(?:upgrad|updat)(?:e|ed|ing) transformers\b|\btransformers upgrade\b", re.IGNORECASE),
               sets=(("transformers_upgrade_said", True),), source="a reporter's words"),
    # nvcc's own banner in the paste ("nvcc: NVIDIA (R) Cuda compiler driver" / "Cuda compilation tools, release 12.8,
    # V12.8.93", `nvcc --version`): the CUDA compiler is installed where the reporter ran it, so a JIT that "could not
    # find nvcc" failed in its own look-up (flashinfer-ai/flashinfer#1919: 0.4.0 under vLLM, 0.3.0 fine)
    LogPattern("nvcc_banner", "context", "devices", ("Cuda compiler driver", "Cuda compilation tools"),
               _rx(r"nvcc: NVIDIA \(R\) Cuda compiler driver|Cuda compilation tools, release \d{1,2}\.\d{1,2}"),
               sets=(("nvcc_shown", True),), source="CUDA's nvcc --version"),
    # a kernel library's ahead-of-time build said in the paste ("flashinfer 0.3.0 AOT wheels", "the AOT wheel"): its
    # kernels are precompiled, so a build tool it still asks for at run time is that release's fault
    # (flashinfer-ai/flashinfer#1781, fixed by PR #1782: get_cuda_version falls back to torch.version.cuda)
    LogPattern("aot_build_said", "context", "devices", ("AOT wheel", "AOT build", "aot wheel"),
               LazyRegex(r"\bAOT (?:wheels?|builds?)\b", re.IGNORECASE),
               sets=(("aot_build_said", True),), source="a reporter's words (FlashInfer's AOT wheels)"),
    # the same launch said to have worked on an earlier vLLM without its number, or to fail since an upgrade: "could be
    # loaded successfully with an older vLLM development snapshot, but after updating to the latest vLLM code, model
    # startup fails" (vllm PR #44953), "worked fine with the previous release", "since upgrading vLLM": a reporter's
    # bisection in words (working_release above reads one with a number)
    LogPattern("earlier_build_worked", "context", "banner", ("older vLLM", "older vllm", "previous vLLM",
                                                             "previous vllm", "earlier vLLM", "earlier vllm",
                                                             "the previous release", "the previous version",
                                                             "an older release", "an older version", "an older build",
                                                             "since upgrading", "after upgrading", "after updating"),
               LazyRegex(r"\b(?:work(?:s|ed)|load(?:s|ed)|ran|started)(?: fine| successfully| correctly| perfectly| well)?"
                          r" (?:on|with|in|under) (?:an? |the )?(?:older|previous|earlier|last) (?:vLLM |vllm )?"
                          r"(?:development |dev |nightly |stable )?(?:snapshot|build|release|version|image|wheel|commit"
                          r"|vLLM|vllm)\b"
                          r"|\b(?:since|after) (?:upgrading|updating) (?:to (?:the )?(?:latest|newest|new) )?(?:vLLM|vllm)\b"),
               sets=(("earlier_build_worked", True),),
               source="a reporter's comparison of two vLLM builds"),
    # the vLLM change a reporter bisected the failure to, by its pull request's number: "crashes with KeyError after
    # FusedMoE/MoERunner inversion refactor (#41184)" (vllm#49004), "introduced by #12345", "broken since PR #12345",
    # "a regression from #12345": the build before that change ran the launch
    LogPattern("regressing_change_named", "context", "banner", ("refactor", "introduced by", "introduced in",
                                                                "broken by", "broken since", "broken in", "broke in",
                                                                "regression from", "regression in", "regression since",
                                                                "regression introduced", "regressed in", "regressed by"),
               _rx(r"\b(?:after|since|by|in|from) [^\n.;]{0,80}?\brefactor(?:ing)?\b[^\n.;#]{0,40}?#\d{4,6}\b"
                   r"|\b(?:introduced|broken|broke|regressed) (?:in|by|since) (?:the )?(?:PR |pull request |commit )?#\d{4,6}\b"
                   r"|\bregression (?:from|in|since|introduced (?:in|by)) (?:the )?(?:PR |pull request )?#\d{4,6}\b"),
               fields=(_rx(r"\brefactor(?:ing)?\b[^\n.;#]{0,40}?#(?P<regressing_change>\d{4,6})\b"),
                       _rx(r"\b(?:introduced|broken|broke|regressed|regression) (?:from |in |by |since |introduced "
                           r"(?:in|by) )(?:the )?(?:PR |pull request |commit )?#(?P<regressing_change>\d{4,6})\b")),
               source="a reporter's bisection to a vLLM pull request"),
    # the CUDA-graph memory profiling's frame (GPUModelRunner.profile_cudagraph_memory, called from v1/worker/gpu_worker.py::
    # determine_available_memory, 0.18.0-0.33.0 sdists): graphs captured into a throw-away pool while the memory is
    # profiled, before the KV cache is sized (spec §7.3 item 5)
    # vLLM's sleep mode waking up: LLM.wake_up() (the /wake_up endpoint, an RL framework's resume before a rollout or
    # a weight sync) re-maps the memory pool sleep() released (vllm/device_allocator/cumem.py::CuMemAllocator.wake_up,
    # create_and_map -> csrc/cumem_allocator.cpp cuMemCreate, 0.7.3-0.33.0): the function in a frame ("in wake_up"), a
    # call ("llm.wake_up()", "-> vLLM wake_up" in a call chain) or an OOM sentence naming it; not the /wake_up endpoint
    # named in passing. An OOM then is memory taken while vLLM slept (explain.py)
    # the shell's report of a SIGKILL anywhere in a paste, quoted in a note's code span too: bash's job report
    # "./start_vllm.sh: line 30: 3578 Killed  systemd-run ..." (jobs.c), "[1]+  Killed  vllm serve ...", or the
    # kernel's "Out of memory: Killed process N" (mm/oom_kill.c). Beside a reporter's own "out of memory" (oom_in_prose,
    # which names no memory) it says whose memory ran out: the host's (explain.py)
    LogPattern("shell_killed_report", "context", "devices", ("Killed",),
               LazyRegex(r": line \d{1,7}: {1,20}\d{1,9} {1,20}Killed {1,40}\S|^\[\d{1,4}\]\+? {1,20}Killed {1,20}\S"
                          r"|[Oo]ut of memory: Killed process \d"),
               sets=(("shell_killed_seen", True),),
               source="bash's job report (jobs.c: 'Killed'), the kernel's OOM killer (mm/oom_kill.c)"),
    # WSL2 named in the paste: vLLM's own warning ("Using 'pin_memory=False' as WSL is detected", platforms/
    # interface.py::is_pin_memory_available 0.5-0.23, platforms/cuda.py from 0.24), the kernel's release string
    # ("microsoft-standard-WSL2") or the reporter's word "WSL2"
    LogPattern("wsl_named", "context", "devices", ("WSL",),
               LazyRegex(r"(?<![\w-])WSL ?2(?![\w-])|microsoft-standard-WSL|as WSL is detected"),
               sets=(("wsl_seen", True),),
               source="vllm/platforms/interface.py::is_pin_memory_available (in_wsl); the WSL2 kernel's release name"),
    # PyTorch's expandable_segments allocator switched on for the process (PYTORCH_CUDA_ALLOC_CONF or, torch 2.9+,
    # PYTORCH_ALLOC_CONF, "expandable_segments:True" among its options: c10/cuda/CUDAAllocatorConfig.cpp)
    LogPattern("expandable_segments_on", "context", "devices", ("expandable_segments",),
               # (not torch's own advice in its OOM text, "try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to
               # avoid fragmentation", nor anyone's "setting X=expandable_segments:True" suggestion)
               LazyRegex(r"(?<!setting PYTORCH_CUDA_ALLOC_CONF=)(?<!setting PYTORCH_ALLOC_CONF=)"
                          r"expandable_segments ?: ?True(?! to avoid)"), sets=(("expandable_segments_seen", True),),
               source="c10/cuda/CUDAAllocatorConfig.cpp (expandable_segments)"),
    LogPattern("sleep_wake_up", "context", "devices", ("wake_up", "wake-up", "waking"),
               _rx(r"(?:, in |\.|-> ?(?:vLLM |vllm )?|(?:OOM|[Oo]ut of memory)\b[^/`]{0,40}?(?<![\w/-]))wake_up(?![\w-])"
                   r"|(?<![\w/-])wake_up\("
                   # (and a retelling's "re-mapped at wake-up", "OOM on wake-up", "waking from sleep")
                   r"|\b(?:re-?mapp?(?:ed|ing)?|OOMs?|OOM'?ed|[Oo]ut of memory|fail(?:s|ed)?|crash(?:es|ed)?) (?:at|on|during|"
                   r"when|after) (?:the )?wake-up\b|\bwaking (?:up )?from sleep\b"), sets=(("sleep_wake_up_seen", True),),
               source="vllm/device_allocator/cumem.py::CuMemAllocator.wake_up; vllm/entrypoints/llm.py::LLM.wake_up"),
    # a checkpoint named as FP8 in the paste ("deploy Qwen3.8-Flash-Next-FP8", "RedHatAI/Llama-3.3-70B-Instruct-FP8-
    # dynamic", "Qwen3-30B-A3B-FP8"): the publishers' convention for an FP8 quantized checkpoint's name; what places
    # Triton's fp8e4nv refusal in the weights when no id is in the launch (explain.place_triton_fp8)
    LogPattern("fp8_checkpoint_named", "context", "devices", ("-FP8", "-fp8", "_FP8"),
               LazyRegex(r"\b[A-Za-z][\w.]{1,80}[-_](?:FP8|fp8)(?:[-_](?:dynamic|Dynamic|block|Block|static|W8A8|"
                          r"w8a8|KV|E4M3|e4m3)){0,2}\b(?![-.]\w)"),
               sets=(("fp8_weight_kernel_seen", True),),
               source="checkpoint naming on the Hub (FP8 quantized repositories); explain.place_triton_fp8"),
    LogPattern("cudagraph_profiling_frame", "context", "devices", ("profile_cudagraph_memory",),
               _rx(r"profile_cudagraph_memory"), sets=(("cudagraph_profiling_seen", True),),
               source="vllm/v1/worker/gpu_model_runner.py::profile_cudagraph_memory (0.18.0-0.33.0)"),
    # the release the official image's tag names: "vllm/vllm-openai:v0.8.5" (docker/Dockerfile's image, published per
    # release as v<version>), in a docker run line or a manifest; below a reporter's statement (a tag is what was
    # pulled, "latest" and "nightly" name none)
    LogPattern("image_tag_version", "context", "banner", ("vllm/vllm-openai:",),
               LazyRegex(r"\bvllm/vllm-openai:v?(?P<vllm_version>\d{1,3}\.\d{1,3}\.\d{1,4}(?:\.post\d{1,3})?)(?![\w.])"),
               priority=0, source="vLLM's release images (vllm/vllm-openai:v<version>)"),
    LogPattern("engine_v1_banner", "context", "engine", ("V1 LLM engine",), _rx(r"Initializing a V1 LLM engine"),
               engine="V1", scan=("with config",), priority=3, sets=(("engine", "V1"),), source="vllm/v1/engine/core.py"),
    LogPattern("engine_v0_banner", "context", "engine", ("LLM engine",),
               _rx(r"Initializing an? (?:V0 )?LLM engine"), engine="V0", scan=("with config",), priority=3, sets=(("engine", "V0"),),
               source="vllm/engine/llm_engine.py"),

    # ------------------------------------------------------------------ configuration
    # an engine that finished starting: V0's and V1's "Graph capturing finished in N secs" (worker/model_runner.py,
    # v1/worker/gpu_model_runner.py) and V1's "init engine (profile, create kv cache, warmup model) took N seconds"
    # (v1/engine/core.py::_initialize_kv_caches' caller, 0.8+)
    LogPattern("engine_start_completed", "context", "launch", ("Graph capturing finished", "init engine (profile"),
               _rx(r"Graph capturing finished in|init engine \(profile, create kv cache"),
               sets=(("start_completed", True),), priority=1,
               source="worker/model_runner.py, v1/worker/gpu_model_runner.py::capture_model; v1/engine/core.py"),
    LogPattern("engine_config", "context", "config", ("with config",), _rx(r"with config: "),
               fields=(
                   LazyRegex(r"(?:^|[\s,(:])model='(?P<model>[^'\n]{1,300})'"),
                   LazyRegex(r"(?:^|[\s,(:])dtype=(?:torch\.)?(?P<dtype>\w{1,20})"),
                   LazyRegex(r"(?:^|[\s,(:])max_seq_len=(?P<max_model_len>\d{1,12})"),
                   LazyRegex(r"(?:^|[\s,(:])tensor_parallel_size=(?P<tensor_parallel_size>\d{1,5})"),
                   LazyRegex(r"(?:^|[\s,(:])pipeline_parallel_size=(?P<pipeline_parallel_size>\d{1,5})"),
                   LazyRegex(r"(?:^|[\s,(:])data_parallel_size=(?P<data_parallel_size>\d{1,5})"),
                   # (a method's name may hold a dash: compressed-tensors, auto-round; vllm/model_executor/layers/
                   # quantization/__init__.py QuantizationMethods)
                   LazyRegex(r"(?:^|[\s,(:])quantization=(?P<quantization>\w[\w-]{0,39})"),
                   LazyRegex(r"(?:^|[\s,(:])enforce_eager=(?P<enforce_eager>True|False)"),
                   LazyRegex(r"(?:^|[\s,(:])kv_cache_dtype=(?P<kv_cache_dtype>\w{1,20})"),
                   LazyRegex(r"(?:^|[\s,(:])device_config=(?P<platform>\w{1,20})"),
               ), priority=3, source="engine config log line"),
    # vllm/entrypoints/llm.py::LLM.__init__ (every release) takes EngineArgs' fields as keyword arguments: a pasted
    # `llm = LLM(model="...", gpu_memory_utilization=0.1)` is the launch (vllm#7028); lowest priority, like a command
    # V0 engine/llm_engine.py::LLMEngine._initialize_kv_caches and V1 v1/core/kv_cache_utils.py (get_num_blocks):
    # logger.info("Overriding num_gpu_blocks=%d with num_gpu_blocks_override=%d") -- the cache size the user forced
    LogPattern("num_gpu_blocks_override", "context", "capacity", ("num_gpu_blocks_override",),
               _rx(r"Overriding num_gpu_blocks=\d{1,12} with "
                   r"num_gpu_blocks_override=(?P<num_gpu_blocks_override>\d{1,12})"),
               priority=3, source="§4.1 / §6.2 num_gpu_blocks_override"),
    # (a call over several lines, one keyword a line, is read whole: logs/builder.py joins it to its closing parenthesis)
    # (and the engine's arguments built the same way, EngineArgs(...) / AsyncEngineArgs(...) for
    # LLMEngine.from_engine_args / AsyncLLMEngine.from_engine_args: the same keywords, engine/arg_utils.py)
    LogPattern("python_llm_call", "context", "args", ("LLM(", "EngineArgs("), LazyRegex(r"\bLLM\(|EngineArgs\("),
               fields=(
                   LazyRegex(r"(?:\bLLM|EngineArgs)\((?:[^)\n]{0,400}?[\s,])?model ?= ?[\"'](?P<model>[^\"'\n]{1,300})"
                              r"[\"']"),
                   # (or the model as the first positional argument, LLM.__init__(self, model, ...) in every release:
                   # `LLM("nvidia/Llama-3.1-Minitron-4B-Width-Base", gpu_memory_utilization=0.8)`, vllm#8073)
                   LazyRegex(r"(?:\bLLM|EngineArgs)\( ?[\"'](?P<model>[^\"'\n]{1,300})[\"'] ?[,)]"),
                   # (a number only when the argument is that literal: "max_model_len=4096*2" is an expression,
                   # vllm#22173, and is not read as 4096)
                   LazyRegex(r"[\s,(]gpu_memory_utilization ?= ?(?P<gpu_memory_utilization>\d{1,3}(?:\.\d{1,6})?)"
                              r"(?= {0,8}(?:[,)#]|$))"),
                   LazyRegex(r"[\s,(]tensor_parallel_size ?= ?(?P<tensor_parallel_size>\d{1,5})(?= {0,8}(?:[,)#]|$))"),
                   LazyRegex(r"[\s,(]max_model_len ?= ?(?P<max_model_len>\d{1,12})(?= {0,8}(?:[,)#]|$))"),
                   LazyRegex(r"[\s,(]quantization ?= ?[\"'](?P<quantization>\w[\w-]{0,39})[\"']"),
                   LazyRegex(r"[\s,(]dtype ?= ?[\"'](?P<dtype>\w{1,20})[\"']"),
                   # (or torch's dtype object, which LLM takes too: dtype=torch.half, vllm#8283)
                   LazyRegex(r"[\s,(]dtype ?= ?torch\.(?P<dtype>half|float16|bfloat16|float32|float)\b"),
                   LazyRegex(r"[\s,(]kv_cache_dtype ?= ?[\"'](?P<kv_cache_dtype>\w{1,20})[\"']"),
                   LazyRegex(r"[\s,(]enforce_eager ?= ?(?P<enforce_eager>True|False)\b"),
               ), priority=1, source="vllm/entrypoints/llm.py LLM.__init__ keyword arguments"),
    # lm-evaluation-harness's vLLM backend: "lm_eval --model vllm --model_args pretrained=M,tensor_parallel_size=2,
    # dtype=auto,gpu_memory_utilization=0.80,max_model_len=4096" (lm_eval/models/vllm_causallms.py::VLLM passes these
    # to vllm.LLM); the same comma-separated key=value list
    LogPattern("lm_eval_model_args", "context", "args", ("--model_args",),
               LazyRegex(r"--model_args[ =]['\"]?\S{0,2000}?(?:tensor_parallel_size|gpu_memory_utilization|max_model_len"
                          r"|pretrained)="),
               fields=(
                   LazyRegex(r"[\s,='\"]pretrained=(?P<model>[^,\s'\"]{1,300})"),
                   LazyRegex(r"[,=]tensor_parallel_size=(?P<tensor_parallel_size>\d{1,5})\b"),
                   LazyRegex(r"[,=]gpu_memory_utilization=(?P<gpu_memory_utilization>\d{1,3}(?:\.\d{1,6})?)\b"),
                   LazyRegex(r"[,=]max_model_len=(?P<max_model_len>\d{1,12})\b"),
                   LazyRegex(r"[,=]dtype=(?P<dtype>[a-z0-9]{1,20})\b"),
                   LazyRegex(r"[,=]quantization=(?P<quantization>\w[\w-]{0,39})\b"),
               ), priority=1, source="lm_eval/models/vllm_causallms.py::VLLM (--model_args to vllm.LLM)"),
    LogPattern("non_default_args", "context", "args", ("non-default args",), _rx(r"non-default args: \{"),
               handler="arg_dict", priority=2, source="vllm/entrypoints/utils.py log_non_default_args"),
    # the items of a YAML args list (docker compose `command:` / `args:`, a Kubernetes container's args), one flag a
    # line: "- --max-model-len 32768", '- "--gpu-memory-utilization=0.92"' (read as the server's flags, the lowest
    # priority: a command or vLLM's own logged args win)
    # (also a flow sequence's items, one a line, as a Helm values file's extraArgs writes them: '"--max-model-len=1000",
    # # a comment'; a line commented out is no argument)
    # (a line is looked at when it names the length, the utilization, a parallel size or the KV dtype: the scan's gates)
    LogPattern("yaml_args_item", "context", "args", ("--max-model-len", "-memory-utilization", "-parallel-size",
                                                      "--kv-cache-dtype"),
               # (and a shell command's argument lines pasted without the command's first line: "  --tensor-parallel-size
               # 2 \", the continued lines joined by logs/builder.py as the shell joins them)
               LazyRegex(r"^- ?[\"']?--[a-z][a-z0-9-]{1,60}(?:[ =]\S|[\"']?$)"
                          # (only flags and their values on the line: prose that a wrap starts with a flag is none)
                          r"|^--[a-z][a-z0-9-]{1,60}[ =][^\s\\]{1,300}(?: {1,4}--[a-z][a-z0-9-]{1,60}(?:[ =][^\s\\]{1,300})?)"
                          r"{0,40} {0,4}\\?$"
                          r"|^[\"']--[a-z][a-z0-9-]{1,60}(?:=[^\"'\n]{1,300})?[\"'],?(?: {0,8}#[^\"'\n]{0,300})?$"),
               handler="cli", priority=0, source="a YAML list of the server's arguments (docker compose, Kubernetes, Helm)"),
    # (also `docker run ... vllm/vllm-openai:TAG <args>`: the image's entry point is vLLM's server, so the words after
    # the image are its arguments, kvroom.launch.reader)
    # (and a command list in exec form, as docker compose and Kubernetes write one: 'entrypoint: ["vllm", "serve", ...')
    # (one scan anchor, '"serve"', for both spacings: an anchor holding ", " would make every line ending in a comma
    # a place where a terminal may have cut it, logs/scanner.py _split_anchor_starts)
    # (and the same list as Python prints it, single-quoted: a framework logging the argv it runs, "Running: ['vllm',
    # 'serve', ...]", or the argv it hands vLLM's own parser, "['serve', '/models/x', '--max_model_len', '131072', ...]",
    # verl's vLLM HTTP server)
    LogPattern("command_line", "context", "args", ("vllm serve", "entrypoints", "--model", "vllm/vllm-openai",
                                                   '"serve"', "'serve'"),
               LazyRegex(r"vllm serve|vllm\.entrypoints|--model|docker\s+run\s[^\n]{0,400}?vllm/vllm-openai"
                          r"|\"vllm\", ?\"serve\"|'vllm', ?'serve'|\[ ?(?P<_q>[\"'])serve(?P=_q), ?(?P=_q)"),
               handler="cli", priority=1, source="a pasted command line"),
    # the server's flags a reporter writes in markdown code spans, without the command ("with
    # `--gpu-memory-utilization 0.88`, `--max-num-seqs 256 --max-num-batched-tokens 8192` OOMs during startup"): the
    # spans' words read as the server's flags (only the spans: the prose around them is none), the lowest priority, so
    # a pasted command or vLLM's own logged args win
    LogPattern("flags_code_span", "context", "args", ("`--",),
               LazyRegex(r"`--[a-z][a-z0-9-]{1,60}(?:[ =][^`\n]{0,400})?`"),
               handler="cli_spans", priority=0, source="a reporter's markdown code spans holding the server's flags"),
    # the tensor-parallel size as reports write it in prose ("4x NVIDIA GB200 (184 GiB), TP=4", "on 8xH100 (TP=8)",
    # "TP=2"): one value on the line (two, "TP4/TP8" or "TP=1 works, TP=2 fails", say nothing), the
    # lowest priority; vLLM's own "Worker_TP4" process names are a rank, not the size, and are not read here
    LogPattern("tp_in_prose", "context", "launch", ("TP=",),
               LazyRegex(r"(?<![\w-])TP= ?(?P<tensor_parallel_size>\d{1,3})(?!\w|\.\d)"),
               handler="one_value", priority=0, source="a reporter's prose naming the tensor-parallel size (TP=N)"),
    # ... and with the pipeline-parallel size after it, as reports write the layout ("by TP4xPP2", "TP=8, PP=2",
    # "TP4 × PP2"): one layout on the line, the lowest priority
    # (and "TP8+PP8", vllm#31903's title)
    LogPattern("tp_pp_in_prose", "context", "launch", ("xPP", "PP=", "\u00d7PP", "\u00d7 PP", "x PP", "+PP", "+ PP"),
               LazyRegex(r"(?<![\w-])TP ?=? ?(?P<tensor_parallel_size>\d{1,3}) ?(?:[x\u00d7*/,+]|and)? ?PP ?=? ?"
                         r"(?P<pipeline_parallel_size>\d{1,3})(?![\w.])"),
               handler="one_value", priority=0, source="a reporter's prose naming the parallel layout (TP4xPP2)"),
    # the utilization as notes abbreviate it ("at util 0.90 the 28.8 GB budget doesn't even cover weights", "| util
    # 0.03, `fp8`, TRITON |"): one value on the line, the lowest priority (any printed argument or command wins)
    LogPattern("utilization_abbreviated", "context", "launch", ("util 0.", "util=0.", "util: 0.", "util 1.0"),
               LazyRegex(r"(?<![\w-])util(?: ?= ?|: ?| )(?P<gpu_memory_utilization>0\.\d{1,3}|1\.0{1,3})(?![\d.%])"),
               handler="one_value", priority=0, source="a reporter's notes naming the utilization (util 0.N)"),
    LogPattern("using_max_model_len", "context", "max_model_len", ("max model len",),
               _rx(r"Using max model len (?P<max_model_len>\d{1,12})$"), _r("0.9.2+"), priority=4,
               source="§1 ModelConfig.get_and_verify_max_len"),
    LogPattern("chunked_prefill_mnbt", "context", "scheduler", ("max_num_batched_tokens=",),
               _rx(r"Chunked prefill is enabled with max_num_batched_tokens=(?P<max_num_batched_tokens>\d{1,12})"),
               priority=3, source="vllm/config/scheduler.py"),
    LogPattern("block_size_forced", "context", "block_size", ("block size to",),
               _rx(r"(?:Forcing kv cache|Setting attention) block size to (?P<block_size>\d{1,7})"), priority=3,
               source="§8.4, §3.4.7"),
    LogPattern("detected_platform", "context", "platform", ("detected platform",),
               _rx(r"detected platform (?P<platform>\w{1,20})"), priority=3, source="vllm/platforms/__init__.py"),
    # vLLM turned the model's sliding window off and caps the derived length at the window: Gemma 2's "Gemma 2 uses
    # sliding window attention for every odd layer, which is currently not supported by vLLM. Disabling sliding window
    # and capping the max length to the sliding window size (4096)." (config.py::ModelConfig.__init__, 0.5.1-0.6.3
    # source), later "%s has interleaved attention, which is currently not supported by the %s backend. Disabling
    # sliding window and capping the max length to the sliding window size (%d)." (0.6.6-0.11.0);
    # _get_and_verify_max_len then takes derived_max_model_len = min(derived, window) (max_len_key "sliding_window")
    LogPattern("sliding_window_cap", "context", "max_len", ("capping the max length to the sliding window size",),
               _rx(r"capping the max length to the sliding window size \((?P<sliding_window_cap>\d{1,9})\)"),
               priority=3, source="vllm/config.py::ModelConfig.__init__, _get_and_verify_max_len (0.5.5-0.11.0)"),
    # the platform probe's DEBUG line for the one platform found: "Confirmed TPU platform is available." (platforms/
    # __init__.py::tpu_platform_plugin and its siblings, 0.8.0-0.33.0 source; tpu-inference#1659's log)
    # vLLM built or configured for its CPU backend: the build's VLLM_TARGET_DEVICE=cpu (setup.py, envs.py: the target
    # device of a source build) and VLLM_CPU_KVCACHE_SPACE, which only the CPU platform reads (platforms/cpu.py, the KV
    # cache's GiB); "... platform cpu" is read by detected_platform
    # the utilization written as an assignment in a reporter's notes or a config file ("original
    # `gpu_memory_utilization=0.65`", "gpu_memory_utilization: 0.9" in a YAML): the lowest priority, so any printed
    # argument, engine config or command line wins; a bare "gpu_memory_utilization 0.95" in a sentence is not read,
    # the flag itself with its value is ("conservative memory settings (--gpu-memory-utilization 0.50)", Kimi-VL#57)
    # (and a framework's own name for the same setting, which it hands to vLLM's engine as gpu_memory_utilization:
    # OpenRLHF's --vllm_gpu_memory_utilization, TRL's GRPOConfig(vllm_gpu_memory_utilization=...), and the
    # abbreviations of launch scripts' variables, "VLLM_GPU_MEM_UTIL=0.22", "gpu_mem_util=0.85"; a Python keyword
    # spaced "gpu_memory_utilization = 0.3")
    LogPattern("utilization_assignment", "context", "launch", ("memory_utilization", "memory-utilization",
                                                                "MEMORY_UTILIZATION=", "MEM_UTIL", "mem_util", "mem-util ",
                                                                "MEMORY_UTIL=", "GMU"),
               # (and a JSON or Python dict's key, quoted: '"gpu_memory_utilization": 0.9,' in Triton's model.json, an
               # LLM(**config) file)
               LazyRegex(r"(?:(?<![\w-])(?:vllm[_-])?gpu[_-]memory[_-]utilization[`\"']?(?: ?= ?|: ?)"
                          r"|(?<![\w-])--vllm[_-]gpu[_-]memory[_-]utilization "
                          r"|(?<![\w-])--gpu-memory-utilization "
                          # (and an application's own prefix on the variable, "RASST_GPU_MEMORY_UTILIZATION=0.55": the
                          # share it hands to vLLM's engine)
                          r"|(?<![\w-])(?:[A-Z][A-Z0-9]{0,23}_)?(?:VLLM_)?(?:GPU_MEM(?:ORY)?_UTIL|gpu_mem(?:ory)?_util)"
                          r"(?:IZATION)?(?: ?= ?|: ?)"
                          # (a sentence that sets it, "setting gpu_memory_utilization to 0.8", "with
                          # `--gpu-memory-utilization` at 0.9"; the flag's name in a code span with its value,
                          # "`gpu-memory-utilization 0.92`"; the abbreviation "mem-util 0.95")
                          r"|(?<![\w-])(?:[Ss]et(?:ting|s)?|[Uu]sing|[Ww]ith) (?:the )?`?(?:--)?gpu[_-]memory[_-]utilization`? "
                          r"(?:to|at|of) `?"
                          r"|`gpu-memory-utilization |(?<![\w-])mem-util "
                          # (and its initials, "at default GMU 0.95", "GMU=0.92" in a launch script)
                          r"|(?<![\w-])GMU(?: ?= ?|: ?| )"
                          r"|^(?:export )?(?:VLLM_)?GPU_MEMORY_UTILIZATION=)"
                          r"[\"']?(?P<gpu_memory_utilization>0?\.\d{1,3}|1(?:\.0{1,3})?)(?![\d.])"), priority=0,
               source="a reporter's notes or a config file (an assignment, not a printed argument)"),
    # the parallel sizes written as vLLM's flags in a reporter's sentence ("tried to launch X on 4xP100 with -tp 4",
    # "with `--tensor-parallel-size 2`"): the flag and its value (engine/arg_utils.py: -tp / -pp the short forms of
    # --tensor-parallel-size / --pipeline-parallel-size, 0.6.1+), read with the lowest priority like the utilization's
    # flag above, so a pasted command line or the engine config wins
    LogPattern("parallel_flag_in_prose", "context", "launch", ("-parallel-size", "-tp ", "-pp "),
               LazyRegex(r"(?<![\w-])(?:--(?:tensor|pipeline)-parallel-size|-tp|-pp)(?:=| )\d{1,3}(?![\w.])"),
               fields=(LazyRegex(r"(?<![\w-])(?:--tensor-parallel-size|-tp)(?:=| )(?P<tensor_parallel_size>\d{1,3})(?![\w.])"),
                       LazyRegex(r"(?<![\w-])(?:--pipeline-parallel-size|-pp)(?:=| )"
                                  r"(?P<pipeline_parallel_size>\d{1,3})(?![\w.])")),
               priority=0, source="a reporter's sentence naming vLLM's flag (engine/arg_utils.py -tp / -pp aliases)"),
    # (and the length flag with its value outside a command kvroom reads as vLLM's: a script of the reporter's own
    # that passes it on, "python eval_dev_vllm.py --tp 2 --max-model-len 8192", or a sentence; only a line with one
    # value, the lowest priority: the engine config and a vLLM command win)
    # (also the engine argument's own name in a sentence or a comment, "at default GMU 0.95 + max_model_len 131072,
    # vLLM 0.19 needs ...", and the flag with underscores, which vLLM's FlexibleArgumentParser takes as well)
    # (and a launch script's variable assigned inline among others, "TP=8 GPU_MEM_UTIL=0.95 MAX_MODEL_LEN=8192", as a
    # command's environment prefix or a note's record of a run)
    LogPattern("max_len_flag_in_prose", "context", "launch", ("--max-model-len", "max_model_len ", "MODEL_LEN="),
               LazyRegex(r"(?<![\w-])(?:--max[-_]model[-_]len(?:=| )|max_model_len |(?:VLLM_)?MAX_MODEL_LEN=)"
                          r"(?P<max_model_len>\d{2,7})(?![\w.])"),
               handler="one_value", priority=0,
               source="a reporter's script or sentence naming vLLM's flag (engine/arg_utils.py --max-model-len)"),
    # the launch's sizes as keys of a YAML config: vLLM's own --config file (FlexibleArgumentParser's
    # load_config_file, 0.6.1+: each key an argument's name, dashes or underscores) and the frameworks that pass such
    # blocks to vLLM's engine arguments (Dynamo's and others' worker sections). A whole line "max-model-len: 32768"
    # (a YAML comment after the value allowed: "max_model_len: 8192 # 12288 safe for 24GB", ray#58702);
    # the lowest priority, and a key given two values in one paste (two workers' blocks) is read as unknown (builder)
    # (and the same names as a settings block's or an env file's assignments, "tensor_parallel_size=8", "export
    # MAX_MODEL_LEN=2048", an application's "VLLM_MAX_MODEL_LEN=4096" (vLLM's envs.py reads no such variable, 0.2-0.33
    # sdists: the application passes it on): a launch script's variables named as vLLM's arguments, a whole line each)
    # (and verl's rollout settings as Hydra overrides, "actor_rollout_ref.rollout.max_model_len=256", "...rollout.
    # tensor_model_parallel_size=2": verl builds its vLLM engine from them, verl/trainer/config ppo_trainer.yaml)
    LogPattern("config_file_sizes", "context", "launch", ("model-len:", "model_len:", "num-seqs:", "num_seqs:",
                                                          "parallel-size:", "parallel_size:", "model_len=", "MODEL_LEN=",
                                                          "num_seqs=", "NUM_SEQS=", "parallel_size=", "PARALLEL_SIZE=",
                                                          "batched_tokens:", "batched_tokens=", "BATCHED_TOKENS=",
                                                          # (a JSON or Python dict's quoted key)
                                                          'max_model_len":', "max_model_len':", 'max_num_seqs":',
                                                          "max_num_seqs':", 'parallel_size":', "parallel_size':",
                                                          'max_num_batched_tokens":', "max_num_batched_tokens':"),
               # (or one such assignment alone in a markdown code span of a sentence, "at the pinned
               # `max_model_len=32768`", as utilization_assignment reads the utilization's; also as the YAML key,
               # "- `max_model_len: 512`" in a note's list of a run's settings, whose closing backtick the line's
               # normalisation may have taken off; and with dashes, the key as vLLM's --config file also takes it,
               # "with `num_nodes: 6`, `--tensor-parallel-size: 8`")
               LazyRegex(r"^(?:- |export )?(?:VLLM_)?(?i:max[-_]model[-_]len|max[-_]num[-_]seqs"
                          r"|max[-_]num[-_]batched[-_]tokens|(?:tensor|pipeline)[-_]parallel[-_]size)(?:: ?|=)[\"']?"
                          r"\d{1,9}[\"']?(?: ?#[^\n]{0,200})?$"
                          # (a JSON object's or a Python dict's member, one to a line: '"max_model_len": 4200,' in a
                          # run's artifact, the LLM(**config) it was built from)
                          r"|^([\"'])(?:max_model_len|max_num_seqs|max_num_batched_tokens|(?:tensor|pipeline)_parallel_size)"
                          r"\1: ?\d{1,9},?$"
                          r"|`(?:--)?(?:max[-_]model[-_]len|max[-_]num[-_]seqs|max[-_]num[-_]batched[-_]tokens"
                          r"|(?:tensor|pipeline)[-_]parallel[-_]size)(?:=|: ?)\d{1,9}(?:`|$)|\brollout\.(?:max_model_len|max_num_seqs|max_num_batched_tokens"
                          r"|tensor_(?:model_)?parallel_size)=\d{1,9}\b"),
               fields=(LazyRegex(r"(?:^(?:- |export )?(?:VLLM_)?(?i:max[-_]model[-_]len)(?:: ?|=)[\"']?|^[\"']max_model_len[\"']: ?|`(?:--)?max[-_]model[-_]len(?:=|: ?)"
                                  r"|\brollout\.max_model_len=)(?P<max_model_len>\d{1,9})"),
                       LazyRegex(r"(?:^(?:- |export )?(?:VLLM_)?(?i:max[-_]num[-_]seqs)(?:: ?|=)[\"']?|^[\"']max_num_seqs[\"']: ?|`(?:--)?max[-_]num[-_]seqs(?:=|: ?)"
                                  r"|\brollout\.max_num_seqs=)(?P<max_num_seqs>\d{1,9})"),
                       LazyRegex(r"(?:^(?:- |export )?(?:VLLM_)?(?i:max[-_]num[-_]batched[-_]tokens)(?:: ?|=)[\"']?|^[\"']max_num_batched_tokens[\"']: ?"
                                  r"|`(?:--)?max[-_]num[-_]batched[-_]tokens(?:=|: ?)|\brollout\.max_num_batched_tokens=)"
                                  r"(?P<max_num_batched_tokens>\d{1,9})"),
                       LazyRegex(r"(?:^(?:- |export )?(?:VLLM_)?(?i:tensor[-_]parallel[-_]size)(?:: ?|=)[\"']?|^[\"']tensor_parallel_size[\"']: ?"
                                  r"|`(?:--)?tensor[-_]parallel[-_]size(?:=|: ?)|\brollout\.tensor_(?:model_)?parallel_size=)"
                                  r"(?P<tensor_parallel_size>\d{1,5})"),
                       LazyRegex(r"(?:^(?:- |export )?(?:VLLM_)?(?i:pipeline[-_]parallel[-_]size)(?:: ?|=)[\"']?|^[\"']pipeline_parallel_size[\"']: ?"
                                  r"|`(?:--)?pipeline[-_]parallel[-_]size(?:=|: ?))(?P<pipeline_parallel_size>\d{1,5})")),
               priority=0, source="vllm/utils FlexibleArgumentParser.load_config_file (a --config YAML's keys); a "
                                  "launch script's or env file's assignments of the same names"),
    # the same sizes listed on one line of a reporter's notes, two or more of vLLM's argument names each with its value
    # and commas between ("config: gpu_memory_utilization: 0.75, max_model_len: 65536, max_num_seqs: 4"): a listing
    # of the launch, read like a config file's keys (the lowest priority)
    # (also with no space after the commas: the key=value lists of evaluation harnesses' model arguments, lighteval's
    # "model_name=M,dtype=bfloat16,tensor_parallel_size=8,..." and lm-evaluation-harness's --model_args for vLLM)
    LogPattern("settings_listing", "context", "launch", (", max_model_len", ", max_num_seqs", ", max_num_batched",
                                                         ", tensor_parallel_size", ", pipeline_parallel_size",
                                                         ", gpu_memory_utilization", ",max_model_len", ",max_num_seqs",
                                                         ",max_num_batched", ",tensor_parallel_size",
                                                         ",pipeline_parallel_size", ",gpu_memory_utilization"),
               LazyRegex(r"(?<![\w-])KEY(?:: ?|=)[\d.]{1,9}, ?(?:[\w-]{1,40}(?:: ?|=)[\w.\"']{1,40}, ?){0,6}KEY(?:: ?|=)\d"
                          .replace("KEY", "(?:max[-_]model[-_]len|max[-_]num[-_]seqs|max[-_]num[-_]batched[-_]tokens|(?:tensor|pipeline)[-_]parallel[-_]size|gpu[-_]memory[-_]utilization)")),
               fields=(LazyRegex(r"(?<![\w-])max[-_]model[-_]len(?:: ?|=)(?P<max_model_len>\d{1,9})(?=[,;)\]}]|\.?(?:\s|$))"),
                       LazyRegex(r"(?<![\w-])max[-_]num[-_]seqs(?:: ?|=)(?P<max_num_seqs>\d{1,9})(?=[,;)\]}]|\.?(?:\s|$))"),
                       LazyRegex(r"(?<![\w-])max[-_]num[-_]batched[-_]tokens(?:: ?|=)(?P<max_num_batched_tokens>\d{1,9})"
                                  r"(?=[,;)\]}]|\.?(?:\s|$))"),
                       LazyRegex(r"(?<![\w-])tensor[-_]parallel[-_]size(?:: ?|=)(?P<tensor_parallel_size>\d{1,5})(?=[,;)\]}]|\.?(?:\s|$))"),
                       LazyRegex(r"(?<![\w-])pipeline[-_]parallel[-_]size(?:: ?|=)(?P<pipeline_parallel_size>\d{1,5})"
                                  r"(?=[,;)\]}]|\.?(?:\s|$))")),
               priority=0, source="a reporter's listing of the launch's settings (vLLM's argument names)"),
    # vLLM's own line on the CUDA-graph memory estimate names the utilization in effect: "The current
    # --gpu-memory-utilization=0.1000 is equivalent to --gpu-memory-utilization=-0.0762 without CUDA graph memory
    # profiling." (v1/worker/gpu_worker.py::determine_available_memory, 0.21+)
    LogPattern("cudagraph_estimate_utilization", "context", "launch", ("The current --gpu-memory-utilization=",),
               _rx(rf"The current --gpu-memory-utilization=(?P<gpu_memory_utilization>{NUM}) is equivalent"),
               priority=2, source="vllm/v1/worker/gpu_worker.py::determine_available_memory (0.21+)"),
    # the warm-up's request count retold ("crashed during sampler warm-up with 256 dummy requests"): vLLM's sentence
    # "... when warming up sampler with N dummy requests" names min(max_num_seqs, max_num_batched_tokens); the lowest
    # priority (v1/worker/gpu_worker.py::compile_or_warm_up_model)
    LogPattern("warm_up_requests", "context", "launch", ("dummy requests",),
               _rx(rf"(?:sampler warm-?up|warming up (?:the )?sampler)[^\n]{{0,40}}? with (?P<max_num_seqs>{INT}) dummy "
                   r"requests"), priority=0, source="v1/worker/gpu_model_runner.py::_dummy_sampler_run's message"),
    LogPattern("cpu_target_device", "context", "platform", ("VLLM_TARGET_DEVICE",),
               _rx(r"VLLM_TARGET_DEVICE ?= ?[\"']?(?P<platform>cpu)\b"), priority=1,
               source="vllm setup.py / envs.py VLLM_TARGET_DEVICE"),
    LogPattern("cpu_kvcache_space", "context", "platform", ("VLLM_CPU_KVCACHE_SPACE",),
               _rx(r"VLLM_CPU_KVCACHE_SPACE ?= ?[\"']?\d"), sets=(("platform", "cpu"),), priority=1,
               source="vllm/platforms/cpu.py (VLLM_CPU_KVCACHE_SPACE)"),
    # an AMD GPU's architecture name (gfx90a, gfx942, gfx950, gfx1100, gfx1151, gfx1201: LLVM's AMDGPU targets, which only
    # ROCm prints): the platform is ROCm when no line of vLLM's says otherwise (the lowest priority)
    LogPattern("amdgpu_arch_named", "context", "platform", ("gfx",),
               LazyRegex(r"(?<![\w-])gfx(?:9[0-5][0-9a-f]|1[0-2][0-9]{2})\b"), sets=(("platform", "rocm"),),
               priority=0, source="LLVM AMDGPU processor names (the ROCm stack's gfx targets)"),
    # vLLM's Intel GPU platform, named by what only it has: its config value and platform class (device_config=xpu,
    # XPUPlatform, vllm/platforms/xpu.py), its workers (v1/worker/xpu_worker.py, xpu_model_runner.py), its image and
    # kernels (docker/Dockerfile.xpu, vllm-xpu-kernels) or torch's XPU build ("torch-xpu", "2.8.0+xpu"); below vLLM's
    # own "Confirmed XPU platform" line (the lowest priority)
    LogPattern("xpu_platform_named", "context", "platform", _XPU_ANCHORS,
               LazyRegex(r"\bdevice_config=xpu\b|\bXPUPlatform\b|\bxpu_(?:worker|model_runner)\.py\b|Dockerfile\.xpu\b"
                         r"|\bvllm[-_]xpu[-_]kernels\b|\btorch[-_]xpu\b|\btorch\S{0,4}\s{0,4}\d{1,2}\.\d{1,2}\.\d{1,3}\+xpu\b"),
               sets=(("platform", "xpu"),), priority=0,
               source="vllm/platforms/xpu.py (XPUPlatform, device_type 'xpu'), v1/worker/xpu_worker.py, "
                      "docker/Dockerfile.xpu; torch's XPU wheels (+xpu)"),
    LogPattern("confirmed_platform", "context", "platform", ("platform is available",),
               _rx(r"Confirmed (?P<platform>TPU|ROCm|XPU|CUDA|HPU) platform is available"), priority=2,
               source="vllm/platforms/__init__.py::*_platform_plugin (0.8.0-0.33.0)"),
    LogPattern("gpu_name_collect_env", "context", "gpu", ("NVIDIA",),
               _rx(r"^GPU \d{1,2}: (?P<gpu_name>NVIDIA [^()\n]{1,60}?)(?: \(UUID|$)"), priority=2,
               source="collect_env"),
    # (nvidia-smi's name column as the driver reports the product: data-center cards of the Tesla line keep the word,
    # "|   0  Tesla T4      Off | ..." even under driver 535; older drivers print "Quadro RTX 8000", "GeForce GTX
    # 1080 Ti", "TITAN RTX" without "NVIDIA")
    LogPattern("gpu_name_nvidia_smi", "context", "gpu", ("NVIDIA", "Tesla ", "Quadro ", "GeForce ", "TITAN "),
               # (the table's first "|" may be gone: a log prefix before it, "<pod> |" or a timestamp, is cut with it)
               _rx(r"(?:^|\| )\d{1,2} (?P<gpu_name>(?:NVIDIA|Tesla|Quadro|GeForce|TITAN) [^|\n]{1,60}?) (?:On|Off) \|"),
               priority=1, source="nvidia-smi"),

    # ------------------------------------------------------------------ attention backend (spec §8.1)
    LogPattern("backend_selected", "context", "backend", ("out of potential backends",),
               _rx(r"Using (?P<attention_backend>[A-Z][A-Z0-9_]{1,40}) attention backend out of potential backends"),
               _r("0.11.1+"), engine="V1", priority=3, sets=(("attention_backend_source", "log"),),
               source="§8.1 0.11.2+"),
    LogPattern("backend_legacy", "context", "backend", (" backend",),
               _rx(r"Using (?P<_backend_phrase>Flash Attention|FlashInfer MLA|FlashInfer|Triton MLA|Triton|FlashMLA"
                   r"|CUTLASS MLA|Cutlass MLA|XFormers|Torch SDPA|FlexAttention|ROCmFlashAttention|Pallas) backend"),
               _r("<=0.11.1"), priority=3, sets=(("attention_backend_source", "log"),), source="§8.1 <=0.11.0"),
    LogPattern("backend_v1_engine", "context", "engine", ("backend on V1 engine",), _rx(r"backend on V1 engine"),
               engine="V1", source="§8.1"),
    LogPattern("backend_env", "context", "backend", ("VLLM_ATTENTION_BACKEND",),
               # not where vLLM's own text suggests a backend ("Set VLLM_ATTENTION_BACKEND=FLEX_ATTENTION to use
               # FlexAttention", "Please try setting ...", "by setting environment variable ...", "forced by ...",
               # "Set Flashinfer backend by export ...", "Example: `export ...`": attention/selector.py,
               # v1/attention/backends/*.py, worker/model_runner.py of 0.6-0.14): that names no backend in use
               LazyRegex(r"(?<!Set )(?<!set )(?<!setting )(?<!variable )(?<!variable  )(?<!forced by )"
                          r"(?<!by export )(?<!`export )"
                          r"VLLM_ATTENTION_BACKEND=['\"]?(?P<attention_backend>[A-Z][A-Z0-9_]{1,40})"),
               priority=1, sets=(("attention_backend_source", "env"),), source="§8.1 (honoured up to 0.14.x)"),

    # ------------------------------------------------------------------ memory and capacity (spec §6.3, §7)
    LogPattern("model_loading", "context", "model_loading", ("loading took", "weights took"),
               _rx(rf"(?:Model loading took|Loading model weights took):? (?P<model_loading_gib>{NUM}) (?:GiB|GB)\b"),
               priority=3, scan=("GiB", "GB"), source="§7.2"),
    # the weights' GiB as a reporter retells vLLM's "Model loading took X GiB": "Weights took 129.75 GiB of each GPU's
    # 143.77 GiB", "model weights measured at **14.29 GiB**", "Model footprint **28.51 GiB**", "Model takes 72.02 GiB per
    # GPU", "the model weights take 23.25 GiB": the lowest priority, so vLLM's own line wins; GiB only (a reporter's
    # "GB" may be either unit), and not an estimate's words ("about", "~", "roughly": a guess, not the figure)
    LogPattern("weights_in_prose", "context", "model_loading", ("eights took", "eights take", "eights measured",
                                                                "odel footprint", "odel takes", "odel took"),
               LazyRegex(r"(?i:\b(?:model )?weights (?:took|takes?|measured at)|\bmodel (?:footprint|takes|took))"
                          r":? \**(?P<model_loading_gib>\d{1,4}(?:\.\d{1,4})?)\** ?GiB\b"),
               priority=0, scan=("GiB",),
               source="a reporter's retelling of vllm/v1/worker/gpu_model_runner.py 'Model loading took'"),
    # the checkpoint's size on disk, as the safetensors iterator logs it before reading: "Filesystem type for
    # checkpoints: XFS. Checkpoint size: 155.43 GiB. Available RAM: ..." (model_loader/weight_utils.py::
    # safetensors_weights_iterator, 0.20.0-0.33.0): an upper bound of the weights a GPU holds (explain's OOM placing)
    LogPattern("checkpoint_size", "context", "model_loading", ("Checkpoint size:",),
               _rx(rf"Checkpoint size: (?P<checkpoint_gib>{NUM}) GiB"), releases=_r("0.20.0+"),
               priority=3, source="vllm/model_executor/model_loader/weight_utils.py (0.20.0-0.33.0 sdists)"),
    LogPattern("loading_weights_gb", "wording", "model_loading", ("weights took",),
               _rx(r"Loading model weights took \d+(?:\.\d+)? GB"), _r("<=0.7.x"), applies_to="model_loading",
               source="§7.2"),
    LogPattern("loading_took_gb", "wording", "model_loading", ("loading took",),
               _rx(r"Model loading took:? \d+(?:\.\d+)? GB"), _r("0.8.0-0.8.2"), applies_to="model_loading",
               source="§7.2"),
    LogPattern("loading_took_4f_gib", "wording", "model_loading", ("loading took",),
               _rx(r"Model loading took:? \d+\.\d{4} GiB and"), _r("0.8.3-0.11.x"), applies_to="model_loading",
               source="§7.2"),
    LogPattern("loading_took_4f_gib_memory", "wording", "model_loading", ("loading took",),
               _rx(r"Model loading took:? \d+\.\d{4} GiB memory and"), _r("0.12.0-0.13.x"),
               applies_to="model_loading", source="§7.2"),
    LogPattern("loading_took_format_gib_memory", "wording", "model_loading", ("loading took",),
               _rx(r"Model loading took:? -?\d+(?:\.\d{1,2})? GiB memory"), _r("0.14.0+"),
               applies_to="model_loading", source="§7.2"),
    LogPattern("loading_took_format_gib_v2", "wording", "model_loading", ("loading took",),
               _rx(r"Model loading took:? -?\d+(?:\.\d{1,2})? GiB and"), _r("0.14.0-0.29.x"),
               applies_to="model_loading", source="§7.2 V2 model runner"),
    # (vLLM prints GiB; a reporter retyping the line writes "GB": vllm-ascend#7308's "-1.33GB")
    LogPattern("available_kv_cache_memory", "context", "available_kv", ("KV cache memory",),
               _rx(rf"Available KV cache memory:? (?P<available_kv_gib>{NUM}) Gi?B"), engine="V1", scan=("GiB", "GB"),
               source="§7.3 gpu_worker.determine_available_memory"),
    LogPattern("available_kv_two_decimals", "wording", "gib_format", (".",), LazyRegex(r"^-?\d+\.\d0$"),
               _r("<=0.13.x"), applies_to="available_kv_cache_memory", on=("available_kv_gib",), source="§7.3 %.2f"),
    LogPattern("available_kv_format_gib", "wording", "gib_format", ("",), LazyRegex(r"^-?\d+(?:\.\d)?$"),
               _r("0.14.0+"), applies_to="available_kv_cache_memory", on=("available_kv_gib",),
               source="§7.3 format_gib"),
    LogPattern("kv_cache_size", "context", "capacity", ("KV cache size",),
               _rx(rf"(?P<kv_cache_device>[A-Z]{{2,5}}) KV cache size: (?P<kv_cache_tokens>{CINT}) tokens"),
               source="§6.3"),
    LogPattern("kv_cache_size_own_line", "wording", "capacity", ("KV cache size",),
               _rx(rf"KV cache size: {CINT} tokens$"), _r("0.8.0-0.27.x"), applies_to="kv_cache_size",
               source="§6.3 (separate lines up to 0.26; 0.27 unsampled)"),
    LogPattern("kv_cache_size_one_line", "wording", "capacity", ("KV cache size",),
               _rx(rf"KV cache size: {CINT} tokens, Maximum concurrency"), _r("0.27.0+"),
               applies_to="kv_cache_size", source="§6.3 (one line from 0.28; 0.27 unsampled)"),
    LogPattern("cpu_kv_cache_size", "wording", "platform", ("CPU KV cache size",), _rx(r"CPU KV cache size"),
               applies_to="kv_cache_size", sets=(("platform", "cpu"),), source="§6.3"),
    LogPattern("max_concurrency", "context", "capacity", ("Maximum concurrency",),
               _rx(rf"Maximum concurrency for (?P<concurrency_tokens_per_request>{CINT}) tokens per request: "
                   rf"(?P<max_concurrency>\d{{1,9}}(?:\.\d{{1,4}})?)x"), source="§6.3"),
    LogPattern("concurrency_commas", "wording", "capacity", (",",), LazyRegex(r","), _r("0.8.0+"), engine="V1",
               applies_to="max_concurrency", on=("concurrency_tokens_per_request",), source="§6.3 V1 0.8.0+"),
    LogPattern("concurrency_raw", "wording", "capacity", ("",), LazyRegex(r"^\d{4,}$"), _r("<=0.10.2"),
               applies_to="max_concurrency", on=("concurrency_tokens_per_request",),
               source="§6.3 V0 and V1 0.7.x print L raw"),
    LogPattern("num_blocks", "context", "capacity", ("blocks:",),
               _rx(rf"(?P<_dev>GPU|CUDA|cuda|XPU|xpu|HPU|hpu|NPU|npu|TPU) blocks: (?P<num_gpu_blocks>-?{INT})"
                   rf"(?:, # CPU blocks: (?P<num_cpu_blocks>{INT}))?(?=,|$)"), source="§6.3"),
    LogPattern("gpu_and_cpu_blocks", "wording", "capacity", ("GPU blocks",),
               _rx(r"GPU blocks: \d+, # CPU blocks"), _r("<=0.6.6"), engine="V0", applies_to="num_blocks",
               source="§6.3 V0 0.6.x"),
    LogPattern("cuda_upper_blocks", "wording", "capacity", ("CUDA blocks",), _rx(r"# CUDA blocks: \d+, # CPU"),
               _r("0.7.0-0.7.2"), engine="V0", applies_to="num_blocks", source="§6.3 V0 0.7.0"),
    LogPattern("cuda_lower_blocks", "wording", "capacity", ("cuda blocks",), _rx(r"# cuda blocks: \d+, # CPU"),
               _r("0.7.1-0.10.2"), engine="V0", applies_to="num_blocks", source="§6.3 V0 0.7.3-0.10.2"),
    LogPattern("gpu_blocks_only", "wording", "capacity", ("GPU blocks",), _rx(r"# GPU blocks: \d+$"),
               _r("0.6.6-0.7.x"), engine="V1", applies_to="num_blocks", source="§6.3 V1 0.6.6-0.7.x"),
    LogPattern("cuda_graph_estimate", "context", "cuda_graph", ("CUDA graph memory",),
               _rx(rf"Estimated CUDA graph memory: (?P<cuda_graph_estimate_gib>{NUM}) GiB total"), _r("0.18.0+"),
               engine="V1", scan=("GiB",), source="§7.3 item 5"),
    # after capture, the graph pool as measured against the profile's estimate: "CUDA graph pool memory: 0.09 GiB
    # (actual), 0.13 GiB (estimated), difference: 0.04 GiB (51.1%)." (v1/worker/gpu_worker.py::
    # compile_or_warm_up_model, printed when the estimate of §7.3 item 5 was taken); no release evidence
    LogPattern("cuda_graph_pool", "context", "cuda_graph", ("CUDA graph pool memory",),
               _rx(rf"CUDA graph pool memory: (?P<mu_cuda_graph_gib>{NUM}) GiB \(actual\), "
                   rf"(?P<cuda_graph_estimate_gib>{NUM}) GiB \(estimated\)"),
               engine="V1", source="vllm/v1/worker/gpu_worker.py::compile_or_warm_up_model"),
    LogPattern("device_memory_summary", "context", "device_memory", ("Free memory on device",),
               _rx(rf"Free memory on device:? (?:(?P<_device>[A-Za-z][\w:.-]{{0,31}}) )?\(?(?P<device_free_gib>{NUM})"
                   rf"/(?P<device_total_gib>{NUM}) GiB\)? on startup"),
               fields=(
                   # (the utilization as Python prints a float: up to 17 digits when a wrapper computed it,
                   # "(0.8641841836125489, 20.32 GiB)", unsloth#3542)
                   _rx(rf"[Dd]esired GPU memory utilization (?:is )?\((?P<gpu_memory_utilization>\d(?:\.\d{{1,20}})?), "
                       rf"(?P<device_requested_gib>{NUM}) GiB\)"),
                   _rx(rf"(?P<mu_weights_gib>{NUM}) GiB for weight"),
                   _rx(rf"(?P<mu_consumed_gib>{NUM}) GiB for consumed memory"),
                   _rx(rf"(?P<mu_activation_peak_gib>{NUM}) GiB for peak activation"),
                   _rx(rf"(?P<mu_non_torch_gib>{NUM}) GiB for non-torch memory"),
                   _rx(rf"(?P<mu_cuda_graph_gib>{NUM}) GiB for CUDAGraph memory"),
                   _rx(rf"Current kv cache memory in use is (?P<mu_kv_cache_in_use_gib>{NUM}) GiB"),
               ), engine="V1", source="§7.1 gate / §7.3 0.10.2+ summary"),
    LogPattern("device_memory_actual_usage", "wording", "device_memory", ("Actual usage",), _rx(r"Actual usage is"),
               _r("0.10.2+"), applies_to="device_memory_summary", source="§7.3"),

    # ------------------------------------------------------------------ V0 memory profiling (spec §7.3)
    LogPattern("v0_profiling_results", "context", "v0_profile", ("Memory profiling results",),
               _rx(r"Memory profiling results: "),
               fields=tuple(
                   _rx(rf"\b{k}=(?P<v0_{k}_gib>{NUM})GiB") for k in (
                       "total_gpu_memory", "initial_memory_usage", "peak_torch_memory", "memory_usage_post_profile",
                       "non_torch_memory", "kv_cache_size")
               ) + (_rx(rf"\bgpu_memory_utilization=(?P<gpu_memory_utilization>{NUM})"),),
               releases=_r("0.6.4-0.6.5"), engine="V0", scan=("GiB",),
               source="V0 worker.determine_num_available_blocks: printed by 0.6.4 / 0.6.4.post1 (vllm#10533's log), "
               "absent from the 0.6.3 and 0.6.6 sdists (0.6.6 prints the memory_profiling summary instead)"),
    LogPattern("v0_profiling_budget", "context", "v0_profile", ("total_gpu_memory (",),
               _rx(rf"total_gpu_memory \((?P<v0_total_gpu_memory_gib>{NUM}) ?GiB\) x gpu_memory_utilization "
                   rf"\((?P<gpu_memory_utilization>{NUM})\) = (?P<v0_requested_gib>{NUM}) ?GiB"),
               _r("0.6.6-0.10.2"), engine="V0", scan=("GiB",), source="§7.3 V0 memory_profiling"),
    LogPattern("v0_profiling_split", "context", "v0_profile", ("model weights take",),
               _rx(rf"model weights take (?P<v0_weights_gib>{NUM}) ?GiB"),
               _r("0.6.6-0.10.2"), engine="V0", scan=("GiB",),
               fields=(
                   _rx(rf"non_torch_memory takes (?P<v0_non_torch_memory_gib>{NUM}) ?GiB"),
                   _rx(rf"activation peak memory takes (?P<v0_activation_peak_gib>{NUM}) ?GiB"),
                   _rx(rf"reserved for KV Cache is (?P<v0_kv_cache_size_gib>{NUM}) ?GiB"),
               ), source="§7.3 V0 memory_profiling"),

    # ------------------------------------------------------------------ auto-fit (spec §5.2)
    LogPattern("autofit_reduced", "context", "autofit", ("Auto-fit max_model_len",),
               _rx(rf"Auto-fit max_model_len: reduced from (?P<autofit_from>{INT}) to (?P<autofit_to>{INT}) to fit in "
                   rf"available GPU memory \((?P<autofit_available_gib>{NUM}) GiB available for KV cache\)"),
               _r("0.14.0-0.31.x"), engine="V1", source="§5.2 0.14-0.30 (0.31 unsampled)"),
    LogPattern("autofit_reduced_kv", "context", "autofit", ("Auto-fit max_model_len",),
               _rx(rf"Auto-fit max_model_len: reduced from (?P<autofit_from>{INT}) to (?P<autofit_to>{INT}) to fit in "
                   rf"available KV cache memory \((?P<autofit_available_gib>{NUM}) GiB"),
               _r("0.31.0+"), engine="V1", source="§5.2 0.32+ (0.31 unsampled)"),
    LogPattern("autofit_full", "context", "autofit", ("Auto-fit max_model_len",),
               _rx(rf"Auto-fit max_model_len: full model context length (?P<autofit_to>{INT}) fits in available GPU memory$"),
               _r("0.14.0-0.31.x"), engine="V1", sets=(("autofit_full_context", True),), source="§5.2"),
    LogPattern("autofit_full_kv", "context", "autofit", ("Auto-fit max_model_len",),
               _rx(rf"Auto-fit max_model_len: full model context length (?P<autofit_to>{INT}) fits in available KV "
                   rf"cache memory \((?P<autofit_available_gib>{NUM}) GiB"),
               _r("0.31.0+"), engine="V1", sets=(("autofit_full_context", True),), source="§5.2"),
    # 0.34.0 (v1/core/kv_cache_planning.py::_auto_fit_max_model_len, 0.34.0 wheel): the final reduction, where the KV
    # cache is not extensible or after warm-up, "--max-model-len auto reduced max_model_len from A to B (X GiB GPU
    # available for the KV cache)." ("... left for the KV cache after CUDA graph capture and warmup"); the first fit
    # of an extensible cache ends "; the final length is set after CUDA graph capture and warmup"; and the re-fit
    # after warm-up that keeps the length, "Auto-fit max_model_len: using max_model_len=N, which fits in the KV cache
    # memory left after CUDA graph capture and warmup (X GiB GPU)."
    LogPattern("autofit_reduced_034", "context", "autofit", ("--max-model-len auto reduced",),
               _rx(rf"--max-model-len auto reduced max_model_len from (?P<autofit_from>{INT}) to (?P<autofit_to>{INT}) "
                   rf"\((?P<autofit_available_gib>{NUM}) GiB"),
               _r("0.34.0+"), engine="V1", priority=2,  # the final length: after the first fit's line
               source="kv_cache_planning.py::_auto_fit_max_model_len (0.34.0)"),
    LogPattern("autofit_tentative_034", "context", "autofit", ("the final length is set after",),
               _rx(r"the final length is set after CUDA graph capture and warmup"), _r("0.34.0+"), engine="V1",
               sets=(("extensible_kv_cache", True),), scan=("GiB",),
               source="kv_cache_planning.py::_auto_fit_max_model_len tentative note (0.34.0)"),
    LogPattern("autofit_kept_after_warmup", "context", "autofit", ("Auto-fit max_model_len: using",),
               _rx(rf"Auto-fit max_model_len: using max_model_len=(?P<autofit_to>{INT}), which fits in the KV cache "
                   rf"memory left after CUDA graph capture and warmup \((?P<autofit_available_gib>{NUM}) GiB"),
               _r("0.34.0+"), engine="V1", sets=(("autofit_full_context", True), ("extensible_kv_cache", True)),
               source="kv_cache_planning.py::_auto_fit_max_model_len(after_warmup=True) (0.34.0)"),
    # the extensible KV cache sized after warm-up (v1/worker/extensible_kv_cache.py::measure_kv_cache_blocks, 0.34.0):
    # "Memory after warmup: F GiB free, C GiB committed to the KV cache, K GiB kept for transient activations (P GiB
    # allocated at peak, G GiB of torch reservation growth); N KV cache blocks (W GiB) fit within the requested R GiB.
    # Torch may reserve up to T GiB."
    LogPattern("extensible_kv_measured", "context", "kv_capacity", ("Memory after warmup",),
               _rx(rf"Memory after warmup: (?P<_warmup_free_gib>{NUM}) GiB free, .{{0,300}}?; (?P<num_gpu_blocks>{INT}) KV "
                   rf"cache blocks \((?P<_kv_gib>{NUM}) GiB\) fit within the requested (?P<_requested_gib>{NUM}) GiB"),
               _r("0.34.0+"), engine="V1", sets=(("extensible_kv_cache", True),), scan=("GiB",),
               source="v1/worker/extensible_kv_cache.py::measure_kv_cache_blocks (0.34.0)"),
    LogPattern("autofit_failed", "context", "autofit", ("auto-fit max_model_len",),
               _rx(r"Cannot auto-fit max_model_len: not enough GPU memory"), _r("0.14.0+"), engine="V1",
               sets=(("autofit_failed", True),), source="§5.2 step 4"),

    # ------------------------------------------------------------------ issue 10: startup facts around a failure
    # the decode CUDA-graph capture announcement (V0 model_runner.capture_model, 0.2.x-0.10.x; V1 "Capturing CUDA
    # graphs" progress): an OOM after it happened during capture
    # the profiling run's own announcements: V0's encoder-decoder / multi-modal runner ("Starting profile run for
    # multi-modal models.", vllm/worker/enc_dec_model_runner.py::profile_run, 0.6.x) and the multi-modal dummy-data
    # warning built inside profile_run ("The sequence length used for profiling (max_num_batched_tokens /
    # max_num_seqs = N) is too short ...", vllm/multimodal/profiling.py::MultiModalProfiler, 0.7.x-0.9.x): an OOM
    # after one, before any KV cache size is printed, happened in the profiling run (vllm#17250)
    # vllm/model_executor/models/registry.py::_try_inspect_model_cls (0.6.2-0.33.0) logs the failed import of a
    # registered architecture before the registry's final refusal (in 0.6.x worded "not supported for now")
    LogPattern("registry_inspection_error", "context", "inspection", ("Error in inspecting model",),
               _rx(r"Error in inspecting model architecture"), sets=(("inspection_error_seen", True),),
               source="vllm/model_executor/models/registry.py::_try_inspect_model_cls"),
    # the engine's wrapper around a startup death (0.6-0.33): "Engine process failed to start. See stack trace for
    # the root cause." (engine/multiprocessing/engine.py::MQLLMEngine, 0.6.x-0.10), "EngineCore failed to start."
    # and "Engine core initialization failed. See root cause above." (v1/engine/core.py::run_engine_core,
    # v1/engine/utils.py::wait_for_engine_startup, 0.8+), "WorkerProc failed to start." (v1/executor/
    # multiproc_executor.py): printed after the cause, which they never carry
    LogPattern("engine_start_wrapper", "context", "engine_start", ("failed to start", "initialization failed"),
               _rx(r"(?:Engine core initialization failed|EngineCore failed to start|Engine process failed to start"
                   r"|WorkerProc failed to start)"),
               sets=(("engine_start_failed", True),),
               source="v1/engine/core.py::run_engine_core; v1/engine/utils.py; engine/multiprocessing/engine.py"),
    # a worker's own report of the exception it died of, right above its traceback: "WorkerProc hit an exception."
    # (v1/executor/multiproc_executor.py::WorkerProc.worker_busy_loop, logger.exception, 0.8+): the engine is dying;
    # the cause is the traceback under it
    LogPattern("worker_exception_line", "context", "engine_start", ("WorkerProc hit an exception",),
               _rx(r"WorkerProc hit an exception"),
               sets=(("engine_start_failed", True), ("worker_exception_seen", True)),
               source="v1/executor/multiproc_executor.py::WorkerProc.worker_busy_loop"),
    # CUDA_VISIBLE_DEVICES holding GPU UUIDs where vLLM casts each entry with int(): "invalid literal for int() with
    # base 10: 'GPU-1c6f...'" (platforms/interface.py::Platform.device_id_to_physical_device_id, 0.5-0.24:
    # `int(device_ids[device_id])`)
    # vLLM turning chunked prefill off itself, at INFO: "Chunked prefill is not supported for ARM and POWER and S390X
    # CPUs; disabling it for V1 backend." (engine/arg_utils.py::EngineArgs.create_engine_config 0.10.2-0.11.x; "... for
    # ARM and POWER, S390X and RISC-V CPUs; ..." 0.12.0-0.33.0), and cpu.py's "MLA is enabled on a non-GPU platform;
    # forcing chunked prefill and prefix caching to be disabled." (platforms/cpu.py::check_and_update_config,
    # 0.10.2-0.33.0): set after the flags are read, so --enable-chunked-prefill cannot turn it back on
    LogPattern("chunked_prefill_forced_off", "context", "scheduler",
               ("Chunked prefill is not supported for", "forcing chunked prefill"),
               _rx(r"Chunked prefill is not supported for ARM and POWER|forcing chunked prefill and prefix caching to "
                   r"be disabled"),
               sets=(("chunked_prefill_forced_off", True),),
               source="vllm/engine/arg_utils.py::create_engine_config; vllm/platforms/cpu.py (0.10.2-0.33.0)"),
    # the process runs as a user id with no passwd entry (a container's random UID: OpenShift): CPython's
    # getpass.getuser() falls back to pwd.getpwuid(os.getuid()) when LOGNAME, USER, LNAME and USERNAME are unset, and
    # that raises "KeyError: 'getpwuid(): uid not found: 1000910000'" (Lib/getpass.py; torch's Inductor cache dir asks
    # for the user name on import, vllm#44548)
    # vLLM's platform probe reading its own distribution's version to tell a CPU build from a CUDA one: "The vLLM package
    # was not found, so its version could not be inspected. This may cause platform detection to fail."
    # (vllm/platforms/__init__.py::vllm_version_matches_substr, importlib.metadata.version("vllm") raising
    # PackageNotFoundError, 0.8-0.33): the CUDA probe then fails and no platform is found although the GPU is there (a
    # fork installed under another distribution name, vllm-pascal; a source tree put on PYTHONPATH without installing)
    # the server's environment keeping Responses API responses (vllm/envs.py VLLM_ENABLE_RESPONSES_API_STORE, 0.10+):
    # a launch line, a compose file's or a manifest's env entry
    LogPattern("responses_store_enabled", "context", "devices", ("VLLM_ENABLE_RESPONSES_API_STORE",),
               _rx(r"VLLM_ENABLE_RESPONSES_API_STORE\W{1,8}(?:value\W{1,6})?[\"']?(?:1|true|True)\b"),
               sets=(("responses_store_enabled", True),),
               source="vllm/envs.py VLLM_ENABLE_RESPONSES_API_STORE (0.10.0-0.34)"),
    LogPattern("vllm_distribution_missing", "context", "devices", ("The vLLM package was not found",),
               _rx(r"The vLLM package was not found, so its version could not be inspected"),
               sets=(("vllm_distribution_missing", True),),
               source="vllm/platforms/__init__.py::vllm_version_matches_substr (0.8-0.33 wheels)"),
    LogPattern("user_without_passwd_entry", "context", "devices", ("getpwuid(): uid not found",),
               _rx(r"getpwuid\(\): uid not found"),
               sets=(("user_without_passwd_entry", True),),
               source="CPython Lib/getpass.py::getuser; Lib/pwd (getpwuid)"),
    # the paste's own words: more than one vLLM (or other model server) on one GPU ("two instances on the same GPU",
    # "a second instance", "both at once", "单卡部署多个模型"). vLLM's budget is a share of the card's TOTAL memory
    # (gpu_worker.py requested_memory = total x gpu_memory_utilization), so instances on a card must split it; and an
    # instance profiling while another one loads counts the other's growth as its own (memory_profiling measures from
    # its own start snapshot): explain's no-KV diagnosis names the other instances, not the weights
    LogPattern("colocated_instances", "context", "devices", ("instance", "Instance", "both at once", "实例", "多个",
                                                             "containers on", "LLM classes", "co-resident",
                                                             "coresident", "Co-resident", "동시"),
               LazyRegex(r"(?P<colocated_phrase>\b(?:two|2|three|3|multiple|several|many|second|another|both)\s{1,3}"
                          r"(?:vllm\s{1,3}|separate\s{1,3}|different\s{1,3})?instances?\b[^.\n]{0,60}?\b(?:same|one|"
                          r"single|a)\s{1,3}(?:gpu|card|npu|device)s?\b|\b(?:same|one|single)\s{1,3}(?:gpu|card|npu|device)\b"
                          r"[^.\n]{0,40}?\b(?:two|multiple|several|second|another)\s{1,3}(?:vllm\s{1,3})?instances?\b|"
                          r"\bsecond\s{1,3}(?:vllm\s{1,3})?instance\b|\b(?:two|three|multi)[- ]instance\b|\bboth\s{1,3}at\s{1,3}"
                          r"once\b|第二个实例|两个实例|多个实例|单卡[^\n]{0,12}多个|一张[^\n]{0,8}卡[^\n]{0,20}多个"
                          # (and the engines named as what runs them: "two docker containers on a card" (vllm#17366),
                          # "initializing multiple LLM classes simultaneously on the same GPU" (vllm#9198))
                          r"|\b(?:two|2|three|3|multiple|several)\s{1,3}(?:docker\s{1,3})?(?:containers|llm\s{1,3}"
                          r"(?:classes|objects|engines)|vllm\s{1,3}(?:engines|servers|services|processes)|engines)\b"
                          r"[^.\n]{0,60}?\b(?:on|in)\s{1,3}(?:a|one|the\s{1,3}same|a\s{1,3}single|single)\s{1,3}"
                          r"(?:card|gpu|device)s?\b"
                          # (and the engines said to share the card in so many words: "co-resident" (two servers on
                          # one card), Korean "동시 구동" / "동시에 구동" / "동시 실행" (run at the same time))
                          r"|\bco-?resident\b|동시(?:에)? ?(?:구동|실행|기동))",
                          re.IGNORECASE),
               whole_line=True,
               source="the paste's words; vllm/v1/worker/gpu_worker.py::determine_available_memory (a share of total "
               "memory), vllm/utils/mem_utils.py::memory_profiling"),
    # the tokenizer class the checkpoint's tokenizer_config.json names and the installed transformers lacks: "Tokenizer
    # class X does not exist or is not currently imported." (transformers/models/auto/tokenization_auto.py::
    # AutoTokenizer.from_pretrained, every release 4.x-5.x); vLLM wraps it in its advice to trust remote code ("Failed
    # to load the tokenizer. If the tokenizer is a custom tokenizer ...", vllm/transformers_utils/tokenizer.py::
    # get_tokenizer 0.2-0.10, vllm/tokenizers/hf.py 0.11+) or re-raises it (trust_remote_code already on). A class of
    # a newer transformers (TokenizersBackend, written by transformers 5's save_pretrained) is no custom code
    # (launchchecks tokenizer_class_missing). Alone, with no message of vLLM's after it, it is the failure
    # (logs/builder.py)
    LogPattern("tokenizer_class_named", "context", "devices", ("not currently imported",),
               _rx(r"Tokenizer class (?P<missing_tokenizer_class>[A-Za-z_][\w.]{0,80}) does not exist or is not "
                   r"currently imported"),
               source="transformers/models/auto/tokenization_auto.py::AutoTokenizer.from_pretrained"),
    # the architecture no class of this release implements, run on the Transformers backend: "{arch} has no vLLM
    # implementation, falling back to Transformers implementation. Some features may not be supported and performance
    # may not be optimal." (model_executor/model_loader/utils.py, a warning, 0.7.3-0.33.0 sdists); a check of the
    # backend that then refuses the launch is the release's want of the architecture (launchchecks
    # transformers_fallback_refused)
    LogPattern("transformers_fallback", "context", "devices", ("has no vLLM implementation, falling back",),
               _rx(r"(?P<fallback_architecture>[A-Za-z][\w.-]{0,99}) has no vLLM implementation, falling back to "
                   r"Transformers"),
               source="vllm/model_executor/model_loader/utils.py (resolve_transformers_fallback / "
               "resolve_transformers_arch, 0.7.3-0.33.0)"),
    # a PEFT adapter's own files named in the paste (adapter_config.json beside adapter_model.safetensors: the folder
    # listing of a checkpoint that is an adapter, peft/utils/constants.py CONFIG_NAME): read with a missing config
    LogPattern("adapter_config_listed", "context", "devices", ("adapter_config.json",),
               _rx(r"(?<![\w-])adapter_config\.json\b"), sets=(("adapter_config_seen", True),),
               source="peft (adapter_config.json, the adapter's config file)"),
    LogPattern("cuda_visible_devices_uuid", "context", "devices", ("invalid literal for int()",),
               _rx(r"invalid literal for int\(\) with base 10: '(?:GPU|MIG)-"),
               sets=(("cuda_visible_devices_uuid_seen", True),),
               source="vllm/platforms/interface.py::Platform.device_id_to_physical_device_id"),
    LogPattern("profile_run_start", "context", "profile_run", ("profile run", "max_num_batched_tokens"),
               _rx(r"(?:Starting profile run|The sequence length used for profiling \(max_num_batched_tokens)"),
               sets=(("profile_run_seen", True),),
               source="vllm/worker/enc_dec_model_runner.py::profile_run; vllm/multimodal/profiling.py"),
    # a traceback frame in V0's own worker files: vllm/worker/model_runner.py (0.2.4-0.10.2) and vllm/worker/worker.py
    # (0.2.0-0.10.2) are the V0 engine's (V1 runs vllm/v1/worker/), and the 0.11.0 sdist has neither; the multiprocess
    # front end vllm/engine/multiprocessing/engine.py (MQLLMEngine) is V0's too (the 0.6.3-0.10.2 sdists; not 0.6.0's)
    LogPattern("v0_worker_frame", "context", "engine", ("vllm/worker/", "engine/multiprocessing/engine.py"),
               LazyRegex(r'vllm/worker/(?:model_runner|worker)\.py"|vllm/engine/multiprocessing/engine\.py"'),
               releases=_r("<=0.10.x"), engine="V0",
               source="the sdists' file lists (vllm/worker/model_runner.py 0.2.4-0.10.2, worker.py 0.2.0-0.10.2, "
                      "engine/multiprocessing/engine.py 0.6.3-0.10.2; none in 0.11.0)"),
    # (vllm-ascend captures the same graphs as "ACL graphs": its progress bar "Capturing ACL graphs (mixed prefill-
    # decode, PIECEWISE)", vllm-ascend#2959)
    LogPattern("cuda_graph_capture_start", "context", "cuda_graph", ("CUDA graph", "cudagraph", "ACL graph"),
               # (and V1's per-phase bars, "Capturing prefill CUDA graphs (FULL)", the speculator's capture)
               _rx(r"Capturing (?:the model for CUDA graphs|cudagraphs for decoding|(?:\w{1,20} )?(?:CUDA|ACL) graphs? )"),
               sets=(("cuda_graph_capture_seen", True),), source="vllm/worker/model_runner.py::capture_model; "
               "vllm-ascend's ACL graph capture"),
    # an OOM whose text ends with vLLM's hint to turn off the CUDA-graph memory estimate ("... If this problem persists,
    # try setting VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0", a 0.29.1 dev build quoted in vllm#57595 / #57475; not
    # in the 0.29.0-0.33.0 wheels): the variable governs only the memory of CUDA-graph capture (vllm/envs.py, 0.18+:
    # "enable CUDA graph memory estimation during memory profiling"; gpu_worker.py::determine_available_memory), so
    # the OOM came from a capture. Not the 0.21+ info line "... To disable, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0."
    # that every start prints after profiling (neither "try setting" nor the variable at the start of the line)
    LogPattern("cudagraph_estimate_hint", "context", "cuda_graph", ("VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS",),
               _rx(r"(?:try setting|^)VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0"), _r("0.18.0+"), engine="V1",
               sets=(("cuda_graph_capture_seen", True),), scan=("ESTIMATE_CUDAGRAPHS",),
               source="vllm#57595 (hint of a 0.29.1 dev build); vllm/envs.py VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS"),
)
# fmt: on

# "Using X backend" phrases (<= 0.11.0) -> vLLM's backend enum name.
BACKEND_NAMES: dict[str, str] = {
    "Flash Attention": "FLASH_ATTN",
    "FlashInfer": "FLASHINFER",
    "FlashInfer MLA": "FLASHINFER_MLA",
    "Triton": "TRITON_ATTN",
    "Triton MLA": "TRITON_MLA",
    "FlashMLA": "FLASHMLA",
    "CUTLASS MLA": "CUTLASS_MLA",
    "Cutlass MLA": "CUTLASS_MLA",
    "XFormers": "XFORMERS",
    "Torch SDPA": "TORCH_SDPA",
    "FlexAttention": "FLEX_ATTENTION",
    "ROCmFlashAttention": "ROCM_FLASH",
    "Pallas": "PALLAS",
}


# The kernel's OOM killer ended vLLM: the shell reports the SIGKILL as "Killed" on a line of its own (bash, a
# non-interactive run), "<pid> Killed <command>" (bash's job report: "bash: line 1: 1234 Killed  python ..."),
# "[1]+  Killed  vllm serve ..."; the kernel's own line "Out of memory: Killed process N (python3)". Host memory, not
# the GPU's: read only right after vLLM sized its KV cache (logs/builder.py), where it allocates the caches: V0's
# CacheEngine pins --swap-space GiB of host memory per GPU for the CPU blocks (worker/cache_engine.py::
# _allocate_kv_cache, pin_memory), and on a unified-memory device (Jetson, GB10) the GPU's cache is host memory too
PATTERNS = PATTERNS + (
    LogPattern(
        "host_oom_killed", "message", "oom_kv_cache",
        anchors=("Killed",),
        regex=LazyRegex(r"^(?:Killed|(?:\[\d{1,4}\]\+? {1,20}|[^\n]{0,200}: line \d{1,7}: {1,20}\d{1,9} {1,20})Killed"
                         r" {1,40}\S[^\n]{0,400}|[^\n]{0,120}Out of memory: Killed process \d{1,9}[^\n]{0,400})$"),
        end=LazyRegex(r"."),
        source="the shell's report of SIGKILL (bash jobs.c) / the kernel's OOM killer (mm/oom_kill.c); vLLM's "
               "cache allocation after sizing (worker/cache_engine.py, v1/worker/gpu_model_runner.py::initialize_kv_cache)",
    ),
    # the kernel's own report anywhere else in a start: "Out of memory: Killed process 1234 (python3)", or for a
    # container's limit "Memory cgroup out of memory: Killed process 5678 (VLLM::Worker_TP)" (mm/oom_kill.c
    # __oom_kill_process / oom_kill_process, "%s: Killed process %d (%s)" with "Memory cgroup out of memory" or "Out of
    # memory"): the host's RAM ran out, not the GPU's (before the KV sizing: while the weights load, each worker's
    # shared-memory copy of its shard, vllm#57469); the kind is the loading phase's, the cause host memory (explain)
    LogPattern(
        "host_oom_killer_kernel", "message", "oom_loading",
        # (and the report's first line, "VLLM::Worker_TP invoked oom-killer: gfp_mask=0x102cc2(GFP_HIGHUSER), ...",
        # mm/oom_kill.c dump_header, printed before the process list and the kill)
        anchors=("out of memory: Killed process", "Out of memory: Killed process", "invoked oom-killer"),
        regex=LazyRegex(r"(?:Memory cgroup out of memory|Out of memory): Killed process|invoked oom-killer: gfp_mask="),
        end=LazyRegex(r"."),
        source="the kernel's OOM killer (mm/oom_kill.c): the host's or the memory cgroup's RAM",
    ),
    # torch's file mapping refused for want of host memory: "RuntimeError: unable to mmap 18329065000 bytes from file
    # <.../model.safetensors>: Cannot allocate memory (12)" (c10/core/MapAllocator.cpp, MapAllocator::MapAllocator,
    # strerror(ENOMEM)); safetensors' torch loader maps each shard through it (UntypedStorage.from_file) while vLLM
    # loads the weights: the host's RAM, a container's memory limit or its address space (ulimit -v), not the GPU's
    # (vllm#2391, vllm#9753). Other errno values are no memory question and are not read here
    LogPattern(
        "host_mmap_enomem", "message", "oom_loading",
        # (its head's words: a wrapped path puts "Cannot allocate memory" on a later line)
        anchors=("unable to mmap",),
        regex=_rx(r"unable to mmap (?P<mmap_bytes>\d{1,15}) bytes from file <[^>\n]{0,1000}>: Cannot allocate memory"),
        # (complete at the errno torch prints last: a wrapped path is re-joined before the regex runs)
        end=_rx(r"\(\d{1,3}\)$"),
        source="torch c10/core/MapAllocator.cpp (unable to mmap N bytes from file <F>: strerror(errno) (errno))",
    ),
)

# A reporter's own words that the start ran out of GPU memory, when no text of torch's or vLLM's says it (an issue
# titled "Qwen3 OOM v0.8.5", "there is a phenomenon of cuda out of memory", "now OOMs during CUDA graph capture"):
# the kind is then an OOM, its phase only what the words name (logs/builder.py, _PROSE_OOM_PHASES) or what the log's
# own lines show. Not vLLM's hints that mention OOM as a risk ("... to avoid OOM", "First inference may OOM",
# "risking OOM", "potentially causing OOM", "If OOM'ed, ...": gpu_worker.py, kv_cache_utils.py, fused_moe, 0.5.5-
# 0.33.0), which carry a log prefix (builder.py skips prefixed lines) and a hedge before the word; not the host's memory
# (the kernel's OOM killer, "system / CPU / RAM out of memory"). Weak (builder.py _WEAK_MESSAGES): any row that reads
# a message wins over it. Last in the table: a line any other row reads is that row's.
# a hedge before the word: the sentence names OOM as a risk, a negation, or the host's memory (logs/builder.py reads
# the row only when none comes before its first match, within the line's first 300 characters)
# (and a reporter's guess before the fact: "I thought it was due to CUDA OOM, so I tried ... but the error still
# persists", rllm#8)
PROSE_OOM_HEDGE = LazyRegex(r"\b(?:avoid|prevent|risk)|\b(?:may|might|could|would|should|if|whether|potentially|no|not|"
                             r"thought|assumed|guessed|suspected|"
                             r"without|never|cpu|ram|host|system|swap|disk|pod|container)\b|n't", re.IGNORECASE)
PROSE_OOM_REACH = 300
# the two orders an author retells the KV refusal's figures in: "5.62 GiB needed, only 3.06 GiB available" and "needs
# 1.12 GiB (of) KV (cache), (but only) got / has 0.78 GiB"
_KV_RETOLD_NEEDED_FIRST = (rf"(?P<needed_gib>{NUM}) GiB (?:of KV cache |KV cache )?(?:is )?needed[,;]? (?:but |while )?"
                           rf"(?:only )?(?P<available_gib>{NUM}) GiB (?:is )?(?:available|free|left)")
# (and the need compared with a sign to the memory left, "64.0 GiB KV cache needed > available 49.49 GiB")
_KV_RETOLD_NEEDED_GT = (rf"(?P<needed_gib>{NUM}) GiB (?:of KV cache |KV cache )?(?:is )?needed[,;]? > ?(?:the )?available:? "
                        rf"\(?(?P<available_gib>{NUM}) GiB")
_KV_RETOLD_NEEDS_FIRST = (rf"needs? `?(?P<needed_gib>{NUM}) GiB`? (?:of )?KV(?: cache)?[,;]? (?:but |while )?"
                          rf"(?:(?:only|got|has|have) ){{1,2}}`?(?P<available_gib>{NUM}) GiB")
# ... and the memory left first, compared to the need ("available KV cache memory (0.04 GiB) < needed (0.93 GiB)", in
# vLLM's own words for both: "available KV cache memory (X GiB)", "KV cache is needed")
# (and without "available", the need called "required": "KV cache memory (26.74 GiB) < required (27.69 GiB)",
# david-share's table)
_KV_RETOLD_AVAILABLE_FIRST = (rf"(?:available )?KV cache memory:? \(?`?(?P<available_gib>{NUM}) GiB`?\)? ?(?:<|is less than"
                              rf"|is smaller than) ?(?:the )?(?:KV cache )?(?:needed|required):? \(?`?(?P<needed_gib>{NUM}) GiB")
# vLLM's KV refusal retold in an author's words with both its figures, the KV cache needed above the memory left for it
# ("KV-Cache Memory Fehler (5.62 GiB needed, only 3.06 GiB available)", "need 1.12 GiB KV, got 0.78 GiB (est. max_len
# 22704)"): the figures are vLLM's (v1/core/kv_cache_utils.py::check_enough_kv_cache_memory prints both), the words the
# author's. Read only where the line names the KV cache and the first figure is the larger (builder.py), weak (any
# printed message wins), and last in the table but for oom_in_prose
PATTERNS = PATTERNS + (
    LogPattern(
        "kv_refusal_retold", "message", "kv_cache_too_small",
        anchors=("GiB needed", "GiB KV", "GiB of KV", "GiB` KV", "GiB is needed", "< needed", "than needed",
                 "<needed", "than the needed", "than the KV cache needed", "< required", "<required",
                 "than required", "than the required"),
        regex=_rxi(_KV_RETOLD_NEEDED_FIRST.replace("?P<", "?P<_a") + "|" + _KV_RETOLD_NEEDS_FIRST.replace("?P<", "?P<_b")
                   + "|" + _KV_RETOLD_NEEDED_GT.replace("?P<", "?P<_c") + "|" + _KV_RETOLD_AVAILABLE_FIRST),
        fields=(_rxi(_KV_RETOLD_NEEDED_FIRST), _rxi(_KV_RETOLD_NEEDS_FIRST), _rxi(_KV_RETOLD_NEEDED_GT),
                _rxi(_KV_RETOLD_AVAILABLE_FIRST),
                # (the length, where the retelling keeps the message's own head: "ValueError: ... max seq len (262144),")
                _rxi(rf"max seq len \((?P<max_seq_len>{INT})\)"),
                _rxi(rf"est(?:imated|\.)? max(?:imum)?[ _]?(?:model[ _])?len(?:gth)? (?:is )?~?(?P<estimated_max_model_len>{CINT})\b")),
        # (the canonical message's end: a line of vLLM's own message holding these anchors keeps joining its lines)
        end=_ENGINE_END,
        source="an author's retelling of vllm/v1/core/kv_cache_utils.py::check_enough_kv_cache_memory's figures",
    ),
    LogPattern(
        "oom_in_prose", "message", "oom_loading",
        # (a title's capital, "Llama 3 - Out of memory - RTX 4060 TI", "# CUDA Out of memory": the regex ignores case;
        # and a Chinese report's words for it, 显存不足 / 显存不够 / 显存溢出 / 爆显存, "GPU memory insufficient /
        # overflowed": "vllm加载时报显存不足", X-R1#38)
        # (and the words in capitals, "CUDA OUT OF MEMORY...." in a title, vllm#1559; and ROCm's runtime status for an
        # allocation the GPU could not hold, "HSA_STATUS_ERROR_OUT_OF_RESOURCES" ("Available Free mem : 0 MB",
        # ROCr's hsa_status_t), as a report quotes it: the GPU's memory, placed by the words around it, vllm#47366)
        anchors=("out of memory", "Out of memory", "OUT OF MEMORY", "OOM", "显存", "HSA_STATUS_ERROR_OUT_OF_RESOURCES"),
        # (word boundaries in ASCII: a CJK sentence runs its words into "OOM", as in "部署...报错OOM")
        regex=LazyRegex(r"(?<![A-Za-z0-9_\-\"'.])(?:cuda )?(?:OOM(?:s|'?ed|'d|ing)?|out of memory)(?![A-Za-z0-9_\-\"'])"
                         r"(?!:? ?-?kill)|显存(?:不足|不够|溢出)|爆显存|\bHSA_STATUS_ERROR_OUT_OF_RESOURCES\b", re.IGNORECASE),
        end=LazyRegex(r"."),
        source="a reporter's prose (no printed text): kvroom's reading, not vLLM's",
    ),
)

MESSAGE_PATTERNS = tuple(p for p in PATTERNS if p.role == "message")
CONTEXT_PATTERNS = tuple(p for p in PATTERNS if p.role == "context")
WORDING_BY_TARGET: dict[str, tuple[LogPattern, ...]] = {}
for _p in PATTERNS:
    if _p.role == "wording":
        WORDING_BY_TARGET[_p.applies_to] = WORDING_BY_TARGET.get(_p.applies_to, ()) + (_p,)


def _scan_keys(p: LogPattern) -> tuple[str, ...]:
    # (a scan anchor is in one of the row's anchors when it is in their join: no anchor holds the separator)
    joined = "\0".join(p.anchors)
    return p.scan or tuple(s for s in SCAN_ANCHORS if s in joined)


# scan anchor -> the message/context rows a line holding it may match (table order kept). Each row's keys are
# computed once: asking _scan_keys per (anchor, row) pair cost seconds at import (every anchor times every row times
# every anchor again), which every `kvroom explain` paid before reading a line
_ROW_KEYS = tuple((p, frozenset(_scan_keys(p))) for p in PATTERNS if p.role != "wording")
ROWS_BY_SCAN: dict[str, tuple[LogPattern, ...]] = {
    s: tuple(p for p, keys in _ROW_KEYS if s in keys) for s in SCAN_ANCHORS
}
UNREACHABLE = tuple(p.name for p, keys in _ROW_KEYS if not keys)

# Texts that show a line break cut vLLM's or torch's text when they run across it (issue 10: a terminal or an issue
# wraps a long line; logs/builder.py joins the pieces back). Beyond the rows' own regexes and fields: a figure with its
# unit, and the sentences of torch's OOM text that carry no number of their own (c10/cuda/CUDACachingAllocator.cpp:
# torch >= 2.1 "... of which F is free. Process P has X memory in use. Including non-PyTorch memory, this process has X
# memory in use. Of the allocated memory A is allocated by PyTorch, and R is reserved by PyTorch but unallocated. If
# reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid
# fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#...)";
# torch < 2.1 "(GPU N; T total capacity; A already allocated; F free; R reserved in total by PyTorch) If reserved memory
# is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management
# and PYTORCH_CUDA_ALLOC_CONF"). Each is bounded and anchored by literals.
WRAP_TEXTS: tuple[re.Pattern[str], ...] = (
    _rx(rf"{NUM} (?:[KMGT]iB|GB|MB|bytes)\b"),
    _rx(r"Process \d{1,9} has"),
    _rx(r"(?:[KMGT]iB|bytes)(?:\. | )(?:GPU \d{1,3}|memory in use|is free|of which|total capacity|already allocated|free;)"),
    _rx(r"(?:is free|memory in use|unallocated|fragmentation)\. (?:Process|Including|Of the|If reserved|See documentation)"),
    _rx(r"Including non-PyTorch memory, this process has"),
    _rx(r"Of the allocated memory"),
    _rx(r"is allocated by PyTorch, and"),
    _rx(r"is reserved by PyTorch but unallocated"),
    # (torch >= 2.4 inserts "with P allocated in private pools (e.g., CUDA Graphs)," before the reserved figure)
    _rx(r"(?:[KMGT]iB|bytes) allocated in private pools"),
    _rx(r"in private pools \(e\.g\., CUDA Graphs\), and"),
    _rx(r"If reserved but unallocated memory is large try setting"),
    _rx(r"If reserved memory is >> allocated memory try setting"),
    _rx(r"(?:PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True|max_split_size_mb) to avoid fragmentation"),
    _rx(r"See documentation for Memory Management(?: and PYTORCH_CUDA_ALLOC_CONF| \(https://pytorch\.org/docs)?"),
    _rx(r"reserved in total by PyTorch"),
    # V0's memory-profile lines (vllm/worker/worker.py::determine_num_available_blocks, 0.6.4-0.10.x): "the current vLLM
    # instance can use total_gpu_memory (T) x gpu_memory_utilization (U) = B" and "model weights take W; non_torch_memory
    # takes N; PyTorch activation peak memory takes A; the rest of the memory reserved for KV Cache is K."
    _rx(r"the current vLLM instance can use total_gpu_memory"),
    _rx(r"(?:GiB|GB); (?:non_torch_memory takes|PyTorch activation peak memory takes|the rest of the memory reserved)"),
    _rx(r"the rest of the memory reserved for KV Cache is"),
    # torch's exception line "torch.OutOfMemoryError: CUDA out of memory. ..." and vLLM's own "CUDA out of memory
    # occurred when warming up sampler with N dummy requests" (vllm/v1/worker/gpu_model_runner.py::_dummy_sampler_run)
    _rx(r"OutOfMemoryError: (?:CUDA|HIP|XPU|NPU) out of memory"),
    _rx(r"out of memory occurred when warming up (?:sampler|pooler)"),
    # huggingface_hub's offline-mode refusal and transformers' config refusal, whose URL or path an issue's soft wrap
    # puts on a line of its own ("... Cannot reach" / "https://huggingface.co/...: offline mode is" / "enabled.", "...
    # the config file at" / "'/path/x.gguf'" / "is not a valid JSON file.")
    _rx(r"Cannot reach https?://"),
    _rx(r"config file at '"),
)
# For each of WRAP_TEXTS, literals one of which every match holds (read off the regex: its unit alternatives, or a
# piece of its fixed text): a joined pair of lines holding none of them cannot match, so the regex is not searched
# (tests/test_logs_wrap_gates.py holds each gate to its regex on every real log)
WRAP_TEXT_GATES: tuple[tuple[str, ...], ...] = (
    ("iB", "GB", "MB", "bytes"),
    ("Process ",),
    ("iB", "bytes"),
    ("is free", "memory in use", "unallocated", "fragmentation"),
    ("Including non-PyTorch memory",),
    ("Of the allocated memory",),
    ("is allocated by PyTorch",),
    ("is reserved by PyTorch",),
    ("iB", "bytes"),
    ("CUDA Graphs",),
    ("If reserved but unallocated",),
    ("If reserved memory is",),
    (" to avoid fragmentation",),
    ("See documentation for Memory Management",),
    ("reserved in total by PyTorch",),
    ("the current vLLM instance can use",),
    ("B; ",),
    ("the rest of the memory reserved",),
    ("OutOfMemoryError: ",),
    ("out of memory occurred when warming up",),
    ("Cannot",),
    ("config",),
)

