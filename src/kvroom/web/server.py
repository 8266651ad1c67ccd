"""`kvroom web`: a local one-page calculator over the library, on the standard library's HTTP server.

Owns the HTTP surface: ``GET /`` (index.html: inline JS/CSS, no external requests), ``GET /api/models``,
``GET /api/gpus``, ``POST /api/plan``, ``POST /api/sweep``, ``POST /api/explain``. Every number comes from
``kvroom.api.plan`` / ``kvroom.sweep`` / ``kvroom.explain``: ``/api/plan`` returns ``PlanResult.to_dict()``
unchanged (the same JSON as ``kvroom plan --json``) plus the rendered verdict, memory bar and serve line.
``/api/plan`` also takes a pasted ``vllm serve ...`` command (``{"command": "..."}``), read by the CLI's own
reader (kvroom.launch.read_launch); its answer then carries ``launch`` (ignored and unmodelled flags, notes).
Answers to ``/api/plan`` are kept in a bounded LRU cache keyed by the exact body bytes (see PlanCache: plans are
pure functions of the body and the embedded catalogs).

Security (it runs on a laptop next to a browser):
* loopback only, judged by the address's value (``bind_address``: ``0``, ``0x0``, ``::0``... are every interface
  and refused); a request whose ``Host`` header is not the bound address and port gets 421 before anything else
  about it is looked at or answered (DNS rebinding: a hostile page that re-points its name to 127.0.0.1 still
  sends its own Host);
* a POST must be ``Content-Type: application/json`` (415) and carry no foreign ``Origin`` (403): a cross-site page
  can send a text/plain or form POST without a CORS preflight, but not this;
* request bodies are capped (MAX_BODY_BYTES -> 413) and must be JSON; every read has a deadline (a stalled body
  is a 408, a stalled head is closed) and a slow client holds no thread (see WebServer);
* a model is a catalog id or a pasted config.json (parsed from the body); names are never opened as paths and
  the Hub is never asked; a pasted command's `--config x.yaml` is refused (never read from disk) and its
  speculative draft model must be a catalog id too;
* errors are one JSON line ``{"error": "..."}``; tracebacks stay on the server's stderr; nothing from the
  environment is ever put in a response.
"""

from __future__ import annotations

import json
import re
import socket
import sys
import threading
from http import HTTPStatus
from importlib import resources
from typing import Any, Callable
from urllib.parse import urlsplit

from kvroom.errors import InputError, KvroomError

MAX_BODY_BYTES = 1 << 20
_INT_FIELDS = ("kv_cache_memory_bytes", "max_num_batched_tokens", "max_num_seqs", "block_size",
               "tensor_parallel_size", "pipeline_parallel_size", "num_gpu_blocks_override")
_STR_FIELDS = ("kv_cache_dtype", "gpu", "vllm_version", "attention_backend", "platform")
_BOOL_FIELDS = ("enforce_eager", "disable_hybrid_kv_cache_manager", "disable_sliding_window")


# ----------------------------------------------------------------------------------------------- inputs


class _Library:
    """The library functions every /api/plan calls, imported on first use (not when the module is: `kvroom web
    --help` stays light) and then held here: an import statement run on each request costs ~1 us (issue 13)."""

    def __init__(self) -> None:
        from kvroom.api import plan
        from kvroom.core.engine import PlanRequest
        from kvroom.core.releases import DEFAULT_RELEASE
        from kvroom.render.text import memory_segments, serve_command, verdict_line
        from kvroom.sources.catalog import lookup

        self.plan, self.PlanRequest, self.DEFAULT_RELEASE, self.lookup = plan, PlanRequest, DEFAULT_RELEASE, lookup
        self.memory_segments, self.serve_command, self.verdict_line = memory_segments, serve_command, verdict_line


_LIB: _Library | None = None


def _library() -> _Library:
    global _LIB
    if _LIB is None:
        _LIB = _Library()
    return _LIB


def model_from(body: dict[str, Any]):
    """A catalog id (``model``) or a pasted config.json (``config``: object or JSON text). Never a path."""
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
    return (_LIB or _library()).lookup(name)


_TRUE, _FALSE = ("true", "1", "yes", "on"), ("false", "0", "no", "off")


