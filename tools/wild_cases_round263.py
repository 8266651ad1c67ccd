"""Round-263 blind batch: start-up failures of the vLLM engine inside serving stacks built on vLLM (issue trackers of
LMCache/LMCache, kserve/kserve, ray-project/ray (Ray Serve LLM, ray.llm), ai-dynamo/dynamo,
triton-inference-server (vllm_backend, server), NVIDIA NIM, bentoml/OpenLLM, SkyPilot, Modal examples, runpod-workers
/worker-vllm); collected by helper wild263 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round263-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round263-blind")
case = BATCH.case

# ------------------------------------------------ LMCache: CacheBlend under `vllm serve` -> model never registered
case("lmcache-2306-llama31-8b-cacheblend-vllm-serve-vllm-instance-not-found",
     "https://github.com/LMCache/LMCache/issues/2306",
     "My command is LMCACHE_CONFIG_FILE=lmcache_blend.yaml vllm serve Meta-Llama-3.1-8B-Instruct --gpu-memory-utilization "
     "0.8 --port 8000 --no-enable-prefix-caching --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1\", "
     "\"kv_role\":\"kv_both\"}'\n"
     "Error message: \n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866] EngineCore failed to start.\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866] Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866]   File \"/home/liuchuanchuan/vllm/vllm/v1/engine/core.py\", line 857, in run_engine_core\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866]     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866]                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866]   File \"/home/liuchuanchuan/LMCache/lmcache/v1/compute/models/utils.py\", line 67, in get_model\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866]     raise ValueError(f\"vllm model for {instance_id} not found.\")\n"
     "(EngineCore_DP0 pid=2010453) ERROR 12-24 11:38:48 [core.py:866] ValueError: vllm model for vllm-instance not found.",
     None, {}, "unrecognized",
     "LMCache's CacheBlend (enable_blending in lmcache_blend.yaml) under online `vllm serve` with LMCacheConnectorV1: the "
     "connector's blender looks up the vLLM model in LMCache's VLLMModelTracker while the engine core initialises the KV "
     "caches, but under `vllm serve` nothing has registered the model (the author: 'EngineCore initializes the KV cache "
     "earlier than the model registration time expected by LMCache'; LMCache issue 4131 later showed that nothing in the "
     "tree calls VLLMModelTracker.register_model() at all). An LMCache integration bug, not memory or configuration of "
     "vLLM; the same error is reported in LMCache issues 1405, 1682, 4131 and PR 762.",
     "no confirmed fix in the thread: a commenter (tunglinwood) offered his commits (PR 2329: `uv pip install \"lmcache @ "
     "git+https://github.com/LMCache/LMCache.git@57ab3fad65291ed072401119306e32dbed6d4a5d\"`), another user reports it "
     "'still does not work'; the fix proposed later is LMCache PR 4157 (deferred blender creation / register_model(), "
     "'Fixes #4131'); turning enable_blending off lets the server start (issue 1682: 'When enable_blending is deactivated "
     "everything works')",
     release="vLLM built from source (December 2025, EngineCore_DP0 logs); LMCache from source",
     gpu="not stated", gpus=None,
     command="LMCACHE_CONFIG_FILE=lmcache_blend.yaml vllm serve Meta-Llama-3.1-8B-Instruct --gpu-memory-utilization 0.8 "
             "--port 8000 --no-enable-prefix-caching --kv-transfer-config '{\"kv_connector\":\"LMCacheConnectorV1\", "
             "\"kv_role\":\"kv_both\"}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's command line and error as the search excerpts show them; the traceback frames "
          "between EngineCoreProc(...) and LMCache's get_model (vLLM core.py __init__, _initialize_kv_caches, the "
          "connector factory, vllm_v1_adapter _init_connector_state, LMCBlenderBuilder.get_or_create) are dropped, "
          "as is everything after the ValueError. Kind None / cause unrecognized: the message is LMCache's, not vLLM's, "
          "and no label fits an integration bug of a KV connector. Judgement call on the fix: the thread has no "
          "confirmed fix; the cause comes from the author's guess and the later root-cause report (issue 4131). "
          "Memory and parallelism flags are beside the point.")

if __name__ == "__main__":
    BATCH.write()
