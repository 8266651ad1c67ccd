"""The rules written in the session of rounds 244-248 (tests/golden/wild/BLIND.md), each tested on wordings other than
the fixtures it was fitted on. Log lines are vLLM's, torch's or Python's own formats (cited per test); no expected value
is computed by kvroom."""

from __future__ import annotations

import pytest

from kvroom.explain import explain


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _flags(d: dict) -> list[str]:
    return [f["flag"] for f in d["fixes"]]


_MEMORY_FLAGS = {"--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
                 "--enforce-eager", "--quantization"}

# --- vLLM's sleep mode waking up (vllm/device_allocator/cumem.py::CuMemAllocator.wake_up -> create_and_map ->
# csrc/cumem_allocator.cpp's CUDA_CHECK on cuMemCreate, whose message is "CUDA Error: out of memory at <file>:<line>")
_WAKE_UP_TRACE = (
    "Traceback (most recent call last):\n"
    '  File "/opt/conda/lib/python3.11/site-packages/vllm/entrypoints/llm.py", line 1410, in wake_up\n'
    "    self.llm_engine.wake_up(tags)\n"
    '  File "/opt/conda/lib/python3.11/site-packages/vllm/device_allocator/cumem.py", line 231, in wake_up\n'
    "    create_and_map(handle)\n"
    '  File "/opt/conda/lib/python3.11/site-packages/vllm/device_allocator/cumem.py", line 79, in create_and_map\n'
    "    python_create_and_map(*allocation_handle)\n"
    "RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62\n")


@pytest.mark.parametrize("text", [
    _WAKE_UP_TRACE,
    # a reporter's own words around torch's OOM: the call named as code
    "After the first PPO step, rollout.wake_up() fails:\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 79.10 GiB "
    "of which 1.02 GiB is free.\n",
])
def test_an_oom_waking_from_sleep_mode_is_memory_taken_while_vllm_slept(text: str) -> None:
    d = _d(text)
    assert d["message_kind"].startswith("oom")
    assert d["diagnosis"]["cause"] == "other_process"
    assert "sleep" in d["diagnosis"]["summary"]
    assert not set(_flags(d)) & {"--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size", "--quantization"}


def test_the_wake_up_fix_names_the_share_the_log_shows() -> None:
    d = _d("actor_rollout_ref.rollout.gpu_memory_utilization=0.7\n" + _WAKE_UP_TRACE)
    assert any("0.70" in f["detail"] for f in d["fixes"])
    assert all(f["flag"] != "--gpu-memory-utilization" for f in d["fixes"])  # the framework's key, not vLLM's flag


@pytest.mark.parametrize("text", [
    # the words "wake up" in prose, not the call
    "We wake up the server every morning.\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.64 GiB "
    "of which 3.06 MiB is free.\n",
    # an identifier that only contains it
    "self.wake_up_timer = 3\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of 23.64 GiB "
    "of which 3.06 MiB is free.\n",
])
def test_other_words_are_not_the_wake_up(text: str) -> None:
    d = _d(text)
    assert "sleep" not in (d["diagnosis"] or {}).get("summary", "")


def test_the_host_oom_killer_at_wake_up_is_still_host_memory() -> None:
    d = _d("INFO 05-01 10:00:00 [llm.py:1] calling llm.wake_up()\n"
           "Out of memory: Killed process 4121 (python) total-vm:212000000kB, anon-rss:120000000kB\n")
    assert (d["diagnosis"] or {}).get("cause") != "other_process"


