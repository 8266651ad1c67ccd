"""Round-832 blind batch: COMMITTED NOTES: VLLM START-UPS DYING OF MEMORY OTHER THAN THE KV MESSAGE (the free-memory
gate, no / negative KV memory, torch's OOM); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round832-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 35 of 40. 3 cases, all the free-memory gate. Dropped: ksparavec/devai, AnaOnTram/Lvllm, Ahasannn/infra-mind,
the Thor page-cache, GKE gemma-3-1b, WSL2 6 GB bnb and sampler-warm-up hits (used); Nemotron-H train-then-eval, P53
in-process training, RTX 5090 sampler warm-up (no repository); a DGX Spark ladder script (the error only inside its
cause's comment).

3 cases:
- clinical-neurosymbolic-t4-biomistral-openbiollm-second-server-0.96-free-8.58-of-14.56: https://github.com/gitcodemujtaba/clinical_neuro_symbolic_pipeline/blob/bdd3c517dd3488f58453d3c9ce174f56df81753a/scripts/start_vllm.sh
- lciacci-conclave-l40s-three-vllm-coresident-reasoning-0.82-free-7.19-of-44.39: https://github.com/lciacci/conclave/blob/5dd32cc61ac3b433d81f0d03cf0714eafd47eef8/docs/HANDOFF.md
- tbvjvsladla-easy-vllm-simulator-gpt-oss-120b-2x-dgx-spark-tp2-free-73.5-of-121.69-util-0.75: https://github.com/tbvjvsladla/easy_vllm_simulator/blob/f54d89b76cf02fce2c157d78b657c557e4007e76/docs/testlog/testlog_260608_2_멀티노드_소스빌드_vLLM0.22.1_검증.md

Judgement calls for the lead: All three: util_above_free_headroom is a fair alternative cause. lciacci's commit was
found with git log -S in a fetched copy. clinical: that 0.96 was the second server's share follows from the author's
arithmetic.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round832-blind")
case = BATCH.case

case('clinical-neurosymbolic-t4-biomistral-openbiollm-second-server-0.96-free-8.58-of-14.56',
     'https://github.com/gitcodemujtaba/clinical_neuro_symbolic_pipeline/blob/bdd3c517dd3488f58453d3c9ce174f56df81753a/scripts/start_vllm.sh',
     '#!/usr/bin/env bash\n# scripts/start_vllm.sh -- start both Stage 3 ensemble members.\n[...]\n#   --quantization awq   Both models must be resident on one Tesla T4 (15.36GB).\n[...]\n#                            ValueError: Free memory on device cuda:0\n#                            (8.58/14.56 GiB) on startup is less than desired\n#                            GPU memory utilization (0.96, 13.98 GiB)\n[...]\nBIOMISTRAL_MODEL="${BIOMISTRAL_MODEL:-BioMistral/BioMistral-7B-AWQ-QGS128-W4-GEMM}"\nOPENBIOLLM_MODEL="${OPENBIOLLM_MODEL:-bartowski/OpenBioLLM-Llama3-8B-AWQ}"\n[...]\n    nohup "$VENV/bin/python" -m vllm.entrypoints.openai.api_server \\\n        --model "$model" --port "$port" \\\n        --quantization awq --dtype half \\\n        --max-model-len 4096 --gpu-memory-utilization "$util" \\\n        --enforce-eager "${extra[@]}" > "$log" 2>&1 &\n[...]\nstart_one "$BIOMISTRAL_MODEL" 8000 "${BIOMISTRAL_UTIL:-0.40}" "$LOG_DIR/biomistral.log" || {\n[...]',
     'free_memory_low',
     {'free_gib': 8.58, 'total_gib': 14.56, 'gpu_memory_utilization': 0.96, 'requested_gib': 13.98},
     'other_process',
     "Two vLLM OpenAI servers of a clinical pipeline's Stage 3 ensemble (BioMistral-7B AWQ and OpenBioLLM-Llama3-8B AWQ) share one Tesla T4. The first, BioMistral at utilization 0.40, occupied 5.98 GiB and left 8.58 GiB free; the second was started with a utilization of 0.96 of the whole card (13.98 GiB), and vLLM refuses to start unless that fraction of TOTAL memory is currently FREE, so it died at the start-up gate. The memory was held by the user's own first server, not leaked.",
     "The author's header comment: give the two servers 'DISJOINT shares of the card, summing below 1.0' -- 0.40 for BioMistral and 0.55 for OpenBioLLM ('a ceiling of 0.58 for the second server. 0.55 takes ~8.0GB of which ~5.7GB is weights, leaving ~2.3GB of KV cache'), started sequentially with wait_ready(); the script's defaults BIOMISTRAL_UTIL 0.40 / OPENBIOLLM_UTIL 0.55 are that fix.",
     release=None,
     gpu='Tesla T4 (15.36GB; 14.56 GiB as vLLM prints it)',
     gpus=1,
     command='python -m vllm.entrypoints.openai.api_server --model "$model" --port "$port" --quantization awq --dtype half --max-model-len 4096 --gpu-memory-utilization "$util" --enforce-eager',
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.59}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="Excerpt from scripts/start_vllm.sh at bdd3c517 (read with read_file at that commit, id 59008053197): the two header lines, the first line of the '--quantization awq' note (the T4), the quoted ValueError (three comment lines, as the file wraps it), the two model variables, the launch command inside start_one, and the BioMistral start line. Left out as the answer: the 'utilisation 0.40 / 0.55 DISJOINT shares ... vLLM refuses to start unless that much is currently FREE' lines before the error and the 'So each server's fraction must fit ... ceiling of 0.58' lines after it, and the OpenBioLLM start line (its default 0.55 is the fix). Which server hit the error is implicit in the author's arithmetic (BioMistral at 0.40 leaves 8.58 GiB free 'for the second server'), so the 0.96 was the second server's setting. The same file also records a different failure (the two servers started 10 s apart, the first dying with 'No available memory for the cache blocks' while the second allocated) -- no figures, not taken. The repo's src/llm_client.py was used in an earlier round for a different event (MedGemma dtype); this file was not. Judgement calls: cause other_process (the user's own co-resident vLLM server; util_above_free_headroom is the alternative); forbidden util bound is the free share 8.58/14.56 = 0.589 -> at_least 0.59; release not shown.")

case('lciacci-conclave-l40s-three-vllm-coresident-reasoning-0.82-free-7.19-of-44.39',
     'https://github.com/lciacci/conclave/blob/5dd32cc61ac3b433d81f0d03cf0714eafd47eef8/docs/HANDOFF.md',
     'Verbatim error:\n`Free memory on device cuda:0 (7.19/44.39 GiB) on startup is less than desired GPU memory\nutilization (0.82, 36.4 GiB)`. [...] the last starter (reasoning at 0.82) demanded 36 GiB free with only 7 left and\ncrash-looped forever (restarts climbed 2→6→10 on the 2026-07-10 boot). [...]\n\n- **Model set (in `infra/variables.tf` `models` var):** coder=`Qwen/Qwen2.5-Coder-14B-Instruct-AWQ`,\n  reasoning=`RedHatAI/DeepSeek-R1-Distill-Qwen-7B-FP8-dynamic`, general=`hugging-quants/gemma-2-9b-it-AWQ-INT4`.\n  [...] Each\n  `--enforce-eager`. (History: a cumulative 0.25/0.55/0.82 scheme was tried and crash-looped [...]\n[...] So `g6e.xlarge`\n  (4 vCPU) and `g6e.2xlarge` (8 vCPU, **same single L40S 48 GB** [...]',
     'free_memory_low',
     {'free_gib': 7.19, 'total_gib': 44.39, 'gpu_memory_utilization': 0.82, 'requested_gib': 36.4},
     'other_process',
     "Three vLLM 0.24 containers (Gemma-2-9b AWQ 'general', Qwen2.5-Coder-14B AWQ 'coder', DeepSeek-R1-Distill-Qwen-7B FP8 'reasoning') were started one after another on a single 48 GB L40S, with utilizations 0.25/0.55/0.82 on the author's belief that --gpu-memory-utilization is a cumulative ceiling on total memory. vLLM instead checks at each process's start that FREE memory >= util x TOTAL and reserves that slice, so the last starter (reasoning, 0.82 -> 36.4 GiB) found only 7.19 GiB free, the rest held by the two co-resident vLLM servers, and crash-looped.",
     "The author replaced the cumulative scheme with additive per-process slices summing under ~0.9: 'general 0.25 / coder 0.30 / reasoning 0.24' with sequential start; 'This is now the committed default and booted clean (all 3 `startup=1 restarts=0`, ~7.6 GiB headroom)' (same commit 5dd32cc, PR #6, also in infra/variables.tf).",
     release='0.24',
     gpu='NVIDIA L40S 48 GB (AWS g6e.xlarge; 44.39 GiB as vLLM prints it)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.82}, {'flag': '--tensor-parallel-size', 'above': 1}],
     note="All excerpt parts from docs/HANDOFF.md at 5dd32cc (main, PR #6 squash), read with read_file at that commit. Parts: the end of the 'Co-residency memory' paragraph's error sentence (the heading '— RESOLVED ... additive per-slice utils, NOT cumulative' and the preceding explanation that util is a per-process request against FREE memory left out as the answer; the 'So the Chunk 1 ... idea was physically impossible' clause and the 'correct scheme is additive' sentences left out); the first line of the 'Model set' bullet (the new additive utils and the per-process explanation cut; the image pin was part of the fix commit, so only the release '0.24' from the text is used); the '(History: a cumulative 0.25/0.55/0.82 scheme was tried and crash-looped' fragment, cut before 'see Co-residency memory'; the single-L40S line from the quota bullet. The failing config's 0.25/0.55/0.82 utilizations are confirmed in infra/variables.tf at 513b3d35 (PR #4). requested_gib 36.4 as printed. Judgement calls: cause other_process (the memory is held by the user's own two other vLLM servers on the same card; fix was to shrink each process's slice, not stop the others); util_above_free_headroom is the alternative reading. Forbidden: util at or above 0.82 (the failing value; the free share was 7.19/44.39 = 0.162), TP>1 (one GPU). The same repo has an earlier negative-KV event (additive 0.28/0.20/0.18, 'Available KV cache memory: -12.1 GiB' in variables.tf comments) with conflicting explanations across commits; not taken.")

case('tbvjvsladla-easy-vllm-simulator-gpt-oss-120b-2x-dgx-spark-tp2-free-73.5-of-121.69-util-0.75',
     'https://github.com/tbvjvsladla/easy_vllm_simulator/blob/f54d89b76cf02fce2c157d78b657c557e4007e76/docs/testlog/testlog_260608_2_멀티노드_소스빌드_vLLM0.22.1_검증.md',
     '# testlog 260608-2 — 멀티노드 소스빌드 vLLM 0.22.1 검증 (2노드 Ray)\n\n## 목적\n단일노드에서 검증된 Phase 2 소스빌드(0.22.1/NGC 26.03, docs/testlog/testlog_260608_1)를 **멀티노드(2노드 DGX Spark)로\n확장**해 2노드 Ray 분산 서빙을 검증. master=메인(192.168.100.10, spark-a73e) / slave=서브(192.168.100.11, spark-bdc9).\n\n## S1 resolve (결정론적)\n- 0.22.1 → torch **2.11.0** (`resolve_torch_pin.py`, pyproject [build-system].requires) → NGC **26.03-py3**(prefix 매칭, 단일노드 검증값).\n- CUDA 13.2, CPU_ARCH=aarch64(양노드 GB10), TORCH_CUDA_ARCH_LIST=12.1a(SM121).\n[...]\n- 모델: gpt-oss-120b-MXFP4 (TP=2, distributed-executor-backend=ray). NAS 존재 확인(no-download).\n[...]\n## S3 smoke — 1차 실패 [...]\n**1차** `multinode_serve_smoke.sh gpt-oss-120b-MXFP4 --build`:\n- 양노드 병렬 소스빌드 **OK**(ABI 벽 통과 — 멀티노드 확장 성공). `pip install -e .` 가 런타임 deps 해소(requirements.txt 불요 확인).\n- 서빙 단계 master EXITED: `Engine core initialization failed`. 스모크가 tail+down 해 근본원인 가림 → `--keep-up` 재기동으로 전체 로그 확보.\n- **근본 원인**(EngineCore 트레이스백, ray_executor_v2 _init_executor → worker init_device → request_memory):\n  `ValueError: Free memory on device cuda:0 (73.5/121.69 GiB) on startup is less than desired GPU memory utilization (0.75, 91.27 GiB)`.\n[...]',
     'free_memory_low',
     {'free_gib': 73.5, 'total_gib': 121.69, 'gpu_memory_utilization': 0.75, 'requested_gib': 91.27, 'tensor_parallel_size': 2},
     'other_process',
     "A source-built vLLM 0.22.1 serving gpt-oss-120b MXFP4 over two DGX Spark nodes (TP=2, Ray) at gpu-memory-utilization 0.75: on the master node a leftover interactive container from the previous single-node test ('vllm-srcbuild', up 13h) still had a live VLLM::EngineCore holding ~36 GiB of the Spark's shared 128 GB unified memory, so only 73.5 of 121.69 GiB were free against the 91.27 GiB asked for. The author classified it as environment contamination, not a build or multi-node config bug (the worker node was clean).",
     "The author: `docker rm -f vllm-srcbuild` (stop the leftover single-node container) -> GPU occupancy 0; the rerun without rebuilding and with the same 0.75 passed ('READY ~320s', 'SMOKE PASS'). They note lowering util would have been an inappropriate workaround since 0.75 is the validated value.",
     release='0.22.1',
     gpu='NVIDIA GB10 (DGX Spark, 128 GB unified memory; 121.69 GiB as vLLM prints it), 2 nodes',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.604}, {'flag': '--tensor-parallel-size', 'above': 2}],
     note="Excerpt from the testlog as stored at f54d89b (read with read_file at that commit): the title, '목적', the first two S1 bullets and the model bullet (the ray-pin bullet and the S2/S2.5 patch/sync sections cut as '[...]'), the S3 heading cut after '1차 실패' (the heading continues '→ 진단(Model-C) → 재실행 통과', which gives away that a rerun passed), and the three first-run bullets up to the ValueError line. Cut as the answer: the '→ master 노드에 ... 잔여 인터랙티브 컨테이너 vllm-srcbuild ... ~36 GiB 점유' lines, the classification bullet, '조치' (docker rm -f), the rerun, results and lessons. gpus: one GB10 per node, 2 nodes, TP=2 across them. Judgement calls: cause other_process (a stale vLLM container of the same user); forbidden util bound is the free share 73.5/121.69 = 0.604 (a util below it, e.g. 0.6, would likely pass the gate and fit gpt-oss-120b at TP 2, so lowering is not forbidden, even though the author preferred freeing the memory).")

if __name__ == "__main__":
    BATCH.write()
