"""Launches that die of something else than memory (issue 10, "every way a launch dies, the right cause").

The messages come from tests/golden/vllm_messages.json: vLLM's own (``messages``: the model registry's refusals,
trust_remote_code) and its dependencies' (``foreign``: torch's fork check, transformers' custom-code refusal, the CUDA
runtime's error strings), each quoted from its source. The release an architecture first appears in is read from
vLLM's model registry of each release (src/kvroom/data/vllm_architectures.json, tools/gen_vllm_architectures.py);
the expected values below cite the registry file of the release that shows them, never kvroom."""

from __future__ import annotations

import importlib
import json
import os
import textwrap
from unittest import mock

import pytest

import fix_invariants as fi
from kvroom.explain import CAUSES, explain
from kvroom.launchchecks import NOT_MEMORY_KINDS, architectures_table, first_release_listing, registry_lists
from kvroom.core.releases import Release
from test_vllm_messages import matches

CATALOG = json.load(open(os.path.join(os.path.dirname(__file__), "golden", "vllm_messages.json"), encoding="utf-8"))
FOREIGN = CATALOG["foreign"]
DEATHS = [e for e in CATALOG["messages"] if e["expected"]["message_kind"] in NOT_MEMORY_KINDS] + FOREIGN
PLAN_LEVERS = ("--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--tensor-parallel-size",
               "--pipeline-parallel-size", "--cpu-offload-gb", "--enforce-eager", "--max-num-seqs",
               "--kv-cache-memory-bytes", "--max-num-batched-tokens")
# a V1 capacity report (vllm/v1/worker/gpu_worker.py "Available KV cache memory", v1/core/kv_cache_utils.py "GPU KV
# cache size"), and V0's "# GPU blocks" line (executor/gpu_executor.py, 0.5.5)
CAPACITY_V1 = ("INFO 12-01 10:00:00 [gpu_worker.py:276] Available KV cache memory: 20.50 GiB\n"
               "INFO 12-01 10:00:00 [kv_cache_utils.py:849] GPU KV cache size: 149,248 tokens\n"
               "INFO 12-01 10:00:00 [kv_cache_utils.py:853] Maximum concurrency for 32,768 tokens per request: 4.55x\n")
CAPACITY_V0 = "INFO 12-01 10:00:00 gpu_executor.py:122] # GPU blocks: 9332, # CPU blocks: 2048\n"


def _ids(entries):
    return [f"{e['id']}@{e['release']}" for e in entries]


def _check(entry: dict, text: str, release: str | None) -> dict:
    d = explain(text, vllm_version=release).to_dict()
    exp = entry["expected"]
    assert d["message_kind"] == exp["message_kind"], (entry["id"], d["message_kind"])
    for name, value in exp["numbers"].items():
        assert d["numbers"].get(name) == value, (entry["id"], name, d["numbers"])
    assert d["diagnosis"] and d["diagnosis"]["cause"] in CAUSES and d["diagnosis"]["cause"] != "capacity"
    fixes = d["fixes"]
    assert fixes, entry["id"]
    if exp.get("fix_any"):
        assert any(matches(r, f) for r in exp["fix_any"] for f in fixes), (entry["id"], [f["command"] for f in fixes])
    for rule in exp.get("fix_never", ()):
        assert not [f for f in fixes if matches(rule, f)], (entry["id"], rule, [f["command"] for f in fixes])
    assert not [f for f in fixes if f["flag"] in PLAN_LEVERS], (entry["id"], [f["command"] for f in fixes])
    return d


# ----------------------------------------------------------------------------------------- the catalog's deaths

@pytest.mark.parametrize("entry", FOREIGN, ids=_ids(FOREIGN))
def test_a_dependencys_message_is_read_with_its_cause_and_fix(entry):
    assert entry["template"] and entry["source"] and entry["check"] and entry["baseline"]
    # the template as that package writes it is in the example (a {field} stands for a filled value)
    assert entry["template"].split("{")[0].split("\\n")[0] in entry["example"] or entry["template"].startswith("{")
    _check(entry, entry["example"], entry["release"])


@pytest.mark.parametrize("entry", DEATHS, ids=_ids(DEATHS))
def test_a_death_behind_capacity_lines_is_the_death(entry):
    # issue 10 item 3: the first failure message decides (kvroom.logs.builder, first-failure-wins), whatever capacity
    # lines the log printed before it (another rank's) or after it
    for text in (CAPACITY_V1 + entry["example"], entry["example"] + "\n" + CAPACITY_V1, CAPACITY_V0 + entry["example"]):
        _check(entry, text, entry["release"])


