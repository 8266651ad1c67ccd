"""kvroom web over real HTTP: the Host check, the body cap, no local paths, JSON errors, /api/plan == plan()."""

from __future__ import annotations

import http.client
import json

import pytest

from kvroom.api import plan
from kvroom.core.engine import PlanRequest
from kvroom.web.server import MAX_BODY_BYTES



def _request(server, method, path, body=None, headers=None, raw=None):
    host, port = server.server_address[:2]
    conn = http.client.HTTPConnection(host, port, timeout=30)
    payload = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    hdrs = {"Content-Type": "application/json"}
    hdrs.update(headers or {})
    conn.request(method, path, body=payload, headers=hdrs)
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp.status, resp.headers, data


def _json(server, method, path, body=None, headers=None):
    status, hdrs, data = _request(server, method, path, body, headers)
    assert hdrs["Content-Type"] == "application/json"
    return status, json.loads(data)


def test_index_is_self_contained(server):
    status, headers, data = _request(server, "GET", "/")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    page = data.decode()
    assert "<script>" in page and "<style>" in page
    assert "http://" not in page.replace('"http://www.w3.org/', "") and "https://" not in page  # no CDN, no calls out
    assert "default-src 'none'" in headers["Content-Security-Policy"]


@pytest.mark.parametrize("host", ["evil.example:80", "attacker.test", "127.0.0.1", "127.0.0.1:1", ""])
def test_foreign_host_header_is_refused(server, host):
    status, data = _json(server, "GET", "/api/models", headers={"Host": host})
    assert status == 421 and "Host" in data["error"]


def test_localhost_names_of_the_bound_port_are_accepted(server):
    port = server.server_address[1]
    for host in (f"127.0.0.1:{port}", f"localhost:{port}"):
        assert _json(server, "GET", "/api/gpus", headers={"Host": host})[0] == 200


def test_body_over_the_cap_is_413(server):
    big = b'{"model": "' + b"x" * (MAX_BODY_BYTES + 10) + b'"}'
    status, _, data = _request(server, "POST", "/api/plan", raw=big)
    assert status == 413 and "KiB" in json.loads(data)["error"]


def test_local_paths_are_never_read(server, tmp_path):
    config = tmp_path / "config.json"
    config.write_text(json.dumps({"architectures": ["LlamaForCausalLM"]}))
    for name in (str(config), str(tmp_path), "../etc/passwd", "~/model", "./config.json"):
        status, data = _json(server, "POST", "/api/plan", {"model": name, "kv_cache_memory_bytes": "8G"})
        assert status == 400 and "\n" not in data["error"], name
        assert "Traceback" not in data["error"]


def test_errors_are_one_json_line(server):
    status, data = _json(server, "POST", "/api/plan", {"model": "Qwen/Qwen3-32B", "kv_cache_memory_bytes": "lots"})
    assert status == 400 and set(data) == {"error"} and "\n" not in data["error"]
    status, _, raw = _request(server, "POST", "/api/plan", raw=b"not json")
    assert status == 400 and json.loads(raw) == {"error": "the request body is not JSON"}
    assert _json(server, "GET", "/nope")[0] == 404
    assert _json(server, "GET", "/api/plan")[0] == 405


@pytest.mark.parametrize("body, request_", [
    ({"model": "meta-llama/Llama-3.1-8B-Instruct", "kv_cache_memory_bytes": "10G", "max_model_len": "32K"},
     PlanRequest(kv_cache_memory_bytes=10 << 30, max_model_len=32768, max_model_len_text="32K")),
    ({"model": "Qwen/Qwen3-32B", "gpu": "H100", "max_model_len": "32K", "kv_cache_dtype": "fp8",
      "gpu_memory_utilization": "0.9"},
     PlanRequest(gpu="H100", max_model_len=32768, max_model_len_text="32K", kv_cache_dtype="fp8",
                 gpu_memory_utilization=0.9)),
])
def test_api_plan_equals_plan_to_dict(server, body, request_):
    status, data = _json(server, "POST", "/api/plan", body)
    assert status == 200
    expected = json.loads(json.dumps(plan(body["model"], request_).to_dict()))
    assert data["result"] == expected


