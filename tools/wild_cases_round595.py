"""Round-595 blind batch: EVALUATION and BENCHMARK HARNESSES that launch vLLM and fail at its start-up or at their first
requests (lm-evaluation-harness vllm backend, lighteval, OpenCompass, evalscope, MTEB, guidellm, genai-perf / Triton,
vllm bench / benchmark_serving / benchmark_throughput, simple-evals, bigcode-evaluation-harness, AlpacaEval, and the
nearby evalplus, lmms-eval, VLMEvalKit, LiveCodeBench, inspect_ai, instructlab eval), their own trackers and vLLM's;
collected by helper wild595 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round595-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (32 corpus=issues, 1 corpus=pages); no find_string / read_file /
find_files / find_repos / fetch. 1 case: vllm-project/vllm-ascend #2865 (vllm-ascend's lm-eval accuracy test on a vLLM
main build: LLM.generate() no longer takes prompt_token_ids). THE SLICE IS MINED OUT: rounds 127, 220, 239, 247, 251,
257, 287, 314, 323, 357, 403, 414, 423, 438, 476, 515, 549 already covered these harnesses, and nearly every thread the
searches returned was in USED_SOURCES.txt or an earlier round's skip list. The queries that reached fresh threads found
only hangs, client-side benchmark errors, screenshots, or stored chunks that stop before the error line (the issues
corpus returns the same first chunk of a thread whatever the query, so a traceback cut in the first chunk cannot be
completed). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds'
docstrings (repo + number) before it was spent on.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): lm-eval #2379, #2431, #1734, #1923, #2028,
  #2698, #2779, #1811, #2904, #1207, #3134; lighteval #532, #612, PR #541; open-r1 #408, #602, #288; llm-compressor
  #1151; marin-community/marin #716 (alpaca_eval vllm_local + transformers without mllama); OpenCoder-llm #18;
  opencompass #1354, #1432; evalscope #243, #578, #696, #737, #93; ms-swift #694, #1149, #5165, #5301, #8387;
  VLMEvalKit #561; lmms-eval #726; cot-eval #17; EuroEval PR #512 / #1342; triton-inference-server/server #8578;
  xinference #4548, #3135, #4229; vllm #17939, #2140, #16343, #1966 (script bug), #7854, #9398, #3249, #21028,
  #20337, #29636/#29637/#29639, #27340, #46169, #10517, #2418; OpenRLHF #336; LlamaFactory #6472/#6473/#7234;
  DeepSeek-V2 #83; intel-arc-pro-b70-inference-cookbook #4; tt-inference-server #3151; ProxmoxVED #2047;
  robosense2025/track1 #3; llm-compressor #1591; instructlab #3466; inspect_ai #1799; ROLL PR #189, flexeval PR #246,
  vllm PR #18800 (cited by round 515; used here only as the reference for the case's cause).
- Fresh but unusable (error line not in the stored chunk, or no vLLM message): vllm #1332 (2x3090: the api_server on
  GPU 0 from CUDA_VISIBLE_DEVICES=0, then benchmark_throughput.py / benchmark_latency.py without it -> 'OOM'; a likely
  other_process case, but the stored chunk stops at the tokenizer INFO line and the answer is not reachable; 2
  look-ups spent); vllm PR #3175 (benchmark_throughput.py, opt-6.7b TP4 on 4x V100 16GB, OOM after CUDA graphs, the
  PR exposes --gpu-memory-utilization in the script; traceback cut in _run_workers before the error line);
  vllm-project/vllm-metal #26 (`vllm bench throughput` on vllm-metal, EngineCore traceback cut in run_method, a
  feature thread); instructlab/eval #195 + PR #197 (MMLU eval 500 Internal Server Error on granite-8b-starter, a
  request-time chat-template / system-prompt issue, not a start-up failure; vLLM's own error not pasted);
  EvolvingLMMs-Lab/lmms-eval #773 (Qwen2.5-VL-32B hangs at vLLM deployment, screenshots only); QinYang79/ICL #9
  (generic 'Engine core initialization failed ... {}', no root cause); prometheus-eval #52 (8x7B load failure,
  screenshot); bigcode-evaluation-harness #275 (bigcode's own 'Infilling not yet supported' ValueError, not vLLM);
  evalplus #33 (2023 OOM of a 34B model on one A100 80GB, not opened: no fix in the stored chunk);
  UKGovernmentBEIS/inspect_ai #1869 (behaviour change, not a failure); wandb/launch-jobs PR #70 (description empty);
  vllm #30927 / #30928 / #34704 / #41583 (LM-Eval CI failures: accuracy thresholds, no start-up error);
  vllm-project/guidellm #308 (client behind litellm), lmdeploy #4096 / kubeai #529 / vllm #19047, #10158, #22351
  (`vllm bench serve` / benchmark_serving client errors against a running server, not a vLLM start-up).
- Pages corpus: blog.gitcode.com's lm-eval OOM write-up (a rewrite of lm-eval #1923, used) and fixdevs.com (generic).

Judgement calls for the lead:
1. vllm-ascend-2865: the error text is only in the issue TITLE ("unexpected keyword argument 'prompt_token_ids'");
   the stored body stops inside the pytest frame of test_lm_eval_correctness_param before the TypeError line (the
   same title-only acceptance as round 448's xinference-4141 / -5195). The failure is at lm-eval's first
   LLM.generate call after the engine was built, not at engine construction (taken under 'failure at its first
   requests caused by how it was launched': the lm-eval installed next to a vLLM main build). The thread is open
   with no diagnosis stored; the cause is read from the message plus vllm PR #18800 (merged; DarkLight1337: 'lm-eval
   has to be updated to continue working after this change', lm-eval PR #3024). kind/cause
   dependency_version_mismatch, as round 515's roll-pr189 (the same message) was labelled. Round 515 chose not to
   take further sources of this class (flexeval PR #246, openai-cookbook PR #2353, lighteval #1002); this one is
   taken because it is the lm-eval (evaluation-harness) instance of the class, which is this round's slice - the
   lead may drop it as a near-duplicate of roll-pr189.
2. numbers is {}: the excerpt prints tp_size '1' but no figure that matters for this failure; memory flags and
   --enforce-eager are forbidden (not a memory or graph failure).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round595-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #2865: vllm-ascend CI lm-eval accuracy test on vLLM main (b8a9307) -> unexpected keyword argument 'prompt_token_ids'
case("vllm-ascend-2865-lm-eval-accuracy-test-qwen3-8b-base-vllm-main-unexpected-prompt-token-ids",
     "https://github.com/vllm-project/vllm-ascend/issues/2865",
     "[Bug]: accuract test failed due to unexpected keyword argument 'prompt_token_ids'\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "https://github.com/vllm-project/vllm-ascend/actions/runs/17617228019/job/50053429133?pr=2864\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "=================================== FAILURES ===================================\n"
     "_______________ test_lm_eval_correctness_param[config_filename0] _______________\n"
     "\n"
     "config_filename = PosixPath('/__w/vllm-ascend/vllm-ascend/tests/e2e/models/configs/Qwen3-8B-Base.yaml')\n"
     "tp_size = '1', report_dir = './benchmarks/accuracy'\n"
     "env_config = EnvConfig(vllm_version='0.1.dev1', vllm_commit='b8a9307', vllm_ascend_version='refs/pull/2864/merge', "
     "vllm_ascend_commit='f890241', cann_version='8.2.RC1', torch_version='2.7.1', "
     "torch_npu_version='2.7.1.dev20250724')\n"
     "\n"
     "    def test_lm_eval_correctness_param(config_filename, tp_size, report_dir,\n"
     "                                       env_config):\n"
     "        eval_config = yaml.safe_load(config_filename.read_text(encoding=\"utf-8\"))\n"
     "        model_args = build_model_args(eval_config, tp_size)\n"
     "        success = True\n"
     "        report_data: dict[str, list[dict]] = {\"rows\": []}\n"
     "    \n"
     "        eval_params = {\n"
     "            \"model\": eval_config.get(\"model\", \"vllm\"),\n"
     "            \"model_args\": model_args,\n"
     "            \"tasks\": [task[\"name\"] for task in eval_config[\"tasks\"]],\n"
     "            \"apply_chat_template\": eval_config.get(\"apply_chat_template",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vllm-ascend's e2e accuracy test runs lm-evaluation-harness with model='vllm' (Qwen3-8B-Base, tp 1) against a vLLM "
     "main build (0.1.dev1, commit b8a9307, Sept 2025). vLLM had removed the deprecated prompt_token_ids keyword from "
     "LLM.generate (vllm PR #18800, merged after lm-eval PR #3024 switched lm-eval to passing token prompts), while the "
     "lm-eval in the CI environment still called LLM.generate(prompt_token_ids=...), so the test failed with this "
     "TypeError at lm-eval's first generate call. An lm-eval / vLLM version mismatch, not an NPU or memory problem "
     "(the diagnosis is read from the message and vllm PR #18800; the thread stores none).",
     "no fix in the stored thread (open, no comments stored). Per vllm PR #18800 (DarkLight1337, 2025-05-28 / 08-03): "
     "'lm-eval has to be updated to continue working after this change' - use an lm-eval release that contains "
     "EleutherAI/lm-evaluation-harness PR #3024 (prompts passed as token prompts instead of prompt_token_ids=), or test "
     "against a vLLM from before #18800",
     release="0.1.dev1 (vLLM main, commit b8a9307; vllm-ascend PR #2864 merge ref f890241, CANN 8.2.RC1, torch 2.7.1)",
     gpu="Ascend NPU (vllm-ascend CI; model not stated)", gpus=None,
     command="vllm-ascend e2e accuracy test: pytest test_lm_eval_correctness_param with "
             "tests/e2e/models/configs/Qwen3-8B-Base.yaml, tp_size 1 (lm_eval model='vllm')",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as the stored chunk shows them; the chunk stops inside the "
          "pytest frame, before the TypeError line, so the message is only in the title (judgement call 1). Same "
          "message class as roll-pr189 (round 515); the failure is at the first generate call, not at engine "
          "construction.")

BATCH.write()
