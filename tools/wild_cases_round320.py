"""Round-320 blind batch: vLLM start-up failures pasted in QUESTION-AND-ANSWER and FORUM pages (Stack Overflow,
discuss.vllm.ai, NVIDIA developer forums, Reddit r/LocalLLaMA, Zhihu/CSDN/Juejin, Qiita/Zenn), the ``pages`` corpus
first and ``issues`` for follow-ups; collected by helper wild320 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round320-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round320-blind")
case = BATCH.case

# ------------------------------------------------ vllm #16608: Llama-4-Scout TP8 --dtype half -> Half vs BFloat16
case("vllm-16608-llama4-scout-tp8-dtype-half-expected-half-found-bfloat16-v083",
     "https://github.com/vllm-project/vllm/issues/16608",
     "With vllm=0.8.3\n"
     "```\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "    --model meta-llama/Llama-4-Scout-17B-16E-Instruct \\\n"
     "    --tensor-parallel-size 8 \\\n"
     "    --dtype half\n"
     "```\n"
     "fails with \n"
     "```\n"
     "[core.py:393] RuntimeError: expected scalar type Half but found BFloat16\n"
     "```",
     "dtype_unsupported", {"tensor_parallel_size": 8}, "dtype_unsupported",
     "vLLM 0.8.3 serving meta-llama/Llama-4-Scout-17B-16E-Instruct with TP 8 and --dtype half: the engine core died "
     "with 'RuntimeError: expected scalar type Half but found BFloat16' -- part of the Llama-4 path in that release "
     "still runs in the checkpoint's native bfloat16, so forcing float16 mixes the two dtypes. Not a memory problem "
     "and not a GPU-capability refusal (vLLM did not reject the flag; a kernel hit the mismatch).",
     "the reply in the thread (liuzijing2014, 2025-04-15): 'Scout has dtype of bf16: "
     "https://huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct/blob/main/config.json#L54. Try \"auto\"?' -- "
     "i.e. drop --dtype half / use --dtype auto (bfloat16); the issue is closed. The author's answer to it is not "
     "visible in what the search returned.",
     release="0.8.3", gpu="not shown in the visible part of the thread (collect_env cut off)", gpus=8,
     command="python -m vllm.entrypoints.openai.api_server --model meta-llama/Llama-4-Scout-17B-16E-Instruct "
             "--tensor-parallel-size 8 --dtype half",
     forbidden=[{"flag": "--dtype", "value": "half"}, {"flag": "--dtype", "value": "float16"},
                {"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the bug section of the issue body as the search excerpt shows it (the author's sentence, command "
          "and the one error line; the collect_env block above is dropped). Judgement calls: (1) kind and cause "
          "dtype_unsupported -- the message is a kernel-level dtype mismatch (RuntimeError), not vLLM's own "
          "'Bfloat16 is only supported...' refusal; the closest label is dtype_unsupported (this model in this "
          "release does not run in float16). (2) The fix is the replier's suggestion ('Try \"auto\"?'); the thread "
          "is closed but the author's confirmation could not be read, so it is recorded as the suggested fix. "
          "(3) numbers: only tensor_parallel_size 8 is printed (in the command). (4) The GPU model is not visible; "
          "if the user's cards could not do bfloat16 the real answer would be 'this model needs bf16-capable GPUs', "
          "which still forbids --dtype half.")

if __name__ == "__main__":
    BATCH.write()
