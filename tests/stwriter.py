"""A minimal safetensors writer for tests: header + zero bytes (sparse when large). No torch, no numpy."""

from __future__ import annotations

import json
import struct
from pathlib import Path

BITS = {"F4": 4, "F6_E2M3": 6, "F6_E3M2": 6, "BOOL": 8, "U8": 8, "I8": 8, "F8_E5M2": 8, "F8_E4M3": 8,
        "F8_E8M0": 8, "I16": 16, "U16": 16, "F16": 16, "BF16": 16, "I32": 32, "U32": 32, "F32": 32,
        "C64": 64, "F64": 64, "I64": 64, "U64": 64}  # fmt: skip


def header_bytes(tensors: dict[str, tuple[str, list[int]]], metadata: dict[str, str] | None = None) -> tuple[bytes, int]:
    """(8-byte length + JSON header padded to 8, data length) for tensors {name: (dtype, shape)}."""
    header: dict[str, object] = {}
    if metadata is not None:
        header["__metadata__"] = metadata
    offset = 0
    for name, (dtype, shape) in tensors.items():
        count = 1
        for dim in shape:
            count *= dim
        size = count * BITS[dtype] // 8
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + size]}
        offset += size
    raw = json.dumps(header, separators=(",", ":")).encode()
    raw += b" " * ((8 - len(raw) % 8) % 8)
    return struct.pack("<Q", len(raw)) + raw, offset


def write_safetensors(path: Path, tensors: dict[str, tuple[str, list[int]]], metadata: dict[str, str] | None = None) -> int:
    """Write a valid file (zero data, sparse via truncate) and return its size."""
    head, data = header_bytes(tensors, metadata)
    with open(path, "wb") as handle:
        handle.write(head)
        handle.truncate(len(head) + data)
    return len(head) + data


def write_raw(path: Path, header: object, data_bytes: int) -> None:
    """Write an arbitrary (possibly invalid) JSON header followed by data_bytes zero bytes."""
    raw = json.dumps(header).encode()
    with open(path, "wb") as handle:
        handle.write(struct.pack("<Q", len(raw)) + raw)
        handle.truncate(8 + len(raw) + data_bytes)
