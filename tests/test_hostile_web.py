"""kvroom web against hostile requests: every answer is a 200 or a 4xx JSON error (never a 500, a traceback or a
hang), foreign Host headers and oversized bodies are refused, and no request makes it read a local path.
Replays tests/corpus/web/*.json and fuzzes bodies with hypothesis (tests/hostile_inputs.py)."""

from __future__ import annotations

import builtins
import http.client
import json
import os
import socket
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import hostile_inputs as h
from kvroom.cli import build_parser
from kvroom.web.server import MAX_BODY_BYTES

CORPUS = sorted((Path(__file__).parent / "corpus" / "web").glob("*.json"))
ROUTES = ("/api/plan", "/api/explain", "/api/sweep")
FUZZ = settings(max_examples=80, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))



def post(server, path: str, raw: bytes, host: str | None = None) -> tuple[int, bytes]:
    address, port = server.server_address[:2]
    conn = http.client.HTTPConnection(address, port, timeout=30)
    conn.request("POST", path, body=raw, headers={"Host": host if host is not None else f"{address}:{port}",
                                                  "Content-Type": "application/json"})
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp.status, data


def assert_clean(status: int, data: bytes) -> dict:
    assert status == 200 or 400 <= status < 500, (status, data[:300])
    answer = json.loads(data)
    text = data.decode()
    assert "Traceback" not in text and "root:" not in text
    if status != 200:
        assert set(answer) == {"error"} and "\n" not in answer["error"]
    return answer


def test_binds_loopback_by_default() -> None:
    args = build_parser().parse_args(["web"])
    assert args.host == "127.0.0.1"


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
@pytest.mark.parametrize("route", ROUTES)
def test_corpus_body(server, path: Path, route: str) -> None:
    started = time.perf_counter()
    assert_clean(*post(server, route, path.read_bytes()))
    assert time.perf_counter() - started < 20


@pytest.mark.parametrize("name", ["/etc/passwd", "../config.json", "file:///etc/passwd", "~/.ssh/id_rsa",
                                  "./config.json", "a/../../etc/passwd", "C:\\x"])
def test_local_paths_are_never_opened(server, name: str, tmp_path: Path, monkeypatch) -> None:
    opened: list[str] = []
    real_open = builtins.open

    def spy(file, *args, **kwargs):
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    (tmp_path / "config.json").write_text((Path(__file__).parent / "golden/configs/llama31_8b.json").read_text())
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(builtins, "open", spy)
    for route in ("/api/plan", "/api/sweep", "/api/explain"):
        body = {"model": name, "gpu": "L4", "text": "No available memory for the cache blocks."}
        status, data = post(server, route, json.dumps(body).encode())
        assert 400 <= status < 500 and "catalog" in json.loads(data)["error"], data
    assert not [p for p in opened if "passwd" in p or "id_rsa" in p or p.endswith("config.json")], opened


@pytest.mark.parametrize("host", ["evil.example", "127.0.0.1.evil.example:80", "localhost", "", "127.0.0.1:1"])
def test_foreign_host_is_refused(server, host: str) -> None:
    status, data = post(server, "/api/plan", b'{"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": "L4"}', host=host)
    assert status == 421 and "error" in json.loads(data)


def test_oversized_body_is_413_without_reading_it(server) -> None:
    address, port = server.server_address[:2]
    sock = socket.create_connection((address, port), timeout=10)
    sock.sendall(f"POST /api/plan HTTP/1.1\r\nHost: {address}:{port}\r\nContent-Type: application/json\r\n"
                 f"Content-Length: {MAX_BODY_BYTES * 1000}\r\n\r\n".encode())
    started = time.perf_counter()
    answer = sock.recv(4096)
    sock.close()
    assert answer.startswith(b"HTTP/1.1 413") and time.perf_counter() - started < 5


def test_slow_client_does_not_block_others(server) -> None:
    address, port = server.server_address[:2]
    idle = socket.create_connection((address, port), timeout=10)
    idle.sendall(f"POST /api/plan HTTP/1.1\r\nHost: {address}:{port}\r\nContent-Length: 100\r\n\r\n{{".encode())
    try:
        assert_clean(*post(server, "/api/plan", b'{"model": "Qwen/Qwen3-8B", "gpu": "L4"}'))
    finally:
        idle.close()


