"""Round-812 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES, FOURTH LIST (ids 61030677524,
57434535548, 62684067799, 55739484241, 57510564906, 55590849524, 71250814617; each read by id, its repository found
from the names / paths / links in its own text, at most 6 look-ups per hit, a source URL only as
https://github.com/OWNER/REPO/blob/COMMIT/PATH from find_files; an untied hit is not a case); collected by helper
wild812 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round812-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (the committed file itself: its error line and what its author did about it). Excerpts are the text as the
read_file look-up shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed (7 read_file by id, 5 read_file by repo / path -- 3 of them with a commit -- to match
the hit's id to a file version, 7 find_files, 3 find_repos, 2 search corpus=code; no fetch). Per hit:
- 61030677524 (dual-radeon w4a16 symmetry A/B): 4 -- the read; find_files docs/hybrid-decode-on-rdna.md (the doc the
  page links as ../../docs/...) -> cadamcat/dual-radeon-vllm; the repository's *.md listing; read_file
  benchmarks/w4a16-symmetry/README.md -> id 61030677524 at commit 52c396ea... TIED.
- 57434535548 (Slurm VLM grid script): 5 -- the read; find_files run_vlm_pipeline.py (the script it calls) ->
  MONSELLA/Nature-identification (the script's paths are /home/pmonserrat/...; the repository also holds
  data/llm_reference/vlm_pipeline_recap.txt, the 'recap v18/v19' the comments cite); the listing; read_file
  scripts/job_vlm_pipeline_no_caption.sh (a different file, id 57648558428); read_file scripts/job_vlm_pipeline.sh at
  the find_files commit 35749505... -> id 57434535548. TIED.
- 57510564906 (DGX Spark DeepSeek-V4 production page): 4 -- the read; find_files EUGR_B12X_PROD.md (linked) ->
  maci0/dgx-spark-deepseek-v4-flash-0731; the *.md listing; read_file PRODUCTION.md (newest, id 57618540690, a later
  rewrite of section 4) and PRODUCTION.md at a7b0c3f9... -> id 57510564906. TIED.
- 62684067799 (Korean B200 x8 MEASUREMENTS): 3 -- the read; find_repos 'host_vllm_hybrid' (none); find_files on the
  full path the page prints (shadow_assists/features/IDE_022_agsd_realistic_eval/SUB_201_cpu_host_path_bottleneck/
  poc/b3_8gpu_full/MEASUREMENTS.md) -> mystous/vllm_hybrid @ e6d6c1f3... TIED (one commit listed; not re-read).
- 55739484241 (GDS cold-start experiment 04): 3 -- the read; find_files experiment-03-coldstart-loading-gds/README.md
  (the sibling it links) -> avaneesh1830/gpu-direct-storage-coldstarts; the *.md listing ->
  experiment-04-tp8-multiGPU-loaders-gds/README.md, one version, @ aed27c68... TIED (one version; not re-read).
- 55590849524 (RunPod 8xH100 405B FP8 recipe): 2 -- the read; a code search on its words (Lindsey-2026 introspection
  replication, vllm-lens, 405B FP8, RunPod): introspection-replication repositories appear but only as unnamed
  excerpts. NOT TIED (round 807 had spent a code search and a find_string on the script names).
- 71250814617 (Leonardo HPC README): 4 -- the read; a code search (Leonardo / CINECA / Singularity /
  run_vllm_singularity.sbatch / generate_rollouts): Pawsey and LUMI Slurm scripts only; find_repos 'rollout'
  (chrisjmccormick/math-rollouts looked like the home of generate_math/generate_rollouts.py, but its *.md listing has
  no leonardo_scripts/ README -- 1 find_files); find_repos 'leonardo' (100+ unrelated, truncated). NOT TIED (round
  807 had tried find_files leonardo_scripts/README.md, leonardo_scripts/run_vllm_singularity.sbatch,
  generate_math/generate_rollouts.py).

5 cases:
- github-dual-radeon-vllm-w4a16-symmetry-qwen38-27b-asym-tp2-mamba-256-over-214: cyankiwi/Qwen3.8-27B-AWQ-INT4 on two
  gfx1100 Radeons, TP=2, stock image: 'max_num_seqs (256) exceeds available Mamba cache blocks (214)'; fixed by pinning
  max_num_seqs=128.
- github-monsella-nature-identification-qwen36-35b-a3b-rtx6000-96gb-util08-mamba-1024-over-274: a Slurm grid script,
  Qwen/Qwen3.6-35B-A3B on one 96 GB RTX 6000 at utilization 0.8: 'ValueError: max_num_seqs (1024) exceeds available
  Mamba cache blocks (274)'; fixed by a per-model max_num_seqs 128.
- github-maci0-dgx-spark-deepseek-v4-flash-2x-gb10-free-111.46-of-121.69-util-0.92: DeepSeek-V4-Flash (DSpark) on two
  DGX Sparks at utilization 0.92: 'Free memory on device cuda:0 (111.46/121.69 GiB)' at start-up; shipped at 0.89.
- github-mystous-vllm-hybrid-b200-qwen25-7b-28-heads-tp8: Qwen/Qwen2.5-7B-Instruct at TP=8 on 8x B200: 'Total number
  of attention heads (28) must be divisible by tensor parallel size (8)'; the author moved to Llama-3.1-8B (32 heads).
- github-avaneesh1830-gds-coldstarts-a100x8-qwen25-1.5b-12-heads-tp8: Qwen2.5-1.5B at TP8 on 8x A100 80GB: 'ValueError:
  Total number of attention heads (12) must be divisible by tensor parallel size (8)'; TP8 kept only for models whose
  heads divide by 8, the small models run on one GPU.

How mined the slice is: this list was the last of the named find_string hits; five of the seven tied at the first or
second path guess because each page links a sibling file by a repository-relative path (docs/..., EUGR_B12X_PROD.md,
experiment-03-...) or prints its own full path. The two left (RunPod, Leonardo) name only script files that the
find_files index does not seem to hold at a root path; three rounds have now failed on them, and another try is
unlikely to pay without a new kind of look-up.

Sources given up (for the lead, not cases):
- id 55590849524 (RunPod 8xH100 + vLLM + FP8 recipe, 2026-04-28; vllm==0.11.0 pin, later 0.20.0;
  Llama-3.1-405B FP8-dynamic, TP=8, --max-model-len 4096, --gpu-memory-utilization 0.95): gotcha 9, the engine OOMs
  during "warming up sampler with 1024 dummy requests" -> --max-num-seqs 32 (the log's progress phrase only, no
  error line); gotcha 4 'torch._SymmetricMemory.rendezvous ... "CUDA driver error: invalid argument"' -> 
  VLLM_ALLREDUCE_USE_SYMM_MEM=0 (driver 570.195.03 + torch 2.8); 'RuntimeError: DeepGEMM backend is not available or
  outdated' on vllm 0.20.1 -> pin 0.20.0; 'The NVIDIA driver on your system is too old (found version 12090)' with a
  cu129 image -> the cu1281 image. Not tied: names only quantize_405b.py, serve_405b.sh, sir_continuation_405b.py.
- id 71250814617 (Leonardo HPC vLLM Scripts, CINECA, 4x A100 64GB, TP=4, vLLM 0.12,
  Qwen/Qwen3-30B-A3B-Thinking-2507): 'torch.AcceleratorError: CUDA error: out of memory (during capture_model)' above
  --gpu-memory-utilization 0.85 -> 0.85; 'Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:455 'invalid
  argument'' -> --disable-custom-all-reduce. Not tied (see above).
- Not written from tied files: maci0's 0.91 row (the worker SIGKILLed mid-allocation with no vLLM error, only bash's
  'Killed'); maci0's 'DSpark requires num_speculative_tokens >= dspark_block_size (5); got 3' (a real refusal with
  its rule, k must be 5 or 10; a second case from one page, and the image's own DSpark build -- left for a later
  round if wanted); mystous' FLEX_ATTENTION CUDA_ERROR_ILLEGAL_ADDRESS at the first request (no fix, 'runtime defect
  of this build'); avaneesh1830's 'invalid choice: instanttensor' (the author's own harness) and 'No module named
  instanttensor' (a pip install; not a vLLM message).

Judgement calls for the lead:
1. All five are committed notes / scripts, not issue threads: the error line is quoted inside the author's prose
   (or a shell comment), and the 'fix' is what the same file shows the author did next. The URLs use the commit whose
   stored text matches the hit's id (read_file's commit), which for dual-radeon is 52c396ea..., an older version of
   the same path than the one find_files listed (64e86fab...); for MONSELLA and maci0 the find_files commit is the
   matching one.
2. MONSELLA: the error line is in a comment of the launch script (the paragraph says the model 'refuses to start at
   all' and quotes the ValueError with 274 blocks, next to a '~274 blocks' estimate); it is read as the observed
   failure. The GPU is the cluster's 96 GB 'rtx6000' partition (an RTX PRO 6000 class card; the script does not name
   the model). The launch goes through the project's run_vlm_pipeline.py (vLLM's LLM class with the script's
   --gpu_memory_utilization / --max_model_len / --max_num_seqs), so command is None.
3. maci0: the error is a table cell with the line cut after the GiB pair; numbers are the two the cell prints
   (free_gib, total_gib), and the utilization 0.92 is in the same row. Cause other_process as earlier GB10 fixtures
   read the start-up gate on unified memory (the OS, the container and /dev/shm left on a 121.69 GiB machine).
4. mystous: the vLLM version is the build string the page prints ('1.7.dev16107+gffe20fb09.d20260601', a source
   build for sm_100). The fix was a different model (Llama-3.1-8B, 32 heads) because the task demanded all 8 GPUs; an
   equally valid fix for Qwen2.5-7B is a TP that divides 28 (the earlier b3_sched ran it on 4 GPUs).
5. avaneesh1830: the 'fix' is the author's conclusion (TP8 is impossible for 12- and 28-head models; those fit one
   GPU, where cold start is faster anyway); weaker than a reported relaunch. Drop it if that is too thin.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round812-blind")
case = BATCH.case

_NOT_MEMORY_TP = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- cadamcat/dual-radeon-vllm benchmarks/w4a16-symmetry/README.md: Mamba 256 over 214 (TP=2 gfx1100)
case("github-dual-radeon-vllm-w4a16-symmetry-qwen38-27b-asym-tp2-mamba-256-over-214",
     "https://github.com/cadamcat/dual-radeon-vllm/blob/52c396eabd094749e295e4d88c2f943b968405ea/benchmarks/"
     "w4a16-symmetry/README.md",
     "# An asymmetric int4 checkpoint costs a flat 60 ms per decode step on gfx1100\n"
     "...\n"
     "Two checkpoints of the same model — `Qwen3_5ForConditionalGeneration`,\n"
     "compressed-tensors pack-quantized on both sides — same two cards, same image,\n"
     "one fresh container per cell:\n"
     "\n"
     "| arm | checkpoint | symmetric | group_size |\n"
     "|---|---|---|---|\n"
     "| asym | `cyankiwi/Qwen3.8-27B-AWQ-INT4` | false | 32 |\n"
     "| sym | `RedHatAI/Qwen3.8-27B-INT4` | true | 128 |\n"
     "...\n"
     "## The one repeat measurement\n"
     "\n"
     "An earlier attempt at this A/B lost all three asymmetric cells to a default:\n"
     "`max_num_seqs=256` exceeds the Mamba cache blocks that checkpoint leaves free,\n"
     "and engine init aborts during graph capture\n"
     "(`logs/ab-asym-32768-firstattempt-maxnumseqs256.log`, verbatim: *\"max_num_seqs\n"
     "(256) exceeds available Mamba cache blocks (214)\"*).",
     "mamba_blocks", {"max_num_seqs": 256, "mamba_blocks": 214}, "mamba_blocks",
     "Qwen3.8-27B (Qwen3_5ForConditionalGeneration) is a hybrid linear-attention / attention model that needs one Mamba "
     "state block per concurrent sequence. With the asymmetric AWQ-INT4 checkpoint (cyankiwi/Qwen3.8-27B-AWQ-INT4) on "
     "two gfx1100 Radeons at TP=2, the memory left after weights held only 214 Mamba cache blocks, while the launch "
     "kept vLLM's default max_num_seqs of 256, so engine init aborted during CUDA-graph capture in all three "
     "asymmetric cells. Not a KV-cache / context-length shortage and not a parallelism problem.",
     "the author: the A/B was rerun with max_num_seqs=128 pinned on both arms ('the pinned max_num_seqs rescued the "
     "asymmetric arm without moving the symmetric one'), TP=2 and CUDA graphs kept on.",
     release=None, gpu="two AMD Radeon gfx1100 (RDNA3) cards", gpus=2, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 214}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-model-len"}],
     note="Excerpt: the page's title, the checkpoint table's lead-in and table, and the 'one repeat measurement' "
          "paragraph up to the quoted error; '...' marks the left-out parts (the kernel-selection analysis, the "
          "A/B tables and the setup sentence that names the pinned max_num_seqs=128, which is the fix). The stored "
          "text is the author's quotation of the log, not the log. The vLLM release is not stated (a stock image "
          "with PR #41394, merged 2026-05-29). Second case from this repository (README.md was used before).")

# ---------------------------------------- MONSELLA/Nature-identification scripts/job_vlm_pipeline.sh: Qwen3.6-35B-A3B Mamba 1024 over 274
case("github-monsella-nature-identification-qwen36-35b-a3b-rtx6000-96gb-util08-mamba-1024-over-274",
     "https://github.com/MONSELLA/Nature-identification/blob/3574950582144fd40faccdf3d23b6c0293ccfed2/scripts/"
     "job_vlm_pipeline.sh",
     "#!/bin/bash\n"
     "#SBATCH --cpus-per-task=6\n"
     "#SBATCH --mem=32G\n"
     "#SBATCH --partition=rtx6000\n"
     "#SBATCH --qos=normal\n"
     "#SBATCH --account=acct_gen\n"
     "#SBATCH --job-name=vlm_pipeline\n"
     "#SBATCH --gres=gpu:rtx6000:1\n"
     "#SBATCH --array=30-35\n"
     "#SBATCH --output=/dev/null\n"
     "\n"
     "source ~/miniconda3/etc/profile.d/conda.sh\n"
     "conda activate tfm\n"
     " \n"
     "export VLLM_USE_FLASHINFER_SAMPLER=0\n"
     "...\n"
     "#   tier    models     --array    GPU               #SBATCH to set above\n"
     "#   base    idx 0-4    0-14       L40S     48 GB    --partition=l40s --gres=gpu:l40s:1\n"
     "#   light   idx 5-8    15-26      A40      48 GB    --partition=a40  --gres=gpu:a40:1\n"
     "#   moe     idx 9-11   27-35      RTX6000  96 GB    (whatever the queue calls it)\n"
     "...\n"
     "# --- BATCH CAPS: where these numbers come from -------------------------------\n"
     "# --batch_size only bounds how many prompts THIS SCRIPT submits per\n"
     "# generate_batch call. It is NOT the memory lever: vLLM reserves weights + KV\n"
     "# cache up front (--gpu_memory_utilization 0.8) and its own scheduler decides\n"
     "# how many of the submitted prompts actually run together.\n"
     "...\n"
     "#   model                GPU    weights   KV budget   MB/req   concurrency  cap\n"
     "...\n"
     "#   Qwen3.6-35B-A3B      96GB     70 GB      3.8 GB     196         19       64\n"
     "...\n"
     "# HYBRID-ATTENTION MODELS NEED --max_num_seqs. Qwen3.6-35B-A3B interleaves\n"
     "# Gated-DeltaNet (Mamba-style) layers with normal attention, and vLLM allocates\n"
     "# ONE MAMBA STATE BLOCK PER CONCURRENT SEQUENCE out of the same leftover memory\n"
     "# as the KV cache. With 65.5 GiB of weights against a 76.8 GiB budget only\n"
     "# ~5.5 GiB is left, i.e. ~274 blocks — and vLLM's DEFAULT max_num_seqs is 1024,\n"
     "# so it refuses to start at all:\n"
     "#     ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (274)",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 274}, "mamba_blocks",
     "Qwen/Qwen3.6-35B-A3B interleaves Gated-DeltaNet (Mamba-style) layers with attention, and vLLM needs one Mamba "
     "state block per concurrent sequence out of the memory left after weights. On one 96 GB card at "
     "--gpu_memory_utilization 0.8 (76.8 GiB budget) the 65.5 GiB of weights left ~5.5 GiB, i.e. 274 blocks, while the "
     "grid script passed no max_num_seqs and vLLM kept its default 1024, so the engine refused to start. Not a "
     "context-length or parallelism problem; the script's own --batch_size does not bound it.",
     "the author's script: a per-model 5th MODELS field for hybrid models, 'qwen|Qwen/Qwen3.6-35B-A3B|8192|64|128', "
     "passed as --max_num_seqs 128 ('only the hybrid entry sets the field'); utilization kept at 0.8 for the whole "
     "grid.",
     release=None, gpu="RTX 6000 class 96 GB (the cluster's 'rtx6000' Slurm partition)", gpus=1, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 274}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="Excerpt: the script's #SBATCH header and environment lines, the tier table, the first sentences of the "
          "batch-cap comment, the Qwen3.6-35B-A3B row of the sizing table and the hybrid-attention paragraph up to "
          "the quoted ValueError; '...' marks the left-out parts (the other models' rows, the MODELS array whose "
          "Qwen3.6 entry carries the fix 128, the dataset cases and the python invocation). The error is quoted in "
          "a shell comment. See judgement call 2.")

# ---------------------------------------- maci0/dgx-spark-deepseek-v4-flash-0731 PRODUCTION.md: 0.92 fails the free-memory gate on GB10
case("github-maci0-dgx-spark-deepseek-v4-flash-2x-gb10-free-111.46-of-121.69-util-0.92",
     "https://github.com/maci0/dgx-spark-deepseek-v4-flash-0731/blob/a7b0c3f9fa00d957a21180b1e6eccc436b2cb8f5/"
     "PRODUCTION.md",
     "# Production setup: 3-5 concurrent sessions on 2x DGX Spark\n"
     "\n"
     "The shipped configuration, and the measurements behind every value in it.\n"
     "...\n"
     "| Setting | Value | Why this value |\n"
     "|---|---|---|\n"
     "| container | `ghcr.io/spark-arena/dgx-vllm-eugr-nightly-b12x:2026081903` | newest eugr build; ships b12x, "
     "DSpark and MLA KV quants together |\n"
     "| model | `drowzeys/keys-DeepSeekV4-Flash-GA-0731-Dspark-Abliterated-32-32` | gated, 156 GB, 48 shards, ships "
     "the DSpark draft head |\n"
     "| `kv_cache_dtype` | **`fp8_ds_mla`** | the only MLA KV quant DeepSeek-V4 can use on this image (§4) |\n"
     "...\n"
     "| `max_model_len` | 1,048,576 | full 1M context; the KV pool must hold one max-length request |\n"
     "...\n"
     "## 3. The utilization ceiling\n"
     "\n"
     "| util | KV tokens | outcome |\n"
     "|---|---:|---|\n"
     "...\n"
     "| 0.92 | n/a | **fails at startup**: `Free memory on device cuda:0 (111.46/121.69 GiB)` |",
     "free_memory_low", {"free_gib": 111.46, "total_gib": 121.69}, "other_process",
     "Two DGX Spark nodes (GB10, 121.69 GiB of unified memory each, TP=2 across them) serving DeepSeek-V4-Flash with "
     "the DSpark draft head. On GB10 the utilization is a share of the whole machine's memory, OS, container and "
     "leftover /dev/shm segments included; at 0.92 vLLM asked for ~111.95 GiB free while only 111.46 GiB was, so the "
     "start-up gate refused before weights loaded. Memory vLLM does not own, not the model's size or context.",
     "the author's shipped configuration: gpu_memory_utilization 0.89 ('measured ceiling: 0.91 kills the worker, 0.92 "
     "fails at startup'), which serves with a ~1.66M-token KV pool; also clear /dev/shm on both nodes between runs "
     "(scripts/spark-launch.sh).",
     release="ghcr.io/spark-arena/dgx-vllm-eugr-nightly-b12x:2026081903 (eugr nightly, vLLM source of Aug 15)",
     gpu="NVIDIA GB10 (DGX Spark, 121.69 GiB unified memory)", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.92}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the title and lead, four rows of the configuration table and the header plus the 0.92 row of "
          "section 3; '...' marks the left-out parts (the gpu_memory_utilization 0.89 row, which is the fix, the "
          "0.85 / 0.89 / 0.91 rows, the performance sections). The error is a table cell that cuts vLLM's line after "
          "the GiB pair. See judgement call 3.")

# ---------------------------------------- mystous/vllm_hybrid b3_8gpu_full/MEASUREMENTS.md: Qwen2.5-7B 28 heads at TP 8 on 8x B200
case("github-mystous-vllm-hybrid-b200-qwen25-7b-28-heads-tp8",
     "https://github.com/mystous/vllm_hybrid/blob/e6d6c1f39c44b353f7aa81796ba2b37360db2d8b/shadow_assists/features/"
     "IDE_022_agsd_realistic_eval/SUB_201_cpu_host_path_bottleneck/poc/b3_8gpu_full/MEASUREMENTS.md",
     "# B3 8GPU FULL 단독 강제 검증 — MEASUREMENTS\n"
     "\n"
     "> 이전 b3_sched (4GPU + Qwen-7B + FlashInfer/FA forced) finding 재검증 + 추가 backend (TRITON_ATTN, "
     "FLEX_ATTENTION) 시도.\n"
     "> 사용자 명시: **B200 8 GPU 활용 강제 검증** — 모든 우회 옵션 시도 + 가능 시 측정 / 불가능 시 정확한 차단 layer 정리.\n"
     "\n"
     "---\n"
     "\n"
     "## 0. 환경 & 사전 준비\n"
     "\n"
     "- **Hardware**: NVIDIA B200 × 8 (GPU 0-7, sm_100, 각 약 183 GB HBM)\n"
     "- **vllm**: `1.7.dev16107+gffe20fb09.d20260601` (sm_100 재빌드)\n"
     "- **torch**: `2.11.0+cu128`, CUDA tk 12.8\n"
     "- **Date**: 2026-06-05 04:48 ~ 05:29 UTC\n"
     "...\n"
     "  - 주: 원 task 는 `Qwen/Qwen2.5-7B-Instruct` (28 heads) 였으나 28 ÷ 8 = 3.5 → `Total number of attention heads "
     "(28) must be divisible by tensor parallel size (8)` ValidationError 로 boot 불가 "
     "(`vllm/engine/arg_utils.py:create_engine_config` → `VllmConfig` pydantic validator). 증거: "
     "`sweep.QWEN_TP8_FAIL.log`, `runs/R0_FI_P_boot.QWEN_TP8_FAIL.log`.",
     "tp_not_divisible", {"num_attention_heads": 28, "tensor_parallel_size": 8}, "tp_not_divisible",
     "Qwen/Qwen2.5-7B-Instruct has 28 attention heads, which tensor parallelism over 8 GPUs cannot split (28 / 8 = "
     "3.5), so VllmConfig's validator refused the TP=8 launch on the 8x B200 node before anything loaded. Not "
     "memory.",
     "the author: to satisfy the 'use all 8 B200s' requirement the sweep switched to meta-llama/Llama-3.1-8B-Instruct "
     "(32 heads / 8 KV heads, 'TP=8 정합') and booted it with --tensor-parallel-size 8; the earlier b3_sched run had "
     "Qwen-7B on 4 GPUs (a TP that divides 28).",
     release="1.7.dev16107+gffe20fb09.d20260601 (a source build for sm_100, as the page prints it)",
     gpu="NVIDIA B200 (sm_100, ~183 GB HBM each)", gpus=8, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}]
     + _NOT_MEMORY_TP,
     note="Excerpt: the title, the two quoted intro lines, the first four environment bullets and the '주:' sub-note "
          "of the Model bullet up to its evidence logs; '...' marks the left-out parts: the Model bullet's head "
          "('meta-llama/Llama-3.1-8B-Instruct (TP=8 정합 — 32 heads / 8 KV)') and the sub-note's last sentence "
          "(the switch to Llama, which is the fix), the workload bullets, the boot CLI (shown with the Llama "
          "model), and sections 0.1-6 (cudagraph backend study). Section 1.4 repeats the error with the same fix. "
          "See judgement call 4.")

# ---------------------------------------- avaneesh1830/gpu-direct-storage-coldstarts experiment-04: Qwen2.5-1.5B 12 heads at TP8
case("github-avaneesh1830-gds-coldstarts-a100x8-qwen25-1.5b-12-heads-tp8",
     "https://github.com/avaneesh1830/gpu-direct-storage-coldstarts/blob/aed27c68bc1c9cc3841e4421758e61df48fc859c/"
     "experiment-04-tp8-multiGPU-loaders-gds/README.md",
     "# Experiment 04 — Multi-GPU (TP8) Loading, Loader Shoot-out, and the Final GDS Verdict\n"
     "\n"
     "**Questions:**\n"
     "1. Does GPU Direct Storage work on a **full 8-GPU DGX-class node**? (Hypothesis: cloud providers\n"
     "   may only enable GDS on full-node machines, not single-GPU slices.)\n"
     "2. Does **tensor parallelism across 8 GPUs (TP8)** improve cold-start loading?\n"
     "3. Which weight loader actually wins: **default safetensors vs InstantTensor vs Run:ai Model Streamer**?\n"
     "\n"
     "**Hardware:** `azurerm.a100x8.sxm.brev-dgxc` — 8× A100-SXM4-80GB (640 GB VRAM), 96 vCPU,\n"
     "1.77 TB RAM, 8× local NVMe (\"Microsoft NVMe Direct Disk\", 894 GB each) striped as RAID at\n"
     "`/ephemeral` (7 TB, 2.7 GB/s single-stream). $19.30/hr.\n"
     "...\n"
     "### 3. TP8 is **impossible** for small models (hard architectural constraint)\n"
     "\n"
     "```\n"
     "ValueError: Total number of attention heads (12) must be divisible by tensor parallel size (8)\n"
     "```",
     "tp_not_divisible", {"num_attention_heads": 12, "tensor_parallel_size": 8}, "tp_not_divisible",
     "The 1B-class test model, Qwen2.5-1.5B, has 12 attention heads, and tensor parallelism splits the heads across "
     "the GPUs, so TP8 (12 / 8 = 1.5) was refused at config validation on the 8x A100 node; the 10B-class "
     "Qwen2.5-7B (28 heads) has the same problem. Not memory.",
     "the author: TP8 kept only for models whose heads divide by 8 (Qwen2.5-32B-AWQ, 40 heads; Mistral-Large-AWQ, 96 "
     "heads; 'only for models whose attention heads divide by 8' in the run instructions); the small models are run "
     "on a single GPU, which the same page finds faster to cold-start than TP8 anyway.",
     release="nvcr.io/nvidia/vllm:26.06-py3 (NGC image; vLLM version not stated)",
     gpu="NVIDIA A100-SXM4-80GB", gpus=8, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "8"}, {"flag": "--tensor-parallel-size", "above": 8}]
     + _NOT_MEMORY_TP,
     note="Excerpt: the title, the questions, the hardware paragraph and headline 3's heading and error block; "
          "'...' marks the left-out parts (headlines 1-2, the head-count table and its conclusion, which carry the "
          "cause and the fix, and the rest of the page). Launched through the author's run.sh harness "
          "(EXTRA=\"--enforce-eager --tp-size 8 --load-format $LF\"), so command is None. See judgement call 5.")

BATCH.write()
