"""Round-522 blind batch: vLLM start-up failures from RL TRAINERS and KV CONNECTORS driving vLLM, second pass (verl,
OpenRLHF, trl GRPO colocate / server, ROLL, slime, AReaL, NeMo-RL, SkyRL, prime-rl, EasyR1, rllm; LMCache, NIXL,
Mooncake, llm-d); collected by helper wild522 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round522-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` (31 corpus=issues, 1 corpus=pages: blog.gitcode.com rewrites of
GitHub issues, no verbatim logs, nothing taken); stopped early because the last ten returned almost only mined or
screenshot-only threads. 3 cases, all from the KV-connector half of the slice (LMCache): the
RL-trainer half is mined out. Every source was checked against /work/coord/USED_SOURCES.txt and against the skip lists
of tools/wild_cases_round*.py (and the round-511..526 files of this session's other collectors) before it was spent on:
of ~70 RL-trainer / connector threads the queries returned, ~60 were already fixtures or named in earlier skip lists.

Cases:
- lmcache-1273: LMCache editable install (``pip install -e .``) after the torch pin was dropped; the compiled
  lmcache/c_ops does not link against the torch vLLM runs on -> vLLM EngineCore ImportError 'undefined symbol:
  _ZN3c104cuda9SetDeviceEab' (the maintainer's own bug report).
- lmcache-1712: vllm/vllm-openai:v0.10.2 image + LMCache on B200 (k8s) -> EngineCore ImportError from the connector
  factory, lmcache/c_ops 'undefined symbol: _ZN3c104cuda9SetDeviceEa'.
- lmcache-pr2069: vLLM 0.11.0 with LMCache trunk after LMCache PR #2007 -> 'EngineCore encountered a fatal error',
  AttributeError: 'CachedRequestData' object has no attribute 'resumed_req_ids' (fixed by the merged PR #2069).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): OpenRLHF #358, #741, #184, #976, #1162, PR #702; verl #6764,
  #4202; trl #5301, #3394, #2698, #3142, #3450; EasyR1 #207, sullimax/EasyR1 #31; prime-rl #917; NeMo-RL #1244,
  PR #4080; cosmos-rl #640; ROLL #316, PR #189; SkyRL #87, #284; rllm #8; vllm-ascend #556, #2970, #5635; vllm #18933,
  #21336, #36651, #19123, #17618, #25837; ai-dynamo/dynamo #5012; ai-dynamo/nixl #1614; Mooncake #960; LMCache #1455,
  #1435, #1088, #1662, #792, #2306, #1003, #2238, #853 (PR), #230; llm-d #661; kvcached #29; vllm-omni #276;
  SimpleAR #24; ray #54739.
- Error line not in the stored chunk, screenshot only, or no answer stored: LMCache #423 (No module named
  'lmcache.c_ops', vLLM 0.8.4 V0 fallback, log cut before the raise), #2121 ('tuple' object has no attribute 'device'
  in a non-CUDA env, no answer in the chunk), #538 (NameError LMCacheModelRequest with lmcache/vllm-openai:2025-04-18,
  no answer in the chunk), #860 (TypeError: 'scheduler_config' with production-stack + lmcache/vllm-openai:latest /
  vLLM 0.9.1, no answer stored), #1889 (vLLM 0.11.0 TP=4 'unknown crash'; the LMCACHE_* variables in the script are
  not exported, but nobody in the stored text says so), #1768 / vllm #26452 (compatibility report, chunk stops in
  collect_env), #1791, #1966 (P2P examples, error past the chunk), #2453 (crash after a request with use_layerwise),
  #2570 / vllm #34136 (screenshots), #585 (LMCache built with torch 2.7.0 vs vLLM 0.8.5.post1, fixed by PR #583, but
  the chunk stops in the import chain before the error line); vllm #17545 / PR #18051 (LMCache v0 example, error past
  the chunk); vllm #22093 (chunk is the example script only); vllm-omni #3513 ('Mooncake not available' from the
  MooncakeTransferEngineConnector; no resolution stored); OpenPipe/ART #472 (training hangs, no error line; the
  '0.0 GB' KV line is quoted only in the reporter's own closed PR #481); areal #240 (generic 'server launch failed').
- Not a vLLM start-up failure / not vLLM's message: trl #3139 ('invalid choice: vllm-serve', TRL too old, vLLM never
  starts); trl #3633 (a TRL TypeError in generation_kwargs); trl #3648 (server-mode hang, no error); cosmos-rl #403
  (prompt longer than max_model_len during rollout, no launch flaw); Mooncake #809 / #124, vllm-ascend #7846 / #7401,
  vllm #43828, vllm PR #41863, vllm #27083 (transfer-time failures after a good start); LMCache #1294 (same undefined-
  symbol class as the two ABI cases, but no vLLM log in the thread; its maintainer comment is cited in a note);
  ray #56695 (no vLLM; cited in a note).
- Pinned too loosely to take: LMCache #1478 / #1473 (v0.3.5 PD decoder with local_cpu: False -> UnboundLocalError
  'local_cpu_backend' at connector creation; clearly an LMCache code bug, but no maintainer answer or fix PR is in
  the stored text).

Judgement calls for the lead:
1. All three are LMCache-side failures surfacing in vLLM's EngineCore; none is in the RL-trainer half of the brief's
   slice. That half returned only threads already fixtures or skipped; I preferred no case to a weak one.
2. lmcache-1712: the stored thread has no answer (closed). The cause is read from the message (an undefined c10 CUDA
   symbol in LMCache's compiled c_ops = built against another torch than the one in the vllm-openai:v0.10.2 image),
   backed by ray-project/ray #56695 (same symbol, 'lmcache dependency wheel is not compatible with torch 2.8') and
   LMCache #1294 (maintainer: 'caused by different torch version in compile stage of the cuda kernels and linking
   stage'). Labelled torch_abi_mismatch for kind and cause, as the 32 earlier fixtures with an undefined c10 symbol.
   The numbers are the values printed in the user's serve command (TP 1, max-model-len 2048, utilization 0.85); the
   lead may prefer {} since none of them matters to the failure.
3. lmcache-1273: filed by an LMCache maintainer (sammshen) as a bug; the description's diagnosis (torch no longer
   pinned after LMCache commit ea063de) is left out of the excerpt, which keeps the title, the one error line and the
   reproduce command. No fix is stored in the thread itself.
4. lmcache-pr2069: the failure comes at the first scheduled step (EngineCore 'encountered a fatal error' in
   run_busy_loop), not in EngineCore start-up; taken under 'failing at its first requests because of how it was
   launched' (a vLLM 0.11.0 / LMCache-trunk pairing). The AttributeError text is verbatim only in the PR title; the
   stored log chunk stops inside the traceback. kind/cause dependency_version_mismatch, as lmcache-2446 (LMCache /
   vLLM API mismatch) was labelled.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round522-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LMCache #1273: pip install -e . (torch unpinned) -> c_ops undefined symbol _ZN3c104cuda9SetDeviceEab in vLLM EngineCore
case("lmcache-1273-editable-install-torch-unpinned-c-ops-undefined-symbol-setdeviceeab",
     "https://github.com/LMCache/LMCache/issues/1273",
     "[Bug]: Install editable torch/CUDA failed to link\n"
     "\n"
     "The error is: \n"
     "```text\n"
     "ERROR 08-07 19:58:38 [core.py:632] ImportError: /home/ubuntu/LMCache/lmcache/c_ops.cpython-310-x86_64-linux-gnu.so: "
     "undefined symbol: _ZN3c104cuda9SetDeviceEab\n"
     "```\n"
     "\n"
     "To reproduce:\n"
     "```bash\n"
     "pip install -e .\n"
     "```",
     "torch_abi_mismatch", {}, "torch_abi_mismatch",
     "LMCache's compiled extension (lmcache/c_ops) was built by an editable install in which torch was no longer pinned "
     "(after LMCache commit ea063de, which unpinned torch so that vLLM's Dockerfile could reuse its own torch), so it "
     "was compiled against a different torch build than the one vLLM runs on; when vLLM's EngineCore loads the LMCache "
     "connector, the extension's c10::cuda::SetDevice symbol cannot be resolved. A torch ABI mismatch between LMCache's "
     "build and vLLM's torch, not a memory or launch-flag problem.",
     "no fix is stored in the thread (filed by LMCache maintainer sammshen as the bug to fix). The diagnosis in the "
     "report points to rebuilding LMCache against the torch that vLLM uses (pinned or with the installed torch); the "
     "same maintainer later wrote in LMCache #1294 that this class 'was caused by different torch version in compile "
     "stage of the cuda kernels and linking stage' and is fixed by LMCache commit 4660a28",
     release=None, gpu=None, gpus=None, command="pip install -e .",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title, the error block and the reproduce block of the description; the first sentence "
          "(the diagnosis: torch not pinned after commit ea063de, to avoid version collisions when vLLM's Dockerfile "
          "pip-installs lmcache) is left out. Python 3.10 (the .so name). The vLLM version is not stated; '[core.py:632]' "
          "places it in the V1 EngineCore era (mid-2025). The error line is vLLM's EngineCore logger printing the "
          "ImportError raised while creating the KV connector.")

# ---------------------------------------- LMCache #1712: vllm/vllm-openai:v0.10.2 + LMCacheConnectorV1 on B200 -> c_ops undefined symbol _ZN3c104cuda9SetDeviceEa
case("lmcache-1712-b200-vllm-openai-v0102-lmcacheconnectorv1-c-ops-undefined-symbol-setdeviceea",
     "https://github.com/LMCache/LMCache/issues/1712",
     "ImportError: /usr/local/lib/python3.12/dist-packages/lmcache/c_ops.cpython-312-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEa\n"
     "\n"
     "**Describe the bug**\n"
     "\n"
     "ImportError: /usr/local/lib/python3.12/dist-packages/lmcache/c_ops.cpython-312-x86_64-linux-gnu.so: undefined "
     "symbol: _ZN3c104cuda9SetDeviceEa\n"
     "\n"
     "**To Reproduce**\n"
     "\n"
     "* GPU: B200\n"
     "* OS: Ubuntu 24.04\n"
     "* K8S: 1.32.5\n"
     "\n"
     "```yaml\n"
     "            - name: vllm\n"
     "              image: vllm/vllm-openai:v0.10.2\n"
     "              imagePullPolicy: Always\n"
     "              command:\n"
     "                - sh\n"
     "                - -c\n"
     "                - |\n"
     "                  # tail -f /dev/null\n"
     "                  vllm serve /models/Qwen3-32B \\\n"
     "                    --port 8000 \\\n"
     "                    --trust-remote-code \\\n"
     "                    --max-model-len 2048 \\\n"
     "                    --gpu-memory-utilization 0.85 \\\n"
     "                    --tensor-parallel-size 1 \\\n"
     "                    --kv-transfer-config \\\n"
     "                      '{\"kv_connector\":\"LMCacheConnectorV1\",\"kv_role\":\"kv_both\"}'\n"
     "              env:\n"
     "                # Specify LMCache V1\n"
     "                - name: LMCACHE_USE_EXPERIMENTAL\n"
     "                  value: \"True\"\n"
     "                # 40GB of pinned CPU memory\n"
     "                - name: LMCACHE_MAX_LOCAL_CPU_SIZE\n"
     "                  value: \"40\"\n"
     "```\n"
     "\n"
     "**Screenshots**\n"
     "\n"
     "```bash\n"
     "(EngineCore_DP0 pid=306) INFO 09-28 01:55:42 [parallel_state.py:1165] rank 0 in world size 1 is assigned as DP "
     "rank 0, P\n"
     "...\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "distributed/kv_transfer/kv_connector/factory.py\", line 70, in get_connector_class\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]     connector_cls = cls._registry[connector_name]()\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "distributed/kv_transfer/kv_connector/factory.py\", line 34, in loader\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]     module = importlib.import_module(module_path)\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]   File \"/usr/lib/python3.12/importlib/__init__.py\", "
     "line 90, in import_module\n"
     "(EngineCore_DP0 pid=306) ERROR 09-28 01:55:42 [core.py:718]     return _bootstrap._gcd_import(name[level:], "
     "package, level)\n"
     "```",
     "torch_abi_mismatch", {"max_model_len": 2048, "gpu_memory_utilization": 0.85, "tensor_parallel_size": 1},
     "torch_abi_mismatch",
     "vLLM 0.10.2 (the vllm/vllm-openai:v0.10.2 image) starts its EngineCore and, when the KV-connector factory imports "
     "the LMCacheConnectorV1 module, LMCache's compiled extension lmcache/c_ops fails to load: it references "
     "c10::cuda::SetDevice with a signature the image's torch does not export, i.e. the LMCache binary was built "
     "against a different torch than the one in the vLLM image. A torch ABI mismatch between the LMCache build and "
     "vLLM's torch, not memory, GPU (B200) or the serve flags.",
     "no answer is stored in the thread (closed). For the same symbol, ray-project/ray #56695 says 'the lmcache "
     "package was compiled against a different version of PyTorch/CUDA' ('lmcache dependency wheel is not compatible "
     "with torch 2.8', lmcache==0.3.3), and LMCache's maintainer (LMCache #1294) attributes the class to compiling the "
     "CUDA kernels against a different torch than the runtime one: install an LMCache build made for the image's torch "
     "or build LMCache from source against it",
     release="0.10.2 (vllm/vllm-openai:v0.10.2 image)", gpu="NVIDIA B200", gpus=None,
     command="vllm serve /models/Qwen3-32B --port 8000 --trust-remote-code --max-model-len 2048 "
             "--gpu-memory-utilization 0.85 --tensor-parallel-size 1 --kv-transfer-config "
             "'{\"kv_connector\":\"LMCacheConnectorV1\",\"kv_role\":\"kv_both\"}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the description (bug line, environment, the Kubernetes container spec with the "
          "serve command and LMCache env) and the first lines of the stored log chunk; the '...' marks the part of the "
          "log between the first INFO line and the traceback tail that the stored chunk does not show, and the chunk "
          "ends inside importlib (the ImportError line itself is in the title and the bug line). The LMCache version "
          "is not stated. Judgement call: cause from the message plus ray #56695 / LMCache #1294, no answer in this "
          "thread.")

# ---------------------------------------- LMCache PR #2069: vLLM 0.11.0 + LMCache trunk after #2007 -> 'CachedRequestData' object has no attribute 'resumed_req_ids'
case("lmcache-pr2069-vllm-0110-lmcache-trunk-cachedrequestdata-no-attribute-resumed-req-ids",
     "https://github.com/LMCache/LMCache/pull/2069",
     "[Bugfix|VLLM] Fix issue of 'CachedRequestData' object has no attribute 'resumed_req_ids'\n"
     "\n"
     "- vLLM output.\n"
     "```\n"
     "EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710] EngineCore encountered a fatal error.\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]   File \"/opt/venv/lib/python3.12/site-packages/"
     "vllm/v1/engine/core.py\", line 701, in run_engine_core\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]     engine_core.run_busy_loop()\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]   File \"/opt/venv/lib/python3.12/site-packages/"
     "vllm/v1/engine/core.py\", line 728, in run_busy_loop\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]     self._process_engine_step()\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]   File \"/opt/venv/lib/python3.12/site-packages/"
     "vllm/v1/engine/core.py\", line 754, in _process_engine_step\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]     outputs, model_executed = self.step_fn()\n"
     "(EngineCore_DP0 pid=982672) ERROR 11-24 21:48:32 [core.py:710]                               ^^^^^^^^^^^^^^\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LMCache's trunk, after its PR #2007, reads scheduler_output's CachedRequestData.resumed_req_ids, a field that "
     "vLLM 0.11.0's CachedRequestData does not have; with vLLM 0.11.0 the LMCache connector raises AttributeError on the "
     "first scheduled engine step and the EngineCore dies. An LMCache / vLLM version (API) mismatch, not memory or "
     "launch flags.",
     "merged LMCache PR #2069 (maobaolong, 2025-11-24), 'Fix issue of 'CachedRequestData' object has no attribute "
     "'resumed_req_ids'', fixes it on the LMCache side so that vLLM 0.11.0 works with LMCache trunk again (the stored "
     "text does not show the diff); otherwise pair LMCache with the vLLM release its connector code targets",
     release="0.11.0 (LMCache trunk after PR #2007)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the PR title and the 'vLLM output' block as the stored chunk shows it (the first line's missing "
          "'(' is in the source); the PR's first sentence ('After merge #2007 , vllm 0.11.0 cannot work with lmcache "
          "trunk', the diagnosis) is left out, and the release field carries its versions. The stored chunk stops "
          "inside the traceback; the AttributeError text is verbatim only in the title. Not an EngineCore start-up "
          "crash: the engine starts and dies at its first step with a request (judgement call 4).")

if __name__ == "__main__":
    BATCH.write()
