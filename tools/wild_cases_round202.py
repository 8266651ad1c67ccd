"""Round-202 blind batch: OLD vLLM releases (0.2-0.9, the V0 engine): 'The model's max seq len (N) is larger than the
maximum number of tokens that can be stored in KV cache (M)', 'No available memory for the cache blocks', negative
'reserved for KV Cache' profiling lines, '# GPU blocks: 0', OOMs, the pipeline-parallel checks, old dtype refusals,
CUDA-graph memory; sought in issue trackers (search corpus=issues); collected by helper wild202 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round202-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the thread shows it; where
lines in between were dropped the note says so; the fix is left out of the excerpt (it is in fix_that_worked).

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round202-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------- DJL/SageMaker LMI rolling batch (vLLM V0): 32768 vs 8848
case("github-djl-serving-1724-zephyr7b-sagemaker-lmi-kv-32768-8848",
     "https://github.com/deepjavalibrary/djl-serving/issues/1724",
     "using the zephyr-7b-beta model on SageMaker Image `djl-inference:0.24.0-deepspeed0.10.0-cu118` works and am able "
     "to deploy the model successfully. But, the newer image: `djl-inference:0.26.0-deepspeed0.12.6-cu121` is giving "
     "out an error: \n"
     "`The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache "
     "(8848). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.`",
     "kv_cache_too_small_v0", {"max_seq_len": 32768, "max_kv_tokens": 8848}, "kv_too_small",
     "HuggingFaceH4/zephyr-7b-beta (a Mistral-7B fine-tune, 32768-token context in its config) served on SageMaker with "
     "the DJL LMI image djl-inference:0.26.0 (engine=Python, rolling_batch=vllm): the vLLM V0 engine inside takes the "
     "config's 32768 as max_model_len, but the instance's KV budget holds 8848 tokens, so one full-length sequence "
     "does not fit and the engine refuses to start. The older 0.24.0 image deployed the same model (that release "
     "did not yet raise on this check, or sized differently; the thread does not say which).",
     "maintainer (siddvenk): set option.max_model_len=<limit> in serving.properties (8848 is the limit on the "
     "current hardware), or move to an instance with more GPUs / more GPU memory for longer sequences; the reporter "
     "agreed ('yeah thought so')",
     release="not stated (vLLM rolling batch inside djl-inference:0.26.0-deepspeed0.12.6-cu121, April 2024)",
     gpu=None, gpus=None,
     command="serving.properties: engine = Python, rolling_batch = vllm (djl-inference:0.26.0-deepspeed0.12.6-cu121)",
     forbidden=[{"flag": "--max-model-len", "above": 8848}],
     note="djl-serving's issue tracker (not vLLM's): the opening post, its 'Description' paragraph and error as "
          "posted (the same error is repeated under 'Error Message', dropped). The SageMaker instance type is not "
          "stated, hence gpu None. The backticks inside the error are the poster's, as shown. The engine is vLLM's "
          "V0 LLMEngine via LMI's rolling batch, so the message is vLLM's own")

if __name__ == "__main__":
    BATCH.write()
