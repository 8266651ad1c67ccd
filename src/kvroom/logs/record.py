"""The parsed result of one vLLM log: what failed, with which numbers, and the startup context around it.

Owns: the frozen ``StartupRecord`` (and its small parts) and its JSON form. Values are as vLLM printed them:
GiB figures are floats with the printed digits, counts are ints, names are strings. Fields that the log did
not show are None (never a default guessed by kvroom).

Never: arithmetic on the values, diagnosis, fixes (kvroom.explain / kvroom.fixes build on this record).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from kvroom.core.frozen import field, frozen, record_fields
from kvroom.logs.releases import ReleaseRange

RECORD_SCHEMA_VERSION = 1

# The failure messages kvroom recognizes (StartupRecord.message_kind).
MESSAGE_KINDS = (
    "kv_cache_too_small",  # V1 "To serve at least one request with the model(s)'s max seq len ..." (spec §4.4)
    "kv_cache_too_small_v0",  # V0 "... larger than the maximum number of tokens that can be stored in KV cache" (§9)
    "no_kv_memory",  # "No available memory for the cache blocks" (§4.4, §9)
    "free_memory_low",  # "Free memory on device ... is less than desired GPU memory utilization" (§7.1)
    "mamba_blocks",  # "max_num_seqs (N) exceeds available Mamba cache blocks (M)"
    "oom_loading",  # CUDA out of memory while loading weights (or with no sign that loading had finished)
    "max_len_over_derived",  # "User-specified max_model_len (N) is greater than the derived max_model_len" (§1.5)
    # issue 10
    "oom_profiling",  # CUDA out of memory after the weights loaded: the profiling (dummy) run
    "oom_forward",  # CUDA out of memory inside a model's forward() (weights loaded; profiling, capture or a request)
    "oom_cuda_graph",  # CUDA out of memory while capturing CUDA graphs
    "oom_kv_cache",  # CUDA out of memory allocating the KV cache tensors
    "zero_gpu_blocks",  # "# GPU blocks: 0" with no message after it (V0 then fails on the first request)
    "kv_memory_negative",  # a negative "reserved for KV Cache" / "Available KV cache memory" with no message
    "tp_not_divisible",  # "Total number of attention heads (N) must be divisible by tensor parallel size (M)"
    # the layers cannot be split over the pipeline stages as asked: VLLM_PP_LAYER_PARTITION's "len(partitions)=N does not
    # match pp_size=M." / "sum(partitions)=X does not match num_hidden_layers=Y." (0.5.5+), or "Total number of hidden
    # layers (N) must be divisible by pipeline parallel size (M)", which no released wheel prints (logs/patterns.py)
    "pp_not_divisible",
    "pp_unsupported",  # "Pipeline parallelism is not supported yet." (<= 0.5.0.post1; 0.5.1: "... with multiprocessing")
    "dtype_unsupported",  # "Bfloat16 is only supported on GPUs with compute capability of at least 8.0"
    # issue 10: vLLM's own launch refusals read from the wheels (tests/golden/vllm_messages.json; kvroom.launchchecks)
    "batched_tokens_too_small",  # "max_num_batched_tokens (X) is smaller than max_model_len (Y)" and its siblings
    "tp_over_gpus",  # "please set tensor_parallel_size (N) to less than max local gpu count (M)"
    "quantization_unsupported_gpu",  # "The quantization method X is not supported for the current GPU. Minimum ..."
    "quantization_dtype_unsupported",  # "torch.bfloat16 is not supported for quantization method X. Supported ..."
    "head_size_unsupported",  # "Head size N is not supported by FlashAttention / PagedAttention ..."
    "swap_space_too_large",  # "Too large swap space. X GiB out of the Y GiB total CPU memory ..."
    "memory_profiling_error",  # "Error in memory profiling. Initial free memory X, current free memory Y ..."
    "kv_cache_dtype_unsupported",  # "FP8 KV cache is not supported by the Triton attention backend on ..." and siblings
    "cpu_offload_unsupported",  # "Cannot re-initialize the input batch when CPU weight offloading is enabled."
    "cuda_graph_unsupported",  # "CUDAGraphMode.FULL is not supported with X backend ..." and siblings
    "nvml_allocator_assert",  # torch's "NVML_SUCCESS == r INTERNAL ASSERT FAILED at ...CUDACachingAllocator.cpp": an OOM
    "triton_shared_memory_exceeded",  # Triton's "out of resource: shared memory, Required: N, Hardware limit: M"
    # issue 10: launches that die of something else than memory (kvroom.launchchecks)
    "architecture_unsupported",  # "Model architectures ['X'] are not supported for now." and siblings
    "model_inspection_failed",  # "Model architectures ['X'] failed to be inspected." (registered, import failed)
    "trust_remote_code_required",  # "... consider setting `trust_remote_code=True` ..." (vLLM / transformers)
    "cuda_fork_reinit",  # torch: "Cannot re-initialize CUDA in forked subprocess."
    "cuda_driver_mismatch",  # CUDA: "CUDA driver version is insufficient for CUDA runtime version"
    "cuda_no_kernel_image",  # CUDA: "no kernel image is available for execution on the device"
    "quantization_method_unknown",  # "Unknown quantization method: X. Must be one of [...]"
    "quantization_mismatch",  # "Quantization method specified in the model config (X) does not match ... (Y)."
    "model_type_unknown",  # transformers: "... has model type `X` but Transformers does not recognize this architecture"
    "no_gpu_visible",  # "Failed to infer device type", torch: "No CUDA GPUs are available" and siblings
    "hub_access_denied",  # the Hub: "You are trying to access a gated repo", "401 Client Error: Unauthorized"
    "model_not_found",  # "Invalid repository ID or local directory specified: 'X'" and siblings
    "nccl_error",  # "NCCL error: unhandled system error" / torch's "NCCL error in: ..." while setting up communicators
    "rope_scaling_unsupported",  # KeyError 'type' at vLLM's rope_scaling["type"], transformers' rope_scaling validation
    "no_attention_backend",  # "No valid attention backend found for cuda with AttentionSelectorConfig(...). Reasons: ..."
    "weight_loading_mismatch",  # "There is no module or parameter named 'X' in Y", KeyError: 'model.layers.N....'
    "config_format_not_found",  # "No supported config format found in X" (a GGUF-only repository, 0.6.3-0.7.3)
    "processor_config_not_found",  # transformers: "X does not appear to have a file named preprocessor_config.json"
    "chat_template_missing",  # vLLM: "As of transformers v4.44, default chat template is no longer allowed, ..."
    "tokenizer_load_failed",  # vLLM's tokenizer from the checkpoint's files: "Found 0 files matching the pattern ..."
    "shm_broadcast_timeout",  # vLLM: "No available shared memory broadcast block found in 60 seconds" (a stuck worker)
    "attention_workspace_overflow",  # FlashInfer: "Buffer overflow when allocating memory for ... workspace buffer size"
    "world_size_mismatch",  # "world_size (8) is not equal to tensor_model_parallel_size (1) x pipeline_... (1)"
    # environments whose packages or files do not fit together
    "torch_abi_mismatch",  # "vllm/_C.abi3.so: undefined symbol: _ZN5torch7Library..." (built for another torch)
    "checkpoint_file_corrupt",  # safetensors: "Error while deserializing header: InvalidHeaderDeserialization"
    "dependency_version_mismatch",  # kernels: "Either a revision or a version must be specified." (transformers)
    # a package the launch's code imports, not installed at all: CPython's "No module named 'decord'" for a top-level
    # name, vLLM's own "OpenTelemetry is not available ... Ensure OpenTelemetry packages are installed"
    "dependency_missing",
    "cuda_library_mismatch",  # FlashInfer: "bmm_fp8_internal_cublaslt failed: ..." (cuBLASLt on this GPU / CUDA)
    "invalid_device_ordinal",  # CUDA / HIP: "invalid device ordinal" (a worker's GPU index the process does not see)
    "container_runtime_incompatible",  # "pidfd_getfd: Operation not permitted"; exec: "--host": executable file ...
    # launch setups the release refuses (LoRA, a second engine in one process, vLLM's compiled kernels)
    "lora_unsupported",  # "Model X does not support LoRA, but LoRA is enabled." / "X does not support LoRA yet."
    "parallel_group_reinitialized",  # "tensor model parallel group is already initialized" (a second engine)
    "vllm_extension_import_failed",  # "No module named 'vllm._C'", "libcudart.so.12: cannot open ...", GLIBC
    # attention backends, the model's config, quantized kernels
    "attention_backend_feature_unsupported",  # "FlashInfer backend currently does not support attention sinks, ..."
    "hf_config_type_mismatch",  # "Invalid type of HuggingFace config. Expected type: <class ...>, but found type: ..."
    "quantization_kernel_bug",  # Marlin's "size_n = N is not divisible by tile_n_size = 64" on an unchecked path
    # the engine's host: its thread, the Hub, the Triton cache, torch.compile, the allocator
    "engine_not_main_thread",  # CPython: "signal only works in main thread of the main interpreter" (V1 in a thread)
    "hub_unreachable",  # "HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded ..."
    "triton_cache_race",  # Triton's cache: "No such file or directory: '.../x.json.tmp.pid_1528_587007'"
    "triton_compiler_missing",  # Triton's "Failed to find C compiler. Please specify via CC environment variable."
    "port_in_use",  # "OSError: [Errno 98] Address already in use" (the API server, torch.distributed, ZeroMQ)
    "torch_compile_error",  # Dynamo's "BackendCompilerFailed: backend=...", an error inside Inductor's generated code
    "allocator_config_incompatible",  # expandable_segments: "CUDA driver error: ...", custom all-reduce's IPC
    # a check failing inside vLLM's profiling run on the dummy worst-case inputs it builds (not memory): "Expected at
    # least N dummy tokens for profiling, but found M tokens instead", or any other check whose traceback is in it
    "profiling_assertion",
    # a check of vLLM's own that no rule of kvroom reads, found among the raise sites of its released sources
    # (logs/raises.py): "ValueError: tp_size=4 must be divisible by dcp_size=3." (config/parallel.py)
    "vllm_check_failed",
)

# The kind of a patterns.py message row that reads a failure that is no vLLM message: another program's refusal,
# printed before vLLM printed anything of its own (an RL trainer's rollout check, TRL's client waiting for its vLLM
# server), or a system error inside one of vLLM's own probes (its host-IP probe). The record keeps message_kind None and
# names the row in StartupRecord.foreign_row.
FOREIGN_KIND = "not_a_vllm_message"


@frozen
class LineMatch:
    """One recognized log line: which pattern, where (1-based physical line number), and the cleaned text."""

    pattern: str
    line_no: int
    text: str


@frozen
class StartupRecord:
    """Everything kvroom read from a vLLM startup log. See ``docs`` of each field below."""

    # --- the failure message (None when the log shows no recognized failure)
    message_kind: str | None = None
    numbers: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    message_text: str | None = None  # the message, re-joined when it was wrapped; log prefixes removed
    # the logs/patterns.py row that read the message ("ascend_op_binary_missing"), None when kvroom derived it from
    # other lines (a traceback's last frame, a silent failure)
    message_row: str | None = None
    exception_type: str | None = None  # "ValueError", "torch.OutOfMemoryError", ... when printed before it
    spelling: str | None = None  # "models's" (0.7.0-0.21.x) or "model's" (0.22.0+ and every V0 message)
    gib_format: str | None = None  # "%.2f", "format_gib", "GB"; None when the digits cannot tell (e.g. 10.72)
    has_estimate_sentence: bool | None = None  # None: message cut before where the sentence would be
    has_docs_link: bool | None = None
    has_cpu_note: bool | None = None
    # 0.34.0+: the message's hint says the KV cache is extensible (reserved as address space, committed after warm-up;
    # gpu_memory_utilization unset resolves to 1.0), and whether the failed check was the one after CUDA graph capture
    # and warm-up (v1/core/kv_cache_planning.py::_more_kv_cache_memory_hint, 0.34.0)
    extensible_kv_cache: bool | None = None
    kv_sized_after_warmup: bool | None = None
    oom_phase: str | None = None  # loading | profiling | cuda_graph_capture | kv_cache_allocation | after_loading | unknown

    # --- which vLLM printed it
    vllm_version: str | None = None  # from a banner, as printed ("0.10.1.1", "0.11.1rc7")
    vllm_version_range: ReleaseRange | None = None
    vllm_version_inferred: bool = False  # True: range inferred from wording; False: from the banner
    version_evidence: tuple[str, ...] = ()  # pattern names that narrowed the inferred range
    version_conflicts: tuple[str, ...] = ()  # evidence left out because it contradicted stronger evidence
    engine: str | None = None  # "V0" | "V1"
    platform: str | None = None  # "cuda", "cpu", "tpu", ... when the log says

    # --- configuration as the log shows it (engine config line > "Using max model len" > non-default args > CLI)
    model: str | None = None
    max_model_len: int | None = None
    requested_max_model_len: str | None = None  # the --max-model-len value as typed ("-1", "auto", "32k")
    # "... Disabling sliding window and capping the max length to the sliding window size (N)." (0.5.1-0.11): N
    sliding_window_cap: int | None = None
    tensor_parallel_size: int | None = None
    pipeline_parallel_size: int | None = None
    data_parallel_size: int | None = None
    dtype: str | None = None
    kv_cache_dtype: str | None = None
    quantization: str | None = None
    gpu_memory_utilization: float | None = None
    max_num_seqs: int | None = None
    max_num_batched_tokens: int | None = None
    block_size: int | None = None
    enforce_eager: bool | None = None
    attention_backend: str | None = None  # vLLM's backend name, e.g. "FLASH_ATTN", "FLASHINFER", "FLASHMLA"
    attention_backend_source: str | None = None  # "log" (vLLM said it), "args" (--attention-backend), "env"
    gpu_name: str | None = None
    # every argument the launch shows, {vLLM dest: value as typed}, read by kvroom.launch from the non-default args
    # dict (preferred) or a pasted command; explain rebuilds the launch's PlanRequest from it
    launch_args: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    launch_args_source: str | None = None  # "args" (the logged dict) | "command" (a pasted command line)

    # --- memory and capacity lines
    model_loading_gib: float | None = None  # "Model loading took X GiB" / "Loading model weights took X GB"
    checkpoint_gib: float | None = None  # "Checkpoint size: X GiB" (the safetensors on disk, 0.20+)
    available_kv_gib: float | None = None  # smallest "Available KV cache memory" printed (may be negative)
    available_kv_gib_all: tuple[float, ...] = ()  # every distinct value, in order (one per worker)
    kv_cache_tokens: int | None = None  # "GPU KV cache size: 81,920 tokens" (smallest if several)
    kv_cache_device: str | None = None  # "GPU", "CPU", ... from that line
    max_concurrency: float | None = None
    concurrency_tokens_per_request: int | None = None
    num_gpu_blocks: int | None = None  # "# GPU blocks: N" / "# cuda blocks: N, # CPU blocks: M" (smallest)
    num_cpu_blocks: int | None = None
    # "Overriding num_gpu_blocks=N with num_gpu_blocks_override=M" (V0 llm_engine.py, V1 kv_cache_utils.py): M
    num_gpu_blocks_override: int | None = None
    cuda_graph_estimate_gib: float | None = None  # "Estimated CUDA graph memory: X GiB total" (0.18+)
    device_free_gib: float | None = None  # startup free memory (free-memory error or the 0.10.2+ summary line)
    device_total_gib: float | None = None
    device_requested_gib: float | None = None
    memory_usage: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}), hash=False)
    v0_profile: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}), hash=False)

    # --- auto-fit (--max-model-len -1 / auto, 0.14+)
    autofit_from: int | None = None
    autofit_to: int | None = None
    autofit_available_gib: float | None = None
    autofit_full_context: bool = False  # "full model context length N fits"
    autofit_failed: bool = False  # "Cannot auto-fit max_model_len: not enough GPU memory ..."

    # --- issue 10: facts around a failure
    cuda_graph_capture_seen: bool = False  # a "Capturing ... CUDA graphs" line came before the failure
    # vLLM's registry logged "Error in inspecting model architecture 'X'" (registry.py::_try_inspect_model_cls,
    # 0.6.2-0.33.0): the architecture is registered and its import failed, whatever the final message says
    inspection_error_seen: bool = False
    # vLLM's wrapper line around a startup death ("Engine core initialization failed. See root cause above.",
    # "EngineCore failed to start.", "Engine process failed to start."): the cause is printed above it
    engine_start_failed: bool = False
    # a worker's "WorkerProc hit an exception." (v1/executor/multiproc_executor.py): the cause is the traceback under it
    worker_exception_seen: bool = False
    # CUDA_VISIBLE_DEVICES held GPU UUIDs ("invalid literal for int() with base 10: 'GPU-..."), which vLLM's
    # Platform.device_id_to_physical_device_id casts with int()
    cuda_visible_devices_uuid_seen: bool = False
    # a PEFT adapter's config file named in the paste (logs/patterns.py adapter_config_listed)
    adapter_config_seen: bool = False
    # the process's user id has no passwd entry ("getpwuid(): uid not found"; logs/patterns.py user_without_passwd_entry)
    user_without_passwd_entry: bool = False
    # vLLM's platform probe found no distribution named vllm ("The vLLM package was not found"; logs/patterns.py
    # vllm_distribution_missing)
    vllm_distribution_missing: bool = False
    # the paste sets VLLM_ENABLE_RESPONSES_API_STORE=1 (logs/patterns.py responses_store_enabled)
    responses_store_enabled: bool = False
    # an engine had finished starting (its graphs captured, or V1's "init engine (...) took N seconds") before the
    # paste's next engine config line: the later engine starts beside the first one's memory (logs/builder.py)
    engine_restarted: bool = False
    # a script building a second vllm.LLM for another model a few lines after the first (logs/builder.py _second_llm):
    # the first engine still holds its memory while the second starts
    llm_built_twice: bool = False
    # vLLM turned chunked prefill off itself (non-x86 CPUs, MLA on a non-GPU platform): --enable-chunked-prefill is
    # overridden after the flags are read (logs/patterns.py chunked_prefill_forced_off)
    chunked_prefill_forced_off: bool = False
    # Triton's CompilationError quoting vLLM's block-FP8 weight GEMM ("def _w8a8_triton_block_scaled_mm(" /
    # "def _w8a8_block_fp8_matmul(", model_executor/layers/quantization/utils/fp8_utils.py) or the fused-MoE kernel:
    # the fp8 e4m3 asked of Triton is the weights' (explain.place_triton_fp8)
    fp8_weight_kernel_seen: bool = False
    # the paste says more than one model server shares a GPU ("a second instance", "two instances on one GPU"; the
    # phrase as written, logs/patterns.py colocated_instances)
    colocated_phrase: str | None = None
    # the architecture this release has no class for, run on the Transformers backend instead ("X has no vLLM
    # implementation, falling back to Transformers implementation"; logs/patterns.py transformers_fallback)
    fallback_architecture: str | None = None
    # the tokenizer class tokenizer_config.json names and the installed transformers lacks ("Tokenizer class X does not
    # exist or is not currently imported"; logs/patterns.py tokenizer_class_missing)
    missing_tokenizer_class: str | None = None
    # a frame of vLLM's CUDA-graph memory profiling (profile_cudagraph_memory, inside determine_available_memory,
    # 0.18+): graphs captured before the KV cache is sized (logs/patterns.py cudagraph_profiling_frame)
    cudagraph_profiling_seen: bool = False
    # vLLM's sleep mode waking up (LLM.wake_up re-mapping the pool sleep() released; logs/patterns.py sleep_wake_up):
    # an OOM there is memory another user of the GPU took while vLLM slept
    sleep_wake_up_seen: bool = False
    working_release: str | None = None  # a release the paste says the same launch works on ("0.26.0 works")
    regressing_change: str | None = None  # the vLLM change the paste says broke the launch ("after ... refactor (#41184)")
    transformers_upgrade_said: bool = False  # the paste says the failure came with a transformers upgrade
    nvcc_shown: bool = False  # nvcc's own banner in the paste (`nvcc --version`): the CUDA compiler is installed
    aot_build_said: bool = False  # the paste says a kernel library's ahead-of-time (precompiled) build is in use
    earlier_build_worked: bool = False  # the paste says an earlier vLLM build ran the same launch (no number given)
    # the shell's report of a SIGKILL or the kernel's OOM killer anywhere in the paste (logs/patterns.py
    # shell_killed_report): beside a reporter's own "out of memory", the host's memory
    shell_killed_seen: bool = False
    # WSL2 named in the paste, and PyTorch's expandable_segments allocator switched on (logs/patterns.py wsl_named,
    # expandable_segments_on): together, an OOM is read as the allocator's (explain.py place_wsl_expandable_segments)
    wsl_seen: bool = False
    expandable_segments_seen: bool = False
    # the profiling run's OOM raised in vLLM's sampler (its traceback's innermost vLLM frame in model_executor/layers/
    # sampler.py or v1/sample/): the dummy batch's logits, max_num_seqs x vocabulary, not the context's activations
    oom_in_sampler: bool = False
    # an error line no rule reads, found among vLLM's own raise sites (logs/raises.py, data/vllm_raises.json): the
    # file::function of the newest release that raises it, and the first and last release read with its text
    raise_site: str | None = None
    raise_releases: tuple[str, ...] = ()
    # the first error line of the log when kvroom read no failure at all ("ValueError: ..."), to quote it back
    unread_error: str | None = None
    # a failure read that is no vLLM message (another program's refusal before vLLM printed one, a system error in
    # vLLM's own probe): the patterns.py row of kind FOREIGN_KIND that read it; message_kind stays None
    foreign_row: str | None = None
    worker_pp_rank: int | None = None  # highest "(Worker_PP<k>" rank seen: pipeline_parallel_size > k
    worker_tp_rank: int | None = None  # highest "(Worker_..TP<k>" rank seen

    # --- other flags
    long_max_model_len_allowed: bool = False  # the §1.5 text printed as a warning (VLLM_ALLOW_LONG_MAX_MODEL_LEN=1)

    # --- provenance
    matches: tuple[LineMatch, ...] = ()  # recognized lines (first 256)
    lines_read: int = 0

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict with a ``schema_version``; the same keys whatever the log held."""
        out: dict[str, Any] = {"schema_version": RECORD_SCHEMA_VERSION}
        for f in record_fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Mapping):
                v = dict(v)
            elif isinstance(v, ReleaseRange):
                v = str(v)
            elif f.name == "matches":
                v = [{"pattern": m.pattern, "line_no": m.line_no, "text": m.text} for m in v]
            elif isinstance(v, tuple):
                v = list(v)
            out[f.name] = v
        return out