@pytest.mark.parametrize("entry", DEATHS, ids=_ids(DEATHS))
def test_a_death_behind_a_worker_prefix_or_wrapped(entry):
    first = entry["example"].split("\n")[0]
    rest = entry["example"][len(first):]
    for prefix in ("(EngineCore_DP0 pid=4242) ERROR 11-30 10:11:12 [core.py:708] ", "[rank0]: "):
        _check(entry, prefix + entry["example"], entry["release"])
    for width in (80, 120):
        _check(entry, "\n".join(textwrap.wrap(first, width, break_on_hyphens=False)) + rest, entry["release"])


def test_the_baseline_read_none_of_them():
    # recorded at main e800976 before this work (tools/build_vllm_messages.py --baseline): every one read as capacity
    assert all(e["baseline"]["message_kind"] is None and e["baseline"]["at"] == "main e800976" for e in DEATHS)


# ----------------------------------------------------------------------------------------- the registry table

def test_the_table_reads_each_releases_registry():
    t = architectures_table()
    assert {"0.2.7", "0.3.3", "0.4.3", "0.5.5", "0.8.3", "0.8.5", "0.10.2", "0.33.0"} <= set(t["releases_read"])
    a = t["architectures"]
    # model_executor/models/registry.py _TEXT_GENERATION_MODELS: "Qwen3ForCausalLM" in the 0.8.5 wheel, not in 0.8.3
    assert a["Qwen3ForCausalLM"]["first"] == "0.8.5" and "0.8.3" not in a["Qwen3ForCausalLM"]["releases"]
    # models/__init__.py _GENERATION_MODELS: no "Gemma2ForCausalLM" in 0.4.3, there in 0.5.5
    assert a["Gemma2ForCausalLM"]["first"] == "0.5.5"
    # 0.2.7's models/__init__.py::_MODELS lists LlamaForCausalLM
    assert "0.2.7" in a["LlamaForCausalLM"]["releases"]
    # registry.py _PREVIOUSLY_SUPPORTED_MODELS (0.10.0+): {"Phi3SmallForCausalLM": "0.9.2"}; the last registry with it
    assert t["previously_supported"]["Phi3SmallForCausalLM"] == "0.9.2"
    assert a["Phi3SmallForCausalLM"]["releases"][-1] == "0.9.2"


def test_registry_membership_between_the_releases_read():
    r = lambda v: Release.parse(v, oldest=(0, 2, 0))  # noqa: E731
    assert registry_lists("Qwen3ForCausalLM", r("0.8.5")) is True
    assert registry_lists("Qwen3ForCausalLM", r("0.8.3")) is False
    assert registry_lists("Qwen3ForCausalLM", r("0.8.4")) is None  # 0.8.4 not read, 0.8.3 and 0.8.5 disagree
    assert registry_lists("Qwen3ForCausalLM", r("0.9.1")) is True  # 0.9.0.1 and 0.9.2 both list it
    assert first_release_listing("Qwen3ForCausalLM", r("0.8.4")) == "0.8.5"
    assert first_release_listing("NoSuchArchitecture", r("0.8.4")) is None


_MESSAGE = ("ValueError: Model architectures ['Qwen3ForCausalLM'] are not supported for now. Supported architectures: "
            "dict_keys(['AquilaModel', 'AquilaForCausalLM'])")


@pytest.mark.parametrize("release", ["0.5.5", "0.6.6", "0.8.0", "0.8.3"])
def test_the_upgrade_is_to_the_first_release_that_lists_it(release):
    d = explain(_MESSAGE, vllm_version=release).to_dict()
    assert d["diagnosis"]["cause"] == "architecture_unsupported"
    assert [f["title"] for f in d["fixes"]][0] == "upgrade to vLLM 0.8.5 or newer"


@pytest.mark.parametrize("release", ["0.8.5", "0.10.2", "0.33.0"])
def test_no_upgrade_when_the_release_already_lists_it(release):
    # a release whose registry lists it cannot print "not supported" for it: another vLLM printed the log
    d = explain(_MESSAGE, vllm_version=release).to_dict()
    assert d["diagnosis"]["cause"] == "architecture_release_mismatch"
    assert not any("or newer" in f["title"] for f in d["fixes"])


def test_without_a_release_the_upgrade_is_conditional():
    d = explain(_MESSAGE).to_dict()
    up = [f for f in d["fixes"] if "or newer" in f["title"]]
    assert up and "only if yours is older" in up[0]["detail"]


