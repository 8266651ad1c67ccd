"""vLLM log text -> one parsed ``StartupRecord`` (kvroom explain builds its diagnosis on it).

Public API::

    parse_log(lines: Iterable[str | bytes]) -> StartupRecord   # lines (or any chunks ending in newlines)
    parse_text(text: str | bytes) -> StartupRecord             # one pasted blob, a whole log or a single line
    parse_file(path) -> StartupRecord                          # streams the file in constant memory

Input may be a whole ``vllm serve`` output or a line pasted from a GitHub issue: ANSI colours, timestamps,
level and process prefixes, tracebacks, wrapped or cut lines, CRLF/CR line ends, duplicated rank output,
markdown quotes and fences are all accepted; invalid UTF-8 is replaced, never an error. Matching is linear
in the input size (see scanner.py and patterns.py).

Modules: patterns.py (the one table of patterns with their releases), normalize.py (line cleaning),
scanner.py (streaming), builder.py (folding matches into the record), record.py (the record), args.py
(command lines and vLLM's non-default args), releases.py (release ranges).
"""

from __future__ import annotations

import codecs
import os
from typing import Iterable

from kvroom.logs.patterns import PATTERNS, LogPattern
from kvroom.logs.record import MESSAGE_KINDS, LineMatch, StartupRecord
from kvroom.logs.releases import ReleaseRange
from kvroom.logs.scanner import Scanner

__all__ = [
    "MESSAGE_KINDS",
    "PATTERNS",
    "LineMatch",
    "LogPattern",
    "ReleaseRange",
    "StartupRecord",
    "parse_file",
    "parse_log",
    "parse_text",
]

_CHUNK = 1 << 20


def parse_log(lines: Iterable[str | bytes]) -> StartupRecord:
    """Parse an iterable of lines (str or bytes; a missing line end is added). Never raises on content."""
    scanner = Scanner()
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    parts: list[str] = []
    size = 0
    for item in lines:
        if isinstance(item, (bytes, bytearray, memoryview)):
            s = decoder.decode(bytes(item))
        else:
            s = str(item)
        if s and s[-1] not in "\n\r":
            s += "\n"
        parts.append(s)
        size += len(s)
        if size >= _CHUNK:
            scanner.feed("".join(parts))
            parts, size = [], 0
    tail = decoder.decode(b"", final=True)
    if tail:
        parts.append(tail)
    if parts:
        scanner.feed("".join(parts))
    return scanner.finish()


def parse_text(text: str | bytes) -> StartupRecord:
    """Parse one blob of text: a whole log, an excerpt, or a single pasted line."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        return _parse_bytes_chunks(bytes(text)[i : i + _CHUNK] for i in range(0, len(text), _CHUNK))
    scanner = Scanner()
    for i in range(0, len(text), _CHUNK):
        scanner.feed(text[i : i + _CHUNK])
    return scanner.finish()


def parse_file(path: str | os.PathLike[str]) -> StartupRecord:
    """Parse a log file, reading it in binary chunks (constant memory, invalid UTF-8 replaced)."""

    def chunks() -> Iterable[bytes]:
        with open(path, "rb") as fh:
            while True:
                block = fh.read(_CHUNK)
                if not block:
                    return
                yield block

    return _parse_bytes_chunks(chunks())


def _parse_bytes_chunks(chunks: Iterable[bytes]) -> StartupRecord:
    scanner = Scanner()
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    for block in chunks:
        scanner.feed(decoder.decode(block))
    scanner.feed(decoder.decode(b"", final=True))
    return scanner.finish()