# --- pickle refusing a locally defined object on its way to vLLM's engine-core or worker process (CPython's pickle:
# Lib/pickle.py save_global "Can't pickle local object", Modules/_pickle.c; the receiving side's "Can't get local
# object" / "Can't get local attribute"); vLLM's V1 engine core runs in its own process (v1/engine/core_client.py)
@pytest.mark.parametrize("line, owner", [
    ("AttributeError: Can't pickle local object 'build_engine.<locals>.my_logits_processor'", "build_engine"),
    ("AttributeError: Can't get local attribute 'patch_sampler.<locals>.PatchedSampler' on <module 'trainer' from "
     "'/work/trainer.py'>", "patch_sampler"),
    ("_pickle.PicklingError: Can't pickle local object 'Runner.setup.<locals>.Cfg'", "Runner.setup"),
])
def test_a_local_object_that_cannot_cross_to_the_engine_process(line: str, owner: str) -> None:
    log = ("INFO 03-01 10:00:00 [core.py:58] Initializing a V1 LLM engine (v0.8.5) with config: model='Qwen/Qwen2.5-"
           "7B-Instruct', dtype=torch.bfloat16, max_seq_len=32768\n" + line + "\n")
    d = _d(log)
    assert d["message_kind"] == "dependency_version_mismatch"
    assert d["diagnosis"]["cause"] == "dependency_version_mismatch"
    assert owner in d["diagnosis"]["summary"]
    assert "VLLM_ENABLE_V1_MULTIPROCESSING" in _flags(d)
    assert not set(_flags(d)) & _MEMORY_FLAGS


def test_no_v1_process_fix_before_0_8() -> None:
    # 0.7.x starts the V0 engine in the calling process by default: no engine-core process to keep in it
    d = _d("Can't pickle local object 'f.<locals>.g'\n", vllm_version="0.7.3")
    assert "VLLM_ENABLE_V1_MULTIPROCESSING" not in _flags(d)


@pytest.mark.parametrize("text", [
    "Can't pickle <function <lambda> at 0x7f>: attribute lookup <lambda> on __main__ failed\n",  # not a local object
    "the docs say <locals> of a function cannot be pickled\n",
])
def test_other_pickle_words_are_not_the_local_object(text: str) -> None:
    assert _d(text)["message_kind"] is None or "local_object" not in _d(text)["numbers"]


def test_a_failure_after_it_is_the_cause() -> None:
    d = _d("WARNING 03-01 10:00:00 [x.py:1] Can't pickle local object 'f.<locals>.g'; falling back to fork\n"
           "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           "23.64 GiB of which 1.06 GiB is free.\n")
    assert d["message_kind"].startswith("oom")


@pytest.mark.parametrize("text", [
    # the endpoint named in passing, the OOM placed at load by its frames (vllm#48680's wording)
    "running with the `/wake_up` patch from PR #41602 applied locally (unrelated to this OOM, which is at load)\n"
    "Traceback (most recent call last):\n"
    '  File "/usr/lib/python3/site-packages/vllm/v1/worker/gpu_model_runner.py", line 3001, in load_model\n'
    "    self.model = model_loader.load_model(\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 256.00 MiB. GPU 0 has a total capacity of "
    "15.47 GiB of which 112.00 MiB is free.\n",
])
def test_the_endpoint_named_beside_a_load_oom_is_not_the_wake_up(text: str) -> None:
    assert "sleep" not in (_d(text)["diagnosis"] or {}).get("summary", "")


# --- an allocation no weight tensor can be: vLLM allocates the weights one parameter at a time (model_loader/
# base_loader.py::load_model); the largest (embedding, merged gate_up, one layer's fused experts) is at most 0.30 of a
# model's parameters by its name (gemma-3-1b's 262,144 x 1,152 embedding): torch's "Tried to allocate" above half the
# name's 16-bit weights is an activation, the profiling run's
_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {tried}. GPU 0 has a total capacity of 23.55 GiB "
        "of which 2.31 GiB is free. Of the allocated memory 19.80 GiB is allocated by PyTorch, and 1.02 GiB is reserved "
        "by PyTorch but unallocated.\n")


