"""Issue 14 item 1 (and item 10's one-character HF_TOKEN): a Hub that echoes the bearer token back inside
config.json values (architectures, model_type, an int field, torch_dtype) or safetensors tensor names never gets
it printed, returned in JSON, or raised in a Python API error; kvroom.redact is the one point every line passes.

The Hub is tests/hubserver.py on 127.0.0.1 (HF_ENDPOINT), in its ECHO mode: the server, not the test, puts the
token it received into the files, so the test proves the token made the round trip before checking it is gone."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from hubserver import ECHO, FakeHub, Repo  # noqa: E402
from stwriter import header_bytes  # noqa: E402

TOKEN = "hf_" + secrets.token_hex(17)
LLAMA = json.loads((ROOT / "tests" / "golden" / "configs" / "llama31_8b.json").read_text())


def _config(**changes) -> bytes:
    config = dict(LLAMA)
    config.update(changes)
    return json.dumps(config).encode().replace(b'"@ECHO@"', b'"' + ECHO + b'"')


def _safetensors(names: list[str], bad_dtype: bool = False) -> bytes:
    head, data = header_bytes({name: ("BF16", [8, 4]) for name in names})
    if bad_dtype:  # same length, so the header length stays right
        head = head.replace(b'"BF16"', b'"Q9Q9"')
    return head.replace(b"@ECHO@", ECHO) + bytes(data)


REPOS = {
    "org/echo-architectures": {"config.json": _config(architectures=["@ECHO@"])},
    "org/echo-model-type": {"config.json": _config(model_type="@ECHO@")},
    "org/echo-int": {"config.json": _config(num_hidden_layers="@ECHO@")},
    "org/echo-dtype": {"config.json": _config(torch_dtype="@ECHO@")},
    "org/echo-rope": {"config.json": _config(rope_scaling={"rope_type": "@ECHO@", "factor": 2.0})},
    "org/echo-tensor": {"config.json": _config(),
                        "model.safetensors": _safetensors(["model.layers.0.@ECHO@.weight", "@ECHO@"], bad_dtype=True)},
    "org/layer-digits": {"config.json": _config(),  # issue 14 item 6: a 5,000-digit layer index from the Hub
                         "model.safetensors": _safetensors(["model.layers." + "1" * 5000 + ".mlp.w"])},
    "org/echo-tensor-ok": {"config.json": _config(),
                           "model.safetensors": _safetensors(["model.layers.0.mlp.@ECHO@.weight"])},
}


def _leaks(text: str) -> list[str]:
    """Every part of TOKEN of 8 or more characters found in text (the redaction promise)."""
    return sorted({TOKEN[i:i + 8] for i in range(len(TOKEN) - 7) if TOKEN[i:i + 8] in text})


@pytest.fixture(scope="module")
def hub():
    pytest.importorskip("huggingface_hub")
    server = FakeHub(repos={name: Repo(files=files, commit=f"{i + 1:x}" * 40)
                            for i, (name, files) in enumerate(REPOS.items())}).start()
    yield server
    server.stop()


def _env(hub: FakeHub, tmp_path: Path, token: str = TOKEN) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGING_FACE", "KVROOM_"))}
    env.update(PYTHONPATH=str(ROOT / "src"), HF_ENDPOINT=hub.url, HF_TOKEN=token, HF_HOME=str(tmp_path / "home"),
               HF_HUB_CACHE=str(tmp_path / "hf"), KVROOM_CACHE_DIR=str(tmp_path / "kv"),
               HF_HUB_DISABLE_TELEMETRY="1", NO_COLOR="1", HF_HUB_ETAG_TIMEOUT="5", HF_HUB_DOWNLOAD_TIMEOUT="5")
    return env


def test_the_fake_hub_really_echoes_the_token(hub) -> None:
    import urllib.request

    request = urllib.request.Request(f"{hub.url}/org/echo-int/resolve/main/config.json",
                                     headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert TOKEN in response.read().decode()


@pytest.mark.parametrize("repo", sorted(REPOS))
def test_cli_never_prints_an_echoed_token(hub, tmp_path: Path, repo: str) -> None:
    for extra in ([], ["--json"]):
        result = subprocess.run([sys.executable, "-m", "kvroom", "plan", repo, "--gpu", "L4", *extra],
                                env=_env(hub, tmp_path), capture_output=True, text=True, timeout=120)
        output = result.stdout + result.stderr
        assert _leaks(output) == [], (repo, output[-400:])
        assert "Traceback" not in output and "internal error" not in output, (repo, output[-400:])
        assert result.returncode in (0, 1, 2), (repo, output[-400:])
    # the token did travel: the Hub saw requests for this repo
    assert any(repo in path for _, path, _ in hub.requests)


def test_python_api_errors_and_results_never_carry_the_token(hub, tmp_path: Path, monkeypatch) -> None:
    from kvroom.api import plan
    from kvroom.errors import KvroomError

    for key, value in _env(hub, tmp_path).items():
        if key.startswith(("HF_", "KVROOM_")):
            monkeypatch.setenv(key, value)
    for repo in sorted(REPOS):
        try:
            result = plan(repo, gpu="L4")
        except KvroomError as exc:
            assert _leaks(str(exc)) == [], (repo, str(exc))
        else:
            assert _leaks(json.dumps(result.to_dict(), default=str)) == [], repo


def test_redact_masks_the_token_its_parts_and_the_token_file(tmp_path: Path, monkeypatch) -> None:
    from kvroom.redact import redact

    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.delenv("HUGGING_FACE_HUB_TOKEN", raising=False)
    stored = "zq" + secrets.token_hex(15)  # not hf_-shaped: only the token file can tell it is a secret
    (tmp_path / "token").write_text(stored + "\n")
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    assert stored not in redact(f"config names {stored}!")
    assert stored[5:20] not in redact(f"a part: {stored[5:20]}")
    monkeypatch.setenv("HF_TOKEN", TOKEN)
    for text in (TOKEN, f"x{TOKEN}y", TOKEN[3:], TOKEN[:12], TOKEN[10:30], f"'{TOKEN[:20]}' and '{TOKEN[20:]}'"):
        assert _leaks(redact(text)) == [], text
    assert redact("model_type 'llama' is fine") == "model_type 'llama' is fine"


def test_a_registered_secret_is_masked_too(monkeypatch) -> None:
    from kvroom import redact as module

    monkeypatch.setattr(module, "_registered", [])
    secret = "api-" + secrets.token_hex(12)
    assert secret in module.redact(f"x {secret}")
    module.register_secret(secret)
    assert secret not in module.redact(f"x {secret}") and secret[4:20] not in module.redact(secret[4:20])


def test_redact_is_linear_on_a_large_text(monkeypatch) -> None:
    import time

    from kvroom.redact import redact

    monkeypatch.setenv("HF_TOKEN", TOKEN)
    text = (TOKEN[:7] + "hf_") * 150_000  # near-misses everywhere: 1.5 MB
    started = time.perf_counter()
    redact(text)
    assert time.perf_counter() - started < 5


def test_one_character_token_does_not_garble_messages(tmp_path: Path) -> None:
    """A one-character HF_TOKEN (not a Hub token) used to replace every 'a' in every message."""
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "config.json").write_text('{"architectures": ["NotAModelForCausalLM"], "model_type": "llama"}')
    outputs = []
    for token in (None, "a"):
        env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGING_FACE"))}
        env.update(PYTHONPATH=str(ROOT / "src"), HF_HUB_OFFLINE="1", HF_HOME=str(tmp_path / "home"))
        if token:
            env["HF_TOKEN"] = token
        result = subprocess.run([sys.executable, "-m", "kvroom", "plan", str(bad), "--gpu", "L4"], env=env,
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2
        outputs.append(result.stderr)
    assert outputs[0] == outputs[1] and "NotAModelForCausalLM" in outputs[1]


def test_autofit_full_context_line_is_explained_not_an_internal_error() -> None:
    """Issue 14 item 4: vLLM's own line on every successful --max-model-len auto start (0.14+,
    vllm/v1/core/kv_cache_utils.py) crashed explain with exit 4."""
    from kvroom.cli import main

    for line in ("Auto-fit max_model_len: full model context length 131072 fits in available GPU memory",
                 "Auto-fit max_model_len: full model context length 131072 fits in available KV cache memory "
                 "(12.50 GiB)"):
        assert main(["explain", "--text", line]) == 0
        assert main(["explain", "--text", line, "--json"]) == 0
