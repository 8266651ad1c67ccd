"""explain on the launch deaths of round 43 (held out, graded once: tests/golden/wild/BLIND.md) that a rule of the code
printing them reads, each tested on other wordings than the fitted one: the architecture refusal with the name bare (a
framework's copy of vLLM's loader); HIP's "invalid device function"; Triton's computeCapability assert; FusedMoE's
quant_method assert; vLLM's compiled op missing under the CPU backend; GPU UUIDs read with int() as the death itself;
the registry's inspection subprocess failing."""

from __future__ import annotations

from kvroom.explain import explain

MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs"}


def _flags(d: dict) -> set[str]:
    return {f["flag"] for f in d["fixes"]}


def test_the_architecture_refusal_with_the_name_bare() -> None:
    d = explain("ValueError: Model architectures Gemma3ForConditionalGeneration are not supported for now. Supported "
                "architectures: dict_keys(['LlamaForCausalLM'])").to_dict()
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["architectures"] == "Gemma3ForConditionalGeneration"


def test_hip_s_invalid_device_function() -> None:
    d = explain("[rank0]: RuntimeError: HIP error: invalid device function\n[rank0]: HIP kernel errors might be "
                "asynchronously reported at some other API call\n").to_dict()
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["fixes"][0]["flag"] == "PYTORCH_ROCM_ARCH"
    assert not _flags(d) & MEMORY_FLAGS


def test_triton_s_compute_capability_assert() -> None:
    d = explain("python3: /project/lib/Dialect/TritonGPU/Transforms/AccelerateMatmul.cpp:42: int getMMAVersionSafe("
                "int, DotOp&): Assertion `false && \"computeCapability not supported\"' failed.").to_dict()
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert "Triton" in d["diagnosis"]["summary"]


def test_fused_moe_s_quant_method_assert() -> None:
    d = explain('  File "/x/vllm/model_executor/layers/fused_moe/layer.py", line 201, in __init__\n'
                "    assert self.quant_method is not None\nAssertionError\n").to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert "MoE" in d["diagnosis"]["summary"]
    assert not _flags(d) & MEMORY_FLAGS


def test_a_missing_op_under_the_cpu_backend() -> None:
    d = explain("INFO 01-02 03:04:05 [__init__.py:239] Automatically detected platform cpu.\n"
                "AttributeError: '_OpNamespace' '_C' object has no attribute 'gptq_marlin_24_gemm'\n").to_dict()
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert "CPU" in d["diagnosis"]["summary"]


def test_a_missing_op_on_a_gpu_stays_a_torch_mismatch() -> None:
    d = explain("AttributeError: '_OpNamespace' '_C' object has no attribute 'gptq_marlin_repack'").to_dict()
    assert d["message_kind"] == "torch_abi_mismatch"


def test_gpu_uuids_read_with_int_are_the_death() -> None:
    d = explain("ValueError: invalid literal for int() with base 10: 'GPU-5d1c2b3a-0000-1111-2222-333344445555'").to_dict()
    assert d["diagnosis"]["cause"] == "cuda_visible_devices_uuid"
    assert not _flags(d) & MEMORY_FLAGS


def test_the_registry_s_inspection_subprocess_failing() -> None:
    log = ("ERROR 06-01 11:19:25 [registry.py:363] Error in inspecting model architecture 'Glm4MoeForCausalLM'\n"
           "RuntimeError: Error raised in subprocess:\nImportError: cannot import name 'foo' from 'bar'\n")
    assert explain(log).to_dict()["message_kind"] == "model_inspection_failed"
