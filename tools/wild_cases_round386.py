"""Round-386 blind batch. Slice: vLLM launches of POOLING models that fail -- embedding, reranker, classification and
reward models (--task embed/score/classify/reward, --runner pooling, --convert, pooler config; BGE, E5, gte,
Qwen3-Embedding / Qwen3-Reranker, nomic, cross-encoders) -- at start-up or at the first request because of how they
were launched; any tracker. Collected by helper wild386 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round386-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed (42 ``search``: 41 corpus=issues, 1 corpus=pages; no find_string, read_file,
find_files or fetch). 5 cases. The slice has been mined by rounds 324, 355, 376 (and 383 started late), so most
threads met were already used or already given up; the issues corpus returns one chunk per thread (usually the env
dump of turn 0), so many fresh threads could not be read to their error line AND their fix.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #13053 (Gaudi 'Encoder self-attention ... not implemented for
  HPUAttentionImpl'); seen again and skipped as used in earlier rounds: vllm #9761, #35603, #21614, #14693,
  flagos-ai/vllm-plugin-FL #127, gpustack #2170, QwenLM/Qwen3-Embedding #1, vllm-ascend #6471, #2556.
- Already given up by earlier rounds' docstrings (no look-ups spent on them): vllm-ascend #2123 (r318), gpustack
  #4268 (r359), vllm #25060 (r339, rubert-tiny-turbo 'Observed exception', no fix), #21706, #21823, gpustack #2617,
  intel/llm-scaler #84 (r324), LlamaFactory #9540, verl #6584, gpustack #4391, vllm #43061 (r355), #10970, #10794.
- Error line not in the stored chunk (only the title, the env dump, or a cut traceback): vllm #49657 (Qwen3MoE
  --convert embed -> 'Qwen3MoeForEmbedding' object has no attribute 'logits_processor' on the NGC
  nvcr.io/nvidia/vllm:26.01 image; the maintainer-side answer -- an NGC build problem, not upstream; a fresh pip
  install or newer NGC image -- IS stored, but the error block of turn 0 is not: a good candidate if a later round can
  reach it), vllm #43062 (Qwen3-Reranker-8B --runner pooling --convert classify, missing score.weight; noooop: 'maybe
  fixed by PR #42935'; error only in the title), #42480 (--convert reward on Llama-3.1-8B, 0.14.1; the paste stops
  before the crash), #25840 (--convert reward on V1, env only), #10966 (e5-mistral-7b-instruct, env only), #47956
  and its twin modelscope/ms-swift #9704 (same author: Qwen3-VL seq_cls num_labels 20 exported with a generative
  architecture; error not reached), #20129 (nomic-embed-text-v1.5 on 0.8.4, config line only), #12054
  (nomic-embed-text-v1 on 0.6.6.post1), #6015 and #5827 (gte-Qwen2-7B, 2024, frames only), gpustack #3609
  (bge-reranker-v2-m3 on AMD), MetaX-MACA/vLLM-metax #163 (env only), vllm-ascend #11720 (BGE-M3 on 0.22.1rc1,
  labelled resolved; frames only), #3462, gpustack #5594, HabanaAI/vllm-fork #583 (traceback not stored).
- Error shown but no cause/fix reachable: vllm #24827 ('Qwen3ForEmbedding' object has no attribute
  'logits_processor', Qwen3-Embedding-0.6B --task embed on 0.10.2 through the V0 engine path; open, no answer stored),
  #14583 ('Invalid attention type encoder_only' from a source build at the first request), #15006
  (Qwen2_5_VLForSequenceClassification has no vLLM implementation; the maintainer only asks for an HF repo).
- Error only as an image: vllm #12198 (Qwen2.5-Math-PRM), vllm-ascend #3777 (bge-* on 0.10+).
- Not taken (twin, not a launch failure, or no error): QwenLM/Qwen3-Embedding #15, #93 and gpustack #2408 (the same
  'does not support Rerank (Score) API' as the #19930 case taken; #93 and #2408 are one author's twin posts; #15's
  description with its launch is not stored), intel/llm-scaler #361 (only the 'Supported tasks: ['generate']' info
  line), vllm #19798 (bge-large-zh-v1.5, a 1451-token request over the model's 512: input length, not the launch),
  #21681 (wrong scores, no error), gpustack #4932 (gpustack's proxy 404), #4382 (no log), vllm PR #38281 (BGE-M3
  without sparse_linear.pt: PR prose only), the pages corpus hits (content-farm 'pitfall guides', no real incident).

Judgement calls for the lead (each case's ``note`` says more):
1. vllm-19930 (Qwen3-Reranker-8B --task score -> 400 'The model does not support Score API') fails at the first
   request, caused by the launch; kind vllm_check_failed (vLLM's own refusal text), cause architecture_unsupported, as
   round 376 labelled the sibling gpustack-2193. Its fix comes from the related PR #19260 (--hf-overrides
   Qwen3ForSequenceClassification + classifier_from_token), not from the author.
2. vllm-16146 (BertForMaskedLM, --task score, 0.8.2): kind and cause architecture_unsupported. The message's own hint
   'Try setting VLLM_USE_V1=0' is not the fix (the log already runs V0); it is an env var, so it is not in forbidden.
3. vllm-55050 (bge-large-en-v1.5 --runner pooling --enable-prompt-embeds): the source is the fix PR #55233, whose
   description quotes the exception and the launch (the issue's own traceback is not stored). Kind
   torch_compile_error (the printed exception is torch._dynamo's); cause architecture_unsupported as the closest
   label for 'a feature this model architecture cannot support' (no feature-unsupported cause exists). --enforce-eager
   is marked wrong by reasoning (None reaches the token-type decode eagerly too).
4. vllm-rbln-825: the only source is a maintainer's fix PR (no user launch, no command). Kind vllm_check_failed (a
   ValueError raised while the plug-in compiles the model at start-up), cause release_regression (introduced by the
   plug-in's PR #810, which forwarded --gpu-memory-utilization as memory_budget).
5. vllm-metal-589 (BGE-M3 on Apple M4 Pro): 'Model type xlm-roberta not supported.' is vllm-metal's own loader, so
   kind and cause architecture_unsupported, not model_type_unknown (that label is transformers' 'does not recognize
   this architecture' message).
"""
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

