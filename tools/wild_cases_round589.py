"""Round-589 blind batch: VISION-LANGUAGE and MULTIMODAL models at vLLM start-up (Qwen2-VL / 2.5-VL / 2.5-Omni,
InternVL, LLaVA, Pixtral, MiniCPM-V, Gemma 3, mllama, Phi-3.5/4 vision, Molmo, GLM-4V, DeepSeek-VL2, Ovis, PaliGemma):
processor / HF-config errors, --limit-mm-per-prompt, encoder cache / max_num_batched_tokens, mm profiling, video
back-ends; collected by helper wild589 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round589-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(or, where the thread's answer is not stored, from the message itself and a maintainer's diagnosis of the same message
on another thread, said so per case). The fix is left out of each excerpt.

Look-ups: 28 of the 40 allowed, all ``search`` (corpus issues 24, docs 2, pages 1, code 1), all answered; a few only
re-showed threads already seen. The slice is MINED OUT on the search corpus: rounds 131, 182, 322, 431, 524, 566
(and the memory / flag rounds) have already used or skip-listed nearly every multimodal start-up thread the issues
corpus returns (Qwen2/2.5-VL processor failures, mllama profiling OOM, Phi-3-vision / Phi-4-multimodal, Molmo,
DeepSeek-VL2, GLM-4.1V limit_mm_per_prompt, decord / video back-ends, Pixtral, Gemma 3). The four cases below were found
WITHOUT look-ups in the local yunwei37/vllm-exp mirror (bug-study/analysis_llm/sample_results/vllm/**/issues.json,
~1,400 vLLM issue bodies, no comments; a body of a vLLM issue no round file names and USED_SOURCES.txt lacks), then
checked with one search each. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against
every earlier round file's '#N' before it was spent on.

Cases (4): vllm #12052 (PaliGemma2 pt checkpoint behind the OpenAI server: no chat template), vllm #5589 (InternVL-Chat
V1.5 / InternVL2 on a vLLM without InternVL: 'InternVLChatConfig' object has no attribute 'num_attention_heads'), vllm
#16645 (Qwen2.5-Omni-7B in the v0.8.2 image with transformers 4.52.0.dev0: 'Qwen2_5OmniConfig' ... num_attention_heads),
vllm #17595 (FP8 W8A8 Qwen2.5-VL on an L40S, 0.8.4: cutlass_scaled_mm's shape assert in the vision tower's MLP).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists (not re-opened): vllm #11762, #16429, #19733,
  #20855, #9445, #8879, #10034, #5976, #9630, #28292, #13929, #39687, #21615, #9805, #14192, #12118, #34403, #15788,
  #15440, #16569, #12106, #13124, #12820, #20881, #23714, #17250, #16380, #16378, #15764, #7996, #16292, #20902,
  #19360, #15802, #17431; vllm-ascend #1942, #2064, #6934; QwenLM/Qwen3-VL #806, #738, #1267; QwenLM/Qwen2.5-Omni #274;
  zai-org/GLM-V #9, #15, #28, #204; X-PLUG/MobileAgent #162; gpustack #2356; xorbitsai/inference #2941;
  studio-dots-ai/dots.ocr #84; vllm-project/llm-compressor #1591; DeepSeek-VL2 #75; tpu-inference PR #1374;
  allenai/olmocr #260, #269; ATH-MaaS/Ovis #121; mistralai/mistral-common #109; ray-project/ray #51193, #51154, #51242;
  vllm #14610; jishuzhan.net/article/2002605617710694401; Pixtral-Large-Instruct-2411 HF discussion #13; vllm #9531,
  #5934, #29606, #15968; OpenGVLab/InternVL #1059, #1244; vllm-ascend #742, #2259 (InternVL and Florence-2 threads).
- Error or answer not in the stored text: vllm #13651 (Qwen2.5-VL start 'stuck' in the dummy-data processor, a
  screenshot env and a maintainer's request for a stack trace; no fix), #14456 (Qwen2.5-VL-7B-AWQ under Ray Serve on
  4x L40S: 'No CUDA GPUs are available' plus, in a second app, 'torch.bfloat16 is not supported for quantization method
  awq'; answer not stored, and the class is already four fixtures: ray-51193, ray-51154, vllm-14413), #17646 (Ovis on a
  May-2025 nightly, TP 4: 'OvisConfig' object has no attribute 'num_attention_heads'; open, no answer stored; Ovis2
  landed with PR #15826), #18414 (V0 'Attempted to assign 1705 multimodal tokens to 0 placeholders' with chunked
  prefill; answer not stored), vllm-ascend #1276 (InternVL2.5-38B on Ascend, 'InternVLChatConfig' object has no
  attribute 'num_hidden_layers'; closed by vllm-ascend PR #1803 but the stored comment says that branch failed next;
  mixed), vllm-ascend #622 (Qwen-VL-72B on 0.8.4rc2 'reboots the machine'; no error line), EleutherAI/lm-evaluation-
  harness #2731 (Pixtral-12B-2409 via lm-eval's vllm backend; the vLLM error is beyond the chunk), huggingface/
  transformers PR #34160 (a Florence-2 vLLM sidecar traceback in a comment, cut before its error line).
- Not a start-up failure / not caused by the launch: vllm #17565 (a main-branch regression of PR #17270 in the
  Pixtral-HF example, a developer report), #14529 (GLM-4V CI test), #6322, #7068, #11792, #14897 (request-time
  placeholder mismatches), #15078, #13099, #19144, #16107, #8066 (TPU InternVL2 graph break, developer run), vllm #9360
  (Molmo text-only request), dottxt-ai/outlines #1272, hiyouga/LlamaFactory #6532 (HF transformers, not vLLM),
  QwenLM/Qwen3-VL #736 / #1892 (decord hangs in qwen-vl-utils, not vLLM), huggingface/transformers #37515 (the same
  report as vllm #16645 by the same user).

Judgement calls for the lead:
1. All three excerpts are the issue BODIES as the yunwei37/vllm-exp mirror stores them (the issues corpus's chunks of
   #12052 are absent and those of #5589 hold only the comments); the URL cited is the vLLM issue itself. For #5589 the
   excerpt is the title plus the comments that restate the error (the body, with the reporter's versions, is not in
   either store); for #12052 and #16645 the body is used, cut to the error and the launch.
2. vllm-12052: the failure is at the first /v1/chat/completions request, caused by serving a PRETRAINED (pt)
   PaliGemma2 checkpoint, which has no chat template, without --chat-template. Kind/cause chat_template_missing, as the
   five earlier fixtures with this message (dspy-1982, tt-inference-server-36, vllm-29849, ...). The thread's 19
   comments are not stored anywhere the collector could reach, so the fix is read from the message (pass a template,
   or use /v1/completions with PaliGemma's own prompt format); no fix from the thread.
3. vllm-5589: kind hf_config_type_mismatch, cause architecture_unsupported (the same labels as vllm-15754 and
   intern-s1-12). The cause rests on a commenter ('you could check your vllm version, vllm>=0.5.4'), the reporter's
   question whether InternVL 1.5 is supported, and the release history (InternVL / InternVL2 support arrived in 0.5.4,
   after the issue was opened in June 2024); the maintainer's own reply is cut in the store. Release unknown.
4. vllm-16645: the same message, release (v0.8.2 image) and cause as the existing fixture vllm-15754, from another
   reporter with the full traceback; kept as a second independent report. Its own thread's comments are not stored: the
   fix is the maintainer's diagnosis of the same error in vllm #15754 (DarkLight1337: vLLM's Qwen2.5-Omni support was PR
   #15130, so transformers alone cannot fix it) and the release that shipped it. The lead may drop it as a duplicate
   class.
5. vllm-17595: no answer in its thread (closed as stale, 0 comments). The cause is read from the frames (the vision
   tower's gate_proj under compressed-tensors FP8 -> cutlass_scaled_mm's 'b.shape % 16' assert) and confirmed by the
   text of vLLM PR #41868 (Qwen2.5-VL layers 'not divisible by 16' cannot use cutlass_scaled_mm and fall back to
   triton_scaled_mm); the vision MLP width 3420 is the collector's reading of Qwen2.5-VL's vision config, not printed in
   the log. A first-request failure, not a start-up crash. Kind quantization_kernel_bug (the other cutlass_scaled_mm
   fixtures); README's bare-assert rule would make it vllm_check_failed (site _custom_ops.py::cutlass_scaled_mm).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round589-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #12052: PaliGemma2 3B pt-896 in the vllm-openai Docker image -> default chat template no longer allowed
case("vllm-12052-paligemma2-3b-pt-896-docker-openai-serve-default-chat-template-not-allowed",
     "https://github.com/vllm-project/vllm/issues/12052",
     "[Bug]: PaliGemma2 not working with OpenAI Docker serve\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "Just using Docker image 0.6.6post1\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Just try to run https://huggingface.co/google/paligemma2-3b-pt-896 using Docker vllm image. My docker compose "
     "follows:\n"
     "\n"
     "```\n"
     "services:\n"
     "  app:\n"
     "    image: vllm/vllm-openai:latest\n"
     "    runtime: nvidia\n"
     "    restart: unless-stopped\n"
     "    ports:\n"
     "      - \"8000:8000\"\n"
     "    volumes:\n"
     "      - ./cache:/root/.cache/huggingface\n"
     "    environment:\n"
     "      - HUGGING_FACE_HUB_TOKEN=hf_\n"
     "    ipc: host\n"
     "    command:\n"
     "      - --host\n"
     "      - 0.0.0.0\n"
     "      - --model\n"
     "      - google/paligemma2-3b-pt-896\n"
     "      - --limit-mm-per-prompt\n"
     "      - 'image=1'\n"
     "      - --trust-remote-code\n"
     "      - --max-model-len\n"
     "      - \"8192\"\n"
     "\n"
     "```\n"
     "\n"
     "It does NOT work, the issue is the same reported in the pull request here: "
     "https://github.com/vllm-project/vllm/pull/11142#issuecomment-2541342321\n"
     "and is:\n"
     "`ValueError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat "
     "template if the tokenizer does not define one.`",
     "chat_template_missing", {"max_model_len": 8192}, "chat_template_missing",
     "The vllm/vllm-openai image (0.6.6.post1) serving google/paligemma2-3b-pt-896, a PRETRAINED PaliGemma2 checkpoint "
     "whose tokenizer defines no chat template, through the OpenAI-compatible server. The engine starts; the chat "
     "completions endpoint then has to render the messages with a chat template, and since transformers 4.44 there is "
     "no default template to fall back on, so every chat request is refused with this ValueError. Caused by the launch "
     "(no --chat-template for a model without one), not by memory, GPUs or the multimodal limits.",
     "no fix in the stored text (the issue is open with 19 comments the collector could not reach). The message itself "
     "gives it: provide a chat template (--chat-template with a Jinja template that emits PaliGemma's prefix format), or "
     "call /v1/completions with PaliGemma's own prompt ('<image>' + prefix) instead of /v1/chat/completions",
     release="0.6.6.post1 (vllm/vllm-openai Docker image; the compose file says :latest)", gpu=None, gpus=None,
     command="vllm/vllm-openai:latest --host 0.0.0.0 --model google/paligemma2-3b-pt-896 --limit-mm-per-prompt "
             "'image=1' --trust-remote-code --max-model-len 8192",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title and body as the yunwei37/vllm-exp mirror stores them (the 'Model Input Dumps: No "
          "response' section and the submission checklist dropped); the search corpus has no chunk of this thread. "
          "The error is quoted by the reporter in one line, not as a log. Not a crash at start: the failure comes at the "
          "first chat request, because of what the launch left out. numbers: only --max-model-len 8192 from the "
          "compose file.")

# ---------------------------------------- vllm #5589: InternVL-Chat-V1-5 / InternVL2 on a vLLM without InternVL -> 'InternVLChatConfig' object has no attribute 'num_attention_heads'
case("vllm-5589-internvl-chat-v1-5-internvl2-internvlchatconfig-no-num-attention-heads",
     "https://github.com/vllm-project/vllm/issues/5589",
     "[Usage]: 'InternVLChatConfig' object has no attribute 'num_attention_heads'\n"
     "\n"
     "wangdong1992 · comment · 2024-06-18\n"
     "I confirmed that there is a valid config.json in my model. Does vllm support internvl 1.5 now?\n"
     "\n"
     "lzhptr · comment · 2024-07-05\n"
     "Does vllm support InternVL-Chat-V1-5 now?\n"
     "\n"
     "lzhptr · comment · 2024-07-05\n"
     "I also reported the same error as you\n"
     "\n"
     "riyajatar37003 · comment · 2024-08-01\n"
     "'InternVLChatConfig' object has no attribute 'num_attention_heads' same error\n"
     "\n"
     "Elissa0723 · comment · 2024-08-08\n"
     "I had this same error with InternVL2",
     "hf_config_type_mismatch", {}, "architecture_unsupported",
     "OpenGVLab's InternVL-Chat-V1-5 (and, for later commenters, InternVL2) loaded with trust_remote_code into a vLLM "
     "release that had no InternVL model (the issue dates from June 2024, vLLM 0.5.0 / 0.5.1): vLLM treated the "
     "composite InternVLChatConfig (whose language model's settings sit under llm_config) as a plain text config and "
     "failed while sizing the model, reading num_attention_heads from it. The checkpoint is fine (the reporter checked "
     "config.json); the vLLM release lacks the architecture. Not a memory or GPU problem.",
     "a commenter (ruthy-wei, 2024-08-28): 'you could check your vllm version, vllm>=0.5.4' (vLLM 0.5.4 is the first "
     "release with InternVL / InternVL2 support); maintainer mgoin had first asked whether the folder has a valid "
     "config.json (it did). The maintainer DarkLight1337's later reply is cut in the stored text",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the comments that restate the error as the search corpus stores the thread; "
          "the issue body (the reporter's command and versions) is in neither store, and the comments with the answer "
          "(mgoin's config.json question, ruthy-wei's version advice, DarkLight1337's cut reply) and a screenshot-only "
          "'same error' are left out. Kind hf_config_type_mismatch and cause architecture_unsupported, as vllm-15754 "
          "and intern-s1-12 (an HF config object lacks an attribute vLLM reads because the release has no model class "
          "for it).")

# ---------------------------------------- vllm #16645: Qwen2.5-Omni-7B in the v0.8.2 image with transformers 4.52.0.dev0 on an L20 -> 'Qwen2_5OmniConfig' object has no attribute 'num_attention_heads'
case("vllm-16645-qwen25-omni-7b-v082-image-transformers-452dev-l20-qwen2-5-omni-config-no-num-attention-heads",
     "https://github.com/vllm-project/vllm/issues/16645",
     "[Bug]: AttributeError: 'Qwen2_5OmniConfig' object has no attribute 'num_attention_heads'\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "...\n"
     "transformers version: 4.52.0.dev0\n"
     "...\n"
     "PyTorch version (GPU?): 2.6.0+cu124 (True)\n"
     "...\n"
     "GPU type: NVIDIA L20\n"
     "`(base) root@node15:/disk2/Qwen2.5-Omni-7B# more docker-compose.yml\n"
     "...\n"
     "image: vllm/vllm-openai:v0.8.2\n"
     "...\n"
     "command: >\n"
     "--model /models/Qwen2.5-Omni-7B\n"
     "--tokenizer_mode=\"auto\"\n"
     "--trust-remote-code\n"
     "--dtype=bfloat16\n"
     "--max_num_seqs=256\n"
     "--tensor_parallel_size=1\n"
     "--gpu-memory-utilization=0.9\n"
     "--max-model-len=65536\n"
     "--served-model-name=Qwen2.5-Omni-7B\n"
     "...\n"
     "(base) root@node15:/disk2/Qwen2.5-Omni-7B# docker logs -f Qwen2.5-Omni-7B\n"
     "INFO 04-15 00:06:11 [init.py:239] Automatically detected platform cuda.\n"
     "INFO 04-15 00:06:13 [api_server.py:981] vLLM API server version 0.8.2\n"
     "...\n"
     "Unrecognized keys in rope_scaling for 'rope_type'='default': {'mrope_section'}\n"
     "INFO 04-15 00:06:22 [config.py:585] This model supports multiple tasks: {'reward', 'generate', 'classify', "
     "'score', 'embed'}. Defaulting to 'generate'.\n"
     "INFO 04-15 00:06:22 [config.py:1697] Chunked prefill is enabled with max_num_batched_tokens=2048.\n"
     "...\n"
     "INFO 04-15 00:06:26 [parallel_state.py:954] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank 0\n"
     "ERROR 04-15 00:06:26 [core.py:343] EngineCore hit an exception: Traceback (most recent call last):\n"
     "...\n"
     "ERROR 04-15 00:06:26 [core.py:343] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_worker.py\", "
     "line 120, in init_device\n"
     "ERROR 04-15 00:06:26 [core.py:343] self.model_runner: GPUModelRunner = GPUModelRunner(\n"
     "ERROR 04-15 00:06:26 [core.py:343] ^^^^^^^^^^^^^^^\n"
     "ERROR 04-15 00:06:26 [core.py:343] File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/"
     "gpu_model_runner.py\", line 106, in init\n"
     "ERROR 04-15 00:06:26 [core.py:343] self.num_kv_heads = model_config.get_num_kv_heads(parallel_config)\n"
     "ERROR 04-15 00:06:26 [core.py:343] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 04-15 00:06:26 [core.py:343] File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 884, "
     "in get_num_kv_heads\n"
     "ERROR 04-15 00:06:26 [core.py:343] total_num_kv_heads = self.get_total_num_kv_heads()\n"
     "ERROR 04-15 00:06:26 [core.py:343] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 04-15 00:06:26 [core.py:343] File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 876, "
     "in get_total_num_kv_heads\n"
     "ERROR 04-15 00:06:26 [core.py:343] return self.hf_text_config.num_attention_heads\n"
     "ERROR 04-15 00:06:26 [core.py:343] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 04-15 00:06:26 [core.py:343] File \"/usr/local/lib/python3.12/dist-packages/transformers/"
     "configuration_utils.py\", line 211, in getattribute\n"
     "ERROR 04-15 00:06:26 [core.py:343] return super().getattribute(key)\n"
     "ERROR 04-15 00:06:26 [core.py:343] ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR 04-15 00:06:26 [core.py:343] AttributeError: 'Qwen2_5OmniConfig' object has no attribute "
     "'num_attention_heads'\n"
     "ERROR 04-15 00:06:26 [core.py:343]\n"
     "CRITICAL 04-15 00:06:26 [core_client.py:269] Got fatal signal from worker processes, shutting down. See stack "
     "trace above for root cause issue.`",
     "hf_config_type_mismatch",
     {"max_model_len": 65536, "max_num_seqs": 256, "gpu_memory_utilization": 0.9, "tensor_parallel_size": 1,
      "max_num_batched_tokens": 2048},
     "architecture_unsupported",
     "The vllm/vllm-openai v0.8.2 image, committed after upgrading transformers inside it to 4.52.0.dev0 (which knows "
     "Qwen2.5-Omni), serving Qwen2.5-Omni-7B on an L20. vLLM 0.8.2 had no Qwen2.5-Omni model, so it took the nested "
     "Qwen2_5OmniConfig (thinker / talker sub-configs) as the text config and the V1 model runner died at start-up "
     "reading num_attention_heads from it. A newer transformers cannot supply a model class the vLLM release lacks. "
     "Not a memory problem (the failure comes before any weights load).",
     "not in this thread's stored text. The maintainer's diagnosis of the same error from the same v0.8.2 image in vllm "
     "#15754 (DarkLight1337, 2025-04-02): 'You need to install the PR branch for both vLLM and transformers. The vLLM "
     "one is #15130'; that support shipped in a later release (0.8.5), so the fix is a vLLM with Qwen2.5-Omni support",
     release="0.8.2 (vllm/vllm-openai:v0.8.2 image, transformers upgraded to 4.52.0.dev0)", gpu="NVIDIA L20", gpus=None,
     command="vllm/vllm-openai:v0.8.2 --model /models/Qwen2.5-Omni-7B --tokenizer_mode=\"auto\" --trust-remote-code "
             "--dtype=bfloat16 --max_num_seqs=256 --tensor_parallel_size=1 --gpu-memory-utilization=0.9 "
             "--max-model-len=65536 --served-model-name=Qwen2.5-Omni-7B",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body as the yunwei37/vllm-exp mirror stores it (the search corpus's chunk of the same "
          "body agrees), cut with '...' where the transformers-cli env lines, the compose file's other keys, the "
          "argparse Namespace, the 'Initializing a V1 LLM engine (v0.8.2)' config line, a utils.py warning and the "
          "upper traceback frames were dropped; the error lines are whole. The reporter's paste has lost its indents "
          "and the dunder underscores ('init', 'getattribute') as stored. The body links a comment on "
          "huggingface/transformers #37515, the same reporter's copy of this report (not used). Same message and "
          "release as the fixture vllm-15754 (another reporter): a second independent report.")

# ---------------------------------------- vllm #17595: FP8 W8A8 (compressed-tensors) Qwen2.5-VL on an L40S, vLLM 0.8.4 V0 pooling runner -> cutlass_scaled_mm assert b.shape % 16 in the vision tower's MLP
case("vllm-17595-qwen25-vl-fp8-w8a8-l40s-v084-vision-mlp-cutlass-scaled-mm-shape-not-multiple-of-16-assert",
     "https://github.com/vllm-project/vllm/issues/17595",
     '[Bug]: fp8 w8a8 quantized Qwen2.5-VL hits AssertionError\n'
     '\n'
     'vLLM v0.8.4 on Tesla L40S.\n'
     '\n'
     'See also these closed issues: #7550 #15264\n'
     '\n'
     'ERROR 05-02 09:48:39 [engine.py:160] AssertionError()\n'
     'ERROR 05-02 09:48:39 [engine.py:160] Traceback (most recent call last):\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/engine/multiprocessing/engine.py", line 158, in start\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/worker/pooling_model_runner.py", line 111, in execute_model\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     hidden_or_intermediate_states = model_executable(\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py", line 1083, in forward\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     inputs_embeds = self.get_input_embeddings_v0(\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py", line 926, in _process_image_input\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     image_embeds = self.visual(pixel_values, grid_thw=grid_thw)\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py", line 674, in forward\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     hidden_states = blk(\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py", line 382, in forward\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     x = x + self.mlp(self.norm2(x))\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen2_5_vl.py", line 191, in forward\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     x_gate, _ = self.gate_proj(x)\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/linear.py", line 474, in forward\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     output_parallel = self.quant_method.apply(self, input_, bias)\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors.py", line 580, in apply\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     return scheme.apply_weights(layer, x, bias=bias)\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/quantization/compressed_tensors/schemes/compressed_tensors_w8a8_fp8.py", line 144, in apply_weights\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     return self.fp8_linear.apply(input=x,\n'
     '...\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/quantization/utils/w8a8_utils.py", line 200, in apply\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     output = ops.cutlass_scaled_mm(qinput,\n'
     'ERROR 05-02 09:48:39 [engine.py:160]              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     'ERROR 05-02 09:48:39 [engine.py:160]   File "/usr/local/lib/python3.12/dist-packages/vllm/_custom_ops.py", line 551, in cutlass_scaled_mm\n'
     'ERROR 05-02 09:48:39 [engine.py:160]     assert (b.shape[0] % 16 == 0 and b.shape[1] % 16 == 0)\n'
     'ERROR 05-02 09:48:39 [engine.py:160]             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'
     'ERROR 05-02 09:48:39 [engine.py:160] AssertionError',
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "A compressed-tensors FP8 W8A8 checkpoint of Qwen2.5-VL served with vLLM 0.8.4 (V0 engine, pooling model runner) "
     "on a Tesla L40S: the checkpoint also quantized the VISION TOWER, and one of its MLP projections (gate_proj of a "
     "vision block) has a weight dimension that is not a multiple of 16 (Qwen2.5-VL's vision MLP width is 3420). vLLM "
     "0.8.4 sent every FP8 linear layer to CUTLASS's cutlass_scaled_mm, whose wrapper asserts both weight dimensions "
     "are multiples of 16, so the first image request failed inside the vision encoder. A kernel that refuses the "
     "layer's shape, not memory, the GPU generation or the launch flags.",
     "no answer in the thread (closed as stale). vLLM PR #41868 (merged 2026) states the cause: 'when using the flag "
     "--quantization fp8 some models like Qwen2.5-VL have some layers with incompatible shapes to use "
     "torch.ops._C.cutlass_scaled_mm (not divisible by 16) and the fallback is to use triton_scaled_mm'. Fixes: a "
     "release that falls back to the Triton scaled-mm for such layers, or a checkpoint that leaves the vision tower "
     "unquantized (llm-compressor's ignore list for 're:visual.*')",
     release="0.8.4", gpu="NVIDIA L40S", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body as the yunwei37/vllm-exp mirror stores it (the search corpus's chunk of the same "
          "traceback agrees), cut with '...' between the frames kept: the engine loop, the pooling model runner, the "
          "Qwen2.5-VL vision path down to gate_proj, the compressed-tensors FP8 scheme and the assert; torch's "
          "module-call frames and caret lines dropped; the error lines are whole. The issues it names (#7550, online "
          "fp8 on jais; #15264) are not used. A failure at the first image request caused by the checkpoint the "
          "launch served, not at start-up itself. The bare assert is the innermost frame in vLLM's own source "
          "(_custom_ops.py::cutlass_scaled_mm), so README's rule for bare asserts would give vllm_check_failed; the "
          "kind quantization_kernel_bug follows the other cutlass_scaled_mm fixtures (vllm-11756, vllm-20221).")

BATCH.write()
