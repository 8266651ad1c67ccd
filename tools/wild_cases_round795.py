"""Round-795 blind batch: SERVING STACKS AND EVALUATION HARNESSES THAT LAUNCH vLLM (KServe's huggingfaceserver, llm-d,
vllm-project/production-stack, AIBrix, Ray Serve LLM, Triton's vllm_backend, NVIDIA Dynamo, lm-evaluation-harness,
lighteval, OpenCompass, EvalScope, LiteLLM, Open WebUI guides, Xinference, GPUStack), where vLLM's own start-up error
is pasted (memory, length, dtype, quantization, backend) and the thread says what fixed it; collected by helper wild795
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round795-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 43 of the 50 allowed: 42 ``search`` (40 corpus=issues, 2 corpus=pages) and 1 ``find_repos``; no read_file /
find_string / fetch. 1 case:
- ai-dynamo/aiconfigurator PR #238 (NVIDIA Dynamo's aiconfigurator generated a vLLM agg-mode run.sh without
  --max-model-len: V1 'To serve at least one request with the models's max seq len (40960), (3.67 GiB KV cache is
  needed ... (1.46 GiB) ... estimated maximum model length is 16320'; the fix PR adds --max-model-len and
  --max-num-batched-tokens to the generated launch).

The slice is mined out. It was cut before as rounds 53, 64, 87, 98, 434, 438, 476, 482, 525, 530, 546, 595, 649, 658,
710 and 743 (the same stacks and harnesses); nearly every thread the search returned for KServe, Dynamo, Triton's
vllm_backend, production-stack, AIBrix, Ray Serve LLM, GPUStack, Xinference, lm-evaluation-harness, lighteval,
OpenCompass and EvalScope is in /work/coord/USED_SOURCES.txt or in an earlier round's skip list; the few unused ones
carry no vLLM error line in the stored text, or no cause. Every source below was checked against USED_SOURCES.txt,
CLAIMS.txt and the earlier rounds' files before it was spent on; the one case was claimed in CLAIMS.txt.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): EleutherAI/lm-evaluation-harness #3134, #2880, #2779, #2379, #2744;
  xorbitsai/inference #1715; pytorch/serve #3365; transformerlab-app #370; substratusai/vllm-docker #37;
  bespokelabsai/curator #577; ai-dynamo/dynamo #1405, #14281, #1408, #4934, #3724, #939, #479, #4941, #1871;
  triton-inference-server/server #6578, #7562, #8578; vllm-project/recipes #441; intel/llm-scaler #488;
  open-compass/opencompass #1354, #1235 (claimed by round 743); gpustack #2259, #2500, #2769, #2617, #2616, #1969,
  #2843, #1916, #2236, #2790, #1800; kaito #2132, #1101; DeepSeek-V2 #83; OpenRLHF #336; kuberay #4366; ray #59064;
  kserve #4875, #5056, #4368 (PR); amazon-sagemaker-generativeai #111; domyn-swarm #97; ProxmoxVED #2047;
  vllm #18163, #1647, #6697, #57713, #26431, #27395 (PR), #15300, #25837, #2248, #4242, #19045, #13150, #28857;
  1Cat-vLLM #27; aws-samples/amazon-eks-machine-learning-with-terraform-and-kubeflow #117; lighteval #670, PR #541;
  ms-swift #694; logikon-ai/cot-eval #17; vector-inference #157; llm-compressor #1151, PR #1560; DB-GPT PR #2025;
  kvcached #29; vllm-gb10 PR #8; evalscope #243, #578; EuroEval #554; lmms-eval #726, #711; pytorch #175666;
  sparkrun #174; LlamaFactory #7234.
- No vLLM error line in the stored text, or no cause: kserve #3971 (huggingfaceserver with --num-scheduler-steps > 1
  and a request without max_tokens; request-time, the stored traceback stops in gpu_executor before the error line,
  the fix PR is only announced), vllm PR #15971 (lm_eval --model vllm --tasks wikitext on V0 and V1; the stored chunk
  stops inside lm_eval's frames before vLLM's error), triton-inference-server/vllm_backend PR #39 (a test re-org PR
  quoting 'AssertionError: Error in memory profiling' from repeated load / unload in one process; no user launch),
  lm-evaluation-harness #2028 (screenshots only), gpustack #4291 and #4410 (log as attachment / screenshots),
  EvolvingLMMs-Lab/lmms-eval PR #1236 (lmms-eval's own fail-fast, no vLLM text), haydeniw/dynamo #92 (the Dynamo CRD's
  own 'unknown field', not vLLM), ai-dynamo/dynamo #537 (TensorRT-LLM backend, not vLLM), kserve PR #4685 (version
  bump, no error).
- Nothing new reached for llm-d (llm-d #355, #241, #2535 and llm-d-benchmark #95 are P/D transfer / routing-proxy
  problems after start-up, no vLLM start-up error), AIBrix (only #1154, used), production-stack (router crashes #782,
  #448, #687 are the router's own memory, not vLLM's), LiteLLM and Open WebUI (the pages corpus gives generic how-to
  articles, not reports).

Judgement calls for the lead:
1. aiconfigurator-238 is a fix PR in a serving-stack tool, not a user's issue thread: the excerpt is the PR title and
   the pasted vLLM error. The PR's description pastes TWO start-up failures of the generated run.sh: V1's 'No
   available memory for the cache blocks. Try increasing `gpu_memory_utilization` ...' (which the PR blames on the
   missing --max-num-batched-tokens) and the 'To serve at least one request ...' error (blamed on the missing
   --max-model-len). Only the second, the one with numbers, is kept in the excerpt; the Overview sentence and the two
   'OOM caused by missing ...' labels are left out because they state the cause. Drop the case if fix PRs are
   unwanted; the PR title (kept, as round 683 kept vllm PR #12689's) names the added flags.
2. The model is not named in the stored text; 40960 is Qwen3's max_position_embeddings (the collector's reading,
   not stated), and no vLLM release or GPU is stated.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round795-blind")
case = BATCH.case

# ---------------------------------------- ai-dynamo/aiconfigurator PR #238: generated vLLM run.sh lacks --max-model-len -> KV cache too small (40960, 3.67 of 1.46 GiB)
case("aiconfigurator-238-generated-vllm-run-sh-no-max-model-len-40960-3.67-of-1.46",
     "https://github.com/ai-dynamo/aiconfigurator/pull/238",
     "fix: include --max-model-len and --max-num-batched-tokens in vllm run.sh\n"
     "\n"
     "#### Details:\n"
     "```\n"
     "ValueError: To serve at least one request with the models's max seq len (40960), (3.67 GiB KV cache is needed, "
     "which is larger than the available KV cache memory (1.46 GiB). Based on the available memory, the estimated "
     "maximum model length is 16320. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
     "initializing the engine.\n"
     "```",
     "kv_cache_too_small",
     {"max_seq_len": 40960, "needed_gib": 3.67, "available_gib": 1.46, "estimated_max_model_len": 16320},
     "kv_too_small",
     "NVIDIA Dynamo's aiconfigurator wrote a run.sh for vLLM aggregated mode that passed no --max-model-len, so vLLM "
     "took the model's full context (40960 tokens) as max_model_len; one such request needs 3.67 GiB of KV cache but "
     "only 1.46 GiB was left after the weights and activations at the configured memory utilization, and the engine "
     "refused to start. The PR author: 'The original run.sh generated for vllm agg mode doesn't include "
     "--max-model-len and --max-num-batched-tokens, which leads to OOM when launching the inference server' and "
     "'OOM caused by missing --max-model-len'.",
     "the merged PR itself (simone-chen, 2026-01-09): the generated vLLM run.sh now passes --max-model-len (and "
     "--max-num-batched-tokens), i.e. a max_model_len that fits the KV cache (at most the estimated 16320 here) "
     "instead of the model's 40960.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len", "above": 16320}],
     note="Excerpt: the PR title and the second pasted error block as stored; the Overview sentence, the two 'OOM "
          "caused by missing ...' labels and the first error block (V1 'No available memory for the cache blocks', "
          "blamed on the missing --max-num-batched-tokens) are left out (judgement call 1). 'models's' is vLLM's own "
          "spelling, kept. The utilization, GPU and release are not stated, so no --gpu-memory-utilization or "
          "parallelism bounds are set.")

BATCH.write()
