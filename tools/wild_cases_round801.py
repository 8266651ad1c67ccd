"""Round-801 blind batch: COMMITTED NOTES, RUNBOOKS AND EXPERIMENT LOGS FOUND WITH FIND_STRING (not the issues corpus),
fragments of the 2026 refusals ('exceeds available Mamba cache blocks', 'No Unquantized MoE backend', 'No FP8 MoE
backend', 'No NvFp4 MoE backend', ...), each hit with its fix in the same file; collected by helper wild801 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round801-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (the committed file itself: the error as its author recorded it and the fix the same file records). Excerpts are
the text as the stored copy of the committed file shows it (read with read_file); the fix is left out of the excerpt.

Look-ups: 23 (the session's 50 are shared by three collectors; this one stopped at 23 to leave the others room):
7 find_string ('exceeds available Mamba cache blocks', 'No FP8 MoE backend', 'No NvFp4 MoE backend', 'No Unquantized
MoE backend', then 'patch_aiter_cdna3_moe_tiles', '01-triton-experts-situ.patch', '0.26.1rc2+sm86' to place hits),
7 read_file, 6 find_files, 2 search (corpus=code, to name a small file's repository; both missed), 1 fetch
(vllm-project/vllm: refused, the snapshot is over the size limit); no find_repos; no device. Per hit, after the four
shared fragment searches: Kimi-K3 MI325X note 7 -- one over the 6 asked for (read; find_files of the benchmark path it
names -> vllm-project/vllm; the refused fetch; find_string of the patch file it names -> the patch's usage line
'tools/vllm-rocm/...'; find_files tools/vllm-rocm/README.md -> EmbeddedLLM/vllm-rocm-wheel; read of that README, an
unrelated pipeline README; find_files under tools/vllm-rocm in vllm-project/vllm -> README_kimi_k3_mi325x.md);
thirtyspokes whitepaper 5 (read at offset; find_files scripts/serve_probe.py, which it names; find_files *.md of
ThirtySpokes99/thirtyspokes; read of docs/DESIGN.md, the wrong file; read of docs/WHITEPAPER.md at its commit ->
the same id 66511982816); sm_86 patch table 5 (read, 2 find_string, 2 code searches; not placed); Nemotron NVFP4 DGX
Spark follow-up 2 (read, find_files forum_post.md; not placed).

2 cases:
- vllm-tools-rocm-kimi-k3-mi325x-tp8-mamba-1024-over-854: moonshotai/Kimi-K3 (MXFP4, 69 KDA layers) on 8x MI325X at
  TP8, utilization 0.97, default max_num_seqs 1024 -> 'max_num_seqs (1024) exceeds available Mamba cache blocks
  (854)'; the note's fix is --max-num-seqs 512 (vllm-project/vllm tools/vllm-rocm/README_kimi_k3_mi325x.md).
- thirtyspokes-whitepaper-qwen36-35b-a3b-sm120-mamba-1024-over-722-v0280: Qwen3.6-35B-A3B bf16 (65.53 GiB) on an
  sm_120 serving box, vLLM 0.28.0, 693,301 KV tokens at --max-model-len 32768 but only 722 Mamba cache blocks, the
  default --max-num-seqs 1024 fails start-up; fix: --max-num-seqs below the 722 ceiling (ThirtySpokes99/thirtyspokes
  docs/WHITEPAPER.md, 'Three vLLM flags that are not optional').

How mined the slice is: heavily. Of the ten 'exceeds available Mamba cache blocks' hits, five are already fixtures
(cyysky PE-T2I (108), zt2331 Ascend notes (196), the GLM KDA (512) runbook, peephole (635), the qwen36 arena 5090
.bat), one is a classifier's regex, two are generic tables, and round 797 had taken three more with numbered
fragments; the MoE-backend fragments mostly hit vLLM's own source (the oracle files and their
copies in forks / annotated code dumps), not notes. The notes that do record a MoE-backend refusal rarely record a fix
(they are 'dead end' lists: ROCm gfx1151 FP8 MoE, XPU Gemma-4 MoE), or could not be placed in a repository.

Sources given up (for the lead, not cases):
- Not placed in a repository within 6 look-ups (so not cases): find_string id 59533355566, 'sm_86 patches (vs vLLM
  38a267cdd), each found by a real boot failure on 2x3090' (Kimi-K3 on 2x RTX 3090, wheel vllm-0.26.1rc2+sm86:
  'NotImplementedError: No Unquantized MoE backend...' because TritonExperts rejects the SiTU activation; fix the
  author's 01-triton-experts-situ.patch, whitelisting SITU in both Triton expert classes). A GOOD case if a later
  round can place it; its siblings are ids 59377163703 ('Negative matrix -- observed on 2x3090': 'FP8 KV cache is not
  supported by the Triton MLA backend on NVIDIA GeForce RTX 3090 (compute capability 8.6)') and 59188061241 (MTP +
  PP=2 silent Worker_PP0 death). find_string id 52611331818, 'Follow-up: GGUF vs NVFP4 -- We Tried Running Both on
  DGX Spark' (Nemotron-3-Super 120B NVFP4 on GB10 with avarok/vllm-dgx-spark (vLLM 0.14): 'No NvFp4 MoE backend
  supports the deployment configuration.' -- all five NVFP4 MoE backends need fused act_and_mul, NemotronH's LatentMoE
  uses relu2; forced MARLIN: 'does not support no act_and_mul MLP layer'; no vLLM fix, the author served the GGUF with
  llama.cpp instead).
- Hits with no fix in the file: 52242729653 / 51769876989 (Chinese notes, AMD 395 gfx1151 TheRock vLLM 0.16.1rc1: 'No
  FP8 MoE backend supports the deployment configuration.' listed as a dead end), 61936934974 and 53827959540 (a gfx1151
  Qwen3.6 FP8 MoE lane 'blocked'), 55211245110 (GLM-4.7-Flash on ROCm, an agent session log: FP8 MoE refused, then
  'TritonMLA V1 with FP8 KV cache not yet supported', AWQ group_size 32; the outcome was llama.cpp), 57398497202
  (Gemma-4 26B-A4B MoE on XPU, 'No Unquantized MoE backend', a 'gap' -- the same mechanism as the used vllm #48744),
  58087925715 (Step-3.5-Flash on XPU, a test's skip list).
- Hits that are fix-side designs or generic tables, not a failure event: 56929954703 (Hydralisk DeepSeek-V4 NVFP4 on
  RTX PRO 6000: a default-off patch probe for the FlashInfer TRTLLM device gate; the refusal was 'Issue #15' of that
  project; the same mechanism as the used vllm-pr46492), 70992034899 (a Slurm README's 'Common problems' table:
  'max_num_seqs (256) exceeds available Mamba cache blocks' -> '--max-num-seqs 64 fits a 48 GB GPU'; generic advice,
  no event; could be taken by a later round as a weaker case), 60392695748 (a serve.sh README table, the same kind),
  59152716463 / 70069486344 (failure classifiers' regexes), 71210772068 (a news digest), vLLM source copies
  (18085011745, 69584350280, 51812826275, 66430912919, 62522962894, 52963384272, 60380664553, 55269574182,
  51791485593, 61304932649, 68935956420).
- Already fixtures: 68884393612 (cyysky PE-T2I, both table rows), 56889540880 (qwen36 arena 5090 .bat), 70105681510
  (zt2331 Ascend notes), 67285021253 (GLM KDA 1024/512 runbook), 69095715416 (peephole 1024/635).

Judgement calls for the lead:
1. vllm-tools-rocm-kimi-k3-mi325x: the file is in vLLM's own tree (tools/vllm-rocm/README_kimi_k3_mi325x.md, one
   stored version, commit afd48a29), a committed serving note, not a tracker thread; vllm-project/vllm has far more
   than 3 used sources, but all of them are issues / PRs, so the per-repository cap was read as not meant for it. The
   placement is by find_files: the only README in tools/vllm-rocm/ at that commit, beside patch_aiter_cdna3_moe_tiles.py
   which the note names 'in this directory', and the benchmark path the note names is at the same commit; the file was
   not re-read by repo/path/commit (the look-up budget), so its id was not compared with 58962602722. The excerpt drops
   the fix: the '--max-num-seqs 512 \\' line of the serve block and the sentence '`--max-num-seqs` must stay under the
   number of available Mamba/KDA state blocks.'; the command field is the serve block as shown minus that line (the
   launch that met the default 1024). Forbidden: --max-num-seqs at least 855, TP above 8 (8 GPUs) or at most 6 (the
   note's TP table: only TP8 fits), utilization above 0.97 (already at 0.97; the gap 1024 vs 854 is not closable by
   utilization).
2. thirtyspokes: a design whitepaper's serving section, not a log. The error is retold without its figures
   ('fails startup outright with `exceeds available Mamba cache blocks`'); the prose states the default 1024 and the
   722 blocks, but the message as quoted prints neither, so numbers {} (as the qwen36-arena fixture); the lead may
   accept {max_num_seqs: 1024, mamba_blocks: 722}. release 0.28.0 is read from the toolchain list of the same section
   ('vLLM 0.28.0's pinned 0.6.16.post3'); the GPU is only 'sm_120' (not named; 65.53 GiB of bf16 weights on it points
   to a 96 GB RTX PRO 6000-class card, not stated), so gpu None. The fix value is not stated beyond 'below the Mamba
   block ceiling' (the launch_command helper emits it), so forbidden is only --max-num-seqs at least 723.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round801-blind")
case = BATCH.case

# ---------------------------------------- vllm-project/vllm tools/vllm-rocm/README_kimi_k3_mi325x.md: Kimi-K3 on 8x MI325X, default 1024 over 854 Mamba blocks
case("vllm-tools-rocm-kimi-k3-mi325x-tp8-mamba-1024-over-854",
     "https://github.com/vllm-project/vllm/blob/afd48a2990e3b9868ab78376782afa92ed56bf79/tools/vllm-rocm/"
     "README_kimi_k3_mi325x.md",
     "# Serving Kimi-K3 on 8x MI325X (gfx942)\n"
     "\n"
     "Notes from bringing `moonshotai/Kimi-K3` up on CDNA3. The model is\n"
     "~2.75 T parameters, MXFP4 (`mxfp4-pack-quantized`), ~1.5 TB on disk.\n"
     "\n"
     "## Parallelism is forced\n"
     "\n"
     "K3 has 96 attention heads and 1.5 TB of weights against 2 TB of HBM.\n"
     "\n"
     "| TP | heads/rank | weights/GPU | viable |\n"
     "| -- | ---------- | ----------- | ------ |\n"
     "| 8  | 12         | ~195 GB     | yes    |\n"
     "| 6  | 16         | ~260 GB     | no, exceeds 256 GB (and 7168 % 6 != 0) |\n"
     "| 4  | 24         | ~390 GB     | no     |\n"
     "\n"
     "TP=8 is the only configuration that fits, and it puts fewer than 16 heads\n"
     "per rank, which is why the AITER MLA small-head padding path matters here.\n"
     "\n"
     "## Serving\n"
     "\n"
     "```bash\n"
     "export VLLM_ROCM_USE_AITER=1\n"
     "export VLLM_ROCM_USE_AITER_MOE=1\n"
     "export VLLM_WORKER_MULTIPROC_METHOD=spawn\n"
     "\n"
     "vllm serve moonshotai/Kimi-K3 \\\n"
     "  --served-model-name kimi-k3 \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --trust-remote-code \\\n"
     "  --max-model-len 131072 \\\n"
     "  --gpu-memory-utilization 0.97 \\\n"
     "  --limit-mm-per-prompt.image 1 \\\n"
     "  --reasoning-parser kimi_k3 \\\n"
     "  --tool-call-parser kimi_k3 \\\n"
     "  --enable-auto-tool-choice\n"
     "```\n"
     "\n"
     "K3 has 69 KDA layers and every concurrent decode sequence needs one\n"
     "state block, so the default 1024 fails CUDA graph capture:\n"
     "\n"
     "```\n"
     "ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (854)\n"
     "```",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 854}, "mamba_blocks",
     "Kimi-K3 is a hybrid model: 69 KDA (linear-attention) layers keep one recurrent state block per running "
     "sequence. At TP8 on 8x MI325X with --gpu-memory-utilization 0.97 and --max-model-len 131072 the memory left "
     "after the ~195 GB of weights per GPU holds 854 Mamba/KDA state blocks, while the launch used vLLM's default "
     "max_num_seqs of 1024, so the CUDA-graph capture sizing refused to start. Concurrency, not memory or "
     "parallelism, is the problem: TP8 is the only layout that fits the weights.",
     "the same note (vllm-project/vllm tools/vllm-rocm/README_kimi_k3_mi325x.md): '`--max-num-seqs` must stay under "
     "the number of available Mamba/KDA state blocks'; its serve command adds --max-num-seqs 512 (TP8, utilization "
     "0.97 and max-model-len 131072 kept), which yields ~1.39 M tokens of KV cache, about 10.6x concurrency at 128k.",
     release=None, gpu="AMD Instinct MI325X", gpus=8,
     command="vllm serve moonshotai/Kimi-K3 --served-model-name kimi-k3 --tensor-parallel-size 8 --trust-remote-code "
             "--max-model-len 131072 --gpu-memory-utilization 0.97 --limit-mm-per-prompt.image 1 "
             "--reasoning-parser kimi_k3 --tool-call-parser kimi_k3 --enable-auto-tool-choice",
     forbidden=[{"flag": "--max-num-seqs", "at_least": 855}, {"flag": "--tensor-parallel-size", "above": 8},
                {"flag": "--tensor-parallel-size", "at_most": 6},
                {"flag": "--gpu-memory-utilization", "above": 0.97}],
     note="Excerpt: the note from its title to the error block, as read_file shows it, with the fix left out: the "
          "'  --max-num-seqs 512 \\' line of the serve block and the sentence '`--max-num-seqs` must stay under the "
          "number of available Mamba/KDA state blocks.' (the rest of that paragraph kept); the sections after the error "
          "(KV-cache yield, client settings, CDNA3 MoE tiles) dropped. The command is that serve block minus the fix "
          "line (the launch that met the default 1024). vLLM release not stated (the note sits in vLLM's tree at "
          "afd48a29). Judgement call 1.")

# ---------------------------------------- ThirtySpokes99/thirtyspokes docs/WHITEPAPER.md: Qwen3.6-35B-A3B on sm_120, vLLM 0.28.0, default 1024 over 722 Mamba blocks
case("thirtyspokes-whitepaper-qwen36-35b-a3b-sm120-mamba-1024-over-722-v0280",
     "https://github.com/ThirtySpokes99/thirtyspokes/blob/37c63292396d9acd5e644f8225eb96042dbef0d8/docs/WHITEPAPER.md",
     "#### The runtime build toolchain, in the order it bites\n"
     "\n"
     "vLLM **JIT-compiles** kernels for this model's hybrid attention/SSM layers and its sm_120 fused-MoE\n"
     "path, so the host needs a CUDA *build* toolchain, not merely a CUDA runtime.\n"
     "\n"
     "...\n"
     "6. **Do not install `flashinfer-cubin` to dodge the JIT.** It is version-locked to\n"
     "   `flashinfer-python`, and no matching build existed (cubin topped out at 0.6.13 against vLLM\n"
     "   0.28.0's pinned 0.6.16.post3) — installing it converts an optional accelerator into a hard\n"
     "   startup assertion.\n"
     "\n"
     "#### Three vLLM flags that are not optional\n"
     "\n"
     "...\n"
     "\n"
     "* For a hybrid attention/SSM model the\n"
     "  **Mamba state cache, not the KV cache, sets the concurrency ceiling**. Measured: 693,301 KV tokens\n"
     "  but only **722 Mamba cache blocks**, so vLLM's default `--max-num-seqs 1024` fails startup\n"
     "  outright with `exceeds available Mamba cache blocks`. Nothing warns in advance.\n"
     "\n"
     "...\n"
     "\n"
     "#### Measured, for sizing\n"
     "\n"
     "| | |\n"
     "|---|---|\n"
     "| weights resident | **65.53 GiB** (36.0B params, bf16) |\n"
     "| model load | 40 s |\n"
     "| KV cache | **693,301 tokens** at `--max-model-len 32768` |\n"
     "\n"
     "...\n"
     "| D7 | **Base model: Qwen3.6-35B-A3B** (MoE, 3B active, Apache 2.0, 262K ctx). Chosen on active-parameter "
     "serving cost — the Conductor runs ~5,000–15,000 times per duel — and on being small enough that a miner without "
     "a cluster has a LoRA route at all — the cost of that route is the miner's and is not estimated here. |",
     "mamba_blocks", {}, "mamba_blocks",
     "Qwen3.6-35B-A3B is a hybrid attention / linear-attention (SSM-state) MoE model: every running sequence needs one "
     "Mamba state block. On the subnet's sm_120 serving box (vLLM 0.28.0, bf16, 65.53 GiB of weights, "
     "--max-model-len 32768) the memory left holds 693,301 KV tokens but only 722 Mamba cache blocks, while vLLM's "
     "default max_num_seqs is 1024, so start-up is refused ('max_num_seqs ... exceeds available Mamba cache blocks'). "
     "Concurrency, not context length or memory, is what is over the limit.",
     "the same whitepaper (ThirtySpokes99/thirtyspokes docs/WHITEPAPER.md, section 'Three vLLM flags that are not "
     "optional'): '`--max-num-seqs` must sit below the Mamba block ceiling' -- set --max-num-seqs under 722 (the "
     "project's serve.launch_command emits it); the server then served with the KV cache and latency the 'Measured, "
     "for sizing' table records.",
     release="0.28.0", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-num-seqs", "at_least": 723}],
     note="Excerpt: four passages of the whitepaper's serving section, joined with '...' lines: the toolchain "
          "section's opening paragraph (names sm_120) and its item 6 (names vLLM 0.28.0), the Mamba bullet of 'Three "
          "vLLM flags that are not optional' WITHOUT its bold lead sentence ('**`--max-num-seqs` must sit below the "
          "Mamba block ceiling.**', the fix), the first three rows of 'Measured, for sizing', and decision D7 (the "
          "base model) from section 10. The error is retold without its figures; numbers {} (judgement call 2).")

BATCH.write()
