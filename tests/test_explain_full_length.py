"""A capacity log with almost no KV cache left: can a request at the full length be served (issue 10, round 4)?

What vLLM does, per release (read in the released wheels, not computed with kvroom):
* 0.2.7+ refuses a KV cache smaller than one request at max_model_len: vllm/engine/llm_engine.py::
  LLMEngine._init_cache (0.2.7 wheel, line 285) raises "The model's max seq len (L) is larger than the maximum
  number of tokens that can be stored in KV cache (Y)" right after logging "# GPU blocks: N"; the 0.2.6 wheel has
  no such raise (vllm PR #2163: "vLLM hangs when the length of a single sequence is larger than the system's KV
  cache size"). Later V0 keeps it (worker.py::raise_if_cache_size_invalid, spec §9), V1 checks first
  (check_enough_kv_cache_memory, spec §4.3).
* So a printed concurrency below 1x means the start fails (the paste ends before the error) from 0.2.7 on, and
  starts with requests that can never be scheduled in 0.2.6 and earlier; 1x-2x passes the check with one
  full-length request at a time.
The log lines are real: vllm#2418 (0.2.7: 229 blocks x 16 = 3664 tokens < max_seq_len 4096, the thread's error says
3664), vllm#10517 (0.82x at 29000 tokens, before its error line), LMCache#1739 (1.30x at 32768).
Also: in 0.6.4 (which prints initial_memory_usage) a utilization fix must clear the memory already in use.
"""

from __future__ import annotations

from kvroom.explain import explain

V027 = ("INFO 01-11 15:51:02 llm_engine.py:70] Initializing an LLM engine with config: model='/home/x/alpaca-2', "
        "tokenizer='/home/x/alpaca-2', tokenizer_mode=auto, revision=None, tokenizer_revision=None, "
        "trust_remote_code=False, dtype=torch.float16, max_seq_len=4096, download_dir=None, load_format=auto, "
        "tensor_parallel_size=1, quantization=None, enforce_eager=False, seed=0)\n"
        "INFO 01-11 15:51:18 llm_engine.py:275] # GPU blocks: 229, # CPU blocks: 512")
V0_082 = ("Loading model weights took 14.9888 GB\n# GPU blocks: 1478, # CPU blocks: 2048\n"
          "Maximum concurrency for 29000 tokens per request: 0.82x")
V1_130 = ("INFO 10-03 16:22:17 [gpu_worker.py:298] Available KV cache memory: 6.51 GiB\n"
          "INFO 10-03 16:22:17 [kv_cache_utils.py:864] GPU KV cache size: 42,656 tokens\n"
          "INFO 10-03 16:22:17 [kv_cache_utils.py:868] Maximum concurrency for 32,768 tokens per request: 1.30x")


def _text(d: dict) -> str:
    return " ".join(d["explanation"])


def test_below_one_request_with_the_check_is_a_refused_start() -> None:
    d = explain(V027, vllm_version="0.2.7").to_dict()
    assert d["message_kind"] is None  # no error line was pasted
    assert d["diagnosis"]["cause"] == "kv_too_small"
    text = _text(d)
    assert "3,664 tokens" in text and "4,096" in text and "0.89x" in text  # 229 x 16 = 3664 (vllm#2418's error)
    assert "refuses to start" in text and "cannot be served" in text


def test_below_one_request_before_the_check_starts_and_waits() -> None:
    d = explain(V027, vllm_version="0.2.6").to_dict()
    assert d["diagnosis"]["cause"] == "capacity"
    text = _text(d)
    assert "no such check" in text and "waits forever" in text and "refuses" not in text


def test_printed_concurrency_below_one_without_release_names_the_refusal() -> None:
    d = explain(V0_082).to_dict()  # the concurrency line's wording is V0 0.6.x: every such release checks
    assert d["diagnosis"]["cause"] == "kv_too_small"
    assert "0.82x" in _text(d) and "29,000" in _text(d) and "paste ends before its error" in _text(d)


def test_one_to_two_requests_is_a_marginal_start() -> None:
    d = explain(V1_130).to_dict()
    assert d["diagnosis"]["cause"] == "capacity"
    text = _text(d)
    assert "Marginal start" in text and "1.30x" in text and "one request at the full 32,768 tokens" in text


def test_room_for_two_or_more_requests_gets_no_warning() -> None:
    d = explain(V1_130.replace("1.30x", "2.50x")).to_dict()
    assert "Marginal" not in _text(d) and "cannot be served" not in _text(d)


def test_text_header_says_the_capacity_log_is_not_a_healthy_start() -> None:
    from kvroom.render.explain_text import render_explanation

    head = render_explanation(explain(V027, vllm_version="0.2.7")).splitlines()[0]
    assert head.startswith("capacity log, kv too small")
    assert render_explanation(explain(V1_130)).splitlines()[0].startswith("capacity  (")


def test_v064_utilization_fix_is_above_the_memory_already_in_use() -> None:
    # vLLM 0.6.4 worker.py::determine_num_available_blocks (0.6.4 wheel): available = total x util - peak, where
    # peak adds every non-torch byte on the device (other processes included) and initial_memory_usage is
    # total - free after the weights loaded; so a KV cache needs util > 68.01 / 79.15 = 0.859 (vllm#10533's figures)
    log = ("python3 -m vllm.entrypoints.openai.api_server \\\n        --model /models/Qwen2.5-14B-Instruct-GPTQ-Int4 \\\n"
           "        --gpu-memory-utilization 0.20 \\\n        --max-model-len=16384\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n"
           "Memory profiling results: total_gpu_memory=79.15GiB initial_memory_usage=68.01GiB")
    d = explain(log).to_dict()
    assert d["context"]["gpu_memory_utilization"] == 0.2  # read from the backslash-continued command
    utils = [float(f["value"]) for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert utils and all(u > 68.01 / 79.15 for u in utils)
