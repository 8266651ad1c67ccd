"""Round-700 blind batch: AGENT MEMORY and GRAPH-RAG STACKS USING A vLLM SERVER OR vLLM'S PYTHON API FOR EXTRACTION OR
EMBEDDINGS (mem0, cognee, Zep / graphiti, MemGPT / Letta, microsoft/graphrag, LightRAG, nano-graphrag, fast-graphrag,
HippoRAG, KAG / OpenSPG, R2R, txtai, LlamaIndex property-graph users), 2024-2026, from their OWN trackers: vLLM's error
(start-up, or the first requests failing because of the launch: structured output / guided JSON back-ends, tool-call
flags, context length, embedding task) with the cause stated; collected by helper wild700 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round700-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 1 case:
nano-graphrag #146 (Qwen2.5-32B on vLLM, entity extraction / community reports over the server's 32768-token length:
"This model's maximum context length is 32768 tokens. However, you requested 34787 tokens in the messages").

The slice is close to mined out in the stored issues: earlier rounds used or skip-listed the threads that show a vLLM
message on these trackers (mem0 #3101 / #3133 / #3057 matryoshka, microsoft/graphrag #564 / #357 / #605 / #451 /
#1400, LightRAG #203 / #2472 / #118 / #1650 / #2553, KAG #663, Graph-COM/SubgraphRAG #19, letta #2032 / #2386). What is
left on mem0, graphiti, cognee, KAG, R2R, txtai, HippoRAG and the LlamaIndex property-graph threads is mostly the
stack's own errors (JSON parse / pydantic validation of the model's answer, LiteLLM routing, Ollama), screenshots, or a
vLLM traceback cut before its error line. The semantic search does not filter by repository, so most look-ups came back
with vLLM-tracker threads outside the slice.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): mem0ai/mem0 #3101, #3133, #3057; microsoft/graphrag #564, #357, #1400;
  HKUDS/LightRAG #203, #1650, #2553, #118; Graph-COM/SubgraphRAG #19; letta-ai/letta #2032; coze-dev/coze-studio #484
  (off-slice anyway).
- Error line not in the stored chunk, or only in a cut title: HKUDS/LightRAG #2952 (google/embeddinggemma-300m served by
  vLLM, EMBEDDING_TOKEN_LIMIT=2048 not honoured by LightRAG; the pasted vLLM traceback stops in serving.py::_preprocess
  before the ValueError line; open, no fix; claimed in CLAIMS.txt but not written), topoteretes/cognee #2412
  (LLM_PROVIDER=custom + hosted_vllm/Qwen/Qwen3-4B; the vLLM embedding refusal 'does not support matryoshka
  represen...' is only in the cut title, the stored description shows only LiteLLM's 'unsupported_country_region_
  territory' routing error and no answer; claimed, not written), HKUDS/LightRAG #102 (Qwen2.5-72B hosted locally,
  chunk stops in LightRAG's init dump), OSU-NLP-Group/HippoRAG #133 (CUDA OOM, screenshots only),
  letta-ai/letta #1127 (MemGPT's get_vllm_completion, traceback cut; MemGPT's own context check).
- Not a vLLM launch failure / no vLLM message: getzep/graphiti #331 (vLLM's pydantic 400 on a request whose 'model' is
  the list ['QwQ-32B'] and 'temperature' [0.2]: a client-side tuple, and the maintainer's answer blames JSON output;
  no launch cause), #145 (vLLM server 'went down', no log), #868 / #627 / #1751 / PR #1362 (schema echo, Ollama,
  OpenRouter); mem0ai/mem0 #4607 (the vllm provider drops response_format; mem0's own JSON parse error), #3711, #1759,
  #1942; OpenSPG/KAG #523, #9, #354, #278, #38, #441; SciPhi-AI/R2R #2112, #573; topoteretes/cognee #1273, #1500;
  gusye1234/nano-graphrag #74, #92, #76 (Ollama num_ctx); run-llama/llama_index #17424, #16623, #15065, #12955;
  letta-ai/letta #2681, #2282, #2329; agentscope-ai/QwenPaw #310 (vLLM bge-m3 refusing 'dimensions' in ReMe's memory
  manager: closed, no answer stored; a memory library inside an assistant app, borderline for the slice).
- On vLLM's tracker, not the stack's own: vllm #11017 (GraphRAG with vLLM, replies of '\\r\\n'), #19798, #15465.
- Nothing usable reached for fast-graphrag, txtai, HippoRAG's vLLM offline path, KAG's vLLM deployment guide users.

Judgement calls for the lead:
1. nano-graphrag-146 is a request-time 400, not a start-up failure: the launch's length (32768, Qwen2.5-32B's window as
   served) is below what nano-graphrag sends; taken under the slice's 'context length'. kind vllm_check_failed, cause
   prompt_exceeds_max_model_len and numbers {'max_model_len': 32768} as the earlier fixtures of this wording
   (gpustack-929, ogx-4534, openmanus-840). The fix is a commenter's (Wang-Zhenxing, following a hint of @rangehow whose
   own comment is not in the stored text): best_model_max_token_size / cheap_model_max_token_size at 30000 let the
   extraction step pass, while the community-report step still overflowed (the thread ends unresolved for that step;
   the reporter answered '没有' (no) when asked whether it was solved). A longer --max-model-len is not listed as
   forbidden (the thread neither tried nor ruled it out); a shorter or equal one is.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round700-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- nano-graphrag #146: Qwen2.5-32B on vLLM, 34787-token extraction prompt over the 32768 length
case("nano-graphrag-146-qwen25-32b-vllm-context-32768-requested-34787-messages",
     "https://github.com/gusye1234/nano-graphrag/issues/146",
     "32768 tokens问题\n"
     "\n"
     "    raise self._make_status_error_from_response(err.response) from None\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length is "
     "32768 tokens. However, you requested 34787 tokens in the messages, Please reduce the length of the messages.\", "
     "'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "在执行一份较大的文件时出现以上问题，并且我使用的是vllm全量的qwen2.5：32b模型，我不知道是什么原因导致的这个问题，此外我找到了：\n"
     "    best_model_max_token_size: int = 32768\n"
     "    cheap_model_max_token_size: int = 32768\n"
     "这两个参数的位置，我不清楚是否是文档分块导致的某一文本块过大超过了最大tokens的限制？如果是这样我应该怎么修改",
     "vllm_check_failed", {"max_model_len": 32768}, "prompt_exceeds_max_model_len",
     "nano-graphrag sent vLLM (serving full-precision Qwen2.5-32B with a 32768-token maximum length) a chat request of "
     "34787 tokens while indexing a large file: nano-graphrag's best_model_max_token_size / cheap_model_max_token_size "
     "defaults (32768) equal the server's whole window, so the prompts it builds (entity extraction, and later the "
     "community reports, whose node / edge lists are cut by truncate_list_by_token_size) are not kept below what the "
     "server accepts. The caller's prompt over the length the engine was started with; not memory, not the KV cache.",
     "from a commenter in the thread (Wang-Zhenxing, 2025-06-16, following a hint of @rangehow): setting "
     "best_model_max_token_size / cheap_model_max_token_size to 30000 (below the server's 32768) made the entity / "
     "relation extraction of 10,000 records pass; the community-report step (generate_community_report in _op.py) "
     "still exceeded vLLM's 32768 even with truncate_list_by_token_size(max_token_size=5000) there, and the thread "
     "ends without a fix for that step (the reporter: not solved). The lever is the caller's own truncation below "
     "32768 tokens.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "at_most": 32768}],
     note="Excerpt: the issue title and the reporter's description as stored (the description opens with the last "
          "traceback line and the error; no launch command, GPU or vLLM version given). The comments (the "
          "'have you solved it?' exchange and Wang-Zhenxing's screenshot + account) left out. A request-time 400 "
          "from the launch's length (judgement call 1).")

BATCH.write()
