"""Round-726 blind batch: VLLM'S OWN TRACKER, ISSUES AND PRS NUMBERED vllm-project/vllm#24000 TO #27999 ONLY: START-UP
FAILURES AND FIRST-REQUEST FAILURES CAUSED BY THE LAUNCH, ANY FAILURE FAMILY, WITH VLLM'S ERROR LINE AND A CAUSE IN THE
STORED TEXT; collected by helper wild726 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round726-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt.

**Result: 0 cases.** The band (the vLLM tracker's numbers of September-October 2025: v0.10.2 / v0.11.0, the
``(EngineCore_DP0 pid=...)`` log prefix, Qwen3-Next / Qwen3-VL / DeepSeek-V3.2 / gpt-oss / FlashInfer 0.4) is mined
out in the stored issues corpus. Before this round about 150 numbers of the band were already in USED_SOURCES.txt,
CLAIMS.txt or the skip lists of earlier rounds; every in-band thread the searches returned was one of those, or had no
vLLM error line / no cause / no failing launch. No case was written rather than a weak one.

Look-ups: 40 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / find_repos /
fetch). Queries: vLLM's own error lines (Engine core initialization failed, No available memory for the cache blocks,
Free memory on device, CUDA out of memory, undefined symbol _C.abi3.so, no kernel image, model type not recognized by
Transformers, 1 validation error for ModelConfig / SpeculativeConfig, user-specified max_model_len, max_num_seqs vs
Mamba cache blocks, FP8 block_n divisibility, There is no module or parameter named, does not support LoRA yet, auto
tool choice, gated repo, Error 802, ZMQ Address already in use, Could not find nvcc, Failed to find C compiler,
Unsupported conversion from f16 to f16, DeepGEMM) combined with the band's models, releases and GPUs (0.10.2, 0.11.0,
EngineCore_DP0, Qwen3-Next, Qwen3-VL, DeepSeek-V3.2-Exp, gpt-oss, RTX 5090 / sm_120, V100 / T4, H200 / B200, MI300X),
plus Chinese-language queries, a date-shaped query and PR-shaped queries ("[Bugfix] fix ... before this PR").
Of 40 queries only 13 returned any thread numbered 24000-27999.

Sources given up (for the lead, not cases):
- In the band but already used or named in earlier rounds' skip lists (checked with grep before any further look-up):
  vllm #25837 (Free memory 3.22/4.0 GiB), #26612 (Qwen3-VL-30B-A3B), #27508 (gpt-oss-120b on H100), #26161
  (MiniCPM-V-4_5 'Expecting value'), #27321 (TP > 1), PR #27267 and its issue #27254 (DeepSeek-V2.5-1210-FP8 with
  expert parallelism; round 218: the PR's traceback stops before the error line and #27254's chunk has only the
  maintainer's reproduction command; this round's search showed the same), #25292 (Qwen3-30B-A3B-FP8 TP=4 block_n),
  #25680, #27259 (DeepSeek EP / DP), #24756 (CI ZMQ port race), #25043 and #24587 (p2p_nccl_xpyd PD examples; rounds
  51 / 459; stored chunks stop inside the traceback, open and stale), #27017 (KV cache doc question).
- In the band, unused, but no case:
  vllm #25240 (Qwen3-Next-80B TP4 with qwen3_next_mtp speculative decoding dies under a benchmark load, 'Engine core
  proc EngineCore_DP0 died unexpectedly' with no traceback; a runtime crash after start-up, open, no cause);
  #26642 (FlashInfer 0.4.0 'RuntimeError: Could not find nvcc' on any model; the vLLM thread is not in the store --
  only its cross-post flashinfer-ai/flashinfer#1919 is, off-slice; claimed in CLAIMS.txt, not used);
  PR #26443 (FlashInfer made a default CUDA dependency; no failing launch), PR #27990 (skip the nvcc check when
  FlashInfer cubins are pre-downloaded; FlashInfer MoE silently disabled, no error text), PR #27137 (pydantic
  validation in speculative.py; a refactor, no failure).
- Out of the band, seen on the way and not spent on (all already used or outside vLLM's tracker): vllm #31529, #28712,
  #30172, #31205, #29566, #23826, #23921, #22331, #30919, #49064; flashinfer-ai/flashinfer #1919 / #1781 (nvcc needed
  by FlashInfer's JIT / AOT wheels under vLLM 0.11.0rc2-0.11.x; not in USED_SOURCES.txt, a candidate for a FlashInfer
  slice: #1919 carries the error line 'RuntimeError: Could not find nvcc' and the reporter's own fix, reinstalling
  flashinfer-python 0.3.0; #1781 carries 'FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'' under
  vLLM's flashinfer_sample).

Judgement calls for the lead:
1. Zero cases rather than weak ones: the only unused in-band threads reached had no vLLM error line (#25240, the PRs)
   or were not stored (#26642).
2. The issues corpus ranks by meaning, not by number, so a band slice can only be reached through error words; the
   band's common messages are all taken, and its rarer families (FlashInfer JIT, p2p_nccl PD examples) surfaced
   only threads that earlier rounds had already skipped. A further round on this band is unlikely to pay.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round726-blind")
case = BATCH.case

BATCH.write()
