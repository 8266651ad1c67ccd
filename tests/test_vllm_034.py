"""vLLM 0.34.0, a release newer than the ones whose KV sizing kvroom models (to 0.33.x): its wheel's flags, raise
sites, asserts, architectures and quantization methods are read into the tables (tools/gen_vllm_*.py over the
unpacked 0.34.0 wheel), and explain reads its wording. Message texts are 0.34.0's own templates
(vllm/v1/core/kv_cache_planning.py::_check_enough_kv_cache_memory, _more_kv_cache_memory_hint and
_auto_fit_max_model_len, 0.34.0 wheel) filled with figures in vLLM's own format (format_gib); no expected value is
computed by kvroom."""

from __future__ import annotations

import json
import os

import pytest

from kvroom.errors import InputError
from kvroom.explain import explain
from kvroom.core.releases import Release
from kvroom.logs import parse_text

DATA = os.path.join(os.path.dirname(__file__), "..", "src", "kvroom", "data")

HEAD = ("ValueError: To serve at least one request with the model's max seq len (262144), (24.0 GiB KV cache is "
        "needed, which is larger than the available KV cache memory (18.41 GiB). Based on the available memory, the "
        "estimated maximum model length is 200960. ")
SEE = "See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."
ALSO = "Decreasing `max_model_len` also reduces what is needed. "
ALL_AFTER_WARMUP = ("The extensible KV cache already takes all device memory left after the model, its activations, "
                    "CUDA graphs and warmup; decrease `max_model_len` or `max_num_seqs`, or the model needs a device "
                    "with more memory. CUDA graphs take less with fewer or smaller capture sizes in the compilation "
                    "config. ")
WITHIN = ("The KV cache gets what is left after the model and its activations within `gpu_memory_utilization`=0.85; "
          "increase it (with the extensible KV cache it defaults to 1.0) or decrease `max_model_len` or "
          "`max_num_seqs`. ")


def _d(text: str, **kw) -> dict:
    return explain(text, **kw).to_dict()


def _json(name: str) -> dict:
    with open(os.path.join(DATA, name), encoding="utf-8") as fh:
        return json.load(fh)


# --- the tables read from the 0.34.0 wheel
def test_the_flag_table_has_034_and_its_new_flag() -> None:
    flags = _json("vllm_flags.json")
    assert flags["sampled_releases"][-1] == "0.34.0"
    assert flags["wheels"]["0.34.0"].startswith("vllm-0.34.0-")
    runs = flags["flags"]["--enable-extensible-kv-cache"]  # config/cache.py enable_extensible_kv_cache (0.34.0)
    assert [r["releases"] for r in runs] == [["0.34.0", "0.34.0"]]
    assert _json("vllm_flags/index.json")["sampled_releases"][-1] == "0.34.0"


def test_the_raise_table_reads_034_and_keeps_every_older_span() -> None:
    doc = _json("vllm_raises.json")
    assert doc["releases"][-1] == "0.34.0"
    # a check new in 0.34.0 (config/compilation.py::CompilationConfig.__post_init__)
    assert any(site[2] == "0.34.0" and "encoder_cudagraph_max_token_budget must be positive" in site[4][0]
               for site in doc["sites"])


def test_architectures_and_quantization_methods_of_034() -> None:
    archs = _json("vllm_architectures.json")
    assert archs["releases_read"][-1] == "0.34.0"
    assert archs["architectures"]["ZayaForCausalLM"]["first"] == "0.34.0"  # registry.py (0.34.0; not in 0.33.0)
    assert archs["architectures"]["KeyeForConditionalGeneration"]["releases"][-1] == "0.33.0"  # gone in 0.34.0
    quant = _json("vllm_quantization_methods.json")
    assert quant["methods"]["fp_quant"]["releases"][-1] == "0.33.0"
    assert quant["methods"]["w4afp8"]["first"] == "0.34.0"


# --- the release: explain reads it, plan says why it does not model it
def test_plan_refuses_034_and_says_why() -> None:
    with pytest.raises(InputError, match="extensible KV cache after warm-up"):
        Release.parse("0.34.0")
    with pytest.raises(InputError, match="0.33.x; pick a release"):
        Release.parse("0.35.0")
    assert Release.newer_than_modelled("0.34.1") == "0.34.1" and Release.newer_than_modelled("0.33.0") is None


def test_the_034_wording_infers_the_release() -> None:
    rec = parse_text(HEAD + ALL_AFTER_WARMUP + ALSO + SEE)
    assert rec.message_kind == "kv_cache_too_small" and str(rec.vllm_version_range) == "0.34.0+"
    assert rec.extensible_kv_cache and rec.kv_sized_after_warmup and rec.gpu_memory_utilization == 1.0


def test_at_the_extensible_default_no_utilization_fix_and_graphs_are_the_lever() -> None:
    d = _d(HEAD + ALL_AFTER_WARMUP + ALSO + SEE)
    flags = [f["flag"] for f in d["fixes"]]
    assert "--gpu-memory-utilization" not in flags  # 1.0 already: there is no higher share
    assert "--enforce-eager" in flags and flags[0] == "--max-model-len"
    assert any("extensible" in line for line in d["explanation"])


