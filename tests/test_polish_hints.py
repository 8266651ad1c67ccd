"""kvroom's hints beside vLLM's answer (issue 9 item 4): GPUs a launch leaves idle and the -dp that fills them,
the tensor parallel sizes that divide a model, what a k/K --max-model-len spelling means.

Expected values are vLLM's rules worked by hand from the model configs in ../shared/data/models:
- vllm/config/model.py::ModelConfig.verify_with_parallel_config (0.30.0): num_attention_heads % tp == 0, with
  the sentence "Total number of attention heads ({n}) must be divisible by tensor parallel size ({tp})."
- vllm/model_executor/layers/linear.py::QKVParallelLinear.__init__ (0.30.0): divide(total_num_kv_heads, tp)
  when tp < kv heads, else divide(tp, total_num_kv_heads).
- vllm/config/parallel.py::ParallelConfig (0.30.0): world_size = pp * tp (* pcp); world_size_across_dp =
  world_size * data_parallel_size.
- vllm/utils/argparse_utils.py::human_readable_int: k/m = 10**3/10**6, K/M = 2**10/2**20.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kvroom import plan
from kvroom.core.engine import EngineConfigError
from kvroom.core.hints import idle_gpus, valid_tensor_parallel_sizes
from kvroom.core.lengths import shorthand_note
from kvroom.core.releases import Release
from kvroom.sources.catalog import lookup

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT.parent / "shared" / "data" / "models"
ENV = dict(os.environ, PYTHONPATH=str(ROOT / "src"), NO_COLOR="1")
ENV.pop("HF_TOKEN", None)
# the expected values are worked from ../shared's model records: without the ground-truth folder those tests skip
needs_shared = pytest.mark.skipif(not MODELS.is_dir(), reason="../shared/data/models (ground truth) not present")
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
QWEN = "Qwen/Qwen2.5-7B-Instruct"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kvroom", *args], env=ENV, capture_output=True, text=True,
                          timeout=60)


def _heads(model_id: str) -> tuple[int, int]:
    raw = json.loads((MODELS / (model_id.replace("/", "__") + ".json")).read_text())
    config = raw["config"]
    config = config.get("text_config", config)
    return config["num_attention_heads"], config["num_key_value_heads"]


# (model, limit, sizes): the hand-worked vLLM rules on the config's heads
# Llama-3.1-8B: 32 heads, 8 KV heads. Divisors of 32 up to 8: 1 2 4 8, all divide or are multiples of 8.
# Up to 16: 16 too (16 >= 8 and 16 % 8 == 0).
# Qwen2.5-7B: 28 heads, 4 KV heads. Divisors of 28 up to 8: 1 2 4 7; 7 > 4 and 7 % 4 != 0: QKVParallelLinear's
# divide(7, 4) fails while loading, so 7 is out.
@pytest.mark.parametrize("model_id, heads, limit, sizes", [
    (LLAMA, (32, 8), 8, [1, 2, 4, 8]),
    (LLAMA, (32, 8), 16, [1, 2, 4, 8, 16]),
    (QWEN, (28, 4), 8, [1, 2, 4]),
])
@needs_shared
def test_valid_tensor_parallel_sizes(model_id: str, heads: tuple[int, int], limit: int, sizes: list[int]) -> None:
    assert _heads(model_id) == heads  # the config the hand-worked sizes come from
    assert valid_tensor_parallel_sizes(lookup(model_id), limit) == sizes


def test_tp_that_does_not_divide_keeps_vllms_sentence_then_lists_sizes() -> None:
    with pytest.raises(EngineConfigError) as err:
        plan(LLAMA, gpu="H100x8", tensor_parallel_size=3)
    # vLLM's sentence is the error's text, exactly; kvroom's hint rides beside it (shown as a "kvroom:" line)
    assert str(err.value) == "Total number of attention heads (32) must be divisible by tensor parallel size (3)."
    (hint,) = err.value.hints
    assert hint.endswith(": 1, 2, 4, 8")
    assert "8 GPUs given" in hint


def test_tp_hint_without_gpu_count_goes_to_16_when_more_than_8_asked() -> None:
    with pytest.raises(EngineConfigError) as err:
        plan(LLAMA, kv_cache_memory_bytes=10 * 2**30, tensor_parallel_size=12)
    assert err.value.hints[0].endswith("up to 16: 1, 2, 4, 8, 16")


def test_tp_hint_cli_text_and_json() -> None:
    p = run("plan", QWEN, "--gpu", "H100", "-tp", "3")
    assert p.returncode == 1
    lines = p.stderr.strip().split("\n")
    assert lines[0] == "kvroom: Total number of attention heads (28) must be divisible by tensor parallel size (3)."
    assert lines[1].startswith("kvroom: ") and lines[1].endswith("up to 8: 1, 2, 4")
    p = run("plan", QWEN, "--gpu", "H100", "-tp", "3", "--json")
    assert p.returncode == 1
    data = json.loads(p.stdout)
    assert data["error"] == "Total number of attention heads (28) must be divisible by tensor parallel size (3)."
    assert data["notes"][0].endswith("up to 8: 1, 2, 4")


@pytest.mark.parametrize("num_gpus, tp, pp, dp, fill", [
    (8, 2, 1, 1, 4),   # world 2 of 8: 8 // 2 replicas
    (8, 2, 2, 1, 2),   # world 4
    (8, 8, 1, 1, None),  # all used
    (8, 2, 1, 4, None),  # 2 x 4 = 8
    (8, 3, 1, 1, 2),   # 6 of 8 at most
    (1, 1, 1, 1, None),
])
def test_idle_gpus(num_gpus: int, tp: int, pp: int, dp: int, fill: int | None) -> None:
    assert idle_gpus(num_gpus, tp, pp, dp) == fill


def test_h100x8_tp2_says_2_of_8_and_shows_dp4() -> None:
    result = plan(LLAMA, gpu="H100x8", tensor_parallel_size=2)
    assert result.engine.tensor_parallel_size == 2
    note = next(n for n in result.to_dict()["notes"] if "GPUs of --gpu" in n)
    assert "uses 2 of the 8 GPUs" in note and "--data-parallel-size 4" in note
    p = run("plan", LLAMA, "--gpu", "H100x8", "-tp", "2")
    assert p.returncode == 0, p.stderr
    text = " ".join(p.stdout.replace("\\\n", " ").split())
    assert "to use all 8 GPUs (4 data parallel replicas):" in text
    assert "--tensor-parallel-size 2 --data-parallel-size 4" in text
    assert "uses 2 of the 8 GPUs" in text


def test_no_idle_note_when_all_gpus_used() -> None:
    result = plan(LLAMA, gpu="H100x8")  # GPUxN sets TP 8
    assert not [n for n in result.notes if "GPUs of --gpu" in n]


@pytest.mark.parametrize("text, version, value, other", [
    ("32k", "0.33.0", "32,000", "32K would be 32,768"),
    ("32K", "0.33.0", "32,768", "32k would be 32,000"),
    ("1m", "0.33.0", "1,000,000", "1M would be 1,048,576"),
    ("1M", "0.33.0", "1,048,576", "1m would be 1,000,000"),
    ("4.5k", "0.33.0", "4,500", None),  # a fraction has no binary spelling (vLLM refuses 4.5K)
])
def test_shorthand_note(text: str, version: str, value: str, other: str | None) -> None:
    note = shorthand_note(text, Release.parse(version))
    assert note is not None and f"{text} is {value} tokens" in note
    assert (other in note) if other else ("would be" not in note)


@pytest.mark.parametrize("text, version", [("32768", "0.33.0"), ("1t", "0.12.0"), ("32k", "0.8.3"), (None, "0.33.0")])
def test_no_shorthand_note(text: str | None, version: str) -> None:
    # plain digits; t before 0.13 (no t suffix); 0.8.3 parses --max-model-len with int() (refuses 32k)
    assert shorthand_note(text, Release.parse(version)) is None


def test_32k_note_in_plan_json_and_text() -> None:
    p = run("plan", LLAMA, "--kv-cache-memory-bytes", "20G", "--max-model-len", "32k", "--json")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["max_model_len"] == 32000
    assert any("32K would be 32,768" in n for n in data["notes"])
    p = run("plan", LLAMA, "--kv-cache-memory-bytes", "20G", "--max-model-len", "32K")
    assert p.returncode == 0, p.stderr
    assert "32k would be 32,000" in " ".join(p.stdout.split())


# ---- kvroom models: expected values worked by hand from the configs in ../shared/data/models
# KV bytes per token at TP 1 = 2 (K and V) x num_hidden_layers x num_key_value_heads x head_dim x 2 (bf16)
# (vllm/v1/kv_cache_interface.py::AttentionSpec.page_size_bytes / block_size); context = max_position_embeddings
# (vllm/config/model.py::_get_and_verify_max_len: llama3 rope does not scale it)
@pytest.mark.parametrize("model_id, layers, kv_heads, head_dim, context", [
    (LLAMA, 32, 8, 128, 131072),
    (QWEN, 28, 4, 128, 32768),
    ("Qwen/Qwen3-8B", 36, 8, 128, 40960),
])
@needs_shared
def test_model_summaries(model_id: str, layers: int, kv_heads: int, head_dim: int, context: int) -> None:
    from kvroom.api import model_summaries

    config = json.loads((MODELS / (model_id.replace("/", "__") + ".json")).read_text())["config"]
    assert (config["num_hidden_layers"], config["num_key_value_heads"], config["max_position_embeddings"]) == (
        layers, kv_heads, context)
    assert config.get("head_dim", config["hidden_size"] // config["num_attention_heads"]) == head_dim
    summary = next(s for s in model_summaries() if s.model_id == model_id)
    assert summary.kv_bytes_per_token == 2 * layers * kv_heads * head_dim * 2
    assert summary.derived_max_model_len == context


@needs_shared
def test_model_summary_weights_near_parameter_count() -> None:
    from kvroom.api import model_summaries

    raw = json.loads((MODELS / "meta-llama__Llama-3.1-8B-Instruct.json").read_text())
    params = raw["checkpoint"]["params"]  # the checkpoint index's total_parameters
    summary = next(s for s in model_summaries() if s.model_id == LLAMA)
    # bf16: 2 bytes per parameter; vLLM's log says "Model loading took 14.99 GiB" (an estimate: within 1 %)
    assert abs(summary.weights_bytes - 2 * params) <= 0.01 * 2 * params
    assert summary.num_parameters == params


def test_models_cli_fits_80_columns_and_json() -> None:
    p = run("models")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.rstrip("\n").split("\n")
    assert max(len(line) for line in lines) <= 80
    assert lines[0].split() == ["model", "context", "weights", "TP1", "KV", "B/token"]
    row = next(line for line in lines if line.startswith(LLAMA + " "))
    assert row.split()[1] == "131,072" and row.split()[-1] == "131,072"
    # the right edge of every number column lines up with the header's
    assert len(row) == len(lines[0])
    data = json.loads(run("models", "--json").stdout)
    entry = next(m for m in data["models"] if m["model_id"] == QWEN)
    assert entry["kv_bytes_per_token"] == 57344 and entry["derived_max_model_len"] == 32768
    assert {"status", "source", "weights_bytes", "weights_exact", "num_parameters"} <= set(entry)


# ---- completion: GPU names for --gpu, model ids for a MODEL argument; expected words from the catalog files
DATA = ROOT / "src" / "kvroom" / "data"


def _catalog_ids() -> list[str]:
    return list(json.loads((DATA / "catalog.json").read_text())["models"])


def _gpu_names() -> list[str]:
    data = json.loads((DATA / "gpus.json").read_text())
    cards = data["gpus"] if isinstance(data, dict) else data
    return [card["name"] for card in cards]


def _bash_complete(script: str, words: list[str]) -> list[str]:
    line = " ".join(words)
    code = (f"{script}\nCOMP_WORDS=({line}); COMP_CWORD={len(words) - 1}; _kvroom_complete; "
            'printf "%s\\n" "${COMPREPLY[@]}"')
    p = subprocess.run(["bash", "-c", code], capture_output=True, text=True, timeout=30, check=True)
    return [w for w in p.stdout.split("\n") if w]


@pytest.mark.parametrize("command", ["plan", "sweep"])
def test_bash_completes_gpu_names_and_model_ids(command: str) -> None:
    script = run("completion", "bash").stdout
    got = _bash_complete(script, ["kvroom", command, "x", "--gpu", "H10"])
    assert {n for n in _gpu_names() if n.startswith("H10")} <= set(got) and "L4" not in got
    got = _bash_complete(script, ["kvroom", command, "Qwen/Qwen3-8"])
    assert got == sorted(i for i in _catalog_ids() if i.startswith("Qwen/Qwen3-8"))


@pytest.mark.skipif(not __import__("shutil").which("fish"), reason="fish is not installed")
def test_fish_completes_gpu_names_and_model_ids(tmp_path: Path) -> None:
    script = tmp_path / "kvroom.fish"
    script.write_text(run("completion", "fish").stdout)
    p = subprocess.run(["fish", "-c", f"source {script}; complete -C 'kvroom plan --gpu L4'; echo ---; "
                        "complete -C 'kvroom sweep meta-llama/Llama-3.1-8'"], capture_output=True, text=True,
                       timeout=30, check=True)
    gpus, models = p.stdout.split("---\n")
    assert {line.split("\t")[0] for line in gpus.splitlines()} >= {n for n in _gpu_names() if n.startswith("L4")}
    assert sorted(models.split()) == sorted(i for i in _catalog_ids() if i.startswith("meta-llama/Llama-3.1-8"))


def test_zsh_script_lists_every_model_and_gpu(tmp_path: Path) -> None:
    script = run("completion", "zsh").stdout
    models_fn = script[script.index("_kvroom_models() {"):]
    assert all(i in models_fn for i in _catalog_ids())
    gpu_spec = next(line for line in script.splitlines() if line.startswith("    plan)"))
    assert all(f" {n} " in gpu_spec or f"({n} " in gpu_spec or f" {n})" in gpu_spec for n in _gpu_names())
    if __import__("shutil").which("zsh"):
        path = tmp_path / "_kvroom"
        path.write_text(script)
        subprocess.run(["zsh", "-n", str(path)], check=True, timeout=30)


@needs_shared
def test_length_refusal_carries_the_other_spelling() -> None:
    # Qwen2.5-VL-7B: max_position_embeddings 128000, so 128K (131,072) is refused by vLLM's
    # "User-specified max_model_len" check and 128k (128,000) is the length that fits
    config = json.loads((MODELS / "Qwen__Qwen2.5-VL-7B-Instruct.json").read_text())["config"]
    assert config["max_position_embeddings"] == 128000
    p = run("plan", "Qwen/Qwen2.5-VL-7B-Instruct", "--gpu", "H100", "--max-model-len", "128K", "--json")
    assert p.returncode == 1
    data = json.loads(p.stdout)
    assert data["error"].startswith("User-specified max_model_len (131072) is greater than the derived")
    assert any("128k would be 128,000" in n for n in data["notes"])
    p = run("plan", "Qwen/Qwen2.5-VL-7B-Instruct", "--gpu", "H100", "--max-model-len", "128K")
    assert p.returncode == 1 and p.stderr.split("\n")[1].startswith("kvroom: --max-model-len 128K is 131,072")