def test_no_secret_in_any_answer(server, monkeypatch) -> None:
    token = "hf_web" + os.urandom(8).hex()
    monkeypatch.setenv("HF_TOKEN", token)
    for path in CORPUS[:10]:
        for route in ROUTES:
            _, data = post(server, route, path.read_bytes())
            assert token.encode() not in data


@FUZZ
@given(h.strategy(h.web_body), h.strategy(lambda r: r.choice(ROUTES)))
def test_generated_bodies_are_200_or_4xx_json(server, body: bytes, route: str) -> None:
    assert_clean(*post(server, route, body))


# ---- issue 14 items 2, 3 and 9: bind policy by value, Host first, Origin / Content-Type, strict booleans


def raw_exchange(server, data: bytes) -> bytes:
    address, port = server.server_address[:2]
    sock = socket.create_connection((address, port), timeout=10)
    sock.sendall(data)
    answer = b""
    try:
        while chunk := sock.recv(65536):
            answer += chunk
            if b"\r\n\r\n" in answer and b"Connection: close" in answer.split(b"\r\n\r\n")[0]:
                head, _, body = answer.partition(b"\r\n\r\n")
                length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
                if len(body) >= length:
                    break
    except socket.timeout:
        pass
    sock.close()
    return answer


@pytest.mark.parametrize("host", ["0", "", "0x0", "000.000.000.000", "0.0", "0.0.0.0", "::", "::0", "[::]",
                                  "0:0:0:0:0:0:0:0", "0000:0000::0000", "::ffff:0.0.0.0", "0 ", " 0.0.0.0"])
def test_every_spelling_of_every_interface_is_refused(host: str) -> None:
    from kvroom.errors import InputError
    from kvroom.web.server import make_server

    with pytest.raises(InputError, match="every interface"):
        make_server(host, 0)


@pytest.mark.parametrize("host", ["192.168.1.10", "10.0.0.1", "8.8.8.8", "fe80::1", "2001:db8::1", "example.com",
                                  "::ffff:10.0.0.1", "1" * 5000])
def test_non_loopback_binds_are_refused(host: str) -> None:
    from kvroom.errors import InputError
    from kvroom.web.server import make_server

    with pytest.raises(InputError, match="loopback") as err:
        make_server(host, 0)
    assert len(str(err.value)) < 300


