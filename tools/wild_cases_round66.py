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

SOURCES_AND_CALLS_PLACEHOLDER
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
case("deepseek-ocr-5-deepseekocr-architecture-not-supported", "https://github.com/deepseek-ai/DeepSeek-OCR/issues/5",
     "使用vLLM部署时提示错误： Model architectures ['DeepseekOCRForCausalLM'] are not supported for now. Supported "
     "architectures: dict_keys(['ApertusForCausalLM' ......\n"
     "\n"
     "相应的代码是还没有合入到vLLM吗，但是看README上写着是可以用vllm-0.8.5版本推理的？",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Deploying deepseek-ai/DeepSeek-OCR with a released vLLM (October 2025) whose model registry did not yet have "
     "DeepseekOCRForCausalLM: the model's support landed in vLLM after 0.11.0 (nightly, released in 0.11.1); the "
     "README's 'vllm 0.8.5' refers to the repository's own DeepSeek-OCR-vllm scripts, not to 'vllm serve'.",
     "not resolved in this thread's stored text (later comments: 'same error'); the publisher's sibling threads "
     "(DeepSeek-OCR#77) and vllm#27761 give the fix: install the vLLM nightly / 0.11.1, whose registry has "
     "DeepseekOCRForCausalLM, or run the repository's own DeepSeek-OCR-vllm code under vllm 0.8.5",
     release="not stated (a registry listing ApertusForCausalLM first: a 0.10.2-0.11.0 release)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}],
     note="the issue's title (which quotes the error) and its one-line description as stored. Judgement calls: the "
          "log itself is conclusive (the architecture is not in the registry); the fix is not in this thread but in "
          "the publisher's sibling thread #77 ('VLLM serve works if your running the latest nightly for 11.1'). The "
          "second comment's different error (\"['DeepseekForCausalLM'] failed to be inspected\", another user's "
          "launch) is left out")

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
     release="0.5.1.post? ('vllm 0.5.1post', built from the vLLM repo's Dockerfile)", gpu="NVIDIA A100 80GB", gpus=4,
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
