"""The rules written in the session of rounds 411-416 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are vLLM's own Python raises (cited per test, read from the released wheels
into data/vllm_raises.json by tools/gen_vllm_raises.py); expected values are the sites' own files, never kvroom's."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a reporter quoting vLLM's message in double quotes on a line of prose that no other reader picks up (the scanner
# hands such a line in when the quotation opens like one of vLLM's sites; builder.py keeps the span only when it is
# that site whole)
def test_a_quoted_message_below_a_heading_is_vllms_check() -> None:
    # worker/xpu_worker.py::XPUWorker.init_worker_distributed_environment (0.2.0-0.9.2)
    d = _d("## What I tried\n\nStarting the server on the Arc box.\n\n"
           "It stops right away with \u201cdistributed_init_method must be set if torch.distributed is not already "
           "initialized\u201d and nothing else.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/worker/xpu_worker.py::" in d["diagnosis"]["summary"]


def test_a_straight_quoted_message_after_a_label() -> None:
    # model_executor/model_loader/weight_utils.py::get_quant_config (0.2.0-0.34.0)
    d = _d("Notes from the run\n\n- **Failure**: \"Cannot find the config file for gptq\"\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "weight_utils.py::get_quant_config" in d["diagnosis"]["summary"]


def test_a_quoted_phrase_that_is_no_site_is_not_an_error() -> None:
    d = _d("Summary\n\nThe docs say \"set the memory fraction before you start the server\" and I did.\n")
    assert d["message_kind"] is None


def test_quotes_on_a_json_log_line_are_not_read_as_a_quotation() -> None:
    # a structured log: every line is full of quotes, none a message
    line = '{"level": "INFO", "logger": "vllm.engine", "msg": "Loading weights took 1.52 seconds"}\n'
    d = _d(line * 200)
    assert d["message_kind"] is None


# --- a printed error line outranks a traceback's source line quoting a piece of a string literal: the literal's first
# piece may be the head of another site's text too
def test_a_printed_error_outranks_the_source_line_literal_above_it() -> None:
    # the literal's first piece "Only support per-tensor scaling factor " opens three sites (compressed_tensors.py's,
    # kv_cache.py's and quark.py's); the printed line is quark.py::QuarkKVCacheMethod.validate_kv_cache_config's
    d = _d("(EngineCore_DP0 pid=811) ERROR [core.py:700] Traceback (most recent call last):\n"
           '  File "/usr/lib/python3/site-packages/vllm/model_executor/layers/quantization/quark/quark.py", line 402, '
           "in validate_kv_cache_config\n"
           '    raise ValueError("Only support per-tensor scaling factor "\n'
           "ValueError: Only support per-tensor scaling factor for quark KV cache. Expected qscheme: per_tensor, found "
           "qscheme: per_channel\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "quark.py::QuarkKVCacheMethod.validate_kv_cache_config" in d["diagnosis"]["summary"]
