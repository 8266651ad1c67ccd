"""Round-708 blind batch: VISION-LANGUAGE MODEL VENDORS' OWN REPOS, SECOND CUT (OpenGVLab/InternVL and InternVL
deployment docs, OpenBMB/MiniCPM-V and MiniCPM-o, zai-org / THUDM CogVLM2 / GLM-4V / GLM-4.1V-Thinking / GLM-4.5V,
rhymes-ai/Aria, allenai/molmo, deepseek-ai/DeepSeek-VL2, Janus, moonshotai/Kimi-VL), 2024-2026: vLLM refusing to start
these models or their first multimodal request, with the cause stated; collected by helper wild708 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round708-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(and, where named, the vendor repository's own files) only. Excerpts are the text as the search tool's issues corpus
shows it; the answer / fix is left out of the excerpt.

Look-ups: 34 of the 35 allowed: 33 ``search`` (30 corpus=issues, 2 pages, 1 docs) and 1 ``read_file``
(rhymes-ai/Aria pyproject.toml), all answered; no find_string / find_files / fetch. 2 cases:
OpenGVLab/InternVL #1236 (InternVL3.5-8B served by vLLM, a video sent as all its frames: 'The decoder prompt (length
113382) is longer than the maximum model length of 40960' -- the model's own max_position_embeddings is 40960),
rhymes-ai/Aria #36 (Aria's out-of-tree vLLM model under vLLM 0.6.3: "cannot import name '_MULTIMODAL_MODELS' from
'vllm.model_executor.models'" -- Aria's vllm extra pins vllm==0.6.2).

How mined the slice is: MINED OUT. Every vendor-repo thread the search returned for InternVL, MiniCPM-V / MiniCPM-o /
the MiniCPM-V CookBook, GLM-V / GLM-4 / GLM-4.5, Kimi-VL, DeepSeek-VL2, Aria and CogVLM2 with a vLLM error line and an
answer is already in USED_SOURCES.txt or named in an earlier round's skip list (rounds 128, 247, 257, 322, 375, 392,
431, 468, 589 and others cut this slice before). allenai/molmo, deepseek-ai/Janus and zai-org/CogVLM2 have no vLLM
start-up threads in the index at all (CogVLM is not a vLLM architecture; Janus reports live on vLLM's tracker, used).
The search engine also pulls vLLM's own tracker first for any model name; those threads for these models are used too.
The two cases below are the only unused in-slice threads with vLLM's own text that were reached, and both are weaker
than usual (see the judgement calls). A later round should not re-cut this slice.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): OpenBMB/MiniCPM-V #82, #427, #640, #789, #974, #1048; OpenSQZ/MiniCPM-V-CookBook
  #7, #72; zai-org/GLM-V #8, #107, #204; zai-org/GLM-4 #139, #510, #662; zai-org/GLM-4.5 #56; vllm #9323 (Aria OOT
  'not supported for now'), #9531, #23955, #12820, #17358, #11122 (InternVL2-76B-AWQ), #12492, #34403.
- Named in earlier rounds' skip lists (not re-opened): OpenGVLab/InternVL #173, #1059, #1173, #1175, #1244;
  OpenBMB/MiniCPM-V #361, #368, #392, #478, #742, #765, #794, #960; CookBook #34; GLM-V #123, #154, #162, #178, #241;
  GLM-4 #793; rhymes-ai/Aria #24, #99; DeepSeek-VL2 #75; MoonshotAI/Kimi-VL #15, #41, #57, #62; vllm #14247
  (Janus-Pro 'multi_modality'), #14192, #12118, #16715, #16358, #23206, #22821, #28363, #25143, #27138, #33428,
  #6514, #7727, #6932, #7856, #13452, #16908, PR #4087; ms-swift #5850 (InternVL3 GRPO, max_dynamic_patch -- a good
  case, but skip-listed in round 302).
- Error line not stored and no answer reached: vllm #10042 (Molmo-7B-D on 2x L4, TP 2, vLLM 0.6.3.post2.dev235:
  "AttributeError: 'tuple' object has no attribute 'seq_data'" in the title; closed, but two further searches did not
  reach any comment; claimed in CLAIMS.txt by this round, NOT used -- worth one look-up later if its answer is stored);
  zai-org/GLM-Edge #18 (glm-edge-v-2b under vllm serve, frames only, open).
- Not a vLLM failure / not vLLM's text: zai-org/GLM-V #214 (pip ResolutionImpossible between vllm>=0.12.0 and
  transformers>=5.0.0rc0), GLM-V #135 (sglang), zai-org/CogVLM2 #127 (TGI), InternLM/lmdeploy threads on InternVL /
  CogVLM (lmdeploy), OpenBMB/MiniCPM-V #919, #76 (memory-use questions, no failure), #525, #685, #835 (transformers),
  zai-org/GLM-4 #267 (transformers on V100), #755 (float16 output quality), allenai/molmo #17 (HF processor API),
  rhymes-ai/Aria #76 (a feature request quoting vLLM 0.6.2 source, no log; used as background for aria-36),
  OpenSQZ/MiniCPM-V-CookBook #38 (500s with no error text), #113 (MiniCPM-o-4.5 audio request, the error line beyond
  the stored chunk), LlamaFactory #8446 (request-time placeholder error of its own script), om-ai-lab/VLM-R1 #227
  (their own 'Unsupported architecture').
- Off the slice: MoonshotAI/Kimi-K2 #61, #122 and vllm #21750 (Kimi-K2 is text-only), OpenBMB/MiniCPM #193 (text
  model, skip-listed), XiaomiMiMo/MiMo-Embodied #5 (a Qwen2.5-VL derivative, same message as internvl-1236).

Judgement calls for the lead:
1. internvl-1236 is a request-time failure, not a refused start: the server ran with the model's own context (40960,
   InternVL3.5-8B's max_position_embeddings) and one request carried a video as all its extracted frames. It is taken
   under 'the first multimodal request' of the slice; kind vllm_check_failed / cause prompt_exceeds_max_model_len as
   README's cause list gives for this message. The thread has NO maintainer answer and no confirmed fix (open); the
   cause is read from the message and the second commenter's reading of config.json ('max_position_embeddings':
   40960, 'only 8 frames' fail). forbidden bans a --max-model-len above 40960 (beyond the model's derived maximum
   vLLM refuses it) and the memory levers; the right fixes are fewer frames / fewer tiles per frame (InternVL's
   max_dynamic_patch) -- the collector's reading of the message, not a reported fix. Drop it if request-time cases
   without a fix are unwanted.
2. aria-36's error line is only in the issue TITLE: the stored description is the reporter's notebook cell (vllm 0.6.3
   stated) and stops inside a tqdm warning before the traceback. The thread has no answer in the stored text. The
   cause is read from the vendor repository itself: rhymes-ai/Aria's pyproject.toml pins the optional 'vllm' extra to
   vllm==0.6.2 (read_file, commit 2d3c1192), and Aria #76 (same repository) says its vLLM path is vLLM 0.6.2's code
   ('Yes, we can upgrade vLLM', maintainer xffxff). The reporter ran 0.6.3, whose model registry no longer exports
   _MULTIMODAL_MODELS from vllm.model_executor.models. kind / cause dependency_version_mismatch, as README gives for
   "cannot import name 'X' from 'M'" with M a vLLM module and as the hqq-6 / deepseek-ocr-176 fixtures (a wrapper
   written against an older vLLM) were labelled. The fix (install the pinned vllm==0.6.2, e.g. pip install -e
   '.[vllm]') is the repository's pin, not a fix reported in the thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round708-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- OpenGVLab/InternVL #1236: InternVL3.5-8B video as all frames -> decoder prompt 113382 > 40960
case("internvl-1236-internvl35-8b-video-all-frames-decoder-prompt-113382-over-40960",
     "https://github.com/OpenGVLab/InternVL/issues/1236",
     "vllm推理internal\n"
     "\n"
     "vllm推理Internvl时视频的是吧全部帧输入嘛，我发现正常只能输入一部分，我提取成帧的结构之后，会报错：\n"
     "```\n"
     "Request failed for sample 1128: 400 - {\"error\":{\"message\":\"The decoder prompt (length 113382) is longer than "
     "the maximum model length of 40960. Make sure that `max_model_len` is no smaller than the number of text tokens "
     "plus multimodal tokens. For image inputs, the number of image tokens depends on the number of images, and "
     "possibly their aspect ratios as well.\",\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "```\n"
     "然后我使用transformer推理的时候，我想要多轮对话推理，但是按照https://huggingface.co/OpenGVLab/InternVL3_5-8B "
     "链接里面的 model.chat怎么进行批量推理呢，好像batch不支持\n"
     "model.chat也会说**maximum sequence length**这个bug，难道模型最大输入就是14588嘛\n"
     "\n"
     "```\n"
     "Token indices sequence length is longer than the specified maximum sequence length for this model (18584 > "
     "14588). Running this sequence through the model will result in indexing errors\n"
     "```",
     "vllm_check_failed", {"prompt_len": 113382, "max_model_len": 40960}, "prompt_exceeds_max_model_len",
     "InternVL3.5-8B served by vLLM runs at the model's own context length, 40960 tokens (config.json "
     "'max_position_embeddings': 40960, as the second commenter found). The reporter sent a video as ALL of its "
     "extracted frames, each frame expanded into InternVL image tokens, so one request's prompt came to 113382 tokens "
     "and vLLM's input check refused it with a 400. The server's launch is fine; the request's multimodal token count "
     "is over the model's maximum, which a --max-model-len cannot lift above 40960.",
     "no maintainer answer in the stored thread (open). The cause is read from vLLM's message and the commenter's "
     "config reading (Fu-Fu-Fu-Fu, 2025-12-18: 'max_position_embeddings: 40960 ... 帧数仅仅8帧，都测不了'). What fits "
     "the message: send fewer frames (sample the video) or fewer tiles per frame (InternVL's max_dynamic_patch), so "
     "that the text plus image tokens stay under 40960 -- the collector's reading, not a reported fix.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len", "above": 40960}],
     note="Excerpt: the issue title and description as the stored text shows them; the two comments (the config.json "
          "reading) are left out. The transformers 'Token indices sequence length' warning is the reporter's second, "
          "unrelated question (tokenizer model_max_length 14588), kept because it is in the description. Model from "
          "the reporter's link (OpenGVLab/InternVL3_5-8B); the vLLM release and launch command are not shown.")

# ---------------------------------------- rhymes-ai/Aria #36: Aria's OOT vLLM model (pinned vllm==0.6.2) under vllm 0.6.3 -> cannot import _MULTIMODAL_MODELS
case("aria-36-aria-oot-vllm-model-vllm-063-cannot-import-multimodal-models-needs-062",
     "https://github.com/rhymes-ai/Aria/issues/36",
     "cannot import name '_MULTIMODAL_MODELS' from 'vllm.model_executor.models'\n"
     "\n"
     "I tried to run Aria video notebook with vllm 0.6.3 but I got the following error. Can you check?\n"
     "\n"
     "# load Aria model & tokenizer with vllm\n"
     "\n"
     "import os\n"
     "os.environ[\"CUDA_VISIBLE_DEVICES\"] = \"0\"\n"
     "\n"
     "import requests\n"
     "import torch\n"
     "from PIL import Image\n"
     "\n"
     "from transformers import AutoTokenizer\n"
     "from vllm import LLM, ModelRegistry, SamplingParams\n"
     "from vllm.model_executor.models import _MULTIMODAL_MODELS\n"
     "\n"
     "from aria.vllm.aria import AriaForConditionalGeneration\n"
     "\n"
     "ModelRegistry.register_model(\n"
     "    \"AriaForConditionalGeneration\", AriaForConditionalGeneration\n"
     ")\n"
     "_MULTIMODAL_MODELS[\"AriaForConditionalGeneration\"] = (\n"
     "    \"aria\",\n"
     "    \"AriaForConditionalGeneration\",\n"
     ")\n"
     "\n"
     "model_id_or_path = \"rhymes-ai/Aria\"\n"
     "\n"
     "model = LLM(\n"
     "        model=model_id_or_path,\n"
     "        tokenizer=model_id_or_path,\n"
     "        dtype=\"bfloat16\",\n"
     "        limit_mm_per_prompt={\"image\": 256},\n"
     "        enforce_eager=True,\n"
     "        trust_remote_code=True,\n"
     "        max_model_len=38400,\n"
     "        gpu_memory_utilization=0.84,\n"
     "    )\n"
     "\n"
     "tokenizer = AutoTokenizer.from_pretrained(\n"
     "        model_id_or_path, trust_remote_code=True, use_fast=False\n"
     "    )\n"
     "\n"
     "/opt/conda/envs/py_3.9/lib/python3.9/site-packages/tqdm/auto.py:21: TqdmWarning: IProgress not found. Please "
     "update jupyter and ipywidgets. See https://ipywidgets.readthedocs.io/en/stable/user_install.html\n"
     "  from .autonotebook import tqdm as not",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Aria was not a built-in vLLM model in October 2024: rhymes-ai/Aria ships an out-of-tree vLLM model "
     "(aria.vllm.aria) that its notebooks register by importing vLLM internals, including "
     "vllm.model_executor.models._MULTIMODAL_MODELS. That code was written against vLLM 0.6.2 -- the repository's "
     "pyproject.toml pins its optional 'vllm' extra to vllm==0.6.2, and Aria #76 calls its vLLM path vLLM 0.6.2's. The "
     "reporter ran vLLM 0.6.3, whose model registry no longer exports _MULTIMODAL_MODELS from that package, so the "
     "notebook failed at the import before any engine was built. A version mismatch between Aria's integration and "
     "the installed vLLM, not memory, length or parallelism.",
     "not in the stored thread (open, no answer stored). From the vendor repository: rhymes-ai/Aria pyproject.toml "
     "(commit 2d3c1192) '[project.optional-dependencies] vllm = [\"vllm==0.6.2\"]' -- install Aria's pinned vLLM "
     "(pip install -e '.[vllm]' / vllm==0.6.2) for its out-of-tree model; the maintainer in Aria #76 (2024-11-18) "
     "said an upgrade of Aria's vLLM version was to come.",
     release="0.6.3", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--max-model-len"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title (which carries the error line) and the description as the stored text shows it; "
          "the stored description ends mid-line in a tqdm warning ('from .autonotebook import tqdm as not'), before "
          "the traceback. The error line exists only in the title. The cause and the pinned version come from the "
          "vendor repository's pyproject.toml and its issue #76, not from an answer in #36.")

BATCH.write()
