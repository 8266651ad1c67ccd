"""Header-only safetensors reader: validation, sharded checkpoints, speed, and fuzzing."""

from __future__ import annotations

import json
import struct
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvroom.errors import ConfigError
from kvroom.sources import safetensors as sf
from stwriter import header_bytes, write_raw, write_safetensors


def test_single_file_dtypes_bytes_params(tmp_path: Path) -> None:
    path = tmp_path / "model.safetensors"
    write_safetensors(
        path,
        {
            "model.embed_tokens.weight": ("BF16", [64, 16]),
            "model.layers.0.self_attn.k_proj.weight": ("F8_E4M3", [8, 16]),
            "model.layers.0.self_attn.k_proj.weight_scale": ("F32", []),
            "model.layers.0.mlp.experts.0.w1.weight": ("F4", [4, 8]),
            "model.layers.0.mlp.experts.0.w1.scales": ("F8_E8M0", [4, 1]),
        },
        metadata={"format": "pt"},
    )
    header = sf.read_safetensors_header(path)
    assert header.metadata == (("format", "pt"),)
    assert [t.dtype for t in header.tensors] == ["BF16", "F8_E4M3", "F32", "F4", "F8_E8M0"]
    facts = sf.read_checkpoint_dir(tmp_path)
    assert facts is not None
    assert facts.total_size_bytes == 64 * 16 * 2 + 8 * 16 + 4 + 16 + 4
    assert facts.num_parameters == 64 * 16 + 8 * 16 + 1 + 32 + 4
    assert dict(facts.bytes_by_dtype) == {"BF16": 2048, "F8_E4M3": 128, "F32": 4, "F4": 16, "F8_E8M0": 4}
    roles = {(g.role, g.layer): g.num_bytes for g in facts.groups}
    assert roles == {("embedding", None): 2048, ("kv_proj", 0): 128, ("replicated", 0): 4, ("experts", 0): 20}


def test_every_known_dtype_has_safetensors_bitsize() -> None:
    # huggingface/safetensors Dtype::bitsize (>= 0.6)
    assert sf.DTYPE_BITS["F4"] == 4 and sf.DTYPE_BITS["F6_E2M3"] == 6 and sf.DTYPE_BITS["C64"] == 64
    for name in ("F64", "F32", "F16", "BF16", "I64", "I32", "I16", "I8", "U8", "BOOL", "F8_E4M3", "F8_E5M2",
                 "F8_E8M0", "U16", "U32", "U64"):  # fmt: skip
        assert name in sf.DTYPE_BITS


def test_sharded_checkpoint_via_index(tmp_path: Path) -> None:
    write_safetensors(tmp_path / "model-00001-of-00002.safetensors", {"model.embed_tokens.weight": ("BF16", [128, 8])})
    write_safetensors(
        tmp_path / "model-00002-of-00002.safetensors",
        {"lm_head.weight": ("BF16", [128, 8]), "model.norm.weight": ("BF16", [8])},
    )
    (tmp_path / "model.safetensors.index.json").write_text(
        json.dumps(
            {
                "metadata": {"total_size": 4112},
                "weight_map": {
                    "model.embed_tokens.weight": "model-00001-of-00002.safetensors",
                    "lm_head.weight": "model-00002-of-00002.safetensors",
                    "model.norm.weight": "model-00002-of-00002.safetensors",
                },
            }
        )
    )
    facts = sf.read_checkpoint_dir(tmp_path)
    assert facts is not None and facts.total_size_bytes == 4112 and facts.num_parameters == 2056
    assert {g.role for g in facts.groups} == {"embedding", "lm_head", "replicated"}


def test_index_naming_a_missing_shard(tmp_path: Path) -> None:
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {"a": "x.safetensors"}}))
    with pytest.raises(ConfigError, match="x.safetensors"):
        sf.read_checkpoint_dir(tmp_path)


@pytest.mark.parametrize(
    "weight_map", [{"a": "../../etc/passwd.safetensors"}, {"a": 3}, {}, {"a": "/abs.safetensors"}, {"a": "x.bin"}]
)
def test_index_with_bad_weight_map(tmp_path: Path, weight_map: dict) -> None:
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": weight_map}))
    with pytest.raises(ConfigError, match="model.safetensors.index.json"):
        sf.read_checkpoint_dir(tmp_path)


