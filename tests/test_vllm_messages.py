"""kvroom explain over vLLM's own startup-failure messages (issue 10), one case per catalog entry.

tests/golden/vllm_messages.json quotes each message's template as vLLM's source writes it, with the file::function and
the releases it was read in (tools/extract_vllm_messages.py over the 0.2.7-0.33.0 wheels; tools/build_vllm_messages.py
fills the examples). Expected kinds, numbers and fix directions come from what each check compares (``check``), never
from kvroom. The case id names the entry; the entry names file::function and release."""

from __future__ import annotations

import json
import os
import re

import pytest

from kvroom.explain import CAUSES, explain

CATALOG = json.load(open(os.path.join(os.path.dirname(__file__), "golden", "vllm_messages.json"), encoding="utf-8"))
ENTRIES = CATALOG["messages"]
_RULE = re.compile(r"^(?P<flag>[-A-Za-z0-9_.]+?)(?:(?P<op><=|>=|<|>|=)(?P<value>.+))?$")


def _first_number(value: str) -> float | None:
    m = re.search(r"-?\d+(?:\.\d+)?", value)
    return float(m.group()) if m else None


def matches(rule: str, fix: dict) -> bool:
    """``FLAG``, ``FLAG<=N`` (``>=``, ``<``, ``>``: the first number of the value), ``FLAG=VALUE``, ``title~WORDS``."""
    if rule.startswith("title~"):
        return rule[6:].lower() in (fix["title"] + " " + fix["detail"]).lower()
    m = _RULE.match(rule)
    assert m, rule
    if fix["flag"] != m["flag"]:
        return False
    op, want = m["op"], m["value"]
    if op is None:
        return True
    if op == "=":
        return fix["value"].split()[0] == want if fix["value"] else False
    got = _first_number(fix["value"])
    if got is None:
        return False
    w = float(want)
    return {"<=": got <= w, ">=": got >= w, "<": got < w, ">": got > w}[op]


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e['id']}@{e['release']}" for e in ENTRIES])
def test_vllm_message_is_recognized_with_its_kind_numbers_and_fix_direction(entry: dict) -> None:
    where = "; ".join(s["where"] for s in entry["sites"])
    result = explain(entry["example"], vllm_version=entry["release"]).to_dict()
    exp = entry["expected"]
    assert result["message_kind"] == exp["message_kind"], f"{entry['id']} ({where}, {entry['release']})"
    for name, value in exp["numbers"].items():
        assert result["numbers"].get(name) == value, (entry["id"], name, result["numbers"])
    assert result["diagnosis"] and result["diagnosis"]["cause"] in CAUSES
    fixes = result["fixes"]
    if exp.get("fix_any"):
        assert any(matches(r, f) for r in exp["fix_any"] for f in fixes), (entry["id"], [f["command"] for f in fixes])
    for rule in exp.get("fix_never", ()):
        wrong = [f["command"] for f in fixes if matches(rule, f)]
        assert not wrong, f"{entry['id']}: {rule} -> {wrong}"


def test_every_entry_quotes_a_template_read_in_the_release_of_its_example() -> None:
    for e in ENTRIES:
        assert e["sites"] and all(s["template"] and s["releases"] for s in e["sites"]), e["id"]
        assert e["release"] in e["releases"] and e["check"], e["id"]
    read = set(CATALOG["releases_read"])
    assert {"0.2.7", "0.3.3", "0.4.3", "0.5.5", "0.6.6", "0.8.5", "0.10.2", "0.11.0", "0.15.0", "0.20.0",
            "0.33.0"} <= read


def test_the_catalog_spans_old_middle_and_new_releases() -> None:
    examples = {e["release"] for e in ENTRIES}
    assert examples & {"0.2.7", "0.3.3", "0.4.3"} and examples & {"0.5.5", "0.6.6", "0.8.5", "0.10.2"}
    assert examples & {"0.20.0", "0.25.0", "0.33.0"}


def test_a_message_kind_the_readme_documents() -> None:
    readme = open(os.path.join(os.path.dirname(__file__), "..", "README.md"), encoding="utf-8").read()
    for kind in {e["expected"]["message_kind"] for e in ENTRIES}:
        assert f"| `{kind}` |" in readme, kind


