"""The rules written in the session of rounds 140+ (tests/golden/wild/BLIND.md), each tested on wordings other than the
fixtures it was fitted on. Log lines are vLLM's own formats (cited per test); the release windows are read from the
released sdists; no expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.core.releases import Release, rule_throughout, rules_for
from kvroom.explain import explain
from kvroom.logs import parse_text

NO_KV = ("ERROR 05-12 09:14:02 [core.py:396] ValueError: No available memory for the cache blocks. Try increasing "
         "`gpu_memory_utilization` when initializing the engine.\n")


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- which releases charge other processes' memory to this instance's KV budget (read in the sdists):
# V0 worker.py peak_memory = total_gpu_memory - free_gpu_memory in 0.2.5-0.3.0 (0.2.4: torch.cuda.max_memory_allocated,
# 0.3.1: init_gpu_memory - free); V1 gpu_worker.py adds (total - free) - torch allocated in 0.6.6-0.9.0.1, and
# 0.9.2 profiles from its init snapshot behind the startup free-memory gate
@pytest.mark.parametrize("version,v0,v1", [
    ("0.2.4", False, False), ("0.2.5", True, False), ("0.3.0", True, False), ("0.3.1", False, False),
    ("0.6.3", False, False), ("0.6.4", True, False), ("0.6.6", False, True), ("0.8.5", False, True),
    ("0.9.0", False, True), ("0.9.1", False, False), ("0.20.0", False, False)])
def test_the_releases_that_count_other_processes_memory(version: str, v0: bool, v1: bool) -> None:
    rules = rules_for(Release.parse(version, oldest=(0, 2, 0)))
    assert (rules.v0_profile_counts_others, rules.v1_profile_counts_others) == (v0, v1)


def test_a_rule_is_constant_over_a_range_only_when_no_change_falls_inside() -> None:
    assert rule_throughout("v1_profile_counts_others", (0, 8, 0), (0, 9, 0, 99)) is True
    assert rule_throughout("v1_profile_counts_others", (0, 8, 0), (0, 10, 0)) is None  # 0.9.1 changes it
    assert rule_throughout("v0_profile_counts_others", (0, 2, 5), (0, 6, 5)) is None  # 0.3.1 and 0.6.4 in between


# --- the paste says more than one instance shares the card (the reporter's words, any language)
@pytest.mark.parametrize("words", [
    "We serve two vLLM instances on the same GPU (an embedder and a chat model).",
    "Starting a second instance of vllm serve for the reranker fails:",
    "I tried running multiple instances on a single card with --gpu-memory-utilization 0.4 each.",
    "在同一张卡上启动两个实例，第二个报错：",
])
def test_instances_sharing_a_card_are_the_cause_of_no_kv_memory(words: str) -> None:
    d = _d("INFO 05-12 09:13:40 [api_server.py:1043] vLLM API server version 0.11.0\n" + words + "\n" + NO_KV)
    assert d["message_kind"] == "no_kv_memory"
    assert d["diagnosis"]["cause"] == "other_process"
    # 0.11 profiles from its own start and gates the free memory: a bigger share for one takes it from the other
    assert not any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])
    assert any(f["title"] == "start the instances one at a time" for f in d["fixes"])


@pytest.mark.parametrize("words", [
    "The instance type is g5.2xlarge with one GPU.",  # an instance of a cloud, not of vLLM
    "Both models fit in memory on their own.",
])
def test_other_words_are_not_instances_sharing_a_card(words: str) -> None:
    assert parse_text(words + "\n" + NO_KV).colocated_phrase is None


def test_a_phrase_of_sharing_does_not_change_another_failure() -> None:
    log = ("We run a second instance on the same GPU.\n"
           "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored "
           "in KV cache (20976). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
           "initializing the engine.\n")
    assert _d(log)["diagnosis"]["cause"] == "kv_too_small"


# --- a release that charges others' memory, a share set below the default, weights that do not fill it
V085 = "INFO 05-12 09:13:40 [api_server.py:1043] vLLM API server version 0.8.5.post1\n"
ARGS = "INFO 05-12 09:13:40 [api_server.py:1044] args: Namespace(model='Qwen/Qwen2.5-1.5B-Instruct', gpu_memory_utilization=0.3)\n"


def test_a_low_share_on_a_release_that_charges_others_is_the_other_processes() -> None:
    d = _d(V085 + ARGS + NO_KV)
    assert d["diagnosis"]["cause"] == "other_process"
    assert "0.9.1" in " ".join(d["diagnosis"]["evidence"])
    titles = [f["title"] for f in d["fixes"]]
    assert "upgrade vLLM" in titles and "free the GPU" in titles
    for f in d["fixes"]:
        if f["flag"] == "--gpu-memory-utilization":
            assert float(f["value"]) > 0.3


def test_the_same_launch_on_a_release_that_counts_its_own_memory_is_the_share() -> None:
    log = V085.replace("0.8.5.post1", "0.10.0") + ARGS + NO_KV
    assert _d(log)["diagnosis"]["cause"] == "util_too_low"


def test_weights_that_fill_the_share_are_not_blamed_on_others() -> None:
    # 20 GiB of weights ("Model loading took", V1 gpu_model_runner.py 0.8.3-0.11) in 0.3 of an 80 GB A100 (about
    # 24 GiB): the share is the weights'; on a card of unknown size they may fill it too
    log = V085 + ARGS + ("INFO 05-12 09:13:55 [gpu_model_runner.py:1329] Model loading took 20.1000 GiB and 9.100000 "
                         "seconds\n") + NO_KV
    assert _d(log, gpu="A100-80GB")["diagnosis"]["cause"] != "other_process"
    assert _d(log)["diagnosis"]["cause"] != "other_process"
    # 3 GiB of weights in the same share leave room: the others' memory filled it
    assert _d(log.replace("20.1000", "3.1000"), gpu="A100-80GB")["diagnosis"]["cause"] == "other_process"


def test_v0_s_memory_profiling_results_line_dates_the_log() -> None:
    # "Memory profiling results: total_gpu_memory=... initial_memory_usage=..." (V0 worker.py, 0.6.4/0.6.4.post1;
    # absent from the 0.6.3 and 0.6.6 sdists)
    line = ("INFO 12-06 11:39:36 worker.py:232] Memory profiling results: total_gpu_memory=7.92GiB "
            "initial_memory_usage=3.09GiB peak_torch_memory=3.12GiB memory_usage_post_profile=3.12GiB "
            "non_torch_memory=0.47GiB kv_cache_size=3.54GiB gpu_memory_utilization=0.90\n")
    assert str(parse_text(line).vllm_version_range) == "0.6.4-0.6.5"


# --- vLLM 0.3.2-0.3.3's DeviceConfig("auto") with neither CUDA nor Neuron: the older wording of "Failed to infer
# device type" (vllm/config.py in the 0.3.3 sdist)
def test_no_supported_device_detected_is_no_gpu_visible() -> None:
    log = ('  File "/usr/local/lib/python3.10/dist-packages/vllm/config.py", line 491, in __init__\n'
           '    raise RuntimeError("No supported device detected.")\n'
           "RuntimeError: No supported device detected.\n")
    d = _d(log)
    assert d["message_kind"] == "no_gpu_visible" and d["diagnosis"]["cause"] == "no_gpu_visible"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- the Neuron loader's own architecture list (model_loader/neuron.py, neuronx_distributed.py::
# _get_model_architecture, 0.4.1-0.10.1.1): no GPU registry release "adds" a model there
def test_the_neuron_loader_s_refusal_is_its_own_list_not_the_registry() -> None:
    log = ("ValueError: Model architectures ['GPT2LMHeadModel'] are not supported on Neuron for now. Supported "
           "architectures: ['LlamaForCausalLM', 'MistralForCausalLM']\n")
    d = _d(log)
    assert d["message_kind"] == "architecture_unsupported"
    assert d["numbers"]["architectures"] == "GPT2LMHeadModel"
    assert "Neuron" in d["diagnosis"]["summary"]
    assert not any("upgrade" in f["title"] for f in d["fixes"])


# --- CANN's op registry without the op for this SoC (EZ1001 "The binary_info_config.json of socVersion [...] does not
# support opType [...]")
def test_an_op_this_npu_does_not_implement_is_named_with_its_chip() -> None:
    log = ("RuntimeError: call aclnnGroupedMatmulV4 failed, detail:EZ1001: [PID: 812] 2025-11-02-10:01:44.120.334 Get "
           "regInfo failed, The binary_info_config.json of socVersion [ascend310p] does not support opType "
           "[GroupedMatmul].\n")
    d = _d(log)
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["numbers"] == {"device_soc": "ascend310p", "ascend_op": "GroupedMatmul"}
    assert "ascend310p" in d["diagnosis"]["summary"] and "not installed" not in d["diagnosis"]["summary"]


# --- vLLM's CUTLASS 3.x FP8 GEMM on Blackwell (c3x/scaled_mm_sm100_fp8.cu, scaled_mm_sm120_fp8.cu TORCH_CHECKs)
@pytest.mark.parametrize("text", ["Currently, block scaled fp8 gemm is not implemented for Blackwell",
                                  "Currently, only fp8 gemm is implemented for Blackwell"])
def test_blackwell_s_fp8_gemm_checks_are_a_kernel_the_build_lacks(text: str) -> None:
    log = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/_custom_ops.py", line 727, in cutlass_scaled_mm\n'
           "    torch.ops._C.cutlass_scaled_mm(out, a, b, scale_a, scale_b, bias)\n"
           f"RuntimeError: {text}\n")
    d = _d(log)
    assert d["message_kind"] == "quantization_unsupported_gpu"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype") for f in d["fixes"])


# --- a shell command's argument lines pasted without its first line ("  --tensor-parallel-size 2 \"): the server's
# flags, so a fix never proposes what is already set
def test_argument_lines_without_the_command_are_the_launch_s_flags() -> None:
    r = parse_text("...\n  --tensor-parallel-size 4 \\\n  --max-model-len 16384 \\\n  --dtype half \\\n...\n")
    assert (r.tensor_parallel_size, r.dtype) == (4, "half")
    assert dict(r.launch_args)["max_model_len"] == "16384"
    assert parse_text("Set it with --max-model-len, as the docs say.\n").launch_args in (None, {})


# --- vLLM refuses float16 for some model types (config _FLOAT16_NOT_SUPPORTED_MODELS: gemma2, gemma3, plamo2, glm4 from
# 0.9.1 (the 0.9.1 wheel; the 0.9.2 sdist), gemma3_text from 0.10.2 (its sdist; not in 0.10.1.1's), plamo2 gone in
# 0.27.0; none in 0.9.0.1)
BF16 = ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
        "compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI, for "
        "example: --dtype=half.\n")


@pytest.mark.parametrize("version,flag_value", [("0.10.0", "float32"), ("0.33.0", "float32"), ("0.9.0", "half")])
def test_a_model_whose_float16_vllm_refuses_gets_float32_not_half(version: str, flag_value: str) -> None:
    d = _d(BF16, model="google/gemma-3-4b-it", vllm_version=version)
    assert d["fixes"][0]["flag"] == "--dtype" and d["fixes"][0]["value"] == flag_value


def test_other_models_still_get_half() -> None:
    assert _d(BF16, model="Qwen/Qwen2.5-7B-Instruct", vllm_version="0.10.0")["fixes"][0]["value"] == "half"


@pytest.mark.parametrize("version,refused", [("0.9.0", set()), ("0.9.2", {"gemma2", "gemma3", "plamo2", "glm4"}),
                                             ("0.10.1.1", {"gemma2", "gemma3", "plamo2", "glm4"}),
                                             ("0.10.2", {"gemma2", "gemma3", "gemma3_text", "plamo2", "glm4"}),
                                             ("0.27.0", {"gemma2", "gemma3", "gemma3_text", "glm4"})])
def test_the_float16_refusals_per_release(version: str, refused: set) -> None:
    assert set(rules_for(Release.parse(version)).float16_unsupported_model_types) == refused


# --- a keyword FlashInfer's kernel API does not take (vLLM calls the FlashInfer its release pins)
def test_flashinfer_refusing_a_keyword_is_a_flashinfer_of_another_release() -> None:
    log = ('  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/attention/backends/flashinfer.py", line 1210, in '
           "forward\n    trtllm_batch_decode_with_kv_cache(\n"
           "TypeError: trtllm_batch_decode_with_kv_cache() got an unexpected keyword argument 'sinks'\n")
    d = _d(log)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "FlashInfer" in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_an_unexpected_keyword_to_another_library_is_not_flashinfer_s() -> None:
    d = _d("TypeError: my_helper() got an unexpected keyword argument 'sinks'\n")
    assert "FlashInfer" not in (d["diagnosis"] or {}).get("summary", "")


# --- a figure a reporter set in markdown bold inside vLLM's quoted message
def test_a_bold_figure_in_a_quoted_message_is_read() -> None:
    log = ("> ValueError: To serve at least one request with the model's max seq len (16384), 2.0 GiB KV cache is "
           "needed, which is larger than the available KV cache memory (**0.81 GiB**). Based on the available memory, "
           "the estimated maximum model length is **6496**. Try increasing `gpu_memory_utilization` or decreasing "
           "`max_model_len` when initializing the engine.\n")
    n = _d(log)["numbers"]
    assert (n["available_gib"], n["estimated_max_model_len"]) == (0.81, 6496)


# --- the CUTLASS Python DSL's NVVM compile failure (cutlass/base_dsl/common.py DSLNVVMError), FlashInfer's kernels on
# a GPU they do not support
def test_cutlass_dsl_s_nvvm_error_is_a_kernel_the_gpu_cannot_get() -> None:
    log = ("cutlass.base_dsl.common.DSLRuntimeError: ICE\n"
           "NVVM Compilation Error:\n----------------------\n\n⚙️  Current Settings:\n"
           "- CUDA Toolkit Path: /usr/local/cuda\n- Target Architecture: sm_75\n")
    d = _d(log)
    assert d["message_kind"] == "cuda_no_kernel_image"
    assert d["fixes"][0]["title"] == "remove FlashInfer"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- an error line quoted in a markdown code span (a list item, a table cell)
def test_an_error_in_a_table_cell_s_code_span_is_read() -> None:
    d = _d("| 错误 | `KeyError: 'model.layers.3.mlp.experts.w13_bias'` | 权重名不匹配 |\n")
    assert d["message_kind"] == "weight_loading_mismatch"


def test_a_code_span_that_is_not_an_error_is_not_read_as_one() -> None:
    assert _d("| flag | `--max-model-len 8192` | the length |\n")["message_kind"] is None


# --- argparse's refusals of vLLM's CLI, cut or in a span: an invalid choice without its list, a value vLLM's
# parse_type cannot convert (engine/arg_utils.py 0.8.5-0.33.0), the value never echoed
def test_an_invalid_choice_cut_before_its_list_is_still_the_cli_refusing_it() -> None:
    d = _d("- (FATAL) `vllm serve: error: argument --kv-cache-dtype: invalid choice: 'fp4'`\n"
           "- (WARNING) `Found duplicate keys --max-model-len`\n")
    assert d["message_kind"] == "vllm_check_failed" and "'fp4'" in d["diagnosis"]["summary"]


def test_a_value_argparse_cannot_convert_is_named_without_echoing_it() -> None:
    log = ("vllm serve: error: argument --hf-overrides: Value {rope_scaling:{type:yarn}} cannot be converted to "
           "<function loads at 0x7f3a2c1b0>.\n")
    d = _d(log)
    assert d["message_kind"] == "vllm_check_failed"
    assert "--hf-overrides" in d["diagnosis"]["summary"] and "yarn" not in d["diagnosis"]["summary"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- NCCL's own warning when no network plugin loads (src/net.cc ncclNetInit)
def test_no_nccl_net_plugin_is_an_nccl_failure() -> None:
    log = ("(EngineCore_DP0 pid=812) ERROR 03-04 10:12:01 [core.py:708] torch.distributed.DistBackendError: NCCL "
           "communicator was aborted\nncclInternalError: Internal check failed.\nFailed to initialize any NET plugin\n")
    assert _d(log)["message_kind"] == "nccl_error"


# --- Triton's C launcher build finding no Python.h (triton/runtime/build.py::_build)
def test_triton_s_build_without_python_headers_is_the_toolchain() -> None:
    log = "/tmp/tmpa1b2c3/main.c:3:10: fatal error: Python.h: No such file or directory\ncompilation terminated.\n"
    d = _d(log)
    assert d["message_kind"] == "triton_compiler_missing"
    assert d["fixes"][0]["title"] == "install Python's development headers"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- vLLM's RuntimeError around torch's OOM while the weights are created, pasted without its period
def test_unquantized_weights_that_cannot_be_created_are_weights_that_do_not_fit() -> None:
    d = _d("Error: RuntimeError: Failed to create unquantized linear weights\n")
    assert d["message_kind"] == "oom_loading" and d["diagnosis"]["cause"] == "weights_do_not_fit"


# --- the log reader's tables are built once per row at import: built per (anchor, row) pair they cost every cold
# `kvroom explain` about 7 s at 339 anchors and 302 rows (bench/bench.py prints the cold explain now)
def test_the_log_reader_s_tables_are_built_in_linear_time() -> None:
    import subprocess
    import sys
    import time

    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import kvroom.logs.builder"], check=True, timeout=60)
    assert time.perf_counter() - start < 3.0  # ~0.2 s here; the quadratic build took ~7 s


def test_every_scan_anchor_maps_to_the_rows_that_hold_it() -> None:
    from kvroom.logs import patterns as p

    for anchor in p.SCAN_ANCHORS[:40]:
        expected = tuple(r for r in p.PATTERNS if r.role != "wording" and anchor in p._scan_keys(r))
        assert p.ROWS_BY_SCAN[anchor] == expected


# --- vLLM's custom all-reduce under expandable segments, told the other way round in a sentence
def test_custom_all_reduce_invalid_argument_then_expandable_segments_is_the_allocator() -> None:
    log = ("TP=2 dies in profiling with `Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:368 'invalid "
           "argument'` and our compose sets `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` for every service.\n")
    d = _d(log)
    assert d["message_kind"] == "allocator_config_incompatible"
    assert d["fixes"][0]["title"] == "drop expandable_segments:True"


# --- a launch script's defaults (POSIX sh 2.6.2, ${parameter:-word}) stand for "$NAME" in the server's arguments
def test_a_launch_script_s_default_is_the_flag_s_value() -> None:
    log = ('UTIL="${UTIL:-0.72}"\nexport SEQS=${SEQS:-48}\n'
           'vllm serve Qwen/Qwen2.5-7B-Instruct --gpu-memory-utilization "$UTIL" --max-num-seqs ${SEQS} '
           '--max-model-len ${LEN:-8192} --port "$PORT"\n')
    r = parse_text(log)
    assert r.gpu_memory_utilization == 0.72
    args = dict(r.launch_args)
    assert (args["max_num_seqs"], args["max_model_len"]) == ("48", "8192")
    assert args["port"] == "$PORT"  # no default shown: left as written (its quotes removed as the shell does)


def test_an_unresolved_variable_is_no_value_and_no_error() -> None:
    log = ("vllm serve Qwen/Qwen2.5-7B-Instruct --max-num-seqs $SEQS --gpu-memory-utilization $UTIL\n" + NO_KV)
    d = _d(log)
    assert d["message_kind"] == "no_kv_memory" and d["launch"]["gpu_memory_utilization"] is None


# --- custom all-reduce's IPC refusing a buffer, with the allocator not named (csrc/custom_all_reduce.cuh CUDACHECK;
# AITER's custom_all_reduce.cu hipIpcGetMemHandle on ROCm)
@pytest.mark.parametrize("line", [
    "RuntimeError: Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:307 'invalid argument'",
    "RuntimeError: custom_all_reduce.cu:210 hipIpcOpenMemHandle [HIP error](invalid argument)",
])
def test_custom_all_reduce_refusing_an_ipc_buffer_is_turned_off_first(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "allocator_config_incompatible"
    assert d["fixes"][0]["flag"] == "--disable-custom-all-reduce"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])
