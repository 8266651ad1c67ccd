"""Long fuzz run: N generated hostile inputs per kvroom entry point, zero tracebacks and zero hangs expected.

    PYTHONPATH=src python tools/fuzz.py                       # 10,000 inputs for each of plan, explain, header, web
    PYTHONPATH=src python tools/fuzz.py --entry explain -n 500 --seed 3
    PYTHONPATH=src python tools/fuzz.py --replay explain:417  # rerun one input and print it

Inputs come from tests/hostile_inputs.py (the same generators the hypothesis tests use), seeded per input, so a
failure is reproduced by its ``entry:index`` (and ``--seed``). Each input runs in a worker process with a
per-input timeout (a hang kills and restarts the worker) and an address-space limit (unbounded allocation shows
up as MemoryError). The environment is offline: HF_HUB_OFFLINE=1, HF_ENDPOINT at a closed local port, and a
random HF_TOKEN that must never appear in any output.

What counts as a failure, per entry point:
  plan     `kvroom plan MODEL FLAGS` (catalog id, a directory with a hostile config.json, or a path-like name):
           exit code other than 0/1/2, "internal error" or "Traceback" in the output, the token in the output
  explain  `kvroom explain FILE [--model catalog-id] [--json]` on hostile log bytes: exit other than 0/3
  header   read_safetensors_header / read_checkpoint_dir on hostile files: any exception but ConfigError
  web      POST /api/plan|explain|sweep with a hostile body: a 5xx, a non-JSON answer, a traceback or the token

Exit status: 0 when every input passed, 1 otherwise. A JSON summary is printed at the end (--json-out to save it).
"""

from __future__ import annotations

import argparse
import io
import json
import multiprocessing as mp
import os
import random
import secrets
import sys
import tempfile
import time
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))

ENTRIES = ("plan", "explain", "header", "web")
TOKEN = "hf_fuzz" + secrets.token_hex(12)
MEMORY_LIMIT_BYTES = 3 << 30


def _offline_env() -> None:
    os.environ["HF_TOKEN"] = TOKEN
    os.environ["HUGGING_FACE_HUB_TOKEN"] = TOKEN
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["HF_ENDPOINT"] = "http://127.0.0.1:9"
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"
    os.environ.setdefault("KVROOM_CACHE_DIR", tempfile.mkdtemp(prefix="kvroom-fuzz-cache-"))
    os.environ.setdefault("HF_HUB_CACHE", tempfile.mkdtemp(prefix="kvroom-fuzz-hf-"))


def _rnd(seed: int, entry: str, index: int) -> random.Random:
    return random.Random(f"{seed}:{entry}:{index}")


def _run_cli(argv: list[str]) -> tuple[int, str]:
    from kvroom.cli import main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as exc:  # argparse errors
            rc = exc.code if isinstance(exc.code, int) else 2
    return rc, out.getvalue() + err.getvalue()


def _verdict(rc: int, output: str, allowed: tuple[int, ...]) -> str | None:
    if TOKEN in output:
        return "the HF token appears in the output"
    if "Traceback" in output or "internal error" in output:
        return "traceback / internal error: " + output.strip().splitlines()[-1][:300]
    if rc not in allowed:
        return f"exit {rc}: " + (output.strip().splitlines() or [""])[-1][:300]
    return None


# --------------------------------------------------------------------------------------------- entry points


def case_plan(rnd: random.Random, workdir: Path) -> tuple[str | None, dict]:
    import hostile_inputs as h

    roll = rnd.random()
    if roll < 0.55:
        model = rnd.choice(h.CATALOG_MODELS)
    elif roll < 0.95:
        model_dir = workdir / "model"
        model_dir.mkdir(exist_ok=True)
        for stale in model_dir.iterdir():
            stale.unlink()
        (model_dir / "config.json").write_text(h.config_text(rnd), encoding="utf-8", errors="surrogatepass")
        index = h.index_text(rnd)
        if index is not None:
            (model_dir / "model.safetensors.index.json").write_text(index, encoding="utf-8")
        model = str(model_dir)
    else:
        model = rnd.choice(h.PATH_NAMES)
    argv = ["plan", model, *h.plan_flags(rnd)] + (["--json"] if rnd.random() < 0.3 else [])
    rc, output = _run_cli(argv)
    return _verdict(rc, output, (0, 1, 2)), {"argv": argv, "rc": rc}


