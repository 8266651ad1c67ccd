"""Synthetic lines built from the spec's verbatim templates (../shared/spec/vllm-kv-spec.md §4.4, §9, §7.1,
§5.2, §6.3, §1.5, §7.2, §7.3, §8.1), one per release family, with the inferred release range asserted."""

from __future__ import annotations

import pytest

from kvroom.logs import PATTERNS, parse_text
from kvroom.logs.patterns import SCAN_ANCHORS

TRY = "Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine."
TRY_CPU = (
    "Try increasing `gpu_memory_utilization` (which also controls CPU memory on the CPU backend) or decreasing "
    "`max_model_len` when initializing the engine."
)
SEE = "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."
HEAD = "To serve at least one request with the {s} max seq len (131072), ({n} {u} KV cache is needed, which is larger than the available KV cache memory ({a} {u})."
EST = "Based on the available memory, the estimated maximum model length is {e}."


def v1(s="models's", n="16.00", a="10.00", u="GiB", tail=""):
    return HEAD.format(s=s, n=n, a=a, u=u) + tail


EXT_ALL = ("The extensible KV cache already takes all device memory left after the model and its activations; decrease "
           "`max_model_len` or `max_num_seqs`, or the model needs a device with more memory.")
TRY_034 = ("Try increasing `gpu_memory_utilization` when initializing the engine (this flag also controls CPU memory "
           "reservation on the CPU backend, despite its name).")
ALSO = "Decreasing `max_model_len` also reduces what is needed."
# (id, message, range, gib_format, has_estimate, has_docs, has_cpu_note, estimate)
V1_FAMILIES = [
    ("V1-a 0.7.0-0.8.2", v1(u="GB", tail=" " + TRY), "0.7.0-0.8.2", "GB", False, False, False, None),
    ("V1-b 0.8.3", v1(tail=" " + TRY), "0.8.3", "%.2f", False, False, False, None),
    ("V1-c 0.8.4-0.9.0", v1(tail=" Based on the available memory,  " + TRY), "0.8.4-0.9.0", "%.2f", True, False,
     False, None),
    ("V1-c/d est=0", v1(tail="  " + TRY), "0.8.4-0.12.x", "%.2f", False, False, False, None),
    ("V1-d 0.9.1-0.12", v1(tail=" " + EST.format(e=81920) + " " + TRY), "0.9.1-0.12.x", "%.2f", True, False,
     False, 81920),
    ("V1-e 0.13", v1(tail=" " + EST.format(e=81920) + " " + TRY + " " + SEE), "0.13.0-0.13.x", "%.2f", True, True,
     False, 81920),
    ("V1-e 0.13 est=0", v1(tail="  " + TRY + " " + SEE), "0.13.0-0.13.x", "%.2f", False, True, False, None),
    ("V1-f/g 0.14-0.21", v1(n="16.0", a="10.0", tail=" " + EST.format(e=81920) + " " + TRY + " " + SEE),
     "0.14.0-0.21.x", "format_gib", True, True, False, 81920),
    ("V1-f/g est=0", v1(n="16.0", a="10.0", tail=" " + TRY + " " + SEE), "0.14.0-0.21.x", "format_gib", False,
     True, False, None),
    ("0.14-0.21 ambiguous digits", v1(n="10.72", a="5.59", tail=" " + EST.format(e=5632) + " " + TRY + " " + SEE),
     "0.13.0-0.21.x", None, True, True, False, 5632),
    ("0.22-0.33", v1(s="model's", n="16.0", a="10.0", tail=" " + EST.format(e=81904) + " " + TRY_CPU + " " + SEE),
     "0.22.0-0.33.x", "format_gib", True, True, True, 81904),
    # 0.34.0 (v1/core/kv_cache_planning.py::_check_enough_kv_cache_memory and _more_kv_cache_memory_hint, 0.34.0
    # wheel): "{hint} Decreasing `max_model_len` also reduces what is needed." after the estimate
    ("0.34 extensible", v1(s="model's", n="16.0", a="10.0", tail=" " + EST.format(e=81904) + " " + EXT_ALL + " "
                           + ALSO + " " + SEE), "0.34.0+", "format_gib", True, True, False, 81904),
    ("0.34 not extensible", v1(s="model's", n="16.0", a="10.0", tail=" " + EST.format(e=81904) + " " + TRY_034 + " "
                               + ALSO + " " + SEE), "0.34.0+", "format_gib", True, True, False, 81904),
]


