"""Round-552 blind batch: vLLM start-up failures from vLLM's own trackers (vllm-project/*), in the tags and kinds that
other collectors rarely queried ([Usage], [Installation], [Misc], [Doc], [Feature] bodies, and [Bug] threads on
--load-format (gguf, bitsandbytes, runai_streamer, tensorizer, sharded_state), HF cache / HF_HUB_OFFLINE, trust_remote_code,
structured-output backends, tool / reasoning parsers, LoRA ranks, prefix caching / chunked prefill refusals, executor
choices); collected by helper wild552 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round552-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 ``search`` calls (corpus=issues) in this session after a restart (the session was cut off once by an API
error before anything was written; if look-ups were spent before the cut they are not counted here). 2 cases:
vllm-project/vllm-openvino #16 (--enable-chunked-prefill with --enable-prefix-caching refused by the OpenVINO plugin's
V0 engine) and vllm-project/aibrix #834 (local /models/deepseek-r1 with trust_remote_code, configuration_deepseek.py
missing). Every source was checked with grep against /work/coord/USED_SOURCES.txt ('owner/repo #N$') and against the
earlier rounds' skip lists in /work/main/tools/wild_cases_round*.py before it was taken. The slice is very heavily
mined: almost every thread the queries surfaced (GGUF, LoRA rank, bitsandbytes, tool-call-parser choices,
unrecognized arguments, TokenizersBackend, HF_HUB_OFFLINE, prefix-caching refusals) was already a fixture or a named
skip.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #7291, #13510, #9312, #3719, #9255, #3355, #2847, #13297, #13122, #17944,
  #45317, #8434, #13283; vllm-project/recipes #51; zai-org/GLM-4.5 #58; ray-project/ray #60681;
  huggingface/inference-benchmarker #30; modelscope/ms-swift #4221; gpustack #5438; hiyouga/LlamaFactory #9512;
  unslothai/unsloth #2097; microsoft/OmniParser #130; vllm-project/vllm-ascend #133; vllm-omni #1364;
  runpod-workers/worker-vllm #145.
- Named in earlier rounds' skip lists (not re-spent): vllm #7268, #11970, #23321, #14423, #14076, #10023, #11271,
  #16339, #23684, #13150, #22072, #8947, #13344, #1910, #8458; HabanaAI/vllm-fork #1474; xorbitsai/inference #4196;
  agentscope-ai/QwenPaw #3084; gpustack #5096; hiyouga/LlamaFactory #10310; vllm-omni #474, #1081, #5412;
  containers/ramalama #758; runpod-workers/worker-vllm #99.
- Error line not in the stored chunks after one or two look-ups: vllm #30100 (runai_streamer_sharded rejects
  'concurrency' / 'memory_limit' in --model-loader-extra-config on 0.12.0 with Qwen3-Next-80B TP2; the chunk stops in
  the WorkerProc traceback before the ValueError; fix PR #36252 'Fixes #30100'); vllm #45318 (RayExecutorV2 teardown
  ActorHandleNotFoundError on ray 2.55.1 masking the real init error; only the reporter's follow-up with the real
  'No valid attention backend' error (#45317, used) is stored; PR #45328); kyuz0/amd-strix-halo-vllm-toolboxes #80
  (DeepSeek V4 Flash TP over Ray on Strix Halo: only ActorHandleNotFoundError teardown noise stored, no cause);
  vllm #32807 (tensorizer from S3 on 0.14.0, [Usage]; the stored chunk is the env dump; fix PR #37677 lets
  --load-format tensorizer pass the object-storage check); vllm #10632 (PermissionError downloading weights: only the
  traceback head is stored); vllm #39039 (Gemma 4 offline with HF_HUB_OFFLINE=1 'crashes and says it could not find
  the files' - no error text stored); vllm #40765, #22843, ray-project/ray #56905 (runai_streamer: env dumps / code
  only); vllm #18021 (opt-125m serve: the stored chunk stops in the args line); vllm PR #3476 comment (tensorizer
  --tensorizer-uri usage dump, the error line not stored); vllm PR #26189 comment (Gemma 3 GGUF after the fix merged:
  traceback head only, cause not discussed).
- Not a start-up failure or not vLLM's launch: vllm #16738, #16911, #13260, #11312 (request-time structured-output
  errors); dottxt-ai/outlines #1610 (request-time grammar); kubeai-project/kubeai #119 (the stored text has the
  traceback head only and the title is the reporter's paraphrase of the message).

Judgement calls for the lead:
1. vllm-openvino-16: the RuntimeError is raised in the engine loop (engine_step) once a step meets a prefix-cache hit,
   so the server had started; taken as a failure at the first requests caused by the launch flags (the maintainer's
   diagnosis names the two flags). Labelled vllm_check_failed (a feature-combination refusal raised by vLLM's /
   the plugin's model runner). The nearest earlier fixture, vllm-ascend-133 ('Prefix cache and chunked prefill are
   currently not supported', raised by the Ascend attention backend), used attention_backend_feature_unsupported; the
   lead may prefer that label for consistency. Platform: the OpenVINO plugin (Intel CPU / GPU), no NVIDIA GPU.
2. aibrix-834: no fix or answer is stored (the issue is open; the reporter is an AIBrix maintainer). The cause is read
   from the message itself (the local directory lacks the remote-code file its config.json names) and the logged
   trust_remote_code=True. Labelled config_format_not_found for kind and cause, as round 497 labelled the same
   transformers OSError for a missing configuration_phi3.py (hf-phi35-mini-fp8-kv-disc1-...). The excerpt joins two
   stored chunks of the description at '[...]'. aibrix is a vllm-project repository (taken under the slice's 'vLLM's
   own tracker').
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round552-blind")
case = BATCH.case
_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-openvino #16: vllm serve Qwen2.5-7B-Instruct with --enable-chunked-prefill and --enable-prefix-caching -> RuntimeError('chunked prefill cannot be used with prefix caching now.')
case("vllm-openvino-16-qwen25-7b-chunked-prefill-with-prefix-caching-runtimeerror",
     "https://github.com/vllm-project/vllm-openvino/issues/16",
     "RuntimeError('chunked prefill cannot be used with prefix caching now.')\n"
     "\n"
     "Tried following command and the engine crashes.\n"
     "\n"
     "vllm serve Qwen/Qwen2.5-7B-Instruct \\\n"
     "\t--dtype auto \\\n"
     "\t--enable-chunked-prefill \\\n"
     "\t--enable-prefix-caching \\\n"
     "\t--api-key token-abc123\n"
     "\n"
     "Error Observed\n"
     "----------------\n"
     "\n"
     "ERROR 05-28 06:51:06 [engine.py:160] RuntimeError('chunked prefill cannot be used with prefix caching now.')\n"
     "ERROR 05-28 06:51:06 [engine.py:160] Traceback (most recent call last):\n"
     "ERROR 05-28 06:51:06 [engine.py:160]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 158, in start\n"
     "ERROR 05-28 06:51:06 [engine.py:160]     self.run_engine_loop()\n"
     "ERROR 05-28 06:51:06 [engine.py:160]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 221, in run_engine_loop\n"
     "ERROR 05-28 06:51:06 [engine.py:160]     request_outputs = self.engine_step()\n"
     "ERROR 05-28 06:51:06 [engine.py:160]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 247, in engine_step\n"
     "ERROR 05-28 06:51:06 [engine.py:160]     raise e\n"
     "ERROR 05-28 06:51:06 [engine.py:160]   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/multiprocessing/"
     "engine.py\", line 230, in engine_step\n"
     "ERROR 05-28 06:51:06 [engine.py:160]     return self.engine.step()",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The vLLM OpenVINO plugin (V0 engine, vLLM ~0.8 era, Intel hardware) serving Qwen2.5-7B-Instruct was launched with "
     "both --enable-chunked-prefill and --enable-prefix-caching; the plugin's model runner does not support that "
     "combination and raises the explicit RuntimeError inside the engine loop once a step hits a cached prefix, which "
     "kills the engine. A launch-flag combination the backend refuses, not memory, model or driver.",
     "maintainer popovaan (2025-05-28): 'The error happens because `enable-chunked-prefill` was used with "
     "`enable-prefix-caching`, we don't support this combination of parameters yet.' -> launch with only one of the two "
     "flags (drop --enable-chunked-prefill or --enable-prefix-caching); the README got a note on it (PR #17)",
     release="vllm-openvino plugin on the V0 engine (vllm/engine/multiprocessing), May 2025", gpu=None, gpus=None,
     command="vllm serve Qwen/Qwen2.5-7B-Instruct --dtype auto --enable-chunked-prefill --enable-prefix-caching "
             "--api-key token-abc123",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as the stored text shows it, cut where the stored chunk's "
          "traceback continues; the maintainer's answer is left out. The error comes in the engine loop (the server "
          "had started), at a step with a prefix-cache hit: taken as a failure at the first requests caused by the "
          "launch flags. See judgement call 1 on the label.")

# ---------------------------------------- vllm-project/aibrix #834: vLLM (V0 api_server) on /models/deepseek-r1 with trust_remote_code -> OSError configuration_deepseek.py missing
case("aibrix-834-deepseek-r1-local-dir-trust-remote-code-configuration-deepseek-py-missing",
     "https://github.com/vllm-project/aibrix/issues/834",
     "OSError: /models/deepseek-r1 does not appear to have a file named configuration_deepseek.py. Checkout "
     "'https://huggingface.co//models/deepseek-r1/tree/None' for available files.\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "INFO 03-09 00:16:28 api_server.py:913] args: Namespace(subparser='serve', model_tag='/models/deepseek-r1', "
     "config='', host=None, port=8000, uvicorn_log_level='warning', allow_credentials=False, allowed_origins=['*'], "
     "allowed_methods=['*'], allowed_headers=['*'], api_key=None, lora_modules=None, prompt_adapters=None, "
     "chat_template=None, chat_template_content_format='auto', response_role='assistant', ssl_keyfile=None, "
     "ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, root_path=None, middleware=[], "
     "return_tokens_as_token_ids=False, disable_frontend_multiprocessing=False, enable_request_id_headers=False, "
     "enable_auto_tool_choice=False, enable_reasoning=False, reasoning_parser=None, tool_call_parser=None, "
     "tool_parser_plugin='', model='/models/deepseek-r1', task='auto', tokenizer=None, skip_tokenizer_init=False, "
     "revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', trust_remote_code=True, "
     "allowed_local_media_path=None, download_dir=None, load_format='auto', c\n"
     "onfig_format=<ConfigFormat.AUTO: 'auto'>, dtype='auto', kv_cache_dtype='auto', max_model_len=None, "
     "guided_decoding_backend='xgrammar', logits_processor_pattern=None, model_impl='auto', distributed_executor_back\n"
     "[...]\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py\", line 220, in "
     "build_async_engine_client_from_engine_args\n"
     "    engine_config = engine_args.create_engine_config()\n"
     "                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1127, in create_engine_config\n"
     "    model_config = self.create_model_config()\n"
     "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py\", line 1047, in create_model_config\n"
     "    return ModelConfig(\n"
     "           ^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/config.py\", line 304, in __init__\n"
     "    hf_config = get_config(self.model, trust_remote_code, revision,\n"
     "                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/vllm/transformers_utils/config.py\", line 287, in get_config\n"
     "    config = AutoConfig.from_pretrained(\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/usr/local/lib/python3.12/dist-packages/transformers/models/auto/configuration_auto.py\", line 1084, in "
     "from_pretrained\n"
     "    config_class = get_class_from_dynamic_module(\n"
     "                   ^^^^^^^^^^^^^^^^^",
     "config_format_not_found", {}, "config_format_not_found",
     "vLLM (V0 OpenAI server, early-2025 release) was pointed at a local model directory /models/deepseek-r1 with "
     "trust_remote_code=True; the checkpoint's config.json names remote-code classes (auto_map -> "
     "configuration_deepseek.py), and that file was not in the directory, so transformers' AutoConfig failed to "
     "import the dynamic module while vLLM built its ModelConfig, before any GPU work. An incomplete model directory "
     "(the remote-code .py files not copied with the weights), not a vLLM, GPU or memory problem.",
     "no fix reached in the stored text (the issue is open); the message names the missing file: put the "
     "checkpoint's configuration_deepseek.py (and the other remote-code files config.json names) into /models/deepseek-r1",
     release="vLLM V0 api_server (arg_utils create_engine_config, early 2025) in an AIBrix deployment", gpu=None,
     gpus=None, command="vllm serve /models/deepseek-r1 --trust-remote-code (from the logged args)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the error line), then the two stored chunks of the description joined at "
          "'[...]' (the args line, cut by the store at 'distributed_executor_back', and the traceback's tail as far "
          "as the stored chunk goes). The reporter (Jeffwan) is an AIBrix maintainer filing the failure; no comment "
          "with a fix is stored. See judgement call 2.")

if __name__ == "__main__":
    BATCH.write()
