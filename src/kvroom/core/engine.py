"""Resolve a plan request into the engine settings vLLM would end up with (the VllmConfig analogue).

Owns: flag validation with vLLM's wording, the KV cache dtype, block size (platform, backend, hybrid Mamba
alignment), default max_num_batched_tokens / max_num_seqs, in-flight tokens, and the per-rank KV specs.
Pure: no I/O, no environment.
"""

from __future__ import annotations

from functools import lru_cache

from kvroom.core.frozen import frozen, record_fields, replace
from kvroom.core.lengths import AUTO, DerivedLength, check_user_max_model_len, derive_max_model_len
from kvroom.core.model import AttentionLayer, MambaLayer, ModelDescription
from kvroom.core.releases import Release, ReleaseRules, rules_for
from kvroom.core.specs import (
    AttentionSpec,
    ChunkedLocalAttentionSpec,
    FullAttentionSpec,
    KVCacheSpec,
    MambaSpec,
    MLAAttentionSpec,
    SizingContext,
    SlidingWindowSpec,
    cdiv,
    mamba_state_dtypes,
    mamba_state_shapes,
)
from kvroom.errors import InputError

PLATFORMS = ("cuda", "cpu")
USAGE_CONTEXTS = ("server", "llm", "none")
_DTYPE_BYTES = {"bfloat16": 2, "float16": 2, "float32": 4}
# --kv-cache-dtype values and their element size (vllm/config/cache.py CacheDType; spec §3.2)
KV_CACHE_DTYPES = {
    "auto": None,
    "bfloat16": 2,
    "float16": 2,
    "half": 2,
    "fp8": 1,
    "fp8_e4m3": 1,
    "fp8_e5m2": 1,
    "fp8_inc": 1,
    "fp8_ds_mla": 1,
}
_MAMBA_DTYPES = {"auto": None, "float32": 4, "float16": 2, "bfloat16": 2}
@frozen
class PlanRequest:
    """The vLLM flags kvroom understands, in vLLM's names. None means "vLLM's default"."""

    max_model_len: int | None = None  # -1: auto-fit
    max_model_len_text: str | None = None  # --max-model-len as typed ("32k"), for the k/K note; no effect on the plan
    kv_cache_memory_bytes: int | None = None
    block_size: int | None = None
    kv_cache_dtype: str = "auto"
    tensor_parallel_size: int = 1
    pipeline_parallel_size: int = 1
    decode_context_parallel_size: int = 1
    max_num_batched_tokens: int | None = None
    max_num_seqs: int | None = None
    enable_chunked_prefill: bool | None = None
    platform: str = "cuda"
    vllm_version: str = "0.33.0"
    # whose defaults apply: "server" (`vllm serve`), "llm" (vllm.LLM), "none" (EngineArgs with no usage context);
    # None picks "server" on CUDA and "none" on the CPU platform (what vLLM's config code and the 0.32 CPU oracle
    # use by default; pass "server" to mirror `vllm serve --device cpu`)
    usage_context: str | None = None
    disable_hybrid_kv_cache_manager: bool = False
    disable_sliding_window: bool = False
    num_gpu_blocks_override: int | None = None
    mamba_ssm_cache_dtype: str = "auto"
    mamba_cache_mode: str | None = None
    enable_prefix_caching: bool | None = None
    async_scheduling: bool | None = None
    # the GPU, for defaults that depend on it (MNBT on >=70 GiB non-A100 cards, backend choice) and for the
    # memory budget when kv_cache_memory_bytes is not given (kvroom.core.budget)
    gpu: str | None = None  # catalog name as typed, e.g. "H100" or "L4x2" (kvroom.gpus)
    gpu_name: str = ""
    gpu_total_memory_bytes: int = 0
    gpu_compute_capability: tuple[int, int] | None = None
    gpu_memory_utilization: float | None = None  # None: the release's default (0.9; 0.92 from 0.22)
    free_memory_bytes: int | None = None  # free memory at startup when the card is shared
    enforce_eager: bool = False
    attention_backend: str | None = None  # FLASH_ATTN, FLASHINFER, TRITON_ATTN, FLASHMLA, ...
    # flags that change memory (kvroom.core.memflags models them); JSON-valued ones are canonical JSON text
    # (json.dumps(obj, sort_keys=True)) so the request stays hashable
    dtype: str = "auto"  # --dtype auto|half|float16|bfloat16|float|float32
    quantization: str | None = None  # --quantization / -q (fp8, bitsandbytes, ...)
    cpu_offload_gb: float = 0.0  # --cpu-offload-gb (GiB of weights per GPU kept in host memory)
    data_parallel_size: int = 1  # -dp / --data-parallel-size
    enable_expert_parallel: bool = False  # --enable-expert-parallel
    speculative_config: str | None = None  # --speculative-config
    hf_overrides: str | None = None  # --hf-overrides
    rope_scaling: str | None = None  # --rope-scaling (older releases)
    rope_theta: float | None = None  # --rope-theta (older releases)
    limit_mm_per_prompt: str | None = None  # --limit-mm-per-prompt
    swap_space: float | None = None  # --swap-space, GiB of host memory (no GPU effect)
    compilation_config: str | None = None  # -O / --compilation-config (cudagraph_capture_sizes, ...)
    kv_offloading_size: float | None = None  # --kv-offloading-size, GiB of host memory

    def __post_init__(self) -> None:
        check_field_types(self)


_TYPE_NAMES = {"int": "an integer", "str": "a string", "bool": "true or false", "float": "a number",
               "None": "None", "tuple[int, int]": "a (major, minor) tuple"}


# per annotation name: the value types that pass check_field_types by their exact type (the fast path; anything
# else, subclasses included, goes through the full check below)
_EXACT = {"bool": (bool,), "int": (int,), "float": (int, float), "str": (str,), "None": (type(None),)}
_CHECKS: dict[type, tuple] = {}


def _field_checks(cls: type) -> tuple:
    """(field name, annotation names, exact types that pass) per field of a request dataclass, parsed once."""
    checks = _CHECKS.get(cls)
    if checks is None:
        rows = []
        for f in record_fields(cls):
            allowed = [part.strip() for part in str(f.type).split("|")]
            exact = frozenset(t for name in allowed for t in _EXACT.get(name, ()))
            if any(name.startswith("tuple") for name in allowed):
                exact |= {tuple}
            rows.append((f.name, allowed, exact))
        checks = _CHECKS[cls] = tuple(rows)
    return checks


_FAST_CHECKS: dict[type, object] = {}


def _fast_check(cls: type):
    """A function that is True when every field's value has one of its exact types (the common case), written
    out field by field once per class (one dict read and one set test a field, no loop)."""
    check = _FAST_CHECKS.get(cls)
    if check is None:
        namespace: dict = {}
        lines = ["def check(self):", "    d = self.__dict__"]
        for i, (field_name, _allowed, exact) in enumerate(_field_checks(cls)):
            namespace[f"_exact_{i}"] = exact
            lines.append(f"    if type(d[{field_name!r}]) not in _exact_{i}: return False")
        lines.append("    return True")
        exec("\n".join(lines) + "\n", namespace)  # noqa: S102 - built from the class's own field names
        check = _FAST_CHECKS[cls] = namespace["check"]
    return check


def check_field_types(request: object) -> None:
    """Every field of a request dataclass has a value of its annotated type, so the Python API and the web
    page get one InputError line (not a TypeError deep in the arithmetic) for vllm_version=None,
    gpu_memory_utilization="0.9", enforce_eager="false". Read from the annotations: new fields are covered."""
    if _fast_check(type(request))(request):
        return
    for field_name, allowed, exact in _field_checks(type(request)):
        value = getattr(request, field_name)
        if type(value) in exact:  # the common case, decided without reading the annotation again
            continue
        if value is None and "None" in allowed:
            continue
        ok = False
        for name in allowed:
            if name == "bool":
                ok = isinstance(value, bool)
            elif name == "int":
                ok = isinstance(value, int) and not isinstance(value, bool)
            elif name == "float":
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
            elif name == "str":
                ok = isinstance(value, str)
            elif name.startswith("tuple"):
                ok = isinstance(value, tuple)
            elif name not in _TYPE_NAMES:
                ok = True  # an annotation this check does not know: left to the field's own validation
            if ok:
                break
        if not ok:
            wanted = " or ".join(_TYPE_NAMES.get(name, name) for name in allowed)
            raise InputError(f"{field_name} must be {wanted}, got {type(value).__name__}: {str(value)[:60]!r}")


