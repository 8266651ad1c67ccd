"""Round-682 blind batch: vLLM start-up and first-request failures on HARDWARE PLUG-INS and VENDOR BUILDS other than
vllm-ascend and vllm-gaudi (vllm-spyre / sendnn-inference, AWS Neuron, tpu-inference, vllm-metal, vllm-xpu-kernels,
vllm-rbln, Furiosa, Tenstorrent, MetaX, Hygon DCU, Cambricon, Moore Threads, Iluvatar, Enflame, Biren, Kunlunxin),
2024-2026, from those projects' trackers; collected by helper wild682 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round682-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files, find_repos
or fetch). **4 cases**: MetaX-MACA/vLLM-metax #6 (FlashInfer sampler JIT build on MACA, first chat request),
tenstorrent/tt-inference-server PR #1562 (TTQwen3ForCausalLM not registered), vllm-project/vllm PR #50224 (vLLM-Metal
quickstart model without safetensors), gpustack/gpustack #5334 (Hygon DCU DTK 26.04 ROCm compiler path).
The slice is close to MINED OUT: round 295 cut nearly the same slice, and rounds 102, 115, 144, 209, 248, 262, 292,
373, 419, 440, 454, 457, 550, 557, 574 skip-listed most of what the search returns (Neuron, TPU, Kunlun, MetaX,
Tenstorrent, vllm-metal, XPU threads). Searches for Cambricon (vllm-mlu), Moore Threads (vllm-musa), Iluvatar CoreX,
Enflame, Biren and Furiosa returned no user start-up thread with an error line at all (only vendor PRs, install
tutorials or llama.cpp / ollama threads).

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (not re-opened): vllm #9649 (Cambricon), #11189, #10932, #9052,
  #19490, #9331, #8318, #11863, #18362, #28362, #37828, #11173, #14747, #20743, #32410, #24817; MetaX-MACA/vLLM-metax
  #9, #43, #68, #142, #335; baidu/vLLM-Kunlun #292, #318, #475, #477; vllm-neuron #7, #11; aws-neuron-sdk #1022,
  #1369; neuronx-distributed-inference #5; neuron-workshops #31; tpu-inference #2333, #2453;
  GoogleCloudPlatform/kubernetes-engine-samples #1467; AI-Hypercomputer/tpu-recipes #151; marin #2387;
  torch-spyre/sendnn-inference #38, PR #47, PR #185, PR #244; flagos-ai/vllm-plugin-FL #187, #443;
  tenstorrent/vllm #149; tt-inference-server #4658; Project-HAMi/HAMi #1776; gpustack #5305, #2037;
  vllm-metal #16, #58.
- No error line in the stored text, or no fix: flagos-ai/vllm-plugin-FL #339 (Moonlight-16B MLA on Moore Threads
  S5000: TRITON_MLA needs flash_attn, missing in the musa build; the RuntimeError itself is only paraphrased and the
  FR is open); tenstorrent/vllm #186 (the reporter's own fix 'source $vllm_dir/tt_metal/setup-metal.sh', but the
  stored chunks are collect_env dumps, error not seen) and its duplicates #180-#185; tt-inference-server #431 (CI:
  run.py 'does not have a default impl, you must pass --impl' is the wrapper's own check; the n300 traceback is cut),
  #390, #53 (developer CI / mock-server crashes), #127 (Qwen2.5-72B readiness thread, only a native backtrace seen),
  PR #320 (AttributeError '... generator_vllm' has no attribute 'Qwen2ForCausalLM', same family as the PR #1562 case;
  only prose); RBLN-SW/vllm-rbln #113, #114, #92 (internal compiler / runtime bugs, no user-side fix);
  MooreThreads/vllm-musa PR #31, #17 (vendor fix PRs without a log); MooreThreads/tutorial_on_musa PR #32 (FAQ);
  gpustack #3776, #4737, #5085, #5337, #4685, #1508, #2032 (GPUStack's own Hygon detection, not vLLM start-up).

Judgement calls for the lead:
1. metax-6: the failure is at the first /v1/chat/completions request (the reporter says /v1/completions does not hit
   it), caused by the launch environment VLLM_USE_FLASHINFER_SAMPLER=1. kind flashinfer_jit_build_failed (the
   'Error building extension' of FlashInfer's JIT); cause platform_unsupported (FlashInfer's sampling kernels cannot be
   built by MACA's cu-bridge compiler) -- NOT the nvcc-missing family (triton_compiler_missing), since a compiler is
   found and the build itself fails. No maintainer reply is stored; the fix text comes from the message plus the MetaX
   plugin's later PR #297, whose description says the plugin had been 'forcing it [VLLM_USE_FLASHINFER_SAMPLER] off on
   MetaX'. The stored error line is cut mid-command by the corpus; it is kept as stored.
2. tt-inference-server-pr1562: a FIX-PR source (these graded worse in earlier sessions). kind architecture_unsupported
   as the other 'Cannot find model module' fixtures; cause release_regression (tt-inference-server PR #1347 broke the
   TT model registration, not the user's model) -- the lead may prefer architecture_unsupported for the cause too.
3. vllm-pr50224: a fix-PR description (docs PR, closed, one of three PRs for vllm #50165) is the only stored text with
   the error; the message is quoted in prose ('FileNotFoundError: No safetensors found'). kind and cause
   vllm_check_failed, following vllm-3329 ('Cannot find any model weights' with only .bin files); the loader here is
   mlx_lm under vLLM-Metal, not vLLM's own. The lead may drop it as too thin.
4. gpustack-5334: a GPUStack maintainer's enhancement issue; the text says 'when deploying models' without naming vLLM;
   the linked #5305 (skip-listed by rounds 550/557, not re-opened) shows the deployment is the dtk25.04-vllm0.11.0
   runner. kind triton_compiler_missing (a JIT compiler not found, as the 'Could not find nvcc' fixtures); cause
   accelerator_env_invalid (ROCM_PATH points at DTK 25.04's layout, 2 earlier uses for a bad accelerator env var).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round682-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- MetaX vLLM 0.9.1, Qwen3-32B TP 2, VLLM_USE_FLASHINFER_SAMPLER=1 -> sampling extension build fails at the first chat request
case("metax-6-vllm-091-qwen3-32b-tp2-flashinfer-sampler-jit-cu-bridge-error-building-extension-sampling",
     "https://github.com/MetaX-MACA/vLLM-metax/issues/6",
     "环境：\n"
     "0.9.1\n"
     "\n"
     "启动后日志显示Using FlashInfer for top-p & top-k sampling.\n"
     "调用/v1/chat/completions时报错，调用/v1/completions未发现该报错\n"
     "\n"
     "启动参数：\n"
     "VLLM_USE_FLASHINFER_SAMPLER=1 \\\n"
     "RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1 \\\n"
     "CUDA_VISIBLE_DEVICES=0,1 \\\n"
     "TORCH_CUDA_ARCH_LIST=\"8.0\" \\\n"
     "vllm serve /data/qwen3-32B  \\\n"
     "-tp 2  \\\n"
     "--port 8080  \\\n"
     "--dtype bfloat16  \\\n"
     "--disable-log-requests  \\\n"
     "--gpu-memory-utilization 0.9   \\\n"
     "--enable-auto-tool-choice  \\\n"
     "--tool-call-parser hermes  \\\n"
     "--max-model-len 32768 \\\n"
     "--distributed-executor-backend ray  \\\n"
     "--disable-cascade-attn  \\\n"
     "--enable-chunked-prefill      \\\n"
     "--enable-prefix-caching \\\n"
     "--served-model-name qwen3-32B \n"
     "\n"
     "错误信息：\n"
     "RuntimeError: Error building extension 'sampling': [1/3] /opt/maca/tools/cu-bridge/bin/cucc "
     "--generate-dependencies-with-compile --dependency-output renorm.cuda.o.d -DTORCH_EXTENSION_NAME=sampling "
     "-DTORCH_API_INCLUDE_EXTENSION_H -DPYBIND11_COMPILER_TYPE=\\\"_gcc\\\" -DPYBIND11_STDLIB=\\\"_libstdcpp\\\" "
     "-DPYBIND11_BUILD_ABI=\\\"_cxxabi1013\\\" -DUSE_MACA -DNV_ARCH_A100 "
     "-I/opt/conda/lib/python3.10/site-packages/flashinfer/data/include "
     "-I/opt/conda/lib/python3.10/site-packages/flashinfer/data/csrc "
     "-I/opt/conda/lib/python3.10/site-packages/flashinfer/data/cutlass/include -I/opt/conda/lib",
     "flashinfer_jit_build_failed",
     {"tensor_parallel_size": 2, "max_model_len": 32768, "gpu_memory_utilization": 0.9},
     "platform_unsupported",
     "MetaX's vLLM 0.9.1 build (MACA, two MetaX GPUs, Qwen3-32B at TP 2) launched with VLLM_USE_FLASHINFER_SAMPLER=1, "
     "so vLLM logs 'Using FlashInfer for top-p & top-k sampling'. At the first chat request that needs top-p/top-k "
     "sampling, FlashInfer JIT-compiles its 'sampling' extension through MACA's cu-bridge compiler (cucc, "
     "-DUSE_MACA -DNV_ARCH_A100) and the build fails: FlashInfer's sampling kernels are not buildable on MetaX. An "
     "opt-in feature the platform does not support; not a memory or model problem.",
     "no maintainer reply stored (issue closed). The message and the launch leave the way out: drop "
     "VLLM_USE_FLASHINFER_SAMPLER=1 (or set it to 0) so vLLM uses its PyTorch-native top-p/top-k sampler; the MetaX "
     "plugin later kept the FlashInfer sampler forced off on MetaX (vLLM-metax PR #297's description: 'keeping "
     "VLLM_USE_FLASHINFER_SAMPLER under upstream control instead of forcing it off on MetaX')",
     release="0.9.1 (MetaX vLLM build, MACA 3.0.0.8 per the reporter's later mx-smi output)",
     gpu="MetaX GPU (MACA; model not named in the stored text)", gpus=2,
     command="VLLM_USE_FLASHINFER_SAMPLER=1 RAY_EXPERIMENTAL_NOSET_CUDA_VISIBLE_DEVICES=1 CUDA_VISIBLE_DEVICES=0,1 "
             "TORCH_CUDA_ARCH_LIST=\"8.0\" vllm serve /data/qwen3-32B -tp 2 --port 8080 --dtype bfloat16 "
             "--disable-log-requests --gpu-memory-utilization 0.9 --enable-auto-tool-choice --tool-call-parser hermes "
             "--max-model-len 32768 --distributed-executor-backend ray --disable-cascade-attn --enable-chunked-prefill "
             "--enable-prefix-caching --served-model-name qwen3-32B",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue description as stored (title: '沐曦0.9.1版本，设置VLLM_USE_FLASHINFER_SAMPLER=1，在调用"
          "/v1/chat/completions时报错' = MetaX 0.9.1, with VLLM_USE_FLASHINFER_SAMPLER=1, calling /v1/chat/completions "
          "errors); a screenshot of the environment after '0.9.1' is left out; the error line is cut by the stored "
          "chunk mid-command (kept as stored). '启动后日志显示' = after start-up the log shows; '调用/v1/completions未发现"
          "该报错' = /v1/completions does not show the error. The reporter's second comment (08-25) shows a later launch "
          "with VLLM_ATTENTION_BACKEND=FLASHINFER and VLLM_USE_FLASHINFER_SAMPLER=0; its outcome is not stored.")

# ---------------------------------------- Tenstorrent tt-inference-server: Qwen3-32B on T3K -> TTQwen3ForCausalLM not registered after a registration refactor
case("tt-inference-server-pr1562-qwen3-32b-t3k-ttqwen3forcausallm-cannot-find-model-module",
     "https://github.com/tenstorrent/tt-inference-server/pull/1562",
     "This PR fixes a bug introduced in https://github.com/tenstorrent/tt-inference-server/pull/1347 where we "
     "incorrectly aliased the Qwen2 model registration. The result was:\n"
     "```shell\n"
     "python3 ./run.py --model Qwen3-32B --workflow server --device t3k --docker-server \n"
     "\n"
     "File \"/home/container_app_user/tt-metal/python_env/lib/python3.10/site-packages/pydantic/_internal/"
     "_dataclasses.py\", line 121, in __init__\n"
     "    s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
     "  Value error, Cannot find model module. 'TTQwen3ForCausalLM' is not a registered model in the Transformers "
     "library (only relevant if the model is meant to be in Transformers) and 'AutoModel' is not present in the model "
     "config's 'auto_map' (relevant if the model is custom). [type=value_error, input_value=ArgsKwargs((), "
     "{'model_co...additional_config': {}}), input_type=ArgsKwargs]\n"
     "    For further information visit https://errors.pydantic.dev/2.12/v/value_error\n"
     "```",
     "architecture_unsupported", {}, "release_regression",
     "Tenstorrent's tt-inference-server launches vLLM (the TT fork) in its Docker server and registers the TT model "
     "classes (TT<Arch>ForCausalLM) with vLLM's model registry before start-up. Its PR #1347 aliased the Qwen2 "
     "registration wrongly, so TTQwen3ForCausalLM was never registered; vLLM's config check then found no module for "
     "the architecture and refused Qwen3-32B on a T3K. A regression in the serving wrapper, not a model, flag or "
     "memory problem.",
     "merged fix PR #1562 in tt-inference-server (bgoelTT, 2025-12-23): correct the Qwen3 implementation "
     "registration; i.e. use a tt-inference-server commit with the fix (or one from before PR #1347)",
     release="tt-inference-server dev (December 2025), TT vLLM fork; pydantic 2.12",
     gpu="Tenstorrent T3K (Wormhole)", gpus=None,
     command="python3 ./run.py --model Qwen3-32B --workflow server --device t3k --docker-server",
     forbidden=_MEM + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the PR description up to the end of its log block (the PR's title 'Fix Qwen3 implementation "
          "registration' and any diff are left out). The first sentence names the cause; it is the PR's own text and "
          "the only stored context for the log.")

# ---------------------------------------- vLLM-Metal (Apple Silicon): quickstart facebook/opt-125m -> mlx_lm 'No safetensors found'
case("vllm-pr50224-vllm-metal-apple-silicon-quickstart-opt-125m-no-safetensors-found",
     "https://github.com/vllm-project/vllm/pull/50224",
     "## Summary\n"
     "\n"
     "Fixes #50165\n"
     "\n"
     "## Problem\n"
     "\n"
     "The Quickstart guide uses `facebook/opt-125m` as the default example model, but this model lacks `.safetensors` "
     "weights. On Apple Silicon devices using the vLLM-Metal backend (which delegates to `mlx_lm`), this causes a "
     "`FileNotFoundError: No safetensors found` error, blocking new users from completing the getting-started guide.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "On Apple Silicon with the vLLM-Metal plug-in, model loading goes through mlx_lm, which reads only .safetensors "
     "weights. facebook/opt-125m (the quickstart's example) ships only PyTorch .bin weights, so loading stops with "
     "'No safetensors found'. The checkpoint's weight format is not one the Metal backend loads; not a memory or "
     "device problem.",
     "the docs PRs for vllm #50165 (this one, #50167 and #51591): on vLLM-Metal use a model that has safetensors "
     "weights, e.g. an MLX-optimized mlx-community model or Qwen/Qwen2.5-0.5B, instead of facebook/opt-125m; no user "
     "confirmation is stored",
     release=None, gpu="Apple Silicon (vLLM-Metal plug-in, MLX)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--load-format"}],
     note="Excerpt: the PR description's Summary and Problem sections; the Changes section (the fix) is left out. The "
          "issue #50165 itself was not reachable in the stored text; PR #50167's description says the same ('standard "
          "models like `facebook/opt-125m` won't work with Metal backend', MLX-optimized models required).")

# ---------------------------------------- GPUStack on Hygon DCU with DTK 26.04: ROCM_PATH=/opt/dtk -> ROCm compiler clang not found when deploying a model
case("gpustack-5334-hygon-dcu-dtk-2604-rocm-path-rocm-compiler-clang-not-found",
     "https://github.com/gpustack/gpustack/issues/5334",
     "### ❓ Is your enhancement related to a problem?\n"
     "\n"
     "GPUStack cannot detect Hygon DCU correctly with DTK 26.04 because the library path has changed.\n"
     "\n"
     "DTK 25.04 uses:\n"
     "\n"
     "```bash\n"
     "ROCM_PATH=/opt/dtk\n"
     "```\n"
     "...\n"
     "the following error appears when deploying models:\n"
     "```\n"
     "ROCm compiler /opt/dtk/.hyhal/llvm/bin/clang not found.\n"
     "```",
     "triton_compiler_missing", {}, "accelerator_env_invalid",
     "GPUStack workers on Hygon DCUs with the DTK 26.04 toolkit: DTK 26.04 moved its ROCm tree under /opt/dtk/.hyhal, "
     "but the worker was set up the DTK 25.04 way (ROCM_PATH=/opt/dtk) and GPUStack mirrored that ROCM_PATH into the "
     "model's (vLLM runner) container, so the ROCm compiler was looked for in a path that does not exist and the model "
     "deployment failed at start-up. A toolkit path / environment mismatch, not a vLLM flag or memory problem.",
     "GPUStack maintainer (linyinli, the issue) and gitlawr (pointing #5305 here as the workaround): for DTK 26.04 set "
     "ROCM_PATH=/opt/dtk/.hyhal and GPUSTACK_RUNTIME_DEPLOY_MIRRORED_DEPLOYMENT_IGNORE_ENVIRONMENTS=ROCM_PATH on the "
     "worker; GPUStack then added DTK 25.04 / 26.04 options (verified in dev dc64787)",
     release="GPUStack v2.1.x with the dtk25.04 vLLM runner (per the linked #5305); vLLM version not in this thread",
     gpu="Hygon DCU (DTK 26.04)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue description's problem part; the lines giving the DTK 26.04 settings (the fix) are "
          "replaced by '...', and the sentence before the error, 'If GPUSTACK_RUNTIME_DEPLOY_MIRRORED_DEPLOYMENT_"
          "IGNORE_ENVIRONMENTS=ROCM_PATH is not configured,', is cut to its second half for the same reason. A screenshot "
          "after the error is left out.")

BATCH.write()
