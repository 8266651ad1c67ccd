"""The rules written after blind rounds 61-66 (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixture it was fitted on. Texts are vLLM's, Python's, argparse's, the kernel's or a library's messages as their
sources print them (cited per test); no expected value is computed by kvroom."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _fix_text(d: dict) -> str:
    return " ".join(f"{f['title']} {f['command']} {f['detail']}" for f in d["fixes"])


# --- a checkpoint tensor in a KeyError quoted in a title with words after it (models/*.py::load_weights)
def test_weight_key_error_in_a_title_with_words_after_it() -> None:
    d = _d("[Bug]: KeyError: 'model.layers.3.mlp.experts.0.down_proj.qzeros' when loading my AWQ MoE on 0.9.2\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "model.layers.3.mlp.experts.0.down_proj.qzeros"


# --- Triton's fp8e4nv refusal inside vLLM's FP8 weight kernels (quantization/utils/fp8_utils.py, fused_moe.py)
_FP8E4NV = ("triton.compiler.errors.CompilationError: at 1:0:\n{kernel}\n^\n"
            "ValueError(\"type fp8e4nv not supported in this architecture. The supported fp8 dtypes are "
            "('fp8e4b15', 'fp8e5')\")\n")


def test_fp8e4nv_in_the_older_block_fp8_kernel_is_the_weights() -> None:
    d = _d(_FP8E4NV.format(kernel="def _w8a8_block_fp8_matmul("))
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert "another vLLM release" in _fix_text(d)


def test_fp8e4nv_in_the_fused_moe_kernel_is_the_weights() -> None:
    assert _d(_FP8E4NV.format(kernel="def fused_moe_kernel("))["message_kind"] == "quantization_unsupported_gpu"


def test_fp8e4nv_in_an_attention_kernel_stays_the_format() -> None:
    assert _d(_FP8E4NV.format(kernel="def kernel_unified_attention_2d("))["message_kind"] == "dtype_unsupported"


# --- raise sites of 0.2.0-0.5.4, read from the source distributions (tools/gen_vllm_raises.py --older)
def test_a_check_only_old_releases_print_names_its_site() -> None:
    # the span checked against vLLM's own sources, not kvroom's table: the text is in llava.py of 0.4.0 (the wheel, read
    # once the raise index took every point release), of the sdists 0.4.1 and 0.4.2 (split over two source lines), 0.4.3
    # and 0.5.0, and not in 0.5.1's nor 0.3.3's (grep of the unpacked vllm-X.tar.gz / .whl)
    d = _d("ValueError: The expected image tensor shape is batch dimension plus (3, 336, 336). You supplied "
           "torch.Size([1, 3, 224, 224]). If you are using vLLM's entrypoint, make sure your supplied image input is "
           "consistent with image_input_shape in engine args.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "llava.py" in d["diagnosis"]["summary"]
    assert "0.4.0-0.5.0" in " ".join(d["diagnosis"]["evidence"])


# --- argparse refusing a value or a flag of vLLM's command line
def test_argparse_invalid_choice_of_another_flag() -> None:
    d = _d("vllm serve: error: argument --kv-cache-dtype: invalid choice: 'fp8_e4m3' (choose from 'auto', 'fp8', "
           "'fp8_e5m2')\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_flag"] == "--kv-cache-dtype" and d["numbers"]["cli_value"] == "fp8_e4m3"
    assert "auto, fp8, fp8_e5m2" in d["diagnosis"]["summary"]
    assert all(f["flag"] != "--gpu-memory-utilization" for f in d["fixes"])


def test_argparse_quantization_choice_keeps_its_own_row() -> None:
    d = _d("api_server.py: error: argument --quantization/-q: invalid choice: 'hqq' (choose from 'awq', 'gptq', "
           "'squeezellm', None)\n")
    assert d["message_kind"] == "quantization_method_unknown"


def test_argparse_unrecognized_arguments() -> None:
    d = _d("usage: api_server.py [-h] [--host HOST]\napi_server.py: error: unrecognized arguments: --kv-cache-memory "
           "8G\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "--kv-cache-memory" in d["diagnosis"]["summary"]


# --- a framework calling vLLM's API with a keyword the installed release lacks (data/vllm_api_names.json)
def test_unexpected_keyword_to_a_vllm_serving_class() -> None:
    d = _d("TypeError: OpenAIServingChat.__init__() got an unexpected keyword argument 'request_logger'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    # the class's file in 0.33.0's source (vllm-0.33.0.tar.gz: "class OpenAIServingChat" in this file)
    assert "vllm/entrypoints/openai/chat_completion/serving.py" in d["diagnosis"]["summary"]


def test_unexpected_keyword_to_a_function_vllm_does_not_define_is_not_read() -> None:
    d = _d("TypeError: train_my_reward_model() got an unexpected keyword argument 'beta'\n")
    assert d["message_kind"] is None


def test_the_hub_client_refusal_keeps_its_row() -> None:
    d = _d("TypeError: SafeTensorsInfo.__init__() got an unexpected keyword argument 'sharded'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("hub_class") == "SafeTensorsInfo"


# --- an import retyped without the module's quotes (CPython's "cannot import name 'X' from 'M' (path)")
def test_import_name_missing_with_an_unquoted_module() -> None:
    d = _d("ImportError: cannot import name 'FusedMoEMethodBase' from vllm.model_executor.layers.fused_moe\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["vllm_module"] == "vllm.model_executor.layers.fused_moe"


# --- logging's exception(): str(exc) on the record above "Traceback (most recent call last):"
def test_logged_exception_message_above_a_traceback_is_looked_up() -> None:
    d = _d("some earlier line\nERROR 06-01 10:00:00 [engine.py:400] tp_size=4 must be divisible by dcp_size=3.\n"
           "ERROR 06-01 10:00:00 [engine.py:400] Traceback (most recent call last):\n"
           'ERROR 06-01 10:00:00 [engine.py:400]   File "/x/vllm/engine/multiprocessing/engine.py", line 1, in run\n')
    assert d["message_kind"] == "vllm_check_failed"


def test_a_logged_line_that_is_no_site_is_not_read() -> None:
    d = _d("some earlier line\nERROR 06-01 10:00:00 [engine.py:400] the weather is fine today\n"
           "ERROR 06-01 10:00:00 [engine.py:400] Traceback (most recent call last):\n")
    assert d["message_kind"] is None


# --- the launch read from a docker line, a YAML args list and a command in a markdown code span
def test_docker_run_of_the_vllm_image_is_a_command() -> None:
    r = explain("docker run --gpus all -p 8000:8000 vllm/vllm-openai:v0.9.2 --model Qwen/Qwen3-8B "
                "--tensor-parallel-size 2 --max-model-len 16384\nValueError: some error\n").record
    assert r.tensor_parallel_size == 2 and r.max_model_len == 16384


def test_yaml_args_list_items_are_the_servers_flags() -> None:
    r = explain("command:\n  - --max-model-len 8192\n  - \"--gpu-memory-utilization=0.85\"\n"
                "  - --tensor-parallel-size=2\n").record
    assert r.max_model_len == 8192 and r.gpu_memory_utilization == 0.85 and r.tensor_parallel_size == 2


def test_a_command_in_a_code_span_ends_at_its_backtick() -> None:
    r = explain("I ran `vllm serve Qwen/Qwen3-8B --max-model-len 12000` and then it crashed.\n").record
    assert r.max_model_len == 12000


# --- ROCm libraries' architecture lists (aiter/jit/core.py, ROCm flash-attention setup.py)
def test_rocm_flash_attention_arch_refusal() -> None:
    d = _d("AssertionError: One of GPU archs of ['gfx1030'] is invalid or not supported by Flash-Attention\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert "another attention backend" in _fix_text(d)
    assert "VLLM_ROCM_USE_AITER" not in _fix_text(d)


def test_aiter_arch_refusal_without_brackets() -> None:
    d = _d("RuntimeError: One of GPU archs of gfx1201 is invalid or not supported\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert "VLLM_ROCM_USE_AITER=0" in _fix_text(d)


# --- FlashInfer's JIT with no architecture (flashinfer/jit/core.py::check_cuda_arch)
def test_flashinfer_sm75_on_a_newer_gpu_names_the_toolkit() -> None:
    d = _d("RuntimeError: FlashInfer requires GPUs with sm75 or higher, but got sm121\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert "sm121" in d["diagnosis"]["summary"] and "toolkit" in d["diagnosis"]["summary"]
    assert "VLLM_USE_FLASHINFER_SAMPLER=0" in _fix_text(d)


def test_flashinfer_sm75_on_a_volta_gpu_is_the_gpu() -> None:
    d = _d("RuntimeError: FlashInfer requires GPUs with sm75 or higher\n", gpu="V100-16GB")
    assert "compute capability 7.0" in d["diagnosis"]["summary"]
    assert "VLLM_USE_FLASHINFER_SAMPLER=0" in _fix_text(d)  # the native sampler and other backends


# --- one of vLLM's checks refusing the KV cache's dtype (explain.place_kv_dtype_check)
def test_flash_attention_refusing_fp8_kv_is_the_kv_dtype() -> None:
    d = _d("NotImplementedError: FlashAttention does not support FP8 kv-cache on this device.\n", vllm_version="0.9.2")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert d["diagnosis"]["cause"] == "kv_cache_dtype_unsupported"


def test_a_hybrid_manager_refusal_is_no_kv_dtype() -> None:
    d = _d("ValueError: Hybrid KV cache manager was explicitly enabled but is not supported in this configuration. "
           "Consider omitting the --no-disable-hybrid-kv-cache-manager flag\n")
    assert d["message_kind"] == "vllm_check_failed"


# --- the kernel's OOM killer before the KV sizing (mm/oom_kill.c)
def test_kernel_oom_killer_while_loading_is_host_memory() -> None:
    d = _d("INFO 01-01 10:00:00 [gpu_model_runner.py:1] Starting to load model meta-llama/Llama-3.1-70B...\n"
           "[123456.789] Out of memory: Killed process 4242 (python3) total-vm:900000000kB, anon-rss:250000000kB\n")
    assert d["diagnosis"]["cause"] == "host_memory_exhausted"
    assert all(f["flag"] not in ("--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size")
               for f in d["fixes"])


# --- libcudart named alone after ImportError (a title cut there)
def test_libcudart_named_alone() -> None:
    d = _d("vllm import fails: ImportError: libcudart.so.12\n")
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["numbers"]["library"] == "libcudart.so.12"


# ----------------------------------------------------------------- after blind rounds 67-70 (BLIND.md)
# --- a KeyError retyped without its quotes, its head elided
def test_unquoted_elided_weight_key_error() -> None:
    d = _d("KeyError: ...layers.7.self_attn.qkv_proj.weight_scale\n")
    assert d["message_kind"] == "weight_loading_mismatch"


def test_unquoted_key_error_of_no_tensor_name_is_not_read() -> None:
    assert _d("KeyError: ...some_key\n")["message_kind"] is None


# --- a quantization method reaching for a companion its layer lacks (layers/linear.py, fused_moe/layer.py)
def test_layer_without_a_quantization_attribute() -> None:
    d = _d("AttributeError: 'RowParallelLinear' object has no attribute 'weight_scale'\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["model_class"] == "RowParallelLinear"


def test_an_engine_object_attribute_keeps_its_row() -> None:
    d = _d("AttributeError: 'AsyncLLM' object has no attribute 'engine'\n")
    assert d["message_kind"] == "dependency_version_mismatch"


# --- the bfloat16 refusal's GPU sentence on the line after its head (a comment or a re-flow split it)
def test_bfloat16_refusal_split_over_two_lines_keeps_the_gpu() -> None:
    d = _d("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.\n"
           "Your Tesla V100-SXM2-16GB GPU has compute capability 7.0. You can use float16 instead by explicitly "
           "setting the `dtype` flag in CLI, for example: --dtype=half.\n")
    assert d["numbers"]["compute_capability"] == "7.0"
    assert d["numbers"]["gpu_name"] == "Tesla V100-SXM2-16GB"


# --- the length from "Maximum concurrency for N tokens per request" (max_model_len, V0 executors / V1 kv_cache_utils)
def test_concurrency_line_names_the_length() -> None:
    r = explain("INFO 10-28 11:14:52 distributed_gpu_executor.py:57] # GPU blocks: 100, # CPU blocks: 1638\n"
                "INFO 10-28 11:14:52 distributed_gpu_executor.py:61] Maximum concurrency for 32768 tokens per request: "
                "0.05x\n").record
    assert r.max_model_len == 32768


# --- lm-evaluation-harness's --model_args (lm_eval/models/vllm_causallms.py)
def test_lm_eval_model_args_are_the_launch() -> None:
    r = explain("lm_eval --model vllm --model_args pretrained=Qwen/Qwen2.5-7B-Instruct,tensor_parallel_size=4,"
                "gpu_memory_utilization=0.7,max_model_len=8192 --tasks gsm8k\nValueError: x\n").record
    assert (r.tensor_parallel_size, r.gpu_memory_utilization, r.max_model_len) == (4, 0.7, 8192)


# --- a Helm values file's extraArgs, one quoted flag a line with comments; a commented-out flag is no argument
def test_flow_sequence_flags_with_comments() -> None:
    r = explain('extraArgs: [\n  "--max-model-len=4096", # context\n  # "--enforce-eager",\n'
                '  "--tensor-parallel-size=4",\n  "--kv-cache-dtype=fp8" # cache\n]\n').record
    assert (r.max_model_len, r.tensor_parallel_size, r.kv_cache_dtype) == (4096, 4, "fp8")
    assert not r.enforce_eager


# --- HIP's error with a capital E (an issue title)
def test_hip_invalid_device_function_capitalised() -> None:
    assert _d("vLLM fails on my card (HIP Error: invalid device function)\n")["message_kind"] == "cuda_no_kernel_image"


# --- V0's multiprocessing executor: world size over this node's GPUs (mp_distributed_executor.py::_check_cuda)
def test_mp_executor_world_size_over_local_gpus() -> None:
    d = _d("RuntimeError: please ensure that world_size (8) is less than than max local gpu count (4)\n",
           vllm_version="0.8.5")
    assert d["message_kind"] == "tp_over_gpus"
    assert (d["numbers"]["local_world_size"], d["numbers"]["gpu_count"]) == (8, 4)
    assert "--distributed-executor-backend ray" in " ".join(f["command"] for f in d["fixes"])


# ----------------------------------------------------------------- after blind rounds 71-73 (BLIND.md)
def test_estimate_retold_with_a_capital() -> None:
    d = _d("ValueError: To serve at least one request with the model's max seq len (262144), 12.0 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (4.0 GiB). Estimated maximum model length is "
           "87376.\n")
    assert d["numbers"]["estimated_max_model_len"] == 87376


def test_weight_key_error_after_cjk_words() -> None:
    d = _d("加载模型时报错 KeyError: 'visual.blocks.0.attn.qkv.weight'\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["numbers"]["param_name"] == "visual.blocks.0.attn.qkv.weight"


def test_no_module_vllm_c_with_double_quotes() -> None:
    assert _d('ModuleNotFoundError: No module named "vllm._C"\n')["message_kind"] == "vllm_extension_import_failed"


def test_sparse_mla_selector_refusal_is_the_gpu_family() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=576, "
           "dtype=torch.bfloat16, kv_cache_dtype=fp8, block_size=64, use_mla=True, has_sink=False, use_sparse=True, "
           "...)\n", gpu="RTX-4090")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert "compute capability 8.9" in d["diagnosis"]["summary"]


def test_dense_mla_selector_refusal_keeps_the_general_reading() -> None:
    d = _d("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=576, "
           "dtype=torch.bfloat16, kv_cache_dtype=auto, block_size=64, use_mla=True, use_sparse=False, ...)\n")
    assert d["diagnosis"]["cause"] == "no_attention_backend"
    assert "Sparse" not in d["diagnosis"]["summary"]


# ----------------------------------------------------------------- after blind round 75 (BLIND.md)
def test_torch_oom_in_a_code_span_takes_the_sentences_phase() -> None:
    d = _d("Without that flag the server dies while capturing CUDA graphs with\n"
           "`torch.OutOfMemoryError: Tried to allocate 512.00 MiB`. Lowering the utilization did not help.\n")
    assert d["message_kind"] == "oom_cuda_graph"
    assert d["numbers"]["tried_gib"] == 0.5


def test_a_logged_torch_oom_keeps_its_own_phase_reading() -> None:
    # torch's full text on a log record: the sentence before it is no reporter's and does not place it
    d = _d("INFO 01-01 10:00:00 [gpu_model_runner.py:1] Starting to load model m...\n"
           "ERROR 01-01 10:00:01 [core.py:1] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. "
           "GPU 0 has a total capacity of 23.55 GiB of which 1.00 GiB is free.\n")
    assert d["message_kind"] == "oom_loading"


# ----------------------------------------------------------------- after blind round 74 (BLIND.md)
def test_ptx_built_by_a_newer_cuda_than_the_driver() -> None:
    d = _d("RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.\n")
    assert d["message_kind"] == "cuda_driver_mismatch"
    assert "PTX" in d["diagnosis"]["summary"]


def test_estimate_retold_without_is() -> None:
    d = _d("| KV refusal at 131072, \"estimated maximum model length ~98304\" | lower the length |\n")
    assert d["message_kind"] == "kv_cache_too_small"
    assert d["numbers"]["estimated_max_model_len"] == 98304


def test_argparse_leftovers_are_not_echoed() -> None:
    # argparse lists every word it did not take: a flag's value may be a key ("--api-key sk-..."); only the first
    # flag's name is kept, in the numbers and the message text alike
    d = _d("vllm serve: error: unrecognized arguments: --api-keys sk-proj-0123456789abcdefghijklmnop\n")
    text = str(d)
    assert "sk-proj" not in text and "0123456789abcdef" not in text
    assert d["numbers"]["cli_flag"] == "--api-keys"
