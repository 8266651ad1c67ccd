"""Header-only safetensors reader: per-tensor dtype, shape and offsets -> CheckpointFacts.

This module owns the safetensors file format (8-byte little-endian header length, a JSON header, then tensor
data) and the naming conventions of checkpoint tensors (which tensor is an embedding, a k/v projection, an
expert...). It must never read tensor data: a 100 GB checkpoint is planned from its headers (a few MB).

Validation mirrors the reference implementation (huggingface/safetensors ``safetensors/src/tensor.rs``,
``Metadata::validate`` and ``SafeTensors::read_metadata``): header at most 100,000,000 bytes, valid UTF-8 JSON
object, known dtype, non-negative integer shape, offsets contiguous from 0 once sorted, each tensor's byte
length ``prod(shape) * bitsize / 8`` (whole bytes), and the data ending exactly at the end of the file.
Every problem is a ``ConfigError`` naming the file and what to do.
"""

from __future__ import annotations

import json
import os
import re
import struct
from collections.abc import Iterable, Mapping
from pathlib import Path

from kvroom.core.frozen import frozen
from kvroom.core.model import CheckpointFacts, CheckpointTensorGroup
from kvroom.errors import ConfigError

# safetensors' MAX_HEADER_SIZE (safetensors/src/tensor.rs).
MAX_HEADER_BYTES = 100_000_000

# Bits per element, from safetensors' ``Dtype::bitsize`` (safetensors >= 0.6: F4/F6/F8_E8M0/C64 included).
DTYPE_BITS: Mapping[str, int] = {
    "BOOL": 8,
    "F4": 4,  # FP4 E2M1, two per byte
    "F6_E2M3": 6,
    "F6_E3M2": 6,
    "U8": 8,
    "I8": 8,
    "F8_E5M2": 8,
    "F8_E4M3": 8,
    "F8_E8M0": 8,
    "I16": 16,
    "U16": 16,
    "F16": 16,
    "BF16": 16,
    "I32": 32,
    "U32": 32,
    "F32": 32,
    "C64": 64,
    "F64": 64,
    "I64": 64,
    "U64": 64,
}

SINGLE_FILE = "model.safetensors"
INDEX_FILE = "model.safetensors.index.json"
# An element count beyond this cannot describe a real file; stops work on absurd shapes early (as upstream's
# checked_mul overflow does).
_MAX_ELEMENTS = 1 << 64
_REDOWNLOAD = "re-download it or point kvroom at an intact checkpoint"
# Bounds on what a header or an index may name (real checkpoints: names < 300 characters, < 200 shards, < 1,000
# layers); beyond them the input is hostile or broken, and each shard costs a request or a file read.
MAX_TENSOR_NAME_CHARS = 4096
_MAX_LAYER_DIGITS = 6
MAX_SHARDS = 1024


@frozen
class TensorHeader:
    """One tensor entry of a safetensors header."""

    name: str
    dtype: str
    shape: tuple[int, ...]
    data_offsets: tuple[int, int]

    @property
    def num_bytes(self) -> int:
        return self.data_offsets[1] - self.data_offsets[0]

    @property
    def num_parameters(self) -> int:
        count = 1
        for dim in self.shape:
            count *= dim
        return count


@frozen
class SafetensorsHeader:
    """A validated safetensors header. ``data_bytes`` is the size of the tensor data that follows it."""

    name: str
    tensors: tuple[TensorHeader, ...]
    metadata: tuple[tuple[str, str], ...]
    header_bytes: int
    data_bytes: int


def _fail(name: str, problem: str) -> ConfigError:
    return ConfigError(f"{name}: {problem}; {_REDOWNLOAD}")


def parse_header_length(prefix: bytes, name: str) -> int:
    """The JSON header length from the first 8 bytes, checked against safetensors' 100 MB cap."""
    if len(prefix) < 8:
        raise _fail(name, f"file is {len(prefix)} bytes, too short for a safetensors header")
    (length,) = struct.unpack("<Q", prefix[:8])
    if length > MAX_HEADER_BYTES:
        raise _fail(name, f"header claims {length} bytes, more than safetensors' limit of {MAX_HEADER_BYTES}")
    if length < 2:
        raise _fail(name, f"header claims {length} bytes, too short for a JSON object")
    return length


