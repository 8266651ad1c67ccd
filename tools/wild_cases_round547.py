"""Round-547 blind batch: vLLM start-up failures reported on MODEL VENDORS' and QUANTIZERS' trackers and model cards'
discussion pages (Qwen, DeepSeek, Mistral, Microsoft Phi, Google Gemma, IBM Granite, NVIDIA Nemotron, AI2 OLMo,
Cohere, InternLM, Baichuan, Moonshot, StepFun, MiniMax, Tencent Hunyuan, Baidu ERNIE, Xiaomi MiMo; AutoAWQ,
AutoGPTQ / GPTQModel, llm-compressor, bitsandbytes, ModelOpt, AMD Quark, Intel auto-round, unsloth, TheBloke /
RedHatAI / neuralmagic checkpoints); collected by helper wild547 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round547-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on this excerpt, and did not read kvroom's source; every expectation was written from the source thread
only (and, for the label, from the earlier fixture of the same message on the same tracker). The excerpt is the text
as the search tool's issues corpus stores it; no fix is in it.

Look-ups: 29 of the 35 allowed (29 ``search``: 21 corpus=issues, 7 corpus=docs, 1 corpus=pages; no read_file, fetch,
find_files or find_repos). 1 case: intel/auto-round #1462 (MiniMax-M2.5 int4-mixed AutoRound checkpoint on vLLM,
TP 4, KeyError 'layers.40.block_sparse_moe.gate.qweight' while loading weights). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is close to exhausted: nearly every vendor / quantizer thread with a vLLM start-up error that the corpora
return is already a source or a named skip of an earlier round (rounds 52, 99, 114, 128, 203, 247, 249, 269, 281,
286, 317, 330, 359, 418, 433, 444, 468, 479, 485, 489, 496-499, 513, 535), and the stored chunks of the new ones stop
inside the traceback (the issues corpus returns the same turn-0 chunk to every query about a thread, so a later
turn with the error line or the answer could not be reached).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): MoonshotAI/Moonlight #26; PaddlePaddle/ERNIE #1000, #1389; Tencent-Hunyuan/
  Hunyuan-A13B #8; vllm #9531, #6986, #9922; HF discussions unsloth/Meta-Llama-3.1-8B-Instruct-bnb-4bit #9,
  nvidia/Llama-3.1-Nemotron-70B-Instruct #3, nvidia/NVLM-D-72B #17, swiss-ai/Apertus-8B-Instruct-2509 #8,
  neuralmagic/Phi-3-mini-128k-instruct-quantized.w8a8 #1, casperhansen/vicuna-7b-v1.5-awq #1.
- Named in earlier rounds' skip lists (not re-opened): ModelCloud/GPTQModel #1455; OpenGVLab/InternVL #1059;
  intel/auto-round #1464, #1499, #769, #586 (a case); AutoGPTQ/AutoGPTQ #739; NVIDIA/Model-Optimizer #228;
  casper-hansen/AutoAWQ #217; Tencent-Hunyuan/Hunyuan-A13B #22, Hunyuan-MT #37, HunyuanOCR #18, Tencent/AngelSlim #61;
  NVIDIA-NeMo/Nemotron #289; kyuz0/amd-strix-halo-vllm-toolboxes #15; deepseek-ai/DeepSeek-Coder-V2 #34; HF
  discussions unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, alpindale/c4ai-command-r-plus-GPTQ #4,
  casperhansen/mistral-nemo-instruct-2407-awq #1, RedHatAI/gemma-4-26B-A4B-it-FP8-Dynamic #1,
  nvidia/Gemma-4-26B-A4B-NVFP4 #3, microsoft/Phi-3.5-MoE-instruct #49, Phi-4-multimodal-instruct #51/#57,
  mistralai/Ministral-8B-Instruct-2410 #6.
- New, but the error line or the cause is not in the stored text (left for a later round, not appended to
  USED_SOURCES.txt): ModelCloud/GPTQModel #2157 (MiniMax-M2 GPTQ with dynamic {} on a vLLM branch; the chunk stops at
  'param = params_dict[name]' in minimax_m2.py load_weights, the KeyError line is cut; 2 look-ups);
  Tencent-Hunyuan/Hunyuan-A13B #7 ('gptq int4 do not support sm75 2080ti': docker-compose log stops inside
  HunYuanDecoderLayer construction, open, no answer; 2 look-ups); intel/auto-round #1726 (Qwen3.6-27B int4, the title
  error 'ValueError: Fused module ... gate_up_proj ...' is itself truncated with '...', traceback cut in make_layers);
  vllm-project/llm-compressor #2427 (Qwen3-Next AWQ W4A16 on vLLM 0.11.0, 8x A100 40G, TP 8: only the start-up args
  stored); RedHatAI/gemma-4-26B-A4B-it-NVFP4 (HF) #6 (2x RTX 4000 PRO, vLLM 0.20.0, TP 2: the stored chunk stops in
  the start-up banner; 2 look-ups); MiniMax-AI/MiniMax-M2 #8 (prose only, no log); MetaX-MACA/vLLM-metax #222
  (MiniMax-M2.5 AWQ KeyError on a MetaX fork: outside the slice); unsloth/DeepSeek-R1-Distill-Qwen-32B-unsloth-bnb-4bit
  #1 and unsloth/Mistral-Small-24B-Instruct-2501-unsloth-bnb-4bit #2 (only profile pages stored).
- Not vLLM or not a vLLM launch: PaddlePaddle/ERNIE #1005 (transformers script), InternLM/lagent #49 (transformers),
  mlx-community c4ai-command-r7b / c4ai-command-r-v01 discussions (mlx-lm), ztxz16/fastllm #562 (fastllm),
  CohereForAI/aya-expanse-8b #18 (QLoRA training), logikon-ai/cot-eval #44 / #51 (langchain wrapper, cut).

Judgement calls for the lead:
1. autoround-1462: the KeyError line is in the stored text only as the issue's title (the body's traceback is stored
   up to worker_main; the issue is closed but no reply is stored). Taken because the message itself pins the class
   (a 'qweight' tensor for the MoE router gate that vLLM's MiniMax-M2 model builds unquantized), because the same
   tracker's maintainer diagnosed the identical message for Qwen3-30B-A3B (autoround-586, round 330: 'known issue:
   vLLM's support for quantized MoE models ... is currently limited') and because the checkpoint is a '-mixed' one
   (mixed-bit is the AutoRound README's other listed vLLM limit). Round 330 skipped the sibling #1464 for a title-only
   error; the lead may drop this case on the same ground. Kind/cause weight_loading_mismatch as in autoround-586.
   No fix is stored for this thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round547-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- intel/auto-round #1462: MiniMax-M2.5 int4-mixed AutoRound, TP 4 -> KeyError gate.qweight
case("autoround-1462-minimax-m25-int4-mixed-autoround-tp4-keyerror-block-sparse-moe-gate-qweight",
     "https://github.com/intel/auto-round/issues/1462",
     "# [Bug]: MiniMax-M2.5 INT4 inference: KeyError: 'layers.40.block_sparse_moe.gate.qweight'\n"
     "\n"
     "### Problem Description\n"
     "\n"
     "Use vllm inference: \n"
     "1. following https://huggingface.co/MiniMaxAI/MiniMax-M2.5/blob/main/docs/vllm_deploy_guide.md\n"
     "2. `vllm serve INC4AI/MiniMax-M2.5-int4-mixed-AutoRound --port 7777 --host localhost --trust-remote-code "
     "--dtype bfloat16 --tensor_parallel_size 4 --max-model-len 4096 --max-num-seqs 64 --gpu-memory-utilization 0.8 "
     "--enable-auto-tool-choice --tool-call-parser minimax_m2 --reasoning-parser minimax_m2_append_think`\n"
     "\n"
     "```\n"
     "[VLLM LOG] (Worker_TP3 pid=30118) ERROR 02-24 05:22:44 [multiproc_executor.py:772] WorkerProc failed to start.\n"
     "[VLLM LOG] (Worker_TP3 pid=30118) ERROR 02-24 05:22:44 [multiproc_executor.py:772] Traceback (most recent call "
     "last):\n"
     "[VLLM LOG] (Worker_TP3 pid=30118) ERROR 02-24 05:22:44 [multiproc_executor.py:772]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/v1/executor/multiproc_executor.py\", line 743, in worker_main\n"
     "[VLLM LOG] (Worker_TP3 pid=30118) ERROR 02-24 05:22:44 [multiproc_executor.py:772]     worker = "
     "WorkerProc(*args, **kwargs)\n"
     "[VLLM LOG] (Worker_TP3 pid=30118) ERROR 02-24 05:22:44 [multiproc_executor.py:772]              "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Intel's AutoRound test team (February 2026) serving INC4AI/MiniMax-M2.5-int4-mixed-AutoRound with vLLM at TP 4, "
     "following MiniMax's vLLM deploy guide: the mixed-bit AutoRound checkpoint stores the MoE router gate of (at "
     "least) layer 40 as a quantized tensor ('block_sparse_moe.gate.qweight'), while vLLM's MiniMax-M2 model builds "
     "the router gate as an unquantized layer with no 'qweight' parameter, so the worker's weight loader meets a "
     "name it has no slot for and the worker fails to start. A checkpoint / model-definition mismatch of a quantized "
     "MoE, not memory, not the GPU (the same message and diagnosis as autoround-586 on the same tracker).",
     "no fix reached in the stored text (the issue is closed; no reply is stored). By the same tracker's diagnosis "
     "of the identical message (intel/auto-round #586, wenhuach21): vLLM's support for quantized MoE models is "
     "limited; what would load is a checkpoint that keeps the MoE router gates unquantized, or a vLLM whose "
     "MiniMax-M2 model accepts a quantized gate",
     command="vllm serve INC4AI/MiniMax-M2.5-int4-mixed-AutoRound --port 7777 --host localhost --trust-remote-code "
             "--dtype bfloat16 --tensor_parallel_size 4 --max-model-len 4096 --max-num-seqs 64 "
             "--gpu-memory-utilization 0.8 --enable-auto-tool-choice --tool-call-parser minimax_m2 "
             "--reasoning-parser minimax_m2_append_think",
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the description as stored (the error line appears only in the title; the "
          "stored traceback stops at worker_main). Judgement call 1: title-only error, cause read from the message "
          "and the same tracker's diagnosis of the identical KeyError (autoround-586). No GPU, vLLM release or "
          "reply is stored; the TP 4 launch implies at least four GPUs, not given as gpus.")

BATCH.write()
