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

(look-up accounting and judgement calls: see the end of this docstring once the round is closed)
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
     "- Error (from vLLM's ModelOpt config validation):\n"
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

if __name__ == "__main__":
    BATCH.write()
