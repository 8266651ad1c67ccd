"""kvroom web's HTTP reading and writing at the byte level (kvroom.web.server._Connection, issue 13): pipelined
requests answered in order (a worker's answer included), a head or a body that arrives in many small packets, the
deadlines (a body that stops half-way is a 408, an idle kept-open connection is closed, a peer that takes no answer
is dropped), keep-alive for HTTP/1.0 and 1.1, HEAD, 100-continue, a half-closed client, and shutdown."""

from __future__ import annotations

import json
import socket
import time

import pytest

from kvroom.web import server as web
from kvroom.web.server import serve_in_thread

PLAN = json.dumps({"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": "L4", "max_model_len": "8K"}).encode()
LOG = json.dumps({"text": "ValueError: To serve at least one request with the models's max seq len (131072), "
                          "(16.00 GiB KV cache is needed, which is larger than the available KV cache memory "
                          "(4.21 GiB)."}).encode()


@pytest.fixture()
def quick_server():
    """A server of the test's own (its connection count is the test's alone), with short deadlines."""
    srv, thread = serve_in_thread("127.0.0.1", 0, head_timeout_s=1.5, body_timeout_s=1.0)
    yield srv
    srv.shutdown()
    srv.server_close()
    thread.join(5)


def _connect(server) -> socket.socket:
    host, port = server.server_address[:2]
    sock = socket.create_connection((host, port), timeout=10)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def _host(server) -> str:
    host, port = server.server_address[:2]
    return f"{host}:{port}"


def _post(server, path: str, body: bytes, extra: str = "") -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: {_host(server)}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n{extra}\r\n").encode() + body


def _get(server, path: str, method: str = "GET", version: str = "HTTP/1.1", extra: str = "") -> bytes:
    return f"{method} {path} {version}\r\nHost: {_host(server)}\r\n{extra}\r\n".encode()


