"""Round-452 blind batch: vLLM start-up failures on DATACENTER GPUs (China-market H20 / H20e, B200, AMD Instinct MI300X /
MI325X / MI355X), FP8 / MXFP4 / block-FP8 checkpoints, DeepGEMM, AITER MLA, large TP/EP launches and memory, 2025-2026;
collected by helper wild452 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round452-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues. 6 cases: ROCm/aiter #548 (DeepSeek-R1 TP4 on MI325X /
MI300X, AITER MLA only 16 or 128 heads, 32 given), vllm #35641 (Kimi-K2.5-MXFP4 TP8 on MI355X, AITER MLA with 8 heads
per rank), vllm #29943 (DeepSeek-V3.2 on H20, DeepGEMM backend not available), vllm #20173 (B200 with torch
2.7.0+cu126, no sm_100), QwenLM/Qwen3-Coder #461 (Qwen3-Coder-480B-FP8 TP8+EP on 8x H20e, Triton fused-MoE shared
memory 263168 > 232448), vllm #29360 (Qwen3-Coder-480B-FP8 on 8x H20, OOM in the DeepGEMM warm-up). Every source was
checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was
spent on. The slice is heavily mined (DeepSeek / Kimi on H20 / H200 / B200 KV-cache and OOM threads were nearly all
used), so half of the round is kernel-coverage failures (AITER, DeepGEMM, Triton, torch arch list).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists: vllm #53320, #51041, #31936, #31480, #32488,
  #16336, #15598, #7721, #27508, #32109, #13074, #12756, #35637, #43605, #41849, #16692; vllm-project/recipes #12,
  #381, #390, PR #183; ROCm/aiter #3202; MoonshotAI/Kimi-VL #51; SemiAnalysisAI/InferenceX #1587; kaito #2132.
- Outside the slice (workstation sm_120 cards): vllm #47130, #47169, #51884 (DeepGEMM 'Unknown recipe' / 'Unknown SF
  transformation' on RTX PRO 5000 / 6000 / 5090).
- Error line not in the stored chunk, or no cause reachable: vllm #28707 and #30441 (B300, chunks are collect_env only),
  verl-project/verl #6949 (B300/GB300 'no kernel image' in a verl image, no answer), vllm #15332 (DeepSeek-R1 on 16x H20
  PP2, the tensor-size RuntimeError only in the title, no fix stored), vllm #16646 (TP16 on 2x H20, chunk stops in the
  args), vllm #28747 (NVFP4A16 on B200, chunk stops in the engine config), vllm PR #44914 (DeepSeek-V4-Pro OOM on H200,
  the chunk stops in FusedMoE's constructor and the PR's diagnosis is not stored), vllm #30370 (a performance thread;
  the deep_gemm log is a screenshot), vllm-project/recipes #698 (Kimi-K3 on H200: the OOM only in prose),
  QwenLM/Qwen3-VL #1684 (A100, no answer), vllm #28923 (Kimi-K2-Thinking on MI300X, chunk is a loading log).
- Same class as a case: ROCm/aiter #1468 (DeepSeek-R1 MXFP4 TP4 on MI355: the same 'Aiter MLA only supports 16 or 128
  number of heads. Provided 32' as aiter #548), ROCm/aiter #726 (the nhead=8 request from SGLang).

Judgement calls for the lead:
1. aiter-548 and vllm-35641: "Aiter MLA only supports 16 or 128 number of heads." is an assert in vLLM's own
   v1/attention/backends/mla/rocm_aiter_mla.py (the V1 message adds "Try adjusting tensor_parallel_size value."), so
   kind and cause vllm_check_failed (no fixture had this message). The lead may prefer
   attention_backend_feature_unsupported. The cause is pinned by vLLM PR #35850 (merged, 'Fixes #35641'), which relaxes
   the assert to 4, 8 or any multiple of 16 in [16, 128] heads per rank, and by vLLM PR #18338 (the TP that gives 16 heads
   per rank for DeepSeek). In #548 the text is an AMD engineer's copy of the V1 error, not a user's full log; 32 is
   the heads per rank, put as num_attention_heads. #35641's stored chunk quotes the assert's words only in the reporter's
   sentence (the traceback is cut before the AssertionError line).
2. vllm-29943: the error string is in the issue title only (the chunk stops in collect_env: H20, torch 2.9.0+cu128,
   flashinfer 0.5.2); kind/cause vllm_check_failed as the two earlier DeepGEMM-missing fixtures (vllm-41849,
   nemo-retriever-pr2292). The fix is read from the message itself ('Please install or update the `deep_gemm`') and
   from the DeepSeek-V3.2 recipe PRs (vllm-project/recipes #117 and #183, the latter already used, not cited as the case).
   A `dependency_missing` cause would also be defensible.
3. vllm-20173: torch's UserWarning ('NVIDIA B200 with CUDA capability sm_100 is not compatible with the current PyTorch
   installation ... supports ... sm_90') from collect_env, no vLLM traceback and no answer in the stored text; labelled
   cuda_no_kernel_image for kind and cause as the three earlier fixtures with this warning (vllm-21633, vllm-13306,
   production-stack-528). The lead may prefer dependency_version_mismatch (torch 2.7.0+cu126 instead of +cu128).
4. qwen3-coder-461: kind triton_shared_memory_exceeded, numbers required_bytes / limit_bytes (README keys, outside the
   brief's list); the kernel is vLLM's fused-MoE Triton kernel (fused_moe.py), not attention, so the cause is the kind
   itself per README (a new cause label, never used before). No fix is in the stored thread.
5. vllm-29360: the torch OOM line itself is beyond the stored chunk; the failure is named by the title ('deepgemm warmup
   OOM') and the frames (deep_gemm_warmup -> torch.empty((MAX_M, n))). Labelled oom_profiling (README: an OOM in a
   warm-up after the KV cache was sized asks for a lower utilization). The diagnosis comes from vLLM maintainer
   LucasWilkinson in vLLM PR #57258 (open): 'DeepGEMM warmup currently runs after KV-cache allocation. Its synthetic
   shapes can need more temporary memory than the profile forward, causing startup OOMs after the cache consumes the
   remaining budget.' No fix in the issue thread itself.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round452-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ROCm/aiter #548: DeepSeek-R1 TP4 on MI325X / MI300X -> Aiter MLA only supports 16 or 128 number of heads (32)
case("aiter-548-deepseek-r1-tp4-mi325x-mi300x-aiter-mla-only-16-or-128-heads-32",
     "https://github.com/ROCm/aiter/issues/548",
     "[Feature]: Support tp=4 when number of heads = 32 for Deepseek MLA aiter kernel\n"
     "\n"
     "A community user is able to fit Deepseek R1 model on 4 GPUs on MI325x.\n"
     "\n"
     "We were able to recreate the issue on MI300x.\n"
     "\n"
     "When aiter MLA kernel is enabled, it would throw exception\n"
     "\n"
     "Example error log in vLLM V0:\n"
     "```\n"
     "[rank0]:   File \"/app/vllm/vllm/attention/ops/rocm_aiter_mla.py\", line 67, in mla_decode_fwd_impl\n"
     "[rank0]:     mla_decode_fwd(q,\n"
     "[rank0]:   File \"/app/aiter/aiter/mla.py\", line 116, in mla_decode_fwd\n"
     "[rank0]:     num_kv_splits, mgc = get_meta_param(num_kv_splits, device, bs, nhead)\n"
     "[rank0]:                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[rank0]:   File \"/app/aiter/aiter/mla.py\", line 89, in get_meta_param\n"
     "[rank0]:     assert nhead in get_mgc, f\"{nhead=} not supported\"\n"
     "[rank0]:            ^^^^^^^^^^^^^^^^\n"
     "[rank0]: AssertionError: nhead=32 not supported\n"
     "```\n"
     "Example error on vLLM V1:\n"
     "\n"
     "```\n"
     "AssertionError: Aiter MLA only supports 16 or 128 number of heads.\n"
     "Provided 32 number of heads.\n"
     "Try adjusting tensor_parallel_size value.\n"
     "```\n"
     "\n"
     "### GPU\n"
     "\n"
     "MI300 series\n"
     "\n"
     "### ROCm Component\n"
     "\n"
     "AITER MLA kernel",
     "vllm_check_failed", {"num_attention_heads": 32}, "vllm_check_failed",
     "DeepSeek-R1 (128 attention heads) served with tensor_parallel_size=4 on AMD MI325X / MI300X leaves 32 heads per "
     "rank; vLLM's AITER MLA backend (enabled with the AITER kernels) only accepted 16 or 128 heads per rank, because "
     "AITER's mla_decode_fwd kernel had metadata only for those head counts. A kernel-coverage limit of the attention "
     "backend, not a memory problem.",
     "no fix in this (open) AITER issue. vLLM PR #18338 (the AITER MLA V1 upgrade) says the decode kernel needs 16 or 128 "
     "heads per rank, so DeepSeek-V3/R1 must run at tensor_parallel_size=8; vLLM PR #35850 (merged, March 2026) later "
     "relaxed the assert to 4, 8 or any multiple of 16 in [16, 128] heads per rank (head-repeat to 16). Otherwise: TP 8, "
     "or turn the AITER MLA backend off (another MLA backend)",
     release=None, gpu="AMD Instinct MI325X (reproduced on MI300X)", gpus=4, command=None,
     forbidden=_MEM,
     note="Excerpt: the issue title and description as stored (an AMD engineer's follow-up of vllm-project/vllm #19332, "
          "quoting the V0 and V1 errors); the last line of the description, the link to the vLLM issue, is left out. "
          "4 GPUs is what the community user served on; the node may have more.")

# ---------------------------------------- vllm #35641: Kimi-K2.5-MXFP4 TP8 on MI355X, VLLM_ROCM_USE_AITER=1 -> AITER MLA with 8 heads per rank
case("vllm-35641-kimi-k25-mxfp4-tp8-mi355x-aiter-mla-num-head-8-only-16-or-128",
     "https://github.com/vllm-project/vllm/issues/35641",
     "[Bug]: ROCm MI355X Kimi K2.5 AITER TP8 MLA kernel Error (num_head=8)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "`vllm/vllm-openai-rocm:v0.16.0` with `pip install amd-quark` inside the container\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "hi @powderluv @chunfangamd @andyluo7\n"
     "\n"
     "Today i was trying to test out amd's mxfp4 checkpoint `amd/Kimi-K2.5-MXFP4` using amd's "
     "`vllm/vllm-openai-rocm:v0.16.0`. After getting over the inital hump (https://github.com/vllm-project/vllm/issues/35633) "
     "with `pip install amd-quark` inside the container, i got it to successfully run. I then try to set `export "
     "VLLM_ROCM_USE_AITER=1 ` as typically AITER kernels are much faster but unfortunately i run into following error that "
     "AITER MLA kernels don't support Kimi K2.5 `TP8` yet (num_head=8) and that it only supports `\"16 or 128 number of "
     "heads.\"`. It would be great if AITER MLA kernels with `num_head=8` such that vLLM Kimi K2.5 can achieve the full "
     "performance of the ROCm platform on MI355\n"
     "\n"
     "```\n"
     "(Worker_TP1 pid=944525) ERROR 03-01 06:39:51 [multiproc_executor.py:783]     self.mla_attn = "
     "MultiHeadLatentAttentionWrapper(\n"
     "(Worker_TP1 pid=944525) ERROR 03-01 06:39:51 [multiproc_executor.py:783]                     "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP1 pid=944525) ERROR 03-01 06:39:51 [multiproc_executor.py:783]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/mla.py\", line 95, in __ini",
     "vllm_check_failed", {"tensor_parallel_size": 8}, "vllm_check_failed",
     "Kimi-K2.5 has 64 attention heads, so TP=8 leaves 8 heads per rank; with VLLM_ROCM_USE_AITER=1 vLLM 0.16.0 picks the "
     "AITER MLA backend, whose assert accepted only 16 or 128 heads per rank. Without AITER the same launch ran. A "
     "kernel-coverage limit of the AITER MLA backend, not memory.",
     "vLLM PR #35850 (merged 2026-03, 'Fixes #35641', by ChuanLi1101, reviewed by zejunchen-zejun and tjtanaa): AITER "
     "MLA now takes num_heads < 16 by repeating the query heads to 16 and relaxes the assert to 4, 8 or any multiple of "
     "16 in [16, 128]; its test plan verifies amd/Kimi-K2.5-MXFP4 at TP=8 with AITER enabled. Before that: run without "
     "VLLM_ROCM_USE_AITER=1 (the reporter's working launch), or TP 4 (16 heads per rank)",
     release="0.16.0 (vllm/vllm-openai-rocm:v0.16.0)", gpu="AMD Instinct MI355X", gpus=8,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the title and description as the stored chunk shows them, cut by the chunk inside the traceback "
          "(mla.py line 95); the AssertionError line itself is not stored, its words are in the reporter's sentence. "
          "No command was pasted: the description names the model, TP8 and VLLM_ROCM_USE_AITER=1.")

# ---------------------------------------- vllm #29943: DeepSeek-V3.2 on H20 -> DeepGEMM backend is not available or outdated
case("vllm-29943-deepseek-v32-h20-deepgemm-backend-not-available-or-outdated",
     "https://github.com/vllm-project/vllm/issues/29943",
     "[Bug]: RuntimeError: Worker failed with error 'DeepGEMM backend is not available or outdated.' When deploy "
     "DeepSeek-V3.2\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Collecting environment information...\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Ubuntu 22.04.3 LTS (x86_64)\n"
     "GCC version                  : (Ubuntu 12.3.0-1ubuntu1~22.04) 12.3.0\n"
     "Clang version                : Could not collect\n"
     "CMake version                : Could not collect\n"
     "Libc version                 : glibc-2.35\n"
     "\n"
     "==============================\n"
     "       PyTorch Info\n"
     "==============================\n"
     "PyTorch version              : 2.9.0+cu128\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : 12.8\n"
     "ROCM used to build PyTorch   : N/A\n"
     "\n"
     "==============================\n"
     "      Python Environment\n"
     "==============================\n"
     "Python version               : 3.12.9 | packaged by Anaconda, Inc. | (main, Feb  6 2025, 18:56:27) [GCC 11.2.0] "
     "(64-bit runtime)\n"
     "Python platform              : Linux-6.8.0-57-generic-x86_64-with-glibc2.35\n"
     "\n"
     "==============================\n"
     "       CUDA / GPU Info\n"
     "==============================\n"
     "Is CUDA available            : True\n"
     "CUDA runtime version         : 12.8.93\n"
     "CUDA_MODULE_LOADING set to   : \n"
     "GPU models and configuration : \n"
     "GPU 0: NVIDIA H20\n"
     "...\n"
     "[pip3] nvidia-cutlass-dsl==4.3.0\n"
     "[pip3] nvidia-nccl-cu12==2.27.5\n"
     "[pip3] torch==2.9.0\n"
     "[pip3] transformers==4.57.2\n"
     "[pip3] triton==3.5.0\n"
     "[conda] flashinfer-python         0.5.2                    pypi_0    pypi",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V3.2 (FP8, DeepSeek Sparse Attention) needs the optional deep_gemm package: its lightning indexer calls "
     "DeepGEMM's FP8 MQA-logits kernels, and vLLM's deep_gemm wrapper raises 'DeepGEMM backend is not available or "
     "outdated. Please install or update the `deep_gemm` to a newer version to enable FP8 kernels.' when the package is "
     "missing or too old. The H20 (SM90) is supported by DeepGEMM; the package was simply not installed in this pip "
     "environment.",
     "not in the stored text of this (closed) thread. The message names the fix: install (or update) DeepGEMM, e.g. "
     "vLLM's tools/install_deepgemm.sh or the DeepGEMM release the DeepSeek-V3.2 recipe recommends (vllm-project/recipes "
     "PR #117, 'Recommend the last deepgemm release now'; recipes PR #183 shows the same error and adds the install "
     "command)",
     release=None, gpu="NVIDIA H20", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title (the only place the stored text holds the error), the collect_env head of the "
          "description verbatim, then '...' and six lines selected from the pip / conda list of its continuation chunk; "
          "the launch command and traceback are beyond the "
          "stored chunks. The vLLM version is not shown (torch 2.9.0 puts it at 0.11.1-0.12.x).")

# ---------------------------------------- vllm #20173: vLLM 0.9.1 on B200 with torch 2.7.0+cu126 -> sm_100 not compatible with the PyTorch installation
case("vllm-20173-b200-sm100-torch-270-cu126-not-compatible-vllm-091",
     "https://github.com/vllm-project/vllm/issues/20173",
     "[Usage]: Even when using vllm version 0.91, it still doesn't support sm_100, making inference impossible.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "INFO 06-27 16:37:35 [__init__.py:244] Automatically detected platform cuda.\n"
     "Collecting environment information...\n"
     "/root/miniconda3/envs/jlp_vllm/lib/python3.12/site-packages/torch/cuda/__init__.py:287: UserWarning: \n"
     "NVIDIA B200 with CUDA capability sm_100 is not compatible with the current PyTorch installation.\n"
     "The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.\n"
     "If you want to use the NVIDIA B200 GPU with PyTorch, please check the instructions at "
     "https://pytorch.org/get-started/locally/\n"
     "\n"
     "  warnings.warn(\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Ubuntu 22.04.5 LTS (x86_64)\n"
     "GCC version                  : (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
     "Clang version                : Could not collect\n"
     "CMake version                : Could not collect\n"
     "Libc version                 : glibc-2.35\n"
     "\n"
     "==============================\n"
     "       PyTorch Info\n"
     "==============================\n"
     "PyTorch version              : 2.7.0+cu126\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : 12.6\n"
     "ROCM used to build PyTorch   : N/A\n"
     "...\n"
     "[pip3] nvidia-cublas-cu12==12.6.4.1\n"
     "[pip3] nvidia-cuda-runtime-cu12==12.6.77\n"
     "[pip3] nvidia-nccl-cu12==2.26.2\n"
     "[pip3] pytorch-triton==3.3.1+gitc8757738\n"
     "[pip3] torch==2.7.0\n"
     "[pip3] triton==3.3.0",
     "cuda_no_kernel_image", {"compute_capability": 10.0}, "cuda_no_kernel_image",
     "The environment has torch 2.7.0 built for CUDA 12.6 (+cu126), whose kernels cover sm_50 ... sm_90 only; the B200 "
     "is sm_100 (Blackwell), which PyTorch ships only in its CUDA 12.8 builds. vLLM 0.9.1 itself supports sm_100 (its "
     "default wheel is built against torch 2.7.0+cu128), so the install pulled the wrong torch build; every CUDA kernel "
     "of torch then has no image for the GPU.",
     "no answer in the stored thread (open). The message itself says what is wrong: a PyTorch with sm_100 kernels is "
     "needed, i.e. torch 2.7.0+cu128 (pip install torch==2.7.0 --index-url https://download.pytorch.org/whl/cu128, or "
     "vLLM's cu128 wheel / docker image) under vLLM 0.9.1",
     release="0.9.1", gpu="NVIDIA B200", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title and the collect_env head of the description verbatim, then '...' and six lines selected "
          "from the pip list of its continuation chunk; no vLLM traceback is in the stored text. 'vllm version 0.91' in the title is 0.9.1 (the log's "
          "__init__.py:244 line matches).")

# ---------------------------------------- QwenLM/Qwen3-Coder #461: Qwen3-Coder-480B-FP8 TP8+EP on 8x H20e -> Triton out of resource: shared memory 263168 > 232448
case("qwen3-coder-461-480b-fp8-8xh20e-tp8-ep-fused-moe-triton-shared-memory-263168-232448",
     "https://github.com/QwenLM/Qwen3-Coder/issues/461",
     "Qwen3-Coder-480B-A35B-Instruct-FP8 fails to launch with Triton shared memory error on H20e GPUs\n"
     "\n"
     "**Environment**\n"
     "GPU: H20e (141GB) × 8\n"
     "vLLM version: 0.10.1.dev155+ge18f08510\n"
     "CUDA version: 12.8.3.14\n"
     "PyTorch version: 2.7.1\n"
     "\n"
     "**Launch Command**\n"
     "export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7\n"
     "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n"
     "export CUDA_LAUNCH_BLOCKING=1\n"
     "\n"
     "vllm serve /data/models/Qwen3-Coder \\\n"
     "  --max-model-len 65536 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 9100 \\\n"
     "  --served-model-name qwen \\\n"
     "  -tp 8 \\\n"
     "  --gpu-memory-utilization 0.9 \\\n"
     "  --trust-remote-code \\\n"
     "  --enable-expert-parallel \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser qwen3_coder \\\n"
     "  --disable-custom-all-reduce\n"
     "\n"
     "**Error Description**\n"
     "Launching Qwen3-Coder-480B-A35B-Instruct-FP8 fails with a Triton shared memory error:\n"
     "triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 263168, Hardware limit: 232448. "
     "Reducing block sizes or `num_stages` may help.\n"
     "\n"
     "**Logs**\n"
     "(VllmWorker rank=1 pid=2421044) ERROR 07-29 14:10:52 [multiproc_executor.py:590]   File "
     "\"/home/devops/vllm/vllm/model_executor/layers/fused_moe/fused_moe.py\", line 1485, in fused_experts_impl\n"
     "(VllmWorker rank=2 pid=2421045) ERROR 07-29 14:10:52 [multiproc_executor.py:590]   File "
     "\"/home/devops/vllm/vllm/model_executor/layers/fused_moe/layer.py\", line 1504, in forward_impl",
     "triton_shared_memory_exceeded",
     {"required_bytes": 263168, "limit_bytes": 232448, "tensor_parallel_size": 8, "max_model_len": 65536,
      "gpu_memory_utilization": 0.9},
     "triton_shared_memory_exceeded",
     "vLLM's fused-MoE Triton kernel (fused_moe.py fused_experts_impl, the FP8 MoE path of the expert-parallel launch) "
     "was launched with a tile configuration (block sizes x num_stages) that needs 263168 bytes of shared memory per "
     "block, above the 232448 bytes (227 KiB) an H20e (Hopper) SM allows; so the kernel could not load during start-up. "
     "A kernel-configuration problem for this GPU and MoE shape, not a shortage of GPU memory (141 GB per card).",
     "no fix in the stored thread (open). The message's own advice applies: a MoE kernel config with smaller blocks or "
     "fewer num_stages for this device and shape (a tuned fused_moe config JSON for the H20e, e.g. from vLLM's "
     "benchmarks/kernels/benchmark_moe.py), or a vLLM whose defaults fit Hopper's shared memory",
     release="0.10.1.dev155+ge18f08510", gpu="NVIDIA H20e (141GB)", gpus=8,
     command="vllm serve /data/models/Qwen3-Coder --max-model-len 65536 --host 0.0.0.0 --port 9100 "
             "--served-model-name qwen -tp 8 --gpu-memory-utilization 0.9 --trust-remote-code "
             "--enable-expert-parallel --enable-auto-tool-choice --tool-call-parser qwen3_coder "
             "--disable-custom-all-reduce",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title and description as stored, cut by the chunk after the second log line. The "
          "reporter's own summary line carries the Triton error verbatim.")

# ---------------------------------------- vllm #29360: Qwen3-Coder-480B-FP8 TP8+EP on 8x H20 -> OOM in the DeepGEMM warm-up
case("vllm-29360-qwen3-coder-480b-fp8-8xh20-tp8-ep-deepgemm-warmup-oom",
     "https://github.com/vllm-project/vllm/issues/29360",
     "[Bug]: Qwen3-Coder-480B-FP8 running on 8*H20,deepgemm warmup OOM\n"
     "\n"
     "(Worker_TP6_EP6 pid=409) INFO 11-25 08:01:24 [cuda.py:418] Valid backends: ['FLASH_ATTN', 'FLASHINFER', "
     "'TRITON_ATTN', 'FLEX_ATTENTION']\n"
     "(Worker_TP6_EP6 pid=409) INFO 11-25 08:01:24 [cuda.py:427] Using FLASH_ATTN backend.\n"
     "(Worker_TP6_EP6 pid=409) INFO 11-25 08:01:24 [layer.py:342] Enabled separate cuda stream for MoE shared_experts\n"
     "(Worker_TP6_EP6 pid=409) INFO 11-25 08:01:25 [layer.py:468] [EP Rank 6/8] Expert parallelism is enabled. Expert "
     "placement strategy: line\n"
     "ar. Local/global number of experts: 20/160. Experts local to global index map: 0->120, 1->121, 2->122, 3->123, "
     "4->124, 5->125, 6->126, 7\n"
     "->127, 8->128, 9->129, 10->130, 11->131, 12->132, 13->133, 14->134, 15->135, 16->136, 17->137, 18->138, 19->139.\n"
     "(Worker_TP6_EP6 pid=409) INFO 11-25 08:01:25 [fp8.py:167] Using DeepGEMM backend for FP8 MoE\n"
     "...\n"
     "cutor/warmup/deep_gemm_warmup.py\", line 314, in deep_gemm_warmup\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]     "
     "deepgemm_grouped_fp8_gemm_nt_contiguous_warmup(model, max_\n"
     "tokens)\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_exe\n"
     "cutor/warmup/deep_gemm_warmup.py\", line 307, in deepgemm_grouped_fp8_gemm_nt_contiguous_warmup\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]     "
     "_deepgemm_grouped_fp8_gemm_nt_contiguous_warmup(\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_exe\n"
     "cutor/warmup/deep_gemm_warmup.py\", line 284, in _deepgemm_grouped_fp8_gemm_nt_contiguous_warmup\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]     _warmup(w, ws)\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_exe\n"
     "cutor/warmup/deep_gemm_warmup.py\", line 262, in _warmup\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]     out = torch.empty((MAX_M, n), "
     "device=device, dtype=torch.b\n"
     "float16)\n"
     "(Worker_TP2_EP2 pid=405) ERROR 11-25 08:05:06 [multiproc_executor.py:815]           ^^^^^^^^^^^^^^^^^^^^",
     "oom_profiling", {}, "oom_profiling",
     "Qwen3-Coder-480B-FP8 with TP8 + expert parallelism on 8x H20 uses DeepGEMM for the FP8 MoE; vLLM runs the DeepGEMM "
     "kernel warm-up after the KV cache has been allocated, and the warm-up's synthetic grouped-GEMM shapes allocate "
     "temporary buffers (torch.empty((MAX_M, n))) larger than the profile forward did, so once the KV cache had taken "
     "the rest of the gpu_memory_utilization budget the warm-up ran out of GPU memory.",
     "no fix in the stored issue thread (open). vLLM maintainer LucasWilkinson's PR #57258 ('Run DeepGEMM warmup before "
     "memory profiling', open) diagnoses the class: 'DeepGEMM warmup currently runs after KV-cache allocation. Its "
     "synthetic shapes can need more temporary memory than the profile forward, causing startup OOMs after the cache "
     "consumes the remaining budget.' Workarounds that follow: a lower --gpu-memory-utilization (leave room for the "
     "warm-up), or skipping the DeepGEMM warm-up (VLLM_DEEP_GEMM_WARMUP=skip) / VLLM_USE_DEEP_GEMM=0",
     release=None, gpu="NVIDIA H20", gpus=8, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the title, a block of worker start-up lines from the description and the traceback tail of the "
          "next stored chunk, joined with '...'; the stored text wraps long lines at about 130 characters (kept). The "
          "torch OutOfMemoryError line, the command and the KV-cache lines are beyond the stored chunks; 'OOM' is the "
          "reporter's word in the title.")

BATCH.write()
