"""Round-544 blind batch: vLLM's own issue tracker (vllm-project/vllm), OLDER releases 0.2.x - 0.6.x (2023-2024, the V0
engine): start-up failures and failures at the first requests caused by the launch; collected by helper wild544 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round544-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 35 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 1 case:
vllm #5868 (LLaVA-NeXT 'Incorrect type of image sizes' on the v0.5.0.post1 OpenAI-server image). Every candidate was
checked with grep against /work/coord/USED_SOURCES.txt ("vllm-project/vllm #N" and the URL) and against the earlier
rounds' skip lists (grep -l "#N" /work/main/tools/wild_cases_round*.py) before a further look-up was spent on it.

The slice is mined out: the classic V0 messages (KV cache smaller than max seq len, 'No available memory for the cache
blocks', Bfloat16 on Volta / Turing / Pascal, AWQ / GPTQ / Marlin quantization checks, 'input size is not aligned' with
TP, xFormers 'No operator found', Ray 'does not allocate any GPUs on the driver node', head sizes, bitsandbytes,
'Failed to infer device type', 'Cannot find any of [...] in the model's quantization config') returned only threads
already in USED_SOURCES.txt or named in an earlier round's skip list; the wordings of rarer messages ('Too large swap
space', 'Speculative decoding requires usage of the V2 block manager', vLLM's tokenizer trust_remote_code hint,
tokenizers' 'untagged enum PyPreTokenizerTypeWrapper', rope_scaling's 'two fields') returned no new vLLM-tracker thread.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #2418, #5976, #946, #1157, #1284, #730, #3503, #2248, #10439, #3331, #3392,
  #5675, #13980, #336, #1455, #2022, #2020, #3190, #7624, #10263, #9714, #13122, #13297, #29233, #10717, #12847,
  #13946, #15614.
- Named in earlier rounds' skip lists (not re-opened): vllm #4429, #5842, #7240, #7517, #6985, #3319, #1816, #11671,
  #11653, #6956, #12983, #14610, #3952, #302, #2181, #2620, #7704, #3611, #11986, #3764, #7718, #6861, #13612, #6727
  (the bnb 'adapter_name_or_path' twin an earlier round left on purpose), #13462.
- New but no usable case in the stored text: vllm #5713 ('Triton Error [CUDA]: device kernel image is invalid' loading
  Mixtral-8x7B in fused_moe.py, 0.5.x: the stored text is the title and an empty environment heading, no answer);
  #4455 (Mixtral-8x7B TP > 1 on 0.4.1: the stored traceback stops inside triton/runtime/jit.py before the error line,
  no answer); #7239 (Mixtral 8x7b instantiation failure: environment dump only); #5479 (Mixtral-8x22B FP8 SIGSEGV on
  8x L40S: the stored turn is a maintainer's working launch, no failure); #4194 (the multi-modality RFC: a usage
  exchange, not a failure log); #14200 (a docs PR).
- Other trackers surfaced (out of the slice, left alone): xusenlinzy/api-for-open-llm #225, sherdencooper/GPTFuzz #27,
  OpenRLHF #336, deepseek-ai/DeepSeek-V2 #83, basalam/product-catalog-generator #10, QwenLM/Qwen3 #12, QwenLM/Qwen3-VL
  #831, substratusai/vllm-docker #37, zai-org/GLM-4 #510, QwenLM/Qwen #913, runpod-workers/worker-vllm #89,
  Ksuriuri/index-tts-vllm #99, xorbitsai/inference #2756, unslothai/unsloth #482.

Judgement calls for the lead:
1. vllm-5868: the error string ('Incorrect type of image sizes', a ValueError raised in vLLM's own llava_next.py) is in
   the stored text only in the issue title; the body's stored chunks hold the Docker image tag, the server's version
   banner and the args Namespace (cut by the store after 'swap_spa'; the excerpt keeps a verbatim prefix of it, ending
   at "guided_decoding_backend='outlines',", and the two log lines, run together on one line in the paste, are given
   on two lines). The maintainer (DarkLight1337) asked for the OpenAI request that triggers it, so it fails at the
   first image request, not during start-up: taken under 'failing at its first requests because of how it was
   launched' (the release in the image). The resolution is the maintainer's "`v0.5.1` has been released so you can
   directly use the official Docker image now"; the reporter had not re-tested when the stored thread ends. kind
   vllm_check_failed (one of vLLM's own raise sites); cause vllm_check_failed; the lead may prefer release_regression
   (0.5.0.post1 -> 0.5.1 is the fix) for the cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round544-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #5868: LLaVA-NeXT (llava-v1.6-mistral-7b-hf) on vllm/vllm-openai:v0.5.0.post1 -> Incorrect type of image sizes
case("vllm-5868-llava-v16-mistral-7b-docker-v050post1-incorrect-type-of-image-sizes",
     "https://github.com/vllm-project/vllm/issues/5868",
     "[Bug]: LLaVa Next Value Error - \"Incorrect type of image sizes\" when running in Docker\n"
     "\n"
     "Current Environment\n"
     "\n"
     "Docker image: `vllm/vllm-openai:v0.5.0.post1`\n"
     "\n"
     "vllm-llava-server  | INFO 06-26 18:28:25 api_server.py:177] vLLM API server version 0.5.0.post1\n"
     "vllm-llava-server  | INFO 06-26 18:28:25 api_server.py:178] args: Namespace(host='0.0.0.0', port=8000, "
     "uvicorn_log_level='info', allow_credentials=False, allowed_origins=['*'], allowed_methods=['*'], "
     "allowed_headers=['*'], api_key=None, lora_modules=None, chat_template='template_llava.jinja', "
     "response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, ssl_cert_reqs=0, "
     "root_path='/vllm-llava-server', middleware=[], model='llava-v1.6-mistral-7b-hf', tokenizer=None, "
     "skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, tokenizer_mode='auto', "
     "trust_remote_code=False, download_dir=None, load_format='auto', dtype='auto', kv_cache_dtype='auto', "
     "quantization_param_path=None, max_model_len=None, guided_decoding_backend='outlines',",
     "vllm_check_failed", {}, "vllm_check_failed",
     "LLaVA-NeXT (llava-v1.6-mistral-7b-hf) served through the OpenAI server of the vllm/vllm-openai:v0.5.0.post1 image: "
     "the server fails with vLLM's own check 'Incorrect type of image sizes' on an image request (the maintainer "
     "asked for the OpenAI request that triggers it); the thread pins it to that release: the maintainer pointed to "
     "the main branch's Dockerfile and then to the v0.5.1 image.",
     "The maintainer (DarkLight1337): \"`v0.5.1` has been released so you can directly use the official Docker image "
     "now\" (earlier: build the image from the main branch's Dockerfile); the reporter had not confirmed when the "
     "stored thread ends.",
     release="0.5.0.post1", gpu=None, gpus=None, command=None, forbidden=_MEM,
     note="Error string only in the issue title; fails at the first image request, not at start-up.")

BATCH.write()