@pytest.mark.parametrize("case", V1_FAMILIES, ids=[c[0] for c in V1_FAMILIES])
def test_v1_message_families(case):
    _, text, rng, fmt, est, docs, cpu, estimate = case
    rec = parse_text("ERROR 05-12 10:11:12 [core.py:123] ValueError: " + text)
    assert rec.message_kind == "kv_cache_too_small"
    assert str(rec.vllm_version_range) == rng
    assert rec.vllm_version_inferred is True
    assert not rec.version_conflicts
    assert rec.gib_format == fmt
    assert (rec.has_estimate_sentence, rec.has_docs_link, rec.has_cpu_note) == (est, docs, cpu)
    assert rec.numbers["max_seq_len"] == 131072
    assert rec.numbers["needed_gib"] == 16.0 or rec.numbers["needed_gib"] == 10.72
    assert rec.numbers.get("estimated_max_model_len") == estimate
    assert rec.engine == "V1" and rec.exception_type == "ValueError"
    assert rec.message_text == text.replace("  ", " ")


def test_v0_message_and_cpu_variant():
    text = ("The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV "
            "cache (81920). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing "
            "the engine.")
    rec = parse_text(text)
    assert rec.message_kind == "kv_cache_too_small_v0"
    assert dict(rec.numbers) == {"max_seq_len": 131072, "max_kv_tokens": 81920}
    assert str(rec.vllm_version_range) == "<=0.10.2" and rec.engine == "V0" and rec.spelling == "model's"
    cpu = text.replace("`gpu_memory_utilization`", "`VLLM_CPU_KVCACHE_SPACE`")
    rec = parse_text(cpu)
    assert rec.message_kind == "kv_cache_too_small_v0" and rec.platform == "cpu"


NO_MEM = "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine"


@pytest.mark.parametrize(
    "text,rng,docs,cpu",
    [
        (NO_MEM + ".", "<=0.12.x", False, False),
        (NO_MEM + ". " + SEE, "0.13.0-0.21.x", True, False),
        (NO_MEM + " (this flag also controls CPU memory reservation on the CPU backend, despite its name). " + SEE,
         "0.22.0+", True, True),
        # 0.34.0's extensible hint in place of the Try sentence (kv_cache_planning.py::_more_kv_cache_memory_hint)
        ("No available memory for the cache blocks. " + EXT_ALL + " " + SEE, "0.34.0+", True, False),
    ],
)
def test_no_memory_variants(text, rng, docs, cpu):
    rec = parse_text("ValueError: " + text)
    assert rec.message_kind == "no_kv_memory"
    assert str(rec.vllm_version_range) == rng
    assert (rec.has_docs_link, rec.has_cpu_note) == (docs, cpu)


FREE = ("Free memory on device {dev}(79.1/79.19 GiB) on startup is less than desired GPU memory utilization "
        "(0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.")


@pytest.mark.parametrize("dev,rng", [("", "0.9.1-0.13.x"), ("cuda:0 ", "0.14.0+")])
def test_free_memory_variants(dev, rng):
    rec = parse_text(FREE.format(dev=dev))
    assert rec.message_kind == "free_memory_low"
    assert dict(rec.numbers) == {"free_gib": 79.1, "total_gib": 79.19, "gpu_memory_utilization": 0.9,
                                 "requested_gib": 71.27}
    assert str(rec.vllm_version_range) == rng
    assert (rec.device_free_gib, rec.device_total_gib, rec.device_requested_gib) == (79.1, 79.19, 71.27)


@pytest.mark.parametrize(
    "line,rng,avail",
    [
        ("Auto-fit max_model_len: reduced from 131072 to 81920 to fit in available GPU memory (10.0 GiB available "
         "for KV cache)", "0.14.0-0.31.x", 10.0),
        ("Auto-fit max_model_len: reduced from 131072 to 81904 to fit in available KV cache memory (10.0 GiB GPU)",
         "0.31.0+", 10.0),
    ],
)
def test_autofit_variants(line, rng, avail):
    rec = parse_text("(EngineCore_DP0 pid=1) INFO 11-25 20:02:30 [kv_cache_utils.py:1373] " + line)
    assert rec.message_kind is None
    assert rec.autofit_from == 131072 and rec.autofit_to in (81920, 81904) and rec.autofit_available_gib == avail
    assert str(rec.vllm_version_range) == rng