def test_directory_without_safetensors(tmp_path: Path) -> None:
    assert sf.read_checkpoint_dir(tmp_path) is None


def _good(name: str = "t") -> dict:
    return {name: {"dtype": "F16", "shape": [2, 2], "data_offsets": [0, 8]}}


@pytest.mark.parametrize(
    ("header", "data", "match"),
    [
        ([1, 2], 0, "not an object"),
        ({"t": {"dtype": "F17", "shape": [2], "data_offsets": [0, 4]}}, 4, "unknown dtype"),
        ({"t": {"dtype": "F16", "shape": [-2], "data_offsets": [0, 4]}}, 4, "non-negative"),
        ({"t": {"dtype": "F16", "shape": [2.0], "data_offsets": [0, 4]}}, 4, "non-negative"),
        ({"t": {"dtype": "F16", "shape": [True], "data_offsets": [0, 2]}}, 2, "non-negative"),
        ({"t": {"dtype": "F16", "shape": [2], "data_offsets": [4, 0]}}, 4, "begin <= end"),
        ({"t": {"dtype": "F16", "shape": [2], "data_offsets": [0, 6]}}, 6, "needs 4"),
        ({"t": {"dtype": "F4", "shape": [3], "data_offsets": [0, 1]}}, 1, "whole bytes"),
        (
            {
                "a": {"dtype": "F16", "shape": [2], "data_offsets": [0, 4]},
                "b": {"dtype": "F16", "shape": [2], "data_offsets": [2, 6]},
            },
            6,
            "overlaps",
        ),
        ({"t": {"dtype": "F16", "shape": [2], "data_offsets": [4, 8]}}, 8, "gap"),
        (_good(), 4, "truncated"),
        (_good(), 12, "trailing"),
        ({"t": {"dtype": "F16", "shape": [2**40] * 3, "data_offsets": [0, 8]}}, 8, "overflows"),
        ({"__metadata__": {"a": 1}, **_good()}, 8, "__metadata__"),
        ({"t": "F16"}, 0, "not an object"),
    ],
)
def test_invalid_headers_name_the_file(tmp_path: Path, header: object, data: int, match: str) -> None:
    path = tmp_path / "bad.safetensors"
    write_raw(path, header, data)
    with pytest.raises(ConfigError, match=match) as info:
        sf.read_safetensors_header(path)
    assert str(path) in str(info.value) and "re-download" in str(info.value)


def test_absurd_header_length_is_refused_without_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.safetensors"
    path.write_bytes(struct.pack("<Q", 100 * 2**30) + b"{}")
    with pytest.raises(ConfigError, match="limit"):
        sf.read_safetensors_header(path)


