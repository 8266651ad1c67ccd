"""Readings fitted in the session of 2026-12-06, fifth (tests/golden/wild/BLIND.md): Python's own error in a statement of
vLLM's source, a transformers config class missing from transformers, NumPy 2.0's removed members, OpenCV's module, a
kernel wrapper's tile assert, and a remote-code model's config read at its top level. Each rule tested on wordings other
than the fixtures it was fitted on, and on what it must leave alone; messages are cited per test (CPython's, NumPy's,
vLLM's sources), expected values come from those sources, never from kvroom."""

from __future__ import annotations

from explain_cases import explained as _d, no_memory_fix as _no_memory_fix


def _frame(path: str, line: int, func: str, code: str) -> str:
    return f'  File "{path}", line {line}, in {func}\n    {code}\n'


_SITE = "/opt/venv/lib/python3.12/site-packages/"


def _trace(*frames: str, error: str) -> str:
    return "Traceback (most recent call last):\n" + "".join(frames) + error + "\n"


# ---------------------------------------------------------------- Python's error in vLLM's own statements

def test_an_attribute_error_in_vllm_core_code_is_a_release_bug() -> None:
    # CPython's "'NoneType' object has no attribute 'x'" (Objects/object.c) raised by a statement of
    # vllm/v1/worker/gpu_model_runner.py itself: no check of vLLM's refused the launch
    log = _trace(_frame(_SITE + "vllm/v1/engine/core.py", 80, "__init__", "self.model_executor = executor_class(cfg)"),
                 _frame(_SITE + "vllm/v1/worker/gpu_model_runner.py", 2210, "load_model",
                        "self.drafter.load_model(self.model)"),
                 error="AttributeError: 'NoneType' object has no attribute 'load_model'")
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"
    assert any(f["title"] == "another vLLM release" for f in d["fixes"])
    assert _no_memory_fix(d)


def test_the_engine_traceback_counts_above_the_wrapper_traceback() -> None:
    # V0's MQLLMEngine prints the engine's traceback under "ERROR ... engine.py:387]" and the API server then raises
    # its own "Engine process failed to start" in a second traceback (engine/multiprocessing/engine.py 0.6-0.10)
    inner = _trace(_frame(_SITE + "vllm/platforms/rocm.py", 140, "check_and_update_config",
                          "if parallel_config.worker_cls == 'auto':"),
                   error="KeyError: 'worker_cls'")
    log = "".join(f"ERROR 02-05 18:41:45 engine.py:387] {x}\n" for x in inner.splitlines()) + _trace(
        _frame(_SITE + "vllm/entrypoints/openai/api_server.py", 228, "build_async_engine_client_from_engine_args",
               "raise RuntimeError("),
        error="RuntimeError: Engine process failed to start. See stack trace for the root cause.")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert "vllm/platforms/rocm.py" in d["diagnosis"]["summary"]


def test_a_model_codes_key_error_is_the_config_and_code_out_of_step() -> None:
    # a model's code indexing the checkpoint config's layer types (a config.json written by a newer transformers
    # renames them): vllm/model_executor/models/*.py
    log = _trace(_frame(_SITE + "vllm/model_executor/models/qwen3_next.py", 1012, "__init__",
                        "layer_class = LAYER_TYPES[config.layer_types[i]]"),
                 error="KeyError: 'linear_attention_v2'")
    d = _d(log)
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert any(f["flag"] == "--hf-overrides" for f in d["fixes"])


def test_another_release_that_ran_makes_a_model_code_error_a_regression() -> None:
    log = ("It works fine with vllm==0.9.2, after the upgrade it fails.\n"
           + _trace(_frame(_SITE + "vllm/model_executor/models/step3_text.py", 300, "__init__",
                           "and config.moe_layers_enum[idx]"),
                    error="IndexError: list index out of range"))
    d = _d(log)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert d["fixes"][0]["title"] == "vLLM 0.9.2"


