"""Round-697 blind batch: MLOPS PLATFORMS and MODEL-SERVING FRAMEWORKS NOT YET CUT (Seldon MLServer, ClearML serving,
ZenML, Kubeflow / KFP components, MLflow's LLM deployments, Metaflow, Flyte, Determined, Lepton, OctoAI, Anyscale
endpoints, Hopsworks, Databricks model serving examples, Snowflake / SPCS examples, NVIDIA Triton's python backend with
vLLM outside vllm_backend, OpenVINO Model Server's LLM mode), 2024-2026, from their OWN trackers: vLLM's own error with
the fix stated; collected by helper wild697 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round697-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on any excerpt, and did not read kvroom's source; every expectation would have been written from the source
thread only (excerpts as the search tool's issues corpus shows them, the fix left out of the excerpt).

Result: NO CASES. The slice is empty or mined out as far as the stored index reaches it.

Look-ups: 33 of the 35 allowed, all ``search`` (31 corpus=issues, 2 corpus=pages); no read_file / find_string /
find_files / find_repos / fetch. Every candidate was checked with grep against /work/coord/USED_SOURCES.txt,
/work/coord/CLAIMS.txt and the earlier rounds' skip lists (tools/wild_cases_round*.py) before any further look-up.
For the named platforms the issues corpus returns almost nothing with a vLLM error line: the semantic ranking falls
back to the same generic vLLM threads (vllm-project/vllm, xinference, gpustack, production-stack, SageMaker samples)
for every wording. What the platforms' own trackers hold is feature PRs (ZenML's vLLM deployer PR #3032, Hopsworks'
vLLM tutorial PRs #299 / #300 / #301 / #323, djl-serving vLLM plumbing PRs #2408 / #1750 / #919) and questions without
a vLLM log.

Sources met, all given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): triton-inference-server/server #8578, #8387, #8235, #7632; vllm-project/
  production-stack #407; kaito-project/kaito #2132; ray-project/ray #51154; ray-project/kuberay #2354; kserve/kserve
  #3769; lemonade-sdk/vllm-rocm #5; vllm-project/vllm #12786.
- Named in earlier rounds' skip lists (not re-opened): triton-inference-server/server #7562 (two vLLM-backend
  containers at 0.47 on a T4, 'No available memory for the cache blocks', no answer: rounds 103 / 250 / 263 / 318);
  triton-inference-server/pytriton #86 (round 338); pytorch/serve #3365 (TorchServe ts.llm_launcher, ValueError cut:
  rounds 31 / 318 / 320 / 341); aws-samples/amazon-sagemaker-generativeai #111 (gpt-oss mxfp4 on SageMaker, root
  cause not shown: rounds 294 / 322 / 329); databricks/databricks-ml-examples #110 and vllm-project/vllm #7868
  (Databricks, round 484); unslothai/unsloth #2528 (Databricks, vLLM subprocess stdout ends before any error); vllm
  #12687, #6697 (Triton / OpenVINO, rounds 437 / 553 / 587 / 594).
- Fresh, but not a case:
  triton-inference-server/triton_cli #65 (claimed, then given up: the stored thread is about the TensorRT-LLM
  backend's 'No CUDA GPUs are available' on an A10 VM; for vLLM the reporter only says it ran on an A100 and that the
  weights take 14 GB; no vLLM error line is stored); mlflow/mlflow #12205 (MLflow LangChain flavour on Databricks,
  'OSError ... incorrect path_or_model_id' when the vLLM LLM is re-loaded: the stored chunk stops in the environment
  block before the traceback, the issue is open and no cause / fix is stored); zenml-io/zenml #3293 (ModelDeployer
  creation with the MLflow integration; no vLLM in the stored text);
  openvinotoolkit/model_server #3263, #2887 (OpenVINO's own plugin / device errors, not vLLM);
  dstackai/dstack #1648, #1999 (not vLLM / NIM); ServerlessLLM #156, #157 (TP > 1 load_model, no error line, the
  fix is ServerlessLLM's own checkpoint format); ray-project/ray-llm #32, #44, #26 (2023, out of the date range;
  #32's log is an attached file, #26 has no error);
  deepjavalibrary/djl-serving #1720 (output quality), #1025 (usage);
  SeldonIO/seldon-core #4429 (2022, torch CUDA fork under Gunicorn, no vLLM); logicalclocks/hopsworks-tutorials
  #323 (title only stored).
- Nothing with a vLLM error reached for: Seldon MLServer, ClearML serving, Kubeflow / KFP, Metaflow, Flyte,
  Determined, Lepton, OctoAI, Anyscale endpoints, Snowflake SPCS (the pages corpus returns only Snowflake's compute
  pool docs), OpenVINO Model Server's LLM mode.

Judgement calls for the lead:
1. Zero cases, on purpose: every thread with a vLLM error line and a stated cause in this slice was already used or
   skip-listed (Triton, KServe, Ray / KubeRay, KAITO, SageMaker and Databricks were cut by earlier rounds), and the
   platforms named as 'not yet cut' have no such thread in the stored index. Two look-ups of the 35 are left unspent.
2. For a later round, the only untried routes I can see are code-corpus ones: fetching a platform's examples repo
   (logicalclocks/hopsworks-tutorials' vLLM notebooks, databricks-ml-examples, Snowflake-Labs' SPCS LLM quickstarts)
   and grepping committed notebook outputs for vLLM error lines; those are more likely to hold working runs than
   failures with a pinned cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round697-blind")
case = BATCH.case

# No cases this round (see the docstring).

BATCH.write()
