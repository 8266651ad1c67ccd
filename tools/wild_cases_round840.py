"""Round-840 blind batch: ANOTHER COLLECTOR'S HITS, TO TIE (a Modal GLM-4-9B script, a RunPod MiniMax-M2.5 config, a
ClearML cosmos-reason2 script, deepseek-coder-1.3b on an RTX 3060, and others); collected by a helper and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round840-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 34 of 40. 2 cases. Dropped: deepseek-coder-1.3b (65536 vs 26816) and the ClearML script (no repository); the
Intel iGPU PR (no hit); SEA-LION and Mistral-7B T4 (nothing found).

2 cases:
- chunk1t-mai-research-modal-glm4-9b-a10g-16384-0.62-of-0.59-default-util: https://github.com/chunk1t/mai-research-project/blob/a29def2d2621905dec59697f0cb1353df28b822d/deploy/modal_vllm.py
- dark-factory-runpod-minimax-m25-nvfp4-h200-131072-15.5-of-5.98-util-0.95: https://github.com/leodearden/dark-factory/blob/5c514b8511fa3f321190794a8abd33ec240e9271/orchestrator/src/orchestrator/evals/configs.py

Judgement calls for the lead: chunk1t: cause util_too_low (kv_too_small the other fair reading). dark-factory: raising
the share alone adds under 3 GiB of the 9.5 missing, so the context cap was the fix that mattered.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round840-blind")
case = BATCH.case

case('chunk1t-mai-research-modal-glm4-9b-a10g-16384-0.62-of-0.59-default-util',
     'https://github.com/chunk1t/mai-research-project/blob/a29def2d2621905dec59697f0cb1353df28b822d/deploy/modal_vllm.py',
     '# A10G (24 GB). L40S was chosen first, on an estimate that the largest case\n# needed ~18,800 tokens; counting with the actual Qwen tokenizer put the true\n# maximum at 10,574, so a 16,384 window suffices and A10G still holds it.\n# (L40S also requires a payment method on the Modal account, which credits alone\n# do not satisfy.) If GLM-4-9B cannot fit its KV cache at this window -- it is\n# ~18.8 GB of weights against A10G\'s 24 GB -- the escalation is a payment method\n# and RAGROBUST_GPU=L40S, which is a one-word change.\nGPU_TYPE = os.environ.get("RAGROBUST_GPU", "A10G")\n[...]\nVLLM_VERSION = "0.8.5"\n[...]\n    cmd = [\n        "vllm",\n        "serve",\n        model_id,\n        "--host",\n        "0.0.0.0",\n        "--port",\n        "8000",\n        "--max-model-len",\n        str(MAX_MODEL_LEN),\n[...]\n        #   ValueError: To serve at least one request with the model\'s max seq\n        #   len (16384), 0.62 GiB KV cache is needed, which is larger than the\n        #   available KV cache memory (0.59 GiB).',
     'kv_cache_too_small',
     {'max_seq_len': 16384, 'needed_gib': 0.62, 'available_gib': 0.59},
     'util_too_low',
     "A Modal deployment of vLLM 0.8.5 (V1) serving THUDM/glm-4-9b-chat on one 24 GB A10G at --max-model-len 16384 with no --gpu-memory-utilization, i.e. vLLM's default 0.90. The author's comment: the default leaves 10% of the card (2.4 GB) unused, and with GLM-4-9B's ~18.8 GB of weights 'the default left 0.59 GiB of KV cache against the 0.62 GiB needed to serve a single 16,384-token sequence, and the engine refused to start'. A budget too small by 0.03 GiB, fixed by letting vLLM use more of the card.",
     "the author added '--gpu-memory-utilization', '0.95' to the serve command: '0.95 frees roughly another 1.2 GB, enough for a handful of concurrent long-context sequences' (the window was kept, and later even raised to 24576 with the same 0.95).",
     release='0.8.5',
     gpu='A10G (24 GB) on Modal',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_most': 0.9}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--max-model-len', 'at_most': 10574}],
     note="Excerpt: the file's A10G/GPU_TYPE comment and line, the VLLM_VERSION pin, the start of the vllm serve cmd list in _serve() up to --max-model-len, then only the quoted ValueError lines from the comment block inside that list. Left out: the comment's first lines ('vLLM defaults to 0.90, leaving 10% of the card unused ... so the default left 0.59 GiB ...', the diagnosis), the '--gpu-memory-utilization', '0.95' entries and the '0.95 frees...' comment (the fix), and MAX_MODEL_LEN = 24576 (the value at this commit, raised after the failure; the error shows the 16384 in force then). command is None because the stored cmd is the fixed one. gpus_available 1: one Modal A10G per container. release: the pinned VLLM_VERSION with VLLM_USE_V1=1 (not printed in the error itself). Judgement: cause util_too_low (the fix was raising util from the 0.90 default, as earlier fixtures name it); kv_too_small is the other fair reading since --max-model-len could also have been lowered, but the author's goal needed prompts up to 10,574 tokens, hence the max-model-len at_most 10574 bound. The same file also quotes a trust_remote_code error for GLM-4 (not used).")

case('dark-factory-runpod-minimax-m25-nvfp4-h200-131072-15.5-of-5.98-util-0.95',
     'https://github.com/leodearden/dark-factory/blob/5c514b8511fa3f321190794a8abd33ec240e9271/orchestrator/src/orchestrator/evals/configs.py',
     "    # MiniMax-M2.5 NVFP4 (nvidia): ~131 GB on disk, baked. 1× H200.\n    # KV cache budget after weights + CUDA graphs is tight on a single H200:\n    # at default GMU 0.95 + max_model_len 131072, vLLM 0.19 needs 15.5 GB\n    # KV pool but only ~6 GB free → crashes at startup with\n    #   ValueError: To serve at least one request with the model's max seq\n    #   len (131072), 15.5 GiB KV cache is needed, which is larger than the\n    #   available KV cache memory (5.98 GiB).",
     'kv_cache_too_small',
     {'max_seq_len': 131072, 'needed_gib': 15.5, 'available_gib': 5.98, 'gpu_memory_utilization': 0.95, 'max_model_len': 131072},
     'kv_too_small',
     'An eval harness launching nvidia/MiniMax-M2.5-NVFP4 (~131 GB of weights, baked into a RunPod vLLM image) on a single 141 GB H200 with the image defaults --gpu-memory-utilization 0.95 and max_model_len 131072. After weights and CUDA graphs only 5.98 GiB was left for the KV cache, while one 131072-token sequence needs 15.5 GiB, so vLLM 0.19 refused to start. The full context simply does not fit next to the weights on one H200.',
     "the author, in the same comment: 'Fix: same recipe as reap-139b-nvfp4-new (similar size + same hardware tier) — bump GMU to 0.97 and cap context at 80k. The eval prompt is ~39k tokens so 80k leaves ~40k of slack for tool turns.' (config max_model_len=80000, gpu_memory_util=0.97; later MAX_NUM_SEQS=5 as well). The final full-131k runs moved this model to a B200.",
     release='0.19',
     gpu='NVIDIA H200 (RunPod, 1x)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_most': 0.95}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--max-model-len', 'at_most': 39000}],
     note="Excerpt: the comment above the 'minimax-m25-nvfp4-new' _vllm_config entry in VLLM_EVAL_CONFIGS, up to the quoted ValueError; the 'Fix:' lines after it and the config call (max_model_len=80000, gpu_memory_util=0.97) are left out. The same comment appears in an earlier stored version of the file (without the MAX_NUM_SEQS lines); read and tied at 5c514b85. Numbers: gpu_memory_utilization 0.95 and max_model_len 131072 are the author's stated launch settings ('default GMU 0.95 + max_model_len 131072'). command None: the launch is env-driven (MODEL_NAME, MAX_MODEL_LEN, GPU_MEMORY_UTIL into a baked entrypoint), no command is posted. gpus_available 1 (gpu_count=1 on the pod). Judgement: cause kv_too_small since the fix had to cap the context (a util bump from 0.95 to 0.97 adds under 3 GiB, far from the missing 9.5 GiB); util_too_low is not the main reading. The max-model-len at_most 39000 bound rests on the ~39k-token eval prompt the source names. Not the used MiniMax-AI/MiniMax-M2.5 issue #9.")

if __name__ == "__main__":
    BATCH.write()
