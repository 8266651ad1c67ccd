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
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF8, "utf-8"),
         (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


class _SniffingDecoder:
    """UTF-8 unless the first bytes say otherwise: a BOM (PowerShell's ``>`` writes UTF-16LE with one), or
    UTF-16 without a BOM (every other byte NUL in the first 4 KiB). A UTF-16 log decoded as UTF-8 was read as
    empty (issue 14). Invalid sequences are replaced, never an error."""

    def __init__(self, sniff_bytes: int = 4096) -> None:
        self._head = b""
        self._sniff_bytes = sniff_bytes  # parse_log decides on its first line, so line ends stay where they were
        self._decoder: codecs.IncrementalDecoder | None = None

    def decode(self, data: bytes, final: bool = False) -> str:
        if self._decoder is None:
            self._head += data
            if len(self._head) < self._sniff_bytes and not final:
                return ""
            data, self._head = self._pick(self._head), b""
        assert self._decoder is not None
        return self._decoder.decode(data, final)

    def _pick(self, head: bytes) -> bytes:
        encoding = _utf16_by_nuls(head)
        for bom, name in _BOMS:
            if head.startswith(bom):
                rest = head[len(bom):]
                # a UTF-16/32 BOM counts only when the text after it looks like it (b"\xff\xfe" is also what a
                # cut UTF-8 log full of junk may start with); a short head is taken at its word
                wide = name.startswith(("utf-16", "utf-32"))
                if not wide or len(rest) < 16 or _utf16_by_nuls(rest) == name or name.startswith("utf-32"):
                    encoding, head = name, rest
                break
        self._decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
        return head


def _utf16_by_nuls(head: bytes) -> str:
    """utf-16-le / utf-16-be when every other byte of the first 4 KiB is mostly NUL (text in UTF-16), else utf-8."""
    sample = head[:4096]
    pairs = len(sample) // 2
    if pairs >= 8:
        even_nul = sample[0::2].count(0) / pairs
        odd_nul = sample[1::2].count(0) / pairs
        if odd_nul > 0.6 and even_nul < 0.1:
            return "utf-16-le"
        if even_nul > 0.6 and odd_nul < 0.1:
            return "utf-16-be"
    return "utf-8"


def parse_log(lines: Iterable[str | bytes]) -> StartupRecord:
    """Parse an iterable of lines (str or bytes; a missing line end is added). Never raises on content."""
    scanner = Scanner()
    decoder = _SniffingDecoder(sniff_bytes=1)
    parts: list[str] = []
    size = 0
    for item in lines:
        if isinstance(item, (bytes, bytearray, memoryview)):
            raw = bytes(item)
            s = decoder.decode(raw)
            # a line end is added where the item (not its decoding: UTF-16 ends a line mid-character) lacks one
            ends_line = raw.endswith((b"\n", b"\r"))
        else:
            s = str(item)
            ends_line = bool(s) and s[-1] in "\n\r"
        if s and not ends_line and s[-1] not in "\n\r":
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
    decoder = _SniffingDecoder()
    for block in chunks:
        scanner.feed(decoder.decode(block))
    scanner.feed(decoder.decode(b"", final=True))
    return scanner.finish()
