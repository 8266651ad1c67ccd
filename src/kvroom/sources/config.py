"""Hugging Face config.json -> ModelDescription.

This module owns every Hugging Face config key kvroom knows: it resolves the text sub-config, applies the
transformers defaults that real checkpoints rely on, and rebuilds the per-layer attention / state layers the way
vLLM's model code builds them (vLLM 0.32, ``vllm/model_executor/models/<family>.py``). It never prints, never
imports torch / transformers / vllm, and never guesses: an unknown architecture, dtype or layer type, or a
missing or malformed key, is a one-line ``ConfigError`` / ``UnknownArchitectureError`` naming the file and key.

Architectures are dispatched through ``_ARCHITECTURES`` (architecture name -> small family normalizer).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping

TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

from kvroom.core.frozen import frozen
from kvroom.core.model import (
    AttentionLayer,
    CheckpointFacts,
    ContextFacts,
    Layer,
    MambaLayer,
    MLAFacts,
    ModelDescription,
    MoEFacts,
    QuantizationFacts,
    RopeScaling,
)
from kvroom.errors import ConfigError, UnknownArchitectureError

__all__ = ["describe_config", "load_config_path", "supported_architectures"]

_MISSING = object()

# Sanity bounds: anything beyond these is a corrupt or hostile config, not a model.
_MAX_LAYERS = 10_000
_MAX_DIM = 1 << 22  # hidden sizes, head counts, head sizes, state sizes
_MAX_VOCAB = 1 << 26
_MAX_LENGTH = 1 << 40  # context lengths / windows
_MAX_CONFIG_BYTES = 64 << 20
_MAX_CHECKPOINT_BYTES = 1 << 60  # 1 EiB: an index total_size beyond it is not a checkpoint (4,000 digits overflowed)

# vLLM's ordered scan list for the derived max_model_len (spec §1.2, 0.7.0+;
# vllm/transformers_utils/model_arch_config_convertor.py::derive_max_model_len_and_key).
LENGTH_KEYS = (
    "max_position_embeddings",
    "n_positions",
    "max_seq_len",
    "seq_length",
    "model_max_length",
    "max_target_positions",
    "max_sequence_length",
    "max_seq_length",
    "seq_len",
)

_DTYPES = {"bfloat16": "bfloat16", "float16": "float16", "float32": "float32"}
# quant_method values whose weight bytes kvroom.core.weights models (_linear_bytes_per_param and the online
# conversions); the modelopt ones are mapped from hf_quant_config.json's quant_algo below
_QUANT_METHODS = frozenset({"awq", "gptq", "awq_marlin", "gptq_marlin", "mxfp4", "modelopt", "modelopt_fp4", "nvfp4",
                            "bitsandbytes", "fp8", "fbgemm_fp8", "compressed-tensors"})

# transformers 5.19 ``<Family>Config`` class defaults for the keys kvroom reads, applied only when a key is
# absent from the text config (an explicit null stays null, as in transformers). Real checkpoints rely on these
# (Gemma-3 configs omit most keys; Qwen3 omits head_dim sometimes; Mistral's default window is 4096).
_TEXT_DEFAULTS: dict[str, dict[str, Any]] = {
    "llama": {"max_position_embeddings": 2048, "tie_word_embeddings": False},
    "mistral": {"max_position_embeddings": 131072, "sliding_window": 4096, "num_key_value_heads": 8},
    "mixtral": {"max_position_embeddings": 131072, "num_key_value_heads": 8, "num_local_experts": 8,
                "num_experts_per_tok": 2},
    "qwen2": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
              "max_window_layers": 28},
    "qwen2_moe": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                  "max_window_layers": 28},
    "qwen3": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
              "max_window_layers": 28, "head_dim": 128},
    "qwen3_moe": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                  "max_window_layers": 28},
    "qwen2_5_vl": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                   "max_window_layers": 80},
    "qwen2_5_vl_text": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                        "max_window_layers": 80},
    "phi3": {"max_position_embeddings": 4096},
    "gemma2": {"max_position_embeddings": 8192, "sliding_window": 4096, "head_dim": 256,
               "num_key_value_heads": 4, "tie_word_embeddings": True},
    "gemma3_text": {"vocab_size": 262208, "hidden_size": 2304, "intermediate_size": 9216,
                    "num_hidden_layers": 26, "num_attention_heads": 8, "num_key_value_heads": 4,
                    "head_dim": 256, "max_position_embeddings": 131072, "sliding_window": 4096,
                    "tie_word_embeddings": True},
    "gpt_oss": {"max_position_embeddings": 131072, "sliding_window": 128, "head_dim": 64,
                "num_key_value_heads": 8},
    "deepseek_v2": {"max_position_embeddings": 2048, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                    "qk_nope_head_dim": 128, "v_head_dim": 128},
    "deepseek_v3": {"max_position_embeddings": 4096, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                    "qk_nope_head_dim": 128, "v_head_dim": 128},
    "kimi_k2": {"max_position_embeddings": 4096, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                "qk_nope_head_dim": 128, "v_head_dim": 128},
    "glm4_moe": {"max_position_embeddings": 131072, "num_key_value_heads": 8},
    "llama4_text": {"max_position_embeddings": 131072, "head_dim": 128, "num_key_value_heads": 8,
                    "attention_chunk_size": 8192, "no_rope_layer_interval": 4},
    "minimax_m2": {"max_position_embeddings": 196608, "head_dim": 128, "num_key_value_heads": 8},
    "nemotron_h": {"max_position_embeddings": 4096, "head_dim": 128, "num_key_value_heads": 8,
                   "mamba_num_heads": 128, "mamba_head_dim": 64, "n_groups": 8, "ssm_state_size": 128,
                   "conv_kernel": 4},
    "jamba": {"max_position_embeddings": 262144, "num_key_value_heads": 8, "attn_layer_period": 8,
              "attn_layer_offset": 4, "mamba_d_state": 16, "mamba_d_conv": 4, "mamba_expand": 2},
    "granitemoehybrid": {"max_position_embeddings": 2048, "mamba_d_state": 256, "mamba_d_conv": 4,
                         "mamba_expand": 2, "mamba_n_heads": 128, "mamba_d_head": "auto",
                         "mamba_n_groups": 1},
    "falcon_h1": {"max_position_embeddings": 8192, "num_key_value_heads": 8, "mamba_d_state": 256,
                  "mamba_d_conv": 4, "mamba_expand": 2, "mamba_n_heads": 128, "mamba_d_head": "auto",
                  "mamba_n_groups": 1, "mamba_d_ssm": 1024},
    "qwen3_next": {"max_position_embeddings": 32768, "head_dim": 256, "num_key_value_heads": 2,
                   "linear_num_key_heads": 16, "linear_num_value_heads": 32, "linear_key_head_dim": 128,
                   "linear_value_head_dim": 128, "linear_conv_kernel_dim": 4, "full_attention_interval": 4},
    # families added with the tools/oracle/cases_families.py goldens (transformers 5.19 class defaults)
    "gemma": {"vocab_size": 256000, "hidden_size": 3072, "intermediate_size": 24576, "num_hidden_layers": 28,
              "num_attention_heads": 16, "num_key_value_heads": 16, "head_dim": 256,
              "max_position_embeddings": 8192, "tie_word_embeddings": True},
    "granite": {"max_position_embeddings": 2048},
    "granitemoe": {"max_position_embeddings": 2048, "num_local_experts": 8, "num_experts_per_tok": 2},
    "glm4": {"max_position_embeddings": 131072, "num_key_value_heads": 2, "head_dim": 128},
    "glm": {"max_position_embeddings": 131072, "num_key_value_heads": 2, "head_dim": 128},
    "cohere": {"max_position_embeddings": 8192, "tie_word_embeddings": True},
    "cohere2": {"max_position_embeddings": 8192, "sliding_window": 4096, "tie_word_embeddings": True},
    "olmo": {"max_position_embeddings": 2048},
    "olmo2": {"max_position_embeddings": 2048},
    "olmo3": {"max_position_embeddings": 2048, "sliding_window": 4096},
    "starcoder2": {"max_position_embeddings": 4096, "num_key_value_heads": 2, "tie_word_embeddings": True},
    "stablelm": {"max_position_embeddings": 4096, "num_key_value_heads": 32},
    "phi": {"max_position_embeddings": 2048},
    "exaone4": {"max_position_embeddings": 2048, "num_key_value_heads": 32, "sliding_window": 4096,
                "sliding_window_pattern": 4},
    "ernie4_5": {"max_position_embeddings": 131072, "num_key_value_heads": 2, "head_dim": 128,
                 "tie_word_embeddings": True},
    "seed_oss": {"max_position_embeddings": 524288, "num_key_value_heads": 8, "head_dim": 128},
    # GPT2Config / GPTBigCodeConfig keys are n_*; see _ATTRIBUTE_MAPS
    "gpt2": {"n_positions": 1024, "n_embd": 768, "n_layer": 12, "n_head": 12, "vocab_size": 50257,
             "tie_word_embeddings": True},
    "gpt_bigcode": {"n_positions": 1024, "n_embd": 768, "n_layer": 12, "n_head": 12, "vocab_size": 50257,
                    "multi_query": True, "tie_word_embeddings": True},
    "falcon": {"max_position_embeddings": 2048, "multi_query": True, "new_decoder_architecture": False,
               "alibi": False, "tie_word_embeddings": True},
    "qwen2_vl": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                 "max_window_layers": 80},
    "qwen2_vl_text": {"max_position_embeddings": 32768, "sliding_window": 4096, "use_sliding_window": False,
                      "max_window_layers": 80},
    "qwen3_vl_text": {"max_position_embeddings": 128000, "num_key_value_heads": 32, "head_dim": 128},
    "qwen3_vl_moe_text": {"max_position_embeddings": 128000, "num_key_value_heads": 16},
    "mamba": {"hidden_size": 768, "num_hidden_layers": 32, "state_size": 16, "conv_kernel": 4, "expand": 2,
              "vocab_size": 50280, "tie_word_embeddings": True},
    "mamba2": {"hidden_size": 4096, "num_hidden_layers": 64, "num_heads": 128, "head_dim": 64,
               "state_size": 128, "conv_kernel": 4, "expand": 2, "n_groups": 8, "vocab_size": 32768},
    "lfm2": {"max_position_embeddings": 128000, "num_key_value_heads": 8, "conv_L_cache": 3,
             "tie_word_embeddings": True},
}

# transformers ``attribute_map``: canonical attribute -> the key the config class stores it under. vLLM reads
# the canonical names (``hf_text_config.num_attention_heads`` returns GPT2Config.n_head).
_ATTRIBUTE_MAPS: dict[str, dict[str, str]] = {
    "gpt2": {"hidden_size": "n_embd", "max_position_embeddings": "n_positions", "num_attention_heads": "n_head",
             "num_hidden_layers": "n_layer"},
    "gpt_bigcode": {"hidden_size": "n_embd", "max_position_embeddings": "n_positions",
                    "num_attention_heads": "n_head", "num_hidden_layers": "n_layer"},
}


def _apply_attribute_map(text_dict: Mapping[str, Any], model_type: str) -> Mapping[str, Any]:
    amap = _ATTRIBUTE_MAPS.get(model_type)
    if not amap:
        return text_dict
    defaults = _TEXT_DEFAULTS.get(model_type, {})
    aliased = dict(text_dict)
    for canonical, stored in amap.items():
        if canonical not in aliased:
            value = text_dict.get(stored, defaults.get(stored, _MISSING))
            if value is not _MISSING:
                aliased[canonical] = value
    return aliased


# --------------------------------------------------------------------------------------------------------------
# Typed, bounded access to one config dict
# --------------------------------------------------------------------------------------------------------------


class _View:
    """Read keys of one (sub-)config dict with types and bounds; every failure is one line naming file and key."""

    def __init__(self, data: Mapping[str, Any], *, file: str, prefix: str = "",
                 defaults: Mapping[str, Any] | None = None, model_type: str = "") -> None:
        self.data = data
        self.file = file
        self.prefix = prefix
        self.defaults = dict(defaults or {})
        self.defaults_used: list[str] = []
        self.model_type = model_type

    def _where(self, key: str) -> str:
        return f"{self.file}: key '{self.prefix}{key}'"

    def fail(self, key: str, problem: str, fix: str = "fix or remove it") -> ConfigError:
        return ConfigError(f"{self._where(key)} {problem}; {fix}")

    def has(self, key: str) -> bool:
        return key in self.data or key in self.defaults

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if key in self.defaults:
            if key not in self.defaults_used:
                self.defaults_used.append(key)
            return self.defaults[key]
        return default

    def int(self, key: str, *, default: Any = _MISSING, minimum: int = 1, maximum: int = _MAX_DIM) -> int:
        value = self.raw(key, default)
        if value is _MISSING:
            raise self.fail(key, "is missing", "add it (an integer) to the config")
        return self._check_int(key, value, minimum, maximum)

    def opt_int(self, key: str, *, minimum: int = 1, maximum: int = _MAX_DIM) -> int | None:
        value = self.raw(key, None)
        if value is None:
            return None
        return self._check_int(key, value, minimum, maximum)

    def _check_int(self, key: str, value: Any, minimum: int, maximum: int) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(key, f"must be an integer, got {_short(value)}")
        if isinstance(value, float):
            if not math.isfinite(value) or value != int(value):
                raise self.fail(key, f"must be an integer, got {_short(value)}")
            value = int(value)
        if value < minimum or value > maximum:
            raise self.fail(key, f"must be between {minimum} and {maximum}, got {value}")
        return value

    def number(self, key: str) -> int | float | None:
        """A positive length as written (int, or float when the config has a float); None when absent/null."""
        value = self.raw(key, None)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(key, f"must be a number, got {_short(value)}")
        # the range test first: math.isfinite(10**400) raises OverflowError (an int beyond a float; was exit 4).
        # Below 1 (e.g. "seq_length": 1e-300) vLLM's min over the keys derives max_model_len 0, which divided
        # by zero in the KV arithmetic: such a length is a broken config, named here.
        if value < 1 or value > _MAX_LENGTH or not math.isfinite(value):
            raise self.fail(key, f"must be a positive length up to {_MAX_LENGTH}, got {_short(value)}")
        return value

    def float(self, key: str, *, default: Any = _MISSING) -> float:
        value = self.raw(key, default)
        if value is _MISSING:
            raise self.fail(key, "is missing", "add it (a number) to the config")
        if (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0
                or (isinstance(value, int) and value > 1 << 1000) or not math.isfinite(value)):  # see number()
            raise self.fail(key, f"must be a positive number, got {_short(value)}")
        return float(value)

    def bool(self, key: str, *, default: bool) -> bool:
        value = self.raw(key, default)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.fail(key, f"must be true or false, got {_short(value)}")
        return value

    def str(self, key: str, *, default: Any = _MISSING) -> str:
        value = self.raw(key, default)
        if value is _MISSING:
            raise self.fail(key, "is missing", "add it (a string) to the config")
        if not isinstance(value, str) or not value:
            raise self.fail(key, f"must be a non-empty string, got {_short(value)}")
        return value

    def str_list(self, key: str, *, length: int | None = None) -> list[str] | None:
        value = self.raw(key, None)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(key, f"must be a list of strings, got {_short(value)}")
        if length is not None and len(value) != length:
            raise self.fail(key, f"has {len(value)} entries but the model has {length} layers",
                            "make it one entry per layer")
        return value

    def int_list(self, key: str) -> list[int] | None:
        value = self.raw(key, None)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise self.fail(key, f"must be a list of integers, got {_short(value)}")
        return value


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    text = text.replace("\n", " ")
    return text if len(text) <= 40 else text[:37] + "..."


# --------------------------------------------------------------------------------------------------------------
# The family normalizers (one small function per vLLM model file)
# --------------------------------------------------------------------------------------------------------------


@frozen
class _Built:
    """The decoder layers a family's builder produced, with their decoder indices and count when those differ."""

    layers: tuple[Layer, ...]
    layer_indices: tuple[int, ...] = ()
    num_hidden_layers: int | None = None


