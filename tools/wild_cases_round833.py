"""Round-833 blind batch: COMMITTED NOTES: NON-MEMORY REFUSALS WITH A FIGURE OR A NAMED VALUE (divisibility, capability,
dtype, batched tokens, derived length, Mamba, quantization, attention backend, NCCL, port); collected by a helper and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round833-blind"``; the lead grades
it once (tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 30 of 40. 4 cases from two repositories. Dropped: a Quadro RTX 6000 bf16 docstring (no repository), several
used hits (SalamandraTA, testgeneval, FlintyLemming, TripleQuant, My-vllm-serving, Mamba and min_thread_k hits), an
RHAIIS report (no repository), a GLM-5.1 skill file (a patched fork), hiceron's DSpark draft (no cause), NCCL 217 hits
(training runs), port hits (not vLLM).

4 cases:
- hiceron-spark-qwen38-27b-gb10-nvfp4-kv-triton-attn-kv-cache-dtype-not-supported: https://github.com/hiceron/spark-qwen38-27b/blob/0663bf77af5e8bbeb305b14ecab9ee20cfea470e/results/qwen38-kv-nvfp4-20260815.txt
- llm-freedom3-huihui-qwen36-27b-fp8-4090-fp8-kv-flash-attn-kv-cache-dtype-not-supported: https://github.com/mics8128/llm-freedom3/blob/4828d48a66a9c8cb823574c3f2942515560b9406/notes/vast-qwen36-current-128k-4090.md
- llm-freedom3-vllm-0202-cu129-torch-211-driver-575-too-old-12090: https://github.com/mics8128/llm-freedom3/blob/16e051533a9534916a10f1348b42abbf60018b07/notes/vast-qwen36-2026-05-12.md
- llm-freedom3-vllm-cu129-image-no-c-compiler-python-h-triton: https://github.com/mics8128/llm-freedom3/blob/16e051533a9534916a10f1348b42abbf60018b07/notes/vast-qwen36-2026-05-12.md

Judgement calls for the lead: llm-freedom3: the failing launch's command is not in the file; the two events of vast-
qwen36-2026-05-12.md are separate failures with their own fixes.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round833-blind")
case = BATCH.case

case('hiceron-spark-qwen38-27b-gb10-nvfp4-kv-triton-attn-kv-cache-dtype-not-supported',
     'https://github.com/hiceron/spark-qwen38-27b/blob/0663bf77af5e8bbeb305b14ecab9ee20cfea470e/results/qwen38-kv-nvfp4-20260815.txt',
     "# --kv-cache-dtype nvfp4 — FAIL — 2026-08-15\n# Flag exists in vLLM 0.27.2. APIServer accepts it.\n# EngineCore:\n#   ValueError: Selected backend AttentionBackendEnum.TRITON_ATTN\n#   is not valid for this configuration. Reason: ['kv_cache_dtype not supported']",
     'kv_cache_dtype_unsupported',
     {},
     'kv_cache_dtype_unsupported',
     "Serving unsloth/Qwen3.8-27B-NVFP4 on one DGX Spark (GB10, sm_121) with vLLM 0.27.2, the author tried --kv-cache-dtype nvfp4 to get more KV cache. On GB10 the run has to use --attention-backend triton_attn (the only backend that serves FP8 KV there; FA2 cannot), and TRITON_ATTN does not accept an nvfp4 (or TurboQuant) KV cache dtype, so the engine core's backend check refused the configuration at start-up. Not a memory shortfall: the backend/KV-dtype pair is unsupported.",
     "The author's run log and README: drop NVFP4 KV and keep kv auto/FP8 on triton_attn; 'Raising gpu-memory-utilization is the working KV lever' (0.55 -> 0.74 gave 1,549,032 KV tokens, 5.91x at 262144).",
     release='0.27.2 (image eugr/spark-vllm, vLLM 0.27.2rc1.dev88)',
     gpu='NVIDIA DGX Spark GB10 (sm_121), 121 GiB unified memory',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--kv-cache-dtype', 'value': 'nvfp4'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--gpu-memory-utilization', 'at_most': 0.55}, {'flag': '--max-model-len'}, {'flag': '--cpu-offload-gb'}],
     note="Excerpt: the first five lines of the committed result file results/qwen38-kv-nvfp4-20260815.txt (the author's header plus the EngineCore error as pasted, with its line break inside the message kept). Left out: its last three lines, which give the reason (GB10 FP8 KV requires triton_attn) and the fix (raise gpu-memory-utilization). Context from the same commit's QWEN38-RUNLOG.md (Boot #4) and README: one DGX Spark GB10, --attention-backend triton_attn, --max-model-len 262144, util 0.55 at the time. No launch command for this boot is committed, so command is null. gpu_memory_utilization is not in the excerpt, so it is not in numbers. Forbidden: nvfp4 KV again; TP above the one GB10; lowering util below 0.55 (wrong direction for the author's KV goal); --max-model-len and --cpu-offload-gb address other causes. Alternative reading of the kind: attention_backend_feature_unsupported (the message is the backend validator's); earlier fixtures with this exact 'Selected backend ... kv_cache_dtype not supported' text use kv_cache_dtype_unsupported. Same repository also records a DSpark draft failure (Boot #3, 'hf_overrides must be a dict'), not taken: its cause is not settled in the source.")

case('llm-freedom3-huihui-qwen36-27b-fp8-4090-fp8-kv-flash-attn-kv-cache-dtype-not-supported',
     'https://github.com/mics8128/llm-freedom3/blob/4828d48a66a9c8cb823574c3f2942515560b9406/notes/vast-qwen36-current-128k-4090.md',
     "# Vast.ai Huihui Qwen3.6 27B FP8 — RTX 4090 128K Working Setup\n[...]\n```text\nInstance ID: 36625605\nGPU: NVIDIA GeForce RTX 4090\nVRAM: 49140 MiB\nCompute capability: 8.9\nDriver: 580.65.06\nCUDA max: 13.0\n[...]\nImage: ghcr.io/mics8128/vllm-cu129:0.20.2-cu129\n```\n[...]\n```env\nMODEL=edp1096/Huihui-Qwen3.6-27B-abliterated-FP8\n[...]\nMAX_MODEL_LEN=131072\nMAX_NUM_SEQS=2\nGPU_MEMORY_UTILIZATION=0.90\n[...]\n```\n[...]\n### 128K + seqs=2 requires FP8 KV cache\n\nWithout KV cache compression, one RTX 4090 48GB cannot fit 128K context with `MAX_NUM_SEQS=2`.\n[...]\n```text\nValueError: Selected backend AttentionBackendEnum.FLASH_ATTN is not valid for this configuration. Reason: ['kv_cache_dtype not supported']\n```",
     'kv_cache_dtype_unsupported',
     {'max_model_len': 131072, 'max_num_seqs': 2, 'gpu_memory_utilization': 0.9},
     'kv_cache_dtype_unsupported',
     "Serving edp1096/Huihui-Qwen3.6-27B-abliterated-FP8 on one Vast.ai RTX 4090 48GB (sm_89) at 128K context with 2 sequences needed an FP8 KV cache (--kv-cache-dtype fp8). With the FLASH_ATTN attention backend selected, vLLM's backend validator refused the configuration because FlashAttention on this card does not support the fp8 KV cache dtype ('kv_cache_dtype not supported'); the automatic choice, FlashInfer, could not be used either because the image then lacked nvcc. A backend/KV-dtype mismatch, not a memory limit.",
     'The author\'s note: force the Triton backend and keep FP8 KV: \'Therefore keep: --attention-backend TRITON_ATTN\' (EXTRA_ARGS="--kv-cache-dtype fp8 --calculate-kv-scales --attention-backend TRITON_ATTN"); 128K/seqs=2 then served (11.75 GiB KV, 305,384 tokens, 2.33x).',
     release='0.20.2 (image ghcr.io/mics8128/vllm-cu129:0.20.2-cu129)',
     gpu='NVIDIA GeForce RTX 4090 48GB (49140 MiB, compute capability 8.9), Vast.ai',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--attention-backend', 'value': 'FLASH_ATTN'}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--cpu-offload-gb'}],
     note="Excerpt: pieces of the committed note as the file shows them: the title, the Instance block, three lines of the /workspace/vllm.env block (MODEL, MAX_MODEL_LEN, MAX_NUM_SEQS, GPU_MEMORY_UTILIZATION), the 'requires FP8 KV cache' paragraph and the ValueError block. Left out: the EXTRA_ARGS line and the effective command (they carry the fix, --attention-backend TRITON_ATTN), the sentence '`FLASH_ATTN` is also not valid with this KV dtype' (the author's reading), the FlashInfer 'nvcc: not found' paragraph (a different failure, on first request), and 'Therefore keep: --attention-backend TRITON_ATTN'. The command of the failing FLASH_ATTN launch itself is not committed, so command is null; the note's working config shows the same model, 131072, 2 sequences, 0.90, fp8 KV. Forbidden: FLASH_ATTN again; TP beyond the one card; util, --max-model-len and CPU offload address memory, not this refusal. Not forbidden: dropping the fp8 KV dtype would let it start but loses the 128K x 2 goal the author states. Alternative kind: attention_backend_feature_unsupported (the backend validator's message); earlier fixtures with the same text use kv_cache_dtype_unsupported.")

case('llm-freedom3-vllm-0202-cu129-torch-211-driver-575-too-old-12090',
     'https://github.com/mics8128/llm-freedom3/blob/16e051533a9534916a10f1348b42abbf60018b07/notes/vast-qwen36-2026-05-12.md',
     '## Earlier failed/learned constraints\n\n### Driver requirements\n\n`vllm 0.20.2+cu129` / `torch 2.11.0+cu129` fails on driver 575.x even though Vast reports CUDA 12.9:\n\n```text\nRuntimeError: The NVIDIA driver on your system is too old (found version 12090)\n```',
     'cuda_driver_mismatch',
     {},
     'cuda_driver_mismatch',
     "The author's own vLLM image (vllm 0.20.2+cu129 with torch 2.11.0+cu129) was started on Vast.ai hosts whose NVIDIA driver was a 575.x release; although Vast listed CUDA 12.9 for those hosts, torch found the driver too old (CUDA version 12090 reported by the driver) and refused to initialise CUDA, so vLLM could not start. A host driver too old for the wheel's CUDA/torch build, not a vLLM setting.",
     "The author: 'Need driver >=580 in practice.' The later instances ran on driver 580.95.05 / 580.65.06 / 595.58.03 hosts and served.",
     release='0.20.2+cu129 (torch 2.11.0+cu129, image ghcr.io/mics8128/vllm-cu129:0.20.2-cu129)',
     gpu=None,
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--dtype'}],
     note="Excerpt: the 'Driver requirements' subsection of the 2026-05-12 work log as committed, up to the error block; the closing line 'Need driver >=580 in practice.' (the fix) left out. The GPU of the failing host is not named (the log's hosts were RTX 4090 and L40S instances), so gpu and gpus_available are null. found version 12090 is a driver CUDA version code with no vocabulary key, so numbers stay empty, as earlier fixtures with this message have it. Same file also records a different failure (missing C compiler / Python.h, its own fix) taken as a separate case.")

case('llm-freedom3-vllm-cu129-image-no-c-compiler-python-h-triton',
     'https://github.com/mics8128/llm-freedom3/blob/16e051533a9534916a10f1348b42abbf60018b07/notes/vast-qwen36-2026-05-12.md',
     '### Runtime compiler deps\n\nClean image originally failed on driver 580 host due missing compiler/Python.h:\n\n```text\nFailed to find C compiler\nfatal error: Python.h: No such file or directory\n```',
     'triton_compiler_missing',
     {},
     'triton_compiler_missing',
     "The author's slimmed vLLM image (vllm-cu129, vLLM 0.20.2) had no C compiler and had purged python3.12-dev, so when vLLM started on a host with a new enough driver, Triton could not build its runtime helper modules: 'Failed to find C compiler' and 'Python.h: No such file or directory'. The image lacked the build tools Triton needs at run time; not a GPU, memory or vLLM-flag problem.",
     "The author: 'Fixed in Dockerfile by adding compiler deps + python3.12-dev' (commit 2079a4a 'Add runtime compiler deps for vLLM Triton': gcc, g++, make, libc6-dev, python3.12-dev, the latter no longer purged 'because Triton needs Python.h').",
     release='0.20.2+cu129 (image ghcr.io/mics8128/vllm-cu129:0.20.2-cu129)',
     gpu=None,
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}],
     note="Excerpt: the 'Runtime compiler deps' subsection of the 2026-05-12 work log as committed, up to the error block; its last line 'Fixed in Dockerfile by adding compiler deps + python3.12-dev.' left out, as is the 'Repo/image state' section earlier in the file that lists the same fix. A second event from the same file as the driver case: a different failure with its own fix (the author says so in separate subsections). The vLLM phase is not named in the note (Triton build at engine start is the usual place). Judgement call: kind triton_compiler_missing as earlier fixtures with 'Failed to find C compiler' name it (one names torch_compile_error); the Python.h half is the same missing-build-tools cause.")

if __name__ == "__main__":
    BATCH.write()
