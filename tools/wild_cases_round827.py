"""Round-827 blind batch: NAMED LEADS, THIRTEENTH LIST (nexstacksg/dgx-spark README.md at eddb1bb4, KIntegrated/
vllm-gfx906-mobydick tools/gfx906/run-vllm.sh at 87be95c8, the hainguyenvie TeleQnA script (find_string id
70295823562), find_string ids 68750912884 and 58522173492); collected by helper wild827 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round827-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (README's message_kind table and diagnosis.cause list, and earlier fixtures for the labels and `numbers` keys).
Excerpts are the text as the stored file shows it; the author's own diagnosis and the fix are left out of the excerpt
where the text allows it (see each note).

Look-ups: 20 of the 40 allowed (the session's 40 are shared by 2 collectors): nexstacksg 2 (read_file README at
eddb1bb4, its second page), mobydick 3 (read_file run-vllm.sh at 87be95c8, its second page, find_string 'GDN
decode-first invariant violated'; a fetch refused: 'No snapshot of that repository can be had here' = 4), TeleQnA 6
(read_file id 70295823562, find_files repo=hainguyenvie/telelogs ext py, find_files under infra/teleqna, read_file
telelogs run_122b_eval.sh (an EARLIER 4,615-char version without the failure comments), read_file of that id,
find_files path infra/teleqna/sft/run_122b_eval.sh -> a second repository hainguyenvie/teleqna, read_file there at
b0591c49 = id 70295823562 confirmed: 7 in all), 68750912884 3 (read_file, a code search, a pages search), 58522173492
3 (read_file twice, find_repos 'xinyuwei', find_repos 'speculative-decoding-for' = 4). No device.

4 cases:
- nexstacksg-dgx-spark-qwen38-boot-flashinfer-mm-fp4-op-missing-nvcc-not-on-systemd-path: Qwen3.8-27B NVFP4 on a
  DGX Spark GB10, vLLM 0.29.0 as a systemd user service started by linger before GNOME login: the first start after
  every reboot dies in memory profiling with "AttributeError: '_OpNamespace' 'vllm' object has no attribute
  'flashinfer_mm_fp4'" / "Engine core initialization failed."; cause: /usr/local/cuda/bin (nvcc) not on the boot-time
  user manager's PATH, so vLLM's FlashInfer check fails and the custom op is never registered while the cached AOT
  graph still calls it; fix: the serve scripts export /usr/local/cuda/bin.
- vllm-gfx906-mobydick-run-vllm-rccl-allgather-ncclint8-nccl-algo-tree-invalid-usage: 4x gfx906 TP=4 with MTP k=3 on
  the gfx906 fork, NCCL_ALGO=Tree NCCL_PROTO=LL NCCL_MAX_NCHANNELS=1 copied from another box's TP4 profile: every boot
  died at profile_run with RCCL's "invalid usage / no algorithm/protocol available for function AllGather with
  datatype ncclInt8. NCCL_ALGO was set to Tree."; fix: the envelope off (NCCL_ENVELOPE=0, RCCL defaults; measured
  later: Tree alone was the killer, AllGather has no Tree kernel in this RCCL).
- teleqna-run-122b-eval-qwen35-122b-bf16-tp2-nightly-ninja-not-on-path: Qwen3.5-122B-A10B BF16 at TP=2 through an
  eval script on a vLLM nightly venv called by absolute path: "RuntimeError: Worker failed with error '[Errno 2] No
  such file or directory: 'ninja''"; fix: venv/bin ahead of PATH.
- teleqna-run-122b-eval-qwen35-122b-bf16-tp2-custom-all-reduce-164-invalid-argument: the same launch's second attempt:
  "Failed: Cuda error csrc/custom_all_reduce.cuh:164 'invalid argument'" inside determine_available_memory; the
  author's diagnosis: custom all-reduce's CUDA IPC buffer sharing restricted in the container; fix:
  disable_custom_all_reduce=true plus VLLM_ALLREDUCE_USE_SYMM_MEM=0 (NCCL over the same NVLink).

How mined: these are the leads' named events; every repository was grepped (by name, not only by id) in
USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' files, and claimed in CLAIMS.txt before writing. nexstacksg and
mobydick each had one case in round 825 (so each now has 2; nothing more is left in either file that qualifies, see
below). hainguyenvie/teleqna is a new repository (the file is NOT in hainguyenvie/telelogs at the stored version);
its third event (Mamba 1024 over 466) is left for a later round because of the 2-per-repository cap.

Sources given up (for the lead, not cases):
- nexstacksg/dgx-spark README, the health-check event (2026-08-22: the health check restarted qwen38.service during
  its 9-minute load; the kill landed in FastAPI route registration and surfaced as 'SchemaError: Error building
  "literal" validator: / KeyboardInterrupt: terminated'; fix: a startup grace period longer than a cold start, 1800 s):
  the error line and cause are there, but no README diagnosis.cause value names 'killed by an outside supervisor during
  start-up' (it is neither a dependency conflict nor a vLLM failure); a case would need a new cause. Worth a lead's
  look as a negative test (kvroom must not call it a pydantic / fastapi version mismatch).
- KIntegrated/vllm-gfx906-mobydick, 'AssertionError: GDN decode-first invariant violated: non-spec decodes not first':
  the fork's OWN guard (commit 233e8f202b, vllm/v1/attention/backends/gdn_attn.py:385 in the fork), fired at request
  time by mixed prefill+decode / FULL-cudagraph padded batches (the fork's DEVLOG-gdn-mixed-decode.md, 2026-09-28, and
  a P2P devlog, find_string ids 70417117188 / 70853389287 / 71109274743); not one of vLLM's messages and not a
  launch failure -> not a case. The lead's note said --no-async-scheduling; the stored devlogs say the fix was the
  fork's own GDN-2 patch (the ramp check counting padded zero-length rows).
- hainguyenvie/teleqna run_122b_eval.sh, third event: 'ValueError: max_num_seqs (1024) exceeds available Mamba cache
  blocks (466).' -> max_num_seqs 256 via --engine-kwargs (TP=2, 0.95, max_model_len 8192). Good; over the
  2-per-repository cap this round.
- 68750912884 (a Chinese blog post in Markdown with Astro/fuwari front matter, '从零训练到上线：一个 27B 混合架构模型的四天
  流水账', 2026-08-22: Qwen3.8-27B LoRA on 4x RTX PRO 6000 96GB, vLLM 0.27.1: 'max_num_seqs (1024) exceeds available
  Mamba cache blocks (630)' -> --max-num-seqs 600; the same post has 'AssertionError: duplicate template name' (torch
  2.13 inductor vs vLLM's env_override.py, patched) and FlashInfer 'SM 12.x requires CUDA >= 12.9' (CUDA_HOME to pip's
  nvidia-cuda-nvcc 13.3)): NOT tied. The text names no repository or path; a code search and a pages search on the
  title found nothing. Tie it with find_files on a guessed posts path only if the repository name turns up.
- 58522173492 (README_CN of a speculative-decoding guide by 魏新宇 / Xinyu Wei, Microsoft AI GBB: H100 NVL 96GB, vLLM
  0.21.0, Qwen/Qwen3.6-27B bf16 native MTP / DFlash): NOT tied (find_repos 'xinyuwei' lists david-xinyuwei/david-share
  (2,111 file versions) and xinyuwei-david/* but no speculative-decoding repository; the guide may be a folder of
  david-share). Also weak as a case: the Mamba error appears only in a troubleshooting table cell WITHOUT the number
  ('vLLM `max_num_seqs (1024) exceeds available Mamba cache blocks`'), the 468 is in the root-cause cell; the same
  table has DFlash 'KV cache memory (26.74 GiB) < required (27.69 GiB)' at 262K -> --max-model-len 252000 and
  'DeepGEMM backend is not available or outdated' -> VLLM_DEEP_GEMM_WARMUP=skip.

Judgement calls for the lead:
1. nexstacksg flashinfer_mm_fp4: no README row names the 'vllm' op namespace (torch_abi_mismatch's row names
   "'_OpNamespace' '_C' object has no attribute ..." = vllm._C not loaded, which is not this: the op is one vLLM
   registers in Python only when FlashInfer is usable). The error is torch's _ops.py AttributeError, not one of
   vLLM's raise texts, so kind is None. Cause triton_compiler_missing (the row's "FlashInfer's JIT without nvcc": nvcc
   missing from PATH is what made vLLM's has_flashinfer check fail); torch_compile_error is the alternative (a cached
   AOT graph calling an op that this start never registered; the README itself says a stale torch-compile cache is the
   other producer of the same error, failing on every attempt). release 0.29.0: the diagnosis is dated 2026-09-09, the
   day the agent server moved to 0.29.0; the same crash-then-retry pattern is in the 2026-09-02 boot log (the nightly).
2. mobydick ncclInt8: the text is a committed launcher's comment, not a thread. Excerpt: the file's header note and
   model / hardware lines, HIP_VISIBLE_DEVICES, the NCCL block's 'History' paragraph (the env it copied) and its error
   paragraph up to the quoted error, then ('# [...]') TP=4 and SPEC_DEFAULT; the block's heading ('DEFAULT OFF, DO NOT
   re-enable Tree+LL here'), its 'Root cause' / 'MEASURED 2026-09-25' paragraphs and the NCCL_ENVELOPE code are left
   out. Fork of vLLM on ROCm (RCCL); release not stated in the file.
3. teleqna: the two cases share one file and one launch; each excerpt keeps the script's header and code but only its
   own failure's comment (the other failures' comments, and the lines that carry later fixes -- the
   VLLM_ALLREDUCE_USE_SYMM_MEM export, the Mamba comment, ENGINE_KWARGS -- are left out; for the ninja case the PATH
   export, its fix, too). gpu not named: '125.1GB each against 143.77GB' is an H200-class card; gpus 8 (the pod has
   /dev/nvidia0..7), the launch uses cards 1,5.
4. teleqna custom all-reduce: kind allocator_config_incompatible (README: custom_all_reduce.cuh:N 'invalid argument'),
   cause custom_allreduce_unsupported per the author's own diagnosis (CUDA IPC restricted in the container; P2P and
   NVLink are fine). BUT the same script exports PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, which README and
   vllm PR #56193 tie to exactly this 'invalid argument' in custom all-reduce; the lead may prefer cause
   allocator_config_incompatible. The fix (custom all-reduce off) is the same either way.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round827-blind")
case = BATCH.case

_NEX_URL = "https://github.com/nexstacksg/dgx-spark/blob/eddb1bb4e43f8342c45fa60a1979b5a6c30ab563/README.md"
_MOBY_URL = ("https://github.com/KIntegrated/vllm-gfx906-mobydick/blob/87be95c8d681069367e007170071fdcb2fd76aff/"
             "tools/gfx906/run-vllm.sh")
_TQ_URL = ("https://github.com/hainguyenvie/teleqna/blob/b0591c499ee45d6f0258fec3157eeb664758f86a/"
           "infra/teleqna/sft/run_122b_eval.sh")

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}]

# ---------------------------------------- nexstacksg/dgx-spark README: first start after a reboot, flashinfer_mm_fp4 op missing
case("nexstacksg-dgx-spark-qwen38-boot-flashinfer-mm-fp4-op-missing-nvcc-not-on-systemd-path",
     _NEX_URL,
     """# Agentic AI Stack on DGX Spark

