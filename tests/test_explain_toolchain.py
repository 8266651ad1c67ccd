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
