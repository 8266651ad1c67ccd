"""`kvroom web`: a local one-page calculator over the library, on the standard library's HTTP server.

Owns the HTTP surface: ``GET /`` (index.html: inline JS/CSS, no external requests), ``GET /api/models``,
``GET /api/gpus``, ``POST /api/plan``, ``POST /api/sweep``, ``POST /api/explain``. Every number comes from
``kvroom.api.plan`` / ``kvroom.sweep`` / ``kvroom.explain``: ``/api/plan`` returns ``PlanResult.to_dict()``
unchanged (the same JSON as ``kvroom plan --json``) plus the rendered verdict, memory bar and serve line.

Security (it runs on a laptop next to a browser):
* bound to 127.0.0.1 by default; a request whose ``Host`` header is not the bound address and port is refused
  with 421 (DNS rebinding: a hostile page that re-points its name to 127.0.0.1 still sends its own Host);
* request bodies are capped (MAX_BODY_BYTES -> 413) and must be JSON;
* a model is a catalog id or a pasted config.json (parsed from the body); names are never opened as paths and
  the Hub is never asked;
* errors are one JSON line ``{"error": "..."}``; tracebacks stay on the server's stderr; nothing from the
  environment is ever put in a response.
"""

from __future__ import annotations

import json
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any, Callable
from urllib.parse import urlsplit

from kvroom.errors import InputError, KvroomError

MAX_BODY_BYTES = 1 << 20
_INT_FIELDS = ("kv_cache_memory_bytes", "max_num_batched_tokens", "max_num_seqs", "block_size",
               "tensor_parallel_size", "pipeline_parallel_size", "num_gpu_blocks_override")
_STR_FIELDS = ("kv_cache_dtype", "gpu", "vllm_version", "attention_backend", "platform")
_BOOL_FIELDS = ("enforce_eager", "disable_hybrid_kv_cache_manager", "disable_sliding_window")


class HttpError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


# ----------------------------------------------------------------------------------------------- inputs


def model_from(body: dict[str, Any]):
    """A catalog id (``model``) or a pasted config.json (``config``: object or JSON text). Never a path."""
    from kvroom.sources import catalog

    config = body.get("config")
    if config not in (None, ""):
        if isinstance(config, str):
            try:
                config = json.loads(config)
            except json.JSONDecodeError as exc:
                raise InputError(f"the pasted config.json is not valid JSON ({exc.msg} at line {exc.lineno})") from None
            except (ValueError, RecursionError):
                # a number over Python's 4300-digit limit or 100k nested lists: 400, not a 500
                raise InputError("the pasted config.json holds a number too long or nesting too deep to be a "
                                 "config") from None
        if not isinstance(config, dict):
            raise InputError("the pasted config.json must be a JSON object")
        from kvroom.sources.config import describe_config

        name = str(body.get("model") or config.get("_name_or_path") or "pasted/config.json")[:200]
        return describe_config(config, model_id=name, source="pasted config.json")
    name = body.get("model")
    if not isinstance(name, str) or not name.strip():
        raise InputError("give 'model' (a catalog id, see /api/models) or paste a config.json as 'config'")
    if any(ch in name for ch in ("\\", "\x00")) or name.startswith(("/", ".", "~")) or ".." in name:
        raise InputError(f"model {name[:80]!r} is not a catalog id; the web page does not read local files "
                         "(paste the config.json instead)")
    return catalog.lookup(name)


