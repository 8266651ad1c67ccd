"""Round-743 blind batch: EVALUATION HARNESSES THAT LAUNCH vLLM (huggingface/lighteval, open-compass/opencompass,
stanford-crfm/helm, modelscope/evalscope, EleutherAI/lm-evaluation-harness, EuroEval/EuroEval (ex-ScandEval),
vllm-project/guidellm, ray-project/llmperf, NVIDIA genai-perf), 2024-2026 issues whose stored text quotes vLLM's own
start-up error with the cause or fix in the thread; collected by helper wild743 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round743-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

**Result: 0 cases.** Nothing was added under tests/golden/wild/; running this module writes nothing and prints 0.
The slice is mined out for this search tool. Quality over count: no thin case was forced in.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/) or tests/*.py; every expectation would have been
written from the source thread (and a fix PR / maintainer answer it links) only. Excerpts are the text as the search
tool's issues corpus shows it, with the fix left out of the excerpt. Every source was checked against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists (tools/wild_cases_round*.py)
before look-ups were spent on it.

Look-ups: 38 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / find_repos /
fetch; round 448 found that read_file does not open issue threads).

How mined the slice is: essentially mined out. Earlier rounds (notably 257, 314, 323, 414, 438, 476, 549, 690, 710,
714) already used or skip-listed nearly every thread the searches return: lm-evaluation-harness #1735, #1811, #1923,
#1953, #2028, #2306, #2379, #2410, #2431, #2698, #2704, #2706, #2744, #2779, #2880, #2904, #2988, #3134, PR #2882;
lighteval #532, #563, #593, #607, #612, #670, PR #541 / #609 / #841; opencompass #1336, #1354, #1432, #1810, #1893,
#1935; evalscope #93, #243, #578, #681, #696, #737, #863, #1031, #1219, #1368, #1406; guidellm #103, #308, #499;
llmperf #90; EuroEval #422, #658, #864, #1117, #1643, #1742, #1812; VLMEvalKit #561, #1031; lmms-eval #726;
llm-compressor #1151; optimum-benchmark #229; LongVT #9. The semantic search does not filter by repository, so most
queries that name a harness return vLLM's own tracker or other wrappers (off-slice). HELM and genai-perf / llmperf
only talk to an already running vLLM server over HTTP, so their trackers hold client-side errors, not vLLM start-up
messages. EuroEval is the one tracker with many unused threads, but its stored chunks are long ScandEval / EuroEval
tracebacks whose visible excerpt stops in the click / benchmarker frames (or in an engine-config dump) before vLLM's
error line, and targeted follow-up searches kept returning the same opening chunk.

Sources given up (for the lead, not cases):
- Unused, but vLLM's error line is not in the visible stored text (a later chunk the searches did not reach):
  EuroEval #440 (Mistral-7B-v0.3 evaluation request, peregilk's traceback stops in scandeval/benchmarker.py),
  #453 (NorwAI-Mistral-7B-instruct, vocab 67,993, traceback stops in click frames), #516 (Mistral-Large-Instruct-2407,
  traceback after 35 min of shard loading stops in click frames), #554 / #562 (Granite-3.0 A400M MoE series,
  traceback stops in scandeval load_model), #563 (Falcon2 / Granite on NER, a generation-time error), #777 (Phi-4 on
  ScandEval 15.0.0, stops in click frames), #1787 (norallm/norbloom-7b-scratch on a 2026 vLLM: only the engine-config
  dump is visible; EuroEval #210 notes 'BLOOM not supported in vLLM' in 2024, but the 2026 error line is not stored),
  #1866 (google/gemma-4-12B, 232 errored benchmarks: traceback through determine_available_memory, error line cut),
  #1777 / #1778 (NorwAI Mixtral / Mistral, log stops in KV-cache sizing lines); opencompass #1235 ('ValueError: not
  enough values to unpack', gemma-2b with run_cfg num_gpus=8, vLLM 0.4.3: the stored chunk stops in the task list,
  no answer visible).
- Error visible but not a start-up failure or no cause stored: EuroEval #442 (Starling-LM-7B-beta on SweDN, torch's
  'NVML_SUCCESS == r INTERNAL ASSERT FAILED at ../c10/cuda/CUDACachingAllocator.cpp:844' retold by ScandEval after
  18 minutes of benchmarking -- generation time, no answer reached); EuroEval #171 (GPU OOM when the next generative
  model is loaded in the same process: a maintainer's own bug report, the OOM line not in the visible text);
  opencompass #1298 (vLLM hangs in the eval stage, no error line); vllm #10325 (OOM during lm_eval MMLU from
  prompt_logprobs: vLLM's tracker, off-slice and request-time); vllm #19668 (genai-perf against a structured-output
  server, EngineCore TimeoutError at request time, off-slice).
- Not a vLLM message: lighteval #504 (its own 'override_bs' keyword), #595 (import failure), huggingface/open-r1 #602
  (lighteval's own VLLMModelConfig refusing 'max_num_batched_tokens' after a lighteval / vLLM version skew), #468;
  guidellm #716 (torchcodec import at CLI start, maintainer could not reproduce); stanford-crfm/helm #4096 (HELM's own
  VLLMClient.__init__() missing 'tokenizer' from a mis-indented model_deployments YAML); EuroEval #652 (torch
  DistStoreError in a notebook, feature request), #1623 (BOS token), #1609 (metric); evalscope #93 (client networking).

Judgement calls for the lead:
1. No case was written although EuroEval holds many unused threads: each candidate failed the brief's rule that the
   stored text must show vLLM's own error line and a cause. A later round with a way to read whole issue threads (not
   only search excerpts) could mine EuroEval's 'MODEL EVALUATION REQUEST' bot comments (2026, each a vLLM log with the
   maintainer's later fix PR) -- e.g. #1787, #1866, #1777, #1778 -- and ScandEval-era #440, #453, #516, #554/#562, #777.
2. Claimed in /work/coord/CLAIMS.txt as round743 (look-ups spent, dead ends for this tool, not cases): euroeval #440,
   #442, #516, #562, #1787, opencompass #1235.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round743-blind")
case = BATCH.case

# No cases: see the docstring (slice mined out; the unused threads' stored text lacked vLLM's error line or a cause).

if __name__ == "__main__":
    BATCH.write()
