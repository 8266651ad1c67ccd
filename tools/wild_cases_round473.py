"""Round-473 blind batch: FINE-TUNING LIBRARIES' INFERENCE PATHS THAT START vLLM, second pass (LLaMA-Factory vllm_infer /
API / webui with infer_backend vllm, unsloth fast_inference=True, ms-swift deploy / infer / rollout, axolotl, torchtune,
xtuner, LMFlow); collected by helper wild473 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round473-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed (35 ``search`` corpus=issues, 1 ``find_string``); no read_file / fetch. 5 cases:
LlamaFactory #6261 (Ascend 910B3: `from vllm import AsyncEngineArgs` fails, '(unknown location)'), LlamaFactory #5767
(native Windows, torch 2.4.0+cpu, vLLM 0.6.0: 'No module named vllm._C'), LlamaFactory #3645 (api.py: MultiModalData
missing from vllm.sequence, vLLM older than the 0.4.0 LLaMA-Factory needs), LlamaFactory PR #4706 (web UI start-up:
ImagePixelData missing from vllm.multimodal.image on vLLM >= 0.5.1; fixed by the merged PR), ms-swift #7631 (swift
infer --infer_backend vllm on InternVL3-8B: decoder prompt 35191 > max model length 32768). Four of the five are
import-time failures of the wrapper's vLLM path: round 439 found the slice mined out and this pass confirms it - the
memory / engine-core failures that the searches brought (KV cache too small, no cache blocks, LoRA rank, TP
divisibility, Qwen3-VL / Kimi-VL / GLM-4.1V start-ups, unsloth standby OOM, swift rollout / colocate) were all in
USED_SOURCES.txt or earlier rounds' skip lists. Every source was checked with grep -F against USED_SOURCES.txt and
grep -l against tools/wild_cases_round*.py before it was spent on.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): LlamaFactory #6476, #6523, #9512; unsloth #3542, #2097, #6590, #2983, #6385;
  ms-swift #4221, #4248, #9139; trl / open-r1 #568; gpustack #5438, #2259; FSDrive #21; 1Cat-vLLM #27; vllm #26431,
  #2418; Qwen2.5-Omni #340; SkyRL #284; ray #54739; rllm #141; open-instruct PR #521.
- Named in earlier rounds' skip lists (not re-opened): LlamaFactory #8025, #8026, #9228, #4545, #4960; unsloth #2008 /
  unsloth-zoo PR #79, #1770, #2104, #2963, #2298, #3911; ms-swift #694, #3288, #3139, #2890, #3138, #4594, #9613,
  #6183, #6040, #8098, #5010, #5165, #1149 / #2204 (screenshots); axolotl #2528; QwenLM/Qwen3-VL vs ms-swift #1723 (the
  ms-swift #1723 case exists; the Qwen3-VL #1723 chunk is only a pip list); verl PR #5384 (named in rounds 12/321/414).
- Error line not in the stored chunk / no answer: LlamaFactory #5384 (ASGI traceback cut in starlette), #7447
  (vLLM-Ascend support discussion, no log), #5988 (LLaMA-Factory's own TypeError 'NoneType' object is not iterable in
  engine_args.update(model_args.vllm_config) on a dev vLLM - the wrapper's bug, no fix stored); ms-swift #4464 (swift
  deploy --max_model_len 80000 ignored, the error line after 'POST /v1/chat/completions' is cut), #4063 (V1
  outputs_queue error, traceback not stored), #5301 (screenshot), #5249 (swift's own argument parser);
  unsloth #2977 (ModuleNotFoundError at 'from unsloth import FastLanguageModel', module name cut), #5261 (LoRA reload
  with fast_inference, no log); TideDra/lmm-r1 #68 (vLLM 0.8.3 V1 engine in OpenRLHF's LLMRayActor, only the engine
  config line stored); igeniusai/domyn-swarm #97 (V1 EngineCore failed in _initialize_kv_caches, root error cut);
  facebookresearch/sweet_rl #10 (DPO-trained Qwen2-VL, traceback cut in executor init).
- Not a vLLM start-up failure: ms-swift #5948, #6021 (request-length errors during GRPO / on the pt backend), #3967,
  #4767, #4893 (swift's MaxLengthError / warnings), unsloth #576 (transformers inference), #2215, #2294 (behaviour).
- Same incident as a used source: unsloth PR #6621 (fix for the used #6590); LlamaFactory #6474 / #6475 (duplicates
  of the used #6476 by the same reporter).
- Out of slice and not followed: vllm #17456 (0.8.5 vs 0.8.4 Qwen2.5-VL-AWQ), flagos-ai/vllm-plugin-FL #134.

Judgement calls for the lead:
1. Four import-time cases (llamafactory-6261, -5767, -3645, -pr4706): the wrapper's vLLM inference path dies when it
   imports vLLM, before any engine exists. Taken as start-up failures of 'the inference path that starts vLLM' (as
   round 287 took fastchat-2733 for the same '(unknown location)' message). kind/cause follow the precedents: ImportError
   'cannot import name X from vllm...' -> dependency_version_mismatch (fastchat-2733 and the 21 other 'cannot import
   name' fixtures); the Windows 'No module named vllm._C' -> vllm_extension_import_failed / vllm_extension_missing
   (orpheus-tts-264, index-tts-vllm-6).
2. llamafactory-6261: the stored body also carries a bold line 'TypeError: init_multi_process_env() takes from 3 to 7
   positional arguments but 8 were given' (not explained in the thread) before the traceback; it is kept verbatim. The
   maintainer's fix ('pip uninstall vllm') removes the broken vLLM so LLaMA-Factory stops importing it on the NPU
   machine; the lead may prefer a label other than dependency_version_mismatch (a broken / shadowed vllm package).
3. llamafactory-5767: the vLLM line is a WARNING printed by `llamafactory-cli version` (the command itself completes);
   the reporter's goal is vLLM inference ('希望可以正常使用vllm推理'), and the maintainer's answer is 'vllm was not
   correctly installed'. No confirmed fix.
4. llamafactory-3645: the ImportError line is the issue title (the stored traceback is cut inside llmtuner's imports);
   it is placed first in the excerpt, as round 439 did for ms-swift #4248. Later commenters in the same thread hit the
   same message with vLLM 0.5.0 (the opposite direction, fixed by LlamaFactory PR #4234 / downgrade to 0.4.3); the
   case follows the original report and the maintainer's answer ('项目要求 vllm 最低 0.4.0').
5. llamafactory-pr4706: the source is a merged pull request, not an issue; its description quotes the error seen
   'when starting the web UI' with vLLM >= 0.5.1 and the fix is the PR itself.
6. ms-swift-7631: a failure at the first request, not at engine start: the reporter says MAX_NUM=6 (InternVL's tile
   limit) is honoured by swift's pt backend but not with --infer_backend vllm, so the prompt grows past 32768 tokens.
   No maintainer reply (issue open); kind vllm_check_failed / cause prompt_exceeds_max_model_len follow
   lm-evaluation-harness-2880, open-r1-672 and trl-4358. Raising --max-model-len is not forbidden (the thread does not
   rule it out), but --gpu-memory-utilization / --kv-cache-dtype are.
7. numbers is {} for the import cases (nothing printed under a LABELS.txt key); ms-swift-7631 keeps max_model_len.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round473-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LlamaFactory #6261: Ascend 910B3, llamafactory-cli env -> cannot import AsyncEngineArgs from 'vllm' (unknown location)
case("llamafactory-6261-ascend-910b3-npu-cli-env-cannot-import-asyncengineargs-vllm-unknown-location",
     "https://github.com/hiyouga/LlamaFactory/issues/6261",
     "在昇腾910B3，cann 8.0.0.alpha002\n"
     "执行报错\n"
     "\n"
     "llamafactory-cli env\n"
     "**TypeError: init_multi_process_env() takes from 3 to 7 positional arguments but 8 were given**\n"
     "[2024-12-06 10:37:49,583] [INFO] [real_accelerator.py:219:get_accelerator] Setting ds_accelerator to npu (auto "
     "detect)\n"
     "Traceback (most recent call last):\n"
     "  File \"/owner/ninth/anaconda3/envs/llama-factory/bin/llamafactory-cli\", line 5, in <module>\n"
     "    from llamafactory.cli import main\n"
     "  File \"/owner/ninth/LLaMA-Factory/src/llamafactory/cli.py\", line 22, in <module>\n"
     "    from .api.app import run_api\n"
     "  File \"/owner/ninth/LLaMA-Factory/src/llamafactory/api/app.py\", line 23, in <module>\n"
     "    from ..chat import ChatModel\n"
     "  File \"/owner/ninth/LLaMA-Factory/src/llamafactory/chat/__init__.py\", line 16, in <module>\n"
     "    from .chat_model import ChatModel\n"
     "  File \"/owner/ninth/LLaMA-Factory/src/llamafactory/chat/chat_model.py\", line 26, in <module>\n"
     "    from .vllm_engine import VllmEngine\n"
     "  File \"/owner/ninth/LLaMA-Factory/src/llamafactory/chat/vllm_engine.py\", line 37, in <module>\n"
     "    from vllm import AsyncEngineArgs, AsyncLLMEngine, RequestOutput, SamplingParams\n"
     "ImportError: cannot import name 'AsyncEngineArgs' from 'vllm' (unknown location)\n"
     "[ERROR] 2024-12-06-10:37:51 (PID:1911198, Device:0, RankID:-1) ERR99999 UNKNOWN application exception",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "On an Ascend 910B3 NPU machine (CANN 8.0.0.alpha002) LLaMA-Factory's vLLM chat engine module imports "
     "`from vllm import AsyncEngineArgs, ...` at CLI start-up, and Python resolves `vllm` to a package it cannot place "
     "('(unknown location)') that lacks AsyncEngineArgs - a broken / non-functional vllm install on the NPU box - so even "
     "`llamafactory-cli env` dies. Not a memory or GPU-configuration problem.",
     "maintainer hiyouga (2024-12-06): 'pip uninstall vllm' - remove the broken vllm package so LLaMA-Factory no "
     "longer imports it on the NPU machine (the reporter's confirmation is not stored; the issue is closed)",
     release=None, gpu="Ascend 910B3 (NPU)", gpus=None, command="llamafactory-cli env",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the whole issue description as stored (Chinese: '在昇腾910B3' = on Ascend 910B3; '执行报错' = "
          "running it errors), unchanged, including the bold TypeError line the reporter put above the traceback. "
          "The title is 'NPU 910B 获取版本报错' (getting the version on NPU 910B errors). Labels npu, pending.")

# ---------------------------------------- LlamaFactory #5767: native Windows, torch 2.4.0+cpu, vLLM 0.6.0 -> Failed to import from vllm._C
case("llamafactory-5767-native-windows-torch-cpu-vllm-060-failed-to-import-vllm-c",
     "https://github.com/hiyouga/LlamaFactory/issues/5767",
     "### System Info\n"
     "\n"
     "- `llamafactory` version: 0.9.0\n"
     "- Platform: Windows-10-10.0.22631-SP0\n"
     "- Python version: 3.11.10\n"
     "- PyTorch version: 2.4.0+cpu\n"
     "- Transformers version: 4.45.0\n"
     "- Datasets version: 2.21.0\n"
     "- Accelerate version: 0.33.0\n"
     "- PEFT version: 0.12.0\n"
     "- TRL version: 0.9.6\n"
     "- vLLM version: 0.6.0\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "(llamafactory) PS C:\\dev\\AI_Vtuber\\LLaMA-Factory-0.9.0> llamafactory-cli version\n"
     "WARNING 10-21 18:27:11 _custom_ops.py:18] Failed to import from vllm._C with ModuleNotFoundError(\"No module "
     "named 'vllm._C'\")\n"
     "----------------------------------------------------------\n"
     "| Welcome to LLaMA Factory, version 0.9.0                |\n"
     "|                                                        |\n"
     "| Project page: https://github.com/hiyouga/LLaMA-Factory |\n"
     "----------------------------------------------------------\n"
     "\n"
     "也有嘗試過version 0.9.1.dev0且使用vllm 0.6.3.post1 依舊無效\n"
     "\n"
     "### Expected behavior\n"
     "\n"
     "希望可以正常使用vllm推理",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "LLaMA-Factory on native Windows 10 with a CPU-only PyTorch (2.4.0+cpu) and a pip-installed vLLM 0.6.0 (also "
     "tried 0.6.3.post1): the installed vllm package has no compiled vllm._C extension for this platform, so vLLM's "
     "custom ops cannot load and vLLM inference through LLaMA-Factory cannot work. An installation / platform problem, "
     "not memory.",
     "maintainer hiyouga (2024-10-22): 'vllm was not correctly installed'; no working fix is stored (label solved). "
     "vLLM needs a proper Linux (or WSL) CUDA install with a CUDA build of PyTorch",
     release="0.6.0 (also 0.6.3.post1 tried)", gpu=None, gpus=None, command="llamafactory-cli version",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"},
                       {"flag": "--quantization"}],
     note="Excerpt: the System Info, Reproduction and Expected behavior sections as stored, unchanged (the Reminder "
          "checkbox left out). Chinese: '也有嘗試過version 0.9.1.dev0且使用vllm 0.6.3.post1 依舊無效' = also tried "
          "0.9.1.dev0 with vllm 0.6.3.post1, still not working; '希望可以正常使用vllm推理' = hope to use vLLM inference "
          "normally. The vLLM line is a WARNING; the command itself completes.")

# ---------------------------------------- LlamaFactory #3645: api.py with Qwen1.5-72B-Chat + LoRA on 4 GPUs -> cannot import MultiModalData from vllm.sequence
case("llamafactory-3645-api-py-qwen15-72b-lora-cannot-import-multimodaldata-vllm-sequence-vllm-too-old",
     "https://github.com/hiyouga/LlamaFactory/issues/3645",
     "最新取用的代码，运行api.py（或者是webui.py）报错，错误信息均是：ImportError: cannot import name 'MultiModalData' "
     "from 'vllm.sequence' (/usr/local/lib/python3.10/dist-packages/vllm/sequence.py)\n"
     "\n"
     "(base) root@I19c2837ff800901ccf:/hy-tmp/LLaMA-Factory-main/src# CUDA_VISIBLE_DEVICES=0,1,2,3 python3.10 api.py \\\n"
     ">     --model_name_or_path ../model/qwen/Qwen1.5-72B-Chat \\\n"
     ">     --adapter_name_or_path ../saves/qwen/lora/sft/checkpoint-500 \\\n"
     ">     --template qwen \\\n"
     ">     --finetuning_type lora \\\n"
     ">     --use_fast_tokenizer True \\\n"
     ">     --repetition_penalty 1.03 \\\n"
     ">     --cutoff_len  8192 \\\n"
     ">     --flash_attn\n"
     "/usr/local/lib/python3.10/dist-packages/bitsandbytes/cextension.py:31: UserWarning: The installed version of "
     "bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are "
     "unavailable.\n"
     "  warn(\"The installed version of bitsandbytes was compiled without GPU support. \"\n"
     "/usr/local/lib/python3.10/dist-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: "
     "cadam32bit_grad_fp32\n"
     "Traceback (most recent call last):\n"
     "  File \"/hy-tmp/LLaMA-Factory-main/src/api.py\", line 5, in <module>\n"
     "    from llmtuner.api.app import create_app\n"
     "  File \"/hy-tmp/LLaMA-Factory-main/src/llmtuner/api/app.py\", line 5, in <module>\n"
     "    from ..chat import ChatModel",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LLaMA-Factory's code of May 2024 (llmtuner, chat/vllm_engine.py) imports MultiModalData from vllm.sequence, "
     "which the reporter's installed vLLM lacked: it was older than the project's minimum (vLLM 0.4.0), so "
     "api.py / webui.py died at import. A LLaMA-Factory / vLLM version mismatch, not memory (the bitsandbytes CPU "
     "warning is a separate installation issue).",
     "maintainer hiyouga (2024-05-09): '项目要求 vllm 最低 0.4.0' (the project requires vLLM >= 0.4.0) - upgrade vLLM; "
     "the reporter thanked him ('感谢大佬指点'), label solved",
     release="older than 0.4.0 (not printed; inferred from the maintainer's answer)", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0,1,2,3 python3.10 api.py --model_name_or_path ../model/qwen/Qwen1.5-72B-Chat "
             "--adapter_name_or_path ../saves/qwen/lora/sft/checkpoint-500 --template qwen --finetuning_type lora "
             "--use_fast_tokenizer True --repetition_penalty 1.03 --cutoff_len 8192 --flash_attn",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"},
                       {"flag": "--dtype"}],
     note="Excerpt: first line = the issue title (Chinese: 'the latest code, running api.py (or webui.py) errors, the "
          "error is in both cases: ...'), which carries the ImportError verbatim; then the Reproduction block as "
          "stored, cut by the stored chunk inside llmtuner's import chain. Later commenters hit the same message with "
          "vLLM 0.5.0 (the other direction; LlamaFactory PR #4234 / a downgrade to 0.4.3); not part of this case.")

# ---------------------------------------- LlamaFactory PR #4706: web UI start with vLLM >= 0.5.1 -> cannot import ImagePixelData from vllm.multimodal.image
case("llamafactory-pr4706-webui-start-vllm-051-cannot-import-imagepixeldata-vllm-multimodal-image",
     "https://github.com/hiyouga/LlamaFactory/pull/4706",
     "Fixes addresses the error encountered when starting the web UI:\n"
     "\n"
     "```\n"
     "vllm_engine.py, line 33, in <module>\n"
     "    from vllm.multimodal.image import ImagePixelData\n"
     "ImportError: cannot import name 'ImagePixelData' from 'vllm.multimodal.image'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "LLaMA-Factory's chat/vllm_engine.py (July 2024) imported ImagePixelData from vllm.multimodal.image, which vLLM "
     "removed in 0.5.1 (vllm PR #5852 reworked the multimodal inputs); with vLLM >= 0.5.1 installed the web UI died at "
     "import. A LLaMA-Factory / vLLM API mismatch, not memory.",
     "merged PR #4706 (T-Atlas, 2024-07-07, 'LGTM!' from hiyouga): version-conditional import in vllm_engine.py for "
     "vLLM > 0.5.0 vs 0.5.0; the alternative is pinning vLLM to 0.5.0 until LLaMA-Factory is updated",
     release=">= 0.5.1", gpu=None, gpus=None, command="llamafactory-cli webui",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"},
                       {"flag": "--dtype"}],
     note="Excerpt: the error part of the PR description as stored; the description's 'Specific Changes Made' (the fix) "
          "is left out. The command is not printed in the PR ('when starting the web UI'); 'llamafactory-cli webui' is "
          "the collector's reading of that phrase.")

# ---------------------------------------- ms-swift #7631: swift infer --infer_backend vllm, InternVL3-8B, MAX_NUM=6 ignored -> decoder prompt 35191 > max model length 32768
case("ms-swift-7631-internvl3-8b-infer-backend-vllm-max-num-ignored-decoder-prompt-35191-over-32768",
     "https://github.com/modelscope/ms-swift/issues/7631",
     "The max_num environment variable does not work when using vllm as the backend\n"
     "\n"
     "**Describe the bug**\n"
     "What the bug is, and how to reproduce, better with screenshots(描述bug以及复现过程，最好有截图)\n"
     "在使用InternVL3-8B进行推理时，允许使用`export MAX_NUM=6`来控制动态高分辨率的子图数量。在使用pt作为backend时该参数能正常"
     "起作用（不会超长），但在设置`--infer_backend vllm`后该参数不起作用，会出现token过长的报错：ValueError: The decoder "
     "prompt (length 35191) is longer than the maximum model length of 32768.\n"
     "\n"
     "**Your hardware and system info**\n"
     "Write your system info like CUDA version/system/GPU/torch version here(在这里给出硬件信息和系统信息，如CUDA版本，系统，"
     "GPU型号和torch版本等)\n"
     "该现象与CUDA无关",
     "vllm_check_failed", {"max_model_len": 32768}, "prompt_exceeds_max_model_len",
     "swift infer with InternVL3-8B on the vLLM backend: InternVL's dynamic high-resolution tiling is capped by "
     "MAX_NUM=6 under swift's pt backend, but (per the reporter) the cap is not applied when --infer_backend vllm is "
     "used, so an image request expands to a 35191-token prompt and vLLM rejects it against the model's 32768-token "
     "max model length. A request-size / launch-configuration problem, not GPU memory.",
     "no fix reached (issue open, no maintainer reply stored). The message itself says what failed: the prompt is "
     "longer than max_model_len; keeping the tile count down (MAX_NUM honoured on the vLLM path, or smaller images) or "
     "a longer context would avoid it",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: title and the whole description as stored, unchanged. Chinese: 'when running InternVL3-8B, `export "
          "MAX_NUM=6` controls the number of dynamic high-resolution sub-images; with the pt backend it works (not too "
          "long), but with --infer_backend vllm it has no effect and a too-many-tokens error appears: ...'; "
          "'该现象与CUDA无关' = this is unrelated to CUDA. A failure at the first (image) request, not at engine start.")

if __name__ == "__main__":
    BATCH.write()
