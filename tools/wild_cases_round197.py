"""Round-197 blind batch: MEMORY launch failures of the V1 engine (releases 0.10-0.33) from vLLM's own issue
trackers (the ``vllm-project`` organisation), collected by helper wild197 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round197-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the stored copy of the thread
shows it (search corpus=issues; issue threads cannot be opened with read_file, so only the stored chunks the search
returns could be read); where lines in between were dropped the note says so; the fix is left out of the excerpt.

Look-ups: see the end of this docstring (updated at the last commit).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round197-blind")
case = BATCH.case

# ------------------------------------------------------------- vllm-metal: gemma-4-31B on an M2 Ultra, 262144 default
case("vllm-metal-505-gemma4-31b-m2-ultra-262144-220gib-of-20.13",
     "https://github.com/vllm-project/vllm-metal/issues/505",
     "M1 Ultra 128GB RAM fails to load https://huggingface.co/google/gemma-4-31B-it\n"
     "...\n"
     "Reproduced on my M2 Ultra 192GB on current main with VLLM_METAL_MEMORY_FRACTION=0.5 vllm serve "
     "<path-to-gemma-4-31B-it>. The EngineCore dies at startup with:\n"
     "\n"
     "ValueError: To serve at least one request with the model's max seq len (262144), (220.0 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (20.13 GiB). Based on the available memory, the estimated "
     "maximum model length is 23984.",
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 220.0, "available_gib": 20.13, "estimated_max_model_len": 23984},
     "kv_too_small",
     "gemma-4-31B-it served with no --max-model-len on Apple silicon (vllm-metal plugin, current main, July 2026): "
     "max_model_len derives to the config's 262144, and the plugin reports all 60 layers as full attention, so the "
     "50 sliding-window layers (window 1024) are charged at full length too: 220 GiB for one max-length request, "
     "against 20.13 GiB of KV budget at memory fraction 0.5. The length the user never set is far over what the KV "
     "budget holds.",
     "the contributor who reproduced it: '--max-model-len 16384 serves fine as a workaround'; they announced a PR "
     "making an unset --max-model-len default to vLLM's auto-fit (boot at the largest context that fits)",
     release="vllm-metal main (July 2026; vLLM 0.2x underneath)", gpu="Apple M2 Ultra 192GB (unified memory)", gpus=1,
     command="VLLM_METAL_MEMORY_FRACTION=0.5 vllm serve <path-to-gemma-4-31B-it>",
     forbidden=[{"flag": "--max-model-len", "above": 23984}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="JUDGEMENT CALL: vllm-project/vllm-metal is vLLM's own organisation but not the main vllm tracker (the slice "
          "asked for vLLM's tracker; the main tracker's memory threads in reach were almost all in USED_SOURCES). "
          "Excerpt: the issue title, then (after '...', the maintainer's request to reproduce dropped) the comment of "
          "ricky-chaoju, 2026-07-15, down to the error line as he quotes it (his explanation and the workaround are "
          "left out). The 220 GiB is inflated by the plugin's accounting (sliding layers charged as full), but the "
          "fix that worked is lowering --max-model-len, hence kv_too_small; release_regression is no fit (no "
          "version worked before)")

# ------------------------------------------------------------- RTX 5090: a 30B FP8 checkpoint on a 32 GB card
case("vllm-41695-rtx5090-qwen3-coder-30b-a3b-fp8-no-cache-blocks-prose",
     "https://github.com/vllm-project/vllm/issues/41695",
     "[Usage]: Unable to get any qwen models running on RTX 5090\n"
     "\n"
     "I've tried multiple models, ones I know work on my machine using other applications like ollama, or lmstudio: \n"
     "\n"
     "- Qwen/Qwen3-Coder-30B-A3B-Instruct-FP8\n"
     "- Qwen/Qwen3.5-35B-A3B (works fine with LM Studio `lms load qwen/qwen3.5-35b-a3b --context-length 81920`) \n"
     "- Qwen/Qwen3.6-27B-FP8\n"
     "\n"
     "An example of serving a model: \n"
     "```\n"
     "vllm serve Qwen3-Coder-30B-A3B-Instruct-FP8 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8000 \\\n"
     "  --max-model-len 16384 \\\n"
     "  --dtype auto \\\n"
     "  --gpu-memory-utilization 0.95 \\\n"
     "  --served-model-name Qwen3-Coder-30B-A3B-Instruct-FP8 \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser hermes \\\n"
     "  --reasoning-parser qwen3 \\\n"
     "  --language-model-only\n"
     "```\n"
     "\n"
     "I will either get a OOM or a \"No available memory for the cache blocks.\" no matter how much I lower the gpu "
     "memory (that causes issues with claude code and it's context). ",
     "no_kv_memory", {}, "weights_exceed_budget",
     "One RTX 5090 (32 GB) asked to serve Qwen3-Coder-30B-A3B-Instruct-FP8, whose FP8 weights alone are about 31 GB "
     "(30.5B parameters at one byte each, plus the BF16 embeddings/norms): at --gpu-memory-utilization 0.95 the "
     "budget is ~30 GiB, so after the weights there is nothing left for the KV cache ('No available memory for the "
     "cache blocks') or the load/profiling itself runs out ('OOM'); lowering the utilization, as the reporter tried, "
     "only shrinks the budget further. The other two models he lists (35B-A3B BF16, 27B FP8) are the same story.",
     "no fix in the stored thread (a usage question, closed); the arithmetic is the cause: a smaller or more "
     "aggressively quantized checkpoint (4-bit AWQ/GPTQ/NVFP4 of the same model, ~16-18 GB) on the one card, or a "
     "second GPU with --tensor-parallel-size 2",
     release="not stated (May 2026; --language-model-only puts it at 0.2x)", gpu="NVIDIA GeForce RTX 5090 (32 GB)",
     gpus=1,
     command="vllm serve Qwen3-Coder-30B-A3B-Instruct-FP8 --host 0.0.0.0 --port 8000 --max-model-len 16384 "
             "--dtype auto --gpu-memory-utilization 0.95 --served-model-name Qwen3-Coder-30B-A3B-Instruct-FP8 "
             "--enable-auto-tool-choice --tool-call-parser hermes --reasoning-parser qwen3 --language-model-only",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="The issue's title and the description's opening as stored, down to the reporter's sentence that quotes "
          "the message (the environment section and the 'How would you like to use vllm' part after it left out). "
          "No log is pasted: the message is quoted in prose, and the reporter says he gets either it or an OOM, so "
          "the kind is read from the quoted message (no_kv_memory); oom_loading is the alternative. No resolution in "
          "the stored thread: the cause is judged from the sizes (FP8 30B weights vs a 32 GB card), hence "
          "weights_exceed_budget. --max-model-len is no fix (already 16384; the KV never gets any memory), lowering "
          "the utilization is what the reporter already tried and only makes it worse")

if __name__ == "__main__":
    BATCH.write()
