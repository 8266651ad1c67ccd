"""Golden-case list for the vLLM 0.32.0 (CPU) function-level oracle.

MODELS: name -> how tests/golden/configs/<name>.json is built
  ("data", "<file in $KVROOM_SHARED/data/models>", transform)   real geometry
  ("tiny", "<dir in $ORACLE_ROOT/models>")                        oracle tiny model
Only config.json is used (the function-level oracle builds the model on the
meta device, no weights).

CASES: list of (model, [oracle flags]).  A flag value may be a budget
token that gen_golden.py resolves *from the oracle's own output*:
  NEED*<f>   -> int(f * bytes_needed_one_request_at_max_model_len) taken
               from the probe run of the same model + flags with
               --kv-bytes PROBE (the probe is added and stored as a golden too)
  NEEDPOOL<k> -> bytes_needed + pool_bytes_per_block + k from that probe
               (the exact fit boundary: k=0 fits, k=-1 must fail)
Nothing here is an expected value: expected values are the oracle's output.
"""
from __future__ import annotations

PROBE = 274877906944  # 256 GiB: the "big budget" probe run
GIB = 1 << 30
ODD = 1073741823      # 1 GiB - 1 byte

# ---------------------------------------------------------------- models
def _drop(*keys):
    def t(cfg):
        for k in keys:
            cfg.pop(k, None)
        return cfg
    return t


def _gemma3_text(defaults_keys=("vocab_size", "max_position_embeddings", "rope_theta",
                                "rope_local_base_freq", "rms_norm_eps",
                                "hidden_activation", "tie_word_embeddings",
                                "attn_logit_softcapping", "final_logit_softcapping")):
    """Gemma3ForConditionalGeneration -> text-only Gemma3ForCausalLM: text_config plus
    the transformers Gemma3TextConfig defaults listed in the catalog's defaults_applied
    for keys the text_config omits. layer_types follow the documented rule
    (layer i full iff (i+1) % 6 == 0)."""
    def t(cfg, entry):
        tc = dict(cfg["text_config"])
        dflt = entry.get("defaults_applied") or {}
        for k in defaults_keys:
            if k not in tc and k in dflt:
                tc[k] = dflt[k]
        for k in ("num_attention_heads", "num_key_value_heads", "head_dim",
                  "query_pre_attn_scalar", "sliding_window"):
            if k not in tc and k in dflt:
                tc[k] = dflt[k]
        n = tc["num_hidden_layers"]
        tc["layer_types"] = ["full_attention" if (i + 1) % 6 == 0 else "sliding_attention"
                             for i in range(n)]
        tc["architectures"] = ["Gemma3ForCausalLM"]
        tc["model_type"] = "gemma3_text"
        tc.setdefault("torch_dtype", cfg.get("torch_dtype", "bfloat16"))
        return tc
    t.needs_entry = True
    return t


def _llama4_text(cfg):
    tc = dict(cfg["text_config"])
    tc["architectures"] = ["Llama4ForCausalLM"]
    tc["model_type"] = "llama4_text"
    tc.pop("_attn_implementation_autoset", None)
    tc.setdefault("torch_dtype", cfg.get("torch_dtype", "bfloat16"))
    return tc


def _mistral_v01_style(cfg):
    """Mistral-7B-v0.1 geometry (all layers sliding, window 4096): the v0.3 config
    with v0.1's sliding_window / vocab / rope_theta. Synthetic (documented)."""
    cfg["sliding_window"] = 4096
    cfg["vocab_size"] = 32000
    cfg["rope_theta"] = 10000.0
    return cfg


