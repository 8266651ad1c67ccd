"""Read vLLM's own startup-failure messages (raise / assert sites) from unpacked release sources.

Usage: python tools/extract_vllm_messages.py ROOT [ROOT ...] > /tmp/msgs.json
Each ROOT holds one folder per release (ROOT/<version>/vllm/...). For every release the files vLLM checks a launch
in are parsed with ``ast`` (never imported): each ``raise X(...)`` and ``assert cond, msg`` whose text concerns
memory, lengths, parallel sizes, dtypes / quantization vs the GPU, the KV cache, Mamba blocks, CUDA graphs or
profiling is written as a template ({expr} for each interpolated value, as the source writes it) with its
file::function. The output groups identical templates and lists the releases each was read in; it is the raw
material of tests/golden/vllm_messages.json (whose entries are chosen and filled in by hand).
"""

from __future__ import annotations

import ast
import json
import os
import re
import sys

FILES = re.compile(
    r"^vllm/(?:config(?:\.py|/[^/]+\.py)|engine/[^/]+\.py|v1/core/kv_cache_(?:utils|planning)\.py|v1/worker/(?:gpu_worker|utils)\.py"
    r"|model_executor/model_loader(?:\.py|/loader\.py)"
    r"|v1/worker/gpu_model_runner\.py|v1/engine/core\.py|worker/[^/]+\.py|(?:v1/)?executor/[^/]+\.py"
    r"|model_executor/layers/quantization/(?:[^/]+/)?[^/]+\.py|utils(?:\.py|/[^/]+\.py)|platforms/[^/]+\.py"
    r"|attention/selector\.py|attention/backends/[^/]+\.py|v1/attention/backends/[^/]+\.py"
    r"|distributed/utils\.py|v1/core/sched/[^/]+\.py|v1/spec_decode/[^/]+\.py|spec_decode/[^/]+\.py"
    r"|model_executor/models/(?:registry|__init__)\.py|model_executor/model_loader/utils\.py"
    r"|transformers_utils/config\.py)$")
SCOPE = re.compile(
    r"memory|max_model_len|max_num_batched_tokens|max_num_seqs|tensor.parallel|pipeline|divisible|dtype|float16|"
    r"bfloat16|capability|quantiz|kv.cache|cache block|blocks|mamba|cuda.?graph|profil|offload|speculative|"
    r"head.size|head_size|gpu_memory_utilization|swap|num_gpu_blocks|attention heads|hidden layers|context length|"
    r"GPUs|device_str|gpu count|architecture|trust.remote.code|model module",
    re.IGNORECASE)


def key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


def template(node: ast.AST | None) -> str | None:
    """The text a message node prints, with {...} for each value the source interpolates."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        out = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                out.append(str(v.value))
            elif isinstance(v, ast.FormattedValue):
                spec = ""
                if v.format_spec is not None:
                    spec = ":" + (template(v.format_spec) or "")
                conv = "" if v.conversion == -1 else "!" + chr(v.conversion)
                out.append("{" + ast.unparse(v.value) + conv + spec + "}")
        return "".join(out)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = template(node.left), template(node.right)
        if a is not None and b is not None:
            return a + b
        return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):  # "..." % (a, b)
        return template(node.left)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return template(node.func.value)
    if isinstance(node, ast.Name):
        return None
    return None


class Visitor(ast.NodeVisitor):
    def __init__(self, path: str, src: str) -> None:
        self.path, self.src, self.stack, self.out = path, src, [], []

    def _scope(self, node: ast.AST) -> None:
        self.stack.append(node.name)  # type: ignore[attr-defined]
        self.generic_visit(node)
        self.stack.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scope

    def _add(self, kind: str, exc: str, text: str | None, node: ast.AST, cond: str = "") -> None:
        if not text and not cond:
            return
        shown = text or ""
        if not SCOPE.search(shown + " " + cond):
            return
        self.out.append({"site": kind, "exception": exc, "template": shown, "condition": cond,
                         "where": self.path + "::" + ".".join(self.stack)})

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        if isinstance(exc, ast.Call):
            name = ast.unparse(exc.func)
            parts = [template(a) for a in exc.args]
            if len(parts) > 1 and all(p is not None for p in parts):
                # several arguments: Python prints the exception as their tuple, ('a', 'b')
                text = "(" + ", ".join(repr(p) for p in parts) + ")"
            else:
                text = parts[0] if parts else None
            self._add("raise", name, text, node)
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self._add("assert", "AssertionError", template(node.msg), node, ast.unparse(node.test)[:300])
        self.generic_visit(node)


def scan(root: str, version: str) -> list[dict]:
    base = os.path.join(root, version)
    found = []
    for dirpath, _dirs, files in os.walk(os.path.join(base, "vllm")):
        for f in files:
            rel = os.path.relpath(os.path.join(dirpath, f), base).replace(os.sep, "/")
            if not FILES.match(rel):
                continue
            try:
                src = open(os.path.join(dirpath, f), encoding="utf-8").read()
                tree = ast.parse(src)
            except (SyntaxError, UnicodeDecodeError, OSError):
                continue
            v = Visitor(rel, src)
            v.visit(tree)
            found.extend(v.out)
    return found


def main(roots: list[str]) -> None:
    releases: dict[str, str] = {}
    for root in roots:
        for v in os.listdir(root):
            if re.match(r"^\d+\.\d+\.\d+", v) and os.path.isdir(os.path.join(root, v, "vllm")):
                releases.setdefault(v, root)
    merged: dict[tuple[str, str, str], dict] = {}
    for v in sorted(releases, key=key):
        for m in scan(releases[v], v):
            k = (m["template"], m["where"], m["condition"])
            merged.setdefault(k, m | {"releases": []})["releases"].append(v)
    json.dump(sorted(merged.values(), key=lambda m: (m["where"], m["template"])), sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