def request_with(request: "PlanRequest | None", flags: dict) -> "PlanRequest":
    """``request`` (or the defaults) with ``flags`` (PlanRequest field names) applied; unknown names and a
    request that is not a PlanRequest are one InputError line."""
    if request is not None and not isinstance(request, PlanRequest):
        raise InputError(f"request must be a kvroom.PlanRequest, got {type(request).__name__}")
    known = _request_field_names()
    if not known.issuperset(flags):
        unknown = sorted(set(flags) - known)
        raise InputError(f"unknown flag(s) {', '.join(unknown)}; PlanRequest fields are {', '.join(sorted(known))}")
    if request is None:
        return PlanRequest(**flags)  # one construction, one type check (not defaults, then a replace)
    return replace(request, **flags) if flags else request


@lru_cache(maxsize=1)
def _request_field_names() -> frozenset[str]:
    return frozenset(f.name for f in record_fields(PlanRequest))
@frozen
class EngineConfig:
    """What vLLM settles on before profiling, for one request on one model."""

    release: Release
    rules: ReleaseRules
    platform: str
    derived: DerivedLength
    max_model_len: int  # the length at check time (before auto-fit: the derived one for -1)
    auto_fit: bool
    block_size: int
    kv_dtype_bytes: int
    kv_cache_dtype: str
    kernel_block_alignment: int  # the attention backend's MultipleOf(n) kernel block (CPU 32, CUDA 16)
    tensor_parallel_size: int
    pipeline_parallel_size: int
    max_num_batched_tokens: int
    max_num_seqs: int
    in_flight_tokens: int
    disable_hybrid_kv_cache_manager: bool
    num_gpu_blocks_override: int | None
    mamba_cache_mode: str
    decode_context_parallel_size: int
    use_v0: bool
    notes: tuple[str, ...] = ()
    # kernel block sizes the attention backend lists as plain ints (FlashInfer); () for MultipleOf(n) backends
    listed_kernel_blocks: tuple[int, ...] = ()

    def sizing(self, max_model_len: int | None = None) -> SizingContext:
        return SizingContext(
            max_model_len=self.max_model_len if max_model_len is None else max_model_len,
            in_flight_tokens=self.in_flight_tokens,
            mamba_usage=self.rules.mamba_usage,
            mamba_cache_mode=self.mamba_cache_mode,
            dcp_world_size=self.decode_context_parallel_size,
        )


class EngineConfigError(InputError):
    """vLLM would refuse the configuration before reaching the KV check (text is vLLM's where it has one)."""

    exit_code = 1
    error_kind = "config_refused"


class VllmFailedError(EngineConfigError):
    """vLLM itself fails at startup with an exception that is not the KV check (the text is vLLM's), e.g. 0.19.x
    on the CPU platform raising NotImplementedError for a Mamba hybrid in unify_kv_cache_spec_page_size."""

    error_kind = "vllm_failed"


def _positive(name: str, value: int | None) -> None:
    # the type check matters for the Python API and the web page, where a value is not parsed from a flag:
    # a str compared with an int raised TypeError (exit 4), a bool or float slipped into the arithmetic
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise InputError(f"{name} must be a positive integer, got {value!r}")


def _validate_parallel(model: ModelDescription, tp: int, pp: int) -> None:
    """vLLM's sharding checks (vllm/config/model.py::verify_with_parallel_config), with its wording."""
    if model.num_attention_heads % tp:
        raise EngineConfigError(
            f"Total number of attention heads ({model.num_attention_heads}) must be divisible by tensor "
            f"parallel size ({tp})."
        )
    if model.num_hidden_layers < pp:
        raise EngineConfigError(
            f"Pipeline parallel size ({pp}) is larger than the number of hidden layers "
            f"({model.num_hidden_layers}); use a smaller --pipeline-parallel-size"
        )
    for layer in model.attention_layers:
        if layer.kind != "mla" and not layer.kv_heads_floor_one and layer.num_kv_heads // tp == 0:
            # gpt-oss shards KV heads with a plain ``//``: more ranks than KV heads leaves a rank with none, a
            # page of 0 bytes and (before this check) a ZeroDivisionError in the KV arithmetic
            raise EngineConfigError(
                f"Total number of key/value heads ({layer.num_kv_heads}) is smaller than tensor parallel size "
                f"({tp}): this model gives each rank num_key_value_heads // tp = 0 KV heads; use "
                f"--tensor-parallel-size {layer.num_kv_heads} or less"
            )
        if layer.kind == "mla" or not layer.kv_heads_floor_one:
            continue
        heads = layer.num_kv_heads
        if (heads >= tp and heads % tp) or (heads < tp and tp % heads):
            raise EngineConfigError(
                f"Total number of key/value heads ({heads}) must be divisible by tensor parallel size ({tp}), "
                "or the tensor parallel size must be a multiple of it; pick another --tensor-parallel-size"
            )
        break


def kv_dtype_bytes(request: PlanRequest, model: ModelDescription) -> int:
    if request.kv_cache_dtype not in KV_CACHE_DTYPES:
        raise InputError(
            f"--kv-cache-dtype {request.kv_cache_dtype!r} is not one kvroom models; use one of "
            + ", ".join(KV_CACHE_DTYPES)
        )
    size = KV_CACHE_DTYPES[request.kv_cache_dtype]
    if size is not None:
        return size
    # "auto" follows the model dtype; vLLM runs a float32 checkpoint in bfloat16/float16 (§3.2); the 0.32 CPU
    # oracle does the same (gpt-oss config without torch_dtype -> torch.bfloat16)
    return model_dtype_bytes(model, request)


def _check_kv_cache_dtype(value: str, rules: ReleaseRules, release: Release) -> None:
    """"half" is no --kv-cache-dtype of any release (CacheDType); the release's own choices are argparse's and are
    checked for the server's command line by _validate_choices."""
    if value == "half":
        choices = rules.kv_cache_dtype_choices or ("auto", "fp8", "fp8_e4m3", "fp8_e5m2")
        raise InputError(f"argument --kv-cache-dtype: invalid choice: {value!r} in vLLM {release} (choose from "
                         + ", ".join(repr(v) for v in choices) + ")")


def model_dtype_bytes(model: ModelDescription, request: PlanRequest) -> int:
    """Element size of the dtype the model runs in: a float32 checkpoint runs in 16 bits unless --dtype asks for
    float32 (vllm/config/model.py::_get_and_verify_dtype; kvroom.core.memflags.resolve_dtype)."""
    if model.dtype == "float32" and request.dtype in ("auto", None):
        return 4 if auto_keeps_float32(model, request) else 2
    return _DTYPE_BYTES[model.dtype]


def auto_keeps_float32(model: ModelDescription, request: PlanRequest) -> bool:
    """--dtype auto leaves a float32 checkpoint in float32 when the platform's first supported dtype is float32:
    a GPU below SM 8.0 (no bfloat16) running a model type that refuses float16 (Gemma 2/3, GLM-4), from the
    release that resolves auto against the platform (vllm/config/model.py::_resolve_auto_dtype;
    kvroom.core.memflags.resolve_dtype)."""
    rules = rules_for(Release.parse(request.vllm_version))
    cc = request.gpu_compute_capability
    return (rules.auto_dtype_platform_preferred and request.platform == "cuda" and cc is not None and cc < (8, 0)
            and model.model_type in rules.float16_unsupported_model_types)


