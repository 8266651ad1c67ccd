"""vLLM flags that change memory: what each one does to the weights, the KV cache and the budget, per release.

Owns: ``--dtype`` (the dtype vLLM loads the model in: bf16 refusal/fallback off Ampere, float16-refusing model
types), ``--quantization`` (online conversion of a 16-bit checkpoint; the conflict with a quantized checkpoint),
``--cpu-offload-gb`` (weight bytes kept in host memory), ``--speculative-config`` parsing (n-gram / draft model /
MTP / EAGLE), ``--limit-mm-per-prompt`` (whether the vision tower is built), ``--compilation-config`` /
``--enforce-eager`` (whether CUDA graphs are captured), the numeric flags' checks, and the host-memory flags
(``--swap-space``, ``--kv-offloading-size``) that kvroom reports without a GPU effect.
Each effect is a ``FlagEffect`` the plan shows in its breakdown. Pure: no I/O, no environment.

The weight arithmetic itself lives in kvroom.core.weights; the derived length in kvroom.core.lengths.
"""

from __future__ import annotations

import json
import math
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.engine import EngineConfigError
from kvroom.core.frozen import frozen
from kvroom.core.model import ModelDescription
from kvroom.core.releases import ReleaseRules
from kvroom.errors import InputError

GIB = 2**30

# --dtype choices (vllm/engine/arg_utils.py: ModelConfig.dtype, ModelDType literal) -> torch dtype name;
# vllm/config/model.py::_STR_DTYPE_TO_TORCH_DTYPE (0.32), the same table in vllm/config.py (0.6-0.10)
DTYPE_CHOICES = {
    "auto": None,
    "half": "float16",
    "float16": "float16",
    "bfloat16": "bfloat16",
    "float": "float32",
    "float32": "float32",
}
_DTYPE_BYTES = {"bfloat16": 2, "float16": 2, "float32": 4}

# Online quantization of an unquantized checkpoint: linear weights -> bytes per parameter (scales included).
# fp8: vllm/model_executor/layers/quantization/fp8.py::Fp8LinearMethod with is_checkpoint_fp8_serialized False
# quantizes each weight to float8_e4m3fn with one float32 scale per tensor (the fp8_per_* shorthands of 0.32,
# vllm/config/quantization.py, differ only in scale granularity: per channel 4 B per output row, per 128x128 block);
# bitsandbytes: 4-bit NF4 + one float32 absmax per 64 elements; experts_int8: MoE experts only, int8 + scales.
# Which of them a release has: ReleaseRules.online_quantization_methods; this is the union over releases.
ONLINE_QUANTIZATION = ("fp8", "fp8_per_tensor", "fp8_per_channel", "fp8_per_block", "bitsandbytes", "experts_int8")
# A checkpoint quantized with the key may be run with any method of its value (the `override_quantization_method`
# hooks, vllm/config/model.py::_verify_quantization: GPTQ/AWQ checkpoints pick their Marlin kernels).
_COMPATIBLE = {
    "gptq": {"gptq", "gptq_marlin", "auto_gptq"},
    "awq": {"awq", "awq_marlin", "auto_awq"},
    "fp8": {"fp8"},
    "compressed-tensors": {"compressed-tensors"},
    "mxfp4": {"mxfp4", "gpt_oss_mxfp4"},
    "modelopt": {"modelopt"},
    "modelopt_fp4": {"modelopt_fp4"},
    "bitsandbytes": {"bitsandbytes"},
}


@frozen
class FlagEffect:
    """One flag's effect on memory, as the plan shows it.

    flag    the vLLM flag as typed (``--dtype``)
    value   its value
    effect  one line: what vLLM does with it
    bytes   the bytes it moves (weights per GPU, host memory), None when it only changes a setting
    gpu     False when the memory is host memory (reported, no effect on the GPU budget)
    source  vLLM file/function the rule comes from
    """

    flag: str
    value: str
    effect: str
    bytes: int | None
    gpu: bool
    source: str

    def to_dict(self) -> dict[str, Any]:
        return {"flag": self.flag, "value": self.value, "effect": self.effect, "bytes": self.bytes, "gpu": self.gpu,
                "source": self.source}


