"""The rules written after round 233 (tests/golden/wild/BLIND.md), each tested on wordings other than the fixtures it
was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test); no expected value is computed by
kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


_MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                 "--enforce-eager", "--quantization"}


# --- any callable's "got an unexpected keyword argument" (CPython's TypeError, Python/getargs.c): the caller and the
# callee are of releases not made together; the rows that know the callee (EngineArgs, vLLM's API, FlashInfer) still
# read theirs
@pytest.mark.parametrize("line, callee, kwarg", [
    # torch.fx's split_module under vLLM's compile backend (vllm/compilation/backends.py calls it with keywords)
    ("TypeError: split_module() got an unexpected keyword argument 'keep_original_input_name'", "split_module",
     "keep_original_input_name"),
    # a plugin's scheduler subclass under another vLLM's Scheduler (vllm/v1/core/sched/scheduler.py)
    ("TypeError: AscendScheduler.__init__() got an unexpected keyword argument 'block_size'",
     "AscendScheduler.__init__", "block_size"),
    # transformers' processor under a vLLM that passes a newer keyword
    ("    TypeError: Qwen2VLImageProcessor.preprocess() got an unexpected keyword argument 'do_convert_rgb'",
     "Qwen2VLImageProcessor.preprocess", "do_convert_rgb"),
])
def test_an_unexpected_keyword_is_two_releases_not_made_together(line: str, callee: str, kwarg: str) -> None:
    d = _d('Traceback (most recent call last):\n  File "/opt/venv/lib/python3.12/site-packages/vllm/x.py", line 9, '
           'in f\n    g(**kw)\n' + line + "\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch", "dependency_version_mismatch")
    assert d["numbers"]["callee"] == callee and d["numbers"]["unexpected_kwarg"] == kwarg
    assert f"takes no keyword '{kwarg}'" in d["diagnosis"]["summary"]
    assert not _MEMORY_FLAGS & set(_flags(d))


def test_the_engine_args_row_still_names_the_engine_argument() -> None:
    d = _d("TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'\n")
    assert d["message_kind"] == "dependency_version_mismatch" and d["numbers"].get("engine_arg") == "worker_use_ray"
    assert "callee" not in d["numbers"]


def test_an_attention_impl_refusing_sinks_is_still_the_backends_feature() -> None:
    d = _d("TypeError: XFormersImpl.__init__() got an unexpected keyword argument 'sinks'\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"


def test_another_failure_in_the_paste_is_the_cause_before_it() -> None:
    # vLLM's KV refusal (v1/core/kv_cache_utils.py, 0.9+) after a warning-level TypeError a callback printed
    d = _d("WARNING 05-01 10:00:00 [x.py:1] TypeError: on_start() got an unexpected keyword argument 'ctx'\n"
           "ValueError: To serve at least one request with the model's max seq len (131072), (16.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (9.50 GiB). Based on the available memory, the "
           "estimated maximum model length is 77824. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["estimated_max_model_len"] == 77824


def test_a_long_hostile_line_is_read_in_bounded_time() -> None:
    import time

    text = "a" * 200_000 + "() got an unexpected keyword argument '" + "b" * 100_000 + "\n"
    t = time.perf_counter()
    _d(text)
    assert time.perf_counter() - t < 2.0


# --- a reporter's OOM sentence hard-wrapped at the note's width: its words on the next line, up to the sentence's end,
# name the step (the step words are vLLM's function names or their plain words, logs/builder.py _PROSE_OOM_PHASES)
@pytest.mark.parametrize("text, kind", [
    ("Result: the weights fit, but the OOM happened in the dummy profile\nforward pass (gate_up_proj).\n",
     "oom_profiling"),
    ("Second try: still out of memory while capturing the\nCUDA graphs for batch size 256.\n", "oom_cuda_graph"),
])
def test_a_wrapped_oom_sentence_is_placed_by_its_end(text: str, kind: str) -> None:
    assert _d(text)["message_kind"] == kind


def test_the_next_sentence_does_not_place_it() -> None:
    # the sentence ends on its line; the next sentence's step words are another matter
    d = _d("We hit an OOM at start-up.\nThe profiling run itself was fine before the upgrade.\n")
    assert d["message_kind"] != "oom_profiling"


@pytest.mark.parametrize("frame", [
    '  File "/home/me/rl/train.py", line 40, in main\n    trainer = MyTrainer(beta=0.1)\n',  # a script's own call
    "",  # the line alone: whose code called is not shown
])
def test_a_scripts_own_call_refused_is_not_read_as_a_mismatch(frame: str) -> None:
    d = _d("Traceback (most recent call last):\n" + frame + "TypeError: MyTrainer.__init__() got an unexpected keyword "
           "argument 'beta'\n")
    assert d["message_kind"] != "dependency_version_mismatch"


# --- vLLM's KV refusal pasted up to its estimate with the sentence's period cut (v1/core/kv_cache_utils.py::
# check_enough_kv_cache_memory, 0.8.5-0.32): the figure at the line's end is the estimate
def test_the_estimate_at_the_pastes_end_is_read() -> None:
    d = _d("ValueError: To serve at least one request with the model's max seq len (65536), (8.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (5.25 GiB). Based on the available memory, the "
           "estimated maximum model length is 42992")
    assert d["numbers"]["estimated_max_model_len"] == 42992 and d["numbers"]["available_gib"] == 5.25


def test_an_estimate_the_paste_may_have_cut_is_not_taken() -> None:
    # the same paste cut one digit early: 4299 is a tenth of the length the figures bear (65536 x 5.25 / 8.00)
    d = _d("ValueError: To serve at least one request with the model's max seq len (65536), (8.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (5.25 GiB). Based on the available memory, the "
           "estimated maximum model length is 4299")
    assert "estimated_max_model_len" not in d["numbers"] and d["numbers"]["available_gib"] == 5.25


# --- torch's OOM (c10/cuda/CUDACachingAllocator.cpp: "GPU 0 has a total capacity of X GiB of which Y GiB is free")
# shortened by a reporter to its two figures
@pytest.mark.parametrize("text, total, free", [
    ("CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has 47.41 GiB total, 812.00 MiB free, 46.6 GiB in use.",
     47.41, 0.79),
    ("it died with `CUDA out of memory. Tried to allocate 64 MiB. Of 15.57 GiB total, 20 MiB free.`", 15.57, 0.02),
])
def test_torchs_oom_figures_retold(text: str, total: float, free: float) -> None:
    n = _d(text + "\n")["numbers"]
    assert n["total_gib"] == total and round(n["free_gib"], 2) == free


def test_torchs_own_older_layout_is_read_as_before() -> None:
    # torch 1.x: "(GPU 0; 14.75 GiB total capacity; 13.54 GiB already allocated; 10.81 MiB free; ...)"
    n = _d("RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 14.75 GiB total capacity; 13.54 GiB "
           "already allocated; 10.81 MiB free; 13.68 GiB reserved in total by PyTorch)\n")["numbers"]
    assert n["total_gib"] == 14.75 and n["reserved_by_pytorch_gib"] == 13.68


# --- a package vLLM builds on without a name read off it as an attribute (CPython's module getattr,
# Objects/moduleobject.c): the code using it was written for another release of that package
@pytest.mark.parametrize("line, module, name", [
    ("AttributeError: module 'torch' has no attribute 'float8_e8m0fnu'", "torch", "float8_e8m0fnu"),
    ("AttributeError: module 'transformers' has no attribute 'Qwen3VLForConditionalGeneration'", "transformers",
     "Qwen3VLForConditionalGeneration"),
    ("AttributeError: module 'triton.language' has no attribute 'fdiv'", "triton.language", "fdiv"),
])
def test_a_packages_missing_attribute_is_a_version_mismatch(line: str, module: str, name: str) -> None:
    d = _d(line + "\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch", "dependency_version_mismatch")
    assert d["numbers"]["vllm_module"] == module and d["numbers"]["missing_name"] == name
    assert not _MEMORY_FLAGS & set(_flags(d))


@pytest.mark.parametrize("line", [
    # Python's own words for any module, which a vLLM module's __getattr__ and a loader of vLLM's also raise
    # (v1/attention/ops/ultraquant/__init__.py::__getattr__, utils/__init__.py::import_from_path): not vLLM's check
    "AttributeError: module 'numpy' has no attribute 'float_'",
    "ModuleNotFoundError: No module named 'mistral_common'",
])
def test_pythons_own_words_are_not_read_as_a_vllm_check(line: str) -> None:
    assert _d(line + "\n")["message_kind"] != "vllm_check_failed"


# --- V1's FlashAttention backend asserting a vllm-flash-attn version for the GPU (v1/attention/backends/flash_attn.py::
# FlashAttentionImpl.__init__, 0.7.x), on a pre-Ampere card: the GPU has no FA version, not a memory question
def test_the_fa_version_assert_is_the_gpu_below_flash_attention() -> None:
    d = _d("INFO 03-01 10:00:00 api_server.py:840] vLLM API server version 0.7.3\n"
           "ERROR 03-01 10:00:05 flash_attn.py:152] Cannot use FA version 2 is not supported due to FA2 is only "
           "supported on devices with compute capability >= 8\n"
           "Traceback (most recent call last):\n"
           '  File "/opt/conda/lib/python3.11/site-packages/vllm/v1/attention/backends/flash_attn.py", line 156, in '
           "__init__\n    assert is_fa_version_supported(self.fa_version)\nAssertionError\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("vllm_check_failed", "attention_backend_gpu")
    assert [f["flag"] for f in d["fixes"]][0] == "VLLM_USE_V1" and d["fixes"][0]["value"] == "0"
    assert not _MEMORY_FLAGS & set(_flags(d))



# --- vLLM's free-memory gate (v1/worker/utils.py / gpu_worker.py::init_device, 0.9.1+: "Free memory on device (F/T GiB)
# on startup is less than desired GPU memory utilization (U, R GiB)") with the free figures elided by a reporter
@pytest.mark.parametrize("text", [
    "log: `Free memory on device … less than desired GPU memory utilization (0.9, 71.28 GiB)`",
    "ValueError: Free memory on device ... less than desired GPU memory utilization (0.9, 71.28 GiB). Decrease GPU "
    "memory utilization or reduce GPU memory used by other processes.",
])
def test_the_free_memory_gates_tail_with_its_figures(text: str) -> None:
    d = _d(text + "\n")
    assert d["message_kind"] == "free_memory_low"
    assert d["numbers"]["gpu_memory_utilization"] == 0.9 and d["numbers"]["requested_gib"] == 71.28
    assert all(float(f["value"]) < 0.9 for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization")


# --- an exception's name alone at a line's end, its message wrapped onto the next (a page's soft wrap at the space
# after the colon): the message is read as the exception's (here vLLM's own raise, vllm/utils/import_utils.py)
def test_an_exception_head_alone_takes_the_next_line() -> None:
    d = _d("(EngineCore_DP0 pid=192) ERROR 03-18 11:27:27 [core.py:866]     raise\nImportError(msg) from exc\n"
           "(EngineCore_DP0 pid=192) ERROR 03-18 11:27:27 [core.py:866] ImportError:\n"
           "Please install vllm[fastsafetensors] for fastsafetensors support\n...\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["message_text"].startswith("ImportError: Please install vllm[fastsafetensors]")


# --- the server's argv as Python prints a list, single-quoted: a framework logging the command it runs, or the argv it
# hands vLLM's own parser (verl's vLLM HTTP server prints "['serve', '/models/x', '--max_model_len', '131072', ...]")
@pytest.mark.parametrize("line", [
    "Running: ['vllm', 'serve', 'Qwen/Qwen2.5-7B-Instruct', '--max-model-len', '131072', '--gpu-memory-utilization', "
    "'0.8', '--tensor-parallel-size', '2']",
    "(vLLMHttpServer pid=361679) ['serve', 'Qwen/Qwen2.5-7B-Instruct', '--max_model_len', '131072', "
    "'--gpu_memory_utilization', '0.8', '--tensor_parallel_size', '2']",
])
def test_a_python_list_of_the_servers_argv_is_the_launch(line: str) -> None:
    launch = _d(line + "\n")["launch"]
    assert launch["model"] == "Qwen/Qwen2.5-7B-Instruct"
    assert (launch["max_model_len"], launch["gpu_memory_utilization"], launch["tensor_parallel_size"]) == (131072, 0.8, 2)


def test_a_list_of_other_words_is_no_launch() -> None:
    # (a list that names the subcommand among others is not the server's argv)
    launch = _d("subcommands: ['chat', 'serve', 'bench'] and ['a', 'b']\n")["launch"]
    assert launch["model"] is None and launch["max_model_len"] is None
