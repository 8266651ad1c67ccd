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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--web", action="store_true", help="also the web server's p50/p99 (1 and 8 clients)")
    args = parser.parse_args()
    repeat = 3 if args.quick else 9
    rows = bench_cli(repeat) + bench_inprocess() + bench_logs(20 if args.quick else 100)
    if args.web:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from web_bench import bench_web

        rows += bench_web(100 if args.quick else 300)
    width = max(len(r[0]) for r in rows)
    for label, seconds, note in rows:
        print(f"{label.ljust(width)}  {seconds * 1000:9.1f} ms  {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
