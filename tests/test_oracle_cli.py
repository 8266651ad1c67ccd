"""The oracle goldens through the real CLI, as a user would type it: `kvroom plan CONFIG --platform cpu
--vllm-version 0.32.0 --json` with the oracle's flags translated to vLLM's spellings and NO other flag, so
kvroom's own defaults are what is checked. A deterministic sample keeps the run short."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "golden" / "oracle").glob("*.json"))
SAMPLE = [p for i, p in enumerate(GOLDEN) if i % 9 == 0 or "tp" in p.stem and ("gemma" in p.stem or "oss" in p.stem)]
FLAGS = {
    "max-model-len": "--max-model-len", "kv-bytes": "--kv-cache-memory-bytes", "block-size": "--block-size",
    "kv-cache-dtype": "--kv-cache-dtype", "tp": "--tensor-parallel-size",
    "max-num-batched-tokens": "--max-num-batched-tokens", "max-num-seqs": "--max-num-seqs",
    "num-gpu-blocks-override": "--num-gpu-blocks-override", "usage-context": "--usage-context",
    "mamba-ssm-cache-dtype": "--mamba-ssm-cache-dtype",
}


@pytest.mark.parametrize("path", SAMPLE, ids=[p.stem for p in SAMPLE])
def test_cli_matches_vllm(path: Path, tmp_path: Path) -> None:
    golden = json.loads(path.read_text())
    result = golden["result"]
    if result.get("stage") == "model_init_on_meta" or "kv-bytes" not in golden["args"] and "kv-gib" not in golden["args"]:
        pytest.skip("no KV budget or the oracle could not build the model")
    argv = [sys.executable, "-m", "kvroom", "plan", str(ROOT / golden["config_file"]), "--platform", "cpu",
            "--vllm-version", "0.32.0", "--json"]
    for key, value in golden["args"].items():
        if key == "disable-hybrid-kv-cache-manager":
            argv.append("--disable-hybrid-kv-cache-manager")
        elif key == "kv-gib":
            argv += ["--kv-cache-memory-bytes", str(int(float(value) * (1 << 30)))]
        elif key in FLAGS:
            argv += [FLAGS[key], str(value)]
        else:
            pytest.skip(f"oracle flag {key} has no kvroom spelling")
    p = subprocess.run(argv, env=dict(os.environ, PYTHONPATH=str(ROOT / "src")), capture_output=True, text=True, timeout=60)
    if result.get("stage") == "create_engine_config":
        assert p.returncode == 1  # vLLM refuses: the same JSON shape, with vLLM's text
        m = re.search(r"Value error, (.*?) \[type=value_error", result["error"], re.S)
        assert json.loads(p.stdout)["error"] == (m.group(1) if m else result["error"])
        return
    d = json.loads(p.stdout)
    assert d["error"] == result["error"]
    assert p.returncode == (0 if result["ok"] else 1)
    kv = d["kv_cache"]
    if result["ok"]:
        assert kv["num_gpu_blocks"] == result["num_blocks"]
        assert kv["kv_cache_tokens"] == result["kv_cache_size_tokens"]
    if result.get("kv"):
        assert kv["bytes_per_request"] == result["kv"]["bytes_needed_one_request_at_max_model_len"]
        assert kv["estimated_max_model_len"] == result["kv"]["estimated_max_model_len"]
