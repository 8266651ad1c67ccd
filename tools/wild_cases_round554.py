"""Round-554 blind batch: vLLM start-up failures pasted on the vLLM FORUM (discuss.vllm.ai, Discourse: General,
Installation, Hardware / Model support, the Chinese category, RunLLM-bot answers and maintainers' replies), collected
by helper wild554 and NOT graded by the collector. **0 cases**: nothing new in the slice could be reached, and no
case was padded in from other slices. This file writes no fixture; it records the look-ups so that later rounds do
not spend theirs on this slice again.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 27 of the 35 allowed, all ``search`` (12 corpus=pages, 15 corpus=docs); none refused; no read_file,
find_string, find_files, find_repos or fetch. Collecting stopped at 27 because every one of the 27 queries had
returned only sources already in USED_SOURCES.txt or in earlier rounds' skip lists.

How the forum is stored (for the lead and later collectors):
- The DOCS corpus stores discuss.vllm.ai threads under their topic title (e.g. t/2601 'Install using
  --torch-backend=cu129 but try to import cu13', found by the query 'Installation - vLLM Forums libcudart.so
  ImportError after pip install vllm'). The PAGES corpus stores some answer pages (t/2420/2, t/2724), whose text is
  the RunLLM bot's answer ('... Hint: Mention @RunLLM in the post for followups.').
- Only five forum threads came back in this round, all already taken or given up: t/2420 (used), t/2724 (used),
  t/2601 (used; its stored chunk stops before the error), plus forum.beginner.center t/2597 (a mirror of a forum
  answer, answer only, a skip since round 113). Earlier rounds also named t/2584, t/2674, t/1602, t/1354/12, t/2462
  and t/357.
- Queries tried, none of which reached a new forum thread: forum name plus error wording ('No available memory for
  the cache blocks', 'Engine core initialization failed', 'max seq len ... KV cache', 'To serve at least one request
  ... KV cache is needed', 'Free memory on device ... less than desired', 'Failed to infer device type', 'CUDA out of
  memory ... tensor parallel'); category names ('vLLM Forums General', 'Installation - vLLM Forums'); Discourse page
  chrome ('Skip to main content'); the RunLLM bot's phrasing ('Would you like more detail? Sources:', 'Hint: Mention
  @RunLLM ...'); question-style titles (TP=2 worker dies, Qwen3.5 on RTX 5090, gpt-oss-120b on A100/L40S, ROCm
  MI300X HIP error, V100/T4 after upgrade, two instances on one GPU, --enable-lora rank, multi-node Ray PP=2,
  DGX Spark GB10 sm_121); the Chinese category ('vllm serve 启动失败 报错 求助 显存 KV cache 不足'). The pages corpus
  answers them with AI-written explainers (errornotes.dev, runlocalai, fixdevs, theneuralbase, aimadetools,
  runaihome / its dev.to copy, gigagpu, intranet.presrite, openillumi, velog js03210) and a cloudzsexy spam page
  titled after a forum topic ('Vllm Worker Model Runner Py的执行条件 General Vllm Forums').

Sources given up (for the lead, not cases); every one was checked with grep -iF against USED_SOURCES.txt and the
round files' skip lists before anything else was done with it:
- Already used (USED_SOURCES.txt): discuss.vllm.ai t/2420/2, t/2724, t/2601; intel/llm-scaler #424; HF
  swiss-ai/Apertus-8B-Instruct-2509 #8, ModelCloud/Mistral-Nemo-Instruct-2407-gptq-4bit #2; pastebin Vqc9seit;
  hiascend thread 0297203150684400040; HF Spaces bigcomputer/jupyter-agent, affandes/try-zephyr,
  tanosugi/plamo-translate-202508; vllm #13202; feuler/gh200-pytorch #2; juejin.cn 7705716341148155919.
- Named in earlier rounds' skip lists (not opened): forum.beginner.center t/2597 (answer only); HF
  inclusionAI/Ling-3.0-flash-fp8 #8, neuralmagic/Llama-3.2-90B-Vision-Instruct-FP8-dynamic #3,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6, poolside/Laguna-S-2.1-INT4 #3;
  hiascend thread 0250193413724438011; pastebin hEJXAiGj; HF Spaces khaled314/1111, SumJun/llm; vllm #26297, #3764,
  #4969, #30016, #24672 with its fix PR #24762 (round 529 left them to other collectors); NVIDIA developer forum
  t/374812 (two-Spark Ray TP=2 warning); conselara.dev DGX Spark notes.
- Not a vLLM start-up failure or not a report: vllm #30016 (a how-to write-up), PrimeIntellect-ai/verifiers #339
  (NCCL error in a training client, vLLM server itself came up), gist baughmann 9d7158c9 (2024 engine_use_ray Ray
  resource request, no vLLM error), Red Hat solution 7120340 (subscriber-only, no log), the DGX Spark / GB10
  blogs (build guides, no pasted failure), the AI-written explainers above.

Judgement calls for the lead:
1. The slice is exhausted as far as these corpora reach: the forum holds few pages here, and rounds 100, 113, 129,
   145, 404, 415, 424, 444, 526 and 542 already took or gave up every forum thread this round met. A later round
   should not be given this slice again unless the corpora are refreshed.
2. Nothing from other slices was taken in its place: every non-forum lead the forum queries brought up was already
   used or named in a skip list (above), so there was nothing new to bring back from outside the slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round554-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
