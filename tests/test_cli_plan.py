"""CLI contract for `kvroom plan`: exit codes, JSON shape, one-line errors. Run as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "src"), NO_COLOR="1")
ENV.pop("HF_TOKEN", None)

CONTRACT_KV = {
    "bytes_per_request", "available_bytes", "estimated_max_model_len", "num_gpu_blocks", "kv_cache_tokens",
    "max_concurrency", "block_size", "groups",
}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kvroom", *args], env=ENV, capture_output=True, text=True,
                          input=stdin, timeout=60)


def test_starts_exit_0_and_json_contract() -> None:
    p = run("plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G", "--max-model-len", "32K", "--json")
    assert p.returncode == 0, p.stderr
    d = json.loads(p.stdout)
    assert d["schema_version"] == 1
    assert d["starts"] is True and d["error"] is None
    assert d["max_model_len"] == 32768
    assert CONTRACT_KV <= set(d["kv_cache"])
    assert {"layer_type", "num_layers", "page_size_bytes", "bytes_per_request"} <= set(d["kv_cache"]["groups"][0])


def test_refuses_exit_1_with_vllm_text() -> None:
    p = run("plan", "meta-llama/Llama-3.1-8B-Instruct", "--kv-cache-memory-bytes", "10G", "--vllm-version", "0.30.0", "--json")
    assert p.returncode == 1
    d = json.loads(p.stdout)
    assert d["starts"] is False
    assert d["error"].startswith("To serve at least one request with the model's max seq len (131072), (16.0 GiB")
    assert d["kv_cache"]["estimated_max_model_len"] == 81904  # spec §10.1


def test_json_shape_is_the_same_whatever_the_flags() -> None:
    a = json.loads(run("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--json").stdout)
    b = json.loads(run("plan", "google/gemma-3-27b-it", "--gpu", "H100", "--json").stdout)
    assert set(a) == set(b)
    assert set(a["kv_cache"]) == set(b["kv_cache"])


@pytest.mark.parametrize(
    "args",
    [
        ("plan", "no/such-model-anywhere-xyz", "--kv-cache-memory-bytes", "1G", "--platform", "cpu"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "lots"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--max-model-len", "1.5K"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "-tp", "0"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "-tp", "3"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--kv-cache-dtype", "int3"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--vllm-version", "banana"),
        ("plan", "Qwen/Qwen3-8B", "--gpu", "NoSuchCard9000"),
        ("plan", "Qwen/Qwen3-8B", "--gpu", "H100", "--gpu-memory-utilization", "1.5"),
        ("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--max-model-len", "auto", "--vllm-version", "0.13.0"),
        ("plan", "Qwen/Qwen3-8B", "--bogus-flag"),
    ],
)
def test_bad_input_is_one_line_exit_2(args: tuple[str, ...]) -> None:
    p = run(*args)
    assert p.returncode in (1, 2), p.stderr
    err = p.stderr.strip()
    first, *hints = err.split("\n")  # vLLM's exact sentence, then at most kvroom's own "kvroom:" hint line
    assert first and len(hints) <= 1 and all(h.startswith("kvroom: ") for h in hints), err
    assert "Traceback" not in p.stderr


def test_tp_that_vllm_rejects_uses_vllm_wording() -> None:
    p = run("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "-tp", "3")
    assert "Total number of attention heads (32) must be divisible by tensor parallel size (3)." in p.stderr


def test_malformed_config_file(tmp_path: Path) -> None:
    cfg = tmp_path / "config.json"
    cfg.write_text("{not json")
    p = run("plan", str(cfg), "--kv-cache-memory-bytes", "1G")
    assert p.returncode == 2 and "config.json" in p.stderr and "Traceback" not in p.stderr


def test_unknown_architecture(tmp_path: Path) -> None:
    (tmp_path / "config.json").write_text(json.dumps({"architectures": ["FancyNewForCausalLM"], "model_type": "fancy"}))
    p = run("plan", str(tmp_path), "--kv-cache-memory-bytes", "1G")
    assert p.returncode == 2 and "FancyNewForCausalLM" in p.stderr


def test_platform_cpu_block_size_default() -> None:
    d = json.loads(run("plan", "meta-llama/Llama-3.1-8B-Instruct", "--platform", "cpu", "--vllm-version", "0.32.0",
                       "--kv-cache-memory-bytes", "256G", "--json").stdout)
    assert d["kv_cache"]["block_size"] == 128  # vllm/platforms/cpu.py default (golden llama31_8b__kvprobe)


def test_config_time_refusal_is_json_with_vllm_text() -> None:
    p = run("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--max-model-len", "1M", "--json")
    assert p.returncode == 1
    d = json.loads(p.stdout)
    ok = json.loads(run("plan", "Qwen/Qwen3-8B", "--kv-cache-memory-bytes", "1G", "--json").stdout)
    assert set(d) == set(ok) and set(d["kv_cache"]) == set(ok["kv_cache"])
    assert d["starts"] is False
    assert d["error"].startswith("User-specified max_model_len (1048576) is greater than the derived max_model_len")
