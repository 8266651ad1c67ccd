"""Round-792 blind batch: EXPERIMENT-LOG AND RUNBOOK REPOSITORIES -- kaitakuai/experiments' experiment READMEs (at
most 2 more cases from it) and other repositories of the same kind (runbooks, deployment notes, benchmark journals,
code comments that record a real incident) found with ``find_string`` over repository files on vLLM's error texts,
each with the error and what fixed it in the same file; collected by helper wild792 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round792-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source file
only (README's message_kind table and cause list, and earlier fixtures of the same message for kind / numbers keys).
Excerpts are the file's text as the stored copy shows it (parts dropped are named in each note); the author's fix
is left out of the excerpt (it is in fix_that_worked).

Look-ups: 24 of the 50 allowed: 13 ``find_string`` (two of them refused as over 50 characters, counted anyway),
4 ``find_files``, 3 ``read_file`` (by find_string id), 2 ``search`` corpus=code (to place files the ids do not name;
neither placed anything), 1 ``find_repos`` (placed nothing), 1 ``fetch`` (kaitakuai/experiments, read locally with
git show: its stored snapshot stops at 2026-05-30, commit 276b60d); no device. 3 cases from 2 repositories:
- kaitakuai/experiments 2026-05/qwen3-235b-vllm020-240k/README.md: Qwen3-235B-A22B-Instruct-2507-FP8 on 4x H100,
  vLLM 0.20.0, '(240000), 10.76 GiB KV cache is needed ... (4.15 GiB)' with the prod flags (util 0.92,
  --max-num-batched-tokens 65536); the author measured the 65536-token MoE prefill activation eating 12.78 GiB/GPU
  and fixed it with --max-num-batched-tokens 32768 + --gpu-memory-utilization 0.96 (or 8192 alone), context kept.
- kaitakuai/experiments 2026-04/minimax-m27-fp8-4xa100/README.md: MiniMax-M2.7 FP8 on an 8x A100 server, vLLM
  0.19.0, TP=8: 'output_size of gate's and up's weight = 192 is not divisible by weight quantization block_n = 128';
  the author ran TP=4 on 4 of the 8 GPUs.
- tmac1973/vllm-toolchest internal/tuning/cancel_test.go: a comment recording a real incident (2026-09-16): a
  cancelled tuning job left its ROCm worker processes holding GPU memory and an unrelated model launch was refused
  with 'Free memory on device cuda:0 (27.28/31.86 GiB) ... less than desired'; fix: cancel kills the whole process
  group (the test), i.e. the leftovers freed.

How mined the slice is: very. Every find_string text of the slice returns 10 hits, and nearly all the real incidents
with a fix among them are already fixtures or named in earlier rounds' given-up lists (checked by their printed
numbers against tools/wild_cases_round*.py and tests/golden/wild/): the K3 854 / cyysky 108 / zt2331 196 / GLM 512
/ peephole 635 Mamba notes, the 722-block runbook (round 187), the deepseek_v4_fp8 on V100 notes (rounds 155-172),
the LightAI WSL2 DeviceRequest note, the ROCm container note (round 790), vilsol 917504, graz-dev 1.75/1.49,
kube-llmops 44.59/121.63, handoffrepair 45.89/79.19, zhoutong verl 34.51/139.8, psuri MI350X 12.38/287.69,
paddle-ocr 38.06/44.39, loopwhile 87808, vllm-pr46778 9.29/9.28, hzqjgthy 5.62/4.50, Drolsey/syslab-server's
2.0-of-0.45 compose race (read and placed -- docs/models.md -- before finding it is round 441's fixture; the
CLAIMS line 'drolsey/syslab-server:docs/models.md round792' is therefore void). find_string ids do not name their
repository, so an unused note is only usable when its text names the repository or a sibling path find_files can
place.

Sources given up (for the lead, not cases):
- Not located (no repository): id 66544631482, 'vLLM NIXL PD Disaggregation Benchmark Report' (MiniMax-M2.5 on
  8x H200, vLLM v0.25.0, TP8: 'output_size of gate's and up's weight = 192 is not divisible by weight quantization
  block_n = 128', fixed with --enable-expert-parallel; results under a 'kvcache-benchmarks' folder; find_repos and a
  code search placed nothing) -- a good case if a later round can place it (round 158 saw it too); id 54339693197, a
  Chinese B300 TP sweep (285 GB model, 'tp8conc64' pure TP: same 192 / block_n 128, fixed with
  --enable-expert-parallel; engine not confirmed as vLLM, not read); id 62415040254, a 418-character note (FP8
  checkpoint with moe_intermediate_size 2560: TP8 -> 320 not divisible by 128, 'the working shape is TP4 with PP2';
  no model or repository named); id 60425852690, a Qwen3-32B BF16 V3-kernel report on a shared host ('Free memory on
  device cuda:0 (30.31 / 5.98 GiB) < desired GPU memory utilization (0.9, 85.5 GiB)', six other Qwen3-32B servers
  taking any freed GPU; no fix, figures garbled; not read); id 63115634541, a tool's own max_model_len estimator
  docstring quoting '(1645057), 87.86 GiB ... (71.03 GiB)' (fixed by subtracting the weights in the estimator; not
  read, repository unknown).
- Not vLLM: SGLang's block_n notes (Qwen3-235B slime rollout TP=8 -> 4, a GB10 twin --ep-size 2).
- Not a run / no fix: log classifiers, test fixtures, retry scripts and vLLM source that only hold the strings; a
  Russian tuning guide, a Chinese Ascend troubleshooting table, embedding-server docs with '(...)' placeholders, a
  Kaggle T4 table, a watermarking README with 'X.XX' placeholders.
- kaitakuai/experiments, also seen but not spent (cap of 2 from it this round): 2026-04/qwen235b-fp8-4xh100-alpha3
  (sampler warm-up OOM 'CUDA out of memory when warming up sampler with 1024 dummy requests', default max_num_seqs
  too high on 80 GB, vLLM 0.15.1: the message text is in earlier rounds' fixtures from other sources, this README is
  not); 2026-04/qwen235b-fp8-4xh100-vllm019 ('11.75 GiB KV cache needed, 10.89 GiB available', a paraphrase, fixed
  with --max-model-len 240000); 2026-05/kimi_k26_int4_4xb200_q-int4-k2 (an AssertionError in MLA attention fixed by a
  rebuilt image); 2026-04/minimax-m27-fp8-4xrtxpro6000 (torch 2.10 duplicate TritonTemplate AssertionError).

Judgement calls for the lead:
1. kaitakuai-qwen3-235b-240k: cause kv_too_small (the refusal's own class; eleven earlier kv_cache_too_small fixtures
   whose fix was a smaller --max-num-batched-tokens carry kv_too_small). util_too_low is arguable (the author also
   raised the share 0.92 -> 0.96) and so is release_regression (the same flags started on 0.15.1; the author traces
   it to 0.18 / 0.20 removing MoE chunking, PRs #34086 / #39107, but fixes it with flags, not a release). The
   Summary and the measured table state the fix, so the excerpt is the header lines, the Software table and the
   regression section's first paragraph, error block and the sentence after it. --max-model-len is forbidden as a
   fix below 240000 (the author's requirement: 'restored a working 240k config without reducing context'); the lead
   may drop that entry if a shorter window counts as a valid generic fix. --kv-cache-dtype fp8 would fit too but the
   author rejects it for nonce numerics; it is not forbidden.
2. kaitakuai-minimax-m27-tp8: the author calls the refusal 'an A100-specific limitation'; it is not (the same 192 /
   block_n 128 refusal is in H100 / H200 fixtures of Qwen3-235B and MiniMax-M2.5): the MoE intermediate size 1536 / 8
   = 192 is what fails. That sentence is left out of the excerpt. The header's 'Hardware: 4xA100' line describes the
   working run (TP=4 on 4 of 8 GPUs), so it is dropped and gpus is 8 ('The server has 8xA100'). Kind and cause
   tp_not_divisible, numbers {}, as the three earlier fixtures of this message.
3. tmac-vllm-toolchest: the excerpt is a Go test's comment, not a log; the refusal is quoted cut ('... less than
   desired'). numbers carry only free / total. The same repository's log parser comment quotes the full line of
   the same figures: '(27.28/31.86 GiB) on startup is less than desired GPU memory utilization (0.97, 30.9 GiB)'
   (id 68907005610, stored text read only in the find_string hit), hence the forbidden utilization at_least 0.97.
   The author blames the cancelled job's leftover workers (1.2 + 1.0 GiB on two cards); the arithmetic (4.58 GiB
   used on that card) suggests more than those alone held memory, but every reading is 'other processes hold the
   card' (other_process). The url pins the commit find_files lists (ef0dc0d, one of 2 stored versions); the stored
   text read by id may be the other version. Round 182 named vllm-toolchest among log-parser test fixtures (a
   different file; this comment was not used).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round792-blind")
case = BATCH.case

# ---------------------------------------- kaitakuai/experiments: Qwen3-235B-A22B FP8, 4x H100, vLLM 0.20.0, 240k, maxnbt 65536
case("kaitakuai-experiments-qwen3-235b-fp8-4xh100-v0200-240000-10.76-of-4.15-maxnbt-65536",
     "https://github.com/kaitakuai/experiments/blob/276b60d9fbd876734ae373a89645c6433728af6a/"
     "2026-05/qwen3-235b-vllm020-240k/README.md",
     "# Qwen3-235B-A22B-Instruct-2507-FP8 — vLLM 0.20.0 @ 240k context — PoC v2 benchmark\n"
     "\n"
     "**Date:** 2026-05-30\n"
     "**Model:** `Qwen/Qwen3-235B-A22B-Instruct-2507-FP8` (FP8 block-scaled, 94 layers, GQA 64q/4kv, 262144 native ctx)\n"
     "**Hardware:** 4× H100 80GB SXM (Vast.ai, instance 38587372, machine 136133)\n"
     "**vLLM:** 0.20.0 (torch 2.11.0+cu130, driver 580.159.04)\n"
     "...\n"
     "## Software\n"
     "\n"
     "| Item | Value |\n"
     "| --- | --- |\n"
     "| Image | `ghcr.io/kaitakuai/mlnode-h100-minimax-m2-7:0.2.13-vllm0.20.0-k1` |\n"
     "| vLLM | 0.20.0 |\n"
     "| torch | 2.11.0+cu130 |\n"
     "| Python | 3.12.13 |\n"
     "| MoE backend | TRITON (forced: `VLLM_USE_FLASHINFER_MOE_FP8=0`) |\n"
     "| Attention backend | FLASHINFER (Hopper default in 0.20) |\n"
     "\n"
     "## The 240k memory regression (0.15.1 → 0.20.0)\n"
     "\n"
     "With identical prod flags (`-tp 4 --gpu-memory-utilization 0.92 --max-num-seqs 128 --max-model-len 240000 "
     "--max-num-batched-tokens 65536 --enable-expert-parallel --disable-custom-all-reduce "
     "--num-gpu-blocks-override 15000`), 0.20.0 refuses to start:\n"
     "\n"
     "```\n"
     "ValueError: To serve at least one request with the model's max seq len (240000),\n"
     "10.76 GiB KV cache is needed, which is larger than the available KV cache memory (4.15 GiB).\n"
     "```\n"
     "\n"
     "The strict V1 check `_check_enough_kv_cache_memory` fires **before** `--num-gpu-blocks-override` is applied, "
     "so the override is moot.",
     "kv_cache_too_small", {"max_seq_len": 240000, "needed_gib": 10.76, "available_gib": 4.15}, "kv_too_small",
     "Qwen3-235B-A22B-Instruct-2507-FP8 at TP=4 on 4x H100 80GB (55.22 GiB of weights per GPU) with the production "
     "flags (--gpu-memory-utilization 0.92, --max-model-len 240000, --max-num-batched-tokens 65536, expert parallel): "
     "on vLLM 0.20.0 the prefill MoE activation for a 65536-token pass is materialised whole (0.18 / 0.20 removed the "
     "FusedMoE and MoE-DP chunking that 0.15.1 had, PRs #34086 / #39107) and took 12.78 GiB per GPU, plus a 1.10 GiB "
     "CUDA-graph reserve (PR #38284), leaving 4.15 GiB for the KV cache against the 10.76 GiB one 240000-token "
     "request needs (the author's measured per-GPU table in the same README).",
     "the author, same README ('Working 240k configs (context preserved)'): --max-num-batched-tokens 32768 with "
     "--gpu-memory-utilization 0.96 (available KV 12.15 GiB, 240k fits and PoC batch 32 works); or "
     "--max-num-batched-tokens 8192 alone (13.95 GiB available, optionally VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0); "
     "--max-model-len kept at 240000",
     release="0.20.0", gpu="NVIDIA H100 80GB HBM3 (SXM)", gpus=4,
     command="-tp 4 --gpu-memory-utilization 0.92 --max-num-seqs 128 --max-model-len 240000 "
             "--max-num-batched-tokens 65536 --enable-expert-parallel --disable-custom-all-reduce "
             "--num-gpu-blocks-override 15000",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.92},
                {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--max-num-batched-tokens", "at_least": 65536},
                {"flag": "--max-model-len", "at_most": 239999}],
     note="Excerpt: the README's title and header lines, then (after '...', the Summary dropped because it states the "
          "root cause and the fix, and the Hardware table dropped) the Software table, then the regression section "
          "up to the sentence after the error block; the measured per-GPU memory table (its 'maxnbt 8192' column is "
          "the fix), the working configs, the startup profile of the fixed run and the reproduction (fixed command) "
          "are left out. command is the failing prod flag list as the README prints it (flags only, inside the "
          "mlnode's additional_args). The error is broken over two lines as committed.")

# ---------------------------------------- kaitakuai/experiments: MiniMax-M2.7 FP8 on an 8x A100 server, vLLM 0.19.0, TP=8
case("kaitakuai-experiments-minimax-m27-fp8-8xa100-tp8-gate-up-192-not-divisible-block-n-128-v0190",
     "https://github.com/kaitakuai/experiments/blob/52c0339ccb0210af670d58aa32bcd3fac7c8765f/"
     "2026-04/minimax-m27-fp8-4xa100/README.md",
     "# PoC Benchmark: MiniMax-M2.7 (FP8) on 4×A100 SXM4\n"
     "\n"
     "**Date:** 2026-04-14\n"
     "**Model:** `MiniMaxAI/MiniMax-M2.7`\n"
     "**Quantization:** FP8 block-wise 128×128 (E4M3, dynamic activations)\n"
     "**vLLM:** 0.19.0\n"
     "...\n"
     "Note: TP=8 failed on A100 with `ValueError: output_size of gate's and up's weight = 192 is not divisible by "
     "weight quantization block_n = 128`.",
     "tp_not_divisible", {}, "tp_not_divisible",
     "MiniMax-M2.7's FP8 checkpoint uses 128x128 weight blocks and an MoE intermediate size of 1536; at "
     "--tensor-parallel-size 8 each rank's gate/up shard is 1536 / 8 = 192 columns, not a multiple of block_n 128, "
     "so vLLM refuses to build the layer (the README: 'FP8 block-wise (128x128) requires dimensions divisible by "
     "128, but MiniMax-M2.7 MoE experts have size 192 at TP=8. TP=4 works because expert dimensions are larger').",
     "the author, same README: run on 4 of the server's 8 A100s with --tensor-parallel-size 4 "
     "(CUDA_VISIBLE_DEVICES=0,1,2,3 set in the mlnode's runner.py), with VLLM_USE_FLASHINFER_MOE_FP8=0 (MARLIN FP8 "
     "MoE on A100); it started and served the benchmark",
     release="0.19.0", gpu="NVIDIA A100-SXM4-80GB", gpus=8, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "at_least": 8}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the title and header lines (the '**Hardware:** 4×NVIDIA A100-SXM4-80GB' line dropped: it "
          "describes the working TP=4 run), then, after '...', the first sentence of the Summary's 'Note:' paragraph "
          "(the failed TP=8 launch); the rest of that note (the author's explanation, 'TP=4 works ...'), the "
          "Summary's first paragraph (TP=4 on 4 GPUs, the fix) and the 'A100-specific issues' list are left out. "
          "No failing command is shown (the README's launch block is the TP=4 one). gpus 8 from 'The server has "
          "8×A100'. Expert parallel (keeping each expert whole) is the other known fix for this refusal, seen in "
          "other notes, not in this one.")

# ---------------------------------------- tmac1973/vllm-toolchest: cancelled ROCm tuning job's leftover workers, 27.28/31.86 GiB
case("tmac1973-vllm-toolchest-rocm-cancelled-tuner-leftover-workers-free-27.28-of-31.86",
     "https://github.com/tmac1973/vllm-toolchest/blob/ef0dc0d16b23de8612c40d088d5b494ff6f567b5/"
     "internal/tuning/cancel_test.go",
     "// The tuner is a process tree, not a process: python spawns ROCm workers that\n"
     "// hold the GPU. Cancelling with exec.CommandContext alone kills the direct\n"
     "// child and leaves those workers running, still holding their contexts.\n"
     "//\n"
     "// That is not theoretical. A cancelled tuning job on 2026-09-16 left 1.2 GiB\n"
     "// on one card and 1.0 on another, and an unrelated model then would not launch:\n"
     "// vLLM compares gpu_memory_utilization against *free* memory and refused with\n"
     "// \"Free memory on device cuda:0 (27.28/31.86 GiB) ... less than desired\". The\n"
     "// UI said the job was cancelled and nothing said the GPUs were still occupied.",
     "free_memory_low", {"free_gib": 27.28, "total_gib": 31.86}, "other_process",
     "On an AMD ROCm host (32 GB cards) a cancelled MoE-kernel tuning job (a python process spawning ROCm worker "
     "processes) had only its direct child killed; the workers kept running and holding GPU memory, so the next, "
     "unrelated vLLM launch found 27.28 of 31.86 GiB free, less than its gpu_memory_utilization share, and refused to "
     "start (the comment in internal/tuning/cancel_test.go).",
     "the author (same file): cancelling now signals the whole process group so the tuner's grandchildren die "
     "(TestCancelKillsTheWholeProcessTree asserts it); for the failed launch, freeing the card of the leftover "
     "worker processes",
     release=None, gpu="not stated (AMD ROCm cards of 31.86 GiB; the test's manager is built for gfx1201)",
     gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.97}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the comment block above TestCancelKillsTheWholeProcessTree, its last sentence ('This stands a "
          "shell tree of the same shape in for it, ...', the fix's test) and the Go code left out. The refusal is "
          "quoted cut by the author ('...'). The utilization 0.97 in forbidden comes from the same repository's log "
          "parser comment quoting the same line in full (judgement call 3). gpus None: 'one card and another' says "
          "at least two.")

BATCH.write()
