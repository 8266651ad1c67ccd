"""Round-563 blind batch: vLLM start-up failures from NETWORK, PORT and ADDRESS problems (ZMQ bind errors, IPv6
addresses, IPC socket paths, Ray GCS connection), collected by helper wild563 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round563-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 23 of the 35 allowed, all ``search`` (21 corpus=issues, 1 corpus=pages, 1 corpus=issues re-query for
vllm #7118's comments); no read_file / fetch / find_* calls. 4 cases: vllm #7118 (ZMQ 'No such device' binding
tcp://localhost, main-branch build of Aug 2024, 2x RTX 4090), vllm #42149 (P2P NCCL connector binding an unbracketed
IPv6 address, vLLM 0.11.2), LMCache #3529 (ZMQ IPC path over 107 characters from a long TMPDIR, vLLM worker with the
LMCache connector), vllm #1465 (Ray 'Failed to connect to GCS within 60 seconds' with TP 2 on vLLM 0.2.1.post1, engine
built outside the main thread). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against
the earlier rounds' skip lists before it was spent on. The slice is heavily mined: get_ip()/dns.google gaierror
(#3212, #3416, #3656, #2827), Gloo/NCCL interface threads (#5094, #7074, #2084, #13121), placement-group IP mismatch
(#7815, #8908, #14186), ZMQ 'Address already in use' (#7196, #20965, #40443, #44061) and the K8s VLLM_PORT collision
all have fixtures already.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #557, #570, #2427, #3771, #3176 (PR), #3170, #13052,
  #13521, #7699, #15071, #43095, #2961, #6370, #6407, #10626, #5458, #2084, #7196, #20965, #40443, #18986; dynamo #2706;
  kvcache-ai/Mooncake #71 (in skip lists of rounds 16/138/240); TheTom/vllm-swift #9 (skip lists 109/114/119).
- Same class as a case: vllm #7138 ('zmq.error.ZMQError: No such device', main-branch build 08-05, fixed by the same
  PR #7163 as #7118; its stored traceback is cut before the error line, which only the title carries).
- No fix / cause not pinned in the stored text: vllm #3640 ('Name or service not know error for vllm==0.3.3', stored
  chunk stops in collect_env, error not shown), #2407 (one-line report 'socket.gaierror ... from get_ip()', no reply
  with a fix), #15385 (Ray 'Failed to connect to GCS at address 192.168.2.40:6379' for a single-node TP 4 serve on
  0.8.0, open, no answer), #19543 (Ray worker container 'Failed to connect to GCS at address 10.108.0.184:6379'; the
  maintainer says the --address must not be 127.0.0.1, but the printed address contradicts the pasted command and it
  is a `ray start` failure, not vLLM's), #14349 (FastChat vllm_worker, Ray Client connection timed out; cause not
  pinned), #11564 / #10856 / OpenBMB MiniCPM-V #762 / gpustack #1585 ('ZMQError: Operation not supported' is the
  front-end's after-death symptom; the real causes vary, e.g. custom_all_reduce 'invalid argument'); vllm-ascend
  #4281 (--master-addr with the server IP, chunk stops in the start-up log, open); gpustack #5004 (gaierror behind
  GPUStack, screenshot, open); QwenLM/Qwen-VL #491 (screenshot, not vLLM); dhcode-cpp/X-R1 #71 (c10d 'hostname of the
  client socket cannot be retrieved' warning, open, no fix); zjunlp/KnowLM #42 (IPv6 gai warnings, hang, no fix);
  ModalMinds/MM-EUREKA #54 (Ray GCS ':6379', training script, not vLLM).

Judgement calls for the lead:
1. vllm-7118: the error text is the issue title plus a commenter's identical line (port 5570); the reporter's own
   traceback is not in the stored chunk. kind None (no ZMQ bind-failure kind exists; 'No such device' is not
   port_in_use), cause release_regression as round-earlier IPv6/URL-format vLLM bugs were labelled (vllm-18986,
   vllm-570): the new ZMQ RPC front end of a main-branch build bound tcp://localhost, fixed next day by PR #7163.
2. vllm-42149: no fix in the thread (closed as stale); the cause is read from the message (an IPv6 literal with no
   brackets inside tcp://...:21001) and from PR #42277 ('Fixes #42149': bracket IPv6 host/port pairs and enable ZMQ
   IPv6 in the P2P NCCL connector), which the stored text shows as closed, not merged. cause release_regression by the
   same precedent; the lead may prefer a new 'ipv6_unsupported' cause.
3. lmcache-3529: a NEW cause label 'ipc_path_too_long' (none of LABELS.txt's causes fits an AF_UNIX sun_path limit);
   kind None. The failing socket is LMCache's lookup RPC inside a vLLM TP worker (Worker_TP1), so it is a vLLM
   start-up failure through its KV connector. Fix pinned by the merged LMCache PR #3530 ('Fixes #3529').
4. vllm-1465: kind None (Ray's GCS time-out line), cause engine_not_main_thread (the label earlier rounds use for an
   engine started outside the main thread). Two commenters pin it (smallmocha: model loaded in a child thread;
   tsvisab: ray.init in the main thread 'worked for me'); the reporter never confirmed, so this is the weakest case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round563-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #7118: main-branch build (torch 2.4.0), 2x RTX 4090 -> ZMQError No such device (addr='tcp://localhost:8000')
case("vllm-7118-main-aug2024-2x4090-zmq-rpc-bind-localhost-no-such-device",
     "https://github.com/vllm-project/vllm/issues/7118",
     "[Bug]: zmq.error.ZMQError: No such device (addr='tcp://localhost:8000')\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "Collecting environment information...\n"
     "PyTorch version: 2.4.0+cu121\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: 12.1\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Ubuntu 22.04.3 LTS (x86_64)\n"
     "GCC version: (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n"
     "Clang version: Could not collect\n"
     "CMake version: version 3.27.6\n"
     "Libc version: glibc-2.35\n"
     "\n"
     "Python version: 3.10.12 (main, Jun 11 2023, 05:26:28) [GCC 11.4.0] (64-bit runtime)\n"
     "Python platform: Linux-5.15.0-78-generic-x86_64-with-glibc2.35\n"
     "Is CUDA available: True\n"
     "CUDA runtime version: 12.2.140\n"
     "CUDA_MODULE_LOADING set to: LAZY\n"
     "GPU models and configuration: \n"
     "GPU 0: NVIDIA GeForce RTX 4090\n"
     "GPU 1: NVIDIA GeForce RTX 4090\n"
     "\n"
     "Nvidia driver version: 535.54.03\n"
     "\n"
     "hibukipanim · comment · 2024-08-04\n"
     "building a recent commit I'm getting the same error but with different port:\n"
     "```python\n"
     "zmq.error.ZMQError: No such device (addr='tcp://localhost:5570')\n"
     "```",
     None, {}, "release_regression",
     "A vLLM build from the main branch of early August 2024 (torch 2.4.0) started the OpenAI server's new ZMQ RPC "
     "front end (a separate engine process talking to the API server over ZMQ) and bound its socket to "
     "tcp://localhost:<port>. libzmq does not resolve a host name in bind() and fails with 'No such device' on some "
     "hosts; the bind has to use the numeric 127.0.0.1. A vLLM bug in that build, not the GPUs, memory or the port "
     "being taken.",
     "maintainer robertgshaw2-neuralmagic (2024-08-04): '--disable-frontend-multiprocessing as a workaround'; "
     "yudian0504: 'just replace localhost by 127.0.0.1'; fixed by PR #7163 '[BugFix] Use IP4 localhost form for zmq "
     "bind' (njhill, merged 2024-08-05; 'Should address issues ... #7138, #7118'), youkaichao: 'close by #7163'",
     release="main-branch build of early August 2024 (torch 2.4.0+cu121)", gpu="NVIDIA GeForce RTX 4090", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--port"}],
     note="Excerpt: the issue title (which carries the error line), the start of the reporter's collect_env, and "
          "commenter hibukipanim's identical error on port 5570; the reporter's own traceback is not in the stored "
          "chunk. The maintainers' workaround and the fix PR are left out. --port is forbidden because the port is "
          "not in use: the bind fails on the host name.")

# ---------------------------------------- vllm #42149: vLLM 0.11.2 P2pNcclConnector on an IPv6 host -> ZMQError No such device (addr='tcp://2605:...:21001')
case("vllm-42149-v0112-p2p-nccl-connector-ipv6-unbracketed-zmq-no-such-device",
     "https://github.com/vllm-project/vllm/issues/42149",
     "[Bug]: vllm 0.11.2 the p2p_nccl_engine not support ipv6? which version is ok\n"
     "\n"
     "(Worker_TP1 pid=27102) ERROR 05-09 16:34:35 [multiproc_executor.py:815]     super().bind(addr)\n"
     "(Worker_TP0 pid=27101) ERROR 05-09 16:34:35 [multiproc_executor.py:815]   File \"zmq/backend/cython/_zmq.py\", "
     "line 190, in zmq.backend.cython._zmq._check_rc\n"
     "(Worker_TP1 pid=27102) ERROR 05-09 16:34:35 [multiproc_executor.py:815]   File \"zmq/backend/cython/_zmq.py\", "
     "line 1009, in zmq.backend.cython._zmq.Socket.bind\n"
     "(Worker_TP0 pid=27101) ERROR 05-09 16:34:35 [multiproc_executor.py:815] zmq.error.ZMQError: No such device "
     "(addr='tcp://2605:340:cd51:4900:d73:4aba:b23d:2190:21001')\n"
     "(Worker_TP1 pid=27102) ERROR 05-09 16:34:35 [multiproc_executor.py:815]   File \"zmq/backend/cython/_zmq.py\", "
     "line 190, in zmq.backend.cython._zmq._check_rc\n"
     "(Worker_TP1 pid=27102) ERROR 05-09 16:34:35 [multiproc_executor.py:815] zmq.error.ZMQError: No such device "
     "(addr='tcp://2605:340:cd51:4900:d73:4aba:b23d:2190:21002')\n"
     "(EngineCore_DP0 pid=27036) ERROR 05-09 16:34:35 [core.py:842] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=27036) ERROR 05-09 16:34:35 [core.py:842] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=27036) ERROR 05-09 16:34:35 [core.py:842]   File \"/usr/local/lib/python3.10/site-packages/"
     "vllm/v1/engine/core.py\", line 833, in run_engine_core",
     None, {}, "release_regression",
     "vLLM 0.11.2 with the P2P NCCL KV connector (disaggregated prefill/decode) on a host whose address is IPv6: each "
     "TP worker's P2pNcclEngine bound its ZMQ socket to tcp://<ip>:<port> with the IPv6 literal unbracketed "
     "(tcp://2605:...:2190:21001) and without the ZMQ IPV6 socket option, so libzmq could not parse the endpoint and "
     "bind failed with 'No such device'; the engine core then failed to start. The connector did not support IPv6 "
     "addresses, not a port clash, GPU or memory problem.",
     "no fix reached in the thread (closed as stale). PR #42277 'Support IPv6 addresses in P2P NCCL connector' "
     "(AbhiOnGithub, 2026-05-11, 'Fixes #42149': bracket IPv6 host/port pairs for the P2P NCCL ZMQ addresses and enable "
     "ZMQ IPv6 on those sockets) is shown closed, not merged. Using an IPv4 address for the connector is the implied "
     "workaround, not confirmed in the thread",
     release="0.11.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--port"}],
     note="Excerpt: the issue title and the part of the reporter's log the stored chunk shows (it begins mid-"
          "traceback). TP 2 is inferred from Worker_TP0/Worker_TP1, not printed as a number, so numbers is empty.")

# ---------------------------------------- LMCache #3529: vLLM TP worker + LMCache on a supercomputer scratch TMPDIR -> ZMQError ipc path longer than 107 characters
case("lmcache-3529-vllm-tp-worker-long-tmpdir-zmq-ipc-path-over-107-characters",
     "https://github.com/LMCache/LMCache/issues/3529",
     "TMPDIR size limitation breaks shared file system\n"
     "\n"
     "**Bug**: TMPDIR path size breaks in parallel shared file systems.\n"
     "\n"
     "**Describe the bug**\n"
     "In a supercomputer, sometimes temporary directories are assigned in the scratch filesystem designated for a user "
     "within a project. This can easily become larger than the tiny limit set by LMCache.\n"
     "\n"
     "**To Reproduce**\n"
     "Steps to reproduce the behavior:\n"
     "Have a long path\n"
     "Try to launch LMCache.\n"
     "\n"
     "**Screenshots**\n"
     "```\n"
     "(Worker_TP1 pid=1391630) zmq.error.ZMQError: ipc path \"/p/scratch/chpsadm/strube1/mistral-small-3.1-24b-"
     "lmcache/tmp/engine_f0edd86e-949d-4be4-9ab5-c2279be30be5_service_lookup_lmcache_rpc_port_1\" is longer than 107 "
     "characters (sizeof(sockaddr_un.sun_path)). zmq.IPC_PATH_MAX_LEN constant can be used to check addr length (if "
     "it is defined). (addr='ipc:///p/scratch/chpsadm/strube1/mistral-small-3.1-24b-lmcache/tmp/engine_f0edd86e-949d-"
     "4be4-9ab5-c2279be30be5_service_lookup_lmcache_rpc_port_1')\n"
     "```\n"
     "\n"
     "**Desktop (please complete the following information):**\n"
     " - OS: CentOS running on the Juelich Supercomputing Centre's supercomputers.",
     None, {}, "ipc_path_too_long",
     "vLLM serving Mistral-Small-3.1-24B with tensor parallelism and the LMCache KV connector on a Juelich "
     "supercomputer, TMPDIR set to a long project scratch directory. LMCache built its ZMQ IPC socket path as "
     "{TMPDIR}/engine_{uuid}_service_lookup_lmcache_rpc_port_{n}, which exceeded the 107-byte AF_UNIX sun_path limit, "
     "so the TP worker's bind failed and start-up aborted. An over-long IPC socket path from TMPDIR, not the network, "
     "ports, GPUs or memory.",
     "fixed by LMCache PR #3530 'fix(v1): keep IPC socket path within sockaddr_un limit (fixes #3529)' (abinggo, "
     "merged): when the descriptive path would exceed the limit it is replaced by a short deterministic sha256 digest "
     "under the same base directory. Before that fix, a TMPDIR short enough to keep the path under 107 characters "
     "avoids it (implied by the PR, not confirmed by the reporter)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--port"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue as stored, less its 'Expected behavior' paragraph (the reporter's wish that LMCache "
          "not derive the path from TMPDIR, which names the fix direction). No vLLM version, GPU or command is in the "
          "stored text; the model is read from the path only.")

# ---------------------------------------- vllm #1465: vLLM 0.2.1.post1 + Ray 2.7.1, TP 2 on 2x A10 -> Failed to connect to GCS within 60 seconds
case("vllm-1465-v021-ray271-2xa10-tp2-gcs-connect-timeout-engine-in-child-thread",
     "https://github.com/vllm-project/vllm/issues/1465",
     "Failed to connect to GCS within 60 seconds\n"
     "\n"
     "my env:\n"
     "`vllm: 0.2.1-post`\n"
     "`ray: 2.7.1`\n"
     "and everything is ok when I run with `tensor_parallel_size=1`\n"
     "but something goes wrong when I set  `tensor_parallel_size=2`\n"
     "> gcs_rpc_client.h:552: Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is "
     "terminated by `ray stop` or is killed unexpectedly. \n"
     "\n"
     "And my hardware is a single machine with two A10 cards.\n"
     "Can someone help me plz?",
     None, {"tensor_parallel_size": 2}, "engine_not_main_thread",
     "vLLM 0.2.1.post1 used Ray for tensor parallelism, so TP 2 made vLLM start a local Ray cluster at engine "
     "creation. The model / engine was being created from a thread other than the main one, and Ray initialised "
     "there could not reach its GCS, giving the 60-second GCS time-out; TP 1 needs no Ray and worked. Not the GPUs, "
     "memory or the network between machines (single host).",
     "from two commenters, not confirmed by the reporter: smallmocha (2023-10-25) 'i found it because of load model "
     "in child thread, maybe you can avoid this when load model in main thread'; tsvisab (2024-04-26) 'If ... you're "
     "loading your model from a thread other than the main one, initialize ray beforehand *in the main thread*: "
     "ray.init(num_gpus=model_config.tensor_parallel_size) worked for me'",
     release="0.2.1.post1 (Ray 2.7.1)", gpu="NVIDIA A10", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the whole issue description as stored; the comments with the diagnosis are left out. The "
          "reporter does not say how the engine was created (thread or not); the cause comes from the two "
          "commenters who met the same message.")

BATCH.write()