# ---------------------------------------- vllm #55050 / PR #55233: bge-large-en-v1.5 --runner pooling --enable-prompt-embeds -> dynamo 'observed AttributeError'
case("vllm-55050-bge-large-en-v15-runner-pooling-enable-prompt-embeds-dynamo-observed-attributeerror",
     "https://github.com/vllm-project/vllm/pull/55233",
     "Serving a BERT/RoBERTa pooling model with `--enable-prompt-embeds` fails during compiled warmup with an opaque "
     "`torch._dynamo.exc.Unsupported: observed AttributeError` instead of a clear error:\n"
     "\n"
     "```bash\n"
     "vllm serve BAAI/bge-large-en-v1.5 --runner pooling --enable-prompt-embeds\n"
     "```",
     "torch_compile_error", {}, "architecture_unsupported",
     "BAAI/bge-large-en-v1.5 (BertModel, encoder-only) served as a pooling model with --enable-prompt-embeds on vLLM "
     "0.14.1. vLLM's BERT/RoBERTa embedding layer packs token_type_ids into the high bits of input_ids and decodes them "
     "in forward; with prompt embeddings input_ids is None, so _decode_token_type_ids(None) fails, which torch.compile "
     "reports during warm-up as 'Unsupported: observed AttributeError'. Prompt embeddings are unsupported by design for "
     "these models, and the release's config validation (which only covered encoder-decoder models) did not reject the "
     "flag. A feature/architecture mismatch, not a compiler or memory problem.",
     "drop --enable-prompt-embeds for BERT/RoBERTa pooling models (it cannot work for them). iharshlalakiya's analysis "
     "in issue #55050 (2026-09-03): 'It's unsupported by design too: BERT packs token_type_ids into the high bits of "
     "input_ids, so embeds can't carry them'; newer code (V2 model runner guard, PR #42963) and PR #55233 turn the crash "
     "into a clear error at model load. Not confirmed by the reporter in the stored text",
     release="0.14.1", gpu=None, gpus=None,
     command="vllm serve BAAI/bge-large-en-v1.5 --runner pooling --enable-prompt-embeds",
     forbidden=_MEM + [{"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--compilation-config"}],
     note="Source: the fix PR's description (vllm PR #55233, 'Fixes #55050'), which quotes the exception and the launch; "
          "the original issue #55050 (Redempt1onzzZZ, open) is the report, but its turn 0 with the traceback is not in "
          "the stored chunks, only the maintainer-side analysis comment. The release (0.14.1) comes from that comment "
          "('You're on 0.14.1'). --enforce-eager is marked wrong: the failure is None reaching the token-type decode, "
          "which fails eagerly too; only the compile wrapper's wording would change.")

