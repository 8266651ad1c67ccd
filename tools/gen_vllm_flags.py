"""Generate src/kvroom/data/vllm_flags.json: the `vllm serve` flags of each sampled vLLM release.

usage: python tools/gen_vllm_flags.py SOURCES_DIR [OUT_JSON]
(without OUT_JSON it then runs tools/split_vllm_flags.py, which derives data/vllm_flags/ from the new table)
SOURCES_DIR holds one directory per release with the Python files of that release's wheel (made by
tools/fetch_vllm_sources.sh). Nothing is imported from vLLM: the argument definitions are read with `ast`.

Where vLLM defines its flags (and so what this script reads):
- vllm/engine/arg_utils.py, ``EngineArgs.add_cli_args`` / ``AsyncEngineArgs.add_cli_args``: the engine flags.
  Before 0.8.5 every flag is a literal ``parser.add_argument("--x", type=..., action=...)``; from 0.8.5 most are
  ``add_argument("--x", **model_kwargs["x"])`` where ``model_kwargs = get_kwargs(ModelConfig)`` derives the
  argparse kwargs from the config dataclass field's annotation (``_compute_kwargs``: bool ->
  BooleanOptionalAction, Literal -> choices, list/tuple/set -> nargs "+", int/float -> type, dataclass -> JSON).
- vllm/entrypoints/{openai,common,launchers}/cli_args.py, ``make_arg_parser`` (and from ~0.10 ``FrontendArgs.add_cli_args``, which
  loops over every FrontendArgs field adding ``--{name.replace('_', '-')}``): the API-server flags.
- vllm/entrypoints/cli/serve.py, ``ServeSubcommand.subparser_init``: flags only `vllm serve` has.
- vllm/config.py or vllm/config/*.py: the dataclasses whose annotations ``get_kwargs`` reads.
What argparse needs to skip a flag correctly is whether it takes a value (``kind``): that is exact from the
``action``/``nargs``/annotation. ``type`` and ``choices`` are recorded where they are literal in the source.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

ENGINE_FUNCS = {"add_cli_args", "make_arg_parser", "subparser_init", "_add_query_options"}


def version_key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", v))


class Source:
    """The parsed modules of one release: dataclass fields, type aliases, and the add_argument calls."""

    def __init__(self, root: Path):
        self.root = root
        self.classes: dict[str, ast.ClassDef] = {}
        self.aliases: dict[str, ast.expr] = {}
        self.module_consts: dict[str, ast.expr] = {}
        files = [p for p in (root / "vllm").rglob("*.py") if self._wanted(p)]
        self.trees = {}
        for path in files:
            try:
                tree = ast.parse(path.read_text(encoding="utf-8"))
            except SyntaxError:
                continue
            rel = str(path.relative_to(root))
            self.trees[rel] = tree
            for node in tree.body:
                if isinstance(node, ast.ClassDef):
                    self.classes.setdefault(node.name, node)
                elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                    self.aliases.setdefault(node.targets[0].id, node.value)
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                    self.aliases.setdefault(node.target.id, node.value)
                elif isinstance(node, ast.TypeAlias) if hasattr(ast, "TypeAlias") else False:
                    self.aliases.setdefault(node.name.id, node.value)

    @staticmethod
    def _wanted(path: Path) -> bool:
        s = str(path)
        return any(k in s for k in ("/vllm/config", "/vllm/engine/", "/vllm/entrypoints/", "/vllm/utils",
                                    "/vllm/v1/engine/")) or path.parent.name == "vllm"

    # ---- dataclass fields
    def fields(self, cls_name: str) -> dict[str, ast.expr]:
        cls = self.classes.get(cls_name)
        if cls is None:
            return {}
        out: dict[str, ast.expr] = {}
        for base in cls.bases:
            if isinstance(base, ast.Name):
                out.update(self.fields(base.id))
        for node in cls.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                ann = node.annotation
                if isinstance(ann, ast.Subscript) and _name(ann.value) == "ClassVar":
                    continue
                out[node.target.id] = ann
        return out

    def resolve(self, node: ast.expr, depth: int = 0) -> ast.expr:
        if depth < 8 and isinstance(node, ast.Name) and node.id in self.aliases:
            target = self.aliases[node.id]
            if isinstance(target, (ast.Subscript, ast.BinOp, ast.Name, ast.Constant)):
                return self.resolve(target, depth + 1)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):  # string annotation
            try:
                return self.resolve(ast.parse(node.value, mode="eval").body, depth + 1)
            except SyntaxError:
                return node
        return node

    def type_atoms(self, node: ast.expr, depth: int = 0) -> list[ast.expr]:
        """Flatten Optional/Union/X | Y/Annotated into the member types (aliases resolved)."""
        node = self.resolve(node)
        if depth > 10:
            return [node]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            return self.type_atoms(node.left, depth + 1) + self.type_atoms(node.right, depth + 1)
        if isinstance(node, ast.Subscript):
            head = _name(node.value)
            if head in ("Optional", "Union"):
                elts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
                out = []
                for e in elts:
                    out += self.type_atoms(e, depth + 1)
                return out
            if head in ("Annotated", "SkipValidation"):  # pydantic's SkipValidation[X] is Annotated[X, ...]
                first = node.slice.elts[0] if isinstance(node.slice, ast.Tuple) else node.slice
                return self.type_atoms(first, depth + 1)
        return [node]

    def is_dataclass(self, name: str) -> bool:
        cls = self.classes.get(name)
        if cls is None:
            return name.endswith("Config") and name not in ("PretrainedConfig",)
        return any(_name(d.func if isinstance(d, ast.Call) else d) in ("dataclass", "config", "configure")
                   for d in cls.decorator_list) or name.endswith("Config")


def _name(node: ast.expr | None) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _literal_values(src: Source, node: ast.expr) -> list | None:
    sl = node.slice
    elts = sl.elts if isinstance(sl, ast.Tuple) else [sl]
    vals = []
    for e in elts:
        e = src.resolve(e)
        if isinstance(e, ast.Constant):
            vals.append(e.value)
        elif isinstance(e, ast.Subscript) and _name(e.value) == "Literal":
            inner = _literal_values(src, e)
            if inner is None:
                return None
            vals += inner
        else:
            return None
    return vals


HUMAN_INT_FIELDS: set[str] = set()  # per release, filled by human_int_fields() before each release is read
BOOL_STR_OPTIONAL = [False]  # per release: get_kwargs makes `bool | str | None` a nargs="?" flag (0.32: --hf-token)


def human_int_fields(src: Source) -> set[str]:
    """Field names that get_kwargs gives vLLM's human_readable_int(_or_auto) type (`if name in {...}` branches)."""
    tree = src.trees.get("vllm/engine/arg_utils.py")
    out: set[str] = set()
    if tree is None:
        return out
    for func in ast.walk(tree):
        if not (isinstance(func, ast.FunctionDef) and func.name in ("get_kwargs", "_compute_kwargs")):
            continue
        local_sets = {t.id: n.value for n in ast.walk(func) if isinstance(n, ast.Assign)
                      for t in n.targets if isinstance(t, ast.Name)}
        for node in ast.walk(func):
            if isinstance(node, ast.If) and "human_readable_int" in "".join(ast.unparse(b) for b in node.body):
                for sub in ast.walk(node.test):
                    if isinstance(sub, ast.Name) and sub.id in local_sets:
                        sub = local_sets[sub.id]
                    for c in ast.walk(sub):
                        if isinstance(c, ast.Constant) and isinstance(c.value, str):
                            out.add(c.value)
    return out


