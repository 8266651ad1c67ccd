"""Round-513 blind batch: vLLM start-up failures reported on the GitHub issue trackers of MODEL VENDORS' own
repositories (OpenGVLab/InternVL, QwenLM/*, deepseek-ai/*, zai-org / THUDM, MiniMax-AI, moonshotai, baidu /
PaddlePaddle ERNIE, Tencent-Hunyuan, ByteDance-Seed, openbmb/MiniCPM*, microsoft Phi, mistralai, ibm-granite, allenai,
NVIDIA Nemotron, rednote-hilab / studio-dots-ai dots, stepfun-ai, XiaomiMiMo, inclusionAI, meituan-longcat); collected
by helper wild513 and NOT graded by the collector. A HELD-OUT measurement: graded once, on the final code, and nothing
is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

RESULT: 0 cases. The slice is mined out for what the search tools can reach: of the roughly 70 vendor-repository threads the
39 look-ups surfaced, every one that carried a verbatim vLLM error AND a cause was already in
/work/coord/USED_SOURCES.txt or named in an earlier round's skip list (rounds 105, 114, 128, 247, 249, 257, 280, 286,
317, 358, 418, 427, 431, 444, 446, 464, 468, 483, 485, 492 cover this slice; round 485 in particular swept the 2025-26
model families - Seed-OSS, Hunyuan, LongCat, Ling, Nemotron-H, Granite 4, MiniMax-M2, Kimi K2 - by name + error text).
The one new in-slice thread with a start-up crash (stepfun-ai/Step-Audio #131) never showed its error line or a reply.

Look-ups: 39 of the 40 allowed (37 ``search`` corpus=issues, 2 ``search`` corpus=docs); none refused. Every candidate
was checked against /work/coord/USED_SOURCES.txt (lower-case "owner/repo #N" and the URL) and against the
tools/wild_cases_round*.py skip lists (grep for "<repo> ... #N") before any further look-up was spent on it.

Sources met, not taken (for the lead):
- Already used (USED_SOURCES.txt / a fixture exists): MiniMax-AI/MiniMax-M1 #21, MiniMax-AI/MiniMax-01 #42,
  PaddlePaddle/ERNIE #1000, QwenLM/Qwen3-VL #35, #51, QwenLM/Qwen3 #16, #295, #458, deepseek-ai/DeepSeek-V2 #83,
  OpenBMB/MiniCPM-V #82, OpenSQZ/MiniCPM-V-CookBook #72, zai-org/GLM-V #204, OpenBMB/XAgent #379, QwenLM/Qwen-Agent #344,
  NVIDIA-AI-Blueprints/bring-llms-to-nim #7; out of slice but also used: xusenlinzy/api-for-open-llm #225, #259,
  basalam/product-catalog-generator #10, modelscope/ms-swift #3907, vllm #20712.
- Named in earlier rounds' skip lists (not re-spent): studio-dots-ai/dots.ocr #3, #44; ByteDance-Seed/seed-oss #4,
  #18; MiniMax-AI/MiniMax-M2 #84; mistralai/mistral-finetune #93; XiaomiMiMo/MiMo-VL #11; OpenGVLab/InternVL #1059,
  #1173, #1175 (the docs corpus holds a rendered github.com copy of #1175 with the full description - a commenter says
  vllm==0.10.1.1 resolves it - but it stays a named skip); QwenLM/Qwen3-VL #1204, #348, #1589; QwenLM/Qwen3 #1440;
  QwenLM/Qwen2.5-Omni #239; QwenLM/Qwen3.8 #64; OpenBMB/MiniCPM #313; OpenBMB/MiniCPM-V #765, #794, #950;
  OpenSQZ/MiniCPM-V-CookBook #107; zai-org/GLM-V #241; zai-org/GLM-4 #381; stepfun-ai/Step3-VL-10B #11;
  deepseek-ai/DeepSeek-OCR #195; deepseek-ai/DeepSeek-V3 #1012; Tencent-Hunyuan/Hunyuan-MT #37, HunyuanOCR #14, #15,
  #18, Tencent-Hunyuan-Large #19; Tencent/AngelSlim #61; meituan-longcat/LongCat-Flash-Chat #32 (MTP 'Following
  weights were not initialized from checkpoint: {'lm_head.weight'}' on H20, open, no answer).
- New, not taken:
  - stepfun-ai/Step-Audio #131 (vLLM 0.7.2 docker, Step-Audio-Chat with -tp 6 on L20s and the custom
    OPTIMUS_LIB_PATH flash-attention library, 'nccl加载后crash', closed): three look-ups reached only the command, the
    env block and the log up to 'Worker ready; awaiting tasks' - the crash line and any reply never came into view.
  - stepfun-ai/Step-Audio #102 (Step-Audio-Chat on the stepfun vLLM branch, '最后还是失败了': no error text stored).
  - OpenBMB/MiniCPM-V #361 (MiniCPM-V-2 on OpenBMB's vllm fork, 'list' object has no attribute 'to' while running the
    example - an inference-time error with no log; the maintainer's answer is a re-uploaded HF repo).
  - OpenGVLab/InternVL #225, #809 (InternVL's own model_worker with a screenshot; a context-length question).
  - PaddlePaddle/ERNIE #1005 (transformers AutoProcessor, not vLLM).
  - stepfun-ai/Step-Audio2 #8 (segfault in the transformers example, not vLLM), #72 (engine-step failure while
    serving, not start-up).
  - deepseek-ai/DeepSeek-R1 #334 (wrong outputs past ~18K tokens, not a start-up failure), #354 (sizing question).
  - QwenLM/Qwen3-Coder #174, #398 (fine-tuning OOM, not vLLM).
  - HF discussions met in the docs corpus (out of this GitHub slice): inclusionAI/Ling-3.0-flash-fp8 #8 ('Engine core
    initialization failed' on 2x RTX 6000 Pro Blackwell, vLLM 0.25.1.dev, root error not in the excerpt).

Judgement calls for the lead:
1. A zero-case round: rather than take a thread whose error line or cause was not in the stored text (Step-Audio #131)
   or one already named in a skip list (InternVL #1175, whose full description is now reachable in the docs corpus),
   the round files none. If the lead wants this slice revisited, the docs corpus's rendered github.com issue pages
   ("Skip to content ... Description") may hold full descriptions of vendor threads that earlier rounds gave up as
   "error line not in the stored chunk" - those are all named skips, so re-opening them is the lead's call.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round513-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out; the one new start-up thread lacked the error text and a cause).

if __name__ == "__main__":
    BATCH.write()
