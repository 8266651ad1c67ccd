"""Round-200 blind batch: vLLM launch failures as WEB PAGES show them (the search tool's pages corpus: forum threads
and Q&A, blog posts and CJK tutorials), collected by helper wild200 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round200-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round145.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source; every expectation was written from the stored page only. Excerpts are
the text as the search tool's stored copy shows it; lines dropped are named in the note; the fix is left out of the
excerpt (it is in fix_that_worked).

(look-ups, skips and judgement calls: see the end of this docstring, filled in as the round goes)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round200-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# --------------------------------------------- a CUDA 12.6 / torch cu126 Windows vLLM build on an RTX 50-series card
case("page-devnen-qwen36-windows-server-rtx50-ampere-zip-cu126-no-kernel-image",
     "https://github.com/devnen/qwen3.6-windows-server/blob/main/docs/BLACKWELL.md",
     "Why two zips\n"
     "\n"
     "The Ampere/Ada zip qwen3.6-windows-server-portable-x64-ampere.zip ships\n"
     "vllm-0.19.0+devnen.3 against CUDA 12.6 / PyTorch cu126. That torch\n"
     "build has no sm_120 kernels, so on Blackwell it boots cleanly to the\n"
     "first torch.zeros call and dies with\n"
     "cudaErrorNoKernelImageForDevice. There is no wheel-side workaround.",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "A native-Windows launcher for Qwen3.6-27B on vLLM (no WSL, no Docker): its default 'Ampere/Ada' portable zip "
     "bundles vllm-0.19.0+devnen.3 built against CUDA 12.6 and PyTorch cu126, whose kernels stop short of sm_120, so "
     "on an RTX 50-series (Blackwell, compute capability 12.0) card the first CUDA allocation has no kernel image for "
     "the device and the launch dies before any model or memory work.",
     "the page: use the separate Blackwell zip (qwen3.6-windows-server-portable-x64-blackwell.zip), which ships "
     "vllm-0.20.0+cu132.devnen.2 against CUDA 13.2 / PyTorch cu130 with sm_120 kernels, with an NVIDIA driver 596 or "
     "newer (CUDA 13 required); same launcher and snapshots, different wheel",
     release="0.19.0+devnen.3 (the launcher's own Windows build of vLLM, CUDA 12.6 / PyTorch cu126)",
     gpu="NVIDIA GeForce RTX 50-series (Blackwell, sm_120), e.g. RTX 5090", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Source: the repository's docs/BLACKWELL.md as the pages corpus stores it, through a mirror "
          "(https://c5.tvis.cn/devnen/qwen3.6-windows-server/blob/main/docs/BLACKWELL.md); the url given is the "
          "GitHub original, unpinned: fetch of the repository answered 'no snapshot', so no commit could be pinned. "
          "The excerpt is the 'Why two zips' heading and its first paragraph, line-wrapped as the stored copy shows "
          "it; the next paragraph (the Blackwell zip) is the fix, left out. Judgement call: the author's retelling of "
          "the failure in prose (the CUDA error's enum name, not a pasted traceback), like round 196's Dockerfile "
          "comment cases; no launch command is given (the launcher's start.bat picks a snapshot), hence command "
          "None. --enforce-eager is no fix: the very first torch.zeros has no kernel, before any graph capture")

if __name__ == "__main__":
    BATCH.write()
