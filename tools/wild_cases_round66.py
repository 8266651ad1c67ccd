"""Round-66 blind batch: vLLM launch failures reported on the trackers of MODEL PUBLISHERS and QUANTIZERS (QwenLM,
deepseek-ai, zai-org/THUDM, OpenBMB, OpenGVLab, MoonshotAI, NVIDIA Model-Optimizer, vllm-project/llm-compressor, unsloth,
Alibaba-NLP, ...), collected by helper wild66 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round66-blind"``; the lead grades it once (``python tests/wild_grade.py round66``). A HELD-OUT measurement:
graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the searches returned
them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation (kind,
printed numbers, cause, fixes that would be wrong for that user) was written from the thread only. Excerpts are the text
as the search tool's stored copy of the thread shows it; where lines in between were dropped the note says so; the
fix lines are left out of the excerpt (they are in fix_that_worked).

Sources: the search tool's issues corpus for all 13 cases (deepseek-ai/DeepSeek-OCR x2, vllm-project/llm-compressor,
Alibaba-NLP/DeepResearch, mistralai/mistral-inference, OpenBMB/AgentCPM-GUI, zai-org/GLM-4 x2, QwenLM/Qwen3,
InternLM/InternLM, OpenBMB/MiniCPM-V, unslothai/unsloth x2). About 74 look-ups by the collector's recount: 73 ``search``
(69 issues, 2 pages, 2 code) and 1 ``read_file`` (refused: issue threads are not in the file index); no find_string,
no fetch. The issues corpus returns one stored chunk per thread, usually the description, so a thread's later
comments (the answer) or the last traceback line often could not be reached; the slice is also heavily mined (most
QwenLM/Qwen, Qwen3, Qwen3-VL, GLM-4, MiniCPM-V, DeepSeek-V2 and Kimi threads the searches returned are fixtures or named
skips already). Every url was checked against /work/coord/USED_SOURCES.txt (url and bare number) and the fixtures and
skip lists in tests/golden/wild/BLIND.md.

13 cases: 5 memory (a free-memory gate on a 6 GB card, no KV blocks for Mistral-7B bf16 on a 12 GB card, a prose-only
OOM, a bare torch OOM in a title, a profiling OOM from dummy images), 8 other (two architecture refusals, two Marlin
min_thread_k TP splits, a GLM-4V weight KeyError, an import of a vLLM symbol that moved, a missing vLLM module for
unsloth-zoo, libcudart.so.13). Under the asked half of memory: the memory threads the searches brought in this slice
were nearly all fixtures or named skips.

Skipped, and why: already fixtures or named skips (QwenLM/Qwen3#12/#16/#67/#110/#187/#295/#360/#1294/#1387,
QwenLM/Qwen#589/#819/#913, Qwen3-VL#35/#247/#923/#1224/#1489/#1684/#831, Qwen3-Coder#554, Qwen2.5-Omni#132/#288/#374,
GLM-4#510/#608/#662, GLM-V#162/#204, MiniCPM-V#640, MiniCPM#193, DeepSeek-V2#83, DeepSeek-R1#546, InternVL#1175,
MiniMax-01#42, instructlab#3122, olmocr#260, NeMo-RL#2620, retail-shopping-assistant PR#95); same class already taken
three times in earlier rounds ("input size is not aligned": QwenLM/Qwen3#698, Qwen3-VL#236 comment, Qwen3-VL#231);
error or answer not in the stored chunk (Qwen2.5-Omni#63/#117/#239/#290, GLM-V#28/#89/#126/#208, unsloth#2298/#2962/
#3911/#2104/#6385, NVIDIA/Model-Optimizer#228, llm-compressor#2339, mistral-finetune#93, InternVL#1059,
aliyun/qwen-dianjin#26, Qwen3-VL#2104, Alibaba-NLP/DeepResearch#189, DeepSeek-OCR#110/#232); screenshots only
(Kimi-K2#122, Qwen3-VL#1493, llm-compressor#1706); prose without an error line (DeepSeek-OCR#77, AgentCPM-GUI#11 --
no answer either); MiniCPM-V#392 (its OOM line is not stored; used as the publisher's explanation for
minicpm-v-369); not in the slice (vllm-project/vllm, vllm-omni, vllm-ascend, xinference, gpustack, kaito threads).

Judgement calls for the lead (each case's ``note`` says more):
1. Slice edges: Alibaba-NLP (Tongyi DeepResearch, Qwen's parent organisation) and OpenBMB's AgentCPM-GUI (a MiniCPM-V
   fine-tune) are read as model-publisher trackers; mistralai/mistral-inference's 2023 vLLM image is Mistral's own.
2. Answer not in the thread, cause read from the log (the brief's "log itself conclusive"): deepseek-ocr-5 (fix from
   the publisher's sibling thread #77), llm-compressor-57 and qwen3-907 (29568 / TP not a multiple of 128),
   mistral-inference-25 (bf16 7B on a 12 GB card; the 12 GB is general knowledge of the named GPU), glm-4-139 (the
   publisher's other threads say GLM-4V was not adapted), minicpm-v-369 (fix from MiniCPM-V#392), unsloth-6590,
   unsloth-2983.
3. Error only in an issue title (the reporter quoting it): glm-4-157 (torch's OOM line, cut by GitHub's title length),
   unsloth-6590, unsloth-2983; internlm-826's last line is a commenter's quote of the same error (the description's
   own last line is past the stored chunk).
4. No exact kind, the closest used: Marlin's "Weight input_size_per_partition = N is not divisible by min_thread_k =
   128" -> tp_not_divisible (as vllm-9913's fixture); prose / title-only OOMs -> oom_loading with cause
   oom_unknown_phase (the rounds' convention); the profiling OOM without torch's line -> oom_profiling from the
   traceback's path (determine_num_available_blocks' profile run).
5. Numbers: only the printed ones; tried_gib 0.04 is "36.00 MiB" in GiB (glm-4-157), weights_gib 15.95 is V0's
   "Loading model weights took 15.9524 GB" (minicpm-v-369) -- drop either if the fixtures keep those out.
6. Traps: the free-memory gate on 6 GB (a higher utilization is wrong; a lower one passes the gate but the 30B-A3B model
   still cannot fit); TP above the command's for the min_thread_k cases does not help (every TP above 1 fails);
   qwen3-907's own hint "--quantization gptq" would not start that checkpoint at TP 2 either; minicpm-v-369 already
   runs eager.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round66-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ version: DeepSeek-OCR's vLLM script on a newer vLLM
case("deepseek-ocr-176-samplingmetadata-import", "https://github.com/deepseek-ai/DeepSeek-OCR/issues/176",
     "ImportError: cannot import name 'SamplingMetadata' from 'vllm.model_executor' "
     "(/home/caijinpeng/miniconda3/envs/caijinpeng/lib/python3.13/site-packages/vllm/model_executor/__init__.py)\n"
     "...\n"
     "Trying to run run_dpsk_ocr_pdf.py, also get the error ImportError: cannot import name 'SamplingMetadata' from "
     "'vllm.model_executor'",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "DeepSeek-OCR's own vLLM inference code (DeepSeek-OCR-vllm, run_dpsk_ocr_pdf.py) imports SamplingMetadata from "
     "vllm.model_executor, which the release it was written for (vLLM 0.8.5, as the repository's README pins) exports "
     "and the installed newer vLLM no longer does: the script dies at import, before any engine is built.",
     "a commenter's fix in the thread: pip install vllm==0.8.5 (the release the repository's code targets); others "
     "report the cu118 / cu121 0.8.5 wheels from the repository's install steps",
     release="not stated (a vLLM newer than the 0.8.5 the repository pins; Python 3.13 environment)", gpu=None,
     gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the description's one error line, then (after '...') a commenter quoting the same error while running "
          "run_dpsk_ocr_pdf.py; the '+1' comments and the fix comments left out. Judgement call: not a 'vllm serve' "
          "launch but the model publisher's vLLM script dying at import -- the launch never reaches the engine")

# ------------------------------------------------------------------ registry: DeepseekOCRForCausalLM not in that vLLM
# (deepseek-ocr-5-deepseekocr-architecture-not-supported: the same source was also taken by round 63, merged and graded first; this
# round was graded without it (BLIND.md), so the case is not written here)

# ------------------------------------------------------------------ TP split: Marlin's min_thread_k on Qwen2-72B w8a16
case("llm-compressor-57-qwen2-72b-w8a16-tp4-min-thread-k-7392",
     "https://github.com/vllm-project/llm-compressor/issues/57",
     "QWen2-72b error while starting vllm server, Weight input_size_per_partition = 7392 is not divisible by "
     "min_thread_k = 128\n"
     "\n"
     "Can not server Qwen2-72b.W8A16 compressed model with vllm server\n"
     "...\n"
     "3. LLM Compressor version or commit hash [e.g. 0.1.0, `f7245c8`]:  I used "
     "https://huggingface.co/neuralmagic/Qwen2-72B-Instruct-quantized.w8a16 \n"
     "4. ML framework version(s) [e.g. torch 1.7.1]: vllm 0.5.1post\n"
     "...\n"
     "6. Other relevant environment information [e.g. hardware, CUDA version]: A100 80G\n"
     "...\n"
     "docker run --gpus=all --rm --gpus '\"device=1,2,3,4\"' --shm-size 2g \\\n"
     "    -v /inworld:/inworld   \\\n"
     "    -p 8000:8000\\\n"
     "    --ipc=host \\\n"
     "    vllm:tests \\\n"
     "    --model neuralmagic/Qwen2-72B-Instruct-quantized.w8a16 \\\n"
     "    --max-model-len 8192 \\\n"
     "    --tensor-parallel-size 4 \\\n"
     "    --gpu-memory-utilization 0.98 \\\n"
     "    --served-model-name /model/llm \\\n"
     "    --enable-prefix-caching \\\n"
     "    --max-num-seqs 4 \\\n"
     "    --max-num-batched-tokens 32768\n"
     "...\n"
     "(VllmWorkerProcess pid=14678) ERROR 08-05 23:29:38 multiproc_worker_utils.py:226]     raise ValueError(\n"
     "(VllmWorkerProcess pid=14678) ERROR 08-05 23:29:38 multiproc_worker_utils.py:226] ValueError: Weight "
     "input_size_per_partition = 7392 is not divisible by min_thread_k = 128.",
     "tp_not_divisible", {"tensor_parallel_size": 4}, "tp_not_divisible",
     "Qwen2-72B's MLP intermediate size is 29568; tensor parallel 4 gives each rank a down_proj input slice of 7392, "
     "not a multiple of the Marlin (GPTQ-Marlin / compressed-tensors w8a16) kernel's min_thread_k 128, so the "
     "quantized layer is refused while the model is built. TP 2 (14784) and 8 (3696) fail the same check; only TP 1 "
     "(29568 = 231 x 128) passes it, and 72B w8a16 does not fit one 80 GB card with room for a cache.",
     "not in the stored text of this thread (the same reporter posted the same log as a comment on "
     "llm-compressor#54); the log is conclusive: a TP size whose slice of 29568 is a multiple of 128 (none above 1), "
     "or a checkpoint padded / quantized so the split aligns",
     release="0.5.1post (as the reporter writes it; an image built from the vLLM repo's Dockerfile)", gpu="NVIDIA A100 80GB", gpus=4,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"}],
     note="the title (which carries the error line), then the issue template's lines 'Describe the bug', items 3, 4 "
          "and 6 and the docker command (template lines in between replaced by '...'); the description's 'Errors' "
          "section's log is stored as a later chunk, of which the last two error lines are kept after '...'. Judgement call: kind tp_not_divisible as the closest (Marlin's "
          "min_thread_k check on the TP-split input; README lists Marlin's shape checks there); the printed 7392 and "
          "128 have no fixture key (vllm-9913's fixture keeps numbers empty), so only the command's TP 4 is given")

# ------------------------------------------------------------------ memory: free-memory gate on a 6 GB card (Tongyi DeepResearch)
case("alibaba-deepresearch-138-free-memory-4.98-of-6.0",
     "https://github.com/Alibaba-NLP/DeepResearch/issues/138",
     "Can I run it with 6GB GPU? Or on CPU?\n"
     "\n"
     "While running the 'run_react_infer.sh' script I get: \n"
     "`ValueError: Free memory on device (4.98/6.0 GiB) on startup is less than desired GPU memory utilization "
     "(0.9, 5.4 GiB)`\n"
     "What can I do in this situation?",
     "free_memory_low",
     {"free_gib": 4.98, "total_gib": 6.0, "gpu_memory_utilization": 0.9, "requested_gib": 5.4},
     "other_process",
     "The repository's run_react_infer.sh starts vLLM with the default utilization 0.9 on a 6 GB card of which about "
     "1 GiB is already held by other processes (the desktop / another program), so vLLM's start-up gate refuses to "
     "claim 5.4 GiB when only 4.98 GiB is free. Even past the gate, the publisher's 30B-A3B model cannot fit a 6 GB card.",
     "replies: lower --gpu-memory-utilization (or the batch / model size), or CPU offloading; no resolution posted",
     release="not stated (September 2025)", gpu="a 6 GB NVIDIA GPU (model not named)", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.9}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--max-model-len"}],
     note="the whole description as stored; the two replies left out. Judgement calls: cause other_process (free 4.98 "
          "of 6.0 GiB before vLLM starts) rather than a utilization too high; a lower utilization passes the gate but "
          "the model (Tongyi DeepResearch 30B-A3B, the repository's model) would still not load in 6 GB -- the thread "
          "does not name the model the script serves, so that is context, not evidence. Slice: Alibaba-NLP publishes "
          "the model (Qwen's parent organisation)")

# ------------------------------------------------------------------ memory: no KV blocks, Mistral-7B bf16 on a 12 GB card (2023)
case("mistral-inference-25-mistral7b-3080ti-no-cache-blocks",
     "https://github.com/mistralai/mistral-inference/issues/25",
     "I'm trying to run this with Docker on windows. Using a 3080 Ti. It runs the installer for a while, maxing out "
     "the GPU and then eventually throws an error with this message.\n"
     "\n"
     "docker run --gpus all -e HF_TOKEN=**** -p 8000:8000 ghcr.io/mistralai/mistral-src/vllm:latest --host 0.0.0.0 "
     "--model mistralai/Mistral-7B-v0.1\n"
     "...\n"
     "INFO 09-30 15:27:08 llm_engine.py:72] Initializing an LLM engine with config: model='mistralai/Mistral-7B-v0.1', "
     "tokenizer='mistralai/Mistral-7B-v0.1', tokenizer_mode=auto, revision=None, trust_remote_code=False, "
     "dtype=torch.bfloat16, max_seq_len=32768, download_dir=None, load_format=auto, tensor_parallel_size=1, "
     "quantization=None, seed=0)\n"
     "...\n"
     "ValueError: No available memory for the cache blocks.",
     "no_kv_memory", {"max_seq_len": 32768}, "weights_exceed_budget",
     "Mistral's own vLLM image (September 2023, vLLM 0.2.0) serving Mistral-7B-v0.1 in bfloat16 (about 14.5 GB of "
     "weights) on one RTX 3080 Ti (12 GB) under Docker on Windows: the weights alone are more than the card's 0.9 "
     "share (WSL's driver lets the load spill into shared memory, hence no load OOM), and the profiling run at the "
     "full 32768-token context leaves nothing for KV blocks.",
     "no answer in the stored thread; the log and the card are conclusive: a 7B model in 16-bit does not fit a 12 GB "
     "card -- a quantized checkpoint (AWQ/GPTQ) with a shorter --max-model-len, or a larger GPU",
     release="0.2.0 (ghcr.io/mistralai/mistral-src/vllm:latest, September 2023)", gpu="NVIDIA GeForce RTX 3080 Ti",
     gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="the description, the docker command, the engine-config line and the error named in the title (the "
          "download progress lines and the traceback before the last line are not in the stored text: '...'). "
          "Judgement calls: the thread has no answer; the cause is read from the log (bf16 7B) and the named GPU "
          "(3080 Ti = 12 GB, general knowledge, not printed); weights_exceed_budget rather than kv_too_small. The "
          "'ValueError: ' prefix is vLLM's, the title quotes only the message")

# ------------------------------------------------------------------ memory: reporter's OOM words, AgentCPM-GUI (MiniCPM-V base) TP2 on 2x24 GB
case("agentcpm-gui-55-tp2-2x24gb-cuda-oom-prose", "https://github.com/OpenBMB/AgentCPM-GUI/issues/55",
     "执行vllm serve model/AgentCPM-GUI --served-model-name AgentCPM-GUI --tensor_parallel_size 2 --trust-remote-code "
     "--limit-mm-per-prompt image=10出现了 CUDA out of memory 错误，请教一下需要的大概需要配置是怎么样的。以下是我的配置：\n"
     "GPU：2卡\n"
     "每卡显存：24 GB\n"
     "CPU：24核\n"
     "内存：64 GB\n"
     "临时存储：100 GB",
     "oom_loading", {"tensor_parallel_size": 2}, "oom_unknown_phase",
     "OpenBMB's AgentCPM-GUI (a MiniCPM-V fine-tune, ~8B) served with TP 2 on two 24 GB cards at the model's full "
     "default context and up to 10 images per prompt: vLLM's start-up profiling with that length and ten dummy images "
     "runs out of memory; the maintainer's fix shortens the context.",
     "the maintainer (Zhong-Zhang): on 24 GB cards add --max_model_len 2048",
     release="not stated (June 2025)", gpu="24 GB GPUs (model not named)", gpus=2,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 2}],
     note="the description as stored; the maintainer's answer and a later training-OOM question (finetune scripts, not "
          "vLLM) left out. Judgement call: the reporter's own words ('CUDA out of memory 错误'), no log -> kind "
          "oom_loading with cause oom_unknown_phase (the rounds' convention for prose-only OOMs); the fix (shorter "
          "length) points at the profiling run, which the text alone does not show")

# ------------------------------------------------------------------ memory: bare torch OOM in the title, GLM-4 openai demo on 4x V100
case("glm-4-157-openai-demo-4xv100-oom-36mib", "https://github.com/zai-org/GLM-4/issues/157",
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 36.00 MiB. GPU\n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "v100 gpu * 4 总64G\n"
     "...\n"
     "### Reproduction / 复现过程\n"
     "\n"
     "使用basic_demo/openai_api_server.py 只是说显存不足，貌似默认就使用了128K的，调整GPU比例占用也无效",
     "oom_loading", {"tried_gib": 0.04}, "oom_unknown_phase",
     "GLM-4's basic_demo/openai_api_server.py builds a vLLM AsyncLLMEngine for glm-4-9b-chat with the model's 128K "
     "context on one GPU by default; on 16 GB V100s (4 x 16 = 64 GB, but the demo does not split the model over them) "
     "the 9B model in 16-bit plus a 128K profiling run does not fit, and raising the utilization does not help.",
     "not resolved in the stored text (a maintainer only confirms multi-GPU inference is supported, 'see the README': "
     "set tensor_parallel_size and a shorter max_model_len in the demo's engine arguments)",
     release="not stated (June 2024; the demo's vLLM pin at the time, 0.4.x-0.5.x)", gpu="Tesla V100 16 GB", gpus=4,
     forbidden=[{"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="the title (torch's OOM line, cut after 'GPU' by GitHub's title length) and the template's System Info and "
          "Reproduction lines (the empty checkboxes in between replaced by '...'). Judgement calls: a bare OOM line, "
          "phase unknown -> oom_loading / oom_unknown_phase; tried_gib 0.04 is 36.00 MiB written in GiB (drop it if "
          "the fixtures keep MiB values out); the 16 GB per card is the reporter's '4 ... 总64G'")

# ------------------------------------------------------------------ TP split: Marlin's min_thread_k on Qwen2-72B w4a16, TP 2
case("qwen3-907-qwen2-72b-w4a16-tp2-min-thread-k-14784", "https://github.com/QwenLM/Qwen3/issues/907",
     "When I try to load the model on vLLM using\n"
     "```\n"
     "python -m vllm.entrypoints.openai.api_server --dtype auto --api-key token-abc123 --tensor-parallel-size 2 "
     "--enforce-eager --host 0.0.0.0 --port 8005 --model "
     "./downloads/hub/models--neuralmagic--Qwen2-72B-Instruct-quantized.w4a16/\n"
     "```\n"
     "\n"
     "I get the following error\n"
     "```\n"
     ".\n"
     ".\n"
     ".\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/quantization/gptq_marlin.py\", "
     "line 178, in create_weights\n"
     "    verify_marlin_supports_shape(\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/layers/quantization/utils/marlin_utils.py\", "
     "line 106, in verify_marlin_supports_shape\n"
     "    raise ValueError(f\"Weight input_size_per_partition = \"\n"
     "ValueError: Weight input_size_per_partition = 14784 is not divisible by min_thread_k = 128. Consider reducing "
     "tensor_parallel_size or running with --quantization gptq.\n"
     "[rank0]:[W911 15:08:56.043475996 CudaIPCTypes.cpp:16] Producer process has been terminated before all shared "
     "CUDA tensors released. See Note [Sharing CUDA tensors]\n"
     "ERROR 09-11 15:09:01 api_server.py:186] RPCServer process died before responding to readiness probe\n"
     "```\n"
     "\n"
     "This error does not occur when I use smaller models with single GPU.",
     "tp_not_divisible", {"tensor_parallel_size": 2}, "tp_not_divisible",
     "neuralmagic's Qwen2-72B-Instruct-quantized.w4a16 (GPTQ group size 128) with TP 2: Qwen2-72B's MLP intermediate "
     "size 29568 split in two is 14784 per rank, not a multiple of GPTQ-Marlin's min_thread_k 128 (115.5 groups), so "
     "the down_proj is refused while the model is built. The message's '--quantization gptq' alternative does not "
     "help either (the plain GPTQ kernel needs whole groups per rank too); only TP 1 or a checkpoint padded to "
     "29696 (the Qwen team's GPTQ/AWQ padding) splits cleanly.",
     "no answer in the stored text (closed as inactive); the log is conclusive: a TP size whose share of the "
     "29568-wide MLP is a multiple of 128 (none above 1 for this checkpoint) or a padded re-quantization",
     release="not stated (September 2024: 0.6.0-0.6.1, the RPCServer front end)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     note="the description as stored up to its first sentence after the log (the reporter's own '.\\n.\\n.' elision "
          "kept); the rest of the description left out. Same class as llm-compressor-57 (TP 4 there, 7392 per rank), "
          "another user and launch. Judgement call: tp_not_divisible as the closest kind for Marlin's min_thread_k "
          "check on a TP-split input; a grader might expect vLLM's own hint '--quantization gptq' to be offered, "
          "which would not start this checkpoint at TP 2 either")

# ------------------------------------------------------------------ registry: InternLM3 on vLLM 0.6.6 (support only on main)
case("internlm-826-internlm3-8b-vllm066-architecture", "https://github.com/InternLM/InternLM/issues/826",
     "使用vllm本地部署internlm3报错，用了官方的推理代码也不行·，但是同代码上运行internlm2和Qwen都没问题\n"
     "版本如下：\n"
     "vllm = 0.6.6\n"
     "transformer == 4.48\n"
     "torch == 2.3.0\n"
     "报错如下：\n"
     "myenv) (base) root@autodl-container-bda14a983c-13d7c1a8:~# /root/miniconda3/envs/myenv/bin/python /root/test.py\n"
     "Downloading Model to directory: /root/.cache/modelscope/hub/Shanghai_AI_Laboratory/internlm3-8b-instruct\n"
     "...\n"
     "Traceback (most recent call last):\n"
     "  File \"/root/test.py\", line 3, in <module>\n"
     "    llm = LLM(model,trust_remote_code=True)\n"
     "          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/utils.py\", line 986, in inner\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/entrypoints/llm.py\", line 230, in __init__\n"
     "    self.llm_engine = self.engine_class.from_engine_args(\n"
     "                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/root/miniconda3/envs/myenv/lib/python3.12/site-packages/vllm/engine/llm_engine.py\", line 514, in "
     "from_engine_args\n"
     "    engine_config = engine_args.create_engi\n"
     "...\n"
     "Model architectures ['InternLM3ForCausalLM'] are not supported for now",
     "architecture_unsupported", {}, "architecture_unsupported",
     "internlm3-8b-instruct (January 2025) run with vllm.LLM under vLLM 0.6.6: InternLM3ForCausalLM was added to vLLM's "
     "registry by vllm PR #12037 days before, on main only, so the released 0.6.6 refuses the architecture while "
     "building the engine config.",
     "the maintainers (lvhan028, RunningLeon): InternLM3 support (vllm PR #12037) is merged into main but not "
     "released -- install the nightly wheel (pip install vllm --pre --extra-index-url https://wheels.vllm.ai/nightly), "
     "i.e. a release after 0.6.6 (0.7.0 has it)",
     release="0.6.6 (transformers 4.48, torch 2.3.0)", gpu=None, gpus=None,
     command="python /root/test.py  # llm = LLM(model, trust_remote_code=True)",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="the description as stored up to where the stored chunk cuts the traceback ('create_engi'); the second "
          "ModelScope download line replaced by '...'; the last line is the error as the thread quotes it (a commenter, "
          "zhan72, reports the same 'Model architectures ['InternLM3ForCausalLM'] are not supported for now' line) -- "
          "judgement call: the description's own final line is not in the stored text, the thread's quote of the same "
          "error stands for it. The commenter who still failed on a nightly is another launch and not taken")

# ------------------------------------------------------------------ weights: GLM-4V's vision tower on vLLM 0.4.3's text-only ChatGLM
case("glm-4-139-glm4v-9b-vllm043-keyerror-vision", "https://github.com/zai-org/GLM-4/issues/139",
     "vllm 部署 GLM-4V报错KeyError: 'transformer.vision.transformer.layers.45.mlp.fc2.weight'\n"
     "...\n"
     "2, 报错信息\n"
     "```shell\n"
     "INFO 06-11 08:11:33 llm_engine.py:161] Initializing an LLM engine (v0.4.3) with config: "
     "model='/data/lush-dev/liwei/code/gpt/models/huggingface/glm-4v-9b', speculative_config=None, "
     "tokenizer='/data/lush-dev/liwei/code/gpt/models/huggingface/glm-4v-9b', skip_tokenizer_init=False, "
     "tokenizer_mode=auto, revision=None, rope_scaling=None, tokenizer_revision=None, trust_remote_code=True, "
     "dtype=torch.bfloat16, max_seq_len=8192, download_dir=None, load_format=LoadFormat.AUTO, tensor_parallel_size=1, "
     "disable_custom_all_reduce=False, quantization=None, enforce_eager=False, kv_cache_dtype=auto, "
     "quantization_param_path=None, device_config=cuda, decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "seed=0, served_model_name=glm-4v-9b)\n"
     "Special tokens have been added in the vocabulary, make sure the associated word embeddings are fine-tuned or trained.\n"
     "WARNING 06-11 08:11:34 tokenizer.py:126] Using a slow tokenizer. This might cause a significant slowdown. "
     "Consider using a fast tokenizer instead.\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/usr/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "[rank0]:     return _run_code(code, main_globals, None,\n"
     "[rank0]:   File \"/usr/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "[rank0]:     exec(code, run_globals)\n"
     "...\n"
     "KeyError: 'transformer.vision.transformer.layers.45.mlp.fc2.weight'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "glm-4v-9b's config names the ChatGLM architecture, so vLLM 0.4.3 builds its text-only ChatGLM model class and "
     "its load_weights meets the checkpoint's vision-tower tensors (transformer.vision.*), which have no parameter in "
     "that class: GLM-4V was not supported by vLLM then (the publisher's own vLLM support for glm-4v-9b came in "
     "October 2024, GLM-4 PR #585; upstream vLLM support later in 2024).",
     "not in the stored text of this thread; the publisher's tracker answers the same question elsewhere (GLM-4#298: "
     "'planned, but it will take a long time'; #432: 'not adapted yet') -- serve glm-4v-9b with transformers, or a "
     "vLLM release whose model registry has GLM-4V",
     release="0.4.3", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0,3 python3 -m vllm.entrypoints.openai.api_server --model=.../glm-4v-9b "
             "--served-model-name=glm-4v-9b --device=cuda --port=8000 --host=0.0.0.0 --tensor-parallel-size=1 "
             "--dtype=auto --trust-remote-code",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="the title (which carries the KeyError; the last line repeats it as the traceback's end, which the stored "
          "chunk cuts after the runpy frames), then the description's '2, 报错信息' block as stored. The command is "
          "the one the same reporter pasted in the vllm#5417 cross-post (same text, vLLM's tracker) -- given in "
          "`command` only. Judgement calls: the thread's own answer is not stored; the cause is read from the log "
          "(a vision tensor missing from vLLM's text-only ChatGLM class) and the publisher's other threads; kind "
          "weight_loading_mismatch per README (a dotted-name KeyError raised in a model's load_weights)")

# ------------------------------------------------------------------ memory: profiling OOM, MiniCPM-Llama3-V-2_5 on one A10 (dummy images)
case("minicpm-v-369-llama3-v25-a10-profile-oom", "https://github.com/OpenBMB/MiniCPM-V/issues/369",
     "[BUG] <使用vLLM基于Nvidia A10 GPU 运行MiniCPM-Llama3-V-2_5本地推理出现OOM>\n"
     "...\n"
     "运行vLLM里的micpmv报OOM\n"
     "\n"
     "(myenv) root@dsw-416183-5ff8594b99-h8jts:/mnt/workspace/vllm# python examples/offline_inference_vision_language.py "
     "--model-type minicpmv\n"
     "\n"
     "INFO 07-29 17:41:49 llm_engine.py:176] Initializing an LLM engine (v0.5.3.post1) with config: "
     "model='openbmb/MiniCPM-Llama3-V-2_5', speculative_config=None, tokenizer='openbmb/MiniCPM-Llama3-V-2_5', "
     "skip_tokenizer_init=False, tokenizer_mode=auto, revision=None, rope_scaling=None, rope_theta=None, "
     "tokenizer_revision=None, trust_remote_code=True, dtype=torch.float16, max_seq_len=8192, download_dir=None, "
     "load_format=LoadFormat.AUTO, tensor_parallel_size=1, pipeline_parallel_size=1, disable_custom_all_reduce=False, "
     "quantization=None, enforce_eager=True, kv_cache_dtype=auto, quantization_param_path=None, device_config=cuda, "
     "decoding_config=DecodingConfig(guided_decoding_backend='outlines'), "
     "observability_config=ObservabilityConfig(otlp_traces_endpoint=None), seed=0, "
     "served_model_name=openbmb/MiniCPM-Llama3-V-2_5, use_v2_block_manager=False, enable_prefix_caching=False)\n"
     "...\n"
     "INFO 07-29 17:41:54 model_runner.py:732] Loading model weights took 15.9524 GB\n"
     "/opt/conda/envs/myenv/lib/python3.10/site-packages/transformers/models/auto/image_processing_auto.py:513: "
     "FutureWarning: The image_processor_class argument is deprecated and will be removed in v4.42. Please use "
     "`slow_image_processor_class`, or `fast_image_processor_class` instead\n"
     "  warnings.warn(\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/mnt/workspace/vllm/examples/offline_inference_vision_language.py\", line 188, in <module>\n"
     "[rank0]:     main(args)\n"
     "[rank0]:   File \"/mnt/workspace/vllm/examples/offline_inference_vision_language.py\", line 140, in main\n"
     "[rank0]:     llm, prompt = model_example_map[model](question)\n"
     "[rank0]:   File \"/mnt/workspace/vllm/examples/offline_inference_vision_language.py\", line 96, in run_minicpmv\n"
     "[rank0]:     llm = LLM(\n"
     "[rank0]:   File \"/mnt/workspace/vllm/vllm/entrypoints/llm.py\", line 155, in __init__\n"
     "[rank0]:     self.llm_engine = LLMEngine.from_engine_args(\n"
     "[rank0]:   File \"/mnt/workspace/vllm/vllm/engine/llm_engine.py\", line 447, in from_engine_args\n"
     "[rank0]:     engine = cls(\n"
     "[rank0]:   File \"/mnt/workspace/vllm/vllm/engine/llm_engine.py\", line 265, in __init__\n"
     "[rank0]:     self._initialize_kv_caches()\n"
     "[rank0]:   File \"/mnt/workspace/vllm/vllm/engine/llm_engine.py\", line 364, in _initialize_kv_caches",
     "oom_profiling", {"max_seq_len": 8192, "weights_gib": 15.95}, "oom_profiling",
     "vLLM 0.5.3.post1's own example (offline_inference_vision_language.py --model-type minicpmv) with "
     "MiniCPM-Llama3-V-2_5 in fp16 on one A10 (24 GB): the weights load (15.95 GB), then the memory profiling run "
     "feeds dummy multimodal data sized by max_model_len (8192) over the model's few image tokens per image -- over a "
     "hundred dummy images at the default max_num_seqs -- and the vision encoder's activations run out of memory "
     "before any KV cache is sized.",
     "not resolved in this thread's stored text; the publisher's tracker gives the fix for the same mechanism "
     "(MiniCPM-V#392, the MiniCPM-V author HwwwwwwwH and a user): vLLM's profiling builds ~max_model_len / 64 dummy "
     "images, so lower max_model_len (e.g. 4096) and max_num_seqs (e.g. 32), with gpu_memory_utilization up to 1",
     release="0.5.3.post1", gpu="NVIDIA A10 (24 GB)", gpus=1,
     command="python examples/offline_inference_vision_language.py --model-type minicpmv",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="the title, the description's one-line symptom ('运行vLLM里的micpmv报OOM'), the command, the engine-config "
          "line, then the stored chunk from 'Loading model weights' to where it cuts the traceback (the lines between "
          "engine config and weight load replaced by '...'); torch's OOM line itself is past the stored text. "
          "Judgement calls: the phase is read from the log (weights loaded, traceback inside "
          "_initialize_kv_caches -> determine_num_available_blocks' profile run) -> oom_profiling; the reporter's "
          "'报OOM' is the only OOM text; weights_gib 15.95 is the 'Loading model weights took 15.9524 GB' figure "
          "(drop it if the fixtures keep weights numbers to V1 lines); enforce_eager is already on (forbidden)")

# ------------------------------------------------------------------ CUDA runtime: a CUDA-13 vLLM wheel under unsloth on Colab/Kaggle
case("unsloth-6590-fast-inference-libcudart-so-13", "https://github.com/unslothai/unsloth/issues/6590",
     "fast_inference=True fails when importing vLLM with ImportError: libcudart.so.13\n"
     "\n"
     "1. Did you update? `pip install --upgrade unsloth unsloth_zoo` : YES\n"
     "2. `Colab` or `Kaggle` or local / cloud : Colab and Kaggle\n"
     "3. Number GPUs used, use `nvidia-smi`: 1 \n"
     "...\n"
     "5. Which Unsloth version, TRL version, transformers version, PyTorch version? \n"
     "Unsloth: 2026.6.9 , vLLM: 0.23.0, PyTorch: 2.11.0, TRL version: 0.24.0\n"
     "7. Which trainer? `SFTTrainer`, `GRPOTrainer` etc : GRPOTrainer\n"
     "```python\n"
     "model, tokenizer = FastLanguageModel.from_pretrained(\n"
     "    model_name = \"unsloth/Qwen2.5-Coder-3B-Instruct\",\n"
     "    max_seq_length = MAX_SEQ_LENGTH,\n"
     "    load_in_4bit = LOAD_IN_4BIT,\n"
     "    fast_inference = True,          # enables vLLM-backed generation for GRPO rollouts\n"
     "    max_lora_rank = LORA_RANK,      # must be >= the rank actually saved in the adapter\n"
     "    gpu_memory_utilization = GPU_MEMORY_UTILIZATION,\n"
     ")\n"
     "```",
     "vllm_extension_import_failed", {}, "cuda_runtime_library_missing",
     "Unsloth's fast_inference imports vLLM 0.23.0, whose default wheel is built against CUDA 13; the Colab / Kaggle "
     "runtime (PyTorch 2.11.0 with CUDA 12 libraries) has no libcudart.so.13, so vLLM's compiled extension cannot be "
     "loaded and the engine is never built.",
     "no answer in the stored text (closed); the error is conclusive: install the vLLM build for the runtime's CUDA 12 "
     "(the cu12x wheel variant / a release whose default wheel is CUDA 12) or a CUDA 13 PyTorch stack",
     release="0.23.0 (Unsloth 2026.6.9, PyTorch 2.11.0)", gpu=None, gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="the title (the only place the error is quoted) and the template's answers 1-3, 5, 7 and the code block "
          "(the template's placeholder comments inside the block left out; item 4's notebook link replaced by "
          "'...'). Judgement calls: the error text is the reporter's title, no traceback; the GPU is not named "
          "(Colab and Kaggle); kind vllm_extension_import_failed with cause cuda_runtime_library_missing per README's "
          "libcudart row")

# ------------------------------------------------------------------ version: unsloth_zoo expects a newer vLLM module layout (Colab pin 0.8.5.post1)
case("unsloth-2983-bitsandbytes-loader-module-vllm0851", "https://github.com/unslothai/unsloth/issues/2983",
     "[Bug] ModuleNotFoundError: No module named 'vllm.model_executor.model_loader.bitsandbytes_loader'\n"
     "\n"
     "1. Did you update? `pip install --upgrade unsloth unsloth_zoo` ✅\n"
     "2. `Colab` or `Kaggle` or local / cloud: Colab\n"
     "3. Number GPUs used, use `nvidia-smi`: Tesla T4 free env\n"
     "4. Which notebook? Please link! "
     "https://colab.research.google.com/github/unslothai/notebooks/blob/main/nb/Qwen3_(4B)-GRPO.ipynb\n"
     "5. Which Unsloth version, TRL version, transformers version, PyTorch version? unsloth== 2025.7.4, "
     "unsloth-zoo==2025.7.6\n"
     "\n"
     "Code to replicate\n"
     "```python\n"
     "%%capture\n"
     "import os\n"
     "if \"COLAB_\" not in \"\".join(os.environ.keys()):\n"
     "    !pip install unsloth vllm\n"
     "else:\n"
     "    # [NOTE] Do the below ONLY in Colab! Use [[pip install unsloth vllm]]\n"
     "    !pip install --no-deps unsloth vllm==0.8.5.post1",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The Qwen3 GRPO Colab notebook pins vllm==0.8.5.post1 while the freshly installed unsloth-zoo 2025.7.6 imports "
     "vllm.model_executor.model_loader.bitsandbytes_loader, a module that newer vLLM releases split out of the old "
     "model_loader/loader.py; under 0.8.5.post1 the module does not exist, so fast_inference dies at import before "
     "any engine is built.",
     "not in the stored text (closed as a bug); the log is conclusive: a vLLM release with that module layout "
     "(newer than 0.8.5.post1) to match unsloth-zoo 2025.7.x, or an unsloth-zoo release written for vLLM 0.8.5",
     release="0.8.5.post1 (Colab pin; unsloth 2025.7.4, unsloth-zoo 2025.7.6)", gpu="Tesla T4 (Colab free tier)",
     gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="the title (the error as quoted) and the template answers 1-5 and the start of the notebook's install cell "
          "as stored (the rest of the cell, past the stored chunk, not read). Judgement calls: no traceback stored; "
          "kind dependency_version_mismatch per README ('No module named ...' for a vLLM module the importing code "
          "expects and this vLLM lacks); the claim that the module arrived with a later vLLM is from the error "
          "itself plus the pin, not from a maintainer's answer")

if __name__ == "__main__":
    BATCH.write()
