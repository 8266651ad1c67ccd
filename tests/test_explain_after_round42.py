"""explain on the launch deaths of round 42 (held out, graded once: tests/golden/wild/BLIND.md) that a rule of the code
printing them reads, each tested on other wordings than the fitted one: vLLM 0.4.x's ops module without its compiled
kernels (_custom_ops.py's try swallows the ImportError; the first op raises NameError), and the quantization refusal
with an empty method name (a checkpoint whose quantization_config names no method)."""

from __future__ import annotations

import pytest

from kvroom.explain import explain

MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs"}


@pytest.mark.parametrize("log", [
    '  File "/home/me/vllm/vllm/_custom_ops.py", line 12, in silu_and_mul\n    vllm_ops.silu_and_mul(out, x)\n'
    "NameError: name 'vllm_ops' is not defined\n",
    "NameError: name 'vllm_cache_ops' is not defined. Did you mean: 'vllm_ops'?\n",
])
def test_vllm_0_4_s_ops_without_compiled_kernels(log: str) -> None:
    d = explain(log).to_dict()
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


def test_another_name_error_is_not_the_extension() -> None:
    assert explain("NameError: name 'vllm_config' is not defined").to_dict()["message_kind"] != \
        "vllm_extension_import_failed"


def test_the_quantization_refusal_with_an_empty_name() -> None:
    d = explain("ValueError: Invalid quantization method: . Must be one of ['awq', 'gptq', 'squeezellm', 'marlin'].")
    d = d.to_dict()
    assert d["message_kind"] == "quantization_method_unknown"
    assert "names no method" in d["diagnosis"]["summary"]
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS
