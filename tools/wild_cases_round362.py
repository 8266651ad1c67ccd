"""Round-362 blind batch: QUANTIZED CHECKPOINTS failing at load or first forward on a given GPU (AWQ/GPTQ/Marlin, FP8
block / per-tensor, NVFP4/MXFP4, GGUF, bitsandbytes, compressed-tensors; Turing to Blackwell; CUTLASS/FlashInfer MoE
backends), any tracker; collected by helper wild362 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round362-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

DOCSTRING_TAIL
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round362-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--max-num-seqs"}]

# ---------------------------------------- zai-org/GLM-4.5 #47: GLM-4.5-FP8 on 8x H20, no SM90 CUTLASS MoE kernel in the build
case("glm45-47-glm45-fp8-8xh20-no-cutlass-moe-mm-data-kernel-sm90",
     "https://github.com/zai-org/GLM-4.5/issues/47",
     "nvcc --version\n"
     "nvcc: NVIDIA (R) Cuda compiler driver\n"
     "Copyright (c) 2005-2023 NVIDIA Corporation\n"
     "Built on Tue_Aug_15_22:02:13_PDT_2023\n"
     "Cuda compilation tools, release 12.2, V12.2.140\n"
     "Build cuda_12.2.r12.2/compiler.33191640_0\n"
     "...\n"
     "2. 启动命令：\n"
     "vllm serve /data3/models/ZhipuAI/GLM-4.5-FP8/ \\\n"
     "    --tensor-parallel-size 8 \\\n"
     "    --tool-call-parser glm45 \\\n"
     "    --reasoning-parser glm45 \\\n"
     "    --enable-auto-tool-choice \\\n"
     "    --served-model-name 9907 \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 9907 \\\n"
     "    --gpu-memory-utilization 0.98 \n"
     "\n"
     "也有尝试加上：export TORCH_CUDA_ARCH_LIST=\"9.0\"\n"
     "\n"
     "3. 错误信息：RuntimeError: Worker failed with error 'No compiled get_cutlass_moe_mm_data: no cutlass_scaled_mm "
     "kernel for CUDA device capability: 90. Required capability: 90 or 100'\n"
     "\n"
     "### Expected behavior / 期待表现\n"
     "\n"
     "期望用 8 卡 H20（单卡 96G）能运行 GLM4.5-FP8",
     "quantization_unsupported_gpu", {"current_capability": 90}, "quantization_unsupported_gpu",
     "GLM-4.5-FP8 (an FP8 MoE checkpoint) on 8x H20 (Hopper, sm_90), TP 8: vLLM sent the FP8 MoE layers to the CUTLASS "
     "grouped-GEMM path, but the installed vLLM extension had no SM90 build of get_cutlass_moe_mm_data (those kernels "
     "are compiled only when the build has CUDA >= 12.3 and the 9.0a arch; the host shows nvcc 12.2 and the author "
     "also tried TORCH_CUDA_ARCH_LIST=9.0, i.e. a build without the sm_90a CUTLASS MoE kernels). The GPU itself is "
     "supported (the message's own 'Required capability: 90 or 100' includes 90), so this is a build/kernel-image "
     "problem, not memory and not the TP size.",
     "not in the stored text (closed; the repo maintainer zRzRzRzRzRzRzR answered, but the reply is past the stored "
     "chunk). From the log: install an official vLLM wheel / docker image built with CUDA >= 12.3 (12.8) that carries "
     "the sm_90a CUTLASS MoE kernels, or rebuild with a CUDA 12.3+ toolkit and TORCH_CUDA_ARCH_LIST='9.0a'",
     release=None, gpu="NVIDIA H20 (96 GB, sm_90)", gpus=8,
     command="vllm serve /data3/models/ZhipuAI/GLM-4.5-FP8/ --tensor-parallel-size 8 --tool-call-parser glm45 "
             "--reasoning-parser glm45 --enable-auto-tool-choice --served-model-name 9907 --host 0.0.0.0 --port 9907 "
             "--gpu-memory-utilization 0.98",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body's nvcc block, launch command, the TORCH_CUDA_ARCH_LIST remark and the one-line error "
          "as the author pasted it (Chinese headings kept); the nvidia-smi table header and the template checkboxes "
          "between nvcc and the command dropped ('...'). No traceback was pasted. Kind: the 'No compiled "
          "cutlass_scaled_mm for CUDA device capability: N. Required capability: 90 or 100' message (earlier rounds: "
          "quantization_unsupported_gpu, e.g. vllm #24921); cuda_no_kernel_image is the alternative cause since the "
          "capability is in the required set. 8 GPUs from the title ('8 卡 H20').")

# ---------------------------------------- sasha0552/pascal-pkgs-ci #9: bnb-4bit DeepSeek-R1-Distill-Qwen-32B on 2x P100
case("pascal-pkgs-ci-9-p100-bnb-4bit-deepseek-r1-distill-32b-min-capability-70",
     "https://github.com/sasha0552/pascal-pkgs-ci/issues/9",
     "I use the latest version 0.7.2 docker image, and execute the following command to report an error: ValueError: "
     "The quantization method bitsandbytes is not supported for the current GPU. Minimum capability: 70. Current "
     "capability: 60.\n"
     "command:\n"
     "vllm serve /app/workspace/ai/models/DeepSeek-R1-Distill-Qwen-32B-bnb-4bit --tensor-parallel-size 2 "
     "--max-model-len 10000 --enforce-eager --enable-reasoning --reasoning-parser deepseek_r1 --port 8123 "
     "--served-model-name deepseek-32b --gpu-memory-utilization 0.9",
     "quantization_unsupported_gpu", {"min_capability": 70, "current_capability": 60}, "quantization_unsupported_gpu",
     "A bitsandbytes 4-bit checkpoint (DeepSeek-R1-Distill-Qwen-32B-bnb-4bit) served with the Pascal-enabled vLLM 0.7.2 "
     "image of pascal-pkgs-ci on P100s (compute capability 6.0), TP 2: vLLM's bitsandbytes quantization method "
     "declares a minimum capability of 7.0 and refuses the GPU at config time, before any weight is loaded. Not memory; "
     "the checkpoint format is what the GPU cannot take in this vLLM.",
     "no confirmed fix in the stored text (issue open). A commenter (falseen) suggests sed-patching torch's own "
     "'.major < 7' checks (torch/_inductor/scheduler.py, torch/utils/_triton.py) down to 6; that touches torch, not "
     "vLLM's bitsandbytes minimum-capability check, and nobody confirms it worked. What the message asks for: a GPU "
     "with capability >= 7.0, or a checkpoint format the P100 build supports (e.g. GPTQ, or the unquantized/FP16 "
     "model across the two cards)",
     release="0.7.2 (pascal-pkgs-ci docker image)", gpu="NVIDIA Tesla P100 (compute capability 6.0)", gpus=2,
     command="vllm serve /app/workspace/ai/models/DeepSeek-R1-Distill-Qwen-32B-bnb-4bit --tensor-parallel-size 2 "
             "--max-model-len 10000 --enforce-eager --enable-reasoning --reasoning-parser deepseek_r1 --port 8123 "
             "--served-model-name deepseek-32b --gpu-memory-utilization 0.9",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the whole issue body as stored (the error is quoted inline in the prose, then the command). The "
          "one comment (a torch sed patch) is left out. The GPU model is not named in the body; capability 60 and "
          "the repo (Pascal builds of vLLM) make it a P100 (sm_60); 2 GPUs from --tensor-parallel-size 2 (at least "
          "2). The repo is a third-party vLLM build, not vllm-project.")

# ---------------------------------------- vllm #30163: GLM-4.6-NVFP4 on 2x DGX Spark (GB10, sm_121), 0.12.0: CUTLASS FP4 GEMM 'Error Internal'
case("vllm-30163-v0120-2x-dgx-spark-gb10-glm46-nvfp4-cutlass-fp4-gemm-error-internal",
     "https://github.com/vllm-project/vllm/issues/30163",
     "## Hardware\n"
     "- **2x DGX Spark** (GB10 GPU each, sm_121a / compute capability 12.1)\n"
     "- Connected via 200GbE ConnectX-7/Ethernet\n"
     "- Driver: 580.95.05, Host CUDA: 13.0\n"
     "\n"
     "## Goal\n"
     "Run `lukealonso/GLM-4.6-NVFP4` (357B MoE model, NVFP4 quantization) across both nodes using vLLM with Ray "
     "distributed backend.\n"
     "...\n"
     "### 3. `vllm/vllm-openai:v0.12.0-aarch64` (vLLM 0.12.0)\n"
     "- Fixed ptxas with symlink: `ln -sf /usr/local/cuda/bin/ptxas "
     "/usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/bin/ptxas`\n"
     "- Triton compilation passes \u2705\n"
     "- **Error:** `RuntimeError: [FP4 gemm Runner] Failed to run cutlass FP4 gemm on sm120. Error: Error Internal`\n"
     "\n"
     "### 4. Tried both parallelism modes:\n"
     "- `--tensor-parallel-size 2` \u2192 same CUTLASS error\n"
     "- `--pipeline-parallel-size 2` \u2192 same CUTLASS er",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "An NVFP4 MoE checkpoint (GLM-4.6-NVFP4, 357B) across two DGX Spark nodes (one GB10 each, sm_121) on vLLM 0.12.0: "
     "vLLM's CUTLASS NVFP4 GEMM is built for sm_120 with tile configurations sized for larger GPUs, and on GB10 "
     "(sm_121, smaller shared memory, no SM121-specific tiles in the bundled CUTLASS) the kernel fails to run "
     "('Error Internal'). The failure is the same with TP 2 and PP 2, so it is the FP4 kernel on this GPU, not the "
     "parallel layout or memory.",
     "none in the stored text (open 'usage' issue). The later upstream fix is vLLM PR #38423 '[NVIDIA] Bugfix NVFP4 "
     "DGX Spark and RTX50' (merged March 2026: bundled CUTLASS lacked SM12x/SM121 NVFP4 tile constraints; plus a "
     "FlashInfer CUTLASS fix and a check that the SM-specific FP4 kernel was actually compiled), i.e. a newer vLLM "
     "(with a GB10/sm_121 build); until then a non-CUTLASS FP4 path (FlashInfer / Marlin weight-only) or a non-NVFP4 "
     "checkpoint",
     release="0.12.0 (vllm/vllm-openai:v0.12.0-aarch64)", gpu="NVIDIA GB10 (DGX Spark, sm_121)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--pipeline-parallel-size", "above": 2},
                       {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body's Hardware and Goal sections and attempts 3-4 as stored (the chunk ends mid-word "
          "'same CUTLASS er'); attempts 1-2 (NGC 25.11 image with vLLM 0.11.0: 'FlashInfer kernels unavailable for "
          "ModelOptNvFp4FusedMoE on current platform'; nightly 0.11.2.dev575: \"ptxas fatal: Value 'sm_121a' is not "
          "defined for option 'gpu-name'\") dropped ('...') so the excerpt holds the 0.12.0 attempt only. No launch "
          "command is in the stored part. Kind follows the earlier GB10 CUTLASS 'Error Internal' case (vllm #43367: "
          "quantization_kernel_bug); quantization_unsupported_gpu is the alternative. The fix cited is from another "
          "thread (PR #38423), not this one. 2 GPUs: one GB10 per node, two nodes.")

if __name__ == "__main__":
    BATCH.write()
