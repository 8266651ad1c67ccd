"""Round-614 blind batch: CONTEXT-LENGTH AND TOKEN-LIMIT ERRORS FROM vLLM SERVERS REPORTED ON CLIENT APPLICATIONS'
TRACKERS (the app sends more than the server's --max-model-len allows: 'This model's maximum context length is N
tokens', ''max_tokens' or 'max_completion_tokens' is too large'); collected by helper wild614 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round614-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 25 of the 40 allowed, 24 ``search`` corpus=issues and 1 ``search`` corpus=docs; no read_file / fetch.
5 cases, all FIRST-REQUEST failures of a server that started (400 at request time) whose cause is the context window
the vLLM server was launched with against the completion budget / history the client sends:
gpustack #929 (playground sends max_tokens 8192 = Falcon3's 8192 context), infiniflow/ragflow #5646 (deepseek-r1 70B
on vLLM with --max-model-len 8192, assistant max tokens 5120, multi-turn), FoundationAgents/OpenManus #840 (QwQ-32B on
vLLM with a 10000-token context, OpenManus max_tokens 8192), NousResearch/hermes-agent #105090 (private vLLM Qwen3
deployment at max-model-len 65536, the agent asks for 65536 output tokens), claude-code-best/claude-code #272 (a local
server at 64001 tokens, the client asks for 64000 output tokens over a 24235-token prompt). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is thin: the search keeps returning the same dozen threads (vllm #20409, #19464, ogx #4534, langchain
#24058, kotaemon #395, Alpha-SQL #5, ...), most of them used or skip-listed, and most client-tracker threads quoting
'This model's maximum context length is' are about HOSTED APIs (OpenAI, DeepSeek, OpenRouter, SiliconFlow) whose
wording vLLM copied, not about a vLLM launch. Only threads that name vLLM (or print a wording only vLLM prints) were
taken.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): HKUDS/LightRAG #203 and OpenSPG/KAG #663 (round 435: request
  longer than the served context, 400 at request time); HKUSTDial/Alpha-SQL #5 (round 480); Guanzhou-Ke/
  Knowledge-Bridger #4 (rounds 91, 127, 302, 549).
- Server not vLLM, or not shown to be vLLM (the OpenAI wording is shared by OpenAI, DeepSeek and other hosted APIs):
  CherryHQ/cherry-studio #12583, #7319, #12699 (DeepSeek / hosted); RooCodeInc/Roo-Code #2005, #11998 and cline/cline
  #13194 (DeepSeek / OpenRouter); langgenius/dify #17778 (hosted proxy); lintsinghua/DeepAudit #211 (13500-token
  context via litellm, server never named); AIDotNet/OpenCowork #82 (vLLM 0.18+-style wording but a hosted 262144 /
  131072 endpoint, no launch); farion1231/cc-switch #2854 ('Input length (121079) exceeds model's maximum context
  length (120000)', vLLM 0.18+ wording, but the local server is never named and the gateway returns 500);
  Alishahryar1/free-claude-code #391 / #105, evalstate/fast-agent #621 (NVIDIA NIM / llama.cpp / DeepSeek);
  microsoft/autogen #981 (FastChat openai_api server); SillyTavern #3543 (TabbyAPI); continuedev/continue #1364 (gpt-4o).
- Error numbers or answer not in the stored chunk / no cause pinned: stepfun-ai/Step-Audio-R1 #3 (''max_tokens' or
  'max_completion_tokens' is too large: 32000' only in the title, the server's max length beyond the chunk);
  QwenLM/Qwen-Agent #111 ('max_tokens must be at least 1, got -2815' from vLLM 0.4, no launch and no answer stored);
  soundprediction/predicato #51 (vLLM 'maximum context length is 40960 tokens. However, your request has 91714 input
  tokens', only a commenter's guess that the embedding model was meant, no fix); Cinnamon/kotaemon #395 (local vLLM,
  error only described, screenshot); modelscope/ms-agent #497 (no code or server given).
- Not this slice (vLLM's own tracker or a vendor fork, other collectors' ground): vllm #19464, #33418, #4667, #13370,
  vllm-ascend #7535; Hugging Face model discussions TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ #17 and
  lmsys/vicuna-13b-v1.5-16k #8 (docs corpus).

Judgement calls for the lead:
1. All five are first-request failures of a server that started, taken under 'a failure at its first requests caused
   by how it was launched', with the labels earlier collectors used for the same message (vllm_check_failed /
   prompt_exceeds_max_model_len: ogx-4534, specreason-4, vllm-20409). numbers carry only max_model_len (the key the
   earlier fixtures used and the only one of the brief's keys the messages print); README's prompt_exceeds entry also
   names prompt_len / output_tokens / requested_tokens, which the messages print too (e.g. 3478 / 5120 / 8598 in
   ragflow-5646) and which the lead may want to add.
2. In every case the cause is the PAIR (server context window, client completion budget); the fixes the threads reach
   are client-side (gpustack-929: the UI now reads the max tokens from the model's metadata; claude-code-best-272:
   OPENAI_MAX_TOKENS / CLAUDE_CODE_MAX_OUTPUT_TOKENS). A larger --max-model-len is a valid fix where the model allows
   it, so only `at_most` the launch's value is forbidden, except claude-code-best-272 where the request (64000 +
   24235 = 88235) is above the model's 65536 ceiling the reporter names, so --max-model-len is forbidden outright.
3. claude-code-best-272: the thread never says vLLM. Taken because the message (''max_tokens' or
   'max_completion_tokens' is too large: 64000. This model's maximum context length is 64001 tokens and your request
   has 24235 input tokens (64000 > 64001 - 24235). None') is vLLM's serving-engine wording of 0.10.1-0.17 (README),
   trailing ' None' included; the model is a GGUF file, which vLLM can serve. Drop it if the lead wants the server named.
4. openmanus-840: the 10000-token window is not QwQ-32B's native length, so it is read as the launch's
   --max-model-len; the launch command itself is not in the stored chunks (the reporter says he added two launch
   parameters, the tool-calling ones by the thread's context). The excerpt joins two stored chunks of the same comment
   with '[...]'. No answer is stored (closed as inactive).
5. hermes-agent-105090: the stored text is a follow-up comment; its 'Verified chain' section (the reporter's
   diagnosis: a substring table injects max_tokens=65536 for any model id containing 'qwen3') is left out of the
   excerpt as the answer. The message's 'your prompt contains 121171 characters' is quoted as the thread shows it.
6. gpustack-929 and ragflow-5646: GPUStack is not on the brief's list of apps but its playground is a client of the
   vLLM server it deploys (slice edge); ragflow-5646 is open with no answer stored; its cause is read from the message
   and the reporter's own statement of --max-model-len 8192 and the assistant's max tokens 5120.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round614-blind")
case = BATCH.case

_NOT_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
            {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- gpustack #929: Falcon3 on vLLM (8192 context), playground sends max_tokens 8192
case("gpustack-929-falcon3-vllm-playground-max-tokens-8192-context-8192-requested-8204",
     "https://github.com/gpustack/gpustack/issues/929",
     "**Describe the bug**\n"
     "\n"
     "**Steps to reproduce**\n"
     "\n"
     "1.  Deploy a Falcon3 model using vLLM as backend.\n"
     "2. Go to the playground and chat.\n"
     "\n"
     "**Result**\n"
     "\n"
     "1. An error occurred: `This model's maximum context length is 8192 tokens. However, you requested 8204 tokens "
     "(12 in the messages, 8192 in the completion). Please reduce the length of the messages or completion.`\n"
     "\n"
     "```\n"
     "{\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}],\"seed\":null,\"stop\":null,\"temperature\":1,\"top_p\":1,"
     "\"max_tokens\":8192,\"model\":\"falcon3-vllm\",\"stream\":true,\"stream_options\":{\"include_usage\":true}}\n"
     "```\n"
     "\n"
     "**Environment**\n"
     "\n"
     "- GPUStack version: main e877659\n"
     "- OS: Ubuntu 22.04\n"
     "- GPU: NVIDIA 4090",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "A Falcon3 model deployed by GPUStack on vLLM with an 8192-token context window; GPUStack's playground sent "
     "max_tokens 8192 (the whole window) with a 12-token prompt, so prompt + completion = 8204 exceeds the server's "
     "max model length and vLLM's OpenAI server rejects even 'hi' with a 400. The QA comment pins it: the playground's "
     "maximum for max tokens for a vLLM-deployed model was wrong and not taken from the model's metadata.",
     "GPUStack fixed the UI (labels bug-qa, ui): the playground's max-tokens limit is now read from the deployed "
     "model's metadata; Finenyaco verified it in the next UI version (2025-01-11). Server side, a request with "
     "max_tokens at most 8192 - prompt tokens works with the same launch.",
     gpu="NVIDIA 4090",
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 8192}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue body as stored, without the two screenshot tags; the QA comments (diagnosis and "
          "verification) are left out. The vLLM version and launch command are not in the thread; 8192 is the "
          "window the error prints. Judgement calls 1, 2, 6.")

# ---------------------------------------- ragflow #5646: deepseek-r1 70B on vLLM --max-model-len 8192, assistant max tokens 5120
case("ragflow-5646-deepseek-r1-70b-vllm-max-model-len-8192-assistant-max-tokens-5120-requested-8598",
     "https://github.com/infiniflow/ragflow/issues/5646",
     "[Bug]: This model's maximum context length is 8192 tokens. However, you requested 8598 tokens (3478 in the "
     "messages, 5120 in the completion). Please reduce the length of the messages or completion\n"
     "\n"
     "### RAGFlow workspace code commit ID\n"
     "\n"
     "v0.17.0 slim\n"
     "\n"
     "### RAGFlow image version\n"
     "\n"
     "v0.17.0 slim\n"
     "\n"
     "### Other environment information\n"
     "\n"
     "```Markdown\n"
     "Hardware parameters:  two  Rtx 4090  memory 192GB\n"
     "OS： unbutu\n"
     "I deployed v0.17.0 slim via Docker.\n"
     "\n"
     "The large model is deployed using vllm as deepseek-r1:70b, with max-model-len set to 8192.\n"
     "```\n"
     "\n"
     "### Actual behavior\n"
     "\n"
     "\"This model's maximum context length is 8192 tokens. However, you requested 8598 tokens (3478 in the messages, "
     "5120 in the completion). Please reduce the length of the messages or completion.\", 'type': 'BadRequestError', "
     "'param': None, 'code': 400.\n"
     "\n"
     "### Expected behavior\n"
     "\n"
     "When creating an assistant, I set max tokens to 5120. After a multi-turn conversation, the following error "
     "occurs:",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "DeepSeek-R1 70B served by vLLM on two RTX 4090s with --max-model-len 8192; the RAGFlow assistant reserves 5120 "
     "tokens for the completion, so once the multi-turn history plus retrieved chunks reach 3478 tokens the request "
     "(8598) is over the window the server was launched with and vLLM answers 400.",
     "no fix reached in the stored thread (open). The message and the reporter's settings leave two remedies: a "
     "smaller max tokens in the assistant (at most 8192 minus the prompt) / shorter history, or a larger "
     "--max-model-len if the two 4090s have KV-cache room for it.",
     gpu="NVIDIA GeForce RTX 4090", gpus=2,
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 8192}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title and body as stored, without the screenshot link and the repeated 'Steps to "
          "reproduce' / 'Additional information' sections. vLLM version and exact launch command not stated (the "
          "reporter states max-model-len 8192). Judgement calls 1, 2, 6.")

# ---------------------------------------- OpenManus #840: QwQ-32B on vLLM with a 10000-token window, OpenManus max_tokens 8192
case("openmanus-840-qwq-32b-vllm-context-10000-completion-8192-requested-10515",
     "https://github.com/FoundationAgents/OpenManus/issues/840",
     "vllm 启动增加这两个参数以后，前面2个步骤正常了后面又报错了：\n"
     "\n"
     "```\n"
     "(open_manus) root@t9a01950cf249-r87jz:/workspace/OpenManus# python main.py \n"
     "INFO     [browser_use] BrowserUse logging setup complete with level info\n"
     "INFO     [root] Anonymized telemetry enabled. See https://docs.browser-use.com/development/telemetry for more "
     "information.\n"
     "Enter your prompt (or 'exit'/'quit' to quit): 你好\n"
     "2025-03-20 03:27:27.393 | WARNING  | __main__:main:19 - Processing your request...\n"
     "2025-03-20 03:27:27.394 | INFO     | app.agent.base:run:137 - Executing step 1/20\n"
     "[...]\n"
     "2025-03-20 03:27:34.414 | INFO     | app.agent.toolcall:think:55 - 🛠️ Manus selected 0 tools to use\n"
     "2025-03-20 03:27:34.414 | INFO     | app.agent.base:run:137 - Executing step 2/20\n"
     "[...]\n"
     "  File \"/root/miniconda3/envs/open_manus/lib/python3.12/site-packages/openai/resources/chat/completions.py\", "
     "line 1720, in create\n"
     "    return await self._post(\n"
     "           ^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/open_manus/lib/python3.12/site-packages/openai/_base_client.py\", line 1843, in "
     "post\n"
     "    return await self.request(cast_to, opts, stream=stream, stream_cls=stream_cls)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/open_manus/lib/python3.12/site-packages/openai/_base_client.py\", line 1537, in "
     "request\n"
     "    return await self._request(\n"
     "           ^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/open_manus/lib/python3.12/site-packages/openai/_base_client.py\", line 1638, in "
     "_request\n"
     "    raise self._make_status_error_from_response(err.response) from None\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length "
     "is 10000 tokens. However, you requested 10515 tokens (2323 in the messages, 8192 in the completion). Please "
     "reduce the length of the messages or completion.\", 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/workspace/OpenManus/main.py\", line 27, in <module>\n"
     "    asyncio.run(main())",
     "vllm_check_failed", {"max_model_len": 10000}, "prompt_exceeds_max_model_len",
     "A privately deployed Qwen/QwQ-32B on vLLM whose context window was set to 10000 tokens at launch (QwQ-32B's own "
     "length is far larger); OpenManus asks for max_tokens 8192 on every step, so as soon as the agent's messages "
     "pass 1808 tokens (2323 at step 2) prompt + completion exceeds the server's max model length and vLLM rejects "
     "the request with 400.",
     "no fix stored (closed as inactive). The message leaves two remedies: a smaller max_tokens in OpenManus's "
     "config.toml [llm] section (at most 10000 minus the prompt), or relaunching vLLM with a larger --max-model-len "
     "(QwQ-32B allows it, memory permitting).",
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 10000}],
     note="Excerpt: synthetai's comment (2025-03-20) as two stored chunks joined with '[...]'; the model's first-step "
          "reply (a long Chinese greeting) is cut. The launch command, GPU and vLLM version are not in the stored "
          "chunks. Judgement calls 1, 2, 4.")

# ---------------------------------------- hermes-agent #105090: private vLLM Qwen3 at max-model-len 65536, agent asks 65536 output tokens
case("hermes-agent-105090-private-vllm-qwen3-max-model-len-65536-requested-65536-output-tokens",
     "https://github.com/NousResearch/hermes-agent/issues/105090",
     "# Additional context: qwen3 substring max_tokens fires for private vLLM models (Hermes 0.21.0)\n"
     "\n"
     "Follow-up evidence for the max_tokens/context report, from a live incident on 2026-09-07.\n"
     "\n"
     "## What happened\n"
     "\n"
     "A long Telegram turn (prompt ~121k chars, roughly 29k tokens) against a private vLLM Qwen3.8 deployment "
     "(max-model-len 65536) failed with:\n"
     "\n"
     "```\n"
     "HTTP 400: This model's maximum context length is 65536 tokens. However, you requested 65536 output tokens and "
     "your prompt contains 121171 characters\n"
     "```\n"
     "\n"
     "Four identical attempts, 11:49-11:52 IST, then the turn died.",
     "vllm_check_failed", {"max_model_len": 65536}, "prompt_exceeds_max_model_len",
     "A private vLLM deployment of a Qwen3-family model launched with --max-model-len 65536; Hermes Agent 0.21.0 "
     "sends max_tokens=65536 for any model id containing 'qwen3' (a DashScope output-limit table matched by "
     "substring), so the requested output alone fills the whole window and every request with a prompt is over the "
     "server's max model length; the agent retries the same 400 four times.",
     "no fix reached in the stored text (open); the reporter's diagnosis is the client's injected max_tokens. The "
     "remedy is a max_tokens below 65536 minus the prompt on the client (or Hermes not applying the DashScope table to "
     "a custom endpoint); a larger --max-model-len only helps if the model and memory allow prompt + 65536.",
     release=None,
     forbidden=_NOT_MEM + [{"flag": "--max-model-len", "at_most": 65536}],
     note="Excerpt: the head of finbarrb9-cmd's follow-up comment (2026-09-07) as stored; its 'Verified chain' "
          "section (the diagnosis) and the issue title, which states the diagnosis, are left out. GPU, vLLM version "
          "and launch command not stated beyond max-model-len 65536. Judgement calls 1, 2, 5.")

# ---------------------------------------- claude-code-best #272: local server at 64001 tokens, client max_tokens 64000 over 24235 input
case("claude-code-best-272-codeqwen15-7b-gguf-3060-max-tokens-64000-too-large-context-64001",
     "https://github.com/claude-code-best/claude-code/issues/272",
     "本地部署codeqwen-1_5-7b-chat-q5_k_m.gguf 出现'max_tokens' or 'max_completion_tokens' is too large: 64000\n"
     "\n"
     "Error: 400 'max_tokens' or 'max_completion_tokens' is too large: 64000. This model's maximum context length is "
     "     64001 tokens and your request has 24235 input tokens (64000 > 64001 - 24235). None\n"
     "\n"
     "'max_tokens' or 'max_completion_tokens' 能改小吗？家里的显卡只有3060 12g显存，试了qwen3-8B也不行。"
     "codeqwen-1_5-7b-chat-q5_k_m.gguf 最大的只有 65536 tokens",
     "vllm_check_failed", {"max_model_len": 64001}, "prompt_exceeds_max_model_len",
     "A local OpenAI-compatible server (vLLM's wording) serving codeqwen-1_5-7b-chat Q5_K_M GGUF on one RTX 3060 "
     "12 GB with a 64001-token window; the Claude Code fork asks for 64000 output tokens by default, so with a "
     "24235-token prompt the request is over the server's max model length (64000 > 64001 - 24235). The model's own "
     "ceiling is 65536, so no launch length can hold prompt + 64000.",
     "the maintainer (2026-04-16): set OPENAI_MAX_TOKENS or CLAUDE_CODE_MAX_OUTPUT_TOKENS; the reporter confirmed "
     "OPENAI_MAX_TOKENS=30000 / CLAUDE_CODE_MAX_OUTPUT_TOKENS=40000 work (codeqwen and Qwen3-8B both run), and advises "
     "smaller values such as 6000",
     gpu="NVIDIA GeForce RTX 3060 12GB", gpus=1,
     forbidden=_NOT_MEM + [{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue title, body and the reporter's follow-up question (2026-04-15) as stored; the "
          "maintainer's answer and the confirmation are left out. The server is not named in the thread; the wording "
          "with the trailing ' None' is vLLM's 0.10.1-0.17 message (judgement call 3). Judgement calls 1, 2, 3.")

BATCH.write()
