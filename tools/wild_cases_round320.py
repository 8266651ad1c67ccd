"""Round-320 blind batch: vLLM start-up failures pasted in QUESTION-AND-ANSWER and FORUM pages (Stack Overflow,
discuss.vllm.ai, NVIDIA developer forums, Reddit r/LocalLLaMA, Zhihu/CSDN/Juejin, Qiita/Zenn), the ``pages`` corpus
first and ``issues`` for follow-ups; collected by helper wild320 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round320-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 48 of the 50 allowed (44 ``search``: 18 corpus=pages, 21 corpus=issues, 5 corpus=code; 1 ``find_string``;
1 ``read_file``; 2 ``find_files``; no ``fetch``). **Short of the 4-10 asked: 1 case.** The slice is barren in the
stored corpora: the ``pages`` corpus holds almost no real question-and-answer or forum threads. Eighteen pages
searches (English, Chinese, Japanese, Reddit/Stack-Overflow/discuss.vllm.ai/NVIDIA-forum phrasings, and the
RunLLM-bot wording discuss.vllm.ai answers use) returned AI-written digests and SEO explainers (errornotes.dev,
runlocalai, gigagpu, aimadetools, fixdevs, theneuralbase, stepcodex issue retellings, errorcanon, openillumi,
wenku.csdn answers, adg.csdn/2048ai retellings), blog build logs, and a spam page; the only forum pages that came
back are already used or hold no error text. So the session turned to ``issues`` (and, late, ``code``/``find_string``
for first-person notes), where nearly every thread with both an error text and a stated fix is already in
USED_SOURCES.txt.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F before spending more): jishuzhan.net 2002605617710694401 (Qwen3-VL-4B, 262144,
  36.00 vs 7.84 GiB); tobias-weiss.org DGX-Spark OOM note; ls1intum/edutelligence #570; pytorch/pytorch #175666;
  ovg-project/kvcached #29, #110; vllm #20305, #17431, #2248, #25837, #7028, #15598, #7593, #946, #3503, #6689,
  #6746, #17327, #17469, #3676, #13510, #1559 (screenshot) ; llm-d-fast-model-actuation #720; vllm-omni #276, #469;
  runpod worker-vllm #40 and PR #35; verl #2594; substratusai/vllm-docker #37; xorbitsai/inference #1804, #1715;
  gpustack #2403; LlamaFactory #4960, #3717, #3347; bespokelabsai/curator #577; NVIDIA-NeMo/RL #259; langchain
  #17906; vllm-project/recipes PR #12 (Qwen3-Coder-480B FP8, 62.00 vs 48.66/55.65 GiB); Peuqui/AIfred-Intelligence
  VLLM_RTX3060_CONFIG.md and VLLM_FIX_SUMMARY.md; pbseiya/vllm-tb250-mining-rig 8192 failure report;
  hzqjgthy/vllm KV-cache note; ray #45739.
- Error text or fix not reachable (the issues corpus shows one chunk of a thread; the chunk with the error or the
  answer never came back): vllm-project/llm-compressor PR #1560 (Phi-3 kv_cache e2e on one A100-80GB, vLLM 0.9.1,
  fixed by setting gpu_memory_utilization explicitly -- the error lines are past the excerpt); huggingface/trl #3788
  (GRPO colocate, hard-coded max_num_batched_tokens vs max_model_len 8192 -- error past the excerpt);
  vllm-omni #363 (Qwen2.5-Omni-3B, util 0.1); vllm #8494 (L40 DeepSeek-V2 FP8 CUDA-graph error, title says
  --enforce-eager works, body only collect_env); rllm-org/rllm #32 (2080 Ti, error cut before the ValueError line);
  LlamaFactory #3387; mudler/LocalAI #1863; pytorch/serve #3365 (V100, ts.llm_launcher ValueError cut off);
  vllm #2565 (Yi-34B-Chat 204800 vs derived 4k -- the error line is past the args dump); modal-examples #1318.
- Screenshot-only error: LlamaFactory #5173 (Qwen1.5-72B, fix vllm_maxlen 2048 -> 1136).
- Not a start-up failure: infiniflow/ragflow #9856 (vLLM came up: 26.13 GiB KV, 570,848 tokens; the failure is in
  ragflow), ms-swift #4893 and open-r1 #645 (request-time length warnings), forum.beginner.center topic 2598 (stored
  page holds only the answer, no error text), Qiita nagayaoh 79a50d327e6124df0c81 (LLM-competition vLLM-on-HPC notes,
  'mmap error -> ulimit -v unlimited'; only the article's opening is stored, the error text could not be reached).
- Could not be pinned to a url (found by find_string, no repository or path in the answer; code search and
  find_files on the named file did not find it): a Gemma-4-31B FP8 PP=2 journal on two RTX 3090 (vLLM 0.21.0,
  33024 -> 3.22 vs 1.95 GiB, estimated 4624, fixed by MML 4096 / going back to TP=2); a 'v20 KV-pool memory
  regression' note (480000 -> 3.57 vs 3.25 GiB, estimated 435968, GMU 0.970); a Traditional-Chinese MI300X note
  (Seed-OSS-36B, 475676 -> 116.13 vs 100.99 GiB, estimated 413632).

Judgement calls for the lead (the case's ``note`` says more):
1. The one case (vllm #16608, Llama-4-Scout with --dtype half on vLLM 0.8.3, TP 8) is labelled kind and cause
   dtype_unsupported although the message is a kernel-level 'RuntimeError: expected scalar type Half but found
   BFloat16' rather than vLLM's own bf16/fp16 refusal; no existing label is closer. The fix recorded is the reply's
   suggestion ('Scout has dtype of bf16 ... Try "auto"?'); the issue is closed but the author's confirmation was
   not visible. It is off the asked slice (a GitHub issue, not a forum page), taken because the slice gave nothing.
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