MAX_JSON_CHARS = 65536


def load_flag_json(text: str, flag: str) -> Any:
    """A JSON-valued flag parsed with a length cap; malformed or too deeply nested JSON is bad input (exit 2)."""
    if not isinstance(text, str):
        raise InputError(f"{flag} must be JSON text, got {type(text).__name__}")
    if len(text) > MAX_JSON_CHARS:
        raise InputError(f"{flag}: the JSON is longer than {MAX_JSON_CHARS} characters")
    try:
        return json.loads(text)
    except RecursionError:
        raise InputError(f"{flag}: the JSON is nested too deeply") from None
    except ValueError as exc:
        raise InputError(f"{flag} is not valid JSON ({exc}); quote it, e.g. '{{\"key\": 1}}'") from None


class FlagRefusal(EngineConfigError):
    """vLLM refuses the flag combination before loading (its wording); a refusal, exit 1."""


# ---- --dtype -------------------------------------------------------------------------------------------------


def bf16_unsupported_message(gpu_name: str, cc: tuple[int, int]) -> str:
    """vllm/platforms/cuda.py::check_if_supports_dtype (0.19.1, 0.32); v1/worker/gpu_worker.py::init_device in
    0.7-0.8 (the same words), raised when the worker initialises its device."""
    return ("Bfloat16 is only supported on GPUs with compute capability of at least 8.0. "
            f"Your {gpu_name or 'NVIDIA'} GPU has compute capability {cc[0]}.{cc[1]}. "
            "You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.")


def resolve_dtype(model: ModelDescription, dtype: str, *, platform: str, gpu_name: str,
                  compute_capability: tuple[int, int] | None, rules: ReleaseRules,
                  effects: list[FlagEffect] | None = None) -> str:
    """The torch dtype vLLM loads the model in (vllm/config/model.py::_get_and_verify_dtype).

    auto: the checkpoint's dtype; a float32 checkpoint runs in float16 (<=0.8.x: "Following common practice")
    or in the platform's first supported dtype (0.9+: bfloat16 on SM >= 8.0, float16 below). From 0.9 a bfloat16
    checkpoint on a GPU without bfloat16 (SM < 8.0) falls back to float16 with a warning
    (_resolve_auto_dtype, vLLM PR #17265); before, the worker refuses it. An explicit bfloat16 there is refused in
    every release. Raises FlagRefusal with vLLM's words.
    """
    key = dtype.lower() if isinstance(dtype, str) else dtype
    if key not in DTYPE_CHOICES:
        # argparse choices of --dtype (EngineArgs.add_cli_args)
        raise InputError(f"argument --dtype: invalid choice: {dtype!r} (choose from "
                         + ", ".join(repr(c) for c in DTYPE_CHOICES) + ")")
    config_dtype = model.dtype
    no_bf16 = platform == "cuda" and compute_capability is not None and compute_capability < (8, 0)
    requested = DTYPE_CHOICES[key]
    source = "vllm/config/model.py::_get_and_verify_dtype"
    no_fp16 = model.model_type in rules.float16_unsupported_model_types
    if requested is None:
        if rules.auto_dtype_platform_preferred:
            return _resolve_auto(model, platform, compute_capability, no_fp16, effects)
        resolved = "float16" if config_dtype == "float32" else config_dtype  # "Following common practice"
        if resolved == "bfloat16" and no_bf16:
            raise FlagRefusal(bf16_unsupported_message(gpu_name, compute_capability))
        return resolved
    if requested == "float16" and no_fp16:
        # config/model.py::_check_valid_dtype
        raise FlagRefusal(f"The model type {model.model_type!r} does not support float16. Reason: Numerical "
                          "instability. Please use bfloat16 or float32 instead.")
    if requested == "bfloat16" and no_bf16:
        raise FlagRefusal(bf16_unsupported_message(gpu_name, compute_capability))
    if effects is not None and requested != config_dtype:
        ratio = _DTYPE_BYTES[requested] / _DTYPE_BYTES[config_dtype]
        verb = "upcasts" if ratio > 1 else ("downcasts" if ratio < 1 else "casts")
        what = f"x{ratio:g} weight and KV bytes" if ratio != 1 else "same bytes"
        effects.append(FlagEffect("--dtype", key, f"vLLM {verb} the {config_dtype} checkpoint to {requested}: "
                                  f"{what}", None, True, source))
    return requested


