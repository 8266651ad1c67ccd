"""The rules written in the session of rounds 411-416 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are vLLM's own Python raises (cited per test, read from the released wheels
into data/vllm_raises.json by tools/gen_vllm_raises.py); expected values are the sites' own files, never kvroom's."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a reporter quoting vLLM's message in double quotes on a line of prose that no other reader picks up (the scanner
# hands such a line in when the quotation opens like one of vLLM's sites; builder.py keeps the span only when it is
# that site whole)
def test_a_quoted_message_below_a_heading_is_vllms_check() -> None:
    # worker/xpu_worker.py::XPUWorker.init_worker_distributed_environment (0.2.0-0.9.2)
    d = _d("## What I tried\n\nStarting the server on the Arc box.\n\n"
           "It stops right away with \u201cdistributed_init_method must be set if torch.distributed is not already "
           "initialized\u201d and nothing else.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/worker/xpu_worker.py::" in d["diagnosis"]["summary"]


def test_a_straight_quoted_message_after_a_label() -> None:
    # model_executor/model_loader/weight_utils.py::get_quant_config (0.2.0-0.34.0)
    d = _d("Notes from the run\n\n- **Failure**: \"Cannot find the config file for gptq\"\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "weight_utils.py::get_quant_config" in d["diagnosis"]["summary"]


def test_a_quoted_phrase_that_is_no_site_is_not_an_error() -> None:
    d = _d("Summary\n\nThe docs say \"set the memory fraction before you start the server\" and I did.\n")
    assert d["message_kind"] is None


def test_quotes_on_a_json_log_line_are_not_read_as_a_quotation() -> None:
    # a structured log: every line is full of quotes, none a message
    line = '{"level": "INFO", "logger": "vllm.engine", "msg": "Loading weights took 1.52 seconds"}\n'
    d = _d(line * 200)
    assert d["message_kind"] is None


# --- a printed error line outranks a traceback's source line quoting a piece of a string literal: the literal's first
# piece may be the head of another site's text too
def test_a_printed_error_outranks_the_source_line_literal_above_it() -> None:
    # the literal's first piece "Only support per-tensor scaling factor " opens three sites (compressed_tensors.py's,
    # kv_cache.py's and quark.py's); the printed line is quark.py::QuarkKVCacheMethod.validate_kv_cache_config's
    d = _d("(EngineCore_DP0 pid=811) ERROR [core.py:700] Traceback (most recent call last):\n"
           '  File "/usr/lib/python3/site-packages/vllm/model_executor/layers/quantization/quark/quark.py", line 402, '
           "in validate_kv_cache_config\n"
           '    raise ValueError("Only support per-tensor scaling factor "\n'
           "ValueError: Only support per-tensor scaling factor for quark KV cache. Expected qscheme: per_tensor, found "
           "qscheme: per_channel\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "quark.py::QuarkKVCacheMethod.validate_kv_cache_config" in d["diagnosis"]["summary"]


# --- NCCL's bootstrap finding no network interface (NCCL src/bootstrap.cc bootstrapNetInit: WARN("Bootstrap : no socket
# interface found"); src/transport/net_socket.cc: WARN("NET/Socket : No usable listening interface found"))
_NCCL_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size")


def test_nccl_last_error_bootstrap_under_torchs_internal_error() -> None:
    d = _d("[rank0]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
           "ProcessGroupNCCL.cpp:1970, internal error - please report this issue to the NCCL developers, NCCL version "
           "2.20.5\n[rank0]: ncclInternalError: Internal check failed.\n[rank0]: Last error:\n"
           "[rank0]: Bootstrap : no socket interface found\n")
    assert d["message_kind"] == "nccl_error"
    assert "bootstrap" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "NCCL_SOCKET_IFNAME"
    assert not any(f["flag"] in _NCCL_FLAGS for f in d["fixes"])


def test_nccl_socket_transport_warn_line() -> None:
    d = _d("node1:812:812 [0] NCCL INFO NCCL_SOCKET_IFNAME set by environment to =eth9\n"
           "node1:812:812 [0] net_socket.cc:421 NCCL WARN NET/Socket : No usable listening interface found\n"
           "node1:812:812 [0] NCCL INFO init.cc:180 -> 2\n")
    assert d["message_kind"] == "nccl_error"
    assert d["fixes"][0]["flag"] == "NCCL_SOCKET_IFNAME"


# --- hipRTC with no HIP runtime to load (ROCm hipamd src/hiprtc/hiprtcInternal.cpp RTCProgram::findIsa writes "hip
# runtime failed to load." and "Error: Please provide architecture for which code is to be generated." to its log)
def test_hiprtc_without_the_hip_runtime_is_a_library_problem() -> None:
    d = _d("INFO 07-02 10:11:12 [__init__.py:244] Automatically detected platform rocm.\n"
           "ERROR 07-02 10:12:40 [core.py:586] hiprtc build log:\n"
           "ERROR 07-02 10:12:40 [core.py:586] hip runtime failed to load.\n"
           "ERROR 07-02 10:12:40 [core.py:586] Error: Please provide architecture for which code is to be generated.\n")
    assert d["message_kind"] == "cuda_library_mismatch"
    assert "libamdhip64" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in _NCCL_FLAGS for f in d["fixes"])


def test_the_architecture_line_alone_reads_the_same() -> None:
    d = _d("RuntimeError: Error: Please provide architecture for which code is to be generated.\n")
    assert d["message_kind"] == "cuda_library_mismatch"


# --- a reporter's environment list written "vllm: X" in lower case
def test_lower_case_vllm_colon_version_is_the_release() -> None:
    d = _d("vllm: 0.11.2\nrocm: 6.4\n\nhip runtime failed to load.\n")
    assert d["vllm_version"] == "0.11.2"


# --- transformers asking for trust_remote_code when the launch passed it (transformers' resolve_trust_remote_code
# raises only for a model type its own mapping lacks): the flag is no fix; the loader that failed did not get it
def test_custom_code_refusal_with_the_flag_already_on_is_not_fixed_by_the_flag() -> None:
    d = _d("$ vllm serve /models/some-new-moe --trust-remote-code --tensor-parallel-size 2\n"
           "ValueError: Loading /models/some-new-moe requires you to execute the configuration file in that repo on "
           "your local machine. Make sure you have read the code there to avoid malicious use, then set the option "
           "`trust_remote_code=True` to remove this error.\n")
    assert d["message_kind"] == "trust_remote_code_required"
    assert d["diagnosis"]["cause"] == "transformers_too_old"
    assert not any(f["flag"] == "--trust-remote-code" for f in d["fixes"])


def test_the_messages_own_advice_in_a_code_span_is_not_the_launch() -> None:
    # vLLM's config loader: "... consider setting `trust_remote_code=True` in LLM or using the `--trust-remote-code`
    # flag in the CLI." (transformers_utils/config.py) names the flag to add
    d = _d("RuntimeError: Failed to load the model config. If the model is a custom model not yet available in the "
           "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
           "`--trust-remote-code` flag in the CLI.\n")
    assert d["message_kind"] == "trust_remote_code_required"
    assert d["diagnosis"]["cause"] == "trust_remote_code_required"
    assert d["fixes"][0]["flag"] == "--trust-remote-code"
