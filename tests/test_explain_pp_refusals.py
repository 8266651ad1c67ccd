"""kvroom explain, issue 10: the pipeline-size refusals vLLM's released wheels print (logs/patterns.py cites each).

Texts are vLLM's templates filled as vLLM fills them (f-strings quoted from the wheels named per test) or a real log
(HabanaAI/vllm-fork#205); expected numbers are the ones in the text."""

from __future__ import annotations

from kvroom.explain import explain
from kvroom.logs import parse_text

# vllm/distributed/utils.py::get_pp_indices (0.5.5-0.33.0): raise ValueError(f"{len(partitions)=} does not match
# {pp_size=}.") and f"{sum(partitions)=} does not match {num_hidden_layers=}." -- Python prints "len(partitions)=3"
PARTITION_COUNT = "ValueError: len(partitions)=3 does not match pp_size=4."
PARTITION_SUM = "ValueError: sum(partitions)=30 does not match num_hidden_layers=32."
# HabanaAI/vllm-fork#205: vllm/config.py::ParallelConfig._verify_args (every release up to 0.5.0.post1)
NOT_YET = ('  File "/usr/local/lib/python3.10/dist-packages/vllm/config.py", line 560, in _verify_args\n'
           "    raise NotImplementedError(\n"
           "NotImplementedError: Pipeline parallelism is not supported yet.")


def test_layer_partition_that_does_not_match_the_pipeline_size() -> None:
    rec = parse_text(PARTITION_COUNT)
    assert rec.message_kind == "pp_not_divisible"
    assert dict(rec.numbers) == {"pp_partition_count": 3, "pipeline_parallel_size": 4}
    d = explain(PARTITION_COUNT).to_dict()
    assert d["diagnosis"]["cause"] == "pp_layer_partition"
    assert [f["title"] for f in d["fixes"]][0] == "unset VLLM_PP_LAYER_PARTITION"
    assert "4 comma-separated layer counts" in d["fixes"][1]["value"]
    assert not any(f["flag"] == "--pipeline-parallel-size" for f in d["fixes"])


def test_layer_partition_that_does_not_add_up_to_the_layers() -> None:
    rec = parse_text(PARTITION_SUM)
    assert dict(rec.numbers) == {"pp_partition_layers": 30, "num_hidden_layers": 32}
    d = explain(PARTITION_SUM).to_dict()
    assert d["diagnosis"]["cause"] == "pp_layer_partition" and "adding up to 32" in d["fixes"][1]["value"]


def test_pipeline_parallelism_not_supported_yet() -> None:
    rec = parse_text(NOT_YET)
    assert rec.message_kind == "pp_unsupported" and str(rec.vllm_version_range) == "<=0.5.4"
    d = explain("python -m vllm.entrypoints.openai.api_server --model m --pipeline-parallel-size 2 "
                "--tensor-parallel-size 2\n" + NOT_YET).to_dict()
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    # the same 4 GPUs the launch shows, tensor parallel only; never a pipeline size
    assert any(f["command"].startswith("--tensor-parallel-size 4 --pipeline-parallel-size 1") for f in d["fixes"])
    assert any(f["title"] == "upgrade to vLLM 0.5.1 or newer" for f in d["fixes"])


def test_the_divisibility_text_no_release_prints_is_still_read() -> None:
    # vllm/config.py::ModelConfig.verify_with_parallel_config (<= 0.5.0.post1, behind "not supported yet")
    rec = parse_text("ValueError: Total number of hidden layers (30) must be divisible by pipeline parallel size (4).")
    assert rec.message_kind == "pp_not_divisible"
    assert dict(rec.numbers) == {"num_hidden_layers": 30, "pipeline_parallel_size": 4}
    assert explain(rec).to_dict()["fixes"][0]["command"] == "--pipeline-parallel-size 3"  # 3 divides 30, <= 4


def test_the_offline_engine_refusing_pipeline_parallelism() -> None:
    # vllm#7367 (0.5.x, vllm.LLM with pipeline_parallel_size=4); the text is LLMEngine.step's NotImplementedError
    # (vllm/engine/llm_engine.py, read in the 0.5.5-0.10.2 wheels)
    from kvroom.explain import explain

    text = ("[rank0]: NotImplementedError: Pipeline parallelism is only supported through AsyncLLMEngine as "
            "performance will be severely degraded otherwise.")
    result = explain(text)
    assert result.record.message_kind == "pp_unsupported"
    assert result.diagnosis.cause == "pp_unsupported" and "vllm serve" in result.diagnosis.summary
    assert not any(f.flag == "--pipeline-parallel-size" for f in result.fixes)
    assert "upgrade" not in " ".join(f.title for f in result.fixes)


def test_a_bracket_cut_by_a_terminal_is_joined_without_a_space() -> None:
    # vllm#7526: the V0 message wrapped right after "KV cache (" in a Kubernetes log
    from kvroom.explain import explain

    text = ("ValueError: The model's max seq len (30000) is larger than the maximum number of tokens that can be "
            "stored in KV cache (\n3984). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
            "initializing the engine.")
    record = explain(text).record
    assert record.message_kind == "kv_cache_too_small_v0"
    assert record.numbers["max_seq_len"] == 30000 and record.numbers["max_kv_tokens"] == 3984


def test_the_old_pp_refusal_under_a_newer_release_is_not_fixed_by_an_older_upgrade() -> None:
    """"Pipeline parallelism is not supported yet." is raised by ParallelConfig._verify_args up to 0.5.0.post1; a log
    that names 0.6.3 with it is a fork or custom build: "upgrade to 0.5.1" would point backwards."""
    from kvroom.explain import explain

    d = explain("ValueError: Pipeline parallelism is not supported yet.", vllm_version="0.6.3").to_dict()
    assert d["message_kind"] == "pp_unsupported"
    assert not any("upgrade" in f["title"] for f in d["fixes"])
    old = explain("NotImplementedError: Pipeline parallelism is not supported yet.", vllm_version="0.4.3").to_dict()
    assert any(f["title"] == "upgrade to vLLM 0.5.1 or newer" for f in old["fixes"])
