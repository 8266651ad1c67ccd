"""Round-713 blind batch: AGENT SDKs and MULTI-AGENT frameworks not cut before (openai/openai-agents-python,
AgentScope, CAMEL, MetaGPT, ChatDev, OpenManus second cut, smolagents second cut, Qwen-Agent, AutoAgent, OWL, Agent-S,
UI-TARS desktop / UI-TARS models served with vLLM, browser-use second cut), 2024-2026: vLLM's 400 / 500 answer or
start-up failure caused by the launch (tool-call parser and --enable-auto-tool-choice, chat template, max model len,
multimodal limits), with the cause stated; collected by helper wild713 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round713-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 19 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 3 cases, all the
same message (vLLM's multimodal limit per prompt refusing a GUI agent's second / fifth screenshot):
- bytedance/UI-TARS-desktop #41: UI-TARS-desktop driving a self-hosted UI-TARS model, 'ValueError: At most 1 image(s)
  may be provided in one request.' after the first action; fixed by --limit-mm-per-prompt "image=10" (commenter),
  confirmed by the reporter (who then had to lower it to fit a 12 GB card).
- bytedance/UI-TARS-desktop #104: 'ValueError: At most 4 image(s) may be provided in one request.' on the first agent
  task: the app sent every history screenshot; the reporter's fix kept only the last 3 screenshots per request.
- web-infra-dev/midscene #351: Midscene (browser agent) planning with UI-TARS sends two images after one action;
  'At most 1 image(s)'; the reporter's fix: '--limit-mm-per-prompt image=5' on the launch.

How mined the slice is: close to MINED OUT. The '"auto" tool choice requires --enable-auto-tool-choice' 400 from agent
SDKs (openai-agents-python #2129, OpenManus #331, Qwen-Agent #344, QwenPaw #1449) is used or skip-listed by rounds
325 / 451 / 480 / 668 / 686; OWL / CAMEL threads were cut by rounds 435 / 674 / 680; browser-use #74, #735, #1082,
#2059 by 480 / 680; UI-TARS (bytedance/UI-TARS #94, #110, #165; UI-TARS-desktop #92, #378, #427, #587) by round 325.
What is left in this slice is mostly the UI-TARS multimodal-limit family, hence three cases of one message.

Sources given up (for the lead, not cases):
- Used or skip-listed by earlier rounds: openai/openai-agents-python #2129 (no stored answer), FoundationAgents/
  OpenManus #331, #840, QwenLM/Qwen-Agent #344, agentscope-ai/QwenPaw #1449, camel-ai/owl #97, #436, browser-use #74,
  #735, #1082, #2059, bytedance/UI-TARS #94 (claimed by mistake in CLAIMS.txt before the skip list was read; NOT
  used: round 325 gave it up, cut before the error line), UI-TARS-desktop #92, #378, #587, #427.
- Error line not in the stored chunk / screenshot only: bytedance/UI-TARS-desktop #179 (two screenshots, title only),
  #316 (UI-TARS-7B-SFT, '500 status code (no body)' from askLLMTool; the stored server log stops in the request line,
  before the error; claimed, not used), simular-ai/Agent-S #57 ('400 Bad Request' with UI-TARS-7B-DPO as grounding
  model; only maintainer comments about the URL / model name are stored, no vLLM line; claimed, not used),
  agentscope-ai/agentscope #708 (screenshot; reporter asks whether to set --tool-call-parser hermes, no confirmation),
  camel-ai/camel #3621 (max_tokens 180000 against a unified gateway, not shown to be vLLM).
- No fix / cause in the stored thread: bytedance/UI-TARS-desktop #477 (Agent-TARS + UI-TARS-7B-DPO, 'At most 1
  image(s)' with the full vLLM traceback, open, no answer stored; claimed, not used -- a good candidate if a later
  round reaches its comments), #1729 (UI-TARS-2B-SFT, "'max_tokens' or 'max_completion_tokens' is too large: 65535.
  This model's maximum context length is 32768 tokens", open, no answer stored).
- Not launch-caused: huggingface/smolagents #908 (500 'Internal server error', fixed client-side with
  flatten_messages_as_text), #1794 (smolagents' VLLMModel vs vLLM 0.10.1 API), #158; QwenLM/Qwen3-VL #142 (Qwen-Agent's
  old message format refused by vLLM's chat parser, fixed by qwen-agent>=0.0.9, a client fix); MetaGPT #1843, #1702
  (MetaGPT's own parsing errors).
- Nothing usable reached for ChatDev, AutoAgent, Agent-S (beyond #57), AgentScope (beyond #708 / #113).

Judgement calls for the lead:
1. All three are the same vLLM message (chat_utils' 'At most N image(s) may be provided in one request.', the pre-0.8
   wording); they differ in the limit (1 vs 4), the launch (default vs an explicit image=4) and the fix that worked
   (a larger --limit-mm-per-prompt in #41 and midscene #351; fewer screenshots per request, a client change, in #104).
   Kind vllm_check_failed and cause mm_limit_per_prompt_exceeded follow README's cause list and the earlier fixtures
   deepeyes-109 / opencode-47930 (numbers {} as there). Drop one if a single family is over-weighted.
2. ui-tars-desktop-41: the reporter confirmed '--limit-mm-per-prompt "image=10"' solved it, then said image=10 on a
   12 GB card with UI-TARS-2B-SFT made vLLM fail to start (memory) and they used image=3; the commenter then suggested
   2. The fix field names both; a limit the card can hold (small) is the lesson, so no memory flag is forbidden beyond
   those that are plainly beside the point.
3. ui-tars-desktop-104: the reporter says the limit image=4 was the model's 'default'; no launch line is stored. vLLM's
   own default is 1, so image=4 was most likely set by the deploy guide's command (UI-TARS's README used image=5 at
   the time; the collector did not check the exact guide). The fix that worked is client-side (keep the last 3
   screenshots); raising --limit-mm-per-prompt is the server-side alternative README names.
4. midscene-351 is a Midscene (browser-automation agent) thread, not one of the named repos; it is in the slice through
   'UI-TARS models served with vLLM' (Midscene drives UI-TARS). Round 325 used another Midscene thread (#783).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round713-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- UI-TARS-desktop #41: UI-TARS model on vLLM, second screenshot refused (At most 1 image)
case("ui-tars-desktop-41-gui-agent-second-screenshot-at-most-1-image-per-request",
     "https://github.com/bytedance/UI-TARS-desktop/issues/41",
     "ERROR 01-24 17:49:40 serving_chat.py:181] ValueError: At most 1 image(s) may be provided in one request.\n"
     "\n"
     "<img width=\"927\" alt=\"Image\" src=\"https://github.com/user-attachments/assets/"
     "bdb7d3ac-5bac-40c5-9f22-73868e8767e0\" />\n"
     "输入：使用百度一下，搜索深圳天气。\n"
     "\n"
     "结果：只是鼠标移动到了搜索框，下面就报错，没有任何操作了。",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "UI-TARS-desktop (a GUI agent) sends the model a new screenshot after each action together with the earlier ones, "
     "so from the second step on a request carries more than one image; the vLLM server hosting the UI-TARS model was "
     "started without --limit-mm-per-prompt, so vLLM's default of 1 image per prompt applied and its chat parser "
     "refused the request with 400 ('At most 1 image(s) may be provided in one request.'). The agent stopped after "
     "moving the mouse to the search box. A launch setting, not memory or the model.",
     "commenter Kira-Pgr (2025-01-25): start vLLM with `--limit-mm-per-prompt \"image=10\"` (citing vllm-project/vllm "
     "#9739); the reporter confirmed (2025-01-26) 'perfectly solved, it now carries out the steps I want' (完美解决), "
     "but on a 12 GB GPU with UI-TARS-2B-SFT image=10 made vLLM fail to start for memory, so they used image=3; "
     "Kira-Pgr: set it smaller, e.g. 2. So: a --limit-mm-per-prompt image count above 1 that the card can hold.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the issue title (the vLLM log line the reporter used as title) and the whole description as stored: "
          "a screenshot tag and two Chinese lines ('Input: use Baidu to search the Shenzhen weather. Result: the mouse "
          "only moved to the search box, then the error, no further action.'). The comments (the fix) are left out. "
          "The vLLM version is not stated (Jan 2025, serving_chat.py:181 and the 'in one request' wording are the "
          "pre-0.8 releases). Judgement calls 1 and 2.")

# ---------------------------------------- UI-TARS-desktop #104: history screenshots exceed image=4 (At most 4 image(s))
case("ui-tars-desktop-104-history-screenshots-at-most-4-images-per-request",
     "https://github.com/bytedance/UI-TARS-desktop/issues/104",
     "ValueError: At most 4 image(s) may be provided in one request. #23\n"
     "\n"
     "部署完项目后，执行agent任务，执行第一个任务就报如下错误：\n"
     "ERROR 01-23 07:08:25 serving_chat.py:181] File \"/home/test2/conda_save/envs/ui-tars/lib/python3.11/"
     "site-packages/vllm/entrypoints/chat_utils.py\", line 464, in add\n"
     "ERROR 01-23 07:08:25 serving_chat.py:181] raise ValueError(\n"
     "ERROR 01-23 07:08:25 serving_chat.py:181] ValueError: At most 4 image(s) may be provided in one request.",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "UI-TARS-desktop's toVlmModelFormat (src/main/agent/index.ts) sent every screenshot of the conversation history "
     "with each request, so the number of images grew with each step until it passed the vLLM server's "
     "--limit-mm-per-prompt image=4, and vLLM's chat parser refused the request (chat_utils.py's tracker, 'At most 4 "
     "image(s) may be provided in one request.'). More images per request than the launch allows; not memory.",
     "the reporter's own fix in the issue description: change toVlmModelFormat to send only the most recent screenshots "
     "('.slice(-3)', keep only the last 3 screenshots so the history does not pile up), which they tested as fixing "
     "the error. The server-side alternative is a larger --limit-mm-per-prompt image count at launch.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the description's first sentence ('After deploying the project and running an "
          "agent task, the first task fails with this error:') with the pasted vLLM log lines; the rest of the "
          "description (the reporter's diagnosis -- history screenshots exceed the 'default' image=4 -- and their "
          "code fix) is left out as the fix. The stored chunk of the code is cut inside toVlmModelFormat. No launch "
          "line or version is stored. Judgement calls 1 and 3.")

# ---------------------------------------- midscene #351: Midscene planning with UI-TARS sends 2 images -> At most 1 image(s)
case("midscene-351-ui-tars-planning-two-images-at-most-1-image-per-request",
     "https://github.com/web-infra-dev/midscene/issues/351",
     "UI_TARS出现报错400 status code (no body)\n"
     "\n"
     "进行一次action后，会重新进行planing行为。这时候请求UI_TARS会带上两张图片，直接返回报错\n"
     "\n"
     "<img width=\"1036\" alt=\"Image\" src=\"https://github.com/user-attachments/assets/"
     "53a9d5b9-e14a-4911-b194-e26512d44a9e\" />\n"
     "\n"
     "服务端报错\n"
     "```\n"
     "ERROR 02-05 11:52:47 serving_chat.py:181] ValueError: At most 1 image(s) may be provided in one request.\n"
     "```",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "Midscene (a browser-automation agent) drives a UI-TARS model served by vLLM; after one action it plans again and "
     "sends two images in the request, while the vLLM server was started without --limit-mm-per-prompt (default 1 "
     "image per prompt), so vLLM refused it with 400 and the client saw '400 status code (no body)'. A launch setting, "
     "not memory or the model.",
     "the reporter's own follow-up (Rabbit-bear, 2025-02-05): adding `--limit-mm-per-prompt image=5` to the vLLM start "
     "command fixed it ('启动命令加上--limit-mm-per-prompt image=5就好了，忽略').",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole description as stored (Chinese: 'after one action it re-plans; the "
          "request to UI_TARS then carries two images and returns the error directly' ... 'server-side error:'), a "
          "screenshot tag kept as stored. The reporter's comment with the fix is left out. vLLM version not stated "
          "(the 'in one request' wording and serving_chat.py:181 are pre-0.8). Judgement calls 1 and 4.")

BATCH.write()
