"""The rules written in the session of rounds 253-259 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test); no expected value
is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- no KV memory under a share set below vLLM's default: V1's lines (v1/worker/gpu_model_runner.py "Model loading
# took", gpu_worker.py "Available KV cache memory", v1/core/kv_cache_utils.py check_enough_kv_cache_memory's "No available
# memory for the cache blocks"), the share in vLLM's "non-default args" line (entrypoints/utils.py::log_non_default_args)
def _v1_no_kv(util: float, weights: str, available: str, total_line: str = "") -> str:
    return (f"INFO 04-20 13:10:02 [utils.py:233] non-default args: {{'model': '/models/m', 'gpu_memory_utilization': {util}, "
            "'max_model_len': 4096}\n" + total_line +
            f"(EngineCore_DP0 pid=812) INFO 04-20 13:11:59 [gpu_model_runner.py:2653] Model loading took {weights} GiB "
            "and 12.31 seconds\n"
            f"(EngineCore_DP0 pid=812) INFO 04-20 13:12:30 [gpu_worker.py:298] Available KV cache memory: {available} GiB\n"
            "(EngineCore_DP0 pid=812) ValueError: No available memory for the cache blocks. Try increasing "
            "`gpu_memory_utilization` when initializing the engine.\n")


@pytest.mark.parametrize("util,weights,available", [
    (0.55, "25.61", "-0.99"),   # the bound: budget >= 25.61 - 0.99, so the card is at least 44.8 GiB; +0.35 of it
    (0.6, "11.97", "-0.01"),
    (0.45, "7.10", "-2.40"),    # card >= 10.4 GiB: +0.45 of it is 4.7 GiB, above the 2.40 short
])
def test_a_share_below_the_default_that_the_default_would_cover_is_the_setting(util, weights, available) -> None:
    d = _d(_v1_no_kv(util, weights, available))
    assert d["diagnosis"]["cause"] == "util_too_low"
    assert any("default share (0.90)" in e and "at least" in e for e in d["diagnosis"]["evidence"])
    util_fixes = [f for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert util_fixes and float(util_fixes[0]["value"]) > util


@pytest.mark.parametrize("util,weights,available", [
    (0.8, "7.05", "-1.49"),    # card >= 6.95 GiB: +0.10 of it is 0.70 GiB, below the 1.49 short
    (0.85, "14.08", "-1.81"),  # card >= 14.4 GiB: +0.05 of it is 0.72 GiB
    (0.9, "5.20", "-0.30"),    # already at the default share
])
def test_a_shortfall_the_default_share_would_not_cover_stays_the_weights(util, weights, available) -> None:
    d = _d(_v1_no_kv(util, weights, available))
    assert d["diagnosis"]["cause"] == "weights_exceed_budget"


def test_the_cards_printed_size_replaces_the_bound() -> None:
    # V0's profile lines (worker/worker.py::determine_num_available_blocks, 0.6.6-0.7.x): the card's total printed
    v0 = ("INFO 02-26 09:54:05 worker.py:267] the current vLLM instance can use total_gpu_memory (16.00GiB) x "
          "gpu_memory_utilization (0.70) = 11.20GiB\n"
          "INFO 02-26 09:54:05 worker.py:267] model weights take 9.80GiB; non_torch_memory takes 0.10GiB; PyTorch "
          "activation peak memory takes 2.30GiB; the rest of the memory reserved for KV Cache is -1.00GiB.\n")
    d = _d(v0)
    assert d["diagnosis"]["cause"] == "util_too_low"
    # (0.90 - 0.70) x 16.00 - 1.00 = 2.20 GiB, from the printed card, not a bound
    assert any("about 2.20 GiB" in e for e in d["diagnosis"]["evidence"])
    # the same profile on an 8 GiB card: +1.60 GiB covers the 1.00 short; on 4 GiB, +0.80 does not
    assert _d(v0.replace("16.00GiB", "8.00GiB"))["diagnosis"]["cause"] == "util_too_low"
    small = v0.replace("16.00GiB", "4.00GiB").replace("11.20GiB", "2.80GiB").replace("9.80GiB", "1.40GiB")
    assert _d(small)["diagnosis"]["cause"] != "util_too_low"


# --- a traceback through torch.compile's code (torch/_inductor, torch/_dynamo frames) with no exception line read
_ENGINE_WRAPPER = ("  File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/utils.py\", line 484, in "
                   "wait_for_engine_startup\n"
                   "    raise RuntimeError(\"Engine core initialization failed. \"\n"
                   "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n")


@pytest.mark.parametrize("frame", [
    '  File "/usr/lib/python3.12/site-packages/torch/_inductor/codecache.py", line 2747, in load_by_key_path\n',
    '  File "/opt/venv/lib/python3.11/site-packages/torch/_dynamo/convert_frame.py", line 1064, in _compile\n',
    '  File "/x/site-packages/torch/_inductor/runtime/compile_tasks.py", line 36, in _reload_python_module\n',
])
def test_a_traceback_cut_inside_the_compile_is_the_compile(frame: str) -> None:
    d = _d("ERROR 07-16 02:16:07 [core.py:586]   File \"/x/vllm/v1/worker/gpu_model_runner.py\", line 2274, in "
           "profile_run\n" + frame + "...\n" + _ENGINE_WRAPPER)
    assert d["message_kind"] == "torch_compile_error"
    assert "--gpu-memory-utilization" not in _flags(d)


def test_an_exception_after_the_compile_frame_is_the_cause_not_the_compile() -> None:
    # Inductor's cache-directory helper calling getpass.getuser(), which raises under a UID with no passwd entry
    # (Lib/getpass.py: pwd.getpwuid): the KeyError ended the start, wherever its caller sits
    d = _d('File ".../torch/_inductor/runtime/cache_dir_utils.py", line 23, in default_cache_dir\n'
           '    sanitized_username = re.sub(..., getpass.getuser())\n'
           'File ".../getpass.py", line 169, in getuser\n'
           '    return pwd.getpwuid(os.getuid())[0]\n'
           "KeyError: 'getpwuid(): uid not found: 1000650000'\n")
    assert d["message_kind"] != "torch_compile_error"


def test_an_oom_under_the_compile_frames_stays_an_oom() -> None:
    d = _d('  File "/x/site-packages/torch/_inductor/output_code.py", line 460, in __call__\n'
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "23.54 GiB of which 1.02 GiB is free.\n")
    assert d["message_kind"].startswith("oom")


# --- DeepGEMM's assert in its DGException wording (deep_gemm/include/deep_gemm/common/exception.hpp, mid-2025)
def test_deepgemm_shape_assert_is_the_kernel_and_its_fix_turns_deepgemm_off() -> None:
    d = _d("RuntimeError: Failed: Assertion error csrc/jit_kernels/impls/sm90_fp8_gemm_1d2d.hpp:41 "
           "'n % block_n == 0'\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["numbers"]["deepgemm_condition"] == "n % block_n == 0"
    assert d["fixes"][0]["flag"] == "VLLM_USE_DEEP_GEMM" and d["fixes"][0]["value"] == "0"
    assert "Marlin" not in " ".join(d["explanation"])


def test_deepgemm_architecture_assert_is_the_gpu() -> None:
    d = _d("RuntimeError: Failed: Assertion error csrc/apis/gemm.hpp:120 'arch_major == 9 or arch_major == 10'\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert any(f["flag"] == "VLLM_USE_DEEP_GEMM" for f in d["fixes"])


# --- a kernel package vLLM imports, not installed (CPython's ModuleNotFoundError for a top-level package)
@pytest.mark.parametrize("pkg", ["triton_kernels", "deep_gemm", "deep_ep", "pplx_kernels", "flashinfer", "aiter"])
def test_a_missing_kernel_package_is_the_install(pkg: str) -> None:
    d = _d(f'  File "/x/vllm/model_executor/layers/fused_moe/layer.py", line 12, in <module>\n'
           f"ModuleNotFoundError: No module named '{pkg}'\n")
    assert d["message_kind"] == "dependency_missing"  # (its own kind since 2026-12-06: not installed at all)
    assert d["fixes"][0]["title"] == f"install {pkg}"
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"}


@pytest.mark.parametrize("text", ["ModuleNotFoundError: No module named 'my_local_utils'",
                                  "ModuleNotFoundError: No module named 'flashinfer_python_helpers'"])
def test_other_missing_modules_are_not_read_as_a_kernel_package(text: str) -> None:
    assert _d(text + "\n")["message_kind"] is None


# --- a title's retelling of the quantization refusal with the GPU's SM number
@pytest.mark.parametrize("title,cc", [
    ("[Bug]: The quantization method mxfp4 is not supported for the current GPU SM75", 75),
    ("The quantization method fp8 is not supported for the current GPU (sm_70)", 70),
])
def test_a_titles_sm_number_is_the_current_capability(title: str, cc: int) -> None:
    d = _d(title + "\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["current_capability"] == cc


# --- the sparse-MLA cache format's geometry check (csrc cache_kernels.cu concat_and_cache_mla TORCH_CHECK)
@pytest.mark.parametrize("text", [
    "RuntimeError: concat_and_cache_mla, csrc/cache_kernels.cu:915, kv_lora_rank must be 512 for fp8_ds_mla\n",
    "(Worker_TP0 pid=88) ERROR RuntimeError: Worker failed with error 'concat_and_cache_mla, "
    "csrc/libtorch_stable/cache_kernels.cu:939, pe_dim must be 64 for fp8_ds_mla'\n",
])
def test_the_sparse_mla_cache_formats_geometry_is_the_backend_not_the_kv_dtype(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["numbers"]["mla_cache_format"] == "fp8_ds_mla"
    assert "sinks" not in " ".join(d["explanation"])
    assert not set(_flags(d)) & {"--kv-cache-dtype", "--gpu-memory-utilization", "--max-model-len"}


# --- libNVVM refusing a JIT's architecture (NVVM_ERROR_INVALID_OPTION)
@pytest.mark.parametrize("arch", ["compute_", "compute_75"])
def test_libnvvm_refusing_the_architecture_is_no_code_for_this_gpu(arch: str) -> None:
    d = _d("cutlass._mlir._mlir_libs._site_initialize.<locals>.MLIRError: Failure while executing pass pipeline:\n"
           "error: unknown: failed to verify the compilation unit (error 7: NVVM_ERROR_INVALID_OPTION),\n"
           f"libNVVM extra log: libnvvm : error: -arch={arch} is an unsupported option\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert not set(_flags(d)) & {"--enforce-eager", "--gpu-memory-utilization", "--max-model-len"}


# --- the attention selector's Reasons naming the installed FlashInfer (vllm/utils/flashinfer.py import probes)
def test_a_backend_refused_for_the_installed_flashinfer_is_the_install() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=576, "
           "dtype=torch.bfloat16, kv_cache_dtype=auto, block_size=None, use_mla=True, has_sink=False, use_sparse=True). "
           "Reasons: {TRITON_MLA: [sparse not supported], FLASHINFER_MLA_SPARSE_SM120: [FLASHINFER_MLA_SPARSE_SM120 "
           "requires FlashInfer's sparse MLA decode API]}.\n")
    assert d["message_kind"] == "no_attention_backend"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "FlashInfer" in d["fixes"][0]["title"]


def test_a_gpu_reason_beside_it_is_still_the_gpu() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=576, "
           "dtype=torch.bfloat16, kv_cache_dtype=auto, block_size=None, use_mla=True, use_sparse=True). Reasons: "
           "{FLASHMLA_SPARSE: [compute capability not supported], FLASHINFER_MLA_SPARSE: [compute capability not "
           "supported]}.\n")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"


# --- compressed-tensors' weight-only MoE kernels demanding float16 (compressed_tensors_moe.py's assert)
def test_the_compressed_moe_float16_demand_is_a_quantization_dtype_refusal() -> None:
    d = _d("ERROR 05-02 03:16:53 [multiproc_executor.py:435] AssertionError: float16 is required for MoE compressed "
           "models. Set dtype=torch.float16\n")
    assert d["message_kind"] == "quantization_dtype_unsupported"
    assert "?" not in d["diagnosis"]["summary"]
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len"}


# --- vLLM's Transformers backend refusing TP (model_executor/models/transformers.py, 0.8.3-0.10.1.1)
def test_the_transformers_backends_tp_refusal_offers_pipeline_parallel_not_more_tp() -> None:
    d = _d("vllm serve zai-org/GLM-4.5-Air --tensor-parallel-size 4\n"
           "ValueError: <class 'transformers.models.glm4_moe.modeling_glm4_moe.Glm4MoeModel'> does not support tensor "
           "parallel yet!\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert "--pipeline-parallel-size 4 --tensor-parallel-size 1" in d["fixes"][0]["detail"]
    assert "--tensor-parallel-size" not in _flags(d)


# --- the weights' GiB retold in a reporter's words (vLLM's "Model loading took X GiB" in other words)
@pytest.mark.parametrize("sentence,gib", [
    ("Weights took 61.20 GiB of each GPU's 79.19 GiB, leaving nothing for KV.", 61.2),
    ("Root cause: model takes 35.5 GiB per GPU out of 44.4 GiB.", 35.5),
    ("- Model footprint **12.75 GiB**; then the error below.", 12.75),
    ("the model weights measured at 7.02 GiB (bfloat16)", 7.02),
])
def test_a_retold_weights_figure_is_read(sentence: str, gib: float) -> None:
    d = _d(sentence + "\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["memory_account"]["weights_gib"] == gib


def test_vllms_own_loading_line_wins_over_a_retelling() -> None:
    d = _d("The weights take 30.00 GiB, I think.\n"
           "(EngineCore_DP0 pid=9) INFO 01-01 00:00:00 [gpu_model_runner.py:2653] Model loading took 28.40 GiB and "
           "9.1 seconds\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["memory_account"]["weights_gib"] == 28.4


@pytest.mark.parametrize("sentence", ["the weights are about 14 GiB", "weights take ~14 GiB", "weights took 14 GB"])
def test_a_guess_or_an_ambiguous_unit_is_not_read_as_the_weights(sentence: str) -> None:
    d = _d(sentence + "\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert "weights_gib" not in (d.get("memory_account") or {})


# --- the utilization set in a sentence, in a code span with its flag's name, or abbreviated
@pytest.mark.parametrize("sentence,util", [
    ("On an NPU with 65G, setting gpu_memory_utilization to 0.8 results in the following error:", 0.8),
    ("I started it with `--gpu-memory-utilization` at 0.85 and it fails:", 0.85),
    ("| CUDA out of memory | `gpu-memory-utilization 0.92` is too aggressive for 32K |", 0.92),
    ("weights+drafter+profiling at 8K ctx + mem-util 0.95 leaves nothing", 0.95),
])
def test_a_utilization_set_in_words_is_read(sentence: str, util: float) -> None:
    d = _d(sentence + "\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["context"]["gpu_memory_utilization"] == util


def test_a_sentence_about_the_utilization_without_a_value_sets_nothing() -> None:
    d = _d("Try increasing gpu_memory_utilization to leave room.\nValueError: No available memory for the cache "
           "blocks. Try increasing `gpu_memory_utilization` when initializing the engine.\n")
    assert d["context"].get("gpu_memory_utilization") is None


# --- Triton's older fp8e4nv assert, and an FP8 checkpoint placed by its name or the catalog's own config
@pytest.mark.parametrize("text", [
    "AssertionError: fp8e4nv data type is not supported on CUDA arch < 89\n",
    "ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\")\n",
])
def test_fp8e4nv_under_an_fp8_checkpoints_name_is_the_quantization(text: str) -> None:
    assert _d("I am trying to deploy Mistral-Small-24B-Instruct-FP8-dynamic on 2x A100.\n" + text)["message_kind"] \
        == "quantization_unsupported_gpu"
    assert _d("vllm serve deepseek-ai/DeepSeek-V3 --tensor-parallel-size 8\n" + text)["message_kind"] \
        == "quantization_unsupported_gpu"  # the catalog's DeepSeek-V3 config: quant_method fp8
    assert _d(text)["message_kind"] == "dtype_unsupported"  # no source named: the format stays


def test_an_fp8_kv_cache_places_fp8e4nv_in_the_kv_dtype() -> None:
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct --kv-cache-dtype fp8\n"
           "AssertionError: fp8e4nv data type is not supported on CUDA arch < 89\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"


# --- vLLM's raise sites matched whatever case a reporter retyped them in (logs/raises.py)
def test_a_raise_site_retyped_in_another_case_is_still_that_site() -> None:
    # model_executor/model_loader/loader.py (0.6.3-0.6.6): "Prequant BitsAndBytes models with TP is not supported.Please
    # try with PP."
    d = _d("I found that the bnb multicard inference reports ValueError: Prequant BitsAndBytes models with Tp is not "
           "supported.Please try with pp.\n")
    assert d["message_kind"] == "vllm_check_failed"


# --- a lone traceback through torch.compile's code, with no vLLM frame or start-up wrapper, is not vLLM's compile
def test_a_torch_frame_alone_is_not_a_vllm_compile_failure() -> None:
    text = ('  File "/usr/lib/python3.12/site-packages/torch/_inductor/codegen/wrapper.py", line 1695, in '
            'generate_and_run_autotune_block\n')
    assert _d(text)["message_kind"] is None


# --- Ascend: the plugin's graph mode refusing a model, HCCL's failed call, the runtime's allocation failure, torch_npu
def test_the_acl_graph_modes_model_refusal_offers_eager_mode() -> None:
    d = _d("NotImplementedError: ACL Graph does not support qwen3_moe. Please try torchair graph mode. Or set "
           "`enforce_eager=True` to use eager mode\n")
    assert d["message_kind"] == "cuda_graph_unsupported"
    assert d["numbers"]["graph_model"] == "qwen3_moe"
    assert "--enforce-eager" in _flags(d)


def test_an_hccl_call_failure_is_the_collective_library_not_memory() -> None:
    d = _d("[rank1]: RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:102 HCCL function "
           "error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 7\n")
    assert d["message_kind"] == "nccl_error"
    assert "HCCL" in d["diagnosis"]["summary"] and "NCCL_DEBUG" not in " ".join(f["detail"] for f in d["fixes"])
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len"}


def test_ascends_allocation_failure_under_graph_capture_is_an_oom_in_the_capture() -> None:
    d = _d('  File "/x/site-packages/torch_npu/npu/graphs.py", line 210, in capture_begin\n'
           "    super().capture_begin(pool=pool, capture_error_mode=capture_error_mode)\n"
           "RuntimeError: capture_begin:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:156 NPU function error: "
           "c10_npu::acl::AclmdlRICaptureBegin(capture_stream_, capture_mode), error code is 207001\n"
           "[Error]: Failed to apply for memory.\n")
    assert d["message_kind"] == "oom_cuda_graph"


def test_a_platform_torch_extension_missing_an_attribute_is_a_version_mismatch() -> None:
    d = _d("AttributeError: module 'torch_npu' has no attribute '_npu_flash_attention'\n")
    assert d["message_kind"] == "dependency_version_mismatch"


# --- a plugin or framework reading a field vLLM's config class no longer has (vllm/config/*.py)
def test_a_config_class_missing_a_field_is_a_release_mismatch() -> None:
    d = _d("AttributeError: 'SchedulerConfig' object has no attribute 'max_model_len'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "plugin" in d["diagnosis"]["summary"]


# --- DeepGEMM's JIT runtime: the toolkit tool it ran exited with an error (jit/kernel_runtime.hpp)
def test_deepgemms_jit_tool_failing_is_the_toolkit_not_the_gpu() -> None:
    d = _d("RuntimeError: Assertion error (csrc/apis/../jit_kernels/impls/../../jit/kernel_runtime.hpp:45): "
           "exit_code == 0\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert "toolkit" in d["fixes"][0]["title"].lower() or "toolkit" in d["fixes"][0]["detail"]
    assert "VLLM_USE_DEEP_GEMM" in _flags(d)


# --- the free-memory gate quoted with its head elided (a launch script's comment)
def test_the_free_memory_gate_elided_from_its_head_is_still_the_gate() -> None:
    d = _d('# every DP worker hard-fails ("Free memory ... less than desired GPU memory utilization").\n')
    assert d["message_kind"] == "free_memory_low"
    assert _d("Free memory is fine, less than desired in general.\n")["message_kind"] is None


# --- the weight loader's shape assert, as the traceback prints its source line (model_executor/parameter.py)
def test_the_weight_loaders_shape_assert_is_the_checkpoints_layout() -> None:
    d = _d('File "/x/vllm/model_executor/parameter.py", line 133, in load_qkv_weight\n'
           "    assert param_data.shape == loaded_weight.shape\nAssertionError\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert "shape" in d["diagnosis"]["summary"]
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"}


# --- co-resident engines on one card (the paste's own words), English and Korean
@pytest.mark.parametrize("words", ["the STT server is co-resident with the TTS server on this 3090",
                                   "STT는 TTS와 동시 구동 시 KV 캐시 할당에 실패한다"])
def test_engines_said_to_share_the_card_are_another_process(words: str) -> None:
    d = _d(words + "\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["diagnosis"]["cause"] == "other_process"


def test_the_kv_refusals_middle_alone_is_the_kv_refusal() -> None:
    d = _d("| STT `... KV cache is needed, larger than available` |\n")
    assert d["message_kind"] == "kv_cache_too_small"


# --- LoRA's wrapping of a layer of a quantization it does not know (lora/layers/utils.py::_get_lora_device)
def test_loras_unsupported_base_layer_in_prose_is_lora() -> None:
    d = _d("vllm 0.6.1 throws Unsupported base layer: QKVParallelLinear(in_features=8192, output_features=10240, "
           "bias=False, tp_size=1, gather_output=False) during init\n")
    assert d["message_kind"] == "lora_unsupported" and d["diagnosis"]["cause"] == "lora_unsupported"


# --- a quantization named against the GPU's ISA (ROCm AITER's FP4 on gfx942)
def test_a_quantization_refused_for_the_gpus_isa_is_the_gpu() -> None:
    d = _d("RuntimeError: MXFP4 quantization is not supported on gfx942\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert "gfx942" in d["diagnosis"]["summary"] and "?" not in d["diagnosis"]["summary"]


# --- an EAGLE3 drafter on a class without the EAGLE3 interface (v1/worker/gpu_model_runner.py)
def test_eagle3_on_a_class_without_the_interface_is_the_models_support() -> None:
    d = _d("RuntimeError: Model does not support EAGLE3 interface but aux_hidden_state_outputs was requested\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert not set(_flags(d)) & {"--gpu-memory-utilization", "--max-model-len"}


# --- a Kubernetes env list (core/v1 EnvVar name / value pairs) sets the launch's variables
def test_a_kubernetes_env_list_sets_the_launch() -> None:
    d = _d('        env:\n        - name: MAX_MODEL_LEN\n          value: "8192"\n'
           '        - name: GPU_MEMORY_UTILIZATION\n          value: "0.85"\n'
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert d["context"]["gpu_memory_utilization"] == 0.85
    assert d["launch"]["max_model_len"] == 8192


def test_an_env_name_without_its_value_sets_nothing() -> None:
    d = _d("- name: GPU_MEMORY_UTILIZATION\n- name: OTHER\n  value: \"0.5\"\nValueError: No available memory for the "
           "cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine.\n")
    assert d["context"].get("gpu_memory_utilization") is None
