"""Readings of the session of 2026-12-07, thirteenth (tests/golden/wild/BLIND.md, rounds 793-796), fitted after their
rounds were graded once on f13deac5: a test marked "fails on f13deac5" fails on the code the rounds were graded on; the
others guard the rule's limits. The messages are vLLM's own raise texts (cited per test to the released wheels' source,
as src/kvroom/data/vllm_raises.json lists them); none is a fixture's."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# ---------------------------------------------------------------- a vLLM check that refuses pipeline parallel

def test_a_models_own_refusal_of_pipeline_parallel_is_read_as_such() -> None:
    # fails on f13deac5. vllm/model_executor/models/hrm_text.py::HrmTextForCausalLM.__init__ (0.24.0-0.34.0) raises
    # "HrmTextForCausalLM does not support pipeline parallelism." when pipeline_parallel_size > 1
    d = _d("ValueError: HrmTextForCausalLM does not support pipeline parallelism.")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    assert [(f["flag"], f["value"]) for f in d["fixes"]] == [("--pipeline-parallel-size", "1")]
    assert no_memory_fix(d)


def test_a_features_refusal_beside_pipeline_parallel() -> None:
    # fails on f13deac5. vllm/config/vllm.py::VllmConfig.__post_init__ (0.11.1-0.14.1): "Async scheduling is not yet
    # compatible with pipeline_parallel_size > 1."; the launch's two stages of two GPUs each run as one stage of four
    # (Llama-3.1-8B's 32 heads and 8 KV heads divide by 4)
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct --tensor-parallel-size 2 --pipeline-parallel-size 2 "
           "--async-scheduling\nValueError: Async scheduling is not yet compatible with pipeline_parallel_size > 1.")
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    assert d["fixes"][0]["command"].endswith("--tensor-parallel-size 4 --pipeline-parallel-size 1")
    assert "--gpu-memory-utilization" not in _flags(d) and "--max-model-len" not in _flags(d)


def test_requires_pp_1_in_its_short_form() -> None:
    # fails on f13deac5. vllm/model_executor/models/config.py::Qwen4ExpForConditionalGenerationConfig.
    # verify_and_update_config (0.32.0-0.34.0): "Qwen4Exp MoE SP requires PP=1"
    d = _d("ValueError: Qwen4Exp MoE SP requires PP=1")
    assert d["diagnosis"]["cause"] == "pp_unsupported"


def test_a_refusal_of_tensor_and_pipeline_parallel_together_is_not_read_as_pipelines() -> None:
    # guard: vllm/config.py::ModelConfig.verify_with_parallel_config (0.5.0-0.6.1) "BitAndBytes quantization with TP or
    # PP is not supported yet." refuses the quantization under either; and "Sparse weight updates currently require
    # TP=1 and PP=1" (weight_transfer/sparse_nccl_engine.py, 0.23.0-0.28.0) names both
    for text in ("ValueError: BitAndBytes quantization with TP or PP is not supported yet.",
                 "NotImplementedError: Sparse weight updates currently require TP=1 and PP=1"):
        d = _d(text)
        assert d["diagnosis"]["cause"] != "pp_unsupported", text


def test_a_stage_partition_refusal_is_not_a_refusal_of_pipelines() -> None:
    # guard: "PP splits inside a v4.1 kv-sharing group are not supported." (models/deepseek_v41/attention.py, 0.30.0+)
    # is fixed by where the stages split, not by one stage
    d = _d("NotImplementedError: Compressed-KV source model.layers.3.attn not found on this rank; PP splits inside a "
           "v4.1 kv-sharing group are not supported.")
    assert d["diagnosis"]["cause"] != "pp_unsupported"


# ---------------------------------------------------------------- the free-memory gate retold in the teller's words

def test_the_free_memory_gate_retold_with_both_figure_groups() -> None:
    # fails on f13deac5. vllm/v1/worker/gpu_worker.py::init_device (0.9.1+) raises "Free memory on device cuda:0
    # (F/T GiB) on startup is less than desired GPU memory utilization (U, R GiB). Decrease GPU memory utilization or
    # reduce GPU memory used by other processes."; a note keeps the two figure groups and words the rest its own way
    from kvroom.logs import parse_text

    r = parse_text("# the second engine crashed: Free memory on cuda:0 (3.10/15.99 GiB) was below the "
                   "gpu_memory_utilization it wanted (0.9, 14.39 GiB)\n")
    assert r.message_kind == "free_memory_low"
    n = r.numbers
    assert (n["free_gib"], n["total_gib"], n["gpu_memory_utilization"], n["requested_gib"]) == (3.10, 15.99, 0.9, 14.39)


def test_the_startup_info_line_with_both_groups_is_no_refusal() -> None:
    # guard: the INFO line vLLM prints when the gate passes ("Free memory on device (F/T GiB) on startup. Desired GPU
    # memory utilization is (U, R GiB). Actual usage is ...", gpu_worker.py 0.9.1+) has neither "<" nor "less than"
    from kvroom.logs import parse_text

    r = parse_text("INFO 06-13 10:00:00 [gpu_worker.py:120] Free memory on device (21.40/23.56 GiB) on startup. Desired "
                   "GPU memory utilization is (0.8, 18.85 GiB). Actual usage is 9.1 GiB for weight\n")
    assert r.message_kind != "free_memory_low"


# ---------------------------------------------------------------- the derived-length refusal shortened after its key

def test_the_derived_length_refusal_cut_after_its_key_and_figure() -> None:
    # fails on eb7e6f4f. vllm/config/model.py::_get_and_verify_max_len (0.5.5+) prints "User-specified max_model_len (X)
    # is greater than the derived max_model_len (K=D or model_max_length=M in model's config.json). ..."; a note keeps
    # it up to the key's figure and closes the parenthesis there
    from kvroom.logs import parse_text

    r = parse_text("vLLM refused: User-specified max_model_len (65536) is greater than the derived max_model_len "
                   "(max_seq_len=8192)\n")
    assert r.message_kind == "max_len_over_derived"
    assert (r.numbers["max_model_len"], r.numbers["derived_key"], r.numbers["derived_max_model_len"]) == (
        65536, "max_seq_len", 8192)


def test_a_figure_cut_inside_the_parenthesis_is_not_read() -> None:
    # guard: a paste cut inside the figure ("(max_position_embeddings=409") reads no derived length
    from kvroom.logs import parse_text

    r = parse_text("ValueError: User-specified max_model_len (140000) is greater than the derived max_model_len "
                   "(max_position_embeddings=409")
    assert r.message_kind == "max_len_over_derived"
    assert r.numbers.get("derived_max_model_len") is None


# ---------------------------------------------------------------- Mamba blocks at vLLM's default max_num_seqs

_MAMBA = ("ValueError: max_num_seqs ({seqs}) exceeds available Mamba cache blocks (97). Each decode sequence requires "
          "one Mamba cache block, so CUDA graph capture cannot proceed. Please lower max_num_seqs to at most 97 or "
          "increase gpu_memory_utilization.")


def test_at_vllms_default_max_num_seqs_fewer_sequences_is_the_fix() -> None:
    # fails on eb7e6f4f. v1/worker/gpu_model_runner.py raises the Mamba-blocks refusal (0.11+); 1024 is
    # EngineArgs.get_batch_defaults' max_num_seqs on a GPU of 70 GiB and more (spec §8.5), and the launch sets none:
    # lowering it keeps all the launch asked for, and no share of the card is proposed as a number kvroom cannot size
    d = _d("vllm serve Qwen/Qwen3.5-27B --gpu-memory-utilization 0.92 --max-model-len 65536\n"
           + _MAMBA.format(seqs=1024))
    assert d["message_kind"] == "mamba_blocks"
    assert [(f["flag"], f["value"]) for f in d["fixes"]] == [("--max-num-seqs", "97")]
    assert "vLLM's default" in d["fixes"][0]["detail"]


def test_a_max_num_seqs_the_launch_sets_keeps_the_memory_lever() -> None:
    # guard: the same count set by the user (--max-num-seqs 1024) is the user's goal: more memory keeps it
    d = _d("vllm serve Qwen/Qwen3.5-27B --gpu-memory-utilization 0.85 --max-num-seqs 1024\n" + _MAMBA.format(seqs=1024))
    assert "--gpu-memory-utilization" in _flags(d)


def test_a_count_that_is_no_default_keeps_the_memory_lever() -> None:
    # guard: 300 is none of vLLM's defaults (128, 256, 1024), so someone set it
    d = _d(_MAMBA.format(seqs=300))
    assert "--gpu-memory-utilization" in _flags(d)


def test_the_derived_length_refusal_retold_without_is_and_the() -> None:
    # fails on 98165278. the same check (vllm/config/model.py::_get_and_verify_max_len) retold in a note without its
    # "is" and "the", the key and figure kept
    from kvroom.logs import parse_text

    r = parse_text('- boot loop: "max_model_len (131072) greater than derived max_model_len (max_position_embeddings='
                   '32768)"\n')
    assert r.message_kind == "max_len_over_derived"
    assert (r.numbers["max_model_len"], r.numbers["derived_max_model_len"]) == (131072, 32768)


def test_the_free_memory_gate_retold_with_the_bytes_and_no_share() -> None:
    # fails on 2aeeb674. the gate's text (v1/worker/gpu_worker.py, 0.9.1+) retold with the requested bytes alone in its
    # parenthesis: "... is less than desired (R GiB)"
    from kvroom.logs import parse_text

    r = parse_text("Died at startup: `Free memory on device (11.20/23.99 GiB) is less than desired (21.59 GiB)`.\n")
    assert r.message_kind == "free_memory_low"
    assert (r.numbers["free_gib"], r.numbers["total_gib"], r.numbers["requested_gib"]) == (11.20, 23.99, 21.59)


# ---------------------------------------------------------------- vLLM's printed negative KV budget over a word "OOM"

def test_a_printed_negative_kv_budget_outranks_a_reporters_word_oom() -> None:
    # fails on 2aeeb674. vLLM V1 logs "Available KV cache memory: X GiB" (v1/worker/gpu_worker.py::
    # determine_available_memory) and check_enough_kv_cache_memory raises when it is not positive: the printed figure
    # is the failure, a note's "OOM" above it only names it loosely
    from kvroom.logs import parse_text

    r = parse_text("## Notes\nEvery change moved the OOM around between the trainer and the rollout workers.\n"
                   "- lowered gpu_memory_utilization to 0.2: `Available KV cache memory: -0.37 GiB`\n")
    assert r.message_kind == "kv_memory_negative"
    assert r.numbers["available_gib"] == -0.37


def test_a_reporters_oom_with_a_positive_kv_budget_stays_the_oom() -> None:
    # guard: a positive budget is a capacity line, not a failure: the reporter's OOM stays the reading
    from kvroom.logs import parse_text

    r = parse_text("The server hit an OOM during the first long request.\n"
                   "INFO 10-07 10:00:00 [gpu_worker.py:298] Available KV cache memory: 6.12 GiB\n")
    assert r.message_kind != "kv_memory_negative"
