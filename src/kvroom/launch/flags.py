"""vLLM's `vllm serve` flags per release (data/vllm_flags.json) and an argparse parser that behaves like vLLM's.

Owns: loading the generated flag table (tools/gen_vllm_flags.py reads each sampled release's wheel with ast into
data/vllm_flags.json, the source of truth with a citation per flag run; tools/split_vllm_flags.py derives from it
data/vllm_flags/<release>.json, one sampled release's rows, which is all a plan reads), picking the table of a
release (the newest sampled release at or below it), and building an argparse parser
with that release's option strings, value arity and its FlexibleArgumentParser argv rewriting (underscores,
`-O3`, dotted JSON keys), so a flag the release lacks gets argparse's own refusal.

Never: import vLLM, evaluate what a flag means for memory (kvroom.launch.reader maps dests to PlanRequest).
"""

from __future__ import annotations

import json
from collections import namedtuple
from functools import lru_cache
import os
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    from typing import Any

from kvroom.core.frozen import frozen
from kvroom.core.releases import Release
from kvroom.errors import InputError


class VllmArgumentError(InputError):
    """vLLM's argparse would refuse the command line (exit 2 in vLLM too); the text is argparse's own."""


# One vLLM serve flag as a release's argparse defines it (from data/vllm_flags.json). A named tuple, not @frozen:
# every plan builds the ~320 of its release, and a tuple is built in C (a sixth of the cost).
#   name      the first long option string, e.g. --tensor-parallel-size
#   kind      flag | bool_optional | value | multi | multi_opt | optional_value
#   nullable  vLLM's optional_type(...): "None" (or "") is also accepted
FlagSpec = namedtuple("FlagSpec", "name aliases dest kind type nullable choices serve_only")


@frozen
class FlagTable:
    """The serve flags of one sampled release, with its FlexibleArgumentParser behaviour."""

    release: str  # the sampled release whose wheel the table was read from
    flags: tuple[FlagSpec, ...]
    parser: dict  # FlexibleArgumentParser behaviour of that release (see vllm_flags.json "parser")

    def by_dest(self) -> dict[str, FlagSpec]:
        out: dict[str, FlagSpec] = {}
        for spec in self.flags:
            out.setdefault(spec.dest, spec)
        return out

    def has(self, option: str) -> bool:
        return any(option == f.name or option in f.aliases for f in self.flags)


_DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")


def _load(*parts: str):
    # a plain open next to the package (as kvroom.sources.catalog does): importlib.resources costs start-up time
    with open(os.path.join(_DATA_DIR, *parts), encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=1)
def _data() -> dict:
    """data/vllm_flags.json, the generated source of truth (every flag's runs over the sampled releases, each
    with its citation, and the wheels read). Only what needs those reads it; a plan reads the compact form."""
    return _load("vllm_flags.json")


@lru_cache(maxsize=1)
def _samples() -> tuple[tuple[tuple[int, int, int, int], str], ...]:
    """(padded parts, release) of each sampled release, oldest first (data/vllm_flags/index.json, derived from
    vllm_flags.json by tools/split_vllm_flags.py; tests/test_launch_flag_split.py keeps them equal)."""
    out = []
    for v in _load("vllm_flags", "index.json")["sampled_releases"]:
        parts = tuple(int(x) for x in v.split("."))  # plain dotted numbers (the tool refuses any other)
        out.append((parts + (0,) * (4 - len(parts)), v))
    return tuple(out)


@lru_cache(maxsize=64)
def sampled_release_for(release: Release) -> str:
    """The newest sampled release at or below ``release`` (flags change at releases; the table between two
    samples is the older one's; a release newer than the last sample uses the last)."""
    samples = _samples()
    chosen = samples[0][1]
    for parts, v in samples:
        if parts <= release.parts:
            chosen = v
    return chosen


@lru_cache(maxsize=64)
def table_for(release: Release) -> FlagTable:
    """The flag table of the sampled release for ``release``, from its compact file data/vllm_flags/<sample>.json:
    one row per flag, in FlagSpec's field order (the first run of each flag of vllm_flags.json covering the sample)."""
    return _table_of(sampled_release_for(release))


