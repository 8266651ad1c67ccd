"""Round-668 blind batch: CODING AGENTS and AGENT CLIENTS talking to a vLLM server, from the CLIENTS' trackers (Claude
Code through cc-switch, LiteLLM's proxy UI, LangChain deepagents through LiteLLM, Goose, ZeroTermux's agent, LangChain
OpenWiki, NetEase LobsterAI): the 400 / 404 answers vLLM gives them at their first requests, 2025-2026; collected by
helper wild668 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round668-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed: 33 ``search`` corpus=issues and 1 ``read_file`` that found nothing (issues are not
files). 8 cases: farion1231/cc-switch #1022 (Claude Code's default max_tokens 32000 against a 32768-token vLLM Qwen3),
BerriAI/litellm #26147 (LiteLLM /ui/chat's Responses-API follow-up turn against a vLLM launched without the response
store), langchain-ai/langchain #34751 (deepagents' Responses-format 'output_text' content parts refused by vLLM's chat
request model, through LiteLLM), aaif-goose/goose #8581 and #4350 (Goose's side requests name 'gpt-4o-mini', which the
vLLM server does not serve), hanxinhao000/ZeroTermux #172 (its agent puts the system prompt after other messages; the
Qwen template refuses), langchain-ai/openwiki #63 ('Unknown part type: file'), netease-youdao/LobsterAI #105 (the same
32000-token default against a 40960-token window). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent
on, and claimed in USED_SOURCES.txt as soon as it was picked.

The slice is close to MINED OUT for the common messages: '"auto" tool choice requires ...' (openai-agents-python #2129,
OpenManus #331 / #840, OpenHands #5732 / #7840 are used or skip-listed), 'System message must be at the beginning.' and
'Unexpected message role.' (round 666 took seven the same afternoon: ZCode, oh-my-pi, llm_wiki, T3MP3ST, OGX, vllm
#41114, #42407), claude-code-best #272 and cc-switch #2854 (round 614). Most coding-agent threads (Cline, Roo Code, Kilo
Code, Continue, Aider, opencode, Qwen Code, claude-code-router) quote only '400 status code (no body)', a screenshot, or
an OpenRouter / Mistral / Groq / llama.cpp / LM Studio answer, not vLLM's.

Sources given up (for the lead, not cases):
- No vLLM error text in the stored chunk (screenshot, '(no body)', or cut before the log): QwenLM/qwen-code #36 (Qwen3
  via vLLM, 'OpenAI API error: 400 status code (no body)', many +1s, the cause never stated in the stored text);
  musistudio/claude-code-router #1019 (screenshot), #922 ('Provider ... not found', ccr config); OpenHands #4880
  ('Error code: 400 - bad request', screenshots); RooCodeInc/Roo-Code #4475 (vLLM 0.9.0.1 codegemma-7b-it
  --max-model-len 8192; the stored chunk stops in the description before any error); langchain-ai/openwiki #171 ('Error
  400 Unsupported chat content part type: 'file'' in the title only, the server is not named, the chunk stops in the
  banner); BerriAI/litellm #14671 (hosted_vllm gpt-oss-20b for Claude Code, only LiteLLM's wrapper ValueError stored);
  lemonade-sdk/lemonade #1820 (Claude Code -> lemonade -> vLLM 400, body never captured); aaif-goose/goose #1160 (422 with
  no body); RedWoodOG/Hermes-Desktop #47 (the vLLM console message is paraphrased, 'message like `system prompt should
  come first`', not quoted).
- Not vLLM's answer: OpenHands #10869 (Mistral's own API, code 3240); cline #431 / litellm #6007 (Bedrock); cline #13194,
  #1044, #3664 (OpenRouter / DeepSeek / LM Studio); anomalyco/opencode #1551, #1680 (provider wording / Mistral API);
  musistudio/claude-code-router #355 (LiteLLM's 'Invalid model name passed in model=None'); Kilo-Org/kilocode #9805
  (llama.cpp); anthropics/claude-code #24451 (Anthropic's API); ddalcu/mlx-serve #66; Alishahryar1/free-claude-code #391
  (NVIDIA NIM); Gitlawb/openclaude #331 (Doubao); farion1231/cc-switch #3952 (Alibaba Bailian).
- Not a client tracker, or not a failure caused by the launch: intel/llm-scaler #341 (Claude Code -> vLLM fork's
  /v1/messages refusing 'thinking' blocks; a server-side tracker); vllm #44576, #10821, #41114 (vLLM's tracker);
  charmbracelet/crush #611 (gpt-oss on vllm==0.10.1+gptoss, 'HarmonyError: Unexpected token 200012 while expecting start
  token 200006' while streaming; a model-output parsing bug of that release, no fix in the stored thread, cause not
  pinned); mike-nott/mcp-assist #31 (no error text); langgenius/dify #39275 (same 'System message must be at the
  beginning.' class as round 666, fix not stored; not taken so the class is not weighted further).

Judgement calls for the lead:
1. cc-switch-1022 and lobsterai-105: kind ``vllm_check_failed`` / cause ``prompt_exceeds_max_model_len`` as round 614's
   claude-code-best-272 (same message family: the client's default max_tokens 32000 plus the prompt over the launch's
   max_model_len). Numbers follow README's keys (prompt_len = the input tokens printed, output_tokens = the max_tokens
   printed, max_model_len). cc-switch-1022's stored thread ends with a commenter's '使用 CLAUDE_CODE_MAX_OU...' (cut);
   the reporter says the env variables did NOT help, so no fix is reached; the fix field is read from the message.
   LobsterAI #105 does not name the engine; the wording with the trailing ' None' is vLLM's 0.10.1-0.17 message (the
   same reading round 614 made). --max-model-len at or below the launch's value is forbidden; a larger one is not (Qwen3
   takes YaRN), but it is not the client-side fix either.
2. litellm-26147: vLLM's 404 'Response with id ... not found.' on a Responses-API follow-up (previous_response_id) from
   a server launched without VLLM_ENABLE_RESPONSES_API_STORE=1 (vLLM PR #22137 disabled the store by default). The fix
   is from a second user (andydavidson, 2026-07-27) who starts vLLM with that variable and keeps LiteLLM's drop_params
   false; the reporter has not confirmed. No label exists for it: kind ``vllm_check_failed`` (a request check), cause
   ``responses_store_disabled`` is NEW, proposed here; the lead may map it to an existing one.
3. langchain-34751: a pydantic refusal on the request body (content part type 'output_text', a Responses-API block,
   sent to /v1/chat/completions through LiteLLM). Labelled as README says for request fields the release's request
   models refuse: kind and cause ``dependency_version_mismatch``; ``request_option_unsupported`` would be the other
   reading. No fix is stored (closed, labelled 'external'); the reporter's own title diagnoses the payload.
4. goose-8581 / goose-4350: the same class (Goose's side requests, e.g. the session description, ask for its default
   'gpt-4o-mini'), two incidents. Cause ``served_model_name_mismatch`` as README's table; numbers.requested_model as
   README names it (earlier fixtures of this cause carry {}). #8581 names vLLM and the launch but its log line is cut in
   the stored text at 'ErrorInfo(mes'; #4350 has vLLM's whole NotFoundError body but does not name the engine (a 'local
   AI provider' serving GPT-OSS-120B-GPU). Neither thread stores a fix; the fix field is read from the message.
5. zerotermux-172: the same 'System message must be at the beginning.' class round 666 labelled
   (``vllm_check_failed`` / ``chat_template_incompatible``); a distinct client (ZeroTermux's agent), vLLM and Qwen named;
   no answer stored.
6. openwiki-63: 'NotImplementedError: Unknown part type: file' - vLLM's chat parser before PR #41121 turned it into a 400
   'Unsupported chat content part type'. Cause ``request_option_unsupported`` (README: an option the release does not
   implement; fix a request without it). The fix (OpenWiki v0.0.3, via deepagentsjs PR #656) is confirmed by both
   users in the thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round668-blind")
case = BATCH.case

_REQ = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--enforce-eager"}, {"flag": "--quantization"}]
_REQ_ALL = _REQ + [{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- cc-switch #1022: Claude Code (VS Code plugin) -> vLLM Qwen3, max_model_len 32768, max_tokens 32000
case("cc-switch-1022-claude-code-vllm-qwen3-max-tokens-32000-too-large-context-32768-input-17459",
     "https://github.com/farion1231/cc-switch/issues/1022",
     "vllm局域网部署的qwen3 vscode claude 插件 交互时 max_tokens defaults to 32000 参数该在哪里设置\n"
     "\n"
     "插件交互提示：API Error: 400 {\"error\":{\"code\":400,\"message\":\"'max_tokens' or 'max_completion_tokens' is too "
     "large: 32000. This model's maximum context length is 32768 tokens and your request has 17459 input tokens "
     "(32000 > 32768 - 17459). (parameter=max_tokens, value=32000)\",\"param\":\"max_tokens\",\"type\":\"BadRequestError\"}}\n"
     "\n"
     "vllm模型 这个提示\n"
     "ERROR 02-13 00:36:01 [serving.py:323] vllm.exceptions.VLLMValidationError: 'max_tokens' or 'max_completion_tokens' "
     "is too large: 32000. This model's maximum context length is 32768 tokens and your request has 17459 input tokens "
     "(32000 > 32768 - 17459). (parameter=max_tokens, value=32000)\n"
     "\n"
     "\n"
     "env里全部都加上了\n"
     "\"CLAUDE_CODE_MAX_OUTPUT_TOKENS\": 16384,\n"
     "    \"ANTHROPIC_MAX_COMPLETION_TOKENS\": 16384,\n"
     "    \"max_tokens\": 16384\n"
     "\n"
     "还是提示\n"
     "API Error: 400 {\"error\":{\"code\":400,\"message\":\"'max_tokens' or 'max_completion_tokens' is too large: 32000. \n"
     "\n"
     "请问这个max_token到底应该在哪里设置",
     "vllm_check_failed", {"max_model_len": 32768, "prompt_len": 17459, "output_tokens": 32000},
     "prompt_exceeds_max_model_len",
     "Claude Code (the VS Code plugin, configured through cc-switch) talks to a LAN vLLM serving Qwen3 with a 32768-token "
     "max model length. Claude Code asks for max_tokens 32000 by default; with a 17459-token prompt (its system prompt "
     "and tools) the request needs 49459 tokens, over the window, so vLLM refuses every request with 400. Not a memory or "
     "launch-resource problem: the client's output budget plus the prompt exceed the launch's max_model_len.",
     "no fix reached in the stored thread: the reporter says CLAUDE_CODE_MAX_OUTPUT_TOKENS / "
     "ANTHROPIC_MAX_COMPLETION_TOKENS in the env did not change the 32000; a second user (withwind303, 2026-03-17) "
     "reports the same, and the stored text stops at his next sentence. From the message: make the client send "
     "max_tokens <= 32768 - prompt (about 15000 here), or launch vLLM with a longer --max-model-len (Qwen3 needs YaRN "
     "rope scaling past 40960) so that prompt + 32000 fits",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ + [{"flag": "--max-model-len", "at_most": 32768}],
     note="Excerpt: the issue title and description as stored (Chinese: '插件交互提示' = the plugin shows; 'vllm模型 这个提示' "
          "= the vLLM model logs; 'env里全部都加上了' = I added all of these to env; '还是提示' = still shows; '请问这个"
          "max_token到底应该在哪里设置' = where should max_tokens be set). The maintainer's question and the commenter's "
          "reply are left out. The server log format (VLLMValidationError with '(parameter=..., value=...)') is from a "
          "recent release; no version is printed.")

# ---------------------------------------- LiteLLM #26147: /ui/chat second turn -> vLLM 404 Response with id not found (store disabled at launch)
case("litellm-26147-ui-chat-hosted-vllm-qwen36-35b-fp8-responses-previous-id-not-found-store-disabled",
     "https://github.com/BerriAI/litellm/issues/26147",
     "[Bug]: \"Response with id '{response_id}' not found\" in /ui/chat with vllm\n"
     "\n"
     "**Issue summary**\n"
     "\n"
     "When using a hosted_vllm model backed by vLLM, continuous chat works correctly in the LiteLLM Playground, but fails "
     "in /ui/chat starting from the second user message.\n"
     "\n"
     "The first message succeeds, but on the second turn /ui/chat returns this error:\n"
     "```\n"
     "Error occurred while generating model response. Please try again.\n"
     "Error: Error: 404 litellm.BadRequestError: Hosted_vllmException -\n"
     "{\"error\":{\"message\":\"Response with id 'resp_998bca5d44e22037' not found.\",\"type\":\"invalid_request_error\","
     "\"param\":\"response_id\",\"code\":404}}.\n"
     "Received Model Group=Qwen/Qwen3.6-35B-A3B-FP8\n"
     "Available Model Group Fallbacks=None\n"
     "```\n"
     "\n"
     "**Observed behavior**\n"
     "- LiteLLM Playground: multi-turn chat works\n"
     "- /ui/chat: first message works, second and later messages fail with response_id not found\n"
     "\n"
     "**vLLM startup parameters**\n"
     "```\n"
     "Qwen/Qwen3.6-35B-A3B-FP8 \\\n"
     "  --quantization fp8 \\\n"
     "  --tensor-parallel-size 2 \\\n"
     "  --reasoning-parser qwen3 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8000 \\\n"
     "  --dtype auto \\\n"
     "  --gpu-memory-utilization 0.95 \\\n"
     "  --max-model-len 262144\n"
     "```",
     "vllm_check_failed", {}, "responses_store_disabled",
     "LiteLLM's /ui/chat uses the Responses API and continues a conversation with previous_response_id. vLLM keeps no "
     "responses unless it is started with VLLM_ENABLE_RESPONSES_API_STORE=1 (the store is off by default since vLLM PR "
     "#22137), so the second turn's lookup of the first response fails with 404 'Response with id ... not found.'. The "
     "launch lacks the environment variable; not a memory, parallelism or quantization problem.",
     "from a second user in the thread (andydavidson, 2026-07-27): start vLLM with -e VLLM_ENABLE_RESPONSES_API_STORE=1 "
     "(his command also adds --enable-auto-tool-choice --tool-call-parser qwen3_xml --reasoning-parser qwen3) and keep "
     "LiteLLM's drop_params false so previous_response_id passes through; multi-turn /ui/chat then works for him. The "
     "reporter had not confirmed in the stored text",
     release=None, gpu=None, gpus=None,
     command="Qwen/Qwen3.6-35B-A3B-FP8 --quantization fp8 --tensor-parallel-size 2 --reasoning-parser qwen3 --host "
             "0.0.0.0 --port 8000 --dtype auto --gpu-memory-utilization 0.95 --max-model-len 262144",
     forbidden=_REQ_ALL,
     note="Excerpt: the issue title and description as stored, cut before the reporter's 'Suspected issue' paragraph; "
          "the comment with the fix is left out. The startup parameters are printed without the 'vllm serve' prefix, "
          "as in the thread.")

# ---------------------------------------- LangChain #34751: deepagents via LiteLLM -> vLLM gpt-oss-120b refuses 'output_text' content parts
case("langchain-34751-deepagents-litellm-hosted-vllm-gpt-oss-120b-output-text-content-part-literal-error",
     "https://github.com/langchain-ai/langchain/issues/34751",
     "Non-Harmony/responses-format payload from agent causes vLLM 400 (rejects output_text blocks) at gpt-oss-120b\n"
     "\n"
     "```shell\n"
     r"""ERROR:__main__:An error occurred while running the deep agent: Error code: 400 - {'error': {'message': 'litellm.BadRequestError: Hosted_vllmException - 3 validation errors for ValidatorIterator\n0.ChatCompletionContentPartTextParam.type\n  Input should be \'text\' [type=literal_error, input_value=\'output_text\', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.11/v/literal_error\n0.ChatCompletionContentPartRefusalParam.refusal\n  Field required [type=missing, input_value={\'type\': \'output_text\', \'...ns a fun fact. Use it."}, input_type=dict]\n    For further information visit https://errors.pydantic.dev/2.11/v/missing\n0.ChatCompletionContentPartRefusalParam.type\n  Input should be \'refusal\' [type=literal_error, input_value=\'output_text\', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.11/v/literal_error None. Received Model Group=gpt-oss-120b\nAvailable Model Group Fallbacks=None', 'type': None, 'param': None, '"""
     "\n"
     "code': '400'}}\n"
     "Traceback (most recent call last):\n"
     "File \"deep_agent_minimal_repro.py\", line 62, in main\n"
     "    async for chunk in graph.astream(\n"
     "    ...<4 lines>...\n"
     "        print(chunk)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A LangChain deepagents agent (langchain-openai) resends its previous assistant turns as Responses-API content "
     "blocks of type 'output_text'; LiteLLM forwards them to the vLLM server's /v1/chat/completions (hosted_vllm, "
     "gpt-oss-120b), whose chat request model accepts only 'text' / 'refusal' parts there, so pydantic refuses the body "
     "with 400. A client-payload / server-API mismatch, not a GPU, memory or launch-resource problem.",
     "no fix stored (closed with the label 'external'). From the message and the reporter's title: have the client send "
     "Chat-Completions content ('text' parts or plain strings) to /v1/chat/completions, e.g. not the Responses output "
     "format for a chat-completions endpoint, or call vLLM's /v1/responses instead",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ_ALL,
     note="Excerpt: the issue title and the error block as the stored chunk shows it (the chunk joins a line break "
          "before \"code': '400'\"); the requirements list and the repro script above it are left out. The literal "
          "'\\n' sequences are in the pasted error string itself. Judgement call 3 on the label.")

# ---------------------------------------- Goose #8581: Goose -> vLLM gemma-4-26b-a4b-it, side request for gpt-4o-mini -> does not exist
case("goose-8581-openai-provider-vllm-gemma4-26b-side-request-gpt-4o-mini-does-not-exist",
     "https://github.com/aaif-goose/goose/issues/8581",
     "If you use the OpenAI provider in Goose and use the local vLLM Server, a strange error will be output.\n"
     "\n"
     "**To Reproduce**\n"
     "Steps to reproduce the behavior:\n"
     " \n"
     "- Use [vLLM](https://vllm.ai/) to launch an OpenAI API-compatible LLM Server\n"
     "\n"
     "```shell\n"
     "uv run python -m vllm.entrypoints.openai.api_server \\\n"
     "    --model google/gemma-4-26b-a4b-it \\\n"
     "    --dtype bfloat16 \\\n"
     "    --max-model-len 32768 \\\n"
     "    --gpu-memory-utilization 0.90 \\\n"
     "    --port 8080 \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --enable-auto-tool-choice \\\n"
     "    --tool-call-parser gemma4\n"
     "```\n"
     "\n"
     "- Set up an OpenAI provider with Goose\n"
     "  - API Key: \n"
     "  - API Host: http://(IP address of vLLM Server):8080\n"
     "  - Base Path(OPENAI_BASE_PATH): v1/chat/completions\n"
     "\n"
     "- Select the model on vLLM Server in Goose (google/gemma-4-26b-a4b-it)\n"
     "- When you throw a request, the request is processed and the result is output to Goose.\n"
     "\n"
     "- However, the following errors will be logged..\n"
     "\n"
     "- \"POST /v1/chat/completions HTTP/1.1\" 200 OK is output in the vLLM log, but \"gpt-4o-mini does not exist.\" "
     "There is also an error.\n"
     "\n"
     "```\n"
     "(APIServer pid=39819) ERROR 04-16 14:34:18 [serving.py:193] Error with model error=ErrorInfo(mes",
     "vllm_check_failed", {"requested_model": "gpt-4o-mini"}, "served_model_name_mismatch",
     "Goose's OpenAI provider sends its main chat to the model the user picked (google/gemma-4-26b-a4b-it, which works), "
     "but some side requests use Goose's built-in default 'gpt-4o-mini'; the vLLM server serves only "
     "google/gemma-4-26b-a4b-it, so those requests are refused with 'The model `gpt-4o-mini` does not exist.' Not a "
     "GPU, memory or template problem.",
     "no fix stored (open). From the message: point Goose's secondary / fast model at the served name, or launch vLLM "
     "with --served-model-name listing both google/gemma-4-26b-a4b-it and gpt-4o-mini as aliases",
     release=None, gpu=None, gpus=None,
     command="uv run python -m vllm.entrypoints.openai.api_server --model google/gemma-4-26b-a4b-it --dtype bfloat16 "
             "--max-model-len 32768 --gpu-memory-utilization 0.90 --port 8080 --host 0.0.0.0 "
             "--enable-auto-tool-choice --tool-call-parser gemma4",
     forbidden=_REQ_ALL,
     note="Excerpt: the issue title and description as stored, down to the vLLM log line, which the stored chunk cuts "
          "at 'ErrorInfo(mes' (the screenshot line between the steps is dropped). The reporter quotes the message in "
          "prose as 'gpt-4o-mini does not exist.'. Judgement call 4.")

# ---------------------------------------- Goose #4350: Goose -> local OpenAI-compatible GPT-OSS-120B-GPU, 404 The model `gpt-4o-mini` does not exist
case("goose-4350-openai-provider-local-gpt-oss-120b-session-description-gpt-4o-mini-404-does-not-exist",
     "https://github.com/aaif-goose/goose/issues/4350",
     "[Bug] Goose attempts to use \"gpt-4o-mini\" model when use OpenAI (GPT-4 and other OpenAI models, including OpenAI "
     "compatible ones)\n"
     "\n"
     "**To Reproduce**\n"
     "Steps to reproduce the behavior:\n"
     "1. goose configure (goose-cli)\n"
     "2. use OpenAI Configure for my local AI provider (not real OpenAI)\n"
     "3. .. save config\n"
     "4. goose\n"
     "\n"
     "```\n"
     "pixel9a~/o/goose►goose                                                                               29.722s "
     "(build-termux-limit|?↑5↓6) 23:54\n"
     "starting session | provider: openai model: GPT-OSS-120B-GPU\n"
     "    logging to /data/data/com.termux/files/home/.local/share/goose/sessions/20250826_235433.jsonl\n"
     "    working directory: /data/data/com.termux/files/home/opensource/goose\n"
     "\n"
     "Goose is running! Enter your instructions, or try asking what goose can do.\n"
     "\n"
     "Context: ○○○○○○○○○○ 0% (0/128000 tokens)\n"
     "( O)> hello\n"
     "  2025-08-26T15:54:52.211210Z  WARN goose::providers::utils: Provider request failed with status: 404 Not Found. "
     "Payload: Some(Object {\"object\": String(\"error\"), \"message\": String(\"The model `gpt-4o-mini` does not exist.\"), "
     "\"type\": String(\"NotFoundError\"), \"param\": Null, \"code\": Number(404)}). Returning error: "
     "RequestFailed(\"Request failed with status: 404 Not Found\")\n"
     "    at crates/goose/src/providers/utils.rs:114\n"
     "\n"
     "  2025-08-26T15:54:52.211299Z ERROR goose::session::storage: Failed to generate session description: Request "
     "failed: Re",
     "vllm_check_failed", {"requested_model": "gpt-4o-mini"}, "served_model_name_mismatch",
     "Goose (CLI, OpenAI provider pointed at a local OpenAI-compatible server that serves 'GPT-OSS-120B-GPU') generates "
     "the session description with its default 'gpt-4o-mini'; the server serves no model by that name and answers 404 "
     "'The model `gpt-4o-mini` does not exist.' (vLLM's NotFoundError body). The chosen model name and the side "
     "request's model name differ; not a GPU or memory problem.",
     "no fix stored in the reachable text (closed). From the message: give Goose's side / fast model the served name, "
     "or serve an alias with --served-model-name GPT-OSS-120B-GPU gpt-4o-mini",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ_ALL,
     note="Excerpt: the issue title, the steps and the log as stored, cut by the chunk in the last ERROR line "
          "('Request failed: Re'). The engine is not named; the 404 body (object/message/type NotFoundError/param/code) "
          "is vLLM's shape and wording. Judgement call 4.")

# ---------------------------------------- ZeroTermux #172: its AI agent -> local vLLM Qwen, System message must be at the beginning
case("zerotermux-172-ai-agent-local-vllm-qwen-system-message-must-be-at-the-beginning-400",
     "https://github.com/hanxinhao000/ZeroTermux/issues/172",
     "使用智能体时遇到错误，system 消息必须在最前面\n"
     "\n"
     "使用本地的vllm部署Qwen模型时，填入API地址为：`http://192.168.1.107:8080/v1/chat/completions`，使用AI智能体时报错：\n"
     "```\n"
     "HTTP 400: {\"error\":{\"message\":\"System message must be at the beginning.\",\"type\":\"BadRequestError\","
     "\"param\":null,\"code\":400}}\n"
     "```\n"
     "说明系统提示词注入的位置不对，希望能及时修正",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "ZeroTermux's AI agent sends the conversation to a local vLLM serving a Qwen model with the system prompt placed "
     "after other messages (or more than one system message); the Qwen chat template vLLM applies raises 'System "
     "message must be at the beginning.', answered as 400. A client message order the model's template refuses; not a "
     "GPU, memory or launch-resource problem.",
     "no answer stored (open). From the message and the reporter's reading: the client should send one system message "
     "first (merge its injected prompts), or launch vLLM with a --chat-template that accepts later system messages",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ_ALL,
     note="Excerpt: the whole issue as stored (Chinese: '使用智能体时遇到错误，system 消息必须在最前面' = error when "
          "using the agent, the system message must come first; '使用本地的vllm部署Qwen模型时，填入API地址为 ... "
          "使用AI智能体时报错' = with a Qwen model deployed on local vLLM and this API address, the AI agent errors; "
          "'说明系统提示词注入的位置不对，希望能及时修正' = so the system prompt is injected in the wrong place, please "
          "fix). Judgement call 5.")

# ---------------------------------------- OpenWiki #63: OpenWiki (deepagentsjs) -> self-hosted vLLM, NotImplementedError: Unknown part type: file
case("openwiki-63-deepagents-openai-provider-self-hosted-vllm-unknown-part-type-file",
     "https://github.com/langchain-ai/openwiki/issues/63",
     "NotImplementedError: Unknown part type: file with vLLM backend\n"
     "\n"
     "When using OpenWiki with a self-hosted vLLM endpoint (openai provider + custom OPENAI_BASE_URL), the vLLM server "
     "fails with:\n"
     "NotImplementedError: Unknown part type: file\n"
     "\n"
     "OpenWiki appears to send chat message content with type: \"file\", which vLLM does not support.",
     "vllm_check_failed", {}, "request_option_unsupported",
     "OpenWiki (a codebase-documentation agent built on deepagentsjs) attached files to chat messages as OpenAI 'file' "
     "content parts; vLLM's chat-completions parser implements no 'file' part and raised 'Unknown part type: file' "
     "(later releases answer 400 'Unsupported chat content part type'). The client's request used a content type the "
     "server does not implement; not a launch, GPU or memory problem.",
     "confirmed in the thread: OpenWiki v0.0.3 (colifran, 2026-07-08: fixed upstream in deepagentsjs PR #656, which "
     "stops sending 'file' parts); the reporter (2026-07-17) and a second user (2026-07-20) confirm it works",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ_ALL,
     note="Excerpt: the issue title and description as stored; the comments with the fix are left out. Judgement "
          "call 6 on the label.")

# ---------------------------------------- LobsterAI #105: LobsterAI local model -> max_completion_tokens 32000 too large, context 40960, input 19011
case("lobsterai-105-local-model-max-completion-tokens-32000-too-large-context-40960-input-19011",
     "https://github.com/netease-youdao/LobsterAI/issues/105",
     "设置本地模型提示'max_completion_tokens' is too large: 32000\n"
     "\n"
     "设置为本地模型llm模式，提示'max_completion_tokens' is too large: 32000\n"
     "API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"'max_tokens' or "
     "'max_completion_tokens' is too large: 32000. This model's maximum context length is 40960 tokens and your request "
     "has 19011 input tokens (32000 > 40960 - 19011). None\"}}",
     "vllm_check_failed", {"max_model_len": 40960, "prompt_len": 19011, "output_tokens": 32000},
     "prompt_exceeds_max_model_len",
     "LobsterAI (an agent app whose 'API Error: 400 {\"type\":\"error\"...}' wrapper is Claude-Code style) pointed at a "
     "local model server with a 40960-token window (Qwen3's native length) asks for max_tokens 32000; with its 19011-"
     "token prompt the request needs 51011 tokens, so the server refuses it. The client's default output budget plus "
     "the prompt exceed the launch's max model length; not a GPU or memory problem.",
     "no answer stored (open). From the message: have the client send max_tokens <= 40960 - prompt (about 21000 here), "
     "or serve the model with a longer --max-model-len (YaRN rope scaling for Qwen3) so prompt + 32000 fits",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_REQ + [{"flag": "--max-model-len", "at_most": 40960}],
     note="Excerpt: the whole issue as stored (Chinese: '设置本地模型提示' = setting a local model shows; '设置为本地模型"
          "llm模式' = set to local-model LLM mode). The engine is not named; the wording with the trailing ' None' is "
          "vLLM's 0.10.1-0.17 message, as round 614 read claude-code-best #272. Judgement call 1.")

if __name__ == "__main__":
    BATCH.write()
