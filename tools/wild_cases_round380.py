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

# ---------------------------------------- vllm #18975: two sleep-mode LLM engines in one RL process -> assertion at the second engine
case("vllm-18975-rl-two-rollout-engines-one-process-sleep-mode-one-instance-assert",
     "https://github.com/vllm-project/vllm/issues/18975",
     "For vLLM verison > 0.7, when creating multiple LLM engines on the same process with sleep mode enabled, the "
     "following assertion error will be triggered: \n"
     "`AssertionError: Sleep mode can only be used for one instance per process.`\n"
     "This assertion appears in both v1/non-v1 engines, i.e., both `vllm/v1/worker/gpu_worker.py` and "
     "`vllm/worker/gpu_worker.py`.\n"
     "\n"
     "This feature is particularly useful for RL training with multiple rollout engines as different roles.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "An RL training setup creates more than one vllm.LLM engine (rollout engines for different roles) inside the "
     "same Python process, each with enable_sleep_mode=True. vLLM's sleep mode uses one process-wide CuMem allocator "
     "pool, and its GPU worker asserts that only one sleep-mode instance exists per process, so the second engine "
     "dies at worker start. A design limit of vLLM hit by the RL framework's engine layout, not memory or TP.",
     "none in the thread: it is a feature request, later closed as stale; three commenters report the same wall "
     "(2025-06 to 2025-09) with no workaround posted. From the assertion: keep at most one sleep-mode engine per "
     "process (give each rollout engine its own process / Ray actor, or enable sleep mode on only one of them)",
     release="vLLM > 0.7 (both V0 and V1 workers, per the report)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description's own text quoting the assertion (no traceback was pasted; the "
          "description names the two files it comes from). The last sentence is the author's motivation, kept "
          "because it says where the engines come from. The thread's comments are only 'same here'.")

if __name__ == "__main__":
    BATCH.write()