def case_explain(rnd: random.Random, workdir: Path) -> tuple[str | None, dict]:
    import hostile_inputs as h

    path = workdir / "vllm.log"
    path.write_bytes(h.log_input(rnd))
    argv = ["explain", str(path)]
    if rnd.random() < 0.4:
        argv += ["--model", rnd.choice(h.CATALOG_MODELS)]
    if rnd.random() < 0.3:
        argv += ["--json"]
    rc, output = _run_cli(argv)
    return _verdict(rc, output, (0, 3)), {"argv": argv, "rc": rc, "log_bytes": path.stat().st_size}


def case_header(rnd: random.Random, workdir: Path) -> tuple[str | None, dict]:
    import hostile_inputs as h
    from kvroom.errors import ConfigError
    from kvroom.sources.safetensors import read_checkpoint_dir, read_safetensors_header

    ckpt = workdir / "ckpt"
    ckpt.mkdir(exist_ok=True)
    for stale in ckpt.iterdir():
        stale.unlink()
    data = h.safetensors_bytes(rnd)
    (ckpt / "model.safetensors").write_bytes(data)
    results = []
    for fn, arg in ((read_safetensors_header, ckpt / "model.safetensors"), (read_checkpoint_dir, ckpt)):
        try:
            fn(arg)
            results.append("ok")
        except ConfigError as exc:
            if "\n" in str(exc):
                return "a ConfigError of more than one line", {"size": len(data)}
            results.append("ConfigError")
        except Exception as exc:  # noqa: BLE001 - what the fuzzer is looking for
            return f"{type(exc).__name__}: {str(exc)[:200]}", {"size": len(data), "head": data[:200].hex()}
    return None, {"size": len(data), "results": results}


_SERVER = None


def case_web(rnd: random.Random, workdir: Path) -> tuple[str | None, dict]:
    import http.client

    import hostile_inputs as h

    global _SERVER
    if _SERVER is None:
        from kvroom.web.server import serve_in_thread

        _SERVER, _ = serve_in_thread()
    host, port = _SERVER.server_address[:2]
    route = rnd.choices(("/api/plan", "/api/explain", "/api/sweep"), weights=(6, 3, 1))[0]
    body = h.web_body(rnd)
    conn = http.client.HTTPConnection(host, port, timeout=60)
    try:
        conn.request("POST", route, body=body, headers={"Host": f"{host}:{port}", "Content-Type": "application/json"})
        resp = conn.getresponse()
        payload = resp.read().decode("utf-8", "replace")
        status = resp.status
    finally:
        conn.close()
    info = {"route": route, "status": status, "body": body[:300].decode("utf-8", "replace")}
    if status >= 500:
        return f"HTTP {status}: {payload[:200]}", info
    if TOKEN in payload or "Traceback" in payload:
        return "token or traceback in the response", info
    try:
        json.loads(payload)
    except ValueError:
        return "the answer is not JSON", info
    if not (status == 200 or 400 <= status < 500):
        return f"unexpected HTTP {status}", info
    return None, info


CASES = {"plan": case_plan, "explain": case_explain, "header": case_header, "web": case_web}


# --------------------------------------------------------------------------------------------- worker process


def _worker(conn, seed: int) -> None:
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
    except (ImportError, ValueError, OSError):
        pass
    _offline_env()
    workdir = Path(tempfile.mkdtemp(prefix="kvroom-fuzz-"))
    while True:
        job = conn.recv()
        if job is None:
            return
        entry, index = job
        started = time.perf_counter()
        try:
            failure, info = CASES[entry](_rnd(seed, entry, index), workdir)
        except BaseException as exc:  # noqa: BLE001 - a harness-level escape is a failure too
            failure, info = f"escaped {type(exc).__name__}: {str(exc)[:200]}", {"tb": traceback.format_exc()[-800:]}
        conn.send((failure, info, time.perf_counter() - started))


