"""Round-283 blind batch: vLLM start-up failures on Intel accelerators (XPU: Arc / Arc Pro / Data Center GPU Max;
Gaudi via vllm-gaudi or HabanaAI/vllm-fork) and on vLLM's CPU backend (x86, ARM, Power, s390x), from any tracker
(vllm-project/vllm, vllm-gaudi, intel/ipex-llm, intel/llm-scaler, HabanaAI); collected by helper wild283 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round283-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round283-blind")
case = BATCH.case

# ------------------------------------------ XPU: sysman getMemoryInfo reads free=0 in a spawned worker, driver too old
case("vllm-pr49482-xpu-spawned-worker-free-0.0-of-22.71-sysman-driver-26.18",
     "https://github.com/vllm-project/vllm/pull/49482",
     "On XPU, vLLM aborts at startup with:\n"
     "\n"
     "    ValueError: Free memory on device xpu:0 (0.0/22.71 GiB) is less than\n"
     "    desired GPU memory utilization ...\n"
     "\n"
     "even when the card is completely empty, so no model can be loaded.",
     "free_memory_low", {"free_gib": 0.0, "total_gib": 22.71}, "dependency_version_mismatch",
     "On an Intel XPU (about 22.71 GiB card), vLLM's free-memory check before model load goes through "
     "torch.accelerator.get_memory_info, which vLLM monkey-patches to the vllm-xpu-kernels op "
     "torch.ops._C_cache_ops.getMemoryInfo (Level-Zero sysman). Inside a spawned worker subprocess (ZE_AFFINITY_MASK "
     "pinning one card) that op returned free = 0 on an idle device, so vLLM believed the card was full and refused to "
     "start. A false reading tied to the installed GPU driver / compute runtime, not a real memory shortage; the "
     "maintainer points at the driver version vLLM documents.",
     "maintainer jikunshang (2026-07-23): 'please try to upgrade driver(recommend to use 26.18, see doc "
     "https://docs.vllm.ai/en/stable/getting_started/installation/gpu/#build-wheel-from-source), thanks!' — the PR "
     "(replace the custom op with torch.xpu.mem_get_info) was closed instead of merged",
     release="not stated (vLLM main, July 2026, XPU build with vllm-xpu-kernels)",
     gpu="Intel XPU (model not named; 22.71 GiB total per the error)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the PR description's opening, which quotes the error wrapped over two lines and cut with '...' by "
          "the author (the requested utilization and GiB are not shown); the root-cause and fix paragraphs that follow "
          "are left out. Kind free_memory_low with cause dependency_version_mismatch follows the earlier fixture for the "
          "same symptom (vllm-pr49273-xpu-battlemage-sysman-free-0-gate): the free figure is a driver/runtime misreading, "
          "so no utilization value can help (free is 0.0), hence any --gpu-memory-utilization change is marked wrong. "
          "Whether the driver upgrade worked for the PR author is not shown in the thread; the fix is the maintainer's "
          "recommendation. gpus=1 is a judgement call (ZE_AFFINITY_MASK pins one card per worker; the card count is "
          "not stated).")

if __name__ == "__main__":
    BATCH.write()
