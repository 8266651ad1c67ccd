"""Round-213 blind batch: Q&A threads where users ask why vLLM will not START (memory refusals, the KV-cache check,
OOM at startup, 'No available memory for the cache blocks', multi-GPU layouts) and an answer says what worked: vLLM's
GitHub discussions and the discuss.vllm.ai forum, and question/usage threads in other trackers (searched with
corpus=issues and corpus=pages); collected by helper wild213 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round213-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the source only. Excerpts are the text as the search tool's stored copy
shows it; where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt
(they are in fix_that_worked).

LOOKUPS_AND_NOTES
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round213-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------- WSL2: expandable_segments VMM calls refused at Marlin repack
case("github-syv-ai-qwen38-27b-wsl2-rtx3090-marlin-repack-dxgkio-make-resident-vllm0271",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/2",
     "# [WSL2/RTX 3090] Model loads but Marlin repack fails with dxgkio_make_resident -12\n"
     "\n"
     "Thank you for publishing this project. I am testing it on an RTX 3090 under WSL2, but vLLM cannot complete model "
     "initialization.\n"
     "\n"
     "The checkpoint itself appears valid: all shards load successfully, the repository verifier passes, and the "
     "failure has been reproduced with both the original prepared model and the new fast variant.\n"
     "\n"
     "Every failure coincides with this WSL kernel message:\n"
     "\n"
     "dxgkio_make_resident: Ioctl failed: -12\n"
     "\n"
     "Linux error -12 is ENOMEM. CUDA surfaces it either as the Marlin stable-ABI error below or as CUDA driver error: "
     "device not ready.\n"
     "\n"
     "System\n"
     "Windows:             Windows 10 build 19045.7548\n"
     "GPU:                 NVIDIA GeForce RTX 3090, 24 GiB, SM86\n"
     "NVIDIA driver:       610.62\n"
     "CUDA from driver:    13.3\n"
     "Physical RAM:        31.9 GiB\n"
     "WSL:                 2.7.11\n"
     "WSL kernel:          6.18.33.2-microsoft-standard-WSL2\n"
     "Ubuntu:              24.04.4 LTS\n"
     "vLLM:                0.27.1\n"
     "PyTorch:             2.13.0+cu130\n"
     "Filesystem:          Native WSL ext4, not /mnt/c\n"
     ".wslconfig:\n"
     "[wsl2]\n"
     "memory=24GB\n"
     "swap=8GB\n"
     "\n"
     "Ollama and all other model processes were stopped. The GPU had approximately 23.5 GiB free before testing.",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "A user of the syv-ai/qwen38-27b-rtx3090 serving kit (Qwen3.8-27B W4A16 AutoRound, Marlin kernels) on one RTX 3090 "
     "under WSL2 (Windows 10, driver 610.62, vLLM 0.27.1, torch 2.13.0+cu130): all shards load, then the Marlin "
     "repack after loading fails, each time with the WSL kernel's 'dxgkio_make_resident: Ioctl failed: -12'. The "
     "maintainer's answer: not memory exhaustion (23.7 GiB of VRAM and 22 GiB of WSL RAM were free) but the WSL GPU-PV "
     "residency path refusing the CUDA virtual-memory calls PyTorch's expandable_segments allocator makes; ENOMEM is "
     "only how the ioctl declines.",
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:False (the workaround another user, willy92wins, had found and "
     "documented); the maintainer then made the kit's scripts detect WSL and default expandable_segments off there "
     "(commit 7db2d1f)",
     release="0.27.1 (PyTorch 2.13.0+cu130)", gpu="NVIDIA GeForce RTX 3090 (24 GiB)", gpus=1,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"},
                                {"flag": "--quantization"}],
     note="The issue's title and its description from the first line down to 'approximately 23.5 GiB free before "
          "testing.', as the stored copy shows it; the rest of the description (repository revision, the Marlin "
          "stable-ABI error the reporter says follows 'below', and his questions) is not in the stored chunks and is "
          "not in the excerpt. So the error line here is the WSL kernel message the reporter quotes, not vLLM's own "
          "traceback line. The cause and fix are the maintainer's comment (2026-08-23). No launch command is in the "
          "stored description (the kit's own start scripts were used), hence command None. Lowering the utilization "
          "or the context is no fix: nothing was out of memory")

if __name__ == "__main__":
    BATCH.write()
