"""kvroom web latency: p50/p99 of POST /api/plan on kept-open connections, 1 and 8 concurrent clients.

    python bench/web_bench.py [--requests 300]     # or: python bench/bench.py --web

The server runs in its own process (as `kvroom web` does), so the clients' threads do not share its GIL. Issue 13's
target: p50 under 2 ms and p99 under 20 ms with 1 and with 8 clients, and no failed request.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BODY = json.dumps({"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": "L4", "max_model_len": "16K"}).encode()
_SERVER = ("import sys\nfrom kvroom.web.server import make_server\n"
           "s = make_server('127.0.0.1', 0, plan_cache_size=int(sys.argv[1]))\nprint(s.server_address[1], flush=True)\n"
           "s.serve_forever()\n")


def _server_cpu_s(pid: int) -> float | None:
    """CPU seconds (user + system) the process ``pid`` has used, from /proc (None where there is no /proc)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _client(port: int, count: int, latencies: list[float], failures: list[str], barrier: threading.Barrier) -> None:
    """One kept-open connection, ``count`` requests one after another, through http.client (a browser-like
    client: every header parsed)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Host": f"127.0.0.1:{port}", "Content-Type": "application/json"}
    try:
        barrier.wait(30)
        for _ in range(count):
            start = time.perf_counter()
            conn.request("POST", "/api/plan", body=BODY, headers=headers)
            resp = conn.getresponse()
            resp.read()
            latencies.append(time.perf_counter() - start)
            if resp.status != 200:
                failures.append(str(resp.status))
    except Exception as exc:  # noqa: BLE001 - a failure is a result here
        failures.append(f"{type(exc).__name__}: {exc}")
    finally:
        conn.close()


def _raw_client(port: int, count: int, latencies: list[float], failures: list[str],
                barrier: threading.Barrier) -> None:
    """The same requests from a minimal HTTP/1.1 client on a raw socket (the request bytes built once, the answer
    read up to its Content-Length), as load generators such as wrk do: with 8 clients in one Python process,
    http.client's own parsing (about as much CPU as the server's answer) would be measured with the server."""
    request = (f"POST /api/plan HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(BODY)}\r\n\r\n").encode() + BODY
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        barrier.wait(30)
        for _ in range(count):
            start = time.perf_counter()
            sock.sendall(request)
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("closed before the headers")
                data += chunk
            head, _, rest = data.partition(b"\r\n\r\n")
            length = int(head.lower().split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
            while len(rest) < length:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("closed before the body")
                rest += chunk
            latencies.append(time.perf_counter() - start)
            if not head.startswith(b"HTTP/1.1 200"):
                failures.append(head.split(b"\r\n", 1)[0].decode("latin-1"))
    except Exception as exc:  # noqa: BLE001 - a failure is a result here
        failures.append(f"{type(exc).__name__}: {exc}")
    finally:
        sock.close()


# One http.client client in a process of its own (8 users' browsers or scripts are 8 processes): it waits for the
# start time it is given, sends its requests on one kept-open connection and prints its latencies (seconds) as JSON.
_PROCESS_CLIENT = ("import json, sys, threading, time\nsys.path.insert(0, sys.argv[4])\nfrom web_bench import _client\n"
                   "port, count, start_at = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])\n"
                   "latencies, failures = [], []\ntime.sleep(max(0.0, start_at - time.time()))\n"
                   "_client(port, count, latencies, failures, threading.Barrier(1))\n"
                   "print(json.dumps([latencies, failures]))\n")


def _process_clients(port: int, clients: int, count: int, latencies: list[float], failures: list[str]) -> None:
    """``clients`` http.client clients, each in its own Python process (so no client waits on another's GIL), all
    started together; their latencies and failures gathered into the lists given."""
    start_at = time.time() + 0.5 + 0.05 * clients  # every process imported and waiting by then
    procs = [subprocess.Popen([sys.executable, "-c", _PROCESS_CLIENT, str(port), str(count), str(start_at),
                               str(Path(__file__).resolve().parent)], stdout=subprocess.PIPE, text=True)
             for _ in range(clients)]
    for proc in procs:
        out, _ = proc.communicate(timeout=120)
        if proc.returncode != 0:
            failures.append(f"client process exited {proc.returncode}")
            continue
        got, failed = json.loads(out)
        latencies.extend(got)
        failures.extend(failed)


def bench_web(requests_per_client: int = 300) -> list[tuple[str, float, str]]:
    """Rows (label, seconds, note) for bench.py's table: p50 and p99 with 1 and 8 clients, every request planned
    (the answer cache off), then with the server's bounded answer cache on (every request after the first a hit:
    the same body each time); both again from raw-socket clients (the server's share without http.client's) and
    from http.client clients in processes of their own (8 users are 8 processes: threads of one Python process
    queue on that process's GIL, which the server does not hold)."""
    return (_bench_server(requests_per_client, 0, "uncached") + _bench_server(requests_per_client, 256, "cached")
            + _bench_server(requests_per_client, 0, "uncached, raw-socket client", _raw_client)
            + _bench_server(requests_per_client, 256, "cached, raw-socket client", _raw_client)
            + _bench_server(requests_per_client, 0, "uncached, a process per client", processes=True)
            + _bench_server(requests_per_client, 256, "cached, a process per client", processes=True))


def _bench_server(requests_per_client: int, cache_size: int, label: str, client=_client,
                  processes: bool = False) -> list[tuple[str, float, str]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    server = subprocess.Popen([sys.executable, "-c", _SERVER, str(cache_size)], env=env, stdout=subprocess.PIPE,
                              text=True)
    rows = []
    try:
        port = int(server.stdout.readline())
        warm: list[float] = []
        _client(port, 20, warm, [], threading.Barrier(1))
        for clients in (1, 8):
            latencies: list[float] = []
            failures: list[str] = []
            cpu_before = _server_cpu_s(server.pid)
            if processes:
                _process_clients(port, clients, requests_per_client, latencies, failures)
                note = f"{len(failures)} failed of {clients * requests_per_client}"
            else:
                barrier = threading.Barrier(clients)
                threads = [threading.Thread(target=client,
                                            args=(port, requests_per_client, latencies, failures, barrier))
                           for _ in range(clients)]
                started = time.perf_counter()
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                wall = time.perf_counter() - started
                note = f"{len(latencies) / wall:,.0f} req/s, {len(failures)} failed of {clients * requests_per_client}"
            cpu_after = _server_cpu_s(server.pid)
            rows.append((f"web POST /api/plan {label}, {clients} client(s), p50", _percentile(latencies, 0.5), note))
            rows.append((f"web POST /api/plan {label}, {clients} client(s), p99", _percentile(latencies, 0.99), note))
            if cpu_before is not None and cpu_after is not None and latencies:
                # the server's own CPU (its process: HTTP, planning, JSON, the kernel's share of its sends) per
                # request; /proc counts in clock ticks (10 ms), so a run of a few hundred requests reads it coarsely
                rows.append((f"web POST /api/plan {label}, {clients} client(s), server CPU per request",
                             (cpu_after - cpu_before) / len(latencies), f"over {len(latencies)} requests"))
    finally:
        server.terminate()
        server.wait(10)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300, help="requests per client (default 300)")
    args = parser.parse_args()
    rows = bench_web(args.requests)
    width = max(len(r[0]) for r in rows)
    for label, seconds, note in rows:
        print(f"{label.ljust(width)}  {seconds * 1000:9.2f} ms  {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
