"""Round-686 blind batch: CHAT BOTS and WORKFLOW-AUTOMATION tools talking to a vLLM server or embedding vLLM, from their
OWN trackers (AstrBot, LangBot / QChatGPT, NoneBot / Koishi plug-ins, Discord / Telegram bot projects, n8n, Flowise,
Langflow, Node-RED nodes, Home Assistant integrations such as home-llm / Extended OpenAI Conversation, MaxKB,
Coze-studio), 2024-2026: vLLM's error as the bot or tool shows it, caused by how vLLM was launched; collected by helper
wild686 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round686-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 35 allowed: 26 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issues are not
files). 3 cases, all the same first-request refusal (the server started; the bot's tool-calling request is refused
because vLLM was launched without --enable-auto-tool-choice / --tool-call-parser), from three different trackers:
skye-harris/hass_local_openai_llm #17 (Home Assistant 'Local OpenAI LLM' integration, NVIDIA Nemotron-3-Nano
30B-A3B-FP8 on vLLM in Docker; the reporter found vLLM's JSON in a traffic dump and relaunched vLLM with the flags),
mike-nott/mcp-assist #21 (Home Assistant MCP-Assist, Qwen2.5-14B-Instruct on vLLM; the message is cut by the
integration after '--enable-auto-tool-ch'; fixed by the reporter per mcp-assist #31 with --enable-auto-tool-choice
--tool-call-parser hermes), AstrBotDevs/AstrBot #7356 (AstrBot 4.22.2's tool-loop agent runner against an OpenAI-
compatible chatglm3-6b server; no answer stored). Every source was checked with grep against
/work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was spent on, and claimed.

The slice is close to MINED OUT for anything but the auto-tool-choice refusal: the bot / automation trackers mostly
carry the client side of a vLLM refusal ('400 status code (no body)', 'Error talking to API', a screenshot) or their
own errors; the semantic search drifts to vllm-project/vllm and agent-framework threads (rounds 451, 480, 680 took
those). No start-up crash of an embedded vLLM surfaced on any bot's tracker.

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists (not re-opened): suitenumerique/conversations #197 (Gemma 3 'Conversation roles
  must alternate' through a chat app; USED), HKUDS/nanobot #1407 (auto-tool-choice 400 from a Qwen3 vLLM provider;
  round 451 gave it up), skye-harris/hass_local_openai_llm #19 (round 680's list; only uvicorn's '400 Bad Request'
  access lines, no vLLM message), 1Panel-dev/MaxKB #2900 / #3993 (rounds 480 / 675), coze-dev/coze-studio #484 (USED),
  QwenLM/Qwen-Agent #344 / #110, langchain4j #3475, FoundationAgents/OpenManus #331, openai-agents-python #2129.
- No vLLM message in the stored text: FlowiseAI/Flowise #5190 ('400 status code (no body)' + screenshot),
  langflow-ai/langflow #3452 (llava model name not recognised, vLLM log shows only a received request),
  langbot-app/LangBot #1429 / #1489 ('Model Not Exist' from hosted providers, not vLLM), coze-dev/coze-studio #680
  (connection refused: base_url pointed at /generate on localhost inside Docker), AstrBot #272 / #247 (AstrBot's own
  UnboundLocalError, a screenshot), acon96/home-llm #12 / #149 / #257 (text-generation-webui, Ollama, LM Studio),
  jekalmin/extended_openai_conversation #322 / #189 (llama.cpp / llama-cpp-python).
- Outside the slice (for other rounds): OpenSPG/KAG #663 (knowledge-graph app: vLLM Qwen3-32B served with
  max_model_len 8192 and KAG's default max_tokens 8192 -> 'maximum context length is 8192 tokens. However, you
  requested 8218 tokens (26 in the messages, 8192 in the completion)'; the reporter's custom max_tokens was not
  applied; a clean prompt_exceeds_max_model_len case if its answer is stored), NousResearch/hermes-agent #63161
  (Qwen3.6-35B-A3B at 262144: '65536 output tokens and ... at least 196609 input tokens'; the agent's own parser fix,
  not the launch), lobehub #7196 (QwQ through a gateway, auto-tool-choice; the reporter says the flags were on),
  vllm #17792 (glm-edge-1.5b-chat, auto-tool-choice then a chat-template-content-format error; answer: add hermes).

Judgement calls for the lead:
1. All three are request-time refusals on a vLLM server that started fine (the brief admits 'a failure at its first
   requests caused by how it was launched'); labelled as earlier rounds labelled the same message (agno-2482,
   aix-db-212, gemma-forge-gotcha, qwen-agent-344): kind vllm_check_failed, cause auto_tool_choice_not_enabled,
   numbers {}. Three of one family is the whole honest yield of this slice; drop two if one message should not weigh
   three times.
2. mcp-assist-21: the vLLM message is cut by the integration's own error text after '--enable-auto-tool-ch' (the
   head '"auto" tool choice requires' is intact). The fix is not in #21's stored text but in mcp-assist #31, opened by
   the same reporter quoting their own #21 comment ('Adding --enable-auto-tool-choice \\ --tool-call-parser hermes to
   Qwen3 Models vLLM service or Dockerfile fixes this error'; gpt-oss-20b worked without it). #31 says 'Qwen3 Models'
   while #21 names Qwen2.5-14B-Instruct; hermes is the parser for both families.
3. hass-local-openai-llm-17: the excerpt stops after the traffic dump; the reporter's next sentence ('so I must be
   missing either one when launching vLLM') and the maintainer's 'Glad you got it sorted' are the fix, left out. The
   parser the reporter used for Nemotron-3-Nano is not stated in the thread.
4. astrbot-7356: NO answer is stored (closed, label area:provider). vLLM is not named in the stored text; the message
   and its {'error': {...}} body are vLLM's verbatim (newer releases' error form). The model is chatglm3-6b, for which
   vLLM ships no tool-call parser, so the collector's reading of the fix is: either turn off tool use (function
   calling) for this provider in AstrBot, or serve a model that has a parser and launch with
   --enable-auto-tool-choice --tool-call-parser <parser>. The cause is read from the message alone; drop the case if
   threads without a stored answer are unwanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round686-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
               {"flag": "--enforce-eager"}, {"flag": "--quantization"}, {"flag": "--dtype"}]

# ---------------------------------------- skye-harris/hass_local_openai_llm #17: HA Assist tools on vLLM (Nemotron-3-Nano 30B-A3B-FP8) -> "auto" tool choice requires ...
case("hass-local-openai-llm-17-nemotron3-nano-assist-tools-auto-tool-choice-not-enabled",
     "https://github.com/skye-harris/hass_local_openai_llm/issues/17",
     "Error talking to API when attempting to talk to Assist\n"
     "\n"
     "I am running vLLM in a docker on a separate host in my LAN.\n"
     "I have installed your integration and configured a service (with URL and no API key).\n"
     "I have then configured Assist accordingly and it can happily pull the model list, so that I can choose from.\n"
     "So far I have one model only (NVIDIA Nemotron-3-Nano 30B-A3B-FP8).\n"
     "\n"
     "However, when I type some text in the Assist chat I immediately get the \"Error talking to API\" message.\n"
     "In the vLLM output I see nothing (but it is probably configured with the default verbosity).\n"
     "On the other hand I see the connection to the OpenAPI endpoint with tcpdump, so it seems as if the integration "
     "is talking to vLLM but something in the response is not as expected.\n"
     "\n"
     "Any hint as to how I could debug this?\n"
     "\n"
     "Thanks!\n"
     "\n"
     "I just realized that if I disable \"Assist\" from the tool providers, it actually works.\n"
     "I am still trying to find meaningful logs..\n"
     "\n"
     "I just looked at the HTTP traffic dump:\n"
     "```\n"
     "{\"error\":{\"message\":\"\\\"auto\\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be "
     "set\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "```",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "The Home Assistant 'Local OpenAI LLM' integration sends the Assist tools (Tool Providers: Assist) with "
     "tool_choice 'auto' to the vLLM OpenAI server; that server (Docker, NVIDIA Nemotron-3-Nano 30B-A3B-FP8) was "
     "launched without --enable-auto-tool-choice and --tool-call-parser, so vLLM refused every tool-carrying chat "
     "request with HTTP 400 while plain chat (Assist off) worked. The server is up; the failure comes from its launch "
     "flags, not from memory, length or GPUs.",
     "the reporter, right after the dump: 'so I must be missing either one when launching vLLM'; the maintainer "
     "(skye-harris): 'Glad you got it sorted :) Needing to enable tool calling on vLLM and llama.cpp has tripped-up a "
     "couple p[eople]'; the same reporter in hass_local_openai_llm #19: 'the same errors I was having when I didn't "
     "pass the right \"tooling\" arguments to vLLM'. Fix: relaunch vLLM with --enable-auto-tool-choice and the "
     "--tool-call-parser for the model (the parser used is not stated in the thread).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title, the description and the reporter's first two comments as the stored text shows "
          "them (comment headers dropped); the sentence after the dump ('so I must be missing either one when "
          "launching vLLM') and the maintainer's answer are left out as the fix. vLLM release and launch command "
          "not in the thread.")

# ---------------------------------------- mike-nott/mcp-assist #21: HA MCP-Assist on vLLM Qwen2.5-14B-Instruct -> "auto" tool choice requires --enable-auto-tool-ch (cut)
case("mcp-assist-21-qwen25-14b-home-assistant-auto-tool-choice-message-cut",
     "https://github.com/mike-nott/mcp-assist/issues/21",
     "vLLM Error\n"
     "\n"
     "\"An unexpected error occurred while talking to vLLM. The error was: vllm API error 400: "
     "{\"object\":\"error\",\"message\":\"\\\"auto\\\" tool choice requires --enable-auto-tool-ch. Check the Home "
     "Assistant logs for more details\".\n"
     "\n"
     "Using Qwen2.5-14B-Instruct.  I will try gpt-oss-20b also.",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "MCP-Assist (a Home Assistant conversation agent that exposes Home Assistant through MCP tools) calls the vLLM "
     "OpenAI server with tools and tool_choice 'auto'; the vLLM service serving Qwen2.5-14B-Instruct had been started "
     "without --enable-auto-tool-choice and --tool-call-parser, so vLLM answered HTTP 400 (the integration cut "
     "vLLM's message after '--enable-auto-tool-ch'). A launch-flag problem, not memory or length.",
     "from mcp-assist #31, opened by the same reporter (wsieber) quoting their own #21 comment: 'gpt-oss-20b works "
     "fine. The gpt install with vllm disables --enable-auto-tool-ch requirement.' and 'Adding "
     "--enable-auto-tool-choice \\ --tool-call-parser hermes to Qwen3 Models vLLM service or Dockerfile fixes this "
     "error.' Fix: relaunch vLLM with --enable-auto-tool-choice --tool-call-parser hermes (the Qwen2.5 / Qwen3 "
     "parser).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as stored (the whole description; the error text is cut by the "
          "integration's own message, not by the store). The fix comes from the follow-up issue #31, not #21's "
          "stored text (judgement call 2). vLLM release and launch command not stated.")

# ---------------------------------------- AstrBotDevs/AstrBot #7356: AstrBot 4.22.2 tool-loop runner, openai/chatglm3-6b -> "auto" tool choice requires ...
case("astrbot-7356-chatglm3-6b-tool-loop-agent-auto-tool-choice-not-enabled",
     "https://github.com/AstrBotDevs/AstrBot/issues/7356",
     "llm报错\n"
     "\n"
     "2026-04-04 21:02:52.306] [Core] [WARN] [v4.22.2] [runners.tool_loop_agent_runner:350]: Chat Model "
     "openai/chatglm3-6b request error: Error code: 400 - {'error': {'message': '\"auto\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'BadRequestError', 'param': '', 'code': "
     "400}}\n"
     "Traceback (most recent call last):\n"
     "  File \"/AstrBot/astrbot/core/agent/runners/tool_loop_agent_runner.py\", line 305, in "
     "_iter_llm_responses_with_fallback\n"
     "    async for attempt in retrying:\n"
     "  File \"/usr/local/lib/python3.12/site-packages/tenacity/asyncio/__init__.py\", line 170, in __anext__\n"
     "    do = await self.iter(retry_state=self._retry_state)\n"
     "         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/site-packages/tenacity/asyncio/__init__.py\", line 157, in iter\n"
     "    result = await action(retry_state)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/site-packages/tenacity/_utils.py\", line 111, in inner\n"
     "    return call(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/site-packages/tenacity/__init__.py\", line 393, in <lambda>\n"
     "    self._add_action_func(lambda rs: rs.outcome.result())\n"
     "                                     ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/concurrent/futures/_base.py\", line 449, in result\n"
     "    return self.__get_result()",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "AstrBot 4.22.2's tool-loop agent runner sends its function tools with tool_choice 'auto' to the OpenAI-"
     "compatible provider serving chatglm3-6b; that server (vLLM, by its message) was launched without "
     "--enable-auto-tool-choice and --tool-call-parser, so every request carrying tools was refused with HTTP 400. "
     "The server is up; the refusal comes from its launch flags, not from memory, length or GPUs.",
     "not in the stored thread (closed, label area:provider, no answer stored). From vLLM's own message: relaunch "
     "with --enable-auto-tool-choice and a --tool-call-parser that fits the model; vLLM ships no parser for "
     "ChatGLM3's tool format, so for chatglm3-6b the practical fix is to turn off tool use (function calling) for "
     "this provider in AstrBot, or to serve a model that has a parser (collector's reading, judgement call 4).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them; the stored chunk stops inside the "
          "traceback (the rest of the log is not stored), and the log's first line lacks its opening '[' in the "
          "store. vLLM is not named in the stored text; the message and error body are vLLM's verbatim.")

BATCH.write()
