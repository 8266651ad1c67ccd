"""Issue 14: make the classes impossible, not just the instances.

* One bounded-time rule for every parser of user text: no regex in kvroom has a nested quantifier (a repeat of
  something that itself repeats a variable number of times, the shape behind catastrophic backtracking), and
  every entry point that reads user text has a length cap before its regex. Checked statically over every
  pattern kvroom compiles, and dynamically: each entry point is timed at 10 KB, 100 KB and 1 MB of adversarial
  text and fails on superlinear growth.
* The fuzzer (tools/fuzz.py, with issue 14's generators in tests/hostile_inputs.py) runs here with a fixed, small
  budget, so the generators stay runnable and every entry point sees a few hundred hostile inputs per CI run.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import pytest

try:  # Python 3.11+
    import re._constants as _C
    import re._parser as _sre_parse
except ImportError:  # pragma: no cover - 3.10
    import sre_constants as _C  # type: ignore[no-redef]
    import sre_parse as _sre_parse  # type: ignore[no-redef]

import kvroom
from kvroom.core.lazyre import LazyRegex

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "kvroom"
_REPEATS = tuple(op for op in (_C.MAX_REPEAT, _C.MIN_REPEAT, getattr(_C, "POSSESSIVE_REPEAT", None)) if op)


# ---------------------------------------------------------------------------------------------- static rule


def _variable_inside(items, strict: bool) -> bool:
    """Does this (sub)pattern hold a repeat that is unbounded (or, strict, of any variable length)?"""
    for op, av in items:
        if op in _REPEATS:
            lo, hi, sub = av
            if hi == _C.MAXREPEAT or (strict and lo != hi) or _variable_inside(sub, strict):
                return True
        elif op == _C.SUBPATTERN and _variable_inside(av[-1], strict):
            return True
        elif op == _C.BRANCH and any(_variable_inside(b, strict) for b in av[1]):
            return True
        elif op in (_C.ASSERT, _C.ASSERT_NOT) and _variable_inside(av[1], strict):
            return True
    return False


def has_nested_quantifier(pattern: str, flags: int = 0) -> bool:
    """A repeat (max > 1) around an unbounded repeat, e.g. (a+)+, (?:_\\d+)*, (\\w+\\s){0,4}; or an unbounded
    (or > 64) repeat around any variable-length one, e.g. (\\d{1,3},?)+. Bounded repeats of bounded, delimited
    parts such as (?:\\d{1,3};){0,4} are allowed: their backtracking is a constant."""

    def walk(items) -> bool:
        for op, av in items:
            if op in _REPEATS:
                lo, hi, sub = av
                strict = hi == _C.MAXREPEAT or hi > 64
                if hi > 1 and _variable_inside(sub, strict):
                    return True
                if walk(sub):
                    return True
            elif op == _C.SUBPATTERN and walk(av[-1]):
                return True
            elif op == _C.BRANCH and any(walk(b) for b in av[1]):
                return True
            elif op in (_C.ASSERT, _C.ASSERT_NOT) and walk(av[1]):
                return True
        return False

    return walk(_sre_parse.parse(pattern, flags))


@pytest.mark.parametrize(("pattern", "nested"), [
    (r"(a+)+", True), (r"(?:_\d+)*", True), (r"(\d{1,3},?)+", True), (r"(x|y+)*z", True), (r"(?:\w+\s){0,4}", True),
    (r"a{1,5}b*", False), (r"(?:ab)+", False), (r"\[(?:\d{1,3};){0,4}\d{1,3}m", False),
    (r"(?:\d{1,3}(?:,\d{3}){1,5}|\d{1,12})", False),
])
def test_the_detector_itself(pattern: str, nested: bool) -> None:
    assert has_nested_quantifier(pattern) is nested


def all_patterns() -> list[tuple[str, str, int]]:
    """(where, pattern, flags) of every regex kvroom compiles: module-level compiled patterns of every module,
    the log pattern table, and every re.* call with a literal pattern in the source."""
    found: list[tuple[str, str, int]] = []
    for info in pkgutil.walk_packages(kvroom.__path__, "kvroom."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, (re.Pattern, LazyRegex)):
                found.append((f"{info.name}.{name}", value.pattern, value.flags))
    from kvroom.logs.patterns import PATTERNS

    found += [(f"logs pattern {p.name}", p.regex.pattern, p.regex.flags) for p in PATTERNS]
    found += [(f"logs pattern {p.name} field/end", r.pattern, r.flags) for p in PATTERNS
              for r in (*p.fields, *((p.end,) if p.end is not None else ()))]
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                found.append((f"{path.relative_to(SRC)}:{node.lineno}", node.args[0].value, 0))
    return found


def test_no_regex_in_kvroom_has_a_nested_quantifier() -> None:
    patterns = all_patterns()
    assert len(patterns) > 100  # the collection works (the log table alone has dozens)
    offenders = [f"{where}: {pattern[:120]}" for where, pattern, flags in patterns
                 if isinstance(pattern, str) and has_nested_quantifier(pattern, flags & ~re.UNICODE)]
    assert offenders == []


# ---------------------------------------------------------------------------------------------- timing rule


def _swallow(fn: Callable[[str], object]) -> Callable[[str], None]:
    def run(text: str) -> None:
        try:
            fn(text)
        except kvroom.errors.KvroomError:
            pass

    return run


def _lines(unit: str) -> str:
    """A log unit as a 60,000-character line (under the scanner's 64 KiB line cap, so every byte is matched
    against the patterns) plus a newline: repeated, the text is many long adversarial lines."""
    return unit * (60_000 // len(unit)) + "\n"


def _entry_points() -> list[tuple[str, Callable[[str], None], str]]:
    import json

    from kvroom import logs
    from kvroom.core.lengths import parse_human_int, parse_max_model_len
    from kvroom.core.releases import Release
    from kvroom.gpus import parse_memory
    from kvroom.redact import redact
    from kvroom.sources.config import describe_config
    from kvroom.sources.safetensors import parse_header_json

    release = Release.parse("0.33.0")
    llama = json.loads((ROOT / "tests" / "golden" / "configs" / "llama31_8b.json").read_text())

    def config_with(text: str) -> None:
        describe_config({**llama, "model_type": text, "architectures": [text[:64], text]}, model_id="x", source="x")

    def header_with(text: str) -> None:
        parse_header_json(json.dumps({f"model.layers.{text}.w": {"dtype": "BF16", "shape": [1],
                                                                  "data_offsets": [0, 2]}}).encode(), "x")

    return [
        ("explain: log text, open parentheses", _swallow(logs.parse_text),
         _lines("To serve at least one request with the models's max seq len (((")),
        ("explain: log text, digits", _swallow(logs.parse_text), _lines("9")),
        ("explain: log text, numbers and GiB", _swallow(logs.parse_text), _lines("1.0 Gi 1e4")),
        ("explain: log text, ANSI escapes", _swallow(logs.parse_text), _lines("\x1b[1;")),
        ("explain: log text, bold markers", _swallow(logs.parse_text), _lines("**a")),
        ("explain: log text, dict items", _swallow(logs.parse_text), _lines("non-default args: {'model': 'x', ")),
        ("explain: log text, frames", _swallow(logs.parse_text), _lines('File "a", line 1, in ')),
        ("explain: log text, command line", _swallow(logs.parse_text), _lines("vllm serve m --max-model-len 1 ")),
        ("explain: log text, short lines", _swallow(logs.parse_text), "Available KV cache memory: 1.0 GiB\n"),
        ("--max-model-len", _swallow(lambda t: parse_max_model_len(t, release)), "1"),
        ("--max-num-batched-tokens", _swallow(lambda t: parse_human_int(t, release, "--x")), "1_"),
        ("--gpu-memory / --free-memory", _swallow(parse_memory), "1"),
        ("--vllm-version", _swallow(Release.parse), "0."),
        ("model name", _swallow(kvroom.load_model), "a/"),
        ("config.json string values", _swallow(config_with), "llama"),
        ("safetensors tensor names", _swallow(header_with), "1"),
        ("redaction of output", redact, "hf_abc"),
    ]


def _text(unit: str, size: int) -> str:
    """``size`` characters of ``unit``; a unit that is a line is numbered per copy, so the log scanner's
    de-duplication of repeated lines cannot hide the work."""
    if not unit.endswith("\n"):
        return unit * max(1, size // len(unit))
    count = max(1, size // len(unit))
    if len(unit) > size:
        return unit[: size - 1] + "\n"
    return "".join(f"{unit[:-1]} {i}\n" for i in range(count))


def _best_time(fn: Callable[[str], None], text: str, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        fn(text)
        best = min(best, time.perf_counter() - started)
    return best


@pytest.mark.parametrize(("name", "fn", "unit"), _entry_points(), ids=[e[0] for e in _entry_points()])
def test_every_parser_of_user_text_is_linear(name: str, fn, unit: str) -> None:
    """10 KB -> 100 KB -> 1 MB of adversarial text: linear time grows with the text (10x per step), quadratic with
    its square (100x). A step may grow at most 3x the text's own growth (noise on a shared machine) beyond a 20 ms
    floor, and 1 MB must take under 10 s. The growth is the texts' real lengths: a 60,000-character line unit makes
    texts of 10,000, 60,001 and 960,016 characters (6x, then 16x)."""
    texts = [_text(unit, size) for size in (10_000, 100_000, 1_000_000)]
    times = [_best_time(fn, text) for text in texts]
    assert times[2] < 10, (name, times)
    for (small, large), (short, long) in zip(zip(times, times[1:]), zip(texts, texts[1:])):
        assert large <= 3 * (len(long) / len(short)) * small + 0.02, (name, times, len(short), len(long))


def test_the_gate_index_finds_every_gate_a_text_holds() -> None:
    """kvroom.logs.builder._gates_in asks a short text only the scan gates whose opening pair it holds (a megabyte of
    short anchor lines spent a third of explain's time asking all of them): the same gates, in the same order, as asking
    every gate, on every line of the wild fixtures and every pair of adjacent lines joined directly and with a space
    (the texts the line joiner asks), and on texts at the index's edges."""
    import json

    from kvroom.logs import builder

    gates = builder._scan_gates()
    texts = ["", "`", "a", "``", builder._PAIRED_TEXT_MAX * "x" + "GiB", (builder._PAIRED_TEXT_MAX - 3) * "x" + "GiB"]
    for path in sorted((ROOT / "tests" / "golden" / "wild").glob("*.json"))[::3]:
        lines = json.loads(path.read_text())["excerpt"].split("\n")
        texts += lines + [a + b for a, b in zip(lines, lines[1:])] + [a + " " + b for a, b in zip(lines, lines[1:])]
    assert len(texts) > 20_000
    for text in texts:
        assert builder._gates_in(text) == [g for g in gates if g[0] in text], text[:200]


def test_the_scan_asks_every_gate_a_chunk_holds() -> None:
    """kvroom.logs.scanner._gates_on_lines looks for the scan gates in a chunk's distinct lines with their digits
    written as 0 (50 MB of serving log is a few hundred such lines): every gate the chunk holds is among those it
    returns, in the gates' order, on every wild fixture and on texts whose digits differ from a gate's ("-FP8", "exit
    code: -9", "util 0." against other digits) or whose gate runs over a line break."""
    import json

    from kvroom.logs import scanner

    texts = ["", "\n", "Qwen3-FP8 on 2 GPUs\nQwen3-FP7 on 1 GPU\n", "exit code: -9\nexit code: -7\n",
             "gpu util 0.93\ngpu util 1.0\n", "the error:\nValueError\n", "libcuda.so.1\nlibcuda.so.2\n"]
    for path in sorted((ROOT / "tests" / "golden" / "wild").glob("*.json")):
        texts.append(json.loads(path.read_text())["excerpt"] + "\n")
    assert len(texts) > 3000
    for text in texts:
        entries = scanner._gates_on_lines(text, len(text))
        assert entries == [e for e in scanner._CANDIDATE_GATES if e in entries]  # (the gates' order)
        found = {g for g, _a in entries}
        missed = [g for g, _a in scanner._CANDIDATE_GATES if g in text and g not in found]
        assert not missed, (missed, text[:200])
    # and the gates a chunk lacks are not asked of it: the prefilter is a filter
    assert len(scanner._gates_on_lines("INFO 05-12 10:11:12 Engine 000: Running: 12 reqs\n", 50)) < 10


# ---------------------------------------------------------------------------------------------- fuzz in CI


def test_fuzz_every_entry_point_with_a_fixed_budget(tmp_path: Path) -> None:
    """tools/fuzz.py, 200 inputs per entry point (plan, explain, header, web, api), fixed seed: zero failures."""
    out = tmp_path / "fuzz.json"
    started = time.perf_counter()
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "fuzz.py"), "-n", "200", "--seed", "14",
                             "--timeout", "20", "--quiet", "--json-out", str(out)],
                            capture_output=True, text=True, timeout=300, cwd=ROOT)
    import json

    summary = json.loads(out.read_text())
    failures = {r["entry"]: r["first_failures"][:3] for r in summary["results"] if r["failures"]}
    assert result.returncode == 0 and failures == {}, failures
    assert {r["entry"] for r in summary["results"]} == {"plan", "explain", "header", "web", "api"}
    assert all(r["inputs"] == 200 for r in summary["results"])
    assert time.perf_counter() - started < 120