def kwargs_from_annotation(src: Source, ann: ast.expr, bool_action: str, field: str = "") -> dict:
    """What vLLM's get_kwargs/_compute_kwargs (engine/arg_utils.py, 0.8.5+) derives from a field annotation;
    an Optional non-bool field gets optional_type(...), which also takes "None" (``nullable``)."""
    spec = _kwargs_from_annotation(src, ann, bool_action, field)
    atoms = src.type_atoms(ann)
    if (any(isinstance(a, ast.Constant) and a.value is None for a in atoms)
            and spec.get("type") in ("int", "float", "human_int") and spec["kind"] not in ("flag", "bool_optional")):
        spec["nullable"] = True
    return spec


def _kwargs_from_annotation(src: Source, ann: ast.expr, bool_action: str, field: str = "") -> dict:
    atoms = src.type_atoms(ann)
    names = [_name(a.value) if isinstance(a, ast.Subscript) else _name(a) for a in atoms]
    if any(src.is_dataclass(n) and n not in ("str",) and n[:1].isupper() and n not in ("Literal",) for n in names
           if n not in ("Literal", "list", "List", "tuple", "Tuple", "set", "Set", "dict", "Dict", "None", "Any",
                        "Callable", "type", "Type")):
        return {"kind": "value", "type": "json"}
    if "bool" in names:
        if BOOL_STR_OPTIONAL[0] and set(names) == {"bool", "str", ""} and any(
                isinstance(a, ast.Constant) and a.value is None for a in atoms):
            return {"kind": "optional_value", "type": "str"}  # bare flag -> True, a value -> that text
        return {"kind": bool_action}
    for a in atoms:
        if isinstance(a, ast.Subscript) and _name(a.value) == "Literal":
            vals = _literal_values(src, a)
            if vals is not None and "str" not in names:
                return {"kind": "value", "type": type(vals[0]).__name__ if vals else "str",
                        "choices": sorted(vals, key=str)}
            return {"kind": "value", "type": "str"}
    for coll in ("tuple", "Tuple", "list", "List", "set", "Set"):
        if coll in names:  # collection_to_kwargs: nargs "+", type = the element type (str for a union)
            atom = next(a for a in atoms if isinstance(a, ast.Subscript) and _name(a.value) == coll)
            elts = atom.slice.elts if isinstance(atom.slice, ast.Tuple) else [atom.slice]
            elem = src.resolve(elts[0]) if elts else None
            etype = _name(elem) if isinstance(elem, (ast.Name, ast.Attribute)) else "str"
            return {"kind": "multi", "type": etype if etype in ("int", "float") else "str"}
    if "int" in names:
        return {"kind": "value", "type": "human_int" if field in HUMAN_INT_FIELDS else "int"}
    if "float" in names:
        return {"kind": "value", "type": "float"}
    if "dict" in names or "Dict" in names:
        return {"kind": "value", "type": "json"}
    return {"kind": "value", "type": "str"}


