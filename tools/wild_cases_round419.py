"""Round-419 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round419-blind")
case = BATCH.case

# ---------------------------------------- parsehawk #6: NuExtract3-W4A16 on a 16/18 GB Mac, vllm-metal fraction 0.5 -> kv_budget -0.38GB
case("parsehawk-6-nuextract3-w4a16-16gb-mac-metal-fraction-0.5-kv-budget-minus-0.38",
     "https://github.com/parsehawk/parsehawk/issues/6",
     "vLLM Metal runtime fails to start on 18 GB Macs: KV cache memory budget goes negative at default "
     "VLLM_METAL_MEMORY_FRACTION=0.5\n"
     "\n"
     "On a 16 GB Apple Silicon Mac, the model runtime fails to initialize. `parsehawk start` brings up the API, but the "
     "vLLM Metal engine core crashes during startup, so no extraction jobs can run.\n"
     "\n"
     "From `data/logs/runtime.log`:\n"
     "\n"
     "```\n"
     "ValueError: Paged attention: not enough Metal memory for KV cache.\n"
     "metal_limit=14.30GB, fraction=0.5, usable_metal=7.15GB,\n"
     "model_memory=5.32GB, overhead=2.06GB,\n"
     "kv_budget_before_hybrid=-0.23GB,\n"
     "hybrid_gdn_state=lazy (growth_peak_reserve=0.15GB, 51.5MB/seq * peak_slots=3/max_num_seqs=256),\n"
     "kv_budget=-0.38GB.\n"
     "Mitigations: increase VLLM_METAL_MEMORY_FRACTION; use a smaller or more\n"
     "quantized model; lower --max-num-seqs (for single-user serving, try --max-num-seqs 1).\n"
     "```\n"
     "...\n"
     "- Model: `numind/NuExtract3-W4A16`\n"
     "- Runtime: vLLM Metal v0.23.0, `max_seq_len=8192",
     "kv_memory_negative",
     {"available_gib": -0.38, "weights_gib": 5.32, "gpu_memory_utilization": 0.5, "total_gib": 14.30},
     "util_too_low",
     "parsehawk launches vLLM with the vllm-metal plugin on a 16/18 GB Apple Silicon Mac (Metal limit 14.30 GB) at the "
     "default VLLM_METAL_MEMORY_FRACTION=0.5: only 7.15 GB is usable, and the NuExtract3-W4A16 weights (5.32 GB) plus "
     "overhead (2.06 GB) already exceed it, and the default max_num_seqs 256 adds peak-slot reserve for the hybrid GDN "
     "state, so the KV budget is -0.38 GB and the engine core refuses to start. The memory fraction is too low for this "
     "model on this machine (and max_num_seqs needlessly high), not a context-length problem.",
     "confirmed by the maintainers: parsehawk PR #11 ('Tune vLLM runtime defaults by model profile', merged, 'Closes "
     "#6') resolves memory-tier defaults and passes --max-num-seqs through; per the later PR #119 the 16/18 GB Apple "
     "Silicon tier runs with gpu_memory_utilization 0.70 and max_num_seqs 1 (max_model_len 8192, later 16384), i.e. a "
     "higher memory fraction and --max-num-seqs 1",
     release="vLLM 0.23.0 with vllm-metal ('vLLM Metal v0.23.0')",
     gpu="Apple Silicon Mac, 16/18 GB unified memory (metal_limit 14.30 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.5}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs", "at_least": 256}],
     note="Excerpt: the issue title, the first sentence of the summary, and the runtime.log block the reporter pasted "
          "under 'Root cause', then the first two environment lines (the stored chunk stops inside the second); the "
          "reporter's own arithmetic paragraph after the log is dropped. The parsehawk launch command is not pasted "
          "(the app starts vLLM itself). The fix comes from the repo's PRs #11 (closes #6) and #119, found by their own "
          "search hits. total_gib is the Metal limit, as in vllm-metal-755.")

if __name__ == "__main__":
    BATCH.write()
