"""Round-480 blind batch: vLLM failures quoted on the trackers of AGENT / RAG / APP FRAMEWORKS that depend on a local
vLLM server (OpenHands, SWE-agent, Qwen-Agent, camel-ai, MetaGPT, agentscope / ms-agent, autogen, crewAI, dspy,
LightRAG, graphrag, RAGFlow, MaxKB, FastGPT, dify, open-webui, anything-llm, khoj, browser-use, OpenManus, and, at the
slice edge, llama-stack); collected by helper wild480 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round480-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 40 allowed, all ``search`` corpus=issues (find_repos was used once per framework name to see what
the index holds; it is not a look-up). 3 cases, all FIRST-REQUEST failures caused by how the local vLLM server was
launched (none of the slice's trackers surfaced a vLLM start-up crash whose error text is stored and whose cause the
thread pins down): Qwen-Agent #344 (vLLM 0.6 started without --enable-auto-tool-choice / --tool-call-parser, Qwen2 +
modelscope-agent tool-calling tutorial), Qwen-Agent #110 (404 'The model `/data/Qwen1.5-72B-Chat` does not exist.':
requested name is not the name vLLM serves), ogx-ai/ogx #4534 (llama-stack discussion #981: 'maximum context length is
6048 tokens ... 6048 in the completion'). Every source was checked with grep against /work/coord/USED_SOURCES.txt and
the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used / named in earlier rounds' skip lists (not re-opened): QwenLM/Qwen3-Embedding #12 (pooler error, skip
  list); openai/openai-agents-python #2129 (round 451: auto-tool-choice 400 without a stored answer); THUDM/LongBench
  #102; FoundationAgents/OpenManus #331; OpenHands #7840; FastGPT #3289; ragflow-plus #69; camel #2098 / camel-ai/owl
  #436 (error only a screenshot; the camel fix thread was used earlier).
- Error line not in the stored chunk, or only a screenshot / no answer: OpenHands #5732 (Meta-Llama-3-8B-Instruct on
  vLLM with --gpu-memory-utilization 0.8 and no --max-model-len; chunk stops before the error), OpenHands #11682
  ('VLLMException - No module named vllm' with LLM_MODEL=vllm/Qwen2.5-7B: litellm's in-process vllm/ provider instead of
  hosted_vllm/, as the maintainer says in OpenHands #10074; not vLLM's own failure and no answer in #11682, so not
  taken); browser-use #735 ('Attempted to assign 1794 = 1794 multimodal tokens to 0 placeholders' with a Qwen-VL model,
  only +1 replies); stanfordnlp/dspy #1136 (404 'model ... does not exist' with HFClientVLLM, answer not stored);
  modelscope/ms-agent #517 (400 pydantic 'Input should be system' / tool_calls extra_forbidden from a vLLM OpenAI server
  of the qwen2 tool-calling doc; no answer stored); 1Panel-dev/MaxKB #2900 (traceback cut, 'Not Supported');
  microsoft/graphrag #357 ('Conversation roles must alternate user/assistant' from Mixtral's template at request time;
  no answer stored, and no label fits without a new one); HKUSTDial/Alpha-SQL #5 (32768-token context exceeded, the
  reporter's rope-scaling retry outcome cut); taresh18/orpheus-streaming #7 ('vllm claims max_model_len is 0', no
  cause).
- Not a vLLM launch failure: stanfordnlp/dspy #1002 / #1025 (dspy sent extra body fields, a client bug), dspy #7907
  (litellm provider prefix), langgenius/dify #17778 (a hosted proxy, not vLLM), infiniflow/ragflow #12024 / #5460 /
  #15699 (connection errors, RAGFlow side), 1Panel-dev/MaxKB #3993 (MaxKB URL handling for rerank, /v1 suffix),
  agentscope-ai/agentscope #1352 (agentscope's DashScope formatter against vLLM's chat template), QwenLM/Qwen3-VL #142
  (fixed by upgrading qwen-agent), HKUDS/LightRAG #2553 / #1638 / #2257 (usage, screenshots, Ollama).

Judgement calls for the lead:
1. All three are first-request failures of a server that started; taken under 'a failure at its first requests caused
   by how it was launched', with the labels earlier collectors used for the same messages: vllm_check_failed /
   auto_tool_choice_not_enabled (langchain4j-3475, copaw, aix-db-212), vllm_check_failed / served_model_name_mismatch
   (vllm-3486), vllm_check_failed / prompt_exceeds_max_model_len (lm-evaluation-harness-2880, verl-673).
2. qwen-agent-344: the maintainer's answer is a diagnosis, not a confirmed fix: Qwen2 could not use vLLM 0.6's native
   tool calling (only mistral / hermes parsers then), so either do not send tool_choice 'auto' to that server (let
   Qwen-Agent do its own prompt-based function calling against a plain vLLM server) or, for Qwen2.5, launch with
   --enable-auto-tool-choice --tool-call-parser hermes. The reporter's own description already names the two flags
   (it paraphrases vLLM's message); kept because it is the problem statement, not the answer.
3. qwen-agent-110: the only answer is a commenter's suggestion three months later (use as `model` the model path vLLM
   was launched with); the cause (requested name is not among the served names) is read from the message itself.
   vLLM version not in the thread (April 2024, so 0.4.x).
4. ogx-4534: slice edge (llama-stack is an agent / app framework with a remote vLLM provider, not on the brief's list).
   The reporter's working fix was client-side (max_tokens in the AgentConfig sampling params); the other answer says
   to set --max_model_len when starting vLLM. Raising --max-model-len above 6048 is therefore a valid fix (Llama 3.1 8B
   allows far more), so only at_most 6048 is forbidden.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round480-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NOT_GPU = [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- Qwen-Agent #344: qwen2-7b on vLLM 0.6 without --enable-auto-tool-choice -> 400 at the first tool request
case("qwen-agent-344-qwen2-7b-vllm-06-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/QwenLM/Qwen-Agent/issues/344",
     "vllm无法自动选择tool\n"
     "\n"
     "按照https://modelscope-agent.readthedocs.io/en/stable/llms/qwen2_tool_calling.html里面的教程，用vllm起了qwen2-7b，"
     "提示需要在vllm启动命令加--enable-auto-tool-choice， 但是启动--enable-auto-tool-choice需要配套的--tool-call-parser，"
     "目前vllm只有mistral和hermes，这个怎么实现？\n"
     "\n"
     "\\\"auto\\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "The reporter followed the modelscope-agent Qwen2 tool-calling tutorial against a self-started vLLM 0.6 OpenAI "
     "server for qwen2-7b; the client sends tool requests with tool_choice 'auto', and the server had been launched "
     "without --enable-auto-tool-choice / --tool-call-parser, so vLLM rejects every such request. Qwen2 had no matching "
     "vLLM tool-call parser at the time (only mistral and hermes existed). A launch-flag / model-support question, not "
     "memory or GPUs.",
     "maintainer JianxinMa (2024-09-12): Qwen2 cannot really use vLLM 0.6's native tool calling (Qwen2.5 was being made "
     "to support it); this should not stop the vLLM service itself - start vLLM without its tool-call feature as in the "
     "Qwen2 README and let Qwen-Agent do the function calling (or upgrade vLLM / drop to 0.5.x if the start command is "
     "fine but it still fails). No fix confirmed by the reporter in the stored text; for Qwen2.5 the later route is "
     "--enable-auto-tool-choice --tool-call-parser hermes",
     release="0.6 (minor not stated)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + _NOT_GPU + [{"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the whole description as stored (Chinese: 'following the tutorial at ... I "
          "started qwen2-7b with vllm; it says to add --enable-auto-tool-choice to the vllm start command, but that "
          "needs a matching --tool-call-parser and vllm only has mistral and hermes, how do I do this?'); the "
          "backslashes before the quotes are as the stored text shows them. The maintainer's reply and the reporter's "
          "follow-up (downgraded to vLLM 0.5.5, still could not reproduce the tutorial) are left out. vLLM 0.6 is "
          "named in the reporter's quote of the maintainer. Judgement call 2.")

# ---------------------------------------- Qwen-Agent #110: Qwen1.5-72B-Chat behind vLLM's OpenAI server -> 404 model does not exist (requested name is not the served name)
case("qwen-agent-110-qwen15-72b-chat-vllm-openai-server-404-model-does-not-exist",
     "https://github.com/QwenLM/Qwen-Agent/issues/110",
     "Error code: 404 - {'object': 'error', 'message': 'The model `/data/Qwen1.5-72B-Chat` does not exist.', "
     "'type': 'NotFoundError', 'param': None, 'code': 404}\n"
     "\n"
     "Error code: 404 - {'object': 'error', 'message': 'The model `/data/Qwen1.5-72B-Chat` does not exist.', "
     "'type': 'NotFoundError', 'param': None, 'code': 404}",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "Qwen-Agent pointed at a local vLLM OpenAI-compatible server and asked for model '/data/Qwen1.5-72B-Chat'; that "
     "name is not among the names the server was launched to serve (without --served-model-name vLLM serves exactly "
     "the --model string; with it, only the given name), so every chat request is answered 404 NotFoundError. The "
     "server itself is up; not a load, memory or GPU failure.",
     "commenter YangYang-ynu (2024-07-12): if vLLM serves the local model through its OpenAI API, set Qwen-Agent's "
     "`model` to the model location vLLM was started with (equivalently, start vLLM with --served-model-name matching "
     "the client's model name; GET /v1/models lists the served name). Not confirmed by the reporter in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + _NOT_GPU,
     note="Excerpt: the issue title and the description, which repeat the same 404 line, as stored; the one comment "
          "(the fix) is left out. vLLM version, launch command and GPUs are not in the thread (April 2024, so vLLM "
          "0.4.x). Judgement call 3.")

# ---------------------------------------- ogx-ai/ogx #4534 (llama-stack discussion #981): Llama 3.1 8B on a remote vLLM, context 6048, stack requests 6048 completion tokens -> 400
case("ogx-4534-llama-stack-remote-vllm-llama31-8b-context-6048-completion-6048-prompt-568",
     "https://github.com/ogx-ai/ogx/issues/4534",
     "Discussion #981: Context length management\n"
     "\n"
     "Hi,\n"
     "I've just being trying out the stack and it looks great. I have an 3.1-8b parameter mode running on a remote "
     "VLLM instance.\n"
     "\n"
     "I'm setting the vllm max_token using  \" --env VLLM_MAX_TOKENS=6048\" but when I run any of the llama-stack-apps "
     "I keep getting the following error \"openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': "
     "\"This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (568 in the messages, "
     "6048 in the completion). Please reduce the length of the messages or completion.\", 'type': "
     "'BadRequestError', 'param': None, 'code': 400}\n"
     "\n"
     "I've tried to find if there's some parameter to change to avoid overfilling the models context but I've not "
     "been able to solve it. Any ideas to help with this?",
     "vllm_check_failed", {"max_model_len": 6048}, "prompt_exceeds_max_model_len",
     "A Llama 3.1 8B model served by a remote vLLM whose context window is 6048 tokens; the llama-stack apps ask for a "
     "completion budget of 6048 tokens (the value the reporter set with VLLM_MAX_TOKENS), so prompt (568) + completion "
     "(6048) = 6616 exceeds the server's max model length on every request and vLLM rejects it with 400. The server "
     "runs; the context window it was launched with and the completion budget the client asks for do not fit together.",
     "the reporter (noelo, 2025-02-07): sorted out at the client level - the AgentConfig class has a max_tokens field in "
     "its sampling params, set below the context window; terrytangyuan (2025-02-06) pointed at setting --max_model_len "
     "when starting the vLLM server (a larger context also works, Llama 3.1 supports far more than 6048)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--max-model-len", "at_most": 6048}, {"flag": "--tensor-parallel-size"},
                {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the migrated discussion's title and the original post (noelo, 2025-02-06) as stored, without the "
          "migration header and the two answers. The issue is in ogx-ai/ogx (the renamed llama-stack repository), "
          "migrated from llamastack/llama-stack discussion #981. vLLM version, launch command and GPU not stated. "
          "Judgement call 4.")

if __name__ == "__main__":
    BATCH.write()
