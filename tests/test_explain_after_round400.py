"""The rules written after the blind rounds 401-405 (tests/golden/wild/BLIND.md, "Session of 2026-12-05, fourth"), each
tested on wordings other than the fixtures they were fitted on. Messages are vLLM's own (its csrc TORCH_CHECKs and its
Python raises, cited per test); expected values are worked by hand from the printed figures, never by kvroom."""

from __future__ import annotations

from kvroom.explain import explain

_MEMORY_FLAGS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--cpu-offload-gb")


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- Marlin's thread-config check (csrc/quantization/gptq_marlin/gptq_marlin.cu, csrc/moe/marlin_moe_wna16/ops.cu:
# TORCH_CHECK(is_valid_config(...), "Invalid thread config: thread_m_blocks = ", ...)), quoted cut after its first words
def test_marlin_thread_config_quoted_bare_is_the_kernel_not_memory() -> None:
    d = _d("The model loads, then the engine dies with:\n\nRuntimeError: Invalid thread config\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert "MKN" in d["diagnosis"]["summary"]  # it says the cut message's shape is what tells which tile failed
    assert not any(f["flag"] in _MEMORY_FLAGS for f in d["fixes"])


def test_marlin_thread_config_full_message_still_reads_the_shape() -> None:
    d = _d("RuntimeError: Invalid thread config: thread_m_blocks = 1, thread_k = -1, thread_n = -1, num_threads = -1 "
           "for MKN = [16, 1408, 2816] and num_bits = 4, prob_m_split = 16, group_size = 128\n")
    assert d["message_kind"] == "quantization_kernel_bug"
    assert d["numbers"]["marlin_k"] == 1408


def test_the_words_inside_a_sentence_are_not_the_message() -> None:
    d = _d("Somebody asked whether Invalid thread config errors mean anything here, no log attached.\n")
    assert d["message_kind"] != "quantization_kernel_bug"


# --- Marlin's group check when its GEMM first runs (TORCH_CHECK(size_k % num_groups == 0, "size_k = ", size_k,
# ", is not divisible by b_scales.size(1) = ", ...), the act_order form "num_groups"): a TP slice of whole groups
def test_marlin_group_check_is_a_tp_split_of_the_groups() -> None:
    d = _d("$ vllm serve some/gptq-model --tensor-parallel-size 4\n"
           "RuntimeError: gptq_marlin_gemm, size_k = 704, is not divisible by num_groups = 6\n")
    assert d["message_kind"] == "tp_not_divisible"
    assert d["numbers"]["marlin_groups"] == 6
    assert "when it first runs" in d["diagnosis"]["summary"]
    flags = {(f["flag"], f["value"]) for f in d["fixes"]}
    assert ("--tensor-parallel-size", "1 --pipeline-parallel-size 4") in flags
    assert not any(f["flag"] in _MEMORY_FLAGS for f in d["fixes"])


# --- weights larger than the whole GPU (PyTorch's UVM oversubscription, unified memory): V0's profile line
# (worker/worker.py::determine_num_available_blocks, 0.6.4-0.10.x) with the figures such a launch prints
_UVM_LOG = ("INFO worker.py:266] the current vLLM instance can use total_gpu_memory (79.11GiB) x gpu_memory_utilization "
            "(0.90) = 71.20GiB\n"
            "INFO worker.py:266] model weights take 120.00GiB; non_torch_memory takes -50.60GiB; PyTorch activation "
            "peak memory takes 2.00GiB; the rest of the memory reserved for KV Cache is -0.20GiB.\n")


def test_weights_beyond_the_card_get_no_utilization_fix_and_a_sized_offload() -> None:
    d = _d(_UVM_LOG)
    assert d["message_kind"] == "kv_memory_negative"
    assert any("larger than the whole GPU" in e for e in d["diagnosis"]["evidence"])
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-num-batched-tokens") for f in d["fixes"])
    offload = [f for f in d["fixes"] if f["flag"] == "--cpu-offload-gb"]
    # 120.00 + 2.00 - 71.20 = 50.80 GiB past the budget: 51, and one more for the KV cache
    assert offload and offload[0]["value"] == "52"
    tp = [f for f in d["fixes"] if f["flag"] == "--tensor-parallel-size"]
    # halved, 60.00 + 2.00 < 71.20: two GPUs hold them
    assert tp and tp[0]["value"] == "2"


def test_more_gpus_are_sized_to_hold_the_weights() -> None:
    text = _UVM_LOG.replace("120.00GiB", "250.00GiB").replace("-50.60GiB", "-180.60GiB")
    tp = [f for f in _d(text)["fixes"] if f["flag"] == "--tensor-parallel-size"]
    # 250 / 2 + 2 = 127 and 250 / 4 + 2 = 64.5 against 71.20: four GPUs, not two
    assert tp and tp[0]["value"] == "4"


def test_weights_that_fit_the_card_keep_the_utilization_fix() -> None:
    text = _UVM_LOG.replace("120.00GiB", "70.00GiB").replace("-50.60GiB", "-0.60GiB")
    d = _d(text)
    assert any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])
    assert not any("larger than the whole GPU" in e for e in d["diagnosis"]["evidence"])


