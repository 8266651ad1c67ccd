"""The rules written in the session of rounds 296 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, torch's or the libraries' own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- compressed-tensors / quark's capability gate (quantization/compressed_tensors/compressed_tensors.py and
# quark/quark.py::_check_scheme_supported, 0.5.5-0.33.0): within vLLM these words are raised by that gate only, so the
# stem alone (a title, a cut paste) is the GPU refusing the scheme
@pytest.mark.parametrize("text", [
    "RuntimeError: Quantization scheme is not supported\n",
    "[Bug]: Qwen3-32B-AWQ on 2x T4 fails with: Quantization scheme is not supported\n",
    "RuntimeError: ('Quantization scheme is not supported for ', 'the current GPU. Min capability: 80. ', "
    "'Current capability: 75.')\n",
])
def test_the_capability_gates_stem_is_a_gpu_refusal(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "?" not in d["diagnosis"]["summary"] and all("?" not in f["detail"] for f in d["fixes"])
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_other_words_after_the_stem_are_not_the_gate() -> None:
    # a sentence that goes on with other words is not vLLM's message
    d = _d("Quantization scheme is not supported by our exporter yet, see docs\n")
    assert d["message_kind"] != "quantization_unsupported_gpu"
