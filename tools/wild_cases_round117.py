"""Round-117 blind batch: vLLM launch failures as VENDOR AND PROJECT DOCUMENTATION quotes them (troubleshooting / FAQ /
known-issues / usage-tips pages that print vLLM's error next to its fix: NVIDIA NIM for LLMs, NVIDIA's DGX Spark
playbooks, Red Hat AI Inference Server, Huawei Cloud ModelArts (Ascend-vLLM), the vLLM Hardware Plugin for Intel
Gaudi, vLLM's own troubleshooting page and the vLLM recipes), collected by helper wild117 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round117-blind"``; the lead grades it once
(``python tests/wild_grade.py round117``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches (and, for the recipes, a grep of the fetched repository in
file order) returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round11.py and rounds 19-29: the collector did not run ``kvroom explain``,
tests/wild_grade.py or the test suite on these excerpts, and did not read kvroom's source (src/, its logs and launch
checks) to choose them; every expectation (kind, printed numbers, cause, fixes that would be wrong for that user) was
written from the page only. Excerpts are the text as the page (the search tool's stored copy, or the file in the
repository at the commit named in the url) shows it; where lines were dropped the note says so; the fix sentences are
left out of the excerpt (they are in fix_that_worked). Unlike user threads these pages are written by the vendor or
project for every user: the "launch" is the page's own recipe or a generic one, GPU counts are the page's setup where
it names one, and the numbers are only those the quoted text prints (most quotes print none).

Sources: the search tool's docs corpus (NIM 1.10.0 / 1.11.0 troubleshoot pages, the Red Hat AI Inference Server
troubleshooting chapter, the vLLM Gaudi plugin's troubleshooting page (read from vllm-project/vllm-gaudi), the DGX
Spark vLLM playbook, Huawei Cloud's Ascend-vLLM FAQ; vLLM's own docs/usage/troubleshooting.md read with read_file), and
the vllm-project/recipes repository (one ``fetch``; its recipe pages' Troubleshooting / Using Tips sections grepped at
commit 8959cf64189c71d36e11c6a30335f923f261b1f7). **26 look-ups: 20 ``search`` (18 docs, 2 issues to confirm two
candidates), 1 ``find_files``, 5 ``read_file``; no find_string or find_repos; 1 ``fetch``.** **15 cases, 3 of them
memory failures** (a no-KV-memory refusal, a Mamba-state assert at CUDA-graph capture, a derived-length refusal): the
docs corpus answers every memory query with the same GitHub threads and HF discussions, all already fixtures or named
skips (vllm#2418, #2248-family, #20305, #15617, #19407, #13929, PR #5079, PR #35356 (#35313), gptfuzz#27, bonito#22,
InferenceX#1587, Mistral-7B-Instruct-v0.2 discussion 49, the Mixtral AWQ discussion, pastebin vjSgS4up, the lilpulgoyt
HF space, the yusufs space), and the vendor pages' memory sections quote no vLLM text (NIM's memory.md pages' stored
beginnings stop before any log; the NIM 1.10 "vLLM profile fails to deploy" item, Anyscale's OOM section, the Gaudi
page's OOM item, the RHAIIS memory section past the stored beginning). Every url, "issues/N" and "#N" was checked
against /work/coord/USED_SOURCES.txt, tests/golden/wild/BLIND.md and the fixtures.

Fresh candidates left out: intel/llm-scaler#164 (the error log is an attachment only), PygmalionAI/aphrodite-engine#362
(not vLLM), ROCm/vllm#397 (MI300X Llama-2-70b OOM: closed by the reporter with no cause), vllm#17618 (Colab A100
"Engine Core initialization failed", no answer stored), the DGX Spark playbook's second quoted failure ("CUDA out of
memory with 405B", one case per source; see case 14's note), nvidia/Qwen3.8-Flash-Next-FP4-Local discussion 13 (the
reporter paraphrases the KV refusal, "needed 4.93 GiB and only 3.93 GiB was available", no vLLM text), the xr-ai
troubleshooting page (a prose description of a GB10 cudaMemGetInfo failure, no log), the recipes' Qwen3-Next IMA tip
(not a launch failure: "may occur in DP mode" at serving time), GPT-OSS's HarmonyError and Triton `tl.language` tips
(not vLLM text / no text), vLLM troubleshooting's "failed to be inspected" / "not supported" items (placeholder
'<arch>' errors) and "Failed to infer device type" (no cause or fix beyond "turn on debug logging"), the AWS Neuron
NxD Inference troubleshooting guide (no vLLM errors), the Gaudi page's max_concurrency item (a benchmark request, not a
launch). The recipes' models/*.yaml files repeat several of the md tips (Intern-S1, Qwen3-Coder TP=8, Qwen3.5 Mamba):
the md pages were taken, the yaml copies not counted again.

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind, the closest used (alternatives named): FlashMLA's "CUDA error (flashmla-src/csrc/smxx/mla_combine.cu:
   201): invalid configuration argument" at the default max_num_seqs 1024 -> quantization_kernel_bug (a kernel vLLM
   chose refuses the launch's shape; alternative: unrecognized); FlashInfer's TRTLLM FP8 block-scale MoE "Check
   failed: routing_logits.dtype() == dl_bfloat16 (float32 vs. bfloat16)" on B200 -> quantization_kernel_bug
   (alternative: vllm_check_failed); Intel Gaudi INC's "Scaling method ... is not supported for runtime scale
   patching" under torch.compile -> quantization_kernel_bug (alternative: torch_compile_error); GPT-OSS's "AssertionError:
   Sinks must be of type float32" on Blackwell -> attention_backend_feature_unsupported; Python's multiprocessing
   bootstrap RuntimeError after vLLM's switch to 'spawn' -> cuda_fork_reinit (alternative: unrecognized); transformers'
   "Unrecognized model in X. Should have a model_type key in its config.json" under a podman user namespace ->
   kind model_type_unknown with cause model_not_found (the config could not be written/read in the cache volume, not a
   transformers too old: transformers_too_old would be wrong); NIM's extended "Invalid repository ID or local directory
   specified: ... Missing HuggingFace configuration file named config.json." -> model_not_found.
2. Doc quotes, not user logs: several quotes are "of the form" or generic (NIM's "Can't bind on address ('0.0.0.0',
   8000): address already in use"; the DGX Spark table's "Cannot access gated repo for URL"; Huawei's "ValueError:User-
   specified max_model_len is greater than the drived max_model_len", their spelling), and most print no numbers.
3. Thin cause: the DeepSeek-V3.2-Exp recipe hedges ("it might be caused by too large batchsize"); the GPT-OSS recipe's
   fix is "refer to Blackwell section to check if related environment variables are added" (the environment variables
   the section listed when the tip was written, 2025-08-05, are in fix_that_worked); the DeepSeek-V3.2 ptxas tip names
   only "cuda 13.x" (sm_110a is compute capability 11.0; the GPU is not named).
4. Memory share: 3 of 15 (Intern-S1 no_kv_memory, Qwen3.5 mamba_blocks, Huawei max_len_over_derived); the slice gives
   no more fresh memory quotes with vLLM's text (see above). Not forced.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round117-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
RECIPES = "https://github.com/vllm-project/recipes/blob/8959cf64189c71d36e11c6a30335f923f261b1f7/"

# ------------------------------------------------------------------ port: VLLM_PORT=8000 inside a NIM (NIM 1.10.0 docs)
case("nim-110-troubleshoot-vllm-port-8000-address-in-use",
     "https://docs.nvidia.com/nim/large-language-models/1.10.0/troubleshoot.html",
     "Cannot bind on address#\n"
     "\n"
     "By default, NIMs are launched on port 8000 on the host system; see the -p parameter in Docker Run Parameters. "
     "Don’t set environment variables to use this port for other processes (for example, set VLLM_PORT=8000) because "
     "you will receive an error of the form Can't bind on address ('0.0.0.0', 8000): address already in use.",
     "port_in_use", {}, "port_in_use",
     "NVIDIA NIM for LLMs 1.10.0's troubleshooting page: the NIM's OpenAI server listens on port 8000 inside the "
     "container; VLLM_PORT is the port vLLM uses for its own internal (distributed) communication, so VLLM_PORT=8000 "
     "makes two listeners in one container ask for the same port and the launch dies binding it.",
     "the page's fix: do not point VLLM_PORT (or any other process) at port 8000; if another process must use the "
     "host's 8000, change the host side of the mapping with docker run -p (e.g. -p 8001:8000)",
     release="not stated (NIM for LLMs 1.10.0's vLLM)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the 'Cannot bind on address' item as stored, its last paragraph (the -p fix) left out. "
          "The page quotes the message 'of the form', inside a sentence, with the port it names")

# ------------------------------------------------------------------ model files: no config.json in the NIM model dir (NIM 1.11.0 docs)
case("nim-111-troubleshoot-missing-config-json-invalid-repo-id",
     "https://docs.nvidia.com/nim/large-language-models/1.11.0/troubleshoot.html",
     "Missing HuggingFace config.json#\n"
     "\n"
     "HuggingFace configuration file is loaded to derive metadata such as model architecture, context length, batch "
     "size etc for vLLM, TRTLLM and SGLang backends. If local models or remote URIs (after download and caching) do "
     "not contain the HuggingFace config.json, NIM will throw following exception:\n"
     "\n"
     "ValueError: Invalid repository ID or local directory specified: /models/llama3-8b-instruct/. Missing "
     "HuggingFace configuration file named config.json.",
     "model_not_found", {}, "model_not_found",
     "NVIDIA NIM for LLMs 1.11.0 (the multi-LLM NIM) troubleshooting page: the local model folder "
     "/models/llama3-8b-instruct/ has no Hugging Face config.json (typical of GGUF-only repositories such as "
     "QuantFactory's Meta-Llama-3-8B-Instruct-GGUF), so the model cannot be resolved and the launch stops before "
     "anything is loaded.",
     "the page's fix: download the model's config.json from the Hugging Face Hub and place it at the root of the model "
     "directory (for GGUF repositories, from the full-precision repository the model card names); unified HF "
     "checkpoints also need hf_quant_config.json next to it",
     release="not stated (NIM for LLMs 1.11.0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the head of the message is vLLM's 0.7+ wording ('Invalid repository ID or local "
          "directory specified: ...'), the tail ('Missing HuggingFace configuration file named config.json.') is the "
          "wording NIM prints; the 'Note' on hf_quant_config.json and the fix paragraph after the quote left out")

# ------------------------------------------------------------------ kernel: FlashMLA combine kernel at the default 1024 seqs (recipes)
case("recipes-deepseek-v32-exp-flashmla-mla-combine-invalid-configuration",
     RECIPES + "DeepSeek/DeepSeek-V3_2-Exp.md",
     "### Serving on 8xH200 (or H20) GPUs (141GB × 8)\n"
     "\n"
     "Using the recommended EP/DP mode:\n"
     "\n"
     "vllm serve deepseek-ai/DeepSeek-V3.2-Exp -dp 8 --enable-expert-parallel\n"
     "...\n"
     "If you hit some errors like `CUDA error (flashmla-src/csrc/smxx/mla_combine.cu:201): invalid configuration "
     "argument`, it might be caused by too large batchsize.",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "The vLLM recipe for DeepSeek-V3.2-Exp (sparse MLA attention, FlashMLA kernels; 8x H200 / H20 / B200, DP8 + EP or "
     "TP8): FlashMLA's mla_combine kernel is launched with a grid/block configuration the GPU refuses when the batch "
     "is as large as vLLM's default max_num_seqs (1024), so the engine dies with a CUDA 'invalid configuration "
     "argument' from the kernel, not from memory.",
     "the recipe's fix: --max-num-seqs 256 or smaller (the default is 1024)",
     release="not stated (the recipe's vLLM with DeepGEMM v2.1.1.post3, autumn 2025)", gpu="NVIDIA H200 / H20 / B200",
     gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--max-num-seqs", "at_least": 1024}, {"flag": "--tensor-parallel-size",
                                                                               "above": 8}],
     note="judgement calls 1 and 3: the recipe's launch section (its first command; the TP8 alternative and the "
          "accuracy / performance sections in between replaced by '...'), then the sentence from 'Performance Tips' "
          "up to the fix ('Try with `--max-num-seqs 256` or smaller (the default is 1024).' left out). The recipe "
          "hedges the cause ('it might be'); no kind reads FlashMLA's CUDA error, the closest cause is a kernel "
          "refusing the launch's shape (alternative: unrecognized). gpus 8 is the recipe's setup")

# ------------------------------------------------------------------ toolchain: Triton's ptxas lacks sm_110a under CUDA 13 (recipes)
case("recipes-deepseek-v32-ptxas-sm110a-cuda13",
     RECIPES + "DeepSeek/DeepSeek-V3_2.md",
     "# Troubleshooting\n"
     "\n"
     "## 1. Error: `ptxas fatal: Value 'sm_110a' is not defined for option 'gpu-name'`\n"
     "\n"
     "If you are using DeepSeek-V3.2 on cuda 13.x, you may encounter this.",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "The vLLM recipe for DeepSeek-V3.2: with CUDA 13.x the GPU's architecture is sm_110a (compute capability 11.0 in "
     "CUDA 13's numbering), which the ptxas bundled with the Triton wheel does not know, so compiling vLLM's Triton "
     "kernels for DeepSeek-V3.2 fails at start-up.",
     "the recipe's fix: point Triton at the system CUDA 13 toolkit's ptxas and put the toolkit first on the paths: "
     "export TRITON_PTXAS_PATH=/usr/local/cuda/bin/ptxas; export PATH=/usr/local/cuda/bin:$PATH; export "
     "LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}",
     release="not stated (a release with DeepSeek-V3.2 support, 0.12+ era)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 3: the recipe's Troubleshooting heading, item 1's title (the error) and its one-line "
          "context; the 'Solution' block left out. The GPU is not named (sm_110a is CUDA 13's name for compute "
          "capability 11.0); the recipe's launch is TP8 or DP8 + EP on 8 GPUs but the tip names no launch")

# ------------------------------------------------------------------ memory: no KV memory at the default 0.9 (Intern-S1, recipes)
case("recipes-intern-s1-no-available-memory-cache-blocks-util-09",
     RECIPES + "InternLM/Intern-S1.md",
     "### Serving BF16 Model on 8xH800 GPUs (80GB × 8)\n"
     "\n"
     "vllm serve internlm/Intern-S1 \\\n"
     "  --trust-remote-code \\\n"
     "  --tensor-parallel-size 8 \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --reasoning-parser deepseek_r1 \\\n"
     "  --tool-call-parser internlm\n"
     "...\n"
     "## Using Tips\n"
     "If you encounter `ValueError: No available memory for the cache blocks.`",
     "no_kv_memory", {"tensor_parallel_size": 8}, "util_too_low",
     "The vLLM recipe for Intern-S1 (Shanghai AI Lab's 241B MoE vision-language model; BF16 on 8x H800 TP8, FP8 on "
     "4x H800 TP4): at the default gpu_memory_utilization 0.9, the weights plus the profiling run's peak (the vision "
     "encoder included) leave nothing of the 0.9 budget for KV-cache blocks, so the engine refuses to start.",
     "the recipe's fix: add --gpu-memory-utilization 0.95 to the vllm serve command",
     release="not stated (the recipe's 'latest vLLM')", gpu="NVIDIA H800 (80 GB)", gpus=8,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_most": 0.9}, {"flag": "--max-model-len"},
                {"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call 4: the recipe's BF16 launch block, then its 'Using Tips' line up to the error (', try "
          "adding the `--gpu-memory-utilization 0.95` flag to your `vllm serve` command.' left out); the FP8 TP4 "
          "launch, the client sample and the rest in between replaced by '...'. The tip does not say which of the two "
          "launches printed it: the BF16 TP8 one, first on the page, is shown (hence tensor_parallel_size 8, gpus 8). "
          "Cause: the budget left by 0.9 is too small for weights plus activations (util_too_low; "
          "weights_exceed_budget is the alternative if the lead reads 241B BF16 / 8 ~ 60 GB + encoder as above the "
          "share)")

# ------------------------------------------------------------------ attention: GPT-OSS sinks on Blackwell without the TRTLLM env (recipes)
case("recipes-gpt-oss-b200-sinks-must-be-float32",
     RECIPES + "OpenAI/GPT-OSS.md",
     "## Troubleshooting\n"
     "\n"
     "- Attention sink dtype error on Blackwell:\n"
     "\n"
     "  ERROR 08-05 07:31:10 [multiproc_executor.py:559]     assert sinks.dtype == torch.float32, \"Sinks must be of "
     "type float32\"  \n"
     "  **(VllmWorker TP0 pid=174579)** ERROR 08-05 07:31:10 [multiproc_executor.py:559]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^  \n"
     "  **(VllmWorker TP0 pid=174579)** ERROR 08-05 07:31:10 [multiproc_executor.py:559] AssertionError: Sinks must be "
     "of type float32",
     "attention_backend_feature_unsupported", {}, "attention_backend_feature_unsupported",
     "The vLLM recipe for gpt-oss-20b / gpt-oss-120b (August 2025, vLLM's gpt-oss build): on Blackwell (B200) the "
     "attention backend that ran without the recipe's Blackwell environment variables got GPT-OSS's attention sinks "
     "in a dtype it does not take (its kernel asserts float32 sinks), so the worker died at start-up; the recipe's "
     "Blackwell section selects FlashInfer's TRTLLM attention and MXFP4 MoE kernels through environment variables.",
     "the recipe's fix: 'refer to Blackwell section to check if related environment variables are added'; when the "
     "tip was written (commit 1e4b3ad, 2025-08-05) that section read: export VLLM_USE_TRTLLM_ATTENTION=1, "
     "VLLM_USE_TRTLLM_DECODE_ATTENTION=1, VLLM_USE_TRTLLM_CONTEXT_ATTENTION=1 ('All 3 of these are required') and one "
     "of VLLM_USE_FLASHINFER_MXFP4_MOE=1 / VLLM_USE_FLASHINFER_MXFP4_BF16_MOE=1, FlashInfer installed",
     release="not stated (vLLM's gpt-oss build, 0.10.1+gptoss, August 2025)", gpu="NVIDIA B200", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 3: the Troubleshooting section's first item and its log block as the page shows "
          "it (the markdown bold around the worker prefixes and the trailing spaces are the page's); the 'Solution' "
          "line left out. The first log line has no worker prefix on the page. gpus not stated (the recipe's B200 "
          "launches are TP1/2/4)")

# ------------------------------------------------------------------ TP: FP8 block 128 vs 320-wide expert slice at TP8 (recipes)
case("recipes-qwen3-coder-480b-fp8-tp8-block-n-320-128",
     RECIPES + "Qwen/Qwen3-Coder-480B-A35B.md",
     "### FP8 Models\n"
     "...\n"
     "- **Tensor Parallelism Issue**: When using `tensor-parallel-size 8`, the following failures are expected.\n"
     "...\n"
     "ERROR [multiproc_executor.py:511]   File \"/vllm/vllm/model_executor/models/qwen3_moe.py\", line 336, in <lambda>\n"
     "ERROR [multiproc_executor.py:511]     lambda prefix: Qwen3MoeDecoderLayer(config=config,\n"
     "ERROR [multiproc_executor.py:511]                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR [multiproc_executor.py:511]   File \"/vllm/vllm/model_executor/models/qwen3_moe.py\", line 278, in __init__\n"
     "ERROR [multiproc_executor.py:511]     self.mlp = Qwen3MoeSparseMoeBlock(config=config,\n"
     "ERROR [multiproc_executor.py:511]                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR [multiproc_executor.py:511]   File \"/vllm/vllm/model_executor/models/qwen3_moe.py\", line 113, in __init__\n"
     "ERROR [multiproc_executor.py:511]     self.experts = FusedMoE(num_experts=config.num_experts,\n"
     "ERROR [multiproc_executor.py:511]                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ERROR [multiproc_executor.py:511]   File \"/vllm/vllm/model_executor/layers/fused_moe/layer.py\", line 773, in "
     "__init__\n"
     "ERROR [multiproc_executor.py:511]     self.quant_method.create_weights(layer=self, **moe_quant_params)\n"
     "ERROR [multiproc_executor.py:511]   File \"/vllm/vllm/model_executor/layers/quantization/fp8.py\", line 573, in "
     "create_weights\n"
     "ERROR [multiproc_executor.py:511]     raise ValueError(\n"
     "ERROR [multiproc_executor.py:511] ValueError: The output_size of gate's and up's weight = 320 is not divisible "
     "by weight quantization block_n = 128.",
     "tp_not_divisible", {}, "tp_not_divisible",
     "The vLLM recipe for Qwen3-Coder-480B-A35B (8x H200 / H20): the FP8 checkpoint is block-quantized with 128-wide "
     "blocks, and tensor parallelism 8 splits each expert's gate/up projection (moe_intermediate_size 2560) into "
     "320-wide slices, which are not a whole number of 128 blocks, so the FP8 MoE weights cannot be created at TP8.",
     "the recipe's fix: switch to data parallelism, --data-parallel-size 8 (with --enable-expert-parallel, as the "
     "recipe's FP8 launch does), instead of --tensor-parallel-size 8",
     release="not stated (the recipe's vLLM, July 2025)", gpu="NVIDIA H200 / H20 (141 GB / 96 GB)", gpus=8,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size", "at_least": 8}],
     note="the 'FP8 Models' tips as stored: the context-length and DeepGEMM bullets before the TP bullet replaced by "
          "'...', the TP bullet cut before its fix sentence ('Switch to data-parallel mode using "
          "`--data-parallel-size`.'), the 'Additional Resources' bullet between it and the log block replaced by "
          "'...'; the log block whole. The numbers 320 and 128 are the weight slice and the block, not launch "
          "settings (numbers left empty as in the earlier block_n fixtures); gpus 8 is the recipe's node")

# ------------------------------------------------------------------ Mamba: capture sizes above the GDN state lines (Qwen3.5, recipes)
case("recipes-qwen35-causal-conv1d-num-cache-lines-assert",
     RECIPES + "Qwen/Qwen3.5.md",
     "You may encounter the following error:\n"
     "(Worker_TP0 pid=70) ERROR 02-08 08:39:04 [multiproc_executor.py:852]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/qwen3_next.py\", line 585, in _forward_core\n"
     "(Worker_TP0 pid=70) ERROR 02-08 08:39:04 [multiproc_executor.py:852]     mixed_qkv_non_spec = "
     "causal_conv1d_update(\n"
     "(Worker_TP0 pid=70) ERROR 02-08 08:39:04 [multiproc_executor.py:852]                          "
     "^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_TP0 pid=70) ERROR 02-08 08:39:04 [multiproc_executor.py:852]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/mamba/ops/causal_conv1d.py\", line 1160, in "
     "causal_conv1d_update\n"
     "(Worker_TP0 pid=70) ERROR 02-08 08:39:04 [multiproc_executor.py:852]     assert num_cache_lines >= batch",
     "mamba_blocks", {}, "mamba_blocks",
     "The vLLM recipe for Qwen3.5 (397B-A17B, a gated-delta-network hybrid; verified on 8x H200 and 8x MI300X / "
     "MI355X): the CUDA-graph capture sizes (default max 512) are larger than the number of Mamba-style state lines "
     "(the GDN layers' cache) the KV budget holds, so the capture's dummy batch trips causal_conv1d_update's assert.",
     "the recipe's fix: reduce --max-cudagraph-capture-size (default 512); see vllm PR #34571",
     release="not stated (vLLM with Qwen3.5 support, February 2026)", gpu="NVIDIA H200 (141 GB)", gpus=8,
     forbidden=[{"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="the 'Configuration Tips' error block as the page shows it, with its lead-in line; the explanation and fix "
          "after it ('This is because cuda graph capture size is larger than mamba cache size. Try reducing "
          "`--max-cudagraph-capture-size`, the default value is 512.') left out. The log is cut at the assert (no "
          "AssertionError line on the page). The page's launches are DP8+EP or TP8 on 8x H200 (gpus 8); none is "
          "named for the error")

# ------------------------------------------------------------------ kernel: FlashInfer FP8 MoE wants bf16 routing logits (Step-3.5-Flash, recipes)
case("recipes-step35-flash-fp8-b200-flashinfer-routing-logits-bf16",
     RECIPES + "StepFun/Step-3.5-Flash.md",
     "- On B200 GPUs, you may encounter the following error when serving the FP8 model:\n"
     "\n"
     "    FlashInfer FP8 MoE Error\n"
     "\n"
     "        fer/fused_moe/core.py\", line 1635, in trtllm_fp8_block_scale_moe_op\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]     "
     "result = moe_op.trtllm_fp8_block_scale_moe(\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]     "
     "         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]   "
     "File \"python/tvm_ffi/cython/function.pxi\", line 923, in tvm_ffi.core.Function.__call__\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]   "
     "File \"<unknown>\", line 0, in __tvm_ffi_trtllm_fp8_block_scale_moe\n"
     "        ...\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]     "
     "TVM_FFI_ICHECK_EQ(routing_logits.dtype(), dl_bfloat16) << \"routing_logits must be bfloat16.\";\n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852]     \n"
     "        (EngineCore_DP0 pid=1026745) (Worker_TP0 pid=1026751) ERROR 02-01 09:32:13 [multiproc_executor.py:852] "
     "RuntimeError: Check failed: routing_logits.dtype() == dl_bfloat16 (float32 vs. bfloat16) : routing_logits must be "
     "bfloat16.",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "The vLLM recipe for StepFun's Step-3.5-Flash (February 2026): serving the FP8 checkpoint on B200, vLLM picks "
     "FlashInfer's TRTLLM FP8 block-scale MoE kernel, which only takes bfloat16 router logits, while this model's "
     "router produces float32 logits, so the kernel's check fails in the first forward pass at start-up.",
     "the recipe's workaround: export VLLM_USE_FLASHINFER_MOE_FP8=0 (another FP8 MoE backend)",
     release="not stated (around 0.16.0rc0, the release the recipe's DeepGEMM script names)", gpu="NVIDIA B200",
     gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 1: the 'Usage Tips' bullet and its collapsed log block (the <details>/<summary> tags "
          "dropped, the summary's text kept); one frame line, the flashinfer trtllm_fused_moe_kernel_launcher.cu "
          "frame with its long C++ signature, replaced by '...'; the workaround sentence after the block left out. The "
          "block's first line is cut at its start on the page ('fer/fused_moe/core.py'). gpus not stated (the recipe "
          "launches DP4 or TP4; 'The FP8 version ... cannot use TP4')")

# ------------------------------------------------------------------ Gaudi: INC runtime scale patching refuses the FP8 scaling method
case("vllm-gaudi-troubleshooting-fp8-runtime-scale-patching-torch-compile",
     "https://docs.vllm.ai/projects/gaudi/en/latest/general/troubleshooting.html",
     "FP8 model fails when torch compile is enabled\n"
     "\n"
     "If your Floating Point 8-bit (FP8) model is not working when torch compile is enabled and you receive the "
     "following error, the issue is likely caused by the Runtime Scale Patching feature.\n"
     "\n"
     "AssertionError: Scaling method \"ScaleMethodString.ACT_MAXABS_PCS_POW2_WEIGHT_MAXABS_PTS_POW2_HW\" is not "
     "supported for runtime scale patching (graph recompile reduction)",
     "quantization_kernel_bug", {}, "quantization_kernel_bug",
     "The vLLM Hardware Plugin for Intel Gaudi's troubleshooting page: an FP8 model (calibrated with Intel Neural "
     "Compressor) run with torch.compile on Gaudi; the default-on Runtime Scale Patching feature (graph recompile "
     "reduction) does not support the per-channel / power-of-2 scaling method the model's FP8 measurement uses, so "
     "the run stops on INC's assertion.",
     "the page's fix: export RUNTIME_SCALE_PATCHING=0 (disable Runtime Scale Patching for this model)",
     release="not stated (vllm-gaudi plugin, 0.10.x-0.11.x era)", gpu="Intel Gaudi (HPU)", gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 1: the page's first item as stored at docs.vllm.ai (the same text is in "
          "vllm-project/vllm-gaudi docs/general/troubleshooting.md and, older, docs/user_guide/troubleshooting.md); the "
          "fix paragraph left out. No kind reads INC's message: a quantization feature refusing the model's scaling "
          "method, closest quantization_kernel_bug (alternative: torch_compile_error, the failure needs "
          "torch.compile on)")

# ------------------------------------------------------------------ Python: spawn without a __main__ guard (vLLM troubleshooting)
case("vllm-docs-troubleshooting-spawn-bootstrapping-no-main-guard",
     "https://github.com/vllm-project/vllm/blob/01b88df816e61088a92c481cda1b17bdf21af6b1/docs/usage/troubleshooting.md",
     "## Python multiprocessing\n"
     "\n"
     "### `RuntimeError` Exception\n"
     "\n"
     "If you have seen a warning in your logs like this:\n"
     "\n"
     "WARNING 12-11 14:50:37 multiproc_worker_utils.py:281] CUDA was previously\n"
     "    initialized. We must use the `spawn` multiprocessing start method. Setting\n"
     "    VLLM_WORKER_MULTIPROC_METHOD to 'spawn'. See\n"
     "    https://docs.vllm.ai/en/latest/usage/troubleshooting.html#python-multiprocessing\n"
     "    for more information.\n"
     "\n"
     "or an error from Python that looks like this:\n"
     "\n"
     "RuntimeError:\n"
     "        An attempt has been made to start a new process before the\n"
     "        current process has finished its bootstrapping phase.\n"
     "\n"
     "        This probably means that you are not using fork to start your\n"
     "        child processes and you have forgotten to use the proper idiom\n"
     "        in the main module:\n"
     "\n"
     "            if __name__ == '__main__':\n"
     "                freeze_support()\n"
     "                ...\n"
     "\n"
     "        The \"freeze_support()\" line can be omitted if the program\n"
     "        is not going to be frozen to produce an executable.\n"
     "\n"
     "        To fix this issue, refer to the \"Safe importing of main module\"\n"
     "        section in https://docs.python.org/3/library/multiprocessing.html",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "vLLM's own troubleshooting page: a script builds vllm.LLM(...) at module level; CUDA was already initialized in "
     "the parent, so vLLM switches its workers to the 'spawn' start method, and spawn re-imports the main module in "
     "the child, which builds the LLM again before bootstrapping finished, so Python refuses to start the process.",
     "the page's fix: guard the vLLM use with if __name__ == '__main__': (import vllm and build vllm.LLM(...) inside "
     "it)",
     release="not stated (the page's warning comes from the V0 multiproc executor, 0.6.x era)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 1: the section as the file shows it (the mkdocs '```console' fences and the '??? console "
          "\"Logs\"' collapsible's line dropped, the block's indentation kept), up to the end of Python's message; the "
          "'then you must update your Python code ...' fix and its two code samples left out. No kind reads Python's "
          "bootstrap error: closest cuda_fork_reinit (the spawn start method forced by CUDA being initialized; "
          "alternative: unrecognized). The same source gives the NCCL case below: two different failures")

# ------------------------------------------------------------------ NCCL: unhandled system error at ncclCommInitRank with GPUDirect RDMA (vLLM troubleshooting)
case("vllm-docs-troubleshooting-nccl-comminitrank-unhandled-system-error-rdma",
     "https://github.com/vllm-project/vllm/blob/01b88df816e61088a92c481cda1b17bdf21af6b1/docs/usage/troubleshooting.md",
     "## NCCL error: unhandled system error during `ncclCommInitRank`\n"
     "\n"
     "If your serving workload uses GPUDirect RDMA for distributed serving across multiple nodes and encounters an "
     "error during `ncclCommInitRank`, with no clear error message even with `NCCL_DEBUG=INFO` set, it might look "
     "like this:\n"
     "\n"
     "Error executing method 'init_device'. This might cause deadlock in distributed execution.\n"
     "Traceback (most recent call last):\n"
     "...\n"
     "   File \"/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/pynccl.py\", line 99, in "
     "__init__\n"
     "     self.comm: ncclComm_t = self.nccl.ncclCommInitRank(\n"
     "                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "   File \"/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/pynccl_wrapper.py\", line "
     "277, in ncclCommInitRank\n"
     "     self.NCCL_CHECK(self._funcs[\"ncclCommInitRank\"](ctypes.byref(comm),\n"
     "   File \"/usr/local/lib/python3.12/dist-packages/vllm/distributed/device_communicators/pynccl_wrapper.py\", line "
     "256, in NCCL_CHECK\n"
     "     raise RuntimeError(f\"NCCL error: {error_str}\")\n"
     " RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)\n"
     "...",
     "nccl_error", {}, "nccl_error",
     "vLLM's own troubleshooting page: multi-node serving over GPUDirect RDMA; the container lacks the IPC_LOCK Linux "
     "capability (NCCL cannot pin/register memory for RDMA) or has no mounted /dev/shm, so NCCL's communicator "
     "initialisation fails with 'unhandled system error' while the workers initialise their devices.",
     "the page's fix: give the containers the IPC_LOCK capability and a mounted /dev/shm, following vLLM's 'Enabling "
     "GPUDirect RDMA' guide (serving/parallelism_scaling.md)",
     release="not stated (0.9-era paths: python3.12 dist-packages)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="the section's lead-in and its log block as the file shows it ('```text' fences dropped; the block's own "
          "'...' lines are the page's); the 'This indicates vLLM failed to initialize the NCCL communicator, possibly "
          "due to a missing IPC_LOCK linux capability or an unmounted /dev/shm. Refer to ...' explanation is the "
          "fix and left out. Multi-node, GPU count not stated")

# ------------------------------------------------------------------ container: cache volume unwritable without --userns (RHAIIS docs)
case("rhaiis-33-troubleshooting-podman-userns-unrecognized-model-type-key",
     "https://docs.redhat.com/en/documentation/red_hat_ai_inference_server/3.3/html/getting_started/"
     "troubleshooting_getting-started",
     "12.1. Model loading errors\n"
     "\n"
     "  • When you run the Red Hat AI Inference Server container image without specifying a user namespace, an "
     "unrecognized model error is returned.\n"
     "\n"
     "    podman run --rm -it \\\n"
     "    --device nvidia.com/gpu=all \\\n"
     "    --security-opt=label=disable \\\n"
     "    --shm-size=4GB -p 8000:8000 \\\n"
     "    --env \"HUGGING_FACE_HUB_TOKEN=$HF_TOKEN\" \\\n"
     "    --env \"HF_HUB_OFFLINE=0\" \\\n"
     "    -v ./rhaiis-cache:/opt/app-root/src/.cache \\\n"
     "    registry.redhat.io/rhaiis/vllm-cuda-rhel9:3.3.0 \\\n"
     "    --model RedHatAI/Llama-3.2-1B-Instruct-FP8\n"
     "\n"
     "    Example output\n"
     "\n"
     "    ValueError: Unrecognized model in RedHatAI/Llama-3.2-1B-Instruct-FP8. Should have a model_type key in its "
     "config.json",
     "model_type_unknown", {}, "model_not_found",
     "Red Hat AI Inference Server 3.3 (vLLM in a RHEL 9 container) troubleshooting chapter: run rootless under podman "
     "without a user namespace, the container's user (uid 1001) cannot write the bind-mounted ./rhaiis-cache, so the "
     "model's files are not downloaded into the Hugging Face cache and the config read back has no model_type; "
     "transformers then reports the model as unrecognized. Nothing is wrong with the model or the transformers "
     "version.",
     "the page's fix: pass --userns=keep-id:uid=1001 as the first podman parameter so the files in the mounted cache "
     "have the right owner inside the container",
     release="Red Hat AI Inference Server 3.3.0 (its vLLM, not stated)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="judgement calls 1 and 2: the chapter's first item with its podman command and 'Example output' as stored "
          "(the 'Copy to Clipboard Toggle word wrap' widget text after each block dropped); the fix sentence after "
          "the output left out. The same item is in the 3.0, 3.1, 3.2, 3.4 and 3.5 chapters (3.0/3.1 add "
          "--env=VLLM_NO_USAGE_STATS=1): one source. Kind: transformers' 'Unrecognized model ... Should have a "
          "model_type key' is not README's model_type_unknown wording, the closest; the cause is the cache volume's "
          "permissions, closest model_not_found (transformers_too_old would be wrong: no newer model type involved)")

# ------------------------------------------------------------------ Hub: gated model on the two-Spark vLLM playbook (NVIDIA DGX Spark)
case("dgx-spark-playbook-vllm-two-sparks-cannot-access-gated-repo",
     "https://build.nvidia.com/spark/vllm/troubleshooting",
     "vLLM for Inference\n"
     "30 MIN\n"
     "Install and use vLLM on DGX Spark\n"
     "...\n"
     "Common Issues for running on two Sparks\n"
     "| Symptom | Cause | Fix |\n"
     "|---|---|---|\n"
     "| Node 2 not visible in Ray cluster | Network connectivity issue | Verify QSFP cable connection, check IP "
     "configuration |\n"
     "| Cannot access gated repo for URL | Certain HuggingFace models have restricted access |",
     "hub_access_denied", {}, "hub_access_denied",
     "NVIDIA's DGX Spark playbook 'vLLM for Inference', two-Spark (Ray, QSFP-linked) section: the Llama model the "
     "playbook serves is gated on Hugging Face and the token used has no access (or is stale), so the download is "
     "refused with the Hub's gated-repository error before anything loads.",
     "the playbook's fix: regenerate your Hugging Face token and request access to the gated model in the browser "
     "(re-run huggingface-cli login if the download fails)",
     release="not stated (the playbook's vLLM container for DGX Spark)", gpu="NVIDIA GB10 (DGX Spark)", gpus=2,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--kv-cache-dtype"}],
     note="judgement call 2: the page's title lines, then the two-Spark table's header and rows up to the gated-repo "
          "row's cause (its Fix cell left out); the single-Spark table in between replaced by '...' (its rows quote "
          "no error text). The table quotes the Hub's message by its head only ('Cannot access gated repo for URL'). "
          "The same table's later row 'CUDA out of memory with 405B | Insufficient GPU memory | Use 70B model or "
          "reduce max_model_len parameter' is a second failure but one case per source was taken (the first in the "
          "table's order); gpus 2 (two Sparks, one GB10 each)")

# ------------------------------------------------------------------ derived length: Ascend-vLLM FAQ (Huawei Cloud ModelArts)
case("huaweicloud-ascend-vllm-faq-max-model-len-over-derived",
     "https://support.huaweicloud.com/intl/th-th/bestpractice-modelarts/modelarts_llm_infer_5906036.html",
     "Ascend-vLLM Inference FAQs\n"
     "...\n"
     "Issue 2: ValueError:User-specified max_model_len is greater than the drived max_model_len Occurred During "
     "Inference and Prediction",
     "max_len_over_derived", {}, "max_len_over_derived",
     "Huawei Cloud ModelArts' Ascend-vLLM inference FAQ: the service is started with a --max-model-len above the "
     "model's max_position_embeddings in its config.json, which vLLM refuses at engine configuration on the Ascend "
     "NPU as on any device.",
     "the FAQ's solution: export VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 (lets vLLM take a length above the config's maximum "
     "sequence length); otherwise lower --max-model-len to the model's own limit",
     release="not stated (ModelArts Ascend-vLLM)", gpu="Huawei Ascend NPU", gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--tensor-parallel-size"}],
     note="judgement call 2: the page's title, then Issue 2's heading (Issue 1, an NPU OOM without any error text, "
          "replaced by '...'; the Solution lines left out). The FAQ retypes vLLM's message without the numbers and "
          "with its own spelling ('ValueError:User-specified', 'drived'), so no number can be read; a derived-length "
          "refusal (counted with the memory half)")

if __name__ == "__main__":
    BATCH.write()
