"""Round-214 blind batch: the COMMONEST MEMORY launch failures (vLLM's KV-cache refusals, 'No available memory for the
cache blocks', the start-up free-memory gate, torch OOM), sampled in the order the look-ups returned them, from files
committed to repositories; collected by helper wild214 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round214-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the committed file only. Excerpts are the text as the file shows it;
where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt (they are in
fix_that_worked).

LOOK-UPS: see the report at the end of this docstring (kept up to date as cases were added).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round214-blind")
case = BATCH.case

# ------------------------------------------------------------------ Mistral 7B fp16 on a 16 GB RTX 5080: KV negative (jmitchall)
case("github-jmitchall-rag-mistral-7b-rtx5080-16gb-kv-negative-4.2-docstring",
     "https://github.com/jmitchall/RAG/blob/c029522ce3f43920866d979cd95685555fbcaad5/src/vllm_srv/mistral_optimized.py",
     "#!/usr/bin/env python3\n"
     "\"\"\"\n"
     "RTX 5080 16GB GPU Reality Check: Mistral 7B Analysis\n"
     "===================================================\n"
     "\n"
     "⚠️ IMPORTANT FINDINGS FROM TESTING:\n"
     "- Mistral 7B model weights: 13.5GB \n"
     "- Available KV cache memory: -4.2GB (NEGATIVE!)\n"
     "- RTX 5080 16GB: INSUFFICIENT for Mistral 7B",
     "kv_memory_negative", {"available_gib": -4.2}, "weights_exceed_budget",
     "mistralai/Mistral-7B-Instruct-v0.2 in float16 on one 16 GB RTX 5080 (WSL2, the repository's vLLM demo server, "
     "October 2025): the weights alone (the author measured about 13.5 GB) take nearly the whole card, so after the "
     "profile the budget left for the KV cache came out negative (-4.2, as the author records vLLM's 'Available KV "
     "cache memory' line) and the engine refused to start ('No available memory for the cache blocks', which the same "
     "file's except branch matches). Even the script's most aggressive retry (utilization 0.50, max_model_len 256, "
     "eager, one sequence) cannot help: a lower utilization shrinks the budget below the weights.",
     "none for this model on this GPU: the author switched to a smaller model, microsoft/Phi-3-mini-4k-instruct at "
     "gpu_memory_utilization 0.75 (the file's create_working_alternative(), marked 'WORKS on your RTX 5080'), and "
     "notes Mistral 7B needs a 24 GB+ card",
     release="not stated (requirements pin vllm>=0.5.0; the same repository's README logs of that week show 0.11.0)",
     gpu="NVIDIA GeForce RTX 5080 16GB (WSL2)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--max-model-len"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="The module docstring's head (lines 1-9) as committed in the repository's first commit, nothing dropped; the "
          "rest of the file (the author's arithmetic 'DEFICIT: -4.2 GB', the utilization-0.50 retry and the Phi-3 "
          "alternative) is left out as it holds the fix. Judgement calls: (1) the error line is the author's own "
          "record of vLLM's negative-KV line ('-4.2GB' with no space and no GiB, as the file writes it), not a pasted "
          "log, hence kind kv_memory_negative with only that number; 13.5GB is the author's weight estimate, not a "
          "printed vLLM figure, so it is not in numbers. (2) This repository is in USED_REPOS.txt (its README gave "
          "the LLaVA-1.6 -1.81 GiB and Starling cases of earlier rounds); this file and this launch (plain Mistral "
          "7B, not LLaVA) are not, and the file predates the README logs by four days. (3) command None: the file "
          "names only the script's own demonstration retry (0.50, 256), not the launch that printed -4.2")

if __name__ == "__main__":
    BATCH.write()
