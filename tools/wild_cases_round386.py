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

# ---------------------------------------- vllm #16146: emotion_bert (BertForMaskedLM) --task score on 0.8.2 -> no vLLM implementation
case("vllm-16146-emotion-bert-bertformaskedlm-task-score-v082-no-vllm-implementation",
     "https://github.com/vllm-project/vllm/issues/16146",
     "vllm serve  \"/data1/wangyao/models/yz_mind/emotion_bert\" --trust-remote-code True --task score  --port 48993 \n"
     "INFO 04-07 10:34:37 [__init__.py:239] Automatically detected platform cuda.\n"
     "INFO 04-07 10:34:38 [api_server.py:981] vLLM API server version 0.8.2\n"
     "...\n"
     "INFO 04-07 10:34:56 [cuda.py:291] Using Flash Attention backend.\n"
     "INFO 04-07 10:34:56 [parallel_state.py:954] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank 0\n"
     "INFO 04-07 10:34:56 [model_runner.py:1110] Starting to load model /data1/wangyao/models/yz_mind/emotion_bert...\n"
     "ERROR 04-07 10:34:56 [engine.py:448] BertForMaskedLM has no vLLM implementation and the Transformers "
     "implementation is not compatible with vLLM. Try setting VLLM_USE_V1=0.\n"
     "ERROR 04-07 10:34:56 [engine.py:448] Traceback (most recent call last):\n"
     "ERROR 04-07 10:34:56 [engine.py:448]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 436, in run_mp_engine",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A local BERT fine-tune ('emotion_bert', apparently an emotion classifier) whose config.json names the "
     "architecture BertForMaskedLM, served with --task score on vLLM 0.8.2. vLLM has no BertForMaskedLM model (its BERT "
     "support is BertModel for embeddings and BertForSequenceClassification for scoring/classification), and the "
     "Transformers fallback does not take this class either, so the engine stopped while loading the model. The "
     "error's own hint (VLLM_USE_V1=0) does not apply: the log already runs the V0 engine (engine.py run_mp_engine, "
     "model_runner.py). An architecture / checkpoint-format problem, not memory.",
     "none in the stored text (the issue was closed as stale). From the log: export the fine-tune with a sequence-"
     "classification head (BertForSequenceClassification in config.json, as vLLM's BERT scoring support expects), or as "
     "a BertModel for embeddings, or run the masked-LM checkpoint with Transformers instead of vLLM",
     release="0.8.2", gpu=None, gpus=None,
     command="vllm serve  \"/data1/wangyao/models/yz_mind/emotion_bert\" --trust-remote-code True --task score  --port 48993",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt assembled from two stored chunks of turn 0: the command and the first two log lines, then (after the "
          "dropped Namespace/engine-config lines, marked '...') the backend and load lines, the error and the first "
          "traceback line. gpus is unknown (the log shows world size 1 only). The 'Try setting VLLM_USE_V1=0' hint is part of vLLM's message and would be a wrong fix here.")

if __name__ == "__main__":
    BATCH.write()
