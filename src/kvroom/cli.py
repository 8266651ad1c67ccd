"""Command line: arguments -> kvroom library -> render -> exit code. The only module that prints.

Exit codes (documented in the README):
  0  plan: vLLM would start / explain: a startup failure or capacity line was recognized / other: success
  1  plan: vLLM would refuse to start
  2  bad input: unknown model or architecture, malformed file, nonsense flag value
  3  explain: the text holds no vLLM startup line kvroom recognizes
  4  internal error: a bug in kvroom (one line on stderr; please report it with the command)
"""

from __future__ import annotations

import json
import os
import sys
TYPE_CHECKING = False  # typing costs start-up time; annotations are strings (PEP 563)
if TYPE_CHECKING:
    import argparse  # annotations only: a plain `kvroom plan` never imports argparse (_parser_classes)
    from typing import Any, Sequence

from kvroom.errors import KvroomError, text_with_hints
from kvroom.redact import redact

EXIT_STARTS, EXIT_REFUSES, EXIT_BAD_INPUT, EXIT_NOTHING_FOUND, EXIT_INTERNAL = 0, 1, 2, 3, 4


_HELP_WIDTH: list[int] = []


def _help_width() -> int:
    """argparse's help width (the terminal's columns - 2, as shutil.get_terminal_size finds them), looked up once:
    argparse builds a formatter for every add_argument, and each asked the terminal again (and imported shutil)."""
    if not _HELP_WIDTH:
        try:
            columns = int(os.environ["COLUMNS"])
        except (KeyError, ValueError):
            columns = 0
        if columns <= 0:
            try:
                columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
            except (AttributeError, ValueError, OSError):
                columns = 0
        _HELP_WIDTH.append((columns if columns > 0 else 80) - 2)
    return _HELP_WIDTH[0]


_PARSER_CLASSES: list = []


def _parser_classes():
    """(kvroom's parser class, the plan/run one), built on first use: a plain `kvroom plan` is read without
    argparse (launch_args_without_argparse), which with the gettext and locale lookups of every ArgumentParser is
    start-up time it does not need."""
    if not _PARSER_CLASSES:
        import argparse

        class _Parser(argparse.ArgumentParser):
            """argparse, but a bad flag is one line and exit 2 (no usage dump)."""

            def _get_formatter(self):  # type: ignore[override]
                return self.formatter_class(prog=self.prog, width=_help_width())

            def error(self, message: str) -> None:  # type: ignore[override]
                command = " ".join(["kvroom", *self.prog.split()[1:]])  # prog is "kvroom" or "kvroom plan"
                sys.stderr.write(f"kvroom: error: {message} (see `{command} --help`)\n")
                raise SystemExit(EXIT_BAD_INPUT)

        class _LaunchParser(_Parser):
            """plan/run: the help lists the vLLM flags kvroom models (PlanRequest fields, looked up when help is
            shown)."""

            def format_help(self) -> str:
                from kvroom.launch.help import modelled_flags_help

                return super().format_help() + "\n" + modelled_flags_help() + "\n"

        _PARSER_CLASSES.extend((_Parser, _LaunchParser))
    return _PARSER_CLASSES


def _add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print the machine-readable result (schema_version 1)")


def _add_engine_flags(p: argparse.ArgumentParser) -> None:
    """vLLM's own flag spellings, so a `vllm serve` line can be pasted."""
    p.add_argument("--max-model-len", help="as vLLM parses it per release: 32768, 32k (=32000), 32K (=32768), auto, -1")
    p.add_argument("--kv-cache-memory-bytes", help="KV cache memory per GPU worker, bytes (e.g. 8G); bypasses profiling")
    p.add_argument("--block-size", help="tokens per KV block (default: the platform/backend's)")
    p.add_argument("--kv-cache-dtype", default="auto", help="auto, fp8, fp8_e4m3, fp8_e5m2, bfloat16, float16")
    p.add_argument("-tp", "--tensor-parallel-size", default="1", help="tensor parallel size")
    p.add_argument("-pp", "--pipeline-parallel-size", default="1", help="pipeline parallel size")
    p.add_argument("--max-num-batched-tokens", help="scheduler token budget per step (default: vLLM's)")
    p.add_argument("--max-num-seqs", help="max sequences per step (default: vLLM's)")
    p.add_argument("--platform", default="cuda", choices=["cuda", "cpu"], help="where vLLM runs (default cuda)")
    p.add_argument("--vllm-version", default=None, help="vLLM release to reproduce (default 0.33.0)")
    p.add_argument("--usage-context", default=None, choices=["server", "llm", "none"],
                   help="entry point whose batch defaults apply: server (vllm serve; the default on cuda), "
                        "llm (the LLM class), none (EngineArgs without a usage context; the default on cpu)")
    p.add_argument("--disable-hybrid-kv-cache-manager", action="store_true", help="as vLLM's flag")
    p.add_argument("--disable-sliding-window", action="store_true", help="as vLLM's flag")
    p.add_argument("--num-gpu-blocks-override", help="as vLLM's flag")
    p.add_argument("--mamba-ssm-cache-dtype", default="auto", help="auto, float32, float16, bfloat16")
    from argparse import BooleanOptionalAction

    p.add_argument("--enable-chunked-prefill", action=BooleanOptionalAction, default=None,
                   help="as vLLM's flag; off makes the default max_num_batched_tokens at least max_model_len")
    g = p.add_argument_group("GPU memory budget (used when --kv-cache-memory-bytes is not given)")
    g.add_argument("--gpu", help="card from `kvroom gpus`, optionally xCOUNT (H100, L4x2, A100-40GB)")
    g.add_argument("--gpu-memory", help="total memory vLLM sees per GPU, for cards not in the catalog (79.2GiB)")
    g.add_argument("--gpu-memory-utilization", help="fraction of total GPU memory vLLM may use (default 0.9; 0.92 from 0.22)")
    g.add_argument("--free-memory", help="free memory per GPU at startup when the card is shared (e.g. 60GiB)")
    g.add_argument("--enforce-eager", action="store_true", help="no CUDA graphs (as vLLM's flag)")
    g.add_argument("--attention-backend", help="FLASH_ATTN, FLASHINFER, TRITON_ATTN, FLASHMLA, ... (0.13+)")
    _add_memory_flags(p)


