"""Round-535 blind batch: vLLM start-up failures on NVIDIA BLACKWELL and other new hardware (RTX 50-series / RTX PRO
6000 sm_120, B200 / B300 sm_100 / sm_103, GB200 / GB300, DGX Spark / GB10 sm_121, Jetson Thor), 2025-2026; collected
by helper wild535 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round535-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt ("..."
marks lines left out).

Look-ups: 31 of the 40 allowed (29 ``search`` corpus=issues / docs / pages, 1 ``read_file`` that found nothing
(issues are not files), 1 ``search`` in the docs corpus for a Hugging Face discussion page that is not stored).
3 cases, all three the same family (DeepGEMM chosen on a Blackwell GPU it has no working kernels for):
timothystewart6/vllm-gb10 #27 (DSv4-Flash on dual GB10 / sm_121, DeepGEMM nv_dev: CUDA_ERROR_INVALID_IMAGE and
'not disable_ue8m0_cast'), vllm #47436 (gemma-4-31B FP8-block on an RTX PRO 6000, v0.24.0: 'Unknown SF
transformation'), deepseek-ai/DeepGEMM PR #324 (Qwen3.6-27B-FP8 on an RTX PRO 6000, vLLM main after #43477:
'Unknown recipe' in the DeepGEMM warmup). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt,
the earlier rounds' skip lists (/work/main/tools, /work/h5*/tools) before it was spent on.

The slice is very heavily mined (rounds 222, 253, 256, 279, 300, 429, 452, 460, 487, 493 and others cover the
sm_120 'no kernel image', GB10 / Spark, Jetson Thor, PTX-toolchain and unified-memory threads); most searches of this
round returned only threads already used or named.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #16901, #18995, #18835, #19906, #14452, #21028,
  #20712, #16515, #24383, #40153, #30919, #57932, #40677, #32109, #30435, #50705, #31700, #28305, #27405, #27103,
  #34470, #31269, #53836, #28129, #31740, #19605, #48140, #13131, #51758, #40821, #41027, #41834 (PR), #49904 (PR),
  #51884 (same incident as the recipes-muse-glimmer fixture), #54125, #52732, #47130 / #47169 (named by round 452),
  #47266, #30324, #44022, #30855, #21648, #40778; gpustack #2097, #2769; production-stack #893, #528;
  nvidia-cosmos/cosmos-reason2 #30; eugr/spark-vllm-docker #143, #237, #272, #296; Avarok dgx-vllm #9;
  NixOS/nixpkgs #406675; llm-d-deployer #282 / llm-d #84; verl #6949; lightorigins/LightNav-0 PR #6;
  mudler/vllm.cpp #357; XHToken/Spark-X2.5 #6; pages al-engr.com, corti.com, sovgrid.org, conselara.dev,
  atcuality2021/vllm-gb10 (DGX Spark blogs, named before).
- Error text not in the stored chunk / no cause pinned: vllm #46796 (DeepSeek-V4-Flash on 8x B300, v0.23.0 and
  v0.23.0-cu129, DeepGEMM sm100_tf32_hc_prenorm_gemm launch fails; the stored chunk is the reporter's summary table
  (cudaErrorInvalidValue / cudaErrorInvalidConfiguration), no log lines; open, only a commenter's hypothesis about
  sm_100f vs sm_103; works on v0.20.1), vllm #33543 (FP8 MoE assertions on GB200, a maintainer's report, chunk stops
  in collect_env), vllm #30003 (pplx-kernels fails to load in the vLLM container on GB200, chunk stops in
  collect_env), NVIDIA-NeMo/RL #2081 (vLLM FP8 generation on GB200 in NeMo-RL's own fp8.py patch; the chunk stops at
  'layer.weight_scale.data.copy_(dg_weight_scale)' before the exception line; open), timothystewart6/vllm-gb10 #106
  (DSv4-Flash-0731 on GB10 tracking issue, the blocker text is cut after 'mhc_pre_broadcast_tilelang ->
  tf32_hc_prenorm_gemm'), #26 (DSv4 gates on GB10: code listings, no error line), mark-ramsey-ri/vllm-dgx-spark #7
  (hang on model load over two Sparks, no error).
- Not vLLM or not a start-up failure: NVIDIA/TensorRT-LLM #13156 (GPT-OSS on RTX PRO 6000 under TensorRT-LLM),
  vllm PR #38730 / #38729 (GB300 hang under load, no error), vllm #48602 (DSv4 benchmark error at run time),
  yhfgyyf/vllm-deepseek-v4-sm89 #40 / #43 (illegal memory access at run time), NVIDIA/Model-Optimizer #220 and PR #2042
  (TensorRT-LLM / a skill doc), ollama #12283 / #12528 (Thor, Ollama), vllm-project/recipes PR #724 (a recipe review),
  Hugging Face model discussions (nvidia/Gemma-4-26B-A4B-NVFP4 #3 'Unable to load using vLLM', sarvam-105b-fp8,
  unsloth Qwen3.6-35B-A3B-NVFP4-Fast #8): only the users' activity pages are stored, not the discussions.

Judgement calls for the lead:
1. All three are labelled kind / cause quantization_unsupported_gpu, following README's message_kind table (DeepGEMM's
   "Assertion error (.../deepgemm-src/...)": its kernels are SM90 / SM100 only, VLLM_USE_DEEP_GEMM=0) and the fixtures
   vllm-41027-dsv4-flash-deepgemm-hyperconnection-unsupported-arch and
   recipes-muse-glimmer-30b-fp8-block-rtx5090-deepgemm-sf-assert. For vllm-gb10 #27 the FIRST printed error is
   "RuntimeError: CUDA driver error (.../jit/handle.hpp:141): 200 (CUDA_ERROR_INVALID_IMAGE, device kernel image is
   invalid)"; the fixture github-jschmied-qwen38-flash-next-gb10-deepgemm-sm121-launch-failure-profile-run labelled
   DeepGEMM's JIT 'CUDA driver error ... 719' as kind quantization_kernel_bug (cause quantization_unsupported_gpu), so
   the lead may prefer that kind for #27; its second error is a DeepGEMM "Assertion error (csrc/apis/layout.hpp:49)".
2. vllm #47436 and DeepGEMM PR #324 are, per the threads, a vLLM-side version pairing (v0.24.0 / main after PR
   #43477 put SM120 into support_deep_gemm() while the pinned DeepGEMM revision had no SM120 case); the lead may prefer
   release_regression as their cause. #47436's diagnosis is a commenter's (waynehacking8), with file and line
   references, not a maintainer's; the thread is open.
3. DeepGEMM PR #324 is a comment in a DeepGEMM pull request, not a vLLM issue; the message ('Unknown recipe') is the
   one vllm #47130 reports for v0.24.0 (named by round 452 as outside its slice, not opened here). Its fix is the
   PR itself landing (merged) plus vLLM's DeepGEMM pin moving to an SM120-capable revision (stated in vllm #47436's
   comment); VLLM_USE_DEEP_GEMM=0 is the interim there, not stated in PR #324's stored chunk.
4. vllm-gb10 #27's excerpt is the image maintainer's summary of the failure (error lines verbatim inside it), not a
   raw log; a preview vLLM build (sm120-pr-41834 branch) with DeepGEMM nv_dev, so release is that build string.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round535-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- timothystewart6/vllm-gb10 #27: DSv4-Flash on dual GB10 (sm_121), DeepGEMM nv_dev -> CUDA_ERROR_INVALID_IMAGE / not disable_ue8m0_cast
case("vllm-gb10-27-dsv4-flash-dual-gb10-sm121-deepgemm-nv-dev-invalid-image-ue8m0-cast",
     "https://github.com/timothystewart6/vllm-gb10/issues/27",
     "DeepGEMM/MXFP4 on GB10: SM12x scale-layout/JIT path fails for DSv4 Flash\n"
     "\n"
     "## Summary\n"
     "\n"
     "DeepGEMM is no longer only an absent / old-arch-list problem on GB10. In the newer preview stack, DeepGEMM "
     "installs and vLLM can select it, but the current SM12x DeepGEMM path still does not boot for DeepSeek V4 Flash "
     "on GB10.\n"
     "\n"
     "## Current status\n"
     "\n"
     "As of 2026-06-26, preview-stack validation shows:\n"
     "\n"
     "- DeepGEMM `nv_dev` / `2073ddb2814892014c33ef4cd1c7d4c148baf1fe` installs\n"
     "- vLLM can select `DEEPGEMM_MXFP4`\n"
     "- DeepSeek V4 Flash still fails during DeepGEMM scale packing / JIT on GB10\n"
     "...\n"
     "Tested preview stack reported in comments:\n"
     "\n"
     "- vLLM `sm120-pr-41834-stable-preview-20260624` / `28fef2c703`\n"
     "- DeepGEMM `nv_dev` / `2073ddb2814892014c33ef4cd1c7d4c148baf1fe`\n"
     "- PyTorch `2.11.0+cu130`, FlashInfer `0.6.13`, NCCL `2.30.7`\n"
     "- `deepseek-ai/DeepSeek-V4-Flash`, TP=2, dual GB10 / SM121\n"
     "\n"
     "Observed failure modes:\n"
     "\n"
     "```text\n"
     "RuntimeError: CUDA driver error (.../jit/handle.hpp:141): 200 (CUDA_ERROR_INVALID_IMAGE, device kernel image is "
     "invalid)\n"
     "```\n"
     "\n"
     "and, when forcing MoE onto DeepGEMM with E8M0 disabled:\n"
     "\n"
     "```text\n"
     "RuntimeError: Assertion error (csrc/apis/layout.hpp:49): not disable_ue8m0_cast\n"
     "```",
     "quantization_unsupported_gpu", {"tensor_parallel_size": 2}, "quantization_unsupported_gpu",
     "DeepSeek-V4-Flash (FP8 linear + MXFP4 MoE) on two DGX Spark / GB10 (sm_121) nodes at TP=2, on a preview vLLM "
     "build (the sm120 PR #41834 branch) with DeepGEMM's nv_dev revision installed: vLLM selects DeepGEMM "
     "(DEEPGEMM_MXFP4 / the DeepGEMM FP8 weight post-processing), but DeepGEMM's SM12x path does not work on GB10: its "
     "JIT-built kernel image is rejected by the driver (CUDA_ERROR_INVALID_IMAGE) during the weight scale-layout "
     "transform, and with E8M0 disabled its layout code asserts (not disable_ue8m0_cast). The engine never starts; a "
     "DeepGEMM-on-sm_121 kernel-support problem, not memory.",
     "stated by the image maintainer (timothystewart6) in the issue and confirmed in the PR #41834 comments "
     "(arthur-drozdov, 2026-06-25): disable DeepGEMM, VLLM_USE_DEEP_GEMM=0 and VLLM_USE_DEEP_GEMM_E8M0=0; that boots "
     "with Triton FP8 linear + MARLIN MXFP4 MoE (issue #26: 'Application startup complete.'). Closed and folded into "
     "the DSv4-0731 tracking issue #106",
     release="preview build sm120-pr-41834-stable-preview-20260624 / 28fef2c703 (DeepGEMM nv_dev 2073ddb, PyTorch "
             "2.11.0+cu130, FlashInfer 0.6.13)",
     gpu="NVIDIA GB10 (DGX Spark, sm_121), two nodes", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, with the 'practical serving path "
          "remains DeepGEMM disabled' bullet and the 'Current workaround' block left out. The same failure with the "
          "call chain (deepgemm_post_process_fp8_weight_block -> transform_sf_into_required_layout) is in vllm PR "
          "#41834's comments, not taken separately (that PR is named in earlier skip lists).")

# ---------------------------------------- vllm #47436: gemma-4-31B-it-FP8-block on RTX PRO 6000 (SM120), v0.24.0 -> DeepGEMM 'Unknown SF transformation'
case("vllm-47436-gemma4-31b-fp8-block-rtx-pro-6000-sm120-v0240-deepgemm-unknown-sf-transformation",
     "https://github.com/vllm-project/vllm/issues/47436",
     "[Bug]: Block-scaled FP8 (compressed-tensors W8A8) crashes on load on SM120 Blackwell (RTX PRO 6000), v0.24.0 — "
     "DeepGEMM \"Unknown SF transformation\" assertion\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- **vLLM**: v0.24.0 (official `vllm/vllm-openai:v0.24.0` Docker image)\n"
     "- **GPU**: NVIDIA RTX PRO 6000 Blackwell Server Edition — **compute capability 12.0 (SM120)**\n"
     "- **Driver**: 580.126.20\n"
     "- **CUDA (image)**: 13.0, **torch** 2.11.0+cu130\n"
     "- **TP**: 1 (single GPU)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Loading a **block-scaled FP8** checkpoint (`compressed-tensors`, W8A8 FP8 with 2‑D block weight scales) on "
     "**SM120 Blackwell** crashes during weight post-processing. vLLM auto-selects `DeepGemmFp8BlockScaledMMKernel`, "
     "and DeepGEMM's scale-factor layout transform aborts with an assertion:\n"
     "\n"
     "```\n"
     "RuntimeError: Assertion error (/workspace/.deps/deepgemm-src/csrc/apis/layout.hpp:59): Unknown SF "
     "transformation\n"
     "```\n"
     "\n"
     "**Model**: `RedHatAI/gemma-4-31B-it-FP8-block`\n"
     "\n"
     "**Serve command** (relevant flags):\n"
     "```\n"
     "vllm serve --model RedHatAI/gemma-4-31B-it-FP8-block \\\n"
     "  --tensor-parallel-size 1 --max-model-len 65536 --gpu-memory-utilization 0.95 \\\n"
     "  --kv-cache-dtype fp8 --async-scheduling --performance-mode interactivity \\\n"
     "  --reasoning-parser gemma4 --enable-auto-tool-choice --tool-call-parser gemma4 \\\n"
     "  --chat-template examples/tool_chat_template_gemma4.jinja\n"
     "```",
     "quantization_unsupported_gpu",
     {"compute_capability": "12.0", "tensor_parallel_size": 1, "max_model_len": 65536, "gpu_memory_utilization": 0.95},
     "quantization_unsupported_gpu",
     "RedHatAI/gemma-4-31B-it-FP8-block (compressed-tensors W8A8 FP8 with 2-D block weight scales) on one RTX PRO 6000 "
     "Blackwell Server Edition (SM120) in the vllm/vllm-openai:v0.24.0 image: v0.24.0 lists SM120 in "
     "CudaPlatform.support_deep_gemm() (added by PR #43477), so the block-FP8 linear layers get "
     "DeepGemmFp8BlockScaledMMKernel, but the DeepGEMM revision v0.24.0 builds against (891d57b4) predates DeepGEMM's "
     "SM120 support: its scale-factor layout transform has no SM120 case and falls through to "
     "DG_HOST_UNREACHABLE('Unknown SF transformation') during process_weights_after_loading. The v0.24.0 support list "
     "plus its DeepGEMM pin; not memory.",
     "diagnosed in the thread by waynehacking8 (2026-07-02, same regression as #47130): 'VLLM_USE_DEEP_GEMM=0 is the "
     "right interim'; on current main the pin moved to DeepGEMM nv-dev a6b593d2, which handles SM120 in the same "
     "transform. #47258 (per-model use_deep_gemm auto-disable) does not cover this call site. No confirmation from "
     "the reporter in the stored text; open",
     release="0.24.0 (vllm/vllm-openai:v0.24.0, CUDA 13.0, torch 2.11.0+cu130)",
     gpu="NVIDIA RTX PRO 6000 Blackwell Server Edition (SM120, 96 GB)", gpus=None,
     command="vllm serve --model RedHatAI/gemma-4-31B-it-FP8-block --tensor-parallel-size 1 --max-model-len 65536 "
             "--gpu-memory-utilization 0.95 --kv-cache-dtype fp8 --async-scheduling --performance-mode interactivity "
             "--reasoning-parser gemma4 --enable-auto-tool-choice --tool-call-parser gemma4 --chat-template "
             "examples/tool_chat_template_gemma4.jinja",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description down to the serve command as the stored chunk shows them (cut at "
          "'Kernel selection + trac...', so the full traceback is not stored). The diagnosis comment is left out.")

# ---------------------------------------- deepseek-ai/DeepGEMM PR #324: Qwen3.6-27B-FP8 on RTX PRO 6000, vLLM main 6af0559d (after #43477) -> DeepGEMM 'Unknown recipe' in kernel warmup
case("deepgemm-pr324-qwen36-27b-fp8-rtx-pro-6000-sm120-vllm-main-warmup-unknown-recipe",
     "https://github.com/deepseek-ai/DeepGEMM/pull/324",
     "feat: add sm120 support for DeepGEMM\n"
     "...\n"
     "We ran into it bringing up `Qwen3.6-27B-FP8`. Building vLLM main at `6af0559d` (with "
     "[#43477](https://github.com/vllm-project/vllm/pull/43477) in):\n"
     "\n"
     "```\n"
     "  File \".../vllm/model_executor/warmup/kernel_warmup.py\", line 67, in kernel_warmup\n"
     "    deep_gemm_warmup(model, max_tokens)\n"
     "  File \".../vllm/model_executor/warmup/deep_gemm_warmup.py\", line 406, in deep_gemm_warmup\n"
     "    deepgemm_fp8_gemm_nt_warmup(model, max_tokens, pbar)\n"
     "  File \".../vllm/model_executor/warmup/deep_gemm_warmup.py\", line 227, in _deepgemm_fp8_gemm_nt_warmup\n"
     "    fp8_gemm_nt(\n"
     "  File \".../vllm/utils/deep_gemm.py\", line 453, in fp8_gemm_nt\n"
     "    return _fp8_gemm_nt_impl(*args, disable_ue8m0_cast=not use_ue8m0, **kwargs)\n"
     "RuntimeError: Assertion error (/workspace/.deps/deepgemm-src/csrc/apis/../jit_kernels/impls/../heuristics/../../"
     "utils/layout.hpp:76): Unknown recipe\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "Qwen3.6-27B-FP8 (block FP8) on an RTX PRO 6000 (SM120) with vLLM built from main at 6af0559d: vLLM PR #43477 "
     "(merged 2026-06-22) routes the SM120 FP8 path through DeepGEMM, but the DeepGEMM revision vLLM pinned had no "
     "SM120 (arch_major == 12) support, so DeepGEMM's FP8 GEMM warmup at engine start asserts 'Unknown recipe'. "
     "vLLM's support list and its DeepGEMM pin out of sync; not memory.",
     "per the commenter (ormandj, 2026-06-24) the start-up crash lasts 'until this support lands': this PR (SM120 "
     "support in DeepGEMM) was merged, and vLLM's DeepGEMM pin later moved to an SM120-capable nv-dev revision "
     "(a6b593d2, per vllm #47436's thread, where VLLM_USE_DEEP_GEMM=0 is named as the interim). No further reply in "
     "the stored chunk",
     release="vLLM main at 6af0559d (after PR #43477, June 2026)",
     gpu="NVIDIA RTX PRO 6000 Blackwell (SM120)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the comment's report and traceback as stored; the comment's first paragraph "
          "(its own explanation that the pinned DeepGEMM lacks SM120) and its 'What's going on' paragraph (cut in "
          "the stored chunk) are left out. A comment in DeepGEMM's tracker, not a vLLM issue (judgement call 3).")

BATCH.write()
