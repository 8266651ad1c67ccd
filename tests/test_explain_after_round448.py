"""The rules written in the session of rounds 449-470 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are vLLM's own raises (cited per test, as data/vllm_raises.json holds them
from the released wheels) or the other programs' texts cited per test; expected values come from those sources, never
from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix as _no_memory_fix


# --- an attention implementation without the model's attention type (encoder self-attention, cross-attention)
def test_an_impl_without_encoder_attention_is_a_backend_feature_missing() -> None:
    # vllm/attention/backends/rocm_flash_attn.py::ROCmFlashAttentionImpl.__init__ (0.5.2-0.7.0): raise
    # NotImplementedError("Encoder self-attention and encoder/decoder cross-attention are not implemented for "
    # "ROCmFlashAttentionImpl")
    d = _d("[rank0]: NotImplementedError: Encoder self-attention and encoder/decoder cross-attention are not "
           "implemented for ROCmFlashAttentionImpl\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["diagnosis"]["cause"] == "attention_backend_feature_unsupported"
    assert d["numbers"]["attention_impl"] == "ROCmFlashAttentionImpl"
    assert "cross-attention" in d["diagnosis"]["summary"] and _no_memory_fix(d)


def test_the_causal_whisper_encoders_backend_check_is_a_backend_feature_missing() -> None:
    # vllm/model_executor/models/whisper_causal.py::create_whisper_attention_backend_with_block_pooling (0.14.0+):
    # raise NotImplementedError(f"{underlying_attn_backend} is not yet supported.Contributions to support more backends
    # are much appreciated.")
    d = _d("NotImplementedError: <class 'vllm.v1.attention.backends.flex_attention.FlexAttentionBackend'> is not yet "
           "supported.Contributions to support more backends are much appreciated.\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["numbers"]["attention_impl"] == "FlexAttentionBackend"


def test_another_not_implemented_message_is_not_an_attention_type() -> None:
    d = _d("NotImplementedError: advance_step is not implemented for FlashMLA\n")
    assert d["message_kind"] != "attention_backend_feature_unsupported"


# --- vLLM's Transformers backend failing inspection: the model's own architecture has no vLLM class
def test_the_transformers_backend_failing_inspection_is_an_unsupported_architecture() -> None:
    # models/registry.py::_raise_for_unsupported: "Model architectures ['X'] failed to be inspected. Please check the
    # logs for more details." -- X here the Transformers backend's class (models/transformers*.py)
    d = _d("ValueError: Model architectures ['TransformersForCausalLM'] failed to be inspected. Please check the logs "
           "for more details.\n")
    assert d["message_kind"] == "model_inspection_failed"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert "Transformers backend" in d["diagnosis"]["summary"] and _no_memory_fix(d)


def test_a_registered_architecture_failing_inspection_stays_an_inspection_failure() -> None:
    d = _d("ValueError: Model architectures ['Qwen2ForCausalLM'] failed to be inspected. Please check the logs for "
           "more details.\n")
    assert d["diagnosis"]["cause"] == "model_inspection_failed"


# --- the tokenizer vLLM builds from the checkpoint's files
def test_the_mistral_tokenizer_mode_without_mistral_files_is_a_tokenizer_format_mismatch() -> None:
    # transformers_utils/tokenizers/mistral.py::find_tokenizer_file (0.8.3-0.11.0): raise OSError(f"Found
    # {len(matched_files)} files matching the pattern: `{pattern}`. Make sure that a Mistral tokenizer is present in
    # {files}.")
    d = _d("OSError: Found 0 files matching the pattern: `^tokenizer\\.model\\.v.*$|^tekken\\.json$`. Make sure that a "
           "Mistral tokenizer is present in ['config.json', 'tokenizer.json', 'tokenizer_config.json'].\n")
    assert d["message_kind"] == "tokenizer_load_failed"
    assert d["diagnosis"]["cause"] == "tokenizer_format_mismatch"
    assert any(f["flag"] == "--tokenizer-mode" and f["value"] == "auto" for f in d["fixes"])


def test_two_mistral_tokenizer_files_are_named_as_two() -> None:
    # the same function, more than one file: "Make sure only one Mistral tokenizer is present in ..."
    d = _d("OSError: Found 2 files matching the pattern: `^tokenizer\\.model\\.v.*$|^tekken\\.json$`. Make sure only "
           "one Mistral tokenizer is present in ['tekken.json', 'tokenizer.model.v3'].\n")
    assert d["message_kind"] == "tokenizer_load_failed"
    assert "found 2" in d["diagnosis"]["summary"]


def test_the_llama_tokenizer_refusal_of_0_2_is_a_tokenizer_load_failure() -> None:
    # transformers_utils/tokenizer.py::get_tokenizer (0.2.0-0.2.5): raise RuntimeError("Failed to load the tokenizer.
    # If you are using a LLaMA V1 model consider using 'hf-internal-testing/llama-tokenizer' instead of the original
    # tokenizer.")
    d = _d("RuntimeError: Failed to load the tokenizer. If you are using a LLaMA V1 model consider using "
           "'hf-internal-testing/llama-tokenizer' instead of the original tokenizer.\n")
    assert d["message_kind"] == "tokenizer_load_failed"
    assert any(f["value"] == "hf-internal-testing/llama-tokenizer" for f in d["fixes"])


def test_the_later_tokenizer_refusal_stays_trust_remote_code() -> None:
    # tokenizers/hf.py (0.2.0-0.34.0): "Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet
    # available in the HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the
    # `--trust-remote-code` flag in the CLI."
    d = _d("RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in the "
           "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
           "`--trust-remote-code` flag in the CLI.\n")
    assert d["message_kind"] == "trust_remote_code_required"


# --- a request for a model name the server does not serve
def test_a_404_for_an_unserved_model_name_proposes_the_served_name() -> None:
    # entrypoints/openai/serving_engine.py::OpenAIServing._check_model: ErrorResponse(message=f"The model
    # `{request.model}` does not exist.", type="NotFoundError", code=404)
    d = _d('curl http://localhost:8000/v1/chat/completions -d \'{"model": "llama3", "messages": []}\'\n'
           '{"object":"error","message":"The model `llama3` does not exist.","type":"NotFoundError","param":null,'
           '"code":404}\n')
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "served_model_name_mismatch"
    assert d["numbers"]["requested_model"] == "llama3"
    assert d["fixes"][0]["flag"] == "--served-model-name" and d["fixes"][0]["value"] == "llama3"


# --- a PEFT adapter folder given as the model
def test_an_adapter_folder_listed_beside_a_missing_config_is_an_adapter() -> None:
    # transformers utils/hub.py::cached_files: "X does not appear to have a file named config.json"; peft saves
    # adapter_config.json (peft/utils/constants.py CONFIG_NAME)
    text = ("ls /data/ft/run3\nadapter_config.json  adapter_model.safetensors  tokenizer.json  training_args.bin\n"
            "OSError: /data/ft/run3 does not appear to have a file named config.json. Checkout "
            "'https://huggingface.co//data/ft/run3/tree/None' for available files.\n")
    d = _d(text)
    assert d["message_kind"] == "config_format_not_found"
    assert d["diagnosis"]["cause"] == "adapter_only_repository"


def test_a_missing_config_without_an_adapter_stays_a_config_format_problem() -> None:
    d = _d("OSError: /data/models/m1 does not appear to have a file named config.json. Checkout "
           "'https://huggingface.co//data/models/m1/tree/None' for available files.\n")
    assert d["diagnosis"]["cause"] == "config_format_not_found"
    assert d["numbers"]["repo_id"] == "/data/models/m1"


def test_a_bracket_before_the_words_is_no_repository_id() -> None:
    d = _d("cannot load model due to [does not appear to have a file named config.json]\n")
    assert d["numbers"].get("repo_id") != "["


# --- torch.compile's own code as a frame retold "path:line", a redacted Inductor module
def test_a_dynamo_frame_retold_as_path_and_line_in_a_vllm_paste_is_a_compile_error() -> None:
    text = ("vllm serve Qwen/Qwen3-8B fails in the profile run:\n"
            "RuntimeError: shape mismatch\n"
            "  at torch/_dynamo/eval_frame.py:655 _fn\n")
    d = _d(text)
    assert d["message_kind"] == "torch_compile_error"
    assert "torch.compile's own code" in d["diagnosis"]["summary"]


def test_an_inductor_module_with_a_redacted_name_is_the_compiled_graph() -> None:
    text = ('Traceback (most recent call last):\n  File "/root/.cache/vllm/torch_compile_cache/<hash>/rank_0_0/'
            'inductor_cache/ab/<name>.py", line 412, in call\nRuntimeError: Expected result >= 0 to be true\n')
    assert _d(text)["message_kind"] == "torch_compile_error"


# --- torch's out-of-memory words denied by the reporter
def test_an_oom_the_reporter_denies_is_not_read() -> None:
    text = ("It is not OOM: the GPU is at 3 / 80 GiB and there is no CUDA out of memory in the worker logs.\n"
            "RuntimeError: Expected result >= 0 to be true, but got false.\n")
    assert not str(_d(text)["message_kind"]).startswith("oom")


def test_an_oom_stated_plainly_is_still_read() -> None:
    text = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n"
    assert str(_d(text)["message_kind"]).startswith("oom")


# --- the kernel warm-up after the sizing (model_executor/warmup/kernel_warmup.py)
_WARMUP_FRAMES = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 400, in '
                  'compile_or_warm_up_model\n    kernel_warmup(self)\n'
                  '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/warmup/kernel_warmup.py", '
                  'line 40, in kernel_warmup\n    flashinfer_autotune(worker.model_runner)\n'
                  '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/warmup/kernel_warmup.py", '
                  'line 90, in flashinfer_autotune\n    runner._dummy_run(\n')


def test_an_oom_under_the_kernel_warm_up_is_the_profiling_steps() -> None:
    text = ("Traceback (most recent call last):\n" + _WARMUP_FRAMES
            + "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of "
              "79.19 GiB of which 1.02 GiB is free.\n")
    assert _d(text)["message_kind"] == "oom_profiling"


def test_a_check_under_the_kernel_warm_up_is_no_profiling_assertion() -> None:
    # vllm/utils/deep_gemm.py::_missing: "DeepGEMM backend is not available or outdated. Please install or update the
    # `deep_gemm` to a newer version to enable FP8 kernels."
    frames = _WARMUP_FRAMES.replace("flashinfer_autotune(worker.model_runner)", "deep_gemm_warmup(model, max_tokens)")
    text = ("INFO [default_loader.py:262] Loading weights took 3.10 seconds\nTraceback (most recent call last):\n"
            + frames.replace("in flashinfer_autotune", "in deep_gemm_warmup")
            + "RuntimeError: DeepGEMM backend is not available or outdated. Please install or update the `deep_gemm` "
              "to a newer version to enable FP8 kernels.\n")
    assert _d(text)["message_kind"] != "profiling_assertion"


def test_a_deepgemm_warm_up_named_by_its_progress_bar_places_an_oom() -> None:
    # vLLM's tqdm label in model_executor/warmup/deep_gemm_warmup.py: "DeepGemm(fp8_gemm_nt) warmup (W=...)"
    text = ("DeepGemm(fp8_gemm_nt) warmup (W=torch.Size([7168, 2048])):  40%|####      | 2/5\n"
            "the deepgemm warmup OOMs every time\n")
    assert _d(text)["message_kind"] == "oom_profiling"


# --- torch's own arch check names the GPU's capability
def test_torchs_sm_name_is_the_compute_capability() -> None:
    # torch/cuda/__init__.py::_check_cubins: "{} with CUDA capability sm_{} is not compatible with the current PyTorch
    # installation."
    d = _d("NVIDIA GeForce RTX 3080 with CUDA capability sm_86 is not compatible with the current PyTorch "
           "installation.\nThe current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["numbers"]["compute_capability"] == "8.6"


# --- ZeroMQ's Windows wording of EADDRINUSE (libzmq src/err.cpp)
def test_zeromqs_windows_address_in_use_is_a_port_held() -> None:
    d = _d("zmq.error.ZMQError: Address in use (addr='tcp://127.0.0.1:5570')\n")
    assert d["message_kind"] == "port_in_use"
    assert d["numbers"]["zmq_port"] == 5570


# --- Triton: a vendor's name for shared memory, the kernel from MLIR's location, a build on a cache file
def test_a_vendor_tritons_out_of_resource_names_the_kernel_from_its_location() -> None:
    text = ("RuntimeError: Worker failed with error 'out of resource: uni_sram\nPassManager::run failed:\n"
            'loc("/usr/local/lib/python3.10/site-packages/vllm/model_executor/layers/mamba/ops/ssd_chunk_scan.py":30:0): '
            "Failures have been detected while processing an MLIR pass pipeline'\n")
    d = _d(text)
    assert d["message_kind"] == "triton_shared_memory_exceeded"
    assert d["numbers"]["triton_kernel_file"] == "vllm/model_executor/layers/mamba/ops/ssd_chunk_scan.py"
    assert _no_memory_fix(d)


def test_a_c_compilers_command_on_a_triton_cache_file_is_tritons_build() -> None:
    # triton/runtime/build.py::_build: subprocess.check_call([cc, src, ...]) on the cache's main.c
    d = _d("subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/home/u/.triton/cache/Qx3/main.c', '-O3', "
           "'-shared', '-fPIC',\n")
    assert d["message_kind"] == "triton_compiler_missing"


def test_torchs_extension_build_without_cuda_home_names_the_package() -> None:
    # torch/utils/cpp_extension.py::_join_cuda_home: raise OSError('CUDA_HOME environment variable is not set. Please
    # set it to your CUDA install root.')
    d = _d("OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root. (building "
           "/root/.cache/torch_extensions/py311_cu121/xgrammar/)\n")
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["numbers"]["torch_extension"] == "xgrammar"
    assert any(f["flag"] == "CUDA_HOME" for f in d["fixes"])


# --- AITER MLA's head counts (v1/attention/backends/mla/rocm_aiter_mla.py::AiterMLAImpl.__init__, 0.9.0-0.17.1)
def test_aiter_mla_heads_propose_the_tensor_parallel_sizes_that_fit() -> None:
    text = ("vllm serve moonshotai/Kimi-K2-Instruct --tensor-parallel-size 8 --trust-remote-code\n"
            "AssertionError: Aiter MLA only supports 16 or 128 number of heads.\nProvided 8 number of heads.\n"
            "Try adjusting tensor_parallel_size value.\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed" and d["numbers"]["num_attention_heads"] == 8
    tps = [f["value"] for f in d["fixes"] if f["flag"] == "--tensor-parallel-size"]
    assert tps == ["4"]  # 64 heads: 16 a GPU at TP 4; 128 a GPU needs more heads than the model has


def test_aiter_mla_heads_without_the_launch_propose_no_size() -> None:
    d = _d("AssertionError: Aiter MLA only supports 16 or 128 number of heads.\nProvided 32 number of heads.\n"
           "Try adjusting tensor_parallel_size value.\n")
    assert not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])


# --- FlashInfer named as the backend, no frame pasted (attention/backends/flashinfer.py's import left None)
def test_flashinfer_named_without_frames_reads_the_nonetype_error() -> None:
    text = ("export VLLM_ATTENTION_BACKEND=FLASHINFER\npython serve.py\n"
            "TypeError: 'NoneType' object is not callable\n")
    assert _d(text)["message_kind"] == "no_attention_backend"


def test_the_nonetype_error_alone_is_not_flashinfers() -> None:
    assert _d("TypeError: 'NoneType' object is not callable\n")["message_kind"] != "no_attention_backend"


# --- vllm-flash-attn without a version, a CUTLASS arch guard, an op without a kernel, DeepGEMM's header
def test_no_flash_attention_version_is_the_gpu() -> None:
    # vllm/vllm_flash_attn/flash_attn_interface.py: raise ValueError(f"Unsupported FA version: {fa_version}")
    d = _d("ValueError: Unsupported FA version: None\n")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"


def test_a_cutlass_arch_guard_trap_is_a_kernel_build_bug() -> None:
    # csrc/cutlass_extensions/common.hpp: enable_sm100_only's printf("This kernel only supports sm100.\n")
    d = _d("This kernel only supports sm100.\nCUDA error: unspecified launch failure\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["numbers"]["kernel_sm"] == "100" and _no_memory_fix(d)


def test_an_op_without_a_kernel_for_the_backend_is_a_build_without_it() -> None:
    # torch aten/src/ATen/core/dispatch/OperatorEntry.cpp::reportError
    d = _d("NotImplementedError: Could not run '_moe_C::topk_softmax' with arguments from the 'CPU' backend. This could "
           "be because the operator doesn't exist for this backend.\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert d["numbers"]["vllm_op"] == "_moe_C::topk_softmax"


def test_deepgemms_include_parser_failing_on_the_gpus_header_is_the_gpu() -> None:
    # DeepGEMM's JIT (include_parser.hpp DG_HOST_ASSERT) under vllm/utils/deep_gemm.py
    d = _d("RuntimeError: Assertion error (include_parser.hpp:69): Failed to open: /opt/venv/lib/python3.12/"
           "site-packages/deep_gemm/include/deep_gemm/impls/sm89_fp8_gemm_1d1d.cuh\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"


# --- the tool-choice refusal cut after its first flag
def test_the_tool_choice_refusal_cut_after_its_flag_is_read() -> None:
    d = _d('openai.BadRequestError: Error code: 400 - {"error": {"message": "\\"auto\\" tool choice requires '
           '--enable-auto-tool-choice and -\n')
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"


# --- V1 refusing a quantized KV cache when asked for explicitly (engine/arg_utils.py::_raise_or_fallback, 0.8.0-0.11.0:
# raise NotImplementedError(f"VLLM_USE_V1=1 is not supported with {feature_name}."))
def test_v1_asked_for_with_a_kv_cache_dtype_is_the_kv_dtype_with_that_engine() -> None:
    d = _d("export VLLM_USE_V1=1\nvllm serve Qwen/Qwen2.5-7B-Instruct --kv-cache-dtype fp8_e5m2\n"
           "NotImplementedError: VLLM_USE_V1=1 is not supported with --kv-cache-dtype.\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert [f["flag"] for f in d["fixes"]][:2] == ["VLLM_USE_V1", "--kv-cache-dtype"]
    assert d["fixes"][0]["value"] == "0" and d["fixes"][1]["value"] == "auto"


def test_v1_refusing_another_feature_stays_vllms_check() -> None:
    d = _d("NotImplementedError: VLLM_USE_V1=1 is not supported with --enable-prompt-adapter.\n")
    assert d["message_kind"] != "kv_cache_dtype_unsupported"


# --- vLLM's own import warnings: vllm._C missing (vllm/_custom_ops.py logger.warning), triton_kernels not imported
# (model_executor/layers/fused_moe/gpt_oss_triton_kernels_moe.py logger.error "Failed to import Triton kernels. Please
# make sure your triton version is compatible. Error: %s")
def test_the_custom_ops_warning_over_a_missing_c_module_is_the_extension_missing() -> None:
    d = _d("(venv) PS C:\\work> python -c \"import vllm\"\n"
           "WARNING 10-21 18:27:11 _custom_ops.py:18] Failed to import from vllm._C with ModuleNotFoundError(\"No "
           "module named 'vllm._C'\")\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"


def test_triton_kernels_not_imported_is_a_package_mismatch() -> None:
    d = _d("ERROR 10-09 11:02:33 [gpt_oss_triton_kernels_moe.py:37] Failed to import Triton kernels. Please make sure "
           "your triton version is compatible. Error: No module named 'triton_kernels.routing'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "triton_kernels" in d["diagnosis"]["summary"] and _no_memory_fix(d)


def test_an_exception_after_the_triton_kernels_log_ended_the_start() -> None:
    d = _d("ERROR [gpt_oss_triton_kernels_moe.py:37] Failed to import Triton kernels. Please make sure your triton "
           "version is compatible. Error: No module named 'triton_kernels.routing'\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    assert d["message_kind"].startswith("oom")
