"""Round-766 blind batch: NEW NVIDIA GPUs AT vLLM'S START-UP, THIRD CUT: BLACKWELL (B200 / B300 / GB200 / GB300, SM100 /
SM103), RTX 50xx AND RTX PRO 6000 (SM120), DGX SPARK / GB10 AND JETSON THOR (SM121 / SM110): NO KERNEL IMAGE,
FLASHINFER / FLASHATTENTION / CUTLASS / DEEPGEMM / TRITON REFUSING THE ARCH, NVFP4 / MXFP4 PATHS, CUDA 12.8/12.9/13
WHEELS, 2025-2026; collected by helper wild766 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round766-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and a fix PR it links or that links it). Excerpts are the text as the search tool's issues corpus shows it; the
fix is left out of the excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt
and the skip lists of tools/wild_cases_round*.py (grep of '#NUM', read in context) before it was spent on, and claimed
in CLAIMS.txt at once.

Look-ups: 33 of the 45 allowed, all ``search`` (32 corpus=issues, 1 corpus=pages); no read_file, find_string,
find_files, find_repos or fetch. 4 cases:
- vllm PR #39712 (Jetson Thor SM110, vLLM main, an FP8 model: vLLM's own CUTLASS FP8 kernels under the guard
  enable_sm100f_only trap with 'This kernel only supports sm100f.' and the engine core dies at start-up; the merged PR
  adds __CUDA_ARCH__ 1100 to the guard).
- flashinfer-ai/flashinfer #3344 (Jetson Thor SM110, Qwen3.5-27B-FP8 / Qwen3-Next through vLLM: FlashInfer 0.6.x's
  trtllm-gen GEMM dispatcher picks sm100f-only cubins, 'This kernel only supports sm100f.' per thread, then an
  unrelated BF16 linear fails with CUBLAS_STATUS_EXECUTION_FAILED in the first forward pass; the reporter's diagnosis,
  issue open).
- flashinfer-ai/flashinfer #2166 (DeepSeek-V3.2 on RTX PRO 6000 / SM120 under vLLM: 'Selected backend
  AttentionBackendEnum.FLASHINFER_MLA is not valid for this configuration. Reason: ['sparse not supported',
  'compute capability not supported']'; the reporter's follow-up: vLLM's sparse-MLA backend is SM90/SM100 only).
- vllm #53748 (8x GB10 / DGX Spark SM121, Kimi-K2.6-NVFP4, --kv-cache-dtype fp8, vLLM 0.26.1rc1.dev: Triton MLA decode
  kernel 'out of resource: shared memory, Required: 102400, Hardware limit: 101376' on the first token; the reporter's
  root-cause analysis plus the fix PR #54013 'Fixes #53748').

How mined the slice is: MINED OUT for its classic messages. Rounds 222, 253, 279, 429, 452, 460, 493, 535, 575 (and
others) cover the sm_120 'no kernel image' threads, GB10 / Spark ptxas sm_121a, Jetson Thor sm_110a, PTX toolchain,
cu130 libcudart, DeepGEMM on SM120, NVFP4 on SM120 / B200, CuTe-DSL churn; nearly every thread the 30 searches
returned was used or skip-listed. The only fresh material came from FlashInfer's own tracker (Thor, SM120), a fix PR's
description (Thor FP8), and the 2026 MLA-decode shared-memory family on small-smem Blackwell parts.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #30855, #16307, #19185, #20193, #18995, #21028, #27542,
  #30135 (no failure: a Marlin fallback), #45922, #24364, #45847, #40808, #34470, #52300, #36099, #30435, #50705,
  #42393, #44985, #48956, #50747, #55651, #31740, #18916 (round 568 skip), #17901 (a usage question, no error),
  #24383, #32109, #14452, #13306, #21648, #20748, #31588, #28938 / #26844, #46796, #30214, #57932, #53963, #45317 /
  PR #46055, #46721, #40661, #48477, #31700, #28305, #47397, #38669, #28707, #30441, #29469, #37931, #48071, #12498,
  #36802, #21274, #28747, #24377, #16652, #23176; gpustack #2097, #3656, #2769, #4372; verl #6949; NixOS/nixpkgs
  #406675; OCRFlux #70; llm-compressor #1643; recipes #269; lightorigins/LightNav-0 PR #6; flashinfer PR #3633,
  #4426 / #3566 (round 135), #3134; timothystewart6/vllm-gb10 #26 / #106; pages conselara.dev, atcuality2021/vllm-gb10,
  clanker.technoascetic.com, al-engr.com.
- Not vLLM, or not a vLLM start-up / first-request failure: unslothai/unsloth #2863 (Blackwell install, the
  'CUDA error: invalid argument' is in the GRPO training loop, not vLLM's; claimed, not used), #2431, #3220, #1856;
  IST-DASLab/marlin #40; NVIDIA/TensorRT-LLM #6892, #13156; sglang #9140, #9707, #24633, #27384; flashinfer #3263,
  #5445 (SGLang paths), #2546, #2006 (SGLang); Dao-AILab/flash-attention #1810, PR #2108; pytorch PR #164836; vllm PR
  #48210 (a throughput stall, no failure), PR #40923 (gibberish output, not a failure), PR #45912 (closed, prose only,
  same family as the used flashinfer #3566), dusty-nv/jetson-containers #1555 / #1557 / PR #1306 (no vLLM error),
  NVIDIA-AI-IOT/jetson-ai-lab PR #359 (garbage output pin), guqiong96/Lvllm #77 (same Triton MLA shared-memory error on
  SM120, but the fork's maintainer only redirects upstream; claimed, not used: vllm #53748 is the same family with a
  fix PR), ovg-project/kvcached #74 (A100, off-slice), flashinfer #2633 (8xH100 with NV Fabric installed: mnnvl
  IndexError at start-up, off-slice for this round; a fresh candidate for a FlashInfer-comm slice).
- Error line not reachable in the stored chunks: vllm #19025 (dual RTX PRO 6000 'Arch 120', only collect_env and
  comments pointing at NVIDIA's image in #18916; claimed, not used).

Judgement calls for the lead:
1. vllm-pr39712 and flashinfer-3344 carry the same guard message ('This kernel only supports sm100f.') from two
   different kernels on Jetson Thor: vLLM's own CUTLASS FP8 GEMM (csrc/cutlass_extensions/common.hpp's
   enable_sm100f_only) and FlashInfer's trtllm-gen cubins. Both are labelled kind and cause quantization_kernel_bug,
   following README's row for the SM120 twin ('This kernel only supports sm120.': a build that gives this GPU another
   architecture's kernel) and the earlier fixture dgx-vllm-9 (the same guard family on GB10). For flashinfer-3344 the
   visible exception is CUBLAS_STATUS_EXECUTION_FAILED (the earlier Thor fixture vllm-40661 labelled that status
   cuda_library_mismatch / release_regression); the reporter's diagnosis says the cuBLAS status is only the first CUDA
   call after the trapped cubin, so the guard message is the reading here. cuda_no_kernel_image would also be
   defensible for both (no kernel built for SM110).
2. vllm-pr39712 is a fix PR, not a user's issue: the excerpt is the PR author's (a vLLM maintainer's) pasted startup
   error; its stored text is two chunks (the head of the traceback and a middle piece through Inductor's
   extern_kernels.mm), joined with '[...]'; the final exception line is not in either stored chunk. The fix is the
   merged PR itself.
3. flashinfer-3344 is open with no maintainer answer stored; the cause is the reporter's own detailed diagnosis (no
   sm110 cubins in flashinfer-cubin, dispatcher knows only _sm100f names). The excerpt is the reporter's summary prose,
   which quotes both error texts; the raw log is not in the stored chunks. No fix is stated (the 'Suggested workaround
   for users' paragraph is cut in the stored text after its first sentence).
4. flashinfer-2166: kind attention_backend_feature_unsupported per README ('a Reason of the model's own attention,
   'sparse not supported' ... is kind attention_backend_feature_unsupported'), cause attention_backend_gpu per README's
   DeepSeek-sparse-attention sentence (its backends each run on one GPU family) and the reporter's follow-up
   ('flashmla_sparse is only sm90/sm100'); the Reasons also name 'compute capability not supported'. README dates
   'Selected backend ... Reason' on CUDA from 0.29; this paste is CUDA, December 2025 (like the earlier fixture
   vllm-pr30195). The thread is closed with no maintainer answer; no release is stated.
5. vllm-53748: the failure is on the first generated token, not while starting ('The model loads and serves'); taken
   because it comes from the launch's --kv-cache-dtype fp8 on a small-shared-memory Blackwell part. Kind
   triton_shared_memory_exceeded with README's number keys; cause attention_backend_gpu (an attention kernel whose
   tile does not fit SM121's 101376-byte limit), as earlier fixtures of this kind labelled attention kernels; the
   earlier SM120 twin vllm-46721 was labelled kv_cache_dtype_unsupported before that README row existed, and the lead
   may prefer that cause, since bf16 KV fits (PR #54013's table). Fix PR #54013 is open (not merged) in the stored
   text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round766-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--swap-space"}]

# ---------------------------------------- vllm PR #39712: Jetson Thor (SM110), vLLM main, FP8 model -> enable_sm100f_only traps
case("vllm-pr39712-jetson-thor-sm110-fp8-cutlass-enable-sm100f-only-kernel-only-supports-sm100f",
     "https://github.com/vllm-project/vllm/pull/39712",
     "[CI/Build] Enable FP8 on NVIDIA Thor\n"
     "\n"
     "Without this PR, I get this error at startup:\n"
     "\n"
     "```\n"
     "This kernel only supports sm100f.\n"
     "This kernel only supports sm100f.\n"
     "This kernel only supports sm100f.\n"
     "This kernel only supports sm100f.\n"
     "...\n"
     "(EngineCore pid=829571) Process EngineCore:\n"
     "(EngineCore pid=829571) Traceback (most recent call last):\n"
     "(EngineCore pid=829571)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore pid=829571)     self.run()\n"
     "(EngineCore pid=829571)   File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore pid=829571)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/vllm/v1/engine/core.py\", line 1114, in run_engine_core\n"
     "(EngineCore pid=829571)     raise e\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/vllm/v1/engine/core.py\", line 1084, in run_engine_core\n"
     "(EngineCore pid=829571)     engine_core = EngineCoreProc(*args, engine_index=dp_rank, **kwargs)\n"
     "(EngineCore pid=829571)                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[...]\n"
     "(EngineCore pid=829571)            ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/.venv/lib/python3.12/site-packages/torch/_inductor/output_code.py\", line 656, in __call__\n"
     "(EngineCore pid=829571)     return self.current_callable(inputs)\n"
     "(EngineCore pid=829571)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/.venv/lib/python3.12/site-packages/torch/_inductor/utils.py\", line 3401, in run\n"
     "(EngineCore pid=829571)     out = model(new_inputs)\n"
     "(EngineCore pid=829571)           ^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=829571)   File \"/tmp/torchinductor_thor2/eh/cehdotv6moi6q4d4viwu3wnqzcwvecmcgqvyo4yk5izfsa4h7tmt.py\", line 529, in call\n"
     "(EngineCore pid=829571)     extern_kernels.mm(buf1, reinterpret_tensor(arg6_1, (5120, 96), (1, 5120), 0), out=buf10)\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/.venv/lib/python3.12/site-packages/torch/_compile.py\", line 54, in inner\n"
     "(EngineCore pid=829571)     return disable_fn(*args, **kwargs)\n"
     "(EngineCore pid=829571)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=829571)   File \"/home/thor2/vllm-main/.venv/lib/python3.12/site-packages/torch/_dynamo/eval_frame.py\", line 1263, in _fn\n"
     "(EngineCore pid=829571)     return fn(*args, **kwargs)\n"
     "(EngineCore pid=829571)            ^^^^^^^^^^^^^^^^^^^\n"
     "```",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "Serving an FP8 model with a vLLM main-branch build on NVIDIA Jetson Thor (SM110): vLLM's CUTLASS FP8 kernels for "
     "datacenter Blackwell are wrapped in the kernel guard enable_sm100f_only (csrc/cutlass_extensions/common.hpp), "
     "whose body runs only for __CUDA_ARCH__ == 1000 || __CUDA_ARCH__ == 1030 and otherwise prints 'This kernel only "
     "supports sm100f.' and does not run. On Thor (__CUDA_ARCH__ 1100) vLLM still selects these kernels for the FP8 "
     "linears, so every FP8 GEMM in the start-up run (the compiled graph's profiling pass) traps and the engine core "
     "dies at startup. A kernel-guard gap in vLLM's source for SM110, not memory, parallelism or a launch flag.",
     "the merged PR #39712 itself (DarkLight1337, 2026-04-13: 'This small change allows FP8 models to be run on NVIDIA "
     "Thor (SM110)'): the guard becomes '#if __CUDA_ARCH__ == 1000 || __CUDA_ARCH__ == 1030 || __CUDA_ARCH__ == 1100' "
     "(the dead enable_sm90_only / enable_sm100a_only structs removed, the structs renamed); fix: a vLLM build with that "
     "PR. (Before it, a BF16 checkpoint avoids the FP8 kernels -- the collector's reading of the PR, not stated in it.)",
     release="vLLM main, source checkout (/home/thor2/vllm-main), April 2026, before PR #39712",
     gpu="NVIDIA Jetson Thor (SM110, per the PR)", gpus=1, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Source is a fix PR by a vLLM maintainer, not a user's issue. Excerpt: the PR title, the sentence introducing "
          "the error and the pasted log as the stored text shows them; the 'Purpose' sentences before it (what the PR "
          "changes) are left out. The stored log is two chunks (the description's head, ending inside the "
          "EngineCoreProc call and its caret line, and a middle chunk through Inductor's extern_kernels.mm and eval_frame); they "
          "are joined with '[...]' (the first chunk's next line, cut after '(Eng', is dropped). The final exception "
          "line is in neither stored chunk. gpus=1: a Jetson Thor module has one GPU. Same guard family as the fixture "
          "dgx-vllm-9 (enable_sm120_only trapping on GB10's sm_121).")

# ---------------------------------------- flashinfer #3344: Jetson Thor, Qwen3.5-27B-FP8 via vLLM -> sm100f-only trtllm-gen cubins, CUBLAS_STATUS_EXECUTION_FAILED
case("flashinfer-3344-jetson-thor-sm110-qwen35-fp8-trtllm-gen-gemm-sm100f-cubins-cublas-execution-failed",
     "https://github.com/flashinfer-ai/flashinfer/issues/3344",
     "flashinfer 0.6.x trtllm-gen GEMM runners only ship `_sm100f` kernel names — FP8 hybrid models (Qwen3-Next / "
     "Qwen3.5) crash on Jetson Thor (sm110a)\n"
     "\n"
     "## Summary\n"
     "\n"
     "On NVIDIA Jetson Thor (`compute capability (11, 0)`, CUDA 13.0), loading a hybrid Mamba/Gated-DeltaNet model "
     "such as `Qwen/Qwen3.5-27B-FP8` or any Qwen3-Next variant through vLLM crashes during the model's first forward "
     "pass. The visible failure is a `CUBLAS_STATUS_EXECUTION_FAILED` on a plain BF16 `torch.nn.functional.linear` "
     "call, but the underlying cause is a kernel-coverage gap in flashinfer: the trtllm-gen GEMM dispatcher only knows "
     "about `_sm100f` (datacenter Blackwell, B100/B200/GB200) kernel names, and `flashinfer-cubin` ships only "
     "`sm100f.cubin` binaries — there are no sm110 (Jetson Thor) cubins.\n"
     "\n"
     "When the dispatcher selects an sm100f cubin on Thor, the cubin's device-side architecture check fails, prints "
     "`\"This kernel only supports sm100f.\"` once per thread (hundreds of times in the log), no-ops the launch, and "
     "leaves the CUDA context in a faulted state. The next CUDA call — typically an unrelated cuBLAS matmul — surfaces "
     "the failure.",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "Serving an FP8 hybrid Gated-DeltaNet model (Qwen/Qwen3.5-27B-FP8, Qwen3-Next) with vLLM on a Jetson Thor (SM110, "
     "CUDA 13.0): vLLM routes the FP8 GEMMs to FlashInfer 0.6.x's trtllm-gen GEMM runners, whose dispatcher knows only "
     "'_sm100f' kernel names while flashinfer-cubin ships only sm100f cubins, none for SM110. The selected cubin's "
     "device-side architecture check fails ('This kernel only supports sm100f.', once per thread), the launch is a "
     "no-op and the CUDA context is left faulted, so the next call -- a plain BF16 linear in cuBLAS -- fails with "
     "CUBLAS_STATUS_EXECUTION_FAILED during the model's first forward pass at start-up. A kernel-coverage gap for "
     "the GPU in FlashInfer, not memory, cuBLAS itself or a launch flag (the reporter's diagnosis).",
     "no fix in the stored thread (open, no maintainer answer stored). The reporter's expected behaviour: "
     "flashinfer-cubin ships sm110a/sm110f cubins and the trtllm-gen runners select them by device, or the FP8/BF16 "
     "GEMM dispatcher falls back to its cuBLAS / cuDNN / CUTLASS runners on sm110; the reporter's 'Suggested "
     "workaround for users' paragraph is cut in the stored text after 'Until sm110 kernels are shipped, FP8 hybrid "
     "models (Qwen3-Next, Qwen3.5) cannot run on Jetson Thor through this' (i.e. a non-FP8 checkpoint or another GEMM "
     "path until then; the same gap for FlashInfer's MoE cubins was handled in vLLM by dropping SM110 from the "
     "FlashInfer kernel's supported devices, PR #40808)",
     release="not stated in the stored chunks (flashinfer 0.6.x, CUDA 13.0)",
     gpu="NVIDIA Jetson Thor (compute capability 11.0)", gpus=1, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title and its 'Summary' section as the stored text shows them, ending before the "
          "sentence on flashinfer's detection infrastructure (cut in the stored chunk: 'is_sm110a_supported ... and "
          "CUTLAS'). The reporter's patch notes, 'Expected behavior' and 'Suggested workaround' sections (a later "
          "stored chunk) are left out. The stored text quotes both errors in prose (no raw log reached). Model "
          "Qwen/Qwen3.5-27B-FP8 per the summary. gpus=1: a Thor module has one GPU.")

# ---------------------------------------- flashinfer #2166: DeepSeek-V3.2 on RTX PRO 6000 (SM120) under vLLM -> FLASHINFER_MLA not valid: sparse / compute capability
case("flashinfer-2166-deepseek-v32-rtx-pro-6000-sm120-flashinfer-mla-sparse-compute-capability-not-supported",
     "https://github.com/flashinfer-ai/flashinfer/issues/2166",
     "sm120 rtx 6000\n"
     "\n"
     "when trying to load DS v32 on rtx 6000s\n"
     "\n"
     " ValueError: Selected backend AttentionBackendEnum.FLASHINFER_MLA is not valid for this configuration. Reason: "
     "['sparse not supported', 'compute capability not supported']",
     "attention_backend_feature_unsupported", {}, "attention_backend_gpu",
     "Loading DeepSeek-V3.2 (DeepSeek Sparse Attention: MLA with a sparse indexer) with vLLM on RTX PRO 6000 Blackwell "
     "(SM120) cards with the FLASHINFER_MLA attention backend selected: vLLM's selector refuses it because that "
     "backend neither implements sparse MLA nor supports compute capability 12.0. Per the reporter's own follow-up, "
     "vLLM's sparse-MLA backend (FLASHMLA_SPARSE) is only SM90/SM100, and DeepGEMM (also required) is not available "
     "on SM120 either, so in that vLLM no DeepSeek-V3.2 backend runs on SM120 at all -- the GPU generation, not the "
     "launch's memory or length.",
     "none in the thread (closed, labelled installation / question, no maintainer answer stored). The reporter's "
     "follow-up (2025-12-12): 'flashmla_sparse is only sm90/sm100. I tried to port it to sm120 but its work in "
     "progress', and with that port the run then fails on DeepGEMM ('DeepGEMM backend is not available or outdated'); "
     "SGLang runs DS v3.2 on SM120 with FlashInfer. I.e. a datacenter Hopper / Blackwell GPU, or a later vLLM with an "
     "SM120 sparse-MLA backend (vLLM later lists FLASHINFER_MLA_SPARSE_SM120, seen in vllm #57932's stored text -- "
     "the collector's cross-reference, not this thread's)",
     release="not stated (December 2025)", gpu="NVIDIA RTX PRO 6000 Blackwell ('rtx 6000s', SM120 per the title)",
     gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue title and the whole description as stored (the error line keeps the leading space the "
          "stored text has). The follow-up comment (the cause) is left out. 'Selected backend' means the launch "
          "forced FLASHINFER_MLA (variable or flag not shown). How many cards is not stated ('rtx 6000s'). Whether "
          "the Reasons' 'compute capability not supported' or 'sparse not supported' should drive the kind is "
          "judgement call 4.")

# ---------------------------------------- vllm #53748: 8x GB10 (SM121), Kimi-K2.6-NVFP4, fp8 KV -> Triton MLA decode shared memory 102400 > 101376
case("vllm-53748-8x-gb10-sm121-kimi-k26-nvfp4-fp8-kv-triton-mla-decode-shared-memory-102400-of-101376",
     "https://github.com/vllm-project/vllm/issues/53748",
     "[Bug]: MLA decode fails on GB10 — shared memory 102400 > 101376; num_stages guard in _decode_grouped_att_m_fwd "
     "only fires for BLOCK_DMODEL >= 1024\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "- vLLM `0.26.1rc1.dev30+g5773c4e60.d20260728`\n"
     "- torch `2.11.0+cu130`, triton `3.6.0`\n"
     "- NVIDIA GB10 (DGX Spark / ThinkStation PGX), 8 nodes, TP=8, Ray executor\n"
     "- Model: `nvidia/Kimi-K2.6-NVFP4` (MLA, `Lk=576`), `--kv-cache-dtype fp8`,\n"
     "  `--enforce-eager`\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "On GB10, every MLA decode fails immediately with:\n"
     "\n"
     "```\n"
     "triton.runtime.errors.OutOfResources: out of resource: shared memory,\n"
     "  Required: 102400, Hardware limit: 101376.\n"
     "  Reducing block sizes or `num_stages` may help.\n"
     "```\n"
     "\n"
     "The model loads and serves; the failure happens on the first token generated.\n"
     "The traceback runs through `_decode_grouped_att_m_fwd` in\n"
     "`vllm/v1/attention/ops/triton_decode_attention.py`.",
     "triton_shared_memory_exceeded", {"required_bytes": 102400, "limit_bytes": 101376},
     "attention_backend_gpu",
     "Kimi-K2.6-NVFP4 (MLA, Lk=576) served over eight GB10 / DGX Spark nodes (SM121) with --kv-cache-dtype fp8: vLLM's "
     "Triton MLA decode kernel (_decode_grouped_att_m_fwd, triton_decode_attention.py) pins BLOCK_DMODEL=512 / "
     "BLOCK_DPE=64 for MLA and keeps num_stages=2, because its NVIDIA fallback to num_stages=1 only fires for "
     "BLOCK_DMODEL >= 1024. With an fp8 KV cache the extra dequant staging makes the stage-1 tile need 102400 bytes of "
     "shared memory per block, 1024 over the 101376-byte limit of consumer / workstation Blackwell parts (GB10, "
     "SM120), so every decode dies on the first generated token. The kernel's tile against this GPU's per-block shared "
     "memory, not GPU memory, length or parallelism (with a bf16 KV cache the tile fits: 63488 bytes at num_stages=2).",
     "the reporter's root cause (the num_stages guard excludes MLA) and the fix PR #54013 ('[Bugfix] Drop num_stages "
     "for MLA decode with fp8 KV cache on small-smem GPUs', bojiang3, 'Fixes #53748', open in the stored text): fall "
     "back to num_stages=1 for MLA decode with an fp8 KV cache when the tile exceeds the opt-in limit (fp8 at "
     "num_stages=1 needs 83968 bytes on GB10); a vLLM build with it, or until then the default (bf16) KV cache "
     "instead of --kv-cache-dtype fp8 (PR #54013's measurement table: bf16 fits at num_stages 1 and 2)",
     release="0.26.1rc1.dev30+g5773c4e60.d20260728", gpu="NVIDIA GB10 (DGX Spark / ThinkStation PGX, SM121)", gpus=8,
     command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as stored up to the traceback sentence; the reporter's 'Root "
          "cause' section (the guard's code and the suggested 'or is_mla' change) after it is left out. The failure is "
          "on the first generated token, not during start-up (judgement call 5). The launch flags are listed in the "
          "environment, not as a command line, so command is None. gpus=8: one GB10 per node, 8 nodes, TP=8. "
          "--enforce-eager was already set (no CUDA-graph lever). Same message as the SM120 fixture vllm-46721 (Kimi "
          "K2.7, fp8 KV) and the same root cause family as vllm PR #46728 ('Fixes #46721').")

BATCH.write()
