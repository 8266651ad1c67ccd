"""Round-678 blind batch: TOOL-CALL and REASONING PARSERS of the 2025-2026 model families (qwen3_coder / qwen3_xml,
glm45 / glm47, kimi_k2, minimax_m2, deepseek_v31 / v32 / v4, gpt-oss harmony, seed_oss, hermes on Qwen3.5 / 3.6 /
3.8) seen from CLIENT and FRAMEWORK trackers (not vLLM's own): parser names a release refuses, the 'auto tool choice'
400 that agent clients meet at their first request, tool calls returned as text; collected by helper wild678 and NOT
graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round678-blind"``; the lead grades it
once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 35 allowed (24 ``search`` corpus=issues, 3 corpus=docs, 1 corpus=pages; no find_string,
read_file, find_files, find_repos or fetch). 3 cases: MiniMax-AI/MiniMax-M2 #49 (--reasoning-parser
minimax_m2_append_think refused by the vllm-ascend v0.11.0rc1 image), openagents-org/openagents #285 (the 'auto'
tool-choice 400 behind GPUStack on DGX Sparks), syv-ai/qwen38-27b-rtx3090 #19 (the same 400 from OpenCode against
the Qwen3.8-27B serving kit). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against
the earlier rounds' skip lists (grep of the issue number in tools/wild_cases_round*.py) before it was spent on.

The slice is close to MINED OUT. Rounds 126, 206, 293, 342, 361, 446, 451, 468, 570, 621 and 669 took or named every
'invalid choice' / 'invalid tool call parser' thread of the model vendors' trackers (GLM-4.5 #16 / #54 / #58, GLM-V
#144, Kimi-K2 #19, seed-oss #18, Qwen3-Coder #537, vllm-ascend #8875 / #8997, ...). What the client trackers hold
now is mostly 'tool calls come back as text' with no error line at all (not a case under the brief), Moonshot's own
API refusing ('thinking is enabled but reasoning_content is missing', not vLLM), and parser-quality bugs with the
RIGHT parser.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-spent): zai-org/GLM-4.5 #16, #54, #58, #5, #40 (no
  error text); zai-org/GLM-V #144 (rounds 446, 538, 585, 645); MoonshotAI/Kimi-K2 #19; ByteDance-Seed/seed-oss #18
  (446); QwenLM/Qwen3-Coder #537 and vllm #26561 (468, 621); vllm #18375, #24459, #17514, #8912, #9312, #30933 (274);
  vllm-ascend #8875, #8997, ROCm/vllm #926 (451); runpod-workers/worker-vllm #113 (451).
- No error line in the stored text (tool calls returned as text, or a screenshot): gpustack/gpustack #2870 (gpt-oss-20b
  with --tool-call-parser llama3_json because GPUStack v0.7.1's vLLM lacked 'openai'; the chunk stops in the client
  code before the error), gpustack #2873 (gpt-oss / qwen3 tool calling; the fix --tool-call-parser=openai
  --reasoning-parser=openai_gptoss is stored, no error line), deepseek-ai/DeepSeek-V3 #944 (hermes on DeepSeek-V3,
  screenshot), MiniMax-AI/MiniMax-M2 #14 (<tool_calls> instead of <minimax:tool_call>, no error), MiniMax-AI/MiniMax-M1
  #29, MiniMax-M2.5 #10 (OpenClaw, not vLLM), BerriAI/litellm #12679 (Kimi K2 tool calls as raw text, one line),
  1CatAI/1Cat-vLLM #26 (Qwen3.6-27B-AWQ tool calls as text on the fork's 0.0.3), NousResearch/hermes-agent #39099
  (parser mismatch, prose), NVIDIA/NemoClaw #976 (qwen3_coder parser bypassed by /v1/responses, prose),
  microsoft/agent-framework #2635 (gpt-oss tools not executed, no error), vllm-project/vllm-ascend #7856 (GLM-4.7
  tool-call JSON broken, screenshots), NVIDIA developer forum topic 362784 ('vLLM returns 400 error for
  tool_choice="auto" when called from OpenClaw', Qwen3.5-35B-A3B on a GB10: the stored page stops inside the docker
  command, before the error text; the title paraphrases the message, so not taken).
- Not vLLM's message / not a launch: Kimi-K2.5 'thinking is enabled but reasoning_content is missing' (QuantumNous/
  new-api #3121, continuedev/continue #11711, anomalyco/opencode #16318, bytedance/deer-flow #3043, MoonshotAI/kimi-cli
  #1616: Moonshot's API); InternLM/lmdeploy #4536, #3967 (lmdeploy's parsers); TheTom/vllm-swift #13 and
  jjang-ai/vmlx #192 (MLX servers); openclaw/openclaw #79697 (llama.cpp), #49508 (a chat-template TypeError, the
  chat-template family is mined), #60464 (OpenClaw's own 'incomplete turn' error); NousResearch/hermes-agent #12643
  (a 400 'Unterminated string' whose cause the thread does not reach).
- Parser bugs with the right parser, or fix PRs (not a launch choice): vllm #36769, #39771, #55495, #54808, #44060,
  #39649, #34625, #38212, #37397, #36833, #30238, #24478, #50768, #22885, #19056, #21544, #17790; vllm PRs #28900,
  #30613, #8709, #32216, #23454, #23330, #27535; sglang #14690, #22637.

Judgement calls for the lead:
1. minimax-m2-49: the thread has no answer (open; a vLLM maintainer only links vllm-ascend #4278, the same reporter's
   feature request, itself unanswered until a 2026 'any progress?'). The cause is read from the message: the choice
   list it prints is vLLM 0.11.0's reasoning-parser registry (deepseek_r1 ... step3, no minimax_m2*), and the parser
   arrived with vLLM PR #27535 (MiniMax-M2 support, 2025-10-26, after 0.11.0). The fix is taken from the vllm-ascend
   maintainer's answer in the sibling support request vllm-ascend #4320 (2026-06-15: use the latest release / rc,
   MiniMax-M2.5 / M2.7 supported). Kind and cause vllm_check_failed, as the other 'invalid choice' parser fixtures
   (glm45-4, github-glm45-16, github-kimi-k2-19) were labelled; the lead may prefer dependency_version_mismatch /
   release_regression-like 'release too old' as the cause -- there is no such label.
2. openagents-285 and syv-ai-qwen38-19: the 400 reaches the client from its first tool-bearing request; taken under
   'failing at its first requests because of how it was launched', kind vllm_check_failed and cause
   auto_tool_choice_not_enabled as the seven earlier fixtures with this message. openagents #285 has no answer stored
   (the title says 'Workaround', the stored body stops before it): the message itself pins the cause. In syv-ai #19 the
   reporter's own flags (--enable-auto-tool-choice --tool-call-parser hermes) removed the 400, but hermes did not
   parse Qwen3.8's tool calls; the model-family parser (qwen3_coder / qwen3_xml) comes from vllm-project/recipes PR
   #826 (Qwen3.8-27B recipe), not from the thread. A grader should accept a fix naming --enable-auto-tool-choice
   with a tool-call parser; hermes for this model would be the reporter's half-fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round678-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- MiniMax-M2 #49: vllm-ascend v0.11.0rc1 image, MiniMax-M2 recipe flags -> --reasoning-parser minimax_m2_append_think invalid choice
case("minimax-m2-49-vllm-ascend-v0110rc1-tp8-reasoning-parser-minimax-m2-append-think-invalid-choice",
     "https://github.com/MiniMax-AI/MiniMax-M2/issues/49",
     "[Inquiry]: --reasoning-parser: invalid choice: 'minimax_m2_append_think'\n"
     "\n"
     "### Basic Information - Models Used\n"
     "\n"
     "MiniMax-M2\n"
     "\n"
     "### Description\n"
     "\n"
     "在华为升腾环境，基于ascend/vllm-ascend:v0.11.0rc1，按照命令启动镜像时报错:\n"
     "```\n"
     "vllm serve /workspace/model \\\n"
     "  --trust-remote-code \\\n"
     "  --enable_expert_parallel \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --tool-call-parser minimax_m2 \\\n"
     "  --reasoning-parser minimax_m2_append_think \\\n"
     "  --served-model-name MiniMax-M2\n"
     "\n"
     "vllm serve: error: argument --reasoning-parser: invalid choice: 'minimax_m2_append_think' (choose from "
     "'deepseek_r1', 'glm45', 'openai_gptoss', 'granite', 'hunyuan_a13b', 'mistral', 'qwen3', 'seed_oss', 'step3')\n"
     "``` \n"
     "请问咱们模型支持升腾环境部署吗？需要多少版本的vllm。",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The reporter ran MiniMax's official vLLM launch line for MiniMax-M2 (--tool-call-parser minimax_m2 "
     "--reasoning-parser minimax_m2_append_think) inside the ascend/vllm-ascend:v0.11.0rc1 image on Huawei Ascend "
     "NPUs. That image is built on vLLM 0.11.0, whose reasoning-parser registry (the choice list the error prints) has "
     "no minimax_m2 / minimax_m2_append_think: MiniMax-M2 support and its parsers came with vLLM PR #27535 after "
     "0.11.0. argparse refuses the flag before anything loads; the release (and vllm-ascend's lack of MiniMax-M2 "
     "support at the time) is the cause, not memory or the NPUs.",
     "no fix in the thread (open; vLLM maintainer Yikun only linked vllm-project/vllm-ascend #4278, the reporter's own "
     "unanswered feature request 'support MiniMax-M2'). In the sibling request vllm-ascend #4320 the vllm-ascend "
     "maintainer earthmanylf answered (2026-06-15): use the latest vllm-ascend release or rc (MiniMax-M2.5 / M2.7 are "
     "supported) and follow the MiniMax-M2.5 tutorial -- i.e. a vLLM / vllm-ascend release that ships the minimax_m2 "
     "parsers",
     release="0.11.0 (ascend/vllm-ascend:v0.11.0rc1 image)", gpu="Huawei Ascend NPU (model not stated)", gpus=8,
     command="vllm serve /workspace/model --trust-remote-code --enable_expert_parallel --tensor-parallel-size 8 "
             "--enable-auto-tool-choice --tool-call-parser minimax_m2 --reasoning-parser minimax_m2_append_think "
             "--served-model-name MiniMax-M2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored (Chinese: 'on a Huawei Ascend environment, "
          "based on ascend/vllm-ascend:v0.11.0rc1, starting the image with this command errors' / 'does the model "
          "support Ascend deployment? which vLLM version is needed?'). The same text was filed as "
          "vllm-project/vllm-ascend #4278 by the same reporter the same day. gpus=8 from --tensor-parallel-size 8.")

# ---------------------------------------- openagents #285: OpenAgents' llm_agent -> GPUStack (vLLM) on DGX Sparks -> "auto" tool choice requires ... 400
case("openagents-285-gpustack-dgx-spark-vllm-auto-tool-choice-requires-enable-auto-tool-choice-400",
     "https://github.com/openagents-org/openagents/issues/285",
     "Workaround: \"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set.\n"
     "\n"
     "I am running a small testbed of Nvidia Sparks plugged into a Mikrotik CRS812-DDQ switch ... with GPUStack "
     "coordinating operation of the nodes and running the various models. It all works wonderfully, and I have "
     "different applications accessing the GPUStack API (OpenAI-Compatible).\n"
     "\n"
     "I decided to test the Openagents Docker image, and it spun up without any issues. After opening a shell "
     "(/bin/bash) and making a slight mod to the llm_agent.py example file (pointing to the local API) when comments "
     "are posted in the guest/general channel I see the agent_runner trying to open sessions via the API.\n"
     "\n"
     "However, it appears \"tool_choice\":\"auto\" is being sent from openagents to the API (packet capture of the "
     "interaction also reveals a bunch of extra/unrelated agentworld KVPs - I have no idea where that's coming from). "
     "The API then shoots back a nastigram saying the  \"auto\" tool choice requires --enable-auto-tool-choice and "
     "--tool-call-parser to be set.  The openagent logs show this result as ...\n"
     "\n"
     "{\"error\":{\"message\":\"\\\"auto\\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to "
     "be set\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "OpenAgents' example agent sends its chat requests with tools and tool_choice=\"auto\"; the model behind the "
     "GPUStack OpenAI-compatible API is served by vLLM, and that vLLM instance was started without "
     "--enable-auto-tool-choice and --tool-call-parser, so vLLM's chat endpoint refuses the first agent request with "
     "400. The servers are up; the launch lacks the tool-calling flags. Not a memory or GPU problem.",
     "no answer stored (closed; the title announces a workaround that the stored body does not reach). From the message "
     "itself: add --enable-auto-tool-choice --tool-call-parser <the parser for the served model's family> to the "
     "model's vLLM backend parameters in GPUStack (or have the client stop sending tool_choice=\"auto\")",
     release=None, gpu="NVIDIA DGX Spark (GB10)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as stored, up to the logged error (the stored chunk goes on "
          "to the docs' ToolEnabledAgent section and stops). The served model, the vLLM release and the number of "
          "Sparks are not given.")

# ---------------------------------------- syv-ai/qwen38-27b-rtx3090 #19: OpenCode -> the kit's vLLM (Qwen3.8-27B) without tool flags -> "auto" tool choice 400
case("syv-ai-qwen38-27b-rtx3090-19-opencode-qwen38-27b-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/syv-ai/qwen38-27b-rtx3090/issues/19",
     "No tool call parsing\n"
     "\n"
     "When trying to use OpenCode, with this repo as model backend, I get this error\n"
     "```\n"
     "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set\n"
     "```\n"
     "\n"
     "## Steps to reproduce\n"
     "```shell\n"
     "docker compose build\n"
     "echo \"CTX=huge\" >> .env\n"
     "docker compose --profile single up -d\n"
     "```\n"
     "My opencode config:\n"
     "```json\n"
     "{\n"
     "  \"$schema\": \"https://opencode.ai/config.json\",\n"
     "  \"plugin\": [\n"
     "    \"superpowers@git+https://github.com/obra/superpowers.git\",\n"
     "    \"@opencode-trace/plugin\"\n"
     "  ],\n"
     "  \"provider\": {\n"
     "    \"local\": {\n"
     "      \"npm\": \"@ai-sdk/openai-compatible\",\n"
     "      \"name\": \"local\",\n"
     "      \"options\": {\n"
     "        \"baseURL\": \"http://192.168.1.73:18020/v1\"\n"
     "      },\n"
     "      \"models\": {\n"
     "         \"qwen3.8-27b\": {\n"
     "           \"name\": \"qwen3.8-27b\",\n"
     "           \"limit\": {\n"
     "             \"context\": 200000,\n"
     "             \"output\": 50000\n"
     "           }\n"
     "         }\n"
     "      }\n"
     "    }\n"
     "  }\n"
     "}\n"
     "```",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "The syv-ai/qwen38-27b-rtx3090 docker kit serves Qwen3.8-27B with vLLM on an RTX 3090 but does not pass "
     "--enable-auto-tool-choice / --tool-call-parser in its default launch; OpenCode sends every request with tools "
     "and tool_choice=\"auto\", so vLLM refuses it with this 400. A missing launch flag, not memory (the context "
     "setting CTX=huge is not involved).",
     "the reporter (Hugi-R, 2026-08-21): adding EXTRA_ARGS='--enable-auto-tool-choice --tool-call-parser hermes' to "
     "the kit's .env removed the 400 ('easily fixed'), but with hermes no tool calls came back in the responses "
     "(a second commenter, ampersandru, reported similar tool-call trouble). The parser for this model family: Qwen3.8's chat template emits "
     "<tool_call><function=...><parameter=...> XML, the qwen3_coder format, and vLLM's Qwen3.8-27B recipe "
     "(vllm-project/recipes PR #826) launches it with --enable-auto-tool-choice --tool-call-parser qwen3_xml "
     "(earlier qwen3_coder)",
     release=None, gpu="NVIDIA RTX 3090", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as stored up to the OpenCode config; the reporter's "
          "EXTRA_ARGS fix and the follow-up about tool calls not being parsed are left out. gpus=1 from the kit's "
          "'--profile single' (the kit is built for one RTX 3090; a dual profile exists). The vLLM release is not "
          "given.")

BATCH.write()