def _num_layers(text: _View) -> int:
    return text.int("num_hidden_layers", maximum=_MAX_LAYERS)


def _kv_heads(text: _View) -> int:
    # vLLM ModelArchConfigConvertorBase.get_total_num_kv_heads: first present of these, else attention heads.
    for key in ("n_head_kv", "num_kv_heads", "num_key_value_heads", "multi_query_group_num"):
        if text.raw(key, None) is not None:
            return text.int(key)
    return text.int("num_attention_heads")


def _head_size(text: _View) -> int:
    # ModelArchConfigConvertorBase.get_head_size: head_dim when > 0, else hidden_size // num_attention_heads.
    head_dim = text.raw("head_dim", None)
    if head_dim is not None and not (isinstance(head_dim, (int, float)) and not isinstance(head_dim, bool)
                                     and head_dim <= 0):
        return text.int("head_dim")
    return _hidden_over_heads(text)


def _hidden_over_heads(text: _View) -> int:
    hidden = text.int("hidden_size")
    heads = text.int("num_attention_heads")
    head = hidden // heads
    if head < 1:
        raise text.fail("num_attention_heads", f"({heads}) is larger than hidden_size ({hidden})",
                        "check the config")
    return head


# transformers Qwen2/Qwen3/Qwen2-MoE/Qwen3-MoE/Qwen2.5-VL configs set sliding_window = None unless
# use_sliding_window is true, so vLLM's hf_text_config.sliding_window is None for them.
_USE_SLIDING_WINDOW_TYPES = frozenset({"qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "qwen2_5_vl", "qwen2_5_vl_text",
                                       "qwen2_vl", "qwen2_vl_text"})


