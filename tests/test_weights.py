"""Weight bytes per rank against real numbers.

Expected values come from /work/shared/data/models/*.json (checkpoint facts) and the "Model loading took"
lines in /work/shared/cases/real_reports.jsonl (llm-d H100 runs, vLLM issue #10517), never from kvroom.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from kvroom.core import weights as w
from kvroom.core.model import CheckpointFacts
from kvroom.sources import safetensors as sf
from kvroom.sources.config import describe_config
from stwriter import header_bytes

MODELS = Path("/work/shared/data/models")
REPORTS = Path("/work/shared/cases/real_reports.jsonl")
GIB = 2**30
needs_data = pytest.mark.skipif(not MODELS.is_dir(), reason="shared model catalog not present")


def _load(name: str, **override):
    data = json.loads((MODELS / f"{name}.json").read_text())
    model = describe_config(data["config"], model_id=data["id"], source=name,
                            hf_quant_config=data.get("hf_quant_config"))
    return dataclasses.replace(model, **override), data


def _report(case_id: str) -> float:
    for line in REPORTS.read_text().splitlines():
        row = json.loads(line)
        if row["case_id"] == case_id:
            numbers = row["numbers"]
            return next(v for k, v in numbers.items() if k.startswith("model_loading"))
    raise KeyError(case_id)


# --- parameter counts from the architecture (catalog "params", within 1%) ------------------------------------

@needs_data
@pytest.mark.parametrize(
    ("name", "extra_stored"),
    [
        ("meta-llama__Llama-3.1-8B-Instruct", 0),
        ("Qwen__Qwen2.5-7B-Instruct", 0),
        ("Qwen__Qwen2.5-72B-Instruct", 0),
        ("Qwen__Qwen2.5-0.5B-Instruct", 0),
        # the checkpoint stores lm_head.weight although tied; vLLM does not load it (catalog note)
        ("Qwen__Qwen3-0.6B", 151936 * 1024),
    ],
)
def test_parameter_count_matches_catalog(name: str, extra_stored: int) -> None:
    model, data = _load(name)
    expected = data["checkpoint"]["params"]
    got = w.estimate_num_parameters(model) + extra_stored
    assert abs(got / expected - 1) < 0.01, (got, expected)


@needs_data
def test_gpt_oss_20b_logical_parameters() -> None:
    model, data = _load("openai__gpt-oss-20b")
    expected = data["checkpoint"]["params_logical_from_bf16_reexport"]
    assert abs(w.estimate_num_parameters(model) / expected - 1) < 0.01


@needs_data
def test_kimi_k2_stored_elements() -> None:
    model, data = _load("moonshotai__Kimi-K2-Instruct")
    expected = data["checkpoint"]["stored_elements"]  # includes fp32 block scales: a little above the params
    assert abs(w.estimate_num_parameters(model) / expected - 1) < 0.01


# --- "Model loading took" (real logs) ------------------------------------------------------------------------

def _llama_8b_headers() -> CheckpointFacts:
    """Llama-3.1-8B's tensor shapes as safetensors headers (no data): 291 BF16 tensors."""
    h, kv, inter, vocab = 4096, 1024, 14336, 128256
    tensors = {"model.embed_tokens.weight": ("BF16", [vocab, h]), "lm_head.weight": ("BF16", [vocab, h]),
               "model.norm.weight": ("BF16", [h])}
    for i in range(32):
        p = f"model.layers.{i}."
        tensors |= {p + "self_attn.q_proj.weight": ("BF16", [h, h]), p + "self_attn.k_proj.weight": ("BF16", [kv, h]),
                    p + "self_attn.v_proj.weight": ("BF16", [kv, h]), p + "self_attn.o_proj.weight": ("BF16", [h, h]),
                    p + "mlp.gate_proj.weight": ("BF16", [inter, h]), p + "mlp.up_proj.weight": ("BF16", [inter, h]),
                    p + "mlp.down_proj.weight": ("BF16", [h, inter]),
                    p + "input_layernorm.weight": ("BF16", [h]), p + "post_attention_layernorm.weight": ("BF16", [h])}
    head, data = header_bytes(tensors)
    parsed = sf.parse_header_json(head[8:], "llama", file_size=len(head) + data)
    return sf.checkpoint_facts([parsed], source="test headers")


