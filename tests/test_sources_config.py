"""kvroom.sources.config: config.json -> ModelDescription.

Expected numbers come from the spec's worked examples (§10), INDEX.md and the configs themselves, never from
kvroom's own output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kvroom.core.model import AttentionLayer, MambaLayer
from kvroom.errors import ConfigError, UnknownArchitectureError
from kvroom.sources import catalog
from kvroom.sources.config import describe_config, load_config_path

LLAMA_8B = {
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
    "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
    "max_position_embeddings": 131072, "vocab_size": 128256, "torch_dtype": "bfloat16", "rope_theta": 500000.0,
    "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                     "original_max_position_embeddings": 8192, "rope_type": "llama3"},
}


def describe(config: dict):
    return describe_config(config, model_id="test/model", source="test.json")


def one_line(exc: pytest.ExceptionInfo) -> str:
    text = str(exc.value)
    assert "\n" not in text and text.startswith("test.json")
    return text


# ---- worked examples (spec §10) ------------------------------------------------------------------------------


def test_llama_31_8b_spec_10_1():
    m = catalog.lookup("meta-llama/Llama-3.1-8B")
    assert m.num_hidden_layers == 32 and len(m.layers) == 32
    assert {(l.kind, l.num_kv_heads, l.head_size) for l in m.layers} == {("full", 8, 128)}
    assert m.context.length_keys == (("max_position_embeddings", 131072),)
    assert [(r.rope_type, r.factor) for r in m.context.rope] == [("llama3", 8.0)]
    assert m.dtype == "bfloat16"


def test_qwen25_7b_spec_10_2():
    m = catalog.lookup("Qwen/Qwen2.5-7B-Instruct")
    assert {(l.kind, l.num_kv_heads, l.head_size) for l in m.layers} == {("full", 4, 128)}
    assert len(m.layers) == 28 and m.hidden_size == 3584
    assert m.context.sliding_window is None  # use_sliding_window: false


@pytest.mark.parametrize("name", ["deepseek-ai/DeepSeek-V3", "deepseek-ai/DeepSeek-R1", "moonshotai/Kimi-K2-Instruct"])
def test_mla_spec_10_3(name):
    m = catalog.lookup(name)
    assert len(m.layers) == 61
    assert {(l.kind, l.num_kv_heads, l.head_size) for l in m.layers} == {("mla", 1, 576)}
    assert m.mla is not None and m.mla.kv_lora_rank == 512 and m.mla.qk_rope_head_dim == 64


def test_deepseek_v3_context_spec_10_3():
    m = catalog.lookup("deepseek-ai/DeepSeek-V3")
    assert m.context.length_keys == (("max_position_embeddings", 163840),)
    rope = m.context.rope[0]
    assert (rope.rope_type, rope.factor, rope.original_max_position_embeddings) == ("yarn", 40.0, 4096)
    assert m.quantization is not None and m.quantization.method == "fp8"


def test_gemma3_27b_spec_10_4():
    m = catalog.lookup("google/gemma-3-27b-it")
    assert m.num_hidden_layers == 62 and len(m.layers) == 62
    full = [i for i, l in enumerate(m.layers) if l.kind == "full"]
    assert full == list(range(5, 62, 6))  # 5, 11, ..., 59
    sliding = [l for l in m.layers if l.kind == "sliding"]
    assert len(sliding) == 52 and {l.sliding_window for l in sliding} == {1024}
    assert {(l.num_kv_heads, l.head_size) for l in m.layers} == {(16, 128)}
    assert m.context.is_gemma3 and m.is_multimodal
    # max_position_embeddings is absent from this text_config: transformers' default 131072 (INDEX notes)
    assert m.context.length_keys == (("max_position_embeddings", 131072),)
    assert m.vocab_size == 262208


@pytest.mark.parametrize("name,n", [("openai/gpt-oss-20b", 24), ("openai/gpt-oss-120b", 36)])
def test_gpt_oss_spec_10_5(name, n):
    m = catalog.lookup(name)
    assert len(m.layers) == n
    for i, layer in enumerate(m.layers):
        assert (layer.num_kv_heads, layer.head_size, layer.kv_heads_floor_one) == (8, 64, False)
        assert (layer.kind, layer.sliding_window) == (("sliding", 128) if i % 2 == 0 else ("full", None))
    assert m.quantization is not None and m.quantization.method == "mxfp4"


def test_llama_70b_pp_spec_10_6():
    m = catalog.lookup("meta-llama/Llama-3.1-70B")
    assert len(m.layers) == 80 and {(l.num_kv_heads, l.head_size) for l in m.layers} == {(8, 128)}


# ---- other families (INDEX.md and the configs) ----------------------------------------------------------------


def test_gemma2_even_layers_slide():
    m = catalog.lookup("google/gemma-2-9b-it")
    assert len(m.layers) == 42
    assert all((l.kind == "sliding") == (i % 2 == 0) for i, l in enumerate(m.layers))
    assert {l.sliding_window for l in m.layers if l.kind == "sliding"} == {4096}
    assert {(l.num_kv_heads, l.head_size) for l in m.layers} == {(8, 256)}


def test_gemma3_1b_text_only():
    m = catalog.lookup("google/gemma-3-1b-it")
    assert m.architecture == "Gemma3ForCausalLM" and not m.is_multimodal
    assert len(m.layers) == 26 and {(l.num_kv_heads, l.head_size) for l in m.layers} == {(1, 256)}
    assert {l.sliding_window for l in m.layers if l.kind == "sliding"} == {512}


def test_phi3_mini_4k_all_layers_slide_2047():
    m = catalog.lookup("microsoft/Phi-3-mini-4k-instruct")
    assert {(l.kind, l.sliding_window, l.num_kv_heads, l.head_size) for l in m.layers} == {("sliding", 2047, 32, 96)}


def test_phi35_window_larger_than_context_still_slides():
    # vLLM applies the config window as is (engine/arg_utils.py puts it in CacheConfig; no comparison with
    # max_position_embeddings), so 262144 > 131072 is still a sliding layer.
    m = catalog.lookup("microsoft/Phi-3.5-mini-instruct")
    assert {(l.kind, l.sliding_window) for l in m.layers} == {("sliding", 262144)}
    assert [r.rope_type for r in m.context.rope] == ["longrope"]


def test_mistral_v01_all_sliding_and_v03_none():
    v01 = dict(LLAMA_8B, architectures=["MistralForCausalLM"], model_type="mistral", sliding_window=4096)
    v01.pop("rope_scaling")
    m = describe(v01)
    assert {(l.kind, l.sliding_window) for l in m.layers} == {("sliding", 4096)}
    v03 = catalog.lookup("mistralai/Mistral-7B-Instruct-v0.3")
    assert {l.kind for l in v03.layers} == {"full"}


def test_mistral_absent_window_takes_transformers_default():
    cfg = dict(LLAMA_8B, architectures=["MistralForCausalLM"], model_type="mistral")
    assert {l.sliding_window for l in describe(cfg).layers} == {4096}


def test_qwen2_use_sliding_window_false_means_no_window():
    cfg = dict(LLAMA_8B, architectures=["Qwen2ForCausalLM"], model_type="qwen2", sliding_window=4096,
               use_sliding_window=False, max_window_layers=28)
    assert {l.kind for l in describe(cfg).layers} == {"full"}


def test_qwen2_partial_window_is_refused_like_vllm():
    cfg = dict(LLAMA_8B, architectures=["Qwen2ForCausalLM"], model_type="qwen2", sliding_window=4096,
               use_sliding_window=True, max_window_layers=28)
    with pytest.raises(ConfigError) as exc:
        describe(cfg)
    assert "max_window_layers" in one_line(exc)


def test_sliding_window_zero_means_none():
    cfg = dict(LLAMA_8B, architectures=["MistralForCausalLM"], model_type="mistral", sliding_window=0)
    m = describe(cfg)
    assert {l.kind for l in m.layers} == {"full"} and m.context.sliding_window is None


def test_llama4_chunked_and_nope_layers():
    m = catalog.lookup("meta-llama/Llama-4-Scout-17B-16E-Instruct")
    assert len(m.layers) == 48
    for i, layer in enumerate(m.layers):
        if (i + 1) % 4 == 0:  # NoPE layers 3, 7, ... use full attention (llama4.py)
            assert layer.kind == "full"
        else:
            assert (layer.kind, layer.attention_chunk_size) == ("chunked", 8192)
    assert m.is_multimodal and m.text_model_type == "llama4_text"


def test_qwen3_next_gdn_hybrid():
    m = catalog.lookup("Qwen/Qwen3-Next-80B-A3B-Instruct")
    assert len(m.layers) == 48
    attn = [i for i, l in enumerate(m.layers) if isinstance(l, AttentionLayer)]
    assert attn == list(range(3, 48, 4))
    assert {(m.layers[i].num_kv_heads, m.layers[i].head_size) for i in attn} == {(2, 256)}
    gdn = m.mamba_layers[0]
    assert (gdn.kind, gdn.num_k_heads, gdn.head_k_dim, gdn.num_v_heads, gdn.head_v_dim, gdn.conv_kernel) == \
        ("gdn", 16, 128, 32, 128, 4)


def test_nemotron_h_pattern():
    m = catalog.lookup("nvidia/NVIDIA-Nemotron-Nano-9B-v2")
    pattern = "M-M-M-MM-M-M-M*-M-M-M*-M-M-M-M*-M-M-M-M*-M-MM-M-M-M-M-M-"
    assert m.num_hidden_layers == 56
    assert len(m.mamba_layers) == 27 and len(m.attention_layers) == 4  # INDEX.md notes
    assert m.layer_indices == tuple(i for i, c in enumerate(pattern) if c in "M*")
    mamba = m.mamba_layers[0]
    assert (mamba.kind, mamba.intermediate_size, mamba.n_groups, mamba.d_state, mamba.num_heads,
            mamba.head_dim, mamba.conv_kernel, mamba.ssm_dtype) == ("mamba2", 128 * 80, 8, 128, 128, 80, 4, "float32")
    assert {(l.num_kv_heads, l.head_size) for l in m.attention_layers} == {(8, 128)}


def test_nemotron_h_config_ssm_dtype_wins():
    cfg = catalog._catalog()["models"]["nvidia/NVIDIA-Nemotron-Nano-9B-v2"]["config"]
    m = describe(dict(cfg, mamba_ssm_cache_dtype="bfloat16"))
    assert m.mamba_layers[0].ssm_dtype == "bfloat16"


def test_jamba_period_offset():
    m = catalog.lookup("ai21labs/AI21-Jamba-Mini-1.6")
    attn = [i for i, l in enumerate(m.layers) if isinstance(l, AttentionLayer)]
    assert attn == [4, 12, 20, 28]
    mamba = m.mamba_layers[0]
    assert (mamba.kind, mamba.intermediate_size, mamba.d_state, mamba.conv_kernel) == ("mamba1", 8192, 16, 4)
    assert m.moe is not None and m.moe.num_experts == 16


def test_granite_hybrid_layer_types():
    cfg = {"architectures": ["GraniteMoeHybridForCausalLM"], "model_type": "granitemoehybrid",
           "hidden_size": 1536, "num_attention_heads": 12, "num_key_value_heads": 4, "num_hidden_layers": 4,
           "vocab_size": 100352, "max_position_embeddings": 131072, "torch_dtype": "bfloat16",
           "layer_types": ["mamba", "mamba", "attention", "mamba"], "mamba_d_head": 64, "mamba_n_heads": 48,
           "mamba_d_state": 128, "mamba_n_groups": 1, "mamba_d_conv": 4, "mamba_expand": 2}
    with pytest.raises(UnknownArchitectureError):
        describe(cfg)  # granite's vocabulary is full_attention / linear_attention
    cfg["layer_types"] = ["linear_attention", "linear_attention", "full_attention", "linear_attention"]
    m = describe(cfg)
    assert [type(l).__name__ for l in m.layers] == ["MambaLayer", "MambaLayer", "AttentionLayer", "MambaLayer"]
    assert (m.layers[2].num_kv_heads, m.layers[2].head_size) == (4, 128)
    assert (m.layers[0].intermediate_size, m.layers[0].num_heads, m.layers[0].head_dim) == (3072, 48, 64)


def test_falcon_h1_parallel_hybrid():
    cfg = {"architectures": ["FalconH1ForCausalLM"], "model_type": "falcon_h1", "hidden_size": 2048,
           "num_attention_heads": 8, "num_key_value_heads": 2, "head_dim": 128, "num_hidden_layers": 3,
           "vocab_size": 65537, "max_position_embeddings": 16384, "torch_dtype": "bfloat16",
           "mamba_d_ssm": 3072, "mamba_n_heads": 24, "mamba_d_head": 128, "mamba_n_groups": 1,
           "mamba_d_state": 256, "mamba_d_conv": 4, "mamba_expand": 2}
    m = describe(cfg)
    assert len(m.layers) == 6 and m.layer_indices == (0, 0, 1, 1, 2, 2)
    assert len(m.attention_layers) == 3 and m.mamba_layers[0].intermediate_size == 3072


def test_explicit_head_dim_and_null_fallback():
    assert {l.head_size for l in catalog.lookup("mistralai/Mistral-Nemo-Instruct-2407").layers} == {128}
    assert {l.head_size for l in describe(dict(LLAMA_8B, head_dim=None)).layers} == {128}
    assert {l.head_size for l in describe(dict(LLAMA_8B, head_dim=0)).layers} == {128}
    assert {l.head_size for l in describe(dict(LLAMA_8B, head_dim=64)).layers} == {64}


def test_moe_facts():
    m = catalog.lookup("mistralai/Mixtral-8x7B-v0.1")
    assert (m.moe.num_experts, m.moe.num_experts_per_tok, m.moe.moe_intermediate_size) == (8, 2, 14336)
    v3 = catalog.lookup("deepseek-ai/DeepSeek-V3")
    assert (v3.moe.num_experts, v3.moe.num_experts_per_tok, v3.moe.first_k_dense_replace) == (256, 8, 3)


def test_modelopt_hf_quant_config():
    m = catalog.lookup("nvidia/Llama-3.1-70B-Instruct-FP8")
    assert m.quantization is not None and m.quantization.method == "modelopt"


def test_context_scan_keeps_floats_and_model_max_length():
    m = describe(dict(LLAMA_8B, max_position_embeddings=32768.0, model_max_length=65536, seq_length=4096))
    assert m.context.length_keys == (("max_position_embeddings", 32768.0), ("seq_length", 4096),
                                     ("model_max_length", 65536))
    assert m.context.model_max_length == 65536


def test_context_key_order_follows_vllm_scan_list():
    m = describe(dict(LLAMA_8B, max_target_positions=448, model_max_length=1024, seq_len=100))
    assert [k for k, _ in m.context.length_keys] == ["max_position_embeddings", "model_max_length",
                                                     "max_target_positions", "seq_len"]


def test_legacy_rope_type_and_nested_rope_parameters():
    m = describe(dict(LLAMA_8B, rope_scaling={"type": "linear", "factor": 2.0}))
    assert [(r.rope_type, r.factor) for r in m.context.rope] == [("linear", 2.0)]
    nested = {"full_attention": {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768},
              "sliding_attention": {"rope_type": "default"}}
    m = describe(dict(LLAMA_8B, rope_parameters=nested))
    assert [(r.rope_type, r.factor) for r in m.context.rope] == [("yarn", 4.0), ("default", None)]


def test_float32_config_is_kept():
    assert describe(dict(LLAMA_8B, torch_dtype="float32")).dtype == "float32"
    assert describe(dict(LLAMA_8B, torch_dtype=None, dtype="float16")).dtype == "float16"


# ---- errors: one line, right class ---------------------------------------------------------------------------


@pytest.mark.parametrize("patch,cls,key", [
    ({"architectures": ["FooForCausalLM"]}, UnknownArchitectureError, "architectures"),
    ({"architectures": None}, ConfigError, "architectures"),
    ({"architectures": "LlamaForCausalLM"}, ConfigError, "architectures"),
    ({"torch_dtype": "int7"}, UnknownArchitectureError, "torch_dtype"),
    ({"num_hidden_layers": "32"}, ConfigError, "num_hidden_layers"),
    ({"num_hidden_layers": True}, ConfigError, "num_hidden_layers"),
    ({"num_hidden_layers": 0}, ConfigError, "num_hidden_layers"),
    ({"num_hidden_layers": -4}, ConfigError, "num_hidden_layers"),
    ({"num_hidden_layers": 10**12}, ConfigError, "num_hidden_layers"),
    ({"num_key_value_heads": 8.5}, ConfigError, "num_key_value_heads"),
    ({"hidden_size": None}, ConfigError, "hidden_size"),
    ({"max_position_embeddings": "long"}, ConfigError, "max_position_embeddings"),
    ({"rope_scaling": {"rope_type": "yarn", "factor": "big"}}, ConfigError, "rope_scaling.factor"),
    ({"model_type": "gemma3_text"}, UnknownArchitectureError, "model_type"),
    ({"text_config": [1, 2]}, ConfigError, "text_config"),
])
def test_bad_configs_raise_one_line(patch, cls, key):
    with pytest.raises(cls) as exc:
        describe(dict(LLAMA_8B, **patch))
    assert f"'{key}'" in one_line(exc)


def test_missing_key_raises():
    cfg = dict(LLAMA_8B)
    del cfg["num_attention_heads"]
    with pytest.raises(ConfigError) as exc:
        describe(cfg)
    assert "num_attention_heads" in one_line(exc) and "missing" in str(exc.value)


def test_not_a_dict():
    with pytest.raises(ConfigError):
        describe_config([1, 2], model_id="x", source="test.json")  # type: ignore[arg-type]


def test_unknown_layer_type():
    gemma = dict(catalog._catalog()["models"]["google/gemma-2-9b-it"]["config"])
    gemma["layer_types"] = ["sliding_attention", "weird"] * 21
    with pytest.raises(UnknownArchitectureError) as exc:
        describe(gemma)
    assert "weird" in one_line(exc)


def test_cyclic_and_deep_junk_does_not_crash():
    cyclic: dict = dict(LLAMA_8B)
    cyclic["self"] = cyclic
    cyclic["quantization_config"] = {"quant_method": "fp8", "loop": cyclic}
    assert describe(cyclic).quantization.method == "fp8"
    deep: dict = {}
    for _ in range(5000):
        deep = {"x": deep}
    with pytest.raises(ConfigError):
        describe(dict(LLAMA_8B, text_config=deep))


# ---- files ---------------------------------------------------------------------------------------------------


def test_load_config_path_dir_with_index_and_quant(tmp_path: Path):
    (tmp_path / "config.json").write_text(json.dumps(LLAMA_8B))
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"metadata": {"total_size": 16060522496}}))
    (tmp_path / "hf_quant_config.json").write_text(json.dumps(
        {"producer": {"name": "modelopt"}, "quantization": {"quant_algo": "NVFP4"}}))
    m = load_config_path(tmp_path)
    assert m.checkpoint.total_size_bytes == 16060522496
    assert m.quantization.method == "modelopt_fp4"
    assert load_config_path(tmp_path / "config.json").num_hidden_layers == 32


def test_load_config_path_errors(tmp_path: Path):
    with pytest.raises(ConfigError):
        load_config_path(tmp_path / "nope")
    bad = tmp_path / "config.json"
    bad.write_text("{ not json")
    with pytest.raises(ConfigError) as exc:
        load_config_path(tmp_path)
    assert "not valid JSON" in str(exc.value) and "\n" not in str(exc.value)
    bad.write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(ConfigError):
        load_config_path(bad)


# ---- properties ----------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(layers=st.integers(1, 200), heads=st.sampled_from([1, 2, 4, 8, 16, 32, 64]),
       kv=st.sampled_from([1, 2, 4, 8]), head_dim=st.sampled_from([64, 80, 96, 128, 256]),
       pattern=st.integers(2, 8), window=st.integers(1, 1 << 17))
def test_gemma3_layer_rule_property(layers, heads, kv, head_dim, pattern, window):
    cfg = {"architectures": ["Gemma3ForCausalLM"], "model_type": "gemma3_text", "num_hidden_layers": layers,
           "num_attention_heads": heads, "num_key_value_heads": kv, "head_dim": head_dim, "hidden_size": 1024,
           "sliding_window": window, "sliding_window_pattern": pattern, "torch_dtype": "bfloat16"}
    m = describe(cfg)
    assert len(m.layers) == layers
    for i, layer in enumerate(m.layers):
        assert isinstance(layer, AttentionLayer) and (layer.num_kv_heads, layer.head_size) == (kv, head_dim)
        expect_full = (i + 1) % pattern == 0
        assert (layer.kind == "full") == expect_full
        assert layer.sliding_window == (None if expect_full else window)


@settings(max_examples=60, deadline=None)
@given(junk=st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                         lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=5), c, max_size=3),
                         max_leaves=10),
       key=st.sampled_from(["num_hidden_layers", "hidden_size", "num_key_value_heads", "head_dim",
                            "max_position_embeddings", "rope_scaling", "torch_dtype", "sliding_window"]))
def test_junk_values_never_crash(junk, key):
    try:
        m = describe(dict(LLAMA_8B, **{key: junk}))
    except ConfigError as exc:
        assert "\n" not in str(exc)
    else:
        assert all(isinstance(l, (AttentionLayer, MambaLayer)) for l in m.layers)


# ---- families added with tools/oracle/cases_families.py (configs in tests/golden/configs/fam_*.json) ---------
# Structural rules read from vLLM 0.32's model code; the byte-level numbers are checked against the oracle in
# tests/test_oracle_golden.py.

FAMILY_CONFIGS = Path(__file__).resolve().parent / "golden" / "configs"


def family(name: str) -> dict:
    return json.loads((FAMILY_CONFIGS / f"{name}.json").read_text())


def test_cohere2_sliding_layers_get_window_plus_one():
    # commandr.py: sliding layers pass sliding_window + 1; Cohere2Config derives layer_types from the pattern
    m = describe(family("fam_cohere2"))
    kinds = [(layer.kind, layer.sliding_window) for layer in m.layers]
    assert kinds == [("sliding", 4097)] * 3 + [("full", None)] + [("sliding", 4097)] * 3 + [("full", None)]


def test_cohere_v1_has_no_window():
    m = describe(family("fam_cohere"))
    assert {layer.kind for layer in m.layers} == {"full"}


@pytest.mark.parametrize("name, heads", [("fam_falcon_mq", 1), ("fam_falcon_ndA", 2)])
def test_falcon_kv_heads(name, heads):
    m = describe(family(name))
    assert {(layer.num_kv_heads, layer.head_size) for layer in m.layers} == {(heads, 64)}


def test_falcon_without_multi_query_uses_all_heads():
    cfg = family("fam_falcon_mq") | {"multi_query": False}
    assert {layer.num_kv_heads for layer in describe(cfg).layers} == {4}


def test_gpt2_reads_transformers_attribute_map():
    m = describe(family("fam_gpt2"))
    assert m.num_hidden_layers == 4 and m.hidden_size == 256 and m.num_attention_heads == 4
    assert {(layer.num_kv_heads, layer.head_size) for layer in m.layers} == {(4, 64)}
    assert m.context.length_keys[0] == ("max_position_embeddings", 1024) and not m.context.has_rope


@pytest.mark.parametrize("multi_query, heads", [(True, 1), (False, 4)])
def test_gpt_bigcode_multi_query(multi_query, heads):
    m = describe(family("fam_gpt_bigcode") | {"multi_query": multi_query})
    assert {layer.num_kv_heads for layer in m.layers} == {heads}


def test_mamba_is_attention_free():
    m = describe(family("fam_mamba"))
    assert not m.attention_layers and not m.is_hybrid_mamba and m.num_attention_heads == 0
    assert {(layer.kind, layer.intermediate_size, layer.d_state, layer.conv_kernel) for layer in m.layers} == {
        ("mamba1", 512, 16, 4)}


def test_mamba2_is_attention_free():
    m = describe(family("fam_mamba2"))
    assert len(m.mamba_layers) == 4 and not m.attention_layers
    assert {(layer.kind, layer.num_heads, layer.head_dim, layer.intermediate_size) for layer in m.layers} == {
        ("mamba2", 8, 64, 512)}


def test_lfm2_conv_and_attention_layers():
    m = describe(family("fam_lfm2"))
    assert [type(layer).__name__ for layer in m.layers] == ["MambaLayer", "MambaLayer", "AttentionLayer"] * 2
    assert {layer.kind for layer in m.mamba_layers} == {"short_conv"}


def test_lfm2_unknown_layer_type_is_refused():
    cfg = family("fam_lfm2")
    cfg["layer_types"] = ["conv", "mystery", "full_attention", "conv", "conv", "full_attention"]
    with pytest.raises(UnknownArchitectureError):
        describe(cfg)


def test_olmo3_layer_types_derived_when_absent():
    cfg = family("fam_olmo3")
    derived = describe({k: v for k, v in cfg.items() if k != "layer_types"})
    assert [layer.kind for layer in derived.layers] == [layer.kind for layer in describe(cfg).layers]
    assert [layer.kind for layer in derived.layers][:4] == ["sliding", "sliding", "sliding", "full"]


def test_exaone4_string_pattern_needs_layer_types():
    cfg = family("fam_exaone4") | {"sliding_window_pattern": "LLLG"}
    with pytest.raises(ConfigError) as exc:
        describe(cfg)
    assert "layer_types" in one_line(exc)


def test_granitemoe_ignores_head_dim():
    # granitemoe.py: head_dim = hidden_size // num_attention_heads
    m = describe(family("fam_granitemoe") | {"head_dim": 128})
    assert {layer.head_size for layer in m.layers} == {64}


@pytest.mark.parametrize("name, text_arch", [
    ("fam_qwen2_vl", "Qwen2ForCausalLM"), ("fam_qwen3_vl", "Qwen3ForCausalLM"),
    ("fam_mistral3", "MistralForCausalLM"), ("fam_llava", "LlamaForCausalLM")])
def test_multimodal_language_model_matches_text_only(name, text_arch):
    # the CPU oracle cannot inspect multimodal architectures; their language models are the text-only classes
    cfg = family(name)
    text = dict(cfg["text_config"], architectures=[text_arch], torch_dtype="bfloat16")
    text["model_type"] = {"Qwen2ForCausalLM": "qwen2", "Qwen3ForCausalLM": "qwen3"}.get(text_arch, text["model_type"])
    mm, plain = describe(cfg), describe(text)
    assert mm.is_multimodal and mm.layers == plain.layers


def test_mpt_is_still_unknown():
    # vLLM 0.32 lists MPTForCausalLM as removed in 0.28.0
    with pytest.raises(UnknownArchitectureError):
        describe(family("fam_mpt"))