def _window(text: _View) -> int | None:
    # vllm/config/model.py: a sliding_window of 0 means "no sliding window".
    if text.model_type in _USE_SLIDING_WINDOW_TYPES and not text.bool("use_sliding_window", default=False):
        return None
    window = text.raw("sliding_window", None)
    if window == 0 and not isinstance(window, bool):
        return None
    return text.opt_int("sliding_window", maximum=_MAX_LENGTH)


def _layer_types_windows(text: _View, n: int, window: int | None, *, reads_layer_types: bool) -> list[int | None]:
    """Per-layer window for models built on vLLM's plain ``Attention``.

    vllm/engine/arg_utils.py::create_engine_config puts the config's window in CacheConfig (so on every layer
    that passes no per-layer window) only when ``layer_types`` is absent or all "sliding_attention"; models that
    read ``layer_types`` (llama.py, gemma2.py, gemma3.py) pass the window per layer.
    """
    types = text.str_list("layer_types", length=n)
    if window is None:
        return [None] * n
    if types is None or all(t == "sliding_attention" for t in types):
        return [window] * n
    if not reads_layer_types:
        return [None] * n
    return [window if t == "sliding_attention" else None for t in types]


def _attention(kind: str, heads: int, head: int, window: int | None = None, **extra: Any) -> AttentionLayer:
    if window is not None and kind == "full":
        kind = "sliding"
    return AttentionLayer(kind=kind, num_kv_heads=heads, head_size=head, sliding_window=window, **extra)


# Families whose attention passes layer_types' window per layer (llama.py LlamaAttention; mistral.py and phi3.py
# build on it). The others only see CacheConfig.sliding_window.
_READS_LAYER_TYPES = frozenset({"llama", "mistral", "phi3"})


def _dense(text: _View) -> _Built:
    """Llama / Mistral / Mixtral / Phi-3 / GLM-4.5 / MiniMax-M2 / Qwen3-MoE: one attention per layer."""
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    windows = _layer_types_windows(text, n, _window(text), reads_layer_types=text.model_type in _READS_LAYER_TYPES)
    return _Built(tuple(_attention("full", heads, head, w) for w in windows))


def _reads_layer_types(text: _View) -> _Built:
    """Gemma 2 / Gemma 3 (gemma2.py, gemma3.py): ``layer_types[i] == "sliding_attention"`` gets the window."""
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    window = _window(text)
    types = text.str_list("layer_types", length=n)
    if types is None:
        # transformers Gemma2Config / Gemma3TextConfig.__post_init__: every `pattern`-th layer is global.
        pattern = 2 if text.model_type == "gemma2" else text.int("sliding_window_pattern", default=6)
        types = ["sliding_attention" if (i + 1) % pattern else "full_attention" for i in range(n)]
    _check_types(text, "layer_types", types, {"sliding_attention", "full_attention"})
    return _Built(tuple(
        _attention("full", heads, head, window if t == "sliding_attention" else None) for t in types
    ))


def _qwen2(text: _View) -> _Built:
    """Qwen2 / Qwen2.5 / Qwen3 / Qwen2.5-VL text (qwen2.py, qwen3.py).

    transformers: ``sliding_window`` is None unless ``use_sliding_window``; layer i slides when
    ``i >= max_window_layers``. vLLM's Qwen2Model asserts the windows are all-or-nothing.
    """
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    window = _window(text)
    types = text.str_list("layer_types", length=n)
    if types is None:
        first = text.int("max_window_layers", minimum=0, maximum=_MAX_LAYERS) if window is not None else n
        types = ["sliding_attention" if i >= first else "full_attention" for i in range(n)]
    _check_types(text, "layer_types", types, {"sliding_attention", "full_attention"})
    if window is not None and len(set(types)) > 1:
        raise text.fail("max_window_layers", f"slides only some layers ({types.count('sliding_attention')} of {n})",
                        "vLLM's qwen2.py refuses this; set use_sliding_window false or max_window_layers to 0")
    windows = _layer_types_windows(text, n, window, reads_layer_types=False) if window else [None] * n
    return _Built(tuple(_attention("full", heads, head, w) for w in windows))


def _gpt_oss(text: _View) -> _Built:
    # gpt_oss.py OAIAttention._build_attention: even layer indices slide, regardless of layer_types;
    # KV heads per rank are a plain ``num_key_value_heads // tp`` (no max(1, ...)).
    n = _num_layers(text)
    heads, head, window = text.int("num_key_value_heads"), text.int("head_dim"), _window(text)
    return _Built(tuple(
        _attention("full", heads, head, window if i % 2 == 0 else None, kv_heads_floor_one=False)
        for i in range(n)
    ))


def _llama4(text: _View) -> _Built:
    # llama4.py Llama4Attention: a layer with no_rope_layers[i] == 0 is NoPE and uses full attention; the
    # others use ChunkedLocalAttention when attention_chunk_size is set. transformers fills an empty
    # no_rope_layers with int((i + 1) % no_rope_layer_interval != 0).
    n = _num_layers(text)
    heads, head = _kv_heads(text), text.int("head_dim")
    chunk = text.opt_int("attention_chunk_size", maximum=_MAX_LENGTH)
    rope_flags = text.int_list("no_rope_layers") or []
    if not rope_flags:
        interval = text.int("no_rope_layer_interval")
        rope_flags = [int((i + 1) % interval != 0) for i in range(n)]
    if len(rope_flags) != n:
        raise text.fail("no_rope_layers", f"has {len(rope_flags)} entries but the model has {n} layers",
                        "make it one 0/1 entry per layer")
    return _Built(tuple(
        AttentionLayer(kind="chunked", num_kv_heads=heads, head_size=head, attention_chunk_size=chunk)
        if flag != 0 and chunk else AttentionLayer(kind="full", num_kv_heads=heads, head_size=head)
        for flag in rope_flags
    ))


def _mla(text: _View) -> _Built:
    # DeepSeek-V2/V3/R1, Kimi-K2 (deepseek_v2.py; get_head_size for is_deepseek_mla): one latent "head" of
    # kv_lora_rank + qk_rope_head_dim, not sharded by TP.
    n = _num_layers(text)
    if text.raw("kv_lora_rank", None) is None:
        raise text.fail("kv_lora_rank", "is null", "kvroom models only the MLA variant of this architecture")
    head = text.int("kv_lora_rank") + text.int("qk_rope_head_dim")
    return _Built(tuple(AttentionLayer(kind="mla", num_kv_heads=1, head_size=head) for _ in range(n)))


def _nemotron_h(text: _View) -> _Built:
    # nemotron_h.py NemotronHModel: one decoder layer per character of hybrid_override_pattern
    # (M = Mamba2, * = attention, - = MLP, E = MoE); only M and * hold cache.
    pattern = text.raw("hybrid_override_pattern", None)
    if pattern is not None:
        if not isinstance(pattern, str) or not pattern:
            raise text.fail("hybrid_override_pattern", f"must be a non-empty string, got {_short(pattern)}")
        key, kinds = "hybrid_override_pattern", list(pattern)
    else:
        key = "layers_block_type" if text.has("layers_block_type") else "layer_types"
        names = text.str_list(key)
        if names is None:
            raise text.fail("hybrid_override_pattern", "is missing", "add it (e.g. \"M-M*-\") to the config")
        legacy = {"mamba": "M", "linear_attention": "M", "attention": "*", "full_attention": "*",
                  "mlp": "-", "moe": "E"}
        _check_types(text, key, names, set(legacy))
        kinds = [legacy[name] for name in names]
    _check_types(text, key, kinds, {"M", "*", "-", "E"})
    if len(kinds) > _MAX_LAYERS:
        raise text.fail(key, f"describes {len(kinds)} layers", "check the config")
    heads, head = _kv_heads(text), _head_size(text)
    mamba = MambaLayer(
        kind="mamba2",
        intermediate_size=text.int("mamba_num_heads") * text.int("mamba_head_dim"),
        n_groups=text.int("n_groups"),
        d_state=text.int("ssm_state_size"),
        num_heads=text.int("mamba_num_heads"),
        head_dim=text.int("mamba_head_dim"),
        conv_kernel=text.int("conv_kernel"),
        # vllm/model_executor/models/config.py::NemotronHForCausalLMConfig: with --mamba-ssm-cache-dtype auto
        # the SSM state takes the config's mamba_ssm_cache_dtype, else float32.
        ssm_dtype=_state_dtype(text, "mamba_ssm_cache_dtype", "float32"),
    )
    layers: list[Layer] = []
    indices: list[int] = []
    for i, kind in enumerate(kinds):
        if kind == "M":
            layers.append(mamba)
        elif kind == "*":
            layers.append(_attention("full", heads, head, _window(text)))
        else:
            continue
        indices.append(i)
    return _Built(tuple(layers), tuple(indices), num_hidden_layers=len(kinds))


