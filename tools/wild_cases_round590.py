"""Round-590 blind batch: MIXTURE-OF-EXPERTS SPECIFICS at vLLM start-up (fused_moe Triton kernels, expert parallel,
MoE quantization kernels: AITER / Composable Kernel MoE, FlashInfer CUTLASS MoE, compressed-tensors NVFP4 MoE, MXFP4
MoE under ROCm's ATOM plug-in; router / top-k ops and their dtypes; CANN's MoE gating op on Ascend), any tracker,
2025-2026; collected by helper wild590 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round590-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (plus, where a note says so, a PR that names the thread). Excerpts are the text as the search tool's issues
corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (33 corpus=issues, 2 corpus=pages); no find_string, read_file,
find_files or fetch. 8 cases: ROCm/aiter #915 (Qwen3-235B-A22B BF16 TP8, AITER fused MoE, CK 'does not support this
GEMM problem'), vllm PR #23864 (DeepSeek V3 on AMD, 'gating_output.dtype() == correction_bias.dtype()' after the fp32
e_score_correction_bias change), vllm PR #15511 (fused_moe cache hints, ptxas '.evict_last cannot be combined with
.cg' on Triton 3.2.0), vllm PR #40808 (Nemotron-3-Nano BF16 MoE on Jetson Thor SM110, FlashInfer CUTLASS 'Unsupported
tile shape config 256256128 for MoE gemm'), vllm #27231 (compressed-tensors FP4 MoE refuses --enable-expert-parallel),
vllm-omni #6216 (HunyuanImage-3.0 on Ascend, '_moe_C' has no attribute 'topk_softmax'), vllm-ascend #5310 (CANN
MoeGatingTopK 'expert count is: 128, but currently only support 256'), ROCm/ATOM #1582 (Kimi-K2.5-MXFP4 on MI300X,
'assert ATOM_USE_TRITON_GEMM or ATOM_USE_TRITON_MOE'). The slice is very heavily mined: of ~60 threads the searches
returned, all but about a dozen were already in USED_SOURCES.txt, a fixture or an earlier round's skip list, and
most of the rest stopped before the error line. Every source was checked with grep -F on USED_SOURCES.txt (both the
"owner/repo #N" line and the URL), the fixtures' source_url and the earlier rounds' docstrings before it was taken.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #22886, #15604, #27347, #54493 (round 121), PR
  #55914, PR #12583, vime PR #186, #17569, #17666, #28910, #17327, #22001, #21977, #32109, #35065, #24921, #29030,
  #21648, #35637 (round 219: no error line), #40008, #43605, #22290, #31740, #29317, #22266, #34259, #26582, #38022,
  #17604, #22004, #13640, #6103, #4455, #5713, #14447, #2997, #15760, #25653, #18967 (round 110: no cause), #22225
  (round 576: Qwen3-30B topk_softmax on CentOS 7 / glibc 2.28; open, no cause established in the stored text either),
  #50705, #39825, #46721, #51313, #7322, #32838, #44356 (round 527; its stored chunk also stops before the
  AttributeError line), #43339, #20465; ROCm/aiter #4492, #3202; QwenLM/Qwen3-VL #1554, #1489; xinference #3505;
  zai-org/GLM-4.5 #23; vllm-ascend #5798, #7635, #2266, #1788 (round 72 names GPTQModel #1788, not this one, but the
  stored chunk stops in deepseek_v2.py anyway), #7553, #4260, #4250, #761; Tencent-Hunyuan/Hunyuan-A13B #8, #22, #7,
  Hunyuan-MT #37 (the 'No HunYuanMoE layer found in model.layers' line is stored now, but no cause or fix is),
  HunyuanOCR #18; MiniMax-AI/MiniMax-M2.5 #30, MiniMax-M2 #84, MiniMax-M1 #21; MoonshotAI/Kimi-K2 #122 (image);
  kserve #4649, #3769, #3946, #4657, #5786; microsoft/MInference #178; wangxiongts/vllm #3; QwenLM/Qwen3 #449;
  LlamaFactory #9261; vllm-omni #4702.
- Error line not in the stored chunk, or no cause / fix reachable: vllm-ascend #10014 and #11621 (Qwen3.5/3.6-35B-A3B
  on A2, 'AclNN_Parameter_Error(EZ1001): Not support mat2 n = 1 or k = 1 when foramt is FRACTAL_NZ, mat2: [2048, 1]',
  apparently the shared-expert gate's [2048, 1] weight cast to NZ; open, a maintainer could not reproduce with CANN
  9.0.0, no fix: a good case if a later session finds the resolution), vllm #15561 (Qwen1.5-MoE on mixed GPUs, no
  error line in the chunk), kserve #3802 (Mixtral needing a C compiler for the fused_moe Triton JIT; the PR's stored
  traceback stops before 'Failed to find C compiler'), vllm #31782 (compressed-tensors NVFP4 non-gated MoE,
  Nemotron-3-Nano; error line beyond the chunk, fix PR #32080 closed unmerged), vllm PR #31050 (JartX's LoRA +
  fused_moe traceback after the MoE refactor, error line beyond the chunk), vllm PR #44433 and PR #33993 (DeepSeek-V4
  / V3.1 init AttributeErrors, prose or cut tracebacks), vllm PR #32622 (NVFP4 TEP, error cut), vllm #22289 (GLM-4.5
  AWQ EP+DP: a warning 'MoE DP setup unable to determine quantization scheme', no failure shown), vllm-ascend #3022,
  #9447 (MoE dispatch tracebacks without the error line), kyuz0/amd-strix-halo-vllm-toolboxes #15 (Nemotron-3-Nano
  BF16, traceback head only), vllm-omni #3016 (HunyuanImage-3.0 EP group not initialised on NPU; labelled 'invalid').
- Not vLLM / not a launch / out of slice: DeepEP #289, #133, #307, #121, #38, #150 (DeepEP's own tests); sglang #3371,
  #7888, #5376, #6000, #3571, #2029, #2458, #6029, #29312; inclusionAI/humming #69 (SGLang); vllm #34249 (requests
  over 16k tokens, not start-up); vllm #52042 (benchmark_moe.py, not a launch); huggingface/transformers #39868 (same
  reporter and incident as the vllm-22126 fixture: GLM-4.5-Air 'Glm4MoeModel does not support tensor parallel yet');
  vllm-ascend PR #6546 (a porting PR's own test log); ROCm/aiter #2191 (a feature request citing vllm #35637);
  flashinfer-ai/flashinfer #1604 (screenshot); the pages corpus (jamesflare.com is SGLang; a CSDN vLLM-0.10 MoE/FP8
  'guide' reads as machine-written and shows no log of its own; prhub.com.cn mirrors PR #44356).

Judgement calls for the lead:
1. Fix-PR cases (three): vllm-pr23864, vllm-pr15511, vllm-pr40808 take the failing log from a PR (or, for #15511, a
   user's comment on the merged PR that caused it). The notes warn that such cases grade worse: their causes are
   'regression of PR #N', which no log shows. kind None for #23864 (the dtype check is AITER's grouped top-k TORCH_CHECK,
   not a vLLM raise) and for #15511 (ptxas's own error; the README's cuda_no_kernel_image row reads ptxas's 'Value
   sm_121a is not defined', a different failure), cause release_regression for both. #40808: kind
   quantization_kernel_bug (the README row's CUTLASS-status family, as aiter-pr4740 labelled a BF16 MoE kernel gap),
   cause moe_kernel_bug; cuda_no_kernel_image would also fit the root ('flashinfer ships no SM110 MoE cubins') and
   release_regression the trigger (PR #36286 made FlashInfer CUTLASS the default).
2. aiter-915: kind/cause quantization_kernel_bug as the two earlier 'device_gemm ... does not support this GEMM problem'
   fixtures (aiter-3202, aiter-pr4740) and the README row; the GPU model is not stated (AITER implies an MI300-class
   Instinct), no fix is in the stored chunk; the fix field gives the README row's workaround
   (VLLM_ROCM_USE_AITER_MOE=0), not one confirmed in this thread. The reporter (vllmellm) is an AMD-side developer who
   wrote a standalone AITER repro with the shapes 'from the error log' (kept in the excerpt): taken as the diagnosis.
3. vllm-27231: kind/cause vllm_check_failed as the earlier 'Expert fused Parallelism is not supported for Marlin MoE
   method' fixture (vllm-15760). The thread is a feature request; its fix is not settled (a maintainer-side comment says
   env vars are 'still needed to enable FlashInfer' for that path); the fix field says so.
4. vllm-omni-6216: kind vllm_extension_import_failed (vLLM's compiled op namespace lacks the op) with cause
   plugin_kernel_bug (the plug-in's diffusion MoE block calls a CUDA-only op on Ascend NPU), from the open PR #6777 that
   says 'Fixes #6216'; the issue itself is closed. Whether the RPC that failed was the start-up warm-up or the first
   generation is not visible. Earlier '_C has no attribute' fixtures used torch_abi_mismatch or
   quantization_unsupported_gpu (ROCm awq op missing); the lead may prefer either.
5. vllm-ascend-5310: the cause is the collector's reading of vllm-ascend PR #4356 (merged: 'Past: npu_moe_gating_top_k
   can only support group_count=256 pattern ... CANN: depends on 8.3.RC1'): a vllm-ascend that routes 128-expert models
   through npu_moe_gating_top_k on a CANN older than 8.3.RC1. The reporter's CANN version and model are not in the
   stored text and the issue is open, so cause dependency_version_mismatch is an inference; kind
   quantization_kernel_bug by analogy with the vllm-ascend-7635 fixture (a CANN operator's tiling check refusing a
   shape). None would also be defensible.
6. atom-1582: kind None (the assert is ROCm ATOM's plug-in, not a vLLM message), cause quantization_unsupported_gpu
   (MXFP4 MoE on MI300X / gfx94x has only ATOM's Triton MoE path, per ATOM PR #220, and that path is opt-in by env var;
   the recipe omitted it). No maintainer answer stored; the fix is what the assert names.
7. numbers is {} throughout: none of the failures turns on a printed figure under a LABELS.txt key (the commands' TP,
   max-model-len and utilization values are not what failed).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round590-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ROCm/aiter #915: Qwen3-235B-A22B BF16 TP8 with VLLM_ROCM_USE_AITER=1 -> CK device_gemm does not support this GEMM problem
case("aiter-915-qwen3-235b-a22b-bf16-tp8-aiter-fused-moe-device-gemm-not-supported",
     "https://github.com/ROCm/aiter/issues/915",
     "[Issue]: `fused_moe` seems to run into `does not support this GEMM problem` for Qwen3-235B-A22B BF16 TP8\n"
     "\n"
     "### Problem Description\n"
     "\n"
     "Encountering `RuntimeError: wrong! device_gemm with the specified compilation parameters does not support this "
     "GEMM problem`\n"
     "\n"
     "When deploying Qwen3-235B-A22B in TP8 scenario .\n"
     "\n"
     "```\n"
     "VLLM_ROCM_USE_AITER=1 VLLM_USE_V1=0 \n"
     "vllm serve /models/Qwen3-235B-A22B/  --tensor-parallel-size 8 --gpu-memory-utilization 0.9  "
     "--disable-log-requests                  --trust-remote-code  --disable-log-requests --max-model-len 32768\n"
     "```\n"
     "\n"
     "Related to https://github.com/vllm-project/vllm/issues/22245 \n"
     "\n"
     "    Test case reproducing the VLLM failure with specific tensor shapes from the error log:\n"
     "    - hidden_states: torch.Size([32768, 4096]) torch.bfloat16\n"
     "    - w1: torch.Size([128, 384, 4096]) torch.bfloat16  \n"
     "    - w2: torch.Size([128, 4096, 192]) torch.bfloat16\n"
     "    - topk_weight: torch.Size([32768, 8]) torch.float32\n"
     "    - topk_ids: torch.Size([32768, 8]) torch.int32",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "vLLM (V0 engine, VLLM_USE_V1=0, August 2025) serving Qwen3-235B-A22B in BF16 at TP 8 on AMD Instinct GPUs with "
     "VLLM_ROCM_USE_AITER=1: the MoE layers ran through AITER's fused_moe, and for this model's per-GPU expert shapes "
     "(128 experts, w1 [128, 384, 4096], w2 [128, 4096, 192], top-8) at the profile run's 32768 tokens the Composable "
     "Kernel GEMM instance AITER dispatched to refused the problem. A kernel-coverage gap in AITER's fused MoE for this "
     "shape, reproduced by the reporter in a standalone AITER test; not memory, not the TP value as such.",
     "no fix in the stored chunk (issue closed). The workaround the README row gives for this CK refusal under AITER's "
     "fused MoE, also what the aiter-3202 thread used: keep AITER but disable its MoE, VLLM_ROCM_USE_AITER_MOE=0 (vLLM's "
     "Triton fused MoE), or a newer AITER with a kernel/tuned config for the shape",
     release="V0 engine (VLLM_USE_V1=0), August 2025 (vLLM 0.10.x era; not printed)",
     gpu="AMD Instinct (AITER; model not stated)", gpus=8,
     command="VLLM_ROCM_USE_AITER=1 VLLM_USE_V1=0 vllm serve /models/Qwen3-235B-A22B/ --tensor-parallel-size 8 "
             "--gpu-memory-utilization 0.9 --disable-log-requests --trust-remote-code --disable-log-requests "
             "--max-model-len 32768",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the title, the problem description and the command as stored, then the shape list from the "
          "docstring of the reporter's standalone AITER repro ('from the error log'); the Python repro code around it "
          "is dropped. The reporter (vllmellm, 2025-08-28) links vllm #22245 (not reached, not taken). GPU model and "
          "vLLM version are not in the stored text. The failure is during start-up (the profile run's 32768-token "
          "dummy batch, the hidden_states shape above).")

# ---------------------------------------- vllm PR #23864: DeepSeek V3 on AMD after e_score_correction_bias became fp32 -> gating_output.dtype() == correction_bias.dtype()
case("vllm-pr23864-deepseek-v3-amd-grouped-topk-gating-output-dtype-correction-bias-dtype",
     "https://github.com/vllm-project/vllm/pull/23864",
     "[BugFix][AMD][Deepseek] fix a dtype mismatch error for deepseek running on AMD\n"
     "\n"
     "## Test Plan\n"
     "Ran deepseek V3 on AMD machine.\n"
     "\n"
     "## Test Result\n"
     "### Before\n"
     "Worker failed during start and raise \n"
     "```\n"
     "RuntimeError: gating_output.dtype() == correction_bias.dtype()\n"
     "\n"
     "```",
     None, {}, "release_regression",
     "DeepSeek V3 served with vLLM main on AMD GPUs at the end of August 2025: commit fdeb3da (vLLM PR #23640, '[Model] "
     "fix DeepSeek e_score_correction_bias dtype to fp32', 2025-08-26) made the router's e_score_correction_bias float32. "
     "On NVIDIA the bias was converted before grouped_topk; the AMD (AITER) grouped top-k path had no such conversion, "
     "so its check that the bfloat16 gating output and the correction bias share a dtype failed and the worker died at "
     "start. A regression of vLLM's own change on ROCm, not a launch-flag or memory problem.",
     "vLLM PR #23864 (merged 2025-08-28) converts correction_bias to gating_output's dtype before the AMD grouped "
     "top-k; after it 'Worker created successfully'. Use a vLLM build that contains it (or one before PR #23640)",
     release="vLLM main between PR #23640 (2025-08-26) and PR #23864 (2025-08-28)", gpu="AMD Instinct (not named)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Fix-PR case (judgement call 1). Excerpt: the PR title and its Test Plan / Before section as stored; the "
          "Purpose paragraph (the diagnosis) and the After / perf sections are left out. kind None: the failing check "
          "is the AMD grouped top-k op's TORCH_CHECK (AITER), not one of vLLM's Python raises. --dtype is forbidden "
          "because the bias, not the model dtype, is what mismatched (float16 would mismatch the same way).")

# ---------------------------------------- vllm PR #15511 (comment): fused_moe cache hints on Triton 3.2.0 -> ptxas Modifier '.evict_last' cannot be combined with modifier '.cg'
case("vllm-pr15511-fused-moe-cache-hints-triton-320-ptxas-evict-last-cg-codegen-error",
     "https://github.com/vllm-project/vllm/pull/15511",
     "I have tested torch 2.6 and 2.8 nightly and both throw this triton jit compile error of \n"
     "\n"
     "```bash\n"
     "ERROR 03-27 12:41:06 [core.py:344] ptxas /tmp/tmp6qa78v4o.ptx, line 661; error   : Modifier '.evict_last' "
     "cannot be combined with modifier '.cg'\n"
     "```\n"
     "\n"
     "```\n"
     "Name: triton\n"
     "Version: 3.2.0\n"
     "Summary: A language and compiler for custom Deep Learning operations\n"
     "```\n"
     "\n"
     "```bash\n"
     "ERROR 03-27 12:41:06 [core.py:344]   File \"/root/vm312/lib/python3.12/site-packages/vllm/compilation/"
     "backends.py\", line 608, in __call__\n"
     "ERROR 03-27 12:41:06 [core.py:344]     return self.compiled_graph_for_general_shape(*args)\n"
     "...\n"
     "ERROR 03-27 12:41:06 [core.py:344]     stages[\"cubin\"] = lambda src, metadata: self.make_cubin(src, metadata, "
     "options, self.capability)\n"
     "ERROR 03-27 12:41:06 [core.py:344]   File \"/root/vm312/lib/python3.12/site-packages/triton/backends/nvidia/"
     "compiler.py\", line 374, in make_cubin\n"
     "ERROR 03-27 12:41:06 [core.py:344]     raise RuntimeError(f'{error}\\n'\n"
     "ERROR 03-27 12:41:06 [core.py:344] RuntimeError: Internal Triton PTX codegen error\n"
     "ERROR 03-27 12:41:06 [core.py:344] `ptxas` stderr:\n"
     "ERROR 03-27 12:41:06 [core.py:344] ptxas /tmp/tmp6qa78v4o.ptx, line 601; error   : Modifier '.evict_last' "
     "cannot be combined with modifier '.cg'\n"
     "ERROR 03-27 12:41:06 [core.py:344] ptxas /tmp/tmp6qa78v4o.ptx, line 605; error   : Modifier '.evict_last' "
     "cannot be combined with modifier '.cg'\n"
     "ERROR 03-27 12:41:06 [core.py:344] ptxas /tmp/tmp6qa78v4o.ptx, line 609; error   : Modifier '.evict_last' "
     "cannot be combined with modifier '.cg'",
     None, {}, "release_regression",
     "vLLM main right after PR #15511 ('Use Cache Hinting for fused_moe kernel', merged 2025-03-26/27), with torch 2.6 "
     "(and a 2.8 nightly) and Triton 3.2.0: the PR made the fused_moe Triton kernel's loads carry both a cache modifier "
     "(.cg) and an eviction policy (evict_last). Triton 3.2's NVIDIA backend emits both on one PTX load and ptxas "
     "rejects the combination, so the fused_moe kernel's JIT failed in the engine core's start-up (compiled-graph "
     "profile run) for MoE models. A regression of the merged PR against the Triton version vLLM shipped with, not a "
     "GPU, memory or model problem.",
     "the PR was reverted: vLLM PR #15645 ('Revert \"Use Cache Hinting for fused_moe kernel (#15511)\"', merged "
     "2025-03-27/28, 'Internal Triton PTX codegen error caught in later CI and other issues mentioned in issue thread', "
     "FIX vllm #15619); the author: in older Triton versions a cache modifier and an eviction policy cannot be set at "
     "the same time. Use a vLLM build with the revert (or one before #15511)",
     release="vLLM main between PR #15511 and its revert PR #15645 (March 2025, 0.8.2 dev); torch 2.6 / 2.8 nightly, "
             "Triton 3.2.0", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Fix-PR-thread case (judgement call 1): the failing log is Qubitium's comment on the merged PR that caused it "
          "(2025-03-27). Excerpt: that comment's report (its opening sentence, which blames the PR, is left out), the "
          "pip-show lines as stored (cut after Summary), then lines of the full traceback the same user posted in a "
          "later turn of the thread ('...' marks frames between the two stored parts; the caret-underline lines are "
          "dropped); only three of the repeated ptxas lines are kept. The GPU and the model are not named. kind None: "
          "ptxas's semantic PTX error under Triton has no README row (cuda_no_kernel_image's ptxas line is an "
          "architecture the ptxas does not know).")

# ---------------------------------------- vllm PR #40808: Nemotron-3-Nano-30B-A3B BF16 MoE on Jetson Thor SM110 -> FlashInfer CUTLASS 'Unsupported tile shape config 256256128 for MoE gemm'
case("vllm-pr40808-jetson-thor-sm110-nemotron3-nano-bf16-flashinfer-cutlass-moe-unsupported-tile-shape",
     "https://github.com/vllm-project/vllm/pull/40808",
     "Before (Thor SM110, `nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16`): EngineCore crashes with `Unsupported tile shape "
     "config 256256128 for MoE gemm`.",
     "quantization_kernel_bug", {}, "moe_kernel_bug",
     "vLLM serving nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16 (NemotronH, unquantized BF16 MoE) on a Jetson AGX Thor "
     "(SM110), April 2026: after vLLM PR #36286 moved unquantized MoE to the backend oracle, FlashInfer's CUTLASS MoE "
     "was auto-picked on SM110 without VLLM_USE_FLASHINFER_MOE_FP16=1. FlashInfer <= 0.6.8.post1 ships no SM110 MoE "
     "cubins, so the SM100 artifact was reused and its TMA warp-specialised dispatcher chose a 256x256x128 tile that has "
     "no SM100 registration (moe_gemm_template_dispatch_tma_ws.h:486); the engine core died in start-up. A MoE kernel "
     "coverage gap on this architecture surfaced by a default-backend change; not memory, not the launch values.",
     "vLLM PR #40808 (merged): drop SM110 from FlashInferExperts' supported devices so the oracle falls back to "
     "vLLM's Triton MoE on Thor ('After: the unquantized MoE falls back to Triton and the server starts'); tracked "
     "upstream as flashinfer-ai/flashinfer #3134, to be removed once SM110 MoE cubins ship",
     release="vLLM main after PR #36286 (April 2026); flashinfer <= 0.6.8.post1",
     gpu="NVIDIA Jetson AGX Thor (SM110)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Fix-PR case (judgement call 1). Excerpt: the PR's Test-plan 'Before' sentence, the only place the stored "
          "text states the failure as observed; the description's explanation (no SM110 cubins, the tile, the "
          "header line, PR #36286) is the diagnosis and is left out. The contributor (stecasta) hit it on their own "
          "Thor. gpus=1 (a single Jetson module).")

# ---------------------------------------- vllm #27231: Qwen3-VL-235B FP4 (llm-compressor) with --enable-expert-parallel -> Expert Parallelism / expert_map not supported for CompressedTensorsW4A4MoeMethod
case("vllm-27231-qwen3-vl-235b-compressed-tensors-fp4-moe-expert-parallel-expert-map-not-supported",
     "https://github.com/vllm-project/vllm/issues/27231",
     "[Feature]: Expert Parallelism with CompressedTensor FP4 or NVFP4\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "In order to further improve the performance of large models like Qwen3-VL-235B, fp4 plus expert parallel is a "
     "necessary feature.\n"
     "\n"
     "### Additional context\n"
     "\n"
     "The current fp4 checkpoint is quantized through llm-compressor. \n"
     "\n"
     "The current quantization method class has assertion that blocks using --enable-expert-parallel. \n"
     "`AssertionError: Expert Parallelism / expert_map is currently not supported for CompressedTensorsW4A4MoeMethod.`\n"
     "\n"
     "Similar warning has been seen on NVFP4 method through modelopt. ",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Qwen3-VL-235B quantized to FP4 (NVFP4) with llm-compressor, i.e. a compressed-tensors checkpoint, launched with "
     "--enable-expert-parallel (October 2025): the MoE method vLLM selected for it, CompressedTensorsW4A4MoeMethod, "
     "asserted that it has no expert-parallel support (no expert_map) and stopped the load. A feature limit of that "
     "MoE quantization path in the release used, not memory or hardware.",
     "no settled fix in the stored text (an open feature request): a maintainer-side comment (wangshangsam, "
     "2025-10-21, after checking with wenscarl) says that 'as of today, those env vars are still needed to enable "
     "FlashInfer' for the FP4 MoE path (the FlashInfer CUTLASS FP4 MoE that runs with EP); otherwise run without "
     "--enable-expert-parallel (plain tensor parallel over the experts)",
     release="not stated (October 2025, vLLM 0.11.x)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the issue title and description as stored (the checklist footer dropped). Labels as the vllm-15760 "
          "fixture ('Expert fused Parallelism is not supported for Marlin MoE method'). The GPU (FP4 implies "
          "Blackwell) and the exact command are not stored; the later comments discuss profiles and FlashInfer env "
          "vars without naming them in the stored chunk.")

# ---------------------------------------- vllm-omni #6216: HunyuanImage-3.0 on v0.27.0rc2 (Ascend NPU) -> '_OpNamespace' '_moe_C' object has no attribute 'topk_softmax'
case("vllm-omni-6216-hunyuanimage3-v0270rc2-ascend-diffusion-moe-c-no-attribute-topk-softmax",
     "https://github.com/vllm-project/vllm-omni/issues/6216",
     "[Bug]: Running HunyuanImage-3.0 with version v0.27.0rc2, an error occurred: '_OpNamespace' '_moe_C' object has "
     "no attribute 'topk_softmax'\n"
     "\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061] Traceback (most recent call last):\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]   File \"/vllm-workspace/vllm-omni/vllm_omni/diffusion/worker/"
     "diffusion_worker.py\", line 1059, in _execute_rpc\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]     result = self.worker.execute_method(method, *args, **kwargs)\n"
     "...\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]   File \"/vllm-workspace/vllm/vllm/model_executor/layers/"
     "fused_moe/router/fused_topk_router.py\", line 40, in vllm_topk_softmax\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]     ops.topk_softmax(\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]   File \"/vllm-workspace/vllm/vllm/_custom_ops.py\", line 2398, "
     "in topk_softmax\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]     torch.ops._moe_C.topk_softmax(\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]   File \"/usr/local/python3.12.13/lib/python3.12/site-packages/"
     "torch/_ops.py\", line 1319, in __getattr__\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061]     raise AttributeError(\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061] AttributeError: '_OpNamespace' '_moe_C' object has no attribute "
     "'topk_softmax'\n"
     "ERROR 08-15 09:47:28 [diffusion_worker.py:1061] Error executing RPC: '_OpNamespace' '_moe_C' object has no "
     "attribute 'topk_softmax'",
     "vllm_extension_import_failed", {}, "plugin_kernel_bug",
     "vLLM-Omni v0.27.0rc2 serving tencent HunyuanImage-3.0 (a MoE image model) on Ascend NPU: the diffusion (DiT) "
     "path's HunYuanSparseMoeBlock used vLLM's stock FusedMoE routing, which calls the bf16 CUDA custom op "
     "_moe_C.topk_softmax. That op is compiled only for CUDA and does not exist in the Ascend build, so every MoE layer "
     "of the diffusion stage failed with the AttributeError. The plug-in's model code reaching a CUDA-only kernel on "
     "NPU (the AR path had already been fixed), not a glibc / torch ABI problem with vLLM's extension (the reporter "
     "ruled out the glibc cause of vllm #18967) and not memory.",
     "no merged fix in the stored text: vLLM-Omni PR #6777 (open, 'Fixes #6216', '[NPU][Diffusion] Bypass CUDA "
     "topk_softmax in HunyuanImage-3 MoE routing') computes the router softmax / top-k / renormalisation in fp32 "
     "PyTorch inside the block and hands FusedMoE a custom_routing_function, mirroring the AR-path fix; the issue is "
     "closed",
     release="vLLM-Omni v0.27.0rc2", gpu="Huawei Ascend NPU (model not stated)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the log as stored in two chunks ('...' marks the frames between them); the "
          "reporter's following paragraph (pointing to vllm #18967's glibc cause and starting to rule it out, cut "
          "mid-sentence in storage) is left out. The platform comes from PR #6777 ('Running HunyuanImage-3 on Ascend "
          "NPU fails with ...') and the /usr/local/python3.12.13 path of the Ascend images. Start-up warm-up or first "
          "generation is not visible (judgement call 4).")

# ---------------------------------------- vllm-ascend #5310: a 128-expert MoE on vllm-ascend -> aclnnMoeGatingTopK 'expert count is: 128, but currently only support 256'
case("vllm-ascend-5310-moe-gating-top-k-expert-count-128-only-support-256-cann",
     "https://github.com/vllm-project/vllm-ascend/issues/5310",
     "[Bug]: expert count is: 128, but currently only support 256\n"
     "\n"
     " return self.collective_rpc(\"determine_available_memory\")\n"
     "(EngineCore_DP0 pid=11521)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=11521)   File \"/usr/local/python3.11.13/lib/python3.11/site-packages/vllm/v1/executor/"
     "multiproc_executor.py\", line 361, in collective_rpc\n"
     "(EngineCore_DP0 pid=11521)     return aggregate(get_response())\n"
     "(EngineCore_DP0 pid=11521)                      ^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=11521)   File \"/usr/local/python3.11.13/lib/python3.11/site-packages/vllm/v1/executor/"
     "multiproc_executor.py\", line 344, in get_response\n"
     "(EngineCore_DP0 pid=11521)     raise RuntimeError(\n"
     "(EngineCore_DP0 pid=11521) RuntimeError: Worker failed with error 'npu_moe_gating_top_k:build/CMakeFiles/"
     "torch_npu.dir/compiler_depend.ts:48 NPU function error: call aclnnMoeGatingTopK failed, error code is 561002\n"
     "(EngineCore_DP0 pid=11521) [ERROR] 2025-12-24-02:36:13 (PID:11657, Device:0, RankID:0) ERR00100 PTA call acl "
     "api failed.\n"
     "(EngineCore_DP0 pid=11521) EZ9999: Inner Error!\n"
     "(EngineCore_DP0 pid=11521) EZ9999: [PID: 11657] 2025-12-24-02:36:12.999.877 expert count is: 128, but "
     "currently only support 256.[FUNC:CheckInputShape][FILE:moe_gating_top_k_tiling.cpp][LINE:166]",
     "quantization_kernel_bug", {}, "dependency_version_mismatch",
     "vllm-ascend (December 2025) starting a 128-expert MoE model (the Qwen3-MoE family has 128 experts; the model is "
     "not named in the stored text): in the memory-profiling run the MoE router went through torch_npu's "
     "npu_moe_gating_top_k, and CANN's MoeGatingTopK operator refused 128 experts in its tiling check because the "
     "installed CANN's operator only handles the 256-expert (DeepSeek) pattern. vllm-ascend PR #4356 ('support "
     "gatingtopk operator generalization', merged 2025-11-22) routes all expert counts through this op and states that "
     "the generalised op 'depends on 8.3.RC1'; a vllm-ascend with that change on an older CANN fails exactly so. A "
     "vllm-ascend / CANN version pairing problem (collector's reading, judgement call 5), not memory.",
     "no fix in the thread (open, no reply stored). Per vllm-ascend PR #4356: run the vllm-ascend release on the CANN "
     "it requires (8.3.RC1 or newer, as in the matching vllm-ascend image), or a vllm-ascend before the change",
     release="vllm-ascend of December 2025 (not stated); Python 3.11.13 image", gpu="Huawei Ascend NPU (not named)",
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the title and the traceback tail as stored (the reporter pasted it into the collect_env section; "
          "its head is cut before the chunk starts; the lines after the EZ9999 line are beyond the chunk). kind "
          "quantization_kernel_bug by analogy with the vllm-ascend-7635 fixture (a CANN operator's tiling check); "
          "cause dependency_version_mismatch is the collector's inference from PR #4356, not stated in the thread.")

# ---------------------------------------- ROCm/ATOM #1582: Kimi-K2.5-MXFP4-AttnFP8 on 4x MI300X via the ATOM vLLM recipe -> assert ATOM_USE_TRITON_GEMM or ATOM_USE_TRITON_MOE
case("atom-1582-kimi-k25-mxfp4-4xmi300x-recipe-assert-atom-use-triton-gemm-or-triton-moe",
     "https://github.com/ROCm/ATOM/issues/1582",
     "[Issue]: Kimi-K2.5-MXFP4-AttnFP8 fails to load with AssertionError: assert ATOM_USE_TRITON_GEMM or "
     "ATOM_USE_TRITON_MOE when strictly following official Kimi-K2.5.md guide\n"
     "\n"
     "### Problem Description\n"
     "\n"
     "Environment\n"
     "Container image: rocm/atom-dev:vllm-latest (pulled latest before test)\n"
     "Hardware: AMD MI300X ×4\n"
     "Tensor parallel size: TP=4\n"
     "Model path: /mnt/models_alan/Kimi-K2.5-MXFP4-AttnFP8 (official MXFP4 weight variant)\n"
     "vLLM version: v0.22.1.dev0+g0b3ba88f1.d20260712\n"
     "Exact launch script used (100% match official doc without extra env vars)\n"
     "\n"
     "```\n"
     "# Only env variable from official doc\n"
     "export AITER_QUICK_REDUCE_QUANTIZATION=INT4\n"
     "\n"
     "vllm serve /mnt/models_alan/Kimi-K2.5-MXFP4-AttnFP8 \\\n"
     "    --host localhost \\\n"
     "    --port 8005 \\\n"
     "    --async-scheduling \\\n"
     "    --served-model-name kimi-k2.5 \\\n"
     "    --load-format fastsafetensors \\\n"
     "    --tensor-parallel-size 4 \\\n"
     "    --trust-remote-code \\\n"
     "    --compilation-config '{\"cudagraph_mode\": \"FULL_AND_PIECEWISE\"}' \\\n"
     "    --kv-cache-dtype fp8 \\\n"
     "    --max-num-batched-tokens 16384 \\\n"
     "    --max-model-len 16384 \\\n"
     "    --gpu-memory-utilization 0.9 \\\n"
     "    --no-enable-prefix-caching\n"
     "\n"
     "```\n"
     "\n"
     "No custom ATOM env variables like ATOM_USE_TRITON_MOE /\n"
     "\n"
     "(EngineCore pid=258906) ERROR 07-14 07:42:44 [core.py:1165]     super().__init__(\n"
     "(EngineCore pid=258906) ERROR 07-14 07:42:44 [core.py:1165]   File \"/opt/venv/lib/python3.12/site-packages/"
     "vllm/v1/engine/core.py\", line 121, in __init__\n"
     "(EngineCore pid=258906) ERROR 07-14 07:42:44 [core.py:1165]     self.model_executor = "
     "executor_class(vllm_config)",
     None, {}, "quantization_unsupported_gpu",
     "vLLM v0.22.1.dev0 with ROCm's ATOM plug-in (rocm/atom-dev:vllm-latest) serving Kimi-K2.5-MXFP4-AttnFP8 at TP 4 on "
     "MI300X, launched exactly as ATOM's Kimi-K2.5 recipe says: on gfx94x (MI300X) ATOM's MXFP4 MoE method has only the "
     "Triton MoE path (triton_kernels matmul_ogs; the CK/ASM MXFP4 MoE path is gfx950's, per ATOM PR #220), and that path "
     "is opt-in by environment variable. The recipe sets none, so ATOM's MoE weight setup asserted that "
     "ATOM_USE_TRITON_GEMM or ATOM_USE_TRITON_MOE be set and the engine core failed while loading. A launch environment "
     "the recipe omitted for this GPU, not memory and not the TP size.",
     "no maintainer answer in the stored text (open). The assert names the fix: export ATOM_USE_TRITON_MOE=1 (or "
     "ATOM_USE_TRITON_GEMM=1) before vllm serve on MI300X",
     release="v0.22.1.dev0+g0b3ba88f1.d20260712 (rocm/atom-dev:vllm-latest)", gpu="AMD Instinct MI300X", gpus=4,
     command="vllm serve /mnt/models_alan/Kimi-K2.5-MXFP4-AttnFP8 --host localhost --port 8005 --async-scheduling "
             "--served-model-name kimi-k2.5 --load-format fastsafetensors --tensor-parallel-size 4 --trust-remote-code "
             "--compilation-config '{\"cudagraph_mode\": \"FULL_AND_PIECEWISE\"}' --kv-cache-dtype fp8 "
             "--max-num-batched-tokens 16384 --max-model-len 16384 --gpu-memory-utilization 0.9 "
             "--no-enable-prefix-caching",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the title (which carries the assert verbatim), the environment and launch as stored, the "
          "description's next line as stored (cut mid-sentence in storage), and the first lines of the reporter's "
          "traceback in a later turn (its end, with the AssertionError, is beyond the stored chunk). The 'Official "
          "guide followed exactly' line with its tracking-link URL is dropped. kind None: the assert is ATOM's, not a "
          "vLLM message (judgement call 6).")

if __name__ == "__main__":
    BATCH.write()
