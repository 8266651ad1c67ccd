"""The rules written in the session of rounds 274 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, torch's or the libraries' own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- torch's warning that its build has no kernels for the GPU (torch/cuda/__init__.py::_check_cubins): the GPU's sm
# number, then the build's list on the next line
def _torch_warning(gpu: str, sm: int, built: str) -> str:
    return ("/opt/venv/lib/python3.11/site-packages/torch/cuda/__init__.py:230: UserWarning: \n"
            f"{gpu} with CUDA capability sm_{sm} is not compatible with the current PyTorch installation.\n"
            f"The current PyTorch install supports CUDA capabilities {built}.\n"
            f"If you want to use the {gpu} GPU with PyTorch, please check the instructions at "
            "https://pytorch.org/get-started/locally/\n")


def test_a_gpu_newer_than_the_torch_build() -> None:
    d = _d(_torch_warning("NVIDIA RTX PRO 6000 Blackwell Workstation Edition", 120, "sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90"))
    assert d["message_kind"] == "cuda_no_kernel_image" and d["diagnosis"]["cause"] == "cuda_no_kernel_image"
    assert "sm_120" in d["diagnosis"]["summary"] and "newer" in " ".join(d["diagnosis"]["evidence"])
    assert any("12.8" in f["title"] for f in d["fixes"])
    assert not any(f["flag"] for f in d["fixes"]), "no vLLM flag gives torch a kernel it was not built with"


def test_a_gpu_older_than_the_torch_build() -> None:
    d = _d(_torch_warning("NVIDIA GeForce GTX 1080 Ti", 61, "sm_75 sm_80 sm_86 sm_90 sm_100 sm_120"))
    assert d["diagnosis"]["cause"] == "cuda_no_kernel_image"
    assert "sm_61" in d["diagnosis"]["summary"] and "older" in " ".join(d["diagnosis"]["evidence"])
    assert not any("12.8" in f["title"] for f in d["fixes"])


def test_the_warning_is_not_the_cause_when_a_later_failure_is_read() -> None:
    # the warning, then vLLM's V1 KV refusal (v1/core/kv_cache_utils.py): the refusal is what stopped the start
    text = _torch_warning("NVIDIA H20", 90, "sm_80 sm_86") + (
        "ValueError: To serve at least one request with the models's max seq len (131072), (16.00 GiB KV cache is "
        "needed, which is larger than the available KV cache memory (9.47 GiB). Based on the available memory, the "
        "estimated maximum model length is 77568. Try increasing `gpu_memory_utilization` or decreasing "
        "`max_model_len` when initializing the engine.\n")
    assert _d(text)["message_kind"] == "kv_cache_too_small"


# --- ROCm's GEMM libraries without a Tensile library for the GPU (rocBLAS library/src/tensile_host.cpp; hipBLASLt)
@pytest.mark.parametrize("lib,arch", [("rocBLAS", "gfx1151"), ("hipBLASLt", "gfx90a")])
def test_a_rocm_blas_library_without_the_gpus_architecture(lib: str, arch: str) -> None:
    text = (f"{lib} error: Cannot read /opt/rocm/lib/{lib.lower()}/library/TensileLibrary.dat: No such file or "
            f"directory for GPU arch : {arch}\n List of available TensileLibrary Files : \n"
            '"/opt/rocm/lib/rocblas/library/TensileLibrary_lazy_gfx942.dat"\n')
    d = _d(text)
    assert d["message_kind"] == "cuda_no_kernel_image" and d["diagnosis"]["cause"] == "cuda_no_kernel_image"
    assert d["numbers"]["gpu_archs"] == arch and lib in d["diagnosis"]["summary"]
    assert not any(f["flag"].startswith("--") for f in d["fixes"])


# --- CPython's "ImportError: cannot import name 'X' from 'Y' (file)" cut after the name (a title's quotation, a paste's
# last line): a package lacks a name its importer expects, whichever package it is
@pytest.mark.parametrize("text", [
    "ImportError: cannot import name 'get_cuda_stream'\n",
    'Engine start dies with "cannot import name \'GELUTanh\'"\n',
    "[Bug]: `ImportError: cannot import name 'is_torch_equal_or_newer'`\n",
])
def test_an_import_of_a_name_cut_before_its_module(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch" and d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "module" in d["diagnosis"]["summary"]
    assert not any(f["flag"].startswith("--") for f in d["fixes"])


def test_a_name_missing_from_the_users_own_module_is_not_read() -> None:
    # the module is printed and is none of the packages vLLM builds on: the user's own code, nothing claimed
    d = _d("ImportError: cannot import name 'helper' from 'mylib' (/home/me/mylib.py)\n")
    assert d["diagnosis"]["cause"] == "unrecognized"


# --- a text setting read from the top of a composite (multimodal) model's config: vLLM's ModelConfig reads the text
# settings from get_hf_text_config's nested text config, found only for a model the release knows
def test_a_composite_config_without_a_text_setting_on_a_release_without_the_model() -> None:
    # vLLM 0.9.2's banner, then the AttributeError of a config whose architecture its registry lacks (InternS1 came later)
    text = ("INFO 08-01 10:00:00 [__init__.py:244] Automatically detected platform cuda.\n"
            "INFO 08-01 10:00:03 [api_server.py:1395] vLLM API server version 0.9.2\n"
            "AttributeError: 'InternS1Config' object has no attribute 'hidden_size'\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert "0.10.1.1" in d["diagnosis"]["summary"] and d["fixes"][0]["title"] == "vLLM 0.10.1.1 or newer"


def test_a_composite_config_on_a_release_that_lists_the_model_keeps_the_mismatch() -> None:
    text = ("INFO 08-01 10:00:03 [api_server.py:1395] vLLM API server version 0.11.0\n"
            "AttributeError: 'InternS1Config' object has no attribute 'hidden_size'\n")
    assert _d(text)["diagnosis"]["cause"] == "hf_config_type_mismatch"


def test_a_setting_that_is_not_the_text_models_keeps_the_mismatch() -> None:
    d = _d("AttributeError: 'Gemma3Config' object has no attribute 'rope_local_base_freq'\n")
    assert d["diagnosis"]["cause"] == "hf_config_type_mismatch"


# --- Intel's oneCCL failing between XPU workers (oneCCL's ze_call.cpp check; a crash in its collectives)
@pytest.mark.parametrize("text", [
    "(Worker_TP1 pid=812) RuntimeError: oneCCL: ze_call.cpp:28 do_call: EXCEPTION: zeMemOpenIpcHandle: "
    "ZE_RESULT_ERROR_UNSUPPORTED_FEATURE\n",
    "!!!!!!! Segfault encountered !!!!!!!\n  ccl_comm::allreduce_impl(ccl::v1::event&)\n  "
    "c10d::ProcessGroupXCCL::allreduce(...)\n",
])
def test_oneccl_failing_is_the_collective_library_not_memory(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "nccl_error" and d["diagnosis"]["cause"] == "nccl_error"
    assert "oneCCL" in d["diagnosis"]["summary"]
    assert not any(f["flag"].startswith("--") or f["flag"].startswith("NCCL_") for f in d["fixes"])


# --- transformers' require_version (transformers/utils/versions.py::_compare_versions), as frameworks call it
@pytest.mark.parametrize("text,pkg,got", [
    ("ImportError: vllm>=0.5.0,<=0.9.2 is required for a normal functioning of this module, but found vllm==0.10.1.1.\n"
     "To fix: run `pip install vllm>=0.5.0,<=0.9.2` or set `DISABLE_VERSION_CHECK=1` to skip this check.\n",
     "vllm", "0.10.1.1"),
    ("ImportError: tokenizers>=0.11.1,!=0.11.3,<0.14 is required for a normal functioning of this module, but found "
     "tokenizers==0.15.2.\n", "tokenizers", "0.15.2"),
])
def test_a_version_gate_names_the_range_and_the_installed_release(text: str, pkg: str, got: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch" and d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["numbers"]["package"] == pkg and d["numbers"]["package_version"] == got
    assert any(f["title"].startswith("install ") for f in d["fixes"])
    assert ("DISABLE_VERSION_CHECK" in text) == any(f["flag"] == "DISABLE_VERSION_CHECK" for f in d["fixes"])


# --- vLLM waiting for Ray's placement group (executor/ray_utils.py::_wait_until_pg_ready's info line; the first bundle
# pinned to the driver's node by initialize_ray_cluster), with Ray's autoscaler's line beside it
def test_a_placement_group_wait_with_the_driver_bundle_pinned() -> None:
    text = ("(autoscaler +31s) Error: No available node types can fulfill resource request {'node:192.168.7.20': 0.001, "
            "'GPU': 1.0}. Add suitable node types to this cluster to resolve this issue.\n"
            "INFO 05-02 09:00:10 ray_utils.py:183] Waiting for creating a placement group of specs for 30 seconds. "
            "specs=[{'node:192.168.7.20': 0.001, 'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray "
            "status` to see if you have enough resources.\n")
    d = _d(text)
    assert d["message_kind"] == "tp_over_gpus" and d["diagnosis"]["cause"] == "tp_over_gpus"
    assert d["numbers"]["pg_node_ip"] == "192.168.7.20" and "node:192.168.7.20" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "VLLM_HOST_IP"
    assert not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])


def test_a_failure_after_the_wait_is_the_cause() -> None:
    text = ("INFO 05-02 09:00:10 ray_utils.py:183] Waiting for creating a placement group of specs for 10 seconds. "
            "specs=[{'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources.\n"
            "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
            "23.55 GiB of which 1.02 GiB is free.\n")
    assert _d(text)["message_kind"].startswith("oom")


# --- Xinference's actor wrapper (xoscar) puts "[address=..., pid=...]" before the message it re-raises
def test_xinference_actor_address_before_a_signature_refusal() -> None:
    d = _d("2026-04-16 14:23:34.047 | TypeError: [address=0.0.0.0:41011, pid=902] get_rope() takes 4 positional "
           "arguments but 5 were given\n")
    assert d["message_kind"] == "dependency_version_mismatch" and d["numbers"].get("callee") == "get_rope"


# --- pybind11's overload dispatcher refusing a call into one of torch's C++ classes (pybind11/pybind11.h)
def test_pybind11_refusing_a_torch_constructor() -> None:
    text = ("TypeError: __init__(): incompatible constructor arguments. The following argument types are supported:\n"
            "    1. torch._C._distributed_c10d.ProcessGroup(arg0: int, arg1: int)\n\n"
            "Invoked with: <torch.distributed.distributed_c10d.PrefixStore object at 0x7f00>, 0, 2\n")
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch" and d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["numbers"].get("callee") == "torch._C._distributed_c10d.ProcessGroup"
    assert not any(f["flag"].startswith("--") for f in d["fixes"])


# --- CPython's import from a namespace package ("(unknown location)"): a folder shadowing the installed package
def test_an_import_from_a_folder_that_shadows_the_install() -> None:
    text = ('  File "/srv/app/worker.py", line 3, in <module>\n    from vllm import LLM, SamplingParams\n'
            "ImportError: cannot import name 'LLM' from 'vllm' (unknown location)\n")
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch" and d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["numbers"]["shadowed_package"] == "vllm" and "__file__" in d["fixes"][0]["detail"]


# --- Triton's refusal of ROCm's fp8 e4m3 (fnuz, fp8e4b8) off CDNA3 (triton/language/semantic.py, the AMD backend)
def test_rocm_fp8e4b8_under_an_fp8_checkpoint_is_the_quantization() -> None:
    text = ("vllm serve /models/Qwen3-30B-A3B-FP8 --tensor-parallel-size 2\n"
            "ValueError: type fp8e4b8 not supported in this architecture. The supported fp8 dtypes are ('fp8e5',)\n")
    d = _d(text)
    assert d["message_kind"] == "quantization_unsupported_gpu" and "CDNA3" in d["diagnosis"]["summary"]
    assert not any("8.9" in f["title"] for f in d["fixes"])


def test_rocm_fp8e4b8_under_an_fp8_kv_cache_is_the_kv_dtype() -> None:
    text = ("vllm serve meta-llama/Llama-3.1-8B-Instruct --kv-cache-dtype fp8\n"
            "ValueError: type fp8e4b8 not supported in this architecture. The supported fp8 dtypes are ('fp8e5',)\n")
    d = _d(text)
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert any(f["command"] == "--kv-cache-dtype auto" for f in d["fixes"])


# --- vllm-metal's KV planner refusing a negative budget (vllm-metal cache_policy.py)
def test_metal_negative_kv_budget_under_a_small_share() -> None:
    d = _d("ValueError: Paged attention: not enough Metal memory for KV cache. metal_limit=21.33GB, fraction=0.2, "
           "usable_metal=4.27GB, model_memory=4.61GB, overhead=1.10GB, kv_budget=-1.44GB.\n")
    assert d["message_kind"] == "kv_memory_negative"
    assert d["numbers"]["available_gib"] == -1.44 and d["numbers"]["gpu_memory_utilization"] == 0.2
    assert d["diagnosis"]["cause"] == "util_too_low"
    assert all(float(f["value"]) > 0.2 for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization")


# --- JAX's device mesh above the TPU chips (jax/experimental/mesh_utils.py create_device_mesh)
def test_a_tpu_mesh_larger_than_the_chips() -> None:
    d = _d("vllm serve Qwen/Qwen3-32B --tensor-parallel-size 16\n"
           "ValueError: Number of devices 8 must be >= the product of mesh_shape (1, 16)\n")
    assert d["message_kind"] == "tp_over_gpus" and d["numbers"]["gpu_count"] == 8
    assert "TPU" in d["diagnosis"]["summary"]
    assert not any("CUDA_VISIBLE_DEVICES" in f["detail"] for f in d["fixes"])
    assert all(int(f["value"]) <= 8 for f in d["fixes"] if f["flag"] == "--tensor-parallel-size")


# --- huggingface_hub's refusal under HF_HUB_OFFLINE=1 (huggingface_hub/utils/_http.py OfflineModeIsEnabled)
def test_hub_offline_mode_refusing_a_call_the_cache_cannot_answer() -> None:
    d = _d("huggingface_hub.errors.OfflineModeIsEnabled: Cannot reach https://huggingface.co/api/models/Qwen/"
           "Qwen2.5-7B-Instruct/revision/main: offline mode is enabled. To disable it, please unset the "
           "`HF_HUB_OFFLINE` environment variable.\n")
    assert d["message_kind"] == "hub_unreachable" and d["diagnosis"]["cause"] == "hub_unreachable"
    assert any(f["flag"] == "--model" for f in d["fixes"])


# --- a top-level package not installed (CPython's ModuleNotFoundError) under the code that imports it
def test_a_missing_top_level_package_under_a_plugins_model() -> None:
    text = ('  File "/usr/local/lib/python3.12/dist-packages/vllm_omni/model_executor/models/x/codec.py", line 22, in '
            "_load\n    import soundfile\n"
            "ModuleNotFoundError: No module named 'soundfile'\n")
    d = _d(text)
    assert d["message_kind"] == "dependency_missing" and d["numbers"]["missing_package"] == "soundfile"
    assert d["fixes"][0]["title"] == "install soundfile"


def test_a_platform_probes_debug_line_naming_a_package_is_not_a_failure() -> None:
    # vLLM's platform detection logs the packages it did not find at DEBUG and goes on (platforms/__init__.py)
    d = _d("DEBUG 05-01 10:00:00 [__init__.py:39] Checking if TPU platform is available.\n"
           "DEBUG 05-01 10:00:00 [__init__.py:58] TPU platform is not available because: No module named 'libtpu'\n")
    assert d["diagnosis"]["cause"] == "unrecognized"


def test_a_later_failure_outranks_a_missing_optional_package() -> None:
    text = ("ModuleNotFoundError: No module named 'pynvml'\n"
            "ValueError: To serve at least one request with the models's max seq len (32768), (4.00 GiB KV cache is "
            "needed, which is larger than the available KV cache memory (2.00 GiB). Based on the available memory, the "
            "estimated maximum model length is 16384. Try increasing `gpu_memory_utilization` or decreasing "
            "`max_model_len` when initializing the engine.\n")
    assert _d(text)["message_kind"] == "kv_cache_too_small"


def test_the_importers_own_error_after_a_missing_package_is_read_in_its_place() -> None:
    # vLLM's placeholder module raising its own ImportError from the missing import (vllm/utils/import_utils.py)
    text = ("ModuleNotFoundError: No module named 'fastsafetensors'\n\n"
            "The above exception was the direct cause of the following exception:\n\n"
            '  File "/usr/local/lib/python3.12/dist-packages/vllm/utils/import_utils.py", line 324, in __getattr__\n'
            "    raise ImportError(msg) from exc\n"
            "ImportError: Please install vllm[fastsafetensors] for fastsafetensors support\n")
    d = _d(text)
    assert d["numbers"].get("missing_package") is None
    assert "fastsafetensors" in (d["message_text"] or "") and "Please install" in (d["message_text"] or "")


# --- a .gguf read as config.json (transformers' _get_config_dict), the Hub's 404 for a repository's config.json
def test_a_gguf_file_read_as_the_config_on_a_release_without_gguf() -> None:
    d = _d("OSError: It looks like the config file at '/models/llama-3-8b-instruct.Q5_K_M.gguf' is not a valid JSON "
           "file.\n")
    assert d["message_kind"] == "config_format_not_found" and "GGUF" in d["diagnosis"]["summary"]
    assert [f["title"] for f in d["fixes"]] == ["vLLM 0.5.5 or newer"]


def test_a_repository_without_config_json() -> None:
    d = _d("huggingface_hub.errors.EntryNotFoundError: 404 Client Error. Entry Not Found for url: "
           "https://huggingface.co/someone/model-q4-GGUF/resolve/main/config.json.\n")
    assert d["message_kind"] == "config_format_not_found" and d["numbers"]["repo_id"] == "someone/model-q4-GGUF"


# --- Baidu Kunlun's XCCL failing between XPU workers (torch_xmlir's XCCLUtils check, XCCL's own log line)
def test_kunlun_xccl_failing_is_the_collective_library() -> None:
    text = ("[XCCL][init.cpp:990] dev 1 peer link check failed\n"
            "RuntimeError: [INTERNAL ERROR]: error code= 3(at /build/torch_xmlir/csrc/new_xccl/XCCLUtils.hpp:53)\n")
    d = _d(text)
    assert d["message_kind"] == "nccl_error" and "XCCL" in d["diagnosis"]["summary"]
    assert not any(f["flag"].startswith(("--", "NCCL_")) for f in d["fixes"])


# --- Dynamo's graph break in the model's code (torch/_dynamo/exc.py), which vLLM's full-graph compile cannot take
def test_a_dynamo_graph_break_under_vllms_compile() -> None:
    text = ("torch._dynamo.exc.Unsupported: Attempted to call function marked as skipped\n"
            "  Explanation: Dynamo developers have intentionally marked that the function `custom_rmsnorm` should not be "
            "traced.\n"
            " For more details about this graph break, please visit: "
            "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0007.html\n\n"
            "from user code:\n"
            '   File "/usr/lib/python3/site-packages/vllm/model_executor/models/llama.py", line 330, in forward\n')
    d = _d(text)
    assert d["message_kind"] == "torch_compile_error" and "graph break" in d["diagnosis"]["summary"]
    assert not any(f["flag"] == "VLLM_DISABLE_COMPILE_CACHE" for f in d["fixes"])


# --- block-FP8 MoE widths over TP ranks (utils/fp8_utils.py::validate_fp8_block_shape): expert parallel keeps experts whole
def test_a_block_fp8_moe_width_split_by_tp_proposes_expert_parallel() -> None:
    text = ("vllm serve Qwen/Qwen3-30B-A3B-FP8 --tensor-parallel-size 4\n"
            "ValueError: The output_size of gate's and up's weight = 192 is not divisible by weight quantization "
            "block_n = 128.\n")
    d = _d(text)
    assert d["message_kind"] == "tp_not_divisible"
    assert any(f["flag"] == "--enable-expert-parallel" for f in d["fixes"])


def test_a_retold_block_n_refusal_in_a_title() -> None:
    d = _d("[Bug]: FP8 MoE checkpoint cannot load with tp_size=4 - gate+up weight output_size (96) not divisible by FP8 "
           "block_n=128\n")
    assert d["message_kind"] == "tp_not_divisible" and d["numbers"].get("tile") == "block_n"
