"""Round-699 blind batch: PERSONAL AI ASSISTANTS, AI SEARCH and DESKTOP APPS pointed at vLLM, from their OWN trackers
(Khoj, Open Interpreter, Perplexica, Morphic, SurfSense, Jan, Msty, Chatbox, Cherry Studio, NextChat /
ChatGPT-Next-Web, big-AGI, Leon, Onyx / Danswer, Quivr, PrivateGPT, h2oGPT, GPT Researcher, STORM, deep-research
clones, Open Deep Research), 2024-2026: vLLM's error as the app shows it; collected by helper wild699 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round699-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (plus, where said, a linked fix PR or a twin thread of the same tracker). Excerpts are the text as the search
tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / find_repos / fetch). Every
source was checked against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists
before it was written, and claimed in CLAIMS.txt. 3 cases:
- CherryHQ/cherry-studio #3689: Cherry Studio 1.1.8's MCP tools sent as function calls to a local DeepSeek-R1 on vLLM
  started without the tool flags: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser'.
- CherryHQ/cherry-studio #4282: Cherry Studio 1.1.17's MCP tools to Qwen2.5-72B-Instruct on vLLM (tool flags set):
  pydantic 'extra_forbidden' on ('body', 'tools', N, 'name') -- the app's extra top-level 'name' key in each tool.
- chatboxai/chatbox #1352: Chatbox 1.3.8 (1.3.6 worked) sends the system message's content as a list of parts to
  casperhansen/llama-3-70b-instruct-awq on vLLM: 'string_type' / 'literal_error' on ('body', 'messages', 0, ...).

How mined the slice is: thin rather than mined. The search corpus returns the slice's own trackers only when the query
names the app AND the message; for most of the named apps (Khoj, Morphic, SurfSense, Jan, Msty, big-AGI, Leon, Quivr,
PrivateGPT, GPT Researcher, STORM, Open Deep Research) no thread with vLLM's own error text came back at all; the
generic queries are swamped by vllm-project/vllm, LangChain, FastGPT, OpenManus and other already-mined trackers.
Cherry Studio is the one slice tracker that is well stored (many vLLM + MCP threads, mostly in Chinese); most of its
vLLM threads are screenshots or DeepSeek-API (not vLLM) context-length messages.

Sources given up (for the lead, not cases):
- Already used / skip-listed: CherryHQ/cherry-studio #12583 (DeepSeek API, used), #3866, #7698, #9214; janhq/server
  #262; stanford-oval/storm #248; h2oai/h2ogpt #1013, #1186; NextChat #765; mike-nott/mcp-assist #21 / #31 (claimed
  round686).
- Not vLLM's message (the app's or another server's): ItzCrazyKns/Vane (Perplexica) #836 ('TypeError: Cannot read
  properties of undefined (reading 'message')' from LangChain, no vLLM text, open, no cause); openinterpreter #1406
  (litellm's 'LLM Provider NOT provided'); CherryHQ/cherry-studio #7319, #12699, #15272 (DeepSeek's own API context
  messages, not vLLM); zylon-ai/private-gpt #1039, #1044 (llama.cpp); The-Vibe-Company/quivr #1119 (TGI's 'inputs
  tokens + max_new_tokens' check).
- Screenshot-only / no error text: ChatGPTNextWeb/NextChat #6501 (400 from a local LLM, image only); chatboxai/chatbox
  #1496 (vLLM with --api-key, errors as images, answer is 'check ip/port'); onyx-dot-app/onyx #14170 (feature: vLLM does
  not expose context length), #9758 (tool calls not executed, no error); onyx PR #1229 ('Fix LLM max tokens', no text);
  MindWorkAI/AI-Studio PR #524 (a desktop app sending max_tokens=-1 to vLLM; the PR describes it but pastes no error).
- No fix / usage only: ItzCrazyKns/Vane #621 (how-to), CherryHQ/cherry-studio #4303 (QwQ-32B on vLLM 0.8.2, tools
  flags set, tool calls intermittently not made; the request JSON is used as the twin evidence for #4282).

Judgement calls for the lead:
1. Only cherry-studio-3689 is a failure 'caused by how vLLM was launched' in the brief's sense (a server started without
   --enable-auto-tool-choice / --tool-call-parser). cherry-studio-4282 and chatbox-1352 are client-vs-release request
   refusals (pydantic's extra_forbidden / string_type / literal_error on the request body), which README labels
   dependency_version_mismatch; they are in the slice's trackers but off the brief's 'how vLLM was launched'. Drop them
   if only launch-caused failures are wanted.
2. cherry-studio-3689: the reporter quotes vLLM's message without its leading '"auto"' ('tool choice requires
   --enable-auto-tool-choice and --tool-call-parser to be set'), in Chinese quotes. The thread is a discussion; the cause
   is the reporter's own observation (the error only when vLLM is started without the tool flags) and the maintainer's
   answer (Cline does MCP through the system prompt, Cherry through function calling); the app-side fix is Cherry
   Studio's merged PR #4476 ('feat(mcp): support MCP by prompt', 2025-04-07, shipped in 1.2.2 per cherry-studio #4704).
   The tool parser for 'a locally deployed DeepSeek-R1' is not named in the thread (R1 distills of Qwen / Llama, or the
   full R1); the fix names the flags only.
3. cherry-studio-4282: NO answer in the stored thread (closed, labels bug / MCP). The cause is read from the message
   (extra input 'name' inside each tools[N]) and from the twin cherry-studio #4303, whose request JSON from the same
   Cherry Studio 1.1.17 shows each tool sent as {"type": "function", "name": ..., "function": {...}}. That #4303's vLLM
   0.8.2 did not refuse the same body suggests the #4282 server ran an older vLLM whose request models forbade extra
   fields (the round-622 fixture vllm-10015 cites vLLM PR #10463 for the change to accepting them): a release
   mismatch between the app and the server, hence dependency_version_mismatch. numbers left {} (README's
   numbers.request_field would be 'name' inside tools[N], not a top-level body field; unsure which the lead wants).
   The stored log is cut after the fifth entry.
4. chatbox-1352: NO maintainer answer stored (closed). The cause is the reporter's own: Chatbox 1.3.6 worked, 1.3.8
   broke against the same vLLM server; the body shows 1.3.8 sending the system message's content as a list of
   {'type': 'text'} parts, which the vLLM release of May 2024 refused (string_type on messages[0].content,
   literal_error on messages[0].role for the user / assistant variants). Fix: staying on / returning to Chatbox 1.3.6
   (the reporter's), or a vLLM release whose system message accepts content parts (collector's reading). numbers {}
   (README's numbers.request_value is for a refused value; here the refused thing is the content's type).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round699-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
               {"flag": "--enforce-eager"}, {"flag": "--quantization"}, {"flag": "--dtype"}]

# ---------------------------------------- cherry-studio #3689: Cherry Studio 1.1.8 MCP via function calling -> local DeepSeek-R1 on vLLM without tool flags
case("cherry-studio-3689-mcp-function-call-local-deepseek-r1-vllm-auto-tool-choice-not-enabled",
     "https://github.com/CherryHQ/cherry-studio/issues/3689",
     "[讨论]: MCP功能理论上是不需要模型具有function call的能力的，为什么Cherry Studio里需要对模型有这个配置需求\n"
     "\n"
     "### 平台\n"
     "\n"
     "macOS\n"
     "\n"
     "### 版本\n"
     "\n"
     "1.1.8\n"
     "\n"
     "### 您的问题\n"
     "\n"
     "我接入了一个本地化部署的DeepSeek-R1,  模型需要勾选function call才能使用mcp功能，同时如果vllm不加tool相关的启动参数的话，  "
     "在cherry studio还会报错：“tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set”。  "
     "但同样的模型，vllm未加相关参数，在Cline里就能正常成功调用mcp服务。\n"
     "\n"
     "### 补充信息\n"
     "\n"
     "```shell\n"
     "\n"
     "```\n"
     "\n"
     "### 优先级\n"
     "\n"
     "低 (有空再看)",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "Cherry Studio 1.1.8 hands MCP tools to the model through the OpenAI function-calling API (tools with tool_choice "
     "'auto'); the user's vLLM server for a locally deployed DeepSeek-R1 was started without --enable-auto-tool-choice "
     "and --tool-call-parser, so every chat with MCP enabled was refused by vLLM's front-end. The same server worked "
     "with Cline because Cline describes MCP tools in the system prompt instead of sending tools. A launch-flag "
     "refusal, not memory, length or GPUs.",
     "From the thread: the reporter's own observation (the error appears only when vLLM is started without the tool "
     "launch flags) and the maintainer's answer ('clinet是通过system prompt实现的': Cline uses the system prompt). Fixes: "
     "start vLLM with --enable-auto-tool-choice and a --tool-call-parser for the model, as vLLM's message says; or, "
     "app-side, Cherry Studio's merged PR #4476 ('feat(mcp): support MCP by prompt', 2025-04-07, in 1.2.2 per "
     "cherry-studio #4704), which sends MCP tools through the system prompt so a server without tool flags works.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them, the checklist lines dropped; the "
          "answer (DeJeune: Cline uses the system prompt; purefkh: '#3404') left out. The reporter quotes vLLM's "
          "message without its leading '\"auto\"'. No vLLM version, launch command or parser named; the model is "
          "'a locally deployed DeepSeek-R1'.")

# ---------------------------------------- cherry-studio #4282: Cherry Studio 1.1.17 MCP tools -> Qwen2.5-72B-Instruct on vLLM: extra_forbidden on tools[N].name
case("cherry-studio-4282-mcp-tools-qwen25-72b-vllm-tools-name-extra-forbidden",
     "https://github.com/CherryHQ/cherry-studio/issues/4282",
     "[错误]: 启动mcp 调用vllm部署的qwen2.5报错\n"
     "\n"
     "### 平台\n"
     "\n"
     "Windows\n"
     "\n"
     "### 版本\n"
     "\n"
     "v1.1.17\n"
     "\n"
     "### 错误描述\n"
     "\n"
     "vllm 启动参数：\n"
     "--served-model-name Qwen2.5-72B-Instruct --enable-auto-tool-choice --tool-call-parser hermes\n"
     "\n"
     "好像是vllm不支持tools，只支持function call\n"
     "\n"
     "### 重现步骤\n"
     "\n"
     "vllm serve Qwen2.5-72B-Instruct --served-model-name Qwen2.5-72B-Instruct --enable-auto-tool-choice "
     "--tool-call-parser hermes\n"
     "\n"
     "配置filesystem mcp\n"
     "启动filesystem mcp\n"
     "调用filesystem mcp\n"
     "\n"
     "### 预期行为\n"
     "\n"
     "工具调用正常返回\n"
     "\n"
     "### 相关日志输出\n"
     "\n"
     "```shell\n"
     "{\n"
     "  \"message\": \"400 [{'type': 'extra_forbidden', 'loc': ('body', 'tools', 0, 'name'), 'msg': 'Extra inputs are "
     "not permitted', 'input': 'read_file'}, {'type': 'extra_forbidden', 'loc': ('body', 'tools', 1, 'name'), 'msg': "
     "'Extra inputs are not permitted', 'input': 'read_multiple_files'}, {'type': 'extra_forbidden', 'loc': ('body', "
     "'tools', 2, 'name'), 'msg': 'Extra inputs are not permitted', 'input': 'write_file'}, {'type': "
     "'extra_forbidden', 'loc': ('body', 'tools', 3, 'name'), 'msg': 'Extra inputs are not permitted', 'input': "
     "'edit_file'}, {'type': 'extra_forbidden', 'loc': ('body', 'tools', 4, 'name'),",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Cherry Studio 1.1.17 sends each MCP tool with an extra top-level 'name' key beside 'type' and 'function' (the "
     "twin cherry-studio #4303 shows the same version's request: {\"type\": \"function\", \"name\": \"fetch\", "
     "\"function\": {...}}); the vLLM release behind this server validated the request body with extra fields "
     "forbidden, so every request carrying the MCP tools was refused with 400 (pydantic extra_forbidden on ('body', "
     "'tools', N, 'name')). The tool-call launch flags were already set (hermes, right for Qwen2.5); not memory, "
     "length or GPUs -- a mismatch between the app's request and the server release's request models.",
     "not in the stored thread (closed, labels bug / MCP; no answer stored). Collector's reading (judgement call 3): a "
     "vLLM release whose OpenAI request models accept extra fields (the same Cherry Studio 1.1.17 body was not refused "
     "by vLLM 0.8.2 in cherry-studio #4303; vLLM PR #10463 made the server accept extra fields), or a Cherry Studio "
     "release that sends tools without the top-level 'name'.",
     release=None, gpu=None, gpus=None,
     command="vllm serve Qwen2.5-72B-Instruct --served-model-name Qwen2.5-72B-Instruct --enable-auto-tool-choice "
             "--tool-call-parser hermes",
     forbidden=_NOT_MEMORY + [{"flag": "--enable-auto-tool-choice"}, {"flag": "--tool-call-parser"}],
     note="Excerpt: the issue title and description as the stored text shows them, the checklist lines dropped; the "
          "stored chunk stops inside the log after the fifth extra_forbidden entry. The vLLM version is not stated. "
          "Adding the tool-call flags is forbidden: the launch already has them.")

# ---------------------------------------- chatbox #1352: Chatbox 1.3.8 (1.3.6 worked) -> llama-3-70b-instruct-awq on vLLM: system content as parts refused
case("chatbox-1352-v138-custom-openai-vllm-llama3-70b-awq-system-content-parts-string-type",
     "https://github.com/chatboxai/chatbox/issues/1352",
     r"""[BUG] v1.3.8 - custom model (open ai compatible server) returning 400

