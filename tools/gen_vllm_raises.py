"""Build src/kvroom/data/vllm_raises.json: every message vLLM's own source raises, as needles to find it in a log.

Usage: python tools/gen_vllm_raises.py ROOT [ROOT ...]
       python tools/gen_vllm_raises.py --older ROOT     (adds releases older than the file's first to the file)
       python tools/gen_vllm_raises.py --newer ROOT [ROOT ...]    (adds releases newer than the file's last)
       python tools/gen_vllm_raises.py --between ROOT [ROOT ...]  (adds the point releases inside the file's span that
                                                                   it skipped)
       python tools/gen_vllm_raises.py --variables ROOT [ROOT ...]  (adds the raises of a message held in a variable
                                                                   or in a module-level constant)
Each ROOT holds one folder per release (ROOT/<version>/vllm/...: the .py files of the released wheels, unpacked, never
imported; for releases before 0.5.5 the source distributions from PyPI, vllm-<version>.tar.gz, whose vllm/ is the same
Python source). Every ``raise X(<text>)`` and ``assert cond, <text>`` under vllm/ is read with ``ast``
(tools/extract_vllm_messages.py's ``template``: the text as the source writes it, ``{expr}`` for each interpolated
value, ``%s`` for printf-style ones). A template becomes its literal pieces (the "needles", in order); a line a user
pastes is that message when every needle is in it, in order. Identical needle lists are one entry, with the exception
name, the file::function of the newest release that raises it, and the first and last release read with it.
Kept: templates whose literal text is specific enough to name one site (at least 16 letters in all and one needle of
8 or more characters). kvroom.logs.raises reads the file; explain names the site when no rule of its own reads the
message (issue 10: a refusal kvroom has no rule for is still vLLM's refusal, not a capacity log).
"""

from __future__ import annotations

import ast
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from extract_vllm_messages import key, template  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data", "vllm_raises.json")
SKIP_DIRS = {"tests", "benchmarks", "examples", "third_party", "vllm_flash_attn", "__pycache__"}
# the exceptions a launch dies of with a message (vLLM's own classes end in Error too)
_EXC = re.compile(r"(?:^|\.)(?:[A-Z]\w*Error|[A-Z]\w*Exception|AssertionError)$")
_HOLE = re.compile(r"\{[^{}]*\}|%[-#0 +]*\d*(?:\.\d+)?[sdrfgix]")


def needles(text: str) -> list[str]:
    parts = [" ".join(p.split()) for p in _HOLE.split(text)]  # a log's lines are read with spaces collapsed
    return [p for p in parts if len(p) >= 3]