@needs_data
def test_llama_31_8b_exact_from_headers() -> None:
    facts = _llama_8b_headers()
    model, data = _load("meta-llama__Llama-3.1-8B-Instruct", checkpoint=facts)
    assert facts.total_size_bytes == data["checkpoint"]["total_size_bytes"] == 16_060_522_496
    assert facts.num_parameters == data["checkpoint"]["params"]
    result = w.weights_per_rank(model)
    assert result.exact and result.low == result.high == result.bytes_per_rank
    # V0 log "Loading model weights took 14.9888 GB" (4 decimals) and llm-d's 14.99 GiB
    assert round(result.bytes_per_rank / GIB, 4) == _report("vllm-10517-kaspersiminski-29k") == 14.9888
    assert round(result.bytes_per_rank / GIB, 2) == _report("llmd-llama31-8b-h100-16k")


@needs_data
@pytest.mark.parametrize(
    ("name", "case", "tp", "override", "online", "tolerance"),
    [
        ("meta-llama__Llama-3.1-8B-Instruct", "llmd-llama31-8b-h100-16k", 1, {}, None, 0.005),
        ("Qwen__Qwen3-0.6B", "llmd-qwen3-06b-h100-16k", 1, {}, None, 0.005),
        ("Qwen__Qwen3-32B", "llmd-qwen3-32b-h100-16k", 1, {}, None, 0.005),
        # RedHatAI FP8-dynamic checkpoint of Llama-3.3-70B: FP8 linear layers, BF16 embeddings / lm_head
        ("meta-llama__Llama-3.3-70B-Instruct", "llmd-llama33-70b-fp8-tp1-h100-16k-fail", 1, {}, "fp8", 0.005),
        ("meta-llama__Llama-3.3-70B-Instruct", "llmd-llama33-70b-fp8-tp2-h100-16k", 2, {}, "fp8", 0.005),
        # the catalog config has no torch_dtype; vLLM runs gpt-oss in bfloat16
        ("openai__gpt-oss-20b", "llmd-gptoss20b-h100-16k", 1, {"dtype": "bfloat16"}, None, 0.02),
        ("openai__gpt-oss-120b", "llmd-gptoss120b-h100-16k", 1, {"dtype": "bfloat16"}, None, 0.02),
    ],
)
def test_model_loading_matches_real_logs(name, case, tp, override, online, tolerance) -> None:
    model, _ = _load(name, **override)
    result = w.weights_per_rank(model, tensor_parallel_size=tp, online_quantization=online)
    observed = _report(case) * GIB
    assert abs(result.bytes_per_rank / observed - 1) < tolerance, (result.bytes_per_rank / GIB, observed / GIB)
    assert result.low <= observed * 1.005 and result.high >= observed * 0.995


@needs_data
def test_qwen3_06b_exact_drops_the_tied_lm_head_copy() -> None:
    h, vocab = 1024, 151936
    model, data = _load("Qwen__Qwen3-0.6B")
    arch, _ = w.architecture_groups(model)
    # a checkpoint laid out like the real one: architecture tensors plus a stored lm_head
    groups = tuple(arch) + (w.CheckpointTensorGroup("lm_head", None, vocab * h * 2, vocab * h),)
    facts = CheckpointFacts(total_size_bytes=sum(g.num_bytes for g in groups),
                            num_parameters=sum(g.num_parameters for g in groups), groups=groups, source="t")
    assert facts.num_parameters == data["checkpoint"]["params"]
    result = w.weights_per_rank(dataclasses.replace(model, checkpoint=facts))
    assert result.exact and round(result.bytes_per_rank / GIB, 2) == _report("llmd-qwen3-06b-h100-16k")


# --- placement rules ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("layers", "pp", "expected"),
    [(80, 3, [27, 27, 26]), (32, 1, [32]), (61, 4, [15, 15, 16, 15]), (10, 4, [2, 3, 3, 2]), (7, 2, [4, 3])],
)
def test_get_pp_indices(layers: int, pp: int, expected: list[int]) -> None:
    sizes = [end - start for start, end in (w.get_pp_indices(layers, r, pp) for r in range(pp))]
    assert sizes == expected
    assert w.get_pp_indices(layers, pp - 1, pp)[1] == layers


