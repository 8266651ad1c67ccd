"""Generate src/kvroom/data/vllm_architectures.json: which vLLM releases register each model architecture.

Usage: python tools/gen_vllm_architectures.py ROOT [ROOT ...]
Each ROOT holds one folder per release (ROOT/<version>/vllm/...), the unpacked wheels. For every release the model
registry is parsed with ``ast`` (never imported): vllm/model_executor/models/registry.py (0.6.3+; ``_VLLM_MODELS``,
the dict ``ModelRegistry`` is built from) or models/__init__.py (older; ``_MODELS``). A registry dict is followed
through its ``**`` spreads and dict comprehensions over other module-level dicts. Also read: the
``_PREVIOUSLY_SUPPORTED_MODELS`` dict (architecture -> last release that had it, 0.10.0+) and
``_OOT_SUPPORTED_MODELS`` (architecture -> an out-of-tree plugin).

The output lists, per architecture, the releases read that register it; kvroom.launchchecks reads it to tell
"upgrade to vLLM >= R" from "this release lists it: the cause is elsewhere".
"""

from __future__ import annotations

import ast
import json
import os
import re
import sys

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_architectures.json")
REGISTRY_FILES = ("vllm/model_executor/models/registry.py", "vllm/model_executor/models/__init__.py")
ROOT_DICTS = ("_VLLM_MODELS", "_MODELS")


def key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


def module_dicts(tree: ast.Module) -> dict[str, ast.AST]:
    out: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            out[node.targets[0].id] = node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            out[node.target.id] = node.value
    return out


def dict_keys(node: ast.AST | None, defs: dict[str, ast.AST], seen: frozenset[str] = frozenset()) -> set[str]:
    """The string keys a module-level dict expression holds (literals, ``**NAME`` spreads, comprehensions)."""
    if isinstance(node, ast.Name):
        if node.id in seen or node.id not in defs:
            return set()
        return dict_keys(defs[node.id], defs, seen | {node.id})
    if isinstance(node, ast.Dict):
        out: set[str] = set()
        for k, v in zip(node.keys, node.values):
            if k is None:
                out |= dict_keys(v, defs, seen)
            elif isinstance(k, ast.Constant) and isinstance(k.value, str):
                out.add(k.value)
        return out
    if isinstance(node, ast.DictComp) and len(node.generators) == 1:
        it = node.generators[0].iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and it.func.attr == "items":
            return dict_keys(it.func.value, defs, seen)
    return set()


def str_dict(node: ast.AST | None) -> dict[str, str]:
    if not isinstance(node, ast.Dict):
        return {}
    return {k.value: v.value for k, v in zip(node.keys, node.values)
            if isinstance(k, ast.Constant) and isinstance(v, ast.Constant) and isinstance(k.value, str)}


def read_release(root: str, version: str) -> tuple[str, set[str], dict[str, str], dict[str, str]]:
    for rel in REGISTRY_FILES:
        path = os.path.join(root, version, rel)
        if not os.path.isfile(path):
            continue
        defs = module_dicts(ast.parse(open(path, encoding="utf-8").read()))
        for name in ROOT_DICTS:
            if name in defs:
                archs = dict_keys(defs[name], defs)
                return (f"{rel}::{name}", archs, str_dict(defs.get("_PREVIOUSLY_SUPPORTED_MODELS")),
                        str_dict(defs.get("_OOT_SUPPORTED_MODELS")))
    raise SystemExit(f"{version}: no model registry found")


def main(argv: list[str]) -> None:
    roots: dict[str, str] = {}
    for root in argv:
        for v in os.listdir(root):
            if re.match(r"^\d+\.\d+\.\d+", v) and os.path.isdir(os.path.join(root, v, "vllm")):
                roots.setdefault(v, root)
    versions = sorted(roots, key=key)
    by_arch: dict[str, list[str]] = {}
    sources: dict[str, str] = {}
    previously: dict[str, str] = {}
    plugins: dict[str, str] = {}
    for v in versions:
        where, archs, prev, oot = read_release(roots[v], v)
        if len(archs) < 20:
            raise SystemExit(f"{v}: only {len(archs)} architectures read from {where}")
        sources[v] = where
        for a in archs:
            by_arch.setdefault(a, []).append(v)
        previously.update(prev)
        plugins.update(oot)
    doc = dict(
        about="Model architectures each vLLM release registers (its model registry, read with ast by "
              "tools/gen_vllm_architectures.py from the unpacked wheels). releases: the releases read that list the "
              "architecture (a release not read between two that list it lists it too); first: the oldest of them. "
              "previously_supported: vLLM's own _PREVIOUSLY_SUPPORTED_MODELS (architecture -> last release with it); "
              "out_of_tree: _OOT_SUPPORTED_MODELS (architecture -> plugin).",
        releases_read=versions,
        registry_sources=sources,
        architectures={a: dict(first=rs[0], releases=rs) for a, rs in sorted(by_arch.items())},
        previously_supported=dict(sorted(previously.items())),
        out_of_tree=dict(sorted(plugins.items())),
    )
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=0, sort_keys=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
