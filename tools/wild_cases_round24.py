"""Round-24 blind batch: vLLM launch failures COMMITTED IN PUBLIC REPOSITORY FILES (troubleshooting and known-issues
sections of READMEs and docs of projects that deploy vLLM, experiment write-ups, run logs, validation receipts, blog
posts kept in GitHub repositories, code comments), collected by helper wild24 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round24-blind"``; the lead grades it once
(``python tests/wild_grade.py round24``). A held-out measurement: nothing is to be fitted on it.

Same rules as tools/wild_cases_round11.py and rounds 19-22: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the committed file (and, where named, the same repository's commits) only. Causes are the ones the
excerpt itself evidences (no release_regression in this batch); a deeper story only the file tells is in
real_cause/note. Excerpts are the text as committed (read with git from a fetched snapshot, or with the search tool's
read_file where no snapshot held that version); where lines in between were dropped, the excerpt shows ``...`` and the
note says what; the authors' fix lines are left out of the excerpt (they are in fix_that_worked) unless noted.

Sources: files in public GitHub repositories, cited as blob urls at the commit read (one, testgeneval's RUN_LOG.md, at
``main``: the version quoted is newer than every commit the snapshot and the index name). Found with the search tool's
``find_string`` (exact error strings: the hits carry no repository name) and ``search`` (code corpus), attributed by
guessing the path or owner from the hit's own text and confirming with ``find_files``/``find_repos`` and ``fetch``
(snapshots read with git at no look-up cost). 52 look-ups (21 ``search``, 14 ``find_string``, 9 ``read_file``,
6 ``find_files``, 2 ``find_repos``), 11 snapshots fetched. Every url was checked against
/work/coord/USED_SOURCES.txt and the skip lists in tests/golden/wild/BLIND.md. No GitHub issue thread, no copy of
vLLM's own source (one source, hzqjgthy/vllm, is a fork of vLLM, but the case is its owner's own Markdown write-up of
his launch, not a message template), nothing from kvroom or the workplace's shared/.

Judgement calls for the lead (each case's ``note`` says more):
1. Existing kind for a wording the README row does not list: gemma3 "The model type 'gemma3' does not support float16.
   Reason: Numerical instability." as dtype_unsupported (the README row lists only the compute-capability refusals);
   vLLM's "Failed to create unquantized linear weights. This may be caused by insufficient memory to allocate the
   weight." as oom_loading; ROCm's "HIP out of memory" (same torch wording otherwise) as oom_profiling; a bare "CUDA
   error: no kernel image is available" met in a torch probe of a torch 2.11 / vLLM 0.23 stack (not in a vLLM launch
   log) as cuda_no_kernel_image; the architecture refusal of a speculative DRAFT model inside SpeculativeConfig
   ("DFlash2DraftModel", a vLLM PR not yet merged, fixed by porting the PR) as architecture_unsupported.
2. Thin evidence: herobrine-blog (a one-line error note in a personal blog, vLLM not named; the message is vLLM's);
   docext-troubleshooting and rhoai3-demo (FAQ / troubleshooting entries: the error line only, no log; the rhoai model
   and GPU come from the same repository's fix commit f15bbf2f); finetunelab-14b (the author's own arithmetic, 14B x 2 =
   28 GB on a 24 GB 3090, contradicts the same file's "Trained model: 9.3GB (merged)"; filed with the message's own
   cause); the three testgeneval rows abbreviate the vLLM line (``max_model_len (32768) is greater than ...``) or quote
   it inside prose.
3. Fixes not from a maintainer: every fix here is the committing author's own, recorded as what worked (HyperPod
   defaults in llm_model_hub, max_model_len 4096 in jubapa's post, the quantized checkpoint in jubapa's and
   finetunelab's, the rhoai fix commit, --skip-mm-profiling and the DFlash2 patch port and ctx 131072 in
   Qwen3.8-27B-ROCm, utilization 0.25 in HRM-Text, MAX_MODEL_LEN and DTYPE in testgeneval); the medical-qwen3 doc's
   recommended command is stated to "run stably", not shown running; the docext, herobrine and LLM_test entries are
   advice / diagnosis.
4. Several cases from one file: jubapa's post (a bf16 loading OOM, then the w4a16 KV refusal), Qwen3.8-27B-ROCm
   (a multimodal-profiling HIP OOM in vllm-validation.md; the draft architecture refusal and the KV refusal in
   dflash2-validation.md), testgeneval's RUN_LOG.md (Phi-4 over its derived length, gpt-oss fp16 refused by MXFP4,
   gemma3 fp16 refused), LLM_test's compatibility notes (AWQ below sm_75; the no-kernel-image stack): distinct incidents
   (other model, flag or attempt), distinct ids.
5. Platforms new or rare in the fixtures: AMD gfx1151 (Radeon 8060S, an 80 GiB GTT pool, ROCm 7.14, a vLLM main pin
   4d2a68d) for three cases; a 178.34 GiB card (B200-class by its total) for HRM-Text; SageMaker HyperPod (GPU not
   named).
6. Traps: rhoai's mistral-3-bf16 already runs fp8 KV (no fp8 KV fix) at TP 4 on 4x L4; the Qwen3.8 KV case already
   runs 0.92 and the author says utilization cannot cover the gap; HRM-Text's free memory is taken by a colocated judge
   and training (a utilization at or above 0.35 is wrong); the V100S AWQ case is no memory problem (the notes say so);
   gpt-oss-20b ran on an H100 (capability 9.0), so the quantization refusal is about dtype, not the GPU.
"""
from urllib.parse import quote