@needs_data
def test_tp_split_and_kv_replication() -> None:
    model, _ = _load("Qwen__Qwen2.5-7B-Instruct")  # 4 KV heads
    one = w.weights_per_rank(model).bytes_per_rank
    rope = w.rope_cache_bytes(model)
    two = w.weights_per_rank(model, tensor_parallel_size=2).bytes_per_rank
    eight = w.weights_per_rank(model, tensor_parallel_size=8).bytes_per_rank
    assert (one - rope) / 2 < two - rope < (one - rope) / 2 * 1.001  # norms replicated
    kv_bytes = sum(g.num_bytes for g in w.architecture_groups(model)[0] if g.role == "kv_proj")
    # TP 8 > 4 KV heads: each rank keeps one KV head (1/4 of k/v), not 1/8
    assert eight - rope == pytest.approx((one - rope - kv_bytes) / 8 + kv_bytes / 4, rel=2e-3)


@needs_data
def test_pipeline_parallel_stages() -> None:
    model, _ = _load("meta-llama__Llama-3.1-70B-Instruct")
    result = w.weights_per_rank(model, pipeline_parallel_size=3)
    first, middle, last = result.stage_bytes
    assert result.bytes_per_rank == max(result.stage_bytes)
    # 27 / 27 / 26 layers; embedding on the first stage, lm_head + norm on the last
    layer_bytes = (middle - w.rope_cache_bytes(model)) / 27
    embed = 128256 * 8192 * 2
    assert first - middle == pytest.approx(embed, rel=1e-6)
    assert last - middle == pytest.approx(embed - layer_bytes + 8192 * 2, rel=1e-6)


@needs_data
def test_tied_embeddings_with_pipeline_parallel_copy_lm_head_to_last_stage() -> None:
    model, _ = _load("Qwen__Qwen3-0.6B")
    single = w.weights_per_rank(model)
    split = w.weights_per_rank(model, pipeline_parallel_size=2)
    assert sum(split.stage_bytes) - w.rope_cache_bytes(model) * 2 > single.bytes_per_rank - w.rope_cache_bytes(model)


@needs_data
def test_expert_parallel_matches_tp_bytes_for_dp1_and_splits_over_dp() -> None:
    model, _ = _load("Qwen__Qwen3-30B-A3B")
    tp = w.weights_per_rank(model, tensor_parallel_size=4).bytes_per_rank
    ep = w.weights_per_rank(model, tensor_parallel_size=4, enable_expert_parallel=True).bytes_per_rank
    ep_dp = w.weights_per_rank(model, tensor_parallel_size=4, enable_expert_parallel=True, data_parallel_size=2)
    assert tp == ep and ep_dp.bytes_per_rank < ep


@needs_data
def test_deepseek_mtp_layer_not_loaded() -> None:
    model, _ = _load("deepseek-ai__DeepSeek-V3")
    arch, _ = w.architecture_groups(model)
    extra = w.CheckpointTensorGroup("experts", model.num_hidden_layers, 10**9, 10**9)  # model.layers.61 (MTP)
    facts = CheckpointFacts(groups=tuple(arch) + (extra,), source="t")
    with_mtp = w.weights_per_rank(dataclasses.replace(model, checkpoint=facts))
    without = w.weights_per_rank(dataclasses.replace(model, checkpoint=CheckpointFacts(groups=tuple(arch))))
    assert with_mtp.bytes_per_rank == without.bytes_per_rank and with_mtp.notes


@needs_data
def test_estimate_is_labelled_with_tolerance() -> None:
    model, _ = _load("Qwen__Qwen2.5-72B-Instruct")
    result = w.weights_per_rank(model, tensor_parallel_size=4)
    assert not result.exact and "estimate" in result.basis
    assert result.low < result.bytes_per_rank < result.high
    assert result.high / result.bytes_per_rank == pytest.approx(1 + w.TOLERANCE_DENSE, rel=1e-6)


@needs_data
def test_parallel_sizes_validated() -> None:
    model, _ = _load("Qwen__Qwen3-0.6B")
    with pytest.raises(ValueError):
        w.weights_per_rank(model, tensor_parallel_size=0)
    with pytest.raises(ValueError):
        w.weights_per_rank(model, pipeline_parallel_size=1000)
