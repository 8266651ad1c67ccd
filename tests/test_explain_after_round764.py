"""Readings of the session of 2026-12-07, twelfth (tests/golden/wild/BLIND.md, rounds 765-784), fitted after their
rounds were graded once: a test marked "fails on 927d5f83" fails on the code every round of the session was graded on;
the others guard the rules' limits. Messages are cited per test (vLLM's quantization/moe_wna16.py and
utils/marlin_utils.py, v1/attention/backends/flashinfer.py, the CUDA runtime's and ROCr's fault texts, CPython's
argparse, torch's _dynamo/eval_frame.py, nvcc's preprocessor); expected values come from those sources and from vLLM's
own length shorthand, never from kvroom. None of these texts is a fixture's."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix

from kvroom.logs import parse_text


def _titles(d: dict) -> list[str]:
    return [f["title"] for f in d["fixes"]]


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# ---------------------------------------------------------------- a capability gate that read -1 (no CUDA capability)

def test_a_capability_gate_reading_minus_one_is_the_platform_not_the_gpus_age() -> None:
    # fails on 927d5f83. quantization/moe_wna16.py::MoeWNA16Config.__init__ writes a None device capability as -1
    # (`-1 if capability_tuple is None else capability_tuple.to_int()`) and raises "The quantization method moe_wna16 +
    # gptq is not supported for the current GPU. Minimum capability: 75. Current capability: -1."
    d = _d("ValueError: The quantization method moe_wna16 + gptq is not supported for the current GPU. Minimum "
           "capability: 75. Current capability: -1.")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["current_capability"] == -1 and d["numbers"]["min_capability"] == 75
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "no CUDA compute capability" in d["diagnosis"]["summary"]
    assert not any("compute capability" in t for t in _titles(d))  # no "a GPU with compute capability 7.5" fix
    assert no_memory_fix(d)


def test_marlins_check_with_device_capability_minus_one() -> None:
    # fails on 927d5f83. utils/marlin_utils.py::_check_marlin_supported prints its device_capability, -1 where the
    # platform reports none ("... Only types = [] are supported (for group_size = 64, device_capability = -1, zp = True)")
    d = _d("ValueError: Marlin does not support weight_bits = uint4. Only types = [] are supported (for group_size = 64, "
           "device_capability = -1, zp = True)")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["current_capability"] == -1
    assert "no CUDA compute capability" in d["diagnosis"]["summary"]


def test_a_real_capability_keeps_the_gpu_reading() -> None:
    # guard: a CUDA GPU's capability (7.0) below the method's minimum is still the GPU's age
    d = _d("ValueError: The quantization method awq is not supported for the current GPU. Minimum capability: 75. "
           "Current capability: 70.")
    assert d["numbers"]["current_capability"] == 70
    assert "no CUDA compute capability" not in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- a CUDA-only op called on Intel's XPU

_XPU_OP_LOG = """\
Environment: torch 2.9.0+xpu, vllm built with docker/Dockerfile.xpu on an Arc A770
  File "/opt/venv/lib/python3.12/site-packages/vllm/_custom_ops.py", line 412, in gptq_marlin_repack
    return torch.ops._C.gptq_marlin_repack(b_q_weight, perm, size_k, size_n, num_bits)
