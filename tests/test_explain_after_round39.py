"""explain on the launch deaths of rounds 39-41 (held out, graded once: tests/golden/wild/BLIND.md) that a rule of the
code printing them reads, each tested on other wordings than the fitted one: a config class named without its quotes;
the bf16 refusal retyped with a sign; FlashInfer's JIT without nvcc; a vLLM check naming the transformers it needs;
the Hub's 401 followed by "Repository Not Found"; vLLM's warm-up OOM after torch's; the utilization as an assignment
in notes or a config."""

from __future__ import annotations

import pytest

from kvroom.explain import explain

MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs"}


def _flags(d: dict) -> set[str]:
    return {f["flag"] for f in d["fixes"]}


def test_a_config_class_named_without_its_quotes() -> None:
    d = explain("AttributeError: Phi3Config object has no attribute 'rope_theta_short'").to_dict()
    assert d["message_kind"] == "hf_config_type_mismatch"
    assert (d["numbers"]["config_class"], d["numbers"]["config_attribute"]) == ("Phi3Config", "rope_theta_short")


def test_vllm_s_own_config_unquoted_is_still_not_a_model_config() -> None:
    assert explain("AttributeError: CacheConfig object has no attribute 'x'").to_dict()["message_kind"] is None


@pytest.mark.parametrize("sign", ["\u2265", ">="])
def test_the_bf16_refusal_retyped_with_a_sign(sign: str) -> None:
    d = explain(f"Bfloat16 is only supported on GPUs with compute capability {sign} 8.0. Your Tesla V100-SXM2-16GB GPU "
                "has compute capability 7.0.").to_dict()
    assert d["message_kind"] == "dtype_unsupported" and d["numbers"]["compute_capability"] == "7.0"


def test_flashinfer_s_jit_without_nvcc() -> None:
    d = explain("(EngineCore_DP0 pid=9) ERROR 01-02 03:04:05 [core.py:700] RuntimeError: Could not find nvcc and default "
                "cuda_home='/usr/local/cuda' doesn't exist").to_dict()
    assert d["message_kind"] == "triton_compiler_missing"
    assert "nvcc" in d["diagnosis"]["summary"] and d["fixes"][0]["flag"] == "CUDA_HOME"
    assert not _flags(d) & MEMORY_FLAGS


def test_a_vllm_check_naming_the_transformers_it_needs() -> None:
    d = explain("ImportError: Transformers modeling backend requires transformers>=4.57.0 for multimodal models "
                "support, but got 4.55.2").to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "transformers_too_old"
    assert "4.57.0" in d["fixes"][0]["title"]


def test_the_hub_s_401_with_repository_not_found_is_not_found() -> None:
    log = ("huggingface_hub.errors.RepositoryNotFoundError: 401 Client Error. (Request ID: Root=1-abc)\n"
           "401 Client Error: Unauthorized for url: https://huggingface.co/acme/no-such-model/resolve/main/config.json\n"
           "Repository Not Found for url: https://huggingface.co/acme/no-such-model/resolve/main/config.json.\n")
    assert explain(log).to_dict()["message_kind"] == "model_not_found"


def test_a_gated_401_stays_access_denied() -> None:
    log = ("401 Client Error: Unauthorized for url: https://huggingface.co/meta-llama/Llama-3.1-8B/resolve/main/config"
           ".json\nCannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.1-8B/resolve/main/config"
           ".json.\nAccess to model meta-llama/Llama-3.1-8B is restricted. You must have access to it and be "
           "authenticated to access it. Please log in.\n")
    assert explain(log).to_dict()["message_kind"] == "hub_access_denied"


def test_vllm_s_warm_up_oom_after_torch_s_places_it_in_profiling() -> None:
    d = explain("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB.\n"
                "RuntimeError: CUDA out of memory occurred when warming up pooler with 256 dummy requests. Please try "
                "lowering `max_num_seqs` or `gpu_memory_utilization`.\n").to_dict()
    assert d["message_kind"] == "oom_profiling"


@pytest.mark.parametrize("text, util", [
    ("engine_args:\n  gpu_memory_utilization: 0.35\nValueError: No available memory for the cache blocks.", 0.35),
    ("launched with gpu-memory-utilization=0.4 and then\nValueError: No available memory for the cache blocks.", 0.4),
])
def test_the_utilization_as_an_assignment(text: str, util: float) -> None:
    d = explain(text).to_dict()
    assert d["context"]["gpu_memory_utilization"] == util
    assert d["diagnosis"]["cause"] == "util_too_low"


def test_the_utilization_named_in_a_sentence_is_not_read() -> None:
    d = explain("we should raise gpu_memory_utilization to 0.95\nValueError: No available memory for the cache "
                "blocks.").to_dict()
    assert d["context"].get("gpu_memory_utilization") is None
