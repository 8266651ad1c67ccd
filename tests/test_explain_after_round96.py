"""The rules written in the session of rounds 96+ (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixture it was fitted on. Texts are as their sources print them (cited per test); no expected value is computed by
kvroom."""

from __future__ import annotations

from kvroom import logs
from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- huggingface_hub's snapshot_download fallback (_snapshot_download.py: logger.warning(f"Returning existing local_dir
# `{local_dir}` as remote repo cannot be accessed in `snapshot_download` ({api_call_error}).")) is no failure
def test_snapshot_download_local_dir_fallback_is_not_hub_unreachable() -> None:
    log = ("WARNING:huggingface_hub._snapshot_download:Returning existing local_dir `/models/Qwen2.5-7B` as remote repo "
           "cannot be accessed in `snapshot_download` ((MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', "
           "port=443): Max retries exceeded with url: /api/models/Qwen/Qwen2.5-7B/revision/main (Caused by "
           "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new "
           "connection: [Errno 111] Connection refused'))\"), '(Request ID: 12ab)')).\n"
           "INFO 05-01 10:00:00 [__init__.py:235] Automatically detected platform cuda.\n")
    assert logs.parse_text(log).message_kind != "hub_unreachable"


def test_the_hub_error_itself_is_still_read() -> None:
    # the same connection error raised (requests' ConnectionError from hf_hub_download) stays the Hub's
    log = ("requests.exceptions.ConnectionError: (MaxRetryError(\"HTTPSConnectionPool(host='huggingface.co', port=443): "
           "Max retries exceeded with url: /Qwen/Qwen2.5-7B/resolve/main/config.json (Caused by "
           "NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new "
           "connection: [Errno 111] Connection refused'))\"), '(Request ID: 12ab)')\n")
    assert _d(log)["diagnosis"]["cause"] == "hub_unreachable"