@pytest.mark.parametrize("command, tried", [
    ("vllm serve Qwen/Qwen2-7B-Instruct --dtype bfloat16", "9.25 GiB"),
    ("python -m vllm.entrypoints.openai.api_server --model mistralai/Mistral-7B-Instruct-v0.2", "8.00 GiB"),
])
def test_an_allocation_larger_than_any_weight_is_the_profiling_run(command: str, tried: str) -> None:
    d = _d(command + "\n" + _OOM.format(tried=tried))
    assert d["message_kind"] == "oom_profiling"
    assert d["diagnosis"]["cause"] != "weights_do_not_fit"


@pytest.mark.parametrize("command, tried", [
    ("vllm serve Qwen/Qwen2-7B-Instruct --dtype bfloat16", "1.02 GiB"),  # an embedding's size: could be a weight
    ("vllm serve Qwen/Qwen2-7B-Instruct --dtype bfloat16", "6.50 GiB"),  # under half the name's 16-bit weights
    ("vllm serve my-org/custom-model", "9.25 GiB"),  # no count in the name: nothing to bound it by
])
def test_an_allocation_a_weight_could_be_is_not_placed_by_it(command: str, tried: str) -> None:
    assert _d(command + "\n" + _OOM.format(tried=tried))["message_kind"] == "oom_loading"


# --- a reporter's "out of memory" beside the shell's report of a SIGKILL (bash jobs.c: "<script>: line N: <pid> Killed
# <command>", "[1]+  Killed ...") or the kernel's OOM-killer line (mm/oom_kill.c): the host's memory, not the GPU's
@pytest.mark.parametrize("text", [
    "Startup dies with out of memory after the weights load.\n"
    "Last line of the console: `run.sh: line 12: 40211 Killed                  vllm serve Qwen/Qwen2.5-32B-Instruct`\n",
    "The server OOMs during torch.compile, every time.\n[1]+  Killed                  vllm serve meta-llama/Llama-3.1-8B\n",
])
def test_a_reporters_oom_with_the_shells_killed_is_host_memory(text: str) -> None:
    d = _d(text)
    assert d["message_kind"].startswith("oom")
    assert d["diagnosis"]["cause"] == "host_memory_exhausted"
    assert not set(_flags(d)) & _MEMORY_FLAGS


@pytest.mark.parametrize("text", [
    "Startup dies with out of memory after the weights load.\nThe word Killed alone in a sentence is no report.\n",
    "We hit an OOM at start-up.\n",
])
def test_without_the_shells_report_the_oom_is_not_called_host_memory(text: str) -> None:
    assert (_d(text)["diagnosis"] or {}).get("cause") != "host_memory_exhausted"


# --- a script building a second vllm.LLM for another model beside the first (vllm/entrypoints/llm.py: an engine's
# memory is released only when it is gone; the name is rebound only after the second call returns)
_TORCH_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 448.00 MiB. GPU 0 has a total capacity of "
              "79.15 GiB of which 301.00 MiB is free.\n")


def test_a_second_llm_for_another_model_is_the_first_engine_holding_the_gpu() -> None:
    code = ("for batch in data:\n"
            "    judge = LLM(model=\"Qwen/Qwen2.5-72B-Instruct-AWQ\", tensor_parallel_size=1)\n"
            "    scores = judge.generate(batch)\n"
            "    policy = LLM(\"meta-llama/Llama-3.1-8B-Instruct\")\n")
    d = _d(code + _TORCH_OOM)
    assert d["diagnosis"]["cause"] == "other_process"
    assert "same process" in d["diagnosis"]["summary"]
    assert not set(_flags(d)) & {"--tensor-parallel-size", "--max-model-len", "--kv-cache-dtype", "--quantization"}


