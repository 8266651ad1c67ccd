"""Round-585 blind batch: vLLM start-up failures of the SERVING FRONT-END (the OpenAI server's flags: --served-model-name,
--chat-template, --tool-call-parser, --reasoning-parser, --api-key, SSL / host / port / uvicorn; argparse refusals of
flags from another release; VLLM_* environment variables; --config YAML), across every tracker; collected by helper
wild585 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round585-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 28 of the 30 allowed: 27 ``search`` (25 corpus=issues, 1 pages, 1 docs) and 1 ``read_file`` that found
nothing (issues are not files). 4 cases: THUDM/LongBench #102, zai-org/GLM-OCR #69 and QwenLM/Qwen3 #87 (all
three the OpenAI server's 404 'The model `X` does not exist.' for a request naming a model the server does not serve),
CraftJarvis/JarvisVLA #5 (`vllm serve` given a served-name-like tag that no hub has). The slice is MINED OUT for its
core messages: every argparse refusal ('unrecognized arguments: --X', 'invalid choice' for --tool-call-parser /
--reasoning-parser, '--config', 'model_tag required', 'expected one argument', JSON 'cannot be converted'), the chat
template checks (path-like template, default chat template no longer allowed), the middleware crash, TORCH_SDPA /
VLLM_ATTENTION_BACKEND, the port / bind errors and the --api-key refusals that the searches surfaced were already in
USED_SOURCES.txt or in earlier rounds' skip lists (rounds 293, 351, 361, 387, 417, 418, 511, 538, 539, 552, 562, 569,
570 cover this slice). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists before a look-up was spent on it.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #27389, #46325, #13669, #9312, #18538, #47600, #7978, #9106, #3486, #13510,
  #17327, #17944, #15230, #3640, #21219, #33196 (PR); vllm-omni #1364; zai-org/GLM-4.5 #58; lemonade-sdk/lemonade
  #1912; datawhalechina/self-llm #459; instructlab #1988; EvolvingLMMs-Lab/LongVT #9; NVIDIA-NeMo/Gym #159.
- Named in earlier rounds' skip lists (not re-opened): vllm #22072, #8273, #10023, #35679, #18140, #17609, #9986,
  #24459, #14320, #9096, #14819, #8947, #13150, #7154, #3651, #3485, #7514, #9763, #11617; containers/ramalama #758;
  vllm-omni #1081; zai-org/GLM-V #144; opea-project/GenAIExamples #1808; runpod-workers/worker-vllm #129;
  QwenLM/Qwen3 #1052; BerriAI/litellm #7744; UKGovernmentBEIS/inspect_ai #1799.
- Error line not in the stored chunk, or no vLLM message: gpustack #3773 (GPUStack 2.0.1 local_path with a custom
  served_model_name on vLLM 0.11.2: the traceback stops inside huggingface_hub's validate_repo_id before the error
  line); vllm #16245 (Mistral-Small-3.1 AWQ 'can only concatenate str (not "list") to str' at the first chat request
  on 0.8.3; no fix in the stored text); OpenGVLab/InternVL #1173 (same message, not opened); zai-org/GLM-OCR #159
  (same 404 as GLM-OCR #69 on vLLM 0.17.0, but the reporter shows the glmocr client ignoring its model= argument, a
  client bug, so the same class; not taken separately); OpenBMB/MiniCPM-V #451 (model name not found with --api-key,
  the stored chunk stops in the route list before the error); openai/codex #12858 and BerriAI/litellm #4594 (a
  gateway's or LiteLLM's 404, not vLLM's message); infiniflow/ragflow #11166, #9856 (RAGFlow's own connection error);
  xorbitsai/inference #4648 (Xinference refusing --enable-auto-tool-choice as an AsyncEngineArgs keyword, no log);
  waybarrios/vllm-mlx #7 (vllm-mlx, another program); vllm #51618 (empty --config YAML -> AttributeError, reproduced
  with a harness that loads vLLM's argparse_utils module on Windows, not a real start-up log); pastebin Vqc9seit and
  wFt4hKqg and HF unsloth/Qwen2.5-32B-Instruct-bnb-4bit discussion #1 (logs cut before any error, no thread).

Judgement calls for the lead:
1. longbench-102, glm-ocr-69, qwen-87: first-request failures caused by how the server was launched (the served name);
   kind vllm_check_failed and cause served_model_name_mismatch, as round 455 labelled vllm #3486 and qwen-agent #110
   (the only earlier fixtures with this message). numbers left empty (the schema has no requested_model key; README
   mentions numbers.requested_model, the lead may add it: '/dev/shm/glm-4-9b-chat/', 'default', 'Qwen/Qwen1.5-7B-Chat').
2. glm-ocr-69: no fix in the stored text; the cause is read from the message and the launch command shown (`vllm serve
   zai-org/GLM-OCR` with no --served-model-name, so the server answers only to 'zai-org/GLM-OCR', while the glmocr
   client asks for 'default'). GLM-OCR #159 suggests the glmocr client hard-coded 'default' in some releases; either
   way the request names a model the server does not serve.
3. qwen-87: the stored text has only the issue title (the description is not in the chunk) and two comments (the fix,
   left out). The repository is stored as QwenLM/Qwen3 (the Qwen1.5 repository renamed), so the URL is QwenLM/Qwen3's.
4. jarvisvla-5: kind / cause model_not_found. The error 'requests.exceptions.HTTPError: The request model: X does not
   exist!' is, as far as I know, ModelScope hub's wording (vLLM reaching ModelScope, i.e. VLLM_USE_MODELSCOPE set),
   not Hugging Face's; the thread does not say so. The tag 'jarvis_vla_qwen2_vl_7b_sft' looks like a served model name
   from the project's scripts, given to `vllm serve` as the model. Taken as in the slice's edge (a served name passed as
   the model); the lead may drop it as outside the front-end slice.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round585-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NAME = _MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- LongBench #102: glm-4-9b-chat behind vLLM, request names '/dev/shm/glm-4-9b-chat/' -> 404 model does not exist
case("longbench-102-glm4-9b-chat-request-model-path-not-served-name-404-not-found",
     "https://github.com/THUDM/LongBench/issues/102",
     "Error code: 404 - {'object': 'error', 'message': 'The model `/dev/shm/glm-4-9b-chat/` does not exist.', "
     "'type': 'NotFoundError', 'param': None, 'code': 404}\n"
     "\n"
     "按照教程改了路径和config，但是啊起vllm服务报错",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "LongBench's evaluation client sends its requests to a vLLM OpenAI-compatible server with the model named as in "
     "LongBench's config ('/dev/shm/glm-4-9b-chat/'); the server was started with another model path or served name, so "
     "it does not serve that name and answers every request with 404 NotFoundError 'The model `...` does not exist.'. "
     "Not a load or memory failure: the server itself is up.",
     "maintainer bys0318 (2025-01-23): follow vLLM's quickstart and make the model path used when deploying the service "
     "and the model name used in the calls the same (the name the server serves: --model as given, or "
     "--served-model-name). Not confirmed by the reporter in the stored text",
     release=None, gpu=None, gpus=None, command=None, forbidden=_NAME,
     note="Excerpt: the issue title and the one-line description as stored ('I changed the path and config per the "
          "tutorial, but the vLLM service errors'); the maintainer's comment (the fix) is left out. No launch command, "
          "release or GPU in the thread. Judgement call 1.")

# ---------------------------------------- GLM-OCR #69: vllm serve zai-org/GLM-OCR (no --served-model-name), glmocr client asks for 'default' -> 404
case("glm-ocr-69-vllm-serve-glm-ocr-no-served-model-name-client-model-default-404-not-found",
     "https://github.com/zai-org/GLM-OCR/issues/69",
     "'The model `default` does not exist.'\n"
     "\n"
     "Hi, I'm trying to test your model and having an error... Thanks in advance.\n"
     "\n"
     "I fetched a vLLM docker, installed transformer and served GLM-OCR, \n"
     "`vllm serve zai-org/GLM-OCR --allowed-local-media-path / --port 8080 --speculative-config '{\"method\": \"mtp\", "
     "\"num_speculative_tokens\": 1}'`\n"
     "the same way written in your README.\n"
     "\n"
     "Then I created a uv virtualenv in another server, changed the config like below\n"
     "``` my_config.yaml\n"
     "  maas:\n"
     "    enabled: false\n"
     "\n"
     "  ocr_api:\n"
     "    # Basic connection\n"
     "    api_host: <vllm server ip>\n"
     "    api_port: 8080\n"
     "```\n"
     " and sent calls to the vLLM server by\n"
     "`glmocr parse <img_path> --config my_config.yaml --output <output_path>`\n"
     "Then I got this error.\n"
     "`Received bad status code: 404, response: {\"error\":{\"message\":\"The model `default` does not exist.\",\"type\":"
     "\"NotFoundError\",\"param\":\"model\",\"code\":404}}`\n"
     "\n"
     "Maybe I should change some other settings???",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "The vLLM server was launched as `vllm serve zai-org/GLM-OCR ...` without --served-model-name, so the only name it "
     "serves is 'zai-org/GLM-OCR'; the glmocr client's requests name the model 'default', which the server does not "
     "serve, so each request is answered 404 NotFoundError 'The model `default` does not exist.'. The server started "
     "fine; not a load, memory or speculative-decoding failure.",
     "no fix reached in the stored text (issue closed). From the message and the launch shown: start the server with "
     "--served-model-name default (or the name the glmocr config sends), or set the client's model name to what "
     "/v1/models lists ('zai-org/GLM-OCR')",
     release=None, gpu=None, gpus=None,
     command="vllm serve zai-org/GLM-OCR --allowed-local-media-path / --port 8080 --speculative-config "
             "'{\"method\": \"mtp\", \"num_speculative_tokens\": 1}'",
     forbidden=_NAME + [{"flag": "--speculative-config"}],
     note="Excerpt: the issue title and the whole description as stored. No release or GPU in the thread (a vLLM "
          "docker image, February 2026). GLM-OCR #159 (vLLM 0.17.0, same 404 with the client given model='glm-ocr') "
          "is the same class and was not taken separately. Judgement calls 1 and 2.")

# ---------------------------------------- Qwen1.5 (QwenLM/Qwen3) #87: the README's vLLM example, request 'Qwen/Qwen1.5-7B-Chat' -> 404
case("qwen-87-qwen15-7b-chat-vllm-example-request-model-not-served-name-404-not-found",
     "https://github.com/QwenLM/Qwen3/issues/87",
     "vllm中的例子跑不通，出现错误{\"object\":\"error\",\"message\":\"The model `Qwen/Qwen1.5-7B-Chat` does not exist.\","
     "\"type\":\"NotFoundError\",\"param\":null,\"code\":404}",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "Following the repository's vLLM example, the reporter's request named the model 'Qwen/Qwen1.5-7B-Chat', but the "
     "OpenAI-compatible server was serving it under another name (the launch's --model path or its --served-model-name, "
     "which the startup log shows), so the server answered 404 NotFoundError 'The model `...` does not exist.'. The "
     "server itself had started; a name mismatch between launch and request.",
     "commenter zhangjh (2024-03-01): the request works with the model name the startup log shows ('qwen' in that "
     "launch); maintainer JustinLin610 (2024-03-02): compare with vLLM's quickstart, `--served-model-name` sets the "
     "name the server answers to, and the docs would add it",
     release=None, gpu=None, gpus=None, command=None, forbidden=_NAME,
     note="Excerpt: the issue title only ('the vLLM example does not run, error ...'); the description is not in the "
          "stored chunk and the two comments (the fix) are left out. Release not stated (March 2024, vLLM 0.3.x). "
          "Judgement calls 1 and 3.")

# ---------------------------------------- JarvisVLA #5: vllm serve jarvis_vla_qwen2_vl_7b_sft (a name, not a repo or path) -> The request model ... does not exist!
case("jarvisvla-5-vllm-serve-served-name-as-model-request-model-does-not-exist",
     "https://github.com/CraftJarvis/JarvisVLA/issues/5",
     "The request model: jarvis_vla_qwen2_vl_7b_sft does not exist!\n"
     "\n"
     "Hi @MuyaoLi-jimo , thanks for your excellent work.\n"
     "\n"
     "When I run the script: ` CUDA_VISIBLE_DEVICES=0 vllm serve jarvis_vla_qwen2_vl_7b_sft --port 8000 `, it occurs "
     "`requests.exceptions.HTTPError: The request model: jarvis_vla_qwen2_vl_7b_sft does not exist! `. It seems that "
     "the model `jarvis_vla_qwen2_vl_7b_sft` doesn't exist. Please recheck it.\n"
     "\n"
     "Thanks a lot.",
     "model_not_found", {}, "model_not_found",
     "`vllm serve` was given 'jarvis_vla_qwen2_vl_7b_sft', the project's short name for its model, as the model: it is "
     "neither a local folder nor a repository on the hub vLLM downloads from, so the hub lookup fails with 'The request "
     "model: ... does not exist!' before anything is loaded. Not a GPU, memory or version problem.",
     "maintainer MuyaoLi-jimo (2025-06-04): vllm serve expects a Hugging Face model id or a local model path; download "
     "the model first and start the server with the local path (`CUDA_VISIBLE_DEVICES=0 vllm serve "
     "/the/path/of/JarvisVLA --port 8000`). Not confirmed by the reporter in the stored text",
     release=None, gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0 vllm serve jarvis_vla_qwen2_vl_7b_sft --port 8000",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue title and the description as stored; the second commenter's report (the released "
          "HF checkpoint 'CraftJarvis/JarvisVLA-Qwen2-VL-7B' also not callable) and the maintainer's answer (the fix) "
          "are left out. The error is the reporter's inline quote of the exception, not a pasted traceback. No "
          "release or GPU in the thread. Judgement call 4.")

BATCH.write()
