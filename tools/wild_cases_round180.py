"""Round-180 blind batch: the COMMONEST vLLM launch failures as authors commit them to their own repositories (a
Cursor chat export with pasted vLLM tracebacks, a committed Ray Serve log, a deployment report), collected by helper
wild180 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round180-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were
taken in the order the searches and the fetched repositories brought them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite, and did
not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the committed file alone. Excerpts are the file's text (ANSI colour codes of a raw log removed); where lines
in between were dropped the excerpt shows ``...`` and the note says so; fix lines are left out (they are in
fix_that_worked).

Slice: committed files (notes, READMEs, journals, logs), vLLM's memory refusals first ("KV cache is needed ...", "No
available memory for the cache blocks", "on startup is less than desired GPU memory utilization", "CUDA out of memory.
Tried to allocate" next to vLLM lines), then the common non-memory ones ("must be divisible by tensor parallel size",
"Bfloat16 is only supported", "are not supported for now", "no kernel image is available").

Look-ups: 35 of the 35 allowed (4 ``find_string``, 19 ``search`` in the code corpus, 5 ``read_file``, 5 ``find_repos``,
2 ``find_files``), plus ``fetch`` of some 35 repositories the search answers named, grepped over their history for the
slice's wordings. **3 cases, short of the 5-10 asked, and all three memory failures (a sampler warm-up OOM, a free-memory gate, a
V1 KV refusal); no non-memory case survived the checks.**

Why so few (for the lead):
- The ``find_string`` hits were fresh and good (roughly 25 authors' own runs across the four memory wordings and the
  bf16 wording) but they carry no repository, and the ``search`` code corpus did not return those files' openings even
  when queried with their exact first lines (tried for a MiniMax M2.7 n-gram spec-decode note, "No available memory"
  after "Available KV cache memory: -0.3 GiB"; an "R3.0 Inductor GEMM autotune smoke" note, a stale TunableOp EngineCore
  holding 51 GiB; a "Memory Budget" note, spec decode 13.53 of 3.74 GiB at 300000; a 1Cat-vLLM two-V100 README, FP16
  1.15 of 0.12 GiB). Skipped as not locatable within 3 look-ups each, with also: a FlagOS/MetaX plugin journal (orphan
  EngineCore, 2.02/63.59 GiB; flagos-ai/build-infra and vllm-plugin-FL fetched, the snapshots predate the 2026-08-15
  entry), a REFRACT KV-quantisation report (second LLM() in one process, 24.05/191.69 GiB), a DFlash/500K runbook on
  "FirstSpark" (10.98 of 10.41 GiB at GMU 0.84), a gpu-arbiter ADR (3.25/23.43 GiB; jedwards1230/ and datasys2026/
  gpu-arbiter fetched, not there), a Kaggle T4 bf16 smoke note, a Ray Serve LLM T4 bf16 journal, a Pascal "titan"
  troubleshooting table, a 34048-token num_gpu_blocks override note.
- The ``search`` answers' named openings (top 4) were almost all used sources already (hzqjgthy's KV note, the MinerU
  2080 Ti note, docext's troubleshooting, Herobrine's TP 28/3 journal, imroc/tke-guide, RLDecisionAgent, ai-stanbul).

Judgement calls for the lead (each case's ``note`` says more):
1. Sources came from repositories a search answer named, fetched and grepped (the brief's find_string-then-locate path
   failed); the three files were then read in full from the fetched history, except scalejade's report, which could not
   be fetched: it was read through its find_string id (read_file) and located by find_files (path
   docs/reports/2026-08-16-runpod-deployment-trials.md, the report's own title and dates match), so its bytes at that
   commit were not confirmed by a fetch.
2. fuhengwu2021: a Cursor chat export (Chinese), the user pasting the vLLM traceback of their own 8x H200 Llama-4-Scout
   launch; the fix (0.95 -> 0.90) was made by the assistant and the next pasted log shows the engine up at 8M.
3. nghianx1211: the committed serve.log proves the cause by its numbers (4.34 of 22.03 GiB free before this engine
   allocated anything) and its controller lines (an outdated replica force-killed seconds before); no author's sentence
   states it. The same log is committed twice in that commit (ray-v2/ray/serve.log, ray-v3/serve.log): one case.
4. scalejade: the report shows eight failed launches; only the one in this slice (Isu 2.7, the KV refusal) is taken.
   The author's cause is the prefill token budget (MAX_NUM_BATCHED_TOKENS=65536, ~26 GiB of activations); kvroom's
   vocabulary has no such cause for a KV refusal, so kv_too_small, real_cause telling the rest.
5. Skipped as used or in doubt: imroc/tke-guide's codeblock/ai/vllm-cuda-no-kernel-image-error.txt (a V0 "no kernel
   image" log, a different launch from the four fixtures of that repository, but embedded in both used files and with
   no GPU named), tke-guide faq's "Total number of attention heads (32) must be divisible by tensor parallel size" (cut
   before the size; same used file).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round180-blind")
case = BATCH.case

# ------------------------------------------------------------------ memory: sampler warm-up OOM, Llama-4-Scout 8M on 8x H200 at 0.95
case("coderepo-llama4-scout-8xh200-8m-util095-sampler-warmup-1024",
     "https://github.com/fuhengwu2021/coderepo/blob/b874b4465a8d857006eb7a9b08fe7a01f28bde6d/cursor_llama_4_scout_model_loading.md",
     '@extra/HYBRID_KV_CACHE_ANALYSIS.md:320-340 --gpu-memory-utilization to 95% and test 6.5M after it launches successfully\n\nrestart vllm server with new setting\n...\n    --gpu-memory-utilization 0.95 \\\n...\n    --max-model-len 8388608 \\\n...\n(EngineCore_DP0 pid=268) Process EngineCore_DP0:\n(EngineCore_DP0 pid=268) Traceback (most recent call last):\n(EngineCore_DP0 pid=268)   File "/usr/lib/python3.12/multiprocessing/process.py", line 314, in _bootstrap\n(EngineCore_DP0 pid=268)     self.run()\n(EngineCore_DP0 pid=268)   File "/usr/lib/python3.12/multiprocessing/process.py", line 108, in run\n(EngineCore_DP0 pid=268)     self._target(*self._args, **self._kwargs)\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 847, in run_engine_core\n(EngineCore_DP0 pid=268)     raise e\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 834, in run_engine_core\n(EngineCore_DP0 pid=268)     engine_core = EngineCoreProc(*args, **kwargs)\n(EngineCore_DP0 pid=268)                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 610, in __init__\n(EngineCore_DP0 pid=268)     super().__init__(\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 109, in __init__\n(EngineCore_DP0 pid=268)     num_gpu_blocks, num_cpu_blocks, kv_cache_config = self._initialize_kv_caches(\n(EngineCore_DP0 pid=268)                                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 251, in _initialize_kv_caches\n(EngineCore_DP0 pid=268)     self.model_executor.initialize_from_config(kv_cache_configs)\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/abstract.py", line 116, in initialize_from_config\n(EngineCore_DP0 pid=268)     self.collective_rpc("compile_or_warm_up_model")\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py", line 361, in collective_rpc\n(EngineCore_DP0 pid=268)     return aggregate(get_response())\n(EngineCore_DP0 pid=268)                      ^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=268)   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py", line 344, in get_response\n(EngineCore_DP0 pid=268)     raise RuntimeError(\n(EngineCore_DP0 pid=268) RuntimeError: Worker failed with error \'CUDA out of memory occurred when warming up sampler with 1024 dummy requests. Please try lowering `max_num_seqs` or `gpu_memory_utilization` when initializing the engine.\', please check the stack trace above for the root cause',
     "oom_profiling", {"max_num_seqs": 1024}, "oom_profiling",
     "A Cursor chat export (user's own machine): meta-llama/Llama-4-Scout-17B-16E-Instruct served with the "
     "vllm/vllm-openai:v0.12.0 image, --tensor-parallel-size 8 on 8x H200 (140 GiB each), the hybrid KV cache manager "
     "enabled (VLLM_ALLOW_CHUNKED_LOCAL_ATTN_WITH_HYBRID_KV_CACHE=1); the user raised --gpu-memory-utilization to 0.95 "
     "and --max-model-len to 8388608. After the KV cache was sized, the compile/warm-up step ran the sampler with "
     "1024 dummy requests (the max_num_seqs in effect) and ran out of GPU memory: at 0.95 too little was left outside "
     "vLLM's budget for the warm-up's logits.",
     "the assistant set --gpu-memory-utilization back to 0.90 (max-model-len kept at 8388608); the next pasted log shows "
     "the engine up: 'Available KV cache memory: 89.71 GiB', 'GPU KV cache size: 3,919,664 tokens', 'Maximum "
     "concurrency for 8,388,608 tokens per request: 1.86x'",
     release="0.12.0 (vllm/vllm-openai:v0.12.0)", gpu="NVIDIA H200 (140 GiB) x8", gpus=8,
     command="docker run ... vllm/vllm-openai:v0.12.0 --model meta-llama/Llama-4-Scout-17B-16E-Instruct "
             "--tensor-parallel-size 8 --max-model-len 8388608 --gpu-memory-utilization 0.95",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.95}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call 2. The user's request line (line 7172) and 'restart vllm server with new setting', then the "
          "assistant's two edited script lines (0.95 at line 7185, 8388608 at line 7207; the lines between them, the "
          "assistant's prose and other edits such as --shm-size 128g and OMP_NUM_THREADS=8, dropped as '...'), then the "
          "traceback the user pasted (lines 7297-7322) as the file shows it; the assistant's reply after it left out "
          "(fix). command is rebuilt from extra/run-vllm-docker.sh's defaults and the two edits (not pasted as one "
          "line). A sampler warm-up OOM: fixes are fewer sequences or a lower utilization, never a shorter length.")

# ------------------------------------------------------------------ memory gate: Ray Serve redeploy, outdated replica still on the GPU
case("ray-learning-falcon3-1b-ray-serve-free-4.34-of-22.03-util-0.4",
     "https://github.com/nghianx1211/ray-learning/blob/df960620f9a7a1d83554356749d23b83f7131a7d/ray-v3/serve.log",
     "🚀 Starting Ray Serve with application name: falcon3-1b-instruct\n...\n🎮 Using CUDA_VISIBLE_DEVICES=0\n...\n(ServeController pid=347676) INFO 2025-10-19 10:58:21,702 controller 347676 -- Stopping 1 replicas of Deployment(name='falcon3-1b-instruct-deployment', app='falcon3-1b-instruct') with outdated versions.\n(ServeController pid=347676) INFO 2025-10-19 10:58:21,703 controller 347676 -- Adding 1 replica to Deployment(name='falcon3-1b-instruct-deployment', app='falcon3-1b-instruct').\n...\n(ServeController pid=347676) INFO 2025-10-19 10:58:21,853 controller 347676 -- Replica(id='2ny4be2w', deployment='falcon3-1b-instruct-deployment', app='falcon3-1b-instruct') did not shut down after grace period, force-killing it. \n...\n(ServeReplica:falcon3-1b-instruct:falcon3-1b-instruct-deployment pid=349248) INFO 10-19 10:58:29 [utils.py:233] non-default args: {'trust_remote_code': True, 'dtype': 'float16', 'max_model_len': 8192, 'gpu_memory_utilization': 0.4, 'max_num_batched_tokens': 32768, 'max_num_seqs': 256, 'disable_log_stats': True, 'disable_custom_all_reduce': True, 'model': 'tiiuae/Falcon3-1B-Instruct'}\n...\n(ServeReplica:falcon3-1b-instruct:falcon3-1b-instruct-deployment pid=349248) (EngineCore_DP0 pid=349382) ERROR 10-19 10:58:43 [core.py:708] EngineCore failed to start.\n(ServeReplica:falcon3-1b-instruct:falcon3-1b-instruct-deployment pid=349248) (EngineCore_DP0 pid=349382) ERROR 10-19 10:58:43 [core.py:708] Traceback (most recent call last):\n...\n(ServeReplica:falcon3-1b-instruct:falcon3-1b-instruct-deployment pid=349248) (EngineCore_DP0 pid=349382) ValueError: Free memory on device (4.34/22.03 GiB) on startup is less than desired GPU memory utilization (0.4, 8.81 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.",
     "free_memory_low",
     {"free_gib": 4.34, "total_gib": 22.03, "gpu_memory_utilization": 0.4, "requested_gib": 8.81},
     "other_process",
     "The author's own Ray Serve multi-model platform (vLLM V1 engine 0.11.0 inside a Serve replica, "
     "CUDA_VISIBLE_DEVICES=0, tiiuae/Falcon3-1B-Instruct, gpu_memory_utilization 0.4 = 8.81 GiB of a 22.03 GiB GPU): "
     "'serve run' redeployed onto an existing Serve app; the controller stopped the outdated replica of the same "
     "deployment, which did not shut down and was force-killed, and the new replica's engine found only 4.34 GiB free "
     "before it had allocated anything. Other processes (the outgoing replica's GPU memory) held ~17.7 GiB, so the "
     "free-memory gate refused; the replica was retried three times with the same 4.34 GiB.",
     "none stated in the log; the file's evidence points to freeing the GPU (let the old replica/engine exit, "
     "'serve shutdown' / kill the stale EngineCore, then deploy) rather than a smaller share: any share whose request "
     "exceeds the 4.34 GiB still free (0.197 of 22.03) is refused the same way",
     release="0.11.0 (the log's 'Initializing a V1 LLM engine (v0.11.0)')", gpu="one 22.03 GiB NVIDIA GPU (model not named)",
     gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.197}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement call 3. Lines kept from the raw log (ANSI colour escapes removed): the banner (line 1), the "
          "CUDA_VISIBLE_DEVICES line (15), the controller's stop/add lines (27-28) and the force-kill (33), the "
          "replica's non-default args (48), the EngineCore failure head (65-66) and the ValueError (102); the engine "
          "config line, the Gloo lines and the traceback frames dropped as '...'. The retries after line 102 repeat "
          "the same refusal. gpus None: one GPU is made visible, the host's count is not shown.")

# ------------------------------------------------------------------ memory: V1 KV refusal, DeepSeek-V4-Flash on 2x H200, prefill budget 65536
case("scalejade-mlops-deepseek-v4-flash-2xh200-131072-52.66-of-23.37",
     "https://github.com/scalejade/mlops/blob/76397083c8be123d74fcabf2d4629cee75e553c7/docs/reports/2026-08-16-runpod-deployment-trials.md",
     "# Laporan Lengkap — Percobaan Deployment LLM untuk Ekstraksi Klausa PJP\n...\n**Platform:** RunPod Serverless · template vLLM v2.25.1 (berisi vLLM 0.27.1)\n...\n## B. Percobaan 2 — DeepSeek-V4-Flash-0731\n\n**Waktu:** 15 Agustus, sore–malam\n**Model:** 304B MoE, 155.43 GiB checkpoint, 149 GiB VRAM\n...\n### Isu 2.7 — KV cache tidak cukup\n\n```\nValueError: To serve at least one request with the model's max seq len (131072),\n52.66 GiB KV cache is needed, which is larger than the available KV cache memory (23.37 GiB).\nEstimated maximum model length is 58148.\n```",
     "kv_cache_too_small",
     {"max_seq_len": 131072, "needed_gib": 52.66, "available_gib": 23.37, "estimated_max_model_len": 58148},
     "kv_too_small",
     "An Indonesian deployment report (RunPod Serverless, vLLM worker template v2.25.1 = vLLM 0.27.1): "
     "DeepSeek-V4-Flash-0731 (304B MoE, 155.43 GiB checkpoint, 74.34 GiB of weights per GPU) on 2x H200 SXM with TP 2 "
     "(an earlier attempt had TP 2 on one GPU), DeepSeek's fp8_ds_mla KV cache, block size 256; at max model len 131072 "
     "one sequence needs 52.66 GiB of KV but only 23.37 GiB was left. The author's diagnosis: "
     "MAX_NUM_BATCHED_TOKENS=65536 made the profiling run reserve ~26 GiB of activation memory.",
     "the author's fix: MAX_NUM_BATCHED_TOKENS=8192; afterwards 'Available KV cache memory: 50.51 GiB', 'GPU KV cache "
     "size: 752,889 tokens', 'Maximum concurrency for 98,304 tokens per request: 7.66x' (so the length served then was "
     "98304)",
     release="0.27.1 (RunPod vLLM worker template v2.25.1)", gpu="NVIDIA H200 SXM x2", gpus=2,
     forbidden=[{"flag": "--max-model-len", "above": 58148}, {"flag": "--tensor-parallel-size", "above": 2},
                {"flag": "--max-num-batched-tokens", "at_least": 65536}, {"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement calls 1 and 4. The report's title, its platform line, the Percobaan 2 header with time and model "
          "lines, then Isu 2.7's heading and code block as stored (the author's three-line paste of the refusal, its "
          "last sentence shortened to 'Estimated maximum model length is 58148.'); Isu 2.1-2.6 between them and the "
          "'Penyebab'/'Solusi'/'Hasil' lines after the block left out (cause and fix). The KV cache is already FP8 "
          "(fp8_ds_mla, Isu 2.5), hence the kv-cache-dtype entry; the utilization in use is not stated.")

if __name__ == "__main__":
    BATCH.write()
