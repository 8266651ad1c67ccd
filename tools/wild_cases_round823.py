"""Round-823 blind batch: NAMED LEADS, TWELFTH LIST (fakoli/anvil-serving's Blackwell sm_120 lab notebook, the
hainguyenvie/telelogs TeleQnA script, erictang000/SkyRL .claude/runs/PROGRESS.md item 7, Bowen-mantou/search-r1-repro
docs/TUTORIAL.md pit 14, find_string ids 66485435916 and 68850618402); collected by helper wild823 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round823-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (README's message_kind table and diagnosis.cause list, and earlier fixtures for the numbers' keys and for how a
message was labelled). Excerpts are the text as the stored copy shows it; the fix is left out of the excerpt.

Look-ups: 21 of the 40 allowed (the session's 40 are shared by 2 collectors): anvil-serving 4 (read_file id
56891772430, find_files repo root, find_files under docs ext md, fetch -> git history), telelogs 6 (read_file id
70295823562, find_files under projects/telelogs/runs, find_files ext sh, fetch refused 'no snapshot', a code search,
find_files under runs), SkyRL 3 (read_file PROGRESS.md at 5cb28158, fetch -> all blobs grepped, a code search),
search-r1-repro 1 (read_file docs/TUTORIAL.md at 05dbe091 offset 41000), 66485435916 3 (read_file, find_string,
find_repos 'transcri'), 68850618402 4 (read_file, find_string, find_files path, a code search). No device.

4 cases:
- fakoli-anvil-serving-nemotron3-super-nvfp4-rtxpro6000-nightly-mamba-1024-over-940: Nemotron-3-Super-120B-A12B-NVFP4
  on one RTX PRO 6000 (vllm-openai:nightly, 2026-07-04): 'max_num_seqs (1024) exceeds available Mamba cache blocks
  (940)' at CUDA-graph capture; fix --max-num-seqs 256 (cap <= 940).
- fakoli-anvil-serving-qwen35-122b-mxfp4-rtxpro6000-mm-fp4-cute-dsl-capability-120: olka-fi/Qwen3.5-122B-A10B-MXFP4
  (W4A4 MXFP4) on the same RTX PRO 6000: FlashInfer's 'mm_fp4 does not support backend 'cute-dsl' with capability
  120' at engine init; fix: delete flashinfer/cute_dsl in the container so vLLM's scheme falls back to Marlin W4A16.
- fakoli-anvil-serving-nemotron3-super-nightly-unrecognized-swap-space: the same Nemotron launch on the nightly:
  'vllm: error: unrecognized arguments: --swap-space 0'; fix: drop --swap-space (the nightly removed it).
- search-r1-repro-tutorial-qwen35-4b-sft-merged-vllm028-image-processor-preprocessor-config: a merged text-only
  Qwen3.5-4B SFT checkpoint as veRL's vLLM 0.28 rollout: "OSError: Can't load image processor ... containing a
  preprocessor_config.json file" (vLLM 0.28 routes Qwen3_5ForConditionalGeneration to its Qwen3-VL code); fix: copy
  preprocessor_config.json from upstream Qwen3.5-4B.

How mined the slice is: spent. Each lead was worked to its case or to its per-lead cap (6); three leads could not be
tied to a committed file (below), and the SkyRL lead turned out to be mis-tied by round 819.

Sources given up (for the lead, not cases):
- erictang000/SkyRL .claude/runs/PROGRESS.md item 7 (vLLM Gloo barrier 'Timed out waiting 1800000ms', cross-node TP
  groups, disable_custom_all_reduce=true): NOT in that file. read_file at commit 5cb2815825496372c33dc028c9faedd558fdaddc
  returns a different document, '# Overnight Training Progress (nemotron3_nano)' (id 54538230137, 11017 chars;
  8x B200, vLLM 0.20), and every one of the ~42 commits of that path in the fetched snapshot is that nemotron3_nano log.
  Neither 'GLM-4.7-Flash H200 De-risking' nor '1800000ms' occurs in any of the snapshot's 9,129 blobs. So the text of
  find_string id 54163087409 lives in another repository / path, and ROUND 819's case
  erictang000-skyrl-progress-glm47-flash-h200-20-heads-tp8 IS TIED TO THE WRONG FILE (its URL's file at 5cb28158 has
  no GLM-4.7-Flash text). The lead should re-tie or drop that round-819 fixture. A code search on the file's words
  found nothing (slime's GLM-4.7-Flash docs only).
- hainguyenvie/telelogs, id 70295823562 (Qwen3.5-122B-A10B BF16 at TP=2 on H200-class cards 1,5, vLLM nightly via
  eval_dev_vllm.py --engine-kwargs; three failures in its comments, each with cause and fix: (1) "RuntimeError: Worker
  failed with error '[Errno 2] No such file or directory: 'ninja''" -- venv/bin not on PATH when the interpreter is
  called by absolute path, fix put venv/bin ahead of PATH; (2) "Failed: Cuda error csrc/custom_all_reduce.cuh:164
  'invalid argument'" in determine_available_memory -- CUDA IPC restricted in the container, fix
  disable_custom_all_reduce=true + VLLM_ALLREDUCE_USE_SYMM_MEM=0; (3) 'max_num_seqs (1024) exceeds available Mamba cache
  blocks (466).' -- fix max_num_seqs 256). NOT tied: no snapshot can be fetched; find_files finds nothing under
  projects/telelogs/runs or runs/; the ext-sh listing (138 files) is cut at 100 inside infra/telelogs-dspy/, so the
  script (probably infra/<teleqna folder>/...sh) is among the 38 unlisted. Worth a later round: find_files
  repo=hainguyenvie/telelogs under='infra/<name>' once the folder's name is known (e.g. from a find_files ext 'py'
  listing that shows eval_dev_vllm.py's folder). Up to 3 cases in one file.
- 66485435916 (a legal-office transcription app's CHANGELOG.md, v1.10.2 2026-09-05: "max_num_seqs (1024) exceeds
  available Mamba cache blocks (409)", the Local engine now told to hold eight sequences; v1.10.1 the same day:
  'Model architectures failed to be inspected' hiding a refused /.cache write, fixed by giving the service a home on
  the models volume). NOT tied: the app's command is ./transcribe; find_repos 'transcri' lists 100+ repositories.
- 68850618402 (a Hermes-agent skill 'self-hosted-llm-gateway' SKILL.md, 72631 chars: "RuntimeError: max_num_seqs (256)
  exceeds available Mamba cache blocks (92)" on 16 GB cards at --gpu-memory-utilization 0.92, fix --max-num-seqs 64;
  Qwen3.8-27B TP2/DP3 on 20 GB cards at 0.90: 163 blocks, fix 128). NOT tied: the path
  skills/self-hosted-llm-gateway/SKILL.md is in no repository; Hermes keeps skills under category folders
  (skills/<category>/<name>/SKILL.md), category unknown; a code search on its words returned other LiteLLM gateways.

Judgement calls for the lead:
1. The three anvil-serving cases come from one notebook file (the 3-per-repository cap). Each is a separate launch
   failure with its own cause and fix written by the author; the excerpts cut the results table (it lists every fix)
   and the cause / fix text after each error. The notebook is tied to commit f9c6c32a (docs(findings) #137, on main;
   the file is byte-identical at HEAD 5f4c7630 and at 26765cb3, and its 13463 chars match the stored hit).
2. anvil Mamba case: the failing launch's command is not shown (the notebook's recipe already carries the fix,
   --max-num-seqs 256), so command is None; max_num_seqs 1024 is vLLM's default, not set by that launch. The box has
   two GPUs (an RTX 5090 32 GB and the RTX PRO 6000 96 GB) but the container is pinned to the PRO 6000; gpus=2 is the
   box, and TP above 1 is forbidden (a 74.8 GB checkpoint cannot split onto a 32 GB partner card).
3. anvil cute-dsl case: kind quantization_unsupported_gpu with numbers.current_capability 120, as the one earlier
   fixture of this message (autoround-1864) was labelled. Cause: that fixture's cause was release_regression (a fork's
   commit); here the author's root cause is vLLM's FlashInferMxFp4LinearKernel.is_supported() gating on capability
   >= 100 and so choosing an sm_100-only FP4 kernel on sm_120, i.e. the W4A4 kernel path does not exist for this GPU:
   labelled quantization_unsupported_gpu; the lead may prefer release_regression (vLLM's gate is the bug). The
   command field is the notebook's working serve line, unchanged: the fix was the container's `rm -rf
   .../flashinfer/cute_dsl`, not a flag.
4. anvil swap-space case: kind and cause vllm_check_failed, as the earlier 'unrecognized arguments: --X' fixtures of
   a flag another release has (datatrove-480 and others). The release is a vllm-openai:nightly of 2026-07-04, not a
   number.
5. search-r1-repro case: the message is transformers' "Can't load image processor for '...' ... containing a
   preprocessor_config.json file" (author-elided with '...'), not the README row's 'does not appear to have a file
   named preprocessor_config.json' wording; labelled processor_config_not_found for kind and cause (README: 'a
   fine-tuned or partly downloaded model folder without the processor's config', which is exactly this: a merged SFT
   folder with text files only). The lead may prefer a null kind. The heading line ('vLLM 0.28 treats Qwen3.5 as a
   multimodal model') is kept as the item's title although it hints at the cause. gpus 2 / RTX 4090 come from the same
   tutorial's server section (AutoDL 2x4090; the script also runs with N_GPUS=1).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round823-blind")
case = BATCH.case

_ANVIL = ("https://github.com/fakoli/anvil-serving/blob/f9c6c32a49479ddefb69a1b78a532e7d6a36c786/"
          "docs/findings/blackwell-sm120-lab-notebook.md")
_NB_HEAD = ("# Blackwell sm_120 lab notebook\n"
            "\n"
            "A running record of which models serve (and how) on the fakoli-dark consumer-Blackwell box\n"
            "(RTX 5090 sm_120 + RTX PRO 6000 96 GB sm_120), and the hard-won engine flags that make them work.\n"
            "See `CLAUDE.md` gotchas #10–#19 for the cross-cutting rules.\n"
            "\n"
            "...\n"
            "\n")
_NEMOTRON = ("## Nemotron-3-Super-120B-A12B-NVFP4 on sm_120 (2026-07-04)\n"
             "\n"
             "**Checkpoint:** `nvidia/NVIDIA-Nemotron-3-Super-120B-A12B-NVFP4` (74.8 GB in `vllm-hfcache`). A\n"
             "**hybrid LatentMoE** — interleaved **Mamba-2** (state-space) + MoE + select attention layers — with\n"
             "**MTP** (multi-token-prediction / speculative) layers, trained natively at **NVFP4** (NVIDIA\n"
             "Model-Optimizer checkpoint). Up to 1M context. Notably this is a *different* beast from the Qwen MoE\n"
             "that fails on sm_120 (gotcha #16): its NVFP4-MoE path actually WORKS here.\n"
             "\n"
             "...\n"
             "\n"
             "Two failure modes hit, both benign config (NOT sm_120/NVFP4/Mamba hazards):\n")

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- fakoli/anvil-serving notebook: Nemotron-3-Super NVFP4 on one RTX PRO 6000 -> Mamba 1024 over 940
case("fakoli-anvil-serving-nemotron3-super-nvfp4-rtxpro6000-nightly-mamba-1024-over-940",
     _ANVIL,
     _NB_HEAD + _NEMOTRON +
     "- `ValueError: max_num_seqs (1024) exceeds available Mamba cache blocks (940)` at cudagraph capture —",
     "mamba_blocks", {"max_num_seqs": 1024, "mamba_blocks": 940}, "mamba_blocks",
     "Nemotron-3-Super-120B-A12B-NVFP4 is a hybrid Mamba-2 + MoE + attention model; every decode sequence in flight "
     "holds one Mamba cache block. Served on the 96 GB RTX PRO 6000 (~73-77 GB of weights resident) with vLLM V1's "
     "default max_num_seqs of 1024, the memory left held only 940 Mamba cache blocks, so the engine refused the "
     "launch at CUDA-graph capture. Not an sm_120 / NVFP4 problem (the author: 'benign config').",
     "the author, same notebook: 'the hybrid Mamba-2 needs ONE cache block per decode seq; cap `--max-num-seqs <= "
     "940` (used 256)' -- the working recipe runs with --max-num-seqs 256 (and --max-num-seqs 1 for the 128k "
     "single-sequence profile: 'vLLM V1 defaults it to 1024, which > the Mamba cache blocks on a 70 GB+ card').",
     release=None, gpu="NVIDIA RTX PRO 6000 Blackwell 96 GB (sm_120)", gpus=2, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 940}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="Excerpt: the notebook's head, the Nemotron section's heading and checkpoint paragraph, and the failure "
          "bullet up to its dash; cut ('...'): the results table (it lists '--max-num-seqs <=940'), the T016 "
          "section, the 'It SERVES' kernel paragraph and the recipe (it carries --max-num-seqs 256), the "
          "swap-space bullet (its own case) and everything after the error ('the hybrid Mamba-2 needs ONE cache "
          "block per decode seq; cap --max-num-seqs <= 940 (used 256).'). Image vllm/vllm-openai:nightly of "
          "2026-07-04 (no version number). gpus=2 is the box (RTX 5090 + RTX PRO 6000); the container is pinned "
          "to the PRO 6000. Judgement call 2.")

# ---------------------------------------- fakoli/anvil-serving notebook: Qwen3.5-122B-A10B MXFP4 (W4A4) on RTX PRO 6000 -> mm_fp4 cute-dsl capability 120
case("fakoli-anvil-serving-qwen35-122b-mxfp4-rtxpro6000-mm-fp4-cute-dsl-capability-120",
     _ANVIL,
     _NB_HEAD +
     "## T016 — Qwen3.5-122B-A10B on sm_120 via vLLM Marlin W4A16 (2026-07-04)\n"
     "\n"
     "**Checkpoint:** `olka-fi/Qwen3.5-122B-A10B-MXFP4` (74 GB in `vllm-hfcache`). Expert `gate_up`/`down_proj`\n"
     "+ shared experts are **MXFP4** (e8m0, block 32); attention, **Gated DeltaNet**, router gate, embeddings,\n"
     "LM head, **MTP** layers stay BF16. This is the flagship 122B MoE, flexibility-only (crashes on standard\n"
     "vLLM NVFP4-MoE — the T016 premise).\n"
     "\n"
     "### The blocker (standard vLLM, W4A4 path)\n"
     "vLLM classifies this checkpoint as **W4A4 MXFP4** (activations also 4-bit) and routes the linear layers\n"
     "to FlashInfer's `mm_fp4` **cute-dsl** backend, which **dies at engine init on sm_120**:\n"
     "\n"
     "```\n"
     "flashinfer.utils.BackendSupportedError: mm_fp4 does not support backend 'cute-dsl' with capability 120\n"
     "RuntimeError: Engine core initialization failed.\n"
     "```",
     "quantization_unsupported_gpu", {"current_capability": 120}, "quantization_unsupported_gpu",
     "vLLM's compressed-tensors W4A4 MXFP4 scheme picked FlashInferMxFp4LinearKernel because its is_supported() "
     "gates on has_device_capability(100), which is true for sm_120 (120 >= 100); the kernel then calls FlashInfer's "
     "mm_fp4 with the cute-dsl backend, which is built for sm_100 only and not for the consumer sm_120 'mma' ISA, so "
     "engine init died on the RTX PRO 6000. The FP4 W4A4 kernel path does not exist for this GPU; not memory.",
     "the author, same notebook: vLLM's compressed_tensors_w4a4_mxfp4 scheme falls back to 'W4A16 weight-only via "
     "Marlin' when FlashInfer's cute_dsl module is absent (has_flashinfer_cutedsl() checks importlib's find_spec; no "
     "env toggle), so the container's entrypoint deletes it before serving: 'rm -rf "
     "/usr/local/lib/python*/dist-packages/flashinfer/cute_dsl ...; exec vllm serve ...' (recipe in "
     "examples/fakoli-dark/docker-compose.flexibility.yml, with FLASHINFER_CUDA_ARCH_LIST=12.0f and "
     "VLLM_USE_V2_MODEL_RUNNER=0). vLLM then logs 'Weight-only FP4 compression will be used leveraging the Marlin "
     "kernel' and the model served, preflight ALL PASS.",
     release=None, gpu="NVIDIA RTX PRO 6000 Blackwell 96 GB (sm_120)", gpus=2,
     command="vllm serve olka-fi/Qwen3.5-122B-A10B-MXFP4 --quantization compressed-tensors --reasoning-parser qwen3 "
             "--enable-auto-tool-choice --tool-call-parser qwen3_coder --trust-remote-code --max-model-len 16384 "
             "--gpu-memory-utilization 0.90 --kv-cache-dtype fp8 --host 0.0.0.0 --port 30004",
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the notebook's head and the T016 section up to the pasted error block; cut ('...'): the results "
          "table (it names the fix), and after the block the 'Root cause' paragraph and 'The fix -- force the "
          "Marlin W4A16 fallback'. The command is the serve line of the notebook's working recipe (the fix was the "
          "entrypoint's rm of flashinfer/cute_dsl, not a flag), so it is the failing launch's flags too, as far as "
          "the notebook shows. Image vllm/vllm-openai:nightly, 2026-07-04. Judgement call 3.")

# ---------------------------------------- fakoli/anvil-serving notebook: Nemotron-3-Super on the nightly -> unrecognized arguments: --swap-space 0
case("fakoli-anvil-serving-nemotron3-super-nightly-unrecognized-swap-space",
     _ANVIL,
     _NB_HEAD + _NEMOTRON +
     "- `vllm: error: unrecognized arguments: --swap-space 0` —",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The Nemotron-3-Super launch on the vllm/vllm-openai:nightly image (2026-07-04) still passed --swap-space 0, a "
     "flag that nightly's `vllm serve` no longer has, so vLLM's argparse refused the command line before any engine "
     "started. A flag of another release; not memory and not the GPU.",
     "the author, same notebook: 'the nightly dropped `--swap-space`; remove it.' -- the working recipe has no "
     "--swap-space ('NO --swap-space (rejected)').",
     release=None, gpu="NVIDIA RTX PRO 6000 Blackwell 96 GB (sm_120)", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--swap-space"}],
     note="Excerpt: the notebook's head, the Nemotron section's heading and checkpoint paragraph, and the failure "
          "bullet up to its dash; cut: the results table, the recipe, the Mamba bullet (its own case) and, after "
          "the error, 'the nightly dropped `--swap-space`; remove it.' The failing command itself is not shown. "
          "Judgement call 4.")

# ---------------------------------------- Bowen-mantou/search-r1-repro TUTORIAL.md pit 14: merged Qwen3.5-4B SFT on vLLM 0.28 -> Can't load image processor
case("search-r1-repro-tutorial-qwen35-4b-sft-merged-vllm028-image-processor-preprocessor-config",
     "https://github.com/Bowen-mantou/search-r1-repro/blob/05dbe091220c8cebc1f4572a7bb86e782320e775/docs/TUTORIAL.md",
     "## 4.2 SFT 阶段操作手册\n"
     "\n"
     "...\n"
     "5. `python merge_sft.py` 合并 → `huggingface-cli upload` 上传\n"
     "   `wang072266/qwen3.5-4b-search-r1-sft`\n"
     "\n"
     "## 4.3 服务器部署全流程（AutoDL 2×4090）\n"
     "\n"
     "...\n"
     "\n"
     "## 4.4 踩坑记录（每个坑：现象→根因→修复→教训）\n"
     "\n"
     "...\n"
     "\n"
     "### 坑 14：vLLM 0.28 把 Qwen3.5 当多模态模型\n"
     "\n"
     "- **现象**：`OSError: Can't load image processor ... containing a\n"
     "  preprocessor_config.json file`。",
     "processor_config_not_found", {}, "processor_config_not_found",
     "The veRL rollout served the project's merged SFT checkpoint of Qwen3.5-4B (merge_sft.py output, uploaded as "
     "wang072266/qwen3.5-4b-search-r1-sft) with vLLM 0.28. vLLM 0.28 routes Qwen3_5ForConditionalGeneration to its "
     "Qwen3-VL family multimodal implementation, whose initialisation always loads an image processor, but the "
     "merged folder held only the text files (no preprocessor_config.json), so transformers could not load the image "
     "processor. A model folder missing its processor config; not memory or parallelism.",
     "the author, same tutorial (pit 14, 修复): 'copy preprocessor_config.json from upstream Qwen3.5-4B' into the "
     "merged folder (从上游 Qwen3.5-4B 拿 preprocessor_config.json 补齐).",
     release="0.28", gpu="NVIDIA GeForce RTX 4090 24 GB (AutoDL)", gpus=2, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: three section headings of the tutorial with step 5 of its SFT section (the merged, uploaded "
          "checkpoint) and pit 14's heading and 现象 (symptom) bullet; cut ('...'): everything between, and pit 14's "
          "根因 / 修复 / 教训 bullets (cause, fix, lesson). The error is elided with '...' by the author (transformers' "
          "\"Can't load image processor for '<path>'. ... make sure '<path>' is the correct path to a directory "
          "containing a preprocessor_config.json file\"). Heading line: 'Pit 14: vLLM 0.28 treats Qwen3.5 as a "
          "multimodal model'. gpus / GPU from the tutorial's server section (AutoDL 2x4090). Judgement call 5.")

BATCH.write()
