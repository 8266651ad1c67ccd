"""The rules written in the session of rounds 411-416 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are vLLM's own Python raises (cited per test, read from the released wheels
into data/vllm_raises.json by tools/gen_vllm_raises.py); expected values are the sites' own files, never kvroom's."""

from __future__ import annotations

from explain_cases import longer_lengths
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


# --- a request's prompt over the engine's length (v1/engine/input_processor.py::_validate_prompt_len 0.22+, its
# equal-length form; entrypoints/openai/serving_engine.py's "This model's maximum context length is ...")
def test_the_openai_servers_context_length_refusal() -> None:
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context "
           "length is 4096 tokens. However, you requested 5000 tokens (4000 in the messages, 1000 in the completion). "
           "Please reduce the length of the messages or completion.\", 'type': 'BadRequestError'}\n")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["numbers"]["max_model_len"] == 4096
    lens = longer_lengths(d)  # (conditional: the log shows neither the launch nor the model, session of 2026-12-06 ninth)
    assert lens and all(v > 5000 for v in lens)
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--kv-cache-dtype") for f in d["fixes"])


def test_a_prompt_of_exactly_the_length_leaves_no_output_token() -> None:
    d = _d("ValueError: The decoder prompt (length 8192) plus the number of requested output tokens (at least 1) is "
           "longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller than the number "
           "of text tokens (prompt + requested output tokens).\n")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["numbers"]["prompt_len"] == 8192
    assert longer_lengths(d) == [9216]


