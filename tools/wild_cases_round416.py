"""Round-416 blind batch: SERVING PLATFORMS AND FORUMS (KServe, llm-d, production-stack, AIBrix, RunPod worker-vllm,
SkyPilot, Ray Serve LLM, Dynamo, KubeAI, LocalAI, DJL / SageMaker LMI, Modal, plus the pages corpus:
discuss.vllm.ai, Stack Overflow, Reddit, blogs, CJK pages); collected by helper wild416 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round416-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's corpus shows it; the fix is left out of the excerpt.

DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round416-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- dynamo PR #6897: dynamo.vllm prefill worker without --kv-transfer-config -> ValueError
case("dynamo-pr6897-vllm-prefill-worker-disaggregation-mode-prefill-no-kv-transfer-config",
     "https://github.com/ai-dynamo/dynamo/pull/6897",
     "The prefill worker pod was failing during initialization with:\n"
     "```\n"
     "ValueError: --connector is deprecated and the default is no longer nixl.\n"
     "When using --disaggregation-mode prefill, you must explicitly provide --kv-transfer-config.\n"
     "```\n"
     "...\n"
     "            - python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B-Instruct -tp 4 --disaggregation-mode prefill "
     "--kv-events-config '{\"publisher\":\"zmq\",\"topic\":\"kv-events\",\"endpoint\":\"tcp://*:20080\","
     "\"enable_kv_cache_events\":true}'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Dynamo 1.0 removed the --connector flag of its vLLM wrapper and stopped defaulting to NIXL; a worker started with "
     "--disaggregation-mode prefill must now name its KV connector through vLLM's --kv-transfer-config. The "
     "AIConfigurator disaggregated example (disagg_router.yaml) still launched the VllmPrefillWorker without it, so "
     "the dynamo.vllm argument check raised ValueError before the engine was built and the pod crash-looped. A launch "
     "configuration gap after a CLI change, not memory, parallelism or the model.",
     "the PR itself (dagil-nvidia, merged 2026-03-04, 'Fixes DYN-2294', NVBug 5946005): add "
     "--kv-transfer-config '{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"kv_both\"}' to the prefill worker's "
     "dynamo.vllm command; the same fix was applied to disagg.yaml / disagg_router.yaml / disagg_planner.yaml in "
     "dynamo PR #6554 and to AIConfigurator's generated templates in ai-dynamo/aiconfigurator PR #519",
     release="Dynamo 1.0.0 (vllm-runtime 1.0.0rc5 and later; --connector removed by dynamo PR #6513)", gpu=None,
     gpus=None,
     command="python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B-Instruct -tp 4 --disaggregation-mode prefill "
             "--kv-events-config '{\"publisher\":\"zmq\",\"topic\":\"kv-events\",\"endpoint\":\"tcp://*:20080\","
             "\"enable_kv_cache_events\":true}'",
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the PR description's sentence and error block, then the removed ('-') line of the PR's diff to "
          "examples/basics/kubernetes/Distributed_Inference/disagg_router.yaml (the failing launch, shown with the "
          "YAML indentation and without the diff's '-' marker); the PR's summary line and the added '+' line carry "
          "the fix and are left out. The error is raised by Dynamo's vLLM wrapper (components/src/dynamo/vllm), not "
          "by vLLM; labelled vllm_check_failed like dynamo-3161 (a dynamo.vllm argument error). PR #6893 is the same "
          "author's closed twin and was not taken. GPU model not stated; -tp 4 means at least four GPUs per worker.")

if __name__ == "__main__":
    BATCH.write()
