"""The Hub adapter, running the real huggingface_hub client against a local fake Hub through HF_ENDPOINT."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

pytest.importorskip("huggingface_hub")

from hubserver import FakeHub, Repo  # noqa: E402
from kvroom.errors import HubError  # noqa: E402
from kvroom.sources import hub  # noqa: E402
from stwriter import header_bytes  # noqa: E402

TOKEN = "hf_SECRETtoken1234567890abcdef"
CONFIG = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
    "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 128,
    "max_position_embeddings": 256, "torch_dtype": "bfloat16", "rms_norm_eps": 1e-5, "rope_theta": 10000.0,
}


def _safetensors(tensors: dict[str, tuple[str, list[int]]]) -> bytes:
    head, data = header_bytes(tensors)
    return head + bytes(data)


def _layer_tensors(layers: range) -> dict[str, tuple[str, list[int]]]:
    out: dict[str, tuple[str, list[int]]] = {}
    for i in layers:
        p = f"model.layers.{i}."
        out |= {p + "self_attn.q_proj.weight": ("BF16", [64, 64]), p + "self_attn.k_proj.weight": ("BF16", [32, 64]),
                p + "self_attn.v_proj.weight": ("BF16", [32, 64]), p + "self_attn.o_proj.weight": ("BF16", [64, 64]),
                p + "mlp.gate_proj.weight": ("BF16", [128, 64]), p + "mlp.up_proj.weight": ("BF16", [128, 64]),
                p + "mlp.down_proj.weight": ("BF16", [64, 128]), p + "input_layernorm.weight": ("BF16", [64]),
                p + "post_attention_layernorm.weight": ("BF16", [64])}
    return out


def _sharded_repo(**kwargs: object) -> Repo:
    shard1 = {"model.embed_tokens.weight": ("BF16", [128, 64]), **_layer_tensors(range(1))}
    shard2 = {**_layer_tensors(range(1, 2)), "model.norm.weight": ("BF16", [64]), "lm_head.weight": ("BF16", [128, 64])}
    names = {"model-00001-of-00002.safetensors": shard1, "model-00002-of-00002.safetensors": shard2}
    index = {"metadata": {"total_size": 0},
             "weight_map": {t: f for f, tensors in names.items() for t in tensors}}
    files = {f: _safetensors(t) for f, t in names.items()}
    files["config.json"] = json.dumps(CONFIG).encode()
    files["model.safetensors.index.json"] = json.dumps(index).encode()
    return Repo(files=files, **kwargs)  # type: ignore[arg-type]


EXPECTED_PARAMS = 2 * 128 * 64 + 64 + 2 * (64 * 64 * 2 + 32 * 64 * 2 + 128 * 64 * 3 + 128)


@pytest.fixture
def fake_hub(tmp_path, monkeypatch) -> Iterator[FakeHub]:
    server = FakeHub(repos={
        "org/sharded": _sharded_repo(),
        "org/single": Repo(files={"config.json": json.dumps(CONFIG).encode(),
                                  "model.safetensors": _safetensors({"model.embed_tokens.weight": ("F16", [8, 4])})},
                           commit="1" * 40),
        "org/gated": _sharded_repo(commit="2" * 40, gated_token=TOKEN),
        "org/nosafetensors": Repo(files={"config.json": json.dumps(CONFIG).encode()}, commit="3" * 40),
        "org/badheader": Repo(files={"config.json": json.dumps(CONFIG).encode(),
                                     "model.safetensors": _safetensors({"x": ("BF16", [2])})[:8]
                                     + b'{"x":{"dtype":"Q9","shape":[1],"data_offsets":[0,1]}}\x00'},
                              commit="4" * 40),
    }).start()
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hf-cache"))
    monkeypatch.setenv("KVROOM_CACHE_DIR", str(tmp_path / "kvroom-cache"))
    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("HUGGING_FACE_HUB_TOKEN", raising=False)
    monkeypatch.setenv("HF_HUB_DISABLE_TELEMETRY", "1")
    yield server
    server.stop()


def test_fetch_config_resolves_commit(fake_hub: FakeHub) -> None:
    config, commit = hub.fetch_config("org/sharded")
    assert config["hidden_size"] == 64 and commit == "0123456789abcdef0123456789abcdef01234567"
    assert ("HEAD", "/org/sharded/resolve/main/config.json", None) in fake_hub.requests


def test_sharded_checkpoint_headers_only_then_cached(fake_hub: FakeHub) -> None:
    _, commit = hub.fetch_config("org/sharded")
    facts = hub.fetch_checkpoint_facts("org/sharded", commit)
    assert facts is not None and facts.num_parameters == EXPECTED_PARAMS
    assert facts.total_size_bytes == 2 * EXPECTED_PARAMS and dict(facts.bytes_by_dtype) == {"BF16": 2 * EXPECTED_PARAMS}
    ranged = [r for r in fake_hub.requests if r[0] == "GET" and r[1].endswith(".safetensors")]
    assert len(ranged) == 2 and all(r[2] and r[2].startswith("bytes=") for r in ranged)
    before = len(fake_hub.requests)
    again = hub.fetch_checkpoint_facts("org/sharded", commit)
    assert again == facts and len(fake_hub.requests) == before  # kvroom's header cache: no request


def test_single_file_repo_and_describe(fake_hub: FakeHub) -> None:
    model = hub.describe_hub_model("org/single")
    assert model.checkpoint is not None and model.checkpoint.total_size_bytes == 64
    assert model.checkpoint.groups[0].role == "embedding"


def test_repo_without_safetensors(fake_hub: FakeHub) -> None:
    _, commit = hub.fetch_config("org/nosafetensors")
    assert hub.fetch_checkpoint_facts("org/nosafetensors", commit) is None


def test_invalid_remote_header_is_config_error(fake_hub: FakeHub) -> None:
    from kvroom.errors import ConfigError

    with pytest.raises(ConfigError, match="org/badheader"):
        hub.fetch_checkpoint_facts("org/badheader", "4" * 40)


def test_optional_files(fake_hub: FakeHub) -> None:
    _, commit = hub.fetch_config("org/sharded")
    assert hub.fetch_optional_json("org/sharded", "hf_quant_config.json", commit) is None
    index = hub.fetch_optional_json("org/sharded", "model.safetensors.index.json", commit)
    assert index is not None and "weight_map" in index


def test_pinned_revision(fake_hub: FakeHub) -> None:
    config, commit = hub.fetch_config("org/sharded", revision="0123456789abcdef0123456789abcdef01234567")
    assert commit.startswith("0123") and config["vocab_size"] == 128


def test_gated_without_token(fake_hub: FakeHub) -> None:
    with pytest.raises(HubError) as info:
        hub.fetch_config("org/gated")
    message = str(info.value)
    assert "org/gated" in message and "revision main" in message and "gated" in message
    assert "huggingface-cli login" in message and "HF_TOKEN" in message and "\n" not in message


def test_gated_with_wrong_token_never_shows_it(fake_hub: FakeHub, monkeypatch) -> None:
    wrong = "hf_WRONGtoken0987654321zyxwv"
    monkeypatch.setenv("HF_TOKEN", wrong)
    with pytest.raises(HubError) as info:
        hub.fetch_config("org/gated")
    assert wrong not in str(info.value) and TOKEN not in str(info.value)
    assert info.value.__cause__ is None and info.value.__context__ is None or wrong not in repr(info.value.__context__)


def test_gated_with_token(fake_hub: FakeHub, monkeypatch) -> None:
    monkeypatch.setenv("HF_TOKEN", TOKEN)
    _, commit = hub.fetch_config("org/gated")
    facts = hub.fetch_checkpoint_facts("org/gated", commit)
    assert facts is not None and facts.num_parameters == EXPECTED_PARAMS
    auth = [r for r in fake_hub.requests if "gated" in r[1]]
    assert auth


def test_missing_repo(fake_hub: FakeHub) -> None:
    with pytest.raises(HubError, match=r"org/missing \(revision main\): repository not found"):
        hub.fetch_config("org/missing")


def test_missing_revision(fake_hub: FakeHub) -> None:
    with pytest.raises(HubError, match=r"org/sharded \(revision v9\): revision not found"):
        hub.fetch_config("org/sharded", revision="v9")


def test_missing_config_file(fake_hub: FakeHub) -> None:
    fake_hub.repos["org/empty"] = Repo(files={}, commit="5" * 40)
    with pytest.raises(HubError, match="has no config.json"):
        hub.fetch_config("org/empty")


def test_network_failure(fake_hub: FakeHub, monkeypatch) -> None:
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")  # discard port: connection refused
    monkeypatch.setenv("HF_TOKEN", TOKEN)
    with pytest.raises(HubError) as info:
        hub.fetch_config("org/sharded")
    assert "cannot reach http://127.0.0.1:9" in str(info.value) and TOKEN not in str(info.value)


def test_offline_uses_cache_and_fails_clearly_when_not_cached(fake_hub: FakeHub, monkeypatch) -> None:
    _, commit = hub.fetch_config("org/sharded")
    hub.fetch_checkpoint_facts("org/sharded", commit)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    before = len(fake_hub.requests)
    config, offline_commit = hub.fetch_config("org/sharded")
    assert offline_commit == commit and config["hidden_size"] == 64
    assert hub.fetch_checkpoint_facts("org/sharded", commit) is not None
    assert len(fake_hub.requests) == before
    with pytest.raises(HubError, match="HF_HUB_OFFLINE=1"):
        hub.fetch_config("org/single")


def test_offline_network_down_falls_back_to_cached_config(fake_hub: FakeHub, monkeypatch) -> None:
    _, commit = hub.fetch_config("org/sharded")
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")
    config, again = hub.fetch_config("org/sharded")
    assert again == commit and config["num_hidden_layers"] == 2


def test_catalog_path_does_not_import_huggingface_hub() -> None:
    code = "import sys, kvroom.sources.hub, kvroom.core.weights, kvroom.sources.safetensors; " \
           "print('huggingface_hub' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_cli_plan_of_a_hub_id_end_to_end(fake_hub: FakeHub, tmp_path) -> None:
    """`kvroom plan org/sharded --gpu L4 --json` in a subprocess: the real huggingface_hub client talks to the
    local fake Hub through HF_ENDPOINT; weights come exactly from the remote safetensors headers."""
    import os

    env = dict(os.environ, PYTHONPATH=str(__import__("pathlib").Path(__file__).resolve().parent.parent / "src"))
    p = subprocess.run([sys.executable, "-m", "kvroom", "plan", "org/sharded", "--gpu", "L4", "--json"],
                       env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    d = json.loads(p.stdout)
    weights = d["memory"]["terms"]["weights"]
    assert weights["exact"] is True
    assert d["max_model_len"] == 256  # the config's max_position_embeddings
    offline = subprocess.run([sys.executable, "-m", "kvroom", "plan", "org/notcached", "--gpu", "L4"],
                             env=dict(env, HF_HUB_OFFLINE="1"), capture_output=True, text=True, timeout=60)
    assert offline.returncode == 2 and "org/notcached" in offline.stderr and "Traceback" not in offline.stderr
