"""Round-639 blind batch: MULTIMODAL INPUTS SENT TO A LAUNCH THAT CANNOT TAKE THEM -- an image sent to a server that
is serving a text-only model ('<model> is not a multimodal model'), a video sent to a model whose vLLM release has no
video modality for it ('At most 0 video(s) ...', 'The model only supports at most 0 video items ...'); content-part
types a release does not know and media fetch refusals were searched too (see below). Any tracker; collected by
helper wild639 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round639-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 40 allowed, all ``search`` corpus=issues (one of them, a bare error-string query without 'vllm',
returned only browser threads). Collecting stopped with 9 left because the remaining seams of the slice came back
used or skip-listed (round 612: --limit-mm-per-prompt counts; round 618: --allowed-local-media-path / fetch failures;
round 626: audio content parts). 5 cases:
  studio-dots-ai/dots.ocr #61 ('facebook/opt-125m is not a multimodal model None': the dots.ocr vLLM image started
  without a model, so vLLM served its default model),
  studio-dots-ai/dots.ocr #26 ('Qwen/Qwen3-0.6B is not a multimodal model None': the same, with the later default),
  vllm-project/vllm #18381 (InternVL3-78B served with --limit-mm-per-prompt "image=16,video=1": 'At most 0 video(s)
  may be provided in one request', fixed by vLLM PR #18499),
  vllm-project/vllm #23638 (InternVL3.5: 'At most 0 video(s) may be provided in one prompt. None', fixed by PR #23658),
  vllm-project/vllm #18787 (InternVL3-2B on vLLM 0.8.5.post1: 'The model only supports at most 0 video items, but you
  passed 1 video items in the same prompt.').
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened as cases): xiaomi-research/dasheng-lm #31 ('Unknown part type:
  audio', round 626: the client used the HF message format), vllm #13513 (round 355/612: the launch was lmdeploy),
  vllm #17634, LlamaFactory #8022 / #8561, GLM-V #15, GLM-4 #788 ('limit_mm_per_prompt is only supported for
  multimodal models', rounds 31/131/302/355), vllm #13050 (round 533), vllm-omni #873 and intel/llm-scaler #184
  (round 618), xinference #3054 (used).
- Error line not in the stored chunk, or no cause / fix reachable: vllm #23402 (Intern-S1-FP8 on 0.10.1, 'is not a
  multimodal model' only in the title; the log shows 'Resolved architecture: Qwen3MoeForCausalLM' but the chunks stop
  before the error and no answer is stored); vllm-ascend #10426 (GLM-5.1 text-only model + an image_url part -> 500 /
  400 through a disaggregated proxy; the traceback chunks stop before the exception line; vLLM PR #48473 describes
  the same 500 -- an AttributeError on '_mm_req_counter' for text-only models -- but the issue does not show it);
  vllm #11629 (500 on image_url, only middleware frames stored); NVIDIA-NeMo/RL #1119 ('ValueError:
  Qwen/Qwen3-30B-A3B-Instruct-2507 is not a multimodal model' in GRPO rollouts; closed, no cause stored); vllm #11640
  ('Unknown part type video_url' on qwen2vl-7b; DarkLight1337's answer about v0.6.3's video URLs is cut mid-sentence);
  NAVER-Cloud-HyperCLOVA-X/OmniServe #2 ('HyperCLOVAX-SEED-Think-32B is not a multimodal model'; a split stack
  whose LLM part is text-only by design, cause not pinned).
- Not caused by the launch (a client format): vllm #28385 ('Unknown part type: video', a Hugging Face style
  {"type": "video"} part), vllm #19144 (Qwen3-8B + gradio's load_chat, a gradio bug).
- Same class as a case, not taken separately: dots.ocr #101 (bohui's own follow-up to #61: the engine log shows
  model='facebook/opt-125m'; used only for the fix text of dots-ocr-61), dots.ocr #233 (MrZander's comment repeats
  'facebook/opt-125m is not a multimodal model None' next to a 404 'The model `dots.ocr` does not exist.').
- Media-domain allow-lists (--allowed-media-domains): only PRs / security threads (vllm PR #24981, #25783, #26035,
  #55539, #43897, issue #57157), no user failure thread.

Judgement calls for the lead:
1. Labels. kind vllm_check_failed for all five (vLLM's own request-time checks, as the earlier 'At most N image(s)'
   fixtures). Two NEW cause labels, because no existing one fits and the existing nearest ones would suggest wrong
   fixes:
   - default_model_served (dots-ocr-61, dots-ocr-26): the server was started without a model argument, so vLLM
     served its built-in default (facebook/opt-125m up to 0.9.x, Qwen/Qwen3-0.6B from 0.10) and refused the image;
     the fix is to pass the intended model (path / repo) to vllm serve, not any vLLM flag. The message itself names
     the default model, which is what pins the cause; neither thread holds a maintainer's word.
   - model_modality_unsupported (vllm-18381, vllm-23638, vllm-18787): the model is multimodal but the release's
     implementation of it registers no video modality, so the per-prompt video limit is 0 whatever
     --limit-mm-per-prompt says (#18381 set video=1 and still got 0); the fix is a release with the model's video
     support (PR #18499 for InternVL with a Qwen2.5 backbone, PR #23658 for InternVL3.5). README reads the 'At most
     N image(s)' check as mm_limit_per_prompt_exceeded, whose fix (raise --limit-mm-per-prompt) is exactly wrong
     here, so --limit-mm-per-prompt is FORBIDDEN in these three. The lead may prefer architecture_unsupported (the
     release does not support that part of the model) instead of a new label.
2. numbers are empty everywhere: the only printed numbers are the modality limits (0) and item counts (1), which are
   not keys of the brief's schema (README names numbers.modality / mm_limit / mm_items for the limit check; no earlier
   fixture uses them).
3. vllm-18787 and dots-ocr-26 carry the error text only in the issue title (the stored body chunks stop in the engine
   config log / the client traceback). Taken as earlier rounds took title-only messages: the message is verbatim and
   the cause follows from it plus the log (v0.8.5.post1, InternVL3-2B = a Qwen2.5 backbone, before PR #18499 merged
   on 2025-05-21 into a later release; Qwen/Qwen3-0.6B = vLLM's default model). #18787's own answer is not stored.
4. All five are request-time failures, taken under 'a failure at its first requests caused by how it was launched'
   (a launch without the model; a release without the modality).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round639-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- dots.ocr #61: dots.ocr vLLM docker image started without a model -> facebook/opt-125m is not a multimodal model
case("dots-ocr-61-docker-no-model-default-facebook-opt-125m-is-not-a-multimodal-model",
     "https://github.com/studio-dots-ai/dots.ocr/issues/61",
     "facebook/opt-125m is not a multimodal model None\n"
     "\n"
     "trying to execute a sample on a local docker environment, I have a curl like this\n"
     "\n"
     "```bash\n"
     "curl --location 'http://localhost:8000/v1/chat/completions' \\\n"
     "--header 'Content-Type: application/json' \\\n"
     "--data '{    \n"
     "    \"messages\": [\n"
     "        {\n"
     "            \"role\": \"user\",\n"
     "            \"content\": [\n"
     "                {\n"
     "                    \"type\": \"text\",\n"
     "                    \"text\": \"Analyze the provided image, which is a screenshot from a document.....\"\n"
     "                },\n"
     "                {\n"
     "                    \"type\": \"image_url\",\n"
     "                    \"image_url\": {\n"
     "                        \"url\": \"data:image/jpeg;base64,...\"\n"
     "                    }\n"
     "                }\n"
     "            ]\n"
     "        }\n"
     "    ],\n"
     "    \"stream\": false\n"
     "    \"n\": 1\n"
     "}'\n"
     "```\n"
     "\n"
     "getting this error\n"
     "\n"
     "```json\n"
     "{\n"
     "    \"object\": \"error\",\n"
     "    \"message\": \"facebook/opt-125m is not a multimodal model None\",\n"
     "    \"type\": \"BadRequestError\",\n"
     "    \"param\": null,\n"
     "    \"code\": 400\n"
     "}\n"
     "```\n"
     "\n"
     "now sure what to do to make it work? thanks in advance\n"
     "\n"
     "kviiilyn · comment · 2025-08-13\n"
     "I've launched the vllm server and it seems to be working, but I still get this error, too.\n"
     "\n"
     "bohui · comment · 2025-08-13\n"
     "I have the same/similar error I just launched vllm from docker image `rednotehilab/dots.ocr:vllm-openai-v0.9.1` "
     "directly",
     "vllm_check_failed", {}, "default_model_served",
     "The vLLM server in the dots.ocr docker image (rednotehilab/dots.ocr:vllm-openai-v0.9.1) was started without a "
     "model argument, so vLLM loaded its built-in default model facebook/opt-125m (a 125M text-only model) instead of "
     "dots.ocr; the chat request's image_url part is then refused because the served model has no multimodal "
     "support. A launch that did not name the model, not a memory, GPU or request-format problem.",
     "no fix confirmed in this thread (open). The same commenter's follow-up issue dots.ocr #101 shows the engine "
     "initialising with model='facebook/opt-125m' and, after a maintainer's reply, that the image ships no weights: "
     "download the dots.ocr weights, mount them into the container and start vLLM with that model path (with the "
     "repository's modeling-code registration), then send requests to that model",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title, the description and the two comments as the stored text shows them (no answer "
          "is stored in #61). vLLM version not stated by the reporter; bohui's image is tagged vllm-openai-v0.9.1 and "
          "the default-model name facebook/opt-125m fits vLLM <= 0.9.x. Judgement call 1 (new cause label).")

# ---------------------------------------- dots.ocr #26: dots.ocr examples against a vLLM server serving its default -> Qwen/Qwen3-0.6B is not a multimodal model
case("dots-ocr-26-parser-example-vllm-default-qwen3-0.6b-is-not-a-multimodal-model",
     "https://github.com/studio-dots-ai/dots.ocr/issues/26",
     "Running examples results in openai.BadRequestError (\"Qwen/Qwen3-0.6B is not a multimodal model None\")\n"
     "\n"
     "Hi, running any of the example gives me the following error. I’m using interference using vllm.\n"
     "\n"
     "```\n"
     "python3 dots_ocr/parser.py demo/demo_image1.jpg\n"
     "Traceback (most recent call last):\n"
     "  File \"/mnt/Daten/Downloads/dots.ocr/dots_ocr/parser.py\", line 349, in <module>\n"
     "    main()\n"
     "  File \"/mnt/Daten/Downloads/dots.ocr/dots_ocr/parser.py\", line 340, in main\n"
     "    result = dots_ocr_parser.parse_file(\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/mnt/Daten/Downloads/dots.ocr/dots_ocr/parser.py\", line 240, in parse_file\n"
     "    results = self.parse_image(input_path, filename, prompt_mode, save_dir, bbox=bbox, "
     "fitz_preprocess=fitz_preprocess)\n"
     "              " + "^" * 105 + "\n"
     "  File \"/mnt/Daten/Downloads/dots.ocr/dots_ocr/parser.py\", line 187, in parse_image\n"
     "    result = self._parse_single_image(origin_image, prompt_mode, save_dir, filename, source=\"image\", "
     "bbox=bbox, fitz_preprocess=fitz_preprocess)\n"
     "             " + "^" * 131 + "\n"
     "  File \"/mnt/Daten/Downloads/dots.ocr/dots_ocr/parser.py\", line 101, in _parse_single_image\n"
     "    response = self._inference_with_vllm(image, prompt)",
     "vllm_check_failed", {}, "default_model_served",
     "dots.ocr's parser sends the page image to a local vLLM OpenAI server, but that server is serving "
     "Qwen/Qwen3-0.6B -- vLLM's built-in default model when vllm serve is started without a model argument (the "
     "default from 0.10 on) -- instead of the dots.ocr weights; the text-only default refuses the image part with "
     "400. A launch that did not name the model (e.g. the README's ${hf_model_path} unset in the launching shell), "
     "not a memory, GPU or client problem.",
     "no fix reached in the stored text (open). From the message: start vLLM with the dots.ocr weights as the model "
     "(the README's vllm serve ${hf_model_path} with hf_model_path set, or the model repo/path given explicitly) and "
     "point the parser at that served model name",
     release=None, gpu=None, gpus=None, command="python3 dots_ocr/parser.py demo/demo_image1.jpg",
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description as the stored chunk shows it, cut where the chunk stops "
          "(the traceback's remaining frames and the BadRequestError line are beyond it; the caret lines are "
          "rebuilt to the width of the underlined calls). The error text is in the title only "
          "(judgement call 3). A later comment (HermesNdjeng, 2025-12-18, docker image "
          "vllm/vllm-openai:nightly-434ac76a...) reports the same message; it is not in the excerpt. The vLLM "
          "release of the reporter is not stated; 'Qwen/Qwen3-0.6B' as the default dates it to vLLM >= 0.10.")

# ---------------------------------------- vllm #18381: InternVL3-78B served with video=1 -> At most 0 video(s) may be provided in one request
case("vllm-18381-internvl3-78b-tp2-video-limit-set-but-at-most-0-videos-no-video-modality",
     "https://github.com/vllm-project/vllm/issues/18381",
     "[Bug]: Does not support video input for InternVL series models\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "Does not support video input for InternVL series models\n"
     "\n"
     "```bash\n"
     "CUDA_VISIBLE_DEVICES=1,2 vllm serve OpenGVLab/InternVL3-78B --tensor-parallel-size 2 --port 6004 "
     "--limit-mm-per-prompt \"image=16,video=1\" --max-model-len 2048\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "```\n"
     "ValueError: At most 0 video(s) may be provided in one request. You can set `--limit-mm-per-prompt` to increase "
     "this limit if the model supports it.\n"
     "/localhome/dlfg/anaconda3/envs/game_vlm/lib/python3.10/site-packages/vllm/entrypoints/openai/serving_chat.py:200: "
     "RuntimeWarning: coroutine 'MediaConnector.fetch_video_async' was never awaited\n"
     " return self.create_error_response(f\"{e} {e.__cause__}\")\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Does not support video input for InternVL series models",
     "vllm_check_failed", {}, "model_modality_unsupported",
     "The installed vLLM's InternVL implementation registered only the image modality, so the per-prompt video limit "
     "for OpenGVLab/InternVL3-78B was 0 no matter what --limit-mm-per-prompt said (the launch asked for video=1); "
     "every chat request carrying a video is refused. A release lacking the model's video support, not a launch limit "
     "or memory problem.",
     "fixed in vLLM by PR #18499 ('[VLM] Initialize video input support for InternVL models', Isotr0py, merged "
     "2025-05-21, 'FIX #18381'): video input for InternVL models with a Qwen2.5 backbone (InternVL3 is one); upgrade "
     "to a release that contains it",
     release=None, gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=1,2 vllm serve OpenGVLab/InternVL3-78B --tensor-parallel-size 2 --port 6004 "
             "--limit-mm-per-prompt \"image=16,video=1\" --max-model-len 2048",
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title and the description as stored; the comments (DarkLight1337 asking which InternVL "
          "supports video, the reporter pointing at the model card) are left out. vLLM version not shown. Judgement "
          "call 1: --limit-mm-per-prompt is forbidden because the launch already set video=1 and the limit stayed 0.")

# ---------------------------------------- vllm #23638: InternVL3.5 served -> At most 0 video(s) may be provided in one prompt. None
case("vllm-23638-internvl3_5-video-request-at-most-0-videos-in-one-prompt",
     "https://github.com/vllm-project/vllm/issues/23638",
     "[Feature]: InternVL3_5 Support\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "requesting support for [InternVL3_5](https://huggingface.co/OpenGVLab/InternVL3_5-241B-A28B) and its model "
     "family.\n"
     "\n"
     "they support video, images and text. currently when i try to serve using vllm serve it does not allow videos.\n"
     "\n"
     "```\n"
     "    raise self._make_status_error_from_response(err.response) from None\n"
     "openai.BadRequestError: Error code: 400 - {'error': {'message': 'At most 0 video(s) may be provided in one "
     "prompt. None', 'type': 'BadRequestError', 'param': None, 'code': 400}}\n"
     "```",
     "vllm_check_failed", {}, "model_modality_unsupported",
     "vLLM served the InternVL3.5 checkpoint through its InternVL implementation, whose video token map did not cover "
     "the InternVL3.5 backbone, so the model was registered without a video modality and its per-prompt video limit "
     "was 0; a chat request with a video is refused with 400. A release lacking the model's video support, not a "
     "launch limit or memory problem.",
     "fixed in vLLM by PR #23658 ('[Model] Enable video support for InternVL3.5 models', Isotr0py, merged, 'Fix "
     "https://github.com/vllm-project/vllm/issues/23638'): updates the InternVL video token map for the InternVL3.5 "
     "backbone; upgrade to a release that contains it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the title and the description as stored (the before-submitting checklist and ZJY0516's "
          "'I'll try it.' are left out). Filed as a feature request but it carries the refusal verbatim; the model "
          "size actually served is not stated (the link names InternVL3_5-241B-A28B). vLLM version not shown "
          "(2025-08-26, 0.10.1 era).")

# ---------------------------------------- vllm #18787: InternVL3-2B on vLLM 0.8.5.post1 offline example -> The model only supports at most 0 video items
case("vllm-18787-internvl3-2b-v085post1-vision-language-example-at-most-0-video-items",
     "https://github.com/vllm-project/vllm/issues/18787",
     "[Bug]: \"The model only supports at most 0 video items, but you passed 1 video items in the same prompt.\" in "
     "vision_language.py using InternVL3\n"
     "\n"
     "```\n"
     "(py3.10) user@user $ python3 vision_language.py \n"
     "INFO 05-28 09:13:29 [__init__.py:239] Automatically detected platform cuda.\n"
     "INFO 05-28 09:13:38 [config.py:717] This model supports multiple tasks: {'embed', 'generate', 'reward', "
     "'score', 'classify'}. Defaulting to 'generate'.\n"
     "INFO 05-28 09:13:38 [config.py:2003] Chunked prefill is enabled with max_num_batched_tokens=8192.\n"
     "INFO 05-28 09:13:39 [core.py:58] Initializing a V1 LLM engine (v0.8.5.post1) with config: "
     "model='OpenGVLab/InternVL3-2B', speculative_config=None, tokenizer='OpenGVLab/InternVL3-2B', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, override_neuron_config=None, "
     "tokenizer_revision=None, trust_remote_code=True, dtype=torch.bfloat16, max_seq_len=8192, download_dir=None, "
     "load_format=auto, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=None, enforce_eager=False, kv_cache_dtype=auto,  device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='auto', reasoning_backend=None), "
     "observability_config=ObservabilityConfig(show_hidden_metrics=False, otlp_traces_endpoint=None, "
     "collect_model_forward_time=False, collect_model_execute_time=False), seed=None, "
     "served_model_name=OpenGVLab/InternVL3-2B, num_s",
     "vllm_check_failed", {}, "model_modality_unsupported",
     "vLLM 0.8.5.post1's InternVL implementation registered only the image modality, so OpenGVLab/InternVL3-2B "
     "(a Qwen2.5 backbone) accepted 0 video items per prompt and the offline vision_language.py example's video "
     "prompt was refused. A release lacking the model's video support, not a limit the launch set or a memory "
     "problem.",
     "not in the stored text of this thread (closed). vLLM PR #18499 ('[VLM] Initialize video input support for "
     "InternVL models', merged 2025-05-21, a week before this report, after 0.8.5.post1) adds video input for InternVL "
     "models with a Qwen2.5 backbone; a release or nightly that contains it",
     release="0.8.5.post1", gpu=None, gpus=None, command="python3 vision_language.py",
     forbidden=_MEM + [{"flag": "--limit-mm-per-prompt"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the stored chunk of the description (the reporter's run of the offline "
          "example), cut where the chunk stops inside the engine-config line; the error text is in the title only "
          "(judgement call 3). numbers left empty (max_seq_len=8192 and max_num_batched_tokens=8192 play no part).")

if __name__ == "__main__":
    BATCH.write()
