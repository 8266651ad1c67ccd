"""Round-623 blind batch: EMBEDDING / RERANK / CLASSIFY REQUESTS that fail AFTER a vLLM start that went through,
because of how vLLM (or the model served by it) was launched or which release was launched: pooling models' maximum
length ("This model's maximum context length is 512 tokens" on /v1/embeddings and /rerank), 'dimensions' (Matryoshka)
refused for the model, encoding_format (base64) refused by the release, across every tracker; collected by helper
wild623 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round623-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 21 of the 40 allowed, all ``search`` corpus=issues (no find_string, read_file, find_files, find_repos or
fetch). 8 cases: vllm #19798 (bge-large-zh-v1.5 behind RAGFlow, 1451 tokens > 512), infiniflow/ragflow #4683
(multilingual-e5-large-instruct on vLLM, 1084 tokens > 512, vLLM's own log lines), BerriAI/litellm PR #39363
(bge-reranker-base /rerank through LiteLLM, 513 > 512; merged fix), coze-dev/coze-studio #484 (Qwen3-Embedding-0.6B
'does not support matryoshka representation', fixed by --hf-overrides is_matryoshka), QwenLM/Qwen3-Embedding #88 (the
same refusal offline, LLM(..., task="embed"), fixed by hf_overrides), mem0ai/mem0 #3101 (bge-m3, a model that has no
Matryoshka training, mem0's OpenAI embedder sends 'dimensions'), vllm #15465 ('dimensions is currently not supported',
vLLM 0.7.2, bce-embedding-base_v1), vllm #5734 ('base64 encoding is not currently supported', e5-mistral-7b-instruct
through langchain_openai). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists before it was spent on; the whole slice was fresh in USED_SOURCES (the Matryoshka family had
never been taken: only vllm #36433, a memory thread, appears in rounds 197 / 319 / 423).

Sources given up (for the lead, not cases):
- In earlier rounds' skip lists (not re-opened): vllm #14693 (bge-reranker-v2-m3 'does not support the Rerank (Score)
  API' intermittently; round 280 gave it up), #11577 (used), QwenLM/Qwen3-Embedding #15 and #93 / gpustack #2408
  (Qwen3-Reranker 'does not support Rerank (Score) API'; rounds 386 / 615), vllm #21706.
- Same class as a case (kept out so one message does not dominate the batch): QwenLM/Qwen3-Embedding #85 (vLLM 0.9.1,
  the reporter names the missing is_matryoshka in config.json; no fix in the stored chunk), #140 and vllm #23435 (same
  reporter echoof, `vllm serve Qwen/Qwen3-Embedding-0.6B` + dimensions=1024; closed, no answer stored), #188 and
  agentscope-ai/agentscope #1831 (same reporter, AgentScope's OpenAITextEmbedding sends dimensions; the only answer is
  an AgentScope PR that stops sending it), volcengine/OpenViking #1442 (Qwen3-Embedding-0.6B with 'dimension': 1024; no
  fix in the chunk), vllm #6174 (the docs' embedding client hitting 'base64 encoding is not currently supported'; same
  release gap as vllm-5734), mem0ai/mem0 #3133 (message cut), ogx-ai/ogx #4553 (all-MiniLM-L6-v2 through Llama
  Stack; the error is retyped, 'Changing "..." does not support ...'), ogx-ai/ogx #5109 (prose only, no error line).
- No error line in the stored text, or a silent wrong result: nextlevelbuilder/goclaw #804 (screenshot), vllm #6744
  (SFR-Embedding-Mistral returns 8192 floats, no error), #10673 (Llama-2-7b-chat as embedding model returns 32000 =
  vocab size, no error), #21704 (200 on /v1/embeddings for a generative model), #21681 / #20794 / #20478 / #27857
  (Qwen3-Reranker scores wrong, no error), vllm #9379 (CPU server embedding traceback cut), CherryHQ/cherry-studio
  #3866 (400 without the message), #4936 (no log), infiniflow/ragflow #10283 (bge-reranker-v2-m3 8192 vs 20673
  tokens through RAGFlow's Cohere client; no answer, cause not pinned beyond the message), #13245 / #13082 (chat
  models' context, not pooling), vllm #19720 (a usage question; the error is not pasted).
- Not caused by the launch: vllm #22635 (truncate_prompt_tokens=1 not honoured: a tokenizers bug, maintainer's own
  test), #20744 (offline encode without truncation, error not in the chunk), vllm PR #10494 (pooling_type ALL with
  several inputs, a vLLM bug fixed by the PR; fix-PR slices grade badly).

Judgement calls for the lead:
1. All eight are request-time failures on a server (or an LLM object) that started fine; the brief admits 'a failure
   at its first requests caused by how it was launched'. For the three length cases the launch's part is the model
   chosen (a 512-position BERT-class encoder, whose max_model_len cannot be raised); the trigger is the caller's
   chunking. Kind vllm_check_failed / cause prompt_exceeds_max_model_len, as README's row and rounds 612 etc. label
   "This model's maximum context length is M tokens. However, you requested N tokens ..." (the embedding wording
   '... in the input for embedding generation' and 0.18+'s '... 0 output tokens and your prompt contains at least N
   input tokens'). --max-model-len above 512 is forbidden (derived 512: vLLM would refuse it at start, or it needs
   VLLM_ALLOW_LONG_MAX_MODEL_LEN and gives wrong outputs). vllm-19798 and ragflow-4683 have no fix in the stored
   thread: the fix text says so and names the caller-side levers (smaller chunks / truncation, truncate_prompt_tokens).
2. NEW cause labels (none in LABELS.txt fits): `matryoshka_not_declared` (coze-studio-484, qwen3-embedding-88: the
   model IS Matryoshka-trained but its config.json does not say is_matryoshka, so vLLM refuses 'dimensions'; fix at
   launch: --hf-overrides '{"is_matryoshka": true}'); `dimensions_unsupported_by_model` (mem0-3101: bge-m3 has no
   Matryoshka training; the right fix is the client not sending 'dimensions', and declaring is_matryoshka would give
   the poor results vLLM warns of, so --hf-overrides is forbidden there); `request_option_unsupported` (vllm-15465
   'dimensions', vllm-5734 'base64': options the launched release does not implement at all, added by vllm PR #16331
   and PR #5935). Kind vllm_check_failed for all five (each message is one of vLLM's own raise sites in
   serving_embedding.py / pooling_params.py). The lead may prefer cause vllm_check_failed for all of them.
3. vllm-15465: bce-embedding-base_v1 is an XLM-R model with no is_matryoshka; a release with PR #16331 would refuse the
   same request with the Matryoshka message instead, so the lasting fix is not sending 'dimensions'. The thread itself
   (a feature request, closed) stores no answer beyond the maintainer asking how the request was sent.
4. vllm-5734: the refusal began the same morning for several users ('same since a few minutes'), i.e. a client-side
   default change (langchain_openai / the OpenAI SDK sending encoding_format='base64') met a vLLM release without
   base64; vllm PR #5935 (merged) added base64. dependency_version_mismatch is an alternative cause.
5. litellm-pr39363 is a merged PR's reproduction (LiteLLM did not forward truncate_prompt_tokens to vLLM's /rerank);
   the vLLM release is not named (the wording is 0.18+'s).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round623-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}]
_LEN512 = _MEM + [{"flag": "--max-model-len", "above": 512}]
_NONMEM = _MEM + [{"flag": "--max-model-len"}]

# ---------------------------------------- vllm #19798: bge-large-zh-v1.5 --task embed behind RAGFlow -> 1451 tokens > 512
case("vllm-19798-bge-large-zh-v15-task-embed-ragflow-embedding-1451-over-512",
     "https://github.com/vllm-project/vllm/issues/19798",
     "[Bug]:ValueError: Exceeds max model len when embedding using bge-large-zh-v1.5\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "vllm gpu version, cuda 12.8\n"
     "\n"
     "</details>\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "I'm now using vllm to do embedding task  on RAGFlow.\n"
     "`vllm serve BAAI/bge-large-zh-v1.5 --task embed   --trust-remote-code `\n"
     "My chunk size is 512,  but I met \n"
     "\n"
     "**ValueError: This model's maximum context length is 512 tokens. However, you requested 1451 tokens in the "
     "input for embedding generation. Please reduce the length of the input.**\n"
     "I can embed all my files using Ollama with the same model.\n"
     "Does anybody know why this happen and how to fix it?",
     "vllm_check_failed", {"max_model_len": 512}, "prompt_exceeds_max_model_len",
     "The server started fine with BAAI/bge-large-zh-v1.5 (--task embed), a BERT encoder with 512 positions, so vLLM's "
     "max_model_len is 512 and cannot be raised. RAGFlow's chunks ('chunk size 512') reached vLLM as 1451 tokens of "
     "this model's tokenizer, and vLLM's embeddings endpoint refuses any input over max_model_len (Ollama silently "
     "truncates, which is why the same files worked there). RAGFlow counts and cuts chunks with its own measure, not "
     "the embedding model's tokens (RAGFlow PR #10046 later truncates before sending for exactly this model; PR "
     "#13178 names character-based truncation as the root cause). Not a memory or GPU problem.",
     "no fix stated in the stored thread (closed). The levers: keep each input within 512 tokens of this tokenizer on "
     "the caller's side (smaller RAGFlow chunks / token-level truncation, as RAGFlow PR #10046 does for "
     "bge-large-zh-v1.5), or ask vLLM to truncate with the request's truncate_prompt_tokens (added for embedding models by vllm PR #14776, 2025); "
     "a longer-context embedding model (bge-m3, 8192) if long chunks are wanted",
     release=None, gpu=None, gpus=None, command="vllm serve BAAI/bge-large-zh-v1.5 --task embed --trust-remote-code",
     forbidden=_LEN512,
     note="Excerpt: the issue as the stored chunk shows it (title and description); no comment is stored. The vLLM "
          "version is not given ('vllm gpu version, cuda 12.8'; June 2025, so 0.9.x). Judgement call 1.")

# ---------------------------------------- ragflow #4683: multilingual-e5-large-instruct on vLLM, RAGFlow 0.17.2 -> 1084 tokens > 512
case("ragflow-4683-vllm-multilingual-e5-large-instruct-embedding-1084-over-512",
     "https://github.com/infiniflow/ragflow/issues/4683",
     "[Bug]: During local embedding\uff0cRAGFlow is sending too much text at once, exceeding the model's maximum token "
     "limit, causing the model to be unable to fully read the input.\n"
     "\n"
     "Hi, I've noticed the same thing with : \n"
     "- version 0.17.2 \n"
     "- with vLLM embedding intfloat/multilingual-e5-large-instruct limit to 512 max tokens model providers "
     "configuration.\n"
     "- KB General chunking to 250 tokens.\n"
     "\n"
     "RAGFlow logs :\n"
     "`openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length "
     "is 512 tokens. However, you requested 1084 tokens in the input for embedding generation. Please reduce the "
     "length of the input.\", 'type': 'BadRequestError', 'param': None, 'code': 400}`\n"
     "`\n"
     "\n"
     "vLLM logs : \n"
     "```\n"
     "ERROR 04-14 10:05:44 [serving_embedding.py:143]     raise ValueError(\n"
     "ERROR 04-14 10:05:44 [serving_embedding.py:143] ValueError: This model's maximum context length is 512 tokens. "
     "However, you requested 1084 tokens in the input for embedding generation. Please reduce the length of the "
     "input.\n"
     "INFO:     172.18.0.6:45496 - \"POST /v1/embeddings HTTP/1.1\" 400 Bad Request\n"
     "INFO 04-14 10:05:54 [metrics.py:488] Avg prompt throughput: 0.9 tokens/s, Avg generation throughput: 0.1 "
     "tokens/s, Running: 0 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 0.0%, CPU KV cache usage: "
     "0.0%.\n"
     "\n"
     "```",
     "vllm_check_failed", {"max_model_len": 512}, "prompt_exceeds_max_model_len",
     "vLLM serves intfloat/multilingual-e5-large-instruct (an XLM-R encoder, max_model_len 512) and had started "
     "fine; RAGFlow 0.17.2, although its knowledge base chunks to 250 tokens and the model provider is set to 512 max "
     "tokens, sent an input of 1084 tokens of the model's tokenizer, and vLLM's /v1/embeddings refused it with a 400. "
     "The issue (title) and RAGFlow PR #13178 put it on RAGFlow's side: its token counts and truncation (by characters) "
     "do not match the embedding model's tokenizer. Not a memory or GPU problem.",
     "no fix reached in the stored text (open). The levers: caller-side truncation to 512 tokens of the model's "
     "tokenizer (smaller chunks in RAGFlow, or a RAGFlow release with token-level truncation), or the request's "
     "truncate_prompt_tokens; not a larger --max-model-len (the encoder has 512 positions)",
     release=None, gpu=None, gpus=None, command=None, forbidden=_LEN512,
     note="Excerpt: the issue title and the comment by dromeuf (2025-04-14) that carries the RAGFlow and vLLM log "
          "lines; later comments left out. vLLM release not stated (the V0 metrics line and '[serving_embedding.py:143]' "
          "are 0.8.x's format). Judgement call 1.")

# ---------------------------------------- litellm PR #39363: bge-reranker-base /rerank via LiteLLM hosted_vllm -> 513 > 512
case("litellm-pr39363-hosted-vllm-bge-reranker-base-rerank-513-over-512",
     "https://github.com/BerriAI/litellm/pull/39363",
     "```\n"
     "HTTP 400\n"
     r'{"error":{"message":"litellm.ContextWindowExceededError: litellm.BadRequestError: ContextWindowExceededError: '
     r'Hosted_vllmException - {\"error\":{\"message\":\"This model'
     r"'s maximum context length is 512 tokens. However, you requested 0 output tokens and your prompt contains at "
     r"least 513 input tokens, for a total of at least 513 tokens. Please reduce the length of the input prompt or the "
     r'number of requested output tokens. (parameter=input_tokens, value=513)\",\"type\":\"BadRequestError\",'
     r'\"param\":\"input_tokens\",\"code\":400}}\nmodel=bge-reranker-base. context_window_fallbacks=None. '
     r"fallbacks=None.\n\nSet 'context_window_fallback' - https://docs.litellm.ai/docs/routing#fallbacks. Received "
     r'Model Group=bge-reranker-base\nAvailable Model Group Fallbacks=None","type":null,"param":null,"code":"400"}}'
     "\n```",
     "vllm_check_failed", {"max_model_len": 512}, "prompt_exceeds_max_model_len",
     "A vLLM server with the cross-encoder bge-reranker-base (512 positions, max_model_len 512) behind LiteLLM's "
     "hosted_vllm provider: a /rerank request with a ~750-token document reached vLLM untruncated, because LiteLLM did "
     "not forward truncate_prompt_tokens (nor the per-document token cap) to vLLM's rerank endpoint, so vLLM refused "
     "the 513-plus-token query/document pair. A caller-side truncation gap against the reranker's fixed length, not a "
     "memory problem.",
     "merged LiteLLM PR #39363 (mateo-berri): hosted_vllm now forwards truncate_prompt_tokens on rerank requests, and "
     "vLLM truncates the pair to the model's length; without it, truncate the documents before the request",
     release=None, gpu=None, gpus=None, command=None, forbidden=_LEN512,
     note="Excerpt: the HTTP 400 block of the PR's reproduction (the 'before' run), as stored; the PR's title and "
          "explanation are left out because they state the fix. vLLM release not stated; the wording is 0.18+'s. "
          "Judgement calls 1 and 5.")

# ---------------------------------------- coze-studio #484: Qwen3-Embedding-0.6B on vLLM, Coze sends dimensions -> matryoshka refusal
case("coze-studio-484-vllm-qwen3-embedding-06b-does-not-support-matryoshka-representation",
     "https://github.com/coze-dev/coze-studio/issues/484",
     "does not support matryoshka representation\n"
     "\n"
     "\u95ee\u9898\uff1a\u6211\u6309\u7167\u6587\u6863\u914d\u7f6eEmbedding\u6a21\u578b\uff0c\u4f7f\u7528\u7684\u662f"
     "Qwen3-Embedding-0.6B\u6a21\u578b\uff0c\u662f\u4f7f\u7528vllm\u90e8\u7f72\u7684\uff0c\u5f53\u8fdb\u884c\u8fdb"
     "\u884c\u6587\u672c\u5411\u91cf\u5316\uff0c\u524d\u7aef\u8fd4\u56de\u4ee5\u4e0b\u9519\u8bef\uff1a\n"
     "```\n"
     "code=105000004 message=SearchStore operation failed: store search store failed, err: [slices2Columns] embed "
     "failed, error, status code: 400, status: 400 Bad Request, message: %!s(<nil>), body: "
     r'{"object":"error","message":"Model \"embedding\" does not support matryoshka representation, changing output '
     r'dimensions will lead to poor results.","type":"BadRequestError","param":null,"code":400}'
     "\n```\n"
     "\n"
     "\u8fd9\u4e2a\u95ee\u9898\u5982\u4f55\u89e3\u51b3\uff0c\u662f\u4e0d\u662f\u9700\u8981\u6362\u4e00\u4e2a"
     "matryoshka representation\u7684\u6a21\u578b\uff1f",
     "vllm_check_failed", {}, "matryoshka_not_declared",
     "Coze Studio's embedding client sends a 'dimensions' value with every request; vLLM only honours it for models "
     "whose config declares Matryoshka support (is_matryoshka / matryoshka_dimensions). Qwen3-Embedding-0.6B is "
     "Matryoshka-trained, but its config.json does not declare it, so the server (served as 'embedding') refused the "
     "request. A launch setting, not the model or memory.",
     "reporter chunxingque (same day): relaunching vLLM with --hf-overrides='{\"is_matryoshka\": true}' made custom "
     "dimensions work ('\u89e3\u51b3\u4e86' = solved)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--task"}],
     note="Excerpt: the issue title and description as stored (Chinese: 'I configured the Embedding model per the "
          "docs, Qwen3-Embedding-0.6B deployed with vllm; when vectorising text the frontend returns the error below' "
          "... 'how to solve this, do I need a model with matryoshka representation?'); the reporter's own fix comment "
          "is left out. vLLM release not stated (Aug 2025). Judgement call 2 (new cause label).")

# ---------------------------------------- Qwen3-Embedding #88: offline LLM(task="embed") + PoolingParams(dimensions=768) -> matryoshka refusal
case("qwen3-embedding-88-offline-llm-qwen3-embedding-06b-pooling-dimensions-768-not-matryoshka",
     "https://github.com/QwenLM/Qwen3-Embedding/issues/88",
     "\"Qwen/Qwen3-Embedding-0.6B\" \u4e0d\u662f\u5e94\u8be5\u662f\u652f\u6301\u81ea\u5b9a\u4e49\u8f93\u51fa\u7ef4\u5ea6"
     "\u7684\u5417\uff1f\n"
     "\n"
     "\u4ee3\u7801\uff1a\n"
     "model = LLM(model=\"Qwen/Qwen3-Embedding-0.6B\", task=\"embed\",device=\"cuda\")\n"
     "\n"
     "outputs = model.embed(input_texts,\n"
     "                      pooling_params= PoolingParams(\n"
     "                        dimensions=768\n"
     "                    ))\n"
     "\u9519\u8bef\uff1aValueError: Model \"Qwen/Qwen3-Embedding-0.6B\" does not support matryoshka representation, "
     "changing output dimensions will lead to poor results.",
     "vllm_check_failed", {}, "matryoshka_not_declared",
     "Offline vLLM: LLM(model='Qwen/Qwen3-Embedding-0.6B', task='embed') built fine, and the first embed() call with "
     "PoolingParams(dimensions=768) was refused by PoolingParams' check, because the model's config.json does not "
     "declare Matryoshka support (is_matryoshka), although Qwen3-Embedding is Matryoshka-trained. The engine's "
     "construction (no hf_overrides) is the cause.",
     "reporter ClmngHang (same day): constructing the engine with hf_overrides={\"is_matryoshka\": True}, i.e. "
     "LLM(model=\"Qwen/Qwen3-Embedding-0.6B\", task=\"embed\", device=\"cuda\", hf_overrides={\"is_matryoshka\": True}) "
     "(serve: --hf-overrides '{\"is_matryoshka\": true}')",
     release=None, gpu=None, gpus=None,
     command="LLM(model=\"Qwen/Qwen3-Embedding-0.6B\", task=\"embed\", device=\"cuda\"); "
             "model.embed(input_texts, pooling_params=PoolingParams(dimensions=768))",
     forbidden=_NONMEM + [{"flag": "--task"}],
     note="Excerpt: the issue as stored (title: 'Isn't Qwen/Qwen3-Embedding-0.6B supposed to support custom output "
          "dimensions?'; '\u4ee3\u7801' = code, '\u9519\u8bef' = error); the fix comment is left out. July 2025, "
          "release not stated (the task='embed' argument and the Matryoshka check, added by PR #16331 in April 2025, place it after that PR and before --task was retired). Judgement "
          "call 2.")

# ---------------------------------------- mem0 #3101: bge-m3 on vLLM, mem0's OpenAI embedder sends dimensions -> matryoshka refusal
case("mem0-3101-vllm-bge-m3-openai-embedder-dimensions-does-not-support-matryoshka",
     "https://github.com/mem0ai/mem0/issues/3101",
     "support vllm embedder please\n"
     "\n"
     "### \U0001f680 The feature\n"
     "\n"
     "Please add support for embedding models deployed via vLLM that do **not** utilize the Matryoshka "
     "representation, such as `BAAI/bge-m3`. At present, the OpenAI embedder raises an error when attempting to use "
     "such models, despite them functioning correctly in other environments.\n"
     "\n"
     "### Motivation, pitch\n"
     "\n"
     "I am currently using vLLM to serve the BAAI/bge-m3 embedding model. However, when attempting to use this model "
     "through the OpenAI embedder, the following error is returned:\n"
     "\n"
     "```python\n"
     "config = {\n"
     "  \"embedder\": {\n"
     "        \"provider\": \"openai\",\n"
     "        \"config\": {\n"
     "            \"openai_base_url\": \"http://my-vllm-ip:8000/v1\",\n"
     "            \"model\": \"bge-m3\",\n"
     "        }\n"
     "    }\n"
     "}\n"
     "```\n"
     "\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Model \"bge-m3\" does not support "
     "matryoshka representation, changing output dimensions will lead to poor results.', 'type': 'BadRequestError', "
     "'param': None, 'code': 400}\n"
     "```",
     "vllm_check_failed", {}, "dimensions_unsupported_by_model",
     "vLLM serves BAAI/bge-m3 (served as 'bge-m3'), which has no Matryoshka training and declares none; mem0's OpenAI "
     "embedder passes a 'dimensions' value with each request (mem0/embeddings/openai.py, as the related mem0 #3133 "
     "points at), and vLLM refuses to change the output size of a non-Matryoshka model. The request option, not the "
     "server's memory or the launch's flags.",
     "no fix in the stored thread (an open feature request). From the message and the model: the client must not send "
     "'dimensions' for bge-m3 (or send none and use the model's native 1024); declaring is_matryoshka via --hf-overrides "
     "would silence the check but give the poor results vLLM warns of",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--hf-overrides"}, {"flag": "--task"}],
     note="Excerpt: the issue description as stored (title, feature text, the mem0 config and the error); the one "
          "comment (2026) left out. vLLM release not stated (July 2025). Judgement call 2 (new cause label; --hf-overrides "
          "forbidden because bge-m3 is not Matryoshka-trained).")

# ---------------------------------------- vllm #15465: vLLM 0.7.2, bce-embedding-base_v1 --task embedding -> 'dimensions is currently not supported'
case("vllm-15465-v072-bce-embedding-base-v1-dimensions-is-currently-not-supported",
     "https://github.com/vllm-project/vllm/issues/15465",
     "[Feature]: Embedding API dimensions is currently not supported.\n"
     "\n"
     "### \U0001f680 The feature, motivation and pitch\n"
     "\n"
     "I noticed that after deploying the embedding model using vllm, the requests do not fully match the OpenAI "
     "format.  \n"
     "This issue has always been there:\n"
     "```\n"
     "{\n"
     "  \"object\": \"error\",\n"
     "  \"message\": \"dimensions is currently not supported\",\n"
     "  \"type\": \"BadRequestError\",\n"
     "  \"param\": null,\n"
     "  \"code\": 400\n"
     "}\n"
     "```\n"
     "\n"
     "### Alternatives\n"
     "\n"
     "My script:\n"
     "```\n"
     "vllm serve \"/workspace/share_data/base_llms/bce-embedding-base_v1\" \\\n"
     "    --served-model-name \"bce-embedding-base_v1\" \\\n"
     "    --task \"embedding\" \\\n"
     "    --trust-remote-code \\\n"
     "    --host \"0.0.0.0\" \\\n"
     "    --port 8000 \\\n"
     "    --dtype auto \\\n"
     "    --gpu-memory-utilization 0.4 \\\n"
     "    --kv-cache-dtype auto \\\n"
     "    --enable-prefix-caching \\\n"
     "    --tensor-parallel-size 1 \\\n"
     "    --max-num-seqs 256\n"
     "```\n"
     "vllm version: 0.7.2",
     "vllm_check_failed", {}, "request_option_unsupported",
     "vLLM 0.7.2 serving bce-embedding-base_v1 (--task embedding) started fine, but its OpenAI embeddings endpoint "
     "refused every request carrying 'dimensions' (the client sends it, as OpenAI's API allows): that release had no "
     "support for the option at all. Support came with vllm PR #16331 (merged April 2025, Matryoshka models only), so "
     "on this non-Matryoshka XLM-R model a newer release would still refuse a changed dimension. Not memory.",
     "no answer beyond a maintainer's question in the stored thread (closed with the feature done). The option exists "
     "from the release that carries PR #16331 on, and only for models that declare Matryoshka support; for "
     "bce-embedding-base_v1 the working fix is a request without 'dimensions' (its native 768)",
     release="0.7.2", gpu=None, gpus=None,
     command="vllm serve /workspace/share_data/base_llms/bce-embedding-base_v1 --served-model-name bce-embedding-base_v1 "
             "--task embedding --trust-remote-code --host 0.0.0.0 --port 8000 --dtype auto --gpu-memory-utilization 0.4 "
             "--kv-cache-dtype auto --enable-prefix-caching --tensor-parallel-size 1 --max-num-seqs 256",
     forbidden=_NONMEM + [{"flag": "--hf-overrides"}],
     note="Excerpt: the issue description as stored, down to the version line; the maintainer's comments (asking how "
          "the request was sent) left out. Judgement calls 2 and 3.")

# ---------------------------------------- vllm #5734: e5-mistral-7b-instruct via langchain_openai OpenAIEmbeddings -> 'base64 encoding is not currently supported'
case("vllm-5734-e5-mistral-7b-instruct-langchain-openaiembeddings-base64-not-supported",
     "https://github.com/vllm-project/vllm/issues/5734",
     "[Feature]: Support for OpenAIEmbeddings with Langchain\n"
     "\n"
     "### \U0001f680 The feature, motivation and pitch\n"
     "\n"
     "I have hosted `e5-mistral-7b-instruct` with vllm OpenAI compatible APIs and it can be accessed by Posting to "
     "`http://localhost:8000/v1/embeddings` with:\n"
     "```\n"
     "{\n"
     "    \"model\": \"e5-mistral-7b-instruct\",\n"
     "    \"input\":[\"A sentence to encode.\"]\n"
     "}\n"
     "```\n"
     "\n"
     "However, it seems **cannot be accessed through Langchain** with:\n"
     "```\n"
     "from langchain_openai import OpenAIEmbeddings\n"
     "\n"
     "emb_model = OpenAIEmbeddings(\n"
     "    model=\"e5-mistral-7b-instruct\",\n"
     "    openai_api_base=\"http://localhost:8000/v1\",\n"
     "    openai_api_key=\"EMPTY\")\n"
     "\n"
     "emb_model.embed_query(\"A sentence to encode.\")\n"
     "```\n"
     "\n"
     "**Error received:**\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'base64 encoding is not currently "
     "supported', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "```\n"
     "\n"
     "Will it be supported in Langchain? Or have I done anything wrong?",
     "vllm_check_failed", {}, "request_option_unsupported",
     "vLLM (June 2024) served intfloat/e5-mistral-7b-instruct for embeddings and answered plain POSTs, but "
     "its embeddings endpoint only produced floats and refused encoding_format='base64'; langchain_openai's "
     "OpenAIEmbeddings goes through the OpenAI SDK, which asks for base64 (commenter suanmiao traced it to the SDK's "
     "encoding_format), so every LangChain call failed from that morning on. The launched release's missing feature "
     "against the client's default, not memory or the model.",
     "vllm PR #5935 ('[Frontend]: Support base64 embedding', merged) added base64 output, so a later vLLM "
     "release accepts the SDK's default; on the old release, request encoding_format='float' explicitly (the "
     "workaround vllm #6174 gives for the docs' client)",
     release=None, gpu=None, gpus=None, command=None, forbidden=_NONMEM,
     note="Excerpt: the issue description as stored; the comments ('same since a few minutes', suanmiao's diagnosis) "
          "left out. vLLM release not stated in the chunk (opened 2024-06-21, between 0.5.0.post1 and 0.5.1). "
          "Judgement calls 2 and 4.")

BATCH.write()
