"""Round-476 blind batch: EVALUATION HARNESSES, BENCHMARK and DATA-GENERATION tools that start vLLM themselves, SECOND
pass (lm-evaluation-harness vllm backend, opencompass, evalscope, lighteval, helm, bigcode-evaluation-harness, evalplus,
LiveCodeBench, BFCL, lmms-eval, distilabel, datatrove, NeMo-Skills, curator, guidellm, plus the neighbours the searches
surfaced: inspect_ai, SkyThought, reward-bench, optimum-benchmark, evalchemy, alpaca_eval, cot-eval, EuroEval), where
the vLLM engine fails at start-up under the tool; collected by helper wild476 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round476-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` corpus=issues (no find_string / read_file / fetch). 1 case:
logikon-ai/cot-eval #50 (the Open CoT Leaderboard harness loading nvidia/nemotron-3-8b-base-4k through vLLM: the
repository is a NeMo-format checkpoint with no config.json, 'Entry Not Found for url: .../config.json').
The slice is exhausted, as round 438 already warned: across lm-eval, lighteval, opencompass, evalscope, lmms-eval,
BFCL, VLMEvalKit, EuroEval, distilabel, curator, unsloth's SyntheticDataKit, inspect_ai, marin's alpaca_eval, SkyThought,
reward-bench and optimum-benchmark, every thread with a vLLM start-up error text that 39 searches surfaced was already in
USED_SOURCES.txt or in an earlier round's skip list; the searches for datatrove, NeMo-Skills, evalplus, LiveCodeBench,
bigcode-evaluation-harness, helm and guidellm surfaced no harness thread with a vLLM start-up error at all (the issues
corpus answers those queries with vllm-project/vllm threads). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt (both forms) and against tools/wild_cases_round*.py before it was used.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): UKGovernmentBEIS/inspect_ai #2547; marin-community/marin #716 (alpaca_eval vllm_local,
  transformers.models.mllama); EvolvingLMMs-Lab/LongVT #9.
- Named in earlier rounds' skip lists or docstrings (not re-opened): lm-eval #2744 (round 98), #3637 / #3134 / #2431
  (request-time or used); opencompass #1432, #1298, #1354, #1810; lighteval #670, #612; lmms-eval #726; curator #677;
  allenai/reward-bench #165 (rounds 98/247: trace tail not reachable); huggingface/optimum-benchmark #229 (round 427);
  unslothai/unsloth #2528 (round 210/439: SyntheticDataKit 'vllm_process failed to load!', vLLM's error never pasted);
  argilla-io/distilabel #1157, #1117 (not vLLM: HF Inference API); evalscope #578, #243, #737, #696; VLMEvalKit #561,
  #1009; cot-eval #17, #22, #43, #56; EuroEval #658, #1742, #1787, #475, #1824; mlfoundations/evalchemy #55;
  instructlab #3466; ShishirPatil/gorilla #1003; NovaSky-AI/SkyThought #111 was only named in passing by rounds 58/265
  (see below).
- Error line not in the stored chunk / no cause reachable: open-compass/opencompass #1935 ('VLLM推理时参数不匹配': only
  the maintainer's advice and a pointer to #2027 are stored, no error text); NovaSky-AI/SkyThought #111 (vLLM 0.7.0 with
  ray 2.45.0: "No module named 'ray._private.ray_logging.filters'", the importing frame is elided as '...' and no answer is
  stored, so it is not shown to be vLLM's import; a second search on the message found only ray-project threads);
  open-compass/opencompass #1893 / #1427 (an OpenCompass warning, vLLM never started); EvolvingLMMs-Lab/lmms-eval #804
  (title only).
- Not a start-up failure / not vLLM's message: huggingface/open-r1 #518 (lighteval vllm, TypeError in
  _loglikelihood_tokens at request time; VLLM_USE_V1=0 worked); bespokelabsai/curator #677 (IndexError in the client);
  modelscope/evalscope #93 (perf client against a remote server); UKGovernmentBEIS/inspect_ai #1799 (API-key usage).

Judgement calls for the lead:
1. cot-eval-50: the error line is huggingface_hub's 'Entry Not Found' for config.json, raised while cot-eval builds its
   vLLM engine (langchain_community's VLLM wrapper) - the stored chunk stops just after the chained traceback begins, so
   vLLM's own frames are not shown. kind/cause config_format_not_found, as round 289 labelled the same message for a
   GGUF-only repository (worker-vllm-70); the deeper cause is that the vLLM of May 2024 had no loader for NeMo-format
   (.nemo) checkpoints and no Nemotron architecture (added by vllm PR #6611, July 2024, for HF-converted checkpoints), so
   architecture_unsupported is the alternative label. No fix is stored in the cot-eval thread (its ToDo reads 'Wait for
   VLLM support / ported model'; closed); the cause is corroborated by EuroEval #176, where the EuroEval maintainer closed
   the same four nemotron-3-8b models 'as the models are all of NVIDIAs nemo format' - a second harness, same models,
   no vLLM log pasted there, so cited, not taken as a case.
2. numbers: only the request's GPU_MEMORY_UTILIZATION=0.8 is printed under a LABELS.txt key (MAX_LENGTH=2048 is
   cot-eval's generation budget, not shown to be vLLM's max_model_len, so it was left out). Memory flags, the parallel
   size and --trust-remote-code are forbidden: none of them can make a config.json appear.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round476-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}]

# ---------------------------------------- cot-eval #50: nvidia/nemotron-3-8b-base-4k (NeMo format) -> config.json Entry Not Found
case("cot-eval-50-nemotron-3-8b-base-4k-nemo-format-config-json-entry-not-found",
     "https://github.com/logikon-ai/cot-eval/issues/50",
     "# Evaluate: nvidia/nemotron-3-8b-XXX\n"
     "\n"
     "Parameters (for XXX in [\"base-4k\", \"chat-4k-sft\", \"chat-4k-rlhf\", \"chat-4k-steerlm\"]):\n"
     "\n"
     "```console\n"
     "NEXT_MODEL_PATH=nvidia/nemotron-3-8b-XXX\n"
     "NEXT_MODEL_REVISION=main\n"
     "NEXT_MODEL_PRECISION=float16\n"
     "MAX_LENGTH=2048 \n"
     "GPU_MEMORY_UTILIZATION=0.8\n"
     "VLLM_SWAP_SPACE=12\n"
     "```\n"
     "\n"
     "yakazimir · comment · 2024-05-10\n"
     "Seems to be a missing dependency: \n"
     "```2024-05-10T16:58:23.246845226Z Entry Not Found for url: "
     "https://huggingface.co/nvidia/nemotron-3-8b-base-4k/resolve/main/config.json.\n"
     "2024-05-10T16:58:23.246848366Z \n"
     "2024-05-10T16:58:23.246851786Z The above exception was the direct cause of the following exception:\n"
     "2024-05-10T16:58:23.246855336Z \n"
     "2024-05-10T16:58:23.246858436Z Traceback (most recent call last):\n"
     "2024-05-10T16:58:23.246862106Z   File \"/usr/local/bin/cot-eval\", line 8, in <module>",
     "config_format_not_found", {"gpu_memory_utilization": 0.8}, "config_format_not_found",
     "cot-eval (the Open CoT Leaderboard's evaluation harness, which builds a vLLM engine for the requested model) was "
     "pointed at nvidia/nemotron-3-8b-base-4k (and its chat variants), May 2024. Those NVIDIA repositories hold NeMo-format "
     ".nemo checkpoints with no Hugging Face config.json, so the config download at engine start 404'd ('Entry Not Found "
     "for url: .../config.json') and the engine never started; the vLLM of that time also had no Nemotron architecture. "
     "Not memory, not parallelism, not a missing Python dependency despite the commenter's guess.",
     "No fix reached in the thread: the request's ToDo reads 'Wait for VLLM support / ported model' and the issue was closed "
     "without results. The cause is confirmed for the same four models by EuroEval #176's maintainer (saattrupdan: "
     "'Closing as the models are all of NVIDIAs nemo format'); the later route is a Hugging Face-converted Nemotron-3 "
     "checkpoint on a vLLM that includes vllm PR #6611 (merged July 2024, 'Support Nemotron models (Nemotron-3, "
     "Nemotron-4, Minitron)', demonstrated with thhaus/nemotron3-8b).",
     release=None, gpu=None, gpus=None,
     command="cot-eval with NEXT_MODEL_PATH=nvidia/nemotron-3-8b-base-4k NEXT_MODEL_REVISION=main "
             "NEXT_MODEL_PRECISION=float16 MAX_LENGTH=2048 GPU_MEMORY_UTILIZATION=0.8 VLLM_SWAP_SPACE=12",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the request's parameter block and the only stored comment's log, verbatim; the stored chunk ends "
          "mid-traceback right after the cot-eval entry frame (a truncated timestamp fragment after it was left out). "
          "vLLM version not shown (cot-eval image of May 2024, before vllm PR #6611). Alternative label: "
          "architecture_unsupported (deeper cause: no NeMo-format loader / Nemotron architecture in that vLLM).")

if __name__ == "__main__":
    BATCH.write()