@pytest.mark.parametrize("code", [
    # a reporter's retry of the same model with another setting (vllm#2199's shape)
    "llm = LLM(model=\"/models/Phind-CodeLlama-34B-v2-AWQ\", quantization='awq')\nSame with:\n"
    "llm = LLM(model=\"/models/Phind-CodeLlama-34B-v2-AWQ\", quantization='awq', enforce_eager=True)\n",
    # two models far apart in a long paste: not one script's two engines
    "llm = LLM(model=\"a/Model-7B\")\n" + "x = 1\n" * 20 + "llm = LLM(model=\"b/Model-7B\")\n",
])
def test_a_retry_or_a_distant_call_is_not_a_second_engine(code: str) -> None:
    assert "same process" not in (_d(code + _TORCH_OOM)["diagnosis"] or {}).get("summary", "")


# --- an issue title's topic label before the exception it quotes ("[Bug]: <topic>: <Exception>: <message>", vLLM's
# issue template's label then the reporter's title): the quoted exception is read as a printed one
def test_a_titles_topic_before_the_quoted_exception() -> None:
    d = _d("[Bug]: ROCm 7: RuntimeError: UVA is not available on MI300X\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "UvaBuffer" in d["diagnosis"]["summary"] or "UVA" in d["diagnosis"]["summary"]


def test_a_title_without_a_quoted_exception_is_not_read_as_one() -> None:
    assert _d("[Bug]: Qwen3: slow decoding with long prompts\n")["message_kind"] is None


# --- Model Runner V2's UVA buffers (v1/worker/gpu/buffer_utils.py::UvaBuffer, "UVA is not available", 0.14-0.33):
# pinned memory off under WSL2 (platforms/cuda.py, VLLM_WSL2_ENABLE_PIN_MEMORY from 0.24.0, absent in 0.23.0's envs.py)
def test_uva_unavailable_names_its_switches() -> None:
    d = _d("(EngineCore pid=1) RuntimeError: UVA is not available\n", vllm_version="0.26.0")
    assert _flags(d)[:2] == ["VLLM_WSL2_ENABLE_PIN_MEMORY", "VLLM_USE_V2_MODEL_RUNNER"]
    assert not set(_flags(d)) & _MEMORY_FLAGS


def test_no_wsl2_pin_switch_before_0_24() -> None:
    d = _d("RuntimeError: UVA is not available\n", vllm_version="0.22.0")
    assert "VLLM_WSL2_ENABLE_PIN_MEMORY" not in _flags(d)
    assert "VLLM_USE_V2_MODEL_RUNNER" in _flags(d)


# --- a package vLLM's kernels import, at another release than they were written for (CPython's ImportError / module
# attribute refusal): CUTLASS's CuTe DSL ("cutlass", nvidia-cutlass-dsl), DeepGEMM, mistral_common
@pytest.mark.parametrize("line", [
    "ImportError: cannot import name 'fmax' from 'cutlass.cute.arch' (/usr/lib/python3/site-packages/cutlass/cute/arch/"
    "__init__.py)",
    "AttributeError: module 'deep_gemm' has no attribute 'fp8_gemm_nt'",
    "ImportError: cannot import name 'SpecialTokenPolicy' from 'mistral_common.tokens.tokenizers.base' (/opt/venv/lib)",
])
def test_a_kernel_package_of_another_release(line: str) -> None:
    d = _d(line + "\n")
    assert d["message_kind"] == "dependency_version_mismatch"
    assert not set(_flags(d)) & _MEMORY_FLAGS


# --- the utilization under a framework's own name or a script's abbreviation (OpenRLHF --vllm_gpu_memory_utilization,
# TRL vllm_gpu_memory_utilization=, "VLLM_GPU_MEM_UTIL=", a spaced Python keyword); a bare mention is not a value
_NO_BLOCKS = ("ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
              "initializing the engine.\n")


@pytest.mark.parametrize("line, util", [
    ("--vllm_gpu_memory_utilization 0.35 \\", 0.35),
    ("    vllm_gpu_memory_utilization=0.2,", 0.2),
    ("VLLM_GPU_MEM_UTIL=0.22", 0.22),
    ("export GPU_MEMORY_UTIL=0.3", 0.3),
    ("llm = LLM(model=path, gpu_memory_utilization = 0.3)", 0.3),
])
def test_the_utilization_under_other_names(line: str, util: float) -> None:
    d = _d(line + "\n" + _NO_BLOCKS)
    assert d["context"]["gpu_memory_utilization"] == util
    assert d["diagnosis"]["cause"] == "util_too_low"


@pytest.mark.parametrize("line", ["I think gpu_memory_utilization 0.95 in a sentence is high",
                                  "the gpu_mem_util knob is confusing"])
def test_a_mention_without_an_assignment_is_not_the_utilization(line: str) -> None:
    assert _d(line + "\n" + _NO_BLOCKS)["context"].get("gpu_memory_utilization") is None


# --- an OOM under WSL2 with PyTorch's expandable segments on (pytorch#192330: WSL2's paravirtualised GPU refuses the
# VMM calls ExpandableSegment makes; club-3090#60: expandable_segments:False fixed the Marlin repack's OOM)
_WSL_OOM = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 68.00 MiB. GPU 0 has a total capacity of "
            "24.00 GiB of which 5.20 GiB is free.\n")


