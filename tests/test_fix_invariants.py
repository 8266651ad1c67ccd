"""Issue 10 item 3: no fix kvroom explain proposes is wrong for that user, checked over every real log and its
variants (tests/fix_invariants.py says which logs, which variants and which rules, each cited to vLLM).

Each invariant is one test over the same runs (computed once). The checks themselves are tested first on
hand-made fixes that break each rule, so an invariant that passes is one that could have failed."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import fix_invariants as fi
from kvroom.core.releases import Release


@pytest.fixture(scope="module")
def done():
    return list(fi.runs())


@pytest.fixture(scope="module")
def found(done):
    return fi.violations(done)


@pytest.mark.parametrize("name", fi.INVARIANTS)
def test_invariant_holds_over_every_real_log_and_variant(found, name):
    problems = found.get(name, [])
    assert not problems, f"{len(problems)} violations of {name}:\n" + "\n".join(problems[:25])


def test_the_runs_reach_every_kind_of_fix(done):
    """The variants must exercise the rules: fixes of every lever the invariants speak about are proposed."""
    flags, kinds, runs = set(), set(), 0
    for _case, _variant, e, _s in done:
        runs += 1
        kinds.add(e.record.message_kind)
        flags.update(f.flag for f in e.fixes)
    assert runs > 3000
    assert {"--gpu-memory-utilization", "--tensor-parallel-size", "--max-model-len", "--kv-cache-dtype",
            "--cpu-offload-gb", "--enforce-eager", "--max-num-seqs", "--max-num-batched-tokens", "--model",
            "VLLM_ALLOW_LONG_MAX_MODEL_LEN"} <= flags
    assert {"kv_cache_too_small", "kv_cache_too_small_v0", "no_kv_memory", "free_memory_low", "oom_loading",
            "oom_profiling", "oom_cuda_graph", "tp_not_divisible", "max_len_over_derived", "mamba_blocks"} <= kinds
    assert not fi.BLIND_NOT_YET & {c.get("batch") for c in _wild_batches()}


def _wild_batches():
    import json

    for path in (fi.ROOT / "golden" / "wild").glob("*.json"):
        case = json.loads(path.read_text())
        if case.get("batch") not in fi.BLIND_NOT_YET:
            yield case


# ----------------------------------------------------------------------------------------- the checks can fail

def _fix(flag, value, title="t", detail="d"):
    command = f"{flag}={value}" if flag.isupper() else (f"{flag} {value}" if value else flag)
    return {"flag": flag, "value": value, "title": title, "detail": detail, "command": command,
            "resulting_max_model_len": None}


def _situation(**kw):
    base = dict(kind="kv_cache_too_small", utilization_in_log=None, free_bytes=None, total_bytes=None, gpus_seen=None,
                num_attention_heads=None, model=None, tensor_parallel_size=1, pipeline_parallel_size=1,
                divided_size=None, kv_cache_dtype=None, enforce_eager=None, dtype=None, quantization=None,
                max_model_len=None, max_num_seqs=None, request=None, estimate=None, max_kv_tokens=None,
                available_bytes=None, derived_max_model_len=None, cause="kv_too_small", platform="cuda",
                release=Release.parse("0.10.2"))
    return SimpleNamespace(**(base | kw))


def _explanation(release="0.10.2", **record):
    rec = dict(max_num_batched_tokens=None) | record
    return SimpleNamespace(release=Release.parse(release, oldest=(0, 2, 0)), launch=None, record=SimpleNamespace(**rec))


def _d(*fixes, explanation=()):
    return {"fixes": list(fixes), "explanation": list(explanation), "message_kind": "x"}


def test_utilization_check_fires():
    s = _situation(utilization_in_log=0.9, free_bytes=20 * fi.GIB, total_bytes=24 * fi.GIB)
    e = _explanation()
    assert fi.check_utilization(e, _d(_fix("--gpu-memory-utilization", "0.90")), s)  # not above the 0.9 shown
    assert fi.check_utilization(e, _d(_fix("--gpu-memory-utilization", "0.95")), s)  # 22.8 GiB with 20 free
    assert fi.check_utilization(e, _d(_fix("--gpu-memory-utilization", "1.05")), _situation())
    # none shown: the release default (0.92 from 0.20, vllm/config/cache.py)
    assert fi.check_utilization(_explanation("0.20.0"), _d(_fix("--gpu-memory-utilization", "0.91")), _situation())
    assert not fi.check_utilization(e, _d(_fix("--gpu-memory-utilization", "0.83")),
                                    _situation(utilization_in_log=0.8, free_bytes=20 * fi.GIB, total_bytes=24 * fi.GIB))


def test_parallel_check_fires():
    e = _explanation()
    assert fi.check_parallel(e, _d(_fix("--tensor-parallel-size", "4", "spread over 4 of your GPUs")),
                             _situation(gpus_seen=2))
    assert not fi.check_parallel(e, _d(_fix("--tensor-parallel-size", "4", "add GPUs (tensor parallel over 4)")),
                                 _situation(gpus_seen=2))
    assert fi.check_parallel(e, _d(_fix("--tensor-parallel-size", "16", "add GPUs")), _situation(num_attention_heads=40))
    assert fi.check_parallel(e, _d(_fix("--tensor-parallel-size", "2 --pipeline-parallel-size 4", "all")),
                             _situation(gpus_seen=4))


def test_in_use_check_fires():
    e = _explanation()
    assert fi.check_in_use(e, _d(_fix("--kv-cache-dtype", "fp8")), _situation(kv_cache_dtype="fp8_e4m3"))
    assert fi.check_in_use(e, _d(_fix("--enforce-eager", "")), _situation(enforce_eager=True))
    assert fi.check_in_use(e, _d(_fix("--max-model-len", "8192")), _situation(max_model_len=8192))
    assert fi.check_in_use(e, _d(_fix("--max-num-seqs", "1")), _situation(max_num_seqs=1))
    assert fi.check_in_use(_explanation(max_num_batched_tokens=1024), _d(_fix("--max-num-batched-tokens", "2048")),
                           _situation())
    assert fi.check_in_use(e, _d(_fix("--model", "<an FP8 or 4-bit checkpoint>")), _situation(quantization="awq"))


def test_flag_exists_check_fires():
    assert fi.check_flag_exists(_explanation("0.10.2"), _d(_fix("--attention-backend", "FLASH_ATTN")), _situation())
    assert fi.check_flag_exists(_explanation("0.15.0"), _d(_fix("VLLM_ATTENTION_BACKEND", "FLASH_ATTN")), _situation())
    assert fi.check_flag_exists(_explanation("0.10.2"), _d(_fix("--max-model-len", "auto")), _situation())
    assert fi.check_flag_exists(_explanation("0.4.3"), _d(_fix("--cpu-offload-gb", "4")), _situation())
    assert fi.check_flag_exists(_explanation("0.5.0"), _d(_fix("--pipeline-parallel-size", "2")), _situation())
    assert fi.check_flag_exists(_explanation("0.5.3"), _d(_fix("VLLM_ALLOW_LONG_MAX_MODEL_LEN", "1")), _situation())
    # V0 without chunked prefill refuses a token budget below max_model_len (SchedulerConfig._verify_args)
    assert fi.check_flag_exists(_explanation("0.6.3"), _d(_fix("--max-num-batched-tokens", "2048")),
                                _situation(max_model_len=8192, request=None))
    assert not fi.check_flag_exists(_explanation("0.14.0"), _d(_fix("--max-model-len", "auto")), _situation())


def test_max_model_len_check_fires():
    e = _explanation()
    assert fi.check_max_model_len(e, _d(_fix("--max-model-len", "9000")), _situation(estimate=8960))
    assert fi.check_max_model_len(e, _d(_fix("--max-model-len", "2000")),
                                  _situation(kind="kv_cache_too_small_v0", max_kv_tokens=1984))
    far = _fix("--max-model-len", "1000")
    assert fi.check_max_model_len(e, _d(far, _fix("--kv-cache-dtype", "fp8")), _situation(max_model_len=32768))
    assert not fi.check_max_model_len(e, _d(_fix("--kv-cache-dtype", "fp8"), far), _situation(max_model_len=32768))


def test_format_check_fires():
    e = _explanation()
    assert fi.check_format(e, _d(_fix("--x", "1", detail="adds 0.722470703125 GiB")), None)
    assert fi.check_format(e, _d(_fix("--x", "1", detail="adds 1.234 GiB")), None)
    assert fi.check_format(e, _d(explanation=["the config allows 8,192 tokens (None)."]), None)
    assert fi.check_format(e, _d(_fix("--gpu-memory-utilization", "0.9")), None)
    assert not fi.check_format(e, _d(_fix("--x", "1", detail="positions beyond it give nan (RoPE); 1.25 GiB")), None)


def test_direction_check_fires():
    e = _explanation()
    assert fi.check_direction(e, _d(_fix("--gpu-memory-utilization", "0.95")),
                              _situation(kind="oom_loading", cause="weights_do_not_fit"))
    assert fi.check_direction(e, _d(_fix("--gpu-memory-utilization", "0.80")), _situation(kind="kv_cache_too_small"))
    assert fi.check_direction(e, _d(_fix("--max-model-len", "4096")),
                              _situation(kind="oom_loading", cause="weights_do_not_fit"))
    assert fi.check_direction(e, _d(_fix("--enforce-eager", "")), _situation(kind="kv_cache_too_small"))
    assert not fi.check_direction(_explanation("0.20.0"), _d(_fix("--enforce-eager", "")),
                                  _situation(kind="kv_cache_too_small"))
