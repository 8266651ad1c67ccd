"""Round-431 blind batch: VISION-LANGUAGE and OMNI models failing to start under vLLM (processor / encoder-cache /
multimodal-budget / profiling failures of Qwen-VL, InternVL, MiniCPM-V/-o, GLM-V, Kimi-VL, Gemma-3/3n, Llama-4,
Phi-4-multimodal, Step3, Keye, ERNIE-VL, dots), 2025-2026; collected by helper wild431 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round431-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(work in progress; the docstring is completed at the end of the round)
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
          "not reached. The fix comes from the linked upstream PR (found by the search, "
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
          "'...') and the author's two sentences. The answer (upgrade transformers) is left out.")

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
