"""Round-317 blind batch: vLLM start-up failures reported on the MODEL VENDORS' OWN GitHub trackers other than Qwen
(deepseek-ai/*, mistralai/*, google-deepmind/gemma and google/gemma*, microsoft/Phi*, meta-llama/*, THUDM/zai-org GLM,
internlm/*, 01-ai/Yi, baichuan-inc/*, OpenBMB/MiniCPM, moonshotai/*, MiniMax-AI/*, openai/gpt-oss, ibm-granite/*,
Tencent Hunyuan), found with the ``issues`` corpus; collected by helper wild317 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round317-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed, all ``search`` with corpus=issues (no find_string, read_file, find_files or fetch).
**7 cases.** The ``issues`` corpus holds few threads from the English-language vendor trackers of the slice
(google-deepmind/gemma, microsoft/Phi*, meta-llama/*, mistralai/*, openai/gpt-oss, ibm-granite/*): every English
query on them (gpt-oss sinks/mxfp4, Phi-3/Phi-4, Gemma free-memory, llama-stack, granite-4.0) came back with
vllm-project, TensorRT-LLM or tool-tracker threads only, so the cases are from the Chinese vendors' trackers
(MoonshotAI, deepseek-ai, Tencent-Hunyuan, OpenBMB's MiniCPM-V cookbook). Search excerpts show one chunk of a thread,
mostly its description; several candidates could not be followed to their root error or answer within the budget.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): deepseek-ai/DeepSeek-V2 #83, deepseek-ai/DeepSeek-OCR #5, zai-org/GLM-V
  #204, zai-org/GLM-4.5 #54, zai-org/GLM-4 #510 and #485, MiniMax-AI/MiniMax-M1 #21, OpenBMB/MiniCPM-V #974, MoonshotAI/
  Kimi-K2 #19/#51, Tencent-Hunyuan/HunyuanOCR #4, vllm #32637.
- Same launch as a used source: deepseek-ai/DeepSeek-R1 #588 (DeepSeek-R1 671B on 8x A800, 'type fp8e4nv not supported
  in this architecture') is the same author's twin of vllm #15336, which is used.
- Root error or cause not in any stored chunk reached: Tencent-Hunyuan/Hunyuan-MT #37 (RuntimeError 'No HunYuanMoE
  layer found in model.layers.' from vllm's hunyuan_v1.py, closed, no reply reached - the cause could not be judged
  from the thread); Tencent-Hunyuan/Hunyuan-A13B #22 (4-GPU docker launch, only the executor-shutdown AttributeError
  and 'WorkerProc initialization failed' shown); Tencent-Hunyuan/HunyuanOCR #18, #14/#15 (same author twice) and #2
  (generic 'Engine core initialization failed' or only the tail of the transformers advice); zai-org/GLM-V #228
  (GLM-4.6V-Flash on V100S, vLLM 0.12.0: only 'Engine core initialization failed' tail and the fp16 fallback warning),
  #223 and #241 (no error text stored); zai-org/GLM-4 #751 (GLM-Z1-32B, --model-impl transformers, TP 8: trace stops
  inside _initialize_kv_caches); MiniMax-AI/MiniMax-M2.5 #30 (4-node ray launch, RayTaskError(KeyError), command and
  key not in the stored chunks, no answer); OpenBMB/MiniCPM-V #950 (MiniCPM-V-4_5 on a 48 GB card, vLLM 0.10.0, log
  stops at engine init).
- No failure text, only a retry warning, a hang or a screenshot: MiniMax-AI/MiniMax-M2 #84 ('Error retrieving
  safetensors: Repo id must be ...', a retry message, no failure shown); MiniMax-AI/MiniMax-M2.7 #9 (hangs at 'Waiting
  for 1 local, 0 remote core engine proc(s) to start'); MoonshotAI/Kimi-K2 #122 (error as an image); zai-org/GLM-4 #381
  (images); zai-org/Open-AutoGLM #133 (paraphrase only), #31 (CPU-only box, trace cut before the error).
- Paraphrase, not error text: Tencent-Hunyuan/Tencent-Hunyuan-Large #19 ('提示不支持HunyuanCasualConfig'); its answer
  is used as the fix of #16 (a case).
- Out of slice though found: eugr/spark-vllm-docker #396, OpenGVLab/InternVL #1059, InternLM/lagent #49 (not vLLM),
  InternLM/lmdeploy #2405 (lmdeploy), baidu/vLLM-Kunlun #31.

Judgement calls for the lead (each case's ``note`` says more):
1. Three cases have no confirmed fix in the stored thread (DeepSeek-R1 #546, Hunyuan-4B #2, Hunyuan-1.8B #3) and one
   has only a maintainer's diagnosis (MiniCPM-V-CookBook #51); causes there are read from the error text and, for #546,
   from where in the trace the OOM happened (executor init = model construction), not from an answer.
2. Kimi-K2 #39 and MiniCPM-V-CookBook #51 get kind None: a bare torch 'Dimension out of range' and a JSON decode
   inside the ModelConfig validation have no message label; their causes (dependency_version_mismatch,
   checkpoint_file_corrupt) are judgement calls.
3. OpenSQZ/MiniCPM-V-CookBook is the MiniCPM-V team's cookbook repository, taken as part of the OpenBMB/MiniCPM slice.
4. Tencent-Hunyuan-Large #16's fix is quoted from #19 of the same tracker, which points back to #16 for it.
5. Hunyuan-4B #2 and Hunyuan-1.8B #3 are the same refusal (hunyuan_v1_dense unknown to transformers) from two users on
   two repositories; both kept, in the order found. HunyuanOCR #1 (a commenter's launch) repeats the class of the used
   HunyuanOCR #4, with another user and thread.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round317-blind")
case = BATCH.case

# ------------------------------------------------ MoonshotAI/Kimi-K2 #39: 'Dimension out of range' at start, fixed by v0.10.0rc1
case("github-moonshotai-kimi-k2-39-vllm-start-dimension-out-of-range-fixed-by-v0100rc1",
     "https://github.com/MoonshotAI/Kimi-K2/issues/39",
     "1、目前采用vllm启动服务Dimension out of range (expected to be in range of [-2, 1], but got 2)错误，尝试各种版本未解决",
     None, {}, "dependency_version_mismatch",
     "Starting Kimi-K2 (DeepseekV3-style MoE from Moonshot) with the vLLM releases the author had (July 2025, before "
     "v0.10.0rc1) failed at service start with a torch IndexError 'Dimension out of range (expected to be in range of "
     "[-2, 1], but got 2)'; the author asks which vLLM version the official example used ('尝试各种版本未解决' - tried "
     "various versions, not solved). The vLLM build was too old for this model: the release pointed to in the thread "
     "(v0.10.0rc1) starts it. Not a memory problem.",
     "in the thread (2025-07-23), quoted by IserlohnZhou: 'https://github.com/vllm-project/vllm/releases/tag/v0.10.0rc1 "
     "@RoadTLife Does this version work for you?' - answered 'works for me': use vLLM v0.10.0rc1 or newer. The "
     "Moonshot member (MoyanZitto) adds that 'Usually H20x2(96x2) is enough for kimi-k2' and that the docs will be "
     "updated",
     release="not stated (the versions tried were before v0.10.0rc1, July 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="The excerpt is the author's one-line description as the thread shows it (a Chinese sentence wrapping the "
          "error text; no traceback was pasted). Kind None: a bare torch 'Dimension out of range' IndexError has no "
          "label of its own. Cause dependency_version_mismatch is a judgement call (the vLLM release did not yet "
          "handle the model; the fix is a newer vLLM release, v0.10.0rc1, confirmed by another user as working); "
          "architecture_unsupported would also be defensible, but the error is not vLLM's 'not supported' refusal. "
          "GPU and count are not stated by the author (the maintainer's H20x2 remark is a sizing hint, not the "
          "author's setup), so no TP rule.")

# ------------------------------------------------ deepseek-ai/DeepSeek-R1 #546: 4x T4, OOM while loading (V0 engine), stale
case("github-deepseek-r1-546-4xt4-vllm-start-oom-loading-136mib-14.57gib",
     "https://github.com/deepseek-ai/DeepSeek-R1/issues/546",
     "ERROR 03-07 11:56:19 engine.py:400]     engine = MQLLMEngine.from_engine_args(engine_args=engine_args,\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 124, in from_engine_args\n"
     "ERROR 03-07 11:56:19 engine.py:400]     return cls(ipc_path=ipc_path,\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/vllm/engine/"
     "multiprocessing/engine.py\", line 76, in __init__\n"
     "ERROR 03-07 11:56:19 engine.py:400]     self.engine = LLMEngine(*args, **kwargs)\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/vllm/engine/"
     "llm_engine.py\", line 273, in __init__\n"
     "ERROR 03-07 11:56:19 engine.py:400]     self.model_executor = executor_class(vllm_config=vllm_config, )\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/vllm/executor/"
     "executor_base.py\", line 271, in __init__\n"
     "ERROR 03-07 11:56:19 engine.py:400]     super().__init__(*args, **kwargs)\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/vllm/executor/"
     "executor_base.py\", line 52, in __init__\n"
     "ERROR 03-07 11:56:19 engine.py:400]     self._init_executor()\n"
     "ERROR 03-07 11:56:19 engine.py:400]   File \"/opt/deepseek-env/lib64/python3.9/site-packages/torch/utils/"
     "_device.py\", line 106, in __torch_function__\n"
     "ERROR 03-07 11:56:19 engine.py:400]     return func(*args, **kwargs)\n"
     "ERROR 03-07 11:56:19 engine.py:400] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 136.00 MiB. "
     "GPU 0 has a total capacity of 14.57 GiB of which 118.75 MiB is free. Including non-PyTorch memory, this process "
     "has 14.45 GiB memory in use. Of the allocated memory 14.27 GiB is allocated by PyTorch, and 4.73 MiB is reserved "
     "by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory "
     "Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)\n"
     "INFO 03-07 11:56:20 multiproc_worker_utils.py:128] Killing local vLLM worker processes",
     "oom_loading", {"total_gib": 14.57, "tried_gib": 0.13, "free_gib": 0.12}, "weights_do_not_fit",
     "A 4x Tesla T4 server (14.57 GiB each) starting a DeepSeek-R1 model with vLLM's V0 engine (multiprocessing "
     "executor, March 2025): GPU 0 filled up (14.27 GiB allocated by PyTorch, 118.75 MiB free) while the executor was "
     "still being built, i.e. while the model was constructed/loaded, before any KV-cache sizing; the author says it "
     "'always' reports not enough GPU memory on start and asks what else can be optimised. The model's weights share "
     "on GPU 0 does not fit a 15 GB T4.",
     "none stated: the thread was closed as stale without a reply; the author only asks '还有什么可以优化的地方吗？' "
     "(what else can be optimised?)",
     release="not stated (V0 engine with MQLLMEngine and the mp executor, Python 3.9, March 2025; about 0.7.x)",
     gpu="NVIDIA Tesla T4 (14.57 GiB)", gpus=4,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the tail of the pasted engine traceback as the stored chunk shows it (the lines between "
          "_init_executor and torch/utils/_device.py, and everything before MQLLMEngine.from_engine_args, were not in "
          "the chunk and are not reconstructed). The author's command, model name and vLLM version were not in the "
          "stored text (the search excerpts only show the end of the description), hence command None and the "
          "cause judged from the trace itself: the OOM is raised under torch's device-context __torch_function__ "
          "inside executor init, i.e. model construction/weight loading, so a weights-do-not-fit cause rather than a "
          "KV-cache one; memory-budget flags (utilization, max-model-len, KV dtype, max-num-seqs) act after loading and "
          "would not help. tried_gib 0.13 is the 136.00 MiB allocation, free_gib 0.12 the 118.75 MiB free. No fix in the thread (closed as stale); an "
          "earlier round listed this url among sources given up for that reason but did not use it.")

# ------------------------------------------------ OpenSQZ/MiniCPM-V-CookBook #51: MiniCPM-V-4_5, ModelConfig 'Expecting value' (JSON)
case("github-minicpm-v-cookbook-51-minicpm-v-45-vllm0102-modelconfig-expecting-value-json",
     "https://github.com/OpenSQZ/MiniCPM-V-CookBook/issues/51",
     "File \"/root/miniconda3/lib/python3.12/site-packages/pydantic/_internal/_dataclasses.py\", line 127, in __init__\n"
     "(APIServer pid=2994609)     s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "(APIServer pid=2994609) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig\n"
     "(APIServer pid=2994609)   Value error, Expecting value: line 1 column 1 (char 0) [type=value_error, "
     "input_value=ArgsKwargs((), {'model': ...rocessor_plugin': None}), input_type=ArgsKwargs]\n"
     "(APIServer pid=2994609)     For further information visit https://errors.pydantic.dev/2.12/v/value_error",
     None, {}, "checkpoint_file_corrupt",
     "vLLM 0.10.2 serving a local copy of MiniCPM-V-4_5 (/data/models/MiniCPM-V-4_5/) failed while building its "
     "ModelConfig, before any GPU work: a JSON file of the local model folder could not be parsed ('Expecting value: "
     "line 1 column 1 (char 0)' is Python's JSON decoder meeting an empty or non-JSON file). The MiniCPM maintainer "
     "(tc-mb) reads it as a problem with the user's data (the model files), not with vLLM or the GPU.",
     "no confirmed fix: the maintainer's reply (2025-10-05) is 'It seems like there is a problem with your data. Can you "
     "provide more logs?' - i.e. check/re-download the model folder; the thread was closed without a follow-up",
     release="0.10.2 (the issue title)",
     gpu="not stated", gpus=None,
     command="vllm serve /data/models/MiniCPM-V-4_5/ --dtype auto --max-model-len 4096 --api-key token-abc123 "
             "--gpu_memory_utilization 0.9 --trust-remote-code --limit-mm-per-prompt '{\"video\": 3}'",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="The excerpt is the author's paste as the thread shows it, starting mid-traceback (the first line is cut in "
          "the source too). OpenSQZ/MiniCPM-V-CookBook is the MiniCPM-V team's official cookbook repository (the "
          "maintainer tc-mb answers there), taken as part of the OpenBMB/MiniCPM slice; a judgement call. Kind None "
          "(a JSON decode error wrapped in the ModelConfig validation has no label of its own). Cause "
          "checkpoint_file_corrupt is a judgement call from the maintainer's 'problem with your data' and the "
          "JSON-decode text: the thread never names the broken file and has no confirmed fix. Numbers {}: the log "
          "prints none (4096 and 0.9 are only in the command).")

# ------------------------------------------------ Tencent-Hunyuan/Hunyuan-4B #2: vLLM 0.10.0 + transformers 4.55, hunyuan_v1_dense unknown
case("github-hunyuan-4b-2-awq-int4-vllm0100-transformers455-hunyuan-v1-dense-unknown",
     "https://github.com/Tencent-Hunyuan/Hunyuan-4B/issues/2",
     "But I hit the error \"**The checkpoint you are trying to load has model type `hunyuan_v1_dense` but Transformers "
     "does not recognize this architecture.** This could be because of an issue with the checkpoint, or because your "
     "version of Transformers is out of date.\"\n"
     "\n"
     "(vllm_env) vllm@iZ2zegq42eo4idilnhh8rvZ:~$ vllm serve /home/vllm/llm/Hunyuan-4B --port 8000 --max-model-len 8192 "
     "--tensor-parallel-size 1\n"
     "INFO 08-06 14:54:34 [__init__.py:235] Automatically detected platform cuda.\n"
     "INFO 08-06 14:54:36 [api_server.py:1755] vLLM API server version 0.10.0",
     "model_type_unknown", {}, "transformers_too_old",
     "Serving Tencent's Hunyuan-4B-Instruct-AWQ-Int4 with vLLM 0.10.0 and transformers 4.55.0 (both the newest releases "
     "on 2025-08-06): the checkpoint's config declares model_type `hunyuan_v1_dense`, which that transformers release "
     "does not know, so vLLM's config loading stops before any GPU work. The transformers build, not the GPU or memory, "
     "is what is missing the model type.",
     "none in the stored thread (no reply is shown); the error's own advice is a newer transformers (a release that "
     "knows hunyuan_v1_dense, or `pip install git+https://github.com/huggingface/transformers.git`)",
     release="0.10.0 (pip show vllm in the issue; transformers 4.55.0)",
     gpu="not stated", gpus=None,
     command="vllm serve /home/vllm/llm/Hunyuan-4B --port 8000 --max-model-len 8192 --tensor-parallel-size 1",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--quantization"}, {"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the author's sentence quoting the error (with its markdown bold kept) and the first lines of the "
          "pasted launch; the pip show blocks before it and the rest of the log after 'version 0.10.0' are cut. "
          "Kind/cause follow how earlier rounds label 'model type ... Transformers does not recognize' "
          "(model_type_unknown / transformers_too_old). The stored thread shows no answer, so the fix is the error's "
          "own advice, not a confirmed one; the collector's reading that a later transformers release added the type "
          "is not from the thread. TP above 1 is marked wrong only because the author's launch is single-GPU and "
          "the failure is not about capacity.")

# ------------------------------------------------ Tencent-Hunyuan/Hunyuan-1.8B #3: same refusal, another user
case("github-hunyuan-18b-3-vllm-hunyuan-v1-dense-transformers-does-not-recognize",
     "https://github.com/Tencent-Hunyuan/Hunyuan-1.8B/issues/3",
     "error :\n"
     "  Value error, The checkpoint you are trying to load has model type `hunyuan_v1_dense` but Transformers does not "
     "recognize this architecture. This could be because of an issue with the checkpoint, or because your version of "
     "Transformers is out of date.\n"
     "\n"
     "You can update Transformers with the command `pip install --upgrade transformers`. If this does not work, and the "
     "checkpoint is very new, then there may not be a release version that supports this model yet. In this case, you "
     "can get the most up-to-date code by installing Transformers from source with the command "
     "`pip install git+https://github.com/huggingface/transformers.git` [type=value_error, input_value=ArgsKwargs((), "
     "{'model': ...attention_dtype': None}), input_type=ArgsKwargs]",
     "model_type_unknown", {}, "transformers_too_old",
     "Starting Tencent's Hunyuan-1.8B with vLLM (August 2025) failed in vLLM's ModelConfig validation: the installed "
     "transformers did not know the checkpoint's model_type `hunyuan_v1_dense`, so the config could not be read. A "
     "library-version problem before any GPU work, not a memory or hardware one.",
     "none in the stored thread (no reply is shown); the error's own advice: upgrade transformers, or install it from "
     "source",
     release="not stated in the stored text (the package list is cut before vllm; August 2025)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the error block of the description as the thread shows it; the package list that follows is cut "
          "(it stops at certifi in the stored chunk, so the vllm and transformers versions are not known). A second "
          "user's launch of the same refusal as Hunyuan-4B #2, on another Hunyuan repository; kept because it is a "
          "different thread and launch. No command in the stored text; no fix in the thread.")

# ------------------------------------------------ Tencent-Hunyuan/Tencent-Hunyuan-Large #16: vLLM 0.6.4 has no HunYuanForCausalLM
case("github-hunyuan-large-16-fp8-vllm064-hunyuanforcausallm-not-supported",
     "https://github.com/Tencent-Hunyuan/Tencent-Hunyuan-Large/issues/16",
     "vllm==0.6.4\n"
     "运行run_server_fp8.py 文件，报错如下：\n"
     "ValueError: Model architectures ['HunYuanForCausalLM'] are not supported for now. Supported architectures: "
     "dict_keys(['AquilaModel', 'AquilaForCausalLM', 'ArcticForCausalLM', 'BaiChuanForCausalLM', 'BaichuanForCausalLM', "
     "'BloomForCausalLM', 'CohereForCausalLM', 'DbrxForCausalLM', 'DeciLMForCausalLM', 'DeepseekForCausalLM', "
     "'DeepseekV2ForCausalLM', 'ExaoneForCausalLM', 'FalconForCausalLM', 'GemmaForCausalLM', 'Gemma2ForCausalLM', "
     "'GPT2LMHeadModel', 'GPTBigCodeForCausalLM', 'GPTJForCausalLM', 'GPTNeoXForCausalLM', 'GraniteForCausalLM', "
     "'GraniteMoeForCausalLM', 'InternLMForCausalLM', 'InternLM2ForCausalLM', 'InternLM2VEForCausalLM', "
     "'JAISLMHeadModel', 'JambaForCausalLM', 'LlamaForCausalLM', 'LLaMAForCausalLM', 'MambaForCausalLM', "
     "'FalconMambaForCausalLM', 'MiniCPMForCausalLM', 'MiniCPM3ForCausalLM', 'MistralForCausalLM', "
     "'MixtralForCausalLM', 'QuantMixtralForCausalLM', 'MptForCausalLM', 'MPTForCausalLM', 'NemotronForCausalLM', "
     "'OlmoForCausalLM', 'OlmoeForCausalLM', 'OPTForCausalLM', 'OrionForCausalLM', 'PersimmonForCausalLM', "
     "'PhiForCausalLM', 'Phi3ForCausalLM', 'Phi3SmallForCausalLM', 'PhiMoEForCausalLM', 'Qwen2ForCausalLM', "
     "'Qwen2MoeForCausalLM', 'RWForCausalLM', 'StableLMEpochForCausalLM', 'StableLmForCausalLM', "
     "'Starcoder2ForCausalLM', 'SolarForCausalLM', 'XverseForCausalLM', 'BartModel', 'BartForConditionalGeneration',",
     "architecture_unsupported", {}, "architecture_unsupported",
     "Running the Hunyuan-Large repository's run_server_fp8.py (FP8 Hunyuan-Large) on stock vLLM 0.6.4 (November "
     "2024): upstream vLLM had no HunYuanForCausalLM at that time, so it refused the architecture at start-up. The "
     "model was only servable with the vLLM build Tencent published for it.",
     "per the same tracker (issue #19, D-Octopus, 2024-12-09, pointing back to this issue #16): '需要使用他们提供的vllm"
     "版本才可以' - use the vLLM version Tencent provided: "
     "https://github.com/quinnrong94/vllm/tree/5302fbf7dd33358e0bffaf18ffb9fd8f11b61c2a",
     release="0.6.4 (stated by the author)",
     gpu="not stated", gpus=None,
     command="python run_server_fp8.py",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="Excerpt: the author's three lines, with the supported-architectures list cut after "
          "'BartForConditionalGeneration', (the stored chunk itself ends there, mid-list). The fix is quoted from "
          "issue #19 of the same tracker, whose answer says this issue #16 names the Tencent-provided vLLM fork; the "
          "stored chunk of #16 itself shows only the description. command is the repository script the author ran "
          "(its vLLM arguments are not shown).")

# ------------------------------------------------ Tencent-Hunyuan/HunyuanOCR #1 (comment): nightly vLLM, hunyuan_vl unknown to transformers
case("github-hunyuanocr-1-comment-vllm-nightly-hunyuan-vl-transformers-does-not-recognize",
     "https://github.com/Tencent-Hunyuan/HunyuanOCR/issues/1",
     "请问这里对transformers有啥特定的版本要求么，安装nightly的vllm版本之后报错： `(APIServer pid=1) File "
     "\"/usr/local/lib/python3.12/dist-packages/pydantic/_internal/_dataclasses.py\", line 121, in __init__ "
     "(APIServer pid=1) s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s) "
     "(APIServer pid=1) pydantic_core._pydantic_core.ValidationError: 1 validation error for ModelConfig "
     "(APIServer pid=1) Value error, The checkpoint you are trying to load has model type `hunyuan_vl`but "
     "Transformers does not recognize this architecture. This could be because of an issue with the checkpoint, or "
     "because your version of Transformers is out of date.",
     "model_type_unknown", {}, "transformers_too_old",
     "A user in the HunyuanOCR vLLM thread (2025-11-26) installed the vLLM nightly the maintainers pointed to, but the "
     "transformers in that environment did not know HunyuanOCR's model_type `hunyuan_vl`, so vLLM's ModelConfig "
     "validation failed at start; the user asks which transformers version is required.",
     "not in the stored chunk of this comment; the thread's maintainer instruction before it was to install the vLLM "
     "nightly ('pip install vllm --pre --extra-index-url https://wheels.vllm.ai/nightly', or uv), and HunyuanOCR #4 "
     "(same error, vllm 0.11.2 + transformers 4.57.2) says 'https://github.com/Tencent-Hunyuan/HunyuanOCR/issues/1"
     "#issuecomment-3575274924 finally solved my problem' - a later comment of this thread; #78 of the tracker quotes "
     "the official instruction as a transformers build from source "
     "(pip install git+https://github.com/huggingface/transformers@82a06db03535c49aa987719ed0746a76093b1ec4)",
     release="nightly (late November 2025, installed from wheels.vllm.ai/nightly)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the commenter's (cpx111) question and the first part of the inline-pasted error, cut after "
          "'out of date.' (the rest is transformers' generic upgrade advice); the paste is one run-on line in the "
          "source and is kept so, including the missing space in '`hunyuan_vl`but'. Same failure class as "
          "HunyuanOCR #4 (used by an earlier round) but a different user and launch in a different thread.")

if __name__ == "__main__":
    BATCH.write()
