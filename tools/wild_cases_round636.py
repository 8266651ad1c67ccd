"""Round-636 blind batch: BENCHMARK CLIENTS failing because of how the vLLM server (or engine) was launched:
`vllm bench serve` / benchmarks/benchmark_serving.py, guidellm, evalscope perf, a Locust load tool, against a vLLM
server whose --served-model-name, --max-model-len, entrypoint or speculative decoding the client did not match, any
tracker; collected by helper wild636 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round636-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` (29 corpus=issues, 1 corpus=pages); no find_string / read_file /
find_files / find_repos / fetch. Stopped at about 19:03 UTC, well before the 19:50 deadline, because the last eight
searches returned only threads already used, skip-listed, or without an error line (the slice is close to mined out).
6 cases: vllm-project/guidellm #103 (the client loads its tokenizer from the served name), intel/llm-scaler #255
(`vllm bench serve --random-range-ratio 0.5` over a 9014-token context), modelscope/evalscope #1219 (evalscope perf's
min_tokens against a server with speculative decoding), GoogleCloudPlatform/ai-on-gke #777 (Locust posting /generate
to the OpenAI entrypoint), vllm #3964 (benchmark_serving.py 0.3.3's default /generate against the OpenAI server) and
vllm #16420 (benchmark_serving.py's sonnet prompts + 1024 output tokens over a 2048-token server). Every source was
checked with grep -iF against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against the earlier
rounds' skip lists before it was taken. The slice was cut before by rounds 438, 476, 510 and 595 (evaluation /
benchmark harnesses), which took only start-up failures; this round's seam is the first-request failures those rounds
set aside.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): vllm #10158, #19047, #7854, #3249, #1658,
  #20409, #13370, #16445, #33418, #19464, #3485 / #3486, #5082, #22407, PR #21391, #2579; guidellm #308;
  evalscope #243, #93, #737; lmdeploy #4096; kubeai #529; ray-project/llmperf #90; vast-data/VUA #7.
- Error line not in the stored chunk: vllm #8938 ('--served-model-name doesn't work with OpenAI benchmarking script':
  benchmark_serving.py loading the tokenizer from the served name; the traceback stops at hf_raise_for_status before
  the HTTPError line; the reporter confirmed '--tokenizer' solves it -- used as evidence for guidellm-103's fix);
  vllm #13117 ('Initial test run failed ... Error: Not Found', only the title and an empty environment block stored);
  vllm #2940 / #2993 / PR #3552 (benchmark_serving.py 0.3.x asserting the endpoint of its backend, traceback cut before
  the AssertionError); vllm #3230 (benchmark_serving.py --backend vllm, log cut in the progress bar); vllm #9127
  (benchmark above 8192 input tokens on Llama 3.1 405B / ROCm, chunk is collect_env and load lines only);
  evalscope #244 (perf with stream, 400, the request log cut before the server's message); sgl-project/sglang #3848
  (sglang.bench_serving --backend vllm, chunk stops in the Namespace); ome-projects/ome #781 / PR #779 / PR #786
  (genai-bench sent the hardcoded model name 'vllm-model'; prose, no vLLM log line); MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-
  DGX-Sparks #117 (bench_decode.py without an Authorization header against a VLLM_API_KEY server: '401 on every
  request' in prose only).
- Not the slice, or not caused by the launch: vllm #16375 (benchmark_serving.py bug with --sonnet-prefix-len=0, fixed
  in the script); vllm PR #26834 (400 from a too-small --random-input-len, a client argument); vllm PR #16737 / #16222
  (benchmark_throughput.py hang with data parallel, then the PR's own AttributeError); vllm #10373 (base-url ending in
  /v1 plus endpoint /chat/completions, 'User error'); vllm PR #42457 (BFCL bench 404 after warm-ups, a hypothesis, no
  confirmation); vllm #16361 / #15018 (404 'model does not exist' from chat UIs, not benchmark clients); vllm #33412
  (`vllm bench` always sending 'Bearer None', a client bug); guidellm #539 (Ministral tokenizer in the client),
  #192 (server not vLLM), #37 (no error); evalscope #159 (the client's query template), #511 (no server deployed);
  kubernetes-sigs/inference-perf #159 (client tokenizer from an Ollama tag); CentML/flexible-inference-bench #51 (config
  only); LMCache #1405 (LMCache's own routing); run-llama/llama_index #13041 and vllm #5082 (/generate 404 from a
  library / curl, the same class as ai-on-gke-777 but not a benchmark client; #5082 is skip-listed by round 633).

Judgement calls for the lead:
1. guidellm-103: kind hub_access_denied (the error line is huggingface_hub's '401 Client Error: Unauthorized for url:
   https://huggingface.co/my-model/resolve/main/tokenizer_config.json', the label the five earlier fixtures with that
   401 use), cause served_model_name_mismatch: the nearest existing cause, stretched -- here the CLIENT uses the
   server's --served-model-name as a Hub tokenizer id, the mirror of the 404 cases that cause was made for. A new
   cause (e.g. `client_tokenizer_from_served_name`) would be more exact; the lead may prefer it. The reporter's clause
   "since `my-model` isn't a valid huggingface model name" is left in the excerpt (it is part of the pasted
   description, a diagnosis, not the fix). No fix in the stored thread (closed); the fix is taken from the same
   failure in vllm #8938, where the reporter confirmed an explicit --tokenizer solved it, and guidellm's own
   --processor / --tokenizer option (guidellm #539's command passes --processor).
2. ai-on-gke-777 and vllm-3964: NEW cause label `endpoint_not_served` (the client posts to /generate, the route of
   the demo server vllm.entrypoints.api_server, while the server was launched as the OpenAI-compatible
   vllm.entrypoints.openai.api_server, which has no /generate); kind None, since the only line is uvicorn's access
   log 404, not one of vLLM's messages. ai-on-gke-777's excerpt leaves out the reporter's second paragraph (the
   diagnosis naming ai-on-gke PR #694's entrypoint switch). vllm-3964's stored text is the title alone plus the
   maintainer's answer (the same title-only acceptance as round 448's xinference-4141); its release 0.3.3 comes from
   that answer, which also notes the client's --model should be 'gpt-4', the server's --served-model-name -- a
   second mismatch behind the first. The lead may drop vllm-3964 as too thin.
3. llm-scaler-255 and vllm-16420: kind vllm_check_failed, cause prompt_exceeds_max_model_len, numbers.max_model_len
   only (as the 12 earlier fixtures with 'This model's maximum context length is N tokens' do). In llm-scaler-255
   the maintainer names --random-range-ratio (0.5 lets sampled inputs reach 1.5 x 6200 = 9300 tokens, over the
   server's 9014); the reporter removed the flag. vllm-16420 is open with no answer: the cause is read from the
   message (1030 prompt + 1024 completion tokens over a server started with a 2048-token context; the model's own
   is 32768, so the launch set it); the reporter blames the sonnet sampler for prompts longer than
   --sonnet-input-len, which the message does not contradict. The server there is a fork ('/root/vllm-fork', likely
   HabanaAI's) -- GPU / HPU not stated.
4. evalscope-1219: kind / cause vllm_check_failed, as round 625's vllm-pr42802-... (the same message, 'The min_tokens,
   min_p, and logit_bias sampling parameters are not yet supported with speculative decoding.'). The stored vLLM
   launch is cut inside the docker --device list, before any --speculative-config; speculative decoding is read from
   the message itself (the vllm-ascend 'glm5' image's GLM-5 guide enables MTP). No fix in the stored thread (closed);
   the fix follows from the message: drop evalscope's --min-tokens (keep --max-tokens with ignore_eos to fix the
   output length), or serve without speculative decoding.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round636-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_NOT_MEM = _MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- guidellm #103: vLLM --served-model-name=my-model, guidellm --model my-model -> 401 on huggingface.co/my-model/.../tokenizer_config.json
case("guidellm-103-served-model-name-my-model-client-tokenizer-hf-401-tokenizer-config",
     "https://github.com/vllm-project/guidellm/issues/103",
     "Huggingface error for models with arbitrary model name\n"
     "\n"
     "When executing guidellm against a vllm instance with an arbitrary model name set, guidellm errors out with a "
     "huggingface error that it can't access the tokenizer_config.json.\n"
     "\n"
     "## Duplicating the issue\n"
     "\n"
     "Deploy a vllm instance with any model and set the following argument:\n"
     "\n"
     "`--served-model-name=my-model`\n"
     "\n"
     "Run a guidellm test against the endpoint:\n"
     "\n"
     "```\n"
     "guidellm \\\n"
     "  --target \"http://localhost:8000/v1\" \\\n"
     "  --model \"my-model\" \\\n"
     "  --data-type emulated \\\n"
     "  --data \"prompt_tokens=512,generated_tokens=128\"\n"
     "```\n"
     "\n"
     "## Results\n"
     "\n"
     "guidellm errors out with a 401 on the toeknizer_config.json for my-model since `my-model` isn't a valid "
     "huggingface model name.\n"
     "\n"
     "```\n"
     "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: "
     "https://huggingface.co/my-model/resolve/main/tokenizer_config.json\n"
     "```\n"
     "\n"
     "## Stack Trace\n"
     "\n"
     "The following is an example of a full stack trace of the error:\n"
     "\n"
     "```\n"
     "None of PyTorch, TensorFlow >= 2.0, or Flax have been found. Models won't be available and only tokenizers, "
     "configuration and file/data utilities can be used.\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/app-root/lib64/python3.11/site-packages/huggingface_hub/utils/_http.py\", line 409, in "
     "hf_raise_for_status\n"
     "    response.raise_for_status()\n"
     "  File \"/opt/app-root/lib64/python3.11/site-packages/requests/models.py\", line 1024, in raise_for_status",
     "hub_access_denied", {}, "served_model_name_mismatch",
     "The vLLM server was launched with --served-model-name=my-model, so clients must name 'my-model' in requests; "
     "guidellm (early 2025) also uses its --model value as the Hugging Face id of the tokenizer it needs to build the "
     "emulated prompts, and 'my-model' is no repository on the Hub, so huggingface_hub's download of "
     "my-model/resolve/main/tokenizer_config.json answers 401 and guidellm stops before sending a request. Nothing "
     "is wrong with the server, the GPU or memory: the served name is not a tokenizer id.",
     "no fix in the stored thread (closed). The same failure in vLLM's own benchmark_serving.py (vllm #8938, "
     "--served-model-name with the OpenAI benchmark script) was solved, per its reporter samos123, by passing the "
     "tokenizer explicitly (--tokenizer neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic). For guidellm: give the "
     "Hub id or local path of the model's tokenizer with guidellm's tokenizer / --processor option, or serve the model "
     "under its Hub id",
     release=None, gpu=None, gpus=None,
     command="guidellm --target \"http://localhost:8000/v1\" --model \"my-model\" --data-type emulated --data "
             "\"prompt_tokens=512,generated_tokens=128\"",
     forbidden=_NOT_MEM,
     note="Excerpt: the title and the stored description up to the stack trace's second frame (the chunk's end). The "
          "server side is only described ('--served-model-name=my-model'); no vLLM log, release or GPU in the thread. "
          "Judgement call 1.")

# ---------------------------------------- intel/llm-scaler #255: vllm bench serve --random-input-len 6200 --random-range-ratio 0.5 vs a 9014-token server -> maximum context length is 9014 tokens, 9283 input tokens
case("llm-scaler-255-qwen3-235b-b7-bench-serve-random-range-ratio-0.5-context-9014-request-9283",
     "https://github.com/intel/llm-scaler/issues/255",
     "B7 version wrong with \"--random-range-ratio\" parameters when running Qwen3-235B inference\n"
     "\n"
     "vllm version: \n"
     "intel/llm-scaler-vllm: 0.11.1-b7\n"
     "\n"
     "Test commands:\n"
     "vllm bench serve --model /llm/models/Qwen3-235B-A22B-Instruct-2507 --served-model-name "
     "Qwen3-235B-A22B-Instruct-2507 --dataset-name random --random-input-len 6200 --random-output-len 1350 "
     "--num-prompts $bs --max-concurrency 2000 --request-rate 0.8 --random-range-ratio 0.5 --port 8001 "
     "--trust_remote_code  --ignore-eos\n"
     "\n"
     "Error:\n"
     "APIServer pid=35100) ERROR 01-21 02:44:26 [serving_completion.py:137]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=35100) ERROR 01-21 02:44:26 [serving_completion.py:137]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/renderer.py\", line 398, in _create_tokens_prompt\n"
     "(APIServer pid=35100) ERROR 01-21 02:44:26 [serving_completion.py:137]     raise ValueError(\n"
     "(APIServer pid=35100) ERROR 01-21 02:44:26 [serving_completion.py:137] ValueError: This model's maximum context "
     "length is 9014 tokens. However, your request has 9283 input tokens. Please reduce the length of the input "
     "messages.",
     "vllm_check_failed", {"max_model_len": 9014}, "prompt_exceeds_max_model_len",
     "Intel's llm-scaler vLLM image (0.11.1-b7) served Qwen3-235B-A22B-Instruct-2507 with a 9014-token context. "
     "`vllm bench serve --dataset-name random --random-input-len 6200 --random-range-ratio 0.5` samples each prompt's "
     "length between 0.5x and 1.5x of 6200 tokens (up to about 9300), so some prompts alone (9283 tokens) exceed the "
     "server's max_model_len and the server refuses them with a 400 at request time. The benchmark's length "
     "distribution does not fit the context the server was launched with; not a memory or device failure.",
     "maintainer gc-fu (2026-01-22): caused by the --random-range-ratio option, which makes input_len exceed the "
     "available maximum length; the parameter must be adjusted according to the max model length. The reporter: "
     "removing the parameter fixes it. (Alternatively a --max-model-len above input and output lengths, where memory "
     "allows.)",
     release="0.11.1 (intel/llm-scaler-vllm:0.11.1-b7)", gpu=None, gpus=None,
     command="vllm bench serve --model /llm/models/Qwen3-235B-A22B-Instruct-2507 --served-model-name "
             "Qwen3-235B-A22B-Instruct-2507 --dataset-name random --random-input-len 6200 --random-output-len 1350 "
             "--num-prompts $bs --max-concurrency 2000 --request-rate 0.8 --random-range-ratio 0.5 --port 8001 "
             "--trust_remote_code --ignore-eos",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--max-model-len", "at_most": 9014}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, without its last sentence ('The issue can be fixed by "
          "remove this parameters.', the fix). The first error line is as pasted (its opening parenthesis lost). The "
          "server's launch command and the Intel GPU (llm-scaler targets Arc Pro B-series) are not in the thread. "
          "Judgement call 3.")

# ---------------------------------------- modelscope/evalscope #1219: evalscope perf --min-tokens 2048 vs GLM-5 on vllm-ascend with speculative decoding -> min_tokens not yet supported with speculative decoding
case("evalscope-1219-perf-min-tokens-glm5-vllm-ascend-speculative-decoding-min-tokens-not-supported",
     "https://github.com/modelscope/evalscope/issues/1219",
     "evalscope测试GLM-5报错BadRequestError\n"
     "\n"
     "## 问题描述\n"
     "\n"
     "使用vllm启动模型，使用evalscope最新版本进行性能测试，结果报错：2026-03-09 17:21:07 - evalscope - WARNING: "
     "Retrying... <{\"error\": {\"message\": \"The min_tokens, min_p, and logit_bias sampling parameters are not yet "
     "supported with speculative decoding.\", \"type\": \"BadRequestError\", \"param\": null, \"code\": 400}}>\n"
     "\n"
     "## EvalScope 版本（必填）\n"
     "v1.4.2\n"
     "\n"
     "## 使用的工具\n"
     "- [x] Perf / 模型推理压测工具\n"
     "\n"
     "## 执行的代码或指令\n"
     "\n"
     "```\n"
     "evalscope perf --parallel 2 --number 16 --model GLM-5 --url http://xxxxxx:9527/v1/chat/completions --api "
     "openai --dataset random --tokenizer-path /data1/models/GLM-5-w4a8/ --outputs-dir ./GLM_evalscope_test "
     "--prefix-length 0 --min-prompt-length 512 --max-prompt-length 512 --min-tokens 2048 --max-tokens 2048 "
     "--connect-timeout 3600 --read-timeout 3600 --sleep-interval 30 --extra-args '{\"ignore_eos\": true}' --stream "
     "--no-test-connection\n"
     "```\n"
     "vllm启动命令：\n"
     "```\n"
     "export IMAGE=quay.io/ascend/vllm-ascend:glm5\n"
     "docker run --rm \\\n"
     "    --name vllm-ascend-glm5 \\\n"
     "    --shm-size=1g \\\n"
     "    --net=host \\\n"
     "    --privileged=true \\\n"
     "    --device /dev/davinci0 \\\n"
     "    --device /dev/davinci1 \\\n"
     "    --device /dev/davinci2 \\\n"
     "    --device /dev/davinci3 \\\n"
     "    --device /dev/",
     "vllm_check_failed", {}, "vllm_check_failed",
     "GLM-5 (w4a8) served by the vllm-ascend 'glm5' image on Ascend NPUs with speculative decoding (MTP) enabled. "
     "evalscope perf was run with --min-tokens 2048, so every request carries min_tokens; vLLM's request validation "
     "refuses min_tokens (and min_p, logit_bias) while speculative decoding is on and answers 400 BadRequestError, so "
     "the benchmark only retries. A client option the launch's speculative decoding does not support; not memory or "
     "a device problem.",
     "no fix in the stored thread (closed). From the message: run evalscope perf without --min-tokens (--max-tokens "
     "2048 with ignore_eos already fixes the output length), or serve the model without --speculative-config when "
     "min_tokens is needed",
     release="vllm-ascend glm5 image (quay.io/ascend/vllm-ascend:glm5)", gpu="Huawei Ascend NPU", gpus=None,
     command="evalscope perf --parallel 2 --number 16 --model GLM-5 --url http://xxxxxx:9527/v1/chat/completions "
             "--api openai --dataset random --tokenizer-path /data1/models/GLM-5-w4a8/ --min-tokens 2048 "
             "--max-tokens 2048 --extra-args '{\"ignore_eos\": true}' --stream",
     forbidden=_NOT_MEM,
     note="Excerpt: the title and the description as stored, from '问题描述' ('problem description': 'started the model "
          "with vLLM, ran a performance test with the latest evalscope, and got the error') to the chunk's end inside "
          "the docker run's --device list; the self-check list is dropped. The speculative config itself is beyond "
          "the stored text. Judgement call 4.")

# ---------------------------------------- GoogleCloudPlatform/ai-on-gke #777: Locust benchmark posting /generate to vllm.entrypoints.openai.api_server -> 404 Not Found
case("ai-on-gke-777-locust-benchmark-post-generate-openai-entrypoint-404-not-found",
     "https://github.com/GoogleCloudPlatform/ai-on-gke/issues/777",
     "Error: \"POST /generate HTTP/1.1\" 404 Not Found when running Locust tool against vLLM model server\n"
     "\n"
     "Whenever running the locust benchmarking tool against a vLLM model server, I get this error\n"
     "\n"
     "```\n"
     "POST /generate HTTP/1.1\" 404 Not Found\n"
     "```",
     None, {}, "endpoint_not_served",
     "ai-on-gke's vLLM model server deployment was switched (its PR #694) from the demo entrypoint "
     "vllm.entrypoints.api_server, which serves POST /generate, to the OpenAI-compatible "
     "vllm.entrypoints.openai.api_server, which has only the /v1/... routes. The repository's Locust benchmarking tool "
     "still posts to /generate, so every request gets 404 from the running server. The launch's entrypoint and the "
     "client's route disagree; no memory, model or device failure.",
     "no merged fix in the stored text. From the reporter's diagnosis (Edwinhr716, 2024-08-14: the OpenAI entrypoint "
     "does not have a /generate endpoint, called out in PR #694 but never addressed): point the Locust tool at the "
     "OpenAI routes (/v1/completions with the served model name), or launch the server with "
     "vllm.entrypoints.api_server for that tool",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEM,
     note="Excerpt: the title and the description's first paragraph with the error; the second paragraph (the "
          "reporter's investigation naming PR #694's entrypoint switch, i.e. the cause) is left out. Judgement call 2 "
          "(new cause label endpoint_not_served).")

# ---------------------------------------- vllm #3964: benchmark_serving.py of 0.3.3 (default endpoint /generate) against the OpenAI server -> "generate 404 Not Found"
case("vllm-3964-benchmark-serving-v033-default-endpoint-generate-openai-server-404-not-found",
     "https://github.com/vllm-project/vllm/issues/3964",
     "[Usage]: \"generate 404 Not Found\" when benchmark_serving.py running",
     None, {}, "endpoint_not_served",
     "benchmark_serving.py of vLLM 0.3.3 sent its requests to the default endpoint /generate (the route of the demo "
     "server vllm.entrypoints.api_server), but the server was launched as the OpenAI-compatible "
     "vllm.entrypoints.openai.api_server (with --served-model-name gpt-4), which has no /generate route, so every "
     "request got 404 Not Found. A client route / server entrypoint mismatch, not a server failure.",
     "maintainer hmellor (2024-04-10): in 0.3.3 the default endpoint in benchmark_serving.py was /generate; from "
     "0.4.0 it is /v1/completions, correct for the OpenAI-compatible server; without upgrading, set --endpoint "
     "/v1/completions, and also change --model to gpt-4, the --served-model-name that was set",
     release="0.3.3", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEM,
     note="Excerpt: the issue title, the only text of the reporter's that the stored thread shows (the description "
          "is not in the stored chunk; the maintainer's answer is the fix). Release from that answer. Judgement call "
          "2; the lead may drop it as too thin.")

# ---------------------------------------- vllm #16420: benchmark_serving.py sonnet 1024 in / 1024 out vs a 2048-token server -> maximum context length is 2048 tokens, requested 2054
case("vllm-16420-benchmark-serving-sonnet-1024-in-1024-out-qwen25-7b-context-2048-requested-2054",
     "https://github.com/vllm-project/vllm/issues/16420",
     "[Bug]:\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "python3 benchmarks/benchmark_serving.py --backend vllm --model Qwen/Qwen2.5-7B-Instruct --dataset-name sonnet "
     "--dataset-path benchmarks/sonnet.txt --request-rate 512 --num-prompts 128 --port 8090 --sonnet-input-len 1024 "
     "--sonnet-output-len 1024 --sonnet-prefix-len 100\n"
     "\n"
     "prompt_len of produced samples greater then sonnet-input-len which causes: \n"
     "ERROR 04-07 12:31:21 serving_completion.py:110]   File \"/root/vllm-fork/vllm/entrypoints/openai/"
     "serving_engine.py\", line 239, in _validate_input\n"
     "ERROR 04-07 12:31:21 serving_completion.py:110]     raise ValueError(\n"
     "ERROR 04-07 12:31:21 serving_completion.py:110] ValueError: This model's maximum context length is 2048 "
     "tokens. However, you requested 2054 tokens (1030 in the messages, 1024 in the completion). Please reduce the "
     "length of the messages or completion.",
     "vllm_check_failed", {"max_model_len": 2048}, "prompt_exceeds_max_model_len",
     "The server (a vLLM fork at /root/vllm-fork) was started for Qwen/Qwen2.5-7B-Instruct with a 2048-token "
     "context (the model's own is 32768, so the launch set --max-model-len 2048). benchmark_serving.py's sonnet "
     "dataset with --sonnet-input-len 1024 --sonnet-output-len 1024 produced prompts of 1030 tokens, and 1030 + 1024 "
     "requested tokens exceed 2048, so the server refuses those requests with a 400. The benchmark's lengths do not "
     "fit the context the server was launched with (the sampler overshooting --sonnet-input-len by a few tokens "
     "makes it visible at exactly input + output = max_model_len).",
     "no fix in the stored thread (open, no answer). From the message: start the server with a --max-model-len above "
     "prompt plus completion (e.g. 4096; the model supports 32768), or lower --sonnet-input-len / "
     "--sonnet-output-len so that their sum stays below 2048 with some margin",
     release=None, gpu=None, gpus=None,
     command="python3 benchmarks/benchmark_serving.py --backend vllm --model Qwen/Qwen2.5-7B-Instruct --dataset-name "
             "sonnet --dataset-path benchmarks/sonnet.txt --request-rate 512 --num-prompts 128 --port 8090 "
             "--sonnet-input-len 1024 --sonnet-output-len 1024 --sonnet-prefix-len 100",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--max-model-len", "at_most": 2048}, {"flag": "--tensor-parallel-size"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored; the empty collect_env template block and the "
          "'Before submitting' checklist are dropped. The server's launch command, release and device are not in the "
          "thread ('/root/vllm-fork' suggests HabanaAI's fork). Judgement call 3.")

if __name__ == "__main__":
    BATCH.write()