def test_autofit_full_and_failed():
    rec = parse_text("Auto-fit max_model_len: full model context length 131072 fits in available GPU memory")
    assert rec.autofit_full_context and rec.autofit_to == 131072
    rec = parse_text("Cannot auto-fit max_model_len: not enough GPU memory available to serve even a single token. "
                     "Try increasing `gpu_memory_utilization`.")
    assert rec.autofit_failed


CAPACITY = [
    ("V0 0.6.x", ["# GPU blocks: 5970, # CPU blocks: 682", "Maximum concurrency for 131072 tokens per request: 0.73x"],
     "<=0.6.6", "V0", {"num_gpu_blocks": 5970, "num_cpu_blocks": 682, "max_concurrency": 0.73,
                       "concurrency_tokens_per_request": 131072}),
    ("V0 0.7.0", ["# CUDA blocks: 5120, # CPU blocks: 2048", "Maximum concurrency for 32768 tokens per request: 2.50x"],
     "0.7.0-0.7.2", "V0", {"num_gpu_blocks": 5120, "num_cpu_blocks": 2048}),
    ("V0 0.7.3-0.10.2", ["# cuda blocks: 5120, # CPU blocks: 2048",
                         "Maximum concurrency for 32768 tokens per request: 2.50x"],
     "0.7.1-0.10.2", "V0", {"num_gpu_blocks": 5120}),
    ("V1 0.6.6-0.7", ["# GPU blocks: 5120"], "0.6.6-0.7.x", "V1", {"num_gpu_blocks": 5120}),
    ("V1 0.8-0.26", ["GPU KV cache size: 81,920 tokens", "Maximum concurrency for 32,768 tokens per request: 2.50x"],
     "0.8.0-0.27.x", "V1", {"kv_cache_tokens": 81920, "max_concurrency": 2.5,
                            "concurrency_tokens_per_request": 32768}),
    ("V1 0.28+", ["GPU KV cache size: 81,920 tokens, Maximum concurrency for 32,768 tokens per request: 2.50x"],
     "0.27.0+", "V1", {"kv_cache_tokens": 81920, "max_concurrency": 2.5, "kv_cache_device": "GPU"}),
    ("V1 0.30+ CPU", ["CPU KV cache size: 368,540 tokens, Maximum concurrency for 131,072 tokens per request: 2.81x"],
     "0.27.0+", "V1", {"kv_cache_tokens": 368540, "kv_cache_device": "CPU", "platform": "cpu"}),
]


@pytest.mark.parametrize("case", CAPACITY, ids=[c[0] for c in CAPACITY])
def test_capacity_lines(case):
    _, lines, rng, engine, fields = case
    rec = parse_text("\n".join("INFO 07-04 01:04:14 gpu_executor.py:84] " + x for x in lines))
    assert str(rec.vllm_version_range) == rng
    assert rec.engine == engine
    for k, v in fields.items():
        assert getattr(rec, k) == v, k


def test_max_len_over_derived_error_and_warning():
    new = ("User-specified max_model_len (131072) is greater than the derived max_model_len "
           "(max_position_embeddings=32768.0 or model_max_length=None in model's config.json). To allow overriding "
           "this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used "
           "with extreme caution. If the model uses relative position encoding (RoPE), positions exceeding "
           "derived_max_model_len lead to nan. If the model uses absolute position encoding, positions exceeding "
           "derived_max_model_len will cause a CUDA array out-of-bounds error.")
    rec = parse_text("ValueError: " + new)
    assert rec.message_kind == "max_len_over_derived"
    assert dict(rec.numbers) == {"max_model_len": 131072, "derived_key": "max_position_embeddings",
                                 "derived_max_model_len": 32768.0, "model_max_length": None}
    assert isinstance(rec.numbers["derived_max_model_len"], float)
    assert str(rec.vllm_version_range) == "0.10.2+"
    old = ("User-specified max_model_len (40000) is greater than the derived max_model_len (max_position_embeddings="
           "32768 or model_max_length=None in model's config.json). This may lead to incorrect model outputs or CUDA "
           "errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1")
    rec = parse_text(old)
    assert rec.numbers["derived_max_model_len"] == 32768 and isinstance(rec.numbers["derived_max_model_len"], int)
    # the 0.5.5 and 0.6.0 wheels raise this wording too (config.py::_get_and_verify_max_len; VLLM_ALLOW_LONG_MAX_MODEL_LEN
    # from 0.5.4): the range was "0.6.3-0.10.1.1", the spec's first oracle release, until issue 10's catalog read them
    assert str(rec.vllm_version_range) == "0.5.4-0.10.1.1"
    warn = ("WARNING 05-12 10:11:12 [model.py:1] User-specified max_model_len (131072) is greater than the derived "
            "max_model_len (max_position_embeddings=32768 or model_max_length=None in model's config.json). "
            "VLLM_ALLOW_LONG_MAX_MODEL_LEN must be used with extreme caution. If the model uses relative position "
            "encoding (RoPE), positions exceeding derived_max_model_len lead to nan.")
    rec = parse_text(warn)
    assert rec.message_kind is None and rec.long_max_model_len_allowed


