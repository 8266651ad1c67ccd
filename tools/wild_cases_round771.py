"""Round-771 blind batch: LOW-PRECISION QUANTIZATION AT VLLM'S START-UP (FP8 dynamic / block-wise / per-tensor, NVFP4 /
MXFP4 / W4A8 / W4A16, ModelOpt and compressed-tensors schemes, AWQ / GPTQ with Marlin or Machete kernels on a device
below a scheme's minimum capability, 'no compatible kernel', 'scheme not supported'), 2025-2026, GGUF / bitsandbytes /
torchao left out (round 762); collected by helper wild771 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round771-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PRs it links or that name it) only. Excerpts are the text as the search tool's issues corpus shows it; the
fix is left out of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the
earlier rounds' skip lists (bare '#NUM' too) before it was spent on, and claimed in CLAIMS.txt.

Look-ups: 41 of the 45 allowed: 37 ``search`` (35 corpus=issues, 1 corpus=pages, 1 corpus=code), 1 ``find_string``,
1 ``read_file``, 2 ``find_files`` (the last four to trace a committed note to its repository: already used). 3 cases, all on Intel XPU (the one corner of the slice the
earlier rounds had not mined):
vllm #43750 (compressed-tensors W4A16 MoE on an Arc Pro B60: the MoE selector sends XPU to the CUDA-only Marlin path,
"'_OpNamespace' '_C' object has no attribute 'gptq_marlin_repack'"), vllm #41469 (AWQ on an Arc B580: "'_C' object
has no attribute 'awq_dequantize'", root cause and fix in the merged PRs #42727 / #50840), vllm PR #54391 (the fix PR
of issue #54350: moe_wna16's CUDA capability gate refuses AWQ MoE on XPU, "Minimum capability: 75. Current capability:
-1").

How mined the slice is: mined out on CUDA. Every CUDA thread the search returned for the capability gate ('not
supported for the current GPU', 'Quantization scheme is not supported'), mxfp4 / NVFP4 on pre-Blackwell or SM120,
fp8e4nv on Ampere, CUTLASS FP8 / block-FP8 dispatch, Machete / Marlin / 'Failed to find a kernel that can implement
the WNA16 linear layer', ModelOpt FP8 / modelopt_mixed, AMD gfx942 FP4 and the committed-notes route (find_string)
was already a fixture, in USED_SOURCES.txt, or in an earlier round's skip list. The fresh material left is XPU
(Intel Arc) and a few fix PRs whose stored chunk stops before the error line.

Sources given up (for the lead, not cases):
- Already used / skip-listed (not re-opened): vllm #22288, #22422, #23203, #21274, #22414, #28572, #23911, #29707,
  #17539, #39367, #9419, #20986, #55008, #55010, #21648, #58241, #50019, #54219, #54318, #17764, #17581, #18182,
  #14040, #20216, #24217, #39610, #31387, #45661, #35065, #47749, #57748, #32109, #14452, #16901, #34641, #35103,
  #51964, #39378, #30855, #20998, #11249, #28857, #3392, #17337; llm-compressor #973, #1258, #1427; vllm-ascend #7076;
  flashinfer #3486; 1CatAI/1Cat-vLLM #94; noonghunna/club-3090 #60, #122; QwenLM/Qwen3.8-Flash-Next #7;
  NVIDIA/Model-Optimizer #228; ModelCloud/GPTQModel #1501; verl #5683; sglang #5871, #7715;
  sasha0552/pascal-pkgs-ci #28; itblockz/thai-meeting-summarization CLAUDE.md (exp78 modelopt_mixed, round 172);
  the V100S 'llm-test' AWQ notes (fixture llm-test-v100s-awq-min-75-current-70).
- Error line not in the stored chunk (claimed, not written): vllm #54349 (XPU native-AWQ MoE sent to Marlin by
  check_moe_marlin_supports_config; the stored description stops at the reproduction command), vllm #54350 (its
  printed error is only in the fix PR #54391, written as the case below); nlzy/vllm-gfx906 #19 (AWQ MoE on a gfx906
  fork, "'_C' object has no attribute 'machete_prepack_B'" in the title, the chunk stops in the log and no answer was
  reached; the fork's #7 answer 'MoE models on gfx906 is not ready' is a different thread).
- Fix PRs whose stored chunk stops before the 'before' log: vllm PR #43731 (TritonW4A16LinearKernel as CUDA fallback
  for W4A16 shapes Marlin rejects on A100, merged), PR #19818 (Conch WNA16 backend for compressed-tensors on AMD,
  merged; 'Before this PR' log cut in executor_base.py), PR #22535 (SM100 mxfp4 torch-version check; no user log).
- No failure, or not the slice: vllm #43906 and #54666 / PR #54719 (backend falls back to Marlin, no error), #23497,
  #41014 (feature request), PR #56660 (ModelOpt FP8 on SM75, no error line in the chunk), PR #37033 / #36805 (torchao,
  cut in round 762), intel/ai-containers #958 (MXFP4 on Arc B580 'falling back to UnquantizedLinearMethod' -- a
  warning; the chunk stops in the OS dump), vllm #48058 (XPU FP8 garbage output, no error), intel/llm-scaler #550
  (claimed by round 764).

Judgement calls for the lead:
1. All three cases are Intel XPU, where there is no CUDA compute capability. kind follows README's row for the
   message (quantization_unsupported_gpu names "'_C' object has no attribute 'awq_dequantize'" and the capability
   gate); the two earlier fixtures with a missing '_C' quantization op (vllm-11249 ROCm awq_dequantize, vllm-12267
   CPU gptq_marlin_repack) use quantization_unsupported_gpu for kind and cause, and so do these. In all three the
   threads show the device CAN run the scheme (XPU has WNA16 kernels); what fails is vLLM's routing / gate for XPU in
   that build, so release_regression (or 'fixed in a later release') is a defensible cause too.
2. vllm-41469's error line is only in the issue title (the stored description is the start of collect_env, cut at
   'GPU 0: Intel(R)'); taken because the message is verbatim and the cause / fix are pinned down by two merged PRs
   (#50840 names '#41469' as the root cause it fixes). Whether it fails at start-up (profile run) or at the first
   request is not visible; the title says 'AWQ inference fails'.
3. vllm-43750 has no merged fix in what the collector reached: the cause is the reporter's own diagnosis (dropped from
   the excerpt), which the later #54349 calls 'already reported and confirmed in #43750'; the closed PR #48555 applied
   the same XPU gate to the INC / AutoRound MoE path.
4. vllm-pr54391 is a fix PR, open in the stored copy (not merged); the excerpt is its Purpose paragraph with the error
   as it quotes it, the 'Approach' section left out. GPU, model and release are read from the issue it fixes (#54350).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round771-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #43750: compressed-tensors W4A16 MoE on Intel Arc Pro B60 (XPU) -> Marlin path, gptq_marlin_repack missing
case("vllm-43750-xpu-arc-pro-b60-compressed-tensors-w4a16-moe-marlin-gptq-marlin-repack-missing",
     "https://github.com/vllm-project/vllm/issues/43750",
     "[Bug]: [XPU] compressed-tensors WNA16 MoE selector ignores XPU platform, crashes on Marlin path\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>Environment</summary>\n"
     "- vLLM version: `0.21.1rc1.dev315+g0b68f21e7` (built from current `main` via `docker/Dockerfile.xpu`)\n"
     "- Platform: `device_config=xpu`\n"
     "- Hardware: Intel Arc Pro B60 (Battlemage, BMG)\n"
     "- OS: Ubuntu 24.04 host, container based on `intel/deep-learning-essentials:2025.3.2-0-devel-ubuntu24.04`\n"
     "- PyTorch: `torch-xpu` from `https://download.pytorch.org/whl/xpu`\n"
     "- Triton: `triton-xpu==3.7.0`\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "On XPU, loading a `compressed-tensors` W4A16 **MoE** model crashes during `process_weights_after_loading` with:\n"
     "\n"
     "```\n"
     "AttributeError: '_OpNamespace' '_C' object has no attribute 'gptq_marlin_repack'\n"
     "```",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "A compressed-tensors W4A16 (WNA16) MoE checkpoint on an Intel Arc Pro B60 (XPU), vLLM 0.21.1rc1.dev315 built from "
     "main with docker/Dockerfile.xpu: the compressed-tensors MoE method selector only kept ROCm off the Marlin path "
     "(`not check_moe_marlin_supports_layer(...) or current_platform.is_rocm()`), so on XPU it chose "
     "CompressedTensorsWNA16MarlinMoEMethod, whose process_weights_after_loading calls torch.ops._C.gptq_marlin_repack "
     "-- a CUDA-only op the XPU build does not have -> AttributeError while loading. The Triton method "
     "(CompressedTensorsWNA16MoEMethod) 'works on XPU'. Not memory, length or parallelism.",
     "from the reporter's diagnosis in the issue (the stored issue is open; no merged fix reached): keep XPU off the "
     "Marlin MoE path as ROCm is (the selector's condition extended to XPU), so the layer takes "
     "CompressedTensorsWNA16MoEMethod (Triton); the later issue #54349 calls this bug 'already reported and confirmed "
     "in #43750', and the closed PR #48555 applied the same gate (use_marlin off for XPU) to the INC / AutoRound MoE "
     "path. In practice: a vLLM build whose compressed-tensors MoE selector excludes XPU from Marlin.",
     release="0.21.1rc1.dev315+g0b68f21e7", gpu="Intel Arc Pro B60 (Battlemage, BMG), XPU", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as stored, down to the error line; the reporter's diagnosis that "
          "follows it (the selector code in compressed_tensors_moe.py and which method works on XPU) is left out as "
          "the answer. The model id and the serve command are not in the stored chunk. Kind / cause: see judgement "
          "call 1 (a '_C' op missing from a non-CUDA build, as vllm-12267 / vllm-11249).")

# ---------------------------------------- vllm #41469: AWQ on Intel Arc B580 (XPU) -> '_C' has no awq_dequantize
case("vllm-41469-xpu-arc-b580-awq-c-no-attribute-awq-dequantize",
     "https://github.com/vllm-project/vllm/issues/41469",
     "[Bug]: AttributeError: '_C' object has no attribute 'awq_dequantize' on Intel Arc B580 XPU (AWQ inference fails)\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Collecting environment information...\n"
     "==============================\n"
     "        System Info\n"
     "==============================\n"
     "OS                           : Gentoo Linux (x86_64)\n"
     "GCC version                  : (Gentoo 15.2.1_p20260214 p5) 15.2.1 20260214\n"
     "Clang version                : 21.1.8\n"
     "CMake version                : version 4.3.2\n"
     "Libc version                 : glibc-2.42\n"
     "\n"
     "==============================\n"
     "       PyTorch Info\n"
     "==============================\n"
     "PyTorch version              : 2.11.0+xpu\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : None\n"
     "ROCM used to build PyTorch   : N/A\n"
     "XPU used to build PyTorch    : 20250302\n"
     "\n"
     "==============================\n"
     "      Python Environment\n"
     "==============================\n"
     "Python version               : 3.12.13 (main, Mar 20 2026, 00:33:26) [Clang 22.1.1 ] (64-bit runtime)\n"
     "Python platform              : Linux-6.18.25-gentoo-dist-x86_64-Intel-R-_Core-TM-_i5-14490F-with-glibc2.42\n"
     "    \n"
     "==============================\n"
     "      Intel XPU / GPU Info\n"
     "==============================\n"
     "Is XPU available             : True\n"
     "XPU runtime version          : 20250302\n"
     "Intel GPU models             : GPU 0: Intel(R)",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "An AWQ checkpoint on an Intel Arc B580 (XPU build of vLLM, torch 2.11.0+xpu): on XPU the AWQ config fell through "
     "to AutoAWQLinearMethod, whose apply() calls ops.awq_dequantize -- a CUDA-only custom op (XPU does not ship the "
     "C++ AWQ kernels awq_dequantize / awq_gemm), so the layer's first forward raised \"'_C' object has no attribute "
     "'awq_dequantize'\". A kernel missing from the platform's build / a routing bug for XPU, not memory or length.",
     "vLLM's merged PRs: #42727 ('Fix AWQ dequantize on Intel XPU and refactor AutoAWQ config', Alex-ai-future, offered "
     "in the thread on 2026-05-15; maintainer jikunshang 2026-07-22: 'I think we should support awq now. can we close "
     "this?') and #50840 ('[XPU] Route AWQ linear through choose_mp_linear_kernel', zufangzhu, merged: XPU now takes "
     "XPUwNa16LinearKernel, which 'prevents XPU from falling through to AutoAWQLinearMethod, whose apply() calls the "
     "CUDA-only ops.awq_dequantize (root cause of #41469)'), i.e. a vLLM release with those PRs. The Triton-AWQ "
     "workaround PR #45783 (VLLM_USE_TRITON_AWQ on XPU) was closed, not merged.",
     release=None, gpu="Intel Arc B580 (XPU)", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as stored; the stored chunk is the start of collect_env only "
          "and stops at 'GPU 0: Intel(R)' -- the error line is the title's (judgement call 2). The vLLM version, the "
          "model and the command are not in the stored text. The phase (profile run at start-up or first request) is "
          "not shown.")

# ---------------------------------------- vllm PR #54391 (fixes #54350): AWQ MoE on XPU -> moe_wna16's CUDA capability gate, current capability -1
case("vllm-pr54391-xpu-arc-pro-b60-awq-moe-moe-wna16-min-75-current-minus-1",
     "https://github.com/vllm-project/vllm/pull/54391",
     "[Bugfix][XPU] Skip the CUDA capability gate in MoeWNA16Config on XPU\n"
     "\n"
     "## Purpose\n"
     "`MoeWNA16Config` gates the AWQ layout behind a CUDA SM capability check (`device_capability >= "
     "AutoAWQConfig.get_min_capability()`, i.e. 75). On XPU, `XPUPlatform.get_device_capability()` deliberately returns "
     "`None` (the CUDA SM-version concept does not apply), so `device_capability` always resolves to `-1` and "
     "native-AWQ checkpoints are unconditionally rejected on XPU:\n"
     "\n"
     "- `MoeWNA16Config.__init__` raises `ValueError: The quantization method moe_wna16 + awq is not supported for the "
     "current GPU. Minimum capability: 75. Current capability: -1.` — this also breaks the `MoeWNA16Config.from_config` "
     "fallback that `AutoAWQConfig.get_quant_method` uses for RoutedExperts layers whose shapes are not "
     "Marlin-compatible.\n"
     "- `MoeWNA16Config.is_moe_wna16_compatible()` returns `False` for AWQ, so `override_quantization_method` never "
     "converts even when the user forces `--quantization moe_wna16`.\n"
     "\n"
     "Fixes #54350",
     "quantization_unsupported_gpu", {"min_capability": 75, "current_capability": -1}, "quantization_unsupported_gpu",
     "A native-AWQ MoE checkpoint (issue #54350: QuantTrio/Qwen3-Coder-30B-A3B-Instruct-AWQ, Qwen3MoeForCausalLM) on an "
     "Intel Arc Pro B60 (XPU), vLLM 0.21.1.dev18 (intel/vllm:0.21.0-xpu image): once the AWQ MoE layers are routed "
     "away from Marlin to the moe_wna16 Triton fallback, MoeWNA16Config applies a CUDA SM capability gate (AWQ's "
     "minimum 75); XPU reports no CUDA capability (None -> -1), so the gate refuses the checkpoint on every XPU: "
     "'The quantization method moe_wna16 + awq is not supported for the current GPU. Minimum capability: 75. Current "
     "capability: -1.' The XPU WNA16 path does not depend on the CUDA capability; the gate is a CUDA-only check "
     "applied to the wrong platform. Forcing --quantization moe_wna16 does not help (is_moe_wna16_compatible() is "
     "False on XPU too).",
     "the PR (quocdat029x, open in the stored copy, 'Fixes #54350'): skip the CUDA capability gate when "
     "current_platform.is_xpu() in both MoeWNA16Config.__init__ and is_moe_wna16_compatible(); i.e. a vLLM build with "
     "that change. Not a different GPU, not memory, not --quantization moe_wna16.",
     release="0.21.1.dev18+g8df6feb7d (the linked issue #54350's intel/vllm:0.21.0-xpu image)",
     gpu="Intel Arc Pro B60 (Battlemage, BMG), XPU", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "moe_wna16"}],
     note="Excerpt: the PR title and its Purpose paragraph with the error as it quotes it; the 'Approach' section (the "
          "fix) is left out. The issue it fixes (#54350) shows the raise as `raise ValueError(...)` in code only, so "
          "the PR is the stored text that prints the message. Numbers: the gate's 75 and the XPU's -1 as printed. "
          "Release / GPU / model are the linked issue's (judgement call 4).")

BATCH.write()
