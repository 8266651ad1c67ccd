"""Round-352 blind batch: vLLM's KV-cache memory refusals with their printed numbers (releases 0.10-0.33, 2025-2026):
"To serve at least one request with the model's max seq len (N), (X GiB KV cache is needed ... (Y GiB)", "No
available memory for the cache blocks", "Free memory on device ... is less than desired GPU memory utilization",
"max_num_seqs ... exceeds available Mamba cache blocks", "The model's max seq len ... is larger than the maximum
number of tokens that can be stored in KV cache"; any tracker; collected by helper wild352 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round352-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only. Excerpts are the text as the source shows it; where lines were dropped the note says so; the fix is left out
of the excerpt.

DOCSTRING-PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round352-blind")
case = BATCH.case

# ---------------------------------------- s990093/paper-hierarchical-kv-state: MI300X, v0.28.0, --num-gpu-blocks-override 2048 -> 4.16 of 4.0 GiB
case("github-s990093-hierarchical-kv-mi300x-v028-blocks-override-34048-4.16-of-4.0",
     "https://github.com/s990093/paper-hierarchical-kv-state/blob/main/results/RUNLOG_MI300X.md",
     "## Milestone 3 — Tier 0 baselines（v0.28.0）— 進行中\n"
     "\n"
     "**移植**（`code/m3_baseline.py`，平台 A 的設定原封不動保留）：\n"
     "- `MODELS_B`：b-llama8b／b-qwen7b-1m／b-qwen3-30b-a3b／b-seedoss36b，容量取自 M1 實測。\n"
     "- 🔴 **必須縮小 GPU KV 池**：B 的容量是 A 的 10–30 倍，而模型可定址長度反而是硬上限\n"
     "  （Llama-8B 131,072）。4 個前綴 × 模型上限仍遠小於容量 → **一次都不會逐出**，\n"
     "  五個 baseline 會量出一模一樣、看起來完全正常的數字（M2 踩過同一個坑）。\n"
     "  作法：`--num-gpu-blocks-override`，並新增 `effective_capacity()`，`--list` 與守門一律用**有效容量**，不用 M1 全量容量。\n"
     "...\n"
     "- `20260916-031010-m3-b-llama8b-full_gpu` rc=1：\n"
     "  `ValueError: To serve at least one request with the model's max seq len (34048), 4.16 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (4.0 GiB)`",
     "kv_cache_too_small", {"max_seq_len": 34048, "needed_gib": 4.16, "available_gib": 4.0}, "kv_too_small",
     "A KV-offloading research harness on one AMD MI300X (ROCm, vLLM 0.28.0) deliberately shrank vLLM's GPU KV pool "
     "with --num-gpu-blocks-override (2,048 blocks = 32,768 tokens = 4.0 GiB for Llama-3.1-8B) so that eviction would "
     "happen, while the run's max_model_len was max(ctx) + 256 + 1024 = 34,048. vLLM's start-up check requires the "
     "pool to hold one full max_model_len request, so the override (not a lack of GPU memory) left the pool 0.16 GiB "
     "short.",
     "the author (results/RUNLOG_MI300X.md, 發現 12, 2026-09-16): raise the override's floor to ceil(max_len/16) + 64 "
     "blocks; the harness now raises it automatically (2,192 blocks = 35,072 tokens were used), and eviction still "
     "happens because the 131,072-token working set is far larger",
     release="0.28.0", gpu="AMD Instinct MI300X (ROCm)", gpus=None,
     command=None,
     forbidden=[{"flag": "--max-model-len", "at_most": 34047}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the Milestone 3 setup bullets (how the KV pool was shrunk) and the failing run's line with the "
          "error, as the research log shows them; the entry's heading (which states the diagnosis: 'override 太小會讓 "
          "server 起不來（不是記憶體不足）') and the 原因/修正 lines after the error are dropped ('...' marks the cut). "
          "The url is blob/main (the file has 6 stored versions; the commit of the one read is not known). The log "
          "says the run is on platform B = MI300X with one card in use; the number of GPUs in the machine is not "
          "given.")

if __name__ == "__main__":
    BATCH.write()
