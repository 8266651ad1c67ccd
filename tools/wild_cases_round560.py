"""Round-560 blind batch: vLLM start-up HANGS and TIMEOUTS (engine-ready timeouts, stalls after the checkpoint shards,
NCCL init / first all-reduce, RPC timeouts, Ray placement groups pending, compile / CUDA-graph capture taking long,
multi-node rendezvous, download stalls), collected by helper wild560 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round560-blind"``; the lead grades it once. A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 35 allowed (27 ``search`` corpus=issues, 2 ``search`` corpus=pages); no read_file / fetch /
find_* calls. 3 cases: vllm #52504 (cross-node TP=2 on two DGX Spark, CUDA-graph replay of NCCL collectives deadlocks
with NCCL 2.28.9, 'RPC call to sample_tokens timed out'), ray-project/kuberay #3414 (Ray placement group for 4 GPU
bundles pending because one KubeRay worker pod never left Init), gpustack #5109 (GPUStack's vLLM 0.17.1 arm64 runner
with PyTorch 2.10 hangs after NCCL init at shard loading on cross-node TP=2). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is very heavily mined: most hang threads the issues corpus returns first (vllm #8058, #6201, #6370, #5458,
#17676, #32116, #19670, #12526, #13909, #7074, #5094, #6329, #35547 / PR #35616, #7303; ROCm/vllm #390; HAMi-core #261;
aibrix #927; gpustack #5056 / #5509 / #2125; open-r1 #617; nlzy/vllm-gfx906 #48; the huo.zai.meng.li ACS/IOMMU post;
aws-do-eks PR #50 / #51) were already used or named in earlier skip lists, and the fresh ones mostly stop before any
answer (hangs rarely get a pinned cause in the first stored chunk).

Sources given up (for the lead, not cases):
- Fresh, but no cause or fix reachable in the stored text: vllm #31276 (TP=2 'stuck in a loop' waiting for READY; only
  a bot's triage), #4277 (Llama-3-70B warm-up stall on 0.4.1, NCCL INFO lines only), #17167 (multi-node hang that
  --enforce-eager avoids; closed, no reason stored), #14340 (multi-node TCPStore frames only), #23979 (100% GPU stuck
  after the shards, closed stale), #16580, #8836 ('MQLLMEngine didn't reply within 10000ms' on a CPU-only box; only
  collect_env reached), #42063 (Qwen3.5-397B-NVFP4 on 4x RTX PRO 6000 hangs at weight loading, open), #42354 (2-node
  DGX Spark TP=2 hang, NCCL 2.28.9 too, open; may be #52504's class but not said), #52682 (Qwen3.8-27B-FP8 CUDA-graph
  hang on RTX A5000 TP=4; a commenter could not reproduce and found a silent FlashInfer JIT phase, not the reporter's
  cause), #34399 (Nemotron 3 torch.compile 2219 s, open); eugr/spark-vllm-docker #82 (0.17.0 wheels hang at shard 1/40,
  closed, no reason stored); kyuz0/amd-strix-halo-vllm-toolboxes #37 (stall after parallel_state on Strix Halo, open);
  mixa3607/ML-gfx906 #13 (shm_broadcast TimeoutError on MI50, 'needs more info'); vllm-project/vllm-ascend #6734 (GLM5
  W4A8 stuck at the shards, Ascend); intel/llm-scaler #77 (stuck after long benchmarking, not start-up).
- Cause reachable but not the error: tenstorrent/vllm #35 (Llama-3.1-70B on T3000, 'Engine loop has died' when a
  >2048-token prefill's compile outlasts the MQLLMEngine heartbeat; maintainers' diagnosis VLLM_RPC_TIMEOUT, but the
  issue's own log is cut after 'llama_generation:prefill_fo'); tenstorrent/vllm #31 shows the 'Engine loop has died'
  traceback but its own cause is not stored (probably #35's, not said). ai-dynamo/dynamo #10695 (torch.compile cache
  not reused across pods -> slow start; a vLLM commit fixed it) is a slow start, not a failure, and its stored chunk is
  DEBUG cache factors only.
- Not vLLM's log / not this slice: local-inference-lab/rtx6kpro #15 and NVIDIA/nccl #1999 (NCCL all-reduce hangs on
  RTX PRO 6000 P2P, shown with nccl-tests / a smoke test), NVIDIA/nccl #2167, ray-project/ray #47792 (CPU placement
  group), er0080/vllm-benchmarking #126 (a write-up, no log), eugr/spark-vllm-docker #24 (the PSA itself, no user log),
  sglang threads.

Judgement calls for the lead:
1. vllm-52504: the failure comes within the first 2-3 requests, not during start-up; taken under 'failing at its first
   requests because of how it was launched' (CUDA graphs + cross-node TP with the NCCL the image ships). The error line
   is vLLM's own raise in the multiprocessing executor ('RPC call to {method} timed out.', here without its period), so
   kind vllm_check_failed; no earlier fixture carries this message. Cause dependency_version_mismatch (the reporter's
   pinned cause: NCCL 2.28.9's graph-capture bug, fixed by NCCL 2.30.4 alone); cuda_graph_unsupported or nccl_error
   would be the alternatives. The title (which names the fix) is left out of the excerpt.
2. kuberay-3414: no answer in the stored thread (a KubeRay feature request, stale; the maintainer's reply is cut). The
   cause is read from the reporter's own pod listing: the worker pod '...-worker-bp7pn' (an L20 node) stays in
   'Init:0/1', so the Ray cluster never has the 4 GPUs the placement group asks for. Labelled tp_over_gpus / tp_over_gpus
   like the earlier placement-group waits (vllm-14186, spark-vllm-docker-227, gpustack-5181 'node not joined'). gpus
   left None: the pods' GPU counts are not printed (4 bundles of 1 GPU asked for).
3. gpustack-5109: a hang with no error line, so kind None. The excerpt is the reporter's summary, the symptom quote and
   the image's version block; the sentence that names the cause (eugr's 'PyTorch 2.10 + source-built vLLM') and the
   issue title ('torch 2.10 regression') are left out. The cause is pinned only by reference to eugr's PSA
   (spark-vllm-docker #24) and the image's exact versions; the GPUStack thread is open with no fix of its own. Cause
   dependency_version_mismatch (PyTorch 2.10 under that vLLM build); release_regression is the alternative.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round560-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #52504: 2x DGX Spark, cross-node TP=2, NCCL 2.28.9 -> CUDA-graph replay deadlock, 'RPC call to sample_tokens timed out'
case("vllm-52504-2x-dgx-spark-gb10-cross-node-tp2-nccl-2289-cudagraph-replay-rpc-sample-tokens-timed-out",
     "https://github.com/vllm-project/vllm/issues/52504",
     "### Your current environment\n"
     "\n"
     "2× NVIDIA DGX Spark (GB10, SM12.1), connected back-to-back over 200G RoCE. vLLM TP=2 across the two nodes, `mp` "
     "distributed executor backend. NCCL 2.28.9 (as shipped). DeepSeek-V4-Flash-0731.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "With CUDA graphs enabled, serving deadlocks within the first 2–3 requests: a CUDA-graph replay containing NCCL "
     "collectives hangs on the cross-node link. The engine watchdog eventually fires with:\n"
     "\n"
     "```\n"
     "RPC call to sample_tokens timed out\n"
     "```\n"
     "\n"
     "after which the server must be killed.",
     "vllm_check_failed", {"tensor_parallel_size": 2}, "dependency_version_mismatch",
     "Two DGX Spark nodes (GB10) running DeepSeek-V4-Flash with tensor parallelism across the nodes over RoCE: with CUDA "
     "graphs on, a replayed graph holding NCCL collectives deadlocks on the cross-node link, the workers stop answering "
     "and the executor's collective_rpc times out ('RPC call to sample_tokens timed out'). The reporter isolated it to "
     "graph-captured NCCL collectives in the NCCL 2.28.9 the image ships (eager NCCL is fine under the same traffic): "
     "an NCCL graph-capture bug, not a vLLM logic or memory problem.",
     "the reporter (pavelzak, 2026-08-16): upgrading NCCL 2.28.9 -> 2.30.4 fixes the deadlock with CUDA graphs "
     "re-enabled, nothing else changed; --enforce-eager serves indefinitely on the old NCCL (workaround). Related: "
     "vllm #41725 (same watchdog signature)",
     release=None, gpu="NVIDIA GB10 (DGX Spark)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue description as the stored chunk shows it, from the environment to 'after which the "
          "server must be killed.'; the title ('... (fixed by NCCL 2.30.4) ...') and the paragraphs after it (eager "
          "works, the root-cause / resolution data point, suggestions) are left out. The vLLM release is not in the "
          "stored text.")

# ---------------------------------------- kuberay #3414: vLLM on a KubeRay RayCluster, one worker pod stuck in Init -> placement group of 4 GPU bundles pending
case("kuberay-3414-raycluster-worker-pod-init-placement-group-4-gpu-specs-waiting-150s",
     "https://github.com/ray-project/kuberay/issues/3414",
     "[Feature] [raycluster] head node Waiting for creating a placement group of specs for 150 seconds\n"
     "\n"
     "### Description\n"
     "\n"
     "Raycluster head work unnormal.\n"
     "\n"
     "### Use case\n"
     "\n"
     "```\n"
     "# the head `mifs-nodetest166-hg-ray-67ff5218c47c150-head-wk5dx`:\n"
     "Waiting for creating a placement group of specs for 150 seconds. specs=[{'GPU': 1.0, 'node:xxx': 0.001}, "
     "{'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure "
     "the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if "
     "you are running on a multi-node.\n"
     "````\n"
     "```\n"
     "mifs-nodetest166-hg-ray-67ff5218c47c150-head-wk5dx     0/1     Running    0          6m23s   (l20)\n"
     "mifs-nodetest166-hg-ray-67ff5218c47c150-worker-bp7pn   0/1     Init:0/1   0          6m23s      (l20)\n"
     "mifs-nodetest166-hg-ray-67ff5218c47c150-worker-pn655   1/1     Running    0          6m23s  (4090)\n"
     "mifs-nodetest166-hg-ray-67ff5218c47c150-worker-rqn5n   1/1     Running    0          6m22s (4090)",
     "tp_over_gpus", {}, "tp_over_gpus",
     "vLLM on a KubeRay RayCluster (an L20 head, an L20 worker and two RTX 4090 workers) asks Ray for a placement group "
     "of four 1-GPU bundles, one pinned to the head node. One worker pod ('...-worker-bp7pn', L20) is still in "
     "Init:0/1 after six minutes, so its GPU never joined the Ray cluster and the group cannot be placed: vLLM keeps "
     "waiting ('Waiting for creating a placement group ... 150 seconds'). Not a memory or vLLM-config problem.",
     "no fix reached in the stored thread (a stale feature request; a second user saw the same wait on 2 A100 40GB). "
     "The collector's reading from the pod listing: get the stuck worker pod out of Init so it joins the cluster, or "
     "start vLLM only once all workers have joined (ray-project/ray PR #61046 describes this class for vLLM on KubeRay "
     "/ aibrix: workers not yet joined when the app starts; a 'ray wait' for nodes)",
     release=None, gpu="NVIDIA L20 + NVIDIA RTX 4090 (mixed KubeRay cluster)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the issue title and description as the stored chunk shows them (the placement-group line and the "
          "reporter's pod listing with each node's GPU in parentheses). The model and vLLM release are not stated. "
          "Cause read from the pod listing, not stated by a maintainer (judgement call 2).")

# ---------------------------------------- gpustack #5109: runner cuda12.9-vllm0.17.1-linux-arm64 (torch 2.10) on 2x GB10, cross-node TP=2 -> hang at shard loading
case("gpustack-5109-runner-vllm-0171-arm64-torch-210-2x-gb10-cross-node-tp2-hang-at-shard-loading",
     "https://github.com/gpustack/gpustack/issues/5109",
     "## Summary\n"
     "\n"
     "On a dual-node GB10 (NVIDIA Blackwell Ultra, sm_121) cluster managed by GPUStack, the "
     "`gpustack/runner:cuda12.9-vllm0.17.1-linux-arm64` runner image intermittently hangs during model startup when "
     "using `distributed_inference_across_workers: true` (cross-node TP=2). The symptom is the one documented by @eugr "
     "in [eugr/spark-vllm-docker#24](https://github.com/eugr/spark-vllm-docker/issues/24) and "
     "[vllm-project/vllm#33041](https://github.com/vllm-project/vllm/issues/33041):\n"
     "\n"
     "> Cluster inference hangs with one node at 100% and another on 0%. NCCL initializes successfully, but the engine "
     "never proceeds past safetensors shard loading. Both worker ranks are alive but stuck in passive wait loops.\n"
     "\n"
     "```\n"
     "VLLM_VERSION=0.17.1\n"
     "VLLM_TORCH_VERSION=2.10.0\n"
     "VLLM_TORCH_CUDA_VERSION=12.9.1\n"
     "NCCL_VERSION=2.27.3-1+cuda12.9\n"
     "```",
     None, {"tensor_parallel_size": 2}, "dependency_version_mismatch",
     "GPUStack's vLLM 0.17.1 arm64 runner image is a source-built vLLM on PyTorch 2.10.0; on two DGX Spark (GB10) nodes "
     "with tensor parallelism across the nodes the engine gets through NCCL init and then never proceeds past the "
     "checkpoint shards (one node at 100%, the other at 0%, both ranks in wait loops). The reporter matches it to "
     "eugr's diagnosis for the same symptom: PyTorch 2.10 with a source-built vLLM; the image bundles exactly that "
     "combination. A dependency-version problem in the image, not memory or the launch flags.",
     "no fix in the GPUStack thread (open). The referenced diagnosis (eugr, spark-vllm-docker #24): PyTorch 2.10 breaks "
     "the source-built vLLM; use the prebuilt vLLM wheels (--use-wheels) or roll PyTorch back to 2.9.1 in the build",
     release="0.17.1 (GPUStack runner cuda12.9-vllm0.17.1-linux-arm64)", gpu="NVIDIA GB10 (DGX Spark)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue's summary and the image's version block as the stored chunk shows them; left out between "
          "them are the sentence 'The root cause per @eugr is **PyTorch 2.10 + source-built vLLM**:', eugr's quoted "
          "workaround and 'The current ... image bundles exactly this broken combination:'; the title (which says "
          "'torch 2.10 regression') is left out too. No log lines are in the stored chunk (judgement call 3).")

BATCH.write()
