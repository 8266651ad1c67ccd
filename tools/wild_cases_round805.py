"""Round-805 blind batch: NAMED FIND_STRING HITS TO TIE TO THEIR REPOSITORIES, SECOND LIST (ids 63395380053,
55665240602, 55889643061, 58062282223 / 67156308820, 70624198228, 71011104661, 58538362261 -- the 'fresh' and 'not
placed' hits round 803 left: each file read by id, its own names / paths / users looked up with find_repos /
find_files, at most 6 look-ups per hit, and the URL taken only from a find_files commit whose read returned the hit's
own id); collected by helper wild805 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round805-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (the committed file itself: the failure as its author recorded it, and the cause / fix the same file records).
Excerpts are the text as the stored copy of the committed file shows it (read with read_file at the commit in the
URL, which returned the same file id as find_string's hit); the fix is left out of the excerpt.

Look-ups: 31 of the 50 shared by the session's two collectors: 13 read_file, 8 find_repos, 6 find_files, 2 search
(corpus=code), 0 find_string, 0 fetch, no device. Per hit: 58062282223 (o4k3n/soc-poc-1) 4 (read by id; find_files
for the path it names, src/soc_poc/casedir.py -> o4k3n/soc-poc-1; find_files *.md of the repository; read README.md at
94aa2d57 -> the same id), 55889643061 (MushiSenpai/comic-manga-narrator) 4 (read by id; find_repos 'comic-narrator'
-> an unrelated bot; find_repos 'MushiSenpai' -> comic-manga-narrator; find_files *.md -> docs/BLOG-killing-the-two-
pass-dance.md; read at ec148a7c -> the same id), 70624198228 (njirby/GridZero) 5 (read by id; find_files
configs/gridzero_2b_lora.env -> none; find_repos 'lego-rl' -> no home; find_repos 'gridzero' -> njirby/GridZero (the
journal's user is 'nate'); find_files *.md -> lego/debug-journal.md; read at 1fe5e42e -> the same id). Spent and not
placed: 55665240602 5, 63395380053 4, 58538362261 5, 71011104661 2.

5 cases (three from one file of MushiSenpai/comic-manga-narrator, one each from o4k3n/soc-poc-1 and njirby/GridZero):
- soc-poc-1-readme-gb10-gpt-oss-120b-util-0.55-kv-memory-minus-1.95: gpt-oss-120b (MXFP4) beside Qwen3-8B-FP8 on one
  DGX Spark (GB10, ~119.6 GiB seen), NGC vllm 26.07 (vLLM 0.24.0), commander at 0.55: 'No available memory for the
  cache blocks', 'Available KV cache memory: -1.95 GiB'; the weights load to 66.1 GiB (~5 GiB over the on-disk
  size) and graphs take 1.6 GiB, the floor is ~0.57; fix 0.64 (grunt 0.28 -> 0.24).
- comic-manga-narrator-blog-rtx5090-nemotron-omni-nvfp4-free-20.09-of-31.36-tts-allocator: attempt 1 at 0.68 ->
  'Free memory on device (20.09/31.36 GiB) is less than desired (21.32 GiB)'; ~9 GB held by the TTS worker's CUDA
  caching allocator; fix: the same config on a quiet GPU (start the big tenant first / restart the small one).
- comic-manga-narrator-blog-rtx5090-nemotron-omni-moe-backend-triton-not-supported-nvfp4: attempt 2 ->
  "moe_backend='triton' is not supported for NvFp4 MoE"; flags copied from stale docs; fix: drop --moe-backend triton
  and VLLM_USE_FLASHINFER_MOE_FP4=1 (the as-built compose has neither).
- comic-manga-narrator-blog-rtx5090-nemotron-omni-kv-memory-minus-1.62-batched-tokens-16384: attempts 3-5 at 0.72 /
  0.78 / 0.78 with 32K -> 'No available memory for the cache blocks', 'Model loading took 21.5 GiB', 'Available KV
  cache memory: -1.62 GiB'; the profiling peak sized by --max-num-batched-tokens 16384 and 8 images; fix
  --max-num-batched-tokens 4096 (+ 2 seqs, 2 images, util 0.82).
- gridzero-debug-journal-qwen35-2b-grpo-gen-tp2-util-0.25-kv-memory-minus-1.04: verl GRPO on Qwen3.5-2B (LoRA,
  vLLM rollout TP=2 on two 24 GB cards beside the FSDP actor), GPU_MEM_UTIL=0.25 -> 'Available KV cache memory: -1.04
  GiB' ("0.25 too small for the 4GB model"); fix back to 0.4.

How mined the slice is: this is the second list of round 803's unplaced hits; with it, those hits are spent. Three of
the eight were tied cheaply through a path or a user name the text gives; the others name no path or user that the
index holds (below).

Sources given up (for the lead, not cases):
- find_string id 55665240602 ('vLLM Quickstart on Apple silicon CPU', Chinese, Mac user 'maochenxiao', vLLM
  0.22.1rc1.dev495 CPU backend; three clean events with fixes: 4.85/18.0 GiB at 0.92 -> 0.2; 'requested memory for kv
  (-0.39/3.6 GiB)' with Qwen2.5-1.5B -> 0.3; Qwen3-0.6B '(40960), (4.38 GiB ... (1.31 GiB) ... 12288' -> --max_model_len
  12288): find_repos 'maochenxiao' 0 hits, 'maochen' 100+ (nothing likely), a code search for the title missed. The
  text names no path of its own (only /Users/maochenxiao/.cache). Not placed.
- find_string id 63395380053 (Anvil H100 Qwen3.6-27B, vLLM 0.25.1, 'max_num_seqs (1024) exceeds available Mamba cache
  blocks (312)' -> --max-num-seqs 128): a lab's 'general research wiki'; find_repos 'svib' (100+, truncated) and 'svib2'
  (0), a code search for the title missed; the wiki links are [[...]] page names, not paths. Not placed.
- find_string id 58538362261 (Matthew-Bozoukov/Lessons_from_constituitional_AFT, scratch/serve_adapter_runpod.py; a
  docstring: 'vLLM's default 1024 dies with "exceeds available Mamba cache blocks (313)"', fix max_num_seqs 32): the
  repository is found (find_files of the path), but the only commit the index gives (f1f2822a) holds a later, shorter
  version (id 58507435885, 5,574 characters) whose docstring no longer quotes the error ('Qwen3.6's Mamba cache-block
  boot constraint; 32 is the verified value'); the hit's text (13,016 characters) has no commit in the index, and
  blob/main would not show the same text. Not a case. (That repository's LOG.md is already a round-343 source.)
- find_string id 71011104661 (GLM-5.3-Flash NVFP4 serve script across GB10 nodes, KDA states): the 'max_num_seqs (256)
  exceeds available Mamba cache blocks (32)' comment lies past the 16,000 characters read (not read further); its only
  name, kindling-spark-os, is another project of kindlingai (find_repos 'kindling-spark' -> kindlingai/kindling-spark-os,
  28 file versions, not the serve script's home). Not placed within the cap spent; a code comment at best.
- id 67156308820 is the other stored version of o4k3n/soc-poc-1's README (the same event as the case); not a second case.

Judgement calls for the lead:
1. soc-poc-1 (gpt-oss-120b at 0.55): cause weights_exceed_budget, not util_too_low -- the README says the weights
   alone (66.1 GiB) exceed the 0.55 share (0.55 x ~119.6 = ~65.8 GiB) and 'the floor for this model is ~0.57 just to
   start'; the fix is still a larger share (0.64), taken from the second instance's 0.28. kind no_kv_memory (the
   error quoted is 'No available memory for the cache blocks'; the negative 'Available KV cache memory' is quoted
   beside it; earlier fixtures with both lines are split between no_kv_memory and kv_memory_negative).
2. comic-manga-narrator, the '-1.62 GiB' case: the budget (0.78 x 31.36 = 24.5 GiB) holds the 21.5 GiB weights; what
   the author names is the profiling pass's activation peak sized by --max-num-batched-tokens 16384 (and 8 images per
   prompt), and the fix that mattered was --max-num-batched-tokens 4096 (with util raised to 0.82, 2 seqs, 2 images).
   README's cause list has no 'activation peak' value: labelled util_too_low (a budget below weights + activation);
   the lead may prefer another. The three cases of this file are one blog post (at most 3 from one repository).
3. comic-manga-narrator free-memory case: the line is the author's retelling without 'cuda:0' and without the
   utilization pair ('less than desired (21.32 GiB)'); numbers are only those it prints. cause other_process (the TTS
   worker's caching allocator held ~9 GB).
4. gridzero: the excerpt is a debug journal's own words (a bullet and the hybrid-model sentence), not a pasted log;
   the 'Root cause' and 'Fix' columns of its table row and the config block (GPU_MEM_UTIL=0.4) were left out. gpus=2:
   the journal's TL;DR says '2x24GB GPU' for the training (the box's cards 2-3 serve another 27B model).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round805-blind")
case = BATCH.case

_SOC = "https://github.com/o4k3n/soc-poc-1/blob/94aa2d576795c43340b3f2e0bd16e225438b981a/README.md"
_BLOG = ("https://github.com/MushiSenpai/comic-manga-narrator/blob/ec148a7c44779bee942362fedfc65695b0230405/"
         "docs/BLOG-killing-the-two-pass-dance.md")
_GRID = "https://github.com/njirby/GridZero/blob/1fe5e42e185e40190a292ce85c5c5996a4cb169a/lego/debug-journal.md"

_BLOG_HEAD = (
    "# Killing the Two-Pass Dance: Fitting a 30B Multimodal LLM and a TTS Engine on One RTX 5090\n"
    "\n"
    "*Mushishi stack build notes — June 2026*\n"
    "\n"
    "## The problem\n"
    "\n"
    "My comic-narrator pipeline needs two GPU tenants at once: **Nemotron-3-Nano-Omni**\n"
    "(30B-A3B, NVFP4) reads the page — panels, dialogue, who's speaking, what the\n"
    "scene sounds like — and **Fish Speech 1.5** turns the script into voiced audio.\n"
    "\n"
    "The stack's forensic Nemotron config eats ~30 GB of the RTX 5090's 32 GB\n"
    "(180K context, FP8 KV cache, `gpu-memory-utilization 0.92`). Fish Speech wants\n"
    "another ~2.5 GB plus inference headroom. They could not coexist, so every\n"
    "narrated page meant the *two-pass dance*:\n")

_BLOG_TAIL = (
    "...\n"
    "*Stack: RTX 5090 32GB · Ryzen 9 9900X3D · Ubuntu 24.04 · vLLM 0.20.0 ·\n"
    "Nemotron-3-Nano-Omni NVFP4 · Fish Speech 1.5 · Mushishi sovereign AI stack v1.7.1*\n")

# ---------------------------------------- o4k3n/soc-poc-1 README: gpt-oss-120b at 0.55 on a GB10 -> -1.95 GiB
case("soc-poc-1-readme-gb10-gpt-oss-120b-util-0.55-kv-memory-minus-1.95",
     _SOC,
     "# SOC log-analysis PoC — serving layer + orchestrator skeleton\n"
     "\n"
     "A lab proof of concept on a single NVIDIA DGX Spark (GB10, 128 GB unified memory,\n"
     "~273 GB/s). An external detection system raises an alert; this system investigates\n"
     "around it.\n"
     "...\n"
     "## Serving layer\n"
     "\n"
     "Both vLLM instances run co-located on the one GB10 and share its 128 GB unified pool\n"
     "with the OS. Image: **`nvcr.io/nvidia/vllm:26.07-py3`** (arm64) — vLLM 0.24.0,\n"
     "torch 2.13.0a0, CUDA 13.3.1.\n"
     "\n"
     "| | commander | grunt fleet |\n"
     "|---|---|---|\n"
     "| model | `openai/gpt-oss-120b` (native MXFP4) | `Qwen/Qwen3-8B-FP8` |\n"
     "| port | 8000 | 8001 |\n"
     "| weights on disk | ~61 GB | ~8.8 GB |\n"
     "...\n"
     "The first boot at 0.55/0.28 failed with *\"No\n"
     "available memory for the cache blocks\"* and `Available KV cache memory: -1.95 GiB`.\n",
     "no_kv_memory", {"available_gib": -1.95}, "weights_exceed_budget",
     "Two vLLM instances share one DGX Spark's ~119.6 GiB: the commander (openai/gpt-oss-120b, MXFP4) was started at "
     "--gpu-memory-utilization 0.55 (~65.8 GiB), but the model loads to 66.1 GiB -- ~5 GiB more than its on-disk size "
     "(MXFP4 scales and padding) -- and CUDA graph capture reserves another 1.6 GiB, so its weights alone exceeded its "
     "share and the profiler found -1.95 GiB for KV. The README: 'The floor for this model is ~0.57 just to start.'",
     "the README (o4k3n/soc-poc-1, section 'Serving layer'; 'These are measured, not estimated'): commander "
     "--gpu-memory-utilization 0.64 (~76.5 GiB) and the grunt lowered from 0.28 to 0.24 (0.88 of the pool in all), "
     "with --max-model-len 16384 for the commander at the same time; the commander then reads 7.9 GiB of KV (12.39x "
     "concurrency). Its 'Known issues' ladder: raise COMMANDER_GPU_FRACTION (taken from GRUNT_GPU_FRACTION), then drop "
     "COMMANDER_MAX_MODEL_LEN, then --kv-cache-dtype fp8.",
     release="0.24.0 (nvcr.io/nvidia/vllm:26.07-py3)", gpu="NVIDIA DGX Spark (GB10, 128 GB unified memory, sm_121)",
     gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.55}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the README's title and first paragraph, the 'Serving layer' opening and the model rows of its "
          "table (the --gpu-memory-utilization 0.64 / 0.24, 'weights loaded', KV and --max-model-len rows dropped: they "
          "are the fix and its result), and the sentence recording the failed first boot, cut before the author's "
          "diagnosis. '...' marks the cuts. Read at commit 94aa2d57 (id 58062282223); id 67156308820 is another stored "
          "version of the same README.")

# ---------------------------------------- MushiSenpai/comic-manga-narrator blog: attempt 1, free memory 20.09/31.36 GiB
case("comic-manga-narrator-blog-rtx5090-nemotron-omni-nvfp4-free-20.09-of-31.36-tts-allocator",
     _BLOG,
     _BLOG_HEAD +
     "...\n"
     "The obvious fix: a *light* Nemotron config that leaves room for TTS. How hard\n"
     "can it be — drop the context window, lower the memory cap, done? Here is the\n"
     "actual record, because the gap between \"obvious\" and \"running\" is where all\n"
     "the lessons live.\n"
     "\n"
     "## Six attempts\n"
     "\n"
     "**Attempt 1 — `gpu-memory-utilization 0.68`, 64K context.** Died at startup:\n"
     "`Free memory on device (20.09/31.36 GiB) is less than desired (21.32 GiB)`.\n"
     + _BLOG_TAIL,
     "free_memory_low", {"free_gib": 20.09, "total_gib": 31.36, "requested_gib": 21.32}, "other_process",
     "Something else held ~9 GB of the RTX 5090 at boot: the audio (Fish Speech TTS) worker's PyTorch caching "
     "allocator, 'still fat from a TTS warmup' ('Torch caching allocators don't give memory back just because you "
     "finished a job'), so only 20.09 of 31.36 GiB were free against the 21.32 GiB that 0.68 asks for.",
     "the author's next attempt: 'same config, retried on a quiet GPU' passed this check (it then failed on a flag, see "
     "the moe-backend case); lesson 1 of the post: 'Start the big tenant first, or restart the small ones before it' "
     "(MushiSenpai/comic-manga-narrator, docs/BLOG-killing-the-two-pass-dance.md).",
     release="0.20.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.68}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the post's title, 'The problem' (its two-pass command block dropped, '...'), and attempt 1 cut after "
          "the error line (the author's explanation, which names the cause, left out); the stack line at the end kept "
          "for the release. The error line is the author's retelling (no 'cuda:0', no utilization pair).")

# ---------------------------------------- same blog: attempt 2, moe_backend='triton' refused for NVFP4 MoE
case("comic-manga-narrator-blog-rtx5090-nemotron-omni-moe-backend-triton-not-supported-nvfp4",
     _BLOG,
     _BLOG_HEAD +
     "...\n"
     "## Six attempts\n"
     "\n"
     "**Attempt 1 — `gpu-memory-utilization 0.68`, 64K context.** Died at startup:\n"
     "...\n"
     "**Attempt 2 — same config, retried on a quiet GPU.** New error:\n"
     "`moe_backend='triton' is not supported for NvFp4 MoE`. I had copied the\n"
     "engine flags from my own stack *documentation*, which still says the forensic\n"
     "config uses `--moe-backend triton` and `VLLM_USE_FLASHINFER_MOE_FP4=1`.\n"
     + _BLOG_TAIL,
     "vllm_check_failed", {}, "vllm_check_failed",
     "The launch forced --moe-backend triton (with VLLM_USE_FLASHINFER_MOE_FP4=1) for an NVFP4 MoE checkpoint "
     "(Nemotron-3-Nano-Omni 30B-A3B NVFP4); vLLM 0.20.0's Triton MoE backend does not take NvFp4 weights and refused "
     "it. The flags came from stale stack documentation: 'The as-built compose file removed both months ago (they "
     "break NVFP4 MoE on SM120).'",
     "the author (docs/BLOG-killing-the-two-pass-dance.md): use the as-built compose's engine flags, i.e. no "
     "--moe-backend triton and no VLLM_USE_FLASHINFER_MOE_FP4=1 (vLLM's own NVFP4 MoE backend choice); the later "
     "attempts start past this check.",
     release="0.20.0", gpu="NVIDIA GeForce RTX 5090 (32 GB, SM120)", gpus=1, command=None,
     forbidden=[{"flag": "--moe-backend", "value": "triton"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the post's title, 'The problem' (cut), attempt 1's first line, and attempt 2 up to the flags the "
          "launch carried; the author's sentence that the compose file removed both flags (the fix) left out.")

# ---------------------------------------- same blog: attempts 3-5, -1.62 GiB with --max-num-batched-tokens 16384
case("comic-manga-narrator-blog-rtx5090-nemotron-omni-kv-memory-minus-1.62-batched-tokens-16384",
     _BLOG,
     _BLOG_HEAD +
     "...\n"
     "## Six attempts\n"
     "...\n"
     "**Attempts 3–5 — 0.72, then 0.78, then 0.78 with 32K context.** All died with\n"
     "`No available memory for the cache blocks`. This is where folk numbers fall\n"
     "apart. I \"knew\" the NVFP4 weights were ~18 GB because the docs said so. The\n"
     "log says otherwise:\n"
     "\n"
     "```\n"
     "Checkpoint size: 20.87 GiB\n"
     "Model loading took 21.5 GiB memory\n"
     "Available KV cache memory: -1.62 GiB\n"
     "```\n"
     + _BLOG_TAIL,
     "no_kv_memory", {"available_gib": -1.62, "weights_gib": 21.5}, "util_too_low",
     "At 0.72 / 0.78 (24.5 GiB of 31.36) the 21.5 GiB of NVFP4 weights fit, but ~0.4 GiB of CUDA graphs and 'the real "
     "thief -- the profiling pass': vLLM profiles a worst-case forward pass sized by --max-num-batched-tokens (16384, "
     "inherited from the 180K forensic config) and the multimodal limits (8 images), and that peak is reserved, leaving "
     "-1.62 GiB for KV. 'My \"light\" config was budgeting like the heavy one.'",
     "the author's attempt 6 ('the one that lived'): --max-num-batched-tokens 4096 (was 16384, 'the fix that "
     "mattered'), --max-model-len 32768, --max-num-seqs 2, --limit-mm-per-prompt image 2 (was 8), "
     "--gpu-memory-utilization 0.82 -> 'Available KV cache memory: 1.1 GiB', 76,608 tokens, with Fish Speech loaded "
     "beside it (docs/BLOG-killing-the-two-pass-dance.md).",
     release="0.20.0", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.78},
                {"flag": "--max-num-batched-tokens", "at_least": 16384}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the post's title, 'The problem' (cut), and attempts 3-5 with the author's pasted log lines, cut "
          "before the explanation of the profiling pass (the cause). The launch's --max-num-batched-tokens 16384 is "
          "stated only in the cut explanation, so it is not in the excerpt; the kind follows the quoted error "
          "'No available memory for the cache blocks'.")

# ---------------------------------------- njirby/GridZero debug journal: Qwen3.5-2B GRPO rollout at 0.25 -> -1.04 GiB
case("gridzero-debug-journal-qwen35-2b-grpo-gen-tp2-util-0.25-kv-memory-minus-1.04",
     _GRID,
     "# GRPO Smoke Test — Debug Journal (2026-10-07)\n"
     "...\n"
     "## TL;DR — the memory seesaw\n"
     "\n"
     "The box has **30GB RAM + 2×24GB GPU**. The training wants memory in *both* places at\n"
     "once, and the multi-turn opencode agent makes sequences long (~150k tokens at 60\n"
     "turns). Each fix moved the OOM from GPU→CPU or vice-versa:\n"
     "...\n"
     "**What's special:** Qwen3.5-2B is a **hybrid** model — 24 layers, mostly\n"
     "`linear_attention` with `full_attention` every 4th (6 total), `hidden_size=2048`,\n"
     "vocab ≈ **151936**, plus 1 MTP layer.\n"
     "...\n"
     "**Lever pull (chronological):**\n"
     "...\n"
     "- `GPU_MEM_UTIL` 0.6 → 0.4 (shrink vLLM KV cache offloaded to CPU). Tried 0.25 →\n"
     "  `Available KV cache memory: -1.04 GiB` (model doesn't fit)\n",
     "kv_memory_negative", {"available_gib": -1.04}, "util_too_low",
     "verl's vLLM rollout (GEN_TP=2, two 24 GB cards shared with the FSDP actor) was given GPU_MEM_UTIL "
     "(--gpu-memory-utilization) 0.25 to shrink the KV cache and save host RAM; that share was below what the Qwen3.5-2B "
     "model itself needs on the engine ('GPU_MEM_UTIL=0.25 too small for the 4GB model'), so the profiler left -1.04 "
     "GiB for KV.",
     "the journal (njirby/GridZero, lego/debug-journal.md, table row 6 and section 5): 'back to 0.4' -- GPU_MEM_UTIL=0.4 "
     "starts (2.5 GB / 108,800 tokens of KV); the current config lists GPU_MEM_UTIL=0.4.",
     release=None, gpu="2x 24 GB GPUs", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.25}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the journal's own words -- title, the TL;DR's first paragraph, the model sentence from section 1, "
          "and the section-5 bullet cut after the error (its 'back to 0.4' and the KV size at 0.4 left out); the "
          "summary table's row 6 (which carries the root cause and fix) and the config block are left out. The vLLM "
          "release is not stated (the journal mentions vLLM 0.19's reload_weights as a possible follow-up).")

BATCH.write()
