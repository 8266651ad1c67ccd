"""Tiny configs (real Hugging Face key names, small sizes) for the architecture families added after the first
golden batch, and their oracle cases. Merged into cases.MODELS / cases.CASES by cases.py.

MODELS entries here are ("inline", config_dict): gen_golden.py `configs` writes the dict as
tests/golden/configs/<name>.json. Sizes are small; max_position_embeddings is the family's real default or
131072. Keys the family's transformers config has defaults for are sometimes left out on purpose, so the
goldens also exercise those defaults. Nothing here is an expected value.
"""
from __future__ import annotations

PROBE = 274877906944  # 256 GiB
MIB256 = 268435456


def _cfg(arch, model_type, **kw):
    d = {"architectures": [arch], "model_type": model_type, "torch_dtype": "bfloat16", "vocab_size": 1024}
    d.update(kw)
    return d


_LLAMA_LIKE = dict(hidden_size=256, intermediate_size=512, num_hidden_layers=4, num_attention_heads=4,
                   num_key_value_heads=2, rms_norm_eps=1e-6, rope_theta=10000.0)

MODELS = {
    "fam_gemma": ("inline", _cfg("GemmaForCausalLM", "gemma", hidden_size=256, intermediate_size=512,
                                 num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=1,
                                 head_dim=128, max_position_embeddings=8192)),
    "fam_granite": ("inline", _cfg("GraniteForCausalLM", "granite", max_position_embeddings=131072,
                                   embedding_multiplier=12.0, residual_multiplier=0.22,
                                   attention_multiplier=0.015625, logits_scaling=8.0, **_LLAMA_LIKE)),
    "fam_granitemoe": ("inline", _cfg("GraniteMoeForCausalLM", "granitemoe", max_position_embeddings=4096,
                                      num_local_experts=4, num_experts_per_tok=2, embedding_multiplier=12.0,
                                      residual_multiplier=0.22, attention_multiplier=0.015625,
                                      logits_scaling=6.0, **_LLAMA_LIKE)),
    "fam_glm4": ("inline", _cfg("Glm4ForCausalLM", "glm4", head_dim=64, partial_rotary_factor=0.5,
                                max_position_embeddings=131072, attention_bias=True, **_LLAMA_LIKE)),
    "fam_glm": ("inline", _cfg("GlmForCausalLM", "glm", head_dim=64, partial_rotary_factor=0.5, pad_token_id=0,
                               max_position_embeddings=131072, attention_bias=True, **_LLAMA_LIKE)),
    "fam_cohere": ("inline", _cfg("CohereForCausalLM", "cohere", max_position_embeddings=131072,
                                  logit_scale=0.0625, use_qk_norm=False, layer_norm_eps=1e-5,
                                  **{k: v for k, v in _LLAMA_LIKE.items() if k != "rms_norm_eps"})),
    # Command-R7B style: sliding_window_pattern, no layer_types (transformers derives them)
    "fam_cohere2": ("inline", _cfg("Cohere2ForCausalLM", "cohere2", hidden_size=256, intermediate_size=512,
                                   num_hidden_layers=8, num_attention_heads=4, num_key_value_heads=2,
                                   head_dim=64, sliding_window=4096, sliding_window_pattern=4,
                                   max_position_embeddings=131072, logit_scale=0.25, layer_norm_eps=1e-5,
                                   rope_theta=50000.0)),
    "fam_olmo": ("inline", _cfg("OlmoForCausalLM", "olmo", max_position_embeddings=4096, clip_qkv=None,
                                **{k: v for k, v in _LLAMA_LIKE.items() if k != "num_key_value_heads"})),
    "fam_olmo2": ("inline", _cfg("Olmo2ForCausalLM", "olmo2", max_position_embeddings=4096, **_LLAMA_LIKE)),
    "fam_olmo3": ("inline", _cfg("Olmo3ForCausalLM", "olmo3", hidden_size=256, intermediate_size=512,
                                 num_hidden_layers=8, num_attention_heads=4, num_key_value_heads=4,
                                 sliding_window=4096, max_position_embeddings=65536, rms_norm_eps=1e-6,
                                 rope_theta=500000.0,
                                 layer_types=["sliding_attention", "sliding_attention", "sliding_attention",
                                              "full_attention"] * 2)),
    "fam_starcoder2": ("inline", _cfg("Starcoder2ForCausalLM", "starcoder2", hidden_size=256,
                                      intermediate_size=1024, num_hidden_layers=4, num_attention_heads=4,
                                      num_key_value_heads=2, sliding_window=4096, max_position_embeddings=16384,
                                      norm_epsilon=1e-5, rope_theta=100000.0, use_bias=True)),
    "fam_stablelm": ("inline", _cfg("StableLmForCausalLM", "stablelm", hidden_size=256, intermediate_size=512,
                                    num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=4,
                                    partial_rotary_factor=0.25, max_position_embeddings=4096,
                                    layer_norm_eps=1e-5, rope_theta=10000.0)),
    "fam_phi": ("inline", _cfg("PhiForCausalLM", "phi", hidden_size=256, intermediate_size=1024,
                               num_hidden_layers=4, num_attention_heads=4, partial_rotary_factor=0.5,
                               max_position_embeddings=2048, layer_norm_eps=1e-5)),
    "fam_exaone4": ("inline", _cfg("Exaone4ForCausalLM", "exaone4", hidden_size=256, intermediate_size=512,
                                   num_hidden_layers=8, num_attention_heads=4, num_key_value_heads=2,
                                   head_dim=64, sliding_window=4096, sliding_window_pattern=4,
                                   max_position_embeddings=131072, rms_norm_eps=1e-5, rope_theta=1000000.0)),
    "fam_ernie45": ("inline", _cfg("Ernie4_5ForCausalLM", "ernie4_5", head_dim=64,
                                   max_position_embeddings=131072, use_bias=False, **_LLAMA_LIKE)),
    "fam_seed_oss": ("inline", _cfg("SeedOssForCausalLM", "seed_oss", head_dim=64,
                                    max_position_embeddings=524288, attention_bias=True, **_LLAMA_LIKE)),
    "fam_gpt2": ("inline", _cfg("GPT2LMHeadModel", "gpt2", n_embd=256, n_head=4, n_layer=4, n_positions=1024,
                                n_inner=None, activation_function="gelu_new", layer_norm_epsilon=1e-5)),
    "fam_gpt_bigcode": ("inline", _cfg("GPTBigCodeForCausalLM", "gpt_bigcode", n_embd=256, n_head=4, n_layer=4,
                                       n_positions=8192, multi_query=True, activation_function="gelu_pytorch_tanh",
                                       layer_norm_epsilon=1e-5)),
    # Falcon-7B style: multi_query, old decoder
    "fam_falcon_mq": ("inline", _cfg("FalconForCausalLM", "falcon", hidden_size=256, num_hidden_layers=4,
                                     num_attention_heads=4, multi_query=True, new_decoder_architecture=False,
                                     parallel_attn=True, alibi=False, bias=False, max_position_embeddings=2048)),
    # Falcon-40B / 180B style: new_decoder_architecture with num_kv_heads
    "fam_falcon_ndA": ("inline", _cfg("FalconForCausalLM", "falcon", hidden_size=256, num_hidden_layers=4,
                                      num_attention_heads=4, num_kv_heads=2, multi_query=True,
                                      new_decoder_architecture=True, parallel_attn=True, alibi=False,
                                      bias=False, max_position_embeddings=2048)),
    "fam_mpt": ("inline", _cfg("MPTForCausalLM", "mpt", d_model=256, n_heads=4, n_layers=4, max_seq_len=2048,
                               expansion_ratio=4, attn_config={"alibi": True, "attn_impl": "torch",
                                                               "attn_type": "multihead_attention"})),
    "fam_qwen2_vl": ("inline", {
        "architectures": ["Qwen2VLForConditionalGeneration"], "model_type": "qwen2_vl",
        "torch_dtype": "bfloat16",
        "text_config": _cfg("Qwen2VLForConditionalGeneration", "qwen2_vl_text", max_position_embeddings=32768,
                            rope_scaling={"type": "mrope", "mrope_section": [8, 12, 12]},
                            **{k: v for k, v in _LLAMA_LIKE.items()}),
        "vision_config": {"depth": 2, "embed_dim": 64, "hidden_size": 256, "num_heads": 4, "in_chans": 3,
                          "mlp_ratio": 4, "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2}}),
    "fam_qwen3_vl": ("inline", {
        "architectures": ["Qwen3VLForConditionalGeneration"], "model_type": "qwen3_vl",
        "torch_dtype": "bfloat16",
        "text_config": _cfg("Qwen3VLForConditionalGeneration", "qwen3_vl_text", head_dim=64,
                            max_position_embeddings=262144,
                            rope_scaling={"rope_type": "default", "mrope_section": [8, 12, 12],
                                          "mrope_interleaved": True},
                            **_LLAMA_LIKE),
        "vision_config": {"depth": 2, "hidden_size": 64, "out_hidden_size": 256, "num_heads": 4,
                          "intermediate_size": 128, "patch_size": 16, "spatial_merge_size": 2,
                          "temporal_patch_size": 2, "deepstack_visual_indexes": [1]}}),
    "fam_qwen3_vl_moe": ("inline", {
        "architectures": ["Qwen3VLMoeForConditionalGeneration"], "model_type": "qwen3_vl_moe",
        "torch_dtype": "bfloat16",
        "text_config": _cfg("Qwen3VLMoeForConditionalGeneration", "qwen3_vl_moe_text", head_dim=64,
                            max_position_embeddings=262144, num_experts=4, num_experts_per_tok=2,
                            moe_intermediate_size=128, decoder_sparse_step=1,
                            rope_scaling={"rope_type": "default", "mrope_section": [8, 12, 12],
                                          "mrope_interleaved": True},
                            **_LLAMA_LIKE),
        "vision_config": {"depth": 2, "hidden_size": 64, "out_hidden_size": 256, "num_heads": 4,
                          "intermediate_size": 128, "patch_size": 16, "spatial_merge_size": 2,
                          "temporal_patch_size": 2, "deepstack_visual_indexes": [1]}}),
    "fam_mistral3": ("inline", {
        "architectures": ["Mistral3ForConditionalGeneration"], "model_type": "mistral3",
        "torch_dtype": "bfloat16", "image_token_index": 10, "spatial_merge_size": 2,
        "multimodal_projector_bias": False, "projector_hidden_act": "gelu", "vision_feature_layer": -1,
        "text_config": {"model_type": "mistral", "head_dim": 64, "max_position_embeddings": 131072,
                        "sliding_window": None, "vocab_size": 1024, **_LLAMA_LIKE},
        "vision_config": {"model_type": "pixtral", "hidden_size": 64, "intermediate_size": 128,
                          "num_attention_heads": 2, "num_hidden_layers": 2, "head_dim": 32,
                          "image_size": 224, "patch_size": 14}}),
    "fam_llava": ("inline", {
        "architectures": ["LlavaForConditionalGeneration"], "model_type": "llava", "torch_dtype": "bfloat16",
        "image_token_index": 10, "projector_hidden_act": "gelu", "vision_feature_layer": -2,
        "vision_feature_select_strategy": "default",
        "text_config": {"model_type": "llama", "max_position_embeddings": 4096, "vocab_size": 1024,
                        **_LLAMA_LIKE},
        "vision_config": {"model_type": "clip_vision_model", "hidden_size": 64, "intermediate_size": 128,
                          "num_attention_heads": 2, "num_hidden_layers": 2, "image_size": 224,
                          "patch_size": 14, "projection_dim": 64}}),
    # attention-free: no max_position_embeddings in real Mamba configs
    "fam_mamba": ("inline", _cfg("MambaForCausalLM", "mamba", hidden_size=256, num_hidden_layers=4,
                                 state_size=16, conv_kernel=4, expand=2, intermediate_size=512,
                                 time_step_rank=16, layer_norm_epsilon=1e-5)),
    "fam_mamba2": ("inline", _cfg("Mamba2ForCausalLM", "mamba2", hidden_size=256, num_hidden_layers=4,
                                  num_heads=8, head_dim=64, expand=2, n_groups=1, state_size=64,
                                  conv_kernel=4, chunk_size=256, layer_norm_epsilon=1e-5)),
    "fam_lfm2": ("inline", _cfg("Lfm2ForCausalLM", "lfm2", hidden_size=256, intermediate_size=512,
                                num_hidden_layers=6, num_attention_heads=4, num_key_value_heads=2,
                                max_position_embeddings=128000, conv_L_cache=3, conv_dim=256, norm_eps=1e-5,
                                block_dim=256, block_ff_dim=512, block_multiple_of=256,
                                block_ffn_dim_multiplier=1.0, block_auto_adjust_ff_dim=True,
                                layer_types=["conv", "conv", "full_attention", "conv", "conv",
                                             "full_attention"])),
}


def K(x):
    return ["--kv-bytes", str(x)]


def _fam(m, tps=(2,), extra=()):
    # the machine running the oracle is small: 4 cases per family, more where the family has its own rules
    c = [
        (m, K(PROBE)),
        (m, K("NEED*0.5")),
        (m, ["--max-model-len", "-1"] + K(MIB256 // 4)),
    ]
    for tp in tps:
        c.append((m, ["--tp", str(tp)] + K(MIB256)))
    c.extend((m, list(e)) for e in extra)
    return c


_SLIDING = (["--max-num-batched-tokens", "8192"] + K(MIB256),
            ["--disable-hybrid-kv-cache-manager"] + K(MIB256))
_FP8 = (["--kv-cache-dtype", "fp8"] + K(MIB256),)

CASES = []
for _m in ("fam_gemma", "fam_granite", "fam_granitemoe", "fam_glm4", "fam_glm", "fam_cohere", "fam_olmo",
           "fam_olmo2", "fam_stablelm", "fam_phi", "fam_ernie45", "fam_seed_oss", "fam_gpt2",
           "fam_gpt_bigcode", "fam_falcon_mq", "fam_falcon_ndA"):
    CASES += _fam(_m, tps=(4,) if _m in ("fam_glm4", "fam_falcon_ndA", "fam_gpt_bigcode") else (2,),
                  extra=_FP8 if _m in ("fam_gemma", "fam_gpt2", "fam_falcon_mq") else ())
for _m in ("fam_cohere2", "fam_olmo3", "fam_exaone4", "fam_starcoder2"):
    CASES += _fam(_m, tps=(2,), extra=_SLIDING)
for _m in ("fam_mamba", "fam_mamba2", "fam_lfm2"):
    CASES += _fam(_m, tps=(2,), extra=(["--mamba-ssm-cache-dtype", "float32"] + K(MIB256),
                                       ["--block-size", "16"] + K(MIB256)))
# fam_mpt: no cases. vLLM 0.32 refuses it at config time ("Model architecture MPTForCausalLM was supported in vLLM
# until v0.28.0, and is not supported anymore."), so kvroom keeps it an UnknownArchitectureError
# (tests/test_sources_config.py::test_mpt_is_still_unknown).
# fam_qwen2_vl, fam_qwen3_vl, fam_qwen3_vl_moe, fam_mistral3, fam_llava: no cases. The CPU oracle cannot inspect
# multimodal architectures (torchvision is removed from its venv: "Model architectures [...] failed to be
# inspected"); their language models are vLLM's Qwen2Model / Qwen3 / Mistral / Llama classes, which the text-only
# goldens cover. The configs stay for tests/test_sources_config.py.