@lru_cache(maxsize=None)  # one per sampled release at most
def _table_of(sample: str) -> FlagTable:
    data = _load("vllm_flags", sample + ".json")
    flags = tuple([FlagSpec(name, tuple(aliases), dest, kind, type_, nullable,
                            None if choices is None else tuple(choices), serve_only)
                   for name, aliases, dest, kind, type_, nullable, choices, serve_only in data["flags"]])
    return FlagTable(release=sample, flags=flags, parser=data["parser"])


def sampled_releases() -> tuple[str, ...]:
    """The sampled releases the flag tables were read from, oldest first."""
    return tuple(v for _, v in _samples())


def releases_with_dest(dest: str) -> tuple[str, ...]:
    """The sampled releases whose serve flags set ``dest`` (an EngineArgs field), oldest first."""
    return tuple(v for v in sampled_releases() if dest in _table_of(v).by_dest())


def option_release_runs(option: str) -> tuple[tuple[str, str], ...]:
    """The runs of sampled releases whose serve parser has ``option`` (a name or an alias), as (first, last), oldest
    first: ``--disable-log-requests`` is ((0.5.5, 0.16.0),) when every sample from 0.5.5 to 0.16.0 has it. A sample
    stands for the releases up to the next one (sampled_release_for)."""
    runs: list[list[str]] = []
    prev_had = False
    for v in sampled_releases():
        had = _table_of(v).has(option)
        if had and prev_had:
            runs[-1][1] = v
        elif had:
            runs.append([v, v])
        prev_had = had
    return tuple((a, b) for a, b in runs)


def all_option_strings() -> frozenset[str]:
    """Every option string (name or alias) of any sampled release (data/vllm_flags/option_strings.json)."""
    return frozenset(_load("vllm_flags", "option_strings.json")["option_strings"])


_TYPES = {"int": int, "float": float}


def _nullable(convert):
    """vLLM's optional_type(convert) (engine/arg_utils.py): "None" or "" is None, anything else converted."""

    def parse(text: str):
        return None if text in ("", "None") else convert(text)

    parse.__name__ = convert.__name__  # argparse names the type in its refusal ("invalid int value")
    return parse


def _could_name(spec: FlagSpec, heads: tuple[str, ...]) -> bool:
    """True when some option-like argv word could resolve to ``spec`` in argparse: exactly, as an abbreviation
    (allow_abbrev), or as a short option with its value attached (`-tp4`). A BooleanOptionalAction also
    registers `--no-NAME`."""
    options = (spec.name, *spec.aliases)
    if spec.kind == "bool_optional":
        options += tuple("--no-" + o[2:] for o in options if o.startswith("--"))
    for option in options:
        for head in heads:
            if option.startswith(head) or head.startswith(option):
                return True
    return False


@lru_cache(maxsize=1)
def _parser_classes():
    """(the parser class, its help formatter), built on first use: argparse (and the gettext and locale lookups
    every ArgumentParser makes) is start-up time a plain command line does not need (parse_simple reads it)."""
    import argparse

    class _VllmParser(argparse.ArgumentParser):
        """argparse with vLLM's option strings; a refusal raises instead of printing usage and exiting."""

        def error(self, message: str) -> None:  # type: ignore[override]
            raise VllmArgumentError(f"{self.prog}: error: {message}")

    class _FixedWidthFormatter(argparse.HelpFormatter):
        """argparse builds a help formatter for every add_argument (to check the metavar); the default one asks the
        terminal for its size each time. This parser never prints help (`-h` is a flag it reports), so a fixed
        width."""

        def __init__(self, prog: str) -> None:
            super().__init__(prog, width=100)

    return _VllmParser, _FixedWidthFormatter