def _jamba(text: _View) -> _Built:
    # jamba.py: layer i is attention when i % attn_layer_period == attn_layer_offset, else Mamba1 with
    # intermediate mamba_expand * hidden_size; attention head size is hidden_size // num_attention_heads.
    n = _num_layers(text)
    period = text.int("attn_layer_period", maximum=_MAX_LAYERS)
    offset = text.int("attn_layer_offset", minimum=0, maximum=_MAX_LAYERS)
    if offset >= period:
        raise text.fail("attn_layer_offset", f"({offset}) must be smaller than attn_layer_period ({period})")
    heads, head = _kv_heads(text), _hidden_over_heads(text)
    mamba = MambaLayer(kind="mamba1", intermediate_size=_mamba_intermediate(text),
                       d_state=text.int("mamba_d_state"), conv_kernel=text.int("mamba_d_conv"))
    window = _window(text)
    return _Built(tuple(
        _attention("full", heads, head, window) if i % period == offset else mamba for i in range(n)
    ))


def _mamba2_d_head(text: _View, intermediate: int) -> int:
    # transformers GraniteMoeHybridConfig / FalconH1Config: mamba_d_head "auto" = intermediate // mamba_n_heads.
    if text.raw("mamba_d_head", None) in ("auto", None):
        heads = text.int("mamba_n_heads")
        if intermediate // heads < 1:  # a zero-byte Mamba state: vLLM's page size would be 0 (division by zero)
            raise text.fail("mamba_d_head", f"is 'auto', which gives mamba_expand x hidden_size ({intermediate}) // "
                            f"mamba_n_heads ({heads}) = 0", "set mamba_d_head or fix mamba_n_heads")
        return intermediate // heads
    return text.int("mamba_d_head")


def _mamba_intermediate(text: _View, *, float_expand: bool = False) -> int:
    """mamba_expand x hidden_size, checked where the numbers enter (a float mamba_expand only for FalconH1, whose
    FalconH1ParallelHybrid takes int(mamba_expand * hidden_size); Jamba and GraniteMoeHybrid multiply ints)."""
    expand = text.float("mamba_expand") if float_expand else text.int("mamba_expand")
    hidden = text.int("hidden_size")
    if expand * hidden > _MAX_DIM or int(expand * hidden) < 1:
        raise text.fail("mamba_expand", f"({_short(expand)}) x hidden_size ({hidden}) must give an intermediate size "
                        f"between 1 and {_MAX_DIM}")
    return int(expand * hidden)


def _granite_hybrid(text: _View) -> _Built:
    # granitemoehybrid.py: layer_types "full_attention" / "linear_attention" (Mamba2, intermediate
    # mamba_expand * hidden_size); attention head size hidden_size // num_attention_heads.
    n = _num_layers(text)
    types = text.str_list("layer_types", length=n) or text.str_list("layers_block_type", length=n)
    if types is None:
        types = ["linear_attention"] * n  # transformers default
    _check_types(text, "layer_types", types, {"full_attention", "linear_attention"})
    intermediate = _mamba_intermediate(text)
    mamba = MambaLayer(kind="mamba2", intermediate_size=intermediate, n_groups=text.int("mamba_n_groups"),
                       d_state=text.int("mamba_d_state"), num_heads=text.int("mamba_n_heads"),
                       head_dim=_mamba2_d_head(text, intermediate), conv_kernel=text.int("mamba_d_conv"))
    heads, head = _kv_heads(text), _hidden_over_heads(text)
    return _Built(tuple(
        _attention("full", heads, head) if t == "full_attention" else mamba for t in types
    ))


def _falcon_h1(text: _View) -> _Built:
    # falcon_h1.py FalconH1ParallelHybrid: every decoder layer has both an attention branch and a Mamba2
    # branch (intermediate mamba_d_ssm, or mamba_expand * hidden_size when null).
    n = _num_layers(text)
    d_ssm = text.opt_int("mamba_d_ssm")
    intermediate = d_ssm if d_ssm is not None else _mamba_intermediate(text, float_expand=True)
    mamba = MambaLayer(kind="mamba2", intermediate_size=intermediate, n_groups=text.int("mamba_n_groups"),
                       d_state=text.int("mamba_d_state"), num_heads=text.int("mamba_n_heads"),
                       head_dim=_mamba2_d_head(text, intermediate), conv_kernel=text.int("mamba_d_conv"))
    attention = _attention("full", _kv_heads(text), _head_size(text))
    layers: list[Layer] = []
    for _ in range(n):
        layers += [attention, mamba]
    return _Built(tuple(layers), tuple(i for i in range(n) for _ in (0, 1)))


def _qwen3_next(text: _View) -> _Built:
    # qwen3_next.py: layer_types[i] "full_attention" (gated attention, head_dim) or "linear_attention"
    # (GatedDeltaNet, linear_* keys). transformers derives layer_types from full_attention_interval.
    n = _num_layers(text)
    types = text.str_list("layer_types", length=n)
    if types is None:
        interval = text.int("full_attention_interval", maximum=_MAX_LAYERS)
        types = ["linear_attention" if (i + 1) % interval else "full_attention" for i in range(n)]
    _check_types(text, "layer_types", types, {"full_attention", "linear_attention"})
    gdn = MambaLayer(kind="gdn", num_k_heads=text.int("linear_num_key_heads"),
                     head_k_dim=text.int("linear_key_head_dim"), num_v_heads=text.int("linear_num_value_heads"),
                     head_v_dim=text.int("linear_value_head_dim"), conv_kernel=text.int("linear_conv_kernel_dim"))
    heads, head = _kv_heads(text), _head_size(text)
    return _Built(tuple(_attention("full", heads, head) if t == "full_attention" else gdn for t in types))


def _check_types(text: _View, key: str, values: list[str], allowed: set[str]) -> None:
    unknown = sorted(set(values) - allowed)
    if unknown:
        raise UnknownArchitectureError(
            f"{text.file}: key '{text.prefix}{key}' has layer type {unknown[0]!r} that kvroom does not model "
            f"(known: {', '.join(sorted(allowed))}); use a supported model or file an issue"
        )


def _state_dtype(text: _View, key: str, default: str) -> str | None:
    value = text.raw(key, None)
    if value is None:
        return default
    if value == "auto":
        return None
    if not isinstance(value, str) or value not in _DTYPES:
        raise UnknownArchitectureError(
            f"{text.file}: key '{text.prefix}{key}' is {_short(value)}, not one of auto, "
            f"{', '.join(_DTYPES)}; fix the config"
        )
    return _DTYPES[value]


# ---- families added with the tools/oracle/cases_families.py goldens ------------------------------------------


def _per_layer_types(text: _View) -> _Built:
    """Attention that passes ``layer_types``' window per layer; head_dim, else hidden_size // heads.

    granite.py granite_layer_attn_params; ernie45.py (LlamaForCausalLM); the Transformers backend
    (transformers/base.py::_create_attention_instances: ``per_layer_sliding_window`` for "sliding_attention",
    head size / KV heads from ModelArchConfigConvertorBase) for Glm, Olmo, Olmo2, Phi, SeedOss, Starcoder2.
    """
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    windows = _layer_types_windows(text, n, _window(text), reads_layer_types=True)
    return _Built(tuple(_attention("full", heads, head, w) for w in windows))


def _hidden_heads_per_layer_types(text: _View) -> _Built:
    # granitemoe.py GraniteMoeAttention: head_dim = hidden_size // num_attention_heads (head_dim is ignored);
    # windows per layer from layer_types (granite_layer_attn_params).
    n = _num_layers(text)
    heads, head = _kv_heads(text), _hidden_over_heads(text)
    windows = _layer_types_windows(text, n, _window(text), reads_layer_types=True)
    return _Built(tuple(_attention("full", heads, head, w) for w in windows))


def _hidden_heads(text: _View) -> _Built:
    # stablelm.py StablelmAttention / lfm2-less plain models: head_dim = hidden_size // num_attention_heads,
    # KV heads num_key_value_heads; only CacheConfig's window (no per-layer window).
    n = _num_layers(text)
    heads, head = _kv_heads(text), _hidden_over_heads(text)
    windows = _layer_types_windows(text, n, _window(text), reads_layer_types=False)
    return _Built(tuple(_attention("full", heads, head, w) for w in windows))


