"""The rules written in the session of rounds 125+ (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixture it was fitted on. Texts are as their sources print them (cited per test); no expected value is computed by
kvroom."""

from __future__ import annotations

from kvroom.explain import explain
from kvroom.logs import raises
from kvroom.logs.normalize import clean


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- argparse missing a positional of vLLM's CLI: "<prog>: error: the following arguments are required: <names>"
# (CPython's argparse, ArgumentParser._parse_known_args). `vllm serve`'s model_tag was required 0.5.2-0.8.0
# (serve_parser.add_argument("model_tag", type=str), entrypoints/cli/main.py / openai/cli_args.py in those sdists).
def test_vllm_serve_without_its_model_tag_is_the_cli_refusing_the_command() -> None:
    log = ("$ vllm serve --model Qwen/Qwen2.5-7B-Instruct --port 8000\n"
           "usage: vllm serve <model_tag> [options]\n"
           "vllm serve: error: the following arguments are required: model_tag\n")
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed" and d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "model_tag" in d["diagnosis"]["summary"] and "0.5.2" in d["diagnosis"]["summary"]
    assert [f["flag"] for f in d["fixes"]] == [""]  # no memory, length or parallel lever
    assert "vllm serve <model" in d["fixes"][0]["detail"]


def test_another_program_s_argparse_refusal_is_not_vllm_s() -> None:
    # the same sentence from a training script's own parser: not vLLM's command line
    d = _d("usage: train.py [-h] --data DATA\ntrain.py: error: the following arguments are required: --data\n")
    assert d["message_kind"] is None


# --- a traceback that stops at a raise's first line ("raise ValueError("): Python shows a frame's statement from its
# first line, and the message is on the exception's line the paste lost. vllm/worker/worker.py::
# _check_if_gpu_supports_dtype raises only the bfloat16 refusal in every release read (0.2.0-0.7.3).
def test_a_traceback_cut_at_the_dtype_check_s_raise_is_the_dtype_refusal() -> None:
    log = ('worker-1  |   File "/opt/conda/lib/python3.10/site-packages/vllm/worker/worker.py", line 181, in init_device\n'
           "worker-1  |     _check_if_gpu_supports_dtype(self.model_config.dtype)\n"
           'worker-1  |   File "/opt/conda/lib/python3.10/site-packages/vllm/worker/worker.py", line 349, in '
           "_check_if_gpu_supports_dtype\n"
           "worker-1  |     raise ValueError(\n")
    d = _d(log)
    assert d["message_kind"] == "dtype_unsupported"
    assert any(f["flag"] == "--dtype" for f in d["fixes"])


def test_a_raise_cut_in_a_function_with_other_messages_stays_the_bare_check() -> None:
    # raise_if_cache_size_invalid raises two texts of two kinds (the attention-free blocks check, the KV refusal):
    # with no message printed, no one rule is its reading
    texts = raises.texts_raised_at("vllm/worker/worker.py", "raise_if_cache_size_invalid", "ValueError")
    assert len(texts) >= 2
    log = ('  File "/usr/lib/python3/site-packages/vllm/worker/worker.py", line 480, in raise_if_cache_size_invalid\n'
           "    raise ValueError(\n")
    assert _d(log)["message_kind"] == "vllm_check_failed"


# --- a frame whose path starts at vllm/ (a log that prints paths relative to site-packages, vllm#38081's form)
def test_a_bare_assert_in_a_frame_relative_to_site_packages_is_vllm_s_check() -> None:
    log = ("ERROR [core.py:700] EngineCore failed to start.\n"
           'File "vllm/v1/core/kv_cache_utils.py", line 612, in unify_hybrid_kv_cache_specs\n'
           "    assert len(set(page_sizes)) == 1\n"
           "AssertionError\n")
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"
    assert "unify_hybrid_kv_cache_specs" in " ".join(d["explanation"])
    assert not any("(bare" in line for line in d["explanation"][1:])  # the exception is named alone


# --- torch refusing a tensor's shape inside a model's load_weights: a checkpoint layout the class does not expect
def test_a_shape_error_inside_load_weights_is_a_checkpoint_mismatch() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/mixtral.py", line 455, in '
           "load_weights\n"
           "    param.data.copy_(loaded_weight)\n"
           "RuntimeError: The size of tensor a (4096) must match the size of tensor b (14336) at non-singleton "
           "dimension 1\n")
    d = _d(log)
    assert d["message_kind"] == "weight_loading_mismatch" and d["diagnosis"]["cause"] == "weight_loading_mismatch"
    assert "The size of tensor a (4096)" in d["diagnosis"]["summary"]