MODELS = {
    # dense GQA
    "llama31_8b": ("data", "meta-llama__Llama-3.1-8B-Instruct.json", None),
    "llama31_70b": ("data", "meta-llama__Llama-3.1-70B-Instruct.json", None),
    "llama32_1b": ("data", "meta-llama__Llama-3.2-1B-Instruct.json", None),
    "qwen25_7b": ("data", "Qwen__Qwen2.5-7B-Instruct.json", None),
    "qwen3_8b": ("data", "Qwen__Qwen3-8B.json", None),
    "qwen3_32b": ("data", "Qwen__Qwen3-32B.json", None),
    "phi3_mini_4k": ("data", "microsoft__Phi-3-mini-4k-instruct.json", None),
    "phi4": ("data", "microsoft__phi-4.json", None),
    "mistral_7b_v03": ("data", "mistralai__Mistral-7B-Instruct-v0.3.json", None),
    "mistral_nemo": ("data", "mistralai__Mistral-Nemo-Instruct-2407.json", None),
    "mistral_7b_v01style_sw4096": ("data", "mistralai__Mistral-7B-Instruct-v0.3.json",
                                   _mistral_v01_style),
    # MoE
    "mixtral_8x7b": ("data", "mistralai__Mixtral-8x7B-Instruct-v0.1.json", None),
    "qwen3_30b_a3b": ("data", "Qwen__Qwen3-30B-A3B.json", None),
    "glm45_air": ("data", "zai-org__GLM-4.5-Air.json", None),
    # sliding / hybrid attention
    "gemma2_9b": ("data", "google__gemma-2-9b-it.json", None),
    "gemma2_27b": ("data", "google__gemma-2-27b-it.json", None),
    "gemma3_27b_text": ("data", "google__gemma-3-27b-it.json", _gemma3_text()),
    "gemma3_12b_text": ("data", "google__gemma-3-12b-it.json", _gemma3_text()),
    "gemma3_4b_text": ("data", "google__gemma-3-4b-it.json", _gemma3_text()),
    "gemma3_1b": ("data", "google__gemma-3-1b-it.json", None),
    "gpt_oss_20b": ("data", "openai__gpt-oss-20b.json", _drop("quantization_config")),
    "gpt_oss_120b": ("data", "openai__gpt-oss-120b.json", _drop("quantization_config")),
    "gpt_oss_20b_mxfp4": ("data", "openai__gpt-oss-20b.json", None),
    "llama4_scout_text": ("data", "meta-llama__Llama-4-Scout-17B-16E-Instruct.json",
                          _llama4_text),
    # MLA
    "deepseek_v3": ("data", "deepseek-ai__DeepSeek-V3.json", _drop("quantization_config")),
    "deepseek_v3_fp8cfg": ("data", "deepseek-ai__DeepSeek-V3.json", None),
    "kimi_k2": ("data", "moonshotai__Kimi-K2-Instruct.json",
                _drop("quantization_config", "auto_map")),
    # Mamba / linear-attention hybrids
    "qwen3_next_80b": ("data", "Qwen__Qwen3-Next-80B-A3B-Instruct.json", None),
    "nemotron_nano_9b_v2": ("data", "nvidia__NVIDIA-Nemotron-Nano-9B-v2.json", None),
    "jamba_mini": ("data", "ai21labs__AI21-Jamba-Mini-1.6.json", None),
    # oracle tiny models
    "tiny_llama_gqa": ("tiny", "llama_gqa"),
    "tiny_mistral_sw": ("tiny", "mistral_sw"),
    "tiny_gemma2": ("tiny", "gemma2"),
    "tiny_gemma3": ("tiny", "gemma3"),
    "tiny_gpt_oss": ("tiny", "gpt_oss"),
    "tiny_deepseek_v3_mla": ("tiny", "deepseek_v3_mla"),
    "tiny_deepseek_v2_mla": ("tiny", "deepseek_v2_mla"),
    "tiny_granite_hybrid": ("tiny", "granite_hybrid"),
    "tiny_nemotron_h_hybrid": ("tiny", "nemotron_h_hybrid"),
    "tiny_qwen3_next": ("tiny", "qwen3_next"),
    "tiny_qwen2": ("tiny", "qwen2"),
    "tiny_qwen3": ("tiny", "qwen3"),
}

# ---------------------------------------------------------------- cases
def K(x):
    return ["--kv-bytes", str(x)]


