"""Round-206 blind batch (DOCSTRING TO BE COMPLETED)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round206-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ MTP: num_speculative_tokens on a distill model
case("vllm-pr12755-r1-distill-qwen-32b-num-speculative-tokens-without-model",
     "https://github.com/vllm-project/vllm/pull/12755",
     "Is this applicable for R1 Distill models? I got this error for deepseek-ai/DeepSeek-R1-Distill-Qwen-32B: "
     "ValueError: num_speculative_tokens was provided without speculative_model",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A comment (hxt365, 2025-02-27) on the merged PR that added DeepSeek MTP speculative decoding: the user passed "
     "num_speculative_tokens (the MTP recipe) for deepseek-ai/DeepSeek-R1-Distill-Qwen-32B without a draft model. "
     "MTP self-speculation only works for checkpoints that carry MTP modules (DeepSeek V3/R1); the distilled Qwen-32B "
     "has none, so vLLM's speculative-config check refused num_speculative_tokens without a speculative_model.",
     "the maintainer (mgoin): 'No the Distill models do not have MTP modules like DeepSeek V3/R1' -- MTP is not "
     "applicable to the distill model; serve it without speculative decoding (or name a separate draft model)",
     release="not stated (February 2025, the release line that shipped DeepSeek MTP, 0.7.x)", gpu=None, gpus=None,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="The comment as stored, whole (it is a question plus the error line, one sentence). No command or GPU is "
          "given. The answer is the maintainer's reply that follows in the same thread. The PR url is cited (the "
          "comment's own anchor is not in the stored text)")

if __name__ == "__main__":
    BATCH.write()
