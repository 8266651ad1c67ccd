"""Round-388 blind batch: vLLM's own tracker (vllm-project/vllm), issues numbered 20000-30000 whose logs show a
start-up failure of any kind (memory, KV cache, loading, config, CUDA, NCCL, dependency); collected by helper wild388
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round388-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 50 allowed (31 ``search`` corpus=issues; 0 find_string / read_file / find_files / fetch;
recounted from the session's calls at the end).
**1 case, well short of the 4-8 asked.** The session lost about 80 minutes to an interrupted turn and resumed at
06:54 UTC with the stop point (07:10) 16 minutes away, so collecting stopped there. The slice is also mined out in
the issues corpus: 409 numbers in 20000-30000 are already in USED_SOURCES.txt or named in earlier rounds' docstrings,
and nearly every vllm-project/vllm hit in the range that 20 queries returned (KV cache too small, free memory below
utilization, weights OOM, gpt-oss/mxfp4, _C.abi3.so undefined symbol, NCCL, architecture inspection, Qwen3-Next,
Qwen3-VL transformers, DeepEP/DP, inductor gcc, ROCm, port in use, FlashInfer JIT, chunked-prefill batched tokens,
invalid device ordinal, EAGLE3, LoRA rank, hybrid Mamba, aimv2, driver too old, no cache blocks, CPU backend) was
one of them. After the first commit the session clock still showed 06:55, so ten more look-ups were spent before
stopping.
The one case has no author- or maintainer-confirmed fix in the reachable text (said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds (grep of USED_SOURCES.txt and tools/wild_cases_round*.py): vllm #26612,
  #27508, #20361, #20226, #22414, #24364, #22288, #22290, #23497, #28572, #23176 (its stored chunk does show
  'RuntimeError: Ninja build failed' for the FlashInfer sampling JIT with /usr/bin/nvcc; given up by rounds 218/253/
  297/353 for no root error -- the lead may reconsider it next to #22008), #25837, #29639, #29637, #23826, #23921,
  #25378, #28143, #27259, #22886, #29481, #20305, #23192, #26565, #22677, #26328, #25125, #21986, #20944, #27409,
  #29233, #20881.
- Error line only in the title (stored chunk stops before it): vllm #22178 (same author as #22008, vLLM 0.9.0 with a
  newer transformers: "'aimv2' is already used by a Transformers config"; the chunk is a collect_env traceback cut at
  configs/ovis.py, 2 look-ups, no fix stored; the known remedy is transformers <4.54 or vLLM >= 0.10.0).
- Not a start-up failure: vllm #26428 (feature request for LoRA rank 1; only seen through PR #26461).
- Out of the numeric slice (returned, not taken): vllm #10517, #34076, #31273, #19415, #10626, #39774, #19951,
  #30441, #36802, #30848, #36077, #44305, #49497, #31940, #39774.

Judgement calls for the lead:
1. vllm #22008: kind and cause triton_compiler_missing, following the earlier FlashInfer-sampler JIT / Ninja cases
   (kserve #4565, ms-swift #7100, round 380's unsloth #4541); flashinfer_jit_build_failed (round 245's new kind) is
   the alternative kind. The root cause (CUDA toolkit from the distro packages: nvcc at /usr/bin, so CUDA_HOME resolves
   to /usr and the JIT passes '-isystem /usr/include', which breaks libstdc++'s '#include_next <math.h>') is read from
   the pasted nvcc command line and the author's 'failed to find C++ math.h', not stated by anyone in the reachable
   turns. The final exception line ('RuntimeError: Ninja build failed') is from a commenter who reports the 'Same
   issue' with the same /usr/bin/nvcc setup; the author's own chunk stops before it. Drop the case if a confirmed fix
   is required.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round388-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- vllm #22008: source build, FlashInfer sampling JIT with /usr/bin/nvcc -> math.h not found, Ninja build failed
case("vllm-22008-source-build-flashinfer-sampling-jit-usr-bin-nvcc-math-h-ninja-build-failed",
     "https://github.com/vllm-project/vllm/issues/22008",
     "pip install -e . inside source code\n"
     "the error log is here. it said flashinfer failed to find C++ math.h, but I am pretty sure the file is there by ls\n"
     "(VllmWorker rank=0 pid=71558) ERROR 07-31 08:44:05 [multiproc_executor.py:594] /usr/bin/nvcc "
     "--generate-dependencies-with-compile --dependency-output sampling/flashinfer_sampling_ops.cuda.o.d "
     "-DTORCH_EXTENSION_NAME=sampling -DTORCH_API_INCLUDE_EXTENSION_H -DPy_LIMITED_API=0x03090000 "
     "-DPYBIND11_COMPILER_TYPE=\\\"_gcc\\\" -DPYBIND11_STDLIB=\\\"_libstdcpp\\\" -DPYBIND11_BUILD_ABI=\\\"_cxxabi1016\\\" "
     "-D_GLIBCXX_USE_CXX11_ABI=1 -isystem /usr/include/python3.12 -isystem "
     "/mnt/nvme1n1/wayne/vast/vast/lib/python3.12/site-packages/torch/include -isystem "
     "/mnt/nvme1n1/wayne/vast/vast/lib/python3.12/site-packages/torch/include/torch/csrc/api/include -isystem /usr/include "
     "-isystem /mnt/nvme1n1/wayne/vast/vast/lib/python3.12/site-packages/flashinfer/data/include ...\n"
     "...\n"
     "(VllmWorker rank=0 pid=71558) ERROR 07-31 08:44:05 [multiproc_executor.py:594]   File "
     "\"/mnt/nvme1n1/wayne/vast/vast/vllm/vllm/v1/sample/ops/topk_topp_sampler.py\", line 108, in forward_cuda\n"
     "(VllmWorker rank=0 pid=71558) ERROR 07-31 08:44:05 [multiproc_executor.py:594]     return "
     "flashinfer_sample(logits.contiguous(), k, p, generators)\n"
     "(VllmWorker rank=0 pid=71558) ERROR 07-31 08:44:05 [multiproc_executor.py:594]   File "
     "\"/mnt/nvme1n1/wayne/vast/vast/vllm/vllm/v1/sample/ops/topk_topp_sampler.py\", line 294, in flashinfer_sample\n"
     "(VllmWorker rank=0 pid=71558) ERROR 07-31 08:44:05 [multiproc_executor.py:594]     next_token_ids = "
     "flashinfer.sampling.top_k_top_p_sampling_from_logits(\n"
     "\n"
     "qingy1337 · comment · 2025-08-01\n"
     "Same issue:\n"
     "(VllmWorker rank=0 pid=35199) ERROR 08-01 00:49:32 [multiproc_executor.py:594] RuntimeError: Ninja build failed. "
     "Ninja output:\n"
     "(VllmWorker rank=0 pid=35199) ERROR 08-01 00:49:32 [multiproc_executor.py:594] ninja: Entering directory "
     "`/home/ubuntu/.cache/flashinfer/90/cached_ops'\n"
     "(VllmWorker rank=0 pid=35199) ERROR 08-01 00:49:32 [multiproc_executor.py:594] [1/4] /usr/bin/nvcc "
     "--generate-dependencies-with-compile --dependency-output sampling/sampling.cuda.o.d ... -isystem /usr/include ...",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "vLLM built from source (pip install -e ., late July 2025, V1 engine with multiproc workers) on an Ada (sm_89) GPU: "
     "at engine start the dummy sampler run calls FlashInfer's top-k/top-p sampling, whose kernels FlashInfer "
     "JIT-compiles with Ninja/nvcc. The only CUDA toolkit is the distro one (nvcc at /usr/bin), so CUDA_HOME resolves to "
     "/usr and the JIT command passes '-isystem /usr/include'; that reorders the system include path and libstdc++'s "
     "'#include_next <math.h>' no longer finds math.h, the sampling.cu compile fails and the worker dies with 'Ninja "
     "build failed'. A build-toolchain problem at start-up, not memory or model settings.",
     "not stated in the reachable turns (the issue was closed as stale; only the description and a 'Same issue' "
     "comment are stored). From the log: give FlashInfer a proper CUDA toolkit (e.g. /usr/local/cuda with CUDA_HOME "
     "pointing to it instead of the /usr/bin/nvcc distro package), or avoid the JIT by using FlashInfer's prebuilt "
     "kernels / a vLLM wheel or image, or turn the FlashInfer sampler off (VLLM_USE_FLASHINFER_SAMPLER=0)",
     release="vLLM main, source build (pip install -e ., 2025-07-31, between 0.10.0 and 0.10.1)",
     gpu="NVIDIA, compute capability 8.9 (-gencode arch=compute_89 in the nvcc line; the card is not named)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--dtype"}, {"flag": "--max-num-seqs"}],
     note="Excerpt assembled from three stored chunks of the thread: the author's install line and description "
          "sentence (turn 0), the head of the author's failing nvcc command (cut after the first flashinfer include, "
          "'...') and the tail of the author's traceback down to the flashinfer sampling call (turn 0, a later part "
          "of the same log; lines in between dropped as '...'), then a commenter's 'Same issue' log (2025-08-01) "
          "carrying the final 'RuntimeError: Ninja build failed' line and the start of its nvcc line, cut after "
          "'-isystem /usr/include'. The author's own chunk stops before the final exception line. No launch command "
          "or model name is in the stored text; gpus unknown.")

if __name__ == "__main__":
    BATCH.write()