def _pattern_layer_types(text: _View, n: int, default_pattern: int) -> list[str]:
    # transformers Cohere2Config / Exaone4Config / Olmo3Config.__post_init__: without layer_types, layer i is
    # "full_attention" when (i + 1) % sliding_window_pattern == 0, else "sliding_attention".
    types = text.str_list("layer_types", length=n)
    if types is None:
        pattern = text.int("sliding_window_pattern", default=default_pattern, maximum=_MAX_LAYERS)
        types = ["sliding_attention" if (i + 1) % pattern else "full_attention" for i in range(n)]
    _check_types(text, "layer_types", types, {"sliding_attention", "full_attention"})
    return types


def _cohere2(text: _View) -> _Built:
    # commandr.py CohereAttention (Cohere2): a "sliding_attention" layer gets sliding_window + 1 (vLLM's
    # training-convention fix); head_dim as in the config (Cohere2Config derives hidden_size // heads).
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    types = _pattern_layer_types(text, n, 4)
    window = text.opt_int("sliding_window", maximum=_MAX_LENGTH - 1)
    if window is None and "sliding_attention" in types:
        raise text.fail("sliding_window", "is null but layer_types has sliding layers",
                        "vLLM's commandr.py needs a window; set sliding_window")
    return _Built(tuple(
        _attention("full", heads, head, window + 1 if t == "sliding_attention" and window else None)
        for t in types
    ))


def _derived_layer_types(text: _View) -> _Built:
    # exaone4.py Exaone4Attention / Olmo3 (Transformers backend): the window on each "sliding_attention" layer
    # of the (possibly derived) layer_types.
    n = _num_layers(text)
    heads, head = _kv_heads(text), _head_size(text)
    window = _window(text)
    if window is None:
        types = text.str_list("layer_types", length=n) or ["full_attention"] * n
        _check_types(text, "layer_types", types, {"sliding_attention", "full_attention"})
    else:
        raw_pattern = text.raw("sliding_window_pattern", None)
        if isinstance(raw_pattern, str) and text.raw("layer_types", None) is None:
            raise text.fail("sliding_window_pattern", f"is {_short(raw_pattern)} and layer_types is missing",
                            "add layer_types (one entry per layer)")
        types = _pattern_layer_types(text, n, 4)
    return _Built(tuple(
        _attention("full", heads, head, window if t == "sliding_attention" else None) for t in types
    ))


def _gpt_bigcode(text: _View) -> _Built:
    # Transformers backend; GPTBigCodeConfig: num_key_value_heads = 1 when multi_query else n_head;
    # head size n_embd // n_head.
    n = _num_layers(text)
    heads = 1 if text.bool("multi_query", default=True) else text.int("num_attention_heads")
    head = _hidden_over_heads(text)
    return _Built(tuple(_attention("full", heads, head, _window(text)) for _ in range(n)))


def _falcon(text: _View) -> _Built:
    # falcon.py FalconAttention: new_decoder_architecture -> num_kv_heads (FalconConfig: num_attention_heads
    # when null); else multi_query -> 1 KV head; else num_attention_heads. head_dim = hidden_size // heads.
    n = _num_layers(text)
    if text.bool("new_decoder_architecture", default=False):
        heads = text.opt_int("num_kv_heads") or text.int("num_attention_heads")
    elif text.bool("multi_query", default=True):
        heads = 1
    else:
        heads = text.int("num_attention_heads")
    head = _hidden_over_heads(text)
    # rotary and alibi attention are built without cache_config: the KV cache ignores --kv-cache-dtype
    return _Built(tuple(_attention("full", heads, head, _window(text), uses_kv_cache_dtype=False)
                        for _ in range(n)))


def _has_attention(built: _Built) -> bool:
    return any(isinstance(layer, AttentionLayer) for layer in built.layers)


def _mamba1(text: _View) -> _Built:
    # mamba.py MambaForCausalLM.get_mamba_state_shape_from_config: intermediate_size (MambaConfig:
    # expand * hidden_size), state_size, conv_kernel; every layer is a Mamba1 mixer, no attention.
    n = _num_layers(text)
    inner = text.opt_int("intermediate_size") or text.int("expand") * text.int("hidden_size")
    mamba = MambaLayer(kind="mamba1", intermediate_size=inner, d_state=text.int("state_size"),
                       conv_kernel=text.int("conv_kernel"))
    return _Built(tuple(mamba for _ in range(n)))


def _mamba2_only(text: _View) -> _Built:
    # mamba2.py Mamba2ForCausalLM.get_mamba_state_shape_from_config: intermediate expand * hidden_size,
    # n_groups, num_heads, head_dim, state_size, conv_kernel; no attention.
    n = _num_layers(text)
    mamba = MambaLayer(kind="mamba2", intermediate_size=text.int("expand") * text.int("hidden_size"),
                       n_groups=text.int("n_groups"), d_state=text.int("state_size"),
                       num_heads=text.int("num_heads"), head_dim=text.int("head_dim"),
                       conv_kernel=text.int("conv_kernel"))
    return _Built(tuple(mamba for _ in range(n)))


def _lfm2(text: _View) -> _Built:
    # lfm2.py Lfm2Model: layer_types[i] == "full_attention" -> attention (head_dim hidden_size // heads), else
    # a short convolution (state: conv_L_cache - 1 x conv_dim). transformers Lfm2Config derives layer_types
    # from full_attn_idxs (all layers when absent).
    n = _num_layers(text)
    types = text.str_list("layer_types", length=n)
    if types is None:
        idxs = text.int_list("full_attn_idxs")
        full = set(range(n)) if idxs is None else set(idxs)
        types = ["full_attention" if i in full else "conv" for i in range(n)]
    _check_types(text, "layer_types", types, {"full_attention", "conv"})
    # the conv state is (conv_L_cache - 1) x conv_dim: conv_L_cache 1 is a zero-byte state (page size 0)
    conv = MambaLayer(kind="short_conv", intermediate_size=text.int("conv_dim"),
                      conv_kernel=text.int("conv_L_cache", minimum=2))
    heads, head = _kv_heads(text), _hidden_over_heads(text)
    return _Built(tuple(_attention("full", heads, head) if t == "full_attention" else conv for t in types))


@frozen
class _Family:
    """One architecture family: how to build its layers, and which text model types it covers."""

    build: Callable[[_View], _Built]
    text_model_types: frozenset[str]
    multimodal: bool = False
    has_rope: bool = True


def _family(build: Callable[[_View], _Built], *model_types: str, multimodal: bool = False,
            has_rope: bool = True) -> _Family:
    return _Family(build, frozenset(model_types), multimodal, has_rope)


