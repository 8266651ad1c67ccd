"""The rules written in the session of rounds 385 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's own source lines as Python's traceback prints them (cited per
test, from the released sources); no expected value is computed by kvroom."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a line of vLLM's own source that failed by itself (builder._vllm_line_error). vLLM 0.6.x's --lora-modules parser
# action, vllm/entrypoints/openai/cli_args.py::LoRAParserAction.__call__, splits each "name=path" item with
# `name, path = item.split('=')`; an item holding two '=' (or none) makes CPython's unpacking raise.
_LORA_FRAME = ('  File "/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/cli_args.py", line 40, in __call__\n'
               "    name, path = item.split('=')\n")


def test_pythons_own_error_on_a_vllm_line_is_vllms_refusal_at_that_site() -> None:
    text = ("Traceback (most recent call last):\n"
            '  File "/usr/lib/python3.10/argparse.py", line 1943, in take_action\n'
            "    action(self, namespace, argument_values, option_string)\n"
            + _LORA_FRAME + "ValueError: not enough values to unpack (expected 2, got 1)\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/entrypoints/openai/cli_args.py::__call__" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_the_same_line_under_a_log_prefix_is_read() -> None:
    pre = "(APIServer pid=71) ERROR 05-02 10:00:01 [api_server.py:9] "
    text = "".join(pre + line + "\n" for line in (
        ["Traceback (most recent call last):"] + _LORA_FRAME.rstrip("\n").split("\n")
        + ["ValueError: too many values to unpack (expected 2)"]))
    assert _d(text)["message_kind"] == "vllm_check_failed"


def test_not_when_another_programs_frame_is_innermost() -> None:
    text = ("Traceback (most recent call last):\n" + _LORA_FRAME
            + '  File "/opt/venv/lib/python3.10/site-packages/mylib/split.py", line 3, in split\n'
            "    a, b = parts\n"
            "ValueError: too many values to unpack (expected 2)\n")
    assert _d(text)["message_kind"] is None


def test_not_a_cuda_runtime_error_on_a_vllm_line() -> None:
    # vLLM's attention layer allocating its output (model_executor/layers/attention.py, 0.2.x) when an earlier kernel
    # faulted: CUDA's error surfaces at the next call, it is no check of vLLM's
    text = ("Traceback (most recent call last):\n"
            '  File "/w/vllm/vllm/model_executor/layers/attention.py", line 203, in forward\n'
            "    output = torch.empty_like(query)\n"
            "RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert _d(text)["message_kind"] != "vllm_check_failed"
