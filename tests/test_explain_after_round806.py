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


def test_a_quotation_is_joined_over_two_following_lines_and_no_more() -> None:
    # guard: the same message closed on the second line after its opening is joined and read; closed on the third, it
    # is not (at most _QUOTE_WRAP_LINES lines are joined), and no other reading takes the lines for it
    two = ('## notes\n\nit printed "Qwen3ReasoningParser reasoning parser could not\n  locate think start/end tokens\n'
           '  in the tokenizer!"\n')
    three = ('## notes\n\nit printed "Qwen3ReasoningParser reasoning parser could not\n  locate think\n'
             '  start/end tokens\n  in the tokenizer!"\n')
    assert _d(two)["message_kind"] == "vllm_check_failed"
    assert _d(three)["message_kind"] is None


def test_a_site_that_opens_with_its_own_words_takes_no_name_before_it() -> None:
    # guard: vllm/config/model.py's "max_model_len cannot be ..." style sites open with their own literal text; a name
    # put before a capitalised site's text is not a format field's value (find_site_after_field reads only sites
    # whose literal text opens with a lower-case word and goes on in words)
    from kvroom.logs import raises

    assert raises.find_site_after_field("Qwen3ReasoningParser reasoning parser could not locate think start/end "
                                        "tokens in the tokenizer!").where == _PARSER_SITE
    assert raises.find_site_after_field("SomeName Hybrid models with more than one KV cache type are not supported "
                                        "yet") is None


# ----------------------------------------------------------- vLLM's KV message quoted with the words between figures cut

def test_the_kv_message_quoted_with_elisions_keeps_both_figures_and_the_estimate() -> None:
    # fails on 00495ed2. vllm/v1/core/kv_cache_utils.py::check_enough_kv_cache_memory (0.14.0-0.32.x): "To serve at
    # least one request with the model's max seq len ({L}), ({N} GiB KV cache is needed, which is larger than the
    # available KV cache memory ({A} GiB). Based on the available memory, the estimated maximum model length is {E}.
    # ..."; a note quotes it with "..." for the words between its figures
    from kvroom.logs import parse_text

    r = parse_text("| 2 | `--max-model-len 65536` | refused: \"7.4 GiB KV cache is needed ... available 5.06 GiB ... "
                   "estimated maximum model length is 44800\" | weights 40.1 GiB |\n")
    assert r.message_kind == "kv_cache_too_small"
    n = r.numbers
    assert (n["needed_gib"], n["available_gib"], n["estimated_max_model_len"]) == (7.4, 5.06, 44800)


def test_the_fix_keeps_vllms_own_estimate_when_the_quotation_ends_at_its_figure() -> None:
    # fails on 00495ed2: the estimate (vLLM's own, from its binary search over the KV spec) is the largest length, not
    # a proportion of the two rounded figures (a hybrid model's fixed per-request state is not proportional)
    d = _d("vllm serve Qwen/Qwen3.6-27B --max-model-len 32768\n"
           "it refused: \u201c2.3 GiB KV cache is needed \u2026 available 1.52 GiB \u2026 estimated maximum model "
           "length is 19600\u201d\n")
    assert d["message_kind"] == "kv_cache_too_small"
    lengths = [int(f["value"]) for f in d["fixes"] if f["flag"] == "--max-model-len" and f["value"].isdigit()]
    assert lengths and max(lengths) <= 19600


def test_an_elision_without_the_word_available_is_not_the_message() -> None:
    # guard: "KV cache is needed ..." followed by other words is a reporter's sentence, not vLLM's message's middle
    from kvroom.logs import parse_text

    r = parse_text("More KV cache is needed ... so we bought another card\n")
    assert r.message_kind != "kv_cache_too_small"


# ------------------------------------------------------------------------- torch's OOM quoted with its middle elided

