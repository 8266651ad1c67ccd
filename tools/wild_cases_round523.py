"""Round-523 blind batch: vLLM start-up failures caused by TORCH.COMPILE / CUDA GRAPH / INDUCTOR / TRITON (Dynamo,
Inductor, AOT compile cache, Triton kernels), from any repository's issues, 2025-2026 preferred; collected by helper
wild523 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round523-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source threads
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues (no read_file / fetch / find_*: issue threads are not
files). 4 cases: Said-Akbar/triton-gcn5 #4 (2x Radeon VII gfx906, Triton flash-attention 'unsupported target'),
vllm #50891 (vLLM 0.28.0 on A100, AOT compile cache collision between limit_mm_per_prompt settings, 'NoneType' object
has no attribute 'size'), vllm #37858 (Python 3.10, 'standalone_compile ... does not have the attribute
FakeTensorMode', a regression fixed by PR #37158), facebookresearch/xformers #1138 (vLLM 0.6.3 on Windows, xformers'
Triton split-k kernels call triton.autotune(use_cuda_graph=...) which the installed Triton refuses). Every source was
checked with grep against /work/coord/USED_SOURCES.txt, the earlier rounds' skip lists (tools/wild_cases_round*.py)
and the other collectors' round-5xx files before it was spent on. The slice is very heavily mined (rounds 176, 339 and
453 covered it; about 45 of the ~55 threads the searches returned were used or in a skip list), so the yield is low.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #30441, #46169, #9094, #9341, #48749, #12498, #36802,
  #23200, #15276, #21858, #27040, #17344, #15992, #18730, #38884, #19332, #20881, #33428, #21028, #15329, #16984,
  #11643, #30392, #14075, #12438, #11587; weicj/vLLM-2080Ti-Definitive #68; instructlab #3466; FlashML FreeToken #246;
  nlzy/vllm-gfx906 #44, #48; sasha0552/pascal-pkgs-ci #5; ray #55209, #55929; SkyRL PRs #95/#2138/#2167/#2183 and
  #87; rllm PR #490; vector-inference #157; gateway-api-inference-extension #2243; vllm-project/recipes PR #551;
  huggingface/open-r1 #253; eugr/spark-vllm-docker #296 (one look-up spent before its skip-list entry was seen).
- Error line not in the stored chunk / no error text: vllm-ascend #11947 (Qwen3.5 cudagraph_mode FULL on v0.21.0rc1,
  only the launch script stored), vllm-ascend #9518 (A5 cudagraph_mode FULL), #3865/#3868 (Qwen3-Next graph mode,
  traceback cut before the exception), vllm #25960 (Llama-4 ChunkedLocalAttention FULL_AND_PIECEWISE; only the fix
  PRs #26033/#26034 are stored, no user log), vllm #16092 (TP2 server stops after torch.compile, env only), vllm
  #11450 (ROCm 32 GB card, BackendCompilerFailed "'int' object is not iterable" during V0 graph capture; the answer
  turn was not reachable, so no cause), verl PR #6728 (cuda_graph_sizes CLI change, no log), xorbitsai/inference
  #4636 (compilation_config through Xinference, traceback cut).
- Developer / CI / experimental, not a user's start-up: vllm PR #20059 comment (Maverick full_cuda_graph on a PR
  branch), vllm #30813 (backend='eager' in AOT mode), vllm #27283 (CI call_size hash bug; the CI twin of vllm-50891),
  pytorch/torchtitan #3669 and #3709 (RL generator's custom attention backend under VLLM_COMPILE / FULL cudagraphs),
  pytorch #170433 / #175435 (release CI), vllm #18421 comment (Llama-4 FP8 on a nightly wheel, error not stored),
  ServerlessLLM PR #263 (FakeTensor device propagation cpu/cuda:0 while porting to vLLM 0.9.0.1; the cause is not
  stated in the stored text), vllm PR #37158 (the fix PR for vllm-37858; its own stack trace is a developer's).
- Not vLLM or not a start-up failure: InternLM/lmdeploy #2544 and #3923, kvcache-ai/ktransformers #942, grgalex/nvshare
  #22, deepseek-ai/DeepSeek-V3 #691, a710128/nanovllm-voxcpm #63, ComfyUI threads, pytorch dynamic-shape issues;
  vllm #10244 (a one-line 'no module named triton' report without the platform; the answer assumes Windows).
- Same incident as a case: vllm #9701 turn 16 (the same user's xformers autotune traceback, cited in xformers-1138's
  note).

Judgement calls for the lead:
1. triton-gcn5-4: the error string is the issue title (Triton's MLIR location line for vLLM's triton_flash_attention.py
   and 'error: unsupported target: 'gfx906''); the body gives the platform. The reporter's own workaround
   (VLLM_USE_TRITON_FLASH_ATTN=0 works) is left out of the excerpt. Labels follow vllm-9319 (MI60 gfx906, the same
   Triton flash-attention kernel refused by LLVM): kind no_attention_backend, cause attention_backend_gpu.
2. vllm-50891: the excerpt is a commenter's (cadamcat) reproduction on 0.28.0 / A100, not the opener's log (the
   opener's traceback was not reachable); the commenter's diagnosing clauses ('Cache key is identical', the CI cross-
   reference, 'the stale artifact loads') were removed and the rest kept verbatim, so the excerpt still shows the
   'Directly load AOT compilation' line and the AttributeError. Labels torch_compile_error / torch_compile_error as
   round 453's compile-cache cases; the lead may want a 'compile_cache_stale' cause.
3. vllm-37858: the issue (open) has no answer in the stored text; the cause and fix come from vllm PR #37158 (merged
   2026-03-16), whose description quotes the identical message and names the regression (#36093) and the condition
   (Python <= 3.10; the reporter's paths are /usr/local/lib/python3.10). Kind torch_compile_error (the failure is in
   vLLM's Inductor standalone_compile path), cause release_regression, as vllm-21858-style cases.
4. xformers-1138: open, no answer stored; the error string is in the title and the traceback frames show xformers'
   splitk_kernels.py calling triton.autotune from LLM.__init__ of a vLLM 0.6.3.post2 egg on Windows (d:\\...). The
   cause is read from the message (the installed Triton's autotune does not take the use_cuda_graph keyword that this
   xformers passes: Triton and xformers out of step on a Windows install) -> dependency_version_mismatch for kind and
   cause, as the 27 earlier 'unexpected keyword argument' fixtures. Fix: none reached.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round523-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- triton-gcn5 #4: 2x Radeon VII (gfx906), ROCm 6.2.4, vllm-rocm from source -> Triton FA 'unsupported target'
case("triton-gcn5-4-2x-radeon-vii-gfx906-rocm624-triton-flash-attention-unsupported-target",
     "https://github.com/Said-Akbar/triton-gcn5/issues/4",
     "loc(\"/home/x670e/vllm/ogvllm/vllm/attention/ops/triton_flash_attention.py\":309:0): error: unsupported target: "
     "'gfx906'\n"
     "\n"
     "I'm using Ubuntu 24.04 with a 3.12.8 pyenv + ROCm 6.2.4 from the official repo for 24.04. I built both this repo "
     "and vllm-rocm but I'm getting this with 2x Radeon VII even though you clearly added gfx906 as a target here..? "
     "not sure if that is the cause of the crash.",
     "no_attention_backend", {}, "attention_backend_gpu",
     "vLLM built from source for ROCm 6.2.4 on two Radeon VII cards (gfx906, Vega 20) with the triton-gcn5 fork "
     "installed: vLLM's ROCm attention backend runs its Triton flash-attention kernel (triton_flash_attention.py), "
     "and the Triton/LLVM that compiles it at start-up refuses the gfx906 target ('error: unsupported target: "
     "'gfx906''). The attention backend's Triton kernel does not build for this GPU; not a memory problem.",
     "The reporter's own workaround in the thread: the launch works with VLLM_USE_TRITON_FLASH_ATTN=0 (vLLM's "
     "non-Triton ROCm attention path). A later commenter got DeepSeek-R1-Distill-Llama-70B GGUF running on gfx906 "
     "with the fork; no maintainer diagnosis is stored.",
     release="vllm-rocm built from source (Jan 2025) with Said-Akbar/triton-gcn5",
     gpu="AMD Radeon VII (gfx906)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title (the error line) and the description minus its last sentence (the workaround). "
          "The stored chunk has no log beyond that. Labels as vllm-9319 (MI60 gfx906, the same Triton FA kernel "
          "refused).")

# ---------------------------------------- vllm #50891: 0.28.0 on A100, gemma-4-31B w4a16, AOT compile cache reused across limit_mm_per_prompt -> 'NoneType' .size
case("vllm-50891-v0280-a100-gemma4-31b-aot-compile-cache-collision-nonetype-size",
     "https://github.com/vllm-project/vllm/issues/50891",
     "Confirmed on 0.28.0 (A100, flashinfer 0.6.16.post3)\n"
     "\n"
     "Repro, `google/gemma-4-31B-it-qat-w4a16-ct` (registers image, video, audio), backend unset:\n"
     "\n"
     "1. Run with `limit_mm_per_prompt={\"image\": 0}` — multimodal stays enabled (video/audio nonzero), "
     "`use_mm_prefix=True`, selector forced to TRITON_ATTN. AOT artifact saved under `torch_aot_compile/2a7f2e89…` "
     "(MTP config; the no-spec config maps to `2b4077ad…`).\n"
     "2. Same command with `{\"image\": 0, \"video\": 0, \"audio\": 0}` — now text-only mode, `mm_prefix` disabled, "
     "selector picks FLASH_ATTN + FLASHINFER. (`Directly load AOT compilation…2a7f2e89…`), and engine init dies in the "
     "compiled forward: `AttributeError: 'NoneType' object has no attribute 'size'` at dynamo `call_size`",
     "torch_compile_error", {}, "torch_compile_error",
     "vLLM's AOT torch.compile cache key does not include limit_mm_per_prompt / the multimodal configuration, although "
     "those settings change the model's forward signature (and here the attention backend). A second launch of the "
     "same model with different modality limits hashes to the same key, loads the artifact compiled for the first "
     "configuration (with guard checking disabled), and the compiled forward calls .size() on an input that is now "
     "None, so engine start-up dies. A stale/mismatched compile-cache artifact, not GPU memory or the model.",
     "In the thread: on a cold cache both configurations compile and run correctly (commenter cadamcat, fresh VM), so "
     "deleting the AOT compile cache under VLLM_CACHE_ROOT (torch_compile_cache / torch_aot_compile) or running with "
     "VLLM_DISABLE_COMPILE_CACHE=1 avoids the crash; the proper fix adds the disabled multimodal modalities to the "
     "cache hash (vllm PR #50908, referenced in the thread; merge state not visible).",
     release="0.28.0", gpu="NVIDIA A100", gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: a commenter's reproduction (the opener's log, vLLM 0.25.1 on RTX PRO 6000 Blackwell, was not "
          "reachable). The commenter's diagnosing clauses ('Cache key is identical, the stale artifact loads', the "
          "reference to the CI issue #27283) were removed; everything else is verbatim. The issue title names the "
          "cause and is left out.")

# ---------------------------------------- vllm #37858: Python 3.10, TP2 -> standalone_compile ... does not have the attribute 'FakeTensorMode'
case("vllm-37858-python310-tp2-standalone-compile-no-attribute-faketensormode-regression",
     "https://github.com/vllm-project/vllm/issues/37858",
     "(EngineCore pid=1179) INFO 03-23 14:51:16 [multiproc_executor.py:134] DP group leader: node_rank=0, "
     "node_rank_within_dp=0, master_addr=127.0.0.1, mq_connect_ip=172.17.0.6 (local), world_size=2, local_world_size=2\n"
     "(Worker pid=1346) INFO 03-23 14:51:25 [parallel_state.py:1395] world_size=2 rank=1 local_rank=1 "
     "distributed_init_method=tcp://127.0.0.1:36235 backend=nccl\n"
     "(Worker pid=1345) INFO 03-23 14:51:25 [parallel_state.py:1395] world_size=2 rank=0 local_rank=0 "
     "distributed_init_method=tcp://127.0.0.1:36235 backend=nccl\n"
     "(Worker pid=1345) INFO 03-23 14:51:26 [pynccl.py:111] vLLM is using nccl==2.27.5\n"
     "...\n"
     "(Worker_TP0 pid=1345) ERROR 03-23 14:52:02 [multiproc_executor.py:932] AttributeError: <function "
     "standalone_compile at 0x7faca423a8c0> does not have the attribute 'FakeTensorMode'\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099] EngineCore failed to start.\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099] Traceback (most recent call last):\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]   File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 1073, in run_engine_core\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]     engine_core = EngineCoreProc(*args, "
     "engine_index=dp_rank, **kwargs)\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]   File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/tracing/otel.py\", line 178, in sync_wrapper\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]     return func(*args, **kwargs)\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]   File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 839, in __init__\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]     super().__init__(\n"
     "(EngineCore pid=1179) ERROR 03-23 14:52:02 [core.py:1099]   File "
     "\"/usr/local/lib/python3.10/site-packages/vllm/v1/engine/core.py\", line 122, in __init__",
     "torch_compile_error", {}, "release_regression",
     "A vLLM regression (introduced by PR #36093) in the Inductor compile path: vLLM mock.patches "
     "standalone_compile.FakeTensorMode, and on Python <= 3.10 that attribute path does not resolve, so the first "
     "torch.compile during the workers' memory profiling raises AttributeError and the engine core fails to start. The "
     "reporter runs Python 3.10 (/usr/local/lib/python3.10/site-packages); not a GPU, memory or model problem.",
     "vllm PR #37158 (merged 2026-03-16, 'Fix mock.patch resolution failure for standalone_compile.FakeTensorMode on "
     "Python <= 3.10') fixes exactly this crash: use a vLLM build that contains it, or run vLLM under Python >= 3.11. "
     "The issue itself has no answer in the stored text.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM,
     note="Excerpt: two stored chunks of the opener's log (the worker start-up lines and the error / EngineCore "
          "traceback); '...' marks the lines in between (FutureWarnings and the worker traceback) that were not "
          "reachable. The vLLM version is not in the stored text (the regression window is between PR #36093 and "
          "PR #37158, March 2026). world_size=2 suggests TP 2 but the flag is not shown, so no numbers.")

# ---------------------------------------- xformers #1138: vLLM 0.6.3.post2 on Windows, LLM() -> xformers split-k triton.autotune(use_cuda_graph=...) TypeError
case("xformers-1138-vllm-063-windows-llm-init-triton-autotune-unexpected-use-cuda-graph",
     "https://github.com/facebookresearch/xformers/issues/1138",
     "vllm 0.6.3 createLLM error TypeError: autotune() got an unexpected keyword argument 'use_cuda_graph' on windows\n"
     "\n"
     "File d:\\my\\env\\python3.10.10\\lib\\site-packages\\vllm-0.6.3.post2.dev156+g04a3ae0a.d20241030-py3.10.egg\\vllm"
     "\\entrypoints\\llm.py:198, in LLM.__init__(self, model, tokenizer, tokenizer_mode, skip_tokenizer_init, "
     "trust_remote_code, tensor_parallel_size, dtype, quantization, revision, tokenizer_revision, seed, "
     "gpu_memory_utilization, swap_space, cpu_offload_gb, enforce_eager, max_context_len_to_capture, "
     "max_seq_len_to_capture, disable_custom_all_reduce, disable_async_output_proc, mm_processor_kwargs, task, **kwargs)\n"
     "...\n"
     "File d:\\my\\env\\python3.10.10\\lib\\site-packages\\xformers\\ops\\fmha\\_triton\\splitk_kernels.py:614, in "
     "autotune_kernel(kernel)\n"
     "    [604](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:604) "
     "WARPS_VALUES = [1, 2, 4]\n"
     "    [606](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:606) "
     "TRITON_CONFIGS = [\n"
     "    [607](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:607)     "
     "gen_config(block_m, block_n, stages, warps)\n"
     "    [608](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:608)     "
     "for block_m in BLOCK_M_VALUES\n"
     "   (...)\n"
     "    [611](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:611)     "
     "for warps in WARPS_VALUES\n"
     "    [612](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:612) ]\n"
     "--> [614](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:614) "
     "kernel = triton.autotune(\n"
     "    [615](file:///D:/my/env/python3.10.10/lib/site-packages/xformers/ops/fmha/_triton/splitk_kernels.py:615)     "
     "configs=TRITON_CONFIGS,",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.6.3.post2 built from source on Windows (Python 3.10): creating LLM() imports xformers' Triton split-k "
     "attention kernels, which wrap them with triton.autotune(..., use_cuda_graph=...); the Triton installed in that "
     "Windows environment has an autotune() that does not accept the use_cuda_graph keyword, so import fails with a "
     "TypeError. xformers and the (Windows) Triton build are out of step; not a GPU or memory problem.",
     "no fix reached in the stored text (open). From the message: install a Triton whose triton.autotune accepts "
     "use_cuda_graph together with that xformers (or an xformers build matching the installed Triton).",
     release="0.6.3.post2.dev156+g04a3ae0a (built from source, Windows)", gpu=None, gpus=None,
     command="LLM(...) in Python (Windows)",
     forbidden=_MEM,
     note="Excerpt: the issue title (the only place the final TypeError line is stored) and the traceback frames of "
          "the description as two stored chunks show them; '...' marks frames in between that were not reachable. The "
          "same user's traceback also appears in vllm #9701 (turn 16), the same incident.")

if __name__ == "__main__":
    BATCH.write()
