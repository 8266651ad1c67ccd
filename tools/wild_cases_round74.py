"""Round-74 blind batch (helper wild74): vLLM launch failures recorded in FILES COMMITTED TO GITHUB REPOSITORIES
(deployment READMEs, a launcher script's comments, a benchmark paper's bring-up notes, a vendor tutorial) in
repositories none of whose files are in /work/coord/USED_SOURCES.txt, collected by helper wild74 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round74-blind"``; the lead grades it once
(``python tests/wild_grade.py round74``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the repositories were read, not picked to be hard or easy.

Same rules as rounds 11 and 19-73: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation (kind, printed
numbers, cause, fixes that would be wrong for that user) was written from the committed file only. Excerpts are the
file's text at the snapshot's HEAD commit (the url's commit); where lines in between were dropped the excerpt shows
'...' and the note says so; markdown table cells holding the authors' fix are left out.

Sources and look-ups: the session's search budget was used up before this helper started, so no ``search``,
``find_string``, ``read_file``, ``find_files`` or ``find_repos``; only ``fetch`` (see the count at the end of this
docstring) and local ``git`` on the snapshots. Method: (1) the 203 mirrors under /work/.mirror whose repository has no
file in USED_SOURCES.txt (checked per github.com/owner/name, case-insensitive) were scanned blob by blob (git
cat-file, text files only) for vLLM's error texts; (2) owner/name strings from GitHub links inside the mirrored
markdown, narrowed to rig / DGX Spark / RTX / turboquant / vLLM names, were fetched. Every hit was read in context and
checked against USED_SOURCES.txt, the fixtures and the skip notes of rounds 56-60 (tools/wild_cases_round5[6-9].py,
round60.py), which had read several of the same mirrors.

Skipped, and why: copies of a used source (Sandermage/sndr_core_engine's CHANGELOG V1 KV refusal "262144, 7.11 GiB
... 1.81 GiB" is the same entry as Sandermage/genesis-vllm-patches' CHANGELOG.md, which is in USED_SOURCES.txt;
AEON-7/Qwen3.6-35B-A3B-heretic-NVFP4-DFlash's docs/troubleshooting.md FLASH_ATTN / fp8 KV refusal repeats
AEON-7/Qwen3.6-NVFP4-DFlash's used page, as round 59 noted); generic symptom tables with no log (nemotron-voice-agent's
"No available memory for the cache blocks" and modelopt capability rows, NVIDIA rag's NIM OOM row, as rounds 56/58
judged them); not a launch (Alberto-Codes/turboquant-vllm's offline-throughput OOM while prompts ran;
dstackai/benchmarks' MI300X hang after "# GPU blocks"); not vLLM (dhawalc/turboQuantDC's HF OOMs, smfworks'
Strix Halo llama.cpp "cudaMalloc failed", h2oGPT's flash_attn undefined symbol, nktice's exllamav2 import,
project-numina's verl ForkingPickler import); capacity logs with no failure (GKE NeMo-RL eval log, varjoranta's A100
test log, tonyd2wild's 1M-context checkpoint); paraphrase without vLLM's text (hikarioyama/qwen36-a6b's Japanese
DEVLOG: 'Mamba cache: max_num_seqs 1024>748 → 256', a Mamba-blocks launch retold with its numbers; JungkwanBan's
max-context sweep log, whose 131072 step only timed out).

Counts: 44 ``fetch`` calls (13 snapshots brought: 0xSero/glm-5.2-sm120, TheTom/turboquant_plus, drowzeys' GLM-5.2
4x GB10 repo, smfworks/NemoKnowledgebase, varjoranta/turboquant-vllm, dhawalc/turboQuantDC, Avarok-Cybersecurity/
atlas-recipes, scitrera/oss-spark-run, Entrpi/ds4, LMCache/LMCache-Ascend, flagos-ai/vllm-plugin-FL,
CosmicRaisins/glm-5.2-gb10, mudler/apex-quant; 31 answered "no snapshot", among them Blackwellboy's minefield-evidence,
Hy3 and MiniMax repos, tfriedel's 3090 lab, christopherowen's MXFP4 Spark image, VykosX, BenChaliah, thc1006's 2x3090,
luce-spec/dflash-vllm, kyuz0's gfx1151 torch, rafaelcaricio, drowzeys' notes and Keys-Concurrency patch,
TheTom/vllm-turboquant, tonyd2wild's Official-vLLM DSpark). Two cases come from mirrors already on disk whose
repositories are unused (production-stack, mARTin-B78) and four from new snapshots (0xSero, TheTom, drowzeys x2).

**6 cases from 5 repositories (the low end of the 6-10 aimed at): 3 memory (an estimate-sentence KV refusal,
a negative KV budget, Mamba blocks) and 3 other (a CUDA "no kernel image" on Volta with bf16, a vLLM MoE quantization
assertion, a PTX-toolchain / driver mismatch).** The unused mirrors are nearly exhausted (rounds 56-60 read them); most
new names harvested from links had no snapshot.

Judgement calls for the lead (each case's ``note`` says more):
1. Retold, not pasted: 0xSero's README quotes the refusal by its estimate clause alone, with a '~' before the number,
   in a troubleshooting row; mARTin-B78's launcher quotes vLLM's "Available KV cache memory: -10.6 GiB" inside a
   comment, with the failing configuration described (30 GiB buffer, cap 0.60) but its exact utilization not
   printed. Both are the authors' own launches with the fix committed (README 'Why DCP_SIZE=4'; commit ccde5d4).
2. mARTin-B78: cause util_too_low (the same box runs the sibling 122B checkpoint at ~0.73-0.85);
   weights_exceed_budget is the alternative (62.7 GiB of weights fit under the ~73 GiB cap, the profiling peak did
   not).
3. TheTom's paper records two failed vLLM launches in one list (Mamba blocks; then the free-memory gate,
   "Free memory on device cuda:0 (24.05/191.69 GiB) on startup is less than desired GPU memory utilization (0.85,
   162.93 GiB)", an earlier LLM's engine subprocess still holding memory). The brief allows two cases from a source
   with two failed launches; this helper's instructions said one case per file, so only the first was taken. The
   lead may add the second from the same url (cause other_process).
4. production-stack V100 tutorial: kind cuda_no_kernel_image from the printed line, cause dtype_unsupported from
   the tutorial's own root-cause cell (bfloat16 on Volta; fix dtype half); cuda_no_kernel_image is the alternative
   cause (the page also says the v0.9+ images dropped CC < 8.0 kernels, and pins v0.8.5).
5. drowzeys' NINE-WALLS: the first wall taken (order rule), a bare AssertionError from vLLM's compressed-tensors MoE
   path, kind and cause vllm_check_failed; the table's other walls (free-memory preflight retold, PTX version,
   FLASHMLA_SPARSE capability refusal) are left in the file.
6. drowzeys' README: cudaErrorUnsupportedPtxVersion has no row; cuda_driver_mismatch chosen (driver older than the
   toolkit the PTX was built with), cuda_no_kernel_image the alternative. A second case from the same repository
   (the brief's cap is 2), and a different launch from case 5 (a prebuilt image, before the source rebuild).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round74-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ memory: estimate sentence alone, GLM-5.2 REAP on 4x RTX PRO 6000, DCP=1
case("github-0xsero-glm52-reap-4x-pro6000-dcp1-250k-est-177728",
     "https://github.com/0xSero/glm-5.2-sm120/blob/579d78b14112198f57aa141332328a79ab02c5a5/README.md",
     "# GLM-5.2-NVFP4-REAP-469B — vLLM serving (4× RTX PRO 6000 Blackwell)\n"
     "...\n"
     "| GPUs | 4× RTX PRO 6000 Blackwell (SM120), 96 GB each, **no NVLink** (PCIe) |\n"
     "| Model on disk | ~313 GB (NVFP4), ~78.6 GB/GPU resident |\n"
     "...\n"
     "## Troubleshooting\n"
     "\n"
     "| Symptom | Fix |\n"
     "|---|---|\n"
     "| OOM at 250k, \"estimated maximum model length ~177728\" |",
     "kv_cache_too_small", {"estimated_max_model_len": 177728}, "kv_too_small",
     "A turnkey Docker recipe (June 2026) serving the REAP-pruned GLM-5.2 NVFP4 checkpoint (469B MoE, DeepSeek Sparse "
     "Attention / MLA, MTP) on 4x RTX PRO 6000 Blackwell (96 GB, PCIe) with a b12x vLLM image: TP=4, fp8 KV, "
     "--gpu-memory-utilization 0.95, --max-model-len 250000. With --decode-context-parallel-size 1 the MLA KV cache is "
     "replicated on every TP rank, so after ~78.6 GB of weights per GPU the ~10.3 GB/GPU left holds only ~177k tokens "
     "and vLLM refuses the 250000-token length ('estimated maximum model length' 177728).",
     "the README's fix: DCP_SIZE=4 (--decode-context-parallel-size 4 shards the MLA KV across the 4 GPUs along the "
     "sequence: 710,593-token pool, 250k at ~2.84x concurrency); or DCP_SIZE=1 with MAX_MODEL_LEN=131072",
     release="not stated (voipmonitor b12x image 'black-benediction-...-vllmbb6c5b7-...-cu132-20260608')",
     gpu="NVIDIA RTX PRO 6000 Blackwell (96 GB, SM120)", gpus=4,
     command="vllm serve /mnt/llm_models/GLM-5.2-NVFP4-REAP-469B --tensor-parallel-size 4 "
             "--decode-context-parallel-size 1 --gpu-memory-utilization 0.95 --max-num-seqs 2 "
             "--max-model-len 250000 --quantization modelopt_fp4 --kv-cache-dtype fp8 (launch.sh defaults, DCP_SIZE=1)",
     forbidden=[{"flag": "--max-model-len", "above": 177728}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement call 1: the README's title, two rows of its hardware table and the troubleshooting row's symptom "
          "cell (its 'set DCP_SIZE=4' fix cell left out); lines in between dropped ('...'). The error is quoted by "
          "its estimate clause alone with a '~' before the number (the author's rendering); the 250000 length and the "
          "DCP=1 launch are from launch.sh (MAX_MODEL_LEN default 250000, 'DCP=1 caps ~177k') and the README's "
          "'Why DCP_SIZE=4' section, written into command. A non-stock image (b12x fork) but vLLM's own refusal")

# ------------------------------------------------------------------ memory: negative KV on a GB10 launcher, utilization capped at 0.60
case("github-martin-b78-gb10-qwen35-122b-hybrid-kv-minus-10.6",
     "https://github.com/mARTin-B78/dgx-spark_lite-llm_llama-swap_vllm_llama-cpp_ollama/blob/"
     "71a180d656a1af665e41e660c908ecf3f41c3139/llama-swap/scripts/launch-qwen35-122b-hybrid.sh",
     "# Launch Qwen3.5-122B-A10B hybrid INT4+FP8 checkpoint with MTP-2 speculative decoding.\n"
     "...\n"
     "# nvidia-smi memory.free returns \"Not Supported\" on GB10 unified memory.\n"
     "# /proc/meminfo in the llama-swap container reflects the host unified pool.\n"
     "# CUDA sees ~121.69 GiB of the 128 GiB pool; subtract OS/driver overhead and a\n"
     "...\n"
     "# Floor 0.55 accommodates the always-on 4B service + TTS consuming ~48 GiB.\n"
     "# 2026-06-16: root-caused via direct diagnostic run with --enforce-eager —\n"
     "# the 3 earlier system crashes were NOT a GMEM/weight-budget problem (model\n"
     "# weights are only ~62.7 GiB; the sibling launch-qwen35-122b.sh runs the\n"
     "# similarly-sized plain int4-AutoRound checkpoint fine at GMEM~0.73 with full\n"
     "# cudagraph capture). Buffer/cap now match that working sibling script\n"
     "# (14 GiB / 0.85) instead of the over-tightened 30 GiB / 0.60 that left no\n"
     "# room for any KV cache at all (vLLM: \"Available KV cache memory: -10.6 GiB\").\n"
     "...\n"
     "        exec vllm serve /models/vllm/Alibaba/Qwen3.5-122B-A10B-hybrid-int4fp8 \\\n"
     "            --served-model-name Qwen3.5-122B-A10B-hybrid-int4fp8 \\\n"
     "            --host '${HOST}' --port '${PORT}' \\\n"
     "            --gpu-memory-utilization '${GMEM}' \\\n"
     "            --max-model-len 131072 \\\n"
     "            --max-num-seqs 4 \\\n"
     "            --max-num-batched-tokens 32768 \\\n"
     "            --enforce-eager \\\n"
     "            --kv-cache-dtype fp8 \\",
     "kv_memory_negative", {"available_gib": -10.6}, "util_too_low",
     "A DGX Spark (GB10, 128 GB unified memory) home-lab repo (llama-swap + vLLM, June 2026): the launcher for a "
     "self-built Qwen3.5-122B-A10B hybrid INT4+FP8 checkpoint derives --gpu-memory-utilization from /proc/meminfo; an "
     "over-tightened version (30 GiB buffer, cap 0.60, floor 0.55, i.e. a budget of at most ~73 GiB of the 121.69 GiB "
     "CUDA sees) left the ~62.7 GiB of weights plus the profiling peak above the budget, so vLLM reported a negative "
     "KV-cache budget, -10.6 GiB.",
     "the author's fix (commit ccde5d4): buffer/cap realigned with the working sibling script, 14 GiB buffer and cap "
     "0.85 (the plain int4 checkpoint runs at ~0.73), plus --enforce-eager, --max-num-seqs 4 and no MTP as a "
     "precaution; loading then succeeded (the output was garbled, a separate checkpoint problem)",
     release="not stated (a local 'vllm-node:latest' image built from eugr's spark-vllm-docker)",
     gpu="NVIDIA GB10 (DGX Spark, 128 GB unified memory)", gpus=1,
     command="vllm serve /models/vllm/Alibaba/Qwen3.5-122B-A10B-hybrid-int4fp8 --gpu-memory-utilization <=0.60 "
             "--max-model-len 131072 --max-num-seqs 4 --max-num-batched-tokens 32768 --enforce-eager "
             "--kv-cache-dtype fp8 (the failing run's cap; its max-num-seqs / eager flags may have differed)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.6}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1 and 2: the script's header comment (lines dropped, '...') and its vllm serve block as "
          "committed after the fix; the failing run's exact utilization is not printed (the old formula's cap 0.60, "
          "floor 0.55). Cause util_too_low: the budget, not the GPU, was short (the same model class starts at "
          "~0.73-0.85 on the same box); weights_exceed_budget is the alternative (62.7 GiB of weights fit in ~73 GiB, "
          "the profiling peak did not). The comment says the earlier host crashes were a separate matter")

# ------------------------------------------------------------------ memory: Mamba blocks, Qwen3.6-35B-A3B on one MI300X at utilization 0.45
case("github-thetom-mi300x-qwen36-35b-mamba-1024-of-784",
     "https://github.com/TheTom/turboquant_plus/blob/ba52ad107d1fdd02bc9be8fd85308226b75c905b/"
     "docs/papers/cross-engine-mi300x.md",
     "- 1× AMD Instinct MI300X (192 GB HBM3, gfx942)\n"
     "- DigitalOcean dev cloud droplet, ROCm 7.2, Ubuntu 24.04\n"
     "...\n"
     "- `Qwen/Qwen3.6-35B-A3B` (BF16 safetensors, ~67 GB across 26 shards)\n"
     "- Architecture: hybrid GDN + attention MoE, 256K native context\n"
     "...\n"
     "### vLLM (5 issues)\n"
     "...\n"
     "2. **`max_num_seqs` default vs Mamba blocks.** vLLM defaults to `max_num_seqs=1024`. Hybrid Qwen3.6's Mamba "
     "state allocator at `gpu_memory_utilization=0.45` produced only 784 cache blocks. Engine init crashed: "
     "`ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (784). Each decode sequence requires one "
     "Mamba cache block, so CUDA graph capture cannot proceed.`",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 784, "gpu_memory_utilization": 0.45}, "mamba_blocks",
     "A cross-engine KV-fidelity paper (TheTom, July 2026) benchmarking vLLM, SGLang and llama.cpp on one AMD MI300X "
     "(192 GB, ROCm 7.2) with Qwen3.6-35B-A3B (hybrid Gated-DeltaNet + attention MoE): the REFRACT harness built "
     "vllm.LLM at gpu_memory_utilization=0.45 (two LLM instances had to share the card) with vLLM's default "
     "max_num_seqs=1024, and the memory left for the hybrid model's state held only 784 Mamba cache blocks, one "
     "needed per decode sequence, so engine init stopped before CUDA-graph capture.",
     "the author's fix: REFRACT_VLLM_MAX_NUM_SEQS=32 (max_num_seqs 32)",
     release="not stated (the author's fork TheTom/vllm, branch pr/tq-prebaked-centroids; 'BF16 attention path "
             "identical to upstream main')",
     gpu="AMD Instinct MI300X (192 GB, gfx942)", gpus=1,
     command="vllm.LLM(model='Qwen/Qwen3.6-35B-A3B', gpu_memory_utilization=0.45, max_num_seqs=1024 (default))",
     forbidden=[{"flag": "--max-num-seqs", "above": 784}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--gpu-memory-utilization", "at_most": 0.45}],
     note="judgement call 3: the paper's hardware and model bullets (section 2) and item 2 of section 6's vLLM list, "
          "other lines dropped ('...'); the fix sentence after the error left out. The same list's item 5 is a "
          "second failed launch (the free-memory gate, 24.05/191.69 GiB free against 0.85, 162.93 GiB, after an "
          "earlier LLM's engine subprocess kept its memory); one case per file was taken, so it was left out")

# ------------------------------------------------------------------ toolchain: V100 (CC 7.0) with the default bfloat16, production-stack tutorial
# (github-production-stack-v100-bf16-no-kernel-image: the same source was also taken by round 75, merged and graded first; this
# round was graded without it (BLIND.md), so the case is not written here)

# ------------------------------------------------------------------ check: asymmetric expert quant on the Marlin MoE path, GLM-5.2 on 4x GB10
case("github-drowzeys-glm52-4x-gb10-asym-moe-only-symmetric",
     "https://github.com/drowzeys/Keys---Full-GLM-5.2-Quantrio-INT4-INT8-mixed-8bit-Attention-on-4-x-DGX-Spark-GB10-"
     "Cluster/blob/89d616fe6121970f2ffc3392bcaad9f07bfe06b3/docs/NINE-WALLS.md",
     "# The nine walls — getting full GLM-5.2 DSA to serve on sm_121a\n"
     "\n"
     "Each launch attempt went one layer deeper. Documented so others don't re-derive them.\n"
     "\n"
     "| # | Wall | Symptom | Fix |\n"
     "|---|---|---|---|\n"
     "| 1 | Wrong quant (asymmetric) | `AssertionError: Only symmetric quantization is supported for MoE` |",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A four-node DGX Spark (GB10, sm_121a, aarch64) cluster serving full GLM-5.2 (753B MoE, DeepSeek Sparse "
     "Attention) TP=4 on a vLLM rebuilt from source (ref ab66606, post-0.23.0, CUDA 13.0 base): the first launch used a "
     "checkpoint whose experts were quantized asymmetrically (zero-points, AWQ-style), and the compressed-tensors WNA16 "
     "Marlin MoE path in that release takes symmetric expert weights only, so model construction stopped at vLLM's "
     "assertion.",
     "the authors' fix: use a symmetric expert quant (QuantTrio GLM-5.2-Int4-Int8Mix: experts 4-bit symmetric -> "
     "Marlin MoE); or their patches/asym-moe-marlin, which wires zero-points into the Marlin MoE wrapper",
     release="a source build at vLLM ab666069 (post-0.23.0), CUDA 13.0 base image via eugr/spark-vllm-docker",
     gpu="NVIDIA GB10 (DGX Spark, 128 GB unified memory) x4 nodes", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 5: the page's title, lead sentence and the table's first row up to its Symptom cell (the Fix "
          "cell left out). One case per file: the same table's walls 3 and 8 (a free-memory preflight retold as "
          "'Free memory (108) < desired util (0.90→109)'), 4 (cudaErrorUnsupportedPtxVersion) and 7 ('No valid "
          "attention backend ... FLASHMLA_SPARSE: compute capability not supported') are other launches, not taken "
          "from this file (wall 4 is taken from the README). Kind vllm_check_failed: a bare AssertionError from "
          "vLLM's compressed-tensors MoE code (no dedicated row); the checkpoint's scheme, not the GPU, is what the "
          "check refuses. The failing checkpoint is not named beyond 'asymmetric'")

# ------------------------------------------------------------------ driver: sm_121a PTX built with CUDA 13.2 on the 580 / CUDA 13.0 Spark driver
case("github-drowzeys-glm52-4x-gb10-marlin-unsupported-ptx-version",
     "https://github.com/drowzeys/Keys---Full-GLM-5.2-Quantrio-INT4-INT8-mixed-8bit-Attention-on-4-x-DGX-Spark-GB10-"
     "Cluster/blob/89d616fe6121970f2ffc3392bcaad9f07bfe06b3/README.md",
     "Serving **full GLM-5.2** (753B MoE with DeepSeek Sparse Attention) TP=4 across four\n"
     "NVIDIA DGX Spark / GB10 (sm_121a, aarch64) nodes — on a **vLLM rebuilt from source**\n"
     "with two custom sparse-attention mods and a working Marlin MoE path.\n"
     "...\n"
     "## Why this was hard — the nine walls\n"
     "Stock vLLM cannot serve GLM-5.2 DSA on sm_121a. Each wall and its fix is documented in\n"
     "[`docs/NINE-WALLS.md`](docs/NINE-WALLS.md). The three structural ones:\n"
     "\n"
     "1. **Marlin PTX vs driver** — vLLM `_C` ships sm_121a **PTX built with CUDA 13.2**, but the only\n"
     "   driver available for DGX Spark is **580.159.03 = CUDA 13.0**, which cannot JIT 13.2 PTX\n"
     "   (`cudaErrorUnsupportedPtxVersion`). No CUDA-13.2 driver exists for Spark; `cuda-compat` is\n"
     "   unsupported on GB10.",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "The same four-node GB10 cluster: the prebuilt vLLM's compiled extension carried its sm_121a kernels only as PTX "
     "produced by the CUDA 13.2 toolkit, and the DGX Spark's driver 580.159.03 (CUDA 13.0) cannot JIT-compile PTX "
     "from a newer toolkit, so every Marlin op failed with cudaErrorUnsupportedPtxVersion; no newer driver exists for "
     "the Spark and cuda-compat does not support GB10.",
     "the authors' fix: rebuild vLLM from a nvidia/cuda:13.0.2 base (eugr/spark-vllm-docker at the GLM-5.2 ref, "
     "CUDA 13.0), so the kernels match the 580 / CUDA 13.0 driver",
     release="the prebuilt image is not named; the fix is a source build at vLLM ab666069 (post-0.23.0) on CUDA 13.0",
     gpu="NVIDIA GB10 (DGX Spark, driver 580.159.03 / CUDA 13.0) x4 nodes", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 6: the README's opening paragraph and item 1 of 'Why this was hard', lines in between "
          "dropped ('...'); the '**Fix: rebuild ...**' sentence after it left out. The error is the CUDA runtime's "
          "name cudaErrorUnsupportedPtxVersion ('the provided PTX was compiled with an unsupported toolchain'), "
          "quoted bare: no row reads it by name; the closest is cuda_driver_mismatch (a driver older than the "
          "toolkit the binary was built with); cuda_no_kernel_image (no SASS for sm_121a in the wheel) is the "
          "alternative. Items 2 and 3 (the DeepGEMM-gated DSA indexer and FLASHMLA_SPARSE's capability refusal) "
          "are other walls, not taken")

if __name__ == "__main__":
    BATCH.write()
