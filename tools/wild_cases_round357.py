"""Round-357 blind batch: trackers of projects that EMBED OR LAUNCH vLLM (verl, OpenRLHF, TRL, LlamaFactory, ms-swift,
lm-evaluation-harness, lighteval, GPUStack, FastChat, EasyR1, RAG/agent frameworks, launch cookbooks) where vLLM failed
at start-up because of how the project launched it (its utilization, max length, TP/DP, environment); collected by
helper wild357 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch":
"round357-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 43 of the 50 allowed (all ``search``: 42 corpus=issues, 1 corpus=pages; no read_file, find_string, find_files
or fetch: issue threads are only reachable as search chunks; recounted from the session's calls at the end). 4 cases. This slice is heavily mined:
most threads the searches surfaced were already in USED_SOURCES.txt, and of the rest most stored chunks stopped before
the error line or held no reply with a fix. None of the four has an author- or maintainer-confirmed fix in the
reachable text (said so in fix_that_worked); they are kept because the log alone makes the launch fault certain.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): OpenRLHF #336; xorbitsai/inference #1715; DeepSeek-V2 #83;
  api-for-open-llm #225, #259; QwenLM/Qwen3 #12, #16, #295; basalam #10; THU-KEG/AdaptThink #1; MIV-XJTU/FSDrive #21;
  vllm-omni #276; kvcached #29; pytorch #175666; vllm #20305, #23192, #2785, #13582, #27508, #32105, #34076,
  #55509, #25837, #6689, #9469, pull #5079; tpu-inference pull #223; LlamaFactory #7234; BatsResearch/
  bonito #7; netease-youdao/QAnything #289; MeetKai/functionary (several, but not #128); GPTFuzz #27; trl #2826,
  #3706; verl #4229, #7624 (and its fix PR #7626 = same incident); rwlove/home-ops pull #13221; QinYang79/ICL #3;
  Graph-COM/SubgraphRAG #19; GoogleCloudPlatform/vertex-ai-samples #2620; ms-swift #3739; FastChat #3507;
  Themis #4; gpustack #814.
- Error line not in the stored chunk (title or command only, traceback cut): verl #2245 (V1 'No available memory for
  the cache blocks' IS shown, but the cause/fix is not: the thread is about CPU OOM across vLLM versions), verl #302
  (cumem_allocator OOM, fix 'lower gpu_memory_utilization to 0.45' in comments, but the error is only the title),
  verl #913 and #306 (invalid device ordinal: title/traceback head only; #306's comment gives the vLLM 0.7 patch
  list / downgrade to 0.5.4), gpustack #2259 (TP 3 for gemma-3-27b: command shown, error not), FastChat #3177,
  MeetKai/functionary #128 (title only; the project's README PR #145 then added --max-model-len 8192),
  lm-evaluation-harness #2704 (TP>1 multiprocessing, cut before the error), trl #3788 (max_num_batched_tokens
  hard-coded in GRPO colocate, cut before the error), trl #3363 (vllm-serve DP 8 with CUDA_VISIBLE_DEVICES=0,1:
  cut at the CUDA_VISIBLE_DEVICES join frame, before the exception line — a good case if a later chunk is found),
  EasyR1 #82 / verl #513 (same post twice) and EasyR1 #428 (+ its many fork copies), ms-swift #4594
  (vllm_gpu_memory_utilization 0.1 in colocate GRPO, cut before the error), OpenRLHF #1162, #976, #358, #184, #741.
- No error line at all / not start-up: OpenRLHF #958 (hang), #1013 (Ray CPU OOM), #758 (image), LlamaFactory #7723
  and #6472/#6473 (images), lm-evaluation-harness #2994 (feature note: data_parallel_size needs VLLM_USE_V1=0),
  EasyR1 pull #1 (no log), scaleapi/llm-engine pull #380 (no log), vllm #7154 (env dump only in the chunk),
  trl pull #3310 turn 18 (ahatamiz, srun: 'Duplicate GPU detected' then EOFError; the reply asks for the command,
  no fix seen).

Judgement calls for the lead:
1. gpustack #2501: vLLM's message is a bare 'IndexError: list index out of range' in the DP device mapping. There is
   no label for it; I took kind invalid_device_ordinal (a device index past the visible devices, the closest message
   family) and cause tp_over_gpus (the TP x DP world the launcher asked for exceeds the GPUs it exposed). Say if you
   would rather have a new kind (e.g. dp_device_index_out_of_range).
2. trl #3446 and trl pull #3310 (comment by zzzzzec) are two different users and machines hitting the same TRL
   vllm-serve data-parallel placement fault (all DP engine cores on one GPU, NCCL 'Duplicate GPU detected', then
   'NCCL error: invalid usage'). Both are kind/cause nccl_error; keep one if you count incidents rather than reports.
   The #3310 excerpt has only NCCL WARN lines (the chunk is cut before any exception line).
3. The cookbook case (intel-arc-pro-b70-inference-cookbook #4) is a V1 KV-budget refusal short by 0.01 GiB; its
   chunk stops inside the message ('Based on the avai'), so the estimated maximum model length is not readable and
   is left out of numbers.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round357-blind")
case = BATCH.case

# ---------------------------------------- intel-arc-pro-b70-inference-cookbook #4: a recipe's max len needs 10 MiB more KV than it has
case("intel-arc-b70-cookbook-4-recipe-max-len-100000-kv-needs-4-26-has-4-25",
     "https://github.com/SergiioB/intel-arc-pro-b70-inference-cookbook/issues/4",
     "(EngineCore pid=316)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 2193, in get_\n"
     "kv_cache_configs\n"
     "(EngineCore pid=316)     _check_enough_kv_cache_memory(\n"
     "(EngineCore pid=316)   File \"/opt/venv/lib/python3.12/site-packages/vllm/v1/core/kv_cache_utils.py\", line 758, in _chec\n"
     "k_enough_kv_cache_memory\n"
     "(EngineCore pid=316)     raise ValueError(\n"
     "(EngineCore pid=316) ValueError: To serve at least one request with the model's max seq len (100000), (4.26 GiB KV cach\n"
     "e is needed, which is larger than the available KV cache memory (4.25 GiB). Based on the avai",
     "kv_cache_too_small", {"max_seq_len": 100000, "needed_gib": 4.26, "available_gib": 4.25}, "kv_too_small",
     "A user running a launch recipe from the Intel Arc Pro B70 inference cookbook (vLLM on XPU, single B70): the "
     "recipe's context length of 100000 tokens needs 4.26 GiB of KV cache for one full-length request, and the "
     "memory left for KV under the recipe's utilization after weights and activations was 4.25 GiB — about 10 MiB "
     "short (the issue title: '10MiB to small KV cache'). The launch's max length and utilization were tuned for a "
     "slightly different runtime and overshoot by a hair on the user's.",
     "not reachable in the stored chunk (the issue is closed). From the log: lower --max-model-len a little below "
     "100000 (vLLM's own estimate, cut off in the paste, is just under it) or raise --gpu-memory-utilization by about a "
     "hundredth so the KV budget covers 4.26 GiB",
     release=None, gpu="Intel Arc Pro B70 (XPU, 32 GB)", gpus=None, command=None,
     forbidden=[{"flag": "--max-model-len", "at_least": 100000}, {"flag": "--tensor-parallel-size"},
                {"flag": "--gpu-memory-utilization", "at_most": 0.5}],
     note="Excerpt: the tail of the traceback as the stored chunk of the issue body shows it, hard-wrapped where the "
          "source wraps it (mid-word: 'get_' / 'kv_cache_configs', 'KV cach' / 'e is needed'); the chunk ends inside "
          "the message at 'Based on the avai', so the estimated maximum model length is not in the text. Earlier "
          "frames (core.py, otel.py) were dropped. The launch command and the recipe name are not in the chunk; the "
          "utilization it used is unknown, so the utilization forbidden is only a generous floor (lowering it far "
          "would make the shortfall worse). gpus unknown (the repo covers 1x and 2x B70).")

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2501: GPUStack launches vLLM with TP 2 x DP 2 -> IndexError mapping DP rank devices
case("gpustack-2501-tp2-dp2-launch-dp-rank-device-ids-index-error",
     "https://github.com/gpustack/gpustack/issues/2501",
     "2025-07-15 14:52:30.014221+08:00 - gpustack.worker.backends.vllm - INFO - Starting vllm server\n"
     "INFO 07-15 14:52:35 [__init__.py:244] Automatically detected platform cuda.\n"
     "INFO 07-15 14:52:38 [api_server.py:1395] vLLM API server version 0.9.2\n"
     "INFO 07-15 14:52:38 [cli_args.py:325] non-default args: {'host': '0.0.0.0', 'port': 40047, 'model': "
     "'/var/lib/gpustack/cache/model_scope/Qwen/Qwen3-8B', 'max_model_len': 8192, 'served_model_name': ['qwen3-8b'], "
     "'tensor_parallel_size': 2, 'data_parallel_size': 2}\n"
     "INFO 07-15 14:52:45 [config.py:1472] Using max model len 8192\n"
     "INFO 07-15 14:52:46 [utils.py:364] Started DP Coordinator process (PID: 7859)\n"
     "...\n"
     "(EngineCore_1 pid=7863)     physical_device_id = device_ids[device_id]\n"
     "(EngineCore_1 pid=7863)                          ~~~~~~~~~~^^^^^^^^^^^\n"
     "(EngineCore_1 pid=7863) IndexError: list index out of range\n"
     "(EngineCore_1 pid=7863)\n"
     "(EngineCore_1 pid=7863) The above exception was the direct cause of the following exception:\n"
     "(EngineCore_1 pid=7863)\n"
     "(EngineCore_1 pid=7863) Traceback (most recent call last):\n"
     "(EngineCore_1 pid=7863)   File \"/root/miniconda3/envs/py312/lib/python3.12/multiprocessing/process.py\", line 314, in "
     "_bootstrap\n"
     "(EngineCore_1 pid=7863)     self.run()\n"
     "(EngineCore_1 pid=7863)   File \"/root/miniconda3/envs/py312/lib/python3.12/site-packages/vllm/v1/engine/core.py\", line "
     "575, in run_engine_core\n"
     "(EngineCore_1 pid=7863)     engine_core = DPEngineCoreProc(*args, **kwargs)",
     "invalid_device_ordinal", {"tensor_parallel_size": 2}, "tp_over_gpus",
     "GPUStack (v0.x with vLLM 0.9.2 as backend) started `vllm serve` for Qwen3-8B with --tensor-parallel-size 2 and "
     "--data-parallel-size 2 as extra backend args. vLLM's DP launcher gives each DP rank its own slice of the visible "
     "devices (rank 1 wants devices 2-3), but GPUStack scheduled and exposed only the GPUs its TP size asked for, so "
     "DP engine core 1 indexed past the end of the visible-device list (IndexError in device_ids[device_id]). The "
     "project's launch placed a TP x DP world larger than the GPUs it gave the process; the GPUStack team's title says "
     "GPUStack does not support TP and DP together.",
     "none in the stored text (the issue is open; it was filed by a GPUStack maintainer, linyinli, as a known "
     "limitation). From the log: do not pass --data-parallel-size through GPUStack (use GPUStack replicas for data "
     "parallelism), or make GPUStack allocate TP x DP = 4 GPUs to the instance",
     release="vLLM 0.9.2 (GPUStack worker backend)", gpu=None, gpus=None,
     command="serve /var/lib/gpustack/cache/model_scope/Qwen/Qwen3-8B --max-model-len 8192 --served-model-name qwen3-8b "
             "--tensor-parallel-size=2 --data-parallel-size=2 (as GPUStack launched it; the non-default args line)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--data-parallel-size", "above": 2}],
     note="Excerpt assembled from two stored chunks of turn 0: the GPUStack/vLLM start-up lines (dropped: GPUStack's two "
          "'Preparing model files' / 'Model files are ready' lines before, the supported-tasks INFO line before 'Using "
          "max model len', and the chunked-prefill INFO line after it) and the tail of the "
          "EngineCore_1 traceback, whose top (the frame holding device_ids[device_id], in vLLM's DP device mapping) is "
          "not in the chunk; lines between the two are dropped ('...'). The GPU model and count are not in the text. "
          "tensor_parallel_size 2 is read from the args line, not from the error.")

# ---------------------------------------- trl #3446: trl vllm-serve --data_parallel_size 4 -> DP engine cores on one GPU, NCCL invalid usage
case("trl-3446-vllm-serve-data-parallel-4-duplicate-gpu-nccl-invalid-usage",
     "https://github.com/huggingface/trl/issues/3446",
     "trl vllm-serve --model Qwen/Qwen2.5-3B-Instruct --data_parallel_size 4\n"
     "\n"
     "CCL version 2.21.5+cuda12.4\n"
     "\n"
     "\n"
     "ISTD-2100000569:1422836:1422836 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 0 and rank 1 both on CUDA "
     "device 4b000\n"
     "ISTD-2100000569:1422737:1422737 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 1 and rank 0 both on CUDA "
     "device 4b000\n"
     "(EngineCore_0 pid=1422836) ERROR 05-14 21:20:46 [core.py:396] EngineCore failed to start.\n"
     "(EngineCore_1 pid=1422737) ERROR 05-14 21:20:46 [core.py:396] EngineCore failed to start.\n"
     "(EngineCore_0 pid=1422836) ERROR 05-14 21:20:46 [core.py:396] Traceback (most recent call last):\n"
     "(EngineCore_1 pid=1410991) ERROR 05-14 20:28:56 [core.py:396]     raise RuntimeError(f\"NCCL error: {error_str}\")\n"
     "(EngineCore_1 pid=1410991) ERROR 05-14 20:28:56 [core.py:396] RuntimeError: NCCL error: invalid usage (run with "
     "NCCL_DEBUG=WARN for details)",
     "nccl_error", {}, "nccl_error",
     "TRL 0.17's `trl vllm-serve` with --data_parallel_size 4 (TP 1) on an 8x A100 machine: the vLLM V1 data-parallel "
     "engine cores that the TRL server spawned all came up on the same physical GPU (NCCL: 'Duplicate GPU detected : "
     "rank 0 and rank 1 both on CUDA device 4b000'), so NCCL refused to build the DP communicator (invalid usage) and "
     "every EngineCore failed to start. The GPU placement of TRL's DP workers, not memory or the model, is at fault.",
     "not reachable in the stored chunk (closed, labelled bug). From the log: make each DP worker see a distinct GPU "
     "(a TRL/vLLM combination whose vllm-serve DP pins one GPU per rank), or run with --data_parallel_size 1 and "
     "--tensor_parallel_size up to the GPUs as a workaround",
     release="TRL 0.17.0, PyTorch 2.6.0, NCCL 2.21.5 (vLLM version not in the chunk; V1 EngineCore log format)",
     gpu="NVIDIA A100-SXM4-80GB", gpus=8,
     command="trl vllm-serve --model Qwen/Qwen2.5-3B-Instruct --data_parallel_size 4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the command and the output block exactly as the issue body shows them, including the first line cut "
          "to 'CCL version' and the interleaving of two runs (pids 1422836/1422737 at 21:20:46 and pid 1410991 at "
          "20:28:56) that the author pasted together; the System Info section after it is dropped. gpus=8 from the "
          "CUDA device(s) list in System Info.")

# ---------------------------------------- trl PR #3310 (comment): vllm-serve --data_parallel_size 8 on 8x H20 -> duplicate GPU
case("trl-pr3310-vllm-serve-dp8-h20-duplicate-gpu-nccl",
     "https://github.com/huggingface/trl/pull/3310",
     "NCCL_DEBUG=WARN python -m trl.cli vllm-serve \\\n"
     "    --model /mnt/tenant-home_speed/Model/Qwen/Qwen2.5-7B-Instruct \\\n"
     "    --tensor_parallel_size 1 \\\n"
     "    --data_parallel_size 8 \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 6004 \n"
     "\n"
     "ctmt241129162844w28-74bfc659cd-zpz6r:2095608:2095608 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 0 and "
     "rank 1 both on CUDA device 8000\n"
     "ctmt241129162844w28-74bfc659cd-zpz6r:2095691:2095691 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 5 and "
     "rank 0 both on CUDA device 8000\n"
     "ctmt241129162844w28-74bfc659cd-zpz6r:2095613:2095613 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 1 and "
     "rank 0 both on CUDA device 8000\n"
     "ctmt241129162844w28-74bfc659cd-zpz6r:2095681:2095681 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 7 and "
     "rank 0 both on CUDA device 8000\n"
     "ctmt241129162844w28-74bfc659cd-zpz6r:2095494:2095494 [0] init.cc:943 NCCL WARN Duplicate GPU detected : rank 3 and "
     "rank 0 both on CUDA device 8000",
     "nccl_error", {}, "nccl_error",
     "A user of the then-new TRL vllm-serve data parallelism (PR #3310) on 8x H20 96GB, inside a Kubernetes pod: with "
     "--data_parallel_size 8 and TP 1, all eight vLLM V1 DP engine cores bound the same physical GPU (bus 8000), so "
     "NCCL reports duplicate GPUs for every rank pair and the DP group cannot form. The DP workers the launcher spawned "
     "were not pinned one GPU each; not a memory or model problem.",
     "not reachable in the stored chunks (the comment continues with the per-engine vLLM log; no reply with a fix was "
     "in the text seen). From the log: each DP rank must see its own GPU (a vllm/TRL combination whose DP launch sets "
     "a per-rank device, or fewer DP ranks with explicit CUDA_VISIBLE_DEVICES per server); the same symptom is "
     "huggingface/trl #3446",
     release=None, gpu="NVIDIA H20 96GB", gpus=8,
     command="NCCL_DEBUG=WARN python -m trl.cli vllm-serve --model /mnt/tenant-home_speed/Model/Qwen/Qwen2.5-7B-Instruct "
             "--tensor_parallel_size 1 --data_parallel_size 8 --host 0.0.0.0 --port 6004",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the command and the first five NCCL WARN lines of the comment by zzzzzec (2025-04-17) on the merged "
          "PR, as the stored chunk shows them (it is cut after the sixth line's 'NCCL WARN Dup'). A later chunk of the "
          "same comment holds only V1 engine start-up lines (EngineCore_0..7, parallel_state 'Adjusting world_size=8'), "
          "no exception line. Different author and machine from trl #3446, same symptom; the lead may keep one.")

if __name__ == "__main__":
    BATCH.write()
