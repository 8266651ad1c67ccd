"""Round-643 blind batch: vLLM failures from a CHAT TEMPLATE MISSING OR GIVEN WRONG at launch or at the first chat
request (transformers' "default chat template is no longer allowed" / "tokenizer.chat_template is not set", base models
served for chat, --chat-template pointing at a missing file or a broken Jinja string, TemplateSyntaxError /
UndefinedError at render, --chat-template-content-format, tokenizer_config.json without chat_template next to
chat_template.jinja), any tracker; collected by helper wild643 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round643-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's stored pages / issues show it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (27 issues, 3 docs, 2 pages, 1 code). 3 cases:
blog.csdn.net yuanlulu 142929234 (Baichuan2-7B-Chat served by the OpenAI server, 'Cannot use chat template functions
because tokenizer.chat_template is not set'), meta-llama/llama-cookbook #933 (base Llama-3.2-11B-Vision in an offline
vLLM 0.8.3 program, 'No chat template is set for this processor'), vllm-project/vllm #7084 (ShieldGemma served by the
OpenAI server, every chat request 400 "'guideline' is undefined"). The slice is MINED OUT for its main message: every
thread the issues corpus returns for "default chat template is no longer allowed" / "chat_template is not set" /
TemplateSyntaxError / "appears path-like" / content-format was already used or skip-listed by rounds 293, 351, 361,
451, 517, 569, 580, 582, 585, 612, 620 and 632. Every source was checked with grep -F against
/work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #15230, #17821, #9106, #7978, #16245, #15016; OpenGVLab/InternVL #726;
  ByteDance-Seed/seed-oss #10; vllm-project/aibrix #589; huggingface/chat-ui #1343; Equall/SaulLM-54B-Instruct disc. 1,
  FreedomIntelligence/AceGPT-v2-8B-Chat disc. 1, TechxGenus/Mistral-Large-Instruct-2407-AWQ disc. 2.
- Named in earlier rounds' skip lists (not re-opened): vllm #39279, #29849, #18140, #17977, #10023, #9870, #9904,
  #47600 (used); vllm-ascend #5353; THUDM/LongWriter #39; QwenLM/Qwen3-Omni #105; ByteDance-Seed/Seed-X-7B #7;
  runpod-workers/worker-vllm #129; OpenGVLab/InternVL #1173 (--chat-template-content-format openai on InternVL3-78B,
  'can only concatenate str (not "list") to str'); eugr/spark-vllm-docker #294 ("(unsloth.jinja) appears path-like, but
  doesn't exist!", round 351: log cut before the error; only the title carries it); Center-for-AI-Innovation/LLMFlux
  #85; vllm-project/production-stack #43; Graph-COM/SubgraphRAG #31; agentscope-ai/agentscope #1352.
- Error text only in a screenshot: vllm #11474 ('missing openai templates': facebook/opt-125m and saiga_nemo_12b without a
  chat template, DarkLight1337's diagnosis is stored but the error is an image).
- "No user query found in messages." (Qwen3.5 / Qwen3.6 chat templates refusing a conversation in which they find no
  user query; a NEW message for the chat_template_incompatible family, no earlier round used it): vllm #36432 (Qwen3.5
  27B, vLLM 0.16.0 nightly, open), langgenius/dify #33152 (same reporter HojaMuerta, same incident, open, traceback and
  the Qwen3.5 template stored), vllm-project/vllm-ascend #8521 (Qwen3.6-35B tool calls on A2 with 0.18.0rc1, closed,
  log with the ValueError stored), agentscope-ai/agentscope #1510 (Qwen3.5-122B-A10B via vllm serve + ReActAgent,
  closed). Not taken: none of the stored chunks says WHY the client's conversation had no user query (no fix, no
  maintainer diagnosis reachable in 3 look-ups); a later round with look-ups to spare could read their comments.
- Not vLLM / not a user's failure: Preference-Leakage #6 (mistral via vLLM, the answer only suggests transformers 4.48
  and a template repo; the model is not named), OpenEuroLLM/JudgeArena PR #11 (no error text), vllm PRs #54622 / #55186 /
  #54987 / #18190 / #53824 (content-format fixes, no user's log; #54622 names issues #54491 / #54486, not reachable),
  verl #7725, ollama #18303, lmstudio-bug-tracker #1586 / #1572, sglang #3385, omlx #2005 / #3591 (other engines),
  vllm #15147 (the ShieldGemma 'guideline' is undefined report of 2025: only ASGI traceback frames stored, no fix; the
  same class as the vllm-7084 case, not taken separately), EvolvingLMMs-Lab/lmms-eval #661 (lmms-eval's llama_vision
  script, vLLM not named).
- jishuzhan.net/article/1848346800247803905 is a copy of the CSDN post taken below (same text), not a second case.

Judgement calls for the lead:
1. csdn-yuanlulu-142929234: the message is transformers' "Cannot use chat template functions because
   tokenizer.chat_template is not set and no template argument was passed!" returned by vLLM's OpenAI server as a 400
   (the pre-v4.44 wording); README's message_kind table lists it under chat_template_missing, so kind and cause
   chat_template_missing. Baichuan2-7B-Chat ships its prompt format as remote code, not as a chat_template. The blog's
   fix uses vLLM's examples/template_llava.jinja, which the author says works; no vLLM version is printed.
2. llama-cookbook-933: the ValueError comes from transformers' processor.apply_chat_template in the user's own vLLM
   program (vLLM 0.8.3, LLM(...) with tensor_parallel_size=2 on 2x H100), not from vLLM's chat path; taken because the
   program loads a BASE vision model (meta-llama/Llama-3.2-11B-Vision, no chat template) into vLLM and asks for chat
   formatting, the dspy-1982 pattern. The stored chunk holds no reply; the cause is read from the message and the model
   id (the base repository has no chat template; the -Instruct one has). The lead may drop it as not vLLM's own failure.
3. vllm-7084-shieldgemma: the message is a Jinja UndefinedError at render ("'guideline' is undefined"): ShieldGemma's
   chat template uses a `guideline` variable that callers pass to apply_chat_template and that an OpenAI chat request
   does not carry. No label fits exactly; kind vllm_check_failed and cause chat_template_incompatible (the template
   refuses the request as sent), as earlier rounds labelled template refusals. The commenter gave up (no fix); the
   stored description (another user, vLLM 0.5.3.post1) is about loading ShieldGemma (hidden_activation), not about the
   template, and is left out of the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round643-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"},
           {"flag": "--enforce-eager"}]

# ---------------------------------------- CSDN (yuanlulu): Baichuan2-7B-Chat on the OpenAI server -> chat request 400 "tokenizer.chat_template is not set"
case("csdn-yuanlulu-142929234-baichuan2-7b-chat-openai-server-chat-template-not-set-400",
     "https://blog.csdn.net/yuanlulu/article/details/142929234",
     "vllm启动大语言模型时指定chat_template\n"
     "\n"
     "问题介绍\n"
     "\n"
     "在Linux下启动vllm:\n"
     "\n"
     "python3 -m vllm.entrypoints.openai.api_server --host 0.0.0.0   --model  /model/Baichuan2-7B-Chat "
     "--trust-remote-code    --gpu-memory-utilization 0.80\n"
     "\n"
     "使用下面的命令测试出错:\n"
     "\n"
     "curl -X 'POST' \\\n"
     "  'http://127.0.0.1:8000/v1/chat/completions' \\\n"
     "  -H 'accept: application/json' \\\n"
     "  -H 'Content-Type: application/json' \\\n"
     "  -d '{\n"
     "    \"model\": \"/model/Baichuan2-7B-Chat\",\n"
     "    \"messages\": [\n"
     "        {\n"
     "            \"role\": \"system\",\n"
     "            \"content\": \"你是我的小助理\"\n"
     "        },\n"
     "        {\n"
     "            \"role\": \"user\",\n"
     "            \"content\": \"告诉我你是谁\"\n"
     "        }\n"
     "    ],\n"
     "    \"max_tokens\": 512\n"
     "  }'\n"
     "\n"
     "返回的信息为:\n"
     "\n"
     "{\n"
     "    \"object\": \"error\",\n"
     "    \"message\": \"Cannot use chat template functions because tokenizer.chat_template is not set and no template "
     "argument was passed! For information about writing templates and setting the tokenizer.chat_template attribute, "
     "please see the documentation at https://huggingface.co/docs/transformers/main/en/chat_templating\",\n"
     "    \"type\": \"BadRequestError\",\n"
     "    \"param\": null,\n"
     "    \"code\": 400\n"
     "}",
     "chat_template_missing", {}, "chat_template_missing",
     "Baichuan2-7B-Chat's tokenizer_config.json defines no chat_template (the model ships its prompt format as remote "
     "code), and the OpenAI server was launched without --chat-template, so the first /v1/chat/completions request "
     "fails in transformers' apply_chat_template with a 400. The server itself started fine; not a GPU or memory "
     "problem.",
     "the blog author (yuanlulu): '是没有指定chat template引起的' (caused by not specifying a chat template); took "
     "vLLM's examples/template_llava.jinja and passed it with --chat-template, '测试了下可以用' (tested, it works)",
     release=None, gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model /model/Baichuan2-7B-Chat "
             "--trust-remote-code --gpu-memory-utilization 0.80",
     forbidden=_NONMEM,
     note="Excerpt: the post's title and its 'problem' section down to the error JSON, as stored (Chinese: '问题介绍' = "
          "problem, '在Linux下启动vllm' = start vllm on Linux, '使用下面的命令测试出错' = testing with this command "
          "errors, '返回的信息为' = the response is). The analysis and the template are left out. Same text mirrored at "
          "jishuzhan.net/article/1848346800247803905.")

# ---------------------------------------- llama-cookbook #933: vLLM 0.8.3 offline, BASE Llama-3.2-11B-Vision, TP=2 on H100:2 -> No chat template is set for this processor
case("llama-cookbook-933-vllm-083-llama32-11b-vision-base-tp2-h100-no-chat-template-for-processor",
     "https://github.com/meta-llama/llama-cookbook/issues/933",
     "`No chat template is set for this processor.` - Llama-3.2-11B-Vision\n"
     "\n"
     "### System Info\n"
     "\n"
     "running on modal.com. pip install:\n"
     "\n"
     "`uv pip install --system --compile-bytecode huggingface polars pyarrow transformers boto3 "
     "google-api-python-client python-multipart timeout-decorator vllm==0.8.3`\n"
     "\n"
     "running H100:2\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "seeing the following error when trying to apply a chat template for 3.2 11B vision model:\n"
     "\n"
     "```\n"
     "No chat template is set for this processor. Please either set the `chat_template` attribute, or provide a chat "
     "template as an argument. See https://huggingface.co/docs/transformers/main/en/chat_templating for more "
     "information. \n"
     "```\n"
     "\n"
     "code snippet I have is here \n"
     "\n"
     "```python\n"
     "from vllm import LLM\n"
     "from transformers import AutoProcessor\n"
     "\n"
     "model = \"meta-llama/Llama-3.2-11B-Vision\"\n"
     "llm = LLM(\n"
     "    model=model,\n"
     "    max_model_len=8192,\n"
     "    gpu_memory_utilization=0.7,\n"
     "    tensor_parallel_size=2,\n"
     ")\n"
     "\n"
     "processor = AutoProcessor.from_pretrained(model)\n"
     "\n"
     "prompt = \"what breed of dog is in this image?\"\n"
     "\n"
     "messages = (\n"
     "    {\n"
     "        \"role\": \"user\",\n"
     "        \"content\": [\n"
     "            {\n"
     "                \"type\": \"image\",\n"
     "                \"path\": \"root/data/dog.png\",\n"
     "            },\n"
     "            {\"type\": \"text\", \"text\": prompt},\n"
     "        ],\n"
     "    },\n"
     ")\n"
     "\n"
     "print(\"template \", llm.get_tokenizer().chat_template)",
     "chat_template_missing", {}, "chat_template_missing",
     "The program loads meta-llama/Llama-3.2-11B-Vision, the BASE (pretrained) vision model, whose processor and "
     "tokenizer define no chat template, into vLLM 0.8.3 and then asks the processor to apply a chat template to a "
     "chat-style message; transformers refuses because there is none. The vLLM engine itself loaded (TP=2 on two "
     "H100s); not a GPU or memory problem. Llama-3.2-11B-Vision-Instruct ships the chat template.",
     "no fix in the stored text (the issue is closed; no reply is stored). By the message and the model id: use "
     "meta-llama/Llama-3.2-11B-Vision-Instruct for chat-formatted prompts, or give the base model a raw prompt "
     "('<|image|><|begin_of_text|>...') without a chat template, or pass a chat template explicitly",
     release="0.8.3", gpu="NVIDIA H100", gpus=2, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as stored, cut where the stored chunk ends (after the print of "
          "llm.get_tokenizer().chat_template); the 'Information' checkboxes are left out. The error is raised by "
          "transformers' processor in the user's own code, not by vLLM's chat path (judgement call 2).")

# ---------------------------------------- vllm #7084 (comment): ShieldGemma on the OpenAI server -> every chat request 400 "'guideline' is undefined"
case("vllm-7084-shieldgemma-openai-server-chat-400-guideline-is-undefined",
     "https://github.com/vllm-project/vllm/issues/7084",
     "[Misc]: Support for Shieldgemma model\n"
     "\n"
     "JerryGamble1 · comment · 2024-08-14\n"
     "We've moved on from trying to get this to work on VLLM for now so no need to respond, but just FYI...\n"
     "\n"
     "Modifying the config file I was able to load the model into VLLM, but every requests generates a bad request "
     "error with this log message...\n"
     "\n"
     "`INFO:     172.17.0.2:57780 - \"POST /v1/chat/completions HTTP/1.1\" 400 Bad Request\n"
     "ERROR 08-14 11:02:07 serving_chat.py:112] Error in applying chat template from request: 'guideline' is "
     "undefined`",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "google/shieldgemma's chat template renders a `guideline` variable (the safety policy) that callers are meant to "
     "pass to apply_chat_template alongside the messages; an OpenAI /v1/chat/completions request carries only "
     "messages, so Jinja raises UndefinedError for 'guideline' and vLLM answers every chat request with 400. The model "
     "loaded and served (after the commenter's config.json edit); not a GPU or memory problem.",
     "no fix reached: the commenter (JerryGamble1) gave up on vLLM for ShieldGemma. By the message: supply the "
     "variable the template needs (chat_template_kwargs={'guideline': ...} in the request on releases that accept it), "
     "serve with a --chat-template that has the guideline written in, or build the prompt yourself and use "
     "/v1/completions",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and JerryGamble1's comment of 2024-08-14 as stored. The description (another "
          "user, sudarshan-kamath, vLLM 0.5.3.post1: hidden_activation vs hidden_act in config.json and a FlashInfer "
          "requirement) is about loading the model, not this failure, and is left out. vllm #15147 ('Error running "
          "ShieldGemma: 'guideline' is undefined', 2025) is the same class; only ASGI frames are stored there.")

BATCH.write()
