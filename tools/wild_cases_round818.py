"""Round-818 blind batch: OTHER CLASSES WITH FIGURES ('The NVIDIA driver on your system is too old (found version',
'requires GPUs with sm', 'CUDA error: no kernel image is available', 'Bfloat16 is only supported on GPUs with compute
capability of at least 8.0. Your', 'compute capability 7.5', 'is not divisible by tensor parallel size', 'Total number
of attention heads (', 'num_speculative_tokens', 'max_num_batched_tokens (' with a digit, 'is smaller than
max_model_len (', 'Cannot allocate memory', 'Error 804: forward compatibility', 'NCCL error', 'torch.OutOfMemoryError:
CUDA out of memory. Tried to allocate' next to 'vllm'); collected by helper wild818 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round818-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would be written from the source
thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 17 (16 ``search`` corpus=issues, 1 read_file that found no stored file; no find_string / find_files /
fetch). 0 cases.

The slice is MINED OUT for these error lines in the stored issues corpus. Every thread the searches returned that
carries one of the slice's error lines was already in USED_SOURCES.txt / CLAIMS.txt or in an earlier round's skip
list; the two unused threads that carry the error line have no cause in the stored text.

Sources given up (for the lead, not cases):
- Already used or skip-listed (seen in results, not re-opened): vllm #2652, #414, #596, #4232, #52435, #11797 /
  PR #52535 (heads / TP divisibility); MIV-XJTU/FSDrive #21, THU-KEG/AdaptThink #1, gpustack #2259 (TP 3);
  vllm #1157, #946, #1153, #1284, substratusai/vllm-docker #37, canopyai/Orpheus-TTS #74, zai-org/GLM-4 #510,
  QAnything #128 region (bfloat16 / compute capability); vllm #1772, #1907, #11623, modelscope/FunASR #2973,
  verl-project/verl-omni #133, transformerlab-app #370 (driver too old); gpustack #1540, #1254, vllm #5510, #4375
  (Error 804); vllm #16307, #19018, #18835, #11485, #19542, #4187, #629, #19185 (no kernel image); vllm #42393,
  #28572, #27729, #19045, #29707 (FlashInfer sm75 / mixed GPUs); vllm #10034, #15105, NVIDIA/nccl #1645, #1790,
  vllm #27508, #30637 (torch OOM 'Tried to allocate'); vllm #10626, #7201, #4383, #5458, #7466, #15255, #6370, #6574,
  #6732, #7800, #1710, production-stack #276 / #44, MiniMax-01 #42, akash-network/awesome-akash #543 (NCCL error);
  huggingface/trl #3788, vllm #10483, #8416, PR #44566, #56281 (spec decode / max_num_batched_tokens).
- Error line stored but no cause stored (claimed round818, not written): vllm-project/vllm #16142 (H20 x TP16
  DeepSeek-R1 over Ray, 'Cannot allocate memory' from EngineCore; only the head of the traceback stored, closed stale,
  no answer); NVIDIA/nccl #1466 ('NCCL_SHM_DISABLE flag is not working': vLLM 0.6.x pynccl ncclCommInitRank
  traceback; the stored chunks show only the traceback, no maintainer answer reached).
- No cause / not start-up: vllm #1936 (v0.2.3 image 'no kernel image is available'; only a me-too P100 screenshot,
  the reporter's GPU / fix never stated), vllm #18831 (NCCL shm attach error, stale, no fix), vllm #7047 (ngram spec
  decode IndexError at request time), vllm #9290 (a vLLM developer's multi-step OOM at run time), vllm #18681 /
  #13875 / #8418 / #6641 (usage questions on max_num_batched_tokens, no error), Haidra-Org/horde-worker-reGen #349
  (Error 804 but not vLLM).

Judgement calls for the lead:
1. No case written. The two claimed-but-unwritten threads (vllm #16142, NVIDIA/nccl #1466) stay in CLAIMS.txt so
   a later round does not re-spend look-ups on them unless a later crawl stores their answers.
2. Candidates for a later round (unspent): NVIDIA/nccl #1657 ('NCCL error: unhandled system error' under vLLM's Ray
   executor, labelled question / triaged, closed -- an NCCL maintainer answer may be stored in later turns; not in
   any used list or skip list at the time of this round).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round818-blind")
case = BATCH.case

BATCH.write()
