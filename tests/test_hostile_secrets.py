"""Secrets and network: HF_TOKEN / HUGGING_FACE_HUB_TOKEN never appear in any output of any command, and kvroom
connects to nothing unless the model is a Hub id that is not cached (never under HF_HUB_OFFLINE=1).

Every command runs as a real subprocess with HF_ENDPOINT pointing at a local TCP listener that records each
connection (or at tests/hubserver.py's fake Hub for the Hub errors)."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
TOKEN = "hf_" + secrets.token_hex(16)
LOG = ("non-default args: {'model': 'someorg/not-in-the-catalog'}\nValueError: To serve at least one request with "
       "the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV "
       "cache memory (4.21 GiB). Based on the available memory, the estimated maximum model length is 34480. Try "
       "increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.")


class Listener:
    """A TCP server on 127.0.0.1 that counts connections and closes each at once."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.connections = 0
        self.running = True
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def _loop(self) -> None:
        while self.running:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            conn.close()

    def stop(self) -> None:
        self.running = False
        self.thread.join(2)
        self.sock.close()


@pytest.fixture
def listener():
    server = Listener()
    yield server
    server.stop()


def env_for(endpoint: str, tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGING_FACE", "KVROOM_"))}
    env.update(PYTHONPATH=str(ROOT / "src"), HF_ENDPOINT=endpoint, HF_TOKEN=TOKEN, HUGGING_FACE_HUB_TOKEN=TOKEN,
               HF_HUB_CACHE=str(tmp_path / "hf"), KVROOM_CACHE_DIR=str(tmp_path / "kv"), HF_HUB_DISABLE_TELEMETRY="1",
               NO_COLOR="1", HF_HUB_ETAG_TIMEOUT="5", HF_HUB_DOWNLOAD_TIMEOUT="5")
    env.update(extra)
    return env


def kvroom(args: list[str], env: dict[str, str], stdin: str | None = None) -> subprocess.CompletedProcess:
    result = subprocess.run([sys.executable, "-m", "kvroom", *args], env=env, input=stdin, capture_output=True,
                            text=True, timeout=120)
    output = result.stdout + result.stderr
    assert TOKEN not in output and TOKEN[3:] not in output, args
    assert "Traceback" not in output and "internal error" not in output, (args, output[-500:])
    return result


def local_model(tmp_path: Path) -> str:
    folder = tmp_path / "local-model"
    folder.mkdir()
    shutil.copy(GOLDEN / "configs" / "llama31_8b.json", folder / "config.json")
    return str(folder)


def offline_commands(tmp_path: Path) -> list[tuple[list[str], str | None]]:
    log = tmp_path / "vllm.log"
    log.write_text(LOG)
    bad = tmp_path / "bad-model"
    bad.mkdir()
    (bad / "config.json").write_text('{"architectures": 5}')
    return [
        (["plan", LLAMA, "--gpu", "L4"], None), (["plan", LLAMA, "--gpu", "L4", "--json"], None),
        (["plan", local_model(tmp_path), "--kv-cache-memory-bytes", "8G", "--json"], None),
        (["plan", str(bad), "--gpu", "L4"], None), (["plan", "/etc/passwd", "--gpu", "L4"], None),
        (["plan", "not a model at all", "--gpu", "L4"], None), (["plan", LLAMA, "-tp", "3", "--gpu", "L4"], None),
        (["explain", str(log)], None), (["explain", str(log), "--json"], None), (["explain"], LOG),
        (["explain", "--text", "nothing here"], None), (["explain", str(tmp_path / "missing.log")], None),
        (["explain", str(log), "--model", LLAMA], None),
        (["len", "32K"], None), (["len", "nonsense"], None), (["models"], None), (["models", "--json"], None),
        (["gpus"], None), (["gpus", "--json"], None), (["sweep", LLAMA, "--gpu", "L4,H100", "--workers", "1"], None),
        (["completion", "bash"], None), (["web", "--port", "99999999"], None), (["plan", "--bogus-flag"], None),
    ]


def test_no_connection_and_no_token_for_catalog_local_and_log_models(listener, tmp_path: Path) -> None:
    env = env_for(listener.url, tmp_path)
    for args, stdin in offline_commands(tmp_path):
        kvroom(args, env, stdin)
    assert listener.connections == 0


def test_offline_hub_id_makes_no_connection(listener, tmp_path: Path) -> None:
    env = env_for(listener.url, tmp_path, HF_HUB_OFFLINE="1")
    result = kvroom(["plan", "someorg/not-in-the-catalog", "--gpu", "L4"], env)
    assert result.returncode == 2 and "HF_HUB_OFFLINE" in result.stderr
    assert listener.connections == 0


def test_online_hub_id_does_connect_and_fails_cleanly(listener, tmp_path: Path) -> None:
    """The control: the listener does see the Hub client, and the failure is one clean line."""
    result = kvroom(["plan", "someorg/not-in-the-catalog", "--gpu", "L4"], env_for(listener.url, tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert listener.connections >= 1


def test_hub_errors_never_show_the_token(tmp_path: Path) -> None:
    pytest.importorskip("huggingface_hub")
    sys.path.insert(0, str(ROOT / "tests"))
    from hubserver import FakeHub, Repo
    from stwriter import header_bytes

    config = json.loads((GOLDEN / "configs" / "llama31_8b.json").read_text())
    head, data = header_bytes({"model.embed_tokens.weight": ("BF16", [8, 4])})
    good = {"config.json": json.dumps(config).encode(), "model.safetensors": head + bytes(data)}
    hub = FakeHub(repos={
        "org/good": Repo(files=good),
        "org/gated": Repo(files=good, commit="2" * 40, gated_token="hf_the_right_token_not_ours"),
        "org/badheader": Repo(files={"config.json": good["config.json"],
                                     "model.safetensors": head[:8] + b'{"x":{"dtype":"Q9","shape":[1],"data_offsets":[0,1]}}'},
                              commit="4" * 40),
        "org/badconfig": Repo(files={"config.json": b"[" * 100_000}, commit="5" * 40),
    }).start()
    try:
        env = env_for(hub.url, tmp_path)
        for repo in ("org/good", "org/gated", "org/missing", "org/badheader", "org/badconfig"):
            for extra in ([], ["--json"]):
                result = kvroom(["plan", repo, "--gpu", "L4", *extra], env)
                assert result.returncode in (0, 1, 2)
        kvroom(["plan", "org/good", "--gpu", "L4"], env_for(hub.url, tmp_path, HF_HUB_OFFLINE="1"))
    finally:
        hub.stop()


def test_a_servers_api_key_in_a_pasted_command_is_masked() -> None:
    # vLLM's --api-key (and VLLM_API_KEY) is the server's secret: a pasted command or an error quoting it is shown
    # with the value masked, the flag kept
    from kvroom.redact import redact

    assert redact("vllm serve m --api-key sk-proj-abcdefghijklmnopqrstuvwxyz123456 --port 8000") == \
        "vllm serve m --api-key *** --port 8000"
    assert redact("VLLM_API_KEY=abcd1234efgh vllm serve m") == "VLLM_API_KEY=*** vllm serve m"
    assert redact("client = OpenAI(api_key='mysecretkey123')") == "client = OpenAI(api_key='***')"
    assert "sk-abcdefghijklmnopqrstu1234" not in redact("a key sk-abcdefghijklmnopqrstu1234 pasted")
    assert redact("the api key is required") == "the api key is required"
