"""Round-837 blind batch: COMMITTED RUN LOGS AND EXPERIMENT RECORDS; collected by a helper and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round837-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 39 of 40. 1 case. Dropped: used or claimed files (chriscorbell, auto-script, jubapa, CiphemonJY,
TinyHandsome, d9628102, ksparavec, aws-samples); a MiniMax M2.7 n-gram note on 4x B70 (no repository); hits not chased
for budget.

1 case:
- caiqiyue-paper-new-round19-llama2-7b-a6000-shared-gpu-blocks-0-util-0.35: https://github.com/caiqiyue/code_from_paper/blob/8e364f354374efc4f000b4f3a4919ca802b2285c/paper-new-round19/DEBUG.md

Judgement calls for the lead: caiqiyue: kind no_kv_memory (zero_gpu_blocks the other reading); cause other_process (an
unclassified transient the alternative); a later version of the same DEBUG.md has a second event (0.18 / 0.22 -> 0
blocks, 0.28 fixed) not tied to a commit.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round837-blind")
case = BATCH.case

case('caiqiyue-paper-new-round19-llama2-7b-a6000-shared-gpu-blocks-0-util-0.35',
     'https://github.com/caiqiyue/code_from_paper/blob/8e364f354374efc4f000b4f3a4919ca802b2285c/paper-new-round19/DEBUG.md',
     '## 2026-05-07 Round19 Jobs vLLM Cache-Block Startup Failure\n\n### Observations\n\n- `round19` quick comparison finished with `9/10` success; the only failure was `r19_full_jobs`.\n- The failing server log ends with:\n  - `# GPU blocks: 0, # CPU blocks: 512`\n  - `No available memory for the cache blocks. Try increasing gpu_memory_utilization when initializing the engine.`\n- `r19_full_jobs`, `r19_full_congressional`, `r19_full_forums`, and `r19_full_microblog` all inherit the same Stage 1 vLLM config from the same base. The dataset leaf files only change dataset paths and output roots.\n- `paper-new-round19`, `paper-new`, and `PrE-Text` all intentionally use local `vllm` + `llama_2_7b_hf` for synthetic generation, with the same shared budget shape:\n  - `max_model_len: 512`\n  - `gpu_memory_utilization: 0.35`\n  - `startup_required_free_gb: 2`\n  - `enforce_eager: true`\n- Successful `round19` runs immediately before/after the failure used the same vLLM config and succeeded:\n  - `r19_full_congressional`: `free=34.39 GiB`, `# GPU blocks: 457`\n  - `r19_full_forums`: `free=34.38 GiB`, `# GPU blocks: 457`\n  - `r19_full_microblog`: `free=34.39 GiB`, `# GPU blocks: 457`\n- The failed `r19_full_jobs` run reported even more free memory before startup (`free=43.87 GiB`) but still got `# GPU blocks: 0`[...]',
     'no_kv_memory',
     {'num_gpu_blocks': 0, 'gpu_memory_utilization': 0.35, 'max_model_len': 512},
     'other_process',
     "A research pipeline (paper-new-round19) starts vLLM in-process (llama_2_7b_hf, max_model_len 512, gpu_memory_utilization 0.35, enforce_eager) on a shared RTX A6000 for Stage 1 synthetic generation. Three sibling runs with the identical config came up with 457 GPU blocks; one (r19_full_jobs) came up with '# GPU blocks: 0' and 'No available memory for the cache blocks' although more memory was free before it started. The author's root cause: 'a transient vLLM startup condition on the shared GPU path' (the same configuration succeeds immediately before/after on the same A6000), not a config that is too small; the pipeline aborted because Stage 1 had no release-and-retry path.",
     "the author (same DEBUG.md section, 'Fix'): keep the 0.35 budget and config; add a narrow recovery path in paper_new_selector.stage1_runner that detects 'No available memory for the cache blocks', releases the Stage 1 backend, waits briefly and retries once, with a regression test ('Ran 99 tests ... OK').",
     release=None,
     gpu='NVIDIA RTX A6000 (shared server GPU)',
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_most': 0.35}, {'flag': '--max-model-len', 'at_most': 512}],
     note="excerpt: the 'Observations' bullets of the section '2026-05-07 Round19 Jobs vLLM Cache-Block Startup Failure' of paper-new-round19/DEBUG.md at commit 8e364f35, verbatim; cut with '[...]' inside the last bullet (its tail ', which argues against a deterministic config insufficiency.') and the two later bullets (no retry path in Stage 1 / PrE-Text precheck), plus Hypotheses/Experiments/Root Cause/Fix, which carry the answer. The 'free=... GiB' figures are the pipeline's own pre-start check, not vLLM's, so not put in numbers. The vLLM version is not shown (the '# GPU blocks: N, # CPU blocks: N' + V0 'No available memory for the cache blocks' wording points to a V0-engine release). gpus_available: the section names only the A6000 (a later version of the file says the server also has a 2080 Ti), left null. Judgement calls: kind no_kv_memory (alternative zero_gpu_blocks, since '# GPU blocks: 0' is also printed). Cause: the author calls it a transient startup condition on a shared GPU; labelled other_process (memory moved by other tenants of the shared A6000 during vLLM's profiling), the fair alternative being an unclassified transient (unrecognized). Forbidden: lowering utilization (wrong direction) and shrinking the already-512 context (the identical config gets 457 blocks on the same card).")

if __name__ == "__main__":
    BATCH.write()
