"""Round-197 blind batch: MEMORY launch failures of the V1 engine (releases 0.10-0.33) from vLLM's own issue
trackers (the ``vllm-project`` organisation), collected by helper wild197 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round197-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the stored copy of the thread
shows it (search corpus=issues; issue threads cannot be opened with read_file, so only the stored chunks the search
returns could be read); where lines in between were dropped the note says so; the fix is left out of the excerpt.

Look-ups: see the end of this docstring (updated at the last commit).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round197-blind")
case = BATCH.case

# ------------------------------------------------------------- vllm-metal: gemma-4-31B on an M2 Ultra, 262144 default
case("vllm-metal-505-gemma4-31b-m2-ultra-262144-220gib-of-20.13",
     "https://github.com/vllm-project/vllm-metal/issues/505",
     "M1 Ultra 128GB RAM fails to load https://huggingface.co/google/gemma-4-31B-it\n"
     "...\n"
     "Reproduced on my M2 Ultra 192GB on current main with VLLM_METAL_MEMORY_FRACTION=0.5 vllm serve "
     "<path-to-gemma-4-31B-it>. The EngineCore dies at startup with:\n"
     "\n"
     "ValueError: To serve at least one request with the model's max seq len (262144), (220.0 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (20.13 GiB). Based on the available memory, the estimated "
     "maximum model length is 23984.",
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 220.0, "available_gib": 20.13, "estimated_max_model_len": 23984},
     "kv_too_small",
     "gemma-4-31B-it served with no --max-model-len on Apple silicon (vllm-metal plugin, current main, July 2026): "
     "max_model_len derives to the config's 262144, and the plugin reports all 60 layers as full attention, so the "
     "50 sliding-window layers (window 1024) are charged at full length too: 220 GiB for one max-length request, "
     "against 20.13 GiB of KV budget at memory fraction 0.5. The length the user never set is far over what the KV "
     "budget holds.",
     "the contributor who reproduced it: '--max-model-len 16384 serves fine as a workaround'; they announced a PR "
     "making an unset --max-model-len default to vLLM's auto-fit (boot at the largest context that fits)",
     release="vllm-metal main (July 2026; vLLM 0.2x underneath)", gpu="Apple M2 Ultra 192GB (unified memory)", gpus=1,
     command="VLLM_METAL_MEMORY_FRACTION=0.5 vllm serve <path-to-gemma-4-31B-it>",
     forbidden=[{"flag": "--max-model-len", "above": 23984}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="JUDGEMENT CALL: vllm-project/vllm-metal is vLLM's own organisation but not the main vllm tracker (the slice "
          "asked for vLLM's tracker; the main tracker's memory threads in reach were almost all in USED_SOURCES). "
          "Excerpt: the issue title, then (after '...', the maintainer's request to reproduce dropped) the comment of "
          "ricky-chaoju, 2026-07-15, down to the error line as he quotes it (his explanation and the workaround are "
          "left out). The 220 GiB is inflated by the plugin's accounting (sliding layers charged as full), but the "
          "fix that worked is lowering --max-model-len, hence kv_too_small; release_regression is no fit (no "
          "version worked before)")

if __name__ == "__main__":
    BATCH.write()