from wild_blind import BlindBatch

BATCH = BlindBatch("round24-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]


def blob(repo, commit, path):
    """github.com blob url of a committed file (the path percent-encoded: some are Chinese)."""
    return f"https://github.com/{repo}/blob/{commit}/{quote(path)}"


# ------------------------------------------------------------------ memory: V1 KV refusal, 262144 on HyperPod
case("llm-model-hub-hyperpod-qwen3vl-262144-28.00-of-13.69",
     blob("aws-samples/llm_model_hub", "47b499333cf2a2705ce0db7f394157dd5f827a29", "hyperpod_docs/ISSUES_FIXED.md"),
     '### Issue\n'
     'Deploying VL (Vision-Language) models like Qwen3-VL to HyperPod fails with OOM error:\n'
     '```\n'
     "ValueError: To serve at least one request with the models's max seq len (262144),\n"
     '28.00 GiB KV cache is needed, which is larger than the available KV cache memory (13.69 GiB).\n'
     'The estimated maximum model length is 128128.\n'
     '```\n'
     '\n'
     'The model container keeps crashing and restarting because vLLM tries to allocate KV cache for the full conte'
     'xt length (262144 tokens) which exceeds GPU memory.',
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 28.0, "available_gib": 13.69, "estimated_max_model_len": 128128},
     "kv_too_small",
     "AWS's llm_model_hub (a SageMaker / HyperPod model-deployment console) deployed Qwen3-VL models to SageMaker "
     "HyperPod without a max_model_len: the HyperPod path passed no default (the SageMaker path defaults to 12288), so "
     "vLLM took the model's full 262144-token context, whose KV cache (28.00 GiB) is twice what was left on the GPU "
     "(13.69 GiB); the container crash-looped.",
     "the repository's fix (section 14 'Solution', Jan 2026): HyperPod deployments default max_model_len to 12288 and "
     "gpu_memory_utilization to 0.9, like the SageMaker path; verified on Qwen3-VL-2B ('max_model_len': 12288 in the "
     "non-default args)",
     release="not stated (V1, 2025-2026: the estimated-maximum wording)", gpu="not named (HyperPod instance)",
     gpus=None,
     forbidden=[{"flag": "--max-model-len", "above": 128128}],
     note="judgement calls 3 and 5: a fixed-issues log of the repository (hyperpod_docs/ISSUES_FIXED.md section 14, "
          "'HyperPod Missing Default Values for extra_params (Model OOM)'); the excerpt is its 'Issue' part as "
          "committed (vLLM's 'models's' typo and the line breaks are the file's); the Root Cause / Solution code is "
          "left out. The model size, instance type and utilization of the failing deployment are not stated")

# ------------------------------------------------------------------ dtype: bf16 on a T4 (a project FAQ)
case("docext-troubleshooting-t4-bf16",
     blob("NanoNets/docext", "0edc8f5cc53cb18000628b1fe7bf8409eaa9fc9d", "Troubleshooting.md"),
     '### 4. `ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0. Your Tesla T'
     '4 GPU has compute capability 7.5. You can use float16 instead by explicitly setting the `dtype` flag in CLI,'
     ' for example: --dtype=half.`\n'
     '- Use `--dtype=float16` instead of `--dtype=bfloat16`.',
     "dtype_unsupported", {"compute_capability": "7.5"}, "dtype_unsupported",
     "NanoNets' docext (document extraction with a vision-language model served by vLLM) lists, in its "
     "Troubleshooting page, vLLM's refusal of bfloat16 on a Tesla T4 (compute capability 7.5): the model was "
     "launched at bfloat16 (the file names --dtype=bfloat16) on a card below capability 8.0.",
     "the project's troubleshooting entry: use --dtype=float16 instead of --dtype=bfloat16",
     release="not stated (2025)", gpu="Tesla T4", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "bfloat16"}],
     note="judgement calls 2 and 3: an FAQ entry, the error line only (entry 4 of the file; entries 1-3 are other "
          "problems and left out)")

