"""Round-32 blind batch: vLLM launch failures as users write them up on WEB PAGES AND DISCUSSIONS (English personal
and project blogs and journals, a benchmark site's write-up, a vendor developer forum), collected by helper wild32 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round32-blind"``; the lead grades
it once (``python tests/wild_grade.py round32``). A HELD-OUT measurement: graded once, on the final code, and nothing is
to be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the page only (and, where the note says so, the same site's other pages). Causes are the ones the excerpt
itself evidences (no release_regression in this batch); a deeper story only the page tells is in real_cause/note.
Excerpts are the text as the search tool's stored copy of the page shows it (a stored page is its beginning only);
where lines in between were dropped the excerpt shows ``...`` and the note says what; the authors' fix lines are left
out of the excerpt (they are in fix_that_worked).

Sources: the search tool's pages corpus (all ten cases: gemma-forge's project journal, four 'gotcha' pages; the
hermes-agent-benchmarks site; qevos.ai; aitherium.com; the Google AI developer forum; joshua8.ai; airelien.dev) and its
docs and issues corpora (no case). About 80 look-ups (all ``search``: about 63 pages, 16 docs, 1 issues; no read_file,
find_string, fetch or mirror). 10 cases, **3 of them memory** (short of the half asked): the pages corpus answers vLLM
memory-error queries almost only with AI-written explainers quoting placeholder errors (errornotes.dev, gigagpu,
runlocalai, fixdevs, theneuralbase, aimadetools, intranet.presrite, dev.to/runaihome and tildalice, kubenatives,
telemetry.sector88, servingcard.dev, youngju.dev), with long write-ups whose stored beginning stops before the error
(devopscube's Llama 3 on an RTX 4000 Ada, reddlx/hazyhaar's Qwen3.6-27B on a 5090, xbill's Gemma 4 on Cloud Run L4,
ideasfixer's Qwen3.5-9B CUDA-graph sweep, aitherium's two-instances post, runtimenotes' RunPod series, sovgrid's DGX
Spark disasters, the Jong-Seong GB10 guide, the DGX Spark forum threads), and with DGX Spark pages earlier rounds used
or skipped. The docs corpus's Hugging Face discussions for vLLM errors are almost all earlier rounds' fixtures or named
skips. Every url was checked against /work/coord/USED_SOURCES.txt, the fixtures and the skip lists in
tests/golden/wild/BLIND.md.

Mix (10), by class: memory 3 (Gemma-4-31B NVFP4 weights filling one L4 at load, total 22.03 GiB; a V1 KV refusal
paraphrased in a table, 262144 tokens needing 8.33 of 8.29 GiB on a 48 GB RTX 4090 at 0.85 with fp8 KV, vLLM 0.21.0;
a Triton autotuner OOM on the first request of a Qwen3.5-35B-A3B AWQ on a 5090, 0.16.0rc2); TP split 1 (Marlin's
"size_n = 5152 is not divisible by tile_n_size = 64" for Nemotron-3-Nano NVFP4 at TP 2 on L4s, 0.19.0); model type 2
(transformers 4.57.x without gemma4 / qwen3_5: vllm-openai 0.19.0, DGX Spark images); versions 3 (a Triton 26.03
backend importing a module vLLM 0.19 moved; transformers 5.x over vLLM 0.19's older huggingface_hub, twice:
is_offline_mode); KV dtype 1 (TurboQuant refused for a hybrid model on vLLM 0.20 nightly). Hardware: NVIDIA L4 (4),
GB10 / DGX Spark, RTX 4090 48GB, RTX 5090, RTX 5090 Laptop, A100 80GB (Vertex AI), unstated.

Judgement calls for the lead (each case's ``note`` says more):
1. Two README rows name Marlin's "size_n = N is not divisible by tile_n_size = 64": tp_not_divisible ("when the log's
   TP split it") and quantization_kernel_bug (the FP8/FP4 weight-only fallback before 0.24.0). gemma-forge's Nemotron
   page says TP 2 produced the 5152 and its fix is PP 2, so tp_not_divisible (quantization_kernel_bug the alternative).
2. No kind names a framework that imports a vLLM module a newer vLLM moved ("ModuleNotFoundError: No module named
   'vllm.inputs.data'" from Triton 26.03's vLLM backend after pip install -U vllm): dependency_version_mismatch (the
   README's "cannot import name 'X' from 'vllm...'" for a framework built for another vLLM); not
   vllm_extension_import_failed (vLLM itself imports). The same page's FIRST error (gemma4 unknown to transformers) is
   left out of that excerpt; it is the incident of the separate gemma-forge transformers case.
3. Errors quoted as the authors shortened them: hermes-agent-benchmarks' table cell "ValueError: model_type qwen3_5 not
   recognized" (model_type_unknown); qevos' table cell "KV cache OOM (need 8.33 GiB, only 8.29 GiB)" (the V1 KV
   refusal, kv_cache_too_small, needed/available from the cell, no estimated length printed); gemma-forge's NVFP4 page
   opens its OOM with a harness line ("ERROR: Failed to load model - not enough GPU memory.") before torch's text.
4. Commands are not pasted in most pages: qevos' command is assembled from its configuration block and table row
   (said so); the gemma-forge Nemotron command is the page's words.
5. Fixes from the authors, no maintainer: the Google AI forum topic has no reply in the stored text (the fix is the
   working Google-built image the poster already runs); joshua8's fix is past the stored beginning (the excerpt stops
   inside the diagnosis).
6. joshua8's OOM is on the FIRST REQUEST after a clean start (the README's oom_forward includes it), cause
   oom_unknown_phase as the existing oom_forward fixture files it; util_too_low would be wrong (the KV cache took too
   much, leaving the autotuner nothing).
7. Several pages of one site: gemma-forge (four gotcha pages, each its own incident: TP tiling, transformers, Triton
   backend, NVFP4 load OOM); aitherium (one post taken, its two-instances post stops before an error); airelien.dev's
   TurboQuant post is not the airelien.dev laptop post an earlier round used. Two cases share one error line
   (is_offline_mode): different teams, platforms and transformers builds.
8. Traps: qevos' gap is 0.04 GiB (a utilization step UP or a length at or below 261,856 starts; lowering utilization or
   turning on fp8 KV, already on, cannot); the L4 NVFP4 load OOM is weights filling the card (no length, KV dtype or
   utilization change helps; TP 2 did); the TP-tiling case must not go to TP 4 (2576 does not tile either); the
   transformers cases take no --trust-remote-code (no remote code shipped).

Skipped, and why: the same incident under another thread (hugingapi/huggingface Intel/gemma-4-31B-it-int4-AutoRound
#3, Marlin "output_size_per_partition = 32 is not divisible by min_thread_n = 64" at TP 2 on 2x 3090: the incident
of vllm#40354, same text and numbers, which the club3090 Marlin fixture cites); earlier fixtures or named skips met again
(discuss.vllm.ai t/2584 and t/2420, ModelCloud Mistral-Nemo GPTQ #2, inclusionAI Ling-3.0-flash #8, RedHatAI
Mistral-Small-3.2 NVFP4 #1 and gemma-4-26B NVFP4 #6, fsaudm 70B INT8 #1, Vezora Qwen2.5-Coder #1, Mistral-Small-3.1
#16, Ministral-8B #6, al-engr.com, tobias-weiss.org, catg.kghs.net, corti.com and its longform.social copy,
airelien.dev laptop post, obsidian-quartz blog, HF Space runtime-error pages, pastebin logs without a fix); the error
not in the stored text or no reply (discuss.vllm.ai t/2674 Gemma 4 31B NVFP4 on 2x 5070 Ti, nvidia Qwen3.6-27B-NVFP4
#18 host OOM killer, unsloth Qwen3.6 NVFP4 discussions (listing only), NVIDIA forum Nemotron-3-Nano on Thor MTP
'rejected with NotImplementedError' in prose, patrickbdevaney Thor DFlash guide's 122B Marlin crash); prose without an
error line (borisovai.ru's UI-TARS 7B on a 16 GB laptop 4090, log cut at 'Starting to load model', airelien.dev 262K
post's drafter OOM, sovgrid's page-cache OOM, gemma-forge's parallelism-maze IntermediateTensors
error); not vLLM or not a launch (SGLang pages of al-engr and sovgrid, llama.cpp benchmarks, til.codes runtime OOM
under load, stepcodex/chat-gpts digests of GitHub issues, brick-house/fate-oracle scrambled pages); AI-written or SEO
pages (above).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round32-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ TP split: Marlin NVFP4 tile (Nemotron-3-Nano, 2x L4)
case("gemma-forge-nemotron3-nano-nvfp4-l4-tp2-size-n-5152-tile-64",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/nemotron-tp-tiling-error/",
     "Gotcha: Nemotron NVFP4 fails with tensor parallelism (Marlin kernel tiling)\n"
     "\n"
     "Symptom\n"
     "\n"
     "RuntimeError: size_n = 5152 is not divisible by tile_n_size = 64\n"
     "When loading Nemotron-3-Nano-30B-A3B-NVFP4 with --tensor-parallel-size 2.\n"
     "...\n"
     "Environment\n"
     "\n"
     "  • nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4\n"
     "  • vLLM 0.19.0\n"
     "  • NVIDIA L4, compute 8.9\n"
     "  • Marlin NVFP4 GEMM kernel",
     "tp_not_divisible", {}, "tp_not_divisible",
     "A project journal's 'gotcha' page (gemma-forge, April 2026, a Dell XR7620 with four NVIDIA L4s on PCIe, no "
     "NVLink): serving nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4 with vLLM 0.19.0 at --tensor-parallel-size 2. The L4 "
     "(compute 8.9) runs NVFP4 through the Marlin FP4 weight-only GEMM, whose output tile is 64 columns; split over two "
     "ranks an MoE expert weight is 5152 columns per rank, not a whole number of tiles, so loading stops. At TP 1 the "
     "same dimension (10304) tiles; the split is what breaks it.",
     "the author: use pipeline parallelism instead of tensor parallelism (--pipeline-parallel-size 2 instead of "
     "--tensor-parallel-size 2): PP keeps each layer's matrices whole, so the Marlin tiling constraint holds (and on "
     "non-NVLink L4s PP also gave 4-5x the throughput of TP)",
     release="0.19.0", gpu="NVIDIA L4 (24 GB, compute capability 8.9)", gpus=4,
     command="vllm serve nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-NVFP4 --tensor-parallel-size 2 (as the page words it)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the page's title, 'Symptom' section and 'Environment' list as stored; the 'Root cause', "
          "'Fix' and 'Why this is actually better' sections between them are replaced by '...'. The README lists "
          "Marlin's 'size_n = N is not divisible by tile_n_size = 64' under tp_not_divisible ('when the log's TP split "
          "it') and under quantization_kernel_bug (the FP8/FP4 weight-only fallback, before 0.24.0, which pads): the "
          "page itself says TP=2 produced the 5152 and its fix is to stop splitting, so tp_not_divisible; "
          "quantization_kernel_bug is the alternative (0.19.0 is before the padding release, and the L4 is on the "
          "FP4 weight-only path). gpus 4: the same journal's Phase 0.5 entry says the box has 4x NVIDIA L4; TP 4 "
          "(2576 columns) does not tile either, hence TP above 1 forbidden. The command is the page's words, not a "
          "pasted command line")

# ------------------------------------------------------------------ transformers too old for gemma4 (vllm-openai 0.19.0)
case("gemma-forge-gemma4-transformers-4576-model-type-unrecognized",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/transformers-gemma4/",
     "Gotcha: transformers < 4.58 doesn't recognize the gemma4 model type\n"
     "\n"
     "Symptom\n"
     "\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "Value error, The checkpoint you are trying to load has model type\n"
     "`gemma4` but Transformers does not recognize this architecture.\n"
     "...\n"
     "Environment\n"
     "\n"
     "  • Gemma 4 released 2026-04-02\n"
     "  • transformers 4.57.6 — does NOT have gemma4\n"
     "  • transformers 4.58+ (or 5.x dev) — HAS gemma4\n"
     "  • Tested 2026-04-09 (one week after model release)",
     "model_type_unknown", {}, "transformers_too_old",
     "The same project journal (gemma-forge, four NVIDIA L4s): loading a Gemma 4 checkpoint one week after its release "
     "in the vllm/vllm-openai:latest container of the day (vLLM 0.19.0, which has its own Gemma 4 model code) failed in "
     "config validation, because the bundled transformers 4.57.6 has no gemma4 model type and vLLM hands config parsing "
     "to transformers' AutoConfig; the checkpoint ships no remote code (empty auto_map).",
     "the author: pip install --no-cache-dir 'transformers>=4.58', baked into a derived image (FROM "
     "vllm/vllm-openai:latest; RUN pip install --no-cache-dir 'transformers>=4.58')",
     release="0.19.0 (vllm/vllm-openai:latest, April 2026; transformers 4.57.6)", gpu="NVIDIA L4 (24 GB)", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"},
                                {"flag": "--kv-cache-dtype"}],
     note="the page's title, 'Symptom' and 'Environment' sections as stored; 'Root cause', 'Fix', 'Key detail' and "
          "'How to prevent' between them replaced by '...'. The page does not name which Gemma 4 size was loaded; the "
          "same journal's Triton page (a separate case in this batch is its SECOND error) shows the same first error "
          "in the Triton 26.03 container, which is why that case's excerpt leaves it out. --trust-remote-code cannot "
          "help: the model ships no custom code (the page says its auto_map is empty)")

# ------------------------------------------------------------------ framework built for another vLLM (Triton 26.03 backend)
case("gemma-forge-triton-2603-vllm-019-upgrade-no-module-vllm-inputs-data",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/triton-vllm-version/",
     "Gotcha: Triton 26.03 vLLM backend incompatible with Gemma 4\n"
     "\n"
     "Symptom\n"
     "\n"
     "Loading a Gemma 4 model in Triton 26.03 with EXPLICIT mode:\n"
     "...\n"
     "Second error (after pip install -U vllm inside the container):\n"
     "\n"
     "ModuleNotFoundError: No module named 'vllm.inputs.data'\n"
     "...\n"
     "Environment\n"
     "\n"
     "  • Triton 26.03 (v2.67.0, NGC container nvcr.io/nvidia/tritonserver:26.03-vllm-python-py3)\n"
     "  • vLLM 0.17.1 (bundled) → 0.19.0 (upgraded, breaks backend)\n"
     "  • transformers 4.57.5 → 4.57.6 (still too old for gemma4)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The same project (four NVIDIA L4s) first served models through Triton Inference Server 26.03's vLLM backend "
     "(EXPLICIT model control). Triton 26.03 bundles vLLM 0.17.1, which predates Gemma 4; upgrading vLLM to 0.19.0 "
     "inside the container with pip gave Gemma 4 support but the Triton backend's own code "
     "(/opt/tritonserver/backends/vllm/utils/request.py) imports vllm.inputs.data, a module reorganised between 0.17 "
     "and 0.19, so the model load fails: the serving framework is built for another vLLM.",
     "the author: use the vllm/vllm-openai container directly instead of Triton, in a derived image that bakes in "
     "transformers>=4.58; go back to Triton when 26.04 ships (never pip install -U vllm inside a Triton container "
     "without checking the backend code)",
     release="0.19.0 installed over Triton 26.03's bundled 0.17.1 (transformers 4.57.6)", gpu="NVIDIA L4 (24 GB)",
     gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the page's Symptom section without its FIRST error (transformers' 'model type `gemma4` "
          "but Transformers does not recognize this architecture', the incident of the separate "
          "gemma-forge-gemma4-transformers case) and without the 'Root cause', 'Fix' and 'How to prevent' sections "
          "before 'Environment' (each gap shown as '...'). No kind names a MODULE missing from vLLM for a framework "
          "pinned to an older vLLM API; dependency_version_mismatch (the README's \"cannot import name 'X' from "
          "'vllm...'\", a framework built for another vLLM) is the closest; vllm_extension_import_failed ('No module "
          "named vllm._C') would be wrong: vLLM itself imports, the Triton backend's import of a moved module fails")

# ------------------------------------------------------------------ memory: NVFP4 31B weights fill one L4 (load OOM)
case("gemma-forge-gemma4-31b-nvfp4-one-l4-load-oom-22.03",
     "https://kenrollins.github.io/gemma-forge/journal/gotchas/nvfp4-vram-math/",
     "Gotcha: NVFP4 31B is 22 GB in VRAM, not the naive 15.5 GB estimate\n"
     "\n"
     "Symptom\n"
     "\n"
     "Attempting to load nvidia/Gemma-4-31B-IT-NVFP4 on a single L4 (24 GB VRAM):\n"
     "\n"
     "ERROR: Failed to load model - not enough GPU memory.\n"
     "GPU 0 has a total capacity of 22.03 GiB of which 17.06 MiB is free.\n"
     "Process has 22.01 GiB memory in use.",
     "oom_loading", {"total_gib": 22.03}, "weights_do_not_fit",
     "The same project journal (four NVIDIA L4s, vLLM 0.19.0 containers): nvidia/Gemma-4-31B-IT-NVFP4 on ONE L4. "
     "NVIDIA's NVFP4 recipe quantizes only the MLP/FFN weights; all 60 self-attention layers, the LM head and the "
     "vision encoder stay bf16, so the model takes about 22 GB in VRAM (not the naive 31B x 4 bits = 15.5 GB) and the "
     "22.03 GiB the L4 offers is full while the weights load.",
     "the author: tensor_parallel_size=2 with NVFP4 (about 11 GB of weights per L4, 13 GB left for the KV cache)",
     release="not printed (the journal's other pages run vLLM 0.19.0)", gpu="NVIDIA L4 (24 GB; 22.03 GiB usable)",
     gpus=4,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size", "above": 4}],
     note="the page's title and 'Symptom' section as stored; the root-cause table and 'The fix' after it left out. "
          "The 'ERROR: Failed to load model - not enough GPU memory.' first line is the harness's (Triton's or the "
          "author's) wording; the two lines after it are torch's CUDA out-of-memory text; no vLLM phase line is "
          "pasted, the page's own words ('Attempting to load') put it in loading, hence oom_loading. free is 17.06 "
          "MiB (not in GiB) and left out of numbers. The same journal's model-strategy entry lists this as '31B "
          "NVFP4, tp=1: OOM'. A length, KV dtype or utilization change cannot help weights that fill the card")

# ------------------------------------------------------------------ transformers too old for qwen3_5 (DGX Spark image)
case("hermes-bench-war-stories-qwen36-27b-fp8-gb10-qwen3-5-not-recognized",
     "https://hermes-agent-benchmarks.dba.wtf/war-stories",
     "1. The Qwen3.6-27B image gauntlet\n"
     "\n"
     "Qwen3.6-27B-FP8 shipped on 2026-04-22. Our benchmark rig was two days behind, and we learned exactly how "
     "fragmented the tooling is when a new Blackwell-native model drops.\n"
     "\n"
     "The model needs two things at once that no prebuilt vLLM image has together:\n"
     "\n"
     "  1. Transformers ≥ 5.x — Qwen3.6 re-uses the internal qwen3_5 model_type for its Gated DeltaNet hybrid arch. "
     "Transformers 4.57 doesn't know it and rejects the checkpoint at AutoConfig.from_pretrained.\n"
     "...\n"
     "Four images, four different ways of not working:\n"
     "\n"
     "Image Transformers SM121 FP8 kernels Failure\n"
     "avarok/vllm-dgx-spark:v14 4.57.5 yes ValueError: model_type qwen3_5 not recognized\n"
     "avarok/vllm-dgx-spark:latest 4.57.6 yes same arch-not-recognized failure\n"
     "nvcr.io/nvidia/vllm:26.03.post1-py3 4.57.5 yes same\n"
     "...\n"
     "hellohal2064/vllm-dgx-spark-gb10:latest 4.57.3 yes same as avarok",
     "model_type_unknown", {}, "transformers_too_old",
     "A benchmark site's war stories (hermes-agent benchmarks on a single NVIDIA DGX Spark, GB10 / SM 12.1, April "
     "2026): Qwen3.6-27B-FP8 uses the qwen3_5 model_type (a Gated DeltaNet hybrid), which transformers 4.57.x does not "
     "know; every prebuilt DGX Spark vLLM image of the day (avarok v14 and latest, NGC vLLM 26.03.post1, hellohal2064's "
     "GB10 image) bundles transformers 4.57.x, so the checkpoint is rejected at AutoConfig before vLLM loads anything.",
     "the authors: build eugr/spark-vllm-docker's source recipe with its --tf5 flag (installs Transformers 5.x and "
     "compiles the kernels with TORCH_CUDA_ARCH_LIST=12.1a; ~30 minutes on the Spark), giving a working image with "
     "Transformers 5.6.2 and vLLM 0.19.2rc1",
     release="not printed (avarok/vllm-dgx-spark:v14, transformers 4.57.5)",
     gpu="NVIDIA GB10 (DGX Spark, 128 GB unified memory)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: section 1 of the page as stored, from its heading through the images table; the list's "
          "item 2 (the FP8 CUTLASS kernels compiled for sm_120 only) and the table's vllm/vllm-openai:nightly-aarch64 "
          "row (transformers 5.5.4, 'cutlass_gemm_caller.cuh:61 Error Internal', the OTHER failure) are replaced by "
          "'...', and the text after the table (the working recipe) is left out. The table is written one row per "
          "line as the stored text gives it (cells separated by spaces). 'ValueError: model_type qwen3_5 not "
          "recognized' is the authors' shortening in a table cell, not transformers' full sentence. The site's "
          "methodology page serves every model with MAX_MODEL_LEN=131072, GPU_MEMORY_UTIL=0.85 and "
          "--trust-remote-code on avarok/vllm-dgx-spark:v14; not pasted here. The nightly row's kernel failure was "
          "not taken as a second case: one table cell, no log")

# ------------------------------------------------------------------ memory: V1 KV refusal at the model's full 262144 (4090 48GB)
case("qevos-qwen36-27b-fp8-4090-48gb-262144-8.33-of-8.29",
     "https://qevos.ai/blog/en/2026-05-19-qwen3-6-27b-fp8-4090-48gb-context-experiment.html",
     "Experimental Setup\n"
     "Our test environment consists of a single NVIDIA GeForce RTX 4090 with 48GB of VRAM, running vLLM 0.21.0 with "
     "CUDA 13.2. The model used is Qwen3.6-27B-FP8, an FP8 quantized version of the Qwen3.6 27B parameter model.\n"
     "Model Architecture:\n"
     "- Architecture: Qwen3_5ForConditionalGeneration\n"
     "- Hidden size: 5120\n"
     "- Number of layers: 64\n"
     "- Attention heads: 24 (4 KV heads, GQA)\n"
     "- Vocabulary size: 248,320\n"
     "- Maximum position embeddings: 262,144 (256K)\n"
     "Hardware:\n"
     "- GPU: NVIDIA GeForce RTX 4090 48GB (49,140 MiB)\n"
     "- Driver: 595.58.03\n"
     "- CUDA: 13.2\n"
     "- vLLM: 0.21.0\n"
     "...\n"
     "Test Configuration\n"
     "All tests used the same base configuration:\n"
     "--gpu-memory-utilization 0.85\n"
     "--kv-cache-dtype fp8\n"
     "--max-num-batched-tokens 16384\n"
     "--max-num-seqs 4\n"
     "--enable-chunked-prefill\n"
     "--enable-prefix-caching\n"
     "Results: No-MTP Mode (Maximum Context)\n"
     "| max-model-len | Server Start | Inference Test | Notes |\n"
     "|---|---|---|---|\n"
     "| 131,072 | ✅ | ✅ | Baseline |\n"
     "...\n"
     "| 261,856 | ✅ | ✅ | GPU: 43,707/49,140 MiB (89%) |\n"
     "| 262,144 | ❌ | — | KV cache OOM (need 8.33 GiB, only 8.29 GiB) |",
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 8.33, "available_gib": 8.29, "gpu_memory_utilization": 0.85},
     "kv_too_small",
     "A company blog's context-window experiment (qevos.ai, May 2026): Qwen3.6-27B-FP8 (a Gated DeltaNet hybrid; only "
     "its full-attention layers keep a KV cache) on ONE RTX 4090 with 48 GB (a modded card, 49,140 MiB), vLLM 0.21.0, "
     "FP8 KV cache, utilization 0.85. Every length up to 261,856 started; at the model's full 262,144 the KV cache "
     "needed 8.33 GiB against 8.29 GiB available, 0.04 GiB short, so the engine refused to start.",
     "the authors: the maximum stable context at gpu_memory_utilization=0.85 was 261,856 tokens (288 short of the "
     "model's 262,144); their follow-up raised gpu_memory_utilization to reach the full 262,144 (the outcome is past "
     "the stored beginning of the page)",
     release="0.21.0", gpu="NVIDIA GeForce RTX 4090 48GB (49,140 MiB)", gpus=1,
     command="vllm serve Qwen3.6-27B-FP8 --max-model-len 262144 --gpu-memory-utilization 0.85 --kv-cache-dtype fp8 "
             "--max-num-batched-tokens 16384 --max-num-seqs 4 --enable-chunked-prefill --enable-prefix-caching "
             "(assembled from the page's base configuration and table row)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.85}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 4: the page's 'Experimental Setup' lists (the stored markdown variant), its 'Test "
          "Configuration' block and the results table's header, first row and last two rows; the 'Context Window "
          "Experiment Results' heading and sentence between setup and configuration, and the table rows 163,840 to 250,000 (all started) are replaced by "
          "'...'. The failing line is the authors' paraphrase of vLLM's V1 KV refusal in a table cell ('KV cache OOM "
          "(need 8.33 GiB, only 8.29 GiB)'), not vLLM's sentence; no estimated maximum length is printed. The "
          "command is assembled from the page's configuration block and the 262,144 row, not pasted by the authors. "
          "A 0.04 GiB gap: a small utilization step up (0.86) or a length at or below 261,856 both start; lowering "
          "utilization or turning fp8 KV on (already on) cannot help")

# ------------------------------------------------------------------ versions: transformers 5.x without huggingface_hub (vLLM 0.19)
case("aitherium-gemma4-26b-a4b-awq-vllm019-transformers-nodeps-is-offline-mode",
     "https://aitherium.com/blog/gemma-4-hot-swap-how-we-got-googles-moe-reasoning-model-running-on-a-single-gpu/",
     "Bug #1: The Transformers Pin\n"
     "vLLM 0.19 ships with Gemma 4 model code. The model architecture class Gemma4ForConditionalGeneration is right "
     "there in the source tree. So you'd think --model cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit would Just Work.\n"
     "It does not. vLLM 0.19 pins transformers<5. Gemma 4's architecture needs transformers>=5.5.0. The model class "
     "exists in vLLM, but the HuggingFace config loader can't parse the model's config.json without the newer "
     "transformers library.\n"
     "First attempt: pip install --no-deps 'transformers>=5.5.0'. This gets past the version pin, but crashes "
     "immediately:\n"
     "ImportError: cannot import name 'is_offline_mode' from 'huggingface_hub'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A company engineering blog (aitherium, April 2026): serving cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit in a vLLM 0.19 "
     "container on a single GPU. vLLM 0.19 pins transformers<5 while Gemma 4's config needs transformers>=5.5.0; the "
     "authors installed transformers 5.x with --no-deps, so the container kept vLLM's older huggingface_hub, which lacks "
     "the is_offline_mode symbol transformers 5.x imports: two packages at versions that do not fit.",
     "the authors: drop --no-deps and install both packages: pip install 'transformers>=5.5.0' 'huggingface_hub>=0.32' "
     "(at container start, until vLLM drops the transformers pin; tracked in vllm-project/vllm#39216)",
     release="0.19 (container; transformers>=5.5.0 installed with --no-deps)", gpu=None, gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                                {"flag": "--quantization"}, {"flag": "--kv-cache-dtype"}],
     note="the post's 'Bug #1' section as stored, up to the error line; the fix paragraph after it is left out. The "
          "error is quoted as one line in the authors' prose, no traceback. The GPU is not named in the stored "
          "beginning ('a single GPU', hence gpus 1 and gpu None). The post's 'Bug #2: The Quantization Lie' (about "
          "the same checkpoint's format) is cut in the stored text and was not taken")

# ------------------------------------------------------------------ versions: same symbol, Vertex AI forum (Gemma 4 on A100)
case("google-ai-forum-gemma4-vertex-vllm019-transformers56dev-is-offline-mode",
     "https://discuss.ai.google.dev/t/gemma-4-27b-a4b-it-moe-on-vertex-ai-vllm-dependency-triangles-lora-and-vision-blockers/141868",
     "Gemma 4 27B-A4B-it (MoE) on Vertex AI: vLLM Dependency Triangles, LoRA, and Vision Blockers\n"
     "...\n"
     "  • Infrastructure: Vertex AI Prediction, 1× NVIDIA A100 80GB (a2-ultragpu-1g)\n"
     "...\n"
     "1. Unsolvable Dependency Triangle (PyPI vs. Base Image)\n"
     "\n"
     "Deployment via standard PyPI packages is blocked by a mutually exclusive version constraint matrix.\n"
     "\n"
     "  • vLLM Constraint: vLLM 0.19.0 (latest PyPI) requires transformers < 5.0 and huggingface_hub < 1.0.\n"
     "\n"
     "  • Model Constraint: gemma4 model type registration only exists in transformers >= 5.5.0.\n"
     "\n"
     "  • Transformers Constraint: transformers 5.5.0 requires huggingface_hub >= 1.5.0.\n"
     "\n"
     "  • Import Failure Path: Installing transformers 5.6.0.dev0 alongside vLLM 0.19.0 results in ImportError: cannot "
     "import name 'is_offline_mode' from 'huggingface_hub'.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A Google AI developer forum topic (Gemma 4 on Vertex AI Prediction, one A100 80GB): with PyPI packages, vLLM 0.19.0 "
     "requires transformers<5 and huggingface_hub<1.0, Gemma 4's gemma4 model type needs transformers>=5.5.0, and "
     "transformers 5.x needs a newer huggingface_hub; installing transformers 5.6.0.dev0 next to vLLM 0.19.0 left the "
     "older hub in place, so the import chain vllm -> transformers_utils/config.py -> transformers fails on "
     "is_offline_mode before any model loads.",
     "the poster's working base deployment: Google's custom image pytorch-vllm-serve:gemma4 (vLLM 0.17.2rc1.dev133, "
     "Transformers 5.5.0.dev0, huggingface_hub 1.8.0), BF16 at an 8,192-token context on the one A100 80GB; the PyPI "
     "route stayed blocked",
     release="0.19.0 (PyPI) with transformers 5.6.0.dev0", gpu="NVIDIA A100 80GB (Vertex AI a2-ultragpu-1g)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                                {"flag": "--kv-cache-dtype"}],
     note="judgement call 5: the topic's title, its infrastructure bullet and section 1's bullets as stored, up to the "
          "error; the opening paragraphs, the other environment bullets and the rest of the explanation after the "
          "error are replaced by or left out as '...'. The error is quoted inside the poster's prose; the poster "
          "catalogues 20 failure modes and asks for guidance, no reply is in the stored text, so the fix is the "
          "working stack the poster already runs. Same error line as the aitherium case (a different team, platform "
          "and transformers build)")

# ------------------------------------------------------------------ memory: Triton autotuner OOM on the first request (5090)
case("joshua8-qwen35-35b-a3b-awq-5090-triton-autotune-oom-first-request",
     "https://joshua8.ai/qwen35-35b-rtx-5090-vllm-practical-guide",
     "The Setup\n"
     "\n"
     "The model in question is cyankiwi/Qwen3.5-35B-A3B-AWQ-4bit, a community AWQ 4-bit quantization of Alibaba’s "
     "Qwen3.5-35B-A3B. At 4-bit precision, the weights come in at roughly 22 GB — a tight fit on the 5090’s 32 GB, but "
     "seemingly feasible with room left over for KV cache.\n"
     "\n"
     "For the serving engine, I’m using vLLM. The critical detail: as of late February 2026, the official "
     "vllm/vllm-openai:latest image (v0.16.0) does not include Qwen3.5 model support. You need a nightly or "
     "pre-release build that contains the qwen3_5.py model class. In my case, that was a custom image based on vLLM "
     "0.16.0rc2 with CUDA 13.0 and PyTorch 2.10.\n"
     "\n"
     "The Problem Nobody Warns You About\n"
     "\n"
     "The model loads fine. Weights take 22 GB. The server starts, healthcheck passes, everything looks perfect. Then "
     "you send your first request and the whole thing crashes:\n"
     "\n"
     "RuntimeError: Triton Error [CUDA]: out of memory\n"
     "\n"
     "The stack trace points to solve_tril.py inside vLLM’s Flash Linear Attention ops — specifically, the Triton "
     "autotuner.",
     "oom_forward", {}, "oom_unknown_phase",
     "A personal blog's practical guide (February 2026): cyankiwi/Qwen3.5-35B-A3B-AWQ-4bit (about 22 GB of weights) on "
     "one RTX 5090 (32 GB) with a vLLM 0.16.0rc2 image. Qwen3.5's Gated DeltaNet layers run Triton kernels with "
     "@triton.autotune, which benchmarks configurations on first use with temporary GPU buffers; vLLM's profiling run "
     "did not exercise them, so the KV cache was sized over nearly all the memory left and the autotuner's buffers "
     "found none on the first real request (solve_tril.py in the flash-linear-attention ops).",
     "not in the stored text: it stops inside the author's diagnosis (the autotuner allocates temporary GPU buffers "
     "on first use, after vLLM has handed the memory to the KV cache); the intro says the author got it serving with "
     "full multimodal support, 128K context and an fp8 KV cache on the one 5090 (upstream, vLLM PR #36599 later "
     "warmed the GDN autotuner during profiling)",
     release="0.16.0rc2 (custom image, CUDA 13.0, PyTorch 2.10)", gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 6: the post's 'The Setup' and 'The Problem Nobody Warns You About' sections as stored, up "
          "to the sentence naming the autotuner; the explanation and fix after it are not in the stored text. The "
          "engine STARTED: the OOM is on the first request (the README's oom_forward includes 'a first request'); "
          "no utilization, length or KV dtype of the failing launch is printed, so only the TP split is forbidden. "
          "Cause oom_unknown_phase as the existing oom_forward fixture files it (no cause names a post-profiling "
          "autotuner allocation; util_too_low is wrong: the KV cache took too MUCH, not too little). Upstream the "
          "class is vllm#36598 (another reporter, Qwen3.5-9B on a 5090), fixed by PR #36599")

# ------------------------------------------------------------------ KV dtype: TurboQuant refused for a hybrid model (5090M)
case("airelien-genesis-qwen36-27b-5090m-turboquant-hybrid-notimplemented",
     "https://airelien.dev/en/posts/genesis-blackwell-qwen36-turbo",
     "Bench on the Olares One (RTX 5090M, 24GB GDDR7, 896 GB/s, sm_120 Blackwell). Model: Qwen3.6-27B "
     "Lorbus/Qwen3.6-27B-int4-AutoRound.\n"
     "...\n"
     "The initial blocker: NotImplementedError on hybrid\n"
     "\n"
     "First attempt — vanilla vLLM 0.20-nightly with PR #38479 (TurboQuant) merged. And boom, slap in the face:\n"
     "\n"
     "NotImplementedError: TurboQuant KV cache is not supported for hybrid\n"
     "(attention + Mamba) models. Boundary layer protection requires uniform\n"
     "attention layers.",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "A personal blog (airelien.dev, spring 2026) on an Olares One box with an RTX 5090 Laptop GPU (24 GB, sm_120): "
     "Qwen3.6-27B (Lorbus int4 AutoRound) mixes Gated DeltaNet layers with full attention; vLLM 0.20-nightly's "
     "TurboQuant KV cache (PR #38479) refuses hybrid attention + Mamba models because its boundary-layer protection "
     "assumes uniform attention layers.",
     "the author: Sandermage's Genesis patch set (28 patches) on top of vLLM, which makes TurboQuant run on the hybrid "
     "model; the winning config, TurboQuant 4bit_nc + MTP n=3, gave 60 t/s average, 100K context and a 177K-token KV "
     "pool on the 24 GB card (plain dense MTP with fp8_e5m2 KV remains the no-patch alternative: 24K-token pool, 75K "
     "context)",
     release="0.20 nightly (with PR #38479)", gpu="NVIDIA GeForce RTX 5090 Laptop GPU (24 GB, sm_120)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--dtype"}],
     note="the post's bench-setup sentence and its 'The initial blocker' section as stored; the TL;DR table between "
          "them is replaced by '...' and the explanation and fix after the error are left out. The error is pasted "
          "as the post shows it, wrapped over three lines. Not the same post as the airelien.dev Qwen3.6-27B laptop "
          "post used in an earlier round (a different page and incident). The TurboQuant --kv-cache-dtype value is "
          "not printed in the stored text, so no value is forbidden; memory flags cannot lift a refusal of the KV "
          "dtype for the architecture")

if __name__ == "__main__":
    BATCH.write()