AttributeError: '_OpNamespace' '_C' object has no attribute 'gptq_marlin_repack'
"""


def test_a_cuda_quantization_op_missing_on_xpu_is_the_method_not_torch() -> None:
    # fails on 927d5f83. vLLM's CMakeLists.txt compiles csrc's CUDA kernels for CUDA and ROCm only; torch's XPU wheels
    # carry "+xpu" in their version, and docker/Dockerfile.xpu is vLLM's XPU image
    r = parse_text(_XPU_OP_LOG)
    assert r.platform == "xpu"
    d = _d(_XPU_OP_LOG)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "Intel XPU" in d["diagnosis"]["summary"]
    assert not any("torch" in t for t in _titles(d))


def test_the_same_op_missing_on_cuda_stays_a_torch_mismatch() -> None:
    # guard: on a CUDA build the op is compiled; missing, vllm._C did not load (a torch of another release)
    d = _d(_XPU_OP_LOG.replace("torch 2.9.0+xpu, vllm built with docker/Dockerfile.xpu on an Arc A770",
                               "torch 2.9.0+cu128 on an RTX 4090"))
    assert d["message_kind"] == "torch_abi_mismatch"


def test_a_non_quantization_op_missing_on_xpu_stays_a_torch_mismatch() -> None:
    # guard: only a quantization kernel's op is the method's path; rms_norm missing is the extension not loading
    d = _d(_XPU_OP_LOG.replace("gptq_marlin_repack", "rms_norm"))
    assert d["message_kind"] == "torch_abi_mismatch"


# ---------------------------------------------------------------- an earlier build that ran the same checkpoint

def test_a_quantization_refusal_after_an_upgrade_is_the_release() -> None:
    # fails on 927d5f83. "a regression from v0.9.x": the reporter's bisection; the GPU and the checkpoint did not change
    text = ("GPTQ checkpoints stopped loading on our T4s - a regression from v0.9.x.\n"
            "ValueError: The quantization method gptq_marlin is not supported for the current GPU. Minimum "
            "capability: 80. Current capability: 75.\n")
    r = parse_text("vllm 0.10.1\n" + text)
    assert r.working_release == "0.9.x"
    d = _d("INFO vLLM version 0.10.1\n" + text)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "vLLM 0.9.x meanwhile"


def test_a_quantization_refusal_without_a_working_build_is_the_gpu() -> None:
    # guard: nothing said of an earlier build
    d = _d("ValueError: The quantization method gptq_marlin is not supported for the current GPU. Minimum "
           "capability: 80. Current capability: 75.")
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"


# ---------------------------------------------------------------- the KV message retold without its parentheses

def test_the_kv_message_retold_without_parentheses_keeps_its_numbers() -> None:
    # fails on 927d5f83. v1/core/kv_cache_utils.py::check_enough_kv_cache_memory prints "max seq len (N)" and "(X GiB)";
    # a reporter's notes drop the parentheses
    d = _d("To serve at least one request with max seq len 65536, 6.00 GiB KV cache is needed, larger than available "
           "KV cache memory 2.25 GiB. Based on the available memory, the estimated maximum model length is 24576.")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["max_seq_len"] == 65536
    assert d["numbers"]["needed_gib"] == 6.0 and d["numbers"]["available_gib"] == 2.25


# ---------------------------------------------------------------- CUDA graphs: a refused call, a faulting kernel

_CAPTURE_FRAMES = """\
  File "/usr/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 3301, in capture_model
    self._capture_cudagraphs(
  File "/usr/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 3390, in _capture_cudagraphs
    self._dummy_run(
  File "/usr/lib/python3.12/site-packages/vllm/model_executor/models/deepseek_v2.py", line 880, in forward
    self.stream.wait_event(self.done)
"""


def test_an_invalid_argument_under_the_capture_is_the_graphs() -> None:
    # fails on 927d5f83. cudaErrorInvalidValue ("CUDA error: invalid argument") raised under vLLM's capture frames
    d = _d(_CAPTURE_FRAMES + "torch.AcceleratorError: CUDA error: invalid argument\n")
    assert d["message_kind"] == "cuda_graph_unsupported"
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert d["fixes"][0]["flag"] == "--enforce-eager"
    assert no_memory_fix(d)


def test_an_invalid_argument_elsewhere_is_not_the_graphs() -> None:
    # guard: the same words from any other CUDA call
    r = parse_text('  File "/x/vllm/model_executor/layers/linear.py", line 1, in forward\n'
                   "RuntimeError: CUDA error: invalid argument\n")
    assert r.message_kind != "cuda_graph_unsupported"


def test_a_rocm_memory_access_fault_with_an_eager_ab_is_the_graphs() -> None:
    # fails on 927d5f83. ROCr's fault handler prints "Memory access fault by GPU node-N (Agent handle: ...) on address
    # ... Reason: Unknown." where CUDA says "an illegal memory access"; the reporter's A/B says eager mode runs clean
    text = ("VLLM_USE_BREAKABLE_CUDAGRAPH=1 vllm serve /models/x --tensor-parallel-size 4\n"
            "The same launch works with --enforce-eager.\n"
            "Memory access fault by GPU node-2 (Agent handle: 0x5a1b2c3d) on address 0x7f0000000000. Reason: Unknown.\n")
    d = _d(text)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert _flags(d)[:2] == ["--enforce-eager", "VLLM_USE_BREAKABLE_CUDAGRAPH"]
    assert d["fixes"][1]["value"] == "0"


def test_a_fault_under_a_chosen_graph_mode() -> None:
    # fails on 927d5f83. the launch chose cudagraph_mode FULL_DECODE_ONLY; the paste names no other path
    text = ("vllm serve m --compilation-config '{\"cudagraph_mode\": \"FULL_DECODE_ONLY\"}'\n"
            "torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert any("FULL_DECODE_ONLY" in t for t in _titles(d))


def test_the_default_graph_mode_is_no_choice_of_the_launch() -> None:
    # guard: FULL_AND_PIECEWISE is the default of every release that has it; named alone it ties nothing to the graphs
    text = ("INFO config: cudagraph_mode=FULL_AND_PIECEWISE\n"
            "torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n")
    assert _d(text)["diagnosis"]["cause"] != "cuda_graph_unsupported"


def test_a_fault_after_the_start_finished_is_not_the_capture() -> None:
    # fails on 927d5f83. vLLM's capture lines before "Graph capturing finished" (v1/worker/gpu_model_runner.py
    # capture_model): a fault while serving follows a capture that ended
    text = ("INFO Capturing CUDA graphs (decode, FULL): 100%\n"
            "INFO Graph capturing finished in 12 secs, took 0.45 GiB\n"
            "ERROR torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n")
    assert _d(text)["diagnosis"]["cause"] != "cuda_graph_unsupported"


# ---------------------------------------------------------------- argparse's "invalid int value"

def test_argparse_refusing_a_value_of_the_wrong_type() -> None:
    # fails on 927d5f83. CPython's argparse: "argument %(dest)s: invalid %(type)s value: %(value)r"
    d = _d("vllm serve: error: argument --max-num-seqs: invalid int value: 'sixteen'")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_flag"] == "--max-num-seqs" and d["numbers"]["cli_bad_value"] == "sixteen"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert no_memory_fix(d)


def test_a_port_mapping_read_as_a_short_flag() -> None:
    # fails on 927d5f83. argparse takes "-p" as the start of "-pp" (single-dash prefixes, _get_option_tuples); a
    # container's "-p 8001:8001" written after the image name reaches vLLM's parser
    d = _d("api_server.py: error: argument --pipeline-parallel-size/-pp: invalid int value: '8001:8001'")
    assert "docker" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "the container's options before the image name"
    assert not any(f["flag"] == "--pipeline-parallel-size" for f in d["fixes"])


def test_a_length_shorthand_before_its_release() -> None:
    # fails on 927d5f83. --max-model-len took int() before 0.8.4; vLLM's shorthand: 16k = 16,000, 16K = 16,384
    lower = _d("error: argument --max-model-len: invalid int value: '16k'")
    upper = _d("error: argument --max-model-len: invalid int value: '16K'")
    assert (lower["fixes"][0]["flag"], lower["fixes"][0]["value"]) == ("--max-model-len", "16000")
    assert upper["fixes"][0]["value"] == "16384"


# ---------------------------------------------------------------- FlashInfer's guard on SM90

def test_a_backends_guard_for_a_gpu_generation() -> None:
    # fails on 927d5f83. v1/attention/backends/flashinfer.py::FlashInferMetadataBuilder.__init__ raises
    # NotImplementedError("FlashInfer backend on SM90 currently crashes with sliding-window attention layers. Use the
    # default attention backend.")
    text = ('  File "/usr/lib/python3.12/site-packages/vllm/v1/attention/backends/flashinfer.py", line 760, in __init__\n'
            "    raise NotImplementedError(\n"
            "NotImplementedError: FlashInfer backend on SM90 currently crashes with sliding-window attention layers. "
            "Use the default attention backend.\n")
    d = _d(text)
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["numbers"]["gpu_arch"] == "SM90" and d["numbers"]["attention_feature"] == "sliding-window"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert d["fixes"][0]["title"] == "another attention backend"
    assert "FLASHINFER" not in str(d["fixes"][0]["value"]).upper()


# ---------------------------------------------------------------- torch 2.12's fullgraph check

def test_a_fullgraph_compile_that_compiled_nothing() -> None:
    # fails on 927d5f83. torch/_dynamo/eval_frame.py (torch 2.12+): "torch.compile with fullgraph=True found no
    # compiled frames. The frame was likely skipped (e.g., a non-infra torch dispatch mode was active, dynamo was
    # disabled, or the frame was skipped."
    d = _d("TORCHDYNAMO_DISABLE=1 vllm serve m\nRuntimeError: torch.compile with fullgraph=True found no compiled "
           "frames. The frame was likely skipped (e.g., a non-infra torch dispatch mode was active, dynamo was "
           "disabled, or the frame was skipped.")
    assert d["message_kind"] == "torch_compile_error"
    assert d["fixes"][0]["title"].startswith("--enforce-eager")
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a CUDA library's header missing in a JIT build

def test_a_cuda_library_header_missing_in_a_jit_build() -> None:
    # fails on 927d5f83. nvcc's preprocessor: "<file>:<line>:<col>: fatal error: cublasLt.h: No such file or directory"
    d = _d("/root/.cache/flashinfer/jit/gemm.cu:12:10: fatal error: cublasLt.h: No such file or directory\n"
           "compilation terminated.\n")
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["numbers"]["missing_header"] == "cublasLt.h"
    assert d["fixes"][0]["title"] == "install libcublas-dev-<X-Y>"


def test_pythons_header_keeps_its_own_reading() -> None:
    # guard: Python.h is Python's development package, not the CUDA toolkit's
    d = _d("/tmp/tmpab/main.c:5:10: fatal error: Python.h: No such file or directory")
    assert d["fixes"][0]["title"] == "install Python's development headers"


# ---------------------------------------------------------------- a KV layer's KeyError under pipeline stages

_LAYER_KEY_TRACE = """\
  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 4843, in get_attn_backends_for_group
    layers = get_layers_from_vllm_config(
  File "/usr/local/lib/python3.12/dist-packages/vllm/config/vllm.py", line 1457, in get_layers_from_vllm_config
    if isinstance(forward_context[layer_name], layer_type)
KeyError: 'model.layers.47.self_attn.attn'
"""


def test_a_layer_name_key_error_under_pipeline_stages_written_tp_plus_pp() -> None:
    # fails on 927d5f83. vllm/config/vllm.py::get_layers_from_vllm_config indexes the forward context by the KV cache
    # groups' layer names; a stage registers only its own layers. "TP4+PP2" is how reports write the layout
    d = _d("[Bug]: TP4+PP2 serving fails at KV cache init\n" + _LAYER_KEY_TRACE)
    assert d["message_kind"] is None
    assert d["numbers"]["layer_name"] == "model.layers.47.self_attn.attn"
    assert d["diagnosis"]["cause"] == "pp_unsupported"


def test_the_same_key_error_without_stages_stays_vllms_line() -> None:
    # guard: no pipeline stages and no KV connector in the paste: the line's own reading
    d = _d("[Bug]: serving fails at KV cache init\n" + _LAYER_KEY_TRACE)
    assert d["message_kind"] == "vllm_check_failed"


# ---------------------------------------------------------------- an engine the paste shows dying is no capacity log

def test_a_sizing_line_before_the_engines_death_is_no_capacity_verdict() -> None:
    # fails on 927d5f83. v1/engine/core.py prints "EngineCore failed to start." after the cause; with the cause cut,
    # "no startup failure" would contradict the paste: kvroom reads no cause (exit 3)
    text = ("(EngineCore_DP0 pid=7) INFO 11-25 18:39:23 [gpu_worker.py:348] Available KV cache memory: 1.20 GiB\n"
            "(EngineCore_DP0 pid=7) ERROR 11-25 18:39:23 [core.py:842] EngineCore failed to start.\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "unrecognized"
    assert not parse_text(text).message_kind


def test_a_workers_exception_line_is_a_death_too() -> None:
    # fails on 927d5f83. v1/executor/multiproc_executor.py::WorkerProc.worker_busy_loop logs "WorkerProc hit an
    # exception." above the traceback that names the cause
    text = ("(EngineCore pid=9) INFO [kv_cache_utils.py:1745] Maximum concurrency for 32,768 tokens per request: 4.25x\n"
            "(Worker_TP1 pid=12) ERROR [multiproc_executor.py:987] WorkerProc hit an exception.\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "unrecognized"
    assert "WorkerProc hit an exception" in d["diagnosis"]["summary"]


def test_a_healthy_capacity_log_stays_one() -> None:
    # guard: the same sizing line without a death
    d = _d("(EngineCore_DP0 pid=7) INFO 11-25 18:39:23 [gpu_worker.py:348] Available KV cache memory: 1.20 GiB\n")
    assert d["diagnosis"]["cause"] == "capacity"


# ---------------------------------------------------------------- a class's name in a code span is no message

def test_a_class_name_in_a_code_span_is_not_a_cut_message() -> None:
    # fails on 927d5f83. vLLM raises NotImplementedError("SimpleCPUOffloadConnector does not support reset_cache().
    # ...") (simple_cpu_offload_connector.py); a sentence naming the class in a code span quotes no message
    r = parse_text("\nWe run `SimpleCPUOffloadConnector` with **pinned (host) buffers** — no RDMA at all, just copies "
                   "through the allocator.")
    assert r.message_kind is None


def test_a_quoted_message_in_a_code_span_is_still_read() -> None:
    # guard: the message itself in a code span (words, not one name) is vLLM's check
    r = parse_text("\nIt fails with `SimpleCPUOffloadConnector does not support reset_cache()` when I reset the cache.")
    assert r.message_kind == "vllm_check_failed"


# ---------------------------------------------------------------- the same readings under a paste's transformations

def test_a_chosen_graph_mode_in_typographic_quotes() -> None:
    # fails on 927d5f83. a page renders the command's JSON quotes as typographic ones (the transformations test's typographic_quotes)
    text = ("vllm serve m --compilation-config '{\u201ccudagraph_mode\u201d: \u201cPIECEWISE\u201d}'\n"
            "torch.AcceleratorError: CUDA error: an illegal memory access was encountered\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert d["numbers"]["graph_mode_set"] == "cudagraph_mode PIECEWISE"


def test_a_layer_key_error_wrapped_after_its_colon() -> None:
    # fails on 927d5f83. a re-flow puts the layer's name on the next line ("KeyError:\n'model.layers.30....'")
    d = _d("TP4+PP2 launch\nKeyError:\n'model.layers.30.self_attn.attn'\n")
    assert d["diagnosis"]["cause"] == "pp_unsupported"


def test_pytests_failing_line_marker_under_a_journal_prefix() -> None:
    # fails on 927d5f83. pytest marks the failing source line with ">" and seven spaces; under journald's prefix it is still vLLM's assert
    # (v1/core/sched/scheduler.py::Scheduler.schedule's "assert (len(scheduled_new_reqs) + len(scheduled_resumed_reqs) +")
    text = ("Dec 01 10:00:15 node python3[1]: >       assert (len(scheduled_new_reqs) + len(scheduled_resumed_reqs) +\n"
            "Dec 01 10:00:16 node python3[1]:                 len(scheduled_running_reqs) <= len(self.running)), (\n"
            "Dec 01 10:00:21 node python3[1]: E       AssertionError: scheduled_new_reqs: 0 + scheduled_running_reqs: 2\n")
    assert parse_text(text).raise_site == "vllm/v1/core/sched/scheduler.py::Scheduler.schedule"


def test_the_cli_says_where_a_workers_cause_is() -> None:
    # fails on 927d5f83. the worker's line stands above its traceback (multiproc_executor.py), not below the cause as
    # the engine's wrapper lines do
    import subprocess
    import sys

    text = "(Worker_TP1 pid=12) ERROR [multiproc_executor.py:987] WorkerProc hit an exception."
    out = subprocess.run([sys.executable, "-m", "kvroom", "explain", "--text", text], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 3
    assert "WorkerProc hit an exception" in out.stdout and "above the traceback" in out.stdout