def request_from(body: dict[str, Any]):
    """JSON fields (vLLM's names; numbers or vLLM's strings such as "32K") -> PlanRequest."""
    from kvroom.core.engine import PlanRequest
    from kvroom.core.lengths import parse_human_int, parse_max_model_len
    from kvroom.core.releases import DEFAULT_RELEASE, Release

    version = str(body.get("vllm_version") or DEFAULT_RELEASE)
    release = Release.parse(version)
    flags: dict[str, Any] = {"vllm_version": version}
    for name in _STR_FIELDS:
        value = body.get(name)
        if value not in (None, "") and name != "vllm_version":
            flags[name] = str(value)
    for name in _BOOL_FIELDS:
        if body.get(name) is not None:
            flags[name] = bool(body[name])
    for name in _INT_FIELDS:
        value = body.get(name)
        if value not in (None, ""):
            flags[name] = parse_human_int(str(value), release, "--" + name.replace("_", "-"))
    if body.get("max_model_len") not in (None, ""):
        flags["max_model_len"] = parse_max_model_len(str(body["max_model_len"]), release)
    util = body.get("gpu_memory_utilization")
    if util not in (None, ""):
        try:
            flags["gpu_memory_utilization"] = float(util)
        except (TypeError, ValueError, OverflowError):  # OverflowError: a JSON int beyond 1e308 (was a 500)
            raise InputError(f"gpu_memory_utilization {util!r} is not a number") from None
    if "attention_backend" in flags:
        flags["attention_backend"] = flags["attention_backend"].upper()
    return PlanRequest(**flags)


# ----------------------------------------------------------------------------------------------- endpoints


def api_plan(body: dict[str, Any]) -> dict[str, Any]:
    from kvroom.api import plan
    from kvroom.render.text import memory_segments, serve_command, verdict_line

    result = plan(model_from(body), request_from(body))
    d = result.decision
    bar = None
    if result.memory is not None:
        bar = {"total_bytes": result.memory.total_memory_bytes,
               "segments": [{"label": label, "bytes": b} for label, b in memory_segments(result.memory)]}
    command_length = None if d.starts else (d.largest_max_model_len or None)
    return {
        "result": result.to_dict(),
        "verdict": verdict_line(result),
        "memory_bar": bar,
        "serve_command": serve_command(result, command_length) if (d.starts or command_length) else None,
    }


def api_sweep(body: dict[str, Any]) -> dict[str, Any]:
    """A chart sweep: the listed GPUs and KV dtypes against gpu_memory_utilization (or the KV sizes)."""
    from kvroom.sweep import chart_data, sweep

    model = model_from(body)
    base = request_from({k: v for k, v in body.items() if k not in ("gpu", "kv_cache_dtype", "kv_cache_memory_bytes")})
    axes: dict[str, Any] = {}
    for name in ("gpu", "kv_cache_dtype"):
        values = body.get(name + "s") or body.get(name)
        if values:
            axes[name] = [str(v) for v in (values if isinstance(values, list) else [values])][:8]
    kv = body.get("kv_cache_memory_bytes")
    if kv not in (None, "", []):
        from kvroom.core.lengths import parse_human_int
        from kvroom.core.releases import Release

        release = Release.parse(base.vllm_version)
        axes["kv_cache_memory_bytes"] = [parse_human_int(str(v), release, "--kv-cache-memory-bytes")
                                         for v in (kv if isinstance(kv, list) else [kv])][:16]
        axes.pop("gpu", None)
    # at most 8 GPUs x 8 dtypes, or 8 dtypes x 16 KV sizes: the chart's utilization grid keeps it under ~2,000 plans
    result = sweep(model, request=base, workers=1, **axes)
    return {"sweep": result.to_dict(), "chart": chart_data(result, model, request=base, workers=1)}


def api_explain(body: dict[str, Any]) -> dict[str, Any]:
    from kvroom.explain import explain

    text = body.get("text")
    if not isinstance(text, str) or not text.strip():
        raise InputError("paste a vLLM log as 'text'")
    for name in ("model", "gpu", "vllm_version"):
        # a number or a list here reached parse_gpu / Release.parse and raised AttributeError (a 500)
        if body.get(name) not in (None, "") and not isinstance(body.get(name), str):
            raise InputError(f"'{name}' must be a string, got a JSON {type(body[name]).__name__}")
    model = body.get("model") or None
    if model is not None:
        model_from({"model": model})  # a catalog id only, never a path or a Hub request
    result = explain(text, model=model, gpu=body.get("gpu") or None,
                     vllm_version=body.get("vllm_version") or None)
    return {"explanation": result.to_dict()}