def build_parser(table: FlagTable, prog: str, *, serve: bool,
                 raw_dests: frozenset[str] = frozenset(), argv: list[str] | None = None):
    """An argparse parser accepting exactly the flags of ``table`` (as `vllm serve` when ``serve``, else as
    the api_server module, which has no serve-only flags). Every value is kept as typed text except int/float
    flags, which argparse checks as vLLM's does (except ``raw_dests``, whose values the caller parses with the
    release's own rules). Defaults are SUPPRESS: the namespace holds what was given.

    With ``argv`` (the words about to be parsed), only the flags one of its option-like words could name are
    registered: argparse resolves a word only against option strings it could match (exact, prefix, or a short
    option's first two characters), and lists only those in an ambiguity refusal, so the parse and every refusal
    are the same as with the whole table, for a fraction of the start-up time (a release has 300-400 flags). (No
    vLLM option string looks like a negative number, so argparse's `-1`-is-a-value rule is unchanged too;
    tests/test_launch_parser_subset.py checks both.)"""
    import argparse

    parser_class, formatter_class = _parser_classes()
    p = parser_class(prog=prog, add_help=False, allow_abbrev=True, argument_default=argparse.SUPPRESS,
                     formatter_class=formatter_class)
    p.add_argument("-h", "--help", action="store_true", dest="help")
    if serve:
        p.add_argument("model_tag", nargs="?")
    heads = None if argv is None else tuple({a.split("=", 1)[0] for a in argv
                                             if a.startswith("-") and a not in ("-", "--")})
    for spec in table.flags:
        if spec.serve_only and not serve:
            continue
        if heads is not None and not _could_name(spec, heads):
            continue
        names = [spec.name, *spec.aliases]
        if any(n in p._option_string_actions for n in names):  # noqa: SLF001 (a repeated registration)
            names = [n for n in names if n not in p._option_string_actions]  # noqa: SLF001
            if not names:
                continue
        kw: dict[str, Any] = {"dest": spec.dest}
        if spec.kind == "flag":
            kw.update(action="store_const", const=True)
        elif spec.kind == "bool_optional":
            kw.update(action=argparse.BooleanOptionalAction)
            names = [n for n in names if n.startswith("--")] or names
        elif spec.kind == "multi":
            kw.update(nargs="+")
        elif spec.kind == "multi_opt":
            kw.update(nargs="*")
        elif spec.kind == "optional_value":
            kw.update(nargs="?", const="true")
        if spec.kind not in ("flag", "bool_optional") and spec.type in _TYPES and spec.dest not in raw_dests:
            kw["type"] = _nullable(_TYPES[spec.type]) if spec.nullable else _TYPES[spec.type]
        p.add_argument(*names, **kw)
    return p


def _is_value_word(word: str) -> bool:
    """argparse's 'A' (a value, not an option): a word not starting with `-`, or a negative integer while no option
    looks like a number (a subset of its negative-number rule: anything else option-like declines)."""
    return not word.startswith("-") or (len(word) > 1 and word[1:].isdecimal())


@lru_cache(maxsize=None)  # per sampled release and entry point
def _option_strings(sample: str, serve: bool) -> dict[str, tuple[FlagSpec, bool] | None]:
    """option string -> (flag, the value a switch stores) exactly as build_parser registers the whole table: `-h`/
    `--help` first (None here: only argparse answers them), then each flag's names not taken by an earlier flag,
    a BooleanOptionalAction's long names with their `--no-` forms."""
    table = _table_of(sample)
    out: dict[str, tuple[FlagSpec, bool] | None] = {"-h": None, "--help": None}
    for spec in table.flags:
        if spec.serve_only and not serve:
            continue
        names = [n for n in (spec.name, *spec.aliases) if n not in out]
        if not names:
            continue
        if spec.kind == "bool_optional":
            names = [n for n in names if n.startswith("--")] or names
            for n in names:
                out[n] = (spec, True)
            for n in names:
                if n.startswith("--"):
                    out.setdefault("--no-" + n[2:], (spec, False))
        else:
            for n in names:
                out[n] = (spec, True)
    return out


