"""Round-675 blind batch: vLLM refusals reported on the trackers of RAG / KNOWLEDGE-BASE stacks that use vLLM for
generation, embeddings or reranking (Dify, FastGPT, RAGFlow, MaxKB, QAnything, LightRAG, GraphRAG, Haystack,
LlamaIndex, LangChain's VLLM / VLLMOpenAI, Kotaemon, R2R, Quivr, Verba), 2024-2026; collected by helper wild675 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round675-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 35 allowed, all ``search`` (28 corpus=issues, 1 corpus=docs, 1 corpus=issues repeated on a thread
to read more of it); no find_string / read_file / fetch. 3 cases, all RAGFlow and all the same message family (vLLM's
request-length check refusing what RAGFlow sent to a model it serves), in three wordings:
ragflow #13685 (bge-m3 on vLLM, 0.18+'s '... 0 output tokens and your prompt contains at least 8193 input tokens'),
ragflow #11678 (embedding wording '... 10382 tokens in the input for embedding generation', max 8194),
ragflow #10406 (chat wording '... your request has 32836 input tokens', max 32768). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is MINED OUT for anything but the length family: the RAG stacks' trackers mostly carry the client side of a
vLLM refusal (a 400 without the message, a screenshot, or the stack's own error), and the threads that quote vLLM's
text were taken by rounds 435, 585, 612, 620, 623 and others.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in earlier rounds' skip lists (not re-opened): ragflow #4683, #5646, #10283,
  #13082, #13245, #10235, #11021, #11166, #9856; HKUDS/LightRAG #203, #2472 (vLLM named, 36000 vs 36389, skip-listed by
  round 435); langchain #17906, #13507; graphrag #564; MaxKB #3993; QAnything #128, #233, #289, #302; vllm #19798,
  #14693.
- Error line not in the stored text: ragflow #7418 (bge-m3 embedding 400, the chunk stops at "{'object':"); QAnything
  #478 (sanic start-up traceback, cut before the cause), #459 (GPU selection, no error line); graphrag #605 (vLLM with
  --max-model-len 6144 + a home-made embedding server, 'won't work', no error in the chunk), #527 (a comment's
  context_length_exceeded on a local server, message not quoted); langchain PR #9179 (VLLMOpenAI not working, error
  not quoted); langgenius/dify-official-plugins #1117 (Qwen3-Reranker-8B via OpenAI-compatible: vLLM log is a
  screenshot, Dify's 'NoneType' error only); CherryHQ/cherry-studio #3866 (400 without the message; also outside the
  slice); labring/FastGPT #5579 (screenshots only).
- Not a vLLM message or not vLLM: ragflow #7060 ('length of prompt_tokens ... must be less than max_seq_len' with code
  20015: a hosted API's wording, not vLLM's), #6352 (LightRAG mode, hosted model), #1958 (OpenAI's embedding API),
  #8116 / #9645 / #5293 (LM Studio / Ollama rerankers), #13058 (404 'Not Found' route), #13725 (traceback cut, error
  unknown); dify #20254 (only a pointer to the vLLM plugin, no vLLM message); FastGPT #1734, #1085 (their own rerank
  images);
  LightRAG #118, #2257, #2495, #1509 (Ollama); langchain #24058 (Xinference); graphrag #451, #369, #1186 (Ollama /
  other servers).
- Same reporter and same setup as a given-up source: ragflow #13549 (ZTurboX, 16384 vs 17248, the #13082 deployment
  '26d'; #13082 is in USED_SOURCES, given up by round 623 as outside its pooling slice).

Judgement calls for the lead:
1. All three are request-time refusals on a vLLM server that started fine (the brief admits 'a failure at its first
   requests caused by how it was launched'); labelled as earlier rounds labelled the same message (README's row;
   ragflow-4683, vllm-19798, cc-switch-1022, llm-scaler-255): kind vllm_check_failed, cause
   prompt_exceeds_max_model_len. The launch's part is the model chosen and its max_model_len; the trigger is RAGFlow's
   input. None of the three threads stores a fix or a maintainer's answer (#13685 and #11678 closed without one, #10406
   closed as a question): the cause is read from the message itself. Round 623 declined ragflow #10283 for 'cause not
   pinned beyond the message'; these three are the same standard as ragflow-4683 / vllm-19798 (accepted without a
   fix). The lead may drop them for the same reason as #10283.
2. vLLM is named only in ragflow #13685 ('embedding model=bge m3 vllm'). For #11678 and #10406 vLLM is inferred from the
   message text, which is vLLM's verbatim ("... you requested N tokens in the input for embedding generation. Please
   reduce the length of the input." with vLLM's {'object': 'error', ...} body; "... your request has N input tokens.
   Please reduce the length of the input messages. None" with vLLM's newer {'error': {...}} body, the same string
   LightRAG #2472 shows from a named vLLM server). #11678's 8194 is bge-m3's max_position_embeddings, which older vLLM
   releases took as max_model_len for XLM-R models.
3. ragflow-13685's excerpt carries the error only in the issue title (the body's log is a screenshot), as round 448
   took xinference-4141 / -5195. The title's wording ('you requested 0 output tokens and your prompt contains at least
   8193 input tokens') is vLLM 0.18+'s.
4. forbidden: the memory flags for all three; a --max-model-len above the encoder's positions for the two bge-m3
   embedding cases (8192 / 8194). For #10406 the chat model is unnamed, so --max-model-len is not forbidden (a model
   with more positions, or YaRN, could be served longer).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round675-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- ragflow #13685: RAGFlow 0.24 + bge-m3 on vLLM, 100 MB file -> 8193 > 8192
case("ragflow-13685-bge-m3-vllm-embedding-paddleocr-100mb-file-at-least-8193-over-8192",
     "https://github.com/infiniflow/ragflow/issues/13685",
     "[Question]: [ERROR]Generate embedding error This model's maximum context length is 8192 tokens. However, you "
     "requested 0 output tokens and your prompt contains at least 8193 input tokens PaddleOCR\n"
     "\n"
     "### Describe your problem\n"
     "\n"
     "ragflow=v0.24.0-172-gc217b8f3d\n"
     "embedding model=bge m3 vllm\n"
     "PaddleOCR\u672c\u5730\u90e8\u7f72\n"
     "\n"
     "100M\u5927\u6587\u4ef6\u62a5\u9519\uff0c\u76f8\u5bf9\u8f83\u5c0f\u7684\u6587\u4ef6\u6b63\u5e38\n"
     "\n"
     "![Image](https://github.com/user-attachments/assets/c5a10b8a-8c39-422e-abfb-c7b51fe0a2f8)",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "vLLM serves BAAI/bge-m3 (an XLM-R encoder, max_model_len 8192) as RAGFlow 0.24's embedding model and had started "
     "fine; while parsing a 100 MB file (OCR by a local PaddleOCR) RAGFlow sent one embedding input of at least 8193 "
     "tokens, and vLLM's length check refused it; smaller files embed normally. The input is over the encoder's own "
     "positions, so no launch setting is at fault. Not a memory or GPU problem.",
     "no fix reached in the stored text (closed without an answer). The levers are on the caller's side: smaller chunks "
     "or token-level truncation in RAGFlow to under 8192 bge-m3 tokens, or the request's truncate_prompt_tokens; not a "
     "larger --max-model-len (bge-m3 has 8192 positions)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-model-len", "above": 8192}],
     note="Excerpt: the issue's title (which carries the error) and its body; the log itself is a screenshot. The "
          "'0 output tokens ... at least N input tokens' wording is vLLM 0.18+'s; release not stated. Judgement calls "
          "1 and 3.")

# ---------------------------------------- ragflow #11678: RAGFlow 0.22.1 embedding, 10382 tokens > 8194 (bge-m3-like)
case("ragflow-11678-v0221-embedding-generation-10382-over-8194-question-15-tokens",
     "https://github.com/infiniflow/ragflow/issues/11678",
     "[Bug]: Error message for token quantity limit exceeded\n"
     "\n"
     "### RAGFlow image version\n"
     "\n"
     "v0.22.1\n"
     "\n"
     "### Other environment information\n"
     "\n"
     "```Markdown\n"
     "Even if the question I input only occupies 15 tokens, the following error will still be reported:\n"
     "Exception: BadRequestError({'object': 'error', 'message': \"This model's maximum context length is 8194 tokens. "
     "However, you requested 10382 tokens in the input for embedding generation. Please reduce the length of the "
     "input.\", 'type': 'BadRequestError', 'param': None, 'code': 400})\uff0cHow can I fix this problem by modifying "
     "the source code?\n"
     "```",
     "vllm_check_failed", {"max_model_len": 8194}, "prompt_exceeds_max_model_len",
     "The embedding model behind RAGFlow 0.22.1 is served by vLLM with max_model_len 8194 (bge-m3's "
     "max_position_embeddings, as older vLLM releases took it for XLM-R encoders); RAGFlow sent one embedding input of "
     "10382 tokens, not the user's 15-token question, and vLLM's /v1/embeddings length check refused it with a 400. "
     "The input is over the encoder's positions; no launch setting is at fault and it is not a memory problem.",
     "no fix reached in the stored text (closed without an answer). The levers: truncation in RAGFlow of what it embeds "
     "to under the model's positions, or the request's truncate_prompt_tokens; not a larger --max-model-len",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-model-len", "above": 8194}],
     note="Excerpt: the issue title and the 'Other environment information' block (the 'Actual behavior' section "
          "repeats it). vLLM is not named; it is inferred from the verbatim vLLM message and its {'object': 'error'} "
          "body. Judgement calls 1 and 2.")

# ---------------------------------------- ragflow #10406: RAGFlow chat model served at 32768 -> request 32836 input tokens
case("ragflow-10406-chat-model-context-32768-request-32836-input-tokens-trio-nursery",
     "https://github.com/infiniflow/ragflow/issues/10406",
     "[Feature Request]: This model's maximum context length is 32768 tokens. However, your request has 32836 input "
     "tokens\n"
     "\n"
     "### Is your feature request related to a problem?\n"
     "\n"
     "```Markdown\n"
     "Exceptions from Trio nursery (1 sub-exception) -- **ERROR**: INVALID_REQUEST - Error code: 400 - {'error': "
     "{'message': \"This model's maximum context length is 32768 tokens. However, your request has 32836 input "
     "tokens. Please reduce the length of the input messages. None\", 'type': 'BadRequestError', 'param': None, "
     "'code': 400}}\n"
     "many many times,waste a lot of tokens ,fk\uff01\n"
     "```\n"
     "\n"
     "### Describe the feature you'd like\n"
     "\n"
     "how to fix it\uff01",
     "vllm_check_failed", {"max_model_len": 32768}, "prompt_exceeds_max_model_len",
     "RAGFlow's chat model is served (by vLLM, from the message's wording and body) with max_model_len 32768; RAGFlow "
     "built prompts of 32836 input tokens, over the whole context before any output, and vLLM refused them with a 400, "
     "repeatedly. The prompt is RAGFlow's (retrieved chunks / history); not a memory or GPU problem.",
     "no fix reached in the stored text (closed as a question). The levers: fewer or smaller retrieved chunks / a "
     "smaller context budget in RAGFlow so prompt plus max_tokens fits 32768, or serving the model with a longer "
     "--max-model-len if the model supports more positions",
     release=None, gpu=None, gpus=None, command=None, forbidden=_MEM,
     note="Excerpt: the issue title and its 'Is your feature request related to a problem?' and 'Describe the feature' "
          "blocks; the empty documentation block left out. Neither vLLM nor the model is named; the 'your request has "
          "N input tokens ... input messages. None' wording and the {'error': {...}} body are vLLM's newer ones (the "
          "same string as LightRAG #2472 from a named vLLM server). Judgement calls 1, 2 and 4.")

BATCH.write()
