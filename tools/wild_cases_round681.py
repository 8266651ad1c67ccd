"""Round-681 blind batch: vLLM start-up failures (and failures at the first requests caused by the launch) in the
trackers of RESEARCH CODE that calls vLLM's Python API: reasoning / RL reproductions (OpenR1, s1, LIMO, Search-R1,
TinyZero, simpleRL-reason, DeepScaleR, rStar, Sky-T1, OpenThoughts, Light-R1, SWE-Gym / SWE-smith, R1-V, Visual-RFT,
VLM-R1) and evaluation suites (LiveCodeBench, BigCodeBench, EvalPlus, MATH / Qwen2.5-Math eval, AlpacaEval, MT-Bench /
FastChat llm_judge, RULER, LongBench, HELMET), 2024-2026; collected by helper wild681 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round681-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 35 allowed (27 ``search`` corpus=issues, 1 ``search`` corpus=docs, 1 ``read_file`` that found
nothing: issues are not files). RESULT: the slice is MINED OUT. 1 case, and it is OUTSIDE the slice (see judgement
call 1): free-claude-code #958 (NVIDIA NIM's vLLM refusing thinking_token_budget without --reasoning-config). Every
in-slice thread the search returned was either already in /work/coord/USED_SOURCES.txt, named in an earlier round's
skip list, stored without its error line, or not a vLLM failure. The issues corpus holds few threads of these paper
repositories at all (LiveCodeBench, BigCodeBench, HELMET, RULER, rStar, Light-R1, OpenThoughts, SWE-Gym / SWE-smith,
VLM-R1 / Visual-RFT queries returned no thread of those repositories, or only ones without a vLLM error); the queries
drift to vLLM's own tracker, LlamaFactory, lm-eval and lighteval threads that earlier rounds used.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): OpenCoder-llm #18 (OpenCodeEval / BigCodeBench destroy_distributed_environment
  import), usail-hkust/LLMTSCS #24, MozerWang/Loong #12, GLJS/AudSemThinker #1, davanstrien/uv-scripts-for-ai #14,
  huggingface/trl #4617, arcee-ai/mergekit #524, EvolvingLMMs-Lab/lmms-eval #773, StarsfieldAI/R1-V #133, ms-swift
  #4221, unsloth #2097, gpustack #5438, LlamaFactory #9512, vllm #2847, vllm-omni PR #1397, vllm #18516, vllm #563.
- Named in earlier rounds' skip lists (not re-opened): NovaSky-AI/SkyRL #529 (rounds 531, 660); lmms-eval #726;
  huggingface/open-r1 #518 (round 476), #408 / #288 (rounds 323, 595); lighteval #612; lm-evaluation-harness #1953
  (round 287); THUDM/LongBench #124 (round 323); gensyn-ai/rl-swarm #122 (round 140); WooooDyy/AgentGym-RL #9 (rounds
  321, 515); Marker-Inc-Korea/AutoRAG #1003; vllm #16622; OpenRLHF #358 / #741 (rounds 210, 251, 299); StarsfieldAI/R1-V
  #68 (round 549); QwenLM/Qwen3-VL #794 (round 80); QwenLM/Qwen2.5-Omni #132 (rounds 280, 286, 359); KeplerC/robo2VLM #3
  (round 660); vllm #664 (round 482).
- Error line not in the stored chunk, or no answer stored: NovaSky-AI/SkyThought #111 (a Ray internal module missing
  under ray 2.45.0 with vLLM 0.7.0: Ray's error, not vLLM's, and no answer); SkyworkAI/Skywork-R1V #16 ('something
  like' AttributeError: 'SkyworkChatConfig' object has no attribute 'num_attention_heads' on vLLM 0.8.2, retold in
  prose, no answer stored); VainF/Thinkless #2 (lm_eval's vllm data-parallel path, the stored traceback stops at
  ray.get before the error); NVIDIA/RULER #14 (the vLLM log is an attached file); Hanchenli/vllm-continuum #15
  (VllmModelConfig 'port' TypeError, the chunk stops in collect_env); simplescaling/s1 #95 ('please provide at least
  one prompt' under s1's budget-forcing lm_eval fork: a request-time refusal with no cause pinned down, the reporter
  says another model works); vllm #5861 (ActorDiedError import under ray 2.10: prose only, no traceback).
- Not a vLLM failure: QwenLM/Qwen3 #1060 and QwenLM/Qwen2.5-Math #37 (output quality), modelscope/evalscope #351
  (screenshot), mll-lab-nu/RAGEN #22 (verl's own ZeroDivisionError), verl #393 (a harmless _version warning),
  simplescaling/s1 #117 / #127 / #38 / #45 / #11 (usage questions), hkust-nlp/simpleRL-reason #76 (usage),
  ustc-time-series/Time-R1 #9 (version question), EmbodiedBench #12 / ag2ai/SimpleDoc #1 (client URLs),
  community-scripts/ProxmoxVED #2047 (installer; unknown-env-variable warnings).

Judgement calls for the lead:
1. free-claude-code-958 is OUTSIDE the slice (a Claude-Code-to-NIM proxy, not research code): taken because it was the
   only new thread with a verbatim vLLM error that the search surfaced and its cause is pinned down by the message
   itself. The failure is at the request, caused by how NVIDIA's hosted NIM server for meta/llama-3.3-70b-instruct was
   launched (no --reasoning-config) meeting a client that sends thinking_token_budget. kind / cause vllm_check_failed,
   as round 613 labelled the same message (vllm-pr57830-...-reasoning-config-not-configured). The maintainer's fix is
   only 'Fixed' (no detail stored): presumably the proxy stopped sending thinking_token_budget to that model. The user
   cannot relaunch NIM's server, so a launch-flag fix (--reasoning-config) applies only to whoever runs the server;
   no release, GPU or command is in the thread. The lead may prefer to drop it as off-slice.
2. Zero in-slice cases: the slice (paper / project repositories' trackers) is mined out as far as the issues corpus
   reaches; further rounds on it are not worth their look-ups.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round681-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- free-claude-code #958: NIM llama-3.3-70b-instruct -> thinking_token_budget set but reasoning_config not configured
case("free-claude-code-958-nim-llama-33-70b-instruct-thinking-token-budget-reasoning-config-not-configured",
     "https://github.com/Alishahryar1/free-claude-code/issues/958",
     "nvidia nim's llama-3.3-70b-instruct fails to initiate because of wrong config\n"
     "\n"
     "it errors out with:\n"
     "\n"
     "Upstream provider NIM returned an error.\n"
     "Category: internal_server_error\n"
     "Mapped message: Provider API request failed.\n"
     "\n"
     "Upstream error:\n"
     "{\"message\":\"ValueError: thinking_token_budget is set but reasoning_config is not configured. Please set "
     "--reasoning-config to use thinking_token_budget.\",\"type\":\"internal_server_error\",\"code\":500}\n"
     "\n"
     "Request ID: req_bb615cdad5e4\n"
     "\n"
     "please fix this",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The proxy sent requests carrying thinking_token_budget to NVIDIA NIM's hosted meta/llama-3.3-70b-instruct, whose "
     "vLLM server was launched without --reasoning-config (a non-reasoning model); vLLM refuses the request because the "
     "thinking budget needs a reasoning configuration (the message itself; a second user saw it with several models).",
     "Maintainer Alishahryar1 (2026-07-03): 'Fixed', no detail stored; per the message, either the client stops "
     "sending thinking_token_budget for this model or the server is launched with --reasoning-config (not possible "
     "for NIM's hosted endpoint). Not confirmed by the reporter in the stored text.",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue's title and description as stored; the 'same issue' and 'Fixed' comments are left out. "
          "A request-time refusal caused by the launch's reasoning settings (NVIDIA NIM, vLLM inside), not a start-up "
          "crash; no vLLM release, GPU or launch command is in the thread. Outside round 681's slice (see the "
          "docstring).")

BATCH.write()
