"""Round-183 blind batch: QUANTIZED checkpoints failing to start under vLLM (AWQ, GPTQ, bitsandbytes, GGUF, FP8,
ModelOpt, MXFP4 ...), as their authors committed the failures to their own repositories; collected by helper wild183
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round183-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were
taken in the order the searches brought them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite, and did
not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the committed file alone. Excerpts are the file's text at the cited commit (read from a fetched snapshot of
the repository); where lines in between were dropped the excerpt shows ``...`` and the note says so; fix lines are left
out (they are in fix_that_worked).

Slice: QUANTIZED checkpoints failing to start under vLLM, in files committed to repositories (notes, journals,
summaries), searched by vLLM's own wordings: "is not supported for the current GPU. Minimum capability", "Quantization
scheme is not supported", "does not match the quantization method", "is not supported for quantization method",
"Unknown quantization method", "weight quantization block_n", "min_thread_k", "GGUF model with architecture",
"Prequant BitsAndBytes", "No compiled cutlass_scaled_mm", "Failed to find a kernel that can implement the".

Look-ups: 69 of the 70 allowed (20 ``find_string``, 19 ``search`` -- 16 code, 3 issues --, 8 ``read_file``,
14 ``find_files``, 8 ``find_repos``), plus ``fetch`` (outside the budget) of some 20 repositories the answers named,
grepped over their history. **6 cases from 3 repositories, short of the 8-14 asked; 2 of them memory failures (a
no-cache-blocks refusal, a retold KV refusal), 4 not.**

Why so few (for the lead):
- The canonical hits of every wording were used already (lcary's AWQ/V100 summary, the V100S llm-test plan,
  itblockz's modelopt_mixed note, triplequant, kube-llmops GB10, anser, lora-kernel TEACH0, peuqui, gjcourt, the
  recipes / Qwen docs block-FP8 notes); the Chinese "vllm issue digest" files that find_string returns in bulk are
  copies of vLLM issues already fixtures.
- Fresh ``find_string`` hits carry no repository, and most could not be pinned within 3 look-ups (the paths their text
  names are not in the find_files index, the ``search`` code corpus names only the openings of small files, and
  several owners' repositories have no snapshot to fetch). Skipped as not locatable: a Llama-4-Scout FP8 S3-FUSE plan
  (ModelOpt FP8 on g5.48xlarge 8x A10G, 'Minimum capability: 89. Current capability: 86.', and a loading OOM on
  g6.48xlarge 8x L4, 22.03 GiB total / 1.32 GiB free); a SalamandraTA README in Catalan and Spanish (fp8 on Turing,
  80 vs 75; 'Unknown quantization method: bitsandbytes'); a NeMo-RL fork journal (modelopt_mxfp8 on H100, 100 vs 90,
  vLLM 0.17.1); a MiniMax-M2.7 FP8 PoC on 4x A100 and a MiniMax-M2.5 PD study on 8x H200 (block_n 192 vs 128 at TP8);
  a Qwen3.6-35B REAP GGUF note (vLLM 0.22.1, 'GGUF model with architecture qwen35moe'); Mistral Medium 3.5 GGUF
  profile notes on GB10 ('architecture mistral3'); an Emmy compiler qualification of Ling 2.6 FP8 on 8x V100 (stock
  v0.26.0, 75 vs 70; cloudrift-ai/emmy's index does not hold that file); a Nix homelab note (NVML picks a 1080 Ti
  before the 3090: 'compressed-tensors is not supported for the current GPU'); an on-policy-distillation teacher
  manifest (A10G, bitsandbytes / W8A8 89 vs 86); an Intel XPU W8A16 kernel-gap note; a paraphrase-judge script
  docstring and a Hunyuan Omni NF4 report (prequant bitsandbytes with TP).
- Skipped on purpose: lora-kernel TEACH0 attempt 2 (its cutlass_scaled_mm_sm80_epilogue failure is the C0 fixture's,
  as round 38 noted); a GLM-4.7 8x RTX PRO 6000 report (same failure and likely the same reporter as vllm#32109, a
  fixture); hotschmoe's NVFP4-on-XPU note (a failure predicted from source reading, not a launch) and its block_n line
  (SGLang); an olmOCR 'Tesla T4 cannot run FP8' page (an assistant-written explainer, not locatable); the 1Cat-vLLM
  issues #94 / #255 and vllm#26297 / #29707 (fresh, but threads, outside this slice, and only partly readable in the
  issues corpus).

Judgement calls for the lead (each case's ``note`` says more):
1. CodeGandee: ModelOpt's "currently only supports: ['FP8', 'NVFP4'] quantizations in vLLM" (custom 0.10.1-based
   wheel) read as vllm_check_failed; quantization_method_unknown is the alternative.
2. fsabado/local-llm docs/LEARNINGS.md gives THREE fixtures, three different launches of one log (AWQ refusing
   bfloat16; no cache blocks from the vision encoder's profiling peak; the MTP drafter leaving 0.04 of 0.93 GiB). The
   MTP case's error is the author's retold form ('available KV cache memory (0.04 GiB) < needed (0.93 GiB)'), not vLLM's
   sentence; its utilization / length come from the baseline command the experiment was run on.
3. The no-cache-blocks case is labelled weights_exceed_budget (weights plus the encoder-profiling peak fill the
   budget), the nearest of no_kv_memory's causes; the author's fix is --skip-mm-profiling, which no cause names.
4. mohammadi-hadi's EVALUATION_FIXES_SUMMARY.md gives TWO fixtures (gpt-oss-120b's MXFP4 refusing float16; 'Unknown
   quantization method: int8' for Llama-3.3-70B and Qwen2.5-72B, one case); the errors are quoted in a summary, not a
   log; GPU count from the package's README (4x A100 80GB).
5. The mix is short of the memory half (2 of 6): the slice's memory refusals of quantized models that were found were
   used or not locatable.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round183-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ ModelOpt INT8 SmoothQuant checkpoint refused (RTX 5090)
case("github-codegandee-qwen25vl-3b-modelopt-int8-sq-only-fp8-nvfp4",
     "https://github.com/CodeGandee/auto-quantize-model/blob/13fdda8c27ebcfc0f37065133e7d946465623946/"
     "context/issues/resolved/issue-qwen2_5_vl-modelopt-vllm-rtx5090.md",
     "# Issue: Qwen2.5-VL ModelOpt quantization + vLLM on RTX 5090\n"
     "\n"
     "## Summary\n"
     "\n"
     "We can quantize `Qwen2.5-VL-3B-Instruct` with NVIDIA ModelOpt and export a W8A8 (INT8 SmoothQuant + FP8 KV cache) "
     "Hugging Face checkpoint, but:\n"
     "\n"
     "- vLLM refuses to run that checkpoint because its ModelOpt integration only supports `FP8` and `NVFP4` "
     "quantizations.\n"
     "...\n"
     "## Environment\n"
     "\n"
     "- GPU: RTX 5090 (Blackwell, `sm_120`)\n"
     "- CUDA toolkit (pixi, `rtx5090` env): `cuda-toolkit 12.8.1.*` from `conda-forge`\n"
     "- PyTorch (`rtx5090` env, pinned for vLLM):\n"
     "  - `torch == 2.9.1+cu128`\n"
     "  - `torchvision == 0.24.1+cu128`\n"
     "  - `torchaudio == 2.9.1+cu128`\n"
     "- vLLM:\n"
     "  - Custom wheel built from `extern/vllm`, branch `autoq-vllm-v0.10.1`\n"
     "  - Built in `rtx5090` env with the above torch/CUDA stack\n"
     "...\n"
     "vLLM behavior on this checkpoint:\n"
     "\n"
     "- Run:\n"
     "\n"
     "  ```python\n"
     "  from vllm import LLM, SamplingParams\n"
     "  from pathlib import Path\n"
     "\n"
     "  path = Path(\"models/qwen2_5_vl_3b_instruct/quantized/w8a8_int8_sq_coco2017\").resolve()\n"
     "  llm = LLM(str(path), tensor_parallel_size=1)\n"
     "  ```\n"
     "\n"
     "- Error (from vLLM’s ModelOpt config validation):\n"
     "\n"
     "  - `Value error, ModelOpt currently only supports: ['FP8', 'NVFP4'] quantizations in vLLM.`\n"
     "  - It inspects `hf_quant_config.json` and rejects the `INT8_SMOOTHQUANT` configuration.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A quantization project's own issue note (CodeGandee/auto-quantize-model, Dec 2025): Qwen2.5-VL-3B-Instruct "
     "quantized with NVIDIA ModelOpt's hf_ptq.py to INT8 SmoothQuant weights/activations with an FP8 KV cache "
     "(--qformat int8_sq) and exported as a Hugging Face checkpoint; vllm.LLM(path, tensor_parallel_size=1) on one "
     "RTX 5090 (custom vLLM wheel from a v0.10.1 branch) stops in config validation: vLLM's ModelOpt integration reads "
     "hf_quant_config.json and accepts only the FP8 and NVFP4 algorithms, so the INT8_SMOOTHQUANT checkpoint is not "
     "servable by that vLLM at all. No memory, length or parallelism setting is involved.",
     "none in vLLM: the authors kept the W8A8 checkpoint for the HF/ModelOpt runtime only ('not usable from vLLM'); for "
     "vLLM they propose an FP8 or NVFP4 ModelOpt export, or vLLM's own quantization methods on the original BF16 "
     "checkpoint",
     release="custom wheel built from a branch 'autoq-vllm-v0.10.1' (0.10.1-based), torch 2.9.1+cu128",
     gpu="NVIDIA GeForce RTX 5090 (sm_120)", gpus=None,
     command="LLM('models/qwen2_5_vl_3b_instruct/quantized/w8a8_int8_sq_coco2017', tensor_parallel_size=1)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--enforce-eager"}],
     note="the note's title, its Summary's first bullet, the Environment section, then the 'vLLM behavior on this "
          "checkpoint' block as committed; the quantization script and ModelOpt export details between them "
          "replaced by '...', and the FP8+FP8 attempt after it (a ModelOpt calibration failure, not a vLLM launch) "
          "left out. Judgement call: the message is one of vLLM's own ModelOpt config checks (quoted with "
          "pydantic's 'Value error, ' prefix), so vllm_check_failed; quantization_method_unknown is the "
          "alternative reading (a ModelOpt algorithm this release does not know). The file's older copy "
          "context/issues/issue-...md (commit 7bd19bce) is the same launch; the resolved copy is cited")

# ------------------------------------------------------------------ AWQ refuses bfloat16 (RTX 4090, vLLM nightly 0.19.1rc1)
FSABADO = ("https://github.com/fsabado/local-llm/blob/7ad0beba7337eafaf1a01f34ff65efebeb19b3f3/docs/LEARNINGS.md")
FSABADO_HEAD = ("# Local LLM — Learnings & Optimization Log\n"
                "\n"
                "**Hardware:** NVIDIA RTX 4090 (24 GB VRAM), WSL2, CUDA 13.0  \n"
                "**Stack:** vLLM nightly `0.19.1rc1.dev211+gbd8bd5230`, PyTorch 2.11+cu130  \n"
                "**Model:** `QuantTrio/Qwen3.5-27B-Claude-4.6-Opus-Reasoning-Distilled-v2-AWQ`\n"
                "\n"
                "---\n"
                "\n"
                "## Model Notes\n"
                "\n"
                "Qwen3.5-27B is a **hybrid architecture** — different from standard transformers:\n"
                "- Alternates between `linear_attention` (GDN / Gated Delta Network) and `full_attention` layers "
                "(every 4th layer)\n"
                "- 64 layers total, 16 full attention + 48 GDN linear attention\n"
                "- Multimodal (text + vision encoder), even when used text-only\n"
                "- AWQ INT4 quantization → ~19.77 GiB loaded on GPU\n")
case("github-fsabado-qwen35-27b-awq-4090-bf16-not-supported-awq", FSABADO,
     FSABADO_HEAD +
     "...\n"
     "### 3. AWQ requires float16, not bfloat16 ❌ → ✅\n"
     "\n"
     "```\n"
     "ValueError: torch.bfloat16 is not supported for quantization method awq. Supported dtypes: [torch.float16]\n"
     "```",
     "quantization_dtype_unsupported", {}, "quantization_dtype_unsupported",
     "A personal local-LLM ops log (fsabado/local-llm, April 2026): vllm serve of QuantTrio's AWQ INT4 build of a "
     "Qwen3.5-27B fine-tune on one RTX 4090 under WSL2 with a vLLM nightly (0.19.1rc1.dev211); the launch ran in "
     "bfloat16 (the checkpoint's dtype, or --dtype bfloat16) and the AWQ method, forced with --quantization awq, "
     "accepts only float16 activations, so the engine refused the configuration before loading.",
     "the log's fix: --dtype float16 (its working command keeps --quantization awq with --dtype float16)",
     release="0.19.1rc1.dev211+gbd8bd5230 (nightly), PyTorch 2.11+cu130",
     gpu="NVIDIA GeForce RTX 4090 (24 GB), WSL2", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1},
                                {"flag": "--kv-cache-dtype"}],
     note="the log's header and Model Notes, then item 3 of 'Setup Issues & Fixes' up to its error block (items 1-2 "
          "between, a tokenizer-class patch and a flag-format change, replaced by '...'); the '**Fix:**' line left "
          "out. The failing command itself is not in the file: the dtype in effect is inferred from the message")

# ------------------------------------------------------------------ no cache blocks: vision-encoder profiling (same log)
case("github-fsabado-qwen35-27b-awq-4090-no-cache-blocks-mm-profiling", FSABADO,
     FSABADO_HEAD +
     "...\n"
     "### 4. Vision encoder profiling OOM ❌ → ✅\n"
     "\n"
     "```\n"
     "ValueError: No available memory for the cache blocks.\n"
     "```\n"
     "\n"
     "**Cause:** On startup vLLM profiles the vision encoder with a max-feature-size image.\n"
     "This peaks GPU memory above what's available for KV cache blocks, so 0 blocks are allocated.",
     "no_kv_memory", {}, "weights_exceed_budget",
     "Same log, the next launch (after --dtype float16): the 27B AWQ checkpoint takes ~19.77 GiB of the RTX 4090's "
     "24 GB, and vLLM's start-up profiling of the multimodal model runs its vision encoder on a maximum-size image; "
     "with that activation peak on top of the weights nothing of the utilization budget was left for KV cache "
     "blocks. The author's cause is the encoder-profiling peak, not the context length.",
     "the log's fix: --skip-mm-profiling (skips the multimodal encoder profiling pass; safe for text-only use); the "
     "working baseline then runs at --gpu-memory-utilization 0.92, --max-model-len 4096, --max-num-seqs 4, "
     "--max-num-batched-tokens 2112, --enforce-eager",
     release="0.19.1rc1.dev211+gbd8bd5230 (nightly), PyTorch 2.11+cu130",
     gpu="NVIDIA GeForce RTX 4090 (24 GB), WSL2", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="the same header as the AWQ-dtype case, then item 4 up to its Cause paragraph (items 1-3 replaced by "
          "'...'); the '**Fix:**' paragraph left out. A different launch of the same file (the dtype refusal came "
          "first). Judgement call: cause weights_exceed_budget, the nearest of no_kv_memory's causes (weights plus "
          "the encoder-profiling peak fill the budget); the log gives no utilization or length for this failed "
          "launch, so no number and no at_most bound")

# ------------------------------------------------------------------ moral-judgment eval: gpt-oss-120b mxfp4 in float16; 'int8'
MORAL = ("https://github.com/mohammadi-hadi/evaluation-cultural-moral-judgments-llms/blob/"
         "7029adde0003d02170928d5e6e5f799ea614da01/server_deployment_package/EVALUATION_FIXES_SUMMARY.md")
MORAL_HEAD = ("# Server Evaluation Fixes Summary\n"
              "\n"
              "## Problem Analysis\n"
              "\n"
              "The server evaluation completely failed (0% success rate) due to **quantization configuration "
              "incompatibilities** between the server setup and VLLM requirements.\n"
              "\n"
              "### Specific Errors Fixed\n"
              "\n")
case("github-moral-judgments-gpt-oss-120b-mxfp4-float16-4xa100", MORAL,
     MORAL_HEAD +
     "1. **gpt-oss-120b**: \n"
     "   - ❌ Error: `torch.float16 is not supported for quantization method mxfp4`",
     "quantization_dtype_unsupported", {}, "quantization_dtype_unsupported",
     "A research pipeline's server evaluation (mohammadi-hadi/evaluation-cultural-moral-judgments-llms, Sept 2025) on "
     "a 4x A100 80GB server: its model runner built vllm.LLM with dtype float16 for every model, and "
     "openai/gpt-oss-120b's MXFP4 checkpoint accepts only bfloat16 activations, so the engine refused it.",
     "the authors' fix (server_model_runner.py): dtype bfloat16 when the quantization is mxfp4, float16 otherwise",
     release="not stated", gpu="NVIDIA A100 80GB (4x, the server the package targets)", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "float16"}, {"flag": "--tensor-parallel-size", "above": 4},
                                {"flag": "--kv-cache-dtype"}],
     note="the summary's head and its first listed error as committed (the '✅ Fix' line after it left out). GPU "
          "count and card from the same package's README ('Server (4×A100 GPUs)') and the runner's config "
          "('fits in 4×80GB A100'). Same file as the int8 case: two different failures (dtype, method name)")

case("github-moral-judgments-llama33-70b-unknown-quant-int8-4xa100", MORAL,
     MORAL_HEAD +
     "...\n"
     "2. **llama3.3-70b**: \n"
     "   - ❌ Error: `Unknown quantization method: int8`\n"
     "...\n"
     "3. **qwen2.5-72b**: \n"
     "   - ❌ Error: `Unknown quantization method: int8`",
     "quantization_method_unknown", {}, "quantization_method_unknown",
     "Same evaluation: the model runner passed quantization=f\"int{bits}\" (here 'int8') to vllm.LLM for "
     "Llama-3.3-70B and Qwen2.5-72B; vLLM has no quantization method called int8, so both launches stopped at "
     "config validation with 'Unknown quantization method: int8' before any weights loaded.",
     "the authors' fix: map 8-bit to quantization='bitsandbytes' (4-bit to 'awq'), with a retry without "
     "quantization; the runner's later config disables quantization for both ('fits in 4×80GB A100 without "
     "quantization')",
     release="not stated", gpu="NVIDIA A100 80GB (4x)", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="the summary's head, then the error lines of items 2 and 3 (item 1, the gpt-oss dtype case, and "
          "item 2's fix line and blank line replaced by '...'; item 3's fix line left out). One case for the two models: the same failure from the same code "
          "path. Judgement call: the excerpt prints no '. Must be one of [...]' tail")

# ------------------------------------------------------------------ MTP drafter leaves 0.04 GiB for KV (same log, retold)
case("github-fsabado-qwen35-27b-awq-4090-mtp-kv-0.04-of-0.93", FSABADO,
     "## Baseline Configuration (Working)\n"
     "\n"
     "```bash\n"
     "vllm serve QuantTrio/Qwen3.5-27B-Claude-4.6-Opus-Reasoning-Distilled-v2-AWQ \\\n"
     "  --served-model-name qwen35-27b \\\n"
     "  --port 10111 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --dtype float16 \\\n"
     "  --max-model-len 4096 \\\n"
     "  --gpu-memory-utilization 0.92 \\\n"
     "  --max-num-seqs 4 \\\n"
     "  --max-num-batched-tokens 2112 \\\n"
     "  --quantization awq \\\n"
     "  --reasoning-parser qwen3 \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser qwen3_coder \\\n"
     "  --enable-prefix-caching \\\n"
     "  --enable-chunked-prefill \\\n"
     "  --enforce-eager \\\n"
     "  --skip-mm-profiling \\\n"
     "  --trust-remote-code\n"
     "```\n"
     "...\n"
     "### OPT-5: Speculative decoding (MTP) ❌ OOM\n"
     "**Result:** MTP draft head adds ~0.8 GiB to model, leaving only 0.04 GiB for KV cache.  \n"
     "**Why it failed:** `Qwen3_5MTP` draft model shares embeddings/lm_head but still has its own\n"
     "hidden layers that consume significant VRAM. Not viable on a single 24GB GPU with this model.\n"
     "\n"
     "```bash\n"
     "# Tried:\n"
     "--speculative-config '{\"method\":\"qwen3_next_mtp\",\"num_speculative_tokens\":2}'\n"
     "# Error: available KV cache memory (0.04 GiB) < needed (0.93 GiB)\n"
     "```",
     "kv_cache_too_small",
     {"max_model_len": 4096, "gpu_memory_utilization": 0.92, "needed_gib": 0.93, "available_gib": 0.04},
     "kv_too_small",
     "Same log, a later experiment on the working baseline (27B AWQ, ~19.77 GiB of weights on one RTX 4090, "
     "utilization 0.92, 4096 tokens, eager): adding Qwen3.5's MTP drafter (--speculative-config qwen3_next_mtp, 2 "
     "tokens) loads its own hidden layers (~0.8 GiB), which leaves 0.04 GiB for the KV cache against the 0.93 GiB one "
     "4096-token sequence needs, and vLLM refused to start. The hybrid model's 1568-token attention blocks mean no "
     "shorter length fits in 0.04 GiB either.",
     "none kept: the author dropped MTP speculative decoding ('Not viable on a single 24GB GPU with this model') and "
     "stayed on the baseline (or OPT-2+3: --kv-cache-dtype fp8, --max-model-len 7840, --max-num-seqs 8) without a "
     "drafter",
     release="0.19.1rc1.dev211+gbd8bd5230 (nightly), PyTorch 2.11+cu130",
     gpu="NVIDIA GeForce RTX 4090 (24 GB), WSL2", gpus=1,
     command="vllm serve QuantTrio/Qwen3.5-27B-Claude-4.6-Opus-Reasoning-Distilled-v2-AWQ --dtype float16 "
             "--max-model-len 4096 --gpu-memory-utilization 0.92 --max-num-seqs 4 --max-num-batched-tokens 2112 "
             "--quantization awq --enforce-eager --skip-mm-profiling --trust-remote-code --speculative-config "
             "'{\"method\":\"qwen3_next_mtp\",\"num_speculative_tokens\":2}'",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.92}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call: the error is the author's RETOLD form of vLLM's V1 KV refusal ('# Error: available KV "
          "cache memory (0.04 GiB) < needed (0.93 GiB)', inside the code block of the flag tried), not the verbatim "
          "'To serve at least one request ...' sentence; kept because the numbers and the words are the "
          "refusal's and nothing else in the section failed. Excerpt: the log's 'Baseline Configuration (Working)' "
          "block (the configuration OPT-5 was tried on; the file does not repeat it for OPT-5), then the OPT-5 "
          "section as committed (baseline performance and OPT-1..4 between replaced by '...'). Length forbidden "
          "outright: 0.04 GiB holds no 1568-token attention block (the log's item 5: each block is ~49-98 MB), so "
          "no --max-model-len starts; fp8 KV halves 0.93 to ~0.47 GiB, still above 0.04. The same file holds "
          "two other fixtures of this round (AWQ dtype, no cache blocks): three different launches")

if __name__ == "__main__":
    BATCH.write()
