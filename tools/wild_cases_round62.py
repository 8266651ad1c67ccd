"""Round-62 blind batch: NON-MEMORY ways a vLLM launch dies, as reported on the vLLM issue tracker
(github.com/vllm-project/vllm) and, where the tracker's stored threads ran dry, three neighbouring trackers that quote
vLLM's own launch log (vllm-project/recipes, gpustack, QwenLM/Qwen3-VL); collected by helper wild62 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round62-blind"``; the lead grades it once
(``python tests/wild_grade.py round62``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source (src/, tests/*.py) to choose them; every expectation
(kind, printed numbers, cause, fixes that would be wrong for that user) was written from the thread only. Excerpts are
the text as the search tool's stored copy of the thread shows it (an issue is stored as chunks, "turns"; a chunk is
often cut mid-line); where lines in between were dropped the note says so; fix lines are left out of the excerpt
(they are in fix_that_worked). Where the stored chunk stops before the error line and the issue's title quotes it, the
title is the excerpt's first line, as a reporter's paste would carry it.

Sources: the search tool's issues corpus only: 15 cases, 12 from vLLM's own tracker (10 issues, 2 pull requests
whose descriptions quote the failure), 1 from vLLM's recipes tracker (vllm-project/recipes), 2 off-tracker
(gpustack, QwenLM/Qwen3-VL). 78 look-ups: 77 ``search`` (issues corpus) and 1 ``read_file`` (refused: issues are not
stored as files); no find_string, no fetch. Every url was checked against /work/coord/USED_SOURCES.txt (url and bare
number) and against the fixtures and skip lists under tests/golden/wild/ (BLIND.md). The slice is heavily mined: the
commonest non-memory failures (bf16 on Turing/Volta, heads not divisible by TP, "no kernel image", AWQ/FP8
capability, architectures not supported, NCCL unhandled system error, fork/spawn, gated repos, Failed to infer device
type, LoRA unsupported, quantization mismatch, rope_scaling, port 8000 in use, libcudart) returned only threads that
are already fixtures or named skips. Fresh ground the searches found: weight-loading mismatches, the Qwen3-Embedding
load failures, GPU/MIG UUIDs in CUDA_VISIBLE_DEVICES, engines built off the main thread or twice in a process,
expandable_segments with custom all-reduce, tool-call-parser refusals, a Triton FP8 regression on Ampere. Many fresh
threads were left because the stored chunks stop before any answer (vllm#7800/#7801 NCCL, #5842 gptq_marlin, #8484
and #10258 Qwen2-VL LoRA, #27138/#5417/#7849/#9376/#16309/#40358 load_weights KeyErrors, #9046 custom all-reduce,
#7107 Ray GPUs, #36099/#43435 libcudart, #11617/#7514 ports, #15277 GGUF deepseek2) or the error is a screenshot
(#6054, #5660, #1141). One collected case was dropped: vllm#9875 is the same reporter's cross-post, word for word, of
a used VLMEvalKit source.

Judgement calls for the lead (each case's ``note`` says more):
1. No exact kind, the closest used: Triton's "type fp8e4nv not supported in this architecture" (vllm#39610) ->
   quantization_unsupported_gpu (FP8 kernels below 8.9; torch_compile_error or vllm_check_failed the alternatives;
   the thread is a nightly regression, v0.19.0 works); argparse's "--tool-call-parser: invalid choice: 'llama3_json'"
   (vllm#9312, 0.6.2) -> vllm_check_failed (dependency_version_mismatch the alternative: docs of a newer release);
   vLLM's "KeyError: 'invalid tool call parser: openai (chose from {...})'" (recipes#51, 0.10.1) and the
   MLPSpeculator's misleading "Expected both speculative_model and num_speculative_tokens to be provided" (vllm#5893)
   -> vllm_check_failed (vLLM's own raise sites with no row).
2. Sources outside the main tracker: gpustack#2170 and QwenLM/Qwen3-VL#179 quote vLLM's own error with a maintainer's
   or the reporter's resolution (the vLLM-tracker threads of the same failures were cut before their answers);
   vllm-project/recipes#51 is vLLM's recipes tracker; vllm PRs #6770 and #56193 are pull requests whose descriptions
   quote the failure as users saw it (#56193 also names the workaround of every report). Drop them if the slice is
   read strictly as vLLM's issues.
3. Thin answers: vllm#21614 (Qwen3-Embedding on 0.10.0: only "works with 0.9.2"), vllm#9737 (port held a minute
   after a crash: the reporter's own cause, no fix read), vllm#13815 (GPU UUID; closed, fix not stored), vllm#25029
   (router g_idx: the reporter's comparison with the official checkpoint), vllm#33229 (GGUF minimax-m2: open, no
   answer; the log is conclusive). Releases the fix would need (llama3_json in 0.6.3, the 'openai' tool parser in
   0.10.2) are the collector's reading, marked so in fix_that_worked.
4. Causes: the two UUID cases are kind invalid_device_ordinal with cause cuda_visible_devices_uuid (README's row for
   int() on 'GPU-...'/'MIG-...'); the expandable_segments PR is allocator_config_incompatible; the two 'There is no
   module or parameter named' Qwen3-Embedding cases and the g_idx KeyError are weight_loading_mismatch. All 15 are
   non-memory failures: every case forbids the memory levers (--gpu-memory-utilization, --max-model-len).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round62-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ------------------------------------------------------------------ Triton FP8 kernel on Ampere (nightly regression)
case("vllm-39610-fp8e4nv-ampere-nightly-triton-block-mm",
     "https://github.com/vllm-project/vllm/issues/39610",
     "[Bug]: [Regression] MiniMax-M2.7/Qwen3.5 and other FP8 models fail on A100/Ampere with nightly while loading "
     "correctly on v0.19.0\n"
     "...\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971]   File \"/home/hubby/.venv/lib/"
     "python3.12/site-packages/triton/compiler/compiler.py\", line 80, in make_ir\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971]     return ast_to_ttir(self.fn, "
     "self, context=context, options=options, codegen_fns=codegen_fns,\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971] "
     "triton.compiler.errors.CompilationError: at 1:0:\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971] def _w8a8_triton_block_scaled_mm(\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971] ^\n"
     "(Worker_PP2_TP1_EP1 pid=34514) ERROR 04-12 01:50:23 [multiproc_executor.py:971] ValueError(\"type fp8e4nv not "
     "supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')\")",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "FP8 (block-quantized) checkpoints such as MiniMax-M2.7 and Qwen3.5-FP8 on Ampere GPUs with a vLLM nightly after "
     "v0.19.0: the nightly sends the FP8 linear layers to the Triton block-scaled W8A8 GEMM, whose fp8e4nv type Triton "
     "cannot compile below compute capability 8.9, so every worker dies while building the model's first FP8 GEMM. "
     "v0.19.0 loads the same checkpoints on the same GPUs (a weight-only path for FP8 on Ampere).",
     "the thread's title and a second user (Qwen3.5-27B-FP8 on 2 x RTX 30xx): v0.19.0 loads them; the regression was "
     "closed on the tracker (the fixing change is not in the stored chunks)",
     release="a nightly after v0.19.0 (April 2026); v0.19.0 works",
     gpu="Ampere (A100 per the title; the commenter's GPUs are not named in the stored chunk, a second user has "
         "RTX 30xx cards)",
     gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype", "value": "fp8"}],
     note="judgement call 1: the issue title, then turn 6 (rmhubbert) as stored from the Triton frame to the "
          "ValueError; the frames above it (the model's layers, vLLM's FP8 linear method) are cut from the stored "
          "chunk, marked '...'. Worker_PP2_TP1_EP1 says PP >= 3 and TP >= 2, but the reporter's command is not in "
          "the stored chunk, hence gpus None. No memory lever applies: it dies compiling a kernel")

# ------------------------------------------------------------------ Qwen3-Embedding on 0.10.0: 'layers' not in Qwen3ForCausalLM
case("vllm-21614-qwen3-embedding-8b-0100-no-param-layers",
     "https://github.com/vllm-project/vllm/issues/21614",
     "[Bug]: Qwen3 Embedding does not load in 0.10.0 - There is no module or parameter named 'layers' in "
     "Qwen3ForCausalLM\n"
     "Trying to start the vllm container with Qwen3 Embedding works with 0.9.2 but no longer with 0.10.0.\n"
     "Model: Qwen3-Embedding-8B\n"
     "$ kubectl logs  llm-qwen3-embedding-8b-bc6ffb955-77g9g -f\n"
     "Defaulted container \"qwen3-embedding-8b\" out of: qwen3-embedding-8b, qwen3-embedding-8b-gpu-test (init)\n"
     "Loading safetensors checkpoint shards:   0% Completed | 0/4 [00:00<?, ?it/s]\n"
     "ERROR 07-24 21:30:33 [core.py:632] EngineCore failed to start.\n"
     "ERROR 07-24 21:30:33 [core.py:632] Traceback (most recent call last):\n"
     "ERROR 07-24 21:30:33 [core.py:632]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py\", "
     "line 623, in run_engine_core\n"
     "ERROR 07-24 21:30:33 [core.py:632]     engine_core = EngineCoreProc(*args, **kwargs)",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Qwen3-Embedding-8B in the vllm-openai 0.10.0 container (Kubernetes): vLLM built the generative "
     "Qwen3ForCausalLM for the checkpoint and its weight loader found the checkpoint's top-level 'layers.*' tensors "
     "(an embedding export, no 'model.' prefix) matching no module of that class, so the engine core died at the "
     "first shard. The same deployment started on 0.9.2.",
     "the reporter: the same container on 0.9.2 starts; the issue was closed (the fix or flag that closed it is not "
     "in the stored chunks)",
     release="0.10.0 (vllm-openai container); 0.9.2 works", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 3: the stored chunk stops inside the traceback, before the ValueError; the issue title "
          "quotes it and is the first line here. The description's 'Your current environment' sentences are kept "
          "(one line each). A weights-vs-class failure at the first shard: no memory lever")

# ------------------------------------------------------------------ gpustack: Qwen3 embedding under vLLM 0.8.5 defaulting to generate
case("gpustack-2170-qwen3-embedding-085-embed-tokens-task-generate",
     "https://github.com/gpustack/gpustack/issues/2170",
     "Failed to run Qwen3 embedding in vLLM 0.8.5 with error \"ValueError: There is no module or parameter named "
     "'embed_tokens' in Qwen3ForCausalLM\"\n"
     "GPUStack: v0.6.1\n"
     "vLLM: v0.8.5 (custom backend version in GPUStack)\n"
     "Model: Qwen3-Embedding 0.6B or other Qwen3 embedding models\n"
     "Error log: ValueError: There is no module or parameter named 'embed_tokens' in Qwen3ForCausalLM\n"
     "Based on the vLLM startup log, the auto-detection used generate task type.\n"
     "-----------\n"
     "INFO 06-06 12:58:00 [config.py:717] This model supports multiple tasks: {'classify', 'score', 'reward', "
     "'generate', 'embed'}. Defaulting to 'generate'.",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "GPUStack v0.6.1 running Qwen3-Embedding (0.6B and larger) on a vLLM 0.8.5 backend: vLLM's task auto-detection "
     "picked 'generate' for the checkpoint, so it built the generative Qwen3ForCausalLM, whose loader has no "
     "top-level 'embed_tokens' for the embedding checkpoint's tensor names; the load failed at once.",
     "the reporter (a GPUStack maintainer): explicitly set --task=embed; a vLLM fix was tracked in vllm#19250 "
     "('No longer relevant in the latest version')",
     release="0.8.5 (GPUStack v0.6.1 custom backend)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 2 (off-tracker: GPUStack's tracker, quoting vLLM's error and startup line). The issue "
          "description as stored, title first; the 'Resolution' paragraph and the screenshot after the INFO line are "
          "left out (the fix). Another source of the same failure class as vllm-21614, on another release (0.8.5, "
          "'embed_tokens'), with the flag that fixed it")

# ------------------------------------------------------------------ Qwen2-VL GPTQ with --enable-lora on the add_qwen2_vl_new branch
case("qwen3vl-179-qwen2vl-gptq-int8-enable-lora-unsupported",
     "https://github.com/QwenLM/Qwen3-VL/issues/179",
     "Model Qwen2VLForConditionalGeneration does not support LoRA\n"
     "您好，我使用LLaMA-Factory基于Qwen2-VL-7B-Instruct-GPTQ-Int8训练了一个qlora，当使用transformers作为后端时一切正常，但速度较慢，"
     "所以我尝试使用vllm部署，但遇到了ValueError: Model Qwen2VLForConditionalGeneration does not support LoRA, but LoRA is "
     "enabled.的问题，请问如何解决或后续有相关计划吗\n"
     "我拉取了最新的add_qwen2_vl_new分支，单独部署Qwen2-VL-7B-Instruct-GPTQ-Int8是正常的\n"
     "vllm服务启动命令为：\n"
     "vllm serve /path/to/Qwen2-VL-7B-Instruct-GPTQ-Int8  --enable-lora --lora-modules lora1=/path/to/lora",
     "lora_unsupported", {}, "lora_unsupported",
     "Serving Qwen2-VL-7B-Instruct-GPTQ-Int8 with a QLoRA adapter (trained in LLaMA-Factory) through vLLM built from "
     "Qwen's add_qwen2_vl_new branch (September 2024): that release's Qwen2VLForConditionalGeneration has no LoRA "
     "support, so --enable-lora is refused at model construction; the base model alone serves fine.",
     "the Qwen maintainer (fyabc): vLLM's Qwen2-VL does not load LoRA yet (in development); merge the LoRA weights "
     "into the model and deploy the merged model (LoRA for Qwen2-VL's language backbone later landed in vLLM PR "
     "#10022, released in 0.6.4)",
     release="vLLM built from the add_qwen2_vl_new branch (Sept 2024, before 0.6.1's Qwen2-VL release)",
     gpu=None, gpus=None,
     command="vllm serve /path/to/Qwen2-VL-7B-Instruct-GPTQ-Int8  --enable-lora --lora-modules lora1=/path/to/lora",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call 2 (off-tracker: QwenLM's tracker; vLLM's own error quoted inline by the reporter). The "
          "description as stored (Chinese, title first); the maintainers' answers after it are the fix. The PR "
          "#10022 / 0.6.4 remark is from vllm#10178's maintainer answer that the same search returned (a used source, "
          "not this case's)")

# ------------------------------------------------------------------ port held for a minute after a crash (0.6.2+)
case("vllm-9737-port-in-use-minute-after-crash-062",
     "https://github.com/vllm-project/vllm/issues/9737",
     "Since version 0.6.2 (happens also in 0.6.3.post1), after the server dies (due to an exception/crash or hitting "
     "ctrl-c), for about a minute, it fails to start again with:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/home/user/code/debug/.venv/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py\", "
     "line 585, in <module>\n"
     "    uvloop.run(run_server(args))\n"
     "  File \"/home/user/code/debug/.venv/lib/python3.10/site-packages/uvloop/__init__.py\", line 82, in run\n"
     "    return loop.run_until_complete(wrapper())\n"
     "  File \"uvloop/loop.pyx\", line 1517, in uvloop.loop.Loop.run_until_complete\n"
     "  File \"/home/user/code/debug/.venv/lib/python3.10/site-packages/uvloop/__init__.py\", line 61, in wrapper\n"
     "    return await main\n"
     "  File \"/home/user/code/debug/.venv/lib/python3.10/site-packages/vllm/entrypoints/openai/api_server.py\", "
     "line 544, in run_server\n"
     "    sock.bind((\"\", args.port))\n"
     "OSError: [Errno 98] Address already in use",
     "port_in_use", {}, "port_in_use",
     "vLLM 0.6.2 / 0.6.3.post1's OpenAI server binds its port itself before starting the engine; after the previous "
     "server on that port died (crash or Ctrl-C) the port stays held (the old socket's TIME_WAIT) for about a minute, "
     "and a restart inside that minute fails on sock.bind with EADDRINUSE. Under Kubernetes the immediate restart "
     "hits it every time.",
     "the reporter: it starts again after about a minute (wait before restarting, or start on another --port); "
     "the stored chunk does not show the change that closed the issue",
     release="0.6.2 and 0.6.3.post1", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="judgement call 3: the description as stored up to the OSError; its last paragraph (Kubernetes restarts, "
          "cut mid-sentence in the stored copy) is summarised in real_cause. No memory or parallelism lever applies")

# ------------------------------------------------------------------ own GPTQModel checkpoint of Qwen3-30B-A3B: gate.g_idx on 0.10.2
case("vllm-25029-qwen3-30b-a3b-gptqmodel-gate-g-idx-0102",
     "https://github.com/vllm-project/vllm/issues/25029",
     "[Bug]: KeyError: 'layers.35.mlp.gate.g_idx' of qwen3-30b-a3b gptq int4 in v0.10.2\n"
     "...\n"
     "I find out it is OK with the official Qwen3-30b-a3b-GPTQ-int4 model in Huggingface.\n"
     "The checkpoint which v0.10.2 raise KeyError is a checkpoint I quantized myself with "
     "[GPTQModel](https://github.com/ModelCloud/GPTQModel)\n"
     "Maybe there is some different with quantized model by GPTQModel and the release of v0.10.2 breaks the "
     "compatible.\n"
     "config.json\n"
     "{\n"
     "  \"architectures\": [\n"
     "    \"Qwen3MoeForCausalLM\"\n"
     "  ],\n"
     "  ...\n"
     "  \"model_type\": \"qwen3_moe\",\n"
     "  \"moe_intermediate_size\": 768,\n"
     "  \"norm_topk_prob\": true,\n"
     "  \"num_attention_heads\": 32,\n"
     "  \"num_experts\": 128,\n"
     "  \"num_experts_per_tok\": 8,\n"
     "  \"num_hidden_layers\": 48,\n"
     "  \"num_key_value_heads\": 4,\n"
     "  \"quantization_config\": {\n"
     "    \"bits\": 4,\n"
     "    \"checkpoint_format\": \"gptq\",\n"
     "    \"desc_act\": true,",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Qwen3-30B-A3B GPTQ int4 checkpoint the reporter quantized with GPTQModel (desc_act true) carries GPTQ "
     "companion tensors for the MoE router ('mlp.gate.g_idx'), which vLLM 0.10.2's Qwen3MoeForCausalLM keeps "
     "unquantized and so has no parameter for: load_weights raises KeyError. The official Qwen3-30B-A3B-GPTQ-Int4 "
     "checkpoint loads on the same vLLM.",
     "the reporter (with Isotr0py): the official Qwen/Qwen3-30B-A3B-GPTQ-Int4 checkpoint loads on 0.10.2; the "
     "self-quantized GPTQModel checkpoint (router quantized) is what fails - quantize without the gate layers or use "
     "the official checkpoint",
     release="0.10.2", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the issue title (the KeyError) first, then the reporter's comment as stored, its config.json cut after "
          "'desc_act' (the stored chunk ends there); lines of the config before 'model_type' dropped ('...'). The "
          "router-quantized reading is the collector's from the key name and the reporter's comparison, the thread's "
          "final answer is not in the stored chunk")
# ------------------------------------------------------------------ MIG UUID in CUDA_VISIBLE_DEVICES (0.20.1, H100 MIG)
case("vllm-41848-mig-uuid-cuda-visible-devices-0201-h100",
     "https://github.com/vllm-project/vllm/issues/41848",
     "vLLM crashes on startup when `CUDA_VISIBLE_DEVICES` is set to a MIG device UUID (e.g. "
     "`MIG-377e0049-554c-540b-93c6-d0976f8426cb`). This blocks any deployment of vLLM on MIG-partitioned H100/A100 "
     "GPUs using UUID-based device assignment.\n"
     "- **vLLM version:** 0.20.1\n"
     "- **Python:** 3.12\n"
     "- **GPU:** NVIDIA H100 80 GB HBM3 SXM5, MIG enabled (`2g.20gb` partition)\n"
     "- **CUDA driver:** 580.105.08 / CUDA 13.0, torch 2.11.0+cu130\n"
     "- **OS:** Ubuntu 24.04\n"
     "...\n"
     "# Run vLLM targeting the MIG instance by UUID (CUDA-recommended approach)\n"
     "CUDA_VISIBLE_DEVICES=\"MIG-377e0049-554c-540b-93c6-d0976f8426cb\" \\\n"
     "  vllm serve TinyLlama/TinyLlama-1.1B-Chat-v1.0 --port 8001\n"
     "File \".../vllm/platforms/interface.py\", line 230, in device_id_to_physical_device_id\n"
     "    return int(physical_device_id)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ValueError: invalid literal for int() with base 10: 'MIG-377e0049-554c-540b-93c6-d0976f8426cb'",
     "invalid_device_ordinal", {}, "cuda_visible_devices_uuid",
     "vLLM 0.20.1 on a MIG slice (2g.20gb) of an H100, addressed the way NVIDIA recommends, by its MIG UUID in "
     "CUDA_VISIBLE_DEVICES: vLLM's platform layer maps each visible device back to a physical index with int() on "
     "the variable's entries, which fails on a UUID, so the server dies before the model loads.",
     "address the device by index instead of UUID (the reporter's analysis; a fix that falls back to the logical "
     "device id was proposed in PR #46132, open in the stored copy; the issue closed as stale)",
     release="0.20.1", gpu="NVIDIA H100 80GB HBM3 SXM5, MIG 2g.20gb slice", gpus=1,
     command="CUDA_VISIBLE_DEVICES=\"MIG-377e0049-554c-540b-93c6-d0976f8426cb\" vllm serve "
             "TinyLlama/TinyLlama-1.1B-Chat-v1.0 --port 8001",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="the description's summary, its Environment list, the command line of its reproduction (the nvidia-smi "
          "MIG set-up lines before it dropped, marked '...') and its Error block as stored; the analysis after it ('Full "
          "traceback ...') left out. gpus 1: one MIG slice is the whole device the process sees")

# ------------------------------------------------------------------ GPU UUID in CUDA_VISIBLE_DEVICES (source build, Feb 2025)
case("vllm-13815-gpu-uuid-cuda-visible-devices-source-build",
     "https://github.com/vllm-project/vllm/issues/13815",
     "[Bug]: ValueError: invalid literal for int() with base 10 for device_id_to_physical_device_id` function\n"
     "  File \"/home/users/ntu/hong0259/vllm/vllm/platforms/interface.py\", line 175, in has_device_capability\n"
     "    current_capability = cls.get_device_capability(device_id=device_id)\n"
     "                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/users/ntu/hong0259/vllm/vllm/platforms/cuda.py\", line 64, in wrapper\n"
     "    return fn(*args, **kwargs)\n"
     "           ^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/users/ntu/hong0259/vllm/vllm/platforms/cuda.py\", line 255, in get_device_capability\n"
     "    physical_device_id = device_id_to_physical_device_id(device_id)\n"
     "                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \"/home/users/ntu/hong0259/vllm/vllm/platforms/cuda.py\", line 53, in device_id_to_physical_device_id\n"
     "    return int(physical_device_id)\n"
     "           ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "ValueError: invalid literal for int() with base 10: 'GPU-52a3a85d-3c55-ca3a-a955-82c69ed360fc'\n"
     "Traceback (most recent call last):\n"
     "  File \"/home/users/ntu/hong0259/miniconda3/envs/vllm/bin/vllm\", line 8, in <module>\n"
     "    sys.exit(main())\n"
     "             ^^^^^^\n"
     "  File \"/home/users/ntu/hong0259/vllm/vllm/entrypoints/cli/main.py\", line 73, in main\n"
     "    args.dispatch_function(args)",
     "invalid_device_ordinal", {}, "cuda_visible_devices_uuid",
     "vllm serve from a source checkout (February 2025) on a shared cluster whose scheduler sets CUDA_VISIBLE_DEVICES "
     "to the allocated GPU's UUID ('GPU-52a3...'): vLLM's CUDA platform converts each entry with int() to find the "
     "physical device, which fails on a UUID, before any model work.",
     "set CUDA_VISIBLE_DEVICES to the GPU's integer index (or unset the UUID the job scheduler exported); the issue "
     "was closed, the change that closed it is not in the stored chunk",
     release="source build (February 2025, between 0.7.3 and 0.8.0)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the issue title first, then the stored chunk of turn 0 as stored (it starts mid-traceback and stops "
          "inside the outer traceback). The cluster / scheduler reading comes from the /home/users/ntu paths, not "
          "from the thread's words")

# ------------------------------------------------------------------ two LLM() in one process: data parallel group (2023)
case("vllm-549-data-parallel-group-already-initialized-two-llms",
     "https://github.com/vllm-project/vllm/issues/549",
     "AssertionError: data parallel group is already initialized\n"
     "Hi, when doing inference on a single-gpu, i encountered this assertion error.",
     "parallel_group_reinitialized", {}, "parallel_group_reinitialized",
     "vLLM 0.1.x (July 2023) with two vllm.LLM engines built in one Python process, one per service: the first "
     "engine initialised torch.distributed's model-parallel groups, and the second LLM() found them already set and "
     "failed the assertion, on a single GPU.",
     "the reporter: 'Solved! I initialized two LLM models for different service.' - build one LLM per process (a "
     "second model in its own process or server)",
     release="0.1.x (July 2023)", gpu=None, gpus=1,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the title (the AssertionError as the reporter quoted it) and the one-line description; the reporter's "
          "'Solved!' comment and the later users' workaround (commenting the checks out, PR #817) left out")

# ------------------------------------------------------------------ engine built off the main thread (0.5.3 multiproc executor)
case("vllm-6770-signal-main-thread-053-engine-in-thread",
     "https://github.com/vllm-project/vllm/pull/6770",
     "This was broken in the `0.5.3` release when these signal calls were introduced. It results in the following "
     "error when deploying on our machines:\n"
     "ValueError: signal only works in main thread of the main interpreter\n"
     "...\n"
     "We are using `uvicorn` to start our service and initializing a vLLM engine using "
     "`vllm.AsyncLLMEngine.from_engine_args()` so nothing special.",
     "engine_not_main_thread", {}, "engine_not_main_thread",
     "vLLM 0.5.3's multiprocessing GPU executor installs signal handlers when the engine starts; the reporters "
     "build vllm.AsyncLLMEngine inside a FastAPI/uvicorn service in a separate thread (so the API can answer "
     "'model is loading'), and Python only allows signal handlers on the main thread, so the engine dies at start "
     "(Llama 3.1 on 0.5.3 blocked).",
     "this PR (merged): guard the executor's signal calls so they are only set on the main thread (the authors "
     "asked for a 0.5.3.post2); meanwhile build the engine on the main thread",
     release="0.5.3 (multiprocessing GPU executor)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="a pull request of vLLM's tracker (its description quotes the failure); the description's first paragraph "
          "and the author's first reply (quoted after '...'); the author's later reply that explains the separate "
          "thread is summarised in real_cause, the fix borrowed from Lightning left out")

# ------------------------------------------------------------------ expandable_segments + custom all-reduce at TP>1
case("vllm-pr56193-expandable-segments-custom-allreduce-tp",
     "https://github.com/vllm-project/vllm/pull/56193",
     "With `expandable_segments:True` set, a TP>1 server dies immediately after CUDA graph capture with nothing but:\n"
     "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:164 'invalid argument'\n"
     "(EngineCore) ERROR Worker proc VllmWorker-0 died unexpectedly (exit code: None)\n"
     "No Python traceback, no indication of the cause. Reported on 4xH200 and 2xRTX 3090 (#42609), 4xH100 (#49101) "
     "and 2xRTX 5090 (#56180); in every case the workaround is unsetting `expandable_segments:True` or passing "
     "`--disable-custom-all-reduce`.",
     "allocator_config_incompatible", {}, "allocator_config_incompatible",
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True makes PyTorch back tensors with CUDA VMM ranges; vLLM's custom "
     "all-reduce shares its CUDA-graph buffers across the TP ranks with cudaIpcGetMemHandle, which rejects VMM-backed "
     "pointers ('invalid argument'), and the kernel's CUDACHECK exits the worker right after graph capture.",
     "unset expandable_segments:True (keep other allocator options) or pass --disable-custom-all-reduce; this PR "
     "(closed in the stored copy) would disable custom all-reduce automatically when expandable segments are on",
     release="0.2x (PR of September 2026; the linked reports span v0.22.0 onwards)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}],
     note="a pull request of vLLM's tracker whose description quotes the failure as users see it; the Purpose "
          "paragraph up to the workaround sentence (the workaround is the fix, kept because the description states "
          "it in the same sentence as the reports; the 'Root cause' and 'Fix' paragraphs left out). Reports "
          "#42609 (a used source) and #49101/#56180 are only named here, not read")

# ------------------------------------------------------------------ --tool-call-parser llama3_json on 0.6.2 (argparse choices)
case("vllm-9312-tool-call-parser-llama3-json-invalid-choice-062",
     "https://github.com/vllm-project/vllm/issues/9312",
     "running on k8s 0.6.2\n"
     "I am trying to get Llama3 tools working and according to the docs "
     "https://github.com/vllm-project/vllm/blob/main/docs/source/serving/openai_compatible_server.md"
     "#tool-calling-in-the-chat-completion-api-1 there is an option for llama3_json which I would guess is for "
     "supporting llama 3 models?\n"
     "api_server.py: error: argument --tool-call-parser: invalid choice: 'llama3_json' (choose from 'mistral', "
     "'hermes')",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.6.2 on Kubernetes, started with --tool-call-parser llama3_json as the docs on the main branch describe: "
     "0.6.2's api_server only offers the 'mistral' and 'hermes' parsers as argparse choices, so the server exits "
     "at argument parsing; llama3_json belongs to a newer release than the one deployed.",
     "use a release whose --tool-call-parser choices include llama3_json (the docs read were main's; the collector's "
     "reading is that it shipped in 0.6.3) or, on 0.6.2, one of the listed parsers; the stored chunk has no "
     "maintainer answer",
     release="0.6.2 (Kubernetes)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="judgement call (no exact kind): argparse's 'invalid choice' for --tool-call-parser; vllm_check_failed is "
          "the closest row (a value vLLM itself refuses, naming the values it accepts), dependency_version_mismatch "
          "the alternative (docs of a newer release than the one installed). The description as stored up to the "
          "error line; the follow-on hermes attempt (a request-time 400 error, not a launch failure) left out")

# ------------------------------------------------------------------ --tool-call-parser openai on 0.10.1 (gpt-oss, vLLM recipes)
case("vllm-recipes-51-gpt-oss-tool-call-parser-openai-0101",
     "https://github.com/vllm-project/recipes/issues/51",
     "When I try to launch `vllm serve` with the `--tool-call-parser openai` option, the server crashes with a "
     "`KeyError`.\n"
     "vllm serve openai/gpt-oss-120b  \\\n"
     "  --tensor_parallel_size 8 \\\n"
     "  --max-model-len 131072 \\\n"
     "  --max-num-batched-tokens 10240 \\\n"
     "  --max-num-seqs 128 \\\n"
     "  --tool-call-parser openai \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --gpu-memory-utilization 0.85 \\\n"
     "  --no-enable-prefix-caching\n"
     "(APIServer pid=966592)     raise KeyError(f\"invalid tool call parser: {args.tool_call_parser} \"\n"
     "(APIServer pid=966592) KeyError: 'invalid tool call parser: openai (chose from { deepseek_v3, glm45, "
     "granite-20b-fc, granite, hermes, hunyuan_a13b, internlm, jamba, kimi_k2, llama4_pythonic, llama4_json, "
     "llama3_json, minimax, mistral, phi4_mini_json, pythonic, qwen3_coder, step3, xlam })'\n"
     "* vLLM version: \\[0.10.1]\n"
     "* GPU type and count: \\[H100 * 8]",
     "vllm_check_failed", {}, "vllm_check_failed",
     "gpt-oss-120b on 8 x H100 with vLLM 0.10.1 and --tool-call-parser openai (as the gpt-oss recipe of a later "
     "release says): 0.10.1's tool-parser registry has no 'openai' parser, so the API server's argument validation "
     "raises KeyError before the engine starts; the parser belongs to a newer release than the one installed.",
     "upgrade to a release whose tool-parser list includes 'openai' (the gpt-oss recipe's release; the collector's "
     "reading: 0.10.2), or drop --tool-call-parser/--enable-auto-tool-choice on 0.10.1; the stored chunk cuts the "
     "first answer ('Bu...')",
     release="0.10.1", gpu="NVIDIA H100", gpus=8,
     command="vllm serve openai/gpt-oss-120b --tensor_parallel_size 8 --max-model-len 131072 "
             "--max-num-batched-tokens 10240 --max-num-seqs 128 --tool-call-parser openai --enable-auto-tool-choice "
             "--gpu-memory-utilization 0.85 --no-enable-prefix-caching",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--max-num-seqs"}],
     note="vLLM's recipes tracker (vllm-project/recipes), not the main tracker. The description's sentence, its "
          "command, its error block and its Environment lines as stored (the markdown headers 'Steps to Reproduce' / "
          "'Actual Behavior' / 'Environment' and the Expected-behaviour and Question paragraphs dropped). The "
          "numbers are left empty as in the other non-memory cases (the failing line prints none; the command's "
          "flags are in 'command'); the parser list is as stored. Not a memory failure: the flags that size memory are all beside the point")

# ------------------------------------------------------------------ MLPSpeculator with more speculative tokens than it predicts
case("vllm-5893-mlp-speculator-num-speculative-tokens-4-over-3",
     "https://github.com/vllm-project/vllm/issues/5893",
     "When using `MLPSpeculator` as the speculative model, each model has an upper-limit on how "
     "`num_speculative_tokens` can be set. This corresponds to the value of `n_predict` in the config of the "
     "speculative model. Currently, if the user tries to set `num_speculative_tokens` to a value higher than what is "
     "supported we get a confusing message. For example, if one uses `ibm-fms/llama-13b-accelerator` and sets "
     "`num_speculative_tokens=4` we will get the following message:\n"
     "ValueError: Expected both speculative_model and num_speculative_tokens to be provided, but found "
     "speculative_model='ibm-fms/llama-13b-accelerator' and num_speculative_tokens=4.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM (June 2024, 0.5.0.post1 era) with the MLPSpeculator draft ibm-fms/llama-13b-accelerator and "
     "num_speculative_tokens=4: the speculator's config predicts at most n_predict = 3 tokens, and the "
     "speculative-decoding config check refuses the combination with a misleading 'expected both ... to be "
     "provided' message, so the engine never starts.",
     "the reporter (a vLLM contributor): set num_speculative_tokens to at most the speculator's n_predict (3 for "
     "ibm-fms/llama-13b-accelerator); the issue asks for a clearer message",
     release="0.5.0.post1 era (June 2024)", gpu=None, gpus=None,
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}],
     note="the description as stored, up to the error message; the sentence after it (the model's limit, with the "
          "config link) is in the fix. The message names the model and the token count but not the limit: the "
          "reading needs the speculator's config (n_predict), which the description states")

# ------------------------------------------------------------------ GGUF of MiniMax-M2.1 on v0.14.0
case("vllm-33229-gguf-minimax-m2-not-supported-0140",
     "https://github.com/vllm-project/vllm/issues/33229",
     "## Docker\n"
     "`vllm/vllm-openai:v0.14.0`\n"
     "vllm serve /unsloth/MiniMax-M2.1-GGUF/UD-IQ2_M/MiniMax-M2.1-UD-IQ2_M-00001-of-00002.gguf \\\n"
     "    --host 0.0.0.0 \\\n"
     "    --port 8000 \\\n"
     "    --max-model-len auto \\\n"
     "    --enable-auto-tool-choice\n"
     "ValueError: GGUF model with architecture minimax-m2 is not supported yet.",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Unsloth's IQ2_M GGUF of MiniMax-M2.1 (first of two split files) served with the vllm-openai v0.14.0 image: "
     "vLLM reads GGUF checkpoints through transformers' GGUF loader, which has no mapping for the minimax-m2 "
     "architecture, so the config cannot be built and the server exits before any GPU work. (vLLM's GGUF path also "
     "expects a single merged file.)",
     "none in the stored thread (open, no answer): the log itself says the GGUF architecture is unsupported - serve "
     "the model's safetensors (or an AWQ/FP8) checkpoint with vLLM, or the GGUF with llama.cpp",
     release="0.14.0 (vllm/vllm-openai:v0.14.0)", gpu=None, gpus=None,
     command="vllm serve /unsloth/MiniMax-M2.1-GGUF/UD-IQ2_M/MiniMax-M2.1-UD-IQ2_M-00001-of-00002.gguf --host 0.0.0.0 "
             "--port 8000 --max-model-len auto --enable-auto-tool-choice",
     forbidden=NO_MEMORY_FIX + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="the description as stored (environment line, command, error; the code fences dropped). No answer in "
          "the thread: the cause is the log's own (transformers' GGUF architecture table); the split-file remark "
          "in real_cause is the collector's, not the thread's")

if __name__ == "__main__":
    BATCH.write()
