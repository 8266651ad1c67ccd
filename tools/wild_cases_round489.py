"""Round-489 blind batch: vLLM start-up failures quoted in GITHUB DISCUSSIONS (vllm-project/vllm/discussions) and in
HUGGING FACE MODEL-PAGE DISCUSSIONS (huggingface.co/<org>/<model>/discussions, stored in the docs corpus), third pass,
searched by exact error strings; collected by helper wild489 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round489-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's docs corpus stores the page; the fix is left out of it.

Look-ups: 33 of the 40 allowed, all ``search`` corpus=docs (no read_file / find_string / find_files / fetch); stopped
with 7 left because the remaining exact-string queries kept returning used or skipped threads. **4 cases**:
vllm-project/vllm discussion #1041 (falcon-7b, 71 heads, TP 2 over two Ray nodes), HF AXCXEPT/EZO-AutoCoTRAG-Qwen2.5-
72B-Instruct_q4 #1 (custom architecture CustomQwen2Model on vLLM 0.6.2), HF Qwen/Qwen2.5-VL-72B-Instruct #11
(transformers main-branch build without Qwen2_5_VLImageProcessor under an upgraded vLLM), HF osunlp/UGround-V1-2B #1
('Qwen2VLProcessor' object has no attribute 'image_token' on vLLM 0.6.6). Every source was checked with grep -iF
against /work/coord/USED_SOURCES.txt and against the earlier round files (skip lists, fixtures) before it was used.

New finding for later collectors: GitHub Discussions ARE stored in the docs corpus (not in the issues corpus), as
pages titled 'Replies: N comments' or '<title> #N ... started this conversation in General / announced in Q&A'
(rounds 326, 404 and 424 looked only in the issues corpus and concluded they were absent). Queries in the docs corpus
that pair an error string with 'vllm discussions Replies' or 'started this conversation in' reach them; only a few
came back per query, and most are unanswered.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or earlier fixtures: HF mistralai/Mistral-7B-Instruct-v0.1 #11 and #82,
  Mistral-7B-Instruct-v0.2 #49 and #58, core42/jais-30b-chat-v3 #3, Qwen/Qwen2.5-Math-RM-72B #4, QuixiAI/DeepSeek-V3-
  0324-AWQ #12, tiiuae/falcon-11B #5, jarrelscy/Mixtral-8x22B-Instruct-v0.1-GPTQ-4bit #2, TheBloke/Mixtral-8x7B-
  Instruct-v0.1-AWQ #2, BatsResearch/bonito-v1 #2, unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9, neuralmagic/
  Meta-Llama-3.1-70B-Instruct-FP8 #2 / #3; spaces/lilpulgoyt/Ggvg; vllm #2418, #1157, #1284, #13929, PR #5079;
  sherdencooper/gptfuzz #27; feuler/gh200-pytorch #2; pastebin vjSgS4up.
- Named in earlier rounds' skip lists: HF openbmb/MiniCPM3-4B #7, mlx-community/Qwen2.5-Math-72B-Instruct-8bit #2,
  neuralmagic/Llama-3.2-11B-Vision-Instruct-FP8-dynamic #1 (OOM in prose only), TheBloke/zephyr-7B-alpha-AWQ #1,
  Pixtral-Large-Instruct-2411 #13, unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, CohereForAI/c4ai-command-r-v01-4bit #10,
  Qwen2.5-VL-72B-Instruct-AWQ #2 (title only), Ling-3.0-flash-fp8 #8; pastebin Vqc9seit, wFt4hKqg.
- New but not a case: HF bit-dny/MindLLM-1b3-chat-zh-v2.0 #4 ('vLLM not support GPTNeoForCausalLM architecture': the
  stored traceback stops in _get_model_architecture before the ValueError, the error is only in the title, the one
  reply is not stored); neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 #4 (KeyError 'model.layers.10.mlp.down_proj.
  input_scale' on an old engine; no reply, no version, cause not pinned); brainiac-origin/jais-chat-30b-8bit #1
  (KeyError 'transformer.h.10.attn.c_attn.SCB', bitsandbytes 8-bit checkpoint; traceback drowned in progress-bar
  bytes, no reply); TheBloke/dolphin-2.6-mixtral-8x7b-GPTQ #1 (KeyError g_idx with TP 2, but the command loads the AWQ
  repo; one reply not stored); alpindale/c4ai-command-r-plus-GPTQ #4 (traceback cut before the error);
  casperhansen/mistral-nemo-instruct-2407-awq #1 (no error text, only 'try vllm==0.5.3'); vllm discussion #4929
  (Mixtral LoRA-merged bitsandbytes 'valueError' on 0.4.2, error text not quoted, no answer); vllm discussion #4398
  (Windows + vLLM 0.4.0 'no kernel image', Windows unsupported, no answer); titles only on activity pages:
  surajd #8 ('No available memory for the cache blocks' & determine_num_available_blocks, model unknown),
  chenrq2005 #2 ('Tried to allocate 92.99 GiB', model unknown), benicio-standard 'Running vLLM Failed Because of
  Python.h Missing' #13, KnutJaegersberg/Athene-V2-Chat-72B-4bit #1 (KeyError down_proj in vLLM), nvidia/Llama-3.1-
  405B-Instruct-FP8 #2 ('KeyError when loading ... with VLLM v0.7.3').
- Not vLLM's failure: HF NousResearch/Yarn-Llama-2-7b-64k #1 (transformers rope_scaling check), Zyphra/Zamba-7B-v1 #3
  (flash-attn in transformers), nvidia/Qwen3.6-27B-NVFP4 #18 (host OOM-killer, no vLLM error line), sglang discussion
  #4849 (SGLang), fcakyon/autollm discussion #164 (transformers OOM).

Judgement calls for the lead:
1. vllm discussion #1041: no fix in the thread (four 'same error' replies); the message itself pins the cause (71
   heads, prime, cannot be split over 2 ranks). The reporter's own remark ('71 is a prime number. So I can run it on
   either 1 GPU ... or on 71 GPUs') is left out of the excerpt as it states the answer. gpus=2 (one GPU on each of two
   Ray nodes, from the ray start lines). No vLLM version is shown (2023, --engine-use-ray era).
2. HF EZO-AutoCoTRAG #1: no reply is stored; the cause is read from the message and the repo's own history (config.json
   names CustomQwen2Model, a custom_code class the uploader added as modeling_custom_qwen.py on 2024-09-24). The stored
   supported-architectures list is cut at 'Gra' by the store; the error line is otherwise whole.
3. HF Qwen2.5-VL-72B-Instruct #11: the four replies are not stored. The cause is pinned by the error text plus the
   versions in the post (transformers 4.49.0.dev0 from git main, vLLM from 'pip install vllm --upgrade' in the same
   weeks) and by the vLLM maintainer's diagnosis of the same import on vllm #12932 (fixture
   vllm-12932-qwen25vl-inspection-failed-v072-tp4; transformers removed Qwen2_5_VLImageProcessor, vLLM 0.7.3 with
   transformers 4.49 works). kind/cause dependency_version_mismatch as the 29 earlier 'cannot import name' fixtures;
   that fixture used model_inspection_failed because its stored line was vLLM's inspection wrapper, not the import.
4. HF UGround-V1-2B #1: the reporter confirms the fix (vLLM 0.6.6.post1 plus the transformers build pinned in Qwen2-VL's
   instructions); the model owner blamed the transformers version. Cause dependency_version_mismatch (the fix moved
   both packages); vllm-11711 (same message, round 431) used cause transformers_too_old, so the lead may align. Where
   in the run it died is not stored ('Trying to run using the vLLM command provided in the model card ... crashes');
   taken as start-up (the processor's image_token is read while the engine builds its multimodal processor).
5. No case prints a memory figure; only #1041 carries numbers (num_attention_heads 71, tensor_parallel_size 2).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round489-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm discussion #1041: falcon-7b over two Ray nodes, TP 2 -> 71 heads not divisible by 2
case("vllm-disc1041-falcon-7b-71-heads-tp2-two-ray-nodes",
     "https://github.com/vllm-project/vllm/discussions/1041",
     "Total number of attention heads (X) must be divisible by tensor parallel size (Y). #1041\n"
     "Trying to run falcon-7b on multiple nodes however getting the below error. ...\n"
     "My config is\n"
     "RayHead is running on one node (actually container within kubernetes) via\n"
     "ray start --head --dashboard-host 0.0.0.0 --num-gpus 1 --num-cpus 7And RayWorker is working in another container "
     "via\n"
     "ray start --disable-usage-stats --num-gpus 1 --num-cpus 7 --address <address>ray status is fine\n"
     "But when trying to run falcon-7b via\n"
     "python -m vllm.entrypoints.api_server --model tiiuae/falcon-7b --trust-remote-code --tensor-parallel-size 2 "
     "--port 8080 --engine-use-ray --worker-use-rayBelow error is raised\n"
     "Total number of attention heads (71) must be divisible by tensor parallel size (2).",
     "tp_not_divisible", {"num_attention_heads": 71, "tensor_parallel_size": 2}, "tp_not_divisible",
     "falcon-7b has 71 attention heads (a prime number); vLLM splits heads evenly over the tensor-parallel ranks, so "
     "--tensor-parallel-size 2 (one GPU on each of two Ray nodes) is refused at start-up. Not a memory or Ray problem.",
     "no fix reached in the thread (the replies only report the same error for other models). From the message: 71 "
     "heads can only be split over 1 (or 71) ranks, so run falcon-7b with --tensor-parallel-size 1 on one GPU (a 7B "
     "model fits one GPU), or use more nodes as replicas rather than tensor-parallel ranks",
     release=None, gpu=None, gpus=2,
     command="python -m vllm.entrypoints.api_server --model tiiuae/falcon-7b --trust-remote-code "
             "--tensor-parallel-size 2 --port 8080 --engine-use-ray --worker-use-ray",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the discussion title and the question body as stored (the store runs some lines together, e.g. "
          "'--num-cpus 7And RayWorker'; kept as stored). The reporter's sentence after 'below error.' ('Which is funny "
          "since 71 is a prime number. So I can run it on either 1 GPU (1NODE) or on 71 GPUs (NODES). Is there any way "
          "to avoid this problem?') is dropped ('...') because it states the answer. gpus=2 from the two 'ray start "
          "--num-gpus 1' lines; the GPU model and the vLLM version are not shown (Q&A category, September 2023).")

# ---------------------------------------- HF EZO-AutoCoTRAG-Qwen2.5-72B-Instruct_q4 #1: vLLM 0.6.2 -> CustomQwen2Model not supported
case("hf-ezo-autocotrag-qwen25-72b-q4-disc1-customqwen2model-not-supported-v062",
     "https://huggingface.co/AXCXEPT/EZO-AutoCoTRAG-Qwen2.5-72B-Instruct_q4/discussions/1",
     "Model architectures ['CustomQwen2Model'] are not supported for now\n"
     "\n"
     "#1\n"
     "by Eryk-Chmielewski - opened\n"
     "\n"
     "I get the following error when I try to run the model using vllm version 0.6.2:\n"
     "\n"
     "ValueError: Model architectures ['CustomQwen2Model'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', "
     "'ChatGLMModel', 'ChatGLMForConditionalGeneration', 'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', "
     "'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', 'ExaoneForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', "
     "'Gemma2ForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', "
     "'InternLMForCausalLM', 'InternLM2ForCausalLM', 'JAISLMHeadModel', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'MiniCPMForCausalLM', 'MiniCPM3ForCausalLM', 'NemotronForCausalLM', 'OlmoForCausalLM', 'OlmoeForCausalLM', "
     "'OPTForCausalLM', 'OrionForCausalLM', 'PersimmonForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', "
     "'PhiMoEForCausalLM', 'Qwen2ForCausalLM', 'Qwen2MoeForCausalLM', 'Qwen2VLForConditionalGeneration', "
     "'RWForCausalLM', 'StableLMEpochForCausalLM', 'StableLmForCausalLM', 'Starcoder2ForCausalLM', "
     "'SolarForCausalLM', 'ArcticForCausalLM', 'XverseForCausalLM', 'Phi3SmallForCausalLM', 'MedusaModel', "
     "'EAGLEModel', 'MLPSpeculatorPreTrainedModel', 'JambaForCausalLM', 'Gra",
     "architecture_unsupported", {}, "architecture_unsupported",
     "The repository's config.json declares a custom architecture, CustomQwen2Model (custom_code: the uploader added "
     "modeling_custom_qwen.py and changed config.json on 2024-09-24, per the repo's commit history; the weights are a "
     "bitsandbytes 4-bit Qwen2.5-72B fine-tune). vLLM 0.6.2 resolves the model class only from its own registry, which "
     "has Qwen2ForCausalLM but no CustomQwen2Model, so it refuses the model at start-up.",
     "no reply stored in the thread. From the message and the repo: vLLM cannot run the custom class; serve it with "
     "transformers (trust_remote_code) or use a checkpoint whose config names a registered architecture such as "
     "Qwen2ForCausalLM, not a memory or flag change",
     release="0.6.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the discussion opening as stored; the store cuts the supported-architectures list at 'Gra' (the "
          "message is otherwise complete). No command, GPU or reply is stored. The custom_code / bitsandbytes tags and "
          "the commit history ('Create modeling_custom_qwen.py', 'Update config.json', Sep 24, 2024) come from the "
          "same repo's stored commits page, not from the thread.")

# ---------------------------------------- HF Qwen2.5-VL-72B-Instruct #11: transformers 4.49.0.dev0 (git) under upgraded vLLM -> cannot import Qwen2_5_VLImageProcessor
case("hf-qwen25-vl-72b-disc11-cannot-import-qwen2-5-vlimageprocessor-transformers-449dev0",
     "https://huggingface.co/Qwen/Qwen2.5-VL-72B-Instruct/discussions/11",
     "cannot import name 'Qwen2_5_VLImageProcessor' (on vLLM)\n"
     "\n"
     "#11\n"
     "by cbrug - opened\n"
     "\n"
     "I'm trying to deploy the model on kubernetes using vllm.\n"
     "\n"
     "I'm receiving an error when deploying, which seems related to the absence of references in code.\n"
     "cannot import name 'Qwen2_5_VLImageProcessor' from 'transformers.models.qwen2_5_vl' "
     "(/prod_venv/lib/python3.10/site-packages/transformers/models/qwen2_5_vl/__init__.py).\n"
     "\n"
     "I did all the updates suggested by documentation in the docker file. I even confronted locally and git and the "
     "code is the same.\n"
     "\n"
     "RUN apt-get update && apt-get install -y git\n"
     "\n"
     "RUN pip install vllm --upgrade\n"
     "RUN pip install flashinfer-python -i https://flashinfer.ai/whl/cu124/torch2.5/\n"
     "\n"
     "# Install the model libraries\n"
     "RUN pip uninstall -y transformers\n"
     "RUN pip install git+https://github.com/huggingface/transformers accelerate\n"
     "\n"
     "transformers-cli env\n"
     "\n"
     "  • transformers version: 4.49.0.dev0\n"
     "  • Platform: Linux-5.15.0-113-generic-x86_64-with-glibc2.35\n"
     "  • Python version: 3.10.12\n"
     "  • Huggingface_hub version: 0.28.1\n"
     "  • Safetensors version: 0.5.2\n"
     "  • Accelerate version: 0.32.1\n"
     "  • PyTorch version (GPU?): 2.5.1+cu124 (True)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The image installs the latest vLLM release (in February 2025 presumably 0.7.2, whose Qwen2.5-VL code imports "
     "Qwen2_5_VLImageProcessor from transformers.models.qwen2_5_vl) and then replaces transformers with a build of "
     "transformers' main branch (4.49.0.dev0) in which that class had been removed (Qwen2.5-VL reuses "
     "Qwen2VLImageProcessor), so loading the model in vLLM fails on the import. A vLLM / transformers version "
     "mismatch, not a model or memory problem.",
     "not in the stored thread (its four replies are not stored). The vLLM maintainer's diagnosis of the same import "
     "on vllm-project/vllm #12932 (DarkLight1337): transformers removed Qwen2_5_VLImageProcessor, editing the model's "
     "preprocessor config does not help while the older vLLM still imports it; use vLLM 0.7.3 or newer with "
     "transformers 4.49 (confirmed there by a user), or pin transformers to a commit from before the removal",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the discussion opening as stored, with the question 'Any suggestion about how to fix it?' and the "
          "blank/NA lines of transformers-cli env (Accelerate config, DeepSpeed, Tensorflow, Flax, Jax, set-up lines) "
          "dropped; the store cuts it at 'GPU type: NVID'. The vLLM version is not printed: 'pip install vllm "
          "--upgrade' in the weeks of transformers 4.49.0.dev0 gives 0.7.2, which is an inference, so release is None. "
          "Fix taken from the vLLM tracker (fixture vllm-12932-qwen25vl-inspection-failed-v072-tp4), not from this "
          "thread.")

# ---------------------------------------- HF osunlp/UGround-V1-2B #1: vLLM 0.6.6 -> 'Qwen2VLProcessor' object has no attribute 'image_token'
case("hf-uground-v1-2b-disc1-qwen2vlprocessor-no-image-token-vllm066",
     "https://huggingface.co/osunlp/UGround-V1-2B/discussions/1",
     "[BUG] Trying to run vLLM inference crashes with an AttributeError\n"
     "\n"
     "#1\n"
     "by ntoxeg - opened\n"
     "\n"
     "Trying to run using the vLLM command provided in the model card (vLLM v0.6.6) results in AttributeError: "
     "'Qwen2VLProcessor' object has no attribute 'image_token'.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "UGround-V1-2B is a Qwen2-VL-2B model. vLLM 0.6.6's Qwen2-VL processing reads Qwen2VLProcessor.image_token, an "
     "attribute the transformers installed next to it did not provide, so the model card's vLLM launch fails on the "
     "processor. The model owner (OSU NLP Group) pointed at the transformers version; the working setup changed the "
     "vLLM / transformers pairing.",
     "confirmed by the reporter (ntoxeg): after setting up an environment with the Qwen2-VL deployment instructions the "
     "model owner posted (transformers installed from the pinned commit 21fac7ab..., qwen-vl-utils) and vLLM "
     "0.6.6.post1, 'it worked'. The owner's own working pair was vLLM 0.6.5 with transformers 4.47.1",
     release="0.6.6", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the discussion opening as stored (the whole first post; no traceback or command was pasted, the "
          "command is 'the vLLM command provided in the model card'). The owner's replies (vLLM 0.6.5 / transformers "
          "4.47.1, the Qwen2-VL installation block) and the reporter's confirmation are left out. Same message as "
          "fixture vllm-11711-qwen2-vl-7b-llm-init-qwen2vlprocessor-no-image-token (round 431, cause "
          "transformers_too_old); here the fix moved vLLM to 0.6.6.post1 as well, hence dependency_version_mismatch.")

BATCH.write()