def _full_dense(m, L_small=(4096, 32768), over=None, tps=(2, 4, 8, 16)):
    c = [
        (m, K(PROBE)),
        (m, K("NEED*0.5")),
        (m, K("NEED*2")),
        (m, K(ODD)),
        (m, ["--kv-gib", "3.06"]),
        (m, K(ODD) + ["--block-size", "16"]),
        (m, K(ODD) + ["--block-size", "32"]),
        (m, K(ODD) + ["--block-size", "64"]),
        (m, K(ODD) + ["--block-size", "128"]),
        (m, ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
        (m, ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8_e5m2"]),
        (m, ["--max-model-len", "-1", "--kv-gib", "3.06"]),
        (m, ["--max-model-len", "-1", "--kv-bytes", str(PROBE)]),
        (m, ["--max-model-len", "-1", "--kv-bytes", "4096"]),
        (m, K(1000)),
        (m, ["--usage-context", "server", "--kv-gib", "3.06"]),
        (m, ["--num-gpu-blocks-override", "1000", "--kv-gib", "3.06"]),
    ]
    for L in L_small:
        c.append((m, ["--max-model-len", str(L), "--kv-bytes", str(ODD)]))
        c.append((m, ["--max-model-len", str(L), "--block-size", "16", "--kv-gib", "3.06"]))
    for tp in tps:
        c.append((m, ["--tp", str(tp), "--kv-gib", "3.06"]))
    if over:
        c.append((m, ["--max-model-len", str(over), "--kv-bytes", str(PROBE)]))
    return c


def _basic(m, over=None, tps=(2, 8), extra=()):
    c = [
        (m, K(PROBE)),
        (m, K("NEED*0.5")),
        (m, K("NEED*2")),
        (m, K(ODD) + ["--block-size", "16"]),
        (m, ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
        (m, ["--max-model-len", "-1", "--kv-gib", "3.06"]),
    ]
    for tp in tps:
        c.append((m, ["--tp", str(tp), "--kv-gib", "3.06"]))
    if over:
        c.append((m, ["--max-model-len", str(over), "--kv-bytes", str(PROBE)]))
    c.extend((m, list(e)) for e in extra)
    return c


def _sliding(m, over=None, tps=(2, 8), hybrid=True):
    c = _basic(m, over=over, tps=tps)
    c += [
        (m, ["--max-num-batched-tokens", "2048", "--kv-gib", "3.06"]),
        (m, ["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"]),
        (m, ["--max-num-batched-tokens", "8192", "--block-size", "16", "--kv-bytes", str(ODD)]),
        (m, ["--usage-context", "llm", "--kv-gib", "3.06"]),
        (m, ["--usage-context", "server", "--kv-gib", "3.06"]),
        (m, ["--block-size", "32", "--kv-bytes", str(ODD)]),
    ]
    if hybrid:
        c += [
            (m, ["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]),
            (m, ["--disable-hybrid-kv-cache-manager", "--block-size", "16", "--kv-bytes", str(ODD)]),
        ]
    return c


def _mamba(m, over=None, tps=(2, 4)):
    c = _basic(m, over=over, tps=tps)
    c += [
        (m, ["--max-model-len", "32768", "--kv-bytes", str(ODD)]),
        (m, ["--max-model-len", "-1", "--kv-bytes", "4096"]),
        (m, ["--block-size", "64", "--kv-gib", "3.06"]),
        (m, ["--mamba-ssm-cache-dtype", "float32", "--kv-gib", "3.06"]),
    ]
    return c


def _tiny(m, extra=()):
    c = [
        (m, K(PROBE)),
        (m, K("NEED*0.5")),
        (m, K(268435456) + ["--block-size", "16"]),
    ]
    c.extend((m, list(e)) for e in extra)
    return c


CASES = []
# ---- broad, deep coverage of a few representatives
CASES += _full_dense("llama31_8b", L_small=(4096, 32768, 100352), over=262144)
CASES += _basic("llama31_70b", over=131073, tps=(4, 8, 16))
CASES += [("llama31_70b", ["--tp", "8", "--block-size", "16", "--kv-gib", "20"]),
          ("llama31_70b", ["--tp", "8", "--max-model-len", "-1", "--kv-gib", "3.06"])]
CASES += _basic("llama32_1b", over=200000, tps=(2, 16))
CASES += _basic("qwen25_7b", over=65536, tps=(4, 8))
CASES += _basic("qwen3_8b", over=65536, tps=(4, 16))
CASES += _basic("qwen3_32b", tps=(8, 16))
CASES += _sliding("phi3_mini_4k", over=8192, tps=(2, 4), hybrid=False)
CASES += _basic("phi4", over=32768, tps=(2, 4))
CASES += _basic("mistral_7b_v03", tps=(2, 16))
CASES += _basic("mistral_nemo", tps=(4, 16))
CASES += _basic("mistral_7b_v01style_sw4096", tps=(2,),
                extra=[["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"],
                       ["--usage-context", "llm", "--kv-gib", "3.06"],
                       ["--block-size", "16", "--max-num-batched-tokens", "2048", "--kv-bytes", str(ODD)]])
CASES += _basic("mixtral_8x7b", tps=(2, 8))
CASES += _basic("qwen3_30b_a3b", tps=(4, 8))
CASES += _basic("glm45_air", tps=(4, 8))
CASES += _sliding("gemma2_9b", over=16384, tps=(2, 16))
CASES += _basic("gemma2_27b", tps=(4,), extra=[["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"],
                                              ["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]])
CASES += _sliding("gemma3_27b_text", tps=(4,))
CASES += _basic("gemma3_1b", tps=(2,),
                extra=[["--block-size", "16", "--max-num-batched-tokens", "8192", "--kv-bytes", str(ODD)],
                       ["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]])
CASES += [("gemma3_12b_text", K(PROBE)), ("gemma3_4b_text", K(PROBE))]
CASES += _sliding("gpt_oss_20b", over=262144, tps=(2, 8))
CASES += _basic("gpt_oss_120b", tps=(8,),
                extra=[["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"],
                       ["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"]])
CASES += [("gpt_oss_20b_mxfp4", K(PROBE))]
CASES += _basic("deepseek_v3", over=200000, tps=(8, 16),
                extra=[["--block-size", "64", "--kv-gib", "3.06"],
                       ["--tp", "8", "--kv-gib", "20"],
                       ["--max-model-len", "-1", "--kv-bytes", "4096"],
                       ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8_e5m2"]])
CASES += [("deepseek_v3_fp8cfg", K(PROBE))]
CASES += [("kimi_k2", K(PROBE)), ("kimi_k2", K("NEED*0.5")), ("kimi_k2", ["--tp", "8", "--kv-gib", "3.06"])]
CASES += [("llama4_scout_text", K(PROBE)), ("llama4_scout_text", K("NEED*0.5")),
          ("llama4_scout_text", ["--max-model-len", "131072", "--kv-gib", "3.06"]),
          ("llama4_scout_text", ["--max-model-len", "131072", "--tp", "8", "--kv-gib", "3.06"])]
CASES += _mamba("qwen3_next_80b", tps=(2, 4))
CASES += _mamba("nemotron_nano_9b_v2", tps=(2, 8))
CASES += [("jamba_mini", K(PROBE)), ("jamba_mini", K("NEED*0.5")),
          ("jamba_mini", ["--max-model-len", "32768", "--kv-bytes", str(ODD)])]
# ---- tiny models
CASES += _tiny("tiny_llama_gqa", extra=[["--tp", "4", "--kv-bytes", "268435456"]])
CASES += _tiny("tiny_mistral_sw", extra=[["--max-num-batched-tokens", "8192", "--kv-bytes", "268435456"]])
CASES += _tiny("tiny_gemma2", extra=[["--disable-hybrid-kv-cache-manager", "--kv-bytes", "268435456"]])
CASES += _tiny("tiny_gemma3")
CASES += _tiny("tiny_gpt_oss")
CASES += _tiny("tiny_deepseek_v3_mla")
CASES += _tiny("tiny_deepseek_v2_mla")
CASES += _tiny("tiny_granite_hybrid")
CASES += _tiny("tiny_nemotron_h_hybrid")
CASES += _tiny("tiny_qwen3_next")
CASES += _tiny("tiny_qwen2")
CASES += _tiny("tiny_qwen3")

# ---- second batch: boundaries, TP x usage-context interplay, more hybrids
def _boundary(m, extra=()):
    return [(m, list(extra) + ["--kv-bytes", "NEEDPOOL+0"]),
            (m, list(extra) + ["--kv-bytes", "NEEDPOOL-1"])]


for _m in ("llama31_8b", "qwen3_8b", "gemma2_9b", "gemma3_27b_text", "gpt_oss_20b",
           "phi3_mini_4k", "mistral_7b_v01style_sw4096", "deepseek_v3", "qwen3_next_80b",
           "nemotron_nano_9b_v2", "jamba_mini", "llama4_scout_text", "kimi_k2",
           "tiny_llama_gqa", "tiny_gemma2", "tiny_granite_hybrid", "tiny_deepseek_v3_mla"):
    CASES += _boundary(_m)
CASES += _boundary("llama31_8b", ["--block-size", "16"])
CASES += _boundary("gemma2_9b", ["--block-size", "16"])
CASES += _boundary("gpt_oss_20b", ["--usage-context", "server", "--tp", "2"])
CASES += _boundary("llama31_8b", ["--max-model-len", "4096"])
CASES += _boundary("gemma3_27b_text", ["--max-model-len", "32768", "--max-num-batched-tokens", "8192"])

CASES += [
    # usage context x TP: MNBT default scales with world size (sliding X)
    ("gpt_oss_20b", ["--usage-context", "server", "--tp", "2", "--kv-gib", "3.06"]),
    ("gpt_oss_20b", ["--usage-context", "llm", "--tp", "2", "--kv-gib", "3.06"]),
    ("gpt_oss_20b", ["--tp", "4", "--kv-gib", "3.06"]),
    ("gpt_oss_20b", ["--block-size", "16", "--max-num-batched-tokens", "8192", "--kv-bytes", str(ODD)]),
    ("gpt_oss_20b", ["--block-size", "64", "--kv-bytes", str(ODD)]),
    ("gemma2_9b", ["--usage-context", "llm", "--tp", "2", "--kv-gib", "3.06"]),
    ("gemma2_9b", ["--usage-context", "server", "--tp", "4", "--kv-gib", "3.06"]),
    ("gemma2_9b", ["--block-size", "48", "--kv-bytes", str(ODD)]),
    ("gemma2_9b", ["--block-size", "256", "--kv-bytes", str(ODD)]),
    ("gemma2_9b", ["--max-model-len", "4096", "--kv-bytes", str(ODD)]),
    ("gemma2_9b", ["--max-model-len", "-1", "--kv-bytes", str(ODD)]),
    ("gemma3_27b_text", ["--max-model-len", "-1", "--kv-gib", "3.06"]),
    ("gemma3_27b_text", ["--max-model-len", "32768", "--kv-gib", "3.06"]),
    ("gemma3_27b_text", ["--block-size", "16", "--kv-gib", "3.06"]),
    ("gemma3_27b_text", ["--tp", "16", "--kv-gib", "3.06"]),
    ("gemma3_1b", ["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"]),
    ("gemma3_1b", ["--usage-context", "server", "--kv-gib", "3.06"]),
    ("gemma3_1b", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("phi3_mini_4k", ["--max-model-len", "2048", "--kv-bytes", str(ODD)]),
    ("phi3_mini_4k", ["--max-model-len", "2048", "--block-size", "16", "--kv-bytes", str(ODD)]),
    ("mistral_7b_v01style_sw4096", ["--max-model-len", "4096", "--block-size", "16", "--kv-bytes", str(ODD)]),
    ("mistral_7b_v01style_sw4096", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("llama31_8b", ["--usage-context", "llm", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--usage-context", "llm", "--tp", "2", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--max-model-len", "1", "--kv-bytes", str(ODD)]),
    ("llama31_8b", ["--max-model-len", "100352", "--max-num-batched-tokens", "8192", "--kv-bytes", str(ODD)]),
    ("llama31_8b", ["--num-gpu-blocks-override", "10", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--num-gpu-blocks-override", "1", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--max-model-len", "-1", "--num-gpu-blocks-override", "100", "--kv-gib", "3.06"]),
    ("llama31_70b", ["--tp", "8", "--usage-context", "server", "--kv-gib", "20"]),
    ("llama31_70b", ["--tp", "8", "--kv-cache-dtype", "fp8", "--kv-gib", "3.06"]),
    ("qwen3_32b", ["--max-model-len", "-1", "--kv-bytes", "4096"]),
    ("qwen3_32b", ["--kv-bytes", str(PROBE), "--max-model-len", "40961"]),
    ("mixtral_8x7b", ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8_e5m2"]),
    ("glm45_air", ["--max-model-len", "32768", "--block-size", "64", "--kv-bytes", str(ODD)]),
    ("deepseek_v3", ["--tp", "2", "--kv-gib", "3.06"]),
    ("deepseek_v3", ["--max-model-len", "32768", "--kv-bytes", str(ODD)]),
    ("deepseek_v3", ["--usage-context", "server", "--kv-gib", "3.06"]),
    ("deepseek_v3", ["--num-gpu-blocks-override", "1000", "--kv-gib", "3.06"]),
    ("kimi_k2", ["--kv-bytes", "NEED*2"]),
    ("kimi_k2", ["--max-model-len", "-1", "--kv-gib", "3.06"]),
    ("kimi_k2", ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
    ("llama4_scout_text", ["--max-model-len", "-1", "--kv-gib", "20"]),
    ("llama4_scout_text", ["--max-model-len", "131072", "--block-size", "16", "--kv-gib", "3.06"]),
    ("llama4_scout_text", ["--max-model-len", "131072", "--max-num-batched-tokens", "8192", "--kv-gib", "3.06"]),
    ("llama4_scout_text", ["--max-model-len", "131072", "--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]),
    ("qwen3_next_80b", ["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]),
    ("qwen3_next_80b", ["--block-size", "16", "--kv-gib", "3.06"]),
    ("qwen3_next_80b", ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
    ("qwen3_next_80b", ["--tp", "8", "--kv-gib", "3.06"]),
    ("qwen3_next_80b", ["--num-gpu-blocks-override", "100", "--kv-gib", "3.06"]),
    ("nemotron_nano_9b_v2", ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
    ("nemotron_nano_9b_v2", ["--mamba-ssm-cache-dtype", "bfloat16", "--kv-gib", "3.06"]),
    ("nemotron_nano_9b_v2", ["--block-size", "16", "--kv-gib", "3.06"]),
    ("nemotron_nano_9b_v2", ["--engine-arg", "enable_prefix_caching=false", "--kv-gib", "3.06"]),
    ("qwen3_next_80b", ["--engine-arg", "enable_prefix_caching=false", "--kv-gib", "3.06"]),
    ("jamba_mini", ["--tp", "2", "--kv-gib", "3.06"]),
    ("jamba_mini", ["--max-model-len", "-1", "--kv-gib", "3.06"]),
    ("jamba_mini", ["--kv-bytes", "NEED*2"]),
    ("tiny_granite_hybrid", ["--block-size", "16", "--kv-bytes", "268435456"]),
    ("tiny_granite_hybrid", ["--block-size", "512", "--kv-bytes", "268435456"]),
    ("tiny_granite_hybrid", ["--kv-cache-dtype", "fp8", "--kv-bytes", "268435456"]),
    ("tiny_granite_hybrid", ["--tp", "2", "--kv-bytes", "268435456"]),
    ("tiny_granite_hybrid", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_nemotron_h_hybrid", ["--tp", "2", "--kv-bytes", "268435456"]),
    ("tiny_nemotron_h_hybrid", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_qwen3_next", ["--tp", "2", "--kv-bytes", "268435456"]),
    ("tiny_qwen3_next", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_gemma3", ["--disable-hybrid-kv-cache-manager", "--kv-bytes", "268435456"]),
    ("tiny_gemma3", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_gpt_oss", ["--usage-context", "llm", "--kv-bytes", "268435456"]),
    ("tiny_deepseek_v3_mla", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_deepseek_v3_mla", ["--kv-cache-dtype", "fp8", "--kv-bytes", "268435456"]),
    ("tiny_llama_gqa", ["--max-model-len", "-1", "--kv-bytes", "268435456"]),
    ("tiny_llama_gqa", ["--kv-cache-dtype", "fp8_e5m2", "--kv-bytes", "268435456"]),
]

# ---- architecture families added later (tiny inline configs): tools/oracle/cases_families.py
from cases_families import CASES as _FAMILY_CASES, MODELS as _FAMILY_MODELS  # noqa: E402

MODELS.update(_FAMILY_MODELS)
CASES += _FAMILY_CASES

# ---- seeded randomized sweep over the configs above (goldens named rnd_<nnn>__...): tools/oracle/cases_random.py
from cases_random import CASES as _RANDOM_CASES, CASE_PREFIX  # noqa: E402

CASES += _RANDOM_CASES
