"""The rules written in the session of rounds 374 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's own source lines as Python's traceback prints them (cited per
test, from the released sources); no expected value is computed by kvroom."""

from __future__ import annotations

from kvroom.explain import explain
from kvroom.logs import raises


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- vLLM's asserts named by their source line (tools/gen_vllm_asserts.py -> data/vllm_asserts.json). Python prints a
# failing statement's first source line under its frame (traceback.py FrameSummary.line); a bare AssertionError has no
# message for the raise-site table to read.
# vllm/v1/core/sched/scheduler.py::Scheduler.__init__ (0.30.0 source, line 186):
_SCHED = "        assert num_gpu_blocks is not None and num_gpu_blocks > 0"
# vllm/model_executor/layers/linear.py (0.30.0 source, line 588), a weight loader's shape check:
_LINEAR = "        assert param_data.shape == loaded_weight.shape"


def test_a_vllm_assert_line_alone_names_its_site_and_releases() -> None:
    site = raises.find_assert(_SCHED)
    assert site is not None and site.where == "vllm/v1/core/sched/scheduler.py::Scheduler.__init__"
    assert site.exception == "AssertionError"
    # the span of releases read with that line: it is in 0.30.0's source (above), so the span holds 0.30.0
    order = raises.releases_read()
    assert order.index(site.first) <= order.index("0.30.0") <= order.index(site.last)


def test_the_line_is_compared_without_whitespace_and_may_be_cut() -> None:
    assert raises.find_assert("assert  num_gpu_blocks is not None and   num_gpu_blocks>0") is not None
    # a terminal's width cut the line: its head names the one assert it begins (>= 32 characters)
    assert raises.find_assert("assert num_gpu_blocks is not None and num_gpu") is not None
    # too short a head names nothing; neither does another program's assert text
    assert raises.find_assert("assert num_gpu") is None
    assert raises.find_assert("assert my_own_program_state.is_ready() and widgets > 0") is None