class Runner:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.proc = None
        self.conn = None

    def start(self) -> None:
        parent, child = mp.Pipe()
        self.proc = mp.get_context("fork").Process(target=_worker, args=(child, self.seed), daemon=True)
        self.proc.start()
        self.conn = parent

    def run(self, entry: str, index: int, timeout: float):
        if self.proc is None or not self.proc.is_alive():
            self.start()
        self.conn.send((entry, index))
        if self.conn.poll(timeout):
            try:
                return self.conn.recv()
            except EOFError:
                self.stop(kill=True)
                return "the worker died (killed for memory?)", {}, timeout
        self.stop(kill=True)
        return f"hang: no answer within {timeout:.0f} s", {}, timeout

    def stop(self, kill: bool = False) -> None:
        if self.proc is not None:
            if kill:
                self.proc.kill()
            else:
                try:
                    self.conn.send(None)
                except OSError:
                    pass
            self.proc.join(5)
        self.proc = None


def fuzz(entry: str, n: int, seed: int, timeout: float, progress: bool) -> dict:
    runner = Runner(seed)
    failures, slowest, started = [], (0.0, -1), time.perf_counter()
    try:
        for index in range(n):
            failure, info, elapsed = runner.run(entry, index, timeout)
            slowest = max(slowest, (elapsed, index))
            if failure:
                failures.append({"index": index, "failure": failure, "info": info})
                if progress:
                    print(f"  {entry}:{index}: {failure}", file=sys.stderr, flush=True)
            if progress and (index + 1) % 1000 == 0:
                print(f"  {entry}: {index + 1}/{n}, {len(failures)} failures, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    finally:
        runner.stop()
    return {"entry": entry, "inputs": n, "failures": len(failures), "hangs": sum("hang" in f["failure"] for f in failures),
            "seconds": round(time.perf_counter() - started, 1), "slowest_seconds": round(slowest[0], 3),
            "slowest_index": slowest[1], "first_failures": failures[:20]}


def replay(spec: str, seed: int) -> int:
    entry, index = spec.split(":")
    _offline_env()
    workdir = Path(tempfile.mkdtemp(prefix="kvroom-fuzz-replay-"))
    failure, info = CASES[entry](_rnd(seed, entry, int(index)), workdir)
    print(json.dumps({"failure": failure, "info": info}, indent=2, default=str))
    print(f"inputs left in {workdir}", file=sys.stderr)
    return 1 if failure else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entry", default=",".join(ENTRIES), help="comma-separated: " + ", ".join(ENTRIES))
    parser.add_argument("-n", type=int, default=10_000, help="inputs per entry point (default 10,000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per input before it counts as a hang")
    parser.add_argument("--json-out", help="also write the summary here")
    parser.add_argument("--replay", metavar="ENTRY:INDEX", help="run one input in this process and print it")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay, args.seed)
    summary = []
    for entry in args.entry.split(","):
        if entry not in CASES:
            parser.error(f"unknown entry point {entry!r}")
        result = fuzz(entry, args.n, args.seed, args.timeout, progress=not args.quiet)
        summary.append(result)
        print(f"{entry}: {result['inputs']} inputs, {result['failures']} failures ({result['hangs']} hangs), "
              f"{result['seconds']} s, slowest {result['slowest_seconds']} s (#{result['slowest_index']})", flush=True)
    text = json.dumps({"seed": args.seed, "results": summary}, indent=2, default=str)
    if args.json_out:
        Path(args.json_out).write_text(text + "\n", encoding="utf-8")
    print(text)
    return 1 if any(r["failures"] for r in summary) else 0


if __name__ == "__main__":
    raise SystemExit(main())
