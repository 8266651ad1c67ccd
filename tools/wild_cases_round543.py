"""Round-543 blind batch: vLLM start-up failures in CHINESE- and JAPANESE-language sources (the pages corpus: CSDN,
Zhihu, cnblogs, jishuzhan, Qiita, Zenn, note.com; and Chinese-language threads on the trackers of Qwen, DeepSeek, GLM,
InternLM, MiniCPM, Baichuan, Yi, ChatGLM, LLaMA-Factory, ms-swift and the Chinese serving wrappers around vLLM);
collected by helper wild543 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round543-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's stored copy shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 35 allowed (24 ``search``: 5 corpus=pages, 19 corpus=issues; 5 ``find_string``; 2 ``read_file``
by id; 1 ``find_repos``; 1 ``find_files``). Stopped with 2 left: every further query in the slice was returning threads
already used or already named in earlier skip lists. 3 cases: xinference #3784 (vLLM under Xinference 1.7.1 on an AMD
Radeon 8060S iGPU: 'Device string must not be empty'), xinference #4548 (vLLM 0.14.1 under Xinference, rerank model:
EngineArgs got an unexpected keyword argument 'task'), ms-swift #6129 (a seq_cls LoRA of Qwen2.5-VL-7B merged and
deployed on vLLM 0.10.1.1: 'language_model.score.weight' not initialized). Every source was checked with grep against
/work/coord/USED_SOURCES.txt, the fixtures and tools/wild_cases_round*.py before it was taken.

**The slice is mined out.** The pages corpus (Chinese and Japanese queries: KV cache / max_model_len / 显存不足 /
gpu_memory_utilization, 起動 エラー, CUDA out of memory 試したこと, V100 bf16) returned only the AI-written or digest
pages earlier rounds listed (blog.gitcode.com digests, openillumi.com, velog js03210, errornotes, gigagpu, errorcanon,
t-cr.jp, maplevalley.com.cn V100 guide, blog.youkuaiyun.com, mzph.cn 81541, blog.csdn.net/acs713) - nothing first-hand
and unused. The issues corpus's Chinese threads on the model trackers are almost all used or in skip lists; the stored
chunks of the rest stop before the error line. The find_string route of round 443 (CJK notes in the author's own
repository) gave one hit with a pasted vLLM error, and it was already used (see below).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (grep before or right after the look-up): vllm #17238, #10990, #3463, #9712,
  #35603, #35414, #13398, #29481 (named in no list, but its stored chunk stops in the EngineCore traceback before the
  error: two Qwen3-0.6B servers at --gpu-memory-utilization 0.25 on one 4090, vLLM 0.8.4); QwenLM/Qwen #853;
  QwenLM/Qwen3-VL #35, #348; deepseek-ai/DeepSeek-R1 #546; OpenBMB/MiniCPM #193; OpenBMB/AgentCPM-GUI #11;
  hiyouga/LlamaFactory #2798, #2782, #6476, #5173, #7131, #8025; zai-org/GLM-4 #381, #47; ms-swift #3288, #4974, #4289,
  #9704, #1149, #5165 / #9379 / #6147 (logs stop before the error); xinference #3135, #4229, #2787; Tele-AI/TeleChat-52B
  #9; OpenGVLab/InternVL #1175; dengcao/Qwen3-Reranker-0.6B #6; EvolvingLMMs-Lab/LongVT #9;
  timothystewart6/vllm-gb10 #7; gpustack #3991; ray #64466; Ksuriuri/index-tts-vllm #31; aivrar/vllm-windows-build #14;
  LyttonFeng/pinchbench-skill rl/docs/runpod_setup_and_training.md ('Free memory on device cuda:0 (0.75/44.4 GiB)',
  found again through find_string "vllm 启动失败"; three look-ups spent before the fixture
  pinchbench-runpod-sft-vllm-free-0.75-of-44.4 turned up - grep the fixtures for a hit's numbers first).
- No error line in the stored text, or no cause: ms-swift #9379 (Qwen3.5-0.8B seq_cls `swift deploy --infer_backend
  vllm`; the cause is pinned by the merged ms-swift PR #9736 'task argument has been deprecated in vllm PR #30397, fix
  #9379', but the stored chunk stops in swift's INFO lines before the error - a case if a later chunk is ever
  reachable), ms-swift #5165 (seq_cls Qwen2.5-VL-7B on vLLM 0.9.1: the traceback stops inside AutoWeightsLoader),
  #6147, #8477 (Qwen3.5-9B seq_cls merge, EngineCore traceback cut), #8098, #4063, #2890 (screenshot);
  Ksuriuri/index-tts-vllm #185 (IndexTTS-1.5 on Volta/Turing: only the FA2 'compute capability >= 8' ERROR line and the
  start of a lifespan traceback are stored, open, no answer); vllm #14016 (Moonlight on 2080 Ti, engine config only);
  OpenBMB/MiniCPM-V #176 (comments only: 'vllm暂时还不支持2.5').
- Not a vLLM start-up failure / mixed answers: Open-Reasoner-Zero #39 ('RuntimeError: Unsupported block size: 256' at
  rollout time; one reply says vLLM 0.6.5, another that it did not help and micro_rollout_batch_size 16 did);
  johnson7788/RLDecisionAgent notes (ART's own 'Unable to reach OpenAI-compatible server within 30.0 seconds' and
  unsloth_zoo API drift, not vLLM's messages; the repository is named only through round 210's list); the vLLM multi-GPU
  hang threads (vllm #5458, #8087, #2466, #9920, #6407, #7576, #3974, #8058, #6370, #13273: hangs, no error line).
- Same class as an existing fixture, left for variety: xorbitsai/inference #4599 (Qwen3-Embedding-8B in Xinference's
  per-model virtualenv with 'vllm>=0.11.2,<0.15.0': the same EngineArgs 'task' TypeError as #4468 and case 2; the stored
  traceback stops in xoscar before the error line, which is in the title).
- AI-written / digest pages (not first-hand): blog.gitcode.com (api-for-open-llm KV-cache digest, QwenLM V100 bf16
  digest, KServe max_tokens digest, Llama-4 half digest), openillumi.com (Phi-3 128k OOM, placeholders 'X GiB'),
  velog js03210, errornotes.dev, gigagpu.com, errorcanon.top, t-cr.jp, maplevalley.com.cn, blog.youkuaiyun.com/taoqick.

Judgement calls for the lead:
1. xinference-3784: the only reply is the maintainer's question 'vllm 怎么安装的' (how was vLLM installed), so the cause is
   read from the message: vLLM's platform probe found no CUDA/ROCm platform on an AMD Radeon 8060S iGPU under a pip
   install, and DeviceConfig called torch.device('') with the unspecified platform's empty device type. Kind
   no_gpu_visible (the one earlier fixture with this message, hf-space-tanosugi-plamo-translate-..., uses it); cause
   platform_unsupported (a pip vLLM build has no platform for this AMD iGPU), with no_gpu_visible the alternative. The
   vLLM version is not stated (Xinference v1.7.1.post1, July 2025).
2. xinference-4548: same message and cause as the round-79 fixture xinference-4468-qwen3-embedding-engineargs-task (taken
   anyway: a different reporter, a rerank model, and the vLLM version 0.14.1 stated, which pins the cause to vLLM
   0.13.0's removal of `task` (vllm PR #30397, quoted in xinference #4468)). No fix in the stored chunk; kind/cause
   dependency_version_mismatch as the earlier fixture. The error string is in the title and in the body's prose (the
   log itself is two screenshots).
3. ms-swift-6129: no reply in the stored chunk; the cause is read from the message: vLLM 0.10.1.1 builds the seq_cls
   model with a classification head ('language_model.score.weight') that the checkpoint swift handed it (the base
   Qwen2.5-VL-7B-Instruct merged with the LoRA adapter at deploy time, --merge_lora true) does not provide. Kind and cause
   weight_loading_mismatch (4 of 5 fixtures with this message use it as the kind). The body is English on a Chinese
   project's bilingual template (ms-swift is in the slice's tracker list); the lead may drop it as off-language.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round543-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}]

# ---------------------------------------- xinference #3784: Xinference 1.7.1.post1 (pip) on an AMD Radeon 8060S iGPU -> Device string must not be empty
case("xinference-3784-amd-radeon-8060s-igpu-pip-vllm-device-string-must-not-be-empty",
     "https://github.com/xorbitsai/inference/issues/3784",
     "# vllm 启动失败\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "Ubuntu 22.04 \n"
     "\n"
     "### Running Xinference with Docker? / 是否使用 Docker 运行 Xinfernece？\n"
     "\n"
     "- [ ] docker / docker\n"
     "- [x] pip install / 通过 pip install 安装\n"
     "- [ ] installation from source / 从源码安装\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "v1.7.1.post1\n"
     "\n"
     "### The command used to start Xinference / 用以启动 xinference 的命令\n"
     "\n"
     "xinference-local --host 0.0.0.0 --port 9997\n"
     "\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "AMD集显8060s,使用pip安装后，启动模型，报错    self.device = torch.device(self.device_type)\n"
     "    ^^^^^^^^^^^^^^^^^\n"
     "RuntimeError: [address=0.0.0.0:38231, pid=2088] Device string must not be empty",
     "no_gpu_visible", {}, "platform_unsupported",
     "Xinference v1.7.1.post1 installed with pip on Ubuntu 22.04, launching a model on its vLLM engine on a machine whose "
     "only GPU is an AMD Radeon 8060S integrated GPU. The pip-installed vLLM finds no platform it supports (no NVIDIA "
     "CUDA device, and not a ROCm build for this AMD iGPU), falls back to the unspecified platform whose device type is "
     "empty, and vLLM's DeviceConfig dies at torch.device('') - the hardware/package combination, not memory or the "
     "model.",
     "none in the stored thread (the maintainer only asks how vLLM was installed, 'vllm 怎么安装的'; closed as stale). "
     "From the message: vLLM needs a build for the machine's accelerator (a ROCm vLLM that supports this AMD GPU) or an "
     "NVIDIA GPU; otherwise use a non-vLLM engine in Xinference",
     release="not stated (Xinference v1.7.1.post1, July 2025)", gpu="AMD Radeon 8060S (integrated)", gpus=1,
     command="xinference-local --host 0.0.0.0 --port 9997",
     forbidden=_NONMEM,
     note="judgement call 1. Excerpt: the title and the issue description as stored, down to the error line; the "
          "template's 'Expected behavior' ('正常启动') is dropped.")

# ---------------------------------------- xinference #4548: vLLM 0.14.1 + Xinference (pip), rerank model -> EngineArgs got an unexpected keyword argument 'task'
case("xinference-4548-rerank-vllm-0141-engineargs-unexpected-keyword-task",
     "https://github.com/xorbitsai/inference/issues/4548",
     "# vllm EngineArgs.__init__() got an unexpected keyword argument 'task'\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "python version is  3.13.3\n"
     "\n"
     "pip3 show vllm    version is 0.14.1\n"
     "\n"
     "pip3 install xinference[pytorch,vllm,transfomers]\n"
     "\n"
     "run   xinference-local -H 0,0,0,0   \n"
     "all thing is ok\n"
     "\n"
     "but download rerank model  have a bug\n"
     " EngineArgs.__init__() got an unexpected keyword argument 'task'\n"
     "\n"
     "how to resolved ?\n"
     "\n"
     "### Running Xinference with Docker? / 是否使用 Docker 运行 Xinfernece？\n"
     "\n"
     "- [ ] docker / docker\n"
     "- [x] pip install / 通过 pip install 安装\n"
     "- [ ] installation from source / 从源码安装\n"
     "\n"
     "### Version info / 版本信息\n"
     "\n"
     "python version is  3.13.3\n"
     "\n"
     "pip3 show vllm    version is 0.14.1\n"
     "\n"
     "pip3 install xinference[pytorch,vllm,transfomers]\n"
     "\n"
     "run   xinference-local -H 0,0,0,0   \n"
     "all thing is ok\n"
     "\n"
     "but download rerank model  have a bug  就是下载模型 已经下载下来了  然后就报错了\n"
     " EngineArgs.__init__() got an unexpected keyword argument 'task'\n"
     "\n"
     "how to resolved ? 怎么解决啊？",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Xinference (pip, with the vllm extra) launching a rerank model on its vLLM engine with vLLM 0.14.1 installed: "
     "Xinference's vLLM path for embedding/rerank models still passes task=... to vLLM's EngineArgs, a field vLLM 0.13.0 "
     "removed (vllm PR #30397, 'Removed deprecated task, seed, MM settings'), so EngineArgs refuses the keyword before any "
     "engine starts. A wrapper / vLLM version mismatch, not memory, GPU or the model.",
     "none in the stored chunk (closed). From the message and the version given, and the answer in the twin thread "
     "xinference #4468 (vLLM 0.13.0 release notes): run a vLLM below 0.13 with this Xinference, or an Xinference release "
     "whose vLLM embedding/rerank path no longer passes task",
     release="0.14.1", gpu=None, gpus=None, command="xinference-local -H 0,0,0,0",
     forbidden=_NONMEM,
     note="judgement call 2. Excerpt: title and description as stored (the two screenshots dropped); the 'Version info' "
          "block repeats the System Info text as the reporter pasted it, kept because it carries the Chinese line.")

# ---------------------------------------- ms-swift #6129: seq_cls LoRA on Qwen2.5-VL-7B, swift deploy --merge_lora true --infer_backend vllm (vLLM 0.10.1.1) -> score.weight not initialized
case("ms-swift-6129-qwen25-vl-7b-seq-cls-lora-merge-vllm-01011-score-weight-not-initialized",
     "https://github.com/modelscope/ms-swift/issues/6129",
     "# [BUG] sequence classification tasks (PyTorch/vLLM)\n"
     "\n"
     "**Describe the bug**\n"
     "When I ran:\n"
     "\n"
     "```shell\n"
     "export CUDA_VISIBLE_DEVICES=0\n"
     "swift deploy \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 8000 \\\n"
     "    --model model/Qwen/Qwen2.5-VL-7B-Instruct \\\n"
     "    --adapters output/Seq-CLS-Qwen2.5-VL-7B-SFT-LoRA-1013/checkpoint-18000 \\\n"
     "    --merge_lora true \\\n"
     "    --infer_backend vllm \\\n"
     "    --task_type seq_cls \\\n"
     "    --num_labels 284 \\\n"
     "```\n"
     "\n"
     "Some error occurred:\n"
     "\n"
     "> ValueError: Following weights were not initialized from checkpoint: {'language_model.score.weight'}\n"
     "\n"
     "**Your hardware and system info**\n"
     "Here are my pyproject.toml file:\n"
     "...\n"
     "    \"transformers==4.56.2\",\n"
     "    \"torch==2.7.1\",\n"
     "    \"torchvision==0.22.1\",\n"
     "...\n"
     "    \"vllm==0.10.1.1\",\n"
     "    \"flash-attn==2.7.4.post1\",\n"
     "...\n"
     "    \"ms-swift>=3.9,<3.10\",",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "ms-swift 3.9 `swift deploy --infer_backend vllm --task_type seq_cls --num_labels 284` on Qwen2.5-VL-7B-Instruct with "
     "a sequence-classification LoRA merged at deploy time (--adapters ... --merge_lora true), vLLM 0.10.1.1: vLLM builds "
     "the model as a classifier whose head parameter 'language_model.score.weight' must come from the checkpoint, but the "
     "merged checkpoint swift hands to vLLM carries no such tensor (the classification head the LoRA training produced is "
     "not in it), so vLLM's loader refuses the model after reading the shards. A checkpoint/model-class mismatch, not "
     "memory or GPU.",
     "none in the stored chunk (the issue is open; ms-swift #6147, a later report of the same seq_cls + vLLM failure, "
     "points back to it). From the message: deploy a checkpoint that contains the trained score head under the name the "
     "vLLM classifier loads (or use the pt backend, which the ms-swift seq_cls threads report works)",
     release="0.10.1.1", gpu=None, gpus=1,
     command="swift deploy --host 0.0.0.0 --port 8000 --model model/Qwen/Qwen2.5-VL-7B-Instruct --adapters "
             "output/Seq-CLS-Qwen2.5-VL-7B-SFT-LoRA-1013/checkpoint-18000 --merge_lora true --infer_backend vllm "
             "--task_type seq_cls --num_labels 284",
     forbidden=_NONMEM,
     note="judgement call 3. Excerpt: the title, the description and the dependency lines of the pasted pyproject.toml "
          "that name versions of the serving stack ('...' where lines were dropped). gpus 1: CUDA_VISIBLE_DEVICES=0; the "
          "machine may have more.")

if __name__ == "__main__":
    BATCH.write()
