"""Round-451 blind batch: vLLM failing at launch or at its first requests because of how it was launched, in the
STRUCTURED-OUTPUT, TOOL-CALLING, REASONING-PARSER and CHAT-TEMPLATE slice (--guided-decoding-backend / xgrammar,
--tool-call-parser, --enable-auto-tool-choice, a tokenizer without a chat template); any tracker, searched with the
search tool's issues corpus. Collected by helper wild451 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round451-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` corpus=issues (no find_string, read_file, find_files or fetch).
5 cases: vllm #19729 (deepseek_v3 tool parser on the Qwen3-8B distill of DeepSeek-R1-0528, vLLM 0.9.1), vllm #13563
(xgrammar's runtime-compiled CUDA kernel without CUDA_HOME at the first guided request), tenstorrent/tt-inference-server
#36 (base Llama-3.1-70B without a chat template behind /v1/chat/completions), agentscope-ai/QwenPaw #1449 and
apconw/Aix-DB #212 ("auto" tool choice against a server started without --enable-auto-tool-choice /
--tool-call-parser). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists (grep of the issue number in tools/wild_cases_round*.py) before it was spent on. The slice is heavily
mined (rounds 126, 206, 293, 342, 361 covered it), so most threads the searches returned were already used or named.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): zai-org/GLM-4.5 #16, vllm-project/recipes #51, zai-org/GLM-4.5 #58, vllm #9312,
  vllm #29849, vllm #7978.
- Named in earlier rounds' skip lists (not re-spent): vllm #16339 (llguidance TypeError, round 252), #17792, #9986,
  #16030 / mlc-ai/xgrammar #292, #8912, #9870, #32600, #17609, #55754, #14076; runpod-workers/worker-vllm #113;
  zai-org/GLM-4 #545; THUDM/LongWriter #39; ByteDance-Seed/Seed-X-7B #7; vllm #39279 and #9408 (round 361);
  SystemPanic/vllm-windows #49; vllm-ascend #8875 (round 57).
- Error line only in the title, no fix stored: vllm #9304 (Hermes parser 'could not locate tool call start/end tokens'
  with glm-4-9b-chat / MiniCPM3-4B / llama3.1; traceback cut before the RuntimeError, closed stale with no answer in
  the stored chunk; same class as the vllm-19729 case); vllm #17977 (vicuna-13b-v1.5 default chat template, open, no
  answer stored); QwenLM/Qwen3-Omni #105 (Qwen3-Omni-30B-A3B tool call -> default chat template refused, closed
  'inactive', no answer stored).
- Error text or fix not reachable: vllm #15073 (xgrammar.so missing on 0.7.2, open, the same class as vllm-13563, no
  answer); vllm #8057 (0.4.3 guided decoding; the fix comment is stored, the error is not); vllm #18375 (DeepSeek-V3-0324
  function call on 0.8.5.post1, the chunk stops in the args); vllm-project/vllm-ascend #8997 ('invalid tool call
  parser: deepseek_v4' on the deepseekv4 image; only 'the vllm community does not yet support it' stored, closed
  stale), #12971 ('--tool-call-parser: not found' paraphrased, open), #10363 (named by rounds 313/425); ROCm/vllm #926
  (chunk stops in the command); openai/openai-agents-python #2129 and HKUDS/nanobot #1407 (the auto-tool-choice 400
  without a stored answer; the message is retyped in #1407); agentscope-ai/QwenPaw #3440 (the maintainer's answer
  quotes the error, the reporter's log is an attachment; used as the fix source for QwenPaw #1449 instead).
- Not a launch failure: vllm #16738 (request-level vs engine-level structured-output backend, named by earlier rounds),
  dottxt-ai/outlines #1610 (grammar at request time, no error stored), vllm #18791 / #45167 / #10395 (hermes parsing
  quality), NousResearch/hermes-agent threads (client side).

Judgement calls for the lead:
1. vllm-19729: kind and cause vllm_check_failed (the RuntimeError is raised by vLLM's own DeepSeekV3ToolParser
   __init__), as round 206 labelled recipes-515 (a Gemma 4 reasoning parser on a Gemma 3 checkpoint). A dedicated cause
   such as 'tool_parser_model_mismatch' would name it better; none exists in LABELS.txt. The diagnosis is from the
   sibling thread vllm #19001 (same model, same exception), not from #19729 itself; no fix is confirmed in either.
2. vllm-13563: kind triton_compiler_missing (README puts JIT builds that find no nvcc / ninja there: FlashInfer's JIT
   without nvcc, 'No such file or directory: ninja'); here torch.utils.cpp_extension finds no CUDA_HOME while xgrammar
   >= 0.1.13 compiles its bitmask kernel at the first guided request. Cause dependency_version_mismatch, because the
   diagnosis (tjohnson31415, 2025-03-25) is that vLLM 0.7.2 left xgrammar unpinned (>= 0.1.6) and 0.7.3+ pins a version
   that needs no toolchain. The reporter's vLLM version is not printed in the stored text (the diagnosis names 0.7.2).
3. tt-inference-server-36: Tenstorrent's vLLM fork on Tenstorrent hardware (no GPU); gpu left None. Taken because the
   message is transformers' refusal relayed by vLLM's OpenAI server and the maintainer names the cause and fix.
4. qwenpaw-1449 and aix-db-212: both auto_tool_choice_not_enabled (kind vllm_check_failed, as the two earlier fixtures
   label it). In #1449 the JSON has 'type': 'invalid_request_error' and a 'request_id', so a gateway may sit between
   QwenPaw and vLLM; the message itself is vLLM's. #212's error is only in the title, retyped with curly quotes and cut
   after '--enable-auto-tool-choice and -'; the maintainer's reply pins the cause.
5. No case prints figures kvroom must read, so numbers is {} throughout; every case forbids the memory flags.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round451-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #19729: 0.9.1, DeepSeek-R1-0528-Qwen3-8B with --tool-call-parser deepseek_v3
case("vllm-19729-deepseek-r1-0528-qwen3-8b-v091-deepseek-v3-tool-parser-start-end-tokens-missing",
     "https://github.com/vllm-project/vllm/issues/19729",
     "[Bug]: tool_chat_template_deepseekr1 is no use\n"
     "\n"
     "My vllm version is 0.9.1, with startup parameters --enable-auto-tool-choice --tool-call-parser deepseek_v3\n"
     "\n"
     "I am using the chat template you provided：'vllm/examples/tool_chat_template_deepseekr1.jinja'  ,But I got an "
     "exception return： RuntimeError: DeepSeek-V3 Tool parser could not locate tool call start/end tokens in the "
     "tokenizer!\n"
     "\n"
     "**The model I deployed is DeepSeek-R1-0528-Qwen3-8B**",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.9.1 serving deepseek-ai/DeepSeek-R1-0528-Qwen3-8B with --enable-auto-tool-choice --tool-call-parser "
     "deepseek_v3: the deepseek_v3 tool parser looks up DeepSeek's special tokens (<｜tool▁calls▁begin｜> ...) in the "
     "tokenizer when it is built for a chat request, but this distilled model carries Qwen3's tokenizer, which has "
     "<tool_call> / <tool_response> instead, so the parser refuses. The parser chosen at launch does not match the "
     "model's tokenizer; the chat template passed does not change that. Not a memory or GPU problem.",
     "no fix confirmed in the stored text (#19729 closed as stale). The diagnosis is pierdomenicobatzu's in the sibling "
     "thread vllm #19001 (2025-06-19, same model): the token is 'missing from the tokenizer for this model', which has "
     "'<tool_call>' and '<tool_response>' like the Qwen3 models, i.e. a tool parser for that <tool_call> format "
     "(hermes) rather than deepseek_v3",
     release="0.9.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--tool-call-parser", "value": "deepseek_v3"}],
     note="Excerpt: the whole issue (title and description) as stored. The error comes when the first tool request is "
          "served (the parser is instantiated per request), after a successful start; taken under 'failure at its "
          "first requests caused by how it was launched'. The cause is read from vllm #19001's comment, which the "
          "stored chunk cuts at its point 5.")

# ---------------------------------------- vllm #13563: xgrammar (default guided backend) JIT-compiles a CUDA kernel, no CUDA_HOME
case("vllm-13563-xgrammar-guided-json-torch-extension-cuda-home-not-set-xgrammar-so-missing",
     "https://github.com/vllm-project/vllm/issues/13563",
     "[Bug]: structured output with xgrammar using vllm serve with llama-8b fails results in os error OSError: "
     "OSError: (...)/.cache/torch_extensions/py312_cu124/xgrammar/xgrammar.so: cannot open shared obj\n"
     "\n"
     "Here are a few more snippets from the error:\n"
     "(...)\n"
     "  File \"/work3/s174032/speciale/vllm_venv/lib/python3.11/site-packages/torch/utils/cpp_extension.py\", line "
     "2416, in _join_cuda_home\n"
     "    raise OSError('CUDA_HOME environment variable is not set. '\n"
     "OSError: CUDA_HOME environment variable is not set. Please set it to your CUDA install root.\n"
     "\n"
     "I'm quite sure, since it works perfectly fine using outlines as backend. I just run '''nvidia-smi''' after "
     "spinning up the server, and it shows that the model has been loaded onto the GPUs.\n"
     "\n"
     "The provided example (https://github.com/vllm-project/vllm/blob/main/examples/online_serving/"
     "openai_chat_completion_structured_outputs.py) also fails when using xgramma",
     "triton_compiler_missing", {}, "dependency_version_mismatch",
     "vllm serve with xgrammar as the guided-decoding backend (the default): xgrammar 0.1.13 added a CUDA kernel "
     "(apply_token_bitmask_inplace) that it compiles at run time with torch.utils.cpp_extension the first time a "
     "guided request is served; on this machine there is no full CUDA toolkit / CUDA_HOME (and no Ninja), so the "
     "build fails ('CUDA_HOME environment variable is not set') and later requests find no xgrammar.so. vLLM 0.7.2 "
     "required only xgrammar >= 0.1.6, so pip pulled the newest xgrammar. The outlines backend works on the same "
     "setup; not a memory or GPU problem.",
     "tjohnson31415 (2025-03-25, in the thread): vLLM v0.7.3 pinned xgrammar == 0.1.11 and vLLM >= 0.8.0 pins "
     "xgrammar == 0.1.16, which falls back to the Triton kernels when the torch-extension toolchain is missing, 'so "
     "using v0.7.3 or later should resolve this without needing to install Ninja or the other tools'; the reporter's "
     "own workaround was --guided-decoding-backend outlines",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, then ExplodedViewMelon's three comments of 2025-02-19/20 as stored (the "
          "request log after the OSError, the second comment's quote of another commenter's CUDA_HOME remark and "
          "the third comment's garbled command line are dropped). The "
          "title's 'cannot open shared obj' is GitHub's cut of 'cannot open shared object file'. Release left None: "
          "the reporter's vLLM version is not in the stored text (the diagnosis speaks of 0.7.2's requirement). A "
          "failure at the first guided request of a server that started.")

# ---------------------------------------- tt-inference-server #36: base Llama-3.1-70B served, /v1/chat/completions -> no chat template
case("tt-inference-server-36-llama31-70b-base-no-chat-template-chat-completions-refused",
     "https://github.com/tenstorrent/tt-inference-server/issues/36",
     "Provide example chat template usage\n"
     "\n"
     "using vLLM endpoint API: `v1/chat/completions`\n"
     "\n"
     "Client will respond:\n"
     "```\n"
     " RESPONSE:\n"
     "\"As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if "
     "the tokenizer does not define one.\"\n"
     "```",
     "chat_template_missing", {}, "chat_template_missing",
     "Tenstorrent's vLLM fork served through vllm.entrypoints.openai.api_server with the base (non-instruct) repo "
     "meta-llama/Llama-3.1-70B, as the fork's server example did; that tokenizer config defines no chat template, so "
     "the first /v1/chat/completions request was refused by transformers (no default template since 4.44). A launch "
     "choice (base model, no --chat-template), not a memory or hardware problem.",
     "maintainer tstescoTT (2024-12-04): either launch the API server with the Instruct repo "
     "(meta-llama/Llama-3.1-70B-Instruct), whose tokenizer config carries the chat template, or pass --chat-template "
     "with the Jinja template to vllm.entrypoints.openai.api_server; /v1/completions works without any template. He "
     "reproduced the error with meta-llama/Llama-3.1-70B",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue description as stored (the maintainer's answer left out). Tenstorrent hardware, not a "
          "GPU, so gpu is None; the model name comes from the maintainer's reply, not the excerpt.")

# ---------------------------------------- QwenPaw #1449: agent sends tool_choice=auto to a vLLM started without the tool flags
case("qwenpaw-1449-copaw-agent-auto-tool-choice-requires-enable-auto-tool-choice-400",
     "https://github.com/agentscope-ai/QwenPaw/issues/1449",
     "[Bug]:Unknown agent error: BadRequestError: Error code: 400 - {'error': {'message': '\"auto\" tool choice "
     "requires --enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'invalid_request_e\n"
     "\n"
     "```\n"
     "  File \"/home/hjl/.local/lib/python3.12/site-packages/openai/_base_client.py\", line 1669, in request\n"
     "    raise self._make_status_error_from_response(err.response) from None\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': '\"auto\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'invalid_request_error', 'param': None, "
     "'code': '400'}, 'request_id': '0e4a6d5d0e7f6b7c'}\n"
     "(Details:  /tmp/copaw_query_error_cuyt_kpo.json)\n"
     "(Details:  /tmp/copaw_query_error_cuyt_kpo.json)\n"
     "\n"
     "INFO:     127.0.0.1:43728 - \"GET /api/chats HTTP/1.1\" 200 OK\n"
     "```",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "QwenPaw (CoPaw) agents send every chat request with tools and tool_choice=\"auto\"; the model provider behind it "
     "was a vLLM OpenAI-compatible server started without --enable-auto-tool-choice and --tool-call-parser, so vLLM's "
     "chat endpoint refused the first agent request with 400. The server runs; the launch lacks the tool-calling "
     "flags. Not a memory problem.",
     "no answer in #1449's stored text (closed). In the sibling thread agentscope-ai/QwenPaw #3440 (same 400 against a "
     "local vLLM) maintainer pan-x-c: 'you need to specify the above parameters when vLLM starts' (i.e. "
     "--enable-auto-tool-choice --tool-call-parser <parser for the model>); QwenPaw's merged PR #3295 also stopped "
     "sending tool_choice=\"auto\" to vLLM endpoints on the client side",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (cut by GitHub after 'invalid_request_e') and the tail of the pasted log as stored "
          "(the chunk begins mid-traceback; a row of carets and the session-state INFO lines after the GET are "
          "dropped). The served model is not named. 'type': 'invalid_request_error' and 'request_id' suggest a "
          "gateway in front of vLLM; the message is vLLM's serving_chat check.")

# ---------------------------------------- Aix-DB #212: DeepSeek V4 Flash on vLLM without auto tool choice; maintainer diagnosis
case("aix-db-212-deepseek-v4-flash-vllm-auto-tool-choice-not-enabled-title-cut",
     "https://github.com/apconw/Aix-DB/issues/212",
     "[ERROR] 响应异常: Error code: 400 - {‘error’: {‘message’: '“auto” tool choice requires --enable-auto-tool-choice "
     "and -\n"
     "\n"
     "配置了deepseek4 flash，显示成功，但是在提问的时候，报错",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "Aix-DB (an agent-based data Q&A app) configured with a self-hosted DeepSeek-V4-Flash endpoint: the connection "
     "test only called /models and passed, but every question goes through an agent that sends tool definitions with "
     "tool_choice=auto, and the vLLM server had been started without automatic tool choice, so the first real request "
     "failed with vLLM's 400. A launch-flag problem of the model server, not the model and not memory.",
     "maintainer apconw (2026-06-07): the model service does not have automatic tool calling enabled; when deploying "
     "with vLLM, start it with --enable-auto-tool-choice and a --tool-call-parser that matches the model (or use an "
     "endpoint that supports OpenAI tool calling). Aix-DB's later fix (2026-08-30) only makes its connection test "
     "exercise tools + tool_choice=auto",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description's one line as stored (Chinese: 'configured deepseek4 flash, it "
          "showed success, but asking a question gives an error'); two screenshots in the reporter's comment are "
          "dropped. The error string is only in the title, retyped with curly quotes and cut after "
          "'--enable-auto-tool-choice and -'. The vLLM release, GPU and launch command are not given.")

if __name__ == "__main__":
    BATCH.write()
