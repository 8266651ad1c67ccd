"""Round-301 blind batch: vLLM start-up failures on CONSUMER and WORKSTATION GPUs (RTX 20xx/30xx/40xx/50xx, RTX A4000-
A6000, Titan, V100/T4 on Colab and Kaggle, WSL2 on Windows), any tracker (issues corpus, pages corpus for Q&A);
collected by helper wild301 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round301-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round301-blind")
case = BATCH.case

# ------------------------------------------------ Kaggle T4: --kv-cache-dtype turboquant_4bit_nc -> FlashAttention refuses SM75
case("vllm-43576-kaggle-t4-turboquant-kv-flashattention-only-ampere-v0210",
     "https://github.com/vllm-project/vllm/issues/43576",
     "vLLM 0.21.0 (pip install)\n"
     "GPU: Tesla T4 (SM75, Turing) — Kaggle free tier\n"
     "CUDA: 12.4\n"
     "\n"
     "Running any model with `--kv-cache-dtype turboquant_4bit_nc` on a T4 GPU crashes immediately during prefill:\n"
     "\n"
     "```\n"
     "RuntimeError: FlashAttention only supports Ampere GPUs or newer.\n"
     "```",
     "cuda_no_kernel_image", {}, "attention_backend_gpu",
     "On a Kaggle Tesla T4 (SM 7.5, Turing), vLLM 0.21.0 with --kv-cache-dtype turboquant_4bit_nc dies during engine "
     "init: the TurboQuant attention backend has an SDPA fallback, but it is gated on "
     "is_flash_attn_varlen_func_available(), which only checks that the flash-attn package function exists, not the "
     "GPU's compute capability; so on a T4 it calls FlashAttention, whose kernels need Ampere (SM 8.0) or newer. Not "
     "a memory problem.",
     "the reporter's analysis in the issue: the TQ backend's SDPA fallback (F.scaled_dot_product_attention) should be "
     "taken when the GPU is below SM 8.0, i.e. gate _HAS_FLASH_ATTN on compute capability too; until then TurboQuant "
     "KV cannot run on a T4 (the issue is open, no merged fix shown; the plain fp16 KV cache is not affected)",
     release="0.21.0 (pip)",
     gpu="Tesla T4 16GB (Kaggle free tier)", gpus=1,
     command="LLM(model=\"Qwen/Qwen2.5-0.5B\", kv_cache_dtype=\"turboquant_4bit_nc\", enforce_eager=True, "
             "max_model_len=2048, gpu_memory_utilization=0.5)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--max-num-seqs"},
                {"flag": "--kv-cache-dtype", "value": "turboquant_4bit_nc"}, {"flag": "--dtype", "value": "bfloat16"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the environment block (OS/Python lines dropped) and the bug sentence with the error line, as the "
          "issue body shows them; the Root cause section and the reproduction are left out. The command is the "
          "issue's Python reproduction (LLM(...)), not a vllm serve line. Kind cuda_no_kernel_image follows the earlier "
          "fixtures for 'FlashAttention only supports ... or newer' (the ROCm MI200 cases); cause attention_backend_gpu. "
          "The fix is the reporter's proposed code change, not a confirmed user-side workaround; the obvious user-side "
          "escape (drop turboquant KV on a T4) is implied by the issue, not stated as tested. gpus=1: a Kaggle T4 "
          "session (Kaggle also offers 2xT4; the issue names one T4).")

if __name__ == "__main__":
    BATCH.write()
