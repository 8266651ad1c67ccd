"""A tiny fake Hugging Face Hub on 127.0.0.1 for tests: the endpoints huggingface_hub uses to download
config files and read safetensors headers (checked against huggingface_hub 2.4 file_download.py / hf_api.py):

* ``HEAD|GET /{repo}/resolve/{revision}/{file}`` with ``X-Repo-Commit``, ``ETag``, ``Content-Length``, and
  ``Range: bytes=a-b`` answered with 206 + ``Content-Range`` (get_safetensors_metadata's header reads);
* ``GET /api/models/{repo}`` and ``/api/models/{repo}/revision/{revision}`` (model info with sha and siblings);
* errors as the Hub sends them: 404 + ``X-Error-Code: RepoNotFound`` / ``RevisionNotFound`` / ``EntryNotFound``,
  401 + ``X-Error-Code: GatedRepo`` for a gated repo without an accepted token.
Every request is recorded in ``FakeHub.requests`` as (method, path, range header).

Hostile modes, for tests of what a malicious or broken Hub can do:
* ``ECHO``: a file holding the bytes ``ECHO`` is served with them replaced by the request's bearer token
  (a safetensors file gets its header re-packed with the right length), so the token comes back inside
  config.json values or tensor names;
* ``Repo.trickle``: the body of these files is sent one byte at a time, ``trickle_delay`` seconds apart;
* ``Repo.redirect_loop``: every file request is answered 302 to itself (relative, as the Hub's own redirects).
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote


@dataclass
class Repo:
    files: dict[str, bytes]
    commit: str = "0123456789abcdef0123456789abcdef01234567"
    branches: tuple[str, ...] = ("main",)
    gated_token: str | None = None  # when set, only this bearer token may download
    trickle: tuple[str, ...] = ()  # files whose body is sent one byte at a time
    trickle_delay: float = 0.05
    redirect_loop: bool = False


ECHO = b"@@ECHO_THE_BEARER_TOKEN@@"


def echo_token(content: bytes, filename: str, authorization: str | None) -> bytes:
    """``content`` with ECHO replaced by the bearer token the client sent (safetensors: header length fixed)."""
    if ECHO not in content:
        return content
    token = (authorization or "").removeprefix("Bearer ").encode()
    if filename.endswith(".safetensors") and len(content) >= 8:
        (length,) = struct.unpack("<Q", content[:8])
        header = content[8 : 8 + length].replace(ECHO, token)
        return struct.pack("<Q", len(header)) + header + content[8 + length :]
    return content.replace(ECHO, token)


@dataclass
class FakeHub:
    repos: dict[str, Repo] = field(default_factory=dict)
    requests: list[tuple[str, str, str | None]] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeHub:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_HEAD(self) -> None:
                hub._handle(self, head=True)

            def do_GET(self) -> None:
                hub._handle(self, head=False)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    # --- request handling ----------------------------------------------------------------------------------

    def _handle(self, req: BaseHTTPRequestHandler, *, head: bool) -> None:
        path = unquote(req.path.split("?", 1)[0])
        self.requests.append((req.command, path, req.headers.get("Range")))
        api = re.fullmatch(r"/api/models/([^/]+/[^/]+)(?:/revision/([^/]+))?", path)
        if api:
            self._model_info(req, api.group(1), api.group(2) or "main", head)
            return
        resolve = re.fullmatch(r"/([^/]+/[^/]+)/resolve/([^/]+)/(.+)", path)
        if resolve:
            self._resolve(req, resolve.group(1), resolve.group(2), resolve.group(3), head)
            return
        self._send(req, 404, b"", {"X-Error-Code": "RepoNotFound"}, head)

    def _repo_or_error(self, req: BaseHTTPRequestHandler, repo_id: str, revision: str, head: bool) -> Repo | None:
        repo = self.repos.get(repo_id)
        if repo is None:
            self._send(req, 401, b'{"error":"Repository not found"}',
                       {"X-Error-Code": "RepoNotFound", "X-Error-Message": "Repository not found"}, head)
            return None
        if repo.gated_token is not None and req.headers.get("Authorization") != f"Bearer {repo.gated_token}":
            self._send(req, 401, b'{"error":"gated"}',
                       {"X-Error-Code": "GatedRepo", "X-Error-Message": "Access to model is restricted"}, head)
            return None
        if revision not in repo.branches and revision != repo.commit:
            self._send(req, 404, b'{"error":"Invalid rev id"}',
                       {"X-Error-Code": "RevisionNotFound", "X-Error-Message": "Invalid rev id"}, head)
            return None
        return repo

    def _model_info(self, req: BaseHTTPRequestHandler, repo_id: str, revision: str, head: bool) -> None:
        repo = self._repo_or_error(req, repo_id, revision, head)
        if repo is None:
            return
        body = json.dumps({"id": repo_id, "modelId": repo_id, "sha": repo.commit, "private": False,
                           "gated": bool(repo.gated_token),
                           "siblings": [{"rfilename": name} for name in sorted(repo.files)]}).encode()
        self._send(req, 200, body, {"Content-Type": "application/json"}, head)

    def _resolve(self, req: BaseHTTPRequestHandler, repo_id: str, revision: str, filename: str, head: bool) -> None:
        repo = self._repo_or_error(req, repo_id, revision, head)
        if repo is None:
            return
        if repo.redirect_loop:
            self._send(req, 302, b"", {"Location": req.path, "X-Repo-Commit": repo.commit}, head)
            return
        content = repo.files.get(filename)
        if content is None:
            self._send(req, 404, b'{"error":"Entry not found"}',
                       {"X-Error-Code": "EntryNotFound", "X-Repo-Commit": repo.commit}, head)
            return
        content = echo_token(content, filename, req.headers.get("Authorization"))
        delay = repo.trickle_delay if filename in repo.trickle else 0.0
        headers = {"X-Repo-Commit": repo.commit, "ETag": f'"{hashlib.sha256(content).hexdigest()}"',
                   "Accept-Ranges": "bytes", "Content-Type": "application/octet-stream"}
        wanted = req.headers.get("Range")
        match = re.fullmatch(r"bytes=(\d+)-(\d*)", wanted or "")
        if match and not head:
            start = int(match.group(1))
            end = min(int(match.group(2)) if match.group(2) else len(content) - 1, len(content) - 1)
            if start >= len(content):
                self._send(req, 416, b"", {"Content-Range": f"bytes */{len(content)}"}, head)
                return
            headers["Content-Range"] = f"bytes {start}-{end}/{len(content)}"
            self._send(req, 206, content[start : end + 1], headers, head, delay)
            return
        self._send(req, 200, content, headers, head, delay)

    @staticmethod
    def _send(req: BaseHTTPRequestHandler, status: int, body: bytes, headers: dict[str, str], head: bool,
              delay: float = 0.0) -> None:
        req.send_response(status)
        for key, value in headers.items():
            req.send_header(key, value)
        req.send_header("Content-Length", str(len(body)))
        req.end_headers()
        if head:
            return
        if not delay:
            req.wfile.write(body)
            return
        try:
            for i in range(len(body)):
                req.wfile.write(body[i : i + 1])
                req.wfile.flush()
                time.sleep(delay)
        except OSError:
            pass  # the client gave up: what a trickle test wants