def test_an_upgrade_named_gives_the_release_before_it_not_the_upgraded_one() -> None:
    log = ("Started failing with ^0.7.2 upgrade\n"
           + _trace(_frame(_SITE + "vllm/config.py", 3253, "__post_init__", "self.model_config.dtype"),
                    error="AttributeError: 'NoneType' object has no attribute 'dtype'"))
    d = _d(log)
    assert d["diagnosis"]["cause"] == "release_regression"
    assert all(f["title"] != "vLLM 0.7.2" for f in d["fixes"])
    assert "before 0.7.2" in d["fixes"][0]["detail"]


def test_another_packages_version_is_no_vllm_release() -> None:
    # transformers' and tokenizers' versions are no vLLM release: the config reading stays
    log = ("downgrading tokenizers to 0.19.1 and transformers 4.45 works\n"
           + _trace(_frame(_SITE + "vllm/model_executor/models/granitemoehybrid.py", 319, "__init__",
                           "layer_class = ALL_DECODER_LAYER_TYPES[config.layer_types[layer_idx]]"),
                    error="KeyError: 'full_attention'"))
    d = _d(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_a_type_error_over_none_in_a_model_is_a_config_value_missing() -> None:
    # "head_dim": null in a Mistral config.json: llama.py's attention multiplies with it (TypeError from CPython's
    # binary operator, Objects/abstract.c)
    log = _trace(_frame(_SITE + "vllm/model_executor/models/llama.py", 134, "__init__",
                        "self.q_size = self.num_heads * self.head_dim"),
                 error="TypeError: unsupported operand type(s) for *: 'int' and 'NoneType'")
    d = _d(log)
    assert d["message_kind"] == "hf_config_type_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert d["fixes"][0]["flag"] == "--hf-overrides"


def test_a_frame_of_another_package_below_vllms_is_not_vllms_error() -> None:
    # the innermost frame is torch's: the error is raised in torch, not by vLLM's statement
    log = _trace(_frame(_SITE + "vllm/model_executor/layers/linear.py", 500, "forward", "out = F.linear(x, w)"),
                 _frame(_SITE + "torch/nn/modules/module.py", 1750, "_call_impl", "return forward_call(*args)"),
                 error="AttributeError: 'tuple' object has no attribute 'dim'")
    d = _d(log)
    assert "vllm_file" not in d["numbers"]
    assert d["diagnosis"]["cause"] != "release_regression"


def test_a_call_signature_type_error_is_not_read_as_vllms_bug() -> None:
    # a TypeError of a call's arguments names a callee, another package's or vLLM's own: not this reading
    log = _trace(_frame(_SITE + "vllm/entrypoints/openai/api_server.py", 1100, "serve_http",
                        "config = uvicorn.Config(app, **uvicorn_kwargs)"),
                 error="TypeError: Config.__init__() got an unexpected keyword argument 'engine'")
    d = _d(log)
    assert d["diagnosis"]["cause"] != "release_regression"


# ---------------------------------------------------------------- packages

def test_a_config_class_missing_from_transformers_is_transformers_too_old() -> None:
    # CPython's import_from ("cannot import name X from Y"); transformers adds <Model>Config with the model
    d = _d("ImportError: cannot import name 'Qwen3NextConfig' from 'transformers' "
           "(/usr/lib/python3/dist-packages/transformers/__init__.py)\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "transformers_too_old"
    assert any("pip install -U transformers" in f["detail"] for f in d["fixes"])


def test_a_non_config_name_missing_from_transformers_stays_a_version_mismatch() -> None:
    # a renamed helper (transformers renamed PytorchGELUTanh): which side is older is not in the message
    d = _d("ImportError: cannot import name 'PytorchGELUTanh' from 'transformers.activations' "
           "(/usr/lib/python3/dist-packages/transformers/activations.py)\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


def test_numpy_2_removed_attribute_is_a_version_mismatch() -> None:
    # numpy/__init__.py::__getattr__ for __expired_attributes__ (NumPy 2.0)
    d = _d("AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["numpy_member"] == "np.float_"
    assert any("numpy<2" in f["detail"] for f in d["fixes"])
    assert _no_memory_fix(d)


def test_numpy_2_removed_ndarray_method() -> None:
    # numpy/_core/_methods.py: ndarray.ptp removed in NumPy 2.0
    d = _d("AttributeError: `ptp` was removed from the ndarray class in NumPy 2.0. Use np.ptp(arr, ...) instead.\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["numpy_member"] == "ptp"


def test_opencv_module_without_an_attribute_is_a_package_mismatch() -> None:
    # CPython's module getattr refusal (Objects/moduleobject.c) on OpenCV's cv2
    d = _d("AttributeError: module 'cv2' has no attribute 'CV_8U'\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert _no_memory_fix(d)


# ---------------------------------------------------------------- kernels and configs

def test_a_kernel_wrappers_tile_assert_is_a_kernel_gap_for_the_models_shape() -> None:
    # vllm/_custom_ops.py::cutlass_scaled_mm asserts both sides of the weight are multiples of 16
    log = _trace(_frame(_SITE + "vllm/model_executor/layers/quantization/utils/w8a8_utils.py", 200, "apply",
                        "output = ops.cutlass_scaled_mm(qinput,"),
                 _frame(_SITE + "vllm/_custom_ops.py", 551, "cutlass_scaled_mm",
                        "assert (b.shape[0] % 16 == 0 and b.shape[1] % 16 == 0)"),
                 error="AssertionError")
    d = _d(log)
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert any("ignore" in f["detail"] for f in d["fixes"])


def test_another_bare_assert_in_custom_ops_stays_a_check() -> None:
    log = _trace(_frame(_SITE + "vllm/_custom_ops.py", 700, "scaled_fp8_quant", "assert input.ndim == 2"),
                 error="AssertionError")
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"


def test_a_remote_code_vl_config_read_at_its_top_level_predates_the_model() -> None:
    # InternVLChatConfig (remote code) names InternVLChatModel, which vLLM's registry lists from 0.5.4; its text
    # settings sit in llm_config
    d = _d("AttributeError: 'InternVLChatConfig' object has no attribute 'num_hidden_layers'\n")
    assert d["diagnosis"]["cause"] == "architecture_unsupported"


# ---------------------------------------------------------------- second wave's readings (rounds 595-599)

def test_llm_generates_removed_keyword_named_alone() -> None:
    # vllm/entrypoints/llm.py: LLM.generate's prompt_token_ids, removed in 0.10.2 (vllm PR #18800)
    d = _d("[Bug]: eval harness fails with unexpected keyword argument 'prompt_token_ids' on vllm main\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert _no_memory_fix(d)


def test_another_keyword_named_alone_is_not_read() -> None:
    d = _d("[Bug]: it fails with unexpected keyword argument 'foo_bar'\n")
    assert d["message_kind"] is None


def test_pydantic_assertion_inside_a_sentence_is_vllms_check() -> None:
    # pydantic's "Assertion failed, <message> [type=assertion_error, ...]" quoted mid-sentence; the message is
    # vllm/config/model.py::ModelConfig.__post_init__'s assert (0.10.1-0.12.0)
    d = _d("Whatever I try I get this: Assertion failed, The model should be a generative or pooling model when "
           "task is set to 'classify'. [type=assertion_error, input_value=ArgsKwargs((), {}), input_type=ArgsKwargs]\n")
    assert d["message_kind"] == "vllm_check_failed"


def test_an_assert_quoted_with_its_condition_is_vllms_assert() -> None:
    # an assert without a message, its condition retold as the message: data/vllm_asserts.json holds the line
    d = _d("AssertionError: pooler_config is not None\n")
    assert d["message_kind"] == "vllm_check_failed"


def test_trust_remote_code_advice_without_backticks() -> None:
    # vllm/transformers_utils/tokenizer.py::get_tokenizer's advice, a page's markdown having eaten the backticks
    d = _d("RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in "
           "the HuggingFace transformers library, consider setting trust_remote_code=True in LLM or using the "
           "--trust-remote-code flag in the CLI.\n")
    assert d["message_kind"] == "trust_remote_code_required"


def test_a_remote_code_config_pickled_by_reference_is_the_releases_path() -> None:
    # CPython's pickle (Modules/_pickle.c save_global) on a transformers_modules class
    d = _d("_pickle.PicklingError: Can't pickle <class 'transformers_modules.configuration_minicpm.MiniCPMConfig'>: "
           "it's not the same object as transformers_modules.configuration_minicpm.MiniCPMConfig\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"
    assert _no_memory_fix(d)


def test_transformers_lazy_mapping_unpickled_in_the_engine_process() -> None:
    # transformers' _LazyConfigMapping rebuilt by pickle in the spawned engine core (multiprocessing/spawn.py)
    log = _trace(_frame("/usr/lib/python3.12/multiprocessing/spawn.py", 132, "_main",
                        "self = reduction.pickle.load(from_parent)"),
                 error="TypeError: _LazyConfigMapping.__init__() missing 1 required positional argument: 'mapping'")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "remote_code_incompatible"
    assert d["fixes"][0]["flag"] == "VLLM_ENABLE_V1_MULTIPROCESSING"


def test_a_module_file_among_the_caches_blobs_is_transformers_loader() -> None:
    # huggingface_hub's cache keeps blobs under their hashes: a blob named like a module is a path built wrongly
    d = _d("FileNotFoundError: [Errno 2] No such file or directory: "
           "'/root/.cache/huggingface/hub/models--org--m/blobs/configuration_m.py'\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert "transformers" in d["fixes"][0]["title"]


def test_a_hash_named_blob_missing_is_not_that_reading() -> None:
    d = _d("FileNotFoundError: [Errno 2] No such file or directory: '/root/.cache/huggingface/hub/models--org--m/blobs/"
           "9f2c4e0b1d7a3c5e8f6b2a4d9c1e7f3a5b8d2c6e'\n")
    assert d["diagnosis"]["cause"] != "dependency_version_mismatch"


def test_a_transformers_backend_class_without_the_checkpoints_module_is_the_model_unsupported() -> None:
    # vLLM's Transformers backend (TransformersFor*) runs an architecture no native class implements
    d = _d("ValueError: There is no module or parameter named 'score_head' in TransformersForSequenceClassification\n")
    assert d["message_kind"] == "weight_loading_mismatch"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"


def test_a_native_class_without_the_checkpoints_module_stays_a_loading_mismatch() -> None:
    d = _d("ValueError: There is no module or parameter named 'lm_head.bias' in Qwen2ForCausalLM\n")
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch"


def test_flash_attentions_dtype_check_under_an_fp8_kv_cache() -> None:
    # csrc/flash_attn/flash_api.cpp: TORCH_CHECK(k.dtype() == q_dtype, "query and key must have the same dtype")
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct --kv-cache-dtype fp8\n"
           "RuntimeError: query and key must have the same dtype\n")
    assert d["message_kind"] == "kv_cache_dtype_unsupported"
    assert d["fixes"][0]["value"] == "auto"


def test_flash_attentions_dtype_check_without_fp8_kv_is_not_that_reading() -> None:
    d = _d("vllm serve meta-llama/Llama-3.1-8B-Instruct\nRuntimeError: query and key must have the same dtype\n")
    assert d["message_kind"] != "kv_cache_dtype_unsupported"


# ---------------------------------------------------------------- third wave's readings (rounds 600-603)

def test_gguf_quant_type_key_error_is_a_loading_mismatch() -> None:
    # vLLM's GGUF methods register <name>.qweight_type beside qweight (quantization/gguf.py)
    d = _d("KeyError: 'model.embed_tokens.qweight_type'\n")
    assert d["message_kind"] == "weight_loading_mismatch"


def test_rope_type_read_where_the_override_says_type() -> None:
    # a release reading rope_scaling["rope_type"] and a --hf-overrides rope_scaling with the legacy "type" key
    log = _trace(_frame(_SITE + "vllm/model_executor/layers/rotary_embedding.py", 1800, "get_rope",
                        'scaling_type = rope_scaling["rope_type"]'),
                 error="KeyError: 'rope_type'")
    d = _d(log)
    assert d["message_kind"] == "rope_scaling_unsupported"
    assert d["fixes"][0]["flag"] == "--hf-overrides"
    assert "rope_type" in d["fixes"][0]["title"]


def test_legacy_type_read_keeps_the_old_release_reading() -> None:
    # vLLM up to 0.5.3 indexed rope_scaling["type"] (vllm#6689): the upgrade stays the fix
    log = _trace(_frame(_SITE + "vllm/config.py", 1100, "_get_and_verify_max_len",
                        'if rope_scaling is not None and rope_scaling["type"] != "su":'),
                 error="KeyError: 'type'")
    d = _d(log)
    assert d["message_kind"] == "rope_scaling_unsupported"
    assert "0.5.3.post1" in d["fixes"][0]["title"]


def test_an_index_check_under_an_allowed_long_length_is_the_length() -> None:
    # VLLM_ALLOW_LONG_MAX_MODEL_LEN=1, then Inductor's generated bounds assert on a long request (vllm#17924)
    d = _d("VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 vllm serve some/model --max-model-len 65536\n"
           "/tmp/torchinductor/ab/cab.py:45: <module>: block: [1,0,0], thread: [0,0,0] Assertion `index out of bounds: "
           "0 <= tl.broadcast_to(tmp3, [XBLOCK]) < 32768` failed.\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "max_len_over_derived"
    assert d["fixes"][0]["flag"] == "--max-model-len"


def test_an_index_check_without_the_variable_is_not_the_length() -> None:
    d = _d("vllm serve some/model --max-model-len 8192\n"
           "/tmp/torchinductor/ab/cab.py:45: <module>: block: [1,0,0], thread: [0,0,0] Assertion `index out of bounds: "
           "0 <= tl.broadcast_to(tmp3, [XBLOCK]) < 32768` failed.\n")
    assert d["diagnosis"]["cause"] != "max_len_over_derived"


# ---------------------------------------------------------------- fourth round's readings (round 604)

def test_an_attention_impl_refusing_another_keyword_is_the_backend_lacking_it() -> None:
    # vllm/attention/layer.py hands the model's extra arguments to the selected backend's Impl (CPython's TypeError)
    d = _d("TypeError: FlashAttentionImpl.__init__() got an unexpected keyword argument 'layer_idx'\n")
    assert d["message_kind"] == "attention_backend_feature_unsupported"
    assert _no_memory_fix(d)


def test_vllms_own_config_object_without_an_attribute_in_vllms_file_is_the_release() -> None:
    # the reporter names vLLM's own file beside the error, and no plug-in or framework is in the paste
    d = _d("AttributeError: 'SpeculativeConfig' object has no attribute 'get'\n\n"
           "This error occurs in `vllm/engine/arg_utils.py`, line 1458,\n")
    assert d["message_kind"] is None
    assert d["diagnosis"]["cause"] == "release_regression"


def test_a_config_object_reached_for_by_a_plugin_stays_the_plugins_release() -> None:
    log = _trace(_frame(_SITE + "vllm_ascend/worker/model_runner_v1.py", 300, "__init__",
                        "self.x = vllm_config.speculative_config.get('method')"),
                 error="AttributeError: 'SpeculativeConfig' object has no attribute 'get'")
    d = _d(log)
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
