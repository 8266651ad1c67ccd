"""Hostile config.json files and safetensors headers: ONE clear error naming the file (and key), exit 2, fast.

Wrong types, zero/negative/absurd sizes, missing keys, 100k-deep nesting, 1e400 and 5000-digit numbers, a
header that claims 100 GB of metadata, overlapping offsets... Each corpus file under tests/corpus/configs and
tests/corpus/headers is replayed through `kvroom plan <dir>` (configs) or the header reader (headers), and
hypothesis generates more from the golden configs (tests/hostile_inputs.py)."""

from __future__ import annotations

import io
import shutil
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import hostile_inputs as h
from kvroom.cli import main
from kvroom.errors import ConfigError
from kvroom.sources.safetensors import read_checkpoint_dir, read_safetensors_header

CORPUS = Path(__file__).parent / "corpus"
CONFIGS = sorted((CORPUS / "configs").glob("*.json"))
HEADERS = sorted((CORPUS / "headers").glob("*.safetensors"))
FUZZ = settings(max_examples=80, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("path", CONFIGS, ids=[p.stem for p in CONFIGS])
def test_corpus_config_is_one_error_naming_the_file(path: Path, tmp_path: Path) -> None:
    shutil.copy(path, tmp_path / "config.json")
    started = time.perf_counter()
    rc, out, err = run(["plan", str(tmp_path), "--gpu", "L4"])
    assert time.perf_counter() - started < 3
    if path.stem.startswith("ok_"):  # odd but valid to vLLM (head_dim 0 falls back to hidden_size // heads)
        assert rc in (0, 1) and "internal error" not in err, err
        return
    assert rc == 2, (out, err)
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "internal error" not in err, err
    assert str(tmp_path / "config.json") in err


@pytest.mark.parametrize("key,value", [("num_hidden_layers", 10**12), ("head_dim", 10**9), ("num_key_value_heads", 10**9),
                                       ("num_attention_heads", -8), ("hidden_size", "4096")])
def test_the_error_names_the_key(key: str, value: object, tmp_path: Path) -> None:
    path = next(p for p in CONFIGS if p.stem == "layers_1e12")
    text = path.read_text().replace('"num_hidden_layers": 1000000000000', '"num_hidden_layers": 32')
    import json

    config = json.loads(text)
    config[key] = value
    (tmp_path / "config.json").write_text(json.dumps(config))
    rc, _, err = run(["plan", str(tmp_path), "--gpu", "L4"])
    assert rc == 2 and f"'{key}'" in err, err


@pytest.mark.parametrize("index", ['{"metadata": {"total_size": ' + "9" * 5000 + "}}", "[" * 100_000,
                                   '{"metadata": {"total_size": -1}}', '{"metadata": {"total_size": 1e400}}'])
def test_hostile_index_next_to_a_good_config(index: str, tmp_path: Path) -> None:
    shutil.copy(Path(__file__).parent / "golden" / "configs" / "llama31_8b.json", tmp_path / "config.json")
    (tmp_path / "model.safetensors.index.json").write_text(index)
    rc, _, err = run(["plan", str(tmp_path), "--gpu", "L4"])
    assert rc == 2 and "model.safetensors.index.json" in err and "internal error" not in err, err


@FUZZ
@given(h.strategy(h.config_text), h.strategy(h.index_text))
def test_generated_configs_never_crash_plan(text: str, index: str | None) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "config.json").write_text(text, encoding="utf-8", errors="surrogatepass")
        if index is not None:
            (Path(tmp) / "model.safetensors.index.json").write_text(index)
        started = time.perf_counter()
        rc, out, err = run(["plan", tmp, "--kv-cache-memory-bytes", "8G"])
        assert time.perf_counter() - started < 5
        assert rc in (0, 1, 2) and "internal error" not in err, err
        if rc == 2:
            assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("path", HEADERS, ids=[p.stem for p in HEADERS])
def test_corpus_header_is_one_config_error(path: Path, tmp_path: Path) -> None:
    started = time.perf_counter()
    with pytest.raises(ConfigError) as info:
        read_safetensors_header(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)
    shutil.copy(path, tmp_path / "model.safetensors")
    with pytest.raises(ConfigError):
        read_checkpoint_dir(tmp_path)
    assert time.perf_counter() - started < 2


def test_header_claiming_100_gb_is_refused_without_reading(tmp_path: Path, monkeypatch) -> None:
    path = next(p for p in HEADERS if p.stem == "claims_100GB_header")
    with pytest.raises(ConfigError, match="100000000000 bytes"):
        read_safetensors_header(path)


@FUZZ
@given(h.strategy(h.safetensors_bytes))
def test_generated_headers_are_valid_or_one_config_error(data: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "model.safetensors"
        path.write_bytes(data)
        try:
            read_safetensors_header(path)
        except ConfigError as exc:
            assert "\n" not in str(exc)
