"""Round-751 blind batch: vLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED vllm-project/vllm#30000 TO #39999
-- a "[Bugfix]" / "[Bug]" / "Fix" PR whose stored description quotes a user's failing start-up (vLLM's own error line
or traceback, the launch command or model) and says what was wrong, the PR being the cause; collected by helper wild751
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round751-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts would be the text as the search tool's issues corpus shows it, with the fix (and a PR's
title / diagnosis where it states the fix) left out of the excerpt.

Look-ups: 44 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / find_repos /
fetch: PR and issue threads are not files in this store, and earlier rounds found read_file returns nothing for them).
**0 cases.** Not padded: the band is mined out for fix PRs as it was for issues (rounds 727, 728, 729 cut the same
numbers #28000-#39999 from the issue side and wrote 0 cases each). Every in-band number met was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt, the fixtures' source_url and every "#NUM" in
tools/wild_cases_round*.py before it was spent on; the in-band threads claimed this round are
vllm-project/vllm#31768, #38895, #33501, #34504, #34548 and #39126 (claim lines stay in CLAIMS.txt so no later round
re-spends on them). NOTE: my first number check only matched "vllm...#NUM" and "/NUM" forms and so missed skip-list
entries written as bare "#NUM" in a list; #38895, #33501 and #39126 were claimed before the stricter check showed
rounds 219 / 275 / 421 / 447 / 487 / 527 / 528 / 545 had already given them up (same reasons as below).

How mined the slice is: MINED OUT in this corpus. The semantic search does not key on numbers; the band (Dec 2025 -
Apr 2026, vLLM 0.12-0.19) was reached through PR-template wording ("## Purpose ... Fixes #", "## Test Plan", "Essential
Elements of an Effective PR Description Checklist"), the era's log prefixes ("(EngineCore_DP0 pid=)", "(EngineCore
pid=)", "(Worker_TP0 pid=)") and the era's error families and models: ValueError / AssertionError / KeyError /
AttributeError / NotImplementedError / ImportError start-up crashes, "No valid attention backend found" and "Selected
backend ... is not valid for this configuration", transformers 5.0 ("all_special_tokens_extended", config attributes),
hybrid Mamba / attention page-size asserts, LoRA on Qwen3 / Qwen3.5 MoE, ROCm / AITER MXFP4 on MI355, CPU backend,
Turing / V100 Triton "f16 to f16", unified-memory "Free memory on device" (GB10), FlashInfer autotune OOM, TP
divisibility, pipeline-parallel KeyError on attention layer names, GLM-4.7-Flash / Step-3.5-Flash / Kimi-K2.5 /
Qwen3-Next / Qwen3.5 / DeepSeek-V3.2 loading. Across 44 queries about two dozen vllm-project/vllm threads in
#30000-#39999 surfaced (or were named in a surfaced thread), and every one was already used, skip-listed, or lacks the error line / a cause in the stored text. Most
answers were 2023-2025 threads below #30000, threads above #40000, or other trackers (sglang, vllm-ascend, ms-swift,
tpu-inference, flashinfer). Later rounds should not re-cut this band in the issues corpus.

Sources given up (for the lead, not cases):
- In band, already used (USED_SOURCES.txt / a fixture): vllm #32895, #35356 (GB10 unified-memory free-memory fix PR;
  its issue #35313 is skip-listed), #37974 (Kimi-K2.5 0.18.0 PP=8 KeyError 'language_model.model.layers.30.self_attn.
  attn'), PR #30195 / #30214 (DeepSeek-V3.2 CUTLASS_MLA 'sparse not supported').
- In band, named in earlier rounds' skip lists (not re-opened): vllm PR #30567 ('Qwen3VLMoeConfig' object has no
  attribute 'intermediate_size', closed unmerged), PR #37429 (hybrid Mamba KV sizing, open, no user log), #30848
  (Qwen3-Next 'Fail to run', 'This issue provides more logs.' only), #31940 (title '[Bug]:', APIServer wrapper only),
  #30461 and #35286 (LoRA on Qwen3 MoE / Qwen3.5-MoE, error line not stored), #34403 (deepseek-vl2), #35637 (MI355
  MiniMax-M2.1 MXFP4 AITER TP4, no error line stored; its fix PR #34285 is unused but never surfaced in two
  searches), #36615 (gfx1151), #34154, #33970 (Qwen3-Reranker-8B quantized,
  usage), #30533 (Qwen3-Next on the CPU backend), #33685 (Step3p5ForCausalLM pipeline parallel), #35313.
- In band, claimed this round and then not taken (error line not in the stored text):
  * vllm #31768 ('[Bug]: Run RedHatAI/Qwen3-30B-A3B-FP8-block failed', 2026-01-06, closed): three searches reached
    only the description head (collect_env header) and the APIServer's launch_core_engines frames; neither the
    EngineCore error nor an answer / fix is stored in what the corpus returns.
  * vllm PR #38895 ('bugfix(flashinfer,dcp): remove kv_cache_layout for BatchDCPPrefillWrapper._new_tokens', merged
    2026-04-03): the author's own crash (VLLM_KV_CACHE_LAYOUT=HND, -tp 4 -dcp 2, --attention_backend FLASHINFER,
    qwen/Qwen2.5-1.5B-Instruct, a dev build) -- the stored crash log goes from 'Warming up FlashInfer attention.' to
    'Worker proc VllmWorker-3 died unexpectedly, shutting down executor.' and 'EngineCore failed to start.' with no
    error line of its own; also a developer's HND-layout experiment, not a user's launch (round 421 gave it up too).
  * vllm PR #33501 ('Fix DeepSeek RoPE initialization error', merged 2026-02): a tpu-inference developer's traceback
    (torch.arange under deepseek_scaling_rope._compute_inv_freq, then torch's dispatcher registration listing); the
    error line itself is not in the reached chunks, and it is a TPU plugin dev setup (rounds 421 / 487 / 527 / 528).
  * vllm PR #39126 ('[Spec Decode] Add attention_backend override option for draft model', closed unmerged,
    2026-04-06): 'Before' = vllm serve nvidia/Kimi-K2.5-NVFP4 --attention_config.backend FLASHINFER_MLA with an
    Eagle3 draft (lightseekorg/kimi-k2.5-eagle3); the draft LlamaModel inherits the MLA-only backend. Three searches
    reached the description and the llama_eagle3.py -> LlamaModel frames, never the final error line. A good case if
    a later tool can read the whole PR: cause attention backend inherited by a non-MLA draft; the later V1 proposer
    never inherits the target's backend (vllm PR #54826's description quotes that code comment).
  * vllm #34504 / PR #34548 ('[BugFix] Fix Python 3.13 FlashMLA import error', LucasWilkinson, 2026-02-14, merged,
    'FIX #34504 (Potentially)'): the PR's stored description has no error text and #34504 never surfaced.
- In band, not a user's launch failure: vllm #32870 (CPU-backend Arm kernel unit test failing), #30466 (transformers
  5.x support tracking issue), PR #32820 / #32709 (Model Runner V2 backend work, title only).
- Out of band (not for this slice), seen in passing: vllm PR #40678 / #40649 (PP KeyError in
  get_attn_backends_for_group on 4 Ray nodes; #40678 closed unmerged), PR #40887 / #49115 (FlashInfer autotune OOM
  ordering), PR #45207 / #43626 (Mamba page-size padding), PR #27267, #27424, PR #28534, PR #28960, PR #29686,
  #46169, #50064, #50067, #55509, #57932, PR #54826; other trackers: sglang PR #20298 (Eagle3 draft with trtllm_mla
  on B200 -- the sglang twin of vllm PR #39126), ms-swift #8352 (transformers 5.2.0-saved model refused by vLLM),
  QwenLM/Qwen3-VL #2058, rllm-org/rllm #388, runpod-workers/worker-vllm #258 (transformers 5.x 'TokenizersBackend has
  no attribute all_special_tokens_extended' with old vLLM pins).

Judgement calls for the lead:
1. Zero cases rather than weak ones: no unused in-band fix PR (or fixed issue) reached shows vLLM's error line and its
   cause in the stored text. A thread outside #30000-#39999 was never substituted.
2. The best unspent lead for a round with a whole-thread reader is vllm PR #39126 (Eagle3 draft on an MLA target
   inheriting FLASHINFER_MLA); its error line is beyond the chunk the search returns. Its cause would be
   attention_backend_feature_unsupported-like (the draft's standard attention cannot run on the MLA-only backend the
   launch forced); fixes: let the draft pick its own backend (speculative_config attention_backend 'auto' / a release
   whose proposer does not inherit the target's backend), not a memory or length change.
3. Six look-ups of the 50 were left unspent; further searches would repeat the families above.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round751-blind")
case = BATCH.case

# No cases: see the docstring (fix PRs numbered vllm#30000-#39999 are mined out; every in-band thread reached was
# already used, skip-listed, or lacks vLLM's error line in the stored text).

if __name__ == "__main__":
    BATCH.write()
