"""Round-418 blind batch: (docstring finished at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round418-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- datawhalechina/self-llm #459: Qwen3-8B tutorial command, --enable-reasoning unrecognized
case("self-llm-459-qwen3-8b-tutorial-enable-reasoning-unrecognized",
     "https://github.com/datawhalechina/self-llm/issues/459",
     "在启用vllm serve 设置--enable-resoning参数报错\n"
     "\n"
     "### 复现步骤\n"
     "\n"
     "1.执行命令：VLLM_USE_MODELSCOPE=true vllm serve /root/autodl-tmp/Qwen/Qwen3-8B --served-model-name Qwen3-8B "
     "--max_model_len 8192 --enable-reasoning --reasoning-parser deepseek_r1\n"
     "2.报错：“vllm:error:unrecognized arguments:--enable-reason”",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The self-llm tutorial for Qwen3-8B (written for vLLM 0.8.x) starts the server with --enable-reasoning "
     "--reasoning-parser deepseek_r1; on the reader's newer vLLM the --enable-reasoning flag no longer exists "
     "(deprecated in 0.9.0, removed by 0.10.0; --reasoning-parser alone turns reasoning output on), so vLLM's argument "
     "parser refuses the command before anything is loaded. A stale flag in a tutorial command, nothing about memory, "
     "GPUs or the model.",
     "the reporter, in the issue's '其他信息' section: 'BUG消除办法：删除--enable--reasoning参数即可' (remove the "
     "--enable-reasoning flag and the server starts; --reasoning-parser deepseek_r1 stays)",
     release=None, gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=true vllm serve /root/autodl-tmp/Qwen/Qwen3-8B --served-model-name Qwen3-8B "
             "--max_model_len 8192 --enable-reasoning --reasoning-parser deepseek_r1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--enable-reasoning"}],
     note="Excerpt: the bug description sentence and the two reproduction steps as the issue body shows them (Chinese, "
          "the tutorial-bug template); the template headings for model/tutorial/owner, the screenshots and the "
          "'其他信息' section holding the fix are dropped. The error line is the reporter's own transcription of a "
          "screenshot (typed without spaces and cut at '--enable-reason'), not a pasted log; vLLM's real line is "
          "'vllm: error: unrecognized arguments: --enable-reasoning'. The vLLM release is only in a screenshot.")

if __name__ == "__main__":
    BATCH.write()
