"""Round-705 blind batch: MS-SWIFT'S VLLM BACKEND (modelscope/ms-swift's own tracker: swift infer / deploy
--infer_backend vllm, swift rlhf GRPO with use_vllm / vllm_mode server or colocate, swift rollout,
vllm_gpu_memory_utilization / vllm_max_model_len / vllm_tensor_parallel_size), 2024-2026, vLLM's own error with the
cause or fix stated; collected by helper wild705 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round705-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 35 allowed, all ``search`` corpus=issues (no read_file / find_* / fetch). 2 cases:
ms-swift #2922 (swift infer --infer_backend vllm, InternVL2.5 with two images per row on vLLM 0.6.1.post2: "You set
image=1 (or defaulted to 1) in `--limit-mm-per-prompt`, but found 2 items in the same prompt"; maintainer: pass
--limit_mm_per_prompt '{"image": 5}'), ms-swift #4542 (a Qwen2.5-Omni fine-tuned with ms-swift, decoded with vLLM the
way Qwen's README does: "`limit_mm_per_prompt` is only supported for multimodal models."; maintainer: try the original
model, then fine-tune with ms-swift >= 3.5.3).

The slice is mined out for the common messages: every ms-swift thread the search returned with a vLLM start-up error
line (KV cache too small, free memory, OOM in GRPO colocate, LoRA rank, max_tokens < 1, seq_cls / Gemma-4 / Qwen3.5
weight mismatches, external-launcher seed, async-workers reshape, ...) is already in USED_SOURCES.txt or in an earlier
round's skip list, and most of what is left stores the error as a screenshot, stops before the error line, or is
swift's own argument / import error. 34 searches gave 2 cases.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier rounds' skip lists, met again and not re-opened: ms-swift #4594,
  #3288, #4974, #5165 and #7132 (both claimed in CLAIMS.txt by mistake before the
  skip-list check; not used), #1149, #2204, #6741, #7288, #3848,
  #9991, #4221, #4464, #4893, #5948, #6021, #6023, #8223, #6040, #2890, #5592, #7879, #6617, #3522, #3787, #7200,
  #7030, #5010, #6636, #4767, #3967, #5249, #694, #2678, #5301, #1788, #3956, #4063, #7132.
- New, error line not stored or only a screenshot / cut traceback: ms-swift #527 (swift 1.x llm_infer.py with vLLM,
  Qwen 72B on 8 GPUs with --tensor_parallel_size 100: the stored chunk stops inside get_vllm_engine, the error line is
  not stored), #9178 (Qwen3.5-35B-A3B fine-tuned and FP8-quantised with swift, vLLM load_weights traceback cut before
  the error; closed with label bug - a case if a later chunk is ever reachable), #4293 (GME LoRA merged with swift
  export, vllm serve --task embed: traceback cut in MQLLMEngine), #3666 (GRPO eval with llava-1.5 / qwen2-vl: swift's
  own AssertionError in _infer_multi_turn, no vLLM line), #5428, #6960, #7991, #5920, #6295, #7227 (GRPO server-mode
  NCCL errors at init_communicator / weight sync: stored chunks are the commands, NCCL INFO lines or a pip list; after
  start-up, no fix stored; round 398 skipped #7879 of the same family for that reason).
- Error stored but no cause / fix in the stored thread: ms-swift #6925 (GPTQ-Int8 Qwen3-VL quantised with swift's
  gptq-v2, vLLM 0.11.0 TP 4: "KeyError: 'layers.0.mlp.down_proj.g_idx'"; the only answer is 'try transformers
  inference'), #1403 (maintainer's own note "RuntimeError: Cannot re-initialize CUDA in forked subprocess" for swift
  deploy with vLLM >= 0.5.1; no log and no fix in the stored text), #6884 (QLoRA with an external vLLM in GRPO:
  weight sync into a running vLLM, not a launch; open, enhancement).
- Not vLLM's message / not a launch: ms-swift #3042, #1557, #637, #2038, #2683, #2896 (swift import errors), #4210
  (swift's own audio loading with vLLM 0.8.5, fixed in swift), #5311 (use_vllm=False), #3719, #3477, #2221, #2304,
  #3363, #3342, #5167, #3183, #886, #1428, #3606, #5221, #1841 (usage questions / feature requests / behaviour).
- Off the ms-swift tracker (not considered): vllm #30021 (an ms-swift deploy traceback on vLLM's tracker),
  vllm-ascend #4503 ('ms_swift DP 启动失败'), deepseek-ai/DeepSeek-V2 #83 (swift deploy KV-cache error on DeepSeek's
  tracker).

Good candidates for later rounds (not spent): ms-swift #9178 (needs the rest of the traceback), #6925 (needs a cause),
#1403 (the fix is presumably in ms-swift's deploy code, not linked from the thread).

Judgement calls for the lead:
1. ms-swift-2922 is a failure at the first multi-image request, not at engine start; it comes from how vLLM was
   launched (swift infer did not pass a multi-image limit, so vLLM's default of 1 image per prompt applied). numbers
   is {} as in the four earlier fixtures of mm_limit_per_prompt_exceeded, although README names numbers.modality /
   mm_limit / mm_items (here image / 1 / 2) - the lead may prefer those.
2. ms-swift-4542: the launch is Qwen's README vLLM recipe on a swift-fine-tuned folder, not swift's own vLLM backend
   (it is on ms-swift's tracker and about a swift checkpoint). The cause is read from the maintainer's two answers
   ('try the original model', then 'fine-tune with ms-swift>=3.5.3'): the folder written by the older ms-swift was not
   recognised by vLLM as the multimodal Qwen2.5-Omni, so ModelConfig refused the multimodal limit the recipe sets. What
   exactly was wrong in the saved folder (architectures / config) is NOT stated in the stored thread. cause is
   vllm_check_failed, as two of the three earlier fixtures of this message (qwen25-omni-131, llamafactory-8086) were
   labelled; the third (a release without the architecture) used architecture_unsupported, which would point at a vLLM
   upgrade - not this user's fix.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round705-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}]

# ---------------------------------------- ms-swift #2922: swift infer --infer_backend vllm, InternVL2.5, 2 images per row -> limit-mm-per-prompt image=1 (vLLM 0.6.1.post2)
case("ms-swift-2922-swift-infer-internvl25-vllm-0612-limit-mm-per-prompt-image-1-found-2",
     "https://github.com/modelscope/ms-swift/issues/2922",
     "多图推理报错 You set image=1 (or defaulted to 1) in `--limit-mm-per-prompt`, but found 2 items in the same prompt.\n"
     "\n"
     "我尝试用swift做多图推理，并整理成了所需的jsonl格式\n"
     "{\"query\": \"<image>根据图片，***\", \"images\": [ Path1, Path2]}\n"
     "\n"
     "推理指令如下\n"
     "CUDA_VISIBLE_DEVICES=0 swift infer \\\n"
     "    --model_type internvl2_5 \\\n"
     "    --model ${MODEL_PATH} \\\n"
     "    --val_dataset ${VAL_DATA_PATH} \\\n"
     "    --infer_backend vllm \\\n"
     "    --temperature 0 \\\n"
     "    --streaming true \n"
     "\n"
     "但是遇到了如下问题\n"
     "\n"
     " File \"/lib/python3.10/site-packages/vllm/multimodal/registry.py\", line 121, in map_input\n"
     "    raise ValueError(\n"
     "ValueError: You set image=1 (or defaulted to 1) in `--limit-mm-per-prompt`, but found 2 items in the same prompt.\n"
     "\n"
     "版本信息\n"
     "Name: ms-swift\n"
     "Version: 3.0.2.post1\n"
     "\n"
     "Name: vllm\n"
     "Version: 0.6.1.post2+cu118\n",
     "vllm_check_failed", {}, "mm_limit_per_prompt_exceeded",
     "swift infer with --infer_backend vllm built vLLM 0.6.1.post2's engine for InternVL2.5 without a multimodal limit, "
     "so vLLM's default of one image per prompt applied; the reporter's dataset rows carry two images each (\"images\": "
     "[Path1, Path2]), and vLLM's multimodal input mapper refused the first such request ('You set image=1 (or "
     "defaulted to 1) in `--limit-mm-per-prompt`, but found 2 items in the same prompt'). Not memory, length or "
     "parallelism.",
     "maintainer Jintao-Huang (2025-01-15): set swift's --limit_mm_per_prompt argument, e.g. --limit_mm_per_prompt "
     "'{\"image\": 5}' (passed through to vLLM's limit_mm_per_prompt). The reporter's next command with "
     "--limit_mm_per_prompt '{\"image\": 2}' got past it (its only new error was swift refusing an unrelated "
     "--verbose true argument).",
     release="0.6.1.post2", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0 swift infer --model_type internvl2_5 --model ${MODEL_PATH} --val_dataset "
             "${VAL_DATA_PATH} --infer_backend vllm --temperature 0 --streaming true",
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title, the description as stored (the swift infer command and the two-line vLLM "
          "traceback tail), then the reporter's own first comment with the ms-swift / vLLM versions; the "
          "maintainer's answer and the later exchange about --verbose are left out. A request-time refusal caused by "
          "the launch's default image limit (judgement call 1). gpus not set: CUDA_VISIBLE_DEVICES=0 shows one GPU in "
          "use, not how many the machine has.")

# ---------------------------------------- ms-swift #4542: Qwen2.5-Omni fine-tuned with ms-swift, decoded with vLLM per Qwen's README -> limit_mm_per_prompt only for multimodal models
case("ms-swift-4542-swift-finetuned-qwen25-omni-vllm-limit-mm-per-prompt-not-multimodal",
     "https://github.com/modelscope/ms-swift/issues/4542",
     "vllm不支持微调的qwen2.5-omni模型\n"
     "\n"
     "你好，使用最新版本ms-swift微调的qwen2.5-omni模型，使用https://github.com/QwenLM/Qwen2.5-Omni/blob/main/README.md"
     "中的vllm方法进行解码，报错内容：\n"
     "ValueError: `limit_mm_per_prompt` is only supported for multimodal models.\n"
     " 请问一下微调的模型是不是不支持使用vllm进行解码？\n",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The Qwen2.5-Omni folder written by the ms-swift release the reporter fine-tuned with (June 2025, before 3.5.3) "
     "was not recognised by vLLM as the multimodal Qwen2.5-Omni model, so vLLM's ModelConfig refused the "
     "limit_mm_per_prompt that Qwen's README vLLM recipe passes ('`limit_mm_per_prompt` is only supported for "
     "multimodal models.'). The maintainer placed the fault in the fine-tuned folder (the original model runs) and in "
     "the ms-swift version that saved it; what exactly differed in the saved config is not stated in the stored thread.",
     "maintainer Jintao-Huang: 'try it with the original model' (2025-06-11), then 'fine-tune again with ms-swift>=3.5.3' "
     "(使用ms-swift>=3.5.3 微调试试, 2025-07-16), i.e. a checkpoint saved by ms-swift 3.5.3 or later, which vLLM loads as "
     "the multimodal model; the issue was closed after that answer.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole stored description (Chinese: 'a qwen2.5-omni model fine-tuned with the "
          "latest ms-swift, decoded with the vllm method of Qwen2.5-Omni's README, errors: ... Does the fine-tuned "
          "model not support vllm decoding?'); the maintainer's two answers are left out. No command, vLLM version or "
          "GPU in the thread. Judgement call 2 (cause label, and the launch being Qwen's README recipe on a swift "
          "checkpoint).")

BATCH.write()