def test_an_oom_under_wsl2_with_expandable_segments_is_the_allocators() -> None:
    d = _d("Running under WSL2 (Ubuntu 24.04).\nexport PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n" + _WSL_OOM)
    assert d["message_kind"] == "allocator_config_incompatible"
    assert "PYTORCH_CUDA_ALLOC_CONF" in _flags(d)
    assert not set(_flags(d)) & _MEMORY_FLAGS


@pytest.mark.parametrize("text", [
    # torch's own advice in its OOM text is not the setting
    "WARNING [interface.py:456] Using 'pin_memory=False' as WSL is detected.\n" + _WSL_OOM.rstrip("\n")
    + " If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to "
      "avoid fragmentation.\n",
    # the setting without WSL2
    "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n" + _WSL_OOM,
])
def test_without_both_the_oom_stays_an_oom(text: str) -> None:
    assert _d(text)["message_kind"].startswith("oom")


# --- the platform vLLM fell back to when no probe found a device (platforms/interface.py::UnspecifiedPlatform): its
# first missing attribute is the sign
def test_an_attribute_of_the_unspecified_platform_is_no_gpu_visible() -> None:
    d = _d("AttributeError: 'UnspecifiedPlatform' object has no attribute 'get_device_capability'\n")
    assert d["message_kind"] == "no_gpu_visible"


# --- the kernel's OOM report opening (mm/oom_kill.c dump_header: "<comm> invoked oom-killer: gfp_mask=...")
def test_the_kernels_oom_report_opening_is_host_memory() -> None:
    # (read where the paste is vLLM's: its log lines above, logs/builder.py _vllm_paste)
    d = _d("(EngineCore_DP0 pid=212) INFO 05-01 10:00:00 [gpu_model_runner.py:2100] Model loading took 61.20 GiB\n"
           "NVRM: nvCheckOkFailedNoLog: Check failed: Out of memory [NV_ERR_NO_MEMORY]\n"
           "python3 invoked oom-killer: gfp_mask=0x140dca(GFP_HIGHUSER_MOVABLE|__GFP_COMP|__GFP_ZERO), order=0\n")
    assert d["diagnosis"]["cause"] == "host_memory_exhausted"
    assert not set(_flags(d)) & _MEMORY_FLAGS


# --- a reporter's one-line listing of the launch's settings, vLLM's argument names with values and commas between
@pytest.mark.parametrize("line, want", [
    ("First config: gpu_memory_utilization: 0.75, max_model_len: 65536, max_num_seqs: 4. It crashed.",
     {"gpu_memory_utilization": 0.75, "max_model_len": 65536, "max_num_seqs": 4}),
    ("ran with max_model_len=8192, tensor_parallel_size=2, dtype=auto", {"max_model_len": 8192,
                                                                         "tensor_parallel_size": 2}),
])
def test_a_listing_of_the_settings_is_read(line: str, want: dict) -> None:
    ctx = _d(line + "\n" + _NO_BLOCKS)["context"]
    assert {k: ctx.get(k) for k in want} == want


