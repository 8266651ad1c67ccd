"""Round-414 blind batch: DOWNSTREAM RL / TRAINING / EVALUATION FRAMEWORKS that launch vLLM inside their own process
(verl, OpenRLHF, TRL, NeMo RL, SkyRL, ROLL, open-instruct, lm-evaluation-harness, ...), where start-up (or the first
rollout) fails because of how the framework sets vLLM up (colocated training, sleep/wake, low utilization, max_model_len);
collected by helper wild414 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round414-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(docstring completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round414-blind")
case = BATCH.case

# ---------------------------------------- NeMo RL PR #3280: vLLM 0.20 -> 0.25.1 bump, colocated Megatron fp8-rollouts recipe -> cumem wake-up OOM
case("nemo-rl-pr3280-vllm-0251-bump-colocated-megatron-fp8-rollouts-cumem-wake-up-oom",
     "https://github.com/NVIDIA-NeMo/RL/pull/3280",
     "examples/configs/recipes/llm/grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3.yaml:43\n"
     "```diff\n"
     "       precision: fp8\n"
     "       max_model_len: 4096\n"
     "       use_deep_gemm: true\n"
     "+    vllm_kwargs:\n"
     "+      # At the same gpu_memory_utilization, vLLM 0.25's profiling sizes the\n"
     "+      # KV cache several GiB larger than 0.20 did, growing the CuMemAllocator\n"
     "+      # sleep pool past what can be re-mapped at wake-up next to the\n"
     "+      # colocated Megatron policy (\"CUDA Error: out of memory at\n"
     "+      # csrc/cumem_allocator.cpp\"; lowering gpu_memory_utilization to 0.5\n"
     "+      # still OOM'ed).\n"
     "```",
     "oom_loading", {}, "other_process",
     "NeMo RL GRPO recipe grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3 (fp8 rollouts, max_model_len 4096, vLLM "
     "colocated with the Megatron policy on the same 8 H100s and put to sleep between rollouts). After the bump from vLLM "
     "0.20 to 0.25.1, vLLM's start-up profiling sized the KV cache several GiB larger at the same gpu_memory_utilization "
     "(the PR's table: 34.3 GiB vs 19.8 GiB on the sibling Moonlight recipe), so the CuMemAllocator sleep pool that must be "
     "re-mapped at wake-up no longer fit next to the memory the colocated Megatron policy holds, and wake_up failed with "
     "'CUDA Error: out of memory at csrc/cumem_allocator.cpp'. Lowering gpu_memory_utilization to 0.5 still OOM'ed. "
     "A colocation memory budget problem triggered by the release change, not the weights or the context length.",
     "confirmed by the maintainers in the merged PR (terrykong, author; reviewed by yfw): pin the KV cache size instead of "
     "relying on gpu_memory_utilization, vllm_kwargs.kv_cache_memory_bytes: 21474836480 (20 GiB; it takes precedence over "
     "gpu_memory_utilization), plus copying the fp8 linear weights in place on refit so storage is not rebound every refit; "
     "with both the recipe passes all 100 steps. Follow-up issue NVIDIA-NeMo/RL #3412 measures the pin: 36.13 GiB of KV "
     "cache on vLLM 0.20 vs 20.00 GiB pinned on 0.25, 'the empirical value that stops the wake-up OOM'",
     release="vLLM 0.25.1 (NeMo RL bump from 0.20.0)", gpu="NVIDIA H100 (1 node x 8)", gpus=8,
     command="NeMo RL nightly recipe grpo-llama3.1-8b-instruct-1n8g-megatron-fp8-rollouts.v3 (GRPO, Megatron policy "
             "colocated with vLLM generation, fp8 rollouts, max_model_len 4096)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.5}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: a review-thread hunk of the PR as the stored chunk shows it (the recipe file path and the diff with the "
          "comment the PR adds), cut before the comment's last sentence ('Pin the KV cache to a 0.20-equivalent size "
          "instead (takes precedence over gpu_memory_utilization).') and the added 'kv_cache_memory_bytes: 21474836480' "
          "line, which are the fix. The error string is the one the maintainers quote in that comment; no raw traceback "
          "is in the stored text. The PR description reports the same wake-up OOM class for "
          "llm_grpo_moonlight_16ba3b_4n8g_megatron_fp8_e2e (KV cache 34.3 GiB on 0.25 vs 19.8 GiB on 0.20); not taken "
          "separately. No figure is printed by the failing message itself, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
