"""The rules written in the session of rounds 315 and after (tests/golden/wild/BLIND.md), each tested on wordings other
than the fixtures it was fitted on. Log lines are vLLM's, torch's or the libraries' own formats (cited per test); no
expected value is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


# --- a check of vLLM's whose message the paste cut short under the raising frame (CPython prints the frame's first
# source line, "raise ValueError(", then the exception's line; vllm/config.py::SpeculativeConfig._verify_args raises
# "Eagle3 is only suppama models. Got self.target_model_config.hf_text_config.model_type=..." in 0.8.5-0.10.0)
_EAGLE3_CUT = (
    'Traceback (most recent call last):\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py", line 1201, in create_speculative_config\n'
    '    speculative_config = SpeculativeConfig.from_dict(self.speculative_config)\n'
    '  File "/usr/local/lib/python3.12/dist-packages/vllm/config.py", line 2540, in _verify_args\n'
    '    raise ValueError(\n'
    'ValueError: Eagle3 is only supp\n'
)


def test_a_cut_message_under_its_raising_frame_is_that_check() -> None:
    d = _d(_EAGLE3_CUT)
    assert d["message_kind"] == "vllm_check_failed"
    assert d["diagnosis"]["cause"] == "vllm_check_failed"
    assert "SpeculativeConfig._verify_args" in d["diagnosis"]["summary"] + " ".join(d["diagnosis"].get("evidence", []))
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype") for f in d["fixes"])


def test_a_head_the_function_never_raises_is_not_read_as_its_check() -> None:
    # the same frame, an exception text that opens none of the function's messages: not named as that check
    d = _d(_EAGLE3_CUT.replace("Eagle3 is only supp", "something else entirely went wrong"))
    assert "_verify_args" not in (d["diagnosis"] or {}).get("summary", "")
    assert d["message_kind"] != "vllm_check_failed"


def test_a_head_too_short_names_nothing() -> None:
    d = _d(_EAGLE3_CUT.replace("Eagle3 is only supp", "Eagle3 is"))
    assert d["message_kind"] != "vllm_check_failed"


# --- a kernel build's compiler killed by the host's OOM killer (ninja 1.12+ prints "FAILED: [code=N] <output>", 137 =
# 128 + SIGKILL; gcc.c's "Killed signal terminated program"; nvcc's "died due to signal 9 (Kill signal)"): host RAM,
# and fewer parallel jobs (MAX_JOBS, torch.utils.cpp_extension._get_num_workers) are the lever
@pytest.mark.parametrize("text", [
    "FAILED: [code=137] /root/.cache/flashinfer/0.5.3/90a/cached_ops/fused_moe_90/moe_gemm_kernels_bf16_bf16.cuda.o\n",
    "RuntimeError: Ninja build failed. Ninja output:\n[1/12] c++ -MMD -MF norm.o.d -c norm.cpp\n"
    "FAILED: [code=137] /tmp/flashinfer/cached_ops/norm/norm.cuda.o\nninja: build stopped: subcommand failed.\n",
    "g++: fatal error: Killed signal terminated program cc1plus\ncompilation terminated.\n",
    "nvcc error   : 'cicc' died due to signal 9 (Kill signal)\n",
])
def test_a_compiler_killed_in_a_kernel_build_is_host_memory(text: str) -> None:
    d = _d(text)
    assert d["diagnosis"]["cause"] == "host_memory_exhausted"
    assert d["fixes"] and d["fixes"][0]["flag"] == "MAX_JOBS"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype",
                                 "--tensor-parallel-size") for f in d["fixes"])


def test_a_build_that_failed_with_another_status_is_not_a_kill() -> None:
    d = _d("RuntimeError: Ninja build failed. Ninja output:\nFAILED: [code=1] /tmp/flashinfer/norm.cuda.o\n"
           "nvcc fatal   : Unsupported gpu architecture 'compute_120a'\n")
    assert d["diagnosis"]["cause"] != "host_memory_exhausted"


# --- CPython's "cannot import name 'X' from 'pkg.mod'" retold in a reporter's sentence that goes on after the quoted
# module (vllm#11411's "... from 'outlines.fsm.json_schema', and I cannot find ..."): the name and the module are whole
# (the quote closes them), so the reading is the import's
def test_a_missing_name_in_a_sentence_that_goes_on_is_the_import() -> None:
    d = _d("When I start the server: ImportError: cannot import name 'cached_download' from 'huggingface_hub'; any "
           "idea what to pin?\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("missing_name") == "cached_download"


def test_a_module_of_no_package_vllm_builds_on_stays_unread() -> None:
    # the script's own module: not a release of a package vLLM imports
    d = _d("ImportError: cannot import name 'load_cfg' from 'myproject.utils', and I cannot find it anywhere\n")
    assert d["numbers"].get("missing_name") != "load_cfg"


# --- torch meeting the launch's forced --dtype and another float dtype in one op (ATen's "expected scalar type X but
# found Y"; the matmul's "expected mat1 and mat2 to have the same dtype, but got: c10::X != c10::Y",
# aten/src/ATen/native/cuda/Blas.cpp): the model's code keeps a part in the checkpoint's dtype, --dtype auto is the fix
@pytest.mark.parametrize("text,other", [
    ("vllm serve google/gemma-2-9b-it --dtype float16\nERROR 05-02 10:00:01 [core.py:500] RuntimeError: expected mat1 "
     "and mat2 to have the same dtype, but got: c10::Half != c10::BFloat16\n", "bfloat16"),
    ("python -m vllm.entrypoints.openai.api_server --model some/fp16-model --dtype bfloat16\n"
     "RuntimeError: expected scalar type BFloat16 but found Half\n", "float16"),
    ("vllm serve m --dtype float32\n[gpu_model_runner.py:1800] RuntimeError: expected scalar type Float but found "
     "BFloat16\n", "bfloat16"),
])
def test_a_forced_dtype_meeting_another_is_the_forced_dtype(text: str, other: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dtype_unsupported"
    assert d["numbers"]["checkpoint_dtype"] == other
    assert d["fixes"][0]["flag"] == "--dtype" and d["fixes"][0]["value"] == "auto"
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


@pytest.mark.parametrize("text", [
    # no --dtype forced: a kernel's or a plugin's clash, not the launch's
    "vllm serve m --max-model-len 8192\nRuntimeError: expected scalar type Half but found BFloat16\n",
    # the forced dtype is neither of the two
    "vllm serve m --dtype bfloat16\nRuntimeError: expected scalar type Half but found Float\n",
])
def test_a_clash_the_launch_did_not_force_is_not_read_so(text: str) -> None:
    assert _d(text)["message_kind"] != "dtype_unsupported"


def test_a_bare_record_location_before_other_words_stays() -> None:
    # "[core.py:393]" is taken off only before an exception's name or a traceback's lines
    from kvroom.logs.normalize import clean

    assert clean("[core.py:393] some text").text == "[core.py:393] some text"
    assert clean("[core.py:393] RuntimeError: boom").exception_type == "RuntimeError"


# --- a model family's module missing from the installed transformers ("No module named 'transformers.models.X'"):
# transformers adds models/<family>/ in the release that adds the model and keeps it (retired ones move to
# models/deprecated/), so the install predates the model its importer uses
@pytest.mark.parametrize("text", [
    "ModuleNotFoundError: No module named 'transformers.models.qwen3_moe'\n",
    "  File \"/usr/local/lib/python3.10/site-packages/vllm/transformers_utils/configs/__init__.py\", line 9, in <module>\n"
    "    from transformers.models.gemma3n import Gemma3nConfig\n"
    "ModuleNotFoundError: No module named 'transformers.models.gemma3n'\n",
])
def test_a_missing_model_family_is_an_old_transformers(text: str) -> None:
    d = _d(text)
    assert d["diagnosis"]["cause"] == "transformers_too_old"
    assert "upgrade" in d["fixes"][0]["detail"].lower() or "install -U transformers" in d["fixes"][0]["detail"]


def test_a_missing_module_outside_the_model_families_stays_a_version_skew() -> None:
    d = _d("ModuleNotFoundError: No module named 'transformers.onnx'\n")
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"


# --- transformers' image processor refusing the `size` of a checkpoint's preprocessor_config.json
# (transformers/models/qwen2_vl/image_processing_qwen2_vl.py::Qwen2VLImageProcessor.__init__, and
# image_processing_utils.py::get_size_dict's VALID_SIZE_DICT_KEYS check): the checkpoint and transformers disagree
@pytest.mark.parametrize("text", [
    "(EngineCore_DP0 pid=812) ERROR 06-11 09:12:44 [core.py:700] ValueError: size must contain 'shortest_edge' and "
    "'longest_edge' keys.\n",
    "ValueError: size must have one of the following set of keys: ({'width', 'height'}, {'shortest_edge'}, "
    "{'longest_edge', 'shortest_edge'}, {'longest_edge'}, {'max_width', 'max_height'}), got dict_keys(['min_pixels', "
    "'max_pixels'])\n",
    # in V0's profiling run (its frames above the error): still the checkpoint's size keys, not a profiling assertion
    "INFO 04-01 20:30:50 model_runner.py:1110] Model loading took 15.63 GiB\n"
    "Traceback (most recent call last):\n"
    '  File "/usr/local/lib/python3.10/dist-packages/vllm/worker/worker.py", line 229, in determine_num_available_blocks\n'
    "    self.model_runner.profile_run()\n"
    '  File "/usr/local/lib/python3.10/dist-packages/transformers/models/qwen2_vl/image_processing_qwen2_vl.py", line '
    "144, in __init__\n"
    "    raise ValueError(\"size must contain 'shortest_edge' and 'longest_edge' keys.\")\n"
    "ValueError: size must contain 'shortest_edge' and 'longest_edge' keys.\n",
])
def test_an_image_processors_size_keys_refusal_is_the_checkpoints_config(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "preprocessor_config.json" in d["fixes"][0]["detail"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len", "--max-num-seqs") for f in d["fixes"])


# --- the server's arguments one flag per line with no entry point (docker compose's folded `command: >` under vLLM's
# image, YAML 1.2 8.1.3): one command, every flag read (vllm#14115 read only the --model line's)
def test_flags_one_per_line_are_one_command() -> None:
    d = _d("services:\n  vllm:\n    image: vllm/vllm-openai:v0.8.5\n    command: >\n      --model /models/Qwen2.5-7B\n"
           "      --max_num_seqs=64\n      --dtype=float16\n      --kv-cache-dtype fp8\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine.\n")
    assert d["launch"]["max_num_seqs"] == 64
    assert d["launch"]["dtype"] == "float16"
    assert d["launch"]["kv_cache_dtype"] == "fp8"


def test_help_text_lines_are_not_joined_as_a_command() -> None:
    # argparse's help lists a flag with its upper-case metavariable: no value to read
    from kvroom.logs.builder import _FLAG_LINE_RE

    assert not _FLAG_LINE_RE.match("--max-model-len MAX_MODEL_LEN")
    assert _FLAG_LINE_RE.match("--max-model-len 4096")


def test_a_missing_name_quoted_in_a_markdown_table_cell_is_the_import() -> None:
    # a troubleshooting table's row: "| `cannot import name 'X'` | cause | fix |"
    d = _d("| symptom | cause |\n|---|---|\n| server dies with `cannot import name 'is_torch_greater_or_equal'` | "
           "an old transformers |\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["numbers"].get("missing_name") == "is_torch_greater_or_equal"


# --- 0.2.0's shared-memory check of max_model_len (vllm/worker/worker.py::_check_if_can_support_max_seq_len): its
# numbers read, the length that fits derived from them (4 bytes a token), and an upgrade
def test_the_shared_memory_length_check_reads_its_figures() -> None:
    d = _d("RuntimeError: vLLM cannot currently support max_model_len=32768 with block_size=16 on GPU with compute "
           "capability (7, 5) (required shared memory 133180.0 > available shared memory 65536). This will be fixed in a "
           "future release.\n")
    n = d["numbers"]
    assert (n["max_model_len"], n["required_bytes"], n["limit_bytes"]) == (32768, 133180, 65536)
    assert str(n["compute_capability"]) == "7.5"
    lengths = [int(f["value"]) for f in d["fixes"] if f["flag"] == "--max-model-len"]
    # the kernel's 4 bytes a token (one float32 logit each) plus the fixed part the printed pair implies: the length
    # proposed fits the printed limit in whole blocks of 16, and one more block would not (an estimate: no oracle runs
    # vLLM 0.2.0)
    fixed = 133180 - 4 * 32768
    assert len(lengths) == 1 and lengths[0] % 16 == 0
    assert 4 * lengths[0] + fixed <= 65536 < 4 * (lengths[0] + 16) + fixed
    assert not any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])


# --- torch's NCCL watchdog ending a collective that never completed (torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp):
# at the first collectives (vLLM's one-element warm-up all-reduce) the GPUs' transport; later, a rank that stopped
@pytest.mark.parametrize("seq,first", [(1, True), (57, False)])
def test_the_nccl_watchdog_timeout_is_a_collective_that_hung(seq: int, first: bool) -> None:
    d = _d(f"(VllmWorkerProcess pid=812) [rank1]:[E1105 10:02:11.123 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught "
           f"collective operation timeout: WorkNCCL(SeqNum={seq}, OpType=BROADCAST, NumelIn=4096, NumelOut=4096, "
           "Timeout(ms)=600000) ran for 600041 milliseconds before timing out.\n")
    assert d["message_kind"] == "nccl_error"
    assert d["fixes"][0]["flag"] == "NCCL_P2P_DISABLE"
    assert ("could not exchange data at all" in d["diagnosis"]["summary"]) is first
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


# --- a LoRA adapter given as the model (PEFT's tensor names, peft/utils/save_and_load.py; an adapter folder has
# adapter_config.json and no config.json): serve the base with the adapter, or merge it
@pytest.mark.parametrize("text", [
    "KeyError: 'base_model.model.model.layers.3.self_attn.q_proj.lora_B.weight'\n",
    "ValueError: No supported config format found in /data/ckpt/qwen2.5-7b-sft-lora\n",
])
def test_a_lora_adapter_given_as_the_model(text: str) -> None:
    d = _d(text)
    assert d["diagnosis"]["cause"] == "adapter_only_repository"
    assert "adapter" in d["fixes"][0]["title"]
    assert not any(f["flag"] in ("--gpu-memory-utilization", "--max-model-len") for f in d["fixes"])


def test_a_model_folder_without_an_adapter_name_stays_a_missing_config() -> None:
    d = _d("ValueError: No supported config format found in /data/ckpt/qwen2.5-7b-sft\n")
    assert d["diagnosis"]["cause"] == "config_format_not_found"


def test_the_address_probe_named_on_the_errors_own_line() -> None:
    # a report's one sentence: vLLM's get_ip, the error, the public name it connects to
    d = _d("Since 0.3.2 the container fails in `get_ip()`: `socket.gaierror: [Errno -3] Temporary failure in name "
           "resolution` on `s.connect((\"dns.google\", 80))`\n")
    assert d["diagnosis"]["cause"] == "host_ip_detection_failed"
    assert _d("requests failed: socket.gaierror: [Errno -3] Temporary failure in name resolution\n")["diagnosis"][
        "cause"] != "host_ip_detection_failed"


# --- code reading an attribute a transformers processor / image-processor / tokenizer class of the installed release
# lacks: the two are of different releases (intel/llm-scaler#420's Qwen2VLImageProcessor.max_pixels, vllm#1403's
# remote tokenizer's sp_model)
@pytest.mark.parametrize("text", [
    "AttributeError: 'ChatGLMTokenizer' object has no attribute 'tokenizer'\n",
    "AttributeError: 'LlavaNextProcessor' object has no attribute 'patch_size'\n",
])
def test_a_processor_class_without_the_attribute_its_reader_expects(text: str) -> None:
    d = _d(text)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert "transformers" in d["fixes"][0]["title"]


def test_a_model_class_without_an_attribute_is_not_a_processors() -> None:
    assert _d("AttributeError: 'LlamaForCausalLM' object has no attribute 'foo'\n")["message_kind"] is None


# --- a POSIX-only module vLLM's server imports (uvloop) missing under a traceback of Windows paths: native Windows,
# which vLLM does not run on (WSL2 or a container); the same module missing on Linux stays a missing package
_WINDOWS_UVLOOP = ('Traceback (most recent call last):\n'
                   '  File "C:\\\\Users\\\\me\\\\miniconda3\\\\envs\\\\llm\\\\Lib\\\\site-packages\\\\vllm\\\\entrypoints\\\\'
                   'openai\\\\api_server.py", line 20, in <module>\n'
                   '    import uvloop\n'
                   "ModuleNotFoundError: No module named 'uvloop'\n")


def test_uvloop_missing_on_native_windows_is_the_platform() -> None:
    d = _d(_WINDOWS_UVLOOP)
    assert d["diagnosis"]["cause"] == "platform_unsupported"
    assert "WSL2" in d["fixes"][0]["title"]
    assert not any(f["title"].startswith("install") for f in d["fixes"])


def test_uvloop_missing_on_linux_stays_a_missing_package() -> None:
    d = _d(_WINDOWS_UVLOOP.replace("C:\\\\Users\\\\me\\\\miniconda3\\\\envs\\\\llm\\\\Lib", "/opt/conda/lib/python3.12")
           .replace("\\\\", "/"))
    assert d["diagnosis"]["cause"] != "platform_unsupported"
