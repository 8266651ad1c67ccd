"""Round-458 blind batch: vLLM start-up failures reported on (or traced through) the trackers of the KERNEL LIBRARIES
and FRAMEWORKS vLLM runs on (Triton, NVIDIA CUTLASS via vLLM's CUTLASS kernels, FlashInfer, flash-attention, xFormers,
DeepGEMM, FlashMLA, bitsandbytes, ROCm aiter, PyTorch), collected by helper wild458 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round458-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` corpus=issues (no find_string / read_file / fetch); 4 cases. Every source
was checked with grep -F against /work/coord/USED_SOURCES.txt, against the earlier rounds' skip lists
(tools/wild_cases_round*.py) and against tests/golden/wild before it was spent on.

Slice yield, for the lead: the issues corpus rarely returns the kernel-library trackers themselves for 'vLLM fails at
start-up' queries (it answers with vllm-project/vllm threads), and what it does return from them is mostly already
used (flashinfer #1180/#3486, triton #7964/#8182/#8539, aiter #548/#1415/..., DeepGEMM #317, pytorch #137695/...).
So the round has one case from a kernel-library tracker proper (triton-lang/triton #8096) and takes the rest from
vllm-project/vllm threads whose failing component is one of the slice's libraries (vLLM's CUTLASS FP8 kernels,
FlashInfer), where
the cause is pinned by a merged PR, the reporter's own diagnosis or a reporter-confirmed fix.

Cases:
- triton-lang/triton #8096: vLLM offline LLM(...) on Jetson Thor (sm_110a), Triton's bundled ptxas does not know
  sm_110a -> 'ptxas fatal : Value 'sm_110a' is not defined for option 'gpu-name''.
- vllm-project/vllm #40758: Qwen3.6-35B-A3B-FP8 on GB10 (SM 12.1), vLLM nightly image, cutlass_scaled_mm /
  'cutlass_gemm_caller ... Error Internal' in the profile run; fixed by merged PR #41215 (arch guard enable_sm120_only
  -> enable_sm120_family).
- vllm-project/vllm #39367: block-FP8 model on GB300 (cc 10.3), vLLM 0.19.0, CUTLASS block FP8 kernel 'RuntimeError:
  Error Internal' in the profile/dummy run; the reporter's patch (Triton fallback) works.
- vllm-project/vllm #6198: VLLM_ATTENTION_BACKEND=FLASHINFER with google/gemma-2-9b on vLLM 0.5.1 without the
  flashinfer package -> "TypeError: 'NoneType' object is not callable"; installing the flashinfer wheel fixed it
  (reporter confirmed).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / golden): kserve #4875, #4565; gpustack #3656, #4372; rocm-cli #257; triton #8182,
  #8539; vllm #22331, #29469, #21633, #32109, #43367, #40934, #29943, #53320, #23176, #13258, #8841, #12498, #36802,
  #50705; DeepGEMM #317 (URL used; its class is in vllm-41027 / vllm-40851); yhfgyyf/vllm-deepseek-v4-sm89 #90;
  SystemPanic/flashinfer-windows #6; community-scripts/ProxmoxVED #2047.
- Named in earlier rounds' skip lists (not re-opened): vllm #21960, #36077, #27729, #49497, #26565, #31269, #27542,
  #32575, #40802, PR #51959; NixOS/nixpkgs #406675; unsloth #1770.
- Error line or resolution not in the stored text: flashinfer-ai/flashinfer #2032 (vLLM main + flashinfer 0.5.0 with
  deepep_high_throughput, gpt-oss-20b DP=2 EP; open, the traceback is cut before the error line); facebookresearch/
  xformers #1191 (vLLM 0.6.6, InternVL2.5-4B, 'No operator found for memory_efficient_attention_forward ... xFormers
  wasn't build with CUDA support' while xformers.info lists cutlassF-pt available; closed, no answer in the stored
  text, the cause is not pinned); vllm #11653 (same xFormers message on a float32 embedding model, mixed causes:
  dtype float32 and 'wasn't build with CUDA support'); vllm #20556 / #20558 / #20559 (flash_attn_varlen_func()
  unexpected keyword 'num_splits', open, no diagnosis); vllm #7191 ('softcap' keyword, a commenter's untested
  suggestion only); vllm #15389 (VLLM_ATTENTION_BACKEND=FLASHINFER, 'NoneType' object is not callable, closed, no
  answer in the stored text); vllm #6991, #6169, #6237, #6192 (same FlashInfer NoneType class as vllm-6198; body log
  not in the stored text or mixed answers); vllm #6445 (skip list); openai/openai-cookbook #1994 (vllm
  0.10.1+gptoss with flash-attn 2.8.0, 's_aux' keyword; closed, no answer visible); vllm #29317 (Thor triton 3.5
  gpt-oss, env block only); vllm #52732 (DSv4 on GB10, DeepGEMM pin; the stored description shows code, not the
  error line; its class is already covered twice).
- Not a vLLM start-up failure: triton-lang/triton #8539 (Triton tutorial on DGX Spark, not vLLM; its maintainer answer
  is cited in triton-8096's fix), pytorch/pytorch #166169 (performance regression), #119932 (plain torch import),
  NVIDIA/cutlass #2751 (cutlass profiler), sglang #25877 (SGLang), flashinfer #926 (SGLang).

Judgement calls for the lead:
1. triton-8096: no fix is stated inside the stored text of #8096 (open). The cause is read from the message (the
   ptxas binary Triton bundles predates sm_110a) and pinned by neighbouring maintainer material: triton #8539
   (maintainer masahi: 'fixed by using PTXAS shipped with CUDA 13 ... TRITON_PTXAS_PATH', confirmed by a user) and
   pytorch PRs #163972 / #163988 (Triton release/3.5.x ships a CUDA 12.8 ptxas; bundle a CUDA 13 ptxas 'so that it can
   help ... new devices like THOR and Spark'), and triton PR #10462 (separate ptxas-thor for sm_110). kind/cause
   cuda_no_kernel_image, as vllm-34470 (Thor sm_110a), vllm-29469 and recipes-deepseek-v32 (ptxas sm_1xxa) used.
2. vllm-40758: the issue was filed with the 'CI Failure' template but is a user's start-up failure (OpenAI server,
   FP8 model, GB10); kind/cause quantization_kernel_bug as the earlier CUTLASS 'Error Internal' fixtures
   (vllm-40934, vllm-43367, vllm-11756). The excerpt has the error only in the issue's own summary lines (the stored
   chunk stops in the launch args, before the pasted traceback).
3. vllm-39367: the only error text is the reporter's sentence quoting 'RuntimeError: Error Internal' (the traceback is
   beyond the stored chunk). The fix is the reporter's own patch (fall back to Triton for cc >= 100), not an upstream
   fix; compute_capability 10.3 is taken from the reporter's 'cc=10.3'. kind/cause quantization_kernel_bug.
4. vllm-6198: same message class as vllm-7070 / vllm-13258 (FlashInfer backend forced, package missing); taken
   because it is a different release (0.5.1), model and launch (api_server CLI) with a reporter-confirmed fix. The
   error line is only in the issue title in the stored text. Numbers: the printed defaults gpu_memory_utilization 0.9
   and tensor_parallel_size 1 (drop them if the lead counts only numbers that bear on the failure).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round458-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- triton #8096: vLLM on Jetson Thor (sm_110a), nvidia/Qwen3-30B-A3B-FP4 -> ptxas fatal: Value 'sm_110a' is not defined
case("triton-8096-jetson-thor-vllm-qwen3-30b-a3b-fp4-ptxas-sm110a-not-defined",
     "https://github.com/triton-lang/triton/issues/8096",
     "Triton not detect Thor\n"
     "\n"
     "### Describe the bug\n"
     "\n"
     "ptxas fatal   : Value 'sm_110a' is not defined for option 'gpu-name'\n"
     "\n"
     "```bash\n"
     "(jetson) jetson@jat-bsp0807:~$ python3 test_vllm.py \n"
     "/home/jetson/.venv/lib/python3.12/site-packages/torch/cuda/__init__.py:63: FutureWarning: The pynvml package is "
     "deprecated. Please install nvidia-ml-py instead. If you did not install pynvml directly, please report this to the "
     "maintainers of the package that installed pynvml for you.\n"
     "  import pynvml  # type: ignore[import]\n"
     "testing vLLM...\n"
     "INFO 09-06 23:24:42 [__init__.py:241] Automatically detected platform cuda.\n"
     "✅ Memory cleared\n"
     "INFO 09-06 23:24:44 [utils.py:328] non-default args: {'gpu_memory_utilization': 0.5, 'disable_log_stats': True, "
     "'enforce_eager': True, 'model': 'nvidia/Qwen3-30B-A3B-FP4'}\n"
     "INFO 09-06 23:24:50 [__init__.py:745] Resolved architecture: Qwen3ForCausalLM\n"
     "`torch_dtype` is deprecated! Use `dtype` instead!\n"
     "INFO 09-06 23:24:50 [__init__.py:1778] Using max model len 40960\n"
     "WARNING 09-06 23:24:51 [_ipex_ops.py:16] Import error msg: No module named 'intel_extension_for_pytorch'\n"
     "INFO 09-06 23:24:52 [scheduler.py:222] Chunked prefill is enabled with max_num_batched_tokens=8192.\n"
     "WARNING 09-06 23:24:52 [modelopt.py:594] Detected ModelOpt NVFP4 checkpoint. Please note that the format is "
     "experimental and could change in future.\n"
     "...\n"
     "(EngineCore_0 pid=9492)   File \"/home/jetson/.venv/lib/python3.12/site-packages/triton/runtime/jit.py\", line "
     "733, in run\n"
     "(EngineCore_0 pid=9492)     kernel = self._do_compile(key, signature, device, constexprs, options, attrs, warmup)\n"
     "(EngineCore_0 pid=9492)   File \"/home/jetson/.venv/lib/python3.12/site-packages/triton/runtime/jit.py\", line "
     "861, in _do_compile\n"
     "(EngineCore_0 pid=9492)     kernel = self.compile(src, target=target, options=options.__dict__)\n"
     "(EngineCore_0 pid=9492)   File \"/home/jetson/.venv/lib/python3.12/site-packages/triton/compiler/compiler.py\", "
     "line 319, in compile\n"
     "(EngineCore_0 pid=9492)     next_module = compile_ir(module, metadata)\n"
     "(EngineCore_0 pid=9492)   File \"/home/jetson/.venv/lib/python3.12/site-packages/triton/backends/nvidia/"
     "compiler.py\", line 520, in <lambda>\n"
     "(EngineCore_0 pid=9492)     stages[\"cubin\"] = lambda src, metadata: self.make_cubin(src, metadata, options, "
     "self.target.arch)",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "vLLM (offline LLM(...) with nvidia/Qwen3-30B-A3B-FP4, enforce_eager, gpu_memory_utilization 0.5) on an NVIDIA "
     "Jetson Thor (sm_110a). When the engine ran its first Triton kernel, Triton compiled it to PTX and called the "
     "ptxas binary it bundles (a CUDA 12.8-era ptxas in Triton release/3.5.x), which does not know the sm_110a target, "
     "so compilation died with 'ptxas fatal : Value 'sm_110a' is not defined for option 'gpu-name''. A toolchain / GPU "
     "architecture gap in Triton's bundled ptxas, not a memory or configuration problem.",
     "not reached inside the stored text of #8096 (open). Pinned by neighbouring maintainer material: for the same "
     "message on sm_121a, Triton maintainer masahi (triton #8539): 'fixed by using PTXAS shipped with CUDA 13. Try "
     "setting TRITON_PTXAS_PATH to /usr/local/cuda/bin/ptxas', confirmed by a user; PyTorch PRs #163972 / #163988 "
     "(bundle a CUDA 13 ptxas with the CUDA 13 wheels 'to help ... new devices like THOR and Spark'); Triton PR #10462 "
     "(separate ptxas-thor for sm_110). Fix: point TRITON_PTXAS_PATH at a CUDA 13 ptxas, or use a Triton/PyTorch build "
     "that bundles one",
     release=None, gpu="NVIDIA Jetson Thor (sm_110a)", gpus=1,
     command="python3 test_vllm.py  (LLM(model='nvidia/Qwen3-30B-A3B-FP4', gpu_memory_utilization=0.5, "
             "enforce_eager=True, disable_log_stats=True))",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them: the log up to the ModelOpt "
          "warning (the stored chunk cuts the next line mid-word: 'Cudagraph is disabled under eag'), '...', then the "
          "end of the traceback from the second stored chunk (cut at make_cubin; the ptxas stderr itself is quoted at "
          "the top of the description); the '^^^^' underline lines under the traceback frames are left out. The vLLM version is not shown (the log format is vLLM ~0.10.2, Sept 2025). "
          "enforce_eager was already on, so --enforce-eager is forbidden as a fix.")

# ---------------------------------------- vllm #40758: Qwen3.6-35B-A3B-FP8 on GB10 (SM 12.1), nightly image -> cutlass_scaled_mm / cutlass_gemm_caller Error Internal
case("vllm-40758-gb10-qwen36-35b-a3b-fp8-nightly-cutlass-gemm-caller-error-internal",
     "https://github.com/vllm-project/vllm/issues/40758",
     "[CI Failure]: `Qwen3.6-35B-A3B-FP8` fails on `NVIDIA GB10` with `cutlass_scaled_mm` / `cutlass_gemm_caller Error "
     "Internal` under vLLM nightly + CUDA 13.0\n"
     "\n"
     "# Summary\n"
     "\n"
     "I am testing `Qwen3.6-35B-A3B-FP8` on an `NVIDIA GB10` system with:\n"
     "\n"
     "- `NVIDIA-SMI 580.142`\n"
     "- `Driver Version: 580.142`\n"
     "- `CUDA Version: 13.0`\n"
     "\n"
     "I can reproduce a startup failure in vLLM when launching the FP8 model through the OpenAI server.\n"
     "\n"
     "The failure happens during engine initialization / profile run and crashes inside:\n"
     "\n"
     "- `torch.ops._C.cutlass_scaled_mm.default(...)`\n"
     "- `cutlass_gemm_caller ... Error Internal`\n"
     "\n"
     "# Environment\n"
     "\n"
     "- Hardware: `NVIDIA GB10`\n"
     "- Driver: `580.142`\n"
     "- CUDA: `13.0`\n"
     "- Image: `vllm/vllm-openai:nightly`\n"
     "- vLLM in container log:\n"
     "  - `0.19.2rc1.dev134+gfe9c3d6c5`\n"
     "- Host Python env:\n"
     "  - `torch 2.11.0+cu130`\n"
     "  - `vllm 0.19.2rc1.dev142+g4a79262e0`\n"
     "\n"
     "# Model\n"
     "\n"
     "- `Qwen3.6-35B-A3B-FP8`\n"
     "\n"
     "# Launch args\n"
     "\n"
     "Current relevant launch args:\n"
     "\n"
     "```text\n"
     "--model /models/Qwen3.6-35B-A3B-FP8\n"
     "--served-model-name Qwen3.6-35B-A3B-FP8\n"
     "--gpu-memory-utilization 0.7\n"
     "--max-model-len 4096\n"
     "--enforce-eager\n"
     "```",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "vLLM's per-tensor FP8 CUTLASS GEMM kernels for SM 12.x (cutlass_3x_gemm_sm120 / _custom) were guarded with "
     "enable_sm120_only, which only admits __CUDA_ARCH__ == 1200. On a GB10 (SM 12.1, __CUDA_ARCH__ 1210) the kernel "
     "body trapped, which surfaced in the start-up profile run as 'cutlass_gemm_caller ... Error Internal' from "
     "torch.ops._C.cutlass_scaled_mm. A vLLM kernel bug for SM 12.1, not memory: the model fails whatever the "
     "utilization or context length.",
     "merged PR vllm-project/vllm #41215 ('[Bugfix] Use enable_sm120_family for per-tensor FP8 CUTLASS kernels on "
     "SM12.1', j9smith, 'This PR fixes #40758'): replace enable_sm120_only with enable_sm120_family (>= 1200 && < 1300) "
     "in scaled_mm.cuh and scaled_mm_sm120_fp8_dispatch.cuh. Until a build with it: serve the model unquantized or keep "
     "the CUTLASS FP8 path off (e.g. VLLM_DISABLED_KERNELS for the CUTLASS FP8 kernel, as in vllm #43367)",
     release="0.19.2rc1.dev134+gfe9c3d6c5 (vllm/vllm-openai:nightly)", gpu="NVIDIA GB10 (SM 12.1)", gpus=1,
     command="--model /models/Qwen3.6-35B-A3B-FP8 --served-model-name Qwen3.6-35B-A3B-FP8 "
             "--gpu-memory-utilization 0.7 --max-model-len 4096 --enforce-eager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description's Summary / Environment / Model / Launch args sections as the "
          "stored text shows them (the template headings between them left out); the stored chunk stops after the "
          "launch args ('Before adding `--enforce-eager`, the crash...'), so the pasted traceback is not in it. The "
          "fix is from the merged PR #41215, found by a separate search; the thread itself is closed.")

# ---------------------------------------- vllm #39367: block-FP8 model on GB300 (cc 10.3), vLLM 0.19.0 -> CUTLASS block FP8 RuntimeError: Error Internal in the profile run
case("vllm-39367-gb300-cc103-v0190-cutlass-block-fp8-error-internal-profile-run",
     "https://github.com/vllm-project/vllm/issues/39367",
     "[Bug]: CUTLASS block FP8 kernel failure on Blackwell GB300\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Initially followed the instructions in https://docs.vllm.ai/en/latest/getting_started/installation/gpu/"
     "#nvidia-cuda.\n"
     "\n"
     "For the patch below the vLLM was built from source.\n"
     "\n"
     "Both are 0.19.0\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "`cutlass_scaled_mm_supports_block_fp8()` incorrectly reports support for Blackwell (cc=10.3, `to_int()` = 103 ≥ "
     "100), but the kernel raises `RuntimeError: Error Internal` at runtime during the profile/dummy run.",
     "quantization_kernel_bug", {"compute_capability": 10.3}, "quantization_kernel_bug",
     "On a GB300 (compute capability 10.3) with vLLM 0.19.0, a block-FP8 checkpoint selected vLLM's CUTLASS block-FP8 "
     "GEMM because cutlass_scaled_mm_supports_block_fp8() answered yes for capability 103 (>= 100), but that kernel "
     "failed at run time with 'RuntimeError: Error Internal' in the start-up profile/dummy run. A kernel-selection / "
     "CUTLASS kernel bug for this Blackwell variant, not a memory problem.",
     "the reporter (qizzzh): patching cutlass_block_fp8_supported() in w8a8_utils.py to return False for capability "
     ">= 100 makes vLLM fall back to the Triton block-FP8 kernel, 'which works correctly' (with a performance "
     "penalty). No upstream fix is quoted in the stored text; the same no-rebuild workaround on later versions is "
     "VLLM_DISABLED_KERNELS=CutlassFp8BlockScaledMMKernel (vllm #43367)",
     release="0.19.0", gpu="NVIDIA GB300 (cc 10.3)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored text shows them, cut before the reporter's patch "
          "('The patch forces the Triton fallback for all Blackwell devices, which works correctly...') and the diff, "
          "which are the fix. The model and the reproduction command are beyond the stored chunk ('Can be reproduced "
          "with the following using any re...'), so no command is given; the number of GPUs is not stated.")

# ---------------------------------------- vllm #6198: VLLM_ATTENTION_BACKEND=FLASHINFER, google/gemma-2-9b, vLLM 0.5.1, flashinfer not installed -> TypeError: 'NoneType' object is not callable
case("vllm-6198-gemma2-9b-v051-flashinfer-backend-not-installed-nonetype-not-callable",
     "https://github.com/vllm-project/vllm/issues/6198",
     "[Bug]: \"TypeError: 'NoneType' object is not callable\" while running google/gemma-2-9b\n"
     "\n"
     "```\n"
     "[ec2-user@ip-172-31-51-2 ~]$ VLLM_ATTENTION_BACKEND=FLASHINFER python -m vllm.entrypoints.openai.api_server "
     "--model google/gemma-2-9b --disable-sliding-window\n"
     "INFO 07-08 02:06:49 api_server.py:206] vLLM API server version 0.5.1\n"
     "INFO 07-08 02:06:49 api_server.py:207] args: Namespace(host=None, port=8000, uvicorn_log_level='info', "
     "allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key=None, "
     "lora_modules=None, chat_template=None, response_role='assistant', ssl_keyfile=None, ssl_certfile=None, "
     "ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], model='google/gemma-2-9b', tokenizer=None, "
     "skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', "
     "trust_remote_code=False, download_dir=None, load_format='auto', dtype='auto', kv_cache_dtype='auto', "
     "quantization_param_path=None, max_model_len=None, guided_decoding_backend='outlines', "
     "distributed_executor_backend=None, worker_use_ray=False, pipeline_parallel_size=1, tensor_parallel_size=1, "
     "max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=16, enable_prefix_caching=False, "
     "disable_sliding_window=True, use_v2_block_manager=False, num_lo\n"
     "okahead_slots=0, seed=0, swap_space=4, gpu_memory_utilization=0.9, num_gpu_block",
     "no_attention_backend", {"gpu_memory_utilization": 0.9, "tensor_parallel_size": 1},
     "dependency_version_mismatch",
     "The reporter forced the FlashInfer attention backend (VLLM_ATTENTION_BACKEND=FLASHINFER, with --disable-sliding-window) "
     "without the flashinfer package installed. vLLM 0.5.1's FlashInfer backend "
     "imports flashinfer inside a try block and leaves its wrapper classes as None when the import fails, so the first "
     "call to one of them at engine start raised \"TypeError: 'NoneType' object is not callable\". A missing optional "
     "dependency, not a memory or GPU problem.",
     "commenter keyword1983 (2024-07-08): 'it is because there are no flashinfer package install ... pip install "
     "flashinfer -i https://flashinfer.ai/whl/cu121/torch2.3'; the reporter (plashchynski): 'It works, thank you!'",
     release="0.5.1", gpu=None, gpus=None,
     command="VLLM_ATTENTION_BACKEND=FLASHINFER python -m vllm.entrypoints.openai.api_server --model google/gemma-2-9b "
             "--disable-sliding-window",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the error line) and the start of the description's log block as "
          "the stored text shows it, cut mid-word in the args Namespace ('num_gpu_block'); the line break inside "
          "'num_lo / okahead_slots' is the stored text's. The traceback with the error line itself is beyond the "
          "stored chunk. kind/cause follow vllm-7070 and vllm-13258 (the same FlashInfer-not-installed NoneType "
          "message): no_attention_backend / dependency_version_mismatch; the lead may prefer dependency_missing for "
          "the cause. gpu_memory_utilization 0.9 and tensor_parallel_size 1 are the printed defaults.")

BATCH.write()
