"""Round-696 blind batch: UNSPENT CANDIDATES that this session's collectors (rounds 684-695) named but could not finish,
re-checked with fresh searches on their own words (vllm #17792, OpenSPG/KAG #663, lobe-chat #7196, modelbench #981,
unlock-deepseek #28, MemAgent #9, vllm-omni #2030 / #1015 / #2722, VoxCPM #338, opencode-morph-plugin #23, odysseus
#103, HunyuanOCR #25, dots.ocr #220, vllm-ascend #6790 / #6931, magpie #9, synthetic-data-kit #24 with unsloth #2887,
jetson-ai-lab PR #420, aws/deep-learning-containers PRs #6440 / #6464 / #6761), taken only where the stored text has
vLLM's error line AND a cause or fix; collected by helper wild696 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round696-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 2 cases:
- vllm #17792: glm-edge-1.5b-chat in vllm/vllm-openai:latest (2025-05-07) launched without tool flags: the client's
  400 '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'; a later commenter
  (lly1997, 2026-01-08): adding --enable-auto-tool-choice --tool-call-parser hermes solved it.
- OpenSPG/KAG #663: KAG 0.8's model-config check against a local vLLM serving qwen3-32b with an 8192-token window
  asks for max_tokens 8192: 'This model's maximum context length is 8192 tokens. However, you requested 8218 tokens
  (26 in the messages, 8192 in the completion)'; the reporter's custom max_tokens 4000 is not applied (customize: {}).

How mined the slice is: mined out. Every other candidate was re-searched on its own words (1-3 queries each) and
still lacks either vLLM's error line or a cause / fix in the stored text; the rounds that named them judged right.

Sources given up (for the lead, not cases):
- vllm-project/vllm-omni #2030 (Qwen3-TTS-12Hz-0.6B-Base, async_chunk off: Stage-1 'You passed 73424 input tokens
  and requested 0 output tokens. However, the model's context length is only 32768 tokens' -- clean error line, but
  the issue is open with no answer; merged PR #2104 ('[Fix] Qwen3 TTS audio handling for long ref_audio', 2026-03-23:
  non-async Base path forwards only finished talker outputs, trims audio_codes by EOS, stops repeated-history
  aggregation) looks like the fix, but neither thread links the other in the stored text: not taken on a guess.
- vllm-omni #2722 (Flux.2-dev on L4): the issue itself not reached in two queries; its cause is documented in #2738 /
  PR #2739 (Flux2Pipeline.__init__ moves the Mistral3 text encoder and VAE to the GPU despite --enable-cpu-offload,
  and loads them in fp32), but neither stores a vLLM error line. vllm-omni #1015 (Qwen3-TTS VoiceDesign 'Pydantic
  validation error when loading ModelConfig'): only the title and one sentence stored, no error text.
- vllm-project/vllm-ascend #6790 (DeepSeek-V3.1 headless node, 0.13.0rc2 / 0.14.0rc1: '1 validation error for
  VllmConfig / Value error, Cannot find the config file for ascend' -- full error stored, but open with no answer;
  the cause is not in the thread). #6931 (v0.11.0-a3 image, DeepSeek-R1-0528-w8a8 on Atlas A3): the stored chunk stops
  inside the traceback before the error line, open, no answer.
- OpenBMB/VoxCPM #338 (VoxCPM2 --omni --tensor-parallel-size 2 on vLLM 0.21.0): stored chunks are the command, the
  non-default args and the config dump; no error line, open, no answer (same family as the used vllm-omni #5003).
- odysseus-dev/odysseus #103: not reached in two queries (only the sibling #167, a Groq 'metadata' 400, not vLLM).
- Tencent-Hunyuan/HunyuanOCR #25 (H200, vLLM 0.11.2.dev296, "Error in inspecting model architecture
  'HunYuanVLForConditionalGeneration'"): the inner error (registry subprocess output) and the answer are not stored.
- magpie-align/magpie #9 ('Gemma OOM', gemma-2-9b-it, TP 8, utilization 0.95, 8x A100 80GB, vLLM 0.5.1): the reporter's
  prose only ('Out Of Memory (OOM) error'), no vLLM text; the follow-up ('a bug with gpu_memory_utilization=0.95 and a
  tensor size ...') is still cut.
- unslothai/unsloth #2887 / meta-llama/synthetic-data-kit #24 / unslothai/notebooks #69 (SyntheticDataKit on a Colab T4,
  V0 engine config printed with dtype=torch.bfloat16 although Unsloth says float16): every stored chunk stops before
  vLLM's refusal; the bf16-on-Turing reading stays a guess.
- morphllm/opencode-morph-plugin #23: Morph's HOSTED API answers '"auto" tool choice requires ...'; open, no answer;
  the reporter cannot change that launch and morph-v3-large is a fast-apply model, so the real cause is not settled.
- bytedtsinghua-sia/MemAgent #9 (limit_mm_per_prompt ModelConfig validation error): not reached again (the query
  returned vLLM / GLM threads on the same message only).
- studio-dots-ai/dots.ocr #220 ('The size of tensor a (19600) must match the size of tensor b (9800)' in profile_run):
  still open with no reply.
- NVIDIA-AI-IOT/jetson-ai-lab PR #420: two queries return the same chunk, which stops inside tokk-nv's review before
  the doubled-'vllm serve' output; aws/deep-learning-containers PRs #6440 / #6464 not reached (only PR #6452's
  retelling, no error line); #6761 not re-spent (retold in a table per round 693).
- Not re-spent (earlier rounds' reads stand, nothing new expected): lobehub/lobe-chat #7196 (screenshots; the reporter
  says the tool flags were on), mlcommons/modelbench #981 (no vLLM line, round 691 read it), datawhalechina/unlock-deepseek
  #28 (error line not stored).

Judgement calls for the lead:
1. vllm-17792: the fix comes from a later commenter (lly1997, 2026-01-08), not the reporter; the issue was closed as
   stale. The reporter's title says that after adding --enable-auto-tool-choice the server asked for
   --chat-template-content-format and 'finally errored' -- that second error is not in the stored chunk, which is cut
   inside the first deployment's server traceback ('Error in preprocessing prompt inputs', serving_chat.py:198). The
   expectation is for the first deployment (no tool flags), whose client 400 is the auto-tool-choice message. Labelled
   as the 15 earlier fixtures with that message (kind vllm_check_failed, cause auto_tool_choice_not_enabled, numbers
   {}). release None: vllm/vllm-openai:latest on 2025-05-07 (0.8.5.x by date, not stated).
2. kag-663: NO answer in the stored thread (closed; the open duplicates #664 / #665 have none either). The cause is read
   from vLLM's own message (26 prompt tokens + 8192 completion tokens > the 8192-token window) and the reporter's own
   lines (the same vLLM works for other applications; the custom max_tokens 4000 he set is not in the config KAG
   validates: 'customize': {}). Same labelling as the earlier fixtures with this wording (gpustack-929, ragflow-5646:
   kind vllm_check_failed, cause prompt_exceeds_max_model_len, numbers {max_model_len}). That vLLM was launched with
   --max-model-len 8192 is read from the message (Qwen3-32B's own window is larger); the launch is not shown.
3. Both are request-time refusals of a server that started fine, taken under 'failing at its first requests because
   of how it was launched' (the tool flags; the 8192-token window), as earlier rounds did.

Good candidates seen, not in this slice and not spent on (for later rounds; not checked against every skip list):
vllm-project/vllm #22072 ('unrecognized arguments' with vllm/vllm-openai:latest and a compose 'command: - serve -
MODEL' -- the image's entrypoint already serves; not in USED_SOURCES), zai-org/GLM-4 #788 ('limit_mm_per_prompt is
only supported for multimodal models' on vLLM 0.9.2; not in USED_SOURCES, body thin), OpenSPG/openspg #538 (context
4096 vs 18546 requested in a KAG pipeline; screenshot only).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round696-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
               {"flag": "--enforce-eager"}, {"flag": "--quantization"}, {"flag": "--dtype"}]

# ---------------------------------------- vllm #17792: glm-edge-1.5b-chat, vllm/vllm-openai:latest without tool flags -> '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'
case("vllm-17792-glm-edge-15b-chat-docker-latest-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/vllm-project/vllm/issues/17792",
     "[Usage]: 自己部署vllm，无法调用工具，需要开启--enable-auto-tool-choice，开启后提示要配置--chat-template-content-format，最后报错\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "1. 第一次部署\n"
     "\n"
     "`sudo docker run --runtime nvidia --gpus all \\\n"
     "    -v /media/modules:/root/model \\\n"
     "    -p 8000:8000 \\\n"
     "    --ipc=host \\\n"
     "    --name t1 \\\n"
     "    vllm/vllm-openai:latest \\\n"
     "    --model /root/model/glm-edge-1.5b-chat \\\n"
     "    --max-model-len 8000 --dtype auto \\\n"
     "    --tensor-parallel-size 1\n"
     "\n"
     "2. 该部署报错如下\n"
     "`Error code: 400 - {'object': 'error', 'message': '\"auto\" tool choice requires --enable-auto-tool-choice and "
     "--tool-call-parser to be set', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "`\n"
     "服务器报错：\n"
     "`INFO 05-07 04:42:17 [chat_utils.py:396] Detected the chat template content format to be 'string'. You can set "
     "`--chat-template-content-format` to override this.\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198] Error in preprocessing prompt inputs\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198] Traceback (most recent call last):\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198]   File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/"
     "openai/serving_chat.py\", line 181, in create_chat_completion\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198]     ) = await self._preprocess_chat(\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198]         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 05-07 04:42:17 [serving_chat.py:198]   File \"/usr/local/lib/python3.12/dist-packages/vllm/e",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "glm-edge-1.5b-chat (a local folder) served from the vllm/vllm-openai:latest image with only --model, --max-model-len 8000, "
     "--dtype auto and --tensor-parallel-size 1: no --enable-auto-tool-choice and no --tool-call-parser. The client "
     "sends tools with tool_choice 'auto', so vLLM's OpenAI server answers 400 '\"auto\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set'. Per the title, adding only "
     "--enable-auto-tool-choice was not enough (the server then pointed at --chat-template-content-format and failed "
     "again): both flags, with a parser, are needed. The server itself is up; memory, length and GPUs are not involved.",
     "a later commenter in the thread (lly1997, 2026-01-08): '--enable-auto-tool-choice --tool-call-parser hermes  "
     "增加两个 解决问题' -- adding the two flags, with the hermes parser, solved it. (The issue was closed as stale; the "
     "reporter's own follow-up is not stored.)",
     release=None, gpu=None, gpus=None,
     command="sudo docker run --runtime nvidia --gpus all -v /media/modules:/root/model -p 8000:8000 --ipc=host "
             "--name t1 vllm/vllm-openai:latest --model /root/model/glm-edge-1.5b-chat --max-model-len 8000 "
             "--dtype auto --tensor-parallel-size 1",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description exactly as the stored chunk shows them; the chunk is cut inside the "
          "first deployment's server traceback (after '.../vllm/e'), so the second deployment and its error named in "
          "the title are not stored. The reporter's markdown is unbalanced (backticks opened inside a ```text block); "
          "left as is. The commenter's answer is left out. release None: 'latest' image on 2025-05-07, version not "
          "stated. Judgement call 1.")

# ---------------------------------------- OpenSPG/KAG #663: KAG 0.8 model check vs local vLLM qwen3-32b (window 8192), max_tokens 8192 -> 'maximum context length is 8192 tokens. However, you requested 8218 tokens'
case("kag-663-kag-08-local-vllm-qwen3-32b-context-8192-max-tokens-8192-requested-8218",
     "https://github.com/OpenSPG/KAG/issues/663",
     "[Bug] [Module Name] 添加本地模型报错\n"
     "\n"
     "### Operating system information\n"
     "\n"
     "Linux\n"
     "\n"
     "### What happened\n"
     "\n"
     "使用docker composer部署的0.8版本，在模型配置中，尝试配置硅基流动的deepseek-v3模型是没有问题的，但是在配置本地用vllm部署的qwen3-32b模型时报错"
     "（模型部署正常，有其它应用在使用），docker容器有如下日志：Caused by: pemja.core.PythonException: <class 'RuntimeError'>: "
     "invalid llm config: {'api_key': 'ha', 'base_url': 'http://172.29.85.208:9000/v1', 'model': 'qwen3-32b', "
     "'modelType': 'chat', 'type': 'maas', 'customize': {}}, for details: Error code: 400 - {'object': 'error', "
     "'message': \"This model's maximum context length is 8192 tokens. However, you requested 8218 tokens (26 in the "
     "messages, 8192 in the completion). Please reduce the length of the messages or completion. None\", 'type': "
     "'BadRequestError', 'param': None, 'code': 400}\n"
     "尝试添加自定义参数max_tokens，配置为4000，在post消息中确实看到了相关的自定义参数，但仍然有上面的报错：8218 tokens......\n"
     "web页面提示的错误和上面的类似：unknown error\n"
     "PemjaUtils.invoke Exception:pemja.core.PythonException: <class 'RuntimeError'>: invalid llm config: {'api_key': "
     "'ha', 'base_url': 'http://172.29.85.208:9000/v1', 'model': 'qwen3-32b', 'modelType': 'chat', 'type': 'maas', "
     "'customize': {}}, for details: Error code: 400 - {'object': 'error', 'message': \"This model's maximum context "
     "length is 8192 tokens. However, you requested 8218 tokens (26 in the messages, 8192",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "A local vLLM server serving qwen3-32b with an 8192-token context window (the launch is not shown; 8192 is the "
     "window vLLM prints, below Qwen3-32B's own). KAG 0.8's model configuration check sends a 26-token test prompt with "
     "max_tokens 8192 -- the whole window -- so 26 + 8192 = 8218 tokens exceed the server's max model length and vLLM's "
     "OpenAI server refuses with 400; KAG reports it as 'invalid llm config'. The reporter's custom max_tokens 4000 did "
     "not reach the check (the validated config carries 'customize': {}), so the request still asked for 8192. The "
     "same server works for other applications: a request-length problem, not memory or the launch's parallelism.",
     "no fix reached in the stored thread (closed; the duplicates #664 / #665 are open with no answer). From vLLM's "
     "message and the reporter's lines: the completion must fit the window -- max_tokens at most 8192 - 26 in KAG's "
     "check (KAG applying the configured max_tokens), or the vLLM server relaunched with a --max-model-len above "
     "8218 (e.g. 16384, memory allowing) so KAG's default 8192 fits beside the prompt.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}, {"flag": "--max-model-len", "at_most": 8192},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and description as stored, without the 'Search before asking' checklist; the "
          "stored chunk ends inside the repeated web-page error after '(26 in the messages, 8192'. vLLM version, GPU "
          "and launch command are not in the thread. Judgement calls 2 and 3.")

BATCH.write()