def test_mamba_blocks():
    rec = parse_text("ValueError: max_num_seqs (256) exceeds available Mamba cache blocks (128). Please reduce "
                     "max_num_seqs.")
    assert rec.message_kind == "mamba_blocks"
    assert dict(rec.numbers) == {"max_num_seqs": 256, "mamba_blocks": 128}
    assert rec.max_num_seqs == 256


OOM_NEW = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 0 has a total capacity of "
           "79.19 GiB of which 3.33 GiB is free. Including non-PyTorch memory, this process has 75.85 GiB memory in use.")
OOM_OLD = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 15.78 GiB total "
           "capacity; 14.56 GiB already allocated; 3.12 MiB free; 14.62 GiB reserved in total by PyTorch)")


def _traceback(*funcs):
    lines = ["Traceback (most recent call last):"]
    for f in funcs:
        lines += [f'  File "/usr/lib/python3/site-packages/vllm/x.py", line 12, in {f}', "    call()"]
    return "\n".join(lines)


def test_oom_while_loading():
    rec = parse_text(_traceback("run_engine_core", "load_model", "load_weights", "weight_loader") + "\n" + OOM_NEW)
    assert rec.message_kind == "oom_loading" and rec.oom_phase == "loading"
    assert rec.exception_type == "torch.OutOfMemoryError"
    # "this process has 75.85 GiB memory in use": what the process held, read for explain's other-process rule
    assert dict(rec.numbers) == {"tried_gib": 3.5, "gpu_index": 0, "total_gib": 79.19, "free_gib": 3.33,
                                 "process_in_use_gib": 75.85}


def test_oom_old_text_units_and_phase():
    rec = parse_text(OOM_OLD)
    assert rec.message_kind == "oom_loading" and rec.oom_phase == "unknown"
    assert rec.numbers["tried_gib"] == 20 / 1024 and rec.numbers["free_gib"] == 3.12 / 1024
    assert rec.numbers["total_gib"] == 15.78
    text = "Model loading took 14.99 GiB memory and 5.4 seconds\n" + _traceback("determine_available_memory",
                                                                               "profile_run", "_dummy_run") + "\n" + OOM_NEW
    rec = parse_text(text)
    # issue 10: an OOM after loading is a failure of its own kind (profiling), not "no message"
    assert rec.oom_phase == "profiling" and rec.message_kind == "oom_profiling"
    rec = parse_text("Model loading took 14.99 GiB memory and 5.4 seconds\n" + OOM_NEW)
    assert rec.oom_phase == "after_loading" and rec.message_kind == "oom_profiling"


