"""Round-255 blind batch: vLLM launch failures from vLLM's own tracker (github.com/vllm-project/vllm/issues), issue
numbers above 50000 only (releases 0.11 and later; in practice the threads of late July to September 2026, vLLM
0.25-0.29 and model-specific builds); collected by helper wild255 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round255-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

DOCSTRING_BODY
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round255-blind")
case = BATCH.case

# ------------------------------------- vllm #54831: GLM-5.3-Flash on MI350X, OffloadingConnector, tail_cache block 4 vs hash 8704
case("vllm-54831-glm53-flash-mi350x-offloading-connector-tail-cache-block-4-hash-8704",
     "https://github.com/vllm-project/vllm/issues/54831",
     "AssertionError: tokens_per_block=4 not divisible by tokens_per_hash=8704.\n"
     "  Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The reporter (stefanskiasan, 2026-09-01) started GLM-5.3-Flash (MXFP4) on one AMD MI350X (gfx950, ROCm 7.2.3, "
     "vLLM 'glm-release' build, TP1, --kv-cache-dtype fp8_e4m3, --max-num-batched-tokens 32768) with "
     "--kv-transfer-config OffloadingConnector (CPUOffloadingSpec, 200 GiB CPU). One of the model's KV cache groups, the "
     "sparse-MLA indexer's tail_cache, has block_size 4 and can never be aligned to the prefix-hash granularity (8704 "
     "tokens here), so build_offloading_config's assertion (offloading/config.py:55) rejects the whole configuration at "
     "start-up. Prefix caching is on by default, so the message's advice is a dead end, and --mamba-cache-mode align "
     "does not reach this group: a vLLM-side gap for this model's hybrid KV layout, not a user setting.",
     "no fix in the part of the thread read (open issue): the reporter's own findings are that enabling "
     "--enable-prefix-caching explicitly 'changes nothing' and '--mamba-cache-mode align does not help'; KV offloading "
     "(OffloadingConnector, and by extension LMCache) cannot be enabled for GLM-5.3-Flash on that build, i.e. the "
     "engine starts only without the offloading connector until the connector learns to skip the non-prefix-cacheable "
     "tail group (the work of PR #54743 and the later layout refactor that drops KpoolTailSpec)",
     release="vLLM 'glm-release' build for GLM-5.3 (ROCm), early September 2026",
     gpu="AMD Instinct MI350X (gfx950)", gpus=1,
     command=None,
     forbidden=[{"flag": "--enable-prefix-caching"}, {"flag": "--mamba-cache-mode", "value": "align"},
                {"flag": "--gpu-memory-utilization"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="Excerpt: the two-line error block as the issue body shows it (the indented second line kept). The launch is "
          "given as a flag list in prose, not a full command line, hence command None. Same failure class as the "
          "round-252 fixture from PR #54743 (H200, tokens_per_hash 4480) but a different reporter, GPU vendor and "
          "hash size; taken because the url is unused. tokens_per_block/tokens_per_hash have no established numbers "
          "keys, so numbers is {}. No fix is confirmed in the part read (the stored excerpt shows only the issue body); "
          "--enable-prefix-caching and --mamba-cache-mode align are marked wrong because the reporter tested both "
          "(the first is the message's own advice). gpus=1: TP1 on one MI350X is all the reproduction names.")

if __name__ == "__main__":
    BATCH.write()
