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