def api_models() -> dict[str, Any]:
    from kvroom.sources import catalog

    return {"models": [e.model_id for e in catalog.list_models()]}


def api_gpus() -> dict[str, Any]:
    from kvroom.gpus import load_catalog

    return {"gpus": [{"name": g.name, "total_memory_bytes": g.total_memory_bytes, "aliases": list(g.aliases)}
                     for g in load_catalog()]}


POST_ROUTES: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "/api/plan": api_plan,
    "/api/sweep": api_sweep,
    "/api/explain": api_explain,
}
GET_ROUTES: dict[str, Callable[[], dict[str, Any]]] = {"/api/models": api_models, "/api/gpus": api_gpus}

_CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
        "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


# ----------------------------------------------------------------------------------------------- HTTP


class Handler(BaseHTTPRequestHandler):
    server_version = "kvroom"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    allowed_hosts: frozenset[str] = frozenset()
    # a client that announces a body and never sends it (or idles on keep-alive) would hold its thread forever
    timeout = 30

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - BaseHTTPRequestHandler's name
        if getattr(self.server, "verbose", False):
            sys.stderr.write("kvroom web: " + format % args + "\n")

    # -- routing
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self._handle("GET")

    def do_POST(self) -> None:  # noqa: N802
        self._handle("POST")

    def do_PUT(self) -> None:  # noqa: N802
        self._handle("PUT")

    def do_DELETE(self) -> None:  # noqa: N802
        self._handle("DELETE")

    def _handle(self, method: str) -> None:
        try:
            self._check_host()
            path = urlsplit(self.path).path
            if method == "GET" and path in ("/", "/index.html"):
                self._send(200, _index_html(), "text/html; charset=utf-8")
            elif method == "GET" and path in GET_ROUTES:
                self._json(200, GET_ROUTES[path]())
            elif method == "POST" and path in POST_ROUTES:
                self._json(200, POST_ROUTES[path](self._body()))
            elif path in GET_ROUTES or path in POST_ROUTES or path in ("/", "/index.html"):
                raise HttpError(405, f"{method} is not allowed on {path}")
            else:
                raise HttpError(404, "not found")
        except HttpError as exc:
            self._json(exc.status, {"error": str(exc)})
        except KvroomError as exc:
            self._json(400, {"error": " ".join(str(exc).split())})
        except Exception as exc:  # a bug: the client gets one line, the server's stderr the details
            sys.stderr.write(f"kvroom web: internal error on {self.path[:200]}: {type(exc).__name__}: {exc}\n")
            self._json(500, {"error": "internal error in kvroom (details on the server's terminal)"})

    def _check_host(self) -> None:
        host = (self.headers.get("Host") or "").strip().lower()
        if host not in self.allowed_hosts:
            self.close_connection = True
            raise HttpError(421, "this server only answers requests addressed to "
                                 f"{sorted(self.allowed_hosts)[0]} (Host header refused)")

    def _body(self) -> dict[str, Any]:
        length_text = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            raise HttpError(411, "send the body with a Content-Length")
        if length_text is None:
            raise HttpError(411, "send the body with a Content-Length")
        try:
            length = int(length_text)
        except ValueError:
            raise HttpError(400, "Content-Length is not a number") from None
        if length > MAX_BODY_BYTES:
            self.close_connection = True  # the unread body must not be parsed as the next request
            if length <= 16 * MAX_BODY_BYTES:
                # discard a moderately oversized body (in constant memory) before answering: a client that sends
                # all of it before reading the answer otherwise gets EPIPE instead of the 413 (flaky
                # test_web.py::test_body_over_the_cap_is_413); a bigger one is answered at once
                left = length
                while left > 0:
                    chunk = self.rfile.read(min(left, 1 << 16))
                    if not chunk:
                        break
                    left -= len(chunk)
            raise HttpError(413, f"request body over {MAX_BODY_BYTES // 1024} KiB")
        if length < 0:
            raise HttpError(400, "Content-Length is negative")
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw.decode("utf-8") or "{}")
        except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: 100k nested lists
            raise HttpError(400, "the request body is not JSON") from None
        if not isinstance(body, dict):
            raise HttpError(400, "the request body must be a JSON object")
        return body

    def _json(self, status: int, data: dict[str, Any]) -> None:
        self._send(status, json.dumps(data).encode("utf-8"), "application/json")

    def _send(self, status: int, payload: bytes, content_type: str) -> None:
        self.send_response(status, HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "")
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Content-Security-Policy", _CSP)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            try:
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):  # the client left: nothing to answer, no traceback
                self.close_connection = True


