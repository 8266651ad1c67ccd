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

Look-ups: 46 of the 50 allowed (44 ``search``, all corpus=issues; 2 ``read_file``, both refused: issues are not
stored as files; no ``find_string``, ``find_files`` or ``fetch``). **Short of the 4-10 asked: 2 cases.** The slice is
mined out: nearly every RL/eval-framework thread the issues corpus returns for vLLM start-up failures (OpenRLHF #336,
lmm-r1 #42/#43, trl #2688/#3128, rl-swarm #314, Qwen/DeepSeek KV threads, kvcached #29, QinYang79/ICL #3, SubgraphRAG
#19, s3 #10, SkyRL #1343, verl #4229, lighteval #532, OpenRLHF PR #702 / #922, VLMEvalKit #561, ms-swift #3739, vllm
#2248/#2418/#8933/#10439/#17366/#25837/#27508/#35612/#8879/#9445/#9630/#10034/#13582/#20305/#12539/#2140) was already in
USED_SOURCES.txt; the unused ones mostly show no fix or no error text in the stored thread. The corpus does not
answer framework-name queries well (ROLL, AReaL, evalscope, opencompass, slime, LiveCodeBench, Open-Reasoner-Zero
queries return generic vLLM threads).

Sources given up (for the lead, not cases):
- Twins of used threads (same author, same launch): huggingface/open-r1 #173 (= lighteval #532, used); vllm #9875
  (= VLMEvalKit #561, used); verl-project/verl #513 (= hiyouga/EasyR1 #82, same author's cross-post).
- No fix in the stored thread, or no error text: verl #302 (cumem_allocator.cpp:62 OOM at wake_up after rollout, not
  start-up; no fix shown), verl #632 (OOM only in screenshots; author's fix is re-adding torch.cuda.empty_cache, a
  code change mid-training), verl #2186/#2245, vllm #26884 (Qwen3-VL-8B, A800, only env dump stored), vllm #17431 (A800
  V1 vs V0 at --gpu-memory-utilization 0.4, no answer stored), vllm #35854 (4x 2080 Ti Qwen3.5-35B-A3B, no answer),
  vllm #4429 (33B fp16 on 2x L40, no answer), vllm #15769, vllm #13941, vllm #5370, vllm #9163, vllm #21336,
  ms-swift #9613 (cumem_allocator.cpp:119 in colocate GRPO, open), huggingface/open-r1 #475 (config only, no error
  text), #568, gensyn-ai/rl-swarm #13 (error as screenshot; thread drifts to driver upgrade without confirmation),
  #90, OpenRLHF #358/#679/#741/#866 (init tracebacks, no fix stored), rllm-org/rllm #147 ('FastAPI shutdown, maybe
  address already in use' then 0 actors; no fix stored), AReaL #240 (no log), open-compass/opencompass #1354 (Mixtral
  TP8; maintainer says vLLM-side, no fix stored), hiyouga/EasyR1 #82 ('[Bug and Fix]' vLLM 0.7.4-nightly TP != GPU
  count; the stored excerpt stops before the error line and the fix), EasyR1 #428, TinyZero #5/#58, PRIME-RL #16
  (OOM mid-training), simpleRL-reason #84 (CPU OOM mid-training), ToolRL #39 (training OOM), wyf3/llm_related #29.
- Not taken for scope: Simplified-Reasoning/LUFFY #11 (8x H20 ActorDiedError, 'Solved by: pip install
  nvidia-cublas-cu12==12.4.5.8'): same cause as the rllm #8 case but its stored text never names vLLM.

Judgement calls for the lead (each case's ``note`` says more):
1. lm-evaluation-harness #2706 has the same TypeError signature as two used sources (lighteval #532, OpenRLHF PR
   #702) but is a different tool, reporter and launch; taken as its own case. The fix is the maintainer's linked PR
   #2708 (its description is quoted).
2. rllm #8 shows no vLLM message at all, only a Ray ActorDiedError in the title; kind None, cause
   cuda_library_mismatch (old nvidia-cublas-cu12 on H20, per the reporter's own fix). The failure phase is not printed.
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

# ------------------------------------------ rllm (DeepScaleR): 8xH20, Ray actor dies; old nvidia-cublas-cu12 on H20
case("rllm-8-deepscaler-8xh20-actor-died-cublas-h20-vllm063",
     "https://github.com/rllm-org/rllm/issues/8",
     "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.\n"
     "\n"
     "I tried to run the `run_deepscaler_1.5b_8k.sh` script following the steps in the README. However, I always "
     "encounter this error. \n"
     "I thought it was due to CUDA OOM, so I tried reducing the length from 8192 to 1024, but the error still persists. \n"
     "I'm wondering if you've ever encountered this issue and how you resolved it. I am runnig this code on "
     "8xH20(96G).\n"
     "Here is the logs:\n"
     "```\n"
     "Model config after override: Qwen2Config {\n"
     "(WorkerDict pid=440680)   \"_name_or_path\": \"/models/DeepSeek-R1-Distill-Qwen-1.5B\",\n"
     "(WorkerDict pid=440680)   \"architectures\": [\n"
     "(WorkerDict pid=440680)     \"Qwen2ForCausalLM\"\n"
     "(WorkerDict pid=440680)   ],",
     None, {}, "cuda_library_mismatch",
     "rllm's DeepScaleR recipe (verl + vLLM 0.6.3 rollout, DeepSeek-R1-Distill-Qwen-1.5B) on one 8x H20 (96 GB) node: "
     "a Ray worker died with only 'The actor died unexpectedly before finishing this task'. Not memory: shortening the "
     "length from 8192 to 1024 changed nothing. The reporter traced it to the H20 itself: the cuBLAS shipped as the "
     "nvidia-cublas-cu12 wheel with that torch/vLLM stack is too old for the H20 (the known vLLM issue 4392), so the "
     "worker crashes in cuBLAS; a newer nvidia-cublas-cu12 fixes it.",
     "the reporter (SefaZeng, 2025-02-13): 'I've found out that it's related to H20. One can fix it by updating "
     "nvidia-cublas-cu12 following the method in this issue https://github.com/vllm-project/vllm/issues/4392. "
     "pip install nvidia-cublas-cu12==12.3.4.1'",
     release="0.6.3 (the reporter, answering the maintainer)",
     gpu="NVIDIA H20 (96 GB)", gpus=8,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title (the only error line the stored thread shows) and then the description, cut after "
          "the first lines of the pasted model config (the rest of the log is not in the stored text; the actual "
          "CUBLAS error line is never shown). Kind None because the text shows no recognisable vLLM message, only the "
          "Ray actor death. Cause cuda_library_mismatch (label from vllm-30324-bmm-fp8-cublaslt-cuda13-v0120): a "
          "cuBLAS wheel too old for the GPU. numbers empty: the 8192 -> 1024 the reporter names is a recipe length, not a printed vLLM value "
          "('from 8192 to 1024'), judgement call. Memory flags forbidden: the reporter already showed lowering the "
          "length does not help. Judgement: the failure phase is not printed (likely the first rollout/engine use on "
          "H20, per vllm #4392); a later commenter on an L40S with torch 2.4 could not use 12.3.4.1 and is a different "
          "launch. A twin report, Simplified-Reasoning/LUFFY #11 (8x H20, 'Solved by: pip install "
          "nvidia-cublas-cu12==12.4.5.8'), was not taken because its stored text names no vLLM.")

if __name__ == "__main__":
    BATCH.write()
