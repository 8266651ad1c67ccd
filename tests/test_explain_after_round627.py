"""Readings of the session of 2026-12-06, seventh (tests/golden/wild/BLIND.md). Messages are cited per test (vLLM's
own raise sites, read from the released wheels into data/vllm_raises.json); expected values come from those sources,
never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix


# ---------------------------------------------------------------- a check of a request is not a refused launch

def test_a_sampling_parameter_check_is_read_as_a_refused_request() -> None:
    # SamplingParams._verify_args (vllm/sampling_params.py, 0.2-0.34): a request's parameters, checked when it arrives
    d = _d("ValueError: top_p must be in (0, 1], got 0.0.")
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "refused a request" in d["diagnosis"]["summary"]
    assert "refused the launch" not in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_a_prompt_input_check_is_read_as_a_refused_request() -> None:
    # the V1 input processor's "Prompt cannot be empty" (v1/engine/processor.py::Processor._validate_model_inputs)
    d = _d("ERROR 05-02 10:11:12 serving_completion.py:120] ValueError: Prompt cannot be empty")
    assert "refused a request" in d["diagnosis"]["summary"]


def test_a_config_check_is_still_a_refused_launch() -> None:
    # KVTransferConfig.model_post_init (vllm/config.py): the launch's --kv-transfer-config, checked before loading
    d = _d("ValueError: Please specify kv_disagg_role when kv_connector is set, supported roles are `kv_producer`, "
           "`kv_consumer`, and `kv_both`")
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "refused the launch" in d["diagnosis"]["summary"]
