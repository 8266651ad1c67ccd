"""Round-657 blind batch: vLLM start-up failures under RAY'S LLM APIs and Ray-run vLLM (ray.data.llm /
build_llm_processor / vLLMEngineProcessorConfig, ray.serve.llm / LLMConfig / build_openai_app, KubeRay / Anyscale
templates, placement groups and accelerator_type, engine_kwargs vLLM refuses, TP/PP/DP across Ray workers, vLLM's own
Ray executor), the ray-project trackers and the vLLM tracker's Ray threads, 2024-2026; collected by helper wild657 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round657-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` (30 corpus=issues, 1 corpus=pages, 1 corpus=docs; none refused).
4 cases, all from pull-request threads (the issue threads of this slice are mined out): ray PR #58026 (Ray's vLLM
0.11.2 upgrade: ray.data.llm's test_embedding_model dies on 'flashinfer-cubin version (0.5.3) does not match
flashinfer version (0.5.2)'), vllm PR #22123 (vLLM's Ray executor building its compiled DAG on a Ray without
ray.experimental.channel.accelerator_context), vllm PR #6410 (multi-node PP CI: 'Ray does not allocate any GPUs on the
driver node'), ray PR #63803 (Ray Serve LLM multi-node DP: torch.distributed DistNetworkError, client socket timed out
after 600000ms, rank 0 worker placed away from the advertised master address).

THE SLICE IS ALMOST MINED OUT. Ray Serve LLM / Ray Data LLM / KubeRay were cut by at least rounds 18, 103, 141, 209,
263, 300, 389, 416, 437, 482, 516, 525, 553, 580, 594, 610 and 649; every ray-project issue the search returned was in
USED_SOURCES.txt or an earlier round's skip list. Every candidate was checked with grep -F against
/work/coord/USED_SOURCES.txt and with a bare-number grep over the earlier round files before it was taken.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): ray #45739, #47746, #50275, #50931, #51154,
  #51193, #51242, #51244, #52377, #52499, #52975, #53407, #53571, #53663, #54739, #55775, #58702, #58960, #58973,
  #58975, #59064, #62497, #63875, #63917, #64006, #64275, #64466; kuberay #2354, #4366; ray-llm #114;
  vllm #2248, #4242, #6896, #7951, #10155, #13515, #14413, #14415, #14456, #14610, #15598, #16242, #16259, #16622,
  #17618, #19123, #19510, #21776, #29373, #2847; OpenRLHF #184, #233, #336, #358, PR #732; gpustack #2500, #2547,
  #5438; worker-vllm #257; MiniMax-M2.5 #30; SkyRL #284; domyn-swarm #97; DriveBench #3; production-stack #653;
  Graph-COM/SubgraphRAG #19; unsloth #2097; ms-swift #4221; ROCm/legacy-rocm-build #5780; ROCm/ROCm #5567.
- No vLLM error text in the stored text: ray #55384 (embeddings through build_llm_processor: only Ray Data's
  UserCodeException), #59522 (batch-inference resiliency thread: a c10 native stack, runtime, not start-up), #53907
  (Serve LLM TP=2, log only as an attached logs.txt), #58656 / #58006 / #56139 / #53827 / #56900 / #51513 (release-test
  bot issues: a Buildkite link only), PR #63945 (the DP bundle-index fix: reproduction prose, the error line lives in
  #63917, which is on two skip lists), PR #55754 / #56980 / #57715 / #59903 / #56779 (feature PRs, no log), PR #61480
  (review comment only); vllm #21043 (DeepSeek-R1 on ROCm V1 TP8 PP4: the chunk stops in the traceback), #35403 (env
  only).
- Off the slice, seen in passing: NVIDIA-NeMo/Export-Deploy PR #679 and Megatron-Bridge PR #3750 (flashinfer-cubin vs
  flashinfer in NeMo containers), vllm #19332 (ROCm DeepSeek-R1 TP4, env only).

Judgement calls for the lead:
1. ray-pr58026: the failure is in Ray's CI (ray.data.llm test_embedding_model starting a vLLM engine) after Ray's
   lock file was moved to vLLM 0.11.2. kind/cause dependency_version_mismatch, as the three earlier flashinfer-cubin
   fixtures (pipecat-nemotron-jan2026-6, vllm-49804). The fix itself is past the stored text; the cause is the
   maintainer's (nrghosh) diagnosis in the same comment.
2. vllm-pr22123: the stored excerpt is cut inside the module name ("... No module named
   'ray.experimental.channel.accelerator_cont"); the excerpt keeps it as stored. The PR's own purpose line names the
   module whole (ray.experimental.channel.accelerator_context) but it is also the answer, so it is left out. The error
   comes from the first execute_model (the compiled Ray DAG is built lazily), i.e. at the first step the engine runs,
   caused by the Ray installed beside vLLM. kind/cause dependency_version_mismatch (a submodule missing from an
   installed package of another version). Drop it if a whole error line is required.
3. vllm-pr6410: kind/cause vllm_check_failed, as the three earlier fixtures with this message (openrlhf-pr732,
   vllm-2406, vllm-3190). The cause is the maintainer's one-line diagnosis (youkaichao: the multi-node Ray run schedules
   the actor on another node rather than the head node); no fix in the stored text.
4. ray-pr63803: the error is torch.distributed's TCPStore client timeout, retold in the PR description with
   placeholders (<advertised-ip>, <port>) and wrapped onto two lines; no earlier fixture has this message. kind
   nccl_error (the torch.distributed / Gloo rendezvous family README's nccl_error row covers) and cause
   release_regression (a Ray Serve LLM placement bug fixed in a later Ray by the merged PR; the fix is the release, not
   the network). The lead may prefer a new cause such as 'rank0_placement_mismatch' or kind None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round657-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ray PR #58026: Ray's LLM lock file moved to vLLM 0.11.2 -> ray.data.llm test_embedding_model: flashinfer-cubin 0.5.3 vs flashinfer 0.5.2
case("ray-pr58026-ray-data-llm-vllm-0112-test-embedding-model-flashinfer-cubin-053-vs-052",
     "https://github.com/ray-project/ray/pull/58026",
     "[llm] upgrade vllm to 0.12.0\n"
     "\n"
     "- Note from Rui: When we bump new vllm version, we should go with 0.11.2 instead of 0.11.1, which fixes a Ray "
     "multi-node PP regression that was introduced when adding torch-based PP\n"
     "\n"
     "`python/ray/llm/tests/batch/gpu\n"
     "/processor/test_vllm_engine_proc.py::test_embedding_model` is failing due to \n"
     "\n"
     "```RuntimeError: flashinfer-cubin version (0.5.3) does not match flashinfer version (0.5.2)```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Ray's compiled LLM requirements (lock file) pinned flashinfer-python==0.5.2, but vLLM 0.11.2 pulled in "
     "flashinfer-cubin==0.5.3 as a transitive dependency; FlashInfer's import-time check refuses mismatched "
     "flashinfer / flashinfer-cubin versions, so the vLLM engine behind ray.data.llm's embedding test could not start. "
     "A package-version mismatch in the environment, not a GPU or memory problem.",
     "the maintainer's diagnosis (nrghosh, 2025-12-03, in the PR review): the lock file pins flashinfer-python==0.5.2 "
     "while vLLM 0.11.2 brings flashinfer-cubin==0.5.3; the fix is to install the same version of both packages (the "
     "lock-file change itself is past the stored text). FLASHINFER_DISABLE_VERSION_CHECK=1 only bypasses the check",
     release="0.11.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title, the version line of its description, and the review comment's failing test and error "
          "line as stored; the comment's diagnosis sentence after the error is left out. Ray CI (ray.data.llm batch "
          "GPU tests), not a user's cluster.")

# ---------------------------------------- vllm PR #22123: vLLM V1 Ray executor's compiled DAG on an older Ray -> No module named 'ray.experimental.channel.accelerator_context'
case("vllm-pr22123-v1-ray-executor-compiled-dag-ray-too-old-no-module-accelerator-context",
     "https://github.com/vllm-project/vllm/pull/22123",
     "Fixes the following issue:\n"
     "```\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101)   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/"
     "ray_distributed_executor.py\", line 77, in execute_model\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101)     self.forward_dag = self._compiled_ray_dag(enable_asyncio=False)\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101)                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101)   File \"/usr/local/lib/python3.12/dist-packages/vllm/executor/"
     "ray_distributed_executor.py\", line 612, in _compiled_ray_dag\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101)     from ray.experimental.channel.accelerator_context import (\n"
     "[2025-08-02T07:50:37Z] (EngineCore_0 pid=7101) ModuleNotFoundError: No module named "
     "'ray.experimental.channel.accelerator_cont",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM's Ray distributed executor (V1) builds a Ray compiled graph on the first execute_model and imports "
     "ray.experimental.channel.accelerator_context, a module that only newer Ray releases have; the Ray installed in the "
     "CI image was older, so the engine core died at its first model step. A Ray / vLLM version mismatch.",
     "merged PR #22123 (ruisearch42, 2025-08-02): 'Higher ray version is required for "
     "ray.experimental.channel.accelerator_context module' -- bump Ray to 2.48.0 in vLLM's requirements; i.e. install "
     "ray>=2.48.0 beside this vLLM",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR description's log as the stored text shows it, which is cut inside the module name "
          "('accelerator_cont'); the PR title ('[Misc] Bump ray to 2.48.0') and the purpose line naming the module are "
          "the answer and are left out. vLLM main around 2025-08-02 (between 0.10.0 and 0.10.1), vLLM's CI, "
          "distributed_executor_backend=ray.")

# ---------------------------------------- vllm PR #6410: multi-node PP correctness CI test -> Ray does not allocate any GPUs on the driver node
case("vllm-pr6410-multinode-pp-ci-ray-does-not-allocate-gpus-on-driver-node",
     "https://github.com/vllm-project/vllm/pull/6410",
     "[ci][distributed] add pipeline parallel correctness test\n"
     "\n"
     "the correctness is tested against pure tensor parallel.\n"
     "\n"
     "Looks like multinode test failed though:\n"
     "\n"
     "Possibly this?\n"
     "\n"
     "`[2024-07-13T07:43:35Z] ValueError: Ray does not allocate any GPUs on the driver node. Consider adjusting the Ray "
     "placement group or running the driver on a GPU node.`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's Ray executor requires at least one of its GPU workers on the same node as the driver (the process that "
     "builds the engine); in the two-node CI run Ray placed the worker actors on the other node rather than the head "
     "node where the driver ran, so vLLM's check refused to start. A placement problem of the multi-node Ray launch, "
     "not memory.",
     "maintainer's diagnosis (youkaichao, 2024-07-13): 'multi-node ray ... schedules the actor in another node rather "
     "than the head node'; no fix in the stored text (the general remedy is to run the driver on a GPU node of the "
     "placement group / a placement group with a bundle on the driver's node)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR title, its one-line description and reviewer andoorve's comment quoting the CI line; the "
          "maintainer's reply (the diagnosis) is left out. vLLM main of mid-July 2024 (~0.5.1/0.5.2), vLLM's multi-node "
          "CI with pipeline parallelism over Ray.")

# ---------------------------------------- ray PR #63803: Ray Serve LLM multi-node DP -> torch DistNetworkError, client socket timed out after 600000ms (rank 0 worker off the advertised master)
case("ray-pr63803-serve-llm-multinode-dp-rank0-worker-off-master-distnetworkerror-600000ms",
     "https://github.com/ray-project/ray/pull/63803",
     "[serve][llm] Co-locate DP rank 0 worker with advertised master address\n"
     "\n"
     "The workers then hung for the full distributed-init connect timeout (`600000ms`) and raised:\n"
     "\n"
     "```\n"
     "torch.distributed.DistNetworkError: The client socket has timed out after 600000ms\n"
     "while trying to connect to (<advertised-ip>, <port>).\n"
     "```\n"
     "\n"
     "The EngineCore died, and the deployment's `RESTART_GANG` failure policy tore down and restarted all replicas. The "
     "fresh gang hit the same mismatch, looping at ~20 min per attempt (dominated by the 600 s connect timeout) until a "
     "placement happened to align rank 0's worker with the advertised address. Observed in the "
     "`test_llm_serve_data_parallelism[1-8-...]` multi-node relea",
     "nccl_error", {}, "release_regression",
     "In multi-node data-parallel Ray Serve LLM deployments, DPServer advertised rank 0's node address as vLLM's "
     "distributed master (data_parallel_address), but the gang placement group's bundles were ordered by the cluster "
     "head node (which owns no GPU bundles), so vLLM's global rank 0 worker, which binds the torch-distributed "
     "rendezvous store, landed on another node; every worker connected to the advertised address where no store "
     "listened and timed out after 600 s. A placement bug in Ray Serve LLM, not the network or memory.",
     "merged PR #63803 (eicherseiji, 2026-06-02): order the placement-group bundles so that DP rank 0's worker is "
     "co-located with the advertised master address (get_bundle_indices_sorted_by_node keyed on rank 0's node, not "
     "the head node); i.e. a Ray release with this fix",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the parts of its description that show the failure (the error block, the restart "
          "loop, where it was observed, cut by the stored chunk at 'relea'); the paragraph explaining the bundle-order "
          "mismatch is the answer and is left out. The error is quoted by the PR author with placeholders and wrapped "
          "onto two lines. The test id 'test_llm_serve_data_parallelism[1-8-...]' suggests 8 DP ranks; GPU and GPU count are "
          "not stated, so left None.")

BATCH.write()
