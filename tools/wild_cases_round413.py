"""Round-413 blind batch: vLLM's OWN TRACKER, the NEWEST issues (vllm-project/vllm #52000 and above, 2026, releases
0.2x-0.3x and the model-specific preview images); collected by helper wild413 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round413-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 1 case: vllm
#53960. The slice is close to mined out at the depth the issues corpus reaches: generic error wordings plus release
numbers ("0.30 ... KV cache", "v0.29 ... OOM", "Engine core initialization failed", "Free memory on device cuda:0",
"estimated maximum model length", GB200 / DGX Spark / RTX 5090 / MI355X, Ray multi-node, driver/CUDA 13 mismatch,
unsupported architecture) return almost only 2024-2025 threads or other trackers; the corpus ranks semantically and
ignores version numbers. Only queries naming 2026 models and features (Qwen3.8-Flash-Next, PLE offload, GLM-5.3-Flash)
reached issues above #52000 (Kimi-K3, DeepSeek-V4.1-Flash, TurboQuant and engram queries did not), and nearly all of
those were already in USED_SOURCES.txt or in earlier rounds' skip lists. Nothing was taken on a weaker standard to make up the count.

Sources given up (for the lead, not cases):
- Already used or given up by earlier rounds (USED_SOURCES.txt / round docstrings): vllm #52029 (Engine core init
  failed on opt-125m), #53320, #54726 (Qwen3.8-Flash-Next-FP8 + MooncakeStoreConnector, only the env dump), #56007
  (GLM5.3-Flash v0.29.0, chunk stops before the error), #57125 (Qwen3.8-Flash-Next-NVFP4 on 4x5090, no error line
  reached), #51041, #44376, #41027, #44022; PR #53896 and #53899 are named in earlier rounds (see below).
- vllm #54559 (qwen3.8-flash-next-fp8, 'No available shared memory broadcast block found in 60 seconds'): the stored
  chunk (two searches) holds only CUDACachingAllocator 'memory allocation failed with OOM' warnings; no command, no
  vLLM error line, no reply or fix reached, and it is not clear the hang is at start-up. Not taken.
- vllm #55625 (GLM-5.3-nvfp4 + DFlash 'unknown code if sq>=80'): command and error are screenshots only.
- vllm PR #53896, comment by jschmied ('There is no module or parameter named ngram_embedding.weight_scale in
  Qwen3_8FlashNextNGramEmbedding' on GB10, TP=1, with a verified patch to _get_ple_embedding_quant_method): the same
  author and incident as B1 of github.com/jschmied/qwen38-flash-next-gb10's failure-modes notes, which an earlier round
  deliberately left out because the same error is already a case (hf-qwen38-flash-next-nvfp4-disc2-ngram-weight-scale).
- vllm #54426 (fp8_e4m3 KV on the QSA path, an RFC with benchmarks) and #53908 (feature request for auxiliary-GPU PLE
  offload): not failure reports.
- Outside this slice (numbered below #52000 or on other trackers), unused, for a later round: vllm #50709 (TurboQuant
  hybrid model, 'ValueError: Unknown TurboQuant cache dtype: 'auto'' on v0.25/0.26, Qwen3.6-27B-NVFP4 on one RTX 5090;
  the fix is vllm PR #50533 'Add KV quant mode for turboquant'), noonghunna/club-3090 #788 (the same TurboQuant 'auto'
  failure on stock v0.25.1, 2x3090), vllm #40094 (TurboQuant 'kv_cache_dtype not supported' on TRITON_ATTN, no fix
  reached), 1CatAI/1Cat-vLLM #530 (PLE offload worker outside the --gpu-memory-utilization budget; an OOM under load,
  not at start-up), MiaAI-Lab/DeepSeek-v4-Flash-One-DGX-Spark #13 and eugr/spark-vllm-docker #267 (error lines not
  reached in the stored chunks).

Judgement calls for the lead:
1. vllm #53960 is a start-up HANG, not an exception: the excerpt is a second reporter's py-spy frames (main thread
   spinning in CUDA-graph replay inside warmup_kernels, the 'ple-offload-dp0' thread blocked in Queue.get). kind None
   because no failure message is printed. cause release_regression (the closest existing label: a bug in that vLLM
   build, fixed upstream by commit 95dc96d1d012 in PR #53899); strictly it is not a regression but a code path (uniproc
   executor + PLE CPU offload) that never worked in the preview image. The lead may prefer a new label such as
   ple_offload_uniproc_hang.
2. Its forbidden list marks memory flags and TP above 1 as wrong (one GPU; the hang is not about memory). The
   thread's workaround is --distributed-executor-backend mp, so that flag must NOT be forbidden.
3. numbers is {}: the frames print no figure under a LABELS.txt key.
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
