"""Round-431 blind batch: VISION-LANGUAGE and OMNI models failing to start under vLLM (processor / encoder-cache /
multimodal-budget / profiling failures of Qwen-VL, InternVL, MiniCPM-V/-o, GLM-V, Kimi-VL, Gemma-3/3n, Llama-4,
Phi-4-multimodal, Step3, Keye, ERNIE-VL, dots), 2025-2026; collected by helper wild431 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round431-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 50 allowed (37 ``search`` -- 34 issues, 2 pages, 1 code --, 1 ``find_string``, 1 ``read_file``,
no ``fetch``). 3 cases: vllm-ascend #13491 (MiniCPM-V-4.6 on the 310P image, transformers-v5 image processor without
``version``), vllm #11711 (Qwen2-VL-7B, ``Qwen2VLProcessor`` without ``image_token`` -> transformers too old),
OpenSQZ/MiniCPM-V-CookBook #72 (MiniCPM-o-4.5 on pip vllm==0.10.2 mixed with a MiniCPM-o vllm tree, no
``parse_mm_data``). The slice is close to exhausted: nearly every VL start-up thread the searches returned (Qwen-VL,
InternVL, GLM-V, Kimi-VL, MiniCPM, Gemma, Phi-4-MM, Qwen-Omni, Qwen3-VL-Reranker/Embedding, ERNIE) is already in
USED_SOURCES.txt, in a fixture's source_url or in an earlier round's skip list. Checked with grep -F in
/work/coord/USED_SOURCES.txt, the fixtures' source_url and tools/wild_cases_round*.py before any further look-up.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt or a fixture): vllm #18124 (and its twin QwenLM/Qwen3-VL #1205), #16570, #27706,
  #22173, #15676, #31529, #23955, #18266, #15411, #33464; vllm-ascend #8409, #6471; vllm-omni #276; xorbitsai/inference
  #4926; robosense2025/track1 #3; hiyouga/LlamaFactory #8086; jishuzhan.net/article/2002605617710694401 (Qwen3-VL-4B,
  262144 vs 57104); the ten fixtures of 'Chunked MM input disabled but max_tokens_per_mm_item ... is larger than
  max_num_batched_tokens' (the find_string hits for it were more Gemma-4 2496/2048 notes of the same kind).
- Named in earlier rounds' skip lists (not re-spent): OpenGVLab/InternVL #1059, #1173, #1175; vllm #25227, #27992,
  #21050, #15802 (a warning), #14949 and #13936 (Phi-4-MM, no answer), #15788, #7718, #8382, #17634, #16715, #17372,
  #13655, #12820 (MiniCPM-o-2_6 'get_audio_placeholder': its chunk now shows the error line, but no answer was
  reachable in 1 more look-up); zai-org/GLM-V #28, #204, #223, #241; PaddlePaddle/ERNIE #1441; DeepSeek-OCR #195;
  ms-swift #6183; OpenBMB/MiniCPM-V #794, #950, #960, #974; MoonshotAI/Kimi-VL #41; vllm-ascend #2579, #7276, #12095;
  vllm-omni #363, #946, #3135; gpustack #2356, #2769; stepfun-ai/Step3-VL-10B #11 (turn 5 now shows the text
  "AttributeError: 'Step3VLProcessor' object has no attribute '_get_num_multimodal_tokens'" from vLLM 0.14.0's
  Transformers-backend fallback, but the issue is open and no fix was reached in 1 more look-up).
- New, error line not reached or no cause/fix: vllm-ascend #1961 (Kwai-Keye/Keye-VL-8B-Preview, 'Keye-VL does not
  support _Backend.TORCH_SDPA backend now' only in the title; the stored chunks are the traceback tail; the one reply
  is an unconfirmed generic suggestion), #13522 (same author and command as #13491, a later NPU
  aclnnApplyRotaryPosEmb error, open), #5349 (MiniCPM-V-4.5 on vllm-ascend, error line not in the chunk), #3289
  (Qwen3-VL-235B, 'errors about transformer package', cut), #3800 and #9464 (Qwen3-VL on 910B, only 'Engine core
  initialization failed'), #8315 (Qwen3.5-27B-w8a8, traceback head); vllm #11762 (ShowUI-2B 'Failed to apply
  Qwen2VLProcessor' in V0 profiling, final line and answer not reached); studio-dots-ai/dots.ocr #84 (the error line
  only, open, no answer); vllm-project/llm-compressor #1591 (Qwen2.5-VL W4A16 on 0.8.5, compute_encoder_budget, cut);
  modelscope/ms-swift #8175 (Qwen3-VL-8B swift rollout with VLLM_USE_V1=0, error not in the chunk).
- Same incident twice / not a start-up failure / not stock vLLM: vllm #12813 (same author AlphaINF and the same
  02-06 15:38:08 log as OpenBMB/MiniCPM-V #794 turn 5, which is used); vllm #16358's comment by tao-xiaoxin (the same
  command as #16715); vllm #16908 (Kimi-VL 'MLACommonMetadataBuilder' page_size, mid-run), #34112 (bench hang),
  #45658 (encoder cache miss at request time), #15864 (error is an image); QwenLM/Qwen2.5-Omni #349 (Qwen's
  omni_llm_engine fork, no answer); OpenGVLab/InternVL #1186 (a DEBUG message, not a failure).
- No url: a repository note reached by find_string (id 60686632317) records three VL start-up failures on vLLM 0.23.0
  + transformers 5.15 (MiniCPM-V 4.6 'MiniCPMV4_6ImageProcessor ... no attribute version', Mistral Small 3.1
  'MistralCommonImageProcessor ... no attribute fetch_images', Molmo2-4B 'Chunked MM input disabled but
  max_tokens_per_mm_item (8134) is larger than max_num_batched_tokens (128)'); read_file gives no repository/path and
  one code search did not find it, so it has no citable url and was not taken.

Judgement calls for the lead:
1. vllm-ascend #13491: the error line is in the issue title (the traceback chunk stops one frame short of it), as in
   llm-scaler-420. kind/cause dependency_version_mismatch, as laifs-container-recipes-40 and llm-scaler-420 were
   labelled for a vLLM processor meeting a transformers image processor without the attribute it reads; the lead may
   prefer release_regression for the cause (it is a vLLM bug fixed upstream). The fix is the upstream vLLM PR #44980
   (found by the search, naming the same AttributeError and its CUDA report OpenBMB/MiniCPM-V#1113), not from the
   thread.
2. vllm #11711: the error line is only in the title; the fix is a maintainer's suggestion confirmed by a second user
   with the same error. kind dependency_version_mismatch, cause transformers_too_old (the 'upgrade transformers to
   4.47.0' answer). That it died at start-up is inferred from the script (see the case's note).
3. MiniCPM-V-CookBook #72: kind dependency_version_mismatch (an AttributeError on a vLLM-internal API, the message
   form), cause architecture_unsupported (the vLLM in use did not carry MiniCPM-o 4.5 support; cf.
   minicpmv-cookbook-36 for MiniCPM-V 4.5 on 0.10.1). The fix comes from the maintainer's answers in sibling issues
   #104 and #120 of the same tracker (modified vLLM source, later official vLLM >= 0.16.0), not from #72 itself.
4. None of the three prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout;
   memory, length and parallelism flags are marked wrong for all three.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round431-blind")
case = BATCH.case

# ---------------------------------------- vllm-ascend #13491: MiniCPM-V-4.6 on v0.23.0rc1-310 -> 'MiniCPMV4_6ImageProcessor' object has no attribute 'version'
case("vllm-ascend-13491-minicpm-v46-v0230rc1-310p-image-processor-no-version",
     "https://github.com/vllm-project/vllm-ascend/issues/13491",
     "[Bug]:使用v0.23.0rc1-310部署MiniCPM-V-4.6模型报错： AttributeError: 'MiniCPMV4_6ImageProcessor' object has no "
     "attribute 'version'\n"
     "\n"
     "export VLLM_SKIP_MM_DUMMY_BUDGET_CHECK=1\n"
     "vllm serve /home/openlab/zll/MiniCPM-V4.6 \\\n"
     "    --served-model-name MiniCPM-V-4.6 \\\n"
     "    --trust-remote-code \\\n"
     "    --dtype float16 \\\n"
     "    --enforce-eager \\\n"
     "    --max-model-len 2048 \\\n"
     "    --max-num-seqs 4 \\\n"
     "    --gpu-memory-utilization 0.7 \\\n"
     "    --limit-mm-per-prompt '{\"image\":4,\"video\":1}' \\\n"
     "    --port 8000\n"
     "(APIServer pid=177) Traceback (most recent call last):\n"
     "...\n"
     "(APIServer pid=177)   File \"/vllm-workspace/vllm/vllm/model_executor/models/minicpmv.py\", line 723, in "
     "get_max_image_tokens\n"
     "(APIServer pid=177)     return self.get_num_image_tokens(image_size)\n"
     "(APIServer pid=177)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=177)   File \"/vllm-workspace/vllm/vllm/model_executor/models/minicpmv4_6.py\", line 589, in "
     "get_num_image_tokens\n"
     "(APIServer pid=177)     grids, source_tokens, patch_tokens = self._compute_visual_tokens(\n"
     "(APIServer pid=177)                                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=177)   File \"/vllm-workspace/vllm/vllm/model_executor/models/minicpmv4_6.py\", line 483, in "
     "_compute_visual_tokens\n"
     "(APIServer pid=177)     image_processor = self.get_image_processor()\n"
     "(APIServer pid=177)                       ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=177)   File \"/vllm-workspace/vllm/vllm/model_executor/models/minicpmv.py\", line 568, in "
     "get_image_processor\n"
     "(APIServer pid=177)     return self.get_hf_processor(**kwargs).image_processor\n"
     "(APIServer pid=177)            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(APIServer pid=177)   File \"/vllm-workspace/vllm/vllm/model_executor/models/minicpmv.py\", line 550, in "
     "get_hf_processor\n"
     "(APIServer pid=177)     vendored_processor = MiniCPMVProc",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vllm-ascend v0.23.0rc1 (310P image) serving openbmb MiniCPM-V-4.6: while the API server sizes the multimodal "
     "budget at start-up (get_max_image_tokens), vLLM's MiniCPM-V 4.6 processing info still wraps the checkpoint's "
     "processor in the vendored MiniCPMVProcessor written for MiniCPM-V 2.x/4.0/4.5, which reads "
     "image_processor.version; the transformers-v5 MiniCPMV4_6ImageProcessor has no such attribute, so start-up dies "
     "with AttributeError. A vLLM processor / transformers-v5 API mismatch in that release, not memory, parallelism or "
     "the NPU.",
     "not in the stored text of this (open) issue. The same AttributeError on CUDA (OpenBMB/MiniCPM-V#1113, "
     "`vllm serve openbmb/MiniCPM-V-4_6`) was fixed upstream by vLLM PR #44980 '[Bugfix] minicpmv46 missing version' "
     "(merged 2026-06): MiniCPMV4_6ProcessingInfo.get_hf_processor() returns the native MiniCPMV4_6Processor and the "
     "vendored processor reads getattr(image_processor, 'version', None); the PR's test plan shows 4.6 starting and "
     "answering image+text on transformers 5.9.0. So: a vLLM / vllm-ascend build that contains PR #44980",
     release="vllm-ascend v0.23.0rc1 (310P image)", gpu="Huawei Ascend 310P (NPU)", gpus=None,
     command="VLLM_SKIP_MM_DUMMY_BUDGET_CHECK=1 vllm serve /home/openlab/zll/MiniCPM-V4.6 --served-model-name "
             "MiniCPM-V-4.6 --trust-remote-code --dtype float16 --enforce-eager --max-model-len 2048 --max-num-seqs 4 "
             "--gpu-memory-utilization 0.7 --limit-mm-per-prompt '{\"image\":4,\"video\":1}' --port 8000",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"}, {"flag": "--limit-mm-per-prompt"},
                {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the error line), the command and the head of the traceback from "
          "one stored chunk of turn 0, and the tail of the traceback from another, which the corpus cuts at "
          "'vendored_processor = MiniCPMVProc' (the frames in between are dropped, '...'). The environment block was "
          "not reached. The same author's later vllm-ascend #13522 (same v0.23.0rc1-310 image, same command) reports a "
          "different, later NPU error (aclnnApplyRotaryPosEmb); how this one was got past is not in the stored text. "
          "The fix comes from the linked upstream PR (found by the search, "
          "its description naming the same AttributeError), not from this thread.")

# ---------------------------------------- vllm #11711: Qwen2-VL-7B with LLM() after upgrading from 0.6.3.post1 -> 'Qwen2VLProcessor' object has no attribute 'image_token'
case("vllm-11711-qwen2-vl-7b-llm-init-qwen2vlprocessor-no-image-token",
     "https://github.com/vllm-project/vllm/issues/11711",
     "[Bug]: AttributeError: 'Qwen2VLProcessor' object has no attribute 'image_token'\n"
     "\n"
     "```\n"
     "from vllm import LLM, SamplingParams\n"
     "from transformers import AutoProcessor\n"
     "if __name__ == '__main__':\n"
     "    model = \"hf_cache/Qwen2-VL-7B-Instruct\"\n"
     "    processor = AutoProcessor.from_pretrained(model)\n"
     "...\n"
     "    sampling_params = SamplingParams(temperature=0.8, top_p=0.95)\n"
     "    llm = LLM(model)\n"
     "...\n"
     "```\n"
     "I used VLLM to load qwen2-vl-7b for inference, and it can return results normally in VLLM==0.6.3. Post1 version, "
     "but this version cannot support qwen2-vl's Lora adapter. Therefore, I\n"
     "...\n"
     "I compared two versions of the qwen2-vl.py file, but there are many changes between the two, and I cannot solve "
     "this problem",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "The user moved from vLLM 0.6.3.post1 to a newer vLLM (for Qwen2-VL LoRA support) but kept the older "
     "transformers; the newer vLLM's Qwen2-VL processing reads Qwen2VLProcessor.image_token, an attribute that only "
     "transformers 4.47+ has, so LLM('Qwen2-VL-7B-Instruct') fails while building the multimodal processor. A "
     "transformers version too old for the installed vLLM, not a model, memory or LoRA problem.",
     "jeejeelee (vLLM maintainer): 'Try upgrading transformers version to `4.47.0`'; TelekomHacker (same error): 'Thank "
     "you, this has fixed the issue for me'. The issue is closed",
     release="a vLLM release after 0.6.3.post1 (the exact version is not in the stored text)", gpu=None, gpus=None,
     command="llm = LLM(model)  # model = \"hf_cache/Qwen2-VL-7B-Instruct\"",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--trust-remote-code"}, {"flag": "--max-lora-rank"}],
     note="Excerpt: the issue title (the error line; the traceback itself was not in the stored chunks) and two "
          "stored pieces of turn 0: the reproduction script (the message list and the output loop dropped, marked "
          "'...') and the author's two sentences. The answer (upgrade transformers) is left out. Where in the run it "
          "died is not in the stored text; the script's only vLLM calls are LLM(model) and generate() with a "
          "text-only prompt, so the Qwen2-VL processor is reached while the engine is built (multimodal profiling), "
          "i.e. at start-up.")

# ---------------------------------------- MiniCPM-V-CookBook #72: MiniCPM-o-4.5 with vllm==0.10.2 + the MiniCPM-o vllm tree -> 'MiniCPMOProcessingInfo' object has no attribute 'parse_mm_data'
case("minicpm-v-cookbook-72-minicpm-o45-vllm-0102-processinginfo-no-parse-mm-data",
     "https://github.com/OpenSQZ/MiniCPM-V-CookBook/issues/72",
     "部署 MiniCPM-o-4.5 报错 AttributeError: 'MiniCPMOProcessingInfo' object has no attribute 'parse_mm_data'\n"
     "\n"
     "在使用 vLLM 部署 MiniCPM-o 模型时，EngineCore 启动失败。报错指向 minicpmo.py 中的 process_audios 函数尝试调用 "
     "self.info.parse_mm_data，但该属性/方法在 MiniCPMOProcessingInfo 中并不存在。\n"
     "\n"
     "复现步骤\n"
     "环境安装：pip install vllm==0.10.2 vllm[video]\n"
     "\n"
     "使用以下命令启动服务：\n"
     "\n"
     "Bash\n"
     "vllm serve <model_path> \\\n"
     "  --dtype auto \\\n"
     "  --max-model-len 2048 \\\n"
     "  --api-key token-abc123 \\\n"
     "  --gpu_memory_utilization 0.7 \\\n"
     "  --trust-remote-code \\\n"
     "  --max-num-batched-tokens 2048\n"
     "错误日志 (Traceback)\n"
     "Plaintext\n"
     "(EngineCore_DP0 pid=501590) ERROR 02-05 14:19:43 [core.py:900]   File "
     "\"/home/ubuntu/Synadata_dev/yz/MiniCPM-o/vllm/vllm/model_executor/models/minicpmo.py\", line 359, in "
     "process_mm_inputs\n"
     "(EngineCore_DP0 pid=501590) ERROR 02-05 14:19:43 [core.py:900]     **self.process_audios(mm_data, mm_kwargs, "
     "tok_kwargs),\n"
     "(EngineCore_DP0 pid=501590) ERROR 02-05 14:19:43 [core.py:900]   File "
     "\"/home/ubuntu/Synadata_dev/yz/MiniCPM-o/vllm/vllm/model_executor/models/minicpmo.py\", line 322, in "
     "process_audios\n"
     "(EngineCore_DP0 pid=501590) ERROR 02-05 14:19:43 [core.py:900]     mm_items = self.info.parse_mm_data({\"audio\": "
     "audios}, validate=False)\n"
     "(EngineCore_DP0 pid=501590) ERROR 02-05 14:19:43 [core.py:900] AttributeError: 'MiniCPMOProcessingInfo' object "
     "has no attribute 'parse_mm_data'\n"
     "环境信息\n"
     "vLLM 版本: 0.10.2\n"
     "\n"
     "Python 版本: 3.10\n"
     "\n"
     "模型: MiniCPM-V 4.5\n"
     "\n"
     "安装方式: pip install",
     "dependency_version_mismatch", {}, "architecture_unsupported",
     "MiniCPM-o 4.5 (Feb 2026) was not supported by any released vLLM at the time: the CookBook told users to build "
     "OpenBMB's modified vLLM source (branch Support-MiniCPM-o-4.5). The reporter pip-installed vllm==0.10.2 and ran "
     "it with a MiniCPM-o vllm source tree, so the minicpmo.py model code in use calls ProcessingInfo.parse_mm_data, "
     "an API the vLLM core it runs on does not have; the engine core dies while building the dummy multimodal (audio) "
     "inputs at start-up. A vLLM build that does not carry MiniCPM-o 4.5 support (mixed release and fork code), not "
     "memory or launch flags.",
     "not in the stored chunk of this (closed) issue: the one reply (yzxiu, 2026-02) is cut. The CookBook maintainer "
     "tc-mb in sibling threads: #104 (2026-03-04) 'MiniCPM-o 4.5 目前需要从修改后的源码安装 vllm' (install the modified "
     "vLLM per deployment/vllm/minicpm-o4_5_vllm.md §1.2), and #120 (2026-04-27) that the support was merged into "
     "official vLLM (PR #33431), usable from v0.16.0: `pip install \"vllm>=0.16.0\"`",
     release="0.10.2 (pip) with a MiniCPM-o vllm source tree on the path", gpu=None, gpus=None,
     command="vllm serve <model_path> --dtype auto --max-model-len 2048 --api-key token-abc123 "
             "--gpu_memory_utilization 0.7 --trust-remote-code --max-num-batched-tokens 2048",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--max-num-batched-tokens"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}, {"flag": "--limit-mm-per-prompt"}],
     note="Excerpt: the issue title and the whole stored description (steps, command, the traceback tail the author "
          "pasted, environment); nothing dropped. The author writes '模型: MiniCPM-V 4.5' in the environment block but "
          "the title, the text and the traceback (minicpmo.py, MiniCPMOProcessingInfo, process_audios) are MiniCPM-o "
          "4.5. The fix is from the maintainer's answers in sibling issues #104 and #120 of the same tracker, not from "
          "this thread.")

if __name__ == "__main__":
    BATCH.write()