def _resolve_auto(model: ModelDescription, platform: str, cc: tuple[int, int] | None, no_fp16: bool,
                  effects: list[FlagEffect] | None) -> str:
    """vllm/config/model.py::_resolve_auto_dtype (0.10.1.1-0.32): the platform's supported dtypes (CUDA SM >= 8.0:
    bfloat16, float16, float32; SM 6.x-7.x: float16, float32 -- platforms/cuda.py::supported_dtypes) minus
    float16 for the model types that refuse it; float32 checkpoints take the first; a checkpoint dtype not in the
    list falls back to the first with a warning."""
    if platform == "cuda" and cc is not None and cc < (8, 0):
        supported = ["float16", "float32"]
    else:
        supported = ["bfloat16", "float16", "float32"]
    if no_fp16:
        supported.remove("float16")
    preferred = supported[0]
    config_dtype = model.dtype
    if config_dtype == "float32":
        return preferred
    if config_dtype in supported:
        return config_dtype
    if effects is not None:
        where = f"SM {cc[0]}.{cc[1]}" if cc else "this platform"
        bytes_note = "same bytes" if _DTYPE_BYTES[preferred] == _DTYPE_BYTES[config_dtype] else (
            f"x{_DTYPE_BYTES[preferred] / _DTYPE_BYTES[config_dtype]:g} weight and KV bytes")
        if preferred == "float32" and no_fp16:
            why = f"{where} has no bfloat16 and {model.model_type} refuses float16"
        elif config_dtype == "float16" and no_fp16:
            why = f"{model.model_type} refuses float16"
        else:
            why = f"{where} has no {config_dtype}"
        effects.append(FlagEffect("--dtype", "auto", f"the checkpoint is {config_dtype} but {why}: vLLM falls back "
                                  f"to {preferred} ({bytes_note})", None, True,
                                  "vllm/config/model.py::_resolve_auto_dtype"))
    return preferred


# ---- --quantization ------------------------------------------------------------------------------------------


def online_quantization(model: ModelDescription, quantization: str | None,
                        rules: ReleaseRules | None = None) -> str | None:
    """The method vLLM converts the weights with while loading, or None when they load as stored.

    A quantized checkpoint keeps its own method; a different ``--quantization`` is vLLM's ValueError
    (vllm/config/model.py::_verify_quantization, the same words since 0.6)."""
    if not quantization:
        return None
    method = quantization.lower()
    checkpoint = model.quantization
    if checkpoint is not None:
        allowed = _COMPATIBLE.get(checkpoint.method, {checkpoint.method})
        if method not in allowed:
            raise FlagRefusal(
                f"Quantization method specified in the model config ({checkpoint.method}) does not match the "
                f"quantization method specified in the `quantization` argument ({method}).")
        return None
    methods = rules.online_quantization_methods if rules is not None else ONLINE_QUANTIZATION
    if method in ONLINE_QUANTIZATION and method not in methods:
        raise InputError(f"--quantization {method}: this vLLM release has no such method (its online methods: "
                         f"{', '.join(methods)}); pick one of those or another --vllm-version")
    if method not in methods:
        raise InputError(
            f"--quantization {quantization!r} on an unquantized checkpoint is not modelled by kvroom for this "
            f"release; it models the online methods {', '.join(methods)} (or pass a checkpoint quantized with it)")
    return method


