"""Round-9 blind batch: real startup logs collected after round 8, NOT graded by the collector (helper wild9) ->
tests/golden/wild/<id>.json, each marked ``"batch": "round9-blind"``; the lead grades it once
(``python tests/wild_grade.py round9``).

Same rules as tools/wild_cases_round8.py: collected through the search tool (issues corpus for 20 cases; the pages
corpus gave one personal blog with its own debugging, the rest were SEO or AI-written pages with placeholder logs)
with other stacks and failure classes than the mined-out canonical messages (bf16 or a quantization refused on the
GPU or by the quantization method, quantized checkpoints whose shape no TP size above 1 can split, OOM while loading,
in the profile run and in CUDA-graph capture, the free-memory gate and its profiling check, a wrapper's max_model_len
above the derived one, pipeline parallelism refused for a new architecture; wrappers: Xinference, GPUStack, KAITO,
LLaMA-Factory, curator, NeMo-RL, home-lab compose and k8s repositories, Chinese threads), threads taken in the order
the search returned them when they had the log and either what fixed it or a maintainer's diagnosis; none in the
earlier fixtures, tests/golden/logs or ../shared/cases (urls checked). Every expectation (kind, printed numbers,
cause, fixes that would be wrong for that user) was written from the thread only and NOT checked against kvroom:
nobody ran ``kvroom explain`` on these excerpts and kvroom's explain/logs source was not read to choose them.
Excerpts are the text as the thread shows it (a line the search excerpt cut short stays cut). Run once; the JSON is
the fixture.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round9-blind")
case = BATCH.case

# ------------------------------------------------------------------ quantization refused on the GPU (no kind of its own)
case("vllm-1488-v100-awq-capability-70", "https://github.com/vllm-project/vllm/issues/1488",
     "I got this error to run awq model with VLLM on a v100 gpu.\n"
     "How can i resolve this ? \n\n"
     "```\n"
     "The quantization method awq is not supported for the current GPU. Minimum capability: 75. Current capability: "
     "70.\n"
     "```",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "an AWQ checkpoint on a Tesla V100 (compute capability 7.0) with vLLM of October 2023 (0.2.1): vLLM's AWQ kernels "
     "need compute capability 7.5 (Turing) or newer, so the quantization config is refused before anything is loaded. "
     "Not a memory problem.",
     "none on this card: AutoAWQ's author answered 'It is recommended to use a GPU with the Ampere architecture. V100 "
     "is not supported.' and a maintainer closed it as a duplicate of #1345 (an fp16 or another quantization format on "
     "the V100, or a newer GPU)",
     release="0.2.1 (October 2023)", gpu="Tesla V100", gpus=1,
     forbidden=[{"flag": "--quantization", "value": "awq"}, {"flag": "--dtype", "value": "bfloat16"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}],
     note="judgement call: kvroom has no message kind or cause for 'quantization method X is not supported for the "
          "current GPU'; dtype_unsupported is the closest existing name (a dtype/format the card cannot run, fixed by "
          "another format, not by memory flags). The capability is printed as '70' (vLLM prints major*10+minor); "
          "the fixture writes it as '7.0' like the bf16 cases. 'a v100 gpu' read as one GPU; bfloat16 is forbidden "
          "because a V100 cannot run it either")

# ------------------------------------------------------------------ bf16 on Turing/Volta, through wrappers
case("vllm-1153-g4dn-xlarge-t4-bf16", "https://github.com/vllm-project/vllm/issues/1153",
     "I am getting this error on an AWS EC2 T4 g4dn.xlarge:\n\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5.\n\n"
     "is there a modifier that would allow me to run it on T4?",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "a bf16 checkpoint served with dtype auto on the single Tesla T4 of an AWS g4dn.xlarge (September 2023, vLLM "
     "0.1.7): the model's bfloat16 resolves to a dtype the T4 (compute capability 7.5) cannot run.",
     "set the dtype explicitly (the issue was closed as a duplicate of #1157, whose answer is to pass --dtype; the "
     "reporter: 'sorry got it, thx')",
     release="0.1.7 (September 2023)", gpu="Tesla T4 (g4dn.xlarge)", gpus=1,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--gpu-memory-utilization"}],
     note="the description as posted (model not named); a g4dn.xlarge has one T4. The message of that release has no "
          "'--dtype=half' hint yet")

case("curator-577-t4-or-p100-bf16-backend-params", "https://github.com/bespokelabsai/curator/issues/577",
     "```python\n"
     "llm = RecipeGenerator( \n"
     "    model_name=\"Qwen/Qwen2.5-3B-Instruct\", \n"
     "    backend=\"vllm\", \n"
     "    backend_params={ \n"
     "        \"tensor_parallel_size\": 1, # Adjust based on GPU count \n"
     "        \"gpu_memory_utilization\": 0.9,\n"
     "    }\n"
     ")\n"
     "```\n\n"
     "Got this error :\n"
     "`ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T4 GPU has "
     "compute capability 7.5. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: "
     "--dtype=half.` or\n"
     "`ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla P100-PCIE-16GB "
     "GPU has compute capability 6.0. You can use float16 instead by explicitly setting the`dtype` flag in CLI, for "
     "example: --dtype=half.`\n\n"
     "How to set `dtype` parameter?",
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "Qwen2.5-3B-Instruct (bf16) through bespokelabs curator's offline vLLM backend (March 2025) on a Tesla T4 or a "
     "P100 (Kaggle/Colab-class cards): curator built vllm.LLM without a dtype, so the config's bfloat16 was used on "
     "cards without bf16.",
     "pass dtype through backend_params (maintainer RyanMarten: 'dtype can be passed into the constructor for the LLM "
     "object ... The solution here is to pass dtype through backend_params', which needed a change in curator's "
     "offline request processor)",
     release="0.7.x (March 2025)", gpu="Tesla T4 (or Tesla P100-PCIE-16GB)", gpus=1,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call: the thread shows two alternative messages joined by 'or' (two runs, a T4 and a P100); the "
          "expected compute capability is the first one printed (7.5). A P100 (6.0) is also below vLLM's 7.0 floor, so "
          "half precision may not be enough there; the thread does not say. tensor_parallel_size 1 in the call, so one "
          "GPU")

case("nemo-rl-259-v100-grpo-bf16", "https://github.com/NVIDIA-NeMo/RL/issues/259",
     "When I try to run GRPO on a server equipped with Tesla V100-SXM2 (32 GB, compute capability 7.0) I hit the "
     "following exception coming from vLLM:\n\n"
     "```text\n"
     "ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0.\n"
     "Your Tesla V100-SXM2-32GB GPU has compute capability 7.0. You can use float16 instead\n"
     "by explicitly setting the `dtype` flag in CLI, for example: --dtype=half.\n"
     "```",
     "dtype_unsupported", {"compute_capability": "7.0"}, "dtype_unsupported",
     "NeMo RL (nemo_reinforcer) GRPO on V100-SXM2 32 GB (April 2025): its vLLM generation backend built vllm.LLM with "
     "dtype='auto', which resolves to the model's bfloat16, unsupported on Volta.",
     "the reporter's patch: dtype='float16' in the vllm.LLM constructor (plus enable_chunked_prefill=False); the issue "
     "asks for it to be configurable through vllm_cfg (closed)",
     release="0.8.x (April 2025)", gpu="Tesla V100-SXM2-32GB",
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"}],
     note="the message is wrapped over three lines as pasted; the number of V100s is not stated, so no TP rule beyond "
          "the grader's general one")

# ------------------------------------------------------------------ TP refused by a quantized checkpoint's shape
case("qwen-360-gptq-int4-finetuned-14b-tp-not-aligned", "https://github.com/QwenLM/Qwen3/issues/360",
     "未微调前，使用vllm部署qwen1.5-14b-chat-gptq-int4可以使用—tensor-parallel-size=2或者—tensor-parallel-size=4。\n"
     "使用llama- factory微调qwen1.5-14b-chat后，并使用gptq量化成int4后，使用—tensor-parallel-size大于1时会报“ "
     "ValueError: The input size is not aligned with the quantized weight shape. This can be caused by too large "
     "tensor parallel size.”",
     "tp_not_divisible", {}, "tp_not_divisible",
     "Qwen1.5-14B-Chat fine-tuned with LLaMA-Factory and quantized to GPTQ int4 by the reporter (April 2024): the "
     "row-parallel weights' input size, split by the tensor-parallel size, no longer falls on the GPTQ group "
     "boundaries, so any TP above 1 is refused when the layers are built. Qwen's maintainer: 'It is a historical issue "
     "for the 14B models due to its intermediate size. The 14B-Chat-GPTQ model has been updated recently to bypass the "
     "issue by padding the parameters with zeros.' (the official GPTQ checkpoint had worked with TP 2 and 4).",
     "the maintainer's diagnosis; the working route is the official padded GPTQ checkpoint (or padding the fine-tuned "
     "weights the same way before quantizing), otherwise TP 1",
     release="0.4.x (April 2024)",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call: 'input size is not aligned with the quantized weight shape' has no kind of its own; "
          "tp_not_divisible is the closest (a TP size the weights cannot be split by), numbers empty (the message "
          "prints none). The reporter's text (Chinese) with the error as quoted inline; GPU count not stated (at least "
          "4, since TP 4 worked before)")

# ------------------------------------------------------------------ OOM while loading a model that cannot fit
case("vllm-4408-wizardlm2-8x22b-one-a100-util-0.5", "https://github.com/vllm-project/vllm/issues/4408",
     "Command:\n"
     "```python3 -m vllm.entrypoints.openai.api_server --model alpindale/WizardLM-2-8x22B --dtype auto "
     "--max-model-len 8192 --gpu-memory-utilization 0.50 --enforce-eager --api-key token-abc123```\n\n"
     "Error:\n"
     "```\n"
     "    return func(*args, **kwargs)\n"
     "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.50 GiB. GPU 0 has a total capacity of 79.15 "
     "GiB of which 147.75 MiB is free. Process 483452 has 78.98 GiB memory in use. Of the allocated memory 78.17 GiB is "
     "allocated by PyTorch, and 13.03 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is "
     "large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation "
     "for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "```",
     "oom_loading", {"total_gib": 79.15}, "weights_do_not_fit",
     "WizardLM-2-8x22B (a Mixtral-8x22B fine-tune, about 141B parameters, about 280 GB in 16-bit) on one A100 80GB "
     "(April 2024, 0.4.x): the weights alone are several times the card, so loading runs out of memory whatever the "
     "utilization (the reporter had lowered it to 0.5, which only shrinks vLLM's budget).",
     "none on one card; maintainer DarkLight1337: '--gpu-memory-utilization defaults to 0.9 ... Setting it to a lower "
     "value will decrease the GPU available to your model. Also, the model you are using (alpindale/WizardLM-2-8x22B) "
     "has 8x 22B parameters so that will definitely not fit inside a single A100. Try using a much smaller model.'",
     release="0.4.1 (April 2024)", gpu="A100 80GB", gpus=1,
     command="python3 -m vllm.entrypoints.openai.api_server --model alpindale/WizardLM-2-8x22B --dtype auto "
             "--max-model-len 8192 --gpu-memory-utilization 0.50 --enforce-eager --api-key token-abc123",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="the 'Process 483452 has 78.98 GiB' is vLLM's own process (78.17 GiB of it allocated by PyTorch in that "
          "process; a container hides the PID), not another process; the environment section says 'A100 80GB', read "
          "as one GPU, so TP is only right if the fix says to add GPUs")

case("vllm-12030-a2000-12gb-8b-oom-224mib", "https://github.com/vllm-project/vllm/issues/12030",
     "[Bug]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 224.00 MiB. GPU 0 has a total capacity of "
     "11.53 GiB of which 187.75 MiB is free. Including non-PyTorch memory, this process has 11.\n\n"
     "GPU models and configuration: GPU 0: NVIDIA RTX A2000 12GB",
     "oom_loading", {"total_gib": 11.53}, "weights_do_not_fit",
     "an 8B model in half precision (about 16 GB of weights) on one RTX A2000 12GB (January 2025): the weights do not "
     "fit the card, so loading runs out of memory.",
     "none at that size; maintainer DarkLight1337: 'Your GPU (12GB) doesn't have enough memory to fit the model which "
     "has 8B parameters (which takes up 16GB in half precision)', then: use a quantized (int8/int4) checkpoint or a "
     "smaller model",
     release="0.6.x (January 2025, torch 2.5.1)", gpu="NVIDIA RTX A2000 12GB", gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="assembled: the issue title (the OOM line, cut by GitHub's title limit at 'this process has 11.') and the "
          "collect_env GPU line from the description; the description's full traceback is not in the stored excerpt. "
          "The model (8B) is from the maintainer's reply")

# ------------------------------------------------------------------ OOM in the profile run (chunked prefill off at 262K)
case("club3090-pr708-nemotron-puzzle-4x3090-profile-oom-2gib", "https://github.com/noonghunna/club-3090/pull/708",
     "Our shipped compose OOM'd in vLLM's **`profile_run`** on his rig:\n\n"
     "```\n"
     "CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has 23.56 GiB total, 1.08 GiB free,\n"
     "22.46 GiB in use. (Model loading took 13.31 GiB) — during torch.compile autotuning in _dummy_run\n"
     "```",
     "oom_profiling", {"total_gib": 23.56, "tried_gib": 2.0}, "oom_profiling",
     "nvidia/NVIDIA-Nemotron-Labs-3-Puzzle-75B-A9B-NVFP4 on 4x RTX 3090 with club-3090's compose (July 2026): the "
     "compose passed --no-enable-chunked-prefill, so the profile run prefills the whole --max-model-len (262K) in one "
     "batch, about 9 GiB of activations on top of 13.31 GiB of weights per card, and runs out of memory before the KV "
     "pool is sized (the maintainer: advice that 'assumes 80 GB datacenter cards').",
     "the PR (merged): --enable-chunked-prefill (with --enable-prefix-caching and a bounded max-num-batched-tokens), "
     "200K context and fp8 KV, mirroring the user's working config",
     release="0.25.x (club-3090 pin, July 2026)", gpu="RTX 3090", gpus=4,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}],
     note="judgement call: the PR quotes the OOM condensed ('GPU 1 has 23.56 GiB total, 1.08 GiB free, 22.46 GiB in "
          "use'), not torch's 'has a total capacity of ... of which ... is free' wording; kept as the thread shows it. "
          "Phase from the PR text ('profile_run', '_dummy_run'). The fix is chunked prefill, so a shorter max-model-len "
          "is not forbidden; the utilization used is not shown")

# ------------------------------------------------------------------ OOM in CUDA-graph capture with another model on the card (Xinference)
case("xinference-1847-qwen15-14b-gptq-graph-oom-with-m3e", "https://github.com/xorbitsai/inference/issues/1847",
     "模型：Qwen1.5-14B-Chat-GPTQ-int4\n"
     "加载引擎：vllm\n"
     "错误信息：\n"
     "torch.cuda.OutOfMemoryError: [address=0.0.0.0:43411, pid=101] CUDA out of memory. Tried to allocate 70.00 MiB. "
     "GPU\n"
     "2024-07-11 21:46:49 INFO 07-11 13:46:49 model_runner.py:854] Capturing the model for CUDA graphs. This may lead "
     "to unexpected consequences if the model is not static. To run the model in eager mode, set 'enforce_eager=True' "
     "or use '--enforce-eager' in the CLI.\n"
     "2024-07-11 21:46:49 INFO 07-11 13:46:49 model_runner.py:858] CUDA graphs can take additional 1~3 GiB memory per "
     "GPU. If you are running out of memory, consider decreasing `gpu_memory_utilization` or enforcing eager mode. You "
     "can also reduce the `max_num_seqs` as needed to decrease memory usage.\n\n"
     "说明：\n"
     "我这边是24G的显卡，显存还剩10G就告诉我显存不够，也不知道是显存碎片化问题还是什么，反正这个问题经常出现在新版0.12.3，特别是在加载"
     "了m3e-base向量模型后，在加载llm模型，就会容易报错，旧版0.8.5加载模型比较文档，不会出现这些错误。",
     "oom_cuda_graph", {}, "other_process",
     "Qwen1.5-14B-Chat-GPTQ-Int4 launched by Xinference 0.12.3 with vLLM (0.5.x) on a 24 GB card that already holds "
     "the m3e-base embedding model: vLLM sizes its share as if the card were its own, and the CUDA-graph capture that "
     "follows the KV cache runs out of memory.",
     "deploy the embedding model and the vLLM LLM on different GPUs (maintainer ChengjieLi28: '如果是vllm引擎，一个LLM几乎"
     "就会吃掉一个卡的所有显存。所以不建议embedding和LLM（vllm）部署在一个卡上。')",
     release="0.5.x (Xinference 0.12.3, July 2024)", gpu="24 GB card (model not stated)",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}],
     note="judgement call: the phase is CUDA-graph capture (the capture lines the paste shows next to the OOM), hence "
          "kind oom_cuda_graph; the maintainer's diagnosis is the co-located embedding model, hence cause "
          "other_process rather than oom_cuda_graph. The OOM line is cut after 'GPU' in the paste (no total); "
          "Xinference's default utilization is vLLM's 0.9, so higher is forbidden; GPU count not stated")

# ------------------------------------------------------------------ free-memory gate: a desktop session on the GPUs
case("club3090-535-gemma4-desktop-free-22.35-of-23.56", "https://github.com/noonghunna/club-3090/issues/535",
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/dist-"
     "packages/vllm/v1/worker/gpu_worker.py\", line 300, in init_device\n"
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870]     self.requested_memory = "
     "request_memory(init_snapshot, self.cache_config)\n"
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870]                             "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870]   File \"/usr/local/lib/python3.12/dist-"
     "packages/vllm/v1/worker/utils.py\", line 413, in request_memory\n"
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870]     raise ValueError(\n"
     "(Worker pid=148) ERROR 07-01 02:36:18 [multiproc_executor.py:870] ValueError: Free memory on device cuda:0 "
     "(22.35/23.56 GiB) on startup is less than desired GPU memory utilization (0.95, 22.38 GiB). Decrease GPU memory "
     "utilization or reduce GPU memory used by other processes.",
     "free_memory_low", {"free_gib": 22.35, "total_gib": 23.56, "requested_gib": 22.38,
                         "gpu_memory_utilization": 0.95}, "other_process",
     "club-3090's Gemma 4 compose (gpu_memory_utilization 0.95) on two RTX 3090 that also run the GNOME/Wayland "
     "desktop (gnome-remote-desktop-daemon 725 MiB on GPU0; gnome-shell, Xwayland, nautilus on GPU1), about 1.2-1.4 "
     "GiB per card: 0.95 needs 22.38 GiB free per card, the cards have 22.35 and 22.06; after ComfyUI (ai-studio) ran, "
     "the compositor's share grew further.",
     "lower GPU_MEMORY_UTILIZATION (the maintainer's unblock; the qwen 'dual' compose at 0.92, needing 21.67 GiB, "
     "boots on the same residue) or move the desktop off the GPUs",
     release="0.25.x (club-3090 pin, July 2026)", gpu="RTX 3090", gpus=2,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.94}, {"flag": "--tensor-parallel-size", "above": 2}],
     note="the reporter's log (cuda:0); the maintainer's reply quotes the other card at 22.06/23.56 free, so any "
          "utilization above 22.06/23.56 = 0.936 still fails on GPU1, hence 'at least 0.94' is forbidden. Two 3090s "
          "per the maintainer's process list (GPU0, GPU1)")

# ------------------------------------------------------------------ free-memory gate: the CUDA context / driver share (KAITO on AKS)
case("kaito-1374-a10-free-21.37-of-23.72-util-0.95", "https://github.com/kaito-project/kaito/issues/1374",
     "Beginning with vllm 0.9.1, the application will verify that sufficient free VRAM is available before starting "
     "the server. Please note that a portion of VRAM is reserved by the CUDA driver, which may lead to insufficient "
     "memory if GPU memory utilization is set too high.\n"
     "```\n"
     "ValueError: Free memory on device (21.37/23.72 GiB) on startup is less than desired GPU memory utilization "
     "(0.95, 22.54 GiB).\n"
     "```",
     "free_memory_low", {"free_gib": 21.37, "total_gib": 23.72, "requested_gib": 22.54,
                         "gpu_memory_utilization": 0.95}, "other_process",
     "KAITO (Kubernetes AI toolchain operator) computes --gpu-memory-utilization itself and reserved a fixed 1.5 GiB "
     "for the CUDA driver; on an NVIDIA A10 (23.72 GiB) the memory already taken before vLLM's gate is about 2.4 GiB "
     "(the issue's measurement), so the generated utilization asks for more than is free at startup and vLLM >= "
     "0.9.1 refuses.",
     "the issue (by KAITO's side, labelled bug / good first issue, closed): count the CUDA driver's memory when "
     "computing the utilization, i.e. a lower --gpu-memory-utilization for the A10",
     release=">= 0.9.1 (August 2025)", gpu="NVIDIA A10",
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.91}],
     note="judgement call: the memory missing at startup is not another process but the CUDA driver/context share "
          "on the card; other_process is the closest existing cause (memory held outside vLLM's budget when the gate "
          "runs; no existing name for 'driver reserve'). The issue text says KAITO sets 0.93 on an A10 while the log "
          "prints 0.95; numbers are the log's. Any utilization at or below 21.37/23.72 = 0.901 passes the gate, so "
          "0.91 and above is forbidden. GPU count not stated")

# ------------------------------------------------------------------ bf16 refused: only the hint survives (LLaMA-Factory, Chinese thread)
case("llamafactory-3717-v100-bf16-hint-only", "https://github.com/hiyouga/LlamaFactory/issues/3717",
     "执行 \n"
     "CUDA_VISIBLE_DEVICES=0 llamafactory-cli api LLaMA-Factory/examples/inference/qwen_vllm.yaml\n"
     "报错\n"
     "You can use float16 instead by explicitly setting the`dtype` flag in CLI, for example: --dtype=half\n"
     "看到有相同错误，但我拉的是最新代码，依旧报错",
     "dtype_unsupported", {}, "dtype_unsupported",
     "LLaMA-Factory's vLLM inference example (a Qwen model whose config says torch_dtype bfloat16) on a V100 (title: "
     "'在v100上用vllm推理时报错', May 2024): vLLM resolves dtype auto to bfloat16, which the V100 (compute capability "
     "7.0) cannot run; LLaMA-Factory then had no way to pass a dtype to vLLM.",
     "the reporter: editing the model's config.json torch_dtype to float16 ('我手动将此配置改成float16则不会报错'); a "
     "commenter: DTYPE=half in the environment worked for them (the reporter got 'Some keys are not used by the "
     "HfArgumentParser: ['dtype']'); labelled solved",
     release="0.4.x (May 2024, LLaMA-Factory llmtuner)", gpu="Tesla V100", gpus=1,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call: the reporter pasted only the last sentence of vLLM's bf16 message (the hint), so no "
          "capability is printed and numbers are empty; the GPU is from the title. CUDA_VISIBLE_DEVICES=0 read as one "
          "GPU")

# ------------------------------------------------------------------ bf16 refused by the quantization method, not the GPU (home k8s cluster, ROCm)
case("tanguille-cluster-pr3179-gptq-bf16-r9700", "https://github.com/Tanguille/cluster/pull/3179",
     "## Problem\n\n"
     "The merged `ai/vllm` deployment crashloops: vLLM defaults to **bfloat16**, but the GPTQ checkpoint requires "
     "**float16**, so it fails at config validation (`torch.bfloat16 is not supported for quantization method gptq`) "
     "before the engine ever starts.\n\n"
     "## Fix\n\n"
     "Add `--dtype float16`. One-line, makes the deployment actually start.",
     "dtype_unsupported", {}, "dtype_unsupported",
     "a Kubernetes (Flux) deployment of btbtyler09/Qwen3.6-27B-GPTQ-4bit with vLLM 0.19.1+rocm on an AMD Radeon AI PRO "
     "R9700 (gfx1201): dtype auto resolves to the model's bfloat16, and vLLM's GPTQ method only accepts float16, so "
     "the config is refused before anything is loaded and the pod crash-loops.",
     "--dtype float16 (the PR, merged; the author then verified the model loads at 19.2 GiB and serves)",
     release="0.19.1+rocm7.13.0rc2", gpu="AMD Radeon AI PRO R9700 (gfx1201)", gpus=1,
     forbidden=[{"flag": "--dtype", "value": "bfloat16"}, {"flag": "--quantization", "value": "gptq_marlin"},
                {"flag": "--quantization", "value": "awq"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call: the dtype is refused by the quantization method, not by the GPU's compute capability; "
          "dtype_unsupported is the closest existing kind/cause (no name for 'dtype not allowed by the quantization "
          "method'). The message is quoted inside the PR text, not a raw log. gptq_marlin and awq are forbidden "
          "because the PR's table shows both rejected on this card/checkpoint; one GPU ('the R9700')")

# ------------------------------------------------------------------ TP refused by an AWQ checkpoint's shape (maintainer's arithmetic)
case("vllm-21695-internvl3-78b-awq-tp2-not-aligned", "https://github.com/vllm-project/vllm/issues/21695",
     "ValueError: The input size is not aligned with the quantized weight shape. This can be caused by too large "
     "tensor parallel size.\n\n"
     "### 🐛 Describe the bug\n\n"
     "code: \n"
     "CUDA_VISIBLE_DEVICES=3,4 vllm serve ./InternVL3-78B-AWQ --gpu-memory-utilization 0.95 --max-model-len 32768 "
     "--quantization awq --enforce-eager --host 0.0.0.0 --port 11441 --tensor-parallel-size 2 --dtype half   "
     "--trust-remote-code\n\n"
     "error:\n"
     "ValueError: The input size is not aligned with the quantized weight shape. This can be caused by too large "
     "tensor parallel size.",
     "tp_not_divisible", {}, "tp_not_divisible",
     "InternVL3-78B-AWQ (a Qwen2.5-72B language model, intermediate_size 29568, AWQ group size 128) served with TP 2 "
     "(July 2025): the row-parallel MLP input must be a multiple of group size x TP, and 29568 / 128 = 231 is odd, so "
     "TP 2 is refused while the layers are built.",
     "none in the thread beyond the diagnosis; vLLM contributor ZJY0516: 'the intermediate_size (29568) must be an "
     "integer multiple of quantized_group_size (128) * TP size. In this case, 29568/128 = 231, which means TP is "
     "currently limited to 1. Similar limitations existed for Qwen/Qwen2.5-VL-72B-Instruct-AWQ until they updated "
     "their intermediate_size to be compatible with TP=2.'",
     release="0.9.x-0.10.x (July 2025)", gpus=2,
     command="CUDA_VISIBLE_DEVICES=3,4 vllm serve ./InternVL3-78B-AWQ --gpu-memory-utilization 0.95 --max-model-len "
             "32768 --quantization awq --enforce-eager --host 0.0.0.0 --port 11441 --tensor-parallel-size 2 --dtype "
             "half --trust-remote-code",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call: same message as qwen-360 (no kind of its own), tp_not_divisible as the closest name, "
          "numbers empty. The reporter pasted the error twice (environment section and bug section); kept. "
          "CUDA_VISIBLE_DEVICES=3,4 read as two GPUs available to this run; GPU model not stated")

# ------------------------------------------------------------------ Marlin refuses an AWQ shape at TP 1 (the message's own advice cannot apply)
case("vllm-9913-deepseek-v2-lite-awq-marlin-min-thread-k-tp1", "https://github.com/vllm-project/vllm/issues/9913",
     "### Model Input Dumps\n\n"
     "```bash\n"
     "ValueError: Weight input_size_per_partition = 10944 is not divisible by min_thread_k = 128. Consider reducing "
     "tensor_parallel_size or running with --quantization gptq.\n"
     "```\n\n"
     "### 🐛 Describe the bug\n\n"
     "When I run the command on one gpu:\n\n"
     "```bash\n"
     "python -m vllm.entrypoints.openai.api_server --port 10086 --model TechxGenus/DeepSeek-Coder-V2-Lite-Instruct-AWQ "
     "--dtype float16 --gpu-memory-utilization 0.8 --max-model-len 8192 --enable-prefix-caching --disable-log-requests "
     "--trust-remote-code --enforce-eager\n"
     "```",
     "tp_not_divisible", {}, "tp_not_divisible",
     "DeepSeek-Coder-V2-Lite-Instruct-AWQ on one GPU with vLLM 0.6.3.post1: the AWQ checkpoint is routed to the "
     "awq_marlin kernel, whose min_thread_k = 128 does not divide the MoE/MLP input size 10944 even unsplit (TP is "
     "already 1), so the weights are refused while the layers are built.",
     "the reporter: changing GPTQ_MARLIN_MIN_THREAD_K from 128 to 64 in vllm/model_executor/layers/quantization/utils/"
     "marlin_utils.py; 'It run successfully, and the output also looks well.' (issue closed as stale)",
     release="0.6.3.post1", gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --port 10086 --model "
             "TechxGenus/DeepSeek-Coder-V2-Lite-Instruct-AWQ --dtype float16 --gpu-memory-utilization 0.8 "
             "--max-model-len 8192 --enable-prefix-caching --disable-log-requests --trust-remote-code --enforce-eager",
     forbidden=[{"flag": "--tensor-parallel-size"}, {"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}, {"flag": "--quantization", "value": "gptq"}],
     note="judgement call: a kernel-alignment refusal with no kind of its own; tp_not_divisible is the closest "
          "existing name, numbers empty (no TP size or head count printed). Trap: the message says 'Consider reducing "
          "tensor_parallel_size' but TP is already 1 on one GPU, so any TP advice is wrong; '--quantization gptq' is "
          "forbidden because the checkpoint is AWQ (the message's GPTQ wording does not apply)")

# ------------------------------------------------------------------ OOM in the multimodal profile run without flash-attention (8x A800)
case("kimi-vl-51-8xa800-profile-oom-408gib", "https://github.com/MoonshotAI/Kimi-VL/issues/51",
     " Worker failed with error 'CUDA out of memory. Tried to allocate 408.29 GiB. GPU 0 has a total capacity of "
     "79.33 GiB of which 50.72 GiB is free. Process 2555617 has 28.60 \n"
     "GiB memory in use. Of the allocated memory 27.40 GiB is allocated by PyTorch, and 170.22 MiB is reserved by "
     "PyTorch but unallocated. If reserved but unallocated memory is large try set\n"
     "ting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-var\n"
     "iables)', please check the stack trace above for the root cause",
     "oom_profiling", {"total_gib": 79.33, "tried_gib": 408.29, "free_gib": 50.72}, "oom_profiling",
     "Kimi-VL (MoonshotAI) served with vLLM on eight A800 80GB (June 2025): with the weights loaded (28.6 GiB on the "
     "card), the start-up dummy run of the vision encoder without flash-attention materialises a full attention "
     "matrix for the largest image, a single 408 GiB allocation, far beyond any card.",
     "enable flash-attention as the Kimi-VL README's usage example does (zhouzaida: 'It might be that flash-attention "
     "is not being used'); a second user saw the same on 4x H100",
     release="0.9.x (June 2025)", gpu="A800 80GB", gpus=8,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--kv-cache-dtype"}],
     note="phase judged from the allocation size and the thread (a 408 GiB single tensor with only weights resident "
          "is the profile/dummy run of the vision tower, not weight loading or the KV cache); the line breaks inside "
          "words are the paste's. 'Process 2555617' is the engine itself (28.60 GiB = its own weights). No utilization "
          "can satisfy a 408 GiB allocation on a 79.33 GiB card, hence forbidden")

# ------------------------------------------------------------------ derived max_model_len exceeded by a wrapper's default (GPUStack)
case("gpustack-313-blip2-opt-2.7b-8192-over-derived", "https://github.com/gpustack/gpustack/issues/313",
     "Failed to deploy a models using vllm: User-specified max_model_len (8192) is greater than the derived "
     "max_model_len\n\n"
     "**Describe the bug**\n\n"
     "Failed to deploy a models using vllm: User-specified max_model_len (8192) is greater than the derived "
     "max_model_len\n\n"
     "**Steps to reproduce**\n\n"
     "1. Deploy the model `Salesforce/blip2-opt-2.7b` from Hugging Face.\n"
     "2. View the instance logs.\n\n"
     "- GPU: NVIDIA GeForce RTX 4090",
     "max_len_over_derived", {"max_model_len": 8192}, "max_len_over_derived",
     "GPUStack (September 2024) passed its own default --max-model-len 8192 to vLLM for every model; "
     "Salesforce/blip2-opt-2.7b's language model derives a much shorter context from its config, so vLLM refuses the "
     "user-specified value at config time.",
     "GPUStack changed its default so the context is not forced above the model's (QA on main c8e8485 and 447ac69: "
     "'Test Result: pass'); a maintainer notes a reasonable default is still wanted for 128K models on 16 GiB cards",
     release="0.6.x (September 2024, via GPUStack main)", gpu="NVIDIA GeForce RTX 4090", gpus=1,
     forbidden=[{"flag": "--max-model-len", "at_least": 8192}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="title and description as filed (the instance log itself is a screenshot, so the derived value and its "
          "key are not in the text; numbers hold only the printed 8192). GPU count not stated beyond the one 4090 "
          "in the environment, read as one")

# ------------------------------------------------------------------ memory-profiling refusal when a co-located engine frees memory (AMD CI)
case("vllm-pr53591-rocm-ci-profiling-free-grew", "https://github.com/vllm-project/vllm/pull/53591",
     "Two AMD CI groups abort engine startup with this error and pass when the job is retried:\n\n"
     "```\n"
     "Error in memory profiling. Initial free memory 188.29 GiB, current free memory 188.75 GiB.\n"
     "```",
     "free_memory_low", {}, "other_process",
     "vLLM's AMD CI (MI300 / MI355, August 2026) runs two engines on one device; the KV cache is sized from how much "
     "free device memory dropped between the worker's start snapshot and the end of profiling, and when the other "
     "engine releases memory inside that window the difference is negative, so the worker refuses to start.",
     "the PR (merged): on ROCm size the cache from what torch reserved for this process and log a warning instead "
     "of aborting; in CI the job passes when retried",
     release="0.2x (August 2026, ROCm)", gpu="AMD Instinct MI300X / MI355X (CI)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="judgement call: 'Error in memory profiling. Initial free memory X, current free memory Y' has no kind of "
          "its own; free_memory_low is the closest existing kind (vLLM's startup free-memory bookkeeping upset by "
          "another process on the device) and other_process the cause the PR gives; numbers left empty because the "
          "two values are free memory before/after, not free/total/requested. No flag fixes it (the failure is a "
          "race with the other engine), hence the memory flags are forbidden")

# ------------------------------------------------------------------ pipeline parallelism refused for a new architecture (two nodes)
case("vllm-16231-llama4-maverick-16xh100-pp2-unsupported", "https://github.com/vllm-project/vllm/issues/16231",
     "I'm attempting to deploy Llama-4-Maverick-17B-128E across 16 H100s on two nodes, running this command:\n\n"
     "```\n"
     "python3 -m vllm.entrypoints.openai.api_server --port 8080 --model meta-llama/Llama-4-Maverick-17B-128E-Instruct "
     "--tensor-parallel-size 8 --pipeline-parallel-size 2\n"
     "```\n\n"
     "I got this message saying that PP isn't supported \n\n"
     "```\n"
     "NotImplementedError: Pipeline parallelism is not supported for this model. Supported models implement the "
     "`SupportsPP` interface.\n"
     "```",
     "pp_unsupported", {}, "pp_unsupported",
     "Llama-4-Maverick-17B-128E-Instruct on 2 nodes x 8 H100 with TP 8 x PP 2 on vLLM 0.8.3 (April 2025, days after "
     "Llama 4's release): the release's Llama 4 model class did not implement SupportsPP yet, so any PP size above 1 "
     "is refused at startup.",
     "upgrade: maintainer zhewenl, 'rebase to latest main and try again, it should be supported' (mllama4.py gained "
     "SupportsPP; expected in 0.8.4); issue closed",
     release="0.8.3 (April 2025)", gpu="H100", gpus=16,
     command="python3 -m vllm.entrypoints.openai.api_server --port 8080 --model "
             "meta-llama/Llama-4-Maverick-17B-128E-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}],
     note="16 H100 over two nodes (8 per node) per the description; not a memory problem, so memory flags are "
          "forbidden. Whether dropping PP (TP 16 across nodes) would work is not discussed, so only TP above the 16 "
          "GPUs is forbidden")

# ------------------------------------------------------------------ OOM in the multimodal profile run (mllama, V0)
case("vllm-10569-llama32-11b-vision-l20-profile-oom", "https://github.com/vllm-project/vllm/issues/10569",
     "[Bug]: llama-3.2-11B-vision run in vllm==0.6.3 OOM error（L20）\n\n"
     "INFO 11-22 07:19:26 model_runner.py:1067] Loading model weights took 19.9073 GB\n"
     "INFO 11-22 07:19:26 enc_dec_model_runner.py:301] Starting profile run for multi-modal models.\n"
     "pixel_values is  torch.Size([256, 1, 1, 4, 3, 560, 560])\n"
     "[rank0]: Traceback (most recent call last):\n"
     "[rank0]:   File \"/home/dataset/test_vllm_models/test_llama.py\", line 21, in <module>\n"
     "[rank0]:     llm = LLM(\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/entrypoints/llm.py\", line 177, in __init__\n"
     "[rank0]:     self.llm_engine = LLMEngine.from_engine_args(\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 573, in "
     "from_engine_args\n"
     "[rank0]:     engine = cls(\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 348, in __init__\n"
     "[rank0]:     self._initialize_kv_caches()\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/engine/llm_engine.py\", line 483, in "
     "_initialize_kv_caches\n"
     "[rank0]:     self.model_executor.determine_num_available_blocks())\n"
     "[rank0]:   File \"/usr/local/lib/python3.10/dist-packages/vllm/executor/gpu_executor.py\", line 114, in "
     "determine_num_available_blocks\n"
     "[rank0]:     return self.driver_worker.determine_num_available_blocks()",
     "oom_profiling", {}, "oom_profiling",
     "Llama-3.2-11B-Vision on one L20 with vLLM 0.6.3 and the default max_num_seqs 256: after 19.9 GB of weights, "
     "the encoder-decoder profile run feeds 256 dummy sequences of 4 image tiles each (pixel_values [256, 1, 1, 4, 3, "
     "560, 560]) through the vision tower and runs out of memory before the KV cache is sized.",
     "a lower max_num_seqs (maintainer DarkLight1337's advice; the reporter: it works with max_num_seqs 2)",
     release="0.6.3", gpu="NVIDIA L20", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement call: the stored excerpt of the description stops in the traceback before the OOM line (the "
          "title says OOM); the phase is certain from the log ('Starting profile run for multi-modal models', "
          "determine_num_available_blocks), so kind oom_profiling with no numbers. The reporter's debug print "
          "'pixel_values is ...' is kept. One L20 read from the title")

# ------------------------------------------------------------------ OOM while loading an MTP head on a 24 GB laptop GPU (blog)
case("airelien-blog-qwen36-27b-nvfp4-mtp-5090-laptop-oom-2.37gib",
     "https://airelien.dev/en/posts/qwen36-27b-blackwell-mobile",
     "1. NVFP4 + MTP = OOM on 24GB\n\n"
     "I tried sakamakismile/Qwen3.6-27B-Text-NVFP4-MTP first. NVFP4 is 2x FP8 throughput on Blackwell tensor cores, and "
     "the model name says it includes MTP. Loaded fine, but:\n\n"
     "torch.OutOfMemoryError: Tried to allocate 2.37 GiB. GPU has 2.25 GiB free.\n\n"
     "Same issue Wasif documents. vLLM's Qwen3_5MTP loader allocates a fresh 2.37 GiB BF16 buffer for mtp.fc because "
     "NVFP4 quantizes everything in the file. On 32GB it fits, on 24GB it doesn't.",
     "oom_loading", {"tried_gib": 2.37}, "weights_do_not_fit",
     "Qwen3.6-27B NVFP4 with MTP speculative decoding (n=1) on vLLM 0.19.1 on an RTX 5090 Laptop GPU (24 GB, sm_120): "
     "the model loads, then the MTP draft loader allocates a fresh 2.37 GiB BF16 buffer for mtp.fc (the NVFP4 file "
     "quantized it), with 2.25 GiB left, so loading the draft head runs out of memory.",
     "switch to Lorbus/Qwen3.6-27B-int4-AutoRound, which keeps mtp.fc in BF16 in the file (~280 MiB), so no fresh "
     "buffer is allocated; the author then ran MTP n=3 at 85-100 t/s with 75K context",
     release="0.19.1", gpu="RTX 5090 Laptop GPU (24 GB)", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement call: a personal blog (pages corpus), not a thread; the error is quoted condensed ('GPU has "
          "2.25 GiB free', not torch's full wording) and kept as the post shows it. Loading phase and cause from the "
          "author's own diagnosis; total not printed, so numbers hold only the 2.37 GiB request")

# ------------------------------------------------------------------ the lead's decisions on judgement call 1
# The collector used the closest existing kind for three classes that had no name of their own and left the choice to
# the lead. Before round 9 was graded, helper msgcat (who never saw these fixtures) gave each class its own kind from
# vLLM's source (tests/golden/vllm_messages.json): the lead renames them to those kinds; BLIND.md gives the score
# both with the collector's names and with these.
LEAD_RENAMES = {
    "vllm-1488-v100-awq-capability-70": dict(message_kind="quantization_unsupported_gpu",
                                             cause="quantization_unsupported_gpu",
                                             numbers={"min_capability": 75, "current_capability": 70}),
    "tanguille-cluster-pr3179-gptq-bf16-r9700": dict(message_kind="quantization_dtype_unsupported",
                                                     cause="quantization_dtype_unsupported"),
    "vllm-pr53591-rocm-ci-profiling-free-grew": dict(message_kind="memory_profiling_error"),
}
for c in BATCH.cases:
    rename = LEAD_RENAMES.get(c["id"])
    if rename:
        c["collector_expected"] = dict(c["expected"])
        c["expected"] = {**c["expected"], **rename}

BATCH.write()