# ------------------------------------------------------------------ TP: 28 heads over 3 GPUs (a personal blog)
case("herobrine-blog-tp3-28-heads",
     blob("TillyEndless/Herobrine", "c790f0fc10e3a13e3387cd2b840af40b8aefb9e9",
          "src/content/posts/【CS日志】跑模型常见报错.md"),
     '```bash\n'
     'ValueError: Total number of attention heads (28) must be divisible by tensor parallel size (3).\n'
     '```\n'
     '报错原因：模型注意力头无法被GPU数量整除，比如28不能被3个GPU均分，需要设置GPU数量为2或4等。',
     "tp_not_divisible", {"num_attention_heads": 28, "tensor_parallel_size": 3}, "tp_not_divisible",
     "A personal blog post kept in a GitHub repository ('common errors running models', July 2025): a model with 28 "
     "attention heads (the Qwen2.5-7B family has 28) launched with tensor parallel size 3; 28 heads cannot be split "
     "over 3 GPUs.",
     "the author's note: use a GPU count that divides the heads, e.g. 2 or 4",
     release="not stated (July 2025)", gpu=None, gpus=3,
     forbidden=[{"flag": "--tensor-parallel-size", "value": "3"}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--max-model-len"}],
     note="judgement call 2: the post is the error block and one line of diagnosis; the model and the serving "
          "command are not named (nor is vLLM, whose ModelConfig message this is). gpus=3 is what the launch asked "
          "for; the author suggests 2 or 4, so 4 may need another GPU")

# ------------------------------------------------------------------ memory: bf16 32B weights on a 24 GB card
case("jubapa-blog-qwen3-32b-bf16-4090-load-oom",
     blob("jubapa/blog", "aafeda99085e7e7fc5db15046a78582e5a3bc464", "_posts/2025-06-07-quantization.md"),
     'Everything started as I did a test with ollama and the [qwen3:32b](https://ollama.com/library/qwen3:32b) mod'
     'el, which it worked and I did want to test it with vllm. To my surprise there was an awfull error due to the'
     ' RAM was not enough.\n'
     '\n'
     '```bash\n'
     '# Error trying to run the Qwen/Qwen3-32B model in vllm :(\n'
     '[vllm]                 | INFO 05-29 04:44:25 [gpu_model_runner.py:1276] Starting to load model Qwen/Qwen3-32'
     'B...\n'
     '[vllm]                 | ERROR 05-29 04:44:26 [core.py:387] EngineCore hit an exception: Traceback (most rec'
     'ent call last):\n'
     '.\n'
     '.\n'
     '[vllm]                 | ERROR 05-29 04:44:26 [core.py:387] torch.OutOfMemoryError: CUDA out of memory. Trie'
     'd to allocate 100.00 MiB. GPU 0 has a total capacity of 23.64 GiB of which 58.81 MiB is free. Process 129351'
     '4 has 22.82 GiB memory in use. Of the allocated memory 22.37 GiB is allocated by PyTorch, and 18.93 MiB is r'
     'eserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALL'
     'OC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://'
     'pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n'
     '```',
     "oom_loading", {"total_gib": 23.64}, "weights_do_not_fit",
     "A personal blog (Jekyll repository, June 2025): Qwen/Qwen3-32B in bf16 (about 61 GiB of weights) served with "
     "vLLM's docker image (V1) behind Open WebUI on one RTX 4090 (23.64 GiB): the OOM came one second after 'Starting "
     "to load model', with 22.82 GiB in use by the process. Ollama had run the same model as a 20 GB Q4_K_M GGUF.",
     "the author switched to a 4-bit checkpoint, RedHatAI/Qwen3-32B-quantized.w4a16 (which then hit the KV refusal "
     "of the next case, fixed with --max_model_len 4096)",
     release="not stated (vLLM V1 docker image, May 2025: core.py:387, gpu_model_runner.py:1276)",
     gpu="NVIDIA GeForce RTX 4090", gpus=1,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 3 and 4: the excerpt is the post's first code block as committed (the author's '.' lines "
          "stand for the traceback she cut); the GPU is named later in the post (nvtop: 'NVIDIA GeForce RTX 4090', "
          "23.988Gi). No docker-compose command for this attempt is shown")

# ------------------------------------------------------------------ memory: V1 KV refusal after the w4a16 switch
case("jubapa-blog-qwen3-32b-w4a16-4090-40960-10.00-of-1.25",
     blob("jubapa/blog", "aafeda99085e7e7fc5db15046a78582e5a3bc464", "_posts/2025-06-07-quantization.md"),
     'Using the RedHatAI/Qwen3-32B-quantized.w4a16 model didnt work either, due to the big context. The following '
     'error was shown:\n'
     '\n'
     '```bash\n'
     '[vllm]                 | INFO 06-02 05:16:16 [backends.py:144] Compiling a graph for general shape takes 59.'
     '77 s\n'
     '[vllm]                 | INFO 06-02 05:17:18 [monitor.py:33] torch.compile takes 76.34 s in total\n'
     '[vllm]                 | ERROR 06-02 05:17:18 [core.py:387] EngineCore hit an exception: Traceback (most rec'
     'ent call last):\n'
     '...\n'
     '[vllm]                 | ERROR 06-02 05:17:18 [core.py:387] ValueError: To serve at least one request with t'
     "he models's max seq len (40960), (10.00 GiB KV cache is needed, which is larger than the available KV cache "
     'memory (1.25 GiB). Based on the available memory,  Try increasing `gpu_memory_utilization` or decreasing `ma'
     'x_model_len` when initializing the engine.\n'
     '[vllm]                 | ERROR 06-02 05:17:18 [core.py:387] \n'
     '\n'
     '```',
     "kv_cache_too_small", {"max_seq_len": 40960, "needed_gib": 10.0, "available_gib": 1.25}, "kv_too_small",
     "The same post, next attempt: RedHatAI/Qwen3-32B-quantized.w4a16 (about 18 GiB of 4-bit weights) on the RTX "
     "4090 at the model's default 40960 context: after the weights and torch.compile, 1.25 GiB was left for the KV "
     "cache and one 40960-token sequence needs 10.00 GiB. That release's message lost its estimated maximum ('Based "
     "on the available memory,  Try').",
     "the author's docker-compose change: --max_model_len 4096 ('Decreasing the context worked')",
     release="not stated (vLLM V1 docker image, June 2025: core.py:387, kv_cache_utils.py:545)",
     gpu="NVIDIA GeForce RTX 4090", gpus=1,
     command="vllm serve --model RedHatAI/Qwen3-32B-quantized.w4a16",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "at_least": 40960}],
     note="judgement calls 3 and 4: dropped between the 'hit an exception' line and the ValueError: the traceback "
          "through check_enough_kv_cache_memory (13 lines); the closing fence and the author's docker-compose fix "
          "follow the excerpt. The command field is assembled from the post's compose fragment (without the fix)")

