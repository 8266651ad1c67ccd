"""Round-729 blind batch: vLLM's OWN TRACKER, ISSUES AND PRs NUMBERED vllm-project/vllm#36000 TO #39999 ONLY --
START-UP FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH vLLM's ERROR LINE AND A
CAUSE IN THE STORED TEXT (issues corpus); collected by helper wild729 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round729-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the fix left out of the excerpt. Every vLLM number met was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' tools/wild_cases_round*.py skip lists
before it was spent on, and claimed at once.

**0 cases.** Look-ups: 40 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files /
find_repos / fetch). The last 5 were left unspent once it was clear the corpus returns no unused band thread.

How mined the slice is: MINED OUT in this corpus. The semantic search does not key on issue numbers, so the band can
only be reached through the words of the spring-2026 threads (vLLM 0.17-0.19, Qwen3.5 / Qwen3.5-MoE, Gemma 4, GLM-5,
Nemotron-3, Kimi-K2.5, MiniMax-M2.5, DGX Spark / GB10, RTX PRO 6000 / RTX 5090, Model Runner V2, the new log format
"(EngineCore pid=N)"). Across 40 queries quoting vLLM's own lines ("Engine core initialization failed", "No available
memory for the cache blocks", "To serve at least one request ...", "Cannot auto-fit max_model_len", "max_num_seqs ...
exceeds available Mamba cache blocks", "Free memory on device ...", "must be divisible by tensor parallel size", "is not
divisible by weight quantization block_n", "model type `qwen3_5_moe` but Transformers does not recognize", "No NvFp4 MoE
backend supports the deployment configuration", "no kernel image is available", "undefined symbol", "The NVIDIA driver
on your system is too old", "does not support LoRA", "No valid attention backend found ... sparse", "ptxas ... sm_121a",
"There is no module or parameter named", NCCL / Ray multi-node, speculative MTP, encoder-cache OOM, transformers 5.x
AttributeErrors, VLLM_USE_V2_MODEL_RUNNER) the corpus surfaced only eight vllm threads numbered 36000-39999, and seven
of them are already fixtures or skip-listed (#36217, #36411, #38270, #38476, #38599, #38632, plus #36598 / #37754 met
through the claims). Most results are 2023-2025 threads (#188 ... #33857) or threads above #40000 (#41695 ... #57932),
almost all of them used as well. Later rounds should not re-cut this band in the issues corpus.

Sources given up (for the lead, not cases):
- In band, already used or skip-listed (not re-opened): vllm #36217 (Qwen3.5 'model type qwen3_5' with an old
  transformers), #36411 (Qwen3.5-27B, description 'logs' only), #38632 (CI: 'max_num_seqs (1024) exceeds available
  Mamba cache blocks (600)', introduced by #38270), #38599 (the auto-revert of #38270), #38270, #38476 (TRITON_MLA_SPARSE
  PR; a user's 'No valid attention backend found' on 8x A800 in a comment).
- In band, claimed and then not taken: vllm PR #39594 ('[bugfix]: support deepseek sparse attention on unsupported
  targets', koush, 2026-04-12, open). Its stored description says only that DSA models (DeepSeek V3.2 Exp / 3.2, GLM-5+)
  "would crash on load" on an RTX PRO 6000 (sm120, no FlashMLA) and adds VLLM_MLA_FORCE_DENSE=1; vLLM's error line is
  not in the stored description, and the one stored traceback (SaittaGrowing, 2026-04-16, 8x RTX 5090, GLM-5.1-FP8, TP
  32 over Ray) is a failure AFTER the patch, cut before its error line. The claim line
  "vllm-project/vllm#39594 round729" stays in CLAIMS.txt so no later round re-spends on it.
- Out of band, met in passing (not claimed): vllm #33857 (Qwen3-Coder-Next Triton allocator error on a GB10 cluster,
  2026-02-05; unused, but below the band and no cause in the stored chunk), #35065 (Nemotron-3-Nano NVFP4 on an RTX 5090,
  'No NvFp4 MoE backend supports the deployment configuration', 2026-02-22; skip-listed in rounds 138 / 219), #45661 and
  fix PR #46492 (the same message for DeepSeek-V4-Flash NVFP4 on an RTX PRO 6000; skip-listed), #52997 / PR #52915
  (block-FP8 TP shard below the 128 block, Qwen3.6-35B-A3B-FP8 TP 8), #50428 (claimed by another round), #45317, #54059,
  #51744, #49064, #30214, #31936, #41695, #44022 (all used or skip-listed).
- Other trackers met in passing (outside the slice): princeton-ddss/blackfish #322, runpod-workers/worker-vllm #258,
  MiniMax-AI/MiniMax-M2.7 #9, zai-org/GLM-5 #10, gpustack #4372, opendatalab/MinerU #4350 / #4868, pytorch #175666.

Judgement calls for the lead:
1. No case was written rather than take #39594 without vLLM's error line in the stored text (the brief requires the
   error line and a cause; the PR gives the cause -- no sparse-MLA backend on sm120 -- but not the line).
2. The issues corpus' coverage of vllm #36000-#39999 looks thin (eight threads surfaced in 40 queries, all but one
   already taken); a pages-corpus mirror (stepcodex / github.<mirror>) cut of the same band was already mined out by
   rounds 715 / 716. The band is exhausted for both corpora as far as this collector can tell.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round729-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
