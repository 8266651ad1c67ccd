"""--max-model-len parsing per release and the derived length. Expected values: spec §1-§2 (from vLLM's source)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from kvroom.core.lengths import AUTO, LengthError, derive_max_model_len, format_shorthand, parse_max_model_len
from kvroom.core.model import ContextFacts, RopeScaling
from kvroom.core.releases import Release

R = Release.parse


@pytest.mark.parametrize(
    "text,release,expected",
    [
        ("32k", "0.33.0", 32000),
        ("32K", "0.33.0", 32768),
        ("128K", "0.14.0", 131072),
        ("1M", "0.33.0", 1048576),
        ("1.5k", "0.9.2", 1500),
        ("25.6k", "0.33.0", 25600),
        ("0.5k", "0.33.0", 500),
        ("1.001k", "0.33.0", 1000),
        ("4.1m", "0.33.0", 4099999),
        ("8.2m", "0.33.0", 8199999),
        ("16.4m", "0.33.0", 16399999),
        ("32.8m", "0.33.0", 32799999),
        ("131072", "0.5.5", 131072),
        ("+131072", "0.33.0", 131072),
        ("1_000", "0.33.0", 1000),
        (" 4096 ", "0.33.0", 4096),
        ("auto", "0.14.0", AUTO),
        ("AUTO", "0.33.0", AUTO),
        ("Auto", "0.33.0", AUTO),
        ("-1", "0.33.0", AUTO),
        ("1t", "0.13.0", 10**12),
    ],
)
def test_parse_accepts(text: str, release: str, expected: int) -> None:
    assert parse_max_model_len(text, R(release)) == expected


@pytest.mark.parametrize(
    "text,release,message",
    [
        ("1.5K", "0.33.0", "argument --max-model-len: Decimals are not allowed with binary suffixes like K. Did you mean to use 1.5k instead?"),
        ("32k", "0.8.3", "argument --max-model-len: invalid int value: '32k'"),
        ("auto", "0.13.0", "argument --max-model-len: invalid human_readable_int value: 'auto'"),
        ("1.5", "0.33.0", "argument --max-model-len: invalid human_readable_int_or_auto value: '1.5'"),
        ("1e5", "0.33.0", "argument --max-model-len: invalid human_readable_int_or_auto value: '1e5'"),
        ("32 k", "0.33.0", "argument --max-model-len: invalid human_readable_int_or_auto value: '32 k'"),
        ("32kb", "0.33.0", "argument --max-model-len: invalid human_readable_int_or_auto value: '32kb'"),
        ("1t", "0.12.0", "argument --max-model-len: invalid human_readable_int value: '1t'"),
        ("0", "0.33.0", "max_model_len must be a positive integer, got int: 0. Example: max_model_len=2048"),
    ],
)
def test_parse_rejects_with_vllm_wording(text: str, release: str, message: str) -> None:
    with pytest.raises(LengthError) as info:
        parse_max_model_len(text, R(release))
    assert str(info.value) == message


def test_minus_two_rejected_from_014() -> None:
    with pytest.raises(LengthError):
        parse_max_model_len("-2", R("0.14.0"))


@given(st.integers(min_value=1, max_value=10**7))
def test_plain_integers_round_trip(n: int) -> None:
    assert parse_max_model_len(str(n), R("0.33.0")) == n


@given(st.integers(min_value=1, max_value=4096))
def test_shorthand_round_trips(k: int) -> None:
    for tokens in (k * 1024, k * 1000):
        assert parse_max_model_len(format_shorthand(tokens), R("0.33.0")) == tokens


@given(st.text(max_size=80))
def test_parser_never_crashes(text: str) -> None:
    try:
        value = parse_max_model_len(text, R("0.33.0"))
    except LengthError:
        return
    assert value == AUTO or value > 0


LLAMA31 = ContextFacts(
    length_keys=(("max_position_embeddings", 131072),),
    rope=(RopeScaling("llama3", 8.0, 8192),),
)
QWEN_YARN = ContextFacts(
    length_keys=(("max_position_embeddings", 32768),),
    rope=(RopeScaling("yarn", 4.0, 32768),),
)
DSV3 = ContextFacts(length_keys=(("max_position_embeddings", 163840),), rope=(RopeScaling("yarn", 40.0, 4096),))


def test_llama31_int_before_012_float_after() -> None:
    assert derive_max_model_len(LLAMA31, R("0.11.0")).text == "131072"
    assert derive_max_model_len(LLAMA31, R("0.12.0")).text == "131072.0"
    assert derive_max_model_len(LLAMA31, R("0.33.0")).default_max_model_len == 131072


def test_qwen_yarn_scaled_until_028_not_from_030() -> None:
    assert derive_max_model_len(QWEN_YARN, R("0.28.0")).default_max_model_len == 131072
    assert derive_max_model_len(QWEN_YARN, R("0.30.0")).default_max_model_len == 32768


def test_deepseek_v3_every_release() -> None:
    for version in ("0.7.0", "0.12.0", "0.28.0", "0.33.0"):
        assert derive_max_model_len(DSV3, R(version)).default_max_model_len == 163840


def test_gemma3_never_scaled() -> None:
    ctx = ContextFacts(length_keys=(("max_position_embeddings", 131072),), rope=(RopeScaling("linear", 8.0),), is_gemma3=True)
    assert derive_max_model_len(ctx, R("0.33.0")).default_max_model_len == 131072


def test_model_max_length_override_from_083() -> None:
    ctx = ContextFacts(length_keys=(("max_position_embeddings", 8192), ("model_max_length", 131072)), model_max_length=131072, has_rope=False)
    assert derive_max_model_len(ctx, R("0.8.2")).default_max_model_len == 8192
    assert derive_max_model_len(ctx, R("0.8.3")).default_max_model_len == 131072


def test_no_key_defaults_to_2048() -> None:
    derived = derive_max_model_len(ContextFacts(length_keys=(), has_rope=False), R("0.33.0"))
    assert derived.default_max_model_len == 2048 and derived.warning
