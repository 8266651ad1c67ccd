"""vLLM's refusals of a quantized checkpoint whose weights do not split over the tensor-parallel ranks, and the bf16
refusal pasted from its last sentence (issue 10). Message texts as vLLM's source writes them:

- quantization/gptq.py / awq.py / aqlm.py / bitsandbytes.py ::create_weights (read in the 0.5.5, 0.6.3, 0.8.5, 0.10.2,
  0.14.0, 0.22.0 wheels; fp_quant.py / auto_awq.py in 0.33.0): "The input size is not aligned with the quantized weight
  shape. This can be caused by too large tensor parallel size." (and "The output size ...");
- quantization/utils/marlin_utils.py::verify_marlin_supports_shape (0.6.3-0.33.0): "Weight input_size_per_partition =
  {n} is not divisible by min_thread_k = 128. Consider reducing tensor_parallel_size or running with --quantization
  gptq." (min_thread_n after two spaces; the group_size variant);
- worker/worker.py::_check_if_gpu_supports_dtype (0.5.5-0.10.2), platforms/cuda.py / rocm.py / xpu.py (0.14-0.33):
  "... You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half."
"""

from __future__ import annotations

import pytest

from kvroom.explain import explain

ALIGNED = ("ValueError: The {side} size is not aligned with the quantized weight shape. This can be caused by too large "
           "tensor parallel size.")
MARLIN_K = ("ValueError: Weight input_size_per_partition = {n} is not divisible by min_thread_k = 128. Consider reducing "
            "tensor_parallel_size or running with --quantization gptq.")
MARLIN_N = ("ValueError: Weight output_size_per_partition = {n} is not divisible by  min_thread_n = 64. Consider reducing "
            "tensor_parallel_size or running with --quantization gptq.")


def _fixes(d: dict) -> list[tuple[str, str]]:
    return [(f["flag"], f["value"]) for f in d["fixes"]]


@pytest.mark.parametrize("side", ["input", "output"])
def test_group_alignment_at_tp_2_keeps_the_gpus_with_pipeline_stages(side: str) -> None:
    log = ("INFO 07-01 10:00:00 [api_server.py:1] vLLM API server version 0.10.2\n"
           "$ vllm serve Qwen/Qwen2.5-72B-Instruct-AWQ --tensor-parallel-size 2 --max-model-len 8192\n"
           + ALIGNED.format(side=side))
    d = explain(log).to_dict()
    assert d["message_kind"] == "tp_not_divisible"
    assert d["numbers"]["quantized_shape"] == side
    assert d["diagnosis"]["cause"] == "tp_not_divisible"
    fixes = _fixes(d)
    assert ("--tensor-parallel-size", "1 --pipeline-parallel-size 2") in fixes  # the same GPUs, whole weights each
    # never a larger TP (the message says the TP is too large), never a memory fix
    for flag, value in fixes:
        assert flag not in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype")
        if flag == "--tensor-parallel-size":
            assert int(value.split()[0]) < 2


def test_marlin_tile_at_tp_1_offers_no_parallel_size_and_no_gptq_for_an_awq_checkpoint() -> None:
    log = ("python -m vllm.entrypoints.openai.api_server --model org/Some-MoE-AWQ --dtype float16\n"
           + MARLIN_K.format(n=10944))
    d = explain(log, vllm_version="0.6.3").to_dict()
    assert d["message_kind"] == "tp_not_divisible"
    assert d["numbers"]["partition_size"] == 10944 and d["numbers"]["tile_size"] == 128
    assert "even unsplit" in d["diagnosis"]["summary"]
    flags = [flag for flag, _ in _fixes(d)]
    assert "--tensor-parallel-size" not in flags and "--pipeline-parallel-size" not in flags
    assert ("--quantization", "gptq") not in _fixes(d)  # vLLM's hint names the GPTQ kernel: not for an AWQ checkpoint


def test_marlin_tile_on_a_gptq_checkpoint_offers_vllms_own_hint() -> None:
    log = ("vllm serve org/Model-GPTQ-Int4 --tensor-parallel-size 4\n" + MARLIN_N.format(n=1480))
    d = explain(log, vllm_version="0.8.5").to_dict()
    assert d["message_kind"] == "tp_not_divisible" and d["numbers"]["tile"] == "min_thread_n"
    fixes = _fixes(d)
    assert ("--quantization", "gptq") in fixes
    assert ("--tensor-parallel-size", "1 --pipeline-parallel-size 4") in fixes


def test_an_unrelated_divisibility_sentence_is_not_this_refusal() -> None:
    d = explain("ValueError: 40 is not divisible by 3").to_dict()
    assert "quantized_shape" not in d["numbers"]


@pytest.mark.parametrize("text", [
    "You can use float16 instead by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.",
    "You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half",
    "you can use float16 instead by explicitly setting the dtype flag in cli, for example: --dtype=half.",
])
def test_bf16_refusal_pasted_from_its_last_sentence(text: str) -> None:
    d = explain(text).to_dict()
    assert d["message_kind"] == "dtype_unsupported"
    assert d["diagnosis"]["cause"] == "dtype_unsupported"
    assert ("--dtype", "half") in _fixes(d)


