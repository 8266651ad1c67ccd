"""The rules written in the session of rounds 339 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, CPython's or the libraries' own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- any callable's keyword refusal (CPython's "f() got an unexpected keyword argument 'k'", Python/getargs.c) quoted
# without a traceback in a report about a vLLM launch: the caller and the callee come from releases not made together;
# a frame of the user's own script as the innermost one is the user's call, and the line alone, with nothing of vLLM
# around it, may be any script's (tests/test_explain_after_round233.py, round33.py, round61.py hold those)
@pytest.mark.parametrize("line", [
    "vllm serve fails at start: TypeError: GenerationConfig.__init__() got an unexpected keyword argument 'x_steps'",
    "after the vLLM upgrade it fails with `TypeError: FusedMoEConfig.make() got an unexpected keyword argument "
    "'in_dtype'`",
])
def test_a_quoted_keyword_refusal_without_frames_is_a_version_mismatch(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype") for f in d["fixes"])


def test_a_bare_keyword_refusal_with_nothing_of_vllm_is_not_read() -> None:
    d = _d("TypeError: GenerationConfig.__init__() got an unexpected keyword argument 'x_steps'\n")
    assert d["message_kind"] != "dependency_version_mismatch"


def test_a_keyword_refusal_in_the_users_own_script_is_not_a_version_mismatch() -> None:
    text = ('Traceback (most recent call last):\n'
            '  File "/home/me/run_eval.py", line 12, in <module>\n'
            '    main(temperature=0.2)\n'
            "TypeError: main() got an unexpected keyword argument 'temperature'\n")
    assert _d(text)["message_kind"] != "dependency_version_mismatch"


# --- vLLM's compiled kernels missing under a traceback of Windows paths: vLLM publishes Linux wheels only (setup.py
# builds its kernels for Linux), so pip on native Windows installs a vllm without vllm._C: of the cause's three ways (a shadowing source folder,
# an unbuilt install, a platform without kernels) the platform's, and WSL2 the fix
_WIN_C = ('Traceback (most recent call last):\n'
          '  File "D:\\venvs\\llm\\Lib\\site-packages\\vllm\\platforms\\cuda.py", line 15, in <module>\n'
          '    import vllm._C  # noqa\n'
          "ModuleNotFoundError: No module named 'vllm._C'\n")


def test_vllm_kernels_missing_on_native_windows_is_the_platform() -> None:
    d = _d(_WIN_C)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert "native Windows" in d["diagnosis"]["summary"]
    assert d["fixes"] and "WSL2" in d["fixes"][0]["title"] + d["fixes"][0]["detail"]


def test_vllm_kernels_missing_under_linux_paths_stays_the_install() -> None:
    linux = _WIN_C.replace("D:\\venvs\\llm\\Lib\\site-packages\\vllm\\platforms\\cuda.py",
                           "/opt/venv/lib/python3.12/site-packages/vllm/platforms/cuda.py")
    d = _d(linux)
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert "Windows" not in d["diagnosis"]["summary"].split("(native Windows)")[0]


# --- the Hub's 403 on a repository's file (requests' HTTPError over huggingface.co, the Hub's body "Access to model X
# is restricted and you are not in the authorized list"): an authenticated account without the gated repository
@pytest.mark.parametrize("line", [
    "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
    "https://huggingface.co/google/gemma-2-9b-it/resolve/main/tokenizer_config.json",
    "Access to model mistralai/Mistral-7B-Instruct-v0.3 is restricted and you are not in the authorized list. "
    "Visit https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.3 to ask for access.",
])
def test_the_hubs_403_is_access_denied_for_that_account(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "hub_access_denied"
    assert "403" in d["diagnosis"]["summary"] or "not granted" in d["diagnosis"]["summary"]
    assert d["numbers"]["repo_id"] in ("google/gemma-2-9b-it", "mistralai/Mistral-7B-Instruct-v0.3")


def test_a_403_from_another_host_is_not_the_hub() -> None:
    d = _d("requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://example.com/models/x.bin\n")
    assert d["message_kind"] != "hub_access_denied"


# --- transformers' refusal of a model folder without its processor's config (utils/hub.py::cached_files): the
# multimodal processor vLLM builds at start-up cannot be made; the fix is the files, not memory
@pytest.mark.parametrize("text, missing", [
    ("OSError: /models/qwen2-vl-7b-sft does not appear to have a file named preprocessor_config.json. Checkout "
     "'https://huggingface.co//models/qwen2-vl-7b-sft/tree/None' for available files.\n", "preprocessor_config.json"),
    ("ERROR 03-02 11:00:01 [core.py:500] OSError: /data/ckpt/gemma3-4b-w4a16 does not appear to have a file named "
     "processor_config.json. Checkout 'https://huggingface.co//data/ckpt/gemma3-4b-w4a16/tree/main' for available "
     "files.\n", "processor_config.json"),
])
def test_a_folder_without_the_processor_config(text: str, missing: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "processor_config_not_found"
    assert d["diagnosis"]["cause"] == "processor_config_not_found"
    assert d["numbers"]["missing_file"] == missing
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype") for f in d["fixes"])


def test_a_folder_without_config_json_stays_its_own_reading() -> None:
    d = _d("OSError: /models/x does not appear to have a file named config.json. Checkout "
           "'https://huggingface.co//models/x/tree/None' for available files.\n")
    assert d["message_kind"] != "processor_config_not_found"


# --- pydantic v2's line for an AssertionError raised in a validator of vLLM's config ("Assertion failed, {error}",
# pydantic_core's assertion_error type), looked up among vLLM's raise sites as "Value error, ..." is
def test_a_pydantic_assertion_line_is_read_as_vllms_check() -> None:
    text = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
            "  Assertion failed, Chunked prefill is required for mamba cache mode 'align'. "
            "[type=assertion_error, input_value=ArgsKwargs((), {...}), input_type=ArgsKwargs]\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "MambaModelConfig" in d["diagnosis"]["summary"]


# --- vLLM's own words for a torch.compile failure (compilation/compiler_interface.py::InductorAdaptor.compile: no
# compiled artifact read back from Inductor's cache) are torch.compile's failure, not a check of the launch; with
# Inductor's caches forced off in the launch's environment, unsetting them is the first fix (vllm#21858)
_COMPILE_FAIL = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/compilation/compiler_interface.py", line 488, '
                 'in compile\n'
                 '    assert file_path is not None, (\n'
                 'AssertionError: failed to get the file path of the compiled graph\n')


def test_vllms_compile_step_failing_is_a_torch_compile_error() -> None:
    d = _d(_COMPILE_FAIL)
    assert d["message_kind"] == "torch_compile_error"
    assert d["diagnosis"]["cause"] == "torch_compile_error"
    assert d["diagnosis"]["summary"].startswith("vLLM's torch.compile step")
    assert not any(f["title"].startswith("unset TORCHINDUCTOR") for f in d["fixes"])
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_inductor_caches_forced_off_is_named_first() -> None:
    d = _d("$ TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 vllm serve Qwen/Qwen3-0.6B\n" + _COMPILE_FAIL)
    assert d["message_kind"] == "torch_compile_error"
    assert d["fixes"][0]["title"] == "unset TORCHINDUCTOR_FORCE_DISABLE_CACHES"


def test_a_compilation_config_refusal_stays_a_check() -> None:
    # a settings check in the same package (compilation/wrapper.py), not a compile that failed
    d = _d('  File "/usr/local/lib/python3.12/dist-packages/vllm/compilation/wrapper.py", line 120, in __init__\n'
           '    raise RuntimeError("Compilation mode cannot be NO_COMPILATION")\n'
           "RuntimeError: Compilation mode cannot be NO_COMPILATION\n")
    assert d["message_kind"] == "vllm_check_failed"


# --- torchcodec installed but its native library not loadable (torch/_ops.py::load_library's OSError, torchcodec's
# "Could not load libtorchcodec"): vLLM imports it at start when installed; FFmpeg or uninstalling it is the lever
@pytest.mark.parametrize("line", [
    "OSError: Could not load this library: /opt/venv/lib/python3.12/site-packages/torchcodec/libtorchcodec_core7.so",
    "RuntimeError: Could not load libtorchcodec. Likely causes:",
])
def test_torchcodec_not_loading_is_the_environment(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "FFmpeg" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype") for f in d["fixes"])


def test_torchcodec_needing_a_newer_glibc_says_so() -> None:
    d = _d("OSError: Could not load this library: /venv/lib/python3.10/site-packages/torchcodec/libtorchcodec_core6.so"
           ": /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.38' not found\n")
    assert d["diagnosis"]["cause"] == "glibc_too_old"


# --- torch's driver-API check under torch's symmetric-memory rendezvous (vLLM's symmetric-memory all-reduce, on by
# default: VLLM_ALLREDUCE_USE_SYMM_MEM), not the allocator's expandable segments
_SYMM = ('  File "/usr/lib/python3.12/site-packages/vllm/distributed/device_communicators/cuda_communicator.py", line 70, '
         'in __init__\n'
         '    self.symm_mem_comm = SymmMemCommunicator(\n'
         '  File "/usr/lib/python3.12/site-packages/torch/distributed/_symmetric_memory/__init__.py", line 1700, in '
         'rendezvous\n'
         '    return _SymmetricMemory.rendezvous(tensor, group_name)\n'
         'RuntimeError: CUDA driver error: {err}\n')


@pytest.mark.parametrize("err, fabric", [("system not yet initialized", True), ("operation not supported", False)])
def test_a_driver_error_in_the_symmetric_memory_rendezvous(err: str, fabric: bool) -> None:
    d = _d(_SYMM.format(err=err))
    assert d["message_kind"] == "cuda_driver_mismatch"
    assert d["fixes"][0]["flag"] == "VLLM_ALLREDUCE_USE_SYMM_MEM" and d["fixes"][0]["value"] == "0"
    assert any("fabric" in f["title"] for f in d["fixes"]) == fabric
    assert not any("expandable_segments" in f["title"] for f in d["fixes"])


def test_a_driver_error_without_that_frame_stays_the_allocators() -> None:
    d = _d("RuntimeError: CUDA driver error: operation not supported\n")
    assert d["message_kind"] == "allocator_config_incompatible"


# --- torch's cuBLAS call refused (aten/src/ATen/cuda/CUDABlas.cpp TORCH_CUDABLAS_CHECK): the loaded cuBLAS is not
# the one torch was built against; NOT_INITIALIZED (a handle not allocated) is not read so
def test_cublas_refusing_torchs_gemm_is_a_library_mismatch() -> None:
    d = _d("RuntimeError: CUDA error: CUBLAS_STATUS_INVALID_VALUE when calling `cublasLtMatmul( ltHandle, "
           "computeDesc.descriptor(), &alpha_val, mat1_ptr, Adesc.descriptor())`\n")
    assert d["message_kind"] == "cuda_library_mismatch"
    assert d["numbers"]["cublas_call"] == "cublasLtMatmul"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_cublas_not_initialized_is_not_read_as_a_library_mismatch() -> None:
    d = _d("RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`\n")
    assert d["message_kind"] != "cuda_library_mismatch"


# --- "fp8_e5m2 kv-cache is not supported with fp8 checkpoints." (layers/attention/attention.py::_init_kv_cache_quant)
# said of a checkpoint the paste shows as integer weight-only: the check misfired (vLLM PR 45040); otherwise the fp8
# checkpoint's e4m3 scales are the reason and --kv-cache-dtype fp8 the fix
_E5M2 = "ValueError: fp8_e5m2 kv-cache is not supported with fp8 checkpoints.\n"


def test_e5m2_refused_for_an_integer_checkpoint_is_the_check_misfiring() -> None:
    d = _d('INFO 06-01 10:00:00 [config.py:100] non-default args: {"quantization": "awq"}\n'
           "  \"quantization_config\": {\"quant_method\": \"awq\", \"bits\": 4}\n" + _E5M2)
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert d["numbers"]["checkpoint_quantization"] == "awq"


def test_e5m2_refused_for_an_fp8_checkpoint_is_the_format() -> None:
    d = _d('  "quantization_config": {"quant_method": "fp8", "activation_scheme": "static"}\n' + _E5M2)
    assert d["diagnosis"]["cause"] == "kv_cache_dtype_unsupported"
    assert "e4m3" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["value"] == "fp8"


# --- a log whose line breaks were lost (a tracker's rendering joined its lines with spaces), each piece still behind
# the process's record prefix: the traceback's last exception is read as vLLM's check (vllm/config/speculative.py)
def test_a_flattened_log_with_record_prefixes_reads_its_last_exception() -> None:
    text = ('(APIServer pid=7) ^^^^^^^^^^^ (APIServer pid=7)   File "/venv/lib/python3.12/site-packages/pydantic/'
            '_internal/_dataclasses.py", line 121, in __init__ (APIServer pid=7)     s.__pydantic_validator__.validate'
            '_python(ArgsKwargs(args, kwargs), self_instance=s) (APIServer pid=7)   File "/venv/lib/python3.12/site-'
            'packages/vllm/config/speculative.py", line 380, in __post_init__ (APIServer pid=7)     raise NotImplemented'
            'Error( (APIServer pid=7) NotImplementedError: Speculative decoding with draft model is not supported yet. '
            'Please consider using other speculative decoding methods such as ngram, medusa, eagle, or mtp.\n')
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "SpeculativeConfig" in d["diagnosis"]["summary"]
