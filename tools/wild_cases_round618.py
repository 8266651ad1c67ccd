"""Round-618 blind batch: MULTIMODAL REQUEST-TIME refusals (and one start-up refusal) caused by launch settings OTHER
than --limit-mm-per-prompt (round 612 took that): the pre-allocated encoder cache, --mm-processor-kwargs (max_pixels /
fps), --max-num-batched-tokens below one item's tokens, --allowed-local-media-path / file:// URLs, --media-io-kwargs,
image URLs the server cannot fetch, audio sample rates -- any tracker; collected by helper wild618 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round618-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed: 26 ``search`` (25 corpus=issues, 1 corpus=docs), 1 ``find_string`` (no hit),
1 ``find_files`` and 2 ``read_file`` (vllm-ascend PR #12609's log file, see below). 7 cases:
  runpod-workers/worker-vllm #205 ('Cannot load local files without `--allowed-local-media-path`'),
  AISBench/benchmark #257 ('The file path ... must be a subpath of --allowed-local-media-path ...'),
  QwenLM/Qwen3-VL #946 (per-request max_pixels ignored by the online server: 'Prompt length of 16601 ... 10000'),
  vllm #11652 ('--mm_processor_kwargs invalid loads value', the JSON unquoted in the shell; a start-up refusal),
  vllm #11657 (a 5-second video_url at the processor's defaults: 'The prompt (total length 43698) ... 32768'),
  vllm #16918 (image_url fetch: 'aiohttp.client_exceptions.InvalidURL: 172.25.239.45:33080', a proxy in the server's
  environment), zai-org/GLM-OCR #106 ('image item with length 4200 ... encoder cache size 3721').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on. The slice is close to
mined out: the encoder-cache threads (GLM-OCR #67/#157, vllm #34040/#39408) and the 'Chunked MM input disabled'
start-up refusals (recipes #441, interp-engine PR #2, vllm-rbln PR #527, tt-xla PR #5932) were all taken earlier.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): zai-org/GLM-OCR #67, #157; vllm #34040,
  #39408, #13099, #13655, #17775, #9545, #16715; QwenLM/Qwen3-VL #806, #1770 (round 566: 'Expected reading 1226
  frames, but only loaded 1225 frames' with --media-io-kwargs num_frames -1), #1645; vllm-project/recipes #441;
  decoderesearch/interp-engine PR #2; RBLN-SW/vllm-rbln PR #527; tenstorrent/tt-xla PR #5932;
  Guanzhou-Ke/Knowledge-Bridger #4 (rounds 127/302).
- Not a failure: vllm-project/vllm-ascend PR #12609 (docs/0722-test1.txt, a Qwen2.5-Omni-7B log on Ascend, vLLM
  0.18.0): 'ValueError: Invalid `--allowed-local-media-path`: The path /root/.cache/vllm/assets/vllm_public_assets
  does not exist.' is logged under WARNING 'Chat template warmup failed' and the server then starts and serves the
  benchmark (80/80 requests); an unset LOCAL_MEDIA_PATH made the flag fall back to that path. A possible
  negative case (server up, KV capacity lines printed) if the lead wants one; not taken as a failure.
- Error text not in the stored chunk, or only a screenshot / a bare HTTP 500: vllm-project/vllm-omni #873
  ('--allowed-local-media-path failed in vllm-omni', chunk stops in the environment dump); intel/llm-scaler #184
  (screenshot); QwenLM/Qwen3-VL #801 (file:// URL without --allowed-local-media-path in the launch command shown, but
  only '500 Internal Server Error' is printed; the answer is a link to #794), #887 (traceback cut), #1000 (prompt
  too long for base64 video frames, screenshot only; its answer points at #946); vllm #40856 (image download
  timeout, fixed by raising the fetch timeout per the reporter, no error line stored), #13657, #19786, #10904 (wiki
  image URLs, aiohttp connect traceback cut before the exception line, no diagnosis); HabanaAI/vllm-fork #2028;
  vllm-ascend #885 (asyncio TimeoutError fetching an image URL, no diagnosis); ogx-ai/ogx #643 (vLLM in docker
  cannot fetch image URLs, traceback cut, no resolution in the stored text); vllm #16583, #20796 and PR #9248's
  comment (Qwen2-Audio audio_url 500s, no error line / no launch cause); vllm PR #33344 (--max-num-batched-tokens 10
  with a 4433-token image, a PR's own test output, cut).
- Not vLLM's message / not a launch setting: QwenLM/Qwen3-VL #1670 ('Incorrect format used for video', transformers'
  load_video, the maintainers disagree), #1084 (the client built 'http://1.jpg'), #1795 (per-request fps/max_frames
  through extra_body); EvolvingLMMs-Lab/lmms-eval #874 (qwen-vl-utils' 'nframes should be in interval');
  AISBench/benchmark #428, #421 (AISBench's own path joining); vllm #35909 (a vLLM bug report: num_frames without
  fps breaks Qwen3-VL timestamps; only the source's f-string is stored, no fix); vllm PR #36814 (nano-nemotron-vl
  encoder budget ignoring --media-io-kwargs num_frames, closed PR, its before/after test output only);
  tenstorrent/vllm PR #469 (16384-token image vs max_model_len 2048 on TT, the message not quoted);
  vllm #13143 / #14325 / #27981 / #15364 (max_pixels warnings or 'not respected', no failure).

Judgement calls for the lead:
1. Labels. Every vLLM check here is labelled message_kind vllm_check_failed, as earlier fixtures label the same or
   sibling messages (glm-ocr-67 for the encoder cache; the argparse refusals such as dgx-spark-inference-stack-13).
   Causes: worker-vllm-205 and aisbench-257 carry the generic cause vllm_check_failed (no cause label exists for the
   local-media gate; a NEW label such as local_media_path_not_allowed would be more precise -- the lead may add it);
   qwen3-vl-946 and vllm-11657 carry prompt_exceeds_max_model_len (README's own reading of 'Prompt length of N ...'
   and 'The prompt (total length N) is too long to fit into the model (context length M)'); vllm-16918 has kind None
   (aiohttp's InvalidURL is no vLLM message) and a NEW cause media_url_unreachable (the server could not fetch the
   request's media URL from the environment it was launched in: here a proxy setting); glm-ocr-106 keeps
   vllm_check_failed like glm-ocr-67, although the thread's title and vLLM PR #34483 point at vLLM's own
   underestimate of GLM-OCR's single-image budget (3721) -- the lead may prefer release_regression-style wording
   (a vLLM build with the fix) for it.
2. Request-time failures taken under 'a failure at its first requests caused by how it was launched': all but
   vllm-11652 (a start-up argparse refusal of --mm-processor-kwargs). aisbench-257 was launched correctly
   (--allowed-local-media-path set); the request's relative file:// path fell outside it -- the remedy is on the
   client (absolute paths under the allowed directory), so --allowed-local-media-path is not forbidden there.
3. Fixes not confirmed in the stored text: qwen3-vl-946 (the maintainer's answer is cut after 'I started the service
   with the paramet'; QwenLM/Qwen3-VL #1000 cites #946 for 'reduce max_pixels', and a vLLM maintainer in vllm #11652
   says per-request max_pixels is not supported online and must be passed at start-up), vllm-11652 (the message pins
   the cause: the JSON lost its quotes in the shell), vllm-11657 (stale, no answer; the same reporter's #11652
   carries the maintainer's advice), glm-ocr-106 (the fix is vLLM PR #34483, found in the search results, 'Fixes
   #34040', not linked from #106 in the stored text; whether 0.16.0rc1.dev166 already had it is not known).
4. numbers: the brief's key list has no prompt_len / encoder-cache keys, so qwen3-vl-946 and vllm-11657 record only
   max_model_len (10000, 32768) and the encoder-cache case records none (as glm-ocr-67 did); the printed values are
   in each excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round618-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_MEM_NO_LEN = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- worker-vllm #205: RunPod serverless vLLM worker, file on the mounted volume -> local files refused
case("worker-vllm-205-runpod-volume-file-url-cannot-load-local-files-without-allowed-local-media-path",
     "https://github.com/runpod-workers/worker-vllm/issues/205",
     "Access to remote storage from vLLM\n"
     "\n"
     "I want to make an API call with a file that is on a my RunPod remote storage.\n"
     "But vLLM tell me:\n"
     "\n"
     "**Cannot load local files without `--allowed-local-media-path`**\n"
     "\n"
     "I've tried to set a an ENV variable `ALLOWED_LOCAL_MEDIA_PATH = true` but it's not working.\n"
     "I know I can try with a S3 remote storage or even a BASE64 but it's not as efficient as a mounted remote "
     "storage.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "RunPod's worker-vllm started the vLLM engine without allowed_local_media_path (its engine_args.py did not map "
     "any setting to it; an ALLOWED_LOCAL_MEDIA_PATH env variable was not read), so vLLM's media connector refused "
     "the request's local file from the mounted /runpod-volume: local media files are only read under the path the "
     "engine was started with. A launch setting, not memory or the model.",
     "wikioai and the reporter AlexisMDP (2025-08-13): add "
     "\"allowed_local_media_path\": os.getenv('ALLOWED_LOCAL_MEDIA_PATH', '/runpod-volume') to "
     "worker-vllm/src/engine_args.py, so the engine starts with the allowed path (default /runpod-volume)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and description as stored (the two identical comments with the fix left out). "
          "A request-time refusal of a file:// / local path by a server launched without --allowed-local-media-path, "
          "inside RunPod's serverless worker (the wrapper builds the engine args).")

# ---------------------------------------- AISBench #257: textvqa through vllm serve with --allowed-local-media-path, relative file:// paths
case("aisbench-257-textvqa-relative-file-url-not-subpath-of-allowed-local-media-path",
     "https://github.com/AISBench/benchmark/issues/257",
     "[Bug]\n"
     "\n"
     "```\n"
     "(APIServer pid=6787) ERROR 04-17 10:18:30 [serving_chat.py:255] ValueError: The file path "
     "data/textvqa/train_images/003a8ae2ef43b901.jpg must be a subpath of --allowed-local-media-path "
     "/home/s60030007/benchmark/ais_bench/datasets/textvqa/train_images.\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The vLLM server was launched with --allowed-local-media-path "
     "/home/s60030007/benchmark/ais_bench/datasets/textvqa/train_images, but AISBench's textvqa config sent image "
     "URLs as file://{image} with a relative path (data/textvqa/train_images/...), which vLLM's media connector does "
     "not resolve under the allowed directory, so every multimodal request was refused at preprocessing.",
     "maintainer SJTUyh (2026-06-26): the image path must be an absolute path under the allowed directory; edit "
     "ais_bench/benchmark/configs/datasets/textvqa/textvqa_gen.py so the image_url is "
     "file:///home/s60030007/benchmark/ais_bench/datasets/textvqa/train_images/{image}",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the server log line as the stored thread shows it (quoted in the "
          "maintainer's comment; the user's own description is not in the stored chunk); the maintainer's diagnosis "
          "and config change left out. The launch flag was set; the request's relative path fell outside it.")

# ---------------------------------------- Qwen3-VL #946: vllm serve Qwen2(.5)-VL --max-model-len 10000, per-request max_pixels ignored
case("qwen3-vl-946-qwen25-vl-7b-per-request-max-pixels-ignored-prompt-16601-over-max-model-len-10000",
     "https://github.com/QwenLM/Qwen3-VL/issues/946",
     "'object': 'error', 'message': 'Prompt length of 16601 is longer than the maximum model length ...\n"
     "\n"
     "```\n"
     "\n"
     "def make_request(image_path):\n"
     "    with open(image_path, \"rb\") as f:\n"
     "        encoded_image = base64.b64encode(f.read())\n"
     "    encoded_image_text = encoded_image.decode(\"utf-8\")\n"
     "    base64_qwen = f\"data:image;base64,{encoded_image_text}\"\n"
     "    chat_response = client.chat.completions.create(\n"
     "        model=\"Qwen/Qwen2.5-VL-7B-Instruct\",\n"
     "        messages=[\n"
     "            {\"role\": \"system\", \"content\": \"You are a helpful assistant.\"},\n"
     "            {\n"
     "                \"role\": \"user\",\n"
     "                \"content\": [\n"
     "                    {\n"
     "                        \"type\": \"image_url\",\n"
     "                        \"image_url\": {\"url\": base64_qwen},\n"
     "                        \"max_pixels\": 256 * 28 * 28, \n"
     "                    },\n"
     "                    {\"type\": \"text\", \"text\": \"Describe the image\"}\n"
     "                ],\n"
     "            },\n"
     "        ],\n"
     "    )\n"
     "```\n"
     "`vllm serve Qwen/Qwen2-VL-7B-Instruct --port 9325 --host 0.0.0.0 --dtype bfloat16 --limit-mm-per-prompt "
     "image=1 --max-model-len 10000`\n"
     "\n"
     "I am using vllm to serve qwen2.5VL. Though I define max_pixels: 256 * 28 * 28. I still get the error\n"
     "The 'object': 'error', 'message': 'Prompt length of 16601 is longer than the maximum model length 10000. \n"
     "How could the prompt be that long? What is the correct config?",
     "vllm_check_failed", {"max_model_len": 10000}, "prompt_exceeds_max_model_len",
     "The OpenAI server ignores a max_pixels field inside the request's image_url part: the image processor runs "
     "with the max_pixels the server was started with (the model's default, a large budget), so one high-resolution "
     "image became ~16.6k tokens, over the --max-model-len 10000 the engine was launched with, and vLLM refused the "
     "request. The image budget is a launch setting (--mm-processor-kwargs), and the context one too.",
     "no confirmed fix in the stored text (the Qwen maintainer wulipc's answer is cut after 'I started the service "
     "with the paramet...'). The Qwen maintainer in QwenLM/Qwen3-VL #1000 points back to #946 for 'reduce "
     "max_pixels' or raise the context length, and a vLLM maintainer (vllm #11652) says max_pixels cannot be set per "
     "request online and must be passed at start-up: --mm-processor-kwargs '{\"max_pixels\": ...}' and/or a larger "
     "--max-model-len",
     release=None, gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen2-VL-7B-Instruct --port 9325 --host 0.0.0.0 --dtype bfloat16 "
             "--limit-mm-per-prompt image=1 --max-model-len 10000",
     forbidden=_MEM_NO_LEN + [{"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and description as stored (the cut maintainer comment left out). vLLM version not "
          "stated; the 'Prompt length of N is longer than the maximum model length M' wording is V1's of 0.7.x-0.8.x "
          "per README. The serve command names Qwen2-VL while the request names Qwen2.5-VL, as the reporter wrote "
          "it.")

# ---------------------------------------- vllm #11652: api_server with --mm_processor_kwargs {"max_pixels":798} unquoted -> argparse refusal
case("vllm-11652-qwen2vl-7b-mm-processor-kwargs-unquoted-json-invalid-loads-value",
     "https://github.com/vllm-project/vllm/issues/11652",
     "[Usage]: I would like to know how to transfer fps and max_pixels after starting a qwen2vl-7b service using "
     "vllm?\n"
     "\n"
     "I passed the max_pixels parameter through mm_processor_kwargs, but encountered an error:\n"
     "api_server.py error argument --mm_processor_kwargs invalid loads value max_pixels:798\n"
     "command：\n"
     "python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8088 --model /app/qwen2vl-7b "
     "--tensor-parrallel 1 --gpu-memory-utilization 0.95 --served-model-name qwen2vl-7b --mm_processor_kwargs "
     "{\"max_pixels\":798} --trust-",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's argument parser reads --mm-processor-kwargs with json.loads; the value was passed unquoted in the shell "
     "({\"max_pixels\":798}), so the shell stripped the double quotes and json.loads refused 'max_pixels:798' before "
     "the server started. A malformed launch flag, not memory or the model.",
     "no fix in the stored text; the message pins the cause: quote the JSON for the shell, e.g. "
     "--mm-processor-kwargs '{\"max_pixels\": 1003520}' (max_pixels counts pixels, so 798 would also be far too "
     "small). Earlier in the thread the vLLM maintainer DarkLight1337 said max_pixels must be passed at start-up for "
     "vllm serve",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8088 --model /app/qwen2vl-7b "
             "--tensor-parrallel 1 --gpu-memory-utilization 0.95 --served-model-name qwen2vl-7b "
             "--mm_processor_kwargs {\"max_pixels\":798} --trust-",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the reporter's second comment as stored (the maintainer's first answer left "
          "out; the command is cut in the stored text after '--trust-'). The error line is the reporter's own "
          "transcription of argparse's 'error: argument --mm_processor_kwargs: invalid loads value: ...'. The same "
          "reporter's vllm #11657 (same day) names vLLM 0.6.6 and an A800 80GB.")

# ---------------------------------------- vllm #11657: vLLM 0.6.6, qwen2vl-7b on A800 80GB, 5 s video_url at default processor settings
case("vllm-11657-qwen2vl-7b-a800-v066-video-url-prompt-43698-over-context-32768",
     "https://github.com/vllm-project/vllm/issues/11657",
     "[Bug]: I started a qwen2vl-7b video processing service using vllm (0.6.6), but encountered an error during "
     "inference\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Command：\n"
     "python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8088 --model /app/qwen2vl-7b "
     "--tensor-parrallel 1 --gpu-memory-utilization 0.95 --served-model-name qwen2vl-7b --trust-remote-code\n"
     "GPU:\n"
     "A800 80GB\n"
     "Query:\n"
     "query = {\"model\":\"qwen2vl-7b\",\n"
     "\"messages\":[\n"
     "{\"role\":\"user\",\n"
     "\"content\":[\n"
     "{\"type\":\"text\",\"text\":\"A prompt word of about 500 words\"},\n"
     "{\"type\":\"video_url\",\"video_url\":{\"url\":“A downloadable URL, a video of about 5 seconds in mp4 format”}\n"
     "}]\n"
     "}]\n"
     "}\n"
     "Response： \n"
     "{\"object\":\"error\",\"message\":\"The prompt (total length 43698) is too long to fit into the model (context "
     "length 32768). Make sure that `max\n"
     "number of images, and pers than the r mber of text tokens plus multimodal tokens. For image inputs, the number "
     "of image tokens depends on the number of images, and possibly their aspect ratios as well.\",\"type\":"
     "\"BadRequestError\",\"param\" :nuit, code :400｝",
     "vllm_check_failed", {"max_model_len": 32768}, "prompt_exceeds_max_model_len",
     "Qwen2-VL-7B served with vLLM 0.6.6 at its full context (32768, the model's own maximum) and the image/video "
     "processor's defaults: vLLM sampled the 5-second video itself at full resolution, so the video alone turned "
     "into tens of thousands of tokens and the prompt (43698) exceeded the context; a larger --max-model-len is not "
     "available. The video budget (frames and pixels) was never limited at launch.",
     "no fix in the thread (closed as stale). The vLLM maintainer's advice to the same reporter in vllm #11652: "
     "sample the video frames outside vLLM, and pass max_pixels at start-up via --mm-processor-kwargs (online "
     "requests cannot set it)",
     release="0.6.6", gpu="NVIDIA A800 80GB", gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --host 0.0.0.0 --port 8088 --model /app/qwen2vl-7b "
             "--tensor-parrallel 1 --gpu-memory-utilization 0.95 --served-model-name qwen2vl-7b --trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--max-model-len", "above": 32768},
                {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the 'Your current environment' section as stored (the 'Describe the bug' "
          "section repeats it; dropped). The error text is garbled in the issue itself ('Make sure that `max\\n"
          "number of images, and pers than the r mber ...'), kept as stored. '--tensor-parrallel' is the reporter's "
          "typo in the write-up (the server did start).")

# ---------------------------------------- vllm #16918: vLLM 0.8.4, Qwen2.5-VL-3B, image_url fetch fails: aiohttp InvalidURL (a proxy in the server's env)
case("vllm-16918-qwen25-vl-3b-v084-image-url-aiohttp-invalid-url-proxy-env",
     "https://github.com/vllm-project/vllm/issues/16918",
     "Qwen2.5 VL and gemma-3-12b error on VLLM 8.4\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "**Command**\n"
     "vllm serve Qwen2.5-VL-3B-Instruct --tensor-parallel-size 1 --max-model-len 12800 --max-num-batched-tokens "
     "12800 --port 10880 --trust-remote-code --served-model-name qwen2.5_3B --limit-mm-per-prompt image=2\n"
     "\n"
     "**Request Params:** \n"
     "`{\n"
     "    \"model\": \"qwen2.5_3B\",\n"
     "    \"messages\": [\n"
     "        {\n"
     "            \"role\": \"user\",\n"
     "            \"content\": [\n"
     "                {\n"
     "                    \"type\": \"text\",\n"
     "                    \"text\": \"请描述这张图片\"\n"
     "                },\n"
     "                {\n"
     "                    \"type\": \"image_url\",\n"
     "                    \"image_url\": {\n"
     "                        \"url\": \"http://pic5.40017.cn/i/ori/1urNSLvgq8o.jpg\"\n"
     "                    }\n"
     "                }\n"
     "            ]\n"
     "        }\n"
     "    ]\n"
     "}`\n"
     "\n"
     "**Error Info:**\n"
     "`ERROR 04-21 18:26:31 [serving_chat.py:200] Error in preprocessing prompt inputs\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200] Traceback (most recent call last):\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200]   File \"/opt/conda/envs/vllm8/lib/python3.10/site-packages/vllm/"
     "entrypoints/openai/serving_chat.py\", line 183, in create_chat_completion\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200]     ) = await self._preprocess_chat(\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200]   File \"/opt/conda/envs/vllm8/lib/python3.10/site-packages/vllm/"
     "entrypoints/openai/serving_engine.py\", line 422, in _preprocess_chat\n"
     "...\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200] raise InvalidURL(url)\n"
     "ERROR 04-21 18:26:31 [serving_chat.py:200] aiohttp.client_exceptions.InvalidURL: 172.25.239.45:33080",
     None, {}, "media_url_unreachable",
     "vLLM's async media fetch (aiohttp, honouring the proxy environment variables) went through a proxy configured "
     "in the server's environment; the proxy address 172.25.239.45:33080 (apparently set without a scheme) was not a valid URL for aiohttp, "
     "so every image_url request failed in preprocessing with InvalidURL, while the same download outside that path "
     "worked. The environment the server was launched in, not the model, memory or the image.",
     "the reporter w865194269 (2025-04-23), after the maintainer DarkLight1337 asked whether the server can reach the "
     "URL: 'I figured out the issue: I set up a proxy' (the rest is a screenshot); i.e. fix or unset the proxy "
     "variables (a full http:// proxy URL, or no_proxy for the image host) in the server's environment",
     release="0.8.4", gpu=None, gpus=None,
     command="vllm serve Qwen2.5-VL-3B-Instruct --tensor-parallel-size 1 --max-model-len 12800 "
             "--max-num-batched-tokens 12800 --port 10880 --trust-remote-code --served-model-name qwen2.5_3B "
             "--limit-mm-per-prompt image=2",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"},
                       {"flag": "--limit-mm-per-prompt"}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue title and description as stored (cut in the stored chunk after '_preprocess_chat'), "
          "then, after '...', the last two log lines as the maintainer's comment quotes them from the reporter's log; "
          "the maintainer's questions and the reporter's answer left out. Release from the title 'VLLM 8.4' (the env "
          "is named vllm8). Kind None: the exception is aiohttp's, not a vLLM check; cause media_url_unreachable is a "
          "NEW label (see the docstring).")

# ---------------------------------------- GLM-OCR #106: vLLM 0.16.0rc1.dev166, GLM-OCR on RTX 5060 Ti 16GB (WSL2), large image -> encoder cache 3721
case("glm-ocr-106-rtx5060ti-v016rc1-image-item-4200-exceeds-encoder-cache-3721-limit-mm-raised",
     "https://github.com/zai-org/GLM-OCR/issues/106",
     "[Bug] vLLM serving fails with 400 BadRequestError for large images (>3721 tokens) even when "
     "--limit-mm-per-prompt is increased\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "- **OS**: Ubuntu (WSL2 on Windows)\n"
     "- **GPU**: NVIDIA GeForce RTX 5060 Ti (16GB VRAM)\n"
     "- **vLLM version**: v0.16.0rc1.dev166+g9fb27dd3b\n"
     "- **Model**: zai-org/GLM-OCR\n"
     "- **Python version**: 3.10\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "When serving GLM-OCR using vLLM, if an API request contains a high-resolution image or an image with an "
     "extreme aspect ratio (e.g., 2366 x 1402) without aggressive client-side resizing, it generates more than 3721 "
     "vision tokens (e.g., 4200 tokens).\n"
     "\n"
     "This triggers the following error:\n"
     "`Error code: 400 - {'error': {'message': 'The decoder prompt contains a(n) image item with length 4200, which "
     "exceeds the pre-allocated encoder cache size 3721. Please reduce the input size or increase the encoder cache "
     "size by setting --limit-mm-per-prompt at startup.', 'type': 'BadRequestError', 'param': None, 'code': 400}}`\n"
     "\n"
     "**Steps to reproduce:**\n"
     "1. Start the vLLM server, attempting to follow the error message's advice by increasing the cache size using "
     "`--limit-mm-per-prompt`:\n"
     "```bash\n"
     "vllm serve /path/to/GLM-OCR \\\n"
     "    --host 0.0.0.0 --port 30001 \\\n"
     "    --max-model-len 8000 \\\n"
     "    --gpu-memory-utilization 0.25 \\\n"
     "    --trust-remote-code \\",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM pre-allocates GLM-OCR's encoder cache at start-up from the largest image item it expects; for GLM-4V / "
     "GLM-OCR that estimate was computed with the video default of 16 frames, so a single image's budget came out at "
     "3721 tokens while a large page image yields ~4200 (up to ~6084), and the request was refused. Raising the "
     "image count in --limit-mm-per-prompt does not raise that per-item estimate. Not a GPU memory problem.",
     "no fix in the stored text of #106. vLLM PR #34483 ('[Bugfix] Fix encoder cache underestimation for "
     "GLM-4V/GLM-OCR single image', merged, fixes vllm #34040) names this 3721-token underestimate and passes "
     "num_frames=1 for single images: a vLLM build with that PR; until then, resize the image client-side so it "
     "stays under the budget",
     release="0.16.0rc1.dev166+g9fb27dd3b", gpu="NVIDIA GeForce RTX 5060 Ti", gpus=1,
     command="vllm serve /path/to/GLM-OCR --host 0.0.0.0 --port 30001 --max-model-len 8000 "
             "--gpu-memory-utilization 0.25 --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title, System Info and the start of Reproduction as stored (the unticked "
          "'Information' checkboxes dropped; the stored chunk stops inside the serve command, so the "
          "--limit-mm-per-prompt value the reporter used is not shown). Same message and 3721 budget as the used "
          "glm-ocr-67 (labelled vllm_check_failed there); the fix is taken from vLLM's PR, not from this thread.")

BATCH.write()