# ---- --cpu-offload-gb ----------------------------------------------------------------------------------------


def cpu_offload_bytes(cpu_offload_gb: float, decoder_bytes_per_rank: int) -> int:
    """Weight bytes one GPU keeps in host memory: ``int(cpu_offload_gb * 1024**3)`` of decoder-layer parameters,
    offloaded whole parameter by parameter until the budget is reached, never more than the decoder layers hold
    (vllm/model_executor/offloader/uva.py::UVAOffloader._maybe_offload_to_cpu, 0.32; models/utils.py::
    maybe_offload_to_cpu before, the same rule). The last parameter may overshoot the budget (not counted)."""
    if cpu_offload_gb is None or cpu_offload_gb <= 0:
        return 0
    return min(int(cpu_offload_gb * 1024**3), max(0, decoder_bytes_per_rank))


def validate_numbers(request: Any) -> None:
    """Type and range checks of the numeric memory flags (vLLM's pydantic fields: ge=0 / ge=1)."""
    for name, flag in (("cpu_offload_gb", "--cpu-offload-gb"), ("swap_space", "--swap-space"),
                       ("kv_offloading_size", "--kv-offloading-size")):
        value = getattr(request, name)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise InputError(f"{flag} must be a non-negative number of GiB, got {value!r}")
    theta = request.rope_theta
    if theta is not None and (isinstance(theta, bool) or not isinstance(theta, (int, float))
                              or not math.isfinite(theta) or theta <= 0):
        raise InputError(f"--rope-theta must be a positive number, got {theta!r}")
    dp = request.data_parallel_size
    if isinstance(dp, bool) or not isinstance(dp, int) or dp < 1:
        raise InputError(f"--data-parallel-size must be a positive integer, got {dp!r}")


# ---- --speculative-config ------------------------------------------------------------------------------------


@frozen
class Speculative:
    """What ``--speculative-config`` loads on each GPU.

    kind   "ngram" (nothing on the GPU), "draft_model" (a second model: its weights and its KV layers),
           "mtp" (the checkpoint's own MTP layers), "eagle" (a small head model: weights and KV layers)
    model  the draft / head model id ("" for ngram and MTP)
    num_speculative_tokens  tokens proposed per step
    """

    kind: str
    model: str
    num_speculative_tokens: int


_SPEC_METHODS = {"ngram": "ngram", "[ngram]": "ngram", "suffix": "ngram", "draft_model": "draft_model",
                 "eagle": "eagle", "eagle3": "eagle", "medusa": "eagle", "mlp_speculator": "eagle",
                 "mtp": "mtp", "deepseek_mtp": "mtp", "qwen3_next_mtp": "mtp", "glm4_moe_mtp": "mtp",
                 "ernie_mtp": "mtp", "mimo_mtp": "mtp", "longcat_flash_mtp": "mtp"}


