"""Round-272 blind batch: troubleshooting / FAQ / known-issues documents committed to public GitHub repositories that
deploy vLLM (TROUBLESHOOTING.md, FAQ.md, KNOWN_ISSUES.md, docs/troubleshooting*.md, docs/deploy*.md, README sections
"Common errors") quoting a REAL vLLM start-up error and its fix; collected by helper wild272 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round272-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source.

**No cases: 0 of the 4-10 asked.** After 13 charged look-ups the index answered «the search budget for this session
is used up» (final, per the search README) to a 14th (find_string) and a 15th (find_files) call, 28 minutes before
the 07:42 UTC deadline; only ``fetch`` still worked, and without look-ups no new repository could be found to fetch
(guessing repository names is not allowed). Every candidate the 13 look-ups surfaced was already used or a copy of a
used source.

Look-ups: 13 charged of the 45 allowed by the brief (5 ``search``, all corpus=code; 4 ``find_string``; 2
``read_file``; 1 ``find_files``; 1 ``fetch``), plus 2 refused for the spent session budget (1 find_string, 1
find_files).

Sources given up (for the lead, not cases):
- Repository already in USED_REPOS.txt / url in USED_SOURCES.txt (checked with grep -iF before spending more):
  gbrayut/cloud-examples gke-ai-misc README (Gemma-3-1B on an A100 1g.5gb MIG slice, 'Available KV cache memory:
  -2.16 GiB' / no cache blocks); khursanirevo/chatterbox-vllm-1 (a second file, the streaming-TTS issues note with
  'Available KV cache memory: -0.26 GiB', same repository as the used ERROR_FIXED.md); jinming99/Reasoning360-MTL
  docs/VLLM_MEMORY_SOLUTIONS.md (no printed numbers anyway); hzqjgthy/vllm (Chinese KV note, 40960, 5.62 vs 4.50
  GiB); nvidia-cosmos/cosmos-reason2 docs/troubleshooting.md (110.49/122.82 GiB at 0.9; PTXAS sm_121a); NanoNets/docext
  Troubleshooting.md (T4 bfloat16); omertt27/ai-stanbul (RUNPOD_MEMORY_FIX.md, A5000 with 4.67 GB free);
  vllm-project/vllm-gaudi docs/general/troubleshooting.md (FP8 'Scaling method ... not supported for runtime scale
  patching', fix RUNTIME_SCALE_PATCHING=0).
- Copies of a used source, not new launches: praisechan/lerobot_custom cosmos-reason2/docs/troubleshooting.md (at
  6bf4d6586ae1547be1ac5641fce03c832fccd2f4, fetched to pin the commit) is a vendored copy of cosmos-reason2's
  troubleshooting page; its only start-up error (ptxas 'sm_121a', fix CUDA 13.0 container or TRITON_PTXAS_PATH) is
  already case cosmos-reason2-troubleshooting-ptxas-sm121a. zhangjiekui/docext Troubleshooting.md is a fork of the
  used NanoNets/docext page (T4 bfloat16 -> --dtype=float16). CloudEngineHub/cosmos-reason2 is another fork of
  cosmos-reason2 (no start-up error in its page).
- Could not be pinned to a repository (find_string gives no repository, and the budget ran out before a code search
  could name one): a write-up quoting `docker run ... vllm/vllm-openai:latest Qwen/Qwen3-32B --tensor-parallel-size 1
  --gpu-memory-utilization 0.426 --max-model-len 32768` -> 'Model loading took 61.03 GiB', 'Available KV cache memory:
  -24.42 GiB', no cache blocks (the author says raising utilization is a red herring: the weights do not fit the share);
  a Chinese 'vLLM V1 引擎内存分析问题 - 完整修复报告' (vLLM 0.11.0, 8x A100-80GB shared, 'Error in memory profiling.
  Initial free memory 41.19354248046875 GiB, current free memory 41.640380859375 GiB').
- Not a user's launch: generic "10 most common vLLM errors" guides and kvroom-like simulators/tests quoting the error
  strings (no failing launch of the author).

Judgement calls: none taken, as no case was written.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round272-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