class Raises(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path, self.stack, self.out = path, [], []

    def _scope(self, node: ast.AST) -> None:
        self.stack.append(node.name)  # type: ignore[attr-defined]
        self.generic_visit(node)
        self.stack.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _scope

    def _add(self, exc: str, text: str | None) -> None:
        if not text or not _EXC.search(exc):
            return
        found = needles(text)
        if sum(len(n) for n in found) < 16 or max((len(n) for n in found), default=0) < 8:
            return
        self.out.append((exc.rsplit(".", 1)[-1], self.path + "::" + ".".join(self.stack), tuple(found)))

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        if isinstance(exc, ast.Call) and exc.args:
            parts = [template(a) for a in exc.args]
            if all(p is not None for p in parts):
                # several arguments print as their tuple; the needles of each are still in order
                self._add(ast.unparse(exc.func), " {} ".join(parts))  # type: ignore[arg-type]
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self._add("AssertionError", template(node.msg))
        self.generic_visit(node)


class VariableRaises(Raises):
    """The raises (and asserts) whose message is a local variable built before them (``msg = f"This model does not
    support the '{task_option}' task. ..."; raise ValueError(msg)``, config.py::ModelConfig._resolve_task): the
    variable's text from each assignment in the same function above the raise, with the ``msg += ...`` after it; and
    the raises of a message a function of the same file returns (``raise ValueError(_make_msg(...))``). Only those:
    the others are Raises'."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.assigns: list[dict[str, list[tuple[int, str, str | None]]]] = []  # per function: name -> (line, op, text)
        self.returns: dict[str, list[str]] = {}  # a function of the file -> the texts it returns

    def visit_Module(self, node: ast.Module) -> None:
        # the file's functions that build a message and return it (nvfp4.py's _make_log_unsupported: "NvFp4 MoE
        # backend '{backend.value}' does not support the deployment configuration since {reason}."), raised as
        # raise ValueError(_make_log_unsupported(backend, reason))
        for sub in ast.walk(node):
            if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                texts = [t for r in ast.walk(sub) if isinstance(r, ast.Return) and r.value is not None
                         for t in [template(r.value)] if t]
                if texts:
                    self.returns.setdefault(sub.name, []).extend(texts)
        self.generic_visit(node)

    def _function(self, node: ast.AST) -> None:
        found: dict[str, list[tuple[int, str, str | None]]] = {}
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign) and len(sub.targets) == 1 and isinstance(sub.targets[0], ast.Name):
                found.setdefault(sub.targets[0].id, []).append((sub.lineno, "=", template(sub.value)))
            elif isinstance(sub, ast.AnnAssign) and isinstance(sub.target, ast.Name) and sub.value is not None:
                found.setdefault(sub.target.id, []).append((sub.lineno, "=", template(sub.value)))
            elif isinstance(sub, ast.AugAssign) and isinstance(sub.target, ast.Name) and isinstance(sub.op, ast.Add):
                found.setdefault(sub.target.id, []).append((sub.lineno, "+=", template(sub.value)))
        self.assigns.append(found)
        self._scope(node)
        self.assigns.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = _function

    def _texts(self, name: str, line: int) -> list[str]:
        """The texts ``name`` can hold at ``line``: each assignment above it, with the ``+=`` that follow it."""
        steps = sorted(s for s in self.assigns[-1].get(name, ()) if s[0] < line) if self.assigns else []
        out = []
        for i, (_, op, text) in enumerate(steps):
            if op != "=" or text is None:
                continue
            for _, op2, more in steps[i + 1:]:
                if op2 == "=":
                    break
                if more is None:
                    text = None
                    break
                text += more
            if text is not None:
                out.append(text)
        return out

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        if isinstance(exc, ast.Call) and len(exc.args) == 1 and isinstance(exc.args[0], ast.Name):
            for text in self._texts(exc.args[0].id, node.lineno):
                self._add(ast.unparse(exc.func), text)
        if isinstance(exc, ast.Call) and len(exc.args) == 1 and isinstance(exc.args[0], ast.Call) \
                and isinstance(exc.args[0].func, ast.Name):
            for text in self.returns.get(exc.args[0].func.id, ()):
                self._add(ast.unparse(exc.func), text)
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        if isinstance(node.msg, ast.Name):  # assert cond, msg (msg built above)
            for text in self._texts(node.msg.id, node.lineno):
                self._add("AssertionError", text)
        self.generic_visit(node)


def _module(rel: str) -> str:
    """vllm/utils/__init__.py -> vllm.utils; vllm/config.py -> vllm.config."""
    parts = rel[:-3].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class ConstantRaises(Raises):
    """The raises (and asserts) whose message is a module-level constant, of the same file or imported from another
    module of the release (vllm/utils.py's ``STR_NOT_IMPL_ENC_DEC_SPEC_DEC = "Speculative decoding is not currently
    supported with encoder/decoder models."``, raised as ``raise NotImplementedError(STR_NOT_IMPL_ENC_DEC_SPEC_DEC)`` in
    vllm/worker/enc_dec_model_runner.py up to 0.10); also ``NAME.format(...)``, ``NAME % (...)``, a dict of such constants
    looked up by a literal key (``STR_NOT_IMPL_ENC_DEC_ERR_STRS['STR_NOT_IMPL_ENC_DEC_SPEC_DEC']``, vllm/worker/utils.py)
    and the texts appended to a list the message joins (``_joined``). ``constants`` maps
    (module, name) to its text for the whole release; a name the enclosing function assigns itself is
    VariableRaises'."""

    constants: dict[tuple[str, str], str] = {}
    release = ""  # the release whose constants these are (a file's raises are cached per release)

    def visit_Module(self, node: ast.Module) -> None:
        self.module = _module(self.path)
        package = self.module if self.path.endswith("__init__.py") else self.module.rpartition(".")[0]
        self.imported: dict[str, tuple[str, str]] = {}
        for sub in ast.walk(node):
            if isinstance(sub, ast.ImportFrom):
                base = sub.module or ""
                if sub.level:
                    up = package.split(".")[:len(package.split(".")) - (sub.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                for alias in sub.names:
                    self.imported[alias.asname or alias.name] = (base, alias.name)
        self.local: list[set[str]] = []
        self.appended: dict[str, list[str]] = {}  # a list's name -> the texts the file appends to a list of that name
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "append" \
                    and isinstance(sub.func.value, ast.Name) and len(sub.args) == 1:
                text = template(sub.args[0])
                if text:
                    self.appended.setdefault(sub.func.value.id, []).append(text)
        self.generic_visit(node)

    def _function(self, node: ast.AST) -> None:
        self.local.append({t.id for sub in ast.walk(node) for t in getattr(sub, "targets", [getattr(sub, "target", None)])
                           if isinstance(t, ast.Name)})
        self._scope(node)
        self.local.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = _function

    def _add(self, exc: str, text: str | None) -> None:
        # a piece of a message (a list's item, a short constant) is stricter than a whole one: "async scheduling" alone
        # would name any line that says it
        found = needles(text) if text else []
        if sum(len(n) for n in found) >= 24 and max((len(n) for n in found), default=0) >= 16:
            super()._add(exc, text)

    def _constant(self, node: ast.AST | None) -> str | None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
            node = node.func.value
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            node = node.left
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) \
                and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            name = f"{node.value.id}[{node.slice.value}]"  # a constant looked up in a dict of constants
            module, imported = self.module, self.imported.get(node.value.id)
            if imported:
                module, name = imported[0], f"{imported[1]}[{node.slice.value}]"
            return self.constants.get((module, name))
        if not isinstance(node, ast.Name) or (self.local and node.id in self.local[-1]):
            return None
        return self.constants.get((self.module, node.id)) or self.constants.get(self.imported.get(node.id, ("", "")))

    def _joined(self, node: ast.AST) -> list[str]:
        """The texts appended to the list a message joins (``error_msg.append("vLLM only supports modules_to_save being
        None.")`` ... ``raise ValueError(f"{' '.join(error_msg)}")``, vllm/lora/peft_helper.py): each is in the
        message whole."""
        out = []
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "join" \
                    and len(sub.args) == 1 and isinstance(sub.args[0], ast.Name):
                out.extend(self.appended.get(sub.args[0].id, ()))
        return out

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        if isinstance(exc, ast.Call) and len(exc.args) == 1:
            self._add(ast.unparse(exc.func), self._constant(exc.args[0]))
            for text in self._joined(exc.args[0]):
                self._add(ast.unparse(exc.func), text)
        self.generic_visit(node)

    def visit_Assert(self, node: ast.Assert) -> None:
        self._add("AssertionError", self._constant(node.msg))
        self.generic_visit(node)


def constants(base: str) -> dict[tuple[str, str], str]:
    """A release's module-level string constants: (module, NAME) -> the text, for names in capitals."""
    out: dict[tuple[str, str], str] = {}
    for rel, src in _sources(base):
        try:
            tree = ast.parse(src)
        except (SyntaxError, ValueError):
            continue
        module = _module(rel)
        for sub in tree.body:
            if isinstance(sub, ast.Assign) and len(sub.targets) == 1 and isinstance(sub.targets[0], ast.Name) \
                    and sub.targets[0].id.isupper():
                name = sub.targets[0].id
                if isinstance(sub.value, ast.Dict):  # a dict of the module's constants, looked up by a literal key
                    for k, v in zip(sub.value.keys, sub.value.values):
                        if isinstance(k, ast.Constant) and isinstance(k.value, str):
                            text = out.get((module, v.id)) if isinstance(v, ast.Name) else template(v)
                            if text:
                                out[(module, f"{name}[{k.value}]")] = text
                    continue
                text = template(sub.value)
                if text:
                    out[(module, name)] = text
    return out


def _sources(base: str):
    """(path relative to base, text) of every .py file under base/vllm, in a fixed order (SKIP_DIRS left out)."""
    for dirpath, dirs, files in os.walk(os.path.join(base, "vllm")):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            try:
                with open(os.path.join(dirpath, f), encoding="utf-8") as fh:
                    src = fh.read()
            except (UnicodeDecodeError, OSError):
                continue
            yield os.path.relpath(os.path.join(dirpath, f), base).replace(os.sep, "/"), src


_SEEN: dict[tuple[str, int, str, str], list[tuple[str, str, tuple[str, ...]]]] = {}  # (path, hash of text) -> its raises


def scan(base: str, visitor: type[Raises] = Raises) -> list[tuple[str, str, tuple[str, ...]]]:
    found = []
    for rel, src in _sources(base):
        k = (rel, hash(src), visitor.__name__, ConstantRaises.release if visitor is ConstantRaises else "")
        if k not in _SEEN:  # most files are the same from one release to the next: read each text once
            v = visitor(rel)
            if hasattr(v, "source_lines"):  # a visitor that reads the source's own lines (gen_vllm_asserts.Asserts)
                v.source_lines = src.splitlines()
            try:
                v.visit(ast.parse(src))
            except (SyntaxError, ValueError):
                pass
            _SEEN[k] = v.out
        found.extend(_SEEN[k])
    return found


def main(roots: list[str]) -> None:
    releases = _releases(roots)
    order = sorted(releases, key=key)
    merged: dict[tuple[str, ...], list] = {}
    for v in order:
        for exc, where, found in scan(releases[v]):
            entry = merged.get(found)
            if entry is None:
                merged[found] = [exc, where, v, v, list(found)]
            else:
                entry[0], entry[1], entry[3] = exc, where, v  # the newest release's site; the span grows
    sites = sorted(merged.values(), key=lambda e: (e[1], e[4]))
    doc = {"about": "vLLM's raise and assert messages, read from the released wheels' sources with ast "
                    f"(tools/gen_vllm_raises.py over {order[0]}-{order[-1]}, {len(order)} releases). "
                    "Each site: [exception, file::function (newest release), first release, last release, "
                    "needles (the literal pieces of the message, in order)].",
           "releases": order, "sites": sites}
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"{len(sites)} sites from {len(order)} releases -> {OUT}", file=sys.stderr)


def _releases(roots: list[str]) -> dict[str, str]:
    releases: dict[str, str] = {}
    for root in roots:
        for v in os.listdir(root):
            if re.match(r"^\d+\.\d+\.\d+", v) and os.path.isdir(os.path.join(root, v, "vllm")):
                releases.setdefault(v, os.path.join(root, v))
    return releases


def add_older(root: str) -> None:
    """Releases older than the file's first, added without re-reading the newer ones: a site they also raise gets
    its first release moved back; a site only they raise is added with its own span and the newest old site."""
    with open(OUT, encoding="utf-8") as fh:
        doc = json.load(fh)
    first = doc["releases"][0]
    releases = {v: p for v, p in _releases([root]).items() if key(v) < key(first)}
    order = sorted(releases, key=key)
    by_needles = {tuple(site[4]): site for site in doc["sites"]}
    for v in order:
        for exc, where, found in scan(releases[v]):
            site = by_needles.get(found)
            if site is None:
                by_needles[found] = site = [exc, where, v, v, list(found)]
                doc["sites"].append(site)
            elif key(site[2]) >= key(first):  # also raised by the newer releases: its span starts here
                site[2] = min(site[2], v, key=key)
            elif key(v) > key(site[3]):  # an old-only site, raised again by a later old release
                site[0], site[1], site[3] = exc, where, v
    _write_spans(doc, order + doc["releases"], "; before 0.5.5 the source distributions")


def add_variables(roots: list[str]) -> None:
    """The raises of a message held in a local variable (VariableRaises), read over every release of the file, added
    to the file: a site whose needles the file already has is left as it is; a new one gets the span of the releases
    that raise it."""
    with open(OUT, encoding="utf-8") as fh:
        doc = json.load(fh)
    releases = {v: p for v, p in _releases(roots).items() if v in doc["releases"]}
    missing = [v for v in doc["releases"] if v not in releases]
    if missing:
        raise SystemExit(f"no sources for releases {missing}: every release of the file is needed for the spans")
    known = {tuple(site[4]) for site in doc["sites"]}
    merged: dict[tuple[str, ...], list] = {}
    for v in sorted(releases, key=key):
        ConstantRaises.constants, ConstantRaises.release = constants(releases[v]), v
        for exc, where, found in scan(releases[v], VariableRaises) + scan(releases[v], ConstantRaises):
            if found in known:
                continue
            entry = merged.get(found)
            if entry is None:
                merged[found] = [exc, where, v, v, list(found)]
            else:
                entry[0], entry[1], entry[3] = exc, where, v
    doc["sites"].extend(merged.values())
    doc["sites"].sort(key=lambda e: (e[1], e[4]))
    if "a local variable" not in doc["about"]:
        doc["about"] += " Also the raises of a message built in a local variable above them (msg = ...; raise X(msg))."
    if "module-level constant" not in doc["about"]:
        doc["about"] += (" Also the raises of a module-level constant of the same file or imported (raise X(STR_...)), and"
                         " each text appended to a list the message joins (raise X(' '.join(errors))).")
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"{len(merged)} sites added, {len(doc['sites'])} in all -> {OUT}", file=sys.stderr)