# architecture (config.json architectures[0]) -> how vLLM builds its decoder layers.
_ARCHITECTURES: dict[str, _Family] = {
    "LlamaForCausalLM": _family(_dense, "llama"),
    "MistralForCausalLM": _family(_dense, "mistral"),
    "MixtralForCausalLM": _family(_dense, "mixtral"),
    "Phi3ForCausalLM": _family(_dense, "phi3"),
    "Glm4MoeForCausalLM": _family(_dense, "glm4_moe"),
    "MiniMaxM2ForCausalLM": _family(_dense, "minimax_m2"),
    "Qwen2ForCausalLM": _family(_qwen2, "qwen2"),
    "Qwen2MoeForCausalLM": _family(_qwen2, "qwen2_moe"),
    "Qwen3ForCausalLM": _family(_qwen2, "qwen3"),
    "Qwen3MoeForCausalLM": _family(_qwen2, "qwen3_moe"),
    "Qwen2_5_VLForConditionalGeneration": _family(_qwen2, "qwen2_5_vl", "qwen2_5_vl_text", multimodal=True),
    "Gemma2ForCausalLM": _family(_reads_layer_types, "gemma2"),
    "Gemma3ForCausalLM": _family(_reads_layer_types, "gemma3_text"),
    "Gemma3ForConditionalGeneration": _family(_reads_layer_types, "gemma3_text", multimodal=True),
    "GptOssForCausalLM": _family(_gpt_oss, "gpt_oss"),
    "Llama4ForConditionalGeneration": _family(_llama4, "llama4_text", multimodal=True),
    "Llama4ForCausalLM": _family(_llama4, "llama4_text"),
    "DeepseekV2ForCausalLM": _family(_mla, "deepseek_v2"),
    "DeepseekV3ForCausalLM": _family(_mla, "deepseek_v3", "kimi_k2"),
    "NemotronHForCausalLM": _family(_nemotron_h, "nemotron_h", has_rope=False),
    "JambaForCausalLM": _family(_jamba, "jamba", has_rope=False),
    "GraniteMoeHybridForCausalLM": _family(_granite_hybrid, "granitemoehybrid"),
    "FalconH1ForCausalLM": _family(_falcon_h1, "falcon_h1"),
    "Qwen3NextForCausalLM": _family(_qwen3_next, "qwen3_next"),
    # families added with the tools/oracle/cases_families.py goldens
    "GemmaForCausalLM": _family(_dense, "gemma"),  # gemma.py: head_dim from the config
    "GraniteForCausalLM": _family(_per_layer_types, "granite"),
    "GraniteMoeForCausalLM": _family(_hidden_heads_per_layer_types, "granitemoe"),
    "Glm4ForCausalLM": _family(_dense, "glm4"),  # glm4.py: head_dim or hidden_size // heads
    "GlmForCausalLM": _family(_per_layer_types, "glm"),  # Transformers backend
    "CohereForCausalLM": _family(_dense, "cohere"),  # commandr.py v1: no per-layer window
    "Cohere2ForCausalLM": _family(_cohere2, "cohere2"),
    "OlmoForCausalLM": _family(_per_layer_types, "olmo"),  # Transformers backend
    "Olmo2ForCausalLM": _family(_per_layer_types, "olmo2"),  # Transformers backend
    "Olmo3ForCausalLM": _family(_derived_layer_types, "olmo3"),  # Transformers backend
    "Starcoder2ForCausalLM": _family(_per_layer_types, "starcoder2"),  # Transformers backend
    "StableLmForCausalLM": _family(_hidden_heads, "stablelm"),
    "PhiForCausalLM": _family(_per_layer_types, "phi"),  # Transformers backend
    "Exaone4ForCausalLM": _family(_derived_layer_types, "exaone4"),
    "Ernie4_5ForCausalLM": _family(_per_layer_types, "ernie4_5"),  # ernie45.py: LlamaForCausalLM
    "SeedOssForCausalLM": _family(_per_layer_types, "seed_oss"),  # Transformers backend
    "GPT2LMHeadModel": _family(_hidden_heads, "gpt2", has_rope=False),  # gpt2.py: n_head KV heads
    "GPTBigCodeForCausalLM": _family(_gpt_bigcode, "gpt_bigcode", has_rope=False),
    "FalconForCausalLM": _family(_falcon, "falcon"),
    "Qwen2VLForConditionalGeneration": _family(_qwen2, "qwen2_vl", "qwen2_vl_text", multimodal=True),
    "Qwen3VLForConditionalGeneration": _family(_dense, "qwen3_vl_text", multimodal=True),
    "Qwen3VLMoeForConditionalGeneration": _family(_dense, "qwen3_vl_moe_text", multimodal=True),
    "Mistral3ForConditionalGeneration": _family(_dense, "mistral", multimodal=True),
    "LlavaForConditionalGeneration": _family(_dense, "llama", "mistral", multimodal=True),
    "MambaForCausalLM": _family(_mamba1, "mamba", has_rope=False),
    "Mamba2ForCausalLM": _family(_mamba2_only, "mamba2", has_rope=False),
    "Lfm2ForCausalLM": _family(_lfm2, "lfm2"),
}


def supported_architectures() -> tuple[str, ...]:
    """The config.json ``architectures`` names kvroom can normalize."""
    return tuple(sorted(_ARCHITECTURES))


# --------------------------------------------------------------------------------------------------------------
# Public entry points
# --------------------------------------------------------------------------------------------------------------


def describe_config(
    config: Mapping[str, Any],
    *,
    model_id: str,
    source: str,
    hf_quant_config: Mapping[str, Any] | None = None,
    checkpoint: CheckpointFacts | None = None,
) -> ModelDescription:
    """Normalize one Hugging Face config.json dict into the ModelDescription vLLM's model code would build.

    ``source`` names the file in error messages (a path, or "catalog:<id>"). ``hf_quant_config`` is the
    ModelOpt ``hf_quant_config.json`` when the checkpoint has one; ``checkpoint`` is passed through.
    """
    if not isinstance(config, Mapping):
        raise ConfigError(f"{source}: the config must be a JSON object, got {type(config).__name__}; "
                          "pass the model's config.json")
    top = _View(config, file=source)
    architecture = _architecture(top)
    family = _ARCHITECTURES[architecture]
    model_type = top.str("model_type")

    text_dict = config.get("text_config")
    if text_dict is None:
        text_dict, prefix, text_model_type = config, "", model_type
    elif isinstance(text_dict, Mapping):
        prefix = "text_config."
        if text_dict.get("model_type") is None:
            # transformers gives a text_config without model_type its sub-config's default (LlavaConfig: "llama");
            # the family's first text model type stands for it (str(..., default=None) refused None before)
            text_model_type = next(iter(sorted(family.text_model_types)))
        else:
            text_model_type = _View(text_dict, file=source, prefix=prefix).str("model_type")
    else:
        raise top.fail("text_config", f"must be an object, got {_short(text_dict)}")
    if text_model_type not in family.text_model_types:
        raise UnknownArchitectureError(
            f"{source}: key '{prefix}model_type' is {text_model_type!r}, which kvroom does not model for "
            f"{architecture} (expected {', '.join(sorted(family.text_model_types))}); check the config"
        )
    text = _View(_apply_attribute_map(text_dict, text_model_type), file=source, prefix=prefix, defaults=_TEXT_DEFAULTS.get(text_model_type, {}),
                 model_type=text_model_type)

    built = family.build(text)
    num_hidden_layers = built.num_hidden_layers or _num_layers(text)
    if len(built.layers) > 2 * _MAX_LAYERS:
        raise text.fail("num_hidden_layers", f"gives {len(built.layers)} layers", "check the config")
    context = _context(text, family, model_type)
    facts = {
        "hidden_size": text.int("hidden_size"),
        # attention-free models (Mamba, Mamba2) have no num_attention_heads; vLLM reads 0 (getattr default)
        "num_attention_heads": (text.int("num_attention_heads") if _has_attention(built)
                                else text.int("num_attention_heads", default=0, minimum=0)),
        "vocab_size": text.int("vocab_size", maximum=_MAX_VOCAB),
        "intermediate_size": text.int("intermediate_size", default=0, minimum=0),
        "tie_word_embeddings": _tie(top, text),
        "moe": _moe(text),
        "mla": _mla_facts(text) if any(getattr(l, "kind", "") == "mla" for l in built.layers) else None,
    }
    quantization = _quantization(top, text_dict, hf_quant_config, source)
    notes = []
    if text.defaults_used:
        notes.append(f"transformers defaults applied for absent keys: {', '.join(sorted(text.defaults_used))}")
    dtype, dtype_note = _dtype(top, text_dict, source)
    if dtype_note:
        notes.append(dtype_note)

    return ModelDescription(
        model_id=model_id,
        architecture=architecture,
        model_type=model_type,
        text_model_type=text_model_type,
        dtype=dtype,  # type: ignore[arg-type]
        layers=built.layers,
        context=context,
        num_hidden_layers=num_hidden_layers,
        quantization=quantization,
        **facts,
        checkpoint=checkpoint,
        is_multimodal=family.multimodal,
        is_pooling=False,
        notes=tuple(notes),
        layer_indices=built.layer_indices,
        num_mtp_layers=_mtp_layers(text),
    )


def _mtp_layers(text: _View) -> int:
    """MTP layers after the decoder stack: num_nextn_predict_layers (DeepSeek-V3, GLM-4.5, MiMo) or
    mtp_num_hidden_layers (Qwen3-Next), as vLLM's *_mtp.py models read them; 0 when absent."""
    for key in ("num_nextn_predict_layers", "mtp_num_hidden_layers"):
        value = text.opt_int(key, minimum=0, maximum=64) if text.has(key) else None
        if value:
            return value
    if text.model_type == "qwen3_next":
        return 1  # qwen3_next_mtp.py: getattr(config, "num_nextn_predict_layers", 1)
    return 0


def load_config_path(path: str | Path) -> ModelDescription:
    """Read a local model: a directory holding config.json, or a config.json path.

    Next to config.json it also reads ``hf_quant_config.json`` (ModelOpt) and ``model.safetensors.index.json``
    (``metadata.total_size``) when present.
    """
    from pathlib import Path  # imported here: the catalog path of `kvroom plan` never reads a file by path

    path = Path(path)
    config_path = path / "config.json" if path.is_dir() else path
    if not config_path.exists():  # not is_file(): a FIFO config.json gets _read_json's precise refusal
        raise ConfigError(f"{config_path}: no such file; pass a model directory holding config.json "
                          "or the path of a config.json")
    config = _read_json(config_path)
    folder = config_path.parent
    quant_path = folder / "hf_quant_config.json"
    hf_quant = _read_json(quant_path) if quant_path.exists() else None
    if hf_quant is not None and not isinstance(hf_quant, dict):
        raise ConfigError(f"{quant_path}: must be a JSON object; fix or remove the file")
    checkpoint = _local_checkpoint(folder)
    model_id = str(folder) if config_path.name == "config.json" else str(config_path)
    return describe_config(config, model_id=model_id, source=str(config_path),
                           hf_quant_config=hf_quant, checkpoint=checkpoint)


