"""Round-271 blind batch: NON-memory vLLM start-up failures from vLLM's own tracker, issue numbers 1-10000 only
(config refusals, unsupported model/quantization/dtype/GPU, tokenizer, Ray/NCCL, version mismatches); collected by
helper wild271 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round271-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only (the search tool's stored excerpt
of it). Excerpts are the text as the source shows it; where lines in between were dropped the note says so; the
authors' fix is left out of the excerpt.

Look-ups: 9 answered, all ``search`` with corpus=issues (no find_string, read_file, find_files or fetch answered).
After the ninth, the tool refused every further call ('the search budget for this session is used up'): three more
``search`` calls and one ``find_string`` were refused, and one ``find_string`` was rejected for a string over 50
characters. The brief allowed 45; the tool's own session limit stopped the round far earlier, at about 07:15 UTC.
**Short of the 4-10 asked: 2 cases.**

Sources given up (for the lead, not cases):
- Already used (grep -F on USED_SOURCES.txt): vllm #1488 (AWQ on V100, capability 70 < 75), #600 (BaichuanForCausalLM).
- Error text not reached in the stored excerpt (the excerpt stops inside the traceback) and no look-ups left to read
  further: vllm #2074 (Mixtral AWQ under AsyncLLMEngine with Ray, Dec 2023), #2251 (Mixtral-8x7B AWQ, TP 4, fails in
  vLLM only), #1784 (13B AWQ api_server, Nov 2023), #985 (Baichuan2 on vllm 0.1.5, RuntimeError cut off), #1247
  (Mistral AWQ 'Quantization is not supported', the body is cut before the error line and the answer; the same
  refusal is taken from its twin #1360).
- No error text, or no stated fix: vllm #2010 (Baichuan2 on 0.2.1, a question), #1459 (Baichuan2, errors as
  screenshots), #4639 (Ray worker_use_ray TP>1 pending forever: a hang, no error), #2826 (Ray cluster hang),
  #7699 (multi-node NCCL error with no message), #7896 (NCCL unhandled cuda error, fix not in the excerpt), #963 and
  #1431 (Pascal support questions, no failing launch). Out of slice: QwenLM/Qwen #913 (V100 bf16, not vLLM's
  tracker), #1028; vllm #5566 (gptq_marlin, 2024-06) was next in line but its excerpt stops before the error.

Judgement calls for the lead (the cases' notes say more):
1. vllm #1360: the error is quoted inline in the issue's prose, not pasted as a log. Kind/cause vllm_check_failed,
   following the earlier BLOOM case vllm-1711 (same per-model quantization refusal, fixed by the next release).
2. vllm #569: new label tokenizer_load_failed (no existing label covers vLLM's own 'Failed to load the tokenizer'
   refusal); the fix is half-stated (maintainer's --tokenizer swap, then the author's terse 'download the latest
   code', cut off in the stored excerpt).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round271-blind")
case = BATCH.case

# ------------------------------------------------- vllm #1360: Mistral AWQ on the PyPI release -> quantization not supported
case("vllm-1360-mistral-awq-quantization-not-supported-pypi-release",
     "https://github.com/vllm-project/vllm/issues/1360",
     "Using the current release version, Mistral models cannot be used with VLLM, getting the error 'ValueError: "
     "Quantization is not supported for <class 'vllm.model_executor.models.mistral.MistralForCausalLM'>'.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "October 2023: the PyPI release of vLLM (0.2.0) kept a list of model classes that support quantization and "
     "MistralForCausalLM was not on it, so a Mistral AWQ checkpoint was refused before loading; support had been "
     "merged on main after the release (PR #1278) but the user could not build from source.",
     "maintainer-side answer (casper-hansen): '#1346 looks to be underway for release today.' -- i.e. upgrade to the "
     "next vLLM release (0.2.1), which ships quantization for MistralForCausalLM",
     release="not stated (the PyPI release current on 2023-10-15, i.e. 0.2.0)",
     gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="The excerpt is the issue body's error sentence as stored (the error is quoted inline, not a pasted log; "
          "the request to release is cut). Kind/cause vllm_check_failed follows the earlier BLOOM case "
          "vllm-1711-bloomz-3b-awq-quantization-not-supported (same refusal, fixed by a newer release); "
          "a release-mismatch cause would be the alternative reading.")

# ------------------------------------------------- vllm #569: merged Ziya-LLaMA-13B, tokenizer fails to load (v0.1.x)
case("vllm-569-ziya-llama-13b-merged-failed-to-load-tokenizer",
     "https://github.com/vllm-project/vllm/issues/569",
     "Traceback (most recent call last):\n"
     "  File \"src/inference_sft3.py\", line 25, in <module>\n"
     "    main()\n"
     "  File \"src/inference_sft3.py\", line 14, in main\n"
     "    llm = LLM(model=\"/dev/shm/LLaMA-Efficient-Tuning/output/ziya_llama_13b_merged\")\n"
     "  File \"/home/house365ai/anaconda3/envs/vllm/lib/python3.8/site-packages/vllm/entrypoints/llm.py\", line 62, in __init__\n"
     "    self.llm_engine = LLMEngine.from_engine_args(engine_args)\n"
     "  File \"/home/house365ai/anaconda3/envs/vllm/lib/python3.8/site-packages/vllm/engine/llm_engine.py\", line 154, in from_engine_args\n"
     "    engine = cls(*engine_configs,\n"
     "  File \"/home/house365ai/anaconda3/envs/vllm/lib/python3.8/site-packages/vllm/engine/llm_engine.py\", line 80, in __init__\n"
     "    self.tokenizer = get_tokenizer(\n"
     "  File \"/home/house365ai/anaconda3/envs/vllm/lib/python3.8/site-packages/vllm/transformers_utils/tokenizer.py\", line 42, in get_tokenizer\n"
     "    raise RuntimeError(err_msg) from e\n"
     "RuntimeError: Failed to load the tokenizer. If you are using a LLaMA-based model, use "
     "'hf-internal-testing/llama-tokenizer' instead of the original tokenizer.",
     "tokenizer_load_failed", {}, "tokenizer_load_failed",
     "July 2023 (vLLM 0.1.x): a Ziya-LLaMA-13B checkpoint merged by LLaMA-Efficient-Tuning was loaded with "
     "LLM(model=...); vLLM's get_tokenizer could not build the checkpoint's own tokenizer (the Ziya/LLaMA tokenizer "
     "files of the merged output) and raised its generic 'Failed to load the tokenizer' error before any GPU work.",
     "maintainer (zhuohan123): 'Please try `--tokenizer hf-internal-testing/llama-tokenizer` as the error message "
     "suggested if you are using LLaMA-based models.'; the author's reply as stored: '@zhuohan123 下载最新代码' "
     "(downloaded the latest code) -- the thread as stored does not show which of the two settled it",
     release="not stated (July 2023, a 0.1.x release; Python 3.8)",
     gpu=None, gpus=None,
     command='LLM(model="/dev/shm/LLaMA-Efficient-Tuning/output/ziya_llama_13b_merged")',
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the issue body's traceback as stored, whole. New label tokenizer_load_failed (kind and cause): "
          "LABELS.txt has no label for vLLM's own 'Failed to load the tokenizer' refusal (the tokenizer-attribute "
          "cases in the fixtures are transformers version mismatches, which this thread does not show). The fix is "
          "half-stated: the maintainer's suggested --tokenizer swap, then the author's terse Chinese reply "
          "('download the latest code'), whose continuation the stored excerpt cuts off.")

if __name__ == "__main__":
    BATCH.write()
