"""Round-413 blind batch: vLLM's OWN TRACKER, the NEWEST issues (vllm-project/vllm #52000 and above, 2026, releases
0.2x-0.3x and the model-specific preview images); collected by helper wild413 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round413-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

DOCSTRING_FILLED_IN_AT_THE_END
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round413-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #53960: VLLM_PLE_CPU_OFFLOAD=1 + TP=1 -> start-up hangs in warmup_kernels
case("vllm-53960-qwen38-flash-next-nvfp4-ple-cpu-offload-tp1-uniproc-hang-at-kernel-warmup",
     "https://github.com/vllm-project/vllm/issues/53960",
     "Independent reproduction of this on **completely different hardware** — single RTX PRO 6000 Blackwell Max-Q, "
     "**sm_120, x86_64**, driver 610.57.04, 96 GB discrete (not unified). Same image "
     "(`vllm/vllm-openai:qwen38-flash-next`, `sha256:fc120ece0a38`, vllm `0.1.dev20073+g8e685d198`), same checkpoint "
     "`RadixArk/Qwen3.8-Flash-Next-NVFP4`, TP=1, `VLLM_PLE_CPU_OFFLOAD=1`.\n"
     "\n"
     "Byte-for-byte the same two frames you captured:\n"
     "\n"
     "```\n"
     "MainThread (active, 100% CPU):\n"
     "    replay (torch/cuda/graphs.py:186)\n"
     "    __call__ (vllm/compilation/cuda_graph.py:360)\n"
     "    warmup_kernels (vllm/v1/worker/gpu/warmup.py:330)\n"
     "    compile_or_warm_up_model (vllm/v1/worker/gpu_worker.py:925)\n"
     "    collective_rpc (vllm/v1/executor/uniproc_executor.py:103)\n"
     "\n"
     "\"ple-offload-dp0\" (idle):\n"
     "    get (queue.py:171)          block=True, timeout=None\n"
     "    _request_loop (vllm/v1/ple_offload/connector.py:263)\n"
     "```",
     None, {}, "release_regression",
     "Qwen3.8-Flash-Next (NVFP4) on ONE GPU (TP=1) with the model's per-layer-embedding (n-gram table) CPU offload "
     "turned on (VLLM_PLE_CPU_OFFLOAD=1), in the vllm/vllm-openai:qwen38-flash-next preview image (0.1.dev20073+"
     "g8e685d198). With TP=1 vLLM runs the single-process uniproc executor, which in that build never spawned the PLE "
     "offload worker process nor waited for it to be ready (those two calls existed only in the multiproc executor). "
     "The engine's offload thread therefore blocks forever in Queue.get waiting for a worker that does not exist, "
     "while the main thread spins in CUDA-graph replay during warmup_kernels: start-up hangs with no error printed. "
     "A bug in that vLLM build (same hang on GB10/sm_121 and on an RTX PRO 6000/sm_120, with or without MTP), not a "
     "memory or hardware problem.",
     "workaround confirmed in the thread: add --distributed-executor-backend mp so the TP=1 launch takes the multiproc "
     "executor path, which spawns the PLE offload worker (jdmays13, 2026-08-27: 'Confirming the "
     "`--distributed-executor-backend mp` workaround does work', crediting @jschmied and @dolf3131). Fixed upstream "
     "the same day: PR #53899 picked up commit 95dc96d1d012 ('[BugFix] fix PLE-offload initialization in uniproc "
     "executor'), adding spawn_ple_offload() after init_device() and wait_ple_offload_ready() after load_model() in "
     "uniproc_executor.py (jahnclawdmonet, 2026-08-27); any build containing that commit needs no workaround",
     release="0.1.dev20073+g8e685d198 (vllm/vllm-openai:qwen38-flash-next preview image, August 2026)",
     gpu="NVIDIA RTX PRO 6000 Blackwell Max-Q (sm_120, 96 GB) for the excerpt; the original report is a GB10 "
         "(DGX Spark, sm_121)",
     gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the comment by jhsmith409 (2026-08-27) that reproduces the issue's hang on a second machine, cut "
          "after its two py-spy frames; the analysis paragraph after them (what the two setups share) is dropped. "
          "The issue's own turn 0 (the GB10 report) was not in the stored chunk reached. There is no exception or "
          "vLLM message: the failure is a start-up hang, shown by the stuck stacks, hence kind None. The launch "
          "flags beyond TP=1, VLLM_PLE_CPU_OFFLOAD=1 and max_model_len=65536 (stated in prose in the dropped "
          "part) are not in the stored text, so command is None.")

if __name__ == "__main__":
    BATCH.write()
