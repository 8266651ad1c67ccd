"""Round-386 blind batch (docstring completed at the end of the round)."""
from wild_blind import BlindBatch

BATCH = BlindBatch("round386-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #19930: Qwen3-Reranker-8B --task score -> 'The model does not support Score API'
case("vllm-19930-qwen3-reranker-8b-task-score-model-does-not-support-score-api",
     "https://github.com/vllm-project/vllm/issues/19930",
     "The latest Qwen3-Rerank-8B model is not supported by accessing the online serving API.\n"
     "When I run vllm serve Qwen/Qwen3-Reranker-8B --task score --port 7001, and request the score API service similar to "
     "https://github.com/vllm-project/vllm/blob/main/examples/online_serving/openai_cross_encoder_score.py, the error "
     "occurred is {'object': 'error', 'message': 'The model does not support Score API', 'type': 'BadRequestError', "
     "'param': None, 'code': 400}.",
     "vllm_check_failed", {}, "architecture_unsupported",
     "Qwen/Qwen3-Reranker-8B is published as a Qwen3ForCausalLM that scores by the logits of the 'yes'/'no' tokens, not "
     "as a sequence-classification (cross-encoder) model. The vLLM release of the time (June 2025) had no way to serve "
     "that checkpoint as a score model, so with --task score the server came up but every /score request was refused "
     "('The model does not support Score API'). A model/architecture support gap, not memory or a launch-size problem.",
     "not confirmed by the author in the stored text (the issue is closed; the visible reply, dengcao 2025-06-30, only "
     "points to third-party docker packages). vLLM PR #19260 ('[New Model]: Support Qwen3 Embedding & Reranker', merged) "
     "added the path: load the original checkpoint as a score model with --hf-overrides '{\"architectures\": "
     "[\"Qwen3ForSequenceClassification\"], \"classifier_from_token\": [\"no\", \"yes\"], \"is_original_qwen3_reranker\": "
     "true}' (plus --task score / later --runner pooling) on a release that has it, or serve a converted "
     "*-seq-cls checkpoint",
     release=None, gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen3-Reranker-8B --task score --port 7001",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the two sentences of the issue body (a feature-request template) that hold the command and the 400 "
          "error as the author pasted it; the template headings and the 'Alternatives' line are dropped. A first-request "
          "failure caused by how the model was launched, not a start-up crash. The release is not printed (the issue "
          "is dated 2025-06-21, so 0.9.1 or earlier).")

if __name__ == "__main__":
    BATCH.write()
