"""Round-86 blind batch (helper wild86): vLLM launch failures in the TRACKERS OF RL / FINE-TUNING / DATA-GENERATION
PROJECTS THAT RUN vLLM INSIDE THEM (Unsloth's fast_inference / GRPO, axolotl, OpenPipe ART), collected by helper wild86
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round86-blind"``; the lead
grades it once (``python tests/wild_grade.py round86``). A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it. Cases were taken in the order the searches returned them (after de-duplication against
/work/coord/USED_SOURCES.txt), not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29 and 85: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py); every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only,
with README's ``message_kind`` table and ``diagnosis.cause`` list as the vocabulary. Excerpts are the text as the
search tool's stored copy of the thread shows it (a stored thread is a set of excerpts of turns, often cut); where
lines in between were dropped the excerpt shows ``...`` and the note says so; code fences dropped; the fix lines are
left out of the excerpt (they are in fix_that_worked).

Sources and look-ups: 55 counted look-ups (54 ``search`` on the issues corpus, 1 ``read_file`` that the index refused
because an issue thread is no repository file; no find_string, no fetch). 8 cases from 8 threads: 6 in
unslothai/unsloth, 1 in axolotl-ai-cloud/axolotl, 1 in OpenPipe/ART. The issue corpus's semantic search does not filter
by repository: queries naming a project's paths and log banners (unsloth_zoo/vllm_utils.py, the "==((====))== Unsloth"
banner, LLMRayActor, grpo_fast, nemo_skills, areal, prime-rl, distilabel, TinyZero, lm_eval) mostly returned
vllm-project/vllm threads and the same dozen vLLM KV-error threads, and each thread comes back as one turn's excerpt,
so a second search was often needed to see its error or its answer. Of the slice's trackers only Unsloth, axolotl and
ART gave usable threads; AReaL's hits were SGLang launches, open-r1's "Server is not up yet" threads show no vLLM
error, and the TRL, OpenRLHF, ms-swift, LlamaFactory, LongVT, kvcached, product-catalog-generator and SubgraphRAG hits
with a vLLM error were already sources (USED_SOURCES.txt: trl #3304 #3523 #3128 #2688, OpenRLHF #336, LlamaFactory
#2798, LongVT #9, kvcached #110, basalam #10, SubgraphRAG #19). Nothing from NeMo-Skills / NeMo-Aligner, ROLL,
prime-rl, slime (SGLang), TinyZero, EleutherAI, open-instruct or rllm came back with a vLLM error and an answer.

**Short of the memory half: 2 memory cases (a sampler warm-up OOM, a 70B fp16 load over four 24 GB cards), 6 other
(a weight-name mismatch, a V1/bitsandbytes check, an architecture refusal, three framework/vLLM version mismatches).**
Unsloth's tracker is mostly version friction between unsloth_zoo's patches and each new vLLM, which is what the
searches returned first.

Judgement calls for the lead (each case's ``note`` says more):
1. Kinds with no exact row: Unsloth's sampler warm-up OOM is torch's OutOfMemoryError inside vLLM V1's
   GPUModelRunner._dummy_sampler_run, not vLLM's wrapped "CUDA out of memory occurred when warming up sampler"
   sentence (cut in the stored copy) -> oom_profiling (oom_kv_cache the alternative: the KV cache was sized past the
   budget); unsloth_zoo's "'LLMEngine' object has no attribute 'model_executor'" and ART's "'LLM' object has no
   attribute 'engine_step'" -> dependency_version_mismatch (README's "AsyncLLM has no attribute engine" pattern, with
   other class/attribute names); "No module named 'vllm.transformers_utils.tokenizer'" -> dependency_version_mismatch
   (the "No module named 'vllm.inputs.data'" pattern).
2. Error quoted only in an issue title (the stored description stops before the traceback): unsloth #2102
   ("VLLM_USE_V1=1 is not supported with --quantization bitsandbytes.", vllm_check_failed) and ART #411; the
   excerpt starts with the title line.
3. Fix from outside the thread's stored turns: unsloth #2274 (the same Gemma 3 'language_model' error answered by a
   vLLM maintainer in vllm-project/vllm#15031, a different thread), unsloth #6385 (the two fix PRs that name the
   issue, unsloth-zoo#783 and unsloth#6390). Fix not confirmed at all: axolotl #1971 (cause read from the log and
   command: 70B float16 over TP=4 of 23.68 GiB cards), unsloth #3542 (open; the maintainer's "fixed in main" did not
   fix it for the reporter), unsloth #2426 (Colab worked, local not), unsloth #2070, ART #411.
4. Traps: the axolotl OOM is weights per GPU above the whole card (no utilization or length lever; quantization or
   more GPUs); the Unsloth standby OOM is a KV cache sized past the budget (16.10 GiB against 13.68 GiB), so a higher
   utilization is wrong; the Gemma 3 and Qwen2-VL cases are export/config problems that no memory flag or newer vLLM
   touches; the Qwen2VLModel refusal is not an architecture a newer release adds (architecture_release_mismatch would
   be wrong).
5. Slice boundary: all three repositories are in the brief's list (unsloth, axolotl, OpenPipe ART); slice-adjacent
   trackers (TRL, ms-swift, OpenRLHF, LlamaFactory) were searched but gave only used or unusable threads.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round86-blind")
case = BATCH.case
# ------------------------------------------------------------------ memory: sampler warm-up OOM, Unsloth standby on a 4090
case("unsloth-3542-standby-qwen3-4b-4090-sampler-oom-kv-16.10-over-15.88",
     "https://github.com/unslothai/unsloth/issues/3542",
     "Enabling UNSLOTH_VLLM_STANDBY=1 together with fast_inference=True on `unsloth/Qwen3-4B-Thinking-2507` (4B, "
     "4-bit) triggers an immediate CUDA OOM on RTX 4090 (24GB) at the FastLanguageModel.from_pretrained().\n"
     "    import os\n"
     "    os.environ[\"UNSLOTH_VLLM_STANDBY\"] = \"1\"\n"
     "    from unsloth import FastLanguageModel\n"
     "    import torch\n"
     "\n"
     "    model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "        model_name=\"unsloth/Qwen3-4B-Thinking-2507\",\n"
     "        max_seq_length=2000,\n"
     "        load_in_4bit=True,\n"
     "        load_in_8bit=False,\n"
     "        fast_inference=True,\n"
     "        full_finetuning=False,\n"
     "        gpu_memory_utilization=0.8,\n"
     "    )\n"
     "## Logs\n"
     "...\n"
     "> Capturing CUDA graphs (mixed prefill-decode, PIECEWISE): 100%|██████████| 67/67 [00:14<00:00,  4.58it/s]\n"
     "> Capturing CUDA graphs (decode, FULL): 100%|██████████| 39/39 [00:08<00:00,  4.56it/s]\n"
     "> INFO 11-01 23:47:29 [gpu_model_runner.py:3118] Graph capturing finished in 23 secs, took 2.28 GiB\n"
     "> INFO 11-01 23:47:29 [vllm_utils.py:706] Unsloth: Patched vLLM v1 graph capture finished in 23 secs.\n"
     "> \n"
     "> INFO 11-01 23:47:30 [gpu_worker.py:391] Free memory on device (22.52/23.51 GiB) on startup. Desired GPU memory "
     "utilization is (0.8641841836125489, 20.32 GiB). Actual usage is 3.61 GiB for weight, 0.59 GiB for peak "
     "activation, 0.02 GiB for non-torch memory, and 2.28 GiB for CUDAGraph memory. Replace gpu_memory_utilization "
     "config with `--kv-cache-memory=14689787392` to fit into requested memory, or `--kv-cache-memory=17049050624` to "
     "fully utilize gpu memory. Current kv cache memory in use is 17292353024 bytes.\n"
     "> ---------------------------------------------------------------------------\n"
     "> OutOfMemoryError                          Traceback (most recent call last)\n"
     "> File ~/miniconda3/envs/rlhf-unsloth/lib/python3.10/site-packages/vllm/v1/worker/gpu_model_runner.py:2874, in "
     "GPUModelRunner._dummy_sampler_run(self, hidden_states)\n"
     ">    2873 try:\n"
     "> -> 2874",
     "oom_profiling",
     {"free_gib": 22.52, "total_gib": 23.51, "gpu_memory_utilization": 0.8641841836125489, "requested_gib": 20.32},
     "oom_profiling",
     "Unsloth GRPO set-up on one RTX 4090 (24 GB): FastLanguageModel.from_pretrained(fast_inference=True) builds a "
     "vLLM V1 engine in-process; with UNSLOTH_VLLM_STANDBY=1 (vLLM sleep mode) Unsloth raised the utilization it "
     "hands vLLM to 0.864 of the card. The weights (3.61 GiB), activations and 2.28 GiB of CUDA graphs left room for "
     "a 13.68 GiB KV cache inside the 20.32 GiB budget, but 16.10 GiB (17292353024 bytes) of KV cache was allocated, "
     "more than even the whole card's 15.88 GiB allowance vLLM's own line names, so the sampler warm-up "
     "(_dummy_sampler_run, the profiling/warm-up step after the KV cache) ran out of GPU memory. Without "
     "UNSLOTH_VLLM_STANDBY the same load works (the title's point).",
     "a maintainer (Datta0, 2025-11-06) said it was fixed in unsloth main (install unsloth and unsloth-zoo from git); "
     "the reporter still hit the OOM with unsloth/Qwen3-4B-Base after reinstalling (2025-11-18, issue open). Loading "
     "without UNSLOTH_VLLM_STANDBY=1, or a KV cache inside the budget (--kv-cache-memory=14689787392, i.e. a lower "
     "utilization) are the levers the log itself names",
     release="not stated (a V1 release with the 'Free memory on device ... Replace gpu_memory_utilization config "
             "with --kv-cache-memory' info line, 0.11-era)",
     gpu="NVIDIA GeForce RTX 4090 (24 GB, 23.51 GiB)", gpus=1,
     command="FastLanguageModel.from_pretrained(model_name='unsloth/Qwen3-4B-Thinking-2507', max_seq_length=2000, "
             "load_in_4bit=True, fast_inference=True, gpu_memory_utilization=0.8) with UNSLOTH_VLLM_STANDBY=1",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.87}, {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: kind oom_profiling for a torch OutOfMemoryError raised in vLLM V1's "
          "GPUModelRunner._dummy_sampler_run (the sampler warm-up), not vLLM's wrapped 'CUDA out of memory occurred "
          "when warming up sampler' sentence, which the stored excerpt cuts before; oom_kv_cache is the alternative "
          "(the over-sized KV cache is what left no room). The numbers are from vLLM's info line, not the error. "
          "Excerpt: the description's sentence and code, then the log's tail as the reporter quoted it ('>' kept; "
          "'...' marks the log lines between '## Logs' and the graph capture that the stored copy does not show; the "
          "vscode link in the last frame line reduced to its line number). The fix is unconfirmed (the thread is "
          "open), hence the fix field lists the maintainer's claim and the levers the log names.")

# ------------------------------------------------------------------ memory: 70B fp16 over 4x 24 GB, OOM in load_model (axolotl)
case("axolotl-1971-llama3-70b-merged-fp16-tp4-24gb-oom-loading",
     "https://github.com/axolotl-ai-cloud/axolotl/issues/1971",
     "OK, then I tried to install vllm and run on the merged model:\n"
     "**CUDA_VISIBLE_DEVICES=\"\" python3 -m axolotl.cli.merge_lora examples/llama-3/qlora-fsdp-70b.yaml "
     "--lora_model_dir='./outputs/out/qlora-llama3-70b/'**\n"
     "**then still seems to be out of memory**\n"
     "(axolotl) ruiding@SYS-740GP-TNRT:~/direct_FT_BRAINIAC_3.1/axolotl$ python -m vllm.entrypoints.api_server "
     "--model ./outputs/out/qlora-llama3-70b/merged/ --tensor-parallel-size 4\n"
     "INFO 10-14 16:19:10 config.py:698] Defaulting to use mp for distributed inference\n"
     "INFO 10-14 16:19:10 llm_engine.py:169] Initializing an LLM engine (v0.5.1) with config: "
     "model='./outputs/out/qlora-llama3-70b/merged/', speculative_config=None, "
     "tokenizer='./outputs/out/qlora-llama3-70b/merged/', skip_tokenizer_init=False, tokenizer_mode=auto, "
     "revision=None, rope_scaling=None, rope_theta=None, tokenizer_revision=None, trust_remote_code=False, "
     "dtype=torch.float16, max_seq_len=8192, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=4, "
     "pipeline_parallel_size=1, disable_custom_all_reduce=False, quantization=None, enforce_eager=False, "
     "kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, served_model_name=\n"
     "...\n"
     "(VllmWorkerProcess pid=624293) ERROR 10-15 14:51:47 multiproc_worker_utils.py:226] Exception in worker "
     "VllmWorkerProcess while processing method load_model: CUDA out of memory. Tried to allocate 32.00 MiB. GPU  has "
     "a total capacity of 23.68 GiB of which 29.81 MiB is free. Including non-PyTorch memory, this process has 23.63 "
     "GiB memory in use. Of the allocated memory 23.24 GiB is allocated by PyTorch, and 1.22 MiB is reserved by "
     "PyTorch but unallocated. If reserved but unallocated memory is large try setting "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables), Traceback (most recent "
     "call last):",
     "oom_loading",
     {"total_gib": 23.68, "tensor_parallel_size": 4},
     "weights_do_not_fit",
     "After a QLoRA-FSDP fine-tune of Llama-3 70B with axolotl, the LoRA was merged into a full float16 checkpoint "
     "(about 131 GiB of weights) and served with vLLM 0.5.1 over four 24 GB cards (23.68 GiB each, about 95 GiB in "
     "all). Each TP rank needs about 33 GiB for its quarter of the weights, above the whole card, so every worker ran "
     "out of memory in load_model while the weights were being built (23.24 GiB allocated by PyTorch when the next "
     "32 MiB failed).",
     "not stated in the stored turns (issue closed). Only a smaller footprint per GPU can start it: a quantized "
     "checkpoint (the QLoRA base in 4-bit / an AWQ or GPTQ export), or enough GPUs for 16-bit weights (8 x 24 GB at "
     "least)",
     release="0.5.1", gpu="4x 24 GB GPUs (23.68 GiB each; model not named)", gpus=None,
     command="python -m vllm.entrypoints.api_server --model ./outputs/out/qlora-llama3-70b/merged/ "
             "--tensor-parallel-size 4",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}],
     note="Judgement calls: cause weights_do_not_fit from the log and command alone (70B in float16 = ~131 GiB over "
          "TP=4 of 23.68 GiB cards), no maintainer answer is in the stored turns. Excerpt: turn 2's prose, command and "
          "engine-config line (cut by the stored copy after 'served_model_name='), then turn 6's worker error "
          "(a later run of the same command by the same reporter, 10-15 against 10-14; '...' marks the lines "
          "between). gpus None: the server's GPU count is not stated (TP=4 is what the command uses). The config line "
          "'SYS-740GP-TNRT' is a Supermicro workstation name, not a GPU.")

# ------------------------------------------------------------------ weights: Gemma 3 ORPO checkpoint, 'language_model' in Gemma3ForCausalLM
case("unsloth-2274-gemma3-orpo-bnb-language-model-gemma3forcausallm",
     "https://github.com/unslothai/unsloth/issues/2274",
     "I've encountered the following error when running my ORPO gemma 3 using vllm:\n"
     "INFO 04-03 06:51:32 [__init__.py:256] Automatically detected platform cuda.\n"
     "INFO 04-03 06:51:34 [api_server.py:977] vLLM API server version 0.8.1\n"
     "INFO 04-03 06:51:34 [api_server.py:978] args: Namespace(host='0.0.0.0', port=9090, uvicorn_log_level='info', "
     "allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], allowed_headers=['*'], api_key=None, "
     "lora_modules=None, prompt_adapters=None, chat_template=None, chat_template_content_format='auto', "
     "response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, enable_ssl_refresh=False, "
     "ssl_cert_reqs=0, root_path=None, middleware=[], return_tokens_as_token_ids=False, "
     "disable_frontend_multiprocessing=False, enable_request_id_headers=False, enable_auto_tool_choice=False, "
     "tool_call_parser=None, tool_parser_plugin='', model='my_orpo_model', task='auto', tokenizer=None, "
     "hf_config_path=None, skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, "
     "tokenizer_mode='auto', trust_remote_code=False, allowed_local_media_path=None, download_dir=None, "
     "load_format='bitsandbytes', config_format=<ConfigFormat.AUTO: 'auto'>, dtype='auto', kv_cache_dtype='auto', "
     "max_model_len=6144, guided_d\n"
     "...\n"
     "INFO 04-03 06:51:50 [utils.py:540] Port 9090 is already in use, trying port 9091\n"
     "INFO 04-03 06:51:52 [cuda.py:285] Using Flash Attention backend.\n"
     "INFO 04-03 06:51:52 [parallel_state.py:967] rank 0 in world size 1 is assigned as DP rank 0, PP rank 0, TP rank 0\n"
     "INFO 04-03 06:51:52 [model_runner.py:1110] Starting to load model my_orpo_model...\n"
     "INFO 04-03 06:51:52 [loader.py:1137] Loading weights with BitsAndBytes quantization. May take a while ...\n"
     "INFO 04-03 06:51:53 [weight_utils.py:257] Using model weights format ['*.safetensors']\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/2 [00:00<?, ?it/s]\n"
     "Process SpawnProcess-1:\n"
     "ERROR 04-03 06:51:54 [engine.py:448] There is no module or parameter named 'language_model' in Gemma3ForCausalLM\n"
     "ERROR 04-03 06:51:54 [engine.py:448] Traceback (most recent call last):",
     "weight_loading_mismatch",
     {"max_model_len": 6144},
     "weight_loading_mismatch",
     "A Gemma 3 model fine-tuned with ORPO in Unsloth and saved 4-bit (bitsandbytes), served with vllm serve 0.8.1 "
     "(V0 engine, load_format bitsandbytes): the saved config.json names the text-only Gemma3ForCausalLM while the "
     "checkpoint's tensors carry the multimodal layout's 'language_model.' prefix, so vLLM's Gemma3ForCausalLM "
     "loader found no module of that name while reading the first shard.",
     "not in the stored turns (issue closed). The same error from another Unsloth user, vllm-project/vllm#15031, was "
     "answered by a vLLM maintainer: config.json should have both vision_config and text_config (Gemma3Config, the "
     "Gemma3ForConditionalGeneration layout), later 'Fixed by #19151' in vLLM",
     release="0.8.1", gpu=None, gpus=None,
     command="vllm serve my_orpo_model --port 9090 --load-format bitsandbytes --max-model-len 6144 (the Namespace "
             "above; the remaining flags are cut in the stored copy)",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: the real cause (a text-only config over a checkpoint saved with the multimodal "
          "'language_model.' prefix) is read from the log itself and from the maintainer's answer in "
          "vllm-project/vllm#15031 (a different thread, the same error and Unsloth origin), not from this thread's "
          "stored turns. Excerpt: the description's sentence and log as stored; the args Namespace line is cut by "
          "the stored copy at 'guided_d', and '...' marks the dropped lines up to the port message. The GPU is not "
          "named in the stored part.")

# ------------------------------------------------------------------ check: V1 forced with bitsandbytes, Unsloth GRPO on vLLM 0.8.0
case("unsloth-2102-vllm080-v1-bitsandbytes-not-supported-4090",
     "https://github.com/unslothai/unsloth/issues/2102",
     "[BUG] VLLM_USE_V1=1 is not supported with --quantization bitsandbytes.\n"
     "My Environment:\n"
     "python=3.10.12\n"
     "cuda=12.1\n"
     "\n"
     "vllm                              0.8.0\n"
     "torch                             2.6.0\n"
     "torchaudio                        2.6.0\n"
     "torchvision                       0.21.0\n"
     "unsloth                           2025.3.15\n"
     "unsloth_zoo                       2025.3.13\n"
     "My code:\n"
     "from unsloth import FastLanguageModel, PatchFastRL\n"
     "PatchFastRL(\"GRPO\", FastLanguageModel)\n"
     "from unsloth import is_bfloat16_supported\n"
     "import torch\n"
     "max_seq_length = 2048  # Can increase for longer reasoning traces\n"
     "lora_rank = 32 # Larger rank = smarter, but slower\n"
     "\n"
     "model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "    model_name = \"Qwen2.5-3B-Instruct\",\n"
     "    max_seq_length = max_seq_length,\n"
     "    load_in_4bit = True, # False for LoRA 16bit\n"
     "    fast_inference = True, # Enable vLLM fast inference\n"
     "    max_lora_rank = lora_rank,\n"
     "    gpu_memory_utilization = 0.3, # Reduce if out of memory\n"
     ")\n"
     "My output:\n"
     "🦥 Unsloth: Will patch your computer to enable 2x faster free finetuning.\n"
     "🦥 Unsloth Zoo will now patch everything to make training faster!\n"
     "INFO 03-19 15:57:10 [__init__.py:256] Automatically detected platform cuda.\n"
     "==((====))==  Unsloth 2025.3.15: Fast Qwen2 patching. Transformers: 4.49.0. vLLM: 0.8.0.\n"
     "   \\\\   /|    NVIDIA GeForce RTX 4090. Num GPUs = 1. Max memory: 23.643 GB. Platform: Linux.",
     "vllm_check_failed",
     {},
     "vllm_check_failed",
     "Unsloth GRPO set-up (load_in_4bit=True, fast_inference=True) on one RTX 4090 the day after vLLM 0.8.0 came "
     "out: Unsloth hands vLLM a bitsandbytes-quantized model, and 0.8.0's engine-selection oracle refuses "
     "bitsandbytes on the V1 engine once VLLM_USE_V1=1 is set explicitly (without it, 0.8.0 falls back to V0), so "
     "the engine was never built. The issue title is vLLM's own NotImplementedError message "
     "(vllm/engine/arg_utils.py, _raise_or_fallback, 0.8.x).",
     "not in the stored part of the thread (issue open). The message itself names the conflict: leave VLLM_USE_V1 "
     "unset or 0 (V0 fallback for bitsandbytes) or load without 4-bit; Unsloth's own advice that week for vLLM "
     "0.8.0 (unslothai/unsloth#2104) was to install vllm==0.7.3",
     release="0.8.0", gpu="NVIDIA GeForce RTX 4090 (23.643 GB)", gpus=1,
     command="FastLanguageModel.from_pretrained(model_name='Qwen2.5-3B-Instruct', max_seq_length=2048, "
             "load_in_4bit=True, fast_inference=True, max_lora_rank=32, gpu_memory_utilization=0.3)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: the error line is quoted in the issue title only (the stored copy of the description "
          "stops at the Unsloth banner, before the traceback), so the excerpt starts with the title; thin "
          "evidence, no maintainer answer stored. Who set VLLM_USE_V1=1 (the user's environment or Unsloth) is not "
          "shown. Excerpt: title, then the description's environment, code and output as stored (code fences "
          "dropped).")

# ------------------------------------------------------------------ architecture: fine-tuned Qwen2-VL exported as Qwen2VLModel
case("unsloth-2070-qwen2vlmodel-no-vllm-implementation",
     "https://github.com/unslothai/unsloth/issues/2070",
     "I found some interesting when trying integrate my fine-tuned Qwen models using unsloth and run it with vLLM "
     "server. I got the error like this\n"
     "\n"
     "ValueError: Qwen2VLModel has no vLLM implementation and the Transformers implementation is not compatible with "
     "vLLM.\n"
     "[rank0]:[W317 17:39:30.099749230 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been "
     "destroyed before we destruct ProcessGroupNCCL. On normal program exit, the application should call "
     "destroy_process_group to ensure that any pending NCCL operations have finished in this process. In rare cases "
     "this process can exit before this point and block the progress of another member of the process group. This "
     "constraint has always been present,  but this warning has only been added since PyTorch 2.4 (function "
     "operator())\n"
     "\n"
     "After searching on the vLLM documentation, got this explanation\n"
     "\n"
     "By default, vLLM loads models from [HuggingFace (HF) Hub](https://huggingface.co/models).\n"
     "\n"
     "To determine whether a given model is natively supported, you can check the config.json file inside the HF "
     "repository. If the \"architectures\" field contains a model architecture listed below, then it should be "
     "natively supported.",
     "architecture_unsupported",
     {},
     "architecture_unsupported",
     "A Qwen2-VL model fine-tuned with Unsloth and saved for serving: the exported config.json names the bare "
     "backbone class Qwen2VLModel in \"architectures\" instead of the generation class vLLM registers "
     "(Qwen2VLForConditionalGeneration), so vLLM found no native implementation, tried its Transformers fallback, "
     "and that refused the class too. The reporter reads it the same way (the config's architectures field).",
     "not confirmed in the stored turns (issue closed, labels multimodal / qwen-vl / vllm); the reporter's reading "
     "is to make config.json's \"architectures\" name Qwen2VLForConditionalGeneration (a save that keeps the "
     "generation head's class)",
     release="not stated (a release that prints this sentence, 0.7.3-0.9.2)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: architecture_unsupported from the message itself (the Transformers-fallback refusal); "
          "the class in it is not a missing architecture but the wrong class written by the export, so no newer "
          "vLLM release fixes it (architecture_release_mismatch would be wrong). No maintainer answer is in the "
          "stored turns. Excerpt: the description as stored, up to the quoted documentation (the reporter's "
          "conclusion after it is cut in the stored copy).")

# ------------------------------------------------------------------ version: unsloth_zoo reads V0's model_executor from V1's LLMEngine
case("unsloth-2426-grpo-llmengine-no-model-executor-v1",
     "https://github.com/unslothai/unsloth/issues/2426",
     "@shimmyshimmer , so here is the local conda error:\n"
     "\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/3 [00:00<?, ?it/s]\n"
     "\n"
     "Loading safetensors checkpoint shards:  33% Completed | 1/3 [00:09<00:18,  9.47s/it]\n"
     "\n"
     "Loading safetensors checkpoint shards:  67% Completed | 2/3 [00:13<00:06,  6.48s/it]\n"
     "\n"
     "Loading safetensors checkpoint shards: 100% Completed | 3/3 [00:20<00:00,  6.56s/it]\n"
     "\n"
     "Loading safetensors checkpoint shards: 100% Completed | 3/3 [00:20<00:00,  6.84s/it]\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/users/nus/e0774874/.conda/envs/unsloth_env/lib/python3.11/site-packages/unsloth_zoo/vllm_utils.py\", "
     "line 400, in get_vllm_state_dict\n"
     "    vllm_internals = llm_engine.model_executor.driver_worker.model_runner.model\n"
     "                     ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "AttributeError: 'LLMEngine' object has no attribute 'model_executor'\n"
     "\n"
     "During handling of the above exception, another exception occurred:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/users/nus/e0774874/1grpo/traingrpo2.py\", line 16, in <module>",
     "dependency_version_mismatch",
     {},
     "dependency_version_mismatch",
     "The Llama3.1 (3B) GRPO LoRA notebook run locally in a conda env: vLLM loaded the weights, then unsloth_zoo's "
     "get_vllm_state_dict reached for llm_engine.model_executor.driver_worker.model_runner.model, V0's path to the "
     "model; the installed vLLM built its V1 LLMEngine, which has no model_executor, so Unsloth could not read "
     "the weights back and from_pretrained failed. The same notebook ran on Colab with its pinned install.",
     "not resolved locally in the stored turns: the maintainer asked for a Colab run, the reporter confirmed the "
     "notebook works on Colab (2025-05-05) and posted the local error; the issue is labelled 'currently fixing, "
     "fixed - pending confirmation'. A vLLM / unsloth_zoo pair that match (the notebook's pinned install, or the V0 "
     "engine with VLLM_USE_V1=0 for that unsloth_zoo) is what the error calls for",
     release="not stated (a release whose LLM() builds the V1 LLMEngine, 0.8.x)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: kind dependency_version_mismatch for a framework (unsloth_zoo) reaching for an attribute "
          "vLLM's engine class lacks, README's 'AsyncLLM has no attribute engine' pattern with LLMEngine / "
          "model_executor. The failing line is Unsloth's, not vLLM's, but it is the launch of vLLM inside Unsloth "
          "that dies. Thin on the fix (no confirmed local fix in the stored turns). Excerpt: the reporter's comment "
          "(turn by jackswl, 2025-05-05) as stored; the rest of the second traceback is cut in the stored copy.")

# ------------------------------------------------------------------ version: unsloth_zoo imports a module vLLM 0.22 removed
case("unsloth-6385-fast-inference-no-module-transformers-utils-tokenizer",
     "https://github.com/unslothai/unsloth/issues/6385",
     "[Bug] Latest version of vLLM does not work with `fast_inference`\n"
     "1. Did you update? `pip install --upgrade unsloth unsloth_zoo` **Yes.**\n"
     "2. `Colab` or `Kaggle` or local / cloud **Colab.**\n"
     "3. Number GPUs used, use `nvidia-smi` **1x RTX PRO 6000**\n"
     "4. Which notebook? Please link! **Gemma-4-E2B GRPO but with Qwen3-4B and `!pip install vllm` before `uv` is "
     "installed. Needed to install cuda-toolkit-13 and then create a symlink so it can be detected before instaling "
     "libraries.**\n"
     "5. Which Unsloth version, TRL version, transformers version, PyTorch version? **Whatever version is currently "
     "installed by the notebook.**\n"
     "6. Which trainer? `SFTTrainer`, `GRPOTrainer` etc. **GRPOTrainer**\n"
     "\n"
     "When trying to load the model with`fast_inference=True`, it fails with this warning:\n"
     "\n"
     "> No module named 'vllm.transformers_utils.tokenizer'\n"
     "\n"
     "Presumably from [this function](https://github.com/unslothai/unsloth-zoo/blob/"
     "ecfd7993629f305af3ff1b8f4e1b45ce52861e75/unsloth_zoo/vllm_utils.py#L326)? I don't have the full error trace so "
     "I don't 100% recall.",
     "dependency_version_mismatch",
     {},
     "dependency_version_mismatch",
     "Unsloth GRPO on Colab with the newest pip vLLM: FastLanguageModel.from_pretrained(fast_inference=True) -> "
     "patch_vllm() -> unsloth-zoo's patch_vllm_lora_tokenizer() does an unguarded import of "
     "vllm.transformers_utils.tokenizer, a module vLLM deleted in vllm-project/vllm#35024 (v0.21.1rc0 / v0.22.0, "
     "still gone in 0.23.0), so the vLLM set-up died with ModuleNotFoundError before the engine was built.",
     "the same day Unsloth merged unslothai/unsloth-zoo#783 (the import wrapped in try/except, a no-op on vLLM >= "
     "0.22) and unslothai/unsloth#6390 (a stub module when vLLM no longer ships it): upgrade unsloth and "
     "unsloth_zoo; a vLLM older than 0.22 also avoids it",
     release="not stated (the newest pip release on 2026-06-16, 0.22+ / 0.23.0 per the fix PRs)",
     gpu="NVIDIA RTX PRO 6000", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: the reporter quotes the error line from memory ('it fails with this warning') without "
          "the traceback; the cause and fix are from the two fix PRs that reference this issue (unsloth-zoo#783 and "
          "unsloth#6390, both naming #6385), found by the same search, not from comments in the thread itself. "
          "Excerpt: the issue title and the description as stored.")

# ------------------------------------------------------------------ version: ART's coupled Unsloth backend and the installed vLLM
case("openpipe-art-411-llm-no-attribute-engine-step",
     "https://github.com/OpenPipe/ART/issues/411",
     "AttributeError: 'LLM' object has no attribute 'engine_step' with Unsloth and vLLM\n"
     "**Description**\n"
     "I am experiencing an AttributeError when attempting to run a script that uses Unsloth with vLLM. The traceback "
     "indicates that an LLM object from vLLM is being accessed for an attribute named engine_step, which does not "
     "exist in the current vLLM version.\n"
     "\n"
     "This suggests a version incompatibility between Unsloth's code and the installed vLLM library.\n"
     "\n"
     "`Traceback\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/ecs-user/ART_training/art_train.py\", line 478, in <module>\n"
     "    asyncio.run(model.register(backend))\n"
     "  File \"/home/ecs-user/anaconda3/envs/ART/lib/python3.10/site-packages/nest_asyncio.py\", line 30, in run\n"
     "    return loop.run_until_complete(task)\n"
     "  File \"/home/ecs-user/anaconda3/envs/ART/lib/python3.10/site-packages/nest_asyncio.py\", line 98, in "
     "run_until_complete\n"
     "    return f.result()\n"
     "  File \"/home/ecs-user/anaconda3/envs/ART/lib/python3.10/asyncio/futures.py\", line 201, in result\n"
     "    raise self._exception.with_traceback(self._exception_tb)\n"
     "  File \"/home/ecs-user/anaconda3/envs/ART/lib/python3.10/asyncio/tasks.py\", line 232, in __step\n"
     "    result = coro.send(None)\n"
     "  File \"/home/ecs-user/ART/src/art/model.py\", line 322, in register\n"
     "    base_url, api_key = await backend._prepare_backend_for_training(\n"
     "  File \"/home/ecs-user/ART/src/art/local/backend.py\", line 272, in _prepare_backend_for_training",
     "dependency_version_mismatch",
     {},
     "dependency_version_mismatch",
     "An OpenPipe ART training script registers its model with ART's LocalBackend, which starts Unsloth and an "
     "in-process vLLM for rollouts; the backend code calls engine_step on vLLM's LLM object, which the installed "
     "vLLM's LLM class does not have, so the inference side never came up. The reporter reads it as a version "
     "mismatch between the Unsloth/ART code and the installed vLLM.",
     "not in the stored turns (issue open, no answer stored). Installing the vLLM release the ART version pins "
     "matches the error; ART later removed the coupled Unsloth service altogether and moved to vLLM 0.11+ "
     "(OpenPipe/ART#497, 2026-01)",
     release="not stated", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size"}],
     note="Judgement calls: thin evidence. The error line is in the issue title (the stored traceback stops in "
          "ART's backend.py before the AttributeError), and the cause is the reporter's own reading plus the "
          "message; whether engine_step is a method an older vLLM had or one ART/Unsloth patched in is not shown. "
          "Kind dependency_version_mismatch (a framework reaching for an attribute vLLM's class lacks); "
          "vllm_check_failed is not an alternative (not a vLLM raise site). Excerpt: title, then the description "
          "as stored (its stray opening backtick kept).")


if __name__ == "__main__":
    BATCH.write()
