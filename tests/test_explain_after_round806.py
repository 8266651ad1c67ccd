"""Readings of the session of 2026-12-07, fourteenth (tests/golden/wild/BLIND.md), general mechanisms from misses the
previous session left as known misses: a test marked "fails on 00495ed2" fails on the code this session started from;
the others guard the rule's limits. The messages are vLLM's own raise texts (cited per test to the released wheels'
source, as src/kvroom/data/vllm_raises.json lists them); none is a fixture's."""

from __future__ import annotations

from explain_cases import explained as _d


# ------------------------------------------------ a quotation of vLLM's message that opens with a format field's value

# vllm/reasoning/basic_parsers.py::BaseThinkingReasoningParser.__init__ (0.11.0-0.34.0) raises
# RuntimeError(f"{self.__class__.__name__} reasoning parser could not locate think start/end tokens in the tokenizer!"):
# the text opens with the parser class's name, which the table's literal pieces leave out
_PARSER_SITE = "vllm/reasoning/basic_parsers.py::BaseThinkingReasoningParser.__init__"


def test_a_quotation_wrapped_over_lines_of_a_bullet_is_read() -> None:
    # fails on 00495ed2: the quotation opens on one line of a markdown bullet's hanging indent and closes two lines on
    d = _d("## Notes\n\n- Flags: never pass --reasoning-parser qwen3 here, startup fails with\n"
           '  "Qwen3ReasoningParser reasoning parser could not locate think start/end\n'
           '  tokens in the tokenizer!"\n')
    assert d["message_kind"] == "vllm_check_failed"
    assert _PARSER_SITE in d["diagnosis"]["summary"]


def test_the_first_line_of_a_paste_leading_into_the_wrapped_quotation() -> None:
    # fails on 00495ed2: the same with the sentence that leads into it as the paste's first line
    d = _d('startup fails with\n  "MiniMaxM3ReasoningParser reasoning parser could not locate think start/end\n'
           '  tokens in the tokenizer!"\n')
    assert d["message_kind"] == "vllm_check_failed"
    assert _PARSER_SITE in d["diagnosis"]["summary"]


def test_a_quotation_left_open_is_not_joined_beyond_two_lines() -> None:
    # guard: a double quote that no line within two closes is no quotation over a wrap; the lines stay their own
    d = _d('the engine printed "a short note about\nsomething\nelse entirely\nand more\n')
    assert d["message_kind"] is None


def test_a_site_that_opens_with_its_own_words_takes_no_name_before_it() -> None:
    # guard: vllm/config/model.py's "max_model_len cannot be ..." style sites open with their own literal text; a name
    # put before a capitalised site's text is not a format field's value (find_site_after_field reads only sites
    # whose literal text opens with a lower-case word and goes on in words)
    from kvroom.logs import raises

    assert raises.find_site_after_field("Qwen3ReasoningParser reasoning parser could not locate think start/end "
                                        "tokens in the tokenizer!").where == _PARSER_SITE
    assert raises.find_site_after_field("SomeName Hybrid models with more than one KV cache type are not supported "
                                        "yet") is None
