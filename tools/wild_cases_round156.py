"""Round-156 blind batch: vLLM launch failures written up in MODEL-SPECIFIC deployment material committed to public
GitHub repositories (a community Qwen3-Omni serving repo's error report, a Qwen3.8-27B runbook for a cloud instance, a
vLLM deployment guide for Phi-3.5-vision, a research project's README with its Llama-3.1-70B system requirements, a
medical-VLM project's LLaVA-Med serving plan), collected by helper wild156 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round156-blind"``; the lead grades it once
(``python tests/wild_grade.py round156``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches brought them (and could be located), not picked to be hard
or easy.

Same rules as tools/wild_cases_round29.py and rounds 147-153: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
committed file only. Excerpts are the file's text as the search tool's stored copy shows it; lines dropped in between
are shown as ``...`` and named in each note; the authors' fix lines are left out (they are in fix_that_worked). Each
source url is the file's blob url at the commit find_files / read_file gave, and each was checked to be the version
that holds the quoted text (read_file at that commit returned the same stored id as the hit).

Slice: committed files in MODEL and RECIPE repositories (model READMEs, deployment guides, FAQ / troubleshooting /
常见问题 sections of model organisations' and community repositories) quoting a vLLM startup failure and the fix that
worked for that model.

Sources and look-ups: the search tool's code corpus only. **92 look-ups** of the 110 allowed (24 ``search`` code,
15 ``find_string``, 28 ``read_file``, 19 ``find_files``, 6 ``find_repos``; three more ``find_string`` calls were refused
for a string over 50 characters and returned nothing); no fetch; the device was not used. **10 cases from 5 files of 5 repositories**:
linborulinboru/qwen3-omni-vllm-docker (4 launches of one error report), Infinite-Limit-Data-Science/chat-app (2),
kilian-group/phantom-wiki (2), Fondation-io/qwen38-scaleway-kit (1), DrHBSB/RadLE_CRASH_Lab (1). 5 memory (a torch OOM
in the profiling run, two V0 KV refusals, a V1 KV refusal, a no-KV-memory refusal) and 5 other (TP heads, an argparse
refusal, a quantization mismatch, FlashInfer's sm75 check, an unsupported architecture). None of the five repositories
is in /work/coord/USED_SOURCES.txt; every url, bare OWNER/REPO and printed number was grepped there and in
tests/golden/wild/ before the source was taken.

Why short of a model-organisation mix: the code corpus holds the official model repositories (QwenLM, zai-org,
MiniMax-AI, opendatalab/MinerU, NVIDIA-AI-Blueprints/rag, datawhalechina/self-llm, nvidia-cosmos) but their committed
FAQ / deployment pages either quote no printed vLLM error (MinerU's FAQ, self-llm's GLM-4 vLLM page, the RAG blueprint's
troubleshooting page, which names only a bare "torch.OutOfMemoryError: CUDA out of memory." head) or quote it only as a
heading that is not vLLM's wording (MiniMax-M2.5's "MiniMax-M2 model is not currently supported"), or are used already
(nvidia-cosmos/cosmos-reason2's troubleshooting page, NanoNets/docext's Troubleshooting.md, MiniMax-M1's vLLM guide,
QwenLM/Qwen3's deployment/vllm.md). The cases therefore come from COMMUNITY repositories built around one model (a
Qwen3-Omni serving stack, a Qwen3.8-27B runbook) and from deployment guides / READMEs that document one model's launch.

Fresh hits read but NOT taken (for the lead's bookkeeping):
- not located within three look-ups (repository unknown, not cited): a Chinese/English AWS note on gpt-oss-20b/120b
  (G5 and G6e.12xlarge 4x L40S both fail 'AssertionError: Sinks are only supported in FlashAttention 3' on the
  vllm==0.10.1+gptoss wheel, p5.48xlarge H100 works); an Unraid NVIDIA NIM template README ('If you get something like
  "ValueError: The model's max seq len (131072) is larger than ... KV cache (30320)"', fix NIM_MAX_MODEL_LEN=16384;
  it names nvidia-nim.xml, which find_files does not hold); a DS-SOP deployment reference for NVIDIA's SOP blueprint
  (Cosmos-Reason-1.1-7B in-process vLLM, default VLLM_GPU_MEMORY_UTILIZATION=0.3 on a 48 GB L40S -> 'No available
  memory for the cache blocks', fix 0.6; not under NVIDIA/sop-monitoring-blueprints' stored md files); an embedding
  benchmark's investigation note (NV-Embed-v2 'Model architectures ['NVEmbedModel'] are not supported for now' on
  RTX PRO 6000 and H100; its sibling benchmark_embedding.py is in eleven unrelated repositories); a cloudscale.ch
  GPU-flavour README (DeepSeek-V4-Flash NVFP4 on 2x RTX PRO 6000 Max-Q, 'No available memory for the cache blocks' at
  0.85, starts at 0.93); a Chinese V100 deployment diary (Qwen2.5-14B on 2x V100-16GB, '# GPU blocks: 0' / 'No
  available memory', several launches mixed in one block); ksoule-ai/granite-demos README.md (IBM
  granite-switch-4.1-3b-preview on a HF Inference Endpoint: plain vllm/vllm-openai v0.19.1 'fails to start with Value
  error, The checkpoint you are trying to load has model type `granite_switch` ...', fix a custom image installing the
  granite-switch package): the stored version holding that block came without its commit, and the version at the
  commit find_files gave retells the error only in a Troubleshooting bullet; a homelab benchmark note (nicklasfrahm,
  RTX 3090, vllm-openai v0.19.0: cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit 'model type `gemma4` but Transformers does not
  recognize this architecture', fix only proposed) not found among the author's repositories' md files.
- used already or a fixture: steveseguin/b70-optimization-lab's Gemma-3 float16 note, the cosmos-reason2
  troubleshooting page (its newer stored version), CyrusTC/aws-eks-llm-perf-test (A10G sinks), Lumin33r's T4
  Mistral-7B deployment fixes, the Korean Gemma-2 2080Ti note, testgeneval's Gemma-3-4B row, the Colab T4 inferbench
  note, imroc/tke-guide, raids-lab/crater.
- other reasons: MiniMax-M2.5's FAQ entry 'torch.AcceleratorError: CUDA error: an illegal memory access was
  encountered' (fix cudagraph_mode PIECEWISE, no cause named, no kind reads it); the Qwen3-Omni report's sixth error
  'RuntimeError: cu_seqlens_q must be on CUDA' (no kind); the LLaVA-Med plan's second error 'No module named
  'flash_attn.ops'' (no kind); an air-gapped deployment's troubleshooting page (argparse refusals, not model-specific;
  left for the deployment-material slice); an Akamas tuning incident (block_size 106, a tuning tool's sampled value);
  AI-written explainers (the many 'vLLM Troubleshooting Guide' pages the semantic search ranks first).

Judgement calls for the lead (each case's ``note`` says more):
1. Slice edges: phantom-wiki is a research project whose README documents the model's system requirements with the
   two failed launches; chat-app's README6-vllm.md is a deployment guide for one model (Phi-3.5-vision) inside an app
   repository; RadLE_CRASH_Lab's exec plan records a user's real GUI run of one model (LLaVA-Med) written up by a coding
   agent. They are taken as model-specific deployment notes; the lead may count them out of the slice.
2. Several cases from one file where the file shows different launches failing differently: the Qwen3-Omni report
   (4: argparse, quantization mismatch, V1 KV refusal, FlashInfer's sm75 check on an RTX 5090, each after the previous
   fix), Phi-3.5-vision (2: OOM at 131072, then the V0 KV refusal at 30000), phantom-wiki (2: four and six A6000s).
3. Kinds and causes without an exact row: the Scaleway no-KV launch is a multimodal-profiling budget (vLLM reserving
   encoder memory for the largest video input at 24 GB/GPU) -> no_kv_memory / weights_exceed_budget (the label
   vllm-14992's multimodal-profiling case carries; util_too_low is the alternative, but 0.93 is already high);
   Phi-3.5-vision's OOM -> oom_profiling (the weights had loaded, 7.7498 GB; the author's words only say 'insufficient
   GPU memory'); the '--rope-scaling' refusal -> vllm_check_failed (README's argparse row: a flag of another release);
   LlavaMistralForCausalLM -> architecture_unsupported where no release's registry has the name: the fix is a
   checkpoint in HF LLaVA format, not a newer vLLM.
4. Retold or partial errors: the Scaleway runbook quotes the error inline in a sentence whose leading clause names the
   fix flag (dropped, marked '...'); the LLaVA-Med plan quotes the error inside a progress entry; phantom-wiki's V0
   refusal keeps its '[rank0]:' prefix.
5. Traps: Phi-3.5-vision's KV refusal is at the default utilization 0.9 and the author's 'fix' sets 0.9 again (a no-op;
   the shorter length did the work, and 20000 started although the refusal printed 19632: lowering max_model_len also
   lowers V0's profiling batch); the Qwen3-Omni KV refusal's ceiling is 59152; phantom-wiki's TP=6 is not a memory
   failure; FlashInfer's 'requires GPUs with sm75 or higher' on an sm120 card is a CUDA 12.8.1 toolkit that does not know
   Blackwell, not an old GPU.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round156-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

OMNI = "https://github.com/linborulinboru/qwen3-omni-vllm-docker/blob/91ade7938735fc9eee201c9ce74ae2d46585945c/reports.md"
OMNI_NOTE = ("linborulinboru/qwen3-omni-vllm-docker reports.md ('Qwen3-Omni vLLM 建置錯誤排查紀錄', Traditional Chinese), "
             "a community repository that serves one model, cyankiwi/Qwen3-Omni-30B-A3B-Instruct-AWQ-4bit, with vLLM "
             "in docker compose for audio transcription; the report lists each failed launch with its printed error, "
             "cause and fix, each fix leading to the next error (judgement call 2). ")

# ------------------------------------------------------------------ argparse: --rope-scaling removed (Qwen3-Omni, 2026-04-09)
case("github-linborulinboru-qwen3-omni-awq-rope-scaling-unrecognized", OMNI,
     "# Qwen3-Omni vLLM 建置錯誤排查紀錄\n"
     "\n"
     "**日期：** 2026-04-09  \n"
     "**最終狀態：** 成功啟動\n"
     "\n"
     "---\n"
     "\n"
     "## 錯誤一：`--rope-scaling` 參數不被識別\n"
     "\n"
     "**症狀：** 容器啟動後立即進入重啟循環（Restarting (2)）\n"
     "\n"
     "**錯誤訊息：**\n"
     "\n"
     "```text\n"
     "vllm: error: unrecognized arguments: --rope-scaling {\"type\":\"linear\",\"factor\":2.0}\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The compose file's vllm serve command for cyankiwi/Qwen3-Omni-30B-A3B-Instruct-AWQ-4bit carried "
     "'--rope-scaling {\"type\":\"linear\",\"factor\":2.0}', a flag the installed vLLM no longer has (rope scaling "
     "moved into --hf-overrides), so argparse refused the command line and the container restarted in a loop.",
     "the author: the new vLLM removed the --rope-scaling CLI argument; delete the two lines ('--rope-scaling' and its "
     "JSON) from docker-compose.yml",
     release="not stated for this launch (a current vllm/vllm-openai-based image in April 2026; the report's June "
             "section names vLLM 0.22.0)",
     gpu="a 32 GB GPU (the report's KV section; the June section reruns the stack on an RTX 5090)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note=OMNI_NOTE + "Excerpt: the report's head and its '錯誤一' entry up to the error block; the '原因' and '修復' "
          "lines after it are left out. Judgement call 3: no exact kind for an argparse refusal of a removed flag -> "
          "vllm_check_failed (README's argparse row, 'a flag of another release').")

# ------------------------------------------------------------------ quantization mismatch: compressed-tensors vs awq
case("github-linborulinboru-qwen3-omni-awq-compressed-tensors-vs-awq", OMNI,
     "## 錯誤二：量化方式衝突\n"
     "\n"
     "**症狀：** 移除 `--rope-scaling` 後仍然崩潰重啟\n"
     "\n"
     "**錯誤訊息：**\n"
     "\n"
     "```text\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "  Value error, Quantization method specified in the model config (compressed-tensors)\n"
     "  does not match the quantization method specified in the `quantization` argument (awq).\n"
     "```",
     "quantization_mismatch", {}, "quantization_mismatch",
     "cyankiwi/Qwen3-Omni-30B-A3B-Instruct-AWQ-4bit is stored in compressed-tensors format (its config.json's "
     "quantization_config says so) while the compose command passed '--quantization awq'; vLLM's ModelConfig refuses "
     "a --quantization that differs from the checkpoint's own method.",
     "the author: delete '--quantization' and 'awq' from docker-compose.yml and let vLLM detect the method from the "
     "checkpoint",
     release="not stated for this launch (pydantic ModelConfig: a V1 release of 2025-2026)",
     gpu="a 32 GB GPU (see the first case)", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "awq"}, {"flag": "--tensor-parallel-size"}],
     note=OMNI_NOTE + "Excerpt: the '錯誤二' entry up to its error block (the '原因' / '修復' lines left out). The launch "
          "came right after the rope-scaling fix.")

# ------------------------------------------------------------------ V1 KV refusal: 65536 > 59152 on a 32 GB card
case("github-linborulinboru-qwen3-omni-awq-65536-6.0-of-5.42", OMNI,
     "## 錯誤五：KV cache 記憶體不足（最終重啟循環原因）\n"
     "\n"
     "**症狀：** 模型權重載入完成後崩潰，仍在重啟循環\n"
     "\n"
     "**錯誤訊息：**\n"
     "\n"
     "```text\n"
     "ValueError: To serve at least one request with the models's max seq len (65536),\n"
     "6.0 GiB KV cache is needed, which is larger than the available KV cache memory (5.42 GiB).\n"
     "Based on the available memory, the estimated maximum model length is 59152.\n"
     "```",
     "kv_cache_too_small",
     {"max_seq_len": 65536, "needed_gib": 6.0, "available_gib": 5.42, "estimated_max_model_len": 59152},
     "kv_too_small",
     "On one 32 GB GPU the AWQ-4bit Qwen3-Omni-30B-A3B weights took 19.21 GiB, leaving 5.42 GiB for the KV cache; one "
     "65536-token sequence needs 6.0 GiB, so V1 refused the length (59152 would fit).",
     "the author: lower --max-model-len from 65536 to 32768 (60-second audio segments need far less); the stack then "
     "started with a 5.46 GiB KV cache (59,616 tokens)",
     release="not stated for this launch (V1 wording; the final compose runs --gpu-memory-utilization 0.8 "
             "--enforce-eager -tp 1 --dtype float16)",
     gpu="a 32 GB GPU ('GPU（32GB）'; the June section reruns the same stack on an RTX 5090)", gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 59152}, {"flag": "--tensor-parallel-size", "above": 1}],
     note=OMNI_NOTE + "Excerpt: the '錯誤五' entry up to its error block (the '原因' line with the 19.21 GiB weights and "
          "the '修復' lines are left out; '問題三' and '問題四' between them are not launch failures: offline mode and a "
          "duplicated HF cache). 'models's' is vLLM's own spelling. The utilization in force at this launch is not "
          "printed (the final compose has 0.8), so no utilization is forbidden.")

# ------------------------------------------------------------------ FlashInfer's sm75 check on an RTX 5090 under CUDA 12.8.1
case("github-linborulinboru-qwen3-omni-5090-flashinfer-sm75-cuda1281", OMNI,
     "# Qwen3-Omni vLLM 啟動錯誤排查紀錄（RTX 5090 / Blackwell）\n"
     "\n"
     "**日期：** 2026-06-01\n"
     "**最終狀態：** 成功啟動\n"
     "**環境：** RTX 5090（SM 12.0, Blackwell）／vLLM 0.22.0 ／base image CUDA 12.8.1\n"
     "\n"
     "> 背景：在 RTX 5090 上重新跑同一套 stack，模型權重載入成功（19.21 GiB / ~120 秒），但隨後 `EngineCore` 在 "
     "`_initialize_kv_caches` → `determine_available_memory()` → `profile_run()` 階段崩潰。日誌中持續出現 `Failed to get "
     "device capability: SM 12.x requires CUDA >= 12.9.`，是後續所有錯誤的共同根因 — base image 內的 CUDA toolkit（12.8.1）"
     "無法正確識別 Blackwell（SM 12.0），導致依賴此 capability 的 JIT 與 attention kernel 走到壞掉的分支。\n"
     "...\n"
     "## 錯誤七：FlashInfer sampler JIT 偽 `sm75` 失敗\n"
     "\n"
     "**症狀：** 修完錯誤六後，相同的 profile 階段又崩潰於另一處。\n"
     "\n"
     "**錯誤訊息：**\n"
     "\n"
     "```text\n"
     "File \".../flashinfer/jit/core.py\", line 108, in check_cuda_arch\n"
     "    raise RuntimeError(\"FlashInfer requires GPUs with sm75 or higher\")\n"
     "RuntimeError: FlashInfer requires GPUs with sm75 or higher\n"
     "```",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "On an RTX 5090 (sm120) with vLLM 0.22.0 in an image built on CUDA 12.8.1 ('SM 12.x requires CUDA >= 12.9'), "
     "FlashInfer's JIT for the top-k/top-p sampler could not read a compute capability it knows, its target list came "
     "out empty and check_cuda_arch raised 'requires GPUs with sm75 or higher' during the profile run: a toolkit older "
     "than the GPU, not an old GPU.",
     "the author: VLLM_USE_FLASHINFER_SAMPLER=0 and TORCH_CUDA_ARCH_LIST=12.0 in the compose environment (profile_run "
     "then passed, KV cache 5.46 GiB); long term a base image with CUDA >= 12.9 so the workarounds can go",
     release="0.22.0 (base image aimehub/pytorch-2.8.0-aime-cuda12.8.1)", gpu="NVIDIA GeForce RTX 5090 (sm120, 32 GB)",
     gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note=OMNI_NOTE + "Excerpt: the June section's head and background paragraph, then the '錯誤七' entry up to its "
          "error block; the '錯誤六' entry between them ('RuntimeError: cu_seqlens_q must be on CUDA' from the vision "
          "encoder's flash-attn, fixed with --mm-encoder-attn-backend TORCH_SDPA; no kind reads it, not taken) is "
          "replaced by '...', and the '原因' / '修復' lines after the error are left out. Judgement call 5: the "
          "README's FlashInfer row (target list empty on a card newer than the toolkit).")

# ------------------------------------------------------------------ Qwen3.8-27B-FP8 on 2x L4: no KV memory without the video bound
case("github-fondation-io-qwen38-27b-fp8-2xl4-no-kv-video-profiling",
     "https://github.com/Fondation-io/qwen38-scaleway-kit/blob/164519061ccc76682e4ef59f424b97fdfd8d9876/docs/runbook.md",
     "# Runbook — Qwen3.8-27B sur Scaleway L4-2-24G\n"
     "\n"
     "Déploiement, optimisation et recette d'un serveur d'inférence vLLM pour\n"
     "`Qwen/Qwen3.8-27B-FP8` sur une instance Scaleway L4-2-24G (2× NVIDIA L4,\n"
     "48 GB VRAM, ~€1.575/h facturée à la minute).\n"
     "...\n"
     "docker run -d --name vllm --gpus all --restart unless-stopped \\\n"
     "  --env-file /root/vllm.env \\\n"
     "  -p 8000:8000 \\\n"
     "  -v /root/models:/root/.cache/huggingface \\\n"
     "  --ipc=host \\\n"
     "  vllm/vllm-openai:latest \\\n"
     "  --model Qwen/Qwen3.8-27B-FP8 \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --max-model-len 32768 \\\n"
     "  --gpu-memory-utilization 0.93 \\\n"
     "  --enable-prefix-caching \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "...\n"
     "  --max-num-seqs 32 \\\n"
     "  --reasoning-parser qwen3 \\\n"
     "  --api-key $VLLM_API_KEY\n"
     "...\n"
     "le modèle est multimodal et, sans cette borne, vLLM\n"
     "provisionne au démarrage la mémoire pour des entrées vidéo maximales et\n"
     "crash-loop avec `ValueError: No available memory for the cache blocks`\n"
     "(vérifié au premier déroulé, 2026-08-25).",
     "no_kv_memory", {"tensor_parallel_size": 2, "gpu_memory_utilization": 0.93, "max_model_len": 32768},
     "weights_exceed_budget",
     "Qwen3.8-27B-FP8 (multimodal) at TP=2 on two 24 GB L4s with --gpu-memory-utilization 0.93: the FP8 weights "
     "(~14 GB per card) fit, but vLLM's startup profiling reserves encoder memory for the largest video input a prompt "
     "may carry, and weights plus that profiling peak leave nothing of the 0.93 budget for KV blocks; the container "
     "crash-looped with 'No available memory for the cache blocks'.",
     "the runbook: --limit-mm-per-prompt '{\"image\": 4, \"video\": 0}' is mandatory on 24 GB/GPU (no video input, so no "
     "video-sized profiling); with it the server starts with 3.28 GiB of KV cache per GPU (165,053 tokens) at 32768",
     release="not stated (vllm/vllm-openai:latest, August 2026; the runbook's MTP option needs >= 0.17)",
     gpu="NVIDIA L4 (24 GB) x2 (Scaleway L4-2-24G)", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.93}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     command="vllm/vllm-openai:latest --model Qwen/Qwen3.8-27B-FP8 --tensor-parallel-size 2 --max-model-len 32768 "
             "--gpu-memory-utilization 0.93 --enable-prefix-caching --kv-cache-dtype fp8 --max-num-seqs 32 "
             "--reasoning-parser qwen3 --api-key $VLLM_API_KEY",
     note="Fondation-io/qwen38-scaleway-kit docs/runbook.md (French), a runbook for one model on one cloud instance. "
          "Excerpt: the runbook's title and first paragraph; then phase 2's docker run with the line "
          "\"--limit-mm-per-prompt '{\"image\": 4, \"video\": 0}' \\\" (the fix) replaced by '...' (the command as "
          "the failing first run had it); then the paragraph after it, whose leading clause naming the fix flag "
          "('`--limit-mm-per-prompt ...` est OBLIGATOIRE sur 24 GB/GPU :') is replaced by '...' (judgement call 4). "
          "The command field is the excerpt's command without the docker options. Judgement call 3: no_kv_memory "
          "caused by the multimodal profiling peak -> weights_exceed_budget (weights plus profiling above the "
          "budget; util_too_low the alternative, but the share is already 0.93; kv-cache fp8 is already in use).")

PHI = ("https://github.com/Infinite-Limit-Data-Science/chat-app/blob/d437bdf12b31155d332b0f6b54db990f826087fb/"
       "README6-vllm.md")
PHI_NOTE = ("Infinite-Limit-Data-Science/chat-app README6-vllm.md, a vLLM deployment guide written around one model "
            "(microsoft/Phi-3.5-vision-instruct in vllm/vllm-openai:latest, which printed v0.6.1.dev238 in October "
            "2024) inside an app repository (judgement call 1); it walks through each failed launch, its error, "
            "and the change that got past it (judgement call 2). ")

# ------------------------------------------------------------------ Phi-3.5-vision at 131072: OOM in the profiling run
case("github-chatapp-phi35-vision-131072-profiling-oom-3.68-of-21.98", PHI,
     "WARNING 10-04 21:59:34 arg_utils.py:940] The model has a long context length (131072). This may cause OOM "
     "errors during the initial memory profiling phase, or result in low performance due to small KV cache space. "
     "Consider setting --max-model-len to a smaller value.\n"
     "...\n"
     "INFO 10-04 21:59:38 llm_engine.py:226] Initializing an LLM engine (v0.6.1.dev238+ge2c6e0a82) with config: "
     "model='microsoft/Phi-3.5-vision-instruct', speculative_config=None, tokenizer='microsoft/Phi-3.5-vision-instruct', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, rope_scaling=None, "
     "rope_theta=None, tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=131072, "
     "download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, "
     "disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, "
     "quantization_param_path=None, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, "
     "collect_model_execute_time=False), seed=0, served_model_name=microsoft/Phi-3.5-vision-instruct, "
     "use_v2_block_manager=False, num_scheduler_steps=1, multi_step_stream_outputs=False, enable_prefix_caching=False, "
     "use_async_output_proc=True, use_cached_outputs=True, mm_processor_kwargs=None)\n"
     "...\n"
     "INFO 10-04 22:00:12 model_runner.py:1025] Loading model weights took 7.7498 GB\n"
     "A new version of the following files was downloaded from https://huggingface.co/microsoft/Phi-3.5-vision-instruct:\n"
     "- processing_phi3_v.py\n"
     ". Make sure to double-check they do not contain any added malicious code. To avoid downloading new versions of "
     "the code file, you can pin a revision.\n"
     "...\n"
     "You may get the following error:\n"
     "\n"
     "```shell\n"
     "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.68 GiB. GPU 0 has a total capacity of 21.98 GiB "
     "of which 2.23 GiB is free. Including non-PyTorch memory, this process has 0 bytes memory in use. Of the allocated "
     "memory 16.17 GiB is allocated by PyTorch, and 3.27 GiB is reserved by PyTorch but unallocated. If reserved but "
     "unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  "
     "See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "```",
     "oom_profiling",
     {"max_seq_len": 131072, "tensor_parallel_size": 1, "weights_gib": 7.7498, "tried_gib": 3.68, "total_gib": 21.98,
      "free_gib": 2.23},
     "oom_profiling",
     "Phi-3.5-vision-instruct served with no --max-model-len, so at its full 131072-token context, on one ~22 GiB card "
     "(21.98 GiB total): the weights loaded (7.75 GB), then the V0 profiling run with a 131072-token dummy batch (and "
     "the dummy images) needed a further 3.68 GiB on top of 16.17 GiB PyTorch already held and ran out of memory.",
     "the guide: --max_model_len 30000 (which got past the OOM into the KV refusal of the next case), finally "
     "--max_model_len 20000 (with --gpu_memory_utilization 0.9, vLLM's default anyway) and the server started; "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True alone was suggested first and did not suffice",
     release="0.6.1.dev238+ge2c6e0a82 (vllm/vllm-openai:latest, October 2024)",
     gpu="one ~22 GiB GPU (21.98 GiB total, not named; the guide runs on AWS, an A10G fits the figure)", gpus=None,
     command="docker run --runtime nvidia --gpus all ... vllm/vllm-openai:latest --model "
             "microsoft/Phi-3.5-vision-instruct --trust-remote-code",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note=PHI_NOTE + "Excerpt: three lines of the guide's first startup log (the long-context warning, the engine "
          "config line, the weights line with the processor download that follows it; other lines between them "
          "replaced by '...'), then the guide's 'You may get the following error:' block. The command field "
          "summarises the guide's first docker run (its -v/--env/-p/--ipc options shortened to '...'; it is not in "
          "the excerpt). Judgement call 3: oom_profiling from the log's order (weights loaded, profiling not "
          "finished); the guide itself only says insufficient GPU memory. gpus None: '--gpus all', count not stated.")

# ------------------------------------------------------------------ Phi-3.5-vision at 30000: V0 KV refusal, 19632 tokens
case("github-chatapp-phi35-vision-30000-over-19632-v0", PHI,
     "docker run \\\n"
     "  --runtime nvidia \\\n"
     "  --gpus all \\\n"
     "  -v ~/.cache/huggingface:/root/.cache/huggingface \\\n"
     "  --env \"HUGGING_FACE_HUB_TOKEN=[HF-TOKEN]\" \\\n"
     "  --env \"PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\" \\\n"
     "  -p 8000:8000 \\\n"
     "  --ipc=host \\\n"
     "  vllm/vllm-openai:latest \\\n"
     "  --model microsoft/Phi-3.5-vision-instruct \\\n"
     "  --max_model_len 30000 \\\n"
     "  --trust-remote-code\n"
     "```\n"
     "\n"
     "You may get the following error now:\n"
     "\n"
     "```shell\n"
     " File \"/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py\", line 483, in raise_if_cache_size_invalid\n"
     "    raise ValueError(\n"
     "ValueError: The model's max seq len (30000) is larger than the maximum number of tokens that can be stored in KV "
     "cache (19632). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the "
     "engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 30000, "max_kv_tokens": 19632}, "kv_too_small",
     "The same Phi-3.5-vision-instruct on the same ~22 GiB card at --max_model_len 30000 and the default utilization "
     "0.9: the OOM was gone, but the KV cache left after the weights and the profiling run held 19632 tokens, fewer "
     "than one 30000-token sequence.",
     "the guide: --max_model_len 20000 with --gpu_memory_utilization 0.9 (the guide believes the default is 0.8; it "
     "is 0.9, so the length did the work) and the server started with CUDA graphs captured",
     release="0.6.1.dev238+ge2c6e0a82 (vllm/vllm-openai:latest, October 2024)",
     gpu="one ~22 GiB GPU (21.98 GiB total in the previous case's OOM, not named)", gpus=None,
     command="vllm/vllm-openai:latest --model microsoft/Phi-3.5-vision-instruct --max_model_len 30000 "
             "--trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--max-model-len", "above": 20000},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note=PHI_NOTE + "Excerpt: the guide's second docker run (the one with --max_model_len 30000) and the 'You may get "
          "the following error now:' block; the explanation and the fixed command after it are left out. Judgement "
          "call 5: utilization at most 0.9 is forbidden because 0.9 is what ran (the default; the author's explicit "
          "0.9 is a no-op); lengths above the author's working 20000 are forbidden (20000 started although 19632 "
          "was printed, because V0's profiling batch shrinks with the length).")

PW = "https://github.com/kilian-group/phantom-wiki/blob/76e9cfd87e2fba967274978cba3bb32623326c82/README.md"
PW_HEAD = ("**System requirements**\n"
           "- `meta-llama/Llama-3.1-8B-Instruct`: >= one 3090\n"
           "- `meta-llama/Llama-3.1-70B-Instruct`: \n"
           "   - `max_model_len = 4096` requires >= four A6000s\n"
           "   - `max_model_len = None` requires >= eight A6000s\n")
PW_NOTE = ("kilian-group/phantom-wiki README.md, section 'vLLM': a research project's README that records the "
           "system requirements of the models it evaluates with vLLM, with the two failed launches of "
           "Llama-3.1-70B-Instruct that set them (judgement calls 1 and 2); its eval scripts allocate 4 A6000s for "
           "medium and 8 for large models. ")

# ------------------------------------------------------------------ Llama-3.1-70B on four A6000s at 131072: V0 KV refusal
case("github-phantom-wiki-llama31-70b-4xa6000-131072-over-106848", PW,
     PW_HEAD +
     "With four A6000s:\n"
     "```\n"
     "[rank0]: ValueError: The model's max seq len (131072) is larger than the maximum number of tokens that can be "
     "stored in KV cache (106848). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
     "initializing the engine.\n"
     "```",
     "kv_cache_too_small_v0", {"max_seq_len": 131072, "max_kv_tokens": 106848}, "kv_too_small",
     "Llama-3.1-70B-Instruct in 16-bit at TP=4 over four 48 GB RTX A6000s with no max_model_len, so at its 131072-token "
     "context: after ~35 GB of weights per card the KV cache held 106848 tokens, fewer than one full-length sequence.",
     "the README: max_model_len = 4096 on four A6000s (any length up to 106848 would start); the full context needs "
     "eight A6000s",
     release="not stated (V0 wording with the '[rank0]:' prefix, 2024)", gpu="NVIDIA RTX A6000 (48 GB) x4", gpus=4,
     forbidden=[{"flag": "--max-model-len", "above": 106848}, {"flag": "--tensor-parallel-size", "above": 4}],
     note=PW_NOTE + "Excerpt: the README's 'System requirements' list and the 'With four A6000s:' block, as stored; "
          "the requirement lines are the author's conclusions (they carry the fix: 4096 on four cards). gpus 4 for "
          "this launch (the project's large-model script allocates eight, which the README names as the "
          "alternative).")

# ------------------------------------------------------------------ Llama-3.1-70B on six A6000s: 64 heads over TP=6
case("github-phantom-wiki-llama31-70b-6xa6000-heads-64-tp-6", PW,
     PW_HEAD +
     "...\n"
     "With six A6000s:\n"
     "```\n"
     "ValueError: Total number of attention heads (64) must be divisible by tensor parallel size (6).\n"
     "```",
     "tp_not_divisible", {"num_attention_heads": 64, "tensor_parallel_size": 6}, "tp_not_divisible",
     "Llama-3.1-70B-Instruct has 64 attention heads; with six A6000s the launch used tensor_parallel_size 6, which "
     "does not divide 64, so vLLM refused the configuration before loading anything.",
     "the README: run on four A6000s (with max_model_len 4096) or eight A6000s (full context): a TP size that divides "
     "64",
     release="not stated (2024)", gpu="NVIDIA RTX A6000 (48 GB) x6", gpus=6,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 6}],
     note=PW_NOTE + "Excerpt: the README's 'System requirements' list, then (the four-A6000 block replaced by '...') "
          "the 'With six A6000s:' block. Not a memory failure: no length or utilization fixes it; TP 8 would need "
          "more cards than this launch had.")

# ------------------------------------------------------------------ LLaVA-Med's original checkpoint: LlavaMistralForCausalLM
case("github-radle-llava-med-mistral-7b-llavamistralforcausallm-v0230",
     "https://github.com/DrHBSB/RadLE_CRASH_Lab/blob/2eb296771edea7c8629a5e990b18c3dabb82bc17/"
     "Documents/execplan_llava_vllm_runtime.md",
     "- [x] (2026-07-01 09:38 +05:30, user via Antigravity GUI) Returned the first real vLLM notebook error from "
     "Section 6: `RuntimeError: OpenAI-compatible server exited before readiness with code 1`; the last server log "
     "lines included `Value error, Model architectures ['LlavaMistralForCausalLM'] are not supported for now`, and the "
     "log showed `microsoft/llava-med-v1.5-mistral-7b`.\n"
     "...\n"
     "- Observation: The Workbench runtime can import stale repo code even when this local branch is correct, because "
     "the notebook bootstrap previously cloned/pulled without forcing `codex/llava-vllm-runtime`.\n"
     "  Evidence: the GUI run selected `SELECTED_MODEL_NAME=\"llava_med_mistral_7b\"` and `SERVER_ENGINE=\"vllm\"`, but "
     "the Section 6 server log showed vLLM starting `microsoft/llava-med-v1.5-mistral-7b` and rejecting "
     "`LlavaMistralForCausalLM` before `/v1/models`.\n"
     "  Date/Author: 2026-07-01, user and Codex/GPT-5",
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.23.0 was started on Microsoft's original LLaVA-Med checkpoint, microsoft/llava-med-v1.5-mistral-7b, "
     "whose config names the LLaVA research code's class LlavaMistralForCausalLM; no vLLM release registers that "
     "class (vLLM serves LLaVA checkpoints in the Hugging Face format, LlavaForConditionalGeneration), so the "
     "server died before /v1/models.",
     "the project: serve the HF-format conversion chaoyinshe/llava-med-v1.5-mistral-7b-hf (LlavaForConditionalGeneration, "
     "model_type llava) and pin the notebook to the branch whose runtime maps llava_med_mistral_7b to it; the next "
     "run got past the architecture check (its next failure was a partial flash_attn package, not taken)",
     release="0.23.0 (the plan inspects 'vLLM 0.23.0 local source')", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="DrHBSB/RadLE_CRASH_Lab Documents/execplan_llava_vllm_runtime.md, a radiology benchmark project's serving "
          "plan for one model (LLaVA-Med v1.5 Mistral-7B) kept by a coding agent; the error is the user's real GUI "
          "run, quoted inside a progress entry (judgement calls 1 and 4). Excerpt: that progress entry, then (entries "
          "in between replaced by '...') the 'Surprises & Discoveries' observation on the same run. Judgement call "
          "3: architecture_unsupported although no release has the class: the fix is another checkpoint format, "
          "not a newer vLLM (a release upgrade would be wrong). The GPU is not named in the stored part.")

if __name__ == "__main__":
    BATCH.write()
