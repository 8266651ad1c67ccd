"""Round-528 blind batch: vLLM start-up failures quoted in PLATFORM pull requests of vllm-project/vllm ("[ROCm]",
"[XPU]", "[TPU]", "[CPU]", "[Hardware]", "[Platform]", "[Neuron]", "[HPU]", "[Kernel]") whose description quotes the
error and pins its cause; collected by helper wild528 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round528-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch: issues and PRs are not files).
3 cases: vllm #23916 + PR #23924 (ROCm, '_C' has no attribute 'silu_and_mul_nvfp4_quant' in the compile pass),
vllm PR #32879 ([Bugfix][Hardware][AMD], Quark OCP_MX MXFP4 MoE weight loading on MI350X TP8), vllm PR #54824
(AMD CI, Quark W8A8 FP8 MoE weight loading of amd/gpt-oss-20b-WFP8-AFP8-KVFP8 after the #52958 refactor). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt, the earlier rounds' skip lists and the other
collectors' round-5xx files before it was spent on. The search engine answers platform queries mostly with ISSUES
(heavily mined by earlier rounds) and rarely with PRs; the PRs it did return mostly carry no error text, or the
stored chunk stops before the error line.

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists (not re-opened): vllm #51964, #36615, #23039, #7951, #15928 (round 526), #11173,
  #28362, #16446, #14076, #24817, #17533, #6269 / PR #6313, #8677, #32840, #4836, #5738, #20743, #29233, #35720,
  #19121, #15057, #9926, #16521, #8318, #39485, #20847, #19332, #36167, #33501, #9319, #34641 / PR #39325, #32895,
  #52386, #46169, #30952, #34154, #56007; HabanaAI/vllm-fork #776.
- Error line not in the stored chunk: vllm PR #33077 ('[BUGFIX] Fix hipErrorIllegalState in Qwen3-Omni during startup
  profiling', RDNA3 7900XTX; two searches showed only the traceback frames, never the HIP error line; the title
  names hipErrorIllegalState only); PR #39342 ('[CPU] Fix AttributeError when loading GeluAndMul', fixes #39334) and
  PR #39729 (same for ROCm) describe the AttributeError but never quote it; PR #45067 (Quark gpt-oss weight loading on
  MI355X, chunk stops inside the traceback); vllm #46179 (w8a8 on ROCm with MRV2, chunk stops in collect_env);
  vllm #24156 (embedding model on CPU, chunk stops in collect_env); vllm #32033 + PR #32037 ('[CPU][BugFix] Disable
  AOT Compile for CPU': the engine crashes on the 2nd run with torch 2.10 right after 'Directly load AOT compilation
  from path ...'; a good, pinned cause, but the exception line itself is not in the stored chunk after two searches);
  PR #14510 (TPU recompilation, mgoin's traceback cut, and not a start-up failure); PR #51110 (ROCm Mori import
  order; the errors 'invalid argument for fmha_v3_varlen_fwd' are only named inline, no log).
- No fix / no cause reached: vllm #8963 (MI100 'while starting vllm server', open), #29625 (ARM CPU
  enforce_eager=False; the CPU maintainer could not reproduce), #3694 (Neuron 'NeuronExecutor.__init__() takes 7
  positional arguments but 8 were given' on vLLM 0.3.3; the reporter only says an argument is missing from
  neuron_executor.py; PR #4051 fixes a different missing argument, cache_config).
- Not the slice (not platform PRs), left for another round: vllm PR #24032 ('[BugFix] GPT-OSS Attention DP + MoE TP
  weight loading issue', B200x2, 'RuntimeError: The size of tensor a (768) must match the size of tensor b (1440) at
  non-singleton dimension 2', merged, cause pinned); PR #39379 (Gemma 4 MoE mxfp4 weight_loader IndexError);
  kyuz0/amd-strix-halo-vllm-toolboxes PR #66 (a toolbox patch, not vLLM's PR).

Judgement calls for the lead:
1. vllm-23916: the '_OpNamespace' '_C' has-no-attribute message was labelled vllm_extension_import_failed /
   vllm_extension_missing, torch_abi_mismatch or quantization_unsupported_gpu by earlier rounds depending on the
   cause. Here _C is present and matches torch; the op is a CUDA-only (NVFP4) kernel that a compile pass
   (fix_functionalization) referenced unconditionally after PR #23671, so ROCm builds fail. I took kind
   vllm_extension_import_failed (the message family) and cause release_regression; the lead may prefer a new cause
   such as 'platform_op_missing'. The fix PR #23924 (hasattr guard) shows 'closed', not 'merged', and the issue
   shows 'open' in the stored copy, so the fix field says so. The full error line is the issue's title; the body's
   chunk stops at 'raise AttributeError(' / 'torch._in...'. The excerpt carries the title line and the traceback frames.
2. vllm-pr32879 and vllm-pr54824: the bare 'The size of tensor a (X) must match the size of tensor b (Y) at
   non-singleton dimension N' was labelled kind None / cause unrecognized in three earlier fixtures (gpustack-2490,
   vllm-15269, vllm-39809), where it came from the forward pass. Here both PRs pin it to WEIGHT LOADING (the Quark
   MoE weight loader taking the generic path), so I labelled kind weight_loading_mismatch; the excerpts alone do not
   show the loading frames, so a grader reading only the excerpt may reasonably expect None. PR #32879 shows
   'closed' (not merged) and was 'authored with Claude'; its diagnosis is the PR author's. PR #54824 is merged, its
   failure is a CI test (the LLM constructor loading amd/gpt-oss-20b-WFP8-AFP8-KVFP8), not a user's launch, and its
   title has no platform tag although it is AMD-only (amd-ci, Quark); cause release_regression (PR #52958).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round528-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #23916 (+ PR #23924): ROCm, 4 GPUs, vLLM 0.10.2.dev361 -> '_C' has no attribute 'silu_and_mul_nvfp4_quant'
case("vllm-23916-rocm-4gpu-0102dev-compile-pass-c-no-attribute-silu-and-mul-nvfp4-quant",
     "https://github.com/vllm-project/vllm/issues/23916",
     "[Bug]: 'AttributeError: '_OpNamespace' '_C' object has no attribute 'silu_and_mul_nvfp4_quant'\n"
     "==============================\n"
     "         vLLM Info\n"
     "==============================\n"
     "ROCM Version                 : 6.4.43483-a187df25c\n"
     "Neuron SDK Version           : N/A\n"
     "vLLM Version                 : 0.10.2.dev361+gd59334105 (git sha: d59334105)\n"
     "vLLM Build Flags:\n"
     "  CUDA Archs: Not Set; ROCm: Disabled; Neuron: Disabled\n"
     "GPU Topology:\n"
     "  ============================ ROCm System Management Interface ============================\n"
     "================================ Weight between two GPUs =================================\n"
     "       GPU0         GPU1         GPU2         GPU3         \n"
     "GPU0   0            40           40           40           \n"
     "GPU1   40           0            40           40           \n"
     "GPU2   40           40           0            40           \n"
     "GPU3   40           40           40           0            \n"
     "...\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/compilation/pass_manager.py\", line 52, in __call__\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]     "
     "self.fix_functionalization(graph)\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/compilation/fix_functionalization.py\", line 100, in __call__\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]     "
     "elif at_target == torch.ops._C.silu_and_mul_nvfp4_quant.default:\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]                       "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]   File "
     "\"/usr/local/lib/python3.12/dist-packages/torch/_ops.py\", line 1267, in __getattr__\n"
     "vllm1-1  | (VllmWorker TP1 pid=226) ERROR 08-29 06:06:56 [multiproc_executor.py:602]     raise AttributeError(",
     "vllm_extension_import_failed", {}, "release_regression",
     "A ROCm vLLM build (0.10.2.dev361, docker compose, four AMD GPUs, tensor-parallel workers) fails while compiling "
     "the model: vLLM's fix_functionalization compile pass compares graph nodes against "
     "torch.ops._C.silu_and_mul_nvfp4_quant, an NVFP4 kernel that exists only in CUDA builds, so the op lookup raises "
     "AttributeError on ROCm. The reporter (JartX, author of PR #23924) pins it on vLLM PR #23671, which introduced "
     "the unconditional reference; not the user's _C build, torch, or memory.",
     "PR #23924 ('[BUGFIX] AttributeError: _OpNamespace _C object has no attribute silu_and_mul_nvfp4_quant', JartX): "
     "check that the op exists before comparing against it; the stored copy shows the PR 'closed' and the issue "
     "'open', so no merged fix is confirmed in the stored thread (a vLLM build without the PR #23671 reference, i.e. "
     "before it or with the guard, avoids it).",
     release="0.10.2.dev361+gd59334105", gpu="AMD GPU (ROCm 6.4; model not named in the stored chunk)", gpus=4,
     forbidden=_MEM,
     note="Excerpt: the issue title (the full error line) followed by the collect_env vLLM block and the traceback "
          "frames as stored; the stored chunk ends at 'raise AttributeError(' and a cut 'torch._in...'. The fix PR's "
          "text is left out.")

# ---------------------------------------- vllm PR #32879: [Bugfix][Hardware][AMD] Quark OCP_MX MXFP4 MoE on MI350X TP8 -> tensor a (2048) vs b (4096)
case("vllm-pr32879-mi350x-tp8-ep-quark-mxfp4-qwen3-vl-235b-moe-weight-size-2048-4096",
     "https://github.com/vllm-project/vllm/pull/32879",
     "On MI350X with Quark-quantized Qwen3-VL-235B-MXFP4:\n"
     "```bash\n"
     "VLLM_USE_V1=1 VLLM_ROCM_USE_AITER=1 vllm serve /path/to/Qwen3-VL-235B-MXFP4 \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --enable-expert-parallel \\\n"
     "  --attention-backend ROCM_AITER_FA \\\n"
     "  --trust-remote-code\n"
     "```\n"
     "\n"
     "Previously failed with:\n"
     "```\n"
     "RuntimeError: The size of tensor a (2048) must match the size of tensor b (4096) at non-singleton dimension 1\n"
     "```",
     "weight_loading_mismatch", {"tensor_parallel_size": 8}, "weight_loading_mismatch",
     "Loading a Quark OCP_MX (MXFP4) quantized MoE checkpoint (Qwen3-VL-235B-MXFP4) on MI350X with TP8 + expert "
     "parallel: FusedMoE's weight loader only takes the MXFP4 packed-weight path when quant_config.get_name() == "
     "'mxfp4', but the Quark config reports 'quark', so the packed all-experts tensors were copied through the "
     "generic per-expert path and the shapes clashed (2048 vs 4096). A vLLM weight-loader bug for this quantization "
     "format, per the PR; not memory and not the parallel sizes.",
     "PR #32879 ('[Bugfix][Hardware][AMD] Fix MXFP4 weight loading for Quark OCP_MX MoE models', c0de128, 'Fixes: "
     "#32864'): extend the MXFP4-style weight-loading check to QuarkOCP_MX_MoEMethod. The stored copy shows the PR "
     "'closed', not merged, so whether this exact change landed is not confirmed in the stored text.",
     release=None, gpu="AMD Instinct MI350X", gpus=8,
     command="VLLM_USE_V1=1 VLLM_ROCM_USE_AITER=1 vllm serve /path/to/Qwen3-VL-235B-MXFP4 --tensor-parallel-size 8 "
             "--enable-expert-parallel --attention-backend ROCM_AITER_FA --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the PR's test plan and its 'Previously failed with' block; the Summary / Changes sections (the fix "
          "and the diagnosis) are left out. '2048' and '4096' are tensor dimensions, not memory.")

# ---------------------------------------- vllm PR #54824: AMD CI, amd/gpt-oss-20b-WFP8-AFP8-KVFP8 -> tensor a (2880) vs b (5760) after the #52958 Quark refactor
case("vllm-pr54824-amd-ci-gpt-oss-20b-quark-wfp8-afp8-moe-weight-size-2880-5760",
     "https://github.com/vllm-project/vllm/pull/54824",
     "```\n"
     "RuntimeError: The size of tensor a (2880) must match the size of tensor b (5760) at non-singleton dimension 0\n"
     "```\n"
     "\n"
     "This addresses the CI failure for "
     "`models/quantization/test_gpt_oss.py::test_gpt_oss_attention_quantization[amd/gpt-oss-20b-WFP8-AFP8-KVFP8-0.89-1]`\n"
     "(see https://buildkite.com/vllm/amd-ci/builds/12514/canvas?tab=output&jid=01a05de2-00fb-435d-bf03-08d51f300bd8#L2666)",
     "weight_loading_mismatch", {}, "release_regression",
     "PR #52958 refactored QuarkConfig / QuarkMoEMethod and QuarkW8A8Fp8MoEMethod no longer set self.weight_dtype; "
     "GptOssForCausalLM._load_weights_quark uses it to pick the FP8 MoE loading branch, so with it missing the "
     "Quark W8A8-FP8 gpt-oss MoE weights went through the generic path and the shapes clashed (2880 vs 5760) while "
     "loading amd/gpt-oss-20b-WFP8-AFP8-KVFP8 on AMD CI. A vLLM regression in the Quark loader, not the checkpoint "
     "or memory.",
     "PR #54824 ('[Bugfix] Restore weight_dtype in QuarkW8A8Fp8MoEMethod to fix GPT-OSS FP8 MoE weight loading', "
     "micah-wil, merged): restore the attribute; 'With this change, the test is passing.'",
     release=None, gpu="AMD GPU (vLLM's amd-ci; model not named)", gpus=None,
     forbidden=_MEM,
     note="Excerpt: the PR's error block and its CI reference; the sentences that explain the cause (the #52958 "
          "refactor, _get_moe_weight_dtype) are left out. A CI test's model load, not a user's launch.")

BATCH.write()