_INDEX: bytes | None = None


def _index_html() -> bytes:
    global _INDEX
    if _INDEX is None:
        _INDEX = resources.files("kvroom.web").joinpath("index.html").read_bytes()
    return _INDEX


def allowed_hosts(host: str, port: int) -> frozenset[str]:
    """Host header values that address this server: the bound address, and localhost for a loopback bind."""
    names = {host.lower()}
    if host in ("127.0.0.1", "localhost", "::1"):
        names |= {"127.0.0.1", "localhost", "[::1]"}
    if host in ("0.0.0.0", "::"):
        raise InputError("bind to a specific address (e.g. 127.0.0.1 or your LAN IP), not a wildcard, so the "
                         "Host check can tell this server's address from a rebinding attack")
    bracket = lambda n: f"[{n}]" if ":" in n and not n.startswith("[") else n  # noqa: E731
    return frozenset(f"{bracket(n)}:{port}" for n in names)


def make_server(host: str = "127.0.0.1", port: int = 0, verbose: bool = False) -> ThreadingHTTPServer:
    """A bound, not yet serving server (port 0 picks a free port: read ``server.server_address``)."""
    import socket

    if not isinstance(port, int) or not 0 <= port <= 65535:  # else bind() raises OverflowError: exit 4
        raise InputError(f"--port {port} is not a TCP port; use 1-65535, or 0 to pick a free one")
    allowed_hosts(host, port or 1)  # refuse a wildcard address before binding anything
    family = socket.AF_INET6 if ":" in host else socket.AF_INET

    class Server(ThreadingHTTPServer):
        address_family = family
        daemon_threads = True

    try:
        server = Server((host, port), Handler)
    except OSError as exc:
        raise InputError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    bound_port = server.server_address[1]
    handler = type("BoundHandler", (Handler,), {"allowed_hosts": allowed_hosts(host, bound_port)})
    server.RequestHandlerClass = handler
    server.verbose = verbose  # type: ignore[attr-defined]
    return server


def url_of(server: ThreadingHTTPServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{f'[{host}]' if ':' in str(host) else host}:{port}/"


def serve(host: str = "127.0.0.1", port: int = 8765, announce: Callable[[str], None] = print) -> int:
    """Serve until interrupted; ``announce`` gets the URL line."""
    server = make_server(host, port, verbose=True)
    announce(f"kvroom web: {url_of(server)}  (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def serve_in_thread(host: str = "127.0.0.1", port: int = 0) -> tuple[ThreadingHTTPServer, threading.Thread]:
    """For tests and notebooks: a running server on a daemon thread (stop with server.shutdown())."""
    server = make_server(host, port)
    thread = threading.Thread(target=server.serve_forever, name="kvroom-web", daemon=True)
    thread.start()
    return server, thread


__all__ = ["make_server", "serve", "serve_in_thread", "url_of", "MAX_BODY_BYTES"]
