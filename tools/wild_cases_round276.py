"""Round-276 blind batch: vLLM start-up failures (memory or not) from vLLM's OWN tracker, issue numbers 46000 and
above only (June-September 2026, vLLM 0.23-0.29); collected by helper wild276 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round276-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only (the search tool's stored excerpt
of it). Excerpts are the text as the source shows it; where lines in between were dropped the note says so; the
authors' fix is left out of the excerpt.

(look-ups, sources given up and judgement calls: filled in at the end of the round, below)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round276-blind")
case = BATCH.case

# ------------------------------------- vllm #48380: GLM-5.2 NVFP4 + DSpark draft, fp8_ds_mla inherited -> no backend
case("vllm-48380-glm52-nvfp4-dspark-draft-inherits-fp8-ds-mla-no-valid-backend",
     "https://github.com/vllm-project/vllm/issues/48380",
     "Launching a DSA-family target (GLM-5.2, DeepSeek-V3.2) with `--kv-cache-dtype fp8_ds_mla` and a DSpark "
     "speculator fails during draft-model load:\n"
     "\n"
     "```\n"
     "ValueError: No valid attention backend found for cuda with\n"
     "AttentionSelectorConfig(head_size=64, dtype=torch.bfloat16,\n"
     "kv_cache_dtype=fp8_ds_mla, use_mla=False, use_non_causal=True, ...).\n"
     "Reasons: {FLASH_ATTN: [kv_cache_dtype not supported], FLASHINFER: [kv_cache_dtype\n"
     "not supported], TRITON_ATTN: [kv_cache_dtype not supported], FLEX_ATTENTION:\n"
     "[kv_cache_dtype not supported], TURBOQUANT: [kv_cache_dtype not supported,\n"
     "non-causal attention not supported]}\n"
     "```",
     "no_attention_backend", {}, "kv_cache_dtype_unsupported",
     "A DSA-family target (GLM-5.2-NVFP4, TP 4) served with --kv-cache-dtype fp8_ds_mla plus a DSpark speculator "
     "(RedHatAI/GLM-5.2-speculator.dspark): the DSpark draft is a dense, non-MLA Qwen3-style transformer, but "
     "load_dspark_model built the draft's VllmConfig with the target's cache_config, so the draft's non-causal dense "
     "attention layers asked for the MLA-only fp8_ds_mla KV layout, which no dense backend accepts; the engine died "
     "at draft-model load. A vLLM bug in the DSpark/DFlash draft loader, not a memory or hardware limit.",
     "PR #48381 ('FIX #48380', same author): 'load_dspark_model now falls back to the model dtype for the draft's KV "
     "cache; the draft cache is a few dense layers, so the memory cost is negligible' -- 'Before: the repro from "
     "#48380 fails at draft load with the ValueError above. After: server boots, output coherent end-to-end' (tested "
     "on 4xH200 with GLM-5.2-NVFP4 and RedHatAI/GLM-5.2-speculator.dspark)",
     release="not stated (July 2026 main; DSpark landed in vLLM 0.25/0.26)",
     gpu="NVIDIA H200 (the fix PR's test rig, 4x; the issue body as stored does not name the GPU)", gpus=4,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"}],
     note="Excerpt: the issue description's summary sentence and the error block, as stored. The repro command in "
          "the description is cut in the stored copy inside the --speculative-config JSON ('vllm serve "
          "nvidia/GLM-5.2-NVFP4 --tensor-parallel-size 4 --kv-cache-dtype fp8_ds_mla --speculative-config "
          "'{\"method\":\"dspark\",\"model\":\"...'), hence command None. The fix comes from PR #48381, found by the "
          "same search (its description says FIX #48380); the issue itself is still open in the stored copy. gpus=4 "
          "from TP 4 and the PR's 4xH200 test. Dropping --kv-cache-dtype (BF16 KV for everything) would also dodge "
          "the selector but is not what the thread did; it is not marked wrong. Kind no_attention_backend / cause "
          "kv_cache_dtype_unsupported, as for the earlier DFlash + nvfp4-KV case "
          "aeon7-vllm-ultimate-spark-nvfp4-kv-dflash-no-valid-backend.")

# ------------------------------------- vllm #48406: GLM-5.2-FP8 on H20-3e, --kv-cache-dtype fp8 + DSpark -> same selector error
case("vllm-48406-glm52-fp8-h20-3e-dspark-kv-fp8-becomes-fp8-ds-mla-no-valid-backend",
     "https://github.com/vllm-project/vllm/issues/48406",
     "glm-5.2-fp8 with --kvcache-dtype fp8 with h20-3e with dspark error\n"
     "\n"
     " ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=64, "
     "dtype=torch.bfloat16, kv_cache_dtype=fp8_ds_mla, block_size=None, use_mla=False, has_sink=False, "
     "use_sparse=False, use_mm_prefix=False, use_per_head_quant_scales=False, attn_type=AttentionType.DECODER, "
     "use_non_causal=True, use_batch_invariant=False, use_kv_connector=False). Reasons: {FLASH_ATTN: "
     "[kv_cache_dtype not supported], FLASHINFER: [kv_cache_dtype not supported], TRITON_ATTN: [kv_cache_dtype not "
     "supported], FLEX_ATTENTION: [kv_cache_dtype not supported], TURBOQUANT: [kv_cache_dtype not supported, "
     "non-causal attention not supported]}.",
     "no_attention_backend", {}, "kv_cache_dtype_unsupported",
     "GLM-5.2-FP8 on H20-3e GPUs with --kv-cache-dtype fp8 and a DSpark speculator: for the DSA (sparse MLA) target "
     "the fp8 KV request resolves to the MLA-only fp8_ds_mla layout, and the DSpark draft -- dense, non-causal, "
     "use_mla=False -- inherited that cache dtype, so no dense attention backend would take its layers and the engine "
     "failed at draft load. Same defect as vllm #48380 (filed the same day, 2026-07-12): the draft loader reused the "
     "target's cache_config.",
     "no answer in the stored thread (open). The same bug's fix is PR #48381 (for #48380): the DSpark draft's KV "
     "cache falls back to the model dtype, after which 'server boots, output coherent end-to-end'",
     release="not stated (July 2026 build with DSpark support)",
     gpu="NVIDIA H20-3e (count not stated)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--quantization"}],
     note="Excerpt: the title line as the author repeats it under 'Your current environment', then the ValueError "
          "as the description shows it (one long line, the author's own paste; the same text is repeated under "
          "'Describe the bug' and the repeat is left out). The user asked for fp8 and the selector shows "
          "kv_cache_dtype=fp8_ds_mla: the DSA target maps fp8 to its packed MLA layout; the note for the lead is "
          "that the printed dtype is not the flag the user typed. A twin of vllm #48380 (different user, GPU and "
          "checkpoint); the fix is taken from PR #48381, which names #48380, not this issue -- a judgement call. "
          "No command in the stored body; GPU count unknown.")

if __name__ == "__main__":
    BATCH.write()