def bool_field(name: str, value: Any) -> bool:
    """A JSON boolean, or one of the strings a form sends ("true"/"false", "on"/"off", "1"/"0", "yes"/"no").

    Never ``bool(value)``: that made the string "false" true.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
        return value.strip().lower() in _TRUE
    raise InputError(f"'{name}' must be true or false, got {json.dumps(value)[:40]}")


# every field request_from reads, in the order it reads them (so a body with two bad fields names the same one first)
_FIELD_ORDER = {name: i for i, name in enumerate(
    (*(f for f in _STR_FIELDS if f != "vllm_version"), *_BOOL_FIELDS, *_INT_FIELDS, "max_model_len",
     "gpu_memory_utilization"))}
_RELEASES: dict[str, Any] = {}  # vllm_version text -> Release: the parse of a release number, kept (bounded)


def _release(version: str):
    release = _RELEASES.get(version)
    if release is None:
        from kvroom.core.releases import Release

        release = Release.parse(version)
        if len(_RELEASES) >= 64:
            _RELEASES.clear()
        _RELEASES[version] = release
    return release


def request_from(body: dict[str, Any]):
    """JSON fields (vLLM's names; numbers or vLLM's strings such as "32K") -> PlanRequest."""
    lib = _LIB or _library()
    version = str(body.get("vllm_version") or lib.DEFAULT_RELEASE)
    release = _release(version)
    flags: dict[str, Any] = {"vllm_version": version}
    # only the fields the body holds (a form sends a few of the 17), in _FIELD_ORDER
    for _, name in sorted((_FIELD_ORDER[name], name) for name in body if name in _FIELD_ORDER):
        value = body[name]
        if value is None or (value.__class__ is str and not value):  # absent: vLLM's default
            continue
        if name in _STR_FIELDS:
            flags[name] = str(value).upper() if name == "attention_backend" else str(value)
        elif name in _BOOL_FIELDS:
            flags[name] = bool_field(name, value)
        elif name in _INT_FIELDS:
            from kvroom.core.lengths import parse_human_int

            flags[name] = parse_human_int(str(value), release, "--" + name.replace("_", "-"))
        elif name == "max_model_len":
            from kvroom.core.lengths import parse_max_model_len

            flags["max_model_len"] = parse_max_model_len(str(value), release)
            flags["max_model_len_text"] = str(value)  # the k/K note (kvroom.core.lengths.shorthand_note)
        else:  # gpu_memory_utilization
            try:
                flags[name] = float(value)
            except (TypeError, ValueError, OverflowError):  # OverflowError: a JSON int beyond 1e308 (was a 500)
                raise InputError(f"gpu_memory_utilization {value!r} is not a number") from None
    return lib.PlanRequest(**flags)


# ----------------------------------------------------------------------------------------------- endpoints


# vLLM flags the form sends as fields; with a pasted ``command`` they must be in the command instead
_FLAG_FIELDS = frozenset((*_INT_FIELDS, *_BOOL_FIELDS, "kv_cache_dtype", "attention_backend", "max_model_len",
                          "gpu_memory_utilization"))


def launch_from(body: dict[str, Any]):
    """A pasted vLLM command (``command``: the text as typed, or a list of words) -> (Launch, PlanRequest), read by
    kvroom.launch.read_launch as `kvroom plan -- ...` reads it. kvroom's own options ride beside it (``gpu``,
    ``vllm_version``, ``platform``). Nothing the command names is opened: a `--config x.yaml` is refused, the model
    and a speculative draft model must be catalog ids (model_from's rules), and the Hub is never asked."""
    from kvroom.core.frozen import replace

    from kvroom.launch import read_launch

    command = body["command"]
    if isinstance(command, list) and all(isinstance(word, str) for word in command):
        command = [str(word) for word in command]
    elif not isinstance(command, str):
        raise InputError("'command' must be the vLLM command as text (or a list of its words)")
    given = sorted(name for name in _FLAG_FIELDS if body.get(name) not in (None, ""))
    if given:
        raise InputError(f"with 'command', give the vLLM flags inside the command, not as fields ({', '.join(given)})")
    for name in ("gpu", "vllm_version", "platform"):
        if body.get(name) not in (None, "") and not isinstance(body[name], str):
            raise InputError(f"'{name}' must be a string, got a JSON {type(body[name]).__name__}")
    launch = read_launch(command, vllm_version=body.get("vllm_version") or None, read_files=False)
    if not launch.model:
        raise InputError("the command names no model: give it as `vllm serve MODEL` or --model MODEL")
    ours = {name: body[name] for name in ("gpu", "platform") if body.get(name)}
    request = replace(launch.request, **ours)
    if request.speculative_config:
        draft = json.loads(request.speculative_config)
        if isinstance(draft, dict) and isinstance(draft.get("model"), str) and draft["model"]:
            model_from({"model": draft["model"]})  # a catalog id only: never a path or a Hub request
    return launch, request


def api_plan(body: dict[str, Any]) -> dict[str, Any]:
    lib = _LIB or _library()
    launch = None
    if body.get("command") not in (None, ""):
        launch, request = launch_from(body)
        model = model_from({"model": launch.model, "config": body.get("config")})
        result = lib.plan(model, request)
    else:
        result = lib.plan(model_from(body), request_from(body))
    d = result.decision
    bar = None
    if result.memory is not None:
        bar = {"total_bytes": result.memory.total_memory_bytes,
               "segments": [{"label": label, "bytes": b} for label, b in lib.memory_segments(result.memory)]}
    command_length = None if d.starts else (d.largest_max_model_len or None)
    return {
        "result": result.to_dict(),
        "verdict": lib.verdict_line(result),
        "memory_bar": bar,
        "serve_command": lib.serve_command(result, command_length) if (d.starts or command_length) else None,
        **({"launch": _launch_summary(launch)} if launch is not None else {}),
    }


def _launch_summary(launch) -> dict[str, Any]:
    from kvroom.launch.reader import launch_summary
    from kvroom.redact import redact_data

    return redact_data(launch_summary(launch))  # notes quote words of the pasted command (an image tag, ...)


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
#
# An asyncio server, not http.server: a connection costs a protocol object (callbacks, see _Connection) while its
# request arrives, so a slow or idle client (slowloris) holds no thread, and every read has a deadline. Complete requests run on a small,
# bounded pool of threads (the plan arithmetic); each answer goes out in one send (headers and body together)
# on a TCP_NODELAY socket, so a kept-open connection never waits for the peer's delayed ACK (issue 13: two
# sends without TCP_NODELAY cost 40 ms a request).

HEAD_LIMIT_BYTES = 16 * 1024  # request line + headers
MAX_HEADERS = 64
BACKLOG = 1024  # the kernel caps it at net.core.somaxconn; a burst of 300 connections must not be reset
MAX_CONNECTIONS = 1024  # open at once; the next one is closed unanswered
WORKERS = 8  # threads that run plans; a request waits in the queue, never a thread per connection
HEAD_TIMEOUT_S = 10.0  # from the first wait (keep-alive idle included) to the end of the headers
BODY_TIMEOUT_S = 10.0  # for the announced body, once the headers are in (-> 408)
WRITE_TIMEOUT_S = 10.0  # for the peer to take the answer
_INLINE_ROUTES = frozenset(("/", "/index.html", "/api/plan", "/api/models", "/api/gpus"))
_METHOD_RE = re.compile(r"[A-Z]{1,16}")
_TOKEN_RE = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}")