def test_an_architecture_no_release_lists():
    d = explain(_MESSAGE.replace("Qwen3ForCausalLM", "MyOwnForCausalLM"), vllm_version="0.20.0").to_dict()
    assert d["message_kind"] == "architecture_unsupported"
    assert not any("upgrade" in f["title"] for f in d["fixes"])


@pytest.mark.parametrize("release", ["0.6.6", "0.8.5", "0.10.2", "0.33.0"])
def test_a_failed_inspection_never_gets_an_upgrade(release):
    text = "ValueError: Model architectures ['Qwen3ForCausalLM'] failed to be inspected. Please check the logs for more details."
    d = explain(text, vllm_version=release).to_dict()
    assert d["diagnosis"]["cause"] == "model_inspection_failed"
    assert not any("upgrade" in f["title"] or "or newer" in f["title"] for f in d["fixes"])


# ----------------------------------------------------------------------------------------- torch's fork check

_FORK = ("RuntimeError: Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use "
         "the 'spawn' start method")


@pytest.mark.parametrize("release,env", [("0.3.3", False), ("0.4.3", True), ("0.5.5", True), ("0.33.0", True)])
def test_the_spawn_variable_only_where_envs_reads_it(release, env):
    # envs.py reads VLLM_WORKER_MULTIPROC_METHOD from 0.4.3 (0.3.3's envs.py has none)
    d = explain(_FORK, vllm_version=release).to_dict()
    assert any(f["flag"] == "VLLM_WORKER_MULTIPROC_METHOD" and f["value"] == "spawn" for f in d["fixes"]) is env
    assert any("spawn" in f["title"] for f in d["fixes"])


def test_a_warning_about_spawn_is_not_the_death():
    # vllm/utils.py::_maybe_force_spawn (0.7+) logs this and goes on with spawn
    text = ("WARNING 12-01 10:00:00 [utils.py:2400] We must use the `spawn` multiprocessing start method. Overriding "
            "VLLM_WORKER_MULTIPROC_METHOD to 'spawn'. See https://docs.vllm.ai/en/latest/usage/troubleshooting.html"
            "#python-multiprocessing for more information. Reason: CUDA is initialized")
    assert explain(text, vllm_version="0.10.2").record.message_kind is None


def test_a_non_default_args_dict_with_trust_remote_code_is_no_death():
    text = ("INFO 12-01 10:00:00 [api_server.py:1000] non-default args: {'model': 'Qwen/Qwen-7B', "
            "'trust_remote_code': True}\n" + CAPACITY_V1)
    assert explain(text, vllm_version="0.10.2").record.message_kind is None


# ----------------------------------------------------------------------------------------- the fix invariants

def _runs():
    explain_module = importlib.import_module("kvroom.explain")
    seen: list = []
    real = explain_module.propose

    def spy(situation):
        seen.append(situation)
        return real(situation)

    with mock.patch.object(explain_module, "propose", spy):
        for entry in DEATHS:
            for release in (None, *fi.RELEASES):
                for text in (entry["example"], CAPACITY_V1 + entry["example"]):
                    seen.clear()
                    e = explain_module.explain(text, vllm_version=release)
                    yield entry["id"], str(release), e, (seen[-1] if seen else None)


def test_every_fix_invariant_holds_for_the_deaths_under_every_release():
    done = list(_runs())
    assert len(done) == len(DEATHS) * (len(fi.RELEASES) + 1) * 2
    found = fi.violations(done)
    problems = [p for name in fi.INVARIANTS for p in found.get(name, [])]
    assert not problems, "\n".join(problems[:20])


def test_the_new_direction_rules_can_fail():
    from types import SimpleNamespace

    e = SimpleNamespace(release=Release.parse("0.10.2"), launch=None, record=SimpleNamespace(max_num_batched_tokens=None))
    s = SimpleNamespace(kind="cuda_fork_reinit", utilization_in_log=None, release_known=True, cause="cuda_fork_reinit")
    fix = {"flag": "--max-model-len", "value": "4096", "title": "t", "detail": "d", "command": "--max-model-len 4096"}
    assert fi.check_direction(e, {"fixes": [fix]}, s)
    s.kind = "architecture_unsupported"
    up = {"flag": "", "value": "", "title": "upgrade to vLLM 0.10.2 or newer", "detail": "d", "command": ""}
    assert fi.check_direction(e, {"fixes": [up]}, s)
    assert not fi.check_direction(e, {"fixes": [dict(up, title="upgrade to vLLM 0.11.0 or newer")]}, s)


