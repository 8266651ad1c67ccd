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


# --- --num-gpu-blocks-override below one request: from 0.21 V1 checks one request against override x bytes per block
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


def test_before_0_21_the_check_is_on_memory_and_the_memory_fixes_stay() -> None:
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