def default_batching(request: PlanRequest, rules: ReleaseRules, max_model_len: int, chunked_prefill: bool) -> tuple[int, int]:
    """Default (max_num_batched_tokens, max_num_seqs): EngineArgs.get_batch_defaults (§8.5)."""
    world = request.tensor_parallel_size * request.pipeline_parallel_size
    usage = request.usage_context or ("none" if request.platform == "cpu" else "server")
    memory = request.gpu_total_memory_bytes
    if request.platform == "cpu":
        table = {"llm": (4096 * world, 256 * world), "server": (2048 * world, 128 * world)}
    elif rules.batch_defaults_160gib and memory >= 160 * 2**30:
        table = {"llm": (16384, 1024), "server": (16384, 1024)}
    elif rules.batch_defaults_by_gpu and memory >= 70 * 2**30 and "a100" not in request.gpu_name.lower():
        table = {"llm": (16384, 1024), "server": (8192, 1024)}
    else:
        table = {"llm": (8192, 256), "server": (2048, 256)}
    mnbt_default, seqs_default = table.get(usage, (2048, 128))  # usage "none": SchedulerConfig defaults
    max_num_seqs = request.max_num_seqs if request.max_num_seqs is not None else seqs_default
    if request.max_num_batched_tokens is not None:
        mnbt = request.max_num_batched_tokens
    else:
        mnbt = mnbt_default
        if not chunked_prefill:
            mnbt = max(max_model_len, mnbt)
        mnbt = min(max_num_seqs * max_model_len, mnbt)
    cap = rules.max_num_seqs_capped_by_mnbt
    if request.max_num_seqs is None and (cap == "always" or (cap == "usage_table" and usage in table)):
        # EngineArgs: 0.11.1+ "if orig_max_num_seqs is None: max_num_seqs = min(max_num_seqs, max_num_batched_tokens)";
        # 0.10.1-0.11.0 only for a usage context with defaults (min(default_max_num_seqs[usage_context], ...))
        max_num_seqs = min(max_num_seqs, mnbt)
    return mnbt, max_num_seqs


def check_kv_cache_memory_bytes(kv_bytes: object) -> None:
    """--kv-cache-memory-bytes is a whole, non-negative number of bytes (None: not given)."""
    if kv_bytes is None:
        return
    if isinstance(kv_bytes, bool) or not isinstance(kv_bytes, int):
        raise InputError(f"--kv-cache-memory-bytes must be a whole number of bytes, got {kv_bytes!r}")
    if kv_bytes < 0:
        raise InputError(f"--kv-cache-memory-bytes must not be negative, got {kv_bytes}")


def resolve(model: ModelDescription, request: PlanRequest) -> EngineConfig:
    """Validate the request against the model and settle every engine setting the KV arithmetic needs."""
    release, rules = release_rules(request.vllm_version)
    if request.platform not in PLATFORMS:
        raise InputError(f"--platform {request.platform!r} is not supported; use one of: {', '.join(PLATFORMS)}")
    if request.usage_context is not None and request.usage_context not in USAGE_CONTEXTS:
        raise InputError(f"usage context {request.usage_context!r}: use one of {', '.join(USAGE_CONTEXTS)}")
    for name, value in (
        ("--tensor-parallel-size", request.tensor_parallel_size),
        ("--pipeline-parallel-size", request.pipeline_parallel_size),
        ("--block-size", request.block_size),
        ("--max-num-batched-tokens", request.max_num_batched_tokens),
        ("--max-num-seqs", request.max_num_seqs),
        ("--num-gpu-blocks-override", request.num_gpu_blocks_override),
    ):
        _positive(name, value)
    check_kv_cache_memory_bytes(request.kv_cache_memory_bytes)
    mml = request.max_model_len
    if mml is not None and mml != AUTO and (isinstance(mml, bool) or not isinstance(mml, int) or mml < 1):
        # vLLM's wording (ModelConfig validation); 0 or -7 reached the arithmetic and divided by zero
        raise InputError(f"max_model_len must be a positive integer, got {type(mml).__name__}: {mml!r}. "
                         "Example: max_model_len=2048")
    if request.mamba_ssm_cache_dtype not in _MAMBA_DTYPES:
        raise InputError(f"--mamba-ssm-cache-dtype {request.mamba_ssm_cache_dtype!r}: use one of {', '.join(_MAMBA_DTYPES)}")
    _validate_choices(request, rules, release)
    if rules.mamba2_config_fails and model.architecture == "Mamba2ForCausalLM" and not model.attention_layers:
        # ModelConfig -> model_arch_config_convertor.get_total_num_kv_heads (0.14-0.17): a Mamba2 config has no
        # num_attention_heads and no convertor of its own
        raise VllmFailedError("AttributeError: 'Mamba2Config' object has no attribute 'num_attention_heads'")
    tp, pp = request.tensor_parallel_size, request.pipeline_parallel_size
    _validate_parallel(model, tp, pp)
    _check_kv_cache_dtype(request.kv_cache_dtype, rules, release)
    dtype_bytes = kv_dtype_bytes(request, model)

    derived = _derived_length(model, release, request.disable_sliding_window)
    auto_fit = request.max_model_len == AUTO
    if auto_fit and not rules.auto_fit:
        raise InputError(f"--max-model-len auto/-1 needs vLLM 0.14 or later (this is {release})")
    if derived.warning and request.max_model_len is not None and rules.auto_fit:
        # config/model.py::_get_and_verify_max_len: with no length key in the config, a given max_model_len is
        # returned as is (never checked against the assumed 2048); -1 then fails ModelConfig's validation
        if auto_fit:
            raise EngineConfigError("max_model_len must be a positive integer, got int: -1. "
                                    "Example: max_model_len=2048")
        max_model_len = request.max_model_len
    elif request.max_model_len is None or auto_fit:
        max_model_len = derived.default_max_model_len
    else:
        error = check_user_max_model_len(request.max_model_len, derived, release)
        if error:
            raise EngineConfigError(error)
        max_model_len = request.max_model_len

    kinds = _attention_kinds(model)
    any_sliding, all_sliding = "sliding" in kinds, kinds == {"sliding"}
    windowed = not request.disable_sliding_window  # ModelConfig.get_sliding_window is None when disabled
    scope = rules.cpu_sliding_falls_back_to_v0
    cpu_sliding_v0 = request.platform == "cpu" and any_sliding and windowed and (
        scope == "any" or (scope == "uniform" and all_sliding))
    # EngineArgs._is_v1_supported_oracle on the CPU platform: a sliding window, or any --kv-cache-dtype but auto
    cpu_v0_fallback = cpu_sliding_v0 or (request.platform == "cpu" and rules.cpu_kv_dtype_falls_back_to_v0
                                         and request.kv_cache_dtype != "auto")
    # V0 or V1: the CUDA fallbacks (engine_is_v0), the CPU platform before V1 ran on it (0.9.1), the CPU fallbacks
    use_v0 = (engine_is_v0(model, request, rules, dtype_bytes) or (request.platform == "cpu" and not rules.cpu_v1)
              or cpu_v0_fallback)
    # EngineArgs.create_engine_config: the V1 defaults for V1 only (0.8.0-0.10.2), for both engines (0.11.0)
    v1_defaults = rules.engine == "v1" and (request.platform != "cpu" or rules.cpu_v1) and (
        not use_v0 or rules.v0_fallback_gets_v1_defaults)
    prefix_caching = request.enable_prefix_caching if request.enable_prefix_caching is not None else v1_defaults
    if use_v0 and all_sliding and windowed and prefix_caching:
        # CacheConfig._verify_prefix_caching on V0: a model-wide window (CacheConfig.sliding_window) and prefix
        # caching on (given, or the V1 default of 0.11.0)
        raise VllmFailedError("NotImplementedError: Prefix caching is not supported with sliding window. Run with "
                              "--disable-sliding-window to use prefix caching.")
    forced_chunked = v1_defaults and rules.v1_forces_chunked_prefill
    # V0's default (engine/arg_utils.py::_set_default_args_v0): chunked prefill only on CUDA beyond 32K tokens
    # without sliding window; V1 turns it on
    default_chunked = v1_defaults or (request.platform == "cuda" and max_model_len > 32768 and not any_sliding)
    if (request.max_num_batched_tokens is not None or request.max_num_seqs is not None
            or request.enable_chunked_prefill is False):
        # with vLLM's own defaults both checks pass (the default budget is at least max_model_len without chunked
        # prefill, and a default max_num_seqs is capped by it from 0.12): only a given value can fail them
        _verify_scheduler(request, rules, max_model_len, forced_chunked, default_chunked)
    kv_cache_dtype = request.kv_cache_dtype
    explicit = dtype_bytes == 1 or (rules.cpu_refuses_any_kv_dtype and request.kv_cache_dtype != "auto")
    asked_dtype_bytes = dtype_bytes  # what the hybrid Mamba alignment sizes pages with (_cpu_hybrid_block_size)
    if request.platform == "cpu" and explicit and rules.cpu_fp8 != "native":
        # the platform's check_and_update_config runs after ModelConfig validated the length
        dtype_bytes, kv_cache_dtype = _cpu_fp8(model, request, rules, forced_chunked, default_chunked, prefix_caching)

    is_mla = "mla" in _attention_kinds(model)
    if is_mla and request.platform == "cpu" and rules.cpu_mla_refused:
        # vllm/platforms/cpu.py::CpuPlatform.get_attn_backend_cls, while the model is built (0.19-0.27)
        raise VllmFailedError("NotImplementedError: MLA is not supported on CPU.")
    if cpu_v0_fallback and rules.cpu_v0_attention_refused:
        # the V0 fallback reaches CpuPlatform.get_attn_backend_cls (after its MLA check) while the model is built
        raise VllmFailedError("ValueError: CPU backend only supports V1.")
    if request.platform == "cpu" and rules.cpu_moe_kernel_alignment:
        _check_cpu_unquantized_moe(model, request, rules.cpu_moe_kernel_alignment)
    chunked_prefill = request.enable_chunked_prefill if request.enable_chunked_prefill is not None else True
    if use_v0 and request.enable_chunked_prefill is None:
        chunked_prefill = v0_default_chunked_prefill(model, max_model_len, is_mla)
    if request.platform == "cpu" and is_mla:
        # vllm/platforms/cpu.py: MLA on CPU forces chunked prefill and prefix caching off
        chunked_prefill = False
    if use_v0 and request.platform == "cuda":
        mnbt, max_num_seqs = v0_batching(request, max_model_len, chunked_prefill)
    else:
        mnbt, max_num_seqs = default_batching(request, rules, max_model_len, chunked_prefill)
    if request.platform == "cpu" and is_mla and request.max_num_batched_tokens is None:
        mnbt = max(max_model_len, 2048)
    in_flight = mnbt * _max_concurrent_batches(request, rules)

    mamba_cache_mode = request.mamba_cache_mode or _default_mamba_cache_mode(model, request, rules)
    notes: list[str] = []
    block_size = _resolve_block_size(model, request, rules, dtype_bytes, is_mla, notes, asked_dtype_bytes)
    if request.platform == "cpu" and not rules.cpu_v1:
        notes.append(f"vLLM {release} runs the V0 engine on the CPU platform (CpuPlatform.supports_v1 is False before "
                     "0.9.1); kvroom's V0 numbers follow the V0 GPU worker, the V0 CPU worker is not modelled")
    return EngineConfig(
        release=release,
        rules=rules,
        platform=request.platform,
        derived=derived,
        max_model_len=max_model_len,
        auto_fit=auto_fit,
        block_size=block_size,
        kv_dtype_bytes=dtype_bytes,
        kv_cache_dtype=kv_cache_dtype,
        kernel_block_alignment=kernel_block_size(request.platform, rules),
        tensor_parallel_size=tp,
        pipeline_parallel_size=pp,
        max_num_batched_tokens=mnbt,
        max_num_seqs=max_num_seqs,
        in_flight_tokens=in_flight if rules.sliding_x == "in_flight" else mnbt,
        disable_hybrid_kv_cache_manager=request.disable_hybrid_kv_cache_manager
        or (rules.chunked_hybrid_disabled and "chunked" in _attention_kinds(model))
        or (request.platform == "cpu" and rules.cpu_disables_hybrid_manager),
        num_gpu_blocks_override=request.num_gpu_blocks_override,
        mamba_cache_mode=mamba_cache_mode,
        decode_context_parallel_size=request.decode_context_parallel_size,
        use_v0=use_v0,
        notes=tuple(notes),
        listed_kernel_blocks=_listed_kernel_blocks(model, request, rules),
    )


