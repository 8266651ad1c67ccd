"""Round-463 blind batch: vLLM start-up failures on Q&A / FORUM / BLOG pages (slice: the search tool's PAGES corpus --
Stack Overflow, discuss.vllm.ai, Hugging Face forum posts, NVIDIA / AMD developer forums, Reddit r/LocalLLaMA, Medium /
dev.to / personal blogs, CSDN / Zhihu / Qiita); collected by helper wild463 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round463-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. The excerpt is the text as the search tool's docs corpus stores the page; the fix is left out of it.

Look-ups: 37 of the 40 allowed (33 ``search``: 23 corpus=pages, 9 corpus=docs, 1 corpus=issues; 1 ``read_file``
(TechPreacher/dgx-spark-vllm-cluster README, no vLLM error in it); stopped with 3 left because the slice gave nothing
new. **1 case**: the Hugging Face model-page discussion google/gemma-2-2b-it #57 (vLLM 0.5.3.post1 on Kaggle, Gemma-2
-> "TypeError: 'NoneType' object is not callable", the FlashInfer-not-installed failure of the 0.5.x Gemma-2 path).

Why the slice is (again) nearly empty, for the lead -- it confirms round 444's finding:
- The pages corpus returns no Stack Overflow, Reddit, discuss.vllm.ai or Hugging Face *forum* thread for any phrasing
  (English Q&A style, exact vLLM messages, Chinese / Japanese / Korean phrasing, 'RunLLM' bot answers, NVIDIA-forum /
  NGC container wording). It answers with AI-written explainers (errornotes.dev, fixdevs, runaihome + dev.to copy,
  theneuralbase, runlocalai, gigagpu, aimadetools, sector88, openillumi, intranet.presrite, mynw / 0539edu / bjdmk /
  zzycbzc farms, blog.gitcode.com rewrites of GitHub issues), spam (cloudzsexy, brick-house, fate-oracle) and
  first-hand blogs earlier rounds already used or skipped (qiita nagayaoh, lrbar, velog js03210, gpt9.kr, myoceane,
  conselara, vlaicu, corti.com, ai-muninn, clanker, obsidian-quartz Orin, hokwangchoi, edgeaistack, mzph.cn).
- Hugging Face model discussions are in the docs corpus, stored from their opening; almost every one that came back is
  a fixture or an earlier skip (list below).

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or earlier fixtures: HF neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8 #4,
  Meta-Llama-3.1-70B-Instruct-FP8 #2, Qwen/Qwen2-VL-72B-Instruct-GPTQ-Int4 #1, meta-llama/Meta-Llama-3-8B-Instruct #145
  (gated 401 via LangChain VLLM), swiss-ai/Apertus-8B #8, unsloth/Qwen2.5-32B bnb #1, Kimi-VL-A3B-Thinking-2506 #4,
  gemma-3-27b-it #23, Pixtral-Large-Instruct-2411 #13, inclusionAI/Ling-3.0-flash-fp8 #8; ai-dynamo/dynamo #1408
  (NCCL /dev/shm 'No space left on device', also met as a gitcode rewrite); qiita nagayaoh; lrbar.com ('Failed to find C
  compiler'); obsidian-quartz Orin page; pastebin wFt4hKqg (GLM-4.5-Air-AWQ log); the Qwen3 FP8 'gate/up 192 not
  divisible by block_n 128' message (four fixtures).
- Named in earlier rounds' skip lists: HF Mistral-Nemo-Instruct-2407-FP8 #3 (7900 XTX _scaled_mm),
  Qwen2.5-VL-72B-Instruct-AWQ #2 (title only), Magistral-Small-2506 #27, DeepSeek-V4-Flash #28 and
  Chunjiang-Intelligence/DeepSeek-v4-Fable #9 (titles only on activity pages); openillumi.com, blog.aibox.today,
  corti.com (both posts incl. the Nemotron-Super 2-node build log: only its opening is stored).
- New but not a case: sh0116.github.io (KR blog on 'output_size of gate's and up's weight = 192 is not divisible by
  weight quantization block_n = 128': an explainer with no launch of its own, and the message is already four
  fixtures); HF spaces/unsloth/README #10 (gpt-oss-20b on 3x RTX 3090, 'FlashAttention error' in prose only, no
  answer); pastebin.com/Vqc9seit (GGUF Llama-3.1-8B Q5_K_M with tensor_parallel_size=2 on 0.6.4.post1: only the
  args line stored, no error, no thread); gist samos123/43db2724... (Llama-3.2-11B-Vision FP8-dynamic with
  kv_cache_dtype fp8 on 0.6.1.dev238: only the args stored); utarn/DeepSeek-V4-Flash-0731-NVFP4 #1 (DeepGEMM
  't.dim()==N' on RTX PRO 6000; title only on an activity page); lukealonso/GLM-5.1-NVFP4 #4 (a four-day field
  report, errors only in prose); docs.vultr.com ROCm troubleshooting ('Block size must be 1 for MLA models': vendor
  docs, no user launch); daviestechlabs kuberay-images commit (Strix Halo GTT vs VRAM, a commit message).
- Leads for an issues-slice collector (NOT in USED_SOURCES.txt when checked, not taken here because they are outside
  this slice): vllm-project/vllm #6198 (gemma-2-9b 'NoneType' object is not callable; 'pip install flashinfer ...'
  confirmed by the reporter), #6991 (same on 0.5.2/0.5.3; maintainer LiuXiaoxuanPKU: flashinfer not installed),
  #6169 (Gemma 2 9B on 0.5.1, L4), #6237 (wrong FlashInfer wheel, maintainer robertgshaw2), #6445 (Gemma2-27b-it,
  maintainer mgoin's package list).

Judgement calls for the lead:
1. hf-gemma2-2b-it-57: the stored discussion stops inside the api_server args line, so the error is only in the
   discussion's title ('TypeError: 'NoneType' object is not callable') and no reply is reachable. Taken because the
   title is the message verbatim and the cause is pinned down by the vLLM tracker for exactly this combination (Gemma-2
   on vLLM 0.5.x, where the model forced the FlashInfer backend and the flashinfer package was not installed by
   default): vllm #6991 maintainer, #6198 reporter-confirmed fix, #6237 maintainer. kind no_attention_backend and cause
   dependency_version_mismatch, as the earlier fixtures with this message (vllm-7070, vllm-13258); the lead may prefer
   dependency_missing. The GPU is not stated (Kaggle; --dtype=half points at a T4 or P100, where bfloat16 is not
   available), so gpu/gpus are None. The lead may drop it as thin.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round463-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF google/gemma-2-2b-it #57: vLLM 0.5.3.post1 on Kaggle, --dtype=half -> TypeError: 'NoneType' object is not callable
case("hf-gemma2-2b-it-57-kaggle-vllm-053post1-nonetype-not-callable-flashinfer-missing",
     "https://huggingface.co/google/gemma-2-2b-it/discussions/57",
     "TypeError: 'NoneType' object is not callable\n"
     "\n"
     "#57\n"
     "by pofce - opened\n"
     "\n"
     "!vllm serve \"google/gemma-2-2b-it\" --dtype=half\n"
     "\n"
     "Error:\n"
     "INFO 01-14 09:41:39 api_server.py:219] vLLM API server version 0.5.3.post1\n"
     "INFO 01-14 09:41:39 api_server.py:220] args: Namespace(model_tag='/kaggle/input/gemma/transformers/2b-it/3', "
     "host=None, port=8000, uvicorn_log_level='info', allow_credentials=False, allowed_origins=[''], "
     "allowed_methods=[''], allowed_headers=['*'], api_key=None, lora_modules=None, prompt_adapters=None, "
     "chat_template=None, response_role='assistant', ssl_keyfile=None, ssl_certfile=None, ssl_ca_certs=None, "
     "ssl_cert_reqs=0, root_path=None, middleware=[], model='/kaggle/input/gemma/transformers/2b-it/3', "
     "tokenizer=None, skip_tokenizer_init=False, revision=None, code_revision=None, tokenizer_revision=None, "
     "tokenizer_mode='auto', trust_remote_code=False, download_dir=None, load_format='auto', dtype='half', "
     "kv_cache_dtype='auto', quantization_param_path=None, max_model_len=None, guided_decoding_backend='outlines', "
     "distributed_executor_backend=None, worker_use_ray=False, pipeline_parallel_size=1, tensor_parallel_size=1, "
     "max_parallel_loading_workers=None, ray_workers_use_nsight=False, block_size=16, enable_prefix_caching=False, "
     "disable_sliding_window=False, use_v2_block_manager=False, num_lookahead_slots=0, seed=0, swap_space=4, "
     "cpu_offload_gb=0, gpu_memory_utilization=0.9, num_gpu_blocks_override=None, max_num_batched_tokens=None, "
     "max_num_seqs=256, max_logprobs=20, disable_log_stats=False",
     "no_attention_backend", {"dtype": "half"}, "dependency_version_mismatch",
     "Serving Gemma-2 (gemma-2-2b-it from a Kaggle input path) on vLLM 0.5.3.post1: in the 0.5.x releases vLLM ran "
     "Gemma-2 only on its FlashInfer attention backend (needed for the model's logits soft-capping), and the flashinfer "
     "package is not installed with vLLM; vLLM's FlashInfer backend then holds None in place of flashinfer's wrapper "
     "classes and the first call to one of them raises \"'NoneType' object is not callable\" while the engine is set "
     "up. A missing optional dependency of the chosen attention backend, not memory, dtype or the GPU count.",
     "not in the stored text of this discussion (only the opening is stored; no reply reachable). For this exact "
     "failure the vLLM tracker has it: maintainer LiuXiaoxuanPKU in vllm #6991 ('It seems flashinfer is not installed. "
     "... flashinfer is not installed by default with vllm, you need to install flashinfer manually' for vLLM "
     "0.5.2/0.5.3), vllm #6198 (gemma-2-9b: 'pip install flashinfer -i https://flashinfer.ai/whl/cu121/torch2.3', "
     "confirmed 'It works' by the reporter), vllm #6237 (maintainer robertgshaw2: install the FlashInfer wheel built for "
     "vLLM's torch/CUDA). Later vLLM releases (0.5.5+) dropped the forced FlashInfer requirement for Gemma-2",
     release="0.5.3.post1", gpu=None, gpus=None,
     command="vllm serve \"google/gemma-2-2b-it\" --dtype=half  (run in a Kaggle notebook cell; the log shows the "
             "model as '/kaggle/input/gemma/transformers/2b-it/3')",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Judgement call 1 (see docstring). Excerpt: the discussion's title and opening as the docs corpus stores "
          "them, ending inside the args line at 'disable_log_stats=False' (the rest of the args and the traceback are "
          "beyond the stored text); allowed_origins=[''] / allowed_methods=[''] are as the page renders them. "
          "numbers: only dtype ('half') is printed that bears on the launch; no memory figure matters here.")

BATCH.write()
