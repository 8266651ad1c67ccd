"""Round-710 blind batch: EVALUATION and LEGACY SERVING stacks not cut before (open-compass/opencompass VLLM /
VLLMwithChatTemplate models and vllm acceleration, modelscope/evalscope, EvolvingLMMs-Lab/lmms-eval's vllm backend,
lm-sys/FastChat's vllm_worker second cut, Alpha-VLLM, h2oai/h2ogpt's vLLM inference server, oobabooga
text-generation-webui's vLLM mentions), 2024-2026, vLLM's own error with the cause stated; collected by helper wild710
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round710-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and the fix PR / sibling thread named in each case) only. Excerpts are the text as the search tool's issues corpus
shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). Every source was
checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before it was
written, and claimed. 3 cases, all from modelscope/evalscope, all one class (a request over the context the vLLM server
runs with, reached by an evaluation tool's own prompt building):
- evalscope #1368 (MiniMax-M2.5 on swe_bench_verified: 'This model's maximum context length is 196608 tokens. However,
  your request has 264175 input tokens'; the maintainer: the default SWE-bench_oracle inference set carries untruncated
  oracle context beyond the model's 196K window; use a length-capped bm25 set or ignore_errors=True).
- evalscope #681 (evalscope perf, random dataset, --min/--max-prompt-length 127000 against a DeepSeek-R1-0528 server at
  128000: 'you requested 129946 tokens (129846 in the messages, 100 in the completion)'; random token ids decoded to
  text re-tokenize longer; fixed in evalscope by PR #1050's decode-to-target-length and the --tokenize-prompt option).
- evalscope #1406 (RAGEval / MTEB two-stage run against vLLM-served bce-embedding-base_v1: 'You passed 513 input tokens
  and requested 0 output tokens. However, the model's context length is only 512 tokens'; evalscope's API model path
  did not truncate to max_seq_length; no fix in the stored thread).

How mined the slice is: essentially mined out. opencompass (#1354, #1432, #1810, #1893/#1427, #1935, PR #1207),
lmms-eval (#711, #726, #804, #1265, ...), FastChat's vllm_worker (#1955, #2471, #2733, #3177, #3507, #3600, #3704,
PR #3716 ...), h2ogpt (#1013, #1186, FAQ) and lm-evaluation-harness / VLMEvalKit were all used or skip-listed by earlier
rounds; the searches kept returning them. oobabooga's tracker (now oobabooga/textgen) returned no vLLM launch failure
at all, Alpha-VLLM nothing (the name matches no vLLM-serving repository in the corpus), h2ogpt only its 2023 PRs. Only
modelscope/evalscope still had fresh threads, and those are request-time context-length refusals.

Sources given up (for the lead, not cases):
- Already used or skip-listed: opencompass #1354, #1432, #1810; lmms-eval #726, #804; FastChat #3177, #3704, PR #3716,
  #2831 (stored chunk is the request-time traceback only); lm-evaluation-harness #2431, #2880, #1735; VLMEvalKit #561;
  arcee-ai/mergekit #524; WxxShirley/GNN4TaskPlan #9; QwenLM/Qwen #1144 (screenshots); ms-swift #694, #9644;
  llm-compressor #1151; HKUSTDial/Alpha-SQL #5; vllm #20409; evalscope #1219, #243.
- Error line not verbatim / no answer: evalscope #1031 (BFCL-v3 multi_turn_base over a --max-model-len 32000 server,
  'requests 32161 tokens (23969 + 8192)': the error is only paraphrased in Chinese in the stored text, the vLLM command
  is cut at 'python3 -m vllm.en', open with no answer; claimed but not written), #683 (bfcl_v3 prompt too long, open,
  traceback cut), #1096 ('Requested token count exceeds the model's maximum context length of 196608 tokens' -- not a
  wording of vLLM that the collector could confirm, server unnamed), #1228 (perf random over 8192, open, log cut in the
  args dump), #694 (screenshot only; maintainer: VLLM_ALLOW_LONG_MAX_MODEL_LEN belongs in the vLLM server's env).
- Not a vLLM message: opencompass #1336 (TypeError from Qwen2ForCausalLM.__init__ given gpu_memory_utilization: the HF
  path given vLLM kwargs), #1557 (transformers' apply_chat_template in HuggingFacewithChatTemplate); lmms-eval #726
  (NameError 'LLM' -- vllm import failed, used); WuNein/vllm4mteb #1 ('Worker' object has no attribute 'model' in the
  user's own code after a vLLM API change, 2024-01); evalscope #863 (client timeout), #1304, #1179, #1277 (token-count
  questions without a vLLM error).

Judgement calls for the lead:
1. All three are request-time refusals, not launch failures: the server ran; the eval tool built a prompt longer than
   the context the server was started with (or the model's own window). They are taken under README's
   prompt_exceeds_max_model_len, whose wordings ('This model's maximum context length is M tokens. However, ...')
   cover them. numbers follow the earlier fixtures with these wordings (llm-scaler-255, ragflow-10406,
   nano-graphrag-146, litellm-pr39363), which keep only max_model_len; prompt_len etc. are left out on purpose.
2. evalscope-1368: the server is not named in the thread; the wording with '(parameter=input_tokens, value=N)' is
   vLLM's OpenAI server (0.10+). --max-model-len above 196608 is forbidden: the maintainer says the prompt exceeds the
   model's 196K window, so a longer engine length is no fix.
3. evalscope-681: the thread's own answer is not stored (closed). The cause and fix are read from evalscope PR #1050
   ('[Feature] Update perf random Algorithm', merged 2025-12-05: decode-then-encode adjusted to the target length) and
   the maintainer's answer in evalscope #1277 (--tokenize-prompt sends the random token ids directly), both about this
   exact mechanism, not linked from #681. A larger --max-model-len (DeepSeek-R1-0528 allows 163840) would also let the
   request through, so it is not forbidden; lowering it is.
4. evalscope-1406: NO fix in the stored thread (closed, answer not stored). The cause is read from the message (513
   tokens into a model whose context is 512) and from evalscope PR #1249 (closed, unmerged, 2026-03-24: 'When using
   APIEmbeddingModel with models that have a fixed maximum context length (e.g. vLLM-served embedding models),
   documents exceeding the limit cause a 400 BadRequestError ... inconsistent with local SentenceTransformerModel which
   already respects max_seq_length'), which #1406 (v1.8.0, later) shows was still unfixed. Which of the two stages'
   models (the bce embedding model named in the config, or the reranker whose config the stored text cuts) got the
   513 tokens is not certain; both bce models have 512 positions. Drop it if a stored fix is required.
5. Three cases from one repository (the brief's maximum), all one cause: the round is thin on variety because the rest
   of the slice is used.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round710-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
               {"flag": "--quantization"}]

# ---------------------------------------- evalscope #1368: MiniMax-M2.5 swe_bench_verified (SWE-bench_oracle) -> context 196608, request 264175 input tokens
case("evalscope-1368-minimax-m25-swe-bench-oracle-context-196608-input-264175",
     "https://github.com/modelscope/evalscope/issues/1368",
     "evalscope测试minimax2.5在swe_bench_verified数据集上的精度，每次老是有一个输入长度过了模型的最大上下文长度，导致测不出来具体的精度值。\n"
     "\n"
     "evalscope测试minimax2.5在swe_bench_verified数据集上的精度，每次老是有一个输入长度过了模型的最大上下文长度，导致测不出来具体的精度值。\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is 196608 "
     "tokens. However, your request has 264175 input tokens. Please reduce the length of the input messages. "
     "(parameter=input_tokens, value=264175)\", 'type': 'BadRequestError', 'param': 'input_tokens', 'code': 400}}\n"
     "\n"
     "麻烦提供一种解决方案，控制输入长度或者剔除到这条数据集，其他方案也可以",
     "vllm_check_failed", {"max_model_len": 196608}, "prompt_exceeds_max_model_len",
     "evalscope's swe_bench_verified benchmark builds its prompts from the default inference set "
     "princeton-nlp/SWE-bench_oracle, which carries the full, untruncated oracle code context; for some instances the "
     "prompt (264175 tokens) is longer than MiniMax-M2.5's 196K context window (196608, the length the server runs "
     "with), so the served model refuses the request with 400 and the run stops before an accuracy is reported. Not a "
     "memory or launch problem: the prompt is larger than the model's own window.",
     "the maintainer (Yunnglin, same day, closed): use a length-capped inference set, dataset_args={'swe_bench_verified': "
     "{'extra_params': {'inference_dataset_id': 'princeton-nlp/SWE-bench_bm25_40K'}}} (or the _13K / _27K sets), or set "
     "ignore_errors=True in TaskConfig, which marks context_length_exceeded 400s as model_length and skips those samples; "
     "a third option (agentic multi-turn) is cut in the stored text.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "above": 196608}],
     note="Excerpt: the issue title and the whole description as stored (the title repeats as the first body line). "
          "The serving engine is not named in the thread; the message wording with '(parameter=input_tokens, "
          "value=N)' is vLLM's OpenAI server. The model's window (196K) is the maintainer's statement; no vLLM "
          "command is shown.")

# ---------------------------------------- evalscope #681: evalscope perf random 127000-token prompts vs DeepSeek-R1-0528 at 128000 -> requested 129946 (129846 + 100)
case("evalscope-681-perf-random-prompt-127000-deepseek-r1-context-128000-requested-129946",
     "https://github.com/modelscope/evalscope/issues/681",
     "--max-prompt-length 参数实际不精确\n"
     "\n"
     "## 问题描述\n"
     "明明指定了--max-prompt-length，但是实际触发会超出设定值，没有对input-token做长度截断么？\n"
     "\n"
     "执行测试如下：\n"
     "```\n"
     "evalscope perf --parallel 1 16 32 --model DeepSeek-R1-0528 --url http://127.0.0.1:8000/v1/chat/completions "
     "--api openai --dataset random --prefix-length 0  --tokenizer-path /data/model/DeepSeek-R1-0528  --number 10 20 40 "
     "--min-prompt-length 127000 --max-prompt-length 127000 --max-tokens 100\n"
     "```\n"
     "\n"
     "异常如下：\n"
     "```\n"
     "ValueError: This model's maximum context length is 128000 tokens. However, you requested 129946 tokens (129846 in "
     "the messages, 100 in the completion). Please reduce the length of the messages or completion.\n"
     "INFO:     127.0.0.1:41952 - \"POST /v1/chat/completions HTTP/1.1\" 400 Bad Request\n"
     "```\n"
     "\n"
     "## EvalScope 版本（必填）\n"
     "pip install 最新版\n"
     "\n"
     "## 使用的工具\n"
     "- [ ] Native / 原生框架\n"
     "- [ ] Opencompass backend\n"
     "- [ ] VLMEvalKit backend\n"
     "- [ ] RAGEval backend\n"
     "- [x] Perf / 模型推理压测工具\n"
     "- [ ] Arena / 竞技场模式",
     "vllm_check_failed", {"max_model_len": 128000}, "prompt_exceeds_max_model_len",
     "The vLLM server runs DeepSeek-R1-0528 with a 128000-token context. evalscope perf's random dataset (mid-2025) "
     "sampled 127000 random token ids, decoded them to text and sent the text through /v1/chat/completions; the server "
     "re-tokenizes that text (plus the chat template) and decode-then-encode is not length-preserving, so the prompt "
     "arrived as 129846 tokens, and with max_tokens 100 the request (129946) was over the 128000 the server was started "
     "with. The --max-prompt-length bound was set right at the edge of the server's context, with no margin.",
     "not in the stored #681 thread (closed; its answer is not stored). evalscope fixed the mechanism in PR #1050 "
     "('[Feature] Update perf random Algorithm', merged 2025-12-05: gen_prompt_decode_to_target_len, 'Ensure "
     "decoded-then-encoded prompt length matches the target token length'), and the maintainer in evalscope #1277 "
     "(2026-04-13) points to the new --tokenize-prompt option, which sends the random token ids directly; in evalscope "
     "#784 the maintainer's rule is max_prompt_length + max_tokens below the model's context. So: a newer evalscope "
     "with --tokenize-prompt, or prompt lengths with a margin under 128000 (or a larger --max-model-len on the server).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "at_most": 128000}],
     note="Excerpt: the title and description as stored, the checklist dropped; the stored text's second copy of the "
          "command under '执行的代码或指令' is cut mid-line by the corpus and left out. The command shown is evalscope's, "
          "not the vLLM launch (not shown), so command=None. Fix from PR #1050 / #1277 / #784, not from #681 "
          "(judgement call 3).")

# ---------------------------------------- evalscope #1406: RAGEval MTEB two-stage over vLLM-served bce models -> 513 input tokens, context only 512
case("evalscope-1406-rageval-mteb-api-bce-embedding-513-input-tokens-context-512",
     "https://github.com/modelscope/evalscope/issues/1406",
     "使用reranker两阶段服务化评测，报错请求超过模型支持长度\n"
     "\n"
     "## 问题描述\n"
     "\n"
     "使用reranker两阶段服务化评测，报错You passed 513 input tokens and requested 0 output tokens. However, the model's "
     "context length is only 512 tokens, resulting in a maximum input length of 512 tokens. Please reduce the length of "
     "the input prompt. (parameter=input_tokens, value=513)然后评测挂掉\n"
     "\n"
     "## EvalScope 版本（必填）\n"
     "v1.8.0\n"
     "\n"
     "## 使用的工具\n"
     "- [ ] Native / 原生框架\n"
     "- [ ] Opencompass backend\n"
     "- [ ] VLMEvalKit backend\n"
     "- [x] RAGEval backend\n"
     "- [ ] Perf / 模型推理压测工具\n"
     "- [ ] Arena / 竞技场模式\n"
     "\n"
     "## 执行的代码或指令\n"
     "        from evalscope import TaskConfig, run_task\n"
     "        task_config = TaskConfig(\n"
     "            eval_backend=\"RAGEval\",\n"
     "            eval_config={\n"
     "                \"tool\": \"MTEB\",\n"
     "                \"model\": [\n"
     "                    {\n"
     "                        'model_name': “/tecogpfs/models/maple77/bce-embedding-base_v1”,\n"
     "                        'api_base': f\"http://{self.args.server_ip_port_emb}/v1/\",\n"
     "                        'api_key': 'EMPTY',\n"
     "                        'dimensions': None,\n"
     "                        \"max_seq_length\": 512,\n"
     "                        'encode_kwargs': {\n"
     "                            'batch_size': 1024",
     "vllm_check_failed", {"max_model_len": 512}, "prompt_exceeds_max_model_len",
     "evalscope's RAGEval / MTEB two-stage run sends the documents to models served over an OpenAI-compatible vLLM "
     "endpoint (bce-embedding-base_v1, and a bce reranker in the second stage), whose context is the model's own 512 "
     "positions. evalscope's API model path did not truncate texts to the configured max_seq_length (512) the way its "
     "local SentenceTransformer path does, so a 513-token document reached the server and was refused with 400, which "
     "stopped the evaluation. The length limit is the model's, not a launch setting.",
     "not in the stored thread (closed; the answer is not stored). The mechanism and a fix are in evalscope PR #1249 "
     "('fix: support max_length truncation in APIEmbeddingModel', 2026-03-24, closed unmerged): truncate texts client-side "
     "to encode_kwargs['max_length'] before the API call, since vLLM-served embedding models with a fixed context return "
     "400 for longer documents. So: truncation on the evalscope side (a release that honours max_seq_length / "
     "encode_kwargs max_length for API models), or documents split under 512 tokens; raising the server's length is no "
     "fix for a 512-position model.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "above": 512}],
     note="Excerpt: the title and description as stored, the checklist dropped; the stored text ends inside the first "
          "model's encode_kwargs (the reranker's config and the rest are not stored; the typographic quotes around "
          "the model path are the reporter's). No fix stored (judgement call 4).")

BATCH.write()