def test_a_shape_error_in_a_forward_pass_is_not_a_checkpoint_mismatch() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/mixtral.py", line 300, in '
           "forward\n"
           "    hidden_states = hidden_states + residual\n"
           "RuntimeError: The size of tensor a (4096) must match the size of tensor b (14336) at non-singleton "
           "dimension 1\n")
    assert _d(log)["message_kind"] != "weight_loading_mismatch"


# --- vLLM's process prefix with its pid redacted: "(EngineCore_DP0) ERROR [core.py:1104] ..." (a copy that strips
# pids); only vLLM's own process names, and only before a record's level
def test_a_process_prefix_without_its_pid_is_still_the_prefix() -> None:
    line = clean("(Worker_TP1) ERROR 03-02 10:11:12 [multiproc_executor.py:596] ValueError: bad value")
    assert line.text == "bad value" and line.exception_type == "ValueError" and line.had_record_prefix
    assert clean("(EngineCore_DP0) it failed here").text == "(EngineCore_DP0) it failed here"
    assert clean("(MyService) ERROR something").text == "(MyService) ERROR something"


# --- pydantic v1's line for a validator's error: "  <message> (type=assertion_error)" (pydantic/error_wrappers.py
# display_errors), here vLLM's divide() assert through a framework's pydantic model (langchain's VLLM class)
def test_pydantic_v1_s_assertion_line_is_the_assertion() -> None:
    log = ("pydantic.v1.error_wrappers.ValidationError: 1 validation error for VLLM\n"
           "__root__\n"
           "  25 is not divisible by 2 (type=assertion_error)\n")
    d = _d(log)
    assert d["message_kind"] == "tp_not_divisible"
    assert d["numbers"]["divided_size"] == 25 and d["numbers"]["tensor_parallel_size"] == 2


def test_pydantic_v1_s_value_error_line_is_still_read() -> None:
    line = clean("  Bfloat16 is only supported on GPUs with compute capability of at least 8.0. (type=value_error)")
    assert line.exception_type == "ValueError" and line.text.endswith("8.0.")


# --- a command quoted in a sentence's code span is one the author mentions; the command on its own line is the run
def test_the_command_on_its_own_line_outranks_one_quoted_in_a_sentence() -> None:
    log = ("Same as `vllm serve meta-llama/Llama-3.1-70B-Instruct -tp 8` on the big box, but here:\n"
           "```\n"
           "vllm serve meta-llama/Llama-3.1-8B-Instruct --tensor-parallel-size 2 --max-model-len 65536\n"
           "ValueError: To serve at least one request with the models's max seq len (65536), (8.00 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (4.12 GiB). Based on the available memory, the "
           "estimated maximum model length is 33728. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n"
           "```\n")
    d = _d(log)
    assert d["launch"]["tensor_parallel_size"] == 2


def test_a_command_quoted_only_in_a_sentence_is_still_the_launch() -> None:
    log = ("I ran `vllm serve Qwen/Qwen2.5-7B-Instruct --tensor-parallel-size 4` and it fails with\n"
           "ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (8).\n")
    assert _d(log)["launch"]["tensor_parallel_size"] == 4


# --- a config with no architectures: transformers leaves PretrainedConfig.architectures None, vLLM's config reads it
# with getattr(hf_config, "architectures", []) and the registry iterates it (models/registry.py, 0.6-0.10)
def test_a_registry_frame_over_nonetype_not_iterable_is_a_config_without_architectures() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/home/u/venv/lib/python3.11/site-packages/vllm/model_executor/models/registry.py", line 388, in '
           "_normalize_archs\n"
           "    for model_arch in architectures:\n"
           "TypeError: 'NoneType' object is not iterable\n")
    d = _d(log)
    assert d["message_kind"] == "architecture_unsupported"
    assert "architectures list is unset" in d["diagnosis"]["summary"]
    assert "--hf-overrides" in d["fixes"][0]["detail"]


def test_nonetype_not_iterable_elsewhere_is_not_the_registry_s() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/home/u/venv/lib/python3.11/site-packages/vllm/entrypoints/openai/serving_chat.py", line 90, in '
           "create_chat_completion\n"
           "    for m in messages:\n"
           "TypeError: 'NoneType' object is not iterable\n")
    assert _d(log)["message_kind"] != "architecture_unsupported"


