"""A pasted `vllm serve ...` command on the web API and page (issue 9 item 5): read by the CLI's reader
(kvroom.launch.read_launch), so the plan and the launch notes equal `kvroom plan --json -- ...`; nothing the
command names is read from disk (a `--config x.yaml` is refused; a draft model must be a catalog id)."""

from __future__ import annotations

import http.client
import json
import os
import shlex

import pytest

COMMAND = ("vllm serve Qwen/Qwen3-8B --max-model-len 32k --port 8000 --host 0.0.0.0 --enable-prefix-caching "
           "--served-model-name qwen --gpu-memory-utilization 0.85")


def _post(server, body, headers=None, timeout=30):
    host, port = server.server_address[:2]
    conn = http.client.HTTPConnection(host, port, timeout=timeout)
    hdrs = {"Content-Type": "application/json", **(headers or {})}
    conn.request("POST", "/api/plan", body=json.dumps(body).encode(), headers=hdrs)
    resp = conn.getresponse()
    data = json.loads(resp.read())
    conn.close()
    return resp.status, data


def test_pasted_command_plans_as_the_cli_reads_it(server, capsys):
    from kvroom.cli import main

    main(["plan", "--gpu", "L40S", "--json", "--", *shlex.split(COMMAND)])
    cli = json.loads(capsys.readouterr().out)
    status, data = _post(server, {"command": COMMAND, "gpu": "L40S"})
    assert status == 200, data
    assert data["launch"] == cli.pop("launch")
    assert data["result"] == cli
    assert "--port" in data["launch"]["ignored_flags"] and "--served-model-name" in data["launch"]["ignored_flags"]
    assert any(note.startswith("no effect on memory: ") for note in data["launch"]["notes"])


def test_command_as_words_and_docker_form(server):
    words = shlex.split(COMMAND)
    assert _post(server, {"command": words, "gpu": "L40S"})[1]["result"] == \
        _post(server, {"command": COMMAND, "gpu": "L40S"})[1]["result"]
    docker = "docker run --gpus all -p 8000:8000 vllm/vllm-openai:v0.10.1.1 --model Qwen/Qwen3-8B --max-model-len 8192"
    status, data = _post(server, {"command": docker, "gpu": "L4"})
    assert status == 200 and data["launch"]["source"] == "docker" and data["result"]["vllm_version"] == "0.10.1.1"


def test_a_flag_the_release_lacks_gets_its_refusal(server):
    status, data = _post(server, {"command": "vllm serve Qwen/Qwen3-8B --no-such-flag 1", "gpu": "L4"})
    assert status == 400 and "unrecognized arguments: --no-such-flag" in data["error"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO")
def test_config_yaml_is_refused_not_read(server, tmp_path):
    fifo = tmp_path / "serve.yaml"
    os.mkfifo(fifo)  # opening it for reading would block until a writer comes: a read would hang this request
    status, data = _post(server, {"command": f"vllm serve Qwen/Qwen3-8B --config {fifo}", "gpu": "L4"}, timeout=20)
    assert status == 400 and "does not read files" in data["error"] and str(fifo) in data["error"]
    status, data = _post(server, {"command": f"vllm serve --config={fifo}", "gpu": "L4"}, timeout=20)
    assert status == 400 and "does not read files" in data["error"]


def test_local_paths_in_the_command_are_never_opened(server, tmp_path):
    (tmp_path / "config.json").write_text('{"architectures": ["LlamaForCausalLM"]}')
    status, data = _post(server, {"command": f"vllm serve {tmp_path}", "gpu": "L4"})
    assert status == 400 and "not a catalog id" in data["error"]
    spec = json.dumps({"model": str(tmp_path), "num_speculative_tokens": 3})
    status, data = _post(server, {"command": ["vllm", "serve", "Qwen/Qwen3-8B", "--speculative-config", spec],
                                  "gpu": "L4"})
    assert status == 400 and "not a catalog id" in data["error"]


def test_command_input_errors_are_400(server):
    assert _post(server, {"command": 5})[0] == 400
    status, data = _post(server, {"command": COMMAND, "max_model_len": "4096"})
    assert status == 400 and "inside the command" in data["error"]
    status, data = _post(server, {"command": "vllm serve --port 8000", "gpu": "L4"})
    assert status == 400 and "names no model" in data["error"]
    status, data = _post(server, {"command": "x" * 200_000})
    assert status == 400 and "at most" in data["error"]


def test_the_usual_post_checks_apply(server):
    assert _post(server, {"command": COMMAND}, headers={"Origin": "http://evil.example"})[0] == 403
    assert _post(server, {"command": COMMAND}, headers={"Content-Type": "text/plain"})[0] == 415


def test_page_plans_a_pasted_command_and_shows_its_notes(tmp_path):
    import re
    import shutil
    import subprocess
    from html import unescape
    from urllib.parse import urlencode

    from kvroom.web.server import serve_in_thread, url_of

    chromium = os.environ.get("KVROOM_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        pytest.skip("no chromium on PATH")
    server, _thread = serve_in_thread("127.0.0.1", 0)
    try:
        url = url_of(server) + "?" + urlencode({"command": COMMAND, "gpu": "L40S"})
        run = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                              "--no-first-run", "--disable-extensions", f"--user-data-dir={tmp_path / 'profile'}",
                              "--virtual-time-budget=20000", "--dump-dom", url],
                             capture_output=True, text=True, timeout=180)
    finally:
        server.shutdown()
        server.server_close()
    dom = run.stdout
    assert '<body data-state="ready">' in dom, run.stderr[-2000:]
    from kvroom.web.server import answer

    status, payload, _ = answer("POST", "/api/plan", {"command": COMMAND, "gpu": "L40S"})
    data = json.loads(payload)
    verdict = re.search(r'<div id="verdict"[^>]*>(.*?)</div>', dom, re.S)
    assert status == 200 and verdict and unescape(verdict.group(1)) == data["verdict"]
    notes = re.search(r'<ul id="launch-notes"[^>]*>(.*?)</ul>', dom, re.S)
    assert notes and "note: no effect on memory: " in unescape(notes.group(1))


def test_no_token_from_the_command_reaches_the_answer(server, monkeypatch):
    token = "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
    command = (f"HF_TOKEN={token} docker run --gpus all -e HF_TOKEN={token} vllm/vllm-openai:{token} "
               f"--model Qwen/Qwen3-8B --max-model-len 8192 --api-key {token}")
    status, data = _post(server, {"command": command, "gpu": "L4"})
    assert status == 200, data
    assert token not in json.dumps(data) and token[3:20] not in json.dumps(data)
    assert any("image tag" in note for note in data["launch"]["notes"])
    status, data = _post(server, {"command": f"vllm serve Qwen/Qwen3-8B --max-model-len {token}", "gpu": "L4"})
    assert status == 400 and token not in data["error"]