# --- vLLM's own checks quoted cut short or closed with the teller's punctuation (logs/raises.py _matched): the text
# as the releases print it, vllm/envs.py::get_vllm_port (0.9.2+: "VLLM_PORT '{port}' appears to be a URI. This may be
# caused by a Kubernetes service discovery issue,check the warning in: https://docs.vllm.ai/...") and
# executor/ray_utils.py::initialize_ray_cluster ("Current node has no {device_str} available. {current_node_resource=}.
# vLLM engine cannot start without {device_str}. Make sure you have at least 1 {device_str} available in a node
# {current_node_id=} {current_ip=}.")
def test_a_check_retold_with_its_own_full_stop_is_still_the_check() -> None:
    d = _d("ValueError: VLLM_PORT 'tcp://10.0.0.7:8000' appears to be a URI. This may be caused by a Kubernetes "
           "service discovery issue.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/envs.py::get_vllm_port" in d["diagnosis"]["summary"]


def test_a_check_cut_a_few_words_before_its_end_is_still_the_check() -> None:
    d = _d("ValueError: Current node has no GPU available. current_node_resource={'CPU': 8.0, 'memory': 1.0}. vLLM "
           "engine cannot start without GPU. Make sure you have at least 1 GPU available in a node\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "ray_utils.py::initialize_ray_cluster" in d["diagnosis"]["summary"]


def test_a_short_unrelated_tail_is_not_a_cut_check() -> None:
    # the shorter cut head is allowed only after 48 characters of the site's own text: a line sharing a few words is no
    # site
    d = _d("ValueError: Make sure you have at least 1 GPU\n")
    assert "initialize_ray_cluster" not in d["diagnosis"]["summary"]


# --- a message built in a variable before the raise (tools/gen_vllm_raises.py VariableRaises): vllm/config.py
# ModelConfig._resolve_task (0.6.6-0.9.2 as read): msg = (f"This model does not support the '{task_option}' task. "
# f"Supported tasks: {supported_tasks}"); raise ValueError(msg)
def test_a_message_held_in_a_variable_is_a_site() -> None:
    d = _d("ValueError: This model does not support the 'reward' task. Supported tasks: {'generate', 'embedding'}\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/config.py::ModelConfig._resolve_task" in d["diagnosis"]["summary"]


# --- the server's flags in markdown code spans, and "TP=N" in prose (logs/patterns.py flags_code_span, tp_in_prose)
_NO_KV = "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization`.\n"


def test_flags_in_code_spans_are_the_launch() -> None:
    r = logs.parse_text("It OOMs with `--gpu-memory-utilization 0.88`, `--max-num-seqs 256 --max-num-batched-tokens "
                        "8192` at startup.\n" + _NO_KV)
    assert (r.gpu_memory_utilization, r.max_num_seqs, r.max_num_batched_tokens) == (0.88, 256, 8192)


def test_prose_around_code_spans_is_no_flag() -> None:
    r = logs.parse_text("We set `--max-num-seqs 64` and the max model len 4096 is fine\n" + _NO_KV)
    assert r.max_num_seqs == 64 and r.requested_max_model_len is None


def test_a_pasted_command_wins_over_a_code_span() -> None:
    r = logs.parse_text("vllm serve Qwen/Qwen2.5-7B-Instruct --gpu-memory-utilization 0.95\n"
                        "earlier I had `--gpu-memory-utilization 0.5`\n" + _NO_KV)
    assert r.gpu_memory_utilization == 0.95


def test_tp_in_prose_is_the_tensor_parallel_size() -> None:
    assert logs.parse_text("- GPU: 4x NVIDIA GB200 (184 GiB), TP=4. Also\n" + _NO_KV).tensor_parallel_size == 4
    assert logs.parse_text("on 8xH100 (TP=8) the engine crashes\n" + _NO_KV).tensor_parallel_size == 8


def test_two_tp_values_or_a_rank_say_nothing() -> None:
    assert logs.parse_text("TP=1 works, TP=2 fails\n" + _NO_KV).tensor_parallel_size is None
    assert logs.parse_text("(Worker_TP4_EP4 pid=612) ERROR oops\n" + _NO_KV).tensor_parallel_size is None
    assert logs.parse_text("Fetching HTTP=1 TPU=4\n" + _NO_KV).tensor_parallel_size is None


# --- torch's MapAllocator refusing a file mapping for want of host memory (c10/core/MapAllocator.cpp: "unable to mmap
# ", size_, " bytes from file <", filename_, ">: ", strerror(errno), " (", errno, ")")
def test_mmap_enomem_is_host_memory() -> None:
    d = _d("Loading safetensors checkpoint shards:   0% Completed | 0/4\n"
           "RuntimeError: unable to mmap 9976578928 bytes from file </models/Qwen2.5-14B/model-00001-of-00004"
           ".safetensors>: Cannot allocate memory (12)\n")
    assert d["message_kind"] == "oom_loading"
    assert d["diagnosis"]["cause"] == "host_memory_exhausted"
    assert not any(f.get("flag") in ("--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len")
                   for f in d["fixes"])


def test_mmap_other_errno_is_no_memory_question() -> None:
    d = _d("RuntimeError: unable to mmap 4096 bytes from file </dev/shm/x>: No such device (19)\n")
    assert d["diagnosis"]["cause"] != "host_memory_exhausted"


# --- an attention implementation without a sinks parameter (vllm/attention/layer.py passes the model's extra impl
# arguments, GPT-OSS's sinks=, to impl_cls; CPython: "X.__init__() got an unexpected keyword argument 'sinks'")
def test_an_impl_without_sinks_is_the_backend_feature() -> None:
    d = _d("(VllmWorkerProcess pid=1) ERROR 08-07 08:09:51 [multiproc_worker_utils.py:232] TypeError: "
           "XFormersImpl.__init__() got an unexpected keyword argument 'sinks'\n")
    assert d["diagnosis"]["cause"] == "attention_backend_feature_unsupported"
    assert "XFormersImpl" in d["diagnosis"]["summary"]


def test_another_unexpected_keyword_is_not_sinks() -> None:
    d = _d("TypeError: FlashAttentionImpl.__init__() got an unexpected keyword argument 'foo'\n")
    assert d["diagnosis"]["cause"] != "attention_backend_feature_unsupported"


# --- FlashInfer's check of its kernel wheels ("flashinfer-jit-cache version (0.6.10+cu130) does not match flashinfer
# version (0.6.1). Please install the same version of both packages. ...")
def test_flashinfer_wheel_pair_mismatch() -> None:
    d = _d("RuntimeError: flashinfer-jit-cache version (0.6.10+cu130) does not match flashinfer version (0.6.1). Please "
           "install the same version of both packages. Set FLASHINFER_DISABLE_VERSION_CHECK=1 to bypass this check.\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "0.6.10+cu130" in d["diagnosis"]["summary"] and "(0.6.1)" in d["diagnosis"]["summary"]
    assert any("FLASHINFER_DISABLE_VERSION_CHECK" in f["detail"] for f in d["fixes"])


# --- a load_weights KeyError (models/*.py: param = params_dict[name]) on a sparse compressed-tensors or ModelOpt
# checkpoint's companion tensors
def test_sparse_bitmask_companion_is_a_weight_mismatch() -> None:
    d = _d("KeyError: 'model.layers.3.self_attn.q_proj.weight.bitmask'\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


def test_modelopt_quantizer_state_unquoted_is_a_weight_mismatch() -> None:
    d = _d("KeyError: layers.0.mlp.experts.w13_input_quantizer._amax\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


def test_a_plain_config_key_is_no_weight() -> None:
    d = _d("KeyError: 'rope_theta_quantizer'\n")
    assert d["diagnosis"]["cause"] != "weight_loading_mismatch"


def test_gpt_oss_expert_bias_key_is_a_weight_mismatch() -> None:
    d = _d("KeyError: 'model.layers.5.mlp.experts.w2_bias'\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


# --- NumPy 2 refusing a module compiled against 1.x (numpy/_core/_multiarray_umath.py, printed before the traceback)
def test_numpy2_abi_refusal_is_a_version_mismatch() -> None:
    d = _d("A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.1.3 as it may crash. To support both "
           "1.x and 2.x\nversions of NumPy, modules must be compiled with NumPy 2.0.\n\nTraceback (most recent call "
           "last):\n  File \"/usr/lib/python3.10/site-packages/vllm/__init__.py\", line 3, in <module>\n    import torch\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert any("numpy<2" in f["detail"] for f in d["fixes"])


# --- Huawei CANN without a compiled kernel for an op (the aclnn launcher's OP_LOGE "Cannot find binary for op %s.")
def test_cann_missing_op_binary_is_the_npu_kernel_image() -> None:
    d = _d("EZ9999: [PID: 775] Cannot find bin of op Range, integral key 0/1/|int64/ND/int64/ND/.\n"
           "        TraceBack (most recent call last):\n       Cannot find binary for op Range.\n"
           "[ERROR] 2025-02-16-12:18:25 (PID:775, Device:0, RankID:-1) ERR01100 OPS call acl api failed\n")
    assert d["diagnosis"]["cause"] == "cuda_no_kernel_image"
    assert "Range" in d["diagnosis"]["summary"] and "CANN" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- XLA on a TPU out of memory compiling / loading the warm-up's programs (RESOURCE_EXHAUSTED)
def test_tpu_smem_compile_oom_is_the_warm_up_graphs() -> None:
    d = _d("vllm serve google/gemma-2-9b --max-model-len 32768\n"
           "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory "
           "in memory space smem. Used 1.00M of 1.00M smem. Exceeded smem capacity by 12K.\n")
    assert d["message_kind"] == "oom_cuda_graph"
    assert any(f["flag"] == "--max-model-len" and int(f["value"]) < 32768 for f in d["fixes"])
    assert not any(f["flag"] == "--enforce-eager" for f in d["fixes"])


def test_tpu_program_load_oom_lowers_the_logged_utilization() -> None:
    d = _d("vllm serve openai/gpt-oss-120b --gpu-memory-utilization 0.95\n"
           "RESOURCE_EXHAUSTED: Error loading program 'jit__step_fun': Attempting to reserve 3.50G at the bottom of "
           "memory. That was not possible. There are 2.10G free, 0B reserved, and 2.10G reservable.\n")
    assert d["message_kind"] == "oom_cuda_graph"
    assert [f["value"] for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"] == ["0.90"]


# --- vLLM 0.9.2+ prints the profiling assert's GiB unformatted (f"{free / GiB_bytes}": all of repr's digits)
def test_profiling_assert_figures_with_all_their_digits() -> None:
    d = _d("AssertionError: Error in memory profiling. Initial free memory 41.19354248046875 GiB, current free memory "
           "41.640380859375 GiB. This happens when other processes sharing the same container release GPU memory "
           "while vLLM is profiling during initialization.\n")
    assert d["numbers"]["initial_free_gib"] == 41.19354248046875
    assert d["numbers"]["current_free_gib"] == 41.640380859375


# --- the free-memory gate shortened in a table ("Free memory on device (54.42/61.27 GiB) less than desired")
def test_free_memory_gate_shortened_in_a_note() -> None:
    d = _d("| 1 | start refused: `Free memory on device (54.42/61.27 GiB) less than desired` | residue on chip 2 |\n")
    assert d["message_kind"] == "free_memory_low"
    assert (d["numbers"]["free_gib"], d["numbers"]["total_gib"]) == (54.42, 61.27)


# --- "Out of memory" with a title's capital is the reporter's OOM (logs/patterns.py oom_in_prose ignores case)
def test_capitalised_out_of_memory_in_a_title_is_an_oom_in_prose() -> None:
    d = _d("[Bug]: Llama 3 - Out of memory - RTX 4060 TI\n")
    assert d["message_kind"] == "oom_loading" and d["diagnosis"]["cause"] == "oom_unknown_phase"


def test_the_kernels_oom_killer_line_is_not_a_prose_oom() -> None:
    assert _d("Out of memory: Killed process 1234 (python3)\n")["diagnosis"]["cause"] != "oom_unknown_phase"


# --- a host sync inside CUDA-graph capture (torch Copy.cu's TORCH_CHECK; cudaErrorStreamCaptureUnsupported's string)
def test_host_copy_during_capture_is_a_graph_the_config_cannot_capture() -> None:
    for line in ("RuntimeError: Cannot copy between CPU and CUDA tensors during CUDA graph capture unless the CPU "
                 "tensor is pinned.", "torch.AcceleratorError: CUDA error: operation not permitted when stream is "
                 "capturing"):
        d = _d(line + "\n")
        assert d["diagnosis"]["cause"] == "cuda_graph_unsupported", line
        assert [f["flag"] for f in d["fixes"]] == ["--enforce-eager"]


# --- a Chinese report's words for running out of GPU memory (显存不足, "GPU memory insufficient"), placed by the frames
def test_chinese_words_for_gpu_oom_are_an_oom_in_prose() -> None:
    d = _d("用4块3090跑3B模型，vllm报显存不足。\n")
    assert d["message_kind"] == "oom_loading" and d["diagnosis"]["cause"] == "oom_unknown_phase"


def test_chinese_oom_words_over_v0_initialize_cache_frames_are_the_kv_allocation() -> None:
    d = _d("启动时报显存不足\n"
           "[rank0]:   File \"/opt/conda/lib/python3.10/site-packages/vllm/engine/llm_engine.py\", line 429, in "
           "_initialize_kv_caches\n"
           "[rank0]:     self.model_executor.initialize_cache(num_gpu_blocks, num_cpu_blocks)\n")
    assert d["message_kind"] == "oom_kv_cache"


def test_other_chinese_words_about_gpu_memory_are_no_oom() -> None:
    assert _d("显存占用 20GB，一切正常\n")["diagnosis"]["cause"] == "unrecognized"


# --- NCCL's capture check (nccl src/enqueue.cc WARN): CUDA graphs with NCCL need CUDA runtime >= 11.3, driver >= R465
def test_nccl_capture_refusal_is_nccl_with_eager_first() -> None:
    d = _d("worker-1:123:456 [1] NCCL INFO Using network Socket\n"
           "worker-1:123:456 [1] enqueue.cc:215 NCCL WARN NCCL cannot be captured in a graph if either it wasn't "
           "built with CUDA runtime >= 11.3 or if the installed CUDA driver < R465.\n")
    assert d["diagnosis"]["cause"] == "nccl_error"
    assert d["fixes"][0]["flag"] == "--enforce-eager"


# --- a message a function of the same file builds and returns, raised through it (tools/gen_vllm_raises.py
# VariableRaises.returns): fused_moe/oracle/fp8.py (0.3x) def _make_log_unsupported(...): return (f"FP8 MoE backend
# '{backend.value}' does not support the deployment configuration since {reason}."); raise ValueError(...)
def test_a_message_returned_by_a_helper_is_a_site() -> None:
    d = _d("ValueError: FP8 MoE backend 'DEEPGEMM' does not support the deployment configuration since kernel does "
           "not support current device.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "fused_moe/oracle/fp8.py" in d["diagnosis"]["summary"]


# --- a PP launch reaching a model class without SupportsPP's make_empty_intermediate_tensors (models/interfaces.py)
def test_model_without_pp_intermediate_tensors_is_pp_unsupported() -> None:
    d = _d("AttributeError: 'DbrxForCausalLM' object has no attribute 'make_empty_intermediate_tensors'\n")
    assert d["diagnosis"]["cause"] == "pp_unsupported"
    assert any(f["flag"] == "--pipeline-parallel-size" and f["value"] == "1" for f in d["fixes"])


# --- torch's narrow refusal under a weight loader (layers/linear.py weight_loader: loaded_weight.narrow(...))
_LOADER_FRAMES = ("  File \"/usr/lib/python3/site-packages/vllm/model_executor/models/llama.py\", line 391, in "
                  "load_weights\n    weight_loader(param, loaded_weight)\n  File \"/usr/lib/python3/site-packages/vllm/"
                  "model_executor/layers/linear.py\", line 556, in weight_loader\n    loaded_weight = "
                  "loaded_weight.narrow(input_dim, start_idx,\n")


def test_narrow_past_a_checkpoint_tensor_under_a_weight_loader_is_a_weight_mismatch() -> None:
    d = _d(_LOADER_FRAMES + "RuntimeError: start (0) + length (4096) exceeds dimension size (512).\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "4096" in d["diagnosis"]["summary"] and "512" in d["diagnosis"]["summary"]


def test_narrow_outside_a_weight_loader_is_not_read_as_weights() -> None:
    d = _d("  File \"/x/vllm/v1/worker/gpu_model_runner.py\", line 10, in execute_model\n"
           "RuntimeError: start (0) + length (4096) exceeds dimension size (512).\n")
    assert d["diagnosis"]["cause"] != "weight_loading_mismatch"


# --- an OOM a reporter places in vLLM's kernel warm-up (compile_or_warm_up_model, after the KV cache took its share)
def test_oom_at_kernel_warm_up_in_words_is_the_warm_up_not_the_length() -> None:
    d = _d("vllm serve Qwen/Qwen3-32B -tp 2 --gpu-memory-utilization 0.92\nWe hit an OOM at kernel warmup.\n")
    assert d["message_kind"] == "oom_profiling"
    flags = {f["flag"]: f["value"] for f in d["fixes"]}
    assert "--max-model-len" not in flags and flags.get("--gpu-memory-utilization") == "0.87"
    assert "as vLLM's message says" not in " ".join(f["detail"] for f in d["fixes"])


# --- the loader's glibc error on libc itself, cut before "(required by ...)" (ld.so: "<lib>: version `GLIBC_X' not
# found (required by <object>)")
def test_libc_glibc_version_missing_is_glibc_too_old() -> None:
    for line in ("WARNING 07-19 14:45:53 _custom_ops.py:14] Failed to import from vllm._C with ImportError(\"/lib64/"
                 "libc.so.6: version `GLIBC_2.32' not found", "ImportError: /lib/x86_64-linux-gnu/libc.so.6: version "
                 "`GLIBC_2.34' not found"):
        d = _d(line + "\n")
        assert d["diagnosis"]["cause"] == "glibc_too_old", line
        assert d["numbers"]["glibc_version"] in ("2.32", "2.34")


# --- vLLM's warm-up RuntimeError, then torch's OOM with its figures (another rank's): one failure, torch's figures
def test_torch_figures_after_the_warm_up_message_join_it() -> None:
    d = _d("RuntimeError: CUDA out of memory occurred when warming up sampler with 512 dummy requests. Please try "
           "lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.74 GiB. GPU 0 has a total capacity of 94.99 "
           "GiB of which 1.01 GiB is free.\n")
    assert d["message_kind"] == "oom_profiling"
    assert (d["numbers"]["dummy_requests"], d["numbers"]["tried_gib"], d["numbers"]["total_gib"]) == (512, 1.74, 94.99)


# --- torch.compile's Triton backend refusing a pre-Volta GPU (torch/_inductor/exc.py GPUTooOldForTriton)
def test_triton_gpu_too_old_is_no_kernel_for_this_gpu() -> None:
    d = _d("RuntimeError: Found Tesla P100-PCIE-16GB which is too old to be supported by the triton GPU compiler, "
           "which is used as the backend. Triton only supports devices of CUDA Capability >= 7.0, but your device is "
           "of CUDA capability 6.0\n")
    assert d["diagnosis"]["cause"] == "cuda_no_kernel_image"
    assert d["numbers"]["compute_capability"] == "6.0"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- a submodule missing, told in a title's lower case ("no module named 'flash_attn.ops'")
def test_lower_case_no_module_named_a_submodule() -> None:
    d = _d("[Bug]: FA4 causes `no module named 'flash_attn.ops'`\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "flash_attn.ops" in d["diagnosis"]["summary"]


# --- Ray Serve LLM's check of engine_kwargs against the installed vLLM (raise ValueError(f"Unknown engine argument:
# {key}")): an argument this vLLM lacks, named with the releases that have it (data/vllm_flags)
def test_ray_unknown_engine_argument_names_the_releases() -> None:
    d = _d("ValueError: Unknown engine argument: swap_space\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "swap_space" in d["diagnosis"]["summary"]


# --- CPython's "got multiple values for keyword argument" (one keyword from two merged dicts)
def test_multiple_values_for_a_keyword_is_a_signature_mismatch() -> None:
    d = _d("TypeError: argparse.Namespace() got multiple values for keyword argument 'tokens_only'\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


# --- the Ascend driver's HAL library missing where torch_npu loads (a container without the driver's mounts)
def test_ascend_driver_library_missing_is_no_npu_visible() -> None:
    d = _d("ImportError: libascend_hal.so: cannot open shared object file: No such file or directory\n"
           "RuntimeError: Failed to load the backend extension: torch_npu. You can disable extension auto-loading "
           "with TORCH_DEVICE_BACKEND_AUTOLOAD=0.\n")
    assert d["diagnosis"]["cause"] == "no_gpu_visible"
    assert "Ascend" in d["fixes"][0]["title"]
