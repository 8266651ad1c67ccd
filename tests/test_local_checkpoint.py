"""`kvroom plan <local dir>`: exact weights from safetensors headers, never tensor data (sparse 141 GB files)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from stwriter import write_safetensors

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "src"), NO_COLOR="1")
CATALOG = json.loads((ROOT / "src" / "kvroom" / "data" / "catalog.json").read_text())


def _config(model_id: str) -> dict:
    return CATALOG["models"][model_id]["config"]


def _llama_dir(tmp: Path, layers: int, h: int, kv: int, inter: int, vocab: int, shards: int, config: dict) -> int:
    (tmp / "config.json").write_text(json.dumps(config))
    names: dict[str, str] = {}
    per_shard: list[dict] = [{} for _ in range(shards)]
    per_shard[0] |= {"model.embed_tokens.weight": ("BF16", [vocab, h])}
    per_shard[-1] |= {"lm_head.weight": ("BF16", [vocab, h]), "model.norm.weight": ("BF16", [h])}
    for i in range(layers):
        p = f"model.layers.{i}."
        per_shard[i * shards // layers] |= {
            p + "self_attn.q_proj.weight": ("BF16", [h, h]), p + "self_attn.k_proj.weight": ("BF16", [kv, h]),
            p + "self_attn.v_proj.weight": ("BF16", [kv, h]), p + "self_attn.o_proj.weight": ("BF16", [h, h]),
            p + "mlp.gate_proj.weight": ("BF16", [inter, h]), p + "mlp.up_proj.weight": ("BF16", [inter, h]),
            p + "mlp.down_proj.weight": ("BF16", [h, inter]),
            p + "input_layernorm.weight": ("BF16", [h]), p + "post_attention_layernorm.weight": ("BF16", [h])}
    total = 0
    for k, tensors in enumerate(per_shard):
        name = f"model-{k + 1:05d}-of-{shards:05d}.safetensors"
        total += write_safetensors(tmp / name, tensors)
        names |= {t: name for t in tensors}
    (tmp / "model.safetensors.index.json").write_text(json.dumps({"metadata": {"total_size": total}, "weight_map": names}))
    return total


def _plan(path: Path, *args: str) -> tuple[dict, float]:
    start = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "kvroom", "plan", str(path), *args, "--json"], env=ENV,
                       capture_output=True, text=True, timeout=60)
    elapsed = time.perf_counter() - start
    assert p.returncode in (0, 1), p.stderr
    return json.loads(p.stdout), elapsed


def test_70b_checkpoint_planned_from_headers_quickly(tmp_path: Path) -> None:
    size = _llama_dir(tmp_path, 80, 8192, 1024, 28672, 128256, 30, _config("meta-llama/Llama-3.1-70B-Instruct"))
    assert size > 100 * 10**9  # a 141 GB checkpoint, stored sparse
    d, elapsed = _plan(tmp_path, "--gpu", "H100x2")
    weights = d["memory"]["terms"]["weights"]
    assert weights["exact"] is True
    assert elapsed < 5  # includes interpreter start; the header reads themselves are milliseconds
    # TP 2: about half the checkpoint per GPU (rotary cache aside)
    assert abs(weights["bytes"] - size / 2) / (size / 2) < 0.01


def test_truncated_header_is_one_clear_error(tmp_path: Path) -> None:
    _llama_dir(tmp_path, 2, 256, 64, 512, 1000, 1, _config("meta-llama/Llama-3.1-8B-Instruct"))
    shard = next(tmp_path.glob("*.safetensors"))
    shard.write_bytes(shard.read_bytes()[:20])
    p = subprocess.run([sys.executable, "-m", "kvroom", "plan", str(tmp_path), "--gpu", "L4"], env=ENV,
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and shard.name in p.stderr and "Traceback" not in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1


def test_config_only_directory_uses_index_totals(tmp_path: Path) -> None:
    _llama_dir(tmp_path, 32, 4096, 1024, 14336, 128256, 4, _config("meta-llama/Llama-3.1-8B-Instruct"))
    for shard in tmp_path.glob("*.safetensors"):
        shard.unlink()
    d, _ = _plan(tmp_path, "--gpu", "L4")
    assert d["memory"]["terms"]["weights"]["exact"] is False
