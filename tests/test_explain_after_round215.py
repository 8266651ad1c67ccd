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
