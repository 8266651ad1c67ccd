"""Round-391 blind batch (in progress; docstring completed at the end of the round)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round391-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #12573: DeepSeek-R1 unsloth dynamic GGUF -> GGUF architecture deepseek2 not supported
case("vllm-12573-deepseek-r1-unsloth-dynamic-gguf-deepseek2-not-supported",
     "https://github.com/vllm-project/vllm/issues/12573",
     "> ValueError: GGUF model with architecture deepseek2 is not supported yet.\n"
     "\n"
     "I also same.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Serving unsloth's DeepSeek-R1 dynamic-quant GGUF files (1.58-bit, and Q4_K_M for a later commenter) with the vLLM "
     "of early February 2025: vLLM's GGUF loader reads the architecture 'deepseek2' from the GGUF metadata and had no "
     "mapping for it (transformers could not turn a deepseek2 GGUF into a config either), so it refused the model "
     "before loading anything. A missing feature in that release, not a memory or launch-flag problem.",
     "SzymonOzog (2025-02-12, in the thread): 'Added support in https://github.com/vllm-project/vllm/pull/13167 still "
     "unoptimized though' — i.e. upgrade to a vLLM release containing PR #13167 (DeepSeek GGUF support; later reports "
     "such as vllm #15277 show it also needs --hf-config-path / --tokenizer pointing at the original DeepSeek repo, "
     "since transformers cannot derive the config from a deepseek2 GGUF)",
     release="vLLM of early February 2025 (0.7.x; not printed in the stored chunk)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization", "value": "awq"}],
     note="Excerpt: commenter lys791227 (2025-02-11) quoting the error line from earlier in the thread and adding 'I "
          "also same.'; the stored chunk starts at this comment, so the original post and its traceback are not "
          "reachable. The error line is the one vLLM prints (ValueError from the GGUF config path). Another commenter "
          "(kissint8, 2025-02-14) hits the same line with the Q4_K_M GGUF. The fix comment is left out of the excerpt.")

if __name__ == "__main__":
    BATCH.write()
