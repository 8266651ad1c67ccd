"""Round-355 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round355-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- GLM-OCR #67: image item 4641 tokens > pre-allocated encoder cache 3721
case("glm-ocr-67-image-item-4641-exceeds-encoder-cache-3721",
     "https://github.com/zai-org/GLM-OCR/issues/67",
     "The decoder prompt contains a(n) image item with length 4641, which exceeds the pre-allocated encoder cache size "
     "3721. Please reduce the input size or increase the encoder cache size by setting --limit-mm-per-prompt at "
     "startup.\n"
     "请求错误，请检查请求参数是否正确。如果修改了模型设置，请重置到默认设置",
     "vllm_check_failed", {}, "vllm_check_failed",
     "zai-org/GLM-OCR served with vLLM: the encoder cache was pre-allocated at start-up for the largest image item "
     "vLLM expected (3721 tokens), and a large page image sent in a request produced 4641 image tokens, so vLLM "
     "refused the request. A multimodal budget fixed at launch (image size limits in --limit-mm-per-prompt), not a "
     "GPU memory or context-length problem.",
     "no author-confirmed fix. Commenter zxBuMengren (2026-02-06): raise the start-up image budget, e.g. "
     "--limit_mm_per_prompt '{\"image\": {\"count\": 8, \"width\": 1024, \"height\": 1024}}' (tune the values), or "
     "lower the DPI of the page images so each image makes fewer tokens",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-model-len"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the error message and the client's Chinese error line as the issue body (System Info section) "
          "shows them; the body repeats them under Reproduction (dropped). A request-time refusal caused by the "
          "launch's multimodal budget; the launch command is not in the thread. The message prints two token counts "
          "(item 4641, encoder cache 3721) that have no key in LABELS.txt, so numbers is {}.")

# ---------------------------------------- vllm #22152: Eagle3 draft for Qwen3 refused, "Eagle3 is only supported for Llama models"
case("vllm-22152-qwen3-eagle3-only-supported-for-llama-4x4090",
     "https://github.com/vllm-project/vllm/issues/22152",
     "4 X 4090\n"
     "\n"
     "Value error, Eagle3 is only supported for Llama models. Got "
     "self.target_model_config.hf_text_config.model_type='qwen3' [type=value_error, input_value=ArgsKwargs((), "
     "{'method':...able_log_stats': False}), input_type=ArgsKwargs]",
     "vllm_check_failed", {}, "architecture_unsupported",
     "EAGLE-3 speculative decoding with the official EAGLE3 draft weights for a Qwen3 target: the installed vLLM "
     "(mid-2025 release) only allowed EAGLE-3 on Llama-family targets, so SpeculativeConfig's validation refused the "
     "qwen3 target model type before anything was loaded. A feature-support limit of that release (speculative "
     "method x target architecture), not memory or parallelism.",
     "not in the stored chunk (the issue is open/stale, no maintainer answer reachable). From the message: a later "
     "vLLM release whose EAGLE-3 path accepts Qwen3 targets, or drop the --speculative-config (serve without "
     "EAGLE-3)",
     release=None, gpu="NVIDIA GeForce RTX 4090", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--max-model-len"}, {"flag": "--trust-remote-code"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the environment line and the pydantic error line as the issue body shows them (the body quotes "
          "only the 'Value error, ...' line, not the traceback or the command). The release is not stated; the "
          "message form (SpeculativeConfig pydantic validation, method eagle3) is vLLM 0.9.x/0.10.x. kind is "
          "vllm_check_failed (a config-validation refusal), cause architecture_unsupported (the target model type is "
          "outside the release's EAGLE-3 support).")

if __name__ == "__main__":
    BATCH.write()
