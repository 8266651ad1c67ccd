"""explain reads the launch a log shows through kvroom.launch (issue 9 item 5): the pasted command with the
release's own flag table, the `non-default args: {...}` dict with parse_logged_args, and its re-check plans the
launch with the flags the reader read (--cpu-offload-gb, --speculative-config, ...). Expected values are the
flags as the log spells them, or vLLM's own printed figures (vllm#10517), never kvroom's output."""

from __future__ import annotations

import json

from kvroom import logs
from kvroom.explain import explain

# vllm#10517 (RTX 3090, Llama-3.1-8B, vLLM 0.6.4): the profile lines as printed (tests/test_explain_classes.py)
PROFILE = ("Memory profiling results: total_gpu_memory=23.58GiB initial_memory_usage=15.34GiB "
           "peak_torch_memory=17.06GiB memory_usage_post_profile=15.35GiB non_torch_memory=0.35GiB "
           "kv_cache_size=3.81GiB gpu_memory_utilization=0.90\n")
KV_MESSAGE = ("ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache "
              "is needed, which is larger than the available KV cache memory (10.00 GiB). Try increasing "
              "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n")


def test_a_pasted_command_reaches_the_rebuilt_launch_through_the_reader() -> None:
    # flags the old log-only reader did not know: --cpu-offload-gb and a JSON --speculative-config
    log = ("$ vllm serve Qwen/Qwen3-8B --cpu-offload-gb 4 --enforce-eager -tp 2 "
           "--speculative-config '{\"method\": \"ngram\", \"num_speculative_tokens\": 3, \"prompt_lookup_max\": 4}'\n"
           + KV_MESSAGE)
    record = logs.parse_text(log)
    assert record.launch_args_source == "command"
    assert record.model == "Qwen/Qwen3-8B" and record.tensor_parallel_size == 2 and record.enforce_eager is True
    launch = explain(log).launch
    assert launch.request is not None
    assert launch.request.cpu_offload_gb == 4.0
    assert json.loads(launch.request.speculative_config) == {"method": "ngram", "num_speculative_tokens": 3,
                                                             "prompt_lookup_max": 4}
    flags = explain(log).to_dict()["launch"]["flags"]  # JSON-ready
    assert flags["cpu_offload_gb"] == 4.0 and flags["enforce_eager"] is True


def test_the_model_after_the_flags_is_read_as_argparse_reads_it() -> None:
    # vllm#13061: `vllm serve --trust-remote-code --tensor_parallel_size 2 --gpu_memory_utilization=0.98 MODEL`
    record = logs.parse_text("vllm serve --trust-remote-code --tensor_parallel_size 2 --gpu_memory_utilization=0.98  "
                             "/root/autodl-tmp/deepseek-ai/DeepSeek-R1-Distill-Qwen-14B\n" + KV_MESSAGE)
    assert record.model == "/root/autodl-tmp/deepseek-ai/DeepSeek-R1-Distill-Qwen-14B"
    assert record.tensor_parallel_size == 2 and record.gpu_memory_utilization == 0.98


def test_the_logged_args_dict_is_read_by_the_launch_reader() -> None:
    # vllm/entrypoints/utils.py log_non_default_args prints the EngineArgs dests with their Python values
    log = ("INFO 08-20 10:00:00 [utils.py:326] non-default args: {'model_tag': 'Qwen/Qwen3-8B', 'model': "
           "'Qwen/Qwen3-8B', 'max_model_len': 32768, 'cpu_offload_gb': 8.0, 'speculative_config': {'method': "
           "'ngram', 'num_speculative_tokens': 5, 'prompt_lookup_max': 4}, 'enforce_eager': True}\n" + KV_MESSAGE)
    record = logs.parse_text(log)
    assert record.launch_args_source == "args"
    assert record.model == "Qwen/Qwen3-8B" and record.requested_max_model_len == "32768"
    assert record.enforce_eager is True
    request = explain(log).launch.request
    assert request.cpu_offload_gb == 8.0
    assert json.loads(request.speculative_config)["num_speculative_tokens"] == 5
    assert json.loads(json.dumps(record.to_dict()))["launch_args"]["speculative_config"]["method"] == "ngram"


