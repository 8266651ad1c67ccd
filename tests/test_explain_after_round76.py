"""The rules written in the session of rounds 76-85 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixture it was fitted on. Texts are vLLM's, torch's, Python's or pydantic's as their sources print them (cited per
test); no expected value is computed by kvroom."""

from __future__ import annotations

from kvroom.explain import explain
from kvroom.launch.logtext import command_args_in_line


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# torch >= 2.1's OOM text (c10/cuda/CUDACachingAllocator.cpp), figures filled in per test
_TORCH_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {tried}. GPU 0 has a total capacity of "
              "{total} GiB of which 20.00 MiB is free. Including non-PyTorch memory, this process has {held} GiB memory "
              "in use. Of the allocated memory {alloc} GiB is allocated by PyTorch, and 10.00 MiB is reserved by "
              "PyTorch but unallocated.\n")


# --- a phase-less OOM: a pasted command is no stretch of the log (explain._log_shows_no_loading_end)
def test_a_bare_oom_under_a_command_has_no_phase() -> None:
    d = _d("vllm serve Qwen/Qwen2.5-7B-Instruct --max-model-len 8192\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 64.00 MiB.\n")
    assert d["diagnosis"]["cause"] == "oom_unknown_phase"


def test_a_bare_oom_after_the_engine_config_is_the_loading() -> None:
    # V0's engine line (engine/llm_engine.py), printed before the weights load; no "Loading model weights took" after
    d = _d("INFO 03-01 10:00:00 llm_engine.py:237] Initializing an LLM engine (v0.6.3) with config: "
           "model='meta-llama/Llama-2-7b-hf', dtype=torch.float16, max_seq_len=4096, tensor_parallel_size=1\n"
           + _TORCH_OOM.format(tried="86.00 MiB", total="14.58", held="14.50", alloc="14.30"))
    assert d["diagnosis"]["cause"] == "weights_do_not_fit"


def test_pytorch_holding_more_than_the_named_weights_places_the_oom_after_loading() -> None:
    # 8x7B is at most 56B parameters: 123 GB in 16 bits, over TP 4 about 29 GiB a GPU; 70.1 GiB allocated is more
    d = _d("python -m vllm.entrypoints.openai.api_server --model mistralai/Mixtral-8x7B-Instruct-v0.1 "
           "--tensor-parallel-size 4\n" + _TORCH_OOM.format(tried="2.00 GiB", total="79.15", held="78.90",
                                                             alloc="70.10"))
    assert d["diagnosis"]["cause"] == "oom_unknown_phase"
    assert "weights had loaded" in " ".join(d["explanation"])


def test_weights_larger_than_the_card_place_the_oom_in_loading() -> None:
    # a 70B model in 16 bits is about 140 GB, more than a 79 GiB card holds at TP 1
    d = _d("vllm serve meta-llama/Llama-3.1-70B-Instruct\n"
           + _TORCH_OOM.format(tried="448.00 MiB", total="79.15", held="78.90", alloc="78.40"))
    assert d["diagnosis"]["cause"] == "weights_do_not_fit"


# --- an OOM told in words: the paste's log places it (logs/builder.py _oom_in_words)
def test_an_oom_in_a_title_is_placed_by_frames_without_a_traceback_head() -> None:
    d = _d("[Bug]: CUDA out of memory with Llama-3-8B on two L4\n...\n"
           '  File "/usr/lib/python3/site-packages/vllm/worker/model_runner.py", line 1300, in capture_model\n'
           "    graph_runner.capture(**capture_inputs)\n")
    assert d["message_kind"] == "oom_cuda_graph"


def test_an_oom_in_words_after_the_kv_cache_was_sized_is_a_forward_pass() -> None:
    # V1's kv_cache_utils.py lines, then the reporter's word
    d = _d("INFO 05-01 12:00:00 [kv_cache_utils.py:634] GPU KV cache size: 120,000 tokens\n"
           "INFO 05-01 12:00:00 [kv_cache_utils.py:637] Maximum concurrency for 32,768 tokens per request: 3.66x\n"
           "and then it crashes with OOM.\n")
    assert d["message_kind"] == "oom_forward"
    assert d["diagnosis"]["cause"] == "oom_unknown_phase"


