"""The rules written in the session of rounds 511-534 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are cited per test (vLLM's raises, or the other program's text that vLLM's
code reaches); expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, longer_lengths, no_memory_fix as _no_memory_fix


# --- the OpenAI server's length check, its later wordings (src/kvroom/data/vllm_raises.json)
def test_the_0_18_wording_reads_prompt_output_and_total() -> None:
    # vllm/renderers/params.py::TokenizeParams._token_len_check (0.18.0-0.31.0): "This model's maximum context length is
    # {max_model_len} tokens. However, you requested {max_tokens} output tokens and your prompt contains at least
    # {input_len} input tokens, for a total of at least {total} tokens. Please reduce the length of the input prompt or
    # the number of requested output tokens."
    d = _d("openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is "
           "32768 tokens. However, you requested 8192 output tokens and your prompt contains at least 30000 input "
           "tokens, for a total of at least 38192 tokens. Please reduce the length of the input prompt or the number "
           "of requested output tokens.\"}}\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    n = d["numbers"]
    assert (n["max_model_len"], n["prompt_len"], n["output_tokens"], n["requested_tokens"]) == (32768, 30000, 8192,
                                                                                              38192)
    longer = longer_lengths(d)  # (conditional where the log shows neither launch nor model)
    assert longer and longer[0] >= 38192  # prompt and answer together
    # the request's own output tokens: 32768 - 30000 fit beside the prompt
    assert any("at most 2,768 output tokens" in f["title"] for f in d["fixes"])


def test_the_max_tokens_too_large_wording_reads_its_numbers() -> None:
    # vllm/entrypoints/openai/engine/serving.py::OpenAIServing._validate_input (0.10.1-0.17.1): "'max_tokens' or
    # 'max_completion_tokens' is too large: {max_tokens}. This model's maximum context length is {max_model_len} tokens
    # and your request has {input_length} input tokens ({max_tokens} > {max_model_len} - {input_length})."
    d = _d("ERROR: 'max_tokens' or 'max_completion_tokens' is too large: 4096. This model's maximum context length is "
           "8192 tokens and your request has 6000 input tokens (4096 > 8192 - 6000).\n")
    assert d["message_kind"] == "vllm_check_failed"
    n = d["numbers"]
    assert (n["max_model_len"], n["prompt_len"], n["output_tokens"]) == (8192, 6000, 4096)
    assert any("at most 2,192 output tokens" in f["title"] for f in d["fixes"])


def test_input_length_over_the_context_reads_both_lengths() -> None:
    # vllm/entrypoints/serve/utils/api_utils.py::get_max_tokens (0.18.0-0.34.0): "Input length ({input_length})
    # exceeds model's maximum context length ({max_model_len})."
    d = _d("ValueError: Input length (40000) exceeds model's maximum context length (32768).\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert (d["numbers"]["prompt_len"], d["numbers"]["max_model_len"]) == (40000, 32768)
    longer = longer_lengths(d)
    assert longer and longer[0] > 40000


# --- NumPy's C-API import (numpy/core/include/numpy/__multiarray_api.h import_array; Cython's NumpyImportArray.c)
def test_numpy_c_api_import_failure_is_a_numpy_build_mismatch() -> None:
    for line in ("ImportError: numpy._core.multiarray failed to import",
                 "ImportError: numpy.core.multiarray failed to import (auto-generated because you didn't call "
                 "'numpy.import_array()' after cimporting numpy; use '<void>numpy._import_array' to disable if you are "
                 "certain you don't need it)."):
        d = _d('Traceback (most recent call last):\n  File "/usr/lib/python3/dist-packages/vllm/__init__.py", line 7, '
               "in <module>\n    from vllm.engine.arg_utils import AsyncEngineArgs\n" + line + "\n")
        assert d["message_kind"] == "dependency_version_mismatch", line
        assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
        assert "NumPy" in d["diagnosis"]["summary"]
        assert _no_memory_fix(d)


# --- a model class refused by vLLM's own loader: that release's bug, or an out-of-tree class of another loader
_LOADER_TRACE = ('Traceback (most recent call last):\n'
                 '  File "/opt/venv/lib/python3.10/site-packages/vllm/model_executor/model_loader/loader.py", line 402, '
                 "in load_model\n    model = _initialize_model(model_config, self.load_config,\n"
                 '  File "/opt/venv/lib/python3.10/site-packages/vllm/model_executor/model_loader/loader.py", line 170, '
                 "in _initialize_model\n    return model_class(config=model_config.hf_config,\n")


def test_a_registered_class_refusing_vllms_loader_is_that_releases_bug() -> None:
    # CPython's TypeError for the call (Python/ceval.c); the loader is the innermost frame; GemmaForCausalLM is in
    # vLLM's model registry (data/vllm_architectures.json, from the wheels)
    for error in ("TypeError: GemmaForCausalLM.__init__() got an unexpected keyword argument 'lora_config'",
                  "TypeError: GemmaForCausalLM.__init__() takes from 2 to 4 positional arguments but 5 were given"):
        d = _d(_LOADER_TRACE + error + "\n")
        assert d["diagnosis"]["cause"] == "release_regression", error
        assert d["numbers"]["caller_file"] == "vllm/model_executor/model_loader/loader.py"
        assert [f["title"] for f in d["fixes"]] == ["another vLLM release"]


def test_an_out_of_tree_class_refusing_vllms_loader_is_written_for_another_release() -> None:
    d = _d(_LOADER_TRACE + "TypeError: AcmeVisionForCausalLM.__init__() got an unexpected keyword argument "
                           "'vllm_config'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "out-of-tree" in d["diagnosis"]["summary"]


def test_a_class_refusing_another_caller_is_still_a_version_mismatch() -> None:
    # the same refusal with a framework's frame innermost (no vLLM loader frame): not read as vLLM's own bug
    d = _d('Traceback (most recent call last):\n  File "/opt/venv/lib/python3.10/site-packages/acme/serve.py", line 40, '
           "in build\n    model = GemmaForCausalLM(cfg, None, None)\n"
           "TypeError: GemmaForCausalLM.__init__() takes from 2 to 3 positional arguments but 4 were given\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


# --- V1's engine core asked for a utility it lacks (v1/engine/core.py: getattr(self, method_name); logger.exception(
# "Invocation of %s method failed"); failure_message "Call to {name} method failed: {e}")
def test_a_utility_call_the_engine_core_lacks_is_a_version_mismatch() -> None:
    d = _d("(APIServer pid=7) ERROR 09-01 10:00:00 [async_llm.py:420] Exception: Call to pause_scheduling method "
           "failed: 'DPEngineCoreProc' object has no attribute 'pause_scheduling'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["engine_class"] == "DPEngineCoreProc"
    assert d["numbers"]["engine_attr"] == "pause_scheduling"
    assert "Invocation of pause_scheduling method failed" in d["diagnosis"]["summary"]
    assert _no_memory_fix(d)


def test_a_connector_reading_a_scheduler_output_field_its_vllm_lacks() -> None:
    # v1/core/sched/output.py NewRequestData / CachedRequestData / SchedulerOutput, read by KV connectors each step
    d = _d("AttributeError: 'NewRequestData' object has no attribute 'lora_request'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "KV connector" in d["diagnosis"]["summary"]


# --- NVSHMEM and DeepEP under vLLM's expert-parallel all-to-all
def test_nvshmem_init_failure_offers_an_all_to_all_without_nvshmem() -> None:
    # NVSHMEM's NVSHMEMI_NZ_ERROR_JMP: "<file>:<line>: non-zero status: <status> <message>"
    d = _d("decode-1 vllm /workspace/nvshmem/src/host/init/init.cu:987: non-zero status: 7 nvshmem detect topo "
           "failed\n(EngineCore_DP0 pid=1) ERROR 07-01 01:02:03 [core.py:700] EngineCore failed to start.\n")
    assert d["message_kind"] == "nccl_error"
    assert d["numbers"]["nvshmem_step"] == "detect topo failed"
    assert d["fixes"][0]["flag"] == "--all2all-backend" and d["fixes"][0]["value"] == "allgather_reducescatter"
    assert _no_memory_fix(d)


def test_the_all_to_all_fix_follows_the_release() -> None:
    # --all2all-backend is in the serve-flag tables from 0.11.1; 0.11.0's own message names VLLM_ALL2ALL_BACKEND
    text = "src/host/init/init.cu:1034: non-zero status: 28 nvshmem detect topo failed\n"
    assert _d(text, vllm_version="0.10.1")["fixes"][0]["flag"] == "VLLM_ALL2ALL_BACKEND"
    assert _d(text, vllm_version="0.12.0")["fixes"][0]["flag"] == "--all2all-backend"


def test_deepep_cuda_error_is_the_all_to_alls_transport() -> None:
    # DeepEP csrc/kernels/exception.cuh: "Failed: " + name + " error " + file + ":" + line + " '" + message + "'"
    d = _d("RuntimeError: Failed: CUDA error /opt/DeepEP/csrc/deep_ep.cpp:113 'an illegal memory access was "
           "encountered'\n")
    assert d["message_kind"] == "nccl_error"
    assert d["numbers"]["deepep_error"] == "an illegal memory access was encountered"


# --- torch's c10d socket refusing to listen (torch/csrc/distributed/c10d/socket.cpp)
def test_c10d_listen_refused_by_errno_name_is_a_port_in_use() -> None:
    d = _d("torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. "
           "port: 29500, useIpv6: false, code: -98, name: EADDRINUSE, message: addr\n")
    assert d["message_kind"] == "port_in_use"
    assert d["numbers"]["dist_port"] == 29500


# --- Triton without a target for the AMD GPU (vllm/attention/ops/triton_flash_attention.py under ROCm)
def test_triton_without_a_target_for_the_gpu_turns_its_flash_attention_off() -> None:
    d = _d('loc("/opt/vllm/vllm/attention/ops/triton_flash_attention.py":211:0): error: unsupported target: '
           "'gfx803'\n")
    assert d["message_kind"] == "no_attention_backend"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert "gfx803" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "VLLM_USE_TRITON_FLASH_ATTN" and d["fixes"][0]["value"] == "0"


# --- the accelerators' fork refusal (torch_npu/npu/__init__.py::_lazy_init, torch/xpu/__init__.py::_lazy_init)
def test_npu_and_xpu_fork_refusals_are_the_fork_refusal_of_their_device() -> None:
    for dev, api in (("NPU", "torch.npu"), ("XPU", "torch.xpu")):
        d = _d(f"(Worker pid=88) ERROR 03-02 01:02:03 [multiproc_executor.py:600] RuntimeError: Cannot re-initialize "
               f"{dev} in forked subprocess. To use {dev} with multiprocessing, you must use the 'spawn' start method\n")
        assert d["message_kind"] == "cuda_fork_reinit", dev
        assert d["diagnosis"]["summary"].startswith(f"{dev} was initialized in the parent process")
        assert api in d["diagnosis"]["summary"]
        assert any(f["flag"] == "VLLM_WORKER_MULTIPROC_METHOD" and f["value"] == "spawn" for f in d["fixes"])


# --- an attribute one of vLLM's own classes lacks, reached for by the same release's code
def test_an_attention_impl_missing_an_attribute_is_that_releases_bug() -> None:
    d = _d("(EngineCore_DP0 pid=3) ERROR 01-01 00:00:00 [core.py:900]   File \"/usr/local/lib/python3.12/dist-packages/"
           "vllm/v1/attention/backends/mla/common.py\", line 1500, in forward\n(EngineCore_DP0 pid=3) ERROR 01-01 "
           "00:00:00 [core.py:900] AttributeError: 'FlashInferMLAImpl' object has no attribute '_prefill_wrapper'\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"
    assert "FlashInferMLAImpl" in d["diagnosis"]["summary"]
    assert _no_memory_fix(d)


def test_a_registered_model_class_missing_an_attribute_is_that_releases_bug() -> None:
    # Qwen2ForCausalLM is in vLLM's registry (data/vllm_architectures.json); the frame is vLLM's model runner
    d = _d('  File "/opt/venv/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 2100, in '
           "_dummy_pooler_run\nAttributeError: 'Qwen2ForCausalLM' object has no attribute 'pooler'\n")
    assert d["diagnosis"]["cause"] == "release_regression"


def test_an_unlisted_model_class_missing_an_attribute_is_another_releases_class() -> None:
    d = _d('  File "/opt/venv/lib/python3.11/site-packages/vllm/model_executor/model_loader/utils.py", line 60, in '
           "initialize_model\nAttributeError: 'AcmeMoeForCausalLM' object has no attribute 'packed_modules_mapping'\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "out-of-tree" in d["diagnosis"]["summary"]


def test_a_model_class_attribute_error_outside_a_vllm_paste_is_not_read_as_vllms() -> None:
    # transformers' classes share vLLM's names: a training script's AttributeError is not vLLM's release bug
    d = _d('  File "/home/me/train.py", line 12, in <module>\n    model.pooler\n'
           "AttributeError: 'Qwen2ForCausalLM' object has no attribute 'pooler'\n")
    assert d["diagnosis"]["cause"] != "release_regression"


# --- nvidia-smi's name column without "NVIDIA" (Tesla T4 under driver 535)
def test_nvidia_smi_tesla_name_gives_the_gpu() -> None:
    d = _d("|   0  Tesla T4                       Off | 00000000:00:04.0 Off |                    0 |\n"
           "INFO 07-07 11:25:16 model_runner.py:255] Loading model weights took 14.2487 GB\n")
    assert d["context"]["gpu_name"] == "Tesla T4"


# --- FlashInfer's fused all-reduce workspace on GPUs without multicast (flashinfer/comm SymmDeviceMemory; vllm PR #35085)
def test_flashinfer_symmetric_memory_without_multicast_is_the_fusion_pass() -> None:
    d = _d("(Worker_TP0 pid=11) ERROR 02-19 10:46:04 [multiproc_executor.py:863] RuntimeError: [SymmDeviceMemory] "
           "Device does not support multicasting.\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "custom_allreduce_unsupported"
    assert "35085" in " ".join(f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


# --- NCCL's CUDACHECK with another runtime string (nccl src/include/checks.h)
def test_nccl_cuda_failure_names_the_cuda_error() -> None:
    d = _d("host:17:17 [1] transport/p2p.cc:275 NCCL WARN Cuda failure 'invalid argument'\n")
    assert d["message_kind"] == "nccl_error"
    assert d["numbers"]["nccl_cuda_failure"] == "invalid argument"
    assert "'invalid argument'" in d["diagnosis"]["summary"]
    # the peer-access string keeps its own reading (NCCL_P2P_DISABLE first)
    p = _d("node:1:1 [0] NCCL WARN Cuda failure 'peer access is not supported between these two devices'\n")
    assert p["fixes"][0]["flag"] == "NCCL_P2P_DISABLE"


# --- argparse's other refusals over vLLM's CLI (Lib/argparse.py: _parse_optional, _match_argument)
def test_argparse_ambiguous_option_names_the_flags() -> None:
    d = _d("usage: vllm serve [model_tag] [options]\nvllm serve: error: ambiguous option: --max-num could match "
           "--max-num-seqs, --max-num-batched-tokens, --max-num-partial-prefills\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_ambiguous"] == "--max-num"
    assert "--max-num-seqs" in d["numbers"]["cli_matches"]
    assert _no_memory_fix(d)


def test_argparse_expected_one_argument_is_a_flag_without_its_value() -> None:
    d = _d("api_server.py: error: argument --served-model-name: expected one argument\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_missing_value"] == "--served-model-name"
    assert "give --served-model-name its value" in d["fixes"][0]["title"]


# --- AMD SMI refusing the GPU's files (amdsmi status codes) under vLLM's ROCm probe
def test_amdsmi_no_permission_is_no_gpu_visible_with_the_device_files() -> None:
    d = _d("amdsmi.amdsmi_exception.AmdSmiLibraryException: Error code: 10 | AMDSMI_STATUS_NO_PERM\n"
           "RuntimeError: Failed to infer device type\n")
    assert d["message_kind"] == "no_gpu_visible"
    assert "/dev/kfd" in d["fixes"][0]["detail"]
    assert not any("nvidia-smi" in f["detail"] for f in d["fixes"])


# --- DeepGEMM's short-path assert where the paste names DeepGEMM (DG_HOST_ASSERT, csrc/apis/*.hpp)
def test_deepgemm_short_assert_under_a_paste_naming_deepgemm() -> None:
    d = _d("vLLM selected DeepGEMM for the FP8 MoE on this SM121 box.\n"
           "RuntimeError: Assertion error (csrc/apis/gemm.hpp:120): Unsupported architecture\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"


# --- Composable Kernel's argument check under AITER (CK device op IsSupportedArgument)
def test_ck_device_gemm_refusal_turns_aiter_moe_off() -> None:
    d = _d("[aiter] import [module_moe_ck2stages] under /opt/aiter/jit\n"
           "RuntimeError: wrong! device_gemm with the specified compilation parameters does not support this GEMM "
           "problem\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["fixes"][0]["flag"] == "VLLM_ROCM_USE_AITER_MOE" and d["fixes"][0]["value"] == "0"
    assert _no_memory_fix(d)


# --- a process of the launch killed with SIGKILL (v1/utils.py::wait_for_completion_or_failure "Process X (PID: N) died
# with exit code -9", 0.9.1+; V0's multiproc_worker_utils.py "Worker ... died, exit code: -9")
def test_a_process_killed_with_sigkill_is_the_hosts_memory() -> None:
    for line in ("RuntimeError: Process EngineCore_DP0 (PID: 4242) died with exit code -9",
                 "ERROR 05-01 10:00:00 multiproc_worker_utils.py:123] Worker VllmWorkerProcess pid 77 died, exit code: -9"):
        d = _d(line + "\n")
        assert d["message_kind"] is None, line
        assert d["diagnosis"]["cause"] == "host_memory_exhausted"
        assert "dmesg" in d["fixes"][0]["detail"]
        assert _no_memory_fix(d)


def test_sigterm_is_not_read_as_the_oom_killer() -> None:
    d = _d("ERROR 05-01 10:00:00 multiproc_worker_utils.py:123] Worker VllmWorkerProcess pid 77 died, exit code: -15\n")
    assert (d.get("diagnosis") or {}).get("cause") != "host_memory_exhausted"


# --- the engine config's quantization method with a dash in its name (layers/quantization/__init__.py methods)
def test_engine_config_quantization_with_a_dash_is_read_whole() -> None:
    d = _d("INFO 05-01 10:00:00 llm_engine.py:237] Initializing an LLM engine (v0.6.6) with config: model='/m', "
           "dtype=torch.float16, max_seq_len=4096, quantization=auto-round, enforce_eager=False, kv_cache_dtype=auto\n")
    assert d["launch"]["quantization"] == "auto-round"


# --- a vision encoder refusing the backend (qwen2_5_vl.py / glm4_1v.py ...: "X does not support {backend} backend now.")
def test_a_vision_encoder_refusing_the_forced_backend() -> None:
    d = _d("RuntimeError: GLM-4V does not support _Backend.TRITON_ATTN backend now.\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["numbers"]["attention_backend_name"] == "TRITON_ATTN"
    assert d["fixes"][0]["title"] == "unset VLLM_ATTENTION_BACKEND"
    assert _no_memory_fix(d)


# --- transformers' config.json that is no JSON (configuration_utils.py::_get_config_dict)
def test_a_config_json_that_is_no_json_is_a_broken_copy() -> None:
    d = _d("OSError: It looks like the config file at '/models/llama/config.json' is not a valid JSON file.\n")
    assert d["message_kind"] == "config_format_not_found"
    assert d["diagnosis"]["cause"] == "checkpoint_file_corrupt"
    # the .gguf reading is unchanged: a GGUF file given where a config is read
    g = _d("OSError: It looks like the config file at '/models/x.Q4_0.gguf' is not a valid JSON file.\n")
    assert g["diagnosis"]["cause"] != "checkpoint_file_corrupt"


# --- ModelScope's client, imported by vLLM under VLLM_USE_MODELSCOPE
def test_a_name_modelscope_lacks_is_a_version_mismatch() -> None:
    d = _d("ImportError: cannot import name 'snapshot_download_v2' from 'modelscope.hub.snapshot_download' "
           "(/usr/lib/python3/dist-packages/modelscope/hub/snapshot_download.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"
