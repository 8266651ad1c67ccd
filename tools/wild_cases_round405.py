"""Round-405 blind batch: vLLM start-up failures tied to SPECULATIVE DECODING (draft models, EAGLE, MTP, DFlash, ngram),
MULTIMODAL models, LoRA, CPU / KV OFFLOADING and HYBRID (Mamba / GDN) models; collected by helper wild405 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round405-blind"``; the lead grades it once.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

(docstring to be completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round405-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #6067: Qwen2-57B-A14B (Qwen2MoeForCausalLM) + --enable-lora -> does not support LoRA
case("vllm-6067-qwen2-57b-a14b-moe-enable-lora-does-not-support-lora",
     "https://github.com/vllm-project/vllm/issues/6067",
     "Lora support for Qwen/Qwen2-57B-A14B (Qwen2MoeForCausalLM)\n"
     "\n"
     "When running vllm with a lora module for the Qwen2 MoE model the server fails with the following error message:\n"
     "`ValueError: Model Qwen2MoeForCausalLM does not support LoRA, but LoRA is enabled. Support for this model may be "
     "added in the future. If this is important to you, please open an issue on github.`",
     "lora_unsupported", {}, "lora_unsupported",
     "Serving Qwen/Qwen2-57B-A14B (architecture Qwen2MoeForCausalLM) with a LoRA module on a vLLM release of mid-2024: "
     "that release's Qwen2-MoE implementation did not declare LoRA support, so the engine refused LoRA at start-up. A "
     "model/feature gap in vLLM, not memory, rank or parallelism.",
     "not in the stored text (a 'new model' request, closed as stale). From the message: serve the model without "
     "--enable-lora after merging the adapter into the base weights (e.g. PEFT merge_and_unload), or move to a later "
     "vLLM release whose supported-models table lists LoRA for Qwen2MoeForCausalLM",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-lora-rank"}, {"flag": "--max-loras"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body (the 'model to consider' line and the sentence with the error) as the stored chunk "
          "shows it; the template headings ('The closest model vllm already supports', 'What's your difficulty') and "
          "the 'Qwen/Qwen2-72B' line between them are dropped. No launch command or log was pasted; the error line is "
          "the reporter's quote.")

# ---------------------------------------- vllm #41559 (comment): DFlash drafter + TurboQuant k8v4 KV on 2x RTX 4090 -> page size mismatch
case("vllm-41559-dflash-turboquant-k8v4-2x4090-page-size-mismatch-after-block-size-adjust",
     "https://github.com/vllm-project/vllm/issues/41559",
     "Additional datapoint from **Ada SM89** (dual RTX 4090, 24 GB each) confirming the same root cause is reachable on "
     "a third combo: **TurboQuant `k8v4` KV (target) + FLASH_ATTN drafter via `--speculative-config.attention_backend`** "
     "(i.e. through the [#39930](https://github.com/vllm-project/vllm/pull/39930) path you just landed). The crash "
     "surfaces as a slightly different error string than the original report:\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error\n"
     "'Page size mismatch after block_size adjust: 1136064 != 3408192'\n"
     "```\n"
     "\n"
     "### Config that triggered it\n"
     "\n"
     "- **vLLM nightly**: `0.20.2rc1.dev9+g01d4d1ad3`",
     "vllm_check_failed", {}, "kv_cache_dtype_unsupported",
     "DFlash speculative decoding needs non-causal attention in its drafter, and (per the issue) no attention backend of "
     "v0.20.x composes non-causal attention with a quantized KV cache, so DFlash is locked to a bf16 KV cache. Here the "
     "target's KV cache was TurboQuant k8v4 while the DFlash drafter ran FLASH_ATTN with bf16 KV; the two layer groups' "
     "KV pages (1,136,064 vs 3,408,192 bytes, exactly 1:3) could not be unified, so the worker failed at KV-cache set-up. "
     "A KV-cache dtype / spec-decode incompatibility, not a shortage of memory.",
     "issue closed; the thread's position (the report and the linked PRs #42102 / #42692) is that DFlash only works with "
     "an unquantized (bf16/auto) KV cache on these releases: drop the quantized --kv-cache-dtype (TurboQuant / fp8) when "
     "using the DFlash drafter, or serve without DFlash; quantized-target + bf16-drafter KV groups came later (PR #42102 "
     "was closed, #42692 merged for fp8 only)",
     release="vLLM nightly 0.20.2rc1.dev9+g01d4d1ad3", gpu="2x NVIDIA RTX 4090 (24 GB each)", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: a later comment on the issue (by myia-ai-01, 2026-05-17, headed as a draft comment), the datapoint "
          "paragraph, the error block and the first config line as the stored chunk shows them; the comment's own "
          "speculation about the 3x ratio is dropped. The original report (seantechco) has a compatibility table but no "
          "pasted error line in the stored chunk, so this comment's log is the case. Launch command not in the chunk. "
          "The two page sizes are printed, but no LABELS.txt key fits them, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
