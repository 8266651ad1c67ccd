"""Round-206 blind batch (DOCSTRING TO BE COMPLETED)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round206-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ MTP: num_speculative_tokens on a distill model
case("vllm-pr12755-r1-distill-qwen-32b-num-speculative-tokens-without-model",
     "https://github.com/vllm-project/vllm/pull/12755",
     "Is this applicable for R1 Distill models? I got this error for deepseek-ai/DeepSeek-R1-Distill-Qwen-32B: "
     "ValueError: num_speculative_tokens was provided without speculative_model",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A comment (hxt365, 2025-02-27) on the merged PR that added DeepSeek MTP speculative decoding: the user passed "
     "num_speculative_tokens (the MTP recipe) for deepseek-ai/DeepSeek-R1-Distill-Qwen-32B without a draft model. "
     "MTP self-speculation only works for checkpoints that carry MTP modules (DeepSeek V3/R1); the distilled Qwen-32B "
     "has none, so vLLM's speculative-config check refused num_speculative_tokens without a speculative_model.",
     "the maintainer (mgoin): 'No the Distill models do not have MTP modules like DeepSeek V3/R1' -- MTP is not "
     "applicable to the distill model; serve it without speculative decoding (or name a separate draft model)",
     release="not stated (February 2025, the release line that shipped DeepSeek MTP, 0.7.x)", gpu=None, gpus=None,
     command=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="The comment as stored, whole (it is a question plus the error line, one sentence). No command or GPU is "
          "given. The answer is the maintainer's reply that follows in the same thread. The PR url is cited (the "
          "comment's own anchor is not in the stored text)")

# ------------------------------------------------------------------ reasoning parser gemma4 on a Gemma 3 checkpoint (0.22.1)
case("recipes-515-gemma3-12b-gemma4-reasoning-parser-wrong-model-0221",
     "https://github.com/vllm-project/recipes/issues/515",
     "# RuntimeError: Gemma4ReasoningParser reasoning parser when using gemma-4-12b-it\n"
     "\n"
     "when we try to launch gemma4-12b-it model using vLLM v0.22.x below is the error message\n"
     "```\n"
     "(APIServer pid=3999) INFO 06-05 17:22:13 [utils.py:344]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.22.1\n"
     "(APIServer pid=3999) INFO 06-05 17:22:13 [utils.py:344]   █▄█▀ █     █     █     █  model   google/gemma-3-12b-it\n"
     "(APIServer pid=3999) INFO 06-05 17:22:13 [utils.py:278] non-default args: {'model_tag': 'google/gemma-3-12b-it', "
     "'chat_template': '/root/tool_chat_template_gemma4.jinja', 'enable_auto_tool_choice': True, 'tool_call_parser': "
     "'gemma4', 'host': '0.0.0.0', 'model': 'google/gemma-3-12b-it', 'max_model_len': 8192, 'reasoning_parser': "
     "'gemma4', 'tensor_parallel_size': 2, 'gpu_memory_utilization': 0.9, 'kv_cache_dtype': 'fp8', "
     "'enable_prefix_caching': True, 'limit_mm_per_prompt': {'image': 1, 'audio': 1}, 'enable_chunked_prefill': True, "
     "'async_scheduling': True}",
     "vllm_check_failed", {"max_model_len": 8192, "gpu_memory_utilization": 0.9}, "vllm_check_failed",
     "vLLM 0.22.1 started from the Gemma 4 recipe's flags (gemma4 tool-call parser, gemma4 reasoning parser, the "
     "Gemma 4 tool chat template) but with the model pointed at google/gemma-3-12b-it: the Gemma4ReasoningParser "
     "could not be set up on the Gemma 3 tokenizer (it lacks Gemma 4's thinking-channel tokens), so the server "
     "refused to start with a RuntimeError naming that parser. Nothing about memory or parallelism was involved.",
     "the reporter: 'realised the model is wrongly pointed hence closed the issue' -- point the launch at the Gemma 4 "
     "checkpoint the gemma4 parsers are written for",
     release="0.22.1", gpu=None, gpus=2,
     command="vllm serve google/gemma-3-12b-it --chat-template /root/tool_chat_template_gemma4.jinja "
             "--enable-auto-tool-choice --tool-call-parser gemma4 --reasoning-parser gemma4 --max-model-len 8192 "
             "--tensor-parallel-size 2 --gpu-memory-utilization 0.9 --kv-cache-dtype fp8 --enable-prefix-caching "
             "--limit-mm-per-prompt '{\"image\": 1, \"audio\": 1}' --enable-chunked-prefill --async-scheduling "
             "(reconstructed from the logged non-default args)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--enable-prefix-caching"}],
     note="JUDGEMENT CALL: the stored chunks of this issue give the title, the description's opening log lines (the "
          "banner's version and model lines, the non-default args line; the ASCII-art banner's other lines and the "
          "config.json / processor_config.json download bars left out) and the reporter's closing comment, but not "
          "the traceback's last line; the error line here is the issue's title as the reporter wrote it "
          "('RuntimeError: Gemma4ReasoningParser reasoning parser ...'), which is the exception class and the parser "
          "named by the raise, cut short. The command is rebuilt from the logged args dict, not pasted. "
          "gpus=2 from tensor_parallel_size 2; the GPU model is not named. The title says gemma-4-12b-it but the "
          "logged model is google/gemma-3-12b-it, which is the cause the reporter found")

if __name__ == "__main__":
    BATCH.write()
