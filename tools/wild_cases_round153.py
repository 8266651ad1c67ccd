"""Round-153 blind batch: vLLM launch failures that authors recorded in COMMITTED FILES of public GitHub repositories
(replication findings, a patch review of a two-box Strix Halo rig, a throughput report), found while chasing the
fresh finds that rounds 147-152 named but could not locate, collected by helper wild153 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round153-blind"``; the lead grades it once
(``python tests/wild_grade.py round153``). A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it. Cases were taken in the order the searches brought them (and could be located), not picked to be
hard or easy.

Same rules as tools/wild_cases_round29.py and rounds 147-152: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file only. Excerpts are the file's text as the search tool's stored copy shows it; lines dropped in between
are shown as ``...`` and named in each note; the authors' fix lines are left out (they are in fix_that_worked).

Sources and look-ups: the search tool's code corpus only. **52 look-ups** (budget 55): 12 ``search`` (code corpus),
11 ``find_string``, 12 ``read_file``, 12 ``find_files``, 5 ``find_repos``; no fetch; the device was not used.
**8 cases from 4 files of 3 repositories** (tfriedel/qwen3.6-rtx3090-lab: 4 from 2 files; davidcanar/vllm-strix-halo:
3 from one file; teo-ma/rtxpro6000-qwen-testing: 1). 4 memory (a V1 KV refusal, a negative KV budget, a Mamba-block
refusal, a sampler warm-up OOM) and 4 other (a KV-dtype check, custom all-reduce under expandable_segments, a
piecewise-CUDA-graph refusal, an AITER gate). None of the three repositories is in /work/coord/USED_SOURCES.txt or in
the fixtures' sources; every url, bare OWNER/REPO and hint was grepped there and in tests/golden/wild/ first.

The slice (rounds 147-152's left-over finds), what came of each (3 look-ups at most per find):
- LOCATED and taken: the 3090 DFlash+AWQ note (round 147: "32768 > 3.01 of 2.6 GiB") = tfriedel's GEMMA_FINDINGS.md,
  found through the sibling path it names (gemma/compose/docker-compose.26b-gguf.yml); the GLM-5.3 CUDA-graph note
  (round 147: "max_num_seqs 1024 > 293 Mamba blocks") = davidcanar/vllm-strix-halo PATCHES.md, found through the
  patch path it names (container/patches/vsh-rdma-allreduce.patch).
- NOT located (skipped, repository or path unknown after <= 3 look-ups): zndx/gaius's 64K DeepSeek-R1-Distill doc
  (listing docs/ and docs/current/src/operations did not show it); the pinchbench FAQ (18 pinchbench repositories,
  none named by the search); mlsys-io/Lumilake's FlowMesh OOM doc (docs/OPS.md has 31 versions, not tried again);
  the Chinese AutoDL RTX 5090 Gemma-4 note (its images are on SkyMoem/Bed-Images, the note's own repository is not
  in the index under that name; read by id: a tutorial whose NVFP4 31B 'Failed to load model - not enough GPU memory'
  is real, but unlocatable); the 310P / Atlas 300I Duo work log (the find_string hit is a 74,805-char log; a second,
  fresh 13,806-char Chinese Atlas 300I Duo guide with a qwen3-32B TP=1 'NPU out of memory' turned up too, neither
  named by search); the Windows/WSL DeepSeek-Coder-1.3B RTX 3060 note (read by id, 5,992 chars, V0 '65536 > 26816'
  fixed with max_model_len=2048; no repository hint in the text); the Korean RTX 5070 Ti k3s note (the only Korean
  k3s+vLLM blog the search named, TakeaimK/TakeaimK.github.io, is a different author's post: its k3s vLLM post and
  its docker post hold no such log); the Korean bitsandbytes 3090 note, the Qwen3-ASR note and the vllm-metal note
  (exact-number find_string probes returned nothing: the numbers' wording is not as the earlier docstrings gave it).
- Not tried for budget: the Chinese CPU-backend note, the Chinese WSL2 graph-capture note, xuchu0726's GPU-UUID note,
  the MiniMax-M3 XPU porting log, EasyInfer's Kimi-K2.6 NPU OOM (EasyInfer already holds 9 fixtures), the OpenRLHF
  XPU note, the GLM-5.1 two-node / FlagOS / R3.0 free-memory records, round 152's iris / EKS / wyrm2 / Nebius /
  DSpark / Vietnamese / GKE TPU notes (one ``find_repos wyrm`` probe was spent and gave 100 unrelated names).
- Fresh hits seen on the way and NOT taken (repository not located within budget): a Qwen3-4B-Thinking WSL2 8 GB note
  ('Model loading took 7.6065 GiB', 'Available KV cache memory: -0.23 GiB'); a MiniMax-M2.7 ngram speculative note
  (-0.3 GiB, fixed with 2 draft tokens and util 0.95; 1,949 chars, not named by search); an A10G Gemma-4-E4B
  QAT-w4a16 lane note (Triton 'type fp8e4nv not supported in this architecture' on sm_86 and the fp8_e5m2 guard on a
  compressed-tensors checkpoint); an HPC changelog (jobs 96084/96085, fp8_e5m2 on FP8 checkpoints, vLLM 0.8.5); a
  Korean full-stack troubleshooting table (Kanana safeguard runtimes); a VIGA Qwen2-VL-72B INT8 report (sampler
  warm-up OOM at 16384); a 405B-FP8 H100 lessons list (sampler warm-up, --max-num-seqs 32); a 258,985-char Chinese
  shared-GPU log (five failed launches on a card other tenants kept filling). Skipped as used or not a run: AlexGS74's
  GLM-4.7 report and t0mdicks0n's Kimi log (fixtures), an AI assistant's RTX 5090 '-0.12 GiB ... dead-end' answer, a
  provenance checker script listing log names, an ansible project's generic sampler-OOM FAQ, a verl recipe README's
  generic advice, Sandermage's sndr_core_engine patch test (Sandermage's other repository is used).

Judgement calls for the lead (each case's ``note`` says more):
1. Several cases from one file / repository, each a different failed launch: tfriedel (4: the Gemma-4 AWQ launch's
   fp8_e5m2 refusal, then its 32768 KV refusal; the dense 27B's TP=2 custom-all-reduce crash; the 35B-A3B AWQ's
   single-3090 negative KV budget) and davidcanar (3: the AITER gate at bring-up, then two successive gates when CUDA
   graphs were tried). The lead may prefer to count a file once; the AITER case is the thinnest (judgement call 4).
2. URL: davidcanar's PATCHES.md is cited on main. Three stored versions hold the quoted text (35,794 / 98,859 /
   138,137 characters) but came without a commit; the commit find_files gave (2a7cdc7, 54 versions in all) is an
   earlier 18,944-character version without §11 (checked with read_file); the newest stored version (138,137
   characters, read by id) was checked for the quoted passages, and the excerpts follow it. The tfriedel and teo-ma files are cited at
   the commit find_files / read_file gave, whose stored text is the one quoted (same id as the find_string hit for
   tfriedel's FINDINGS.md; GEMMA_FINDINGS.md and the teo-ma report have a single stored version; the teo-ma hit came
   under another id with 6,519 characters against 6,294 read at the commit, the quoted lines being the same).
3. Commands are reconstructed from the files' own configuration lists (none prints the failing launch's full line);
   each note says from what. tfriedel's custom all-reduce crash cites vllm#42609 (in USED_SOURCES.txt as the issue
   itself); the case is the author's own TP=2 boots, a different source, taken.
4. Kinds without an exact row: the piecewise refusal ('piecewise CUDA graphs (cudagraph_mode=FULL_AND_PIECEWISE)
   unavailable, model is not torch-compiled and breakable CUDA graph is off') -> cuda_graph_unsupported
   (vllm_check_failed the alternative); 'Sparse attention indexer ROCm path is only supported on AITER' ->
   vllm_check_failed (attention_backend_gpu the alternative: upstream gates AITER to CDNA > 2 and hides gfx1151's
   build; the author's fix is a source patch, no flag); 'fp8_e5m2 kv-cache is not supported with fp8 checkpoints.'
   -> kv_cache_dtype_unsupported (one of vLLM's own checks refusing the KV dtype). The 35B-A3B AWQ '-0.11 GiB' ->
   kv_memory_negative with cause weights_exceed_budget (21.56 GiB of weights on a 24 GB card, CUDA graphs taking the
   ~0.7 GB left; oom_cuda_graph / util_too_low the alternatives).
5. Traps: the Gemma-4 KV refusal is at util 0.93 on one of four 3090s with fp8_e5m2 KV already refused for that
   checkpoint (no e5m2 fix); the teo-ma sampler OOM is at TP=2 on both of its two MIG devices with fp8 KV already on
   (fewer sequences, never a shorter length); the Mamba refusal is on a pinned 8 GiB KV pool (fewer sequences; TP is
   already both boxes).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round153-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# =====================================================================================================================
# tfriedel/qwen3.6-rtx3090-lab: one box with 4x RTX 3090 24 GB (Ampere SM_86), driver 595.58.03, CUDA 13.2, Docker.
# GEMMA_FINDINGS.md (Gemma-4-26B-A4B AWQ + DFlash on one 3090): two successive failed starts of the same recipe.
# FINDINGS.md (Qwen3.6-27B / 35B-A3B): a TP>=2 boot crash and a single-3090 negative KV budget.
# =====================================================================================================================
GEMMA = ("https://github.com/tfriedel/qwen3.6-rtx3090-lab/blob/9b609b769eb78108434adf09204828063d3bd755/"
         "GEMMA_FINDINGS.md")
FINDINGS = ("https://github.com/tfriedel/qwen3.6-rtx3090-lab/blob/0a42b74a21342d3b0d62ca6aad6e64f9da9ba912/"
            "FINDINGS.md")
R3090 = "NVIDIA GeForce RTX 3090 24GB (Ampere SM_86, PCIe, no NVLink; 4 in the box)"
GEMMA_HEAD = ("# Gemma-4-26B-A4B on a single RTX 3090 — replication findings\n"
              "\n"
              "Date: 2026-05-08\n"
              "Hardware: 1 of 4× RTX 3090 (24 GB, Ampere SM_86), driver 595.58.03, CUDA 13.2, Docker 26.1 + nvidia "
              "runtime\n")
GEMMA_CMD = ("vllm serve cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit "
             "--speculative-config '{\"method\":\"dflash\",\"model\":\"z-lab/gemma-4-26B-A4B-it-DFlash\"}' "
             "--max-model-len 32768 --gpu-memory-utilization 0.93")
GEMMA_RELEASE = "0.20.2rc1.dev49+g9b4e83934 (Docker image vllm/vllm-openai:gemma4-0505-cu129)"
FIND_HEAD = ("# Qwen3.6-27B on a single RTX 3090 — replication findings\n"
             "\n"
             "Date: 2026-04-25\n"
             "Hardware: 1 of 4× RTX 3090 (24 GB, Ampere SM_86), driver 595.58.03, CUDA 13.2, Docker 26.1 + nvidia "
             "runtime\n")

# ------------------------------------------------------------------ non-memory: fp8_e5m2 KV refused for the checkpoint
case("github-tfriedel-gemma4-26b-awq-3090-fp8-e5m2-kv-fp8-checkpoint",
     GEMMA,
     GEMMA_HEAD +
     "...\n"
     "| `gemma4-0505-cu129` | 2026-05-05 | Gemma-4 / DFlash speculator support, vLLM `v0.20.2rc1.dev49+g9b4e83934` |\n"
     "...\n"
     "### 2. AWQ checkpoint already contains fp8 components → `--kv-cache-dtype fp8_e5m2` is rejected\n"
     "\n"
     "Carried `--kv-cache-dtype fp8_e5m2` over from the working Qwen3.6-27B compose file. The "
     "`cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit` checkpoint stores activations in fp8 already; vLLM raises:\n"
     "\n"
     "```\n"
     "ValueError: fp8_e5m2 kv-cache is not supported with fp8 checkpoints.\n"
     "```",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "The author's replication of a Reddit Gemma-4-26B-A4B recipe (cyankiwi AWQ 4-bit checkpoint + z-lab DFlash draft) "
     "on one RTX 3090 with the vllm/vllm-openai:gemma4-0505-cu129 image: the --kv-cache-dtype fp8_e5m2 carried over "
     "from another compose file is refused by vLLM's KV-cache quantization check, because this checkpoint's "
     "quantization config carries its own (fp8) KV handling; no memory or length setting is involved.",
     "the author: removed --kv-cache-dtype (default auto, fp16 KV), 'the only path that works'; the next start then "
     "failed on the KV size at 32768 (case -32768-kv-3.01-of-2.6)",
     release=GEMMA_RELEASE, gpu=R3090, gpus=4, command=GEMMA_CMD + " --kv-cache-dtype fp8_e5m2",
     forbidden=[{"flag": "--kv-cache-dtype", "value": "fp8_e5m2"}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--max-model-len"}, {"flag": "--gpu-memory-utilization"}],
     note="the file's title and hardware lines, one row of its image-tag table ('...' = the rest of the table and "
          "the TL;DR / benchmark sections before it), and its 'What broke' item 2 up to the error; the fix line "
          "('**Fix:** removed `--kv-cache-dtype` ...') is left out. Command reconstructed: the file prints no launch "
          "line; the model, the DFlash draft, the Reddit recipe's 32768 and the 0.93 utilization (item 3 says it was "
          "raised from 0.93) are the file's, the speculative-config JSON is the collector's shorthand. fp8 (e4m3) "
          "is forbidden too: the author calls fp16 'the only path that works' on this card and checkpoint. The "
          "author's reason ('stores activations in fp8') is loose; the check fires for a checkpoint whose quant "
          "method loads KV scales")

# ------------------------------------------------------------------ memory: V1 KV refusal 32768, 3.01 needed, 2.6 there
case("github-tfriedel-gemma4-26b-awq-dflash-3090-32768-kv-3.01-of-2.6",
     GEMMA,
     GEMMA_HEAD +
     "...\n"
     "### 3. 24 GB is not enough for 32 K context with DFlash + AWQ + cudagraphs\n"
     "\n"
     "The Reddit recipe uses `max-model-len 32768` on a 32 GB 5090. On a 3090:\n"
     "\n"
     "```\n"
     "ValueError: To serve at least one request with the model's max seq len (32768),\n"
     "3.01 GiB KV cache is needed, which is larger than the available KV cache memory (2.6 GiB).\n"
     "Estimated maximum model length is 22016.\n"
     "```\n"
     "\n"
     "VRAM breakdown after AWQ + DFlash + cudagraphs on a 3090:\n"
     "- AWQ weights: ~13.5 GB\n"
     "- DFlash draft model (430 M params, fp16): ~0.85 GB\n"
     "- vLLM activations + cudagraph workspace: ~5–6 GB\n"
     "- Available for KV: ~2.6 GB",
     "kv_cache_too_small",
     {"max_seq_len": 32768, "needed_gib": 3.01, "available_gib": 2.6, "estimated_max_model_len": 22016},
     "kv_too_small",
     "Same Gemma-4-26B-A4B AWQ + DFlash launch on one RTX 3090, after the fp8_e5m2 KV flag was dropped (fp16 KV): at "
     "--gpu-memory-utilization 0.93 the weights (~13.5 GB), the DFlash draft (~0.85 GB) and the activation / "
     "CUDA-graph workspace left 2.6 GiB for the KV cache, below the 3.01 GiB one 32768-token sequence needs; vLLM "
     "estimated 22016 tokens would fit.",
     "the author: --max-model-len 20000 and --gpu-memory-utilization 0.95 (from 0.93); a TP=2 split over two of the "
     "box's 3090s is named as the untested way to reach 32K",
     release=GEMMA_RELEASE, gpu=R3090, gpus=4, command=GEMMA_CMD,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.93}, {"flag": "--max-model-len", "above": 22016},
                {"flag": "--kv-cache-dtype", "value": "fp8_e5m2"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="the file's title and hardware lines and its 'What broke' item 3 up to the VRAM breakdown ('...' = the "
          "sections in between, items 1-2 included); the fix line is left out. The vLLM message is shown as the "
          "file wraps it over three lines. Command reconstructed as in the fp8_e5m2 case, without that flag (item 2's "
          "fix came first). fp8_e5m2 KV is forbidden because this checkpoint refuses it (previous case); "
          "TP up to 4 is allowed (four 3090s in the box, TP=2 named by the author)")

# ------------------------------------------------------------------ non-memory: custom all-reduce, expandable_segments
case("github-tfriedel-qwen36-27b-2x3090-custom-ar-expandable-segments",
     FINDINGS,
     FIND_HEAD +
     "...\n"
     "**Finding 2 — every TP≥2 mode had stopped booting.** vLLM's CUSTOM allreduce crashes at "
     "`custom_all_reduce.cuh:455 'invalid argument'` during memory profiling. Root cause is "
     "[vllm #42609](https://github.com/vllm-project/vllm/issues/42609): `cudaIpcGetMemHandle` fails on allocations "
     "made with `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` — which every compose set. Since the BAR1 P2P "
     "driver (2026-05-09), custom AR self-enables (it probes P2P via CUDA directly; `NCCL_P2P_DISABLE=1` does **not** "
     "prevent it), so all TP composes crashed on the pinned 05-28 image and on the 07-12 nightly alike.",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "The author's TP=2 (and TP=4) composes for Qwen3.6-27B AutoRound INT4 on 2x RTX 3090 all set "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True; once a P2P-capable (BAR1) driver let vLLM's custom all-reduce "
     "enable itself, its IPC handle on expandable-segment allocations failed with 'invalid argument' during memory "
     "profiling, so no TP>=2 mode booted (pinned 05-28 image and the 07-12 nightly, v0.23.1rc1).",
     "the author: dropped expandable_segments:True from PYTORCH_CUDA_ALLOC_CONF (custom all-reduce then works over "
     "BAR1 P2P); before that the composes booted only with --disable-custom-all-reduce",
     release="nightly images of 2026-05-28 (pinned) and 2026-07-12 (v0.23.1rc1)", gpu=R3090, gpus=4,
     command=("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True NCCL_P2P_DISABLE=1 NCCL_IB_DISABLE=1 "
              "CUDA_VISIBLE_DEVICES=0,1 vllm serve Lorbus/Qwen3.6-27B-int4-AutoRound --tensor-parallel-size 2 "
              "--max-model-len 100000 --max-num-batched-tokens 4128 --max-num-seqs 2 --gpu-memory-utilization 0.93 "
              "--kv-cache-dtype fp8_e5m2 --speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":3}'"),
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="the file's title and hardware lines and its 2026-07-12 section's Finding 2 paragraph ('...' = everything "
          "in between); the fix sentence after it ('Fix: drop `expandable_segments:True` ...') is left out. The "
          "author's cause sentence stays (it names the env the composes set, as a user pasting it would). Command "
          "reconstructed from the file's TP=2 config deltas (TP 2, 100000, 4128, 2 seqs, 0.93, the NCCL envs) and "
          "the default variant's fp8_e5m2 KV with MTP n=3; the file prints no full line. The vLLM issue the "
          "author cites (#42609) is in USED_SOURCES.txt as a source of its own; this is the author's own boots")

# ------------------------------------------------------------------ memory: negative KV budget, 21.56 GiB on a 3090
case("github-tfriedel-qwen36-35b-a3b-awq-1x3090-kv-minus-0.11",
     FINDINGS,
     FIND_HEAD +
     "...\n"
     "## Sibling: Qwen3.6-35B-A3B (MoE) — single 3090 = llama.cpp GGUF, multi-GPU = vLLM AWQ\n"
     "...\n"
     "### Why single-3090 vLLM/AWQ collapses to 18 TPS\n"
     "\n"
     "vLLM's `cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit` (~22.78 GB on disk) requires **21.56 GiB** GPU memory after load. "
     "On a 24 GB 3090 that leaves ~0.7 GB for everything else. Both decode-time optimizations want exactly that "
     "~0.7 GB:\n"
     "\n"
     "- **CUDA graphs** (the default) capture into ~0.7 GB. With them on: `Available KV cache memory: -0.11 GiB` → "
     "engine refuses to start.",
     "kv_memory_negative", {"available_gib": -0.11, "weights_gib": 21.56}, "weights_exceed_budget",
     "The 35.95B-parameter MoE (3B active) as cyankiwi's AWQ 4-bit checkpoint on ONE RTX 3090: the weights take "
     "21.56 GiB of the 24 GB card, leaving ~0.7 GB, which the default CUDA graphs (and the profile's activations) "
     "use up, so the KV budget came out at -0.11 GiB and the engine refused to start.",
     "the author: --enforce-eager got the single-3090 start up (20K context, ~18.6 tok/s, 'kept for parity, not "
     "recommended'); the recommended deployments are TP=2 over two 3090s (200K context, ~149 tok/s) or llama.cpp "
     "with an IQ4_XS GGUF on one card",
     release=None, gpu=R3090, gpus=4, command=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--tensor-parallel-size", "above": 4}],
     note="the file's title and hardware lines, the heading of its Qwen3.6-35B-A3B section ('...' = the section's "
          "table and the text before), and the first bullet of 'Why single-3090 vLLM/AWQ collapses'; the next "
          "bullets (torch.compile at 0.01 GiB, piecewise graphs) and the 'Forced fallback: --enforce-eager' line "
          "are left out. No command or release is printed for this launch (the tp1 compose is not quoted). "
          "weights_exceed_budget from the author's account (weights leave ~0.7 GB); oom_cuda_graph / util_too_low "
          "are the alternatives. fp8 KV is forbidden: the file says compressed-tensors rejects fp8 for this AWQ "
          "MoE. No length fix starts a negative budget")

# =====================================================================================================================
# davidcanar/vllm-strix-halo PATCHES.md: GLM-5.3-Flash (AWQ W4A16, compressed-tensors) over two Strix Halo boxes
# (gfx1151, 2x128 GB UMA) joined by Thunderbolt RDMA, TP=2, vLLM built from source at a post-merge commit (8bf3963)
# on kyuz0's ROCm 10 base. Three different failed starts: the AITER gate at bring-up, then two gates when CUDA graphs
# were tried. Cited on main (judgement call 2).
# =====================================================================================================================
STRIX = "https://github.com/davidcanar/vllm-strix-halo/blob/main/PATCHES.md"
STRIX_GPU = "AMD Radeon 8060S (Strix Halo, gfx1151, 128 GB unified memory) in each of 2 boxes, RoCE over Thunderbolt"
STRIX_RELEASE = ("source build at commit 8bf3963 (after the GLM-5.3 merge 98ed0856, 2026-09-03; v0.29.0rc2 predates "
                 "it) on kyuz0/vllm-therock-gfx1151:rocm10.0.0-torch2.11.0-vllm0.28.0")
STRIX_HEAD = ("# PATCHES.md — what this repo patches, and why (review of `AlexKGwyn/ds4-vllm`)\n"
              "...\n"
              "This is the review you asked for: *which patches from the DeepSeek-V4-Flash\n"
              "Strix Halo build are required to run **GLM-5.3-Flash** on the same 2-box\n"
              "gfx1151 rig over RDMA?*\n")
STRIX_CMD = ("vllm serve wtdcode/GLM-5.3-Flash-AWQ-W4A16 --quantization compressed-tensors --tensor-parallel-size 2 "
             "--max-model-len 131072 --kv-cache-memory-bytes 8G --skip-mm-profiling")
STRIX_S11 = ("## 11. CUDA graphs — attempted, blocked (`glm53_enforce_eager`)\n"
             "\n"
             "`--enforce-eager` has been on since bring-up because it matched the validated\n"
             "DS4 profile (§5.3). With the MoE fixed the decode step is ~200 ms and a\n"
             "decode-only profile shows ~32 ms/step (≈16%) outside the model-execute marker\n"
             "— launch and CPU work that CUDA graphs would be expected to recover. So it was\n"
             "worth an attempt. It does not work yet, and the failure is specific enough to\n"
             "be worth recording.\n"
             "\n"
             "Three gates, in the order they appear:\n"
             "\n")

# ------------------------------------------------------------------ memory: Mamba blocks 293 < max_num_seqs 1024
case("github-davidcanar-glm53-flash-strix-halo-mamba-1024-over-293",
     STRIX,
     STRIX_HEAD +
     "...\n"
     "| `wtdcode/GLM-5.3-Flash-AWQ-W4A16` (compressed-tensors, group 128) | ~191 GB | ✅ ~95 GB/box + KV | ✅ |\n"
     "...\n"
     "2. **No disk KV tier.** DS4's `fs_lru` tier is DS4-specific and not carried.\n"
     "   The reference rig runs `glm53_max_ctx: 131072` with an 8 GiB KV pin, which\n"
     "   measures 526,083 tokens = **4.01x concurrency at 128 K** and leaves ~20 GiB\n"
     "   free per box.\n"
     "...\n" + STRIX_S11 +
     "1. **`max_num_seqs`.** Capture refuses to start:\n"
     "   `ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (293).\n"
     "   Each decode sequence requires one Mamba cache block, so CUDA graph capture\n"
     "   cannot proceed.` The default 1024 was meaningless here anyway (§5.2 gives\n"
     "   4.01x concurrency at 128 K)",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 293}, "mamba_blocks",
     "GLM-5.3-Flash (MLA + kpool sparse indexer + Mamba/KDA hybrid) at TP=2 over two Strix Halo boxes with an 8 GiB "
     "pinned KV pool: with --enforce-eager removed to try CUDA graphs, the default max_num_seqs 1024 asked for more "
     "decode sequences than the 293 Mamba cache blocks the pool holds, and vLLM refused to capture.",
     "the author: glm53_max_seqs 256 (--max-num-seqs 256), which got past this gate; the next gate then failed (case "
     "-piecewise-breakable-cudagraph) and the rig stays on --enforce-eager",
     release=STRIX_RELEASE, gpu=STRIX_GPU, gpus=2, command=STRIX_CMD,
     forbidden=[{"flag": "--max-num-seqs", "above": 293}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="the file's title paragraph, one row of its checkpoint table, its §5 item 2 up to the pool figures, and "
          "§11's opening and gate 1 up to '(§5.2 gives 4.01x concurrency at 128 K)'; '...' = the sections in between; "
          "the sentence's end ('so `glm53_max_seqs: 256` is now set ...') is the fix and is left out. The vLLM "
          "message is shown as the file wraps it. Command reconstructed from the file's configuration keys "
          "(checkpoint, compressed-tensors, TP over the two boxes, glm53_max_ctx 131072, the 8 GiB KV pin read as "
          "--kv-cache-memory-bytes, --skip-mm-profiling) without --enforce-eager; MTP is left out (the file's "
          "versions disagree on its default, 3 then 0); the file's own launcher passes these through config "
          "keys, not this line. The title's '...' is the 2026-09-04 correctness-warning block the newest stored "
          "version puts under it (the text quoted here is the same in all three stored versions that hold §11, "
          "except gate 1's decode figures, shown as the newest versions give them)")

# ------------------------------------------------------------------ non-memory: piecewise graphs refused, not compiled
case("github-davidcanar-glm53-flash-strix-halo-piecewise-breakable-cudagraph",
     STRIX,
     STRIX_HEAD +
     "...\n" + STRIX_S11 +
     "1. **`max_num_seqs`.** Capture refuses to start:\n"
     "   `ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (293).\n"
     "   Each decode sequence requires one Mamba cache block, so CUDA graph capture\n"
     "   cannot proceed.` The default 1024 was meaningless here anyway (§5.2 gives\n"
     "   4.01x concurrency at 128 K), so `glm53_max_seqs: 256` is now set\n"
     "   independently of this experiment — it is free (decode 201.6/225.5 ms at\n"
     "   ~155/~1.3 K tok, prefill 310-340 tok/s, i.e. unchanged or marginally better).\n"
     "\n"
     "2. **Not torch-compiled.** vLLM logs\n"
     "   `torch.compile is turned on, but the model ... does not support it`, and\n"
     "   then piecewise capture refuses:\n"
     "   `piecewise CUDA graphs (cudagraph_mode=FULL_AND_PIECEWISE) unavailable,\n"
     "   model is not torch-compiled and breakable CUDA graph is off. Set\n"
     "   VLLM_USE_BREAKABLE_CUDAGRAPH=1 or cudagraph_mode=NONE/FULL.`",
     "cuda_graph_unsupported", {}, "cuda_graph_unsupported",
     "Same GLM-5.3-Flash TP=2 Strix Halo launch with CUDA graphs, after max_num_seqs 256: the glm5next model does not "
     "support torch.compile, so the default FULL_AND_PIECEWISE cudagraph mode has no compiled graph to split, and "
     "with the breakable-CUDA-graph path off vLLM refused piecewise capture.",
     "the author: VLLM_USE_BREAKABLE_CUDAGRAPH=1 ('the right answer' — the model's indexer and KDA carry "
     "@eager_break_during_capture) got past this gate; capture then broke on rank 1 (gate 3, unresolved), so the rig "
     "serves with --enforce-eager",
     release=STRIX_RELEASE, gpu=STRIX_GPU, gpus=2, command=STRIX_CMD + " --max-num-seqs 256",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="the file's title paragraph and §11 through gate 2's quoted refusal ('...' = §1-§10); gate 1 is kept whole "
          "because it is the step before this launch (its fix, max_num_seqs 256, is in this launch's command). The "
          "author's next sentence ('`VLLM_USE_BREAKABLE_CUDAGRAPH=1` is the right answer ...') is left out. The "
          "refusal's own text names the fixes. cuda_graph_unsupported is the closest row (a cudagraph mode the "
          "model cannot use); vllm_check_failed is the alternative. Command as the Mamba case plus the gate-1 fix")

# ------------------------------------------------------------------ non-memory: sparse indexer needs AITER, gate hides it
case("github-davidcanar-glm53-flash-strix-halo-sparse-indexer-aiter-gate",
     STRIX,
     STRIX_HEAD +
     "...\n"
     "The non-DS4 patches were found during the reference-rig bring-up (all\n"
     "gfx1151-specific, all upstream-bug-class):\n"
     "...\n"
     "2. **AITER support gate** (`vsh-aiter-gfx1151-gate.patch`): upstream gates\n"
     "   aiter to `get_cdna_version() > 2`, hiding kyuz0's gfx1151 aiter build\n"
     "   (which ships the sparse-attention indexer op) and making the glm5next\n"
     "   sparse indexer raise \"Sparse attention indexer ROCm path is only\n"
     "   supported on AITER\" no matter the env.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "At bring-up of GLM-5.3-Flash on the gfx1151 (RDNA 3.5) boxes, vLLM's platform gate admits AITER only on CDNA "
     "generations above 2, so the gfx1151 AITER build in the base image (which has the sparse-attention indexer op) "
     "was never used and the glm5next sparse indexer raised its 'only supported on AITER' check whatever "
     "VLLM_ROCM_USE_AITER said.",
     "the author: a source patch (vsh-aiter-gfx1151-gate.patch) admitting gfx1151 when aiter is present, with "
     "VLLM_ROCM_USE_AITER=1 baked into the image and VLLM_ROCM_USE_AITER_MOE=0 (AITER's MoE kernels do not support "
     "gfx1151)",
     release=STRIX_RELEASE, gpu=STRIX_GPU, gpus=2, command=STRIX_CMD + " --enforce-eager",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="the file's title paragraph, the sentence introducing its bring-up patch list and that list's item 2 up "
          "to the quoted raise ('...' = the patch inventory table before it and item 1); the item's last sentence "
          "('The patch admits gfx1151 when aiter is present.') is the fix and is left out. THIN: the error is quoted "
          "inside prose, not as a log line, and the fix is a vLLM source patch (no flag starts it); the lead may "
          "drop this one. vllm_check_failed (one of vLLM's own raises); attention_backend_gpu is the alternative. "
          "Command as the Mamba case with --enforce-eager (bring-up ran eager)")

# =====================================================================================================================
# teo-ma/rtxpro6000-qwen-testing: Azure Standard_NC256ds_xl_RTXPRO6000BSE_v6, 2x RTX Pro 6000 Blackwell with MIG
# forced on (one 4g.96gb device per card, cross-NUMA), vLLM 0.13.0, Qwen2.5-VL-72B FP8-dynamic.
# =====================================================================================================================
# ------------------------------------------------------------------ memory: sampler warm-up OOM at 1024, TP=2 at 0.95
case("github-teo-ma-qwen25vl72b-fp8-2x-rtxpro6000-mig-sampler-1024",
     "https://github.com/teo-ma/rtxpro6000-qwen-testing/blob/4e81eb786276bea6092c7e8739f9899207bc1492/"
     "qwen2_5_vl_72b_fp8_vllm_1gpu_vs_2gpu_report_20251222.md",
     "# Qwen2.5-VL-72B（FP8 dynamic）vLLM 吞吐对比：1× vs 2× RTX Pro 6000（MIG / PCIe / 跨 NUMA）\n"
     "...\n"
     "- GPU：NVIDIA RTX Pro 6000 Blackwell DC-4-96Q ×2\n"
     "- Driver/CUDA：NVIDIA Driver 580.105.08 / CUDA 13.0（nvidia-smi 报告）\n"
     "- MIG：强制开启且不可关闭\n"
     "  - GPU0：1× `MIG 4g.96gb Device 0`\n"
     "  - GPU1：1× `MIG 4g.96gb Device 0`\n"
     "...\n"
     "- 模型：`RedHatAI/Qwen2.5-VL-72B-Instruct-FP8-dynamic`\n"
     "- 推理引擎：vLLM 0.13.0（OpenAI-compatible `vllm serve`）\n"
     "...\n"
     "  - KV cache：显式启用 FP8（`--kv-cache-dtype fp8`）。\n"
     "...\n"
     "### 4.3 启动 vLLM（2GPU / TP=2）\n"
     "\n"
     "首次尝试以 `--gpu-memory-utilization 0.95` 直接启动 TP=2 时，vLLM 在 `warming up sampler with 1024 dummy "
     "requests` 阶段触发 CUDA OOM。",
     "oom_profiling", {"max_num_seqs": 1024}, "oom_profiling",
     "The author's throughput report on an Azure VM with two RTX Pro 6000 Blackwell cards exposed as one MIG 4g.96gb "
     "device each: Qwen2.5-VL-72B FP8-dynamic at --tensor-parallel-size 2, --max-model-len 4096, "
     "--gpu-memory-utilization 0.95 and FP8 KV ran out of GPU memory in vLLM 0.13.0's sampler warm-up with the "
     "default 1024 dummy requests (the KV cache had taken the 0.95 budget).",
     "the author: --max-num-seqs 32 (utilization kept at 0.95; the benchmark's concurrency 16 fits under it)",
     release="0.13.0", gpu="NVIDIA RTX Pro 6000 Blackwell DC-4-96Q (MIG 4g.96gb, one device per card), Azure "
                           "Standard_NC256ds_xl_RTXPRO6000BSE_v6", gpus=2,
     command=("CUDA_VISIBLE_DEVICES=0,1 VLLM_ATTENTION_BACKEND=TRITON_ATTN vllm serve "
              "RedHatAI/Qwen2.5-VL-72B-Instruct-FP8-dynamic --download-dir /data/bench/hf --host 127.0.0.1 "
              "--port 8000 --tensor-parallel-size 2 --max-model-len 4096 --gpu-memory-utilization 0.95 "
              "--kv-cache-dtype fp8 --enable-force-include-usage"),
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--gpu-memory-utilization", "at_least": 0.95},
                {"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="the report's title, GPU / driver / MIG lines, model and engine lines, the KV-cache line and the first "
          "sentence of §4.3 ('...' = the lines in between); §4.3's next sentence ('为保证服务可稳定启动 ... 增加 "
          "`--max-num-seqs 32`') and the fixed command block are the fix and are left out. The failing line is the "
          "author's retelling with vLLM's phrase in backticks (no traceback). Command: the fixed TP=2 command the "
          "report prints, minus --max-num-seqs 32, with its exports; the file's own TP=1 launch (same flags, "
          "TP 1) started. Forbidden per the README's sampler rule (no length fix; utilization not at or above "
          "0.95); FP8 KV is already on; two MIG devices only")

if __name__ == "__main__":
    BATCH.write()
