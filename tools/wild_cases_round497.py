"""Round-497 blind batch: vLLM start-up failures quoted in the DISCUSSIONS of OTHER repositories than vllm-project/vllm
(the brief's slice: GitHub Discussions of LLaMA-Factory, verl, OpenRLHF, trl, unsloth, open-webui, ray, kserve,
Xinference, GPUStack, NeMo, ms-swift, InternLM, QwenLM, deepseek-ai, THUDM / zai-org, FastChat, litellm, langchain,
llama-index, autogen, jan / LocalAI, ...; fallback, once those proved absent: Hugging Face model-repository discussions),
searched in the docs corpus by exact error strings; collected by helper wild497 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round497-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's docs corpus stores the page; the fix is left out of it.

Look-ups: 28 of the 40 allowed, all ``search`` (27 corpus=docs, 1 corpus=issues); no read_file / find_string / fetch.
Stopped with 12 left because the slice gave nothing new: the remaining exact-string queries kept returning threads
already used or named in earlier skip lists. **2 cases**, both from Hugging Face model-repository discussions (the
fallback; see the first finding below): neuralmagic/Phi-3.5-mini-instruct-FP8-KV #1 (configuration_phi3.py missing
from the repository, vLLM docker v0.6.2; the org added the files) and Alibaba-NLP/gte-large-en-v1.5 #19 (architecture
'NewModel' not supported, served through the Hub's "Use this model -> vLLM" snippet). A third, leon-se/Molmo-7B-D-0924-
FP8-Dynamic #1 ('no module or parameter named lm_head.weight_scale in MolmoForCausalLM'), was written and then dropped:
round 500 (wild500) claimed the same thread in USED_SOURCES.txt minutes earlier, concurrently. Every source was checked with grep -iF
against /work/coord/USED_SOURCES.txt and against the earlier round files (skip lists, fixtures) before it was used.

Finding for later collectors (the slice as briefed): GitHub Discussions of repositories OTHER than vllm-project/vllm are,
as far as 12 targeted queries could tell, NOT in the docs corpus. Queries pairing vLLM error strings with the GitHub
discussion page phrases ('started this conversation in General / Q&A', 'Replies: N comments', 'Beta Was this
translation helpful? Give feedback.', 'Answered by', 'Category Q&A') and with the repository names (hiyouga
LLaMA-Factory, volcengine verl, trl GRPOTrainer use_vllm, open-webui, QwenLM, InternLM) returned only
vllm-project/vllm discussions (#3422, #4621, the ?page=4 / ?page=6 listings), GitHub issues, blogs and Hugging Face
model discussions. The GitHub-discussion route round 489 found works for vllm-project/vllm only.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or earlier fixtures: GitHub BatsResearch/bonito #22; HF Qwen2-VL-72B-Instruct-
  GPTQ-Int4 #1, unsloth/Llama-3.3-70B-Instruct-GGUF #2, unsloth/DeepSeek-R1-GGUF #12, bartowski/DeepSeek-V2.5-GGUF #7,
  nvidia/NVLM-D-72B #17, mistralai/Mistral-7B-Instruct-v0.1 #11 / v0.2 #49, core42/jais-30b-chat-v3 #3, defog/sqlcoder-
  70b-alpha #4, TheBloke/Mixtral-8x7B-Instruct-v0.1-AWQ #2, tiiuae/falcon-11B #5, QuixiAI/DeepSeek-V3-0324-AWQ #12,
  unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9, neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 #4, AXCXEPT/EZO-AutoCoTRAG
  #1, casperhansen/vicuna-7b-v1.5-awq #1; vllm #2418, PR #5079; sherdencooper/gptfuzz #27; pastebin Vqc9seit / wFt4hKqg.
- Named in earlier rounds' skip lists (not re-opened): HF neuralmagic/Mistral-Nemo-Instruct-2407-FP8 #1, fsaudm/Meta-
  Llama-3.1-70B-Instruct-INT8 #1, moonshotai/Kimi-VL-A3B-Thinking-2506 #4, mistralai/Magistral-Small-2506 #27 (listing
  only), RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6, RedHatAI/Mistral-Small-3.2-24B-Instruct-2506-NVFP4 #1, RedHatAI/gemma-4-
  26B-A4B-it-FP8-Dynamic #1, neuralmagic/DeepSeek-Coder-V2-Lite-Instruct-FP8 #1, opensourcerelease/DeepSeek-V3-bf16 #6,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, mistralai/Pixtral-Large-Instruct-2411 #13, inclusionAI/Ling-3.0-flash-fp8
  #8, openbmb/MiniCPM3-4B #7, mlx-community/Qwen2.5-Math-72B-Instruct-8bit #2, brainiac-origin/jais-chat-30b-8bit #1,
  alpindale/c4ai-command-r-plus-GPTQ #4, CohereForAI/c4ai-command-r-v01-4bit #10, bit-dny/MindLLM-1b3-chat-zh-v2.0 #4,
  Valdemardi/DeepSeek-R1-Distill-Qwen-32B-AWQ #3 (title only), cyankiwi/Mellum2-12B-A2.5B-Thinking-AWQ-INT4 (title only),
  Meta-Llama-3.1-8B-Instruct #15 (transformers script); GitHub modelscope/ms-swift #6617, #6038; OpenGVLab/InternVL
  #1173, #1175; vllm #12072 / PR #9248 (Qwen2-Audio, root cause not stored).
- New but not a case: HF Qwen/Qwen2-Audio-7B-Instruct #10 (ValueError "Model architectures
  ['Qwen2AudioForConditionalGeneration'] failed to be inspected" on vLLM 0.6.4.post1 docker, RunPod A40; the inner error
  and the cause are stored neither there nor in the linked vllm #12072 / PR #9248 turns -- 1 issues look-up spent);
  nvidia/NVLM-D-72B #5 (the full "Model architectures ['NVLM_D'] are not supported for now" list on v0.6.2; no reply
  stored; same model and cause as the two existing disc17 fixtures, so not taken as a near-duplicate);
  bartowski/internlm2-chat-7b-llama #1 (TP 2, --max-model-len 20000, Ray; the stored chunk stops in the args Namespace
  before the error, 2 look-ups); stepfun-ai/Step-Audio-R1.1 #2 ('Error in inspecting model architecture
  StepAudio2ForCausalLM' from a source build; inner error and any answer not stored, 1 look-up); BSC-LT/salamandra-7b
  #5 (title 'Error when deploying with vllm:0.6.4.post1' on a listing / profile page only); Skywork/Skywork-R1V-38B #4
  (error a screenshot; the org's config.json fix is stored, the error is not); ModelCloud/gemma-2-9b-it-gptq-4bit #3
  (GPTQModel's vLLM backend on a Colab T4, no error text in the chunk); iwaitu/llama3-70b-chinese-function-calling-4bit
  #1 (title only); ai-sage/GigaChat3.5-432B-A28B #3 (title '[ERROR] does not support tensor parallel' on a profile page).
- Out of the slice / not a thread: Red Hat AI Inference Server troubleshooting pages ("Unrecognized model ... Should
  have a model_type key" without --userns=keep-id; vendor docs, not a user's thread); CSDN yuanlulu 142027931 (a blog:
  'BitAndBytes quantization with TP or PP is not supported yet'); dev.to / runaihome articles; docs.vllm.ai pages.

Judgement calls for the lead:
1. Slice: no GitHub Discussion of another repository was found (see the finding above), so both cases are Hugging
   Face model-repository discussions, read as "any other repo's discussions quoting a vLLM start-up error". If the lead
   wants the round strictly to GitHub Discussions, the round has 0 cases.
2. hf-phi35-mini-fp8-kv-disc1: the message is transformers' OSError for a remote-code file (configuration_phi3.py) that
   the checkpoint's config refers to but the repository lacked (the org then added the config and modeling files). No existing kind names "a remote-code file missing from the
   repository"; the nearest label for "a file the config load needs is absent from the repository" is
   config_format_not_found (used for the missing config.json / preprocessor_config.json variants of the same OSError),
   so kind and cause are config_format_not_found. A new cause such as remote_code_file_missing would fit better.
   --trust-remote-code is forbidden: the file does not exist, so trusting remote code cannot load it.
3. hf-gte-large-en-v15-disc19: no reply is stored; the message itself pins the cause (the checkpoint's architecture
   'NewModel', Alibaba-NLP's remote-code encoder, is absent from the installed vLLM's registry). The stored chunk cuts
   the supported-architectures list mid-word ('Qwen2MoeForC'); it is kept as stored. No version is printed; the list
   (no MiniCPM3ForCausalLM / OlmoeForCausalLM, with NemotronForCausalLM and PhiMoEForCausalLM) matches the one
   openbmb/MiniCPM3-4B #7 quotes for vLLM 0.6.0. The user also aimed /v1/chat/completions at an embedding model, which
   would fail next even on a vLLM that knows the architecture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round497-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF neuralmagic/Phi-3.5-mini-instruct-FP8-KV #1: vLLM docker v0.6.2 -> OSError configuration_phi3.py missing from the repo
case("hf-phi35-mini-fp8-kv-disc1-vllm-062-docker-configuration-phi3-py-missing",
     "https://huggingface.co/neuralmagic/Phi-3.5-mini-instruct-FP8-KV/discussions/1",
     "latest vllm docker (v0.6.2) fail to load\n"
     "\n"
     "#1\n"
     "by choronz333 - opened\n"
     "\n"
     "--model=neuralmagic/Phi-3.5-mini-instruct-FP8-KV\n"
     "\n"
     "OSError: neuralmagic/Phi-3.5-mini-instruct-FP8-KV does not appear to have a file named configuration_phi3.py. "
     "Checkout 'https://huggingface.co/neuralmagic/Phi-3.5-mini-instruct-FP8-KV/tree/main' for available files.",
     "config_format_not_found", {}, "config_format_not_found",
     "The FP8-KV checkpoint's config refers to remote-code files configuration_phi3.py / modeling_phi3.py "
     "that had not been uploaded to the repository, so loading the config inside the vLLM v0.6.2 docker image failed "
     "with transformers' OSError before any GPU work. A repository packaging defect, not a vLLM, GPU or memory problem.",
     "fixed on the repository side: the Red Hat AI / Neural Magic org replied 'Thanks for reporting this, I have added "
     "the config and modeling files.' (mgoin) and closed the discussion; a second user had confirmed the failure with "
     "the OpenAI server",
     release="0.6.2 (vllm/vllm-openai docker image)", gpu=None, gpus=None,
     command="--model=neuralmagic/Phi-3.5-mini-instruct-FP8-KV",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}, {"flag": "--quantization"}],
     note="Excerpt: the discussion title (after the reporter's retitle) and the opening post as the docs corpus stores "
          "the page; the confirmations and the org's answer are left out. See judgement call 2 on the label.")

# ---------------------------------------- HF Alibaba-NLP/gte-large-en-v1.5 #19: vllm serve via the Hub snippet -> Model architectures ['NewModel'] are not supported for now
case("hf-gte-large-en-v15-disc19-newmodel-architecture-not-supported",
     "https://huggingface.co/Alibaba-NLP/gte-large-en-v1.5/discussions/19",
     "Model is not supported by VLLM\n"
     "\n"
     "#19\n"
     "by skumarai - opened\n"
     "\n"
     "Hi,\n"
     "\n"
     "I am trying to deploy this model using VLLM as specified in \"Use this model\"\n"
     "\n"
     "Install from pip\n"
     "\n"
     "Copy\n"
     "\n"
     "Install vLLM from pip:\n"
     "\n"
     "pip install vllm\n"
     "\n"
     "Copy\n"
     "\n"
     "Load and run the model:\n"
     "\n"
     "vllm serve \"Alibaba-NLP/gte-large-en-v1.5\"\n"
     "\n"
     "Call the server using curl:\n"
     "\n"
     "curl -X POST \"http://localhost:8000/v1/chat/completions\" \\\n"
     "-H \"Content-Type: application/json\" \\\n"
     "--data '{\n"
     "\"model\": \"Alibaba-NLP/gte-large-en-v1.5\"\n"
     "\"messages\": [\n"
     "{\"role\": \"user\", \"content\": \"Hello!\"}\n"
     "]\n"
     "}'\n"
     "\n"
     "But getting below error\n"
     "\n"
     "ValueError: Model architectures ['NewModel'] are not supported for now. Supported architectures: ['AquilaModel', "
     "'AquilaForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', 'BloomForCausalLM', 'ChatGLMModel', "
     "'ChatGLMForConditionalGeneration', 'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', "
     "'DeepseekForCausalLM', 'DeepseekV2ForCausalLM', 'ExaoneForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', "
     "'Gemma2ForCausalLM', 'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', "
     "'InternLMForCausalLM', 'InternLM2ForCausalLM', 'JAISLMHeadModel', 'LlamaForCausalLM', 'LLaMAForCausalLM', "
     "'MistralForCausalLM', 'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', "
     "'MiniCPMForCausalLM', 'NemotronForCausalLM', 'OlmoForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', "
     "'PersimmonForCausalLM', 'PhiForCausalLM', 'Phi3ForCausalLM', 'PhiMoEForCausalLM', 'Qwen2ForCausalLM', "
     "'Qwen2MoeForC",
     "architecture_unsupported", {}, "architecture_unsupported",
     "gte-large-en-v1.5 is an embedding encoder whose config.json names the custom remote-code architecture 'NewModel' "
     "(model_type 'new', auto_map to Alibaba-NLP/new-impl); the installed vLLM release has no implementation registered "
     "for that architecture (its list is of generative decoders), so vLLM refuses at config time. The Hub's 'Use this "
     "model -> vLLM' snippet offered a command the installed vLLM could not run.",
     "no fix reached in the stored thread (no reply stored). The message pins the cause: the architecture is not "
     "implemented in that vLLM release, so the model cannot be served by it as is",
     release=None, gpu=None, gpus=None, command="vllm serve \"Alibaba-NLP/gte-large-en-v1.5\"",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the title and the opening post as stored, which cuts the supported-architectures list mid-word "
          "('Qwen2MoeForC'); kept as stored. See judgement call 3.")

BATCH.write()