def parse_simple(words: list[str], table: FlagTable, *, serve: bool,
                 raw_dests: frozenset[str] = frozenset()) -> dict[str, Any] | None:
    """What ``vars(build_parser(table, ..., raw_dests=raw_dests).parse_args(words))`` returns, read without
    argparse when the command line has argparse's plain shapes only; None when only argparse can say (then the
    caller builds it: its refusal text, abbreviations, `-tp4`, multi-value flags, `--help`, a stray word).

    Plain shapes: the model first (`vllm serve`), then options named exactly (`--name value`, `--name=value`, a
    switch, a `--no-` boolean) whose values do not look like options (a negative integer does not: argparse takes
    `-1` as a value while no option looks like a number, tests/test_launch_parser_subset.py), int/float values
    converted as argparse converts them. tests/test_launch_parse_simple.py holds it to argparse, word for word."""
    options = _option_strings(table.release, serve)
    out: dict[str, Any] = {}
    count = len(words)
    i = 0
    if count and serve and not words[0].startswith("-"):
        out["model_tag"] = words[0]
        i = 1
    while i < count:
        word = words[i]
        entry = options.get(word, False)
        explicit = None
        if entry is False:
            name, eq, explicit = word.partition("=")
            if not eq or not word.startswith("-"):
                return None  # an abbreviation, `-tp4`, a stray word or an unknown flag
            entry = options.get(name, False)
            if entry is False:
                return None
        if entry is None:
            return None  # --help
        spec, switch_value = entry
        kind = spec.kind
        if kind == "flag" or kind == "bool_optional":
            if explicit is not None:
                return None  # argparse refuses a value on a switch
            out[spec.dest] = switch_value
            i += 1
            continue
        if explicit == "--":
            return None  # argparse drops a `--` value (`--x=--`)
        if kind == "value" or explicit is not None:
            if explicit is None:
                if i + 1 >= count or not _is_value_word(words[i + 1]):
                    return None  # no value, or an option-like word: argparse's refusal
                i += 1
                explicit = words[i]
            values = [explicit]
        elif kind in ("multi", "multi_opt", "optional_value"):
            # nargs + / * / ?: argparse gives an option every value-like word that follows it (`?`: at most one)
            end = i + 1
            while end < count and _is_value_word(words[end]) and (kind != "optional_value" or end == i + 1):
                end += 1
            values = words[i + 1:end]
            if not values and kind == "multi":
                return None  # "expected at least one argument"
            if not values and kind == "optional_value":
                values = ["true"]  # the const build_parser gives it (converted like a value, as argparse does)
            i = end - 1
        else:
            return None
        convert = _TYPES.get(spec.type) if spec.dest not in raw_dests else None
        if convert is not None:
            try:
                values = [None if spec.nullable and v in ("", "None") else convert(v) for v in values]
            except ValueError:
                return None  # argparse's "invalid int value" refusal
        out[spec.dest] = values if kind in ("multi", "multi_opt") else values[0]
        i += 1
    return out


def preprocess(argv: list[str], table: FlagTable) -> list[str]:
    """What vLLM's FlexibleArgumentParser.parse_args does to argv before argparse (vllm/utils, per release):
    underscores in flag names become dashes, `-O3` becomes the optimization level, and `--x.y v` dotted keys
    are merged into one JSON value for `--x`."""
    feats = table.parser
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--") and feats.get("underscores_to_dashes", True):
            key, eq, value = arg.partition("=")
            head, dot, tail = key[2:].partition(".") if feats.get("dotted_json") else (key[2:], "", "")
            out.append("--" + head.replace("_", "-") + dot + tail + eq + value)
        elif arg.startswith("-O") and arg != "-O" and arg[2:3] != "." and feats.get("optimization_level_flag"):
            out += ["--optimization-level", arg[3:] if arg[2:3] == "=" else arg[2:]]
        elif arg.startswith("-O") and arg != "-O" and arg[2:3] != "." and feats.get("o_dot_level"):
            out.append("-O.level=" + (arg[3:] if arg[2:3] == "=" else arg[2:]))
        elif arg == "-O" and i + 1 < len(argv) and argv[i + 1] in {"0", "1", "2", "3"} and (
                feats.get("optimization_level_flag") or feats.get("o_dot_level")):
            out.append("--optimization-level" if feats.get("optimization_level_flag") else "-O.level")
        else:
            out.append(arg)
        i += 1
    return _merge_dotted(out) if feats.get("dotted_json") else out


def _merge_dotted(args: list[str]) -> list[str]:
    """`--compilation-config.cudagraph_capture_sizes [1,2]` -> `--compilation-config '{"cudagraph_capture_sizes": [1, 2]}'`."""
    merged: dict[str, dict] = {}
    out: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg.startswith("-") and "." in arg.split("=", 1)[0] and not _is_number(arg):
            if "=" in arg:
                name, value_text = arg.split("=", 1)
            elif i + 1 < len(args):
                name, value_text = arg, args[i + 1]
                i += 1
            else:
                out.append(arg)
                i += 1
                continue
            key, *keys = name.split(".")
            try:
                value: Any = json.loads(value_text)
            except ValueError:
                value = value_text
            node = merged.setdefault(key, {})
            for k in keys[:-1]:
                node = node.setdefault(k, {}) if isinstance(node.get(k), dict) or k not in node else node
            node[keys[-1]] = value
        else:
            out.append(arg)
        i += 1
    for key, value in merged.items():
        out += [key, json.dumps(value)]
    return out


def _is_number(text: str) -> bool:
    try:
        float(text)
        return True
    except ValueError:
        return False
