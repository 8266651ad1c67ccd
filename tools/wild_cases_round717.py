"""Round-717 blind batch: MIRRORS OF GITHUB ISSUES OF PROJECTS THAT RUN vLLM (not vllm-project/vllm itself) in the
pages corpus -- stepcodex.com, github.<mirror> hosts (github.meowingcats01.workers.dev, github.mmc99.top, g.yxqyang.asia,
github-users.yhajoa.workers.dev, gitmemories.com, gh.p.csz.net, git.liuyihu.com, github.cotory.com, ...) and the gitcode /
csdn 'problem analysis' articles that retell one GitHub issue of Xinference, LLaMA-Factory, verl, OpenRLHF, ms-swift,
FastChat, Qwen, DeepSeek, vllm-ascend, sglang-vs-vllm comparisons; collected by helper wild717 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round717-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only, with the fix left out of the excerpt.

RESULT: 0 cases. The slice is MINED OUT (or was never stocked) in the stored pages corpus.

Look-ups: 44 of the 50 allowed: 37 ``search`` corpus=pages and 7 ``search`` corpus=issues (the latter only to find the
original GitHub thread behind a gitcode retelling and to read whether its stored text holds the error line and a
fix); no read_file / find_string / find_files / find_repos / fetch.

How mined the slice is:
- The pages corpus answers queries about these projects almost only with documentation-like or SEO material:
  leeroopedia.com 'Environment:' / 'Heuristic:' pages (verl, OpenRLHF, FastChat, open-instruct), deepwiki.com /
  mintlify.wiki overviews (LLaMA-Factory, ms-swift, verl), readthedocs (Xinference backends), errornotes.dev,
  theneuralbase, fixdevs, aitoolsguidebook, errorcanon, plsevery, smartasking, the mynw / 0539edu / scrxy / bjdmk /
  maplevalley / nshx / tjhnrl / jishuzhan farms ('避坑指南' articles with invented logs), adg.csdn.net.
- The github.<mirror> hits for these projects are pull requests, not user reports: verl PR #1911 (github.mmc99.top),
  #1138 (g.yxqyang.asia), #4280 (github.meowingcats01.workers.dev), #6459 (github.pluskevin.com), #4876 (git.liuyihu.com), #1105
  (gitlite.zycloud.tk); vllm-ascend PR #4768; a few issues without a vLLM error line (verl #5568 on
  github-users.yhajoa.workers.dev: a mesh / parallelism analysis, no failure text; verl #4246 on gitmemories.com: verl's
  own 'RuntimeError: no running event loop' in its ZMQ init, not vLLM's; menloresearch/verl #2, alibaba/ChatLearn #197
  on github.cotory.com: questions). No stepcodex.com page for a non-vLLM repository came back to any query.
- The gitcode (blog.gitcode.com) / csdn (blog.youkuaiyun.com/gitblog_*) 'problem analysis' digests do retell single
  GitHub issues, but as AI-written summaries that quote at most a fragment of the error and never name the issue
  number; each one found was either already used, request-time, or its original thread's stored text lacks the error
  line or the fix (details below).

Sources given up (for the lead, not cases):
- Already used / skip-listed originals behind a retelling: xusenlinzy/api-for-open-llm #225 (gitcode digest 'vllm启动
  server.py时KV缓存不足', the 8192-vs-4512 KV message; used); OpenRLHF #233 (gitcode digest 'No supported device
  detected' with vLLM main vs 0.3.2; used); huggingface/trl #2816 (gitcode digest 'is_async_output_supported is not
  implemented', GRPO on vLLM 0.7.2; skip-listed in rounds 299 / 380 for a cut chunk); QwenLM/Qwen V100 bf16 digest and
  netease-youdao/QAnything V100-PCIE-16GB bf16 digest (QAnything #128 used; Qwen's V100 bf16 threads used, #913 etc.).
- Original found, error line or fix not in the stored text: xorbitsai/inference #3062 (Xinference 1.2.1 / vLLM
  0.6.4.post1, '--enable-auto-tool-choice' / '--tool-call-parser' passed through ``xinference launch`` into vLLM's
  AsyncEngineArgs; the stored description stops at '--model-engine', no answer stored; claimed by this round and NOT
  written -- free for a later round that can reach the rest of the thread); xorbitsai/inference #2964 (Xinference in
  Docker: 'AsyncEngineArgs.__init__() got an unexpected keyword argument 'n_gpu_layers'' -- a llama.cpp option handed
  to the vLLM engine; error line stored, no answer stored; claimed, NOT written); xorbitsai/inference #2881 ('--tensor-
  parallel-size' typed as an extra-parameter key in the Xinference UI -> 'AsyncEngineArgs.__init__() got an unexpected
  keyword argument '--tensor-parallel-size''; error line stored, open, no answer stored; not claimed).
  Already used / skip-listed in the same Xinference family: #2968, #3469, #4648, #4196, #2525, #2900, #884, #3135,
  #4229, #4141.
- Not a start-up failure / not vLLM's message: modelscope/ms-swift #4234 (gitcode digest 'Swift项目GRPO训练中vLLM调度器
  AssertionError': V0 scheduler's bare ``assert len(running_scheduled.prefill_seq_groups) == 0`` during GRPO
  evaluation with async_generate=true; fixed in ms-swift by requiring vllm_mode=server for async generation; a trainer
  concurrency bug mid-training, and the stored chunk is the training log before the traceback); ms-swift #4418 (vLLM
  'Forward context is not set' in GRPO eval, same family); Xinference digests on 'No available slot found for the model'
  (Xinference's own scheduler), 'Engine core initialization failed' with VLLM_USE_V1=0 as the fix (root cause not in
  the retelling), max_model_len for deepseek-r1-distill-qwen-32B (no error text), Qwen2.5-VL 'Unknown part type: image'
  and 403 (request-time client errors), LLaMA-Factory LoRA via native vLLM (usage), Llama Stack 'out of token budget'
  (client adapter); jishuzhan.net Xinference 'Remote server unixsocket ... closed' (swap exhaustion; Xinference's
  message, an AI-styled column); verl '避坑指南' farm articles (invented logs).

Judgement calls for the lead:
1. No case was written rather than writing one from a gitcode / csdn AI summary: those digests paraphrase the error
   (often translated) and never carry the reporter's pasted log, so an excerpt 'as the stored text shows it' would be
   the digest's prose, not vLLM's output.
2. The Xinference 'AsyncEngineArgs.__init__() got an unexpected keyword argument' family (#3062, #2964, #2881) is the
   only live seam the round reached: the wrapper forwards every extra key to vLLM's AsyncEngineArgs, so server-only
   flags (enable-auto-tool-choice), CLI spellings with dashes ('--tensor-parallel-size') and other engines' options
   (n_gpu_layers) all fail the same way. A later issues-corpus round that can reach the answers could take one of them
   (earlier rounds labelled the unexpected-keyword family dependency_version_mismatch, which fits a version gap but
   not these misuse cases).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round717-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
