"""Round-12 blind batch: real startup logs collected after round 11, NOT graded by the collector (helper wild12) ->
tests/golden/wild/<id>.json, each marked ``"batch": "round12-blind"``; the lead grades it once
(``python tests/wild_grade.py round12``).

Same rules as tools/wild_cases_round11.py, aimed at memory: startup failures and capacity questions (the free-memory
gate, KV cache too small in a wrapper's shortened wording, a negative KV budget after a release change, OOM before
loading, OOM in a vision model's profiling run, capacity reports including vLLM's post-start memory report whose
opening mimics the free-memory refusal, and a KV pool shrunk by the CUDA-graph memory estimate) in recent releases
(0.6.2 to 0.29-era builds of 2026), on GB10 unified-memory boxes, RTX 3090/4090/5090, A100, H100 and H200, directly
and behind wrappers (olmOCR, Dynamo, vLLM-Omni, verl). Collected
through the search tool's issues corpus, plus one public registry of field failures (Model Serving Minefield, read from
its fetched snapshot at a pinned commit) whose entries quote vLLM's messages with the contributor's measurements and
fix; the pages corpus and the code index gave nothing citable (SEO explainers; repository docs the code index names no
repository for). vLLM's own tracker is mined out for memory (nearly every hit was an earlier fixture or an earlier
round's skip), so most cases come from wrappers, recipes and deployment repositories (olmOCR, Dynamo, club-3090,
home-ops, GLM-5.3 recipes). Threads were taken in the order the search returned them when they showed the log and
either what fixed it or a maintainer's diagnosis; none is in the earlier fixtures, tests/golden/logs or ../shared/cases
(urls checked against /work/coord/USED_SOURCES.txt and BLIND.md's skip lists, and no incident posted twice). Every
expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only
and NOT checked against kvroom: nobody ran ``kvroom explain`` on these excerpts and kvroom's source was not read to
choose them. Kinds and causes are names that already exist (README's message_kind table and causes paragraph); the
cause is the one the excerpt itself evidences, a deeper story only the thread tells is in real_cause/note (round 10's
lesson; no release_regression in this batch). Excerpts are the text as the thread shows it (a line the search excerpt
cut short stays cut; line wraps kept). Run once; the JSON is the fixture.

Judgement calls for the grader (each case's ``note`` says more):
1. Shortened or retyped vLLM messages, numbers as vLLM printed them: rwlove-home-ops-13221 ('Free memory on cuda:0
   (38.74/121.63 GiB) < desired utilization (0.35, 42.57 GiB)') -> free_memory_low; olmocr-269 ('1.75 GiB KV cache is
   needed, available 0.13 GiB') -> kv_cache_too_small; miaai-glm53-pr25's second block (the CUDA-graph notice retyped).
2. Not vLLM's log line but the thread's own table of vLLM's numbers: dynamo-5144 (Available KV cache -0.48 GiB) ->
   kv_memory_negative, cause weights_exceed_budget (the non-KV memory above the 0.9 budget); the release change is in
   the excerpt but goes to real_cause.
3. Capacity logs (kind null, cause capacity): club-3090-1087 opens with 'Free memory on device (30.27/31.4 GiB) on
   startup. Desired GPU memory utilization is (0.92, 28.88 GiB).', vLLM's post-start memory report, not the
   free-memory refusal (free is above desired and the engine went on); miaai-glm53-pr25 is a 'why is my KV pool
   smaller' question answered by VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.
4. other_process for memory outside vLLM that is not one named process: minefield-119 (shared-pool pressure on GB10
   unified memory: page cache, orphaned contexts, swap), minefield-81 (a stopped container whose memory the driver had
   not yet reclaimed), minefield-123 (an orphaned VLLM::EngineCore of the previous launch, a named process).
5. minefield-81: a CUDA OOM (torch.AcceleratorError) in init_device's first memory query, before any weight was read
   -> oom_loading by the README's definition ('or, with no sign of progress, before'); memory flags forbidden because
   the entry names lowering them as the misdiagnosis.
6. Registry entries instead of issue threads: the three minefield-* cases cite files of a public registry at a pinned
   commit; their status lines are 'contributor-measured, conditions as reported' (119, 123) and 'measured here, raw not
   published' (81).
7. Utilization forbids from the printed numbers: rwlove-13221 >= 0.319 (38.74/121.63), minefield-123 >= 0.073
   (8.88/121.69), minefield-119 >= 0.901 (before the reclaim); olmocr-269 and dynamo-5144 forbid util at or below the
   one in effect (0.80, 0.9); vllm-omni-pr1842 >= 0.802 (111.99/139.8).
8. Wrappers that run vLLM's own check: vllm-omni-pr1842 (vLLM-Omni, the vllm-project's multi-stage extension; the
   'other process' is the same deployment's diffusion stage, its [Stage-1] lines in the excerpt) and verl-4229 (verl's
   fully-async rollout; the title is the reporter's shortening with only the 0.8 utilization, so the other numbers
   are absent; the memory is verl's own FSDP copy in the rollout worker -> other_process, not weights_exceed_budget).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round12-blind")
case = BATCH.case

# ------------------------------------------------------------------ the free-memory gate (a shared GB10 box)
case("rwlove-home-ops-13221-spark-coder-free-38.74-of-121.63", "https://github.com/rwlove/home-ops/pull/13221",
     "Phase-3 on-box tuning. `vllm-coder-spark` failed engine init:\n\n"
     "> `Free memory on cuda:0 (38.74/121.63 GiB) < desired utilization (0.35, 42.57 GiB)`\n\n"
     "**Live facts vs the drafted budget:**\n"
     "- vLLM sees **121.63 GiB** usable (not 128 — ~6 GiB system/firmware)\n"
     "- Non-vLLM co-tenants (comfyui, tei ×2, pump-cv, av1corrector, bge-m3, CUDA contexts) hold **~32 GiB** — more "
     "than budgeted",
     "free_memory_low", {"free_gib": 38.74, "total_gib": 121.63, "gpu_memory_utilization": 0.35,
                         "requested_gib": 42.57}, "other_process",
     "a home-lab GB10 box (121.63 GiB unified memory seen by vLLM) running two vLLM services next to ComfyUI, two TEI "
     "embedders and other GPU co-tenants: the co-tenants hold about 32 GiB and the other vLLM service its own share, so "
     "the coder service's 0.35 budget (42.57 GiB) is above the 38.74 GiB free at its start and the gate refuses before "
     "loading.",
     "the author's PR lowers the coder service to 0.28 (~34 GiB) and the other vLLM service from 0.42 to 0.36; the coder "
     "then completes init",
     release="not stated (July 2026)", gpu="GB10 (121.63 GiB unified, 'spark')", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.319}],
     note="judgement call on the kind: the PR quotes vLLM's refusal abbreviated by its author ('Free memory on cuda:0 "
          "(38.74/121.63 GiB) < desired utilization (0.35, 42.57 GiB)'), not vLLM's full wording; the numbers are "
          "vLLM's. Any utilization at or above 38.74/121.63 (about 0.3185) fails while the co-tenants hold their "
          "memory. The same repository's PR #13226 (Mamba blocks, an earlier fixture) is a different incident")

# ------------------------------------------------------------------ KV cache too small behind a wrapper's flags
case("olmocr-269-4090-kv-1.75-of-0.13-duplicate-util-flag", "https://github.com/allenai/olmocr/issues/269",
     "On RTX 4090 / 24 GB the default pipeline fails at start-up:\n"
     "ValueError: 1.75 GiB KV cache is needed, available 0.13 GiB\n\n"
     "Root cause: `olmocr/pipeline.py` appends **two** `--gpu-memory-utilization`\n"
     "flags (0.95 and later 0.80). vLLM keeps the *last* flag, so only 80 % VRAM\n"
     "is reserved and KV-cache allocation fails.\n\n"
     "Reproduced on:\n"
     "GPU: RTX 4090 24 GB\n"
     "Driver/CUDA: 550.x / 12.5\n"
     "vLLM: 0.9.1",
     "kv_cache_too_small", {"needed_gib": 1.75, "available_gib": 0.13}, "kv_too_small",
     "olmOCR's pipeline (a Qwen2.5-VL-7B based OCR model, max_model_len 32768) on one RTX 4090 with vLLM 0.9.1: the "
     "pipeline passed --gpu-memory-utilization twice, 0.95 then 0.80, vLLM kept the last one, and at 0.80 of 24 GB "
     "the weights and the profile left 0.13 GiB for KV cache against the 1.75 GiB one 32768-token request needs.",
     "PR #270 (merged, 'Closes #269'; the maintainer jakep-allenai approved it) passes one --gpu_memory_utilization "
     "(default 0.95) and exposes --max_model_len; on the RTX 4090 the server then starts with 3.66 GiB of KV cache, "
     "and another user confirms it fixed the same error on the same card",
     release="0.9.1", gpu="RTX 4090", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.8}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call on the kind: the reporter shortened vLLM's V1 message ('To serve at least one request ... "
          "X GiB KV cache is needed, which is larger than the available KV cache memory (Y GiB)') to '1.75 GiB KV "
          "cache is needed, available 0.13 GiB'; the numbers are vLLM's. The 0.80 in effect is the reporter's "
          "reading of olmOCR's argv, not a vLLM line")

# ------------------------------------------------------------------ negative KV after a release change (DeepSeek-R1 DEP)
case("dynamo-5144-dsr1-dep-2node-h100-negative-0.48", "https://github.com/ai-dynamo/dynamo/pull/5144",
     "## Problem\n"
     "vLLM 0.12.0 + DeepEP 1.2.1 increased non-torch forward memory by ~1.15 GiB compared to vLLM 0.11.0, causing KV "
     "cache allocation to fail with negative available memory (-0.48 GiB).\n\n"
     "| Metric                      | 0.7.1       | 0.8.0       | Diff       |\n"
     "|-----------------------------|-------------|-------------|------------|\n"
     "| vLLM Version                | 0.11.0      | 0.12.0      | -          |\n"
     "| DeepEP Version              | 1.1.0       | 1.2.1       | -          |\n"
     "| non-torch forward increase  | 6.32 GiB    | 7.47 GiB    | +1.15 GiB  |\n"
     "| Total non KV cache memory   | 70.37 GiB   | 71.68 GiB   | +1.31 GiB  |\n"
     "| Available KV cache          | 0.83 GiB    | -0.48 GiB   | -1.31 GiB  |",
     "kv_memory_negative", {"available_gib": -0.48}, "weights_exceed_budget",
     "Dynamo's dsr1_dep.sh recipe (DeepSeek-R1 with data + expert parallelism over DeepEP on a 2-node H100 cluster) at "
     "--gpu-memory-utilization 0.9: moving from vLLM 0.11.0 / DeepEP 1.1.0 to vLLM 0.12.0 / DeepEP 1.2.1 added 1.15 "
     "GiB of non-torch forward memory, so the memory vLLM holds outside the KV cache (71.68 GiB) passed the 0.9 budget "
     "of an 80 GB H100 and the KV cache came out at -0.48 GiB.",
     "the PR raises --gpu-memory-utilization from 0.9 to 0.95 (about 4 GiB more on 80 GB GPUs): available KV cache "
     "3.47 GiB, the deployment starts (reproduced and verified on the 2-node H100 cluster)",
     release="0.12.0 (Dynamo 0.8.0)", gpu="H100 80GB", gpus=16,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}],
     note="judgement call: the excerpt is the PR's own table of vLLM's numbers, not vLLM's log line ('Available KV "
          "cache memory: -0.48 GiB' in the log). The release change is in the excerpt, but the cause the numbers "
          "evidence is the non-KV memory above the 0.9 budget (weights_exceed_budget); the release story is "
          "real_cause. The 0.7.1/0.8.0 columns are Dynamo releases. gpus=16 assumes two 8-GPU nodes ('2-node H100 "
          "cluster'); the node size is not stated")

# ------------------------------------------------------------------ capacity reports (no failure)
case("club-3090-1087-2x5090-qwen38-27b-fp8-kv-in-use-12.26", "https://github.com/noonghunna/club-3090/issues/1087",
     "(Worker_TP0 pid=223) INFO 08-22 04:42:13 [gpu_worker.py:789] Free memory on device (30.27/31.4 GiB) on startup. "
     "Desired GPU memory utilization is (0.92, 28.88 GiB). Actual usage is 15.03 GiB for consumed memory (weights + "
     "non-torch), 1.59 GiB for peak activation, and 0.09 GiB for CUDAGraph memory. Replace gpu_memory_utilization config "
     "with `--kv-cache-memory=12917635953` (12.03 GiB) to fit into requested memory, or "
     "`--kv-cache-memory=14405811712` (13.42 GiB) to fully utilize gpu memory. Current kv cache memory in use is "
     "12.26 GiB.\n"
     "(Worker_TP1 pid=238) INFO 08-22 04:42:13 [gpu_worker.py:726] CUDA graph pool memory: 0.09 GiB (actual), 0.13 GiB "
     "(estimated), difference: 0.04 GiB (51.1%).\n"
     "(Worker_TP1 pid=238) INFO 08-22 04:42:13 [gpu_worker.py:789] Free memory on device (30.5/31.4 GiB) on startup. "
     "Desired GPU memory utilization is (0.92, 28.88 GiB). Actual usage is 15.05 GiB for consumed memory (weights + "
     "non-torch), 1.59 GiB for peak activation, and 0.09 GiB for CUDAGraph memory. Replace gpu_memory_utilization config "
     "with `--kv-cache-memory=12889979761` (12.0 GiB) to fit into requested memory, or "
     "`--kv-cache-memory=14624833024` (13.62 GiB) to fully utilize gpu memory. Current kv cache memory in use is "
     "12.24 GiB.",
     None, {}, "capacity",
     "club-3090's Qwen3.8-27B FP8 dual-GPU compose on two RTX 5090 (TP 2, PCIe 5 x8, util 0.92): a working start "
     "(a bench report); after weights and non-torch memory (about 15 GiB per GPU), a 1.59 GiB activation peak and "
     "0.09 GiB of CUDA graphs, about 12.25 GiB of KV cache per GPU.",
     "none needed (a bench report of a working start)",
     release="not stated (August 2026; the post-start memory report of 0.2x releases)", gpu="RTX 5090", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call: vLLM's post-start memory report opens with 'Free memory on device (X/Y GiB) on startup. "
          "Desired GPU memory utilization is (U, Z GiB)', the same opening as the free-memory gate's refusal, but here "
          "free (30.27) is above the desired 28.88 GiB and the engine went on; it is a capacity log, not "
          "free_memory_low. Numbers left empty: no 'Available KV cache memory' line is in the excerpt. The paste "
          "continues with an unrelated JIT-monitor line (dropped)")

case("club-3090-127-6x3090-vfio-tp4-kv-15.72", "https://github.com/noonghunna/club-3090/issues/127",
     "(Worker_TP1 pid=148) INFO 05-14 00:04:16 [gpu_model_runner.py:6143] Estimated CUDA graph memory: 0.17 GiB total\n"
     "(Worker_TP3 pid=150) INFO 05-14 00:04:17 [gpu_worker.py:475] CUDA graph memory profiling is enabled (default since "
     "v0.21.0). The current --gpu-memory-utilization=0.9200 is equivalent to --gpu-memory-utilization=0.9129 without "
     "CUDA graph memory profiling. To maintain the same effective KV cache size as before, increase "
     "--gpu-memory-utilization to 0.9271. To disable, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.\n"
     "(Worker_TP0 pid=147) INFO 05-14 00:04:17 [gpu_worker.py:460] Available KV cache memory: 15.72 GiB\n"
     "(Worker_TP0 pid=147) INFO 05-14 00:04:17 [gpu_worker.py:475] CUDA graph memory profiling is enabled (default since "
     "v0.21.0). The current --gpu-memory-utilization=0.9200 is equivalent to --gpu-memory-utilization=0.9129 without "
     "CUDA graph memory profiling. To maintain the same effective KV cache size as before, increase "
     "--gpu-memory-utilization to 0.9271. To disable, set VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0.\n"
     "(Worker_TP2 pid=149) INFO 05-14 00:04:17 [gpu_worker.py:475] CUDA graph memory profiling is enabled (default since "
     "v0.21.0). The current --gpu-memory-utilization=0.9200 is equivalent to --gpu-memory-utilization=0.9129 without "
     "CUDA graph memory profiling. To maintain the same effective",
     None, {"available_kv_gib": 15.72}, "capacity",
     "club-3090's quad-GPU Qwen 27B compose on four of six RTX 3090 passed through to a VM (VFIO, TP 4, 250 W cap, "
     "util 0.92): a working start (a bench report); 15.72 GiB of KV cache per GPU after a 0.17 GiB CUDA-graph estimate.",
     "none needed (a bench report of a working start)",
     release="0.21+ (CUDA graph memory profiling on by default)", gpu="RTX 3090", gpus=6,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 6}],
     note="the paste ends where the search excerpt cut it, inside the TP2 worker's CUDA-graph profiling notice. The rig "
          "has six cards, the compose uses four (TP 4)")
# ------------------------------------------------------------------ memory held outside vLLM on GB10 boxes (a registry of field failures)
MINEFIELD = "https://github.com/Blackwellboy/model-serving-minefield/blob/570c9faac4f235c3bf71734b6b2159eae3505c69/"

case("minefield-123-gb10-orphan-enginecore-free-8.88", MINEFIELD + "traps/runtime/123-vllm-v1-enginecore-orphan-holds-gpu-memory.md",
     "ValueError: Free memory on device cuda:0 (8.88/121.69 GiB) on startup is less\n"
     "than desired GPU memory utilization (0.85, 103.44 GiB). Decrease GPU memory\n"
     "utilization or reduce GPU memory used by other processes.",
     "free_memory_low", {"free_gib": 8.88, "total_gib": 121.69, "gpu_memory_utilization": 0.85,
                         "requested_gib": 103.44}, "other_process",
     "a DGX Spark (GB10, 121.69 GiB unified) relaunching vllm serve (a V1 nightly, NemotronH 30B-A3B NVFP4) after "
     "kill -9 of the previous API-server PID only: that process's VLLM::EngineCore child survived and still held "
     "104277 MiB, so 8.88 GiB was free against the 103.44 GiB asked for. Measured twice in one session by the "
     "contributor.",
     "kill the surviving VLLM::EngineCore PID (it cleared the state both times) and tear vLLM down by process group; "
     "the entry says explicitly not to lower --gpu-memory-utilization to fit around the orphan",
     release="0.1.dev1+g75231eff2.d20260809 (a V1 nightly for sm_121)", gpu="GB10 (DGX Spark, 121.69 GiB unified)",
     gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.073}],
     note="a registry entry (Model Serving Minefield, trap 123, 'contributor-measured, conditions as reported' by "
          "Victor Cruz), not an issue thread; the error is the contributor's paste with the registry's line wraps. "
          "Any utilization above 8.88/121.69 (about 0.073) fails while the orphan lives; the registry's fix is to "
          "kill it, so a lower utilization is a workaround it warns against, not the fix")

case("minefield-119-4xgb10-glm52-free-109.53-drift", MINEFIELD + "traps/memory/119-free-memory-drifts-down-after-churn.md",
     "ValueError: Free memory on device cuda:0 (109.53/121.69 GiB) on startup is\n"
     "less than desired GPU memory utilization (0.91, 110.74 GiB)",
     "free_memory_low", {"free_gib": 109.53, "total_gib": 121.69, "gpu_memory_utilization": 0.91,
                         "requested_gib": 110.74}, "other_process",
     "GLM-5.2 (int4/int8 mix, fp8_ds_mla KV, 200K-600K context) over four DGX Spark nodes (TP 4, 121.69 GiB unified "
     "each) at a utilization that had worked for weeks: after a 433 GB model download and a run of failed boots, page "
     "cache, orphaned contexts, pinned buffers and swap in the shared pool left 109.53 GiB free on rank 0 against the "
     "110.74 GiB asked for; the other ranks then filled the log with NCCL errors. Not a fabric problem.",
     "reclaim the shared pool on the dedicated node (stop GPU users, drop caches, cycle swap): free memory came back to "
     "about 117.7 GiB and the original 0.91 booted unchanged; the entry advises against lowering the utilization for a "
     "transient condition",
     release="0.23.1rc1.dev190+gab6660699 and a July 2026 dev build", gpu="GB10 (DGX Spark, 121.69 GiB unified)",
     gpus=4,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.901},
                {"flag": "--tensor-parallel-size", "above": 4}],
     note="a registry entry (Model Serving Minefield, trap 119, 'contributor-measured, conditions as reported' by "
          "tonyd2wild), not an issue thread; the message is quoted with the registry's line wrap. Judgement call on the "
          "cause: the memory held outside vLLM is shared-pool pressure (page cache, orphaned contexts, swap) on unified "
          "memory, not one named process; other_process is the closest existing cause. Utilizations at or above about "
          "0.901 (109.64 GiB) still fail before the reclaim")

case("minefield-81-gb10-stopped-container-oom-at-init", MINEFIELD + "traps/memory/81-stopped-container-has-not-released-memory.md",
     "You stop the lane that is occupying a node, `docker ps` shows it\n"
     "`Exited (0)`, you start the next lane, and it dies immediately with\n\n"
     "```\n"
     "torch.AcceleratorError: CUDA error: out of memory\n"
     "```\n\n"
     "The traceback is not from weight loading or from KV cache sizing. It is from\n"
     "`MemorySnapshot.__post_init__` calling `torch.cuda.mem_get_info` in\n"
     "`init_device`, which is the very first thing the worker does. The engine never\n"
     "got as far as reading the checkpoint.",
     "oom_loading", {}, "other_process",
     "a GB10 (DGX Spark class, 121 GiB unified) node: the co-tenant lane at --gpu-memory-utilization 0.86 was stopped "
     "and showed Exited (0), but the driver had not yet given its memory back; a launch about 3 minutes later failed "
     "in init_device's first memory query, before any weight was read. Timing, not capacity.",
     "wait for the memory to come back (gate the launch on measured free memory, here 117 GiB available): the same "
     "command, image and checkpoint then came up and served 600 requests. The entry warns that lowering "
     "--gpu-memory-utilization is the wrong fix that a late-enough retry makes look right",
     release="not stated (July 2026)", gpu="GB10 (DGX Spark class, 121 GiB unified)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"}],
     note="a registry entry (Model Serving Minefield, trap 81, 'measured here, raw not published'), not an issue "
          "thread; the excerpt is the entry's symptom paragraph around the exception it quotes. Judgement call on the "
          "kind: a CUDA OOM before any sign of loading is oom_loading by the README's definition ('or, with no sign of "
          "progress, before'); the memory was still held by the stopped container, hence other_process. Memory flags "
          "are forbidden because the entry names lowering them as the misdiagnosis")
case("miaai-glm53-pr25-2xgb10-cudagraph-estimate-2.43", "https://github.com/MiaAI-Lab/GLM-5.3-Flash-EXL3-2x-DGX-Sparks/pull/25",
     "vLLM deducts a CUDA-graph memory **estimate** from the KV pool. On our 2× GB10 kit the engine reports:\n\n"
     "```\n"
     "CUDA graph pool memory: -0.19 GiB (actual), 2.43 GiB (estimated), difference: 2.62 GiB\n"
     "```\n\n"
     "So ~2.6 GiB of KV is reserved and never used. vLLM itself flags this and suggests raising util to compensate:\n\n"
     "```\n"
     "The current --gpu-memory-utilization=0.8600 is equivalent to 0.8400 without CUDA\n"
     "graph memory profiling. To maintain the same effective KV cache size, increase\n"
     "--gpu-memory-utilization\n"
     "```",
     None, {}, "capacity",
     "GLM-5.3-Flash (EXL3 4bpw, DFlash2 k=7) over two DGX Spark nodes (GB10, TP 2) at util 0.86 and 800000 tokens: "
     "vLLM's CUDA-graph memory estimate (2.43 GiB) is taken out of the KV budget while the graphs' pool ended at -0.19 "
     "GiB, so about 2.6 GiB per node of KV is reserved for graphs that never use it; the kits that miss util 0.87 by "
     "under 1 GiB cannot raise the utilization to compensate.",
     "the merged PR sets VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 (graphs still captured, only the deduction "
     "skipped): the KV pool goes from 802,083 to 855,598 tokens at util 0.86 / 800k",
     release="0.21+ (CUDA graph memory profiling on by default)", gpu="GB10 (DGX Spark, 121.69 GiB unified)", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--gpu-memory-utilization", "at_least": 0.87}],
     note="a capacity question, not a failure: why the KV pool is smaller than the budget allows. The first block is "
          "vLLM's line as printed; the second is vLLM's CUDA-graph profiling notice retyped by the PR author with line "
          "wraps and without the suggested value. Utilizations of 0.87 and above are forbidden because the thread says "
          "these kits cannot reach them (the free-memory gate, issue #16 of the repository)")
# ------------------------------------------------------------------ OOM in the profiling run (a vision model's dummy batch)
case("vllm-8903-llama32-vision-4xa100-profile-oom-19.63", "https://github.com/vllm-project/vllm/issues/8903",
     "docker run  --gpus all \\\n"
     "    -v /data/hf_cache/ \\\n"
     "    --env \"HUGGING_FACE_HUB_TOKEN=<token>\" \\\n"
     "    -p 8000:8000 \\\n"
     "    --ipc=host \\\n"
     "    vllm/vllm-openai:latest \\\n"
     "    --model meta-llama/Llama-3.2-11B-Vision-Instruct \\\n"
     "    --tensor-parallel-size 4 \\\n"
     "    --max-model-len 4096 \\\n"
     "    --download_dir /data/vllm_cache \\\n"
     "    --enforce-eager\n\n"
     "VllmWorkerProcess pid=214) ERROR 09-27 05:20:38 multiproc_worker_utils.py:233] Exception in worker "
     "VllmWorkerProcess while processing method determine_num_available_blocks: CUDA out of memory. Tried to allocate "
     "19.63 GiB. GPU 3 has a total capacity of 79.15 GiB of which 17.73 GiB is free. Process 78729 has 61.41 GiB memory "
     "in use. Of the allocated memory 56.64 GiB is allocated by PyTorch, and 4.07 GiB is reserved by PyTorch but "
     "unallocated. If reserved but unallocated memory is large try setting "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  "
     "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables), Tra",
     "oom_profiling", {"tried_gib": 19.63, "total_gib": 79.15, "free_gib": 17.73}, "oom_profiling",
     "Llama-3.2-11B-Vision (mllama, cross-attention) in the vllm/vllm-openai:latest image of September 2024 over four "
     "A100 80GB (TP 4, eager, max_model_len 4096): the profiling run (determine_num_available_blocks) at the default "
     "max_num_seqs (256) asked for 19.63 GiB more with 17.73 GiB left on the card; the maintainers explain in vllm#8879 "
     "that this model's cross-attention makes the default batch too large to profile. Not another process: the 61.41 "
     "GiB in use is vLLM's own worker.",
     "the reporter: the same command with --max-num-seqs 16 works (the limit the maintainers give for this model in "
     "vllm#8879)",
     release="vllm/vllm-openai:latest (September 2024, 0.6.2)", gpu="A100 80GB", gpus=4,
     command="docker run --gpus all -v /data/hf_cache/ --env \"HUGGING_FACE_HUB_TOKEN=<token>\" -p 8000:8000 --ipc=host "
             "vllm/vllm-openai:latest --model meta-llama/Llama-3.2-11B-Vision-Instruct --tensor-parallel-size 4 "
             "--max-model-len 4096 --download_dir /data/vllm_cache --enforce-eager",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-num-seqs", "at_least": 256}],
     note="assembled from the description: the reporter's command (fences dropped), then, after a rule and the "
          "line 'Following is the issue which I'm facing:' (dropped), the error line, cut where the stored excerpt "
          "cuts it ('Tra'); the opening '(' of "
          "'(VllmWorkerProcess' is missing in the paste. 'Process 78729 has 61.41 GiB' is vLLM's own worker (the "
          "lesson of rounds 8-9). The reporter's working command, posted with a real-looking token, is not copied; its "
          "only change is --max-num-seqs 16")

# ------------------------------------------------------------------ the free-memory gate with a pipeline's other stage on the GPU
case("vllm-omni-pr1842-h200-stage0-free-111.99-of-139.8", "https://github.com/vllm-project/vllm-omni/pull/1842",
     "(Worker pid=2291010) [Stage-0] ERROR 03-12 08:22:28 [multiproc_executor.py:800]     self.requested_memory = "
     "request_memory(init_snapshot, self.cache_config)\n"
     "(Worker pid=2291010) [Stage-0] ERROR 03-12 08:22:28 [multiproc_executor.py:800]                             "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=2291010) [Stage-0] ERROR 03-12 08:22:28 [multiproc_executor.py:800]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/utils.py\", line 227, in request_memory\n"
     "(Worker pid=2291010) [Stage-0] ERROR 03-12 08:22:28 [multiproc_executor.py:800]     raise ValueError(\n"
     "(Worker pid=2291010) [Stage-0] ERROR 03-12 08:22:28 [multiproc_executor.py:800] ValueError: Free memory on device "
     "cuda:0 (111.99/139.8 GiB) on startup is less than desired GPU memory utilization (0.95, 132.81 GiB). Decrease GPU "
     "memory utilization or reduce GPU memory used by other processes.\n"
     "(Worker pid=2291010) [Stage-0] INFO 03-12 08:22:28 [multiproc_executor.py:749] Parent process exited, terminating "
     "worker\n"
     "[Stage-1] INFO 03-12 08:22:28 [diffusion_model_runner.py:133] Model loading took 26.4738 GiB and 13.178609 seconds\n"
     "[Stage-1] INFO 03-12 08:22:28 [diffusion_model_runner.py:138] Model runner: Model loaded successfully.\n"
     "[Stage-1] INFO 03-12 08:22:28 [diffusion_model_runner.py:172] Model runner: Initialization complete.",
     "free_memory_low", {"free_gib": 111.99, "total_gib": 139.8, "gpu_memory_utilization": 0.95,
                         "requested_gib": 132.81}, "other_process",
     "a vLLM-Omni two-stage pipeline (an autoregressive stage 0 and a diffusion stage 1) on one 139.8 GiB GPU (H200 "
     "class): stage 1's diffusion model (26.47 GiB, loaded in the same second) already held its memory when stage 0's "
     "worker took its startup snapshot, so stage 0's 0.95 budget (132.81 GiB) was above the 111.99 GiB free. The PR "
     "reverts an earlier vLLM-Omni change (#1582) after which the stages no longer started out of each other's way.",
     "the maintainers reverted vLLM-Omni PR #1582 (the PR's whole change); the pipeline then starts",
     release="vLLM V1 under vLLM-Omni (March 2026)", gpu="H200-class (139.8 GiB)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.802}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls: vLLM-Omni is the vllm-project's multi-stage extension; the refusal is upstream vLLM's "
          "request_memory() wording, raised in a stage's worker. The 'other process' is the same deployment's other "
          "stage (the [Stage-1] lines right after the refusal show it holding 26.47 GiB on the GPU), so other_process; "
          "what #1582 changed is not in the stored excerpt, so real_cause does not guess beyond 'a startup-order "
          "change'. Any utilization at or above 111.99/139.8 (about 0.801) fails while stage 1 holds its memory")

# ------------------------------------------------------------------ the free-memory gate in an RL framework (verl fully-async)
case("verl-4229-fully-async-rollout-free-memory-0.8", "https://github.com/verl-project/verl/issues/4229",
     "vLLMAsyncRollout _loop_forever error: Free memory on device on startup is less than desired GPU memory "
     "utilization (0.8)\n\n"
     "### System Info\n\n8 gpus * 2 nodes\n\n"
     "##### Question as follows：\n"
     "When fully async + vLLM + fsdp_size=1, Rollout Worker startup reports: Insufficient GPU memory.\n\n"
     "Before vLLM starts, Rollout Worker loads the FSDP model, occupying redundant GPU memory; vLLM then loads the "
     "complete model, causing GPU memory usage to accumulate.",
     "free_memory_low", {"gpu_memory_utilization": 0.8}, "other_process",
     "verl's fully-async mode on two 8-GPU nodes: the rollout worker loaded its own FSDP copy of the model before "
     "starting vLLM, although in that mode the trainer broadcasts the weights and the rollout side needs no FSDP "
     "model; that copy held the GPU memory vLLM's 0.8 budget counted on, so vLLM's startup check refused.",
     "the reporter's fix: do not build the FSDP model on rollout-only workers in async mode (init_model: "
     "'if self._is_actor or (self._is_rollout and self.config.rollout.mode != \"async\")'); the issue was closed. "
     "verl's later PR #5384 frees the FSDP worker's cached allocator blocks before vLLM starts, for the same check",
     release="not stated (verl, November 2025)", gpu="not stated", gpus=16,
     forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--max-model-len"}],
     note="judgement calls: the title is the reporter's shortened form of vLLM's refusal (no free/total/requested "
          "numbers, only the 0.8 utilization), so only gpu_memory_utilization is given. The memory is held by verl's "
          "own FSDP model in the rollout worker (a process other than vLLM's engine in verl's async server mode, the "
          "one vLLM's check sees as used), hence other_process; weights_exceed_budget would be wrong (vLLM never got "
          "to load). The fix is the reporter's diagnosis and code change, not a maintainer's; PR #5384 (verl) cites "
          "this issue for the same symptom. gpus=16 from '8 gpus * 2 nodes'")

BATCH.write()
