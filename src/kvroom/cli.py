"""Command line: arguments -> kvroom library -> render -> exit code. The only module that prints.

Exit codes (documented in the README):
  0  plan: vLLM would start / explain: a startup failure or capacity line was recognized / other: success
  1  plan: vLLM would refuse to start
  2  bad input: unknown model or architecture, malformed file, nonsense flag value
  3  explain: the text holds no vLLM startup line kvroom recognizes
  4  internal error: a bug in kvroom (one line on stderr; please report it with the command)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from kvroom.errors import KvroomError

EXIT_STARTS, EXIT_REFUSES, EXIT_BAD_INPUT, EXIT_NOTHING_FOUND, EXIT_INTERNAL = 0, 1, 2, 3, 4


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad flag is one line and exit 2 (no usage dump)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"kvroom: error: {message} (see `kvroom {self.prog.split()[-1]} --help`)\n")
        raise SystemExit(EXIT_BAD_INPUT)


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
    p.add_argument("--enable-chunked-prefill", action=argparse.BooleanOptionalAction, default=None,
                   help="as vLLM's flag; off makes the default max_num_batched_tokens at least max_model_len")
    g = p.add_argument_group("GPU memory budget (used when --kv-cache-memory-bytes is not given)")
    g.add_argument("--gpu", help="card from `kvroom gpus`, optionally xCOUNT (H100, L4x2, A100-40GB)")
    g.add_argument("--gpu-memory", help="total memory vLLM sees per GPU, for cards not in the catalog (79.2GiB)")
    g.add_argument("--gpu-memory-utilization", help="fraction of total GPU memory vLLM may use (default 0.9; 0.92 from 0.22)")
    g.add_argument("--free-memory", help="free memory per GPU at startup when the card is shared (e.g. 60GiB)")
    g.add_argument("--enforce-eager", action="store_true", help="no CUDA graphs (as vLLM's flag)")
    g.add_argument("--attention-backend", help="FLASH_ATTN, FLASHINFER, TRITON_ATTN, FLASHMLA, ... (0.13+)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="kvroom", description="Will vLLM start? vLLM's own KV-cache arithmetic, per release.")
    parser.add_argument("--version", action="version", version=f"kvroom {_version()}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("plan", help="before launch: does it start, with what length and concurrency")
    p.add_argument("model", help="catalog id (kvroom models), local directory, config.json, or Hugging Face id")
    p.add_argument("--revision", help="Hub revision (branch, tag or commit) for a Hugging Face id")
    _add_engine_flags(p)
    _add_json(p)
    p.set_defaults(func=cmd_plan)

    p = sub.add_parser("explain", help="after a failure: read a vLLM log, explain it, propose checked fixes")
    p.add_argument("log", nargs="?", default="-", help="log file, or - for stdin (default)")
    p.add_argument("--text", help="a pasted message instead of a file")
    p.add_argument("--model", help="the model (catalog id, local path, Hub id) when the log does not name it")
    p.add_argument("--gpu", help="the GPU, when the log does not show its memory")
    p.add_argument("--vllm-version", help="the release, when the log has no version banner")
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
    flags.update(_gpu_flags(args))
    for name in ("kv_cache_memory_bytes", "block_size", "max_num_batched_tokens", "max_num_seqs",
                 "num_gpu_blocks_override", "tensor_parallel_size", "pipeline_parallel_size"):
        value = getattr(args, name)
        flags[name] = _int_flag(value, "--" + name.replace("_", "-"), release)
    return PlanRequest(**flags)


def _gpu_flags(args: argparse.Namespace) -> dict[str, Any]:
    from kvroom.errors import InputError

    flags: dict[str, Any] = {"enforce_eager": args.enforce_eager}
    if args.gpu:
        flags["gpu"] = args.gpu
    if args.gpu_memory or args.free_memory:
        from kvroom.gpus import parse_memory  # only then: the GPU catalog module is not free to import

        if args.gpu_memory:
            flags["gpu_total_memory_bytes"] = parse_memory(args.gpu_memory)
        if args.free_memory:
            flags["free_memory_bytes"] = parse_memory(args.free_memory)
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


def cmd_plan(args: argparse.Namespace) -> int:
    from kvroom.api import plan

    from kvroom.api import load_model

    from kvroom.core.engine import EngineConfigError

    request = request_from_args(args)
    model = load_model(args.model, args.revision)
    try:
        result = plan(model, request)
    except EngineConfigError as exc:  # vLLM refuses while building its config: still a refusal, same JSON shape
        if not args.json:
            raise
        from kvroom.api import config_refusal_dict

        _print_json(config_refusal_dict(model, request, str(exc), exc.error_kind))
        return EXIT_REFUSES
    if args.json:
        _print_json(result.to_dict())
    else:
        from kvroom.render.text import render_plan

        print(render_plan(result, color=_use_color()))
    return EXIT_STARTS if result.starts else EXIT_REFUSES


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
    result = explain_record(record, model=args.model, gpu=args.gpu, vllm_version=args.vllm_version)
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
    from kvroom.sources import catalog

    entries = catalog.list_models()
    if args.json:
        _print_json({"schema_version": 1, "models": [getattr(e, "__dict__", e) for e in entries]})
    else:
        for entry in entries:
            print(entry if isinstance(entry, str) else getattr(entry, "model_id", entry))
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
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
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
    base_args = argparse.Namespace(**vars(args))
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


def _redact(text: str) -> str:
    """Never echo a token: strip anything that looks like a Hugging Face token or the HF_TOKEN value."""
    import re

    token = os.environ.get("HF_TOKEN") or os.environ.get("HUGGING_FACE_HUB_TOKEN")
    if token:
        text = text.replace(token, "***")
    return re.sub(r"hf_[A-Za-z0-9]{8,}", "hf_***", text)


def _print_json(data: dict) -> None:
    print(json.dumps(data, indent=2, sort_keys=False))


def _use_color() -> bool:
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        return args.func(args)
    except KvroomError as exc:
        sys.stderr.write(f"kvroom: {exc}\n")
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
        sys.stderr.write(f"kvroom: internal error ({type(exc).__name__}); please report this command: {_redact(str(exc))[:200]}\n")
        return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