# --- huggingface_hub / requests refusing the Hub, as the repr of the exception's arguments prints it: Python's repr
# escapes the single quotes of a text that holds both kinds of quote (urllib3's "NameResolutionError(\"...\")")
def test_the_hub_unreachable_inside_an_escaped_repr_is_read() -> None:
    log = ("requests.exceptions.ConnectionError: (MaxRetryError('HTTPSConnectionPool(host=\\'huggingface.co\\', "
           "port=443): Max retries exceeded with url: /api/models/Qwen/Qwen2.5-7B-Instruct (Caused by "
           "NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f00>: Failed to resolve "
           "'huggingface.co' ([Errno -2] Name or service not known)\"))'), '(Request ID: 1)')\n")
    d = _d(log)
    assert d["message_kind"] == "hub_unreachable"
    assert not any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])


# --- ROCm torch's "No HIP GPUs are available" (torch's C++ hipified for ROCm: CUDA -> HIP in its strings)
def test_rocm_torch_finding_no_gpu_is_no_gpu_visible() -> None:
    log = ('  File "/opt/conda/lib/python3.10/site-packages/torch/cuda/__init__.py", line 302, in _lazy_init\n'
           "    torch._C._cuda_init()\n"
           "RuntimeError: No HIP GPUs are available\n")
    assert _d(log)["message_kind"] == "no_gpu_visible"


# --- vLLM's FlashMLA kernels absent from the build (v1/attention/ops/flashmla.py::_is_flashmla_available, 0.14-0.33;
# attention/ops/flashmla.py::is_flashmla_supported 0.8-0.12), here the second of its two texts
def test_flashmla_extension_missing_is_a_build_without_its_kernels() -> None:
    log = ("(EngineCore_DP0 pid=93) RuntimeError: vllm._flashmla_extension_C is not available, likely was not "
           "compiled due to a build error.\n")
    d = _d(log)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "vllm_extension_missing"
    assert "_flashmla_extension_C" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- the utilization flag with its value in a sentence is the launch's; the key alone in a sentence is not
