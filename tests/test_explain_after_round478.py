"""The rules written in the session of rounds 479-502 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are cited per test (vLLM's raises, or the other program's text that vLLM's
code reaches); expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix as _no_memory_fix


# --- GLM-4.xV's video processor refusing vLLM's dummy video (vllm#30638, fixed by vllm#30285)
def test_glm_video_processor_refusing_the_dummy_video_is_that_releases_bug() -> None:
    # transformers models/glm4v/image_processing_glm4v.py::smart_resize: raise ValueError(f"t:{num_frames} must be
    # larger than temporal_factor:{temporal_factor}"), reached from vLLM's multimodal profiling (multimodal/profiling.py
    # _get_dummy_mm_inputs) with the GLM-4.1V builder's one-frame fallback
    d = _d("(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843] EngineCore failed to start.\n"
           "(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843]   File \"/opt/venv/lib/python3.12/site-packages/"
           "transformers/models/glm4v/image_processing_glm4v.py\", line 59, in smart_resize\n"
           "(EngineCore_DP0 pid=4242) ERROR 01-05 10:00:01 [core.py:843] ValueError: t:1 must be larger than "
           "temporal_factor:2\n")
    assert d["message_kind"] == "profiling_assertion"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["numbers"]["video_frames"] == 1 and d["numbers"]["temporal_factor"] == 2
    assert "30285" in " ".join(f["detail"] for f in d["fixes"])
    assert any(f["flag"] == "--limit-mm-per-prompt" and '"video": 0' in f["value"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_the_glm_refusal_quoted_in_a_sentence_is_read_with_its_numbers() -> None:
    d = _d("GLM-4.6V-Flash will not start for me, the engine dies with `ValueError: t: 1 must be larger than "
           "temporal_factor: 2` right after 'Using max model len 65536'.\n")
    assert d["message_kind"] == "profiling_assertion"
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["numbers"]["temporal_factor"] == 2


def test_another_processor_check_is_not_the_glm_video_bug() -> None:
    d = _d("ValueError: height:10 or width:10 must be larger than factor:28\n")
    assert d["diagnosis"]["cause"] != "release_regression"


# --- no GPU the process can use: vLLM's refusal of an empty visible-devices variable, torch's empty device string
def test_an_empty_cuda_visible_devices_is_no_gpu_visible_and_says_to_unset_it() -> None:
    # vllm/platforms/cuda.py::device_id_to_physical_device_id (0.6.5-0.8.5): raise RuntimeError("CUDA_VISIBLE_DEVICES
    # is set to empty string, which means GPU support is disabled. If you are using ray, please unset the environment
    # variable `CUDA_VISIBLE_DEVICES` inside the worker/actor. Check https://github.com/vllm-project/vllm/issues/8402
    # for more information.")
    d = _d("(RayWorkerWrapper pid=2201) RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which means GPU "
           "support is disabled. If you are using ray, please unset the environment variable `CUDA_VISIBLE_DEVICES` "
           "inside the worker/actor. Check https://github.com/vllm-project/vllm/issues/8402 for more information.\n")
    assert d["message_kind"] == "no_gpu_visible" and d["diagnosis"]["cause"] == "no_gpu_visible"
    assert d["fixes"][0]["title"] == "unset CUDA_VISIBLE_DEVICES" and "8402" in d["fixes"][0]["detail"]
    assert _no_memory_fix(d)


def test_the_platform_variable_of_0_9_is_named_in_the_fix() -> None:
    # vllm/platforms/interface.py::Platform.device_id_to_physical_device_id (0.9.0-0.9.1): f"{cls.device_control_env_var}
    # is set to empty string, which means current platform support is disabled. ..."
    d = _d("RuntimeError: HIP_VISIBLE_DEVICES is set to empty string, which means current platform support is "
           "disabled. If you are using ray, please unset the environment variable `HIP_VISIBLE_DEVICES` inside the "
           "worker/actor.\n")
    assert d["message_kind"] == "no_gpu_visible"
    assert d["numbers"]["visible_devices_var"] == "HIP_VISIBLE_DEVICES"
    assert d["fixes"][0]["title"] == "unset HIP_VISIBLE_DEVICES"


def test_torch_refusing_the_unspecified_platforms_empty_device_is_no_gpu_visible() -> None:
    # UnspecifiedPlatform.device_type = "" (vllm/platforms/interface.py); DeviceConfig.__post_init__ calls
    # torch.device(self.device_type), and torch (c10/core/Device.cpp) raises "Device string must not be empty"
    d = _d("INFO 03-01 10:00:00 [__init__.py:248] No platform detected, vLLM is running on UnspecifiedPlatform\n"
           "  File \"/srv/venv/lib/python3.11/site-packages/vllm/config/device.py\", line 57, in __post_init__\n"
           "    self.device = torch.device(self.device_type)\n"
           "RuntimeError: Device string must not be empty\n")
    assert d["message_kind"] == "no_gpu_visible" and d["diagnosis"]["cause"] == "no_gpu_visible"
    assert "UnspecifiedPlatform" in d["diagnosis"]["summary"] and _no_memory_fix(d)


# --- a repository whose config points at remote code it does not hold
def test_a_missing_remote_code_file_is_the_repositorys_and_names_the_file() -> None:
    # transformers utils/hub.py::cached_files: f"{path_or_repo_id} does not appear to have a file named
    # {full_filenames}. Checkout 'https://huggingface.co/{path_or_repo_id}/tree/{revision}' for available files."
    d = _d("OSError: someone/Foo-13B-GPTQ does not appear to have a file named modeling_foo.py. Checkout "
           "'https://huggingface.co/someone/Foo-13B-GPTQ/tree/main' for available files.\n")
    assert d["message_kind"] == "config_format_not_found"
    assert d["numbers"]["missing_code_file"] == "modeling_foo.py"
    assert "modeling_foo.py" in d["fixes"][0]["title"] and _no_memory_fix(d)


def test_a_later_failure_after_the_missing_code_file_is_the_one_read() -> None:
    # the file supplied by hand, then vLLM's own refusal (vllm/model_executor/layers/quantization/__init__.py::
    # get_quantization_config: f"Invalid quantization method: {quantization}. ..." / "Unknown quantization method")
    d = _d("First try:\nOSError: /models/x does not appear to have a file named configuration_x.py. Checkout "
           "'https://huggingface.co//models/x/tree/None' for available files.\n"
           "After copying configuration_x.py:\n"
           "ValueError: Unknown quantization method: mlx. Must be one of ['awq', 'gptq', 'fp8'].\n")
    assert d["message_kind"] != "config_format_not_found"


def test_a_config_json_still_missing_is_the_old_reading() -> None:
    d = _d("OSError: /data/llama does not appear to have a file named config.json. Checkout "
           "'https://huggingface.co//data/llama/tree/None' for available files.\n")
    assert d["message_kind"] == "config_format_not_found" and "missing_code_file" not in d["numbers"]


# --- a vLLM module missing, its closing quote lost in a markdown span
def test_a_vllm_module_whose_closing_quote_a_code_span_ate_is_still_read() -> None:
    # CPython's ModuleNotFoundError: "No module named 'vllm.worker.cache_engine'" (the module vLLM 0.11 removed with V0)
    d = _d("Crashes on import: `ModuleNotFoundError: No module named 'vllm.worker.cache_engine`\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["missing_name"] == "cache_engine"


# --- a name missing from one of the small libraries vLLM's own modules import from
def test_a_name_missing_from_typing_extensions_is_a_version_mismatch() -> None:
    # vllm/utils.py: "from typing_extensions import ParamSpec, TypeIs, assert_never" (TypeIs is typing_extensions 4.10+,
    # requirements/common.txt); CPython's import_from: "cannot import name 'X' from 'M' (path)"
    d = _d("ImportError: cannot import name 'TypeIs' from 'typing_extensions' "
           "(/opt/conda/lib/python3.10/site-packages/typing_extensions.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["missing_name"] == "TypeIs" and _no_memory_fix(d)


# --- transformers unable to build the fast tokenizer
def test_the_unbuilt_fast_tokenizer_is_a_tokenizer_failure_of_old_packages() -> None:
    # transformers tokenization_utils_fast.py::PreTrainedTokenizerFast.__init__ (raise ValueError)
    d = _d("  File \"/usr/local/lib/python3.10/dist-packages/transformers/tokenization_utils_fast.py\", line 120, in "
           "__init__\n    raise ValueError(\nValueError: Couldn't instantiate the backend tokenizer from one of: \n"
           "(1) a `tokenizers` library serialization file, \n(2) a slow tokenizer instance to convert or \n"
           "(3) an equivalent slow tokenizer class to instantiate and convert. \n"
           "You need to have sentencepiece installed to convert a slow tokenizer to a fast one.\n")
    assert d["message_kind"] == "tokenizer_load_failed"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["fixes"][0]["title"] == "a newer transformers and tokenizers" and _no_memory_fix(d)