@pytest.mark.parametrize("text,release_inside,release_outside", [
    # get_supported_archs(): a list up to 0.6.3, dict_keys from 0.6.6 (models/registry.py)
    ("ValueError: Model architectures ['X'] are not supported for now. Supported architectures: ['AquilaModel']",
     "0.6.3", "0.6.6"),
    ("ValueError: Model architectures ['X'] are not supported for now. Supported architectures: "
     "dict_keys(['AquilaModel'])", "0.6.6", "0.6.3"),
    # the removed-architecture sentence: 0.10.0 has it, 0.9.2 not
    ("ValueError: Model architecture Phi3SmallForCausalLM was supported in vLLM until v0.9.2, and is not supported "
     "anymore. Please use an older version of vLLM if you want to use this model architecture.", "0.10.0", "0.9.2"),
])
def test_the_registry_wording_narrows_the_release(text, release_inside, release_outside):
    from kvroom.logs.releases import ReleaseRange

    rng = ReleaseRange.parse(explain(text).to_dict()["vllm_version_range"])
    assert rng.contains(release_inside) and not rng.contains(release_outside)


# ----------------------------------------------------------------------------------------- more ways to die
# Each template is quoted from the source that prints it (cited per entry); the numbers are the ones in the text.
MORE_DEATHS = [
    # vllm/config.py::ModelConfig._verify_quantization (0.2.7-0.11), config/model.py (0.12-0.33)
    ("ValueError: Unknown quantization method: mxfp4. Must be one of ['aqlm', 'awq', 'fp8', 'gptq'].",
     "quantization_method_unknown", {"quantization": "mxfp4"}),
    # model_executor/layers/quantization/__init__.py::get_quantization_config
    ("ValueError: Invalid quantization method: squeezellm", "quantization_method_unknown",
     {"quantization": "squeezellm"}),
    # the same function, 0.2.7-0.33.0
    ("ValueError: Quantization method specified in the model config (fp8) does not match the quantization method "
     "specified in the `quantization` argument (awq).", "quantization_mismatch",
     {"checkpoint_quantization": "fp8", "quantization": "awq"}),
    # transformers/models/auto/configuration_auto.py::AutoConfig.from_pretrained
    ("ValueError: The checkpoint you are trying to load has model type `qwen3_moe` but Transformers does not recognize "
     "this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.", "model_type_unknown", {"model_type": "qwen3_moe"}),
    # vllm/config/device.py::DeviceConfig.__post_init__ (0.12-0.33; config.py before)
    ("RuntimeError: Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` to "
     "turn on verbose logging to help debug the issue.", "no_gpu_visible", {}),
    # torch/cuda/__init__.py::_lazy_init
    ("RuntimeError: No CUDA GPUs are available", "no_gpu_visible", {}),
    ("AssertionError: Torch not compiled with CUDA enabled", "no_gpu_visible", {}),
    # transformers/utils/hub.py (a GatedRepoError from huggingface_hub/utils/_http.py::hf_raise_for_status)
    ("OSError: You are trying to access a gated repo.\nMake sure to have access to it at "
     "https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct.\n401 Client Error.", "hub_access_denied",
     {"repo_id": "meta-llama/Llama-3.1-8B-Instruct"}),
    # vllm/transformers_utils/config.py::get_config (0.7-0.33)
    ("ValueError: Invalid repository ID or local directory specified: '/models/Qwen2.5-7B-Instruct'.\nPlease verify "
     "the following requirements:", "model_not_found", {"repo_id": "/models/Qwen2.5-7B-Instruct"}),
    # transformers/utils/hub.py::cached_files
    ("OSError: Qwen/Qwen2.5-7B-Instruc is not a local folder and is not a valid model identifier listed on "
     "'https://huggingface.co/models'", "model_not_found", {"repo_id": "Qwen/Qwen2.5-7B-Instruc"}),
]


@pytest.mark.parametrize("text, kind, numbers", MORE_DEATHS)
def test_more_deaths_are_read_with_their_cause_and_no_memory_lever(text, kind, numbers):
    d = explain(text).to_dict()
    assert d["message_kind"] == kind
    assert d["numbers"] == numbers
    cause = {"model_type_unknown": "transformers_too_old"}.get(kind, kind)  # the message's class, the mechanism's name
    assert d["diagnosis"]["cause"] == cause and CAUSES[cause]
    assert d["fixes"] and not [f for f in d["fixes"] if f["flag"] in PLAN_LEVERS]
    # behind a worker prefix, as V1 prints a worker's death
    prefixed = "\n".join("(EngineCore_DP0 pid=7) ERROR 11-02 10:00:00 [core.py:700] " + line for line in text.split("\n"))
    assert explain(prefixed).to_dict()["message_kind"] == kind