class _Reader:
    """Reads HTTP/1.1 answers one after another from a socket (Content-Length framed)."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock, self.data = sock, b""

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.data += chunk
        return bool(chunk)

    def answer(self, head_only: bool = False) -> tuple[int, dict[str, str], bytes]:
        while b"\r\n\r\n" not in self.data:
            if not self._fill():
                raise ConnectionError(f"closed before an answer's head: {self.data[:80]!r}")
        head, _, self.data = self.data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
        length = 0 if head_only else int(headers.get("content-length", "0"))
        while len(self.data) < length:
            if not self._fill():
                raise ConnectionError("closed before an answer's body")
        body, self.data = self.data[:length], self.data[length:]
        return int(lines[0].split(" ")[1]), headers, body

    def closed(self) -> bool:
        """True when the server closed the connection (EOF or reset) with nothing more to read."""
        try:
            return not self._fill() and not self.data
        except ConnectionResetError:
            return True


def _expected_plan(server) -> bytes:
    sock = _connect(server)
    sock.sendall(_post(server, "/api/plan", PLAN))
    status, _, body = _Reader(sock).answer()
    sock.close()
    assert status == 200
    return body


def test_pipelined_requests_are_answered_in_order(server) -> None:
    # a worker's answer (/api/explain runs on the pool) between inline ones still goes out in request order
    plan = _expected_plan(server)
    sock = _connect(server)
    sock.sendall(_get(server, "/api/gpus") + _post(server, "/api/explain", LOG) + _post(server, "/api/plan", PLAN)
                 + _get(server, "/nope") + _get(server, "/api/models"))
    reader = _Reader(sock)
    answers = [reader.answer() for _ in range(5)]
    sock.close()
    assert [a[0] for a in answers] == [200, 200, 200, 404, 200]
    assert "gpus" in json.loads(answers[0][2]) and "explanation" in json.loads(answers[1][2])
    assert answers[2][2] == plan and "models" in json.loads(answers[4][2])
    assert all(a[1]["connection"] == "keep-alive" for a in answers)


def test_more_pipelined_than_is_read_ahead_while_a_worker_answers(server) -> None:
    # while /api/explain is with a worker the connection stops reading past PENDING_LIMIT_BYTES; it reads on after
    # the answer, and every request behind it is answered, in order
    requests = [_get(server, f"/nope{i}") for i in range(1500)]
    assert sum(map(len, requests)) > web.PENDING_LIMIT_BYTES
    sock = _connect(server)
    sock.sendall(_post(server, "/api/explain", LOG) + b"".join(requests) + _get(server, "/api/gpus"))
    reader = _Reader(sock)
    assert reader.answer()[0] == 200
    assert all(reader.answer()[0] == 404 for _ in requests)
    status, _, body = reader.answer()
    assert status == 200 and "gpus" in json.loads(body)
    sock.close()


def test_a_head_and_body_in_many_small_packets(server) -> None:
    plan = _expected_plan(server)
    request = _post(server, "/api/plan", PLAN)
    sock = _connect(server)
    for i in range(0, len(request), 7):  # the blank line that ends the head is split across packets too
        sock.sendall(request[i:i + 7])
        time.sleep(0.002)
    status, headers, body = _Reader(sock).answer()
    sock.close()
    assert status == 200 and body == plan and headers["connection"] == "keep-alive"


def test_a_body_split_across_packets_and_then_the_next_request(server) -> None:
    plan = _expected_plan(server)
    head, body = _post(server, "/api/plan", PLAN).split(b"\r\n\r\n", 1)
    sock = _connect(server)
    sock.sendall(head + b"\r\n")
    time.sleep(0.05)
    sock.sendall(b"\r\n" + body[:10])
    time.sleep(0.05)
    sock.sendall(body[10:] + _get(server, "/api/gpus")[:20])  # the rest of the body and half the next head
    reader = _Reader(sock)
    assert reader.answer()[2] == plan
    sock.sendall(_get(server, "/api/gpus")[20:])
    assert reader.answer()[0] == 200
    sock.close()


def test_a_body_that_stops_half_way_is_408_at_the_body_deadline(quick_server) -> None:
    head, body = _post(quick_server, "/api/plan", PLAN).split(b"\r\n\r\n", 1)
    sock = _connect(quick_server)
    sock.sendall(head + b"\r\n\r\n" + body[:20])
    started = time.perf_counter()
    time.sleep(0.5)
    sock.sendall(body[20:30])  # progress does not move the body's deadline: it is for the whole body
    reader = _Reader(sock)
    status, headers, answer = reader.answer()
    elapsed = time.perf_counter() - started
    assert status == 408 and b"did not arrive within 1 s" in answer and headers["connection"] == "close"
    assert 0.9 < elapsed < 3, elapsed
    assert reader.closed()
    sock.close()


def test_a_kept_open_connection_is_closed_after_the_idle_deadline(quick_server) -> None:
    sock = _connect(quick_server)
    sock.sendall(_get(quick_server, "/api/gpus"))
    reader = _Reader(sock)
    assert reader.answer()[0] == 200
    started = time.perf_counter()
    assert reader.closed()  # head_timeout_s 1.5 from the answer to the next head's end
    assert 1.2 < time.perf_counter() - started < 5
    sock.close()


def test_keep_alive_rules_of_http_1_0_and_1_1(server) -> None:
    sock = _connect(server)
    sock.sendall(_get(server, "/api/gpus", version="HTTP/1.0"))  # 1.0 closes unless asked to keep it open
    reader = _Reader(sock)
    status, headers, _ = reader.answer()
    assert status == 200 and headers["connection"] == "close" and reader.closed()
    sock.close()
    sock = _connect(server)
    reader = _Reader(sock)
    sock.sendall(_get(server, "/api/gpus", version="HTTP/1.0", extra="Connection: keep-alive\r\n"))
    assert reader.answer()[1]["connection"] == "keep-alive"
    sock.sendall(_get(server, "/api/gpus", extra="Connection: close\r\n"))  # 1.1 keeps it open unless told
    status, headers, _ = reader.answer()
    assert status == 200 and headers["connection"] == "close" and reader.closed()
    sock.close()


def test_head_answers_the_headers_only(server) -> None:
    sock = _connect(server)
    sock.sendall(_get(server, "/", method="HEAD") + _get(server, "/api/gpus"))
    reader = _Reader(sock)
    status, headers, _ = reader.answer(head_only=True)
    assert status == 200 and int(headers["content-length"]) > 1000 and headers["content-type"].startswith("text/html")
    status, _, body = reader.answer()  # the next answer starts right after the head: no body was sent
    assert status == 200 and "gpus" in json.loads(body)
    sock.close()


def test_expect_100_continue(server) -> None:
    head, body = _post(server, "/api/plan", PLAN, extra="Expect: 100-continue\r\n").split(b"\r\n\r\n", 1)
    sock = _connect(server)
    sock.sendall(head + b"\r\n\r\n")
    reader = _Reader(sock)
    status, _, _ = reader.answer()
    assert status == 100
    sock.sendall(body)
    assert reader.answer()[0] == 200
    sock.close()


def test_a_half_closed_client_still_gets_its_answer(server) -> None:
    sock = _connect(server)
    sock.sendall(_post(server, "/api/plan", PLAN))
    sock.shutdown(socket.SHUT_WR)  # sends nothing more, still reads
    reader = _Reader(sock)
    assert reader.answer()[0] == 200 and reader.closed()
    sock.close()


def test_a_peer_that_takes_no_answer_is_dropped_at_the_write_deadline(quick_server, monkeypatch) -> None:
    monkeypatch.setattr(web, "WRITE_TIMEOUT_S", 1.0)
    host, port = quick_server.server_address[:2]
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(10)
    sock.connect((host, port))
    deadline = time.monotonic() + 5
    while quick_server.connections != 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert quick_server.connections == 1
    sock.setblocking(False)
    request = _get(quick_server, "/")  # 20 KB a page, never read
    sent, blocked_since = 0, None
    while sent < 400 and (blocked_since is None or time.monotonic() - blocked_since < 0.3):
        try:
            sock.send(request)
            sent, blocked_since = sent + 1, None
        except BlockingIOError:  # the server stopped reading: its answers are not taken
            blocked_since = blocked_since or time.monotonic()
            time.sleep(0.01)
    # meanwhile other clients are answered
    other = _connect(quick_server)
    other.sendall(_get(quick_server, "/api/gpus", extra="Connection: close\r\n"))
    assert _Reader(other).answer()[0] == 200
    other.close()
    deadline = time.monotonic() + 8
    while quick_server.connections and time.monotonic() < deadline:
        time.sleep(0.05)
    assert quick_server.connections == 0  # dropped, its unsent answers with it
    sock.close()


def test_shutdown_closes_open_connections() -> None:
    srv, thread = serve_in_thread("127.0.0.1", 0)
    sock = _connect(srv)
    sock.sendall(_get(srv, "/api/gpus"))
    reader = _Reader(sock)
    assert reader.answer()[0] == 200
    started = time.perf_counter()
    srv.shutdown()
    srv.server_close()
    thread.join(5)
    assert not thread.is_alive() and time.perf_counter() - started < 5
    assert reader.closed()
    sock.close()