# ------------------------------------------------------------------ memory: weights creation fails (a fix note)
case("finetunelab-14b-3090-unquantized-weights-oom",
     blob("canfieldjuan/finetunelab.ai", "e58d4c72431b2b86d6f763312d0236f99f6100b9", "docs/VLLM_14B_OOM_FIX.md"),
     '# VLLM 14B Out of Memory Fix\n'
     '\n'
     '**Date:** 2025-11-30\n'
     '**Issue:** Cannot launch 14B model in VLLM after training\n'
     '**Error:** `RuntimeError: Failed to create unquantized linear weights. This may be caused by insufficient me'
     'mory to allocate the weight.`\n'
     '\n'
     '---\n'
     '\n'
     '## 🐛 The Problem\n'
     '\n'
     "User successfully trained a Qwen 14B model but couldn't deploy it to VLLM for inference.\n"
     '\n'
     '### Error Message:\n'
     '```\n'
     'RuntimeError: Failed to create unquantized linear weights.\n'
     'This may be caused by insufficient memory to allocate the weight.',
     "oom_loading", {}, "weights_do_not_fit",
     "A fine-tuning web app's fix note (Nov 2025): a fine-tuned Qwen 14B launched by the app with vLLM's OpenAI server "
     "on an RTX 3090 (24 GB) at --gpu-memory-utilization 0.5 and no quantization; vLLM failed creating the "
     "unquantized linear weights. The author's diagnosis: 14B in fp16/bf16 is about 28 GB, over the card.",
     "the repository's fix (the app's launch arguments): --quantization bitsandbytes --load-format bitsandbytes and "
     "--gpu-memory-utilization 0.9",
     release="not stated (Nov 2025)", gpu="RTX 3090", gpus=1,
     command="python -m vllm.entrypoints.openai.api_server --model <trained model> --gpu-memory-utilization 0.5 "
             "--enable-auto-tool-choice --tool-call-parser hermes",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1, 2 and 3: the note's own 'Model Size Check' lists a 9.3GB merged checkpoint (two 4.7/4.6 "
          "GB shards), which does not square with 28 GB of weights; the cause is filed as the message states it "
          "(insufficient memory to allocate the weight). The command field is assembled from the note's 'Before' "
          "arguments; the excerpt stops before the Root Cause paragraph")

# ------------------------------------------------------------------ memory: V1 KV refusal, a fork owner's write-up
case("hzqjgthy-medical-qwen3-8b-40960-5.62-of-4.50",
     blob("hzqjgthy/vllm", "b2c7a030642728eef407317ba0c7f8c887679f03", "KV_Cache_显存不足错误解决方案.md"),
     '### 完整错误日志\n'
     '\n'
     '```\n'
     '(EngineCore_DP0 pid=18799) ERROR 10-08 20:33:48 [core.py:708] ValueError: \n'
     "To serve at least one request with the models's max seq len (40960), \n"
     '(5.62 GiB KV cache is needed, which is larger than the available KV cache memory (4.50 GiB). \n'
     'Based on the available memory, the estimated maximum model length is 32768. \n'
     'Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.\n'
     '```\n'
     '...\n'
     '### 错误发生场景\n'
     '\n'
     '- **模型**: Medical_Qwen3_8B_Large_Language_Model (8B 参数)\n'
     '- **默认配置**: max_seq_len = 40960',
     "kv_cache_too_small",
     {"max_seq_len": 40960, "needed_gib": 5.62, "available_gib": 4.5, "estimated_max_model_len": 32768},
     "kv_too_small",
     "A Chinese write-up (Oct 2025) committed to the author's vLLM fork: a fine-tuned Qwen3-8B "
     "(zpeng1989/Medical_Qwen3_8B_Large_Language_Model, 15.27 GiB of weights per the doc) served with vllm serve at "
     "the model's default 40960 context on an AutoDL GPU (about 24 GB by the author's estimate): 4.50 GiB left for "
     "the KV cache, 5.62 GiB needed.",
     "the doc's recommended launch, stated to run stably: --max-model-len 32768 with --gpu-memory-utilization 0.95 "
     "(option 1, --max-model-len 32768 alone, is called 'generally enough')",
     release="not stated (V1, Oct 2025: core.py:708, EngineCore_DP0)", gpu="not named (about 24 GB per the author)",
     gpus=1,
     command="vllm serve /root/autodl-tmp/vllm/zpeng1989/Medical_Qwen3_8B_Large_Language_Model --host 0.0.0.0 "
             "--port 9000 --served-model-name Medical_Qwen3_8B_Large_Language_Model --trust-remote-code "
             "--tensor-parallel-size 1",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 32768}],
     note="judgement calls 2 and 3: read with the search tool's read_file (the fork is too large to fetch); the "
          "excerpt is the doc's 'full error log' block (its trailing spaces as committed) and two bullets of its "
          "'scenario' list; dropped between them: the doc's table restating the numbers. The doc's own KV formula "
          "assumes 2 KV heads for Qwen3-8B (the model has 8): its table is the doc's, not vLLM's. The command field "
          "is the doc's command without the fix flags and the API key")