def test_the_utilization_flag_in_a_sentence_is_the_launch_s() -> None:
    log = ("I already lowered it (--gpu-memory-utilization 0.60) and it still dies:\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    d = _d(log)
    assert d["context"]["gpu_memory_utilization"] == 0.6
    assert all(float(f["value"]) > 0.6 for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization")
    bare = _d("the gpu_memory_utilization 0.95 I read about\nValueError: No available memory for the cache blocks. "
              "Try increasing `gpu_memory_utilization` when initializing the engine.\n")
    assert bare["context"].get("gpu_memory_utilization") in (None, 0.9)  # the release default, not the sentence's


# --- the registry's inspection subprocess failing (models/registry.py::_run_in_subprocess runs
# [sys.executable, "-m", "vllm.model_executor.models.registry"], 0.6.3-0.33.0), with and without a passwd-less user
def test_the_registry_subprocess_failing_is_the_inspection_failure() -> None:
    log = ("subprocess.CalledProcessError: Command '['/opt/venv/bin/python', '-m', "
           "'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
           "ModuleNotFoundError: No module named 'flash_attn'\n")
    d = _d(log)
    assert d["message_kind"] == "model_inspection_failed"
    assert not any(f["flag"] == "USER" for f in d["fixes"])


def test_a_user_without_a_passwd_entry_is_named_with_its_fix() -> None:
    log = ("subprocess.CalledProcessError: Command '['/usr/bin/python3', '-m', "
           "'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
           '  File "/usr/lib/python3.12/getpass.py", line 169, in getuser\n'
           "    return pwd.getpwuid(os.getuid())[0]\n"
           "KeyError: 'getpwuid(): uid not found: 1000650000'\n")
    d = _d(log)
    assert d["message_kind"] == "model_inspection_failed"
    assert "passwd" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "USER"


# --- vLLM's "Checkpoint size: X GiB" (model_loader/weight_utils.py, 0.20-0.33) bounds the weights a GPU holds: an OOM
# no line or frame places, with PyTorch holding more than that share, came after loading
def _checkpoint_oom(allocated: str) -> str:
    return ("(Worker_TP0 pid=1) INFO 03-02 10:00:00 [weight_utils.py:905] Filesystem type for checkpoints: EXT4. "
            "Checkpoint size: 60.00 GiB. Available RAM: 500.00 GiB.\n"
            "vllm serve /models/my-finetune --tensor-parallel-size 2\n"
            "(EngineCore pid=2) ERROR 03-02 10:01:00 [core.py:900] RuntimeError: Worker failed with error 'CUDA out of "
            "memory. Tried to allocate 1.00 GiB. GPU 0 has a total capacity of 79.25 GiB of which 512.00 MiB is free. "
            "Including non-PyTorch memory, this process has 78.70 GiB memory in use. Of the allocated memory "
            f"{allocated} GiB is allocated by PyTorch, and 1.00 GiB is reserved by PyTorch but unallocated.'\n")


def test_pytorch_holding_more_than_the_checkpoint_share_places_the_oom_after_loading() -> None:
    d = _d(_checkpoint_oom("70.10"))  # 60 GiB over TP 2 is 30 GiB a GPU (34.5 with the tolerance)
    assert d["diagnosis"]["cause"] == "oom_unknown_phase"
    assert any("60.00 GiB vLLM printed" in e for e in d["diagnosis"]["evidence"])


def test_pytorch_holding_less_than_the_checkpoint_share_is_not_placed_by_it() -> None:
    d = _d(_checkpoint_oom("20.00"))
    assert d["diagnosis"]["cause"] != "oom_unknown_phase" or not any(
        "vLLM printed" in e for e in d["diagnosis"]["evidence"])


# --- a code block opened and closed on one line is its text, not a fence (GitHub renders it as code)
def test_a_one_line_code_block_s_command_is_read() -> None:
    log = ("```vllm serve Qwen/Qwen2.5-14B-Instruct --tensor-parallel-size 4 --max-model-len 8192```\n"
           "ValueError: Total number of attention heads (40) must be divisible by tensor parallel size (3).\n")
    assert _d(log)["launch"]["tensor_parallel_size"] == 4
    assert clean("```").is_fence and clean("```python").is_fence


# --- an OOM under an attention kernel's own frames (FlashInfer here; xformers' fmha and flash-attn likewise) is in a
# forward pass: those kernels run only from the attention layers' forward, after the weights are in
def test_an_oom_in_an_attention_kernel_s_frames_is_in_a_forward_pass() -> None:
    log = ("Traceback (most recent call last):\n"
           '  File "/usr/local/lib/python3.10/dist-packages/flashinfer/prefill.py", line 1210, in plan\n'
           "    self._int_workspace_buffer = torch.empty(\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB. GPU 0 has a total capacity of "
           "23.64 GiB of which 301.50 MiB is free. Including non-PyTorch memory, this process has 23.33 GiB memory in "
           "use. Of the allocated memory 22.80 GiB is allocated by PyTorch, and 90.00 MiB is reserved by PyTorch but "
           "unallocated.\n")
    d = _d(log)
    assert d["message_kind"] in ("oom_forward", "oom_profiling")
    assert d["diagnosis"]["cause"] not in ("weights_do_not_fit", "oom_unknown_phase")


# --- Gloo finding no interface by the name it was given (gloo/transport/tcp/device.cc lookupAddrForIface)
def test_gloo_finding_no_interface_is_the_distributed_setup() -> None:
    log = ("(Worker_TP0 pid=77) ERROR 05-01 09:00:00 [multiproc_executor.py:600] RuntimeError: [enforce fail at "
           "/pytorch/third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: "
           "eth1\n")
    d = _d(log)
    assert d["message_kind"] == "nccl_error" and "'eth1'" in d["diagnosis"]["summary"]
    assert "GLOO_SOCKET_IFNAME" in d["fixes"][0]["title"]


# --- Marlin's weight-type check with an empty list (quantization/utils/marlin_utils.py): no Marlin type on this GPU
def test_marlin_with_no_type_for_the_gpu_is_the_gpu() -> None:
    log = ("ValueError: Marlin does not support weight_bits = uint4b8. Only types = [] are supported (for group_size = "
           "128, device_capability = 75, zp = False).\n")
    d = _d(log)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["numbers"]["current_capability"] == 75
    assert d["fixes"][0]["command"].startswith("--quantization gptq")


def test_marlin_lacking_one_type_is_not_read_as_the_gpu() -> None:
    log = ("ValueError: Marlin does not support weight_bits = uint2b2. Only types = [ScalarType.uint4b8, "
           "ScalarType.uint8b128] are supported (for group_size = 128, device_capability = 90, zp = False).\n")
    assert _d(log)["message_kind"] != "quantization_unsupported_gpu"


# --- a terminal's cut right after a hyphen inside a name is joined without a space (CleanLine keeps a space that stood
# at the break: join_wrapped's space argument)
def test_a_wrap_after_a_hyphen_inside_a_name_joins_without_a_space() -> None:
    from kvroom.logs.normalize import join_wrapped

    assert join_wrapped("Your Tesla V100-SXM2-", "16GB GPU has") == "Your Tesla V100-SXM2-16GB GPU has"
    assert join_wrapped("see the docs -", "then retry") == "see the docs - then retry"
    assert join_wrapped("Qwen3.5-", "4B", space=True) == "Qwen3.5- 4B"
