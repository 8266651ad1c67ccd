"""``LazyRegex``: a regular expression compiled the first time it is used.

The log pattern table (kvroom.logs.patterns) holds about a thousand expressions. Compiling them all at import was
most of a cold ``kvroom explain`` (issue 10's bench: 190 ms of 263), while a log reaches only the rows whose literal
anchors it holds (logs/builder.py runs a row's regex after ``str in`` finds an anchor), so most expressions are never
run. A ``LazyRegex`` keeps the source and flags, and compiles with ``re.compile`` (whose own cache it shares) on the
first search, match or attribute a compiled pattern has.

It offers the methods kvroom calls on a compiled pattern; ``compiled()`` gives the ``re.Pattern`` itself for anything
else (``re.sub(p.compiled(), ...)``). ``pattern`` and ``flags`` are the source and the flags given, read without
compiling (the bounded-time test reads every expression's source this way).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterator


class LazyRegex:
    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        c = self._compiled
        if c is None:
            c = self._compiled = re.compile(self.pattern, self.flags)
        return c

    def search(self, string: str, *pos: int) -> re.Match[str] | None:
        return self.compiled().search(string, *pos)

    def match(self, string: str, *pos: int) -> re.Match[str] | None:
        return self.compiled().match(string, *pos)

    def fullmatch(self, string: str, *pos: int) -> re.Match[str] | None:
        return self.compiled().fullmatch(string, *pos)

    def finditer(self, string: str, *pos: int) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, *pos)

    def findall(self, string: str, *pos: int) -> list[Any]:
        return self.compiled().findall(string, *pos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled().sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> tuple[str, int]:
        return self.compiled().subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[Any]:
        return self.compiled().split(string, maxsplit)

    @property
    def groupindex(self) -> Any:
        return self.compiled().groupindex

    @property
    def groups(self) -> int:
        return self.compiled().groups

    def __repr__(self) -> str:
        return f"LazyRegex({self.pattern!r}, {self.flags!r})"