def _validate_choices(request: PlanRequest, rules: ReleaseRules, release: Release) -> None:
    """Flag values this release refuses before building any config, in vLLM's words (issue 14 item 7).

    The choices are argparse's (EngineArgs.add_cli_args builds them from the config Literals): `vllm serve`
    refuses a value outside them, while the Python API (LLM / EngineArgs) takes it, as the multi-release oracle
    shows (block size 48 runs in 0.11.0-0.17.1 through EngineArgs). So they apply to the server's command line
    only; the attention-backend name is checked by every entry point (create_engine_config)."""
    cli = (request.usage_context or ("none" if request.platform == "cpu" else "server")) == "server"
    choices = rules.block_size_choices if cli else None
    if request.block_size is not None and choices is not None and request.block_size not in choices:
        # `vllm serve` exits 2 on argparse's message (Python 3.11 argparse._check_value wording)
        raise InputError(f"argument --block-size: invalid choice: {request.block_size} (choose from "
                         f"{', '.join(map(str, choices))}) -- vLLM {release}'s --block-size choices")
    dtypes = rules.kv_cache_dtype_choices if cli else None
    if dtypes is not None and isinstance(request.kv_cache_dtype, str) and request.kv_cache_dtype not in dtypes:
        raise InputError(f"argument --kv-cache-dtype: invalid choice: {request.kv_cache_dtype!r} (choose from "
                         f"{', '.join(map(repr, dtypes))}) -- vLLM {release}'s --kv-cache-dtype choices")
    mamba = rules.mamba_ssm_cache_dtype_choices if cli else None
    if mamba is not None and isinstance(request.mamba_ssm_cache_dtype, str) and request.mamba_ssm_cache_dtype not in mamba:
        raise InputError(f"argument --mamba-ssm-cache-dtype: invalid choice: {request.mamba_ssm_cache_dtype!r} "
                         f"(choose from {', '.join(map(repr, mamba))}) -- vLLM {release}'s choices")
    backend = request.attention_backend
    if backend is not None and rules.attention_backend_names:
        name = str(backend).upper()
        if not (rules.attention_backend_auto and name == "AUTO") and name not in rules.attention_backend_names:
            # EngineArgs.create_engine_config: AttentionBackendEnum[name.upper()] (registry.py metaclass wording)
            raise EngineConfigError(f"Unknown attention backend: '{name}'. Valid options are: "
                                    f"{', '.join(rules.attention_backend_names)}")


# resolve() runs once per plan and sweeps run it thousands of times: the parts that depend on few inputs are cached
@lru_cache(maxsize=64)
def release_rules(vllm_version: str) -> tuple[Release, ReleaseRules]:
    release = Release.parse(vllm_version)
    return release, rules_for(release)


@lru_cache(maxsize=256)
def _derived_length(model: ModelDescription, release: Release, disable_sliding_window: bool) -> DerivedLength:
    # keyed on the model (its hash is computed once), not on model.context (hashed afresh on every call)
    return derive_max_model_len(model.context, release, disable_sliding_window=disable_sliding_window)


