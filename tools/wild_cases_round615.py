"""Round-615 blind batch: vLLM's OFFLINE PYTHON API (and, where the offline threads ran out, the same first-call
refusals through the server) failing at the FIRST CALL because of how the engine was built -- prompts longer than
max_model_len, prompt_logprobs against the engine's settings (prefix caching, the frontend's logprobs check), a
pooling call (--task embed) on a generative architecture -- any tracker; collected by helper wild615 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round615-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / docs corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` (30 corpus=issues, 2 corpus=docs, 1 corpus=code). 7 cases:
  QwenLM/Qwen3-Omni #122 (offline LLM(max_model_len=4096), video+audio prompt of 4926 tokens),
  vllm #3251 (V0 prompt_logprobs with enable_prefix_caching: sampler tensor size 5 vs 117),
  vllm #24948 (vLLM 0.10.2 server refusing prompt_logprobs=-1: '`prompt_logprobs` must be a positive value.'),
  HF ai21labs/AI21-Jamba-Mini-1.5 discussion #15 (--task embed on Jamba: 'JambaForEmbedding' has no 'lm_head' at the
  first /v1/embeddings request),
  XiaomiMiMo/MiMo-Embodied #5 (--max-model-len 40K, video at fps 4: decoder prompt 42781 > 40960),
  OpenBMB/MiniCPM-V #1048 (the official demo's 2048 max_model_len on a 4090D, video prompt 2136),
  langchain-ai/deepagents #468 (an agent loop against an Xinference-hosted vLLM at 65536: prompt 66501).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

The slice is close to mined out. Round 612 (first requests failing because of the launch) covered the same messages a
few hours earlier, and the families the brief names are either taken or prose-only in the stored text: the chat-template
family (20 fixtures), the limit_mm_per_prompt family (both the start-up 'only supported for multimodal models' and the
per-request 'At most N image(s)' / 'but passed N image items' wordings), LoRA rank / enable_lora, the pooling-task
family ('does not support the X task', Score / Embeddings API, reward on sequence classifiers) all return only used or
skip-listed threads. The offline 'LLM.embed / encode on a generate model' and 'LoRARequest without enable_lora'
refusals never appear verbatim in the stored threads (the search returns the PRs that added the messages, or threads
whose error is beyond the stored chunk).

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): vllm #13394 (round 612), #5299 (used), #15773 (round 598),
  #10794, #7915, #11231, #30312, #12791 (used), #12165, #16445, #8268 / #5344 / #13105 (prefix caching x
  prompt_logprobs, 'not a launch failure' in an earlier round), #39279, #18140; THUDM/LongWriter #39, ByteDance-Seed/
  Seed-X-7B #7 (chat template); zai-org/GLM-V #15, zai-org/GLM-4 #788, hiyouga/LlamaFactory #8022 / #8561,
  QwenLM/Qwen2.5-Omni #131 (limit_mm_per_prompt on a text model); QwenLM/Qwen3-Embedding #15 (Rerank (Score) API);
  modelscope/ms-swift #5948; xorbitsai/inference #3785, #3054; unslothai/unsloth #2666; EvolvingLMMs-Lab/lmms-eval
  #988; anomalyco/opencode #47930.
- Error text not in the stored chunk (env dump or code only): vllm #11577 ('embeddings API when task is generate':
  DarkLight1337's answer 'you need to have a separate vLLM instance with --task embed' is stored, the error itself is
  not), QwenLM/Qwen3-VL-Embedding #22 (title only), vllm #12183 (BeamSearchParams passed to LLM.chat, traceback cut
  in debugpy frames), vllm #17258 (Whisper + LLM.beam_search, cut before the error), vllm #15694 (MiniCPM-o beam
  search, no error), vllm #3914 (prefix caching x prompt_logprobs, env only), vllm #16836 (0.8.3 V1 prompt_logprobs=10,
  cut in the request body), vllm #3514 (LoRARequest usage, env only), modelscope/ms-swift #6670 (vllm_enable_lora,
  only the maintainer's 'upgrade vllm' stored).
- No vLLM message / not this slice: vllm #7968 and #6137 (n>1 with multi-step / speculative decoding: engine bugs
  fixed by PRs, stack traces not stored), runpod-workers/worker-vllm #148 and iceflame89/vllm #15 (use_beam_search
  removed from SamplingParams: API drift, the error is the worker's JSON or prose), vllm #11297 (usage question),
  QwenLM/Qwen2.5-Omni #188 ('prompt (total length 168834) is too long' in the title only, from a draw.mp4 video on
  the V0 server; whether the launch or the video processing is at fault is not in the stored text), KD-TAO/OmniZip #1
  (transformers' tokenizer warning, not vLLM).

Judgement calls for the lead:
1. Slice drift: only qwen3-omni-122 and vllm-3251 are the offline Python API proper. vllm-24948, mimo-embodied-5,
   minicpm-v-1048, deepagents-468 and the Jamba discussion are the same first-call refusals through a server (the
   offline threads of the slice were used or prose-only). They are new sources, not in any skip list; drop them if
   the lead wants the slice strict.
2. vllm-3251: a NEW cause label, prompt_logprobs_prefix_caching (V0's sampler asked for prompt logprobs of tokens the
   prefix cache skipped: 'size of tensor a (5) must match ... (117)'); message_kind None (torch's RuntimeError, as
   vllm-39809's tensor-size fixture). The incompatibility is confirmed by vllm #13409 (afeldman-nm: V1 refused the
   pair with 'Prefix caching with prompt logprobs not yet supported on VLLM V1.' until it was supported); no fix in
   #3251's stored text. An earlier round skipped the sibling threads #8268 / #13105 / #5344 as 'not a launch failure';
   the brief of this round names prompt_logprobs against the engine's settings, so #3251 was taken. The lead may prefer
   cause unrecognized (vllm-39809's label) or drop it.
3. vllm-24948: kind vllm_check_failed (vllm/entrypoints/openai/protocol.py's check_logprobs raise), cause
   vllm_check_failed: 0.10.2's frontend refused the documented prompt_logprobs=-1 that SamplingParams already took
   (PR #23868, with max_logprobs -1); merged PR #24956 ('FIX #24948') relaxed it. Round 612's max_logprobs_exceeded
   was the alternative label; not used because the refusal is the sign check, not the max_logprobs cap.
4. hf-ai21-jamba-mini-15-disc15: kind None, cause release_regression, following README's rule for an attribute a vLLM
   model class lacks (precedent vllm-29109, EagleLlama4 without lm_head). No answer is stored (the HF page is cut
   after the first log lines); architecture_unsupported (Jamba not usable as a pooling model in that release) is the
   other reading. vLLM version not printed (Feb 2025, V0 MQLLMEngine paths: 0.7.x).
5. numbers: only max_model_len, as round 612 did (the brief's key list has no prompt_len). For qwen3-omni-122 the error
   line is cut by the reporter ('... is longer than ...'), so 4096 comes from the script's LLM(max_model_len=4096).
6. No confirmed fix (said so in fix_that_worked): qwen3-omni-122, mimo-embodied-5, deepagents-468 (closed for
   inactivity), hf-ai21-jamba. The message itself pins the cause in the three prompt-length cases.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round615-blind")
case = BATCH.case

_LEN = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
        {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}]
_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- Qwen3-Omni #122: offline LLM(max_model_len=4096), video+audio prompt 4926 tokens
case("qwen3-omni-122-offline-llm-max-model-len-4096-video-audio-decoder-prompt-4926",
     "https://github.com/QwenLM/Qwen3-Omni/issues/122",
     "ValueError: The decoder prompt (length 4926) is longer than ...\n"
     "\n"
     "### Description\n"
     "\n"
     "ValueError: The decoder prompt (length 4926) is longer than ...\n"
     "\n"
     "```\n"
     "from vllm import LLM\n"
     "from vllm import SamplingParams\n"
     "\n"
     "\n"
     "os.environ['CUDA_VISIBLE_DEVICES'] = \"5\"\n"
     "\n"
     "# Use mp4 file with guide .ipynb  \n"
     "\n"
     "messages = [{\"role\": \"user\",\n"
     "                \"content\": [\n"
     "                    {\"type\": \"video\", \"video\": \"https://qianwen-res.oss-cn-beijing.aliyuncs.com/Qwen3-Omni/"
     "cookbook/audio_visual.mp4\"},\n"
     "                    {\"type\": \"text\", \"text\": \"结合视频中图片信息和音频信息，请用描述此视频讲了什么内容。\"} \n"
     "                ]}]\n"
     "\n"
     "\n"
     "model = LLM(\n"
     "    model=MODEL_PATH, trust_remote_code=True, gpu_memory_utilization=0.8,\n"
     "    tensor_parallel_size=1,\n"
     "    # limit_mm_per_prompt={'image': 1, 'video': 3, 'audio': 3},\n"
     "    max_num_seqs=1,\n"
     "    max_model_len=4096, # 4096 32768\n"
     "    seed=1234)\n"
     "\n"
     "sampling_params = SamplingParams(temperature=1e-2, top_p=0.1, top_k=1, max_tokens=8192)\n"
     "text = processor.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)\n"
     "audios, images, videos = process_mm_info(messages, use_audio_in_video=use_audio_in_video)\n"
     "inputs = {'prompt': text, 'multi_modal_data': {}, \"mm_processor_kwargs\": {\"use_audio_in_video\": "
     "use_audio_in_video}}\n"
     "if images is not None: inputs['multi_modal_data']['image'] = images\n"
     "if videos is not None: inputs['multi_modal_data']['video'] = videos",
     "vllm_check_failed", {"max_model_len": 4096}, "prompt_exceeds_max_model_len",
     "The offline engine was built with LLM(..., max_model_len=4096) for Qwen3-Omni, and the cookbook's "
     "audio_visual.mp4 (video frames plus its audio track, use_audio_in_video) expands to a 4926-token decoder prompt, "
     "so vLLM's input validation refuses the first generate call: the engine's context length against the size of "
     "the multimodal prompt, not memory.",
     "not in the stored thread (closed as inactive, no answer stored). The lever the message names is a larger "
     "max_model_len (the script's own comment lists 32768 as the other value tried) or fewer video frames / pixels "
     "so the prompt fits 4096",
     release=None, gpu=None, gpus=None,
     command="LLM(model=MODEL_PATH, trust_remote_code=True, gpu_memory_utilization=0.8, tensor_parallel_size=1, "
             "max_num_seqs=1, max_model_len=4096, seed=1234)",
     forbidden=_LEN + [{"flag": "--max-model-len", "at_most": 4096}],
     note="Excerpt: the title and the description as stored, ending at the last whole line before the stored chunk "
          "stops (mid-way through the audio line). The reporter cut the error line themselves ('... is longer than "
          "...'); 4096 is the script's max_model_len. November 2025, vLLM version not stated. Judgement call 5.")

# ---------------------------------------- vllm #3251: V0, enable_prefix_caching + prompt_logprobs -> sampler size mismatch
case("vllm-3251-enable-prefix-caching-prompt-logprobs-sampler-tensor-size-5-vs-117",
     "https://github.com/vllm-project/vllm/issues/3251",
     "Error when prompt_logprobs + enable_prefix_caching\n"
     "\n"
     "<img width=\"1322\" alt=\"image\" src=\"https://github.com/vllm-project/vllm/assets/8525211/"
     "9b28e4e8-7b24-4519-b460-c406aab530d6\">\n"
     "\n"
     "```\n"
     "  File \"vllm/model_executor/layers/sampler.py\", line 98, in forward\n"
     "    logits.div_(sampling_tensors.temperatures.unsqueeze_(dim=1))\n"
     "RuntimeError: The size of tensor a (5) must match the size of tensor b (117) at non-singleton dimension 0\n"
     "```\n"
     "\n"
     "I think the problem comes from that logits up to 112(16*7blocks) is prefix-cached, and only the last 5 input "
     "tokens are computed. To return the prompt logprobs, the sampler is looking for all 117 logits while only "
     "recently calculated 5 logits are returned there. It seems the cached 112 logits need to be returned as well. I "
     "don't know how...",
     None, {}, "prompt_logprobs_prefix_caching",
     "The V0 engine was built with enable_prefix_caching and the request asked for prompt_logprobs. 112 of the 117 "
     "prompt tokens (7 blocks of 16) were served from the prefix cache, so the forward pass produced logits for only "
     "the last 5 tokens, while the sampler built its tensors for all 117 prompt positions: torch's size mismatch in "
     "sampler.py. vLLM had no support for prompt logprobs on cached prefixes (V1 later refused the pair outright, "
     "vllm #13409); not memory, not the model.",
     "not in the stored thread (three 'same error' comments and an unconfirmed patch idea by ccolas). vllm #13409 "
     "(afeldman-nm) states that prompt logprobs required starting without prefix caching ('--no-enable-prefix-caching') "
     "until the two were made compatible; the working setup is the engine without enable_prefix_caching",
     release="not stated (March 2024, a 0.3.x release)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the whole description as stored (the screenshot is an image link; the error block "
          "is text); the comments are left out. Judgement call 2: new cause label, kind None.")

# ---------------------------------------- vllm #24948: vLLM 0.10.2 server, prompt_logprobs=-1 -> '`prompt_logprobs` must be a positive value.'
case("vllm-24948-v0102-serve-qwen25-05b-prompt-logprobs-minus-1-must-be-positive",
     "https://github.com/vllm-project/vllm/issues/24948",
     "[Bug]: `prompt_logprobs` must be a positive value.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "<details>\n"
     "<summary>The output of <code>python collect_env.py</code></summary>\n"
     "\n"
     "```text\n"
     "Your output of `python collect_env.py` here\n"
     "```\n"
     "\n"
     "</details>\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "I am using the latest vllm, i.e., version 0.10.2. I want to get the logprobs of the prompt. Specifically, at each "
     "position of the prompt, I would like to obtain all the logprobs in the vocabulary set. I follow the documentation "
     "in https://docs.vllm.ai/en/latest/api/vllm/sampling_params.html?h=sampling#vllm.sampling_params.SamplingParams."
     "prompt_logprobs, which claims that \"When set to -1, return all vocab_size log probabilities.\" to set "
     "`prompt_logprobs`. However, I got an error: `prompt_logprobs` must be a positive value. Could anyone help me fix "
     "this issue? Thanks! A piece of code below may help reproduce my issue\n"
     "\n"
     "```python\n"
     "import asyncio\n"
     "import os\n"
     "import time\n"
     "\n"
     "from openai import OpenAI\n"
     "from transformers import AutoTokenizer\n"
     "\n"
     "os.environ[\"TOKENIZERS_PARALLELISM\"] = \"true\"\n"
     "\n"
     "# vllm serve Qwen/Qwen2.5-0.5B-Instruct --port 8000\n"
     "\n"
     "client = OpenAI(\n"
     "    base_url=\"http://localhost:8000/v1\",\n"
     "    api_key=\"EMPTY\",\n"
     ")",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.10.2's OpenAI server validates prompt_logprobs in its request model (protocol.py check_logprobs: "
     "'if prompt_logprobs < 0: raise ValueError(\"`prompt_logprobs` must be a positive value.\")'), so the documented "
     "-1 (all vocab_size logprobs, which SamplingParams accepts since PR #23868 when the engine's max_logprobs is -1) "
     "is refused at the first request. A frontend check of that release against the request and the engine's "
     "logprobs settings, not memory.",
     "merged vLLM PR #24956 '[Frontend] Support returning all prompt logprobs' ('FIX "
     "https://github.com/vllm-project/vllm/issues/24948', chaunceyjiang) relaxed the check; with it, prompt_logprobs=-1 "
     "works on a server started with the max_logprobs cap lifted (PR #23868: prompt_logprobs=-1 together with "
     "max_logprobs=-1; the PR's test serves with --max-logprobs set). Fix: a release with PR #24956 and --max-logprobs "
     "-1 (or a finite prompt_logprobs within --max-logprobs)",
     release="0.10.2", gpu=None, gpus=None, command="vllm serve Qwen/Qwen2.5-0.5B-Instruct --port 8000",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, cut where the stored chunk's reproduction script "
          "continues (the prompts list). Not a start-up crash: the server starts and the request is refused. "
          "Judgement calls 1 and 3.")

# ---------------------------------------- HF ai21labs/AI21-Jamba-Mini-1.5 discussion #15: --task embed -> 'JambaForEmbedding' object has no attribute 'lm_head'
case("hf-ai21-jamba-mini-15-disc15-task-embed-jambaforembedding-no-lm-head-first-embeddings-request",
     "https://huggingface.co/ai21labs/AI21-Jamba-Mini-1.5/discussions/15",
     "Do you support vllm embedding?\n"
     "\n"
     "#15\n"
     "by alonram - opened\n"
     "\n"
     "Tried to run vllm server with the parameter --task embed. when the client sends an embedding request, the server "
     "fails with the following exception:\n"
     "\n"
     "INFO: ::1:48876 - \"POST /v1/embeddings HTTP/1.1\" 500 Internal Server Error\n"
     "ERROR 02-16 12:47:24 engine.py:135] AttributeError(\"'JambaForEmbedding' object has no attribute 'lm_head'\")\n"
     "ERROR 02-16 12:47:24 engine.py:135] Traceback (most recent call last):\n"
     "ERROR 02-16 12:47:24 engine.py:135] File \"/workspace/.vllm_env/lib/python3.11/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 133, in start\n"
     "ERROR 02-16 12:47:24 engine.py:135] self.run_engine_loop()\n"
     "ERROR 02-16 12:47:24 engine.py:135] File \"/workspace/.vllm_env/lib/python3.11/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 196, in run_engine_loop\n"
     "ERROR 02-16 12:47:24 engine.py:135] request_outputs = self.engine_step()\n"
     "ERROR 02-16 12:47:24 engine.py:135] ^^^^^^^^^^^^^^^^^^\n"
     "ERROR 02-16 12:47:24 engine.py:135] File \"/workspace/.vllm_env/lib/python3.11/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 214, in engine_step\n"
     "ERROR 02-16 12:47:24 engine.py:135] raise e\n"
     "ERROR 02-16 12:47:24 engine.py:135] File \"/workspace/.vllm_env/lib/python3.11/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 205, in engine_step\n"
     "ERROR 02-16 12:47:24 engine.py:135] return self.engine.step()\n"
     "ERROR 02-16 12:47:24 engine.py:135] ^^^^^^^^^^^^^^^^^^",
     None, {}, "release_regression",
     "The server was started with --task embed on AI21-Jamba-Mini-1.5 (a generative JambaForCausalLM), so vLLM "
     "(a V0 release of early 2025) wrapped the architecture in its automatic embedding adapter, JambaForEmbedding. "
     "The adapter's class lacks the lm_head attribute that Jamba's code path still reaches for during a step, so the "
     "first /v1/embeddings request kills the engine loop with an AttributeError: vLLM's pooling conversion of Jamba "
     "was broken in that release, not the user's memory or GPU settings.",
     "no answer stored (the HF discussion page is stored only up to the first log lines). What starts the intended "
     "work: serve Jamba for generation (no --task embed) and use a dedicated embedding model for embeddings, or a vLLM "
     "release whose Jamba pooling path works",
     release="not stated (February 2025, V0 MQLLMEngine: a 0.7.x release)", gpu=None, gpus=None,
     command="vllm serve ai21labs/AI21-Jamba-Mini-1.5 --task embed (as described; the exact command is not pasted)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the discussion's opening post as stored, ending at the last whole log line before the stored page "
          "stops. The command field is reconstructed from the post's prose. Judgement calls 1 and 4.")

# ---------------------------------------- XiaomiMiMo/MiMo-Embodied #5: --max-model-len 40K, video fps 4 -> decoder prompt 42781 > 40960
case("mimo-embodied-5-7b-serve-max-model-len-40k-video-fps-4-decoder-prompt-42781",
     "https://github.com/XiaomiMiMo/MiMo-Embodied/issues/5",
     "vllm inference video: {\"error\":{\"message\":\"The decoder prompt (length 42781) is longer than the maximum model "
     "length of 40960\n"
     "\n"
     " I set --max-model-len 40K and mm_processor_kwargs = { \"fps\": 4 }\n"
     "\n"
     "```\n"
     "env CUDA_VISIBLE_DEVICES=3 vllm serve /mnt/models/XiaomiMiMo/MiMo-Embodied-7B -dp 1 --gpu-memory-utilization 0.8 "
     "--max-model-len 40K --served-model-name MiMo-Embodied-7B --port 1101 --trust-remote-code\n"
     "\n"
     "  \"model\": model_id,\n"
     "  \"messages\": messages,\n"
     "  \"max_tokens\": 512,\n"
     "  \"temperature\": 0,\n"
     "  \"mm_processor_kwargs\": {\n"
     "            \"fps\": 4\n"
     "        }\n"
     "```\n"
     "**but error:** \n"
     "``` \n"
     "{\"error\":{\"message\":\"The decoder prompt (length 42781) is longer than the maximum model length of 40960. Make "
     "sure that `max_model_len` is no smaller than the number of text tokens plus multimodal tokens. For image inputs, "
     "the number of image tokens depends on the number of images, and possibly their aspect ratios as well.\","
     "\"type\":\"BadRequestError\",\"param\":null,\"code\":400}}\n"
     "```\n"
     "I try inference qwen2.5-vl-7B-Instruct, the same set can inference and not bug. Can you tell me if I want to "
     "inference long video what I can do.",
     "vllm_check_failed", {"max_model_len": 40960}, "prompt_exceeds_max_model_len",
     "The server was started with --max-model-len 40K (40960 tokens); the request samples the video at fps 4, which "
     "with MiMo-Embodied-7B's video processing comes to 42781 prompt tokens (text plus video tokens), so vLLM refuses "
     "the request with 400. The launch length against the size of the video prompt; the server itself is healthy.",
     "no answer stored. The levers the message names: a larger --max-model-len (if the model's context allows) or a "
     "lower fps / fewer pixels per frame so the video fits 40960 with the 512 output tokens",
     release=None, gpu=None, gpus=1,
     command="vllm serve /mnt/models/XiaomiMiMo/MiMo-Embodied-7B -dp 1 --gpu-memory-utilization 0.8 --max-model-len 40K "
             "--served-model-name MiMo-Embodied-7B --port 1101 --trust-remote-code",
     forbidden=_LEN + [{"flag": "--max-model-len", "at_most": 40960}],
     note="Excerpt: the title and the whole description as stored (no comments stored). gpus=1 from "
          "CUDA_VISIBLE_DEVICES=3 (one GPU given to the server; the machine may hold more). Judgement calls 1 and 6.")

# ---------------------------------------- OpenBMB/MiniCPM-V #1048: the official demo's 2048 max_model_len, video prompt 2136
case("minicpm-v-1048-official-demo-4090d-video-decoder-prompt-2136-over-2048",
     "https://github.com/OpenBMB/MiniCPM-V/issues/1048",
     "[BUG] <title>openai.BadRequestError: Error code: 400 - {'error': {'message': 'The decoder prompt (length 2136) is "
     "longer than the maximum model length of 2048. }}\n"
     "\n"
     "### 是否已有关于该错误的issue或讨论？ | Is there an existing issue / discussion for this?\n"
     "\n"
     "- [x] 我已经搜索过已有的issues和讨论 | I have searched the existing issues / discussions\n"
     "\n"
     "### 该问题是否在FAQ中有解答？ | Is there an existing answer for this in FAQ?\n"
     "\n"
     "- [x] 我已经搜索过FAQ | I have searched FAQ\n"
     "\n"
     "### 当前行为 | Current Behavior\n"
     "\n"
     "我是用官网的实例，无论视频长度如何都会返回prompt长度为2136，超过了2048，我应该如何进行调整呢？我的显卡为一张4090D\n"
     "\n"
     "### 运行环境 | Environment\n"
     "\n"
     "```Markdown\n"
     "- OS:\n"
     "- Python:\n"
     "- Transformers:\n"
     "- PyTorch:\n"
     "- CUDA (`python -c 'import torch; print(torch.version.cuda)'`):\n"
     "```",
     "vllm_check_failed", {"max_model_len": 2048}, "prompt_exceeds_max_model_len",
     "The reporter ran the project's official example on one RTX 4090D; the vLLM behind it was started with a "
     "max_model_len of 2048 (the length the message names), and every video request, whatever the video's length, "
     "came to 2136 prompt tokens (text plus video tokens), so vLLM refused it with 400. The demo's launch length "
     "against the video prompt, not memory.",
     "maintainer tc-mb (2026-01-03): the demo is only a simple showcase; the code is open source, deploy it yourself "
     "and configure it as needed (link to the CookBook's gradio web-demo README) - i.e. launch vLLM with a larger "
     "max_model_len (or send fewer frames); whether the reporter succeeded is not stored",
     release=None, gpu="NVIDIA RTX 4090D", gpus=1, command=None,
     forbidden=_LEN + [{"flag": "--max-model-len", "at_most": 2048}],
     note="Excerpt: the title and the description as stored; the maintainer's comment is left out. Chinese: '我是用官网的"
          "实例...' = I use the official example; whatever the video length it returns prompt length 2136, above 2048; "
          "how should I adjust it? My GPU is one 4090D. The title's message is the reporter's retyping (its tail "
          "dropped). Judgement call 1.")

# ---------------------------------------- langchain-ai/deepagents #468: agent loop on an Xinference-hosted vLLM, prompt 66501 > 65536
case("deepagents-468-agent-loop-xinference-vllm-decoder-prompt-66501-over-65536",
     "https://github.com/langchain-ai/deepagents/issues/468",
     "How to avoid long prompt reasonable\n"
     "\n"
     "deal with \n"
     "`openai.InternalServerError: Error code: 500 - {'detail': '[address=0.0.0.0:43769, pid=1065] The decoder prompt "
     "(length 66501) is longer than the maximum model length of 65536. Make sure that `max_model_len` is no smaller than "
     "the number of text tokens.'}`\n"
     "\n"
     "back in the loop at least",
     "vllm_check_failed", {"max_model_len": 65536}, "prompt_exceeds_max_model_len",
     "A deepagents agent loop talks to a model served by Xinference's vLLM engine (the '[address=..., pid=...]' prefix "
     "is Xinference's actor), launched with max_model_len 65536. The agent's accumulated conversation reached 66501 "
     "prompt tokens, so vLLM refused the request (relayed as a 500 by Xinference). The launch length against the "
     "agent's growing context; no GPU or memory problem.",
     "no fix reached (closed for inactivity by vtrivedy). The levers: launch the model with a larger max_model_len if "
     "its context allows, or have the agent summarise / truncate its history below 65536 minus the output tokens",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_LEN + [{"flag": "--max-model-len", "at_most": 65536}],
     note="Excerpt: the whole description as stored; the one closing comment is left out. Hosted through Xinference "
          "(the user may not control the launch). Judgement calls 1 and 6.")

if __name__ == "__main__":
    BATCH.write()
