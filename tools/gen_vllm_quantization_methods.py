"""Generate src/kvroom/data/vllm_quantization_methods.json: which vLLM releases accept each `--quantization` method.

Usage: python tools/gen_vllm_quantization_methods.py ROOT [ROOT ...]
Each ROOT holds one folder per release (ROOT/<version>/vllm/...), the unpacked wheels (the same folders
tools/gen_vllm_architectures.py reads). For every release vllm/model_executor/layers/quantization/__init__.py is
parsed with ``ast`` (never imported): the ``QuantizationMethods`` Literal (0.8+), else ``QUANTIZATION_METHODS``
(a list in 0.7.x, the keys of a dict in 0.4-0.6) or the keys of ``_QUANTIZATION_CONFIG_REGISTRY`` (0.2-0.3); the method names vLLM's
ModelConfig._verify_quantization checks `--quantization` and a checkpoint's quant_method against ("Unknown
quantization method: X. Must be one of [...]"). ``DEPRECATED_QUANTIZATION_METHODS`` is kept too where a release has it.

kvroom.launchchecks reads the output to tell "upgrade to vLLM >= R" from "this release accepts it: another vLLM ran".
"""

from __future__ import annotations

import ast
import json
import os
import re
import sys

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_quantization_methods.json")
SOURCE = "vllm/model_executor/layers/quantization/__init__.py"


def key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, (ast.Tuple, ast.List)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def methods_of(path: str) -> tuple[list[str], list[str]]:
    """(accepted methods, deprecated methods) of one release's quantization/__init__.py."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    found: list[str] = []
    deprecated: list[str] = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) \
            else []
        names = [t.id for t in targets if isinstance(t, ast.Name)]
        value = getattr(node, "value", None)
        if value is None:
            continue
        if "QuantizationMethods" in names and isinstance(value, ast.Subscript):
            found = _strings(value.slice)
        elif ("QUANTIZATION_METHODS" in names or "_QUANTIZATION_CONFIG_REGISTRY" in names) and not found:
            if isinstance(value, ast.Dict):  # 0.2-0.6: name -> config class
                found = [k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
            else:  # 0.7.0-0.7.x: a plain list of names
                found = _strings(value)
        elif "DEPRECATED_QUANTIZATION_METHODS" in names:
            deprecated = _strings(value)
    return found, deprecated


def main(roots: list[str]) -> int:
    releases: dict[str, tuple[list[str], list[str]]] = {}
    for root in roots:
        for version in os.listdir(root):
            path = os.path.join(root, version, SOURCE)
            if os.path.isfile(path) and re.fullmatch(r"\d+(?:\.\d+){1,3}", version):
                found, deprecated = methods_of(path)
                if not found:
                    raise SystemExit(f"{path}: no quantization method list found")
                releases[version] = (found, deprecated)
    read = sorted(releases, key=key)
    methods: dict[str, dict] = {}
    for version in read:
        for name in releases[version][0]:
            entry = methods.setdefault(name, {"first": version, "releases": []})
            entry["releases"].append(version)
    deprecated = {name: [v for v in read if name in releases[v][1]] for v in read for name in releases[v][1]}
    data = {
        "about": "vLLM's --quantization methods per release, read with ast from " + SOURCE + " of each unpacked wheel "
                 "by tools/gen_vllm_quantization_methods.py (QuantizationMethods Literal, QUANTIZATION_METHODS or "
                 "_QUANTIZATION_CONFIG_REGISTRY keys); ModelConfig._verify_quantization refuses any other name.",
        "releases_read": read,
        "methods": dict(sorted(methods.items())),
        "deprecated": dict(sorted(deprecated.items())),
    }
    with open(OUT, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, sort_keys=False)
        handle.write("\n")
    print(f"{len(methods)} methods over {len(read)} releases -> {os.path.normpath(OUT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
