"""kvroom.core.lazyre.LazyRegex: the log table's expressions compile when first used, not at import (issue 10's
bench: compiling the ~1,000 rows was most of a cold ``kvroom explain``), and behave as ``re.compile``'s."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from kvroom.core.lazyre import LazyRegex

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("pattern", "flags", "text"), [
    (r"(?P<gib>\d+\.\d+) GiB", 0, "needs 3.21 GiB and 3.06 GiB"),
    (r"out of memory", re.IGNORECASE, "torch.OutOfMemoryError: CUDA Out Of Memory. Tried"),
    (r"^\s*File \"([^\"]{1,200})\"", re.MULTILINE, '  File "/a/b.py", line 3\n  File "/c.py", line 9'),
])
def test_a_lazy_regex_answers_as_the_compiled_one(pattern: str, flags: int, text: str) -> None:
    lazy, real = LazyRegex(pattern, flags), re.compile(pattern, flags)
    assert lazy.search(text) is not None
    assert lazy.search(text).group(0) == real.search(text).group(0)
    assert lazy.search(text, 5) and lazy.search(text, 5).span() == real.search(text, 5).span()
    assert [m and m.span() for m in (lazy.match(text), lazy.fullmatch(text))] == \
           [m and m.span() for m in (real.match(text), real.fullmatch(text))]
    assert lazy.findall(text) == real.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.sub("X", text) == real.sub("X", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.groupindex == real.groupindex and lazy.groups == real.groups
    assert (lazy.pattern, lazy.flags) == (pattern, flags)


def test_it_compiles_once_and_only_when_used() -> None:
    lazy = LazyRegex(r"seq len \((\d+)\)")
    assert lazy._compiled is None
    first = lazy.compiled()
    assert lazy.search("max seq len (4096)").group(1) == "4096"
    assert lazy.compiled() is first


def test_a_broken_pattern_fails_when_used() -> None:
    with pytest.raises(re.error):
        LazyRegex(r"(unclosed").search("x")


_PROBE = """
import re, sys
from kvroom.logs.patterns import PATTERNS
import kvroom.explain
rows = [r for p in PATTERNS for r in (p.regex, *p.fields, *((p.end,) if p.end is not None else ()))]
before = sum(r._compiled is not None for r in rows)
from kvroom.explain import explain
explain(sys.argv[1])
after = sum(r._compiled is not None for r in rows)
print(len(rows), before, after)
"""


def test_importing_explain_compiles_none_of_the_table_and_a_log_only_what_it_reaches() -> None:
    log = ("ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (9.45 GiB). Based on the available memory, the "
           "estimated maximum model length is 77376. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.")
    out = subprocess.run([sys.executable, "-c", _PROBE, log], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, check=True).stdout.split()
    rows, before, after = map(int, out)
    assert rows > 1000
    assert before == 0
    assert 0 < after < rows // 4
