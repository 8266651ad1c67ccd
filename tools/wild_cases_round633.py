"""Round-633 blind batch: MODEL NAME, AUTHENTICATION AND ROUTING refusals at the first requests, caused by how the vLLM
server was launched ('The model `X` does not exist.' 404 for a name the server does not serve, 401 Unauthorized with
--api-key / VLLM_API_KEY, 404 Not Found on /v1/... routes because of the entry point, --root-path and reverse proxies,
CORS / --allowed-origins, --disable-fastapi-docs, LoRA adapter names not loaded), across every tracker; collected by
helper wild633 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round633-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus (GitHub) or docs corpus (Hugging Face discussions)
shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed, all ``search`` (26 corpus=issues, 3 corpus=docs). 5 cases:
  vllm #22407 (VLLM_API_KEY left exported in .bashrc -> every request 401 Unauthorized),
  yangyaofei/dify-vllm-provider #2 (a Dify vLLM provider plugin that did not send the key of a server launched with an
  API key -> 401 Unauthorized),
  vllm #2520 and HF TheBloke/OpenHermes-2.5-Mistral-7B-AWQ discussion #1 (the server launched with the demo entry point
  `python -m vllm.entrypoints.api_server`, which has no /v1 routes -> 404 Not Found / {"detail":"Not Found"}),
  HF arcee-ai/SuperNova-Medius discussion #5 ('The model `arcee-ai/SuperNova-Medius` does not exist.' 404).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

The slice is close to MINED OUT for its core message: every GitHub thread with 'The model `X` does not exist.' that
the searches surfaced (vllm #3486 / #3485, THUDM/LongBench #102, QwenLM/Qwen-Agent #110, QwenLM/Qwen3 #87 / #1052,
zai-org/GLM-OCR #69, OpenBMB/MiniCPM-V #451, CraftJarvis/JarvisVLA #5, stanfordnlp/dspy #1136, BerriAI/litellm #7744)
is used or skip-listed (rounds 455, 480, 533, 585, 612). CORS, --allowed-origins, --root-path and --disable-fastapi-docs
gave no vLLM thread with an error line (feature requests and PRs only). LoRA-name 404s gave only used threads
(SEAL #3, vllm #4520) or bugs whose fix is a vLLM PR (vllm PR #44410, #41479: pooling endpoints 404 for LoRA names).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists: vllm #3486, #3485, #3663, #5082, #1572, #993,
  #4520, #13510, #15439, #34326 (round 538), #13724 (round 20); OpenBMB/MiniCPM-V #451; THUDM/LongBench #102;
  QwenLM/Qwen-Agent #110; QwenLM/Qwen3 #1052; CraftJarvis/JarvisVLA #5; stanfordnlp/dspy #1136; BerriAI/litellm #7744;
  Continual-Intelligence/SEAL #3.
- Error line not in the stored chunk, or only a screenshot: vllm #4651 (k8s vllm-openai:latest, 404 on
  /v1/chat/completions while /v1/models works; the maintainer asks for logs, no cause reached); vllm #45598 ('No
  available OpenAI API endpoints' on 0.23.0, chunk stops in collect_env); vllm #5780 (demo api_server entry point,
  screenshot only); gpustack #2732 (--api-key under GPUStack, the 'authentication errors' are beyond the stored chunk);
  langgenius/dify #6027, #13297, #5419 ('Credentials validation failed with status code 404', screenshots, no vLLM
  line); infiniflow/ragflow #3144 (vLLM with an API key -> '提示401' told in prose, no fix); vllm-project/production-stack
  #150 ('404 Unauthorized' told in prose, the router's /v1/models discovery sent no bearer token; answer cut).
- Mixed thread / not launch-caused: modal-labs/modal-examples #1105 ({"error": "Unauthorized"} on /v1/models from the
  Swagger UI of a server launched with --api-key; the reporter says removing --api-key did not help either, so the
  cause is not pinned down); open-webui #12117 ('GET /v1//models' 404, a trailing slash in the client's base URL, no
  answer); vllm #6194 (client calling /generate on the OpenAI server, a client mistake); OpenHands PR #7805 (LiteLLM
  prefix, the author's own guess); BerriAI/litellm #9367 (404 after 20 hours, not a launch setting); ray-project/ray
  #55369 (Ray Serve ignoring VLLM_API_KEY: a feature gap, no refusal); vllm #18892 / #18893 (routes NOT protected by
  the key: the opposite of a refusal); vllm #9168 (/docs page failing to load, not opened).

Judgement calls for the lead:
1. NEW cause labels (no earlier fixture has a 401 or a route 404): `api_key_required` (vllm-22407, dify-vllm-provider-2:
   the server was launched with an API key -- --api-key or VLLM_API_KEY -- and the request carries none, or not the
   right one) and `openai_entrypoint_not_used` (vllm-2520, hf-thebloke-openhermes: launched with the demo
   `vllm.entrypoints.api_server`, which serves only /generate, so every /v1/... route is 404). The kind is
   `vllm_check_failed` for all five, as earlier rounds labelled the request-time refusals caused by the launch
   (served_model_name_mismatch, auto_tool_choice_not_enabled); kind None with a cause was avoided because README says
   such labels cannot be met. The lead may prefer dedicated kinds (e.g. `api_key_rejected`, `route_not_found`).
2. dify-vllm-provider-2: the 401 comes from the vLLM server (the access-log line in the title), but the reason is the
   client plugin that did not forward the key; the fix that worked is the plugin's release v0.1.2 (its author). Taken
   because the message and the cause (a key the launch requires, not sent) are the same class as vllm-22407.
3. vllm-2520 has no answer in the stored text; the cause is read from the message plus the launch command shown
   (`python -m vllm.entrypoints.api_server`, the demo server, has no /v1/chat/completions). The same diagnosis is given
   in vllm #3663 (used by an earlier round) and vllm #5780 ('命令写错了吧 ... python -m vllm.entrypoints.openai.api_server').
   The HF OpenHermes discussion (no reply stored) is the same class, taken as a second, independent incident.
4. hf-arcee-supernova-medius-disc5: the 404 names a model the server does not serve (served_model_name_mismatch, the
   label earlier rounds used); the launch command is not in the thread, and the fix was a merged model-repo PR changing
   the config's name field, which suggests the reporter's harness derived the served name from config.json. The
   mechanism is therefore uncertain; the label follows the message.
5. numbers left empty for all five (the schema has no keys for a model name, a route or an HTTP status).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round633-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NOT_GPU = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #22407: gpt-oss-120b server, VLLM_API_KEY exported in .bashrc -> 401 Unauthorized on every request
case("vllm-22407-gpt-oss-120b-vllm-api-key-in-bashrc-every-request-401-unauthorized",
     "https://github.com/vllm-project/vllm/issues/22407",
     "[Bug]: gpt oss 401 unauthorized error\n"
     "\n"
     "Request:\n"
     "```bash\n"
     "curl -X 'POST' \\\n"
     "  'http://localhost:8000/v1/chat/completions' \\\n"
     "  -H 'accept: application/json' \\\n"
     "  -H 'Content-Type: application/json' \\\n"
     "  -d '{\n"
     "  \"messages\": [\n"
     "    {\n"
     "      \"content\": \"who are you?\",\n"
     "      \"role\": \"user\"\n"
     "    }\n"
     "  ],\n"
     "  \"model\": \"openai/gpt-oss-120b\"\n"
     "}'\n"
     "\n"
     "```\n"
     "\n"
     "This is also the case even to list models:\n"
     "```bash \n"
     "curl -X 'GET' \\\n"
     "  'http://localhost:8000/v1/models' \\\n"
     "  -H 'accept: application/json'\n"
     "```\n"
     "\n"
     "Response from server:\n"
     " (APIServer pid=3999075) INFO:     127.0.0.1:46686 - \"GET /v1/chat/completions HTTP/1.1\" 401 Unauthorized",
     "vllm_check_failed", {}, "api_key_required",
     "The reporter had `VLLM_API_KEY=your-key` exported in ~/.bashrc, so `vllm serve openai/gpt-oss-120b` started with "
     "API-key authentication on (VLLM_API_KEY has the same effect as --api-key); every /v1 request without an "
     "'Authorization: Bearer <key>' header, /v1/models included, is refused with 401 Unauthorized. Not a model, GPU, "
     "memory or version problem.",
     "reporter michaelwaves (2025-08-06, closing the issue): 'nevermind I was just dumb and set VLLM_API_KEY=your-key in "
     ".bashrc'. Fix: unset VLLM_API_KEY (remove it from .bashrc) before `vllm serve`, or send the key as "
     "'Authorization: Bearer <key>' in each request",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_GPU + [{"flag": "--served-model-name"}],
     note="Excerpt: the issue title and the part of the description the stored chunk shows (the chunk begins at "
          "'Request:'; the environment and launch command before it are not stored). The '(APIServer pid=...)' prefix "
          "marks a vLLM 0.10-era server. The log line says GET /v1/chat/completions while the curl is a POST: as "
          "pasted. The reporter's closing comment (the cause) is left out.")

# ---------------------------------------- dify-vllm-provider #2: Dify vLLM provider plugin with a key-protected vLLM server -> 401 Unauthorized
case("dify-vllm-provider-2-plugin-does-not-send-api-key-vllm-server-401-unauthorized",
     "https://github.com/yangyaofei/dify-vllm-provider/issues/2",
     "\"POST /v1/chat/completions HTTP/1.1\" 401 Unauthorized\n"
     "\n"
     "API Key 填写无作用，相同的信息，在 OpenAI-API-compatible 里面配置是正常的",
     "vllm_check_failed", {}, "api_key_required",
     "The vLLM server behind Dify was launched with an API key, and the dify-vllm-provider plugin (the release the "
     "reporter had) did not pass the key it was given ('API Key 填写无作用' = the API key field has no effect), so vLLM "
     "refused each chat request with 401 Unauthorized; the same settings in Dify's generic OpenAI-API-compatible "
     "provider, which sends the key, worked. Not a model, GPU or memory problem.",
     "plugin author yangyaofei (2025-03-25): 'please use this release "
     "https://github.com/yangyaofei/dify-vllm-provider/releases/tag/v0.1.2, it should fix this bug.' (the plugin then "
     "sends the key). No confirmation from the reporter in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_GPU + [{"flag": "--served-model-name"}],
     note="Excerpt: the issue title (the vLLM access-log line) and the whole description. Chinese: 'API Key 填写无作用，"
          "相同的信息，在 OpenAI-API-compatible 里面配置是正常的' = 'filling in the API key has no effect; the same "
          "information configured in OpenAI-API-compatible works'. The refusal is vLLM's, the defect is the client "
          "plugin's (see judgement call 2).")

# ---------------------------------------- vllm #2520: WSL, launched with the demo vllm.entrypoints.api_server -> 404 Not Found on /v1/chat/completions
case("vllm-2520-wsl-dolphin-mistral-demo-api-server-entrypoint-v1-chat-completions-404-not-found",
     "https://github.com/vllm-project/vllm/issues/2520",
     "openapi running but \"POST /v1/chat/completions HTTP/1.1\" 404 Not Found\n"
     "\n"
     "I managed to install and get vllm working in windows wsl ubuntu, but I can't seem to get it to respond to any "
     "openapi requests. I keep getting the error message: \"POST /v1/chat/completions HTTP/1.1\" 404 Not Found\n"
     "\n"
     "I have forwarded ports in windows to wsl and textgen webui running in wsl works just fine with its openai api.\n"
     "\n"
     "```\n"
     "python -m vllm.entrypoints.api_server --model text-generation-webui/models/cognitivecomputations_dolphin-2.6-"
     "mistral-7b --tensor-parallel-size 2\n"
     "2024-01-21 01:28:29,635 INFO worker.py:1724 -- Started a local Ray instance.\n"
     "INFO 01-21 01:28:30 llm_engine.py:70] Initializing an LLM engine with config: model='text-generation-webui/models/"
     "cognitivecomputations_dolphin-2.6-mistral-7b', tokenizer='text-generation-webui/models/cognitivecomputations_"
     "dolphin-2.6-mistral-7b', tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, "
     "dtype=torch.bfloat16, max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=2, "
     "quantization=None, enforce_eager=False, seed=0)\n"
     "INFO 01-21 01:28:57 llm_engine.py:275] # GPU blocks: 10974, # CPU blocks: 4096\n"
     "WARNING 01-21 01:28:57 cache_engine.py:96] Using 'pin_memory=False' as WSL is detected. This may slow down the "
     "performance.",
     "vllm_check_failed", {}, "openai_entrypoint_not_used",
     "The server was started with `python -m vllm.entrypoints.api_server`, vLLM's minimal demo server, which serves "
     "only /generate (and /health); the OpenAI-compatible routes (/v1/models, /v1/completions, /v1/chat/completions) "
     "exist only in `vllm.entrypoints.openai.api_server`. The engine loaded fine (10974 GPU blocks), and every OpenAI "
     "request got 404 Not Found because the route does not exist on that server. Not WSL, port forwarding, the model or "
     "memory.",
     "no answer in the stored text (closed). The command itself pins the cause; the same launch and 404 are answered in "
     "vllm #3663 ('Try run with python -m vllm.entrypoints.openai.api_server') and vllm #5780. Fix: start the server "
     "with `python -m vllm.entrypoints.openai.api_server --model ... --tensor-parallel-size 2` (or `vllm serve` in "
     "later releases)",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.api_server --model text-generation-webui/models/cognitivecomputations_dolphin-"
             "2.6-mistral-7b --tensor-parallel-size 2",
     forbidden=_NOT_GPU + [{"flag": "--served-model-name"}],
     note="Excerpt: the issue title and description as the stored chunk shows them, cut before the last, truncated log "
          "line ('Capturing the model for CUDA graphs...'). January 2024, so a vLLM 0.2.x release (not shown). The "
          "title's 'openapi' means the OpenAI-compatible API.")

# ---------------------------------------- HF TheBloke/OpenHermes-2.5-Mistral-7B-AWQ discussion #1: demo api_server entry point -> {"detail":"Not Found"} on /v1/models
case("hf-thebloke-openhermes-25-mistral-7b-awq-disc1-demo-api-server-entrypoint-v1-models-detail-not-found",
     "https://huggingface.co/TheBloke/OpenHermes-2.5-Mistral-7B-AWQ/discussions/1",
     "Issue with {\"detail\":\"Not Found\"} Responses for All Requests When Running Model in vLLM\n"
     "\n"
     "Moin!\n"
     "\n"
     "I’m encountering a persistent issue where all my requests are returning a {\"detail\":\"Not Found\"} response "
     "when attempting to run a model in vLLM. Below are the details of my setup and the error messages I'm receiving.\n"
     "\n"
     "Setup:\n"
     "\n"
     "I initiated the model with the following command:\n"
     "\n"
     "CUDA_LAUNCH_BLOCKING=1 python3 -m vllm.entrypoints.api_server --model TheBloke/OpenHermes-2.5-Mistral-7B-AWQ "
     "--quantization awq --dtype half --max-model-len 512\n"
     "\n"
     "During the startup, I received warnings and info logs, including a note about awq quantization not being fully "
     "optimized and a mention of CUDA graphs capturing the model(see end of post).\n"
     "\n"
     "Error Encounter:\n"
     "After the server started on http://0.0.0.0:8000, attempting to access any API endpoint results in a 404 Not Found "
     "error. This includes simple model queries and chat completions.\n"
     "\n"
     "For example:\n"
     "\n"
     "curl http://localhost:8000/v1/models\n"
     "\n"
     "returns {\"detail\":\"Not Found\"}.\n"
     "\n"
     "Similarly, posting a chat completion request also yields the same Not Found response.\n"
     "\n"
     "Comparison to the full model:\n"
     "The full model updates like this once every few seconds:\n"
     "\n"
     "INFO 03-17 14:08:17 metrics.py:213] Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 0.0 tokens/s, "
     "Running: 0 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 0.0%, CPU KV cache usage: 0.0%",
     "vllm_check_failed", {}, "openai_entrypoint_not_used",
     "Launched with `python3 -m vllm.entrypoints.api_server`, vLLM's demo server, which has only /generate: "
     "/v1/models and /v1/chat/completions do not exist there, so FastAPI answers {\"detail\":\"Not Found\"} (404) to "
     "every OpenAI-style request. The AWQ checkpoint, --dtype half and --max-model-len 512 are not the cause; the "
     "server started and the model loaded.",
     "no reply in the stored discussion. Fix, from the launch command (and the same diagnosis in vllm #3663 / #5780): "
     "start `python3 -m vllm.entrypoints.openai.api_server --model TheBloke/OpenHermes-2.5-Mistral-7B-AWQ "
     "--quantization awq --dtype half --max-model-len 512` (or `vllm serve ...` in later releases), or call the demo "
     "server's /generate",
     release=None, gpu=None, gpus=None,
     command="CUDA_LAUNCH_BLOCKING=1 python3 -m vllm.entrypoints.api_server --model TheBloke/OpenHermes-2.5-Mistral-7B-"
             "AWQ --quantization awq --dtype half --max-model-len 512",
     forbidden=_NOT_GPU + [{"flag": "--served-model-name"}, {"flag": "--dtype"}],
     note="Excerpt: the discussion's opening post as the docs corpus stores it, cut before its last, truncated sentence "
          "('The AWQ does not update in a loop, but just stays put and response with \"404 Not'); the startup log the "
          "post says is 'at end of post' is beyond the stored text. March 2024 (log date 03-17), so about vLLM 0.3.x "
          "(not shown). The metrics line the reporter quotes is from another (full-precision) run.")

# ---------------------------------------- HF arcee-ai/SuperNova-Medius discussion #5: request for arcee-ai/SuperNova-Medius -> 'The model ... does not exist.' 404
case("hf-arcee-supernova-medius-disc5-request-model-name-not-served-404-does-not-exist",
     "https://huggingface.co/arcee-ai/SuperNova-Medius/discussions/5",
     "When trying to serve this model with vllm, model loaded fine, but I got error:\n"
     "\n"
     "{\"object\":\"error\",\"message\":\"The model `arcee-ai/SuperNova-Medius` does not exist.\",\"type\":"
     "\"NotFoundError\",\"param\":null,\"code\":404}++ curl --write-out '%{http_code}' --silent --output /dev/null -H "
     "'Content-Type: application/json' -d '{\n"
     "        \"model\": \"arcee-ai/SuperNova-Medius\",\n"
     "        \"messages\": [{\"role\": \"user\", \"content\": \"Say this is a test!\"}],\n"
     "        \"max_tokens\": 7,\n"
     "        \"temperature\": 0\n"
     "     }' http://localhost:8080/v1/chat/completions",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "The model loaded and the server runs, but it does not serve a model under the name the request uses "
     "('arcee-ai/SuperNova-Medius'): vLLM answers only to the --served-model-name names, else the --model argument as "
     "given, so the chat request is refused with 404 'does not exist'. The reporter's harness evidently derived the "
     "served name from the repository's config.json name field, which did not say 'arcee-ai/SuperNova-Medius'. Not a "
     "load, GPU or memory failure.",
     "the reporter's pull request to the model repository, changing the config's name field to "
     "'arcee-ai/SuperNova-Medius', was merged by the repository owner (Crystalcareai); no confirmation stored. General "
     "fix: request the name GET /v1/models lists, or launch with --served-model-name arcee-ai/SuperNova-Medius",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_GPU + [{"flag": "--trust-remote-code"}],
     note="Excerpt: the pull-request discussion's description as the docs corpus stores it, without its title ('Update "
          "_name to \"arcee-ai/SuperNova-Medius\"', which is the fix) and without the closing line 'This hopefully "
          "fixes that.'. The '++ curl' is the reporter's shell trace (set -x) printed right after the response body. "
          "The launch command is not in the thread (see judgement call 4).")

BATCH.write()