def _local_checkpoint(folder: Path) -> CheckpointFacts | None:
    """Exact bytes from the safetensors headers next to config.json (headers only, never tensor data); the
    index's total_size when the shards are not there (a config-only download)."""
    from kvroom.sources.safetensors import read_checkpoint_dir

    index = folder / "model.safetensors.index.json"
    has_weights = any(folder.glob("*.safetensors"))
    if has_weights:
        if index.exists():
            from kvroom.sources.safetensors import read_index

            if not all((folder / shard).exists() for shard in read_index(index)):
                return _index_checkpoint(index)  # partial download: totals only
        return read_checkpoint_dir(folder)
    return _index_checkpoint(index)


def _read_json(path: Path) -> Any:
    try:
        from kvroom.sources.files import read_regular_file

        raw = read_regular_file(path, _MAX_CONFIG_BYTES, "JSON file")  # a FIFO named config.json must not block
        if len(raw) > _MAX_CONFIG_BYTES:
            raise ConfigError(f"{path}: is larger than {_MAX_CONFIG_BYTES >> 20} MiB, not a config file; "
                              "pass the model's config.json")
        return json.loads(raw.decode("utf-8"))
    except ConfigError:
        raise
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: is not UTF-8 text; pass the model's config.json") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
                          "fix the file or download it again") from None
    except ValueError as exc:
        # json's other ValueError: an integer literal over Python's int_max_str_digits (4300) limit, e.g. a
        # hostile "num_hidden_layers": 10**5000; without this it escaped as an internal error
        raise ConfigError(f"{path}: holds a number too long to be a config value ({str(exc)[:60]}); "
                          "fix the file") from None
    except RecursionError:
        raise ConfigError(f"{path}: is nested too deeply to be a config; fix the file") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be read ({exc.strerror}); check the path and permissions") from None


def _index_checkpoint(index_path: Path) -> CheckpointFacts | None:
    if not index_path.exists():
        return None
    index = _read_json(index_path)
    metadata = index.get("metadata") if isinstance(index, dict) else None
    total = metadata.get("total_size") if isinstance(metadata, dict) else None
    if total is None:
        return None
    if isinstance(total, bool) or not isinstance(total, int) or not 0 < total <= _MAX_CHECKPOINT_BYTES:
        raise ConfigError(f"{index_path}: key 'metadata.total_size' must be a positive integer up to 2**60 bytes, got "
                          f"{_short(total)}; fix or remove the file")
    return CheckpointFacts(total_size_bytes=total, source=f"{index_path.name} metadata.total_size")


# --------------------------------------------------------------------------------------------------------------
# Model-wide facts
# --------------------------------------------------------------------------------------------------------------


def _architecture(top: _View) -> str:
    archs = top.raw("architectures", None)
    if archs is None:
        raise top.fail("architectures", "is missing", "add the model class, e.g. [\"LlamaForCausalLM\"]")
    if not isinstance(archs, list) or not archs or not all(isinstance(a, str) for a in archs):
        raise top.fail("architectures", f"must be a non-empty list of strings, got {_short(archs)}")
    name = archs[0]
    if name not in _ARCHITECTURES:
        raise UnknownArchitectureError(
            f"{top.file}: key 'architectures' names {name!r}, which kvroom does not model; supported: "
            f"{', '.join(supported_architectures())}"
        )
    return name


def _dtype(top: _View, text_dict: Mapping[str, Any], source: str) -> tuple[str, str | None]:
    # ModelArchConfigConvertorBase.get_torch_dtype: the config's dtype, then the text config's; vLLM then reads
    # the safetensors dtypes, and falls back to float32 (which "auto" downcasts on SM >= 8.0).
    for view_dict, prefix in ((top.data, ""), (text_dict, "text_config." if text_dict is not top.data else "")):
        for key in ("dtype", "torch_dtype"):
            value = view_dict.get(key)
            if value is None:
                continue
            if isinstance(value, str) and value.startswith("torch."):
                value = value[len("torch."):]
            if not isinstance(value, str) or value not in _DTYPES:
                raise UnknownArchitectureError(
                    f"{source}: key '{prefix}{key}' is {_short(value)}, which kvroom does not model "
                    f"(known: {', '.join(_DTYPES)}); fix the config or pass --dtype"
                )
            return _DTYPES[value], None
    return "float32", ("config has no torch_dtype: vLLM uses the safetensors weights' dtype when it can read "
                       "them, else float32 (downcast by dtype auto)")


def _context(text: _View, family: _Family, model_type: str) -> ContextFacts:
    length_keys = tuple((key, value) for key in LENGTH_KEYS if (value := text.number(key)) is not None)
    rope = _rope(text)
    _check_rope_lengths(text, rope, length_keys)
    has_rope = family.has_rope or bool(rope) or text.raw("rope_theta", None) is not None
    if text.raw("position_embedding_type", None) == "nope":
        has_rope = False
    return ContextFacts(
        length_keys=length_keys,
        model_max_length=text.opt_int("model_max_length", maximum=_MAX_LENGTH),
        has_rope=has_rope,
        rope=rope,
        original_max_position_embeddings=text.opt_int("original_max_position_embeddings", maximum=_MAX_LENGTH),
        is_gemma3="gemma3" in model_type or "gemma3" in text.model_type,
        sliding_window=_window(text),
    )


def _rope(text: _View) -> tuple[RopeScaling, ...]:
    # vLLM 0.12+ reads rope_parameters (transformers 5 builds it from rope_scaling); it may be nested by layer
    # type ({"full_attention": {...}, "sliding_attention": {...}}).
    key = "rope_parameters" if text.raw("rope_parameters", None) is not None else "rope_scaling"
    value = text.raw(key, None)
    if value is None:
        return ()
    if not isinstance(value, Mapping):
        raise text.fail(key, f"must be an object, got {_short(value)}")
    nested = value and all(isinstance(v, Mapping) or v is None for v in value.values())
    entries = [(f"{key}.{name}", v) for name, v in value.items() if v is not None] if nested else [(key, value)]
    return tuple(_rope_entry(text, where, entry) for where, entry in entries)


def _check_rope_lengths(text: _View, rope: tuple[RopeScaling, ...], length_keys: tuple[tuple[str, Any], ...]) -> None:
    """Every length a release may scale (a length key, or YaRN's original_max_position_embeddings on 0.10-0.12,
    spec §1.3) times the RoPE factor must be a usable context length: 1e-10 derived 0 tokens (a division by
    zero later), 1e308 an infinite one (an overflow later). Checked here, where the numbers enter."""
    original = text.raw("original_max_position_embeddings", None)
    for entry in rope:
        if entry.factor is None:
            continue
        bases = [(key, value) for key, value in length_keys]
        if entry.original_max_position_embeddings:
            bases.append(("rope_scaling.original_max_position_embeddings", entry.original_max_position_embeddings))
        if isinstance(original, int) and not isinstance(original, bool) and original > 0:
            bases.append(("original_max_position_embeddings", original))
        for key, base in bases:
            scaled = base * entry.factor
            if not 1 <= scaled <= _MAX_LENGTH:
                raise text.fail("rope_scaling.factor", f"({_short(entry.factor)}) x {key} ({base}) gives a context "
                                f"length of {_short(scaled)} tokens, outside 1..{_MAX_LENGTH}", "fix the factor")


def _rope_entry(text: _View, where: str, entry: Mapping[str, Any]) -> RopeScaling:
    rope_type = entry.get("rope_type", entry.get("type", "default"))
    if not isinstance(rope_type, str) or not rope_type:
        raise text.fail(where + ".rope_type", f"must be a string, got {_short(rope_type)}")
    factor = entry.get("factor")
    if factor is not None and (isinstance(factor, bool) or not isinstance(factor, (int, float))
                               or not math.isfinite(factor) or factor <= 0):
        raise text.fail(where + ".factor", f"must be a positive number, got {_short(factor)}")
    original = entry.get("original_max_position_embeddings")
    if original is not None and (isinstance(original, bool) or not isinstance(original, int)
                                 or not 0 < original <= _MAX_LENGTH):
        raise text.fail(where + ".original_max_position_embeddings",
                        f"must be a positive integer, got {_short(original)}")
    return RopeScaling(rope_type=rope_type, factor=None if factor is None else float(factor),
                       original_max_position_embeddings=original)


def _mla_facts(text: _View) -> MLAFacts:
    return MLAFacts(
        kv_lora_rank=text.int("kv_lora_rank"),
        qk_nope_head_dim=text.int("qk_nope_head_dim"),
        qk_rope_head_dim=text.int("qk_rope_head_dim"),
        v_head_dim=text.int("v_head_dim"),
        q_lora_rank=text.opt_int("q_lora_rank"),
    )


