"""Readings fitted in the session of 2026-12-06, sixth (tests/golden/wild/BLIND.md): 33 of these 41 tests fail on the
session's starting code b2e2814c, the other 8 guard the rules' limits. Each rule tested on wordings other than the
fixtures it was fitted on, and on what it must leave alone; messages are cited per test (CPython's, vLLM's, pydantic's,
the models' chat templates), expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, longer_lengths

_ROPE = "/usr/lib/python3.10/site-packages/vllm/model_executor/layers/rotary_embedding.py"


# ---------------------------------------------------------------- a terminal cuts every row at the same column

def test_a_line_narrower_than_the_frame_above_it_is_not_cut_inside_a_word() -> None:
    # get_rope's "Unknown RoPE scaling type {scaling_type}" (layers/rotary_embedding.py, 0.5.5-0.33.0) under a frame
    # line wider than it, then the reporter's own sentence: the error line was ended by its writer, so its last word
    # is whole, not the start of a word the next line goes on with
    log = (f'  File "{_ROPE}", line 1003, in get_rope\n'
           '    raise ValueError(f"Unknown RoPE scaling type {scaling_type}")\n'
           "ValueError: Unknown RoPE scaling type mrope\n"
           "later I tried vllm serve on the same checkpoint and it fails the same way\n")
    d = _d(log)
    assert d["message_kind"] == "rope_scaling_unsupported"
    assert d["numbers"]["rope_type"] == "mrope"


def test_a_row_as_wide_as_its_block_still_joins_a_terminals_cut() -> None:
    # the same message in a block whose rows a terminal cut at 60 columns: the error row is as wide as the frame
    # row, so its last word runs on into the next line ("dyn" + "amic")
    width = 60
    frame = f'  File "{_ROPE}"'[-width:]
    error = "ValueError: Unknown RoPE scaling type dyn"
    pad = width - len(error)
    error = "ValueError:" + " " * (pad + 1) + "Unknown RoPE scaling type dyn"
    assert len(frame) == len(error) == width
    log = f"{frame}\n{error}\namic\n"
    d = _d(log)
    assert d["numbers"].get("rope_type") == "dynamic"


# ---------------------------------------------------------------- a request over the launch's limits

def test_a_request_over_the_launchs_mm_limit_names_the_flag_and_the_count() -> None:
    # multimodal/processing/context.py::BaseProcessingInfo.validate_num_items (0.10.1-0.34): the limit only
    log = ("INFO 03-02 10:11:12 [api_server.py:1880] vLLM API server version 0.11.0\n"
           "ERROR 03-02 10:12:40 [serving_chat.py:256] Error in preprocessing prompt inputs\n"
           "vllm.exceptions.VLLMValidationError: At most 2 video(s) may be provided in one prompt. Set "
           "`--limit-mm-per-prompt` to increase this limit.\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "mm_limit_per_prompt_exceeded"
    assert d["numbers"]["modality"] == "video" and d["numbers"]["mm_limit"] == 2
    assert d["fixes"][0]["flag"] == "--limit-mm-per-prompt"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_the_json_wording_gives_the_json_value_with_the_items_passed() -> None:
    # multimodal/processing.py::BaseMultiModalProcessor._to_mm_items (0.8.5-0.10.0): json.dumps of the limits
    log = ("ValueError: You set or defaulted to '{\"audio\": 1}' in `--limit-mm-per-prompt`, but passed 3 audio items "
           "in the same prompt.\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "mm_limit_per_prompt_exceeded"
    assert d["numbers"]["mm_items"] == 3
    assert d["fixes"][0]["value"] == "'{\"audio\": 3}'"


def test_the_key_value_wording_gives_the_key_value_form() -> None:
    # multimodal/registry.py::MultiModalRegistry.map_input (0.5.5-0.8.4): the flag then took key=value pairs
    d = _d("ValueError: You set image=1 (or defaulted to 1) in `--limit-mm-per-prompt`, but found 4 items in the same "
           "prompt.\n")
    assert d["diagnosis"]["cause"] == "mm_limit_per_prompt_exceeded"
    assert d["fixes"][0]["value"] == "image=4"


def test_the_models_own_maximum_is_not_the_launchs_limit() -> None:
    # multimodal/profiling.py::MultiModalProfiler.get_mm_limits (0.7.0-0.8.3): the launch asked for more than the model
    # takes; raising the flag is the wrong way
    d = _d("ValueError: You set image=5 (or defaulted to 1) in `--limit-mm-per-prompt`, but this model only supports "
           "at most 4 items.\n")
    assert d["diagnosis"]["cause"] != "mm_limit_per_prompt_exceeded"
    assert not any(f["flag"] == "--limit-mm-per-prompt" and f["value"].endswith(("5", "5}'")) for f in d["fixes"])


def test_v1s_logprobs_limit_names_the_count_asked_for() -> None:
    # sampling_params.py::SamplingParams._validate_logprobs (0.7.3-0.34)
    d = _d("vllm.exceptions.VLLMValidationError: Requested sample logprobs of 10, which is greater than max allowed: "
           "5\n")
    assert d["diagnosis"]["cause"] == "max_logprobs_exceeded"
    assert d["numbers"]["max_logprobs"] == 5 and d["numbers"]["logprobs_requested"] == 10
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--max-logprobs", "10")


def test_v1s_refusal_of_request_logits_processors_after_v0s_removal() -> None:
    # v1/engine/input_processor.py (0.14.0-0.16.0 wording, "user-provided"): V0 is gone from 0.11.0, so no
    # VLLM_USE_V1=0
    log = ("INFO 01-10 09:00:00 [api_server.py:1880] vLLM API server version 0.14.1\n"
           "ValueError: vLLM V1 does not support per request user-provided logits processors.\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert not any(f["flag"] == "VLLM_USE_V1" for f in d["fixes"])


def test_v1s_refusal_before_v0s_removal_offers_v0() -> None:
    log = ("INFO 05-10 09:00:00 [api_server.py:1043] vLLM API server version 0.9.1\n"
           "ValueError: vLLM V1 does not support per request user provided logits processors.\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert any((f["flag"], f["value"]) == ("VLLM_USE_V1", "0") for f in d["fixes"])


# ---------------------------------------------------------------- V0's worker RPC failure, the message inline

_RPC = ("(VllmWorkerProcess pid=212) ERROR 10-01 12:00:00 multiproc_worker_utils.py:226] Exception in worker "
        "VllmWorkerProcess while processing method {method}: {message}, Traceback (most recent call last):\n"
        "(VllmWorkerProcess pid=212) ERROR 10-01 12:00:00 multiproc_worker_utils.py:226]   File "
        '"/usr/local/lib/python3.10/dist-packages/vllm/executor/multiproc_worker_utils.py", line 223, in '
        "_run_worker_process\n")


def test_a_module_missing_inside_the_rpc_line_is_the_package() -> None:
    # executor/multiproc_worker_utils.py::_run_worker_process logs f"... while processing method {method}: {e}, {tb}";
    # a ModuleNotFoundError's str() is "No module named 'x'" (CPython importlib)
    d = _d(_RPC.format(method="load_model", message="No module named 'timm'"))
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "timm"


def test_a_vllm_check_inside_the_rpc_line_is_found_among_the_raise_sites() -> None:
    # attention/backends/torch_sdpa.py::TorchSDPABackendImpl.__init__ (0.5.4-0.6.4): on a CPU host, with vLLM 0.6.2
    log = ("INFO 10-01 11:59:00 api_server.py:495] vLLM API server version 0.6.2\n"
           + _RPC.format(method="init_device", message="Torch SPDA does not support logits soft cap."))
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "attention_backend_feature_unsupported"
    assert d["fixes"][0]["title"].startswith("upgrade to vLLM 0.6.5")


def test_xformers_soft_cap_keeps_its_own_reading() -> None:
    # attention/backends/xformers.py::XFormersImpl.__init__ (0.5.5-0.6.3): a GPU's backend, a GPU fix
    d = _d("ValueError: XFormers does not support attention logits soft capping.\n")
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"


# ---------------------------------------------------------------- packages and tokenizers

def test_hf_transfer_asked_for_without_its_package() -> None:
    # huggingface_hub file_download.py::http_get (HF_HUB_ENABLE_HF_TRANSFER)
    log = ("ValueError: Fast download using 'hf_transfer' is enabled (HF_HUB_ENABLE_HF_TRANSFER=1) but 'hf_transfer' "
           "package is not available in your environment. Try `pip install hf_transfer`.\n")
    d = _d(log)
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"]["missing_package"] == "hf_transfer"  # an identifier, not a token: shown as it is
    assert any(f["flag"] == "HF_HUB_ENABLE_HF_TRANSFER" for f in d["fixes"])


def test_the_hub_token_shape_spares_the_stacks_identifiers_only() -> None:
    from kvroom.redact import redact

    token = "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"  # a Hub token's shape: hf_ and 34 characters
    assert redact(f"hf_transfer hf_overrides={{}} hf_processor hf_tokenizer {token}") == \
        "hf_transfer hf_overrides={} hf_processor hf_tokenizer hf_***"
    assert redact("hf_transferAbCdEf1234") == "hf_***"  # a token that begins with the word is still masked
    assert redact("hf_overridesX") == "hf_***"


def test_a_tokenizer_json_newer_than_tokenizers() -> None:
    # tokenizers' serde untagged enum (bindings/python/src/normalizers.rs PyNormalizerTypeWrapper)
    d = _d("Exception: data did not match any variant of untagged enum PyNormalizerTypeWrapper at line 52 column 3\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["numbers"]["tokenizer_section"] == "PyNormalizerTypeWrapper"


def test_vllm_metals_runtime_without_the_model_type() -> None:
    # vllm_metal/attention/runtime/factory.py::_builder_for_model_type
    d = _d("NotImplementedError: Metal paged runtime has no builder for model_type='qwen3_next'.\n")
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["model_type"] == "qwen3_next"


# ---------------------------------------------------------------- V0's scheduler limit: the length or the batch budget

_V0_CONFIG = ("INFO 02-13 07:10:00 llm_engine.py:232] Initializing a V0 LLM engine (v0.7.2) with config: "
              "model='Qwen/Qwen2.5-7B-Instruct', speculative_config=None, tokenizer='Qwen/Qwen2.5-7B-Instruct', "
              "max_seq_len={mml}, download_dir=None, load_format=auto, tensor_parallel_size=1\n")
_V0_LIMIT = "WARNING 02-13 07:19:11 scheduler.py:949] Input prompt ({prompt} tokens) is too long and exceeds limit of " \
            "{limit}\n"


def test_v0s_limit_below_the_logged_length_is_the_batch_budget() -> None:
    # core/scheduler.py::_get_prompt_limit: min(max_model_len, max_num_batched_tokens) without chunked prefill or with
    # multi-step; the config line's max_seq_len (32768) is above the limit (4096): the batch budget is the limit
    d = _d(_V0_CONFIG.format(mml=32768) + _V0_LIMIT.format(prompt=9000, limit=4096))
    assert d["diagnosis"]["cause"] == "batched_tokens_too_small"
    assert d["fixes"][0]["flag"] == "--max-num-batched-tokens" and int(d["fixes"][0]["value"]) >= 9000
    assert not any(f["flag"] == "--max-model-len" for f in d["fixes"])


def test_v0s_limit_equal_to_the_logged_length_is_the_length() -> None:
    d = _d(_V0_CONFIG.format(mml=4096) + _V0_LIMIT.format(prompt=9000, limit=4096))
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["fixes"][0]["flag"] == "--max-model-len"


# ---------------------------------------------------------------- vLLM's own classes, cut messages, titles

def test_a_pooling_class_vllms_adapters_derive_is_vllms_own() -> None:
    # model_executor/models/adapters.py::_get_pooling_model_name: "Qwen2ForCausalLM" -> "Qwen2ForReward"; logged by
    # V0's MQLLMEngine as repr(e) (engine/multiprocessing/engine.py)
    log = ("INFO 02-16 12:40:00 api_server.py:840] vLLM API server version 0.7.2\n"
           "ERROR 02-16 12:47:24 engine.py:135] AttributeError(\"'Qwen2ForReward' object has no attribute 'lm_head'\")\n"
           "ERROR 02-16 12:47:24 engine.py:135] Traceback (most recent call last):\n"
           'ERROR 02-16 12:47:24 engine.py:135] File "/usr/lib/python3.11/site-packages/vllm/engine/multiprocessing/'
           'engine.py", line 133, in start\n')
    d = _d(log)
    assert d["diagnosis"]["cause"] == "release_regression"


def test_a_pooling_suffix_on_an_unknown_class_stays_out_of_tree() -> None:
    # no release's registry lists "FooBarForCausalLM": a plug-in's or remote code's class
    log = ("INFO 02-16 12:40:00 api_server.py:840] vLLM API server version 0.7.2\n"
           "ERROR 02-16 12:47:24 engine.py:135] AttributeError(\"'FooBarForEmbedding' object has no attribute 'lm_head'\")\n"
           'ERROR 02-16 12:47:24 engine.py:135] File "/usr/lib/python3.11/site-packages/vllm/engine/multiprocessing/'
           'engine.py", line 133, in start\n')
    d = _d(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_the_decoder_prompt_check_cut_after_its_head_takes_the_launchs_length() -> None:
    # V1 v1/engine/processor.py::_validate_model_input: "The decoder prompt (length N) is longer than the maximum
    # model length of M." cut by the reporter; the launch in the script sets max_model_len=8192
    log = ("llm = LLM(model='Qwen/Qwen2.5-VL-7B-Instruct', max_model_len=8192)\n"
           "ValueError: The decoder prompt (length 9120) is longer than ...\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["numbers"]["prompt_len"] == 9120
    # (a length above the launch's 8,192 that holds the 9,120-token prompt and an answer, in whole KiB of tokens)
    assert d["fixes"][0]["flag"] == "--max-model-len"
    assert int(d["fixes"][0]["value"]) > 9120 and int(d["fixes"][0]["value"]) % 1024 == 0


def test_a_title_opening_with_a_code_span_is_looked_up() -> None:
    # entrypoints/openai/protocol.py::CompletionRequest.check_logprobs (0.5.5-0.10.2): the whole text, not 0.11's
    # "... must be a positive value or -1." cut
    d = _d("[Bug]: `top_logprobs` must be a positive value.\n\nI pass top_logprobs=-1 to the server.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "the text is in vLLM 0.5.5-0.10.2" in d["diagnosis"]["evidence"][0]


# ---------------------------------------------------------------- LoRA paths, non-positive max_tokens, prompt wordings

def test_an_adapter_path_without_adapter_config_is_no_adapter() -> None:
    # lora/worker_manager.py::WorkerLoRAManager._load_adapter (0.7.0-0.17.1): "Loading lora X failed: No adapter found
    # for <path>"
    log = ("INFO 03-01 10:00:00 [api_server.py:1043] vLLM API server version 0.9.2\n"
           "ValueError: Loading lora sql failed: No adapter found for /models/sql-lora/checkpoint-400\n")
    d = _d(log)
    assert d["message_kind"] == "model_not_found" and d["diagnosis"]["cause"] == "model_not_found"
    assert d["numbers"]["adapter_path"] == "/models/sql-lora/checkpoint-400"
    assert d["fixes"][0]["title"] == "point the adapter at a PEFT folder"


def test_a_merged_folder_given_as_an_adapter_is_served_as_the_model() -> None:
    # peft/config.py::PeftConfigMixin.from_pretrained: "Can't find 'adapter_config.json' at '<path>'"
    d = _d("ValueError: Can't find 'adapter_config.json' at '/ckpt/qwen2-7b-sft-merged'\n")
    assert d["diagnosis"]["cause"] == "model_not_found"
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--model", "/ckpt/qwen2-7b-sft-merged")


def test_a_negative_max_tokens_is_the_prompt_past_the_length() -> None:
    # sampling_params.py::SamplingParams._verify_args: "max_tokens must be at least 1, got -120." from a caller that
    # computed max_tokens = max_model_len - prompt tokens; the launch sets 8192
    log = ("llm = LLM(model='Qwen/Qwen2.5-7B-Instruct', max_model_len=8192)\n"
           "ValueError: max_tokens must be at least 1, got -120.\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert d["numbers"]["max_tokens_got"] == -120
    assert d["fixes"][0]["flag"] == "--max-model-len" and int(d["fixes"][0]["value"]) > 8192 + 120


def test_v1s_multimodal_wording_of_the_prompt_over_the_length() -> None:
    # v1/engine/processor.py::Processor._validate_model_inputs (0.6.0-0.8.3)
    d = _d("ValueError: The prompt (total length 20480) is too long to fit into the model (context length 16384). Make "
           "sure that `max_model_len` is no smaller than the number of text tokens plus multimodal tokens.\n")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert (d["numbers"]["prompt_len"], d["numbers"]["max_model_len"]) == (20480, 16384)


def test_the_lora_target_module_check_with_a_set_and_a_cut_list() -> None:
    # lora/worker_manager.py::_load_adapter in releases that print the expected modules as a set
    d = _d("ValueError: While loading /adapters/a1, expected target modules in {'q_proj', 'v_proj'} but received "
           "['visual.blocks.0.attn.qkv', 'visual.blocks.0.attn.proj', ...\n")
    assert d["diagnosis"]["cause"] == "lora_unsupported"


# ---------------------------------------------------------------- chat templates, request fields, encoders' length

def test_a_chat_template_refusing_a_system_message() -> None:
    # Gemma's chat template: {{ raise_exception('System role not supported') }}; vLLM's serving_chat.py logs it and
    # answers 400
    log = ("ERROR 08-05 12:39:06 serving_chat.py:118] Error in applying chat template from request: System role not "
           "supported\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_chat_template_refusing_turns_that_do_not_alternate() -> None:
    # Mistral v0.3's template: "After the optional system message, conversation roles must alternate
    # user/assistant/user/assistant/..."
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'After the optional system "
           "message, conversation roles must alternate user/assistant/user/assistant/...', 'type': 'BadRequestError'}\n")
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"


def test_a_request_field_the_release_does_not_take() -> None:
    # pydantic's extra_forbidden on vLLM's OpenAI request model, as the 400 quotes it
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"[{'type': 'extra_forbidden', "
           "'loc': ('body', 'parallel_tool_calls'), 'msg': 'Extra inputs are not permitted', 'input': False}]\"}\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["request_field"] == "parallel_tool_calls"


def test_a_config_classes_unknown_key_is_not_a_request_field() -> None:
    # vLLM's config classes refuse unknown keys in the same pydantic words (config_key_unexpected): no request
    log = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig\n"
           "num_speculative_token\n"
           "  Extra inputs are not permitted [type=extra_forbidden, input_value=3, input_type=int]\n")
    d = _d(log)
    assert "request_field" not in d["numbers"]


def test_an_embedding_request_over_an_encoders_512_positions_is_truncated() -> None:
    # entrypoints/openai/serving_embedding.py: "... tokens in the input for embedding generation"
    d = _d("ValueError: This model's maximum context length is 512 tokens. However, you requested 2048 tokens in the "
           "input for embedding generation. Please reduce the length of the input.\n")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert not any(f["flag"] == "--max-model-len" for f in d["fixes"])


def test_a_chat_request_over_512_still_gets_a_longer_length() -> None:
    d = _d("ValueError: This model's maximum context length is 512 tokens. However, you requested 2048 tokens (1536 in "
           "the messages, 512 in the completion). Please reduce the length of the messages or completion.\n")
    assert longer_lengths(d)


def test_a_whole_line_opening_with_a_code_span_is_looked_up() -> None:
    # entrypoints/openai/protocol.py::ChatCompletionRequest.check_tool_usage (0.6.4-0.8.2)
    d = _d('The client asks for tool_choice "required":\n\n`tool_choice` must either be a named tool, "auto", or "none"\n')
    assert d["message_kind"] == "vllm_check_failed"


def test_a_matryoshka_trained_family_gets_the_override() -> None:
    # pooling_params.py::PoolingParams._set_default_parameters (0.8.4-0.25.1); jina-embeddings-v3's card states
    # Matryoshka training
    d = _d('ValueError: Model "jinaai/jina-embeddings-v3" does not support matryoshka representation, changing output '
           "dimensions will lead to poor results.\n")
    assert d["diagnosis"]["cause"] == "matryoshka_not_declared"
    assert d["fixes"][0]["flag"] == "--hf-overrides"


def test_a_model_not_trained_so_is_asked_for_no_dimensions() -> None:
    d = _d("vllm.exceptions.VLLMValidationError: Model BAAI/bge-large-en-v1.5 does not support Matryoshka embeddings; "
           "dimensions must be unset (received dimensions=256)\n")
    assert d["diagnosis"]["cause"] == "dimensions_unsupported_by_model"
    assert not any(f["flag"] == "--hf-overrides" for f in d["fixes"])


def test_an_option_the_release_lacks() -> None:
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'base64 encoding is not currently "
           "supported', 'type': 'BadRequestError'}\n")
    assert d["diagnosis"]["cause"] == "request_option_unsupported"
    assert d["numbers"]["request_option"] == "base64"


def test_an_oom_in_an_attention_backends_frame_is_no_loading() -> None:
    # vLLM's own attention backends run in forward passes only (vllm/v1/attention/backends/*.py): an OOM under one of
    # their frames, with no "Model loading took" line pasted, is not the weights' loading
    log = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/attention/backends/flash_attn.py", line 612, in '
           "forward\n"
           "    out = torch.empty_like(query)\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB. GPU 0 has a total capacity of "
           "23.55 GiB of which 100.00 MiB is free.\n")
    d = _d(log)
    assert d["message_kind"] != "oom_loading"
    assert d["diagnosis"]["cause"] != "weights_do_not_fit"


def test_an_ordering_of_vllms_own_objects_is_the_releases_bug() -> None:
    # CPython's do_richcompare: "'<' not supported between instances of 'A' and 'B'" in a statement of vLLM's own
    log = ('  File "/usr/lib/python3.12/site-packages/vllm/v1/core/sched/request_queue.py", line 152, in add_request\n'
           "    heapq.heappush(self._heap, (request.priority, request.arrival_time, request))\n"
           "TypeError: '<' not supported between instances of 'Request' and 'Request'\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "release_regression"


def test_a_500_with_pythons_own_error_is_the_releases_bug() -> None:
    d = _d('{"error":{"message":"\'NoneType\' object is not subscriptable","type":"Internal Server Error","param":null,'
           '"code":500}}\n')
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["message_kind"] is None


def test_a_400_with_vllms_own_check_is_not_a_500() -> None:
    # vLLM's request checks answer 400 (BadRequestError): no server-side bug
    d = _d("{'object': 'error', 'message': 'list index out of range', 'type': 'BadRequestError', 'code': 400}\n")
    assert d["diagnosis"]["cause"] != "release_regression"


def test_a_compose_command_as_a_plain_scalar_over_lines_is_one_command() -> None:
    # YAML 1.2 7.3.3 / 6.5: a plain scalar's continuation lines fold into one string; vLLM's image takes it as the
    # server's arguments
    log = ("services:\n  vllm:\n    image: vllm/vllm-openai:v0.7.2\n"
           "    command: --model Qwen/Qwen2.5-7B-Instruct\n"
           "      --max_model_len 12000\n"
           "      --max-num-seqs 32\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB. GPU 0 has a total capacity of "
           "22.05 GiB of which 512.00 MiB is free.\n")
    d = _d(log)
    assert d["launch"]["max_model_len"] == 12000 and d["launch"]["max_num_seqs"] == 32