def _const(node):
    try:
        return ast.literal_eval(node)
    except Exception:
        return None


def explicit_kwargs(src: Source, call: ast.Call, base: dict) -> dict:
    spec = dict(base)
    for kw in call.keywords:
        if kw.arg is None:
            continue
        if kw.arg == "action":
            action = _const(kw.value) if isinstance(kw.value, ast.Constant) else _name(kw.value)
            if action in ("store_true", "store_false", "store_const", "count"):
                spec["kind"] = "flag"
            elif action == "BooleanOptionalAction":
                spec["kind"] = "bool_optional"
            elif action == "append":
                spec["kind"] = "value"
            elif action == "version":
                spec["kind"] = "flag"
            elif action:  # a custom Action class: takes values per nargs (default one)
                spec.setdefault("kind", "value")
                if spec["kind"] in ("flag", "bool_optional"):
                    spec["kind"] = "value"
            spec["action"] = str(action)
        elif kw.arg == "nargs":
            n = _const(kw.value)
            spec["kind"] = {"+": "multi", "*": "multi_opt", "?": "optional_value"}.get(n, "value") if n != 0 else "flag"
        elif kw.arg == "type":
            t = _name(kw.value)
            if isinstance(kw.value, ast.Call):
                t = _name(kw.value.func)
                if t == "optional_type" and kw.value.args:
                    t = _name(kw.value.args[0])
                    spec["nullable"] = True
            spec["type"] = {"int": "int", "float": "float", "str": "str", "nullable_str": "str",
                            "human_readable_int": "human_int"}.get(t, t or "str")
            spec.setdefault("kind", "value")
        elif kw.arg == "choices":
            c = _const(kw.value)
            if isinstance(c, (list, tuple)):
                spec["choices"] = [str(x) for x in c]
            else:
                spec.pop("choices", None)
        elif kw.arg == "dest":
            d = _const(kw.value)
            if isinstance(d, str):
                spec["dest"] = d
    spec.setdefault("kind", "value")
    if spec["kind"] in ("flag", "bool_optional"):
        spec.pop("type", None)
        spec.pop("choices", None)
    return spec


