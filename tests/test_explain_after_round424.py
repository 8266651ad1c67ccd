"""The rules written in the session of rounds 425-432 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures they were fitted on. Messages are vLLM's own Python raises (cited per test, read from the released wheels
into data/vllm_raises.json by tools/gen_vllm_raises.py); expected values are the sites' own files, never kvroom's."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


_FRAME = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/model_loader/default_loader.py", line 269, '
          'in load_weights\n    loaded_weights = model.load_weights(\n')


# --- a weight loader's own check on a checkpoint tensor (its raise site is a load_weights / weight_loader function):
# the checkpoint's layout and the release's model code disagree
def test_a_load_weights_check_on_a_tensor_name_is_a_weight_loading_mismatch() -> None:
    # model_executor/models/bloom.py::BloomForCausalLM.load_weights: raise ValueError(f"Unexpected weight name: {name}")
    d = _d("Traceback (most recent call last):\n" + _FRAME
           + "ValueError: Unexpected weight name: transformer.h.0.self_attention.rotary.inv_freq\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "bloom.py::BloomForCausalLM.load_weights" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_sharded_state_loaders_missing_keys_is_a_weight_loading_mismatch() -> None:
    # model_executor/model_loader/sharded_state_loader.py::ShardedStateLoader.load_weights:
    # raise ValueError(f"Missing keys {tuple(state_dict)} in loaded state!")
    d = _d("ERROR 03-02 10:11:12 [core.py:700] ValueError: Missing keys ('model.norm.weight',) in loaded state!\n")
    assert d["message_kind"] == "weight_loading_mismatch"


def test_a_loaders_refusal_of_a_combination_stays_vllms_check() -> None:
    # model_executor/model_loader/loader.py::BitsAndBytesModelLoader._load_weights (0.6-0.8): "Prequant BitsAndBytes
    # models with TP is not supported.Please try with PP." -- a setting refused, not a tensor
    d = _d("ValueError: Prequant BitsAndBytes models with TP is not supported.Please try with PP.\n")
    assert d["message_kind"] != "weight_loading_mismatch"


def test_the_loaders_bookkeeping_of_unfilled_parameters_stays_vllms_check() -> None:
    # model_executor/models/gemma.py::GemmaForCausalLM.load_weights: raise RuntimeError("Some weights are not
    # initialized from checkpoints: ...") -- it can name vLLM's own buffers (a quantization method's), not the checkpoint's
    d = _d("RuntimeError: Some weights are not initialized from checkpoints: {'model.layers.0.mlp.gate_up_proj.workspace'}\n")
    assert d["message_kind"] != "weight_loading_mismatch"


# --- compressed-tensors' weight-only FP8 scheme (the fallback vLLM picks for FP8 weights on GPUs without FP8 compute)
# refusing the checkpoint's layout: the GPU, not a check of the launch's settings
def test_the_weight_only_fp8_fallback_refusing_a_strategy_is_the_gpu() -> None:
    # compressed_tensors/schemes/compressed_tensors_w8a16_fp8.py::CompressedTensorsW8A16Fp8.create_weights (0.5.4-0.15.1):
    # raise ValueError(f"Unsupported weight strategy={self.strategy}, supported strategies are {SUPPORTED_STRATEGIES}")
    d = _d("(EngineCore_DP0 pid=77) ERROR 11-02 08:00:01 [core.py:842] ValueError: Unsupported weight strategy=group, "
           "supported strategies are [<QuantizationStrategy.CHANNEL: 'channel'>, <QuantizationStrategy.TENSOR: "
           "'tensor'>]\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "8.9" in d["diagnosis"]["summary"]
    titles = " ".join(f["title"] for f in d["fixes"])
    assert "after 0.15.1" in titles and "8.9" in titles
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size")
                   for f in d["fixes"])


# --- an OOM in a forward pass after loading: with chunked prefill (V1) the step's batch is the token budget, not the
# context; after the KV cache was sized, what the cache left is the room
_TRITON_OOM = ('  File "/usr/local/lib/python3.12/dist-packages/triton/runtime/autotuner.py", line 160, in run\n'
               "RuntimeError: Triton Error [CUDA]: out of memory\n")


def _fix(d: dict, flag: str) -> dict | None:
    return next((f for f in d["fixes"] if f["flag"] == flag), None)


def test_a_v1_forward_pass_oom_shrinks_the_token_budget_not_the_context() -> None:
    log = ("INFO 03-09 05:01:00 [__init__.py:239] Automatically detected platform cuda.\n"
           "(EngineCore_DP0 pid=162) INFO 03-09 05:01:02 [core.py:77] Initializing a V1 LLM engine (v0.16.0) with "
           "config: model='Qwen/Qwen3-8B', max_seq_len=32768, tensor_parallel_size=1\n" + _TRITON_OOM)
    d = _d(log)
    assert d["message_kind"] == "oom_forward"
    assert _fix(d, "--max-model-len") is None
    assert _fix(d, "--max-num-batched-tokens") is not None


def test_a_forward_pass_oom_after_the_kv_cache_was_sized_leaves_room_below_the_utilization() -> None:
    log = ("vllm serve Qwen/Qwen3-8B --gpu-memory-utilization 0.92 --max-model-len 32768\n"
           "(EngineCore_DP0 pid=162) INFO 03-09 05:02:00 [kv_cache_utils.py:1000] GPU KV cache size: 120,000 tokens\n"
           + _TRITON_OOM)
    d = _d(log)
    assert d["message_kind"] == "oom_forward"
    util = _fix(d, "--gpu-memory-utilization")
    assert util is not None and float(util["value"]) < 0.92


def test_a_v0_forward_pass_oom_without_chunked_prefill_still_shortens_the_context() -> None:
    # V0 without chunked prefill (0.5.5-0.7.3 below 32K tokens): the largest batch is max_model_len tokens
    log = ("INFO 08-01 10:00:00 llm_engine.py:184] Initializing an LLM engine (v0.6.1) with config: model='m', "
           "max_seq_len=16384, tensor_parallel_size=1, enable_prefix_caching=False\n"
           "vllm serve m --max-model-len 16384\n" + _TRITON_OOM)
    d = _d(log)
    assert d["message_kind"] == "oom_forward"
    f = _fix(d, "--max-model-len")
    assert f is not None and int(f["value"]) < 16384


# --- vLLM's shared workspace, locked after the warm-up (v1/worker/workspace.py::WorkspaceManager._ensure_workspace_size,
# 0.13.0+), asked for more by a kernel; and a traceback cut inside such a message, printed on a Windows host
_WS_FRAMES = ('  File "C:\\Python312\\Lib\\site-packages\\vllm\\v1\\worker\\workspace.py", line 110, in get_simultaneous\n'
              '    current_workspace = self._ensure_workspace_size(total_bytes)\n'
              '  File "C:\\Python312\\Lib\\site-packages\\vllm\\v1\\worker\\workspace.py", line 157, in '
              '_ensure_workspace_size\n    raise AssertionError(\n')


def test_a_locked_workspace_asked_for_more_is_the_workspace_not_memory() -> None:
    d = _d("(EngineCore_DP0 pid=5) ERROR [core.py:900] AssertionError: Workspace is locked but allocation from "
           "'flashmla_sparse.py:512:forward_mqa' requires 12.50 MB, current size is 8.00 MB. Workspace growth is not "
           "allowed after locking.\n")
    assert d["message_kind"] == "attention_workspace_overflow"
    assert "flashmla_sparse.py:512:forward_mqa" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size")
                   for f in d["fixes"])


def test_a_message_cut_past_its_first_piece_under_a_windows_frame_names_the_site() -> None:
    # the paste stops inside the second formatted value; the frame (Windows path) and the head name the site
    d = _d("Traceback (most recent call last):\n" + _WS_FRAMES
           + "AssertionError: Workspace is locked but allocation from 'mla_attn.py:88:_decode' requires 1.00 MB, cur\n")
    assert d["message_kind"] == "attention_workspace_overflow"


# --- a name missing from a trainer vLLM loads a class from by its qualified name (--worker-extension-cls), or from a
# media library its multimodal processors import: that package's release, not vLLM's check
def test_a_worker_extension_missing_from_the_trainer_is_the_trainers_release() -> None:
    d = _d("AttributeError: module 'verl.workers.rollout.vllm_rollout' has no attribute 'WorkerExtension'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["missing_name"] == "WorkerExtension"


def test_a_name_missing_from_a_media_library_is_that_librarys_release() -> None:
    d = _d("ImportError: cannot import name 'Resampling' from 'PIL.Image' (/usr/lib/python3/dist-packages/PIL/Image.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"


def test_a_name_missing_from_the_users_own_module_is_not_a_package_release() -> None:
    d = _d("AttributeError: module 'my_rollout_utils' has no attribute 'WeightSync'\n")
    assert d["message_kind"] != "dependency_version_mismatch"


# --- mistral_common's Tekkenizer refusing the tokenizer file's version (tokens/tokenizers/tekken.py::
# Tekkenizer.from_file): the model is newer than the installed mistral_common
def test_a_tekken_version_mistral_common_does_not_know_is_that_packages_release() -> None:
    d = _d("ValueError: Unknown version: v15 in /models/Magistral/tekken.json. Make sure to use a valid version string: "
           "['v1', 'v2', 'v3', 'v7', 'v11', 'v13']\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["tokenizer_version"] == "v15"
    assert "mistral_common" in d["diagnosis"]["summary"] and "LayerRepository" not in d["diagnosis"]["summary"]
    assert any("mistral_common" in f["title"] for f in d["fixes"])


# --- a printed import error quoted in double quotes in a title or a sentence, the quotation closing after the module
def test_a_quoted_import_error_closing_after_the_module_is_read() -> None:
    d = _d('vllm serve fails with "ImportError: cannot import name \'cached_download\' from \'huggingface_hub\'" '
           "after upgrading\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["missing_name"] == "cached_download"


def test_a_name_missing_from_mlx_lm_is_that_packages_release() -> None:
    d = _d("ImportError: cannot import name 'KVCache' from 'mlx_lm.models.cache' (/opt/venv/lib/mlx_lm/models/cache.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"


# --- a tool-calling request refused by a server started without a tool-call parser (entrypoints/openai/serving_chat.py,
# renderers/online_renderer.py in 0.34): the launch's flags, with the parser for the model family where it is known
def test_auto_tool_choice_without_the_flags_names_the_flags_and_the_parser() -> None:
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len 16384\n"
           "INFO:     127.0.0.1:5000 - \"POST /v1/chat/completions HTTP/1.1\" 400 Bad Request\n"
           "ERROR 05-01 10:00:00 [serving_chat.py:200] \"auto\" tool choice requires --enable-auto-tool-choice and "
           "--tool-call-parser to be set\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"
    fix = d["fixes"][0]
    assert fix["command"] == "--tool-call-parser llama3_json --enable-auto-tool-choice"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_required_tool_choice_without_a_parser_is_the_same_launch_gap() -> None:
    d = _d("openai.BadRequestError: Error code: 400 - {'message': 'tool_choice=\"required\" requires --tool-call-parser "
           "to be set', 'type': 'BadRequestError'}\n")
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"
    assert '"required"' in d["diagnosis"]["summary"]


# --- `pip show vllm` in a reporter's environment block: "Name: vllm" then "Version: X" (pip's show command)
def test_pip_show_vllm_gives_the_release() -> None:
    d = _d("ERROR 03-09 [core.py:1] ValueError: x\n$ pip show vllm\nName: vllm\nVersion: 0.8.5.post1\n"
           "Summary: A high-throughput and memory-efficient inference and serving engine for LLMs\n")
    assert d["vllm_version"] == "0.8.5.post1"


def test_pip_show_of_another_package_is_not_vllms_release() -> None:
    d = _d("ERROR 03-09 [core.py:1] ValueError: x\nName: transformers\nVersion: 4.46.1\n")
    assert d["vllm_version"] is None


# --- msgspec refusing a keyword of vLLM's SamplingParams (a msgspec.Struct, vllm/sampling_params.py), and Ray's
# version check between a process and its cluster (ray/_private/utils.py::check_version_info)
def test_msgspecs_unexpected_keyword_is_a_caller_of_another_vllm() -> None:
    d = _d("  File \"/app/worker.py\", line 88, in generate\n    params = SamplingParams(**kwargs)\n"
           "TypeError: Unexpected keyword argument 'guided_decoding'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["unexpected_kwarg"] == "guided_decoding"
    assert "msgspec" in d["diagnosis"]["summary"]


def test_pythons_own_unexpected_keyword_stays_the_callee_reading() -> None:
    d = _d("TypeError: LLM.__init__() got an unexpected keyword argument 'swap_space'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "msgspec" not in d["diagnosis"]["summary"]


def test_rays_version_check_names_the_clusters_ray() -> None:
    d = _d("RuntimeError: Version mismatch: The cluster was started with:\n    Ray: 2.40.0\n    Python: 3.11.9\n"
           "This process on node 10.1.2.3 was started with:\n    Ray: 2.46.0\n    Python: 3.11.9\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["ray_cluster_version"] == "2.40.0"
    assert any("ray==2.40.0" in f["detail"] for f in d["fixes"])


# --- Triton's kernel over the GPU's shared memory per block (triton/runtime/errors.py::OutOfResources): the kernel's
# configuration, named from the traceback; never a memory lever
_SMEM = ("triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 98304, Hardware limit: 65536. "
         "Reducing block sizes or `num_stages` may help.\n")


def test_an_attention_kernel_over_the_shared_memory_is_the_backend_on_this_gpu() -> None:
    d = _d("Traceback (most recent call last):\n"
           '  File "/usr/lib/python3/dist-packages/vllm/attention/ops/triton_unified_attention.py", line 700, in '
           "unified_attention\n    kernel_unified_attention_2d[grid](\n"
           '  File "/usr/lib/python3/dist-packages/triton/runtime/jit.py", line 347, in <lambda>\n' + _SMEM)
    assert d["message_kind"] == "triton_shared_memory_exceeded"
    assert d["numbers"]["required_bytes"] == 98304 and d["numbers"]["limit_bytes"] == 65536
    assert d["numbers"]["triton_kernel_file"] == "vllm/attention/ops/triton_unified_attention.py"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--tensor-parallel-size",
                                 "--kv-cache-dtype") for f in d["fixes"])


def test_a_moe_kernel_over_the_shared_memory_is_that_kernels_configuration() -> None:
    d = _d('  File "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/layers/fused_moe/fused_moe.py", line 900, '
           "in invoke_fused_moe_kernel\n" + _SMEM)
    assert d["message_kind"] == "triton_shared_memory_exceeded"
    assert d["diagnosis"]["cause"] == "triton_shared_memory_exceeded"


def test_an_amd_architecture_name_makes_the_platform_rocm() -> None:
    d = _d("Running on an MI300X (gfx942), vllm serve openai/gpt-oss-20b fails with\n" + _SMEM)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "ROCm" in d["fixes"][0]["title"]


# --- Triton's Volta MMA layout assertion (lib/Analysis/Allocation.cpp::getCvtOrder): no vLLM message, the GPU under
# vLLM's Triton prefix-prefill kernel; and that kernel's own head-size assert (attention/ops/prefix_prefill.py, 0.3-0.4.0)
def test_tritons_volta_layout_assertion_is_the_gpu_under_the_prefix_kernel() -> None:
    d = _d("python3: /project/lib/Analysis/Allocation.cpp:40: Assertion `!(srcMmaLayout && dstMmaLayout) && "
           "\"Unexpected mma -> mma layout conversion\"' failed.\nAborted (core dumped)\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert "prefix" in d["fixes"][0]["title"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_the_prefix_kernels_head_size_assert_is_the_models_head_size() -> None:
    d = _d('  File "/usr/local/lib/python3.10/dist-packages/vllm/attention/ops/prefix_prefill.py", line 639, in '
           "context_attention_fwd\n    assert Lk in {16, 32, 64, 128}\nAssertionError\n")
    assert d["message_kind"] == "head_size_unsupported"
    assert any("0.4.1" in f["title"] for f in d["fixes"])


# --- argparse's Namespace handed to vLLM's server code without an attribute its parser adds (api_server.py::build_app)
def test_a_hand_built_namespace_missing_a_servers_flag_is_a_parser_of_another_release() -> None:
    d = _d("  File \"/opt/venv/lib/python3.12/site-packages/vllm/entrypoints/openai/api_server.py\", line 900, in "
           "build_app\n    if args.disable_fastapi_docs:\nAttributeError: 'Namespace' object has no attribute "
           "'disable_fastapi_docs'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "disable_fastapi_docs" in d["diagnosis"]["summary"] and "LayerRepository" not in d["diagnosis"]["summary"]
    assert "parser" in d["fixes"][0]["title"]


# --- a Hugging Face download's partial blob gone (huggingface_hub/file_download.py's <blob>.incomplete)
def test_a_vanished_incomplete_blob_is_a_checkpoint_not_whole_on_disk() -> None:
    d = _d("FileNotFoundError: [Errno 2] No such file or directory: '/root/.cache/huggingface/hub/models--Qwen--Qwen3-8B/"
           "blobs/9a3f0c0e1d2b4a5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c.incomplete'\n")
    assert d["message_kind"] == "checkpoint_file_corrupt"
    assert "incomplete" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_missing_file_that_is_no_partial_download_is_not_read_so() -> None:
    d = _d("FileNotFoundError: [Errno 2] No such file or directory: '/models/qwen/config.json'\n")
    assert d["message_kind"] != "checkpoint_file_corrupt"
