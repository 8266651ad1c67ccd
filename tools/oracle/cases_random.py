"""Randomized oracle sweep: ~200 SEEDED random flag combinations over the committed configs in
tests/golden/configs/ (every family the oracle can build: dense, GQA/MQA, MoE, MLA, sliding, gemma 2/3, gpt-oss,
chunked-local Llama-4 text, Mamba / linear-attention hybrids, Falcon / GPT-2 / ...). Merged into cases.CASES by
cases.py; every golden is named `rnd_<nnn>__<model>__<flags>` (gen_golden.case_id reads CASE_PREFIX), including the
`--kv-bytes PROBE` probe a NEED*<f> / NEEDPOOL<k> budget is resolved from.

Deterministic: one random.Random(seed) per entry of SEEDS = (20260032, 20260033), N_CASES draws each, numbered
rnd_000..rnd_199 then rnd_200..rnd_399 (append a seed to draw a NEW sweep; never change the existing ones, the
committed goldens are their draws). Nothing here is an expected value: expected values are the oracle's output.

Models left out: the multimodal fam_* configs (the CPU oracle cannot inspect them, torchvision is removed), fam_mpt
(refused by vLLM 0.32 at config time), gpt_oss_20b_mxfp4 / deepseek_v3_fp8cfg (the oracle fails at model init).
"""
from __future__ import annotations

import json
import random
from pathlib import Path

SEEDS = (20260032, 20260033)
N_CASES = 200
PROBE = 274877906944  # 256 GiB (same probe budget as cases.PROBE)
CONFIGS = Path(__file__).resolve().parent.parent.parent / "tests" / "golden" / "configs"

EXCLUDE = {"fam_mpt", "fam_qwen2_vl", "fam_qwen3_vl", "fam_qwen3_vl_moe", "fam_mistral3", "fam_llava",
           "gpt_oss_20b_mxfp4", "deepseek_v3_fp8cfg"}
HYBRID = {"qwen3_next_80b", "nemotron_nano_9b_v2", "jamba_mini", "tiny_granite_hybrid", "tiny_nemotron_h_hybrid",
          "tiny_qwen3_next", "fam_mamba", "fam_mamba2", "fam_lfm2"}
SHORTHAND = (1000, 2000, 4000, 4096, 8000, 8192, 16000, 16384, 32000, 32768, 64000, 65536, 100000, 128000, 131072)


def _get(cfg: dict, *keys):
    """First of keys in the config or its text_config (only to bias the draw, never an expected value)."""
    for d in (cfg, cfg.get("text_config") or {}):
        for k in keys:
            if d.get(k) is not None:
                return d[k]
    return None


def _lengths(rng: random.Random, derived: int) -> list[str]:
    r = rng.random()
    if r < 0.30:
        return []  # the derived length
    if r < 0.45:
        return ["--max-model-len", "-1"]  # auto-fit
    if r < 0.70:
        return ["--max-model-len", str(rng.randint(1, derived))]  # mostly not a multiple of 16
    if r < 0.90:
        cands = [x for x in SHORTHAND if x <= derived] or [derived]
        return ["--max-model-len", str(rng.choice(cands))]
    if r < 0.96:
        return ["--max-model-len", str(rng.randint(1, 300))]
    return ["--max-model-len", str(derived + rng.choice((1, 15, 16, derived)))]  # above derived: refused


def _budget(rng: random.Random) -> list[str]:
    r = rng.random()
    if r < 0.40:
        return ["--kv-bytes", f"NEED*{rng.uniform(0.3, 1.5):.3f}"]
    if r < 0.45:
        return ["--kv-bytes", f"NEEDPOOL{rng.choice((0, -1, 1, 4095)):+d}"]
    if r < 0.60:  # tiny: a few pages at most
        return ["--kv-bytes", str(int(10 ** rng.uniform(3, 8)))]
    return ["--kv-bytes", str(int(10 ** rng.uniform(8, 11.7)) | 1)]  # odd values


def _case(rng: random.Random, model: str, cfg: dict) -> list[str]:
    heads = _get(cfg, "num_attention_heads", "n_head", "n_heads")
    derived = _get(cfg, "max_position_embeddings", "n_positions", "max_seq_len") or 131072
    flags = _lengths(rng, int(derived))
    if rng.random() < 0.55:
        flags += ["--block-size", str(rng.choice((16, 32, 48, 64, 96, 128, 256)))]
    r = rng.random()
    if r < 0.40:
        flags += ["--kv-cache-dtype", rng.choice(("auto", "fp8", "fp8_e4m3", "fp8_e5m2"))]
    if rng.random() < 0.45:
        ok = [t for t in (2, 4, 8, 16) if heads and heads % t == 0]
        tp = rng.choice(ok) if ok and rng.random() < 0.85 else rng.choice((2, 4, 8, 16))
        flags += ["--tp", str(tp)]
    if rng.random() < 0.45:
        flags += ["--max-num-batched-tokens", str(rng.choice((512, 2048, 8192, 100000)))]
    if rng.random() < 0.35:
        flags += ["--max-num-seqs", str(rng.choice((1, 4, 256)))]
    if rng.random() < 0.45:
        flags += ["--usage-context", rng.choice(("none", "llm", "server"))]
    if rng.random() < 0.05:
        flags += ["--num-gpu-blocks-override", str(rng.choice((1, 2, 7, 100, 1000, 4321)))]
    sliding = bool(_get(cfg, "sliding_window", "attention_chunk_size", "layer_types"))
    if rng.random() < (0.15 if model in HYBRID else 0.30 if sliding else 0.08):
        flags.append("--disable-hybrid-kv-cache-manager")
    if model in HYBRID and rng.random() < 0.40:
        flags += ["--mamba-ssm-cache-dtype", rng.choice(("auto", "float32", "bfloat16", "float16"))]
    return flags + _budget(rng)


def _probe(flags: list[str]) -> list[str]:
    """gen_golden.probe_flags (same output): the flags without the budget, plus --kv-bytes PROBE."""
    out, i = [], 0
    while i < len(flags):
        if flags[i] == "--disable-hybrid-kv-cache-manager":
            out.append(flags[i])
            i += 1
        elif flags[i] in ("--kv-bytes", "--kv-gib"):
            i += 2
        else:
            out += flags[i:i + 2]
            i += 2
    return out + ["--kv-bytes", str(PROBE)]


def _draw(seed: int, first: int, cases: list, prefix: dict) -> None:
    rng = random.Random(seed)
    models = sorted(p.stem for p in CONFIGS.glob("*.json") if p.stem not in EXCLUDE)
    cfgs = {m: json.loads((CONFIGS / f"{m}.json").read_text()) for m in models}
    order = []
    for n in range(first, first + N_CASES):
        if not order:  # every model once per round, random order: breadth first
            order = models[:]
            rng.shuffle(order)
        m = order.pop()
        flags = _case(rng, m, cfgs[m])
        tag = f"rnd_{n:03d}"
        cases.append((m, flags))
        prefix[(m, tuple(flags))] = tag
        if any(x.startswith("NEED") for x in flags):
            prefix.setdefault((m, tuple(_probe(flags))), tag)


CASES: list = []
CASE_PREFIX: dict = {}
for _i, _seed in enumerate(SEEDS):
    _draw(_seed, _i * N_CASES, CASES, CASE_PREFIX)
