"""Round-674 blind batch: vLLM's 400 / 404 / 500 answers as CHAT FRONT-ENDS and API GATEWAYS in front of a vLLM server
show them (Open WebUI, LibreChat, LobeChat, AnythingLLM, Cherry Studio, Jan, Chatbox, NextChat, LiteLLM proxy, One API /
New API, Kong / Envoy AI Gateway, Portkey and the agent libraries that reach vLLM through LiteLLM), 2024-2026; collected
by helper wild674 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round674-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues (and, for vllm #38560's reproduction line, docs) corpus shows
it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` (30 corpus=issues, 2 corpus=docs). 5 cases: openai-agents-python #723
(Llama 4 Scout behind a LiteLLM proxy, hosted vLLM without --enable-auto-tool-choice), google/adk-python #1373
(Gemma-3-12b-it on hosted vLLM through LiteLLM, agent transfer -> 'Conversation roles must alternate'), stanfordnlp/dspy
#1627 (gemma-2-9b-it on vLLM's OpenAI server through LiteLLM -> 'System role not supported'), vllm #38560 (Mistral
Small 4 on vLLM 0.18.0, reasoning_effort passed to transformers' MistralCommonTokenizer -> 400 on every chat request),
vllm #6890 (truncate_prompt_tokens refused by the chat-completions request model, extra_forbidden). Every source was
checked with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before it was taken.

The slice is close to MINED OUT. The front-ends' own trackers (Open WebUI, LibreChat, LobeChat, Jan, NextChat, Cherry
Studio, AnythingLLM, Kong, Envoy AI Gateway) mostly hold screenshots, '400 status code (no body)' with no body, or
errors from hosted APIs (OpenAI, Azure, Groq, Bedrock) rather than vLLM; the vLLM answers they quote (context length,
served-model name, chat-template roles, extra_forbidden) were used by earlier rounds (gpustack #929 / #429, cherry-studio
#3866, chat-ui #1343, ms-agent #489, litellm #4377 / #7744 / #9367, verba #150, graphrag #564, autogen #1037,
conversations #197, kotaemon #395, openclaw #47946).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists: gpustack #929, #429; huggingface/chat-ui
  #1343; cherry-studio #3866; modelscope/ms-agent #489; weaviate/Verba #150; microsoft/graphrag #564; autogen #1037;
  suitenumerique/conversations #197; Cinnamon/kotaemon #395; openclaw #47946; QwenLM/qwen-code #36; UI-TARS-desktop
  #180; QwenLM/Qwen-Agent #111, #344; vllm #3485, #19464, #20409, #33418, #4667, #12864, #10078, #10015, #22533, #6862,
  PR #2964; vllm-ascend #7535; litellm #7744, #9367; openai-agents-python #2129; runpod worker-vllm #85.
- Error text not in the stored chunk / screenshot only / no body: vllm #15519 (BGE-M3 embeddings from Cherry Studio,
  '400 with no display output', twin of the used cherry-studio #3866); cherry-studio #7698 (GPUStack bge-m3, access-log
  400 only), #7569, #1150 ('400 status code (no body)'); lobehub #8375 (vLLM 0.9.1 Qwen3 + MCP tools, '400 status code
  (no body)' and an access-log 400; the maintainer only says to check vLLM's tool-calling support); vllm #9364 (Cline,
  access-log 400 only), #13340, #4597 (Llama3-ChatQA + guided_choice, chunk stops before the error); camel-ai/owl #97
  (QwQ-32B with max_tokens=120000, chunk stops in the script); litellm #11047 (the same report as openai-agents-python
  #723, its log block is not in the stored chunk); open-webui #4812 (only the maintainer's comment is stored).
- Not vLLM's message or not a vLLM server: cherry-studio #9214 (Azure's extra-parameters), #9901, #9114; open-webui
  #1141 ('model max length exceeded, max length: 8192' is not vLLM's wording), #10507, #1952; NextChat #765, #1871,
  #6286; LibreChat #14228, #12670, #7346, #9917 (llama.cpp / OpenRouter / Anthropic / OpenAI); Kong #14903; envoyproxy
  ai-gateway #724, #829, #494, #1838; kgateway #12235; janhq/jan #3781, #5957, #7752; HKUDS/nanobot #250 (litellm
  provider prefix); huggingface/chat-ui, continuedev/continue groq 404s; sgl-project/sglang #892; EricLBuehler/mistral.rs
  #506.
- Same incident or same class as a case: litellm #11047 (openai-agents-python #723's twin, same reporter); vllm PR
  #38448 and PR #41251 (the fixes named in vllm-38560's fix); litellm PR #16767 (gemma 'supports_system_messages', a
  LiteLLM price-map fix for Gemini-hosted Gemma, not vLLM).

Judgement calls for the lead:
1. openai-agents-python-723: the request goes client -> LiteLLM proxy -> a vLLM server the reporter does not run (no
   launch command in the thread). The message names the missing flags, so cause auto_tool_choice_not_enabled as the
   earlier fixtures with the same message (langchain4j-3475, openmanus-331); no fix is stored (closed as a question).
2. adk-python-1373: no answer stored (closed). The cause is read from the message and the reporter's description: Gemma
   3's chat template refuses the roles ADK's agent transfer produces. Labelled like conversations-197 (vllm_check_failed
   / chat_template_incompatible).
3. dspy-1627: the fix is a maintainer's advice (an adapter that turns system messages into user messages), not
   confirmed by the reporter in the stored text; labelled like vllm-pr2964 / chat-ui-1386.
4. vllm-38560: kind vllm_check_failed and cause release_regression, as vllm-16958 (a Mistral-tokenizer refusal at
   request time). The lead may prefer dependency_version_mismatch: vLLM 0.18.0 passes reasoning_effort only for
   tokenizer v15+ and needs a transformers whose MistralCommonTokenizer takes it (vllm PR #36971 names transformers PR
   #44656); the fix PRs in the thread make vLLM drop the None value instead.
5. vllm-6890: outside the slice's trackers (vLLM's own, an openai client), taken because it is fresh and the message
   leaves no doubt (the release's ChatCompletionRequest has no truncate_prompt_tokens field); no fix is stored. Labelled
   as README says for request fields the release's models refuse: dependency_version_mismatch with
   numbers.request_field. The release is not printed (July 2024, about 0.5.3).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round674-blind")
case = BATCH.case

_REQ = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
        {"flag": "--enforce-eager"}]

# ---------------------------------------- openai-agents-python #723: Llama 4 Scout via LiteLLM proxy -> hosted vLLM refuses "auto" tool choice
case("openai-agents-python-723-llama4-scout-litellm-proxy-hosted-vllm-auto-tool-choice-requires-flags-400",
     "https://github.com/openai/openai-agents-python/issues/723",
     "Unable to use tool calling when using Llama 4 scout via LiteLLM Proxy\n"
     "\n"
     "I was following [this guide on using custom model providers with open ai agents]"
     "(https://openai.github.io/openai-agents-python/models/litellm/), and for my model i am using "
     "`llama-4-scout-17b-16e-instruct` via the LiteLLM proxy.\n"
     "\n"
     "When I try to run the code, I keep getting the following error:\n"
     "\n"
     "```bash\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': 'litellm.BadRequestError: Hosted_vllmException - "
     "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set. Received Model "
     "Group=llama-4-scout-17b-16e-instruct\\nAvailable Model Group Fallbacks=None', 'type': None, 'param': None, "
     "'code': '400'}}\n"
     "```",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "The OpenAI Agents SDK sends tools with tool_choice 'auto'; LiteLLM's proxy forwards it to a hosted vLLM server "
     "(Hosted_vllmException) serving llama-4-scout-17b-16e-instruct that was started without --enable-auto-tool-choice "
     "and --tool-call-parser, so vLLM refuses every tool-calling request with 400.",
     "no fix reached in the stored text (closed as a question; the same report is BerriAI/litellm #11047). By the "
     "message: start the vLLM server behind the proxy with --enable-auto-tool-choice and a --tool-call-parser for "
     "Llama 4 (e.g. llama4_pythonic), or send requests without tools / auto tool choice",
     release=None, gpu=None, gpus=None, command=None, forbidden=_REQ,
     note="Excerpt: the issue's title and description up to the error block as stored (May 2025). The vLLM release, "
          "launch and GPU are not in the thread: the reporter reaches the team's LiteLLM proxy only.")

# ---------------------------------------- google/adk-python #1373: Gemma-3-12b-it on hosted vLLM via LiteLLM -> roles must alternate
case("adk-python-1373-gemma3-12b-it-hosted-vllm-litellm-agent-transfer-conversation-roles-must-alternate",
     "https://github.com/google/adk-python/issues/1373",
     "Conversation Role Alternation Error with Gemma-3-12b-it Model: litellm.BadRequestError\n"
     "\n"
     "# Issue: Conversation Role Alternation Error with Gemma-3-12b-it Model\n"
     "\n"
     "## Description\n"
     "When using the Gemma-3-12b-it model through hosted vLLM, the system encounters a conversation role alternation "
     "error. The error occurs during agent interactions, specifically when the conversation flow attempts to transfer "
     "between agents.\n"
     "\n"
     "## Error Message\n"
     "Give Feedback / Get Help: https://github.com/BerriAI/litellm/issues/new\n"
     "LiteLLM.Info: If you need to debug this error, use `litellm._turn_on_debug()'.\n"
     "\n"
     "2025-06-13 17:06:35,578 - ERROR - fast_api.py:817 - Error in event_generator: litellm.BadRequestError: "
     "Hosted_vllmException -  Conversation roles must alternate user/assistant/user/assistant/...\n"
     "Traceback (most recent call last):\n"
     "  File \"/root/anaconda3/lib/python3.12/site-packages/litellm/llms/openai/openai.py\", line 801, in acompletion\n"
     "    headers, response = await self.make_openai_chat_completion_request(\n"
     "                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/anaconda3/lib/python3.12/site-packages/litellm/litellm_core_utils/logging_utils.py\", line 135, "
     "in async_wrapper\n"
     "    result = await func(*args, **kwargs)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "Google ADK calls Gemma-3-12b-it on a vLLM server through LiteLLM (hosted_vllm); vLLM renders the request with "
     "Gemma 3's own chat template, which takes at most one leading system message and then requires strictly "
     "alternating user/assistant turns. The message list ADK builds when one agent transfers to another (consecutive "
     "turns of the same role) makes the template raise 'Conversation roles must alternate ...', and vLLM answers 400.",
     "no fix reached in the stored text (closed without a stored answer). By the message: send a conversation whose "
     "roles alternate (merge consecutive same-role messages on the client), or start vLLM with a --chat-template that "
     "accepts consecutive roles",
     release=None, gpu=None, gpus=None, command=None, forbidden=_REQ,
     note="Excerpt: the issue's title, description and the start of the traceback as stored (June 2025); the rest of "
          "the LiteLLM traceback is beyond the chunk. The vLLM release and launch are not printed.")

# ---------------------------------------- stanfordnlp/dspy #1627: gemma-2-9b-it on vLLM's OpenAI server via LiteLLM -> System role not supported
case("dspy-1627-gemma2-9b-it-vllm-openai-server-litellm-system-role-not-supported-400",
     "https://github.com/stanfordnlp/dspy/issues/1627",
     "system prompt not supported on gemma models\n"
     "\n"
     "I'm running the [minimal example](https://dspy-docs.vercel.app/docs/quick-start/minimal-example) with the "
     "google/gemma-2-9b-it model.\n"
     "\n"
     "Running with vLLM's OpenAI server, I get this error:\n"
     "\n"
     "```litellm.exceptions.BadRequestError: litellm.BadRequestError: OpenAIException - Error code: 400 - {'object': "
     "'error', 'message': 'System role not supported', 'type': 'BadRequestError', 'param': None, 'code': 400}```\n"
     "\n"
     "Is there a way to run DSPy with models that don't support system prompts?",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "DSPy's ChatAdapter sends a system message; vLLM's OpenAI server renders it with google/gemma-2-9b-it's own chat "
     "template, which has no system role and raises 'System role not supported', so every DSPy request is refused "
     "with 400 (seen through LiteLLM's OpenAIException).",
     "maintainer okhat (2024-10-15): build an adapter that calls ChatAdapter and replaces 'system' roles with 'user' "
     "roles (arnavsinghvi11 pointed at LiteLLM #2831's discussion); the reporter posted such a GemmaChatAdapter to "
     "test, without a confirmation stored. The vLLM-side equivalent: a --chat-template that accepts a system role",
     release=None, gpu=None, gpus=None, command=None, forbidden=_REQ,
     note="Excerpt: the issue's title and description as stored (October 2024). The vLLM release and launch are not "
          "printed.")

# ---------------------------------------- vllm #38560: Mistral-Small-4 on vLLM 0.18.0 -> reasoning_effort refused by MistralCommonTokenizer, 400
case("vllm-38560-mistral-small-4-v0180-reasoning-effort-mistralcommontokenizer-kwargs-not-supported-400",
     "https://github.com/vllm-project/vllm/issues/38560",
     "[Bug]: reasoning_effort passed to MistralCommonTokenizer.apply_chat_template breaks Mistral Small 4 chat "
     "completions on vLLM 0.18.0\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Environment\n"
     "vLLM: 0.18.0 (e.g. Docker image vllm/vllm-openai or internal vllm-audio:v0.18.0)\n"
     "Model: mistralai/Mistral-Small-4-119B-2603 (or equivalent weights served with Mistral tokenizer path)\n"
     "Hardware / stack: (fill in: GPU type, CUDA, --tensor-parallel-size, etc.)\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Problem\n"
     "POST /v1/chat/completions fails with 400 and:\n"
     "ValueError: Kwargs ['reasoning_effort'] are not supported by `MistralCommonTokenizer.apply_chat_template`.\n"
     "The failure occurs in vLLM’s Mistral chat rendering path, e.g.:\n"
     "File \".../vllm/entrypoints/openai/chat_completion/serving.py\", line 209, in render_chat_request\n"
     "  return await self.openai_serving_render.render_chat(request)\n"
     "...\n"
     "File \".../vllm/renderers/mistral.py\", line 125, in render_messages_async\n"
     "  prompt_raw = await self._apply_chat_template_async(\n"
     "...\n"
     "File \".../vllm/renderers/mistral.py\", line 34, in safe_apply_chat_template\n"
     "  return tokenizer.apply_chat_template(messages, **kwargs)\n"
     "...\n"
     "File \".../transformers/tokenization_mistral_common.py\", line 1432, in apply_chat_template\n"
     "  raise ValueError(\n"
     "ValueError: Kwargs ['reasoning_effort'] are not supported by `MistralCommonTokenizer.apply_chat_template`.\n"
     "\n"
     "Reproduction\n"
     "Important: The request body does not need to include reasoning_effort. A minimal call is enough to trigger the "
     "error (LiteLLM is not required—we reproduced with direct HTTP to vLLM).",
     "vllm_check_failed", {}, "release_regression",
     "vLLM 0.18.0's Mistral tokenizer wrapper adds reasoning_effort to the chat-template kwargs for tokenizer version "
     ">= 15 (Mistral Small 4) even when the request does not set it (None); transformers' MistralCommonTokenizer."
     "apply_chat_template does not take that kwarg and raises, so every chat completion on the model fails with 400.",
     "fix PR vllm #38448 (marioiseli89: add reasoning_effort only when it is set; 'Chat completions return 200 after "
     "patch (were 400 before)' on vLLM 0.18.1rc1 / transformers 4.57.6 / mistral-common 1.10.0) and PR #41251 "
     "(dougbtv: the same plus a guard for 'none', hit on v0.18.0-based builds); neither is shown merged in the stored "
     "text",
     release="0.18.0", gpu=None, gpus=None, command=None, forbidden=_REQ,
     note="Excerpt: the issue's title and description as stored (March 2026); the 'Reproduction' line is from the "
          "docs corpus copy of the same issue page, the curl that follows is beyond the chunk. The launch flags are "
          "not in the issue (PR #38448 names --tokenizer-mode mistral --config-format mistral --load-format mistral).")

# ---------------------------------------- vllm #6890: Llama-3-8B-Instruct chat completions with truncate_prompt_tokens -> extra_forbidden 400
case("vllm-6890-llama3-8b-instruct-chat-completions-truncate-prompt-tokens-extra-forbidden-400",
     "https://github.com/vllm-project/vllm/issues/6890",
     "[Bug]: Vllm api server does not receive supported parameter `truncate_prompt_tokens`\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I used the openai compatible server deployed with vllm:\n"
     "```bash\n"
     "python -m vllm.entrypoints.openai.api_server --model meta-llama/Meta-Llama-3-8B-Instruct--host 127.0.0.1 --port "
     "8077 --enforce-eager --gpu-memory-utilization 0.8 --swap-space 32\n"
     "```\n"
     "When I send a request with the following snippet (openai client):\n"
     "```python\n"
     "openai_api_key=\"EMPTY\"\n"
     "openai_api_base=\"http://localhost:8077/v1\"\n"
     "from openai import OpenAI\n"
     "client = OpenAI(\n"
     "        api_key=openai_api_key,\n"
     "        base_url=openai_api_base,\n"
     ")\n"
     "models = client.models.list()\n"
     "model = models.data[0].id\n"
     "client.chat.completions.create(\n"
     "    messages=[\n"
     "            {\n"
     "            \"role\": \"user\",\n"
     "            \"content\": \"How are you today?\"\n"
     "            },\n"
     "        ],\n"
     "        model=model,\n"
     "        max_tokens=128,\n"
     "        temperature=0.0,\n"
     "        seed=42,\n"
     "        extra_body=dict(\n"
     "            truncate_prompt_tokens=1792,\n"
     "        )\n"
     "    )\n"
     "```\n"
     "I got the error:\n"
     "```\n"
     "in _request\n"
     "    raise self._make_status_error_from_response(err.response) from None\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"[{'type': 'extra_forbidden', 'loc': "
     "('body', 'truncate_prompt_tokens'), 'msg': 'Extra inputs are not permitted', 'input': 1792}]\", 'ty",
     "dependency_version_mismatch", {"request_field": "truncate_prompt_tokens"}, "dependency_version_mismatch",
     "The release's OpenAI server accepted truncate_prompt_tokens on /v1/completions (vllm PR #3144) but its "
     "ChatCompletionRequest model had no such field and forbids extra fields (PR #4355), so a chat request carrying "
     "it is refused by pydantic with extra_forbidden (400) before any generation.",
     "no fix reached in the stored text (closed as stale; a commenter reports the same for prompt_logprobs on chat). "
     "By the message: send the request without truncate_prompt_tokens (truncate on the client), use /v1/completions, "
     "or a release whose chat request model takes the field",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model meta-llama/Meta-Llama-3-8B-Instruct--host "
             "127.0.0.1 --port 8077 --enforce-eager --gpu-memory-utilization 0.8 --swap-space 32",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue's title and description as stored (July 2024); the stored chunk cuts the error dict "
          "after 'ty'. The release is not printed (about 0.5.3).")

if __name__ == "__main__":
    BATCH.write()
