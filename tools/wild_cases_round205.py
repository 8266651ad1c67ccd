"""Round-205 blind batch: MEMORY startup failures of HYBRID (Mamba/GDN/linear-attention) and MLA models on recent vLLM
releases (0.11-0.33): Mamba-cache-block refusals, KV refusals, no KV memory, profiling and CUDA-graph OOMs, sought in
vLLM's own tracker and its neighbours (search corpus=issues); collected by helper wild205 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round205-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the thread shows it; where
lines in between were dropped the note says so; the fix is left out of the excerpt (it is in fix_that_worked).

Sources and look-ups: LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round205-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ mamba: the PR that made the refusal hard, its own log
case("vllm-pr-38270-hybrid-tp-mamba-1024-over-512",
     "https://github.com/vllm-project/vllm/pull/38270",
     "(Worker_TP1 pid=509811) ERROR 03-26 18:27:04 [multiproc_executor.py:949] ValueError: max_num_seqs (1024) exceeds "
     "available Mamba cache blocks (512). Each decode sequence requires one Mamba cache block, so CUDA graph capture "
     "cannot proceed. Please lower max_num_seqs to at most 512 or increase gpu_memory_utilization.",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 512}, "mamba_blocks",
     "A tensor-parallel launch (the log line comes from Worker_TP1) of a hybrid Mamba/attention model on a vLLM main "
     "build of late March 2026 (between 0.18 and 0.19): with max_num_seqs left at 1024 the KV budget held only 512 "
     "Mamba state blocks, one of which every decode sequence needs for the FULL decode CUDA graphs, so the new check "
     "refused to start instead of silently shrinking the capture sizes (the PR's own change).",
     "what the message and the PR say: lower --max-num-seqs to at most 512 (or raise --gpu-memory-utilization so more "
     "Mamba blocks fit); the PR itself keeps the refusal and only points the user at max_num_seqs",
     release="vLLM main, 2026-03-26 (the PR's branch; merged into the 0.19 line)", gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 512}, {"flag": "--kv-cache-dtype"}],
     note="The one log line in the PR description, as quoted there (the PR author's demonstration of the message the "
          "PR introduces); the description's prose after it left out. No model, GPU or command is named in the "
          "description, hence gpu 'not stated', gpus None and command None. Judgement call: an upstream PR's own "
          "reproduction line rather than a user's report; kept because it is a real launch log of a hybrid model with "
          "both numbers, and the remedy is the message's own")

if __name__ == "__main__":
    BATCH.write()
