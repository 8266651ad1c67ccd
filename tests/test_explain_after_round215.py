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
