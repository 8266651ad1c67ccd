"""Round-704 blind batch: LLAMA-FACTORY'S vLLM ENGINE (hiyouga/LLaMA-Factory's own tracker: infer_backend vllm,
scripts/vllm_infer.py, llamafactory-cli api / chat with vllm, vllm_maxlen / vllm_gpu_util / vllm_enforce_eager /
vllm_config), 2024-2026, vLLM's own error with the cause or fix stated; collected by helper wild704 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round704-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only (and, where the thread names or implies the fix, from LLaMA-Factory's own commit that fixed it, read in its git
history). Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed: 29 ``search`` corpus=issues, 1 ``fetch`` of hiyouga/LLaMA-Factory (its git history,
used to read the fix commits of #5966, #6062 and #8570 and to hunt 'fix #N' commits for further threads), and 1
``fetch`` of vllm-project/vllm refused by the tool (snapshot over the size limit). vLLM 0.11.0's source that another
helper had unpacked under /tmp/vs/v0110 was read locally (no look-up) to confirm where "The data should contain the
fields: ..." is raised (vllm/multimodal/parse.py, DictEmbeddingItems.__init__). Every source was checked with grep
against /work/coord/USED_SOURCES.txt, CLAIMS.txt and the earlier rounds' skip lists before it was spent on, and
claimed at once.

3 cases:
- LlamaFactory #5966: llamafactory 0.9.1.dev0 chat with infer_backend vllm on a vLLM 0.6.3 / dev build: vLLM's
  SamplingParams refuses LLaMA-Factory's use_beam_search (removed in vLLM 0.6.3); fixed by LLaMA-Factory commit
  3ce8a326c 'fix #5966' (2024-11-08).
- LlamaFactory #8570: Qwen2-VL batch inference with LLaMA-Factory + vLLM (V0 multiproc workers): vLLM's
  DictEmbeddingItems check "The data should contain the fields: {'image_embeds', 'image_grid_thw'}, but only found
  the following keys: {'images'}" -- the image data reached vLLM as LLaMA-Factory's {'images': [...]} dict; the
  reporter's fix was updating LLaMA-Factory's code.
- LlamaFactory #6062: llamafactory-cli api with Qwen2-VL on vLLM 0.6.3.post1: "assert len(indices) == len(inputs)"
  (vLLM's Qwen2-VL input processor found no image pad token for the image sent); fixed by LLaMA-Factory PR #6123
  (commit 7bc03ac98, 2024-11-24), which writes Qwen2-VL's <|vision_start|><|image_pad|><|vision_end|> into the prompt.

How mined the slice is: very. LLaMA-Factory's vLLM threads with the common start-up messages are all used or
skip-listed (KV cache too small #2798 / #6472 / #6474 / #6476 / #7234, max_model_len #2782 / #5173 / #7723, bf16 on
V100 #3347 / #3717 / #4960 / #3387, TP divisibility #4545 / #5565, LoRA rank #9512, modules_to_save #7997 / #9545,
limit_mm_per_prompt #6523 / #6654 / #7886 / #8022 / #8086, version gates #6047 / #7428 / #9503, Qwen2.5-VL
inspection #7182, GPTQ exports #9261 / #10275). What is left are wrapper-vs-vLLM interface failures (arguments and
multimodal inputs LLaMA-Factory hands to vLLM), which is what this round holds; all three are request-time refusals
caused by how LLaMA-Factory drives vLLM, not start-up refusals.

Sources given up (for the lead, not cases):
- Already used or skip-listed (not re-opened): LlamaFactory #2798, #2782, #3241, #3347, #3387, #3645, #3674, #3717,
  #4022, #4545, #4677, #4960, #5173, #5549, #5564, #5565, #5767, #6047, #6261, #6468, #6472, #6474, #6476, #6523,
  #6579, #6654, #6741, #6845, #7182, #7234, #7328, #7428, #7723, #7886, #7922, #7997, #8022, #8025, #8086, #8160,
  #8254, #9261, #9503, #9512, #9545, #10275.
- Claimed but not written: LlamaFactory #5414 ('微调后的lora模型用vllm加载报错', Qwen-7B LoRA on vLLM 0.6.0,
  labelled solved): the stored chunks stop in the training command; neither the vLLM error nor the answer was reached
  in two searches.
- Error line present but no cause in the thread: LlamaFactory #8238 (InternVL3-8B-hf trained with LLaMA-Factory,
  converted to the chat format and served on vLLM 0.8.5.post1: "Attempted to assign 2816 = 2816 multimodal tokens to
  2817 placeholders"; the reporter gave up, no answer), #8498 (LoRA has no effect under vLLM; the reporter bisected it
  to a LLaMA-Factory commit; no vLLM error text), #6740 (vllm_infer.py error, description empty).
- Not vLLM's message / usage: LlamaFactory #6634 (vllm_maxlen usage question), #2951 (LLaMA-Factory's own 'vLLM
  backend is only available for API, CLI and Web.'), #5172 (LoRA modules usage), #6599 (transformers' generate
  max_length), #8940 (export, empty), #2320 (export), #4159 (Ascend HF engine speed), #7447 (vllm-ascend support
  feature); PR #5973 ('inputs' -> 'prompt' for AsyncLLMEngine.generate in vLLM 0.6.3: a fix PR without a pasted log).

Judgement calls for the lead:
1. All three failures come at the first request, not at start-up, and the root cause in each is LLaMA-Factory's code
   handing vLLM something the installed vLLM does not take (a removed SamplingParams field; a dict where vLLM expects
   images; a prompt without the model's image token). The brief admits first-request failures caused by how vLLM was
   driven; drop them if only start-up refusals are wanted.
2. llamafactory-5966: kind and cause dependency_version_mismatch, as the three earlier 'Unexpected keyword argument
   use_beam_search' fixtures (glm-4-606, fastchat-3600, openrlhf-610) were labelled; the message is msgspec's refusal
   inside vLLM's SamplingParams, not a vLLM raise text. The error line is only in the issue title: the stored chunk of
   the traceback stops inside chat_model.py. The fix is not stored in the thread; it is read from LLaMA-Factory's
   commit 3ce8a326c whose message is 'fix #5966'.
3. llamafactory-8570: kind vllm_check_failed (DictEmbeddingItems' raise in vllm/multimodal/parse.py); cause
   dependency_version_mismatch is the collector's reading of the message plus LLaMA-Factory's history: from commit
   5e22597ff (2025-04-02, '[infer] vllm video/audio inference (#7566)') mm_plugin._regularize_images returns
   {'images': [...]}, and both callers (scripts/vllm_infer.py, chat/vllm_engine.py) index ['images']; a vllm_infer.py
   from before that commit run against a newer package hands vLLM the dict, which vLLM reads as precomputed
   embeddings. The thread itself says only 'update the code to the latest version, that should fix it; did not study
   the details'. The lead may prefer cause vllm_check_failed.
4. llamafactory-6062: kind vllm_check_failed from the bare assert's source line in the issue title (the log is a
   screenshot in the stored text); the collector believes the assert is vLLM 0.6.x's Qwen2-VL input mapper
   (_expand_pad_tokens in vllm/model_executor/models/qwen2_vl.py) but could not open vLLM 0.6.3's source to confirm it
   (the vLLM snapshot was refused for size). No README cause names 'the prompt lacks the model's image placeholder
   token', so the cause is labelled vllm_check_failed; the fix is read from LLaMA-Factory PR #6123, whose description
   says 'Fixes #6062'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round704-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- LlamaFactory #5966: llamafactory chat (vllm backend) on vLLM 0.6.3 / dev -> SamplingParams 'use_beam_search'
case("llamafactory-5966-chat-vllm-063-dev-samplingparams-unexpected-keyword-use-beam-search",
     "https://github.com/hiyouga/LlamaFactory/issues/5966",
     "vllm版本为0.6.3 报错TypeError: Unexpected keyword argument 'use_beam_search'\n"
     "\n"
     "### System Info\n"
     "\n"
     "- `llamafactory` version: 0.9.1.dev0\n"
     "- Platform: Linux-6.5.0-35-generic-x86_64-with-glibc2.35\n"
     "- Python version: 3.10.15\n"
     "- PyTorch version: 2.4.0+cu121 (GPU)\n"
     "- Transformers version: 4.45.2\n"
     "- Datasets version: 3.1.0\n"
     "- Accelerate version: 1.0.1\n"
     "- PEFT version: 0.12.0\n"
     "- TRL version: 0.9.6\n"
     "- GPU type: NVIDIA A800-SXM4-80GB\n"
     "- vLLM version: dev\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "CUDA_VISIBLE_DEVICES=0,1  python cli.py chat  ../examples/inference/qwen2-0.5.yaml\n"
     "\n"
     "yaml文件内容\n"
     "model_name_or_path: /root/bei/Models/qwen/Qwen2-0___5B-Instruct/\n"
     "template: qwen\n"
     "infer_backend: vllm\n"
     "vllm_enforce_eager: true\n"
     "vllm_gpu_util: 0.8\n"
     "\n"
     "报错信息如下\n"
     "Welcome to the CLI application, use `clear` to remove the history, use `exit` to exit the application.\n"
     "\n"
     "User: 你好\n"
     "Assistant: [rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/data/bei/LLaMA-Factory/src/cli_bei.py\", line 124, in <module>\n"
     "[rank0]:     main()\n"
     "[rank0]:   File \"/data/bei/LLaMA-Factory/src/cli_bei.py\", line 81, in main\n"
     "[rank0]:     run_chat()\n"
     "[rank0]:   File \"/data/bei/LLaMA-Factory/src/llamafactory/chat/chat_model.py\", line 185, in run_chat\n"
     "[rank0]:     for new_text in chat_model.stream_chat(messages):\n"
     "[rank0]:   File \"/data/bei/LLaMA-Factory/src/llamafactory/chat/chat_model.py\", line 1",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LLaMA-Factory 0.9.1.dev0's VllmEngine built vllm.SamplingParams(..., use_beam_search=..., length_penalty=...) "
     "for every chat turn, but vLLM 0.6.3 (here a 'dev' build the title calls 0.6.3) removed use_beam_search from "
     "SamplingParams, so the engine starts and the first chat turn ('User: 你好') fails with msgspec's 'Unexpected "
     "keyword argument use_beam_search'. A LLaMA-Factory / vLLM version mismatch in the wrapper's sampling arguments, "
     "not memory, length or parallelism (Qwen2-0.5B on A800s).",
     "not in the stored thread (closed, labelled pending; the answer is not stored). LLaMA-Factory's maintainer "
     "fixed it in commit 3ce8a326c 'fix #5966' (hiyouga, 2024-11-08), which drops use_beam_search and length_penalty "
     "from the SamplingParams that src/llamafactory/chat/vllm_engine.py builds (a warning that length penalty is not "
     "supported by the vLLM engine instead): update LLaMA-Factory past that commit, or keep vLLM <= 0.6.2 with the "
     "older LLaMA-Factory.",
     release="0.6.3", gpu="NVIDIA A800-SXM4-80GB", gpus=2,
     command="CUDA_VISIBLE_DEVICES=0,1  python cli.py chat  ../examples/inference/qwen2-0.5.yaml",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title (which carries the error line) and the description as stored, with the "
          "'Reminder' checklist dropped; the stored chunk ends inside the traceback ('chat_model.py\", line 1'), kept "
          "as stored, so the error line itself is only in the title. release from the title ('vllm版本为0.6.3'); the "
          "env dump says 'vLLM version: dev'. gpus=2 from CUDA_VISIBLE_DEVICES=0,1 (the machine may hold more). The "
          "reporter's cli.py / cli_bei.py is a renamed LLaMA-Factory entry point running `chat` with the YAML shown.")

# ---------------------------------------- LlamaFactory #8570: Qwen2-VL via LLaMA-Factory + vLLM: image data as {'images': ...} -> DictEmbeddingItems refusal
case("llamafactory-8570-qwen2vl-vllm-infer-image-dict-images-key-not-image-embeds-grid-thw",
     "https://github.com/hiyouga/LlamaFactory/issues/8570",
     "how to infer Qwen2-VL?\n"
     "\n"
     "### System Info\n"
     "\n"
     "The prompt words refer to mllm_demo.json, but there are the following problems。\n"
     "```\n"
     "[rank0]: ValueError: The data should contain the fields: {'image_embeds', 'image_grid_thw'}, but only found the "
     "following keys: {'images'}\n"
     "ERROR 07-07 20:46:49 multiproc_worker_utils.py:124] Worker VllmWorkerProcess pid 28774 died, exit code: -15\n"
     "```\n"
     "prompt:\n"
     "```\n"
     "    {\n"
     "        \"conversations\": [\n"
     "            {\n"
     "                \"from\": \"human\",\n"
     "                \"value\": \"<image>xxx\"\n"
     "            },\n"
     "            {\n"
     "                \"from\": \"gpt\",\n"
     "                \"value\": \"yyy\"\n"
     "            }\n"
     "        ],\n"
     "        \"images\": [\n"
     "            \"test.jpg\"\n"
     "        ]\n"
     "    },\n"
     "```\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```text\n"
     "Put your message here.\n"
     "```",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "The image handed to vLLM was not a list of images but LLaMA-Factory's dict {'images': [...]}: since LLaMA-Factory "
     "commit 5e22597ff (2025-04-02, '[infer] vllm video/audio inference (#7566)') mm_plugin._regularize_images returns "
     "{'images': results} and its callers index ['images']; LLaMA-Factory code from before that change (an older "
     "scripts/vllm_infer.py) run against the newer package puts the whole dict under multi_modal_data['image']. vLLM's "
     "Qwen2-VL parser reads a dict as precomputed embeddings (DictEmbeddingItems), requires image_embeds and "
     "image_grid_thw, and refuses the request; the tensor-parallel worker then dies. A wrapper-code version mismatch, "
     "not memory, length or the multimodal limit.",
     "the reporter's follow-up in the thread: '代码更新最新版本，应该就解决了。没研究过细节' (updating the code to the "
     "latest version should solve it; did not study the details), i.e. update LLaMA-Factory (scripts/vllm_infer.py "
     "together with the package) so that the image list, _regularize_images(...)['images'], is passed to vLLM. The "
     "mechanism is the collector's reading of the message and LLaMA-Factory's commit 5e22597ff.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY + [{"flag": "--limit-mm-per-prompt"}],
     note="Excerpt: the issue title and the description as stored, with the 'Reminder' checklist dropped; the answer "
          "comments (another user's 'same problem, how to fix it?' and the reporter's 'update the code') are left "
          "out. The vLLM release, the GPU and the exact command are not stated; 'multiproc_worker_utils.py' / "
          "'VllmWorkerProcess' show V0's multiprocessing executor, i.e. more than one GPU (tensor parallel), so "
          "gpus is left None. Which LLaMA-Factory entry point ran (scripts/vllm_infer.py or llamafactory-cli with "
          "infer_backend vllm) is not shown; 'mllm_demo.json' is LLaMA-Factory's demo dataset. Judgement call 3.")

# ---------------------------------------- LlamaFactory #6062: llamafactory-cli api, Qwen2-VL, vLLM 0.6.3.post1 -> assert len(indices) == len(inputs)
case("llamafactory-6062-api-qwen2vl-vllm-0631-assert-len-indices-len-inputs-no-image-pad",
     "https://github.com/hiyouga/LlamaFactory/issues/6062",
     "[Bug]: assert len(indices) == len(inputs) with Qwen/Qwen2-VL-2B-Instruct\n"
     "\n"
     "### System Info\n"
     "\n"
     "- `llamafactory` version: 0.9.1.dev0\n"
     "- Platform: Linux-4.19.24-7.34.cbp.al7.x86_64-x86_64-with-glibc2.35\n"
     "- Python version: 3.10.14\n"
     "- PyTorch version: 2.4.0+cu121 (GPU)\n"
     "- Transformers version: 4.46.1\n"
     "- Datasets version: 3.0.1\n"
     "- Accelerate version: 1.0.1\n"
     "- PEFT version: 0.12.0\n"
     "- TRL version: 0.9.6\n"
     "- GPU type: NVIDIA A10\n"
     "- DeepSpeed version: 0.15.4\n"
     "- Bitsandbytes version: 0.44.1\n"
     "- vLLM version: 0.6.3.post1\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "Using webui or vllm api will result in an error. The startup command is as follows:\n"
     "CUDA_VISIBLE_DEVICES=0,1,2,3 API_PORT=8000 llamafactory-cli api\n"
     "--model_name_or_path /mnt/workspace/models/qwen2_vl_7b\n"
     "--template qwen2_vl\n"
     "--infer_backend vllm\n"
     "--vllm_enforce_eager\n"
     "\n"
     "or llamafactory-cli webui\n"
     "\n"
     "curl http://localhost:8000/v1/chat/completions\n"
     "-H \"Content-Type: application/json\"\n"
     "-d '{\n"
     "\"model\": \"Qwen2-VL-7B-Instruct\",\n"
     "\"messages\": [\n"
     "{\"role\": \"system\", \"content\": \"你是资深分析师.\"},\n"
     "{\"role\": \"user\", \"content\": [\n"
     "{\"type\": \"image_url\", \"image_url\": {\"url\": \"xxx\"}},\n"
     "{\"type\": \"text\", \"text\": \"描述用户文化程度水平分布\"}\n"
     "]}\n"
     "]\n"
     "}'\n"
     "\n"
     "![image](https://github.com/user-attachments/assets/bf5382d7-6607-4842-90fc-41e6c9eeede3)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "LLaMA-Factory's VllmEngine (llamafactory-cli api / webui with infer_backend vllm) sent Qwen2-VL a prompt in "
     "which its own image placeholder was not replaced by Qwen2-VL's image token (<|vision_start|><|image_pad|>"
     "<|vision_end|>), together with one image as multi_modal_data. vLLM 0.6.3's Qwen2-VL input processor expands "
     "each <|image_pad|> in the prompt token ids into the image's tokens and asserts that the number of pad tokens "
     "found equals the number of images, so the request with 0 pad tokens and 1 image fails the assert. A wrapper "
     "prompt-building bug, not memory, length, parallelism or the multimodal limit.",
     "LLaMA-Factory PR #6123 '[inference] fix qwen2vl vllm infer' (hiyouga, merged 2024-11-24, 'Fixes #6062'; commit "
     "7bc03ac98): for the Qwen2-VL plugin the engine now replaces the image placeholder in every message with "
     "'<|vision_start|>' + image_token + '<|vision_end|>' before encoding the prompt (ae9f338bf 'fix vllm' the next "
     "day tidied it). Fix: update LLaMA-Factory past that PR; no vLLM flag is involved.",
     release="0.6.3.post1", gpu="NVIDIA A10", gpus=4,
     command="CUDA_VISIBLE_DEVICES=0,1,2,3 API_PORT=8000 llamafactory-cli api --model_name_or_path "
             "/mnt/workspace/models/qwen2_vl_7b --template qwen2_vl --infer_backend vllm --vllm_enforce_eager",
     forbidden=_NOT_MEMORY + [{"flag": "--limit-mm-per-prompt"}],
     note="Excerpt: the issue title (which carries the failing assert's source line) and the description as stored, "
          "with the 'Reminder' checklist dropped; the log itself is only a screenshot in the stored text. A second "
          "user's comment ('I also encountered the same error. There should be some problem in vllm f...') is left "
          "out. The title names Qwen2-VL-2B but the command serves a local qwen2_vl_7b folder. gpus=4 from "
          "CUDA_VISIBLE_DEVICES=0,1,2,3. The command line is joined from the description's broken lines (the "
          "description shows it without line-continuation backslashes). Judgement calls 1 and 4.")

BATCH.write()
