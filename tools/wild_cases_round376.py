"""Round-376 blind batch. Slice: vLLM failing at launch or at its first request with EMBEDDING, RERANKER,
CLASSIFICATION or REWARD models (--task embed/score/classify/reward, --runner pooling, --convert, pooler config; BGE,
E5, gte, Qwen3-Embedding / Qwen3-Reranker, jina, ColBERT, cross-encoders): wrong task, unsupported pooling
architecture, max length, memory; any tracker. Collected by helper wild376 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round376-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 9 of the 50 allowed (8 ``search`` corpus=issues, 1 corpus=pages). 1 case. The session lost most of its
time to an interrupted turn (a transient API error): when the clock was next read it was already 02:23 UTC, past the
02:20 hard deadline, so collecting stopped at once and this file was written and committed late. The lead may treat
the round as late / ungraded.

Sources given up (for the lead, not cases):
- Request-time failures that earlier rounds already gave up under other slices (not re-taken to avoid double-spending):
  QwenLM/Qwen3-Embedding #24 (same 'no attribute pooler' as the case below, V0, --task score, open, no fix stored),
  vllm #20051 (mxbai-rerank-large-v2, 'Qwen2ForCausalLM' object has no attribute 'pooler'), vllm #5485 (e5-mistral
  TP4 distributed pooling), gpustack #4391, docker/model-runner PR #611.
- Already skipped by earlier rounds (no answer stored): vllm #11231 ('reward' task, 0.6.4.post1), #2749, #10970,
  #10794, #9761 (already used).
- Not reached before the deadline: vllm #19798 (bge-large-zh-v1.5 'maximum context length is 512 tokens. However,
  you requested 1451 tokens' at an embedding request; fix not in the stored chunk), vllm #19930 ('The model does not
  support Score API' for Qwen3-Reranker-8B --task score), intel/llm-scaler #361 (Qwen3-Reranker-8B comes up with
  'Supported tasks: [generate]'), MetaX-MACA/vLLM-metax #163 (gte-Qwen2-7B-instruct, error line not yet seen).

Judgement calls for the lead:
1. gpustack #2193 fails at the first /rerank request, not at launch: the slice brief includes first-request failures
   caused by how the server was launched. Earlier rounds gave up the twin QwenLM/Qwen3-Embedding #24 as 'not a start-up
   failure'; here it is in-slice.
2. No label fits "the model was loaded as a generative *ForCausalLM and has no pooler, so the score task fails"
   exactly; architecture_unsupported (kind and cause) is the closest existing one, since the maintainer's answer is
   that vLLM did not yet support the Qwen3 reranker architecture for scoring.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round376-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2193: Qwen3-Reranker-4B on vLLM (June 2025) -> no attribute 'pooler' at /rerank
case("gpustack-2193-qwen3-reranker-4b-qwen3forcausallm-no-attribute-pooler-at-rerank",
     "https://github.com/gpustack/gpustack/issues/2193",
     "问题：AttributeError(\"'Qwen3ForCausalLM' object has no attribute 'pooler'\")\n"
     "启动配置如下：![Image](https://github.com/user-attachments/assets/dc3b1f7f-57f3-4786-94a3-d21c178f7847)\n"
     "完整日志如下：\n"
     "INFO 06-09 17:37:32 [launcher.py:36] Route: /metrics, Methods: GET\n"
     "INFO:     Started server process [98229]\n"
     "INFO:     Waiting for application startup.\n"
     "INFO:     Application startup complete.\n"
     "INFO:     127.0.0.1:50388 - \"GET /v1/models HTTP/1.1\" 200 OK\n"
     "INFO:     192.168.72.215:38224 - \"GET /v1/models HTTP/1.1\" 200 OK\n"
     "WARNING 06-09 17:37:41 [api_server.py:650] To indicate that the rerank API is not part of the standard OpenAI "
     "API, we have located it at `/rerank`. Please update your client accordingly. (Note: Conforms to JinaAI rerank "
     "API)\n"
     "INFO 06-09 17:37:41 [logger.py:39] Received request rerank-5120f7093ba3459888973662619f5304-0: prompt: '你好', "
     "params: PoolingParams(dimensions=None, additional_metadata=None), prompt_token_ids: None, lora_request: None, "
     "prompt_adapter_request: None.\n"
     "INFO 06-09 17:37:41 [logger.py:39] Received request rerank-5120f7093ba3459888973662619f5304-1: prompt: '你好', "
     "params: PoolingParams(dimensions=None, additional_metadata=None), prompt_token_ids: None, lora_request: None, "
     "prompt_adapter_request: None.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Qwen/Qwen3-Reranker-4B deployed through GPUStack on the vLLM of June 2025 (0.9.0.x): the checkpoint's config says "
     "Qwen3ForCausalLM, so vLLM built the generative model, which has no pooler; the first /rerank (score) request "
     "then failed with AttributeError 'Qwen3ForCausalLM' object has no attribute 'pooler'. vLLM did not yet support the "
     "original Qwen3 reranker as a score model (support came with vLLM PR #19260, used via --hf-overrides "
     "architectures=Qwen3ForSequenceClassification, classifier_from_token [no, yes], is_original_qwen3_reranker). Not a "
     "memory problem.",
     "maintainer pengjiang80 in the thread: 'The Qwen3 reranker model is not yet supported in vLLM. Please refer to "
     "https://github.com/vllm-project/vllm/issues/19229'. The later route (gpustack #2235 / #2244): deploy the "
     "dengcao/Qwen3-Reranker-* repos (converted to sequence classification), or a vLLM >= 0.9.2 with the "
     "Qwen3ForSequenceClassification hf_overrides",
     release="vLLM of early June 2025 (0.9.0.x, V0 logger lines with prompt_adapter_request), via GPUStack",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body as the stored chunk shows it: the author's error line (as 'AttributeError(...)'), "
          "the launch configuration (an image only) and the head of the log up to the second received rerank request; "
          "the stored chunk stops there, before the traceback. The maintainer's answer is left out. The request-time "
          "failure is in the slice (first request after a launch that cannot serve the score task).")

if __name__ == "__main__":
    BATCH.write()