# ------------------------------------------------------------------ memory: sampler warm-up OOM (vLLM 0.13, 4x L4)
case("rhoai3-demo-mistral-small-24b-4xl4-sampler-warmup-oom",
     blob("adnan-drina/rhoai3-demo", "30a3b7b48cedb8cdc561f1829f1d77697df2267e", "steps/step-05-llm-on-vllm/README.md"),
     '### vLLM v0.13.0 CUDA Out of Memory (RHOAI 3.3)\n'
     '\n'
     '**Symptom:** `CUDA out of memory occurred when warming up sampler with 256 dummy requests`\n'
     '\n'
     '**Root Cause:** vLLM v0.13.0 (RHOAI 3.3) uses more VRAM during warmup than v0.9.x.',
     "oom_profiling", {}, "oom_profiling",
     "A Red Hat OpenShift AI 3.3 demo (Mar 2026): mistral-3-bf16 (Mistral Small 24B in bf16) served by RHOAI's vLLM "
     "0.13.0 runtime with tensor parallel 4 on a g6.12xlarge (4x NVIDIA L4, 24 GB each), fp8 KV cache, chunked "
     "prefill, max_model_len 32768 and utilization 0.9: the profile run's sampler warm-up with 256 dummy requests ran "
     "out of memory (the fix commit says 'during CUDA graph capture').",
     "the repository's fix commit f15bbf2f ('align bf16 model args with vLLM v0.13.0 memory requirements'): "
     "--max-model-len 32768 -> 16384, --gpu-memory-utilization 0.9 -> 0.85, --max-num-seqs=128 added",
     release="0.13.0", gpu="NVIDIA L4 (g6.12xlarge)", gpus=4,
     command="vllm serve mistral-small-24b --served-model-name=mistral-3-bf16 --tensor-parallel-size=4 "
             "--dtype=bfloat16 --max-model-len=32768 --kv-cache-dtype=fp8 --enable-chunked-prefill "
             "--gpu-memory-utilization=0.9 --trust-remote-code --tool-call-parser=mistral --enable-auto-tool-choice",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--gpu-memory-utilization", "above": 0.9}],
     note="judgement calls 2, 3 and 6: a troubleshooting entry (Symptom and Root Cause kept; its Fix block left out); "
          "which model failed, and its arguments, come from the same repository's commit f15bbf2f (the diff of "
          "gitops/step-05-llm-on-vllm/base/inference/mistral-3-bf16.yaml, whose comment names the 24B BF16 model "
          "on 4x L4). The command field is assembled from that yaml before the fix (KServe passes the S3 path)")

# ------------------------------------------------------------------ quantization: AWQ below sm_75 (V100S)
case("llm-test-v100s-awq-min-75-current-70",
     blob("yuxxie769/LLM_test", "e2036685c961a8392a4541f986c59a491c4126ab",
          "local_deployment_and_baseline_compatibility_notes.md"),
     '### 2.1 硬件事实\n'
     '\n'
     '- GPU：`Tesla V100S-PCIE-32GB`\n'
     '- CUDA Compute Capability：`7.0`（`sm_70`）\n'
     '...\n'
     '\n'
     '### 3.3 AWQ 不是“慢”或“需要继续调参”，而是硬件直接不支持\n'
     '\n'
     '对 `/root/autodl-tmp/qwen2.5-7b-awq` 实测启动后，得到明确错误：\n'
     '\n'
     '- `The quantization method awq is not supported for the current GPU. Minimum capability: 75. Current capabil'
     'ity: 70.`\n'
     '\n'
     '这说明：\n'
     '\n'
     '- 当前机器不能完成 AWQ baseline\n'
     '- 这不是显存、并发、`gpu_memory_utilization` 或 `max_model_len` 能解决的问题\n'
     '- 要继续 AWQ，必须换到 `sm_75+` 的 GPU',
     "quantization_unsupported_gpu", {"min_capability": 75, "current_capability": 70}, "quantization_unsupported_gpu",
     "A Chinese benchmarking project's compatibility notes (June 2026): Qwen2.5-7B-Instruct-AWQ served with vLLM "
     "0.8.5.post1 on a Tesla V100S-PCIE-32GB (sm_70); that release's AWQ needs capability 7.5.",
     "the notes: AWQ cannot run on this card (not a memory problem); the unquantized Qwen2.5-7B-Instruct was served "
     "and benchmarked on it instead, and the AWQ baseline needs an sm_75+ GPU",
     release="0.8.5.post1", gpu="Tesla V100S-PCIE-32GB", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "awq"}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 3, 4 and 6: dropped between the hardware facts and section 3.3: the software stack list "
          "(torch 2.6.0+cu124, vllm 0.8.5.post1) and sections 3.1-3.2")

# ------------------------------------------------------------------ CUDA: no kernel image for sm_70 (torch 2.11)
case("llm-test-v100s-torch211-cu130-no-kernel-image",
     blob("yuxxie769/LLM_test", "e2036685c961a8392a4541f986c59a491c4126ab",
          "local_deployment_and_baseline_compatibility_notes.md"),
     '### 3.2 新版 Torch / CUDA 组合在本机直接不可用\n'
     '\n'
     '尝试较新的 `torch 2.11.0+cu130` 后，实际报错：\n'
     '\n'
     '- `CUDA error: no kernel image is available for execution on the device`\n'
     '\n'
     '根因：\n'
     '\n'
     '- 当前卡是 `sm_70`\n'
     '- 新组合并不覆盖这张卡的可执行 kernel',
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "The same project, first stack: torch 2.11.0+cu130 (with vLLM 0.23.0, per the repository's phase-0 plan) on "
     "the V100S (sm_70): the cu130 build carries no kernels for sm_70, so even a minimal CUDA tensor failed.",
     "the notes: downgrade to torch 2.6.0+cu124 with vllm 0.8.5.post1 (and adapt the scripts to that older CLI)",
     release="0.23.0 (with torch 2.11.0+cu130, per phase0_phase1_local_wsl_plan.md)", gpu="Tesla V100S-PCIE-32GB",
     gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="judgement calls 1 and 4: the error was met in a torch probe ('torch.zeros(..., device=\"cuda\")', per "
          "phase0_phase1_local_wsl_plan.md in the same repository), not in a pasted vLLM launch log; the excerpt "
          "stops before the notes' fix lines (处理方式)")

