"""Round-530 blind batch: FIX PULL REQUESTS in SERVING-STACK / WRAPPER repositories that run vLLM (Dynamo, llm-d,
production-stack, AIBrix, KServe, Ray (Serve / Data LLM), GPUStack, Xinference, FastChat, LocalAI, SkyPilot, BentoML,
Truss, Modal, DB-GPT) whose description quotes a vLLM start-up error and the fix; collected by helper wild530 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round530-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed (29 ``search`` corpus=issues, 1 ``read_file`` that found nothing because PRs are not
files, and no fetch / find_*). Collecting stopped at 31 to leave time to write up before the deadline. 3 cases:
DB-GPT #1827 + PR #2025 (vLLM worker parameter dataclass, 'mutable default ... ignore_patterns'), Ray PR #63328
(ray.data.llm with pipeline_parallel_size > 1 -> KeyError 'model.layers.N.self_attn.attn'), vLLM PR #42178 (gpt-oss-120b
PP 3 with VLLM_PP_LAYER_PARTITION -> KeyError 'model.layers.22.attn.attn'; outside the slice, see judgement call 3).

The slice is heavily mined: USED_SOURCES.txt already held ~440 lines for these repositories and the earlier rounds'
skip lists name most of the rest. Every candidate was checked with grep against /work/coord/USED_SOURCES.txt and
against /work/main/tools/wild_cases_round*.py plus this session's /work/h5*/tools/wild_cases_round5[1-3]?.py before
it was spent on (a helper script grepping 'repo.{0,60}#N' and the /issues|pull/N URL forms).

Sources given up (for the lead, not cases):
- Already used / in skip lists: kserve PR #3456, #3769, #6065, #4501; production-stack #407, #454; skypilot PR #2922
  (error cut; the nccl.conf Mixtral story); runpod worker-vllm #276; verl PR #5015; dynamo #1408, #1492, #3724, #349,
  #5012; jdaln/dgx-spark-inference-stack PR #13 / #12; triton-inference-server/server #8578; BentoVLLM #38; LocalAI
  #1710, #1680, #1561; xinference #3135, #4468/PR #4489; gpustack #1800, #2236, #2617, #2769, #3707, #3786, #3969,
  #4410, #4979, #1497, #2097, #2500; aibrix #1525, #874, #1154; kuberay #4366; ray #59064, #56980; vllm #37974.
- No verbatim vLLM error in the stored text: kserve PR #6037 (drops --disable-log-requests from the gpt-oss samples; it
  describes the argparse rejection in prose only), kserve PR #4883 and opendatahub-io/kserve PR #1005 (same flag
  removal, no log); dynamo PR #8642 (failover flock, no log); gateway-api-inference-extension PR #2487 (no log);
  llm-d-benchmark #668 (pod crash, no vLLM log); gpustack PR #1694 / #1680 (links only); xinference PR #4190 / #728
  (links only); modal-examples PRs #1347 / #694 / #1569; castai/helm-charts PR #737.
- Error not in the stored chunk / no fix reached: gpustack #1096 (vLLM on AMD 7900xtx, traceback stops inside
  torch.cuda.manual_seed_all), gpustack #2680 (chunk stops in the config line), dynamo #4580 (KVBMConnector KeyError;
  the stored chunk stops before the error, open), dynamo #651 (flashinfer + NIXL, open), DB-GPT #2032 (Qwen2.5-32B
  vLLM start error; traceback cut in click, may be the same ignore_patterns error but not visible).
- Not a vLLM message: dynamo PR #6267 (TypeError in Dynamo's own logger call), dynamo #685 / #977 (serve_dynamo.py
  argparse), vllm-project/production-stack #782 (router pod memory).

Judgement calls for the lead:
1. db-gpt-1827: the ValueError is raised by Python's dataclasses while DB-GPT builds its vLLM worker parameter class,
   not by vLLM itself, so vLLM never starts. kind and cause dependency_version_mismatch, the label earlier rounds gave
   wrapper-vs-vLLM incompatibilities (bentovllm-38, fastchat-3600, llamafactory-6654). The stored thread does not name
   the vLLM version; the collector's reading (not in the thread) is that vLLM's engine arguments gained an
   `ignore_patterns` option whose list default DB-GPT copied into a dataclass field. The source URL is the issue; the
   fix is DB-GPT PR #2025 (merged), which quotes the same error line but does not link the issue in the stored text.
2. ray-pr63328: the error is quoted in the PR's summary prose ('fails with `KeyError` on ... `'model.layers.0.self_attn
   .attn'` on PP rank 0, `'model.layers.47.self_attn.attn'` on PP rank 1'), not as a log line; taken because the
   message is verbatim and the PR pins the cause (ray.data.llm never passes its placement group to vLLM, so PP worker
   actors land on bundles in the wrong rank order). The PR is stored as 'closed' (not merged) and a review bot noted the
   injected placement group is dropped by from_engine_args, so no fix is confirmed. kind None and cause pp_unsupported
   as vllm-37974 (same KeyError family); the lead may prefer a new cause such as 'placement_group_rank_mismatch'.
3. vllm-pr42178: outside the slice (a vLLM PR, not a serving stack), taken because it is a fix PR whose description
   carries the command and the verbatim KeyError. The PR is 'closed'; three PRs (#40678, #40776, #42178) give the same
   root cause (initialize_attn_backend iterates the global KV-cache group layer names but indexes the rank-local
   layers). #40678's author could not reproduce on one node and closed it. kind None, cause pp_unsupported as
   vllm-37974. The lead may drop it if out-of-slice cases are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round530-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- DB-GPT #1827 / PR #2025: DB-GPT vLLM worker -> dataclass 'mutable default <class 'list'> for field ignore_patterns'
case("db-gpt-1827-pr2025-vllm-worker-parameter-dataclass-ignore-patterns-mutable-default",
     "https://github.com/eosphoros-ai/DB-GPT/issues/1827",
     "使用vllm报错，ValueError: mutable default <class 'list'> for field ignore_patterns is not allowed: use "
     "default_factory\n"
     "\n"
     "### Operating system information\n"
     "\n"
     "Linux\n"
     "\n"
     "### Python version information\n"
     "\n"
     ">=3.11\n"
     "\n"
     "### DB-GPT version\n"
     "\n"
     "main\n"
     "\n"
     "### Installation Information\n"
     "\n"
     "- [X] [Installation From Source](https://db-gpt.readthedocs.io/en/latest/getting_started/install/deploy/"
     "deploy.html)\n"
     "\n"
     "### Device information\n"
     "\n"
     "使用vllm报错，ValueError: mutable default <class 'list'> for field ignore_patterns is not allowed: use "
     "default_factory\n"
     "\n"
     "### Models information\n"
     "\n"
     "使用vllm报错，ValueError: mutable default <class 'list'> for field ignore_patterns is not allowed: use "
     "default_factory\n"
     "\n"
     "### What happened\n"
     "\n"
     "发生异常: ValueError\n"
     "mutable def",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "DB-GPT (main, August 2024) starting a model with its vLLM inference backend: DB-GPT builds a dataclass of vLLM "
     "worker parameters from vLLM's engine arguments, and the vLLM installed had an engine argument `ignore_patterns` "
     "whose default is a list; Python's dataclasses refuse a mutable list default, so the worker fails with this "
     "ValueError before vLLM is even created. A DB-GPT / vLLM version incompatibility, not a GPU or memory problem.",
     "DB-GPT PR #2025 (merged 2024-09, 'fix(model): Fix vllm inference error' - 'Fix the default parameter "
     "configuration error when starting the `vllm` inference framework', quoting '[Bug]vllm error，ValueError: mutable "
     "default <class 'list'> for field ignore_patterns is not allowed: use default_factory'). No fix in the issue "
     "itself (open, 'Waiting for reply'); until the fix, an older vLLM without that argument would avoid it.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and description as the stored chunk shows them (the template's search check box, 'Related scenes' "
          "and unticked installation options left out), cut where the stored chunk ends ('mutable def'). The fix PR #2025 quotes the "
          "same message line. Not a vLLM message: the ValueError comes from Python's dataclasses while DB-GPT builds "
          "its parameter class from vLLM's engine arguments.")

# ---------------------------------------- Ray PR #63328: ray.data.llm with pipeline_parallel_size > 1 -> KeyError 'model.layers.N.self_attn.attn'
case("ray-pr63328-ray-data-llm-pp-gt1-keyerror-self-attn-placement-group-rank-order",
     "https://github.com/ray-project/ray/pull/63328",
     "[llm] Fix KeyError in get_attn_backends_for_group for pipeline_parallel_size>1 in ray.data.llm\n"
     "\n"
     "`get_attn_backends_for_group` then fails with `KeyError` on the first attention layer each rank expects (e.g. "
     "`'model.layers.0.self_attn.attn'` on PP rank 0, `'model.layers.47.self_attn.attn'` on PP rank 1).\n"
     "\n"
     "## Reproduction\n"
     "\n"
     "```python\n"
     "import ray, ray.data\n"
     "from ray.llm import build_processor, vLLMEngineProcessorConfig\n"
     "\n"
     "ray.init()\n"
     "ds = ray.data.from_items([\n"
     "    {\"messages\": [{\"role\": \"user\", \"content\": \"Hello\"}],\n"
     "     \"sampling_params\": {\"temperature\": 0.6, \"max_tokens\": 64},\n"
     "     \"custom_id\": \"test-0\"},\n"
     "] * 4)\n"
     "\n"
     "processor = build_processor(",
     None, {}, "pp_unsupported",
     "Ray Data's LLM batch path (ray.data.llm vLLMEngineStage) never passes its placement group to vLLM's "
     "parallel_config.placement_group; it relies on placement_group_capture_child_tasks=True, which lets Ray assign "
     "vLLM's pipeline-parallel worker actors to bundles in an order that does not match vLLM's PP rank mapping. The "
     "workers load the wrong layer partitions and get_attn_backends_for_group raises KeyError on the first attention "
     "layer each rank expects. A wrapper placement-group wiring bug with PP > 1, not memory.",
     "none confirmed: the PR (stored as closed, not merged) injects ray.util.get_current_placement_group() into "
     "self._vllm_config.parallel_config.placement_group before the engine is built, as the Ray Serve path has done "
     "since ray PR #50643; a review bot noted the injected config is not the one from_engine_args uses. Until fixed, "
     "pipeline_parallel_size 1 (tensor parallelism only) in ray.data.llm avoids the mismatch.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the PR title, the error sentence of its summary (the 'Bug' / 'Result' cause clauses and the 'Fix' "
          "bullet left out) and the start of its reproduction script, where the stored chunk ends. The error is quoted "
          "in prose, not as a log line.")

# ---------------------------------------- vLLM PR #42178: gpt-oss-120b PP 3 with VLLM_PP_LAYER_PARTITION=22,3,11 -> KeyError 'model.layers.22.attn.attn'
case("vllm-pr42178-gpt-oss-120b-pp3-ray-layer-partition-keyerror-attn-backend",
     "https://github.com/vllm-project/vllm/pull/42178",
     "**Reproducer 1 — `gpt-oss-120b` PP-3:**\n"
     "```bash\n"
     "VLLM_PP_LAYER_PARTITION=\"22,3,11\" vllm serve openai/gpt-oss-120b \\\n"
     "  --pipeline-parallel-size 3 \\\n"
     "  --distributed-executor-backend ray \\\n"
     "  --gpu-memory-utilization 0.95 \\\n"
     "  --max-model-len 4096 \\\n"
     "  --enforce-eager\n"
     "```\n"
     "Output:\n"
     "```\n"
     "KeyError: 'model.layers.22.attn.attn'\n"
     "  File \"vllm/v1/worker/gpu_model_runner.py\", line 6362, in <listcomp>\n"
     "    attn_backend = layers[layer_name].get_attn_backend()\n"
     "```",
     None, {"pipeline_parallel_size": 3, "gpu_memory_utilization": 0.95, "max_model_len": 4096}, "pp_unsupported",
     "vLLM V1's initialize_attn_backend (gpu_model_runner.py) iterates kv_cache_group_spec.layer_names, which hold the "
     "global layer names of the whole pipeline, but indexes the rank-local `layers` dict from "
     "get_layers_from_vllm_config; on a pipeline stage that does not own layer 22 (here with a custom "
     "VLLM_PP_LAYER_PARTITION over 3 stages) the lookup raises KeyError during engine start-up. A pipeline-parallel bug "
     "in vLLM, not memory.",
     "none merged in the stored text: PR #42178 (closed) adds `if layer_name not in layers: continue`; PRs #40776 and "
     "#40678 (both closed, for issue #40649) propose the same skip. Working around it: no custom "
     "VLLM_PP_LAYER_PARTITION / an even split, or tensor parallelism instead of PP.",
     release=None, gpu=None, gpus=None,
     command="VLLM_PP_LAYER_PARTITION=\"22,3,11\" vllm serve openai/gpt-oss-120b --pipeline-parallel-size 3 "
             "--distributed-executor-backend ray --gpu-memory-utilization 0.95 --max-model-len 4096 --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}],
     note="Excerpt: the PR's first reproducer (command and its output) verbatim; the summary, the bug analysis and "
          "the fix sections are left out. Outside the round's slice (a vLLM PR, not a serving-stack PR).")

if __name__ == "__main__":
    BATCH.write()