def test_banners_and_config():
    log = "\n".join([
        "INFO 05-12 10:11:10 [api_server.py:1043] vLLM API server version 0.10.1.1",
        "INFO 05-12 10:11:10 [utils.py:326] non-default args: {'model_tag': 'Qwen/Qwen3-8B', 'model': "
        "'Qwen/Qwen3-8B', 'max_model_len': 32768, 'gpu_memory_utilization': 0.95, 'max_num_seqs': 64, "
        "'kv_cache_dtype': 'fp8', 'enforce_eager': True, 'block_size': 32}",
        "INFO 05-12 10:11:11 [core.py:74] Initializing a V1 LLM engine (v0.10.1.1) with config: model='Qwen/Qwen3-8B', "
        "speculative_config=None, tokenizer='Qwen/Qwen3-8B', skip_tokenizer_init=False, dtype=torch.bfloat16, "
        "max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=2, pipeline_parallel_size=1, "
        "data_parallel_size=1, quantization=None, enforce_eager=True, kv_cache_dtype=fp8, device_config=cuda, "
        "served_model_name=Qwen/Qwen3-8B",
        "INFO 05-12 10:11:12 [cuda.py:1] Using Flash Attention backend on V1 engine.",
        "INFO 05-12 10:11:12 [scheduler.py:1] Chunked prefill is enabled with max_num_batched_tokens=8192.",
        "INFO 05-12 10:11:40 [gpu_model_runner.py:1] Model loading took 15.2683 GiB and 12.3 seconds",
        "INFO 05-12 10:11:50 [gpu_worker.py:1] Available KV cache memory: 51.38 GiB",
        "INFO 05-12 10:11:50 [kv_cache_utils.py:1] GPU KV cache size: 748,160 tokens",
        "INFO 05-12 10:11:50 [kv_cache_utils.py:1] Maximum concurrency for 32,768 tokens per request: 22.83x",
    ])
    rec = parse_text(log)
    assert rec.vllm_version == "0.10.1.1" and rec.vllm_version_inferred is False
    assert str(rec.vllm_version_range) == "0.10.1.1"
    assert rec.engine == "V1" and rec.platform == "cuda"
    assert (rec.model, rec.max_model_len, rec.tensor_parallel_size, rec.pipeline_parallel_size) == (
        "Qwen/Qwen3-8B", 32768, 2, 1)
    assert (rec.dtype, rec.kv_cache_dtype, rec.quantization, rec.enforce_eager) == ("bfloat16", "fp8", None, True)
    assert (rec.gpu_memory_utilization, rec.max_num_seqs, rec.block_size, rec.max_num_batched_tokens) == (
        0.95, 64, 32, 8192)
    assert (rec.attention_backend, rec.attention_backend_source) == ("FLASH_ATTN", "log")
    assert rec.model_loading_gib == 15.2683 and rec.available_kv_gib == 51.38
    assert rec.kv_cache_tokens == 748160 and rec.max_concurrency == 22.83
    assert rec.message_kind is None


def test_inferred_range_from_context_lines():
    log = "\n".join([
        "(EngineCore_DP0 pid=1) INFO [gpu_model_runner.py:1] Model loading took 15.0 GiB memory and 5.42 seconds",
        "(EngineCore_DP0 pid=1) INFO [gpu_model_runner.py:1] Estimated CUDA graph memory: 0.61 GiB total",
        "(EngineCore_DP0 pid=1) INFO [cuda.py:1] Using FLASHINFER attention backend out of potential backends: "
        "['FLASH_ATTN', 'FLASHINFER'].",
        "(EngineCore_DP0 pid=1) INFO [gpu_worker.py:1] Available KV cache memory: 56.2 GiB",
        "(EngineCore pid=326) INFO 10-06 17:00:33 [kv_cache_utils.py:2464] GPU KV cache size: 460,496 tokens, "
        "Maximum concurrency for 131,072 tokens per request: 3.51x",
        "(EngineCore pid=326) INFO 10-06 17:00:41 [gpu_worker.py:955] Free memory on device (78.84/79.25 GiB) on "
        "startup. Desired GPU memory utilization is (0.92, 72.91 GiB). Actual usage is 15.26 GiB for consumed memory "
        "(weights + non-torch), 1.44 GiB for peak activation, and 0.23 GiB for CUDAGraph memory.",
        "  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.28.1",
    ])
    rec = parse_text(log)
    assert rec.vllm_version == "0.28.1"
    rec = parse_text(log.rsplit("\n", 1)[0])
    assert rec.vllm_version is None and rec.vllm_version_inferred
    assert str(rec.vllm_version_range) == "0.27.0+"
    assert rec.cuda_graph_estimate_gib == 0.61 and rec.attention_backend == "FLASHINFER"
    assert (rec.device_free_gib, rec.device_total_gib, rec.device_requested_gib) == (78.84, 79.25, 72.91)
    assert dict(rec.memory_usage) == {"consumed_gib": 15.26, "activation_peak_gib": 1.44, "cuda_graph_gib": 0.23}
    assert rec.gpu_memory_utilization == 0.92
    assert rec.message_kind is None


@pytest.mark.parametrize(
    "line,rng",
    [
        ("Loading model weights took 14.9888 GB", "<=0.7.x"),
        ("Model loading took 14.9888 GB and 3.1 seconds", "0.8.0-0.8.2"),
        ("Model loading took 14.9888 GiB and 3.123456 seconds", "0.8.3-0.11.x"),
        ("Model loading took 14.9888 GiB memory and 3.123456 seconds", "0.12.0-0.13.x"),
        ("Model loading took 14.99 GiB memory and 3.123456 seconds", "0.14.0+"),
        ("Model loading took 14.99 GiB and 3.123456 seconds", "0.14.0-0.29.x"),
    ],
)
def test_model_loading_wordings(line, rng):
    rec = parse_text(line)
    assert rec.model_loading_gib in (14.9888, 14.99)
    assert str(rec.vllm_version_range) == rng


