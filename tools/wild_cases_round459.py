"""Round-459 blind batch: vLLM start-up failures (or failures at the first requests caused by the launch) with a
KV-CACHE CONNECTOR or DISAGGREGATED PREFILL in the launch (--kv-transfer-config with LMCacheConnectorV1 /
LMCacheMPConnector / NixlConnector / MooncakeConnector / P2pNcclConnector / OffloadingConnector), reported on the
LMCache, NIXL, Mooncake, Dynamo and vLLM trackers, 2024-2026; collected by helper wild459 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round459-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed (27 ``search`` corpus=issues, 1 ``search`` corpus=docs, all answered). 6 cases:
LMCache #4267 (LMCacheMPConnector, vLLM 0.17.1 vs LMCache 0.5.1: ZMQError addr='t'), LMCache #605 (LMCache NIXL
backend, UCX without its CUDA transports -> NIXL_ERR_BACKEND), vllm #42511 (MooncakeConnector in the CUDA 13
vllm-openai:v0.20.2 image, mooncake wheel needs libcudart.so.12), Mooncake #421 (--kv-transfer-config refused by
vLLM 0.6.4.post1's argparse), LMCache #2446 (LMCacheConnectorV1Dynamic constructor order vs vLLM 0.13 -> role None),
vllm #44062 (P2pNcclConnector in the offline disaggregated_prefill.py example: request id without host:port). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt (owner/repo #N and the URL) and against the
earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): vllm #19448 (--kv-transfer-config 'cannot be converted'),
  #18933 (V100 + NixlConnector assert issubclass), #32375 (TP4 + NixlConnector), #22430 (PP + NixlConnector
  NIXL_ERR_BACKEND), #25043 (p2p_nccl_xpyd prefill EngineCore); vllm-project/aibrix #1433 (NIXL register_memory);
  LMCache #1003, #1088, #1662; ai-dynamo/dynamo #3054 ('NIXL is not available').
- Error line not in the stored chunk, or no diagnosis: vllm #44888 (OffloadingConnector TieringOffloadingSpec
  'mmap_obj' error on 0.22.0, chunk stops inside the traceback; closed without stored reason); ai-dynamo/dynamo
  #5012 (NixlConnector added to a KVBM launch -> KeyError: 'UCX', no diagnosis stored); ai-dynamo/dynamo #10671
  (UCX ibv_reg_mr 'Bad address' -> registerMem failed in 1.3.0 dev images but not 1.2.0, open, no diagnosis
  stored); vllm #29176 / #29530 (AMD CI NixlConnector 'UCX' failures; a maintainer's 'I think ... missing UCX', CI
  only); LMCache #1998 (LMCacheConnectorV1 + TP2, chunk stops in the startup log, closed stale); LMCache #1455,
  #2570 (screenshots); vllm #16409 (PyNcclConnector on 0.8.5, usage thread, traceback only).
- Not pinned down / not a start-up failure: kvcache-ai/Mooncake #31 (argparse 'invalid from_cli value' for
  MooncakeConnector in Dec 2024: very likely a vLLM build without MooncakeConnector, but no reply is stored);
  Mooncake #960 (mooncake_connector_v1 fails at transfer time, open); vllm #43828 (MooncakeConnector metrics
  AssertionError at run time); vllm #28950 (OffloadingConnector assert during transfers); vllm #42839 (P2pNccl hang);
  nixl #1614 (GB200 cross-node transfer error at the first streaming request, a fabric issue, not the launch);
  nixl #1628 and #616 (SGLang, not vLLM); ovg-project/kvcached #267 (kvcached's patched vLLM).
- Same incident as a case: LMCache PR #4289 (fix of #4267, its quoted error line is used in that case); vllm PR
  #42512, #51067 and the vLLM MooncakeConnector usage page (used for the fix of vllm-42511); vllm PR #44179 (fix
  attempt for #44062); LMCache #4134 (the same 'addr='t'' drift inside LMCache's own MP connectors, vLLM 0.19/0.20).

Judgement calls for the lead:
1. lmcache-4267: the stored chunk of the issue ends at the first traceback line; the final error line
   "zmq.error.ZMQError: Invalid argument (addr='t')" is appended from the fix PR LMCache #4289, which quotes it as
   "the reporter's error". Kind None (no row reads ZeroMQ's EINVAL), cause dependency_version_mismatch (maintainer
   zhengfeihe: vLLM 0.17.1's bundled LMCacheMPConnector passes one URL string, LMCache 0.5.1 iterates it).
2. lmcache-605: the excerpt is the issue title (the error line) and a second reporter's (zhaotyer's) vLLM log, whose
   stored chunk stops inside the EngineCore traceback; the original reporter ran an LMCache test script, not vLLM.
   Kind None (NIXL_ERR_BACKEND is NIXL's, not vLLM's); cause kv_connector_library_missing (used once before for
   'NIXL is not available'): UCX is there but without its CUDA transports. A new cause such as
   ``kv_transport_without_cuda`` may be preferred.
3. vllm-42511: kind vllm_extension_import_failed / cause cuda_runtime_library_missing, as llm-d-1402 and kaito-2086
   labelled 'libcudart.so.N: cannot open shared object file' for a KV-transfer library; the vLLM line in the excerpt
   is the connector's own 'Please install mooncake ...' warning. The lead may prefer vllm_check_failed /
   kv_connector_library_missing (llm-d-139's label for NIXL).
4. mooncake-421: no reply is stored (open); the cause is read from the message and the version in the title (vLLM
   0.6.4.post1 has no --kv-transfer-config; disaggregated prefill and the flag came with 0.6.5). Kind
   vllm_check_failed and cause vllm_check_failed, as the majority of earlier 'unrecognized arguments' cases
   (gpustack-2616 used cause dependency_version_mismatch for the same shape). The issue's second part (a run with the
   old Mooncake env-var integration failing in the proxy) is left out.
5. lmcache-2446: a developer's report with the error only in prose (no log pasted); the description's diagnosis
   sentence (constructor order) is cut with '...'. The weakest case of the round; the lead may drop it.
6. vllm-44062: a failure at the first request of the offline example (the reporter's own root cause, and fix PR
   #44179's); kind/cause vllm_check_failed: 'Request id ... does not contain hostname and port' is
   P2pNcclConnector.parse_request_id's own raise. Sibling of the used vllm #44061 (same reporter, same script, the
   port clash they fixed first).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round459-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LMCache #4267: vLLM 0.17.1 + LMCache 0.5.1 MP mode -> ZMQError Invalid argument (addr='t')
case("lmcache-4267-vllm-0171-lmcache-051-mp-connector-server-url-string-zmq-invalid-argument-addr-t",
     "https://github.com/LMCache/LMCache/issues/4267",
     "LMCache v0.5.1 (g979719d7)\n"
     "vLLM version 0.17.1\n"
     "CUDA Version: 13.2\n"
     "\n"
     "**LMCache start**\n"
     "```\n"
     "lmcache server \\\n"
     "    --l1-size-gb 10 \\\n"
     "    --eviction-policy LRU \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 5555 \\\n"
     "    --chunk-size 256 \\\n"
     "    --max-workers 8 \\\n"
     "    --l2-adapter '{\"type\":\"fs\",\"base_path\":\"/mnt/nvme/lmcache\"}'\n"
     "```\n"
     "\n"
     "**vllm start**\n"
     "```\n"
     "UDA_VISIBLE_DEVICES=1 \\\n"
     "python3 -m vllm.entrypoints.openai.api_server \\\n"
     "  --model /home/deepbay/models/Qwen2.5-7B-Instruct/snapshots/master \\\n"
     "  --tensor-parallel-size 1 \\\n"
     "  --gpu-memory-utilization 0.60 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8002 \\\n"
     "  --disable-hybrid-kv-cache-manager \\\n"
     "  --enforce-eager \\\n"
     "  --kv-transfer-config '{\n"
     "      \"kv_connector\":\"LMCacheMPConnector\",\n"
     "      \"kv_role\":\"kv_both\",\n"
     "      \"kv_connector_extra_config\":{\n"
     "        \"lmcache_mp_server_url\":[\n"
     "          \"tcp://127.0.0.1:5555\"\n"
     "        ]\n"
     "      }\n"
     "  }'\n"
     "```\n"
     "\n"
     "vllm and  lmcache deployment on  the same GPU node \n"
     "\n"
     "---\n"
     "\n"
     "but  **vllm start**   print the following error，Has been tried  Multiple configurations\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=1260789) ERROR 07-27 14:09:48 [core.py:1100] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=1260789) ERROR 07-27 14:09:48 [core.py:1100] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=1260789) ERROR 07-27 14:09:48 [core.py:1100]   File \"/root/lmcache_env/lib/python3.10/"
     "site-packages/vllm/v1/engine/core.py\", line 1090, in run_engine_core\n"
     "...\n"
     "zmq.error.ZMQError: Invalid argument (addr='t')",
     None, {}, "dependency_version_mismatch",
     "A version mismatch between vLLM 0.17.1 and LMCache 0.5.1 in LMCache's multi-process mode: vLLM 0.17.1's bundled "
     "LMCacheMPConnector passes the server URL to LMCache's LMCacheMPSchedulerAdapter as a bare string, while LMCache "
     "0.5.1 expects a list of URLs and runs list(server_urls) on it, so 'tcp://127.0.0.1:5555' becomes ['t', 'c', "
     "'p', ...] and the first ZeroMQ connect to 't' fails with EINVAL while the engine core starts. Not a port clash "
     "and not a memory problem; the list given in kv_connector_extra_config does not help because vLLM 0.17.1 takes "
     "one URL.",
     "LMCache maintainer zhengfeihe (2026-07-27): 'a version mismatch between vLLM 0.17.1 and LMCache 0.51.0' and "
     "suggested upgrading vLLM to 0.24 or 0.25 (whose connector passes a list); LMCache PR #4289 ('accept a single "
     "server URL string from older connectors', Fixes #4267) wraps a bare string into a one-element list. No "
     "confirmation from the reporter is stored",
     release="0.17.1 (LMCache 0.5.1)", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model /home/deepbay/models/Qwen2.5-7B-Instruct/snapshots/"
             "master --tensor-parallel-size 1 --gpu-memory-utilization 0.60 --host 0.0.0.0 --port 8002 "
             "--disable-hybrid-kv-cache-manager --enforce-eager --kv-transfer-config '{\"kv_connector\":"
             "\"LMCacheMPConnector\",\"kv_role\":\"kv_both\",\"kv_connector_extra_config\":{\"lmcache_mp_server_url\":"
             "[\"tcp://127.0.0.1:5555\"]}}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description as the stored chunk shows it (versions, the LMCache server and vLLM "
          "commands, the reporter's sentences, the first three traceback lines, where the chunk ends; 'UDA_VISIBLE_"
          "DEVICES' is the reporter's typo). The last line, after '...', is the reporter's error as the fix PR "
          "LMCache #4289 quotes it ('the first socket.connect() failed with the reporter's error'). The maintainer's "
          "reply and the PR's explanation are used for real_cause / fix and left out.")

# ---------------------------------------- LMCache #605: vLLM V1 + LMCache NIXL backend, UCX without cuda_ipc/cuda_copy -> NIXL_ERR_BACKEND at start-up
case("lmcache-605-vllm-v1-lmcache-nixl-ucx-no-cuda-transports-nixl-err-backend",
     "https://github.com/LMCache/LMCache/issues/605",
     "[BUG]nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND\n"
     "\n"
     "I also meet this problem:\n"
     "```\n"
     "[1746690477.974497] [llm206:611  :0]     ucp_context.c:1268 UCX  WARN  transports 'cuda_ipc','cuda_copy' are "
     "not available, please use one or more of: mm, posix, self, shm, sm, sysv, tcp\n"
     "Backend UCX was instantiated\n"
     "Initialized NIXL agent: NixlRole.SENDER\n"
     "ERROR 05-08 00:47:57 [core.py:396] EngineCore failed to start.\n"
     "ERROR 05-08 00:47:57 [core.py:396] Traceback (most recent call last):\n"
     "ERROR 05-08 00:47:57 [core.py:396]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", "
     "line 387, in run_engine_core\n"
     "ERROR 05-08 00:47:57 [core.py:396]     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "ERROR 05-08 00:47:57 [core.py:396]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 05-08 00:47:57 [core.py:396]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", "
     "line 329, in __init__\n"
     "ERROR 05-08 00:47:57 [core.py:396]     super().__init__(vllm_config, executor_class, log_stats,\n"
     "ERROR 05-08 00:47:57 [core.py:396]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", "
     "line 64, in __init__\n"
     "ERROR 05-08 00:47:57 [core.py:396]     self.model_executor = executor_class(vllm_config)\n"
     "ERROR 05-08 00:47:57 [core.py:396]                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     None, {}, "kv_connector_library_missing",
     "vLLM V1 with LMCache's NIXL backend for disaggregated prefill (May 2025): the UCX that NIXL loaded has no CUDA "
     "transports (UCX's own warning: 'cuda_ipc','cuda_copy' are not available, only host transports), so when "
     "LMCache's NIXL agent registers its GPU (VRAM) buffer at engine start-up, NIXL's UCX backend cannot register "
     "the memory and raises NIXL_ERR_BACKEND. The nixl pip package was used without a CUDA-enabled UCX (one "
     "reporter found UCX's --with-cuda path wrong). A transport-library problem, not vLLM configuration or memory.",
     "reply quoted in the thread: 'NIXL depends on UCX and directly do pip install nixl does not include UCX "
     "installation. You can use NIXL or dynamo's docker image, or cuda-dl-base docker image, or compile and install "
     "UCX to your local environment from source'; josephrocca (2025-06-26) fixed the same UCX warning by building "
     "UCX 1.18.0 from source with CUDA support in the pytorch/pytorch:2.7.1-cuda12.8-cudnn9-devel image",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the error line) and zhaotyer's comment (2025-05-08) as the stored chunk shows "
          "it, which stops inside the EngineCore traceback before the NIXL frames; zhaotyer says 'I also meet this "
          "problem', the title's error. The original report (cotol7, CUDA 12.6, driver 535.129.03) ran LMCache's "
          "tests/disagg/test_nixl_cache_engine.py rather than vLLM and is left out; the replies are used for "
          "real_cause / fix.")

# ---------------------------------------- vllm #42511: vllm-openai:v0.20.2 (CUDA 13) + MooncakeConnector -> mooncake wheel needs libcudart.so.12
case("vllm-42511-v0202-image-mooncakeconnector-mooncake-transfer-engine-libcudart-so-12",
     "https://github.com/vllm-project/vllm/issues/42511",
     "vllm/vllm-openai:v0.20.2 image.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "start vllm with `vllm serve xxxx --kv-transfer-config '{\"kv_connector\":\"MooncakeConnector\",\"kv_role\":"
     "\"kv_both\"}'`, it reports ` [mooncake_connector.py:61] Please install mooncake by following the instructions "
     "at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.`\n"
     "\n"
     "```\n"
     "# python3\n"
     "Python 3.12.13 (main, May  8 2026, 20:13:12) [GCC 11.4.0] on linux\n"
     "Type \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n"
     ">>> from mooncake.engine import TransferEngine\n"
     "Traceback (most recent call last):\n"
     "  File \"<stdin>\", line 1, in <module>\n"
     "ImportError: libcudart.so.12: cannot open shared object file: No such file or directory\n"
     "```",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "The vllm/vllm-openai:v0.20.2 image is built on CUDA 13, but the mooncake-transfer-engine wheel installed in it "
     "is the CUDA 12 build, linked against libcudart.so.12, which the image does not ship. vLLM's MooncakeConnector "
     "imports mooncake.engine, the import fails on the missing CUDA 12 runtime, and the connector reports mooncake "
     "as not installed. A CUDA-major mismatch of the KV-transfer library, not vLLM configuration or memory.",
     "the reporter's PR vllm #42512 ('Install CUDA 13 build of mooncake-transfer-engine', Fixes #42511) installs "
     "mooncake-transfer-engine-cuda13 in CUDA 13 images; vLLM later did so in its images (PR #51067: the hardcoded "
     "libcudart.so.12 'is handled by the dedicated mooncake-transfer-engine-cuda13 project', requirements bumped in "
     "#46844), and vLLM's MooncakeConnector usage page (v0.32.0) says: install mooncake-transfer-engine-cuda13; on "
     "CUDA 12 install mooncake-transfer-engine, 'the wrong one fails to import with libcudart.so.<major>'",
     release="0.20.2", gpu=None, gpus=None,
     command="vllm serve xxxx --kv-transfer-config '{\"kv_connector\":\"MooncakeConnector\",\"kv_role\":\"kv_both\"}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body from the environment line to the end of the reporter's import check, as stored "
          "(the collect_env wrapper and the checklist are left out; the title, which names the cause, too). The "
          "reporter quotes the vLLM warning in prose and reproduces the import by hand, so the ImportError is from "
          "the REPL, not from the serve log.")

# ---------------------------------------- Mooncake #421: vLLM 0.6.4.post1 + Mooncake docs -> unrecognized arguments: --kv-transfer-config
case("mooncake-421-vllm-064post1-mooncakeconnector-unrecognized-arguments-kv-transfer-config",
     "https://github.com/kvcache-ai/Mooncake/issues/421",
     "VLLM0.6.4.post1 test error\n"
     "\n"
     "1.  I install mooncake according to **build docs**, and can **import mooncake_vllm_adaptor**,but I cannot run "
     "the following command,\n"
     "`MOONCAKE_CONFIG_PATH=./mooncake.json VLLM_USE_MODELSCOPE=True python3 -m vllm.entrypoints.openai.api_server "
     "--model /home/model/deepseek-1.5b/ --port 8100 --max-model-len 10000 --gpu-memory-utilization 0.8 "
     "--kv-transfer-config '{\"kv_connector\":\"MooncakeConnector\",\"kv_role\":\"kv_producer\",\"kv_rank\":0,"
     "\"kv_parallel_size\":2,\"kv_buffer_size\":2e9}'`\n"
     " **it has error**\n"
     "`api_server.py: error: unrecognized arguments: --kv-transfer-config {\"kv_connector\":\"MooncakeConnector\","
     "\"kv_role\":\"kv_producer\",\"kv_rank\":0,\"kv_parallel_size\":2,\"kv_buffer_size\":2e9}`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The reporter ran vLLM 0.6.4.post1 (the title) with the Mooncake integration's --kv-transfer-config launch. vLLM "
     "0.6.4.post1 has no --kv-transfer-config: the flag and the KV-transfer connectors arrived with disaggregated "
     "prefill in vLLM 0.6.5 (MooncakeConnector later still), so argparse refuses the flag before anything loads. "
     "The old Mooncake integration for 0.6.x (mooncake_vllm_adaptor with VLLM_DISTRIBUTED_KV_ROLE env vars and a "
     "patched vLLM) and the newer --kv-transfer-config one were mixed. A vLLM version too old for the flag.",
     "no reply is stored (the issue is open); per the message and the version, install a vLLM release that has "
     "--kv-transfer-config and MooncakeConnector (the version Mooncake's vLLM-integration doc names), or use the "
     "launch of the integration doc that matches 0.6.4.post1",
     release="0.6.4.post1", gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --model /home/model/deepseek-1.5b/ --port 8100 "
             "--max-model-len 10000 --gpu-memory-utilization 0.8 --kv-transfer-config '{\"kv_connector\":"
             "\"MooncakeConnector\",\"kv_role\":\"kv_producer\",\"kv_rank\":0,\"kv_parallel_size\":2,"
             "\"kv_buffer_size\":2e9}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and its first numbered point as stored; the second point (a launch with the "
          "env-var integration, VLLM_DISTRIBUTED_KV_ROLE=producer, and a proxy_server.py traceback at the first "
          "request) is left out. Judgement call 4: no answer stored; cause read from the message and the version.")

# ---------------------------------------- LMCache #2446: LMCacheConnectorV1Dynamic on vLLM 0.13.x -> role None -> AttributeError 'NoneType' .name
case("lmcache-2446-vllm-013-lmcacheconnectorv1dynamic-constructor-order-role-none-attributeerror-name",
     "https://github.com/LMCache/LMCache/issues/2446",
     "[Bug] LMCache vLLM dynamic connector init signature mismatch causes role=None crash\n"
     "\n"
     "... This causes role to be `None` and crashes with `AttributeError: 'NoneType' object has no attribute 'name'` "
     "during worker initialization.\n"
     "\n"
     "To Reproduce\n"
     "Steps to reproduce the behavior:\n"
     "\n"
     "1. Install LMCache from source and vLLM 0.13.x.\n"
     "2. Launch vLLM with LMCache dynamic connector:\n"
     "\n"
     "```bash\n"
     "vllm serve /path/to/model \\\n"
     "--kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1Dynamic\",\"kv_role\":\"kv_both\","
     "\"kv_connector_module_path\":\"lmcache.integration.vllm.lmcache_connector_v1\"}'\n"
     "```\n"
     "\n"
     "3. Observe worker initialization error in vLLM logs.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM 0.13.x's KVConnectorFactory builds connectors as KVConnectorBase(config, role, kv_cache_config), but "
     "LMCache's dynamic connector (LMCacheConnectorV1Dynamic, loaded through kv_connector_module_path) took "
     "(vllm_config, kv_cache_config, role); the positional order put the KV-cache config into kv_cache_config's place "
     "and left role None, so the worker crashes reading role.name at connector creation. An LMCache / vLLM API "
     "mismatch, not memory or launch flags.",
     "the report (by the LMCache onboarding contributor tunglinwood, closed) says the connector 'previously accepted' "
     "the old order, i.e. LMCache's source changed the constructor to vLLM's (config, role, kv_cache_config); use an "
     "LMCache build with that change, or vLLM's in-tree LMCacheConnectorV1. No user confirmation is stored",
     release="0.13.x (LMCache from source)", gpu=None, gpus=None,
     command="vllm serve /path/to/model --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1Dynamic\","
             "\"kv_role\":\"kv_both\",\"kv_connector_module_path\":\"lmcache.integration.vllm.lmcache_connector_v1\"}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the last sentence of 'Describe the bug' (its first sentences, the diagnosis of "
          "the constructor order, are cut as '...') and the 'To Reproduce' steps as stored. No log was pasted; the "
          "error is in the reporter's prose. Judgement call 5: the weakest case of the round.")

# ---------------------------------------- vllm #44062: vLLM 0.22.0 offline disaggregated_prefill.py with P2pNcclConnector on 2x L40 -> Request id 0 does not contain hostname and port
case("vllm-44062-v0220-2xl40-offline-disagg-example-p2pnccl-request-id-no-hostname-port",
     "https://github.com/vllm-project/vllm/issues/44062",
     "**Environment**:\n"
     "- vLLM version: 0.22.0\n"
     "- Hardware: 2x NVIDIA L40 46GB\n"
     "- OS: Ubuntu, CUDA 13.0\n"
     "- Model: Qwen/Qwen3-8B\n"
     "\n"
     "**Description**:\n"
     "Running `examples/disaggregated/disaggregated_prefill.py` with P2pNcclConnector \n"
     "fails with:\n"
     "\n"
     "ValueError: Request id 0 does not contain hostname and port",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.22.0's offline example examples/disaggregated/disaggregated_prefill.py runs a prefill and a decode LLM "
     "with P2pNcclConnector, but P2pNcclConnector.parse_request_id() expects each request id to carry "
     "'___prefill_addr_IP:PORT___' / '___decode_addr_IP:PORT' routing, which the disaggregation proxy injects in "
     "online serving. Offline there is no proxy, the ids are plain ('0'), and the connector refuses the first "
     "request. A connector/example mismatch of the launch mode, not memory or GPUs.",
     "the reporter's diagnosis (P2pNcclConnector is designed for proxy-based online serving; "
     "VLLM_DISABLE_REQUEST_ID_RANDOMIZATION=1 does not help); PR vllm #44179 (Fixes #44062, closed) made the example "
     "generate endpoint-encoded request ids and separate KV ports. Working path: run P2pNcclConnector online behind "
     "the disagg_proxy_p2p_nccl_xpyd proxy; no merged fix is in the stored text",
     release="0.22.0", gpu="NVIDIA L40 46GB", gpus=2,
     command="python examples/disaggregated/disaggregated_prefill.py (Qwen/Qwen3-8B)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the stored description's second copy of the Environment list and the Description up to the "
          "error line (the first copy under 'Your current environment', the reporter's 'Root cause' paragraph, the "
          "steps and the link to #38808 are left out; the attached log file is not stored). A failure at the first "
          "request of the example, caused by running the proxy-only connector offline. Sibling of vllm #44061 (same "
          "reporter and script, the port clash fixed first), which is an earlier round's case.")

BATCH.write()
