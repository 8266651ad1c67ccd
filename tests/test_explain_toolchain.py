"""explain on Triton without a C compiler (triton_compiler_missing): Triton builds each compiled kernel's C launcher
with $CC, else gcc, else clang (triton/runtime/build.py::_find_compiler). Both wordings are quoted from the Triton
wheels in the oracle's environments: 3.2.0 ("... Please specify via CC environment variable.") and 3.9.0 (" or set
triton.knobs.build.impl." added)."""

from __future__ import annotations

import pytest

from kvroom.explain import explain

TRITON_32 = "RuntimeError: Failed to find C compiler. Please specify via CC environment variable."
TRITON_39 = ("RuntimeError: Failed to find C compiler. Please specify via CC environment variable or set "
             "triton.knobs.build.impl.")
MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                "--pipeline-parallel-size", "--enforce-eager", "--cpu-offload-gb", "--max-num-seqs", "--quantization"}


@pytest.mark.parametrize("log", [
    TRITON_32,
    "(EngineCore_DP0 pid=2231) ERROR 03-02 10:11:12 [core.py:708] " + TRITON_39,
    # Dynamo wraps the compiler's failure; the wrapped line names the cause
    "torch._dynamo.exc.BackendCompilerFailed: backend='<vllm.compilation.backends.VllmBackend object at 0x7f>' "
    "raised:\n" + TRITON_32 + "\n\nSet TORCH_LOGS=\"+dynamo\" and TORCHDYNAMO_VERBOSE=1 for more information\n",
], ids=["triton-3.2", "triton-3.9-engine-core", "dynamo-wrapped"])
def test_triton_without_a_c_compiler(log: str) -> None:
    d = explain(log).to_dict()
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["diagnosis"]["cause"] == "triton_compiler_missing"
    flags = {f["flag"] for f in d["fixes"]}
    assert not flags & MEMORY_FLAGS
    assert "CC" in flags or any("gcc" in f["detail"] for f in d["fixes"])


def test_a_compiler_named_in_prose_without_the_message_is_not_read() -> None:
    assert explain("INFO 03-02 10:11:12 [loader.py:40] Using the C compiler gcc for Triton kernels\n"
                   ).to_dict()["message_kind"] != "triton_compiler_missing"


# ptxas's own refusal of an architecture it predates, as Triton's make_cubin prints it under "Internal Triton PTX codegen
# error" (triton/backends/nvidia/compiler.py, 3.2.0 and 3.9.0); sm_121a is the GB10 (DGX Spark), sm_120a the RTX 50xx
@pytest.mark.parametrize("log, arch", [
    ("Internal Triton PTX codegen error\n`ptxas` stderr:\nptxas fatal : Value 'sm_121a' is not defined for option "
     "'gpu-name'\n\nRepro command: /usr/local/lib/python3.12/dist-packages/triton/backends/nvidia/bin/ptxas -lineinfo "
     "-v --gpu-name=sm_121a /tmp/tmpk1.ptx -o /tmp/tmpk1.ptx.o\n", "sm_121a"),
    ("(EngineCore_DP0 pid=12) ERROR 05-11 09:00:01 [core.py:866] ptxas fatal   : Value 'sm_120a' is not defined for "
     "option 'gpu-name'\n", "sm_120a"),
], ids=["gb10-triton-wrapper", "engine-core-prefix"])
def test_a_ptxas_older_than_the_gpu(log: str, arch: str) -> None:
    d = explain(log).to_dict()
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["numbers"]["ptxas_arch"] == arch
    assert arch in d["diagnosis"]["summary"] and "ptxas" in d["diagnosis"]["summary"]
    fixes = d["fixes"]
    assert fixes[0]["flag"] == "TRITON_PTXAS_PATH"
    assert not {f["flag"] for f in fixes} & MEMORY_FLAGS


def test_the_runtime_s_no_kernel_image_keeps_its_own_reading() -> None:
    d = explain("RuntimeError: CUDA error: no kernel image is available for execution on the device").to_dict()
    assert d["message_kind"] == "cuda_no_kernel_image" and "ptxas_arch" not in d["numbers"]
    assert all(f["flag"] != "TRITON_PTXAS_PATH" for f in d["fixes"])


# the record names the table row that read the message (StartupRecord.message_row), and a kernel toolchain's own
# message takes its row's reading (launchchecks._reading) without its words being read again; the texts are the
# toolchains' own: Huawei CANN's op launcher (vllm-ascend#2725), torch Inductor's GPUTooOldForTriton
# (torch/_inductor/exc.py), vLLM's FlashInfer arch check
@pytest.mark.parametrize("log, row, summary_word", [
    ("[ERROR] 2025-06-01 OP(1234,python):Cannot find binary for op PromptFlashAttention.\n", "ascend_op_binary_missing",
     "CANN"),
    ("torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\nRuntimeError: Found Tesla P40 which is too "
     "old to be supported by the triton GPU compiler, which is used as the backend. Triton only supports devices of "
     "CUDA Capability >= 7.0, but your device is of CUDA capability 6.1\n", "triton_gpu_too_old", "Triton"),
])
def test_a_toolchain_message_takes_its_row_s_reading(log: str, row: str, summary_word: str) -> None:
    from kvroom.logs import parse_text

    assert parse_text(log).message_row == row
    d = explain(log).to_dict()
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert summary_word in d["diagnosis"]["summary"]
    assert not {f["flag"] for f in d["fixes"]} & MEMORY_FLAGS


def test_a_message_kvroom_derived_names_no_row() -> None:
    from kvroom.logs import parse_text

    generic = parse_text("RuntimeError: CUDA error: no kernel image is available for execution on the device\n")
    assert generic.message_row == "cuda_no_kernel_image"
    assert parse_text("INFO 05-01 10:00:00 [gpu_worker.py:1] Available KV cache memory: 3.2 GiB\n").message_row is None
