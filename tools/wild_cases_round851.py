"""Round-851 blind batch: MORE EVENTS IN TROUBLESHOOTING NOTES USED ONCE (3); collected by a helper and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round851-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 11. 4 cases. Dropped: dell pitfalls #3-#5 (fix implied, no vLLM message), tonyd2wild #1-#3, #5, rtx6kpro's
other entries (fixtures already), tomylin890, suresh-rosa.

4 cases:
- gb10-stack-ab-dsv4-flash-max-model-len-auto-1m-sparse-mla-capture-assert: https://github.com/ryangu00/dell-pro-max-gb10-vllm-stack-ab/blob/638d69997b435881e988f2c164c85b862682ba13/docs/pitfalls.md
- rtx6kpro-common-issues-glm5-nvfp4-mtp-layer-78-weights-missing-from-checkpoint: https://github.com/voipmonitor/rtx6kpro/blob/1306de818e9c34047e512fa0504c49049707d5d4/troubleshooting/common-issues.md
- tonyd2wild-glm53-flash-nvfp4-dgx-spark-uvm-livelock-swap-shm-broadcast-60s-shards-48-of-120: https://github.com/tonyd2wild/GLM-5.3-Flash-NVFP4-1M-KV-4x-DGX-Spark/blob/0625edbd8dc094c64d041d64f4a852e516d44a34/docs/OPEN-PROBLEMS.md
- zhuzhiqianggg-vllm-2x4090-driver-580-upgrade-libcuda-570-cannot-open-stale-cdi-compose: https://github.com/zhuzhiqianggg/vllm/blob/3771c2ec47b957238fc3c09af8ad90d1f1e64c3c/docs/TROUBLESHOOTING.md

Judgement calls for the lead: gb10 pitfall 6: release_regression the alternative cause. tonyd2wild problem 4: a
workaround, not a fix; the 0.87 bound is the collector's judgement from problem 6. zhuzhiqianggg: the excerpt is
stitched from three parts of the handbook, each cut marked.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round851-blind")
case = BATCH.case

case('gb10-stack-ab-dsv4-flash-max-model-len-auto-1m-sparse-mla-capture-assert',
     'https://github.com/ryangu00/dell-pro-max-gb10-vllm-stack-ab/blob/638d69997b435881e988f2c164c85b862682ba13/docs/pitfalls.md',
     '# Pitfalls (firsthand, 2026-09-16/17 unless dated otherwise, two GB10 nodes, TP2 over RoCE)\n[...]\n## 6. `--max-model-len auto` (1 M) trips a CUDA-graph capture assertion on newer vLLM builds\n\n`sparse_mla.py: assert active_topk_width >= cm.max_seq_len // compress_ratio` on both ranks during capture (eugr issue #400).',
     'vllm_check_failed',
     {},
     'vllm_check_failed',
     "Two GB10 nodes (TP2 over RoCE) serving DeepSeek V4 Flash from eugr's recipe image: with --max-model-len auto (1 M = 1048576 tokens) the sparse-MLA assertion active_topk_width >= cm.max_seq_len // compress_ratio fails on both ranks during CUDA-graph capture. The authors' reading (explicitly not confirmed with maintainers) is that capture builds metadata at max_model_len + block_size, which at exactly 1 M overflows the buffer the loader sized. Not a memory problem: the same image booted with a length one block below 1 M.",
     'the authors: "--max-model-len 1048320 (one block below 1 M) avoided the assertion for us and kept CUDA graphs: the same image that failed at auto booted in 3 minutes with this value"; the community workaround --enforce-eager also avoids it (slow).',
     release='not stated ("newer vLLM builds" in a 2026 eugr community image with DeepSeek V4 support)',
     gpu='2x Dell Pro Max GB10 (unified memory), one per node',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 2}, {'flag': '--max-model-len', 'at_least': 1048576}],
     note="Second event of this pitfalls file: pitfall 12 (KV-cache check 10.06 vs 9.6 GiB at util 0.85) was used before (gb10-stack-ab-dsv4-flash-1048320-10.06-of-9.6-util-0.85); this is pitfall 6, a different failure (a vLLM assertion during CUDA-graph capture) with its own fix (max-model-len 1048320). Excerpt: the file's title line, then pitfall 6's heading and first sentence verbatim; pitfalls 1-5 dropped ('[...]'), and the rest of pitfall 6 (community workaround --enforce-eager, the 1048320 fix, the authors' reading of the code) left out because it is the answer. The heading names the --max-model-len auto (1 M) setting as the user's config, which kvroom needs; 'on newer vLLM builds' is also the author's. The model (DeepSeek V4 Flash) is named in pitfall 2, not in the excerpt. Kind vllm_check_failed (a bare vLLM assert in sparse_mla.py at capture); cause vllm_check_failed, alternative release_regression (the heading says it trips on newer builds, and eugr issue #400 tracks it). No figures are printed by the assert, so numbers is empty (the 1 M length is only in the heading as '1 M'). Forbidden: memory/KV-dtype knobs (not a memory failure), TP above the two GPUs, and any length of 1048576 or more (that is what fails). A shorter length and --enforce-eager both work, so neither is forbidden.")

case('rtx6kpro-common-issues-glm5-nvfp4-mtp-layer-78-weights-missing-from-checkpoint',
     'https://github.com/voipmonitor/rtx6kpro/blob/1306de818e9c34047e512fa0504c49049707d5d4/troubleshooting/common-issues.md',
     '# Troubleshooting -- Common Issues on RTX 6000 Pro Blackwell\n[...]\n### MTP Weights Missing\n\n**Error** (vLLM):\n```\nValueError: MTP speculative decoding layer 78 weights missing from checkpoint.\n```',
     'weight_loading_mismatch',
     {},
     'weight_loading_mismatch',
     'The guide\'s troubleshooting page for RTX PRO 6000 Blackwell: MTP speculative decoding was enabled but "The model checkpoint does not include MTP layers" (for GLM-5, lukealonso/GLM-5-NVFP4 lacks MTP layer 78), so vLLM cannot find the draft layer\'s weights in the checkpoint.',
     'the page: "For GLM-5: Use festr2/GLM-5-NVFP4-MTP (includes MTP layer 78 in BF16) instead of lukealonso/GLM-5-NVFP4"; for Qwen3.5 use nvidia/Qwen3.5-397B-A17B-NVFP4 (includes MTP) or osoleve/Qwen3.5-27B-NVFP4-MTP. (Dropping the MTP speculative config would also avoid the error.)',
     release=None,
     gpu='NVIDIA RTX PRO 6000 Blackwell',
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}, {'flag': '--quantization'}, {'flag': '--cpu-offload-gb'}],
     note="Second event of this page: its 'Weight Size Mismatch (Qwen3.5 NVFP4)' entry was used before (rtx6kpro-common-issues-qwen35-nvfp4-mtp-fc-weight-size-mismatch, cited at commit 29f3863...); its 'NCCL Graph OOM' and GLM-5 'No valid attention backend' entries match events already used from the same repo's model pages, so they were not taken. This is the 'MTP Weights Missing' entry, a different failure (a checkpoint without the MTP layer) with its own fix (a checkpoint that has it). Read and cited at commit 1306de818e9c34047e512fa0504c49049707d5d4 (the version read_file serves; the 29f3863 version is not stored). Excerpt: the page title, then the entry's heading and its error block verbatim; the Cause and Fix lines left out. Judgement calls: the page is a community guide summarising RTX PRO 6000 users' real failures (the fix names the exact checkpoints involved), same standing as the earlier fixture from this page; no command, TP or version is given. Kind weight_loading_mismatch (as earlier fixtures for missing MTP weights, e.g. ms-swift-9802..., glm-ocr-119...), alternative vllm_check_failed for the ValueError. Layer 78 is not a vocabulary number, so numbers is empty. Forbidden: memory, length, KV-dtype, TP, eager, quantization and offload knobs, which do not put missing weights into a checkpoint; turning off speculative decoding is a working alternative and is not forbidden.")

case('tonyd2wild-glm53-flash-nvfp4-dgx-spark-uvm-livelock-swap-shm-broadcast-60s-shards-48-of-120',
     'https://github.com/tonyd2wild/GLM-5.3-Flash-NVFP4-1M-KV-4x-DGX-Spark/blob/0625edbd8dc094c64d041d64f4a852e516d44a34/docs/OPEN-PROBLEMS.md',
     'Hardware context for all of it: 2× or 4× NVIDIA DGX Spark (GB10, SM121), 121.7 GiB\n**unified** memory per node (no discrete VRAM — the GPU allocates from system RAM),\nvLLM `0.1.dev20051+g487ecf187`, GLM-5.3-Flash NVFP4 (~181 GiB, ~91 GiB/rank at TP2).\n[...]\n- one `VLLM::Worker` thread at 100–210 % CPU, minutes of accumulated CPU time\n- the `UVM GPU` kernel thread hot alongside it\n- **`nvidia-smi` reports ~96 % GPU utilization at ~10 W** — busy-looking, doing nothing\n- shard loading frozen at a reproducible point (48/120 for us, every time)\n- `shm_broadcast.py:801  No available shared memory broadcast block found in 60 seconds`\n\nIt never recovers. Twice it took the whole node unreachable over SSH (ping fine, sshd\nunable to fork) and needed a power cycle.',
     'shm_broadcast_timeout',
     {},
     'host_memory_exhausted',
     'On the DGX Spark unified-memory nodes, when the kernel pages vLLM out (swap) under host memory pressure during weight loading or warmup, the NVIDIA UVM driver and the vLLM worker enter an unrecoverable livelock: a worker thread and the UVM GPU kernel thread spin, nvidia-smi shows ~96 % at ~10 W, shard loading freezes (48/120), and the other ranks only log the shm_broadcast 60-second wait. The authors call it a driver livelock under memory pressure with a workaround but no fix.',
     'the authors\' workaround: "vm.swappiness=0 on every node, and cycle swap (swapoff -a && swapon -a) before launching. Do not disable swap entirely" (with no swap the worker is killed during MoE marlin repack); make it persistent in /etc/sysctl.d/ ("we lost three boots to exactly that omission").',
     release='0.1.dev20051+g487ecf187',
     gpu='NVIDIA GB10 (DGX Spark, 121.7 GiB unified)',
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.87}, {'flag': '--tensor-parallel-size', 'above': 4}, {'flag': '--kv-cache-dtype'}],
     note="Second event of this file: problem 6 (free 104.46/121.69 GiB < util 0.87) was used before (github-tonyd2wild-glm53-flash-nvfp4-dgx-spark-free-104.46-of-121.69-util-0.87); this is problem 4, a different failure (a load-time hang with the shm_broadcast wait line) with its own fix (swappiness 0 + swap cycling). Excerpt: the file's hardware-context paragraph, then problem 4's symptom bullets and the 'It never recovers...' sentence verbatim; dropped ('[...]'): problems 1-3 and problem 4's heading ('UVM driver livelock under memory pressure (workaround, no fix)') and lead sentence ('if the kernel pages vLLM out during load or warmup...'), because both state the cause; the workaround paragraphs after it left out. Judgement calls: kind shm_broadcast_timeout (the only vLLM line; as in earlier fixtures it is the peers' wait, not the cause); cause host_memory_exhausted (host memory pressure -> swap -> UVM livelock), alternative a new name such as uvm_swap_livelock, since the authors frame it as a driver livelock. gpus_available null: the stack runs on 2 or 4 nodes with one GB10 each and the entry does not say which. Version from the file's context line. No figures in the failing line (60 seconds is the fixed warning interval; 48/120 shards is a progress count), so numbers is empty. Forbidden: utilization of 0.87 or more (problem 6 of the same file: 0.87 'pushed the host into swap'; the stack ships 0.85, so raising it adds to the pressure that causes this), TP beyond the four nodes, and KV dtype changes (unrelated to a load-time paging livelock).")

case('zhuzhiqianggg-vllm-2x4090-driver-580-upgrade-libcuda-570-cannot-open-stale-cdi-compose',
     'https://github.com/zhuzhiqianggg/vllm/blob/3771c2ec47b957238fc3c09af8ad90d1f1e64c3c/docs/TROUBLESHOOTING.md',
     '### 2.2 升级驱动后容器报 `libcuda.so.<旧版本>: cannot open`\n\n**症状**：\n升级 NVIDIA 驱动（如 570→580）后，启动容器报：\n```\nlibcuda.so.570.172.08: cannot open shared object file\n```\n[...]\n**症状**：\ndocker-compose 启动后容器**仍然**报 libcuda 错误（即使驱动已升级、runtime 已装）。\n[...]\n**环境**：2×RTX 4090 (48GB，无 NVLink) + Qwen3.5-35B-A3B-FP8',
     'container_runtime_incompatible',
     {},
     'container_runtime_incompatible',
     "After the host NVIDIA driver was upgraded from 570.172.08 to 580.173.02 (to run the CUDA 13.0 vLLM 0.26.0 image), the vLLM container still tried to mount the old driver's libcuda.so.570.172.08. The handbook: the compose file declared both `runtime: nvidia` and `deploy.resources.reservations.devices`; newer Docker Compose takes the CDI path for the latter, and the CDI spec was not regenerated after the driver upgrade, so it still pointed at the 570 libraries (section 2.2 also names the nvidia-container-cli/hook cache, cleared by restarting dockerd).",
     'the deployment record (FINAL_STATUS.md, same commit, step 4): "docker-compose.yml 改用 runtime: nvidia（CDI 在驱动升级后未自动重建）" -- keep only the legacy `runtime: nvidia` with NVIDIA_VISIBLE_DEVICES=all and delete the deploy.resources.reservations.devices block (handbook section 2.4); restarting dockerd after every driver upgrade is the handbook\'s first step (section 2.2). The container then came up healthy on both 4090s.',
     release='0.26.0',
     gpu='NVIDIA GeForce RTX 4090 48GB',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size', 'above': 2}, {'flag': '--enforce-eager'}, {'flag': '--dtype'}, {'flag': '--cpu-offload-gb'}],
     note="Third event of this handbook: sections 3.1 (Error 804, driver 570 vs CUDA 13.0 image) and 3.2 (unrecognized --swap-space / --disable-log-requests) were used before (github-zhuzhiqianggg-vllm-2x4090-48gb-v0260-image-error-804-driver-570 and ...-compose-swap-space-disable-log-requests-unrecognized). This is the next failure of the same deployment, after the driver upgrade that fixed 3.1: a different message (the container cannot open the OLD driver's libcuda.so.570.172.08) with its own fix (compose GPU path / CDI). It is tied to the real deployment by FINAL_STATUS.md at the same commit (driver 570.172.08 -> 580.173.02, and step 4 'compose switched to runtime: nvidia (CDI not rebuilt after the driver upgrade)'); the libcuda version in the message is exactly the pre-upgrade driver. Excerpt: section 2.2's heading, symptom sentence and error block; its 根因/修复/预防 parts dropped ('[...]'); then section 2.4's symptom sentence only (its heading 'compose 中 GPU 配置走错路径' and root cause dropped, because they name the answer); then the environment line from section 7.7. Judgement calls: kind container_runtime_incompatible (the message comes from the container runtime's driver-library injection, not from vLLM; alternative null, or cuda_driver_mismatch as for nvidia-container-cli refusals); cause container_runtime_incompatible (stale CDI spec / runtime hook after a driver upgrade), alternative a new name such as cdi_spec_stale_after_driver_upgrade. The handbook gives two remedies (restart dockerd, 2.2; drop the CDI devices block, 2.4); the record says the compose change was what the deployment needed. Forbidden: every vLLM engine knob (the container never reaches vLLM), and TP above the two GPUs.")

if __name__ == "__main__":
    BATCH.write()