# ------------------------------------------------------------------ memory: multimodal encoder profiling OOM (ROCm)
case("qwen38-27b-rocm-gfx1151-mm-profiling-hip-oom-256gib",
     blob("AIwork4me/Qwen3.8-27B-ROCm", "6a34143af10ae6cbd38104cc77163e0e66a9a5f5",
          "docs/results/rocm-7.14/vllm-validation.md"),
     '# vLLM validation receipts — 2026-08-16T19:00Z\n'
     '## Boot\n'
     'Attempt 1 (before --skip-mm-profiling was added) FAILED at boot on the\n'
     "multimodal encoder profiling path (not the text KV cache — the conf's\n"
     'documented 262144 risk did NOT materialize; see Attempt 2). Verbatim from\n'
     '/tmp/vllm-serve-attempt1-262144-mmprof.log (profile_run -> embed_multimodal ->\n'
     'ViT SDPA; dummy batch item count scales with max_model_len via\n'
     'vllm/multimodal/encoder_budget.py:168-170):\n'
     '\n'
     '    torch.OutOfMemoryError: HIP out of memory. Tried to allocate 256.00 GiB. GPU 0 has a total capacity of 8'
     '0.00 GiB of which 25.38 GiB is free. Of the allocated memory 54.35 GiB is allocated by PyTorch, and 51.48 Mi'
     'B is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_AL'
     'LOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https:/'
     '/pytorch.org/docs/stable/notes/cuda.html#environment-variables)',
     "oom_profiling", {"total_gib": 80.0, "tried_gib": 256.0, "free_gib": 25.38}, "oom_profiling",
     "A ROCm serving recipe (Aug 2026): Qwen3.8-27B in bf16 (Qwen3_5ForConditionalGeneration, with a vision tower) "
     "on an AMD Radeon 8060S (gfx1151, Ryzen AI MAX+ PRO 395) with an 80 GiB GPU-visible pool, vLLM built from main "
     "pin 4d2a68d, max-model-len 262144, utilization 0.92: the weights loaded (54.35 GiB allocated), then the "
     "profile run's multimodal encoder pass asked for 256 GiB, its dummy batch scaling with max_model_len.",
     "the recipe's fix: --skip-mm-profiling in both serve confs; max-model-len stayed at 262144 and the next boot was "
     "healthy (19.54 GiB of KV cache)",
     release="vLLM main pin 4d2a68d (2026, ROCm 7.14)", gpu="AMD Radeon 8060S (gfx1151), 80 GiB pool", gpus=1,
     command="vllm serve Qwen3.8-27B --served-model-name qwen3.8-27b --max-model-len 262144 "
             "--gpu-memory-utilization 0.92 --kv-cache-dtype auto --attention-backend TRITON_ATTN --dtype bfloat16 "
             "--port 8000",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1, 4 and 5: ROCm's 'HIP out of memory' (torch's wording otherwise); the excerpt stops "
          "before the 'Remedy' paragraph; the command is attempt 2's flag list without --skip-mm-profiling (the "
          "model path is the repository's local directory)")

# ------------------------------------------------------------------ architecture: a speculative draft not in the pin
case("qwen38-27b-rocm-dflash2-draft-arch-not-supported",
     blob("AIwork4me/Qwen3.8-27B-ROCm", "6a34143af10ae6cbd38104cc77163e0e66a9a5f5",
          "docs/results/rocm-7.14/dflash2-validation.md"),
     '# DFlash2 validation receipts — 2026-08-21\n'
     '## Boot\n'
     '\n'
     'Attempt 1 (unpatched vLLM, ctx 262144) FAILED at config validation: the\n'
     'pinned tree (`4d2a68d` + the two stack patches) has DFlash **v1** support\n'
     'only. Verbatim from `/tmp/dflash-boot.log`:\n'
     '\n'
     '    pydantic_core._pydantic_core.ValidationError: 1 validation error for SpeculativeConfig\n'
     "      Value error, Model architectures ['DFlash2DraftModel'] are not supported for now. Supported architectu"
     "res: dict_keys([..., 'DFlashDraftModel', ..., 'DSparkDraftModel', ...])",
     "architecture_unsupported", {}, "architecture_unsupported",
     "The same recipe with DFlash2 speculative decoding: the draft checkpoint incoai/Qwen3.8-27B-DFlash2 declares "
     "DFlash2DraftModel, which the pinned vLLM (main 4d2a68d) does not register (it has DFlash v1 only); upstream "
     "support was vLLM PR #52816, still open.",
     "the recipe ported PR #52816 as patches/vllm-dflash2-pr52816.diff onto the pin (pure Python, applied by "
     "scripts/01-build-vllm.sh); the draft then resolved (and the next boot hit the KV refusal of the next case)",
     release="vLLM main pin 4d2a68d (2026, ROCm 7.14)", gpu="AMD Radeon 8060S (gfx1151), 80 GiB pool", gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--trust-remote-code"}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 1, 3, 4 and 5: the refusal is raised for the speculative draft inside SpeculativeConfig, "
          "not the served model; no release then had DFlash2 (an open PR), so 'upgrade vLLM' is only right as "
          "'a vLLM with PR #52816'. The excerpt stops before the file's root-cause paragraph")