def parse_header_json(raw: bytes, name: str, *, file_size: int | None = None) -> SafetensorsHeader:
    """Validate one safetensors JSON header (the bytes after the 8-byte length).

    file_size: the whole file's size when known (local files); the data must then end exactly at the end of
    the file. Remote headers (Hub range requests) pass None.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _fail(name, f"header is not valid UTF-8 (byte {exc.start})") from None
    try:
        decoded = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, int-digit limit, nesting depth
        raise _fail(name, f"header is not valid JSON ({str(exc)[:80]})") from None
    return validate_header(decoded, name, header_bytes=len(raw), file_size=file_size)


def validate_header(
    decoded: object, name: str, *, header_bytes: int = 0, file_size: int | None = None
) -> SafetensorsHeader:
    """Validate a decoded header dict (also used for headers the Hub client has already decoded)."""
    if not isinstance(decoded, dict):
        raise _fail(name, f"header is a JSON {type(decoded).__name__}, not an object")
    metadata: tuple[tuple[str, str], ...] = ()
    tensors: list[TensorHeader] = []
    for key, entry in decoded.items():
        if key == "__metadata__":
            metadata = _validate_metadata(entry, name)
            continue
        tensors.append(_validate_tensor(key, entry, name))
    tensors.sort(key=lambda t: t.data_offsets)
    end = 0
    for tensor in tensors:
        start, stop = tensor.data_offsets
        if start != end:
            what = "overlaps the previous tensor" if start < end else f"leaves a gap after byte {end}"
            raise _fail(name, f"tensor {tensor.name!r} data_offsets [{start}, {stop}] {what}")
        end = stop
    if file_size is not None:
        expected = 8 + header_bytes + end
        if expected != file_size:
            problem = "is truncated" if file_size < expected else "has trailing bytes"
            raise _fail(name, f"file {problem}: header + data need {expected} bytes, the file has {file_size}")
    return SafetensorsHeader(
        name=name, tensors=tuple(tensors), metadata=metadata, header_bytes=header_bytes, data_bytes=end
    )


def _validate_metadata(entry: object, name: str) -> tuple[tuple[str, str], ...]:
    if entry is None:
        return ()
    if not isinstance(entry, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in entry.items()):
        raise _fail(name, "__metadata__ must be an object of strings")
    return tuple(sorted(entry.items()))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _validate_tensor(key: str, entry: object, name: str) -> TensorHeader:
    if len(key) > MAX_TENSOR_NAME_CHARS:
        raise _fail(name, f"tensor name {key[:40]!r}... has {len(key)} characters, more than {MAX_TENSOR_NAME_CHARS}")
    layer = _LAYER.search(key)
    if layer and len(layer.group(1)) > _MAX_LAYER_DIGITS:  # int() of 5,000 digits raised ValueError (exit 4)
        raise _fail(name, f"tensor {key[:60]!r} has a layer index of {len(layer.group(1))} digits")
    if not isinstance(entry, dict):
        raise _fail(name, f"tensor {key!r} entry is not an object")
    dtype = entry.get("dtype")
    if not isinstance(dtype, str) or dtype not in DTYPE_BITS:
        known = ", ".join(DTYPE_BITS)
        raise _fail(name, f"tensor {key!r} has unknown dtype {str(dtype)[:40]!r} (known: {known})")
    shape = entry.get("shape")
    if not isinstance(shape, list) or not all(_is_int(d) and d >= 0 for d in shape):
        raise _fail(name, f"tensor {key!r} shape {str(shape)[:60]} is not a list of non-negative integers")
    offsets = entry.get("data_offsets")
    if (
        not isinstance(offsets, list)
        or len(offsets) != 2
        or not all(_is_int(o) and o >= 0 for o in offsets)
        or offsets[1] < offsets[0]
    ):
        raise _fail(name, f"tensor {key!r} data_offsets {str(offsets)[:60]} is not [begin, end] with begin <= end")
    elements = 1
    for dim in shape:
        elements *= dim
        if elements > _MAX_ELEMENTS:
            raise _fail(name, f"tensor {key!r} shape {str(shape)[:60]} overflows")
    bits = elements * DTYPE_BITS[dtype]
    if bits % 8:
        raise _fail(name, f"tensor {key!r} ({dtype} x {elements}) does not fill whole bytes")
    length = offsets[1] - offsets[0]
    if length != bits // 8:
        raise _fail(
            name,
            f"tensor {key!r} holds {length} bytes but shape {shape} of {dtype} needs {bits // 8}",
        )
    return TensorHeader(name=key, dtype=dtype, shape=tuple(shape), data_offsets=(offsets[0], offsets[1]))


def read_safetensors_header(path: str | os.PathLike[str]) -> SafetensorsHeader:
    """Read and validate one file's header: 8 + header-length bytes, never the tensor data."""
    name = str(path)
    from kvroom.sources.files import open_regular_file

    try:
        with open_regular_file(path, "safetensors file") as handle:  # a FIFO *.safetensors must not block
            file_size = os.fstat(handle.fileno()).st_size
            length = parse_header_length(handle.read(8), name)
            if 8 + length > file_size:
                raise _fail(name, f"file is truncated: header claims {length} bytes, the file has {file_size}")
            raw = handle.read(length)
    except OSError as exc:
        raise ConfigError(f"{name}: cannot read safetensors file ({exc.strerror or exc}); check the path") from None
    return parse_header_json(raw, name, file_size=file_size)


