"""Readings of the session of 2026-12-06, ninth (tests/golden/wild/BLIND.md, rounds 684-714): 17 of these 24 tests fail
on the session's starting code 02957568 (those marked "fails on 02957568"), the other 7 guard the rules' limits.
Messages are cited per test; expected values come from those sources (vLLM's wheels, Triton's and CANN's messages as
printed), never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, longer_lengths, no_memory_fix


# ---------------------------------------------------------------- a completion's fill-in-the-middle suffix

def test_the_completions_endpoint_refuses_a_suffix() -> None:
    # fails on 02957568. vllm/entrypoints/openai/serving_completion.py (0.11.0) and entrypoints/serve/render/
    # serving.py (0.20.1): `if request.suffix is not None: return self.create_error_response("suffix is not currently
    # supported")`, as an OpenAI client prints the 400
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'suffix is not currently "
           "supported', 'type': 'BadRequestError', 'param': None, 'code': 400}")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "request_option_unsupported"
    assert d["numbers"]["request_option"] == "suffix"
    assert no_memory_fix(d)
    assert not any(f["flag"] for f in d["fixes"])  # no launch flag lifts it


def test_a_sentence_about_a_suffix_is_not_the_refusal() -> None:
    # the words without vLLM's sentence shape ("... is not currently supported") are no message of vLLM's
    d = _d("Is the suffix parameter supported by vllm serve for code completion?")
    assert d["message_kind"] != "vllm_check_failed"


# ---------------------------------------------------------------- the tool-choice refusal cut inside its flag

def test_the_tool_choice_refusal_cut_inside_the_flag() -> None:
    # fails on 02957568. vllm/entrypoints/openai/serving_chat.py (0.11.0): '"auto" tool choice requires
    # --enable-auto-tool-choice and --tool-call-parser to be set', as a client's error box cut it inside the flag
    d = _d('vllm API error 400: {"object":"error","message":"\\"auto\\" tool choice requires --enable-auto-to')
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"


def test_another_flag_after_the_same_words_is_not_read_as_the_tool_flag() -> None:
    # '--enable-autoscaler' is no cut of --enable-auto-tool-choice
    d = _d('"auto" tool choice requires --enable-autoscaler on this gateway')
    assert d["diagnosis"]["cause"] != "auto_tool_choice_not_enabled"


# ---------------------------------------------------------------- the OpenAI server's own handler classes

def test_an_openai_serving_class_lacking_an_attribute_is_the_release_disagreeing_with_itself() -> None:
    # fails on 02957568. vllm/entrypoints/openai/serving_tokenization.py (0.11.0) defines OpenAIServingTokenization,
    # a subclass of OpenAIServing; the listing of models lives on OpenAIServingModels (serving_models.py): a server
    # reaching for it on the handler is code of two releases mixed (CPython's AttributeError wording)
    d = _d("vllm serve Qwen/Qwen2.5-14B-Instruct --port 8000\n"
           "AttributeError: 'OpenAIServingTokenization' object has no attribute 'show_available_models'")
    assert d["diagnosis"]["cause"] == "release_regression"
    assert no_memory_fix(d)


def test_a_class_named_like_a_handler_outside_a_vllm_paste_is_not_read() -> None:
    # the gate of the row: with no sign of vLLM in the paste the class is somebody's own
    d = _d("AttributeError: 'OpenAIServingTokenization' object has no attribute 'show_available_models'")
    assert d["diagnosis"]["cause"] != "release_regression"


# ---------------------------------------------------------------- a prompt copied into the worker's input batch

def test_numpy_broadcast_of_a_prompt_into_the_input_batch_row() -> None:
    # fails on 02957568. vllm/v1/worker/gpu_input_batch.py (0.11.0, 0.20.1): token_ids_cpu_tensor is
    # (max_num_reqs, max_model_len) and add_request does `self.token_ids_cpu[req_index, :num_prompt_tokens] =
    # request.prompt_token_ids`; numpy's error for a longer prompt names both lengths
    d = _d('(EngineCore_DP0 pid=12) ERROR 03-02 10:00:00 [core.py:710]   File "/usr/lib/python3.12/site-packages/vllm/v1/'
           'worker/gpu_input_batch.py", line 346, in add_request\n'
           "(EngineCore_DP0 pid=12) ERROR 03-02 10:00:00 [core.py:710]     self.token_ids_cpu[req_index, "
           ":num_prompt_tokens] = request.prompt_token_ids\n"
           "(EngineCore_DP0 pid=12) ERROR 03-02 10:00:00 [core.py:710] ValueError: could not broadcast input array "
           "from shape (40961,) into shape (32768,)")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["numbers"]["prompt_len"] == 40961 and d["numbers"]["max_model_len"] == 32768
    assert all(int(f["value"]) > 40961 for f in d["fixes"] if f["flag"] == "--max-model-len")


def test_numpy_broadcast_into_a_longer_row_is_not_a_prompt_over_the_length() -> None:
    # a shorter array into a longer row is no overflow (numpy broadcasts a (1,) array, and refuses (3,) into (8,))
    d = _d('  File "/usr/lib/python3.12/site-packages/vllm/v1/worker/gpu_input_batch.py", line 346, in add_request\n'
           "ValueError: could not broadcast input array from shape (3,) into shape (8,)")
    assert d["diagnosis"] is None or d["diagnosis"]["cause"] != "prompt_exceeds_max_model_len"


def test_numpy_broadcast_outside_vllms_worker_is_not_read() -> None:
    # a data-processing script's own numpy error, no vLLM worker anywhere in the paste
    d = _d('  File "/home/me/prep.py", line 20, in <module>\n'
           "    out[:n] = arr\n"
           "ValueError: could not broadcast input array from shape (40961,) into shape (32768,)")
    assert d["diagnosis"] is None or d["diagnosis"]["cause"] != "prompt_exceeds_max_model_len"


# ---------------------------------------------------------------- a worker's rank beyond the devices it sees

def test_dp_adjusted_local_rank_out_of_bounds_is_more_ranks_than_gpus() -> None:
    # fails on 02957568. vllm/v1/worker/gpu_worker.py::Worker.init_device (0.24.0): "assert self.local_rank <
    # torch.accelerator.device_count(), f"DP adjusted local rank {self.local_rank} is out of bounds for
    # {torch.accelerator.device_count()} devices.""
    d = _d("vllm serve Qwen/Qwen3-8B --tensor-parallel-size 2\n"
           "(Worker pid=580) ERROR 07-10 15:50:31 [multiproc_executor.py:898] AssertionError: DP adjusted local rank 1 "
           "is out of bounds for 1 devices.")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "tp_over_gpus"
    assert all(int(f["value"]) <= 1 for f in d["fixes"] if f["flag"] == "--tensor-parallel-size")
    assert no_memory_fix(d)


def test_dp_adjusted_local_rank_of_0201_without_the_count() -> None:
    # fails on 02957568. 0.20.1's wording of the same assert ends at "is out of bounds. "
    d = _d("vllm serve Qwen/Qwen3-8B -tp 4\nAssertionError: DP adjusted local rank 3 is out of bounds. ")
    assert d["diagnosis"]["cause"] == "tp_over_gpus"
    assert not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])  # no count printed: no size to name


# ---------------------------------------------------------------- argparse's sentence without its head

def test_argparse_expected_one_argument_quoted_without_error_head() -> None:
    # fails on 02957568. argparse.ArgumentParser._match_argument: "argument %s: expected one argument" (the "prog:
    # error: " head is ArgumentParser.error's), quoted as a note's heading; --reasoning-parser is a flag of vLLM's CLI
    d = _d("### `argument --reasoning-parser: expected one argument`")
    assert d["message_kind"] == "vllm_check_failed"


def test_argparse_sentence_for_another_programs_flag_is_not_read_without_its_head() -> None:
    # without "error: " the sentence is vLLM's only for one of vLLM's flags
    d = _d("argument --frobnicate-widgets: expected one argument")
    assert d["message_kind"] != "vllm_check_failed"


def test_the_tool_choice_refusal_quoted_without_its_auto() -> None:
    # fails on 02957568. serving_chat.py's sentence (0.11.0) as a reporter retyped it without the opening "auto"
    d = _d("同样的模型，vllm未加相关参数，会报错：“tool choice requires --enable-auto-tool-choice and --tool-call-parser "
           "to be set”。")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"


# ---------------------------------------------------------------- Triton's missing fp16 conversion below sm80

def test_triton_fp16_conversion_in_vllms_attention_kernel_is_the_backend_on_this_gpu() -> None:
    # fails on 02957568. triton lib/Conversion/TritonGPUToLLVM/ElementwiseOpToLLVM.cpp: llvm::errs() << "Unsupported
    # conversion from " << srcTy << " to " << dstTy; report_fatal_error("Unsupported rounding mode for conversion.")
    # (triton PR #2795); on compute capability 7.5 (triton#6698, target "cuda:75"); the kernel is vLLM's
    # prefix_prefill.py (0.11.0's Triton prefill for the paged KV cache)
    d = _d("INFO 05-01 10:00:00 [gpu_model_runner.py:2100] Model loading took 4.1 GiB\n"
           "Unsupported conversion from f16 to f16\n"
           "LLVM ERROR: Unsupported rounding mode for conversion.\n"
           "/opt/venv/lib/python3.12/site-packages/vllm/attention/ops/prefix_prefill.py:41:0: error: Failures have "
           "been detected while processing an MLIR pass pipeline")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    assert no_memory_fix(d)


def test_triton_fp16_conversion_in_another_kernel_is_the_triton_release() -> None:
    # fails on 02957568. the same lowering in vLLM's fused_moe kernel (vllm-project/vllm#17639's bisect: torch 2.7 /
    # Triton 3.3): no attention kernel in the paste
    d = _d("vllm serve Qwen/Qwen3-30B-A3B --dtype float16 -tp 4\n"
           "Unsupported conversion from f16 to f16\n"
           "LLVM ERROR: Unsupported rounding mode for conversion.\n"
           "/opt/venv/lib/python3.12/site-packages/vllm/model_executor/layers/fused_moe/fused_moe.py:254:0: error")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert no_memory_fix(d)


# ---------------------------------------------------------------- Huawei CANN's operator checks

def test_hccl_buffsize_too_small_for_the_moe_dispatch() -> None:
    # fails on 02957568. CANN's moe_distribute_dispatch tiling (CheckActualWinSize), as vllm-ascend#16835 printed it
    # for the combine operator; HCCL_BUFFSIZE is in MB
    d = _d("[ERROR] 2026-09-16-11:00:43 (PID:1035, Device:1, RankID:-1) ERR00100 PTA call acl api failed.\n"
           "        HCCL_BUFFSIZE_EP is too SMALL, maxBs = 32, h = 7168,NEEDED_HCCL_BUFFSIZE_HIERARCHY((moeExpertNum * "
           "maxBs)) = 1100MB, HCCL_BUFFSIZE=512MB.[FUNC:CheckActualWinSize]"
           "[FILE:moe_distribute_dispatch_v2_tiling.cpp]")
    assert d["diagnosis"]["cause"] == "nccl_error"
    assert d["numbers"]["hccl_needed_mb"] == 1100 and d["numbers"]["hccl_buffsize_mb"] == 512
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("HCCL_BUFFSIZE", "1152")
    assert no_memory_fix(d)


def test_cann_antiquant_group_size_on_nz_weights() -> None:
    # fails on 02957568. CANN's weight-quantized matmul check as vllm-ascend#10834 printed it (group size 256 on
    # FRACTAL_NZ int4 weights); a W4A16 checkpoint of group size 32 here
    d = _d("vllm serve /models/Qwen3-14B-w4a16 --quantization ascend\n"
           "RuntimeError: antiquantGroupSize should be 128 or 64, but actual antiquantGroupSize is [32].")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert d["numbers"]["quant_group_size"] == 32
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("VLLM_ASCEND_ENABLE_NZ", "0")
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a prompt over the length the server runs at

def test_the_0_16_wording_of_the_length_check() -> None:
    # fails on 02957568. vllm/renderers/params.py::TokenizeParams._token_len_check (0.16.0-0.17.1): "You passed N input
    # tokens and requested K output tokens. However, the model's context length is only M tokens, resulting in a
    # maximum input length of M-K tokens. Please reduce the length of the input prompt."
    d = _d("openai.BadRequestError: Error code: 400 - {'error': {'message': \"You passed 8300 input tokens and "
           "requested 200 output tokens. However, the model's context length is only 8192 tokens, resulting in a "
           "maximum input length of 7992 tokens. Please reduce the length of the input prompt.\"}}")
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert (d["numbers"]["prompt_len"], d["numbers"]["output_tokens"], d["numbers"]["max_model_len"]) == \
        (8300, 200, 8192)


def test_no_longer_length_is_named_when_the_log_shows_neither_launch_nor_model() -> None:
    # fails on 02957568. the OpenAI server's check (entrypoints/openai/serving_engine.py) quoted alone: the server
    # may run at the model's own context, and vLLM refuses a --max-model-len above the length it derives from the
    # config (config/model.py's derived max_model_len check) without VLLM_ALLOW_LONG_MAX_MODEL_LEN
    d = _d("openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is "
           "196608 tokens. However, your request has 264175 input tokens. Please reduce the length of the input "
           "messages.\"}}")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert not any(f["flag"] == "--max-model-len" for f in d["fixes"])


def test_a_longer_length_is_named_when_the_launch_set_the_limit() -> None:
    # the pasted command set --max-model-len 8192 itself: a longer one is the launch's to give
    d = _d("vllm serve Qwen/Qwen2.5-7B-Instruct --max-model-len 8192\n"
           "openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is "
           "8192 tokens. However, your request has 9000 input tokens.\"}}")
    assert any(f["flag"] == "--max-model-len" and int(f["value"]) > 9000 for f in d["fixes"])


# ---------------------------------------------------------------- DeepGEMM's driver check, its later form

def test_deepgemm_driver_error_with_the_name_in_parentheses() -> None:
    # fails on 02957568. DeepGEMM's runtime check as vLLM 0.25.1's pinned build prints it (vllm PR #49183): the code,
    # then the name in parentheses, "... runtime_utils.hpp:144): 700 (CUDA_ERROR_ILLEGAL_ADDRESS, an illegal memory
    # access was encountered)"
    d = _d("RuntimeError: CUDA driver error (/root/.cache/deepgemm-src/deep_gemm/include/runtime_utils.hpp:144): 700 "
           "(CUDA_ERROR_ILLEGAL_ADDRESS, an illegal memory access was encountered)")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert any(f["flag"] == "VLLM_USE_DEEP_GEMM" and f["value"] == "0" for f in d["fixes"])


def test_dp_adjusted_local_rank_cut_by_a_terminal_inside_a_word() -> None:
    # fails on 02957568. the same assert (gpu_worker.py, 0.24.0) as a terminal cut it inside "of", re-joined with a
    # space
    d = _d("vllm serve Qwen/Qwen3-8B -tp 2\nAssertionError: DP adjusted local rank 1 is out o\nf bounds for 1 devices.")
    assert d["diagnosis"]["cause"] == "tp_over_gpus"


def test_no_longer_length_above_a_known_models_own_context() -> None:
    # fails on 02957568. the launch names Llama-3.1-8B (config.json max_position_embeddings 131072, catalog) and sets
    # no length: the refused 131,072 is the model's own context, and vLLM refuses a --max-model-len above the derived
    # length (config/model.py) without VLLM_ALLOW_LONG_MAX_MODEL_LEN
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct\n"
           "openai.BadRequestError: Error code: 400 - {'message': \"This model's maximum context length is 131072 "
           "tokens. However, your request has 140000 input tokens.\"}")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert longer_lengths(d) == []