def parse_speculative(text: str | None) -> Speculative | None:
    """vllm/config/speculative.py::SpeculativeConfig: ``method`` (or, without it, a ``model`` that is a draft
    model; "ngram"/"[ngram]" as the model name in older releases) and ``num_speculative_tokens``."""
    if not text:
        return None
    config = load_flag_json(text, "--speculative-config")
    if not isinstance(config, dict):
        raise InputError("--speculative-config must be a JSON object, e.g. {\"method\": \"ngram\", ...}")
    method = config.get("method")
    model = config.get("model") or ""
    if not isinstance(model, str):
        raise InputError("--speculative-config: \"model\" must be a string")
    tokens = config.get("num_speculative_tokens")
    if tokens is not None and (isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 1):
        raise InputError("--speculative-config: \"num_speculative_tokens\" must be a positive integer")
    if method is None:
        if model.lower() in ("ngram", "[ngram]"):
            method = "ngram"
        elif model:
            # SpeculativeConfig.__post_init__: an EAGLE/Medusa head is recognised from its name, else a draft model
            lowered = model.lower()
            method = "eagle" if "eagle" in lowered else ("medusa" if "medusa" in lowered else "draft_model")
        else:
            raise InputError("--speculative-config needs \"method\" or \"model\"")
    if not isinstance(method, str) or method.lower() not in _SPEC_METHODS:
        raise InputError(f"--speculative-config method {method!r} is not one kvroom models; use one of "
                         + ", ".join(sorted(set(_SPEC_METHODS) - {"[ngram]"})))
    kind = _SPEC_METHODS[method.lower()]
    if kind in ("draft_model", "eagle") and not model:
        raise InputError(f"--speculative-config method {method!r} needs \"model\" (the draft model id)")
    return Speculative(kind=kind, model=model, num_speculative_tokens=tokens or 1)


# ---- --limit-mm-per-prompt -----------------------------------------------------------------------------------


def parse_mm_limits(text: str | None) -> dict[str, int]:
    """--limit-mm-per-prompt as {modality: count}: an int, or {"count": n, ...} (0.32's MultiModalDummyOptions)."""
    if not text:
        return {}
    value = load_flag_json(text, "--limit-mm-per-prompt")
    if not isinstance(value, dict):
        raise InputError('--limit-mm-per-prompt must be a JSON object, e.g. {"image": 0, "video": 0}')
    out: dict[str, int] = {}
    for modality, limit in value.items():
        count = limit.get("count") if isinstance(limit, dict) else limit
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise InputError(f"--limit-mm-per-prompt {modality!r}: the count must be a non-negative integer, "
                             f"got {count!r}")
        out[str(modality)] = count
    return out


def vision_tower_skipped(model: ModelDescription, limits: dict[str, int], rules: ReleaseRules,
                         effects: list[FlagEffect] | None = None) -> bool:
    """True when vLLM builds no vision tower: every image/video modality limited to 0 (an unspecified modality
    defaults to 999, config/multimodal.py::get_limit_per_prompt) on a release that skips zero-limit towers.

    kvroom does not know which modalities a model's tower serves, so it asks for both image and video at 0 (the
    Qwen-VL towers serve both); image alone leaves the tower counted, with a note."""
    if not limits:
        return False
    if not model.is_multimodal:
        if effects is not None:
            effects.append(FlagEffect("--limit-mm-per-prompt", json.dumps(limits, sort_keys=True),
                                      "text-only model: no effect (vLLM builds no multimodal config)", None, True,
                                      "vllm/config/model.py::ModelConfig.__post_init__"))
        return False
    zero = limits.get("image") == 0 and limits.get("video") == 0 and not any(limits.values())
    if zero and rules.mm_zero_limit_skips_tower:
        text = "every modality at 0: vLLM builds no vision tower (no encoder weights, no encoder profiling)"
    elif zero:
        text = "this release still builds the vision tower for most models (its weights are counted)"
    elif limits.get("image") == 0 and not any(limits.values()):
        text = ('image at 0: give "video": 0 too when the model takes no video; until then kvroom counts the '
                "vision tower")
    else:
        text = "the vision tower is loaded; its encoder profiling batch is not modelled (activation range widened)"
    if effects is not None:
        effects.append(FlagEffect("--limit-mm-per-prompt", json.dumps(limits, sort_keys=True), text, None, True,
                                  "vllm/model_executor/models/interfaces.py::_mark_tower_model"))
    return zero and rules.mm_zero_limit_skips_tower


# ---- --compilation-config / --enforce-eager / --max-num-seqs ----------------------------------------------------