def test_torchs_oom_quoted_with_its_middle_elided_keeps_its_figures() -> None:
    # fails on 00495ed2. torch's CUDA allocator (c10/cuda/CUDACachingAllocator.cpp): "CUDA out of memory. Tried to
    # allocate X GiB. GPU 0 has a total capacity of T GiB of which F MiB is free. ..."; a note quotes the two figures
    # with "..." between them
    from kvroom.logs import parse_text

    r = parse_text('the eagle-3 arm OOMs during graph capture ("Tried to allocate 2.25 GiB ... 812.00 MiB free").\n')
    assert r.message_kind == "oom_cuda_graph"
    assert r.numbers["tried_gib"] == 2.25 and abs(r.numbers["free_gib"] - 812 / 1024) < 1e-9


def test_vllms_cudagraph_memory_profiling_places_the_oom_in_the_graphs() -> None:
    # fails on 00495ed2. GPUModelRunner.profile_cudagraph_memory (0.18.0+, subtracted by default from 0.20.0:
    # VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS) captures graphs to measure them; a reporter names it by vLLM's word
    from kvroom.logs import parse_text

    r = parse_text("mtp-3 OOMs during cudagraph_memory profiling, so we dropped it\n")
    assert r.message_kind == "oom_cuda_graph"


def test_a_lower_case_you_tried_to_allocate_is_not_torchs_gpu_text() -> None:
    # guard: the CPU allocator's "you tried to allocate N bytes" (c10/core/impl/alloc_cpu.cpp) is no CUDA OOM figure
    from kvroom.logs import parse_text

    r = parse_text('DefaultCPUAllocator: not enough memory: you tried to allocate 1073741824 bytes ... later\n')
    assert r.message_kind != "oom_cuda_graph" and "tried_gib" not in r.numbers


def test_an_elided_oom_quote_of_an_earlier_attempt_gives_way_to_vllms_refusal() -> None:
    # guard: an attempt log's earlier row retells an OOM with torch's figures elided; vLLM's own refusal printed after
    # it (v1/worker/gpu_model_runner.py's Mamba-blocks ValueError, "max_num_seqs (32) exceeds available Mamba cache
    # blocks (26)", 0.11+) is the failure to explain
    from kvroom.logs import parse_text

    r = parse_text("| 4 | util 0.92 | the reranker then OOMed (`Tried to allocate 26 MiB \u2026 22 MiB free`) |\n"
                   "| 6 | util 0.88 | refused: `max_num_seqs (32) exceeds available Mamba cache blocks (26)` |\n")
    assert r.message_kind == "mamba_blocks"


# ------------------------------------------------------ FlashInfer's backend check of a quantized GEMM against the GPU