_REASONS: dict[int, str] = {}  # status -> reason phrase (the server's own few statuses; an enum call each was ~1 us)


def _reason(status: int) -> str:
    phrase = _REASONS.get(status)
    if phrase is None:
        try:
            phrase = HTTPStatus(status).phrase
        except ValueError:
            phrase = ""
        _REASONS[status] = phrase
    return phrase


# A JSON answer is never rendered as a document: it gets the API form of the headers (OWASP's REST list: no-store,
# nosniff, a CSP that loads nothing and frames nothing), three fewer and shorter lines than the page's, which every
# client parses on every answer (http.client's header parser is most of a Python client's cost per request, issue 13)
_API_HEADERS = ("Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
                "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n")
_PAGE_HEADERS = ("Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
                 f"Content-Security-Policy: {_CSP}\r\n")


def response_bytes(status: int, payload: bytes, content_type: str, keep_alive: bool, head_only: bool = False) -> bytes:
    """One HTTP/1.1 response, headers and body in a single buffer (sent with one write)."""
    head = (f"HTTP/1.1 {status} {_reason(status)}\r\n"
            f"Content-Type: {content_type}\r\n"
            f"Content-Length: {len(payload)}\r\n"
            + (_API_HEADERS if content_type == "application/json" else _PAGE_HEADERS)
            + f"Connection: {'keep-alive' if keep_alive else 'close'}\r\n\r\n").encode("latin-1")
    return head if head_only else head + payload


# One encoder for every answer: compact separators (about 10 % fewer bytes for every client to read) and no cycle
# check (an answer is a tree of dicts, lists and scalars built by to_dict: a cycle would be a kvroom bug, and it would
# still end in an error, a RecursionError answered as an internal error): 62 -> 38 us for a plan's 3.3 KB, issue 13
_ENCODER = json.JSONEncoder(check_circular=False, separators=(",", ":"))


def _json_bytes(data: dict[str, Any]) -> bytes:
    return _ENCODER.encode(data).encode("utf-8")


# ---- the /api/plan answer cache
#
# A plan is a pure function of the request body and the embedded catalogs (model and GPU catalogs are package data;
# /api/plan never reads the calibration store, a file or the network), so the bytes of an answer can be reused for a
# byte-identical body. Bounded: at most PLAN_CACHE_SIZE answers of at most PLAN_CACHE_ENTRY_BYTES each (about 16 MiB
# at worst), least recently used dropped first; only 200 and 400 answers (never an internal error); and not for a
# pasted command (its speculative draft model is looked up through load_model, which looks at the disk first). It
# lives and is used on the event loop's thread only (no lock). plan_cache_size=0 turns it off (bench/web_bench.py
# measures both).

