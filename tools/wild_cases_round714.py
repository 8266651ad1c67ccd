"""Round-714 blind batch: SPECIFIC BENCHMARK REPOSITORIES THAT RUN MODELS ON vLLM (ShishirPatil/gorilla BFCL, SWE-bench /
SWE-agent inference scripts, LiveCodeBench, EvalPlus, BigCodeBench, AlpacaEval, Arena-Hard-Auto, tau-bench, MMLU-Pro,
IFEval, RULER / LongBench / InfiniteBench long-context evals, HELM, simple-evals clones, Open LLM Leaderboard scripts),
2024-2026, from their own trackers: vLLM's own error at start-up or at the first requests caused by the launch;
collected by helper wild714 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round714-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 35 allowed (27 ``search`` corpus=issues, 1 ``read_file`` that found no stored file for an issue
path). 1 case:
evalscope #1196 (tau2-bench run through EvalScope against a self-hosted vLLM server serving Qwen2.5-32B: the first
agent request is refused with '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set').

The slice is mined out for this search tool. The benchmarks' own trackers hold very few vLLM launch failures with the
error line stored: the BFCL (gorilla) threads are either used (#1003, #774, #793 family) or carry no vLLM error
(#839 is cut after the route list; #861 is a usage discussion); LongBench #102 / #124, RULER #14, evalplus #33 / #237,
arena-hard-auto #59 and the SWE-bench threads are used or skip-listed by earlier rounds; searches aimed at
LiveCodeBench (lcb_runner), BigCodeBench, EvalPlus codegen, MMLU-Pro (evaluate_from_local), HELM, InfiniteBench,
Arena-Hard-Auto, AlpacaEval and SWE-agent surfaced only vLLM's own tracker, inference-server trackers or unrelated
repositories. The one case taken is from EvalScope's tracker running tau2-bench, not tau2-bench's own tracker.

Sources given up (for the lead, not cases):
- Already used or skip-listed: ShishirPatil/gorilla #1003; THUDM/LongBench #102, #124; NVIDIA/RULER #14 (round 681);
  open-compass/opencompass #1824 (LongBench through OpenCompass, 2048-token context, round 323);
  EvolvingLMMs-Lab/LongVT #9 (judge server --max-model-len 131072 over Qwen2.5-72B's 32768, used);
  HKUSTDial/Alpha-SQL #5 (rounds 480 / 614 / 701).
- No vLLM error in the stored text: ShishirPatil/gorilla #839 (BFCL generate with Qwen2.5-7B-Instruct --backend vllm
  --num-gpus 2: the stored description stops after vLLM's route list, the failure itself is not stored; claimed in
  CLAIMS.txt as round714 but not written); gorilla #861 (Completion vs Chat Completion endpoints, a usage answer);
  gorilla #793 / #798 (hosted OpenFunctions endpoint / the BFCL checker, not vLLM); gorilla #1103 (BFCL's own
  'Unknown model_name'); NVIDIA/RULER #56 (zero scores past 32k with YaRN on Qwen2-72B, no error line);
  SWE-bench/SWE-smith #100 (score gap with a vLLM-served SWE-LM-32B, no error).
- Off-slice (not a benchmark repository's tracker): xorbitsai/inference #1715, vllm #2565 / #10537 / #10293,
  tenstorrent/tt-inference-server #652, MeetKai/functionary #128, CodeEditorBench #19 (a benchmark repository: a
  prompt over max_model_len in vllm_inference.py; only the description was seen, not spent on -- a later round's).

Judgement calls for the lead:
1. evalscope-1196: the thread is closed but its answer is not in the stored text; the cause and fix are read from
   vLLM's own message (it names the two launch flags) and the answers to the same message in earlier fixtures
   (langchain4j #3475, openmanus #331 of round 435). It is EvalScope's tracker (a harness) running tau2-bench, not
   sierra-research/tau2-bench's own tracker -- drop it if only the benchmarks' own trackers count.
2. The stored error log stops inside the message ("'message': '\\"aut"); the full message is in the issue's own
   description above it, so the kind is read from that complete copy.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round714-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
               {"flag": "--enforce-eager"}, {"flag": "--quantization"}, {"flag": "--dtype"}]

# ---------------------------------------- evalscope #1196: tau2_bench (telecom) against a self-hosted Qwen2.5-32B vLLM server -> "auto" tool choice requires ...
case("evalscope-1196-tau2-bench-qwen25-32b-vllm-auto-tool-choice-requires-flags-400",
     "https://github.com/modelscope/evalscope/issues/1196",
     "在τ²-bench执行测评的时候，报错--tool choice requires --enable-auto-tool-choice\n"
     "\n"
     "## 问题描述\n"
     "\n"
     "在τ²-bench执行测评的时候，遇到了（ {'object': 'error', 'message': '\"auto\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'BadRequestError', 'param': None, "
     "'code': 400}）\n"
     "## EvalScope 版本（必填）\n"
     "v1.4.2\n"
     "\n"
     "## 使用的工具\n"
     "- [ ] Perf / 模型推理压测工具\n"
     "\n"
     "## 执行的代码或指令\n"
     "\n"
     "timeout 60 env LANG=C.UTF-8 LC_ALL=C.UTF-8 PYTHONIOENCODING=utf-8 python3 -c \"\n"
     "from evalscope import TaskConfig, run_task\n"
     "task_cfg = TaskConfig(\n"
     "    model='Qwen2.5-32B',\n"
     "    api_url='http://xxxx:10011/v1',\n"
     "    api_key='xxxxx',\n"
     "    datasets=['tau2_bench'],\n"
     "    dataset_args={\n"
     "        'tau2_bench': {\n"
     "            'subset_list': ['telecom'],\n"
     "            'extra_params': {\n"
     "                'user_model': 'Qwen2.5-32B',\n"
     "                'api_key': 'xxxxx',\n"
     "                'api_base': 'http://xxxx:10011/v1',\n"
     "                'generation_config': {\n"
     "                    'temperature': 0.7\n"
     "                }\n"
     "            }\n"
     "        }\n"
     "    },\n"
     "    limit=2,\n"
     ")\n"
     "run_task(task_cfg)\n"
     "\"\n"
     "## 错误日志\n"
     "\n"
     "2026-02-09 10:39:24 - evalscope - WARNING: Attempt 1 / 5 failed: Error code: 400 - {'object': 'error', "
     "'message': '\"aut",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "tau2-bench's agent calls the model with tools and tool_choice 'auto'; the user's own OpenAI-compatible vLLM "
     "server (serving Qwen2.5-32B at :10011, through EvalScope v1.4.2) was started without --enable-auto-tool-choice "
     "and --tool-call-parser, so vLLM refuses the first agent request with HTTP 400 and EvalScope retries it 5 times. "
     "The server is up; the failure comes from how it was launched, not from memory, GPUs, context length or the model.",
     "not in the stored thread (closed; the answer is not stored). From vLLM's own message: relaunch the server with "
     "--enable-auto-tool-choice --tool-call-parser hermes (Qwen2.5 uses Hermes-style tool calls, the parser Qwen's and "
     "vLLM's tool-calling docs name for it); the same message was answered the same way in langchain4j #3475 and "
     "vllm #17792 ('--enable-auto-tool-choice --tool-call-parser hermes 增加两个 解决问题').",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them, with the self-check checklist "
          "lines (自查清单) dropped; the stored error log ends inside the message, after \"'message': '\\\"aut\" -- "
          "the full message is in the description above it. The vLLM launch command and release are not shown. "
          "EvalScope's tracker running tau2-bench (judgement call 1).")

BATCH.write()