# --- checkpoint directories --------------------------------------------------------------------------------


def read_index(path: str | os.PathLike[str]) -> tuple[str, ...]:
    """Shard file names of a ``model.safetensors.index.json`` (weight_map values, in first-seen order)."""
    from kvroom.sources.files import read_regular_file

    name = str(path)
    try:
        raw = read_regular_file(path, MAX_HEADER_BYTES, "index file")
    except OSError as exc:
        raise ConfigError(f"{name}: cannot read index ({exc.strerror or exc}); check the path") from None
    if len(raw) > MAX_HEADER_BYTES:
        raise ConfigError(f"{name}: index file is larger than {MAX_HEADER_BYTES} bytes; is it an index?")
    try:
        decoded = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:
        raise ConfigError(f"{name}: not valid JSON ({str(exc)[:80]}); {_REDOWNLOAD}") from None
    return shards_from_index(decoded, name)


def shards_from_index(decoded: object, name: str) -> tuple[str, ...]:
    """Validate an index's weight_map and return its shard file names."""
    weight_map = decoded.get("weight_map") if isinstance(decoded, dict) else None
    if not isinstance(weight_map, dict) or not weight_map:
        raise ConfigError(f"{name}: no 'weight_map' object of tensor -> shard file; {_REDOWNLOAD}")
    shards: dict[str, None] = {}
    for tensor, shard in weight_map.items():
        if not isinstance(shard, str) or not shard.endswith(".safetensors") or _escapes(shard):
            raise ConfigError(
                f"{name}: weight_map[{tensor!r}] = {str(shard)[:80]!r} is not a .safetensors file inside the "
                f"checkpoint; {_REDOWNLOAD}"
            )
        shards[shard] = None
        if len(shards) > MAX_SHARDS:
            raise ConfigError(f"{name}: names more than {MAX_SHARDS} shard files, more than any real checkpoint; "
                              f"{_REDOWNLOAD}, or pass --kv-cache-memory-bytes")
    return tuple(shards)


def _escapes(relative: str) -> bool:
    parts = relative.replace("\\", "/").split("/")
    return relative.startswith(("/", "\\")) or ".." in parts or ":" in parts[0]


def read_checkpoint_dir(directory: str | os.PathLike[str]) -> CheckpointFacts | None:
    """CheckpointFacts from a local checkpoint directory's safetensors headers; None when it has none.

    Uses model.safetensors.index.json when present (each shard it names must exist), else model.safetensors,
    else every ``*.safetensors`` file in the directory.
    """
    root = Path(directory)
    index = root / INDEX_FILE
    if index.exists():
        files = [root / shard for shard in read_index(index)]
        missing = [str(f.name) for f in files if not f.exists()]
        if missing:
            raise ConfigError(
                f"{index}: names shard(s) that are not in {root}: {', '.join(missing[:3])}; finish the download"
            )
    elif (root / SINGLE_FILE).exists():
        files = [root / SINGLE_FILE]
    else:
        files = sorted(root.glob("*.safetensors"))
        if len(files) > MAX_SHARDS:
            raise ConfigError(f"{root}: holds {len(files)} .safetensors files, more than {MAX_SHARDS} (any real "
                              "checkpoint's shard count); point kvroom at the model's own folder")
    if not files:
        return None
    headers = [read_safetensors_header(f) for f in files]
    return checkpoint_facts(headers, source=f"safetensors headers in {root}")