@lru_cache(maxsize=256)
def _attention_kinds(model: ModelDescription) -> frozenset[str]:
    return frozenset(layer.kind for layer in model.attention_layers)


def _verify_scheduler(request: PlanRequest, rules: ReleaseRules, max_model_len: int, forced_chunked: bool,
                      default_chunked: bool = True) -> None:
    """SchedulerConfig's validation, before the platform's checks (config/scheduler.py::verify_max_model_len;
    SchedulerConfig._verify_args in config.py up to 0.10; the same text from 0.8.5 to 0.32)."""
    chunked = forced_chunked or (request.enable_chunked_prefill if request.enable_chunked_prefill is not None
                                 else default_chunked)
    mnbt, max_num_seqs = default_batching(request, rules, max_model_len, chunked)
    if mnbt < max_model_len and not chunked:
        raise EngineConfigError(
            f"max_num_batched_tokens ({mnbt}) is smaller than max_model_len ({max_model_len}). This effectively "
            "limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences. "
            "Please increase max_num_batched_tokens or decrease max_model_len."
        )
    if mnbt < max_num_seqs:
        # a default max_num_seqs is capped at max_num_batched_tokens from 0.10.1 (default_batching,
        # max_num_seqs_capped_by_mnbt: the 0.32 oracle's rnd_332 and rnd_351 pass); otherwise a given budget below
        # the default 256 is refused (vllm/config.py SchedulerConfig._verify_args, 0.8.5 and 0.10.1.1)
        raise EngineConfigError(
            f"max_num_batched_tokens ({mnbt}) must be greater than or equal to max_num_seqs ({max_num_seqs})."
        )


def _cpu_fp8(model: ModelDescription, request: PlanRequest, rules: ReleaseRules, forced_chunked: bool,
             default_chunked: bool = True, prefix: bool = True) -> tuple[int, str]:
    """An fp8 KV cache on the CPU platform before 0.21 (vllm/platforms/cpu.py::CpuPlatform.check_and_update_config;
    up to 0.14 any --kv-cache-dtype other than auto): refused while chunked prefill or prefix caching is on (both
    on with the V1 defaults, off with V0's on CPU); with both off, 0.8.5-0.11.0 keep the dtype (fp8 through IPEX)
    and 0.11.1-0.20.x fall back to the model dtype ("CPU backend doesn't support KV cache quantization fallback to
    auto")."""
    # up to 0.11.0 V1 turns chunked prefill on whatever was asked, so V1 always refuses fp8 on CPU there
    chunked = forced_chunked or (request.enable_chunked_prefill if request.enable_chunked_prefill is not None
                                 else default_chunked)
    if chunked or prefix:
        raise EngineConfigError("Chunked-prefill and prefix-cache on the CPU backend is not compatible with FP8 KV "
                                "cache.")
    if rules.cpu_fp8 == "ipex":
        return kv_dtype_bytes(request, model), request.kv_cache_dtype
    return kv_dtype_bytes(replace(request, kv_cache_dtype="auto"), model), "auto"


def _check_cpu_unquantized_moe(model: ModelDescription, request: PlanRequest, alignment: int) -> None:
    """The CPU's unquantized MoE experts, chosen while the model is built (model_executor/layers/fused_moe/oracle/
    unquantized.py::select_unquantized_moe_backend, 0.28+): every CPU kernel (x86 AMX and vector, ARM NEON) needs
    the hidden size and the per-partition intermediate size divisible by 32 (experts/cpu_moe.py::
    CPUUnquantizedExperts._supports_grouped_gemm). The intermediate size is padded up to that first, except for
    gpt-oss's SWIGLUOAI activation (_padded_intermediate_size). CUDA's Triton experts have no such condition.
    Not modelled: IBM POWER (VSX kernel, 16) and AMD CPUs with zentorch installed, which accept these shapes."""
    moe = model.moe
    if moe is None or model.quantization is not None or request.quantization is not None:
        return  # a quantized checkpoint or --quantization picks its own MoE method
    # FusedMoEParallelConfig.make: the experts are split over TP x DP, or whole per rank with expert parallelism
    moe_tp = request.tensor_parallel_size * request.data_parallel_size
    if request.enable_expert_parallel and moe_tp > 1:
        moe_tp = 1
    intermediate = moe.moe_intermediate_size // moe_tp
    swigluoai = model.architecture == "GptOssForCausalLM"  # models/gpt_oss.py: FusedMoE(activation="swigluoai")
    if model.hidden_size % alignment or (swigluoai and intermediate % alignment):
        raise VllmFailedError("NotImplementedError: No Unquantized MoE backend supports the deployment configuration.")


def _listed_kernel_blocks(model: ModelDescription, request: PlanRequest, rules: ReleaseRules) -> tuple[int, ...]:
    """FlashInfer lists its kernel blocks (v1/attention/backends/flashinfer.py::get_supported_kernel_block_sizes):
    [16, 32, 64], and from 0.24 up to 1024 on Blackwell for GQA (trtllm-gen pages; its other conditions in
    can_use_trtllm_attention are not modelled). FlashAttention and Triton give MultipleOf(16) (no list)."""
    if request.platform != "cuda" or attention_backend(model, request, rules) != "FLASHINFER":
        return ()
    cc = request.gpu_compute_capability
    attn = next((layer for layer in model.attention_layers if layer.kind != "mla"), None)
    gqa = attn is not None and model.num_attention_heads // max(1, attn.num_kv_heads) > 1
    if cc is not None and cc[0] == 10 and gqa and rules.sliding_block == "largest_within":
        return (16, 32, 64, 128, 256, 512, 1024)
    return (16, 32, 64)


def kernel_block_size(platform: str, rules: ReleaseRules) -> int:
    """The attention backend's smallest kernel block (get_supported_kernel_block_sizes): the CPU backend's changes
    per release; CUDA FlashAttention (MultipleOf(16)), FlashInfer ([16, 32, 64]) and Triton (MultipleOf(16)) all
    give 16 (v1/attention/backends/*.py, 0.12-0.32)."""
    return rules.cpu_kernel_block if platform == "cpu" else 16


def _default_mamba_cache_mode(model: ModelDescription, request: PlanRequest, rules: ReleaseRules) -> str:
    """MambaModelConfig.verify_and_update_config: prefix caching on (the default) gives mode "align"."""
    if not model.mamba_layers or not rules.mamba_align_with_prefix_caching:
        return "none"
    # ModelConfig.is_prefix_caching_supported: "attention_free" generative models (only Mamba layers: Mamba,
    # Mamba2) do not default to prefix caching, so their mode stays "none" (block = max_model_len)
    default = bool(model.attention_layers)
    prefix_caching = request.enable_prefix_caching if request.enable_prefix_caching is not None else default
    return "align" if prefix_caching else "none"


def engine_is_v0(model: ModelDescription, request: PlanRequest, rules: ReleaseRules, dtype_bytes: int) -> bool:
    """EngineArgs._is_v1_supported_oracle (0.8-0.10): the V1 default falls back to V0 for an fp8 KV cache off
    Hopper (§8.3), compute capability < 8.0 (Turing, Volta) and PP without the Ray executor (kvroom.core.releases
    _BUDGET_CHANGES cite each)."""
    if rules.engine == "v0":
        return True
    if request.platform != "cuda":
        return False
    cc = request.gpu_compute_capability
    return bool(
        (rules.fp8_non_hopper_falls_back_to_v0 and dtype_bytes == 1 and not _cuda_v1_takes_fp8(model, request, rules))
        or (rules.v0_fallback_below_sm80 and cc is not None and tuple(cc) < (8, 0))
        or (rules.v0_fallback_pp_without_ray and request.pipeline_parallel_size > 1)
    )


