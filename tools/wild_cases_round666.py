"""Round-666 blind batch: earlier collectors' UNSPENT candidates (the lead's list), re-checked, plus the one new seam
they led to: chat templates of Qwen3.5 / Qwen3.6 served by vLLM refusing the ROLES modern clients send ('developer'
messages, system messages after the first turn), 2026; collected by helper wild666 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round666-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 40 allowed, all ``search`` corpus=issues. 7 cases, all failures at the FIRST chat request caused by
the chat template the launch used (the model's own; no --chat-template): vllm #42407 (Codex CLI -> vLLM 0.19.1,
'Unexpected message role.'), ogx-ai/ogx #6069 (OGX -> vLLM 0.22.1 Qwen3, 'Unexpected message role.'), vllm #41114
(Qwen3.6-27B(-FP8), 'System message must be at the beginning.'), elder-plinius/T3MP3ST #88 (vLLM's own
'ValueError: System message must be at the beginning.' log line), nashsu/llm_wiki #45 (local vLLM Qwen3.5, 400 JSON),
can1357/oh-my-pi #958 (vLLM Qwen3.6-27B), zai-org/feedback #97 (ZCode -> vLLM qwen3.5-397b). Every source was checked
with grep -F against /work/coord/USED_SOURCES.txt and the earlier rounds' skip lists before it was spent on.

The slice itself (the named unspent candidates) is MINED OUT: every one of them is already in USED_SOURCES.txt (the
collectors who named them appended them), and the re-checks below reached no new stored text.

Sources given up (for the lead, not cases):
- Re-checked with a look-up, still no usable error chunk or answer: vllm #27513 (PPLX all2all + DBO; two searches
  return only the description chunk that stops in the API server's INFO lines; its fix PR #31423 quotes the 'Before'
  message, but no user's log with it is stored; the near-twin #54493 is on round 121's skip list); vllm #47284 (the
  stored chunk stops at 'raise ValueError(' / '(Worker_TP0 pid=689) E', the ValueError's text - 'The buffer size in
  the given workspace is insufficient for the given problem size', quoted in PR #50932 - is not in #47284's stored
  text); vllm #9918 (one search, not reached); vllm #52947 (only the description up to 'ValidationError: 1
  validation' is stored, and round 138 listed it as a CI run, not a user's launch - its reason respected, together with
  pytorch/pytorch #175435); "No user query found in messages" (vllm #36432, dify #33152, vllm-ascend #8521 - the last
  with the whole 'ValueError: No user query found in messages.' line - and agentscope #1510): four searches reach only
  the description chunks; nothing stored says WHY the conversation had no user query, so round 643's reason stands;
  QwenLM/Qwen3-VL #988 (the stored thread is the 400 body, the versions and a second commenter's GLM-4-32B-0414 launch;
  no diagnosis, as round 613 found).
- Not re-spent (the reason in the earlier docstring still holds and no new route exists): vllm #55571, #36463, #49399,
  #50765, #53900, #26067, #7472, #5450, #16738 (not a launch failure, round 451); blazux/qwen3.8-Flash-DGX #2;
  vllm-ascend #1425, #10700, #10343; tonyd2wild PR #19; aibrix #772; ai-dynamo/dynamo #10027, #3952; OpenRLHF #1040
  (DistStoreError timeout; the cause 'V0 engine' has no label and the user's modification is a screenshot), #1193;
  vllm #24672 / PR #24762 (already a case: round 653); Qwen3-Embedding #85 / #140 / #188, vllm #23435, agentscope
  #1831, OpenViking #1442 (matryoshka: three fixtures already carry that message, round 623's 'same class' reason).
- New threads seen, not taken: vllm #48071 (H200-NVL TP8 mnnvl fused allreduce crash at capture; the crash text is
  not in the stored chunk, the issue is AI-drafted, open; fix PR #48075 open), vllm #45800 (MNNVL rendezvous hang, no
  error line); vllm #54493 (round 121 skip list); 1CatAI/1Cat-vLLM #493 ('jinja2.exceptions.TemplateError: Unexpected
  message role.' on a vLLM fork's /v1/responses, open, no answer stored - a later round could take it with the fork's
  PR #449); runpod-workers/worker-vllm #129 (skip lists of rounds 293 / 585 / 620); tailcallhq/forgecode #3128 (the
  server answers 404 with {"error": "..."} - not vLLM's error shape, likely vllm-mlx); openclaw #47946 (400 with no
  message text), #49508 (vendor fork dl-vllm, open); bytedance/deer-flow #3707, xinnan-tech/xiaozhi-esp32-server #3282,
  mastra-ai/mastra #15764, blinkospace/blinko #1122 (same 'System message must be at the beginning.' class; the engine
  is not named in the stored text or no fix is stored); lmstudio-bug-tracker #1586 / #1572 / #1855, llama.cpp, gmlx,
  Rapid-MLX, vllm-mlx, LM Studio and ollama threads (other engines).

Judgement calls for the lead:
1. Kind/cause: ``vllm_check_failed`` / ``chat_template_incompatible``, as the ten earlier fixtures of this family
   (rounds 620, 643: 'Conversation roles must alternate', 'System role not supported'). LABELS.txt (10:44) predates
   them and does not list the cause. Both messages here are NEW to the golden set: 'Unexpected message role.' (the
   Qwen3.5 / 3.6 template's raise_exception for any role other than system / user / assistant / tool - OpenAI's newer
   'developer' role) and 'System message must be at the beginning.' (the same templates refuse a system message that is
   not the first). Fixes that fit: have the client send one leading system message and no 'developer' role, launch
   with a --chat-template that accepts / folds them, or (for 'developer' on /v1/responses) a vLLM release with PR
   #43590; never memory, TP, quantization or eager flags (forbidden).
2. 'Caused by how it was launched': in every case the server started cleanly and the FIRST chat request failed; the
   launch used the repository's own template. Most fixes landed on the CLIENT side (llm_wiki v0.3.7, ZCode v3.4.2,
   oh-my-pi's supportsMultipleSystemMessages, T3MP3ST PR #91, OGX PR #6077); the template is still what refuses, as in
   round 620's chat-ui-1263 and conversations-197.
3. Same class, seven threads (two messages): distinct incidents (different clients, releases 0.19.1 / 0.22.1 / unknown),
   but one kvroom rule will pass or fail each message's cases together; the lead may weigh them as two.
4. vllm-41114: the issue's own description is one line; the excerpt adds a second user's (redashes1984) reproduction
   from the same thread, cut before that user's root-cause analysis. The maintainer's diagnosis (chaunceyjiang,
   pointing at the template's lines 83-86) is left out; no fix in vLLM, the issue is open.
5. vllm-42407: the excerpt keeps the reporter's own later comment naming Qwen3.6-27B (stored cut mid-URL) and leaves out
   the commenter's 'very likely model related because of chat template'. The vLLM fix is inferred from the merged PR
   #43590 and 1Cat-vLLM PR #449, which names '#42407' as the upstream issue of that fix; the thread itself stores no
   fix. ogx-6069's description contains the reporter's own diagnosis ('the qwen chat template does not support
   developer messages'); kept, since it is the report itself.
6. T3MP3ST #88's answer is an automated maintainer-agent comment ('AL CYCLE #1') that opened PR #91 ('Closes #88');
   the issue is closed. zai-org/feedback #97's log is a screenshot, but the description quotes the message in prose
   with the provider_code=400 line; taken for that quoted text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round666-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_TPL = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #42407: Codex CLI 0.130.0 -> vLLM 0.19.1 (Qwen3.6-27B), developer role -> 400 Unexpected message role.
case("vllm-42407-qwen36-27b-v0191-codex-cli-developer-role-400-unexpected-message-role",
     "https://github.com/vllm-project/vllm/issues/42407",
     "[Doc]: which version of vllm supports codex ?\n"
     "\n"
     "### \U0001f4da The doc issue\n"
     "\n"
     "I saw in the documentation that [vLLM](https://docs.vllm.ai/en/latest/serving/integrations/codex) supports "
     "[Codex CLI](https://github.com/openai/codex).\n"
     "\n"
     "My environment:\n"
     "\n"
     "codex-cli 0.130.0\n"
     "vllm 0.19.1\n"
     "\n"
     "However, when I send a message using Codex, I encounter the following error:\n"
     "\n"
     "{\"error\":{\"message\":\"Unexpected message role.\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "\n"
     "I\u2019m wondering which version of vLLM officially supports Codex CLI compatibility, especially for the "
     "/v1/responses API and the developer role messages.\n"
     "\n"
     "The model used in the documentation is Qwen3.6-27B, and the chat template is here: https://huggingface.co/Q",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "Codex CLI 0.130.0 sends its instructions as 'developer'-role input messages to vLLM's /v1/responses; vLLM 0.19.1 "
     "passed them unchanged into the model's own chat template (Qwen3.6-27B's, no --chat-template given), which only "
     "knows system / user / assistant / tool and raises 'Unexpected message role.', so every Codex request is refused "
     "with 400. The server and GPU are fine.",
     "no fix stored in the thread (a commenter: 'very likely model related because of chat template, not vllm "
     "related'; closed). vLLM's fix is the merged PR #43590 ('[Frontend][Responses API] Fold developer-role input "
     "messages into system instructions', cited by 1Cat-vLLM PR #449 as the fix for #42407): upgrade to a release "
     "carrying it, or launch with a --chat-template that accepts the developer role / folds it into the system message",
     release="0.19.1", gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (May 2026) plus the reporter's own later comment "
          "naming the model (stored cut mid-URL); a screenshot and an attached log are not text; the commenter's "
          "chat-template remark is left out.")

# ---------------------------------------- ogx-ai/ogx #6069: OGX -> vllm-openai 0.22.1 serving Qwen3, developer message -> 400 Unexpected message role.
case("ogx-6069-vllm-0221-qwen3-developer-message-400-unexpected-message-role",
     "https://github.com/ogx-ai/ogx/issues/6069",
     "[vllm] support developer message type\n"
     "\n"
     "### \U0001f680 Describe the new functionality needed\n"
     "\n"
     "```\n"
     "$ curl http://localhost:8321/v1/chat/completions \\                      \n"
     "  -H \"Content-Type: application/json\" \\\n"
     "  -d '{\"model\": \"vllm/Qwen/Qwen3...\",\"messages\": [{\"role\": \"developer\", \"content\": \"You are a helpful "
     "assistant that responds only in rhymes.\"}, {\"role\": \"user\", \"content\": \"What is the capital of "
     "France?\"}]}'\n"
     "\n"
     "{\"error\":{\"message\":\"Error code: 400 - {'error': {'message': 'Unexpected message role.', 'type': "
     "'BadRequestError', 'param': None, 'code': 400}}\"}}\n"
     "```\n"
     "\n"
     "the qwen chat template does not support developer messages. vllm-openai (v0.22.1 at time of writing) does not "
     "mitigate this.\n"
     "\n"
     "our adapter should support developer messages for codex to work.\n"
     "\n"
     "### \U0001f4a1 Why is this needed? What if we don't build it?\n"
     "\n"
     "codex cli sends a developer message",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "OGX's remote-vLLM adapter forwarded a 'developer'-role message (what Codex CLI sends) to vllm-openai 0.22.1 "
     "serving a Qwen3 model with its official chat template; that template has no developer role and raises "
     "'Unexpected message role.', which vLLM returns as 400 and OGX wraps. Not a server or GPU fault.",
     "OGX PR #6077 (merged, 'Related: #6069') converts developer messages to system messages before sending them to "
     "the vLLM endpoint; maintainer mattf in its review: 'vllm supports developer messages just fine - the official "
     "qwen chat template does not', and alternative Qwen chat templates that accept developer messages exist (i.e. "
     "launch vLLM with such a --chat-template). The issue closed as stale",
     release="0.22.1", gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (June 2026; the reporter is an OGX maintainer; the "
          "curl line's trailing spaces are as stored). The fix PR is left out. The request goes to OGX on port 8321, "
          "whose vLLM provider relays vLLM's 400 body.")

# ---------------------------------------- vllm #41114: Qwen3.6-27B(-FP8) on vLLM, system message after user/assistant turns -> 400 System message must be at the beginning.
case("vllm-41114-qwen36-27b-system-message-mid-conversation-400-system-message-must-be-at-the-beginning",
     "https://github.com/vllm-project/vllm/issues/41114",
     "[Bug]: Report \"System message must be at the beginning.\" When using qwen3.6-27B\n"
     "\n"
     "Report \"System message must be at the beginning.\" When using qwen3.6-27B\n"
     "\n"
     "redashes1984 \u00b7 comment \u00b7 2026-05-07\n"
     "Hi @RNGMARTIN @chaunceyjiang,\n"
     "\n"
     "We're encountering the exact same `System message must be at the beginning` (400 error) when serving "
     "**Qwen3.6-27B-FP8** via vLLM \u2014 specifically from the [Hermes Agent](https://github.com/nousresearch/"
     "hermes-agent) framework.\n"
     "\n"
     "## Our Reproduction Scenario\n"
     "\n"
     "The error triggers when auxiliary tasks (compression, vision, session search, web extract) inject "
     "conversational context into the message list, which can place system messages after user/assistant messages. "
     "The full message structure looks like:\n"
     "\n"
     "```json\n"
     "[\n"
     "  {\"role\": \"user\", \"content\": \"prior conversation context...\"},\n"
     "  {\"role\": \"assistant\", \"content\": \"prior response...\"},\n"
     "  {\"role\": \"system\", \"content\": \"task instruction: summarize the above\"},\n"
     "  {\"role\": \"user\", \"content\": \"new user query\"}\n"
     "]\n"
     "```",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM serves Qwen3.6-27B with the repository's own chat template, which raises 'System message must be at the "
     "beginning.' for any system message that is not the first in the list; the clients (here Hermes Agent's "
     "auxiliary tasks) insert a system message after user/assistant turns, so those requests get 400.",
     "maintainer chaunceyjiang pointed at the template (Qwen3.5-27B chat_template.jinja lines 83-86): 'the message with "
     "role=system should always be the first one in the list'. No fix in vLLM (open): have the client send a single "
     "leading system message (merge later ones), or launch with a --chat-template that tolerates later system messages",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and one-line description as stored (April 2026) plus a second user's "
          "reproduction from the same thread (May 2026), cut before that user's root-cause analysis; the maintainer's "
          "reply is left out. No release is printed.")

# ---------------------------------------- elder-plinius/T3MP3ST #88: local vLLM server, client sends two system messages -> ValueError: System message must be at the beginning.
case("t3mp3st-88-local-vllm-two-system-messages-valueerror-system-message-must-be-at-the-beginning",
     "https://github.com/elder-plinius/T3MP3ST/issues/88",
     "Problem with vLLM\n"
     "\n"
     "I tried to run t3mp3st setting to local vLLM server and I got this error:\n"
     "\n"
     "```\n"
     "(APIServer pid=29578) ValueError: System message must be at the beginning.\n"
     "```",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "T3MP3ST's local-provider HTTP adapter sent more than one system message (its preamble plus the caller's system "
     "prompt); the served model's chat template accepts a system message only as the first message and raises, which "
     "vLLM's API server logs as 'ValueError: System message must be at the beginning.' and answers with an error.",
     "maintainer-side comment (jmagly, 2026-07-14): the local adapter sent more than one system message, 'Some vLLM "
     "chat templates reject that shape'; PR #91 ('Closes #88') merges T3MP3ST's preamble and any caller system prompts "
     "into a single leading system message; the issue is closed. Launch-side alternative: a --chat-template that "
     "accepts several system messages",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (July 2026), the whole of it; the model and the vLLM "
          "release are not named. The answer comment is left out.")

# ---------------------------------------- nashsu/llm_wiki #45: local vLLM Qwen3.5, client's message order -> HTTP 400 System message must be at the beginning.
case("llm-wiki-45-local-vllm-qwen35-http-400-system-message-must-be-at-the-beginning",
     "https://github.com/nashsu/llm_wiki/issues/45",
     "Bad Request\n"
     "\n"
     "Error: HTTP 400: Bad Request \u2014 {\"error\":{\"message\":\"System message must be at the beginning.\","
     "\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "\n"
     "nashsu \u00b7 comment \u00b7 2026-04-21\n"
     "\u8bf7\u95ee\u7528\u7684\u662f\u4ec0\u4e48\u63d0\u4f9b\u5546\u7684\u6a21\u578b\uff1f\n"
     "\n"
     "heqichun \u00b7 comment \u00b7 2026-04-21\n"
     "vllm \u672c\u5730\u90e8\u7f72\u7684qwen3.5 \u6a21\u578b",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "llm_wiki (before v0.3.7) sent its chat requests with a system message that was not the first message; the "
     "locally deployed vLLM serves Qwen3.5 with its own chat template, which refuses that with 'System message must be "
     "at the beginning.' (400).",
     "maintainer nashsu: fixed in llm_wiki v0.3.7 ('\u5df2\u7ecf\u5728 v0.3.7 \u7248\u672c\u4fee\u590d'); the reporter "
     "confirmed the problem was gone after installing v0.3.7. Launch-side alternative: a --chat-template that accepts a "
     "later system message",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description and the first two comments as stored (April 2026: the "
          "maintainer's question and the reporter's 'vLLM, locally deployed qwen3.5'); the fix comments are left out.")

# ---------------------------------------- can1357/oh-my-pi #958: vLLM Qwen3.6-27B, omp sends several system prompts -> System message must be at the beginning.
case("oh-my-pi-958-vllm-qwen36-27b-multiple-system-prompts-system-message-must-be-at-the-beginning",
     "https://github.com/can1357/oh-my-pi/issues/958",
     "Error with local model \"System message must be at the beginning.\"\n"
     "\n"
     "### Question\n"
     "\n"
     "Hi folks,\n"
     "\n"
     "I'm using vLLM with Qwen3.6-27B and the openai-compatible API. \n"
     "First I was getting an error which I fixed by setting supportsDeveloperRole to off. But now I get this with "
     "every message: \"System message must be at the beginning.\"\n"
     "Which suggests omp is adding some other info... I also tried disabling reasoning effort, but it didn't make any "
     "difference.\n"
     "Any tips on what I can try next?\n"
     "\n"
     "this is how my models config looks like:\n"
     "```\n"
     "providers:\n"
     "  local:\n"
     "    baseUrl: [redacted]\n"
     "    apiKey: [redacted]\n"
     "    api: openai-completions\n"
     "    models:\n"
     "      - id: mymodel\n"
     "        name: mymodel\n"
     "        reasoning: true\n"
     "        input:\n"
     "          - text\n"
     "          - image\n"
     "        contextWindow: 256000\n"
     "        compat:\n"
     "          supportsDeveloperRole: false\n"
     "          supportsReasoningEffort: false\n"
     "```\n"
     "\n"
     "### Topic\n"
     "\n"
     "None\n"
     "\n"
     "### Platform\n"
     "\n"
     "Linux",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "oh-my-pi (omp) sent its ordered system prompts as several separate system messages (and, before the reporter "
     "turned supportsDeveloperRole off, a developer-role message); vLLM serves Qwen3.6-27B with its own chat template, "
     "which accepts only one system message at the start, so every request was refused with 'System message must be at "
     "the beginning.'",
     "maintainer can1357: 'Fixed by adding the OpenAICompat.supportsMultipleSystemMessages flag. Strict-template hosts "
     "(Qwen via vLLM, ...) now coalesce ordered system prompts into a single system/developer block'. Launch-side "
     "alternative: a --chat-template that accepts several system messages",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (May 2026); the maintainer's fix comment is left out. "
          "The message is quoted by the reporter, not pasted from a log.")

# ---------------------------------------- zai-org/feedback #97: ZCode -> vLLM qwen3.5-397b, system prompt not first -> 400 System message must be at the beginning.
case("zai-feedback-97-zcode-vllm-qwen35-397b-provider-400-system-message-must-be-at-the-beginning",
     "https://github.com/zai-org/feedback/issues/97",
     "[Bug] System message must be at the beginning.\n"
     "\n"
     "### \u95ee\u9898\u7c7b\u522b \u00b7 Category\n"
     "\n"
     "\u6a21\u578b\u8bbe\u7f6e / \u5207\u6362 \u00b7 Model config\n"
     "\n"
     "### \u6d89\u53ca\u7684 Agent \u6846\u67b6 \u00b7 Agent framework\n"
     "\n"
     "ZCode Agent\uff08\u81ea\u7814\uff09\n"
     "\n"
     "### \u95ee\u9898\u63cf\u8ff0 \u00b7 Description\n"
     "\n"
     "\u4f7f\u7528vllm\u90e8\u7f72\u7684qwen3.5-397b\u6a21\u578b\uff0c\u8c03\u7528\u65f6\u4f1a\u62a5\u9519System message "
     "must be at the beginning.Turn execution failed\n"
     "provider=bc5be50a-33c2-4748-a537-58e9294069ae provider_code=400 model=qwen3.5-397b "
     "request=e5eb2144-dccf-4eda-a60a-b48807eff614 reason=invalid_request status=400 retryable=false\uff0c"
     "\u5e94\u8be5\u65f6\u8bf7\u6c42\u4f53\u4e0d\u7b26\u5408qwen\u7684\u8981\u6c42\uff0csystem prompt\u6ca1\u653e\u5728"
     "user prompt\u524d\u9762\uff0c\u53cd\u6b63\u662f\u4e2abug\u5427\uff0c\u4f60\u8fd9\u6837\u6211\u5c31\u6ca1\u6cd5"
     "\u8c03\u7528qwen\u6a21\u578b\u4e86\n"
     "\n"
     "### \u590d\u73b0\u6b65\u9aa4 \u00b7 Steps to reproduce\n"
     "\n"
     "\u6253\u5f00 Zcode\uff0c\u914d\u7f6evllm qwen3.5\u6a21\u578b\uff0c\u7136\u540e\u8c03\u7528\n"
     "\n"
     "### ZCode \u7248\u672c \u00b7 ZCode version\n"
     "\n"
     "v1.2.3",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "ZCode (v1.2.3) sent several system prompts / a system prompt that was not the first message over the "
     "OpenAI-compatible API; vLLM serves qwen3.5-397b with its own chat template, which requires a single system "
     "message at the beginning, so every turn failed with 400 'System message must be at the beginning.'",
     "maintainer panda920: fixed in ZCode v3.4.2 - over the OpenAI-compatible API, multiple system prompts are merged "
     "into one before sending, which avoids the qwen template's 'system message must be at the beginning' error. "
     "Launch-side alternative: a --chat-template that accepts several system messages",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: parts of the issue's form as stored (July 2026: title, category, framework, description, steps, "
          "version); the checklist, the expected/actual lines and a screenshot are left out, as is the fix comment. "
          "The message is quoted in the description's prose.")

BATCH.write()
