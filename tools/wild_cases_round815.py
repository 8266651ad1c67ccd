"""Round-815 blind batch: NAMED LEADS, TENTH LIST (maci0's DGX Spark DeepSeek-V4-Flash PRODUCTION.md second refusal
'DSpark requires num_speculative_tokens >= dspark_block_size (5); got 3'; numinous-technology/trimtab
docs/environment-notes.md other sections -- the driver 'too old (found version 12080)' and FlashInfer 'requires GPUs
with sm75 or higher' on an RTX PRO 6000, one case at most; gisenberg/local-model-eval tools/qwen36_27b_mtp_sweep.py
mtp-2 cudagraph out-of-memory at 0.92; ChicoPanama/PokeDao find_string id 59677697527, T4 bf16 refusal -- each taken
only where the stored text has vLLM's error line AND a cause or fix, a committed file tied to a blob URL at a real
commit, at most 6 look-ups per lead, at most 1 new case from a repository already used this session); collected by
helper wild815 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round815-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source (the
committed file at the commit in the URL) only. Excerpts are the text as the committed file shows it; the fix is left
out of the excerpt.

Look-ups: 9 of the 40 shared by the wave: 6 ``read_file`` (maci0 PRODUCTION.md at a7b0c3f9 -> id 57510564906;
trimtab docs/environment-notes.md at 22a3f96c -> id 61230656147; gisenberg tools/qwen36_27b_mtp_sweep.py at 4fc553fc
-> id 55039167873; PokeDao id 59677697527; PokeDao MEW1A-V4.3-DEPLOYMENT-COMPLETE.md and
MEW1A-V4.3-PRODUCTION-STATUS.md at 16fcdee7 -> ids 59908167462 / 59963782624, neither the hit's text nor holding the
error), 3 ``find_files`` (PokeDao MEW1A-V4.3-DEPLOYMENT-COMPLETE.md, MEW1A-V4.3-PRODUCTION-STATUS.md -> 16fcdee7;
PokeDao reports/ *.md -> 13 files, one of them reports/stage1_endpoint_health.md @ 16fcdee7, one version). No search,
no find_string, no fetch, no device. Per lead: maci0 1, trimtab 1, gisenberg 1, PokeDao 6.

4 cases:
- github-maci0-dgx-spark-dsv4-flash-2x-gb10-dspark-k3-below-block-size-5: DeepSeek-V4-Flash (DSpark draft head) on two
  DGX Sparks, eugr nightly image: 'DSpark requires num_speculative_tokens >= dspark_block_size (5); got 3'; shipped
  num_speculative_tokens 5 (only 5 and 10 legal).
- trimtab-environment-notes-rtx-pro-6000-sm120-flashinfer-sm75-triton-attn: vLLM wheel (0.28) on RTX PRO 6000 (CC
  12.0): 'FlashInfer requires GPUs with sm75 or higher'; fixed by --attention-backend TRITON_ATTN plus
  VLLM_USE_FLASHINFER_SAMPLER=0.
- gisenberg-local-model-eval-qwen36-27b-fp8-mtp2-cudagraph-profiling-oom-1.56-util-0.92: Qwen3.6-27B FP8, MTP k=2,
  262144 context, utilization 0.92: OOM 'Tried to allocate 1.56 GiB ... 558.56 MiB free' in cudagraph_memory
  profiling; fixed by utilization 0.88.
- github-chicopanama-pokedao-mew1a-v43-modal-t4-bf16-refused: the Mew-1A v4.3 (Llama-3.2-3B merged LoRA) vLLM app on a
  Modal T4: 'ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU
  has compute capability 7.5.'; fixed by dtype float16.

How mined the slice is: spent. Each of the four leads gave its one case; what is left in them: trimtab's driver
section (the other half of its lead: one case per repository this round), maci0's 0.91 row (a silent SIGKILL, no vLLM
error) and 0.85 row (the 11.04 GiB KV need, quoted only in prose without vLLM's line), gisenberg's fp8-kv comment
('flash_attn backend rejects kv_cache_dtype=fp8 ("not supported")': a paraphrase, not vLLM's line).

Sources given up (for the lead, not cases):
- numinous-technology/trimtab docs/environment-notes.md, section 'vLLM wheels need a host driver of 575 or newer'
  (PyPI vLLM 0.28 pulls torch for CUDA 13; on a driver-570 host the engine core dies with 'The NVIDIA driver on your
  system is too old (found version 12080)'; fix: the launcher exits code 3 on a too-old host and the run is retried on
  a 580-driver host). A good cuda_driver_mismatch case, left because the brief allows one trimtab case; a later round
  can take it (same URL, same commit 22a3f96c).
- trimtab's 'vLLM asserts running <= max_num_running_reqs' (the authors' own patch writing a vLLM attribute, not a
  launch failure) and 'Killing an engine does not free its GPU memory at once' (an OOM against the old core's memory,
  no error line quoted).
- ChicoPanama/PokeDao MEW1A-V4.3-DEPLOYMENT-COMPLETE.md / MEW1A-V4.3-PRODUCTION-STATUS.md (16fcdee7): read, neither
  holds the bf16 error nor is the hit's text. VLLM-FINAL-STATUS.md (9fdee1b3) not read (per-lead cap).

Judgement calls for the lead:
1. PokeDao is tied BY NAME, not by a read of the file: the hit (id 59677697527) is headed '# Stage 1: Modal Endpoint
   Health Test - Mew-1A v4.3', and find_files lists reports/stage1_endpoint_health.md in ChicoPanama/PokeDao with one
   stored version, at 16fcdee7 (the commit of the other v4.3 reports; PRODUCTION-STATUS.md at that commit also lists
   scripts/stage1-endpoint-health-test.py). Reading that path to compare the id would have been the lead's 7th
   look-up, past the cap of 6. The excerpt is the hit's text (read_file of the id). If the lead wants a confirmed tie,
   one read_file of reports/stage1_endpoint_health.md at 16fcdee7c842fc155892caf6e5fcbd06d229ae86 settles it; drop the
   case if it does not return id 59677697527.
2. maci0: the error is a fenced line under '### k is not tunable' in the author's production notes; the rule (k >= 5
   and a multiple of 5) and the shipped k=5 are cut. Kind and cause vllm_check_failed, as the fixture of the same
   refusal from vLLM's tracker (vllm-50012) was labelled. It is the image's DSpark build (eugr nightly, vLLM source of
   Aug 15), not a tagged release. Second case from this page (round 812 took the 0.92 free-memory row).
3. gisenberg: the error is a shell-script comment quoting torch's OOM with its middle elided by the author ('Tried to
   allocate 1.56 GiB ... 558.56 MiB free'); the phase is named by the author ('during cudagraph_memory profiling':
   vLLM's CUDA-graph memory profiling before the KV cache is sized), read as oom_cuda_graph, as the earlier
   profile_cudagraph fixture vllm-40937 was. The first line of the comment ('Dropped from 0.92 -> 0.88:') is the fix
   and is cut at '...' inside the line; the '--gpu-memory-utilization', '0.88' item is cut too. Whether the failing
   mtp-2 run already had --max-num-seqs 256 (added for the MTP-1 Mamba failure) is not stated; that line is cut and
   not counted. numbers: tried_gib 1.56 and the utilization 0.92 only (the free figure is printed in MiB).
4. trimtab: the error is quoted in prose ('the engine dies with `FlashInfer requires GPUs with sm75 or higher`'); the
   fix sentence is cut. The note ties it to 'the vLLM wheel' and the same note names PyPI vLLM 0.28; release is given
   as 0.28 with that caveat. The authors' own explanation (a capability table that stops before 12.x) is kept as
   real_cause; cause cuda_no_kernel_image as the two sibling fixtures (vllm-pr50747 on the same card,
   github-forge-oh-rtx5090-v0102) were labelled. The authors also switched attention to TRITON_ATTN; the fixtures of
   this message name only the sampler variable.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round815-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- maci0/dgx-spark-deepseek-v4-flash-0731 PRODUCTION.md: DSpark k=3 refused (block size 5)
case("github-maci0-dgx-spark-dsv4-flash-2x-gb10-dspark-k3-below-block-size-5",
     "https://github.com/maci0/dgx-spark-deepseek-v4-flash-0731/blob/a7b0c3f9fa00d957a21180b1e6eccc436b2cb8f5/"
     "PRODUCTION.md",
     "# Production setup: 3-5 concurrent sessions on 2x DGX Spark\n"
     "\n"
     "The shipped configuration, and the measurements behind every value in it.\n"
     "...\n"
     "| Setting | Value | Why this value |\n"
     "|---|---|---|\n"
     "| container | `ghcr.io/spark-arena/dgx-vllm-eugr-nightly-b12x:2026081903` | newest eugr build; ships b12x, DSpark and MLA KV quants together |\n"
     "| model | `drowzeys/keys-DeepSeekV4-Flash-GA-0731-Dspark-Abliterated-32-32` | gated, 156 GB, 48 shards, ships the DSpark draft head |\n"
     "| `kv_cache_dtype` | **`fp8_ds_mla`** | the only MLA KV quant DeepSeek-V4 can use on this image (§4) |\n"
     "...\n"
     "| `max_model_len` | 1,048,576 | full 1M context; the KV pool must hold one max-length request |\n"
     "| backends | `--moe-backend b12x --linear-backend b12x --attention-backend B12X_MLA_SPARSE` | missing b12x is roughly half speed |\n"
     "...\n"
     "### k is not tunable\n"
     "\n"
     "```\n"
     "DSpark requires num_speculative_tokens >= dspark_block_size (5); got 3\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "DeepSeek-V4-Flash with its DSpark draft head, on two DGX Spark (GB10) nodes. The speculative config asked for "
     "num_speculative_tokens 3, but DSpark drafts in blocks of dspark_block_size (5 for this checkpoint), and vLLM's "
     "DSpark path refuses k below the block size: 'k must be >= 5 and a multiple of 5. Only 5 and 10 are legal.' "
     "(On the older stage-c image k=3 had been legal.)",
     "the author, same page: num_speculative_tokens 5 in the shipped recipe ('k=3 is rejected by this image; only 5 "
     "and 10 are legal'); k=10 the only other legal value.",
     release="ghcr.io/spark-arena/dgx-vllm-eugr-nightly-b12x:2026081903 (eugr nightly, vLLM source of Aug 15)",
     gpu="NVIDIA GB10 (DGX Spark)", gpus=2, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the title and lead, four rows of the configuration table and the '### k is not tunable' heading "
          "with its fenced error line, as stored at commit a7b0c3f9 (id 57510564906). Cut, marked '...': the recipe / "
          "launch block, the gpu_memory_utilization, max_num_seqs and num_speculative_tokens rows (the last is the "
          "fix), the patches row, section 2's performance tables (all at k=5), the rule after the error ('k must be "
          ">= 5 and a multiple of 5 ...') and everything after. Judgement call 2.")

# ---------------------------------------- numinous-technology/trimtab environment notes: FlashInfer 'sm75 or higher' on RTX PRO 6000 (SM120)
case("trimtab-environment-notes-rtx-pro-6000-sm120-flashinfer-sm75-triton-attn",
     "https://github.com/numinous-technology/trimtab/blob/22a3f96c856c01e28bb98cba480546209204e19a/"
     "docs/environment-notes.md",
     "# Environment notes from the GPU runs\n"
     "\n"
     "Things that cost hours and were not trimtab bugs. Each is now handled in\n"
     "bench/pod_run.sh or bench/launch_runpod.sh, recorded here so the next person\n"
     "recognises the symptom.\n"
     "\n"
     "...\n"
     "\n"
     "## FlashInfer in the vLLM wheel does not know SM120\n"
     "\n"
     "On RTX PRO 6000 (compute capability 12.0) the engine dies with `FlashInfer\n"
     "requires GPUs with sm75 or higher`, which is a misleading message from a\n"
     "capability table that stops before 12.x.",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "The FlashInfer shipped with the PyPI vLLM wheel (0.28, per the same note) has a capability table that stops "
     "before 12.x, so on an RTX PRO 6000 (SM120, compute capability 12.0) its check found no target architecture "
     "and raised the misleading 'requires GPUs with sm75 or higher'; the engine died at start-up. Not the card's "
     "age, not memory.",
     "the authors, same note: '--attention-backend TRITON_ATTN plus VLLM_USE_FLASHINFER_SAMPLER=0 boots and serves. "
     "pod_run.sh applies both when compute capability starts with 12.'",
     release="0.28 (the same note: 'PyPI vLLM 0.28 pulls torch built for CUDA 13'; not tied to this section by the "
             "note itself)",
     gpu="NVIDIA RTX PRO 6000 (compute capability 12.0)", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--dtype"}],
     note="Excerpt: the note's title and intro, then the 'FlashInfer in the vLLM wheel does not know SM120' section "
          "up to its first sentence, as stored at commit 22a3f96c (id 61230656147). Cut, marked '...': the sections "
          "before it (vllm/vllm-openai ENTRYPOINT; driver 575+ with 'too old (found version 12080)', a separate "
          "failure). Cut after the error: the fix sentences ('--attention-backend TRITON_ATTN plus "
          "VLLM_USE_FLASHINFER_SAMPLER=0 boots and serves. pod_run.sh applies both ...') and the later sections "
          "(round 814 took the Mamba one). Judgement call 4.")

# ---------------------------------------- gisenberg/local-model-eval: Qwen3.6-27B FP8 + MTP k=2 at 0.92 -> OOM in cudagraph_memory profiling
case("gisenberg-local-model-eval-qwen36-27b-fp8-mtp2-cudagraph-profiling-oom-1.56-util-0.92",
     "https://github.com/gisenberg/local-model-eval/blob/4fc553fc31ca7c99008428eff122d5cb4031f493/"
     "tools/qwen36_27b_mtp_sweep.py",
     "#!/usr/bin/env python3\n"
     "\"\"\"\n"
     "Orchestrator for the Qwen3.6-27B FP8 spec-decode sweep.\n"
     "\n"
     "Per variant: spawn vLLM, poll for ready, run the existing 4-bench coding suite\n"
     "(`tools/nvfp4_qwen36_27b_bench.py`), scrape /metrics, stop vLLM, write summary.\n"
     "\n"
     "...\n"
     "MODEL_PATH = \"/home/gisenberg/models-vllm/qwen36-27b-fp8\"\n"
     "DRAFTER_PATH = \"/home/gisenberg/models-vllm/qwen36-27b-dflash-drafter-v2026-04-27\"\n"
     "VENV = \"/home/gisenberg/venvs/dflash-pr40898\"\n"
     "CUDA_HOME = f\"{VENV}/lib/python3.12/site-packages/nvidia/cu13\"\n"
     "\n"
     "# Common vLLM args matched to the production qwen36-27b llama-swap entry,\n"
     "# minus the spec-decode block (each variant overrides).\n"
     "COMMON = [\n"
     "    \"--host\", \"127.0.0.1\",\n"
     "    \"--port\", str(PORT),\n"
     "    \"--served-model-name\", SERVED_NAME,\n"
     "    \"--max-model-len\", \"262144\",\n"
     "    # ... mtp-2 OOMs at 0.92 during cudagraph_memory\n"
     "    # profiling (\"Tried to allocate 1.56 GiB ... 558.56 MiB free\").\n"
     "...\n"
     "    \"--enable-prefix-caching\",\n"
     "...\n"
     "    \"--max-num-batched-tokens\", \"32768\",\n"
     "...\n"
     "FLASH = [\"--attention-backend\", \"flash_attn\"]\n"
     "...\n"
     "    \"mtp-2\": {\n"
     "        \"desc\": \"qwen3_5_mtp k=2 (model's native MTP head, balanced)\",\n"
     "        \"extra\": FLASH + [\"--speculative-config\", json.dumps({\"method\": \"mtp\", \"num_speculative_tokens\": 2})],\n"
     "    },",
     "oom_cuda_graph", {"tried_gib": 1.56, "gpu_memory_utilization": 0.92}, "oom_cuda_graph",
     "Qwen3.6-27B FP8 with a 262144-token context and the model's MTP head drafting k=2 tokens, at "
     "--gpu-memory-utilization 0.92: vLLM's CUDA-graph memory profiling (run before the KV cache is sized) needed "
     "another 1.56 GiB while only 558.56 MiB were free on the card, so the mtp-2 launch died with CUDA out of memory. "
     "The 0.92 share left too little outside vLLM's budget for the spec-decode graphs and workspace.",
     "the author, same comment: utilization dropped from 0.92 to 0.88 for every variant ('0.88 leaves ~7 GB "
     "headroom for spec-decode workspace. Single-stream coding bench never approaches the KV cache ceiling so the "
     "smaller pool is invisible'); context 262144 kept.",
     release="not stated (a vLLM build from the DFlash PR #40898 branch, venv 'dflash-pr40898', CUDA 13, spring 2026)",
     gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.92}],
     note="Excerpt: the script's docstring head, the path constants, COMMON up to the OOM comment, and the mtp-2 "
          "variant, as stored at commit 4fc553fc (id 55039167873). Cut, marked '...': the docstring's usage lines, "
          "PORT / SERVED_NAME; the start of the comment's first line ('Dropped from 0.92 → 0.88:', the fix, cut "
          "inside the line) and its last two lines ('0.88 leaves ~7 GB headroom ...'); the "
          "'--gpu-memory-utilization', '0.88' item (the fix); the attention-backend comment; the Mamba comment and "
          "'--max-num-seqs', '256' (round 814's case, whether it was set for this run is not stated); the tool / "
          "reasoning parser lines; FLASHINFER and the other variants. Judgement call 3.")

# ---------------------------------------- ChicoPanama/PokeDao: Mew-1A v4.3 vLLM app on a Modal T4 -> bf16 refused
case("github-chicopanama-pokedao-mew1a-v43-modal-t4-bf16-refused",
     "https://github.com/ChicoPanama/PokeDao/blob/16fcdee7c842fc155892caf6e5fcbd06d229ae86/"
     "reports/stage1_endpoint_health.md",
     "# Stage 1: Modal Endpoint Health Test - Mew-1A v4.3\n"
     "\n"
     "**Date:** October 24, 2025\n"
     "**Endpoint:** https://chicopanama--mew1a-vllm-v4-3-vector-rag-fastapi-app.modal.run\n"
     "...\n"
     "## Technical Issues Resolved\n"
     "\n"
     "...\n"
     "**Problem:** T4 GPU (compute capability 7.5) doesn't support bfloat16\n"
     "**Error:**\n"
     "```\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability\n"
     "of at least 8.0. Your Tesla T4 GPU has compute capability 7.5.\n"
     "```\n"
     "...\n"
     "## Deployment Configuration\n"
     "\n"
     "```python\n"
     "# Model\n"
     "MODEL_NAME = \"ChicoPanama/mew1a-v4.3\"\n"
     "\n"
     "# vLLM Config\n"
     "VLLM_CONFIG = {\n"
     "    \"gpu_memory_utilization\": 0.9,\n"
     "    \"max_model_len\": 2048,\n"
     "    ...\n"
     "    \"enable_chunked_prefill\": True,\n"
     "    \"max_num_batched_tokens\": 4096,\n"
     "    \"tensor_parallel_size\": 1,\n"
     "}\n"
     "\n"
     "# Modal\n"
     "- GPU: T4\n"
     "- Timeout: 600s\n"
     "- Scaledown Window: 300s\n"
     "- Vector Store: Modal Volume (482,298 cards)\n"
     "```",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "The merged Mew-1A v4.3 checkpoint (Llama-3.2-3B-Instruct + LoRA, saved in bfloat16) was served by vLLM with "
     "dtype bfloat16 on a Modal T4 (compute capability 7.5); vLLM refuses bfloat16 below compute capability 8.0.",
     "the author, same report: 'Changed VLLM_CONFIG[\"dtype\"] from \"bfloat16\" to \"float16\"' -> 'Model loads "
     "successfully on T4 GPU'.",
     release=None, gpu="Tesla T4", gpus=1, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--dtype", "value": "bfloat16"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the hit's text (find_string id 59677697527, read with read_file): title, date and endpoint; the "
          "error block of 'Technical Issues Resolved' item 1; the deployment configuration block. Cut, marked '...': "
          "the status line and the Summary ('deployed ... with float16 precision (required for T4 GPU "
          "compatibility)', the fix), the test results and metrics, the item heading '### 1. bfloat16 → float16 "
          "Conversion ✅' (names the fix), the Solution / Result lines, items 2-3, outstanding issues, the config's "
          "'\"dtype\": \"float16\",  # T4 GPU compatible' line (the fix), recommendations and conclusion. The path "
          "is tied by name, not by a read (judgement call 1). gpus=1 from tensor_parallel_size 1 on one Modal T4.")

BATCH.write()