def v0_default_chunked_prefill(model: ModelDescription, max_model_len: int, is_mla: bool) -> bool:
    """EngineArgs._set_default_args_v0 (0.8.x): chunked prefill on by default only above 32K context, and never for
    multimodal, MLA or sliding-window models."""
    if model.is_multimodal or is_mla or any(layer.kind == "sliding" for layer in model.attention_layers):
        return False
    return max_model_len > 32768


def v0_batching(request: PlanRequest, max_model_len: int, chunked_prefill: bool) -> tuple[int, int]:
    """V0 SchedulerConfig defaults (config.py, 0.8.5): max_num_seqs 256; max_num_batched_tokens 2048
    (_DEFAULT_MAX_NUM_BATCHED_TOKENS) with chunked prefill, else max(max_model_len, 2048): the V0 profile run
    then runs one batch of max(max_model_len, 2048) tokens."""
    max_num_seqs = request.max_num_seqs if request.max_num_seqs is not None else 256
    if request.max_num_batched_tokens is not None:
        return request.max_num_batched_tokens, max_num_seqs
    return (2048 if chunked_prefill else max(max_model_len, 2048)), max_num_seqs


def _cuda_v1_takes_fp8(model: ModelDescription, request: PlanRequest, rules: ReleaseRules) -> bool:
    """EngineArgs._is_v1_supported_oracle keeps V1 for an fp8 KV cache on CUDA (default attention backend): never
    in 0.8.0-0.8.1 (any --kv-cache-dtype but auto falls back); with FlashAttention 3's fp8 (SM 9.x,
    fa_utils.flash_attn_supports_fp8) from 0.8.2; also on SM 10.0 from 0.10.0 (CudaPlatform.
    is_kv_cache_dtype_supported: is_device_capability(100)); also for every MLA model in 0.10.2 (FlashMLA /
    CUTLASS_MLA store fp8)."""
    when = rules.cuda_fp8_v1_when
    if when == "fa3_sm100_or_mla" and "mla" in _attention_kinds(model):
        return True
    cc = request.gpu_compute_capability
    if when == "never" or cc is None:
        return False
    return cc[0] == 9 or (when != "fa3" and tuple(cc[:2]) == (10, 0))


def _max_concurrent_batches(request: PlanRequest, rules: ReleaseRules) -> int:
    """VllmConfig.max_concurrent_batches (0.26+): async scheduling keeps 2 batches in flight (PP=1)."""
    pp = request.pipeline_parallel_size
    async_scheduling = request.async_scheduling
    if async_scheduling is None:
        # auto-enabled on CUDA since 0.14; the CPU platform turns it off (vllm/platforms/cpu.py)
        async_scheduling = request.platform == "cuda"
    if async_scheduling and pp <= 1:
        return 2
    return pp


def _resolve_block_size(
    model: ModelDescription, request: PlanRequest, rules: ReleaseRules, dtype_bytes: int, is_mla: bool, notes: list[str],
    asked_dtype_bytes: int | None = None,
) -> int:
    """Tokens per block after the platform, the attention backend and hybrid Mamba alignment (§3.2, §8.4)."""
    kernel_alignment = kernel_block_size(request.platform, rules)
    if request.platform == "cpu":
        # vllm/platforms/cpu.py::check_and_update_config: the reference CPU MLA kernel needs 16, else 128 (MLA runs
        # on CPU from 0.28; from 0.29 a CPU with AMX takes the AMX MLA backend instead, which keeps 128 or the
        # given size: kvroom models a CPU without AMX)
        if is_mla:
            block_size = 16
        else:
            block_size = request.block_size or 128
    else:
        block_size = request.block_size or 16
        if is_mla and request.block_size is None:
            block_size = _mla_block_size(request.gpu_compute_capability, rules, notes,
                                         model.mla.qk_nope_head_dim if model.mla else 128)
    if model.is_hybrid_mamba and request.platform == "cpu" and rules.cpu_hybrid != "platform":
        return _cpu_hybrid_block_size(model, request, rules, dtype_bytes, is_mla, asked_dtype_bytes)
    if model.is_hybrid_mamba:
        block_size = _align_hybrid_block_size(model, request, rules, dtype_bytes, block_size, kernel_alignment,
                                              is_mla)
    return block_size


_UNIFY_FAILED = ("NotImplementedError: The page size of the layer is not divisible by the maximum page size. "
                 "Cannot unify by adjusting block_size.")  # v1/core/kv_cache_utils.py::unify_kv_cache_spec_page_size


def _cpu_hybrid_block_size(model: ModelDescription, request: PlanRequest, rules: ReleaseRules, dtype_bytes: int,
                           is_mla: bool, align_dtype_bytes: int | None = None) -> int:
    """The attention block size of a Mamba hybrid on the CPU platform before 0.21 (ReleaseRules.cpu_hybrid).

    <= 0.17: models/config.py::HybridAttentionMambaModelConfig aligns first (fixed 16); the CPU's 128 then only
    fills a block size that is still unset, so an unset one ends at the aligned size.
    0.18-0.19: the CPU resets an unset block size to 128 after the alignment padded the Mamba page to the aligned
    attention page; unify_kv_cache_spec_page_size can scale 128 up only by a whole ratio, else vLLM fails.
    0.20.x: nothing aligns on CPU; the unpadded Mamba page meets the 128 (or given) attention page in unify.
    ``align_dtype_bytes``: the KV element size the alignment saw (the one asked for, before the CPU's fp8 -> auto
    fallback; ``dtype_bytes`` is the one the cache ends with)."""
    align_dtype_bytes = dtype_bytes if align_dtype_bytes is None else align_dtype_bytes
    tp = request.tensor_parallel_size
    attn = model.attention_layers[0]
    heads = 1 if attn.kind == "mla" else _kv_heads_per_rank(attn, tp)
    attn_page_one_token = _attention_spec(attn, heads, 1, dtype_bytes, request.kv_cache_dtype).page_size_bytes
    mamba_page = _mamba_page_bytes(model, request, tp)
    if mamba_page == 0:
        return request.block_size or 128
    if rules.cpu_hybrid == "unaligned":
        block_size = request.block_size or 128
        return _unified_attention_block(block_size, block_size * attn_page_one_token, mamba_page)
    # the Mamba page was padded to the attention page the hybrid config computed (models/config.py::
    # HybridAttentionMambaModelConfig.verify_and_update_config, in VllmConfig.__post_init__), with the KV dtype asked
    # for: the CPU platform's fp8 -> auto fallback (check_and_update_config) runs after it (config/vllm.py, 0.11.2,
    # 0.13.0, 0.18.1, 0.20.2 wheels), so the attention spec can end with twice the page the Mamba one was padded to
    one_token_asked = _attention_spec(attn, heads, 1, align_dtype_bytes, request.kv_cache_dtype).page_size_bytes
    alignment = 64 if is_mla else 16
    aligned = alignment * cdiv(mamba_page, alignment * one_token_asked)
    configured = aligned if request.block_size is None else max(request.block_size, aligned)
    padded = configured * one_token_asked
    # <= 0.17 the CPU's 128 only fills a block size still unset (none is left); 0.18-0.19 it resets an unset one
    block = configured if (rules.cpu_hybrid == "aligned_first" or request.block_size is not None) else 128
    return _unified_attention_block(block, block * attn_page_one_token, padded)


