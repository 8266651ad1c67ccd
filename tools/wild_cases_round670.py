"""Round-670 blind batch: vLLM failures at the first requests of vLLM's NEWER API SURFACES -- the Responses API
(/v1/responses, its store / background options, its tool use and MCP / tool-server path), the Anthropic Messages API
(/v1/messages, Claude Code as the client), the realtime API, /v1/audio/transcriptions and /translations, /tokenize and
/detokenize, /pooling, /classify, /score -- where the failure comes from how the server was launched (its release, its
environment, its model), any tracker, 2025-2026; collected by helper wild670 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round670-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (lines between kept parts dropped and shown as
'...'); the fix sentences and the authors' diagnoses are left out of the excerpts.

Look-ups: 34 of the 40 allowed, 33 ``search`` corpus=issues and 1 ``search`` corpus=pages (no read_file / fetch:
issue threads are not files). 6 cases: vllm #44000 (Claude Code >= 2.1.154 sends a system role inside messages; vLLM
0.20.1's Anthropic request model refuses it), BerriAI/litellm #26147 (multi-turn Responses API through LiteLLM's
/ui/chat: 'Response with id ... not found' from a vLLM started without VLLM_ENABLE_RESPONSES_API_STORE=1),
intel/llm-scaler #341 (Claude Code's 'thinking' content blocks refused by the Anthropic request model of the
llm-scaler-vllm 0.14.0-b8.1 image), vllm #28173 ('Tool use is not supported in Responses API without Harmony', vLLM
0.11.0 + Qwen3-4B + an MCP tool), vllm #49493 ('tool type namespace not supported': Codex CLI's namespace tools on
gpt-oss's Harmony path, v0.21.0 / v0.25.1), vllm #13951 (/tokenize with chat messages, vLLM 0.7.3:
'TokenizeChatRequest' object has no attribute 'mm_processor_kwargs'). Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (grep -l '#N' tools/wild_cases_round*.py)
before it was spent on.

The slice is thin: most Responses / Anthropic / realtime threads are feature requests, protocol-conformance bugs of the
endpoints themselves (no launch lever), or third-party gateways (LiteLLM, LM Studio, Ollama, llama-stack / ogx,
CLIProxyAPI) quoting their own errors. The audio (transcription) threads were already mined (rounds 613, 626), and so
were the pooling / classify / score ones (rounds 562-650 skip lists).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or in a skip list: vllm-project/recipes #20 ('unrecognized arguments: --tool-server
  demo' on rocm/vllm-dev:open-mi300-08052025; round 293's skip list); vllm-ascend #1035, vllm #24570, #14127, #40994,
  BerriAI/litellm #10584, #17698, #14943, #14773 (transcriptions; rounds 613 / 626); vllm #51801, #42480, #11446,
  #15773, #30312 (pooling); vllm #22515 (HarmonyError 'Unexpected token', round 446's skip list); ogx-ai/ogx #6069 and
  1CatAI/1Cat-vLLM #493 ('Unexpected message role.' for Codex's developer role; already in USED_SOURCES, round 666).
- Error text not in the stored chunk, or only a screenshot: vllm #44576 (Claude Code against Qwen3.5-9B started with
  --max-model-len 4096 over Ray PP=2; the chunk stops in the ANTHROPIC_* exports, no error), vllm #23108 (gpt-oss
  built-in python tool not invoked after --tool-server demo; logs are screenshots), vllm #23128 ('gpt_oss is not
  installed, browsing is disabled' in vllm/vllm-openai:gptoss although gpt-oss 0.1.0 is installed; no answer stored),
  vllm #12753 (/pooling on Intel/polite-guard, CPU, 0.7.2.dev: the server crash's error line is past the stored
  config dump), vllm-ascend #10076 (/v1/responses on DeepSeek-V4-Flash; the chunk stops in the docker run command),
  vllm-ascend #15679 (/v1/responses 'not found' behind the PD-disaggregation proxy; screenshot), vllm #57324 (Claude
  Code tool search's first request refused with 400; the reporter's own diagnosis was withdrawn and the new error
  body is not in the chunk).
- Not caused by the launch (endpoint or model bugs with no launch lever): vllm #23196 (web_search_preview on gpt-oss
  kills the server; worker traceback cut, open), vllm #22403 ('Expected 2 output messages (reasoning and final), but
  got 7'), #22533 (gpt-oss-20b flaky 400), #22519 (HarmonyError 'Unexpected token' on tool calls; fixed for one
  commenter by refreshing the Hugging Face model files), #34532 (realtime WebSocket crash when the client disconnects),
  #39426 / #46737 / #43244 / #47746 (Responses / Anthropic protocol-conformance bugs), unslothai/unsloth #5162 (one
  quant emits Harmony specials as plain text), lemonade-sdk/lemonade #1820 (a 400 whose body was never captured).
- Not vLLM's message: sgl-project/sglang #25127, ollama/ollama #16372, anthropics/claude-code #63473 / #63395,
  BerriAI/litellm #14061 / #15959 / #8828, lmstudio-bug-tracker #1188, Blaizzy/mlx-vlm #1264, ogx-ai/ogx #3107 / #5982.

Judgement calls for the lead:
1. All six are failures at the first requests, not at start-up; taken under 'a failure at its first requests caused by
   how it was launched' (the release, an environment variable, the model's serving path). Every case forbids the
   memory flags.
2. vllm-44000 and llm-scaler-341: pydantic's literal_error on the Anthropic request body (a client newer than the
   server's request model). Labelled like the earlier extra_forbidden request-body cases (vllm-10015, vllm-3657,
   worker-vllm-85): kind and cause dependency_version_mismatch, numbers {} (README names numbers.request_field for
   extra_forbidden, but no earlier fixture uses it). llm-scaler-341 has no fix in the thread; the cause is read from
   the message, whose allowed block types leave out 'thinking'. The fix for vllm-44000 is quoted from the fork's
   upstream-sync issue 1CatAI/1Cat-vLLM #86 (vLLM PR #44283, in v0.23.0), not from #44000's own stored text.
3. litellm-26147: a NEW cause label, ``responses_store_disabled`` (no listed cause fits: vLLM answers 404 for a
   previous_response_id because the response store is off unless VLLM_ENABLE_RESPONSES_API_STORE=1, vLLM PR #22137).
   The kind is vllm_check_failed (vLLM's own error response, serving_responses.py). The fix comes from another user's
   working setup in the same open thread, not from the reporter.
4. vllm-28173 and vllm-49493: vLLM's own refusals of a request feature the release / serving path does not implement;
   kind and cause vllm_check_failed (the lead may prefer a 'feature not in this release' cause). #28173 shows its
   message only in the issue title (the body has the launch and the client, no log); the fix named is what the thread
   points at (PR #26874, merged) plus the later MCP-for-non-Harmony PRs, never confirmed by the reporter (closed as
   stale). #49493 is open; its fix PRs (#49581, #49633) were open in the stored text, so the fix is 'no fix reached'
   plus the workaround a downstream README measured (a non-Harmony model on v0.25.1).
5. vllm-13951: Python's AttributeError in vLLM 0.7.3's /tokenize chat path; per README's row for Python's own errors
   in vLLM's source outside a model, kind None and cause release_regression. No fix in the stored thread (closed as
   stale); the weakest case of the batch -- drop it if a fix-less regression is not wanted.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round670-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #44000: vLLM 0.20.1 /v1/messages, Claude Code >= 2.1.154 -> literal_error on messages[1].role 'system'
case("vllm-44000-v0201-anthropic-messages-claude-code-21154-system-role-literal-error",
     "https://github.com/vllm-project/vllm/issues/44000",
     r'''[Bug]: Claude Code CLI >= 2.1.154 sends ctx/msg/system roles and breaks vLLM Anthropic Messages API validation

vLLM version: 0.20.1
Docker image: vllm/vllm-openai:v0.20.1-cu129
Python: 3.12 inside container
Endpoint: Anthropic-compatible /v1/messages
Client: Claude Code CLI >= 2.1.154
Deployment: Docker
Model: openai/gpt-oss-20b or compatible local model

After upgrading Claude Code CLI to version `2.1.154` or later, Claude Code appears to send additional message roles such as `ctx`, `msg`, and `system` inside the Anthropic Messages API `messages` array.
...
Example error:

API Error: 400 {
  "error": {
    "message": "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', 'messages', 1, 'role'), 'msg': \"Input should be 'user' or 'assistant'\", 'input': 'system', 'ctx': {'expected': \"'user' or 'assistant'\"}}",
    "type": "Bad Request",
    "param": null,
    "code": 400
  }
}

This seems to have started after Claude Code CLI `2.1.154`.''',
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Claude Code 2.1.154 and later put system-role messages inside the Anthropic `messages` array; vLLM 0.20.1's "
     "Anthropic protocol typed message.role as Literal['user', 'assistant'], so the request model refused every "
     "request from the newer client with HTTP 400 before inference. A client newer than the server's request model; "
     "not memory, not the model.",
     "vLLM PR #44283 ('Support system role messages inside messages array') fixed it upstream and is in v0.23.0, per "
     "the fork's upstream-sync issue 1CatAI/1Cat-vLLM #86 (which quotes the same error and links #44000 / #44283); "
     "#44000 is closed. Workaround named in the issue: widen the allowed roles in vLLM's Anthropic protocol (a local "
     "patch), or keep Claude Code below 2.1.154.",
     release="0.20.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--chat-template"}],
     note="Excerpt: the issue's environment block and description as stored; the reporter's sentence naming vLLM's "
          "role validation and the workaround paragraph are left out. The fix comes from 1CatAI/1Cat-vLLM #86, "
          "not from #44000's stored text.")

# ---------------------------------------- BerriAI/litellm #26147: vLLM Responses API behind LiteLLM /ui/chat, second turn -> Response with id 'resp_...' not found (store off)
# (litellm-26147-qwen36-35b-a3b-fp8-tp2-responses-api-previous-response-id-not-found-store-disabled: dropped by the lead: the same thread, litellm#26147, was taken the same hour by round 668,
# which keeps it; one source is one case)

case("llm-scaler-341-qwen3-coder-30b-a3b-xpu-claude-code-thinking-block-anthropic-content-literal-error",
     "https://github.com/intel/llm-scaler/issues/341",
     r'''Claude Code / Qwen3-Coder message format issue

When using Qwen3-Coder (30B A3B Instruct) as model serving Claude Code, message format appears to be incompatible when tools called:

API Error: 400 {"error":{"message":"56 validation errors:\n  {'type': 'string_type', 'loc': ('body', 'messages', 1, 'content', 'str'), 'msg': 'Input should be a valid string', 'input': [{'type': 'thinking', 'thinking': \"**_REDACTED MESSAGE CONTENT_**.\\n\", 'signature': ''}, {'type': 'text', 'text': \"**_REDACTED MESSAGE CONTENT_**\\n\\n\"}, {'type':
     'tool_use', 'id': '1uyIS8TwH1h2G8NGva9wV8hMgFC3GSRl', 'name': 'Read', 'input': {'file_path': '_REDACTED INFO_'}}]}\n  {'type': 'literal_error', 'loc': ('body', 'messages', 1, 'content',
     'list[AnthropicContentBlock]', 0, 'type'), 'msg': \"Input should be 'text', 'image', 'tool_use' or 'tool_result'\", 'input': 'thinking', 'ctx': {'expected': \"'…

**Docker execution:**

docker run -td \
    --privileged \
    --device=/dev/dri \
    --name=lsv-container \
    -v ~/llm/models:/llm/models/ \
    -v ~/.cache/huggingface:/root/.cache/huggingface/ \
    -p 8000:8000 \
    --shm-size="32g" \
    --entrypoint /bin/bash \
 intel/llm-scaler-vllm:0.14.0-b8.1

**vLLM serve:**

export VLLM_OFFLOAD_WEIGHTS_BEFORE_QUANT=1
VLLM_SLEEP_WHEN_IDLE=1 \
VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 \
VLLM_WORKER_MULTIPROC_METHOD=spawn \
vllm serve \
    --model Qwen/Qwen3-Coder-30B-A3B-Instruct''',
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Claude Code sends the assistant's earlier turn back with a 'thinking' content block; the Anthropic request model "
     "of the vLLM in intel/llm-scaler-vllm:0.14.0-b8.1 only allows content blocks of type text, image, tool_use and "
     "tool_result, so every request after the first tool call is refused with 400 (56 validation errors). The "
     "client's message format is newer than the server's Anthropic protocol; not the model, not memory.",
     "No fix in the stored thread (closed). By the message: a vLLM / llm-scaler build whose Anthropic protocol accepts "
     "'thinking' blocks, or a client (or proxy) that strips them before /v1/messages.",
     release=None, gpu="Intel GPU (XPU, /dev/dri)", gpus=None,
     command="vllm serve --model Qwen/Qwen3-Coder-30B-A3B-Instruct",
     forbidden=_MEM + [{"flag": "--chat-template"}],
     note="Excerpt: the issue description as stored; the error body is cut by the reporter ('…'). The image tag "
          "0.14.0-b8.1 is Intel's llm-scaler build (its vLLM base presumably 0.14.0, not stated). Cause read from the "
          "message: the allowed content-block types leave out 'thinking'.")

# ---------------------------------------- vllm #28173: vLLM 0.11.0, Qwen3-4B, Responses API with an MCP tool -> Tool use is not supported in Responses API without Harmony
case("vllm-28173-v0110-qwen3-4b-responses-api-mcp-tool-not-supported-without-harmony",
     "https://github.com/vllm-project/vllm/issues/28173",
     r'''[Bug]: Tool use is not supported in Responses API without Harmony None

### Your current environment

python  -m vllm.entrypoints.openai.api_server      \
    --model Qwen/Qwen3-4B      \
    --max-model-len 8192    \
    --dtype bfloat16      \
    --port 23333 --host 0.0.0.0 \
    --enable-auto-tool-choice \
    --tool-call-parser qwen3_coder 

vllm version 0.11.0
openai version 2.7.1

client.py

client = OpenAI(api_key=openai_api_key, base_url=base_url)

resp = client.responses.create(
    model=model_name,
    tools=[
        {
            "type": "mcp",
            "server_label": "1111",
            "server_url": f"{mcp_url}/mcp/",
            "require_approval": "never",
        },
    ],
    tool_choice="auto",
    input="Roll a few dice!",
    ...
    stream=True
)

print(resp.output_text)''',
     "vllm_check_failed", {}, "vllm_check_failed",
     "In vLLM 0.11.0 the Responses API ran tools only on the Harmony (gpt-oss) path; a request with tools to a "
     "non-Harmony model (Qwen3-4B) is refused with 'Tool use is not supported in Responses API without Harmony'. The "
     "release's feature gap for this model family, not the tool parser flags (already given) and not memory.",
     "Not confirmed by the reporter (closed as stale). The only reply points at the docs build of vLLM PR #26874 "
     "('OpenAI Responses API supports Tool/Function calling - non-harmony', merged): a later release takes function "
     "tools for non-Harmony models; MCP-type tools on non-Harmony models came later still (PRs #29413 / #29798, "
     "behind VLLM_USE_EXPERIMENTAL_PARSER_CONTEXT=1 with --tool-server). Alternatives: Chat Completions with "
     "function tools, or a gpt-oss model.",
     release="0.11.0", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen3-4B --max-model-len 8192 --dtype "
             "bfloat16 --port 23333 --host 0.0.0.0 --enable-auto-tool-choice --tool-call-parser qwen3_coder",
     forbidden=_MEM + [{"flag": "--enable-auto-tool-choice"}, {"flag": "--dtype"}],
     note="Excerpt: the issue body as stored (the instructions string of the client is shown as '...'); the error "
          "message is only in the title ('... without Harmony None': the title as filed). The body's bug section "
          "is '1'.")

# ---------------------------------------- vllm #49493: gpt-oss-120b, Responses API, Codex CLI namespace tools -> tool type namespace not supported
case("vllm-49493-gpt-oss-120b-v0251-responses-api-codex-namespace-tool-type-not-supported-harmony",
     "https://github.com/vllm-project/vllm/issues/49493",
     r'''[Bug]: Harmony models reject namespace tool type in Responses API

## Description

Harmony models (e.g., `openai/gpt-oss-120b`) reject `namespace` tool types in the Responses API (`/v1/responses`) with the error `"tool type namespace not supported"`. This occurs on all vLLM versions (tested v0.21.0+rhaiv.10 and upstream v0.25.1) and all parsers (`openai`, `hermes`).
...
## Reproduction

```bash
# Start vLLM with a harmony model
vllm serve openai/gpt-oss-120b \
  --enable-auto-tool-choice \
  --tool-call-parser openai

# Send a request with a namespace tool
curl -X POST http://localhost:8000/v1/responses \
  -H "Content-Type: application/json" \
  -d '{
    "model": "gpt-oss-120b",
    "input": "Say OK",
    "tools": [{
      "type": "namespace",
      "name": "codex",
      "description": "Codex tools",
      "tools": [{
        "type": "function",
        "name": "shel''',
     "vllm_check_failed", {}, "vllm_check_failed",
     "OpenAI's Codex CLI sends its tools grouped as `type: \"namespace\"`; PR #47024 taught only the non-Harmony "
     "Responses path to expand namespace tools, and the Harmony path (get_developer_message in harmony_utils.py, "
     "gpt-oss models) still raises ValueError 'tool type namespace not supported' for them, whichever tool parser is "
     "set. A serving-path feature gap for gpt-oss; not the parser flag, not memory.",
     "No fix reached in the stored text: fix PRs #49581 and #49633 (flatten namespace tools into function tools on the "
     "Harmony path) were open. Workaround measured in red-hat-data-services/agentic-starter-kits PR #251: a non-Harmony "
     "model with its parser on upstream v0.25.1 (Qwen3-32B + hermes, Qwen3.6-27B + qwen3_coder) runs Codex with full "
     "tool calling.",
     release="0.25.1", gpu=None, gpus=None,
     command="vllm serve openai/gpt-oss-120b --enable-auto-tool-choice --tool-call-parser openai",
     forbidden=_MEM + [{"flag": "--tool-call-parser", "value": "openai"}, {"flag": "--tool-call-parser",
                                                                         "value": "hermes"},
                       {"flag": "--enable-auto-tool-choice"}],
     note="Excerpt: the issue description as stored; its 'Context' section (the reporter's diagnosis naming PR "
          "#47024) and the sentence on non-Harmony models are left out. The curl request is cut by the stored chunk.")

# ---------------------------------------- vllm #13951: vLLM 0.7.3 /tokenize with chat messages -> 'TokenizeChatRequest' object has no attribute 'mm_processor_kwargs'
case("vllm-13951-v073-tokenize-endpoint-chat-messages-tokenizechatrequest-no-mm-processor-kwargs",
     "https://github.com/vllm-project/vllm/issues/13951",
     r'''[Bug]: AttributeError: 'TokenizeChatRequest' object has no attribute 'mm_processor_kwargs'

### Issue with OpenAI Tokenization Endpoint, v0.7.3

Hello,  

I am encountering an error when using OpenAI's tokenization endpoint.  

- It works correctly when the input is a string.  
- However, when I provide a message, it returns an error.  

`vllm serve llm  --tensor-parallel-size 2 --max-num-seqs 16 --gpu-memory-utilization 0.99`

**cURL :** 

`curl  -X POST \
  'http://localhost:8000/tokenize' \
  --header 'Accept: */*' \
  --header 'Content-Type: application/json' \
  --data-raw '{ "model": "llm",
  "messages": [
    {
      "role": "user",
      "content": "beşi beş kuruştan beş yumurta kaç kuruş eder? detaylı açıkla."
    }
  ]
}
'`

### 🐛 Describe the bug

`ERROR:    Exception in ASGI application Traceback (most recent call last): File "/home/103801/venv_vectoryllm_deneme/lib64/python3.9/site-packages/uvicorn/protocols/http/httptools_impl.py", line 409, in run_asgi result = await app(  # type: ignore[func-returns-value] File "/home/103801/venv_vectoryllm_deneme/lib64/python3.9/site-packages/uvicorn/middleware/proxy_headers.py", line 60, in __call__ return await self.app(scope, receive, send) File "/home/103801/venv_vectoryllm_deneme/lib64/python3.9/site-packages/fastapi/applications.py", line 1054, in __call__ aw''',
     None, {}, "release_regression",
     "vLLM 0.7.3's /tokenize handler, given chat `messages`, reads request.mm_processor_kwargs, a field the "
     "TokenizeChatRequest model of that release does not have; plain-string /tokenize works. A bug in the release's "
     "front-end code, not the model, the launch flags or memory.",
     "No fix reached in the stored thread (closed as stale). By the message: a release whose TokenizeChatRequest "
     "carries mm_processor_kwargs (or whose /tokenize path does not read it), or /tokenize with a prompt string "
     "rendered by the client.",
     release="0.7.3", gpu=None, gpus=None,
     command="vllm serve llm --tensor-parallel-size 2 --max-num-seqs 16 --gpu-memory-utilization 0.99",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description as stored; the traceback is pasted on one line and the chunk stops inside "
          "it, so the AttributeError is verbatim only in the title. Weakest case of the batch (no fix).")

BATCH.write()
