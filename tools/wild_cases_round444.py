"""Round-444 blind batch: vLLM start-up failures reported on English Q&A and FORUM pages (slice: Stack Overflow,
discuss.vllm.ai, Hugging Face forums / model-page discussions, NVIDIA developer forums, Reddit r/LocalLLaMA, Medium /
dev.to / personal blogs); collected by helper wild444 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round444-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's docs corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 50 allowed, all ``search`` (20 corpus=pages, 14 corpus=docs, 2 corpus=issues; no read_file /
find_string / find_files / fetch); a 37th search was refused by the tool ("the search budget for this session is
used up"), which ended the collecting. **3 cases, all Hugging Face model-page discussions** (the only forum-like
pages the corpora returned with an error line in them): mistralai/Ministral-8B-Instruct-2410 #10 (max_model_len
65536 over the derived 32768), mistralai/Mistral-7B-Instruct-v0.1 #82 (--quantization awq on the unquantized repo),
lukealonso/MiniMax-M2-NVFP4 #1 (CutlassExpertsFp4 refuses data parallelism). None has a fix confirmed in the stored
text; each rests on a vLLM message that names its own cause (see judgement calls).

Why the slice is (nearly) empty, for the lead:
- The pages corpus holds no Stack Overflow, Reddit, discuss.vllm.ai or Hugging Face forum thread for any query
  (15 queries phrased as SO / forum / Reddit / Kaggle questions or quoting exact vLLM messages). It answers with the
  same AI-written explainers every earlier round met (errornotes.dev, fixdevs, runaihome and its dev.to copy,
  theneuralbase, runlocalai, gigagpu, aitoolsguidebook, intranet.presrite, localrig, taourl, leeroopedia) plus spam
  (cloudzsexy, brick-house.org, hotkuki) and DGX Spark / Jetson write-ups whose stored openings carry no error line.
- The NVIDIA developer-forum pages it does hold are performance threads (Jetson AGX Thor MoE throughput t/364663,
  bfloat16-quality-speed t/366828?page=4, Orin Nano NVML/llama.cpp t/370049 -- not vLLM), not failed launches.
- Hugging Face model discussions live in the docs corpus (as round 269 found), stored from their opening; the ones
  that come back are almost all fixtures or earlier skips already.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or earlier fixtures: vllm #51744, #1157, #1284, #30163, #51964, #1711;
  argilla-io/distilabel #326; neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8 #3; orcarouter/OrcaSAQ-2-27B #6;
  mlx-community/Llama-3.1-Nemotron-70B-Instruct-HF-8bit #5; casperhansen/vicuna-7b-v1.5-awq #1; BatsResearch/bonito-v1
  #2; mistralai/Mistral-7B-Instruct-v0.2 #58; swiss-ai/Apertus-8B #8; ModelCloud/Mistral-Nemo GPTQ #2;
  unsloth/Meta-Llama-3.1-8B bnb #9; TheBloke/airoboros-l2-13b AWQ #1; yusufs/vllm-inference commit d51e450;
  discuss.vllm.ai t/2420; natolambert/dgx-spark-setup; al-engr.com, corti.com (and its longform.social copy),
  sovgrid.org.
- Named in earlier rounds' skip lists (not re-opened, or met again): HF moonshotai/Kimi-VL-A3B-Thinking-2506 #4 (also
  re-queried once: only the opening, traceback cut before the error), mistralai/Pixtral-Large-Instruct-2411 #13,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, google/gemma-3-27b-it #23, CohereForAI/c4ai-command-r-v01-4bit #10,
  Infermatic/Llama-3.3-70B-Instruct-FP8-Dynamic #1, neuralmagic/Mistral-Nemo-Instruct-2407-FP8 #1,
  inclusionAI/Ling-3.0-flash-fp8 #8, RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6, RedHatAI/Mistral-Small-3.2-24B-FP8 #1,
  mistralai/Magistral-Small-2506 #27, Mistral-Small-3.1-24B-2503 #16; vllm #19407,
  #2418, #46169, #20881, #14076, #36615; sherdencooper/gptfuzz #27; forum.beginner.center t/2598; ai-muninn.com,
  catg.kghs.net, conselara.dev, vlaicu.io, hokwangchoi.com, edgeaistack.ai, myoceane.fr, obsidian-quartz Orin page,
  the Nemotron-3-Nano-on-Thor forum thread (mdsite copy).
- Error line not in the stored text: HF RedHatAI/Mistral-Small-3.2-24B-Instruct-2506-NVFP4 #1 (vLLM 0.17.1, TP 2;
  the opening stops in the banner and args), vllm #17618 (Colab A100, unsloth-merged Llama-3.1-8B; 'Engine core
  initialization failed' with no root cause shown), OpenGVLab/InternVL #1175 (InternVL3_5-241B, traceback cut in
  determine_available_memory), opea GenAIExamples #1119 (Gaudi, cut in _initialize_kv_caches), Huawei Ascend forum
  threads 0279188816406571245 / 0250193413724438011 / 0278197082761921126 (Chinese, outside the English slice, cut),
  nlzy/vllm-gfx906 #48 (gfx906 Qwen3-Next AWQ, 'strange config error' not reached).
- Only the title reached (discussion page not stored, only profile / activity pages): cyankiwi/Mellum2-12B-A2.5B-
  Thinking-AWQ-INT4 ('Only symmetric quantization is supported for MoE', vLLM 0.22.1), cyankiwi/North-Mini-Code-1.0-
  AWQ-INT4 (same message), evanrodgers/d3-ultra-W4A16-GPTQ ('Error in VLLM 0.32 and nightly too'), DavidAU/Mistral-
  Small-3.1-24B-...-GGUF #6, Mistral-Small-3.1-24B-2503 #14, meta-llama/Llama-4-Scout-17B-16E #24,
  canada-quant/DeepSeek-V4-Flash-W4A16-FP8(-MTP) #8 / #2. Worth a look by a collector whose corpus stores them.
- Same author and message as a used source: mlx-community/Meta-Llama-3.1-70B-Instruct-8bit #2 (yaronr, 'Unknown
  quantization method: .', twin of the used Nemotron-70B-8bit #5).
- Not a start-up failure / not vLLM's message: lmsys/vicuna-13b-v1.5-16k #8 (request rejected at 4096 tokens; the
  launch-time cause, rope scaling ignored when deriving the length, is only a guess in the thread),
  huggingface/InferenceSupport #2016 ('quantization config ... has no quant_method', not shown to be vLLM),
  google/gemma-2b-it #32 and THUDM/cogvlm #15 (transformers), pytorch #124996, intel/llm-scaler #154 (runtime crash),
  vllm #44793 mirror (environment only), flashinfer #2723 (a patching report, not a launch).

Judgement calls for the lead:
1. HF Ministral-8B-Instruct-2410 #10: named as skipped by earlier rounds for having no answer; taken because the
   stored error line is complete and vLLM's message states both the cause (config.json max_position_embeddings=32768)
   and the remedies. numbers follow earlier max_len_over_derived fixtures (max_model_len, derived_key,
   derived_max_model_len).
2. HF Mistral-7B-Instruct-v0.1 #82: the traceback ends at the raise statement with its message template, not the
   filled-in 'Cannot find the config file for awq'; awq is read from the post and the PR. kind vllm_check_failed,
   cause quantization_mismatch (as github-edward-lcl-gemma2-27b-it-v073-quantization-awq-no-config; vllm-1419 has
   cause vllm_check_failed).
3. HF lukealonso/MiniMax-M2-NVFP4 #1: the error is quoted in a reply whose next sentence ('I set VLLM_...') is cut;
   no command, GPU count or release for this error. kind/cause vllm_check_failed (no 'MoE backend x parallel mode'
   label); the lead may drop it as too thin.
4. All three are outside the letter of the slice's named sites (they are Hugging Face model-page discussions, the
   Hub's per-model forum) because no page of the named sites with a vLLM error line came back.
5. None prints a figure the failure turns on except #10 (65536 vs 32768), so numbers is {} for the other two.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round444-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--cpu-offload-gb"}, {"flag": "--kv-cache-dtype"}]

# ---------------------------------------- HF mistralai/Ministral-8B-Instruct-2410 #10: LLM(max_model_len=65536) on A100s -> above the derived 32768
case("hf-ministral-8b-instruct-2410-10-max-model-len-65536-over-derived-32768",
     "https://huggingface.co/mistralai/Ministral-8B-Instruct-2410/discussions/10",
     "I am trying to run the Ministral-8B-Instruct-2410 model on 8 A100 GPUs, and I set max_model_len to 65536. Below "
     "is the code snippet I am using:\n"
     "\n"
     "llm = LLM(\n"
     "    model=model_id,\n"
     "    tensor_parallel_size=4,\n"
     "    max_model_len=args.max_model_token, \n"
     "    enforce_eager=True,\n"
     "    gpu_memory_utilization=0.95,\n"
     ")\n"
     "\n"
     "Error Message\n"
     "\n"
     "When running the above code, I encountered the following error:\n"
     "\n"
     "ValueError: User-specified max_model_len (65536) is greater than the derived max_model_len "
     "(max_position_embeddings=32768 or model_max_length=None in model's config.json). This may lead to incorrect model "
     "outputs or CUDA errors. To allow overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1",
     "max_len_over_derived", {"max_model_len": 65536, "derived_key": "max_position_embeddings",
                              "derived_max_model_len": 32768}, "max_len_over_derived",
     "mistralai/Ministral-8B-Instruct-2410 loaded with vllm.LLM(max_model_len=65536, tensor_parallel_size=4) on A100s: "
     "the checkpoint's HF config.json sets max_position_embeddings=32768, so vLLM derives a 32768-token maximum and "
     "refuses the longer user-specified length at engine configuration, before any weights or memory are touched. A "
     "context-length / config limit, not a memory or parallelism problem.",
     "no reply with a fix in the thread (a second user reports the same error). From the message itself: keep "
     "max_model_len at or below 32768, or knowingly override the check with VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 (which the "
     "message warns may give incorrect outputs or CUDA errors)",
     release=None, gpu="NVIDIA A100 (8 in the machine, TP 4 used)", gpus=8,
     command="llm = LLM(model=model_id, tensor_parallel_size=4, max_model_len=args.max_model_token, enforce_eager=True, "
             "gpu_memory_utilization=0.95)  # max_model_len 65536",
     forbidden=_MEM + [{"flag": "--max-model-len", "above": 32768}, {"flag": "--tensor-parallel-size"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the 'Description' and 'Error Message' sections of the discussion's opening post as the docs corpus "
          "stores them; the 'Steps to Reproduce' list after them and the second user's 'same error here' reply are "
          "dropped. Judgement call: earlier rounds named this thread as skipped for having no answer; it is taken here "
          "because the error line is complete and the message itself states both the cause (config.json's "
          "max_position_embeddings=32768) and the two remedies. max_model_len in the code is args.max_model_token; "
          "the post says it was 65536, and the error prints 65536.")

# ---------------------------------------- HF mistralai/Mistral-7B-Instruct-v0.1 #82: --quantization awq on the unquantized repo -> 'Cannot find the config file for awq'
case("hf-mistral-7b-instruct-v01-82-awq-on-unquantized-repo-cannot-find-config-file",
     "https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.1/discussions/82",
     "Create quant_config.json\n"
     "\n"
     "Beginner :) , but I think this would also enable the possibility of running a Quantized model using autoawq of "
     "Mistral AI based on the vllm docs.\n"
     "\n"
     "This is the error I see:\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/model_loader.py\", line 67, in get_model\n"
     "quant_config = get_quant_config(model_config.quantization,\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/model_executor/weight_utils.py\", line 114, in get_quant_config\n"
     "raise ValueError(f\"Cannot find the config file for {quantization}\")",
     "vllm_check_failed", {}, "quantization_mismatch",
     "A user asked vLLM (an early 0.2.x release, judging by model_loader.get_model -> weight_utils.get_quant_config) for "
     "AWQ quantization on mistralai/Mistral-7B-Instruct-v0.1, Mistral's unquantized checkpoint. vLLM does not quantize "
     "a model: --quantization awq expects an AWQ checkpoint whose quantization config file it can read, and this "
     "repository has none, so get_quant_config raised 'Cannot find the config file for awq'. The user's PR (adding a "
     "quant_config.json to the unquantized repo) would not turn its fp16 weights into AWQ weights. A checkpoint / "
     "quantization-flag mismatch, not a memory problem.",
     "no reply in the thread (the PR is left open, 'Ready to merge'). From the log: drop --quantization awq to serve "
     "the unquantized model, or point vLLM at a checkpoint already quantized with AutoAWQ (one that ships its AWQ "
     "config)",
     release="an early vLLM 0.2.x (model_loader.py / weight_utils.py layout; not stated)", gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization", "value": "awq"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--cpu-offload-gb"}],
     note="Excerpt: the PR title and its whole description as the docs corpus stores them (a pull request opened as a "
          "discussion on the model page); nothing dropped. Judgement call: the pasted traceback ends at the raise "
          "statement with its message template (f\"Cannot find the config file for {quantization}\"), not the "
          "filled-in 'ValueError: Cannot find the config file for awq'; that the quantization was awq is read from the "
          "post ('running a Quantized model using autoawq') and from the PR adding quant_config.json. The launch "
          "command is not given. Follows the labels of earlier fixtures for this message "
          "(github-edward-lcl-gemma2-27b-it-v073-quantization-awq-no-config: kind vllm_check_failed, cause "
          "quantization_mismatch); the lead may prefer cause vllm_check_failed as vllm-1419 has it.")

# ---------------------------------------- HF lukealonso/MiniMax-M2-NVFP4 #1: NVFP4 MoE with data parallel -> 'CutlassExpertsFp4 doesn't support DP'
case("hf-lukealonso-minimax-m2-nvfp4-1-cutlass-experts-fp4-does-not-support-dp",
     "https://huggingface.co/lukealonso/MiniMax-M2-NVFP4/discussions/1",
     "you know which nightly it worked with? because it does not with current one\n"
     "...\n"
     "I was getting errors like this:\n"
     "ValueError: CutlassExpertsFp4 doesn't support DP. Use flashinfer CUTLASS Fused MoE backend instead (set "
     "VLLM_USE_FLASHINFER_MOE_FP4=1)",
     "vllm_check_failed", {}, "vllm_check_failed",
     "lukealonso/MiniMax-M2-NVFP4 (a ModelOpt NVFP4 MiniMax-M2 MoE) served by a recent vLLM build on Blackwell "
     "workstation GPUs (the thread is about sm120 RTX PRO 6000 cards and a build with the SM120 CUTLASS FP4 MoE kernels) "
     "with data parallelism: vLLM chose the CUTLASS FP4 MoE experts (CutlassExpertsFp4), which do not support DP, and "
     "refused while building the MoE layers. A MoE-backend x data-parallel incompatibility; not a memory shortage.",
     "not confirmed in the stored text: the poster's next sentence ('I set VLLM_...') is cut where the corpus chunk "
     "ends. From the message itself: select the FlashInfer CUTLASS fused-MoE backend with VLLM_USE_FLASHINFER_MOE_FP4=1 "
     "(or run without data parallelism)",
     release="a vLLM nightly / source build of late 2025 (the thread discusses v0.11.1-v0.12.0 and PR #29242; not "
             "stated for this error)",
     gpu="NVIDIA RTX PRO 6000 Blackwell (sm120), per the thread; not stated by the poster of the error", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the discussion title, then (after '...') the two lines of a later reply that quote the error, as "
          "the docs corpus stores them; dropped in between: the nightly-tag exchange, the 'commit is in v0.11.2 "
          "(doesn't work)' report, a 'try running with latest vllm compiled, not docker' reply and the sentence just "
          "before the error that points to ENABLE_CUTLASS_MOE_SM120=1 (vllm PR #29242), which answers the thread's "
          "earlier problem. Judgement calls: no launch command, GPU count or release is given for this error, and the "
          "fix the poster applied is cut off; the case rests on vLLM's own message, which names both the cause (DP) "
          "and the backend switch. kind/cause vllm_check_failed for want of a 'MoE backend does not support this "
          "parallel mode' label.")

if __name__ == "__main__":
    BATCH.write()
