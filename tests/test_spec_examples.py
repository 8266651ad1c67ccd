"""The spec's worked examples (../shared/spec/vllm-kv-spec.md §10) across release families.

Expected values are the spec's numbers (vLLM's source, read release by release), copied here verbatim."""

from __future__ import annotations

import pytest

from kvroom.api import plan
from kvroom.core.engine import PlanRequest
from kvroom.sources import catalog

GIB = 2**30
LLAMA = "meta-llama/Llama-3.1-8B-Instruct"


def _plan(model: str, **flags):
    flags.setdefault("kv_cache_memory_bytes", 10 * GIB)
    return plan(catalog.lookup(model), PlanRequest(**flags))


@pytest.mark.parametrize(
    "version,expected",
    [
        ("0.9.1", "To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (10.00 GiB). Based on the available memory, the estimated maximum model length is 81920. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."),
        ("0.12.0", "To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (10.00 GiB). Based on the available memory, the estimated maximum model length is 81920. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."),
        ("0.8.4", "To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (10.00 GiB). Based on the available memory,  Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."),
        ("0.14.0", "To serve at least one request with the models's max seq len (131072), (16.0 GiB KV cache is needed, which is larger than the available KV cache memory (10.0 GiB). Based on the available memory, the estimated maximum model length is 81920. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."),
        ("0.21.0", "To serve at least one request with the models's max seq len (131072), (16.0 GiB KV cache is needed, which is larger than the available KV cache memory (10.0 GiB). Based on the available memory, the estimated maximum model length is 81920. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."),
        ("0.30.0", "To serve at least one request with the model's max seq len (131072), (16.0 GiB KV cache is needed, which is larger than the available KV cache memory (10.0 GiB). Based on the available memory, the estimated maximum model length is 81904. Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing `max_model_len` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."),
    ],
)
def test_llama31_8b_message_per_family(version: str, expected: str) -> None:
    result = _plan(LLAMA, vllm_version=version)
    assert not result.starts
    assert result.error == expected
    assert result.decision.bytes_per_request == 17_179_869_184


@pytest.mark.parametrize("tp,gib", [(1, 16), (2, 8), (4, 4), (8, 2), (16, 2)])
def test_llama31_8b_needed_per_tp(tp: int, gib: int) -> None:
    result = _plan(LLAMA, tensor_parallel_size=tp, kv_cache_memory_bytes=64 * GIB)
    assert result.decision.bytes_per_request == gib * GIB


def test_llama31_8b_fp8_halves() -> None:
    assert _plan(LLAMA, kv_cache_dtype="fp8", kv_cache_memory_bytes=64 * GIB).decision.bytes_per_request == 8 * GIB


@pytest.mark.parametrize(
    "version,line",
    [
        ("0.14.0", "Auto-fit max_model_len: reduced from 131072 to 81920 to fit in available GPU memory (10.0 GiB available for KV cache)"),
        ("0.30.0", "Auto-fit max_model_len: reduced from 131072 to 81904 to fit in available GPU memory (10.0 GiB available for KV cache)"),
        ("0.32.0", "Auto-fit max_model_len: reduced from 131072 to 81904 to fit in available KV cache memory (10.0 GiB GPU)"),
    ],
)
def test_llama31_8b_auto_fit_line(version: str, line: str) -> None:
    result = _plan(LLAMA, vllm_version=version, max_model_len=-1)
    assert result.starts
    assert line in result.decision.log_lines


def test_llama31_8b_capacity_at_32k() -> None:
    result = _plan(LLAMA, vllm_version="0.21.0", max_model_len=32768)
    assert result.decision.num_gpu_blocks == 5120
    assert "GPU KV cache size: 81,920 tokens" in result.decision.log_lines
    assert "Maximum concurrency for 32,768 tokens per request: 2.50x" in result.decision.log_lines


def test_llama31_8b_after_030_auto_fit_capacity() -> None:
    result = _plan(LLAMA, vllm_version="0.30.0", max_model_len=-1)
    assert result.decision.max_model_len == 81904
    assert result.decision.kv_cache_tokens == 81920
    assert f"{result.decision.max_concurrency:.2f}" == "1.00"


def test_llama31_8b_v0_fp8_message() -> None:
    result = plan(
        catalog.lookup(LLAMA),
        PlanRequest(vllm_version="0.10.2", kv_cache_dtype="fp8", kv_cache_memory_bytes=5 * GIB,
                    gpu_compute_capability=(8, 0), gpu_name="NVIDIA A100-SXM4-80GB"),
    )
    assert result.error == (
        "The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache "
        "(81920). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."
    )


def test_qwen25_7b_needed() -> None:
    result = _plan("Qwen/Qwen2.5-7B-Instruct", kv_cache_memory_bytes=64 * GIB)
    assert result.decision.bytes_per_request == 1_879_048_192


def test_deepseek_v3_mla_not_sharded_by_tp() -> None:
    for tp in (1, 8):
        result = plan(catalog.lookup("deepseek-ai/DeepSeek-V3"),
                      PlanRequest(kv_cache_memory_bytes=64 * GIB, tensor_parallel_size=tp, gpu_compute_capability=(9, 0),
                                  vllm_version="0.11.0"))
        assert result.decision.bytes_per_request == 11_513_364_480
        assert result.engine.block_size == 64  # FlashMLA on Hopper (spec §10.3, §8.4)


