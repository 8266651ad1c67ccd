"""Round-612 blind batch: FAILURES AT THE FIRST REQUESTS CAUSED BY HOW vLLM WAS LAUNCHED -- the server (or the offline
engine) started, then the first requests failed because of a launch setting: a prompt (plus max_tokens) longer than
--max-model-len, a prompt over the V0 scheduler's limit set by --max-num-batched-tokens, --max-logprobs (the default of
5), --limit-mm-per-prompt, a missing chat template, --enable-auto-tool-choice missing -- any tracker; collected by
helper wild612 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round612-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` (31 corpus=issues, 1 corpus=pages, which returned only generated
tutorial pages, no thread). 15 cases:
  lm-evaluation-harness #1735 (vLLM's 'Cannot request more than 5 logprobs.', default max_logprobs 5),
  Visual-Agent/DeepEyes #109, hiyouga/LlamaFactory #7886, xorbitsai/inference #3054, anomalyco/opencode #47930
  (the --limit-mm-per-prompt image count, three wordings of vLLM's message),
  vllm #20409, ruipeterpan/specreason #4, hiyouga/LlamaFactory #3241, google/tunix PR #222, vllm #10440,
  linagora/openrag #128 (prompt / prompt + max_tokens over the max_model_len the engine was started with),
  vllm #447, vllm #13209 (V0 scheduler limit set by max_num_batched_tokens, not by max_model_len),
  xerrors/Yuxi #254 ('"auto" tool choice requires --enable-auto-tool-choice ...' from a hosted vLLM),
  Palm1r/QodeAssist #73 (base model without a chat template).
Every source was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the URL) and against
the earlier rounds' skip lists (grep "#N" tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Named in earlier rounds' skip lists (not re-opened): vllm #13513 (round 355: the author's launch was lmdeploy),
  #9986 (rounds 451/570/585), #12165 (round 264), #19464 (round 603), #20097, #3485 (twin of the used #3486);
  QwenLM/Qwen3 #1052 (round 455); openai/openai-agents-python #2129 (rounds 451/480); THUDM/LongWriter #39,
  ByteDance-Seed/Seed-X-7B #7, vllm #39279, #17977, QwenLM/Qwen3-Omni #105 (rounds 361/451/517: chat template);
  xorbitsai/inference #3785 (round 52, 'decoder prompt (length 17772) ... 16384', skipped there as out of its slice;
  it fits this one, but the brief says skip); unslothai/unsloth #2666 (round 414); hiyouga/LlamaFactory #7723
  (round 287); zai-org/GLM-OCR #157 and vllm #39408 (encoder-cache 400s, rounds 206/268/375).
- Already used (USED_SOURCES.txt): OpenBMB/MiniCPM-V #451; FoundationAgents/OpenManus #331; ogx-ai/ogx #1648.
- Error text not in the stored chunk, or only in a screenshot: vllm #5299 ('Cannot request more than 5 logprobs',
  stored text stops at 'Your current environment'); lobehub #7196 (the auto-tool
  400 through a gateway; the reporter says tool calling was enabled, then screenshots); langmanus #133 (the auto-tool
  400 from a third-party host, kluster.ai, next to Ollama; no diagnosis); CodeEditorBench #19 (traceback cut before
  the message); SEAL #3 (/v1/load_lora_adapter 404, chunk stops in the serve command).
- No fix and the cause not certain from the stored text: Gabesarch/grounded-rl #16 ('decoder prompt (length 10127)
  ... 8192' for a Qwen2.5-VL model; the reporter says a larger --max-model-len did not help; the maintainer's answer
  is cut); ritzz-ai/GUI-R1 #32 ('Prompt length of 4834 ... 4096' under EasyR1, the suggested fix did not work);
  xming521/WeClone #77 ('Prompt length of 3553 ... 3072'; the author's note mixes KV cache and length, the fix is a
  screenshot); lm-sys/FastChat #2412 ('exceeds limit of 2560', the answer is only a link); vllm #525 (Llama 2 'limit
  of 2048/2560': two competing causes in the thread, the early Llama-2 config.json and the 2560 batched-token
  default); vllm #687 (same 2560 limit, answered by a link to #525 / PR #555); vllm #5638 (KeyError: 64 in
  graph_runners with ngram speculation and --max-num-seqs 32 under load, a bug, no fix); vllm #13394 ('LoRA is not
  enabled' with num-scheduler-steps, closed stale); infiniflow/ragflow #10235 and modelscope/ms-agent #497 ('max_tokens
  must be at least 1, got -N': who computed the negative value is not in the stored text).
- Same class as a case already in the golden set, left out: EvolvingLMMs-Lab/lmms-eval #988 (Qwen2.5-VL-7B 'decoder
  prompt (length 163270) ... 128000', maintainer's diagnosis only: the input is over the model's own 128000, so no
  launch setting is at fault; the fixture lmms-eval-711 is the same incident class); hiyouga/LlamaFactory #3961 (same
  vllm_maxlen class as LlamaFactory #3241, the reporter's follow-up about where 4000 comes from is unanswered);
  FoundationAgents/OpenManus #3 (round 435 named it).
- Not vLLM's message: ogx-ai/ogx #405 (llama-stack's 'Unknown model served by vllm'); CraftJarvis/JarvisVLA #5 (its
  own 'The request model ... does not exist!'); sglang #3385, OpenRLHF #613 and the other transformers
  'tokenizer.chat_template is not set' threads (no vLLM in them); the theneuralbase.* / aitoolsguidebook pages (the
  pages corpus: generated tutorials with invented errors).

Judgement calls for the lead:
1. Two NEW cause labels (no earlier fixture carries these messages; grep of tests/golden/wild for 'max allowed',
   'may be provided in one', 'image items' found none in this sense):
   - max_logprobs_exceeded (lm-evaluation-harness-1735): a request asking for more logprobs than the engine's
     max_logprobs (vLLM 0.4.x default 5, --max-logprobs); message_kind vllm_check_failed.
   - mm_limit_per_prompt_exceeded (deepeyes-109, llamafactory-7886, xinference-3054, opencode-47930): a request with
     more images than --limit-mm-per-prompt allows (default 1 per modality before 0.8, later the value given);
     message_kind vllm_check_failed. Not mm_limit_exceeds_context (vllm-11842), which is a start-up refusal of a limit
     whose worst case does not fit the context. The lead may prefer the generic vllm_check_failed for both.
2. vllm-447 and vllm-13209: the V0 scheduler's 'Input prompt (N tokens) is too long and exceeds limit of M', which
   README reads as prompt_exceeds_max_model_len; here the thread puts M on max_num_batched_tokens (447: the 0.1.x
   default 2560, the maintainer's diagnosis and 'That worked'; 13209: 2048, set by vLLM 0.7.2 itself when
   max_model_len > 32768 turns chunked prefill on, a commenter's diagnosis, not confirmed). cause
   batched_tokens_too_small with numbers.max_num_batched_tokens; message_kind vllm_check_failed (the scheduler's
   warning, not the start-up 'max_num_batched_tokens (N) is smaller than max_model_len'). The lead may prefer
   prompt_exceeds_max_model_len for 13209, whose diagnosis is weaker.
3. numbers: the brief's key list has no prompt_len / requested_tokens, so only max_model_len (or
   max_num_batched_tokens) is recorded, although README's prompt_exceeds_max_model_len reads numbers.prompt_len /
   output_tokens / requested_tokens too; the printed values are in each excerpt.
4. Hosted or wrapped servers: yuxi-254 (the vLLM behind ai.gitee.com, the user cannot change its launch; the
   maintainer's diagnosis), xinference-3054 (Xinference launches vLLM; the flag is passed as its limit_mm_per_prompt
   launch parameter), llamafactory-3241 / -7886 (LlamaFactory's api with infer_backend vllm; vllm_maxlen is its
   max_model_len), deepeyes-109 (verl's vLLM rollout), tunix-pr222 (tunix builds the vLLM engine). Each is a vLLM
   message caused by the launch the wrapper made.
5. Cases with no confirmed fix (said so in fix_that_worked): opencode-47930, vllm-20409, specreason-4, qodeassist-73,
   vllm-10440, vllm-13209, tunix-pr222 (open PR); the message itself pins the cause in each (the limit it names
   against what the request carried).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round612-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
_MEM_NO_LEN = [{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
               {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- lm-eval #1735: vLLM OpenAI server (gpt2, default max_logprobs 5) + lm_eval local-completions logprobs=10
case("lm-evaluation-harness-1735-vllm-openai-server-gpt2-lm-eval-piqa-cannot-request-more-than-5-logprobs",
     "https://github.com/EleutherAI/lm-evaluation-harness/issues/1735",
     "`openai.BadRequestError` when running `lm_eval` with piqa task using vLLM's OpenAI compatible server\n"
     "\n"
     "## Description\n"
     "An error occurs when running `lm_eval` with the piqa task using vLLM's OpenAI compatible server as follows:\n"
     "\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Cannot request more than 5 "
     "logprobs.', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "```\n"
     "### Steps to Reproduce:\n"
     "1. Install dependencies.\n"
     "    ```\n"
     "    pip install vllm lm-eval[openai]==0.4.1\n"
     "    ```\n"
     "2. Start vLLM's OpenAI compatible server with arbitrary api key.\n"
     "    ```\n"
     "    python -m vllm.entrypoints.openai.api_server --model gpt2 --api-key $OPENAI_API_KEY\n"
     "    ```\n"
     "3. Start evaluation\n"
     "    ```\n"
     "    lm_eval --model local-completions \\\n"
     "            --model_args model=gpt2,tokenizer_backend=huggingface,base_url=http://localhost:8000/v1 \\\n"
     "            --tasks piqa \\\n"
     "            --batch_size auto:4 \\\n"
     "            --verbosity DEBUG\n"
     "    ```",
     "vllm_check_failed", {}, "max_logprobs_exceeded",
     "The vLLM OpenAI server was started without --max-logprobs, so the engine kept its default max_logprobs of 5 "
     "(vLLM of April 2024); lm-eval's local-completions model asks for logprobs=10 on every loglikelihood request, "
     "and vLLM's engine check refuses each one with 400 'Cannot request more than 5 logprobs.'. Not a load, memory "
     "or model problem.",
     "the reporter (Alnusjaponica, 2024-05-02): replacing logprobs=10 with logprobs=5 in lm-eval's "
     "openai_completions.py made the requests pass ('In my environment, replacing `logprobs=10` with `logprobs=5` "
     "worked', then a different engine error came). On the server side the same limit is raised with "
     "--max-logprobs (not tried in the stored text)",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model gpt2 --api-key $OPENAI_API_KEY",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and the description as stored, without the 'Additional Information' paragraph "
          "(the OpenAI docs quote and the lm-eval source link) and the comments. vLLM version not stated (pip install "
          "vllm in April 2024, 0.4.x). Judgement call 1 (new cause label max_logprobs_exceeded).")

# ---------------------------------------- DeepEyes #109: verl vLLM rollout eval, multi-turn image crops -> At most 1 image(s) may be provided in one request.
case("deepeyes-109-verl-vllm-rollout-eval-multi-turn-crops-at-most-1-image-per-request",
     "https://github.com/Visual-Agent/DeepEyes/issues/109",
     "Eval error : At most 1 image(s) may be provided in one request.\n"
     "\n"
     "Error!!!! Error code: 400 - {'object': 'error', 'message': 'At most 1 image(s) may be provided in one "
     "request.', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "eval过程我理解是把他做成了多轮对话的形式，每次有了新的call去做图片裁剪，那训练和推理一致的情况下，这里多次召回图片那么多次对话为什么会出现一次请求只能输入一个图片，这里是有什么参数需要修改吗",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "DeepEyes' evaluation runs a multi-turn conversation in which every tool call crops the image and sends the "
     "crop back, so later requests carry several images; the vLLM server it talks to was launched with the image "
     "limit per prompt at 1 (vLLM's default --limit-mm-per-prompt image=1), and vLLM's chat parser refuses the "
     "second image with 400. A launch setting, not a model or memory problem.",
     "commenter woshitff (2025-08-25): raise the limit_mm_per_prompt the vLLM engine is built with (in verl's "
     "verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py, limit_mm_per_prompt=dict(image=max_vllm_images, "
     "video=max_vllm_videos)) - 'turn it up and there is no problem' (调高点就没问题了). The reporter did not confirm "
     "in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the whole description as stored (Chinese: 'I understand eval turns it into a "
          "multi-turn dialogue, each new call crops the image ... why can one request only take one image, is there "
          "a parameter to change?'); the two comments are left out (HZWHH's guess that the OpenAI format allows one "
          "image, and the fix). vLLM version not stated (the message wording is the pre-0.8 chat_utils one). "
          "Judgement calls 1 and 4.")

# ---------------------------------------- LlamaFactory #7886: Qwen2.5-VL-32B via llamafactory api (vllm) -> image=4 in --limit-mm-per-prompt, 10 passed
case("llamafactory-7886-qwen25-vl-32b-api-vllm-limit-mm-per-prompt-image-4-passed-10",
     "https://github.com/hiyouga/LlamaFactory/issues/7886",
     "Inferencing with multiple images with Qwen2.5\n"
     "\n"
     "### System Info\n"
     "\n"
     "```\n"
     "model_name_or_path: Qwen/Qwen2.5-VL-32B-Instruct\n"
     "template: qwen2_vl\n"
     "infer_backend: vllm  # choices: [huggingface, vllm]\n"
     "trust_remote_code: true\n"
     "infer_dtype: bfloat16\n"
     "vllm_gpu_util: 0.9\n"
     "vllm_maxlen: 16000\n"
     "```\n"
     "\n"
     "When trying to give more than four images in the same prompt I get an error.\n"
     "\n"
     "`You said:\n"
     "ValueError: You set or defaulted to image=4 in --limit-mm-per-prompt, but passed 10 image items in the same "
     "prompt.`\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```\n"
     "client = OpenAI(\n"
     "            api_key=\"{}\".format(os.environ.get(\"API_KEY\", \"0\")),\n"
     "            base_url=f\"http://localhost:{port}/v1\",\n"
     "        )\n"
     "        result = client.chat.completions.create(messages=messages, model=\"test\", max_tokens=500)\n"
     "\n"
     "This is how I am prompting the API.\n"
     "```",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "LlamaFactory's OpenAI-style api with infer_backend vllm builds the vLLM engine with an image limit of 4 per "
     "prompt (LlamaFactory's own default for limit_mm_per_prompt); the client sent 10 images in one chat request, "
     "so vLLM's multimodal input check refused it. The limit is a launch setting of the engine; vllm_maxlen and the "
     "GPU utilization are not involved.",
     "the reporter (dinuransika, 2025-04-29): 'This worked. Thanks' - the answer it replies to (how to pass a higher "
     "limit_mm_per_prompt to LlamaFactory's vLLM engine, the reporter's own attempt to put it in the YAML having "
     "failed with 'Some keys are not used by the HfArgumentParser') is not in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, without the checklist line and the 'Others' paragraph "
          "(the reporter's failed attempt to add the flag to the YAML). vLLM and LlamaFactory versions not stated "
          "(April 2025). Judgement calls 1 and 4.")

# ---------------------------------------- xinference #3054: Xinference + vLLM, qwen2.5-vl -> image=2 (or defaulted to 1) in --limit-mm-per-prompt, 3 passed
case("xinference-3054-qwen25-vl-vllm-limit-mm-per-prompt-image-2-passed-3",
     "https://github.com/xorbitsai/inference/issues/3054",
     "can't use '--limit-mm-per-prompt' parameters\n"
     "\n"
     "Generate config GenerationConfig {\n"
     "  \"chat_format\": \"chatml\",\n"
     "  \"do_sample\": true,\n"
     "  \"eos_token_id\": 151643,\n"
     "  \"max_new_tokens\": 512,\n"
     "  \"max_window_size\": 6144,\n"
     "  \"pad_token_id\": 151643,\n"
     "  \"top_k\": 0,\n"
     "  \"top_p\": 0.01\n"
     "}\n"
     "\n"
     "INFO 03-12 09:29:12 async_llm_engine.py:211] Added request 75337c34-ff24-11ef-b6e2-8a8cd53b6db9.\n"
     "INFO 03-12 09:29:12 async_llm_engine.py:188] Finished request 75337c34-ff24-11ef-b6e2-8a8cd53b6db9.\n"
     "2025-03-12 09:29:12,291 xinference.core.model 822191 ERROR    [request 753373ba-ff24-11ef-b6e2-8a8cd53b6db9] "
     "Leave chat, error: You set image=2 (or defaulted to 1) in `--limit-mm-per-prompt`, but passed 3 image items in "
     "the same prompt., elapsed time: 0 s\n"
     "\n"
     "When I was using the qwen2.5-vl model, I encountered this error, ValueError: [address=0.0.0.0:43315, "
     "pid=822191] You set image=2 (or defaulted to 1) in '--limit-mm-per-prompt', but passed 3 image items in the "
     "same prompt., but I don't see the --limit-mm-per-prompt in the vllm parameter\n"
     "\n"
     "### Expected behavior / 期待表现\n"
     "\n"
     "I can set the parameters of vllm myself, do not check it",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "Xinference launched qwen2.5-vl on its vLLM engine with an image limit of 2 per prompt (Xinference's default "
     "limit_mm_per_prompt for the model); a chat request carried 3 images, so vLLM's multimodal input check refused "
     "it at the first such request. The limit is a launch parameter of the model, which the reporter did not find "
     "among Xinference's vLLM options.",
     "maintainer qinxuye (2025-03-19): set limit_mm_per_prompt in the model's extra launch parameters (额外参数里修改 "
     "limit_mm_per_prompt; it applies to vision models on the vLLM engine); cdmstrong (2025-05-08) shows it through "
     "the client: client.launch_model(model_engine=\"vllm\", model_name=\"qwen2.5-vl-instruct\", ..., "
     "limit_mm_per_prompt='{\"image\":3}'). A commenter's first attempt with '--limit-mm-per-prompt image=5' written "
     "as a CLI flag did not start",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the stored chunk of the issue body (turn 0, continued: the generation config, the "
          "engine log lines, the reporter's sentence and the expected behaviour); the comments with the fix are left "
          "out. Xinference and vLLM versions not in the stored text (March 2025; the async_llm_engine log lines are "
          "V0). Judgement calls 1 and 4.")

# ---------------------------------------- opencode #47930: vLLM served with 8 images per prompt, opencode's conversation sends more -> At most 8 image(s)
case("opencode-47930-vllm-limit-mm-per-prompt-8-images-opencode-conversation-over-limit",
     "https://github.com/anomalyco/opencode/issues/47930",
     "--limit-mm-per-prompt 不支持在opencode端进行限制吗?\n"
     "\n"
     "### Description\n"
     "\n"
     "vllm端设置了8张图片,opencode出错后无法继续对话,只能撤回或者新开对话\n"
     "At most 8 image(s) may be provided in one prompt. Set `--limit-mm-per-prompt` to increase this limit. "
     "(parameter=image)",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "The vLLM server behind opencode was started with --limit-mm-per-prompt allowing 8 images per prompt; opencode "
     "resends the whole conversation, so once it holds more than 8 images every request is refused with vLLM's "
     "400 and the conversation cannot continue. The server's launch limit against what the client carries.",
     "no fix reached in the stored text (closed; the reporter asked whether opencode can enforce the limit on its "
     "side). vLLM's own message names the lever: a higher --limit-mm-per-prompt at launch",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the whole issue as stored (Chinese title: 'Is --limit-mm-per-prompt not supported as a limit on "
          "the opencode side?'; body: 'the vllm side is set to 8 images; after opencode errors the conversation "
          "cannot go on, only undo or start a new one'). The '(parameter=image)' suffix marks a 2026 vLLM. Judgement "
          "calls 1 and 5.")

# ---------------------------------------- vllm #20409: QwenLong-L1-32B served at 16384, eval asks 10000 completion tokens -> maximum context length 16384
case("vllm-20409-qwenlong-l1-32b-max-model-len-16384-prompt-9591-plus-completion-10000",
     "https://github.com/vllm-project/vllm/issues/20409",
     "[Usage]: ValueError: This model's maximum context length is 16384 tokens. However, you requested 122946 "
     "tokens (112946 in the messages, 10000 in the completion). Please reduce the length of the messag\n"
     "\n"
     "```log\n"
     "Namespace(save_dir='./results//', save_file='eval_results_docmath_QwenLong-L1-32B', "
     "model='/primus_source_checkpoint/QwenLong-L1-32B', tokenizer='/primus_source_checkpoint/QwenLong-L1-32B', "
     "n_proc=4, api='openai', sampling=1)\n"
     "original data len 200\n"
     "sampling data len 200\n"
     "0\n"
     "199\n"
     "  0%|          | 0/50 [00:00<?, ?it/s]Token indices sequence length is longer than the specified maximum "
     "sequence length for this model (25461 > 16384). Running this sequence through the model will result in "
     "indexing errors\n"
     "Token indices sequence length is longer than the specified maximum sequence length for this model (29714 > "
     "16384). Running this sequence through the model will result in indexing errors\n"
     "Token indices sequence length is longer than the specified maximum sequence length for this model (92713 > "
     "16384). Running this sequence through the model will result in indexing errors\n"
     "Error Occurs: \"Error code: 400 - {'object': 'error', 'message': \"This model's maximum context length is "
     "16384 tokens. However, you requested 19591 tokens (9591 in the messages, 10000 in the completion). Please "
     "reduce the length of the messages or completion. None\", 'type': 'BadRequestError', 'param': None, 'code': "
     "400}\"\n"
     "```\n"
     "...\n"
     "the vllm server outputs:\n"
     "```log\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200] Error in preprocessing prompt inputs\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200] Traceback (most recent call last):\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200]   File \"/root/storage/miniconda3/envs/kkms_test/lib/python3.10/"
     "site-packages/vllm/entrypoints/openai/serving_chat.py\", line 183, in create_chat_completion\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200]     ) = await self._preprocess_chat(\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200]   File \"/root/storage/miniconda3/envs/kkms_test/lib/python3.10/"
     "site-packages/vllm/entrypoints/openai/serving_engine.py\", line 835, in _preprocess_chat\n"
     "ERROR 07-03 03:19:15 [serving_chat.py:200]     prompt_inputs = await self._tokenize_prompt_input_async(",
     "vllm_check_failed", {"max_model_len": 16384}, "prompt_exceeds_max_model_len",
     "QwenLong-L1-32B was served with a context window of 16384 tokens, while the DocMath evaluation sends documents "
     "of 9,591 to 112,946 prompt tokens and asks for 10,000 completion tokens on top; every request whose prompt + "
     "max_tokens passes 16384 is refused by vLLM's OpenAI server with 400. The server runs; the length it was "
     "launched with does not fit the requests.",
     "no fix reached in the stored text (usage question, open). The levers the message names: a larger "
     "--max-model-len at launch (the model is a long-context Qwen2.5-32B derivative) and a smaller max_tokens / "
     "shorter inputs on the client",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 16384}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the title and two stored chunks of the description (the client log, then the head of the server "
          "traceback), joined with '...'; the vLLM serve command and version are not in the stored chunks (the "
          "'[serving_chat.py:200]' log format is 0.8/0.9). Judgement calls 3 and 5.")

# ---------------------------------------- specreason #4: vLLM served at max_model_len 8192, prompt 7691 + 512 completion -> maximum context length 8192
case("specreason-4-vllm-max-model-len-8192-prompt-7691-plus-completion-512",
     "https://github.com/ruipeterpan/specreason/issues/4",
     "maximum context length\n"
     "\n"
     "Hi, thanks for the work. We set the maximum context length to 8192.\n"
     "We get the following error. \n"
     "`ERROR 05-08 21:27:27 [serving_chat.py:198] ValueError: This model's maximum context length is 8192 tokens. "
     "However, you requested 8203 tokens (7691 in the messages, 512 in the completion). Please reduce the length of "
     "the messages or completion.`\n"
     "\n"
     "How can I solve this problem? I mean, will only increasing the maximum context length affect the performance?",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "The reporter started the vLLM server (SpecReason's reasoning setup) with a maximum context length of 8192; a "
     "multi-step request reached 7,691 prompt tokens and asked for 512 more, 8,203 in all, so vLLM's OpenAI server "
     "refused it. The launch's max_model_len against the request's prompt + max_tokens.",
     "no fix stated in the stored text (closed). The reporter's own question names the lever: a larger maximum "
     "context length (--max-model-len) at launch, or fewer completion tokens / a shorter history per request",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 8192}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the whole issue as stored. vLLM version and model not stated (May 2025; the log format is "
          "0.8.x). Judgement calls 3 and 5.")

# ---------------------------------------- LlamaFactory #3241: webui chat, Qwen1.5-7B-Chat on vllm, vllm_maxlen default 2048 -> Input prompt (5556) exceeds limit of 2048
case("llamafactory-3241-qwen15-7b-chat-webui-vllm-maxlen-default-input-prompt-5556-exceeds-2048",
     "https://github.com/hiyouga/LlamaFactory/issues/3241",
     "使用vllm推理引擎的时候提示Input prompt (5556 tokens) is too long and exceeds limit of 2048\n"
     "\n"
     "### Reminder\n"
     "\n"
     "- [X] I have read the README and searched the existing issues.\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```\n"
     "CUDA_VISIBLE_DEVICES=0 python src/train_web.py\n"
     "```\n"
     "\n"
     "在 chat tab 加载 Qwen1.5-7B-Chat 模型，并输入超过 2048 的 prompt",
     "vllm_check_failed", {"max_model_len": 2048}, "prompt_exceeds_max_model_len",
     "LlamaFactory's web UI chat tab builds its vLLM engine with max_model_len = vllm_maxlen, whose default is 2048; "
     "Qwen1.5-7B-Chat supports a far longer context, but a prompt of 5,556 tokens is over the 2048 the engine was "
     "started with, so vLLM's (V0) scheduler drops it with 'Input prompt ... exceeds limit of 2048'. A launch "
     "setting, not a model or memory limit.",
     "maintainer hiyouga (2024-04-12): launch with `--vllm_maxlen 8192` (LlamaFactory's name for vLLM's "
     "max_model_len); the issue is labelled solved",
     release=None, gpu=None, gpus=1, command="CUDA_VISIBLE_DEVICES=0 python src/train_web.py",
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 2048}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the title and the description as stored (Chinese: 'with the vllm inference engine: Input prompt "
          "(5556 tokens) is too long and exceeds limit of 2048'; 'load Qwen1.5-7B-Chat in the chat tab and enter a "
          "prompt over 2048'); the maintainer's one-line answer is left out. vLLM version not stated (April 2024, "
          "V0). LlamaFactory #3961 (limit 4000, same class) was not taken. Judgement call 4.")

# ---------------------------------------- tunix PR #222: tunix sets vLLM max_model_len from the generation steps only -> decoder prompt (length 44) > 16
case("tunix-pr222-vllm-max-model-len-16-from-generation-steps-decoder-prompt-44",
     "https://github.com/google/tunix/pull/222",
     "Fix vllm max_model_len check\n"
     "\n"
     "File \"/home/tsbao_google_com/vllm/vllm/v1/engine/processor.py\", line 268, in process_inputs\n"
     "    self._validate_model_inputs(processed_inputs, lora_request)\n"
     "  File \"/home/tsbao_google_com/vllm/vllm/v1/engine/processor.py\", line 352, in _validate_model_inputs\n"
     "    self._validate_model_input(decoder_inputs,\n"
     "  File \"/home/tsbao_google_com/vllm/vllm/v1/engine/processor.py\", line 405, in _validate_model_input\n"
     "    raise ValueError(\n"
     "ValueError: The decoder prompt (length 44) is longer than the maximum model length of 16. Make sure that "
     "`max_model_len` is no smaller than the number of text tokens.",
     "vllm_check_failed", {"max_model_len": 16}, "prompt_exceeds_max_model_len",
     "tunix built its vLLM engine with max_model_len taken from total_generation_steps alone (16 here), but "
     "max_model_len has to hold the prompt and the generation together; the 44-token prompt is over the 16 tokens "
     "the engine was launched with, so vLLM V1's input processor refuses the first request.",
     "the PR's author (tianshub, 2025-08-26) proposes checking max_model_len against prompt length + "
     "total_generation_steps (i.e. launching vLLM with a max_model_len that covers both); the PR is open in the "
     "stored text, so the fix is not confirmed merged",
     release="vLLM V1 from a source checkout (August 2025)", gpu=None, gpus=None, command=None,
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 16}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the PR title and the traceback its description quotes (the description's explanatory sentences, "
          "which state the cause, are left out). A fix PR, not an issue; the engine runs TPU / JAX-side RL in tunix, "
          "no GPU named. Judgement calls 4 and 5.")

# ---------------------------------------- vllm #10440: LLM(..., max_model_len=1000) + 36k-token prompt -> Input prompt (36893) exceeds limit of 1000
case("vllm-10440-llama3-8b-instruct-llm-max-model-len-1000-input-prompt-36893-exceeds-limit",
     "https://github.com/vllm-project/vllm/issues/10440",
     "[Bug]: Input prompt (35247 tokens) is too long and exceeds limit of 1000\n"
     "\n"
     "I am trying to send a rather long prompt (36k tokens) to VLLM supported models, in particular "
     "llama3_8B_Instruct. However I am getting the error below:\n"
     "\n"
     "scheduler.py:648] Input prompt (36893 tokens) is too long and exceeds limit of 1000\n"
     "\n"
     "How can I fix this? Is 1000 tokens the max context length for llama3_8B_Instruct? Are there any VLLM supported "
     "models that accept longer input context windows? Thank you!",
     "vllm_check_failed", {"max_model_len": 1000}, "prompt_exceeds_max_model_len",
     "The reporter's offline vllm.LLM was built with max_model_len=1000 (their follow-up shows LLM(model=..., "
     "gpu_memory_utilization=0.95, max_model_len=1000, ...)), so vLLM's V0 scheduler caps every prompt at 1000 "
     "tokens and drops the 36k-token prompt. The limit is the launch's own setting, not the model's; Llama 3 8B "
     "itself holds 8K, so even the model's full context would not take 36k tokens.",
     "commenter zhur0ng (2024-11-19/20): the scheduler's prompt limit comes from max_model_len / "
     "max_num_batched_tokens given at start-up (there is no prompt_limit argument; passing one raised TypeError), "
     "and Llama 3's maximum context is 8K tokens. No working configuration for the 36k prompt is in the stored text "
     "(a longer-context model or a shorter prompt)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 1000}],
     note="Excerpt: the title and the description as stored (the title says 35247 tokens, the pasted line 36893: two "
          "runs). The launch (max_model_len=1000) is only in the reporter's follow-up comment, left out with the "
          "answers because the same line also carries the failed 'prompt_limit=50000' attempt. vLLM version not "
          "stated (November 2024, V0 scheduler). Judgement calls 3 and 5.")

# ---------------------------------------- openrag #128: VLM behind openrag served at 8192, large pptx images -> decoder prompt (length 15983) > 8192
case("openrag-128-vlm-max-model-len-8192-pptx-images-decoder-prompt-15983",
     "https://github.com/linagora/openrag/issues/128",
     "Decoder prompt is longer than the maximum model length\n"
     "\n"
     "We met this error after indexing a pptx file:\n"
     "\n"
     "```\n"
     "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'The decoder prompt (length 15983) is "
     "longer than the maximum model length of 8192. Make sure that `max_model_len` is no smaller than the number of "
     "text tokens plus multimodal tokens. For image inputs, the number of image tokens depends on the number of "
     "images, and possibly their aspect ratios as well.', 'type': 'BadRequestError', 'param': None, 'code': 400}\n"
     "```",
     "vllm_check_failed", {"max_model_len": 8192}, "prompt_exceeds_max_model_len",
     "OpenRAG captions the images of indexed documents with a vision-language model served by vLLM at a "
     "max_model_len of 8192; the large images of a pptx file produce 15,983 prompt tokens (text plus image tokens), "
     "so vLLM refuses the request with 400. The server's launch length against the size of the images sent.",
     "commenter Ahmath-Gadji (2025-11-12): 'large images are problematic and i think that this fix helps' - a fix "
     "on OpenRAG's side (shrinking what is sent per image) whose content is not in the stored text; a larger "
     "--max-model-len at launch is the other lever vLLM's message names",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM_NO_LEN + [{"flag": "--max-model-len", "at_most": 8192}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the whole issue description as stored; the one comment is left out. vLLM version and VLM not "
          "stated (November 2025). Judgement call 3.")

# ---------------------------------------- vllm #447: mpt-7b-instruct, vLLM 0.1.x default max_num_batched_tokens 2560 -> Input prompt (3622) exceeds limit of 2560
case("vllm-447-mpt-7b-instruct-v01-default-max-num-batched-tokens-2560-input-prompt-3622",
     "https://github.com/vllm-project/vllm/issues/447",
     "scheduler max-length\n"
     "\n"
     "I am running mpt-7b-instruct  which should support \"arbitrary long contexts\". However when I provide the "
     "model long inputs I get this warning (and the model does not produce any output):\n"
     "\n"
     "```\n"
     "Token indices sequence length is longer than the specified maximum sequence length for this model (3622 > "
     "2048). Running this sequence through the model will result in indexing errors\n"
     "WARNING 07-12 15:03:35 scheduler.py:194] Input prompt (3622 tokens) is too long and exceeds limit of 2560\n"
     "```\n"
     "\n"
     "What is this scheduler limit? My understanding is that it is not related to the model. How can I change it?",
     "vllm_check_failed", {"max_num_batched_tokens": 2560}, "batched_tokens_too_small",
     "In vLLM 0.1.x the scheduler's prompt limit is the smaller of the model's maximum length and "
     "max_num_batched_tokens, whose default was 2560; the engine was started with that default, so a 3,622-token "
     "prompt for mpt-7b-instruct is dropped with no output. The binding limit is the batched-token budget of the "
     "launch, not the model's context.",
     "maintainer LiuXiaoxuanPKU (2023-07-12): 'It seems you hit the limit of the maximum number of batched tokens' - "
     "raise max_num_batched_tokens (engine args, default 2560 in arg_utils.py); the reporter: 'Thank you so much for "
     "the super fast reply. That worked.'",
     release="0.1.x (July 2023)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored; the answers are left out. The tokenizer's '(3622 > "
          "2048)' warning is transformers' model_max_length, not vLLM's limit. Judgement call 2.")

# ---------------------------------------- vllm #13209: vLLM 0.7.2, max_model_len > 32768 turns chunked prefill on with 2048 batched tokens -> exceeds limit of 2048
case("vllm-13209-v072-input-prompt-32889-exceeds-limit-2048-batched-tokens-default",
     "https://github.com/vllm-project/vllm/issues/13209",
     "[Bug]: WARNING 02-13 07:19:11 scheduler.py:949] Input prompt (32889 tokens) is too long and exceeds limit of "
     "2048\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "vllm:0.7.2\n"
     "it's a problem!\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "INFO 02-13 07:19:11 async_llm_engine.py:211] Added request chatcmpl-59c408fd038b4931bcaa80f61817574b.\n"
     "WARNING 02-13 07:19:11 scheduler.py:949] Input prompt (32889 tokens) is too long and exceeds limit of 2048\n"
     "INFO 02-13 07:19:11 async_llm_engine.py:179] Finished request chatcmpl-59c408fd038b4931bcaa80f61817574b.\n"
     "\n"
     "And there is no output.",
     "vllm_check_failed", {"max_num_batched_tokens": 2048}, "batched_tokens_too_small",
     "With vLLM 0.7.2 (V0 engine), a max_model_len above 32768 makes vLLM turn chunked prefill on and set "
     "max_num_batched_tokens to 2048; where chunked prefill is then not in effect (disabled, or unsupported for the "
     "model), the V0 scheduler caps each prompt at max_num_batched_tokens, so the 32,889-token request is dropped "
     "with no output. The limit of 2048 comes from the launch's batched-token budget, not from max_model_len.",
     "no fix confirmed by the reporter (closed as stale). Commenter pathorn (2025-02-14) diagnosed the 2048 as the "
     "max-num-batched-tokens default vLLM sets when max_model_len > 32768 (with chunked prefill off or unsupported it "
     "becomes the prompt limit); the lever is an explicit --max-num-batched-tokens at least the prompt length (or "
     "chunked prefill kept on). Another commenter asked for the --max-model-len and model, not answered in the "
     "stored text",
     release="0.7.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, without the checklist line; the comments are left "
          "out. The launch command and model are not in the stored text. Judgement calls 2 and 5 (the diagnosis is a "
          "commenter's; the lead may prefer prompt_exceeds_max_model_len).")

# ---------------------------------------- Yuxi #254: custom model on ai.gitee.com (vLLM without tool calling) -> "auto" tool choice requires --enable-auto-tool-choice
case("yuxi-254-gitee-hosted-qwen3-8b-vllm-auto-tool-choice-requires-enable-auto-tool-choice",
     "https://github.com/xerrors/Yuxi/issues/254",
     "Error: 自定义模型时报错，Error streaming messages: Error code: 400 - {'object': 'error', 'message': '\"auto\" tool "
     "choice requires --enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'BadRequest\n"
     "\n"
     "1️⃣ 描述一下问题\n"
     "\n"
     "使用了自定义的ai 模型接口，对话时报以下错误\n"
     "\n"
     "2️⃣ 报错日志\n"
     "\n"
     "Error streaming messages: Error code: 400 - {'object': 'error', 'message': '\"auto\" tool choice requires "
     "--enable-auto-tool-choice and --tool-call-parser to be set', 'type': 'BadRequestError', 'param': None, "
     "'code': 400}\n"
     "\n"
     "ai的接口和key测试过是没问题的，我觉得就是配置可能有问题，base.yaml 文件如下：\n"
     "\n"
     "custom_models:\n"
     "- api_base: https://ai.gitee.com/v1\n"
     "  api_key: ******************************YXLE23\n"
     "  custom_id: Qwen3-8B-Mfrx\n"
     "  name: Qwen3-8B\n"
     "default_agent_id: ChatbotAgent\n"
     "embed_model: siliconflow/BAAI/bge-m3\n"
     "enable_reranker: true\n"
     "enable_web_search: true\n"
     "filename: saves/config/base.yaml\n"
     "model_dir: models\n"
     "model_name: Qwen3-8B-Mfrx\n"
     "model_provider: custom",
     "vllm_check_failed", {}, "auto_tool_choice_not_enabled",
     "Yuxi's agents send chat requests with tools (tool_choice auto) to a custom OpenAI-compatible endpoint, a "
     "Qwen3-8B deployment on ai.gitee.com that answers with vLLM's error: the vLLM behind it was launched without "
     "--enable-auto-tool-choice / --tool-call-parser, so every tool-using request is refused with 400. The "
     "endpoint's launch, not Yuxi's config or the key.",
     "maintainer Yuchuan925 (2025-08-25): from the error, gitee deployed Qwen3-8B without tool calling enabled, and "
     "the agents need a model with tool calling. No fix reached by the reporter (the endpoint's launch is gitee's; "
     "on a self-run vLLM the fix is --enable-auto-tool-choice --tool-call-parser hermes for Qwen3)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored, cut after the custom model lines of base.yaml (the "
          "rest of the provider list is left out); the maintainer's answer is left out. Chinese: 'error with a "
          "custom model'; 'the interface and key were tested fine, I think the configuration may be wrong'. "
          "Judgement call 4.")

# ---------------------------------------- QodeAssist #73: vllm serve unsloth/Qwen2.5-Coder-7B-bnb-4bit (base, no chat template) -> default chat template no longer allowed
case("qodeassist-73-vllm-serve-qwen25-coder-7b-base-bnb-no-chat-template-default-not-allowed",
     "https://github.com/Palm1r/QodeAssist/issues/73",
     "Using Qwen2.5-Code with vLLM interface for FIM (Help Wanted)\n"
     "\n"
     "Hi,\n"
     "I'm trying to deploy Qwen2.5-Code for FIM task to be used with this plugin. But when messages reach the "
     "server, following error will be raised:\n"
     "```\n"
     "As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat template if "
     "the tokenizer does not define one.\n"
     "```\n"
     "\n"
     "I think I should provide a Jinja2 template for the task to use the messages to build the template for the "
     "code. But I don't know how to integrate it with the plugin. Can anyone provide a template example to be used "
     "with `vllm` that works for FIM and use current QwenFIM template in the plugin?\n"
     "\n"
     "Here is what I try to run as a server:\n"
     "```bash\n"
     "vllm serve unsloth/Qwen2.5-Coder-7B-bnb-4bit --quantization bitsandbytes --load-format bitsandbytes\n"
     "```",
     "chat_template_missing", {}, "chat_template_missing",
     "The server runs the base (non-instruct) Qwen2.5-Coder-7B checkpoint, whose tokenizer defines no chat "
     "template, and was launched without --chat-template; the plugin sends chat messages, so vLLM (with "
     "transformers >= 4.44) refuses every chat request. Not a quantization or memory problem.",
     "no fix reached in the stored text: the reporter closed the issue as a server-side matter. The message's lever "
     "is a --chat-template at launch (or the plugin's completion / FIM path without chat messages, or the instruct "
     "checkpoint)",
     release=None, gpu=None, gpus=None,
     command="vllm serve unsloth/Qwen2.5-Coder-7B-bnb-4bit --quantization bitsandbytes --load-format bitsandbytes",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--load-format"}],
     note="Excerpt: the title and the description as stored; the reporter's closing comment is left out. vLLM version "
          "not stated (January 2025). Judgement call 5.")

if __name__ == "__main__":
    BATCH.write()
