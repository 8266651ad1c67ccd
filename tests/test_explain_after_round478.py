"""The rules written in the session of rounds 479-502 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are cited per test (vLLM's raises, or the other program's text that vLLM's
code reaches); expected values come from those sources, never from kvroom."""

from __future__ import annotations

from kvroom.explain import explain

_MEMORY_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb")


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _no_memory_fix(d: dict) -> bool:
    return not any(f["flag"] in _MEMORY_FLAGS for f in d["fixes"])


# --- GLM-4.xV's video processor refusing vLLM's dummy video (vllm#30638, fixed by vllm#30285)
def test_glm_video_processor_refusing_the_dummy_video_is_that_releases_bug() -> None:
    # transformers models/glm4v/image_processing_glm4v.py::smart_resize: raise ValueError(f"t:{num_frames} must be
    # larger than temporal_factor:{temporal_factor}"), reached from vLLM's multimodal profiling (multimodal/profiling.py
    # _get_dummy_mm_inputs) with the GLM-4.1V builder's one-frame fallback
    d = _d("(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843] EngineCore failed to start.\n"
           "(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843]   File \"/opt/venv/lib/python3.12/site-packages/"
           "transformers/models/glm4v/image_processing_glm4v.py\", line 59, in smart_resize\n"
           "(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843] ValueError: t:1 must be larger than "
           "temporal_factor:2\n")
    assert d["message_kind"] == "profiling_assertion"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["numbers"]["video_frames"] == 1 and d["numbers"]["temporal_factor"] == 2
    assert "30285" in " ".join(f["detail"] for f in d["fixes"])
    assert any(f["flag"] == "--limit-mm-per-prompt" and '"video": 0' in f["value"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_the_glm_refusal_quoted_in_a_sentence_is_read_with_its_numbers() -> None:
    d = _d("GLM-4.6V-Flash will not start for me, the engine dies with `ValueError: t: 1 must be larger than "
           "temporal_factor: 2` right after 'Using max model len 65536'.\n")
    assert d["message_kind"] == "profiling_assertion"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["numbers"]["temporal_factor"] == 2


def test_another_processor_check_is_not_the_glm_video_bug() -> None:
    d = _d("ValueError: height:10 or width:10 must be larger than factor:28\n")
    assert d["diagnosis"]["cause"] != "release_regression"
