"""Round-711 blind batch: QWEN'S SECONDARY REPOSITORIES (QwenLM/Qwen-Agent, Qwen2.5-Coder, Qwen3-Coder, Qwen2.5-Math,
Qwen3-Embedding / Qwen3-Reranker, Qwen3-ASR, Qwen2-Audio, Qwen2.5-Omni second cut, QwQ, Qwen3-VL-Embedding), 2024-2026:
vLLM refusing to start these models or refusing their first requests because of the launch (tool-call parser,
reasoning parser, rope scaling / YaRN for long context, pooling runner / task, hf-overrides); collected by helper
wild711 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round711-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is MINED OUT for this search tool: every thread the searches returned that shows vLLM's own error line for
one of these models and a conclusive cause was already in /work/coord/USED_SOURCES.txt or named in an earlier round's
skip list (rounds 66, 80, 126, 132, 133, 280, 286, 291, 324, 355, 359, 375, 376, 386, 435, 468, 480, 562, 569, 570,
598, 603, 613, 621, 623, 650, 666, 678, 691), and the few new threads had no error line in the stored text or no
cause. Quality over count: no thin case was forced in.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); every expectation would have been
written from the source thread only, with the fix left out of the excerpt. Every source was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before it was spent on.

Look-ups: 29 of the 35 allowed: 27 ``search`` (25 corpus=issues, 2 corpus=pages; two of them only looked for a
thread's answer, which was not stored), 1 ``read_file`` (QwenLM/Qwen3-Embedding issues/24: "no file", issues are only
readable through search excerpts), 1 ``find_string`` ("invalid tool call parser: qwen3_coder": one hit, a test fixture
of some launcher script, no real report). No find_files, find_repos or fetch.

Cases: none.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): gpustack #2170, #2193 (fixture); vllm #21614, #35603, #18516, #15754, #18538;
  FoundationAgents/OpenManus #331; datawhalechina/self-llm #459; vllm-project/recipes #51; vllm-ascend #6471;
  coze-dev/coze-studio #484; mem0ai/mem0 #3101; QwenLM/Qwen3-Embedding #1, #88, #89; Qwen3-ASR #74; Qwen-Agent #110,
  #344; Qwen2.5-Omni #131, #288, #299, #302; Qwen3-Coder #461; Qwen3-VL-Embedding #21.
- Named in earlier rounds' skip lists (not re-opened): QwenLM/Qwen3-Embedding #12, #24 (rounds 280, 376, 570, 598, 650:
  'no attribute pooler' at the first /rerank on V0 with --task score and no hf_overrides; open, no fix stored -- the
  fix is only in vLLM PR #19260's example, hf_overrides Qwen3ForSequenceClassification + classifier_from_token +
  is_original_qwen3_reranker), #85, #140, #188 and vllm #23435 / agentscope #1831 (round 623 / 666: the matryoshka
  refusal, same class as coze-studio-484 and qwen3-embedding-88); QwenLM/Qwen3-Coder #537 and its twin vllm #26561
  (rounds 468, 621, 678: hermes_tool_parser JSONDecodeError on Qwen3-Coder-30B-A3B at requests; no answer stored);
  vllm #34322 / vllm-ascend #6561 (round 621: qwen3_coder parser IndexError at requests with the right parser);
  vllm PR #28900 (round 678, docs fix qwen3_xml -> qwen3_coder); QwenLM/Qwen3-ASR #35 (round 375: vLLM 0.14.0 image,
  traceback cut; the answer in the thread is 'use qwen-asr-serve, not vllm serve'); Qwen2.5-Omni #63, #117, #132, #274,
  #290, #374; HumanMLLM/HumanOmniV2 #2 (round 280); vllm #12198 (round 386, 691: PRM error only as an image), #11446
  (rounds 562, 650, 670), #10293 (rounds 133, 569, 603: a transformers YaRN warning, no launch death), vllm #17609
  (rounds 126, 435, 451), vllm-ascend #13446 (round 650), #2123, #5549 (rounds 132, 280, 291, 598), gpustack #2617,
  #4391; vllm #21706, #43061, #43062, #19250, #12168, #8461.
- New, but no vLLM error line in the stored text or no cause: QwenLM/Qwen3-ASR #15 (vLLM + FlashAttention2 on
  Qwen3-ASR: the stored chunk is qwen3.py / qwen2.py __init__ frames and 'Engine core initialization failed', the
  root error is not stored, no answer), QwenLM/Qwen3-Coder #354 (Qwen2.5-Coder-32B-AWQ garbage output at 8k context:
  no error), QwenLM/qwen-code #36 (400 'no body', screenshots), QwenLM/Qwen2-Audio #115 (usage question), vllm
  #20796 (Qwen2-Audio 500 at audio requests; only the description stored), vllm #21544 / #22885 / #17790 (hermes
  parser errors on Qwen3 / Qwen3-Coder at requests, no fix), vllm-ascend #13943 (a docs PR, no user log).
- Out of slice: vllm #25378, #54178, #52997, #17569, #45784 (FP8 block-N TP splits of Qwen3-Next / 3.6 / 3.8 / DSv4),
  THUDM/slime #2019 (SGLang parser names), IQuestLab/IQuest-Coder-V1 #15 (usage question), waybarrios/vllm-mlx #516,
  #47 (vllm-mlx, not vLLM), gpustack #2512 (Ascend MindIE / vLLM-Ascend, no log).

Judgement calls for the lead:
1. 0 cases. The tool-call-parser and pooling / hf-overrides halves of this slice were cut before by rounds 468, 621,
   678 (tool parsers) and 132, 280, 324, 376, 386, 598, 623, 650 (pooling / rerankers / matryoshka); the Omni and
   Qwen2-Audio threads by rounds 66, 80, 280, 286, 359; the YaRN threads by rounds 133, 569, 603. What is left in the
   Qwen secondary trackers is request-time parser noise without an answer, or screenshots.
2. QwenLM/Qwen3-Embedding #24 was CLAIMED in /work/coord/CLAIMS.txt ('qwenlm/qwen3-embedding#24 round711') before the
   skip-list check showed four earlier rounds had given it up; it was not used. The lead may drop that claim line.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round711-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out; the new threads lacked the error text or a conclusive cause).

if __name__ == "__main__":
    BATCH.write()