def test_the_quantization_methods_table_reads_each_releases_list():
    # model_executor/layers/quantization/__init__.py of the wheels: awq since the first release read (0.2.7:
    # _QUANTIZATION_CONFIG_REGISTRY {"awq", "gptq", "squeezellm"}), mxfp4 first in 0.10.1.1's QuantizationMethods
    # Literal (gpt-oss), squeezellm gone after 0.6.0, marlin gone after 0.10.1.1
    from kvroom.launchchecks import quantization_methods_table, release_accepts_quantization

    methods = quantization_methods_table()["methods"]
    assert methods["awq"]["first"] == "0.2.7" and methods["mxfp4"]["first"] == "0.10.1.1"
    assert methods["squeezellm"]["releases"][-1] == "0.6.0" and methods["marlin"]["releases"][-1] == "0.10.1.1"
    assert release_accepts_quantization("mxfp4", Release.parse("0.10.1")) is None  # between 0.10.0 and 0.10.1.1
    assert release_accepts_quantization("mxfp4", Release.parse("0.9.2")) is False
    assert release_accepts_quantization("fp8", Release.parse("0.12.0")) is True


@pytest.mark.parametrize("release, upgrade", [("0.8.5", "0.10.1.1"), ("0.10.1.1", None), ("0.33.0", None)])
def test_an_unknown_method_is_an_upgrade_only_where_the_release_lacks_it(release, upgrade):
    d = explain("ValueError: Unknown quantization method: mxfp4. Must be one of ['awq'].", vllm_version=release).to_dict()
    titles = [f["title"] for f in d["fixes"]]
    if upgrade:
        assert titles[0] == f"upgrade to vLLM {upgrade} or newer"
    else:
        assert d["diagnosis"]["cause"] == "quantization_release_mismatch"
        assert not [t for t in titles if t.startswith("upgrade")]


def test_a_removed_method_points_to_its_last_release():
    d = explain("ValueError: Unknown quantization method: squeezellm. Must be one of ['awq'].",
                vllm_version="0.8.5").to_dict()
    assert d["fixes"][0]["title"] == "vLLM 0.6.0 or older"


@pytest.mark.parametrize("text, what, fix", [
    # c10d NCCLUtils (torch) and vllm/distributed/device_communicators/pynccl_wrapper.py::NCCL_CHECK
    ("torch.distributed.DistBackendError: NCCL error in: /pytorch/torch/csrc/distributed/c10d/NCCLUtils.hpp:268, "
     "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5", "unhandled system error",
     "give NCCL shared memory"),
    ("RuntimeError: NCCL error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)", "unhandled cuda error",
     "turn off the NCCL transport that fails"),
    ("RuntimeError: NCCL error: remote process exited or there was a network error", 
     "remote process exited or there was a network error", "find the rank that died first"),
])
def test_an_nccl_failure_names_its_class_and_no_memory_lever(text, what, fix):
    d = explain(text).to_dict()
    assert d["message_kind"] == "nccl_error" and d["numbers"] == {"nccl_error": what}
    assert d["fixes"][0]["title"] == fix
    assert not [f for f in d["fixes"] if f["flag"] in PLAN_LEVERS]


def test_bf16_below_compute_capability_7_is_no_dtype_question():
    # vLLM's CUDA kernels start at 7.0 (CMakeLists.txt CUDA_SUPPORTED_ARCHS): --dtype half only passes this check
    text = ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla P100-"
            "PCIE-16GB GPU has compute capability 6.0. You can use float16 instead by explicitly setting the`dtype` "
            "flag in CLI, for example: --dtype=half.")
    d = explain(text).to_dict()
    assert d["message_kind"] == "dtype_unsupported"
    assert not [f for f in d["fixes"] if f["flag"] == "--dtype"]
    v100 = text.replace("Tesla P100-PCIE-16GB", "Tesla V100-SXM2-32GB").replace("capability 6.0", "capability 7.0")
    assert [f["value"] for f in explain(v100).to_dict()["fixes"] if f["flag"] == "--dtype"] == ["half"]