PLAN_CACHE_SIZE = 256
PLAN_CACHE_ENTRY_BYTES = 64 * 1024


def cacheable(body: dict[str, Any] | None) -> bool:
    return body is not None and body.get("command") in (None, "")


class PlanCache:
    """A bounded LRU map: request body bytes -> (status, payload, content type)."""

    def __init__(self, size: int) -> None:
        from collections import OrderedDict

        self.size = max(0, int(size))
        self.hits = self.misses = 0
        self._entries: OrderedDict[bytes, tuple[int, bytes, str]] = OrderedDict()

    def get(self, key: bytes) -> tuple[int, bytes, str] | None:
        entry = self._entries.get(key)
        if entry is None:
            self.misses += 1
            return None
        self._entries.move_to_end(key)
        self.hits += 1
        return entry

    def put(self, key: bytes, entry: tuple[int, bytes, str]) -> None:
        if not self.size or len(entry[1]) + len(key) > PLAN_CACHE_ENTRY_BYTES:
            return
        self._entries[key] = entry
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


class _Request:
    """A parsed request head. ``headers`` maps lower-case names to the list of their values."""

    __slots__ = ("method", "target", "version", "headers")

    def __init__(self, method: str, target: str, version: str, headers: dict[str, list[str]]) -> None:
        self.method, self.target, self.version, self.headers = method, target, version, headers

    def header(self, name: str) -> str | None:
        values = self.headers.get(name)
        return values[0] if values else None


def parse_head(head: bytes) -> tuple[str, dict[str, list[str]]] | None:
    """The request line and the headers of ``head`` (ending in CRLF CRLF), or None when a header line is
    malformed (then nothing can be trusted, not even Host, and the connection is closed unanswered)."""
    lines = head.decode("latin-1").split("\r\n")
    while lines and not lines[-1]:
        lines.pop()
    if not lines or len(lines) > MAX_HEADERS + 1:
        return None
    headers: dict[str, list[str]] = {}
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep or not _TOKEN_RE.fullmatch(name):  # also refuses obsolete line folding (a leading space)
            return None
        headers.setdefault(name.lower(), []).append(value.strip(" \t"))
    return lines[0], headers


class WebServer:
    """The listening socket, the event loop that reads requests, and the worker pool that answers them.

    ``serve_forever()`` runs until ``shutdown()`` (from another thread) or Ctrl-C; ``server_address`` is the bound
    (host, port). The same surface as ``socketserver`` where the tests and ``serve_in_thread`` use it.
    """

    def __init__(self, sock: socket.socket, hosts: frozenset[str], verbose: bool = False,
                 head_timeout_s: float = HEAD_TIMEOUT_S, body_timeout_s: float = BODY_TIMEOUT_S,
                 plan_cache_size: int = PLAN_CACHE_SIZE) -> None:
        self.socket = sock
        self.plan_cache = PlanCache(plan_cache_size)
        self.server_address = sock.getsockname()
        self.allowed_hosts = hosts
        self.allowed_origins = frozenset("http://" + h for h in hosts)
        self.verbose = verbose
        self.head_timeout_s = head_timeout_s
        self.body_timeout_s = body_timeout_s
        self.connections = 0
        self._open: set[_Connection] = set()
        self._executor = None
        self._loop: Any = None
        self._stop: Any = None
        self._stopping = threading.Event()
        self._running = threading.Event()
        self._finished = threading.Event()

    # -- lifecycle
    def serve_forever(self) -> None:
        import asyncio

        self._finished.clear()
        try:
            asyncio.run(self._main())
        finally:
            self._finished.set()

    async def _main(self) -> None:
        import asyncio
        from concurrent.futures import ThreadPoolExecutor

        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._executor = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="kvroom-web")
        server = await self._loop.create_server(lambda: _Connection(self), sock=self.socket, backlog=BACKLOG)
        self._running.set()
        try:
            if not self._stopping.is_set():
                await self._stop.wait()
        finally:
            server.close()
            self._running.clear()
            for connection in list(self._open):
                connection.close()
            self._executor.shutdown(wait=False, cancel_futures=True)
            await asyncio.sleep(0)  # let the closed transports report connection_lost

    def shutdown(self) -> None:
        """Stop serving (call from another thread) and wait until ``serve_forever`` has returned."""
        self._stopping.set()
        if self._running.is_set() and self._loop is not None:
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop already closed
                return
            self._finished.wait(10)

    def server_close(self) -> None:
        try:
            self.socket.close()
        except OSError:
            pass

    def post_refusal(self, headers: dict[str, list[str]]) -> tuple[int, str] | None:
        """Why a POST is refused before its body is read (status, message; the connection is closed), or None."""
        origins = headers.get("origin", [])
        if origins and (len(origins) != 1 or origins[0].lower() not in self.allowed_origins):
            # a page on another site (or a sandboxed "null" origin) posting to this server
            return 403, f"cross-origin request refused (Origin {origins[0][:80]!r})"
        if any(v.lower() == "cross-site" for v in headers.get("sec-fetch-site", [])):
            return 403, "cross-site request refused"
        content_type = (headers.get("content-type") or [""])[0].split(";")[0].strip().lower()
        if content_type != "application/json":
            # a cross-site form or a text/plain fetch needs no CORS preflight; application/json does
            return 415, "send the body as Content-Type: application/json"
        if headers.get("transfer-encoding"):
            return 411, "send the body with a Content-Length"
        lengths = headers.get("content-length")
        if not lengths:
            return 411, "send the body with a Content-Length"
        if len(lengths) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 18:
            return 400, "Content-Length is not a number"
        return None