@pytest.mark.parametrize("content", [b"", b"\x01\x02", struct.pack("<Q", 50) + b"{}", struct.pack("<Q", 2) + b"\xff\xfe"])
def test_short_truncated_and_non_utf8(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "x.safetensors"
    path.write_bytes(content)
    with pytest.raises(ConfigError, match="x.safetensors"):
        sf.read_safetensors_header(path)


def test_invalid_json(tmp_path: Path) -> None:
    path = tmp_path / "x.safetensors"
    path.write_bytes(struct.pack("<Q", 4) + b"{'a'")
    with pytest.raises(ConfigError, match="not valid JSON"):
        sf.read_safetensors_header(path)


def test_missing_file_is_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        sf.read_safetensors_header(tmp_path / "nope.safetensors")


def test_100_gb_checkpoint_planned_from_headers_fast(tmp_path: Path) -> None:
    """A sparse 100+ GB sharded checkpoint: only headers are read, well under a second."""
    layers_per_shard, shards = 10, 8
    weight_map = {}
    for s in range(shards):
        tensors = {}
        for i in range(s * layers_per_shard, (s + 1) * layers_per_shard):
            for proj in ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"):
                tensors[f"model.layers.{i}.mlp.{proj}.weight"] = ("BF16", [8192, 12288])
            tensors[f"model.layers.{i}.input_layernorm.weight"] = ("BF16", [8192])
        shard = f"model-{s:05d}-of-{shards:05d}.safetensors"
        write_safetensors(tmp_path / shard, tensors)
        weight_map.update(dict.fromkeys(tensors, shard))
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": weight_map}))
    start = time.perf_counter()
    facts = sf.read_checkpoint_dir(tmp_path)
    elapsed = time.perf_counter() - start
    assert facts is not None and facts.total_size_bytes > 100 * 10**9
    assert elapsed < 0.5


@pytest.mark.parametrize(
    ("name", "role", "layer"),
    [
        ("model.embed_tokens.weight", "embedding", None),
        ("lm_head.weight", "lm_head", None),
        ("model.norm.weight", "replicated", None),
        ("model.layers.3.self_attn.q_proj.weight", "tp_sharded", 3),
        ("model.layers.3.self_attn.k_proj.qweight", "kv_proj", 3),
        ("model.layers.3.self_attn.v_proj.weight_scale", "kv_proj", 3),
        ("model.layers.3.self_attn.qkv_proj.weight", "qkv_fused", 3),
        ("model.layers.3.mlp.gate.weight", "replicated", 3),
        ("model.layers.3.mlp.gate_proj.weight", "tp_sharded", 3),
        ("model.layers.3.mlp.experts.7.down_proj.weight", "experts", 3),
        ("model.layers.3.mlp.experts.gate_up_proj_blocks", "experts", 3),
        ("model.layers.3.mlp.router.weight", "replicated", 3),
        ("model.layers.3.self_attn.kv_a_proj_with_mqa.weight", "replicated", 3),
        ("model.layers.3.self_attn.kv_b_proj.weight", "tp_sharded", 3),
        ("model.layers.3.self_attn.o_proj.bias", "replicated", 3),
        ("model.layers.3.self_attn.rotary_emb.inv_freq", "not_loaded", 3),
        ("model.layers.3.post_attention_layernorm.weight", "replicated", 3),
        ("mtp.layers.0.mlp.experts.1.up_proj.weight", "mtp", None),
        ("visual.blocks.0.attn.qkv.weight", "vision", None),
        ("backbone.layers.2.mixer.in_proj.weight", "tp_sharded", 2),
        ("backbone.embeddings.weight", "embedding", None),
    ],
)
def test_classify_tensor(name: str, role: str, layer: int | None) -> None:
    assert sf.classify_tensor(name, 100) == (role, layer)


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=512))
def test_fuzz_random_bytes_only_config_error(blob: bytes) -> None:
    try:
        sf.parse_header_length(blob[:8], "fuzz")
        sf.parse_header_json(blob[8:], "fuzz", file_size=len(blob))
    except ConfigError:
        pass


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=20,
)
_entries = st.fixed_dictionaries(
    {},
    optional={
        "dtype": st.sampled_from(["F16", "BF16", "F4", "U8", "X", "f16"]) | _json_values,
        "shape": st.lists(st.integers(-3, 2**40), max_size=4) | _json_values,
        "data_offsets": st.lists(st.integers(-3, 2**20), max_size=3) | _json_values,
    },
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.text(max_size=6), _entries | _json_values, max_size=5), st.integers(0, 2**20))
def test_fuzz_structured_headers_only_config_error(header: dict, file_extra: int) -> None:
    raw = json.dumps(header).encode()
    try:
        parsed = sf.parse_header_json(raw, "fuzz", file_size=8 + len(raw) + file_extra)
    except ConfigError:
        return
    assert parsed.data_bytes == file_extra


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_fuzz_header_length_prefix(length: int) -> None:
    prefix = struct.pack("<Q", length)
    try:
        assert sf.parse_header_length(prefix, "fuzz") <= sf.MAX_HEADER_BYTES
    except ConfigError:
        pass


def test_deeply_nested_json_is_config_error() -> None:
    with pytest.raises(ConfigError):
        sf.parse_header_json(b"[" * 100_000, "deep", file_size=None)


def test_writer_roundtrip_matches_header_bytes() -> None:
    head, data = header_bytes({"a": ("BF16", [3, 5])})
    parsed = sf.parse_header_json(head[8:], "rt", file_size=len(head) + data)
    assert parsed.tensors[0].num_bytes == 30