def test_gpu_uuids_in_cuda_visible_devices_are_the_cause():
    # platforms/interface.py::Platform.device_id_to_physical_device_id: int(device_ids[device_id])
    log = ("ValueError: invalid literal for int() with base 10: 'GPU-1c6f148d-0a1b-2c3d-4e5f-67890abcdef1'\n"
           "ValueError: Model architectures ['Gemma3ForConditionalGeneration'] failed to be inspected. Please check the "
           "logs for more details.")
    d = explain(log).to_dict()
    assert d["message_kind"] == "model_inspection_failed"
    assert d["diagnosis"]["cause"] == "cuda_visible_devices_uuid"
    assert d["fixes"][0]["flag"] == "CUDA_VISIBLE_DEVICES"


@pytest.mark.parametrize("reason, cause, flag, value", [
    # platforms/cuda.py's backend selection (0.12.0-0.33.0), each backend's validate_configuration reasons
    ("dtype not supported", "dtype_unsupported", "--dtype", "bfloat16"),
    ("kv_cache_dtype not supported", "kv_cache_dtype_unsupported", "--kv-cache-dtype", "auto"),
    ("head_size not supported", "head_size_unsupported", "", ""),
])
def test_no_valid_attention_backend_names_the_reason_every_backend_gives(reason, cause, flag, value):
    text = ("ValueError: No valid attention backend found for cuda with AttentionSelectorConfig(head_size=72, "
            "dtype=torch.float32, kv_cache_dtype=fp8_e5m2, block_size=16, use_mla=False, has_sink=False, "
            f"use_sparse=False). Reasons: {{FLASH_ATTN: [{reason}], FLASHINFER: [{reason}], TRITON_ATTN: [{reason}]}}.")
    d = explain(text).to_dict()
    assert d["message_kind"] == "no_attention_backend"
    assert d["numbers"] == {"head_size": 72, "dtype": "float32", "kv_cache_dtype": "fp8_e5m2"}
    assert d["diagnosis"]["cause"] == cause
    assert (d["fixes"][0]["flag"], d["fixes"][0]["value"]) == (flag, value)


