"""Round-542 blind batch: vLLM start-up failures from Q&A SITES, FORUMS, BLOGS, VENDOR MANUALS and HUGGING FACE model
discussions (the pages corpus, and the docs corpus for Hugging Face discussions and forum pages), 2024-2026; collected
by helper wild542 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round542-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source page
only. Excerpts are the text as the search tool's docs corpus returns the page; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed, all ``search`` (8 corpus=pages, 23 corpus=docs); none refused; no read_file /
find_string / fetch / find_files / find_repos. **5 cases**: HF CalamitousFelicitousness/DeepSeek-V2.5-fp8-dynamic #2
(Triton 'fp8e4nv data type is not supported on CUDA arch < 89'), vllm #5011 (a .gguf file passed as --model to a
pre-GGUF vLLM: 'config file ... is not a valid JSON file', maintainer's answer), logikon-ai/cot-eval #47 (jetmoe model
type unknown to the installed Transformers, through langchain's VLLM), docs.vultr.com ROCm KV-cache-offloading page
(DeepSeek V3.2 + --kv-offloading-backend native: KeyError '...indexer.k_cache'), NVIDIA developer forum 364021 (GB10
aarch64: 'libtorch_cuda.so: undefined symbol: ncclWaitSignal' while setting up vLLM). Every source was checked with
grep -iF against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists (tools/wild_cases_round*.py)
before it was spent on.

The slice is close to exhausted. The pages corpus answered every query (Stack Overflow-style, Colab, Kaggle, RunPod,
SageMaker, Chinese blogs) with AI-written explainers and SEO farms (errornotes.dev, runlocalai, gigagpu,
aitoolsguidebook, theneuralbase, fixdevs, aimadetools, openillumi, runaihome / its dev.to copy, wmrh.cn, codeintel.xyz,
stepcodex, nshx.cn, blog.gitcode.com digests, cloudzsexy spam); no stackoverflow.com page came back at all. The docs
corpus' Hugging Face discussions are almost all used already (about 65 by URL and many more by "owner/model #N" in the
skip lists); two of the five cases are GitHub issues the docs corpus returned (vllm #5011, cot-eval #47), not Q&A pages.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists (not re-spent): HF mistralai/Mistral-7B-Instruct-v0.2
  #58, BatsResearch/bonito-v1 #2, TheBloke/airoboros-l2-13b-gpt4-m2.0-AWQ #1, AXCXEPT/EZO-AutoCoTRAG #1,
  Alibaba-NLP/gte-large-en-v1.5 #19, core42/jais-30b-chat-v3 #3, bit-dny/MindLLM-1b3-chat-zh-v2.0 #4,
  Qwen/Qwen2-VL-72B-Instruct-GPTQ-Int4 #1, Qwen/Qwen2.5-VL-72B-Instruct-AWQ #2, ModelCloud Mistral-Nemo gptq #2,
  mlx-community Llama-3.1-Nemotron-70B 8bit #5 and Meta-Llama-3.1-70B 8bit #2, neuralmagic Meta-Llama-3.1-70B-FP8 #2 /
  #3, Meta-Llama-3-8B-Instruct-FP8 #1, Mistral-Nemo-Instruct-2407-FP8 #3, orcarouter/OrcaSAQ-2-27B #6,
  inclusionAI/Ling-3.0-flash-fp8 #8, RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6, moonshotai/Kimi-VL-A3B-Thinking-2506 #4,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, unsloth Llama-4-Scout bnb #5, unsloth/Llama-3.3-70B-Instruct-GGUF #2,
  unsloth/DeepSeek-R1-GGUF #12, bartowski/DeepSeek-V2.5-GGUF #7, bartowski/internlm2-chat-7b-llama #1,
  sakamakismile/KAT-Coder-V2.5-Dev-NVFP4 #1; HF Spaces lilpulgoyt/Ggvg, yusufs/vllm-inference d51e450;
  discuss.vllm.ai 2420 / 2724; hiascend threads 0279188816406571245, 0268202013800111048, 0278197082761921126;
  gitcode Ascend/msit #288; pastebin wFt4hKqg; vllm #1157, #1284, #2418 (GPTFuzz #27), #3723, #16394, #17327;
  argilla-io/distilabel #326; pytorch/serve #3365; mudler/LocalAI PR #9950; THUDM/LongWriter #38;
  SemiAnalysisAI/InferenceX #1587; cnblogs marsggbo 17966269 (and its cloud.tencent.com 2379466 copy, same text);
  NVIDIA forum 374812 (a warning only, round 136); docs.redhat.com AI Inference Server troubleshooting (3.3 used;
  3.1 / 3.2 / 3.4 are the same text).
- Error line not in the stored text: pastebin vjSgS4up (RunPod serverless worker 1.5.3, Feb 2024: the stored chunk
  cuts the line 'ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be
  s', the KV number missing; two workers' logs interleaved, one of which started with 2214 GPU blocks; no reply);
  hiascend threads 0296205140401715825 (Uni-MoE-2.0-Omni on vllm-ascend 0.14.1, traceback stops in uvloop.run),
  0297194088149348124 (Qwen3-Omni-30B-A3B on vllm-ascend v0.10.2rc1, stops in the registry warnings),
  0297203150684400040 (Qwen2.5-0.5B on vllm-ascend, stops in the registry warnings); discuss.vllm.ai 2601 ('Install
  using --torch-backend=cu129 but try to import cu13', DeepSeek-V4 on H100 with driver 535.129.03: the stored chunk
  stops inside vllm/platforms before the error and before any reply); google/diffusiongemma-26B-A4B-it #14 (only the
  model card header is stored); cloud.tencent.com/document/practice/457/116254 (Tencent TKE 'common problems' page:
  four error tabs, the stored text stops in the first traceback).
- Not a vLLM start-up failure, or no cause in the text: hiascend 02120198428191314002 (SelfAttentionOperation setup
  failed at a request from the OpenAI SDK after a good start); nvidia/Qwen3.6-35B-A3B-NVFP4 #2 (a success report);
  mistralai/Magistral-Small-2506 #19 (max_model_len shown as 32768, not a failure); Qwen/Qwen3-Omni-30B-A3B-Instruct
  #33 (transformers import, not vLLM); blog.csdn.net allrubots 136559021 (driver-too-old while running an LLM, not
  vLLM); sgl-project/sglang discussion #4849 (SGLang, not vLLM); the gitcode / CSDN AI digests of api-for-open-llm
  issues (blog.gitcode.com 2b11e812..., 7b628c10...: rewritten, not the user's paste).
- Leads outside this slice (GitHub issues the docs corpus returned, NOT in USED_SOURCES.txt when checked, not spent
  on): modelscope/ms-swift #6038 (Ovis2.5-9B GPTQ exported by swift: 'The input size is not aligned with the
  quantized weight shape', no reply stored); vllm #6464 (GLIBC_2.32 not found for vllm/_C.abi3.so plus a
  source-checkout 'vllm' directory shadowing the package); vllm #32373 (vLLM failing to import on driver 580 / CUDA
  13.0 after PR #30784); vllm #30633 (driver 535 vs the 0.11.0 cu129 wheels, a question); kubernetes/examples PR #582
  (LD_LIBRARY_PATH for vLLM images >= 0.8.5 on GKE, a fix without the error text).

Judgement calls for the lead:
1. hf-calamitousfelicitousness-deepseek-v25-fp8-dynamic-2: the whole discussion is one sentence quoting the error; no
   reply, no GPU named, no command. The cause is read from the message (a GPU below compute capability 8.9 running an
   FP8 e4m3 checkpoint through Triton), kind/cause quantization_unsupported_gpu as the nine earlier fp8e4nv fixtures
   with FP8 weights (vllm-12581, -15336, -17764, -54318, ...). numbers left empty: '89' in the message is the threshold
   the assert names, not the user's capability.
2. vllm-5011: a GitHub issue (returned by the docs corpus), outside the Q&A slice strictly; taken because it is new
   and the maintainer (mgoin) pinned the cause in the same thread. kind/cause config_format_not_found, as the GGUF
   repositories without a config.json (hf-taide-...-gguf, worker-vllm-70, hf-unsloth-llama33-gguf). The two earlier
   GGUF 'not a valid JSON file' fixtures (vllm-1002, vllm-7291) have cause dependency_version_mismatch because a nightly
   already had GGUF; in May 2024 no vLLM release loaded GGUF (support came with 0.5.5), so the lead may prefer that
   label here too.
3. cot-eval-47: a GitHub issue of an evaluation harness (returned by the docs corpus); the stored text is the pasted
   log only (the title and any reply are not stored). kind model_type_unknown, cause transformers_too_old, as 37
   earlier fixtures with this Transformers message; the message itself names the two causes (the checkpoint or an
   out-of-date Transformers) and jetmoe/jetmoe-8b is a published checkpoint, so the Transformers in the harness's
   image is read as the cause. To the collector's knowledge (not from the thread) JetMoE reached a Transformers release
   only in mid-May 2024, and vLLM's registry may not list JetMoeForCausalLM at all, so architecture_unsupported would
   be the next error; no fix is stored.
4. vultr-rocm-kv-offloading-deepseek-v32: a vendor's manual, not a user's thread, and the launch is the page's
   template ('--model MODEL_NAME'); round 463 gave up a sibling Vultr page for that reason. Taken as the weakest case
   because the error line is verbatim and the page pins the cause (its compatibility table: KV offloading works only
   with GQA / MHA attention, MLA models such as DeepSeek V3.2 and Kimi-K2.5 are not supported). No README row reads a
   bare KeyError on a KV-cache layer name outside load_weights, so kind None; cause attention_backend_feature_unsupported
   (a feature the model's attention does not support; no offloading-specific cause exists). The lead may drop it.
5. nvidia-forum-364021: the import that failed is torch's own (libtorch_cuda.so) while the poster built a vLLM stack
   on GB10; vLLM cannot import without it, so it is taken as a start-up failure of the vLLM environment. kind/cause
   dependency_version_mismatch, per README's row for an NCCL function the loaded libnccl lacks (the poster's diagnosis:
   the apt NCCL lacks the symbol, the pip nvidia-nccl-cu13 has it but is not the one loaded; fix LD_PRELOAD of the pip
   libnccl.so.2). The post's other failure modes (cu121 index without aarch64 wheels, numa.h missing at build time,
   the MessageLogger ABI mismatch whose text is cut) were not taken: two are build-time, one is cut.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round542-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF CalamitousFelicitousness/DeepSeek-V2.5-fp8-dynamic #2: fp8e4nv on arch < 89
case("hf-calamitousfelicitousness-deepseek-v25-fp8-dynamic-disc2-fp8e4nv-arch-below-89",
     "https://huggingface.co/CalamitousFelicitousness/DeepSeek-V2.5-fp8-dynamic/discussions/2",
     "vllm Framework Inference Error\n"
     "\n"
     "#2\n"
     "by czqqq - opened\n"
     "\n"
     "The error message you encountered when using the vllm framework is: \"AssertionError: fp8e4nv data type is not "
     "supported on CUDA arch < 89\".",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "A user served CalamitousFelicitousness/DeepSeek-V2.5-fp8-dynamic (an FP8 e4m3 dynamic quantization of "
     "DeepSeek-V2.5) with vLLM on a GPU below compute capability 8.9 (Ampere or older; the GPU is not named). vLLM's "
     "FP8 path for this checkpoint compiles Triton kernels over the float8_e4m3 type (fp8e4nv), which Triton refuses on "
     "pre-Ada GPUs, so the engine fails while building or warming up the FP8 layers. Not a memory failure.",
     "no reply in the thread. From the message: an FP8 checkpoint of this kind needs an Ada / Hopper (or newer) GPU; "
     "on older cards a non-FP8 checkpoint of the model (BF16, or an AWQ / GPTQ / GGUF quantization) is what runs",
     release=None, gpu="not named (compute capability below 8.9, per the message)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="Excerpt: the discussion's title and its only post as stored (the page ends with 'Sign up or log in to "
          "comment'). Same message as vllm-12581 / vllm-15336 (DeepSeek-R1 FP8 on A100 / A800).")

# ---------------------------------------- vllm #5011: a .gguf file as --model on a pre-GGUF vLLM -> config file is not a valid JSON file
case("vllm-5011-mistral-7b-instruct-q4-k-s-gguf-as-model-config-not-valid-json",
     "https://github.com/vllm-project/vllm/issues/5011",
     "[Usage]: Run local models using vLLM #5011\n"
     "\n"
     "bibutikoley opened this issue May 23, 2024 · 1 comment\n"
     "Labels\n"
     "usage How to use vllm\n"
     "\n"
     "Your current environment\n"
     "\n"
     "I tried running the vLLM using the TheBloke/Mistral-7B-Instruct-v0.1-GGUF with the below command\n"
     "\n"
     "python -m vllm.entrypoints.openai.api_server --model /aimodels/mistral-7b-instruct-v0.1.Q4_K_S.gguf --host "
     "0.0.0.0 --port 5555 --tokenizer=hf-internal-testing/llama-tokenizer --trust-remote-code\n"
     "\n"
     "But got the below error.\n"
     "OSError: It looks like the config file at '/aimodels/mistral-7b-instruct-v0.1.Q4_K_S.gguf' is not a valid JSON "
     "file.\n"
     "\n"
     "How would you like to use vllm\n"
     "\n"
     "I would like to use the TheBloke/Mistral-7B-Instruct-v0.1-GGUF using vLLM",
     "config_format_not_found", {}, "config_format_not_found",
     "The user passed a single llama.cpp GGUF file (mistral-7b-instruct-v0.1.Q4_K_S.gguf) as --model to the vLLM of "
     "May 2024, which had no GGUF loader: vLLM handed the path to transformers as if it were a model directory / "
     "config.json, and transformers failed to parse the binary GGUF file as JSON. The file is not broken; that vLLM "
     "release could not read the format at all. Not a memory or GPU problem.",
     "the maintainer (mgoin, 2024-05-23): 'vLLM doesn't support models in the GGUF format. Please use original "
     "precision models or one of the many quantizations we do support, such as GPTQ, AW[Q] ...' (the original "
     "mistralai/Mistral-7B-Instruct-v0.1 or a GPTQ / AWQ quantization of it); later vLLM releases (0.5.5+) load single "
     "GGUF files with --tokenizer set to the base model",
     release="not stated (May 2024, before GGUF support; 0.4.x)", gpu=None, gpus=None,
     command="python -m vllm.entrypoints.openai.api_server --model /aimodels/mistral-7b-instruct-v0.1.Q4_K_S.gguf "
             "--host 0.0.0.0 --port 5555 --tokenizer=hf-internal-testing/llama-tokenizer --trust-remote-code",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
                       {"flag": "--trust-remote-code"}],
     note="Excerpt: the issue header and the description as stored; the maintainer's reply is left out. The GitHub "
          "page chrome ('Skip to content', the sign-up banner, the first copy of the header with 'Closed', and "
          "'Comments / @bibutikoley / Copy link' between the labels and the description) is left out.")

# ---------------------------------------- logikon-ai/cot-eval #47: jetmoe/jetmoe-8b through langchain's VLLM -> model type jetmoe unknown to Transformers
case("cot-eval-47-jetmoe-8b-langchain-vllm-model-type-jetmoe-transformers-does-not-recognize",
     "https://github.com/logikon-ai/cot-eval/issues/47",
     "2024-05-13T17:16:46.166834523Z 2024-05-13 17:16:46,166 - root - INFO - Loading vLLM model jetmoe/jetmoe-8b\n"
     "2024-05-13T17:16:48.518010161Z Traceback (most recent call last):\n"
     "2024-05-13T17:16:48.518059680Z File \"/usr/local/bin/cot-eval\", line 8, in <module>\n"
     "2024-05-13T17:16:48.518069710Z sys.exit(main())\n"
     "2024-05-13T17:16:48.518076080Z File \"/workspace/cot-eval/src/cot_eval/__main__.py\", line 149, in main\n"
     "2024-05-13T17:16:48.518202040Z llm = VLLM(\n"
     "2024-05-13T17:16:48.518229400Z File \"/usr/local/lib/python3.10/dist-packages/langchain_core/load/"
     "serializable.py\", line 120, in __init__\n"
     "2024-05-13T17:16:48.518319969Z super().__init__(**kwargs)\n"
     "2024-05-13T17:16:48.518333769Z File \"/usr/local/lib/python3.10/dist-packages/pydantic/v1/main.py\", line 341, "
     "in __init__\n"
     "2024-05-13T17:16:48.518495708Z raise validation_error\n"
     "2024-05-13T17:16:48.518561108Z pydantic.v1.error_wrappers.ValidationError: 1 validation error for VLLM\n"
     "2024-05-13T17:16:48.518565458Z __root__\n"
     "2024-05-13T17:16:48.518568898Z The checkpoint you are trying to load has model type `jetmoe` but Transformers "
     "does not recognize this architecture. This could be because of an issue with the checkpoint, or because your "
     "version of Transformers is out of date. (type=value_error)",
     "model_type_unknown", {}, "transformers_too_old",
     "cot-eval (the Open CoT Leaderboard's evaluation harness) builds langchain_community's VLLM wrapper for the model "
     "under test; for jetmoe/jetmoe-8b the wrapper's validator creates the vLLM engine, whose config loading goes "
     "through Transformers' AutoConfig, and the Transformers installed in the harness's image (May 2024) did not know "
     "the model type 'jetmoe'. langchain's pydantic validator re-raises it as a ValidationError. The checkpoint is a "
     "published one, so the out-of-date Transformers is the cause the message leaves; not a memory or GPU problem.",
     "not in the stored text (the thread's replies are not stored). From the message: a Transformers release that "
     "knows JetMoE (and a vLLM whose registry has the JetMoE architecture), or skipping the model",
     release=None, gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the pasted container log as stored, from the 'Loading vLLM model' line to the ValidationError's "
          "message; the GitHub page chrome before it and the cut sentence after it ('Check upon issue cr...') are left "
          "out. The issue's title is not in the stored text.")

# ---------------------------------------- docs.vultr.com ROCm cookbook: DeepSeek V3.2 + native KV offloading -> KeyError indexer.k_cache
case("vultr-rocm-kv-offloading-native-deepseek-v32-keyerror-indexer-k-cache",
     "https://docs.vultr.com/inference-cookbook/rocm/optimization/kv-cache-offloading",
     "KV Cache Offloading\n"
     "\n"
     "Updated on 17 March, 2026\n"
     "\n"
     "Extend effective memory by offloading KV cache to CPU memory.\n"
     "\n"
     "...\n"
     "\n"
     "Basic Usage\n"
     "\n"
     "bash\n"
     "docker run --rm \\\n"
     "  --device /dev/kfd \\\n"
     "  --device /dev/dri \\\n"
     "  --group-add=video \\\n"
     "  --ipc=host \\\n"
     "  -p 8000:8000 \\\n"
     "  vllm/vllm-openai-rocm:latest \\\n"
     "  --model MODEL_NAME \\\n"
     "  --kv-offloading-backend native \\\n"
     "  --kv-offloading-size 64 \\\n"
     "  --disable-hybrid-kv-cache-manager\n"
     "\n"
     "...\n"
     "\n"
     "DeepSeek V3.2 (685B) Error\n"
     "\n"
     "KeyError: 'model.layers.0.self_attn.indexer.k_cache'",
     None, {}, "attention_backend_feature_unsupported",
     "Vultr's ROCm inference cookbook (MI3xx-class GPUs, the vllm/vllm-openai-rocm image, March 2026) launches vLLM "
     "with native KV-cache offloading (--kv-offloading-backend native --kv-offloading-size 64 "
     "--disable-hybrid-kv-cache-manager). For DeepSeek V3.2 (MLA attention with DeepSeek Sparse Attention's indexer, "
     "whose indexer keeps its own k_cache per layer) the offloading path looks up a KV-cache layer name it does not "
     "have and fails with the KeyError. Per the page, KV offloading works only with standard GQA / MHA attention; MLA "
     "models (DeepSeek V3.2, Kimi-K2.5) are not supported. Not a memory shortage.",
     "the vendor page: do not use KV-cache offloading with MLA models (its compatibility table lists DeepSeek V3.2 and "
     "Kimi-K2.5 as 'Not Supported'); serve DeepSeek V3.2 without --kv-offloading-backend / --kv-offloading-size (the "
     "page notes that with 192-256 GB of HBM per GPU offloading is often unnecessary)",
     release="vllm/vllm-openai-rocm:latest (March 2026)", gpu="AMD Instinct (192-256 GB HBM per GPU, per the page)",
     gpus=None,
     command="docker run --rm --device /dev/kfd --device /dev/dri --group-add=video --ipc=host -p 8000:8000 "
             "vllm/vllm-openai-rocm:latest --model MODEL_NAME --kv-offloading-backend native --kv-offloading-size 64 "
             "--disable-hybrid-kv-cache-manager",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the page's header, its 'Basic Usage' launch and the 'DeepSeek V3.2 (685B) Error' block as stored; "
          "the configuration table and the 'Model Compatibility' warning and table between them (which state the "
          "cause) are left out and marked '...'. A vendor manual with a template launch (MODEL_NAME), not a user's "
          "thread; see judgement call 4.")

# ---------------------------------------- NVIDIA developer forum 364021: GB10 aarch64, cu130 torch -> libtorch_cuda.so undefined symbol ncclWaitSignal
case("nvidia-forum-364021-gb10-aarch64-cu130-torch-libtorch-cuda-undefined-symbol-ncclwaitsignal",
     "https://forums.developer.nvidia.com/t/gb10-vllm-deepseek-r1-32b-on-blackwell-aarch64-4-more-failure-modes-v2-"
     "protocol/364021",
     "[GB10] vLLM + DeepSeek-R1-32B on Blackwell aarch64 — 4 more failure modes (v2 protocol)\n"
     "\n"
     "Follow-up to my earlier post about getting vLLM stable on GB10. Did a few more full rebuilds while testing and "
     "hit 4 new failures that weren’t in the first writeup — all specific to aarch64 + CUDA 13.0.\n"
     "\n"
     "Setup: GB10 | sbsa-linux | Python 3.12 | CUDA 13.0 | vLLM v0.7.1\n"
     "\n"
     "...\n"
     "\n"
     "sudo pip3 install --pre torch torchvision torchaudio\n"
     "–index-url https://download.pytorch.org/whl/nightly/cu130\n"
     "–break-system-packages\n"
     "\n"
     "\n"
     "  1. ncclWaitSignal undefined symbol\n"
     "\n"
     "After cu130 torch installs, importing it crashed:\n"
     "\n"
     "ImportError: libtorch_cuda.so: undefined symbol: ncclWaitSignal",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "On an NVIDIA GB10 (DGX Spark class, aarch64 / sbsa, CUDA 13.0) the poster installed a nightly cu130 PyTorch with "
     "system pip for a vLLM build. Importing torch (and so vLLM) failed because the dynamic linker resolved "
     "libtorch_cuda.so's NCCL symbols against the system (apt) libnccl, which is older and lacks ncclWaitSignal; the "
     "newer NCCL from the pip nvidia-nccl-cu13 wheel that torch was built against was installed but not the one "
     "loaded. Two NCCL builds that do not fit, not a GPU or memory problem.",
     "the poster (same post): force the pip NCCL first with export "
     "LD_PRELOAD=/usr/local/lib/python3.12/dist-packages/nvidia/nccl/lib/libnccl.so.2, set before any Python call "
     "(sealed into the systemd service's Environment=)",
     release="v0.7.1 (as the post states; torch nightly cu130)", gpu="NVIDIA GB10 (Blackwell, aarch64)", gpus=1,
     command="sudo pip3 install --pre torch torchvision torchaudio --index-url "
             "https://download.pytorch.org/whl/nightly/cu130 --break-system-packages; then importing torch / vLLM",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the post's title, opening and setup line, the cu130 install command (the end of failure mode 1, "
          "kept as the context of failure mode 2) and failure mode 2's error, as stored (the '–' before index-url and "
          "break-system-packages are the forum's rendering). Failure mode 1's first lines and the diagnosis / fix "
          "lines of failure mode 2 are left out. The numbering '1.' is how the stored text renders the post's list.")

BATCH.write()