# What a connection is doing: reading a request head, reading an announced body, reading and dropping an oversized
# body (then a 413), waiting for a worker's answer, or closed.
_HEAD, _BODY, _DISCARD, _BUSY, _CLOSED = range(5)
# bytes a connection keeps unread while it waits (a worker's answer, a full send buffer) before it stops reading
# the socket (pipelined requests stay in the kernel's buffer, and the client's sends block, not our memory)
PENDING_LIMIT_BYTES = 64 * 1024


class _Connection:
    """One client connection: an asyncio protocol (callbacks, no coroutine) that reads requests one after another
    (HTTP/1.1 keep-alive; pipelined requests are answered in order) and writes each answer in one send.

    Every wait has a deadline on one timer per connection, pushed forward rather than re-made as the connection
    progresses: HEAD_TIMEOUT_S from the first wait for a request (keep-alive idle included) to the end of its headers
    (then closed unanswered: the slowloris case), BODY_TIMEOUT_S for the announced body (408), WRITE_TIMEOUT_S for a
    peer that stops taking the answer (aborted). While a request is with a worker, or the socket takes no more of
    an answer, nothing further is read beyond PENDING_LIMIT_BYTES. A callback protocol costs about a third of what
    the stream reader and writer coroutines did for each request (issue 13).
    """

    __slots__ = ("server", "loop", "transport", "buffer", "scanned", "state", "eof", "write_paused",
                 "read_paused", "deadline", "expiry", "timer", "request", "left")

    def __init__(self, server: WebServer) -> None:
        self.server = server
        self.loop = server._loop
        self.transport: Any = None
        self.buffer = bytearray()
        self.scanned = 0  # how far the head search has looked (a trickled head is searched once, not per byte)
        self.state = _HEAD
        self.eof = self.write_paused = self.read_paused = False
        self.deadline = 0.0
        self.expiry: str | None = None  # which wait the deadline is for: "head", "body", "discard", "write"
        self.timer: Any = None
        self.request: tuple[str, str, bool, int] | None = None  # method, path, keep-alive, Content-Length
        self.left = 0  # bytes of an oversized body still to drop

    # -- the protocol's callbacks
    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        server = self.server
        server.connections += 1
        server._open.add(self)
        if server.connections > MAX_CONNECTIONS:
            self.close()
            return
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:
                pass
        self._wait("head", server.head_timeout_s)

    def connection_lost(self, exc: Exception | None) -> None:
        self.state = _CLOSED
        self.server.connections -= 1
        self.server._open.discard(self)
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def data_received(self, data: bytes) -> None:
        state = self.state
        if state == _DISCARD:
            self.left -= len(data)
            if self.left <= 0:
                self._too_large()
            return
        if state == _CLOSED:
            return
        self.buffer += data
        if state == _BUSY or self.write_paused:
            self._hold()
        else:
            self._advance()

    def eof_received(self) -> bool:
        # the client will send nothing more; a request already in hand is still answered (the socket can still write)
        self.eof = True
        if self.state == _DISCARD:
            self._too_large()
        elif self.state in (_HEAD, _BODY) and not self.write_paused:
            self._advance()
        return True  # keep the transport open for the answer; close() ends it

    def pause_writing(self) -> None:
        # the peer stopped taking the answer (the transport's buffer is over its high-water mark)
        self.write_paused = True
        self._wait("write", WRITE_TIMEOUT_S)

    def resume_writing(self) -> None:
        self.write_paused = False
        if self.state == _HEAD:
            self._wait("head", self.server.head_timeout_s)
            self._advance()
        elif self.state == _CLOSED:
            self.expiry = None

    # -- deadlines: one timer a connection, moved forward (never re-made) while the connection makes progress
    def _wait(self, expiry: str, seconds: float) -> None:
        self.expiry = expiry
        self.deadline = deadline = self.loop.time() + seconds
        timer = self.timer
        if timer is None:
            self.timer = self.loop.call_at(deadline, self._expired)
        elif timer.when() > deadline:  # a shorter wait than the one armed (a body deadline under a head deadline)
            timer.cancel()
            self.timer = self.loop.call_at(deadline, self._expired)

    def _expired(self) -> None:
        self.timer = None
        expiry = self.expiry
        if expiry is None or self.transport is None:
            return
        if self.loop.time() < self.deadline:  # pushed forward since: wait the rest
            self.timer = self.loop.call_at(self.deadline, self._expired)
            return
        self.expiry = None
        if expiry == "write":
            self.transport.abort()  # the peer takes nothing: drop the unsent answer with the connection
        elif expiry == "head":
            self.close()  # the head never ended: Host unknown, so no answer
        elif expiry == "body":
            length = self.request[3] if self.request else 0
            self._error(408, f"the announced body ({length} bytes) did not arrive within "
                             f"{self.server.body_timeout_s:g} s", keep_alive=False)
        elif expiry == "discard":
            self._too_large()

    # -- reading
    def _hold(self) -> None:
        """Keep what arrived for later; stop reading the socket past PENDING_LIMIT_BYTES."""
        if len(self.buffer) > PENDING_LIMIT_BYTES and not self.read_paused and self.state != _CLOSED:
            self.read_paused = True
            self.transport.pause_reading()

    def _advance(self) -> None:
        """Read and answer every complete request in the buffer, in order, until one must wait."""
        if self.read_paused:
            self.read_paused = False
            self.transport.resume_reading()
        buffer = self.buffer
        while not self.write_paused:
            state = self.state
            if state == _HEAD:
                end = buffer.find(b"\r\n\r\n", max(0, self.scanned - 3))
                if end < 0:
                    self.scanned = len(buffer)
                    if len(buffer) - 3 > HEAD_LIMIT_BYTES or self.eof:
                        self.close()  # headers over 16 KiB (Host unknown, so no answer), or the client left
                    return
                if end > HEAD_LIMIT_BYTES:
                    self.close()
                    return
                head = bytes(buffer[:end + 4])
                del buffer[:end + 4]
                self.scanned = 0
                self._head(head)
            elif state == _BODY:
                length = self.request[3]
                if len(buffer) < length:
                    if self.eof:
                        self.close()  # the client left before its body
                    return
                raw = bytes(buffer[:length])
                del buffer[:length]
                self._body(raw)
            else:
                if state == _BUSY:
                    self._hold()
                return
        self._hold()

    def _head(self, head: bytes) -> None:
        server = self.server
        parsed = parse_head(head)
        if parsed is None:
            self.close()  # a malformed header line: nothing can be trusted, not even Host
            return
        request_line, headers = parsed
        # 1. the Host check, before anything else is looked at or answered (DNS rebinding)
        hosts = headers.get("host", [])
        if len(hosts) != 1 or hosts[0].lower() not in server.allowed_hosts:
            self._send(response_bytes(421, _json_bytes({"error": "this server only answers requests addressed to "
                       f"{min(server.allowed_hosts)} (Host header refused)"}), "application/json", keep_alive=False),
                       keep_alive=False)
            return
        parts = request_line.split(" ")
        if len(parts) != 3 or not _METHOD_RE.fullmatch(parts[0]) or parts[2] not in ("HTTP/1.1", "HTTP/1.0") \
                or not parts[1].startswith("/"):
            self._error(400, "malformed request line", keep_alive=False)
            return
        method, target, version = parts
        connection = ",".join(headers.get("connection", [])).lower()
        keep_alive = ("close" not in connection) if version == "HTTP/1.1" else ("keep-alive" in connection)
        path = urlsplit(target).path
        if server.verbose:
            sys.stderr.write(f"kvroom web: {method} {path[:200]}\n")
        if method == "POST" and path in POST_ROUTES:
            refusal = server.post_refusal(headers)
            if refusal is not None:
                self._error(*refusal, keep_alive=False)
                return
            length = int(headers["content-length"][0])
            self.request = (method, path, keep_alive, length)
            if length > MAX_BODY_BYTES:
                if length <= 16 * MAX_BODY_BYTES:
                    # read and drop a moderately oversized body before answering: a client that sends all of it
                    # before reading the answer otherwise gets EPIPE instead of the 413
                    self.left = length - len(self.buffer)
                    self.buffer.clear()
                    self.state = _DISCARD
                    if self.left <= 0 or self.eof:
                        self._too_large()
                    else:
                        self._wait("discard", server.body_timeout_s)
                    return
                self._too_large()
                return
            if "100-continue" in (headers.get("expect") or [""])[0].lower():
                self.transport.write(b"HTTP/1.1 100 Continue\r\n\r\n")
            self.state = _BODY
            if len(self.buffer) < length:
                self._wait("body", server.body_timeout_s)
            return
        if headers.get("content-length", ["0"]) != ["0"] or headers.get("transfer-encoding"):
            keep_alive = False  # a body on a request that takes none: do not read it as the next request
        self._dispatch(method, path, None, None, keep_alive)

    def _body(self, raw: bytes) -> None:
        _method, path, keep_alive, _length = self.request
        self.state = _HEAD  # the request is in; the next one's head deadline starts with its answer
        plan = path == "/api/plan"
        if plan:
            cached = self.server.plan_cache.get(raw)
            if cached is not None:  # only cacheable bodies are stored: the same bytes, the same answer
                status, payload, content_type = cached
                self._send(response_bytes(status, payload, content_type, keep_alive), keep_alive)
                return
        try:
            body = json.loads(raw.decode("utf-8") or "{}")
        except (UnicodeDecodeError, ValueError, RecursionError):  # RecursionError: 100k nested lists
            self._error(400, "the request body is not JSON", keep_alive)
            return
        if not isinstance(body, dict):
            self._error(400, "the request body must be a JSON object", keep_alive)
            return
        self._dispatch("POST", path, body, raw if plan and cacheable(body) else None, keep_alive)

    def _dispatch(self, method: str, path: str, body: dict[str, Any] | None, cache_key: bytes | None,
                  keep_alive: bool) -> None:
        if (path in _INLINE_ROUTES and not (body or {}).get("config")) or method not in ("GET", "HEAD", "POST"):
            # a plan of a catalog model is a fraction of a millisecond of CPU: a hand-off to a worker thread and
            # back would cost a third of that again, and the GIL serializes the arithmetic anyway
            self._answered(method, cache_key, keep_alive, answer(method, path, body))
            return
        # sweeps, explained logs and pasted configs can take longer: a worker, so the loop keeps serving others;
        # this connection reads nothing more until the answer is written (answers go out in request order)
        self.state = _BUSY
        self.expiry = None
        future = self.loop.run_in_executor(self.server._executor, answer, method, path, body)
        future.add_done_callback(lambda done: self._from_worker(done, method, cache_key, keep_alive))

    def _from_worker(self, done: Any, method: str, cache_key: bytes | None, keep_alive: bool) -> None:
        if self.state == _CLOSED:
            return
        if done.cancelled():  # the server is shutting down
            self.close()
            return
        self.state = _HEAD
        self._answered(method, cache_key, keep_alive, done.result())
        if self.state == _HEAD:
            self._advance()

    def _answered(self, method: str, cache_key: bytes | None, keep_alive: bool,
                  answered: tuple[int, bytes, str]) -> None:
        status, payload, content_type = answered
        if cache_key is not None and status in (200, 400):
            self.server.plan_cache.put(cache_key, answered)
        self._send(response_bytes(status, payload, content_type, keep_alive, head_only=method == "HEAD"), keep_alive)

    # -- writing
    def _send(self, data: bytes, keep_alive: bool) -> None:
        """Write one answer (one send when the socket takes it all); then wait for the next head, or close."""
        self.transport.write(data)
        if keep_alive:
            self.state = _HEAD
            if not self.write_paused:
                self._wait("head", self.server.head_timeout_s)
        else:
            self.close()

    def _error(self, status: int, message: str, keep_alive: bool) -> None:
        self._send(response_bytes(status, _json_bytes({"error": message}), "application/json", keep_alive),
                   keep_alive)

    def _too_large(self) -> None:
        self._error(413, f"request body over {MAX_BODY_BYTES // 1024} KiB", keep_alive=False)

    def close(self) -> None:
        """Close after what was written has gone out (a stalled peer is aborted at the write deadline)."""
        if self.state != _CLOSED:
            self.state = _CLOSED
            self.buffer.clear()
            if not self.write_paused:
                self.expiry = None
            self.transport.close()


