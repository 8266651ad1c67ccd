"""Round-569 blind batch: vLLM start-up (and first-request) failures in the TOKENIZER / CHAT-TEMPLATE / PROCESSOR /
CONFIG slice (tokenizer_config.json, tokenizer.json, tiktoken, the mistral tokenizer mode, generation_config,
preprocessor_config, rope_scaling / max_position_embeddings / config.json fields, --hf-overrides), across every tracker;
collected by helper wild569 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round569-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes
that would be wrong for that user) was written from the source thread only. Excerpts are the text as the search tool's
stored page shows it; the answer / fix is left out of the excerpt.

Look-ups: 30 of the 40 allowed, all ``search`` (20 corpus=issues, 8 corpus=docs, 1 corpus=code, 1 corpus=pages;
4 of the issues searches were spent re-reading one thread each: proxy-lite #25, vllm #35998, Qianfan-VL #13, vllm
#9106); no find_string / read_file / fetch / find_files / find_repos. Collecting stopped with 10 look-ups left because
the slice is mined out: almost every vLLM-side thread the searches returned for tokenizer classes, the mistral
tokenizer mode, rope_scaling / YaRN, preprocessor_config, chat templates, generation_config and --hf-overrides was
already in USED_SOURCES.txt or named in an earlier round's skip list (rounds 131, 293, 341, 361, 451 and 517 covered
this ground). 5 cases: NovaSky-AI/SkyRL PR #976 (AsyncEngineArgs rejects rope_scaling), vllm #35998 (Qwen3.5-4B on
the qwen3_5-cu130 image, tokenizer class TokenizersBackend), and three Hugging Face model discussions where vLLM
refused chat completions for want of a chat template (FreedomIntelligence/AceGPT-v2-8B-Chat #1,
TechxGenus/Mistral-Large-Instruct-2407-AWQ #2, Equall/SaulLM-54B-Instruct #1). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt (owner/repo #N and the URL) and against tools/wild_cases_round*.py before it was
taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): gpustack #4236; vllm #490, #1445, #16292, #13510, #22497, #20855, #8388, #17939;
  zai-org/GLM-V #204; hiyouga/LlamaFactory #8086; QwenLM/Qwen3-VL #247; runpod worker-vllm #257; eugr/spark-vllm-docker
  #111, #283; HF casperhansen/llama-3-70b-instruct-awq #4, cimphony-ai-admin/Cimphony-Mistral-Law-7B #1,
  mistralai/Pixtral-12B-2409 #22.
- Named in earlier rounds' skip lists (not re-opened): hiyouga/LlamaFactory #10310 and agentscope-ai/QwenPaw #3084
  (TokenizersBackend); ray-project/ray #53873; vllm #19427, #21122, #14465, #20902, #50706, #6934, #26161, #22301,
  #42480, #14090, #8994, #624, #10537, #8281, #17977, #18140, #10023, #42399, #32755; iceflame89/vllm #10;
  mistralai/mistral-common #109; gpustack #5096; eugr/spark-vllm-docker #170; QwenLM/Qwen #513;
  QwenLM/Qwen3-VL #96; huggingface/transformers #33401; nlzy/vllm-gfx906 #48; runpod worker-vllm #63, #88, #129;
  THUDM/LongWriter #39; ByteDance-Seed/Seed-X-7B #7; apple/ml-fastvlm #28; HF THUDM/glm-4-9b-chat #14,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, mistralai/Ministral-8B-Instruct-2410 #6,
  mistralai/Magistral-Small-2506 #27 and #10, bartowski/reader-lm-1.5b-GGUF #1, bartowski/aya-23-8B-GGUF #6,
  openbmb/MiniCPM-V-2_6-gguf #2 (in BLIND.md), RedHatAI/Mistral-Small-3.2-24B-Instruct-2506-NVFP4 #1.
- Cause not pinned in the stored thread: convergence-ai/proxy-lite #25 (vLLM hosting proxy-lite-3b, a Qwen2.5-VL
  fine-tune: transformers' 'ValueError: Unrecognized image processor in convergence-ai/proxy-lite-3b. Should have a
  `image_processor_type` key in its preprocessor_config.json ...'; open, no reply stored. Other trackers (unsloth
  #1747, QwenLM/Qwen3-VL #1015) tie the message to Qwen2.5-VL repos whose preprocessor_config.json named
  'Qwen2_5_VLImageProcessor', fixed by renaming it 'Qwen2VLImageProcessor', but nothing shows this repo's file);
  vllm-project/vllm-ascend #10484 (Qwen3.5-0.8B from ModelScope fails to start, the chunk stops in the uvloop traceback).
- Error text not in the stored chunk: CSDN blog https://blog.csdn.net/cyril_ki/article/details/139425731 (vLLM 0.4.3,
  transformers 4.41.2, tokenizers 0.19.1, XVERSE-13B-256K with trust_remote_code: the stored text stops inside
  vLLM's get_tokenizer before the exception; one pages search did not reach the rest); baidubce/Qianfan-VL #13 (vllm/vllm-openai:latest with --hf-overrides
  '{"architectures":["InternVLChatModel"],"model_type":"internvl_chat"}', two look-ups, the chunk stops in the
  api_server traceback before the exception); vllm #9106 (Llama-3.1-8B with --chat-template llama31.jinja, chat fails,
  completions work; the client traceback stops before the server's message); NVIDIA-NeMo/Gym #159 (chat template with
  the base Llama-3.2-1B in a vLLM worker; only the Gym's 500 lines stored).
- Not a vLLM launch failure / no vLLM log: vllm-project/recipes PR #856 (--rope-scaling removed in 0.11.1, the recipe
  'crashes on boot', no error text); MiaAI-Lab/Qwen3.8-Flash-Next-Single-DGX-Spark #5 (a code review of start.sh's
  quoting, no run); vllm #15230 (a Python-string chat template passed to LLM.chat, Jinja syntax error at request time,
  not a launch); vllm #10293 (YaRN 'Unrecognized keys in rope_scaling' warning only); HF meta-llama/Meta-Llama-3.1-8B-
  Instruct #15, unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #2, McGill-NLP LLM2Vec #3 (transformers' rope_scaling
  validation outside vLLM); the many 'untagged enum ModelWrapper', 'TypeError: not a string', 'Can't load tokenizer'
  and 'Tokenizer class X does not exist' threads outside vLLM (ComfyUI, FramePack, DeepSeek-VL2, unsloth, open-instruct,
  FastChat #206/#3253, HF meta-llama/Llama-3.2-1B #25, ...); HF liuhaotian llava preprocessor_config threads (LLaVA's
  own server).

Judgement calls for the lead:
1. skyrl-pr976: the only text is the PR description's 'Problem' list (an open PR, not merged in the stored text); the
   vLLM line is verbatim and leaves no doubt (AsyncEngineArgs has no rope_scaling field in the installed vLLM). kind and
   cause dependency_version_mismatch, as the 36 earlier 'EngineArgs got an unexpected keyword argument' fixtures. The
   PR says vLLM '>= 0.8.3' removed the parameter; vllm-project/recipes PR #856 says the --rope-scaling flag went in
   0.11.1 (vLLM PR #28006); the vLLM version is not in the PR, so release is None. The excerpt keeps the PR's second,
   HuggingFace-side TypeError line because the stored text lists both; only the first is vLLM's.
2. vllm-35998: kind dependency_version_mismatch with cause transformers_too_old (the checkpoint's tokenizer class
   TokenizersBackend comes from transformers 5.x; the qwen3_5-cu130 image pins transformers < 5). Earlier fixtures of
   the same TokenizersBackend message split: vllm-36585 dependency_version_mismatch / dependency_version_mismatch,
   hanchi-gao vllm_check_failed / transformers_too_old; README's tokenizer_load_failed row sends the later 'Failed to
   load the tokenizer ... --trust-remote-code' wording to trust_remote_code_required, which would be the wrong advice
   here (--trust-remote-code is marked forbidden). No fix in the stored text; the reporter's own 'Investigation'
   section (left out of the excerpt) is the diagnosis. The page came from the docs corpus (github.com page), not the
   issues corpus.
3. The three HF chat-template discussions are first-request failures of a server that started (vLLM refuses
   /v1/chat/completions), taken as 'failing at its first requests because of how it was launched' like the three
   earlier chat_template_missing fixtures. AceGPT-v2-8B-Chat #1 has no reply: its fix is the reporter's own diagnosis
   (no chat_template in tokenizer_config.json). TechxGenus #2 prints transformers' older wording 'Cannot use
   apply_chat_template() because tokenizer.chat_template is not set' (README lists 'Cannot use chat template functions
   ...'). SaulLM-54B #1's answer is only 'The same as the original model!' (the base model's template); the thread
   does not name the base model.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round569-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- NovaSky-AI/SkyRL PR #976: SkyRL passes rope_scaling= to AsyncEngineArgs -> unexpected keyword argument
case("skyrl-pr976-yarn-context-extension-asyncengineargs-unexpected-keyword-rope-scaling",
     "https://github.com/NovaSky-AI/SkyRL/pull/976",
     "fix: rope_scaling for vLLM and HuggingFace context extension\n"
     "\n"
     "## Summary\n"
     "Fixes rope_scaling handling for both vLLM inference engines and HuggingFace FSDP training to enable YaRN context "
     "extension.\n"
     "\n"
     "## Problem\n"
     "When using rope_scaling config (e.g., YaRN for context extension), training fails with:\n"
     "1. **vLLM**: `TypeError: AsyncEngineArgs.__init__() got an unexpected keyword argument 'rope_scaling'`\n"
     "2. **HuggingFace**: `TypeError: Qwen3ForCausalLM.__init__() got an unexpected keyword argument 'rope_scaling'`",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "SkyRL's Ray-wrapped vLLM inference engine (ray_wrapped_inference_engine.py) forwarded the trainer's rope_scaling "
     "config (YaRN context extension of a Qwen3 model) as a direct keyword argument to vLLM's AsyncEngineArgs, which "
     "the installed vLLM no longer accepts (vLLM removed the rope_scaling engine argument; RoPE overrides now go "
     "through hf_overrides), so building the engine raised TypeError before anything was loaded. A wrapper / vLLM API "
     "mismatch, not a memory or GPU problem.",
     "the PR author dzorlu (2026-01-27, PR open in the stored text): stop passing rope_scaling to the engine args and "
     "pass it as hf_overrides['rope_parameters'] = dict(rope_scaling) (converted from OmegaConf's DictConfig to a "
     "plain dict), following vLLM's context_extension example; on the command line the equivalent is "
     "--hf-overrides '{\"rope_parameters\": {...}}' (or '{\"rope_scaling\": {...}}' on releases before the rename)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--rope-scaling"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the PR title and its description down to the 'Problem' list, as stored; the 'Solution' section is "
          "left out. The second TypeError (transformers' Qwen3ForCausalLM.__init__ on the FSDP training side) is in the "
          "same list and kept because the stored text shows both; it is not vLLM's. The PR says 'vLLM >= 0.8.3 removed "
          "direct rope_scaling parameter'; vllm-project/recipes PR #856 dates the --rope-scaling removal to 0.11.1 "
          "(vLLM PR #28006). No vLLM version is stated.")

# ---------------------------------------- vllm #35998: Qwen3.5-4B on vllm/vllm-openai:qwen3_5-cu130 -> Tokenizer class TokenizersBackend does not exist
case("vllm-35998-qwen35-4b-qwen3-5-cu130-image-tokenizer-class-tokenizersbackend-transformers-5-checkpoint",
     "https://github.com/vllm-project/vllm/issues/35998",
     "Qwen3.5 Model Tokenizer Loading Failure #35998\n"
     "\n"
     "Environment\n"
     "\n"
     "  • vLLM version: 0.16.0rc2.dev376+gf4af642a6 (qwen3_5-cu130) and 0.16.1rc1.dev48+ga572baff5 (nightly)\n"
     "  • Docker image: vllm/vllm-openai:qwen3_5-cu130 and vllm/vllm-openai:nightly\n"
     "  • Host environment: Linux, CUDA 13.0\n"
     "  • Python version: 3.12\n"
     "\n"
     "Reproduction Steps\n"
     "\n"
     "  1. Pull the Qwen3.5-4B model from HuggingFace:\n"
     "huggingface-cli download Qwen/Qwen3.5-4B --local-dir /data/models/Qwen3.5-4B\n"
     "  1. Try to run with vLLM:\n"
     "docker run --gpus device=7 \\\n"
     "  -v /data/models:/data/models \\\n"
     "  -p 8000:8000 \\\n"
     "  -e HF_TOKEN=xxx \\\n"
     "  vllm/vllm-openai:qwen3_5-cu130 \\\n"
     "  --model /data/models/Qwen3.5-4B \\\n"
     "  --dtype bfloat16 \\\n"
     "  --host 0.0.0.0 \\\n"
     "  --port 8000\n"
     "\n"
     "Expected Behavior\n"
     "Model should load and start the API server.\n"
     "\n"
     "Actual Error\n"
     "\n"
     "RuntimeError: Failed to load the tokenizer. If the tokenizer is a custom tokenizer not yet available in the "
     "HuggingFace transformers library, consider setting `trust_remote_code=True` in LLM or using the "
     "`--trust-remote-code` flag in the CLI.\n"
     "\n"
     "Full stack trace:\n"
     "\n"
     "ValueError: Tokenizer class TokenizersBackend does not exist or is not currently imported.\n"
     "\n"
     "Model Details\n"
     "\n"
     "  • Model: Qwen/Qwen3.5-4B (HuggingFace)\n"
     "  • Config: model_type: qwen3_5\n"
     "  • Transformers version in model: 5.3.0.dev0",
     "dependency_version_mismatch", {}, "transformers_too_old",
     "Qwen/Qwen3.5-4B's tokenizer files were written by transformers 5.3.0.dev0 and name the transformers-5 tokenizer "
     "class TokenizersBackend; the vllm/vllm-openai:qwen3_5-cu130 image (and that nightly) ship a transformers 4.x "
     "(the reporter: the image requires transformers>=4.56, i.e. below 5), which has no such class, so vLLM's "
     "tokenizer load at start-up failed and vLLM wrapped it in its generic 'Failed to load the tokenizer' advice. "
     "Not a remote-code problem (the class is a transformers built-in of 5.x) and not a memory problem.",
     "no fix reached in the stored text. The reporter's own investigation (left out of the excerpt): the checkpoint "
     "was built with transformers >= 5.0 while vLLM depends on transformers < 5.0 -- i.e. run with a transformers 5.x "
     "that knows TokenizersBackend, or point tokenizer_class in tokenizer_config.json back to the Qwen2 tokenizer class "
     "(the route vllm #36585 / ms-swift #8098 took for the same message)",
     release="0.16.0rc2.dev376+gf4af642a6 (vllm/vllm-openai:qwen3_5-cu130); also 0.16.1rc1.dev48+ga572baff5 (nightly)",
     gpu=None, gpus=None,
     command="docker run --gpus device=7 -v /data/models:/data/models -p 8000:8000 -e HF_TOKEN=xxx "
             "vllm/vllm-openai:qwen3_5-cu130 --model /data/models/Qwen3.5-4B --dtype bfloat16 --host 0.0.0.0 "
             "--port 8000",
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the issue page as the docs corpus stores it (github.com page text), from the title through "
          "'Model Details'; the reporter's 'Investigation' section after it (its diagnosis) is left out. The bullets "
          "and the duplicated '1.' step numbering are as stored. The GPU is not named (docker --gpus device=7).")

# ---------------------------------------- HF FreedomIntelligence/AceGPT-v2-8B-Chat #1: no chat_template in tokenizer_config.json -> vLLM refuses chat
case("hf-acegpt-v2-8b-chat-disc1-no-chat-template-in-tokenizer-config-vllm-transformers-444",
     "https://huggingface.co/FreedomIntelligence/AceGPT-v2-8B-Chat/discussions/1",
     "No chat_template is present in tokenizer_config.json\n"
     "\n"
     "Becuase of lack of chat_template this model fails to be used with transforer v4.44+.\n"
     "\n"
     "I'm getting next error in vLLM logs\n"
     "\n"
     "ValueError: As of transformers v4.44, default chat template is no longer allowed, so you must provide a chat "
     "template if the tokenizer does not define one.",
     "chat_template_missing", {}, "chat_template_missing",
     "FreedomIntelligence/AceGPT-v2-8B-Chat served with vLLM: the repository's tokenizer_config.json carries no "
     "chat_template, and transformers >= 4.44 no longer falls back to a default template, so vLLM refused the chat "
     "requests with this ValueError. The server itself ran; a launch without --chat-template for a tokenizer that "
     "defines none, not a memory or GPU problem.",
     "no reply in the stored thread; the reporter's own diagnosis (the discussion title): the chat_template is missing "
     "from tokenizer_config.json -- supply the model's prompt format as a Jinja template with --chat-template (or add "
     "chat_template to tokenizer_config.json), or use the completions endpoint",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the whole discussion as stored (title and the opening post; no replies). A first-request "
          "failure of a running server, not a crash at start; vLLM and transformers versions are not stated beyond "
          "'transforer v4.44+'.")

# ---------------------------------------- HF TechxGenus/Mistral-Large-Instruct-2407-AWQ #2: starts, chat -> 400 tokenizer.chat_template is not set
case("hf-techxgenus-mistral-large-2407-awq-disc2-starts-chat-400-chat-template-not-set",
     "https://huggingface.co/TechxGenus/Mistral-Large-Instruct-2407-AWQ/discussions/2",
     "The model can be started using vllm, but no dialogue is possible.\n"
     "\n"
     "{\n"
     "\"object\": \"error\",\n"
     "\"message\": \"Cannot use apply_chat_template() because tokenizer.chat_template is not set and no template "
     "argument was passed! For information about writing templates and setting the tokenizer.chat_template attribute, "
     "please see the documentation at https://huggingface.co/docs/transformers/main/en/chat_templating\",\n"
     "\"type\": \"BadRequestError\",\n"
     "\"param\": null,\n"
     "\"code\": 400\n"
     "}",
     "chat_template_missing", {}, "chat_template_missing",
     "TechxGenus/Mistral-Large-Instruct-2407-AWQ (an AWQ quantization of Mistral-Large-Instruct-2407) started under "
     "vLLM, but its tokenizer files (as Mistral shipped them) define no chat_template, so every /v1/chat/completions "
     "request was refused with 400 by transformers' apply_chat_template. A launch without --chat-template, not a "
     "memory, quantization or GPU problem.",
     "the reply in the thread: 'There is no chat template in the tokenizer file provided by mistral. Please download "
     "the corresponding jinja file and specify it.' (i.e. pass the Mistral template with --chat-template); the "
     "reporter SongXiaoMao: 'It's already available, thanks.'",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the discussion title and the error JSON the client received, as stored; the two replies are left "
          "out. transformers' older wording of the missing-template error ('Cannot use apply_chat_template() ...'). A "
          "first-request failure of a running server.")

# ---------------------------------------- HF Equall/SaulLM-54B-Instruct #1: vLLM 'Error in applying chat template from request' -> which template?
case("hf-equall-saullm-54b-instruct-disc1-vllm-error-applying-chat-template-default-no-longer-allowed",
     "https://huggingface.co/Equall/SaulLM-54B-Instruct/discussions/1",
     "Which chat template?\n"
     "\n"
     "Hi\n"
     "I'm running the model using VLLM, and getting \"Error in applying chat template from request: As of transformers "
     "v4.44, default chat template is no longer allowed, so you must provide a chat template if the tokenizer does not "
     "define one.\".\n"
     "\n"
     "Which chat template should I use?",
     "chat_template_missing", {}, "chat_template_missing",
     "Equall/SaulLM-54B-Instruct served with vLLM: the repository's tokenizer defines no chat template and transformers "
     ">= 4.44 has no default, so vLLM's OpenAI server failed each chat request ('Error in applying chat template from "
     "request'). The server ran; the launch lacked --chat-template. Not a memory or GPU problem.",
     "the model's authors (reply before PierreColombo closed the discussion): 'The same as the original model!' -- "
     "use the chat template of the model SaulLM-54B was built from, passed with --chat-template; the thread does not "
     "name that base model or confirm the run",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the opening post as stored (title and question); the authors' one-line answer and the closing "
          "event are left out. A first-request failure of a running server.")

BATCH.write()
