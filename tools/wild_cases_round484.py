"""Round-484 blind batch: vLLM start-up failures on HOSTED NOTEBOOKS and CLOUD RUNTIMES (Google Colab, Kaggle,
Paperspace, Lambda, vast.ai, RunPod pods and serverless runpod-workers/worker-vllm, Modal, AWS SageMaker LMI /
deepjavalibrary/djl-serving with the vLLM rolling batch, Vertex AI Model Garden vLLM containers, Azure ML, Databricks,
Snowflake, dstack), THIRD pass by exact vLLM error strings, plus the vLLM CPU backend on Mac / plain x86 hosts;
collected by helper wild484 and NOT graded by the collector. This round adds NO cases: nothing new and usable was
reachable in the slice.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

Look-ups: 30 of the 40 allowed (24 ``search`` corpus=issues, 3 ``search`` corpus=pages, 1 ``search``
corpus=code, 1 ``find_string``, 1 ``read_file``); the rest were left unspent once the slice showed itself exhausted.
Every candidate was checked with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' skip
lists (tools/wild_cases_round*.py) BEFORE any look-up was spent on it; none was appended to USED_SOURCES.txt, since
none was used.

Queries tried (each by an exact error string or a platform + error): Colab T4 'Bfloat16 is only supported on GPUs with
compute capability of at least 8.0'; worker-vllm serverless engine start failures; djl-serving / SageMaker LMI
rolling_batch=vllm load errors and the KV-cache length refusal on LMI; unsloth SyntheticDataKit on Colab ('vllm_process
failed to load'); vLLM CPU backend on macOS / Apple silicon; 'Try increasing `VLLM_CPU_KVCACHE_SPACE` or decreasing
`max_model_len`' (issues and find_string); Kaggle P100 compute capability 6.0; vast.ai docker templates; Vertex AI
pytorch-vllm-serve; Databricks Runtime vLLM import; Modal vllm_inference examples; worker-vllm 'No CUDA GPUs are
available' / Error 803; CPU backend 'No module named intel_extension_for_pytorch'; Kaggle 2x T4 TP; SageMaker re:Post;
Colab T4 V1 engine (vLLM >= 0.10); kaggle-tpu-lab mesh error; Azure ML online endpoints; vllm-cpu image SIGILL
(AVX-512); worker-vllm MAX_MODEL_LEN env; dstack; 'No available memory for the cache blocks. Try increasing
`VLLM_CPU_KVCACHE_SPACE`'.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): substratusai/vllm-docker #37; canopyai/Orpheus-TTS #74; vllm #9990, #29707, #2418,
  #10517, #11342, #11173; djl-serving #1724; prometheus-eval #43; BatsResearch/bonito #7; basalam/product-catalog-
  generator #10; sherdencooper/GPTFuzz #27; deepseek-ai/DeepSeek-V2 #83; QwenLM/Qwen3 #295; OpenRLHF #336; llm-d #706;
  kserve #3769; microsoft/fara #57; ARahim3/kaggle-tpu-lab #6.
- Named in earlier rounds' skip lists (not re-opened): runpod-workers/worker-vllm #276, #68; unslothai/unsloth #2887,
  #2963, #2528, #2676 and unslothai/notebooks #69 (SyntheticDataKit on Colab / Databricks); vllm #19121, #11863,
  #19645, #18362, #12426, #2244, #1441, #8626, #19542, #16777, #9791, #46169, #44494, #15853, #32838, #29743, #18660
  (vllm-cpu image needs AVX-512: prose only, no log); GoogleCloudPlatform/vertex-ai-samples #3331, #2254; modal-labs/
  modal-examples #1318, #463; opea GenAIExamples #1808, #2068; instructlab #3466; eugr/spark-vllm-docker #296;
  gpustack #3656; qi-hua/async_cosyvoice #77; taresh18/orpheus-streaming #7 (request-time); kaggle-tpu-lab #7 (the
  reporter could not see the root cause); forum.beginner.center t/2597 (answer only); the Chinese CPU-backend note with
  'KV cache (13104) ... Try increasing `VLLM_CPU_KVCACHE_SPACE`' on an EPYC 9254 (find_string id 31698300582): round
  151 already located it and could not tie it to a repository; this round's code-corpus search could not either (the
  find_string / read_file answers name no repository or path), so it has no citable URL.
- In slice and unused, but not usable:
  vllm #26246 (macOS 26 offline inference on the CPU backend: the stored chunk stops in collect_env, no error line,
  open/stale, no fix); vllm #24120 (AMD EPYC 9654 CPU-only host, vLLM always imports intel_extension_for_pytorch and
  crashes: chunk stops in collect_env, open/stale, no fix); vllm #7868 (Databricks Runtime 14.3 LTS ML on a g4dn T4,
  'NameError: name '_C' is not defined' at `from vllm import LLM` inside torch/__init__.py: closed as stale, no fix or
  diagnosis reachable; an import-time failure whose cause (torch replaced under a running notebook kernel?) the thread
  does not pin down); vllm #502 (Databricks 13.2 ML / Kaggle T4, activation_ops 'undefined symbol
  _ZN3c106detail19maybe_wrap_dim_slowEllb': no fix in the stored chunk, and the same message on Databricks is already
  the fixture vllm-611-activation-ops-undefined-symbol-databricks); databricks/databricks-ml-examples #110 (vLLM import
  on MLR 14.3 ML GPU, no error text, a version pin as a workaround); nixpkgs PR #429117 (CPU build: the IPEX import
  fails at the first request with a 500, a packaging discussion, not a launch); ARahim3/kaggle-tpu-lab issue #2 (named
  in #7 as the 'Insufficient devices for 2D mesh: found 1, expected 8' pattern; the search returned only #6, which is
  used).
- Not vLLM (platform-side failures with no vLLM log): Azure/azureml-examples #3415, #1891, #3444, #2760; Azure/mlops-v2
  #120; huggingface/text-generation-inference #1195 (TGI on Azure ML); pytorch/serve #3373 (TorchServe's launcher bug).
- Out of slice, seen in passing (another round may check them): vllm-project/vllm-ascend #9099 (GLM-5.1 on two 8x910B
  nodes, vLLM 0.18: 'No available memory for the cache blocks' in the title only; the reporter says tweaking the memory
  utilization made it run); gofreelee/SpaceServe #15 (research fork on H20, same message, no fix in chunk).

Judgement calls for the lead:
1. The slice is exhausted for this index. Three passes over hosted notebooks / cloud runtimes have taken every thread
   whose stored text carries both a whole vLLM error line and a pinned cause; what remains is either stale with no
   answer, or has its log as a screenshot / beyond the stored chunk. The vLLM CPU backend threads that are new (#24120,
   #26246) stop in the collect_env block. Further passes here are unlikely to pay.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round484-blind")
case = BATCH.case

BATCH.write()
