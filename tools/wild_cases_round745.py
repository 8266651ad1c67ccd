"""Round-745 blind batch: SERVING WRAPPERS AND PLATFORMS AROUND vLLM (bentoml/BentoML and bentoml/OpenLLM,
BerriAI/litellm, substratusai/kubeai, PygmalionAI/aphrodite-engine (dphnAI/sonar), skypilot-org/skypilot,
modal-labs/modal-examples, runpod-workers/worker-vllm, kserve/kserve, llm-d/llm-d, NVIDIA dynamo,
vllm-project/production-stack, vllm-project/aibrix; 2024-2026), issues whose stored text quotes vLLM's own start-up
error with the cause or fix in the thread; collected by helper wild745 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round745-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source (src/, tests/*.py); every expectation would have been
written from the source thread only. Excerpts are the text as the search tool's issues corpus shows it; the fix is
left out of the excerpt.

**0 cases: the slice is mined out.** Look-ups: 37 of the 45 allowed, all ``search`` corpus=issues (no read_file,
find_string, find_files, find_repos or fetch). Every thread the searches returned from the slice's repositories was
checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the skip lists of
tools/wild_cases_round*.py before any look-up was spent on it; nothing fresh qualified (vLLM's error line in the
stored text AND a cause in the thread), so nothing was claimed. Queries tried: the vLLM error families (KV cache too
small, no memory for the cache blocks, free-memory gate, CUDA OOM, bfloat16 on T4, quantization/capability,
'auto' tool choice, context length at request time, LoRA rank, EP/DP divisibility, NIXL/kv_transfer_config, config.json
not found) crossed with each wrapper's own vocabulary (worker-vllm's env names and timestamped logs, SkyPilot's
"(task, pid=...)" prefix, production-stack's servingEngineSpec / vllmConfig YAML, KubeAI's Model resourceProfile,
KServe's huggingfaceserver / LLMInferenceService / storage-initializer, dynamo's dynamo.vllm / disagg workers,
llm-d's wide-ep guide, BentoVLLM's service.py, OpenLLM's openllm start, Modal's modal run, Aphrodite's aphrodite run).
The semantic index answers mostly with vllm-project/vllm threads, and the slice's own threads it does return are, to
the last one, used or named skips of earlier rounds (rounds 103-701 cut this slice or its neighbours repeatedly).

Cases: none.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): gpustack #1800, #929, #3628, #5438; kserve #3769, #3456; kubeai-project/kubeai #533;
  vllm-project/production-stack #407; ai-dynamo/dynamo #1408, #1492; substratusai/vllm-docker #37; kaito #2132;
  xorbitsai/inference #1028; QwenLM/Qwen-Agent #344; ogx-ai/ogx #4534; ms-swift #4221.
- Named skips of earlier rounds (not re-opened): runpod-workers/worker-vllm #276 (GPT-OSS-120B after worker 2.11.0),
  #113 (OpenAIServingChat at worker start, traceback cut); skypilot PR #2922 (Mixtral TP 2 on Azure, errors cut);
  ai-dynamo/dynamo #1871, #3054 ('NIXL is not available'), #3724, #979, #5012, #1204, #1655, #10027, PR #6893;
  kserve #3946 (NVML_SUCCESS assert), #5056 (double free), #3739, #4863; llm-d #671 (wide-ep DeepEP 'invalid
  argument'); vllm #47722, #44494 (Gemma 4 on Modal), #10517; uccl #651; production-stack #378 (screenshot);
  LMCache #792; kubeai #395, #499; kaito #1101; modal-examples #463; BentoVLLM #38, #170; OpenLLM #309, #788, #882,
  #1009, #1185; dphnAI/sonar (Aphrodite) #414, #522, #623 (Gemma on T4: AlpinDale's diagnosis stored, the reporter's
  error text not), #1077; aibrix #1831; HKUSTDial/Alpha-SQL #5; langchain #24058.
- Fresh but not usable in the stored text:
  ai-dynamo/dynamo #1519 (vLLM V1 DeepSeek-R1 TP16 1P1D multinode: nixl._bindings.nixlNotFoundError NIXL_ERR_NOT_FOUND
  in vLLM's nixl_connector.register_kv_caches; open, no answer reached in two look-ups);
  dphnAI/sonar #1627 ('Compute capability 6.1 is currently broken', 2026, closed with a bug label: only Aphrodite's
  AsyncLLM / core_client frames reached, the exception line and the fix not); sonar #504 (aya-23-8B GGUF,
  CohereForCausalLM: Aphrodite's own GGUF config extraction frames, error line not reached); sonar #413, #392
  (feature requests on the 6.1 build floor, no failing launch); runpod-workers/worker-vllm #78 ('OOM on second
  request', AWQ Mistral-7B on an RTX 4090: the error is a screenshot, no answer in the stored window); worker-vllm
  #197 (a usage question on ENABLE_AUTO_TOOL_CHOICE, no error); kserve #5326 (LLMInferenceService 'Huggingface
  models are unusable': only a storage-initializer workaround comment reached, no vLLM text), #4989 (vLLM 0.14 breaks
  huggingfaceserver, no error text), #4453 (screenshot); ai-dynamo/dynamo #417 (PrefillWorker not starting,
  screenshots), #462, #563 (questions); modal-examples #713 (ray 2.10 needs python <= 3.10: no vLLM message);
  bentoml/BentoML #4158 (BentoML's own 'model not found in store'); skypilot #6266 (SkyPilot's own resource
  refusals); opea Enterprise-RAG #84 (Gaudi, off-slice).

Judgement calls for the lead:
1. A 0-case round, as the brief allows: the slice's repositories have been cut by many earlier rounds (their
   docstrings name nearly every thread the search returns), and the few fresh threads either have no vLLM error line
   in the stored copy or no cause. Spending the remaining 8 look-ups on more of the same queries looked unlikely to
   change that.
2. For a later round, the best unspent leads are dphnAI/sonar #1627 and ai-dynamo/dynamo #1519 (both need a read of
   later turns that the search excerpts did not reach); dynamo PR #1809 ('Enable NIXL kv transfer in vLLM patch for
   TP > 8', local vs global ranks in the NIXL connector) may be #1519's fix, but nothing in either thread links them,
   so it is a lead, not a finding.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round745-blind")
case = BATCH.case

# No cases this round: see the docstring (slice mined out; sources given up listed there).

BATCH.write()
