"""Issue 14 item 5 (and item 10's shard count): nothing kvroom reads can make it wait forever.

* a FIFO, a symlink to one, or a device named *.safetensors / config.json / the index in a model folder is one
  ConfigError line (kvroom.sources.files), checked in a subprocess with a hard timeout;
* a Hub (tests/hubserver.py on 127.0.0.1) that trickles config.json one byte at a time is given up on at the
  overall deadline (KVROOM_HUB_TIMEOUT), though every single read arrives well within the per-read timeout;
* a Hub index naming thousands of shards is refused before one header request is made."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
LLAMA = ROOT / "tests" / "golden" / "configs" / "llama31_8b.json"

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")


def kvroom(args: list[str], timeout: float = 60, **env_extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGING_FACE", "KVROOM_"))}
    env.update(PYTHONPATH=str(ROOT / "src"), NO_COLOR="1", HF_HUB_DISABLE_TELEMETRY="1", **env_extra)
    return subprocess.run([sys.executable, "-m", "kvroom", *args], env=env, capture_output=True, text=True,
                          timeout=timeout)


def folder_with(tmp_path: Path, name: str, kind: str) -> Path:
    folder = tmp_path / "model"
    folder.mkdir()
    if name != "config.json":
        shutil.copy(LLAMA, folder / "config.json")
    target = folder / name
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "symlink-to-fifo":
        os.mkfifo(tmp_path / "pipe")
        target.symlink_to(tmp_path / "pipe")
    elif kind == "device":
        target.symlink_to("/dev/zero")
    if name == "model.safetensors.index.json":
        (folder / "model-00001-of-00001.safetensors").write_bytes(b"")
    return folder


@pytest.mark.parametrize("kind", ["fifo", "symlink-to-fifo", "device"])
@pytest.mark.parametrize("name", ["model.safetensors", "model-00001-of-00002.safetensors", "config.json",
                                  "hf_quant_config.json", "model.safetensors.index.json"])
def test_special_files_in_a_model_folder_do_not_block(tmp_path: Path, name: str, kind: str) -> None:
    if kind == "device" and not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    folder = folder_with(tmp_path, name, kind)
    result = kvroom(["plan", str(folder), "--gpu", "L4"], timeout=30)
    assert result.returncode == 2, result.stderr
    assert name in result.stderr and "not a regular" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_open_regular_file_checks_the_opened_descriptor(tmp_path: Path) -> None:
    from kvroom.errors import ConfigError
    from kvroom.sources.files import read_regular_file

    (tmp_path / "ok.json").write_bytes(b"{}")
    (tmp_path / "link.json").symlink_to(tmp_path / "ok.json")
    assert read_regular_file(tmp_path / "link.json", 10) == b"{}"
    os.mkfifo(tmp_path / "pipe.json")
    started = time.monotonic()
    with pytest.raises(ConfigError, match="FIFO"):
        read_regular_file(tmp_path / "pipe.json", 10)
    with pytest.raises(ConfigError, match="folder"):
        read_regular_file(tmp_path, 10)
    assert time.monotonic() - started < 5


@pytest.fixture
def hub():
    pytest.importorskip("huggingface_hub")
    from hubserver import FakeHub, Repo

    config = LLAMA.read_bytes()
    many = {"metadata": {"total_size": 3000}, "weight_map": {f"t{i}": f"model-{i:05d}-of-03000.safetensors"
                                                               for i in range(3000)}}
    server = FakeHub(repos={
        "org/trickle": Repo(files={"config.json": config}, trickle=("config.json",), trickle_delay=0.2),
        "org/loop": Repo(files={"config.json": config}, commit="4" * 40, redirect_loop=True),
        "org/shards": Repo(files={"config.json": config, "model.safetensors.index.json": json.dumps(many).encode(),
                                  **{f"model-{i:05d}-of-03000.safetensors": b"" for i in range(3000)}},
                           commit="3" * 40),
    }).start()
    yield server
    server.stop()


def _hub_env(hub, tmp_path: Path, kvroom_timeout: str | None = None) -> dict[str, str]:
    """The loopback Hub and fresh caches for one run, with short client timeouts (and kvroom's overall deadline)."""
    env = dict(HF_ENDPOINT=hub.url, HF_HUB_CACHE=str(tmp_path / "hf"), KVROOM_CACHE_DIR=str(tmp_path / "kv"),
               HF_HOME=str(tmp_path / "home"), HF_HUB_DOWNLOAD_TIMEOUT="5", HF_HUB_ETAG_TIMEOUT="5")
    if kvroom_timeout is not None:
        env["KVROOM_HUB_TIMEOUT"] = kvroom_timeout
    return env


def test_a_trickling_hub_is_given_up_on_at_the_overall_deadline(hub, tmp_path: Path) -> None:
    started = time.monotonic()
    result = kvroom(["plan", "org/trickle", "--gpu", "L4"], timeout=60, **_hub_env(hub, tmp_path, "3"))
    elapsed = time.monotonic() - started
    assert result.returncode == 2, result.stderr
    assert "deadline" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert elapsed < 20  # the body alone would take > 3 minutes at 0.2 s a byte
    assert any(path.endswith("/config.json") and method == "GET" for method, path, _ in hub.requests)


def test_a_hub_index_with_thousands_of_shards_is_refused_before_any_header_request(hub, tmp_path: Path) -> None:
    result = kvroom(["plan", "org/shards", "--gpu", "L4"], timeout=120, **_hub_env(hub, tmp_path))
    assert result.returncode == 2, result.stderr
    assert "shard" in result.stderr
    shard_requests = [r for r in hub.requests if r[1].endswith(".safetensors")]
    assert shard_requests == []


def test_a_hub_that_redirects_forever_is_one_line(hub, tmp_path: Path) -> None:
    started = time.monotonic()
    result = kvroom(["plan", "org/loop", "--gpu", "L4"], timeout=60, **_hub_env(hub, tmp_path, "10"))
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "org/loop" in result.stderr
    assert time.monotonic() - started < 30
    assert sum(1 for _, path, _ in hub.requests if "org/loop" in path) >= 2  # it did follow redirects