# --- the quotation on the line after a sentence that announces it
def test_a_vllm_message_on_the_line_after_the_error_colon() -> None:
    # config/parallel.py::ParallelConfig._validate_parallel_config's DCP check, bare
    d = _d("Starting the server with decode context parallel I get the following error:\n\n"
           "tp_size=4 must be divisible by dcp_size=3.\n\nAny idea?\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "parallel.py" in d["diagnosis"]["summary"]


# --- a site whose text ends in a field's value (turboquant/config.py::TurboQuantConfig.from_cache_dtype: "Unknown
# TurboQuant cache dtype: {dtype!r}. Valid presets: {presets}")
def test_an_unknown_preset_is_the_dtype_not_a_hybrid_model() -> None:
    d = _d("Unknown TurboQuant cache dtype: 'turboquant_2bit'. Valid presets: turboquant_k8v4, turboquant4bit_nc, "
           "turboquant_k3v4_nc, turboquant3bit_nc\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert "hybrid" not in d["diagnosis"]["summary"]


def test_the_default_handed_to_the_kv_quantization_is_a_release_bug() -> None:
    d = _d("(EngineCore pid=88) ERROR 08-01 10:00:00 [core.py:1100] ValueError: Unknown TurboQuant cache dtype: "
           "'auto'.\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert d["diagnosis"]["cause"] == "release_regression"


# --- one selected backend refusing the KV cache's dtype (v1/attention/backend.py validate_configuration's reasons)
def test_a_selected_backend_refusing_the_kv_dtype() -> None:
    d = _d("ValueError: Selected backend AttentionBackendEnum.FLASHINFER is not valid for this configuration. Reason: "
           "['kv_cache_dtype not supported']\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"


def test_no_backend_at_all_stays_the_selectors_failure() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=128, "
           "dtype=torch.bfloat16, kv_cache_dtype=nvfp4, block_size=16). Reasons: {FLASH_ATTN: [kv_cache_dtype not "
           "supported], TRITON_ATTN: [kv_cache_dtype not supported]}.\n")
    assert d["message_kind"] == "no_attention_backend"


# --- sleep mode's wake-up retold ("OOMs on wake-up"): the memory was taken while vLLM slept
def test_an_oom_retold_as_on_wake_up_is_the_colocated_trainers() -> None:
    d = _d("After the trainer step the rollout engine OOMs on wake-up:\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "79.19 GiB of which 1.10 GiB is free.\n")
    assert d["diagnosis"]["cause"] == "other_process"
    assert not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])


# --- a kernel's illegal memory access while the CUDA graphs are captured (cudaErrorIllegalAddress under vLLM's capture)
_CAPTURE_FAULT = ("INFO 03-02 10:00:01 [gpu_model_runner.py:3100] Capturing CUDA graphs (mixed prefill-decode, "
                  "PIECEWISE): 40%|████      | 27/67\n"
                  "ERROR 03-02 10:00:05 [core.py:708] RuntimeError: CUDA error: an illegal memory access was "
                  "encountered\n")


def test_an_illegal_access_in_the_capture_is_the_graphs() -> None:
    d = _d(_CAPTURE_FAULT)
    assert d["message_kind"] == "cuda_graph_unsupported"
    assert d["diagnosis"]["cause"] == "cuda_graph_unsupported"
    assert "--enforce-eager" in [f["flag"] for f in d["fixes"]]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_with_an_earlier_release_that_works_it_is_the_releases_bug() -> None:
    d = _d("Same command worked fine with vllm 0.11.0, fails on 0.11.1.\n" + _CAPTURE_FAULT)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "vLLM 0.11.0 meanwhile"


def test_an_illegal_access_outside_any_capture_is_not_placed() -> None:
    d = _d("ERROR 03-02 10:00:05 [core.py:708] RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert d["message_kind"] != "cuda_graph_unsupported"


# --- torch's caching allocator asserting on NVML in its out-of-memory path (c10/cuda/CUDACachingAllocator.cpp), placed
# by the traceback's frames
_NVML = 'RuntimeError: NVML_SUCCESS == r INTERNAL ASSERT FAILED at "../c10/cuda/CUDACachingAllocator.cpp":1154, ' \
        "please report a bug to PyTorch.\n"


def test_the_nvml_assert_under_the_weight_loader_is_weights_that_do_not_fit() -> None:
    d = _d('Traceback (most recent call last):\n'
           '  File "/usr/lib/python3/dist-packages/vllm/worker/model_runner.py", line 84, in load_model\n'
           "    self.model = get_model(self.model_config)\n"
           '  File "/usr/lib/python3/dist-packages/vllm/model_executor/model_loader.py", line 98, in get_model\n'
           "    model.load_weights(model_config.model)\n" + _NVML)
    assert d["message_kind"] == "nvml_allocator_assert"
    assert d["diagnosis"]["cause"] == "weights_do_not_fit"


def test_the_nvml_assert_in_the_profile_run_is_the_profiling_oom() -> None:
    d = _d('Traceback (most recent call last):\n'
           '  File "/usr/lib/python3/dist-packages/vllm/worker/worker.py", line 150, in determine_num_available_blocks\n'
           "    self.model_runner.profile_run()\n" + _NVML)
    assert d["diagnosis"]["cause"] == "oom_profiling"


def test_engine_args_built_over_several_lines_are_the_launch() -> None:
    d = _d("engine_args = AsyncEngineArgs(\nmodel=\"org/some-14b\",\ngpu_memory_utilization=0.8,\nenforce_eager=True,\n)\n"
           + _NVML)
    assert d["diagnosis"]["cause"] == "oom_unknown_phase"
    assert not any(f["flag"] == "--enforce-eager" for f in d["fixes"])


# --- a name missing from a package vLLM's front end imports (its requirements/common.txt: openai's protocol types)
def test_a_name_missing_from_openai_is_two_releases_not_made_together() -> None:
    d = _d("  File \"/usr/lib/python3.12/site-packages/vllm/entrypoints/openai/protocol.py\", line 32, in <module>\n"
           "    from openai.types.responses import (\n"
           "ImportError: cannot import name 'ResponseReasoningItem' from 'openai.types.responses' "
           "(/usr/lib/python3.12/site-packages/openai/types/responses/__init__.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "openai" in d["fixes"][0]["title"]


def test_the_same_from_pydantic() -> None:
    d = _d("ImportError: cannot import name 'TypeAdapter' from 'pydantic' "
           "(/opt/venv/lib/python3.10/site-packages/pydantic/__init__.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"


# --- a pipeline stage's weight-name KeyError (a model's load_weights without is_pp_missing_parameter on that path)
def test_a_weight_key_error_under_pipeline_parallelism_is_the_models_pp_loading() -> None:
    d = _d("$ vllm serve some/moe-model --tensor-parallel-size 2 --pipeline-parallel-size 4\n"
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/some_moe.py", line 610, in '
           "load_weights\n    param = params_dict[name]\n"
           "KeyError: 'model.layers.3.mlp.experts.w13_weight'\n")
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    assert ("--tensor-parallel-size", "8 --pipeline-parallel-size 1") in {(f["flag"], f["value"]) for f in d["fixes"]}


def test_the_same_key_error_without_pipeline_parallelism_stays_a_loading_mismatch() -> None:
    d = _d('  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/some_moe.py", line 610, in '
           "load_weights\n    param = params_dict[name]\n"
           "KeyError: 'model.layers.3.mlp.experts.w13_weight'\n")
    assert d["diagnosis"]["cause"] != "pp_unsupported"


# --- a bare exception under a vLLM frame quoted without its source line
def test_a_bare_assertion_under_a_vllm_frame() -> None:
    # (v1/core/kv_cache_utils.py::unify_kv_cache_spec_page_size holds asserts in the releases read)
    d = _d("It crashes while the KV cache is set up:\n```\n"
           'File "vllm/v1/core/kv_cache_utils.py", line 870, in unify_kv_cache_spec_page_size\nAssertionError\n```\n')
    assert d["message_kind"] == "vllm_check_failed"
    assert "unify_kv_cache_spec_page_size" in d["diagnosis"]["summary"]


def test_a_bare_assertion_under_a_function_with_no_assert_is_not_placed() -> None:
    d = _d('File "vllm/entrypoints/openai/api_server.py", line 870, in no_such_function_here\nAssertionError\n')
    assert d["message_kind"] != "vllm_check_failed"


# --- transformers' model-type mapping's KeyError (configuration_auto.py: CONFIG_MAPPING[config_dict["model_type"]])
def test_a_config_mapping_key_error_is_an_unknown_model_type() -> None:
    d = _d('  File "/opt/venv/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 1071, '
           'in from_pretrained\n    config_class = CONFIG_MAPPING[config_dict["model_type"]]\n'
           '  File "/opt/venv/lib/python3.11/site-packages/transformers/models/auto/configuration_auto.py", line 773, in '
           "__getitem__\n    raise KeyError(key)\nKeyError: 'glm4_moe'\n")
    assert d["message_kind"] == "model_type_unknown"
    assert d["numbers"]["model_type"] == "glm4_moe"


def test_any_other_key_error_is_not_a_model_type() -> None:
    d = _d("KeyError: 'glm4_moe'\n")
    assert d["message_kind"] != "model_type_unknown"


# --- torch.fx's erase_node refusal during the compile (torch/fx/graph.py::Graph.erase_node)
def test_an_fx_graph_pass_refusal_is_the_compile() -> None:
    d = _d("RuntimeError: Tried to erase Node add_7 but it still had 1 users in the graph: {mul_3: None}!\n")
    assert d["message_kind"] == "torch_compile_error"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- a keyword-only argument missing (CPython's TypeError): the caller written for another release of the callee
def test_a_missing_keyword_only_argument_is_a_signature_mismatch() -> None:
    d = _d("TypeError: apply_hf_chat_template() missing 1 required keyword-only argument: 'model_config'\n")
    assert d["message_kind"] == "dependency_version_mismatch"


# --- a fused-MoE kernel's own check in TVM-FFI's form (FlashInfer's MoE kernels: TVM_FFI_ICHECK)
def test_a_fused_moe_kernels_check_is_the_moe_backend() -> None:
    d = _d("RuntimeError: Check failed: gemm1_weights_scale.dim() == 3 (2 vs. 3) : gemm1 scales of the experts must be "
           "3D\n", vllm_version="0.26.0")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert ("--moe-backend", "triton") in {(f["flag"], f["value"]) for f in d["fixes"]}
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_before_the_moe_backend_flag_no_such_flag_is_proposed() -> None:
    d = _d("RuntimeError: Check failed: (false) is false: Could not construct fused moe op with the requested input "
           "combination\n", vllm_version="0.12.0")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert not any(f["flag"] == "--moe-backend" for f in d["fixes"])


def test_another_tvm_check_is_not_the_moe_backend() -> None:
    d = _d("RuntimeError: Check failed: num_tokens > 64 (5 vs. 64) : Decode (num_tokens <= 64) is not supported\n")
    assert d["message_kind"] != "quantization_kernel_bug"