# --- vLLM refusing a KV connector with expandable segments (config/vllm.py::VllmConfig._verify_kv_transfer_compat,
# 0.22.0-0.34.0)
_CONNECTOR_MSG = ("ValueError: KV connector NixlConnector is incompatible with PYTORCH_CUDA_ALLOC_CONF=expandable_segments"
                  ":True unless enable_cumem_allocator is also enabled. PyTorch's CUDA VMM allocator can remap KV cache "
                  "virtual addresses to different physical pages, invalidating any pinned/registered KV memory\n")


def test_kv_connector_with_expandable_segments_is_the_allocator_setting() -> None:
    d = _d(_CONNECTOR_MSG, vllm_version="0.28.0")
    assert d["message_kind"] == "allocator_config_incompatible"
    assert d["numbers"]["kv_connector"] == "NixlConnector"
    assert d["fixes"][0]["flag"] == "PYTORCH_CUDA_ALLOC_CONF" and d["fixes"][0]["value"] == "expandable_segments:False"
    assert any(f["flag"] == "--enable-sleep-mode" for f in d["fixes"])  # the cumem pool, vLLM's own exemption
    assert not any(f["flag"] in _MEMORY_FLAGS for f in d["fixes"])


# --- the swap-space check (CacheConfig.verify_with_parallel_config, 0.2.7-0.17.0): swap_space (default 4 GiB, per
# rank) x tensor parallel size above 70% of the host's memory
_SWAP = "ValueError: Too large swap space. {a} GiB out of the {t} GiB total CPU memory is allocated for the swap space.\n"


def test_swap_total_read_as_ranks_at_the_default_when_no_arguments_show() -> None:
    d = _d(_SWAP.format(a="16.00", t="15.01"), vllm_version="0.5.5")
    assert d["numbers"]["swap_space_gib"] == 16.0 and d["numbers"]["cpu_memory_gib"] == 15.01
    assert "--tensor-parallel-size 4" in d["diagnosis"]["summary"]  # 16 / 4 GiB per rank
    swap = [f for f in d["fixes"] if f["flag"] == "--swap-space"]
    assert swap and swap[0]["value"] == "2"  # 0.7 x 15.01 = 10.51 GiB over 4 ranks: 2 GiB whole
    assert d["fixes"][0]["flag"] == ""  # the TP the GPUs match comes first, in words


def test_swap_with_the_launch_shown_uses_its_tp() -> None:
    d = _d("$ python -m vllm.entrypoints.openai.api_server --model m --tensor-parallel-size 2 --swap-space 8\n"
           + _SWAP.format(a="16.00", t="15.01"), vllm_version="0.5.5")
    swap = [f for f in d["fixes"] if f["flag"] == "--swap-space"]
    assert swap and swap[0]["value"] == "5"  # 10.51 GiB over 2 ranks: 5 GiB whole
    assert "--tensor-parallel-size 4" not in d["diagnosis"]["summary"]


def test_swap_total_off_the_default_grid_gets_no_invented_rank_count() -> None:
    d = _d(_SWAP.format(a="10.00", t="12.00"), vllm_version="0.5.5")
    swap = [f for f in d["fixes"] if f["flag"] == "--swap-space"]
    assert swap and swap[0]["value"].startswith("<at most 8.40 GiB")


# --- the release as an issue's environment list gives it (the row reporter_version): "vLLM:   0.30.0" aligned, and
# markdown's bold name and code-span number
def test_environment_list_release_with_a_colon_and_markdown() -> None:
    assert _d("vLLM:         0.30.0\nRuntimeError: Invalid thread config\n")["vllm_version"] == "0.30.0"
    d = _d("* **vLLM**: `0.21.1rc1.dev140+gcb600d1cd`\nRuntimeError: Invalid thread config\n")
    assert d["vllm_version"] == "0.21.1rc1"
    assert _d("vLLM: 2 GPUs, tensor parallel\nRuntimeError: Invalid thread config\n")["vllm_version"] is None
