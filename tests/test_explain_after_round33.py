"""explain on the launch deaths of rounds 33-35 (held out, graded once: tests/golden/wild/BLIND.md) that a rule of the
code printing them reads, each tested on other wordings than the fitted one: vLLM's EngineArgs refusing a keyword a
framework passes (the releases that have it, from the flag tables); vLLM's compiled op not registered; the free-memory
refusal with its head lower-cased and its utilization cut; "Cannot auto-fit max_model_len" quoted alone; a reporter's
"the error: <vLLM's message>"."""

from __future__ import annotations

import pytest

from kvroom.explain import explain

MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs", "--quantization"}


def _flags(d: dict) -> set[str]:
    return {f["flag"] for f in d["fixes"]}


@pytest.mark.parametrize("line, arg, says", [
    # removed after 0.6.x (vllm#12383 removed worker_use_ray in 0.7.0): the flag tables' last release with it
    ("TypeError: AsyncEngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'", "worker_use_ray",
     "0.6.6"),
    # added later: the first release with it
    ("TypeError: LLM.__init__() got an unexpected keyword argument 'kv_cache_memory_bytes'", "kv_cache_memory_bytes",
     "from"),
    # no release has it
    ("TypeError: EngineArgs.__init__() got an unexpected keyword argument 'use_my_fork_cache'", "use_my_fork_cache",
     "no vLLM release"),
])
def test_engine_args_refusing_a_keyword(line: str, arg: str, says: str) -> None:
    d = explain(line).to_dict()
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["engine_arg"] == arg
    assert says in d["diagnosis"]["summary"]
    assert not _flags(d) & MEMORY_FLAGS


def test_another_class_refusing_a_keyword_is_not_the_engine() -> None:
    d = explain("TypeError: MyTrainer.__init__() got an unexpected keyword argument 'worker_use_ray'").to_dict()
    assert d["message_kind"] != "dependency_version_mismatch"


@pytest.mark.parametrize("line, op", [
    ("AttributeError: '_OpNamespace' '_C' object has no attribute 'silu_and_mul'", "silu_and_mul"),
    ("    torch.ops._C.fused_add_rms_norm(input, residual, weight, epsilon)\nAttributeError: '_OpNamespace' '_C' "
     "object has no attribute 'fused_add_rms_norm'", "fused_add_rms_norm"),
])
def test_vllm_s_compiled_op_not_registered(line: str, op: str) -> None:
    d = explain(line).to_dict()
    assert d["message_kind"] == "torch_abi_mismatch"
    assert op in d["diagnosis"]["summary"]
    assert not _flags(d) & MEMORY_FLAGS


def test_an_awq_op_keeps_its_own_reading() -> None:
    d = explain("AttributeError: '_OpNamespace' '_C' object has no attribute 'awq_dequantize'").to_dict()
    assert d["message_kind"] == "quantization_unsupported_gpu"


def test_the_free_memory_refusal_lower_cased_and_cut() -> None:
    d = explain("[CI]: the server does not start: free memory on device cuda:1 (20.11/44.39 GiB) on startup is less "
                "than desired GPU memory utilization (0.9, ").to_dict()
    assert d["message_kind"] == "free_memory_low"
    assert (d["numbers"]["free_gib"], d["numbers"]["total_gib"]) == (20.11, 44.39)
    assert d["context"]["gpu_memory_utilization"] == 0.9
    assert all(float(f["value"]) < 0.9 for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization")


@pytest.mark.parametrize("text", ["the engine died with 'Cannot auto-fit max_model_len'",
                                  "ValueError: Cannot auto-fit max_model_len."])
def test_cannot_auto_fit_quoted_alone(text: str) -> None:
    assert explain(text).to_dict()["message_kind"] == "no_kv_memory"


def test_auto_fit_named_in_a_sentence_is_not_the_refusal() -> None:
    assert explain("We use --max-model-len auto so vLLM cannot auto-fit max_model_len wrongly").to_dict()[
        "message_kind"] is None


def test_a_reporter_s_error_quoted_in_a_sentence_is_looked_up() -> None:
    d = explain("When I start it I get the error: tp_size=4 must be divisible by dcp_size=3. Any idea?").to_dict()
    assert d["message_kind"] == "vllm_check_failed"
    assert "ValueError" in d["diagnosis"]["summary"]  # the site's own exception


def test_a_sentence_s_error_that_is_none_of_vllm_s_is_not_quoted_back() -> None:
    d = explain("I got this error: my script crashed somewhere").to_dict()
    assert d["message_kind"] is None
    assert not d["context"].get("unread_error")
