"""Round-256 blind batch: NON-memory vLLM start-up failures from vLLM's own tracker
(github.com/vllm-project/vllm/issues), issue numbers 16000-20000 and 32000-40000; collected by helper wild256 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round256-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only (as the issues corpus of the
``search`` tool shows it: excerpts of turns, never the whole thread). Excerpts are the text as the source shows it;
where lines in between were dropped the note says so; the fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round256-blind")
case = BATCH.case

# ------------------------------------------------------------ #16901: RTX 5090 (sm_120), no kernel image at start
case("vllm-16901-rtx5090-sm120-no-kernel-image-engine-start",
     "https://github.com/vllm-project/vllm/issues/16901",
     "When running \n"
     "\n"
     "[vLLM.log](https://github.com/user-attachments/files/19829093/vLLM.log)\n"
     "\n"
     " with a NVIDIA RTX 5090 GPU, I encountered the following error:\n"
     "\n"
     "RuntimeError: CUDA error: no kernel image is available for execution on the device\n"
     "\n"
     "From the logs, it seems that PyTorch does not support the compute capability of the RTX 5090 (sm_120):",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "April 2025: the latest vLLM from PyPI (its PyTorch 2.x build had no sm_120 kernels) on an RTX 5090 (Blackwell, "
     "compute capability 12.0; driver 570.124.06, CUDA 12.8): the engine failed to start at the first CUDA kernel with "
     "'no kernel image is available for execution on the device'. Not a memory or flag problem: the installed "
     "torch/vLLM binaries were not built for sm_120.",
     "a build with sm_120 kernels: a later comment (voipmonitor, 2025-06-18) offers a vLLM docker image built for the "
     "sm_120 arch ('voipmonitor/inference-vllm:25.05') and its Dockerfile (CUDA_ARCHS=\"12.0\", "
     "CMAKE_CUDA_ARCHS=\"120-real\", on a PyTorch built for Blackwell); the author's own candidates were a nightly "
     "PyTorch with sm_120 or building with TORCH_CUDA_ARCH_LIST=\"12.0\" (later vLLM releases on torch 2.7+cu128 "
     "ship sm_120)",
     release="'Latest (from PyPI)' as of 2025-04-21 (0.8.4)",
     gpu="NVIDIA GeForce RTX 5090", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's 'Describe the bug' lines as the search excerpt shows them (the full log is an "
          "attached file, not in the thread text). The environment list (driver 570.124.06, CUDA 12.8.93, Python 3.10, "
          "Ubuntu 22.04) is left out. Release 0.8.4 is inferred from the date and 'Latest (from PyPI)'; the author does "
          "not print it. The fix is a third party's sm_120 build, not confirmed by the author in the turns seen; the "
          "issue was closed under the 'installation' label. Model and command are not given (command None); gpus=1 "
          "assumed from 'a NVIDIA RTX 5090 GPU'.")

if __name__ == "__main__":
    BATCH.write()
