"""Round-799 blind batch: COMMITTED NOTES, RUNBOOKS AND EXPERIMENT LOGS FOUND WITH find_string (NOT the issues corpus),
the KV-cache capacity messages ('KV cache is needed, which is larger than the available KV cache memory', 'the
estimated maximum model length is', '... larger than the maximum number of tokens that can be stored in KV cache', 'No
available memory for the cache blocks', 'Available KV cache memory: -', 'max_model_len auto', 'Try increasing
`gpu_memory_utilization`'); collected by helper wild799 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round799-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source text only, with the fix left out of the excerpt.

RESULT: 0 CASES. The slice is mined out for these messages: every find_string hit that showed a KV-capacity error
line AND its fix in the same file was already a fixture (checked by grepping tests/golden/wild/*.json for the printed
numbers before spending look-ups -- a cheap test the lead may want every collector to run first), and the three fresh
hits could not be tied to a repository path within the 6 look-ups allowed per hit.

Look-ups: 22 (of the 50 the session's three collectors share; stopped there so as not to take more than a fair
share): 7 find_string ('the estimated maximum model length is', 'Available KV cache memory: -', 'maximum number of
tokens that can be stored in KV', 'larger than the available KV cache memory (0.', 'No available memory for the cache
blocks. Try', '--max-model-len auto', 'Cannot auto-fit max_model_len'), 6 read_file, 2 find_repos, 7 find_files. No
search / fetch. 7 look-ups went on a hit (id 68735452829) that proved used only once its repository was found
(CiphemonJY/dspark-gb10-config memory-tuning.md is in USED_SOURCES.txt; its fixture is
github-ciphemonjy-gb10-util070-seqs16-131072-3.79-of-3.12), before the number check was adopted.

Hits already used (fixture found by the printed numbers; not spent on):
- 54765285989 Chinese deploy notes, Qwen3-VL-30B-A3B on one A100 80G, v0.11.0, (262144) 24.00 of 8.04, 87840
  -> tinyhandsome-a100-qwen3-vl-30b-262144-24.00-of-8.04.
- 13091121147 llm-scaler README (118000) 6.30 of 6.11, 114432 -> llmscaler-readme-118000-6.30-of-6.11.
- 47197774778 GKE MIG 1g.5gb gemma-3-1b 'Available KV cache memory: -2.16' -> gke-mig-1g5gb-gemma3-1b-negative-2.16.
- 59802506168 Nix flake, Qwen3.5-9B bf16 on a 16 GiB Arc, -0.99 / 17.66 -> jadeezomg-flake-mini-xpu-...-0.99.
- 57840496179 qwen38-flash-next ladder script, -6.78 / 79.42 of 121.7 -> github-karti-qwen38-flash-next-gb10-79.42-
  negative-6.78.
- 58115376923 DeepSeek V4 on SM120, -3.74 at 0.65 -> lvllm-dsv4-flash-sm120-negative-3.74-util-0.65.
- 71378483694 Thor deployment log, -0.71 at 0.75 -> smithy-thor-qwen38-flash-next-negative-0.71-util-0.75.
- 54494353240 MiMo 1M/C8 graphs, 3.09 of 0.24, 57344 -> github-tonyd2wild-mimo-v25-1m-graphs-3.09-of-0.24.
- 8853304189 README (131072) vs (93936) -> genlm-control-iclr-llama31-8b-131072-93936.
- 68394855650 AutoDL runbook FAQ (40960) -> hzqjgthy-medical-qwen3-8b-40960-5.62-of-4.50 (same repository).
- 56138698183 / 56511745845 GLM REAP + MTP, 3.19 of 0.01, 256 -> hermia-glm52-504b-mtp-250000-3.19-of-0.01.
- 51797582025 redbutton GRPO l40s (12288) 1.69 of 0.87 -> redbutton-grpo-qwen3-4b-l40s-12288-1.69-of-0.87.
- 67049748421 desktop share Qwen2.5-3B bnb (32000) 1.1 of 0.59 -> desktopshare-312-qwen25-3b-bnb-rtx4060-...
- 66820601939 TRL sudoku colocate (40960) 4.38 of 0.85 -> trl-fork-sudoku-grpo-colocate-40960-4.38-of-0.85.
- 69441149719 a30 codegemma-7b (8192) 3.5 of 0.92, 2144 -> github-obtune-a30-codegemma-7b-8192-3.5-of-0.92.
- 68884393612 Qwen-Image PE-T2I, KV 0.8 GiB at 0.90 -> github-cyysky-qwen-image-pe-t2i-v0271-kv-0.8-gib-util-0.90.
- 57905766703 Qwen3-32B bf16 TP1 at 0.426, -24.42 -> kubesimplify-qwen3-32b-bf16-tp1-util-0.426-negative-24.42.
- 62630932391 chatterbox -0.26 -> chatterbox-vllm-fork-error-fixed-negative-0.26.
- 61810943286 ScalarLM gemma-4 26B 'Cannot auto-fit max_model_len' at 0.4 -> scalarlm-gemma4-26b-a4b-gb10-auto-fit-
  util-0.4 (supermassive-intelligence/scalarlm).

Sources given up (for the lead, not cases):
- id 69007722630 'Round 6 -- replay measurements and offload bracket' (a serving campaign's results bundle README,
  2026-09-15): OFFGB=55 failed '(1048576), 2.2 GiB KV cache is needed, ... (0.65 GiB) ... 123264'; OFFGB=60 works at
  1M. Clear error line and fix (more expert offload, length kept), unused, but the file names no repository, model or
  GPU (only campaign_round6.sh, replay2.py, facts-R6-off55.txt, campaign-round6-2026-09-15.log); not tied. A later
  round could try find_files with a path such as those script names under the right folder.
- id 68386477568, a Chinese knowledge digest of philemon1977/romc.ai-gfx90a (8x MI250, DeepSeek-V4.1-Flash,
  'quark-int8/idx_kernel_verify.py' named in it: find_files placed that path in this repository @f68f2e3b): weights
  51.7 GiB/rank + graph pool over the util 0.97 budget -> 'Available KV cache memory: -3.23 GiB'; fix
  VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 + smaller MAX_MODEL_LEN / MAX_CUDAGRAPH_CAPTURE_SIZE. The note's own path
  was not found in 4 placement look-ups (not CLAUDE.md, not quark-int8/ASK-外部咨询-DSV41质量退化.md; quark-int8/ holds
  3155 files, e.g. RESULT.md, LONGCONTEXT_FINDINGS.md, DCP_A_NOTES.md are the next to try). Weak anyway: the same
  -3.23 is attributed in the same note to an engram-offload attempt that freed 0.00 GiB, so the cause is ambiguous.
  Claimed in CLAIMS.txt as philemon1977/romc.ai-gfx90a:file-id#68386477568.
- id 70781691751, a Windows .bat of a Qwen3.8-27B exl3 + DFlash2 ladder on a 16 GB card (step 088): b1 auto KV at
  12000/0.88 refused '(12000), 1.66 GiB ... (0.82 GiB) ... estimated maximum model length is 1600'; the arm tries
  --kv-cache-dtype nvfp4, but its own comments say nvfp4 at 16384/0.88 was also refused (0.27 of 1.03 GiB) and no
  launch that worked is recorded. No fix; not tied.
- id 68853015779, a DGX Spark README's generic hint ('On GPUs other than the Spark you may hit ... (262144), (3.04 GiB
  ... (1.89 GiB) ... 153216'; 'Lower --max-model-len or raise --gpu-memory-utilization'): advice, not a recorded
  event; not tied.
- Code / tests only (not reports): vLLM's kv_cache_utils.py copies and forks, log-classifier tests (70068916811,
  70074804662, 60004023718, 58816386240, 56852647138, 70332632352, 63624812246, 67118631303, 71098331494,
  11132181815, 53776061123, 6719196218), explainer docs (61988020222, 60881880266, 60316347784, 52740231052,
  54493128724, 38883322130, 57474605702, 61838348218) and launch scripts with --max-model-len auto and no failure.

Judgement calls for the lead:
1. No cases were written. The find_string slice for the KV-capacity messages is exhausted for the first ten hits of
   each fragment tried; fresh material would need rarer numeric fragments (e.g. a specific '(0.' / '(1.' available
   size plus a length) and a repository-tying route cheaper than guessing paths.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round799-blind")
case = BATCH.case

BATCH.write()