def _unified_attention_block(block: int, attn_page: int, mamba_page: int) -> int:
    """unify_kv_cache_spec_page_size (0.12-0.20: scale only) on an attention page and a Mamba page: the smaller page's
    block grows by a whole ratio; a Mamba spec's page does not follow its block size, so "scaling" it fails the
    assert there, and a ratio that is not whole is vLLM's NotImplementedError."""
    if attn_page == mamba_page:
        return block
    if mamba_page > attn_page and mamba_page % attn_page == 0:
        return block * (mamba_page // attn_page)
    if mamba_page < attn_page and attn_page % mamba_page == 0:
        raise VllmFailedError("AssertionError: ")
    raise VllmFailedError(_UNIFY_FAILED)


def attention_backend(model: ModelDescription, request: PlanRequest, rules: ReleaseRules) -> str | None:
    """The (non-MLA) attention backend vLLM would pick on CUDA when --attention-backend is not given (§8.1):
    FlashInfer on Blackwell (SM10x), and from 0.11.2 also with an fp8 KV cache off Hopper (FA2 has no fp8 KV)."""
    if request.attention_backend and not (rules.attention_backend_auto and request.attention_backend.upper() == "AUTO"):
        return request.attention_backend.upper()
    if request.platform != "cuda" or request.gpu_compute_capability is None:
        return None
    if "mla" in _attention_kinds(model):
        return None
    major = request.gpu_compute_capability[0]
    if major == 10 and rules.mla_backends == "fa_mla_first":
        return "FLASHINFER"
    fp8 = KV_CACHE_DTYPES.get(request.kv_cache_dtype) == 1
    if fp8 and rules.fp8_selects_flashinfer_off_hopper and major != 9:
        return "FLASHINFER"
    return "FLASH_ATTN"


def _mla_block_size(cc: tuple[int, int] | None, rules: ReleaseRules, notes: list[str],
                    qk_nope_head_dim: int = 128) -> int:
    """The MLA backend vLLM picks on CUDA and the block size it ends with (spec §8.1, §8.4; platforms/cuda.py).

    <= 0.11.0: Blackwell CUTLASS_MLA (128), Hopper FlashMLA (64), else Triton MLA (16).
    0.11.1-0.17.x: CudaPlatform.check_and_update_config forces the block before the priority list picks: Blackwell
    CUTLASS_MLA 128 (0.15+: FlashInfer MLA 64 when qk_nope_head_dim is 128), Hopper 64 for FlashMLA (then
    FLASH_ATTN_MLA, first in the list, runs with it), else 16.
    0.18+: no forcing; Platform.update_block_size_for_backend takes the chosen backend's preferred size: Blackwell
    FLASHINFER_MLA [32, 64] -> 32 (qk_nope_head_dim 64 or 128, else CUTLASS_MLA 128), Hopper FLASH_ATTN_MLA
    MultipleOf(16) -> 16, else Triton MLA 16.
    No GPU given: Hopper is assumed (the usual home of DeepSeek-size models)."""
    major = 9 if cc is None else cc[0]
    rule = rules.mla_block_rule
    if rule == "flashmla_first":
        table = {10: (128, "CUTLASS_MLA"), 9: (64, "FLASHMLA")}
    elif rule == "forced_cutlass":
        table = {10: (128, "CUTLASS_MLA"), 9: (64, "FLASH_ATTN_MLA, block forced for FlashMLA")}
    elif rule == "forced_flashinfer":
        blackwell = (64, "FLASHINFER_MLA") if qk_nope_head_dim == 128 else (128, "CUTLASS_MLA")
        table = {10: blackwell, 9: (64, "FLASH_ATTN_MLA, block forced for FlashMLA")}
    else:
        blackwell = (32, "FLASHINFER_MLA") if qk_nope_head_dim in (64, 128) else (128, "CUTLASS_MLA")
        table = {10: blackwell, 9: (16, "FLASH_ATTN_MLA")}
    block_size, backend = table.get(major, (16, "TRITON_MLA"))
    notes.append(f"MLA backend {backend} on SM {major}.x: KV block size {block_size}"
                 + (" (no --gpu: Hopper assumed)" if cc is None else ""))
    return block_size


def _mamba_page_bytes(model: ModelDescription, request: PlanRequest, tp: int) -> int:
    return _mamba_page_bytes_cached(model, request.mamba_ssm_cache_dtype, request.vllm_version, tp)


@lru_cache(maxsize=256)
def _mamba_page_bytes_cached(model: ModelDescription, mamba_ssm_cache_dtype: str, vllm_version: str, tp: int) -> int:
    request = PlanRequest(mamba_ssm_cache_dtype=mamba_ssm_cache_dtype, vllm_version=vllm_version)
    pages = [_mamba_spec(layer, model, request, tp, block_size=0).unpadded_page_size_bytes for layer in model.mamba_layers]
    return max(pages) if pages else 0


def _align_hybrid_block_size(
    model: ModelDescription,
    request: PlanRequest,
    rules: ReleaseRules,
    dtype_bytes: int,
    block_size: int,
    kernel_alignment: int,
    is_mla: bool,
) -> int:
    """Attention page >= Mamba page. 0.20+: vllm/platforms/interface.py::_align_hybrid_block_size, aligned to
    max(the backend's smallest kernel block, the block size) (MLA: at least 128 from 0.27; rounded to every backend's
    kernel block from 0.32). Up to 0.19: models/config.py::HybridAttentionMambaModelConfig.verify_and_update_config,
    aligned to a fixed 16 (64 for MLA) whatever the block size."""
    tp = request.tensor_parallel_size
    attn = model.attention_layers[0]
    heads = 1 if attn.kind == "mla" else _kv_heads_per_rank(attn, tp)
    probe = _attention_spec(attn, heads, 1, dtype_bytes, request.kv_cache_dtype)
    attn_page_one_token = probe.page_size_bytes
    mamba_page = _mamba_page_bytes(model, request, tp)
    if mamba_page == 0:
        return block_size
    if rules.hybrid_align == "fixed":
        alignment = 64 if is_mla else 16
        cc = request.gpu_compute_capability
        if (not is_mla and rules.hybrid_align_blackwell_hd256 and request.platform == "cuda" and cc is not None
                and cc[0] == 10 and attn.head_size == 256
                and (request.attention_backend or "FLASHINFER").upper() == "FLASHINFER"):
            alignment = 32  # flashinfer-ai/flashinfer#1993: head size 256 with block 16 fails on Blackwell
        return max(block_size, alignment * cdiv(mamba_page, alignment * attn_page_one_token))
    alignment = max(kernel_alignment, block_size)
    if is_mla and rules.hybrid_align_mla_128:
        alignment = max(alignment, 128)
    aligned = alignment * cdiv(mamba_page, alignment * attn_page_one_token)
    if rules.hybrid_align_backend_lcm:
        aligned = kernel_alignment * cdiv(aligned, kernel_alignment)
    return max(block_size, aligned)


def _kv_heads_per_rank(layer: AttentionLayer, tp: int) -> int:
    if layer.kind == "mla":
        return 1
    if layer.kv_heads_floor_one:
        return max(1, layer.num_kv_heads // tp)
    return layer.num_kv_heads // tp


@lru_cache(maxsize=1024)
def _attention_spec(layer: AttentionLayer, heads: int, block_size: int, dtype_bytes: int, kv_cache_dtype: str) -> AttentionSpec:
    """One layer's spec (cached: every layer of a model shares a handful of specs, and sweeps repeat them)."""
    if layer.kind == "mla":
        return MLAAttentionSpec(
            block_size=block_size,
            num_kv_heads=1,
            head_size=layer.head_size,
            dtype_bytes=dtype_bytes,
            fixed_bytes_per_token=656 if kv_cache_dtype == "fp8_ds_mla" else None,
        )
    common = dict(
        block_size=block_size,
        num_kv_heads=heads,
        head_size=layer.head_size,
        dtype_bytes=dtype_bytes,
        head_size_v=layer.head_size_v,
    )
    if layer.kind == "sliding":
        return SlidingWindowSpec(sliding_window=layer.sliding_window or 0, **common)
    if layer.kind == "chunked":
        return ChunkedLocalAttentionSpec(attention_chunk_size=layer.attention_chunk_size or 0, **common)
    return FullAttentionSpec(**common)


def _mamba_spec(layer: MambaLayer, model: ModelDescription, request: PlanRequest, tp: int, block_size: int) -> MambaSpec:
    model_bytes = model_dtype_bytes(model, request)
    conv_bytes = _DTYPE_BYTES[layer.conv_dtype] if layer.conv_dtype else model_bytes
    requested_ssm = _MAMBA_DTYPES[request.mamba_ssm_cache_dtype]
    if layer.kind == "gdn" and not release_rules(request.vllm_version)[1].gdn_honours_ssm_cache_dtype:
        # before 0.17 both GatedDeltaNet states are in the Mamba cache dtype (ReleaseRules.gdn_honours_...)
        ssm_bytes = conv_bytes
    elif requested_ssm is not None:
        ssm_bytes = requested_ssm
    elif layer.ssm_dtype:
        ssm_bytes = _DTYPE_BYTES[layer.ssm_dtype]
    else:
        ssm_bytes = conv_bytes
    checkpoint = 1 if layer.kind == "mamba2" and release_rules(request.vllm_version)[1].mamba2_prefill_checkpoint else 0
    return MambaSpec(
        block_size=block_size,
        shapes=mamba_state_shapes(layer, tp),
        dtype_sizes=mamba_state_dtypes(layer, conv_bytes, ssm_bytes),
        num_prefill_checkpoint_blocks=checkpoint,
    )


def _as_release_builds_it(layer: AttentionLayer, rules: ReleaseRules) -> AttentionLayer:
    """Before V1 had a SlidingWindowSpec (0.8.3) or a ChunkedLocalAttentionSpec (0.10.0), those layers were
    given a full-attention KV cache (the window only saved compute)."""
    if (layer.kind == "sliding" and not rules.sliding_window_spec) or (
        layer.kind == "chunked" and not rules.chunked_local_spec
    ):
        return replace(layer, kind="full")
    return layer


def sliding_block_size(block_size: int, kernel_alignment: int, rule: str = "largest_within",
                       listed: tuple[int, ...] = ()) -> int:
    """Block size of a sliding-window layer (model_executor/layers/attention/attention.py::
    Attention.get_kv_cache_spec, _largest_kernel_block_within; ReleaseRules.sliding_block):
    up to 0.24 the cache block size; 0.25-0.29 the backend's smallest kernel block (CPU 16 in 0.25-0.28 even with
    --block-size 32; CUDA FlashAttention / FlashInfer / Triton 16); 0.30+ the largest whole number of kernel
    blocks within the cache block, at least one (CPU MultipleOf(32) with --block-size 16 gives 32)."""
    if rule == "configured":
        return block_size
    if rule == "smallest_kernel":
        return min(listed) if listed else kernel_alignment
    if listed:  # FlashInfer: the largest listed size within the block, else the smallest
        fitting = [b for b in listed if b <= block_size]
        return max(fitting) if fitting else min(listed)
    return max(kernel_alignment, block_size // kernel_alignment * kernel_alignment)


def pp_partition(num_hidden_layers: int, pp: int) -> list[tuple[int, int]]:
    """vllm/distributed/utils.py::get_pp_indices: n // pp each, the remainder to partitions -2, -3, ..."""
    sizes = [num_hidden_layers // pp] * pp
    for i in range(2, num_hidden_layers % pp + 2):
        sizes[-i] += 1
    bounds, start = [], 0
    for size in sizes:
        bounds.append((start, start + size))
        start += size
    return bounds


def worker_specs(model: ModelDescription, engine: EngineConfig, request: PlanRequest) -> list[dict[str, KVCacheSpec]]:
    """The KV spec of every KV layer, per pipeline stage (TP ranks of a stage are identical), in layer order.

    The dicts are shared by every plan of the same model and settings: never modify them (copy first)."""
    # the cache key names what _worker_specs reads: the model (its hash is computed once), the engine settings
    # below (not the whole EngineConfig: a new one every plan, a few microseconds to hash with its rules), the
    # rules object by identity (rules_for hands out one per release; the entry holds it, so the id stays unique)
    # and the request fields the specs read
    key = (model, id(engine.rules), engine.tensor_parallel_size, engine.pipeline_parallel_size, engine.block_size,
           engine.kv_dtype_bytes, engine.kv_cache_dtype, engine.kernel_block_alignment, engine.listed_kernel_blocks,
           engine.max_model_len if model.mamba_layers else None, engine.mamba_cache_mode,
           request.platform, request.vllm_version, request.mamba_ssm_cache_dtype, request.dtype,
           request.gpu_compute_capability)
    entry = _WORKER_SPECS.get(key)
    if entry is None:
        specs_request = _specs_request(request.platform, request.vllm_version, request.mamba_ssm_cache_dtype,
                                       request.dtype, request.gpu_compute_capability)
        entry = (_worker_specs(model, engine, specs_request), engine.rules)
        if len(_WORKER_SPECS) >= 128:
            _WORKER_SPECS.clear()
        _WORKER_SPECS[key] = entry
    return list(entry[0])  # the cached stage dicts themselves: read-only for every caller (kvroom.core.planning
    # keys its layouts on their identity)


_WORKER_SPECS: dict[tuple, tuple] = {}


@lru_cache(maxsize=64)
def _specs_request(platform: str, vllm_version: str, mamba_ssm_cache_dtype: str, dtype: str,
                   gpu_compute_capability: tuple[int, int] | None) -> PlanRequest:
    """The request fields the specs read, as one shared object (the cache key of _worker_specs)."""
    return PlanRequest(platform=platform, vllm_version=vllm_version, mamba_ssm_cache_dtype=mamba_ssm_cache_dtype,
                       dtype=dtype, gpu_compute_capability=gpu_compute_capability)


def _worker_specs(model: ModelDescription, engine: EngineConfig, request: PlanRequest) -> tuple[dict[str, KVCacheSpec], ...]:
    tp = engine.tensor_parallel_size
    mamba_page_padded: int | None = None
    attn_page: int | None = None
    workers: list[dict[str, KVCacheSpec]] = []
    bounds = pp_partition(model.num_hidden_layers, engine.pipeline_parallel_size)
    if model.is_hybrid_mamba:
        attn = model.attention_layers[0]
        heads = _kv_heads_per_rank(attn, tp)
        attn_page = _attention_spec(attn, heads, engine.block_size, engine.kv_dtype_bytes, engine.kv_cache_dtype).page_size_bytes
        if attn_page != _mamba_page_bytes(model, request, tp):
            mamba_page_padded = attn_page
    for start, end in bounds:
        specs: dict[str, KVCacheSpec] = {}
        for position, layer in enumerate(model.layers):
            index = model.layer_index(position)
            if not start <= index < end:
                continue
            name = f"model.layers.{index}"
            if isinstance(layer, AttentionLayer):
                heads = _kv_heads_per_rank(layer, tp)
                block_size = engine.block_size
                layer = _as_release_builds_it(layer, engine.rules)
                if layer.kind == "sliding":
                    block_size = sliding_block_size(engine.block_size, engine.kernel_block_alignment,
                                                    engine.rules.sliding_block, engine.listed_kernel_blocks)
                if layer.uses_kv_cache_dtype:
                    specs[name] = _attention_spec(layer, heads, block_size, engine.kv_dtype_bytes,
                                                  engine.kv_cache_dtype)
                else:  # built without cache_config (falcon.py): the cache stays in the model dtype
                    model_bytes = model_dtype_bytes(model, request)
                    specs[name] = _attention_spec(layer, heads, block_size, model_bytes, "auto")
            else:
                # MambaModelConfig.verify_and_update_config: without Mamba prefix caching (mode "none")
                # mamba_block_size = max_model_len (the length at config time, before auto-fit); spec §3.4.7 says
                # the same of 0.11-0.14 ("still L unless mamba prefix caching is on")
                mamba_block = engine.max_model_len if engine.mamba_cache_mode == "none" else engine.block_size
                spec = _mamba_spec(layer, model, request, tp, mamba_block)
                if mamba_page_padded is not None:
                    spec = replace(spec, page_size_padded=mamba_page_padded)
                specs[name] = spec
        workers.append(specs)
    return tuple(workers)
