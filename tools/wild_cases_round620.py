"""Round-620 blind batch: CHAT TEMPLATES FAILING AT THE FIRST CHAT REQUEST because of the template the launch uses (the
tokenizer's own template, or one given with --chat-template): Jinja errors raised while rendering ('Conversation roles
must alternate user/assistant/user/assistant/...', 'After the optional system message, ...', 'System role not
supported', raise_exception in the template, tool / tool_calls messages, TemplateSyntaxError, UndefinedError), a
--chat-template path that is not found, --chat-template-content-format; across every tracker; collected by helper
wild620 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round620-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the answer / fix is left out of the excerpt.

Look-ups: 21 of the 40 allowed, all ``search`` corpus=issues; no find_string / read_file / fetch / find_files /
find_repos. Collecting stopped with 19 look-ups left because the last searches returned only threads already seen
(the family is small: the same Mistral / Mixtral / Gemma threads come back for every wording). 9 cases, all the
template's own refusal of the request's roles (raise_exception in the model's chat template, surfaced by vLLM's OpenAI
server as a 400 or as 'Error in applying chat template from request: ...'):
vllm #2080 (Mistral-7B-Instruct-v0.1, system role), vllm #6862 (Mistral-7B-Instruct-v0.3, two user turns in a row,
0.5.3.post1), vllm PR #2964 (a review comment: gemma-2b-it, 'System role not supported'), huggingface/chat-ui #1386
(gemma-2-2b-it, system role), huggingface/chat-ui #1263 (Mixtral, empty system prompt still sent), microsoft/graphrag
#564 (Mixtral via vLLM, custom --chat-template offered), microsoft/autogen #1037 (TheBloke Mistral-7B-Instruct-v0.2-AWQ
in Mistral's vLLM image, system role), weaviate/Verba #150 (Mistral v2 7B, fixed with a custom chat template),
suitenumerique/conversations #197 (Gemma 3, more than one system message). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt (owner/repo #N and the URL) and against tools/wild_cases_round*.py before it was
taken.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): kubeai-project/kubeai #499 (Gemma 2 'System role not supported'
  behind a startup probe; rounds 119 / 199 / 329: no vLLM error text stored); runpod-workers/worker-vllm #129
  (TemplateSyntaxError "expected token 'end of print statement', got 'name'" at the first chat request on the runpod
  0.6.3 image; round 293 / 569 / 585 skip lists); vllm #4119, #9106, #10023, #15230, #16245; NVIDIA-NeMo/Gym #159;
  opea-project/GenAIExamples #1808; vllm #47600 (path-like --chat-template, a case in round 293); OpenGVLab/InternVL
  #1173 (round 585: same 'can only concatenate str (not "list") to str', not opened).
- Error line not in the stored chunk (traceback cut before the exception, or the error only in a screenshot):
  vllm #13978 (Llama tool template with tool_calls=[] in an earlier message, 500; closed stale), vllm #12937 (same
  family, tool_chat_template_llama, no log stored) and PR #12938 (its unmerged template fix), vllm #17821 (a Qwen2.5
  template pasted into tokenizer_config.json, the log stops at engine ready), ByteDance-Seed/seed-oss #10 (tool calls
  with the model's chat_template.jinja on vLLM; the traceback stops inside render_jinja_template), deepseek-ai/
  DeepSeek-V3 #952 (DeepSeek-V3-0324 function calling on vLLM; traceback stops inside jinja2), deepseek-ai/DeepSeek-V3
  #828 (500 with hermes parser, no log), vllm-project/aibrix #589 ("jinja2.exceptions.UndefinedError: 'bos_token' is
  undefined" for a LoRA adapter's request: title only, the log is a screenshot, no cause stored).
- Cause not pinned / vLLM not named in the stored text: OpenGVLab/InternVL #726 (InternVL2-8B on vLLM 0.6.4 at runpod,
  'can only concatenate str (not "list") to str' for OpenAI-style list content; no answer stored, and whether the
  content format or InternVL's template is to blame is not said); gpustack/gpustack #565 (Molmo-7B-D, 'Conversation
  roles must alternate' from the playground UI; open, no cause); infiniflow/ragflow #11021 (Mixtral, 400 'roles must
  alternate'; RAGFlow inserts a system role, but the serving engine is never named); BerriAI/litellm #4377 (gemma-2b
  'System role not supported' through LiteLLM; vLLM not named); vllm-project/guidellm #67 (one-line 'TemplateError:
  System role not supported' with Gemma 2, where it was raised is not shown).
- Not vLLM: sglang #892, #1342; llama.cpp #21879, #11402; mistral.rs #45, #506; llama-cpp-python #1580; node-llama-cpp
  #263; tabbyAPI #51; predibase/lorax #215; vllm-mlx #29 (vllm-mlx, another program); mistral-vibe #1006, #255;
  waybarrios/vllm-mlx; Medusa #102, unsloth #334, llama_index #11731 (transformers offline, no server); browser-use
  #2059 and vllm #16774 (the mistral tokenizer mode's mistral_common validation, not a Jinja template).

Judgement calls for the lead:
1. Label: no message kind or cause in LABELS.txt / README covers a chat template that renders but refuses the request
   (raise_exception inside the template). These are request-time refusals caused by the launch's template, like the
   earlier served_model_name_mismatch / auto_tool_choice_not_enabled fixtures, so kind ``vllm_check_failed`` (as those)
   and a NEW cause ``chat_template_incompatible`` (the template the server uses - the tokenizer's own here in every
   case - cannot render the roles the client sends: a system message, two user turns in a row, or more than one system
   message). Fixes that fit: a --chat-template that accepts those roles (e.g. folds the system prompt into the first
   user turn), or the client sending alternating user/assistant turns without a system role; never memory, TP or
   quantization flags. The lead may prefer kind None (no kind reads the message) or a new kind.
2. 'Caused by how it was launched': in all nine the launch passed no --chat-template, so the model repository's
   template was used; the server starts fine and the FIRST chat request with a system message (or two user turns)
   fails. Taken under the brief's 'failure at its first requests caused by how it was launched'. In vllm-6862 the
   client's two consecutive user messages are as much to blame as the template; taken because the message names the
   template's rule and nothing else failed.
3. Fixes: vllm-2080 and vllm-pr2964 have a maintainer's diagnosis (simon-mo: the model's chat template does not support
   a system role); verba-150 has the reporter's own fix (a custom chat template for Mistral with vLLM); graphrag-564 a
   commenter's custom mixtral.jinja passed with --chat-template (outcome not stored); the rest have only the message,
   which leaves no doubt about the template's rule. chat-ui-1263 and conversations-197 blame the client's system prompt
   handling (their fix is on the client side); the template is still what refuses.
4. Same class, nine threads: these are distinct incidents (different models, releases, clients), but one kvroom rule
   will pass or fail all of them together; the lead may weigh them as one.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round620-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_TPL = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- vllm #2080: Mistral-7B-Instruct-v0.1, system message -> 400 roles must alternate
case("vllm-2080-mistral-7b-instruct-v01-system-prompt-400-conversation-roles-must-alternate",
     "https://github.com/vllm-project/vllm/issues/2080",
     "System prompt not working with Mistral-7B-Instruct-v0.1\n"
     "\n"
     "Following the example https://docs.vllm.ai/en/latest/getting_started/quickstart.html#using-openai-chat-api-with-vllm\n"
     "I tried\n"
     "\n"
     "```\n"
     "curl http://$BASE_URL/chat/completions \\\n"
     "    -H \"Content-Type: application/json\" \\\n"
     "    -d '{\n"
     "        \"model\": \"mistralai/Mistral-7B-Instruct-v0.1\",\n"
     "        \"messages\": [\n"
     "            {\"role\": \"system\", \"content\": \"You are a helpful assistant.\"},\n"
     "            {\"role\": \"user\", \"content\": \"Who won the world series in 2020?\"}\n"
     "        ]\n"
     "    }'\n"
     "```\n"
     "\n"
     "gives error\n"
     "\n"
     "`BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Conversation roles must alternate "
     "user/assistant/user/assistant/...', 'type': 'invalid_request_error', 'param': None, 'code': None}\n"
     "`\n"
     "Without system prompt it works fine.\n"
     "\n"
     "I also tried with OpenHermes-2.5-Mistral-7B\n"
     "```\n"
     "curl http://$BASE_URL/chat/completions \\\n"
     "    -H \"Content-Type: application/json\" \\\n"
     "    -d '{\n"
     "        \"model\": \"teknium/OpenHermes-2.5-Mistral-7B\",\n"
     "        \"messages\": [\n"
     "            {\"role\": \"system\", \"content\": \"You are a helpful assistant.\"},\n"
     "            {\"role\": \"user\", \"content\": \"Who won the world series in 2020?\"}\n"
     "        ]\n"
     "    }'\n"
     "```\n"
     "and it works fine with system prompt.",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM's OpenAI server rendered the request with mistralai/Mistral-7B-Instruct-v0.1's own chat template (no "
     "--chat-template given); that template has no system role and raises 'Conversation roles must alternate "
     "user/assistant/...' when the first message is not a user turn, so every chat request with a system message is "
     "refused with 400. OpenHermes-2.5-Mistral-7B's ChatML template accepts a system message, hence the difference.",
     "maintainer simon-mo (2023-12-13): 'Mixtral's instruction tuned model has chat template that doesn't support "
     "system messages' (pointing at its tokenizer_config.json; Mistral-7B-Instruct-v0.1's is the same). Fix by that "
     "diagnosis: send no system message (fold it into "
     "the first user turn) or start vLLM with a --chat-template that accepts a system role",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (December 2023, vLLM about 0.2.x; the release is not "
          "printed). The maintainer's reply is left out.")

# ---------------------------------------- vllm #6862: Mistral-7B-Instruct-v0.3 on 0.5.3.post1, two user turns in a row -> 400
case("vllm-6862-mistral-7b-instruct-v03-v053post1-two-user-turns-400-after-optional-system-message-alternate",
     "https://github.com/vllm-project/vllm/issues/6862",
     "[Bug]: for mistral model, After the optional system message, conversation roles must alternate "
     "user/assistant/user/assistant/\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm version: v0.5.3.post1\n"
     "\n"
     "### \U0001f41b Describe the bug\n"
     "\n"
     "launch the vllm: ```CUDA_VISIBLE_DEVICES=7  python  -m vllm.entrypoints.openai.api_server    --model  "
     "mistralai/Mistral-7B-Instruct-v0.3  --api-key \"yyy\" --port 1703 ```\n"
     "\n"
     "call the mistral model via python : \n"
     "\n"
     "```\n"
     "import openai\n"
     "client = openai.OpenAI(\n"
     "    api_key=\"yyy\",\n"
     "    base_url=\"http://localhost:1704/v1/\",\n"
     ")\n"
     "\n"
     "\n"
     "response = client.chat.completions.create(model=\"mistralai/Mistral-7B-Instruct-v0.3\", \n"
     "                                         messages=[{'role':'system', 'content':'you are wikipedia agent.'}, \n"
     "                                                    {'role':'user', 'content':'whta is the capital city of "
     "ontario ?'},\n"
     "                                                    {'role':'user', 'content':'and tell me about its "
     "history.'}], \n"
     "                                         max_tokens=128, \n"
     "                                         temperature=0)\n"
     "```\n"
     "\n"
     "error message: \n"
     "\n"
     "```\n"
     "BadRequestError: Error code: 400 - {'object': 'error', 'message': 'After the optional system message, "
     "conversation roles must \n"
     "alternate user/assistant/user/assistant/...', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "```\n"
     "\n"
     "This error does not appear in other model series other than",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM 0.5.3.post1 serving mistralai/Mistral-7B-Instruct-v0.3 with the repository's own chat template (no "
     "--chat-template). Mistral v0.3's template allows one optional leading system message and then strictly "
     "alternating user/assistant turns; the request has two user messages in a row, so the template's raise_exception "
     "fires and the server answers 400. Not a server or GPU fault.",
     "no fix reached in the stored text (closed as stale). By the message: send alternating turns (merge the two user "
     "messages), or launch with a --chat-template that accepts consecutive user turns",
     release="0.5.3.post1", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=7  python  -m vllm.entrypoints.openai.api_server    --model  "
             "mistralai/Mistral-7B-Instruct-v0.3  --api-key \"yyy\" --port 1703",
     forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (the stored chunk ends mid-sentence). The client's "
          "port 1704 against the launch's 1703 is the reporter's typo (the request reached vLLM: the 400 is vLLM's).")

# ---------------------------------------- vllm PR #2964 (comment): gemma-2b-it via the OpenAI server, system message -> 400 System role not supported
case("vllm-pr2964-gemma-2b-it-openai-server-system-message-400-system-role-not-supported",
     "https://github.com/vllm-project/vllm/pull/2964",
     "After deploying Gemma using the VLLM deployment in the OpenAI API format, it seems that inputs from the Chat API "
     "are not supported. \n"
     "\n"
     "The deployment command used is:\n"
     "\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --served-model-name gemma-2b-it --model "
     "/data/share_model_zoo/LLM/google/gemma-2b-it\n"
     "```\n"
     "\n"
     "The test request used is:\n"
     "\n"
     "```\n"
     "curl http://localhost:8000/v1/chat/completions \\\n"
     "    -H \"Content-Type: application/json\" \\\n"
     "    -d '{\n"
     "        \"model\": \"gemma-2b-it\",\n"
     "        \"messages\": [\n"
     "            {\"role\": \"system\", \"content\": \"You are a helpful assistant.\"},\n"
     "            {\"role\": \"user\", \"content\": \"Hello\"}\n"
     "        ]\n"
     "    }'\n"
     "```\n"
     "\n"
     "The response returned is as follows:\n"
     "\n"
     "```\n"
     "{\"object\":\"error\",\"message\":\"System role not supported\",\"type\":\"BadRequestError\",\"param\":null,"
     "\"code\":400}\n"
     "```",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "google/gemma-2b-it served by vLLM's OpenAI server with the model's own chat template (no --chat-template). "
     "Gemma's template has no system role and calls raise_exception('System role not supported') when a system "
     "message is sent, so the first chat request with a system prompt is refused with 400; the model and the server "
     "are fine (the PR only added the modeling code).",
     "maintainer simon-mo (2024-03-08): 'The chat template doesn't support system role' (linking the model's "
     "template). Fix by that diagnosis: put the instructions in the user turn, or launch with a --chat-template that "
     "maps a system message into the first user turn",
     release=None, gpu=None, gpus=None,
     command="python3 -m vllm.entrypoints.openai.api_server --served-model-name gemma-2b-it --model "
             "/data/share_model_zoo/LLM/google/gemma-2b-it",
     forbidden=_TPL,
     note="Excerpt: MrRace's review comment (2024-03-06) on the merged 'Add Gemma model' PR, as stored; the replies "
          "(xiangxu-google, simon-mo) are left out. vLLM about 0.3.3 (March 2024), not printed.")

# ---------------------------------------- huggingface/chat-ui #1386: gemma-2-2b-it on vLLM behind chat-ui -> Error in applying chat template: System role not supported
case("chat-ui-1386-gemma-2-2b-it-vllm-error-applying-chat-template-system-role-not-supported",
     "https://github.com/huggingface/chat-ui/issues/1386",
     "System role problem running Gemma 2 on vLLM\n"
     "\n"
     "Hello,\n"
     "\n"
     "In running chat ui and trying some models, with phi3 and llama i had no problem but when I run gemma2 in vllm Im "
     "not able to make any good api request,\n"
     "in env.local:\n"
     "{\n"
     "  \"name\": \"google/gemma-2-2b-it\",\n"
     "  \"id\": \"google/gemma-2-2b-it\",\n"
     "  \"chatPromptTemplate\": \"{{#each messages}}{{#ifUser}}<start_of_turn>user\\n{{#if @first}}{{#if "
     "@root.preprompt}}{{@root.preprompt}}\\n{{/if}}{{/if}}{{content}}<end_of_turn>\\n<start_of_turn>model\\n"
     "{{/ifUser}}{{#ifAssistant}}{{content}}<end_of_turn>\\n{{/ifAssistant}}{{/each}}\",\n"
     "  \"parameters\": {\n"
     "  \"temperature\": 0.1,\n"
     "  \"top_p\": 0.95,\n"
     "  \"repetition_penalty\": 1.2,\n"
     "  \"top_k\": 50,\n"
     "  \"truncate\": 1000,\n"
     "  \"max_new_tokens\": 2048,\n"
     "  \"stop\": [\"<end_of_turn>\"]\n"
     "  },\n"
     "  \"endpoints\": [\n"
     "  {\n"
     "  \"type\": \"openai\",\n"
     "  \"baseURL\": \"http://127.0.0.1:8000/v1\",\n"
     "  \n"
     "      }\n"
     "    ]\n"
     "\n"
     "}\n"
     "\n"
     "and I always have the same response in vllm server:\n"
     "\n"
     "ERROR 08-05 12:39:06 serving_chat.py:118] Error in applying chat template from request: System role not "
     "supported\n"
     "INFO: 127.0.0.1:42142 - \"POST /v1/chat/completions HTTP/1.1\" 400 Bad Request\n"
     "\n"
     "do someone know if I have to change and how do change the chat template or deactivate system role ? is it a vllm "
     "problem or a chat ui problem?",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "chat-ui's openai endpoint sends its system prompt as a system message; vLLM renders the chat with "
     "google/gemma-2-2b-it's own chat template (chat-ui's chatPromptTemplate is not used for an openai endpoint), "
     "which has no system role and raises 'System role not supported', so every chat request gets 400.",
     "no confirmed fix in the stored text (closed as support; 'Same issue' replies and a 'Kinda hacky' workaround). By "
     "the message, and as kubeai #499's maintainer later summarised this thread ('the template that's included with "
     "the model does not support a system role'): launch vLLM with a --chat-template that drops or folds the system "
     "message into the first user turn, or have the client send no system message",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored (August 2024; serving_chat.py:118 with the "
          "'ERROR 08-05' prefix fits vLLM 0.5.3-0.5.4, the release is not printed). The comments are left out.")

# ---------------------------------------- huggingface/chat-ui #1263: Mixtral on vLLM, empty system prompt still sent -> roles must alternate
case("chat-ui-1263-mixtral-vllm-empty-system-prompt-sent-error-applying-chat-template-roles-must-alternate",
     "https://github.com/huggingface/chat-ui/issues/1263",
     "Sending system_prompt to LLM even if it's empty\n"
     "\n"
     "Hi,\n"
     "\n"
     "I have access to an endpoint coming from vLLM that is serving a Mixtral model. Similar to this discussion "
     "https://github.com/huggingface/chat-ui/discussions/1127 I am seeing this error:\n"
     "\n"
     "```\n"
     "ERROR 06-10 20:48:19 serving_chat.py:158] Error in applying chat template from request: Conversation roles "
     "must alternate user/assistant/user/assistant/...\n"
     "```\n"
     "\n"
     "However, this seems to be a workaround, my System prompt is empty. In case there is nothing in the system prompt "
     "it should not be sent to the vLLM.\n"
     "\n"
     "Steps to reproduce:\n"
     "\n"
     "- Launch vLLM with Mixtral or Mistral model\n"
     "- set the endpoint as `openai`\n"
     "- try to have a chat\n"
     "\n"
     "This works without any issue in TGI however.",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM serves a Mixtral instruct model with the repository's own chat template, which has no system role and "
     "raises 'Conversation roles must alternate user/assistant/...' when the first message is not a user turn; "
     "chat-ui's openai endpoint always sends a system message (even an empty one), so every chat request fails in "
     "vLLM's template rendering.",
     "no fix in the stored text (open). The reporter's own diagnosis: the (empty) system message should not be sent; "
     "the server-side alternative is a --chat-template for Mixtral that accepts a system message",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the whole issue description as stored (June 2024; serving_chat.py:158 fits vLLM 0.4.x-0.5.0, not "
          "printed). TGI handles the same request because its own template handling differs.")

# ---------------------------------------- microsoft/graphrag #564: Mixtral via vLLM for GraphRAG -> Error in applying chat template: roles must alternate
case("graphrag-564-mixtral-vllm-api-server-error-applying-chat-template-roles-must-alternate",
     "https://github.com/microsoft/graphrag/issues/564",
     "[vllm-model error]: unable to run https://microsoft.github.io/graphrag/posts/get_started/\n"
     "\n"
     "i tested and i can make a post request to the same endpoint\n"
     "\n"
     "now this is coming ERROR 07-16 12:08:18 api_server.py:247] Error in applying chat template from request: "
     "Conversation roles must alternate user/assistant/user/assistant/...",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "GraphRAG's indexer sends OpenAI chat requests with a system message to a vLLM OpenAI server serving a Mixtral "
     "instruct model with its own chat template; that template allows no system role and raises 'Conversation roles "
     "must alternate ...', so vLLM refuses the request while applying the chat template.",
     "commenter ngoanpv (2024-07-16): 'It seems the problem with chat template of mixtral' - create a mixtral.jinja "
     "that emits a system message's content as plain text and wraps user turns in [INST] ... [/INST], and start vLLM "
     "with `--chat-template=mixtral.jinja` (the outcome is not in the stored text)",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue title and the reporter's (riyajatar37003) two comments of 2024-07-16 as stored; the "
          "issue body and ngoanpv's answer are left out. api_server.py:247 with the 'ERROR 07-16' prefix fits vLLM "
          "0.4.x-0.5.x; the release is not printed, nor is the model path (the answer names Mixtral).")

# ---------------------------------------- microsoft/autogen #1037: TheBloke Mistral-7B-Instruct-v0.2-AWQ on vLLM, AssistantAgent system message -> 400
case("autogen-1037-mistral-7b-instruct-v02-awq-vllm-assistantagent-system-message-400-roles-must-alternate",
     "https://github.com/microsoft/autogen/issues/1037",
     "[Issue]: AssistantAgent with Mistral Instruct Models via vLLM - Conversation roles must alternate "
     "user/assistant/user/assistant\n"
     "\n"
     "### Describe the issue\n"
     "\n"
     "I am trying to use [TheBloke/Mistral-7B-Instruct-v0.2-AWQ](https://huggingface.co/TheBloke/Mistral-7B-Instruct-"
     "v0.2-AWQ) with AssistantAgent for a multi-agent conversation. Every Mistral instruct based agent has the "
     "following chat template which does not include or allow a \"System\" role: https://huggingface.co/TheBloke/"
     "Mistral-7B-Instruct-v0.2-AWQ/blob/main/tokenizer_config.json#L42\n"
     "\n"
     "When I run a basic example, I get the following error:\n"
     "\n"
     "```\n"
     "BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Conversation roles must alternate "
     "user/assistant/user/assistant/...', 'type': 'invalid_request_error', 'param': None, 'code': None}\n"
     "```\n"
     "\n"
     "When I remove the `system_message` from the assistant, I believe it gets a default System Message which I "
     "believe is using the System role which triggers that error.\n"
     "\n"
     "### Steps to reproduce\n"
     "\n"
     "Install the following version:\n"
     "\n"
     "```\n"
     "pyautogen 0.2.2\n"
     "openai 1.6.0\n"
     "```\n"
     "\n"
     "Host LLM via vLLM using MistralAI docs: https://docs.mistral.ai/self-deployment/vllm and its official docker "
     "image: https://github.com/mistralai/mistral-src/blob/main/deploy/Dockerfile\n"
     "\n"
     "```\n"
     "python3 -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model \"TheBloke/Mistral-7B-Instruct-v0.2-AWQ\" "
     "--dtype \"half\" --max-model-len 8192",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM (Mistral's deployment image) serves TheBloke/Mistral-7B-Instruct-v0.2-AWQ with the repository's own chat "
     "template, which allows no system role and raises 'Conversation roles must alternate ...'; AutoGen's "
     "AssistantAgent always sends a system message (its default when none is given), so every chat request is refused "
     "with 400.",
     "no fix in the stored text (closed). The reporter's own diagnosis pins the template (no 'System' role in "
     "tokenizer_config.json); the fixes that fit: a --chat-template that folds the system message into the first user "
     "turn, or a client that sends the instructions as a user message",
     release=None, gpu=None, gpus=None,
     command="python3 -u -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --model "
             "\"TheBloke/Mistral-7B-Instruct-v0.2-AWQ\" --dtype \"half\" --max-model-len 8192",
     forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored, up to the launch command; the stored chunk ends "
          "after '--max-model-len 8192 --gpu-' (the rest of the command is cut; the cut flag is left out here). "
          "December 2023, vLLM about 0.2.x in Mistral's image, not printed.")

# ---------------------------------------- weaviate/Verba #150: Mistral v2 7B on vLLM, Verba's chat request -> 400 roles must alternate
case("verba-150-mistral-v2-7b-vllm-openai-endpoint-400-conversation-roles-must-alternate",
     "https://github.com/weaviate/Verba/issues/150",
     "Feat: Support vLLM with OpenAI compatible chat API\n"
     "\n"
     "Currently vLLM will throw the following error when Verba send a chat completion request:\n"
     "```\n"
     "\u2718 WebSocket Error: Invalid response object from API:\n"
     "'{\"object\":\"error\",\"message\":\"Conversation roles must alternate\n"
     "user/assistant/user/assistant/...\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}'\n"
     "(HTTP response code was 400)\n"
     "```\n"
     "\n"
     "I believe this is due to Verba not correctly alternating between user/assistant/user as the error message "
     "indicates.\n"
     "\n"
     "Steps to reproduce:\n"
     "1. Deploy vLLM with openai compatible endpoint and mistral v2 7b\n"
     "2. Set `OPENAI_BASE_URL=http://vlm-end-point/v1`",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "vLLM serving Mistral-7B-Instruct-v0.2 with the model's own chat template, which requires strictly alternating "
     "user/assistant turns with no system role; Verba's chat request (with a system message / non-alternating turns) "
     "makes the template raise 'Conversation roles must alternate ...' and vLLM returns 400.",
     "the reporter (samos123, 2024-05-08), closing the issue: 'I was able to fix it by using a custom chat template for "
     "Mistral with vLLM' (after pointing at a vLLM discussion's template); i.e. start vLLM with --chat-template set to "
     "a Mistral template that accepts those messages",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description as stored; the reporter's two comments (the fix) are left out. "
          "May 2024, vLLM release not printed.")

# ---------------------------------------- suitenumerique/conversations #197: Gemma 3 on vLLM, more than one system message -> 400 roles must alternate
case("conversations-197-gemma3-vllm-several-system-messages-400-conversation-roles-must-alternate",
     "https://github.com/suitenumerique/conversations/issues/197",
     "[Community] Merge \"system\" messages into one \"system\" message.\n"
     "\n"
     "## Bug Report\n"
     "\n"
     "**Problematic behavior**\n"
     "When using Gemma 3 via vLLM, an error occurs:\n"
     "\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': 'Conversation roles must alternate "
     "user/assistant/user/assistant/... Conversation roles must alternate user/assistant/user/assistant/...', "
     "'type': 'BadRequestError', 'param': None, 'code': 400}}\n"
     "```\n"
     "\n"
     "**Expected behavior/code**\n"
     "This should work.\n"
     "\n"
     "**Steps to Reproduce**\n"
     "Host a gemma 3 model with vLLM and the default example template they provide.\n"
     "\n"
     "**Environment**\n"
     "- Conversations version: v0.0.9\n"
     "- Instance url: local",
     "vllm_check_failed", {}, "chat_template_incompatible",
     "A Gemma 3 instruct model served by vLLM with the default template; Gemma 3's template takes at most one "
     "leading system message (folded into the first user turn) and then requires strictly alternating user/assistant "
     "turns, so the Conversations app's requests with several system messages make it raise 'Conversation roles must "
     "alternate ...' and vLLM answers 400.",
     "no fix reached in the stored text (open, labelled 'good first issue'). The reporter's diagnosis: 'the vLLM "
     "template expect only one system message at the beginning'; proposed fix: merge the system prompts into a single "
     "system message on the client (or a --chat-template that accepts several)",
     release=None, gpu=None, gpus=None, command=None, forbidden=_TPL,
     note="Excerpt: the issue's title and description up to the Environment block as stored; the 'Actually the "
          "problem is ...' diagnosis and the 'Possible Solution' section are left out. December 2025; the vLLM "
          "release and the Gemma 3 size are not printed. The duplicated sentence in the 400 body is vLLM's newer "
          "error format.")

if __name__ == "__main__":
    BATCH.write()
