"""Round-455 blind batch: vLLM start-up failures from the CONFIG, TOKENIZER and CHECKPOINT-FORMAT slice (config.json
keys transformers / vLLM refuse, tokenizer modes and files, safetensors shards, adapter-only folders passed as the
model, repositories that are not there, --served-model-name mismatches), collected by helper wild455 from the search
tool's issues corpus and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round455-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` corpus=issues. 6 cases: QwenLM/Qwen3-VL #264 (a corrupt shard of the
Hub's Qwen2-VL-72B-Instruct-AWQ, MetadataIncompleteBuffer, 2x RTX 3090), vllm #6071 (vLLM 0.5.0.post1 image,
transformers without `gemma2`), vllm #3486 (request's model name differs from the served name -> 404 NotFoundError),
vllm #4416 (a LoRA adapter folder passed as the model, vLLM 0.4.1, "does not appear to have a file named config.json"),
vllm #8995 (--tokenizer-mode mistral on a repository with only an HF tokenizer.model, "Found 0 files matching the
pattern"), vast-ai/base-image #128 (a Hub repository id that does not exist, RepositoryNotFoundError 401). Every
source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before
a look-up was spent on it. The slice is heavily mined (rope_scaling, gated repos, TokenizersBackend, 'No supported
config format', trust_remote_code were all used or listed as skips), so most queries returned used threads.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or a case of an earlier round: runpod-workers/worker-vllm #257, #88, #89;
  NVIDIA/nim-deploy #60; vllm #6689, #5953, #2052, #17210, #4989, #8331, #14596, #15027, #13510; gpustack #4236;
  timothystewart6/vllm-gb10 #97.
- Named in earlier rounds' skip lists (not re-opened): gpustack #5096, #1268; agentscope-ai/QwenPaw #3084; vllm #7953,
  #12867, #13150, #14090, #31444, #8994, #10534, #10537, #11765, #15836, #18983; xinference #1804;
  zstar1003/ragflow-plus #64; tenstorrent/tt-inference-server #37; pytorch/serve #3365.
- Error line or fix not in the stored chunks: vllm #15120 (v0.8.0 docker, 'Unrecognized model in /app/model/gemma2.
  Should have a `model_type` key' although config.json has model_type; 2 queries, only the description came back, no
  answer); gpustack #815 (InternVL2_5-78B MetadataIncompleteBuffer in GPUStack v0.4 on 4x A100; 2 queries, no fix
  reached); vllm #15445 (Qwen2.5-VL-32B MetadataIncompleteBuffer; the answer not stored; mlx-vlm #278 says the first
  upload of that checkpoint was corrupt, but that is another tracker); vllm #13899 (same reporter and error as the
  used #14596); gpustack #1804 (a folder named lora_model_QwQ-32B, 'Should have a `model_type` key'; open, no answer);
  Ksuriuri/index-tts-vllm #11 ("Can't load tokenizer", the error line and the answer beyond the chunk); vllm #22043
  (fine-tuned repo 'Invalid repository ID or local directory specified', no answer seen).
- Not a vLLM start-up failure, or not vLLM's message: the Qwen2Tokenizer / QWenTokenizer / LLaMATokenizer 'does not
  exist or is not currently imported' threads (transformers-only scripts: QwenLM/Qwen3 #34, Qwen #1077, FastChat #2487,
  #206, LlamaFactory #1944, ...); 'Token id X is out of vocabulary' threads (sampling during RL training: vllm #26797,
  OpenRLHF #1117, NeMo-RL #237, verl #1398); vllm #8664 (generation_config usage question); the gated-repo threads of
  basaran, TGI, llm2vec, mlx-examples, sdnext; vllm #455 (MPT-30B fine-tune missing its remote configuration_mpt.py,
  vLLM 0.1.x; the reporter's fix is confirmed, but no label fits and the second error that followed is cut).
- Same incident or class as a case: THUDM/LongBench #102, QwenLM/Qwen3 #87, #1052 and vllm #3485 (the same
  served-name 404 as vllm-3486; #3485 is the reporter's own duplicate, closed unanswered); huggingface/transformers
  #30513 (the same reporter and folder as vllm-4416); mistralai/mistral-finetune #93 (the same reporter as the used
  vllm #4989); vllm #36411 (the same reporter as vast-ai #128, logs empty).

Judgement calls for the lead:
1. vllm-3486 (served-name 404): the server starts; the failure is the first request, caused by how it was launched
   (no --served-model-name, so the only accepted name is the --model path). No earlier fixture has this message and no
   cause label fits, so kind vllm_check_failed (as prompt_exceeds_max_model_len / auto_tool_choice_not_enabled were
   filed) with a NEW cause label ``served_model_name_mismatch``. The fix is a maintainer's (simon-mo: ask /v1/models)
   and a commenter's (use the --model path or set --served-model-name); the reporter did not confirm.
2. vllm-6071: the thread's own answer is not in the stored text; the cause is read from the message (transformers does
   not know `gemma2`) and the release (0.5.0.post1 in the log), and the fix from the same week's vllm #5953
   (maintainer DarkLight1337: Gemma 2 support, PR #5908, is on main for the next release, which was 0.5.1). Also the
   model is mlx-community/gemma-2-9b-it-8bit, an MLX conversion that vLLM does not load even on a release with Gemma 2
   (the lead may add that to the expected fix); the title asks about gemma-2-27B-it. The reporter's HF token, printed
   in the command, is replaced by <redacted> in the excerpt (the only change to the stored text).
3. vllm-4416: the error string is in the issue title only (the description says "it caused error:" and shows code,
   not the traceback); taken, like xinference-4141, because the message is quoted verbatim and the folder listing
   (adapter_config.json / adapter_model.safetensors, no config.json, no base weights) leaves no doubt. No fix
   confirmed in the stored text; kind config_format_not_found (as the three earlier 'does not appear to have a file
   named config.json.' fixtures), cause adapter_only_repository (as unsloth-1191).
4. vllm-8995: the excerpt is a later commenter's (abentabib, mistralai/Mistral-7B-v0.1), not the issue author's
   (Mixtral-8x22B-Instruct with --tokenizer-mode mistral, whose own error is not stored); the thread title is kept
   above it. The workaround in the thread (cornzz, same model) links tokenizer.model to tokenizer.model.v1 in the HF
   cache; the plain fix is --tokenizer-mode auto. Labels as vllm-15345 (tokenizer_load_failed /
   tokenizer_format_mismatch).
5. vast-ai-128: no answer stored (closed); the cause is read from the message: huggingface_hub's
   RepositoryNotFoundError (401, 'Repository Not Found', 'Invalid username or password.', no gated wording) for
   Qwen/Qwen3.5-27B-AWQ -> model_not_found, per README's rule. A private repository without a token reads the same; the
   collector believes Qwen publishes no -AWQ repo under that name but did not check it.
6. qwen3-vl-264: the failing file was the Hub's own (the Qwen maintainer re-uploaded shard 1 of 11), not a local
   download; the fix is still 're-download the shard'. The second commenter ('vllm serve Qwen/Qwen2-VL-72B-Instruct-AWQ')
   is kept in the excerpt because it shows the file came from the Hub.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round455-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- QwenLM/Qwen3-VL #264: Qwen2-VL-72B-Instruct-AWQ on 2x RTX 3090 -> MetadataIncompleteBuffer (Hub shard corrupted)
case("qwen3-vl-264-qwen2-vl-72b-awq-2x3090-tp2-metadata-incomplete-buffer-hub-shard-corrupt",
     "https://github.com/QwenLM/Qwen3-VL/issues/264",
     "[ERROR] safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer\n"
     "\n"
     "Hi there :) \n"
     "\n"
     "```\n"
     "File \"/workspace/vllm/vllm-venv/lib/python3.10/site-packages/vllm/model_executor/model_loader/weight_utils.py\", "
     "line 406, in safetensors_weights_iterator\n"
     "    with safe_open(st_file, framework=\"pt\") as f:\n"
     "safetensors_rust.SafetensorError: Error while deserializing header: MetadataIncompleteBuffer\n"
     "```\n"
     "\n"
     "When executing `https://huggingface.co/Qwen/Qwen2-VL-72B-Instruct-AWQ` model on **vllm**, it invokes error.\n"
     "\n"
     "This is my command below:\n"
     "```sh\n"
     "VLLM_WORKER_MULTIPROC_METHOD=spawn python -m vllm.entrypoints.openai.api_server --served-model-name "
     "Qwen2-VL-72B-Instruct-AWQ --model /workspace/Qwen2-VL-72B-Instruct-AWQ/ --disable-custom-all-reduce "
     "--tensor-parallel-size 2 --gpu-memory-utilization 0.8 --max-model-len 14000 --port 50000\n"
     "```\n"
     "\n"
     "### Environment\n"
     "- NVIDIA RTX3090 * 2\n"
     "\n"
     "rahulvk007 · comment · 2024-09-25\n"
     "I am also having the same issue.\n"
     "\n"
     "Command used:\n"
     "```\n"
     "vllm serve Qwen/Qwen2-VL-72B-Instruct-AWQ\n"
     "```",
     "checkpoint_file_corrupt", {}, "checkpoint_file_corrupt",
     "Qwen/Qwen2-VL-72B-Instruct-AWQ served with vLLM (September 2024) at TP 2 on two RTX 3090s: safetensors could not "
     "parse the header of one weight shard because the file itself was broken: model-00001-of-00011.safetensors had "
     "been corrupted when Qwen uploaded it to the Hub, so every download (a local copy and a direct `vllm serve` of the "
     "repo id) failed the same way while loading weights. Not a memory, quantization or parallelism problem.",
     "the Qwen maintainer (kq-chen, 2024-09-25): 'the file model-00001-of-00011.safetensors got corrupted during the "
     "uploading'; re-uploaded in Hub commit 712d5a5a ('fixed here! please try again!'); the fix for the user is to "
     "re-download that shard (or the repository) after the fix",
     release=None, gpu="NVIDIA GeForce RTX 3090", gpus=2,
     command="VLLM_WORKER_MULTIPROC_METHOD=spawn python -m vllm.entrypoints.openai.api_server --served-model-name "
             "Qwen2-VL-72B-Instruct-AWQ --model /workspace/Qwen2-VL-72B-Instruct-AWQ/ --disable-custom-all-reduce "
             "--tensor-parallel-size 2 --gpu-memory-utilization 0.8 --max-model-len 14000 --port 50000",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the description and the first comment (rahulvk007) as the stored thread shows "
          "them; the maintainer's two replies and the reporter's thanks are left out. vLLM release not stated "
          "(Qwen2-VL support, so 0.6.1-0.6.2, September 2024). The repository is QwenLM/Qwen3-VL (formerly Qwen2-VL).")

# ---------------------------------------- vllm #6071: vllm-openai:latest = 0.5.0.post1 (July 2024) -> transformers does not recognize model type gemma2
case("vllm-6071-v050post1-image-gemma2-model-type-not-recognized-transformers-too-old",
     "https://github.com/vllm-project/vllm/issues/6071",
     "[Gemma 2 27B]: Update docker hub image to support gemma-2-27B-it\n"
     "\n"
     "### The model to consider.\n"
     "\n"
     "I am trying to run docker image of vllm for gemma-2-27B-it, But facing architectures not recognized error.\n"
     "\n"
     "error:\n"
     "ValueError: The checkpoint you are trying to load has model type `gemma2` but Transformers does not recognize "
     "this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.\n"
     "\n"
     "Entire command with logs:\n"
     "`docker run --runtime nvidia --gpus all -v ~/Vipul/nltk_data:/home/user/nltk_data --env "
     "\"HUGGING_FACE_HUB_TOKEN=<redacted>\" -p 8514:8514 --ipc=host --env \"CUDA_VISIBLE_DEVICES=1\" --entrypoint "
     "\"python3\" vllm/vllm-openai:latest -m vllm.entrypoints.openai.api_server --model "
     "\"mlx-community/gemma-2-9b-it-8bit\" --gpu-memory-utilization 0.96 --port 8514 --trust-remote-code "
     "--tensor-parallel-size 1 --use-v2-block-manager\n"
     "INFO 07-02 15:11:13 api_server.py:177] vLLM API server version 0.5.0.post1\n"
     "INFO 07-02 15:11:13 api_server.py:178] args: Namespace(host=None, port=8514, uvicorn_log_level='info', "
     "allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key=None, "
     "lora_modules=None, chat_template=None, response_role='assistant', ssl_keyfile=None, ssl_certfile=None, "
     "ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], model='mlx-co",
     "model_type_unknown", {}, "transformers_too_old",
     "The vllm/vllm-openai:latest image on 2 July 2024 was vLLM 0.5.0.post1, whose bundled transformers predates Gemma 2 "
     "(model_type `gemma2`, added in transformers 4.42, days earlier), so AutoConfig could not parse the checkpoint's "
     "config.json; that vLLM release also had no Gemma2ForCausalLM (added by vLLM PR #5908, first released in 0.5.1). "
     "The model named in the command is an MLX 8-bit conversion (mlx-community/gemma-2-9b-it-8bit), which vLLM cannot "
     "load in any case. Not a memory or GPU problem.",
     "not in the stored text of this thread (closed). vLLM maintainer DarkLight1337 in vllm #5953 (June 2024, the same "
     "model): Gemma 2 support (#5908) is on main and ships in the next release (0.5.1, with transformers >= 4.42). "
     "Fix: a vllm/vllm-openai image of 0.5.1 or later, serving the original google/gemma-2 checkpoint rather than the "
     "MLX conversion",
     release="0.5.0.post1 (vllm/vllm-openai:latest, July 2024)", gpu=None, gpus=None,
     command="docker run --runtime nvidia --gpus all ... --env \"CUDA_VISIBLE_DEVICES=1\" --entrypoint \"python3\" "
             "vllm/vllm-openai:latest -m vllm.entrypoints.openai.api_server --model \"mlx-community/gemma-2-9b-it-8bit\" "
             "--gpu-memory-utilization 0.96 --port 8514 --trust-remote-code --tensor-parallel-size 1 "
             "--use-v2-block-manager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the title and the description as stored, the chunk ends inside the args Namespace. The HF token in "
          "the command is replaced by <redacted> (it was printed in the public issue); nothing else changed. "
          "Judgement call 2 (fix from vllm #5953; MLX checkpoint).")

# ---------------------------------------- vllm #3486: request's model name != served name (no --served-model-name) -> 404 NotFoundError
case("vllm-3486-qwen15-14b-gptq-int8-request-model-name-not-served-name-404-not-found",
     "https://github.com/vllm-project/vllm/issues/3486",
     "[Bug]: when start openai_api_server, some errors happend.\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "```text\n"
     "The output of `python collect_env.py`\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "python -m vllm.entrypoints.openai.api_server --model /root/autodl-tmp/models/Qwen1.5-14B-Chat-GPTQ-Int8 "
     "--max-model-len 2000  --trust-remote-code\n"
     "\n"
     "call params:\n"
     "{\n"
     "    \"messages\": [{\"role\": \"user\", \"content\": \"hello\"}],\n"
     "    \"model\":'Qwen-14B-Chat-GPTQ-Int8',\n"
     "    \"temperator\":0,\n"
     "    \"topK\":0\n"
     "}\n"
     "\n"
     "when calling, some errors:\n"
     "{\"object\":\"error\",\"message\":\"The model `Qwen1.5-14B-Chat-GPTQ-Int8` does not exist.\","
     "\"type\":\"NotFoundError\",\"param\":null,\"code\":404}",
     "vllm_check_failed", {}, "served_model_name_mismatch",
     "The OpenAI-compatible server started fine from a local folder without --served-model-name, so the only model "
     "name it serves is the --model path itself ('/root/autodl-tmp/models/Qwen1.5-14B-Chat-GPTQ-Int8'); the chat "
     "request named the model by a short name, which the server does not know, so every request is answered 404 "
     "NotFoundError 'The model `...` does not exist.'. Not a load, memory or quantization failure.",
     "maintainer simon-mo: call the list-models endpoint (/v1/models) to see the name the server recognises; commenter "
     "jony0113: without --served-model-name the request's `model` must equal --model, i.e. the full path (or start the "
     "server with --served-model-name Qwen1.5-14B-Chat-GPTQ-Int8). Not confirmed by the reporter in the stored text",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /root/autodl-tmp/models/Qwen1.5-14B-Chat-GPTQ-Int8 "
             "--max-model-len 2000  --trust-remote-code",
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the title and the description as stored; the three comments (the fixes, and a third commenter's "
          "unsupported claim that a '.' in the path is the cause) are left out. The request body names "
          "'Qwen-14B-Chat-GPTQ-Int8' while the 404 names 'Qwen1.5-14B-Chat-GPTQ-Int8' (the reporter's paste; either "
          "way not the served path). Release not stated (March 2024, vLLM 0.3.x). Judgement call 1 (new cause "
          "label served_model_name_mismatch; a first-request failure caused by the launch).")

# ---------------------------------------- vllm #4416: vLLM 0.4.1, a LoRA adapter folder passed as the model -> does not appear to have a file named config.json
case("vllm-4416-v041-mistral-7b-lora-adapter-folder-as-model-no-config-json",
     "https://github.com/vllm-project/vllm/issues/4416",
     "[Bug]: cannot load model back due to [does not appear to have a file named config.json]\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "hi there,\n"
     "\n"
     "> vllm version: 0.4.1\n"
     "\n"
     "I fine-tuned the mistral-7b-v0.2 model using the trainer of huggingface "
     "https://huggingface.co/docs/trl/v0.8.6/trainer\n"
     "the training worked well and finally it saved the model, as bellow:\n"
     "path_to_the_model: \n"
     "> adapter_config.json  \n"
     "> adapter_model.safetensors  \n"
     "> checkpoint-16  \n"
     "> checkpoint-24  \n"
     "> checkpoint-8  \n"
     "> README.md  \n"
     "> special_tokens_map.json  \n"
     "> tokenizer_config.json  \n"
     "> tokenizer.json  \n"
     "> tokenizer.model  \n"
     "> training_args.bin\n"
     "\n"
     "it can successfully be loaded back using `AutoModelForCausalLM.from_pretrained`\n"
     "However, when I try to load it back via vllm, it caused error: \n"
     "\n"
     "The vllm codes:\n"
     "```\n"
     "from langchain_community.llms import VLLM\n"
     "llm = VLLM(model=\"path_to_the_model\", \n"
     "       trust_remote_code=True,  # mandatory for hf models\n"
     "       max_new_tokens=64,\n"
     "       temperature=0,\n"
     "       # tensor_parallel_size=... # for distributed inference\n"
     ")\n"
     "```\n"
     "```\n"
     "from vllm import LLM, SamplingParams\n"
     "from vllm.lora.request import LoRARequest\n"
     "llm = LLM(model=\"path_to_the_model\", enable_lora=True)\n"
     "```\n"
     "\n"
     "neither works. \n"
     "any solutions ?",
     "config_format_not_found", {}, "adapter_only_repository",
     "The folder handed to vLLM 0.4.1 as the model is a PEFT LoRA adapter saved by TRL's trainer (adapter_config.json + "
     "adapter_model.safetensors, tokenizer files, checkpoints), with no config.json and no base weights. transformers' "
     "AutoModelForCausalLM loads it because its PEFT integration reads the base model from adapter_config.json; vLLM "
     "reads the folder as a full model and transformers' AutoConfig finds no config.json. enable_lora=True does not "
     "help, because the model argument must still be the base model.",
     "no fix confirmed in the stored text (a later commenter reports the same and points to vLLM's LoRA example). "
     "What the folder calls for: LLM(model='mistralai/Mistral-7B-v0.2' base, enable_lora=True) with the folder passed "
     "per request as LoRARequest('adapter', 1, 'path_to_the_model') (vllm serve: --enable-lora --lora-modules "
     "name=path), or merge the adapter into the base (peft merge_and_unload, save_pretrained) and serve the merged "
     "folder",
     release="0.4.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"}],
     note="Judgement call 3 (error string only in the title). Excerpt: the title and the description as stored, the "
          "empty collect_env block dropped; PierreCarceller's comment (cut in the store) left out. The same reporter "
          "filed the same folder as huggingface/transformers #30513 (not taken).")

# ---------------------------------------- vllm #8995: --tokenizer-mode mistral on mistralai/Mistral-7B-v0.1 (HF tokenizer.model only) -> Found 0 files matching the pattern
case("vllm-8995-mistral-7b-v01-tokenizer-mode-mistral-no-tokenizer-model-v-file",
     "https://github.com/vllm-project/vllm/issues/8995",
     "[Bug]: Vllm server (docker) fails to load mistralai/Mixtral-8x22B-Instruct-v0.1\n"
     "\n"
     "abentabib · comment · 2025-06-11\n"
     "Hello, any news on this ? I still have a error for mistralai/Mistral-7B-v0.1  \n"
     "`OSError: Found 0 files matching the pattern: `^tokenizer\\.model\\.v.*$|^tekken\\.json$|"
     "^tokenizer\\.mm\\.model\\.v.*$`. Make sure that a Mistral tokenizer is present in ['.gitattributes', "
     "'README.md', 'config.json', 'generation_config.json', 'model-00001-of-00002.safetensors', "
     "'model-00002-of-00002.safetensors', 'model.safetensors.index.json', 'pytorch_model-00001-of-00002.bin', "
     "'pytorch_model-00002-of-00002.bin', 'pytorch_model.bin.index.json', 'special_tokens_map.json', 'tokenizer.json', "
     "'tokenizer.model', 'tokenizer_config.json']`",
     "tokenizer_load_failed", {}, "tokenizer_format_mismatch",
     "vLLM's mistral tokenizer mode (--tokenizer-mode mistral, as in the thread's launch) loads only mistral_common "
     "tokenizer files (tokenizer.model.vN, tekken.json); mistralai/Mistral-7B-v0.1 (like the older Mixtral repos of the "
     "thread) ships only the Hugging Face tokenizer (tokenizer.model / tokenizer.json), so the file search finds none "
     "and the tokenizer cannot be built. A tokenizer-format mismatch between the flag and the repository, not a "
     "missing download, memory or GPU problem.",
     "commenter cornzz (same model, mistralai/Mistral-7B-v0.1), a workaround that worked for him: in the HF cache "
     "snapshot create a link tokenizer.model.v1 -> the tokenizer.model blob, set HF_HUB_OFFLINE=1 and start vLLM; "
     "Mistral's patrickvonplaten was 'looking into it'. The plain fix is to drop --tokenizer-mode mistral (auto mode "
     "uses the repo's HF tokenizer)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tokenizer-mode", "value": "mistral"}, {"flag": "--tensor-parallel-size"}],
     note="Judgement call 4: the excerpt is a later commenter's error under the issue title (the issue author's own "
          "error is not in the stored text; his launch was the vllm-openai docker image with --model "
          "mistralai/Mixtral-8x22B-Instruct-v0.1 --tokenizer-mode mistral, v0.6.1.dev238). The commenter's release is "
          "not stated (June 2025).")

# ---------------------------------------- vast-ai/base-image #128: vllm serve Qwen/Qwen3.5-27B-AWQ -> RepositoryNotFoundError 401
case("vast-ai-base-image-128-qwen35-27b-awq-repository-not-found-401",
     "https://github.com/vast-ai/base-image/issues/128",
     "vLLM not working\n"
     "\n"
     "b.errors.RepositoryNotFoundError: 401 Client Error. (Request ID: "
     "Root=1-69aa2f29-68e28c9e4f2e3a4075ec7d63;4bd8c6dc-6cf5-4aaf-a480-53b2b2b80e02)(APIServer pid=3122)(APIServer "
     "pid=3122) Repository Not Found for url: https://huggingface.co/Qwen/Qwen3.5-27B-AWQ/resolve/main/config.json."
     "(APIServer pid=3122) Please make sure you specified the correct `repo_id` and `repo_type`.(APIServer pid=3122) "
     "If you are trying to access a private or gated repo, make sure you are authenticated. For more details, see "
     "https://huggingface.co/docs/huggingface_hub/authentication(APIServer pid=3122) Invalid username or password."
     "(APIServer pid=3122)(APIServer pid=3122) The above exception was the direct cause of the following exception:"
     "(APIServer pid=3122)(APIServer pid=3122) Traceback (most recent call last):(APIServer pid=3122)   File "
     "\"/usr/local/bin/vllm\", line 10, in (APIServer pid=3122)     sys.exit(main())(APIServer pid=3122)              "
     "^^^^^^(APIServer pid=3122)   File \"/usr/local/lib/python3.12/dist-pa\n"
     "ckages/vllm/entrypoints/cli/main.py\", line 73, in main(APIServer pid=3122)     "
     "args.dispatch_function(args)(APIServer pid=3122)   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/serve.py\", line 111, in cmd(APIServer "
     "pid=3122)     uvloop.run(run_server(args))",
     "model_not_found", {}, "model_not_found",
     "vllm serve on a vast.ai vLLM image (March 2026) was given the Hub id Qwen/Qwen3.5-27B-AWQ; the Hub answered the "
     "config.json request with 401 'Repository Not Found' ('Invalid username or password.', no gated or restricted "
     "wording), i.e. no public repository by that id exists (or it is private), so the server stopped before any "
     "config, GPU or memory work. The id needs to name an existing checkpoint.",
     "no fix in the stored text (issue closed). From the message: use an existing repository id (a published "
     "quantisation of Qwen3.5-27B, or the base Qwen/Qwen3.5-27B) or, if the repository is private, pass a token "
     "with access (HF_TOKEN)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Judgement call 5 (cause read from the message). Excerpt: the issue title and the stored description chunk, "
          "which begins mid-word ('b.errors' = huggingface_hub.errors) and has the log lines run together; cut after "
          "the serve.py frame. The release of the image is not stated; the date comes from the Hub request id and "
          "the reporter's vllm #36411 (2026-03-08).")

BATCH.write()
