"""Round-811 blind batch: NAMED LEADS, NINTH LIST (rmholston420/Forge-OH DEBUG_LOG.md entries not yet used, at most 2
cases; agentydragon/ducktape cluster/docs/inference/qwen3_coder_vram_analysis.md, at most 1 case; tonyh168/release_gap
find_string id 68896131511; ChicoPanama/PokeDao find_string id 59677697527; vllm-project/vllm #52926;
Fugtemypt123/VIGA-release find_string id 42843756761 -- leads earlier collectors found and did not spend, each taken
only where the stored text has vLLM's error line AND a cause or fix, and a committed file only where it is tied to a
blob URL at a real commit; at most 6 look-ups per lead); collected by helper wild811 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round811-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source
(the committed file at the commit in the URL) only. Excerpts are the text as the committed file shows it; the fix is
left out of the excerpt.

Look-ups: 21 of the 40 shared by the wave: 3 ``fetch`` (tonyh168/release_gap -> 'No snapshot of that repository can
be had here'; ChicoPanama/PokeDao -> a snapshot of 2025-09-13, older than the Mew-1A notes; Fugtemypt123/VIGA-release
-> 2 commits, no DevLog file), 9 ``find_files`` (ducktape cluster/docs/inference; VIGA-release *.md; PokeDao
apps/mew1a *.md, *.md, *TEST.md; release_gap *log.md, metax/, *fix.md -- all three release_gap ones empty), 4
``read_file`` (ids 59677697527 and 68896131511; the ducktape note at 2e3c58a9, twice for its two pages), 4 ``search``
(1 corpus=issues for #52926, 1 more for its subject; 3 corpus=code -- one per unplaced note, to name a path; none
named one), 1 ``find_repos`` ('viga': 100+ unrelated names, truncated). No find_string, no device. The Forge-OH
snapshot fetched by round 810 (/work/.mirror/rmholston420+Forge-OH) was read with git locally: no look-up. Per lead:
Forge-OH 0, ducktape 3, release_gap 6, PokeDao 6 (fetch, read, 3 find_files, 1 code search), VIGA 4, #52926 2.

3 cases:
- github-forge-oh-rtx5090-coder-qwen36-35b-nvfp4-free-24.85-of-31.39-ollama-holds-vram: DEBUG_LOG 2026-08-04 02:03 EDT,
  the coder container (RTX 5090, vLLM 0.26.0 :latest, util 0.90) -> 'Free memory on device cuda:0 (24.85/31.39 GiB) on
  startup is less than desired GPU memory utilization (0.9, 28.25 GiB)'; Ollama still held ~6.5 GB; fix: stop Ollama
  (systemctl stop + pkill of the runner) before docker run, enforced in the supervisor. The author rejected a vLLM
  downgrade and a --quantization change.
- github-forge-oh-rtx5090-c01-qwen36-27b-int4-free-2.0-of-31.39-planner-container-holds-vram: DEBUG_LOG 2026-08-05
  06:52 EDT, bench cell c01 (Lorbus/Qwen3.6-27B-int4-AutoRound) -> '(2.0/31.39 GiB) ... (0.9, 28.25 GiB)'; the
  planner's vLLM container (DeepSeek-R1-Distill-Qwen-32B AWQ) held ~29 GB; fix: docker stop forge-vllm-planner, launch
  c01, restart the planner afterwards.
- ducktape-qwen3-coder-vram-analysis-2x-rtx5090-bf16-tp2-kv-negative: the 'VRAM Analysis for 2x RTX 5090' note,
  Qwen/Qwen3-Coder-30B-A3B-Instruct in bf16 with TP=2 on two 32 GB cards: 'Available KV cache @ 131K: -1.84 GB (OOM!)'
  at 0.90, -0.27 at 0.95 (also with an FP8 KV cache), the debug-log breakdown 'Non-KV cache memory: 30.06 GiB <-
  exceeds budget by 0.27 GiB' (weights 28.51 GiB per GPU); fix: the AWQ 4-bit checkpoint (8.52 GiB per GPU).

How mined the slice is: spent. Forge-OH's DEBUG_LOG.md has one unused vLLM entry left (c03b, below, the same class as
round 810's c10) and one without a fix (c07); the ducktape note is now used; the other four leads could not be placed
or hold no error line, after the six look-ups each that the brief allows.

Sources given up (for the lead, not cases):
- tonyh168/release_gap, find_string id 68896131511 ('# metax/SOLAR-10.7B-Instruct-v1.0 修复日志', 2026-09-14, vLLM
  0.24.0 on one MetaX GPU, image metax-vllm-0.24.0-pluginfl-tree3.6): read again -- the text is a clean
  max_len_over_derived case ('pydantic_core._pydantic_core.ValidationError: User-specified max_model_len (32768) is
  greater than the derived max_model_len (max_position_embeddings=4096.0).' -> '--max-model-len 4096' -> 'Application
  startup complete.'), but its path is still unknown: no snapshot can be fetched, a code search on its heading named
  other repositories, and find_files for names ending 'log.md' or 'fix.md' and for a metax/ folder found nothing
  (round 809 also tried 'Instruct-v1.0.md' and the first 100 *.md rows). 6 look-ups, not placed.
- ChicoPanama/PokeDao, find_string id 59677697527 ('# Stage 1: Modal Endpoint Health Test - Mew-1A v4.3', October 24,
  2025; 'ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has
  compute capability 7.5.' -> VLLM_CONFIG["dtype"] 'float16'): read again; the fetched snapshot ends 2025-09-13
  (before any Mew-1A file); find_files apps/mew1a *.md (5 files, none of them), the repository's first 100 *.md rows
  (the root MEW1A-V4.3-*.md, VLLM-FINAL-STATUS.md, deprecated/docs/mew1a/V4.3-DEPLOYMENT-HISTORY.md, TEST_RESULTS.md
  are candidates only by name; none read), names ending 'test.md' (none); a code search on its heading named other
  repositories. 6 look-ups, not placed. A later round could read MEW1A-V4.3-DEPLOYMENT-COMPLETE.md /
  MEW1A-V4.3-PRODUCTION-STATUS.md (16fcdee7) or VLLM-FINAL-STATUS.md (9fdee1b3) and compare the returned id.
- Fugtemypt123/VIGA-release, find_string id 42843756761 (DevLog-000, Qwen2-VL-72B bnb on 2x H100): the repository
  has 2 commits (2026-01-28) and its stored files are README.md and runners/demo/README.md only; the fetched tree has
  no DevLog (its models/README.md serves Qwen2-VL-7B at 0.90 / 32768, no OOM text). A code search on the DevLog's
  heading returned it unnamed, beside an unnamed models/README.md that recommends 'Qwen2-VL-72B-Instruct with INT8
  quantization ... on 2x80GB GPUs' (a VIGA fork not indexed under a name); find_repos 'viga' -> 100+ navigation
  repositories, truncated. 4 look-ups, not placed.
- vllm-project/vllm #52926: not reached by two issues searches; only its fix PR #54516 (open) is stored, which
  describes 'the same flood of empty-multimodal-embedding warnings and a significant increase in request latency'
  for offline /v1/audio/transcriptions on Voxtral Realtime -- a warning and latency, no error line, not a launch
  failure (round 810 judged the PR the same way). Not a case.
- Forge-OH DEBUG_LOG.md, entries not taken (cap of 2 for the file): '2026-08-05 00:00 EDT -- c03b vLLM fails to start:
  "Quantization method in model config (compressed-tensors) does not match --quantization (awq_marlin)"'
  (cyankiwi/Qwen3-Coder-30B-A3B-Instruct-AWQ-4bit is compressed-tensors int4; fix: drop --quantization awq_marlin) --
  a good case, but the same class and the same repository as round 810's c10; '2026-08-05 02:31 EDT -- c07
  Qwen3-Coder-30B FP8 CUDA OOM at compile time' (no fix: the cell was dropped).
- ducktape qwen3_coder_vram_analysis.md's other event, 'The default max-num-seqs=256 causes OOM during warmup' ('CUDA
  out of memory occurred when warming up sampler with 256 dummy requests' -> --max-num-seqs 32): the same event as
  round 807's ducktape-vllm-history-... fixture (same host, model and fix); not written again.

Judgement calls for the lead:
1. Forge-OH URLs: find_files lists DEBUG_LOG.md only at 5cdc9daf (round 810). The ties are from the fetched
   snapshot's git history: `git log -S'24.85/31.39' -- DEBUG_LOG.md` -> 117e2635d6f5 ('supervisor: enforce GPU-tenancy
   discipline before vLLM launch (#1)', 2026-08-04 02:12 EDT), the commit that added the 02:03 entry (its text at
   117e2635 equals the text at c6009c78 and at the snapshot's head df73ebed, bar one trailing blank line); `git log
   -S'(2.0/31.39 GiB)'` -> c6009c78a677 (2026-08-05 09:25 EDT, the commit round 810 used), entry byte-identical at
   df73ebed. This makes 8 fixtures from Forge-OH over three rounds (the brief's cap of 2 for this round is kept).
2. Both Forge-OH headings name the cause ('GPU contention, not quant flag'; 'forge-vllm-planner holds VRAM'). They are
   kept because they are the stored title lines of the excerpted entries (as round 810 kept c10's). Drop or blank
   them if titles that state the answer are unwanted.
3. Forge-OH commands: neither entry shows the command; both are the launchers at the entry's time, with the script's
   defaults filled in. 02:03: ops/vllm_launch_coder.sh, unchanged from ef3ab37 (2026-08-03 18:33 EDT) to c6009c78,
   so the one that ran (RedHatAI/Qwen3.6-35B-A3B-NVFP4 as /models/qwen3.6-35b-nvfp4, --quantization modelopt_fp4, util
   0.90). 06:52: bench/pathE_qwen36_27b/vllm_launch.sh at c6009c78 (its first commit, 2.5 h after the entry), cell
   c01. Set command=None if only commands quoted in the excerpt should count. Release 0.26.0: stated for the 02:03
   entry ('Docker :latest (currently 0.26.0)'); for 06:52 read from the same :latest image's entries of that night
   (01:11 EDT 'exact from vLLM 0.26.0 startup').
4. Forge-OH forbidden: 02:03 forbids --quantization (the author: 'Do NOT downgrade vLLM or change --quantization'),
   --max-model-len and TP > 1; a lower utilization is NOT forbidden (0.75 of 31.39 would have started; the author
   freed the card instead). 06:52 forbids --gpu-memory-utilization altogether (2.0 GiB free cannot hold the 27B INT4
   weights at any share; only freeing the card works), --max-model-len and TP > 1.
5. ducktape: the stored note has no verbatim vLLM error line: the negative KV figure is retold in a table ('Available
   KV cache @ 131K | **-1.84 GB** (OOM!)', '❌ OOM (-0.27 GB)') and the debug log is summarised ('Non-KV cache memory:
   30.06 GiB ← exceeds budget by 0.27 GiB'). Taken under README's 'a negative "Available KV cache memory" (also retyped
   with "GB")'; drop it if a retelling is not enough. numbers is {} (two negatives, -1.84 at 0.90 / 131K and -0.27 at
   0.95 / 65K, and no single error line to key them to). Cause weights_exceed_budget: the weights (28.51 GiB per GPU)
   fit the 0.95 budget (29.79 GiB) but weights + activation peak (30.06) do not; the author's fix is a 4-bit
   checkpoint. The note's own table also lists 32K at 0.95 FP16 as '✅ Works', so a shorter length is a partial
   remedy the note itself records; it is not forbidden. Forbidden: --kv-cache-dtype fp8 (the note: 'FP8 didn't help'),
   utilization at or below 0.95, TP above 2 (two GPUs). The URL's commit 2e3c58a9 is the one find_files lists (3
   stored versions).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round811-blind")
case = BATCH.case

FORGE_0203 = "https://github.com/rmholston420/Forge-OH/blob/117e2635d6f545215e3d689522bdf38e0f6066c8/DEBUG_LOG.md"
FORGE_0652 = "https://github.com/rmholston420/Forge-OH/blob/c6009c78a677a5cf2f6532aa7393d7837dc1b91e/DEBUG_LOG.md"
DUCKTAPE = ("https://github.com/agentydragon/ducktape/blob/2e3c58a9a10dfddcc49381ee918864594793b533/"
            "cluster/docs/inference/qwen3_coder_vram_analysis.md")

# ---------------------------------------- Forge-OH 2026-08-04 02:03 EDT: coder container, Ollama holds ~6.5 GB -> Free memory 24.85/31.39 < (0.9, 28.25)
case("github-forge-oh-rtx5090-coder-qwen36-35b-nvfp4-free-24.85-of-31.39-ollama-holds-vram",
     FORGE_0203,
     "## 2026-08-04 02:03 EDT — vLLM coder Exited(1) at launch: GPU contention, not quant flag\n"
     "\n"
     "**Symptom:**\n"
     "Right after the G.1 merge to main, `ops/vllm_launch_coder.sh` (via\n"
     "supervisor `up coder`) launched the container and it `Exited(1)`\n"
     "within seconds. `docker logs forge-vllm-coder`:\n"
     "\n"
     "    ValueError: Free memory on device cuda:0 (24.85/31.39 GiB) on\n"
     "    startup is less than desired GPU memory utilization (0.9, 28.25\n"
     "    GiB). Decrease GPU memory utilization or reduce GPU memory used\n"
     "    by other processes.\n",
     "free_memory_low",
     {"free_gib": 24.85, "total_gib": 31.39, "gpu_memory_utilization": 0.9, "requested_gib": 28.25},
     "other_process",
     "Pure GPU contention: Ollama (a user-scope systemd service whose runner subprocess keeps its model in VRAM) was "
     "still holding ~6.5 GB of the RTX 5090 when the launcher ran docker run, so only 24.85 of 31.39 GiB were free "
     "and vLLM 0.26.0 refused the 0.9 x 31.39 = 28.25 GiB it was asked to take. The launch flags were fine (the "
     "author first suspected --quantization modelopt_fp4 and a vLLM downgrade, and rejected both).",
     "the author's fix in the same DEBUG_LOG entry (slice vllm-supervisor-gpu-discipline, commit 117e2635): "
     "ops/vllm_supervisor.sh stops Ollama (_stop_ollama; 'systemctl stop does not reliably release VRAM held by the "
     "runner subprocess ... pkill -f 'ollama runner' is required belt-and-braces') and waits until nvidia-smi's "
     "memory.free >= VLLM_MIN_FREE_MIB (28000) before docker run (_free_gpu_for_vllm); 'Do NOT downgrade vLLM or "
     "change --quantization.'",
     release="0.26.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1,
     command="docker run -d --name forge-vllm-coder --gpus all --ipc=host --shm-size=8g "
             "-e VLLM_USE_FLASHINFER_SAMPLER=0 -e VLLM_ATTENTION_BACKEND=FLASH_ATTN -e HF_HUB_OFFLINE=1 "
             "-v $HOME/models:/models:ro -p 8501:8000 vllm/vllm-openai:latest --model /models/qwen3.6-35b-nvfp4 "
             "--served-model-name qwen3.6-35b-nvfp4 --host 0.0.0.0 --port 8000 --gpu-memory-utilization 0.90 "
             "--max-model-len 32768 --max-num-seqs 128 --dtype auto --trust-remote-code --quantization modelopt_fp4 "
             "--enable-prefix-caching",
     forbidden=[{"flag": "--quantization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the entry's heading and Symptom paragraph with the log as committed at 117e2635 (the log's line "
          "breaks are the file's own); 'Initial misdiagnosis', 'Actual root cause', 'Fix applied', 'Verification "
          "path', 'Also learned' and 'Files changed' left out. The command is ops/vllm_launch_coder.sh at that "
          "commit with its defaults filled in (not in the entry). Judgement calls 1-4.")

# ---------------------------------------- Forge-OH 2026-08-05 06:52 EDT: bench c01 while the planner's vLLM container holds ~29 GB -> Free memory 2.0/31.39
case("github-forge-oh-rtx5090-c01-qwen36-27b-int4-free-2.0-of-31.39-planner-container-holds-vram",
     FORGE_0652,
     "## 2026-08-05 06:52 EDT — vllm-bench (c01) OOM: forge-vllm-planner holds VRAM\n"
     "\n"
     "**Symptom**:\n"
     "```\n"
     "ValueError: Free memory on device cuda:0 (2.0/31.39 GiB) on startup is less than desired GPU memory utilization "
     "(0.9, 28.25 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.\n"
     "```\n"
     "`vllm-bench` container exits (1). `nvidia-smi` shows 29,585 MiB used with no c01 container running.\n"
     "\n"
     "**Affected**: F.3 · bench/pathF_swebench · c01 launch on :8000\n",
     "free_memory_low",
     {"free_gib": 2.0, "total_gib": 31.39, "gpu_memory_utilization": 0.9, "requested_gib": 28.25},
     "other_process",
     "Another vLLM server on the same card: the forge-vllm-planner container (DeepSeek-R1-Distill-Qwen-32B AWQ on "
     ":8511) holds ~29 GB of the RTX 5090 steady-state, while the bench cell c01 (Qwen3.6-27B INT4 AutoRound) asks "
     "for 0.9 x 31.39 = 28.25 GiB; the 32 GB card cannot host both at once ('a hard hardware constraint').",
     "the author's fix in the same DEBUG_LOG entry: 'docker stop forge-vllm-planner' before the F.3 runs, then "
     "'bash bench/pathE_qwen36_27b/vllm_launch.sh c01' (cold load 162 s), then 'docker start forge-vllm-planner' after "
     "F.3 completes (an operational workflow, no file changed).",
     release="0.26.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1,
     command="docker run -d --name vllm-bench --gpus all --ipc=host --shm-size=8g -v $HOME/models:/models:ro "
             "-v $SCRIPT_DIR/chat_templates:/chat_templates:ro -p 8000:8000 -e HF_HUB_OFFLINE=1 "
             "vllm/vllm-openai:latest --model /models/qwen3.6-27b-int4-autoround "
             "--served-model-name c01_coder_vllm_qwen36_27b_int4 --host 0.0.0.0 --port 8000 "
             "--gpu-memory-utilization 0.90 --max-model-len 32768 --max-num-seqs 128 --kv-cache-dtype fp8 "
             "--dtype auto --trust-remote-code --tool-call-parser qwen3_coder --enable-auto-tool-choice",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the entry's heading, Symptom block, the exit / nvidia-smi line and the Affected line as committed "
          "(Root cause / Fix applied / Files changed / Related left out). The model is Lorbus/Qwen3.6-27B-int4-"
          "AutoRound per the launcher's header; the command is bench/pathE_qwen36_27b/vllm_launch.sh's c01 cell at "
          "c6009c78 with its defaults filled in (not in the entry). Judgement calls 1-4.")

# ---------------------------------------- ducktape VRAM note: Qwen3-Coder-30B-A3B bf16, TP=2 on 2x RTX 5090 -> Available KV cache -1.84 / -0.27 GB
case("ducktape-qwen3-coder-vram-analysis-2x-rtx5090-bf16-tp2-kv-negative",
     DUCKTAPE,
     "# VRAM Analysis for 2x RTX 5090\n"
     "\n"
     "For the model search log and download list, see <model_download_history.md>.\n"
     "\n"
     "## Hardware\n"
     "\n"
     "- 2x RTX 5090: **32 GB GDDR7 each = 64 GB total VRAM**\n"
     "\n"
     "## Real-World Testing: vLLM with VM GPU Passthrough\n"
     "\n"
     "**Setup**: 2x RTX 5090 passed through to Proxmox VM, vLLM with tensor parallelism.\n"
     "\n"
     "### Key Discovery: No GPU P2P in VM Passthrough\n"
     "\n"
     "vLLM logs:\n"
     "\n"
     "```text\n"
     "WARNING: Custom allreduce is disabled because your platform lacks GPU P2P capability\n"
     "```\n"
     "\n"
     "**Impact**: Without GPU Peer-to-Peer communication, tensor parallelism requires CPU-mediated data transfer "
     "between GPUs. This adds significant memory overhead for staging buffers.\n"
     "\n"
     "### Actual Memory Usage (vLLM, HF weights)\n"
     "\n"
     "| Metric                    | Value                 |\n"
     "| ------------------------- | --------------------- |\n"
     "| Model loading             | **28.51 GB**          |\n"
     "| GPU memory utilization    | 0.90 (57.6 GB usable) |\n"
     "| Available KV cache @ 131K | **-1.84 GB** (OOM!)   |\n"
     "\n"
     "The model + P2P fallback overhead consumed ~59.4 GB, leaving negative headroom for 131K context.\n"
     "\n"
     "### Context Length Test Results\n"
     "\n"
     "| Context        | gpu_memory_utilization | KV dtype | Result                              |\n"
     "| -------------- | ---------------------- | -------- | ----------------------------------- |\n"
     "| 131,072 (131K) | 0.90                   | FP16     | ❌ OOM (-1.84 GB)                   |\n"
     "| 65,536 (65K)   | 0.95                   | FP16     | ❌ OOM (-0.27 GB)                   |\n"
     "| 65,536 (65K)   | 0.95                   | FP8      | ❌ OOM (-0.27 GB) - FP8 didn't help |\n"
     "| 65,536 (65K)   | 0.99                   | FP16     | 🧪 Testing                          |\n"
     "| 32,768 (32K)   | 0.95                   | FP16     | ✅ Works                            |\n"
     "\n"
     "### Detailed Memory Breakdown (from debug logs)\n"
     "\n"
     "Per GPU (RTX 5090, 32GB):\n"
     "\n"
     "```text\n"
     "Total memory:           31.36 GiB\n"
     "Requested (0.95 util):  29.79 GiB\n"
     "Non-KV cache memory:    30.06 GiB  ← exceeds budget by 0.27 GiB\n"
     "  - Weights:            28.51 GiB per GPU\n"
     "  - Torch peak:         1.52 GiB\n"
     "  - Non-torch overhead: ~0.03 GiB (NCCL, etc.)\n"
     "```\n",
     "kv_memory_negative", {}, "weights_exceed_budget",
     "Qwen3-Coder-30B-A3B-Instruct in bf16 is 61 GB, so TP=2 leaves 28.51 GiB of weights on each 32 GB RTX 5090; "
     "with the 1.52 GiB activation peak the non-KV memory (30.06 GiB) is above the 0.95 budget (29.79 GiB) before any "
     "KV cache is allocated, so vLLM's profile leaves a negative KV budget (-0.27 GiB at 0.95, -1.84 at 0.90). The "
     "note's own forensic section: 'The bf16 model is simply too large for 32 GB GPUs'; an FP8 KV cache does not help "
     "because the deficit is in the fixed weights + activations, and the missing GPU P2P (VM passthrough) 'doesn't "
     "affect memory'.",
     "the same note ('Solution: Quantized Weights' and 'Verified Working Setup (2026-01-25)'): "
     "cyankiwi/Qwen3-Coder-30B-A3B-Instruct-AWQ-4bit with --tensor-parallel-size 2 (8.52 GiB of weights per GPU, "
     "18.28 GiB of KV cache; 131K and later 262K context with --kv-cache-dtype fp8 --max-num-seqs 32 at "
     "--gpu-memory-utilization 0.90), without --quantization awq (the checkpoint is compressed-tensors). Its own table "
     "also records 32K at 0.95 with the bf16 weights as working.",
     release=None, gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=2, command=None,
     forbidden=[{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--gpu-memory-utilization", "at_most": 0.95},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the note's title, Hardware section and its 'Real-World Testing: vLLM with VM GPU Passthrough' "
          "section up to the end of the debug-log breakdown, as committed at 2e3c58a9 (the model / quantization / KV "
          "math tables between them, and the **Root cause** line, 'Forensic Analysis', 'Solution', the AWQ sections "
          "and the max-num-seqs warm-up fix after them, left out). The model (Qwen/Qwen3-Coder-30B-A3B-Instruct, HF "
          "bf16 weights) is named by the note's debug command and forensic section, not in the excerpt's tables. "
          "vLLM via the vllm/vllm-openai:latest image, release not stated. Judgement call 5.")

BATCH.write()