def answer(method: str, path: str, body: dict[str, Any] | None) -> tuple[int, bytes, str]:
    """(status, payload, content type) for a request that passed the Host and body checks. Runs on a worker."""
    try:
        if method in ("GET", "HEAD") and path in ("/", "/index.html"):
            return 200, _index_html(), "text/html; charset=utf-8"
        if method in ("GET", "HEAD") and path in GET_ROUTES:
            return 200, _json_bytes(GET_ROUTES[path]()), "application/json"
        if method == "POST" and path in POST_ROUTES and body is not None:
            return 200, _json_bytes(POST_ROUTES[path](body)), "application/json"
        if path in GET_ROUTES or path in POST_ROUTES or path in ("/", "/index.html"):
            return 405, _json_bytes({"error": f"{method} is not allowed on {path[:200]}"}), "application/json"
        return 404, _json_bytes({"error": "not found"}), "application/json"
    except KvroomError as exc:
        from kvroom.errors import text_with_hints

        return 400, _json_bytes({"error": " ".join(text_with_hints(exc).split())}), "application/json"
    except Exception as exc:  # a bug: the client gets one line, the server's stderr the details
        sys.stderr.write(f"kvroom web: internal error on {path[:200]}: {type(exc).__name__}: {exc}\n")
        return 500, _json_bytes({"error": "internal error in kvroom (details on the server's terminal)"}), \
            "application/json"