def _add_memory_flags(p: argparse.ArgumentParser) -> None:
    """vLLM flags that change memory (modelled in kvroom.core.memflags), in vLLM's spellings."""
    m = p.add_argument_group("vLLM flags that change memory")
    m.add_argument("--dtype", default="auto", help="auto, half, float16, bfloat16, float, float32: weights and KV bytes")
    m.add_argument("-q", "--quantization", help="online quantization of a 16-bit checkpoint (fp8, bitsandbytes); "
                   "a quantized checkpoint keeps its own method")
    m.add_argument("--cpu-offload-gb", help="GiB of weights per GPU kept in host memory")
    m.add_argument("-dp", "--data-parallel-size", help="data parallel replicas (with --enable-expert-parallel "
                   "the experts are split over TP x DP)")
    m.add_argument("--enable-expert-parallel", action="store_true", help="split MoE experts over TP x DP ranks")
    m.add_argument("--speculative-config", help="JSON: draft model / MTP / EAGLE heads (weights and KV), n-gram (none)")
    m.add_argument("--hf-overrides", help="JSON merged into the model config (e.g. rope_scaling with YaRN)")
    m.add_argument("--rope-scaling", help="JSON rope scaling (older releases; later: --hf-overrides)")
    m.add_argument("--rope-theta", help="RoPE theta (older releases; later: --hf-overrides)")
    m.add_argument("--limit-mm-per-prompt", help='JSON items per prompt per modality, e.g. {"image": 0}')
    m.add_argument("--swap-space", help="GiB of host swap per GPU (host memory: no effect on the GPU)")
    m.add_argument("--compilation-config", help="JSON compilation config (cudagraph_capture_sizes, ...)")
    m.add_argument("--kv-offloading-size", help="GiB of host memory for KV offloading (no effect on the GPU)")


# ---- plan / run: the vLLM command as pasted (kvroom.launch reads it with the release's own flags)

_LAUNCH_USAGE = ("kvroom {command} [kvroom options] -- vllm serve MODEL [vLLM flags]\n"
                 "       kvroom {command} [kvroom options] MODEL [vLLM flags]")
# kvroom's own options on plan/run; every other argument is the vLLM command's. None of these is a vLLM flag in
# any release kvroom models (tests/test_launch_cli.py checks that against data/vllm_flags.json).
_KVROOM_LAUNCH_OPTIONS = ("--gpu", "--gpu-memory", "--free-memory", "--platform", "--vllm-version", "--usage-context",
                          "--json", "--force", "--log", "--from-log", "-h", "--help")


def _add_launch_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("command", nargs="*", metavar="MODEL|vllm serve ...",
                   help="the vLLM launch as you would type it: `vllm serve M ...`, `python -m "
                        "vllm.entrypoints.openai.api_server --model M ...`, `docker run ... vllm/vllm-openai:TAG ...`, "
                        "`vllm serve --config x.yaml`, or just MODEL and vLLM flags")
    _add_engine_flags(p)
    p.add_argument("--revision", help="Hub revision (branch, tag or commit) for a Hugging Face id (as vLLM's flag)")
    _add_json(p)
    # the vLLM flags above are documentation and completion only: main() hands them to kvroom.launch, which reads
    # them with the chosen release's own definitions
    for action in p._actions:
        if action.dest == "platform":
            action.default = None
            action.help = "where vLLM runs (default cuda; `--device cpu` in the command also says cpu)"


def _split_launch_argv(argv: list[str]) -> tuple[list[str], list[str]]:
    """plan/run argv -> (kvroom's own options, the vLLM command). Left of `--` is all kvroom's; without `--`,
    kvroom's options are picked out by exact name and everything else is the command, in order."""
    if "--" in argv:
        i = argv.index("--")
        return argv[:i], argv[i + 1:]
    valued = {"--gpu", "--gpu-memory", "--free-memory", "--platform", "--vllm-version", "--usage-context", "--log",
              "--from-log"}
    ours: list[str] = []
    command: list[str] = []
    i = 0
    while i < len(argv):
        token = argv[i]
        name = token.split("=", 1)[0]
        if name in _KVROOM_LAUNCH_OPTIONS:
            ours.append(token)
            if name in valued and "=" not in token and i + 1 < len(argv):
                ours.append(argv[i + 1])
                i += 1
        else:
            command.append(token)
        i += 1
    return ours, command


class _StubParser:
    """What registering a command returns when that command is not the one being run: its arguments are not built
    (they are most of argparse's start-up cost); the command is still listed, with its help line."""

    _actions: tuple = ()

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: self

    def parse_known_args(self, *args, **kwargs):  # never reached: main() builds the command it is given
        raise RuntimeError("kvroom's parser for this command was not built")


