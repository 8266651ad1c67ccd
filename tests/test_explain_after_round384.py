"""The rules written in the session of rounds 385 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's own source lines as Python's traceback prints them (cited per
test, from the released sources); no expected value is computed by kvroom."""

from __future__ import annotations

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a line of vLLM's own source that failed by itself (builder._vllm_line_error). vLLM 0.6.x's --lora-modules parser
# action, vllm/entrypoints/openai/cli_args.py::LoRAParserAction.__call__, splits each "name=path" item with
# `name, path = item.split('=')`; an item holding two '=' (or none) makes CPython's unpacking raise.
_LORA_FRAME = ('  File "/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/openai/cli_args.py", line 40, in __call__\n'
               "    name, path = item.split('=')\n")


def test_pythons_own_error_on_a_vllm_line_is_vllms_refusal_at_that_site() -> None:
    text = ("Traceback (most recent call last):\n"
            '  File "/usr/lib/python3.10/argparse.py", line 1943, in take_action\n'
            "    action(self, namespace, argument_values, option_string)\n"
            + _LORA_FRAME + "ValueError: not enough values to unpack (expected 2, got 1)\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert "vllm/entrypoints/openai/cli_args.py::__call__" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_the_same_line_under_a_log_prefix_is_read() -> None:
    pre = "(APIServer pid=71) ERROR 05-02 10:00:01 [api_server.py:9] "
    text = "".join(pre + line + "\n" for line in (
        ["Traceback (most recent call last):"] + _LORA_FRAME.rstrip("\n").split("\n")
        + ["ValueError: too many values to unpack (expected 2)"]))
    assert _d(text)["message_kind"] == "vllm_check_failed"


def test_not_when_another_programs_frame_is_innermost() -> None:
    text = ("Traceback (most recent call last):\n" + _LORA_FRAME
            + '  File "/opt/venv/lib/python3.10/site-packages/mylib/split.py", line 3, in split\n'
            "    a, b = parts\n"
            "ValueError: too many values to unpack (expected 2)\n")
    assert _d(text)["message_kind"] is None


def test_not_a_cuda_runtime_error_on_a_vllm_line() -> None:
    # vLLM's attention layer allocating its output (model_executor/layers/attention.py, 0.2.x) when an earlier kernel
    # faulted: CUDA's error surfaces at the next call, it is no check of vLLM's
    text = ("Traceback (most recent call last):\n"
            '  File "/w/vllm/vllm/model_executor/layers/attention.py", line 203, in forward\n'
            "    output = torch.empty_like(query)\n"
            "RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert _d(text)["message_kind"] != "vllm_check_failed"


# --- MLX's loaders without the checkpoint's model type: mlx_lm/utils.py::_get_classes and mlx_vlm/utils.py build
# msg = f"Model type {model_type} not supported.", log it (logging.error: "ERROR:root:...") and raise ValueError(msg).
def test_mlx_loader_refusing_a_model_type_is_the_architecture_not_vllms_registry() -> None:
    text = ("ERROR:root:Model type gemma3n not supported.\n"
            "Traceback (most recent call last):\n"
            '  File "/opt/homebrew/lib/python3.12/site-packages/mlx_vlm/utils.py", line 61, in get_model_and_args\n'
            "    raise ValueError(msg)\n"
            "ValueError: Model type gemma3n not supported.\n")
    d = _d(text)
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["model_type"] == "gemma3n"
    assert "MLX" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_sentence_about_model_types_is_not_mlxs_refusal() -> None:
    assert _d("Model type detection is not supported yet in our tool, see the docs.\n")["message_kind"] is None


# --- vLLM's OpenAI server with no handler for an endpoint: api_server.py create_embedding / create_score / ...
# return create_error_response(message="The model does not support Embeddings API") when the model's runner does not
# serve it (0.6.x on); the client prints the 400's JSON.
def test_an_api_the_served_model_lacks_points_at_the_task_not_at_memory() -> None:
    text = ("INFO 01-20 10:00:00 api_server.py:640] vLLM API server version 0.6.6\n"
            'openai.BadRequestError: Error code: 400 - {"object": "error", "message": "The model does not support '
            'Embeddings API", "type": "BadRequestError", "param": null, "code": 400}\n')
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert [(f["flag"], f["value"]) for f in d["fixes"]][0] == ("--task", "embed")


def test_the_task_already_given_is_not_proposed_again() -> None:
    text = ("INFO 06-20 10:00:00 [cli_args.py:325] non-default args: {'model': 'Qwen/Qwen3-Reranker-8B', 'task': "
            "'score', 'port': 7001}\n"
            '{"object":"error","message":"The model does not support Score API","type":"BadRequestError","code":400}\n')
    d = _d(text)
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert not any(f["flag"] == "--task" for f in d["fixes"])
    assert "--task score is already given" in d["fixes"][0]["detail"]


# --- LoRA's refusals. lora/utils.py::process_packed_modules_mapping (0.12.0-0.24.0 wheels): raise AttributeError("To
# support LoRA for MoE model, 'get_expert_mapping' must be implemented"); the CUDA punica kernels of 0.3.0-0.5.3
# (csrc/punica/punica_ops.cu dispatch_bgmv: TORCH_CHECK(false, "No suitable kernel.", " h_in=", ..., " h_out=", ...)).
def test_moe_lora_without_an_expert_mapping_is_lora_unsupported() -> None:
    pre = "(EngineCore_DP0 pid=311) ERROR 03-02 10:00:01 [core.py:843] "
    text = (pre + 'File "/usr/local/lib/python3.12/dist-packages/vllm/lora/utils.py", line 260, in '
            "process_packed_modules_mapping\n" + pre + "AttributeError: To support LoRA for MoE model, "
            "'get_expert_mapping' must be implemented\n")
    d = _d(text)
    assert d["message_kind"] == "lora_unsupported" and d["diagnosis"]["cause"] == "lora_unsupported"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--max-lora-rank") for f in d["fixes"])


def test_punicas_missing_size_reads_its_sizes_and_points_past_053() -> None:
    text = ("(RayWorkerWrapper pid=88) ERROR 05-10 09:00:00 worker_base.py:145] RuntimeError: No suitable kernel. "
            "h_in=16 h_out=55552 dtype=Float out_dtype=Half\n")
    d = _d(text)
    assert d["message_kind"] == "lora_unsupported"
    assert (d["numbers"]["lora_h_in"], d["numbers"]["lora_h_out"]) == ("16", "55552")
    assert "0.5.4" in d["fixes"][0]["title"]


def test_unsupported_base_layer_quoted_bare_is_read() -> None:
    # lora/layers/utils.py::_get_lora_device raises ValueError(f"Unsupported base layer: {base_layer}"); a report that
    # quotes it without the layer's repr
    d = _d("With --enable-lora the load dies with `ValueError: Unsupported base layer` for this checkpoint.\n")
    assert d["message_kind"] == "lora_unsupported"
    assert _d("We list each Unsupported base layer in a table.\n")["message_kind"] is None


# --- argparse refusing a config flag's value pydantic would not validate (vLLM parses --compilation-config,
# --speculative-config, ... into their dataclasses, engine/arg_utils.py): "error: argument --X: N validation error(s)
# for <Config>".
def test_a_config_flag_refused_by_validation_is_the_flags_form_not_memory() -> None:
    text = ("usage: vllm serve [model_tag] [options]\n"
            "vllm serve: error: argument --speculative-config: 2 validation errors for SpeculativeConfig\n"
            "num_speculative_tokens\n  Input should be a valid integer [type=int_type, input_value='three', "
            "input_type=str]\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["numbers"]["cli_config_class"] == "SpeculativeConfig"
    assert d["fixes"][0]["title"] == "--speculative-config as a JSON object"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--enforce-eager") for f in d["fixes"])


# --- CUTLASS's int8 dispatch on Blackwell (csrc/quantization/w8a8/cutlass/c3x/scaled_mm_helper.hpp: "Int8 not
# supported on SM{N}. Use FP8 quantization instead, or run on older arch (SM < 100).").
def test_cutlass_int8_on_blackwell_is_the_kernel_choice_with_fp8_first() -> None:
    text = ("(EngineCore_DP0 pid=9) ERROR 07-01 10:00:00 [core.py:700] RuntimeError: dispatch_scaled_mm, "
            "scaled_mm_helper.hpp:34, Int8 not supported on SM100. Use FP8 quantization instead, or run on older arch "
            "(SM < 100).\n")
    d = _d(text)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert "FP8" in d["fixes"][0]["title"]


# --- a float16-only quantization on a model type vLLM refuses float16 for (config/model.py::_check_valid_dtype,
# _FLOAT16_NOT_SUPPORTED_MODELS has gemma2 / gemma3): no --dtype starts it, so none is proposed.
def test_no_dtype_fix_when_the_only_dtype_taken_is_refused_for_the_model() -> None:
    text = ("ValueError: torch.bfloat16 is not supported for quantization method awq. Supported dtypes: "
            "[torch.float16]\n"
            "then with --dtype half:\n"
            "ValueError: The model type 'gemma2' does not support float16. Reason: Numerical instability. Please use "
            "bfloat16 or float32 instead.\n")
    d = _d(text)
    assert d["message_kind"] == "quantization_dtype_unsupported"
    assert not any(f["flag"] == "--dtype" and f["value"] in ("half", "float16") for f in d["fixes"])
    # without the refusal, float16 is the fix
    alone = _d(text.split("then")[0])
    assert [(f["flag"], f["value"]) for f in alone["fixes"]][0] == ("--dtype", "half")


# --- a package written for a newer Python than the environment's: CPython 3.8 refuses list[int] ("'type' object is not
# subscriptable", PEP 585 made builtins generic in 3.9); 3.9-3.11 refuse array.array[int] ("type 'array.array' is not
# subscriptable", generic from 3.12). An annotation evaluated at import raises it in the package's <module> frame.
def test_an_annotation_too_new_for_the_python_names_the_package_and_python() -> None:
    text = ("Traceback (most recent call last):\n"
            '  File "/opt/conda/lib/python3.8/site-packages/somepkg/utils.py", line 12, in <module>\n'
            "    def shapes(x) -> list[int]:\n"
            "TypeError: 'type' object is not subscriptable\n")
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"]["package"] == "somepkg" and d["numbers"]["python_version"] == "3.8"
    assert d["fixes"][0]["title"] == "a newer Python"
    assert not any(f["flag"].startswith("--") for f in d["fixes"])


def test_a_subscript_error_in_a_function_body_is_not_read_so() -> None:
    # a call inside a function (not a def line, not import time): a bug of that code, not Python's version
    text = ("Traceback (most recent call last):\n"
            '  File "/usr/lib/python3.12/site-packages/somepkg/run.py", line 40, in run\n'
            "    y = spec[3]\n"
            "TypeError: 'type' object is not subscriptable\n")
    assert _d(text)["message_kind"] is None


# --- Ray's autoscaler refusing one request for more GPUs than any node has (Ray's resource_demand_scheduler): a Ray
# Data / Serve actor asking for all of a multi-node model's GPUs at once
def test_ray_autoscaler_request_over_any_node_is_tp_within_a_node() -> None:
    text = ("(autoscaler +2m3s) Error: No available node types can fulfill resource request {'CPU': 1.0, 'GPU': 8.0}. "
            "Add suitable node types to this cluster to resolve this issue.\n")
    d = _d(text)
    assert d["message_kind"] == "tp_over_gpus" and d["numbers"]["required_devices"] == 8
    assert "no node type with 8 GPUs" in d["diagnosis"]["summary"]
    assert d["fixes"][0]["flag"] == "--tensor-parallel-size" and "TP x PP = 8" in d["fixes"][0]["detail"]


def test_vllms_own_pinned_bundle_keeps_its_reading() -> None:
    # vLLM's first bundle pinned to its node (executor/ray_utils.py::initialize_ray_cluster): not one big request
    text = ("(autoscaler +30s) Error: No available node types can fulfill resource request {'node:10.2.0.127': 0.001, "
            "'GPU': 1.0}. Add suitable node types to this cluster to resolve this issue.\n")
    d = _d(text)
    assert d["message_kind"] == "tp_over_gpus" and "node:10.2.0.127" in d["diagnosis"]["summary"]


# --- the multiprocessing executor's /dev/shm check (vLLM PR #48879): a host limit, no GPU lever
def test_dev_shm_too_small_is_the_containers_shared_memory() -> None:
    text = ("(EngineCore pid=81) ERROR 08-02 11:00:01 [core.py:900] RuntimeError: Insufficient space in /dev/shm: "
            "480 MiB required, 64 MiB free.\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_check_failed" and d["diagnosis"]["cause"] == "shm_too_small"
    assert (d["numbers"]["shm_required_mib"], d["numbers"]["shm_free_mib"]) == (480, 64)
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len")
                   for f in d["fixes"])
