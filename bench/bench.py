"""kvroom speed benchmark: CLI start-up, in-process plan(), sweeps and log parsing.

    python bench/bench.py            # all benchmarks, a table on stdout
    python bench/bench.py --quick    # fewer repetitions
    python bench/bench.py --web      # also web p50/p99 with 1 and 8 clients (bench/web_bench.py)

Wall-clock numbers on a shared machine are noisy, so each CLI timing is also given as a ratio to a bare
``python -c pass`` start on the same machine in the same run (the interpreter's own floor).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
# bytecode written and used, as on a user's machine (some CI images set PYTHONDONTWRITEBYTECODE; then every start
# recompiles every module and measures the compiler, not kvroom)
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def _time_cmd(argv: list[str], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(argv, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_cli(repeat: int) -> list[tuple[str, float, str]]:
    floor = _time_cmd([sys.executable, "-c", "pass"], repeat)
    rows = [("python -c pass (floor)", floor, "1.0x")]
    cases = [
        ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G"],
        ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4", "--json"],
        ["plan", "google/gemma-3-27b-it", "--gpu", "H100"],
        ["plan", "deepseek-ai/DeepSeek-V3", "--gpu", "H200x8", "--max-model-len", "auto"],
        ["len", "32K"],
    ]
    for case in cases:
        t = _time_cmd([sys.executable, "-m", "kvroom", *case], repeat)
        rows.append(("kvroom " + " ".join(case), t, f"{t / floor:.1f}x"))
    return rows


def bench_inprocess() -> list[tuple[str, float, str]]:
    sys.path.insert(0, str(ROOT / "src"))
    from kvroom.api import plan
    from kvroom.core.engine import PlanRequest
    from kvroom.sources import catalog

    rows = []
    for name in ("meta-llama/Llama-3.1-8B-Instruct", "google/gemma-3-27b-it", "Qwen/Qwen3-Next-80B-A3B-Instruct"):
        model = catalog.lookup(name)
        n = 200
        start = time.perf_counter()
        for i in range(n):
            plan(model, PlanRequest(kv_cache_memory_bytes=(8 + i % 16) * 2**30))
        per = (time.perf_counter() - start) / n
        rows.append((f"plan() {name}", per, f"{1 / per:,.0f}/s"))
    try:
        from kvroom.sweep import sweep
    except ImportError:
        return rows
    start = time.perf_counter()
    try:
        result = sweep("Qwen/Qwen3-32B", gpu=["L4", "A100-40GB", "H100", "H200", "RTX4090"],
                       tensor_parallel_size=[1, 2, 4, 8], kv_cache_dtype=["auto", "fp8"],
                       gpu_memory_utilization=[0.80, 0.85, 0.90, 0.92, 0.95],
                       max_num_batched_tokens=[2048, 4096, 8192, 16384, 32768], workers=1)
        count = len(getattr(result, "rows", result))
        rows.append((f"sweep of {count} configurations", time.perf_counter() - start, "total"))
    except TypeError as exc:  # sweep's signature differs: report rather than fail the benchmark
        rows.append((f"sweep (skipped: {exc})", 0.0, "-"))
    return rows


def _write_log(path: str, size_mb: int, lines: list[bytes]) -> None:
    error = (
        "ValueError: To serve at least one request with the model's max seq len (131072), (16.0 GiB KV cache is "
        "needed, which is larger than the available KV cache memory (10.0 GiB). Based on the available memory, the "
        "estimated maximum model length is 81904. Try increasing `gpu_memory_utilization` or decreasing "
        "`max_model_len` when initializing the engine.\n"
    ).encode()
    chunk = b"".join(lines) * max(1, 65536 // sum(len(x) for x in lines))
    with open(path, "wb") as f:
        written = 0
        while written < size_mb * 2**20:
            f.write(chunk)
            written += len(chunk)
        f.write(error)


def bench_logs(size_mb: int) -> list[tuple[str, float, str]]:
    """A serving log (request/throughput lines, a memory line now and then) and a worst case where every line
    holds a keyword kvroom must look at."""
    sys.path.insert(0, str(ROOT / "src"))
    try:
        from kvroom import logs
    except ImportError:
        return []
    serving = [
        b"(APIServer pid=1) INFO 11-29 10:00:01 [loggers.py:123] Engine 000: Avg prompt throughput: 1234.5 tokens/s, "
        b"Avg generation throughput: 456.7 tokens/s, Running: 12 reqs, Waiting: 0 reqs, GPU KV cache usage: 3.1%\n",
        b"(APIServer pid=1) INFO:     127.0.0.1:51234 - \"POST /v1/chat/completions HTTP/1.1\" 200 OK\n",
    ] * 20 + [b"(EngineCore_DP0 pid=9) INFO 11-29 10:00:00 [gpu_worker.py:300] Available KV cache memory: 51.38 GiB\n"]
    worst = [b"INFO 11-29 10:00:00 [gpu_model_runner.py:2000] Model loading took %d.5 GiB memory and 1.0 seconds\n" % i
             for i in range(64)]
    rows = []
    for label, lines in ((f"parse a {size_mb} MB serving log", serving), (f"parse {size_mb // 5} MB, a keyword on every line", worst)):
        with tempfile.NamedTemporaryFile(suffix=".log", delete=False) as f:
            path = f.name
        try:
            mb = size_mb if lines is serving else size_mb // 5
            _write_log(path, mb, lines)
            start = time.perf_counter()
            record = logs.parse_file(path)
            elapsed = time.perf_counter() - start
            assert record.message_kind == "kv_cache_too_small", record.message_kind
            rows.append((label, elapsed, f"{mb / elapsed:,.0f} MB/s"))
        finally:
            os.unlink(path)
    return rows


# ------------------------------------------------------------------------------------ issue 13: the ratios it names
#
# One run prints: cold `kvroom plan` / `python -c "import json"`, plan() per call on a full-attention, a sliding and a
# hybrid model, a 10,000-configuration sweep, explain MB/s on a 100 MB log, and the web p50/p99 (helper "web"'s load
# test, through bench_web_hook). Timings are the best of several interleaved runs (a shared machine is noisy);
# CPU time (wait4) is given next to wall time for the CLI, because other processes inflate the wall clock.

PLAN_TARGETS_US = {"full attention": 50, "sliding window": 150, "hybrid (Mamba)": 150}
PLAN_MODELS = (("full attention", "meta-llama/Llama-3.1-8B-Instruct"),
               ("sliding window", "google/gemma-3-27b-it"),
               ("hybrid (Mamba)", "Qwen/Qwen3-Next-80B-A3B-Instruct"))
COLD_TARGET = 2.5
SWEEP_TARGET_S = 1.0


def _child_env() -> dict[str, str]:
    return dict(ENV)  # PYTHONDONTWRITEBYTECODE already dropped (see ENV)


def _run_timed(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) for one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if hasattr(os, "wait4"):
        _, _, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0
        cpu = usage.ru_utime + usage.ru_stime
    else:  # no per-child CPU time here: report the wall time for both
        proc.wait()
        cpu = time.perf_counter() - start
    return time.perf_counter() - start, cpu


def bench_cold_plan_ratio(repeat: int) -> list[tuple[str, str]]:
    """Cold `kvroom plan` against `python -c "import json"`, interleaved, best of ``repeat``."""
    env = _child_env()
    floor = [sys.executable, "-c", "import json"]
    plan_argv = [sys.executable, "-m", "kvroom", "plan", "meta-llama/Llama-3.1-8B-Instruct",
                 "--kv-cache-memory-bytes", "10G"]
    # the same model against a card, as people run it: the GPU catalog, the memory budget, the calibration store
    gpu_argv = [sys.executable, "-m", "kvroom", "plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "L4",
                "--max-model-len", "16K"]
    # a cold `kvroom explain` of a one-error log: the log reader's tables are built at import (it took seconds while
    # they were built per anchor and row)
    small_log = os.path.join(tempfile.gettempdir(), f"kvroom-bench-explain-{os.getpid()}.log")
    _write_log(small_log, 0, [b"INFO 11-29 10:00:00 [api_server.py:1043] vLLM API server version 0.11.0\n"])
    explain_argv = [sys.executable, "-m", "kvroom", "explain", small_log]
    for argv in (floor, plan_argv, gpu_argv, explain_argv):  # write the bytecode once
        _run_timed(argv, env)
    floors, plans, gpu_plans, explains = [], [], [], []
    for _ in range(repeat):
        floors.append(_run_timed(floor, env))
        plans.append(_run_timed(plan_argv, env))
        gpu_plans.append(_run_timed(gpu_argv, env))
        explains.append(_run_timed(explain_argv, env))
    os.unlink(small_log)
    rows = [("python -c 'import json'", f"{min(f[0] for f in floors) * 1000:.1f} ms wall, "
                                        f"{min(f[1] for f in floors) * 1000:.1f} ms CPU")]
    for label, runs in (("kvroom plan (catalog model, --kv-cache-memory-bytes)", plans),
                        ("kvroom plan (catalog model, --gpu L4 --max-model-len 16K)", gpu_plans)):
        wall = min(p[0] for p in runs) / min(f[0] for f in floors)
        cpu = min(p[1] for p in runs) / min(f[1] for f in floors)
        rows.append((label, f"{min(p[0] for p in runs) * 1000:.1f} ms wall, {min(p[1] for p in runs) * 1000:.1f} ms "
                            f"CPU; / import json: {wall:.2f}x wall, {cpu:.2f}x CPU (target <= {COLD_TARGET}x)"))
    wall = min(p[0] for p in explains) / min(f[0] for f in floors)
    rows.append(("kvroom explain (a one-error log, cold)", f"{min(p[0] for p in explains) * 1000:.1f} ms wall; / import "
                                                          f"json: {wall:.1f}x wall"))
    return rows


def _best_per_call(fn, items: list, batches: int) -> float:
    best = float("inf")
    for _ in range(batches):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, (time.perf_counter() - start) / len(items))
    return best


def bench_plan_per_call(batches: int) -> list[tuple[str, str]]:
    """plan() in process, --kv-cache-memory-bytes from 8 to 23 GiB (some start, some refuse), best batch of 50."""
    sys.path.insert(0, str(ROOT / "src"))
    from kvroom.api import plan
    from kvroom.core.engine import PlanRequest
    from kvroom.sources import catalog

    from kvroom.api import clear_launch_cache

    rows = []
    requests = [PlanRequest(kv_cache_memory_bytes=(8 + i % 16) * 2**30) for i in range(50)]
    # the same, each call a launch plan() has not seen (another max_model_len, the launch cache emptied first):
    # what a configuration costs when nothing but the model is shared
    fresh = [PlanRequest(kv_cache_memory_bytes=(8 + i % 16) * 2**30, max_model_len=4096 + 64 * i) for i in range(50)]

    def plan_fresh(model, request):
        clear_launch_cache()
        return plan(model, request)

    # against a card's memory budget (weights, activation, non-torch, CUDA graphs estimated): each call another
    # --gpu-memory-utilization, so every call is a configuration plan() has not seen (two H200: every model loads)
    budgets = [PlanRequest(gpu="H200x2", gpu_memory_utilization=0.80 + 0.002 * i, max_model_len=32768)
               for i in range(50)]
    for _label, name in PLAN_MODELS:  # one pass first: the catalog entries, the flag and GPU tables, the compiled
        model = catalog.lookup(name)   # __init__s of the hot records (kvroom.core.frozen) are built once a process
        for request in budgets + requests:
            plan(model, request)
    for what, same_launch, new_launches in ((" with a GPU budget", budgets, budgets), ("", requests, fresh)):
        for label, name in PLAN_MODELS:
            model = catalog.lookup(name)
            per = _best_per_call(lambda r, m=model: plan(m, r), same_launch, batches)
            per_fresh = _best_per_call(lambda r, m=model: plan_fresh(m, r), new_launches, batches)
            rows.append((f"plan() per call{what}, {label} ({name})",
                         f"{per * 1e6:.1f} us (target <= {PLAN_TARGETS_US[label]} us); every call a new launch: "
                         f"{per_fresh * 1e6:.1f} us"))
    return rows


def bench_sweep_10k() -> list[tuple[str, str]]:
    """10,000 configurations of one model: 250 KV sizes x 4 TP x 2 KV dtypes x 5 batch budgets, in process."""
    sys.path.insert(0, str(ROOT / "src"))
    from kvroom.api import load_model
    from kvroom.sweep import sweep

    model = load_model("Qwen/Qwen3-32B")
    axes = dict(kv_cache_memory_bytes=[(4 + i) * 2**28 for i in range(250)], tensor_parallel_size=[1, 2, 4, 8],
                kv_cache_dtype=["auto", "fp8"], max_num_batched_tokens=[2048, 4096, 8192, 16384, 32768],
                max_model_len=32768)
    sweep(model, workers=1, kv_cache_memory_bytes=[2**30])  # the model's first plan is not part of the sweep
    rows = []
    for workers in (1, None):
        start, cpu = time.perf_counter(), time.process_time()
        result = sweep(model, workers=workers, **axes)
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        count = len(result.rows)
        label = "in process" if workers == 1 else f"automatic: {result.workers} process(es)"
        # CPU time of this process: what the sweep costs when no other process competes for the cores (with
        # forked workers it leaves their share out, so it is shown for the in-process run only)
        cpu_note = f", {cpu:.2f} s CPU" if result.workers == 1 else ""
        rows.append((f"sweep of {count:,} configurations, {label}",
                     f"{elapsed:.2f} s wall{cpu_note}, {count / elapsed:,.0f} configurations/s "
                     f"(target < {SWEEP_TARGET_S:.0f} s)"))
    return rows


def bench_explain_mb_s(size_mb: int) -> list[tuple[str, str]]:
    """`kvroom explain` on a generated serving log of ``size_mb`` MB (in the temp directory), in process."""
    return [(f"explain: {label}", note) for label, _seconds, note in bench_logs(size_mb)]


def _web_rows(requests_per_client: int) -> list[tuple[str, float, str]]:
    """The web server's p50/p99 with 1 and 8 kept-open clients (bench/web_bench.py, server in its own process)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from web_bench import bench_web

    return bench_web(requests_per_client)


