"""Round-822 blind batch: THE FREE-MEMORY GATE AND NEGATIVE BUDGETS WITH FIGURES NOT YET SEARCHED ('Free memory on
device cuda:1 / cuda:2 / cuda:3 / cuda:4 / cuda:7', 'on startup is less than desired GPU memory utilization (0.85 /
(0.95 / (0.97 / (0.98 / (0.6 / (0.5 / (0.4', 'Available KV cache memory: -4 / -5 / -6 / -8 / -1.1 / -1.3 / -1.5 /
-0.5 / -0.7 / -0.9', 'reserved for KV Cache is -'); collected by helper wild822 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round822-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source (the
report's own write-up) only. Excerpts are the text as the search tool's stored copy shows it; the cause / fix is left
out of the excerpt.

Look-ups: 32 of the 40 allowed: 11 ``search`` (8 corpus=issues, 3 corpus=code), 3 ``find_string``, 6 ``read_file``,
2 ``find_repos``, 10 ``find_files`` (most of them spent locating find_string hits, which come back without their
repository or path). 2 cases:
- mystous/vllm_hybrid (a committed boot log of a vLLM fork build on 8x B200, Llama-3.1-70B TP=4 at 0.85: 'Free memory
  on device cuda:3 (26.35/178.35 GiB) ... (0.85, 151.6 GiB)'; the same commit's MEASUREMENTS.md names the cause: another
  team's lever sweep held ~152 GiB on that GPU).
- yecohn/moe-bench (Qwen3-30B-A3B TP=4 on 4x A100-PCIE-40GB at 0.9: 'Free memory on device cuda:3 (34.35/39.49 GiB) ...
  (0.9, 35.54 GiB)'; the repository's issues/prd.md re-diagnoses it and fixes it with 0.85).

The slice is mined out in the issues corpus: every issue thread the eight issue searches returned for these figures is
used (USED_SOURCES.txt) or in an earlier round's skip list. The fresh material is in committed files found with
find_string, and most of those could not be located (find_string and read_file by id give no repository or path),
so they are listed below for a later round rather than taken.

Sources given up (for the lead, not cases):
- Already used / skip-listed: pytorch #175666, vllm #33297, #20305, #25837, #27508, #17431, #17979 (skip-listed in
  more than ten rounds), vllm-omni #276, #262, #469, club-3090 #4, kvcached #29, llm-compressor PR #1560,
  amd-strix-halo-vllm-toolboxes PR #66 / #65, vllm-omni #6836, vllm-ascend #9099, xinference #4926,
  intel-arc-pro-b70-inference-cookbook #4, MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks #47.
- Found with find_string but NOT located (repository unknown; find_string ids given so a later round can try):
  * id 70927055968: a 65,833-char 'run-vllm' launcher for 4x gfx906 (MI50/MI60 32 GB, vllm-gfx906-mobydick build,
    Qwen3.8-Flash-Next AWQ TP=4 at 0.95) whose BOOT_TRIES comment quotes 'Free memory on device cuda:3 (10.17/31.98
    GiB) on startup is less than desired GPU memory utilization (0.95)': the previous crashed attempt's workers still
    pinned ~21.8 GiB/GPU minutes after the segfault; fix: wait for the VLLM:: processes to exit (VRAM drain gate,
    reaping stragglers). A clean other_process case. Not in gaperton/cicero-home-ai's 'run-vllm' (1,599 chars); the
    paths docs/prefill-io-wall.md and docs/decode-perf-suggestions.md it names are not indexed. (Round 158 saw it too.)
  * id 66560198295: a README-like doc (24,402 chars) of two systemd vLLM units (qwen38.service, qwen-omni.service)
    whose weight loads overlapped: 'Available KV cache memory: -5.49 GiB' / 'No available memory for the cache blocks';
    fix: ExecStartPre readiness gate. Good other_process case; two code searches did not find its repository.
  * id 56252449236: a Chinese dev journal in the RASST project (LeiLiLab/RASST or luojiaxuan/RASST; the file is not
    among luojiaxuan/RASST's .md files and LeiLiLab/RASST lists 604): TP=2 on A6000 48GB at
    RASST_GPU_MEMORY_UTILIZATION=0.55 left 26.4 GB < ~33 GB weights per card, 'Available KV cache memory: -5.71 GiB';
    fix 0.85 (weights_exceed_budget).
  * ids 69012564601 / 68890894760: a Python docstring, two vLLM servers started together on one GPU fail KV init
    ('Available KV cache memory: -5.84 GiB'); fix: one model at a time (thin excerpt).
  * id 60740143747: torch.compile fusion pushed the static footprint past a planner's reserve at GPU_MEM=0.66,
    'Available KV cache memory: -5.14 GiB' (the planner's own --static knob is the fix; a cause kvroom has no name for).
  * ids 63237656962 / 63390218599: a GB10 comment block quoting 'Free memory on device cuda:0 (90.19/119.69 GiB) ...
    (0.83, 99.35 GiB)' and '-5.67 GiB' (page cache of a docker image pull on unified memory; three failures mixed).
  * ids 69564284299 / 69424302429: an EPLB journal, 'Free memory on device cuda:7 (3.42/31.36 GiB)' after kill -9 of
    the API server left its workers and VLLM::DPCoordinator (other_process; only the quoted fragment, no utilization).
  * id 68289131926: a Chinese ROCm K2 retrospective, 'Free memory on device cuda:7 (0.75/63.98 GiB)' from orphaned
    API server / EngineCore after killing the parent (other_process; fragment only).
  * id 56355285044: 'Available KV cache memory: -5.7 GiB' for a research fork's slot48/mbt8 configuration at 0.70
    ('not a feasible configuration'; the cause is the fork's own feature, skipped).
- Same file as case 1, not taken: mystous/vllm_hybrid's attempt 6 ('Free memory cuda:3 (112.82 / 178.35 GiB)' at
  0.85), whose cause the write-up does not name apart from the shared machine.

Judgement calls for the lead:
1. yecohn-moe-bench: the repository holds two write-ups that disagree. context.md (the excerpt's source) blamed ~5 GB
   left on GPU 3 by an orphan VLLM::EngineCore; issues/prd.md (same commit) says the cleanup script showed 0 MiB on
   every GPU right before the launch and blames the NCCL P2P buffers the other three ranks had already put on cuda:3
   before rank 3 ran its check, and fixes it with --gpu-memory-utilization 0.85 (plus killing a root-owned orphan and
   a stray Qwen3-1.7B server as hygiene). Both say memory on cuda:3 was held by processes other than the checking rank,
   so the cause is labelled other_process; the lead may prefer the 'util above the free headroom' reading that the
   one earlier fixture github-inference-engineering-training-...-util-0.9907 used (not a README cause). Round 158 saw
   this sweep and skipped it for the contradiction; here the later PRD is taken as the diagnosis. The context.md URL
   was identified from the PRD's quotation of it (same figures and wording), not by a path lookup of the hit.
2. mystous-vllm-hybrid: the vLLM in the log is the fork's own source build ('version 1.7.dev16107+gffe20fb09.
   d20260601'), not a vLLM release, so release is left None. CUDA_VISIBLE_DEVICES=0,1,3,5 makes cuda:3 physical GPU 5,
   while the write-up's table says 'GPU 3 외부 점유 (152 GiB)'; the 152 GiB used (178.35 - 26.35) matches its figure,
   so the cause (another tenant's sweep holding the card) is taken as written. The utilization bound is the free
   fraction (26.35/178.35 = 0.148): the 70B shard alone (131.42 GiB / 4 = 32.9 GiB) does not fit what is free, so no
   utilization fixes this launch.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round822-blind")
case = BATCH.case

# ---------------------------------------- mystous/vllm_hybrid: Llama-3.1-70B TP=4 on B200 (GPUs 0,1,3,5) at 0.85; cuda:3 held by another sweep
case("github-mystous-vllm-hybrid-llama31-70b-tp4-b200-free-26.35-of-178.35-util-0.85-shared-gpu",
     "https://github.com/mystous/vllm_hybrid/blob/a734d48805c7fc0a3f5696d46003f1c26a390a3f/shadow_assists/features/"
     "IDE_022_agsd_realistic_eval/SUB_201_cpu_host_path_bottleneck/poc/l1_kv_quant/runs/_m2_attempt1_fail/"
     "M2_llama70b_auto_boot.log",
     "[boot] tag=M2_llama70b_auto model=meta-llama/Llama-3.1-70B-Instruct TP=4 gpus=0,1,3,5 kv=auto at 2026-06-06T16:24:03Z\n"
     "[boot] cmd: env CUDA_VISIBLE_DEVICES=0,1,3,5 LD_LIBRARY_PATH=/workspace/vllm_dev_prj/lib/python3.12/site-packages/torch/lib:/workspace/vllm_dev_prj/lib/python3.12/site-packages/nvidia/nccl/lib:/usr/local/cuda/lib64 setsid /workspace/vllm_dev_prj/bin/vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 4 --port 8013 --gpu-memory-utilization 0.85 --max-model-len 8192 --kv-cache-dtype auto --compilation-config {\"cudagraph_mode\":\"PIECEWISE\"}\n"
     "[boot] pid=145657\n"
     "(APIServer pid=145657) INFO 06-06 16:24:12 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 1.7.dev16107+gffe20fb09.d20260601\n"
     "(APIServer pid=145657) INFO 06-06 16:24:12 [utils.py:299]   █▄█▀ █     █     █     █  model   meta-llama/Llama-3.1-70B-Instruct\n"
     "...\n"
     "(APIServer pid=145657) INFO 06-06 16:24:13 [model.py:554] Resolved architecture: LlamaForCausalLM\n"
     "(APIServer pid=145657) INFO 06-06 16:24:13 [model.py:1685] Using max model len 8192\n"
     "...\n"
     "(EngineCore pid=146459) INFO 06-06 16:24:21 [multiproc_executor.py:141] DP group leader: node_rank=0, node_rank_within_dp=0, master_addr=127.0.0.1, mq_connect_ip=172.18.162.61 (local), world_size=4, local_world_size=4\n"
     "...\n"
     "(Worker pid=147221) INFO 06-06 16:24:30 [pynccl.py:111] vLLM is using nccl==2.28.9\n"
     "(Worker pid=147221) INFO 06-06 16:24:32 [parallel_state.py:1713] rank 0 in world size 4 is assigned as DP rank 0, PP rank 0, PCP rank 0, TP rank 0, EP rank N/A, EPLB rank N/A\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885] WorkerProc failed to start.\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885] Traceback (most recent call last):\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]   File \"/workspace/host_vllm_hybrid/vllm/v1/executor/multiproc_executor.py\", line 852, in worker_main\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]     worker = WorkerProc(*args, **kwargs)\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "...\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]   File \"/workspace/host_vllm_hybrid/vllm/v1/worker/gpu_worker.py\", line 377, in init_device\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]     self.requested_memory = request_memory(init_snapshot, self.cache_config)\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]   File \"/workspace/host_vllm_hybrid/vllm/v1/worker/utils.py\", line 413, in request_memory\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885]     raise ValueError(\n"
     "(Worker pid=147224) ERROR 06-06 16:24:33 [multiproc_executor.py:885] ValueError: Free memory on device cuda:3 (26.35/178.35 GiB) on startup is less than desired GPU memory utilization (0.85, 151.6 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "(Worker_TP0 pid=147221) INFO 06-06 16:24:33 [gpu_model_runner.py:5478] Starting to load model meta-llama/Llama-3.1-70B-Instruct...\n"
     "(Worker_TP0 pid=147221) INFO 06-06 16:24:35 [weight_utils.py:904] Filesystem type for checkpoints: EXT4. Checkpoint size: 131.42 GiB. Available RAM: 1920.52 GiB.",
     "free_memory_low",
     {"free_gib": 26.35, "total_gib": 178.35, "gpu_memory_utilization": 0.85, "requested_gib": 151.6},
     "other_process",
     "The 8x B200 host was shared: during the measurement other lever sweeps (l10_admission, l12_cudagraph_warmup, ...) "
     "ran at the same time and held the GPUs. The write-up's attempts table records attempt 1 (TP=4 on GPUs 0,1,3,5, "
     "GMU 0.85) as 'GPU 3 외부 점유 (152 GiB)' -- another tenant held ~152 GiB of that 178.35 GiB card, so only "
     "26.35 GiB was free against the 151.6 GiB that 0.85 asks for, and rank 3 refused at the start-up gate. Not the "
     "launch's own settings: the 70B shard alone (131.42 GiB / 4) does not fit in what was free.",
     "From the same commit's MEASUREMENTS.md (shadow_assists/.../poc/l1_kv_quant/MEASUREMENTS.md, §0 '공유 환경 주의' "
     "and §3): the author moved to other GPUs (0,1,4,5: failed again on physical GPU 5, 25 GiB held by another sweep; "
     "then 0,1,2,3) and the 'clean env' attempt 8 got past the gate and loaded the model 100 % (it then died of an "
     "unrelated FlashInfer all-reduce segfault). The fix for this refusal: run on GPUs no other process holds (free "
     "the card or pick idle GPUs with CUDA_VISIBLE_DEVICES); nvidia-smi at the end still shows GPU 3 at 157,448 MiB "
     "held by the external sweep.",
     release=None, gpu="NVIDIA B200", gpus=8,
     command="env CUDA_VISIBLE_DEVICES=0,1,3,5 vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size 4 "
             "--port 8013 --gpu-memory-utilization 0.85 --max-model-len 8192 --kv-cache-dtype auto "
             "--compilation-config {\"cudagraph_mode\":\"PIECEWISE\"}",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.15}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the committed boot log (runs/_m2_attempt1_fail/M2_llama70b_auto_boot.log, 28,081 chars) from its "
          "first lines to two lines after the error; the banner art's blank lines, the full non-default-args / engine "
          "config dumps, four Triton-kernels import errors, FutureWarnings and the middle of the traceback are "
          "replaced by '...'; the LD_LIBRARY_PATH line is kept as written. The cause and fix come from the same "
          "commit's MEASUREMENTS.md (judgement call 2: fork build version, cuda:3 vs the table's 'GPU 3'). The "
          "'at_least' bound is the free fraction the log prints (26.35/178.35).")

# ---------------------------------------- yecohn/moe-bench: Qwen3-30B-A3B TP=4 on 4x A100-PCIE-40GB at 0.9; cuda:3 short at start-up
case("github-yecohn-moe-bench-qwen3-30b-a3b-tp4-4x-a100-40gb-free-34.35-of-39.49-util-0.9",
     "https://github.com/yecohn/moe-bench/blob/1b325284af510b0993a9603590d8cb9bd9d6f96e/context.md",
     "### Parallelism sweep (FAILED — see fix-up section below)\n"
     "- `configs/moe_parallelism_4gpu.yaml` — 11 candidates focused on\n"
     "  isolating the TP/DP/EP axis (one balanced scheduler point per layout).\n"
     "- **All 11 candidates hit `server_ready_timeout`**. Root causes:\n"
     "  1. **First vLLM candidate** died in seconds:\n"
     "     `Free memory on device cuda:3 (34.35/39.49 GiB) on startup is less than\n"
     "     desired GPU memory utilization (0.9, 35.54 GiB)`.",
     "free_memory_low",
     {"free_gib": 34.35, "total_gib": 39.49, "gpu_memory_utilization": 0.9, "requested_gib": 35.54},
     "other_process",
     "The first candidate of a Qwen3-30B-A3B sweep (vllm_tp4dp1: TP=4 over all four A100-PCIE-40GB, "
     "gpu_memory_utilization 0.90) found only 34.35 of 39.49 GiB free on cuda:3 against the 35.54 GiB that 0.90 asks "
     "for. The repository's later PRD (issues/prd.md) re-diagnosed it: the cleanup script had reported every GPU at "
     "0 MiB right before the launch, and the missing ~5 GiB on cuda:3 were the NCCL P2P buffers the other ranks of the "
     "same launch had already allocated there before worker 3 ran vLLM's per-rank free-memory check (context.md had "
     "first blamed ~5 GB left by an orphan VLLM::EngineCore of an earlier sweep). Leaked workers of this failed launch "
     "then held ~23 GiB on cuda:3 and ~6 GiB on the others, so every later candidate failed the same way.",
     "issues/prd.md (same commit, 'Solution' / 'Implementation Decisions'): lower gpu_memory_utilization from 0.90 "
     "to 0.85 in the sweep config ('0.85 x 39.49 = 33.57 GiB passes the check with ~0.78 GiB headroom'; 0.80 next if "
     "it still fails), kill the root-owned orphan (PID 2755203) and the stray 'vllm serve Qwen/Qwen3-1.7B' on port "
     "8000 before the re-run, and drop the TP=1 DP=4 candidates (57 GB of bf16 weights cannot fit one 40 GB card -- "
     "a separate failure). The results folder of the re-run is committed (results/qwen3-a3b-4gpu-parallelism/).",
     release=None, gpu="NVIDIA A100-PCIE-40GB", gpus=4, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: context.md's 'Parallelism sweep (FAILED ...)' lines up to the error line, as stored (the error "
          "line is wrapped over two lines there); the sentence after it (the orphan-process diagnosis) and item 2 "
          "(pure-DP candidates do not fit) are left out. GPU, count and model from issues/prd.md's problem statement "
          "('Qwen3-30B-A3B on 4x A100-PCIE-40GB'); the vLLM version is not stated; no launch command is shown (the "
          "sweep builds it from the YAML). Judgement call 1 (two write-ups; cause label).")

BATCH.write()
