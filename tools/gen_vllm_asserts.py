"""Build src/kvroom/data/vllm_asserts.json: the source line of every ``assert`` in vLLM's released sources.

Usage: python tools/gen_vllm_asserts.py ROOT [ROOT ...]

Each ROOT holds one folder per release (ROOT/<version>/vllm/...: the .py files of the released wheels, unpacked, never
imported; before 0.5.5 the source distributions from PyPI), as for tools/gen_vllm_raises.py, whose walk this shares.

Why: an ``assert`` without a message fails with a bare ``AssertionError``, and Python's traceback prints the source line
of the statement that raised it right above (traceback.py's FrameSummary.line: the statement's first line, stripped;
3.13 prints the statement's further lines after it). A paste that kept that line and lost the frame's ``File "..."``
line above it (an issue's quoted two lines, a log prefix cut) still names the check by its text: ``assert
all(vocab_sizes[0] == vocab_size for vocab_size in vocab_sizes)`` is spec_decode_worker.py's (0.4.2-0.9.2).

Each entry: [the line without whitespace, file::function (newest release), first release, last release]. Kept: lines
whose condition has at least ``MIN_CHARS`` characters without whitespace (``assert x`` or ``assert self.a`` could be any
program's). Identical lines of different sites are one entry (the newest site), as a paste cannot tell them apart.
"""

from __future__ import annotations

import ast
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from extract_vllm_messages import key  # noqa: E402
from gen_vllm_raises import _releases, scan  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_asserts.json")
MIN_CHARS = 20  # the condition's characters without whitespace, after "assert"


class Asserts(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path, self.stack, self.out = path, [], []
        self.source_lines: list[str] = []  # set by gen_vllm_raises.scan before the visit

    def _scope(self, node: ast.AST) -> None:
        self.stack.append(node.name)  # type: ignore[attr-defined]
        self.generic_visit(node)
        self.stack.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scope

    def visit_Assert(self, node: ast.Assert) -> None:
        lines = self.source_lines
        line = lines[node.lineno - 1] if node.lineno <= len(lines) else ""
        compact = "".join(line.split())
        if compact.startswith("assert") and len(compact) - len("assert") >= MIN_CHARS:
            self.out.append((compact, self.path + "::" + ".".join(self.stack)))
        self.generic_visit(node)


def main(roots: list[str]) -> None:
    releases = _releases(roots)
    order = sorted(releases, key=key)
    merged: dict[str, list[str]] = {}
    for v in order:
        for line, where in scan(releases[v], Asserts):  # type: ignore[arg-type]
            entry = merged.get(line)
            if entry is None:
                merged[line] = [line, where, v, v]
            else:
                entry[1], entry[3] = where, v  # the newest release's site; the span grows
    asserts = sorted(merged.values(), key=lambda e: (e[1], e[0]))
    doc = {"about": "vLLM's assert statements, the first source line of each without whitespace, read from the "
                    f"released sources with ast (tools/gen_vllm_asserts.py over {order[0]}-{order[-1]}, {len(order)} "
                    "releases). Each: [line, file::function (newest release), first release, last release].",
           "releases": order, "asserts": asserts}
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"{len(asserts)} assert lines from {len(order)} releases -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
