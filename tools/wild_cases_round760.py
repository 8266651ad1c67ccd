"""Round-760 blind batch: CONTAINER AND DEPLOYMENT ENVIRONMENT FAILURES AT VLLM'S START-UP (/dev/shm too small,
permission denied on a cache or model folder, read-only file systems, ulimit / open files, port already in use,
HF_HOME / cache paths, Kubernetes / docker-compose / Helm settings); collected by helper wild760 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round760-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 45 allowed: 31 ``search`` corpus=issues, 1 ``find_string`` (it found only a third-party digest
of vllm #22164, not the thread) and 1 ``read_file`` that found nothing (issues are not files).
3 cases, all marginal on the 'cause' rule (see judgement calls):
- vllm-ascend #8938: 1P2 + KV Pool (Mooncake) disaggregated launch on Ascend, P1 started right after P0 dies with
  'Mooncake KVCacheSendingThread exception: Address already in use (addr='tcp://...:20012')' (port_in_use).
- HabanaAI/vllm-fork #929: the Dockerfile.hpu image run as non-root uid 1000, the registry's inspection subprocess
  dies in torch Inductor's cache-dir set-up, "KeyError: 'getpwuid(): uid not found: 1000'".
- ogx-ai/ogx #344 (llama-stack): a llama-stack vLLM distribution container under podman, model not mounted and no Hub
  token: 'Cannot access gated repo ... Access to model meta-llama/Llama-3.2-3B is restricted'.

How mined: the slice is MINED OUT in the issues corpus. Almost every thread the search returns for /dev/shm, Errno 13
/ Errno 30 on caches, OpenShift arbitrary UIDs, ulimit, port 8000 / ZMQ EADDRINUSE, docker volume / HF_HOME paths is
in USED_SOURCES.txt or in an earlier round's skip list (rounds 134, 294, 360, 453 cut this same slice). What is left
either has no cause in the stored text or stops before the error line.

Sources given up (for the lead, not cases):
- Already used or skip-listed: vllm #789, #1393, #1710, #1771, #6574, #6614, #7514, #8638, #9118, #9225, #10185,
  #11617, #15174, #15461, #16841, #20127, #20965, #7196, #40443, #2236, #2247, #8262, #17210, #3719, #7986, #878,
  #10034, #12554, #28741; pytorch #137695 (ulimit -n on MI300); gpustack #5014, #5657; tt-inference-server #37, #255;
  McGill-NLP/VinePPO #3; huggingface/inference-benchmarker #30 (+ fix PR #47); llm-d #1430, #485;
  LLMFlux #124; odysseus #6157; ppc64le/build-scripts #8660; eugr/spark-vllm-docker #153; HabanaAI/vllm-fork #1474;
  rh-ai-quickstart/ai-virtual-agent #200; vllm-ascend #16237 (round 630); vllm #24756.
- Error line not in the stored chunk: vllm #28498 ('[Bug][RL]: Port Conflict', 2P4D DeepSeek-V3 on 0.11.0; the
  stored description stops inside the DPLBAsyncMPClient traceback before the ZMQError line; its cause is in the
  unmerged fix PR vllm #45064: get_open_port() TOCTOU race between two instances on one host) -- a good case if a
  later chunk with the error line can be reached; claimed in CLAIMS.txt by this round.
- No cause in the stored thread: vllm #22164 (docker + VLLM_USE_MODELSCOPE + HF_HUB_OFFLINE, '--model
  Qwen3-30B-A3B-Thinking-2507' -> modelscope 'The request model: ... does not exist!'; no answer stored), vllm #2558
  (h2o llm studio checkpoint passed as MODEL to a docker image: HFValidationError 'Repo id must be in the form';
  no answer stored), Avarok-Cybersecurity/dgx-vllm #16 (HF_HUB_OFFLINE=1 with -v /root/.cache/huggingface run by a
  non-root host user; open, error body not stored), vllm #31884 (2-node DP on k8s, ZMQ 'Cannot assign requested
  address'; open), vllm-ascend #15358 (ZMQ port occupied, no log).
- Not a vLLM error / not start-up / no log: vllm #7920 (ZMQ 'Too many open files' under 800 concurrent requests: a
  request-time vLLM bug, not the launch), production-stack #44 (a doc request), kserve #3562 (huggingfaceserver, not
  vLLM), kserve #5666 and vllm PRs #38552 / #40275 / #31367 / #48879 (design / fix PRs without a user's failing log;
  #40275 fixes vllm #31959, whose thread is not stored), ai-dynamo/dynamo PRs #12457 / #13040 (fix PRs, prose only),
  Lightning / ultralytics / fairseq 'Too many open files' threads (not vLLM).

Judgement calls for the lead:
1. vllm-ascend-8938: the cause is the reporter's own diagnosis, written into the issue title (P0 and P1 started
   within a very short time; the Mooncake connector's ZMQ bind has no retry, so the two instances grab the same
   port); the issue is labelled bug / kv-cache-pool / triaged and closed, but the stored copy has no maintainer turn
   and no linked PR. Because the title carries the diagnosis it is part of the excerpt (the excerpt must start with
   the title line). Labelled port_in_use for kind and cause, as the earlier race fixture vllm-40443 (two of vLLM's own
   processes racing for a port) was.
2. habanaai-vllm-fork-929: the stored chunk shows the registry's ERROR lines ('[registry.py:330]') of the model
   inspection subprocess ending in the getpwuid KeyError, but not the 'Error in inspecting model architecture' header
   line itself (the chunk starts mid-traceback). kind and cause model_inspection_failed follow the two earlier
   fixtures of the same failure (vllm-19504, vllm-44548); the diagnosis (a non-root uid with no /etc/passwd entry in
   the image) is the reporter's title plus the error text; the thread was stale-closed without a maintainer answer
   in the stored copy. The workaround named in fix (TORCHINDUCTOR_CACHE_DIR, or USER / a passwd entry) is from
   pytorch/pytorch #140765 ('Setting TORCHINDUCTOR_CACHE_DIR does work around the problem') and the same reporter's
   opea-project/GenAIInfra PR #882, not from the #929 thread. Drop it if a thread-internal cause is required.
3. ogx-344: the error is plainly the Hub's gated-repo refusal (hub_access_denied) raised inside the container; the
   cause is the reporter's own reading in the description ('the build script does not find or include the path to
   the model as a volume to mount in the container') and his follow-up (with the HF cache mounted, vLLM still went to
   the Hub for the gated repo and was refused, i.e. no Hub credentials in the container). No maintainer answer is
   stored. It is a llama-stack (ogx) thread: vLLM ran inside llama-stack's 'inline vllm' distribution, so the
   traceback's last frames may be llama-stack's / huggingface_hub's rather than vLLM's server.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round760-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- vllm-ascend #8938: 1P2 + KV Pool, P1 launched right after P0 -> Mooncake ZMQ 'Address already in use'
case("vllm-ascend-8938-1p2-kv-pool-mooncake-zmq-address-already-in-use-p0-p1-simultaneous-launch",
     "https://github.com/vllm-project/vllm-ascend/issues/8938",
     "[Bug]: 在 1P2 + KV Pool 场景下，P0 服务拉起成功后，偶现P1 服务拉起失败，报错 ZMQError: Address already in use，P0、P1 "
     "服务在极短时间内同时拉起时 ZMQ 端口绑定无重试机制，存在端口抢占现象\n"
     "\n"
     "```sh\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246] Mooncake "
     "KVCacheSendingThread exception: Address already in use (addr='tcp://10.235.53.16:20012')^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246] Traceback (most recent "
     "call last):^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]   File "
     "\"/usr/local/python3.11.14/lib/python3.11/site-packages/vllm_ascend/distributed/kv_transfer/kv_p2p/"
     "mooncake_connector.py\", line 242, in run^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]     with "
     "zmq_ctx(zmq.ROUTER, path) as sock:  # type: ignore^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]   File "
     "\"/usr/local/python3.11.14/lib/python3.11/contextlib.py\", line 137, in __enter__^M "
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]     return "
     "next(self.gen)^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]            "
     "^^^^^^^^^^^^^^^M\n"
     "(Worker_DP1_TP14_EP30 pid=2493) ERROR 2026-04-25 10:01:17.340 [mooncake_connector.py:246]   File "
     "\"/usr/local/python3.11",
     "port_in_use", {}, "port_in_use",
     "A 1P2 prefill/decode-disaggregated vLLM-Ascend deployment with a KV Pool (Mooncake connector): two prefill "
     "instances (P0, P1) are started on the same host within a very short time. The Mooncake connector's "
     "KVCacheSendingThread binds a ZeroMQ ROUTER socket on its side-channel port with no retry; when the two instances "
     "start together the port (here tcp://10.235.53.16:20012) is taken by the other instance and P1's worker "
     "(DP1 TP14 EP30) dies with EADDRINUSE. Another process holds the port -- not memory, not parallelism sizes.",
     "not in the stored thread (closed, labelled bug / kv-cache-pool / triaged; no maintainer turn or linked PR is "
     "stored). The reporter's diagnosis in the title: P0 and P1 launched almost simultaneously and the ZMQ bind has no "
     "retry mechanism, so they preempt each other's port. Remedies implied by it: start P1 only after P0 is up (or "
     "give each instance its own side-channel / connector port range), or a vLLM-Ascend release whose Mooncake "
     "connector retries / picks a free port on bind.",
     release=None, gpu="Huawei Ascend NPU (model not stated)", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the stored chunk of the description (turn 0, continued) as the corpus shows "
          "it, '^M' carriage-return marks and the mid-line join after '__enter__^M' kept; the stored text ends inside "
          "the traceback ('File \"/usr/local/python3.11'). The title itself carries the reporter's diagnosis and is "
          "part of the report (judgement call 1). vLLM-Ascend version, model and launch scripts are not in the stored "
          "chunk.")

# ---------------------------------------- HabanaAI/vllm-fork #929: Dockerfile.hpu image as non-root uid 1000 -> getpwuid KeyError in the registry subprocess
case("habanaai-vllm-fork-929-hpu-image-non-root-uid-1000-getpwuid-keyerror-registry-inspection",
     "https://github.com/HabanaAI/vllm-fork/issues/929",
     "[Bug]: container image built by Dockerfile.hpu can NOT be run as non-root user\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of `python collect_env.py`</summary>\n"
     "\n"
     "```text\n"
     "INFO 03-19 01:02:36 [__init__.py:256] Automatically detected platform cpu.\n"
     "Collecting environment information...\n"
     "PyTorch version: 2.6.0+cpu\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: None\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Ubuntu 22.04.5 LTS (x86_64)\n"
     "...\n"
     "```\n"
     "ERROR 03-19 00:49:02 [registry.py:330]   File \"/usr/local/lib/python3.10/dist-packages/torch/_inductor/"
     "compiler_bisector.py\", line 201, in get_subsystem\n"
     "ERROR 03-19 00:49:02 [registry.py:330]     file_path = os.path.join(cls.get_dir(), \"bisect_status.txt\")\n"
     "ERROR 03-19 00:49:02 [registry.py:330]   File \"/usr/local/lib/python3.10/dist-packages/torch/_inductor/"
     "compiler_bisector.py\", line 119, in get_dir\n"
     "ERROR 03-19 00:49:02 [registry.py:330]     return f\"{cache_dir()}/{SUBDIR_NAME}\"\n"
     "ERROR 03-19 00:49:02 [registry.py:330]   File \"/usr/local/lib/python3.10/dist-packages/torch/_inductor/runtime/"
     "cache_dir_utils.py\", line 13, in cache_dir\n"
     "ERROR 03-19 00:49:02 [registry.py:330]     os.environ[\"TORCHINDUCTOR_CACHE_DIR\"] = cache_dir = "
     "default_cache_dir()\n"
     "ERROR 03-19 00:49:02 [registry.py:330]   File \"/usr/local/lib/python3.10/dist-packages/torch/_inductor/runtime/"
     "cache_dir_utils.py\", line 19, in default_cache_\n"
     "dir\n"
     "ERROR 03-19 00:49:02 [registry.py:330]     sanitized_username = re.sub(r'[\\\\/:*?\"<>|]', \"_\", "
     "getpass.getuser())\n"
     "ERROR 03-19 00:49:02 [registry.py:330]   File \"/usr/lib/python3.10/getpass.py\", line 169, in getuser\n"
     "ERROR 03-19 00:49:02 [registry.py:330]     return pwd.getpwuid(os.getuid())[0]\n"
     "ERROR 03-19 00:49:02 [registry.py:330] KeyError: 'getpwuid(): uid not found: 1000'\n"
     "ERROR 03-19 00:49:02 [",
     "model_inspection_failed", {}, "model_inspection_failed",
     "HabanaAI's vLLM fork built from Dockerfile.hpu, started as a non-root user (uid 1000) that has no entry in the "
     "image's /etc/passwd. vLLM's model registry inspects the architecture in a subprocess; importing the model code "
     "reaches torch Inductor's compiler_bisector -> cache_dir() -> default_cache_dir(), which calls getpass.getuser() "
     "-> pwd.getpwuid(os.getuid()) and raises KeyError 'getpwuid(): uid not found: 1000', so the architecture fails "
     "to be inspected and the launch stops. The container's user set-up, not the model or the memory.",
     "not in the stored thread (stale-closed; no maintainer answer stored). The diagnosis is the reporter's title "
     "(the image cannot run as non-root) and the error text. Workarounds from outside the thread: set "
     "TORCHINDUCTOR_CACHE_DIR to a writable path (pytorch/pytorch #140765: 'Setting TORCHINDUCTOR_CACHE_DIR does work "
     "around the problem'; the same reporter's opea-project/GenAIInfra PR #882 sets TORCHINDUCTOR_CACHE_DIR, HF_HOME, "
     "XDG_CONFIG_HOME, NUMBA_CACHE_DIR to /tmp paths to run this vLLM image as non-root), or set USER / LOGNAME, or run "
     "as a uid that exists in the image's /etc/passwd (HabanaAI later proposed a vllmuser in PR #1778).",
     release=None, gpu="Intel Gaudi (HPU image; model not stated)", gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title, the start of the environment section as stored (the rest of the collect_env dump "
          "dropped, marked '...'), then the stored chunk of the traceback (turn 0, continued) as the corpus shows it, "
          "including its line break inside 'default_cache_\\ndir' and its cut after the KeyError. The launch command "
          "and the model are not in the stored chunks. Judgement call 2: kind / cause follow earlier fixtures of the "
          "same getpwuid failure in the registry subprocess; the fix is from outside the thread.")

# ---------------------------------------- ogx-ai/ogx (llama-stack) #344: vLLM distribution container, model not mounted, no Hub token -> gated repo refused
case("ogx-344-llama-stack-vllm-podman-container-model-not-mounted-gated-llama32-3b",
     "https://github.com/ogx-ai/ogx/issues/344",
     "vLLM can't find model from llama download\n"
     "\n"
     "### System Info\n"
     "\n"
     "It's using the versions downloaded by pip install during the llama stack build.\n"
     "I have an nvidia GPU\n"
     "\n"
     "### Information\n"
     "\n"
     "- [X] The official example scripts\n"
     "- [ ] My own modified scripts\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I do a llama download and obtain the Llama-3.2-3B model in ~/llama/checkpoints/Llama-3.2-3B\n"
     "Next I do llama stack build and select vllm as the inference engine, I run the following:\n"
     "\n"
     "podman run -it --rm -p 5000:5000 --cgroup-conf=memory.high=28g --device nvidia.com/gpu=all -v "
     "/home/user/.llama/builds/docker/my-local-stack-run.yaml:/app/llamastack-run.yaml distribution-my-local-stack\n"
     "\n"
     "It ends with:\n"
     "Cannot access gated repo for url https://huggingface.co/meta-llama/Llama-3.2-3B/resolve/main/config.json.\n"
     "Access to model meta-llama/Llama-3.2-3B is restricted. You must have access to it and be authenticated to access "
     "it. Please log in.\n"
     "\n"
     "I guess the build script does not find or include the path to the model as a volume to mount in the container. "
     "How do you provide the model in the place that vLLM was told it could be found?\n"
     "\n"
     "### Error logs\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/lib/python3.10/site-packages/huggingface_hub/utils/_http.py\", line 406, in "
     "hf_raise_for_status\n"
     "    response.raise_for_status()\n"
     "  File \"/usr/local/lib/python3.10/site-packages/requests/models.py\", line 1024, in raise_for_status\n"
     "    raise HTTPError(",
     "hub_access_denied", {}, "hub_access_denied",
     "llama-stack's vLLM distribution container, started with podman, was told to serve meta-llama/Llama-3.2-3B but "
     "the weights the user had downloaded (llama download, ~/.llama/checkpoints) were not mounted into the container "
     "and the container had no Hugging Face credentials, so vLLM resolved the name on the Hub and the gated repository "
     "refused it ('Cannot access gated repo ... Access to model meta-llama/Llama-3.2-3B is restricted'). The "
     "reporter's follow-up: after huggingface-cli download and mounting ~/.cache/huggingface/hub into "
     "/root/.cache/huggingface/hub the model is visible inside the container, yet the server still fails with 'Access "
     "to model meta-llama/Llama-3.2-1B is restricted ... Please log in' -- the Hub is still contacted without a token.",
     "no maintainer answer in the stored thread (closed). From the reporter's own diagnosis and follow-up: the model "
     "must be reachable inside the container -- mount the weights and point the server at the mounted path (or use "
     "HF_HUB_OFFLINE=1 with the mounted HF cache), or pass a Hugging Face token of an account granted access to the "
     "gated Llama repository (HF_TOKEN) into the container.",
     release=None, gpu="NVIDIA GPU (model not stated)", gpus=None,
     command="podman run -it --rm -p 5000:5000 --cgroup-conf=memory.high=28g --device nvidia.com/gpu=all -v "
             "/home/user/.llama/builds/docker/my-local-stack-run.yaml:/app/llamastack-run.yaml "
             "distribution-my-local-stack",
     forbidden=_NOT_MEMORY + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and description as stored, ending where the stored chunk ends inside the error "
          "log ('raise HTTPError('); the follow-up comment (cache mounted, still refused) left out as part of the "
          "diagnosis. vLLM runs inside llama-stack's distribution, not as 'vllm serve' (judgement call 3).")

BATCH.write()
