"""Round-598 blind batch: vLLM start-up failures (and failures at the first requests caused by how vLLM was launched)
of POOLING models -- embedding, reranker and classification models (--task / --runner / --convert flags, pooler
configs, BERT / XLM-R / ModernBERT / Qwen3-Embedding / Qwen3-VL-Reranker / jina, cross-encoders, token
classification), across every tracker; collected by helper wild598 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round598-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed (28 ``search`` corpus=issues, 1 corpus=docs; no find_string, read_file, find_files,
find_repos or fetch). 7 cases: vllm #28564 (gte-modernbert-base with the deprecated --task embed -> 'The model should
be a generative or pooling model', fixed by PR #29312), vllm #42480 (--convert on a causal LM without --runner pooling
-> 'AssertionError: pooler_config is not None', the error quoted by PRs #42820 / #42672), vllm #32086 (Qwen3-VL-Reranker-8B
--runner pooling -> 'no module or parameter named lm_head in Qwen3LLMForCausalLM', fixed by PR #32089), gpustack
#2171 (Qwen3-Embedding-0.6B -> 'The model does not support Embeddings API'), vllm #30107 (Qwen3ForTokenClassification
through the Transformers fallback -> "no module or parameter named 'classifier' in TransformersForSequenceClassification"),
vllm #19278 (jina-colbert-v2 -> AttributeError XLMRobertaForPreTraining in the remote code), vllm #20463
(jina-embeddings-v4 -> 'JinaEmbeddingsV4Model has no vLLM implementation'). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is heavily mined (rounds 91, 132, 280, 291, 324, 355, 376, 383, 386, 570): most threads the searches returned
were already used or already given up, and the issues corpus usually returns one chunk per thread (the env dump or the
head of a traceback), so fresh threads often showed the error or the fix, not both. Four of the seven cases lean on a
PR's or a maintainer's text for the cause (each note says so).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #9840, #10794, #7915, #10970, #35603, #11231, #9761,
  #10718, #6947 / #2749 (r101), #11647 (r50), #42480's own stored chunk (r386 / r562: paste stops before the crash;
  taken here through the PRs that quote the error), #21706, #33970, #19250, #21614, #21823, #24827, #16146; flagos-ai/vllm-plugin-FL #127; vllm-ascend #1960, #2123, #2556, #13446 (r291);
  gpustack #2170, #2193, #2617, #4391, #5594; QwenLM/Qwen3-Embedding #1, #24; zstar1003/ragflow-plus #69;
  ms-swift #3288, #5165; QwenLM/Qwen3-VL-Embedding #48; docker/model-runner PR #611 (r376).
- Error line not in the stored chunk, or no fix / cause reachable: vllm #41494 ('Qwen3ForEmbedding no longer works',
  voyageai/voyage-4-nano; a commenter's tested workaround --hf-overrides VoyageQwen3BidirectionalEmbedModel is stored,
  but the turn-0 error is not, only a comment's cut quote "There is no module or parameter named 'linear' i..."; a
  good candidate if a later round can reach the error block), vllm #22620 (ModernBertForSequenceClassification
  cirimus/modernbert-base-go-emotions --task classify on 0.10.0; traceback cut before the error), vllm-ascend #5549
  (310P3, Qwen3-Embedding-0.6B, "There is no module or parameter named 'embed_tokens' in CustomQwen3ForCausalLM"; open,
  no answer, launch command not stored; the same class as the used vllm-ascend #2556), vllm #30656 (Qwen3-Embedding-0.6B
  on the v0.12.0 CPU image crashes at the first /v1/embeddings; error tail not stored, closed stale), vllm-ascend PR
  #2646 turn 15 (bge-m3 on V1 in a release-note test; the traceback stops in _is_v1_supported_oracle), #13943 (doc fix
  for #13446; the user's error tail is not stored), vllm #25865 (bge-m3-korean max length 512: not a start-up error), #15773 ('V1 does not yet
  support Pooling models' with beam search on Qwen2.5; maintainer could not reproduce, no fix).
- Not vLLM or not a launch failure: waybarrios/vllm-mlx #545 (an MLX server of its own: KeyError 'classifier.weight' at
  the first /v1/rerank; a separate project, not vLLM), xorbitsai/inference #3129 / #1919 / #1751 (sentence-transformers
  engine), #3641 (engine not shown), vllm #51801 (BGE-M3 /pooling KeyError at request time), #45995 / #39579 / #15509
  (silent mis-pooling, no error), AnswerDotAI/ModernBERT #216, microsoft/unilm #1273, the docs-corpus hits (docs pages,
  an HF commit, a juejin how-to with no incident).

Judgement calls for the lead (each case's ``note`` says more):
1. vllm-28564: kind vllm_check_failed (vLLM's own assert, printed through pydantic's 'Assertion failed, ...'), cause
   vllm_check_failed: the deprecated --task embed path did not auto-convert ModernBertModel while --runner pooling did;
   merged PR #29312 calls it an inconsistency and fixes it, so release_regression is the alternative the lead may prefer.
   The fix (use --runner pooling) is the PR's, not the thread's (the thread is open / stale; the reporter says setting
   the runner 'didn't do a thing', probably with --task still on the line).
2. vllm-42480: the stored issue chunk stops in the env dump (as r386 found); the error line is the one two fix PRs
   (#42820 by BPbruce, #42672 by zxuhan; both closed) quote verbatim, and the excerpt takes the issue title and that
   line. Kind vllm_check_failed (a bare vLLM assert), cause vllm_check_failed (a flag combination vLLM did not validate).
   The lead may drop it as PR-sourced.
3. vllm-32086: the only stored text is the merged fix PR #32089's description (command + error). Kind
   weight_loading_mismatch (AutoWeightsLoader's message), cause release_regression, as round 324 labelled the sibling
   vllm-33464 ('score' variant of the same VL-reranker adapter bug).
4. gpustack-2171: fails at the first playground request, not at launch (the brief admits first-request failures caused
   by the launch). Kind vllm_check_failed, cause architecture_unsupported, as README's row and rounds 376 / 386 label
   'The model does not support X API'.
5. vllm-30107 and vllm-19278 are open / stale-closed new-model requests: the cause (architecture not supported; the
   Transformers fallback cannot serve it) is read from the message and the request itself, and no fix was reached.
   vllm-30107: kind weight_loading_mismatch (the AutoWeightsLoader message) with cause architecture_unsupported, as
   dynamo-7942 (Transformers fallback) was labelled. vllm-19278: the printed error is an AttributeError inside the
   model's remote code (transformers_modules...modeling_xlm_roberta has no attribute 'XLMRobertaForPreTraining'), none of
   vLLM's messages, so kind None, cause architecture_unsupported.
6. vllm-20463: the error's own hint 'Try setting VLLM_USE_V1=0' is not the fix (the reporter already exported
   VLLM_USE_V1=0); the maintainer says the architecture is not supported; a commenter points to the separate
   jinaai/jina-embeddings-v4-vllm-retrieval checkpoint.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round598-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #28564: Alibaba-NLP/gte-modernbert-base with --task embed -> 'The model should be a generative or pooling model'
case("vllm-28564-gte-modernbert-base-task-embed-should-be-generative-or-pooling-model-assert",
     "https://github.com/vllm-project/vllm/issues/28564",
     "[Usage]: Can't get ModernBert models to run in vllm serve\n"
     "\n"
     "I am trying to download and use ModernBertModel with the vllm serve feature. \n"
     "At first I thought it was an issue with the model so I switched from trying to use BertEmbed with "
     "Alibaba-NLP/gte-modernbert-base since it appears in the docs as a model that supports embedding. \n"
     "Source: https://docs.vllm.ai/en/latest/models/supported_models/#pooling-models \n"
     "\n"
     "I download and run it like this. \n"
     "Download:\n"
     "`huggingface-cli download Alibaba-NLP/gte-modernbert-base --local-dir models/bert --local-dir-use-symlinks False`\n"
     "Serve (example, I have used many  iterations):\n"
     "`vllm serve models/bert2 --host 0.0.0.0 --port 8003 --task embed --trust-remote-code --gpu-memory-utilization 0.3`\n"
     "\n"
     "No matter what I get this: Assertion failed, The model should be a generative or pooling model when task is set "
     "to 'embedding'. [type=assertion_error, input_value=ArgsKwargs((), {'model': ...rocessor_plugin': None}), "
     "input_type=ArgsKwargs]\n"
     "\n"
     "I tried setting runner but that didn't do a thing.",
     "vllm_check_failed", {"gpu_memory_utilization": 0.3}, "vllm_check_failed",
     "gte-modernbert-base's config lists the bare encoder class ModernBertModel, which vLLM registers neither as a "
     "generative nor as a pooling model: it must be auto-converted to a pooling model. The deprecated --task embed "
     "flag (mapped to 'embedding') went through a model-config assert that did not do that conversion, while "
     "--runner pooling (or no flag at all) did; so the launch flag, not the model or memory, failed.",
     "not stated in the thread (open, marked stale). Merged PR #29312 (maryamtahhan, 'Make deprecated --task embedding "
     "consistent with --runner pooling') quotes the same assert for ModernBertModel and states that --runner pooling "
     "works (auto-converts) and that no flag (auto-detect) works; after the PR --task embedding also auto-converts. Fix: "
     "launch with --runner pooling (optionally --convert embed) instead of --task embed, or a release with PR #29312",
     release=None, gpu=None, gpus=None,
     command="vllm serve models/bert2 --host 0.0.0.0 --port 8003 --task embed --trust-remote-code "
             "--gpu-memory-utilization 0.3",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, up to the reporter's sentence on "
          "the runner (the rest is the template). The vLLM release is not shown (issue of 2025-11-12: the 0.11 line, "
          "when --task was deprecated in favour of --runner / --convert). Cause label: vllm_check_failed (the flag "
          "path vLLM refused); release_regression is the alternative, since PR #29312 treats it as an inconsistency "
          "bug of the deprecation period. The fix is the PR's, not the thread's.")

# ---------------------------------------- vllm #42480: --convert embed/classify on a causal LM without --runner pooling -> AssertionError: pooler_config is not None
case("vllm-42480-causal-lm-convert-without-runner-pooling-assert-pooler-config-is-not-none",
     "https://github.com/vllm-project/vllm/issues/42480",
     "[Bug]: Using --convert with a causal LM is silently accepted but crashes at engine startup\n"
     "\n"
     "[pip3] torch==2.9.1+cu128\n"
     "[pip3] transformers==4.57.6\n"
     "\n"
     "```text\n"
     "AssertionError: pooler_config is not None\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vllm serve <causal LM> --convert embed (or classify) with --runner left on auto: the architecture resolves to the "
     "generate runner, so ModelConfig never builds a pooler_config, but the explicit --convert still makes the loader "
     "wrap the model in a pooling adapter, whose init asserts pooler_config is not None and kills the engine at start-up. "
     "A launch-flag combination vLLM accepted without validating; not memory or hardware.",
     "both fix PRs for this issue state the valid launch: 'vllm serve <causal-lm> --runner pooling --convert embed' "
     "(or --convert classify), with which pooler_config is initialised (PR #42820 by BPbruce; PR #42672 by zxuhan, which "
     "also proposed promoting the runner automatically or raising a clear ValueError for --runner generate --convert "
     "embed). Fix: add --runner pooling",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and two library lines of its env dump (the stored issue chunk stops inside the env "
          "dump, as round 386 also found), then the error line exactly as PR #42820's description quotes it in a text "
          "block ('later crashes during engine/model initialization with an internal error:'); PR #42672 quotes the "
          "same 'AssertionError: pooler_config is not None'. The PRs' prose, which carries the diagnosis, is left out. "
          "PR #42672 names Llama-3.1-8B-Instruct as the causal LM; round 386 read the issue as '--convert reward on "
          "Llama-3.1-8B, 0.14.1' (not verified here, so release left empty). Both PRs are closed, so the fix is the "
          "flag combination they state, not a merged change. The lead may drop the case as PR-sourced.")

# ---------------------------------------- vllm #32086 (PR #32089): Qwen3-VL-Reranker-8B --runner pooling -> no module or parameter named 'lm_head' in Qwen3LLMForCausalLM
case("vllm-32086-qwen3-vl-reranker-8b-runner-pooling-no-module-lm-head-qwen3llmforcausallm",
     "https://github.com/vllm-project/vllm/pull/32089",
     "## Problem\n"
     "\n"
     "When running `Qwen/Qwen3-VL-Reranker-8B` with pooling runner:\n"
     "```bash\n"
     "  vllm serve /home/rickychen/Desktop/llm/models/Qwen3-VL-Reranker-8B --runner pooling --max-model-len 8192 "
     "--hf_overrides '{\"architectures\": [\"Qwen3VLForSequenceClassification\"], \"classifier_from_token\": "
     "[\"no\", \"yes\"], \"is_original_qwen3_reranker\": true}'\n"
     "```\n"
     "\n"
     "## error:\n"
     "There is no module or parameter named 'lm_head' in Qwen3LLMForCausalLM",
     "weight_loading_mismatch", {"max_model_len": 8192}, "release_regression",
     "Serving the original Qwen3-VL-Reranker checkpoint as a sequence classifier (Qwen3VLForSequenceClassification with "
     "classifier_from_token no/yes): vLLM's seq-cls adapter assumed a flat model with model.lm_head, but the "
     "vision-language model keeps lm_head under language_model, and classifier_from_token was set only on the top-level "
     "hf_config, not on text_config; the weight loader then found no lm_head in the inner Qwen3LLMForCausalLM. A vLLM "
     "adapter bug for VL rerankers, not a checkpoint or memory problem.",
     "merged PR #32089 (ricky-chaoju, 'Fix Qwen3-VL-Reranker model loading for sequence classification', fixes #32086): "
     "adapters.py detects VL models via language_model and ties lm_head on the right parent; config.py sets "
     "classifier_from_token on text_config. Fix: a vLLM release containing PR #32089 (no flag change)",
     release=None, gpu=None, gpus=None,
     command="vllm serve /home/rickychen/Desktop/llm/models/Qwen3-VL-Reranker-8B --runner pooling --max-model-len 8192 "
             "--hf_overrides '{\"architectures\": [\"Qwen3VLForSequenceClassification\"], \"classifier_from_token\": "
             "[\"no\", \"yes\"], \"is_original_qwen3_reranker\": true}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the Problem and error sections of PR #32089's description (the reproduction of issue #32086, whose "
          "own text is not stored); the Solution section is left out. The PR author reproduced the reporter's launch on "
          "his own machine (the path is his). Release not shown (PR of 2026-01-10). Labels follow round 324's "
          "vllm-33464 (the 'score' attribute variant of the same VL-reranker adapter bug): weight_loading_mismatch / "
          "release_regression.")

# ---------------------------------------- gpustack #2171: qwen3-embedding-0.6b on GPUStack's vLLM -> The model does not support Embeddings API
case("gpustack-2171-qwen3-embedding-06b-model-does-not-support-embeddings-api",
     "https://github.com/gpustack/gpustack/issues/2171",
     "qwen3-embedding-0.6b部署后无法使用\n"
     "\n"
     "运行的qwen3-embedding-0.6b ，在试验场使用时候，报如下错误：The model does not support Embeddings API",
     "vllm_check_failed", {}, "architecture_unsupported",
     "Qwen3-Embedding-0.6B's config declares Qwen3ForCausalLM, so GPUStack's vLLM backend loaded it with the default "
     "generate task and the OpenAI server registered no embeddings handler; the first /v1/embeddings call from the "
     "playground was refused with 'The model does not support Embeddings API'. The embedding task was never selected "
     "at launch (and GPUStack's default vLLM was older than the 0.8.5 that Qwen3 embedding needs).",
     "maintainer pengjiang80 (2025-06-06): 'Qwen3-embedding needs vLLM 0.8.5+. Please set v0.8.5 in advanced - backend "
     "version and GPUStack will install vLLM 0.8.5 automatically. Also, you'll need to set --task=embed in backend "
     "parameters to make sure it works.' (refers to gpustack #2170, where --task=embed is the resolution)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the whole description (Chinese: 'qwen3-embedding-0.6b cannot be used after "
          "deployment' / 'running qwen3-embedding-0.6b, using it in the playground gives this error:'). Fails at the "
          "first request, caused by the launch (no embedding task). The vLLM release is not in the reporter's text "
          "(the maintainer's answer implies one older than 0.8.5). Kind / cause as README's row for 'The model does not "
          "support X API' and rounds 376 / 386.")

# ---------------------------------------- vllm #30107: Qwen3ForTokenClassification via the Transformers fallback -> no module or parameter named 'classifier' in TransformersForSequenceClassification
case("vllm-30107-qwen3-token-classification-no-module-classifier-in-transformersforsequenceclassification",
     "https://github.com/vllm-project/vllm/issues/30107",
     "[Feature]: Model Support: Qwen3 Token Classification\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=10543) ERROR 12-05 04:20:59 [core.py:842]   File \"/usr/local/lib/python3.12/site-packages/"
     "vllm/model_executor/models/utils.py\", line 317, in _load_module\n"
     "(EngineCore_DP0 pid=10543) ERROR 12-05 04:20:59 [core.py:842]     raise ValueError(msg)\n"
     "(EngineCore_DP0 pid=10543) ERROR 12-05 04:20:59 [core.py:842] ValueError: There is no module or parameter named "
     "'classifier' in TransformersForSequenceClassification\n"
     "(EngineCore_DP0 pid=10543) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=10543) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=10543)   File \"/usr/local/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore_DP0 pid=10543)     self.run()\n"
     "(EngineCore_DP0 pid=10543)   File \"/usr/local/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore_DP0 pid=10543)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_DP0 pid=10543)   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 846, "
     "in run_engine_core\n"
     "(EngineCore_DP0 pid=10543)     raise e\n"
     "(EngineCore_DP0 pid=10543)   File \"/usr/local/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line 833, "
     "in run_engine_core\n"
     "(EngineCore_DP0 pid=10543)     engine_core = EngineCoreProc(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=10543)                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "```",
     "weight_loading_mismatch", {}, "architecture_unsupported",
     "A Qwen3 token-classification checkpoint (Qwen3ForTokenClassification, a per-token 'classifier' head): vLLM has no "
     "native class for it, so it fell back to the Transformers backend's sequence-classification wrapper "
     "(TransformersForSequenceClassification), whose modules have no 'classifier' layer to receive the checkpoint's "
     "head weights; the engine died while loading weights. The architecture is not supported by that release.",
     "no fix reached in the stored text: the issue is an open feature request ('Model Support: Qwen3 Token "
     "Classification'). The supported routes are a release that adds a Qwen3 token-classification class, or a "
     "checkpoint whose architecture vLLM serves natively",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the stored part of turn 0's log (the chunk starts inside the traceback; the "
          "launch command and the release are not in it; the log format with EngineCore_DP0 and core.py:842 is the 0.11 "
          "/ 0.12 line, issue dated 2025-12-05). Kind weight_loading_mismatch (AutoWeightsLoader's message), cause "
          "architecture_unsupported, as the Transformers-fallback case dynamo-7942 was labelled. No fix reached.")

# ---------------------------------------- vllm #19278: jinaai/jina-colbert-v2 -> AttributeError: ... modeling_xlm_roberta has no attribute 'XLMRobertaForPreTraining'
case("vllm-19278-jina-colbert-v2-remote-code-no-attribute-xlmrobertaforpretraining",
     "https://github.com/vllm-project/vllm/issues/19278",
     "[New Model]: jinaai/jina-colbert-v2\n"
     "\n"
     "When trying to serve the model with \n"
     "`vllm serve jinaai/jina-colbert-v2 --port 8001 --trust-remote-code`\n"
     "I get the following error:\n"
     "ERROR 06-06 11:18:00 [core.py:500] AttributeError: module "
     "'transformers_modules.jinaai.xlm-roberta-flash-implementation.2b6bc3f30750b3a9648fe9b63448c09920efe9be."
     "modeling_xlm_roberta' has no attribute 'XLMRobertaForPreTraining'. Did you mean: 'XLMRobertaPreTrainingHeads'?",
     None, {}, "architecture_unsupported",
     "jina-colbert-v2 (a ColBERT late-interaction model on Jina's xlm-roberta-flash-implementation remote code) has no "
     "vLLM implementation in that release: vLLM went to the model's remote code for the class its config names, "
     "XLMRobertaForPreTraining, which Jina's modeling_xlm_roberta.py does not define, so the engine core died at "
     "start-up. An unsupported architecture, not memory or hardware.",
     "no fix in the stored text: a new-model request (closed as stale). The reporter's own reading is that the "
     "Transformers implementation of this model is not compatible with vLLM; the closest supported model the request "
     "names is jinaai/jina-reranker-v2-base-multilingual",
     release=None, gpu=None, gpus=None, command="vllm serve jinaai/jina-colbert-v2 --port 8001 --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the part of the description with the launch and the error (ERROR line kept whole); the "
          "reporter's explanation paragraph that follows is left out. Release not shown (2025-06-06, 'core.py:500' is "
          "the V1 engine of 0.9.x). The printed error is Python's AttributeError inside the model's remote code, none of "
          "vLLM's own messages, hence kind None; cause architecture_unsupported.")

# ---------------------------------------- vllm #20463: jinaai/jina-embeddings-v4 --task embed -> JinaEmbeddingsV4Model has no vLLM implementation
case("vllm-20463-jina-embeddings-v4-no-vllm-implementation-transformers-not-compatible",
     "https://github.com/vllm-project/vllm/issues/20463",
     "[New Model]: jinaai/jina-embeddings-v4\n"
     "\n"
     "Hi, when i run the vllm serve to launch jina-embeddings-v4 model, where my deploy script is :\n"
     "\n"
     "export VLLM_USE_V1=0 MODEL_PATH=\"./chkpt/jina-embeddings-v4/\" vllm serve $MODEL_PATH  --served-model-name model "
     "--trust-remote-code --task embed\n"
     "\n"
     "I met the follow error:\n"
     "ValueError: JinaEmbeddingsV4Model has no vLLM implementation and the Transformers implementation is not "
     "compatible with vLLM.  Try setting VLLM_USE_V1=0.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "jina-embeddings-v4's checkpoint declares JinaEmbeddingsV4Model (a Qwen2.5-VL backbone with task LoRA adapters), "
     "which vLLM did not implement; the Transformers fallback could not serve it either, so model loading was refused at "
     "start-up. The message's hint (VLLM_USE_V1=0) does not apply: the reporter had already exported it.",
     "maintainer DarkLight1337 (2025-07-04): 'It means that the model isn't supported by vLLM yet.' Commenter b8zhong "
     "pointed to jinaai/jina-embeddings-v4-vllm-retrieval, the vLLM-compatible variant of the checkpoint. Fix: serve a "
     "vLLM-compatible checkpoint (the -vllm-retrieval variant) or wait for native support",
     release=None, gpu=None, gpus=None,
     command="export VLLM_USE_V1=0 MODEL_PATH=\"./chkpt/jina-embeddings-v4/\" vllm serve $MODEL_PATH  "
             "--served-model-name model --trust-remote-code --task embed",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the bug description as stored (the env block was the template's placeholder). "
          "Release not shown (2025-07-04, the 0.9.x line, when V0 still existed). The error's own hint "
          "'Try setting VLLM_USE_V1=0' is not the fix (already set); it is an environment variable, so not in "
          "forbidden.")

BATCH.write()
