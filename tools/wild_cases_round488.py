"""Round-488 blind batch: vLLM start-up failures from vLLM's OWN tracker (vllm-project/vllm), the NEWEST issues,
#55000 and above (late 2026, releases 0.28-0.34), searched by exact start-up error strings of any family (memory,
attention backend, quantization, parallelism, tokenizer, compile, import); collected by helper wild488 and NOT graded
by the collector. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

NO CASES. The slice gave no thread that is new, carries its error text verbatim in the stored chunk, and has a cause
pinned down by the thread.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch: issue threads are
not files, and none of the hits was worth a further look-up). Stopped with 4 left because the last ~20 searches
returned nothing in the slice that was not already used or in a skip list. Every candidate was checked with grep -F
against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before anything was written about it.

What was tried (queries, in order) and why it gave nothing:
- Generic error strings with a version tag ("No available memory for the cache blocks" + 0.31, "Engine core
  initialization failed" + v0.32.0, "vLLM Version : 0.31.0 EngineCore failed to start", "(APIServer pid=1) ... version
  0.31.0", "_C.abi3.so undefined symbol" + torch 2.11 / CUDA 13, "ImportError cannot import name" + 0.30.0,
  "torch 2.13.0+cu132", "regression in v0.30.0", "multiproc_executor.py:1050 WorkerProc failed to start",
  "upgrading to vllm 0.31 ... profile_run / KV cache", "The NVIDIA driver on your system is too old" + cu132 image):
  the issues corpus ranks by meaning, not date, so every one of these returned 2023-2026H1 threads (#2248, #17939,
  #23176, #13608, #5501, #9791, #41209, #17618, #30021 ...), all below #55000. The version numbers 0.30-0.34 named in
  the brief never appeared in any stored vllm-project/vllm thread the searches reached (the newest fixtures in
  tests/golden/wild carry 0.28-0.30 builds from September 2026).
- Late-2026 model / GPU vocabulary (Gemma 4, DeepSeek-V4 / V4.1-Flash, DSv4 on sm120, Qwen3.8, GLM-5.3(-Flash),
  Kimi-K3, MiniMax-M3, Nemotron-3-Ultra, Qwen4, Hy3, GB300 / B300, RTX PRO 6000): this does reach 2026 threads, but
  the vllm-project/vllm ones at #55000+ were all used or skipped already:
  #55625 (GLM-5.3-NVFP4 + dflash, screenshot and attachment only; in skip lists), #56007 (GLM5.3-Flash v0.29.0
  loading checkpoints; in skip lists: the stored chunk stops before the error), #56700 (DeepSeek-V4.1-Flash field
  report on 8x RTX PRO 6000; in a skip list, and the stored comment is an SGLang run), #55046 (embedding cache dtype,
  no valid attention backend; in skip lists), #57821 (PR, DeepSeek-V4 MXFP4 MoE backend error; used).
  The rest were below #55000 (#54726 Qwen3.8-Flash-Next + MooncakeStoreConnector, #54062 GLM-5.3-Flash
  Glm5NextTextLinearAttention, #53906, #53584, #51798, #50856, #50000, #49147, #46726, #45661, #45531, #44022, #43412,
  #41834, #41027, #40802) or on other trackers (vllm-ascend #15086 / #12461 / #12901, sglang #33693 / #34260,
  ktransformers #1977 / #2178, syv-ai/qwen38-27b-rtx3090 #39 (used), MiaAI-Lab GLM-5.3 DGX Spark #47, vllm-project/
  recipes #760 (used), FreeToken #277, noonghunna/club-3090 #1360, xinference #4926 / #4897, HYGON-AI PRs).
- New-style error strings ("No MXFP4 MoE backend supports the deployment configuration", "No valid attention backend
  found ... AttentionSelectorConfig" + sm120, "use_fp4_indexer_cache requires Blackwell datacenter GPUs", "Free memory
  on device ... on startup" + new model names, transformers-5 "TokenizersBackend"): same result, hits were used,
  skipped, below #55000, or off the vLLM tracker.

Sources looked at and given up (for the lead, not cases):
- vllm-project/vllm #56590 (PR, merged 2026-09: AITER MoE requested for a non-gated MoE model,
  nvidia/NVIDIA-Nemotron-3-Ultra-550B-A55B-BF16 on MI350X TP=8 with VLLM_ROCM_USE_AITER_MOE=1, crashes engine init;
  the fix falls back to Triton): NOT in USED_SOURCES or any skip list, and the cause is pinned down by the merged PR,
  but the stored description only says select_unquantized_moe_backend() "raised a ValueError" -- the error text is
  not verbatim, so no excerpt can be made. A later collector that finds the ValueError line quoted elsewhere (an
  issue that links this PR) could take it.
- vllm-project/vllm #56892 (named in #56700's stored comment as a related DeepSeek-V4.1-Flash on 8x RTX PRO 6000
  issue): NOT in USED_SOURCES or any skip list, but no search surfaced its own stored text (one look-up spent on it);
  left for a later round.

Judgement calls for the lead:
1. No case was forced out of an off-slice tracker: the in-slice leads were all used or unusable, and the off-slice
   hits either were used already (recipes #760, qwen38-27b-rtx3090 #39) or are not vLLM's own message.
2. For whoever slices the tracker next: on this corpus the #55000+ range of vllm-project/vllm looks exhausted for
   start-up failures whose error line is in the stored chunk; searches reach 2026 threads only through model / GPU
   names in titles, and those come back already used.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round488-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
