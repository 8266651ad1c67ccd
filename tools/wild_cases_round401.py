"""Round-401 blind batch: vLLM's own tracker (vllm-project/vllm), issues numbered above 40000 (2026 reports), about
start-up failures: KV cache too small, no memory for cache blocks, OOM while loading or during CUDA graph capture,
max_model_len above the derived length, tensor/pipeline parallel divisibility; collected by helper wild401 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round401-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round401-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #49949: Nemotron-3-Nano NVFP4 plain TP8 on H100 -> Marlin size_k 256 / 15 scales
case("vllm-49949-nemotron3-nano-nvfp4-tp8-marlin-scale-groups-split",
     "https://github.com/vllm-project/vllm/issues/49949",
     "Serving `nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4` with plain tensor\n"
     "parallelism across 8 H100 GPUs fails during vLLM's startup profile run:\n"
     "\n"
     "```text\n"
     "RuntimeError: moe_wna16_marlin_gemm,\n"
     "/workspace/csrc/libtorch_stable/moe/marlin_moe_wna16/ops.cu:768,\n"
     "size_k = 256, is not divisible by b_scales.size(1) = 15\n"
     "```",
     "tp_not_divisible", {}, "tp_not_divisible",
     "nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4 (ModelOpt NVFP4 MoE, one block scale per 16 values) served with plain "
     "tensor parallelism 8 on eight H100s, where NVFP4 MoE runs through the Marlin kernel: the routed experts' "
     "intermediate size 1,856 splits into 232 values per rank, which is not a whole number of 16-value quantization "
     "groups, so the loader keeps only 14 scale groups, Marlin pads the weight to 256 and the scales to 15, and the "
     "kernel's shape check fails during the start-up profile run. The TP size cuts through the checkpoint's "
     "quantization groups; the model does not need TP8 to fit in memory (the author's words), so it is not a memory "
     "problem.",
     "no merged fix in the stored text (issue open). The author (mikekg) opened PR #49951 '[Bugfix] Fix ModelOpt NVFP4 "
     "TP shard alignment' (open) to make the TP source slices group-aligned. From the author's arithmetic, a TP size "
     "whose shard of 1,856 is a multiple of 16 avoids the split (TP 1, 2 or 4: 1856/4 = 464 = 29 x 16), or serve the "
     "experts with expert parallelism instead of TP sharding; neither is confirmed in the thread",
     release=None, gpu="NVIDIA H100", gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the opening of the issue's Summary (two sentences and the quoted error), as the stored chunk of "
          "turn 0 shows it; the explanation that follows (232 values, 14 + 1 scale groups) is the author's diagnosis "
          "and is left out. No command or release is printed in the chunk (the title says plain TP8; the body says "
          "eight H100s). The Marlin message prints no TP size or memory figure, so numbers is {}. Judgement call: "
          "kind tp_not_divisible (the shape check fails because TP splits the quantization groups), as round 90 "
          "filed Marlin's tile_n check where TP split the shape; quantization_kernel_bug is the alternative "
          "(round 207). PR #49951 is the same incident and was not taken separately.")

# ---------------------------------------- vllm #42390: Gemma-4-26B-A4B --quantization fp8 on 2x RTX 3090 (TP2) -> Marlin MoE "Invalid thread config"
case("vllm-42390-gemma4-26b-a4b-fp8-2x3090-tp2-marlin-moe-invalid-thread-config",
     "https://github.com/vllm-project/vllm/issues/42390",
     "Attempting to serve **Gemma-4-26B-A4B** with **FP8 quantization** on **2× RTX 3090 (24GB)** fails during "
     "initialization after vLLM falls back to the **Marlin FP8 path** (native FP8 unsupported on Ampere).\n"
     "\n"
     "The model begins loading successfully but later crashes with:\n"
     "\n"
     "```text\n"
     "RuntimeError: Invalid thread config\n"
     "```\n"
     "\n"
     "The failure appears to originate from the **Marlin MoE execution path**.\n"
     "\n"
     "### Environment\n"
     "\n"
     "* **vLLM**: `0.21.1rc1.dev140+gcb600d1cd`\n"
     "* **GPU**: `2 × RTX 3090 (24GB)`\n"
     "* **Driver**: `580.126.09`\n"
     "* **Python**: `3.10`\n"
     "* **Tensor Parallelism**: `2`\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "Command used:\n"
     "\n"
     "```bash\n"
     "NCCL_P2P_DISABLE=1 vllm serve <gemma-4-model> \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --quantization fp8 \\\n"
     "  --max-model-len 8192 \\\n"
     "  --max-num-batched-tokens 4096 \\\n"
     "  --disable-custom-all-reduce \\\n"
     "  --trust-remote-code\n"
     "```\n"
     "\n"
     "### Relevant Logs\n"
     "\n"
     "vLLM correctly detects lack of native FP8 support:\n"
     "\n"
     "```text\n"
     "WARNING [marlin_utils_fp8.py:216]\n"
     "Your GPU does not have native support for FP8 computation but FP8 quantization is being used.\n"
     "Weight-only FP8 compression will be used leveraging the Marlin kernel.\n"
     "```",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "Gemma-4-26B-A4B (MoE) quantized on the fly with --quantization fp8 on two RTX 3090s (Ampere, no native FP8) at "
     "TP 2: vLLM falls back to weight-only FP8 through the Marlin kernel, and the Marlin MoE GEMM has no compiled "
     "thread configuration for the expert shapes this model has at TP 2 (Marlin MoE needs the per-rank expert "
     "dimensions to fit its tile sizes), so the engine dies during initialization with 'Invalid thread config'. "
     "Not a memory problem: the weights loaded.",
     "not reachable in the stored text (issue open; the comment thanks maintainers for earlier guidance that the "
     "chunk does not show). From the log: avoid the Marlin FP8 MoE path on Ampere (serve the BF16 weights or a "
     "4-bit checkpoint whose MoE kernel supports the shape, or a vLLM build whose Marlin MoE has the thread config "
     "for these dimensions, cf. PR #32360 adding thread_n=64 configs)",
     release="0.21.1rc1.dev140+gcb600d1cd", gpu="NVIDIA GeForce RTX 3090 (24 GB)", gpus=2,
     command="NCCL_P2P_DISABLE=1 vllm serve <gemma-4-model> --tensor-parallel-size 2 --quantization fp8 "
             "--max-model-len 8192 --max-num-batched-tokens 4096 --disable-custom-all-reduce --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the reporter's second comment (2026-05-20) as the stored chunk shows it, from its Summary through "
          "the Marlin FP8 fallback warning; the chunk goes on with 'Initialization continues: INFO [fp8.py:606] "
          "Using MoEPrepareAndFinalize...' and was cut there; the full traceback and the maintainers' guidance are "
          "not in the stored text. The reporter pasted the error as the bare 'RuntimeError: Invalid thread config' "
          "(no MKN figures). Judgement calls: kind and cause quantization_kernel_bug, as round 207 filed Marlin's "
          "tile check for an FP8 checkpoint on Ampere; that TP 2 makes the expert shape unsupported is the "
          "collector's reading (PR #32360 names 'Invalid thread config' for MoE intermediate sizes not divisible by "
          "128), so tp_not_divisible is the alternative. TP above 2 is impossible (two cards).")

if __name__ == "__main__":
    BATCH.write()
