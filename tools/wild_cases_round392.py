"""Round-392 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round392-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-gguf-plugin #75: gemma-4-31B GGUF -> Failed to map GGUF parameters (356)
case("vllm-gguf-plugin-75-gemma4-31b-q4-k-m-gguf-failed-to-map-gguf-parameters",
     "https://github.com/vllm-project/vllm-gguf-plugin/issues/75",
     "Spent pretty much time trying to setup everything, but looks like gemma4 is still not supported\n"
     "**RuntimeError: Failed to map GGUF parameters (356)**\n"
     "\n"
     "vllm serve G:\\AI_cache\\models--llmfan46--gemma-4-31B-it-uncensored-heretic\\snapshots\\"
     "031ce2063177d066ff637f15ab59a2ca2eccfd19\\gemma-4-31B-it-uncensored-heretic-Q4_K_M.gguf",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "A Gemma-4-31B-it fine-tune as a Q4_K_M GGUF served through vLLM with the vllm-gguf-plugin: the plugin had no "
     "Gemma-4 weights adapter (no GGUF -> vLLM tensor-name map for gemma4's text/vision/projector tensors), so 356 "
     "GGUF tensors could not be mapped onto the model's parameters. The model architecture is not supported by the "
     "GGUF loader of that time; not a memory, TP or flag problem.",
     "not in the stored turn of the issue (closed, labels 'good first issue, help wanted'). Gemma-4 GGUF support "
     "was added later by vllm-project/vllm-gguf-plugin PR #122 'Gemma4 gguf support' (big-yellow-duck, merged, "
     "2026-08-27: 'adds GGUF weight loading support for Gemma 4 text and multimodal models'), so: a plugin release "
     "with that PR, or serve the safetensors checkpoint",
     release=None, gpu=None, gpus=None,
     command="vllm serve G:\\AI_cache\\models--llmfan46--gemma-4-31B-it-uncensored-heretic\\snapshots\\"
             "031ce2063177d066ff637f15ab59a2ca2eccfd19\\gemma-4-31B-it-uncensored-heretic-Q4_K_M.gguf",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as stored, minus its first sentence (a request to list supported models in the "
          "README); the error line is bold in the source and kept with its ** marks. No traceback was pasted. The "
          "fix is read from the plugin's PR #122 (seen in the same search), not from a reply in the issue.")

if __name__ == "__main__":
    BATCH.write()