def _write_spans(doc: dict, releases: list[str], note: str) -> None:
    """The file with its releases widened to ``releases`` (the about text's span and count with ``note``)."""
    doc["releases"] = releases
    doc["sites"].sort(key=lambda e: (e[1], e[4]))
    doc["about"] = re.sub(r"over [\d.]+-[\d.]+, \d+ releases", f"over {releases[0]}-{releases[-1]}, "
                          f"{len(releases)} releases{note}", doc["about"])
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"{len(doc['sites'])} sites from {len(releases)} releases -> {OUT}", file=sys.stderr)


def _widen(doc: dict, releases: dict[str, str]) -> list[str]:
    """Every scanner of the file (Raises, VariableRaises, ConstantRaises) over each of ``releases``, added without
    re-reading the file's own: a site a release also raises gets its span widened to it (and the file::function of
    the newest release that raises it); a new site gets the span of the added releases that raise it. Returns the
    added releases in order."""
    order = sorted(releases, key=key)
    by_needles = {tuple(site[4]): site for site in doc["sites"]}
    for v in order:
        ConstantRaises.constants, ConstantRaises.release = constants(releases[v]), v
        for exc, where, found in scan(releases[v]) + scan(releases[v], VariableRaises) + scan(releases[v],
                                                                                          ConstantRaises):
            site = by_needles.get(found)
            if site is None:
                by_needles[found] = site = [exc, where, v, v, list(found)]
                doc["sites"].append(site)
            elif key(v) > key(site[3]):
                site[0], site[1], site[3] = exc, where, v
            elif key(v) < key(site[2]):
                site[2] = v
    return order


