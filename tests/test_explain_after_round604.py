"""Readings fitted in the session of 2026-12-06, sixth (tests/golden/wild/BLIND.md). Each rule tested on wordings other
than the fixtures it was fitted on, and on what it must leave alone; messages are cited per test (CPython's, vLLM's
sources), expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d

_ROPE = "/usr/lib/python3.10/site-packages/vllm/model_executor/layers/rotary_embedding.py"


# ---------------------------------------------------------------- a terminal cuts every row at the same column

def test_a_line_narrower_than_the_frame_above_it_is_not_cut_inside_a_word() -> None:
    # get_rope's "Unknown RoPE scaling type {scaling_type}" (layers/rotary_embedding.py, 0.5.5-0.33.0) under a frame
    # line wider than it, then the reporter's own sentence: the error line was ended by its writer, so its last word
    # is whole, not the start of a word the next line goes on with
    log = (f'  File "{_ROPE}", line 1003, in get_rope\n'
           '    raise ValueError(f"Unknown RoPE scaling type {scaling_type}")\n'
           "ValueError: Unknown RoPE scaling type mrope\n"
           "later I tried vllm serve on the same checkpoint and it fails the same way\n")
    d = _d(log)
    assert d["message_kind"] == "rope_scaling_unsupported"
    assert d["numbers"]["rope_type"] == "mrope"


def test_a_row_as_wide_as_its_block_still_joins_a_terminals_cut() -> None:
    # the same message in a block whose rows a terminal cut at 60 columns: the error row is as wide as the frame
    # row, so its last word runs on into the next line ("dyn" + "amic")
    width = 60
    frame = f'  File "{_ROPE}"'[-width:]
    error = "ValueError: Unknown RoPE scaling type dyn"
    pad = width - len(error)
    error = "ValueError:" + " " * (pad + 1) + "Unknown RoPE scaling type dyn"
    assert len(frame) == len(error) == width
    log = f"{frame}\n{error}\namic\n"
    d = _d(log)
    assert d["numbers"].get("rope_type") == "dynamic"