def test_the_rule_reader_itself() -> None:
    fix = {"flag": "--tensor-parallel-size", "value": "4 --pipeline-parallel-size 2", "title": "all 8 GPUs",
           "detail": "TP 4 x PP 2"}
    assert matches("--tensor-parallel-size<=4", fix) and not matches("--tensor-parallel-size>4", fix)
    assert matches("--tensor-parallel-size=4", fix) and matches("title~8 gpus", fix)
    assert not matches("--max-model-len", fix)


def test_a_models_bare_head_assert_with_the_launch_keeps_the_gpus() -> None:
    # vllm/model_executor/models/chatglm.py::GLMAttention.__init__ (0.2.7-0.33.0): "assert self.total_num_kv_heads %
    # tp_size == 0"; the launch shows TP 4 -- the fixes stay within 4 GPUs (pipeline stages need no head split)
    text = ("python -m vllm.entrypoints.openai.api_server --model THUDM/chatglm3-6b --tensor-parallel-size 4\n"
            '  File "/usr/lib/python3/dist-packages/vllm/model_executor/models/chatglm.py", line 62, in __init__\n'
            "    assert self.total_num_kv_heads % tp_size == 0\nAssertionError")
    d = explain(text, vllm_version="0.6.6").to_dict()
    assert d["message_kind"] == "tp_not_divisible" and d["numbers"]["assert_size"] == "total_num_kv_heads"
    commands = [f["command"] for f in d["fixes"]]
    assert "--tensor-parallel-size 1 --pipeline-parallel-size 4" in commands
    assert not any(matches("--tensor-parallel-size>4", f) for f in d["fixes"])


def test_the_swap_space_warning_is_not_the_refusal() -> None:
    # CacheConfig.verify_with_parallel_config: above 40% of host memory only logger.warning("Possibly too large swap
    # space. %s", msg); the ValueError is above 70%
    text = ("WARNING 01-01 10:00:00 config.py:600] Possibly too large swap space. 16.00 GiB out of the 31.26 GiB total "
            "CPU memory is allocated for the swap space.")
    assert explain(text, vllm_version="0.6.6").record.message_kind is None


def test_an_assert_line_that_is_not_about_heads_is_not_read() -> None:
    text = "    assert self.block_size % tp_size == 0\nAssertionError"
    assert explain(text, vllm_version="0.6.6").record.message_kind is None


_PREFIXES = ("(EngineCore_DP0 pid=4242) ERROR 11-30 10:11:12 [core.py:708] ", "[rank0]: ",
             "ERROR 11-30 10:11:12 engine.py:387] ", "(VllmWorker rank=1 pid=77) ")
# the messages whose rows kvroom.logs gained with this catalog (their anchors are the message's first words and their
# ``end`` its last, so a terminal's wrap is re-joined); older rows' wraps are logs/'s general joining
_NEW_ROWS = [e for e in ENTRIES if "\n" not in e["example"]
             and e["baseline"]["message_kind"] != e["expected"]["message_kind"]]


def _read_as_expected(text: str, entry: dict) -> bool:
    d = explain(text, vllm_version=entry["release"]).to_dict()
    exp = entry["expected"]
    return d["message_kind"] == exp["message_kind"] and all(d["numbers"].get(k) == v for k, v in exp["numbers"].items())


@pytest.mark.parametrize("entry", [e for e in ENTRIES if "\n" not in e["example"]], ids=lambda e: e["id"])
def test_vllm_message_behind_a_worker_or_rank_prefix(entry: dict) -> None:
    for prefix in _PREFIXES:
        assert _read_as_expected(prefix + entry["example"], entry), (entry["id"], prefix)


@pytest.mark.parametrize("entry", _NEW_ROWS, ids=lambda e: e["id"])
def test_vllm_message_wrapped_by_a_terminal(entry: dict) -> None:
    import textwrap

    for width in (60, 80, 120):
        text = "\n".join(textwrap.wrap(entry["example"], width, break_long_words=True, break_on_hyphens=False))
        assert _read_as_expected(text, entry), (entry["id"], width)


