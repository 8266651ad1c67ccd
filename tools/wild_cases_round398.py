"""Round-398 blind batch: DISTRIBUTED / MULTI-NODE vLLM launches that fail at start-up (Ray placement groups,
NCCL at init, pipeline parallel across nodes, --data-parallel-size / --enable-expert-parallel refusals, TP
divisibility, multiprocessing / shm, Kubernetes / LWS / KubeRay deployments), any tracker; collected by helper
wild398 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round398-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed, all ``search`` (38 corpus=issues, 2 corpus=pages; no find_string, read_file or
fetch). 3 cases. The slice is close to exhausted: nearly every distributed / multi-node thread the issues corpus
returns is already in USED_SOURCES.txt or named as given up in the docstrings of rounds 136, 252, 300, 332 and 350;
the issues corpus returns one chunk of a thread per hit (usually turn 0), so a fresh thread's fix was seldom reachable.
Two of the three cases come from PR descriptions (the error block and the cause in the same stored chunk).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #2416, #7815, #2406, #1116, #7474, #52435, PR #55914, #5495,
  #14186, #1710, #5828, #2652, #596, #414, #3190, #11539, #16231, #9015, #7367, #7413, #11004, #1566, #8908,
  #56281, #36861; vllm-ascend #7635; gpustack #5014, #5779; NVIDIA-NeMo/Skills #1059; AdaptThink #1; FSDrive #21;
  vllm-project/vime PR #186 (Qwen3-30B-A3B FP8 TP 8 + deepep without EP, block_n 96 vs 128); vllm #54178, PR #48173.
- Named as given up by earlier rounds (not re-spent): vllm #13388, #13909, #26028, #18567, #15604, #22886, #16707,
  #13557, #4655, #1771, #1393, #789, #6574, #15255, #1111, #12670, #45455, #22424, #33685, #14117, #27259, #29447,
  #7699, #13521, #16259; vllm-ascend #2077, #4456, #5949, #3976; ray #59778; eugr/spark-vllm-docker #280;
  verl #4926; gpustack #3379, #2077; aibrix #927; MiniMax-M2.5 #30; QwenLM/Qwen3-VL #1796.
- Error line not in the stored chunk: vllm #23244 (gpt-oss-20b DP, traceback cut before the exception), #22361
  (gpt-oss-120b DP + EP, only the launch script), #17863 (TP 8 x DP 2, env dump only), #18453 (v0.8.5 Raylet
  registration: the error is there but no answer; same symptom as given-up #13557); vllm-ascend #8344 / #8345 (PD
  disaggregation 'prefill' config conflicting data parallel size: the title has the message, the chunk stops in the
  kv-transfer JSON; #8345 is the same author's repost), #5006 (Qwen3-235B 'Following weights were not initialized':
  the body stops before the error; a maintainer says 8 x 64 GB NPUs are too few for the bf16 model); vllm PR #44763
  (Qwen3-30B-A3B online fp8 per-block at TP 4, 768/4 = 192: traceback cut before the exception; the PR is the fix);
  ppc64le/build-scripts PR #8660 turn 5 (rpc_broadcast_mq MessageQueue traceback, cut before the exception);
  NVIDIA/dgx-spark-playbooks #63 ('Tensor parallel size (2) exceeds available GPUs (1)': the error is a screenshot).
- No confirmed cause or fix reachable: vllm #54259 (two-node Ray TP 2 on GB10, cold-boot 'psm_' FileNotFoundError /
  ShmRingBuffer AttributeError; the reporter says PR #54274 only improves the message and the failure stays), vllm-ascend
  #3977 / #3978 (Qwen3-235B DP over Ray, 'Timed out waiting for engines', launch with two --tensor-parallel-size
  flags; three reposts, no answer stored), vllm-ascend #4250 (EP on two directly connected 910B3 hosts, same timeout);
  ms-swift #7879 (GRPO rollout server NCCL error at init_communicator: after start-up, no fix).
- Not a start-up failure or not a vLLM log: vllm #29373 (request-time crash), #15332 (PP 2 size mismatch at a request),
  #21438, #11139 (hang), production-stack #653 (Ray worker pod never scheduled, no vLLM error), vllm PR #48879 (the
  SIGBUS it describes happens under multimodal load; its fail-fast check is the message of the PR #50606 case),
  sgl-project threads (SGLang, not vLLM), EasyR1 #12 forks (same post mirrored in many forks).

Judgement calls for the lead:
1. vllm PR #36875 (AssertionError 'collective_rpc should not be called on follower node'): labelled
   vllm_check_failed / vllm_check_failed as the nearest existing pair; the real cause is an entrypoint that ignores
   --headless on the follower node (a launch / entrypoint mismatch, fixed by launching the follower with `vllm serve
   ... --headless`). A new cause such as headless_entrypoint_mismatch would be more exact.
2. vllm PR #50606 ('RuntimeError: Insufficient space in /dev/shm: 240 MiB required, 64 MiB free.'): kind
   vllm_check_failed (vLLM's own start-up check refuses), cause NEW label shm_too_small. No existing cause fits: the
   earlier /dev/shm cases were NCCL's shm segment errors (cause nccl_error) or Ray's object store (unrecognized), and
   host_memory_exhausted is about RAM, not a container's tmpfs limit. The printed MiB figures have no key in
   LABELS.txt, so numbers is {}.
3. ray #53192: the message is Ray's autoscaler ('No available node types can fulfill resource request {'GPU': 16.0,
   'CPU': 1.0}'), not vLLM's; labelled tp_over_gpus / tp_over_gpus as earlier rounds labelled the same autoscaler
   refusal (vllm-7815, vllm-14186, skypilot-2955). The cluster has the 16 GPUs in total, but one actor cannot span
   nodes; the fix (multi-node TP 8 x PP 2 with a PACK placement group) is inferred from the log and from the later
   Ray PRs #56779 / #56980, not confirmed in the thread.
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

# ---------------------------------------- ray #53192: Ray Data map_batches(num_gpus=16) for DeepSeek-R1 on 2 x 8 L40
case("ray-53192-ray-data-deepseek-r1-2x8-l40-actor-num-gpus-16-no-node-type",
     "https://github.com/ray-project/ray/issues/53192",
     "I attempt to use RayData to create `deepseek-r1` inference job by `vllm` with 16 * L40 with 8 * L40 per node.\n"
     "\n"
     "While I set the `num_gpus` of `map_batches` to `16`, the cluster return the res:\n"
     "```\n"
     "(autoscaler +44s) Error: No available node types can fulfill resource request {'GPU': 16.0, 'CPU': 1.0}. Add "
     "suitable node types to this cluster to resolve this issue.\n"
     "(autoscaler +1m19s) Error: No available node types can fulfill resource request {'CPU': 1.0, 'GPU': 16.0}. Add "
     "suitable node types to this cluster to resolve this issue.\n"
     "```\n"
     "While the max gpu count per actor is limited by the node size, there will never be an actor with 16 gpu. ",
     "tp_over_gpus", {}, "tp_over_gpus",
     "DeepSeek-R1 offline batch inference through Ray Data (map_batches with a vLLM predictor class) on a 2-node Ray "
     "cluster of 8 x L40 each (16 GPUs in all). The map_batches actor asked for num_gpus=16, i.e. one Ray actor "
     "holding 16 GPUs, but a single actor (or a STRICT_PACK placement group, as Ray Data / Serve LLM then used) must "
     "sit on one node, and no node has more than 8 GPUs, so Ray can never schedule it. The 16 GPUs exist only across "
     "two nodes; the model has to be split so that each node's share fits on its 8 GPUs (tensor parallel 8 inside a "
     "node, pipeline parallel 2 across the nodes, with the vLLM workers placed by a multi-node placement group), "
     "not asked for as one 16-GPU actor.",
     "not confirmed in the stored thread (closed, labelled question / community-backlog). From the log and the "
     "reporter's own reading: a single actor cannot exceed one node's 8 GPUs; split DeepSeek-R1 as TP 8 x PP 2 across "
     "the two nodes with bundles of 1 GPU in a PACK (not STRICT_PACK) placement group. Ray later shipped exactly "
     "this: ray PR #56779 ('Support multi-node TP/PP for ray.data.llm', dropping STRICT_PACK) and PR #56980 (serve.llm "
     "cross-node placement groups, default PACK)",
     release=None, gpu="NVIDIA L40 (2 nodes x 8)", gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--quantization"}],
     note="Excerpt: the start of the issue body (turn 0) as the stored chunk shows it, up to the reporter's remark "
          "that an actor cannot exceed one node; the second attempt (num_gpus=0, vLLM started in a CPU-only actor) "
          "is dropped because its error line is not in the stored chunk. The failure is Ray's autoscaler refusing the "
          "resource request, before vLLM starts; the 16.0 in it is the actor's GPU request, not a TP size, so numbers "
          "is {}.")

# ---------------------------------------- vllm PR #50606: TP 2, mp executor, 64 MiB /dev/shm -> vLLM's shm free-space check refuses
case("vllm-pr50606-tp2-mp-executor-dev-shm-64mib-free-240mib-required",
     "https://github.com/vllm-project/vllm/pull/50606",
     "```\n"
     "File \"vllm/v1/executor/multiproc_executor.py\", line 585, in _init_message_queues\n"
     "    self.worker_response_mq = MessageQueue(1, 1)\n"
     "RuntimeError: Insufficient space in /dev/shm: 240 MiB required, 64 MiB free.\n"
     "```",
     "vllm_check_failed", {}, "shm_too_small",
     "Tensor parallel 2 with the multiprocessing executor inside a container / plain Kubernetes pod whose /dev/shm is "
     "the 64 MiB default. The mp executor puts its message queues (the rpc broadcast ring buffer and one "
     "worker-response ring buffer per worker, 24 MiB x 10 chunks each by default) in /dev/shm; since vLLM PR #48879 "
     "the engine checks the free space up front and refuses to start (240 MiB needed, 64 MiB free) instead of dying "
     "later by SIGBUS. A host shared-memory limit of the container, not GPU memory, NCCL or the parallel sizes.",
     "From the two PRs (no user thread): give the container a larger /dev/shm -- docker run --shm-size=... or "
     "--ipc=host, or on Kubernetes an emptyDir{medium: Memory} mounted at /dev/shm (PR #48879, andreatassi: the 64 MB "
     "default of Docker and of a plain Kubernetes Pod is the trap 'unless the operator adds an emptyDir{medium: "
     "Memory}'). Where /dev/shm cannot be resized, PR #50606 (fank, open) makes VLLM_MQ_MAX_CHUNK_BYTES_MB apply to "
     "every MessageQueue, and VLLM_MQ_MAX_CHUNK_BYTES_MB=1 then fits 64 MiB (10 + 20 = 30 MiB at TP 2); before that "
     "PR the knob alone cannot get under 64 MiB",
     release="main, July 2026 (after PR #48879, before PR #50606)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the code block of the PR description (the two traceback lines and the RuntimeError) exactly as "
          "stored; the surrounding prose (the queue sizes per TP rank, the VLLM_MQ_MAX_CHUNK_BYTES_MB table) explains "
          "the fix and is left out. The message prints '240 MiB required, 64 MiB free': host /dev/shm sizes, for which "
          "LABELS.txt has no key (free_gib / needed_gib are GPU memory), so numbers is {}; the lead may add shm keys. "
          "The cause label shm_too_small is new (see the docstring).")

if __name__ == "__main__":
    BATCH.write()
