"""The rules written in the session of rounds 215+ (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's, Docker's or Python's own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


_MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                 "--enforce-eager"}


# --- the base Platform class's methods raise NotImplementedError (vllm/platforms/interface.py, 0.6.2-0.33.0); only
# UnspecifiedPlatform, vLLM's probe result when no platform answered, inherits them unoverridden.
@pytest.mark.parametrize("func", ["get_device_total_memory", "get_device_name", "get_current_memory_usage"])
def test_the_base_platforms_not_implemented_is_no_gpu_seen(func: str) -> None:
    d = _d('Traceback (most recent call last):\n'
           '  File "/opt/venv/lib/python3.10/site-packages/vllm/worker/worker.py", line 130, in init_device\n'
           '    self.init_gpu_memory = current_platform.get_device_total_memory()\n'
           f'  File "/opt/venv/lib/python3.10/site-packages/vllm/platforms/interface.py", line 160, in {func}\n'
           '    raise NotImplementedError\nNotImplementedError\n')
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("no_gpu_visible", "no_gpu_visible")
    assert not _MEMORY_FLAGS & set(_flags(d))


def test_the_same_raise_in_a_notebooks_traceback() -> None:
    # IPython's frame format: the file, "in func(args)", numbered source lines and an arrow at the raising one
    d = _d("NotImplementedError                       Traceback (most recent call last)\n"
           "<ipython-input-3-1f2e> in <cell line: 0>()\n----> 1 llm = LLM(model='facebook/opt-125m')\n\n"
           "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py in init_device(self)\n"
           "    129         torch.cuda.empty_cache()\n--> 130         self.init_gpu_memory = x()\n\n"
           "/usr/local/lib/python3.10/dist-packages/vllm/platforms/interface.py in get_device_name(cls, device_id)\n"
           "    150         \"\"\"Get the name of a device.\"\"\"\n--> 151         raise NotImplementedError\n\n"
           "NotImplementedError: \n")
    assert d["message_kind"] == "no_gpu_visible"


def test_a_bare_raise_elsewhere_in_vllm_stays_vllms_check() -> None:
    d = _d('Traceback (most recent call last):\n'
           '  File "/opt/venv/lib/python3.10/site-packages/vllm/platforms/cuda.py", line 123, in check_and_update_config\n'
           '    raise NotImplementedError\nNotImplementedError\n')
    assert d["message_kind"] == "vllm_check_failed"


def test_a_plugin_platform_leaving_the_base_method_is_not_no_gpu() -> None:
    d = _d('Traceback (most recent call last):\n'
           '  File "/opt/venv/lib/python3.11/site-packages/vllm_ascend/worker/worker.py", line 90, in init_device\n'
           '    x = current_platform.get_device_uuid()\n'
           '  File "/opt/venv/lib/python3.11/site-packages/vllm/platforms/interface.py", line 170, in get_device_uuid\n'
           '    raise NotImplementedError\nNotImplementedError\n')
    assert d["message_kind"] != "no_gpu_visible"


# --- torch's CUDA IPC of expandable segments takes the sender's file descriptor with pidfd_getfd (c10/cuda/
# CUDACachingAllocator.cpp, torch 2.5+), which Docker's seccomp profile or yama's ptrace_scope can deny (pytorch#165685)
@pytest.mark.parametrize("line", [
    "RuntimeError: pidfd_getfd: Operation not permitted",
    "(EngineCore_DP0 pid=311) RuntimeError: pidfd_open: Operation not permitted",
    "RuntimeError: The kernel on this machine does not support the pidfd_open syscall needed to use IPC for CUDA "
    "tensors when expandable_segments:True is set. Consider using expandable_segments:False via torch.cuda.memory."
    "_set_allocator_settings('expandable_segments:False') for this allocation.",
])
def test_a_refused_pidfd_is_the_environment_not_memory(line: str) -> None:
    d = _d('  File "/usr/lib/python3/dist-packages/torch/multiprocessing/reductions.py", line 181, in '
           'rebuild_cuda_tensor\n' + line + "\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("container_runtime_incompatible",
                                                            "container_runtime_incompatible")
    assert any(f["flag"] == "PYTORCH_CUDA_ALLOC_CONF" and "False" in f["value"] for f in d["fixes"])
    assert not _MEMORY_FLAGS & set(_flags(d))


# --- the container runtime running the first argument as the program (runc's "exec: \"X\": executable file not found
# in $PATH", Podman / crun's "executable file `X` not found in $PATH")
@pytest.mark.parametrize("line, arg", [
    ('docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: '
     'unable to start container process: exec: "--model": executable file not found in $PATH: unknown.', "--model"),
    ("Error: crun: executable file `--tensor-parallel-size` not found in $PATH: No such file or directory: OCI runtime "
     "attempted to invoke a command that was not found", "--tensor-parallel-size"),
])
def test_a_flag_run_as_the_containers_program(line: str, arg: str) -> None:
    d = _d(line + "\n")
    assert (d["message_kind"], d["numbers"]["exec_arg"]) == ("container_runtime_incompatible", arg)
    assert "vllm serve" in d["fixes"][0]["detail"]
    assert not _MEMORY_FLAGS & set(_flags(d))


def test_a_missing_program_that_is_not_a_flag_is_not_read_so() -> None:
    d = _d('docker: Error response from daemon: exec: "nvidia-smi": executable file not found in $PATH: unknown.\n')
    assert d["message_kind"] != "container_runtime_incompatible"


# --- Inductor's wrapper over Triton's PTXASError: ptxas's own stderr below it names the GPU it does not know
# (triton/backends/nvidia/compiler.py::make_cubin)
@pytest.mark.parametrize("arch", ["sm_120a", "sm_110a"])
def test_ptxas_refusing_the_gpu_under_inductors_wrapper_is_the_missing_code(arch: str) -> None:
    d = _d("(EngineCore_DP0 pid=88) torch._inductor.exc.InductorError: PTXASError: PTXAS error: Internal Triton PTX "
           "codegen error\n(EngineCore_DP0 pid=88) `ptxas` stderr:\n"
           f"(EngineCore_DP0 pid=88) ptxas fatal   : Value '{arch}' is not defined for option 'gpu-name'\n")
    assert (d["message_kind"], d["numbers"].get("ptxas_arch")) == ("cuda_no_kernel_image", arch)
    assert "-O0" not in _flags(d)


def test_inductors_wrapper_alone_stays_a_compile_error() -> None:
    d = _d("torch._inductor.exc.InductorError: AssertionError: auto_functionalized was not removed\n")
    assert d["message_kind"] == "torch_compile_error"


# --- a GPU or MIG UUID in CUDA_VISIBLE_DEVICES kills the registry's inspection subprocess (its platform int()s every
# entry, platforms/interface.py::device_id_to_physical_device_id): the inspection failure after it is not the cause
# (the message kind stays the message's, as earlier rounds label it)
def test_a_mig_uuid_before_the_inspection_failure_is_the_device_index() -> None:
    d = _d("ValueError: invalid literal for int() with base 10: 'MIG-4c60d78c-506f-5593-938d-a136eaa1fa52'\n"
           "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n  Value error, Model "
           "architectures ['Qwen2ForCausalLM'] failed to be inspected. Please check the logs for more details. "
           "[type=value_error]\n")
    # the kind is the message read (the inspection's); the cause is the device index
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("model_inspection_failed", "cuda_visible_devices_uuid")
    assert "--trust-remote-code" not in _flags(d)


def test_the_inspection_failure_alone_stays_the_inspection() -> None:
    d = _d("ValueError: Model architectures ['Qwen2ForCausalLM'] failed to be inspected. Please check the logs for "
           "more details.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("model_inspection_failed", "model_inspection_failed")


# --- vLLM's Ray executor without an importable Ray (engine/ray_utils.py 0.1.x-0.3.x, executor/ray_utils.py 0.4.0+):
# any ImportError in its try, Ray's own imports included, reads as Ray missing
@pytest.mark.parametrize("line, mp", [
    ("ImportError: Ray is not installed. Please install Ray to use distributed serving.", False),
    ("ValueError: Failed to import Ray, please install Ray with `pip install ray`.", True),
    ("ValueError: Failed to import Ray: No module named 'pyarrow'", True),
])
def test_ray_that_did_not_import_is_a_package_not_memory(line: str, mp: bool) -> None:
    d = _d(line + "\n", vllm_version="0.6.3" if mp else None)
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch", "dependency_version_mismatch")
    assert ("--distributed-executor-backend" in _flags(d)) is mp
    assert not _MEMORY_FLAGS & set(_flags(d))
    if "pyarrow" in line:
        assert "pyarrow" in d["fixes"][0]["detail"]


# --- ModelOpt NVFP4's check that every weight_scale was loaded (quantization/modelopt.py::KNvfp4Static.process,
# 0.30.0-0.33.0): the model class built an FP4 layer the checkpoint has no FP4 tensors for
def test_an_nvfp4_scale_never_loaded_is_the_checkpoint_and_the_model_code() -> None:
    d = _d("(EngineCore pid=9) RuntimeError: NVFP4 weight_scale for layer 'model.layers.3.mlp.gate' was never loaded "
           "(still NaN). The checkpoint likely stores this layer as BF16 (not FP4). Fix: pass quant_config=None when "
           "constructing this layer, or add it to the checkpoint's ignore list.\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "model.layers.3.mlp.gate" in d["diagnosis"]["summary"]
    assert not _MEMORY_FLAGS & set(_flags(d))
    assert not any("speculative" in f["title"] for f in d["fixes"])  # not a draft's head


# --- vLLM's LoRA finds a layer's weights by the attribute names of the quantization methods it knows
# (lora/layers/utils.py::_get_lora_device, 0.4.1-0.33.0)
def test_lora_refusing_a_quantized_base_layer_is_lora_not_supported_there() -> None:
    d = _d("ValueError: Unsupported base layer: QKVParallelLinear(in_features=4096, output_features=6144, bias=False, "
           "tp_size=1, gather_output=False)\n")
    assert d["diagnosis"]["cause"] == "lora_unsupported"
    assert not _MEMORY_FLAGS & set(_flags(d))


# --- a dense backend refusing DeepSeek Sparse Attention (each MLA backend's validate_configuration, "sparse not
# supported", v1/attention/backends/mla/*.py 0.12.0-0.33.0)
@pytest.mark.parametrize("backend, reasons", [
    ("FLASHINFER_MLA", "['sparse not supported']"),
    ("TRITON_MLA", "['sparse not supported', 'kv_cache_dtype not supported']"),
])
def test_a_forced_dense_backend_on_a_sparse_model_lacks_the_models_feature(backend: str, reasons: str) -> None:
    d = _d(f"export VLLM_ATTENTION_BACKEND={backend}\nvllm serve zai-org/GLM-5 -tp 8\n"
           f"ValueError: Selected backend AttentionBackendEnum.{backend} is not valid for this configuration. Reason: "
           f"{reasons}\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("attention_backend_feature_unsupported",
                                                            "attention_backend_feature_unsupported")
    assert d["fixes"][0]["title"] == "let vLLM choose the attention backend"
    assert "--kv-cache-dtype" not in _flags(d)


def test_a_backend_refused_for_another_reason_stays_the_selection() -> None:
    d = _d("ValueError: Selected backend AttentionBackendEnum.FLASHINFER is not valid for this configuration. Reason: "
           "['head_size not supported']\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("no_attention_backend", "head_size_unsupported")


# --- NCCL's CUDACHECK on a refused peer access (src/include/checks.h: "Cuda failure '%s'", later "Cuda failure %d
# '%s'"; the runtime's string for cudaErrorPeerAccessUnsupported)
@pytest.mark.parametrize("line", [
    "(RayWorkerWrapper pid=881) misc/strongstream.cc:395 NCCL WARN Cuda failure 217 'peer access is not supported "
    "between these two devices'",
    "Cuda failure 'peer access is not supported between these two devices'",
])
def test_ncclss_refused_peer_access_turns_p2p_off(line: str) -> None:
    d = _d(line + "\n", vllm_version="0.6.3")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("nccl_error", "nccl_error")
    assert d["fixes"][0]["flag"] == "NCCL_P2P_DISABLE" and d["fixes"][0]["value"] == "1"
    assert not _MEMORY_FLAGS & set(_flags(d))


# --- the runtime's unknown error during graph capture (cudaErrorUnknown; WSL2's GPU layer before its Blackwell
# support): read only where the capture is named above it
def test_an_unknown_cuda_error_under_the_capture_is_the_capture() -> None:
    d = _d("INFO 03-02 10:11:12 [gpu_model_runner.py:3480] Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): "
           "10%\n"
           '  File "/usr/lib/python3/dist-packages/torch/cuda/graphs.py", line 186, in __exit__\n'
           "    self.cuda_graph.capture_end()\nRuntimeError: CUDA error: unknown error\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("cuda_graph_unsupported", "cuda_graph_unsupported")
    assert d["fixes"][0]["flag"] == "--enforce-eager"
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


def test_an_unknown_cuda_error_alone_is_not_read_as_the_capture() -> None:
    d = _d("RuntimeError: CUDA error: unknown error\n")
    assert d["message_kind"] != "cuda_graph_unsupported"


# --- torch's parser of PYTORCH_CUDA_ALLOC_CONF refusing a key (c10/cuda/CUDAAllocatorConfig.cpp)
@pytest.mark.parametrize("opt", ["pinned_use_background_threads", "garbage_collect_threshold"])
def test_an_allocator_option_torch_lacks_is_the_allocator_setting(opt: str) -> None:
    d = _d(f"RuntimeError: Unrecognized CachingAllocator option: {opt}\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("allocator_config_incompatible",
                                                            "allocator_config_incompatible")
    assert opt in d["fixes"][0]["title"]
    assert not _MEMORY_FLAGS & set(_flags(d))


# --- the dynamic loader's undefined symbol of torch's C++ namespaces (c10::, at::, torch::), quoted without the library
# before it: whichever extension asked for it was built against another torch
def test_a_torch_namespace_symbol_quoted_alone_is_the_torch_abi() -> None:
    d = _d('# the flash-attn wheel fails with "undefined symbol: _ZN3c104cuda9SetDeviceEi" when vLLM starts\n')
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("torch_abi_mismatch", "torch_abi_mismatch")
    assert not _MEMORY_FLAGS & set(_flags(d))


def test_a_plain_c_symbol_quoted_alone_is_not_torchs() -> None:
    d = _d('it fails with "undefined symbol: cuGetProcAddress_v2" at runtime\n')
    assert d["message_kind"] != "torch_abi_mismatch"


# --- an NCCL function the loaded libnccl does not export: libtorch_cuda.so (torch 2.8+ links NCCL 2.27's window
# registration) or vLLM's ctypes NCCL wrapper (distributed/device_communicators/pynccl_wrapper.py)
@pytest.mark.parametrize("line,symbol", [
    ("ImportError: /opt/venv/lib/python3.12/site-packages/torch/lib/libtorch_cuda.so: undefined symbol: "
     "ncclCommWindowRegister", "ncclCommWindowRegister"),
    ("AttributeError: /usr/lib/x86_64-linux-gnu/libnccl.so.2: undefined symbol: ncclCommWindowDeregister",
     "ncclCommWindowDeregister"),
    ("OSError: /usr/local/lib/libnccl.so.2: undefined symbol: ncclMemAlloc", "ncclMemAlloc"),
])
def test_an_nccl_symbol_the_library_lacks_is_two_installs_of_nccl(line: str, symbol: str) -> None:
    d = _d(line + "\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch",
                                                            "dependency_version_mismatch")
    assert d["numbers"]["nccl_symbol"] == symbol
    assert not _MEMORY_FLAGS & set(_flags(d))
    assert any("nccl" in (f["title"] + f["detail"]).lower() for f in d["fixes"])


def test_an_nccl_symbol_retold_in_a_wrapped_sentence_keeps_its_name() -> None:
    d = _d("The server image causes ImportError on ncclCommWindowRegister\nwhen another framework is installed on top.\n")
    assert d["numbers"]["nccl_symbol"] == "ncclCommWindowRegister"


def test_ncclcomminit_in_a_stack_frame_stays_ncclcs_own_error() -> None:
    d = _d("*** SIGABRT received at time=1700000000 on cpu 3 ***\n"
           "PC: @     0x7f1c2e0a99fc  (unknown)  pthread_kill\n"
           "    @     0x7f0e51a3c7a2        352  ncclCommInitRank\n")
    assert d["message_kind"] != "dependency_version_mismatch"
