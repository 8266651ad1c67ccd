"""Round-525 blind batch: MULTI-NODE and CLUSTER launches of vLLM, second pass (Kubernetes / LWS / KubeRay / KServe /
llm-d / AIBrix / Helm, Slurm, Ray across nodes, data parallel across nodes (--data-parallel-address, --headless,
external / hybrid LB), expert parallel (DeepEP, pplx, --enable-expert-parallel), disaggregated prefill / decode (NIXL,
Mooncake, LMCache, P2pNccl)); collected by helper wild525 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round525-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` (29 corpus=issues, 1 pages, 2 docs); no find_string, read_file,
find_files, find_repos or fetch; collecting stopped at about 04:46 UTC with budget left because the last five queries
returned only used, named or out-of-slice threads. 6 cases: llm-d PR #675, vllm PR #39925, gpustack PR #6236,
vllm PR #39405, prime-rl release v0.11.1.dev11, vllm PR #26628. The slice is very heavily mined (the first pass,
rounds 136 / 252 / 300 / 332 / 350 / 398 / 432, took nearly every distributed thread the issues corpus returns), so
most of this round's cases come from PR descriptions and one release note, where the error block and the cause sit in
the same stored chunk. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the skip
lists of tools/wild_cases_round*.py (main and the other worktrees h511..h526) before a case was written.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #18986, #5094, #20399, #2406, #4655 (named), huggingface/trl PR #3310,
  ray-project/kuberay #2354, LMCache #605, ai-dynamo/dynamo #4934, #4941, #1408, vllm-ascend #167,
  vllm-project/production-stack #407.
- Named in earlier rounds' skip lists (not re-opened): vllm #18553, #18567, #44878, #13093, #6938, #12983, #7699,
  #29447, #27347, #29670, #13200, #7466, #15604, #19045, #29530, PR #7716, PR #36875, PR #53743 (round 432: developer
  PR; the stored chunks name the ZeroDivisionError but never show its line), kubernetes-sigs/lws #184,
  ray-project/kuberay #3436, #4366, production-stack #653, #782, #454, kserve PRs #5366 / #5117, #4784,
  ray #47746, llm-d #671, #352, #1269, uccl #651, gpustack #6221 (round 432: the stored text is an analysis; this
  round cites the merged fix PR gpustack #6236 instead, see judgement call 3), snakemake-executor-plugin-slurm #316,
  ai-dynamo/dynamo #3724, aibrix #1493, Mooncake #960, llm-d-deployer #298, llm-d-benchmark #668,
  ProxmoxVED #2047, ROCm/legacy-rocm-build #5567, nixl #1614, Lvllm #78.
- Error line not in the stored chunk, or no cause reachable: vllm #27633 (pplx over AWS EFA: 'fails silently', no
  error line), #21306 and #23448 (DeepEP / naive all2all hangs, not launch deaths), #42839 (P2pNccl hang), #40993
  (P/D KeyError remote_block_size at transfer time, not start-up); ai-dynamo/dynamo #5719 (DGD multi-node TP*PP >
  GPUs per pod, 'WrongClusterID' only in a blog paraphrase, stale, no fix), #12164 (DRA ResourceClaims: the chunk
  shows manifests, not the vLLM error); CSCfi/ai-inference-examples #1 (LUMI Ray 'Did not find socket name ...
  plasma_store': error stored, the cause (the script ran on login node uan04?) not confirmed in the stored text);
  vllm-ascend #2984, #2999, #3367, #3977-like DP-over-nodes reports (commands only), #3724 / #4866 (Mooncake transfer
  failures at request time), #4725 (Mooncake P/D port conflict, title only), #405 (HCCL port 60000 conflict, closed
  without an answer), #4546 (DP + TP > 1 offline 'address already in use' on Ascend; no cause stored);
  aibrix #275 (screenshot), #1423 / #1157 / PR #954 (not failures); kvcache-ai/Mooncake PR #385 (LMCache V1 +
  Mooncake doc review: the error is cut); vllm PR #24720 (same KeyError 'http_port' as the vllm PR #26628 case,
  kept only as corroboration); vllm-ascend PR #16204 (same 'Remote engine must not use --headless' class as the
  gpustack #6236 case; CI, the message only in the test plan); Project-HAMi/HAMi release v2.8.1 ('vllm > 0.18 can't
  be launched with multiple GPUs': no error text); NVIDIA Dynamo known-issues page (vllm_omni missing from the ARM64
  image: outside the slice, paraphrase only); NVIDIA/srt-slurm PR #158 / #11 (NIXL side-channel host fix for
  multi-node Slurm disagg: no error text stored); vllm #17079 (DeepSpeed import + DP, single node, chunk cut).
- Same class as an earlier fixture, noted for the lead rather than taken: vllm PR #41806 (merged, 2026-05-06) is the
  vLLM fix for the round-136 fixture dynamo-2706 ('zmq.error.ZMQError: Cannot assign requested address' from the
  NIXL handshake listener when Ray DP actors inherit the head node's VLLM_NIXL_SIDE_CHANNEL_HOST; the fix resolves
  the host from ray.util.get_node_ip_address()); that fixture's fix_that_worked could cite it. vllm #27083 (named by
  an earlier round) pins the sibling symptom: VLLM_NIXL_SIDE_CHANNEL_HOST unset across two nodes.
- Out of the slice (single-container argparse errors): vllm #22072, #27389, #42399, #37133 (used or named),
  production-stack #746 (router's own argparse), vllm-omni #1364, eugr/spark-vllm-docker #385, ramalama #758.

Judgement calls for the lead:
1. llm-d PR #675 ('nvshmem detect topo failed', wide-EP prefill pods on AWS with EFA): no label exists for an
   NVSHMEM / EP-kernel transport failure; labelled nccl_error / nccl_error as the nearest existing pair (an
   inter-GPU communication library failing to initialise across nodes at start-up). The PR is a maintainer's
   workaround ('temporarily disable EFA'), so the cause is pinned as 'NVSHMEM cannot initialise over the EFA
   transport in that image', not down to a root cause inside NVSHMEM. A new pair such as ep_transport_init_failed
   would be more exact.
2. vllm PR #39925 (DeepEP low-latency over MNNVL, 'invalid resource handle' in deep_ep.cpp Buffer.sync()): same
   labelling as call 1 (nccl_error / nccl_error); the PR author's diagnosis (cudaIpcOpenMemHandle cannot import
   memory from another physical node; the cuMem fabric API, use_fabric=True, is needed) is the cause; the PR itself
   was closed unmerged, so fix_that_worked records the author's verified patch, not a release.
3. gpustack PR #6236 ('RuntimeError: Remote engine 1 must not use --headless in external or hybrid dp lb mode'):
   gpustack #6221 (the user report) was given up by round 432 because its stored text was an analysis; the merged
   GPUStack fix PR #6236 now pins the cause (vLLM >= 0.28 reads --data-parallel-start-rank 0 on the API-serving
   leader as hybrid LB, auto-switched to external LB at local DP 1, which rejects headless followers), so the case
   cites the PR. kind / cause vllm_check_failed (vLLM's own start-up check); release_regression is the alternative
   cause (the guard changed from a truthiness test to 'is not None' between 0.27 and 0.28).
4. vllm PR #39405 (EADDRINUSE on port 29501 with a dense model, multi-node, DP > 1): kind port_in_use as every
   EADDRINUSE fixture, but cause release_regression rather than port_in_use: no other process holds the port; the
   DP ranks of one launch all rendezvous on master_addr:master_port because of a regression from vllm PR #30739. The
   PR (and its successor #48626) were closed, not merged, in the stored text.
5. prime-rl release v0.11.1.dev11 (docs corpus, a GitHub release note): 'Value error, data_parallel_external_lb can
   only be set when data_parallel_size > 1' for a P/D launch whose single-engine (DP=1, TP=8) roles were given
   data_parallel_rank / data_parallel_address; the note states the cause and that the engines started once the args
   were dropped (on Kubernetes). kind / cause vllm_check_failed, as earlier pydantic 'Value error,' refusals.
6. vllm PR #26628 (P2pNcclConnector 'KeyError: 'http_port'' at engine-core start, disaggregated prefill example
   config): kind / cause vllm_check_failed, as the earlier P2pNccl example failure vllm-44062; a raw KeyError, not a
   vLLM check message, so the lead may prefer kind None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round525-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- llm-d PR #675: wide-EP (LWS) prefill pods, NVSHMEM over EFA -> 'nvshmem detect topo failed'
case("llm-d-pr675-wide-ep-lws-prefill-efa-nvshmem-detect-topo-failed-status-28",
     "https://github.com/llm-d/llm-d/pull/675",
     "Relates to nvshmem initialization issue:\n"
     "\n"
     "The failure:\n"
     "```bash\n"
     "wide-ep-llm-d-prefill-0 vllm \n"
     "wide-ep-llm-d-prefill-0 vllm /tmp/nvshmem_src/src/host/init/init.cu:1034: non-zero status: 28 nvshmem detect topo "
     "failed \n"
     "wide-ep-llm-d-prefill-0 vllm \n"
     "wide-ep-llm-d-prefill-0 vllm /tmp/nvshmem_src/src/host/init/init.cu:1034: non-zero status: 28 nvshmem detect topo "
     "failed \n"
     "wide-ep-llm-d-prefill-0 vllm \n"
     "wide-ep-llm-d-prefill-0 vllm /tmp/nvshmem_src/src/host/init/init.cu:1034: non-zero status: 28 nvshmem detect topo "
     "failed \n"
     "wide-ep-llm-d-prefill-0 vllm \n"
     "...\n"
     "wide-ep-llm-d-prefill-0-1 vllm (APIServer pid=1) Traceback (most recent call last):\n"
     "wide-ep-llm-d-prefill-0-1 vllm (APIServer pid=1)   File \"/opt/vllm/bin/vllm\", line 10, in <module>\n"
     "wide-ep-llm-d-prefill-0-1 vllm (APIServer pid=1)     sys.exit(main())\n"
     "wide-ep-llm-d-prefill-0-1 vllm (APIServer pid=1)              ^^^^^^\n"
     "wide-ep-llm-d-prefill-0-1 vllm (APIServer pid=1)   File \"/opt/vllm-source/vllm/entrypoints/cli/main.py\", line 73, "
     "in main",
     "nccl_error", {}, "nccl_error",
     "llm-d's wide-EP guide (LeaderWorkerSet prefill / decode pods, vLLM with DeepEP all2all kernels over NVSHMEM) on "
     "AWS with EFA networking enabled in the manifests: NVSHMEM's start-up topology detection fails on every rank "
     "('init.cu:1034: non-zero status: 28 nvshmem detect topo failed') and the vllm serve process in the prefill pods "
     "dies at start-up. The EP communication library cannot initialise over the EFA transport in that image; not a "
     "memory or model problem.",
     "the llm-d maintainers' merged PR #675 ('temporarily disable EFA', 2026-02-01) removes EFA from the wide-EP "
     "manifests so NVSHMEM / DeepEP do not try to initialise over it (a workaround pending an NVSHMEM-over-EFA fix)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the PR description as stored, down to where the stored chunk stops inside the APIServer traceback "
          "(its last frames and exception are beyond the chunk). Multi-node: the pods are LWS groups "
          "('wide-ep-llm-d-prefill-0', '-0-1'). See judgement call 1 for the label.")

# ---------------------------------------- vllm PR #39925: DeepEP low-latency over MNNVL (GB200 NVL72, 4 nodes) -> deep_ep.cpp 'invalid resource handle'
case("vllm-pr39925-gb200-mnnvl-deepep-ll-buffer-sync-invalid-resource-handle",
     "https://github.com/vllm-project/vllm/pull/39925",
     "When `VLLM_DEEPEP_LOW_LATENCY_USE_MNNVL=1`, the NVL domain spans multiple physical nodes (e.g. GB200 NVL72). "
     "...\n"
     "Without this fix, `Buffer.sync()` raises:\n"
     "```\n"
     "RuntimeError: Failed: CUDA error .../deep_ep.cpp:226 'invalid resource handle'\n"
     "```\n"
     "\n"
     "## Test plan\n"
     "\n"
     "- [x] Verified on 4-node GB200 MNNVL decode cluster (DP=16, TP=1) serving Kimi-K2.5-NVFP4 with DeepEP "
     "Low-Latency all2all",
     "nccl_error", {}, "nccl_error",
     "A 4-node GB200 NVL72 decode cluster (DP=16, TP=1, Kimi-K2.5-NVFP4) with the DeepEP low-latency all2all backend "
     "and VLLM_DEEPEP_LOW_LATENCY_USE_MNNVL=1: the NVLink domain spans several physical nodes, but DeepEP's Buffer "
     "shares its memory with cudaIpcOpenMemHandle, which works only inside one node, so Buffer.sync() fails with CUDA "
     "'invalid resource handle' while the EP buffers are set up at start-up. Cross-node NVLink sharing needs the cuMem "
     "fabric API.",
     "the PR author's patch (verified on the 4-node GB200 cluster, 'Buffer.sync() no longer raises'): pass "
     "use_fabric=True to deep_ep.Buffer when MNNVL is enabled and bump DeepEP to commit 9249c25 (deepseek-ai/DeepEP "
     "#217, which adds use_fabric); the PR was closed in the stored text, so no vLLM release is named",
     release=None, gpu="NVIDIA GB200 (NVL72)", gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 16}],
     note="Excerpt: the Motivation paragraph's first sentence, the error block and the test plan as the PR "
          "description stores them ('...' marks the sentences about cudaIpcOpenMemHandle and the fabric API, left out "
          "as the answer). The "
          "path in the error is elided ('.../deep_ep.cpp') in the original. The Summary's fix bullets are left out. "
          "gpus=16: four nodes of the DP=16 decode cluster (4 GB200 per node). See judgement call 2.")

# ---------------------------------------- gpustack PR #6236: vLLM >= 0.28 multi-node DP (internal LB) with --data-parallel-start-rank 0 on the leader -> 'Remote engine 1 must not use --headless'
case("gpustack-pr6236-vllm-029-dp-only-leader-start-rank-0-remote-engine-must-not-use-headless",
     "https://github.com/gpustack/gpustack/pull/6236",
     "```text\n"
     "data_parallel_hybrid_lb is not eligible when\n"
     "data_parallel_size_local = 1, autoswitch to data_parallel_external_lb.\n"
     "```\n"
     "\n"
     "```\n"
     "RuntimeError: Remote engine 1 must not use --headless in external or hybrid dp lb mode\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "GPUStack's 'dp_only' multi-node layout for vLLM (internal load balancing: the leader serves the API, the "
     "followers run `vllm serve --headless --data-parallel-start-rank N`, local DP 1 per node) always passed "
     "--data-parallel-start-rank 0 to the leader as well. Up to vLLM 0.27 the 0 was ignored (a truthiness test); from "
     "vLLM 0.28 ('is not None') it turns the leader into hybrid LB, which at --data-parallel-size-local 1 auto-switches "
     "to external LB, and external / hybrid LB requires every node to serve its own API, so the start-up handshake "
     "rejects the headless follower. Reported as gpustack #6221 (vLLM 0.29, distributed inference failing).",
     "the merged GPUStack PR #6236 (2026-09-18): stop passing --data-parallel-start-rank on the internal-LB leader; "
     "only the headless followers carry it (the upstream internal-LB multi-node recipe). By hand: remove "
     "--data-parallel-start-rank 0 from the leader's command, keep --headless --data-parallel-start-rank 1 on the "
     "follower",
     release="0.29 (GPUStack; the PR names >= 0.28)", gpu=None, gpus=None,
     command="leader: vllm serve <model> --tensor-parallel-size 2 --data-parallel-size 2 --data-parallel-size-local 1 "
             "--data-parallel-start-rank 0 --data-parallel-address 10.10.10.37 --data-parallel-rpc-port 40015 "
             "--distributed-executor-backend mp; follower: vllm serve <model> --headless --tensor-parallel-size 2 "
             "--data-parallel-size 2 --data-parallel-size-local 1 --data-parallel-start-rank 1 "
             "--data-parallel-address 10.10.10.37 --data-parallel-rpc-port 40015 --distributed-executor-backend mp",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the two log messages as the stored texts show them: the auto-switch line as gpustack #6221 quotes "
          "it (wrapped as stored) and the RuntimeError as PR #6236's description shows it on one line (#6221 stores it "
          "wrapped after '--headless'). The command is reconstructed from #6221's stored fix advice (remove "
          "--data-parallel-start-rank 0 on the master 10.10.10.37; keep DP=2, local DP=1, TP=2, the same DP address "
          "and RPC port) and the PR's 'the 0 we always sent'; the original launch lines are not in the stored chunk. "
          "See judgement call 3.")

# ---------------------------------------- vllm PR #39405: dense model, multi-node, DP > 1 (e.g. -dp 4 -tp 4) -> DistNetworkError EADDRINUSE on 29501
case("vllm-pr39405-dense-multinode-dp4-tp4-master-port-29501-eaddrinuse",
     "https://github.com/vllm-project/vllm/pull/39405",
     "| DP | nnodes_within_dp | nnodes | working |\n"
     "| -- | -- | -- | -- |\n"
     "| 1 | 1 | 1 | ✅ |\n"
     "| 1 | >1 | >1 | ✅ |\n"
     "| 1 | 1 | >1 | ✅ |\n"
     "| >1 | 1 | 1 | ✅ |\n"
     "| >1 | >1 | >1 | :x: |\n"
     "| >1 | 1 | >1 | :x: |\n"
     "...\n"
     "The symptom of the issue with the last row is\n"
     "\n"
     "```\n"
     "DistNetworkError: The server socket has failed to listen on any local network address. port: 29501,\n"
     "useIpv6: false, code: -98, name: EADDRINUSE, message: address already in us\n"
     "```",
     "port_in_use", {}, "release_regression",
     "A dense (non-MoE) model served multi-node with data parallel > 1 where each DP replica fits on one node (e.g. "
     "-dp 4 -tp 4 across nodes; the PR notes -dp 4 -tp 16 is broken too, differently): since vllm PR #30739 the per-replica parallel state still has "
     "nnodes > 1, so init_distributed_environment builds every DP rank's distributed_init_method from "
     "parallel_config.master_addr:master_port, and the DP ranks all try to listen on the same port (29501). A vLLM "
     "regression (broken unnoticed for about three months), not another process holding the port.",
     "no fix merged in the stored text: the author's PR #39405 (re-scope the parallel config per DP rank so "
     "nnodes_within_dp = 1 initialises on localhost) was closed and carried forward as PR #48626, also closed. "
     "No workaround is stated in the stored text",
     release=None, gpu=None, gpus=None, command="vllm serve <dense model> -dp 4 -tp 4 (multi-node)",
     forbidden=_MEM,
     note="Excerpt: the PR description's table and symptom block as stored ('...' marks the sentences about the fix "
          "left out); the error message is cut in the original ('address already in us'). 'Broken by #30739' comes "
          "from the same description. See judgement call 4.")

# ---------------------------------------- prime-rl release v0.11.1.dev11: P/D launch, DP=1 TP=8 roles given data_parallel_rank/address -> data_parallel_external_lb Value error
case("prime-rl-v0111dev11-glm45-air-pd-tp8-dp1-data-parallel-external-lb-requires-dp-gt-1",
     "https://github.com/PrimeIntellect-ai/prime-rl/releases/tag/v0.11.1.dev11",
     "P/D launchers pass `data_parallel_rank`/`data_parallel_address` to every\n"
     "engine. When a role is a single engine (DP=1, e.g. one TP=8 engine per\n"
     "prefill/decode node), vLLM rejects them at startup:\n"
     "\n"
     "```\n"
     "Value error, data_parallel_external_lb can only be set when data_parallel_size > 1\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "prime-rl's prefill / decode launch templates (Slurm sbatch and the same engine args on Kubernetes) passed "
     "data_parallel_rank and data_parallel_address to every vLLM engine. Passing a DP rank turns on vLLM's external DP "
     "load-balancing mode, which vLLM's config validation allows only with data_parallel_size > 1; with one TP=8 "
     "engine per prefill / decode node (GLM-4.5-Air, 1 prefill + 1 decode node) each engine is DP=1, so vLLM refused "
     "to start.",
     "prime-rl v0.11.1.dev11: both P/D templates pass data_parallel_rank / data_parallel_address only when the role's "
     "DP group has more than one rank; the same engine args on Kubernetes 'started once they were dropped'",
     release=None, gpu=None, gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the first paragraph and the error block of the release note (docs corpus, a GitHub release page); "
          "the sentences with the fix and 'Found while running GLM-4.5-Air with 1 prefill + 1 decode node at TP=8' "
          "are left out. gpus=16 read from '1 prefill + 1 decode node at TP=8' (8 GPUs per node). See judgement "
          "call 5.")

# ---------------------------------------- vllm PR #26628: P/D example with P2pNcclConnector, kv_connector_extra_config without http_port -> KeyError at engine start
case("vllm-pr26628-pd-example-p2pncclconnector-kv-connector-extra-config-keyerror-http-port",
     "https://github.com/vllm-project/vllm/pull/26628",
     "(EngineCore_DP0 pid=588697) INFO 10-09 00:54:01 [parallel_state.py:1165] rank 0 in world size 1 is assigned as "
     "DP rank 0, PP rank 0, TP rank 0, EP rank 0\n"
     "(EngineCore_DP0 pid=588697) INFO 10-09 00:54:01 [factory.py:51] Creating v1 connector with name: "
     "P2pNcclConnector and engine_id: 10200040-2773-407d-b1cf-70a391b3a026\n"
     "...\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]     return connector_cls(config, role)\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]   File \"/usr/local/lib/python3.12/dist-packages/"
     "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_connector.py\", line 82, in __init__\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]     self.p2p_nccl_engine = P2pNcclEngine(\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]                            ^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]   File \"/usr/local/lib/python3.12/dist-packages/"
     "vllm/distributed/kv_transfer/kv_connector/v1/p2p/p2p_nccl_engine.py\", line 95, in __init__\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]     "
     "f\"{self.config.kv_connector_extra_config['http_port']}\")\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718]        "
     "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=588697) ERROR 10-09 00:54:01 [core.py:718] KeyError: 'http_port'\n"
     "(EngineCore_DP0 pid=588697) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=588697) Traceback (most recent call last):",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Running vLLM's disaggregated prefill example (docs 'disaggregated_prefill') with P2pNcclConnector as producer / "
     "consumer: the --kv-transfer-config's kv_connector_extra_config lacks the http_port field that P2pNcclEngine "
     "reads in its constructor (p2p_nccl_engine.py line 95), so each engine core dies at start-up while creating the "
     "KV connector. A launch-configuration gap in the example (the connector also needs the proxy-routed request ids), "
     "not a GPU or memory problem.",
     "add http_port (the instance's own server port, e.g. 8100 for prefill and 8200 for decode) and the proxy fields "
     "to kv_connector_extra_config: PR #24720 (closed in favour of #24851) added exactly that to "
     "disaggregated_prefill.sh ('Fixes ... KeyError: 'http_port' at p2p_nccl_engine.py:95'); the merged PR #26628 "
     "makes the example proxy usable with P2pNcclConnector",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's log block as two stored chunks show it ('...' marks lines between the "
          "chunks that were not reached); the PR's list of other symptoms (TypeError, ZMQError, 'Request id ... does "
          "not contain hostname and port') is left out. Single-node example, but the connector is the P/D transport "
          "used across nodes. See judgement call 6.")

BATCH.write()