**Bug Description**
v1.3.8 update doesn't work for using it with vLLM openai compatible server (custom model llama3).
v1.3.6 was working good.

**Actual Results**
`
API Error: Status Code 400, {"object":"error","message":"[{'type': 'string_type', 'loc': ('body', 'messages', 0, 'typed-dict', 'content'), 'msg': 'Input should be a valid string', 'input': [{'type': 'text', 'text': 'Current model: casperhansen/llama-3-70b-instruct-awq\\n\\nYou are a helpful assistant. You can help me by answering my questions. You can also ask me questions.'}]}, {'type': 'literal_error', 'loc': ('body', 'messages', 0, 'typed-dict', 'role'), 'msg': \"Input should be 'user'\", 'input': 'system', 'ctx': {'expected': \"'user'\"}}, {'type': 'literal_error', 'loc': ('body', 'messages', 0, 'typed-dict', 'role'), 'msg': \"Input should be 'assistant'\", 'input': 'system', 'ctx': {'expected': \"'assistant'\"}}, {'type': 'string_type', 'loc': ('body', 'messages', 0, 'typed-dict', 'content'), 'msg': 'Input should be a valid string', 'input': [{'type': 'text', 'text': 'Current model: casperhansen/llama-3-70b-instruct-awq\\n\\nYou are a helpful assistant. You can help me by answering my questions. You can also ask me questions.'}]}, {'type': 'string_type', 'loc': ('body', 'messages', 0, 'typed-dict', 'content'), 'msg': 'Input should be a valid""",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Chatbox 1.3.8 began sending the system message's content as a list of content parts ([{'type': 'text', "
     "'text': ...}]) instead of a string; the vLLM release behind the user's OpenAI-compatible server (May 2024) "
     "accepted only a string as a system message's content, so every chat was refused with 400 (pydantic string_type "
     "on messages[0].content; the literal_error entries are the user / assistant variants the 'system' role does not "
     "match). Chatbox 1.3.6 against the same server worked. A client / server-release request mismatch, not memory, "
     "length or launch flags.",
     "not in the stored thread (closed; no answer stored). From the report: Chatbox 1.3.6 worked with the same server "
     "(staying on / returning to 1.3.6). Collector's reading: a Chatbox release that sends the system content as a "
     "string, or a vLLM release whose system message accepts content-part lists.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--chat-template"}],
     note="Excerpt: the issue title and description as the stored text shows them; the stored chunk stops inside the "
          "fifth validation entry ('Input should be a valid'). Backslashes and escaped quotes kept as stored. The vLLM "
          "version and launch command are not shown; the model is casperhansen/llama-3-70b-instruct-awq. "
          "--chat-template forbidden: the request is refused by the request model before any template is applied.")

BATCH.write()
