"""The rules written in the session of rounds 197-204 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, transformers', torch's or Python's own formats (cited per test;
release windows read in the released sdists); no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- transformers' AutoTokenizer refusing tokenizer_config.json's class: "Tokenizer class X does not exist or is not
# currently imported." (models/auto/tokenization_auto.py). vLLM wraps it in its trust-remote-code advice
# (transformers_utils/tokenizer.py::get_tokenizer 0.2-0.10, tokenizers/hf.py 0.11+) or, with trust_remote_code on,
# re-raises it as it is. A class of a later transformers is not custom code.
_TRACE = ('  File "/usr/local/lib/python3.12/dist-packages/transformers/models/auto/tokenization_auto.py", line 1153, '
          'in from_pretrained\n    raise ValueError(\n')


@pytest.mark.parametrize("cls, first", [("TokenizersBackend", "5.0"), ("Qwen2Tokenizer", "4.37"),
                                        ("GemmaTokenizerFast", "4.38")])
def test_a_newer_transformers_tokenizer_class_alone_is_transformers_too_old(cls: str, first: str) -> None:
    d = _d(_TRACE + f"ValueError: Tokenizer class {cls} does not exist or is not currently imported.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch", "transformers_too_old")
    assert "--trust-remote-code" not in _flags(d)
    assert any(first in f["title"] for f in d["fixes"])
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


def test_vllms_trust_remote_code_advice_over_a_newer_class_is_not_followed() -> None:
    # vLLM's RuntimeError raised from transformers' ValueError (Python prints the cause first)
    d = _d("(APIServer pid=7) ValueError: Tokenizer class TokenizersBackend does not exist or is not currently "
           "imported.\n\nThe above exception was the direct cause of the following exception:\n\n"
           "(APIServer pid=7) RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not "
           "yet available in the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM "
           "or using the `--trust-remote-code` flag in the CLI.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("trust_remote_code_required", "transformers_too_old")
    assert "--trust-remote-code" not in _flags(d)


def test_a_custom_class_under_vllms_advice_stays_remote_code() -> None:
    # a class no transformers release has (a repository's own tokenizer .py): vLLM's advice is the fix
    d = _d("ValueError: Tokenizer class ChatGLMTokenizer does not exist or is not currently imported.\n"
           "RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in "
           "the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
           "`--trust-remote-code` flag in the CLI.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("trust_remote_code_required", "trust_remote_code_required")
    assert _flags(d)[0] == "--trust-remote-code"


def test_an_unknown_class_alone_names_the_class_without_memory_fixes() -> None:
    d = _d(_TRACE + "ValueError: Tokenizer class MammothUTokenizer does not exist or is not currently imported.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("dependency_version_mismatch",
                                                             "dependency_version_mismatch")
    assert "MammothUTokenizer" in d["diagnosis"]["summary"]
    assert not {"--gpu-memory-utilization", "--max-model-len"} & set(_flags(d))


def test_a_later_failure_is_still_the_message() -> None:
    # the tokenizer line is context only: a failure vLLM read after it stays the message
    d = _d("ValueError: Tokenizer class TokenizersBackend does not exist or is not currently imported.\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert d["message_kind"] == "no_kv_memory"


# --- an op of vllm._C missing, quoted first (an issue's title), then vllm/_custom_ops.py's warning that vllm._C did not
# import, with the loader's reason ("Failed to import from vllm._C with ImportError(...)", 0.5.0-0.11.0 sdists: the
# import sits in a try that warns and goes on). The warning's ImportError is why the op is missing.
_OP_TITLE = "[Bug]: AttributeError: '_OpNamespace' '_C' object has no attribute 'rms_norm'\n\n"


@pytest.mark.parametrize("reason, cause", [
    ("/lib64/libc.so.6: version `GLIBC_2.34' not found (required by /opt/venv/lib/python3.11/site-packages/vllm/"
     "_C.abi3.so)", "glibc_too_old"),
    ("libcudart.so.12: cannot open shared object file: No such file or directory", "cuda_runtime_library_missing"),
])
def test_the_import_warning_after_a_missing_op_names_why(reason: str, cause: str) -> None:
    d = _d(_OP_TITLE + f"WARNING 03-02 10:11:12 _custom_ops.py:14] Failed to import from vllm._C with ImportError("
                       f"\"{reason}\")\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("vllm_extension_import_failed", cause)


def test_a_missing_op_without_the_warning_stays_the_torch_abi_reading() -> None:
    d = _d(_OP_TITLE)
    assert d["diagnosis"]["cause"] == "torch_abi_mismatch"


def test_the_warning_with_an_undefined_torch_symbol_keeps_the_torch_abi_reading() -> None:
    # an undefined symbol of torch's is no loader reason the extension row reads: the op's failure stays the message
    d = _d(_OP_TITLE + "WARNING 03-02 10:11:12 _custom_ops.py:14] Failed to import from vllm._C with ImportError('/opt/"
                       "venv/lib/python3.11/site-packages/vllm/_C.abi3.so: undefined symbol: _ZN3c104cuda9SetDeviceEi')\n")
    assert d["diagnosis"]["cause"] == "torch_abi_mismatch"


# --- the launch's sizes as a JSON object's or a Python dict's members, one to a line (a run's artifact, the
# LLM(**config) it was built from): the names are vLLM's engine arguments (engine/arg_utils.py EngineArgs), read with the
# lowest priority like a --config YAML's keys.
def test_json_members_are_read_as_the_launch() -> None:
    d = _d('{\n  "model": "x",\n  "max_model_len": 6144,\n  "tensor_parallel_size": 4,\n  "max_num_seqs": 12,\n}\n'
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert (d["launch"]["max_model_len"], d["launch"]["tensor_parallel_size"], d["launch"]["max_num_seqs"]) \
        == (6144, 4, 12)


def test_python_dict_members_are_read_as_the_launch() -> None:
    d = _d("engine_kwargs = {\n    'max_model_len': 2304,\n    'pipeline_parallel_size': 2,\n}\n")
    assert (d["launch"]["max_model_len"], d["launch"]["pipeline_parallel_size"]) == (2304, 2)


def test_a_quoted_key_inside_a_sentence_is_not_a_launch_value() -> None:
    d = _d('we logged ("max_model_len": 4200, "status": "OOM") for every run\n')
    assert d["launch"]["max_model_len"] is None


# --- the CPU worker's memory gates (vllm/v1/worker/cpu_worker.py, 0.20.0-0.33.0; the 0.32.0 wheel read): on the CPU
# backend --gpu-memory-utilization is the share of the NUMA node's RAM. The start-up gate refuses ceil(MemTotal x share)
# above MemAvailable; the KV allocation refuses kv = reserved - RSS when kv <= 0 or kv > MemAvailable, and an explicit
# size above MemAvailable. Messages are those f-strings with other figures; expected shares are worked by hand.
_CPU_KV = ("(EngineCore pid=41) ERROR 11-02 09:10:11 [multiproc_executor.py:989] ValueError: Available memory on node 1 "
           "({avail}/{total} GiB) on kv cache allocation is less than requested memory for kv ({kv}). {tail}\n")


def test_cpu_kv_allocation_over_the_available_ram() -> None:
    d = _d(_CPU_KV.format(avail="30.5", total="125.8", kv="61.2/63.9 GiB", tail="Reduce CPU memory used by other processes."))
    assert d["message_kind"] == "vllm_check_failed" and d["diagnosis"]["cause"] == "other_process"
    assert {k: d["numbers"][k] for k in ("free_gib", "total_gib", "requested_gib")} == \
        {"free_gib": 30.5, "total_gib": 125.8, "requested_gib": 61.2}
    fixes = {f["flag"]: f["value"] for f in d["fixes"]}
    # used = 63.9 - 61.2 = 2.7 GiB; (30.5 + 2.7) / 125.8 = 0.2639 -> 0.26; whole GiB with one spare: 29
    assert fixes["--gpu-memory-utilization"] == "0.26" and fixes["VLLM_CPU_KVCACHE_SPACE"] == "29"
    assert "--max-model-len" not in fixes and "--tensor-parallel-size" not in fixes


def test_cpu_kv_allocation_with_nothing_left_after_the_weights() -> None:
    d = _d(_CPU_KV.format(avail="10.0", total="31.3", kv="-1.5/6.26 GiB", tail="Reduce CPU memory used by other processes."))
    assert d["diagnosis"]["cause"] == "util_too_low"
    # used = 6.26 + 1.5 = 7.76 GiB; (10.0 + 7.76) / 31.3 = 0.5674 -> 0.56, above the 0.2 the share was
    assert [f["value"] for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"] == ["0.56"]
    assert "VLLM_CPU_KVCACHE_SPACE" not in _flags(d)


def test_cpu_kv_allocation_of_an_explicit_size() -> None:
    d = _d(_CPU_KV.format(avail="5.25", total="15.5", kv="8.0 GiB",
                          tail="Decrease --kv-cache-memory-bytes, VLLM_CPU_KVCACHE_SPACE, or reduce CPU memory used by "
                               "other processes."))
    assert d["numbers"]["requested_gib"] == 8.0 and "cpu_reserved_gib" not in d["numbers"]
    assert {f["flag"]: f["value"] for f in d["fixes"]}.get("VLLM_CPU_KVCACHE_SPACE") == "4"
    assert "--gpu-memory-utilization" not in _flags(d)


def test_cpu_start_up_gate_is_the_free_memory_gate_on_ram() -> None:
    d = _d("ValueError: Available memory on node 0 (40.0/251.5 GiB) on startup is less than desired CPU memory "
           "utilization (0.9, 226.35 GiB). On the CPU backend, the `--gpu-memory-utilization` flag controls the fraction "
           "of CPU memory reserved (despite its name). To resolve: decrease `--gpu-memory-utilization` (e.g. "
           "`--gpu-memory-utilization 0.5`) or reduce CPU memory used by other processes.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("free_memory_low", "other_process")
    assert d["numbers"]["gpu_memory_utilization"] == 0.9 and d["numbers"]["free_gib"] == 40.0
    # 40.0 / 251.5 = 0.1590 -> 0.15
    assert [f["value"] for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"] == ["0.15"]
    assert "GPU" not in " ".join(d["explanation"])


# --- the loader's words for a CUDA runtime a wheel links and the environment lacks, quoted in a sentence's code span
def test_libcudart_in_a_code_span_is_the_extension_import_failure() -> None:
    d = _d("After upgrading, every import fails with `ImportError: libcudart.so.12`.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("vllm_extension_import_failed", "cuda_runtime_library_missing")


# --- "Selected backend X is not valid ... Reason: [..., 'sparse not supported']" with the command pasted and no backend
# forced: the platform's own pick for the model (v1/attention/selector.py raises it only for a backend it was handed)
_SPARSE = ("ValueError: Selected backend AttentionBackendEnum.FLASHINFER_MLA is not valid for this configuration. "
           "Reason: ['sparse not supported']\n")


def test_a_dense_backend_vllm_chose_for_a_sparse_model_is_the_release() -> None:
    d = _d("$ vllm serve zai-org/GLM-5-FP8 --tensor-parallel-size 8\n" + _SPARSE)
    # (the kind: one backend lacking the model's sparse attention, from the next session's fits, tests/
    # test_explain_after_round215.py)
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("attention_backend_feature_unsupported",
                                                            "release_regression")
    assert "--kv-cache-dtype" not in _flags(d)


def test_a_dense_backend_the_user_forced_stays_the_users() -> None:
    d = _d("$ vllm serve zai-org/GLM-5-FP8 --attention-backend FLASHINFER_MLA\n" + _SPARSE)
    assert d["diagnosis"]["cause"] != "release_regression"


def test_the_selectors_head_quoted_alone_is_the_no_backend_refusal() -> None:
    d = _d('# [Bug]: "No valid attention backend found" for Kimi-K2 on RTX 5090\n')
    assert d["message_kind"] == "no_attention_backend"


# --- the Ascend runtime's invalid device under torch_npu's set_device (CANN: ASCEND_RT_VISIBLE_DEVICES narrowed)
def test_ascend_set_visible_device_failed_is_an_invalid_device() -> None:
    d = _d("(RayWorkerWrapper pid=7) ERROR worker_base.py:572]  The argument is invalid.Reason: Set visible device "
           "failed, invalid device=3, input visible devices:0\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("invalid_device_ordinal", "invalid_device_ordinal")
    assert any("ASCEND_RT_VISIBLE_DEVICES" in f["detail"] for f in d["fixes"])
    assert "--tensor-parallel-size" not in _flags(d)


# --- libtpu finding the host's TPU chips held by another process
@pytest.mark.parametrize("line", [
    "RuntimeError: TPU initialization failed: open(/dev/accel0): Device or resource busy",
    "RuntimeError: The TPU is already in use by process with pid 4242. Not attempting to load libtpu.so in this process.",
])
def test_tpu_chips_held_by_another_process(line: str) -> None:
    d = _d(line + "\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("no_gpu_visible", "other_process")
    assert not {"--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size"} & set(_flags(d))


# --- Gaudi's bridge refusing a collective in an HPU graph (tensor parallel without the lazy collectives)
def test_hpu_graph_collective_refusal() -> None:
    d = _d("(RayWorkerWrapper pid=9) ERROR worker_base.py:467] RuntimeError: collective nonSFG is not supported during "
           "hpu graph capturing\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("cuda_graph_unsupported", "cuda_graph_unsupported")
    assert d["fixes"][0]["flag"] == "PT_HPU_ENABLE_LAZY_COLLECTIVES"
    assert "--tensor-parallel-size" not in _flags(d)


# --- vLLM's parallel flags in a reporter's sentence (engine/arg_utils.py: -tp / -pp the short forms), lowest priority
@pytest.mark.parametrize("sentence, tp, pp", [
    ("I start it on two nodes with -tp 8 -pp 2 and it dies.", 8, 2),
    ("Same error with `--tensor-parallel-size=2`.", 2, None),
    ("the vllm-tp 4 image", None, None),  # no flag: a word that ends in -tp
])
def test_parallel_flags_in_prose(sentence: str, tp, pp) -> None:
    d = _d(sentence + "\nRuntimeError: CUDA error: no kernel image is available for execution on the device\n")
    assert (d["launch"]["tensor_parallel_size"], d["launch"]["pipeline_parallel_size"]) == (tp, pp)


def test_a_pasted_command_wins_over_the_flag_in_prose() -> None:
    d = _d("I also tried -tp 4.\n$ vllm serve Qwen/Qwen2.5-7B-Instruct --tensor-parallel-size 2\n"
           "RuntimeError: CUDA error: no kernel image is available for execution on the device\n")
    assert d["launch"]["tensor_parallel_size"] == 2


# --- LLM(model, ...): the model as the first positional argument (vllm/entrypoints/llm.py::LLM.__init__)
def test_llm_positional_model_is_read() -> None:
    d = _d('llm = LLM("Qwen/Qwen2.5-7B-Instruct", gpu_memory_utilization=0.85)\n'
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "23.55 GiB of which 1.02 GiB is free.\n")
    assert d["model"] == "Qwen/Qwen2.5-7B-Instruct"


# --- vLLM's free-memory gate (v1/worker/gpu_worker.py) cut inside its total as a paste's last words: the free figure
def test_free_memory_gate_cut_inside_the_total() -> None:
    d = _d("and the second engine dies with `ValueError: Free memory on device cuda:1 (12.5/7")
    assert d["message_kind"] == "free_memory_low" and d["numbers"]["free_gib"] == 12.5
    assert "total_gib" not in d["numbers"]


def test_free_memory_gate_cut_mid_line_is_not_read() -> None:
    # (the cut must be the paste's end: a total broken by a wrap is re-joined, not taken as cut)
    d = _d("ValueError: Free memory on device cuda:0 (12.5/79.19 GiB) on startup is less than desired GPU memory "
           "utilization (0.9, 71.27 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n")
    assert (d["numbers"]["free_gib"], d["numbers"]["total_gib"]) == (12.5, 79.19)


# --- the KV refusal's two figures shortened by an author ("X GiB is needed, which is larger than the available Y GiB")
def test_kv_refusal_figures_shortened() -> None:
    d = _d('startup dies with "1.37 GiB KV cache is needed, which is larger than the available 0.61 GiB" at 32k.\n')
    assert d["message_kind"] == "kv_cache_too_small"
    assert (d["numbers"]["needed_gib"], d["numbers"]["available_gib"]) == (1.37, 0.61)
    d = _d('it fails with "1.37 GiB is needed, which is larger than the available 0.61 GiB".\n'
           "ValueError: To serve at least one request with the model's max seq len (32768), (1.37 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (0.61 GiB).\n")
    assert (d["numbers"]["needed_gib"], d["numbers"]["available_gib"]) == (1.37, 0.61)


# --- vLLM's check read from its raise statement when the exception's own line is lost (a wrapper after it, an author's
# condensed trace): the literal is one of vLLM's raise texts (vllm_raises.json: buffer_utils.py::UvaBuffer.__init__)
def test_a_raise_statements_literal_is_vllms_check() -> None:
    d = _d('  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/worker/gpu/buffer_utils.py", line 47, in __init__\n'
           '    raise RuntimeError("UVA is not available")\n'
           "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "buffer_utils.py" in " ".join(d["explanation"])


def test_a_raise_literal_that_is_not_vllms_is_not_read() -> None:
    d = _d('    raise RuntimeError("my wrapper could not reach the server")\n'
           "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n")
    assert d["message_kind"] != "vllm_check_failed"


# --- DeepGEMM's kernel faulting at launch through its JIT runtime's driver check
def test_deepgemm_launch_fault_off_its_gpus() -> None:
    d = _d("  vllm/utils/deep_gemm.py:464 in fp8_gemm_nt\nRuntimeError: CUDA driver error (/workspace/.deps/deepgemm-src/"
           "deep_gemm/include/deep_gemm/jit/handle.hpp:120): 700 CUDA_ERROR_ILLEGAL_ADDRESS\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("quantization_kernel_bug", "quantization_unsupported_gpu")
    assert d["fixes"][0]["flag"] == "VLLM_USE_DEEP_GEMM" and d["fixes"][0]["value"] == "0"
    assert not {"--gpu-memory-utilization", "--max-model-len", "--enforce-eager"} & set(_flags(d))


# --- the CUDA runtime's enum name for a missing kernel image, as an author writes it
def test_no_kernel_image_by_its_enum_name() -> None:
    d = _d("On the RTX 5090 the server starts, then dies at the first tensor with cudaErrorNoKernelImageForDevice.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("cuda_no_kernel_image", "cuda_no_kernel_image")


# --- a banner's release outside the ones kvroom models (fuzz seed 14, input 560: "(v0.00.1)") is no user input error
def test_a_banner_release_below_the_oldest_is_no_input_error() -> None:
    d = _d("INFO Initializing a V1 LLM engine (v0.00.1) with config: model='Qwen/Qwen3-8B', max_seq_len=40960\n"
           "ValueError: To serve at least one request with the model's max seq len (40960), (5.62 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (4.50 GiB). Based on the available memory, the "
           "estimated maximum model length is 32768. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n")
    assert d["message_kind"] == "kv_cache_too_small" and d["numbers"]["estimated_max_model_len"] == 32768


# --- a YAML list of the server's arguments: the value item's comment is kept for the message rows (YAML 1.2 6.6)
def test_a_vllm_message_in_a_yaml_value_items_comment() -> None:
    d = _d('        args:\n          - --max-model-len\n          - "8192" # 8k, to avoid "The model\'s max seq len (32768) '
           'is larger than the maximum number of tokens that can be stored in KV cache (9712)"\n'
           "          - --tensor-parallel-size\n          - \"2\"\n")
    assert d["message_kind"] == "kv_cache_too_small_v0"
    assert (d["numbers"]["max_seq_len"], d["numbers"]["max_kv_tokens"]) == (32768, 9712)
    assert d["launch"]["tensor_parallel_size"] == 2


# --- DeepGEMM's assert retyped with Python's exception name
def test_deepgemm_assert_as_assertionerror() -> None:
    d = _d("crash: AssertionError (/workspace/.deps/deepgemm-src/csrc/apis/attention.hpp:270): Unsupported architecture\n")
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "VLLM_USE_DEEP_GEMM" in _flags(d)


# --- a kernel's JIT build failing under ninja (flashinfer/jit/cpp_ext.py; torch/utils/cpp_extension.py)
def test_ninja_build_failed_is_a_jit_build() -> None:
    d = _d("(EngineCore_DP0 pid=9) RuntimeError: Ninja build failed. Ninja output:\n"
           "(EngineCore_DP0 pid=9) ninja: build stopped: subcommand failed.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("triton_compiler_missing", "triton_compiler_missing")
    assert "VLLM_USE_FLASHINFER_SAMPLER" in _flags(d)
    assert not {"--gpu-memory-utilization", "--max-model-len"} & set(_flags(d))


def test_the_builds_own_error_below_names_why() -> None:
    d = _d("RuntimeError: Ninja build failed. Ninja output:\nFAILED: [code=1] sampling.cuda.o\n/x/flashinfer/data/cccl/"
           "libcudacxx/include/cuda/std/__cccl/cuda_toolkit.h:41:8: error: #error \"CUDA compiler and CUDA toolkit "
           "headers are incompatible, please check your include paths\"\n")
    assert d["message_kind"] == "dependency_version_mismatch"


def test_torch_ninja_frame_without_the_exception_line() -> None:
    d = _d('ERROR [core.py:500] Traceback (most recent call last):\nERROR [core.py:500]   File "/venv/lib/python3.12/'
           'site-packages/torch/utils/cpp_extension.py", line 2506, in _run_ninja_build\nERROR [core.py:500]     '
           "subprocess.run(\nERROR [core.py:500] EngineCore failed to start.\n")
    assert d["message_kind"] == "triton_compiler_missing"


# --- torch's pointer to the capture errors' enum, kept alone by a paste (c10/cuda/CUDAException.cpp)
def test_stream_capture_enum_pointer() -> None:
    d = _d("ERROR Search for `cudaErrorStreamCaptureUnsupported' in https://docs.nvidia.com/cuda/cuda-runtime-api/"
           "group__CUDART__TYPES.html for more information.\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("cuda_graph_unsupported", "cuda_graph_unsupported")
    assert "--enforce-eager" in _flags(d)


# --- NVML refusing a device index past the node's GPUs (nvmlDeviceGetHandleByIndex)
def test_nvml_invalid_argument_is_a_device_index() -> None:
    d = _d("(RayWorkerWrapper pid=77) pynvml.NVMLError_InvalidArgument: Invalid Argument\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("invalid_device_ordinal", "invalid_device_ordinal")
    assert "--gpu-memory-utilization" not in _flags(d)


# --- vLLM's heads check dividing by a tensor-parallel size of 0 (a wrapper that counted no GPU)
def test_tensor_parallel_size_zero() -> None:
    d = _d('  File "/usr/lib/python3/dist-packages/vllm/config.py", line 380, in verify_with_parallel_config    if '
           "total_num_attention_heads % tensor_parallel_size != 0: ZeroDivisionError: integer modulo by zero\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("tp_not_divisible", "no_gpu_visible")
    assert {f["flag"]: f["value"] for f in d["fixes"]}.get("--tensor-parallel-size") == "1"


def test_a_zero_division_elsewhere_is_not_the_tp_check() -> None:
    d = _d("ZeroDivisionError: division by zero\n")
    assert d["message_kind"] != "tp_not_divisible"


# --- vLLM's raise texts compared without quote marks: a reporter retypes `name` as 'name' (vllm_raises.json,
# config.py::ModelConfig._init_multimodal_config "`limit_mm_per_prompt` is only supported for multimodal models.")
@pytest.mark.parametrize("quoted", ["'limit_mm_per_prompt'", '"limit_mm_per_prompt"', "\u2018limit_mm_per_prompt\u2019"])
def test_a_raise_text_with_its_quotes_retyped(quoted: str) -> None:
    d = _d(f"ValueError: {quoted} is only supported for multimodal models.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "_init_multimodal_config" in " ".join(d["explanation"])


def test_pythons_own_attribute_error_is_no_vllm_site() -> None:
    d = _d("AttributeError: 'tuple' object has no attribute 'ndim'\n")
    assert d["message_kind"] != "vllm_check_failed"


# --- engines sharing one card, named by what runs them
@pytest.mark.parametrize("sentence", ["We run two docker containers on one GPU, each at 0.45.",
                                      "Starting multiple LLM classes simultaneously on the same GPU fails."])
def test_engines_sharing_a_card_named_by_what_runs_them(sentence: str) -> None:
    d = _d(sentence + "\nValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
           "when initializing the engine.\n")
    assert d["diagnosis"]["cause"] == "other_process"


# --- the release the official image's tag names
def test_the_official_images_tag_is_the_release() -> None:
    d = _d("docker run --gpus all vllm/vllm-openai:v0.8.5 --model Qwen/Qwen2.5-7B-Instruct\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert d["vllm_version"] == "0.8.5"
    d = _d("docker run --gpus all vllm/vllm-openai:latest --model Qwen/Qwen2.5-7B-Instruct\n")
    assert d["vllm_version"] is None


# --- an OOM inside vLLM's CUDA-graph memory profiling (profile_cudagraph_memory, before the KV cache is sized)
def test_oom_in_the_graph_memory_profiling_proposes_no_utilization() -> None:
    d = _d("vLLM 0.18.1\n"
           '  File "/usr/lib/python3/dist-packages/vllm/v1/worker/gpu_worker.py", line 377, in determine_available_memory\n'
           "    cudagraph_memory_estimate = self.model_runner.profile_cudagraph_memory()\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.10 GiB. GPU 0 has a total capacity of 44.39 "
           "GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 43.35 GiB memory in use.\n",
           vllm_version="0.18.1")
    assert d["message_kind"] == "oom_cuda_graph"
    assert "--gpu-memory-utilization" not in _flags(d) and "--enforce-eager" in _flags(d)


# --- a function of vLLM's own that its build lacks (the loader's undefined symbol without torch's namespaces)
def test_vllm_symbol_missing_from_its_own_build() -> None:
    d = _d("ImportError: /opt/venv/lib/python3.12/site-packages/vllm/_C.abi3.so: undefined symbol: "
           "_Z23cutlass_scaled_mm_sm120RN2at6TensorERKS0_S3_S3_S3_St8optionalIS0_E\n")
    assert (d["message_kind"], d["diagnosis"]["cause"]) == ("torch_abi_mismatch", "vllm_extension_missing")
    assert d["numbers"]["missing_symbol"] == "cutlass_scaled_mm_sm120"


def test_a_torch_symbol_stays_the_torch_abi_reading() -> None:
    d = _d("ImportError: /opt/venv/lib/python3.12/site-packages/vllm/_C.abi3.so: undefined symbol: "
           "_ZN3c104cuda9SetDeviceEi\n")
    assert d["diagnosis"]["cause"] == "torch_abi_mismatch"


# --- torch's refusal of a capture on the default stream (torch/cuda/graphs.py CUDAGraph.capture_begin)
def test_capture_on_the_default_stream() -> None:
    d = _d("RuntimeError: CUDA graphs must be captured on a non-default stream. (However, after capture, it's ok to "
           "replay them on the default stream.)\n")
    assert d["message_kind"] == "cuda_graph_unsupported" and "--enforce-eager" in _flags(d)


# --- a weight's KeyError retold in a sentence
def test_weight_key_error_retold() -> None:
    d = _d("Loading fails: KeyError on model.layers.3.mlp.experts.w13_weight_scale_inv during model loading.\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "model.layers.3.mlp.experts.w13_weight_scale_inv"


# --- an OOM in a title's capitals, and ROCm's out-of-resources status quoted in a report
def test_oom_in_capitals_and_rocms_out_of_resources() -> None:
    assert _d("# Qwen2 with a long context: CUDA OUT OF MEMORY....\n")["message_kind"].startswith("oom")
    d = _d("The engine aborted with HSA_STATUS_ERROR_OUT_OF_RESOURCES right after CUDA graph capture.\n")
    assert d["message_kind"] == "oom_cuda_graph"


def test_cpu_figures_are_labelled_as_the_nodes_ram() -> None:
    from kvroom.render.explain_text import render_explanation

    text = render_explanation(explain(_CPU_KV.format(avail="30.5", total="125.8", kv="61.2/63.9 GiB",
                                                     tail="Reduce CPU memory used by other processes.")))
    assert "RAM available on the node (GiB)" in text and "KV cache asked for (GiB)" in text
    assert "GPU total" not in text
