"""Round-177 blind batch: vLLM launch failures quoted in KOREAN (and one German-authored) committed files -- a Korean
engineer's raw serving log (two committed versions), a Korean DGX Spark engineering journal, a Korean K3s/WSL2 blog
post, and an RTX 3060 note in a German-language project -- collected by helper wild177 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round177-blind"``; the lead grades it once
(``python tests/wild_grade.py round177``). A HELD-OUT measurement: nothing is to be fitted on it. Cases were taken in
the order the searches brought them, not picked to be hard or easy.

Same rules as rounds 27-29 and 168-170: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite, and did not read kvroom's source (src/); every expectation (kind, printed numbers, cause, fixes that would be
wrong for that user) was written from the committed file only (and, where a note says so, from the same repository's
sibling files or later lines of the same log). Excerpts are the file's text at the cited commit, read with git from the
repository snapshot (``fetch``); where lines in between were dropped the excerpt shows ``...`` and the note says so;
ANSI colour codes of the raw log (ESC[0;36m ... ESC[0;0m around the process prefix) are stripped; the authors' fix lines
are left out (they are in fix_that_worked).

Slice asked: repositories written in Japanese, Korean, Russian, Spanish, Portuguese, French, German or Vietnamese
(notes, journals, course material, deployment diaries) quoting a vLLM launch failure and what fixed it.

Look-ups: 38 of the 50 allowed -- 14 ``search`` (code), 12 ``find_string``, 12 ``find_repos``; no read_file or
find_files. ``fetch`` (outside the budget) brought about 90 repository snapshots, grepped with git here for vLLM's
launch-failure wordings over their history.

**How the cases were found, and why they are almost all Korean.** The code search answers vLLM error queries in
Japanese, Korean, Russian, Spanish, Portuguese and German with the same dozen files whatever the language
(hzqjgthy/vllm's Chinese KV note, WohimLee/vLLM-Tutorial, AI-written English "vLLM Troubleshooting" pages); find_string
on native phrasings ("vLLM起動時", "max_model_lenを", "max_model_len을", "vLLM 에러", "при запуске vLLM", "vLLM startet
nicht") returned generic troubleshooting tables with no printed log, client code and API wrappers. What worked was
find_repos on repository names (vllm-serv, vllm-deploy, vllm-test, vllm-docker, vllm_, llm2025, matsuo, zenn-content),
fetching the owners that looked Korean / Japanese / Vietnamese / Spanish / French / Russian and grepping them: that
found sngmng6506/vllm-serving (a Korean README and a 4,540-line raw vllm.log of two days' launches) and
bjk110/spark_vllm_docker (a Korean DSV4 guide). TakeaimK.github.io came from a Korean code-search query. No Japanese,
Russian, Spanish, Portuguese, French or Vietnamese repository fetched held an author's own failed launch: the Zenn
content repositories (12 fetched) had no vLLM failures, the matsuo-lab LLM-competition repositories only training
errors, and magicpro97/vllm-deploy (Vietnamese), ParisNeo/vllm_for_linux (French), seehwan/vllm_seehwan and
ndtienintage/vllm_ocr_receipt only generic troubleshooting tables. So: 9 cases, 8 Korean + 1 from a German project.

Skipped: Peuqui/AIfred-Intelligence docs/vllm/VLLM_FIX_SUMMARY.md (German; already a fixture, found again by search);
optim-dev/AINA (Spanish Vertex note, no printed error); a Russian RTX 6000 "Kubernetes + vLLM" book chapter and a
Russian Gonka node script (not locatable in one look-up; no printed launch failure in the excerpt); sngmng6506's
NCCL "unhandled cuda error" launches on WSL2 TP=2 (the log never says which environment change fixed them -- the
committed env has NCCL_P2P_DISABLE / NCCL_SHM_DISABLE / NCCL_CUMEM_ENABLE=0 labelled "WSL2 멀티GPU 필수", but the same
file's init version already had most of them, so the cause is not conclusive); sngmng6506's TP=2 util 0.95 "Free memory
on device cuda:1 (22.6/23.99 GiB)" and gpt-oss util 0.95 "(22.7/23.99 GiB)" launches (same kind as the 11.17 case
taken; skipped to limit clustering); bjk110's English long-context validation doc (same free-memory gate as the Korean
guide's case); the Korean "reboot-only" Ray free-memory 14.11 GiB variant (same launch family as the 36.75 case).

Judgement calls for the lead (each case's ``note`` says more):
1. Clustering: four cases come from one repository's raw log (sngmng6506/vllm-serving: TP=1 load OOM, TP=2 util 0.6
   negative KV, gpt-oss free-memory gate with another process on the card, Inductor's nvcc PermissionError), at two
   commits (the log was rewritten between them), and three from one Korean guide (bjk110: GB10 free-memory gate,
   memory-profiling assertion, torch alpha split_module TypeError). Each is a different failed launch; the lead may
   keep fewer.
2. No exact kind: Inductor's "torch._inductor.exc.InductorError: PermissionError: [Errno 13] Permission denied:
   'nvcc'" (torch_compile_error; triton_compiler_missing is the alternative: no usable nvcc for a compile step);
   torch's "split_module() got an unexpected keyword argument 'tuple_return'" (dependency_version_mismatch, by analogy
   with the FlashInfer-keyword row; torch_compile_error is the alternative, it fires while vLLM compiles).
3. Causes from the log arithmetic: the gemma3-12b bf16 TP=1 load OOM is weights_do_not_fit although the same log later
   shows "Model loading took 23.31 GiB" at utilization 0.8 on the 23.99 GiB card (then KV -5.76 GiB): the weights
   leave no room on one card at any utilization, and TP=2 (11.97 GiB per card) is what started; weights_exceed_budget
   is the alternative. The TP=2 util 0.6 launch (-0.01 GiB) is util_too_low: 0.7 gave 2.38 GiB.
4. other_process on unified memory: the GB10 (DGX Spark) free-memory gate and the memory-profiling assertion in
   bjk110's guide are charged to host-side memory use (driver/UVM reserve, page cache, other processes) growing or
   shrinking on the shared 121.63 GiB pool, as the author diagnosed; the fixes were operational (start within 5 minutes
   of a reboot) and two local patches, not a vLLM flag.
5. Retold errors: bjk110 wraps the free-memory and profiling messages over lines as vLLM does not; the AIfred RTX 3060
   note retypes vLLM's V1 KV refusal without "the model's" and adds its own "Maximum model length is 26608 for this
   GPU." line; the TakeaimK post quotes one error line ("RuntimeError: No CUDA GPUs are available") and the manifest.
6. Slice purity: the AIfred note (docs/vllm/VLLM_RTX3060_CONFIG.md) is English inside a German-language repository
   (its other vLLM notes are German), and the repository is already in USED_SOURCES for a different launch (22K
   context at 0.95, 5.62 vs 3.06 GiB); this one is the 32768-token launch at 0.90 (4.50 vs 3.66 GiB). The lead may drop it.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round177-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

SNG_A = "https://github.com/sngmng6506/vllm-serving/blob/a28018ec2b502c90e471c94afdeb0915d651d38d/vllm/logs/vllm.log"
SNG_B = "https://github.com/sngmng6506/vllm-serving/blob/7a22b8b148a9a7cdaa21fc75880fe240d06a857f/vllm/logs/vllm.log"
BJK = "https://github.com/bjk110/spark_vllm_docker/blob/c99e673aeebb5feef5f850bbde6c4125ad354d77/docs/dsv4-flash-tp2.md"
SNG_GPU = "NVIDIA GeForce RTX 3090 Ti 24GB x 2 (WSL2, Windows 11)"

EX_T1 = '          image: vllm/vllm-openai:v0.15.1\n...\n          args:\n            - --model=/models/Qwen/Qwen3-4B-Thinking-2507\n            - --served-model-name=qwen3-4b\n            - --gpu-memory-utilization=0.85\n            - --max-model-len=8192\n            - --dtype=auto\n            - --trust-remote-code\n...\n> **증상 2: GPU 인식 실패 (CrashLoopBackOff)**\n> 로그에 `RuntimeError: No CUDA GPUs are available` 에러가 뜨는 경우입니다.\n>\n> 이 에러는 다음 두 가지 원인으로 발생합니다:'

EX_S1 = "(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325] \n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325]        █     █     █▄   ▄█\n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.15.1\n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325]   █▄█▀ █     █     █     █  model   /home/h202403659/LLM-Server/models/llm/gemma3-12b-it\n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀\n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:325] \n(APIServer pid=927318) INFO 02-10 11:02:01 [utils.py:261] non-default args: {'model_tag': '/home/h202403659/LLM-Server/models/llm/gemma3-12b-it', 'api_server_count': 1, 'host': '0.0.0.0', 'model': '/home/h202403659/LLM-Server/models/llm/gemma3-12b-it', 'max_model_len': 8192, 'max_num_batched_tokens': 16384}\n...\n(EngineCore_DP0 pid=927549) INFO 02-10 11:02:34 [gpu_model_runner.py:4033] Starting to load model /home/h202403659/LLM-Server/models/llm/gemma3-12b-it...\n(EngineCore_DP0 pid=927549) INFO 02-10 11:02:38 [cuda.py:364] Using TRITON_ATTN attention backend out of potential backends: ('TRITON_ATTN', 'FLEX_ATTENTION')\n(EngineCore_DP0 pid=927549) ERROR 02-10 11:02:39 [gpu_model_runner.py:4128] Failed to load model - not enough GPU memory. Try lowering --gpu-memory-utilization to free memory for weights, increasing --tensor-parallel-size, or using --quantization. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more tips. (original error: CUDA out of memory. Tried to allocate 60.00 MiB. GPU 0 has a total capacity of 23.99 GiB of which 0 bytes is free. Including non-PyTorch memory, this process has 17179869184.00 GiB memory in use. Of the allocated memory 23.01 GiB is allocated by PyTorch, and 190.08 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables))\n(EngineCore_DP0 pid=927549) ERROR 02-10 11:02:39 [core.py:946] EngineCore failed to start.\n...\n(EngineCore_DP0 pid=927549) ERROR 02-10 11:02:39 [core.py:946] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 60.00 MiB. GPU 0 has a total capacity of 23.99 GiB of which 0 bytes is free. Including non-PyTorch memory, this process has 17179869184.00 GiB memory in use. Of the allocated memory 23.01 GiB is allocated by PyTorch, and 190.08 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)"

EX_S2 = "(APIServer pid=2688) INFO 02-10 14:11:40 [utils.py:261] non-default args: {'model_tag': '/home/h202403659/LLM-Server/models/llm/gemma3-12b-it', 'api_server_count': 1, 'host': '0.0.0.0', 'model': '/home/h202403659/LLM-Server/models/llm/gemma3-12b-it', 'max_model_len': 4096, 'enforce_eager': True, 'tensor_parallel_size': 2, 'disable_custom_all_reduce': True, 'gpu_memory_utilization': 0.6, 'max_num_batched_tokens': 1024, 'enable_chunked_prefill': True}\n...\n(Worker_TP0 pid=2884) INFO 02-10 14:12:42 [gpu_model_runner.py:4130] Model loading took 11.97 GiB memory and 31.662718 seconds\n(Worker_TP0 pid=2884) INFO 02-10 14:12:45 [gpu_worker.py:356] Available KV cache memory: -0.01 GiB\n...\n(EngineCore_DP0 pid=2797) ERROR 02-10 14:12:45 [core.py:946]     raise ValueError(\n(EngineCore_DP0 pid=2797) ERROR 02-10 14:12:45 [core.py:946] ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine. See https://docs.vllm.ai/en/latest/configuration/conserving_memory/ for more details."

EX_S4 = "(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325] \n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325]        █     █     █▄   ▄█\n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.15.1\n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325]   █▄█▀ █     █     █     █  model   /home/h202403659/LLM-Server/models/llm/gpt-oss-20b\n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀\n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:325] \n(APIServer pid=269262) INFO 02-11 18:05:54 [utils.py:261] non-default args: {'host': '0.0.0.0', 'model': '/home/h202403659/LLM-Server/models/llm/gpt-oss-20b', 'tokenizer': '/home/h202403659/LLM-Server/models/llm/gpt-oss-20b', 'max_model_len': 8192, 'enforce_eager': True, 'served_model_name': ['gpt-oss-20b'], 'swap_space': 8.0, 'enable_prefix_caching': True, 'max_num_batched_tokens': 8192, 'max_num_seqs': 256, 'enable_chunked_prefill': True}\n...\n(EngineCore_DP0 pid=269335) ERROR 02-11 18:06:11 [core.py:946]     raise ValueError(\n(EngineCore_DP0 pid=269335) ERROR 02-11 18:06:11 [core.py:946] ValueError: Free memory on device cuda:0 (11.17/23.99 GiB) on startup is less than desired GPU memory utilization (0.9, 21.59 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes."

EX_S5 = '(APIServer pid=37597) INFO 02-11 10:20:40 [utils.py:325]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.15.1\n(APIServer pid=37597) INFO 02-11 10:20:40 [utils.py:261] non-default args: {\'host\': \'0.0.0.0\', \'model\': \'/home/h202403659/LLM-Server/models/llm/gemma3-12b-it\', \'tokenizer\': \'/home/h202403659/LLM-Server/models/llm/gemma3-12b-it\', \'max_model_len\': 8192, \'enforce_eager\': True, \'served_model_name\': [\'gemma-3-12b-it\'], \'tensor_parallel_size\': 2, \'gpu_memory_utilization\': 0.8, \'swap_space\': 8.0, \'max_num_seqs\': 16}\n...\n(Worker_TP0 pid=37831) INFO 02-11 10:22:04 [gpu_model_runner.py:4130] Model loading took 11.97 GiB memory and 49.511187 seconds\n...\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]     return scheme.codegen_and_compile(gm, example_inputs, inputs_to_check, graph_kwargs)\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]   File "/home/h202403659/LLM-Server/.venv/lib/python3.10/site-packages/torch/_inductor/compile_fx.py", line 1211, in codegen_and_compile\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]     torch._dynamo.repro.after_aot.save_graph_repro(\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]   File "/home/h202403659/LLM-Server/.venv/lib/python3.10/site-packages/torch/_dynamo/repro/after_aot.py", line 497, in save_graph_repro\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]     generate_compiler_repro_string(\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]   File "/home/h202403659/LLM-Server/.venv/lib/python3.10/site-packages/torch/_dynamo/repro/after_aot.py", line 362, in generate_compiler_repro_string\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]     model_str += _cuda_system_info_comment()\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]   File "/home/h202403659/LLM-Server/.venv/lib/python3.10/site-packages/torch/_dynamo/debug_utils.py", line 265, in _cuda_system_info_comment\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852]     cuda_version_out = subprocess.check_output(["nvcc", "--version"])\n...\n(Worker_TP0 pid=37831) ERROR 02-11 10:22:07 [multiproc_executor.py:852] torch._inductor.exc.InductorError: PermissionError: [Errno 13] Permission denied: \'nvcc\'\n...\n(EngineCore_DP0 pid=37737) ERROR 02-11 10:22:07 [core.py:946] RuntimeError: Worker failed with error \'PermissionError: [Errno 13] Permission denied: \'nvcc\''

EX_B1 = '### 11.2. 실패 모드\n양 노드 깨끗한 리부팅 후 컨테이너 시작 → vLLM `request_memory()` (`vllm/v1/worker/utils.py:413`) 가 init 시점에 거부:\n```\nValueError: Free memory on device cuda:0 (36.75/121.63 GiB) on startup is less than\ndesired GPU memory utilization (0.85, 103.38 GiB).\n```\n2회 시도 모두 동일 — 양 노드 host RAM 의 `used` 가 idle 상태에서 ~78 GiB (`free -h`), nvidia driver/UVM 이 컨테이너 시작 직후 host RAM 의 ~85 GiB 를 pre-reserve. vLLM의 init 시점 free-memory 사전체크는 가중치 로드/UMA commit 이전 시점이므로, 이 reserve를 "사용 중"으로 인식.'

EX_B2 = '- ❌ **fadvise 패치 단독 이식 실패** — `EngineCore failed to start` (`vllm/v1/worker/gpu_worker.py:434`):\n  ```\n  AssertionError: Error in memory profiling. Initial free memory 27.09 GiB,\n    current free memory 31.67 GiB. This happens when other processes sharing\n    the same container release GPU memory while vLLM is profiling during\n    initialization.\n  ```\n  - 메커니즘: vLLM `determine_available_memory()` 가 "init 시점 free ≥ profile 후 free" 를 전제 (다른 프로세스가 GPU 풀어주면 줄어든다고 가정).'

EX_B3 = "### 4.1. PyTorch 2.12.0a0 alpha 의 `split_module(tuple_return=...)` 결여\n\n증상: 부팅 중 컴파일 단계에서\n```\nTypeError: split_module() got an unexpected keyword argument 'tuple_return'\n```"

EX_A1 = '# vLLM Configuration for RTX 3060 (12GB)\n\n## GPU Specifications\n- **Model**: NVIDIA GeForce RTX 3060\n- **VRAM**: 12 GB (12,288 MiB)\n...\n### ❌ FAILED: 32K context\n```\nERROR: To serve at least one request with max seq len (32768),\n       4.50 GiB KV cache is needed, which is larger than\n       available KV cache memory (3.66 GiB).\nERROR: Maximum model length is 26608 for this GPU.\n```'


# ------------------------------------------------------------------ other: WSL2 K3s pod, vLLM 0.15.1 image sees no GPU (compat libcuda before the WSL driver)
case("github-takeaimk-k3s-wsl2-qwen3-4b-v0151-no-cuda-gpus-compat-driver",
     "https://github.com/TakeaimK/TakeaimK.github.io/blob/e761319131ebc686cf91274e46bb6a7ac72417ee/blog/Infra/2026-02-15-k3s-vllm-serving/index.md",
     EX_T1,
     "no_gpu_visible", {}, "no_gpu_visible",
     "A Korean blog series (K3s on WSL2 + NVIDIA GPU, then 'K3s에 vLLM으로 LLM 서빙하기'): the author serves Qwen3-4B-Thinking-2507 from the vllm/vllm-openai:v0.15.1 image in a K3s Deployment on WSL2 (RTX 5060 Ti per the install post). The pod crash-loops with 'RuntimeError: No CUDA GPUs are available': inside the image the CUDA compat libcuda.so.1 (/usr/local/cuda-xx/compat) loads before the WSL2 host driver, so CUDA initialisation fails although nvidia-smi works; a missing CDI spec (nvidia-ctk cdi generate) gives the same symptom.",
     "put the WSL2 driver directories first in LD_LIBRARY_PATH in the pod env (/usr/lib/wsl/lib:/usr/lib/wsl/drivers/nvmdsi.inf_...:/usr/local/nvidia/lib64:/usr/local/cuda/lib64), keep runtimeClassName: nvidia, and generate the CDI spec once (sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml; restart k3s)",
     release="0.15.1 (vllm/vllm-openai:v0.15.1 image)", gpu="NVIDIA GeForce RTX 5060 Ti (WSL2)", gpus=1,
     command="vllm-openai:v0.15.1 --model=/models/Qwen/Qwen3-4B-Thinking-2507 --served-model-name=qwen3-4b --gpu-memory-utilization=0.85 --max-model-len=8192 --dtype=auto --trust-remote-code",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call 5: the manifest's image line, then (after '...') its args block, then (after '...') the troubleshooting quote's symptom lines; the manifest's env block with the LD_LIBRARY_PATH fix and the two cause/check bullets after the quote are left out (they are the fix). The failing launch is the same manifest without that env, as the post says ('이 설정이 없으면 No CUDA GPUs are available 에러가 발생합니다'). The GPU is named in the series' install post (blog/Infra/2026-02-07-k3s-wsl-install: 'GPU: NVIDIA GeForce RTX 5060 Ti'), which states the two causes in more detail.")

# ------------------------------------------------------------------ memory: 0.15.1 V1, gemma3-12b-it bf16 on one 24 GB RTX 3090 Ti (WSL2): load OOM
case("github-sngmng-gemma3-12b-tp1-3090ti-wsl-v0151-load-oom-23.99",
     SNG_A, EX_S1,
     "oom_loading", {"tried_gib": 0.06, "total_gib": 23.99}, "weights_do_not_fit",
     "A Korean engineer's local serving repository (README in Korean: Windows 11 + WSL2 Ubuntu 22.04, torch 2.9.0+cu126, 2x RTX 3090 Ti 24GB) committing the raw vllm.log its serve.sh tees. First launch of gemma3-12b-it (bf16, multimodal) with vLLM 0.15.1 on one card at the default 0.9: vLLM's 'Failed to load model - not enough GPU memory' while the decoder layers are still being created, with 23.01 GiB already allocated by PyTorch on the 23.99 GiB card. The bf16 weights are 23.31 GiB (a later TP=1 run at 0.8 loads them and then has -5.76 GiB for KV): the model does not fit one 24 GB card with WSL's display memory beside it.",
     "tensor_parallel_size 2 across both 3090 Ti cards (the later launches load 11.97 GiB per card and start: 'Available KV cache memory: 2.38 GiB' at utilization 0.7, max_model_len 4096, enforce_eager)",
     release="0.15.1 (V1 engine, pip venv, python 3.11)", gpu=SNG_GPU, gpus=2,
     command="vllm serve /home/.../gemma3-12b-it --host 0.0.0.0 --max-model-len 8192 --max-num-batched-tokens 16384",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 3: log lines 2-8 of the file at a28018e (banner and non-default args), then (after '...': the engine config, parallel-state and warning lines dropped) the load start, the backend choice, vLLM's load-OOM error and 'EngineCore failed to start', then (after '...': the traceback frames dropped) torch's OutOfMemoryError line. 60.00 MiB written as tried_gib 0.06. '17179869184.00 GiB memory in use' is the WSL driver's bogus figure as printed. No utilization helps: at 0.8 the weights loaded (23.31 GiB) and KV was -5.76 GiB; at 1.0 the card has 23.99 GiB.")

# ------------------------------------------------------------------ memory: 0.15.1 V1, gemma3-12b-it TP=2 at utilization 0.6: KV -0.01 GiB
case("github-sngmng-gemma3-12b-tp2-util-0.6-wsl-v0151-negative-0.01",
     SNG_A, EX_S2,
     "no_kv_memory", {"weights_gib": 11.97, "available_gib": -0.01, "gpu_memory_utilization": 0.6, "max_model_len": 4096, "tensor_parallel_size": 2},
     "util_too_low",
     "The same log, after the move to TP=2: gemma3-12b-it split over the two 3090 Ti cards at gpu_memory_utilization 0.6 (the author had lowered it while fighting NCCL errors). Each rank holds 11.97 GiB of weights; 0.6 x 23.99 = 14.39 GiB leaves, after the multimodal encoder profile, -0.01 GiB for the KV cache, so vLLM refuses with 'No available memory for the cache blocks'.",
     "the next launch, identical except --gpu-memory-utilization 0.7: 'Available KV cache memory: 2.38 GiB', GPU KV cache size 13,008 tokens, Application startup complete (later runs used 0.8-0.9)",
     release="0.15.1 (V1 engine)", gpu=SNG_GPU, gpus=2,
     command="vllm serve /home/.../gemma3-12b-it --host 0.0.0.0 --tensor-parallel-size 2 --gpu-memory-utilization 0.6 --max-model-len 4096 --enforce-eager --disable-custom-all-reduce --enable-chunked-prefill --max-num-batched-tokens 1024",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.6}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 3: the launch's non-default-args line (line 4164 at a28018e), then (after '...') the rank-0 load and KV lines, then (after '...': traceback frames dropped) the raise and the ValueError. kv_memory_negative is the alternative kind (the log prints the negative figure and then the no-memory error). The fix is in the same log (line 4319 ff.), so fix_that_worked is the author's own next launch.")

# ------------------------------------------------------------------ memory: 0.15.1 V1, gpt-oss-20b on a card another process holds: free 11.17 of 23.99 GiB
case("github-sngmng-gpt-oss-20b-3090ti-wsl-free-11.17-of-23.99-util-0.9",
     SNG_B, EX_S4,
     "free_memory_low", {"free_gib": 11.17, "total_gib": 23.99, "gpu_memory_utilization": 0.9, "requested_gib": 21.59},
     "other_process",
     "The log's second version (commit 'params', 02-11/02-12): gpt-oss-20b on cuda:0 at the default utilization 0.9. The same command had started at 16:46 and 16:56 (13.72 GiB of weights, 7.65 GiB of KV), but at 18:05, 18:13 and the next morning 08:48 and 08:50 only 11.17 of 23.99 GiB were free on cuda:0 -- about 12.8 GiB held by another process (an earlier server or another job on the card) -- and vLLM's startup gate refused.",
     "none in vLLM: the identical command started at 08:53 once the card was free again ('Available KV cache memory: 7.65 GiB', Application startup complete); the second 3090 Ti (CUDA_VISIBLE_DEVICES=1) was the other way",
     release="0.15.1 (V1 engine, python 3.10 venv)", gpu=SNG_GPU, gpus=2,
     command="python -m vllm.entrypoints.openai.api_server --model /home/.../gpt-oss-20b --tokenizer /home/.../gpt-oss-20b --max-model-len 8192 --enforce-eager --served-model-name gpt-oss-20b --swap-space 8 --max-num-seqs 16",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement call 1: lines 1397-1403 at 7a22b8b (banner, non-default args), then (after '...': architecture, safetensors-retry, engine-config and traceback lines dropped) the raise and the ValueError. Every utilization is wrong here: passing the gate needs 0.46 or less (11.04 GiB), below the 13.72 GiB of weights; above it the gate refuses. The holder of the 12.8 GiB is not named in the log.")

# ------------------------------------------------------------------ other: 0.15.1 V1, Inductor compile fails on nvcc PermissionError (WSL2, TP=2)
case("github-sngmng-gemma3-12b-tp2-wsl-v0151-inductor-nvcc-permission-denied",
     SNG_B, EX_S5,
     "torch_compile_error", {}, "torch_compile_error",
     "The log's second version: gemma3-12b-it TP=2 at 0.8 (enforce_eager set) loads 11.97 GiB per rank, then the profiling run goes through torch.compile; Inductor's compile fails and, while writing its repro, calls 'nvcc --version', which the WSL venv cannot execute: torch._inductor.exc.InductorError: PermissionError: [Errno 13] Permission denied: 'nvcc', surfaced by the engine as 'Worker failed with error ...'. Two launches failed the same way.",
     "turn torch compilation off in the environment: TORCHINDUCTOR_DISABLE=1 and TORCHDYNAMO_DISABLE=1, exported by serve.sh (the committed vllm.env labels them 'Torch 컴파일 비활성화 (nvcc 미설치 환경)'); the next launch with the same arguments started ('Available KV cache memory: 6.6 GiB')",
     release="0.15.1 (V1 engine, python 3.10 venv)", gpu=SNG_GPU, gpus=2,
     command="python -m vllm.entrypoints.openai.api_server --model /home/.../gemma3-12b-it --max-model-len 8192 --enforce-eager --served-model-name gemma-3-12b-it --tensor-parallel-size 2 --gpu-memory-utilization 0.8 --swap-space 8 --max-num-seqs 16",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 2: lines 375 and 379 at 7a22b8b (version, non-default args), then the rank-0 load line, then (after '...') the Inductor frames down to the nvcc call (lines 526-534), the InductorError, and (after '...') the engine's RuntimeError. The fix is read from the committed vllm.env and serve.sh of the same commit plus the successful launch at 10:24 (log line 843 ff., same arguments); the log itself does not print the environment.")

# ------------------------------------------------------------------ memory: DGX Spark x2 (GB10 unified memory), DeepSeek-V4-Flash TP=2: free 36.75 of 121.63 GiB at 0.85
# (bjk110's free-memory refusal at 0.85, 36.75 of 121.63 GiB: left out by the lead: the same launch is round 124's
# fixture from eugr/spark-vllm-docker#257, which its author filed)
case("github-bjk110-dsv4-flash-gb10-profiling-27.09-to-31.67",
     BJK, EX_B2,
     "memory_profiling_error", {"initial_free_gib": 27.09, "current_free_gib": 31.67}, "other_process",
     "The same Korean guide, section 11.8: with the skip-memcheck image plus a port of upstream PR #35929 (posix_fadvise DONTNEED after each safetensors shard), the launch died in determine_available_memory(): free memory grew from 27.09 to 31.67 GiB during profiling, because on GB10 the 'free' figure is host RAM and the OS reclaimed page cache (the fadvise patch freed it) while vLLM profiled. Rolling back to the image without fadvise failed the same way (31.21 -> 32.66 GiB): OS reclaim alone breaks the assertion on unified memory.",
     "a third local patch (patch_relax_profile_assertion.py: under VLLM_SKIP_INIT_MEMORY_CHECK=1 the post-profile check warns instead of asserting), image vllm-spark:dsv4-d568-relax, started from a fresh reboot; 'Application startup complete' and a correct answer",
     release="jasl/vllm fork @ edc82b614f51 in image vllm-spark:dsv4-d568-fadvise (NGC 26.04)", gpu="NVIDIA GB10 (DGX Spark, 121.63 GiB unified memory) x 2 nodes", gpus=2,
     command="docker compose (presets/dsv4-flash-fp8-tp2.env): deepseek-ai/DeepSeek-V4-Flash, TP=2, kv-cache-dtype fp8, MAX_MODEL_LEN 200000, util 0.85, VLLM_SKIP_INIT_MEMORY_CHECK=1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1, 4 and 5: the failure bullet of section 11.8 with its quoted AssertionError (wrapped over four lines by the author) and the first mechanism bullet; the rest of the analysis and the fix (11.9) are left out. A different failed launch from the 36.75 GiB gate (another image, another check, another day).")

# ------------------------------------------------------------------ other: DGX Spark image, torch 2.12.0a0 lacks split_module(tuple_return=...)
case("github-bjk110-dsv4-flash-torch-212a0-split-module-tuple-return",
     BJK, EX_B3,
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The same Korean guide, section 4.1 ('알려진 함정과 픽스'): during boot, in vLLM's compile step, torch.fx's split_module() refuses tuple_return. vLLM passes tuple_return=True when is_torch_equal_or_newer('2.12.0.dev') holds, but NGC 26.04's PyTorch 2.12.0a0 alpha satisfies that version check without having the keyword.",
     "patches/common/patch_split_module_compat.py: replace vLLM's static torch-version check with a runtime signature probe of split_module, applied in the Dockerfile's runner stage right after installing the vLLM wheel",
     release="jasl/vllm fork @ edc82b614f51 on NGC 26.04 (PyTorch 2.12.0a0, FlashInfer 0.6.11.post3, Triton 3.7.0)", gpu="NVIDIA GB10 (DGX Spark) x 2 nodes", gpus=2,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}],
     note="judgement calls 1 and 2: section 4.1's heading, symptom sentence and the quoted error, as committed; the cause and fix paragraphs are left out. The author quotes only the TypeError line. torch_compile_error is the alternative kind (it fires in the compile stage).")

# ------------------------------------------------------------------ memory: RTX 3060 12GB, Qwen3-8B-AWQ at 32768: 4.50 GiB needed, 3.66 available
case("github-aifred-qwen3-8b-awq-3060-32768-4.50-of-3.66",
     "https://github.com/Peuqui/AIfred-Intelligence/blob/70ed26dbc3518cd84e0916b4d7bf1fa5b2c6458f/docs/vllm/VLLM_RTX3060_CONFIG.md",
     EX_A1,
     "kv_cache_too_small", {"max_seq_len": 32768, "needed_gib": 4.5, "available_gib": 3.66}, "kv_too_small",
     "AIfred Intelligence (a German-language local assistant project; this note is English): vllm serve Qwen/Qwen3-8B-AWQ with --quantization awq_marlin at --gpu-memory-utilization 0.90 on one RTX 3060 12GB. At a 32K context vLLM's V1 check refuses: one 32768-token sequence needs 4.50 GiB of KV cache, 3.66 GiB is available after the weights and activations; the largest length that fits is ~26.6K.",
     "--max-model-len 26608 at --gpu-memory-utilization 0.90 with --quantization awq_marlin: 'Available KV cache memory: 3.66 GiB', ~27K tokens, server starts in 40-50 s (0.95 gave ~4.0 GiB / ~28K, judged too aggressive)",
     release="not stated (V1 engine, Nov 2025)", gpu="NVIDIA GeForce RTX 3060 12GB", gpus=1,
     command="./venv/bin/vllm serve Qwen/Qwen3-8B-AWQ --port 8001 --host 127.0.0.1 --max-model-len 32768 --gpu-memory-utilization 0.90 --quantization awq_marlin",
     forbidden=[{"flag": "--max-model-len", "above": 26700}, {"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 5 and 6: the note's heading and GPU lines, then (after '...': the 'Optimal Configuration' block with the working 26608 command and the success log dropped, they are the fix) the failed-32K block as committed. The error is the author's retyping ('max seq len' without 'the model's', 'available' without 'the') and its second ERROR line is the author's, not vLLM's. The command is reconstructed from the note's working command with 32768. Even 0.95 (~4.0 GiB) stays under 4.50 GiB.")


if __name__ == "__main__":
    BATCH.write()