def test_a_warm_up_oom_proposes_fewer_sequences_than_it_warmed_up() -> None:
    # v1/worker/gpu_model_runner.py::_dummy_run (0.10.2): num_reqs = min(num_tokens, max_num_reqs) -- the printed
    # count is the max_num_seqs in effect, so the fix goes below it, never to a default above it
    text = ("RuntimeError: CUDA out of memory occurred when warming up sampler with 32 dummy requests. Please try "
            "lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.")
    fixes = explain(text, vllm_version="0.10.2").to_dict()["fixes"]
    assert any(matches("--max-num-seqs<32", f) for f in fixes)
    assert not any(matches("--max-num-seqs>=32", f) for f in fixes)


def test_rays_placement_group_warning_is_the_cause_only_when_nothing_fails_after_it() -> None:
    # v1/executor/ray_utils.py::initialize_ray_cluster (0.12-0.33): without a placement group the same first sentence
    # is a logger.warning; vLLM then waits for the placement group (_wait_until_pg_ready) until "Cannot provide a
    # placement group ... within 1800 seconds". Round 21 (h-fit21, truss PR #1713): a log that stops there died of it;
    # any later failure is the cause instead (logs/builder.py _WEAK_MESSAGES)
    text = ("WARNING 12-01 10:00:00 [ray_utils.py:349] The number of required GPUs exceeds the total number of "
            "available GPUs in the placement group.")
    assert explain(text, vllm_version="0.20.0").record.message_kind == "tp_over_gpus"
    later = text + ("\nValueError: To serve at least one request with the models's max seq len (32768), (4.00 GiB KV "
                    "cache is needed, which is larger than the available KV cache memory (2.00 GiB).")
    assert explain(later, vllm_version="0.20.0").record.message_kind == "kv_cache_too_small"


def test_rays_refusal_keeps_the_pipeline_stages_within_the_gpus() -> None:
    text = ("python -m vllm.entrypoints.openai.api_server --model m --tensor-parallel-size 4 --pipeline-parallel-size 2 "
            "--distributed-executor-backend ray\nValueError: The number of required GPUs exceeds the total number of "
            "available GPUs in the placement group. Required number of devices: 8. Total number of devices: 4.")
    fixes = explain(text, vllm_version="0.10.2").to_dict()["fixes"]
    assert "--tensor-parallel-size 2 --pipeline-parallel-size 2" in [f["command"] for f in fixes]


@pytest.mark.parametrize("line", [
    # config/scheduler.py::SchedulerConfig.verify_max_model_len (0.12-0.33): a warning, vLLM goes on
    "WARNING 12-01 10:00:00 [scheduler.py:281] max_num_batched_tokens (65536) exceeds max_num_seqs * max_model_len "
    "(32768). This may lead to unexpected behavior.",
    # v1/executor/ray_utils.py (0.20): a warning before Ray tries the placement group
    "WARNING 12-01 10:00:00 [ray_utils.py:556] Tensor parallel size (8) exceeds available GPUs (4). This may result in "
    "Ray placement group allocation failures. Consider reducing tensor_parallel_size to 4 or less, or ensure your Ray "
    "cluster has 8 GPUs available.",
    # config/model.py (0.14+): a deprecated method allowed by --allow-deprecated-quantization
    "WARNING 12-01 10:00:00 [model.py:1020] The quantization method deepspeedfp is deprecated and will be removed in "
    "future versions of vLLM.",
])
def test_vllm_warnings_near_a_refusal_are_not_failures(line: str) -> None:
    assert explain(line, vllm_version="0.20.0").record.message_kind is None


def test_the_engine_config_lines_cudagraph_mode_is_not_a_message() -> None:
    # the config dump prints "<CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>": the lines after it (a paste without log
    # prefixes) are still read on their own
    text = ("Initializing a V1 LLM engine (v0.20.0) with config: model='Qwen/Qwen3-8B', max_seq_len=40960, "
            "compilation_config={'level': 3, 'cudagraph_mode': <CUDAGraphMode.FULL_AND_PIECEWISE: (2, 1)>}\n"
            "Available KV cache memory: 20.5 GiB\nGPU KV cache size: 149,248 tokens\n")
    record = explain(text, vllm_version="0.20.0").record
    assert record.message_kind is None and record.available_kv_gib == 20.5 and record.kv_cache_tokens == 149248