# ----------------------------------------------------------------------------------------- rounds 16 and 20, fitted
# (h-fix1620) Each rule is tested on the real line it was fitted on (source url) and on a wording that was not in
# that fixture (another release's, another status of the same source), each quoted from the source that prints it.
ENVIRONMENT_DEATHS = [
    # vllm#3147 (https://github.com/vllm-project/vllm/issues/3147): 0.3.2 over torch 2.2.1, an at:: symbol
    ("ImportError: /usr/local/lib/python3.10/dist-packages/vllm/_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: "
     "_ZN2at4_ops15to_dtype_layout4callERKNS_6TensorEN3c108optionalINS5_10ScalarTypeEEENS6_INS5_6LayoutEEENS6_INS5_6"
     "DeviceEEENS6_IbEEbbNS6_INS5_12MemoryFormatEEE", "torch_abi_mismatch", {"extension_package": "vllm", "extension": "_C"},
     "install the torch your vLLM wheel was built with"),
    # not in the fixtures: vllm/_custom_ops.py's warning (0.5.5 source: "Failed to import from vllm._C with %r") for a
    # const c10:: method (Itanium _ZNK3c10...) of vLLM's MoE extension
    ("WARNING 09-01 10:00:00 _custom_ops.py:19] Failed to import from vllm._C with ImportError('/opt/venv/lib/python3.11/"
     "site-packages/vllm/_moe_C.abi3.so: undefined symbol: _ZNK3c1010TensorImpl36is_contiguous_nondefault_policy_implEN"
     "3c1012MemoryFormatE')", "torch_abi_mismatch", {"extension_package": "vllm", "extension": "_moe_C"},
     "install the torch your vLLM wheel was built with"),
    # not in the fixtures: flash-attn's extension, straight in site-packages, built for another torch
    ("ImportError: /usr/local/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEi", "torch_abi_mismatch",
     {"extension_package": "site-packages", "extension": "flash_attn_2_cuda"},
     "rebuild the package of flash_attn_2_cuda against the installed torch"),
    # vllm#14596 (https://github.com/vllm-project/vllm/issues/14596): safetensors 0.5.x, bindings/python/src/lib.rs
    ("safetensors_rust.SafetensorError: Error while deserializing header: InvalidHeaderDeserialization",
     "checkpoint_file_corrupt", {"safetensors_error": "InvalidHeaderDeserialization"},
     "download the checkpoint's files again"),
    # not in the fixtures: another SafeTensorError variant (HeaderTooLarge: a Git LFS pointer read as the header
    # length, safetensors 0.5.3 wheel's variant list) and torch.load's zip reader on a .bin cut short
    # (caffe2/serialize/inline_container.cc)
    ("safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge", "checkpoint_file_corrupt",
     {"safetensors_error": "HeaderTooLarge"}, "download the checkpoint's files again"),
    ("RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory",
     "checkpoint_file_corrupt", {}, "download the checkpoint's files again"),
    # odysseus#191 (https://github.com/odysseus-dev/odysseus/issues/191): kernels' LayerRepository.__init__
    ('transformers/integrations/hub_kernels.py", line 89, in <module>\n    "cuda": LayerRepository(\n'
     'kernels/layer/layer.py", line 76, in __init__\n    raise ValueError("Either a revision or a version must be '
     'specified.")', "dependency_version_mismatch", {}, "uninstall the kernels package"),
    # not in the fixtures: the sibling check of kernels 0.17.2 (layer/func.py: both given)
    ("ValueError: Either a revision or a version must be specified, not both.", "dependency_version_mismatch", {},
     "uninstall the kernels package"),
    # vllm#30324 (https://github.com/vllm-project/vllm/issues/30324): the title; FlashInfer csrc/bmm_fp8.cu
    ("[Bug]: RuntimeError: bmm_fp8_internal_cublaslt failed when deploying", "cuda_library_mismatch", {},
     "vLLM, torch and FlashInfer built for the host's CUDA"),
    # not in the fixtures: the TVM_FFI_ICHECK wording of later FlashInfer releases with cublasGetStatusString's text
    ("RuntimeError: Check failed: (status == CUBLAS_STATUS_SUCCESS) is false: bmm_fp8_internal_cublaslt failed: the "
     "library was not initialized", "cuda_library_mismatch", {"cublas_status": "the library was not initialized"},
     "vLLM, torch and FlashInfer built for the host's CUDA"),
    # vllm#12572 (https://github.com/vllm-project/vllm/issues/12572): HIP's hipErrorInvalidDevice under Ray
    ("[Bug]: Ray/vLLM RuntimeError: HIP error: invalid device ordinal", "invalid_device_ordinal", {"runtime": "HIP"},
     "keep Ray from narrowing ROCR_VISIBLE_DEVICES"),
    # not in the fixtures: the CUDA runtime's string for cudaErrorInvalidDevice as torch's c10 check raises it
    ("RuntimeError: CUDA error: invalid device ordinal\nCUDA kernel errors might be asynchronously reported at some "
     "other API call, so the stacktrace below might be incorrect.", "invalid_device_ordinal", {"runtime": "CUDA"},
     "one consistent list of visible GPUs"),
]


@pytest.mark.parametrize("text, kind, numbers, first_fix", ENVIRONMENT_DEATHS)
def test_an_environment_that_does_not_fit_together_is_its_own_cause(text, kind, numbers, first_fix):
    d = explain(text).to_dict()
    assert d["message_kind"] == kind and d["numbers"] == numbers
    assert d["diagnosis"]["cause"] == kind and CAUSES[kind] and kind in NOT_MEMORY_KINDS
    assert d["fixes"][0]["title"] == first_fix
    assert not [f for f in d["fixes"] if f["flag"] in PLAN_LEVERS]


def test_an_undefined_symbol_outside_torch_is_no_torch_abi_mismatch():
    # a CUDA driver API symbol (cuTensorMapEncodeTiled, a driver older than the build's CUDA): not a torch C++ name
    d = explain("ImportError: /usr/local/lib/python3.10/dist-packages/vllm/_C.abi3.so: undefined symbol: "
                "cuTensorMapEncodeTiled").to_dict()
    assert d["message_kind"] != "torch_abi_mismatch"


