"""Round-690 blind batch: REGIONAL AND NATIONAL MODEL FAMILIES' OWN TRACKERS AND MODEL REPOS (Korean EXAONE /
HyperCLOVA X SEED / Kanana / A.X, Japanese llm-jp / Swallow / ELYZA / Sarashina / PLaMo, Arabic Jais / ALLaM / Fanar,
Indic Sarvam / Krutrim, European EuroLLM / Teuken / Salamandra / Apertus / Mistral-small community, SEA-LION / SeaLLM,
Vietnamese / Thai models, Chinese smaller labs not in round 662), 2024-2026: vLLM refusing the model at start-up or at
the first requests; collected by helper wild690 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round690-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (nor src/ or tests/*.py); every expectation was written
from the source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of
the excerpt.

Look-ups: 35 of the 35 allowed, all ``search`` (32 corpus=issues, 3 corpus=pages); no read_file / find_* / fetch.
1 case:
- Tele-AI/TeleChat3 #2 (China Telecom's TeleChat3 on vLLM 0.11.1: "Model architectures ['Telechat3ForCausalLM'] are
  not supported for now"; open, no answer stored -- see judgement call 1).

The SLICE IS CLOSE TO MINED OUT for this search index. The family names barely steer the semantic search (queries
naming EXAONE, HyperCLOVA X, Kanana, Sarashina, PLaMo, llm-jp, Swallow, Sarvam, Krutrim, Jais, ALLaM, Fanar, EuroLLM,
Salamandra, Apertus, SEA-LION, SeaLLM, Typhoon return generic vLLM threads), and the regional threads it does return
are already used (USED_SOURCES.txt), in earlier skip lists, or carry no stored error line. The own trackers of these
families mostly hold model-listing issues (llm-jp/awesome-japanese-llm, paper notes) or non-vLLM runtimes (LM Studio,
llama.cpp, MLX, TensorRT-LLM).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in earlier rounds' skip lists: LG-AI-EXAONE/K-EXAONE #2; NAVER-Cloud-HyperCLOVA-X/
  OmniServe #2; ncsoft/offsetbias #2; XHToken/Spark-X2.5 #6 (iFlytek Spark2_5ForCausalLM); vllm #3183 (Jais support PR,
  jais-30b-chat-v3 via Ray); vllm #22999 (plamo2 on main with transformers 4.55.0); EuroEval #1742 (EuroLLM-1.7B),
  #1787 (norbloom-7b-scratch), #1866, #1689, #1117, #658; OpenEuroLLM/JudgeArena PR #5; Tele-AI/Telechat #61.
- Error line not in the stored chunk (claimed, not written): EuroEval #271 (Danish Munin-NeuralBeagle-SkoleGPT-instruct
  under ScandEval's vLLM backend, 2024-02; the stored traceback stops in scandeval/benchmarker.py), EuroEval #1812
  (INSAIT BgGPT-Gemma-3-27B-IT model-evaluation request; the stored chunk starts mid-traceback in collective_rpc /
  determine_available_memory and stops before the error line; a second, targeted search returned the same chunk).
- Error line not in the stored chunk (not claimed): vllm PR #22928 comment (plamo-2.1-2b-cpt broken on V0 by the
  float32 Mamba-state PR; the traceback stops in lm_eval frames) and its tracking issue vllm #22994 (links only);
  vllm PR #23998 comment (plamo-2.1-2b-cpt on V1, stops in EngineCoreProc); Tele-AI/TeleChat2 #52 (Telechat2-7B-32K
  from ModelScope on vLLM 0.8.3; the stored text stops in the executor frames -- third-party PR Tele-AI/TeleChat2 #56,
  open, names the error as "_init_model() got an unexpected keyword argument 'layer_type'"), Tele-AI/TeleChat2 #15
  (user-patched telechat.py on vLLM 0.6.4.post1, stops in ModelConfig._resolve_task), Tele-AI/TeleChat2 #18 (TP=2
  hang on V100, no error).
- Screenshot only: Tele-AI/TeleChat-52B #9 (answer in the thread: add "architectures": ["TeleChatForCausalLM"] to
  config.json and patch telechat.py's total_num_kv_heads -- good cause, but the error is an image).
- Not vLLM / not start-up / no error: LG-AI-EXAONE/EXAONE-4.0 #3 (llama-server flag), lmstudio-ai #269 / #769
  (exaone4 GGUF), NVIDIA/TensorRT-LLM #8060 (EXAONE on TRT-LLM), huggingface/transformers PR #34652 / #39381 / #47662,
  sbintuitions/flexeval PR #208 (vLLM 0.9.2 numerical drift, no error), ByteDance-Seed/seed-oss (round 662's vendor),
  vllm #1794 (XVERSE, 2023), vllm #30312 (Skywork reward API, request-side).

Judgement calls for the lead:
1. telechat3-2 has NO answer in the stored thread (open; the only comment pings a maintainer). The cause is read from
   vLLM's own message (the architecture is absent from the printed registry of the release the reporter names, 0.11.1)
   and the reporter's title ("Telechat3 does not support running on vllm 0.11.1"); the fix written is the general one
   for that message, not a reported one. Drop it if only threads with a confirmed fix are wanted. The printed registry
   list is cut by the reporter's own "......" in the stored text.
2. TeleChat (China Telecom) is counted as a "Chinese smaller lab not in round 662" (round 662 covered ByteDance Seed,
   Meituan, Baidu, Tencent, StepFun, Xiaomi, inclusionAI among the Chinese vendors).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round690-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- Tele-AI/TeleChat3 #2: vLLM 0.11.1, Telechat3ForCausalLM not in the registry
case("telechat3-2-telechat3forcausallm-not-supported-v0111",
     "https://github.com/Tele-AI/TeleChat3/issues/2",
     "Telechat3 does not support running on vllm 0.11.1\n"
     "\n"
     "when i use vllm 0.11.1 for running Telechat3 ,it's append error Value error, Model architectures "
     "['Telechat3ForCausalLM'] are not supported for now. Supported architectures: dict_keys(['ApertusForCausalLM', "
     "......",
     "architecture_unsupported", {}, "architecture_unsupported",
     "TeleChat3's checkpoint declares the architecture Telechat3ForCausalLM, which vLLM 0.11.1's model registry does "
     "not contain (the registry vLLM printed starts at ApertusForCausalLM and has no Telechat3 entry; vLLM only had "
     "TeleChat2's class). The reporter's own title states it: 'Telechat3 does not support running on vllm 0.11.1'. A "
     "missing model class, not memory, parallelism or a flag.",
     "not reported: the issue is open and its only comment pings a TeleChat maintainer (@liuxz0801). The general fix "
     "for this message is a vLLM release (or the model vendor's vLLM plugin / fork) whose registry has "
     "Telechat3ForCausalLM, or serving with another engine until then; no such release is named in the stored thread.",
     release="0.11.1", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description exactly as stored, including the reporter's own '......' that "
          "cuts the registry list; the comment (a maintainer ping) is left out. No launch command or GPU given. "
          "Cause read from the message and the reporter's title, no fix in the thread (judgement call 1).")

BATCH.write()