# ------------------------------------------------------------------ memory: V1 KV refusal with the DFlash2 draft
case("qwen38-27b-rocm-dflash2-262144-21.63-of-15.46",
     blob("AIwork4me/Qwen3.8-27B-ROCm", "6a34143af10ae6cbd38104cc77163e0e66a9a5f5",
          "docs/results/rocm-7.14/dflash2-validation.md"),
     'Attempt 2 (patched, ctx 262144) FAILED at the KV budget on the 80 GiB pool:\n'
     "the draft's 3.6 GiB weights + its non-causal KV group shrink the usable KV\n"
     'below the 262144 requirement. Verbatim from `/tmp/dflash-boot2.log`:\n'
     '\n'
     '    (EngineCore pid=24446) INFO 08-21 10:02:34 [model_runner.py:380] Model loading took 54.84 GiB memory and'
     ' 40.216174 seconds\n'
     '    (EngineCore pid=24446) ERROR 08-21 10:03:35 [core.py:1346] ValueError: To serve at least one request wit'
     "h the model's max seq len (262144), (21.63 GiB KV cache is needed, which is larger than the available KV cac"
     'he memory (15.46 GiB). Based on the available memory, the estimated maximum model length is 181376.',
     "kv_cache_too_small",
     {"max_seq_len": 262144, "needed_gib": 21.63, "available_gib": 15.46, "estimated_max_model_len": 181376},
     "kv_too_small",
     "Attempt 2 of the DFlash2 boot (patched vLLM): the 3.6 GiB draft weights (54.84 GiB loaded vs 51.1 without it) "
     "and the draft's non-causal KV group leave 15.46 GiB of KV cache at utilization 0.92, while one 262144-token "
     "sequence needs 21.63 GiB (19.54 GiB without the draft).",
     "the recipe: max-model-len 131072 for the DFlash2 conf (MAX_MODEL_LEN=131072); the boot was healthy with a "
     "174,643-token KV cache. The author: utilization headroom cannot cover the gap",
     release="vLLM main pin 4d2a68d + the DFlash2 patch (2026, ROCm 7.14)",
     gpu="AMD Radeon 8060S (gfx1151), 80 GiB pool", gpus=1,
     command="vllm serve Qwen3.8-27B --served-model-name qwen3.8-27b --max-model-len 262144 "
             "--gpu-memory-utilization 0.92 --kv-cache-dtype auto --attention-backend TRITON_ATTN --dtype bfloat16 "
             "--speculative-config '{\"method\":\"dflash\",\"model\":\"models/Qwen3.8-27B-DFlash2\","
             "\"num_speculative_tokens\":7}'",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-model-len", "above": 181376}],
     note="judgement calls 3, 4, 5 and 6: the excerpt is attempt 2 as committed (the indented log lines are the "
          "file's); the file's comparison paragraph and attempt 3 follow it. The command field is the base conf's "
          "flags plus the DFlash2 conf's --speculative-config (configs/serve-args-dflash2.conf as the file describes "
          "it)")

# ------------------------------------------------------------------ memory: free memory below the request (B200-class)
case("hrm-text-dfm5-judge-colocated-free-55.04-util-035",
     blob("schneiderkamplab/HRM-Text", "f5b1cc8c2dfaeb64355ffee8fac2a78b9d3fa848",
          "wiki/pages/model-architecture/vllm-dfm-judge-backed-eval-memory.md"),
     'For `generative_talemaader` under `scripts/schedule_checkpoint_evals.sh`, the DFM runner starts a Gemma judg'
     'e on the same GPU as the target model unless `JUDGE_GPU` is overridden:\n'
     '\n'
     '```bash\n'
     'CUDA_VISIBLE_DEVICES="${judge_gpu}" "${PYTHON_BIN}" scripts/transformers_openai_server.py ...\n'
     'start_target_server "${gpu}" ... "${effective_batch_size}" ...\n'
     '```\n'
     '\n'
     'When the DFM5-L `step_550000` vLLM FA4 eval was co-located with active 8-GPU training, `VLLM_GPU_MEMORY_UTIL'
     'IZATION=0.35` failed for `generative_talemaader` before any requests were served. The judge used about 15.8 '
     'GiB per GPU, leaving only about 55-56 GiB free, while vLLM requested about 62.4 GiB at utilization 0.35:\n'
     '\n'
     '```text\n'
     'ValueError: Free memory on device cuda:0 (55.04/178.34 GiB) on startup is less than desired GPU memory utili'
     'zation (0.35, 62.42 GiB).\n'
     '```',
     "free_memory_low",
     {"free_gib": 55.04, "total_gib": 178.34, "requested_gib": 62.42, "gpu_memory_utilization": 0.35},
     "other_process",
     "A research lab's wiki (HRM-Text, June 2026): a DFM5-L checkpoint evaluated with vLLM (FlashAttention 4) on a "
     "GPU shared with an active 8-GPU training run and a Gemma judge server (about 15.8 GiB): 55.04 of 178.34 GiB "
     "free at startup, below the 62.42 GiB that utilization 0.35 asks for.",
     "the wiki: the working restart used VLLM_GPU_MEMORY_UTILIZATION=0.25 (shard 0 reached /health with about 42 GiB "
     "of KV cache); halving the batch could not help, the failure being vLLM's startup reservation",
     release="not stated (V1, 2026: 'cuda:0' in the free-memory message)", gpu="a 178.34 GiB card (B200-class)",
     gpus=1,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.35}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 3, 5 and 6: the excerpt is the wiki's 2026-06-18 note up to the error block; the working "
          "environment block follows it. The GPU model is not named (the total is vLLM's)")

