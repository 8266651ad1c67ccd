"""Round-426 blind batch: vLLM's own tracker (vllm-project/vllm issues), numbers #46000-#52000 (June-August 2026,
releases 0.2x): start-up failures with the log pasted and the cause or fix confirmed in the thread; collected by helper
wild426 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round426-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

RESULT: 0 cases. The slice is exhausted as far as the issues corpus can reach it. Before searching, the skip list for
the slice (USED_SOURCES.txt plus every '#4xxxx/#5xxxx' named in tools/wild_cases_round*.py) already held ~270 numbers
in #46000-#52000, 44 of them as fixtures (tests/golden/wild/vllm-46268 ... vllm-51964). None of the 30 searches below
returned a vllm-project/vllm issue in range that was not already used or named, except one pull request whose stored
text stops before its error line (see below). Nothing was written under tests/golden/wild/.

Look-ups: 48 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
Queries tried (error wordings plus 2026 model, hardware and flag names): 'Engine core initialization failed v0.20',
'DeepSeek-V3.2 fails to start', 'B200 --moe-backend', '0.23.0 DeepSeek-V4', 'Qwen3.6 EngineCore failed 0.24',
'--kv-cache-memory-bytes', 'CUDA graph memory profiling (default since v0.21.0) No available memory',
'0.22 Qwen3.5 GB10', 'RTX 5090 0.25 sm_120', 'Gemma 4 max_model_len', 'GLM-5.1 H200', 'API server version 0.24.0
ValueError', 'v0.25.0 regression', 'MiniMax-M2.5 NVFP4 B200', 'Nemotron 3 Super mamba', 'Qwen3.6-27B RTX PRO 6000',
'KernelConfig moe_backend linear_backend', 'OutOfMemoryError 0.23', 'DeepSeek-V4-Flash H200 TP8', 'Gemma 4 31B
AssertionError', 'crashes at startup v0.26.0', 'attention backend kv cache dtype 0.23.1', 'GB300 0.25', 'Kimi-K2.6',
'--swap-space removed', 'Qwen3.6-35B-A3B NVFP4 capability', 'version banner 0.25.1 / 0.23.0 KV cache needed',
'VLLM_USE_V2_MODEL_RUNNER', '--mamba-cache-mode align', 'deep_gemm_mega_moe symmetric memory', 'FlashInfer autotune
OOM', 'Qwen3.6-27B 0.22', 'GLM-5.2', 'Free memory on device less than desired', 'MRV2 sampler warmup OOM' (x2),
'MI355X AITER 0.24', 'pooling runner 0.23', 'issue 2026-07 after upgrading to v0.24.0', 'v0.26.0 AssertionError
--enforce-eager', 'gpt-oss-120b 0.24', '--enable-lora Qwen3.6 0.25', 'NixlConnector 0.24', 'DGX Spark GB10 0.25',
'VllmConfig pydantic ValidationError 0.23', 'gemma-4-26B-A4B 0.23/0.24', 'fixed on main not in v0.25.0'.
The corpus answers by meaning, not by number or date, so most hits were 2024-2025 threads or other trackers.

Sources given up (for the lead, not cases):
- In range, already used or named in earlier rounds (USED_SOURCES.txt / round docstrings): vllm #46169 (Qwen3.5-2B ROCm
  'never starts serving'), #46367 (GLM-5.2-FP8 8xB200 weird outputs, not a start-up failure), #50660 (DeepSeek-V4-Flash
  DSpark FlashMLA assert, v0.26.0), #50780 (CUDA-graph profiler shrinks KV pool, no failure), #50856 (MiniMax-M3 recipe
  on 8xH200), #51744 (Gemma4 + Transformers 5.15.0).
- In range, named in earlier rounds and not takeable anyway: vllm PR #48601 ('[MRV2] Profile flashinfer top-k/top-p sampler to fix warmup OOM',
  JaredforReal, 2026-07-14; Qwen3.6-27B-FP8 on 4xH100 with VLLM_USE_V2_MODEL_RUNNER=1 -tp 4 dies with an OOM at
  kernel warm-up after the KV cache is sized): a developer's own fix PR (closed, not merged), and the two stored chunks
  reached show the 'Free memory on device (77.57/79.11 GiB) ... Current kv cache memory in use is 63.25 GiB' INFO line
  and the middle of the traceback (model_runner.py sample_tokens -> sampler) but never the error line itself. A later
  fix for the same path is PR #57926 (out of range). vllm PRs #49115 (FlashInfer MoE autotune before profiling),
  #45197, #48526, #51590 (CUDA-graph memory accounting): developer PRs, no user start-up log.
- Out of the numeric slice (seen, not opened): vllm #52029 (opt-125m 'Failed core proc(s): {}', also already named),
  #52181 (FA2 needs compute capability >= 8, Qwen3.6-35B-A3B, 0.27.1; already named), #52768 (Gemma4
  AmbiguousGlobalPerLayerAttributeError, 0.27.1), #52895 (docs), #53013 and #55509 (both already used), #53836, #44022
  (Nemotron NVFP4 on 5090 after 0.22), #43593, #43605, #42587, #42895, #42426, #41027, #40821.

Judgement calls for the lead:
1. No case met the brief (in-range number, not used, error line in the stored text, cause/fix in the thread), so the
   round is empty rather than padded with a PR whose error line is not stored. The batch label round426-blind has no
   fixtures; tests/wild_grade.py selecting it should find none.
2. Suggestion: the #46000-#52000 slice of vllm-project/vllm looks mined out for this corpus. Every vllm number the
   searches surfaced just past it (#52029, #52181, #52768, #53013, #53836, #55509) is also already in USED_SOURCES.txt
   or an earlier round's docstring, so neighbouring slices are likely as thin.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round426-blind")
case = BATCH.case

# No cases: see the docstring (slice exhausted; every in-range hit was already used, named, or lacked its error line).

if __name__ == "__main__":
    BATCH.write()