def add_newer(roots: list[str]) -> None:
    """Releases newer than the file's last (a release out after the file was built)."""
    with open(OUT, encoding="utf-8") as fh:
        doc = json.load(fh)
    last = doc["releases"][-1]
    order = _widen(doc, {v: p for v, p in _releases(roots).items() if key(v) > key(last)})
    _write_spans(doc, doc["releases"] + order, "")


def add_between(roots: list[str]) -> None:
    """Releases inside the file's span that it skipped (point releases between two it read: a message added and taken
    out again between them is otherwise unknown)."""
    with open(OUT, encoding="utf-8") as fh:
        doc = json.load(fh)
    first, last = doc["releases"][0], doc["releases"][-1]
    order = _widen(doc, {v: p for v, p in _releases(roots).items()
                         if key(first) < key(v) < key(last) and v not in doc["releases"]})
    _write_spans(doc, sorted(doc["releases"] + order, key=key), "")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--between"]:
        add_between(sys.argv[2:])
    elif sys.argv[1:2] == ["--older"]:
        add_older(sys.argv[2])
    elif sys.argv[1:2] == ["--newer"]:
        add_newer(sys.argv[2:])
    elif sys.argv[1:2] == ["--variables"]:
        add_variables(sys.argv[2:])
    else:
        main(sys.argv[1:])
