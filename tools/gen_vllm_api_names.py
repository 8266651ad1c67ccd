"""Build src/kvroom/data/vllm_api_names.json: the public callables of vLLM's serving and engine API, by release.

Usage: python tools/gen_vllm_api_names.py ROOT
ROOT holds one folder per release (ROOT/<version>/vllm/...: the Python sources of the release, from its wheel or its
source distribution on PyPI, unpacked and read with ``ast``, never imported). Read: the module-level public functions
and classes of vllm/entrypoints/**, vllm/engine/*.py and vllm/v1/engine/*.py, and each class's public methods and
__init__ as ``Class.method`` (Python 3.10+ names a callable by its qualified name in "X() got an unexpected keyword
argument 'k'"). Kept: names specific enough to be vLLM's own in a framework's traceback: a function name with an
underscore and 10 characters or more ("init_app_state", "build_async_engine_client_from_engine_args"), a class name
with two capitals or more ("OpenAIServingChat", "AsyncLLM"). Each name maps to [file of the newest release, first
release, last release]. kvroom.logs reads the file when Python refuses a keyword argument (logs/patterns.py
vllm_api_unexpected_kwarg): a framework calling vLLM's API as another release defines it.
"""

from __future__ import annotations

import ast
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from extract_vllm_messages import key  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_api_names.json")
GLOBS = ("vllm/entrypoints/**/*.py", "vllm/engine/*.py", "vllm/v1/engine/*.py")


def _specific_function(name: str) -> bool:
    return not name.startswith("_") and "_" in name and len(name) >= 10


def _specific_class(name: str) -> bool:
    return not name.startswith("_") and sum(c.isupper() for c in name) >= 2


def names_in(base: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for pattern in GLOBS:
        for path in sorted(glob.glob(os.path.join(base, pattern), recursive=True)):
            rel = os.path.relpath(path, base).replace(os.sep, "/")
            try:
                tree = ast.parse(open(path, encoding="utf-8").read())
            except (SyntaxError, ValueError, UnicodeDecodeError, OSError):
                continue
            for node in tree.body:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _specific_function(node.name):
                    out.setdefault(node.name, rel)
                elif isinstance(node, ast.ClassDef) and _specific_class(node.name):
                    out.setdefault(node.name, rel)
                    for item in node.body:
                        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
                                item.name == "__init__" or not item.name.startswith("_")):
                            out.setdefault(f"{node.name}.{item.name}", rel)
    return out


def main(root: str) -> None:
    releases = sorted((v for v in os.listdir(root) if re.match(r"^\d+\.\d+\.\d+", v)
                       and os.path.isdir(os.path.join(root, v, "vllm"))), key=key)
    table: dict[str, list[str]] = {}
    for v in releases:
        for name, rel in names_in(os.path.join(root, v)).items():
            entry = table.setdefault(name, [rel, v, v])
            entry[0], entry[2] = rel, v
    doc = {"about": "Public callables of vLLM's serving and engine API (tools/gen_vllm_api_names.py over "
                    f"{', '.join(releases)}): name -> [file (newest release read), first release, last release].",
           "releases": releases, "names": dict(sorted(table.items()))}
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"{len(table)} names from {len(releases)} releases -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
