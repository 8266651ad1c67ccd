"""Round-789 blind batch: COMMITTED LOGS AND NOTES -- vLLM start-up failures that authors recorded, with what fixed
them, in files committed to public GitHub repositories (an experiment README's "Gotchas", issue notes kept inside a
project's repository), found with ``find_string`` over repository files (not the issues corpus) on vLLM's exact
error texts, then read with ``read_file``; collected by helper wild789 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round789-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source file
only. Excerpts are the file's text as the search tool's stored copy shows it (parts dropped are named in each note);
the author's fix is left out of the excerpt (it is in fix_that_worked).

Look-ups: 26 of the 45 allowed: 6 ``find_string`` (the seven error texts of the slice, 'Engine core initialization
failed' not spent), 9 ``read_file`` (5 by find_string id, 3 by repo+path, 1 of them an Ollama note not taken),
4 ``search`` corpus=code (to place files the find_string ids do not name; 3 of them placed nothing), 4 ``find_files``,
1 ``find_repos``; no fetch, no device. 4 cases from 2 repositories:
- kaitakuai/experiments 2026-09/glm53-flash-fp8-8xh100/README.md: GLM-5.3-Flash FP8, 8x H100 TP=8, vLLM
  0.28.0.dev0 fork: '(1048576), 5.98 GiB KV cache is needed ... available (5.14 GiB)' at the image's shipped
  utilization 0.92; the author's fix --gpu-memory-utilization 0.95.
- abdshomad/ocr-ollama issues/gemma4-vllm-integration.md: gemma-4-E4B-it on a dual-L40 host, 'Free memory on device
  cuda:0 (... GiB) ... (0.72, ... GiB)': another vLLM service (Chandra) on the same GPU plus an orphan
  VLLM::EngineCore; fixed by stopping the other service / the orphan, or a lower utilization.
- abdshomad/ocr-ollama issues/vllm-compose-unhealthy.md (two failures of one compose service, two cases):
  'Free memory on device cuda:0 (37.35/44.39 GiB) ... (0.92, 40.84 GiB)' (Ollama / a host vLLM on GPU 0; fixed with
  CUDA_VISIBLE_DEVICES=1 and utilization 0.85) and 'The supplied chat template string
  (vllm/transformers_utils/chat_templates/template_deepseek_ocr.jinja) ... doesn't exist!' (fixed by removing
  --chat-template, which the DeepSeek-OCR recipe does not use).

How mined the slice is: very. Of about 60 find_string hits on the seven texts, most are vLLM's own source, kvroom-like
log classifiers, test fixtures or generic advice; nearly every real note with a fix (tfriedel's 3090 DFlash note,
the Orpheus 3090 free-memory note, the DGX Spark Qwen3-VL-30B log, the MetaX orphan EngineCore, the sm_70 AWQ note,
the Mamba-block notes with 635 / 196 / 512 / 854 / 108 blocks, the SEA-LION 8 GB note, the MiniMax ngram note) is
already a fixture. And find_string ids do not name their repository: a note is only usable when its text names a
sibling path that find_files can place.

Sources given up (for the lead, not cases):
- Already used (fixtures or earlier rounds' excerpts): tfriedel GEMMA_FINDINGS (22016), tts-playground Orpheus
  (12.18/23.56), dataforgex DGX Spark (61.05/119.7), MetaX (2.02/63.59), sm_70 AWQ note (round 24), peephole (635),
  zt2331 llm-ascend (196), GLM 512 blocks, K3 854 blocks, cyysky (108), SEA-LION, MiniMax M2.7 ngram (-0.3 GiB, read
  by id 54704326210 before seeing it is used in rounds 304 / 441).
- Not located (repository unknown; find_string ids name no repository): an AWS EKS Nemotron-3-Super runbook on 2x
  g5.48xlarge (id 66699194131: troubleshooting row "The quantization method modelopt is not supported for the current
  GPU. Minimum capability: 89." -> use the BF16 checkpoint on A10G; one code search placed nothing); a research script
  comment (id 11050175859: Llama-3.1-70B 'max seq len (131072) ... KV cache (24480)' fixed with max_model_len=32768;
  one code search placed nothing); a Go integration test comment (id 65778640443: 'Free memory on device cuda:2
  (5.31/23.56 GiB) ... (0.8, 18.85 GiB)', live-observed, the pinned peer vllm-main held the GPUs; not tried); a
  Chinese Ascend KV-int8 note (id 69706273422: '(1048576), 4.85 GiB ... (4.0 GiB) ... 832896', fixed with a 6 GiB KV
  budget; not tried); a SLURM tutorial README (id 70992034899) and an agent bootstrap README (id 60392695748), both
  'max_num_seqs (256) exceeds available Mamba cache blocks' without the block count (one code search placed nothing).
- Not vLLM: abdshomad/ocr-ollama issues/glm-ocr-cuda-context-load-failure.md (Ollama's GGML_ASSERT, read by path).
- Not a run: kvcached / log-classifier / test-fixture / vLLM-source hits; generic troubleshooting tables with no
  numbers (a Windows snapshot table, a SageMaker table, a Chinese tuning guide, an aibrix yaml comment, an Ascend
  tutorial's max_model_len note).

Judgement calls for the lead:
1. kaitakuai-experiments-glm53: the author's transcription of the error drops "KV cache memory" after "the available"
   and the release's "Based on the available memory ..." tail; the numbers are as printed. The README's launch block
   is the FIXED command (0.95), so command is None; the failing utilization (0.92, "the shipped") is in the excerpt's
   sentence. The cause is util_too_low (the author's fix and the earlier gonka fixture's label for the same image
   family); kv_too_small would be the reading if one thinks a 1M max-model-len is the lever, but the workload (PoC at
   1M context) keeps the length and the author never lowered it.
2. abdshomad gemma4: the stored note elides the GiB figures ("(… GiB)") itself; only the utilization 0.72 is printed,
   so numbers carry only gpu_memory_utilization. Two causes in one note (another large vLLM on the same GPU, and an
   orphan EngineCore after restarts); both are other_process.
3. abdshomad compose: one file, two failures of the same `docker compose up`; split in two cases, each excerpt holding
   only its own error. The free-memory line has the author's own "..." in the middle (left as stored). The
   chat-template case is labelled vllm_check_failed for kind and cause, as the two earlier fixtures of that message.
   abdshomad/ocr-ollama holds 3 cases: at the cap.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round789-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}]

# ---------------------------------------- kaitakuai/experiments: GLM-5.3-Flash FP8, 8x H100 TP=8, 1M context, util 0.92
case("kaitakuai-experiments-glm53-flash-fp8-8xh100-1048576-needs-5.98-has-5.14-util-0.92",
     "https://github.com/kaitakuai/experiments/blob/dc9bed7f9764212f079f43157fa6179bb33df274/"
     "2026-09/glm53-flash-fp8-8xh100/README.md",
     "# GLM-5.3-Flash — 8×H100 — honest FP8 at TP=8 (the batch artifact nearly vanishes: 1 nonce, not 63)\n"
     "\n"
     "**Date:** 2026-09-02\n"
     "**Model:** [`zai-org/GLM-5.3-Flash`](https://huggingface.co/zai-org/GLM-5.3-Flash) @\n"
     "`03eb5366286afd40d2221b1d9c63a6dd1ba4832e` — native FP8 (`weight_block_size [128,128]`),\n"
     "288 routed experts, `num_experts_per_tok` 8, 45 layers, 306 GB, 62 shards.\n"
     "**Hardware:** 8× NVIDIA H100 80GB HBM3 (81 559 MiB each, 700 W, NV18 full mesh), **TP=8**,\n"
     "driver 595.71.05, CUDA 13.\n"
     "**Image:** `ghcr.io/kaitakuai/mlnode-h100-glm-5-3-flash:0.2.14-vllm0.28-glm53-test-k3`\n"
     "**vLLM:** `0.28.0.dev0+glm53.gonka.sampler1`, FlashInfer 0.6.18 — no source patches\n"
     "**PoC:** `gonka_poc` 0.1.4, seq_len 1024, k_dim 12, collection batch 16\n"
     "...\n"
     "## Gotchas\n"
     "\n"
     "- ... At the shipped 0.92 the\n"
     "  engine aborts with `To serve at least one request with the model's max seq len (1048576),\n"
     "  5.98 GiB KV cache is needed, which is larger than the available (5.14 GiB)`.",
     "kv_cache_too_small", {"max_seq_len": 1048576, "needed_gib": 5.98, "available_gib": 5.14}, "util_too_low",
     "GLM-5.3-Flash (306 GB of FP8 weights, 39.37 GiB per GPU at TP=8) served at a 1M-token max model length on 8x H100 "
     "80GB: at the image's shipped --gpu-memory-utilization 0.92 the budget left 5.14 GiB for the KV cache (CUDA graphs "
     "alone cost 4.55 GiB per GPU), short of the 5.98 GiB one 1,048,576-token sequence needs, so the engine refused to "
     "start. TP=8 is already all the GPUs and the weights do not fit at TP=4.",
     "the author's fix in the same README (Config, 'What changed vs the default', Gotchas): --gpu-memory-utilization "
     "0.95 instead of the shipped 0.92 ('mandatory on 80 GB cards'); the engine then started with a 2,482,757-token KV "
     "cache; --max-model-len was kept",
     release="0.28.0.dev0+glm53.gonka.sampler1", gpu="NVIDIA H100 80GB HBM3", gpus=8, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.92}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the README's title and header lines (the image digest line dropped), then, after '...', the "
          "Gotchas bullet with its bold lead ('`--gpu-memory-utilization 0.95` is mandatory on 80 GB cards.', the fix) "
          "replaced by '...'; the Summary (which states the fix), the Environment/Config tables (the fixed command "
          "with 0.95 and the working KV size), the validation and throughput sections are left out. command is None "
          "because the only launch block is the fixed one.")

# ---------------------------------------- abdshomad/ocr-ollama: gemma-4-E4B-it, dual-L40 host, util 0.72, Chandra + orphan EngineCore
case("abdshomad-ocr-ollama-gemma4-e4b-dual-l40-free-memory-util-0.72-chandra-orphan-enginecore",
     "https://github.com/abdshomad/ocr-ollama/blob/0716460f65677bd618140ae2654360a8a6872b03/"
     "issues/gemma4-vllm-integration.md",
     "# Gemma 4 — vLLM OCR integration\n"
     "\n"
     "**Date:** 2026-05-16  \n"
     "\n"
     "## Summary\n"
     "\n"
     "Gemma 4 is wired as an optional **vLLM multimodal** endpoint (`google/gemma-4-E4B-it` by default): catalog in "
     "`vllm_endpoints.json`, Compose `vllm-gemma4` on **8104**, profile **`gemma4`**, flags in "
     "`docker/vllm-entrypoint.sh` per the [vLLM Gemma 4 recipe](https://docs.vllm.ai/projects/recipes/en/latest/Google/Gemma4.html). "
     "Catalog IDs matching `gemma-4` are **`vision`** tier (`ocr_capable: true`).\n"
     "\n"
     "## Symptoms\n"
     "\n"
     "- `/api/models` shows `google/gemma-4-E4B-it` with `available: false` while `vllm-gemma4` is down or still compiling.\n"
     "- vLLM logs: `ValueError: Free memory on device cuda:0 (… GiB) on startup is less than desired GPU memory "
     "utilization (0.72, … GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.`\n"
     "- `docker compose` health stuck **starting**; `nvidia-smi` shows **`VLLM::EngineCore`** on the Gemma GPU with no "
     "healthy API on 8104 (stuck first load or crash after partial init).",
     "free_memory_low", {"gpu_memory_utilization": 0.72}, "other_process",
     "On a dual-L40 host (46 GiB cards) another large vLLM service (Chandra, about 17 GiB) held the same GPU as the "
     "Gemma 4 service, whose 0.72 share (about 32 GiB) was more than the free VRAM; after bad restarts an orphan "
     "VLLM::EngineCore also kept holding memory until the container was stopped (the note's Analysis section).",
     "the author's resolution in the same note: at most one large vLLM model per GPU (stop vllm-chandra or whatever else "
     "uses that GPU), or a lower VLLM_GPU_MEMORY_UTILIZATION for the Gemma service only; for stuck VRAM, `docker compose "
     "--profile gemma4 stop vllm-gemma4`, confirm no orphan VLLM::EngineCore in nvidia-smi, then `up -d`; OCR then "
     "verified end-to-end",
     release=None, gpu="NVIDIA L40 (46 GiB)", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.72}, {"flag": "--max-model-len"}],
     note="Excerpt: title, date, the Summary's first paragraph and the Symptoms section as stored; the Changelog line "
          "and the Summary's second paragraph (both name the cause: Chandra on the same GPU, the zombie EngineCore), "
          "the Analysis / Resolution / Repo impact sections are left out. The '…' in the GiB figures is the note's own. "
          "gpus=2 from 'dual-L40 host'.")

# ---------------------------------------- abdshomad/ocr-ollama: DeepSeek-OCR compose service, GPU 0 shared with Ollama / host vLLM
case("abdshomad-ocr-ollama-deepseek-ocr-compose-free-37.35-of-44.39-util-0.92-gpu0-shared",
     "https://github.com/abdshomad/ocr-ollama/blob/c2db0d1cdddb4e94beaaa4d05733a47715b1f49f/"
     "issues/vllm-compose-unhealthy.md",
     "# vLLM Compose container unhealthy\n"
     "\n"
     "**Date:** 2026-05-15  \n"
     "\n"
     "## Symptoms\n"
     "\n"
     "- `dependency failed to start: container ocr-ollama-vllm-1 is unhealthy`\n"
     "- Backend/nginx stay in `Created` state\n"
     "\n"
     "## Analysis / evidence\n"
     "\n"
     "2. **GPU OOM on cuda:0:**\n"
     "   ```\n"
     "   ValueError: Free memory on device cuda:0 (37.35/44.39 GiB) ... less than desired GPU memory utilization (0.92, 40.84 GiB)\n"
     "   ```",
     "free_memory_low",
     {"free_gib": 37.35, "total_gib": 44.39, "gpu_memory_utilization": 0.92, "requested_gib": 40.84},
     "other_process",
     "The host already had about 7 GiB in use on GPU 0 (Ollama and a host vLLM on port 8100) when the compose vLLM "
     "service (DeepSeek-OCR) started there with the default 0.92 share (40.84 GiB) of a 44.39 GiB card; GPU 1 was idle.",
     "the author's fix in the same note: run the service on the idle GPU with CUDA_VISIBLE_DEVICES=1 (compose "
     "VLLM_CUDA_VISIBLE_DEVICES default 1) and --gpu-memory-utilization 0.85 (VLLM_GPU_MEMORY_UTILIZATION default 0.85)",
     release=None, gpu=None, gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.92}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: title, date, Symptoms, and item 2 of 'Analysis / evidence' with its log line as stored (the "
          "'...' inside the line is the author's); the See-also line, the Summary (it names 'GPU memory contention on "
          "device 0'), item 1 (the chat-template crash: a separate case), the sentence after the log line (the cause "
          "and fix), item 3 and the Resolution are left out. gpus=2 from 'GPU 1 was idle'; gpu model not named "
          "(44.39 GiB total suggests an L40-class card, not stated in this file).")

# ---------------------------------------- abdshomad/ocr-ollama: same compose service, --chat-template path that does not exist
case("abdshomad-ocr-ollama-deepseek-ocr-compose-chat-template-jinja-path-does-not-exist",
     "https://github.com/abdshomad/ocr-ollama/blob/c2db0d1cdddb4e94beaaa4d05733a47715b1f49f/"
     "issues/vllm-compose-unhealthy.md",
     "# vLLM Compose container unhealthy\n"
     "\n"
     "**Date:** 2026-05-15  \n"
     "\n"
     "## Symptoms\n"
     "\n"
     "- `dependency failed to start: container ocr-ollama-vllm-1 is unhealthy`\n"
     "- Backend/nginx stay in `Created` state\n"
     "\n"
     "## Analysis / evidence\n"
     "\n"
     "1. **Chat template crash (immediate):**\n"
     "   ```\n"
     "   ValueError: The supplied chat template string (vllm/transformers_utils/chat_templates/template_deepseek_ocr.jinja) ... doesn't exist!\n"
     "   ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The compose service passed --chat-template vllm/transformers_utils/chat_templates/template_deepseek_ocr.jinja, a "
     "path that does not exist in the container; vLLM's chat-template check refused it at start-up. The official "
     "DeepSeek-OCR vLLM recipe uses no --chat-template.",
     "the author's fix in the same note: removed --chat-template from docker-compose.yml (the official DeepSeek-OCR "
     "recipe does not use one); the model is passed positionally",
     release=None, gpu=None, gpus=2, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: title, date, Symptoms and item 1 of 'Analysis / evidence' with its log line as stored (the '...' "
          "is the author's elision of the middle of vLLM's message); the sentence after it (the recipe does not use "
          "--chat-template; removed) and the rest of the note are left out. Same file as the free-memory case above: "
          "the compose service failed for three reasons in turn; this is the first.")

BATCH.write()
