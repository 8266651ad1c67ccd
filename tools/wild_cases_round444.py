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

if __name__ == "__main__":
    BATCH.write()