def _tie(top: _View, text: _View) -> bool:
    if "tie_word_embeddings" in top.data and top.data is not text.data:
        return top.bool("tie_word_embeddings", default=False)
    return text.bool("tie_word_embeddings", default=False)


def _moe(text: _View) -> MoEFacts | None:
    experts_key = next((k for k in ("num_experts", "n_routed_experts", "num_local_experts", "moe_num_experts")
                        if text.raw(k, None) is not None), None)
    if experts_key is None:
        return None
    experts = text.int(experts_key, minimum=0)  # 0 experts: a dense model (GraniteMoeHybrid without MoE)
    if experts <= 1:
        return None
    per_tok_key = next((k for k in ("num_experts_per_tok", "experts_per_token", "num_experts_per_token")
                        if text.raw(k, None) is not None), None)
    if per_tok_key is None:
        raise text.fail("num_experts_per_tok", "is missing for a mixture-of-experts model",
                        "add it to the config")
    moe_size = text.opt_int("moe_intermediate_size")
    if moe_size is None:
        moe_size = text.int("intermediate_size")  # Mixtral / gpt-oss / Jamba: experts use intermediate_size
    shared = text.int("n_shared_experts", default=0, minimum=0)
    shared_size = text.int("shared_expert_intermediate_size", default=0, minimum=0)
    if shared and not shared_size:
        shared_size = shared * moe_size
    elif shared_size and not shared:
        shared = 1
    return MoEFacts(
        num_experts=experts,
        num_experts_per_tok=text.int(per_tok_key),
        moe_intermediate_size=moe_size,
        num_shared_experts=shared,
        shared_expert_intermediate_size=shared_size,
        first_k_dense_replace=text.int("first_k_dense_replace", default=0, minimum=0, maximum=_MAX_LAYERS),
        moe_layer_freq=text.int("moe_layer_freq", default=text.raw("expert_layer_period", 1),
                                maximum=_MAX_LAYERS),
    )


def _quantization(top: _View, text_dict: Mapping[str, Any], hf_quant: Mapping[str, Any] | None,
                  source: str) -> QuantizationFacts | None:
    # ModelArchConfigConvertorBase.get_quantization_config: quantization_config (or compression_config), then
    # the text config's; ModelOpt checkpoints may carry it in hf_quant_config.json instead.
    where, cfg = "quantization_config", top.data.get("quantization_config")
    if cfg is None:
        where, cfg = "compression_config", top.data.get("compression_config")
    if cfg is None and text_dict is not top.data:
        where, cfg = "text_config.quantization_config", text_dict.get("quantization_config")
    if cfg is None and hf_quant is not None:
        where, cfg = "hf_quant_config.json", hf_quant
    if cfg is None:
        return None
    if not isinstance(cfg, Mapping):
        raise ConfigError(f"{source}: key '{where}' must be an object, got {_short(cfg)}; fix or remove it")
    method = cfg.get("quant_method")
    producer = cfg.get("producer")
    algo_block = cfg.get("quantization")
    if isinstance(producer, Mapping) and producer.get("name") == "modelopt" and isinstance(algo_block, Mapping):
        algo = str(algo_block.get("quant_algo", "")).upper()
        method = {"FP8": "modelopt", "FP8_PER_CHANNEL_PER_TOKEN": "modelopt", "FP8_PB_WO": "modelopt",
                  "NVFP4": "modelopt_fp4"}.get(algo)
        if method is None:
            raise UnknownArchitectureError(f"{source}: key '{where}.quantization.quant_algo' is "
                                           f"{_short(algo)}, which kvroom does not model; file an issue")
        details_src: Mapping[str, Any] = algo_block
    else:
        details_src = cfg
    if not isinstance(method, str) or not method:
        raise ConfigError(f"{source}: key '{where}.quant_method' is missing; add it (e.g. \"fp8\", \"awq\")")
    method = method.lower().replace("compressed_tensors", "compressed-tensors")
    bits = details_src.get("bits", details_src.get("w_bit", details_src.get("num_bits")))
    low_bits = isinstance(bits, int) and not isinstance(bits, bool) and 0 < bits < 8
    if method not in _QUANT_METHODS and not low_bits:  # never a silent fp8 default for a method kvroom lacks
        raise UnknownArchitectureError(
            f"{source}: key '{where}.quant_method' is {_short(method)}, which kvroom does not model (known: "
            f"{', '.join(sorted(_QUANT_METHODS))}, or any method with bits below 8); file an issue")
    group = details_src.get("group_size", details_src.get("q_group_size"))
    details = tuple(sorted((str(k), str(v)) for k, v in details_src.items()
                           if isinstance(v, (str, int, float, bool)) and k != "quant_method"))
    return QuantizationFacts(
        method=method,
        bits=bits if isinstance(bits, int) and not isinstance(bits, bool) else None,
        group_size=group if isinstance(group, int) and not isinstance(group, bool) else None,
        details=details,
    )


# ---- --hf-overrides / --rope-scaling / --rope-theta (the length and RoPE keys) ---------------------------------

_OVERRIDE_CONTEXT_KEYS = frozenset(LENGTH_KEYS) | {"rope_scaling", "rope_parameters", "rope_theta",
                                                   "original_max_position_embeddings"}


def apply_hf_overrides(model: ModelDescription, hf_overrides: str | None, rope_scaling: str | None,
                       rope_theta: float | None, rules: Any, effects: list[Any]) -> ModelDescription:
    """The model with vLLM's ``--hf-overrides`` (and the older ``--rope-scaling`` / ``--rope-theta``) applied to
    the keys that set its context: the length keys and the rope dict (vllm/config/model.py::ModelConfig.__post_init__
    merges flat keys into the config while loading it and sets dict-valued keys on it afterwards; a
    ``text_config`` dict updates the nested text config). Other keys change the architecture, which kvroom reads
    from the config: they are refused with a way forward rather than ignored."""
    from kvroom.core.frozen import replace as _replace

    from kvroom.core.memflags import FlagEffect, load_flag_json
    from kvroom.errors import InputError

    overrides: dict[str, Any] = {}
    if hf_overrides:
        loaded = load_flag_json(hf_overrides, "--hf-overrides")
        if not isinstance(loaded, dict):
            raise InputError("--hf-overrides must be a JSON object, e.g. '{\"max_position_embeddings\": 131072}'")
        text = loaded.pop("text_config", None)
        if text is not None:
            if not isinstance(text, dict):
                raise InputError("--hf-overrides: \"text_config\" must be an object")
            loaded.update(text)
        overrides.update(loaded)
    if rope_scaling:
        overrides["rope_scaling"] = load_flag_json(rope_scaling, "--rope-scaling")
    if rope_theta is not None:
        overrides["rope_theta"] = rope_theta
    unknown = sorted(set(overrides) - _OVERRIDE_CONTEXT_KEYS)
    if unknown:
        raise InputError(f"--hf-overrides key(s) {', '.join(unknown)}: kvroom applies only the length and RoPE keys "
                         f"({', '.join(sorted(_OVERRIDE_CONTEXT_KEYS))}); for other keys plan an edited config.json "
                         "(kvroom plan path/to/dir)")
    view = _View(overrides, file="--hf-overrides")
    ctx = model.context
    lengths = dict(ctx.length_keys)
    for key in LENGTH_KEYS:
        if key in overrides:
            value = view.number(key)
            if value is None:
                lengths.pop(key, None)
            else:
                lengths[key] = value
    rope = ctx.rope
    if "rope_scaling" in overrides or "rope_parameters" in overrides:
        rope = _rope(view)
    original = ctx.original_max_position_embeddings
    if "original_max_position_embeddings" in overrides:
        original = view.opt_int("original_max_position_embeddings", maximum=_MAX_LENGTH)
    model_max_length = ctx.model_max_length
    if "model_max_length" in overrides:
        model_max_length = view.opt_int("model_max_length", maximum=_MAX_LENGTH)
    new_ctx = _replace(ctx, length_keys=tuple((k, lengths[k]) for k in LENGTH_KEYS if k in lengths), rope=rope,
                       original_max_position_embeddings=original, model_max_length=model_max_length,
                       has_rope=ctx.has_rope or bool(rope))
    shown = json.dumps(overrides, sort_keys=True)
    effect = "sets " + ", ".join(sorted(overrides))
    if any(r.rope_type in ("yarn", "deepseek_yarn") for r in rope) and rules.rope_family == "0.30":
        effect += ("; from vLLM 0.30 YaRN does not scale the derived length (max_position_embeddings is taken as "
                   "already scaled): raise max_position_embeddings too for a longer context")
    effects.append(FlagEffect("--hf-overrides", shown, effect, None, True,
                              "vllm/config/model.py::ModelConfig.__post_init__ (hf_overrides), "
                              "_get_and_verify_max_len (derived length)"))
    return _replace(model, context=new_ctx)
