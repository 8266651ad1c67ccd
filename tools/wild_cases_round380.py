"""Round-380 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round380-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- unsloth #4541: fast_inference gpt-oss-20b on a Kaggle H100 -> FlashInfer JIT, ninja not found
case("unsloth-4541-fast-inference-gpt-oss-20b-kaggle-h100-flashinfer-jit-ninja-not-found",
     "https://github.com/unslothai/unsloth/issues/4541",
     "from unsloth import FastLanguageModel\n"
     "(model, tokenizer) = FastLanguageModel.from_pretrained(\n"
     "    model_name = \"unsloth/gpt-oss-20b\",\n"
     "    max_seq_length = 2048,\n"
     "    load_in_4bit = True,\n"
     "    offload_embedding = True,\n"
     "    fast_inference = True,\n"
     ")\n"
     "\n"
     "RuntimeError: FlashInfer failed to JIT-compile: ninja (build tool) not found.\n"
     "Fix options:\n"
     "  1. Install ninja: pip install ninja\n"
     "  2. Disable FlashInfer: set environment variable UNSLOTH_VLLM_NO_FLASHINFER=1\n"
     "     e.g. import os; os.environ['UNSLOTH_VLLM_NO_FLASHINFER'] = '1'  # before importing unsloth",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "Unsloth's fast_inference=True starts an in-process vLLM 0.18.0 engine for unsloth/gpt-oss-20b on a Kaggle "
     "H100; vLLM's FlashInfer path needs to JIT-compile kernels and the JIT could not find the ninja build tool on "
     "the kernel's PATH (the author says the ninja Python package is installed, so the binary is not where the "
     "subprocess looks). A build-toolchain / environment problem at engine start, not memory or parallelism.",
     "no confirmed fix in the stored text (the issue is open; only the description is stored). The message itself "
     "offers the two ways out: make the ninja binary reachable (pip install ninja into the same environment and have "
     "its bin directory on PATH) or skip FlashInfer with UNSLOTH_VLLM_NO_FLASHINFER=1; the author reports the second "
     "gave 'a different error message' (not pasted)",
     release="vllm 0.18.0 (unsloth 2026.3.10, unsloth_zoo 2026.3.4, trl 0.24.0, transformers 4.57.6, torch "
             "2.10.0+cu128)",
     gpu="NVIDIA H100 (Kaggle notebook)", gpus=1,
     command="FastLanguageModel.from_pretrained(model_name=\"unsloth/gpt-oss-20b\", max_seq_length=2048, "
             "load_in_4bit=True, offload_embedding=True, fast_inference=True)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the author's from_pretrained call and the error text as the issue body quotes them (the "
          "message is Unsloth's wrapper around vLLM's FlashInfer JIT failure; no traceback was pasted, and a "
          "screenshot after it is an image). Labelled like the earlier ninja-not-on-PATH cases "
          "(triton_compiler_missing for kind and cause).")

if __name__ == "__main__":
    BATCH.write()