def _kwargs_var_classes(func: ast.FunctionDef) -> dict[str, str]:
    """`model_kwargs = get_kwargs(ModelConfig)` -> {"model_kwargs": "ModelConfig"}."""
    out = {}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and _name(node.value.func) == "get_kwargs":
            arg = node.value.args[0] if node.value.args else None
            cls = _name(arg)
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = cls if cls not in ("cls",) else "<cls>"
    return out


def _customizations(tree: ast.Module) -> dict[str, dict]:
    """`x_kwargs["field"]["nargs"/"action"/"flags"] = ...` and `del x_kwargs["field"]["nargs"]` -> per field."""
    out: dict[str, dict] = {}
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Assign):
            targets = [(t, node.value) for t in node.targets]
        elif isinstance(node, ast.Delete):
            targets = [(t, None) for t in node.targets]
        for t, value in targets:
            if (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Subscript)
                    and _name(t.value.value).endswith("kwargs")):
                field, key = _const(t.value.slice), _const(t.slice)
                if isinstance(field, str) and isinstance(key, str):
                    out.setdefault(field, {})[key] = value
    return out


def _bool_action(src: Source) -> str:
    """BooleanOptionalAction for bool fields where this release's get_kwargs says so (else store_true)."""
    tree = src.trees.get("vllm/engine/arg_utils.py")
    text = ast.unparse(tree) if tree else ""
    m = re.search(r"def (?:_compute_kwargs|get_kwargs)\(.*?\n(?:def |class )", text, re.S)
    return "bool_optional" if m and "BooleanOptionalAction" in m.group(0) else "flag"


def release_flags(src: Source) -> dict[str, dict]:
    bool_action = _bool_action(src)
    flags: dict[str, dict] = {}
    # the server's flags moved between entrypoints/openai/, entrypoints/common/ and entrypoints/launchers/
    files = ["vllm/engine/arg_utils.py", "vllm/entrypoints/cli/serve.py",
             *sorted(rel for rel in src.trees if re.fullmatch(r"vllm/entrypoints/\w+/cli_args\.py", rel))]
    for rel in files:
        tree = src.trees.get(rel)
        if tree is None:
            continue
        custom = _customizations(tree)
        for cls_node in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
            body = cls_node.body
            cls_name = cls_node.name if isinstance(cls_node, ast.ClassDef) else None
            for func in body:
                if not isinstance(func, ast.FunctionDef) or func.name not in ENGINE_FUNCS:
                    continue
                if rel.endswith("serve.py") and cls_name and "Serve" not in cls_name:
                    continue
                kw_classes = _kwargs_var_classes(func)
                serve_only = rel.endswith("serve.py")
                for call in ast.walk(func):
                    if not (isinstance(call, ast.Call) and _name(call.func) == "add_argument"):
                        continue
                    _one_call(src, call, kw_classes, cls_name, custom, bool_action, flags, serve_only,
                              f"{rel}:{cls_name + '.' if cls_name else ''}{func.name}")
    # vllm/scripts.py (0.5.x-0.7.x): `vllm serve` adds its own flags to serve_parser in main()
    tree = src.trees.get("vllm/scripts.py")
    for func in (tree.body if tree else []):
        if isinstance(func, ast.FunctionDef) and func.name == "main":
            for call in ast.walk(func):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "add_argument" and _name(call.func.value) == "serve_parser"):
                    _one_call(src, call, {}, None, {}, bool_action, flags, True, "vllm/scripts.py:main")
    return flags


