"""Round-444 blind batch: DOCSTRING PLACEHOLDER (finished at the end of the round)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round444-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--cpu-offload-gb"}, {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- HF mistralai/Ministral-8B-Instruct-2410 #10: LLM(max_model_len=65536) on A100s -> above the derived 32768
case("hf-ministral-8b-instruct-2410-10-max-model-len-65536-over-derived-32768",
     "https://huggingface.co/mistralai/Ministral-8B-Instruct-2410/discussions/10",
     "I am trying to run the Ministral-8B-Instruct-2410 model on 8 A100 GPUs, and I set max_model_len to 65536. Below "
     "is the code snippet I am using:\n"
     "\n"
     "llm = LLM(\n"
     "    model=model_id,\n"
     "    tensor_parallel_size=4,\n"
     "    max_model_len=args.max_model_token, \n"
     "    enforce_eager=True,\n"
     "    gpu_memory_utilization=0.95,\n"
     ")\n"
     "\n"
     "Error Message\n"
     "\n"
     "When running the above code, I encountered the following error:\n"
     "\n"
     "ValueError: User-specified max_model_len (65536) is greater than the derived max_model_len "
     "(max_position_embeddings=32768 or model_max_length=None in model's config.json). This may lead to incorrect model "
     "outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
     "max_len_over_derived", {"max_model_len": 65536, "derived_key": "max_position_embeddings",
                              "derived_max_model_len": 32768}, "max_len_over_derived",
     "mistralai/Ministral-8B-Instruct-2410 loaded with vllm.LLM(max_model_len=65536, tensor_parallel_size=4) on A100s: "
     "the checkpoint's HF config.json sets max_position_embeddings=32768, so vLLM derives a 32768-token maximum and "
     "refuses the longer user-specified length at engine configuration, before any weights or memory are touched. A "
     "context-length / config limit, not a memory or parallelism problem.",
     "no reply with a fix in the thread (a second user reports the same error). From the message itself: keep "
     "max_model_len at or below 32768, or knowingly override the check with VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 (which the "
     "message warns may give incorrect outputs or CUDA errors)",
     release=None, gpu="NVIDIA A100 (8 in the machine, TP 4 used)", gpus=8,
     command="llm = LLM(model=model_id, tensor_parallel_size=4, max_model_len=args.max_model_token, enforce_eager=True, "
             "gpu_memory_utilization=0.95)  # max_model_len 65536",
     forbidden=_MEM + [{"flag": "--max-model-len", "above": 32768}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the 'Description' and 'Error Message' sections of the discussion's opening post as the docs corpus "
          "stores them; the 'Steps to Reproduce' list after them and the second user's 'same error here' reply are "
          "dropped. Judgement call: earlier rounds named this thread as skipped for having no answer; it is taken here "
          "because the error line is complete and the message itself states both the cause (config.json's "
          "max_position_embeddings=32768) and the two remedies. max_model_len in the code is args.max_model_token; "
          "the post says it was 65536, and the error prints 65536.")

# ---------------------------------------- HF mistralai/Mistral-7B-Instruct-v0.1 #82: --quantization awq on the unquantized repo -> 'Cannot find the config file for awq'
case("hf-mistral-7b-instruct-v01-82-awq-on-unquantized-repo-cannot-find-config-file",
     "https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.1/discussions/82",
     "Create quant_config.json\n"
     "\n"
     "Beginner :) , but I think this would also enable the possibility of running a Quantized model using autoawq of "
     "Mistral AI based on the vllm docs.\n"
     "\n"
     "This is the error I see:\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader.py\", line 67, in get_model\n"
     "quant_config = get_quant_config(model_config.quantization,\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/weight_utils.py\", line 114, in get_quant_config\n"
     "raise ValueError(f\"Cannot find the config file for {quantization}\")",
     "vllm_check_failed", {}, "quantization_mismatch",
     "A user asked vLLM (an early 0.2.x release, judging by model_loader.get_model -> weight_utils.get_quant_config) for "
     "AWQ quantization on mistralai/Mistral-7B-Instruct-v0.1, Mistral's unquantized checkpoint. vLLM does not quantize "
     "a model: --quantization awq expects an AWQ checkpoint whose quantization config file it can read, and this "
     "repository has none, so get_quant_config raised 'Cannot find the config file for awq'. The user's PR (adding a "
     "quant_config.json to the unquantized repo) would not turn its fp16 weights into AWQ weights. A checkpoint / "
     "quantization-flag mismatch, not a memory problem.",
     "no reply in the thread (the PR is left open, 'Ready to merge'). From the log: drop --quantization awq to serve "
     "the unquantized model, or point vLLM at a checkpoint already quantized with AutoAWQ (one that ships its AWQ "
     "config)",
     release="an early vLLM 0.2.x (model_loader.py / weight_utils.py layout; not stated)", gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization", "value": "awq"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the PR title and its whole description as the docs corpus stores them (a pull request opened as a "
          "discussion on the model page); nothing dropped. Judgement call: the pasted traceback ends at the raise "
          "statement with its message template (f\"Cannot find the config file for {quantization}\"), not the "
          "filled-in 'ValueError: Cannot find the config file for awq'; that the quantization was awq is read from the "
          "post ('running a Quantized model using autoawq') and from the PR adding quant_config.json. The launch "
          "command is not given. Follows the labels of earlier fixtures for this message "
          "(github-edward-lcl-gemma2-27b-it-v073-quantization-awq-no-config: kind vllm_check_failed, cause "
          "quantization_mismatch); the lead may prefer cause vllm_check_failed as vllm-1419 has it.")

# ---------------------------------------- HF lukealonso/MiniMax-M2-NVFP4 #1: NVFP4 MoE with data parallel -> 'CutlassExpertsFp4 doesn't support DP'
case("hf-lukealonso-minimax-m2-nvfp4-1-cutlass-experts-fp4-does-not-support-dp",
     "https://huggingface.co/lukealonso/MiniMax-M2-NVFP4/discussions/1",
     "you know which nightly it worked with? because it does not with current one\n"
     "...\n"
     "I was getting errors like this:\n"
     "ValueError: CutlassExpertsFp4 doesn't support DP. Use flashinfer CUTLASS Fused MoE backend instead (set "
     "VLLM_USE_FLASHINFER_MOE_FP4=1)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "lukealonso/MiniMax-M2-NVFP4 (a ModelOpt NVFP4 MiniMax-M2 MoE) served by a recent vLLM build on Blackwell "
     "workstation GPUs (the thread is about sm120 RTX PRO 6000 cards and a build with the SM120 CUTLASS FP4 MoE kernels) "
     "with data parallelism: vLLM chose the CUTLASS FP4 MoE experts (CutlassExpertsFp4), which do not support DP, and "
     "refused while building the MoE layers. A MoE-backend x data-parallel incompatibility; not a memory shortage.",
     "not confirmed in the stored text: the poster's next sentence ('I set VLLM_...') is cut where the corpus chunk "
     "ends. From the message itself: select the FlashInfer CUTLASS fused-MoE backend with VLLM_USE_FLASHINFER_MOE_FP4=1 "
     "(or run without data parallelism)",
     release="a vLLM nightly / source build of late 2025 (the thread discusses v0.11.1-v0.12.0 and PR #29242; not "
             "stated for this error)",
     gpu="NVIDIA RTX PRO 6000 Blackwell (sm120), per the thread; not stated by the poster of the error", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the discussion title, then (after '...') the two lines of a later reply that quote the error, as "
          "the docs corpus stores them; dropped in between: the nightly-tag exchange, the 'commit is in v0.11.2 "
          "(doesn't work)' report, a 'try running with latest vllm compiled, not docker' reply and the sentence just "
          "before the error that points to ENABLE_CUTLASS_MOE_SM120=1 (vllm PR #29242), which answers the thread's "
          "earlier problem. Judgement calls: no launch command, GPU count or release is given for this error, and the "
          "fix the poster applied is cut off; the case rests on vLLM's own message, which names both the cause (DP) "
          "and the backend switch. kind/cause vllm_check_failed for want of a 'MoE backend does not support this "
          "parallel mode' label.")

if __name__ == "__main__":
    BATCH.write()