def test_one_setting_named_in_a_sentence_is_not_a_listing() -> None:
    assert _d("we once tried max_model_len: 65536 on it\n" + _NO_BLOCKS)["context"].get("max_model_len") is None


# --- a Gaudi's HPU graphs, compiled per bucket in vllm-gaudi's warm-up after the KV cache took its share: a reporter's
# "OOM during graph compilation" names the graph step
@pytest.mark.parametrize("text", ["The engine hits an OOM during graph compilation of the decode buckets.\n",
                                  "Out of memory in the warmup graphs at 262K context.\n"])
def test_a_reporters_graph_compilation_oom_is_the_graph_step(text: str) -> None:
    assert _d(text)["message_kind"] == "oom_cuda_graph"


# --- a title's bare "OOM", then the body's sentence naming the step: the later sentence places the same OOM
def test_a_later_sentence_places_the_titles_oom() -> None:
    d = _d("[Usage]: multi-image inference meets OOM\n\nvLLM reserves the image tokens during the profiling stage, "
           "which causes an OOM error.\n")
    assert d["message_kind"] == "oom_profiling"


def test_a_later_sentence_without_a_step_leaves_it_unplaced() -> None:
    d = _d("[Usage]: multi-image inference meets OOM\n\nIt still causes an OOM error on every start.\n")
    assert d["message_kind"] == "oom_loading"


# --- a raise site's message cut inside a dict's repr after "name=" (v1/executor/ray_utils.py::initialize_ray_cluster:
# "Current node has no {device} available. current_node_resource={...}. vLLM engine cannot start without ...")
def test_a_site_cut_inside_a_dict_value_is_still_the_site() -> None:
    d = _d("(EngineCore_DP0 pid=5919) ValueError: Current node has no GPU available. current_node_resource={'node:10.0."
           "0.13_group_0_e904402c2ebd59263489a21be9580100\n")
    assert d["message_kind"] == "vllm_check_failed"
    assert "ray_utils.py" in d["diagnosis"]["summary"]


# --- Ray's placement group not formed within the timeout, its count printed as a float (v1/executor/ray_utils.py::
# _wait_until_pg_ready: "Cannot provide a placement group requiring 4.0 GPUs (...) within 1800 seconds.")
def test_a_placement_group_count_printed_as_a_float() -> None:
    d = _d("ValueError: Cannot provide a placement group requiring 8.0 GPUs (placement_group_specs=[{'GPU': 1.0}]) "
           "within 1800 seconds.\n")
    assert d["message_kind"] == "tp_over_gpus"
    assert d["numbers"]["required_devices"] == 8


# --- a reporter's guess that it was an OOM, before telling that the guess's lever did nothing, is no OOM claim
def test_a_guessed_oom_is_not_read_as_the_failure() -> None:
    d = _d("ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
           "I thought it was due to CUDA OOM, so I tried reducing the length, but the error still persists.\n")
    assert not (d["message_kind"] or "").startswith("oom")


def test_a_stated_oom_is_still_read() -> None:
    assert _d("It runs out of memory (CUDA OOM) right after loading the weights.\n")["message_kind"].startswith("oom")


# --- vLLM's model-class refusal of pipeline parallelism (SupportsPP) wrapped by a page before "model."
def test_the_pp_refusal_wrapped_before_model_is_the_models() -> None:
    d = _d("NotImplementedError: Pipeline parallelism is not supported for this\nmodel.\nSupported models implement the "
           "`SupportsPP` interface.\n")
    assert "--pipeline-parallel-size" in _flags(d)