def test_a_cut_args_dict_still_gives_its_whole_items() -> None:
    # a wrapped or truncated line is no Python literal: the complete items are still read
    record = logs.parse_text("non-default args: {'model': 'Qwen/Qwen3-8B', 'tensor_parallel_size': 4, "
                             "'gpu_memory_utilization': 0.95, 'cpu_offload_gb': 2.0, 'compilation_config': {'lev\n"
                             + KV_MESSAGE)
    assert record.model == "Qwen/Qwen3-8B" and record.tensor_parallel_size == 4
    assert record.gpu_memory_utilization == 0.95
    assert explain(record).launch.request.cpu_offload_gb == 2.0


def test_a_flag_or_value_the_reader_refuses_never_fails_explain() -> None:
    # --not-a-vllm-flag is in no release's table; "banana" is no --max-model-len: both are left out, the rest read
    log = ("vllm serve Qwen/Qwen3-8B --not-a-vllm-flag 3 --max-model-len banana --cpu-offload-gb 4 -tp 2\n"
           + KV_MESSAGE)
    record = logs.parse_text(log)
    assert record.model == "Qwen/Qwen3-8B" and record.tensor_parallel_size == 2
    explanation = explain(log)
    assert explanation.recognized
    assert explanation.launch.request.cpu_offload_gb == 4.0
    assert explanation.launch.request.max_model_len is None
    # an old release's log (0.6.x has no --speculative-config): the dest still reaches the request, nothing fails
    old = "INFO 11-20 10:00:00 vLLM API server version 0.6.4\n" + log.replace("--not-a-vllm-flag 3 ", "")
    assert explain(old).launch.request.cpu_offload_gb == 4.0


def test_the_re_check_plans_the_launch_the_user_ran() -> None:
    # vllm#10517's profile with --cpu-offload-gb 4: vLLM keeps cpu_offload_gb GiB of each GPU's weights in host
    # memory (vllm/model_executor/models/utils.py set_cpu_offload_max_bytes(int(cpu_offload_gb * 1024**3)), 0.6.4),
    # so the weights it reports are the printed 14.9888 GB less 4 GiB
    weights = "Loading model weights took 10.9888 GB\n"
    base = dict(model="meta-llama/Llama-3.1-8B-Instruct", vllm_version="0.6.4", gpu="RTX 3090")
    with_flag = explain("vllm serve meta-llama/Llama-3.1-8B-Instruct --cpu-offload-gb 4\n" + weights + PROFILE, **base)
    assert any(x.startswith("The weights in the log (10.99 GiB) match the model's") for x in with_flag.explanation)
    assert any("--cpu-offload-gb 4" in x for x in with_flag.explanation)
    without = explain("vllm serve meta-llama/Llama-3.1-8B-Instruct\n" + weights + PROFILE, **base)
    assert any("do NOT match" in x for x in without.explanation)


def test_logged_flags_the_named_model_refuses_are_left_out_of_the_re_check() -> None:
    # a GPTQ launch re-checked with --model openai/gpt-oss-20b (an mxfp4 checkpoint): vLLM would refuse the pair
    # (vllm/config/model.py::_verify_quantization); explain re-checks without the flag instead of failing
    log = ("python -m vllm.entrypoints.openai.api_server --model qwen/Qwen1.5-7B-Chat-GPTQ-Int4 --quantization gptq\n"
           + KV_MESSAGE)
    explanation = explain(log, model="openai/gpt-oss-20b")
    assert explanation.launch.request.quantization == "gptq"
    assert not any("--quantization gptq" in x for x in explanation.explanation)


def test_a_log_echoing_many_command_lines_reads_in_bounded_time() -> None:
    # 20,000 distinct command-like lines: only the first MAX_ARG_LINES go through the launch reader (~0.5 ms each)
    import time

    text = "".join(f"INFO x --model m{i} --max-model-len {i + 1}\n" for i in range(20_000))
    started = time.perf_counter()
    record = logs.parse_text(text)
    assert time.perf_counter() - started < 5
    assert record.model == "m0" and record.requested_max_model_len == "1"


def test_a_config_file_named_in_a_log_is_never_opened(tmp_path) -> None:
    # the log's --config path is on the user's machine, not this one: a file at that path here is not read
    config = tmp_path / "serve.yaml"
    config.write_text("max-model-len: 999\ntensor-parallel-size: 8\n")
    record = logs.parse_text(f"vllm serve Qwen/Qwen3-8B --config {config} -tp 2\n" + KV_MESSAGE)
    assert record.model == "Qwen/Qwen3-8B" and record.tensor_parallel_size == 2
    assert record.requested_max_model_len is None and "max_model_len" not in record.launch_args