def test_an_oom_named_in_words_then_printed_keeps_torchs_figures() -> None:
    d = _d("Starting the server I get OutOfMemoryError;\n```\n"
           + _TORCH_OOM.format(tried="72.00 MiB", total="39.56", held="39.40", alloc="30.00") + "```\n")
    assert d["numbers"]["total_gib"] == 39.56
    assert round(d["numbers"]["tried_gib"], 2) == 0.07


# --- the call a frame's source line makes (Python prints it under the frame)
def test_a_traceback_cut_under_a_call_to_the_capture_is_the_capture() -> None:
    # V1 gpu_worker.py::compile_or_warm_up_model calls capture_model; the paste stops there
    d = _d("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py", line 400, in '
           "compile_or_warm_up_model\n"
           "    self.model_runner.capture_model()\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.\n")
    assert d["message_kind"] == "oom_cuda_graph"


def test_v0_initialize_cache_is_the_allocation_unless_a_capture_line_came_first() -> None:
    frames = ("Traceback (most recent call last):\n"
              '  File "/usr/lib/python3/site-packages/vllm/executor/gpu_executor.py", line 120, in initialize_cache\n'
              "    self.driver_worker.initialize_cache(num_gpu_blocks, num_cpu_blocks)\n"
              "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.20 GiB.\n")
    assert _d(frames)["message_kind"] == "oom_kv_cache"
    captured = "INFO 06-01 10:00:00 model_runner.py:1000] Capturing cudagraphs for decoding.\n" + frames
    assert _d(captured)["message_kind"] == "oom_cuda_graph"


# --- a command in exec form (docker compose, Kubernetes)
def test_a_compose_entrypoint_list_is_read_as_the_command() -> None:
    args = command_args_in_line('    entrypoint: ["vllm", "serve", "Qwen/Qwen2.5-7B-Instruct", "--max-model-len", '
                                '"16384", "--gpu-memory-utilization", "0.85"]')
    assert args["model_tag"] == "Qwen/Qwen2.5-7B-Instruct"
    assert args["max_model_len"] == "16384" and args["gpu_memory_utilization"] == "0.85"


def test_a_kubernetes_args_list_is_read_as_server_flags() -> None:
    args = command_args_in_line('        args: ["--model", "org/m", "--tensor-parallel-size", "2"]')
    assert args == {"model": "org/m", "tensor_parallel_size": "2"}


