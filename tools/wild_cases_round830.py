"""Round-830 blind batch: NAMED LEADS, FIFTEENTH LIST (find_string ids 52309308425, 61476237448, 57047223386,
54571433259; maci0/vllm-spark-0731 docs/UPSTREAM.md; nexstacksg/dgx-spark's health-check event); collected by a helper
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round830-blind"``; the lead
grades it once (tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 36 of 40. 2 cases, both further events of files used before. Dropped: 52309308425 (Qwen3.6-35B NVFP4 on WSL,
KV -3.31 GiB): no cause or fix in the file; 61476237448 (Qwen3-ASR-0.6B, 7.0 vs 2.28 GiB): no repository in 4 calls;
57047223386 (mixed 5090 / PRO 6000 DP, 14.88 vs 11.44 GiB): not tied; maci0 docs/UPSTREAM.md: one stored version,
without the 9.48 / 4.42 figures.

2 cases:
- nexstacksg-dgx-spark-qwen38-healthcheck-kills-startup-pydantic-schemaerror-keyboardinterrupt: https://github.com/nexstacksg/dgx-spark/blob/eddb1bb4e43f8342c45fa60a1979b5a6c30ab563/README.md
- tonyd2wild-mimo-v25-2xspark-mtp3-graphs-1m-3.15-of-0.36: https://github.com/tonyd2wild/MiMo-V2.5-TP2-1M-NVFP4-KV-2xDGX-Spark/blob/f73cb45f39e8163e4e9d6599a4fe4d32c5acc74e/benchmarks/speed-tuning-notes-20260629.md

Judgement calls for the lead: nexstacksg health check: kind None (the only text is a pydantic SchemaError and
KeyboardInterrupt produced by the SIGTERM); cause health_check_killed_startup is a NEW name (nearest:
profile_run_hang, vllm_server_not_started). tonyd2wild: gpu_memory_utilization 0.84 from the file's baseline launch.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round830-blind")
case = BATCH.case

case('nexstacksg-dgx-spark-qwen38-healthcheck-kills-startup-pydantic-schemaerror-keyboardinterrupt',
     'https://github.com/nexstacksg/dgx-spark/blob/eddb1bb4e43f8342c45fa60a1979b5a6c30ab563/README.md',
     '```\nSchemaError: Error building "literal" validator:\nKeyboardInterrupt: terminated\n```',
     None,
     {},
     'health_check_killed_startup',
     "The vLLM agent server (Qwen3.8-27B NVFP4, systemd user unit qwen38.service on one DGX Spark) takes ~9 minutes to cold-start (weight load, torch.compile of the main graph, warmup, a second torch.compile for the speculative draft head). A vllm-healthcheck.timer runs every 5 minutes, curls /v1/models and restarts any unit that is 'active' but not answering; without a startup grace period it restarted the server during its load, forever, so it never came up. On 2026-08-22 the kill landed inside FastAPI route registration, and the SIGTERM surfaced as a pydantic SchemaError wrapped around 'KeyboardInterrupt: terminated' - it reads like a pydantic/fastapi dependency conflict and is nothing of the sort.",
     "The author added a startup grace period as the third argument of scripts/healthcheck-vllm.sh (units younger than GRACE seconds are skipped; 1200 s for the agent unit, raised to 1800 s on 2026-09-09 when cold start grew to ~12 min). README: 'The third argument to `healthcheck-vllm.sh` is a **startup grace period** ... and must stay longer than a cold start.' and 'If you ever see a pydantic schema error from the API server, check `journalctl --user -u vllm-healthcheck.service` before touching any package versions.'",
     release='nightly (the 2026-08-22 vLLM nightly venv, .venv-nightly; not printed in the excerpt)',
     gpu='NVIDIA DGX Spark (GB10 Grace Blackwell, 128 GB unified memory)',
     gpus=1,
     command='exec "$VENV/bin/vllm" serve "$MODEL" \\\n  --served-model-name qwen3.8-27b \\\n  --host 0.0.0.0 --port 8000 \\\n  --max-model-len 131072 \\\n  --max-num-seqs 10 \\\n  --max-num-batched-tokens 8192 \\\n  --enable-chunked-prefill \\\n  --gpu-memory-utilization 0.50 \\\n  --kv-cache-dtype fp8 \\\n  --speculative-config "{\\"method\\":\\"dflash\\",\\"model\\":\\"$HOME/models/Qwen3.8-27B-DFlash2\\",\\"num_speculative_tokens\\":7}" \\\n  --default-chat-template-kwargs \'{"reasoning_effort": "medium"}\' \\\n  --enable-auto-tool-choice \\\n  --tool-call-parser qwen3_xml \\\n  --reasoning-parser qwen3',
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--quantization'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tool-call-parser'}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="Excerpt: the two-line error block from the README's '### Health check (failures are otherwise invisible)' section, verbatim; everything around it (the sentences that name the kill and the grace-period fix) left out because it is the answer. Second/third event of an already-used file: README.md@eddb1bb is used for two other events (the overlapping-loads 'Available KV cache memory: -5.49 GiB' case and the first-boot 'flashinfer_mm_fp4' / nvcc-not-on-PATH case); this is a different failure (an external supervisor killing the starting server) with its own fix (health-check grace period). The 'command' field is not in the README: it is the exec line of scripts/serve-qwen38.sh read at commit 127659ff8e62bf196bfc61e4f1b09a9f9701ed91 (the 2026-08-22 nightly-venv version of the script serving this unit), given for context; the cause is also stated in that commit's scripts/healthcheck-vllm.sh header ('Without the grace period this script restarts the server mid-load, forever. That happened on 2026-08-22: the kill landed during FastAPI route registration and surfaced as a bogus pydantic SchemaError'). Judgement calls: message_kind null - the only message is a pydantic SchemaError/KeyboardInterrupt produced by the SIGTERM, not a vLLM/torch check; the tempting reading 'dependency_version_mismatch' is exactly what the author warns is wrong. cause 'health_check_killed_startup' is a NEW name (no listed cause fits an external watchdog killing a slow-starting server; nearest are profile_run_hang / vllm_server_not_started, neither right). Forbidden: memory/length/quantization/parser flags address other causes; the box has one GPU. Not forbidden: --enforce-eager or dropping --speculative-config (the README says startup is roughly half without the speculative config), which would shorten start-up and might slip under the watchdog.")

case('tonyd2wild-mimo-v25-2xspark-mtp3-graphs-1m-3.15-of-0.36',
     'https://github.com/tonyd2wild/MiMo-V2.5-TP2-1M-NVFP4-KV-2xDGX-Spark/blob/f73cb45f39e8163e4e9d6599a4fe4d32c5acc74e/benchmarks/speed-tuning-notes-20260629.md',
     "## Baseline runtime\n\n- Model: `lukealonso/MiMo-V2.5-NVFP4`\n- Runtime: patched vLLM `0.21.1rc1.dev85+gd87ee1893`\n- Nodes: 2x DGX Spark, TP=2, Ray executor\n- Context: `MAX_MODEL_LEN=1000000`\n- KV: `--kv-cache-dtype nvfp4`, `--attention-backend triton_attn_diffkv`\n- Spec decode: MTP, `MTP_SPEC_TOKENS=1`\n- Default launch: `MAX_NUM_SEQS=4`, `MAX_NUM_BATCHED_TOKENS=4096`,\n  `GPU_MEMORY_UTILIZATION=0.84`, `ENFORCE_EAGER=1`\n\n[...]\n\n### MTP3 q_len=4 with graph capture\n\n1M config:\n\n```bash\nMAX_MODEL_LEN=1000000\nMTP_SPEC_TOKENS=3\nVLLM_WMMA_QLEN_CAP=4\nUSE_LOCAL_ARGMAX_REDUCTION=0\nENFORCE_EAGER=0\n```\n\nResult: graph/compile launch failed before serving. Torch compile completed, but\nKV memory collapsed:\n\n```text\nAvailable KV cache memory: 0.36 GiB\nValueError: To serve at least one request with the model's max seq len (1000000),\n3.15 GiB KV cache is needed ... estimated maximum model length is 77440.\n```",
     'kv_cache_too_small',
     {'max_seq_len': 1000000, 'needed_gib': 3.15, 'available_gib': 0.36, 'estimated_max_model_len': 77440, 'gpu_memory_utilization': 0.84, 'tensor_parallel_size': 2},
     'kv_too_small',
     "MiMo-V2.5-NVFP4 on two DGX Sparks (TP=2, Ray, nvfp4 KV cache, 0.84 of the unified memory) serves a 1,000,000-token max length only in eager mode. With CUDA graphs on (ENFORCE_EAGER=0) and the experimental MTP3 (q_len=4) speculative path, torch.compile/graph capture and the deeper speculation took the headroom, so only 0.36 GiB was left for KV cache on the limiting rank while one 1M-token sequence needs 3.15 GiB; vLLM's estimate was that 77,440 tokens would fit.",
     "The author's reduced-context probe booted: 'MAX_MODEL_LEN=200000 GPU_MEMORY_UTILIZATION=0.90 MTP_SPEC_TOKENS=3 VLLM_WMMA_QLEN_CAP=4 ENFORCE_EAGER=0' -> 'GPU KV cache size was 1,549,551 tokens, or 7.75x concurrency for a 200K-token request.' Conclusion: 'At 1M it fails the KV budget, and at 200K it boots'; 1M serving stays on the eager (ENFORCE_EAGER=1) profile.",
     release='0.21.1rc1.dev85+gd87ee1893 (patched)',
     gpu='NVIDIA DGX Spark (GB10), 2 nodes',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_most': 0.84}, {'flag': '--tensor-parallel-size', 'above': 2}, {'flag': '--pipeline-parallel-size', 'above': 1}, {'flag': '--kv-cache-dtype', 'value': 'fp8'}, {'flag': '--kv-cache-dtype', 'value': 'auto'}],
     note="Excerpt: the file's '## Baseline runtime' list and its '### MTP3 q_len=4 with graph capture' section down to the error block, verbatim; the ~20 sections between them dropped ('[...]'), the 'Reduced-context probe' and 'Conclusion' after it (the fix) left out. The author elides the middle of vLLM's message ('...'), so the available KV figure in the ValueError is not printed; available_gib is the 'Available KV cache memory: 0.36 GiB' line just above it. Second event of an already-used file (same commit f73cb45 is used for the 'ENFORCE_EAGER=0 at 1M/C8' failure, 3.09 GiB needed vs 0.24 GiB, estimated 57344): this is a different run (MTP3 q_len=4 with graphs, MAX_NUM_SEQS default) with its own figures (3.15 / 0.36 / 77440) and its own fix (200K context at utilization 0.90 boots). gpu_memory_utilization 0.84 is the baseline default launch; the MTP3 1M config does not override it (judgement call). gpus_available 2 = one GB10 per Spark, across two nodes. Forbidden: lowering utilization is the wrong direction; TP beyond the 2 GPUs; PP>1 fails for this model ('Pipeline parallelism is not supported for this model' in the same file); fp8/auto KV would make KV larger than nvfp4. Not forbidden: --max-model-len (200000 is what booted), --enforce-eager (the 1M eager baseline boots), higher --gpu-memory-utilization (0.90 was used in the probe).")

if __name__ == "__main__":
    BATCH.write()
