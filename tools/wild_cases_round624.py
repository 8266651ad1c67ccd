"""Round-624 blind batch: OUT-OF-MEMORY AND KV-CACHE EXHAUSTION AFTER A START THAT WENT THROUGH (the first long or
concurrent requests, caused by the launch's memory settings: torch's CUDA OOM in the forward pass at request time,
V0's "Sequence group ... is preempted by PreemptionMode.RECOMPUTE ... not enough KV cache space"), any tracker;
collected by helper wild624 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round624-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 40 allowed (31 ``search``: 28 corpus=issues, 1 docs, 1 pages, plus 1 ``read_file`` that found
nothing: issues are not files). 3 cases: Sandermage/genesis-vllm-patches #1 (TurboQuant continuation-prefill OOM on a
long request, RTX 5090, utilization 0.95), vllm #13100 (Mistral Large GPTQ on one A100 80GB at utilization 0.99,
concurrent long requests, OOM in the MLP activation), GAIR-NLP/LIMO #29 (V0's RECOMPUTE preemption warning during an
evaluation run). The slice is close to mined out, as rounds 573 / 579 found for memory: nearly every request-time OOM
thread the search returns is in USED_SOURCES.txt or in an earlier round's skip list (most often filed there as 'not a
start-up failure'), and the fresh ones very often store only the environment dump, or the traceback without the
torch line, or no answer.

Sources given up (for the lead, not cases):
- In earlier rounds' skip lists or USED_SOURCES.txt (not re-opened): vllm #26863, #15105, #11251, #7721, #2140, #188,
  #15598, #17469, #15228, #40023, #39734, #43222, #5060, #19186, #13074, #1532, #1206, #1607, #4516, #5424;
  noonghunna/club-3090 #58, #41, #487; syv-ai/qwen38-27b-rtx3090 PR #29; local-inference-lab/rtx6kpro #103;
  intel/llm-scaler #488; THUDM/glm-4-9b-chat-1m discussion #9; vllm-ascend #1617, #1987, #5020, #89, #19, #7123;
  bentoml/BentoVLLM #42; discuss.vllm.ai t/1602.
- Same class as a case, or numbers that do not agree: noonghunna/club-3090 #16 (kisimoff, RTX 3090 at
  --gpu-memory-utilization 0.970 / --max-model-len 128000; the stored OOM line says 'Tried to allocate 50.00 MiB ...
  21.75 MiB is free' while the maintainer's table for the same reporter says 66 MiB / 42 MiB at turboquant_attn.py:903
  _continuation_prefill; the reporter also says the defaults fail; the same TurboQuant continuation-prefill class as
  genesis-1, no fix reached); vllm #40420 (the upstream report of that class: RTX 5090, turboquant_4bit_nc,
  --gpu-memory-utilization 0.87, --max-num-seqs 16, 548,864 KV tokens, engine killed above ~185K prompt tokens; the
  stored chunk retells the OOM ('CUDA OOM in the prefill path', Sandermage's 'CUDA OOM: tried 88 MiB, 42 MiB free'),
  never the torch line; open, PR JartX/vllm#11 and a utilization of 0.85 move the cliff) -- used as the diagnosis
  behind genesis-1.
- Error line not in the stored chunk / no answer: noonghunna/club-3090 #47 (2x RTX 3080 20 GB, TurboQuant 3-bit at
  90K fails, fp8_e5m2 KV + utilization 0.82 works per the maintainer; the OOM line is not in the chunk); vllm #9290
  (--num-scheduler-steps 16 with utilization 0.941 OOMs under request-rate inf, 0.9 does not; description chunk stops
  in collect_env); vllm #13152 (benchmark_serving OOM in awq_marlin, traceback cut before the torch line, no answer);
  vllm #38830, #5067, #10325 (prompt_logprobs OOMs: environment dumps only); vllm #5907 (tracking issue, no log);
  open-compass/VLMEvalKit #1284 (Qwen3-VL-235B OOM mid-evaluation; logs are screenshots, the vLLM launch is not shown);
  vllm-ascend #4343 (FAQ comment: MinerU2.5 at 100 concurrent requests, 'NPU o...' cut, no answer); vllm #13267,
  #8853, #6907, #3295 (a usage question with no failure text, or environment dumps only).

Judgement calls for the lead:
1. All three are failures AFTER a start that went through (the brief's slice), so the message kinds are request-time
   ones: torch's OOM in the forward pass -> oom_forward (README: "... the weights had loaded (profiling, graph capture
   or a first request)"), with cause oom_unknown_phase as the earlier request-time fixtures file it (joshua8 Triton
   autotune, vllm-15676, vllm-36450); no cause names "the launch's utilization left no headroom for a request's
   transient tensors". The lead may prefer a new cause for that (e.g. request_activation_headroom).
2. genesis-1: the failing allocation is TurboQuant's continuation-prefill concat of the dequantised cached values
   (a code path whose transient tensors the profiling run does not see), so one could argue for a kernel/backend bug
   cause. The thread itself never reached a fix (closed stale; the maintainer lists later patches and asks for a
   re-test). The launch-setting levers (a lower utilization, --kv-cache-dtype other than TurboQuant, a shorter
   --max-model-len than -1 / the model's 262K) are from vllm #40420 and club-3090 #47, not from this thread.
3. vllm-13100: the stored torch line is cut after 'GPU 0 has a total capac' (kept as stored); no answer in the stored
   text. Taken because the launch pins the cause: --gpu-memory-utilization 0.99 on an 80 GB card leaves about 0.8 GiB
   outside vLLM's budget, and the failing allocation is 1.15 GiB of MLP activation during concurrent long-context
   requests. The fix is the lead's to judge ('no fix reached').
4. limo-29: a WARNING, not a crash: V0's scheduler preempting a sequence group for want of KV cache blocks during a
   long evaluation run. No README message kind names it, so kind None; cause kv_too_small (the KV cache is too small
   for the workload's concurrency/length), fix as the maintainer gave it (raise gpu_memory_utilization or
   tensor_parallel_size). No GPU, model size beyond '32B', or launch values are printed, so no numbers and no
   forbidden flags. The lead may prefer to drop it as not a failure.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round624-blind")
case = BATCH.case

# ---------------------------------------- genesis-vllm-patches #1: Qwen3.6-35B-A3B AWQ on one RTX 5090, turboquant_k8v4, util 0.95 -> OOM in _continuation_prefill on a long request
case("genesis-vllm-patches-1-qwen36-35b-a3b-awq-5090-turboquant-k8v4-continuation-prefill-oom-72mib",
     "https://github.com/Sandermage/genesis-vllm-patches/issues/1",
     "OOM with long context\n"
     "\n"
     "model: cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit\n"
     "card: 5090 32G\n"
     "os: ubuntu with 0.19.1rc1.dev391+g80b18230e docker\n"
     "\n"
     "docker:\n"
     "services:\n"
     "  vllm-gemma-31b:\n"
     "    image: clayboby/vllm--openai:qwen3.6-tq\n"
     "    container_name: vllm-qwen-35B\n"
     "    runtime: nvidia\n"
     "    ipc: host\n"
     "...\n"
     "    environment:\n"
     "...\n"
     "      VLLM_ALLOW_LONG_MAX_MODEL_LEN: \"1\"\n"
     "      CUDA_MODULE_LOADING: LAZY\n"
     "      FLASHINFER_ENABLE_AUTOTUNE: 0\n"
     "      #VLLM_LOGGING_LEVEL: \"DEBUG\"\n"
     "\n"
     "    command:\n"
     "      - /models/cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit\n"
     "      - --gpu-memory-utilization\n"
     "      - \"0.95\"\n"
     "      - --max-model-len\n"
     "      - \"-1\"\n"
     "      - --max-num-seqs\n"
     "      - \"12\"\n"
     "      - --reasoning-parser\n"
     "      - qwen3\n"
     "      - --enable-auto-tool-choice\n"
     "      - --enable-prefix-caching\n"
     "      - --tool-call-parser\n"
     "      - qwen3_coder\n"
     "      - --served-model-name\n"
     "      - Qwen3.5-27B\n"
     "      - --kv-cache-dtype\n"
     "      - turboquant_k8v4\n"
     "      - --trust-remote-code\n"
     "      - --async-scheduling\n"
     "...\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134]     out = self._continuation_prefill(\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134]           ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/"
     "attention/backends/turboquant_attn.py\", line 727, in _continuation_prefill\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134]     v_full = torch.cat([v_cached_trim.to(qdtype), "
     "val_chunk], dim=0)\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134]              "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=229) ERROR 04-19 12:21:04 [core.py:1134] torch.OutOfMemoryError: CUDA out of memory. Tried to "
     "allocate 72.00 MiB. GPU 0 has a total capacity of 31.33 GiB of which 2.56 MiB is free. Including non-PyTorch "
     "memory, this process has 31.28 GiB memory in use. Of the allocated memory 29.83 GiB is allocated by PyTorch, with "
     "18.00 MiB allocated in private pools (e.g., CUDA Graphs), and 711.09 MiB is reserved by PyTorch but unallocated. "
     "If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
     "fragmentation.  See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html"
     "#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)",
     "oom_forward",
     {"gpu_memory_utilization": 0.95, "max_num_seqs": 12, "total_gib": 31.33, "tried_gib": 0.07},
     "oom_unknown_phase",
     "The server started (Qwen3.6-35B-A3B AWQ 4-bit, a hybrid Gated-DeltaNet MoE, on one RTX 5090 under a vLLM "
     "0.19.1rc1 nightly image with Genesis' TurboQuant patches) and died on a long-context request: TurboQuant's "
     "continuation-prefill path dequantises the cached K/V of the prefix and concatenates it with the new chunk "
     "(torch.cat in turboquant_attn.py::_continuation_prefill), a transient allocation that grows with the cached "
     "context and that vLLM's profiling run never made; with --gpu-memory-utilization 0.95 and the model's full "
     "context (--max-model-len -1) the KV cache had taken nearly all of the 31.33 GiB, leaving 2.56 MiB free when a "
     "72 MiB tensor was asked for. The same site was diagnosed by club-3090's maintainer for another reporter "
     "(club-3090 #16) and filed upstream as vllm #40420 (engine killed above ~185K prompt tokens).",
     "not reached in this thread: closed stale by the maintainer (Sandermage, 2026-05-05) after listing later Genesis "
     "fixes for the long-context OOM class (v7.72 streaming-GDN, RTX 5090 detection) and asking for a re-test. In "
     "vllm #40420 the maintainer's sweep shows a lower utilization (0.85 instead of 0.905) moving the cliff; club-3090's "
     "maintainer names fp8_e5m2 KV with utilization 0.82 as the workaround for the same TurboQuant interaction on "
     "smaller cards (club-3090 #47)",
     release="0.19.1rc1.dev391+g80b18230e (custom image clayboby/vllm--openai:qwen3.6-tq, Genesis TurboQuant patches)",
     gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1,
     command="vllm serve /models/cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit --gpu-memory-utilization 0.95 --max-model-len -1 "
             "--max-num-seqs 12 --reasoning-parser qwen3 --enable-auto-tool-choice --enable-prefix-caching "
             "--tool-call-parser qwen3_coder --served-model-name Qwen3.5-27B --kv-cache-dtype turboquant_k8v4 "
             "--trust-remote-code --async-scheduling",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue description as stored (the model / card / release lines, the compose file's service, "
          "environment and command parts; '...' marks the lines left out: ports, volumes, the other environment "
          "variables) and the tail of the EngineCore traceback down to the torch line. The command field is the "
          "compose command rewritten as one line. tried_gib is 72.00 MiB in GiB; free 2.56 MiB not recorded. The "
          "request that failed is described only by the title ('OOM with long context').")

# ---------------------------------------- vllm #13100: Mistral-Large-2407 GPTQ on one A100 80GB, util 0.99, 64 seqs, fp8 KV -> OOM in the MLP activation under concurrent long requests
case("vllm-13100-mistral-large-gptq-a100-80gb-util-0.99-concurrent-long-requests-oom-1.15",
     "https://github.com/vllm-project/vllm/issues/13100",
     "[Usage]: Mistral Large crashes with concurrent long context requests\n"
     "\n"
     "As I run vLLM in a docker container, I'll skip the `collect_env.py` step here. If you need the output of this in "
     "the docker container, I can run it there. I use the latest (0.7.2) vLLM image. The GPU is a A100 80GB.\n"
     "The docker compose script to start the container is below: \n"
     "<details>\n"
     "<summary>Docker compose file</summary>\n"
     "\n"
     "```docker\n"
     "services:\n"
     "  vllm-openai:\n"
     "    container_name: vllm\n"
     "    volumes:\n"
     "      - /mnt/disk1/hf_models:/root/.cache/huggingface\n"
     "    env_file: vllm.env\n"
     "    ports:\n"
     "      - 8080:8000\n"
     "    ipc: host\n"
     "    image: vllm/vllm-openai:latest\n"
     "    command: --model TechxGenus/Mistral-Large-Instruct-2407-GPTQ\n"
     "      --gpu-memory-utilization 0.99\n"
     "      --disable-frontend-multiprocessing\n"
     "      --max_model_len 25000\n"
     "      --max-num-seqs 64\n"
     "      --kv-cache-dtype fp8_e4m3\n"
     "      # --tokenizer_mode \"mistral\"\n"
     "      # --tokenizer mistralai/Mistral-Large-Instruct-2407 \n"
     "...\n"
     "```\n"
     "</details>\n"
     "<details>\n"
     "<summary>env file </summary>\n"
     "\n"
     "```\n"
     "HUGGING_FACE_HUB_TOKEN=<token>\n"
     "VLLM_CONFIGURE_LOGGING=1\n"
     "VLLM_LOGGING_LEVEL=DEBUG\n"
     "CUDA_LAUNCH_BLOCKING=1\n"
     "VLLM_USE_V1=0\n"
     "VLLM_ATTENTION_BACKEND=FLASHINFER\n"
     "```\n"
     "</details>\n"
     "...\n"
     "vllm  |   File \"/usr/local/lib/python3.12/dist-packages/vllm/executor/executor_base.py\", line 241, in "
     "execute_model_async\n"
     "vllm  |     output = await make_async(self.execute_model)(execute_model_req)\n"
     "...\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "model_executor/custom_op.py\", line 25, in forward\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]     return self._forward_method(*args, **kwargs)\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]   File \"/usr/local/lib/python3.12/dist-packages/vllm/"
     "model_executor/layers/activation.py\", line 81, in forward_cuda\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]     out = torch.empty(output_shape, dtype=x.dtype, "
     "device=x.device)\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661]           "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "vllm  | ERROR 02-11 08:25:49 serving_chat.py:661] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate "
     "1.15 GiB. GPU 0 has a total capac",
     "oom_forward",
     {"gpu_memory_utilization": 0.99, "max_model_len": 25000, "max_num_seqs": 64, "tried_gib": 1.15},
     "oom_unknown_phase",
     "Mistral-Large-Instruct-2407 GPTQ (123B, about 60+ GB of 4-bit weights) served on a single A100 80GB by the vLLM "
     "0.7.2 image with the V0 engine, FlashInfer, an fp8 KV cache, 64 sequences and 25,000-token context, at "
     "--gpu-memory-utilization 0.99. The start went through; under concurrent long-context requests the MLP "
     "activation (SiluAndMul's output buffer) asked for 1.15 GiB more than the card had: with 99% of the 80 GB handed "
     "to vLLM's budget (weights + KV cache + profiled activations) only about 0.8 GiB is left for everything the "
     "profile did not see (CUDA context, FlashInfer workspaces, fragmentation), so the first large concurrent batch "
     "ran out.",
     "no fix reached in the stored text (the thread is closed; its comments are not in the stored chunks). The usual "
     "levers for this launch: a utilization well below 0.99 (e.g. 0.90-0.95), fewer concurrent sequences "
     "(--max-num-seqs) or a smaller batch token budget",
     release="0.7.2 (vllm/vllm-openai:latest, V0 engine: VLLM_USE_V1=0)", gpu="NVIDIA A100 80GB", gpus=1,
     command="vllm serve TechxGenus/Mistral-Large-Instruct-2407-GPTQ --gpu-memory-utilization 0.99 "
             "--disable-frontend-multiprocessing --max_model_len 25000 --max-num-seqs 64 --kv-cache-dtype fp8_e4m3",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.99},
                {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement call 3: the stored torch line is cut mid-sentence ('GPU 0 has a total capac'), kept as stored; "
          "the executor_base lines come from one stored chunk and the serving_chat.py lines from another, both from "
          "the issue description (turn 0), '...' marks what lies between and the compose's deploy block. The KV cache "
          "is already fp8 (fp8_e4m3), hence the forbidden fp8 value. gpus=1 from 'The GPU is a A100 80GB' (the "
          "compose reserves count: all).")

# ---------------------------------------- GAIR-NLP/LIMO #29: evaluation with vLLM V0 -> RECOMPUTE preemption warning for want of KV cache space
case("limo-29-eval-32b-v0-sequence-group-preempted-recompute-not-enough-kv-cache-space",
     "https://github.com/GAIR-NLP/LIMO/issues/29",
     "eval code\n"
     "\n"
     " Sequence group 221 is preempted by PreemptionMode.RECOMPUTE mode because there is not enough KV cache space. "
     "This can affect the end-to-end performance. Increase gpu_memory_utilization or tensor_parallel_size to provide "
     "more KV cache memory. total_num_cumulative_preemption=101\n"
     "\n"
     "how to solve this problem?\n"
     "thanks so much",
     None, {}, "kv_too_small",
     "Running LIMO's evaluation code (vLLM's V0 engine generating long reasoning answers for a 32B model) the scheduler "
     "ran out of free KV cache blocks for the running batch and preempted sequence groups by recomputation, 101 times "
     "so far: the KV cache the launch left (its gpu_memory_utilization and tensor_parallel_size for a 32B model) is "
     "too small for the evaluation's concurrency and answer lengths. Not a crash; throughput collapses.",
     "the repository's maintainer (BLeaves, 2025-04-06): 'You can consider adjusting `gpu_memory_utilization` or "
     "`increasing tensor_parallel_size` to address this problem', adding that evaluating 32B models needs substantial "
     "GPU resources whatever the configuration; no confirmation from the reporter",
     release=None, gpu=None, gpus=None, command=None, forbidden=[],
     note="judgement call 4: the whole issue description as stored (title 'eval code'); the maintainer's answer is "
          "left out. A warning, not a start-up failure: the run goes on, preempting. No GPU, utilization or TP size "
          "is printed, so no numbers and no forbidden flags.")

BATCH.write()