Self-hosted, fully local AI stack for **~10 concurrent users** on a single **NVIDIA DGX Spark**
(GB10 Grace Blackwell, 128 GB unified memory, ARM64). It provides:

- **Text chat, tool calling & autonomous agents** — [Hermes Agent](https://github.com/nousresearch/hermes-agent)
  (Nous Research) running against **Qwen3.8-27B** (NVFP4)

[...]

> **2026-09-09:** agent server moved from the vLLM nightly to **vLLM 0.29.0 stable**
> (`.venv-0.29`, flashinfer 0.6.18). Re-verified the same evening: chat ✓, reasoning
> separation ✓, tool calling ✓, Hermes chat + terminal-tool loop ✓, warm restart to
> `/v1/models` in 250 s with zero crash-retries ✓.

[...]

## How it runs (as built)

Everything is **native, rootless, user-space** — no Docker (the login user is not in the
docker group), no sudo:

- **Python**: uv-managed CPython 3.12 in `.venv/` — NOT the system Python. The system
  Python has no dev headers (`python3-dev` needs sudo) and Triton compiles a CUDA stub
  at startup that requires `Python.h`. The uv-managed runtime bundles its headers.
- **vLLM** with torch cu130 — official aarch64 CUDA wheels from PyPI. Two venvs: the
  agent server runs `.venv-0.29` (vLLM 0.29.0, flashinfer 0.6.18, since 2026-09-09 —
  DFlash2 speculative decoding landed in stable 0.28.0, which retired the 2026-08-22
  nightly `.venv-nightly`); omni stays on `.venv` (0.25.0). Do not upgrade `.venv`.
- **systemd user services**, enabled at boot, with `loginctl enable-linger` set so they
  run without an active login session.

[...]

### First start after a reboot crashes, then the retry succeeds

On every reboot the **first** `qwen38.service` attempt dies ~3.5 min in, during memory
profiling, and only systemd's `Restart=on-failure` retry (15 s later) comes up. Net effect:
nothing listens on :8000 for ~8 minutes after boot instead of ~4, and `qwen-omni` queues
behind it. The error is:

```
AttributeError: '_OpNamespace' 'vllm' object has no attribute 'flashinfer_mm_fp4'
RuntimeError: Engine core initialization failed.
```""",
     None, {}, "triton_compiler_missing",
     "The agent server (Qwen3.8-27B Unsloth NVFP4, vLLM 0.29.0 / flashinfer 0.6.18 on one DGX Spark GB10) runs as a "
     "systemd user service started at boot by linger, before GNOME login. /usr/local/cuda/bin is put on PATH only by "
     "/etc/profile.d/nv_paths.sh, which login shells read but the boot-time systemd --user manager does not "
     "(/etc/environment has no CUDA dir). vLLM's FlashInfer check needs nvcc on PATH (no flashinfer-cubin package is "
     "installed), so on the first attempt it returns False and the vllm::flashinfer_mm_fp4 custom op is never "
     "registered, while the cached AOT-compiled graph still calls it. After GNOME logs the user in, its environment is "
     "imported into the user manager, so systemd's retry inherits the CUDA path and works. Not memory, not the model.",
     "the author (README, 'Fix (applied 2026-09-09)'): both serve scripts now export /usr/local/cuda/bin explicitly "
     "instead of relying on the user manager's imported environment; verify with journalctl --user -u qwen38.service -b "
     "| grep -c 'Scheduled restart job' (want 0). (The README adds: if the same AttributeError comes on EVERY attempt "
     "after package changes, delete the stale ~/.cache/vllm/torch_compile_cache/torch_aot_compile/<hash> and let it "
     "rebuild.)",
     release="0.29.0", gpu="NVIDIA GB10 (DGX Spark, 128 GB unified memory)", gpus=1, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the README's title and first lines, the 2026-09-09 status note (its last sentences, which name 'The "
          "boot-time CUDA PATH fix (below)', left out), three bullets of 'How it runs' (the systemd bullet cut after "
          "'without an active login session.': its next sentence says the services do not see /etc/profile.d PATH "
          "additions and that the scripts export /usr/local/cuda/bin, i.e. the cause and fix), and the 'First start "
          "after a reboot crashes' section up to its error block; the 'Root cause (diagnosed 2026-09-09)' paragraph, "
          "the fix and the stale-cache note are left out. '[...]' marks dropped README parts (architecture, models, "
          "flags). Judgement call 1 (kind None; cause triton_compiler_missing vs torch_compile_error). "
          "Second case from this repository (first: round 825's -5.49 GiB overlapping loads).")

# ---------------------------------------- KIntegrated/vllm-gfx906-mobydick run-vllm: NCCL_ALGO=Tree -> RCCL AllGather ncclInt8 invalid usage
case("vllm-gfx906-mobydick-run-vllm-rccl-allgather-ncclint8-nccl-algo-tree-invalid-usage",
     _MOBY_URL,
     """#!/usr/bin/bash
# --- COPY OF THE GFX906 DEPLOYMENT LAUNCHER (API key removed) -------------
# This file is a snapshot of the launcher that boots this box, exported by
# tools/gfx906/export-run-vllm.sh so that the flags, knobs and measurement notes
# that took weeks to accumulate travel with the source tree.
# [...]
# Serve Qwen3.8-Flash-Next-AWQ-INT4 (arch Qwen4ExpForConditionalGeneration:
# 48 layers = 36 GDN + 12 full-attn, 512 experts / top-10, PLE+ngram,
# hyper-connections, 1 MTP layer) on 4x gfx906, 32 GiB/GPU.
# [...]

export HIP_VISIBLE_DEVICES=0,1,2,3
export HF_HUB_OFFLINE=1

# History: added 2026-09-22 as a "free ~5 ms/step" lever, copied from
# joe2gaan's TP4 profiles (/ai/engines/gfx906/localaiservers/qwen36-gfx906/
# deploy.sh:32-38, vnext-launch-runs/hf-moe122b-tp4/vllm_command.sh:4-7),
# which run NCCL_ALGO=Tree NCCL_PROTO=LL NCCL_MAX_NCHANNELS=1 and measured
# NCCL_PROTO=auto as ~2x slower on decode-sized messages (0.0957 vs
# 0.0462 ms at 1x5120).
#
# It does not work on this build. Every boot died at profile_run (99 of them
# on 2026-09-23, logs/vllm.log), with a hard RCCL config error rather than a
# slowdown:
#
#   torch.distributed.DistBackendError: NCCL error in
#     torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3780, invalid usage
#   Error : no algorithm/protocol available for function AllGather with
#           datatype ncclInt8. NCCL_ALGO was set to Tree. NCCL_PROTO was set
#           to LL.
#     vllm/distributed/parallel_state.py:220 all_gather
#     vllm/distributed/parallel_state.py:750 _all_gather_out_place
#     .../device_communicators/cuda_communicator.py:382 all_gather
# [...]
TP=4
# [...]
SPEC_DEFAULT='{"method":"mtp","num_speculative_tokens":3}'""",
     "nccl_error", {}, "nccl_error",
     "The launcher exported NCCL_ALGO=Tree NCCL_PROTO=LL NCCL_MAX_NCHANNELS=1, copied from another box's TP4 profiles "
     "as a latency lever. This RCCL build has no Tree kernel for AllGather in any protocol, so pinning NCCL_ALGO=Tree "
     "leaves no algorithm for AllGather; torch maps bool tensors to ncclInt8 and the MTP drafter's prefill path issues "
     "a bool all_gather on every step, so every boot died at profile_run with 'no algorithm/protocol available for "
     "function AllGather with datatype ncclInt8'. (First attributed to the Tree+LL pair; measured 2026-09-25: Tree "
     "ALONE was the killer, PROTO=LL was named in the rejection as a witness and boots on its own.) A collective "
     "configuration error, not memory; retrying (BOOT_TRIES) could not help.",
     "the author, in the same file: the NCCL envelope is now DEFAULT OFF (NCCL_ENVELOPE=0: NCCL_ALGO / NCCL_PROTO / "
     "NCCL_MAX_NCHANNELS left at RCCL defaults) -- 'the 06:45 boot alone consumed ~50 min of BOOT_TRIES before "
     "NCCL_ENVELOPE=0'; do not set NCCL_ALGO=Tree on this RCCL.",
     release="not stated (the vllm-gfx906-mobydick fork of vLLM, ROCm 7.2.0, RCCL)",
     gpu="AMD gfx906 (32 GiB/GPU)", gpus=4, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Judgement call 2. Excerpt: the file's header note (its lines on the export's differences, the operator "
          "warning and the long knob list dropped: '[...]'), the model / hardware lines, the first environment "
          "exports (the VLLM_API_KEY line dropped), and the NCCL block's 'History' and error paragraphs (its heading 'NCCL/RCCL envelope: DEFAULT OFF, "
          "DO NOT re-enable Tree+LL here', the 'Root cause' and 'MEASURED 2026-09-25' paragraphs and the "
          "NCCL_ENVELOPE code left out), then TP=4 and the MTP SPEC_DEFAULT line from further down. The error is the "
          "author's quote, indented in a comment. Second case from this repository (first: round 825's cuda:3 "
          "10.17/31.98 free-memory case).")

_TQ_HEAD = """#!/usr/bin/env bash
# Serve Qwen3.5-122B-A10B in BF16 on node cards 1+5 and score TeleQnA.
#
# Runs on the login pod, not through a job runner. That pod turns out to have
# the full device set injected (/dev/nvidia0..7, nvidiactl, uvm) plus 256GB of
# cgroup memory and a 32GB /dev/shm, so it can host the engine directly. The
# alternative was queueing behind the 5h GRPO run on spare4's single-slot runner
# for no gain.
#
# BF16, not the 4-bit build, and the reason is specific to this benchmark rather
# than general principle. Our remaining errors are distractor discrimination —
# the probe puts +15.8pp there — so the losses live on thin margins between
# close options, which is exactly where quantisation noise lands. A 10B-active
# MoE is also a bad host for 4-bit: moe_intermediate_size is 1024, so each
# expert is small and has little redundancy to absorb rounding. And dev-1000's
# MDE is ~2.2pp, so giving away 1-2 points to the weights format would cost the
# signal we are trying to read.
#
# Memory: 250GB of weights over 2 cards is 125.1GB each against 143.77GB, so
# 0.95 utilisation leaves ~11.5GB a card. That is ample here only because
# max_model_len is 8192 rather than the model's native 262144, and because the
# config has num_key_value_heads=2 with most layers on linear attention — the
# KV cache is small. Do not raise the context window to "be safe"; it is the one
# knob that turns a comfortable fit into an OOM.
#
# The checkpoint is the multimodal wrapper: config.json declares
# architectures=['Qwen3_5MoeForConditionalGeneration'] with a vision_config, and
# the nightly registers that name (verified against ModelRegistry, alongside the
# Qwen3_5MoeForCausalLM and Qwen3_5MoeMTP siblings). TeleQnA is pure text, so the
# vision tower is weight we would pay for and never call — language_model_only
# skips loading it. It is a real EngineArgs field, not a CLI-only switch, so it
# rides through the scorer's --engine-kwargs rather than needing a forked entry
# point.
"""

_TQ_CMD = r"""echo "#### otlite START $(date -Iseconds)"
"$PY" "$INFRA/eval_dev_vllm.py" \
  --base "$MODEL" --data "$DATA/otlite1000.jsonl" --out-dir "$OUT" \
  --tag otlite --with-base --thinking --tp 2 --gpu-mem 0.95 \
  --max-model-len 8192 ${ENGINE_KWARGS:+--engine-kwargs "$ENGINE_KWARGS"}"""

_TQ_FORBIDDEN = _NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}]

# ---------------------------------------- hainguyenvie/teleqna run_122b_eval.sh: first attempt, ninja not on PATH
case("teleqna-run-122b-eval-qwen35-122b-bf16-tp2-nightly-ninja-not-on-path",
     _TQ_URL,
     _TQ_HEAD + """# First attempt died at engine init with
#   RuntimeError: Worker failed with error '[Errno 2] No such file or directory: 'ninja''
set -euo pipefail
export CUDA_VISIBLE_DEVICES="${CARDS:-1,5}"
HOME_ROOT=/home/tensara
MODEL="${MODEL:-$HOME_ROOT/projects/telelogs/shared/models/Qwen3.5-122B-A10B}"
PY="${PY:-$HOME_ROOT/venv-vllm-nightly/bin/python}"
INFRA=$HOME_ROOT/projects/telelogs/runs/teleqna-sft/infra
DATA=$HOME_ROOT/projects/telelogs/runs/teleqna-sft/data
OUT="${OUT:-$HOME_ROOT/projects/telelogs/runs/teleqna-sft/results/vllm122b}"
export HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
export OMP_NUM_THREADS=8 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
mkdir -p "$OUT"
[...]
""" + _TQ_CMD,
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "The vLLM nightly JIT-compiles kernels at engine start and looks the build tool ninja up on PATH. ninja was "
     "installed in the venv (as a package and as venv/bin/ninja), but the script called the venv's interpreter by "
     "absolute path ($HOME_ROOT/venv-vllm-nightly/bin/python), which never activates the venv, so venv/bin was not on "
     "PATH and the lookup failed. The author: reinstalling ninja would have reported success and failed identically.",
     "the author, in the same script: put the venv's bin ahead of PATH (export PATH=\"$(dirname \"$PY\"):$PATH\"); "
     "the next attempt got past engine init (to a different failure).",
     release="not stated (a vLLM nightly, venv-vllm-nightly)", gpu=None, gpus=8, command=None,
     forbidden=_TQ_FORBIDDEN,
     note="Judgement call 3. Excerpt: the script's header comment, the first attempt's two comment lines (the author's "
          "explanation after them left out), and the script's code as stored with the lines that carry later fixes "
          "dropped (VLLM_ALLREDUCE_USE_SYMM_MEM export, the Mamba comment, ENGINE_KWARGS, and the PATH export that is "
          "this case's fix); the card-free-memory and weight-manifest checks are dropped ('[...]'); the first of the "
          "three eval commands kept. The second and third attempts' comments are not in this excerpt (the next case "
          "has the second). Launch through the author's eval_dev_vllm.py (--tp 2 --gpu-mem 0.95 --max-model-len 8192 "
          "--engine-kwargs), not vllm serve, so command is None.")

# ---------------------------------------- hainguyenvie/teleqna run_122b_eval.sh: second attempt, custom_all_reduce.cuh:164 'invalid argument'
case("teleqna-run-122b-eval-qwen35-122b-bf16-tp2-custom-all-reduce-164-invalid-argument",
     _TQ_URL,
     _TQ_HEAD + """# Second attempt then died inside determine_available_memory with
#   Failed: Cuda error csrc/custom_all_reduce.cuh:164 'invalid argument'
#   Worker proc VllmWorker-1 died unexpectedly
# on the profiling forward pass — the first time TP actually all-reduces. It is
# not a topology problem: nvidia-smi reports NV18 between every pair and
# `topo -p2p r` is OK for all of them.
set -euo pipefail
export CUDA_VISIBLE_DEVICES="${CARDS:-1,5}"
HOME_ROOT=/home/tensara
MODEL="${MODEL:-$HOME_ROOT/projects/telelogs/shared/models/Qwen3.5-122B-A10B}"
PY="${PY:-$HOME_ROOT/venv-vllm-nightly/bin/python}"
export PATH="$(dirname "$PY"):$PATH"
INFRA=$HOME_ROOT/projects/telelogs/runs/teleqna-sft/infra
DATA=$HOME_ROOT/projects/telelogs/runs/teleqna-sft/data
OUT="${OUT:-$HOME_ROOT/projects/telelogs/runs/teleqna-sft/results/vllm122b}"
export HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
export OMP_NUM_THREADS=8 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
mkdir -p "$OUT"
[...]
""" + _TQ_CMD,
     "allocator_config_incompatible", {}, "custom_allreduce_unsupported",
     "Qwen3.5-122B-A10B BF16 at TP=2 (cards 1,5, NVLink NV18, P2P OK) on a login pod of a container cluster, vLLM "
     "nightly: the first all-reduce of the profiling forward pass died in vLLM's custom all-reduce with "
     "custom_all_reduce.cuh:164 'invalid argument'. The author: custom all-reduce goes further than P2P and shares "
     "buffers between the worker processes via CUDA IPC handles, and IPC is what containers restrict (the dispatch "
     "order was CUSTOM, SYMM_MEM, PYNCCL; SYMM_MEM shares buffers the same way and would fail the same way). Not a "
     "topology or memory problem. (The script also exports PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True -- see "
     "judgement call 4.)",
     "the author, in the same script: turn the custom backends off -- engine kwarg disable_custom_all_reduce=true "
     "(via --engine-kwargs) and VLLM_ALLREDUCE_USE_SYMM_MEM=0 -- so the all-reduce falls through to NCCL over the same "
     "NVLink; the third attempt cleared the all-reduce (and met a different, Mamba-block, limit).",
     release="not stated (a vLLM nightly, venv-vllm-nightly)", gpu=None, gpus=8, command=None,
     forbidden=_TQ_FORBIDDEN,
     note="Judgement calls 3 and 4. Excerpt: the script's header comment, the second attempt's comment up to 'OK for "
          "all of them.' (the author's IPC explanation and the backend reasoning after it left out; the first "
          "attempt's ninja paragraph, a separate failure fixed before this one, dropped), and the script's code with "
          "the VLLM_ALLREDUCE_USE_SYMM_MEM export, the Mamba comment and ENGINE_KWARGS (which carries "
          "disable_custom_all_reduce) dropped; checks dropped ('[...]'); the first eval command kept.")

BATCH.write()
