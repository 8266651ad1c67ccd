"""Round-689 blind batch: EDITOR / IDE PLUG-INS and CODE-COMPLETION servers pointed at vLLM, from their OWN trackers
(Continue, TabbyML, twinny, llm-vscode / llm-ls, gptel, avante.nvim, codecompanion.nvim, Zed, Void, Kilo Code, Roo Code,
Cline, Aider, OpenHands, Tabnine-like self-hosted completion, Refact), 2024-2026: vLLM's refusal (400 / 500 body, or a
start-up failure) caused by how vLLM was launched (tool-call flags, max model len, FIM / completion endpoints, chat
template); collected by helper wild689 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round689-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed: 30 ``search`` (29 corpus=issues, 1 corpus=pages), 1 ``find_string`` (to confirm
"suffix is not currently supported" is one of vLLM's own raise texts: serving_completion.py / the 0.2x renderer) and
nothing else (no read_file / fetch). 2 cases:
- arbs-io/github-copilot-llm-gateway #51: the VS Code Copilot-to-local-server gateway's inline completions (FIM with a
  `suffix`) against vLLM serving Qwen 3.6 27B -> 400 "suffix is not currently supported" on every keystroke; fixed by
  the extension's merged PR #53 (retry without suffix, prefix-only completions).
- claude-code-best/claude-code #340: a Claude Code fork (terminal coding agent) on its OpenAI-compatible path asks for
  max_tokens 64000 by default against a local server launched with a 20000-token window -> vLLM's "'max_tokens' or
  'max_completion_tokens' is too large: 64000 ... (64000 > 20000 - 16614). None"; the maintainer's fix is the agent's
  CLAUDE_CODE_MAX_OUTPUT_TOKENS / OPENAI_MAX_TOKENS.
Every source was checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds'
skip lists (tools/wild_cases_round*.py) before it was taken, and claimed in CLAIMS.txt at once.

The slice is MINED OUT for vLLM text in the named trackers. Rounds 325, 435, 480, 668 and 674 cut neighbouring slices
(agents / coding agents / chat front-ends on vLLM) and the common request-time messages ('"auto" tool choice requires
...', context length, 'Conversation roles must alternate', extra_forbidden) are used. In the editor trackers themselves
(Continue, Tabby, twinny, Void, Zed, avante.nvim, codecompanion.nvim, Cline, Roo Code, Aider, OpenHands, Refact) the
stored threads about vLLM almost always carry a screenshot, "400 status code (no body)", or an answer from another
server (Ollama, LM Studio, llama.cpp, OpenRouter, DeepSeek's API, Copilot); none of the 29 issue searches reached a
start-up failure of vLLM in an editor tracker.

Sources given up (for the lead, not cases):
- Screenshot only / no vLLM text: voideditor/void #544 (autocomplete against vLLM; the maintainer says 'vLLM does not
  support suffix completion yet' -- the same refusal as the #51 case, but the error is two images); cline/cline #396
  ('400 status code (no body)'); RooCodeInc/Roo-Code #9662 ('400 "bad request"', the server not named);
  twinnydotdev/twinny #40 (vLLM via the LM Studio option works, no error); stacklok/codegate #224 ('FIM doesn't work
  with VLLM provider', no body stored; PR #132 is its fix).
- No vLLM error line in the stored chunk: continuedev/continue #2388 (Qwen2.5-Coder-7B autocomplete on vLLM; only the
  later comments are stored, no error text), #2616, #2907, #3372 (garbage / non-code completions, no refusal), #12199
  (chunk stops in the description); hjoong-tangunsoft/RAG_maker #27 (Continue.dev agent mode against vLLM
  --max-model-len 8192; the user's own diagnosis table says 'vLLM 400' but the message is not quoted; a project
  tracker, not Continue's).
- Not vLLM's answer: zed-industries/zed #32758 (Ollama), #33248 / #33250 / #41697 / #52668 (Copilot), #64386
  (DeepSeek); Aider-AI/aider #2700 (DeepSeek API), #3697 / #3721 (OpenRouter); cline #3120 (xAI), #5140 (Cerebras),
  #3664 (LM Studio), #13194 (OpenRouter); Roo-Code #322 (DeepSeek v3 API); TabbyML/tabby #3696, #4340 (OpenAI / a
  Claude proxy), #2616 (Ollama); avante.nvim #1426, #2087 (Ollama); codecompanion.nvim #1785, #1596 (Ollama);
  arbs-io/github-copilot-llm-gateway #68 ('suffix: Extra inputs are not permitted' through a LiteLLM proxy, LiteLLM's
  pass-through, fixed by the gateway's PR #69 -- the server behind LiteLLM is not named); ggml-org/llama.vscode #217,
  #42 (llama.cpp); docker/model-runner #403 (llama.cpp engine).
- Already used / skip-listed: syv-ai/qwen38-27b-rtx3090 #19 (OpenCode -> vLLM without --enable-auto-tool-choice; USED);
  mistralai/mistral-vibe #70 (round 622: answer not stored), #454, #82 (round 680 / 621); OpenHands #7840, #5732
  (rounds 325 / 480); QwenLM/qwen-code #36 (round 668); claude-code-best #272 (round 614, the twin of the #340 case).
- No cause / fix in the thread: morphllm/opencode-morph-plugin #23 (an OpenCode plug-in; Morph's HOSTED API answers
  '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', so the backend is a vLLM
  launched without the tool flags; the reporter cannot change that launch and nobody answered) -- a clean message for a
  later round if an answer appears.
- Off-slice, kept for other slices: vllm-project/vllm PR #10463 (quotes codecompanion.nvim's refusal, extra_forbidden on
  messages[0].id / .opts, fixed by that PR in 0.6.5 -- a fix PR on vLLM's tracker, same class and fix as round 622's
  vllm-10015); odysseus-dev/odysseus #103 (an AI app's 'metadata' field refused with extra_forbidden by vLLM's
  UserMessage, PR #101 fixes the client); dnakov/anon-kode #60 (Gemma 3 roles, but on TGI).

Judgement calls for the lead:
1. github-copilot-llm-gateway-51: the refusal is not caused by a launch flag -- no vLLM launch accepts `suffix` on
   /v1/completions -- but by the plug-in's FIM request shape against vLLM's completions endpoint, which the slice names
   ('FIM / completion endpoints'). Kind vllm_check_failed (one of vLLM's own create_error_response texts) and cause
   request_option_unsupported, as README names that cause for an option the release's server does not implement
   (vllm-15465 'dimensions is currently not supported' is the nearest earlier fixture). The excerpt keeps the
   reporter's FastFlowLM paragraph (another server, a 500 'Network error: CURL error'), as stored: the vLLM message is
   the one to read. No vLLM release or GPU is stated.
2. claude-code-best-340: the tool is a terminal coding agent (a Claude Code fork), at the edge of the slice as Aider /
   OpenHands are. The thread never names vLLM; the message with the trailing ' None' is vLLM's 0.10.1-0.17 wording
   (round 614 read claude-code-best #272, and round 668 cc-switch #1022 / LobsterAI #105, the same way). The fix in
   the thread is client-side (the maintainer's env variables; the reporter's confirmation is not stored). Numbers use
   the keys of cc-switch-1022 / lobsterai-105 (max_model_len, prompt_len, output_tokens). --max-model-len at or below
   the launch's 20000 is forbidden; a larger one is not (the model is not named, so whether 80614+ tokens is possible
   is unknown), but it is not the thread's fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round689-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--enforce-eager"}, {"flag": "--quantization"}, {"flag": "--swap-space"}]

# ---------------------------------------- arbs-io/github-copilot-llm-gateway #51: VS Code inline completions (FIM suffix) -> vLLM 400 'suffix is not currently supported'
case("github-copilot-llm-gateway-51-vscode-inline-fim-qwen36-27b-suffix-is-not-currently-supported",
     "https://github.com/arbs-io/github-copilot-llm-gateway/issues/51",
     "Code Completions test for #318545\n"
     "\n"
     "Thank you for trying to build an workaround for this issue 🙏👍.\n"
     "https://github.com/microsoft/vscode/issues/318545\n"
     "\n"
     "I tried to use it with different Inference servers and models (vllm, fastflowlm).\n"
     "\n"
     "With vLLM I get this (qwen 3.6-27B) I get this error message:\n"
     "```bash\n"
     "# VS  Code Console\n"
     "Inline completion failed: Completion failed: 400 Bad Request — {\"error\":{\"message\":\"suffix is not currently "
     "supported\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "\n"
     "# Server:\n"
     "INFO:     100.82.14.98:41088 - \"POST /v1/completions HTTP/1.1\" 400 Bad Request\n"
     "```\n"
     "\n"
     "With FastFlowLM (qwen3.5-9b-FLM) I get this messages:\n"
     "\n"
     "```bash\n"
     "# VS  Code Console\n"
     "Inline completion failed: Completion failed: 500 Internal Server Error — {\"error\":{\"message\":\"Network error: "
     "CURL error: Server returned nothing (no headers, no data)\",\"type\":\"network_error\"}}\n"
     "\n"
     "# Server:\n"
     "Jul 01 08:48:53 gipDLVmAIServ lemond[347]: 2026-07-01 08:48:53.836 [Error] (Server) Error 500: POST "
     "/api/v1/completions\n"
     "Jul 01 08:48:56 gipDLVmAIServ lemond[347]: 2026-07-01 08:48:56.279 [Info] (Server) Model already loaded: "
     "qwen3.5-9b-FLM\n"
     "Jul 01 08:48:56 gipDLVmAIServ lemond[347]: 2026-07-01 08:48:56.280 [Error] (Server) Backend returned error "
     "response: {\"message\":\"Network error: CURL error: Couldn't connect to server\",\"type\":\"network_error\"}\n"
     "```\n"
     "\n"
     "When I use your provider with copilot chat then I get this message",
     "vllm_check_failed", {}, "request_option_unsupported",
     "The VS Code extension (a gateway that lets Copilot's inline completions use a self-hosted OpenAI-compatible "
     "server) sends fill-in-the-middle requests to POST /v1/completions with the code after the cursor in `suffix`. "
     "vLLM's OpenAI-compatible completions endpoint refuses any request whose `suffix` is set ('suffix is not "
     "currently supported', a create_error_response in serving_completion / the renderer, in every release), so every "
     "keystroke's completion failed with 400 against vLLM serving Qwen 3.6 27B. No launch flag enables it; not memory, "
     "length, parallelism or the chat template.",
     "the extension's merged PR #53 (arbs-io, 2026-07-01, 'Fix/issue 51 vllm suffix fallback', v1.3.0): 'vLLM's "
     "OpenAI-compatible /v1/completions endpoint rejects the suffix parameter unconditionally (400 \"suffix is not "
     "currently supported\")' -- the client now detects that 400, retries once without `suffix` and stays prefix-only "
     "for the session (plain continuation of the code before the cursor); the README was corrected to say vLLM does "
     "not support `suffix`. (The alternative in other clients, e.g. a self-built FIM prompt with the model's "
     "<|fim_prefix|>/<|fim_suffix|>/<|fim_middle|> tokens sent as `prompt`, is not from this thread.)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                              {"flag": "--chat-template"}, {"flag": "--enable-auto-tool-choice"}],
     note="Excerpt: the issue title and description as the stored text shows them, including the reporter's FastFlowLM "
          "paragraph (another server's 500) and the last, cut sentence; nothing left out but the fix (the answer is "
          "the merged PR #53, not a comment). The vLLM release and launch command are not in the thread. "
          "Judgement call 1.")

# ---------------------------------------- claude-code-best #340: coding agent's default max_tokens 64000 vs a 20000-token window, 16614 input tokens
case("claude-code-best-340-coding-agent-max-tokens-64000-too-large-context-20000-input-16614",
     "https://github.com/claude-code-best/claude-code/issues/340",
     "咨询上下文\n"
     "\n"
     "您好，我目前正在使用最新版本，并且已配置好自定义模型，现在遇到了一个问题，具体报错信息如下：API Error: 400 'max_tokens' "
     "or 'max_completion_tokens' is too large: 64000. This model's maximum context length is 20000 tokens and your "
     "request has 16614 input tokens (64000 > 20000 - 16614). None，想向您咨询一下，初始阶段为何会默认注入 64000 的上下文长度呢？",
     "vllm_check_failed", {"max_model_len": 20000, "prompt_len": 16614, "output_tokens": 64000},
     "prompt_exceeds_max_model_len",
     "A custom (self-hosted, OpenAI-compatible) model behind the Claude Code fork: the server was launched with a "
     "20000-token max model length, and the agent sends max_tokens 64000 by default on every request (the fork locks "
     "Claude Code's output budget at 64000). With a 16614-token prompt the "
     "server refuses: 64000 > 20000 - 16614. The message with the trailing ' None' is vLLM's 0.10.1-0.17 wording. "
     "Not memory; the request's output budget over the launched window.",
     "the maintainer (2026-04-24): the fork's default output budget is 64000; set CLAUDE_CODE_MAX_OUTPUT_TOKENS "
     "(both the Anthropic and OpenAI paths) or OPENAI_MAX_TOKENS (OpenAI-compatible path only) -- for this 20000-token "
     "model with 16614 tokens used, below 3386, e.g. CLAUDE_CODE_MAX_OUTPUT_TOKENS=3000. (The reporter's confirmation "
     "is not in the stored thread; the twin report #272 confirmed the same variables.)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "at_most": 20000}],
     note="Excerpt: the issue title and description as stored (one paragraph); the maintainer's answer is left out. The "
          "server is not named in the thread and no launch is shown; read as vLLM from the message's wording "
          "(judgement call 2). Twin of round 614's claude-code-best-272 (same agent default, another window).")

BATCH.write()
