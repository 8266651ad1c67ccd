"""Round-846 blind batch: MORE EVENTS IN LONG NOTES USED BEFORE, NAMED (gpu-tpu-pedia's pitfalls, TnzGit's handover, llm-
freedom3's notes); collected by a helper and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round846-blind"``; the lead grades it once (tests/golden/wild/BLIND.md, the session of 2026-12-07,
fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 12 of 40. 4 cases. Dropped: pitfalls #1 and #2 (an install step), #15 (the same failure as #9), #11 (a
request error); handover 19.3 (the author's own check); chriscorbell's later logs.

4 cases:
- gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-libtpu-lockfile-aborted-stale: https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md
- gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-mla-requires-new-model-design-env: https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md
- llm-freedom3-aeon-qwen36-27b-nvfp4-2x-pro4000-flashinfer-fp4-gemm-autotune-startup-stall: https://github.com/mics8128/llm-freedom3/blob/4828d48a66a9c8cb823574c3f2942515560b9406/notes/vast-aeon-qwen36-2xpro4000-192k.md
- tnzgit-cmp170hx-qwen38-27b-int8-g64-cudagraph-replay-illegal-memory-access: https://github.com/TnzGit/vLLM-CMP170HX-Qwen3.8/blob/804f27271edad414ae0e04cc006025c8c1c301c5/handover.md

Judgement calls for the lead: libtpu lockfile: the pitfall does not say the failing process was a vLLM start (the
guide's restart routine points that way). tnzgit graph replay: plugin_kernel_bug the alternative cause. llm-freedom3
autotune: flashinfer_autotune_stall is a NEW name; the author may not have waited long enough.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round846-blind")
case = BATCH.case

case('gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-libtpu-lockfile-aborted-stale',
     'https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md',
     '# DeepSeek R1 671B FP4 Inference on TPU v7x-8\n[...]\n| TPU | v7x-8（2x2x1 拓扑，4 chips = 8 devices） |\n| HBM | 94.75 GB/device，总计 758 GB |\n[...]\n**现象**：`ABORTED: Internal error when accessing libtpu multi-process lockfile`',
     'no_gpu_visible',
     {},
     'other_process',
     "Starting vLLM/JAX on the TPU v7x-8 in the DeepSeek R1 FP4 workflow: a previous JAX process had exited abnormally and left /tmp/libtpu_lockfile behind ('原因：上一个 JAX 进程异常退出，lockfile 未清理'), so the new process could not take the libtpu multi-process lock and the TPU backend failed to initialise. A stale claim on the accelerator, not a configuration or memory problem.",
     "the author (pitfall #8 '修复'): '`sudo rm /tmp/libtpu_lockfile`'; the guide's restart routine likewise lists 'kill vLLM + EngineCore + `fuser /dev/vfio/*` + rm lockfile' before each vLLM restart.",
     release="not stated for this pitfall (the guide's install check shows vllm 0.19.1rc1.dev321+g6dc949140.tpu with tpu-inference branch feature/moe-fp4-weight-cache)",
     gpu='Google TPU v7x-8 (4 chips, 8 devices, 94.75 GB HBM each)',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}],
     note="Source: the guide's title line and two hardware-table rows (context), then pitfall #8's symptom line ('现象'), verbatim. Left out: pitfall #8's heading ('libtpu lockfile 残留', i.e. 'libtpu lockfile left over', which states the cause) and its '原因'/'修复' lines. Second use of an already-used file (pitfalls #9, #22, #23, #25 used; #14 taken in this round as a separate case): a different failure with its own message (ABORTED ... lockfile, not the #9 'open(/dev/vfio/4): Device or resource busy') and its own fix (remove the lockfile, not stop a live process). The pitfall list covers the whole workflow (vLLM serving and the cache-generation scripts); the guide's development-iteration timeline puts the lockfile removal in the clean-up before restarting vLLM, so this is read as a vLLM start on the TPU; that the failing process was a vLLM launch is not stated in the pitfall itself (judgement call). Kind no_gpu_visible (the TPU backend cannot be opened), as the marin-pr4675 fixture kinds a stale libtpu lockfile; cause other_process (a leftover claim of an earlier, crashed process), as in that fixture. No numbers, no command.")

case('gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-mla-requires-new-model-design-env',
     'https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md',
     '# DeepSeek R1 671B FP4 Inference on TPU v7x-8\n[...]\n| TPU | v7x-8（2x2x1 拓扑，4 chips = 8 devices） |\n| HBM | 94.75 GB/device，总计 758 GB |\n[...]\n**现象**：不设 `NEW_MODEL_DESIGN=1` 时 vLLM 启动报错：`MLA models require both the NEW_MODEL_DESIGN=1 environment variable...`',
     'vllm_check_failed',
     {},
     'accelerator_env_invalid',
     "DeepSeek R1 671B (FP4 MoE experts, MLA attention) served through vLLM with Google's tpu-inference plugin on a TPU v7x-8. After a code update, the TPU platform requires, for MLA-architecture models (DeepSeek V3/R1), both the NEW_MODEL_DESIGN=1 environment variable and DP attention; launched without NEW_MODEL_DESIGN=1, vLLM refused at start-up ('原因：vLLM 代码更新，MLA 架构模型（DeepSeek V3/R1）强制要求 `NEW_MODEL_DESIGN=1` + DP attention'). A missing platform environment switch, not a memory or parallelism problem.",
     "the author (pitfall #14 '修复'): '设置 `NEW_MODEL_DESIGN=1` 并加 `--additional_config` 的 DP attention 参数。Backend 仍为 `GMM_EP`（EP=8, TP=1）' — export NEW_MODEL_DESIGN=1 and pass enable_dp_attention: true (with expert_parallelism 8, tensor_parallelism 1) in --additional-config, as in the guide's serve commands.",
     release="not stated for this pitfall (the guide's install check shows vllm 0.19.1rc1.dev321+g6dc949140.tpu with tpu-inference branch feature/moe-fp4-weight-cache)",
     gpu='Google TPU v7x-8 (4 chips, 8 devices, 94.75 GB HBM each)',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 8}],
     note="Source: the guide's title line and two rows of its hardware table (context: TPU v7x-8, 8 devices), then pitfall #14's symptom line ('现象'), verbatim. Left out: pitfall #14's heading ('NEW_MODEL_DESIGN=1 必填', i.e. 'NEW_MODEL_DESIGN=1 is required', which states the fix) and its '原因'/'修复' lines. Second use of an already-used file (pitfalls #9, #22, #23, #25 taken by earlier rounds; #14 was claimed by round 843 but not written): a different failure with its own message and its own fix. The author quotes vLLM's message only up to '...' (the second requirement, DP attention, is cut off in the quote). Judgement calls: kind vllm_check_failed (the tpu-inference platform's config validation refusing the launch); cause accelerator_env_invalid (a required accelerator-platform environment variable not set), as round 843 named the USE_MOE_EP_KERNEL case from the same guide; vllm_check_failed as the cause is the fair alternative. No numbers printed. No command is given for this failed launch; the guide's serve commands all already use --enforce-eager and --tensor-parallel-size 8 on the 8 devices, so --enforce-eager is forbidden as already in use.")

case('llm-freedom3-aeon-qwen36-27b-nvfp4-2x-pro4000-flashinfer-fp4-gemm-autotune-startup-stall',
     'https://github.com/mics8128/llm-freedom3/blob/4828d48a66a9c8cb823574c3f2942515560b9406/notes/vast-aeon-qwen36-2xpro4000-192k.md',
     '# Vast.ai AEON Qwen3.6 27B NVFP4-MTP — 192K serving notes\n\nDate: 2026-05-13\n\n## Status\n\nWorking baseline for `AEON-7/Qwen3.6-27B-AEON-Ultimate-Uncensored-Multimodal-NVFP4-MTP` on 2x RTX PRO 4000 Blackwell.\n\n[...]\n```text\nInstance ID: 36646499\nGPU: 2x NVIDIA RTX PRO 4000 Blackwell\nVRAM: 24467 MiB each\n[...]\nImage: ghcr.io/mics8128/vllm-cu129:0.20.2-cu129\n```\n[...]\nstartup repeatedly ran:\n\n```text\n[AutoTuner]: Tuning fp4_gemm\n```\n\n[...]\n\n```text\n100% rounds: 52+\nApplication startup complete: not reached\n```',
     None,
     {},
     'flashinfer_autotune_stall',
     "AEON-7 Qwen3.6-27B NVFP4-MTP (modelopt NVFP4, VLLM_NVFP4_GEMM_BACKEND=flashinfer-cutlass, MTP 3) with TP 2 on two RTX PRO 4000 Blackwell cards, vLLM 0.20.2. With --enable-flashinfer-autotune on by default, start-up kept re-running FlashInfer's FP4 GEMM autotuner ('[AutoTuner]: Tuning fp4_gemm', 52+ rounds) and never reached 'Application startup complete'; the author's key finding: 'FlashInfer FP4 GEMM autotune caused extremely long cold starts.' Not a memory or length problem.",
     "the author: add '--no-enable-flashinfer-autotune' (EXTRA_ARGS); start-up then logged 'Skipping FlashInfer autotune because it is disabled.' ... 'Application startup complete.' ('Disabling it made the server start successfully while still outperforming the 1x RTX 4090 Huihui FP8 baseline'); caveat noted: autotuned kernels may be faster.",
     release='0.20.2 (image ghcr.io/mics8128/vllm-cu129:0.20.2-cu129)',
     gpu='2x NVIDIA RTX PRO 4000 Blackwell (24467 MiB each)',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size', 'above': 2}],
     note="Source: notes/vast-aeon-qwen36-2xpro4000-192k.md at 4828d48 (not in USED_SOURCES; the two other notes of this repository were used by earlier rounds). Excerpt: title, date, the Status sentence naming model and GPUs, the instance block (SSH/API/key/served-model lines dropped as '[...]'), then from section 'Why disable FlashInfer autotune' the phrase 'startup repeatedly ran:' with its log line and the 'Observed before disabling' block's content. Left out: the Status 'Key finding' sentence (states cause and fix), the section heading, the opening clause 'With `--enable-flashinfer-autotune` default enabled,' and the words 'Observed before disabling:' (both point at the fix), the 'After adding --no-enable-flashinfer-autotune' part, and the configuration blocks (they show the post-fix 192K config with the fix flag; the failing run's exact flags are not given, so command is null). The author paraphrases the progress output ('100% rounds: 52+') rather than pasting the raw log. Judgement calls: a start that never completes, with no error message: kind null. Cause: no vocabulary entry fits a kernel autotuner stalling start-up, so a new name 'flashinfer_autotune_stall' (profile_run_hang is the nearest existing name, but the stall is in FlashInfer's autotune warm-up, not the profile run). It is possible the start would have finished given much more time ('extremely long cold starts'); the author did not wait it out. Forbidden: memory-utilization and max-model-len (not at issue), TP beyond the 2 GPUs.")

case('tnzgit-cmp170hx-qwen38-27b-int8-g64-cudagraph-replay-illegal-memory-access',
     'https://github.com/TnzGit/vLLM-CMP170HX-Qwen3.8/blob/804f27271edad414ae0e04cc006025c8c1c301c5/handover.md',
     '# Engineering handover: CMP 170HX / Qwen3.8 mixed-FP8 path\n[...]\n```text\nvLLM 0.27.1\nPyTorch 2.13.0\nCUDA 13\n```\n[...]\n```text\nGPU            1 x NVIDIA CMP 170HX 64 GB\narchitecture   SM80\npower limit    180 W\nmodel          Qwen3.8-27B W4A16 target\nspeculator     DFlash2 W4A16, 7 draft tokens\n```\n[...]\n```text\ntarget: /home/base-node/models/Qwen3.8-27B-W4A16-AutoRound-fast\ndraft:  /home/base-node/models/Qwen3.8-27B-DFlash2-W4A16\ntarget KV: int8_g64 (G=64), requested attention block=64\nport: 8002 only; power 180 W; graphics clock locked to 1350 MHz\n```\n[...]\n### 20.4 New blocker: illegal memory access at CUDA-graph replay\n\nWith the page-local module and the prefill route deployed, the engine now gets\nthrough KV init, the G64 writer, the E38 decode bridge and **both** CUDA graph\ncapture passes:\n\n```\nINT8-G64 cache views enabled (HND, block_size=64).\nINT8-G64 writer debug: cache (2905, 4, 64, 256) (1777664, 16384, 256, 1) k_scale (2905, 4, 64, 4) (888832, 256, 4, 1)\nINT8-G64 bridge debug: tables (4, 128) valid [8, 8, 8, 8] pos [0..7] split 4 capacity 8\nCapturing CUDA graphs (PIECEWISE): 100%\nCapturing CUDA graphs (FULL): 100%\n```\n\nthen fails in `warmup.py:338 _run_decode_step` at\n`cudagraph_utils.py run_fullgraph -> graphs[desc].replay()` with\n`torch.AcceleratorError: CUDA error: an illegal memory access was encountered`.\nConfirmed with `CUDA_LAUNCH_BLOCKING=1`, which localised it from a sticky error\nsurfacing in a later Triton `load_binary` to the actual replay site.',
     'cuda_graph_unsupported',
     {},
     'cuda_graph_unsupported',
     "A patched vLLM 0.27.1 serving Qwen3.8-27B W4A16 with a DFlash2 drafter and the author's experimental INT8-G64 KV cache on one CMP 170HX. The author's E38 decode/verify bridge kept its workspace in a tuple keyed on (batch, split_count) and reallocated it whenever either changed, so while warmup captured graphs for cudagraph_capture_sizes [1,2,4,8,16,24,32] tensors allocated inside one capture region were freed and reused for another, and replay followed stale pointers (section 21.2: '20.4's hypothesis is confirmed'). Disabling the E38 branch let the engine reach startup in graph mode, which attributed the fault to that branch. A CUDA-graph-unsafe custom attention path, not a memory-budget problem.",
     "the author (section 21.2): 'pre-allocate one buffer per split_count in `__init__` ... so no allocation can happen inside a capture region'; 'With E38 re-enabled and no `--enforce-eager`, the engine starts in graph mode in 42 s.' Interim workaround (20.6): '`enforce_eager=True` localises the 20.4 fault to CUDA graphs and lets the engine start'.",
     release='0.27.1',
     gpu='NVIDIA CMP 170HX 64 GB (SM80)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="Source: handover.md at 804f272. Excerpt: title; the vLLM base block (section 1) and operating-envelope block (section 2); the 19.1 objective block (target/draft, int8_g64 KV, block 64); then section 20.4's heading, first paragraph, log block and the failure paragraph, verbatim. Left out: the rest of 20.4 (the one-shot probe of prefill inputs and 'What is and is not established', which states the leading hypothesis, i.e. the cause) and everything after it. Second use of an already-used file (round 835 took section 23.5's 114.23/37.85 GiB KV refusal): a different failure (a crash at CUDA-graph replay during warmup) with its own message and fix. Not taken: 19.3's 'INT8-G64 requires VLLM_KV_CACHE_LAYOUT=HND' ValueError (a check in the author's own bridge, fixed by changing that bridge's ABI) and 19.3's 109.23/38.49 GiB remark (the author's paraphrase, same failure type as 23.5). Judgement calls: kind cuda_graph_unsupported (illegal memory access at graph replay in warmup; None, as several illegal-memory-access fixtures use, is the alternative); cause cuda_graph_unsupported (the custom attention path was not graph-safe; plugin_kernel_bug is the fair alternative since the defect is in the author's own bridge code). --enforce-eager is not forbidden because it did let the engine start. The KV dtype is not forbidden either: switching back to bf16 KV would start (the baseline arm) though it abandons the experiment. No numbers in the failing message; command null (a systemd launcher unit, no command line quoted).")

if __name__ == "__main__":
    BATCH.write()
