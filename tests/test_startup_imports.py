"""Start-up: what each CLI command imports (issue 13 item 3). A new import on the plan path fails here.

Each command runs in a fresh interpreter; the modules it leaves in ``sys.modules`` are compared with an allow-list.
Standard-library modules are allowed when a bare interpreter importing the few stdlib modules kvroom needs
(json, argparse, math, collections.abc for the config reader's Mapping check; shlex quotes the serve line; gc,
built into the interpreter, pauses the collector) also has them, so the test does not depend on the Python version's
own import graph; the kvroom modules are listed by name. Time is measured in bench/bench.py, not here.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

MARK = "@@modules@@"
PLAN_ARGS = ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G"]
# the plan path, from argv to the rendered text; anything else is a new import on the plan path
PLAN_KVROOM = {
    "kvroom", "kvroom.cli", "kvroom.errors", "kvroom.api",
    "kvroom.core", "kvroom.core.model", "kvroom.core.releases", "kvroom.core.lengths", "kvroom.core.specs",
    "kvroom.core.engine", "kvroom.core.frozen", "kvroom.core.messages", "kvroom.core.planning",
    "kvroom.sources", "kvroom.sources.catalog", "kvroom.sources.config",
    "kvroom.render", "kvroom.render.text",
    "kvroom.redact",  # every printed line passes through it (issue 14)
    "kvroom.core.memflags",  # the memory-changing flags apply to every plan (issue 9)
    "kvroom.launch", "kvroom.launch.flags", "kvroom.launch.reader",  # plan reads the pasted command (issue 9)
    "kvroom.core.hints",  # idle-GPU and length-spelling notes beside every plan (issue 9)
}
# never on the CLI path: typing (annotations are strings), pathlib (catalog ids are not paths), difflib (only for a
# name not in the catalog), shutil (argparse's help width is looked up once, without it), and the heavy or optional
# libraries
FORBIDDEN = {"shutil", "typing", "pathlib", "difflib", "urllib.parse", "ipaddress", "huggingface_hub", "torch", "vllm",
             "transformers", "numpy", "matplotlib", "http.server", "socketserver", "email", "concurrent.futures",
             "multiprocessing"}
# a plain command line is read without argparse (kvroom's options by cli.launch_args_without_argparse, the vLLM
# flags by kvroom.launch.flags.parse_simple): argparse, and the gettext and locale lookups each ArgumentParser makes,
# are start-up time a plan does not need (issue 13)
NO_ARGPARSE = {"argparse", "gettext", "locale"}


def _modules(code: str) -> set[str]:
    env = dict(os.environ)
    env.pop("PYTHONSTARTUP", None)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert MARK in out.stdout, out.stderr[-2000:]
    return set(out.stdout.split(MARK, 1)[1].split())


def _command_modules(argv: list[str]) -> set[str]:
    """The modules a command leaves loaded."""
    code = ("import sys\nfrom kvroom.cli import main\ntry:\n    main(%r)\nexcept SystemExit:\n    pass\n"
            "print(%r, *sorted(sys.modules))\n" % (argv, MARK))
    return _modules(code)


@pytest.fixture(scope="module")
def stdlib_floor() -> set[str]:
    return _modules("import __future__, sys, gc, json, argparse, math, functools, re, os, shlex, collections.abc\n"
                    "argparse.ArgumentParser().format_help()\nprint(%r, *sorted(sys.modules))\n" % MARK)


def _stdlib(modules: set[str]) -> set[str]:
    return {m for m in modules if not m.startswith("kvroom")}


def test_plan_path_imports_stay_within_the_allow_list(stdlib_floor: set[str]) -> None:
    modules = _command_modules(PLAN_ARGS)
    kvroom_modules = {m for m in modules if m.startswith("kvroom")}
    assert kvroom_modules <= PLAN_KVROOM, f"new kvroom import on the plan path: {sorted(kvroom_modules - PLAN_KVROOM)}"
    assert not modules & (FORBIDDEN | NO_ARGPARSE), f"imported on the plan path: {sorted(modules & FORBIDDEN)}"
    extra = _stdlib(modules) - stdlib_floor
    assert not extra, f"new standard-library import on the plan path: {sorted(extra)}"


# a plan against a card (what people run: `kvroom plan MODEL --gpu L4`) adds the GPU catalog, the memory budget, the
# weights and the load check, and the calibration store only when one is stored; nothing else (no drafter module
# without --speculative-config)
GPU_PLAN_ARGS = ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4", "--max-model-len", "16K"]
GPU_PLAN_KVROOM = PLAN_KVROOM | {"kvroom.gpus", "kvroom.core.budget", "kvroom.core.weights", "kvroom.loadfit",
                                 "kvroom.calibration"}


def test_gpu_plan_path_imports_stay_within_the_allow_list(stdlib_floor: set[str]) -> None:
    modules = _command_modules(GPU_PLAN_ARGS)
    kvroom_modules = {m for m in modules if m.startswith("kvroom")}
    assert kvroom_modules <= GPU_PLAN_KVROOM, f"new kvroom import: {sorted(kvroom_modules - GPU_PLAN_KVROOM)}"
    forbidden = FORBIDDEN | NO_ARGPARSE | {"hashlib", "datetime", "dataclasses", "inspect"}
    assert not modules & forbidden, f"imported on the GPU plan path: {sorted(modules & forbidden)}"
    extra = _stdlib(modules) - stdlib_floor
    assert not extra, f"new standard-library import on the GPU plan path: {sorted(extra)}"


@pytest.mark.parametrize("argv", [
    ["plan", "--gpu", "L4", "--", "vllm", "serve", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "16K",
     "--gpu-memory-utilization", "0.9", "--served-model-name", "llama", "--port", "8000"],
    ["plan", "--gpu", "H100x2", "--", "python", "-m", "vllm.entrypoints.openai.api_server", "--model",
     "meta-llama/Llama-3.1-8B-Instruct", "-tp", "2", "--enable-prefix-caching", "--max-num-seqs=128"],
])
def test_a_pasted_plain_command_is_read_without_argparse(argv: list[str]) -> None:
    modules = _command_modules(argv)
    assert not modules & NO_ARGPARSE, f"read with argparse: {sorted(modules & NO_ARGPARSE)}"


def test_help_imports_no_dataclass_modules() -> None:
    modules = _command_modules(["--help"])
    assert {m for m in modules if m.startswith("kvroom")} <= {"kvroom", "kvroom.cli", "kvroom.errors",
                                                          "kvroom.redact"}
    assert not modules & (FORBIDDEN | {"dataclasses", "inspect"})


def test_len_imports_no_model_or_planning() -> None:
    modules = _command_modules(["len", "32K"])
    kvroom_modules = {m for m in modules if m.startswith("kvroom")}
    assert kvroom_modules <= {"kvroom", "kvroom.cli", "kvroom.errors", "kvroom.core", "kvroom.core.frozen",
                              "kvroom.core.releases", "kvroom.core.lengths", "kvroom.redact"}, sorted(kvroom_modules)
    assert not modules & FORBIDDEN


def test_gpus_imports_no_planning() -> None:
    modules = _command_modules(["gpus"])
    kvroom_modules = {m for m in modules if m.startswith("kvroom")}
    assert not kvroom_modules & {"kvroom.api", "kvroom.core.engine", "kvroom.core.planning", "kvroom.core.specs",
                                 "kvroom.core.model", "kvroom.sources.catalog"}, sorted(kvroom_modules)
    assert not modules & (FORBIDDEN - {"difflib"})  # kvroom.gpus suggests close GPU names


def test_plan_path_never_loads_dataclasses_or_inspect() -> None:
    """kvroom's classes are @frozen (kvroom.core.frozen), not dataclasses: dataclasses and the inspect, ast, dis and
    tokenize it would import stay unloaded on the plan path."""
    modules = _command_modules(PLAN_ARGS)
    assert not modules & {"dataclasses", "inspect", "ast", "dis", "tokenize"}


def test_short_commands_pause_the_collector_and_give_it_back() -> None:
    """cli.main pauses the cyclic GC for short commands (their heap is loaded data) and restores it afterwards, so
    a caller running main() in process keeps its collector; long-running commands never pause it."""
    code = ("import gc, sys\nfrom kvroom import cli\nseen = []\n"
            "real = cli._main\ncli._main = lambda argv: seen.append(gc.isenabled()) or real(argv)\n"
            "cli.main(['len', '32K'])\ncli.main(['gpus'])\n"
            "cli._main = lambda argv: seen.append(gc.isenabled()) or 0\ncli.main(['web', '--help'])\n"
            "print(%r, *seen, gc.isenabled())\n" % MARK)
    assert _modules(code) == {"False", "True"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.split(MARK, 1)[1].split() == ["False", "False", "True", "True"]
