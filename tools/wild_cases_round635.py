"""Round-635 blind batch: KV CACHE PRESSURE WHILE SERVING, after a start that went through (V0's scheduler refusing a
prompt larger than the whole KV cache, "Input prompt (N tokens) is too long and exceeds the capacity of
block_manager"; V0's swap preemption running out of CPU swap space, "Aborted due to the lack of CPU swap space";
preemption warnings and "GPU KV cache usage: 100%" stalls traced to the launch's memory settings), any tracker;
collected by helper wild635 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round635-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 29 of the 40 allowed (28 ``search`` corpus=issues, 1 corpus=docs; no read_file / fetch / find_*).
3 cases: QwenLM/Qwen #889 (Qwen-72B-Chat on 2x A100 80GB, TP 2, default utilization: a 3916-token prompt exceeds
the capacity of the block manager), ai-dynamo/dynamo #1471 (Qwen3-32B behind Dynamo's vLLM workers at 200
concurrent 4096-token requests: GPU cache usage 1.000, 87 waiting, then 'Aborted due to the lack of CPU swap
space'), vllm #2198 (Mixtral-8x7B-Instruct GPTQ at --gpu-memory-utilization 0.99 / --max-model-len 4096: a
1217-token prompt exceeds the capacity of the block manager). The slice is close to mined out: the big
'GPU KV cache usage: 100%' / swap-hang threads of vLLM's tracker (#1206, #1607, #546, #1879, #1927, #4516) are in
USED_SOURCES.txt or earlier rounds' skip lists, and the issues corpus returns, for most threads, only the first
stored chunk, so answers further down a thread are out of reach (four searches aimed at later chunks of #2198,
#2737 and #7878 returned the same first chunk).

Sources given up (for the lead, not cases):
- Already used or in earlier rounds' skip lists (not re-opened): vllm #1206, #1607, #546, #1879, #1927, #4516,
  #4168, #13370, #39734, #8185, #2248, #18124, #13882, #787, #588; QwenLM/Qwen3 #603, #12; rllm-org/rllm #62;
  ai-dynamo/dynamo #356; syv-ai/qwen38-27b-rtx3090 #25; GAIR-NLP/LIMO #29 (round 624's case).
- Error line cut or the cause not reachable in the stored chunk: vllm #2737 (FastChat vllm_worker,
  lmsys/vicuna-7b-v1.5-16k, --gpu_memory_utilization 0.998 --max-model-len 8192; the stored chunk stops inside the
  error, 'Input prompt (4644 tok'); vllm #7878 (Mistral-Nemo-Instruct-2407, max_model_len 128000,
  pipeline_parallel_size 2 over two L4 nodes with Ray, '# GPU blocks: 9650', 'Input prompt (512 tokens) is too long
  and exceeds the capacity of block_manager' above 75k input tokens; closed stale, no diagnosis stored, and 9650
  blocks x 16 = 154,400 tokens is more than 75k, so the cause is not the plain capacity check - likely a PP /
  chunked-prefill accounting bug, not a launch setting).
- No failure / usage question / screenshots only: vllm #14412 (QwQ-32B FP8 on one L40 at utilization 0.95, 'only two
  requests and the KV cache is 100%': screenshots, no answer), #3094 and #2853 (when the CPU KV cache is used),
  #23444 (v0.10.1.1, 8 GPUs, near-100% cache kills throughput; only the environment dump stored), #32262 (stuck
  requests on v0.14.0 docker; comment chunk only), #27073 (KV usage stuck near 100% after oversized requests: a
  leak after 400s, not a launch setting), #40002 (Gemma-4 26B AWQ long-context hang on 0.18.2rc1; environment dump
  only), #17972, #30599 (hangs without a KV cause).
- Scheduler bugs, not launch settings: vllm #5578 (chunked-prefill scheduler fills the swap with n>=2; its
  reproduction sets num_gpu_blocks_override on purpose; fix PR #13539 closed), #18115 / PR #21809 / PR #21793 /
  #25538 (V1 re-preempting long chunked prefills), #15763 / #16832 (RECOMPUTE preemption corrupting output).
- Not reports: Jiayi-Pan/TinyZero #99 (swap abort with rollout.n=8, one sentence, no log, no answer); cmu-l3/l1 #4
  (swap abort on 8x A100, the only answer is a link to rllm #62, which earlier rounds rejected); dphnAI/sonar #483
  (Aphrodite, not vLLM); the docs corpus's 'Optimization and Tuning' pages and a dev.to blog (tutorials).

Judgement calls for the lead:
1. Message kind of "Input prompt (N tokens) is too long and exceeds the capacity of block_manager" (qwen-889,
   vllm-2198): no earlier fixture carries it and README's table does not name it. It is the V0 scheduler's sibling of
   "Input prompt (N tokens) is too long and exceeds limit of M", which README files under message_kind
   vllm_check_failed, so vllm_check_failed; the cause is kv_too_small (the prompt needs more blocks than the whole GPU
   KV cache holds - the same condition V0's later start-up check "The model's max seq len (X) is larger than the
   maximum number of tokens that can be stored in KV cache (Y)" catches, kind kv_cache_too_small_v0, which the lead
   may prefer as the kind). Both are WARNINGs: the request is finished empty, the server keeps running.
2. dynamo-1471: "Aborted due to the lack of CPU swap space. Please increase the swap space to avoid this error." is
   a RuntimeError raised by V0's scheduler when swap preemption finds no free CPU blocks; no fixture carries it, so
   kind vllm_check_failed and a NEW cause label, swap_space_exhausted (the GPU KV cache full under the launch's
   concurrency, preempted sequences swapped out until the --swap-space CPU blocks ran out). kv_too_small would be
   the nearest existing cause. The reporter's own measurements in the same description (left out of the excerpt)
   are the fix: max-num-seqs 100 is safe at isl 4096, 128 exhausts the swap, 256 needs isl below 1024. No
   maintainer answered (open, stale). The vLLM release is not printed (MQEngineDeadError marks V0's multiprocessing
   engine).
3. vllm-2198: no answer is reachable in the stored text (closed); taken because the message leaves no doubt that the
   GPU KV cache held fewer than 1217 tokens at --gpu-memory-utilization 0.99 and --max-model-len 4096 (a release
   without V0's start-up capacity check, Dec 2023: max_paddings in the args). The GPU is not named, so no numbers
   beyond the launch's. The lead may drop it for want of a fix.
4. qwen-889: the maintainer's diagnosis (jklj077: the GPU memory vLLM has left cannot hold data this long, block_size
   16 by default ...) is cut in the stored text after its first sentence; the reporter adds that the problem stayed
   'even with 4*A100', which the stored text does not explain (the command shown is TP 2). gpus=4 from that sentence.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round635-blind")
case = BATCH.case

# ---------------------------------------- QwenLM/Qwen #889: Qwen-72B-Chat, 2x A100 80GB, TP 2, default util -> prompt exceeds the capacity of block_manager
case("qwen-889-qwen-72b-chat-2xa100-80g-tp2-input-prompt-3916-exceeds-capacity-of-block-manager",
     "https://github.com/QwenLM/Qwen/issues/889",
     "[BUG] Qwen-72B使用vLLM部署报告input prompt is too long\n"
     "\n"
     "在部署使用Qwen-72B大模型时遇到了一些问题：\n"
     "尝试使用2 \\* A100 80G进行Qwen-72B-Chat模型的部署\n"
     "   在vllm部署时：\n"
     "    a). 当输入的token数量超过3000时，模型会显示以下提示：“Input prompt (3916 tokens) is too long and exceeds the "
     "capacity of block_manager”。\n"
     "    b). 当输入的字符数为1500时：\n"
     "    ```\n"
     "    llm_engine.py:653] Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 33.3 tokens/s, Running: 1 "
     "reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 82.6%, CPU KV cache usage: 0.0%\n"
     "    ```\n"
     "    之后进入等待状态。即使在使用4*A100后，问题依然没有得到解决。\n"
     "\n"
     "所使用的vllm版本为最新版本，transformers版本为4.36.2。\n"
     "\n"
     "VLLM的启动命令如下：\n"
     "```\n"
     "python -m vllm.entrypoints.openai.api_server \\\n"
     "--model model_path \\\n"
     "--dtype auto \\\n"
     "--max-model-len 8192 \\\n"
     "--tensor-parallel-size 2 \\\n"
     "--max-num-batched-tokens 8192 \\\n"
     "--max-paddings 8192 \\\n"
     "--enforce-eager \\\n"
     "--trust-remote-code \n"
     "```",
     "vllm_check_failed",
     {"max_model_len": 8192, "tensor_parallel_size": 2, "max_num_batched_tokens": 8192},
     "kv_too_small",
     "Qwen-72B-Chat (about 72B parameters in bf16, no grouped-query attention, so about 2.5 MB of KV cache per token) "
     "served with tensor parallel 2 on two A100 80GB at the default gpu_memory_utilization 0.9: the weights take "
     "nearly all of the 2 x 72 GiB budget, so the GPU KV cache left holds only a few thousand tokens. V0's scheduler "
     "refuses a 3916-token prompt because it needs more blocks than the whole KV cache has ('exceeds the capacity of "
     "block_manager'), and a single ~1500-character request already fills 82.6% of the cache. The maintainer's "
     "diagnosis: the GPU memory vLLM has for the KV cache cannot hold data this long.",
     "no fix confirmed in the stored text; the repository's maintainer (jklj077, 2023-12-29): 'vLLM可用的显存不足以支持"
     "如此长的数据，默认block_size 16，但是有多少...' (vLLM's available GPU memory is not enough for data this long; the "
     "stored answer is cut there). The levers that follow: more GPUs per replica (tensor parallel 4), a higher "
     "--gpu-memory-utilization than the default 0.9, or a quantized (Int4/Int8) checkpoint so the weights leave room "
     "for the KV cache",
     release=None, gpu="NVIDIA A100 80GB", gpus=4,
     command="python -m vllm.entrypoints.openai.api_server --model model_path --dtype auto --max-model-len 8192 "
             "--tensor-parallel-size 2 --max-num-batched-tokens 8192 --max-paddings 8192 --enforce-eager "
             "--trust-remote-code",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9},
                {"flag": "--enforce-eager"},
                {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the issue title and description as stored (the issue template's check-box lines and the empty "
          "environment block left out); the maintainer's answer is left out. A WARNING at request time, not a crash: "
          "vLLM finishes the request empty. Release not printed ('latest' on 2023-12-29, i.e. 0.2.6; max_paddings "
          "marks 0.2.x). Judgement calls 1 and 4.")

# ---------------------------------------- ai-dynamo/dynamo #1471: Qwen3-32B, 200 concurrent 4096-token requests -> GPU cache usage 1.000, then 'Aborted due to the lack of CPU swap space'
case("dynamo-1471-qwen3-32b-concurrency-200-isl4096-gpu-cache-full-aborted-lack-of-cpu-swap-space",
     "https://github.com/ai-dynamo/dynamo/issues/1471",
     "Aborted due to the lack of CPU swap space\n"
     "\n"
     "### Describe the Bug\n"
     "\n"
     "run Qwen3-32B models, Under the configuration of num_prompts = 4 × concurrency, isl = 4096, and osl = 1024, when "
     "the concurrency level is set to 200, a critical issue occurs: service crashes due to insufficient memory swap "
     "space (see error.txt for detailed logs).\n"
     "...\n"
     "Why is this happening? We've already ruled out issues with the Docker container.\n"
     "\n"
     "```\n"
     "docker run --gpus all -it --network=host -v /mnt:/mnt -v /home/ubuntu/alanchen:/home --cap-add=IPC_LOCK  "
     "--privileged --device=/dev/infiniband --name dynamo --ulimit stack=68719476736 --shm-size=20G ...\n"
     "...\n"
     "```\n"
     "2025-06-10T02:48:30.946Z  INFO kv_router._cost_function: Score: 2.000   \n"
     "2025-06-10T02:48:30.946Z  INFO kv_router._cost_function: GPU Cache Hit Rate: 0.114   \n"
     "2025-06-10T02:48:30.946Z  INFO kv_router._cost_function: GPU Cache Usage: 1.000   \n"
     "2025-06-10T02:48:30.946Z  INFO kv_router._cost_function: Requests Waiting: 87   \n"
     "2025-06-10T02:48:30.946Z  INFO kv_router.generate: Scheduling to worker_id: 7587887349860267018 with estimated "
     "prefix hit rate: 0.03155818540433925   \n"
     "2025-06-10T02:48:30.948Z ERROR serving_chat.chat_completion_stream_generator: Error in chat completion stream "
     "generator.\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/dynamo/venv/lib/python3.12/site-packages/vllm/entrypoints/openai/serving_chat.py\", line 503, in "
     "chat_completion_stream_generator\n"
     "    async for res in result_generator:\n"
     "  File \"/workspace/examples/llm/components/processor.py\", line 188, in _generate_responses\n"
     "    async for resp in engine_generator:\n"
     "ValueError: a python exception was caught while processing the async generator: MQEngineDeadError: Engine loop "
     "is not running. Inspect the stacktrace to find the original error: RuntimeError('Aborted due to the lack of CPU "
     "swap space. Please increase the swap space to avoid this error.').   \n"
     "```",
     "vllm_check_failed", {}, "swap_space_exhausted",
     "Dynamo's vLLM (V0 engine) workers serving Qwen3-32B under a benchmark of 200 concurrent requests with 4096-token "
     "inputs and 1024-token outputs: the GPU KV cache is full (the router reports GPU Cache Usage 1.000 with 87 "
     "requests waiting), the scheduler preempts running sequences by swapping their blocks to the CPU, and when the "
     "CPU swap space (vLLM's --swap-space GiB of pinned CPU blocks per GPU, not the OS swap) has no free blocks left "
     "it raises 'Aborted due to the lack of CPU swap space', killing the engine loop. The reporter's own measurements "
     "tie it to the launch's max-num-seqs against the input length: 100 concurrent sequences at isl 4096 are safe, "
     "128 exhaust the swap space, 256 need isl below 1024.",
     "reporter's workaround (Alan-D-Chen, in the issue description): keep max-num-seqs at 100 or below for "
     "isl 4096 (128 triggers the swap exhaustion; max-num-seqs 256 only with isl below 1024). No maintainer answer "
     "(open, marked stale). The other levers the message and vLLM's docs give: a larger --swap-space, or more GPU KV "
     "cache (higher --gpu-memory-utilization, fp8 KV cache, more tensor parallelism) so fewer sequences are preempted",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--max-num-seqs", "above": 100}],
     note="Excerpt: the issue title, the first sentence of the description, its closing question and the docker "
          "command as stored (cut by the store at the image URL), and the log chunk of error.txt the store holds; the "
          "description's own findings on max-num-seqs (the workaround) are left out, as is a later comment whose "
          "changes 'didn't work' (it names config multinode-Qwen3-32B_tp2.yaml but no values). A failure while "
          "serving, after a start that went through. Judgement call 2 (new cause label).")

# ---------------------------------------- vllm #2198: Mixtral-8x7B-Instruct GPTQ, util 0.99, max-model-len 4096 -> 1217-token prompt exceeds the capacity of block_manager
case("vllm-2198-mixtral-8x7b-instruct-gptq-util-099-maxlen-4096-input-prompt-1217-exceeds-capacity-of-block-manager",
     "https://github.com/vllm-project/vllm/issues/2198",
     "Mixtral GPTQ Long Prompts exceed capacity of block_manager\n"
     "\n"
     "I loaded Mixtral TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ in VLLM successfully. Everything works for short "
     "prompts. However, longer prompts lead to the error:\n"
     "\n"
     "```\n"
     "WARNING 12-19 10:21:05 scheduler.py:161] Input prompt (1217 tokens) is too long and exceeds the capacity of "
     "block_manager\n"
     "INFO 12-19 10:21:05 async_llm_engine.py:111] Finished request cmpl-b8c7b3b2eb7a4de488ef870004648708.\n"
     "```\n"
     "\n"
     "This is the command I use to start the model:\n"
     "\n"
     "```\n"
     "python -m vllm.entrypoints.openai.api_server --model TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ --quantization "
     "gptq --dtype float16 --max-model-len 4096 --gpu-memory-utilization 0.99\n"
     "```\n"
     "\n"
     "The model starts with:\n"
     "\n"
     "```\n"
     "INFO 12-19 10:20:40 api_server.py:719] args: Namespace(allow_credentials=False, allowed_headers=['*'], "
     "allowed_methods=['*'], allowed_origins=['*'], block_size=16, chat_template=None, disable_log_requests=False, "
     "disable_log_stats=False, download_dir=None, dtype='float16', enforce_eager=False, engine_use_ray=False, "
     "gpu_memory_utilization=0.99, host=None, load_format='auto', max_context_len_to_capture=8192, max_log_len=None, "
     "max_model_len=4096, max_num_batched_tokens=None, max_num_seqs=256, max_paddings=256, "
     "max_parallel_loading_workers=None, model='TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ', pipeline_parallel_size=1, "
     "port=8000, quantization='gptq', response_role='assistant', revision=No",
     "vllm_check_failed",
     {"gpu_memory_utilization": 0.99, "max_model_len": 4096, "max_num_seqs": 256, "quantization": "gptq",
      "dtype": "float16"},
     "kv_too_small",
     "Mixtral-8x7B-Instruct GPTQ served on one GPU (pipeline 1, no tensor parallelism) at gpu_memory_utilization 0.99 "
     "with max_model_len 4096, on a vLLM of December 2023 that had no start-up check of max_model_len against the KV "
     "cache: the GPU KV cache left after the weights and the profiling run held fewer than 1217 tokens (the blocks a "
     "1217-token prompt needs exceed the block manager's total), so V0's scheduler finishes every longer prompt "
     "empty with 'exceeds the capacity of block_manager' while short prompts work.",
     "no fix reached in the stored text (closed). The levers the message implies: more KV cache memory per replica "
     "(tensor parallel over more GPUs, a GPU with more memory), not a higher --gpu-memory-utilization (already "
     "0.99); a --max-model-len no larger than the KV cache holds makes later releases refuse the launch instead",
     release=None, gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model TheBloke/Mixtral-8x7B-Instruct-v0.1-GPTQ "
             "--quantization gptq --dtype float16 --max-model-len 4096 --gpu-memory-utilization 0.99",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.99}],
     note="Excerpt: the issue title and description as stored (the Namespace line is cut by the store at "
          "'revision=No'). Release not printed (max_paddings and engine_use_ray mark 0.2.x; 2023-12-19 puts it at "
          "0.2.6). No GPU named. A WARNING at request time, not a crash. Judgement calls 1 and 3.")

BATCH.write()
