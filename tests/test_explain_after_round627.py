"""Readings of the session of 2026-12-06, seventh (tests/golden/wild/BLIND.md): 32 of these 50 tests fail on the
session's starting code 9bae2484, the other 18 guard the rules' limits. Messages are cited per test (vLLM's
own raise sites, read from the released wheels into data/vllm_raises.json); expected values come from those sources,
never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix
from kvroom.explain import explain
from kvroom.render.explain_text import render_explanation


def explain_text(text: str) -> str:
    """The text and the JSON a user sees, together."""
    result = explain(text)
    return render_explanation(result) + repr(result.to_dict())


# ---------------------------------------------------------------- a check of a request is not a refused launch

def test_a_sampling_parameter_check_is_read_as_a_refused_request() -> None:
    # SamplingParams._verify_args (vllm/sampling_params.py, 0.2-0.34): a request's parameters, checked when it arrives
    d = _d("ValueError: top_p must be in (0, 1], got 0.0.")
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "refused a request" in d["diagnosis"]["summary"]
    assert "refused the launch" not in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_a_prompt_input_check_is_read_as_a_refused_request() -> None:
    # the V1 input processor's "Prompt cannot be empty" (v1/engine/processor.py::Processor._validate_model_inputs)
    d = _d("ERROR 05-02 10:11:12 serving_completion.py:120] ValueError: Prompt cannot be empty")
    assert "refused a request" in d["diagnosis"]["summary"]


def test_a_config_check_is_still_a_refused_launch() -> None:
    # KVTransferConfig.model_post_init (vllm/config.py): the launch's --kv-transfer-config, checked before loading
    d = _d("ValueError: Please specify kv_disagg_role when kv_connector is set, supported roles are `kv_producer`, "
           "`kv_consumer`, and `kv_both`")
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "refused the launch" in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- vLLM's error response as a client prints it

def test_a_clients_error_body_is_read_as_the_servers_check() -> None:
    # the OpenAI SDK prints vLLM's ErrorResponse as a dict's repr after "Error code: 400 - " (entrypoints/openai
    # protocol.py); its message is SamplingParams._verify_args' "temperature must be non-negative, got {t}."
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'temperature must be "
           "non-negative, got -0.5.', 'type': 'BadRequestError', 'param': None, 'code': 400}")
    assert d["message_kind"] == "vllm_check_failed"
    assert "sampling_params.py" in d["diagnosis"]["summary"]
    assert no_memory_fix(d)


def test_an_error_body_behind_a_frameworks_own_words_is_read_too() -> None:
    # a framework's wrapper sentence before the body, its exception name lost ("Exception: OpenAI API request was
    # invalid: ..."); the text is SamplingParams' "top_p must be in (0, 1], got {top_p}."
    d = _d("Exception: OpenAI API request was invalid: Error code: 400 - {'object': 'error', 'message': 'top_p must "
           "be in (0, 1], got 0.0.', 'type': 'BadRequestError', 'param': None, 'code': 400}")
    assert d["message_kind"] == "vllm_check_failed"


def test_an_error_body_that_is_no_vllm_check_stays_unread() -> None:
    # a gateway's own 429 in the same shape: no vLLM site says it
    d = _d("openai.RateLimitError: Error code: 429 - {'object': 'error', 'message': 'Rate limit reached for this "
           "key, retry later', 'type': 'RateLimitError', 'param': None, 'code': 429}")
    assert d["message_kind"] is None


# ---------------------------------------------------------------- a reporter's condensed process prefix

def test_a_process_name_without_its_parentheses_is_a_record_prefix() -> None:
    # "EngineCore ERROR TimeoutError: RPC call to execute_model timed out." (multiproc_executor.py's
    # f"RPC call to {method} timed out.", 0.6.5-0.34.0), copied without "(EngineCore_DP0 pid=..)" and the time
    d = _d("APIServer INFO Starting vLLM API server\nEngineCore ERROR TimeoutError: RPC call to execute_model timed "
           "out.\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "multiproc_executor.py" in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- a message quoted up to its first sentence

def test_a_message_cut_after_its_first_sentence_is_still_its_site() -> None:
    # offloading/config.py::build_offloading_config (0.26.0+): "tokens_per_block={b} not divisible by tokens_per_hash=
    # {h}. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes." quoted to the
    # first full stop
    d = _d("AssertionError: tokens_per_block=64 not divisible by tokens_per_hash=256.")
    assert d["message_kind"] == "vllm_check_failed"
    assert "build_offloading_config" in d["diagnosis"]["summary"]


def test_a_first_sentence_with_words_after_the_value_is_not_the_site() -> None:
    # the same head, then other words where the site's text has its value and full stop
    d = _d("AssertionError: tokens_per_block=64 not divisible by tokens_per_hash=256 on my cluster, any idea why the "
           "offload path wants this.")
    assert "build_offloading_config" not in d["diagnosis"]["summary"]


# ---------------------------------------------------------------- a GPU kernel's fault and the path that ran it

_FAULT = "RuntimeError: CUDA error: an illegal memory access was encountered\n"


def test_a_fault_under_a_chosen_attention_backend_is_read_as_that_backends() -> None:
    # the launch chose FlashInfer (--attention-backend, 0.13.0+) with an fp8 KV cache; CUDA's fault at a request
    log = ("INFO 03-01 10:00:00 [__init__.py:1] vLLM version 0.20.0\n"
           "vllm serve Qwen/Qwen3-8B --attention-backend FLASHINFER --kv-cache-dtype fp8\n" + _FAULT)
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "attention_backend_gpu"
    first = d["fixes"][0]
    assert (first["flag"], first["value"]) == ("--attention-backend", "TRITON_ATTN")
    assert not any(f["flag"] == "--kv-cache-dtype" for f in d["fixes"])


def test_a_fault_with_only_the_default_backends_log_line_is_not_blamed_on_it() -> None:
    # every V1 log names its backend ("Using Flash Attention backend"): that is no choice of the launch's
    log = "INFO 03-01 10:00:00 [cuda.py:1] Using Flash Attention backend on V1 engine.\n" + _FAULT
    assert _d(log)["diagnosis"]["cause"] != "attention_backend_gpu"


def test_a_fault_with_v0_prefix_caching_on_is_read_as_that_paths() -> None:
    # V0's opt-in prefix caching (--enable-prefix-caching, 0.4-0.7), the fault in a worker's RPC failure
    log = ("python -m vllm.entrypoints.openai.api_server --model meta-llama/Llama-2-13b-chat-hf "
           "--enable-prefix-caching\n"
           "ERROR 09-01 10:00:00 multiproc_worker_utils.py:226] Exception in worker VllmWorkerProcess while processing "
           "method start_worker_execution_loop: CUDA error: an illegal memory access was encountered\n")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "prefix_caching_kernel_bug"
    assert no_memory_fix(d)


def test_prefix_caching_in_a_v1_log_is_no_evidence() -> None:
    # V1 caches prefixes by default and prints enable_prefix_caching=True in its config line whatever the launch
    log = ("(EngineCore_DP0 pid=1) INFO 03-01 10:00:00 [core.py:1] Initializing a V1 LLM engine (v0.11.0) with "
           "config: model='Qwen/Qwen3-8B', enable_prefix_caching=True\n" + _FAULT)
    assert _d(log)["diagnosis"]["cause"] != "prefix_caching_kernel_bug"


# ---------------------------------------------------------------- the server's answers at the HTTP level

def test_a_401_from_the_api_key_check_names_the_key_not_its_value() -> None:
    # the authentication middleware (api_server.py / serve/middleware/authenticate.py) answers 401 under /v1
    log = ("export VLLM_API_KEY=sk-local-0123456789abcdef\nvllm serve Qwen/Qwen3-8B\n"
           'INFO:     10.0.0.5:43120 - "GET /v1/models HTTP/1.1" 401 Unauthorized\n')
    out = explain_text(log)
    d = _d(log)
    assert d["diagnosis"]["cause"] == "api_key_required"
    assert d["numbers"].get("api_key_set_by") == "VLLM_API_KEY"
    assert "0123456789abcdef" not in out
    assert no_memory_fix(d)


def test_the_hubs_401_is_not_the_servers_api_key() -> None:
    # huggingface_hub's refusal of a gated repository (utils/_http.py): its own wording, never an access line
    d = _d("requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
           "https://huggingface.co/meta-llama/Llama-3.1-8B/resolve/main/config.json")
    assert d["diagnosis"]["cause"] != "api_key_required"


def test_a_404_on_v1_from_the_demo_server_names_the_openai_entrypoint() -> None:
    # vllm/entrypoints/api_server.py serves /health and /generate only
    log = ("python -m vllm.entrypoints.api_server --model facebook/opt-125m --port 8000\n"
           'INFO:     127.0.0.1:50000 - "POST /v1/completions HTTP/1.1" 404 Not Found\n')
    d = _d(log)
    assert d["diagnosis"]["cause"] == "openai_entrypoint_not_used"


def test_a_404_on_v1_from_the_openai_server_is_a_route_it_lacks() -> None:
    log = ("vllm serve BAAI/bge-m3\n"
           'INFO:     127.0.0.1:50000 - "POST /v1/chat/completions HTTP/1.1" 404 Not Found\n')
    assert _d(log)["diagnosis"]["cause"] == "endpoint_not_served"


def test_the_model_name_message_wins_over_its_access_line() -> None:
    # the access line first, then vLLM's own "The model `X` does not exist." (serving_engine.py::_check_model)
    log = ('INFO:     127.0.0.1:50000 - "POST /v1/chat/completions HTTP/1.1" 404 Not Found\n'
           "openai.NotFoundError: Error code: 404 - {'object': 'error', 'message': 'The model `qwen` does not exist.', "
           "'type': 'NotFoundError', 'param': None, 'code': 404}\n")
    assert _d(log)["diagnosis"]["cause"] == "served_model_name_mismatch"


# ---------------------------------------------------------------- the model's generation config as the defaults

_GEN_WARNING = ("WARNING 05-02 03:26:16 [config.py:1239] Default sampling parameters have been overridden by the "
                "model's Hugging Face generation config recommended from the model creator. If this is not intended, "
                "please relaunch vLLM instance with `--generation-config vllm`.\n")


def test_top_k_zero_from_the_generation_config_is_refused_before_0_9() -> None:
    # sampling_params.py: "top_k must be -1 (disable), or at least 1, got" to 0.8.5; 0 is "disable" from 0.9.0
    log = ("INFO 05-02 03:26:00 [__init__.py:239] vLLM version 0.8.4\n" + _GEN_WARNING +
           "INFO 05-02 03:26:16 [serving_completion.py:61] Using default completion sampling params from model: "
           "{'top_k': 0, 'temperature': 0.7}\n")
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "generation_config_defaults"
    assert d["numbers"]["default_top_k"] == 0
    flags = [(f["flag"], f["value"]) for f in d["fixes"]]
    assert ("--generation-config", "vllm") in flags
    assert any(f == "--override-generation-config" for f, _ in flags)


def test_top_k_zero_is_no_refusal_from_0_9() -> None:
    log = ("INFO 07-02 03:26:00 [__init__.py:239] vLLM version 0.10.1\n" + _GEN_WARNING +
           "INFO 07-02 03:26:16 [serving_chat.py:134] Using default chat sampling params from model: "
           "{'top_k': 0, 'max_tokens': 256}\n")
    d = _d(log)
    assert "refuses top_k 0" not in d["diagnosis"]["summary"]
    assert not any(f["flag"] == "--override-generation-config" for f in d["fixes"])
    assert "256" in d["diagnosis"]["summary"]


def test_a_failure_after_the_generation_config_warning_is_the_reading() -> None:
    log = _GEN_WARNING + "ValueError: Token id 151700 is out of vocabulary\n"
    assert _d(log)["diagnosis"]["cause"] == "tokenizer_model_mismatch"


# ---------------------------------------------------------------- prompt ids the engine's tokenizer lacks

def test_a_token_id_out_of_vocabulary_is_a_tokenizer_mismatch() -> None:
    # BaseRenderer.validate_token_ids / Processor._validate_model_inputs (0.6.4-0.34.0)
    d = _d("[rank0]: ValueError: Token id 200019 is out of vocabulary")
    assert d["diagnosis"]["cause"] == "tokenizer_model_mismatch"
    assert no_memory_fix(d)


# ---------------------------------------------------------------- a parallel layout in prose; the async engine's args

def test_a_tp_by_pp_layout_in_prose_is_read() -> None:
    d = _d("Serving DeepSeek-V3 by TP8xPP2 on two nodes\nRuntimeError: something failed\n")
    assert (d["launch"]["tensor_parallel_size"], d["launch"]["pipeline_parallel_size"]) == (8, 2)


def test_two_layouts_in_prose_say_no_one_size() -> None:
    d = _d("TP4 x PP2 and TP8 x PP1 both fail the same way\nRuntimeError: something failed\n")
    assert d["launch"].get("pipeline_parallel_size") in (None, 1)


def test_the_async_engine_built_from_engine_args_is_named() -> None:
    # AsyncEngineArgs' own field (engine/arg_utils.py, 0.4.x), read by AsyncLLMEngine.from_engine_args
    d = _d("AttributeError: 'EngineArgs' object has no attribute 'engine_use_ray'")
    assert d["diagnosis"]["cause"] == "engine_args_class_mismatch"
    assert d["numbers"]["async_engine_field"] == "engine_use_ray"


def test_another_engine_args_attribute_is_not_the_async_class() -> None:
    # a field neither class has: not this reading
    d = _d("AttributeError: 'EngineArgs' object has no attribute 'use_v2_block_manager'")
    assert d["diagnosis"]["cause"] != "engine_args_class_mismatch"


# ---------------------------------------------------------------- a modality the model does not take

def test_a_zero_limit_without_the_flags_hint_is_the_models() -> None:
    # BaseProcessingInfo.validate_num_items (0.10.1+): the hint "Set `--limit-mm-per-prompt` to increase this limit."
    # only where the launch's limit is the smaller; a modality the model's processor does not list counts 0
    d = _d("vllm.exceptions.VLLMValidationError: At most 0 audio(s) may be provided in one prompt.")
    assert d["diagnosis"]["cause"] == "model_modality_unsupported"
    assert not any(f["flag"] == "--limit-mm-per-prompt" for f in d["fixes"])


def test_a_zero_limit_the_launch_set_is_the_launchs() -> None:
    log = ("vllm serve Qwen/Qwen2.5-VL-7B-Instruct --limit-mm-per-prompt '{\"image\": 0, \"video\": 1}'\n"
           "ValueError: At most 0 image(s) may be provided in one prompt.\n")
    assert _d(log)["diagnosis"]["cause"] == "mm_limit_per_prompt_exceeded"


def test_a_zero_limit_with_the_hint_is_the_launchs() -> None:
    d = _d("ValueError: At most 0 image(s) may be provided in one prompt. Set `--limit-mm-per-prompt` to increase "
           "this limit.")
    assert d["diagnosis"]["cause"] == "mm_limit_per_prompt_exceeded"


def test_the_0_8_wording_of_the_models_zero_is_read() -> None:
    # BaseMultiModalProcessor._to_mm_items (0.8.4-0.10.0)
    d = _d("ValueError: The model only supports at most 0 audio items, but you passed 2 audio items in the same "
           "prompt.")
    assert d["diagnosis"]["cause"] == "model_modality_unsupported"


def test_the_default_model_refusing_an_image_is_a_launch_without_a_model() -> None:
    # MultiModalRegistry.create_processor (0.8.5+) for EngineArgs' default model
    d = _d("openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Qwen/Qwen3-0.6B is not a "
           "multimodal model None', 'type': 'BadRequestError', 'param': None, 'code': 400}")
    assert d["diagnosis"]["cause"] == "default_model_served"


def test_another_text_model_refusing_an_image_is_not_the_default() -> None:
    d = _d("ValueError: meta-llama/Llama-3.1-8B-Instruct is not a multimodal model")
    assert d["diagnosis"]["cause"] != "default_model_served"


# ---------------------------------------------------------------- the paged-attention kernels' block sizes

def test_an_unsupported_block_size_is_the_paged_attention_kernels() -> None:
    # TORCH_CHECK(false, "Unsupported block size: ", block_size) (csrc/attention/paged_attention_v1.cu)
    d = _d("vllm serve mistralai/Mistral-7B-v0.1 --block-size 64\nRuntimeError: Unsupported block size: 64\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--block-size", "16")


def test_generate_on_the_openai_server_is_the_demo_servers_route() -> None:
    log = ("vllm serve facebook/opt-125m\n"
           'INFO:     127.0.0.1:50000 - "POST /generate HTTP/1.1" 404 Not Found\n')
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "endpoint_not_served"


# ---------------------------------------------------------------- V0's scheduler and swap under load

def test_a_prompt_over_the_block_managers_capacity_is_a_small_kv_cache() -> None:
    # core/scheduler.py (0.2-0.10): AllocStatus.NEVER, the prompt's blocks above the cache's less the watermark
    log = ("INFO 01-10 10:00:00 llm_engine.py:222] # GPU blocks: 180, # CPU blocks: 512\n"
           "WARNING 01-10 10:01:00 scheduler.py:201] Input prompt (5000 tokens) is too long and exceeds the capacity "
           "of block_manager\n")
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "kv_too_small"
    assert d["numbers"]["prompt_tokens"] == 5000


def test_no_utilization_fix_at_or_above_what_the_log_shows() -> None:
    log = ("INFO 01-10 10:00:00 api_server.py:719] args: Namespace(gpu_memory_utilization=0.97, max_model_len=4096)\n"
           "WARNING 01-10 10:01:00 scheduler.py:201] Input prompt (2000 tokens) is too long and exceeds the capacity "
           "of block_manager\n")
    d = _d(log)
    assert not any(f["flag"] == "--gpu-memory-utilization" and float(f["value"]) <= 0.97 for f in d["fixes"])


def test_the_swap_space_abort_is_read_as_swap_exhausted() -> None:
    # Scheduler._swap_out (core/scheduler.py, 0.2.0-0.10.2)
    d = _d("RuntimeError: Aborted due to the lack of CPU swap space. Please increase the swap space to avoid this "
           "error.")
    assert d["diagnosis"]["cause"] == "swap_space_exhausted"


# ---------------------------------------------------------------- weights the layer's parameters do not fit

def test_a_copy_size_mismatch_under_a_weight_loader_is_a_checkpoint_mismatch() -> None:
    log = ('  File "/usr/lib/python3.12/site-packages/vllm/model_executor/layers/linear.py", line 500, in '
           'weight_loader\n    param_data.copy_(loaded_weight)\n'
           "RuntimeError: The size of tensor a (4096) must match the size of tensor b (1024) at non-singleton "
           "dimension 0\n")
    assert _d(log)["message_kind"] == "weight_loading_mismatch"


def test_a_copy_size_mismatch_elsewhere_is_not_read_so() -> None:
    log = ('  File "/home/me/train.py", line 10, in step\n    loss = a + b\n'
           "RuntimeError: The size of tensor a (4096) must match the size of tensor b (1024) at non-singleton "
           "dimension 0\n")
    assert _d(log)["message_kind"] != "weight_loading_mismatch"


def test_a_plain_parameter_where_vllms_loader_expects_its_own_class() -> None:
    # model_executor/parameter.py: BasevLLMParameter.load_row_parallel_weight
    d = _d("AttributeError: 'Parameter' object has no attribute 'load_row_parallel_weight'")
    assert d["message_kind"] == "weight_loading_mismatch"


def test_a_quantizers_newer_field_is_a_version_mismatch() -> None:
    # compressed-tensors' QuantizationArgs refusing a field a newer llm-compressor writes
    log = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for VllmConfig\n"
           "zp_dtype\n  Extra inputs are not permitted [type=extra_forbidden, input_value='int8', input_type=str]\n")
    d = _d(log)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("quant_args_field") == "zp_dtype"


# ---------------------------------------------------------------- chat templates and interfaces

def test_a_processor_without_a_chat_template_is_a_missing_template() -> None:
    # transformers ProcessorMixin.apply_chat_template
    d = _d("ValueError: No chat template is set for this processor. Please either set the `chat_template` attribute "
           "on the processor or provide a chat template as an argument.")
    assert d["message_kind"] == "chat_template_missing"


def test_a_template_variable_the_request_lacks_is_an_incompatible_template() -> None:
    # serving_chat.py's "Error in applying chat template from request: ..." over Jinja's UndefinedError
    d = _d("ERROR 08-14 11:02:07 serving_chat.py:112] Error in applying chat template from request: 'documents' is "
           "undefined")
    assert d["diagnosis"]["cause"] == "chat_template_incompatible"
    assert d["numbers"]["template_variable"] == "documents"


def test_a_plugins_override_of_a_vllm_interface_method_refusing_its_keyword() -> None:
    # vLLM calls its executor's collective_rpc with the keywords of its release (non_block from 0.11)
    d = _d("TypeError: RayPlusExecutor.collective_rpc() got an unexpected keyword argument 'non_block'")
    assert d["message_kind"] == "dependency_version_mismatch"


def test_an_unknown_class_with_a_method_vllm_lacks_is_not_read_so() -> None:
    d = _d("TypeError: MyExecutor.frobnicate_weights() got an unexpected keyword argument 'fast'")
    assert d["message_kind"] != "dependency_version_mismatch"


# ---------------------------------------------------------------- a LoRA adapter on an engine without LoRA

def test_a_missing_lora_manager_is_a_launch_without_enable_lora() -> None:
    # the runner makes lora_manager only with enable_lora (v1/worker/lora_model_runner_mixin.py; vllm PR #24762
    # words it "LoRA is not enabled. Use --enable-lora to enable LoRA." from 0.10.2)
    d = _d("vllm serve Qwen/Qwen3-8B --lora-modules sql=/adapters/sql\n"
           "AttributeError: 'GPUModelRunner' object has no attribute 'lora_manager'\n")
    assert d["diagnosis"]["cause"] == "lora_not_enabled"
    assert d["fixes"][0]["flag"] == "--enable-lora"


def test_another_missing_runner_attribute_is_not_lora() -> None:
    d = _d("AttributeError: 'GPUModelRunner' object has no attribute 'drafter'")
    assert d["diagnosis"]["cause"] != "lora_not_enabled"


# ---------------------------------------------------------------- NaN logits: answers of token id 0

def test_answers_of_exclamation_marks_under_float16_are_the_dtype() -> None:
    # NaN logits sample token id 0, "!" in Llama's and Qwen's vocabularies: float16's overflow
    log = ("vllm serve Qwen/Qwen2.5-14B-Instruct --dtype float16\n"
           "the answer to every prompt is: !!!!!!!!!!!!!!!!!!!!!!!!\n")
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "dtype_unsupported"
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--dtype", "bfloat16")


def test_a_failure_in_the_same_paste_is_read_before_the_symptom() -> None:
    log = ("output: !!!!!!!!!!!!!!!!!!!!\n"
           "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU "
           "has compute capability 7.5.\n")
    assert _d(log)["message_kind"] == "dtype_unsupported"


def test_torchs_dtype_object_in_an_llm_call_is_the_launchs_dtype() -> None:
    d = _d('llm = LLM(model="deepseek-ai/DeepSeek-V2-Lite", dtype=torch.half)\nRuntimeError: x\n')
    assert d["launch"]["dtype"] == "half"
