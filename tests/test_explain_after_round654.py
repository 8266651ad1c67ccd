"""Readings of the session of 2026-12-06, eighth (tests/golden/wild/BLIND.md, rounds 655-683): 27 of these 38 tests
fail on the session's starting code eef82724 (those marked "fails on ..."), the other 11 guard the rules' limits.
Messages are cited per test; expected values come from those sources (CPython, zsh, pydantic, mistral_common, vLLM's
wheels), never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, longer_lengths, no_memory_fix


# ---------------------------------------------------------------- a process ended by SIGILL

def test_zsh_words_sigill_as_illegal_hardware_instruction() -> None:
    # fails on eef82724. zsh's job report names SIGILL "illegal hardware instruction" (Src/signames2.awk), where bash
    # says "Illegal instruction (core dumped)"
    d = _d("INFO 03-01 09:00:01 [importing.py:44] Triton is installed but 0 active driver(s) found.\n"
           "[2]    77120 illegal hardware instruction (core dumped)  vllm serve Qwen/Qwen3-1.7B --port 8001")
    assert d["diagnosis"]["cause"] == "cpu_instruction_set_unsupported"
    assert no_memory_fix(d)


def test_zsh_prefix_form_of_the_sigill_report() -> None:
    # fails on eef82724. zsh's report of a foreground command: "zsh: illegal hardware instruction  python -m ..."
    d = _d("zsh: illegal hardware instruction  python -m vllm.entrypoints.openai.api_server --model facebook/opt-125m")
    assert d["diagnosis"]["cause"] == "cpu_instruction_set_unsupported"


def test_the_words_in_a_sentence_are_not_the_shells_report() -> None:
    # a reporter's sentence about the error is no job report: no number or "zsh:" before the words
    d = _d("I wonder whether an illegal hardware instruction could explain the slow start of vllm serve.")
    assert d["diagnosis"]["cause"] != "cpu_instruction_set_unsupported"


def test_the_registry_subprocess_killed_by_sigill() -> None:
    # fails on eef82724. models/registry.py::_run_in_subprocess calls check_returncode(); CPython's
    # CalledProcessError.__str__ for a process ended by a signal says "died with <Signals.SIGILL: 4>."
    d = _d("ERROR 02-11 10:00:00 [registry.py:700] Error in inspecting model architecture 'Qwen3ForCausalLM'\n"
           "ERROR 02-11 10:00:00 [registry.py:700] subprocess.CalledProcessError: Command '['/opt/venv/bin/python3', "
           "'-m', 'vllm.model_executor.models.registry']' died with <Signals.SIGILL: 4>.")
    assert d["message_kind"] == "model_inspection_failed"
    assert d["diagnosis"]["cause"] == "cpu_instruction_set_unsupported"
    assert no_memory_fix(d)


def test_the_registry_subprocess_killed_by_another_signal_stays_an_inspection_failure() -> None:
    # fails on eef82724 (the signal form was not read). SIGSEGV is no instruction-set question: the registry's generic
    # reading
    d = _d("subprocess.CalledProcessError: Command '['/usr/bin/python3', '-m', "
           "'vllm.model_executor.models.registry']' died with <Signals.SIGSEGV: 11>.")
    assert d["message_kind"] == "model_inspection_failed"
    assert d["diagnosis"]["cause"] == "model_inspection_failed"


# ---------------------------------------------------------------- a title's error with words glued on

def test_an_import_error_with_chinese_words_glued_after_the_module() -> None:
    # fails on eef82724. CPython's "cannot import name 'X' from 'M'" (Python/ceval.c import_from), a title going on
    # in Chinese with no space ("...'vllm.utils'报错": "... error"); vLLM 0.6.x had vllm.utils.is_hip
    d = _d("ImportError: cannot import name 'is_hip' from 'vllm.utils'怎么解决")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert no_memory_fix(d)


def test_a_module_name_cut_by_latin_letters_is_not_read() -> None:
    # a quote followed by Latin letters is no closing quote of a module: not this row
    d = _d("ImportError: cannot import name 'is_hip' from 'vllm.utils'abc")
    assert d["message_kind"] is None


# ---------------------------------------------------------------- a keyword refusal above the report's command

def test_a_keyword_refusal_in_a_title_above_the_vllm_command() -> None:
    # fails on eef82724. CPython's TypeError for a keyword the callee lacks (Objects/call.c); no frame quoted, the
    # report's `vllm serve` command below it makes it a vLLM launch's
    d = _d("Bug: TypeError: sampling_from_probs() got an unexpected keyword argument 'generator'\n\n"
           "vllm serve /models/Phi-4-mini-instruct --max-model-len 8192 --enforce-eager")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert no_memory_fix(d)


def test_a_keyword_refusal_with_nothing_of_vllm_is_not_read() -> None:
    # the same line and a command of another program: any script's
    d = _d("TypeError: sampling_from_probs() got an unexpected keyword argument 'generator'\n\n"
           "python my_sampler.py --steps 4")
    assert d["message_kind"] is None


# ---------------------------------------------------------------- the objects vLLM hands a library

def test_a_library_reading_a_field_a_vllm_output_class_lacks() -> None:
    # fails on eef82724. vllm/outputs.py's CompletionOutput (no 'logprob_sum' in any release): a library written
    # against another vLLM's output fields
    d = _d("  File \"/usr/lib/python3.11/site-packages/mylib/engine.py\", line 88, in collect\n"
           "    total = out.outputs[0].logprob_sum\n"
           "AttributeError: 'CompletionOutput' object has no attribute 'logprob_sum'")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert no_memory_fix(d)


def test_the_tokenizer_group_vllm_wraps_its_tokenizer_in() -> None:
    # fails on eef82724. transformers_utils/tokenizer_group (0.3-0.10): the engine's tokenizer is a TokenizerGroup,
    # not the Hugging Face tokenizer a library expected (outlines' serve reading get_vocab)
    d = _d("AttributeError: 'TokenizerGroup' object has no attribute 'convert_tokens_to_string'")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_a_plugins_subclass_of_request_output() -> None:
    # fails on eef82724. a plug-in's dataclass subclass of vllm/outputs.py's RequestOutput, whose generated __init__
    # never sets a field the newer RequestOutput.__init__ sets
    d = _d("AttributeError: 'AudioRequestOutput' object has no attribute 'num_cached_tokens'")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "subclass of vLLM's RequestOutput" in d["diagnosis"]["summary"]


def test_an_output_class_vllm_never_had_is_not_read() -> None:
    # "ModelOutput" (transformers' class) and a bare "Output" are no vLLM output class
    for cls in ("ModelOutput", "Output", "TextOutput"):
        d = _d(f"AttributeError: '{cls}' object has no attribute 'logits'")
        assert d["message_kind"] is None, cls


def test_a_partial_where_vllm_takes_an_executor_class() -> None:
    # fails on eef82724. VllmConfig.__post_init__ (vllm/config/vllm.py, 0.19+) calls
    # executor_class.supports_async_scheduling(); a framework's functools.partial of its executor has no such method
    d = _d("  File \"/opt/venv/lib/python3.12/site-packages/vllm/config/vllm.py\", line 729, in __post_init__\n"
           "    executor_supports_async_sched = executor_class.supports_async_scheduling()\n"
           "AttributeError: 'functools.partial' object has no attribute 'supports_async_scheduling'")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "functools.partial" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


# ---------------------------------------------------------------- Qwen's chat templates refusing the messages

def test_qwen_templates_refuse_a_late_system_message() -> None:
    # fails on eef82724. Qwen3.5 / 3.6 chat templates: raise_exception('System message must be at the beginning.'),
    # vLLM's 400 for the request
    d = _d('openai.BadRequestError: Error code: 400 - {"error": {"message": "System message must be at the '
           'beginning.", "type": "BadRequestError", "param": null, "code": 400}}')
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert "only as the first message" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_qwen_templates_refuse_the_developer_role() -> None:
    # fails on eef82724. the same templates' last branch: raise_exception('Unexpected message role.')
    d = _d("(APIServer pid=311) jinja2.exceptions.TemplateError: Unexpected message role.")
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert "developer" in d["diagnosis"]["summary"]


def test_qwen_templates_refuse_a_conversation_without_a_user_turn() -> None:
    # fails on eef82724. raise_exception('No user query found in messages.')
    d = _d("ValueError: No user query found in messages.")
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert "user message" in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- request values a release's models do not take

def test_a_role_the_anthropic_endpoint_does_not_take() -> None:
    # fails on eef82724. pydantic's literal_error over vLLM's request model, quoted in its 400 (loc starts at 'body')
    d = _d("API Error: 400 {\"error\": {\"message\": \"1 validation error:\\n  {'type': 'literal_error', 'loc': "
           "('body', 'messages', 3, 'role'), 'msg': \\\"Input should be 'user' or 'assistant'\\\", 'input': 'system', "
           "'ctx': {'expected': \\\"'user' or 'assistant'\\\"}}\", \"type\": \"Bad Request\", \"code\": 400}}")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("request_value") == "system"
    assert no_memory_fix(d)


def test_a_content_part_type_as_pydantic_renders_it() -> None:
    # fails on eef82724. the chat content parts vLLM validates (entrypoints/chat_utils.py), pydantic's own rendering
    d = _d("openai.BadRequestError: Error code: 400 - 2 validation errors for ValidatorIterator\\n"
           "1.ChatCompletionContentPartTextParam.type\\n  Input should be 'text' [type=literal_error, "
           "input_value='reasoning', input_type=str]")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("request_value") == "reasoning"


def test_a_literal_error_of_a_launch_setting_is_not_a_request() -> None:
    # a config class's literal_error (vLLM's own settings, config/*.py) names no request body: not this reading
    d = _d("pydantic_core._pydantic_core.ValidationError: 1 validation error for CacheConfig\n"
           "cache_dtype\n  Input should be 'auto', 'fp8' or 'fp8_e4m3' [type=literal_error, input_value='int8', "
           "input_type=str]")
    assert "request_value" not in d["numbers"]
    assert "The request sends" not in d["diagnosis"]["summary"]


def test_a_previous_response_on_a_server_that_keeps_none() -> None:
    # fails on eef82724. responses/serving.py::_make_not_found_error; the store only with
    # VLLM_ENABLE_RESPONSES_API_STORE=1 (vllm/envs.py, default 0)
    d = _d("openai.NotFoundError: Error code: 404 - {'error': {'message': \"Response with id "
           "'resp_9f2c1a7d3b' not found.\", 'type': 'invalid_request_error', 'code': 404}}")
    assert d["diagnosis"]["cause"] == "responses_store_disabled"
    assert any(f["flag"] == "VLLM_ENABLE_RESPONSES_API_STORE" and f["value"] == "1" for f in d["fixes"])
    assert no_memory_fix(d)


def test_a_previous_response_lost_although_the_store_is_on() -> None:
    # the same 404 from a server started with the store on: another replica's or a restarted server's id; the
    # variable is no fix there
    d = _d("VLLM_ENABLE_RESPONSES_API_STORE=1 vllm serve Qwen/Qwen3-8B --port 8000\n"
           "openai.NotFoundError: Error code: 404 - {'error': {'message': \"Response with id 'resp_77ab' not found.\"}}")
    assert d["diagnosis"]["cause"] != "responses_store_disabled"
    assert not any(f["flag"] == "VLLM_ENABLE_RESPONSES_API_STORE" for f in d["fixes"])


# ---------------------------------------------------------------- vLLM's own classes and distribution

def test_a_request_model_of_vllms_server_lacking_a_field() -> None:
    # fails on eef82724. entrypoints/openai/protocol.py's request models are vLLM's own objects: its code reaching
    # for a field one of them lacks is the release's bug on that endpoint
    d = _d("Bug: AttributeError: 'TokenizeCompletionRequest' object has no attribute 'chat_template_kwargs'\n\n"
           "vllm serve meta-llama/Llama-3.1-8B-Instruct")
    assert d["diagnosis"]["cause"] == "release_regression"
    assert no_memory_fix(d)


def test_no_platform_because_no_distribution_named_vllm() -> None:
    # fails on eef82724. vllm/platforms/__init__.py::vllm_version_matches_substr: importlib.metadata finds no
    # distribution named vllm, the CUDA probe fails, and no platform is found whatever the GPU
    d = _d("WARNING 05-10 03:15:22 [__init__.py:25] The vLLM package was not found, so its version could not be "
           "inspected. This may cause platform detection to fail.\n"
           "INFO 05-10 03:15:22 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform")
    assert d["message_kind"] == "no_gpu_visible"
    assert d["diagnosis"]["cause"] == "dependency_missing"
    assert no_memory_fix(d)


def test_no_platform_without_that_warning_stays_a_gpu_question() -> None:
    d = _d("INFO 05-10 03:15:22 [__init__.py:243] No platform detected, vLLM is running on UnspecifiedPlatform")
    assert d["diagnosis"]["cause"] == "no_gpu_visible"


# ---------------------------------------------------------------- NVIDIA's libraries torch loads

def test_torch_cuda_library_from_nvidias_packages_missing() -> None:
    # fails on eef82724. torch/__init__.py loads NVIDIA's pip libraries (nvidia-cublas-cu12 ...) at import
    d = _d("ImportError: libcublasLt.so.12: cannot open shared object file: No such file or directory")
    assert d["diagnosis"]["cause"] == "cuda_runtime_library_missing"
    assert "libcublasLt.so.12" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_the_cuda_runtime_keeps_its_reading() -> None:
    d = _d("ImportError: libcudart.so.12: cannot open shared object file: No such file or directory")
    assert "vllm._C" in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- loguru's records around vLLM

def test_a_vllm_check_logged_through_loguru() -> None:
    # fails on the session's start. loguru's default format, "{time} | {level: <8} | {name}:{function}:{line} -
    # {message}" (loguru/_defaults.py): a framework logging vLLM's ValueError of v1/engine/async_llm.py, then its
    # traceback
    d = _d("2025-09-26 00:17:31.369 | ERROR    | myapp.server:main:277 - Using V1 AsyncLLMEngine, but "
           "envs.VLLM_USE_V1=False. This should not happen. As a workaround, try using "
           "AsyncLLMEngine.from_vllm_config(...) or explicitly set VLLM_USE_V1=0 or 1 and report this issue on "
           "Github.\nTraceback (most recent call last):\n  File \"/usr/local/bin/myapp\", line 7, in <module>")
    assert d["message_kind"] == "vllm_check_failed"
    assert no_memory_fix(d)


def test_a_loguru_info_record_is_no_failure() -> None:
    d = _d("2025-09-26 00:17:22.037 | INFO     | myapp.backend:start:37 - vLLM engine started in 41.2 s")
    assert d["message_kind"] is None


def test_a_content_part_type_the_chat_parser_does_not_implement() -> None:
    # fails on the session's start. entrypoints/chat_utils.py::_parse_chat_message_content_part raises
    # NotImplementedError(f"Unknown part type: {part_type}") for a part type the release does not parse
    d = _d("(APIServer pid=2231) ERROR 06-01 10:00:00 [serving_chat.py:250] NotImplementedError: Unknown part type: "
           "input_file")
    assert d["diagnosis"]["cause"] == "request_option_unsupported"
    assert "input_file" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a pooling request above the model's own length

def test_an_embedding_input_over_a_long_encoder_is_cut_not_the_length_raised() -> None:
    # fails on the session's start. entrypoints/openai/serving_embedding.py's refusal "... tokens in the input for
    # embedding generation": a pooling model runs at its config's max_position_embeddings (bge-m3: 8,194), which vLLM
    # will not raise past
    d = _d("BadRequestError: {'object': 'error', 'message': \"This model's maximum context length is 8194 tokens. "
           "However, you requested 9120 tokens in the input for embedding generation. Please reduce the length of the "
           "input.\", 'type': 'BadRequestError', 'code': 400}")
    assert d["diagnosis"]["cause"] == "prompt_exceeds_max_model_len"
    assert not any(f["flag"] == "--max-model-len" for f in d["fixes"])
    assert "truncate" in d["fixes"][0]["title"]


def test_a_chat_prompt_over_the_length_still_raises_it() -> None:
    d = _d("openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is "
           "32768 tokens. However, your request has 32836 input tokens. Please reduce the length of the input "
           "messages.\", 'type': 'BadRequestError', 'code': 400}}")
    assert longer_lengths(d)


# ---------------------------------------------------------------- a checkpoint's empty tensors, IPython's frames

def test_an_empty_checkpoint_tensor_under_a_weight_loader_in_ipythons_frame_form() -> None:
    # fails on the session's start. torch's narrow (aten TensorShape.cpp) on a tensor of size 0 under
    # layers/linear.py's weight_loader, as IPython prints the frame ("linear.py:956, in QKVParallelLinear.weight_loader(")
    d = _d("File /usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/linear.py:956, in "
           "QKVParallelLinear.weight_loader(self, param, loaded_weight, loaded_shard_id)\n"
           "--> 956         loaded_weight = loaded_weight.narrow(output_dim, start_idx, shard_size)\n\n"
           "RuntimeError: start (0) + length (1024) exceeds dimension size (0).")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "checkpoint_file_corrupt"
    assert no_memory_fix(d)


def test_a_shard_larger_than_a_real_tensor_stays_a_layout_mismatch() -> None:
    d = _d("  File \"/opt/vllm/model_executor/layers/linear.py\", line 956, in weight_loader\n"
           "RuntimeError: start (0) + length (14336) exceeds dimension size (896).")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


def test_a_title_quoting_the_narrow_error_above_its_traceback() -> None:
    # fails on the session's start. the title's line has no frame above it; the traceback below ends in a weight loader
    d = _d("RuntimeError: start (0) + length (512) exceeds dimension size (0).\n\nHello, vLLM fails to load my checkpoint:\n"
           "File /usr/lib/python3.12/site-packages/vllm/model_executor/layers/linear.py:956, in "
           "QKVParallelLinear.weight_loader(self, param, loaded_weight, loaded_shard_id)")
    assert d["message_kind"] == "weight_loading_mismatch"


# ---------------------------------------------------------------- the Mistral tokenizer's message order

def test_mistral_commons_validator_refusing_the_message_order() -> None:
    # fails on the session's start. mistral_common's MistralRequestValidator._validate_message_order
    d = _d("ERROR 06-19 07:36:24 [serving_chat.py:200] mistral_common.exceptions.InvalidMessageStructureException: "
           "Unexpected role 'user' after role 'tool'")
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert "mistral_common" in d["fixes"][0]["title"]
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a reporter's "graph capture", a console's wrap

def test_an_out_of_resources_during_graph_capture_in_prose() -> None:
    # fails on the session's start. ROCm's HSA_STATUS_ERROR_OUT_OF_RESOURCES, placed by the sentence's "graph capture"
    d = _d("vLLM serve on one MI300X: a 30 GB KV pool loads but fails during graph capture with "
           "`HSA_STATUS_ERROR_OUT_OF_RESOURCES`.")
    assert d["message_kind"] == "oom_cuda_graph"


def test_a_message_wrapped_by_a_console_logger_with_padding() -> None:
    # fails on the session's start. rich's RichHandler pads the line to the console's width and indents the next one
    d = _d("Some context above.\n"
           "ERROR    API status error from OpenAI API: Error code: 400 - {'object': 'error', 'message': '\"auto\" tool "
           "choice    \n         requires --enable-auto-tool-choice and --tool-call-parser to be set', 'type':")
    assert d["diagnosis"]["cause"] == "auto_tool_choice_not_enabled"
