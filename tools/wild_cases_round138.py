"""Round-138 blind batch: QUANTIZED checkpoints that die at vLLM start-up (GGUF architectures, bitsandbytes with
tensor parallelism and storage dtypes, GPTQ/Marlin on GPUs too old or on a model whose loader rejects Marlin's
parameters, compressed-tensors 2:4 sparsity below Hopper, a torchao checkpoint on an Intel XPU build, MXFP4 forced to
float16 on MI50s), collected by
helper wild138 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round138-blind"``; the lead grades it once (``python tests/wild_grade.py round138``). A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it. Cases were taken in the order the
searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose
them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was written from the
thread only. Excerpts are the text as the search tool's stored copy of the thread shows it (a stored thread is a window
of it, not the whole page); the fix lines are left out of the excerpts (they are in fix_that_worked).

Sources: the search tool's issues corpus (every case). 45 look-ups: 44 ``search`` (40 issues, 3 pages, 1 code) and 1 ``read_file`` (a
failed attempt to open an issue thread as a file); no find_string, find_files, find_repos or fetch. **10 cases, none
of them a memory failure** (see judgement call 7); the ten die before any memory is sized: a bitsandbytes loader's
refusal of TP (two releases), GGUF architectures transformers cannot map (two), a bnb storage-dtype shape assert, a
Gemma loader rejecting GPTQ-Marlin's extra parameters, Marlin on a V100, 2:4 sparsity on an L4, a torchao checkpoint
on an Intel XPU build, MXFP4 forced to float16 on MI50s.
Every url and bare thread number was checked against /work/coord/USED_SOURCES.txt (url, issues/N, pull/N,
discussions/N, #N), the fixtures, tests/golden/wild/BLIND.md and the round files and BLIND.md of every h-wild* branch.

Judgement calls for the lead (each case's ``note`` says more):
1. No row names the message, the closest used: vLLM's bitsandbytes loader refusals "Prequant BitsAndBytes models with
   tensor parallelism is not supported. Please try with pipeline parallelism." (vllm#13122, 0.7.3) and "BitAndBytes
   quantization with TP or PP is not supported yet." (vllm PR #8434 thread, 0.6.1.post2) -> vllm_check_failed (vLLM's
   own raise sites). vllm#13122's error is another user's, quoted inside toddlerya's reply; PR #8434's failing launch
   is a user's on the released 0.6.1.post2 wheel, reported in the pull request's thread.
2. Thin evidence (no maintainer answer; the printed message is the evidence): vllm#30023 (GGUF 'qwen3next', with the
   reporter's own dig), vllm#29739 (GGUF 'qwen3vlmoe': the message, one transformers frame, no command or release),
   intel/llm-scaler#269 (the errors quoted in prose; the first, a missing torchao, not quoted at all),
   xinference#2350 (closed as stale), nlzy/vllm-gfx906#59 (the reporter's own conclusion only).
3. Kind and cause split or debatable: vllm#10590 kind vllm_check_failed (vLLM's bare shape assert, retyped by the
   reporter) with cause weight_loading_mismatch (alternative vllm_check_failed); vllm#5088 kind and cause
   vllm_check_failed ("Some weights are not initialized from checkpoints", raised in vLLM's Gemma load_weights; the
   fault is the release's gptq_marlin parameters, alternative weight_loading_mismatch); intel/llm-scaler#269 kind
   no_gpu_visible (README files "Torch not compiled with CUDA enabled" there) with cause quantization_unsupported_gpu
   (a CUDA-only quantization path on an XPU build; alternative dependency_version_mismatch).
4. vllm#10590's error line is the reporter's prose ("causes error: assert the param_data.shape ==
   loaded_weight.shape"), no traceback.
5. Marlin's "Marlin does not support weight_bits = uint8b128. Only types = [] are supported (for group_size = 128,
   min_capability = 70, zp = False)" (xinference#2350, V100) -> quantization_unsupported_gpu with
   {"current_capability": 70}: the message's 'min_capability' is the device capability Marlin was queried with
   (the V100's 7.0); the empty list is Marlin having no types below 8.0. Alternative kind vllm_check_failed.
6. Vendor and community builds: intel/llm-scaler (Intel XPU image of vLLM 0.11.2.dev0) and nlzy/vllm-gfx906 (a
   gfx906 fork of vLLM 0.11.2); the latter's refusal is vLLM's own "torch.float16 is not supported for quantization
   method mxfp4. Supported dtypes: [torch.bfloat16]" (quantization_dtype_unsupported). Whether bfloat16 starts on an
   MI50 is not said in that thread, so only --dtype float16 (in use) is listed as a wrong fix.
7. Memory share 0/10, far below half. Every quantized-checkpoint memory thread the searches returned was a fixture,
   in USED_SOURCES.txt or a named skip (QwenLM/Qwen3#16/#295, vllm#25350, #14452, #7793, #2413, #15598, #2561, #1234,
   #31273, #14286, #15664, #49064, PR #38632, unsloth#3542/#2008, runpod worker-vllm#40, s3#10, recipes#12/#551/#831,
   rwlove/home-ops#13226, talos-argocd-proxmox#1995, retail-shopping-assistant#95, club-3090#60/#71,
   aivrar/vllm-windows-build#14, LlamaFactory#9261, llm-compressor#1234), or had no error line / no answer in the
   stored window (vllm#7200 FP8 online-quant OOM on an A800, #8721, #10710, #16128 Mistral-3.1 AWQ on 24 GB, #31940
   Qwen3-14B-AWQ on a 2080 Ti), or was an AI-written page (dtcms.com, zzycbzc, mynw, mzph, nshx, lifescipub,
   scrxy). Not padded with weaker memory threads.
8. Skipped, and why: used or named skips (vllm#4327, #4202, #14154, #22422, #1919, #19050, #9913, #13640, #7075,
   #13980, #9967, #7624, #3392, #23826, #29707, #20216, #13150, #17604, PR #8618,
   unsloth#482/#3697, Model-Optimizer#261, llm-compressor#1241/#1427/#57/#54, QwenLM/Qwen3#360/#1440, Qwen3-VL#831,
   1Cat-vLLM#94/#255/#289, api-for-open-llm#196, the qualiteg.com FP8 blog); no error line or no cause in the stored
   window (vllm#23321 GGUF with TP 4, #13297, #38716, #35065, #45661, #47749, #21274, #20410, #5566, #7240, #7204,
   #7580, #8116, #8149, #8799, #11763, #22288, #28691, #31668, #32838, #34028, #16254, #11765, #13343, #10663,
   #18382, QwenLM/Qwen3#986, nlzy/vllm-gfx906#18/#32/#41, pytorch/ao#3144, xinference#2210 (the same reporter as
   #2350; its message only in the cut title)); not a vLLM user's launch (sglang, lmdeploy, Aphrodite/sonar#812, CI
   runs pytorch#175435 and vllm#52947, unreleased branches in PR #11348 (exl2) and PR #12431 (MI25/50/60)).
9. Same class twice, taken in search order: GGUF architectures (vllm#30023, #29739; the fixture vllm-30485 is a
   third) and bitsandbytes TP refusals (vllm#13122, PR #8434, two different messages and releases).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round138-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ bitsandbytes: pre-quantized checkpoint with TP (8x 4090)
case("vllm-13122-r1-distill-llama70b-bnb4bit-prequant-tp-8x4090-073",
     "https://github.com/vllm-project/vllm/issues/13122",
     "[Bug]:unsloth/DeepSeek-R1-Distill-Llama-70B-bnb-4bit\n"
     "\n"
     "> > > Try appending `--quantization bitsandbytes --load-format bitsandbytes`\n"
     "> > \n"
     "> > \n"
     "> > Thank you, this works for me.\n"
     "> \n"
     "> Can you provide the vllm version and gpu device model number? Currently I have 4090x8x24GiB, vllm version "
     "0.7.3，I encountered the following error when running:\n"
     "> \n"
     "> ```\n"
     "> ValueError: Prequant BitsAndBytes models with tensor parallelism is not supported. Please try with pipeline "
     "parallelism.\n"
     "> ```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user on eight RTX 4090 24 GiB cards with vLLM 0.7.3 served the pre-quantized bitsandbytes checkpoint "
     "unsloth/DeepSeek-R1-Distill-Llama-70B-bnb-4bit (with --quantization bitsandbytes --load-format bitsandbytes, "
     "the advice earlier in the thread) split by tensor parallelism; vLLM 0.7.3's bitsandbytes loader refuses a "
     "pre-quantized (prequant) bnb checkpoint under tensor parallelism at weight loading, and says to use pipeline "
     "parallelism instead.",
     "vLLM's own message: run the pre-quantized bnb checkpoint with pipeline parallelism (--pipeline-parallel-size 8 "
     "instead of --tensor-parallel-size 8); the answer quoted in the thread (toddlerya): on 4090s do not use bnb "
     "models, try a W4A16 or an AWQ checkpoint of the model instead",
     release="0.7.3", gpu="NVIDIA GeForce RTX 4090 (24 GiB)", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--enforce-eager"}],
     note="judgement call 1: the issue title, then toddlerya's comment as stored: it quotes (markdown '>') another "
          "user's question and error; the image after the quote and toddlerya's own answer "
          "('4090建议就不要用bnb模型了啊，可以试试W4A16这种高精度模型，或者AWQ模型') left out (fix). The TP size is "
          "not printed; the user has 8 cards and the message says TP was used. Not a memory failure: the check runs "
          "when the weights are loaded, before any memory is sized")

# ------------------------------------------------------------------ bitsandbytes: 0.6.1.post2 refuses bnb with TP or PP (405B INT8)
case("vllm-pr8434-llama405b-bnb-int8-prequant-tp-pp-not-supported-0.6.1.post2",
     "https://github.com/vllm-project/vllm/pull/8434",
     "[Feature][kernel] tensor parallelism with bitsandbytes quantization\n"
     "\n"
     "junzhang-zj · comment · 2024-09-17\n"
     "@mgoin There is still an error in vllm (0.6.1.post2) .\n"
     "ValueError: BitAndBytes quantization with TP or PP is not supported yet.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "A user with a self-made pre-quantized bitsandbytes INT8 checkpoint of a 405B Llama on eight GPUs, launched "
     "with vLLM 0.6.1.post2, the release before this pull request: that release refuses bitsandbytes with any tensor "
     "or pipeline parallelism ('BitAndBytes quantization with TP or PP is not supported yet.'). The PR under "
     "discussion adds tensor parallelism for in-flight (4-bit) bnb quantization only; pre-quantized bnb "
     "checkpoints stay without TP (the maintainers point to pipeline parallelism).",
     "the maintainers in the thread: mgoin, this PR will not support TP on pre-quantized models; use PP=8 to "
     "distribute the layers over all GPUs, or quantize with llm-compressor to FP8 or INT8 (W8A8), which supports TP; "
     "chenqianfzh: in-flight 4-bit works with load_format='bitsandbytes', quantization='bitsandbytes', "
     "enforce_eager=True, tensor_parallel_size=8 (slow loading); the user kept INT8 (405B is sensitive to "
     "quantization) and went on debugging odd weights after loading",
     release="0.6.1.post2", gpu=None, gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the PR's title and junzhang-zj's comment as stored; mgoin's comment before it (the PP=8 "
          "and llm-compressor advice) and chenqianfzh's next-day reply left out (fix). The source is a pull-request "
          "thread; the failing launch is a user's on the released 0.6.1.post2 wheel. gpus=8 from mgoin's 'use PP=8 "
          "... across all your GPUs' and chenqianfzh's tensor_parallel_size=8; the GPU model is not named")

# ------------------------------------------------------------------ GGUF: transformers' reader has no 'qwen3next' (0.11.0)
case("vllm-30023-gguf-qwen3next-80b-not-supported-0110",
     "https://github.com/vllm-project/vllm/issues/30023",
     "[Feature]: Support qwen3next with GGUF?\n"
     "\n"
     "With v0.11.0, `vllm` report:\n"
     "\n"
     "```\n"
     "vllm  | (APIServer pid=1) ValueError: GGUF model with architecture qwen3next is not supported yet.\n"
     "```\n"
     "\n"
     "https://huggingface.co/Qwen/Qwen3-Next-80B-A3B-Thinking-GGUF\n"
     "\n"
     "I did a simple dig for this, seems the vllm has support of `Qwen3-Next` as architecture is `qwen3_next`.\n"
     "But the `Qwen` set it as `qwen3next`.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "vLLM 0.11.0 in Docker serving Qwen's GGUF of Qwen3-Next-80B-A3B-Thinking: vLLM reads a GGUF file's config "
     "through transformers' GGUF loader, which has no mapping for the file's general.architecture 'qwen3next' "
     "(vLLM's own model is registered under the Hugging Face model type 'qwen3_next'), so the API server stops while "
     "building the model config, before any GPU work.",
     "none in the thread: a feature request (stale); a later comment (2026-04-16, 'any updates?') points to "
     "vllm#38122. The safetensors checkpoint of the same model is what vLLM 0.11.0 serves",
     release="0.11.0 (Docker)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the issue title and description as stored; the 'Before submitting' checklist and the "
          "later comments left out. Thin evidence: no maintainer answer; the message itself and the reporter's dig "
          "(qwen3next vs qwen3_next) give the cause. A newer vLLM alone is not shown to help (the mapping lives in "
          "transformers' GGUF support)")

# ------------------------------------------------------------------ GGUF: transformers' reader has no 'qwen3vlmoe'
case("vllm-29739-gguf-qwen3vlmoe-not-supported",
     "https://github.com/vllm-project/vllm/issues/29739",
     "[Feature]: GGUF model with architecture qwen3vlmoe is not supported yet.\n"
     "\n"
     "### 🚀 The feature, motivation and pitch\n"
     "\n"
     "GGUF model with architecture qwen3vlmoe is not supported yet.\n"
     "\n"
     "### Alternatives\n"
     "\n"
     "https://github.com/vllm-project/vllm/discussions/8341\n"
     "\n"
     "### Additional context\n"
     "\n"
     "File \"/usr/local/lib/python3.12/dist-packages/transformers/modeling_gguf_pytorch_utils.py\", line 431, in "
     "load_gguf_checkpoint\n"
     "https://huggingface.co/unsloth/Qwen3-VL-8B-Thinking-1M-GGUF",
     "architecture_unsupported", {}, "architecture_unsupported",
     "A user (November 2025) serving an unsloth GGUF of Qwen3-VL with vLLM: transformers' load_gguf_checkpoint, which "
     "vLLM calls to turn a GGUF file into a Hugging Face config, has no mapping for the Qwen3-VL GGUF architectures, "
     "so the launch stops while the config is built.",
     "none in the thread (a feature request; no answer stored); the sibling request vllm#30485 (qwen3vl, a fixture) "
     "says a fix waits on a gguf-py release that knows the Qwen3-VL architectures",
     release="not stated (November 2025: 0.11.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the issue title and description as stored, the checklist left out. Thin: the message "
          "and one frame of transformers' GGUF loader, no command, release or answer; the architecture name is as the "
          "report prints it (the linked repository is the 8B; the name says the MoE variant). Same class as "
          "vllm#30023 of this batch and the fixture vllm-30485; taken in search order")

# ------------------------------------------------------------------ bitsandbytes: 4-bit checkpoint stored as bfloat16 (shape assert)
case("vllm-10590-llama2-7b-bnb4bit-quant-storage-bf16-shape-assert",
     "https://github.com/vllm-project/vllm/issues/10590",
     "[Bug]: Error loading bitsandbytes 4bit model when the quant_storage is torch.bfloat16\n"
     "\n"
     "## Error loading bitsandbytes 4bit model when the quant_storage is torch.bfloat16\n"
     "\n"
     "To reproduce:\n"
     "\n"
     "```python\n"
     "load a llama2-7b\n"
     "load_in_4bit = True, bnb_4bit_quant_storage = torch.bfloat16\n"
     "with lora\n"
     "after training, do merge_and_unload\n"
     "save_pretrained\n"
     "\n"
     "now load the model using VLLM causes error: assert the param_data.shape == loaded_weight.shape\n"
     "\n"
     "```",
     "vllm_check_failed", {}, "weight_loading_mismatch",
     "A Llama-2-7B fine-tuned with LoRA on a bitsandbytes 4-bit base whose quant storage was torch.bfloat16 "
     "(bnb_4bit_quant_storage), merged and saved: vLLM's bitsandbytes loader only handles the default uint8 quant "
     "storage, so the packed 4-bit tensors stored as bfloat16 have other shapes than the parameters vLLM creates and "
     "the weight loader's shape assertion fails at load.",
     "mgoin: vLLM only supports the default uint8 quant storage (PR vllm#10642 adds a clear error for this); the "
     "reporter: re-save the model with uint8 storage, which is equivalent",
     release="not stated (November 2024: 0.6.4.x)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 3 and 4: the issue title and description as stored; the reporter's second comment (the "
          "same error after model.dequantize() before saving) and the maintainers' answers left out. The error is "
          "the reporter's retyping of vLLM's bare `assert param_data.shape == loaded_weight.shape` (with an extra "
          "'the'), no traceback. Kind vllm_check_failed as the closest (a bare assert in vLLM's weight loader); cause "
          "weight_loading_mismatch (the checkpoint's tensors are not what the release's loader builds); the "
          "alternative is cause vllm_check_failed")

# ------------------------------------------------------------------ GPTQ: gptq_marlin on Gemma, g_idx_sort_indices never loaded
case("vllm-5088-gemma-gptq-marlin-g-idx-sort-indices-not-initialized",
     "https://github.com/vllm-project/vllm/issues/5088",
     "[Bug]: Gemma model fails with GPTQ marlin\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "Using docker and gemma finetuned model \n"
     "\n"
     "--model /data/merged_model_GPTQ                     --max-model-len 8192                     --max-num-seqs "
     "1024                     --served-model-name model --quantization gptq_marlin\n"
     "\n"
     "fails with \n"
     "\n"
     "RuntimeError: Some weights are not initialized from checkpoints: {'model.layers.3.mlp.gate_up_proj."
     "g_idx_sort_indices', 'model.layers.8.self_attn.qkv_proj.g_idx_sort_indices', 'model.layers.9.mlp.gate_up_proj."
     "g_idx_sort_indices .....\n"
     "\n"
     "arunpatala · comment · 2024-05-29\n"
     "volume=$HF_HOME\n"
     "docker run --runtime nvidia --gpus all \\\n"
     "    -v $volume:/root/.cache/huggingface \\\n"
     "    -p 8000:8000 \\\n"
     "    --ipc=host \\\n"
     "    vllm/vllm-openai:latest \\\n"
     "    --model TechxGenus/gemma-1.1-2b-it-GPTQ \\\n"
     "    --max-model-len 8192 \\\n"
     "    --max-num-seqs 32 \\\n"
     "    --quantization gptq_marlin\n"
     "\n"
     "You can check with this public model. The engine throws error with using both gptq_marlin and marlin as "
     "quantization.\n"
     "RuntimeError: Some weights are not initialized from checkpoints: {'model.layers.6.self_attn.qkv_proj."
     "g_idx_sort_indices',",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Gemma GPTQ checkpoints (the reporter's fine-tune and the public TechxGenus/gemma-1.1-2b-it-GPTQ) served with "
     "--quantization gptq_marlin from the vllm/vllm-openai:latest image of late May 2024: the GPTQ-Marlin method "
     "registers extra per-layer parameters (g_idx_sort_indices) that no checkpoint holds, and Gemma's load_weights "
     "in that release raises when any parameter was not loaded from the checkpoint; a vLLM bug in the gptq_marlin + "
     "Gemma pairing, not the checkpoint.",
     "the reporter: the same model works with --quantization gptq (the plain GPTQ kernels)",
     release="not stated (vllm/vllm-openai:latest, 2024-05-28: 0.4.2)", gpu=None, gpus=None,
     command="docker run --runtime nvidia --gpus all -v $volume:/root/.cache/huggingface -p 8000:8000 --ipc=host "
             "vllm/vllm-openai:latest --model TechxGenus/gemma-1.1-2b-it-GPTQ --max-model-len 8192 --max-num-seqs 32 "
             "--quantization gptq_marlin",
     forbidden=NO_MEMORY_FIX + [{"flag": "--quantization", "value": "gptq_marlin"},
                                {"flag": "--quantization", "value": "marlin"},
                                {"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the description and the reporter's next comment as stored, the two sentences 'The same "
          "works with --quantization gptq' / 'The same model works with gptq as quantization' left out (fix); the "
          "stored text cuts the second error line after its first name. The release is inferred from the image date. "
          "Kind and cause vllm_check_failed (the raise is in vLLM's Gemma load_weights); the alternative is cause "
          "weight_loading_mismatch, though the checkpoint is fine and the release's quantization method is at fault. "
          "Not a memory failure: the weights were being loaded")

# ------------------------------------------------------------------ GPTQ-Int8 routed to Marlin on a V100 (no Marlin types below 8.0)
case("xinference-2350-qwen25-14b-gptq-int8-v100-marlin-uint8b128-no-types",
     "https://github.com/xorbitsai/inference/issues/2350",
     "启动qwen2.5 14B vllm int8 版本ValueError: [address=0.0.0.0:37961, pid=352437] Marlin does not support "
     "weight_bits = uint8b128. Only types = [] are supported (for group_size = 128, min_capability = 70, zp \n"
     "\n"
     "### System Info / 系統信息\n"
     "\n"
     "* xinference                        0.15.2\n"
     "* torch                             2.4.0\n"
     "torch-complex                     0.4.4\n"
     "torchaudio                        2.4.0\n"
     "torchmetrics                      1.4.1\n"
     "torchvision                       0.19.0\n"
     "* python   3.11.9\n"
     "* nvcc: NVIDIA (R) Cuda compiler driver\n"
     "Copyright (c) 2005-2024 NVIDIA Corporation\n"
     "Built on Thu_Mar_28_02:18:24_PDT_2024\n"
     "Cuda compilation tools, release 12.4, V12.4.131\n"
     "Build cuda_12.4.r12.4/compiler.34097967_0\n"
     "...\n"
     "启动qwen2.5 14B vllm int8 版本ValueError: [address=0.0.0.0:37961, pid=352437] Marlin does not support "
     "weight_bits = uint8b128. Only types = [] are supported (for group_size = 128, min_capability = 70, zp = False)\n"
     "\n"
     "硬件是nvidia v100",
     "quantization_unsupported_gpu", {"current_capability": 70}, "quantization_unsupported_gpu",
     "Xinference 0.15.2 (pip, torch 2.4.0, so a vLLM of the 0.5.4-0.6.x line) launching Qwen2.5-14B-Instruct "
     "GPTQ-Int8 with its vLLM engine on NVIDIA V100 (compute capability 7.0): the GPTQ checkpoint was routed to the "
     "Marlin kernels, and Marlin has no supported weight type at all below compute capability 8.0 (the printed list "
     "is empty for capability 70), so the quantization config fails before the weights load.",
     "none stated in the stored thread (closed as stale); the message itself: Marlin offers no types on this GPU, so "
     "the checkpoint has to run on the plain GPTQ kernels (--quantization gptq) or on an Ampere-or-newer GPU",
     release="not stated (Xinference 0.15.2, torch 2.4.0: vLLM 0.5.4-0.6.x)", gpu="NVIDIA V100", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 5: the issue title (cut by GitHub at 'zp') and the description as stored; the Docker "
          "checkbox lines, the version section and a screenshot of the launch settings replaced by '...', the "
          "reproduction screenshots after it left out. The message's 'min_capability = 70' is the device capability "
          "Marlin was queried with (the V100's 7.0), hence current_capability 70. Kind quantization_unsupported_gpu "
          "as the closest (no row names Marlin's empty type list); the alternative is vllm_check_failed. The same "
          "reporter's xinference#2210 (a 2080 Ti, uint4b8, capability 75) was not taken: its stored text holds the "
          "message only in the cut title")

# ------------------------------------------------------------------ compressed-tensors 2:4 sparse on an L4 (needs 9.0)
case("llm-compressor-1303-llama-2of4-sparse-l4-min-90-current-89",
     "https://github.com/vllm-project/llm-compressor/issues/1303",
     "2:4 Sparsity doesn't work on L4s\n"
     "\n"
     "**Describe the bug**\n"
     "I tried to load a version of Llama 3.1B with the sparse 2 of 4 quant example applied to it. \n"
     "\n"
     "It doesn't work on an L4 GPU, though the docs says that 2:4 sparsity is 'Recommended for compute capability "
     ">8.9 (Hopper and Ada Lovelace).'. Is this expected behaviour?\n"
     "\n"
     "**Environment**\n"
     "Include all relevant environment information:\n"
     "1. OS: Debian 11\n"
     "2. Python version [e.g. 3.7]: 3.10\n"
     "3. LLM Compressor version or commit hash [e.g. 0.1.0, `f7245c8`]: 0.41\n"
     "4. ML framework version(s) [e.g. torch 2.3.1]: 2.6.0\n"
     "5. Other Python package versions [e.g. vLLM, compressed-tensors, numpy, ONNX]: vllm == 0.8.2\n"
     "6. Other relevant environment information [e.g. hardware, CUDA version]:\n"
     "\n"
     "```\n"
     "RuntimeError: ('Quantization scheme is not supported for ', 'the current GPU. Min capability: 90. ', "
     "'Current capability: 89.')\n"
     "ERROR 04-01 08:25:31 [core.py:343] \n"
     "```",
     "quantization_unsupported_gpu", {"min_capability": 90, "current_capability": 89}, "quantization_unsupported_gpu",
     "A Llama 3.x model pruned 2:4 and quantized with llm-compressor 0.4.1's sparse 2-of-4 example, served with vLLM "
     "0.8.2 on an NVIDIA L4 (Ada, compute capability 8.9): vLLM's compressed-tensors 2:4 sparse scheme runs on the "
     "CUTLASS sparse kernels, which need compute capability 9.0 (Hopper), so the scheme check refuses the layer; "
     "llm-compressor's README wrongly said 8.9 was enough.",
     "dsikka (llm-compressor maintainer): the minimum requirement for sparsity is 9.0; the README was wrong and was "
     "updated (docs/schemes.md). So: a Hopper GPU, or a checkpoint without 2:4 sparsity (the dense quantized scheme) "
     "on the L4",
     release="0.8.2", gpu="NVIDIA L4", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="the issue title and description as stored; dsikka's answer left out (fix). 'Llama 3.1B' as the reporter "
          "wrote it (likely a Llama 3.1/3.2 size). One GPU model named, the count not stated")

# ------------------------------------------------------------------ torchao checkpoint on Intel XPU: CUDA-only torchao path
case("llm-scaler-269-gemma27b-awq-int4-torchao-xpu-torch-not-compiled-with-cuda",
     "https://github.com/intel/llm-scaler/issues/269",
     "Pre-quantized “AWQ-Int4” model fails in intel/llm-scaler-vllm:0.11.1-b7: vLLM auto-detects torchao quant_method "
     "→ missing torchao; with torchao installed it crashes due to CUDA-only codepath\n"
     "\n"
     "### Summary\n"
     "\n"
     "The repo/docs say:\n"
     "\n"
     "> “For those models that have been quantized before, such as AWQ-Int4/GPTQ-Int4/FP8 models, user do not need "
     "to specify the --quantization option.”\n"
     "\n"
     "In practice, a local pre-quantized AWQ INT4 model (`/home/intel/LLM/Gemma-27B-AWQ-Int4`) fails to start under "
     "`intel/llm-scaler-vllm:0.11.1-b7` because vLLM reads the model’s `quantization_config` and routes it to "
     "**torchao quantization**. The container does **not** include `torchao` by default → startup fails.\n"
     "\n"
     "When `torchao` is installed, vLLM proceeds further but torchao’s INT4 workflow calls "
     "`torch.cuda.get_device_capability()` and crashes on XPU builds (“Torch not compiled with CUDA enabled”). So the "
     "“auto-detect pre-quantized AWQ” story doesn’t work here.\n"
     "...\n"
     "### Environment\n"
     "\n"
     "* Host: Intel GPU system (XPU)\n"
     "* Container: `intel/llm-scaler-vllm:0.11.1-b7` (test on 1.3 as well, same result)\n"
     "* vLLM (from logs): `0.11.2.dev0+g439368496.d20260115`\n"
     "* Torch (from logs): `2.9.0+xpu`",
     "no_gpu_visible", {}, "quantization_unsupported_gpu",
     "Intel's llm-scaler vLLM image (vLLM 0.11.2.dev0, torch 2.9.0+xpu) on an Intel GPU, serving a local "
     "'Gemma-27B-AWQ-Int4' whose quantization_config names torchao: vLLM routes it to the torchao method; the image "
     "has no torchao (first failure), and with torchao installed torchao's INT4 path asks torch.cuda for the device "
     "capability, which an XPU build of torch cannot answer ('Torch not compiled with CUDA enabled'): the checkpoint's "
     "quantization method has no path on this device.",
     "none from the maintainers in the stored thread (open); the reporter's reading: the torchao INT4 path is "
     "CUDA-only, so on XPU the model must be re-quantized to a format the XPU build runs (the image's AWQ/GPTQ "
     "support) rather than torchao",
     release="0.11.2.dev0+g439368496 (intel/llm-scaler-vllm:0.11.1-b7, torch 2.9.0+xpu)",
     gpu="Intel GPU (XPU)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement calls 2 and 6: the issue title and description as stored; the 'This seems like either' list "
          "(the reporter's guesses) replaced by '...'. Thin: the errors are quoted in prose (the missing torchao is "
          "not quoted at all), no log; the two launches are taken as one case, the second (torchao installed) being "
          "the one whose message is quoted. Kind no_gpu_visible because README files 'Torch not compiled with CUDA "
          "enabled' there; the cause is not a missing GPU but a quantization method whose kernels need CUDA on an XPU "
          "build, hence cause quantization_unsupported_gpu (the alternative is dependency_version_mismatch)")

# ------------------------------------------------------------------ MXFP4 gpt-oss-120b forced to float16 on 4x MI50 (gfx906 fork)
case("vllm-gfx906-59-gpt-oss-120b-4xmi50-mxfp4-float16-not-supported",
     "https://github.com/nlzy/vllm-gfx906/issues/59",
     "4*mi50 docker run gpt-oss-120b failed\n"
     "\n"
     "(vllm-v0.11.0-20251103) root@z292:~# cat vllm_docker_120b.sh \n"
     "docker run -it --rm \\\n"
     "     --shm-size=20g \\\n"
     "     --device=/dev/kfd \\\n"
     "     --device=/dev/dri \\\n"
     "     --group-add video \\\n"
     "     -e VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 \\\n"
     "     -p 8099:8099 \\\n"
     "     -v /root/gpt-oss-120b:/model \\\n"
     "     nalanzeyu/vllm-gfx906:v0.11.2-rocm6.3 \\\n"
     "     vllm serve /model --port 8099 --max-model-len 131072 --disable-log-requests --tensor-parallel-size 4 "
     "--served-model-name vllm --dtype float16\n"
     "\n"
     "gengchaogit · comment · 2025-12-19\n"
     "torch.float16 is not supported for quantization method mxfp4. Supported dtypes: [torch.bfloat16] "
     "[type=value_error, input_value=ArgsKwargs((), {'model_co...additional_config': {}}), input_type=ArgsKwargs]\n"
     "\n"
     "gengchaogit · comment · 2025-12-19\n"
     "looks like not support mxfp4",
     "quantization_dtype_unsupported", {},
     "quantization_dtype_unsupported",
     "openai/gpt-oss-120b (MXFP4 MoE weights) served on four AMD Radeon Instinct MI50 (gfx906) cards with the "
     "community vLLM fork for gfx906 (image nalanzeyu/vllm-gfx906:v0.11.2-rocm6.3), TP 4, --dtype float16: vLLM's "
     "mxfp4 method accepts only bfloat16 activations, so the engine config is refused before any GPU work; the "
     "reporter concludes the build does not support MXFP4 (gpt-oss) on these cards.",
     "none in the stored thread (open; the reporter asks whether the fork's author plans gpt-oss-120b support)",
     release="vllm-gfx906 fork, image nalanzeyu/vllm-gfx906:v0.11.2-rocm6.3 (vLLM 0.11.2 based)",
     gpu="AMD Radeon Instinct MI50 (gfx906)", gpus=4,
     command="vllm serve /model --port 8099 --max-model-len 131072 --disable-log-requests --tensor-parallel-size 4 "
             "--served-model-name vllm --dtype float16",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--kv-cache-dtype"},
                                {"flag": "--dtype", "value": "float16"}],
     note="judgement call 6: the issue title, the description (the reporter's launch script) and the reporter's two "
          "comments as stored; the third comment (asking for 120b support) left out. The error is pydantic's "
          "ValidationError body as pasted (its 'Value error, ' head not in the paste). No maintainer answer; the "
          "message is conclusive for the refusal. Whether --dtype bfloat16 would start on gfx906 is not said in "
          "this thread, so it is not listed as a wrong fix; --dtype float16 (in use) is")

if __name__ == "__main__":
    BATCH.write()