def parser_features(src: Source) -> dict:
    """What this release's FlexibleArgumentParser does to argv before argparse sees it (vllm/utils)."""
    text = load_text = ""
    for rel, tree in src.trees.items():
        if not rel.startswith("vllm/utils"):
            continue
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name == "FlexibleArgumentParser":
                text = ast.unparse(node)
                load_text = "".join(ast.unparse(f) for f in node.body
                                    if isinstance(f, ast.FunctionDef) and f.name in ("load_config_file", "_load_config_file"))
    return {
        "underscores_to_dashes": "replace('_', '-')" in text,
        "dotted_json": "'.' in processed_arg" in text,
        "optimization_level_flag": "--optimization-level" in text,
        "o_dot_level": "-O.level" in text,
        "yaml_config": "_pull_args_from_config" in text,
        "yaml_lists_as_items": "isinstance(value, list)" in load_text,
        "yaml_dicts_as_json": "isinstance(value, dict)" in load_text,
        "yaml_store_boolean_as_value": "store_boolean_arguments" in load_text,
    }


def _apply_custom(spec: dict, custom: dict) -> dict:
    for key, value in custom.items():
        if key == "nargs":
            if value is None:
                if spec.get("kind") in ("multi", "multi_opt"):
                    spec["kind"] = "value"
            else:
                n = _const(value)
                spec["kind"] = {"+": "multi", "*": "multi_opt", "?": "optional_value"}.get(n, "value")
        elif key == "action":
            a = _const(value) if isinstance(value, ast.Constant) else _name(value)
            if a in ("store_true", "store_false"):
                spec["kind"] = "flag"
            elif a == "BooleanOptionalAction":
                spec["kind"] = "bool_optional"
            elif a:
                if spec.get("kind") in ("flag", "bool_optional"):
                    spec["kind"] = "value"
                spec["action"] = a
        elif key == "type" and value is not None:
            t = _name(value.func) if isinstance(value, ast.Call) else _name(value)
            if t in ("int", "float", "str"):
                spec["type"] = t
            elif t in ("loads", "json_loads"):
                spec["type"] = "json"
        elif key == "choices" and value is None:
            spec.pop("choices", None)
    return spec


def _one_call(src, call, kw_classes, cls_name, custom, bool_action, flags, serve_only=False, origin="") -> None:
    names: list[str] = []
    loop_fields: list[str] | None = None
    for a in call.args:
        if isinstance(a, ast.Constant) and isinstance(a.value, str):
            names.append(a.value)
        elif isinstance(a, ast.JoinedStr):
            loop_fields = []
    star = [kw.value for kw in call.keywords if kw.arg is None]
    if loop_fields is not None:  # FrontendArgs-style loop over every field of the class
        owner = cls_name
        for field, ann in _frontend_fields(src, owner).items():
            spec = kwargs_from_annotation(src, ann, bool_action, field)
            spec = _apply_custom(spec, custom.get(field, {}))
            extra = custom.get(field, {}).get("flags")
            aliases = [x for x in (_const(extra) or []) if isinstance(x, str)] if extra is not None else []
            _record(flags, ["--" + field.replace("_", "-")] + aliases, field, spec, serve_only, origin)
        return
    if not names or not any(n.startswith("-") for n in names):
        return  # a positional (model_tag)
    base: dict = {}
    field = None
    for s in star:
        if isinstance(s, ast.Dict):  # **{**cache_kwargs["x"], "default": None}
            inner = [v for k, v in zip(s.keys, s.values) if k is None]
            s = inner[0] if inner else s
        if isinstance(s, ast.Subscript) and isinstance(s.value, ast.Name):
            field = _const(s.slice)
            cls = kw_classes.get(s.value.id)
            if cls == "<cls>":
                cls = cls_name
            ann = src.fields(cls).get(field) if cls and isinstance(field, str) else None
            if ann is not None:
                base = kwargs_from_annotation(src, ann, bool_action, field)
                base = _apply_custom(base, custom.get(field, {}))
    spec = explicit_kwargs(src, call, base)
    long_names = [n for n in names if n.startswith("--")]
    dest = spec.pop("dest", None) or (long_names[0] if long_names else names[0]).lstrip("-").replace("-", "_")
    _record(flags, names, dest, spec, serve_only, origin)