def test_mla_block_size_per_backend() -> None:
    """Spec §8.1/§8.4: <=0.11.0 Blackwell CUTLASS_MLA 128; 0.11.2+ Hopper FLASH_ATTN_MLA (multiples of 16)."""
    model = catalog.lookup("deepseek-ai/DeepSeek-V3")
    for version, cc, block in (("0.11.0", (10, 0), 128), ("0.11.0", (8, 0), 16), ("0.33.0", (9, 0), 16)):
        result = plan(model, PlanRequest(kv_cache_memory_bytes=64 * GIB, gpu_compute_capability=cc, vllm_version=version))
        assert result.engine.block_size == block
        assert result.decision.bytes_per_request == 11_513_364_480


def test_deepseek_v3_fp8() -> None:
    result = plan(catalog.lookup("deepseek-ai/DeepSeek-V3"),
                  PlanRequest(kv_cache_memory_bytes=64 * GIB, kv_cache_dtype="fp8", gpu_compute_capability=(9, 0)))
    assert result.decision.bytes_per_request == 5_756_682_240


@pytest.mark.parametrize(
    "version,mnbt,needed",
    [
        ("0.13.0", 8192, 14_670_102_528),
        ("0.14.0", 8192, 756_285_440),
        ("0.19.0", 8192, 15_275_130_880),
        ("0.24.0", 8192, 15_275_130_880),
        ("0.24.0", 2048, 12_255_232_000),
        ("0.26.0", 8192, 19_301_662_720),
    ],
)
def test_gemma3_27b_needed_per_release(version: str, mnbt: int, needed: int) -> None:
    result = _plan("google/gemma-3-27b-it", vllm_version=version, max_num_batched_tokens=mnbt,
                   kv_cache_memory_bytes=64 * GIB)
    assert result.decision.bytes_per_request == needed


def test_gemma3_27b_groups() -> None:
    result = _plan("google/gemma-3-27b-it", vllm_version="0.24.0", max_num_batched_tokens=8192,
                   kv_cache_memory_bytes=64 * GIB)
    sizes = sorted(len(g.layer_names) for g in result.decision.groups)
    assert sizes == [8, 8, 9, 9, 9, 9, 10]
    assert "Add 8 padding layers, may waste at most 15.38% KV cache memory" in result.decision.log_lines


@pytest.mark.parametrize(
    "version,tokens",
    [("0.20.0", 74_896), ("0.21.0", 368_540)],
)
def test_gemma3_27b_capacity_40gib(version: str, tokens: int) -> None:
    result = _plan("google/gemma-3-27b-it", vllm_version=version, max_num_batched_tokens=8192,
                   kv_cache_memory_bytes=40 * GIB)
    assert result.decision.num_gpu_blocks == 32768
    assert result.decision.kv_cache_tokens == tokens
    assert f"{result.decision.max_concurrency:.2f}" == "2.81"


@pytest.mark.parametrize(
    "model,version,mnbt,needed",
    [
        ("openai/gpt-oss-20b", "0.13.0", 8192, 3_426_091_008),
        ("openai/gpt-oss-20b", "0.19.0", 8192, 3_426_091_008),
        ("openai/gpt-oss-20b", "0.14.0", 8192, 204_865_536),
        ("openai/gpt-oss-20b", "0.26.0", 8192, 3_627_417_600),
        ("openai/gpt-oss-120b", "0.24.0", 8192, 5_139_136_512),
    ],
)
def test_gpt_oss_needed(model: str, version: str, mnbt: int, needed: int) -> None:
    result = _plan(model, vllm_version=version, max_num_batched_tokens=mnbt, kv_cache_memory_bytes=64 * GIB)
    assert result.decision.bytes_per_request == needed


def test_gpt_oss_20b_capacity() -> None:
    for version, tokens in (("0.20.0", 873_808), ("0.21.0", 1_643_116)):
        result = _plan("openai/gpt-oss-20b", vllm_version=version, max_num_batched_tokens=8192,
                       kv_cache_memory_bytes=40 * GIB)
        assert result.decision.num_gpu_blocks == 109226
        assert result.decision.kv_cache_tokens == tokens
        assert f"{result.decision.max_concurrency:.2f}" == "12.54"


def test_llama31_70b_pp3_per_rank() -> None:
    result = _plan("meta-llama/Llama-3.1-70B-Instruct", vllm_version="0.17.0", pipeline_parallel_size=3,
                   kv_cache_memory_bytes=64 * GIB)
    needed = sorted({w.needed_bytes for w in result.decision.workers})
    assert needed == [int(13.0 * GIB), int(13.5 * GIB)]


def test_llama31_70b_pp3_global_charge_014() -> None:
    result = _plan("meta-llama/Llama-3.1-70B-Instruct", vllm_version="0.14.0", pipeline_parallel_size=3,
                   kv_cache_memory_bytes=16 * GIB)
    assert not result.starts
    assert "(40.0 GiB KV cache is needed" in result.error
