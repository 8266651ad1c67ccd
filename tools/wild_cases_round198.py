"""Round-198 blind batch: NON-MEMORY startup failures on recent vLLM releases (0.11-0.33) taken from vLLM's OWN GitHub
tracker (vllm-project/vllm issue and pull-request threads, through the search tool's issues corpus), collected by
helper wild198 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round198-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the search tool's stored
chunk of the thread shows it; where lines in between were dropped the note says so; the fix is left out of the excerpt
(it is in fix_that_worked).

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round198-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ---------------------------------------------- DeepSeek-V3.2 on 8x B200: CUTLASS_MLA forced, lacks sparse attention
case("vllm-pr30195-deepseek-v32-8xb200-cutlass-mla-sparse-not-supported",
     "https://github.com/vllm-project/vllm/pull/30195",
     "Fix\n"
     "```\n"
     "ValueError: Selected backend AttentionBackendEnum.CUTLASS_MLA is not valid for this configuration. Reason: "
     "['kv_cache_dtype not supported', 'sparse not supported']\n"
     "```\n"
     "\n"
     "When running\n"
     "```\n"
     "vllm serve deepseek-ai/DeepSeek-V3.2 \n"
     "```\n"
     "\n"
     "on 8xB200",
     "attention_backend_feature_unsupported", {}, "release_regression",
     "vLLM's CUDA platform code forced the CUTLASS_MLA attention backend for MLA models on Blackwell (B200), but "
     "DeepSeek-V3.2 needs sparse attention (and its fp8 DeepSeek KV-cache layout), which CUTLASS_MLA does not "
     "implement, so the backend check refused the configuration at model construction; a bug in vLLM's backend "
     "selection on Blackwell, not a user setting (the command sets nothing).",
     "the merged PR itself (LucasWilkinson, 2025-12-07, '[BugFix][DeepSeek-V3.2] Fix backend selection logic for "
     "Blackwell'): backend selection no longer forces CUTLASS_MLA when the model needs sparse attention; i.e. a vLLM "
     "build with that fix (a sibling PR #30227 for the same report, issue #30214, was closed in its favour)",
     release="not stated (main, 2025-12-07, just after v0.12.0)", gpu="NVIDIA B200", gpus=8,
     command="vllm serve deepseek-ai/DeepSeek-V3.2",
     forbidden=NON_MEMORY + [{"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}],
     note="Judgement call: a maintainer's bug-fix PR description, not a user's issue, but it is a real launch on "
          "8xB200 reported in vLLM's tracker with its error line and its command; the whole description as the stored "
          "chunk shows it (the review comment after it left out). The user report of the same failure (issue "
          "#30214, B200, data parallel) was not taken: its stored chunks reached by two searches held only traceback "
          "frames, not the error line. Cause release_regression: the refusal came from vLLM's own backend choice, "
          "fixed in code; changing --kv-cache-dtype would not give CUTLASS_MLA sparse attention")

if __name__ == "__main__":
    BATCH.write()