def test_gpu_workers_local_world_check() -> None:
    """vllm/v1/worker/gpu_worker.py::Worker.init_device (0.12.0-0.23.0): "local_world_size (N) must be less than or
    equal to the number of visible devices (M)." -- the process sees fewer GPUs than the ranks it places on the node."""
    d = explain("AssertionError: local_world_size (16) must be less than or equal to the number of visible devices "
                "(8).", vllm_version="0.13.0").to_dict()
    assert d["message_kind"] == "tp_over_gpus" and d["diagnosis"]["cause"] == "tp_over_gpus"
    assert d["numbers"]["local_world_size"] == 16 and d["numbers"]["gpu_count"] == 8
    fixes = _fixes(d)
    assert ("--tensor-parallel-size", "8") in fixes  # the GPUs the process sees; across nodes: said in words
    assert "--pipeline-parallel-size 2" in " ".join(f["detail"] for f in d["fixes"])
    assert not any(flag in ("--gpu-memory-utilization", "--max-model-len") for flag, _ in fixes)
    one = explain("AssertionError: local_world_size (4) must be less than or equal to the number of visible devices "
                  "(1).").to_dict()
    assert not any(flag == "--tensor-parallel-size" for flag, _ in _fixes(one))  # one GPU seen: make them visible


def test_paged_attention_kernels_head_size() -> None:
    """csrc/attention/attention_kernels.cu: TORCH_CHECK(false, "Unsupported head size: ", head_size)."""
    d = explain("RuntimeError: Unsupported head size: 32").to_dict()
    assert d["message_kind"] == "head_size_unsupported" and d["numbers"]["head_size"] == 32
    assert d["diagnosis"]["cause"] == "head_size_unsupported"
    assert all(not f["flag"] for f in d["fixes"])  # a build question, not a flag
    assert "attention_kernels.cu" in d["fixes"][0]["detail"]


def test_triton_fp8e4nv_below_sm89() -> None:
    """triton/language/semantic.py: an fp8 e4m3 cast below compute capability 8.9. The fp8 KV fix only when the log
    shows an fp8 KV cache; never a memory fix."""
    message = ("ValueError: type fp8e4nv not supported in this architecture. The supported fp8 dtypes are "
               "('fp8e4b15', 'fp8e5')")
    bare = explain(message).to_dict()
    assert bare["message_kind"] == "dtype_unsupported" and bare["diagnosis"]["cause"] == "dtype_unsupported"
    assert not any(f["flag"] in ("--kv-cache-dtype", "--gpu-memory-utilization", "--max-model-len")
                   for f in bare["fixes"])
    with_fp8 = explain("INFO 01-01 00:00:00 [config.py:1] Initializing a V1 LLM engine (v0.10.2) with config: "
                       "model='m', kv_cache_dtype=fp8, \n" + message).to_dict()
    assert ("--kv-cache-dtype", "auto") in _fixes(with_fp8)


def test_title_cut_registry_refusal_is_still_the_registry_refusal() -> None:
    """registry.py's "Model architectures ['X'] are not supported for now." cut by an issue title ("... for no")."""
    d = explain("ValueError: Model architectures ['Qwen2ForSequenceClassification'] are not supported for no",
                vllm_version="0.6.1").to_dict()
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["architectures"] == "Qwen2ForSequenceClassification"


def test_inspection_error_before_the_registry_refusal_names_the_failed_import() -> None:
    """registry.py::_try_inspect_model_cls logs "Error in inspecting model architecture 'X'" for a registered
    architecture whose import failed; 0.6.2-0.6.5 then refuse it as "not supported for now": no upgrade."""
    log = ("ERROR 10-26 11:35:32 registry.py:267] Error in inspecting model architecture 'LlamaForCausalLM'\n"
           "ERROR 10-26 11:35:32 registry.py:267] Traceback (most recent call last):\n"
           "ValueError: Model architectures ['LlamaForCausalLM'] are not supported for now. Supported architectures: "
           "['LlamaForCausalLM', 'MistralForCausalLM']")
    d = explain(log, vllm_version="0.6.3").to_dict()
    assert d["message_kind"] == "architecture_unsupported"
    assert d["diagnosis"]["cause"] == "model_inspection_failed"
    assert not any("upgrade" in f["title"] for f in d["fixes"])


@pytest.mark.parametrize("text", [
    # transformers/dynamic_module_utils.py::resolve_trust_remote_code, as vLLM users retype it
    "valueerror: loading internvl2-8b/ requires you to execute the configuration file in that repo on your local "
    "machine. make sure you have read the code there to avoid malicious use, then set the option "
    "'trust_remote_code=true' to remove this error.",
    "ValueError: Loading org/model requires you to execute the configuration file in that repo on your local machine. "
    "Make sure you have read the code there to avoid malicious use, then set the option `trust_remote_code=True` to "
    "remove this error.",
])
def test_transformers_trust_remote_code_sentence(text: str) -> None:
    d = explain(text).to_dict()
    assert d["message_kind"] == "trust_remote_code_required"
    assert ("--trust-remote-code", "") in _fixes(d)


@pytest.mark.parametrize("text", [
    # torch/cuda/__init__.py::device_count -> cudaGetDeviceCount's error, cut by an issue title
    "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
    "NumCudaDevices() that might have already set an error? Error 804: forward compatibility was att",
    "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
    "NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda "
    "driver combination",
])
def test_cuda_driver_errors_by_code(text: str) -> None:
    d = explain(text).to_dict()
    assert d["message_kind"] == "cuda_driver_mismatch"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_mixed_precision_kernel_choice_below_every_kernel() -> None:
    """kernels/mixed_precision/__init__.py::choose_mp_linear_kernel: no WNA16 kernel runs on this GPU."""
    d = explain("ValueError: Failed to find a kernel that can implement the WNA16 linear layer. Reasons: \n"
                "MarlinLinearKernel requires capability 80, current compute capability is 75").to_dict()
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])
