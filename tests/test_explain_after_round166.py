"""The rules written in the session of rounds 166-172 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test; release windows
read in the released sdists); no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain
from kvroom.logs import parse_text


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- FlashAttention 2 asked for full CUDA graphs (v1/attention/backends/flash_attn.py, 0.9.2-0.10.0: "AoT scheduling
# is required for full cuda graph." when get_flash_attn_version() != 3)
def test_full_cuda_graph_without_aot_scheduling_is_a_cuda_graph_refusal() -> None:
    d = _d("INFO 08-01 10:00:00 [cuda.py:284] Using Flash Attention backend on V1 engine.\n"
           "ERROR 08-01 10:00:05 [core.py:586]   File \"/opt/venv/lib/python3.11/site-packages/vllm/v1/attention/"
           "backends/flash_attn.py\", line 171, in __init__\n"
           "ERROR 08-01 10:00:05 [core.py:586] ValueError: AoT scheduling is required for full cuda graph.\n")
    assert d["message_kind"] == "cuda_graph_unsupported"
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert ("--compilation-config", '\'{"full_cuda_graph": false}\'') in [(f["flag"], f["value"]) for f in d["fixes"]]
    assert "--enforce-eager" in _flags(d)
    assert "--max-model-len" not in _flags(d)


# --- Inductor's own wrapper (torch/_inductor/exc.py::InductorError, torch 2.7+)
@pytest.mark.parametrize("text", [
    "(EngineCore_DP0 pid=77) torch._inductor.exc.InductorError: LoweringException: NotImplementedError: "
    "aten.convolution_backward\n"
    "(APIServer pid=70) RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}",
    "ERROR 03-02 11:12:13 [core.py:708] torch._inductor.exc.InductorError: CompilationError: at 12:4:\n",
    # the wrapped exception re-flowed onto the next line, read by no row
    "torch._inductor.exc.InductorError:\nAssertionError: auto_functionalized was not removed\n",
])
def test_inductors_wrapper_is_a_compile_error(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "torch_compile_error"
    assert "Inductor" in d["diagnosis"]["summary"]
    assert "VLLM_DISABLE_COMPILE_CACHE" not in _flags(d)  # the compile ran: no cached graph to blame
    assert "--gpu-memory-utilization" not in _flags(d)


@pytest.mark.parametrize("text", [
    "torch._inductor.exc.InductorError: RuntimeError: Failed to run autotuning code block: CUDA out of memory. Tried "
    "to allocate 3.42 GiB. GPU 0 has a total capacity of 10.57 GiB of which 2.61 GiB is free.",
    # the wrapper alone on its line, torch's OOM on the next: the OOM is the message
    "torch._inductor.exc.InductorError:\nRuntimeError: Failed to run autotuning code block: CUDA out of memory. Tried "
    "to allocate 3.42 GiB. GPU 0 has a total capacity of 10.57 GiB of which 2.61 GiB is free.",
])
def test_an_oom_inside_inductor_is_an_oom(text: str) -> None:
    r = parse_text(text)
    assert r.message_kind is not None and r.message_kind.startswith("oom")
    assert r.numbers["tried_gib"] == 3.42 and r.numbers["total_gib"] == 10.57


def test_the_raise_line_of_the_wrapper_is_not_read() -> None:
    # a traceback's source line of torch's compile_fx, no exception printed
    assert parse_text("    raise InductorError(e, currentframe()).with_traceback(\n").message_kind is None


# --- Inductor's compile-time autotuning ("Failed to run autotuning code block: {e}", torch/_inductor/codegen/
# wrapper.py), and the OS refusing its writes (ENOSPC / EDQUOT)
def test_inductor_autotuning_out_of_disk_is_a_compile_error_with_the_disk_fix() -> None:
    d = _d("(EngineCore pid=9) RuntimeError: Worker failed with error 'RuntimeError: Failed to run autotuning code "
           "block: [Errno 28] No space left on device: '/root/.cache/vllm/torch_compile_cache/torch_aot_compile/ab12/"
           "x.json.tmp.pid_12_3456'', please check the stack trace above for the root cause\n")
    assert d["message_kind"] == "torch_compile_error"
    assert "No space left on device" in " ".join(d["explanation"])
    assert _flags(d)[0] == "VLLM_CACHE_ROOT"
    assert "a newer vLLM" not in [f["title"] for f in d["fixes"]]


def test_the_autotuning_raise_line_is_not_the_message() -> None:
    text = ('  File "/usr/lib/python3.12/site-packages/torch/_inductor/codegen/wrapper.py", line 1695, in '
            'generate_and_run_autotune_block\n'
            '    raise RuntimeError(f"Failed to run autotuning code block: {e}") from e\n')
    assert parse_text(text).message_kind is None


@pytest.mark.parametrize("errno_text", ["[Errno 28] No space left on device", "[Errno 122] Disk quota exceeded"])
def test_a_full_disk_under_tritons_cache_is_no_race(errno_text: str) -> None:
    line = f"OSError: {errno_text}: '/home/u/.triton/cache/3f/fused_moe_kernel.json.tmp.pid_1528_587007'"
    assert parse_text(line).message_kind != "triton_cache_race"
    # the race itself (triton/runtime/cache.py's os.replace of a temporary another rank moved) still is one
    assert parse_text("FileNotFoundError: [Errno 2] No such file or directory: '/root/.triton/cache/ab/"
                      "fused_moe_kernel.json.tmp.pid_1528_587007'").message_kind == "triton_cache_race"


# --- argparse's refusal retold without its "error: " head
@pytest.mark.parametrize("text", [
    'the new image fails at start with "unrecognized arguments: --disable-log-requests"',
    "vllm serve: error: unrecognized arguments: --disable-log-requests",
])
def test_unrecognized_arguments_retold_names_the_flag(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_flag"] == "--disable-log-requests"


# --- V0's profiling run out of memory in the sampler (worker/model_runner.py::_dummy_run samples max_num_seqs
# sequences; layers/sampler.py casts their logits to float32): fewer sequences, not a shorter context
_SAMPLER_OOM = (
    "ERROR 05-06 07:08:09 engine.py:389] CUDA out of memory. Tried to allocate 296.00 MiB. GPU 0 has a total capacity "
    "of 23.65 GiB of which 180.56 MiB is free. Process 4410 has 23.46 GiB memory in use. Of the allocated memory 22.90 "
    "GiB is allocated by PyTorch, and 105.20 MiB is reserved by PyTorch but unallocated.\n"
    "ERROR 05-06 07:08:09 engine.py:389] Traceback (most recent call last):\n"
    'ERROR 05-06 07:08:09 engine.py:389]   File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py", '
    "line 229, in determine_num_available_blocks\n"
    "ERROR 05-06 07:08:09 engine.py:389]     self.model_runner.profile_run()\n"
    'ERROR 05-06 07:08:09 engine.py:389]   File "/usr/local/lib/python3.10/dist-packages/vllm/worker/'
    'model_runner.py", line 1346, in _dummy_run\n'
    "ERROR 05-06 07:08:09 engine.py:389]     self.execute_model(model_input, kv_caches, intermediate_tensors)\n"
    'ERROR 05-06 07:08:09 engine.py:389]   File "/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/'
    'sampler.py", line 271, in forward\n'
    "ERROR 05-06 07:08:09 engine.py:389]     logits = logits.to(torch.float)\n"
)


def test_a_profiling_oom_in_the_sampler_asks_for_fewer_sequences() -> None:
    d = _d(_SAMPLER_OOM)
    assert d["message_kind"] == "oom_profiling"
    assert "sampler" in d["diagnosis"]["summary"]
    assert _flags(d) == ["--max-num-seqs"]
    # V0's worker files in the frames date the log: V0, 0.10.x or older (the 0.11.0 sdist has neither)
    assert d["vllm_version_range"] == "<=0.10.x"


def test_a_profiling_oom_elsewhere_keeps_the_length_fix() -> None:
    text = _SAMPLER_OOM.replace("vllm/model_executor/layers/sampler.py", "vllm/model_executor/layers/activation.py")
    assert "--max-model-len" in _flags(_d(text))


# --- VLLM_PORT set to a Kubernetes service URI: int() in vllm/envs.py (0.4.3-0.8.5), get_vllm_port's own check
# (0.9.0.1+)
@pytest.mark.parametrize("text", [
    "ValueError: invalid literal for int() with base 10: 'tcp://10.96.12.7:8000'",
    "ValueError: VLLM_PORT 'tcp://10.96.12.7:8000' appears to be a URI. This may be caused by a Kubernetes service "
    "discovery issue,check the warning in: https://docs.vllm.ai/en/latest/configuration/env_vars.html",
])
def test_vllm_port_holding_a_service_uri(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "Kubernetes" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "rename the Kubernetes Service"


def test_an_int_refusal_of_a_gpu_uuid_is_still_the_device_reading() -> None:
    # (CUDA_VISIBLE_DEVICES=GPU-..., platforms/interface.py::device_id_to_physical_device_id)
    assert parse_text("ValueError: invalid literal for int() with base 10: 'GPU-5d1c9f2a-0b1e-4c2d-9e3f-aa11bb22cc33'"
                      ).message_kind == "invalid_device_ordinal"


# --- an environment variable outside its choices (vllm/envs.py::env_with_choices, 0.11.0-0.33.0)
@pytest.mark.parametrize("text", [
    "ValueError: Invalid value 'XFORMERS' for VLLM_ATTENTION_BACKEND. Valid options: ['FLASH_ATTN', 'TRITON_ATTN', "
    "'FLASHINFER'].",
    "  Value error, Invalid value 'ROCM_FLASH' for VLLM_ATTENTION_BACKEND.",
])
def test_an_environment_variable_outside_its_choices(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["env_name"] == "VLLM_ATTENTION_BACKEND"
    assert d["fixes"][0]["title"] == "unset VLLM_ATTENTION_BACKEND"
    assert d["vllm_version_range"] == "0.11.0+"


# --- vLLM's bfloat16 refusal (platforms/cuda.py / worker/worker.py::_check_if_gpu_supports_dtype) quoted in a script's
# comment and wrapped there; its words after "Bfloat16 is" alone
@pytest.mark.parametrize("text", [
    '# tried the default dtype first ("Bfloat16 is\n#   only supported on GPUs with compute capability of at least '
    '8.0"), so half it is',
    "// vLLM: Bfloat16 is only supported on GPUs with\n// compute capability of at least 8.0. Your Tesla T4 GPU has "
    "compute capability 7.5.",
    "only supported on GPUs with compute capability of at least 8.0. Your Tesla V100-SXM2-16GB GPU has compute "
    "capability 7.0.",
])
def test_the_bfloat16_refusal_wrapped_in_a_comment(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dtype_unsupported"
    assert ("--dtype", "half") in [(f["flag"], f["value"]) for f in d["fixes"]]


def test_other_capability_words_are_not_the_bfloat16_refusal() -> None:
    assert parse_text("FP8 is only supported on GPUs with compute capability 8.9 and newer").message_kind \
        != "dtype_unsupported"


# --- a reporter's words placing an OOM: Chinese "profile 阶段" (the profile step), "compiling the CUDA graphs"
@pytest.mark.parametrize("words, kind", [
    ("权重加载完成后，在 profile 阶段触发：\n- `torch.OutOfMemoryError`", "oom_profiling"),
    ("The weights load fine, then it dies while compiling the CUDA graphs:\n`CUDA out of memory. Tried to allocate "
     "512.00 MiB. GPU 0 has a total capacity of 23.56 GiB of which 300.00 MiB is free.`", "oom_cuda_graph"),
])
def test_a_reporters_words_place_the_oom(words: str, kind: str) -> None:
    assert parse_text(words).message_kind == kind


# --- transformers' model-type refusal (models/auto/configuration_auto.py) re-flowed after "has"
def test_the_model_type_at_a_lines_start_is_read() -> None:
    r = parse_text("- **Error:** `ValueError: The checkpoint you are trying to load has\nmodel type 'glm4_moe' but "
                   "Transformers does not recognize this\narchitecture.`")
    assert r.message_kind == "model_type_unknown"
    assert r.numbers["model_type"] == "glm4_moe"


# --- lines joined on as a message's continuation are lines of their own when no row read the message: a retelling's
# sentence, then vLLM's own tail quoted below it (v1/core/kv_cache_utils.py::check_enough_kv_cache_memory, 0.8.5+)
def test_a_quoted_tail_below_an_unread_sentence_is_read() -> None:
    r = parse_text("# one request at the model's full length alone needs 2.40GiB of KV cache; the error said, given "
                   "0.31GiB:\n# \"the estimated maximum model length is 12288\".")
    assert r.message_kind == "kv_cache_too_small"
    assert r.numbers["estimated_max_model_len"] == 12288


# --- the utilization as notes abbreviate it: one value on the line, below any printed argument
def test_the_abbreviated_utilization_in_notes() -> None:
    text = "on one L4 at util 0.80 it stops:\nValueError: No available memory for the cache blocks. Try increasing " \
           "`gpu_memory_utilization` when initializing the engine."
    assert _d(text)["launch"]["gpu_memory_utilization"] == 0.8
    two = "util 0.80 fails, util 0.95 works\nValueError: No available memory for the cache blocks."
    assert _d(two)["launch"]["gpu_memory_utilization"] is None
    logged = ("INFO 05-01 10:00:00 [utils.py:233] non-default args: {'model': 'Qwen/Qwen3-8B', 'gpu_memory_utilization': "
              "0.7}\nwe had util 0.80 in the notes\nValueError: No available memory for the cache blocks.")
    assert _d(logged)["launch"]["gpu_memory_utilization"] == 0.7


# --- Triton's launcher build (triton/runtime/build.py::_build) with its source file elided from the quoted command
@pytest.mark.parametrize("text", [
    "CalledProcessError: Command '['/usr/bin/gcc', ... '-lcuda', ...]' returned non-zero exit status 1.",
    "subprocess.CalledProcessError: Command '['/usr/bin/cc', '/tmp/tmpab/cuda_utils.c', '-O3', '-shared', '-fPIC', "
    "'-o', '/tmp/tmpab/cuda_utils.so', '-lcuda', '-L/usr/lib64']' returned non-zero exit status 1.",
])
def test_a_c_compilers_command_linking_libcuda_is_the_launcher_build(text: str) -> None:
    assert parse_text(text).message_kind == "triton_compiler_missing"


def test_another_programs_command_is_not_the_launcher_build() -> None:
    assert parse_text("CalledProcessError: Command '['/usr/bin/git', 'clone', '-lcuda']' returned non-zero exit "
                      "status 128.").message_kind != "triton_compiler_missing"


# --- V1 profiles one batch of max_num_batched_tokens tokens (v1/worker/gpu_model_runner.py::profile_run,
# _dummy_run(self.max_num_tokens)); chunked prefill keeps that budget apart from max_model_len. V0 without chunked
# prefill profiles max(max_model_len, 2048) tokens (SchedulerConfig)
_V1_PROFILE_OOM = (
    "(EngineCore_DP0 pid=31) INFO 09-01 10:00:00 [gpu_model_runner.py:2007] Model loading took 14.25 GiB and 5.1 s\n"
    "(EngineCore_DP0 pid=31) ERROR 09-01 10:00:09 [core.py:700]   File \"/usr/lib/python3.12/site-packages/vllm/v1/"
    "worker/gpu_worker.py\", line 243, in determine_available_memory\n"
    "(EngineCore_DP0 pid=31) ERROR 09-01 10:00:09 [core.py:700]     self.model_runner.profile_run()\n"
    "(EngineCore_DP0 pid=31) ERROR 09-01 10:00:09 [core.py:700] torch.OutOfMemoryError: CUDA out of memory. Tried to "
    "allocate 1.16 GiB. GPU 0 has a total capacity of 23.55 GiB of which 611.94 MiB is free.\n")


def test_a_v1_profiling_oom_is_the_token_budget_not_the_context() -> None:
    d = _d(_V1_PROFILE_OOM)
    assert d["message_kind"] == "oom_profiling"
    assert _flags(d)[0] == "--max-num-batched-tokens"
    assert "--max-model-len" not in _flags(d)


def test_a_v0_profiling_oom_without_chunked_prefill_keeps_the_length_fix() -> None:
    v0 = ("INFO 05-06 07:08:00 model_runner.py:1072] Loading model weights took 13.99 GB\n"
          "ERROR 05-06 07:08:09 engine.py:389]   File \"/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py\", "
          "line 229, in determine_num_available_blocks\n"
          "ERROR 05-06 07:08:09 engine.py:389]     self.model_runner.profile_run()\n"
          "ERROR 05-06 07:08:09 engine.py:389] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 "
          "GiB. GPU 0 has a total capacity of 23.65 GiB of which 1.02 GiB is free.\n")
    d = _d(v0 + "--max-model-len 16384\n")
    assert d["message_kind"] == "oom_profiling"
    lengths = [int(f["value"]) for f in d["fixes"] if f["flag"] == "--max-model-len"]
    assert lengths and all(2048 <= v < 16384 for v in lengths)  # (V0 profiles max(max_model_len, 2048) tokens)


# --- an OOM placed with the profiling run below a printed KV cache size: one of the warm-ups vLLM runs after sizing
# and allocating the cache (v1/worker/gpu_worker.py::compile_or_warm_up_model, after initialize_from_config)
def test_a_warm_up_oom_after_the_kv_cache_was_sized_lowers_the_share() -> None:
    log = ("(EngineCore_DP0 pid=5) INFO 07-17 15:08:00 [gpu_worker.py:298] Available KV cache memory: 20.31 GiB\n"
           "(EngineCore_DP0 pid=5) INFO 07-17 15:08:01 [kv_cache_utils.py:1087] GPU KV cache size: 221,776 tokens\n"
           "(EngineCore_DP0 pid=5) INFO 07-17 15:08:01 [utils.py:233] non-default args: {'gpu_memory_utilization': "
           "0.92}\n"
           "(EngineCore_DP0 pid=5) ERROR 07-17 15:09:17 [core.py:700]   File \"/usr/lib/python3.12/site-packages/vllm/"
           "model_executor/warmup/kernel_warmup.py\", line 40, in kernel_warmup\n"
           "(EngineCore_DP0 pid=5) ERROR 07-17 15:09:17 [core.py:700]   File \"/usr/lib/python3.12/site-packages/vllm/"
           "v1/worker/gpu_model_runner.py\", line 3390, in _dummy_run\n"
           "(EngineCore_DP0 pid=5) ERROR 07-17 15:09:17 [core.py:700] torch.OutOfMemoryError: CUDA out of memory. "
           "Tried to allocate 896.00 MiB. GPU 0 has a total capacity of 79.19 GiB of which 507.50 MiB is free.\n")
    d = _d(log)
    assert d["message_kind"] == "oom_profiling"
    assert "after the KV cache was sized" in d["diagnosis"]["summary"]
    # (the direction vLLM's budget gives: a smaller share, a smaller cache, room for the warm-up; not its step)
    shares = [float(f["value"]) for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert shares and all(v < 0.92 for v in shares)
    assert "--max-model-len" not in _flags(d)


# --- transformers 5's tokenizers without all_special_tokens_extended, read by vLLM 0.4.1-0.11.x's tokenizer cache
# (transformers_utils/tokenizer.py::get_cached_tokenizer; the 0.12.0 sdist no longer reads it)
@pytest.mark.parametrize("text", [
    "AttributeError: Qwen2TokenizerFast has no attribute all_special_tokens_extended",
    "AttributeError: 'LlamaTokenizerFast' object has no attribute 'all_special_tokens_extended'",
])
def test_a_transformers_5_tokenizer_under_an_older_vllm(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert [f["title"] for f in d["fixes"]] == ["transformers 4.x", "upgrade to vLLM 0.12.0 or newer"]
    assert d["vllm_version_range"] == "0.4.1-0.11.x"


# --- a platform plugin (the vllm.platform_plugins entry point) and vLLM of releases not made together: CPython's
# signature TypeError with the plugin's frame innermost
@pytest.mark.parametrize("plugin, error", [
    ("vllm_ascend/patch/platform/patch_scheduler.py", "TypeError: Scheduler.__init__() got an unexpected keyword "
     "argument 'block_size'"),
    ("vllm_gaudi/v1/worker/hpu_model_runner.py", "TypeError: _prepare_inputs() missing 1 required positional argument: "
     "'num_scheduled_tokens'"),
])
def test_a_plugin_signature_mismatch_is_a_version_mismatch(plugin: str, error: str) -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 83, in __init__\n'
           "    self.scheduler = Scheduler(\n"
           f'  File "/usr/local/lib/python3.11/site-packages/{plugin}", line 40, in __init__\n'
           "    return orig(**kwargs)\n" + error + "\n")
    d = _d(log)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["plugin_package"] == plugin.split("/")[0]
    assert "--gpu-memory-utilization" not in _flags(d)


def test_the_same_error_with_vllms_own_frame_innermost_is_not_the_plugins() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.11/site-packages/vllm/v1/engine/core.py", line 83, in __init__\n'
           "    self.scheduler = Scheduler(\n"
           "TypeError: Scheduler.__init__() got an unexpected keyword argument 'block_size'\n")
    assert "plugin_package" not in _d(log)["numbers"]


# --- the engine's config line (one record of key=value pairs: vllm/v1/engine/core.py, engine/llm_engine.py) cut by a
# terminal: its rows with key=value pairs and no record of their own are joined back
def test_an_engine_config_line_cut_by_a_terminal_is_read_whole() -> None:
    line = ("INFO 05-01 10:00:00 llm_engine.py:232] Initializing an LLM engine (v0.6.1) with config: model='microsoft/"
            "Phi-3.5-vision-instruct', speculative_config=None, tokenizer='microsoft/Phi-3.5-vision-instruct', "
            "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, trust_remote_code=True, dtype=torch.bfloat16, "
            "max_seq_len=131072, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
            "pipeline_parallel_size=1, quantization=None, enforce_eager=False, kv_cache_dtype=auto")
    cut = "\n".join(line[i:i + 100] for i in range(0, len(line), 100))
    r = parse_text(cut + "\nINFO 05-01 10:00:05 model_runner.py:1025] Loading model weights took 7.71 GB\n")
    assert r.max_model_len == 131072 and r.dtype in ("bfloat16", "torch.bfloat16")
    assert r.tensor_parallel_size == 1


# --- Numba refusing the installed NumPy (numba/__init__.py::_ensure_critical_deps), imported by vLLM's n-gram proposer
@pytest.mark.parametrize("text, pin", [
    ("ImportError: Numba needs NumPy 2.2 or less. Got NumPy 2.4.", "numpy<=2.2"),
    ("ImportError: Numba needs NumPy 1.24 or greater. Got NumPy 1.22.", "numpy>=1.24"),
])
def test_numba_refusing_numpy(text: str, pin: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["fixes"][0]["title"] == pin


def test_a_v1_profiling_oom_at_the_smallest_budget_still_has_a_fix() -> None:
    # (max_num_batched_tokens 2048 and one sequence: neither shrinks further; the weights' room is the lever)
    log = ("(EngineCore_DP0 pid=31) INFO 09-01 10:00:00 [utils.py:233] non-default args: {'model': 'Qwen/Qwen3-8B', "
           "'max_num_batched_tokens': 2048, 'max_num_seqs': 1}\n" + _V1_PROFILE_OOM)
    d = _d(log)
    assert d["message_kind"] == "oom_profiling"
    assert d["fixes"] and "--max-model-len" not in _flags(d)