_INDEX: bytes | None = None


def _index_html() -> bytes:
    global _INDEX
    if _INDEX is None:
        _INDEX = resources.files("kvroom.web").joinpath("index.html").read_bytes()
    return _INDEX


def bind_address(host: str) -> str:
    """The loopback address ``--host`` names, normalized (``127.0.0.1``, ``::1``, ``127.0.0.2``...).

    Judged by the address's value, not its spelling: ``0``, ``""``, ``0x0``, ``000.000.000.000``, ``::0``,
    ``0:0:0:0:0:0:0:0`` and ``::ffff:0.0.0.0`` are all the unspecified address (every interface) and are refused,
    as is any address that is not loopback: the page has no login, so it is served to this machine only. IPv4
    spellings are read as the C library's ``inet_aton`` reads them (``127.1`` is 127.0.0.1, ``0x7f.1`` too),
    which is what ``bind()`` would have done with the text. Host names other than ``localhost`` are refused
    rather than resolved (a name lookup has no deadline and its answer can change).
    """
    import ipaddress

    text = str(host).strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    address: ipaddress.IPv4Address | ipaddress.IPv6Address | None = None
    if text.lower() == "localhost":
        return "127.0.0.1"
    if text and len(text) <= 64:
        try:
            address = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            try:
                address = ipaddress.IPv4Address(socket.inet_aton(text))
            except (OSError, ValueError):
                address = None
    if not text:
        raise InputError("--host '' means every interface; kvroom web serves this machine only: use 127.0.0.1 "
                         "(the default) or ::1")
    if address is None:
        raise InputError(f"--host {text[:80]!r} is not a loopback IP address; give 127.0.0.1 (the default) or ::1 "
                         "(kvroom web does not resolve host names other than localhost)")
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if address.is_unspecified:
        raise InputError(f"--host {text!r} means every interface ({address}); kvroom web serves this machine "
                         "only: use 127.0.0.1 (the default) or ::1")
    if not address.is_loopback:
        raise InputError(f"--host {text[:80]!r} ({address}) is not a loopback address; kvroom web has no login, "
                         "so it serves this machine only: use 127.0.0.1 (the default) or ::1")
    return str(address)


