"""Round-268 blind batch: MEMORY failures at vLLM start-up reported on vLLM's OWN tracker
(github.com/vllm-project/vllm/issues), issue numbers 30000-40000 only (KV cache too small, no cache blocks, negative KV
memory, OOM while loading / profiling / CUDA-graph capture / sampler warm-up, free memory below the utilization,
encoder cache budget, sleep mode, several instances on one GPU); collected by helper wild268 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round268-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 59 of the 60 allowed (57 ``search``, all corpus=issues; 2 ``read_file``, both refused because issue threads
are not stored as repository files; no ``find_string``, ``find_files`` or ``fetch``). **0 cases: short of the 4-10
asked.** No candidate met the bar (an unused thread in the number range whose stored text shows the error message
itself): the slice is mined out. 49 vLLM issues in 30000-40000 are already in USED_SOURCES.txt, and the searches kept
returning exactly those (30637, 31273, 33920, 34076, 36861, 39788, ...); the unused in-range hits that did come back
are stored only as chunks that end in the traceback before the error line, and no query reached the chunk holding
the error line or a fix.

Sources given up (for the lead, not cases; a later round with a full-thread reader may take them):
- Unused, error line not reachable in the stored excerpts:
  * vllm #35854 '[Bug]: 4 * 2080ti 22G Qwen3.5-35B-A3B Fail' (2026-03-03, open; vLLM 0.16.1rc1.dev123+ga60985b07; 4x
    RTX 2080 Ti 22G modded, the same command passes on 4x L20; command `vllm serve --model .../Qwen3.5-35B-A3B
    --tensor-parallel-size 4 --gpu-memory-utilization 0.7 --max_model_len 16384 --dtype half --trust-remote-code ...`).
    The stored traceback goes EngineCore.__init__ -> _initialize_kv_caches (core.py line 263) and is cut there; no
    maintainer answer or fix stored. Likely a KV-cache / Mamba-block check for the hybrid model, but that is a guess.
  * vllm #33155 '[Bug]: gptoss120B is OOM on one H100 after upgrading from v0.11.2 to v0.14.1' (2026-01-27, open,
    stale): the stored log stops after 'Model loading took 64.38 GiB memory' and torch.compile; OOM text and phase
    (profiling / sampler warm-up / graph capture) not reached; no fix stored.
  * vllm #30172 '[Bug]: Qwen3-coder fails between 0.11.0 and 0.11.2' (2025-12-05, open): QuantTrio
    Qwen3-Coder-30B-A3B-Instruct-AWQ through gpustack, `--max-model-len=100k`; the traceback reaches
    _initialize_kv_caches -> get_kv_cache_configs and is cut before the ValueError; the author's later turn is the
    gpustack log; no fix stored.
  * vllm #30069 '[Bug]: Qwen3-Next-80B OOM' (2025-12-04, closed; 8x H800, torch 2.9.0+cu128): only the collect_env
    part of the body came back in three queries; no error text, no closing comment.
  * vllm #34209 '[Usage]: How to decrease Encoder cache budget from 16384 tokens to something lower?' (open, stale):
    only the environment dump came back; no error text.
- Unused but out of scope: PR #36634 (MTP launch error on 0.17.1-rc, traceback only, a PR not an issue), #38257
  (Qwen3-VL-235B OOM at request time, not start-up), #39408 / #34040 (encoder-cache 400 errors at request time).
- Already used (checked with grep -F against USED_SOURCES.txt before spending look-ups): vllm #33920 (GLM-4.7-Flash
  sampler warm-up OOM, 2x 4090), #30637 (DeepSeek-V3.2 sampler warm-up OOM), #31273 (Qwen2.5-72B FP8 load OOM on
  H20, 0.13.0), #36861 (PP OOM), #34076 (PP KV bottleneck), #39788 (Kimi-K2.5 NVFP4 OOM), PR #36734 (Mamba align
  mode, Qwen3.5-122B). Out of range or used: #26884, #27508, #23278, #40023, #40256, #41619, #49064, #49476.

Judgement calls for the lead:
1. No case was written from a traceback that stops before the error message: the kind, the printed numbers and the
   cause would have been guesses, which the blind rules forbid.
2. The issues corpus answers by meaning, not by number; model and GPU names of late 2025 / early 2026 (Qwen3.5,
   Qwen3-Next, GLM-4.7, gpt-oss, Kimi-K2.5, DGX Spark, RTX PRO 6000, 5090, H20, 2080 Ti) mostly surfaced threads outside
   30000-40000 (older 2k-27k threads or 41k-57k ones) or used ones.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round268-blind")
case = BATCH.case

# No cases this round: see the docstring (slice mined out; unused in-range threads show no error line in the store).

if __name__ == "__main__":
    BATCH.write()
