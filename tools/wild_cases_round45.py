"""Round-45 blind batch: MEMORY launch failures from vLLM's own GitHub tracker (vllm-project/vllm issues and PR
threads, V1-era releases 0.16-0.29 as it turned out, 2025-2026), collected by helper wild45 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round45-blind"``; the lead grades it once
(``python tests/wild_grade.py round45``). A HELD-OUT measurement: graded once, on the final code, and nothing is to
be fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on
these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as the search tool's
stored copy of the thread shows it (the tool returns a thread in excerpts, so a long thread is read in pieces by
repeated look-ups); where lines in between were dropped the excerpt shows '...' and the note says so; fix lines are
left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus only. LOOKUPS_LINE
Every url was checked against /work/coord/USED_SOURCES.txt and against the vllm-project/vllm numbers in
tests/golden/wild/*.json and BLIND.md (a number in either was skipped, with the issue and its fixing PR treated as
one thread: #36697 was skipped because its fixing PR #36734 is used, #38599 because its CI failure is #38632's).

JUDGEMENT_CALLS
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round45-blind")
case = BATCH.case

# ------------------------------------------------------------------ memory: CUDA-graph capture OOM at 0.98 (NVFP4 KV, RTX 5090 Laptop)
case("vllm-57475-qwen38-27b-nvfp4-5090-laptop-graph-oom-0.98", "https://github.com/vllm-project/vllm/issues/57475",
     "## Summary\n"
     "With `--kv-cache-dtype nvfp4` and `--gpu-memory-utilization 0.98`, the engine passes the\n"
     "KV-cache allocation check but then crashes during CUDA-graph capture with\n"
     "`torch.OutOfMemoryError`. Dropping to `0.97` boots and serves fine. The KV pool is sized\n"
     "using `cudagraph_memory_estimate` from `profile_cudagraph_memory()`, but that estimate does\n"
     "not leave enough headroom for the *real* capture once the (larger) KV pool is allocated.\n"
     "\n"
     "## Environment\n"
     "- vLLM: `0.29.1rc1.dev339+gda9888462` (commit `da9888462`)\n"
     "- GPU: NVIDIA GeForce RTX 5090 Laptop GPU (24 GB, SM12x), driver 610.57.04\n"
     "- torch `2.13.0+cu130`, CUDA 13.0\n"
     "- Model: Qwen3.8-27B NVFP4 (hybrid attention / linear-attention)\n"
     "- `VLLM_ATTENTION_BACKEND=FLASHINFER`\n"
     "\n"
     "## Reproduction\n"
     "```bash\n"
     "VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve <model> \\\n"
     "  --kv-cache-dtype nvfp4 \\\n"
     "  --gpu-memory-utilization 0.98 \\\n"
     "  --max-model-len 124000 \\\n"
     "  --max-num-seqs 1 \\\n"
     "  --max-num-batched-tokens 2048 \\\n"
     "  --enable-prefix-caching \\\n"
     "  --trust-remote-code --dtype bfloat16\n"
     "```\n"
     "\n"
     "## Observed\n"
     "At `0.98` (crashes):\n"
     "```\n"
     "INFO  [gpu_worker.py:642]  Available KV cache memory: 2.97 GiB\n"
     "INFO  [kv_cache_utils.py]  GPU KV cache size: 150,745 tokens, Maximum concurrency for 124,000 tokens",
     "oom_cuda_graph", {"gpu_memory_utilization": 0.98, "max_model_len": 124000, "available_gib": 2.97},
     "oom_cuda_graph",
     "A vLLM issue (Sept 2026) on a dev build 0.29.1rc1.dev339: Qwen3.8-27B NVFP4 (hybrid attention / linear "
     "attention) on one 24 GB RTX 5090 Laptop GPU with an NVFP4 KV cache at --gpu-memory-utilization 0.98 and "
     "--max-model-len 124000: the KV check passes (2.97 GiB of KV, 150,745 tokens) but the real CUDA-graph capture "
     "afterwards runs out of memory, because the profiled CUDA-graph estimate that was subtracted before sizing "
     "the KV pool under-reserves for the capture once the larger pool is allocated; 0.98 leaves too little "
     "headroom on this card.",
     "the reporter: --gpu-memory-utilization 0.97 boots and serves fine (issue closed); the proposed fix is more "
     "headroom in vLLM's CUDA-graph estimate",
     release="0.29.1rc1.dev339+gda9888462", gpu="NVIDIA GeForce RTX 5090 Laptop GPU (24 GB)", gpus=1,
     command="VLLM_ATTENTION_BACKEND=FLASHINFER vllm serve <model> --kv-cache-dtype nvfp4 --gpu-memory-utilization "
             "0.98 --max-model-len 124000 --max-num-seqs 1 --max-num-batched-tokens 2048 --enable-prefix-caching "
             "--trust-remote-code --dtype bfloat16",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.98}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype", "value": "nvfp4"}],
     note="judgement call 2: the issue's Summary, Environment, Reproduction and the first lines of its 'Observed' "
          "block as the stored copy shows them (the stored excerpt stops inside the 0.98 log at 'Graph capturing "
          "finished in 1 secs, took 0.46 G...', so the torch OutOfMemoryError line itself is quoted only in the "
          "Summary's prose); the line cut there was dropped. The summary's own '0.97 boots' is the fix, left in "
          "because it is part of the reporter's problem statement (say so if the lead wants it out). "
          "available_gib is the 'Available KV cache memory' the log prints, not a refusal's figure")

# ------------------------------------------------------------------ memory: free-memory gate on a 4 GB GPU at the default 0.9
case("vllm-25837-4gb-free-3.22-of-4.0-util-0.9", "https://github.com/vllm-project/vllm/issues/25837",
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File \"/home/vmejia/projects/loreal/"
     "loreal-dipi/.venv/lib/python3.10/site-packages/vllm/utils/__init__.py\", line 3060, in run_method\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     return func(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File \"/home/vmejia/projects/loreal/"
     "loreal-dipi/.venv/lib/python3.10/site-packages/vllm/worker/worker_base.py\", line 611, in init_device\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     self.worker.init_device()  # type: ignore\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]   File \"/home/vmejia/projects/loreal/"
     "loreal-dipi/.venv/lib/python3.10/site-packages/vllm/v1/worker/gpu_worker.py\", line 180, in init_device\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718]     raise ValueError(\n"
     "(EngineCore_DP0 pid=17374) ERROR 09-28 15:47:24 [core.py:718] ValueError: Free memory on device (3.22/4.0 "
     "GiB) on startup is less than desired GPU memory utilization (0.9, 3.6 GiB). Decrease GPU memory utilization "
     "or reduce GPU memory used by other processes.\n"
     "(EngineCore_DP0 pid=17374) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=17374) Traceback (most recent call last):",
     "free_memory_low",
     {"free_gib": 3.22, "total_gib": 4.0, "gpu_memory_utilization": 0.9, "requested_gib": 3.6},
     "other_process",
     "A [Usage] issue (Sept 2025, a V1 release of the 0.10.2/0.11 line by its EngineCore_DP0 / core.py:718 lines): "
     "an offline vllm.LLM on a 4.0 GiB GPU at the default gpu_memory_utilization 0.9 asks for 3.6 GiB while only "
     "3.22 GiB is free at startup: about 0.78 GiB of the card is held by something else (the display / another "
     "process), so V1's start-up gate refuses; the V0 engine, which had no such gate, started.",
     "none posted in the stored thread (open); the log's own advice: lower --gpu-memory-utilization to what is "
     "free (at most ~0.80 on this card) or free the other process's memory",
     release="not stated (a V1 release of Sept 2025, 0.10.2-0.11 by the log's layout)", gpu="a 4 GiB NVIDIA GPU "
     "(not named)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.805}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 3: the traceback's tail as the stored copy shows it (the earlier frames from llm_engine.py "
          "and core_client.py, and the lines after 'Traceback', dropped). Open thread with no answer: the log "
          "itself is conclusive (free 3.22 < requested 3.6). The title's 'Engine0' is the reporter's name for V0. "
          "The GPU's model is not stated")

# ------------------------------------------------------------------ memory: V1 KV refusal by 0.01 GiB once Mamba align-mode prefix caching is on
case("vllm-pr46778-qwen35-hybrid-5090-262144-9.29-of-9.28", "https://github.com/vllm-project/vllm/pull/46778",
     "Measured on a hybrid Qwen3.5-architecture model, one physical RTX 5090 (32,607 MiB), unchanged\n"
     "profile, the only edit being `--enable-prefix-caching --mamba-cache-mode align` added to a\n"
     "configuration that had been serving a 262,144-token window:\n"
     "\n"
     "```text\n"
     "To serve at least one request with the model's max seq len (262144), 9.29 GiB KV cache is needed,\n"
     "which is larger than the available KV cache memory (9.28 GiB). Based on the available memory, the\n"
     "estimated maximum model length is 260800.\n"
     "```\n"
     "\n"
     "Supply did not move: available KV is 9.28 GiB with the cache on and off, weights 18.19 GiB, peak\n"
     "activation 1.78, non-torch 0.27, CUDAGraph 0.45 all unchanged. What moved is the requirement, because\n"
     "`align` makes a request occupy whole mamba blocks and the mamba page size had already pushed the\n"
     "attention block size to 1,600 tokens.",
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 9.29, "available_gib": 9.28, "estimated_max_model_len": 260800},
     "kv_too_small",
     "A comment (Aug 2026) on a vLLM docs PR about Mamba/hybrid prefix caching: a hybrid Qwen3.5-architecture model "
     "on one RTX 5090 that served a 262,144-token window fails to start once --enable-prefix-caching "
     "--mamba-cache-mode align is added: the KV available (9.28 GiB) is unchanged, but align mode makes one request "
     "occupy whole Mamba blocks (attention block size 1,600 tokens), so one full-length sequence now needs 9.29 GiB, "
     "0.01 GiB more than there is.",
     "the commenter: '+0.0005 of --gpu-memory-utilization or 1,344 tokens of' context (i.e. --max-model-len 260800), "
     "or leave prefix caching off; asks that the docs say prefix caching on hybrids lowers the servable length",
     release="not stated (Aug 2026, a release with --mamba-cache-mode align)", gpu="NVIDIA GeForce RTX 5090 (32 GB)",
     gpus=1,
     forbidden=[{"flag": "--max-model-len", "above": 260800}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 1: the comment's measurement paragraph and its quoted error as stored; the sentence with "
          "the fix ('The price on this card is either +0.0005 of --gpu-memory-utilization or 1,344 tokens of ...') "
          "left out. The commenter quotes the ValueError's text without the 'ValueError:' prefix and line-wrapped "
          "in a text block; the model is not named beyond 'Qwen3.5-architecture', and the utilization in use is not "
          "printed. A PR thread, not an issue: the launch failure is the commenter's own")

# ------------------------------------------------------------------ memory: profiling assertion, a co-tenant released memory during the profile run
case("vllm-56830-h100nvl-profiling-assert-82.94-to-90.17", "https://github.com/vllm-project/vllm/issues/56830",
     "### Your current environment\n"
     "\n"
     "```\n"
     "# primary reproduction -- discrete NVIDIA, stock published image\n"
     "GPU            : NVIDIA H100 NVL (95830 MiB), x86_64\n"
     "Driver / CUDA  : 580.105.08 / CUDA 13.0\n"
     "vLLM           : 0.29.0 (vllm/vllm-openai:v0.29.0)\n"
     "...\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "`Worker.determine_available_memory` aborts engine startup whenever free memory is\n"
     "higher after profiling than before it:\n"
     "\n"
     "```\n"
     "AssertionError: Error in memory profiling. Initial free memory 82.94 GiB,\n"
     "current free memory 90.17 GiB. This happens when other processes sharing the\n"
     "same container release GPU memory while vLLM is profiling during initialization.\n"
     "To fix this, ensure consistent GPU memory allocation or isolate vLLM in its own\n"
     "container.\n"
     "```\n"
     "...\n"
     "```bash\n"
     "# Two containers, one GPU:\n"
     "#   * co-tenant: plain PyTorch, holds HOLD_GIB of device memory, releases it\n"
     "#                once vLLM has loaded its weights (i.e. during the profile run)\n"
     "#   * vLLM     : a stock `vllm serve`, capped with --gpu-memory-utilization\n"
     "...\n"
     "IMAGE=${IMAGE:-vllm/vllm-openai:v0.29.0}\n"
     "MODEL=${MODEL:-facebook/opt-125m}\n"
     "UTIL=${UTIL:-0.2}                               # --gpu-memory-utilization\n"
     "HOLD_GIB=${HOLD_GIB:-8}                         # GiB the co-tenant holds\n"
     "RELEASE=${RELEASE:-1}                           # RELEASE=0 -> control run, startup succeeds\n"
     "```",
     "memory_profiling_error", {}, "other_process",
     "A vLLM bug report (Sept 2026, vllm/vllm-openai:v0.29.0 on one H100 NVL): a second process on the same GPU (the "
     "reporter's reproduction: a plain-PyTorch co-tenant holding 8 GiB) releases its memory while vLLM runs its "
     "start-up profile, so free device memory is higher after profiling (90.17 GiB) than before (82.94 GiB) and "
     "vLLM's profiling assertion aborts the engine; with the co-tenant not releasing (RELEASE=0) startup succeeds. "
     "(A second reproduction on a GB10 / DGX Spark with no co-tenant, 0.27.1, is the unified-memory variant.)",
     "none merged in the stored thread (open); the assertion's own advice: keep other processes' GPU memory steady "
     "while vLLM starts or isolate vLLM on its own GPU/container (the reporter's control run with RELEASE=0 starts); "
     "an opt-in escape hatch VLLM_MEMORY_PROFILER_ALLOW_FREE_MEMORY_INCREASE=1 is proposed in PR #45534",
     release="0.29.0 (vllm/vllm-openai:v0.29.0)", gpu="NVIDIA H100 NVL (95830 MiB)", gpus=1,
     command="vllm serve facebook/opt-125m --gpu-memory-utilization 0.2 (the reproduction script's defaults)",
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2 and 3: the issue's environment block (its GB10 'secondary reproduction' lines replaced "
          "by '...'), the quoted AssertionError, and lines from the reproduction script's header and defaults (the "
          "rest of the script and the prose between replaced by '...'). The error is quoted as the reporter "
          "line-wrapped it. A reproduction built on purpose, not a user's accident; the cause is stated by the "
          "reporter and by the assertion text. Changing --gpu-memory-utilization does not help (the check compares "
          "free memory before and after), hence no utilization step is named as the fix")

# ------------------------------------------------------------------ memory: OOM in warmup after pinning the advisory --kv-cache-memory (hidden CUDA context)
case("vllm-pr54275-qwen38-flash-next-4x5090-pinned-kv-cache-memory-warmup-oom",
     "https://github.com/vllm-project/vllm/pull/54275",
     "The boot-time suggestion \"or `--kv-cache-memory=N` to fully utilize gpu memory\" is computed from "
     "`init_snapshot.free_memory`, taken before the model loads. Anything another process allocates on the device "
     "after that snapshot — a co-tenant, or a helper the engine itself spawns later that holds its own CUDA context "
     "(e.g. a CPU-offload worker) — is invisible to the formula. The suggestion then over-promises, and pinning the "
     "printed value OOMs during warmup.\n"
     "...\n"
     "## How this was found (experiment → result)\n"
     "\n"
     "Measured on 4× RTX 5090 (sm120), TP=4, serving Qwen3.8-Flash-Next with PLE CPU offload (the offload worker "
     "holds a ~682 MiB CUDA context that spawns after the init snapshot):\n"
     "\n"
     "1. Boot with default utilization → advisory prints `--kv-cache-memory=7160348160` (6.67 GiB) \"to fully "
     "utilize gpu memory\".\n"
     "2. Reboot pinned at 7,160,348,160 → **OOM during warmup**: \"Tried to allocate 722.00 MiB. GPU 0 … 617.62 MiB "
     "is free. …",
     "oom_forward", {"tried_gib": 0.71, "tensor_parallel_size": 4}, "other_process",
     "A vLLM PR (Aug 2026) and the experiment behind it: Qwen3.8-Flash-Next on 4x RTX 5090 (TP=4) with PLE CPU "
     "offload; the first boot's advisory suggested --kv-cache-memory=7160348160 (6.67 GiB) 'to fully utilize gpu "
     "memory', computed from the free memory at the worker's init snapshot; the offload worker's own ~682 MiB CUDA "
     "context appears after that snapshot, so pinning the suggested KV size leaves less than the warmup needs and "
     "the relaunch runs out of memory in warmup (722 MiB asked, 617.62 MiB free).",
     "the PR clamps the advisory by memory other processes allocated since startup (closed unmerged; superseded by "
     "#57656); for the user: pin a --kv-cache-memory smaller by the offload worker's ~0.7 GiB (the 'fit into "
     "requested memory' figure) or leave the KV size to --gpu-memory-utilization",
     release="not stated (Aug 2026 main, a release with --kv-cache-memory advisories and PLE offload)",
     gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-model-len"}],
     note="judgement calls 1 and 2: the PR's first Summary paragraph and its 'How this was found' steps 1-2 as "
          "stored (the paragraph on the clamp formula between them replaced by '...'); the stored copy stops inside "
          "step 2's quoted error ('… Pro'), so the torch OOM line is only the PR author's abridged quote. Kind: "
          "no exact row for an OOM in the post-KV warmup; oom_forward (the weights and KV were in place) is the "
          "closest, oom_cuda_graph the alternative (vLLM's warmup includes graph capture and the sampler warmup). "
          "tried_gib is 722.00 MiB as GiB. Cause other_process: memory held by a process the profile did not see "
          "(the engine's own offload worker), not a KV sizing of vLLM's own")

# ------------------------------------------------------------------ memory: GDN/Mamba cache blocks fewer than the CUDA-graph batch (pre-refusal assert form)
case("vllm-pr35946-qwen35-4b-5060ti-causal-conv1d-assert-graph-capture",
     "https://github.com/vllm-project/vllm/pull/35946",
     "## Purpose\n"
     "\n"
     "Fixes https://github.com/vllm-project/vllm/issues/35945\n"
     "\n"
     "When using Qwen3.5 or other GDN-based models, vLLM fails during CUDA Graph capture with:\n"
     "```\n"
     "assert num_cache_lines >= batch\n"
     "AssertionError\n"
     "```\n"
     "...\n"
     "## Test Plan\n"
     "\n"
     "```bash\n"
     "# Test with Qwen3.5-4B\n"
     "vllm serve /path/to/Qwen3.5-4B --max-model-len 8192\n"
     "```\n"
     "\n"
     "## Historical Test Result\n"
     "\n"
     "**Before:** Server fails during CUDA Graph capture  \n"
     "...\n"
     "The original PR reports testing with:\n"
     "- Qwen3.5-4B\n"
     "- vLLM 0.16.1rc1.dev197\n"
     "- CUDA 13.0",
     "mamba_blocks", {"max_model_len": 8192}, "mamba_blocks",
     "The reporter of issue #35945 (Qwen3.5-4B, a hybrid Gated-DeltaNet model, on one 16 GB RTX 5060 Ti, vLLM "
     "0.16.1rc1.dev197) in his own fix PR: vllm serve dies in CUDA-graph capture on causal_conv1d_update's "
     "`assert num_cache_lines >= batch`. The decode graphs are captured at batch sizes up to max_num_seqs, but on a "
     "small card the profiled pool holds fewer Mamba/GDN cache blocks (cache lines) than that batch, which is the "
     "condition later releases refuse up front with 'max_num_seqs (N) exceeds available Mamba cache blocks (M)' "
     "(maintainers' PRs #34881 / #36639 describe the same mechanism: capture batch > num_blocks when GPU memory is "
     "limited).",
     "the PR (remove the assertion) was closed unmerged; what works for the user: lower --max-num-seqs to the number "
     "of Mamba cache blocks (or raise --gpu-memory-utilization), or --enforce-eager; later releases cap the capture "
     "sizes / refuse with the explicit max_num_seqs message",
     release="0.16.1rc1.dev197 (CUDA 13.0)", gpu="NVIDIA GeForce RTX 5060 Ti (16 GB)", gpus=1,
     command="vllm serve /path/to/Qwen3.5-4B --max-model-len 8192",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1 and 2: the PR's Purpose (its error block) and Test Plan / Historical Test Result lines "
          "as stored (its 'Changes' list and the 'After' line replaced by '...'). The GPU is from the linked issue "
          "#35945's collect_env (RTX 5060 Ti), which is not quoted here. Kind: no row reads this bare assert; "
          "mamba_blocks (the same shortage, before vLLM turned it into an explicit refusal) is the closest, "
          "vllm_check_failed the alternative (a vLLM assert in causal_conv1d.py). The PR author's own theory "
          "(the assertion is simply wrong) is not the cause taken: the maintainers' fixes #34881 / #36639 tie it "
          "to Mamba cache blocks < capture batch under limited memory. No block count is printed")

if __name__ == "__main__":
    BATCH.write()
