"""Round-750 blind batch: vLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED #20000-#29999 -- a "[Bugfix]" /
"[Bug]" / "Fix" pull request of vllm-project/vllm whose stored description quotes a user's failing start-up (vLLM's
own error line or traceback, the launch command or model) and says what was wrong, or the issue such a PR fixes;
collected by helper wild750 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round750-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); every expectation would have been
written from the source thread only (and the fix PR / maintainer answer it links), with the fix left out of the
excerpt. Every thread met was checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the
earlier rounds' tools/wild_cases_round*.py skip lists (and tests/golden/wild/ ids) before any look-up was spent on
it, and claimed at once.

**0 cases.** Look-ups: 35 of the 50 allowed -- 34 ``search`` corpus=issues, 1 ``read_file`` (answered "no file at
that repository and path": an issue / PR is not a stored file, so a thread can only be read through the search
excerpts). Collecting stopped at 35 because every in-band thread the search reached was already used or
skip-listed, and the remaining budget is shared with five other collectors.

How mined the slice is: MINED OUT for the issues corpus. Of the ~20 in-band vllm numbers the 34 searches surfaced
(generic error words with "[Bugfix]", "Fixes #", "(EngineCore_DP0 pid=", "## Purpose ... Test Result", and
topic queries: quantization, gpt-oss sinks, FP8 KV cache, CPU backend, ROCm, DP, eagle3, bitsandbytes, Qwen3-Next,
Qwen3-VL, Triton shared memory), all but four were already in USED_SOURCES.txt or an earlier round's skip list, and
the four unused ones have no usable error line or no cause in the stored text. The issues corpus ranks issues far
above PR descriptions for error-word queries, and the in-band PRs whose description quotes a user's traceback
(e.g. #27267) were taken or skip-listed by rounds 212 / 218 / 421 / 527. Later rounds should not re-cut this band
in the issues corpus; a fetch of the vllm repository's PR metadata is not possible (PRs are not files).

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists (not re-opened): PR #27267 (DeepSeek-V2.5-1210-FP8, EP + TP 4; rounds
  218 / 421 / 527) and its issue #27254 (claimed by round 726); PR #28663 (Qwen3-VL GPTQModel; round 212 / 527);
  #25928 (FlashInfer AssertionError; round 587); #22331 and the whole gpt-oss "Sinks are only supported in
  FlashAttention 3" family (fixtures vllm-22331, vllm-22325, vllm-22414, ...); #22301 (gpt-oss ModelConfig
  validation, body cut; rounds 316 / 446 / 538 / 569 / 602); #22302-#22306 (Qwen3-30B-A3B-2507-FP8 TP 2; round
  578); #23192 (fixture vllm-23192); #23244 (gpt-oss-20b DP; round 398); #23826 (5090 Qwen3-30B-A3B-NVFP4; rounds
  33 / 124 / 430); #23934 and #30533 (CPU backend; round 283 / 446); #24208 (DeepSeek-V3.1-AWQ KeyError
  'model.layers.60.mlp.experts.w2_weight', screenshots only; round 446); #25378 (Qwen3-Next-80B-FP8; round 446);
  #27321 (TP > 1; round 446); #29233 (CPU VLLM_CPU_KVCACHE_SPACE; fixture vllm-29233).
- vllm #26080 ('Qwen3VLMoeModel' object has no attribute 'language_model.embed_tokens', Ray Serve LLM, vLLM
  0.10.1.1, closed): claimed by this round, then dropped -- it is the same reporter's twin of QwenLM/Qwen3-VL #1539
  (same error, same day, PP > 1 on 0.10.1.1, ywang96: "use the nightly version of vLLM instead of 0.10.1.1"),
  which round 280 already made a case (qwen3-vl-1539-235b-a22b-vllm-01011-pp-language-model-embed-tokens-use-
  nightly). A second fixture would double-count one failure. The stored chunk of #26080 also stops inside the Ray
  frames before the error line (the message is in the title only).
- vllm #20832 ("Can not run quantized models after #20694", closed; mgoin opened revert PR #20853): claimed, but
  the stored text shows only the checklist and the comments ("run with CUDA_LAUNCH_BLOCKING=1", "I have been
  experiencing this too", the revert PR) -- the reporter's error text is not in any chunk two searches reached, so
  no message_kind can be read. A good cause (a regression PR reverted) if a later round can reach the description.
- vllm #22479 (TP 2 broken on RTX PRO 6000 Blackwell since 0.10): the stored chunk is a request-time
  EngineDeadError (500 on /v1/chat/completions), not a start-up failure; open, no cause.
- vllm #27604 (FlashInfer + FP8 KV cache on Hopper): open, a maintainer question, no error line in the chunk, no fix.
- vllm PR #28660 ("[Attention][Bugfix] Fix FA sink support", gpt-oss + eagle3 selecting TRITON_ATTN after #24794):
  the description says only "Previously failed, now works" -- no error text.
- Out of band (seen, not taken): #31529, #31404, #32012 / PR #32013, #33501, #35720, #36640, #36802, #38895,
  #39254, #42480, #43298, #46169, #46721, #49657, #51744, #53584, #53743, #54304, #54526, #56180 (all >= 30000);
  #12124, #12498, #13510, #13814, #14076, #15676, #16131, #16908, #17372, #17395 / PR #17434, #17825, #19002,
  #19029, #19045, #19121, #19332 (all < 20000).

Judgement calls for the lead:
1. A 0-case round: the band is mined out in the issues corpus as far as 35 look-ups reach. The two claims left in
   CLAIMS.txt (vllm #26080, #20832) are released in substance: #26080 is a duplicate of a used case, and #20832
   lacks its error text in the stored chunks.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round750-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
