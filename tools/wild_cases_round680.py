"""Round-680 blind batch: AGENT FRAMEWORKS' OWN TRACKERS (Agno, PydanticAI, browser-use, Haystack, Semantic Kernel;
searched also: CrewAI, AutoGen / AG2, LangGraph, Letta / MemGPT, CAMEL / OWL, MetaGPT, OpenManus, Swarm, Mem0,
DeerFlow): the 400 answers a vLLM server gives an agent framework at its first requests because of how the server was
launched (tool choice, chat template, message roles, request fields), 2024-2026; collected by helper wild680 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round680-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 35 allowed, all ``search`` corpus=issues. 5 cases: agno #2482 ("auto" tool choice against a
vLLM launched without --enable-auto-tool-choice), pydantic-ai #728 (tool_choice='required' refused by a 2025-01 vLLM),
browser-use #2059 (mistral_common's role-order validator under --tokenizer-mode mistral: "Unexpected role 'user'
after role 'tool'"), haystack #8275 (a base Mistral v0.3 without a chat template behind the chat endpoint),
semantic-kernel #9933 (an Azure-hosted vLLM endpoint without auto tool choice). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt (and the earlier rounds' skip lists) before it was spent on. The slice is close to
MINED OUT: the agent frameworks' trackers mostly carry LiteLLM's own errors (CrewAI's "Failed to get supported params",
"LLM Provider NOT provided"), screenshots, or a bare "400 Bad Request" access-log line without vLLM's message.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): FoundationAgents/OpenManus #331, #840; camel-ai/owl #97; mem0 #3101, #3133;
  microsoft/autogen #1037; pydantic-ai #224; langchain #34751; vllm #10015, #10000; Preference-Leakage #6.
- Error text not in the stored chunk / screenshot only: letta #2386 ("[Solved] Cannot be used with vLLM, connection
  error 400": the 400 has no message; the workaround edits function_call='required' -> 'none', which suggests the same
  tool_choice='required' class as pydantic-ai #728), letta #2032 (strict:true tool schema, the error is cut), camel-ai/
  camel #2098 and camel-ai/owl #436 (vLLM refusing the tool schema's "strict" field: screenshot; the maintainer's
  diagnosis is in owl #436, the fix PR is camel #2099), camel-ai/owl #459 (traceback cut before vLLM's message),
  browser-use #74 (only a bot-like comment quoting "Unknown model type: llama" is stored; the description is not),
  browser-use #1082 ("Internal Server Error" only), bytedance/deer-flow #1670 (vLLM 0.17.0, Qwen3.5-35B-A3B,
  --max-model-len 10240, client max_tokens 8192: the log shows only the 400 access line), deer-flow #2224 (log as an
  attachment; fixed by the maintainer's VllmChatModel config), QwenLM/qwen-code #36 (coding agent, and "400 status code
  (no body)").
- Not in the slice or not vLLM's message: BerriAI/litellm #6228, #7744, #9367 (LiteLLM's tracker); crewAI #1780,
  #1956, #2220 (LiteLLM's supported-params log line); openai-agents-python #2129 (SDK cut by earlier rounds);
  mike-nott/mcp-assist #21 and skye-harris/hass_local_openai_llm #19 (Home Assistant integrations, not agent frameworks;
  mcp-assist #21 is an "auto" tool choice case left for another slice); mistralai/mistral-vibe #454, #82 (coding
  agent); openclaw #33177 (coding agent); NousResearch/hermes-agent #20154 (NIM, not vLLM), #12643; agent0ai/agent-zero
  #728 (Venice provider); DeepResearchAgent #20 (LiteLLM's "Unknown image model type"); llama_index #19121 (strict
  field refused by vLLM 0.9.1: LlamaIndex is outside the slice's list; a good candidate for a RAG-framework slice);
  plmbr/notebook-intelligence #55 (KServe 422, Jupyter extension); browser-use #3726 ("... is not a multimodal model",
  not verified as vLLM's message); tenstorrent/tt-example-apps #1 (tt-inference-server, no error text stored).

Judgement calls for the lead:
1. All five are failures at the first requests caused by how the vLLM server was launched (the brief admits these);
   none is a start-up crash. Kinds follow the earlier fixtures of the same messages: "auto" tool choice ->
   vllm_check_failed / auto_tool_choice_not_enabled (openmanus-331 and 9 others); tool_choice 'required' refused ->
   vllm_check_failed / vllm_check_failed (as pydantic-ai-224); chat template not set -> chat_template_missing (both
   kind and cause, as the two earlier "tokenizer.chat_template is not set" fixtures).
2. browser-use-2059: the refusal is mistral_common's validator (InvalidMessageStructureException) reached through
   vLLM's apply_mistral_chat_template, not a vLLM raise. Labelled like the earlier request-time template refusals
   ("Conversation roles must alternate", round 620): kind vllm_check_failed, cause chat_template_incompatible. No fix
   in the stored thread (open); the cause is read from the message and mistral-common #169's diagnosis of the same
   validator (tool -> user is forbidden). The lead may prefer kind None (not vLLM's own message).
3. pydantic-ai-728 is the same class as the earlier pydantic-ai-224 fixture (another reporter, another thread); no
   answer is stored, the cause is read from the message (vLLM's protocol check of early 2025 accepting only a named
   tool, "auto" or "none") and the vLLM feature request #13002 ('required' not yet supported, per vLLM's docs then).
4. semantic-kernel-9933: the vLLM server is Azure AI's serverless endpoint for Llama-3.2-90B-Vision-Instruct, which the
   user did not launch; the message is vLLM's verbatim, so the cause is auto_tool_choice_not_enabled, but the fix is
   not the user's to make. agno-2482 and haystack-8275 have no maintainer answer stored; their causes are read from
   the messages, which leave no doubt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round680-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NONMEM = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                  {"flag": "--quantization"}, {"flag": "--dtype"}]

# ---------------------------------------- agno #2482: Agno OpenAILike + AgentMemory against a local vLLM serving Qwen2.5-1.5B-Instruct -> "auto" tool choice requires ...
case("agno-2482-openailike-agent-memory-qwen25-15b-vllm-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/agno-agi/agno/issues/2482",
     "[Bug]OpenAILike is supports vllm?\n"
     "\n"
     "# Description\n"
     "code\n"
     "`from rich.pretty import pprint\n"
     "from agno.agent import Agent, RunResponse\n"
     "from agno.models.openai.like import OpenAILike\n"
     "\n"
     "from agno.agent import Agent, AgentMemory\n"
     "from agno.models.openai import OpenAIChat\n"
     "from agno.memory.db.postgres import PgMemoryDb\n"
     "from agno.storage.agent.postgres import PostgresAgentStorage\n"
     "\n"
     "db_url = \"postgresql+psycopg://postgres:postgres@127.0.0.1:5432/\"\n"
     "agent = Agent(\n"
     "    model=OpenAILike(\n"
     "      id=\"Qwen/Qwen2.5-1.5B-Instruct\",\n"
     "      api_key=\"EMPTY\",\n"
     "      base_url=\"http://localhost:8000/v1\",),\n"
     "    # Store the memories and summary in a database\n"
     "    memory=AgentMemory(\n"
     "        db=PgMemoryDb(table_name=\"agent_memory\", db_url=db_url), create_user_memories=True, "
     "create_session_summary=True\n"
     "    ),\n"
     "    # add_history_to_messages=True,\n"
     "    # Store agent sessions in a database\n"
     "    storage=PostgresAgentStorage(table_name=\"personalized_agent_sessions\", db_url=db_url),\n"
     "    # Show debug logs so you can see the memory being created\n"
     "    # debug_mode=True,\n"
     ")\n"
     "\n"
     "agent.print_response(\"Tell me about a breaking news story from New York.\", stream=True)`\n"
     "\n"
     "-----------------------------------------------------------------------\n"
     "\n"
     "ERROR    API status error from OpenAI API: Error code: 400 - {'object': 'error', 'message': '\"auto\" tool choice    \n"
     "         requires --enable-auto-tool-choice and --tool-call-parser to be set', 'type':",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "Agno's agent with AgentMemory (create_user_memories / create_session_summary) calls the model with tools and "
     "tool_choice 'auto'; the local vLLM server at localhost:8000 serving Qwen/Qwen2.5-1.5B-Instruct was launched "
     "without --enable-auto-tool-choice and --tool-call-parser, so vLLM refuses the request with HTTP 400. The server "
     "is up; the failure comes from its launch flags, not from memory or GPUs.",
     "no reply in the stored text (the issue is closed). From vLLM's own message and its tool-calling docs: relaunch "
     "the server with --enable-auto-tool-choice --tool-call-parser hermes (Qwen2.5 uses Hermes-style tool calls); Agno's "
     "maintainer pointed vLLM users to OpenAILike in agno #2256 and Agno later added a vLLM model class (agno PR #3315)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as the stored chunk shows it, cut inside the error dict after "
          "'type':. The vLLM launch command and version are not in the stored text. The description's code is quoted "
          "as the reporter wrote it (opened with a single backtick).")

# ---------------------------------------- pydantic-ai #728: PydanticAI Agent(result_type=...) against a vLLM server (DeepSeek-R1-Distill-Qwen-7B) -> tool_choice 'required' refused
case("pydantic-ai-728-deepseek-r1-distill-qwen-7b-vllm-result-type-tool-choice-required-refused",
     "https://github.com/pydantic/pydantic-ai/issues/728",
     "Incompatible with VLLM server\n"
     "\n"
     "```\n"
     "from openai import AsyncOpenAI\n"
     "from pydantic import BaseModel, Field\n"
     "from pydantic_ai import Agent\n"
     "from pydantic_ai.models.openai import OpenAIModel\n"
     "\n"
     "# For Google Colab\n"
     "import nest_asyncio\n"
     "nest_asyncio.apply()\n"
     "\n"
     "client = AsyncOpenAI(\n"
     "    base_url='https://29be-34-142-213-102.ngrok-free.app/v1', #VLLM server\n"
     "    api_key='key'\n"
     ")\n"
     "\n"
     "model = OpenAIModel('deepseek-ai/DeepSeek-R1-Distill-Qwen-7B', openai_client=client)\n"
     "agent = Agent(model, system_prompt='You are a helpful assistant')\n"
     "\n"
     "\n"
     "class Response(BaseModel):\n"
     "    thoughts: str = Field(..., description='Your chain of thoughts and reasoning')\n"
     "    answer: str = Field(..., description='Final answer')\n"
     "\n"
     "agent.run_sync('What is the meaning of life, the universe, and everything?', \n"
     "    result_type=Response, \n"
     "    model_settings={'tool_choice':'auto'},\n"
     ").data\n"
     "```\n"
     "\n"
     "I get this error:\n"
     "\"\"\"\n"
     "BadRequestError: Error code: 400 - {'object': 'error', 'message': '[{'type': 'value_error', 'loc': ('body',), "
     "'msg': 'Value error, `tool_choice` must either be a named tool, \"auto\", or \"none\".', 'input': {'messages': "
     "[{'role': 'system', 'content': 'You are a helpful assistant'}, {'role': 'user', 'content': 'My name is David'}], "
     "'model': 'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B', 'n': 1, 'parallel_tool_calls': True, 'stream': False, "
     "'tool_choice': 'required', 'tools': [{'type': 'function', 'function': {'name': 'final_result', 'de",
     "vllm_check_failed", {}, "vllm_check_failed",
     "PydanticAI returns a structured result (result_type=Response) through a 'final_result' tool and sends "
     "tool_choice='required' (the model_settings 'auto' did not reach the request); the vLLM release served in January "
     "2025 validated tool_choice in its ChatCompletionRequest and accepted only a named tool, 'auto' or 'none', so every "
     "structured-result run is refused with HTTP 400. A request value the served vLLM release does not support, not a "
     "launch-memory problem; enabling auto tool choice does not change it.",
     "no reply in the stored chunk of this thread (closed). vLLM tracked 'required' as not yet supported in vllm #13002 "
     "(2025-02; later implemented, so a newer vLLM accepts it); on PydanticAI's side the maintainer in the earlier "
     "pydantic-ai #224 said the tool-choice problem should be fixed by PR #825 (tool_choice in ModelSettings)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM + [{"flag": "--enable-auto-tool-choice"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, cut inside the request echo "
          "('de'). The vLLM version and launch are not in the stored text (a Colab server behind ngrok). Same class as "
          "the earlier pydantic-ai-224 fixture, another reporter and thread.")

# ---------------------------------------- browser-use #2059: browser-use 0.3.2 + Mistral Small on vLLM (tokenizer mode mistral) -> Unexpected role 'user' after role 'tool'
case("browser-use-2059-v032-mistral-small-vllm-mistral-tokenizer-unexpected-role-user-after-tool",
     "https://github.com/browser-use/browser-use/issues/2059",
     "Bug: Mistral models in vLLM\n"
     "\n"
     "### Browser Use Version\n"
     "\n"
     "0.3.2\n"
     "\n"
     "### Bug Description, Steps to Reproduce, Screenshots\n"
     "\n"
     "I'm having errors using Mistral models in browser-use. In particular, I'm using a Mistrall Small, which does "
     "[support function calling](https://docs.mistral.ai/capabilities/function_calling/#available-models).\n"
     "\n"
     "The model is deployed in vLLM. Other models (eg. Qwen3) deployed in that same vLLM instance do work fine, so it's "
     "probably an issue with how browser-use calls Mistral models in particular.\n"
     "...\n"
     "Looking at the vLLM logs, the issue seems very similar to https://github.com/browser-use/browser-use/issues/710. "
     "In my case, the vLLM logs output:\n"
     "\n"
     "```\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200] mistral_common.exceptions.InvalidMessageStructureException: "
     "Unexpected role 'user' after role 'tool'\n"
     "```\n"
     "As suggested in  https://github.com/browser-use/browser-use/issues/710, I've tried different tool calling "
     "methods without success: `auto`, `raw`, `json_mode`, `None`.\n"
     "...\n"
     "vLLM logs:\n"
     "```\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200] Error in preprocessing prompt inputs\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200] Traceback (most recent call last):\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/"
     "chat_utils.py\", line 1238, in apply_mistral_chat_template\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]     return tokenizer.apply_chat_template(\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "transformers_utils/tokenizers/mistral.py\", line 379, in apply_chat_template\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]     encoded = self.mistral.encode_chat_completion(request)\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]   File \"/usr/local/lib/python3.12/dist-packages/mistral_common/"
     "tokens/tokenizers/mistral.py\", line 294, in encode_chat_completion\n"
     "ERROR 06-19 07:36:24 [serving_chat.py:200]     validated_request = self._chat_completion_request_validator."
     "validate_request(request)",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "The Mistral Small model is served with vLLM's Mistral tokenizer mode (the traceback goes through "
     "apply_mistral_chat_template into mistral_common's encode_chat_completion), whose request validator only allows "
     "an assistant or tool message after a tool message. browser-use's agent history sends a user message right after "
     "a tool result, so mistral_common raises InvalidMessageStructureException and vLLM answers 400. Other models on "
     "the same vLLM (Qwen3, with a Jinja chat template) accept the same history. Not memory, not GPUs.",
     "no fix reached in the stored text (the issue is open; the reporter tried every browser-use tool-calling method). "
     "mistral-common #169 diagnoses the same validator ('After a tool message, only assistant or tool is allowed'); the "
     "usual fixes are a client that inserts an assistant turn between the tool result and the next user message, or "
     "serving the model with a Hugging Face chat template instead of the Mistral tokenizer mode",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: two stored chunks of the issue description (the prose with the one-line vLLM error, then the "
          "'vLLM logs' block cut after the validator's frame); '...' marks text between or beyond the chunks. The vLLM "
          "version is not printed (the frame paths, chat_utils.py line 1238 and transformers_utils/tokenizers/"
          "mistral.py, are of mid-2025 releases). Judgement call: mistral_common's message, not a vLLM raise; labelled "
          "like the earlier request-time chat-template refusals.")

# ---------------------------------------- haystack #8275: Haystack OpenAIGenerator -> vLLM endpoint on RunPod serving base Mistral v0.3 -> chat template not set
case("haystack-8275-openaigenerator-runpod-vllm-base-mistral-v03-chat-template-not-set",
     "https://github.com/deepset-ai/haystack/issues/8275",
     "OpenAIGenerator uses chat_completions endpoint. Error with model that has no chat_template in config\n"
     "\n"
     "**Describe the bug**\n"
     "I'm using the OpenAIGenerator to access a vLLM endpoint on runpod. When using a base model like Mistral v0.3 that "
     "has not been instruction tuned and so does not have a chat template in it's config for the tokenizer, I get an "
     "error returned from the api endpoint. Digging into this I see that the OpenAIGenerator uses the chat_completion/ "
     "endpoint for the OpenAIGenerator and not the completion/ endpoint. This means I've been unintentionally using a "
     "chat template with other models up to this point.\n"
     "\n"
     "**Error message**\n"
     "\"Cannot use apply_chat_template() because tokenizer.chat_template is not set and no template argument was "
     "passed!\"\n"
     "\n"
     "**Expected behavior**\n"
     "I expected for the completions/ api endpoint to be used and the hugging face model to not try to use "
     "`apply_chat_template()`\n"
     "\n"
     "**System:**\n"
     " - Haystack version (commit or version number): haystack-ai==2.2.0",
     "chat_template_missing", {}, "chat_template_missing",
     "The vLLM endpoint (RunPod) serves a base, not instruction-tuned, Mistral v0.3 whose tokenizer config has no chat "
     "template, and it was launched without --chat-template; Haystack's OpenAIGenerator calls /v1/chat/completions, so "
     "vLLM's chat preprocessing has no template to apply and the request fails. Not memory, not GPUs.",
     "no maintainer fix in the stored text (the issue is open; a commenter asked for sample code). From the message "
     "and the reporter's own reading: call the completions endpoint for a base model (the reporter tried "
     "generator.client.completions.create), or launch vLLM with a --chat-template for the model",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as the stored chunk shows them, with the 'Additional context' "
          "paragraph (the reporter's completions-endpoint workaround and a second server error) left out. The vLLM "
          "version and launch are not shown (a RunPod vLLM worker).")

# ---------------------------------------- semantic-kernel #9933: SK .NET 1.33.0 + AzureAIInference, Azure serverless Llama-3.2-90B-Vision-Instruct (vLLM behind) -> "auto" tool choice requires ...
case("semantic-kernel-9933-azure-serverless-llama-32-90b-vision-kernel-functions-auto-tool-choice-400",
     "https://github.com/microsoft/semantic-kernel/issues/9933",
     ".Net: Bug: Azure-hosted Open-Source Models (e.g., Mistral Nemo) fail with Kernel Functions in .NET\n"
     "\n"
     "Hi, \n"
     "I am facing similar issue, I deployed 3 difference models in Azure AI (Machine Learning Studio) serverless "
     "endpoint. \n"
     "- Mistral-Nemo\n"
     "- Llama-3.3-70B-Instruct\n"
     "- Llama-3.2-90B-Vision-Instruct\n"
     "\n"
     "And use SemanticKernel package 1.33.0 + Microsoft.SemanticKernel.Connectors.AzureAIInference 1.33.0-beta to test, "
     "The Mistral-Nemo model works perfect. But not in llama series models.\n"
     "\n"
     "With llama-3.3-70B, When make a chatcomplecton call with tools, It responded with an incorrect result and not "
     "invoke any tools. no matter use `GetChatMessageContentsAsync` or `GetStreamingChatMessageContentsAsync`.\n"
     "\n"
     "With llama-3.2-90B, When make a chatcomplecton call with tools, It throws an exception right away (error message "
     "in bwlow)\n"
     "```\n"
     "Azure.RequestFailedException: {\"object\":\"error\",\"message\":\"\\\"auto\\\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set\",\"type\":\"BadRequestError\",\"param\":null,"
     "\"code\":400}\n"
     "Status: 400 (Bad Request)\n"
     "ErrorCode: Bad Request\n"
     "\n"
     "Content:\n"
     "{\"error\":{\"code\":\"Bad Request\",\"message\":\"{\\\"object\\\":\\\"error\\\",\\\"message\\\":\\\"\\\\\\\"auto"
     "\\\\\\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set\\\",\\\"type\\\":"
     "\\\"BadRequestError\\\",\\\"param\\\":null,\\\"code\\\":400}\",\"status\":400}}",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "Semantic Kernel's kernel functions send tools with tool_choice 'auto'; the Azure AI serverless endpoint for "
     "Llama-3.2-90B-Vision-Instruct is a vLLM server launched without --enable-auto-tool-choice and --tool-call-parser, "
     "so vLLM refuses the first tool call with HTTP 400 (the same client works against the Mistral-Nemo endpoint). "
     "The failure comes from how the hosted vLLM was launched, not from memory or GPUs.",
     "no fix in the stored text, and the launch is Azure's, not the user's. From vLLM's message: the serving vLLM "
     "needs --enable-auto-tool-choice and a --tool-call-parser (llama3_json for Llama 3.x); otherwise call the model "
     "without tools or through a deployment with tool calling enabled",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and bauann's comment (2025-01-15) as the stored chunk shows them, cut after the "
          "Content line (the response headers after it are dropped). Judgement call: the vLLM server is Azure's "
          "serverless endpoint; the message is vLLM's verbatim.")

if __name__ == "__main__":
    BATCH.write()
