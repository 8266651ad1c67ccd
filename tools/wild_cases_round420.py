"""Round-420 blind batch: start-up error families that earlier rounds sampled least (CUDA illegal memory access in
profiling / CUDA-graph capture, 'no kernel image', 'undefined symbol' in vllm/_C, Triton / PTXAS / Inductor errors,
'Engine core initialization failed', CUDA driver init, cudaErrorSystemNotReady, 'Failed to infer device type',
'NVML_SUCCESS == r INTERNAL ASSERT FAILED', /dev/shm and Bus error in Docker, host-RAM 'Killed' while loading);
collected by helper wild420 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round420-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 48 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 5
cases: vllm #2272 and #5107 (PyTorch's 'NVML_SUCCESS == r INTERNAL ASSERT FAILED' standing in for an OOM; no earlier
fixture carries this message), #20514 ('undefined symbol' in vllm/_C from a source build), #47561 and #52457 (CUDA
illegal memory access during CUDA-graph capture at start-up, 2026). The slice is heavily mined: most hits for /dev/shm
and Bus error, 'Killed' on host RAM, 'undefined symbol', 'Failed to infer device type', Error 802 and the forked-CUDA
family were already in USED_SOURCES.txt or earlier skip lists, and the issues corpus usually returned only the
collect_env chunk of newer threads, so the error line or the resolving turn was often out of reach. Sources were
checked against USED_SOURCES.txt and the earlier rounds' docstrings before any look-up was spent on them.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #13608, #5501, #14942, #3528, #20361, #43605, #7151, #1710, #44411 (skip
  list), #21028, #30905; huggingface_hub #4128; FastChat #3507; weicj/vLLM-2080Ti-Definitive #68; noonghunna/club-3090
  #60 (WSL2 expandable_segments boot crash, confirmed fix) and #106.
- Named in earlier rounds' skip lists (not re-opened): vllm #12438, #38208, #18580 (Triton 'device kernel image is
  invalid', no answer), #859, #1771, #1393, #789, #6574, #12498, #2269, #3196, #1765, #2747, #40920 (NVML assert on an
  H100 MIG slice during profile_run: no answer), #9824 (NVML assert while serving, not a launch), #12189, #30776,
  #21882, #23176, #18730, #26898, #12820; dusty-nv/jetson-containers #1568; NixOS/nixpkgs #406675; MinerU #4604;
  SystemPanic/vllm-windows #72; Tencent-Hunyuan/HunyuanImage-3.0 #56; vllm PR #26098 / #46436 (cutlass_moe_mm_sm100).
- Error line not in the stored chunk: MiniMax-AI/MiniMax-M2.5 #9 (Error 802 on TP4, chunk stops at 'worker =
  WorkerProc(...)', open, no answer seen); pytorch/pytorch #166261 (GB10 source build of vLLM, TORCH_CUDA_ARCH_LIST=12.1a,
  ImportError cut before the symbol); vllm #28199 (undefined symbol cutlass_moe_mm_sm100, only collect_env reached;
  the root-cause comment for that symbol on SM12x is in #28589, already skipped); vllm #44430 (runai_streamer keeps
  the whole checkpoint in host RAM per TP worker under Ray, 2026 regression: only collect_env reached); vllm #23781
  (2x RTX PRO 6000 TP2 illegal memory access, closed: only the header reached); vllm #24815 (MiniCPM-o-2_6 TP2 IMA:
  only the engine config line); vllm #30044 (GH200 multi-node TP4/PP2 IMA in capture: the stored chunks show the
  'Engine core initialization failed' tail, and a 2026-07-05 comment by ahojukka5 says the culprit was isolated, but
  the finding itself was cut in two look-ups - a good candidate for a later round); vllm #49311 (v0.25.0 regression,
  Qwen3.5 FP8 on H200, IMA in capture: only collect_env reached); vllm #27067 and #50557 (IMA, header only); vllm
  #11340 (AWQ + specific --max-num-seqs IMA, header only); vllm #32611 (CUDA driver init fails in a forked child after
  pynvml's cuInit; fix PR #44252 is open; the issue's own error line was not reached).
- No fix and too thin to pin the cause: vllm #2544 (RuntimeError: NVML_SUCCESS == DriverAPI::get()->
  nvmlDeviceGetHandleByPciBusId_v2_ ... at LLM(...), vLLM 0.2.7; maintainer: 'an environment issue unique to your set
  up', nothing more); vllm #9308 and #17098 (process-group watchdog IMA during capture / in a Triton fp8 quant kernel,
  2024-2025, no answer reached); vllm #1001 (a 2023 commenter's IMA in _init_cache with AWQ 70B and
  --max-num-batched-tokens, no resolution reached).
- Not vLLM or not a start-up failure: predibase/lorax #237 (Triton 'device kernel image is invalid' at LoRAX start-up,
  fixed by a host with a newer driver - not vLLM); local-inference-lab/rtx6kpro #15 and NVIDIA/nccl #2418 (NCCL P2P on
  2x RTX PRO 6000, a hang / nccl-tests, not a vLLM log); vllm #45670 (TurboQuant + CUDA graphs IMA on GB200 at request
  time); vllm #55013 (EAGLE3 + sleep mode IMA after wake, not a launch); vllm #46253 (cross-node CUDA-graph capture IMA
  on 2x GB10 with a patched 0.27.1; only a third party's workaround comment reached - not checked further for want of
  look-ups); sglang threads (#26987, #33356, #31093, #17274).

Judgement calls for the lead:
1. New kind nvml_allocator_assert (vllm-2272, vllm-5107): the printed message is PyTorch's caching-allocator assert
   'NVML_SUCCESS == r INTERNAL ASSERT FAILED', which appears when an allocation fails and the allocator's NVML query
   for its out-of-memory report fails too (MIG slices, some containers). No existing kind names it; the nearest
   existing kinds are oom_loading (vllm-2272, failing in MixtralMoE.__init__) and oom_profiling (vllm-5107). The causes
   are existing labels (weights_do_not_fit; oom_profiling).
2. vllm-5107: no traceback was pasted, so the phase (profile run at the model's 131072-token default context) is an
   inference from the model, the 0.8 budget on a 40 GB slice and vLLM 0.4.x's profiling rule; oom_unknown_phase is the
   cautious alternative. The maintainer's only answer is 'try v0.4.3'.
3. vllm-20514: kind torch_abi_mismatch / cause vllm_extension_missing, as vllm-pr46436 was labelled; the missing
   symbol is vLLM's own kernel, and the 'left out of the sm_120 build' reading is inferred from the symbol and the
   timing of vLLM PR #19757, not stated in the stored thread.
4. vllm-47561 and vllm-52457: kind cuda_graph_unsupported, following earlier rounds' labelling of start-up deaths in
   CUDA-graph capture (earlier IMA fixtures used kind None); #47561's workaround (enforce_eager=True) and root cause
   come from the reporter's own speculators PR #715 and the proposed fix PR #47596, found by the same search, not from
   replies in the issue; #52457's cause is release_regression because the reporter changes only the vLLM version
   (0.26.0 works, 0.27.1 fails) - its fix is not in the stored text.
5. numbers is {} for all five: the messages print no figure under a LABELS.txt key; the utilisation / TP values that
   appear live in the users' own Python calls or arg dumps, as in vllm-11560's precedent.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round420-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- vllm #2272: Mixtral-8x7B at TP 1 -> NVML assert in the caching allocator while building the experts
case("vllm-2272-mixtral-8x7b-tp1-nvml-assert-caching-allocator-expert-weights",
     "https://github.com/vllm-project/vllm/issues/2272",
     "It says report to pytorch but I can't help thinking it's either user error or incompat with mixtral somehow\n"
     "\n"
     "Error:\n"
     "```\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/models/mixtral.py\", line 182, in __init__\n"
     "torch.empty(self.ffn_dim_per_partition * self.num_experts,\n"
     "File \"/usr/local/lib/python3.10/dist-packages/torch/utils/_device.py\", line 77, in __torch_function__\n"
     "return func(*args, **kwargs)\n"
     "RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at \"../c10/cuda/CUDACachingAllocator.cpp\":1154, please "
     "report a bug to PyTorch.\n"
     "```\n"
     "\n"
     "Full error:\n"
     "```\n"
     "INFO 12-26 15:52:49 api_server.py:719] args: Namespace(host='0.0.0.0', port=8000, allow_credentials=False, "
     "allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], served_model_name=None, chat_template=None, "
     "response_role='assistant', model='mistralai/Mixtral-8x7B-Instruct-v0.1', tokenizer=None, revision=None, "
     "tokenizer_revision=None, tokenizer_mode='auto', trust_remote_code=False, download_dir='/.cache/huggingface/hub', "
     "load_format='pt', dtype='auto', max_model_len=None, worker_use_ray=False, pipeline_parallel_size=1, "
     "tensor_parallel_size=1, max_parallel_loading_workers=None, block_size=16, seed=0, swap_space=4, "
     "gpu_memory_utilization=0.9, max_num_batched_tokens=None, max_num_seqs=256, max_paddings=256, "
     "disable_log_stats=False, quantization=None, engine_use_ray=False, ...",
     "nvml_allocator_assert", {}, "weights_do_not_fit",
     "mistralai/Mixtral-8x7B-Instruct-v0.1 (46.7B parameters, about 93 GB in 16-bit) served unquantized with "
     "tensor_parallel_size=1: the expert weights cannot fit on one GPU, so the allocation of the stacked expert "
     "tensors in MixtralMoE.__init__ (torch.empty(ffn_dim_per_partition * num_experts, ...)) fails. PyTorch's caching "
     "allocator, on its out-of-memory path, asks NVML about the device; that NVML call failed in the user's "
     "environment (the thread does not say why: a container or MIG slice are the usual reasons), so the OOM surfaces "
     "as 'NVML_SUCCESS == r INTERNAL ASSERT FAILED' instead of 'CUDA out of memory'. Not a Mixtral incompatibility.",
     "not in the stored text (the issue is closed; its later turns were not reachable). From the log: shard the model "
     "across enough GPUs (--tensor-parallel-size 2 or more on 80 GB cards, 4 on 40/48 GB cards) or serve a quantized "
     "Mixtral (AWQ/GPTQ) that fits one GPU",
     release="a vLLM 0.2.x release of December 2023 (the api_server args still carry max_paddings)", gpu=None,
     gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "at_most": 1}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}, {"flag": "--swap-space"}],
     note="Excerpt: the issue body as the stored chunk shows it: the author's sentence, the short 'Error:' block, and "
          "the first line of the 'Full error:' block (the api_server args Namespace), cut after "
          "'engine_use_ray=False,' where the stored chunk itself ends mid-word ('disabl'), marked '...'. The launch "
          "command is not shown, only its parsed args. GPU model and count are not in the chunk; the cause is read "
          "from the args (TP 1, unquantized, dtype auto) and the failing frame (expert weight allocation). Judgement "
          "call: new kind nvml_allocator_assert (no existing kind names PyTorch's NVML assert; the nearest, "
          "oom_loading, is the alternative).")

# ---------------------------------------- vllm #5107: Phi-3-medium-128k on an A100 MIG 3g.40gb slice -> NVML assert (OOM on MIG)
case("vllm-5107-phi3-medium-128k-a100-mig-3g40gb-nvml-assert",
     "https://github.com/vllm-project/vllm/issues/5107",
     "i am using an NVIDIA A100 80GB MIG 3g.40gb slice to deploy microsoft/Phi-3-medium-128k-instruct (~26gb) using "
     "vllm. However, i keep running into OOM issues. here is how i am initializing the model:\n"
     "engine_args = AsyncEngineArgs(\n"
     "model=\"microsoft/Phi-3-medium-128k-instruct\",\n"
     "gpu_memory_utilization=0.8,\n"
     "dtype=torch.float16,\n"
     "enforce_eager=True,\n"
     "trust_remote_code=True\n"
     ")\n"
     "loaded_llm = AsyncLLMEngine.from_engine_args(engine_args)\n"
     "\n"
     "and this is the error:\n"
     "RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at \"../c10/cuda/CUDACachingAllocator.cpp\":844, please "
     "report a bug to PyTorch.\n"
     "\n"
     "any suggestions on what parameters to tweak to make this model fit in my 40g mig slice?",
     "nvml_allocator_assert", {}, "oom_profiling",
     "Phi-3-medium-128k-instruct (14B, ~26-28 GB in fp16) on a 40 GB MIG slice with gpu_memory_utilization=0.8 "
     "(~31.5 GiB budget) and no max_model_len: vLLM takes the model's 131072-token context as max_model_len and, without "
     "chunked prefill (vLLM 0.4.x), profiles a forward pass of that many tokens, whose activations do not fit in the "
     "~5 GiB left after the weights. The allocation fails, and on a MIG slice PyTorch's allocator cannot query NVML for "
     "its out-of-memory report, so the OOM surfaces as the NVML INTERNAL ASSERT. The fix is a shorter context, not a "
     "different GPU setting.",
     "no confirmed fix in the stored text: the only answer (robertgshaw2-neuralmagic, 2024-06-01) asks for the issue "
     "template and suggests retrying with v0.4.3. From the log: pass max_model_len well below 131072 (e.g. 8192-32768) "
     "so the profile run and KV cache fit the slice; raising gpu_memory_utilization to 0.9 alone does not cover a "
     "128k-token profile",
     release="a vLLM 0.4.x release (the maintainer points to v0.4.3 as the next one)", gpu="NVIDIA A100 80GB, MIG 3g.40gb slice",
     gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.8}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"},
                {"flag": "--max-model-len", "above": 131072}],
     note="Excerpt: the issue body as the stored chunk shows it (the whole description: setup, the AsyncEngineArgs call, "
          "the error line and the question). No traceback was pasted, so the phase is inferred; cause oom_profiling is "
          "a judgement call from the 128k default context and the 0.8 budget (alternative: oom_unknown_phase). "
          "gpu_memory_utilization=0.8 appears only in the user's Python call, not in a log line, so numbers is {}. "
          "Kind: the same new label as vllm-2272 (nvml_allocator_assert).")

# ---------------------------------------- vllm #20514: source build on 2x RTX PRO 6000 (torch nightly cu129) -> undefined symbol cutlass_blockwise_scaled_grouped_mm
case("vllm-20514-rtx-pro-6000-source-build-undefined-symbol-cutlass-blockwise-scaled-grouped-mm",
     "https://github.com/vllm-project/vllm/issues/20514",
     "```text\n"
     "2 x RTX 6000 PRO\n"
     "\n"
     "python -m vllm.entrypoints.api_server --model cognitivecomputations/Qwen3-235B-A22B-AWQ --enable-reasoning "
     "--reasoning-parser deepseek_r1 -tp 2\n"
     "\n"
     "ImportError: /home/giga/vllm/vllm/_C.abi3.so: undefined symbol: "
     "_Z35cutlass_blockwise_scaled_grouped_mmRN2at6TensorERKS0_S3_S3_S3_S3_S3_\n"
     "```\n"
     "\n"
     "### How you are installing vllm\n"
     "\n"
     "```sh\n"
     "Verified NVIDIA-SMI for Driver 575.62 and CUDA 12.9\n"
     "\n"
     "git clone https://github.com/vllm-project/vllm.git\n"
     "cd vllm\n"
     "python -m venv vllm\n"
     "source ./vllm/bin/activate\n"
     "\n"
     "pip3 install --pre torch torchvision torchaudio --index-url https://download.pytorch.org/whl/nightly/cu129  # note "
     "changed cu128 to cu129\n"
     "\n"
     "python use_existing_torch.py\n"
     "python -m pip install -r requirements/build.txt\n"
     "python -m pip install -r requirements/common.txt\n"
     "python -m pip install -e . --no-build-isolation -v\n"
     "\n"
     "```",
     "torch_abi_mismatch", {}, "vllm_extension_missing",
     "vLLM built from main (July 2025) against a nightly PyTorch cu129 on two RTX PRO 6000 Blackwell cards (sm_120): the "
     "_C extension references cutlass_blockwise_scaled_grouped_mm (a CUTLASS blockwise-FP8 grouped-GEMM MoE kernel "
     "added for SM100 days earlier), but the translation unit that defines it was not compiled into this build for "
     "the architectures targeted, so importing vllm._C fails on the unresolved vLLM-internal symbol. The symbol is "
     "vLLM's own kernel (its signature takes at::Tensor only), so this is an incomplete extension build, not a torch "
     "ABI mismatch and nothing a launch flag can change.",
     "not in the stored text (the issue is closed; a second user, rashmibanthia, reports the same error on 2025-07-06). "
     "From the log: rebuild from a vLLM commit whose CMake only declares the SM100 blockwise grouped-GEMM entry when "
     "its kernel is compiled for the target arch (or set TORCH_CUDA_ARCH_LIST to include an arch that builds it), or "
     "install a released wheel / nightly wheel built for sm_120 instead of a source build",
     release="vLLM main (source build, early July 2025), torch nightly cu129", gpu="2x NVIDIA RTX PRO 6000 (Blackwell)",
     gpus=2,
     command="python -m vllm.entrypoints.api_server --model cognitivecomputations/Qwen3-235B-A22B-AWQ "
             "--enable-reasoning --reasoning-parser deepseek_r1 -tp 2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue's 'Your current environment' block (GPU line, launch command, error line) and the 'How "
          "you are installing vllm' block as the stored chunk shows them; the checklist after it and the second "
          "user's comment are dropped. The fix turn was not reachable in the look-ups spent. Judgement call, as for "
          "vllm-pr46436: kind torch_abi_mismatch (how earlier rounds label 'undefined symbol' import failures), cause "
          "vllm_extension_missing because the missing symbol is vLLM's own kernel. That the defining file was left out "
          "for sm_120 is an inference from the symbol name and the timing (vLLM PR #19757, 'CUTLASS block scaled "
          "group gemm for SM100', merged days before), not something the stored thread states.")

# ---------------------------------------- vllm #47561: Eagle3 quantized speculator on H100, vLLM 0.24.0 -> illegal memory access in speculator prefill CUDA-graph capture
case("vllm-47561-eagle3-quantized-speculator-h100-v0240-prefill-cuda-graph-capture-illegal-memory-access",
     "https://github.com/vllm-project/vllm/issues/47561",
     "## Your current environment\n"
     "\n"
     "- vLLM 0.24.0\n"
     "- PyTorch 2.11.0+cu130, CUDA 13.0\n"
     "- GPU: NVIDIA H100 80GB HBM3\n"
     "- OS: Linux (RHEL 9 kernel 5.14.0)\n"
     "\n"
     "Also reproduced on CI with:\n"
     "- vLLM 0.24.0, Python 3.11, torch (CI default)\n"
     "- GPU: 79.18 GiB (H100)\n"
     "\n"
     "## Model\n"
     "\n"
     "Eagle3 quantized speculator: `nm-testing/SpeculatorLlama3-1-8B-Eagle3-converted-0717-quantized`\n"
     "(base model: `RedHatAI/Meta-Llama-3.1-8B-Instruct-FP8-dynamic`, quantization: compressed-tensors)\n"
     "\n"
     "## How to reproduce\n"
     "\n"
     "```python\n"
     "from vllm import LLM, SamplingParams\n"
     "\n"
     "llm = LLM(\n"
     "    model=\"nm-testing/SpeculatorLlama3-1-8B-Eagle3-converted-0717-quantized\",\n"
     "    max_model_len=1024,\n"
     "    gpu_memory_utilization=0.8,\n"
     "    enforce_eager=False,  # enable CUDA graphs\n"
     ")\n"
     "output = llm.chat(\n"
     "    [[{\"role\": \"user\", \"content\": \"Hello\"}]],\n"
     "    SamplingParams(temperature=0, max_tokens=50),\n"
     ")\n"
     "```\n"
     "\n"
     "## What happened\n"
     "\n"
     "Engine crashes during speculator prefill CUDA graph capture (at graph ~44/49 in FULL mode):\n"
     "\n"
     "```\n"
     "Capturing prefill CUDA graphs (FULL):  90%|\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2589 | 44/49\n"
     "(EngineCore pid=1705) ERROR [core.py:1231] torch.AcceleratorError: CUDA error: an illegal memory access was "
     "encountered\n"
     "```\n"
     "\n"
     "Full stack trace:\n"
     "\n"
     "```\n"
     "gpu_worker.py:658  compile_or_warm_up_model()\n"
     "  -> model_runner.py:719  capture_model()\n"
     "    -> speculator.py:113  capture(attn_states)\n"
     "...",
     "cuda_graph_unsupported", {}, "cuda_graph_unsupported",
     "vLLM 0.24.0 on one H100 with an Eagle3 speculator quantized with compressed-tensors (FP8-dynamic Llama-3.1-8B "
     "base): the warm-up dummy run executes the speculator eagerly and leaves its state buffers (hidden states, draft "
     "tokens, index mapping, current draft step) holding values from that run; the speculator's prefill CUDA-graph "
     "capture then runs on that stale state, its shape computations go out of bounds and the Hopper FP8 kernels fault "
     "(illegal memory access) near the end of the FULL-mode prefill capture. A vLLM bug in the speculator's CUDA-graph "
     "capture path (H100-specific per the reporter; the same test passes on A100), not a memory shortage.",
     "workaround confirmed by the reporter (orestis-z) in vllm-project/speculators PR #715 (merged 2026-07-03): run "
     "with enforce_eager=True ('to work around a vLLM bug where CUDA graph capture crashes with an illegal memory "
     "access on quantized speculator models (H100-specific - passes on A100)'). Proposed vLLM fix: PR #47596 (open, "
     "2026-07-04), which zeroes the AutoRegressiveSpeculator buffers in capture() before the graphs are recorded",
     release="0.24.0", gpu="NVIDIA H100 80GB HBM3", gpus=1,
     command="LLM(model=\"nm-testing/SpeculatorLlama3-1-8B-Eagle3-converted-0717-quantized\", max_model_len=1024, "
             "gpu_memory_utilization=0.8, enforce_eager=False)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue body as the stored chunk shows it (environment, model, reproduction, the capture "
          "progress line and the error line, and the first three frames of the abbreviated stack trace); the chunk "
          "is cut inside the next frame ('cudagraph_utils.py:56  prefill_'), marked '...'. The workaround comes from "
          "the reporter's own linked PR in vllm-project/speculators (#715) and the root-cause text from the proposed "
          "fix PR #47596 (both reached by the same search), not from replies in the issue. Kind and cause follow "
          "earlier rounds' labelling of CUDA-graph-capture failures fixed by eager mode (cuda_graph_unsupported); "
          "release_regression is not claimed because the thread names no working earlier release.")

# ---------------------------------------- vllm #52457: 0.27.1 on 4x H800, DeepSeek-V4-Flash FP8 -> custom all-reduce illegal memory access in CUDA-graph capture (0.26.0 works)
case("vllm-52457-v0271-h800-tp4-dsv4-flash-custom-all-reduce-illegal-memory-access-cuda-graph-capture",
     "https://github.com/vllm-project/vllm/issues/52457",
     "```text\n"
     "vLLM (failing)    : 0.27.1+cu129\n"
     "vLLM (working)    : 0.26.0+cu129\n"
     "PyTorch           : 2.13.0+cu129   (0.26.0 env: 2.11.0+cu129)\n"
     "CUDA (torch built): 12.9\n"
     "Python            : 3.10.12\n"
     "OS                : Linux-5.15.0-94-generic-x86_64-with-glibc2.35\n"
     "GPU               : NVIDIA H800, compute capability 9.0 (Hopper / SM90)\n"
     "Driver            : 575.57.08\n"
     "Parallelism       : TP=4, single node, no PP, no DP, no EP\n"
     "Model             : deepseek-ai/DeepSeek-V4-Flash-0731 (FP8 checkpoint)\n"
     "KV cache dtype    : fp8\n"
     "```\n"
     "\n"
     "The two vLLM versions are installed in **separate virtualenvs** on the same\n"
     "host, so the comparison below changes exactly one variable: the vLLM version.\n"
     "\n"
     "</details>\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "A TP=4 configuration that has been serving reliably on **0.26.0** for weeks\n"
     "fails to start on **0.27.1**. The engine dies during CUDA graph capture with an\n"
     "illegal memory access originating in the custom all-reduce kernel:\n"
     "\n"
     "```\n"
     "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:164 'an illegal memory access was encountered'\n"
     "torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n"
     "```",
     "cuda_graph_unsupported", {}, "release_regression",
     "deepseek-ai/DeepSeek-V4-Flash-0731 (FP8) with TP=4 on one node of H800s (SM90) and an fp8 KV cache: the same "
     "configuration starts and serves on vLLM 0.26.0 but dies at start-up on 0.27.1, inside vLLM's custom all-reduce "
     "kernel while CUDA graphs are being captured (illegal memory access at custom_all_reduce.cuh:164). The reporter "
     "changed only the vLLM version (separate virtualenvs, same host), so it is a regression in 0.27.1's custom "
     "all-reduce / capture path (0.27.1 also auto-enables a new VLLM_USE_BRE... setting just before the crash, per the "
     "report), not a memory or parallelism sizing problem.",
     "not in the stored text (the issue is open). The reporter's working configuration is vLLM 0.26.0; from the log, "
     "the usual workarounds for a custom all-reduce fault in capture are --disable-custom-all-reduce (fall back to "
     "NCCL) or --enforce-eager, neither confirmed in the thread",
     release="0.27.1 (0.26.0 works)", gpu="NVIDIA H800 (SM90)", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body's environment block (inside a <details> section) and the first paragraph of 'Describe "
          "the bug' with its two error lines, as the stored chunk shows them. The chunk ends inside the next "
          "paragraph ('Immediately before the crash, 0.27.1 logs: Auto-enabling VLLM_USE_BRE'), which is left out "
          "because the variable name is cut. The launch command is not in the stored text. Kind follows earlier "
          "rounds' labelling of CUDA-graph-capture deaths (cuda_graph_unsupported; nccl_error is the alternative, as "
          "vllm-53320 was labelled for a symmetric-memory all-reduce fault); cause release_regression because the "
          "reporter's A/B changes only the vLLM version.")

if __name__ == "__main__":
    BATCH.write()
