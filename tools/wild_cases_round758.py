"""Round-758 blind batch: POOLING MODELS AT VLLM'S START-UP -- EMBEDDING, RERANKER, CLASSIFICATION AND REWARD MODELS
(--task embed / score / classify / reward, --runner pooling, --convert, pooler config errors, a generative model
served as embedding or the reverse), from any repository; collected by helper wild758 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round758-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR it links / that links it) only. Excerpts are the text as the search tool's issues corpus shows it;
the fix is left out of the excerpt.

Look-ups: 41 of the 45 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases:
- vllm PR #10193 (turn 9, githebs; the fix is vllm PR #10639): HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1
  (a bare Qwen2Model checkpoint) on vLLM 0.6.4.post1's CPU backend as an embedding model: 'There is no module or
  parameter named 'embed_tokens' in Qwen2EmbeddingModel' -- vLLM's embedding class expected the *ForCausalLM weight
  layout ('model.' prefix); PR #10639 lets embedding models load either checkpoint format.
- kserve #5399 (fix PR kserve #5609 / kserve main): KServe's huggingfaceserver serving intfloat/e5-small through vLLM
  returns "AttributeError : 'ServingEmbedding' object has no attribute 'create_embedding'" at the first
  /openai/v1/embeddings request -- kserve's code called a method vLLM 0.20.0's restructured pooling API no longer has.

How mined the slice is: very. Rounds 280, 291, 324, 355, 376, 386, 598, 613, 615, 650 and others already cut
pooling / embedding / reranker / reward start-up failures; nearly every vLLM-tracker thread the searches return
(Qwen3-Embedding / Qwen3-Reranker 'embed_tokens' and 'pooler' failures, '--task embedding' unrecognized, the
XLMRoberta / Gemma2 / Llama *ForSequenceClassification 'not supported' threads, bge-m3 / bge-reranker on Ascend,
gpustack / xinference embedding launches) is in USED_SOURCES.txt or an earlier round's skip list. The round's two
cases came from a PR comment (not an issue) and from a serving framework's tracker.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): vllm #43062 (--runner pooling --convert classify, Qwen3-Reranker-8B
  missing score.weight: the stored text carries the error only in the title; skip-listed in round 386 -- claimed here
  by mistake and the claim withdrawn), #10794, #11231, #21706, #10718, #9761, #11577, #14693, #12198, #5485, #41494,
  #47956, #22620, #14583, #15773, #21614, #33464, #20051, #45995, #51801, #55554, #15929, #11446, #48214, #12154,
  #9840, #35603, #8700, #12791, #11647, PR #8740 / #20807 (round 324's fix sources); vllm #19252 is not skip-listed
  but its error is a screenshot (a commenter retypes only "'Qwen3ForCausalLM' object has no attribute 'pooler'", no
  answer stored); gpustack #2170, #4391, #3991, #4268, #5594; QwenLM/Qwen3-Embedding #1, #15, #24; Qwen3-VL-Embedding
  #48; vllm-ascend #2123, #2556, #5549, #2950, #1960, #3777, #6471; intel/llm-scaler #84, #361; docker/model-runner PR
  #611; xinference #4468 / PR #4489; flagos-ai/vllm-plugin-FL #127; ray #64466; CherryHQ/cherry-studio #3866; verl
  #6584, #5342, #1572; WuNein/vllm4mteb #1, #2.
- Error line not in the stored chunk, or no cause reachable: vllm #22633 (bge-m3 on 0.8.5 from a '.pt' checkpoint:
  the commenter's traceback is cut before the error line; maintainers only asked for the error), RBLN-SW/vllm-rbln PR
  #152 (BERT / RoBERTa embedding models on the RBLN plug-in: 'EngineCore failed to start', traceback cut; the author's
  reading 'additional implementation is needed to support encoder-based models' -- a vendor plug-in without
  encoder-only attention), WuNein/vllm4mteb #3 ('LlamaForCausalLM' object has no attribute 'pooler' from the repo's
  monkey-patched encode() on ~0.6.0; closed, no answer stored), xorbitsai/inference #4644 (qwen3-vl-embedding on vLLM
  0.15.0: screenshot only), #4594 / #4722 (fixed by xinference PR #4783, neither thread's text reached),
  vllm #25991 (KeyError: None under concurrent embedding requests on 0.10.1.1, request-time, no cause stored).
- Not a failure / not start-up / not vLLM's message: xorbitsai/inference #4571 (reranker scores differ from
  sentence-transformers, no error), vllm #24242, #22983, #27857 (score values), #40130 / PR #18755 (nomic context
  length, feature / fix without a user failure), kserve PR #5609 (the fix PR of a case here), modelscope/ms-swift
  #4045 (reward-model inference error cut at "...dimensions'" in ms-swift's own engine wrapper, no answer), vllm
  #8967 (RFC), PR #47117 / #53467 (--task alias / hint PRs for the used #35603), NVIDIA/NeMo-Agent-Toolkit PR #1675
  (docs change from --override-pooler-config to --pooler-config, no failure shown), vllm #39976 / #28981 and verl PR
  #7626 / #7632 (max_num_batched_tokens < max_model_len: not pooling models).

Judgement calls for the lead:
1. vllm-10193 is a PR comment, not an issue: githebs tested the CPU-embedding PR #10193 with their own KaLM model and
   pasted the failure (turn 9); the fix is the follow-up PR #10639 whose description says 'FIX
   https://github.com/vllm-project/vllm/pull/10193#issuecomment-2498243972'. The stored comment is in two pieces (the
   engine-config line and the end of the traceback); the excerpt joins them with '...'. kind and cause are
   weight_loading_mismatch (as the earlier fixtures of the same message for Qwen3-Embedding: gpustack-2170,
   qwen3-embedding-1, vllm-ascend-2556), but here the task WAS embedding already, so an '--task embed' / '--runner
   pooling' fix would be wrong (in forbidden); the right fix is a vLLM release with PR #10639 (the lead may prefer
   release_regression-like "fixed in a later release" readings; the collector kept the message's class).
2. kserve-5399 is at the first embedding request, not at start-up, and the AttributeError is raised in KServe's code
   calling vLLM's ServingEmbedding handler. README's dependency_version_mismatch row ('a framework reaching for an
   attribute vLLM's engine class lacks') was taken for kind and cause; the null row's clause ("the OpenAI server's own
   handler classes (... ServingScores, ...) lacking an attribute, in a vLLM paste: cause release_regression") reads
   the same words and would give kind None / release_regression -- the thread (PR #5609: 'vLLM 0.20.0 restructured
   the pooling API - ServingEmbedding no longer has a create_embedding method') shows a framework / vLLM version
   mismatch, not a vLLM regression. The vLLM version (0.20.0) is stated only in the fix PR, not in the issue, so
   ``release`` is left None.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round758-blind")
case = BATCH.case

# ---------------------------------------- vllm PR #10193 (turn 9): KaLM-embedding (bare Qwen2Model) on 0.6.4.post1 CPU -> no 'embed_tokens' in Qwen2EmbeddingModel
case("vllm-10193-kalm-embedding-qwen2model-no-embed-tokens-qwen2embeddingmodel-cpu-v064post1",
     "https://github.com/vllm-project/vllm/pull/10193",
     "[Hardware][CPU] Add embedding models support for CPU backend\n"
     "\n"
     "```\n"
     "INFO 11-25 06:52:20 llm_engine.py:249] Initializing an LLM engine (v0.6.4.post1) with config: "
     "model='/models/HIT-TMG-KaLM-embedding-multilingual-mini-instruct-v1', speculative_config=None, "
     "tokenizer='/models/HIT-TMG-KaLM-embedding-multilingual-mini-instruct-v1', skip_tokenizer_init=False, "
     "tokenizer_mode=auto, revision=None, override_neuron_config=None, tokenizer_revision=None, "
     "trust_remote_code=False, dtype=torch.float16, max_seq_len=32768, download_dir=None, load_format=LoadFormat.AUTO, "
     "tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, "
     "enforce_eager=False, kv_cache_dtype=auto, quantization_param_path=None, device_config=cpu, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None, collect_model_forward_time=False, "
     "collect_model_execute_time=False), seed=0, "
     "served_model_name=/models/HIT-TMG-KaLM-embedding-multilingual-mini-instruct-v1, num_scheduler_steps=1\n"
     ", chunked_prefill_enabled=False multi_step_stream_outputs=True, enable_prefix_caching=False, "
     "use_async_output_proc=False, use_cached_outputs=True, chat_template_text_format=string, mm_processor_kwargs=None, "
     "pooler_config=PoolerConfig(pooling_type='MEAN', normalize=True, softmax=None, step_tag_id=None, "
     "returned_token_ids=None))\n"
     "WARNING 11-25\n"
     "...\n"
     "ERROR 11-25 06:52:24 engine.py:366]   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/utils.py\", line 229, in load_weights\n"
     "ERROR 11-25 06:52:24 engine.py:366]     autoloaded_weights = list(self._load_module(\"\", self.module, weights))\n"
     "ERROR 11-25 06:52:24 engine.py:366]                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 11-25 06:52:24 engine.py:366]   File \"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/utils.py\", line 218, in _load_module\n"
     "ERROR 11-25 06:52:24 engine.py:366]     raise ValueError(msg)\n"
     "**_ERROR 11-25 06:52:24 engine.py:366] ValueError: There is no module or parameter named 'embed_tokens' in Qwen2EmbeddingModel_**\n"
     "Process SpawnProcess-1:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "  File \"/usr/lib/python3.12/multiprocessing/process.py\", line 108, in run\n"
     "    self._target(*self._args, **self._kwargs)\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py\", line 368, in run_mp_engine\n"
     "    raise e\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py\", line 357, in run_mp_engine\n"
     "    engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1 is a Qwen2 embedding model whose checkpoint is the bare "
     "Qwen2Model (tensors named embed_tokens.*, layers.*, norm.*, no 'model.' prefix). vLLM 0.6.4.post1 served it as an "
     "embedding model (the engine config shows pooler_config MEAN, device cpu) through Qwen2EmbeddingModel, whose "
     "weight loader expected the Qwen2ForCausalLM checkpoint layout; AutoWeightsLoader met 'embed_tokens' at its top "
     "level and refused: 'There is no module or parameter named 'embed_tokens' in Qwen2EmbeddingModel'. A checkpoint "
     "layout / vLLM embedding-class mismatch, not memory, parallelism or the task choice (the task was already "
     "embedding).",
     "vLLM PR #10639 '[Model] Enable optional prefix when loading embedding models' (DarkLight1337, merged, "
     "'FIX https://github.com/vllm-project/vllm/pull/10193#issuecomment-2498243972'): 'Some embedding models use the "
     "checkpoint of *ForCausalLM, while others use *Model, yet their architecture names might not always match the "
     "expected weights. ... this PR enables loading embedding models (*EmbeddingModel in vLLM) using the weights of "
     "either checkpoint format.' Fix: a vLLM build / release that contains PR #10639 (the same user's later comment on "
     "PR #10639 shows a run on a post-merge CI image whose output is not stored, so the user's side of the fix "
     "is not confirmed in the stored text).",
     release="0.6.4.post1", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--task"}, {"flag": "--runner"},
                {"flag": "--trust-remote-code"}],
     note="Excerpt: the PR title, then githebs's comment (turn 9) as the stored text shows it in two pieces -- the "
          "engine-config INFO line (with its stored line break before ', chunked_prefill_enabled') and the end of the "
          "traceback -- joined with '...'; the middle of the traceback is not stored. The '**_..._**' markdown "
          "emphasis around the error line is the commenter's. No GPU: device_config=cpu (the PR is the CPU backend's "
          "embedding support). The launch command is not in the stored comment (the same user's later comment on "
          "PR #10639 shows 'vllm serve /models/HIT-TMG-KaLM-embedding-multilingual-mini-instruct-v1 --max-model-len "
          "32768 --device cpu --task embedding' on a post-merge image; not used as this case's command).")

# ---------------------------------------- kserve #5399: huggingfaceserver + vLLM (0.20.0 per the fix PR), e5-small embeddings -> 'ServingEmbedding' object has no attribute 'create_embedding'
case("kserve-5399-huggingfaceserver-e5-small-servingembedding-no-create-embedding",
     "https://github.com/kserve/kserve/issues/5399",
     "bug: Serving embeddings through vllm results in AttributeError\n"
     "\n"
     "/kind bug\n"
     "\n"
     "**What steps did you take and what happened:**\n"
     "\n"
     "Start model server:\n"
     "\n"
     "1. git clone https://github.com/kserve/kserve\n"
     "2. cd kserve/python/huggingfaceserver\n"
     "3. uv sync --all-groups\n"
     "4. hf download intfloat/e5-small --local-dir ./e5-small \n"
     "5. uv run python -m huggingfaceserver --model_dir e5-small\n"
     "\n"
     "Curl the endpoint\n"
     "\n"
     "```bash\n"
     "curl -X POST http://localhost:8080/openai/v1/embeddings \\\n"
     "  -H \"Content-Type: application/json\" \\\n"
     "  -H \"Accept: application/json\" \\\n"
     "  -d '{\n"
     "    \"model\": \"model\",\n"
     "    \"input\": [\n"
     "      \"Hello, how are you?\",\n"
     "      \"The quick brown fox jumps over the lazy dog\"\n"
     "    ],\n"
     "    \"encoding_format\": \"float\"\n"
     "  }'\n"
     "```\n"
     "\n"
     "Results in:\n"
     "\n"
     "```\n"
     "{\"error\":\"AttributeError : 'ServingEmbedding' object has no attribute 'create_embedding'\"}\n"
     "```\n"
     "\n"
     "Logs from the model server:\n"
     "\n"
     "```\n"
     "2026-04-15 10:46:07.126 uvicorn.access INFO:     127.0.0.1:38104 1335405 - \"POST /openai/v1/embeddings HTTP/1.1\" 500 Internal Server Error\n"
     "2026-04-15 10:46:07.126 1335405 uvicorn.error ERROR:    Exception in ASGI application\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/gamoreir/Projects/kserve/python/huggingfaceserver/.venv/lib/python3.10/site-packages/uvicorn/protocols/http/httptools_impl.py\", line 409, in run_asgi\n"
     "    result = await app(  # type: ignore[func-returns-value]\n"
     "  File \"/home/gamoreir/Projects/kserve/python/huggingfaceserver/.venv/lib/python3.1\n"
     "...\n"
     "**What did you expect to happen:**\n"
     "\n"
     "Expect result:\n"
     "\n"
     "```json\n"
     "{\"id\":\"embd-a900a92f4b916e27\",\"object\":\"list\",\"created\":1776243443,\"model\":\"model\",\"data\":[{\"index\":0,"
     "\"object\":\"embedding\",\"embedding\":[0.022078463807702065,-0.05674917250871658,-0.10166436433792114,...",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "KServe's huggingfaceserver (installed from kserve main with uv sync, April 2026) wraps vLLM for embedding models "
     "and its /openai/v1/embeddings handler called self.openai_serving_embedding.create_embedding(request, "
     "raw_request). The vLLM release it resolved to (0.20.0, per the fix PR) had restructured the pooling API: "
     "ServingEmbedding no longer has create_embedding, the entry point is __call__ on PoolingServingBase. So the first "
     "embedding request failed with \"'ServingEmbedding' object has no attribute 'create_embedding'\" (HTTP 500). A "
     "framework / vLLM version mismatch in KServe's code, not a model, task or memory problem: the model was served "
     "as an embedding model (the ServingEmbedding handler exists).",
     "kserve PR #5609 ('fix: update vLLM embedding API call for ServingEmbedding compatibility', Fixes #5399): "
     "'vLLM 0.20.0 restructured the pooling API - ServingEmbedding no longer has a create_embedding method. The "
     "correct API is __call__()'; replace the call with self.openai_serving_embedding(request, raw_request). The PR "
     "was closed by its author because 'This was already fixed on main'. Fix: a KServe huggingfaceserver build from "
     "main with that change (or pin vLLM to a release that still has ServingEmbedding.create_embedding, the "
     "collector's reading).",
     release=None, gpu=None, gpus=None, command="uv run python -m huggingfaceserver --model_dir e5-small",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}, {"flag": "--task"}, {"flag": "--runner"},
                {"flag": "--convert"}],
     note="Excerpt: the issue's description as the stored text shows it, in two stored pieces joined with '...': the "
          "steps, the curl, the error JSON and the head of the server traceback (the stored text stops inside a path, "
          "'.../python3.1'), then the start of the 'expected' block with the long embedding vector cut by the "
          "collector ('...'). The vLLM version is not in the issue; 0.20.0 is stated in the fix PR kserve #5609, so "
          "release is None. Failure at the first embedding request, not at engine start-up; kept as the slice's "
          "'generative vs embedding serving' neighbour (see the docstring's judgement call 2).")

BATCH.write()