# ------------------------------------------------------------------ length: Phi-4 over its derived 16384
case("testgeneval-phi4-32768-over-derived-16384",
     "https://github.com/miggle711/testgeneval/blob/main/results/RUN_LOG.md",
     '| Phi-4 | 885 / 1210 | 325 | From the funding proposal shortlist, not gated. Only 16K context, the smallest '
     'of any model run so far. First attempt (job 59425627) crashed at vLLM startup: `max_model_len (32768) is gre'
     "ater than the derived max_model_len (16384)`, the script's default `MAX_MODEL_LEN` exceeds this model's real"
     ' limit, same class of fix StarCoder2 needed. ...',
     "max_len_over_derived", {"max_model_len": 32768, "derived_max_model_len": 16384}, "max_len_over_derived",
     "A university team's TestGenEval run log (Aug 2026): microsoft/phi-4 served by the team's SLURM script "
     "(vllm serve --dtype float16 --max-model-len 32768 on an L40S) on the M3 cluster; Phi-4's config allows 16384, "
     "so vLLM refused the script's default 32768 at startup.",
     "the log: resubmitted with MAX_MODEL_LEN=16384 (job 59429296), completed",
     release="not stated (Aug 2026)", gpu="NVIDIA L40S", gpus=1,
     command="vllm serve microsoft/phi-4 --dtype float16 --max-model-len 32768 --tensor-parallel-size 1",
     forbidden=[{"flag": "--max-model-len", "at_least": 32768}, {"flag": "--gpu-memory-utilization"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 2, 3 and 4: the url is at main (the version quoted, read with read_file, is newer than "
          "the fetched snapshot and than the stored commit 42ee22aa, where Phi-4 is still 'in progress'); the vLLM "
          "line is abbreviated by the author; the row is cut after the diagnosis ('...' stands for the resubmission "
          "and loss counts). The command field is assembled from m3_run_inference.slurm's defaults (DTYPE was "
          "float16 then; the model id is the run log's 'Phi-4')")

# ------------------------------------------------------------------ quantization dtype: fp16 refused by MXFP4
case("testgeneval-gpt-oss-20b-fp16-mxfp4-h100",
     "https://github.com/miggle711/testgeneval/blob/main/results/RUN_LOG.md",
     '| gpt-oss-20B | not completed | -- | From the model shortlist revision (2026-08-28), suggested by Aaron. Rea'
     'l model id `openai/gpt-oss-20b`, 21B total/3.6B active params (MoE), native MXFP4. Needs 1x H100 (not L40S: '
     'MXFP4 requires GPU compute capability >= 9.0, L40S is 8.9, would fall back to dequantizing to bf16 at ~4x th'
     "e memory, real risk on a 48GB card, see docs/EXPERIMENT_PLAN.md's shortlist table). First smoke test attempt"
     ' (job 59557962) crashed at vLLM config validation, not a real hardware/quota issue: `torch.float16 is not su'
     'pported for quantization method gpt_oss_mxfp4. Supported dtypes: [torch.bfloat16]`. ...',
     "quantization_dtype_unsupported", {"dtype": "float16", "quantization": "gpt_oss_mxfp4"},
     "quantization_dtype_unsupported",
     "The same run log: openai/gpt-oss-20b (native MXFP4) smoke-tested on one H100 with the team's script, which "
     "passed --dtype float16; vLLM's gpt_oss_mxfp4 method accepts bfloat16 only, so the config check refused it.",
     "the log: DTYPE=bfloat16 (the script's new DTYPE variable); the second attempt passed the config check",
     release="not stated (Aug 2026)", gpu="NVIDIA H100 80GB", gpus=1,
     command="vllm serve openai/gpt-oss-20b --dtype float16 --max-model-len 32768 --tensor-parallel-size 1",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "float16"}, {"flag": "--dtype", "value": "half"},
                                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 2, 4 and 6: url at main, as for the Phi-4 row; the row is cut after the vLLM line ('...' "
          "stands for the second and third attempts, port collisions and a client-side bug). The H100 is the row's "
          "'Needs 1x H100'; the command field is assembled from the slurm script's defaults at the time")

# ------------------------------------------------------------------ dtype: gemma3 refuses float16
case("testgeneval-gemma3-4b-fp16-numerical-instability",
     "https://github.com/miggle711/testgeneval/blob/main/results/RUN_LOG.md",
     "| Gemma-3-4B-it | 1121 / 1210 | 89 | From the team's funding proposal shortlist (`docs/funding-proposal.md`)"
     ', gated (Google\'s license), access confirmed. Rejects `float16` outright at vLLM startup ("The model type '
     '\'gemma3\' does not support float16. Reason: Numerical instability."), ...',
     "dtype_unsupported", {}, "dtype_unsupported",
     "The same run log: google/gemma-3-4b-it served by the team's script at --dtype float16 on an L40S: vLLM refuses "
     "float16 for the gemma3 model type (numerical instability), whatever the GPU.",
     "the log: the script's new DTYPE variable, DTYPE=bfloat16 (the L40S supports it); the run completed 1121/1210",
     release="not stated (Aug 2026)", gpu="NVIDIA L40S", gpus=1,
     command="vllm serve google/gemma-3-4b-it --dtype float16 --max-model-len 32768 --tensor-parallel-size 1",
     forbidden=NO_MEMORY_FIX + [{"flag": "--dtype", "value": "float16"}, {"flag": "--dtype", "value": "half"},
                                {"flag": "--tensor-parallel-size", "above": 1}],
     note="judgement calls 1, 2 and 4: url at main; the vLLM message is quoted inside the author's prose; the row is "
          "cut before the fix and the loss analysis")


if __name__ == "__main__":
    BATCH.write()
