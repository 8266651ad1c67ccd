"""Round-570 blind batch: vLLM start-up failures (and failures at the first requests caused by how vLLM was launched)
of vLLM FEATURES -- speculative decoding, LoRA, structured outputs, tool / reasoning parsers, pooling runners, prefix
caching and chunked prefill -- across every tracker; collected by helper wild570 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round570-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 27 of the 40 allowed (24 ``search`` corpus=issues, 1 ``search`` corpus=docs, 1 ``search`` corpus=pages,
1 ``read_file`` that found nothing: issues are not files); the last four searches (after the cases were written)
looked for more of the same family on other trackers and found nothing new. Collecting stopped well before the
11:30 UTC deadline because the slice's other veins returned only used or skipped threads.
6 cases; five of them from one family that the earlier rounds had left mostly untouched outside vLLM's tracker: the
Triton prefix-prefill / chunked-prefill attention kernel that vLLM V0 uses when --enable-prefix-caching or
--enable-chunked-prefill is on, which aborts on pre-Ampere GPUs (V100 / Titan V) with Triton's 'mma -> mma layout
conversion is only supported on Ampere' assertion -- trl #2798 (GRPOTrainer's vLLM engine created with
enable_prefix_caching=True on V100s; fixed by TRL PR #2900), unsloth #1705 (the Unsloth GRPO notebook on two Titan
V), ms-swift #3549 (GRPO LoRA with vllm_enable_prefix_caching=True on 4x V100), vllm #8024 (deepseek-coder-33b on V100
with vLLM 0.5.5, chunked prefill), vllm #8094 (Llama-3.1-405B GPTQ, TP 16 over Ray, fp16 + --enable-chunked-prefill)
-- plus one LoRA start-up failure: vllm #9901 (a QLoRA-trained adapter on Qwen2.5-1.5B loaded with bitsandbytes on a
vLLM whose Qwen2ForCausalLM had no BitsAndBytes support yet).

The slice is otherwise mined out: every speculative-decoding, EAGLE/EAGLE-3, MTP, Medusa, LoRA-rank, tool-parser,
reasoning-parser, structured-output and pooling/reranker thread the queries returned was already used or named in an
earlier round's skip list (details below). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt
and against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-spent): vllm #24322, #12841, #5302, #17609, #18375,
  #16738, #16911, #26328, #54526, #19174, #11126, #20051, #5485, #43062, #2847, #4995 (feature), #12901, #14117,
  #10615, #21797, #9986, #14359, #55754, #8912, #5533, #5540, #8945, #11352 (same reporter as #8094, used as a
  capacity case), #6723 (only as a fix pointer in round 286); recipes #51; xorbitsai/inference #4196; ROCm/vllm #926;
  unsloth #2097, #1268; ms-swift #4221; gpustack #5438, #2193; LlamaFactory #9512, #9261; lm-eval #2988; verl #5113,
  #189; QwenLM/Qwen3-Embedding #24; docker/model-runner PR #611; SystemPanic/vllm-windows #49; ray #52377 (V100
  'mma -> mma' under Ray Serve LLM, given up by rounds 363 / 494); ogx-ai/ogx #1185; QwenLM/Qwen3 #1049 (twin of the
  used vllm #10263); kubeai #119.
- Not a vLLM start-up failure: vllm #16738, #16911, #15236, #12028, #15762 (structured output at request time),
  #24459 (reasoning parser output), #55152 (guidance + structural tags at request time), z-lab/paroquant #31
  (grammar error at request time), VITA-MLLM/VITA #131, AffectGPT #21, vllm #23983, Search-R1 #150 (pyairports:
  pip install failures, not a launch), rtp-llm #105 and FasterDecoding/Medusa #81 (not vLLM), vllm #8620 (Medusa
  acceptance 0), vllm #7003, #7866, #13738 (prefix-caching crashes: only the environment dump is stored), vllm
  #11322 / #7646 (usage / feature), vllm-openvino #16 (used as a case already by another round).
- Error text or fix not reachable, or too little context: vllm #4059 (APC on T4 feature request; a V100S comment
  carries the assertion, no answer), GAIR-NLP/LIMO #33 (the assertion on an unnamed GPU; the reporter only points at
  vllm #8024), verl #1633 (V100 16G 'LLVM ERROR: Failed to compute parent layout', open, no answer), vllm #2821
  (feature request 'LoRA is not supported with quantized models yet', no log), ogx-ai/ogx #1648 (CI discussion),
  evalplus/evalplus #237 (V100: the LLM(...) kwargs workaround, 'assertion failed' only, no error text), vllm #3944
  (a later comment repeats the assertion; the thread is the used fixture vllm-3944).
- Off the family and not opened (generic pre-Ampere attention threads other slices own): vllm #15853, #4246,
  #13398, #9922, #29743, #4358 (named in earlier rounds), #27691 (RFC table).

Judgement calls for the lead:
1. Kind None and cause attention_backend_gpu for the five Triton 'mma -> mma layout conversion is only supported on
   Ampere' cases, as for the three earlier fixtures with this assertion (glm4-485, vllm-2729, vllm-3944): no message
   kind reads a Triton compiler assertion. A new kind ('triton_kernel_unsupported_gpu', suggested by round 286) would
   fit all eight.
2. In trl-2798, unsloth-1705 and ms-swift-3549 the failure comes at the first generation of a GRPO training run, not
   at engine start: taken as 'failing at its first requests because of how vLLM was launched' (the trainer builds
   the vLLM engine with prefix caching on; GRPO's repeated prompts hit the prefix cache at once, which runs the
   prefix-prefill Triton kernel).
3. ms-swift-3549 and vllm-8024 carry the assertion only in the issue title (the body's log is a screenshot in #8024
   and beyond the stored chunk in #3549); taken as xinference-4141 and glm4-485 were. ms-swift-3549 has no fix in the
   thread (open): the cause is read from the message plus the trainer arguments the excerpt shows
   (vllm_enable_prefix_caching=True, torch_dtype float16, 4x V100 in the title).
4. vllm-8094: the GPU is not named in the stored chunk; the assertion itself says the GPU is not Ampere, and the
   title ties the failure to fp16 + --enable-chunked-prefill. No answer in the thread (closed as stale); the fix is
   the known workaround (turn chunked prefill off), from vllm #8024 / #2729, not from this thread. The same reporter's
   later vllm #11352 (V100, used by another round as a capacity case) is a different incident.
5. vllm-9901: the error string is in the title only (the body is vLLM's own LoRA-with-quantization example script);
   the vLLM version is not stated (issue filed 2024-11-01, when 0.6.3.post1 was current). kind/cause
   vllm_check_failed, as the earlier fixtures with the same message (vllm-10263, vllm-7624, vllm-9714, vllm-9967).
   The fix comes from the vLLM maintainer's answer in the twin report vllm #10263 (jeejeelee: supported from the next
   release, PR for #8941), not from this thread.
6. unsloth-1705: the fix is a commenter's (jeffwang0516: set enable_prefix_caching to False, as in trl #2798), the
   issue is labelled 'fixed - pending confirmation'; the reporter's confirmation is not in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round570-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

_MMA = ("python3: /project/lib/Analysis/Allocation.cpp:47: std::pair<llvm::SmallVector<unsigned int>, "
        "llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion "
        "`!(srcMmaLayout && dstMmaLayout && !srcMmaLayout.isAmpere()) && \"mma -> mma layout conversion is only "
        "supported on Ampere\"' failed.")

# ---------------------------------------- trl #2798: GRPOTrainer use_vllm=True on V100s -> Triton 'mma -> mma layout conversion is only supported on Ampere'
case("trl-2798-grpo-use-vllm-v100-prefix-caching-default-triton-mma-layout-only-ampere",
     "https://github.com/huggingface/trl/issues/2798",
     "Error when using use_vllm=True with GRPOTrainer on V100 GPUs\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "### 🐛Describe the bug\n"
     "\n"
     "I encountered an issue while training with `GRPOTrainer` using the following Colab notebook:\n"
     "\n"
     "[Google Colab Notebook](https://colab.research.google.com/drive/1bfhs1FMLW3FGa8ydvkOZyBNxLYOu0Hev?usp=sharing"
     "#scrollTo=gV4W0sp1UWKe)\n"
     "\n"
     "I first tested this setup on Google Colab, and everything worked fine.  \n"
     "However, when I replicated the same setup on my local environment, I encountered this issue. \n"
     "\n"
     "The following error occurs:\n"
     "\n"
     "```sh\n" + _MMA + "\n```",
     None, {}, "attention_backend_gpu",
     "TRL's GRPOTrainer (use_vllm=True) built its vLLM engine with enable_prefix_caching=True hard-coded. GRPO sends "
     "the same prompt several times, so the V0 engine serves them through the prefix cache, which runs vLLM's Triton "
     "prefix-prefill attention kernel (context_attention_fwd); Triton cannot compile that kernel for a pre-Ampere GPU "
     "(V100, sm_70) and aborts with the 'mma -> mma layout conversion is only supported on Ampere' assertion. It worked "
     "on Colab (a different GPU) and fails on the local V100s. Not a memory problem.",
     "TRL PR #2900 ('Parameterize enable_prefix_caching', merged 2025-02, 'Fixes #2798') added the "
     "GRPOConfig.vllm_enable_prefix_caching option; on V100 set vllm_enable_prefix_caching=False so the vLLM engine "
     "runs without prefix caching (the reporter's own analysis pointed at vllm #8024 and the hard-coded "
     "enable_prefix_caching=True)",
     release=None, gpu="NVIDIA V100", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enable-prefix-caching", "value": True},
                       {"flag": "--enable-chunked-prefill", "value": True}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title and the description down to the error block, verbatim from the stored chunk. The "
          "reporter's next paragraph (the diagnosis: prefix caching on pre-Ampere GPUs per vllm #8024, and the "
          "GRPOTrainer code that passes enable_prefix_caching=True to LLM(...)) is left out because it names the "
          "fix. The vLLM / TRL versions are not in the stored chunk (February 2025: TRL 0.14/0.15, vLLM 0.7.x). "
          "Judgement call 2 (first generation, not engine start).")

# ---------------------------------------- unsloth #1705: Unsloth Llama3.1 (8B) GRPO notebook on 2x Titan V -> the same Triton assertion at trainer.train()
case("unsloth-1705-llama31-8b-grpo-notebook-2x-titan-v-volta-triton-mma-layout-only-ampere",
     "https://github.com/unslothai/unsloth/issues/1705",
     "Unable to run Llama3.1_(8B)-GRPO.ipynb on Titan V\n"
     "\n"
     "Trying to run the notebook [announced here](https://unsloth.ai/blog/r1-reasoning) on a recently updated Ubuntu "
     "22.04 system.   GPUs are two Titan V with Volta architecture, not Ampere.\n"
     "\n"
     "The notebook runs fine unmodified all the way to trainer.train() where I get the error:\n"
     "python: /project/lib/Analysis/Allocation.cpp:47: std::pair<llvm::SmallVector<unsigned int>, "
     "llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion "
     "`!(srcMmaLayout && dstMmaLayout && !srcMmaLayout.isAmpere()) && \"mma -> mma layout conversion is only "
     "supported on Ampere\"' failed.\n"
     "\n"
     "As stated I have Volta not Ampere, so I just thought \"oh well, I'm out of luck\" but per Reddit user yoracale "
     "\"Mmm odd it should definitely work. I'm unsure why there is an error, would you be kind enough to make an issue "
     "on Github? Thanks \"",
     None, {}, "attention_backend_gpu",
     "Unsloth's Llama 3.1 8B GRPO notebook (fast_inference through vLLM, TRL's GRPOTrainer) on two Titan V (Volta, "
     "sm_70): the vLLM engine runs with prefix caching on, GRPO's repeated prompts hit the prefix cache at the first "
     "generation in trainer.train(), and vLLM's Triton prefix-prefill kernel cannot be compiled for a pre-Ampere GPU "
     "('mma -> mma layout conversion is only supported on Ampere'). Model loading and the rest of the notebook work; "
     "not a memory problem.",
     "suggested in the thread, not confirmed by the reporter in the stored text: jeffwang0516 (2025-02-26) 'Seems "
     "related to huggingface/trl#2798 ... Try set `enable_prefix_caching` to False' (GRPOConfig "
     "vllm_enable_prefix_caching); JiexingQi reports the same on V100; the issue carries the label 'fixed - pending "
     "confirmation'",
     release=None, gpu="NVIDIA Titan V", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--enable-prefix-caching", "value": True},
                       {"flag": "--enable-chunked-prefill", "value": True},
                       {"flag": "--tensor-parallel-size", "above": 2}],
     note="Excerpt: the issue title and the whole description as stored. The comments (danielhanchen on T4 / V100 "
          "support, the enable_prefix_caching suggestion, the label) are left out. Versions of vLLM / Unsloth / TRL "
          "are not in the stored chunk (February 2025). Judgement calls 2 and 6.")

# ---------------------------------------- ms-swift #3549: GRPO LoRA with use_vllm on 4x V100 (fp16, vllm_enable_prefix_caching=True) -> the Triton assertion
case("ms-swift-3549-grpo-lora-vllm-4x-v100-fp16-prefix-caching-on-triton-mma-layout-only-ampere",
     "https://github.com/modelscope/ms-swift/issues/3549",
     "4*v100环境执行lora_vllm脚本报错：Assertion `!(srcMmaLayout && dstMmaLayout && !srcMmaLayout.isAmpere()) && "
     "\"mma -> mma layout conversion is only supported on Ampere\"' failed.\n"
     "\n"
     "template_backend=swift,\n"
     "tensor_parallel_size=1,\n"
     "tf32=None,\n"
     "tools_prompt=react_en,\n"
     "top_k=50,\n"
     "top_logprobs=None,\n"
     "top_p=0.9,\n"
     "torch_compile=False,\n"
     "torch_compile_backend=None,\n"
     "torch_compile_mode=None,\n"
     "torch_dtype=torch.float16,\n"
     "torch_empty_cache_steps=None,\n"
     "torchdynamo=None,\n"
     "tpu_metrics_debug=False,\n"
     "tpu_num_cores=None,\n"
     "train_type=lora,\n"
     "trainable_parameters=[],\n"
     "truncation_strategy=left,\n"
     "tuner_backend=peft,\n"
     "undesirable_weight=1.0,\n"
     "use_chat_template=True,\n"
     "use_cpu=False,\n"
     "use_dora=False,\n"
     "use_galore=False,\n"
     "use_hf=False,\n"
     "use_ipex=False,\n"
     "use_legacy_prediction_loop=False,\n"
     "use_liger=False,\n"
     "use_liger_kernel=False,\n"
     "use_lmdeploy=False,\n"
     "use_mps_device=False,\n"
     "use_rslora=False,\n"
     "use_swift_lora=False,\n"
     "use_vllm=True,\n"
     "val_dataset=[],\n"
     "vera_d_initial=0.1,\n"
     "vera_dropout=0.0,\n"
     "vera_projection_prng_key=0,\n"
     "vera_rank=256,\n"
     "vf_coef=0.1,\n"
     "vllm_device=['auto'],\n"
     "vllm_enable_prefix_caching=True,\n"
     "vllm_enforce_eager=False,\n"
     "vllm_gpu_memory_utilization=1.0,\n"
     "vllm_limit_mm_per_prompt=None,\n"
     "vllm_max_model_len=1024,\n"
     "vllm_max_num_seqs=256,\n"
     "warmup_ratio=0.05,\n"
     "warmup_steps=0,\n"
     "weight_decay=0.1,\n"
     "whiten_rewards=False,\n"
     "zero_hpz_partition_size=None,\n"
     ")\n"
     "[INFO:swift] Loading the model using model_dir: ./modelscope/unsloth/DeepSeek-R1-Distill-Qwen-7B",
     None, {}, "attention_backend_gpu",
     "ms-swift GRPO (LoRA, use_vllm=True) of DeepSeek-R1-Distill-Qwen-7B on four V100s in fp16: ms-swift builds the "
     "rollout vLLM engine with vllm_enable_prefix_caching=True (its default, printed in the arguments); GRPO's repeated "
     "prompts hit the prefix cache, which runs vLLM's Triton prefix-prefill kernel, and Triton cannot compile it for "
     "a pre-Ampere GPU (V100, sm_70): 'mma -> mma layout conversion is only supported on Ampere'. Not a memory "
     "problem.",
     "no fix in the stored text (open issue). From the message and the arguments: run with "
     "--vllm_enable_prefix_caching false on V100 (and keep chunked prefill off), as TRL PR #2900 did for trl #2798 and "
     "as the vLLM workaround for this assertion on V100 (vllm #8024 / #2729: turn prefix caching and chunked prefill "
     "off)",
     release=None, gpu="NVIDIA V100", gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--enable-prefix-caching", "value": True},
                       {"flag": "--enable-chunked-prefill", "value": True},
                       {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the issue title (which carries the assertion; '4*v100环境执行lora_vllm脚本报错' = 'running the "
          "lora_vllm script on 4x V100 errors') and the end of the argument dump plus the first log line after it, as "
          "the stored chunk shows them (turn 0, continued); the earlier part of the argument dump (from do_predict "
          "to gradient_checkpointing) and the rest of the log are not reproduced. The vLLM / ms-swift versions are "
          "not in the stored chunk (March 2025). Judgement calls 2 and 3. vllm_gpu_memory_utilization=1.0 and "
          "vllm_max_model_len=1024 are arguments, not the failure: numbers left {}.")

# ---------------------------------------- vllm #8024: deepseek-coder-33b-instruct on V100, vLLM 0.5.5 -> 'mma -> mma layout conversion is only supported on Ampere' (chunked prefill)
case("vllm-8024-deepseek-coder-33b-v100-v055-chunked-prefill-triton-mma-layout-only-ampere",
     "https://github.com/vllm-project/vllm/issues/8024",
     "[Bug]: deploy on V100, mma -> mma layout conversion is only supported on Ampere\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "There are some related issues #2729 , #6723\n"
     "\n"
     "```text\n"
     "Deploy model on V100\n"
     "Versions of relevant libraries:\n"
     "[pip3] flashinfer==0.1.4+cu121torch2.4\n"
     "[pip3] numpy==1.26.4\n"
     "[pip3] nvidia-cublas-cu12==12.1.3.1\n"
     "[pip3] nvidia-cuda-cupti-cu12==12.1.105\n"
     "[pip3] nvidia-cuda-nvrtc-cu12==12.1.105\n"
     "[pip3] nvidia-cuda-runtime-cu12==12.1.105\n"
     "[pip3] nvidia-cudnn-cu12==9.1.0.70\n"
     "[pip3] nvidia-cufft-cu12==11.0.2.54\n"
     "[pip3] nvidia-curand-cu12==10.3.2.106\n"
     "[pip3] nvidia-cusolver-cu12==11.4.5.107\n"
     "[pip3] nvidia-cusparse-cu12==12.1.0.106\n"
     "[pip3] nvidia-ml-py==12.560.30\n"
     "[pip3] nvidia-nccl-cu12==2.20.5\n"
     "[pip3] nvidia-nvjitlink-cu12==12.6.20\n"
     "[pip3] nvidia-nvtx-cu12==12.1.105\n"
     "[pip3] pyzmq==26.2.0\n"
     "[pip3] torch==2.4.0\n"
     "[pip3] torchvision==0.19.0\n"
     "[pip3] transformers==4.44.2\n"
     "[pip3] triton==3.0.0\n"
     "[conda] Could not collect\n"
     "ROCM Version: Could not collect\n"
     "Neuron SDK Version: N/A\n"
     "vLLM Version: 0.5.5@\n"
     "```\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "We use vLLM to startup `deepseek-ai/deepseek-coder-33b-instruct` on V100, meet Error follow as . \n"
     "![image](https://github.com/user-attachments/assets/eabaa197-9659-43c2-90e0-ef29e4d1c290)",
     None, {}, "attention_backend_gpu",
     "vLLM 0.5.5 serving deepseek-coder-33b-instruct on V100 (sm_70) with chunked prefill on: the chunked-prefill path "
     "of the V0 engine runs vLLM's Triton prefix-prefill attention kernel, which Triton cannot compile for a "
     "pre-Ampere GPU, so the process aborts with 'mma -> mma layout conversion is only supported on Ampere'. A kernel "
     "/ GPU-generation limit, not memory.",
     "the reporter's own workaround in the issue body: 'The current workaround is set to "
     "`--enable-chunked-prefill=False`'; in the related vllm #2729 users confirm --enable-chunked-prefill=False, and "
     "enable_prefix_caching=False together with it, on V100 / V100S (e.g. the vllm-openai v0.6.3 image)",
     release="0.5.5", gpu="NVIDIA V100", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--enable-chunked-prefill", "value": True},
                       {"flag": "--enable-prefix-caching", "value": True}, {"flag": "--quantization"}],
     note="Excerpt: the issue title (the only place the stored text carries the assertion) and the body down to the "
          "screenshot of the error; the collect_env block is shown as stored (its <details> wrapper dropped). The "
          "sentence after the screenshot ('The current workaround is set to --enable-chunked-prefill=False, but this "
          "method is unknown to most users. Does vLL[M] ...') is left out because it is the fix. The launch command "
          "and the number of V100s are not in the stored text. Judgement call 3. Round 286 left this thread for "
          "another slice ('not a vendor tracker') and cited its workaround in glm4-485.")

# ---------------------------------------- vllm #8094: Llama-3.1-405B GPTQ, TP 16 over Ray, --dtype float16 --enable-chunked-prefill -> the Triton assertion, SIGABRT in a Ray worker
case("vllm-8094-llama31-405b-gptq-tp16-ray-fp16-enable-chunked-prefill-triton-mma-layout-sigabrt",
     "https://github.com/vllm-project/vllm/issues/8094",
     "[Bug]: dtype float16 Failure to use enable-chunked-prefill\n"
     "\n"
     "```\n"
     "python3 -u -m vllm.entrypoints.openai.api_server --model /model/models/Meta-Llama-3.1-405B-Instruct-gptq-4bit "
     "--port xxxxxx --api-key xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  -tp 16 --seed 7  --served-model-name "
     "Llama-3-405B-Instruct --dtype float16 --enable-chunked-prefill --max-num-batched-tokens 4096 --enforce-eager "
     "--gpu-memory-utilization 0.98 --tokenizer-pool-size 8  --block-size 32  --trust-remote-code "
     "--distributed-executor-backend ray --swap-space 8  --disable-custom-all-reduce --max-model-len 32768\n"
     "```\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "```\n"
     "(RayWorkerWrapper pid=1335677, ip=23.248.165.188) ethod: /project/lib/Analysis/Allocation.cpp:47: "
     "std::pair<llvm::SmallVector<unsigned int>, llvm::SmallVector<unsigned int> > "
     "mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion `!(srcMmaLayout && dstMmaLayout && "
     "!srcMmaLayout.isAmpere()) && \"mma -> mma layout conversion is only supported on Ampere\"' failed.\n"
     "(RayWorkerWrapper pid=1335677, ip=23.248.165.188) *** SIGABRT received at time=1725325639 on cpu 85 ***\n"
     "(RayWorkerWrapper pid=1335677, ip=23.248.165.188) PC: @     0x7f1d16bb29fc  (unknown)  pthread_kill\n"
     "(RayWorkerWrapper pid=1335677, ip=23.248.165.188)     @     0x7f1d16b5e520  (unknown)  (unknown)",
     None, {}, "attention_backend_gpu",
     "Llama-3.1-405B-Instruct GPTQ 4-bit over Ray with TP 16, --dtype float16 and --enable-chunked-prefill: with "
     "chunked prefill on, the V0 engine runs vLLM's Triton prefix-prefill attention kernel, and Triton's compiler "
     "aborts a Ray worker with the 'mma -> mma layout conversion is only supported on Ampere' assertion, i.e. the "
     "GPUs are pre-Ampere and this fp16 Triton kernel cannot be built for them. Not memory (the flags "
     "--gpu-memory-utilization 0.98 / --max-model-len 32768 are not involved).",
     "no answer in the stored text (closed as stale). The known workaround for this assertion (vllm #8024, #2729: "
     "serve with --enable-chunked-prefill=False, and without prefix caching) applies; the title ties the failure to "
     "fp16 + --enable-chunked-prefill",
     release=None, gpu=None, gpus=16,
     command="python3 -u -m vllm.entrypoints.openai.api_server --model /model/models/Meta-Llama-3.1-405B-Instruct-"
             "gptq-4bit -tp 16 --seed 7 --served-model-name Llama-3-405B-Instruct --dtype float16 "
             "--enable-chunked-prefill --max-num-batched-tokens 4096 --enforce-eager --gpu-memory-utilization 0.98 "
             "--tokenizer-pool-size 8 --block-size 32 --trust-remote-code --distributed-executor-backend ray "
             "--swap-space 8 --disable-custom-all-reduce --max-model-len 32768",
     forbidden=_MEM + [{"flag": "--enable-chunked-prefill", "value": True},
                       {"flag": "--enable-prefix-caching", "value": True},
                       {"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--swap-space"},
                       {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the issue title, the command and the first four lines of the error block as the stored chunk "
          "shows them (turn 0, continued; the environment block above the command and the rest of the Ray log are "
          "not reproduced; 'ethod:' is cut so in the source). The port and api key are masked by the reporter. "
          "gpus=16 from -tp 16 (two or more nodes over Ray). Judgement call 4: the GPU model is not named in the "
          "stored chunk; pre-Ampere is read from the assertion itself.")

# ---------------------------------------- vllm #9901: QLoRA adapter for Qwen2.5-1.5B-Instruct served with bitsandbytes + LoRA -> 'Model Qwen2ForCausalLM does not support BitsAndBytes quantization yet'
case("vllm-9901-qwen25-15b-qlora-adapter-bnb-lora-qwen2forcausallm-does-not-support-bitsandbytes-yet",
     "https://github.com/vllm-project/vllm/issues/9901",
     "[Bug]: 我在使用factory_llama工具以qlora的方式训练Qwen/Qwen2.5-1.5B-Instruct模型，然后以vllm加载lora的方式启动，结果报错："
     "AttributeError: Model Qwen2ForCausalLM does not support BitsAndBytes quantization yet.，有大佬知道是哪儿的问题吗\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "\"\"\"\n"
     "This example shows how to use LoRA with different quantization techniques\n"
     "for offline inference.\n"
     "\n"
     "Requires HuggingFace credentials for access.\n"
     "\"\"\"\n"
     "\n"
     "import gc\n"
     "from typing import List, Optional, Tuple\n"
     "\n"
     "import torch\n"
     "from huggingface_hub import snapshot_download\n"
     "\n"
     "from vllm import EngineArgs, LLMEngine, RequestOutput, SamplingParams\n"
     "from vllm.lora.request import LoRARequest",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The user trained a QLoRA adapter for Qwen2.5-1.5B-Instruct with LLaMA-Factory and started vLLM with the base "
     "model quantized by bitsandbytes plus the LoRA (vLLM's LoRA-with-quantization example). vLLM's BitsAndBytes "
     "loader requires per-model support (a bitsandbytes stacked-params mapping), which Qwen2ForCausalLM did not have "
     "in the release of that time (0.6.3.x), so model loading refused: 'Model Qwen2ForCausalLM does not support "
     "BitsAndBytes quantization yet.' A version / model-support limit, not memory and not the adapter.",
     "not in the stored text of this thread (closed as stale). For the same message on Qwen2.5 the vLLM maintainer "
     "jeejeelee answered in vllm #10263 (2024-11-12): 'The current release version indeed doesn't support this. It "
     "should be supported in the upcoming release version, see: #8941. You can try building from the main branch' "
     "(vLLM 0.6.4); alternatively serve the unquantized base model with the LoRA",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--max-lora-rank"},
                {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the issue title (Chinese: 'I trained Qwen/Qwen2.5-1.5B-Instruct with QLoRA in LLaMA-Factory, then "
          "started vLLM loading the LoRA, and got: AttributeError: ... Does anyone know where the problem is?') and "
          "the start of the body, which is vLLM's examples/lora_with_quantization_inference.py pasted into the "
          "environment section; the rest of the script is not reproduced. Judgement call 5.")

if __name__ == "__main__":
    BATCH.write()