class _ChosenSubparsers:
    """The subparsers action, building only the command ``only`` in full (None: every command, as completion needs)."""

    def __init__(self, sub, only: str | None) -> None:
        self.__dict__.update(sub=sub, only=only)

    def add_parser(self, name: str, **kwargs):
        if self.only is None or name == self.only:
            return self.sub.add_parser(name, **kwargs)
        # listed in `kvroom --help` and among argparse's choices, as add_parser would; no ArgumentParser is built
        self.sub._choices_actions.append(self.sub._ChoicesPseudoAction(name, (), kwargs.get("help")))
        stub = self.sub._name_parser_map[name] = _StubParser()
        return stub

    def __getattr__(self, name: str):
        return getattr(self.sub, name)

    def __setattr__(self, name: str, value) -> None:
        setattr(self.sub, name, value)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The kvroom parser. ``only``: build that command's arguments alone (the others are listed with their help
    but take no arguments: a cold `kvroom plan` does not build the sweep's); None builds every command."""
    import argparse

    _Parser, _LaunchParser = _parser_classes()
    parser = _Parser(prog="kvroom", description="Will vLLM start? vLLM's own KV-cache arithmetic, per release.")
    parser.add_argument("--version", action="version", version=f"kvroom {_version()}")
    sub = _ChosenSubparsers(parser.add_subparsers(dest="command", parser_class=_Parser), only)

    sub._parser_class = _LaunchParser  # plan/run: help that lists the modelled vLLM flags
    p = sub.add_parser("plan", help="before launch: does it start, with what length and concurrency",
                       usage=_LAUNCH_USAGE.format(command="plan"),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_launch_arguments(p)
    p.add_argument("--from-log", metavar="LOG", help="plan a changed launch from one vLLM startup log that got past "
                   "profiling: its measured terms, moved by what the flags change (see `kvroom calibrate`)")
    p.set_defaults(func=cmd_plan)

    p = sub.add_parser("run", help="plan a `vllm serve` line, then run it; explain its log if it dies starting",
                       usage=_LAUNCH_USAGE.format(command="run"),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    _add_launch_arguments(p)
    p.add_argument("--force", action="store_true", help="run vLLM even when the plan says it would not start")
    p.add_argument("--log", metavar="FILE", help="also write vLLM's output here (default: kvroom-run-<time>.log)")
    p.set_defaults(func=cmd_run)
    sub._parser_class = _Parser

    p = sub.add_parser("explain", help="after a failure: read a vLLM log, explain it, propose checked fixes")
    p.add_argument("log", nargs="?", default="-", help="log file, or - for stdin (default)")
    p.add_argument("--text", help="a pasted message instead of a file")
    p.add_argument("--model", help="the model (catalog id, local path, Hub id) when the log does not name it")
    p.add_argument("--gpu", help="the GPU, when the log does not show its memory")
    p.add_argument("--vllm-version", help="the release, when the log has no version banner")
    p.add_argument("--allow-hub", action="store_true",
                   help="read the model the log names from the Hugging Face Hub when it is not in the catalog")
    _add_json(p)
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser("len", help="what vLLM makes of a --max-model-len value, per release")
    p.add_argument("value")
    p.add_argument("--vllm-version", default=None, help="only this release (default: every release family)")
    _add_json(p)
    p.set_defaults(func=cmd_len)

    p = sub.add_parser("models", help="list the embedded model catalog")
    _add_json(p)
    p.set_defaults(func=cmd_models)

    _register_view_commands(sub)
    _register_calibrate(sub)
    return parser


def _version() -> str:
    from kvroom import __version__

    return __version__


def _int_flag(value: str | None, flag: str, release) -> int | None:
    if value is None:
        return None
    from kvroom.core.lengths import parse_human_int

    return parse_human_int(value, release, flag)


def request_from_args(args: argparse.Namespace):
    """CLI flags -> PlanRequest, parsing every value the way the chosen vLLM release does."""
    from kvroom.core.engine import PlanRequest
    from kvroom.core.lengths import parse_max_model_len
    from kvroom.core.releases import DEFAULT_RELEASE, Release

    version = args.vllm_version or DEFAULT_RELEASE
    release = Release.parse(version)
    flags: dict[str, Any] = dict(
        vllm_version=version,
        platform=args.platform,
        usage_context=args.usage_context,
        kv_cache_dtype=args.kv_cache_dtype,
        disable_hybrid_kv_cache_manager=args.disable_hybrid_kv_cache_manager,
        disable_sliding_window=args.disable_sliding_window,
        mamba_ssm_cache_dtype=args.mamba_ssm_cache_dtype,
        enable_chunked_prefill=args.enable_chunked_prefill,
    )
    if args.max_model_len is not None:
        flags["max_model_len"] = parse_max_model_len(args.max_model_len, release)
        flags["max_model_len_text"] = args.max_model_len  # as typed: the k/K note (kvroom.core.lengths.shorthand_note)
    flags.update(_gpu_flags(args))
    for name in ("kv_cache_memory_bytes", "block_size", "max_num_batched_tokens", "max_num_seqs",
                 "num_gpu_blocks_override", "tensor_parallel_size", "pipeline_parallel_size"):
        value = getattr(args, name)
        flags[name] = _int_flag(value, "--" + name.replace("_", "-"), release)
    flags.update(_memory_flag_values(args, release))
    return PlanRequest(**flags)


def _memory_flag_values(args: argparse.Namespace, release) -> dict[str, Any]:
    """The memory-changing flags as PlanRequest fields: numbers parsed, JSON kept as canonical JSON text."""
    from kvroom.errors import InputError

    flags: dict[str, Any] = {"dtype": args.dtype, "enable_expert_parallel": args.enable_expert_parallel}
    if args.quantization:
        flags["quantization"] = args.quantization
    if args.data_parallel_size is not None:
        flags["data_parallel_size"] = _int_flag(args.data_parallel_size, "--data-parallel-size", release)
    for name in ("cpu_offload_gb", "rope_theta", "swap_space", "kv_offloading_size"):
        value = getattr(args, name)
        if value is None:
            continue
        try:
            flags[name] = float(value)
        except ValueError:
            raise InputError(f"--{name.replace('_', '-')} {value!r} is not a number") from None
    for name in ("speculative_config", "hf_overrides", "rope_scaling", "limit_mm_per_prompt", "compilation_config"):
        value = getattr(args, name)
        if value is None:
            continue
        from kvroom.core.memflags import load_flag_json

        parsed = load_flag_json(value, "--" + name.replace("_", "-"))
        flags[name] = json.dumps(parsed, sort_keys=True)
    return flags


def _gpu_flags(args: argparse.Namespace) -> dict[str, Any]:
    from kvroom.errors import InputError

    flags: dict[str, Any] = {"enforce_eager": args.enforce_eager, **_gpu_flags_only(args)}
    if args.attention_backend:
        flags["attention_backend"] = args.attention_backend.upper()
    if args.gpu_memory_utilization is not None:
        try:
            util = float(args.gpu_memory_utilization)
        except ValueError:
            raise InputError(f"--gpu-memory-utilization {args.gpu_memory_utilization!r} is not a number") from None
        if not 0 < util <= 1:
            raise InputError(f"--gpu-memory-utilization {util} must be in (0, 1]")
        flags["gpu_memory_utilization"] = util
    return flags


def _read_launch(args: argparse.Namespace):
    """plan/run: the vLLM command (kvroom.launch) + kvroom's own options -> (Launch, PlanRequest)."""
    from kvroom.core.frozen import replace
    from kvroom.errors import InputError
    from kvroom.launch import read_launch

    command = getattr(args, "launch_argv", None)
    if command is None:  # called without main()'s split (the library path): the positional words
        command = list(args.command or [])
    elif args.command and (not command or command[0].startswith("-")):
        # `kvroom plan MODEL --gpu L4 -- --max-model-len 16K`: the model before `--`, vLLM's flags after it
        command = [*args.command, *command]
    if not command:
        raise InputError("give the model or the vLLM command: `kvroom plan MODEL [flags]` or "
                         "`kvroom plan -- vllm serve MODEL [flags]`")
    try:
        launch = read_launch(command, vllm_version=args.vllm_version)
    except InputError as exc:
        # after `--` everything is vLLM's (where `--gpu` even abbreviates --gpu-memory-utilization)
        ours = [t.split("=", 1)[0] for t in command if t.split("=", 1)[0] in _KVROOM_LAUNCH_OPTIONS]
        if ours and "--" in (getattr(args, "raw_argv", None) or []):
            raise InputError(f"{exc}; {ours[0]} is kvroom's option: put it before `--`") from None
        raise
    if not launch.model:
        raise InputError("the command names no model: give it as `vllm serve MODEL` or --model MODEL")
    ours: dict[str, Any] = dict(_gpu_flags_only(args))
    if args.platform:
        ours["platform"] = args.platform
    if args.usage_context:
        ours["usage_context"] = args.usage_context
    return launch, replace(launch.request, **ours)


def _gpu_flags_only(args: argparse.Namespace) -> dict[str, Any]:
    """kvroom's GPU options (not vLLM flags): the card, its memory, the free memory at startup."""
    flags: dict[str, Any] = {}
    if args.gpu:
        flags["gpu"] = args.gpu
    if args.gpu_memory or args.free_memory:
        from kvroom.gpus import parse_memory  # only then: the GPU catalog module is not free to import

        if args.gpu_memory:
            flags["gpu_total_memory_bytes"] = parse_memory(args.gpu_memory)
        if args.free_memory:
            flags["free_memory_bytes"] = parse_memory(args.free_memory)
    return flags


def _launch_notes(launch) -> list[str]:
    from kvroom.launch.reader import launch_notes

    return launch_notes(launch)


def _launch_dict(launch) -> dict[str, Any]:
    from kvroom.launch.reader import launch_summary

    return launch_summary(launch)


def _plan_launch(args: argparse.Namespace):
    """-> (launch, model, request, result or None, refusal dict or None, refusal text or None)."""
    from kvroom.api import load_model, plan
    from kvroom.core.engine import EngineConfigError

    launch, request = _read_launch(args)
    model = load_model(launch.model, launch.revision)
    try:
        return launch, model, request, _plan_or_calibrated(args, model, request) or plan(model, request), None
    except EngineConfigError as exc:  # vLLM refuses while building its config: still a refusal, same JSON shape
        return launch, model, request, None, exc


def cmd_plan(args: argparse.Namespace) -> int:
    launch, model, request, result, refusal = _plan_launch(args)
    notes = _launch_notes(launch)
    if refusal is not None:
        if not args.json:
            for note in notes:
                sys.stderr.write(f"kvroom: note: {note}\n")
            raise refusal
        from kvroom.api import config_refusal_dict

        _print_json({**config_refusal_dict(model, request, text_with_hints(refusal), refusal.error_kind),
                     "launch": _launch_dict(launch)})
        return EXIT_REFUSES
    if args.json:
        _print_json({**result.to_dict(), "launch": _launch_dict(launch)})
    else:
        from kvroom.render.text import render_plan

        print(render_plan(result, color=_use_color()))
        for note in notes:
            print(f"note: {note}")
    return EXIT_STARTS if result.starts else EXIT_REFUSES


def cmd_run(args: argparse.Namespace) -> int:
    """Plan first; refuse before loading when the plan says vLLM would not start (unless --force); else run
    vLLM with its output passed through and logged, and explain the log when it dies during startup."""
    from kvroom.render.text import render_plan

    try:
        launch, model, request, result, refusal = _plan_launch(args)
    except KvroomError as exc:  # kvroom cannot plan it (unknown model, a flag the release lacks, ...)
        if not args.force:
            err = KvroomError(f"{exc} (kvroom run plans first; --force runs vLLM without the plan)")
            err.exit_code = exc.exit_code
            raise err from None
        sys.stderr.write(f"kvroom: cannot plan this launch ({redact(str(exc))}); --force: starting vLLM anyway\n")
        return _run_and_explain(args, None)
    for note in _launch_notes(launch):
        sys.stderr.write(f"kvroom: note: {note}\n")
    if refusal is not None or not result.starts:
        sys.stderr.write((f"kvroom: vLLM would refuse this launch: {text_with_hints(refusal)}\n" if refusal is not None
                          else render_plan(result, color=False) + "\n"))
        if not args.force:
            sys.stderr.write("kvroom: not starting vLLM (the plan says it would not start); "
                             "apply a fix above, or pass --force to run it anyway\n")
            return EXIT_REFUSES
        sys.stderr.write("kvroom: --force: starting vLLM anyway\n")
    return _run_and_explain(args, launch.model)


def _run_and_explain(args: argparse.Namespace, model: str | None) -> int:
    from kvroom.run import run_command

    outcome = run_command(_child_argv(args.launch_argv), log_path=args.log)
    sys.stderr.write(f"kvroom: vLLM exited with {outcome.returncode}; its output is in {outcome.log_path}\n")
    if outcome.died_starting:
        from kvroom import logs
        from kvroom.explain import explain_record
        from kvroom.render.explain_text import render_explanation

        try:
            record = logs.parse_file(outcome.log_path)
            explained = explain_record(record, model=model, gpu=args.gpu, vllm_version=args.vllm_version)
        except KvroomError as exc:  # the child's exit code still stands
            sys.stderr.write(f"kvroom: could not explain the log: {exc}\n")
            return outcome.returncode
        if explained.recognized:
            sys.stderr.write("kvroom: vLLM died while starting; what its log says:\n")
            sys.stderr.write(render_explanation(explained, color=False) + "\n")
    return outcome.returncode


def _child_argv(command: list[str]) -> list[str]:
    """The command to start: as typed, or `vllm serve MODEL ...` for kvroom's bare `MODEL [flags]` form."""
    from kvroom.launch.reader import is_entry_point

    return list(command) if is_entry_point(command) else ["vllm", "serve", *command]


def cmd_explain(args: argparse.Namespace) -> int:
    from kvroom import logs
    from kvroom.explain import explain_record

    if args.text is not None:
        record = logs.parse_text(args.text)
    elif args.log == "-":
        record = logs.parse_log(sys.stdin.buffer)
    else:
        try:
            record = logs.parse_file(args.log)
        except OSError as exc:  # a missing or unreadable log is bad input (exit 2), not an internal error (4)
            from kvroom.errors import InputError

            raise InputError(f"{args.log}: cannot read the log ({exc.strerror or exc}); check the path") from None
    result = explain_record(record, model=args.model, gpu=args.gpu, vllm_version=args.vllm_version,
                            allow_hub=args.allow_hub)
    if args.json:
        _print_json(result.to_dict())
    else:
        from kvroom.render.explain_text import render_explanation

        print(render_explanation(result, color=_use_color()))
    return EXIT_STARTS if result.recognized else EXIT_NOTHING_FOUND


def cmd_len(args: argparse.Namespace) -> int:
    from kvroom.core.lengths import LengthError, parse_max_model_len
    from kvroom.core.releases import Release

    versions = [args.vllm_version] if args.vllm_version else ["0.8.3", "0.8.4", "0.12.0", "0.13.0", "0.14.0", "0.33.0"]
    rows = []
    for version in versions:
        release = Release.parse(version)
        try:
            rows.append({"vllm_version": str(release), "value": parse_max_model_len(args.value, release), "error": None})
        except LengthError as exc:
            rows.append({"vllm_version": str(release), "value": None, "error": str(exc)})
    if args.json:
        _print_json({"schema_version": 1, "input": args.value, "releases": rows})
    else:
        for row in rows:
            shown = "auto-fit (-1)" if row["value"] == -1 else (f"{row['value']:,}" if row["value"] is not None else row["error"])
            print(f"vLLM {row['vllm_version']:>7}: {shown}")
    ok = any(row["value"] is not None for row in rows)
    return EXIT_STARTS if ok else EXIT_BAD_INPUT


def cmd_models(args: argparse.Namespace) -> int:
    from kvroom.api import model_summaries  # context, weights and KV bytes per token of each catalog model

    entries = model_summaries()
    if args.json:
        _print_json({"schema_version": 1, "models": [getattr(e, "__dict__", e) for e in entries]})
    else:
        from kvroom.render.text import render_models

        print(render_models(entries))
    return EXIT_STARTS


# ---- at-a-glance commands: sweep, gpus, completion, web (kvroom.sweep, kvroom.render, kvroom.web)

_SWEEP_AXES = (
    ("gpu", "GPUs from `kvroom gpus`, comma-separated (L4,A100-40GB,H100x2)"),
    ("tensor_parallel_size", "tensor parallel sizes, comma-separated (1,2,4)"),
    ("kv_cache_dtype", "KV cache dtypes, comma-separated (auto,fp8)"),
    ("gpu_memory_utilization", "utilizations, comma-separated (0.8,0.9,0.95)"),
    ("max_num_batched_tokens", "scheduler token budgets, comma-separated (2048,8192)"),
    ("kv_cache_memory_bytes", "KV memory per GPU worker, comma-separated (8G,16G); replaces the GPU budget"),
)


def _register_view_commands(sub) -> None:
    p = sub.add_parser("sweep", help="largest length and concurrency across GPUs, TP, dtypes, utilizations")
    p.add_argument("model", help="catalog id (kvroom models), local directory, config.json, or Hugging Face id")
    p.add_argument("--revision", help="Hub revision (branch, tag or commit) for a Hugging Face id")
    _add_engine_flags(p)
    for action in p._actions:  # the swept flags take comma-separated lists
        dest = action.dest
        for name, text in _SWEEP_AXES:
            if dest == name:
                action.help = text
                action.default = None
    out = p.add_mutually_exclusive_group()
    _add_json(out)
    out.add_argument("--csv", action="store_true", help="print one CSV row per configuration")
    p.add_argument("--plot", metavar="FILE", help="also write a chart (.png or .svg; needs kvroom[plot])")
    p.add_argument("--workers", type=int, default=None, help="processes to fan out over (default: automatic)")
    p.set_defaults(func=cmd_sweep)

    p = sub.add_parser("gpus", help="list the GPU catalog (memory vLLM sees per card)")
    _add_json(p)
    p.set_defaults(func=cmd_gpus)

    p = sub.add_parser("completion", help="print a shell completion script (bash, zsh or fish)")
    p.add_argument("shell", choices=["bash", "zsh", "fish"])
    p.set_defaults(func=cmd_completion)

    p = sub.add_parser("web", help="a one-page calculator in the browser (local only)")
    p.add_argument("--host", default="127.0.0.1", help="loopback address to bind (default 127.0.0.1; ::1 for IPv6)")
    p.add_argument("--port", type=int, default=8765, help="port (0 picks a free one; default 8765)")
    p.set_defaults(func=cmd_web)


def _split(value: str | None) -> list[str] | None:
    if value is None:
        return None
    items = [item.strip() for item in str(value).split(",") if item.strip()]
    return items or None


def cmd_sweep(args: argparse.Namespace) -> int:
    from kvroom.core.releases import DEFAULT_RELEASE, Release
    from kvroom.errors import InputError
    from kvroom.sweep import sweep

    release = Release.parse(args.vllm_version or DEFAULT_RELEASE)
    lists = {name: _split(getattr(args, name)) for name, _ in _SWEEP_AXES}
    from argparse import Namespace

    base_args = Namespace(**vars(args))
    for name, _ in _SWEEP_AXES:
        setattr(base_args, name, None)
    base_args.kv_cache_dtype, base_args.tensor_parallel_size = "auto", "1"
    base = request_from_args(base_args)
    axes: dict[str, Any] = {}
    if lists["gpu"]:
        axes["gpu"] = lists["gpu"]
    if lists["kv_cache_dtype"]:
        axes["kv_cache_dtype"] = lists["kv_cache_dtype"]
    for name in ("tensor_parallel_size", "max_num_batched_tokens", "kv_cache_memory_bytes"):
        if lists[name]:
            axes[name] = [_int_flag(v, "--" + name.replace("_", "-"), release) for v in lists[name]]
    if lists["gpu_memory_utilization"]:
        try:
            axes["gpu_memory_utilization"] = [float(v) for v in lists["gpu_memory_utilization"]]
        except ValueError:
            raise InputError(f"--gpu-memory-utilization {args.gpu_memory_utilization!r}: give numbers "
                             "such as 0.8,0.9") from None
    if args.plot:
        from kvroom.render.chart import check_plot_path

        check_plot_path(args.plot)  # before the sweep: a bad --plot path is bad input, found at once
    result = sweep(args.model, request=base, workers=args.workers, **axes)
    if args.json:
        _print_json(result.to_dict())
    elif args.csv:
        from kvroom.render.sweep import render_csv

        sys.stdout.write(render_csv(result))
    else:
        from kvroom.render.sweep import render_table

        print(render_table(result))
    if args.plot:
        from kvroom.render.chart import plot_chart
        from kvroom.sweep import chart_data

        written = plot_chart(chart_data(result, args.model, request=base, workers=args.workers), args.plot)
        sys.stderr.write(f"kvroom: wrote {written}\n")
    return EXIT_STARTS


def cmd_gpus(args: argparse.Namespace) -> int:
    from kvroom.gpus import load_catalog

    cards = load_catalog()
    if args.json:
        _print_json({"schema_version": 1, "gpus": [
            {"name": c.name, "aliases": list(c.aliases), "total_memory_bytes": c.total_memory_bytes,
             "compute_capability": c.compute_capability, "architecture": c.architecture, "vendor": c.vendor,
             "estimated": c.estimated, "source": c.source} for c in cards]})
    else:
        from kvroom.render.text import render_gpus

        print(render_gpus(cards))
    return EXIT_STARTS


def cmd_completion(args: argparse.Namespace) -> int:
    from kvroom.render.completion import completion_script

    sys.stdout.write(completion_script(build_parser(), args.shell))
    return EXIT_STARTS


def cmd_web(args: argparse.Namespace) -> int:
    from kvroom.web.server import serve

    return serve(args.host, args.port, announce=lambda line: print(line, flush=True))


# ---- calibrate: measured terms from the user's own log (kvroom.calibration; plan --from-log)


def _register_calibrate(sub) -> None:
    p = sub.add_parser("calibrate", help="store the memory terms a vLLM startup log measured; later plans on the "
                       "same GPU and release use them")
    p.add_argument("log", nargs="?", help="a vLLM startup log that got past memory profiling")
    p.add_argument("--model", help="the model (catalog id, local path, Hub id) when the log does not name it")
    p.add_argument("--vllm-version", help="the release, when the log has no version banner")
    p.add_argument("--list", action="store_true", help="show the stored calibrations")
    p.add_argument("--remove", metavar="ID", help="remove one stored calibration")
    p.add_argument("--clear", action="store_true", help="remove every stored calibration")
    _add_json(p)
    p.set_defaults(func=cmd_calibrate)


def cmd_calibrate(args: argparse.Namespace) -> int:
    from kvroom import calibration as store
    from kvroom.errors import InputError

    path = store.store_path()
    if args.clear:
        store.clear()
        print(f"removed every calibration ({path})")
        return EXIT_STARTS
    if args.remove:
        if not store.remove(args.remove):
            raise InputError(f"no stored calibration has id {args.remove!r}; see `kvroom calibrate --list`")
        print(f"removed calibration {args.remove}")
        return EXIT_STARTS
    if args.list or not args.log:
        entries = store.load_store()
        if args.json:
            _print_json({"schema_version": store.SCHEMA_VERSION, "path": str(path),
                         "calibrations": [c.to_dict() for c in entries]})
        elif not entries:
            print(f"no calibrations stored ({path}); add one with `kvroom calibrate LOG`")
        for c in [] if args.json else entries:
            print(f"{c.id}  {c.created}  vLLM {c.release} {c.engine}  {c.gpu_total_memory_bytes / 2**30:.2f} GiB GPU  "
                  f"{c.model or '?'}  available KV {c.measured.available_kv_bytes / 2**30:.2f} GiB  ({c.source})")
        return EXIT_STARTS
    cal = store.read_log_calibration(args.log, model=args.model, vllm_version=args.vllm_version)
    store.add(cal)
    if args.json:
        _print_json({"schema_version": store.SCHEMA_VERSION, "path": str(path), "calibration": cal.to_dict()})
    else:
        print(f"stored calibration {cal.id}: vLLM {cal.release} {cal.engine}, {cal.gpu_total_memory_bytes / 2**30:.2f} GiB "
              f"GPU, available KV {cal.measured.available_kv_bytes / 2**30:.2f} GiB ({path})")
    return EXIT_STARTS


def calibration_store_file() -> str:
    """Where `kvroom calibrate` keeps its store (kvroom.calibration.store_path; tests/test_calibrate.py holds the two
    equal), looked up here so a plan with no store never imports the store module."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "kvroom", "calibration.json")


def _plan_or_calibrated(args: argparse.Namespace, model: Any, request: Any) -> Any:
    """plan --from-log LOG, or a stored calibration for this GPU and release; None: plan without one."""
    from_log = getattr(args, "from_log", None)
    if not from_log and (request.kv_cache_memory_bytes is not None
                         or not (request.gpu or request.gpu_total_memory_bytes)):
        return None  # nothing to calibrate against: the calibration store is not even imported
    if not from_log and not os.path.exists(calibration_store_file()):
        return None  # no calibration stored: the store module is not imported (start-up time, issue 13)
    from kvroom import calibration as store
    from kvroom.api import plan_calibrated

    if from_log:
        cal = store.read_log_calibration(from_log, vllm_version=args.vllm_version)
        return plan_calibrated(model, request, cal)
    from kvroom.core.frozen import replace as _replace

    from kvroom.api import _with_gpu

    total = _with_gpu(request).gpu_total_memory_bytes
    cal = store.matching(store.load_store(), release=request.vllm_version, total_memory_bytes=total)
    return plan_calibrated(model, _replace(request, vllm_version=cal.release), cal) if cal else None


def _print_json(data: dict) -> None:
    print(json.dumps(data, indent=2, sort_keys=False))


def _use_color() -> bool:
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


# Commands that are over in a fraction of a second. Their objects are mostly the data they load (the release table,
# the flag table, the catalog), which the cyclic garbage collector would walk again and again while it grows: about
# a sixth of a cold `kvroom plan` (issue 13). Reference counting frees everything else, so the collector is paused
# for them; long-running or batch commands (web, run, sweep, explain of a large log) keep it.
_SHORT_COMMANDS = frozenset(("plan", "len", "gpus", "models", "calibrate"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; everything it prints passes through kvroom.redact (the one redaction point)."""
    import gc

    from kvroom.redact import RedactingStream

    words = list(sys.argv[1:] if argv is None else argv)
    pause_gc = gc.isenabled() and next((w for w in words if not w.startswith("-")), "") in _SHORT_COMMANDS
    if pause_gc:
        gc.disable()
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = RedactingStream(out), RedactingStream(err)
    try:
        return _main(argv)
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, ValueError):
            pass
        sys.stdout, sys.stderr = out, err
        if pause_gc:
            gc.enable()


# plan/run: kvroom's own options (the vLLM command is kvroom.launch's), what argparse makes of them, so a usual
# command line is read without building the 40-flag parser (a sixth of a cold plan, issue 13). Anything else (help,
# a value argparse would refuse, an option the command lacks) goes through argparse, which says what is wrong.
_OWN_VALUED = {"--gpu": "gpu", "--gpu-memory": "gpu_memory", "--free-memory": "free_memory", "--platform": "platform",
               "--vllm-version": "vllm_version", "--usage-context": "usage_context"}
_OWN_BY_COMMAND = {"plan": ({"--from-log": "from_log"}, {"--json": "json"}),
                   "run": ({"--log": "log"}, {"--json": "json", "--force": "force"})}
_OWN_CHOICES = {"platform": ("cuda", "cpu"), "usage_context": ("server", "llm", "none")}
# every destination of the plan/run parsers with its default (tests/test_cli_chosen_parser.py holds it to argparse)
_LAUNCH_DEFAULTS = {
    "command": None, "max_model_len": None, "kv_cache_memory_bytes": None, "block_size": None, "kv_cache_dtype": "auto",
    "tensor_parallel_size": "1", "pipeline_parallel_size": "1", "max_num_batched_tokens": None, "max_num_seqs": None,
    "platform": None, "vllm_version": None, "usage_context": None, "disable_hybrid_kv_cache_manager": False,
    "disable_sliding_window": False, "num_gpu_blocks_override": None, "mamba_ssm_cache_dtype": "auto",
    "enable_chunked_prefill": None, "gpu": None, "gpu_memory": None, "gpu_memory_utilization": None,
    "free_memory": None, "enforce_eager": False, "attention_backend": None, "dtype": "auto", "quantization": None,
    "cpu_offload_gb": None, "data_parallel_size": None, "enable_expert_parallel": False, "speculative_config": None,
    "hf_overrides": None, "rope_scaling": None, "rope_theta": None, "limit_mm_per_prompt": None, "swap_space": None,
    "compilation_config": None, "kv_offloading_size": None, "revision": None, "json": False,
}
_LAUNCH_EXTRA_DEFAULTS = {"plan": {"from_log": None}, "run": {"force": False, "log": None}}


class _Args:
    """The namespace argparse would have built (attributes; vars() works)."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)


def launch_args_without_argparse(command: str, ours: list[str]) -> _Args | None:
    """plan/run's own options as argparse would read them, or None when only argparse can say (help, a missing or
    refused value, an option this command lacks, an `=` on a switch)."""
    valued_extra, switches = _OWN_BY_COMMAND[command]
    values: dict[str, Any] = dict(_LAUNCH_DEFAULTS, **_LAUNCH_EXTRA_DEFAULTS[command], command=[])
    i = 0
    while i < len(ours):
        token = ours[i]
        name, eq, value = token.partition("=")
        dest = _OWN_VALUED.get(name) or valued_extra.get(name)
        if dest is not None:
            if not eq:
                if i + 1 >= len(ours) or ours[i + 1].startswith("-"):
                    return None
                i += 1
                value = ours[i]
            if dest in _OWN_CHOICES and value not in _OWN_CHOICES[dest]:
                return None
            values[dest] = value
        elif name in switches and not eq:
            values[switches[name]] = True
        else:
            return None
        i += 1
    values["func"] = cmd_plan if command == "plan" else cmd_run
    return _Args(**values)


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    launch_argv = args = None
    if argv and argv[0] in ("plan", "run"):  # the vLLM command is read by kvroom.launch, not by this parser
        raw_argv = argv[1:]
        ours, launch_argv = _split_launch_argv(raw_argv)
        argv = [argv[0], *ours]
        args = launch_args_without_argparse(argv[0], ours)
    if args is None:
        # the command's own arguments only (start-up time): the first word that is not an option names it
        # (kvroom's top-level options take no value)
        parser = build_parser(only=next((word for word in argv if not word.startswith("-")), ""))
        args = parser.parse_args(argv)
    if launch_argv is not None:
        args.launch_argv, args.raw_argv = launch_argv, raw_argv
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        return args.func(args)
    except KvroomError as exc:  # argparse refusals echo the command's words: never a token
        sys.stderr.write(f"kvroom: {redact(text_with_hints(exc))}\n")
        return exc.exit_code
    except BrokenPipeError:
        return EXIT_STARTS
    except KeyboardInterrupt:
        return 130
    except RecursionError:
        sys.stderr.write("kvroom: the input is nested too deeply to read; simplify it\n")
        return EXIT_BAD_INPUT
    except MemoryError:
        sys.stderr.write("kvroom: the input is too large to read\n")
        return EXIT_BAD_INPUT
    except Exception as exc:  # never a traceback: one line, and a distinct exit code for kvroom's own bugs
        sys.stderr.write(f"kvroom: internal error ({type(exc).__name__}); please report this command: {redact(str(exc))[:200]}\n")
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
