"""Round-19 blind batch: vLLM launch failures of any class as users paste them on Hugging Face model-page discussions
(plus two personal Chinese blog posts), collected by helper wild19 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round19-blind"``; the lead grades it once
(``python tests/wild_grade.py round19``).

Same rules as tools/wild_cases_round11.py and round 17: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/) to choose them. Every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only.
Causes are the ones the excerpt itself evidences (no release_regression in this batch); a deeper story only the thread
tells is in real_cause/note. Excerpts are the text as the search tool's stored copy shows it (a line the stored copy cut
stays cut, typos stay); where parts of a thread were joined or lines between dropped, the note says so.

Sources: the search tool's docs corpus, which holds Hugging Face model-repository discussions (12 cases: core42,
bartowski, mistralai, LibertAIDAI, nvidia, taide, TheBloke, orcarouter, RadixArk, tiiuae, cimphony-ai-admin) and two
juejin.cn posts (3 cases), 121 look-ups.
Round 17 had already mined this corpus (Mixtral, Llama 3.1 FP8, Qwen2/2.5, DeepSeek-V3 AWQ, Apertus, unsloth GGUF, Nemo,
Laguna); the searches here went to other families and publishers (Gemma 2/3/4, Phi-3/4, GLM, InternLM/InternVL, Falcon
Mamba, Command-R, Pixtral/Mistral Small, Molmo, Llama 3.2 Vision/4, gpt-oss, Qwen3/3.6, DeepSeek-R1 distills, QwQ,
Kimi, Step-Audio, Granite, Yi, TheBloke/RedHatAI/neuralmagic/unsloth/bartowski quants). The yield was low: the stored
copy of a discussion is the page's beginning, so a thread whose first post is a long log shows no reply; most threads
the searches returned had no reply in the stored text or are round 17's fixtures/skips. Threads were taken in the order
the searches returned them when the stored text had the error (pasted) and either what fixed it or a knowledgeable
answer; every url was checked against /work/coord/USED_SOURCES.txt and the skip lists in tests/golden/wild/BLIND.md.
GitHub issue trackers were left to the round-20 collector (wild20).

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds of their own (no README kind fits; used as their own causes): ``adapter_only_repository``
   (hf-cimphony-mistral-law-disc1: a LoRA-adapter-only repository given as --model; fixed by serving the base model
   with the adapter through LoRA) and ``processor_config_not_found``
   (hf-glm53-flash-nvfp4-disc2: vLLM's glm5next processor opens <model>/processor_config.json with a plain open() when
   the model is a Hub repo id, so the file is looked for in a local directory named after the repo; fixed by serving a
   local download or a cached_file() patch).
2. Existing kind, message not in its README row: hf-dsv25-gguf-disc7 (transformers' GGUF reader "Architecture deepseek2
   not supported") -> architecture_unsupported, as round 17 filed the GGUF deepseek2 wording;
   hf-pixtral12b-disc22 (transformers' "does not appear to have a file named config.json" for a Mistral-format
   directory) -> config_format_not_found; juejin-7543299461236244489 (newer transformers wording "The repository X
   contains custom code which must be executed to correctly load the model", inside vLLM's pydantic "Value error,") ->
   trust_remote_code_required; juejin-7705716341148155919-repo-id (huggingface_hub's "Repo id must be in the form
   'repo_name' or 'namespace/repo_name'" for a local path that does not exist) -> model_not_found.
3. One source, two incidents: juejin.cn/post/7705716341148155919 is a cheat sheet whose author reproduced each error on
   vLLM 0.30.0 / RTX 5070 Ti and pasted the text; two of its entries (a missing model path; max_model_len 200000 over the
   derived 128000) are taken as two cases with distinct ids.
4. Fixes not from a maintainer or publisher: hf-nemotron70b-disc3 (a commenter: use the -HF repository),
   hf-pixtral12b-disc22 (a knowledgeable commenter citing vLLM PR #8168), hf-glm53-flash-nvfp4-disc2 (users),
   hf-falcon11b-disc5 (the publisher's diagnosis: vLLM had no support yet; not a tested fix). Fixes that
   are publisher answers: core42 (JAIS), taide, TheBloke (airoboros), bartowski (a diagnosis, no fix), orcarouter.
5. Traps: hf-orcasaq2-disc6's "Unknown quantization method: exl3" is fixed by a plugin, not by another vLLM release
   (no release has exl3) and not by TP (the plugin is single-GPU); hf-airoboros-awq-disc1 forbids --dtype bfloat16
   (that dtype is the error); the config-format cases need another repository/format flag, never memory flags.
6. Fix not confirmed by the reporter: hf-qwen38-flash-next-nvfp4-disc2's answer is another user's working setup
   (VLLM_PLE_CPU_OFFLOAD=1, from vLLM's Qwen3.8-Flash-Next recipe); the stored text cuts before any reply from the
   reporter.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round19-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ architecture the release cannot build
case("hf-jais30b-disc3-jaislmheadmodel-not-supported", "https://huggingface.co/core42/jais-30b-chat-v3/discussions/3",
     "VLLM is not supporting JAISLMHeadModel\n"
     "ValueError: Model architectures ['JAISLMHeadModel'] are not supported for now. Supported architectures: "
     "['AquilaModel', 'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', "
     "'ChatGLMModel', 'ChatGLMForConditionalGeneration', 'DeciLMForCausalLM', 'DeepseekForCausalLM', "
     "'FalconForCausalLM', 'GemmaForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', "
     "'GPTNeoXForCausalLM', 'InternLMForCausalLM', 'InternLM2ForCausalLM', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'OLMoForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', 'PhiForCausalLM', 'QWenLMHeadModel', "
     "'Qwen2ForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM', 'StableLmForCausalLM', "
     "'Starcoder2ForCausalLM']",
     "architecture_unsupported", {}, "architecture_unsupported",
     "core42/jais-30b-chat-v3 (JAIS, JAISLMHeadModel) with a pip vLLM of early 2024 whose printed registry (Starcoder2, "
     "OLMo, Orion, QuantMixtral; no Cohere or DBRX) has no JAIS class; JAIS support was on vLLM's main branch at the "
     "time, not in a release.",
     "the answer in the thread: install vLLM from source (latest main) instead of the pip release, and pass "
     "trust_remote_code=True / --trust-remote-code",
     release="not printed; the registry list matches a 0.3.x release (early 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="the first line is the discussion title; the answer's author is not named in the stored text (the page shows "
          "it right after the question, as the model org's reply usually is). Trap: the right fix is a vLLM that "
          "registers JAISLMHeadModel; --trust-remote-code alone does not add it to the registry")

case("hf-dsv25-gguf-disc7-gguf-deepseek2-not-supported", "https://huggingface.co/bartowski/DeepSeek-V2.5-GGUF/discussions/7",
     "Error serving GGUF models on vllm\n\n"
     "I am trying to run the model on vllm. The architecture is supported as per the vllm documentation.\n\n"
     "I first downloaded the GGUF shards from DeepSeek-V2.5-Q6_K\n\n"
     "Then I merged them using the llama-gguf-split utility.\n\n"
     "Finally when I run it as vllm serve DeepSeek-V2.5-Q6_K.gguf --tokenizer deepseek-ai/DeepSeek-V2.5, I get the "
     "error ValueError: Architecture deepseek2 not supported and it seems to originate from "
     "'transformers/modeling_gguf_pytorch_utils.py'. Upon further investigataion, the GGUF_SUPPORTED_ARCHITECTURES list "
     "only ['llama', 'mistral', 'qwen2', 'qwen2moe', 'phi3']",
     "architecture_unsupported", {}, "architecture_unsupported",
     "bartowski's GGUF of DeepSeek-V2.5 (Q6_K, shards merged into one file) with vllm serve (autumn 2024): vLLM reads a "
     "GGUF's config through transformers' GGUF reader, whose supported list of the day (llama, mistral, qwen2, qwen2moe, "
     "phi3) has no deepseek2, so the model cannot be built from GGUF at all; not memory, not flags.",
     "none in the thread: the publisher (bartowski) 'It's just not supported in vLLM I'm pretty sure'; another user: "
     "it is transformers' GGUF support that is missing; the reporter ended up using a paid API",
     release="not stated (late 2024)", gpu=None, gpus=None,
     command="vllm serve DeepSeek-V2.5-Q6_K.gguf --tokenizer deepseek-ai/DeepSeek-V2.5",
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2: transformers' GGUF-reader wording 'Architecture deepseek2 not supported', filed like round "
          "17's 'GGUF model with architecture deepseek2 is not supported yet' (a different incident and repository). "
          "The reporter retyped the error inside a sentence; the first line is the discussion title")

# ------------------------------------------------------------------ no config vLLM can read
case("hf-pixtral12b-disc22-mistral-format-no-config-json", "https://huggingface.co/mistralai/Pixtral-12B-2409/discussions/22",
     "cannot run model wit VLLM library - missting config.json file\n\n"
     "hey I was trying to deploy the module in a notebook, after many struggles i finaly reach a point where I would "
     "need help.\n\n"
     "OSError: /root/mistral_models/Pixtral does not appear to have a file named config.json. Checkout "
     "'https://huggingface.co//root/mistral_models/Pixtral/tree/None' for available files.\n\n"
     "it seems that the config.json is missing. can I reuse some from other models?",
     "config_format_not_found", {}, "config_format_not_found",
     "mistralai/Pixtral-12B-2409 downloaded to a local directory in Mistral's own format (consolidated.safetensors and "
     "params.json, no config.json) and loaded with vLLM in a notebook (September 2024): the vLLM in use looked for a "
     "Hugging Face config.json, which the Mistral-format release does not have.",
     "a commenter: Mistral releases come as consolidated.safetensors + params.json; vLLM reads that format since "
     "v0.6.1 (PR #8168), better v0.6.2; otherwise force it with --load-format mistral --config-format mistral (and "
     "tokenizer_mode mistral)",
     release="not stated (September 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 2 (transformers' 'does not appear to have a file named config.json' filed as "
          "config_format_not_found) and 4 (a commenter's answer, not Mistral's; a second user reports the same error, "
          "no confirmation of the fix in the stored text). The first line is the discussion title")

case("hf-nemotron70b-disc3-nemo-repo-no-config-format", "https://huggingface.co/nvidia/Llama-3.1-Nemotron-70B-Instruct/discussions/3",
     "Model Config Error on VLLM?\n\n"
     "Anyone getting this error?\n\n"
     "\"ValueError: No supported config format found in nvidia/Llama-3.1-Nemotron-70B-Instruct\"",
     "config_format_not_found", {}, "config_format_not_found",
     "vLLM (0.6.3-0.7.3 era, October 2024) pointed at nvidia/Llama-3.1-Nemotron-70B-Instruct, the NeMo-format "
     "release of Nemotron-70B, which has no Hugging Face config.json (nor a Mistral params.json); the transformers "
     "conversion is a separate repository, nvidia/Llama-3.1-Nemotron-70B-Instruct-HF.",
     "a commenter: use https://huggingface.co/nvidia/Llama-3.1-Nemotron-70B-Instruct-HF instead, 'works just fine'",
     release="not stated (October 2024; the message exists in 0.6.3-0.7.3)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 4 (a commenter's fix, confirmed by that commenter's own run). The first line is the "
          "discussion title; the commenter's reply is not in the excerpt")

case("hf-taide-llama3-8b-4bit-disc6-gguf-repo-no-config-format", "https://huggingface.co/taide/Llama3-TAIDE-LX-8B-Chat-Alpha1-4bit/discussions/6",
     "vllm docker方式遇到value error\n\n"
     "你好,\n\n"
     "我使用網站提供的指令如下:\n"
     "docker run --gpus all --name my_vllm_container ...中略... --ipc=host vllm/vllm-openai:latest --model "
     "taide/Llama3-TAIDE-LX-8B-Chat-Alpha1-4bit\n"
     "嘗試運行api服務。\n"
     "遇到 /usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/config.py 發出的value error\n"
     "raise ValueError(f\"No supported config format found in {model}\")\n"
     "ValueError: No supported config format found in taide/Llama3-TAIDE-LX-8B-Chat-Alpha1-4bit\n\n"
     "看起來很像需要 config ? 想請問這應該怎麼解決。",
     "config_format_not_found", {}, "config_format_not_found",
     "the official vllm/vllm-openai:latest image (0.6.3-0.7.3 era) given the Hub id of TAIDE's 4-bit repository, which "
     "holds only GGUF files (no config.json): vLLM finds no config format; its GGUF path wants a local .gguf file.",
     "the TAIDE org: download taide-8b-a.3-q4_k_m.gguf locally and run vllm serve taide-8b-a.3-q4_k_m.gguf "
     "--load-format gguf (with docker, the equivalent arguments)",
     release="vllm/vllm-openai:latest (0.6.3-0.7.3 era, late 2024)", gpu=None, gpus=None,
     command="docker run --gpus all --name my_vllm_container ...中略... --ipc=host vllm/vllm-openai:latest --model "
             "taide/Llama3-TAIDE-LX-8B-Chat-Alpha1-4bit",
     forbidden=NO_MEMORY_FIX,
     note="Traditional-Chinese thread; the command is as the reporter elided it ('...中略...'). The first line is the "
          "discussion title")

# ------------------------------------------------------------------ a file vLLM opens as a local path (kind of its own)
case("hf-glm53-flash-nvfp4-disc2-processor-config-json", "https://huggingface.co/LibertAIDAI/GLM-5.3-Flash-NVFP4/discussions/2",
     "B200 VLLM:glm53-flash\n\n"
     "It's complaining that there isn't a processor_config.json. I can clearly see one Just noting from someone trying "
     "to deploy via runpod.\n\n"
     "(APIServer pid=58) File \"/usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/processors/glm5next.py\", "
     "line 853, in from_pretrained\n\n"
     "(APIServer pid=58) with open(os.path.join(model_path, \"processor_config.json\")) as f:\n\n"
     "(APIServer pid=58) ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\n"
     "same here on GB10",
     "processor_config_not_found", {}, "processor_config_not_found",
     "LibertAIDAI's NVFP4 GLM-5.3-Flash served by Hub repo id with a 2026 vLLM (RunPod B200; a second user on GB10): "
     "vLLM's glm5next processor opens os.path.join(model_path, 'processor_config.json') with a plain open(), so with a "
     "repo id it looks for a local directory of that name instead of the Hub cache; the repository does have the file.",
     "users: download the weights beforehand and point vLLM at the local folder, then it works; another user posts a "
     "patch to glm5next.py that resolves the file with transformers' cached_file()",
     release="not stated (2026)", gpu="B200 (RunPod); GB10 for a second user", gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1: kind of its own (a vLLM processor reading a Hub file by a local path). The exception line "
          "itself (FileNotFoundError) is not in the stored text, only the frame and the reporter's words. Judgement "
          "call 4: users' fixes. The first line is the discussion title")

# ------------------------------------------------------------------ quantized checkpoints
case("hf-airoboros-awq-disc1-bf16-not-supported-awq", "https://huggingface.co/TheBloke/airoboros-l2-13b-gpt4-m2.0-AWQ/discussions/1",
     "vllm (installed from main branch) doesn't like this model\n"
     "ValueError: torch.bfloat16 is not supported for quantization method awq. Supported dtypes: [torch.float16]",
     "quantization_dtype_unsupported", {"dtype": "bfloat16", "quantization": "awq"}, "quantization_dtype_unsupported",
     "TheBloke's AWQ of airoboros-l2-13b with vLLM built from main (September 2023, the first AWQ support): the "
     "checkpoint's config says torch_dtype bfloat16, vLLM's dtype 'auto' followed it, and that vLLM's AWQ kernels took "
     "float16 only.",
     "the publisher (TheBloke): edit config.json locally to change the dtype to float16; the reporter: 'That worked' "
     "(passing --dtype half / float16 does the same)",
     release="main branch, September 2023 (before 0.2.0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}],
     note="the first line is the discussion title. Not the same incident as TheBloke/Phind-CodeLlama-34B-v2-AWQ #2 "
          "(already a fixture). Trap: --dtype bfloat16 is the error itself")

case("hf-orcasaq2-27b-disc6-unknown-quant-exl3-v0300", "https://huggingface.co/orcarouter/OrcaSAQ-2-27B/discussions/6",
     "fatal: run with vllm 0.3 0.30.0+cu129\n\n"
     "(APIServer pid=220981) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "(APIServer pid=220981) Value error, Unknown quantization method: exl3. Must be one of ['awq', 'auto_awq', 'fp8', "
     "'fbgemm_fp8', 'fp_quant', 'modelopt', 'modelopt_fp4', 'modelopt_mxfp8', 'modelopt_mixed', 'auto_gptq', 'gptq', "
     "'gptq_marlin', 'awq_marlin', 'humming', 'compressed-tensors', 'experts_int8', 'quark', 'moe_wna16', 'torchao', "
     "'inc', 'mxfp4', 'gpt_oss_mxfp4', 'deepseek_v4_fp8', 'online', 'fp8_per_tensor', 'fp8_per_block', "
     "'fp8_per_channel', 'int8_per_channel_weight_only', 'nvfp4_per_token', 'mxfp8']. [type=value_error, "
     "input_value=ArgsKwargs((), {'model': ...nderer_num_workers': 1}), input_type=ArgsKwargs]\n"
     "(APIServer pid=220981) For further information visit https://errors.pydantic.dev/2.13/v/value_error",
     "quantization_method_unknown", {}, "quantization_method_unknown",
     "orcarouter/OrcaSAQ-2-27B (config.json quant_method 'exl3', 3.21 bpw) with stock vLLM 0.30.0+cu129 (2026): no "
     "vLLM release knows exl3; the method is registered only by the publisher's OrcaSAQ2 plugin (vllm.general_plugins "
     "entry point), which was not installed in that environment.",
     "the answer in the thread (apparently the publisher): install the plugin into the same Python env that runs vllm "
     "serve (pip install git+https://github.com/Continuum-AI-Corp/OrcaSAQ2-kernel) plus an exllamav3 wheel for that "
     "torch/CUDA; TP>1 is not implemented, run on a single GPU",
     release="0.30.0+cu129", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 5: the fix is a plugin, not another vLLM release (no release lists exl3) and not TP. The "
          "first line is the discussion title (as the page shows it, 'vllm 0.3 0.30.0+cu129')")

# ------------------------------------------------------------------ custom code (blog)
case("juejin-7543299461236244489-custom-code-trust-remote", "https://juejin.cn/post/7543299461236244489",
     "Value error, The repository contains custom code which must be executed to...\n\n"
     "1. 问题描述\n\n"
     "  • 用以下命令启动 vllm 服务时报错,报错截图如下。\n"
     "# 启动命令\n"
     "vllm serve /home/paulyu12/models/ilama-3.2-1B \\\n"
     "        --gpu-memory-utilization 0.8\n"
     "  • 报错文本\n"
     "Value error, The repository /home/paulyu12/models/ilama-3.2-1B contains custom code which must be executed to "
     "correctly load the model. You can inspect the repository content at /home/paulyu12/models/ilama-3.2-1B .",
     "trust_remote_code_required", {}, "trust_remote_code_required",
     "vllm serve of a local model directory (ilama-3.2-1B) that ships its own *.py modelling code, without "
     "--trust-remote-code (August 2025, a pydantic-config vLLM): transformers refuses to run the repository's code.",
     "the post's solution: add --trust-remote-code when starting vllm serve",
     release="not stated (August 2025; the 'Value error,' prefix is vLLM's pydantic ModelConfig, 0.10-era)", gpu=None,
     gpus=None,
     command="vllm serve /home/paulyu12/models/ilama-3.2-1B --gpu-memory-utilization 0.8",
     forbidden=NO_MEMORY_FIX,
     note="a personal Chinese blog post (juejin), the author's own error and fix. Judgement call 2: the newer "
          "transformers wording 'contains custom code which must be executed to correctly load the model' (the stored "
          "text stops before its 'Please pass the argument trust_remote_code=True' tail). The first line is the post "
          "title, cut as stored")

# ------------------------------------------------------------------ a cheat sheet of reproduced errors (blog, two incidents)
case("juejin-7705716341148155919-repo-id-missing-path-v0300", "https://juejin.cn/post/7705716341148155919",
     "下面每条都附真实报错原文(vLLM 0.30.0 / torch 2.13.0+cu130 / RTX 5070 Ti / Qwen2.5-VL-7B-AWQ 实测)。\n"
     "1. 模型路径不存在\n"
     "OSError: Repo id must be in the form 'repo_name' or 'namespace/repo_name':\n"
     "'/home/zhms/models/does-not-exist'. Use `repo_type` argument if needed.",
     "model_not_found", {}, "model_not_found",
     "vLLM 0.30.0 on an RTX 5070 Ti given a local model path that does not exist (/home/zhms/models/does-not-exist): "
     "vLLM treats a path that is not a directory as a Hub repo id, and huggingface_hub rejects it as an invalid repo "
     "id; not a network or memory problem.",
     "the post: use an absolute path and check it exists first (os.path.isdir) before building the engine",
     release="0.30.0", gpu="RTX 5070 Ti", gpus=1,
     forbidden=NO_MEMORY_FIX,
     note="judgement calls 2 (huggingface_hub's 'Repo id must be in the form' wording filed as model_not_found) and 3 "
          "(one post, two incidents; the author reproduced each error on purpose). The first line is the post's "
          "sentence naming the setup")

case("juejin-7705716341148155919-max-len-200000-over-128000-v0300", "https://juejin.cn/post/7705716341148155919",
     "下面每条都附真实报错原文(vLLM 0.30.0 / torch 2.13.0+cu130 / RTX 5070 Ti / Qwen2.5-VL-7B-AWQ 实测)。\n"
     "2. 上下文长度超过模型上限\n"
     "pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "Value error, User-specified max_model_len (200000) is greater than the derived\n"
     "max_model_len (max_position_embeddings=128000.0 or model_max_length=None in model's config.json).",
     "max_len_over_derived",
     {"derived_key": "max_position_embeddings", "derived_max_model_len": 128000, "max_model_len": 200000},
     "max_len_over_derived",
     "Qwen2.5-VL-7B-Instruct-AWQ on vLLM 0.30.0 (RTX 5070 Ti) with max_model_len=200000, above the 128000 that "
     "max_position_embeddings gives: vLLM refuses the config before loading anything; not memory.",
     "the post: bring max_model_len within the model's limit (128000 or less)",
     release="0.30.0", gpu="RTX 5070 Ti", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len", "above": 128000}],
     note="judgement call 3 (second incident from the same post). The line break after 'the derived' is the post's. "
          "The post's text after the error is cut in the stored copy; the fix is its cheat-sheet row ('上下文超过模型上限 | "
          "把 max_model_len 调到上限内')")

# ------------------------------------------------------------------ checkpoint tensors the model class has no place for
case("hf-qwen38-flash-next-nvfp4-disc2-ngram-weight-scale", "https://huggingface.co/RadixArk/Qwen3.8-Flash-Next-NVFP4/discussions/2",
     "Startup issues with vllm-openai:qwen38-flash-next\n\n"
     "Has anyone been able to get this to startup ok with the vllm-openai:qwen38-flash-next docker image?\n\n"
     "ValueError: There is no module or parameter named 'ngram_embedding.weight_scale' in "
     "Qwen3_8FlashNextNGramEmbedding. The available parameters belonging to ngram_embedding (VocabParallelEmbedding) "
     "are: {'ngram_embedding.weight'}\n\n"
     "  --model RadixArk/Qwen3.8-Flash-Next-NVFP4\n"
     "  --max-num-seqs 12\n"
     "  --tensor-parallel-size 2\n"
     "  --gpu-memory-utilization 0.96\n"
     "  --reasoning-parser qwen3\n"
     "  --enable-auto-tool-choice \n"
     "  --tool-call-parser qwen3_coder\n"
     "  --safetensors-load-strategy lazy\n"
     "  --enable-prefix-caching \n"
     "  --max-model-len auto\n"
     "  --enable-chunked-prefill\n"
     "  --speculative-config '{\\\"method\\\":\\\"mtp\\\",\\\"num_speculative_tokens\\\":3}' ",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "RadixArk/Qwen3.8-Flash-Next-NVFP4 (a third-party NVFP4 quant whose checkpoint carries a quantized n-gram (PLE) "
     "embedding, ngram_embedding.weight_scale) in the dedicated vllm/vllm-openai:qwen38-flash-next image, TP 2: the "
     "image's default on-device Qwen3_8FlashNextNGramEmbedding is a plain VocabParallelEmbedding with only 'weight', so "
     "the loader finds no place for the scale tensor; not memory, not the command's other flags.",
     "a user's answer: serve with the env var VLLM_PLE_CPU_OFFLOAD=1 (the vLLM recipe for Qwen3.8-Flash-Next), which "
     "keeps the n-gram table on the CPU through another loading path; with it they do not get this error",
     release="vllm/vllm-openai:qwen38-flash-next image (version not printed)", gpu=None, gpus=2,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 6: the fix is another user's working setup (the reporter's confirmation is not in the stored "
          "text; the stored copy repeats the answer twice and then cuts). The answerer then hits an OOM on a single "
          "RTX Pro 6000 while loading weights; that is a separate incident of theirs, not this case. The first line is "
          "the discussion title")

case("hf-falcon11b-disc5-keyerror-input-layernorm", "https://huggingface.co/tiiuae/falcon-11B/discussions/5",
     "KeyError: 'transformer.h.26.input_layernorm.weight'\n\n"
     "This may be a vLLM specific issue, but I get the following error when trying to load.\n\n"
     "  File \"/zhome/55/8/206247/scandenv/lib/python3.10/site-packages/vllm/model_executor/models/falcon.py\", line 421, "
     "in load_weights\n"
     "    param = params_dict[name]\n"
     "KeyError: 'transformer.h.26.input_layernorm.weight'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "tiiuae/falcon-11B (Falcon2, May 2024) with the vLLM release of the day: its Falcon class builds the older Falcon "
     "layer layout (no per-layer input_layernorm where falcon-11B's checkpoint has one), so load_weights finds no "
     "parameter for the checkpoint's tensor name; a vLLM without support for this variant, not a broken download.",
     "the publisher (tiiuae): they had not worked on the vLLM code yet, transformers' main branch loads the model; the "
     "reporter opened a request on vLLM's GitHub to add it (i.e. use a vLLM release that supports Falcon2-11B, or "
     "transformers meanwhile)",
     release="not printed (May 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the first line is the discussion title. The answer is the publisher's diagnosis, not a tested fix")

# ------------------------------------------------------------------ a LoRA-adapter-only repository served as a model
case("hf-cimphony-mistral-law-disc1-adapter-only-repo", "https://huggingface.co/cimphony-ai-admin/Cimphony-Mistral-Law-7B/discussions/1",
     "Fail to run on vLLM\n\n"
     "Hi\n"
     "Trying to run this model on vllm, first issue is it can't find the tokenizer. So I added "
     "'--tokenizer=mistralai/Mistral-7B-Instruct-v0.3'.\n"
     "Then the error is: 'No model.safetensors.index.json found in remote.'.\n"
     "I assume this is a configuration issue.\n"
     "Appreciate your assistance.\n"
     "Below are my vllm params:\n\n"
     "--port=8000 \n"
     "--model=cimphony-ai-admin/Cimphony-Mistral-Law-7B\n"
     "--tokenizer-mode=mistral\n"
     "--tokenizer=mistralai/Mistral-7B-Instruct-v0.3\n"
     "--trust-remote-code\n"
     "--gpu-memory-utilization=0.9\",",
     "adapter_only_repository", {}, "adapter_only_repository",
     "cimphony-ai-admin/Cimphony-Mistral-Law-7B holds only a LoRA adapter (base: Mistral-7B v0.1), no tokenizer and no "
     "full model weights, so vLLM given it as --model finds neither a tokenizer nor a safetensors index/weights; not "
     "memory and not a flag problem.",
     "the publisher (Cimphony org): the repository contains only the LoRA adapter; serve the base model (Mistral-7B "
     "v0.1) and load the adapter through vLLM's LoRA support (--enable-lora --lora-modules), or use it with PEFT",
     release="not stated (mid 2024; --tokenizer-mode mistral exists)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX,
     note="judgement call 1 (kind of its own: no README kind for an adapter-only repository given as the model). The "
          "pasted 'No model.safetensors.index.json found in remote.' is vLLM's own log line, quoted by the user as the "
          "error. The thread goes on to a second error after the user tried LoRA ('OSError: Found 0 files matching the "
          "pattern ... Make sure that a Mistral tokenizer is present', from --tokenizer-mode mistral with a tokenizer "
          "without Mistral files); its answer is cut in the stored copy, so it is not a case. The first line is the "
          "discussion title")

BATCH.write()
