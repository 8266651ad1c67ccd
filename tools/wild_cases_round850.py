"""Round-850 blind batch: MORE EVENTS IN TROUBLESHOOTING NOTES USED ONCE (2); collected by a helper and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round850-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 8. 4 cases. Dropped: jason-easyazz (no fix that worked), colonel-otto's launcher items (no vLLM message),
johnymoo's runtime failures, goldfish, other qdanik rows (kept to one), GridZero's expandable_segments assert (cause
and fix on the error's line).

4 cases:
- colonel-otto-dsv4-gb10-3node-tp3-eugr-ibv-modify-qp-110-nccl-unhandled-system-error: https://github.com/colonel-otto/3x-dgx-spark-mesh-deepseek-v4-0731-flash/blob/4f6db29bc605c43a4a70bac62394ce2acc7bb9da/docs/troubleshooting.md
- gridzero-verl-qwen35-2b-grpo-sleep-mode-util-0.7-sampler-warmup-oom-970mb-660mb-free: https://github.com/njirby/GridZero/blob/1fe5e42e185e40190a292ce85c5c5996a4cb169a/lego/debug-journal.md
- johnymoo-dgx-dspark-vision-dsv4-flash-tp2-at-most-8-images-multi-turn-400: https://github.com/johnymoo/Nvidia-DGX/blob/39fbacb90eed5e8b732d61c6f84774eada34d4a8/operations/debug-notes/gb10-deployment-issues.md
- qdanik-gonka-gotchas-tp-gt1-custom-all-reduce-455-invalid-argument-engine-init: https://github.com/qdanik/gonka-inference-tests/blob/c5c2ab2d2382c11b8338c66dc2bb2f6446924148/docs/gotchas.md

Judgement calls for the lead: gridzero: 970MB / 660MB are the author's summary, not recorded as numbers. johnymoo: a
rejected request, not a crashed launch.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round850-blind")
case = BATCH.case

case('colonel-otto-dsv4-gb10-3node-tp3-eugr-ibv-modify-qp-110-nccl-unhandled-system-error',
     'https://github.com/colonel-otto/3x-dgx-spark-mesh-deepseek-v4-0731-flash/blob/4f6db29bc605c43a4a70bac62394ce2acc7bb9da/docs/troubleshooting.md',
     '# Troubleshooting\n\n## eugr launcher bring-up (engine A/B, 2026-08-30)\n\nFour issues hit in sequence bringing up `eugr/spark-vllm-b12x` at 3-node TP=3\nvia `run-recipe.py` (each fix verified by the next failure moving further):\n\n[...]\n4. **`ibv_modify_qp failed with 110 … local GID ::ffff:10.100.164.2, remote GID\n   ::ffff:10.100.162.1` → `NCCL error: unhandled system error`**',
     'nccl_error',
     {'tensor_parallel_size': 3},
     'nccl_error',
     "Bring-up of DeepSeek-V4-Flash with the eugr/spark-vllm-b12x engine on three DGX Sparks (one GB10 each) at TP=3 over a point-to-point RoCE triangle. The authors: NCCL tried to reach a peer through the wrong point-to-point fabric link (each /24 in the triangle reaches exactly one peer), so the queue pair's INIT-to-RTR step (ibv_modify_qp) timed out with 110 and NCCL reported an unhandled system error. The launcher's mesh detection printed the right plan, but its NCCL environment did not reach the container.",
     "the authors: 'pass the proven values from `config/tp3.env` explicitly via `-e`: `NCCL_IB_HCA==rocep1s0f0,roceP2p1s0f0,rocep1s0f1,roceP2p1s0f1` (leading `=` = exact match), `NCCL_IB_SUBNET_AWARE_ROUTING=1`, `NCCL_NET_PLUGIN=none`, `NCCL_IB_MERGE_NICS=0`. Verified: the QP error disappeared on the next attempt and startup progressed to the memory check.'",
     release='not stated (engine image eugr/spark-vllm-b12x)',
     gpu='NVIDIA GB10 (DGX Spark, unified memory), 3 nodes',
     gpus=3,
     command=None,
     forbidden=[{'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size', 'above': 3}],
     note='Second event of a file already used once: the used fixture (github-colonel-otto-dsv4-gb10-tp3-free-100.94-of-121.69) took the section \'Startup fails instantly with "Free memory on device ..."\' (100.94/121.69 GiB at 0.835). This case is item 4 of the section \'eugr launcher bring-up (engine A/B, 2026-08-30)\': a different failure (NCCL/RDMA at communicator setup, before any memory check) with its own fix (NCCL env passed explicitly). Excerpt: the file title, the section heading and its intro sentence, then (items 1-3, launcher/docker errors, dropped as [...]) item 4\'s bold error line verbatim; the rest of item 4 (\' — NCCL tried to reach a peer through the wrong ... Fix: pass the proven values ...\') is the cause and fix and is left out. The \'…\' inside the error is the authors\' own elision. gpus_available 3 = one GB10 per node across the three-node mesh, as the earlier fixture of this file counts it. Judgement calls: kind nccl_error / cause nccl_error as earlier NCCL \'unhandled system error\' fixtures name it (a finer reading would be a NCCL environment / HCA-selection problem of the container launch). --gpu-memory-utilization is not forbidden: the next failure of the same bring-up was the free-memory gate at the recipe\'s 0.85, so lowering it was later needed, though it does not address this error. release: the vLLM version inside the image is not stated.')

case('gridzero-verl-qwen35-2b-grpo-sleep-mode-util-0.7-sampler-warmup-oom-970mb-660mb-free',
     'https://github.com/njirby/GridZero/blob/1fe5e42e185e40190a292ce85c5c5996a4cb169a/lego/debug-journal.md',
     "# GRPO Smoke Test — Debug Journal (2026-10-07)\n\n[...]\n## ✅ UPDATE 16:43 — first GRPO step landed (`ENABLE_SLEEP_MODE=False` validated)\n\nRun `2b-lora-20261007-163249`, cards 0-1 only, 27B not running (box rebooted). Exit 0.\n[...]\n- `actor/pg_loss` 1.5e-8, `grad_norm` 0.53, peak GPU alloc 12.1GB / reserved 15.0GB per card.\n[...]\n### 17:00-17:36 — sleep mode back ON (level 1), findings\n- `ENABLE_SLEEP_MODE=True` + `GPU_MEM_UTIL=0.7` **OOM'd at vLLM sampler warmup** (needed 970MB, 660MB free):\n[...]\n## TL;DR — the memory seesaw\n\nThe box has **30GB RAM + 2×24GB GPU**. The training wants memory in *both* places at\nonce, and the multi-turn opencode agent makes sequences long (~150k tokens at 60\nturns). Each fix moved the OOM from GPU→CPU or vice-versa:",
     'oom_profiling',
     {'gpu_memory_utilization': 0.7},
     'other_process',
     "verl GRPO (LoRA) on Qwen3.5-2B with a colocated vLLM rollout (TP=2) on two 24 GB cards. With sleep mode back on and GPU_MEM_UTIL=0.7, vLLM's sampler warm-up needed 970 MB with only 660 MB free. The author: '`gpu_memory_utilization` is vLLM's own budget and does NOT subtract the FSDP actor already resident (4.7GB with `ACTOR_FSDP_PARAM_OFFLOAD=False`)' — the trainer's FSDP actor on the same GPUs took the memory vLLM's 0.7 budget assumed it could use.",
     "the author, same section: '`GPU_MEM_UTIL=0.6` started fine: KV cache **314k tokens** (vs 108k at 0.4).'",
     release=None,
     gpu='2×24GB GPU (model not named)',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.7}, {'flag': '--tensor-parallel-size', 'above': 2}],
     note="Second event of a file already used once: the used fixture (gridzero-debug-journal-qwen35-2b-grpo-gen-tp2-util-0.25-kv-memory-minus-1.04) took the section-5 bullet 'Tried 0.25 -> Available KV cache memory: -1.04 GiB' (util too LOW, negative KV). This case is the 17:00-17:36 finding: util too HIGH for a GPU shared with the FSDP actor, OOM at sampler warm-up, its own figures (0.7, 970MB needed, 660MB free) and its own fix (0.6). Excerpt, in file order: the title; from the 16:43 update its heading, the run line and the peak-GPU line (context: cards 0-1, the trainer's own GPU use); the 17:00 section heading and the failing bullet cut at its colon (the rest of the bullet, 'gpu_memory_utilization is vLLM's own budget and does NOT subtract the FSDP actor ...', is the cause, and the next bullet '0.6 started fine' is the fix); then the TL;DR's first paragraph for the hardware. The OOM text is the author's summary, not vLLM's raw message, so 970MB / 660MB are not entered as tried_gib / free_gib (printed in MB, not GiB; 970 MB ~ 0.95 GiB); only the utilization is numbered. Judgement calls: kind oom_profiling as the earlier 'sampler warm-up OOM' fixtures name it; cause other_process (the colocated FSDP actor, per the author) — the alternative reading is oom_profiling (budget too high for warm-up). gpus_available 2: the run used cards 0-1 (the box has further cards running the user's 27B model, 'cards 2-3'; the TL;DR counts 2×24GB); GEN_TP=2 per the file's config block. Lowering --max-num-seqs might also have let warm-up pass, so it is not forbidden.")

case('johnymoo-dgx-dspark-vision-dsv4-flash-tp2-at-most-8-images-multi-turn-400',
     'https://github.com/johnymoo/Nvidia-DGX/blob/39fbacb90eed5e8b732d61c6f84774eada34d4a8/operations/debug-notes/gb10-deployment-issues.md',
     '## 2026-09-05 - DSpark Vision 容器 cudaErrorNotPermitted\n\n### 场景\n\ngb10 + gb10-2 双机 TP=2（RoCE 直连）运行 MiaAI-Lab DSpark recipe\n（`ghcr.io/anemll/dspark-vllm-gx10:0.1.1`，`deepseek-ai/DeepSeek-V4-Flash-Vision-Exp`，\n服务名 `deepseek-v4-flash-0731`）。[...]\n\n## 2026-09-05 - DSpark Vision 多轮对话累计图片超限 400\n\n### 场景\n\n同一套 DSpark Vision 部署（`deepseek-v4-flash-0731`，`:8890`）。当天下午网关（LiteLLM）\n侧的客户端连续报错，15:08–15:28 UTC 共 5 次，服务本身健康。\n\n### 遇到的问题\n\n```\nlitellm.BadRequestError: OpenAIException - At most 8 image(s) may be provided in one prompt.\nSet --limit-mm-per-prompt to increase this limit. (parameter=image)\n```\n\n不是崩溃：vLLM 在 API 层就拒绝了请求，没进调度器，对其他流量无影响。',
     'vllm_check_failed',
     {'tensor_parallel_size': 2},
     'mm_limit_per_prompt_exceeded',
     "DeepSeek-V4-Flash-Vision-Exp served by the MiaAI-Lab DSpark recipe on two DGX Sparks (TP=2). The recipe's compose default is LIMIT_MM_PER_PROMPT=image=8 (launch arg limit_mm_per_prompt={'image': 8}), and vLLM's validate_num_items counts the images in the whole messages array, not the last message; a multi-turn agent resends its whole history every turn, so from the 9th screenshot on every turn was rejected with 400. The model-side cap (the recipe's processor patch) is 16.",
     "the author: in .env.dspark set 'LIMIT_MM_PER_PROMPT=image=16' (the image=N form; the JSON form fails in the env file) and rebuild both ranks; after it 10 images -> HTTP 200, 17 -> 400 'At most 16 image(s)' (the patch's hard cap). Root fix planned: trim old images at the LiteLLM gateway.",
     release='not stated (image ghcr.io/anemll/dspark-vllm-gx10:0.1.1)',
     gpu='NVIDIA GB10 (DGX Spark), gb10 + gb10-2',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 2}],
     note="Second event of a file already used once: the used fixture (github-johnymoo-dgx-dspark-vision-limit-mm-env-quotes-stripped) took the '踩坑' paragraph of the same 2026-09-05 entry (`Value {image:16} cannot be converted`, the JSON form's quotes stripped by compose). This case is the entry's own failure: the 400 'At most 8 image(s) may be provided in one prompt' with its own cause (per-prompt image limit 8 counted over the whole multi-turn history) and its own fix (limit raised to 16). Not a launch crash: a request rejection caused by the launch's --limit-mm-per-prompt setting (earlier fixtures with this message use cause mm_limit_per_prompt_exceeded, kind vllm_check_failed). Excerpt: from the previous entry only its heading and '场景' paragraph up to the recipe/image/model line (the deployment this entry says it shares), then this entry's heading, '场景', '遇到的问题' error block and the one-line remark after it; the '技术原因' (cause) and '解决方案' (fix) parts are left out. gpus_available 2 = one GB10 on each of the two nodes. Numbers: the 8 in the message is the image limit (no vocab key; noted here); TP=2 from the deployment line.")

case('qdanik-gonka-gotchas-tp-gt1-custom-all-reduce-455-invalid-argument-engine-init',
     'https://github.com/qdanik/gonka-inference-tests/blob/c5c2ab2d2382c11b8338c66dc2bb2f6446924148/docs/gotchas.md',
     "# Gotchas — what bites and how to dodge it\n\nIn order of how often you'll hit them.\n\n| issue | fix | which GPUs / images |\n|---|---|---|\n| `CUDA error custom_all_reduce.cuh:455 'invalid argument'` on engine init |",
     'allocator_config_incompatible',
     {},
     'custom_allreduce_unsupported',
     "The authors' deploy/validation framework launches vLLM containers with tensor parallelism on rented B200, H200, A100 and H100 hosts. With TP>1 the engine died at init in vLLM's own custom all-reduce kernel (custom_all_reduce.cuh:455, CUDA 'invalid argument'); the authors record it as happening on every architecture they tested, so it is the custom all-reduce path of these images/hosts, not memory, length or the model.",
     'the authors\' gotchas table (fix cell): \'`--model-extra-args="--disable-custom-all-reduce"`\' — \'mandatory for TP>1 on every arch we\'ve tested (B200/H200/A100/H100)\'; tensor-parallel all-reduce then goes through NCCL.',
     release="not stated (images ghcr.io/kaitakuai/vllm:0.20.0-pocv2 and ghcr.io/gonka-ai/mlnode:3.0.14-cu129 are the framework's)",
     gpu='B200 / H200 / A100 / H100 (every arch the authors tested)',
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--quantization'}],
     note="Third event of a file already used twice: the used fixtures took the rows 'ValueError: To serve at least one request with the model's max seq len (131072) ...' (github-qdanik-gonka-inference-tests-h200-131072-needs-15.5-has-13.15-util-0.95) and 'Quantization method specified in the model config (compressed-tensors) ...' (github-qdanik-...-minimax-m27-awq-compressed-tensors-vs-awq-marlin). This is the table's first row, a different failure (custom all-reduce CUDA error at engine init) with its own fix (--disable-custom-all-reduce). Excerpt: the file's title, intro line and table header, then this row's first cell verbatim; the fix cell and the GPU cell ('**mandatory for TP>1** on every arch we've tested (B200/H200/A100/H100)') are left out because they carry the fix and the TP>1 condition. Judgement calls: message_kind allocator_config_incompatible follows the earlier fixtures of the same custom_all_reduce.cuh:455 'invalid argument' text (vllm-48466, vllm-pr47751); a reader could also call it None or a CUDA error kind. The row does not explain why the IPC registration fails on these hosts (containers on rented hosts are a plausible reason but not stated), so the cause is named only as far as the row shows: custom all-reduce unusable here. The model, TP size and GPU count are not given in the row (numbers empty, gpus None). --tensor-parallel-size is not forbidden: TP=1 would avoid custom all-reduce, but the framework needs TP>1 for its large models, so it is a wrong-goal fix rather than one that cannot work; left unlisted.")

if __name__ == "__main__":
    BATCH.write()