@pytest.mark.parametrize("text, what, fix", [
    # vllm#19613 (https://github.com/vllm-project/vllm/issues/19613): cupy_backends/cuda/libs/nccl.pyx::check_status
    # ("%s: %s" % (ERROR1[status], ncclGetErrorString))
    ("cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled system error (run with NCCL_DEBUG=INFO "
     "for details)", "unhandled system error", "give NCCL shared memory"),
    # not in the fixtures: cupy's status 1 (ERROR1 table: NCCL_ERROR_UNHANDLED_CUDA_ERROR)
    ("cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_UNHANDLED_CUDA_ERROR: unhandled cuda error (run with "
     "NCCL_DEBUG=INFO for details)", "unhandled cuda error", "turn off the NCCL transport that fails"),
    # xorbitsai/inference#2836 (https://github.com/xorbitsai/inference/issues/2836): retyped without the space
    ("VllM : NCCLerror: unhandled system error (run withNCCL DEBUG=INFo for details)", "unhandled system error",
     "give NCCL shared memory"),
])
def test_nccl_as_cupy_and_retyped_names_its_class(text, what, fix):
    d = explain(text).to_dict()
    assert d["message_kind"] == "nccl_error" and d["numbers"] == {"nccl_error": what}
    assert d["fixes"][0]["title"] == fix and not [f for f in d["fixes"] if f["flag"] in PLAN_LEVERS]


@pytest.mark.parametrize("text, repo_id", [
    # vllm#17877 (https://github.com/vllm-project/vllm/issues/17877), retyped by the reporter ('from', 'usee')
    ("Service error: huggingface_hub.errors.HFValidationError: Repo id must be in the from 'repo_name' or "
     "'namespace/repo_name': '/app/bge_m3'. usee 'repo_type' argument if needed", "/app/bge_m3"),
    # not in the fixtures: huggingface_hub 0.29.3 utils/_validators.py::validate_repo_id's other refusals
    ("huggingface_hub.errors.HFValidationError: Cannot have -- or .. in repo_id: '../models/qwen'.", "../models/qwen"),
    ("huggingface_hub.utils._validators.HFValidationError: Repo id must use alphanumeric chars or '-', '_', '.', '--' "
     "and '..' are forbidden, '-' and '.' cannot start or end the name, max length is 96: '/data/Qwen2.5-7B/'.",
     "/data/Qwen2.5-7B/"),
])
def test_any_hf_validation_error_is_a_model_path_that_names_nothing(text, repo_id):
    d = explain(text).to_dict()
    assert d["message_kind"] == "model_not_found" and d["diagnosis"]["cause"] == "model_not_found"
    assert d["numbers"].get("repo_id") == repo_id
    # wrapped before the id (a terminal or a re-flowed issue): the message goes on to it
    cut = text.rfind(" '")
    assert explain(text[:cut] + "\n" + text[cut + 1:]).to_dict()["numbers"].get("repo_id") == repo_id


@pytest.mark.parametrize("name", [
    "layers.0.attention.wk.weight",  # vllm#4989 (https://github.com/vllm-project/vllm/issues/4989), 0.4.2
    "layers.31.feed_forward.w2.weight",  # not in the fixtures: another key of llama.py's mistral_mapping (0.6.3)
])
def test_a_mistral_format_tensor_name_is_the_consolidated_file_read_beside_the_shards(name):
    text = ('  File "/x/vllm/model_executor/models/llama.py", line 415, in load_weights\n    param = params_dict[name]\n'
            f"KeyError: '{name}'")
    d = explain(text).to_dict()
    assert d["message_kind"] == "weight_loading_mismatch" and d["numbers"] == {"param_name": name}
    assert d["diagnosis"]["cause"] == "weight_loading_mismatch" and "Mistral's own format" in d["diagnosis"]["summary"]
    assert [f["title"] for f in d["fixes"]] == ["upgrade to vLLM 0.5.5 or newer",
                                                "remove consolidated.safetensors from the model folder"]


def test_every_fix_invariant_holds_for_the_fitted_rules_under_every_release():
    explain_module = importlib.import_module("kvroom.explain")
    texts = [t for t, *_ in ENVIRONMENT_DEATHS] + [
        "  File \"/x/llama.py\", line 415, in load_weights\nKeyError: 'layers.0.attention.wk.weight'",
        "cupy_backends.cuda.libs.nccl.NcclError: NCCL_ERROR_SYSTEM_ERROR: unhandled system error",
        "huggingface_hub.errors.HFValidationError: Cannot have -- or .. in repo_id: '../models/qwen'."]
    seen: list = []
    real = explain_module.propose

    def spy(situation):
        seen.append(situation)
        return real(situation)

    done = []
    with mock.patch.object(explain_module, "propose", spy):
        for i, text in enumerate(texts):
            for release in (None, *fi.RELEASES):
                seen.clear()
                e = explain_module.explain(text, vllm_version=release)
                done.append((f"fitted-{i}", str(release), e, seen[-1] if seen else None))
    found = fi.violations(done)
    problems = [p for name in fi.INVARIANTS for p in found.get(name, [])]
    assert not problems, "\n".join(problems[:20])
