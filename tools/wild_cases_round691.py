"""Round-691 blind batch: SAFETY, GUARD, REWARD and RED-TEAMING TOOL-CHAINS THAT SERVE MODELS WITH vLLM, from their OWN
trackers (NeMo-Guardrails, garak, PyRIT, promptfoo, inspect_ai, HarmBench, llm-guard, WildGuard, Llama Guard /
ShieldGemma / Qwen3Guard / granite-guardian deployments, reward-model and PRM serving repos such as RewardBench,
Skywork-Reward, OpenRLHF-style RM servers), 2024-2026: vLLM failing at start-up or at the first requests because of the
launch; collected by helper wild691 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round691-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation would have been written from the
source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the
excerpt. Every source was checked against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists
before it was spent on.

**Result: 0 cases.** Look-ups: 35 of the 35 allowed (33 ``search`` corpus=issues, 1 ``read_file`` that found nothing --
issues are not files --, and the 35th ``search`` spent on the only fresh candidate, mlcommons/modelbench #981, to look
for its log; it has none). No case met the bar (vLLM's own error text in the stored thread AND a cause / fix in the
thread).

How mined the slice is: for the REWARD-model half the slice is mined out -- rounds 132, 324, 386, 476 and 615 took or
skip-listed every reward / PRM thread the searches return (vllm #11231, #12791, #30312, #10444, #25840, #12198,
LlamaFactory #9540, verl #6584, reward-bench #165, ncsoft/offsetbias #2). For the SAFETY / GUARD / RED-TEAMING half
the trackers hold almost no vLLM launch failures: these tools call a model over an OpenAI-compatible HTTP endpoint
(garak, PyRIT, promptfoo, NeMo-Guardrails, guardrails-ai, llama-stack shields, TrustyAI), so their threads carry the
tool's own HTTP / config errors, not vLLM's; the few that start vLLM themselves (WildGuard, inspect_ai) were used in
rounds 323 / 476 / 578 / 585 / 595 / 609. The guard-model launch failures that do exist (Llama-Guard-3-1B, ShieldGemma,
Llama-Guard-4, Qwen3Guard) sit on vLLM's own tracker and were used in earlier rounds (vllm #9294, #7084).

Sources given up (for the lead, not cases):
- Already used or skip-listed: allenai/wildguard PR #1 (spawn 'bootstrapping phase' RuntimeError avoided with
  ephemeral_model=False; round 578 gave it up: maintainer could not reproduce, cause not pinned); allenai/reward-bench
  #165 (round 476); UKGovernmentBEIS/inspect_ai #2547, #1799, #1809, #1869, PR #1707; vllm #11231, #12791, #30312,
  #10444, #9294, #7084, #12198, #25840; LlamaFactory #9540 and verl #6584 (rounds 324 / 386); ncsoft/offsetbias #2.
- No vLLM error text in the stored thread: mlcommons/modelbench #981 ('Set up VLLM running on bare metal', the
  MLCommons AILuminate safety benchmark serving Llama Guard 3 with vLLM 0.8.2: the maintainer's own notes say 'LG3
  works if you set a lower max model length (I tested 65,535). The default of approx 130,000 runs out of memory on
  startup', and 'Llamaguard 3 with LoRA doesn't work yet'; cause and fix are stated, but no vLLM line is pasted --
  claimed in CLAIMS.txt, not written); openguardrails/AgentTrustBench #17 (OpenGuardrails-Text-2510 served with
  `vllm serve ... --api-key ... --max-model-len 8192`, the first /v1/chat/completions answers '503 Service
  Unavailable'; no vLLM log and no cause in the stored thread -- a 503 is more likely a proxy than vLLM).
- Not vLLM's message / not a launch failure: NVIDIA/garak #1366, #474, #1166 (garak's own generators: ggml, ollama);
  microsoft/PyRIT #298 (NameError in the user's script); guardrails-ai/guardrails #1276 (hosted remote inference 500);
  NVIDIA-NeMo/Guardrails #255 (transformers OOM in a HuggingFace pipeline, not vLLM), #919 / #918 (Azure config);
  ogx-ai/llama-stack-apps #87, #86, #89 and ogx-ai/ogx #502, #102, #4189 (llama-stack shield registration / provider
  errors, meta-reference OOM); aiverify-foundation/moonshot #418 (firewall); allenai/wildguard #3 (transformers path,
  a vLLM import warning only); OpenRLHF #1123 (remote RM hangs, transformers server), #192, #450, #675; NovaSearch
  RAG-Retrieval #109; sgl-project/sglang #9743 (Llama-Guard-4 on SGLang, not vLLM); QwenLM/Qwen3Guard #25 (usage
  question); vllm-project/semantic-router #626 (feature request).
- PRs without a failing launch: NVIDIA-NeMo/Guardrails PR #1118 (bump of the Llama Guard example's vLLM to 0.8.3 for a
  security advisory), whitecircle/circle-guard-bench PR #13, wandb/launch-jobs PR #70 (better inspect_ai message on
  vLLM start-up failure; no pasted failure in the stored text), SkyworkAI/skywork-o1-prm-inference PR #1,
  allenai/reward-bench PR #113 / #192, opea-project/GenAIExamples PR #1815 (TGI -> vLLM for the guardrail service).
- Nothing usable reached for llm-guard, HarmBench, promptfoo, JailbreakBench / StrongREJECT / SORRY-Bench,
  SALAD-Bench / MD-Judge, granite-guardian, ShieldGemma's own trackers, Skywork-Reward's own trackers.

Judgement calls for the lead:
1. mlcommons/modelbench #981 is the one fresh source in the slice with a stated cause (the default max_model_len of
   Llama Guard 3, ~131072, runs vLLM 0.8.2 out of memory at start-up; --max-model-len 65535 fixed it). It was NOT
   written because no vLLM text is stored (only the maintainer's prose 'runs out of memory on startup'), so neither
   the message kind nor which memory label applies (the KV cache too small for the length vs an OOM at start-up) can
   be read from the thread; the fix the thread names is a lower --max-model-len. Left to the lead.
2. Later rounds on this slice should not expect yield from the issues corpus; the only unexplored angle is committed
   logs / notebooks in guard-benchmark repositories (corpus=code or find_string on 'Llama-Guard' next to vLLM error
   lines), which this round had no look-ups left for.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round691-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