def _frontend_fields(src: Source, owner: str | None) -> dict[str, ast.expr]:
    if owner and owner in src.classes:
        fields = src.fields(owner)
        # the loop runs on each subclass that calls it: FrontendArgs (serve) is what `vllm serve` uses
        if owner.startswith("Base") and "FrontendArgs" in src.classes:
            fields = src.fields("FrontendArgs")
        return fields
    return {}


def _record(flags: dict, names: list[str], dest: str, spec: dict, serve_only: bool = False, origin: str = "") -> None:
    long_names = [n for n in names if n.startswith("--")]
    key = long_names[0] if long_names else names[0]
    entry = {"dest": dest, "aliases": sorted(n for n in names if n != key), **spec}
    if serve_only:
        entry["serve_only"] = True
    if origin:
        entry["from"] = origin  # file:Class.function that registers the flag in that release
    entry.pop("action", None)
    flags[key] = entry


def main() -> int:
    sources = Path(sys.argv[1])
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).resolve().parents[1] / "src/kvroom/data/vllm_flags.json"
    releases = sorted((p.name for p in sources.iterdir() if (p / ".done").exists()), key=version_key)
    per_release: dict[str, dict[str, dict]] = {}
    wheels: dict[str, str] = {}
    features: dict[str, dict] = {}
    for v in releases:
        src = Source(sources / v)
        HUMAN_INT_FIELDS.clear()
        HUMAN_INT_FIELDS.update(human_int_fields(src))
        arg_utils = src.trees.get("vllm/engine/arg_utils.py")
        BOOL_STR_OPTIONAL[0] = bool(arg_utils) and "type_hints == {bool, str, type(None)}" in ast.unparse(arg_utils)
        per_release[v] = release_flags(src)
        features[v] = parser_features(src)
        wheels[v] = (sources / v / ".wheel").read_text().strip()
        print(v, len(per_release[v]), "flags", file=sys.stderr)
    # compact: per flag, runs of consecutive sampled releases with the same definition
    table: dict[str, list] = {}
    all_flags = sorted({f for flags in per_release.values() for f in flags})
    for flag in all_flags:
        runs: list[dict] = []
        for v in releases:
            spec = per_release[v].get(flag)
            if runs and spec is not None and runs[-1]["spec"] == spec and runs[-1]["last"] == _prev(releases, v):
                runs[-1]["last"] = v
            elif spec is not None:
                runs.append({"first": v, "last": v, "spec": spec})
        table[flag] = [{"releases": [r["first"], r["last"]], **r["spec"]} for r in runs]
    data = {
        "about": ("`vllm serve` flags per sampled vLLM release, read with ast from each release's wheel "
                  "(vllm/engine/arg_utils.py EngineArgs.add_cli_args, vllm/entrypoints/openai/cli_args.py "
                  "make_arg_parser/FrontendArgs, vllm/entrypoints/cli/serve.py, config dataclass annotations "
                  "via get_kwargs). Generated by tools/gen_vllm_flags.py; do not edit by hand. The samples are every "
                  "release on PyPI from 0.5.5 but the .postN rebuilds (tools/fetch_vllm_sources.sh); a release "
                  "between two (a .postN, a nightly) uses the older sample's table."),
        "kinds": {"flag": "takes no value (store_true)", "bool_optional": "--x / --no-x (BooleanOptionalAction)",
                  "value": "one value", "multi": "one or more values (nargs +)", "multi_opt": "nargs *",
                  "optional_value": "nargs ?"},
        "sampled_releases": releases,
        "wheels": wheels,
        "parser": features,
        "flags": table,
    }
    out.write_text(json.dumps(data, indent=0, sort_keys=True, separators=(",", ":")) + "\n")
    print("wrote", out, len(table), "flags", file=sys.stderr)
    if len(sys.argv) <= 2:  # the package's own table: re-derive the compact per-release files a plan reads
        import split_vllm_flags

        return split_vllm_flags.main([])
    return 0


def _prev(releases: list[str], v: str) -> str | None:
    i = releases.index(v)
    return releases[i - 1] if i else None


if __name__ == "__main__":
    raise SystemExit(main())