def bench_web_hook(quick: bool = False) -> list[tuple[str, str]]:
    """Web p50/p99 with 1 and 8 clients on a kept-open connection, as (label, note) rows."""
    return [(label, f"{seconds * 1000:.2f} ms  {note}") for label, seconds, note in _web_rows(100 if quick else 300)]


def issue13(quick: bool) -> list[tuple[str, str]]:
    rows = bench_cold_plan_ratio(5 if quick else 15)
    rows += bench_plan_per_call(10 if quick else 40)
    rows += bench_sweep_10k()
    rows += bench_explain_mb_s(20 if quick else 100)
    rows += bench_web_hook(quick)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--web", action="store_true", help="also the web server's p50/p99 (1 and 8 clients)")
    parser.add_argument("--issue13", action="store_true", help="only the ratios issue 13 names")
    args = parser.parse_args()
    if not args.issue13:
        repeat = 3 if args.quick else 9
        rows = bench_cli(repeat) + bench_inprocess() + bench_logs(20 if args.quick else 100)
        if args.web:
            rows += _web_rows(100 if args.quick else 300)
        width = max(len(r[0]) for r in rows)
        for label, seconds, note in rows:
            print(f"{label.ljust(width)}  {seconds * 1000:9.1f} ms  {note}")
        print()
    summary = issue13(args.quick)
    width = max(len(r[0]) for r in summary)
    for label, note in summary:
        print(f"{label.ljust(width)}  {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