def allowed_hosts(host: str, port: int) -> frozenset[str]:
    """Host header values that address this server: the bound address, and localhost for a loopback bind."""
    address = bind_address(host)
    names = {address, "localhost"}
    if address == "127.0.0.1":
        names.add("::1")
    bracket = lambda n: f"[{n}]" if ":" in n else n  # noqa: E731
    return frozenset(f"{bracket(n)}:{port}" for n in names)


def make_server(host: str = "127.0.0.1", port: int = 0, verbose: bool = False,
                head_timeout_s: float = HEAD_TIMEOUT_S, body_timeout_s: float = BODY_TIMEOUT_S,
                plan_cache_size: int = PLAN_CACHE_SIZE) -> WebServer:
    """A bound, listening, not yet serving server (port 0 picks a free port: read ``server.server_address``)."""
    if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
        raise InputError(f"--port {port} is not a TCP port; use 1-65535, or 0 to pick a free one")
    address = bind_address(host)  # refuses every-interface and non-loopback addresses before binding anything
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address, port))
        sock.listen(BACKLOG)
    except OSError as exc:
        sock.close()
        raise InputError(f"cannot listen on {address}:{port}: {exc.strerror or exc}") from None
    sock.setblocking(False)
    bound_port = sock.getsockname()[1]
    return WebServer(sock, allowed_hosts(address, bound_port), verbose=verbose, head_timeout_s=head_timeout_s,
                     body_timeout_s=body_timeout_s, plan_cache_size=plan_cache_size)


def url_of(server: WebServer) -> str:
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


def serve_in_thread(host: str = "127.0.0.1", port: int = 0, **options: Any) -> tuple[WebServer, threading.Thread]:
    """For tests and notebooks: a running server on a daemon thread (stop with server.shutdown())."""
    server = make_server(host, port, **options)
    thread = threading.Thread(target=server.serve_forever, name="kvroom-web", daemon=True)
    thread.start()
    server._running.wait(10)
    return server, thread


__all__ = ["make_server", "serve", "serve_in_thread", "url_of", "bind_address", "MAX_BODY_BYTES", "WebServer"]
