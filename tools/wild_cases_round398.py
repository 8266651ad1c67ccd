"""Round-398 blind batch: DISTRIBUTED / MULTI-NODE vLLM launches that fail at start-up (Ray placement groups,
NCCL at init, pipeline parallel across nodes, --data-parallel-size / --enable-expert-parallel refusals, TP
divisibility, multiprocessing / shm, Kubernetes / LWS / KubeRay deployments), any tracker; collected by helper
wild398 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round398-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(docstring completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round398-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #36875: mp multi-node PP 2, follower via python -m ...api_server --headless
case("vllm-pr36875-mp-multinode-pp2-follower-api-server-headless-collective-rpc-assert",
     "https://github.com/vllm-project/vllm/pull/36875",
     "When doing multi-node deployment with the multiprocessing backend (--distributed-executor-backend mp), the "
     "follower node fails with:\n"
     "```\n"
     "AssertionError: collective_rpc should not be called on follower node\n"
     "```\n"
     "\n"
     "Leader (node 0):\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server \\ \n"
     "    --distributed-executor-backend mp \\\n"
     "    --pipeline-parallel-size 2 \\\n"
     "    --nnodes 2 \\\n"
     "    --node-rank 0 \\\n"
     "    --master-addr $MASTER_IP_ADDR\n"
     "```\n"
     "\n"
     "Worker (node 1):\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server \\\n"
     "    --distributed-executor-backend mp \\\n"
     "    --pipeline-parallel-size 2 \\\n"
     "    --nnodes 2 \\\n"
     "    --node-ran",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Two-node pipeline-parallel (PP 2) launch with the multiprocessing executor (--nnodes 2 --node-rank N "
     "--master-addr, no Ray), started on both nodes with `python -m vllm.entrypoints.openai.api_server` as the "
     "vllm-openai docker image does. That entrypoint always calls run_server() and ignores --headless, so the "
     "follower node (node_rank 1) builds a full API server + EngineCore and tries to initialise the KV cache through "
     "collective_rpc(), which only the leader may call (its rpc_broadcast_mq is None on followers) -> the assertion. "
     "Not a memory, NCCL or parallel-size problem.",
     "PR author emricksini-h (PR #36875, 2026-03-12; the PR was closed, also reported as vllm #33910): `vllm serve` "
     "checks --headless and routes the follower to run_headless(); start the follower node with `vllm serve <model> "
     "... --nnodes 2 --node-rank 1 --master-addr ... --headless` (not python -m vllm.entrypoints.openai.api_server), "
     "or use a release whose api_server entrypoint honours --headless",
     release="main, March 2026", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --distributed-executor-backend mp "
             "--pipeline-parallel-size 2 --nnodes 2 --node-rank 1 --master-addr $MASTER_IP_ADDR",
     forbidden=_MEM + [{"flag": "--pipeline-parallel-size", "at_most": 1}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR description's problem statement (the error line) and its test-plan launch commands for "
          "leader and worker, as the stored chunk shows them; the stored chunk is cut inside the worker command "
          "('--node-ran'), kept as cut. The explanation paragraph (api_server calls run_server() without checking "
          "--headless; vllm serve routes to run_headless()) is the fix and is left out. The model argument is not "
          "shown in the PR's commands.")

if __name__ == "__main__":
    BATCH.write()