def test_v0_profiling_multiline():
    log = "\n".join([
        "INFO 12-01 10:00:00 worker.py:232] Memory profiling takes 6.13 seconds",
        "the current vLLM instance can use total_gpu_memory (79.10GiB) x gpu_memory_utilization (0.90) = 71.19GiB",
        "model weights take 14.99GiB; non_torch_memory takes 0.14GiB; PyTorch activation peak memory takes 1.23GiB; "
        "the rest of the memory reserved for KV Cache is 54.83GiB.",
        "INFO 12-01 10:00:01 executor_base.py:110] # cuda blocks: 28073, # CPU blocks: 2048",
        "INFO 12-01 10:00:01 executor_base.py:115] Maximum concurrency for 32768 tokens per request: 13.71x",
    ])
    rec = parse_text(log)
    assert dict(rec.v0_profile) == {"total_gpu_memory_gib": 79.1, "requested_gib": 71.19, "weights_gib": 14.99,
                                    "non_torch_memory_gib": 0.14, "activation_peak_gib": 1.23,
                                    "kv_cache_size_gib": 54.83}
    assert rec.engine == "V0" and str(rec.vllm_version_range) == "0.7.1-0.10.2"
    assert rec.num_gpu_blocks == 28073 and rec.gpu_memory_utilization == 0.9


@pytest.mark.parametrize(
    "line,name,source",
    [
        ("Using FlashInfer backend with HND KV cache layout on V1 engine by default for Blackwell (SM 10.0) GPUs.",
         "FLASHINFER", "log"),
        ("Using Triton backend on V1 engine.", "TRITON_ATTN", "log"),
        ("Using FlashMLA backend on V1 engine.", "FLASHMLA", "log"),
        ("Using Flash Attention backend.", "FLASH_ATTN", "log"),
        ("VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve Qwen/Qwen3-8B", "FLASHINFER", "env"),
        ("vllm serve Qwen/Qwen3-8B --attention-backend FLASH_ATTN --max-model-len 32k -tp 2", "FLASH_ATTN", "args"),
    ],
)
def test_backend_lines(line, name, source):
    rec = parse_text(line)
    assert (rec.attention_backend, rec.attention_backend_source) == (name, source)


def test_command_line_args():
    rec = parse_text("$ vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len auto --gpu-memory-utilization=0.85 "
                     "--kv-cache-dtype fp8 --enforce-eager -pp 2 --max-num-seqs 16 --block-size 32")
    assert rec.model == "meta-llama/Llama-3.1-8B-Instruct" and rec.requested_max_model_len == "auto"
    assert rec.max_model_len is None
    assert (rec.gpu_memory_utilization, rec.kv_cache_dtype, rec.enforce_eager, rec.pipeline_parallel_size) == (
        0.85, "fp8", True, 2)
    assert (rec.max_num_seqs, rec.block_size) == (16, 32)


def test_gpu_name_and_using_max_model_len():
    rec = parse_text("GPU 0: NVIDIA H100 80GB HBM3\nINFO 05-12 10:11:12 [model.py:1] Using max model len 40960")
    assert rec.gpu_name == "NVIDIA H100 80GB HBM3" and rec.max_model_len == 40960
    assert str(rec.vllm_version_range) == "0.9.2+"
    rec = parse_text("|   0  NVIDIA A100-SXM4-80GB          On  |   00000000:07:00.0 Off |                    0 |")
    assert rec.gpu_name == "NVIDIA A100-SXM4-80GB"


def test_every_pattern_has_anchors_and_message_kinds_are_known():
    from kvroom.logs import MESSAGE_KINDS
    from kvroom.logs.record import FOREIGN_KIND

    names = [p.name for p in PATTERNS]
    assert len(names) == len(set(names))
    for p in PATTERNS:
        assert p.anchors and p.role in ("message", "context", "wording")
        if p.role == "message":
            assert (p.kind in MESSAGE_KINDS or p.kind == FOREIGN_KIND) and p.end is not None
            assert any(s in a for a in p.anchors for s in SCAN_ANCHORS)
        assert set(p.scan) <= set(SCAN_ANCHORS)
        if p.role == "wording":
            assert p.applies_to in names
    from kvroom.logs.patterns import UNREACHABLE

    assert UNREACHABLE == ()  # every row is reachable from the stream scan