def test_the_extractor_reads_templates_as_the_source_writes_them(tmp_path) -> None:
    # tools/extract_vllm_messages.py on a tiny release tree: f-strings, concatenation, several raise arguments (printed
    # as a tuple), an assert's message; a message out of scope is left out
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "extract_vllm_messages", os.path.join(os.path.dirname(__file__), "..", "tools", "extract_vllm_messages.py"))
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    src = tmp_path / "9.9.9" / "vllm" / "config"
    src.mkdir(parents=True)
    (src / "scheduler.py").write_text(
        "class SchedulerConfig:\n"
        "    def verify(self, max_model_len):\n"
        "        if self.a:\n"
        "            raise ValueError(f'max_num_batched_tokens ({self.max_num_batched_tokens}) is smaller than '\n"
        "                             f'max_model_len ({max_model_len}).')\n"
        "        if self.b:\n"
        "            raise RuntimeError('Quantization scheme is not supported for ', f'the GPU. Min capability: {c}. ')\n"
        "        assert self.max_num_seqs > 0, 'max_num_seqs must be positive'\n"
        "        raise ValueError('unrelated tokenizer problem')\n")
    found = {m["template"]: m for m in tool.scan(str(tmp_path), "9.9.9")}
    key = "max_num_batched_tokens ({self.max_num_batched_tokens}) is smaller than max_model_len ({max_model_len})."
    assert found[key]["where"] == "vllm/config/scheduler.py::SchedulerConfig.verify"
    assert "('Quantization scheme is not supported for ', 'the GPU. Min capability: {c}. ')" in found
    assert found["max_num_seqs must be positive"]["site"] == "assert"
    assert not any("tokenizer" in t for t in found)


def test_inferred_releases_include_every_release_that_prints_the_wording() -> None:
    # without a banner, the wording's release range must hold the release the example was read in (e.g. the 0.5.5 and
    # 0.6.0 wheels already raise "... To allow overriding this maximum ..."; the spec's §1.5 starts at 0.6.3)
    from kvroom.logs.releases import ReleaseRange

    for e in ENTRIES:
        rng = explain(e["example"]).to_dict()["vllm_version_range"]
        assert rng is None or ReleaseRange.parse(rng).contains(e["release"]), (e["id"], rng)
    for release in ("0.5.5", "0.6.0"):
        text = ("ValueError: User-specified max_model_len (65536) is greater than the derived max_model_len "
                "(max_position_embeddings=32768 or model_max_length=None in model's config.json). This may lead to "
                "incorrect model outputs or CUDA errors. To allow overriding this maximum, set the env var "
                "VLLM_ALLOW_LONG_MAX_MODEL_LEN=1")
        assert ReleaseRange.parse(explain(text).to_dict()["vllm_version_range"]).contains(release)


@pytest.mark.parametrize("entry", [e for e in ENTRIES if "\n" not in e["example"]], ids=lambda e: e["id"])
def test_vllm_message_cut_short_keeps_what_is_left_and_the_fix_direction(entry: dict) -> None:
    # an issue title or a terminal cuts a message: what is read must still be right (the kind or nothing, the numbers
    # that are intact), and no fix may move a number the wrong way. Rules that name a lever (a bare flag, a title) are
    # left out: a cut may remove what tells them apart (the CPU backend's VLLM_CPU_KVCACHE_SPACE at the end)
    exp = entry["expected"]
    numeric = [r for r in exp.get("fix_never", ()) if re.search(r"<=|>=|<|>|=", r) and not r.startswith("title~")]
    for share in (0.5, 0.75):
        cut = entry["example"][: int(len(entry["example"]) * share)].rsplit(" ", 1)[0]
        d = explain(cut, vllm_version=entry["release"]).to_dict()
        # the kind, nothing, or the check named by its raise site (logs/raises.py: the cut text is still that site's)
        assert d["message_kind"] in (exp["message_kind"], None, "vllm_check_failed"), (entry["id"], share,
                                                                                     d["message_kind"])
        for name, value in d["numbers"].items():
            if name in exp["numbers"]:
                assert value == exp["numbers"][name], (entry["id"], share, name, value)
        for rule in numeric:
            assert not any(matches(rule, f) for f in d["fixes"]), (entry["id"], share, rule)