def checkpoint_facts(headers: Iterable[SafetensorsHeader], *, source: str) -> CheckpointFacts:
    """Sum validated headers into CheckpointFacts: totals, bytes per dtype and per (role, layer) groups."""
    by_dtype: dict[str, int] = {}
    groups: dict[tuple[str, int | None], list[int]] = {}
    total_bytes = 0
    total_params = 0
    seen: set[str] = set()
    for header in headers:
        for tensor in header.tensors:
            if tensor.name in seen:  # a tensor repeated across shards is loaded once
                continue
            seen.add(tensor.name)
            size, count = tensor.num_bytes, tensor.num_parameters
            total_bytes += size
            total_params += count
            by_dtype[tensor.dtype] = by_dtype.get(tensor.dtype, 0) + size
            acc = groups.setdefault(classify_tensor(tensor.name, count), [0, 0])
            acc[0] += size
            acc[1] += count
    return CheckpointFacts(
        total_size_bytes=total_bytes,
        num_parameters=total_params,
        bytes_by_dtype=tuple(sorted(by_dtype.items())),
        source=source,
        groups=tuple(
            CheckpointTensorGroup(role=role, layer=layer, num_bytes=acc[0], num_parameters=acc[1])
            for (role, layer), acc in sorted(groups.items(), key=lambda kv: (kv[0][1] is not None, kv[0][1] or 0, kv[0][0]))
        ),
    )


# --- tensor names -> how vLLM shards them ------------------------------------------------------------------
# Names follow the Hugging Face checkpoints vLLM loads (model.layers.N.self_attn.k_proj.weight, ...). The role
# vocabulary is documented on kvroom.core.model.CheckpointTensorGroup.

_LAYER = re.compile(r"(?:^|\.)(?:layers|h|blocks|block)\.(\d+)\.")
_VISION = re.compile(
    r"(?:^|\.)(?:visual|vision_tower|vision_model|vision_encoder|multi_modal_projector|mm_projector|"
    r"vision_embed_tokens|audio_tower|image_newline)(?:\.|$)"
)
_NOT_LOADED = re.compile(r"rotary_emb\.inv_freq$|\.rotary_emb\.|\.masked_bias$|\.attn\.bias$")
_EMBEDDING = re.compile(r"(?:^|\.)(?:embed_tokens|wte|word_embeddings|tok_embeddings|embeddings|embedding)\.")
_LM_HEAD = re.compile(r"(?:^|\.)lm_head\.")
_NORM = re.compile(r"norm|ln_\d|ln_f\.")
_ROUTER = re.compile(
    r"\.(?:gate|router|shared_expert_gate)\.(?:weight|bias)$|e_score_correction_bias$|\.router\.|\.sinks$"
)
_EXPERTS = re.compile(r"\.experts\.")
_KV = re.compile(r"\.(?:k_proj|v_proj)\.")
_QKV = re.compile(r"\.(?:qkv_proj|query_key_value|Wqkv|c_attn)\.")
_MLA_REPLICATED = re.compile(r"\.(?:q_a_proj|kv_a_proj_with_mqa|fused_qkv_a_proj)\.")
_ROW_BIAS = re.compile(r"\.(?:o_proj|down_proj|dense|out_proj|c_proj|w2|dense_4h_to_h|fc2)\.bias$")


def classify_tensor(name: str, num_parameters: int = 2) -> tuple[str, int | None]:
    """(role, decoder layer index) of one checkpoint tensor, by its name (see CheckpointTensorGroup)."""
    if name.startswith("mtp.") or ".mtp." in name:
        return "mtp", None
    if _VISION.search(name):
        return "vision", None
    match = _LAYER.search(name)
    layer = int(match.group(1)) if match else None
    if _NOT_LOADED.search(name):
        return "not_loaded", layer
    if layer is None:
        if _LM_HEAD.search(name):
            return "lm_head", None
        if _EMBEDDING.search(name):
            return "embedding", None
        return "replicated", None
    if num_parameters <= 1 or _NORM.search(name) or _ROUTER.search(name) or _MLA_REPLICATED.search(name):
        return "replicated", layer
    if _EXPERTS.search(name):
        return "experts", layer
    if _ROW_BIAS.search(name):
        return "replicated", layer
    if _KV.search(name):
        return "kv_proj", layer
    if _QKV.search(name):
        return "qkv_fused", layer
    return "tp_sharded", layer
