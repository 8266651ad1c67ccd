"""Round-548 blind batch: vLLM start-up failures from the LEADS that this session's other collectors named (intel-xpu-
backend-for-triton, flashinfer-ai/flashinfer, ovg-project/kvcached, MiniMax-AI repos, a few vLLM threads) and from the
neighbouring threads on the same subjects (the NVFP4 / MXFP4 MoE clamped SwiGLU-OAI activation of MiniMax-M3, vLLM on
Intel XPU); collected by helper wild548 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round548-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and, where said, the fix PR that names the thread). Excerpts are the text as the search tool's issues corpus shows it;
the fix / the reporter's own root-cause analysis is left out of the excerpt.

Look-ups: 17 of the 35 allowed, all ``search`` corpus=issues. 5 cases: intel-xpu-backend-for-triton #7158 (MRV2 refusing
hybrid/mamba models), flashinfer #3732 (MiniMax-M3-NVFP4 on 4x DGX Spark: no NvFp4 MoE backend), vllm #45624
(MiniMax-M3-NVFP4 on sm_100: 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit'), vllm #51028 (MiniMax-M3 MXFP4 W4A4
compressed-tensors: the same assert, another quantization path), vllm PR #35610 (vLLM on Intel XPU, TP2: torch
inductor's TritonMissing). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Leads already used (USED_SOURCES.txt): flashinfer-ai/flashinfer #3486; kyuz0/amd-strix-halo-vllm-toolboxes #36.
- Leads named in earlier rounds' skip lists (not re-opened): intel-xpu-backend-for-triton #7322 (a twin of #7166, rounds
  355 / 367); vllm #6464 (rounds 107 / 494 / 503: one-line body, no answer); modelscope/ms-swift #6038 (rounds 330, 407,
  497, 542: no reply stored); MiniMax-AI/MiniMax-M2.5 #30 (about fifteen rounds: the stored chunk stops in the Slurm
  script; re-checked here with two searches, still only the script); MiniMax-AI/MiniMax-M2 #84 (retry warning only).
- Error line not in the stored chunk: ovg-project/kvcached #267 (vLLM 0.16.0 + kvcached with --kv-offloading-size 4 on
  an A6000; three searches, every one returns the same first chunk, which stops in the traceback's frames before the
  exception line; kvcached PR #269 describes the cause -- OffloadingConnector's cross-layer uniform KV allocation
  bypassing kvcached's allocator -- but the thread's error text is not reachable); intel-xpu-backend-for-triton #6056
  ('No module named vllm_xpu_kernels._C' from the project's test script; only pip output stored).
- Not searched for lack of a reachable thread: vllm #32373 and #30633 (a search for #32373 brought neither);
  kubernetes/examples PR #582 (a fix without the error text, per round 542).
- Skipped as named in earlier skip lists: flashinfer-ai/flashinfer #2252, #1532; eugr/spark-vllm-docker #406, #267;
  vllm #45661 (DeepSeek-V4-Flash-NVFP4 on RTX PRO 6000, 'No NvFp4 MoE backend supports ...'), #50705.
- Leads for other collectors (fresh when checked, not spent on): vllm #48921 (Step-3.7-Flash-NVFP4 at TP=8 on B300:
  FlashInfer-CUTLASS lacks SWIGLUSTEP, a feature request; error text not seen in the chunk); vllm #45859 (DeepSeek-V4
  NVFP4 on SM80/89/90: 'No NvFp4 MoE backend supports the deployment configuration', fixed by merged PR #45836; the
  issue itself did not come up in a search); vllm #51013 ('EngineCore Fatal Error on KV offloading attempt', tencent/
  Hy3-FP8 TP8 with --kv-offloading-size 256 on v0.26.0; closed); vllm #38041 is in round 129's skip list.

Judgement calls for the lead:
1. intel-xpu-7158 is a CI test run (vLLM's unit tests on Intel PVC / BMG with the V2 model runner), not a user's
   vllm serve -- the same shape as the round-121 fixture intel-xpu-7166 (its twin for ngram spec decode); kind/cause
   vllm_check_failed as there. The lead may drop it as a test, or keep it as the hybrid/mamba variant of the same check.
2. flashinfer-3732: the reporter pasted three errors (the unmodified vLLM, a forced --moe-backend flashinfer_cutlass,
   and a locally patched vLLM); the excerpt keeps the first two (both vLLM's own refusals of the same deployment) and
   leaves out the patched-vLLM third. kind/cause vllm_check_failed, as flashinfer-3486 and vllm-pr46492 label the NVFP4
   MoE oracle's refusals. No fix is in the stored thread (closed; only the reporter's cc to a FlashInfer maintainer).
   Forbidden --moe-backend flashinfer_trtllm: the refusal's own advice names it, but that backend is SM100-only and the
   GPUs are sm12x.
3. vllm-45624 and vllm-51028: 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit' is an assert of vLLM's own
   (fused_moe/activation.py, per #51028), so kind vllm_check_failed; the cause is that the quantized MoE path (NVFP4
   backend selection / the compressed-tensors W4A4 MXFP4 method) never hands the model's swiglu_limit to the kernel
   config: a vLLM quantization-path bug, labelled quantization_kernel_bug (no better cause label exists; the lead may
   prefer vllm_check_failed). Both reporters' root-cause analyses (code references) are left out of the excerpts.
   vllm-45624 names no single fix: the issue is closed, and the stored text holds no closing comment.
4. vllm-pr35610 is a fix PR (closed, not merged, in the stored copy). Its description quotes the author's own failed
   launch and the TritonMissing traceback tail; the line 'This error can also be solved by passing --enforce-eager'
   between the heading and the log block is left out (it is a fix). kind/cause dependency_missing: torch inductor's
   'Cannot find a working triton installation' is no vLLM message and no C-compiler case (triton_compiler_missing);
   the package missing is pytorch-triton-xpu. max_model_len '96K' is printed in that form, so it is not in numbers.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round548-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- intel-xpu-backend-for-triton #7158: vLLM's MRV2 unit tests on PVC / BMG -> VLLM_USE_V2_MODEL_RUNNER does not yet support: hybrid/mamba models
case("intel-xpu-7158-model-runner-v2-rejects-hybrid-mamba-models",
     "https://github.com/intel/intel-xpu-backend-for-triton/issues/7158",
     "Fails on both PVC and BMG.\n"
     "\n"
     "Error:\n"
     "```\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
     "  Value error, VLLM_USE_V2_MODEL_RUNNER does not yet support: hybrid/mamba models [type=value_error, "
     "input_value=ArgsKwargs((), {'model_co... use_non_causal=False)}), input_type=ArgsKwargs]\n"
     "    For further information visit https://errors.pydantic.dev/2.13/v/value_error\n"
     "```\n"
     "\n"
     "Failing tests:\n"
     "```\n"
     "tests/v1/worker/test_gpu_model_runner.py::test_hybrid_attention_mamba_tensor_shapes\n"
     "tests/v1/worker/test_gpu_model_runner.py::test_mamba_cache_raises_when_max_num_seqs_exceeds_blocks\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "intel/intel-xpu-backend-for-triton#7158 (2026-06-09, quinnlp): vLLM's GPU-model-runner unit tests for hybrid "
     "attention / Mamba models, run on Intel PVC and BMG GPUs with the V2 model runner selected "
     "(VLLM_USE_V2_MODEL_RUNNER), fail at VllmConfig validation because the V2 model runner explicitly rejects "
     "hybrid/mamba models. The reporter: 'This issue is not compiler-related.' Not memory, not the GPU.",
     "not stated in the stored thread (open). What the message implies: run hybrid/mamba models on the V1 model runner "
     "(leave VLLM_USE_V2_MODEL_RUNNER unset / 0) until MRV2 supports them",
     release="not stated (a mid-2026 vLLM with the V2 model runner; pydantic 2.13)",
     gpu="Intel PVC / BMG (XPU)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description as stored, less its first two sentences ('This issue is not compiler-related. "
          "The vLLM v2 model runner explicitly rejects hybrid/mamba models.'), which are the reporter's diagnosis. A CI "
          "test run, twin of intel-xpu-7166 (ngram spec decode) on the same tracker: judgement call 1.")

# ---------------------------------------- flashinfer #3732: nvidia/MiniMax-M3-NVFP4 on 4x DGX Spark (sm12x) -> No NvFp4 MoE backend supports the deployment configuration
case("flashinfer-3732-minimax-m3-nvfp4-4x-dgx-spark-sm12x-no-nvfp4-moe-backend-swigluoai-uninterleave",
     "https://github.com/flashinfer-ai/flashinfer/issues/3732",
     "Running nvidia/MiniMax-M3-NVFP4 on 4x DGX Spark (sm12x) currently fails because of missing support for "
     "SWIGLUOAI_UNINTERLEAVE activation in Flashinfer MoE backend.\n"
     "\n"
     "If running on unmodified vLLM, it it fails one of the guards with:\n"
     "\n"
     "```\n"
     "(Worker_TP0 pid=136) ERROR 06-25 02:49:28 [multiproc_executor.py:898] NotImplementedError: No NvFp4 MoE backend "
     "supports the deployment configuration.\n"
     "```\n"
     "\n"
     "Or when forcing `--moe-backend flashinfer_cutlass`:\n"
     "\n"
     "```\n"
     "(Worker_TP0 pid=137) ERROR 06-25 19:52:59 [multiproc_executor.py:898] ValueError: Model sets swiglu_limit=7.0, "
     "but the explicitly requested moe_backend='flashinfer_cutlass' does not apply the SwiGLU clamp. Use "
     "'flashinfer_trtllm' or 'flashinfer_cutlass' instead.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "nvidia/MiniMax-M3-NVFP4 on four DGX Sparks (GB10, sm12x), June 2026: the model's MoE uses the clamped "
     "SWIGLUOAI_UNINTERLEAVE activation (swiglu_limit=7.0). vLLM's NVFP4 MoE oracle keeps only the backends it counts "
     "as applying the SwiGLU clamp, and none of those runs this activation on sm12x (FlashInfer's MoE backends lacked "
     "SWIGLUOAI_UNINTERLEAVE there; forcing flashinfer_cutlass is refused for the clamp, and with vLLM's guard "
     "patched the CUTLASS kernel refuses the activation). A missing kernel path for this model on this GPU, not "
     "memory or a launch mistake.",
     "not reached in the stored thread (closed; the only comment is the reporter's cc to FlashInfer maintainer "
     "bkryu). What is needed: FlashInfer / vLLM support for SWIGLUOAI_UNINTERLEAVE on an sm12x NVFP4 MoE backend; "
     "until then the NVFP4 checkpoint does not start on DGX Spark",
     release="not stated (June 2026; a vLLM with --moe-backend and MiniMax-M3 support)",
     gpu="NVIDIA DGX Spark (GB10, sm12x)", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4},
                       {"flag": "--moe-backend", "value": "flashinfer_trtllm"}],
     note="Excerpt: the issue description as stored up to the second error; the third paragraph (a locally patched "
          "vLLM guard and the CUTLASS kernel's refusal of MoEActivation.SWIGLUOAI_UNINTERLEAVE) is left out, as it is "
          "not what an unmodified vLLM prints. The first sentence is the reporter's own reading and is kept, as "
          "flashinfer-3486 kept its intro. gpus=4 from '4x DGX Spark' (one GB10 each). Judgement call 2.")

# ---------------------------------------- vllm #45624: MiniMax-M3 NVFP4 (ModelOpt) on Blackwell sm_100/103, v0.23.0 -> 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit'
case("vllm-45624-minimax-m3-nvfp4-blackwell-sm100-v0230-swigluoai-uninterleave-requires-clamp-limit",
     "https://github.com/vllm-project/vllm/issues/45624",
     "### Your current environment\n"
     "\n"
     "vLLM mainline (verified at HEAD / v0.23.0) and the day-0 `vllm/vllm-openai:minimax-m3`\n"
     "build. NVFP4 fused-MoE path on Blackwell (sm_100/sm_103).\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "At engine warmup the model dies with:\n"
     "```\n"
     "RuntimeError: Worker failed with error 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit'\n"
     "```",
     "vllm_check_failed", {}, "quantization_kernel_bug",
     "vllm#45624 (2026-06-15, Edwardf0t1): serving a ModelOpt NVFP4 MiniMax-M3 checkpoint (experts with "
     "hidden_act='swigluoai', gate/up packed uninterleaved, a swiglu_limit clamp) on Blackwell with v0.23.0 / the "
     "day-0 minimax-m3 image: no NVFP4 fused-MoE backend supports SWIGLUOAI_UNINTERLEAVE together with the clamp -- "
     "with swiglu_limit set the oracle keeps only FLASHINFER_TRTLLM, whose kernel has no swigluoai activation, and "
     "FLASHINFER_CUTLASS is not in the clamp-capable set nor lists the uninterleaved variant -- so the engine dies at "
     "warmup on the activation's clamp assert. A vLLM NVFP4 MoE gap for this model, not memory or the launch flags.",
     "not stated in the stored thread (closed; no closing comment stored). The reporter's analysis points at adding "
     "clamp / SWIGLUOAI_UNINTERLEAVE support to an NVFP4 MoE backend in vLLM (a newer vLLM with that support)",
     release="0.23.0 (and the vllm/vllm-openai:minimax-m3 image)",
     gpu="NVIDIA Blackwell (sm_100 / sm_103)", gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the environment section and the error; the bug section's bold summary and 'Root cause (file "
          "references at HEAD)' between them are left out (the reporter's diagnosis). The title also states the "
          "diagnosis ('NVFP4 fused MoE has no backend for SWIGLUOAI_UNINTERLEAVE + SwiGLU clamp (blocks MiniMax-M3 "
          "NVFP4)'). Judgement call 3.")

# ---------------------------------------- vllm #51028: MiniMax-M3 MXFP4 W4A4 (compressed-tensors) on a 12.1a build -> 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit'
case("vllm-51028-minimax-m3-mxfp4-w4a4-compressed-tensors-sm121-swigluoai-uninterleave-requires-clamp-limit",
     "https://github.com/vllm-project/vllm/issues/51028",
     "```text\n"
     "NVIDIA_DRIVER_CAPABILITIES=compute,utility\n"
     "NCCL_VERSION=2.28.3-1\n"
     "NVIDIA_PRODUCT_NAME=CUDA\n"
     "MAX_JOBS=16\n"
     "TORCH_CUDA_ARCH_LIST=12.1a\n"
     "PYTORCH_NVML_BASED_CUDA_CHECK=1\n"
     "TORCHINDUCTOR_COMPILE_THREADS=1\n"
     "TORCHINDUCTOR_CACHE_DIR=/tmp/torchinductor_root\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "## 🐛 Describe the bug\n"
     "\n"
     "Serving a compressed-tensors **MXFP4 W4A4** MoE model whose MoE uses the clamped\n"
     "SwiGLU-OAI activation (MiniMax-M3 with `activation=\"swigluoai_uninterleave\"`)\n"
     "crashes at startup:\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error 'SWIGLUOAI_UNINTERLEAVE requires clamp_limit'\n"
     "```",
     "vllm_check_failed", {}, "quantization_kernel_bug",
     "vllm#51028 (2026-08-04, Stupidoodle): a compressed-tensors MXFP4 W4A4 MiniMax-M3 (olka-fi/MiniMax-M3-MXFP4, per "
     "the fix PR) crashes at start-up on the clamp assert in fused_moe/activation.py's apply_moe_activation because "
     "CompressedTensorsW4A4Mxfp4MoEMethod.get_fused_moe_quant_config builds the FusedMoEQuantConfig without the "
     "layer's swiglu_limit / swiglu_alpha / swiglu_beta, so clamp_limit is None although the model config gives it "
     "(the sibling compressed-tensors MoE methods forward them). A vLLM quantization-path bug, not memory or flags.",
     "the reporter's PR vllm#51029 ('[Bugfix] Forward SwiGLU clamp/alpha/beta in compressed-tensors W4A4 MXFP4 MoE', "
     "'Fixes #51028'; open in the stored copy) passes the three parameters at the Marlin and CUTLASS W4A4 call sites; "
     "run a vLLM with that change",
     release="not stated in the chunk (main @ a1657a023, August 2026)",
     gpu="not stated (TORCH_CUDA_ARCH_LIST=12.1a: a GB10 / sm_121 build)", gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: the end of the environment block and the bug section up to the error, as stored (the turn-0 "
          "chunk starts inside the environment block); the 'Root cause' section after it is left out. The model id "
          "comes from the fix PR #51029's description, not from the issue's chunk. Judgement call 3.")

# ---------------------------------------- vllm PR #35610: Devstral-Small-2-24B on Intel XPU, TP2 -> torch._inductor.exc.TritonMissing
case("vllm-pr35610-devstral-small-2-24b-xpu-tp2-inductor-tritonmissing-no-pytorch-triton-xpu",
     "https://github.com/vllm-project/vllm/pull/35610",
     "Resolve error messages related to Triton backend when starting `vllm serve`.\n"
     "\n"
     "```\n"
     "CCL_TOPO_FABRIC_VERTEX_CONNECTION_CHECK=0 VLLM_SLEEP_WHEN_IDLE=1 vllm serve \\\n"
     "  mistralai/Devstral-Small-2-24B-Instruct-2512 --tool-call-parser mistral \\\n"
     "  --enable-auto-tool-choice --port 8080 --max-model-len 96K --gpu-memory-utilization 0.95 \\\n"
     "  --max-num-seqs 1 --tensor-parallel-size 2\n"
     "```\n"
     "\n"
     "### TritonMissing\n"
     "\n"
     "```\n"
     "(Worker pid=1043962) (Worker_TP0 pid=1043962) ERROR 03-01 07:54:11 [multiproc_executor.py:880]   File "
     "\"/home/vllm/.venv/lib/python3.12/site-packages/torch/_inductor/scheduler.py\", line 5433, in create_backend\n"
     "(Worker pid=1043962) (Worker_TP0 pid=1043962) ERROR 03-01 07:54:11 [multiproc_executor.py:880]     raise "
     "TritonMissing(inspect.currentframe())\n"
     "(Worker pid=1043962) (Worker_TP0 pid=1043962) ERROR 03-01 07:54:11 [multiproc_executor.py:880] "
     "torch._inductor.exc.TritonMissing: Cannot find a working triton installation. Either the package is not "
     "installed or it is too old. More information on installing Triton can be found at: "
     "https://github.com/triton-lang/triton\n"
     "```",
     "dependency_missing", {"gpu_memory_utilization": 0.95, "tensor_parallel_size": 2, "max_num_seqs": 1},
     "dependency_missing",
     "vllm PR #35610 (andswitch, 2026-02-28, '[Fix][XPU] TRITON_ATTN: add pytorch-triton-xpu to xpu requirements'): "
     "on an Intel XPU install of vLLM, vllm serve of Devstral-Small-2-24B at TP 2 compiles the model with torch "
     "inductor, which found no usable Triton because the XPU requirements did not install pytorch-triton-xpu (the "
     "XPU build of Triton); the same missing package breaks --attention-backend TRITON_ATTN. Not memory, not the GPU "
     "count.",
     "the PR adds pytorch-triton-xpu to vLLM's XPU requirements, i.e. install pytorch-triton-xpu into the environment; "
     "the author notes that --enforce-eager also avoids this error (no inductor compile). The PR is closed, not "
     "merged, in the stored copy",
     release="not stated (a source / venv install of vLLM on XPU, March 2026)",
     gpu="Intel GPU (XPU; model not stated)", gpus=2,
     command="CCL_TOPO_FABRIC_VERTEX_CONNECTION_CHECK=0 VLLM_SLEEP_WHEN_IDLE=1 vllm serve "
             "mistralai/Devstral-Small-2-24B-Instruct-2512 --tool-call-parser mistral --enable-auto-tool-choice "
             "--port 8080 --max-model-len 96K --gpu-memory-utilization 0.95 --max-num-seqs 1 --tensor-parallel-size 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the PR description's purpose line, command and TritonMissing block; the bold line between the "
          "heading and the log ('This error can also be solved by passing --enforce-eager') and the later "
          "'triton.next_power_of_2' section (TRITON_ATTN) are left out. A fix PR: judgement call 4.")

BATCH.write()