@pytest.mark.parametrize("host, address", [("127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1"),
                                           ("127.1", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("::1", "::1"),
                                           ("[::1]", "::1"), ("0:0:0:0:0:0:0:1", "::1"),
                                           ("::ffff:127.0.0.1", "127.0.0.1")])
def test_loopback_spellings_bind_their_value(host: str, address: str) -> None:
    from kvroom.web.server import bind_address

    assert bind_address(host) == address  # inet_aton reads "127.1" as 127.0.0.1 (glibc inet_aton(3))


@pytest.mark.parametrize("host", ["0", "0.0.0.0", "[::]", "0:{port}", "0.0.0.0:{port}", "[::]:{port}",
                                  "0x7f000001:{port}", "127.0.0.1:{port}, evil.example"])
def test_wildcard_host_headers_are_not_answered(server, host: str) -> None:
    port = server.server_address[1]
    status, data = post(server, "/api/plan", b'{"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": "L4"}',
                        host=host.format(port=port))
    assert status == 421, (status, data)


def test_two_host_headers_are_refused(server) -> None:
    address, port = server.server_address[:2]
    answer = raw_exchange(server, f"GET /api/gpus HTTP/1.1\r\nHost: {address}:{port}\r\nHost: evil.example\r\n\r\n"
                          .encode())
    assert answer.startswith(b"HTTP/1.1 421")


@pytest.mark.parametrize("request_line", ["BREW / HTTP/1.1", "DELETE /api/plan HTTP/1.1", "OPTIONS * HTTP/1.1",
                                          "GET / HTTP/9.9", "GET", "get / HTTP/1.1", "GET /a b HTTP/1.1",
                                          "\x00\x01 / HTTP/1.1"])
def test_methods_and_malformed_requests_are_answered_only_after_the_host_check(server, request_line: str) -> None:
    address, port = server.server_address[:2]
    foreign = raw_exchange(server, f"{request_line}\r\nHost: evil.example\r\n\r\n".encode("latin-1"))
    assert foreign.startswith(b"HTTP/1.1 421"), foreign[:80]
    ours = raw_exchange(server, f"{request_line}\r\nHost: {address}:{port}\r\nConnection: close\r\n\r\n"
                        .encode("latin-1"))
    assert ours[:12] in (b"HTTP/1.1 400", b"HTTP/1.1 404", b"HTTP/1.1 405"), ours[:80]


def test_unparseable_header_lines_are_closed_unanswered(server) -> None:
    address, port = server.server_address[:2]
    for head in (f"GET / HTTP/1.1\r\nHost: {address}:{port}\r\nno colon here\r\n\r\n",
                 f"GET / HTTP/1.1\r\nHost: {address}:{port}\r\n folded: x\r\n\r\n",
                 "GET / HTTP/1.1\r\n" + "X-A: b\r\n" * 70 + f"Host: {address}:{port}\r\n\r\n",
                 f"GET / HTTP/1.1\r\nHost: {address}:{port}\r\nX-Big: {'a' * 20000}\r\n\r\n"):
        assert raw_exchange(server, head.encode()) == b""


@pytest.mark.parametrize("headers, status", [
    ({"Origin": "https://evil.example"}, 403),
    ({"Origin": "null"}, 403),
    ({"Origin": "http://127.0.0.1:1"}, 403),
    ({"Sec-Fetch-Site": "cross-site"}, 403),
    ({"Content-Type": "text/plain"}, 415),
    ({"Content-Type": "application/x-www-form-urlencoded"}, 415),
    ({"Content-Type": "multipart/form-data; boundary=x"}, 415),
    ({"Content-Type": "application/jsonx"}, 415),
    ({"Origin": "http://{host}"}, 200),
    ({"Content-Type": "application/json; charset=utf-8"}, 200),
    ({"Sec-Fetch-Site": "same-origin"}, 200),
])
def test_cross_origin_and_non_json_posts_are_refused(server, headers: dict, status: int) -> None:
    address, port = server.server_address[:2]
    conn = http.client.HTTPConnection(address, port, timeout=30)
    sent = {"Host": f"{address}:{port}", "Content-Type": "application/json"}
    sent.update({k: v.format(host=f"{address}:{port}") for k, v in headers.items()})
    conn.request("POST", "/api/plan", body=b'{"model": "Qwen/Qwen3-8B", "gpu": "L4"}', headers=sent)
    resp = conn.getresponse()
    data = json.loads(resp.read())
    conn.close()
    assert resp.status == status, data
    if status != 200:
        assert set(data) == {"error"}


@pytest.mark.parametrize("value, expected", [(False, False), ("false", False), ("False", False), ("0", False),
                                             ("off", False), (0, False), (True, True), ("true", True),
                                             ("on", True), (1, True)])
def test_boolean_fields_parse_strictly(value, expected) -> None:
    from kvroom.web.server import request_from

    assert request_from({"enforce_eager": value}).enforce_eager is expected


@pytest.mark.parametrize("value", ["maybe", 2, -1, [], {"x": 1}, 0.5, "true false"])
def test_boolean_fields_refuse_anything_else(server, value) -> None:
    body = {"model": "Qwen/Qwen3-8B", "gpu": "L4", "disable_sliding_window": value}
    status, data = post(server, "/api/plan", json.dumps(body).encode())
    assert status == 400 and "true or false" in json.loads(data)["error"]


def test_gpu_field_with_thousands_of_digits_is_a_400_in_linear_time(server) -> None:
    for gpu in ("H100x" + "9" * 5000, " " * 200_000 + "geforce", "a" + "-" * 500_000 + "tesla"):
        started = time.perf_counter()
        status, data = post(server, "/api/plan", json.dumps({"model": "Qwen/Qwen3-8B", "gpu": gpu}).encode())
        assert status == 400 and len(json.loads(data)["error"]) < 400
        assert time.perf_counter() - started < 2


@pytest.mark.parametrize("argv", [["web", "--host", "0", "--port", "0"], ["web", "--host", "0x0", "--port", "0"],
                                  ["web", "--host", "::0", "--port", "0"], ["web", "--host", "", "--port", "0"],
                                  ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "H100x" + "9" * 5000],
                                  ["plan", "meta-llama/Llama-3.1-8B-Instruct", "--gpu", "A100"]])
def test_cli_refuses_with_one_line_and_exit_2(argv, capsys) -> None:
    from kvroom.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 400