def test_api_plan_equals_cli_json(server, capsys):
    from kvroom.cli import main

    main(["plan", "Qwen/Qwen3-32B", "--gpu", "H100", "--max-model-len", "32K", "--json"])
    cli = json.loads(capsys.readouterr().out)
    status, data = _json(server, "POST", "/api/plan", {"model": "Qwen/Qwen3-32B", "gpu": "H100", "max_model_len": "32K"})
    cli.pop("launch")  # the CLI also reports how it read the pasted command (kvroom.launch)
    assert status == 200 and data["result"] == cli


def test_pasted_config_is_parsed_from_the_body(server):
    config = json.loads((__import__("pathlib").Path(__file__).parent / "golden/configs/llama31_8b.json").read_text())
    status, data = _json(server, "POST", "/api/plan", {"config": json.dumps(config), "kv_cache_memory_bytes": "10G",
                                                        "max_model_len": "32K"})
    assert status == 200
    assert data["result"]["kv_cache"]["num_gpu_blocks"] == plan("meta-llama/Llama-3.1-8B-Instruct",
                                                                 kv_cache_memory_bytes=10 << 30,
                                                                 max_model_len=32768).decision.num_gpu_blocks


def test_sweep_models_gpus_and_explain(server):
    status, data = _json(server, "POST", "/api/sweep", {"model": "Qwen/Qwen3-32B", "gpu": "H100",
                                                         "kv_cache_dtype": ["auto", "fp8"], "max_model_len": "32K"})
    assert status == 200 and {s["name"] for s in data["chart"]["series"]} == {"H100 auto", "H100 fp8"}
    assert "Qwen/Qwen3-32B" in _json(server, "GET", "/api/models")[1]["models"]
    assert any(g["name"] == "H100-SXM-80GB" for g in _json(server, "GET", "/api/gpus")[1]["gpus"])
    log = ("ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache "
           "is needed, which is larger than the available KV cache memory (4.21 GiB).")
    status, data = _json(server, "POST", "/api/explain", {"text": log})
    assert status == 200 and data["explanation"]["explanation"]


def test_wildcard_bind_is_refused():
    from kvroom.errors import InputError
    from kvroom.web.server import make_server

    with pytest.raises(InputError):
        make_server("0.0.0.0", 0)


def test_page_explains_a_log_with_the_model_it_names_or_none(server):
    # issue 10 item 4: the "after a failure" box sent the dropdown's model, so a log naming no model (or another
    # one) was checked against a model it is not about. The page now sends the log alone.
    import re
    from pathlib import Path

    page = (Path(__file__).parent.parent / "src/kvroom/web/index.html").read_text()
    calls = re.findall(r'getJSON\("/api/explain",\s*(\{[^}]*\})', page)
    assert calls == ["{ text }"], calls
    log = ("ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache "
           "is needed, which is larger than the available KV cache memory (4.21 GiB).")
    status, data = _json(server, "POST", "/api/explain", {"text": log})
    assert status == 200 and data["explanation"]["model"] is None


def test_plan_notes_reach_the_page(server):
    # vLLM starts tp x pp x dp ranks (vllm/config/parallel.py::ParallelConfig): TP 2 on H100x8 leaves 6 idle
    status, data = _json(server, "POST", "/api/plan", {"model": "meta-llama/Llama-3.1-8B-Instruct", "gpu": "H100x8",
                                                       "tensor_parallel_size": "2", "max_model_len": "32k"})
    assert status == 200
    notes = " ".join(data["result"]["notes"])
    assert "uses 2 of the 8 GPUs" in notes and "--data-parallel-size 4" in notes and "32K would be 32,768" in notes
    status, _, page = _request(server, "GET", "/")
    assert status == 200 and b'id="notes"' in page and b"r.notes" in page


def test_a_json_answer_carries_the_api_security_headers(server):
    # OWASP REST headers: never cached, never sniffed into a document, nothing loaded or framed if opened as one
    status, headers, _data = _request(server, "GET", "/api/gpus")
    assert status == 200 and headers["Content-Type"] == "application/json"
    assert headers["Cache-Control"] == "no-store" and headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Content-Security-Policy"] == "default-src 'none'; frame-ancestors 'none'"
    assert "Server" not in headers  # no product banner