_CUDAGRAPH_MODES = ("NONE", "PIECEWISE", "FULL", "FULL_DECODE_ONLY", "FULL_AND_PIECEWISE")


def graphs_disabled(request: Any, effects: list[FlagEffect] | None = None) -> bool:
    """True when vLLM captures no CUDA graphs: --enforce-eager, or --compilation-config cudagraph_mode NONE
    (config/vllm.py::VllmConfig.__post_init__ sets cudagraph_mode NONE under enforce_eager: the same state).
    Records what --enforce-eager / --compilation-config / --max-num-seqs do."""
    config: dict[str, Any] = {}
    if request.compilation_config:
        config = load_flag_json(request.compilation_config, "--compilation-config")
        if not isinstance(config, dict):
            raise InputError('--compilation-config must be a JSON object, e.g. {"cudagraph_mode": "PIECEWISE"}')
    mode = config.get("cudagraph_mode")
    if mode is not None and (not isinstance(mode, str) or mode.upper() not in _CUDAGRAPH_MODES):
        raise InputError(f"--compilation-config cudagraph_mode {mode!r}: use one of {', '.join(_CUDAGRAPH_MODES)}")
    sizes = config.get("cudagraph_capture_sizes")
    if sizes is not None and (not isinstance(sizes, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in sizes)):
        raise InputError("--compilation-config cudagraph_capture_sizes must be a list of positive integers")
    disabled = bool(request.enforce_eager) or (isinstance(mode, str) and mode.upper() == "NONE")
    if effects is not None:
        source = "vllm/config/vllm.py::VllmConfig.__post_init__ / _set_cudagraph_sizes"
        if request.enforce_eager:
            effects.append(FlagEffect("--enforce-eager", "", "no CUDA graphs: the CUDA-graph term is 0 (slower "
                                      "decode)", None, True, source))
        if config:
            if disabled and not request.enforce_eager:
                text = "cudagraph_mode NONE: no CUDA graphs, the CUDA-graph term is 0"
            elif sizes is not None:
                text = (f"{len(set(sizes))} capture sizes up to {max(sizes)} (kvroom's CUDA-graph term is a per-layer "
                        "estimate that does not scale with their count)")
            else:
                text = "no change kvroom models (graph memory is the CUDA-graph term's estimate)"
            effects.append(FlagEffect("--compilation-config", json.dumps(config, sort_keys=True), text, None, True,
                                      source))
        if request.max_num_seqs is not None:
            effects.append(FlagEffect("--max-num-seqs", str(request.max_num_seqs),
                                      "caps concurrent requests; the profile run samples max_num_seqs x vocab fp32 "
                                      "logits (activation term) and the default graph sizes follow it", None, True,
                                      "vllm/v1/worker/gpu_model_runner.py::_dummy_sampler_run"))
    return disabled


# ---- host memory -------------------------------------------------------------------------------------------


def host_memory_effects(request: Any, rules: ReleaseRules) -> list[FlagEffect]:
    """Flags that take host (CPU) memory only: reported, with no effect on the GPU budget."""
    out: list[FlagEffect] = []
    if request.swap_space is not None:
        if rules.engine == "v0":
            text = "host memory per GPU for swapped-out KV blocks (V0 preemption); no effect on the GPU"
        else:
            text = "host memory only; the V1 engine recomputes preempted requests instead of swapping"
        out.append(FlagEffect("--swap-space", f"{request.swap_space:g}", text, int(request.swap_space * GIB), False,
                              "vllm/config/cache.py::CacheConfig.swap_space"))
    if request.kv_offloading_size is not None:
        out.append(FlagEffect("--kv-offloading-size", f"{request.kv_offloading_size:g}",
                              "host memory for KV blocks offloaded to the CPU (total over the TP ranks); the GPU "
                              "KV budget is unchanged", int(request.kv_offloading_size * GIB), False,
                              "vllm/config/cache.py::CacheConfig.kv_offloading_size (0.32)"))
    return out
