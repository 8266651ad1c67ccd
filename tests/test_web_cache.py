"""The web server's /api/plan answer cache (issue 13): bounded (LRU), keyed by the exact body bytes, the same
bytes as a server without it, never for a pasted command or an internal error."""

from __future__ import annotations

import http.client
import json

import pytest

from kvroom.web.server import PLAN_CACHE_ENTRY_BYTES, PlanCache, serve_in_thread


@pytest.fixture()
def servers():
    made = [serve_in_thread("127.0.0.1", 0, plan_cache_size=size)[0] for size in (2, 0)]
    yield made
    for srv in made:
        srv.shutdown()
        srv.server_close()


def _post_raw(server, raw: bytes):
    host, port = server.server_address[:2]
    conn = http.client.HTTPConnection(host, port, timeout=30)
    conn.request("POST", "/api/plan", body=raw, headers={"Content-Type": "application/json"})
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp.status, data


BODIES = [json.dumps({"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": gpu, "max_model_len": "16K"}).encode()
          for gpu in ("L4", "H100", "A100-40GB")]


def test_cached_answers_are_the_uncached_bytes(servers):
    cached, uncached = servers
    for raw in BODIES[:1] * 3 + [b'{"model": "no/such-model"}'] * 2:
        assert _post_raw(cached, raw) == _post_raw(uncached, raw)
    assert cached.plan_cache.hits == 3 and cached.plan_cache.misses == 2
    assert uncached.plan_cache.hits == 0 and len(uncached.plan_cache) == 0


def test_the_cache_is_bounded_lru(servers):
    cached, _ = servers
    for raw in BODIES:
        _post_raw(cached, raw)
    assert len(cached.plan_cache) == 2
    hits = cached.plan_cache.hits
    _post_raw(cached, BODIES[0])  # the oldest was dropped: planned again
    assert cached.plan_cache.hits == hits
    _post_raw(cached, BODIES[2])
    assert cached.plan_cache.hits == hits + 1


def test_a_pasted_command_is_not_cached(servers):
    cached, _ = servers
    raw = json.dumps({"command": "vllm serve Qwen/Qwen3-8B --max-model-len 8192", "gpu": "L4"}).encode()
    assert _post_raw(cached, raw)[0] == 200 and _post_raw(cached, raw)[0] == 200
    assert len(cached.plan_cache) == 0 and cached.plan_cache.hits == 0


def test_entries_over_the_size_cap_are_not_kept():
    cache = PlanCache(4)
    cache.put(b"k", (200, b"x" * PLAN_CACHE_ENTRY_BYTES, "application/json"))
    assert len(cache) == 0 and cache.get(b"k") is None
    cache.put(b"k", (200, b"x", "application/json"))
    assert cache.get(b"k") == (200, b"x", "application/json")