# ---------------------------------------- vllm-rbln PR #825: bge-* pooling compile on Rebellions NPU -> Unexpected arguments memory_budget
case("vllm-rbln-825-bge-pooling-compile-unexpected-arguments-memory-budget",
     "https://github.com/RBLN-SW/vllm-rbln/pull/825",
     "Compiling pooling / encoder-only models (e.g. `bge-*`) fails with:\n"
     "\n"
     "```\n"
     "ValueError: Unexpected arguments: dict_keys(['memory_budget'])\n"
     "```",
     "vllm_check_failed", {}, "release_regression",
     "vllm-rbln (the vLLM plug-in for Rebellions NPUs) compiles each model through optimum-rbln at start-up. Its PR "
     "#810 wired --gpu-memory-utilization into an optimum-rbln 'memory_budget' argument, a decoder-only setting; the "
     "pooling path (_for_pooling) forwarded it too, and the pooling / encoder RBLN config classes do not accept it, so "
     "every bge-* (embedding / reranker) model failed to compile before serving. A plug-in regression, not a memory "
     "shortage and not the user's flags.",
     "vllm-rbln PR #825 (rebel-thkim, 2026-07-24, merged): drop memory_budget from the pooling compile config "
     "('Pooling compile no longer builds a config containing memory_budget'); i.e. use a vllm-rbln build that has the "
     "fix (or one from before #810)",
     release=None, gpu="Rebellions ATOM NPU (vllm-rbln)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the 'Problem' paragraph of the fix PR's description, as stored; the PR is the only source (a "
          "maintainer's report, no user launch command). --gpu-memory-utilization is marked wrong: the value is what "
          "gets forwarded as memory_budget, but no value of it avoids the ValueError, since the pooling config rejects "
          "the argument itself.")

# ---------------------------------------- vllm-metal #589: bge-m3 (mlx 8-bit) on an M4 Pro -> 'Model type xlm-roberta not supported.'
case("vllm-metal-589-bge-m3-mlx-8bit-m4-pro-model-type-xlm-roberta-not-supported",
     "https://github.com/vllm-project/vllm-metal/issues/589",
     "I tested `mlx-community/bge-m3-mlx-8bit` on an M4 Pro with vllm-metal `0.3.0.dev20260809035703` and vLLM "
     "`0.26.0`. vLLM resolves `BgeM3EmbeddingModel` with `token_classify`, but the Metal loader fails with:\n"
     "\n"
     "```text\n"
     "ValueError: Model type xlm-roberta not supported.\n"
     "```",
     "architecture_unsupported", {}, "architecture_unsupported",
     "BGE-M3 (an XLM-RoBERTa encoder, resolved by vLLM 0.26.0 to BgeM3EmbeddingModel with token_classify pooling for "
     "its sparse lexical weights) served on Apple Silicon through the vllm-metal platform plug-in. vllm-metal's own MLX "
     "model loader of that build had no XLM-RoBERTa implementation (nor token-level pooling), so loading stopped with "
     "'Model type xlm-roberta not supported.'. A platform-plug-in model-support gap, not memory and not the flags.",
     "maintainer LxYuan0420 (2026-08-16): 'Closing this as #612 fixes it', i.e. use a vllm-metal build with PR #612 "
     "(XLM-RoBERTa / BGE-M3 loading and token_classify pooling on Metal); before it, BGE-M3 could not be served by "
     "vllm-metal at all",
     release="vLLM 0.26.0 with vllm-metal 0.3.0.dev20260809035703", gpu="Apple M4 Pro (vllm-metal / MLX)", gpus=1,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: the reporter's sentence and error block from the issue body (a feature request), as stored; the "
          "list of requested features and the 'Related' line are dropped. The launch command is not given. gpus=1: a "
          "single Apple M4 Pro SoC.")

if __name__ == "__main__":
    BATCH.write()
