"""Round-784 blind batch: AMD ROCM, SECOND TRY WITH DIFFERENT WORDS: AITER (VLLM_ROCM_USE_AITER, AITER OPS MISSING OR
FAILING), STRIX HALO / GFX1151 AND RDNA3/RDNA4 (GFX1100, GFX1201) CONSUMER GPUS, MI300X / MI325X / MI355X START-UP WITH
ROCM/VLLM IMAGES, HIPERRORNOBINARYFORGPU, HSA_OVERRIDE_GFX_VERSION, TRITON ON ROCM, QUICK REDUCE / CUSTOM ALL-REDUCE ON
ROCM, 2025-2026; collected by helper wild784 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round784-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 37 of the 45 allowed, all ``search`` (35 corpus=issues, 2 corpus=pages; no read_file / find_string /
fetch). 1 case:
- ROCm/aiter #2843 (AMD's v0.1.12.post2 trial-wheel thread: DeepSeek-R1 671B FP8, TP=8, 8x MI300X,
  vllm/vllm-openai-rocm:v0.19.1 with AITER v0.1.12.post1: the vLLM worker fails at import with 'ImportError:
  .../aiter/jit/module_rmsnorm.so: undefined symbol: _ZN3c103hip28c10_hip_check_implementationEiPKcS2_ib' -- the
  prebuilt AITER wheel was built against another PyTorch HIP ABI than the image's torch).

How mined the slice is: mined out. This is the second cut of the ROCm slice with new words, and nearly every thread the
search returned for AITER, gfx1151 / gfx1201 / gfx1100, MI300X / MI355X start-up, hipErrorNoBinaryForGpu,
HSA_OVERRIDE_GFX_VERSION, Triton on ROCm and quick reduce / custom all-reduce is already in USED_SOURCES.txt or in an
earlier round's skip list (rounds 102-763). The fresh threads found either stop before the error line in the stored
chunk, carry no cause, or are design / feature / CI threads rather than a failing launch.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #36615, #35637 (round 590: no error line), #40008,
  #43605, #28460, #16474, #17170, #21884, #40081, #46169, #7951, #15928, #14583, #18088, #53136, #35633, #35641,
  #42609, #39485; ROCm/aiter #2864, #1367, #1395 (claimed by round 763), #1468, #548, #3294, #5229; gpustack #3880
  (error only in the title); kyuz0 strix toolboxes #73, r9700 toolboxes #15; lemonade-sdk/vllm-rocm #5, #13, #36, #44;
  nlzy/vllm-gfx906 #30; odysseus #4596; ROCm/legacy-rocm-build #5656, #5865, #4909, #4386; ROCm/vllm #390, #527;
  lumi laifs #8; sebastianmechno-sys/vllm-rocm-windows-rdna2 #7; Said-Akbar/triton-gcn5 #4; ROCm/triton #924.
- Claimed this round but not usable: vllm #34641 (MI300X, default VLLM_ROCM_USE_AITER_FP4BMM -> 'MXFP4 quantization is
  not supported on gfx942'; fixed by PR #35250) -- the fixture vllm-pr35103-mi300x-gfx942-aiter-fp4bmm-default-mxfp4-
  not-supported already carries this report's error, GPU, release and fix (its note cites #34641), so a case would be
  a duplicate measurement; vllm #14062 (gte-Qwen2-7B-instruct on MI300X, V0 rocm_flash_attn
  _get_seq_len_block_table_args; the fix is PR #14664 'Add encoder-only model support into ROCm Flash Attention') --
  two searches reached only the middle of the traceback, never its error line; vllm PR #22795 (RX 7900 XTX start-up
  failure from eagle.py importing rocm_aiter_fa unconditionally; fixed by the PR) -- no error text stored, only the
  review; ROCm/rocm-systems #2209 (hipIpcGetMemHandle 'invalid argument' under HSA_ENABLE_IPC_MODE_LEGACY=1, which
  the commenter says the vLLM ROCm images set) -- only HIP runtime debug lines, no vLLM text, the original 2x 7900
  XTX report not reached, no maintainer answer; ROCm/legacy-rocm-build #6055 (vLLM on Ryzen AI MAX+ 395 with ROCm
  0.18 image) -- only 'EngineCore failed to start' / 'WorkerProc initialization failed' frames, root error and cause
  not reached; ROCm/aiter #2752 ('[aiter] ROCm/HIP JIT runtime not available: ... GLIBCXX_3.4.31 not found', by a
  vLLM maintainer) -- the error is only in the title, the stored description is rocminfo; ROCm/triton #916 (R9700
  triton FLASHATTN kernel) -- an MLIR dump, no vLLM text; vllm PR #44001 (revert of wvSplitK N=5, tjtanaa's pasted
  traceback) -- the stored chunk stops inside torch/_ops.py before the error line.
- Off-slice or no vLLM failure: vllm #56945 (rocm/vllm image never sets VLLM_ROCM_USE_AITER: a performance report),
  PRs #19744 / #41675 / #41679 (quick reduce features), InferenceX PR #2333 (QuickReduce INT4 recipe), vllm #35321
  (RocmAttentionImpl encoder self-attention, a CI test), aiter PR #4205 (a crash under load, not at start-up),
  ROCm/aiter #1436 (feature request, same family as the used fixture vllm-pr30952), vllm #57059 / #56128 (all-reduce
  design reports), the pages-corpus blogs (coldfusion-example, chinmayhebbal: tutorials without a user's log).

Judgement calls for the lead:
1. aiter-2843 is AMD's own tracking / trial-wheel thread, not a user's issue: the error block is from an AMD
   engineer's end-to-end reproduction of vLLM issue #39485 (DeepSeek-R1, TP=8, MI300X, vllm/vllm-openai-rocm:v0.19.1
   with AITER v0.1.12.post1). The cause and fix are in the same comment (left out of the excerpt): the pre-built
   wheel expects the old c10::hip::c10_hip_check_implementation(int, char*, char*, int, bool) signature while the
   image's torch exports only the new uint32_t one; fixed by AITER #2846 (macro removal) in the v0.1.12.post2 wheel.
   It is the same DeepSeek-R1 + MI300 + AITER 0.1.12 family as the used fixture aiter-2864-vllm-39485 (labelled
   quantization_kernel_bug / dependency_version_mismatch on the later 'This GEMM is not supported!'), but a different
   error line at a different stage (worker import).
2. Kind and cause torch_abi_mismatch: the line is a loader's 'undefined symbol: _ZN3c10...' (a torch C++ symbol) in a
   compiled extension that is not vLLM's own _C; earlier fixtures with the same shape on third-party extensions
   (lmcache-1712 / lmcache-1273 c_ops, flash-attention-1348) were labelled torch_abi_mismatch for kind and cause. The
   lead may prefer dependency_version_mismatch (an AITER wheel that does not fit the image's torch).
3. gpus=8 is read from 'DSR1 671B TP=8 reproduction on MI300X' (the sibling aiter #2864 comment says 8x MI300X); the
   launch command is not shown in the stored chunk (command=None). Environment: VLLM_ROCM_USE_AITER=1 per #2864.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round784-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"},
               {"flag": "--tensor-parallel-size", "above": 8}]

# ---------------------------------------- ROCm/aiter #2843: DSR1 TP=8 on MI300X, vllm-openai-rocm:v0.19.1 + AITER 0.1.12.post1 -> undefined symbol c10_hip_check_implementation at worker import
case("aiter-2843-dsr1-mi300x-tp8-vllm-rocm-v0191-aiter-post1-module-rmsnorm-undefined-c10-hip-check",
     "https://github.com/ROCm/aiter/issues/2843",
     "Trial wheel: v0.1.12.post2 candidate (ROCm 7.2.2 + py3.12) available for smoke test\n"
     "\n"
     "## Update — second ABI mismatch surfaced under E2E DSR1 + vLLM v0.19.1 on MI300X\n"
     "\n"
     "Did a full DSR1 671B TP=8 reproduction on MI300X (gfx942) with vllm/vllm-openai-rocm:v0.19.1.\n"
     "\n"
     "### v0.1.12.post1 + vllm/vllm-openai-rocm:v0.19.1 (broken)\n"
     "Fails at worker import:\n"
     "```\n"
     "ImportError: /usr/local/lib/python3.12/dist-packages/aiter/jit/module_rmsnorm.so:\n"
     "undefined symbol: _ZN3c103hip28c10_hip_check_implementationEiPKcS2_ib\n"
     "```",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "AITER v0.1.12.post1's pre-built JIT modules (module_rmsnorm.so) were compiled against a PyTorch HIP ABI that "
     "exports the old c10::hip::c10_hip_check_implementation(int, char*, char*, int, bool) signature, while the PyTorch "
     "shipped in vllm/vllm-openai-rocm:v0.19.1 exports only the new (uint32_t) one, so the AITER extension could not "
     "be loaded and the vLLM worker (DeepSeek-R1 671B FP8, TP=8, MI300X, VLLM_ROCM_USE_AITER=1) failed at import. "
     "A wheel / torch ABI mismatch between AITER and the image, not memory, parallelism or the model.",
     "sunway513 (AMD, same comment, 2026-04-22): 'Fixed by #2846 (Lingpeng's macro removal)', shipped in the AITER "
     "v0.1.12.post2 candidate wheel (which then loaded further); in vLLM #39485 AMD reports the root cause and fix "
     "'addressed in v0.1.12.post2 candidate, validated end-to-end'. Fix: an AITER wheel built for the image's torch "
     "(v0.1.12.post2, or the AITER the vllm-openai-rocm image pins) instead of the v0.1.12.post1 wheel.",
     release="0.19.1", gpu="AMD Instinct MI300X (gfx942)", gpus=8, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the thread title and the first part of sunway513's comment up to the first pasted error; the "
          "sentence after the error block that names the cause and fix (old PyTorch HIP ABI, fixed by #2846) is "
          "left out, as is the second half of the comment (the v0.1.12.post2 candidate then failing later with "
          "'undefined symbol: _ZN3c104cuda20getCurrentCUDAStreamEa' in module_gemm_a8w8_blockscale.so, a second "
          "ABI mismatch). An AMD engineer's reproduction in an AITER tracking thread, not a user's issue "
          "(judgement call 1). Kind / cause per judgement call 2.")

BATCH.write()
