"""Round-359 blind batch: MODEL VENDORS' TRACKERS (QwenLM/*, zai-org / THUDM GLM*, deepseek-ai/*, MoonshotAI/Kimi*,
MiniMax-AI/*, google-deepmind/gemma, meta-llama/*, mistralai/*, microsoft/Phi*, baidu ERNIE, Tencent Hunyuan,
OpenGVLab InternVL, stepfun) where deploying the vendor's model with vLLM failed at start-up; collected by helper
wild359 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round359-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 49 of the 50 allowed (all ``search`` corpus=issues; no read_file, find_string, find_files or fetch: issue
threads are reachable only as search chunks; recounted from the session's calls at the end). 5 cases.

THE SLICE IS MINED OUT in this corpus: every vendor-owned tracker thread the searches surfaced (QwenLM/Qwen3, Qwen3-VL,
Qwen2.5-Omni, Qwen3-VL-Embedding, zai-org GLM-4 / GLM-4.5 / GLM-V / GLM-5, deepseek-ai DeepSeek-OCR / -R1 / -V2 / -V3,
MoonshotAI Kimi-K2 / Kimi-VL, MiniMax-AI M1 / M2 / M2.5, Tencent-Hunyuan HunyuanOCR / A13B / MT, PaddlePaddle/ERNIE,
OpenGVLab/InternVL, stepfun-ai Step-Audio*) was already in USED_SOURCES.txt, already named as a skip by an earlier
round, or stored without the error line or without any cause. NONE of the five cases is from a vendor-owned tracker:
each is a vendor's model (Microsoft Phi, DeepSeek, Qwen x3) failing at vLLM start-up, reported on another tracker
(the vendor's own model PR in vLLM, vLLM's tracker, ModelScope's ms-swift, transformers, a DGX-Spark docker kit).
The lead may drop them as off-slice; see Judgement calls 1.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): QwenLM/Qwen3 #12, #16, #110, #295, #845; QwenLM/Qwen3-VL #51, #1489;
  QwenLM/Qwen3-VL-Embedding #21; zai-org/GLM-4.5 #56; MiniMax-AI/MiniMax-M2 #40; MiniMax-AI/MiniMax-M1 #21;
  MoonshotAI/Kimi-VL #15; deepseek-ai/DeepSeek-OCR #5; deepseek-ai/DeepSeek-V2 #83; Tencent-Hunyuan/Hunyuan-A13B #8;
  PaddlePaddle/ERNIE #1389; jingyaogong/minimind #405; EuroEval #1117; EvolvingLMMs-Lab/LongVT #9; baidu/vLLM-Kunlun
  #477; vllm #15871, #16608, #23955, #27761, #30214, #31936, #33229, #44376, #51041.
- Named skips of earlier rounds (checked with grep on tools/wild_cases_round*.py, not re-spent): MiniMax-M2 #84,
  Kimi-K2 #122 (image), HunyuanOCR #14/#15/#18/#25, Hunyuan-MT #37, Hunyuan-A13B #22, Tencent/AngelSlim #61,
  Qwen3-VL #1319/#1493/#1589, Qwen3 #1349/#1440, Qwen2.5-Omni #63/#132, zai-org/GLM-4 #47/#793, GLM-V #126/#162/#208,
  DeepSeek-R1 #588 (twin of vllm #15336), DeepSeek-V3 #1012, DeepSeek-OCR #49, MiniMax-M2.5 #30, InternVL #1059/#1173,
  Qwen3-VL-Embedding #48, gpustack #4268, vllm #16715, #31480, vllm-ascend #3325.
- New, not taken (error line not stored, or no cause reachable):
  QwenLM/Qwen2.5-Omni #374 (the 'Qwen2_5OmniForConditionalGeneration has no vLLM implementation' ValueError only in
  the title; body is one sentence, no reply); zai-org/GLM-5 #10 (GLM-5-FP8 on a vLLM nightly: only the wrapper
  'Engine core initialization failed' stored); MoonshotAI/Kimi-VL #41 (Kimi-VL-A3B-Instruct --dtype half on V100,
  0.8.5.dev: chunks stop inside execute_model, no final error, no answer; 2 look-ups); QwenLM/Qwen3-VL #1520 (Qwen3-VL
  MoE Thinking at TP/EP: 'Following weights were not initialized from checkpoint: {language_model.model.layers...}'
  in a comment, but no cause or fix reachable -- a good case if a later turn is found); QwenLM/Qwen3-VL-Embedding #48
  (8B fails where 2B loads on 0.11.0; body stops at '报错信息如下：' and the traceback chunk before the error;
  Qwen3-VL-Embedding #89 and vllm PR #30303 point at the 8B checkpoint lacking lm_head.weight); vllm #31387 (FP8
  models with --quantization fp8 on 8x A100-PCIE-40GB: chunk stops in load_model; jinzhen-lin: fixed by PR #30962);
  vllm #30776 (Qwen3-Omni offline) and #17725 (InternVL3-9B-AWQ, 0.8.4): only config lines came back; vllm #28712
  (qwen3-vl-32b, the 'not initialize' set printed empty, author then runs it fine, no cause).
- Not start-up / not vLLM / no error text: stepfun-ai/Step-Audio-EditX #57 (asks for a command), stepfun-ai/Step-Audio2
  #72 (engine-step failure while serving), vllm #24714 (Hunyuan-7B output quality), vllm-project/recipes PR #550
  (Kimi-Linear run-time), OpenGVLab/InternVL #173 (own model_worker, not vLLM), InternVL #1173 (request-time chat
  template), MetaX-MACA/vLLM-metax #159 (code only), vllm-ascend #7276 ('ERR99999 UNKNOWN applicaiton exception',
  version-pair fix; names no failure), nlzy/vllm-gfx906 PR #45 (fork-specific Qwen3-Next GPTQ KeyError),
  QwenLM/Qwen3-VL-Embedding #89 (transformers / mlx load, not vLLM).

Judgement calls for the lead:
1. Off-slice trackers, all five: vllm PR #20702 is Microsoft's own Phi-4-mini-flash-reasoning support PR (closest to a
   vendor venue); vllm #25797 (Qwen3-Next AWQ), ms-swift #9802 (Qwen3.6 LoRA export) and transformers #40968 (Qwen3-Next
   re-saved) are Qwen models; eugr/spark-vllm-docker #209 is DeepSeek-V4-Flash on a DGX-Spark kit. Keep or drop them
   as a block; none was taken to pad the count against a vendor-tracker case.
2. ms-swift #9802 and transformers #40968 share one root cause (transformers drops a Qwen MTP head on re-save, vLLM's
   MTP drafter then has no weights) but are different users, models (Qwen3.6-35B-A3B vs Qwen3-Next-80B-A3B-Thinking)
   and vLLM releases (0.25.1 vs Sept 2025). Labelled weight_loading_mismatch like GLM-OCR #119 (an export that dropped
   the MTP layer). Keep one if you count root causes. #40968's fix is not in its stored text (inferred; said so).
3. eugr/spark-vllm-docker #209 ('Sparse Attention Indexer CUDA op requires DeepGEMM to be installed.' on sm_121):
   kind vllm_check_failed (how earlier rounds labelled 'DeepGEMM not available' refusals, e.g. round 123's nemo-retriever
   PR #2292) and cause attention_backend_gpu (the sparse-attention path has no sm_12x kernel); earlier DeepGEMM-arch cases
   (vllm-40851, vllm-41027) used quantization_unsupported_gpu -- either label is defensible; no new label made.
4. vllm PR #20702 ('Phi4Flash currently does not support prefix caching'): kind and cause vllm_check_failed, as round
   206's vllm-3355 (prefix caching refused for sliding window). The excerpt is the user's paste of the final line only.
5. vllm #25797 has no reply in the stored text; real_cause is read from the KeyError name (a plain '.weight' shared-
   expert tensor the quantized layer did not expect) and says so.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round359-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm PR #20702 (Microsoft's Phi-4-mini-flash-reasoning support PR): prefix caching refused
case("vllm-pr20702-phi4-mini-flash-reasoning-prefix-caching-unsupported",
     "https://github.com/vllm-project/vllm/pull/20702",
     "AssertionError: Phi4Flash currently does not support prefix cachingI have set `VLLM_ATTENTION_BACKEND` to "
     "`DIFFERENTIAL_FLASH_ATTN` and successfully started the service. I remember using the V1 engine. However, when I "
     "tried to start it again, the following error occurred:\n"
     "\n"
     "**\"Phi4Flash currently does not support prefix caching.\"**",
     "vllm_check_failed", {}, "vllm_check_failed",
     "microsoft/Phi-4-mini-flash-reasoning (Phi4FlashForCausalLM, the SambaY hybrid with Mamba layers and differential "
     "attention) started on a vLLM of July 2025 with automatic prefix caching on (the V1 default): the Phi4Flash model "
     "code asserts that prefix caching is off, because its Mamba layers keep no per-token KV that prefix caching could "
     "reuse, and at that time the model ran only on the V0 engine. A feature refusal, not memory or parallelism.",
     "maintainer renll in the same PR (2025-07-26): 'Unfortunately, we does not support prefix caching because of "
     "Mamba layers. And we currently only support V0 engine.' -- i.e. start it with prefix caching disabled "
     "(--no-enable-prefix-caching / enable_prefix_caching=False) on the V0 engine (VLLM_USE_V1=0) with "
     "VLLM_ATTENTION_BACKEND=DIFFERENTIAL_FLASH_ATTN; later vLLM dropped the model until PR #44963 re-added it for V1",
     release="vLLM of July 2025 (the release carrying PR #20702, 0.10.0-era; exact version not in the comment)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: commenter ZV-Liu's message in the Microsoft-authored model-support PR (vllm-project/vllm #20702, "
          "2025-07-25) exactly as stored, including the missing space after 'caching' and the bold repeat of the "
          "message. No traceback was pasted; the AssertionError line is the user's paste of the final error. Not a "
          "vendor-owned tracker but the vendor's own model PR in vLLM (see Judgement calls).")

# ---------------------------------------- eugr/spark-vllm-docker #209: DeepSeek-V4-Flash on 2x DGX Spark (sm121) -> sparse indexer needs DeepGEMM
case("spark-vllm-docker-209-deepseek-v4-flash-dgx-spark-sm121-sparse-indexer-needs-deepgemm",
     "https://github.com/eugr/spark-vllm-docker/issues/209",
     "# DeepSeek-V4-Flash(づ ●─● )づ\n"
     "\n"
     "ft4710403 · description · 2026-04-24\n"
     "2 spark\n"
     "...\n"
     "majinghe · comment · 2026-05-02\n"
     "Same here. 2 Spark, build the image with below command\n"
     "\n"
     "```\n"
     "./build-and-copy.sh \\\n"
     "  --tag vllm-deepseek-v4-sm121:latest \\\n"
     "  --gpu-arch \"12.1a\" \\\n"
     "  --rebuild-vllm \\\n"
     "  --rebuild-flashinfer \\\n"
     "  --vllm-ref \"main\" \\\n"
     "  --flashinfer-ref \"main\" \\\n"
     "  --build-jobs 16 \\\n"
     "  --copy-to dell spark-2\n"
     "```\n"
     "\n"
     "After running `vllm serve`,  shows error `RuntimeError: Sparse Attention Indexer CUDA op requires DeepGEMM to be "
     "installed.`",
     "vllm_check_failed", {}, "attention_backend_gpu",
     "deepseek-ai/DeepSeek-V4-Flash on two NVIDIA DGX Spark boxes (GB10, sm_121) with a vLLM image built from main for "
     "arch 12.1a: DeepSeek's sparse attention (the DSA lightning indexer) runs only through a DeepGEMM CUDA op, and "
     "DeepGEMM has no kernels for sm_12x, so DeepGEMM was not present in the sm121 build and vLLM refused at start-up "
     "('Sparse Attention Indexer CUDA op requires DeepGEMM to be installed'). The GPU architecture, not memory or flags, "
     "is what is missing support.",
     "no author-confirmed fix. Commenter ardge-andychen (2026-05-11): 'DeepGEMM kernal does not support sm120', pointing "
     "to a community vLLM fork (linked from the DeepSeek-V4-Flash Hugging Face discussion #15) that supports it; "
     "MalJHaak (2026-05-19) links vLLM PR #41834. I.e. use a vLLM build with a non-DeepGEMM sparse-indexer path for "
     "sm12x (the fork or that PR), or run the model on SM90/SM100 GPUs",
     release="vLLM built from main (late April / May 2026) in a spark-vllm-docker image for sm121",
     gpu="NVIDIA DGX Spark (GB10, sm_121)", gpus=2,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and body ('2 spark') and majinghe's comment with the build command and the error as "
          "the stored chunk shows it (the error is quoted inline in the comment, no traceback; '...' marks dropped "
          "lines between the description and the comment). Off-slice tracker (a DGX-Spark docker kit, not the vendor's) "
          "for a vendor model; see Judgement calls. gpus=2 from '2 Spark' (one GB10 per box).")

# ---------------------------------------- vllm #25797: Qwen3-Next-80B-A3B-Instruct AWQ-4bit on 0.10.2 -> KeyError shared_expert.down_proj.weight
case("vllm-25797-qwen3-next-80b-awq-4bit-keyerror-shared-expert-down-proj",
     "https://github.com/vllm-project/vllm/issues/25797",
     "(vllm) root@xbnpc:~# VLLM_USE_MODELSCOPE=true vllm serve /ai/Qwen3-Next-80B-A3B-Instruct-AWQ-4bit \\\n"
     " --tensor-parallel-size 1 \\\n"
     "  -->   --tensor-parallel-size 1 \\\n"
     ">   --gpu-memory-utilization 0.9 \\\n"
     ">   --max-model-len 8192 \\\n"
     ">   --dtype float16\n"
     "INFO 09-27 11:31:35 [__init__.py:216] Automatically detected platform cuda.\n"
     "(APIServer pid=5963) INFO 09-27 11:31:37 [api_server.py:1896] vLLM API server version 0.10.2\n"
     "(APIServer pid=5963) INFO 09-27 11:31:37 [utils.py:328] non-default args: {'model_tag': "
     "'/ai/Qwen3-Next-80B-A3B-Instruct-AWQ-4bit', 'model': '/ai/Qwen3-Next-80B-A3B-Instruct-AWQ-4bit', 'dtype': "
     "'float16', 'max_model_len': 8192}\n"
     "(APIServer pid=5963) INFO 09-27 11:31:41 [__init__.py:742] Resolved architecture: Qwen3NextForCausalLM\n"
     "(APIServer pid=5963) `torch_dtype` is deprecated! Use `dtype` instead!\n"
     "(APIServer pid=5963) WARNING 09-27 11:31:41 [__init__.py:2767] Casting torch.bfloat16 to torch.float16.\n"
     "(APIServer pid=5963) INFO 09-27 11:31:41 [__init__.py:1815] Using max model len 8192\n"
     "...\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]   File \"/root/miniconda3/envs/vllm/lib/python3.12/"
     "site-packages/vllm/model_executor/models/utils.py\", line 222, in _load_module\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]     loaded_params = module_load_weights(weights)\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]   File \"/root/miniconda3/envs/vllm/lib/python3.12/"
     "site-packages/vllm/model_executor/models/qwen3_next.py\", line 1044, in load_weights\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]     param = params_dict[name]\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718]             ~~~~~~~~~~~^^^^^^\n"
     "(EngineCore_DP0 pid=6106) ERROR 09-27 11:31:49 [core.py:718] KeyError: "
     "'layers.45.mlp.shared_expert.down_proj.weight'",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A community AWQ 4-bit export of Qwen/Qwen3-Next-80B-A3B-Instruct (fetched from ModelScope) served with vLLM 0.10.2 "
     "at TP 1, float16: the checkpoint carries the shared-expert projection of layer 45 as a plain '.weight' tensor, "
     "while vLLM's Qwen3NextForCausalLM built that layer in the layout the quantization config implies, so the loader "
     "found no parameter of that name (KeyError in qwen3_next.py load_weights). A checkpoint-layout / loader mismatch for "
     "this quantized export, not memory and not a launch-flag problem.",
     "not in the stored text (the issue is open, no reply reached). From the log: use a quantized Qwen3-Next checkpoint "
     "whose layout the installed vLLM's qwen3_next loader maps (or a vLLM release whose Qwen3-Next loader handles this "
     "export's unquantized shared-expert layers), or serve the official BF16/FP8 weights",
     release="0.10.2", gpu=None, gpus=None,
     command="VLLM_USE_MODELSCOPE=true vllm serve /ai/Qwen3-Next-80B-A3B-Instruct-AWQ-4bit --tensor-parallel-size 1 "
             "--gpu-memory-utilization 0.9 --max-model-len 8192 --dtype float16",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt assembled from two stored chunks of turn 0: the pasted shell command (with the user's stray '-->' "
          "continuation line, as shown) and the API-server start lines, then ('...') the EngineCore traceback tail ending "
          "at the KeyError. Off-slice tracker (vllm-project/vllm) for a vendor (Qwen) model; see Judgement calls. "
          "Which community AWQ export it is (the path is local, from ModelScope) is not stated.")

# ---------------------------------------- ms-swift #9802: Qwen3.6-35B-A3B LoRA export drops the MTP weights -> vLLM 0.25.1 'not initialized'
case("ms-swift-9802-qwen36-35b-a3b-lora-export-missing-mtp-weights-v0251",
     "https://github.com/modelscope/ms-swift/issues/9802",
     "# Qwen3.6-35B-A3B模型，使用lora微调，导出时缺少mtp权重\n"
     "\n"
     "JTCT-chen · description · 2026-07-28\n"
     "### Checklist / 检查清单\n"
     "\n"
     "- [x] I have searched existing issues, and this is a new bug report. / 我已经搜索过现有的 issues，确认这是一个新的 bug "
     "report。\n"
     "\n"
     "### Bug Description / Bug 描述\n"
     "\n"
     "Qwen3.6-35B-A3B模型，使用lora微调，导出后使用vllm部署，提示\n"
     "ValueError: Following weights were not initialized from checkpoint: {'model.layers.0.self_attn.q_norm.weight', "
     "'model.pre_fc_norm_hidden.weight', 'model.layers.0.post_attention_layernorm.weight', 'model.norm.weight', "
     "'model.layers.0.self_attn.k_norm.weight', 'model.pre_fc_norm_embedding.weight', "
     "'model.layers.0.input_layernorm.weight'}\n"
     "\n"
     "### How to Reproduce / 如何复现\n"
     "\n"
     "Name: ms_swift Version: 4.5.0.dev0\n"
     "torch Version: 2.13.0\n"
     "Name: transformers Version: 5.12.1\n"
     "Name: vllm Version: 0.25.1",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A Qwen3.6-35B-A3B (Qwen's hybrid MoE with a built-in multi-token-prediction head) LoRA-fine-tuned with ms-swift "
     "and exported/merged through transformers: transformers drops the MTP layer weights when it loads and re-saves the "
     "model, so the exported checkpoint has no MTP tensors, and vLLM 0.25.1's MTP drafter (pre_fc_norm_hidden / "
     "pre_fc_norm_embedding / layers.0 / norm -- the MTP module's parameters) found nothing to load. A checkpoint that "
     "lost part of the model in export, not memory or parallelism.",
     "maintainer hjh0119 in the thread (2026-07-28): 'transformers 加载模型会丢弃 mtp 层权重' (transformers drops the "
     "MTP-layer weights when loading the model); two ways out: 1) copy the original model's MTP weights into the "
     "exported checkpoint by hand, 2) train with Megatron (ms-swift examples/models/qwen3_next/mtp.sh), which keeps them. "
     "(Serving without MTP speculative decoding also avoids loading the drafter.)",
     release="0.25.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and body as stored (error line and version list); the maintainer's reply with the "
          "fix is left out. The vllm serve command is not in the stored text, so whether MTP speculative decoding was "
          "requested explicitly is not shown; the missing names are the MTP module's. Off-slice tracker (ModelScope's "
          "ms-swift, Alibaba's fine-tuning kit for Qwen) for a vendor model; see Judgement calls.")

# ---------------------------------------- transformers #40968: Qwen3-Next-80B-A3B-Thinking re-saved with save_pretrained -> vLLM drafter weights not initialized
case("transformers-40968-qwen3-next-80b-thinking-save-pretrained-mtp-drafter-not-initialized",
     "https://github.com/huggingface/transformers/issues/40968",
     "# An error occurred when directly deploying the Qwen3-Next 80B-A3B-Thinking model saved by the save_pretrained of "
     "transformers using vllm. However, directly deploying the original model was normal\n"
     "\n"
     "完整日志如下：\n"
     "(Worker_TP0 pid=217223) \n"
     "(Worker_TP1 pid=217224) INFO 09-19 09:27:33 [default_loader.py:268] Loading weights took 1073.92 seconds\n"
     "(Worker_TP1 pid=217224) INFO 09-19 09:27:33 [gpu_model_runner.py:2380] Loading drafter model...\n"
     "(Worker_TP2 pid=217225) INFO 09-19 09:27:33 [default_loader.py:268] Loading weights took 1074.11 seconds\n"
     "(Worker_TP3 pid=217226) INFO 09-19 09:27:33 [default_loader.py:268] Loading weights took 1074.11 seconds\n"
     "(Worker_TP0 pid=217223) INFO 09-19 09:27:33 [default_loader.py:268] Loading weights took 1074.18 seconds\n"
     "(Worker_TP2 pid=217225) INFO 09-19 09:27:33 [gpu_model_runner.py:2380] Loading drafter model...\n"
     "(Worker_TP3 pid=217226) INFO 09-19 09:27:33 [gpu_model_runner.py:2380] Loading drafter model...\n"
     "(Worker_TP0 pid=217223) INFO 09-19 09:27:33 [gpu_model_runner.py:2380] Loading drafter model...\n"
     "...\n"
     "(Worker_TP3 pid=217226) ERROR 09-19 09:27:40 [multiproc_executor.py:585]   File \"/home/jovyan/zhanlun-cipan/"
     "anaconda/miniconda/miniconda/envs/zhihu_0210_bak_0403/lib/python3.10/site-packages/vllm/model_executor/"
     "model_loader/default_loader.py\", line 277, in load_weights\n"
     "(Worker_TP3 pid=217226) ERROR 09-19 09:27:40 [multiproc_executor.py:585]     raise ValueError(\"Following weights "
     "were not initialized from \"\n"
     "(Worker_TP3 pid=217226) ERROR 09-19 09:27:40 [multiproc_executor.py:585] ValueError: Following weights were not "
     "initialized from checkpoint: {'model.layers.0.mlp.shared_expert.down_proj.weight', "
     "'model.pre_fc_norm_embedding.weight', 'model.layers.0.self_attn.o_proj.weight', "
     "'model.layers.0.self_attn.k_norm.weight', 'model.pre_fc_norm_hidden.weight', 'model.layers.0.mlp.experts.w13_weight', "
     "'model.layers.0.mlp.gate.weight', 'model.layers.0.input_layernorm.weight', 'model.layers.0.self_attn.q_norm.weight', "
     "'model.layers.0.mlp.shared_expert_gate.weight', 'model.fc.weight', 'model.layers.0.self_attn.qkv_proj.weight', "
     "'model.norm.weight', 'model.layers.0.mlp.experts.w2_weight', 'model.layers.0.mlp.shared_expert.gate_up_proj.weight', "
     "'model.layers.0.post_attention_layernorm.weigh",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "Qwen/Qwen3-Next-80B-A3B-Thinking loaded in transformers and written back with save_pretrained, then served with "
     "vLLM at TP 4 with its MTP speculative decoding (the log loads a 'drafter model' after the main weights): "
     "transformers' Qwen3-Next class has no MTP module, so the re-saved checkpoint lacks the mtp.* tensors, and vLLM's "
     "Qwen3-Next MTP drafter (fc, pre_fc_norm_embedding, pre_fc_norm_hidden, layers.0, norm) found none of its "
     "weights. The original checkpoint, which still has them, served fine, as the title says.",
     "not in the stored text (the issue is closed; no reply reached). From the log and the title: serve the original "
     "checkpoint, or copy the original model's MTP (mtp.*) tensors into the re-saved one, or launch the re-saved model "
     "without MTP speculative decoding so no drafter is loaded (the same cause and remedy ms-swift's maintainer gives in "
     "modelscope/ms-swift #9802)",
     release="vLLM of September 2025 (0.10.2-era; V1 multiproc executor; exact version not in the chunk)",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt assembled from two stored chunks of turn 2 (the reporter's full log): the weight-loading / 'Loading "
          "drafter model...' lines, then ('...') the traceback tail; the stored chunk cuts the set of names mid-word "
          "('weigh'), kept as is. TP 4 is read from the Worker_TP0..3 prefixes. Off-slice tracker (huggingface/"
          "transformers) for a vendor model; see Judgement calls.")

if __name__ == "__main__":
    BATCH.write()
