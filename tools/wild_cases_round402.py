"""Round-402 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round402-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #772: falcon-7b-instruct (71 heads) at tensor_parallel_size=4
case("vllm-772-falcon-7b-instruct-71heads-tp4",
     "https://github.com/vllm-project/vllm/issues/772",
     "model_name = \"tiiuae/falcon-7b-instruct\"\n"
     "llm = LLM(model=model_name,trust_remote_code=True,dtype=\"float16\",tensor_parallel_size=4)\n"
     "`\n"
     "\n"
     "It's giving me the error: \n"
     "` ValueError: Total number of attention heads (71) must be divisible by tensor parallel size (4).",
     "tp_not_divisible", {"num_attention_heads": 71, "tensor_parallel_size": 4}, "tp_not_divisible",
     "tiiuae/falcon-7b-instruct has 71 attention heads, a prime number, so no tensor-parallel size other than 1 (or 71) "
     "splits them; the user asked for tensor_parallel_size=4 on a 4-GPU machine (August 2023, vLLM 0.1.x) and vLLM's "
     "config check refused it. Not a memory problem: the same model runs on a single A100 per the author.",
     "commenter iamsimha: 'only Falcon 7B cannot be run multiple GPUs, due to the limitation of attention heads being "
     "not divisible by tensor parallel size' (Falcon-40B runs on 8x A10); the author notes it works fine on one A100. "
     "I.e. run falcon-7b at tensor_parallel_size=1 (one GPU, or one replica per GPU); closed as stale by hmellor",
     release="not stated (August 2023, vLLM 0.1.x)", gpu=None, gpus=4,
     command="llm = LLM(model=model_name,trust_remote_code=True,dtype=\"float16\",tensor_parallel_size=4)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "value": "4"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue body's code and error line as the corpus shows them (the stray backticks are the source's "
          "broken inline-code markers). The number of GPUs (4) is from the body ('I have four GPUs').")

if __name__ == "__main__":
    BATCH.write()
