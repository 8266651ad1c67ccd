"""The rules written in the session of rounds 350 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, torch's or gloo's own formats (cited per test); no expected
value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


# --- --num-gpu-blocks-override below one request: from 0.20.1 V1 checks one request against override x bytes per block
# (v1/core/kv_cache_utils.py::get_kv_cache_configs, spec §4.1), and V0 against the overridden block count; memory, fp8
# and TP do not change the block count. One request at 34048 tokens in 16-token blocks needs ceil(34048 / 16) = 2128.
_V1_OVERRIDE = (
    "vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len 34048 --num-gpu-blocks-override 2048\n"
    "ValueError: To serve at least one request with the model's max seq len (34048), (4.16 GiB KV cache is needed, "
    "which is larger than the available KV cache memory (4.0 GiB). Based on the available memory, the estimated "
    "maximum model length is 32768. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
    "initializing the engine.\n")


def test_a_block_override_below_one_request_asks_for_more_blocks_not_more_memory() -> None:
    d = _d(_V1_OVERRIDE, vllm_version="0.28.0")
    assert d["message_kind"] == "kv_cache_too_small" and d["diagnosis"]["cause"] == "kv_too_small"
    assert "--num-gpu-blocks-override" in d["diagnosis"]["summary"]
    first = d["fixes"][0]
    assert (first["flag"], first["value"]) == ("--num-gpu-blocks-override", "2128")
    for flag in ("--kv-cache-dtype", "--gpu-memory-utilization", "--tensor-parallel-size", "--cpu-offload-gb"):
        assert flag not in _flags(d)
    assert "--max-model-len" in _flags(d)


def test_before_0_20_1_the_check_is_on_memory_and_the_memory_fixes_stay() -> None:
    d = _d(_V1_OVERRIDE, vllm_version="0.20.0")
    assert "--num-gpu-blocks-override" not in _flags(d)
    assert "--num-gpu-blocks-override" not in d["diagnosis"]["summary"]


def test_v0_checks_the_overridden_block_count() -> None:
    # V0's worker.py::raise_if_cache_size_invalid after LLMEngine._initialize_kv_caches applied the override:
    # 2048 blocks x 16 tokens = 32768 tokens held; 34048 needs 2128 blocks
    text = ("vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len 34048 --num-gpu-blocks-override 2048\n"
            "ValueError: The model's max seq len (34048) is larger than the maximum number of tokens that can be "
            "stored in KV cache (32768). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
            "initializing the engine.\n")
    d = _d(text, vllm_version="0.6.3")
    assert d["message_kind"] == "kv_cache_too_small_v0"
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--num-gpu-blocks-override", "2128")
    assert "--kv-cache-dtype" not in _flags(d)


def test_without_an_override_the_memory_fixes_are_proposed() -> None:
    d = _d(_V1_OVERRIDE.replace(" --num-gpu-blocks-override 2048", ""), vllm_version="0.28.0")
    assert "--num-gpu-blocks-override" not in _flags(d)
    assert "--kv-cache-dtype" in _flags(d)


# --- gloo's TCP transport giving up on a peer (gloo/transport/tcp/pair.cc, unbound_buffer.cc): a rank of vLLM's CPU
# group never reached the collective; a distributed start-up failure, not memory
@pytest.mark.parametrize("line", [
    "RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:133] Timed out waiting 600000ms "
    "for send operation to complete",
    "RuntimeError: Application timeout caused pair closure",
])
def test_a_gloo_timeout_is_a_distributed_start_failure(line: str) -> None:
    text = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/parallel_state.py", line 1022, in '
            'in_the_same_node_as\n'
            '    torch.distributed.barrier(group=pg)\n' + line + "\n")
    d = _d(text)
    assert d["message_kind"] == "nccl_error" and d["diagnosis"]["cause"] == "nccl_error"
    assert "Gloo" in d["diagnosis"]["summary"]
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


def test_a_gloo_timeout_prints_its_wait_in_minutes() -> None:
    d = _d("RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms "
           "for recv operation to complete\n")
    assert "30 minutes" in d["diagnosis"]["summary"]


# --- torch's refusal of a second TORCH_LIBRARY for one namespace (torch/csrc/core/library.cpp): two builds of the
# kernels loaded in one process
@pytest.mark.parametrize("namespace", ["_C", "_moe_C"])
def test_a_second_torch_library_for_a_namespace_is_two_builds(namespace: str) -> None:
    text = (f"RuntimeError: Only a single TORCH_LIBRARY can be used to register the namespace {namespace}; please put "
            "all of your definitions in a single TORCH_LIBRARY block.  If you were trying to specify implementations, "
            "consider using TORCH_LIBRARY_IMPL (which can be duplicated).\n")
    d = _d(text)
    assert d["message_kind"] == "vllm_extension_import_failed"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert namespace in d["diagnosis"]["summary"]
    assert "one build" in d["fixes"][0]["title"]
    assert ("vllm/_C" in d["diagnosis"]["summary"]) == (namespace == "_C")


# --- a length that starts within a few percent of the asked one keeps the user's goal: no "add GPUs" for it; a length
# far short keeps it
def _kv(needed: str, available: str) -> str:
    return (f"ValueError: To serve at least one request with the model's max seq len (100000), ({needed} GiB KV cache "
            f"is needed, which is larger than the available KV cache memory ({available} GiB). Try increasing "
            "`gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n")


def test_a_tiny_shortfall_gets_no_add_gpus_fix() -> None:
    d = _d(_kv("4.26", "4.25"))
    assert not any(f["flag"] == "--tensor-parallel-size" for f in d["fixes"])
    assert d["fixes"][0]["flag"] == "--max-model-len"


def test_a_large_shortfall_keeps_the_add_gpus_fix() -> None:
    d = _d(_kv("8.52", "4.25"))
    assert any(f["flag"] == "--tensor-parallel-size" and "add GPUs" in f["title"] for f in d["fixes"])


# --- vLLM's messages held in a module-level constant (vllm/utils.py's STR_NOT_IMPL_ENC_DEC_* up to 0.10, raised by name
# or through the STR_NOT_IMPL_ENC_DEC_ERR_STRS dict in vllm/worker/utils.py) and the items of a list a message joins
# (vllm/lora/peft_helper.py's error_msg.append(...) ... raise ValueError(" ".join(error_msg))): in the raise-site index
# (tools/gen_vllm_raises.py ConstantRaises), so they are vLLM's checks with their site
@pytest.mark.parametrize("line, where", [
    ("NotImplementedError: Sliding window attention for encoder/decoder models is not currently supported.",
     "vllm/worker/utils.py"),
    ("ValueError: vLLM does not yet support DoRA.", "vllm/lora/peft_helper.py"),
    ("ValueError: Call to add_lora method failed: vLLM only supports modules_to_save being None.",
     "vllm/lora/peft_helper.py"),
])
def test_a_message_from_a_constant_or_a_joined_list_is_vllms_check(line: str, where: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "vllm_check_failed" and d["diagnosis"]["cause"] == "vllm_check_failed"
    assert any(where in x for x in d["explanation"])
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


# --- the tokenizer has no chat template and the launch gave none: vLLM's own refusal (entrypoints/chat_utils.py) and
# transformers' (tokenization_utils_base.py::get_chat_template)
@pytest.mark.parametrize("line", [
    "ValueError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat "
    "template if the tokenizer does not define one.",
    "ValueError: Cannot use chat template functions because tokenizer.chat_template is not set and no template "
    "argument was passed! For information about writing templates and setting the tokenizer.chat_template attribute, "
    "please see the documentation at https://huggingface.co/docs/transformers/main/en/chat_templating",
])
def test_no_chat_template_asks_for_one(line: str) -> None:
    d = _d("vllm serve ./Llama-3.1-8B --max-model-len 8192\n" + line + "\n")
    assert d["message_kind"] == "chat_template_missing" and d["diagnosis"]["cause"] == "chat_template_missing"
    assert d["fixes"][0]["flag"] == "--chat-template"
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


# --- Marlin's tile search (csrc/quantization/gptq_marlin/gptq_marlin.cu: every tile side is a multiple of 64, and a
# tile must divide the per-GPU K and N): K = 224 at TP 2 is 448 whole, which TP 1 keeps a multiple of 64
def test_marlin_without_a_tile_names_the_dimension_and_a_tp_that_fits() -> None:
    text = ("vllm serve org/some-awq-model --tensor-parallel-size 2 --quantization awq_marlin\n"
            "RuntimeError: Invalid thread config: thread_m_blocks = 1, thread_k = -1, thread_n = -1, num_threads = -1 "
            "for MKN = [256, 224, 4096] and num_bits = 4, group_size = 128, has_act_order = 0, is_k_full = 1, "
            "max_shared_mem = 101376\n")
    d = _d(text)
    assert d["message_kind"] == "quantization_kernel_bug" and d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert "K = 224" in d["diagnosis"]["summary"] and "64" in d["diagnosis"]["summary"]
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == ("--tensor-parallel-size", "1")


def test_marlin_with_whole_tiles_blames_the_other_limits() -> None:
    d = _d("RuntimeError: Invalid thread config: thread_m_blocks = 4, thread_k = -1, thread_n = -1, num_threads = -1 "
           "for MKN = [4096, 512, 1024] and num_bits = 8\n")
    assert "shared memory" in d["diagnosis"]["summary"]


# --- CUTLASS 3.x callers in vLLM's quantized kernels refusing a GEMM (can_implement / initialize / run), and the NVFP4
# runner's TORCH_CHECK around CUTLASS's status
@pytest.mark.parametrize("line", [
    "RuntimeError: Failed to initialize GEMM",
    "RuntimeError: [FP4 gemm Runner] Failed to run cutlass FP4 gemm on sm120. Error: Error Internal",
])
def test_cutlass_gemm_refusals_are_a_kernel_failure(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "quantization_kernel_bug" and d["diagnosis"]["cause"] == "quantization_kernel_bug"
    assert not {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype"} & set(_flags(d))


# --- the program an entrypoint override names is not on the image's PATH (runc's exec error): the image, not vLLM
def test_an_entrypoint_program_missing_from_the_image() -> None:
    d = _d('Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime '
           'create failed: runc create failed: unable to start container process: exec: "vllm": executable file not '
           'found in $PATH: unknown\n')
    assert d["message_kind"] == "container_runtime_incompatible"
    assert d["diagnosis"]["cause"] == "container_image_broken"
    assert "entrypoint" in d["fixes"][0]["title"]


# --- transformers' "Incorrect path_or_model_id" (utils/hub.py, 4.38-4.44): the path names nothing there
def test_incorrect_path_or_model_id_is_a_model_not_found() -> None:
    d = _d("OSError: Incorrect path_or_model_id: '/models/my-finetune'. Please provide either the path to a local "
           "folder or the repo_id of a model on the Hub.\n")
    assert d["message_kind"] == "model_not_found" and d["numbers"]["repo_id"] == "/models/my-finetune"


# --- a structured-log record (python-json-logger / structlog: {"message": ..., "exc_info": "Traceback ..."}) read with
# its traceback, also when the paste cut it before its closing brace
_JSON_RECORD = ('{"message": "Please install bitsandbytes>=0.45.0 via `pip install bitsandbytes>=0.45.0` to use '
                'bitsandbytes quantizer.", "exc_info": "Traceback (most recent call last):\\n  File \\"/opt/venv/lib/'
                'python3.10/site-packages/vllm/model_executor/layers/quantization/bitsandbytes.py\\", line 157, in '
                '__init__\\n    import bitsandbytes\\nModuleNotFoundError: No module named \'bitsandbytes\'\\n')


@pytest.mark.parametrize("tail", ['", "levelname": "ERROR"}', "\\n\\nThe above exception was the direct cause"])
def test_a_json_log_record_is_read_with_its_traceback(tail: str) -> None:
    d = _d(_JSON_RECORD + tail + "\n")
    assert d["message_kind"] == "dependency_missing"
    assert d["numbers"].get("missing_package") == "bitsandbytes"


# --- a .gguf read as config.json by a release without GGUF loading (before 0.5.5): the installed vLLM is too old for
# the launch; on a release that has it, the class's own cause stays
def test_a_gguf_read_as_json_config_before_gguf_support_is_a_version_mismatch() -> None:
    line = ("OSError: It looks like the config file at '/models/tinyllama-1.1b-chat.Q4_K_M.gguf' is not a valid JSON "
            "file.\n")
    assert _d(line, vllm_version="0.5.4")["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert _d(line, vllm_version="0.6.3")["diagnosis"]["cause"] == "config_format_not_found"
