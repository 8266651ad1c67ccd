"""The rules written in the session of rounds 296 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, torch's or the libraries' own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- compressed-tensors / quark's capability gate (quantization/compressed_tensors/compressed_tensors.py and
# quark/quark.py::_check_scheme_supported, 0.5.5-0.33.0): within vLLM these words are raised by that gate only, so the
# stem alone (a title, a cut paste) is the GPU refusing the scheme
@pytest.mark.parametrize("text", [
    "RuntimeError: Quantization scheme is not supported\n",
    "[Bug]: Qwen3-32B-AWQ on 2x T4 fails with: Quantization scheme is not supported\n",
    "RuntimeError: ('Quantization scheme is not supported for ', 'the current GPU. Min capability: 80. ', "
    "'Current capability: 75.')\n",
])
def test_the_capability_gates_stem_is_a_gpu_refusal(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["diagnosis"]["cause"] == "quantization_unsupported_gpu"
    assert "?" not in d["diagnosis"]["summary"] and all("?" not in f["detail"] for f in d["fixes"])
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_other_words_after_the_stem_are_not_the_gate() -> None:
    # a sentence that goes on with other words is not vLLM's message
    d = _d("Quantization scheme is not supported by our exporter yet, see docs\n")
    assert d["message_kind"] != "quantization_unsupported_gpu"


# --- vLLM's sleep-mode pool asserting PYTORCH_CUDA_ALLOC_CONF has no expandable segments (device_allocator/cumem.py
# CuMemAllocator.__init__, 0.8.0-0.33.0): the assert's own source line, which the traceback prints above the
# AssertionError, read alone
@pytest.mark.parametrize("line", [
    '    assert "expandable_segments:True" not in conf, (\n',
    "assert 'expandable_segments:True' not in conf\n",
])
def test_the_sleep_pools_assert_by_its_source_line(line: str) -> None:
    text = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/device_allocator/cumem.py", line 146, in __init__\n'
            + line)
    d = _d(text)
    assert d["message_kind"] == "allocator_config_incompatible"
    assert "sleep" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "drop expandable_segments:True"
    assert not any(f["flag"].startswith("--gpu") for f in d["fixes"])


# --- verl's gate on the installed vLLM (verl/third_party/vllm/__init__.py, verl 0.1-0.3)
def test_verl_refusing_a_vllm_newer_than_its_adapters() -> None:
    d = _d("  File \"/workspace/verl/verl/third_party/vllm/__init__.py\", line 50, in <module>\n"
           "    raise ValueError(\nValueError: vllm version 0.8.2 not supported. Currently supported versions are "
           "0.3.1, 0.4.2, 0.5.4 and 0.6.3.\n")
    assert d["message_kind"] == "dependency_version_mismatch" and d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "0.8.2" in d["diagnosis"]["summary"] and "verl" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "a newer verl"  # the installed vLLM is above every adapter
    assert "0.6.3" in d["fixes"][1]["detail"]


def test_verl_refusing_a_vllm_older_than_its_open_range() -> None:
    d = _d("ValueError: vllm version 0.6.1 not supported. Currently supported versions are 0.3.1, 0.4.2, 0.5.4, "
           "0.6.3 and 0.7.0+\n")
    assert d["fixes"][0]["title"] == "install a vLLM this verl supports"
    assert "0.7.0 or newer" in d["fixes"][0]["detail"]


# --- TRL 0.14-0.15's GRPO trainer refusing vllm_device (trl/trainer/grpo_trainer.py): another program's check, no
# vLLM message
def _trl_device(dev: str, k: int) -> str:
    return (f"ValueError: The requested device for vllm ({dev}) is not available. You are likely using vLLM without "
            "restricting the number of GPUs for training. Set the `--num_processes` argument to a value lower than "
            "the number of GPUs available on your machine—typically, reducing it by one is sufficient. In your case: "
            f"`--num_processes {k}`.\n")


def test_trl_on_one_gpu_shares_it() -> None:
    d = _d(_trl_device("cuda:1", 0))
    assert d["message_kind"] is None and d["diagnosis"]["cause"] == "invalid_device_ordinal"
    assert [f["title"] for f in d["fixes"]] == ["give vLLM a GPU that exists"]
    assert "cuda:0" in d["fixes"][0]["detail"]


def test_trl_on_eight_gpus_trains_on_seven() -> None:
    d = _d(_trl_device("cuda:8", 7))
    assert d["fixes"][0]["title"] == "one GPU fewer for training" and "--num_processes 7" in d["fixes"][0]["detail"]


# --- vLLM's LoRA refusing an adapter's target modules (lora/worker_manager.py::WorkerLoRAManager._load_adapter,
# 0.4.0-0.33.0): the multimodal parts' modules (merge the adapter) or another architecture's names (the adapter's base)
def _lora_targets(received: str) -> str:
    return ("ValueError: While loading /data/adapters/ckpt-500, expected target modules in ['qkv_proj', 'o_proj', "
            f"'gate_up_proj', 'down_proj'] but received {received}. Please verify that the loaded LoRA module is "
            "correct\n")


def test_an_adapter_on_the_vision_tower() -> None:
    d = _d(_lora_targets("['visual.blocks.0.attn.qkv', 'visual.merger.mlp.0']"))
    assert d["message_kind"] == "lora_unsupported" and d["diagnosis"]["cause"] == "lora_unsupported"
    assert "multimodal" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "merge the adapter into the weights"


def test_an_adapter_of_another_architecture() -> None:
    d = _d(_lora_targets("['query_key_value', 'dense_h_to_4h']"))
    assert d["diagnosis"]["cause"] == "lora_unsupported" and "another base model" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["title"] == "check the adapter's base model"
    assert not any(f["flag"].startswith("--") for f in d["fixes"])


# --- a check failing in the profiling run on vLLM's dummy worst-case inputs (kind profiling_assertion): the profile's own
# check of a model's dummy sequence (multimodal/registry.py::get_decoder_dummy_data 0.7-0.33, "but found"; worker/
# model_runner.py::profile_run 0.5.x-0.6.1, "but got:"), and any check no row reads whose traceback is in the run
@pytest.mark.parametrize("line,found", [
    ("AssertionError: Expected at least 32768 dummy tokens for profiling, but found 20480 tokens instead.", 20480),
    ("AssertionError: Expected at least 32768 dummy tokens for profiling, but got: 20480", 20480),
])
def test_the_profiles_dummy_sequence_too_short(line: str, found: int) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "profiling_assertion" and d["diagnosis"]["cause"] == "profiling_assertion"
    assert d["numbers"]["profile_seq_len"] == 32768
    assert [f["flag"] for f in d["fixes"]] == ["--limit-mm-per-prompt", "--max-model-len"]
    assert d["fixes"][1]["value"] == str(found)


_PROFILE_FRAMES = (
    "Traceback (most recent call last):\n"
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py", line 245, in determine_available_memory\n'
    "    self.model_runner.profile_run()\n"
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 2601, in profile_run\n'
    "    hidden_states, last_hidden_states = self._dummy_run(\n"
)


def test_a_models_bare_assert_in_the_profiling_run() -> None:
    text = _PROFILE_FRAMES + (
        '  File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/whisper.py", line 412, in forward\n'
        "    assert input_features.shape[-1] <= self.max_source_positions * 2\n"
        "AssertionError\n")
    d = _d(text)
    assert d["message_kind"] == "profiling_assertion" and d["diagnosis"]["cause"] == "profiling_assertion"
    assert "whisper.py" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--kv-cache-dtype") for f in d["fixes"])


def test_a_kernels_own_check_in_the_profiling_run_is_not_the_profiles() -> None:
    text = _PROFILE_FRAMES + (
        '  File "/usr/local/lib/python3.12/dist-packages/vllm/_custom_ops.py", line 222, in gptq_marlin_24_gemm\n'
        "    return torch.ops._C.gptq_marlin_24_gemm(a, b_q_weight, b_meta, b_scales,\n"
        '  File "/usr/local/lib/python3.12/dist-packages/torch/_ops.py", line 1061, in __call__\n'
        "    return self_._op(*args, **(kwargs or {}))\n"
        "RuntimeError: prob_m = 1152 is not divisible by thread_m = 512\n")
    assert _d(text)["message_kind"] != "profiling_assertion"


def test_an_oom_in_the_profiling_run_stays_an_oom() -> None:
    text = _PROFILE_FRAMES + (
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.55 "
        "GiB of which 1.20 GiB is free. Including non-PyTorch memory, this process has 22.34 GiB memory in use.\n")
    assert _d(text)["message_kind"] == "oom_profiling"


# --- NCCL's duplicate-device check (NCCL src/init.cc), as torch's "Last error:" after "NCCL error ... invalid usage" or
# as NCCL's WARN line alone: two ranks of one group see the same GPU
@pytest.mark.parametrize("text", [
    "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, invalid "
    "usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.21.5\nncclInvalidUsage: This usually reflects invalid "
    "usage of NCCL library.\nLast error:\nDuplicate GPU detected : rank 3 and rank 0 both on CUDA device 1b000\n",
    "node-2:1234:1290 [0] init.cc:934 NCCL WARN Duplicate GPU detected : rank 3 and rank 0 both on CUDA device 1b000\n",
])
def test_two_ranks_on_one_gpu(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "nccl_error" and d["diagnosis"]["cause"] == "nccl_error"
    assert "same GPU" in d["diagnosis"]["summary"] and "rank 3" in d["diagnosis"]["summary"]
    assert [f["title"] for f in d["fixes"]] == ["one GPU per rank"]


def test_a_check_after_loading_and_before_the_kv_sizing_is_in_the_profiling_run() -> None:
    # V1's log (gpu_model_runner.py "Model loading took", then determine_available_memory's profile run): a bare assert
    # of vLLM's own with no profiling frame in the paste, before any KV cache line
    text = ("(EngineCore_DP0 pid=759) INFO 10-15 18:25:11 [gpu_model_runner.py:2653] Model loading took 8.6632 GiB and "
            "1.906870 seconds\n"
            "(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708] EngineCore failed to start.\n"
            "(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708]   File \"/usr/local/lib/python3.12/dist-packages/"
            "vllm/lora/ops/triton_ops/lora_shrink_op.py\", line 149, in _lora_shrink\n"
            "(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708]     assert token_lora_mapping.size(0) == M\n"
            "(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708] AssertionError\n")
    assert _d(text)["message_kind"] == "profiling_assertion"
    # the same assert once the log shows the KV cache sized is a warm-up after it, not the profiling run
    sized = text.replace("(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708] EngineCore failed",
                         "(EngineCore_DP0 pid=759) INFO 10-15 18:25:15 [kv_cache_utils.py:1087] GPU KV cache size: "
                         "120,544 tokens\n(EngineCore_DP0 pid=759) ERROR 10-15 18:25:16 [core.py:708] EngineCore failed")
    assert _d(sized)["message_kind"] == "vllm_check_failed"


# --- the registry refusal of a model the printing vLLM has (model_executor/models/registry.py::_raise_for_unsupported,
# 0.6.1-0.6.5 "... are not supported for now. Supported architectures: [...]" also after a failed import): the list it
# prints names the architecture, or names a model first read in a release whose predecessors already list it
def _registry_refusal(arch: str, printed: list[str]) -> str:
    return (f"ValueError: Model architectures ['{arch}'] are not supported for now. Supported architectures: "
            + str(printed)[:-1] + "\n")


@pytest.mark.parametrize("printed", [
    ["AquilaModel", "BaiChuanForCausalLM", "LlamaForCausalLM", "MistralForCausalLM"],  # the list has it
    ["AquilaModel", "CohereForCausalLM", "ExaoneForCausalLM", "Gemma2ForCausalLM", "GraniteMoeForCausalLM"],  # cut, 0.6.x
])
def test_a_listed_architecture_refused_is_a_failed_import(printed: list[str]) -> None:
    d = _d(_registry_refusal("LlamaForCausalLM", printed))
    assert d["message_kind"] == "architecture_unsupported" and d["diagnosis"]["cause"] == "model_inspection_failed"
    assert not any("upgrade" in f["title"] for f in d["fixes"])


def test_an_architecture_newer_than_the_printed_registry_is_not_in_it() -> None:
    # vLLM 0.5.0's list (no Gemma 2 yet, first read in 0.5.5): the refusal means what it says
    d = _d(_registry_refusal("Gemma2ForCausalLM", ["AquilaModel", "ChatGLMModel", "CohereForCausalLM",
                                                   "DbrxForCausalLM", "GemmaForCausalLM"]))
    assert d["diagnosis"]["cause"] == "architecture_unsupported"


def test_the_registry_refusal_after_its_failed_subprocess_is_the_message() -> None:
    # models/registry.py 0.6.3: _run_in_subprocess's CalledProcessError is logged (chained first), then
    # _raise_for_unsupported refuses the registered architecture with the "not supported for now" words
    text = ("ERROR 10-23 23:20:26 registry.py:272] Error in inspecting model architecture 'LlamaForCausalLM'\n"
            "ERROR 10-23 23:20:26 registry.py:272] Traceback (most recent call last):\n"
            "ERROR 10-23 23:20:26 registry.py:272] subprocess.CalledProcessError: Command '['/usr/bin/python3', '-m', "
            "'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
            "ValueError: Model architectures ['LlamaForCausalLM'] are not supported for now. Supported architectures: "
            "['AquilaModel', 'LlamaForCausalLM', 'MistralForCausalLM']\n")
    d = _d(text)
    assert d["message_kind"] == "architecture_unsupported" and d["diagnosis"]["cause"] == "model_inspection_failed"


# --- Mistral's params.json missing under --config-format mistral: load_params_config's bare assert (transformers_utils/
# config.py, 0.6.1-0.8.x) and its later message (_download_mistral_config_file, 0.8.5-0.33.0)
@pytest.mark.parametrize("text", [
    '  File "/opt/venv/lib/python3.12/site-packages/vllm/transformers_utils/config.py", line 623, in load_params_config\n'
    "    assert isinstance(config_dict, dict)\nAssertionError\n",
    "ValueError: Failed to load mistral 'params.json' config for model org/Mistral-Small-3.1-24B-AWQ. Please check if "
    "the model is a mistral-format model and if the config file exists.\n",
])
def test_mistral_format_without_params_json(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "config_format_not_found" and d["diagnosis"]["cause"] == "config_format_not_found"
    assert d["fixes"][0]["flag"] == "--config-format" and d["fixes"][0]["value"].startswith("auto")


@pytest.mark.parametrize("code", ["raise e from None", "raise", "raise err"])
def test_a_re_raise_in_vllms_frame_is_no_check(code: str) -> None:
    # v1/executor/multiproc_executor.py::wait_for_ready re-raises the worker's error ("raise e from None"): the caught
    # error, not the re-raise, is the failure, so no bare check of vLLM's is read from it
    text = ("Traceback (most recent call last):\n"
            '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/executor/multiproc_executor.py", line 660, in '
            f"wait_for_ready\n    {code}\n"
            "Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace "
            "for root cause.\n")
    assert _d(text)["message_kind"] != "vllm_check_failed"


def test_memory_elsewhere_smaller_than_this_process_is_not_most_of_the_gpu() -> None:
    # torch's OOM (c10/cuda/CUDACachingAllocator.cpp): 7.75 GiB total, 1.17 free, this process 5.02, so 1.56 GiB is held
    # outside it: more than vLLM leaves to others, but not "most of the GPU"
    text = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.16 GiB. GPU 0 has a total capacity of 7.75 "
            "GiB of which 1.17 GiB is free. Including non-PyTorch memory, this process has 5.02 GiB memory in use. Of the "
            "allocated memory 4.81 GiB is allocated by PyTorch, and 18.97 MiB is reserved by PyTorch but unallocated.\n")
    d = _d(text)
    assert d["diagnosis"]["cause"] == "other_process"
    assert "most of the GPU" not in d["diagnosis"]["summary"] and "1.56 GiB" in d["diagnosis"]["summary"]


# --- config.py::_get_and_verify_max_len (0.4.1-0.6.x): the cap to a disabled sliding window refused with rope_scaling
def test_sliding_window_off_with_rope_scaling() -> None:
    d = _d("WARNING 11-09 14:37:47 config.py:185] gemma2 has interleaved attention, which is currently not supported by "
           "vLLM. Disabling sliding window and capping the max length to the sliding window size (4096).\n"
           "NotImplementedError: Disabling sliding window is not supported for models with rope_scaling. Please raise "
           "an issue so we can investigate.\n")
    assert d["message_kind"] == "rope_scaling_unsupported" and d["diagnosis"]["cause"] == "rope_scaling_unsupported"
    assert not any(f["flag"] == "--disable-sliding-window" for f in d["fixes"])
    assert d["fixes"][0]["title"] == "a config without rope_scaling"


# --- V1's FlexAttention missing a feature (v1/attention/backends/flex_attention.py, 0.9.2-0.10.2)
@pytest.mark.parametrize("feature", ["sliding window", "logits soft cap"])
def test_flex_attention_without_a_feature(feature: str) -> None:
    d = _d(f"NotImplementedError: FlexAttention does not support {feature} yet.\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert d["diagnosis"]["cause"] == "attention_backend_gpu" and feature in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--kv-cache-dtype") for f in d["fixes"])


# --- an evaluation harness's model arguments, key=value pairs with commas and no spaces (lighteval's model_args,
# lm-evaluation-harness's --model_args for its vLLM backend): the launch's sizes
def test_an_eval_harness_model_args_list_gives_the_launch() -> None:
    text = ("lm_eval --model vllm --model_args pretrained=meta-llama/Llama-3.1-70B-Instruct,tensor_parallel_size=4,"
            "gpu_memory_utilization=0.8,max_model_len=8192 --tasks gsm8k\n"
            "RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must "
            "use the 'spawn' start method\n")
    d = _d(text)
    assert d["message_kind"] == "cuda_fork_reinit"
    assert d["launch"]["tensor_parallel_size"] == 4 and d["launch"]["gpu_memory_utilization"] == 0.8
    assert d["launch"]["max_model_len"] == 8192 and d["launch"]["model"] == "meta-llama/Llama-3.1-70B-Instruct"
