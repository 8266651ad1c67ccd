"""Round-853 blind batch: MORE EVENTS IN NOTES USED ONCE (5); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round853-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 20. 4 cases. Dropped: files not stored at the listed commit (mnmehta, club-3090 UPSTREAM.md, AIwork4me,
lobes-cli), generic advice (recipes GPT-OSS.md), paraphrased errors (golbang), used-only files, and a runpod CLAUDE.md
whose fix contradicts itself.

4 cases:
- damnkuldeep-rtx3050-wsl2-vllm-openai-v0110-driver-566-cuda127-container-cli-cuda-12.8: https://github.com/DamnKuldeep/qwen2.5-1.5b-awq-vllm-rtx3050-4gb/blob/44bb40ac0e66163ae09c311fa7bbba98f9784727/PROGRESS_LOG.md
- damnkuldeep-rtx3050-wsl2-wddm-v0110-free-3.21-of-4.0-util-0.9: https://github.com/DamnKuldeep/qwen2.5-1.5b-awq-vllm-rtx3050-4gb/blob/44bb40ac0e66163ae09c311fa7bbba98f9784727/PROGRESS_LOG.md
- dmnfull-qwen3-32b-bnb8-slurm-gpus2-split-nodes-cvd1-nvml-invalid-argument-v0171: https://github.com/SuyogKhanal/DmNfull/blob/f90986e5deb2b025e0dfc2d553a13d178706061f/Equivariant_pathway/equivariant_CNN_hybrid/baseline_vs_p4/baseline_vs_p4_sequential_batch/claude_memory.md
- dmnfull-qwen3-32b-slurm-colocated-jobs-hardcoded-ports-8000-8001-errno-98-v0171: https://github.com/SuyogKhanal/DmNfull/blob/f90986e5deb2b025e0dfc2d553a13d178706061f/Equivariant_pathway/equivariant_CNN_hybrid/baseline_vs_p4/baseline_vs_p4_sequential_batch/claude_memory.md

Judgement calls for the lead: damnkuldeep free memory: util_above_free_headroom a fair second reading. dmnfull: the
author quotes only the exception lines; model_inspection_failed / no_gpu_visible the alternatives for the NVML case.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round853-blind")
case = BATCH.case

case('damnkuldeep-rtx3050-wsl2-vllm-openai-v0110-driver-566-cuda127-container-cli-cuda-12.8',
     'https://github.com/DamnKuldeep/qwen2.5-1.5b-awq-vllm-rtx3050-4gb/blob/44bb40ac0e66163ae09c311fa7bbba98f9784727/PROGRESS_LOG.md',
     '## Stage 0 — Environment re-verification — 2026-09-07\n[...]\n**Result:**\nDocker client and server both 29.7.2 (Docker Desktop 4.89.0, containerd v2.3.3, runc 1.4.3), server `linux/amd64` via the `desktop-linux` context — WSL2 backend healthy.\n`nvidia-smi` ran inside the container and reported: NVIDIA-SMI 565.65, **Driver 566.07, CUDA 12.7**, one GPU — NVIDIA GeForce RTX 3050 — at **0MiB / 4096MiB**, 0% utilization, 57C, P8, no running processes.\n[...]\n**What we did:**\nCreated `deployment/docker/run_vllm.ps1` and `run_vllm.sh` with the tuned flag set, and attempted the first launch.\n\n**Command(s) run:**\n\n```powershell\n.\\deployment\\docker\\run_vllm.ps1\n```\n\n**Result:**\nThe `vllm/vllm-openai:v0.11.0` image pulled successfully (digest `sha256:014a95f2…`), then the container failed to start:\n\n```text\nnvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8,\nplease update your driver to a newer version, or use an earlier cuda container\n```',
     'cuda_driver_mismatch',
     {},
     'cuda_driver_mismatch',
     "A Qwen2.5 AWQ serving project on a 4 GB RTX 3050 laptop GPU under Docker Desktop (WSL2). The vllm/vllm-openai:v0.11.0 image is built against the CUDA 12.8 toolkit and declares NVIDIA_REQUIRE_CUDA=cuda>=12.8, while the installed Windows driver 566.07 provides CUDA 12.7; the NVIDIA container runtime enforces the floor in a prestart hook, so the container fails (a runc error) before any Python runs. The author: 'nothing was wrong with the launch flags or the pin.'",
     "The author updated the Windows NVIDIA driver (to 616.56, CUDA UMD 13.4) via the NVIDIA App, ran `wsl --shutdown`, and relaunched: 'Driver now 616.56 ... comfortably past the `cuda>=12.8` floor' (the next entry records vLLM getting much further). Alternatives they considered: NVIDIA_DISABLE_REQUIRE=1, or an older CUDA-12.4-era vLLM image.",
     release='0.11.0',
     gpu='NVIDIA GeForce RTX 3050 (4096MiB, laptop)',
     gpus=1,
     command='.\\deployment\\docker\\run_vllm.ps1',
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--tensor-parallel-size'}, {'flag': '--enforce-eager'}, {'flag': '--dtype'}],
     note="Second event from an already-used file (the used one is the Stage 2 'Issue 1' bench client without --gpus, no_gpu_visible); this is a different failure (the Stage 1 entry 'Blocked on first launch: CUDA version floor') with its own message and fix. Excerpt: the Stage 0 entry's heading and Result paragraph (the driver/CUDA figures the user recorded; '[...]' for its 'What we did'/commands and the rest of the entry) and the Stage 1 entry's 'What we did', command and Result up to the error block; the Stage 1 heading is left out because it names the cause ('CUDA version floor'), and the 'Issues hit / fixed' paragraph (the diagnosis and the chosen resolution) is cut. The file was read at the commit in the URL. Model per later entries: Qwen/Qwen2.5-3B-Instruct-AWQ (the repository name says 1.5b). Command: the launch script as posted; its docker/vllm flags are not shown in this entry. No vLLM or torch message: the kind is the container runtime's CUDA-requirement refusal, labelled as in the vllm-18813 fixture.")

case('damnkuldeep-rtx3050-wsl2-wddm-v0110-free-3.21-of-4.0-util-0.9',
     'https://github.com/DamnKuldeep/qwen2.5-1.5b-awq-vllm-rtx3050-4gb/blob/44bb40ac0e66163ae09c311fa7bbba98f9784727/PROGRESS_LOG.md',
     '## Stage 1 — Driver updated, CUDA floor cleared; new block on memory sizing — 2026-09-07\n\n**What we did:**\nUpdated the Windows NVIDIA driver via the NVIDIA App, reset WSL, re-verified GPU passthrough on both sides of the container boundary, and relaunched vLLM.\n\n**Command(s) run:**\n\n```powershell\nwsl --shutdown\nnvidia-smi\ndocker run --rm --gpus all nvidia/cuda:12.6.1-base-ubuntu24.04 nvidia-smi\n.\\deployment\\docker\\run_vllm.ps1\n```\n\n**Result:**\nDriver now **616.56, KMD 616.56, CUDA UMD 13.4** — comfortably past the `cuda>=12.8` floor. Host and container `nvidia-smi` agree, so the WSL driver mapping refreshed correctly. GPU still reads `0MiB / 4096MiB`, now under `Driver-Model: WDDM`.\n\nvLLM got much further. Three of the four Stage 1 acceptance criteria passed before it stopped:\n\n- `[awq_marlin.py:119] The model is convertible to awq_marlin during runtime. Using awq_marlin kernel.` — Marlin engaged, the ~11x kernel decision confirmed on real hardware\n- `[scheduler.py:205] Chunked prefill is enabled with max_num_batched_tokens=2048.`\n- `Initializing a V1 LLM engine (v0.11.0)` with `enable_prefix_caching=True`, `quantization=awq_marlin`, `dtype=torch.float16`, `max_seq_len=4096`\n\nThen engine core init failed:\n\n```text\nValueError: Free memory on device (3.21/4.0 GiB) on startup is less than desired\nGPU memory utilization (0.9, 3.6 GiB). Decrease GPU memory utilization or reduce\nGPU memory used by other processes.\n```',
     'free_memory_low',
     {'free_gib': 3.21, 'total_gib': 4.0, 'gpu_memory_utilization': 0.9, 'requested_gib': 3.6},
     'other_process',
     "vLLM 0.11.0 in Docker Desktop (WSL2) on a 4 GB RTX 3050 laptop GPU that also drives Windows. --gpu-memory-utilization is checked against free memory at startup, and only 3.21 of 4.0 GiB is free once a CUDA context exists: WDDM reserves VRAM for the Windows desktop compositor and the WSL2 CUDA context itself costs several hundred MiB, none of which nvidia-smi's '0MiB / 4096MiB' showed. 0.9 asks for 3.6 GiB, so the hard ceiling is about 0.80.",
     "The author: 'Hard ceiling is therefore ~0.80. **Fixed by lowering the dial to 0.78**'; the next entry ('vLLM server up and tuned') records the relaunch with --gpu-memory-utilization 0.78 starting fully (0.98 GiB KV cache, 28,432 tokens, 6.94x concurrency at 4096).",
     release='0.11.0',
     gpu='NVIDIA GeForce RTX 3050 (4096MiB, laptop)',
     gpus=1,
     command='.\\deployment\\docker\\run_vllm.ps1',
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_least': 0.81}, {'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--max-model-len'}],
     note="Second event from an already-used file (the used one is the Stage 2 'Issue 1' bench client without --gpus); this one is the Stage 1 entry 'Driver updated, CUDA floor cleared; new block on memory sizing', a different failure with its own figures and fix. Excerpt: that entry's heading, 'What we did', commands and Result up to the ValueError block, verbatim; the 'Issues hit / fixed' paragraph (WDDM/WSL2 diagnosis and the 0.78 fix) and the later WARNING notes are cut. Read at the commit in the URL. Cause: other_process, as the earlier WSL2/Windows-host fixtures (adixg..., docker-model-runner-414) label VRAM held outside vLLM by the Windows host; util_above_free_headroom is the fair alternative (the figure asked for exceeds what the host leaves free). Forbidden: any utilization at or above 0.81 (0.81 x 4.0 = 3.24 GiB > 3.21 free); TP>1 (one GPU); --max-model-len does not touch this startup check. Model per later entries: Qwen/Qwen2.5-3B-Instruct-AWQ.")

case('dmnfull-qwen3-32b-bnb8-slurm-gpus2-split-nodes-cvd1-nvml-invalid-argument-v0171',
     'https://github.com/SuyogKhanal/DmNfull/blob/f90986e5deb2b025e0dfc2d553a13d178706061f/Equivariant_pathway/equivariant_CNN_hybrid/baseline_vs_p4/baseline_vs_p4_sequential_batch/claude_memory.md',
     '### Qwen serving (two vLLM servers + tiny proxy)\n\nThe user explicitly chose `--gpus=2` after we discussed memory and\nswap costs. Reasoning:\n\n- Qwen3-32B at 8-bit ≈ 32 GB weights + ~10 GB activations + KV cache.\n  Qwen3-VL-32B is roughly the same. Two persistent vLLM servers on\n  one H100 (80 GB) would be tight; on H200 (141 GB) comfortable.\n  Two GPUs sidesteps the question.\n[...]\nArchitecture:\n\n```\n[upstream pipeline]\n    │ openai.OpenAI(base_url=$OPENAI_BASE_URL).chat.completions.create(model=...)\n    ▼\nqwen/proxy.py  (port 8002, CPU)\n    │ routes by body["model"]\n    ├──→ port 8001  vLLM serving Qwen3-VL-32B on GPU 0   (handles vlm_analyser)\n    └──→ port 8000  vLLM serving Qwen3-32B    on GPU 1   (handles reasoning + aggregator + plain LLM)\n```\n[...]\n`submit_one_qwen.sh` starts both vLLM servers in background, starts the\nproxy, probes `/v1/models` on all three with a 10-min timeout, then\nlaunches the same `orchestrator.run_one` the OpenAI cluster uses. `trap\nEXIT` tears everything down.\n[...]\n    Symptom: VLM\n    (CVD=0) loads fine, LLM (CVD=1) crashes with\n    `vllm.third_party.pynvml.NVMLError_InvalidArgument` during model\n    architecture inspection plus an earlier "0 active driver(s) found"\n    triton notice.',
     'invalid_device_ordinal',
     {},
     'invalid_device_ordinal',
     'A SLURM job meant to run two vLLM 0.17.1 servers on one node (Qwen3-VL-32B on GPU 0, Qwen3-32B on GPU 1, bitsandbytes 8-bit) asked for the bare `--gpus=2`. On the gpu-large partition SLURM allocated the two GPUs on two different nodes (e.g. h100-m-01 + h100-m-03), but the .batch step runs on only one node and sees only ONE GPU, so the server pinned to CUDA_VISIBLE_DEVICES=1 names a device that does not exist there and NVML rejects it.',
     "The author's gotcha 10: '`--gpus=2` can split across nodes; use `--nodes=1 --gpus-per-node=2` instead.' with the check 'Verify via `sacct -j <jobid> --format=NodeList` — `NodeList` should be a single node.'",
     release='0.17.1',
     gpu='NVIDIA H100 80GB (SLURM gpu-large partition, h100-m-01 / h100-m-03)',
     gpus=1,
     command=None,
     forbidden=[{'flag': '--tensor-parallel-size', 'above': 1}, {'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--quantization'}],
     note="Further event from an already-used file: the three earlier fixtures (dmnfull-qwen3-32b-aggregator-16385..., dmnfull-qwen3-32b-bnb8-h100-max-model-len-65536..., dmnfull-qwen3-vl-32b-bnb8-h100-262144...) all come from gotcha 11 (max_model_len tuning); this is gotcha 10, a different failure with its own message and fix. Excerpt: the 'Qwen serving' section's opening and bullet, its architecture block and the submit_one_qwen.sh paragraph ('[...]' for the hot-swap bullet and the proxy paragraph), then only the 'Symptom:' sentence of gotcha 10 (its bold title, which is the fix, and the explanation before 'Symptom:' are left out, as is the 'Verify via sacct' tail). Read at the commit in the URL. The author gives the exception name, not the traceback. release: the default VLLM_PYTHON env (vllm_embed, vllm 0.17.1, per gotcha 8). gpus_available 1: what the failing batch step saw (two GPUs were allocated, one per node). command: not posted (the servers are launched by submit_one_qwen.sh, with --quantization bitsandbytes --load-format bitsandbytes per gotcha 9). Kind/cause labelled as the vllm-19071 fixture labels NVMLError_InvalidArgument; alternatives: model_inspection_failed for the kind (it surfaces during model architecture inspection) and no_gpu_visible for the cause.")

case('dmnfull-qwen3-32b-slurm-colocated-jobs-hardcoded-ports-8000-8001-errno-98-v0171',
     'https://github.com/SuyogKhanal/DmNfull/blob/f90986e5deb2b025e0dfc2d553a13d178706061f/Equivariant_pathway/equivariant_CNN_hybrid/baseline_vs_p4/baseline_vs_p4_sequential_batch/claude_memory.md',
     '### Qwen serving (two vLLM servers + tiny proxy)\n\nThe user explicitly chose `--gpus=2` after we discussed memory and\nswap costs. Reasoning:\n\n- Qwen3-32B at 8-bit ≈ 32 GB weights + ~10 GB activations + KV cache.\n  Qwen3-VL-32B is roughly the same. Two persistent vLLM servers on\n  one H100 (80 GB) would be tight; on H200 (141 GB) comfortable.\n  Two GPUs sidesteps the question.\n[...]\nArchitecture:\n\n```\n[upstream pipeline]\n    │ openai.OpenAI(base_url=$OPENAI_BASE_URL).chat.completions.create(model=...)\n    ▼\nqwen/proxy.py  (port 8002, CPU)\n    │ routes by body["model"]\n    ├──→ port 8001  vLLM serving Qwen3-VL-32B on GPU 0   (handles vlm_analyser)\n    └──→ port 8000  vLLM serving Qwen3-32B    on GPU 1   (handles reasoning + aggregator + plain LLM)\n```\n[...]\n`submit_one_qwen.sh` starts both vLLM servers in background, starts the\nproxy, probes `/v1/models` on all three with a 10-min timeout, then\nlaunches the same `orchestrator.run_one` the OpenAI cluster uses. `trap\nEXIT` tears everything down.\n[...]\n    → `OSError: [Errno 98] Address\n    already in use` in `vllm_llm_*.log`, server never binds, job spins\n    doing nothing until cancelled.',
     'port_in_use',
     {},
     'port_in_use',
     'Each SLURM job starts two vLLM 0.17.1 servers and a proxy on fixed ports 8000/8001/8002. A gpu-large node has 8 GPUs and each job takes 2, so up to 4 jobs co-locate on one node; the hardcoded ports collide across co-located jobs and with orphaned vLLM servers from cancelled jobs, so the server cannot bind and the job spins until cancelled.',
     "The author's gotcha 16: '`submit_one_qwen.sh` now derives a per-job 3-port block from `SLURM_JOB_ID`: `_PORT_BASE=20000 + (JOB_ID % 12000)*3`, ports = base, base+1, base+2 ... Don't revert to fixed ports'.",
     release='0.17.1',
     gpu='NVIDIA H100 80GB (SLURM gpu-large node, 8 GPUs, 2 per job)',
     gpus=2,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size'}, {'flag': '--kv-cache-dtype'}, {'flag': '--quantization'}],
     note="Further event from an already-used file (earlier fixtures took gotcha 11's max_model_len events); this is gotcha 16, a different failure with its own message and fix. Excerpt: the same 'Qwen serving' context as the gotcha-10 case (architecture block with the fixed ports), then only the symptom clause of gotcha 16 from the arrow on; the bold title ('ports must be unique per job'), the node/co-location explanation and the fix are left out. Read at the commit in the URL. The author quotes the exception line, not a traceback. release: default VLLM_PYTHON env (vllm 0.17.1, gotcha 8). gpus_available 2: the job's allocation (--nodes=1 --gpus-per-node=2 on an 8-GPU node). command: not posted. Forbidden: memory/length/TP/quantization flags address another cause; --port itself is the right lever and is not forbidden.")

if __name__ == "__main__":
    BATCH.write()