def test_a_compose_entrypoint_list_feeds_the_launch() -> None:
    d = _d('    entrypoint: [ "vllm","serve", "org/m", "--tensor-parallel-size", "8" ]\n'
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.\n")
    assert d["launch"]["tensor_parallel_size"] == 8


# --- the profiling batch's floor (V0 SchedulerConfig: max(max_model_len, 2048) tokens without chunked prefill)
_PROFILE_OOM = ("INFO 10-23 19:55:16 model_runner.py:1067] Loading model weights took 14.9888 GB\n"
                "vllm serve org/m --max-model-len {n}\n"
                "Traceback (most recent call last):\n"
                '  File "/usr/lib/python3/site-packages/vllm/worker/model_runner.py", line 1200, in profile_run\n'
                "    self.execute_model(model_input, kv_caches, intermediate_tensors)\n"
                "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.00 GiB.\n")


def test_no_shorter_length_for_a_profiling_oom_at_or_below_the_batch_floor() -> None:
    d = _d(_PROFILE_OOM.format(n=1024))
    assert d["message_kind"] == "oom_profiling"
    assert not [f for f in d["fixes"] if f["flag"] == "--max-model-len"]


def test_a_shorter_length_for_a_profiling_oom_stops_at_the_floor() -> None:
    d = _d(_PROFILE_OOM.format(n=3000))
    assert [f["value"] for f in d["fixes"] if f["flag"] == "--max-model-len"] == ["2048"]


# --- pydantic v1's display of a validator's ValueError (pydantic/error_wrappers.py: "<msg> (type=value_error)")
def test_a_pydantic_v1_value_error_line_is_looked_up_among_vllms_raises() -> None:
    # a ValueError of vLLM's own (worker/xpu_worker.py, 0.2-0.9) that no row reads: only the raise sites know it
    text = "the harness says\n  distributed_init_method must be set if torch.distributed is not already initialized{}\n"
    assert _d(text.format(" (type=value_error)"))["message_kind"] == "vllm_check_failed"
    assert _d(text.format(""))["message_kind"] is None  # the same words without pydantic's mark are prose


# --- the flash-attention package's own GPU check (ROCm/flash-attention and Dao-AILab/flash-attention flash_api.cpp)
def test_flash_attention_refusing_an_older_nvidia_gpu() -> None:
    d = _d("RuntimeError: FlashAttention only supports Ampere GPUs or newer.\n")
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert not [f for f in d["fixes"] if f["flag"] in ("--max-model-len", "--gpu-memory-utilization")]


def test_flash_attention_refusing_a_radeon_card_in_a_log_line() -> None:
    d = _d("ERROR 03-01 10:00:00 engine.py:100] RuntimeError: FlashAttention only supports AMD MI200 GPUs or newer.\n")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"


# --- a reporter naming the OOM twice, the phase only the second time (a Chinese sentence: "加载<model>时", loading)
def test_the_second_mention_of_an_oom_in_words_gives_its_phase() -> None:
    d = _d("用vllm部署Qwen-14B-Chat出现CUDA out of memory\n\n单卡24G, 加载Qwen-14B-Chat时出现CUDA out of memory\n")
    assert d["message_kind"] == "oom_loading"
    assert d["diagnosis"]["cause"] == "weights_do_not_fit"


# --- CPython's TypeError for a call that does not fit the callee's signature (Python/ceval.c, Objects/call.c)
def test_a_kernel_called_with_one_argument_too_many_is_a_version_mismatch() -> None:
    d = _d("ERROR 01-01 00:00:00 engine.py:366] TypeError: flash_attn_varlen_func() takes 12 positional arguments "
           "but 13 were given\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert not [f for f in d["fixes"] if f["flag"].startswith("--")]


def test_a_missing_required_argument_is_a_version_mismatch() -> None:
    d = _d("TypeError: Qwen2VLImageProcessor.preprocess() missing 1 required positional argument: 'videos'\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["numbers"]["callee"] == "Qwen2VLImageProcessor.preprocess"


def test_a_typeerror_of_another_shape_is_not_a_signature_mismatch() -> None:
    d = _d("TypeError: '>' not supported between instances of 'NoneType' and 'int'\n")
    assert d["diagnosis"]["cause"] != "dependency_version_mismatch"


# --- torch's OOM text with the device index missing ("GPU  has a total capacity of", axolotl#1971)
def test_torchs_total_is_read_when_the_gpu_index_is_missing() -> None:
    d = _d("CUDA out of memory. Tried to allocate 32.00 MiB. GPU  has a total capacity of 23.68 GiB of which 29.81 MiB "
           "is free. Including non-PyTorch memory, this process has 23.63 GiB memory in use.\n")
    assert d["numbers"]["total_gib"] == 23.68


# --- an issue title's label without the colon ("[BUG] <vLLM's message>", unsloth's template)
def test_a_title_label_without_a_colon_is_dropped_before_vllms_message() -> None:
    # vllm/engine/arg_utils.py::_raise_or_fallback (0.8.x): "VLLM_USE_V1=1 is not supported with <feature>."
    # (the site is still read through the title's label; since rounds 449-470 its kind is the KV dtype's, this
    # feature being the KV cache dtype, with the site kept)
    d = _d("[Bug] VLLM_USE_V1=1 is not supported with --kv-cache-dtype.\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert "_raise_or_fallback" in d["diagnosis"]["summary"]
    d = _d("[Bug] VLLM_USE_V1=1 is not supported with --enable-prompt-adapter.\n")
    assert d["message_kind"] == "vllm_check_failed"


# --- IPython's traceback: the exception's name and "Traceback (most recent call last)" on one line, frames after it
def test_ipython_frames_after_the_header_place_the_oom() -> None:
    d = _d("Capturing CUDA graphs (decode, FULL): 100%|##########| 39/39 [00:08<00:00,  4.56it/s]\n"
           "OutOfMemoryError                          Traceback (most recent call last)\n"
           "File ~/envs/x/lib/python3.10/site-packages/vllm/v1/worker/gpu_model_runner.py:2874, in "
           "GPUModelRunner._dummy_sampler_run(self, hidden_states)\n"
           "   2873 try:\n")
    assert d["message_kind"] == "oom_profiling"


# --- vLLM's record that no platform answered (vllm/platforms/__init__.py, logger.info)
def test_no_platform_detected_alone_is_no_gpu_visible() -> None:
    d = _d("INFO 05-20 20:12:25 [__init__.py:252] No platform detected, vLLM is running on UnspecifiedPlatform\n")
    assert d["diagnosis"]["cause"] == "no_gpu_visible"


def test_no_platform_detected_gives_way_to_a_later_failure() -> None:
    d = _d("INFO 05-20 20:12:25 [__init__.py:252] No platform detected, vLLM is running on UnspecifiedPlatform\n"
           "ValueError: The model's max seq len (4096) is larger than the maximum number of tokens that can be stored "
           "in KV cache (3584). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
           "initializing the engine.\n")
    assert d["message_kind"] == "kv_cache_too_small_v0"


# --- the 0.10.2+ startup summary with a utilization a wrapper computed (vllm/v1/worker/gpu_worker.py prints the float)
def test_a_computed_utilization_is_read_whole_and_printed_as_people_read_it() -> None:
    d = _d("INFO 11-01 23:47:30 [gpu_worker.py:391] Free memory on device (22.52/23.51 GiB) on startup. Desired GPU "
           "memory utilization is (0.8641841836125489, 20.32 GiB). Actual usage is 3.61 GiB for weight, 0.59 GiB for "
           "peak activation, 0.02 GiB for non-torch memory, and 2.28 GiB for CUDAGraph memory.\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.16 GiB.\n")
    assert d["launch"]["gpu_memory_utilization"] == 0.8641841836125489
    text = " ".join(d["explanation"] + [f["detail"] for f in d["fixes"]])
    assert "0.8641841836125489" not in text


# --- V0: "# GPU blocks" printed, then the cache is allocated (engine/llm_engine.py, worker/worker.py::initialize_cache)
def test_a_v0_oom_right_after_the_block_count_is_the_cache_allocation() -> None:
    d = _d("INFO 03-01 10:00:00 llm_engine.py:207] # GPU blocks: 1200, # CPU blocks: 512\n"
           "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 200.00 MiB (GPU 0; 23.65 GiB total "
           "capacity; 22.90 GiB already allocated; 80.00 MiB free; 23.10 GiB reserved in total by PyTorch)\n")
    assert d["message_kind"] == "oom_kv_cache"


def test_a_v0_oom_after_the_capture_line_is_the_capture() -> None:
    d = _d("INFO 03-01 10:00:00 llm_engine.py:207] # GPU blocks: 1200, # CPU blocks: 512\n"
           "INFO 03-01 10:00:05 model_runner.py:1000] Capturing the model for CUDA graphs. This may lead to unexpected "
           "consequences if the model is not static.\n"
           "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 200.00 MiB.\n")
    assert d["message_kind"] == "oom_cuda_graph"


# --- torch.distributed's Gloo backend (vLLM's CPU group beside NCCL's)
def test_gloo_failing_to_connect_the_ranks_names_the_interface() -> None:
    d = _d("RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.cc:144] "
           "no error\n")
    assert d["message_kind"] == "nccl_error"
    assert "GLOO_SOCKET_IFNAME" in " ".join(f["detail"] for f in d["fixes"])
    assert not [f for f in d["fixes"] if f["flag"].startswith("--")]


# --- vllm.LLM(...) over several lines; an expression is no literal (entrypoints/llm.py keyword arguments)
def test_a_multi_line_llm_call_is_read_to_its_closing_parenthesis() -> None:
    d = _d("llm = LLM(\n"
           "    model=MODEL_PATH,\n"
           "    tensor_parallel_size=4,\n"
           "    max_model_len=4096*2,\n"
           "    # gpu_memory_utilization=0.5,\n"
           "    gpu_memory_utilization=0.85,\n"
           ")\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.\n")
    assert d["launch"]["tensor_parallel_size"] == 4
    assert d["launch"]["gpu_memory_utilization"] == 0.85
    assert d["launch"]["max_model_len"] is None  # 4096*2 is an expression, not 4096


# --- the executor's RPC line places an OOM told in words (executor/multiproc_worker_utils.py)
def test_the_failing_worker_method_places_an_oom_told_in_a_title() -> None:
    d = _d("CUDA out of memory with Qwen2-VL-72B on 4 V100\n...\n"
           "(VllmWorkerProcess pid=42878) ERROR 08-04 16:54:59 [multiproc_worker_utils.py:238] Exception in worker "
           "VllmWorkerProcess while processing method determine_num_available_blocks.\n")
    assert d["message_kind"] == "oom_profiling"


def test_a_v1_block_count_alone_does_not_place_the_oom_in_the_allocation() -> None:
    # V1 0.6.6-0.7.x logs "# GPU blocks: N" without CPU blocks, and captures graphs after allocating
    d = _d("INFO 02-01 10:00:00 [kv_cache_utils.py:400] # GPU blocks: 1200\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 200.00 MiB.\n")
    assert d["message_kind"] != "oom_kv_cache"


# --- vLLM's memory-profiling assert with the free memory unchanged (a GPU-sharing layer reporting a fixed figure)
def test_a_profiling_error_with_equal_free_memory_says_it_stayed() -> None:
    d = _d("AssertionError: Error in memory profiling. Initial free memory 23.4375 GiB, current free memory 23.4375 "
           "GiB. This happens when other processes sharing the same container release GPU memory while vLLM is "
           "profiling during initialization.\n")
    text = " ".join(d["explanation"])
    assert "stayed at 23.44 GiB" in text and "23.4375" not in text.split('"')[0]


# --- vLLM's quantization capability refusal with its middle elided (vllm/config*.py::_get_quantization_config)
def test_the_quantization_capability_refusal_read_through_an_ellipsis() -> None:
    d = _d("`The quantization method fp8 is not supported ... Minimum capability: 89. Current capability: 86`\n")
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["min_capability"] == 89 and d["numbers"]["current_capability"] == 86


def test_the_new_figures_print_with_labels_people_read() -> None:
    from kvroom.render.explain_text import render_explanation

    text = render_explanation(explain("TypeError: varlen_fwd() takes 14 positional arguments but 15 were given\n"))
    assert "the call refused" in text and "  callee " not in text
    text = render_explanation(explain("RuntimeError: FlashAttention only supports Ampere GPUs or newer.\n"))
    assert "flash-attention's oldest GPU" in text and "flash_attn_min_gpu" not in text


def test_frames_under_the_failing_worker_method_win_over_it() -> None:
    # V0's initialize_cache allocates the cache and then captures the graphs: a capture frame under it is the capture
    d = _d("(VllmWorkerProcess pid=9) ERROR 01-01 00:00:00 multiproc_worker_utils.py:226] Exception in worker "
           "VllmWorkerProcess while processing method initialize_cache.\n"
           "Traceback (most recent call last):\n"
           '  File "/x/vllm/worker/worker.py", line 300, in initialize_cache\n'
           "    self._warm_up_model()\n"
           '  File "/x/vllm/worker/model_runner.py", line 1400, in capture_model\n'
           "    graph_runner.capture(**capture_inputs)\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB.\n")
    assert d["message_kind"] == "oom_cuda_graph"