def test_a_bare_assertion_error_under_a_vllm_assert_line_is_vllms_check() -> None:
    text = ("INFO 03-02 10:00:01 [core.py:71] Initializing a V1 LLM engine (v0.30.0) with config: model='x/y'\n"
            "Traceback (most recent call last):\n" + _SCHED + "\nAssertionError\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "vllm/v1/core/sched/scheduler.py::Scheduler.__init__" in d["diagnosis"]["summary"]


def test_an_assert_line_of_another_programs_frame_is_not_vllms() -> None:
    text = ('Traceback (most recent call last):\n'
            '  File "/opt/venv/lib/python3.12/site-packages/mylib/weights.py", line 12, in load\n'
            + _LINEAR + "\nAssertionError\n")
    assert _d(text)["message_kind"] != "vllm_check_failed"


def test_an_assert_line_without_an_assertion_error_is_no_failure_read() -> None:
    # a reporter quoting vLLM's source in a question, nothing raised
    assert _d("Why does vLLM check this?\n" + _SCHED + "\n")["message_kind"] is None


# --- a short site's template formats one value before its text: ensure_divisibility's f"{numerator} is not divisible by
# {denominator}" (vllm/distributed/utils.py, 0.2.0-0.33.0 sources) and NIXL's f"{self.device_type} is not supported."
# (kv_connector/v1/nixl, 0.6.6+). Words there are another program's sentence sharing the phrase.
def test_a_short_site_takes_one_value_before_its_text() -> None:
    assert raises.find_site("48 is not divisible by 5").where == "vllm/distributed/utils.py::ensure_divisibility"
    # Marlin's C++ TORCH_CHECK (csrc/quantization/marlin): words and a number before the phrase
    assert raises.find_site("prob_n = 4096 is not divisible by thread_n = 256") is None
    # a CUTLASS kernel's refusal, two words before the phrase
    assert raises.find_site("This GEMM is not supported!") is None


def test_a_short_site_inside_a_wrappers_sentence_is_still_read() -> None:
    # vllm/lora/utils.py::parse_fine_tuned_lora_name's f"{name} is unsupported LoRA weight", quoted by the engine's
    # RPC wrapper ("Worker failed with error '...'", v1/executor)
    site = raises.find_site("Call to add_lora method failed: Worker failed with error "
                            "'base_model.model.lm_head.weight is unsupported LoRA weight', please check the stack trace")
    assert site is not None and site.where == "vllm/lora/utils.py::parse_fine_tuned_lora_name"


# --- ninja missing for a JIT build, in torch's own words: torch/utils/cpp_extension.py::verify_ninja_availability raises
# RuntimeError("Ninja is required to load C++ extensions") before any build (torch 1.x-2.x); a shell says "ninja: command
# not found". Both are the build tool missing, not the C compiler (whose fix is CC).
def test_torchs_ninja_check_is_the_build_tool_missing_and_asks_for_ninja() -> None:
    for text in ("RuntimeError: Ninja is required to load C++ extensions\n",
                 "/bin/sh: 1: ninja: command not found\nRuntimeError: Error building extension 'flashinfer_jit'\n"):
        d = _d(text)
        assert d["message_kind"] == "triton_compiler_missing", text
        assert "ninja" in d["diagnosis"]["summary"]
        assert d["fixes"] and d["fixes"][0]["title"] == "install ninja"
        assert "CC" not in [f["flag"] for f in d["fixes"]]


# --- a ModuleNotFoundError cut right after "No module named": CPython raises it for the module the failing import names
# (importlib's _find_and_load_unlocked), and the traceback prints that import statement above the error line.
def test_a_module_error_cut_before_its_name_takes_the_name_from_the_import_above() -> None:
    text = ('Traceback (most recent call last):\n'
            '  File "/usr/lib/python3.12/site-packages/some_plugin/models/tts.py", line 31, in load_codec\n'
            '    from descript_audio_codec.model import DAC\n'
            'ModuleNotFoundError: No module named\n')
    d = _d(text)
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "descript_audio_codec"


def test_vllm_omni_stage_process_prefix_without_a_pid_is_taken_off() -> None:
    # vLLM-Omni's stage engine records, the pid redacted: "(StageEngineCoreProc_stage1_replica0) ERROR ..."
    text = ("(StageEngineCoreProc_stage1_replica0) ERROR Traceback (most recent call last):\n"
            '(StageEngineCoreProc_stage1_replica0) ERROR   File "/x/vllm_omni/worker.py", line 9, in init\n'
            "(StageEngineCoreProc_stage1_replica0) ERROR     import soundfile as sf\n"
            "(StageEngineCoreProc_stage1_replica0) ERROR ModuleNotFoundError: No module named\n")
    assert _d(text)["numbers"].get("missing_package") == "soundfile"


# --- vLLM's message queue waiting on a stuck worker: "No available shared memory broadcast block found in %d seconds. This
# typically happens when some processes are hanging or doing some time-consuming work (e.g. compilation, weight/kv cache
# quantization)." (distributed/device_communicators/shm_broadcast.py, 0.8.3+; "No available block found in %s second."
# 0.5.1-0.8.0). The step is where the log stood.
_LOADED = ("INFO 03-02 10:00:01 [gpu_model_runner.py:1890] Model loading took 15.2 GiB and 12.3 seconds\n")


def test_a_queue_wait_after_loading_before_the_kv_size_is_a_profiling_run_hang() -> None:
    d = _d(_LOADED + "INFO 03-02 10:01:05 [shm_broadcast.py:466] No available shared memory broadcast block found in 60 "
           "seconds. This typically happens when some processes are hanging or doing some time-consuming work (e.g. "
           "compilation, weight/kv cache quantization).\n")
    assert d["message_kind"] == "shm_broadcast_timeout"
    assert d["diagnosis"]["cause"] == "profile_run_hang"
    assert d["numbers"]["shm_wait_s"] == 60
    flags = [f["flag"] for f in d["fixes"]]
    for lever in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size"):
        assert lever not in flags


def test_the_old_wording_after_the_kv_cache_is_sized_is_a_hang_in_serving() -> None:
    d = _d("INFO 09-01 12:00:00 gpu_executor.py:122] # GPU blocks: 2048, # CPU blocks: 512\n"
           "INFO 09-01 12:03:00 shm_broadcast.py:404] No available block found in 60 second. \n")
    assert d["message_kind"] == "shm_broadcast_timeout"
    assert d["diagnosis"]["cause"] == "engine_hang"


def test_a_failure_printed_with_the_wait_is_the_cause() -> None:
    d = _d(_LOADED + "INFO 03-02 10:01:05 [shm_broadcast.py:466] No available shared memory broadcast block found in 60 "
           "seconds.\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["message_kind"] == "no_kv_memory"


# --- a flag argparse did not know, placed in vLLM's releases by the serve-flag tables (data/vllm_flags, read from each
# release's wheel by tools/gen_vllm_flags.py): --speculative-model is EngineArgs' flag up to 0.8.2 (0.8.2's
# vllm/engine/arg_utils.py still adds '--speculative-model'; 0.8.3 moved draft models to --speculative-config);
# --disable-log-requests is in 0.10.0's serve parser.
def test_an_unknown_flag_names_the_releases_that_have_it() -> None:
    d = _d("vllm serve: error: unrecognized arguments: --speculative-model meta-llama/Llama-3.2-1B\n", vllm_version="0.9.2")
    assert d["message_kind"] == "vllm_check_failed"
    assert "vLLM up to 0.8.2" in d["diagnosis"]["summary"]
    assert "0.8.2" in d["fixes"][0]["detail"]


def test_a_flag_the_logs_release_has_points_at_another_parser() -> None:
    d = _d("vllm: error: unrecognized arguments: --disable-log-requests\n", vllm_version="0.10.0")
    assert "is not vLLM 0.10.0" in d["diagnosis"]["summary"]


def test_a_flag_no_release_has_is_a_typo_or_another_programs() -> None:
    d = _d("vllm: error: unrecognized arguments: --max-model-lenght 8192\n", vllm_version="0.20.0")
    assert "no vLLM release kvroom read" in d["diagnosis"]["summary"]
