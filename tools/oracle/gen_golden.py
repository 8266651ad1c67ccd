#!/usr/bin/env python3
"""Regenerate kvroom's oracle golden files from the REAL vLLM (0.32.0, CPU).

Every expected value under tests/golden/oracle/ is the output of
$ORACLE_SRC/vllm_oracle.py (vLLM's own config + KV-planning code); this script
only builds inputs, runs the oracle and trims absolute paths/timings.

  # 1. (re)build tests/golden/configs/<name>.json from the shared model catalog
  python3 tools/oracle/gen_golden.py configs
  # 2. run the oracle for every case without a golden file (2 in parallel)
  ORACLE_ROOT=~/.cache/vllm-oracle python3 tools/oracle/gen_golden.py run [--jobs 2]
        [--model NAME ...] [--case CASE_ID ...] [--force]
  # 3. rewrite tests/golden/oracle/INDEX.md
  python3 tools/oracle/gen_golden.py index

Environment: ORACLE_ROOT (venv at $ORACLE_ROOT/venv, tiny models at
$ORACLE_ROOT/models), ORACLE_SRC (dir holding vllm_oracle.py; default
/work/shared/oracle), KVROOM_SHARED (default /work/shared; data/models/*.json),
GOLDEN_MODELS (scratch dir for <name>/config.json copies; default
/tmp/kvroom-golden-models).

`run --fast` imports vllm once and forks a child per case
(tools/oracle/oracle_forkserver.py) that calls the unmodified
vllm_oracle.main(argv); each golden records `generated_via`. Eight cases
(dense, MLA, sliding, hybrid Mamba, page padding, auto-fit error, promotion
error) were regenerated both ways and gave byte-identical `result` objects.

A budget written NEED*<f> (or NEEDPOOL<k>) in cases.py is resolved from the oracle's own
bytes_needed_one_request_at_max_model_len of the probe case (same model and
flags, --kv-bytes PROBE); the probe is stored as a golden as well.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import copy
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
import cases as C  # noqa: E402

GOLDEN = Path(os.environ.get("GOLDEN_DIR", REPO / "tests" / "golden" / "oracle"))
CONFIGS = REPO / "tests" / "golden" / "configs"
ORACLE_ROOT = Path(os.environ.get("ORACLE_ROOT", Path.home() / ".cache" / "vllm-oracle"))
ORACLE_SRC = Path(os.environ.get("ORACLE_SRC", "/work/shared/oracle"))
SHARED = Path(os.environ.get("KVROOM_SHARED", "/work/shared"))
GMODELS = Path(os.environ.get("GOLDEN_MODELS", "/tmp/kvroom-golden-models"))
LOGS = Path(os.environ.get("GOLDEN_LOGS", "/tmp/kvroom-golden-logs"))

KEEP = ["ok", "error", "stage", "error_type", "vllm_version", "platform", "usage_context",
        "engine_args", "config", "model_runner", "num_kv_layers",
        "worker_block_size_after_backend_update", "layer_specs",
        "sum_max_memory_usage_bytes_per_layer", "available_kv_bytes",
        "available_kv_gib_str", "kv", "kv_helper_error", "num_blocks",
        "scheduler_block_size", "kv_cache_size_tokens", "max_concurrency",
        "final_max_model_len", "kv_cache_layout", "scheduler_groups",
        "kv_cache_tensor_bytes_total", "log_lines", "traceback_tail", "note"]

SLUG = {"--max-model-len": "mml", "--kv-bytes": "kv", "--kv-gib": "kvgib",
        "--block-size": "bs", "--kv-cache-dtype": "dt", "--tp": "tp",
        "--max-num-batched-tokens": "mnbt", "--max-num-seqs": "mns",
        "--usage-context": "uc", "--num-gpu-blocks-override": "ngbo",
        "--disable-hybrid-kv-cache-manager": "nohybrid",
        "--mamba-ssm-cache-dtype": "ssm", "--hf-overrides": "hfo"}
BOOL_FLAGS = {"--disable-hybrid-kv-cache-manager", "--per-layer", "--show-log",
              "--trust-remote-code"}


# ------------------------------------------------------------------ configs
def build_config(name: str) -> dict:
    src = C.MODELS[name]
    if src[0] == "inline":  # a small config written in the case list (tools/oracle/cases_families.py)
        return copy.deepcopy(src[1])
    if src[0] == "tiny":
        return json.loads((ORACLE_ROOT / "models" / src[1] / "config.json").read_text())
    entry = json.loads((SHARED / "data" / "models" / src[1]).read_text())
    cfg = copy.deepcopy(entry["config"])
    t = src[2]
    if t is not None:
        cfg = t(cfg, entry) if getattr(t, "needs_entry", False) else t(cfg)
    return cfg


def cmd_configs(a):
    CONFIGS.mkdir(parents=True, exist_ok=True)
    for name in (a.model or C.MODELS):
        cfg = build_config(name)
        (CONFIGS / f"{name}.json").write_text(json.dumps(cfg, indent=2, sort_keys=True) + "\n")
        print("wrote", CONFIGS / f"{name}.json")


def model_dir(name: str) -> Path:
    d = GMODELS / name
    d.mkdir(parents=True, exist_ok=True)
    src = CONFIGS / f"{name}.json"
    if not src.exists():
        raise SystemExit(f"missing {src}: run `gen_golden.py configs` first")
    (d / "config.json").write_text(src.read_text())
    return d


# ------------------------------------------------------------------ cases
def parse_flags(flags: list[str]) -> dict:
    out, i = {}, 0
    while i < len(flags):
        f = flags[i]
        if f in BOOL_FLAGS:
            out[f.lstrip("-")] = True
            i += 1
        else:
            out[f.lstrip("-")] = flags[i + 1]
            i += 2
    return out


def case_id(model: str, flags: list[str]) -> str:
    parts, i = [], 0
    while i < len(flags):
        f = flags[i]
        s = SLUG.get(f, f.lstrip("-").replace("-", ""))
        if f in BOOL_FLAGS:
            parts.append(s)
            i += 1
            continue
        v = str(flags[i + 1])
        if f == "--max-model-len" and v == "-1":
            v = "auto"
        if v == str(C.PROBE) and f == "--kv-bytes":
            v = "probe"
        v = (v.replace("NEEDPOOL", "needpool").replace("NEED*", "need")
             .replace(".", "p").replace("-", "m").replace("+", "p"))
        parts.append(f"{s}{re.sub(r'[^A-Za-z0-9_]', '', v)}")
        i += 2
    cid = model + "__" + ("_".join(parts) if parts else "default")
    pre = getattr(C, "CASE_PREFIX", {}).get((model, tuple(str(x) for x in flags)))
    return f"{pre}__{cid}" if pre else cid  # cases_random.py: rnd_<nnn>__<model>__...


def probe_flags(flags: list[str]) -> list[str]:
    out, i = [], 0
    while i < len(flags):
        f = flags[i]
        if f in BOOL_FLAGS:
            out.append(f)
            i += 1
        elif f in ("--kv-bytes", "--kv-gib"):
            i += 2
        else:
            out += [f, flags[i + 1]]
            i += 2
    return out + ["--kv-bytes", str(C.PROBE)]


def all_cases() -> list[tuple[str, list[str]]]:
    seen, out = set(), []
    for m, flags in C.CASES:
        flags = [str(x) for x in flags]
        lst = []
        if any(x.startswith("NEED") for x in flags):
            lst.append((m, probe_flags(flags)))
        lst.append((m, flags))
        for mm, ff in lst:
            cid = case_id(mm, ff)
            if cid not in seen:
                seen.add(cid)
                out.append((mm, ff))
    return out


def resolve(model: str, flags: list[str]) -> list[str] | None:
    if not any(x.startswith("NEED") for x in flags):
        return flags
    pid = case_id(model, probe_flags(flags))
    p = GOLDEN / f"{pid}.json"
    if not p.exists():
        return None
    res = json.loads(p.read_text())["result"]
    need = (res.get("kv") or {}).get("bytes_needed_one_request_at_max_model_len")
    pool = (res.get("kv") or {}).get("pool_bytes_per_block")
    if not need:
        return []  # probe failed: cannot resolve
    out = []
    for x in flags:
        if x.startswith("NEEDPOOL"):  # need + one pool block (the null block) + k
            x = str(need + pool + int(x[8:] or 0))
        elif x.startswith("NEED*"):
            x = str(int(float(x[5:]) * need))
        out.append(x)
    return out


# ------------------------------------------------------------------ running
def trim(res: dict, mdir: Path) -> dict:
    out = {k: res[k] for k in KEEP if k in res}
    s = json.dumps(out)
    s = s.replace(str(mdir), "$GOLDEN_MODELS/" + mdir.name)
    s = s.replace(str(ORACLE_ROOT), "$ORACLE_ROOT")
    return json.loads(s)


def run_one(model: str, flags: list[str], cid: str, unresolved: list[str]) -> str:
    mdir = model_dir(model)
    py = ORACLE_ROOT / "venv" / "bin" / "python"
    argv = [str(py), str(ORACLE_SRC / "vllm_oracle.py"), str(mdir)] + flags
    env = dict(os.environ)
    env.pop("VLLM_CPU_KVCACHE_SPACE", None)
    env.setdefault("OMP_NUM_THREADS", "1")  # 2 runs on 2 cores; no effect on results
    t0 = time.time()
    LOGS.mkdir(parents=True, exist_ok=True)
    with open(LOGS / f"{cid}.log", "w") as err:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=err, text=True,
                           env=env, timeout=600)
    return finish(model, flags, cid, unresolved, p.stdout, p.returncode,
                  time.time() - t0, "subprocess")


def finish(model, flags, cid, unresolved, stdout, returncode, dt, via) -> str:
    mdir = GMODELS / model
    class p:  # noqa: N801
        pass
    p.returncode = returncode
    try:
        res = json.loads(stdout)
    except json.JSONDecodeError:
        tail = (LOGS / f"{cid}.log").read_text().splitlines()[-15:]
        res = {"ok": False, "stage": "oracle_crashed", "error_type": "OracleCrash",
               "error": f"oracle exit {p.returncode}, no JSON", "traceback_tail": tail}
    command = " ".join(['"$ORACLE_ROOT"/venv/bin/python', '"$ORACLE_SRC"/vllm_oracle.py',
                        f'"$GOLDEN_MODELS"/{model}'] + [json.dumps(f) if " " in f or "{" in f
                                                       else f for f in flags])
    golden = {
        "case": cid,
        "model": model,
        "command": command,
        "command_env": {"ORACLE_SRC": "shared/oracle (the oracle script dir)",
                        "GOLDEN_MODELS": "scratch dir; $GOLDEN_MODELS/<model>/config.json "
                                         "is a copy of config_file"},
        "regenerate": f"ORACLE_ROOT=... python3 tools/oracle/gen_golden.py run --case {cid} --force",
        "config_file": f"tests/golden/configs/{model}.json",
        "args": parse_flags(flags),
        "args_as_written": parse_flags(unresolved) if unresolved != flags else None,
        "oracle_exit_code": p.returncode,
        "generated_via": via,
        "result": trim(res, mdir),
    }
    if golden["args_as_written"] is None:
        del golden["args_as_written"]
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / f"{cid}.json").write_text(json.dumps(golden, indent=1) + "\n")
    r = golden["result"]
    return (f"{cid}: rc={p.returncode} ok={r.get('ok')} stage={r.get('stage', '-')} "
            f"blocks={r.get('num_blocks')} {dt:.0f}s")


def run_batch_fast(jobs: list, njobs: int):
    """jobs: (model, resolved_flags, cid, unresolved). One `import vllm`, a fork
    per case (tools/oracle/oracle_forkserver.py); output parsed like run_one."""
    py = ORACLE_ROOT / "venv" / "bin" / "python"
    LOGS.mkdir(parents=True, exist_ok=True)
    tmp = LOGS / "out"
    tmp.mkdir(exist_ok=True)
    env = dict(os.environ)
    env.pop("VLLM_CPU_KVCACHE_SPACE", None)
    env.setdefault("OMP_NUM_THREADS", "1")
    byout = {}
    lines = []
    for m, f, cid, unres in jobs:
        mdir = model_dir(m)
        out = str(tmp / f"{cid}.json")
        byout[out] = (m, f, cid, unres, time.time())
        lines.append(json.dumps({"argv": [str(mdir)] + f, "out": out,
                                 "log": str(LOGS / f"{cid}.log")}))
    p = subprocess.Popen([str(py), str(HERE / "oracle_forkserver.py"), str(ORACLE_SRC),
                          str(njobs)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, env=env)
    p.stdin.write("\n".join(lines) + "\n")
    p.stdin.close()
    for line in p.stdout:
        d = json.loads(line)
        m, f, cid, unres, t0 = byout[d["out"]]
        try:
            txt = Path(d["out"]).read_text()
            print(finish(m, f, cid, unres, txt, d["rc"], time.time() - t0, "forkserver"),
                  flush=True)
        except Exception as e:
            print(f"{cid}: generator error {e!r}", flush=True)
    p.wait()


def cmd_run(a):
    todo = []
    for m, f in all_cases():
        cid = case_id(m, f)
        if a.model and m not in a.model:
            continue
        if a.case and cid not in a.case:
            continue
        if (GOLDEN / f"{cid}.json").exists() and not a.force:
            continue
        todo.append((m, f, cid))
    print(f"{len(todo)} cases to run", flush=True)
    # three phases for breadth first: probes, then NEED* budgets (resolved
    # from the probes), then the rest
    def phase_of(t):
        if any(x.startswith("NEED") for x in t[1]):
            return 1
        return 0 if t[2].endswith("kvprobe") else 2
    for phase in (0, 1, 2):
        batch = [t for t in todo if phase_of(t) == phase]
        if phase == 2:  # round-robin over models: breadth first
            per, order = {}, []
            for t in batch:
                per.setdefault(t[0], []).append(t)
            while any(per.values()):
                for m in list(per):
                    if per[m]:
                        order.append(per[m].pop(0))
            batch = order
        if a.fast:
            jobs = []
            for m, f, cid in batch:
                rf = resolve(m, f)
                if not rf:
                    print(f"{cid}: probe missing or failed, skipped", flush=True)
                    continue
                jobs.append((m, rf, cid, f))
            if jobs:
                run_batch_fast(jobs, a.jobs)
            continue
        with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            futs = {}
            for m, f, cid in batch:
                rf = resolve(m, f)
                if rf is None:
                    print(f"{cid}: probe missing, skipped", flush=True)
                    continue
                if rf == []:
                    print(f"{cid}: probe failed, skipped", flush=True)
                    continue
                futs[ex.submit(run_one, m, rf, cid, f)] = cid
            for fu in cf.as_completed(futs):
                try:
                    print(fu.result(), flush=True)
                except Exception as e:  # keep going
                    print(f"{futs[fu]}: generator error {e!r}", flush=True)


# ------------------------------------------------------------------ index
def _fmt(v):
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.4g}"
    return str(v)


def cmd_index(a):
    rows = []
    for p in sorted(GOLDEN.glob("*.json")):
        g = json.loads(p.read_text())
        r = g["result"]
        kv = r.get("kv") or {}
        args = " ".join(f"--{k}" if v is True else f"--{k} {v}" for k, v in g["args"].items())
        rows.append((g["model"], g["case"], args, r.get("ok"), r.get("stage", ""),
                     kv.get("bytes_needed_one_request_at_max_model_len"),
                     kv.get("estimated_max_model_len"), r.get("num_blocks"),
                     r.get("kv_cache_size_tokens"), r.get("max_concurrency"),
                     r.get("final_max_model_len") or (r.get("config") or {}).get("max_model_len"),
                     (r.get("error") or "")[:60].replace("|", "/").replace("\n", " ")))
    models = {}
    for row in rows:
        d = models.setdefault(row[0], [0, 0, 0])
        d[0] += 1
        d[1] += row[3] is True
        d[2] += bool(row[4])
    L = ["# Oracle golden cases (vLLM 0.32.0, CPU platform, function-level oracle)", "",
         "Generated by `python3 tools/oracle/gen_golden.py index`; every number is the "
         "oracle's output (see each JSON's `command`).", "",
         f"{len(rows)} cases, {len(models)} models.", "",
         "| model | cases | ok (fits) | failed before KV planning (stage) |", "|---|---|---|---|"]
    for m, (n, ok, st) in sorted(models.items()):
        L.append(f"| {m} | {n} | {ok} | {st} |")
    L += ["", "| model | args | ok | stage | needed bytes (1 req @ max_model_len) | estimated max_model_len | "
              "blocks | KV tokens | concurrency | max_model_len (final) | error (start) |",
          "|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        m, cid, args, ok, st, need, est, nb, tok, conc, mml, err = row
        L.append(f"| {m} | [`{args}`]({cid}.json) | {_fmt(ok)} | {st} | {_fmt(need)} | {_fmt(est)} | "
                 f"{_fmt(nb)} | {_fmt(tok)} | {_fmt(conc)} | {_fmt(mml)} | {err} |")
    (GOLDEN / "INDEX.md").write_text("\n".join(L) + "\n")
    print("wrote", GOLDEN / "INDEX.md", len(rows), "rows")


def cmd_list(a):
    cs = all_cases()
    for m, f in cs:
        print(case_id(m, f), " ".join(f))
    print(len(cs), "cases", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("configs")
    p.add_argument("--model", action="append")
    p.set_defaults(fn=cmd_configs)
    p = sub.add_parser("run")
    p.add_argument("--model", action="append")
    p.add_argument("--case", action="append")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--force", action="store_true")
    p.add_argument("--fast", action="store_true",
                   help="one `import vllm` + fork per case (oracle_forkserver.py)")
    p.set_defaults(fn=cmd_run)
    p = sub.add_parser("index")
    p.set_defaults(fn=cmd_index)
    p = sub.add_parser("list")
    p.set_defaults(fn=cmd_list)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