def test_below_the_default_unsetting_the_cap_is_the_utilization_fix() -> None:
    d = _d(HEAD + WITHIN + ALSO + SEE)
    util = [f for f in d["fixes"] if f["flag"] == "--gpu-memory-utilization"]
    assert [f["value"] for f in util] == ["1.0"]
    assert "--enforce-eager" not in [f["flag"] for f in d["fixes"]]  # the check before warm-up: graphs are not in it


def test_a_034_banner_makes_unset_utilization_one_and_skips_the_core_recheck() -> None:
    log = ("INFO 11-20 10:00:00 [api_server.py:1] vLLM API server version 0.34.0\n"
           "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
           "initializing the engine (this flag also controls CPU memory reservation on the CPU backend, despite its "
           "name). " + SEE + "\n")
    d = _d(log, model="meta-llama/Llama-3.1-8B-Instruct")
    assert d["vllm_version"] == "0.34.0"
    assert not any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])  # unset is 1.0 on CUDA in 0.34
    assert any("newer than the releases" in line for line in d["explanation"])


def test_autofit_after_warmup_reads_as_extensible() -> None:
    text = ("ValueError: Cannot auto-fit max_model_len: not enough GPU memory available to serve even a single token. "
            "CUDA graph capture and warmup left no memory for the KV cache. Increase `gpu_memory_utilization`, reduce "
            "the memory CUDA graphs take (fewer or smaller capture sizes in the compilation config), or use more GPUs.")
    rec = parse_text(text)
    assert rec.message_kind == "no_kv_memory" and rec.kv_sized_after_warmup
    d = _d(text)
    assert "--enforce-eager" in [f["flag"] for f in d["fixes"]]
    assert not any(f["flag"] == "--gpu-memory-utilization" and float(f["value"]) < 1.0 for f in d["fixes"])


def test_explain_takes_vllm_version_034_and_names_it() -> None:
    d = _d(HEAD + WITHIN + ALSO + SEE, vllm_version="0.34.0")
    assert d["vllm_version"] == "0.34.0" and d["release_used"] == "0.33.0"


def test_a_034_image_line_is_read_with_034s_flags() -> None:
    # docker run ... vllm/vllm-openai:v0.34.0: the tag names the release, whose table has --enable-extensible-kv-cache
    # (a BooleanOptionalAction: --no-enable-extensible-kv-cache turns it off, config/cache.py 0.34.0)
    rec = parse_text("docker run --gpus all vllm/vllm-openai:v0.34.0 --model Qwen/Qwen3-8B "
                     "--no-enable-extensible-kv-cache --max-model-len 65536\n"
                     "INFO 11-20 10:00:00 [api_server.py:1] vLLM API server version 0.34.0\n"
                     "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` "
                     "when initializing the engine (this flag also controls CPU memory reservation on the CPU backend, "
                     "despite its name). " + SEE + "\n")
    assert rec.launch_args.get("enable_extensible_kv_cache") is False
    d = _d(rec)
    assert d["vllm_version"] == "0.34.0"
    # extensible off: the estimate-based sizing, whose default share is 0.92: a higher one is a lever again
    assert any(f["flag"] == "--gpu-memory-utilization" for f in d["fixes"])


def test_the_extensible_caches_capacity_lines() -> None:
    # 0.34.0's own lines (kv_cache_planning.py::_auto_fit_max_model_len, extensible_kv_cache.py::measure_kv_cache_blocks):
    # the first fit, tentative; the measurement after warm-up; the final length
    log = ("INFO 11-20 10:01:00 [kv_cache_planning.py:1470] Auto-fit max_model_len: reduced from 262144 to 180224 to "
           "fit in available KV cache memory (24.12 GiB GPU); the final length is set after CUDA graph capture and "
           "warmup\n"
           "INFO 11-20 10:02:10 [extensible_kv_cache.py:690] Memory after warmup: 22.4 GiB free, 0.06 GiB committed to "
           "the KV cache, 1.85 GiB kept for transient activations (1.85 GiB allocated at peak, 0.9 GiB of torch "
           "reservation growth); 1398 KV cache blocks (19.11 GiB) fit within the requested 79.19 GiB. Torch may "
           "reserve up to 23.02 GiB.\n"
           "INFO 11-20 10:02:10 [kv_cache_planning.py:1495] --max-model-len auto reduced max_model_len from 262144 to "
           "143104 (19.11 GiB GPU left for the KV cache after CUDA graph capture and warmup).\n")
    rec = parse_text(log)
    assert rec.message_kind is None and rec.extensible_kv_cache
    assert (rec.num_gpu_blocks, rec.autofit_from, rec.autofit_to) == (1398, 262144, 143104)
    assert str(rec.vllm_version_range) == "0.34.0+"
    d = _d(log)
    assert any("143,104" in line for line in d["explanation"])


def test_plan_of_a_034_image_says_what_to_do() -> None:
    from kvroom.launch.reader import read_launch

    with pytest.raises(InputError, match="image tag v0.34.0 is vLLM 0.34.0"):
        read_launch("docker run --gpus all vllm/vllm-openai:v0.34.0 --model m --max-model-len 4096",
                    vllm_version="0.33.0")
