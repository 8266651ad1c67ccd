"""Round-251 blind batch: vLLM launch failures inside RL-training and evaluation frameworks that build vLLM engines
(slice: alibaba/ROLL, inclusionAI/AReaL, agentica-project/rllm, modelscope/evalscope, open-compass/opencompass,
Open-Reasoner-Zero, simpleRL-reason, LiveCodeBench, bigcode-evaluation-harness / lm-evaluation-harness, TIGER-AI-Lab,
THUDM/slime, PRIME, TinyZero, huggingface/open-r1, OpenRLHF, verl issues not yet used); collected by helper wild251
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round251-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round251-blind")
case = BATCH.case

# ------------------------------------------ lm-evaluation-harness: data_parallel_size=8 passes worker_use_ray to vLLM 0.7
case("lm-eval-2706-dp8-qwen25-7b-worker-use-ray-removed-vllm07",
     "https://github.com/EleutherAI/lm-evaluation-harness/issues/2706",
     "It seems VLLM no longer supports 'worker_use_ray', which leads cannot run evaluations with the vllm+lm_eval\n"
     "\n"
     "```bash\n"
     "lm_eval --model vllm \\\n"
     "    --model_args pretrained=Qwen2.5-7B-Instruct,tensor_parallel_size=1,dtype=auto,gpu_memory_utilization=0.8,"
     "data_parallel_size=8 \\\n"
     "    --tasks mmlu \\\n"
     "    --batch_size auto\n"
     "```\n"
     "\n"
     "The error message is:\n"
     "```bash\n"
     "ray.exceptions.RayTaskError(TypeError): ray::run_inference_one_model() (pid=4153477, ip=10.1.202.37)\n"
     "  File \"/home/miniconda3/envs/rl/lib/python3.10/site-packages/lm_eval/models/vllm_causallms.py\", line 258, in "
     "run_inference_one_model\n"
     "    llm = LLM(**model_args)\n"
     "  File \"/home/miniconda3/envs/rl/lib/python3.10/site-packages/vllm/utils.py\", line 1051, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "  File \"/home/miniconda3/envs/rl/lib/python3.10/site-packages/vllm/entrypoints/llm.py\", line 212, in __init__\n"
     "    engine_args = EngineArgs(\n"
     "TypeError: EngineArgs.__init__() got an unexpected keyword argument 'worker_use_ray'\n"
     "```",
     "dependency_version_mismatch", {"tensor_parallel_size": 1, "gpu_memory_utilization": 0.8},
     "dependency_version_mismatch",
     "lm-evaluation-harness's vLLM backend with data_parallel_size=8 (February 2025): for data parallelism lm_eval put "
     "worker_use_ray=True into the LLM() arguments of each Ray task, an engine argument the new vLLM release (0.7) no "
     "longer accepts (replaced by distributed_executor_backend='ray'), so EngineArgs raises TypeError before any model "
     "is loaded. Not a memory or GPU problem: the same model runs with data_parallel_size=1.",
     "maintainer baberabb: 'Thanks for the bug report! The PR should fix it.' -> PR #2708 'fix vllm' (closes #2706): "
     "'api changed in new release. `worker_use_ray` -> `distributed_executor_backend` = `ray`'; i.e. an lm-eval with "
     "that fix (or a vLLM older than the release that removed worker_use_ray)",
     release="not stated (the 'new release' of February 2025 that dropped worker_use_ray, i.e. vLLM 0.7.x)",
     gpu=None, gpus=8,
     command="lm_eval --model vllm --model_args pretrained=Qwen2.5-7B-Instruct,tensor_parallel_size=1,dtype=auto,"
             "gpu_memory_utilization=0.8,data_parallel_size=8 --tasks mmlu --batch_size auto",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}],
     note="Excerpt: the issue description as stored, whole. The same TypeError as lighteval #532 / OpenRLHF PR #702 "
          "(both already used) but a different tool and reporter, so taken. gpus=8 from data_parallel_size=8 with TP 1 "
          "(the GPU model is not stated). numbers: the printed tensor_parallel_size and gpu_memory_utilization of the "
          "lm_eval model_args (not causal here). The fix is the maintainer's linked PR #2708 whose description is "
          "quoted; the issue is closed.")

if __name__ == "__main__":
    BATCH.write()
