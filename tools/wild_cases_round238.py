"""Round-238 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round238-blind")
case = BATCH.case

# ------------------------------------------------ Llama-4-Scout, max_model_len=4096 < 8192 attention chunk -> device-side assert
case("vllm-16274-llama4-scout-tp4-max-model-len-4096-below-chunk-8192-device-side-assert",
     "https://github.com/vllm-project/vllm/issues/16274",
     "However, for Llama-4 models, evaluation is going to crash with:\n"
     "```\n"
     "torch._dynamo.exc.InternalTorchDynamoError: RuntimeError: CUDA error: device-side assert triggered\n"
     "```",
     "None", {"max_model_len": 4096, "tensor_parallel_size": 4}, "max_len_below_attention_chunk",
     "lm_eval started vLLM (engine built in-process) with meta-llama/Llama-4-Scout-17B-16E-Instruct, tensor_parallel_size=4 "
     "and max_model_len=4096; with a max_model_len smaller than Llama-4's local (chunked) attention size of 8192 the "
     "engine crashed with a CUDA device-side assert inside torch.compile/dynamo. Not a memory problem: the same run with "
     "max_model_len=8192 works. A vLLM bug of the first Llama-4 releases (April 2025); the issue asks vLLM to refuse or "
     "clamp such a max_model_len, and a maintainer in the sibling issue #16330 points at PR #16209 for max-model-len < 8192.",
     "the author: 'rerunning the eval with `max_model_len=8192` works just fine' — raise max_model_len to at least the "
     "8192 attention chunk (or run a vLLM build that includes PR #16209)",
     release="not stated (April 2025, the first Llama-4-capable vLLM, about 0.8.3)",
     gpu="not stated", gpus=4,
     command="lm_eval --model vllm --model_args pretrained=meta-llama/Llama-4-Scout-17B-16E-Instruct,tensor_parallel_size=4,"
             "max_model_len=4096 --trust_remote_code --tasks gsm8k --num_fewshot 5 --batch_size auto",
     forbidden=[{"flag": "--max-model-len", "at_most": 4096}, {"flag": "--tensor-parallel-size", "above": 4},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--gpu-memory-utilization"}],
     note="Excerpt: the issue body's sentence and the one error line it quotes (the full trace is only on a pastebin, "
          "not in the thread). The command is lm_eval's vllm backend, not vllm serve; its model_args map to "
          "--max-model-len 4096 and --tensor-parallel-size 4. No existing message kind fits a bare 'CUDA error: "
          "device-side assert triggered' (kind None, as vllm-pr1264 used for a similar opaque CUDA error); the cause "
          "label max_len_below_attention_chunk is NEW: the max_model_len (4096) is below Llama-4's attention chunk "
          "(8192), which the vLLM of the day did not guard against; none of the existing causes (max_len_over_derived "
          "is the opposite direction; release_regression is not a regression here) says that. The GPU type is not "
          "stated in the issue body.")

if __name__ == "__main__":
    BATCH.write()