def test_flashinfers_backend_check_of_a_quantized_gemm_is_the_gpu() -> None:
    # fails on 00495ed2. flashinfer/utils.py::backend_requirement (FlashInfer 0.5+): BackendSupportedError(
    # f"{func.__name__} does not support backend '{backend}' with capability {capability}"), the capability being
    # major x 10 + minor; vLLM's FP4 linear layers call mm_fp4
    d = _d("flashinfer.utils.BackendSupportedError: mm_fp4 does not support backend 'cudnn' with capability 89\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["current_capability"] == 89
    assert "8.9" in d["diagnosis"]["summary"] and "--max-model-len" not in [f["flag"] for f in d["fixes"]]


def test_flashinfers_one_backend_form_is_read_too() -> None:
    # fails on 00495ed2. the same decorator for a kernel with one implicit backend: f"{func.__name__} does not support
    # compute capability {capability}"
    d = _d("BackendSupportedError: bmm_fp8 does not support compute capability 86\n")
    assert d["message_kind"] == "quantization_unsupported_gpu" and d["numbers"]["current_capability"] == 86


def test_flashinfers_check_of_a_kernel_that_is_no_gemm_is_not_read_as_quantization() -> None:
    # guard: the decorator guards attention kernels too ("trtllm_batch_decode_with_kv_cache_mla does not support
    # backend ..."); this row reads only the quantized GEMM and MoE kernels' names
    d = _d("BackendSupportedError: trtllm_batch_decode_with_kv_cache_mla does not support backend 'trtllm-gen' with "
           "capability 90\n")
    assert d["message_kind"] != "quantization_unsupported_gpu"


# --------------------------------------------------------- transformers' refusal of a folder without the processor file

def test_transformers_image_processor_refusal_quoted_over_a_wrap() -> None:
    # fails on 00495ed2. transformers image_processing_base.py::get_image_processor_dict raises OSError(f"Can't load
    # image processor for '{path}'. ... make sure '{path}' is the correct path to a directory containing a
    # preprocessor_config.json file"); a note quotes it with its middle cut, wrapped
    d = _d("- symptom: `OSError: Can't load image processor for '/root/merged' ... containing a\n"
           "  preprocessor_config.json file`\n")
    assert d["message_kind"] == "processor_config_not_found"
    assert "preprocessor_config.json" in d["fixes"][0]["detail"]


def test_a_json_key_cut_by_a_wrap_is_no_quotation() -> None:
    # guard: a terminal's wrap inside a JSON flag's key ('"kv_connector_extra_c' / 'onfig": {}}') opens a double quote
    # a later line closes; the opened part has no words, so the lines are not joined into a quotation of a message
    d = _d('vllm serve m --kv-transfer-config \'{"kv_connector":"LMCacheConnectorV1","kv_connector_extra_c\n'
           'onfig": {}}\'\n')
    assert d["message_kind"] is None


# ------------------------------------------------------------------------ an application's variable for vLLM's share

def test_an_applications_prefixed_share_variable_is_the_utilization() -> None:
    # fails on 00495ed2. an application hands its own variable to vLLM's engine as gpu_memory_utilization
    # (engine/arg_utils.py EngineArgs.gpu_memory_utilization); its name carries the application's prefix
    from kvroom.logs import parse_text

    r = parse_text("- the night's second failure: `PIPELINE_GPU_MEMORY_UTILIZATION=0.45`\n"
                   "  `Available KV cache memory: -2.10 GiB` -> engine init failed\n")
    assert r.gpu_memory_utilization == 0.45


def test_the_kv_refusal_retold_with_a_comparison_sign() -> None:
    # fails on 00495ed2. vllm/v1/core/kv_cache_utils.py::check_enough_kv_cache_memory prints both figures; a note
    # retells them as "X GiB KV cache needed > available Y GiB"
    from kvroom.logs import parse_text

    r = parse_text("VLM log: 12.5 GiB KV cache needed > available 8.75 GiB\n")
    assert r.message_kind == "kv_cache_too_small"
    assert (r.numbers["needed_gib"], r.numbers["available_gib"]) == (12.5, 8.75)


def test_a_float_flag_beyond_a_floats_range_in_the_logged_args_is_bad_input_not_a_crash() -> None:
    # fails on 00495ed2 (OverflowError, kvroom's internal error; found by tools/fuzz.py --entry explain --seed 14):
    # vLLM's "non-default args: {...}" line read as Python literals can hold an int no float holds
    import os
    import tempfile

    from kvroom.cli import main

    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "vllm.log")
        with open(path, "w", encoding="utf-8") as f:
            f.write("INFO 01-01 00:00:00 [utils.py:1] non-default args: {'model': 'openai/gpt-oss-20b', "
                    "'gpu_memory_utilization': " + "9" * 400 + "}\n")
        assert main(["explain", path, "--model", "openai/gpt-oss-20b"]) != 4


# ------------------------------------------------------------- NCCL without an algorithm the environment allows

def test_nccls_no_algorithm_refusal_names_the_variables_that_restrict_it() -> None:
    # fails on 00495ed2. NCCL src/enqueue.cc topoGetAlgoInfo: "Error : no algorithm/protocol available for function
    # %s with datatype %s. NCCL_PROTO was set to %s. NCCL_ALGO was set to %s." (RCCL prints the same), then the call's
    # "invalid usage"
    d = _d("NCCL WARN Error : no algorithm/protocol available for function ReduceScatter with datatype ncclBfloat16. "
           "NCCL_PROTO was set to Simple. NCCL_ALGO was set to Ring.\n"
           "torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3690, invalid usage\n")
    assert d["message_kind"] == "nccl_error"
    assert d["numbers"]["nccl_algo"] == "Ring" and d["numbers"]["nccl_proto"] == "Simple"
    assert "NCCL_ALGO" in d["fixes"][0]["title"] and "--gpu-memory-utilization" not in [f["flag"] for f in d["fixes"]]
