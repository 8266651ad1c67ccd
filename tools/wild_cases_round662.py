"""Round-662 blind batch: vLLM start-up failures for the models of vendors few rounds cut (ByteDance Seed, Meituan
LongCat, Baidu ERNIE 4.5, Tencent Hunyuan, StepFun, Xiaomi MiMo, inclusionAI Ling / Ring, ServiceNow Apriel, LG EXAONE,
Upstage Solar, AI21 Jamba, Cohere, IBM Granite, Microsoft Phi, Allen AI OLMo / Molmo, Nous, Arcee, Liquid LFM),
looked for first on the vendors' OWN trackers and model-card discussions, 2024-2026; collected by helper wild662 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round662-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 35 of the 40 allowed, all ``search`` (26 corpus=issues, 9 corpus=docs); no read_file / fetch. 1 case:
vllm #16754 (Phi-4-mini-instruct served with an older FlashInfer: top_k_top_p_sampling_from_probs() has no
'deterministic' argument). The SLICE IS MINED OUT: every vendor-tracker thread with a vLLM error line that the search
returned was already in USED_SOURCES.txt or in an earlier round's skip list, and the new threads carried no error line
or no resolution. Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier
rounds' skip lists before it was considered.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): ByteDance-Seed/seed-oss #10; PaddlePaddle/ERNIE #1000, #1389; vllm #20702 (Phi4Flash
  prefix caching), #10869, #9515, #9713, #9624, #27971; vllm-metal #750; tpu-inference #2645; MoonshotAI/Moonlight #26;
  gpustack #6220; EuroEval #658, #1117; zai-org/GLM-4 #608, #662; MiniMax-AI/MiniMax-M1 #21; HF discussions NVLM-D-72B
  #17, core42/jais-30b-chat-v3 #3, defog/sqlcoder-70b-alpha #4, Mistral-7B-Instruct-v0.1 #11, AXCXEPT EZO #1,
  DeepSeek-V2.5-fp8-dynamic #2, neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8 #4.
- Named in earlier rounds' skip lists (not re-spent): ByteDance-Seed/seed-oss #4, #18; meituan-longcat/LongCat-Flash-Chat
  #32 (MTP lm_head.weight, no answer); vllm #33053 (LongCat-Flash-Thinking-2601, chunk stops in collect_env), #27409,
  #41284, #15788, #9360; PaddlePaddle/ERNIE #1441, #1349; Tencent-Hunyuan/Hunyuan-A13B #7; Tencent-Hunyuan/HunyuanOCR
  #14, #15, #18, #25; stepfun-ai/Step3-VL-10B #11; vllm-omni #2238; allenai/open-instruct #1291 (Olmo2Retrofit, no error
  text); HF openbmb/MiniCPM3-4B #7, bit-dny/MindLLM-1b3-chat-zh-v2.0 #4, Infermatic/Llama-3.3-70B-Instruct-FP8-Dynamic
  #1, neuralmagic/DeepSeek-Coder-V2-Instruct-FP8 #1, Qwen/Qwen2-Audio-7B-Instruct #10, Pixtral-Large-Instruct-2411 #13,
  unsloth/Qwen2.5-32B-Instruct-bnb-4bit #1, RedHatAI Mistral-Small-3.2 NVFP4 #1, moonshotai/Kimi-VL-A3B-Thinking-2506 #4;
  ai21labs/AI21-Jamba-Mini-1.7-FP8 ('Error when running wih vllm==0.9.2 and CUDA 12.6 on Ampere GPUs': only an HF
  activity page names it; one more search did not reach the discussion itself).
- New but not a case: vllm-project/vllm-omni #1753 ('MiMoAudioDataParser object has no attribute _is_empty' with
  MiMo-Audio on vLLM 0.17.0: no versions of vllm-omni, no answer in the stored text; a second search with the exact
  message found nothing more); upstage/solar-pro-preview-instruct HF discussion #15 (a 'vllm support' question for
  SolarForCausalLM, no error line); vllm #8753 ("Model architectures ['OLMoForCausalLM'] are not supported" for an
  old hf_olmo-format OLMo checkpoint: the answer is not in the stored chunk, and the message alone does not say that the
  -hf checkpoint is the fix; vLLM's tracker anyway); vllm #19665 (Phi-3-Small blocksparse 'NoneType' object has no
  attribute 'prefill_metadata', closed stale with no fix); vllm #28745 (LongCat-Flash-Chat-FP8 TorchDynamo failure,
  the log is only on a paste site); vllm #20183 (Hunyuan-A13B dependency question, no error line); vllm #22504
  (command-a-vision support question); vllm #8070 (FM9G on a DCU build, outside the slice); zai-org/GLM-4 #314 (outside
  the slice, chunk stops before the error); allenai/OLMo #549 and #622 (training, not vLLM); lmstudio / llama.cpp /
  ollama / fastllm threads for LFM2, Ling, OLMo, Hunyuan (not vLLM).

Judgement calls for the lead:
1. vllm-16754 is on vLLM's tracker, not the vendor's: the brief's slice asked for vendor trackers, but none of those
   returned a new thread with an error line and a resolution. It is taken because the model is a slice vendor's
   (Microsoft Phi-4-mini-instruct) and the thread is new to every list.
2. vllm-16754: the error text is only in the issue title (the stored chunk is the reporter's later comment with the
   launch command, then the maintainers' questions and the reporter's fix); taken as round 448 took title-only errors.
   kind/cause dependency_version_mismatch, as the earlier 'unexpected keyword argument' FlashInfer fixtures were
   labelled (github-dsv4flash-guide-vllm0250-flashinfer-0613-swa-topk-lens, spark-vllm-docker-238). The failure comes
   from vLLM's FlashInfer sampler calling a FlashInfer release whose function has no 'deterministic' parameter, so it
   happens when the sampler first runs (the dummy sampler warm-up or the first request), not in a memory step.
   numbers left empty (only the command's flags are printed, no message numbers).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round662-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #16754: Phi-4-mini-instruct, vllm serve with an older FlashInfer -> top_k_top_p_sampling_from_probs() unexpected keyword 'deterministic'
case("vllm-16754-phi4-mini-instruct-flashinfer-old-top-k-top-p-sampling-unexpected-keyword-deterministic",
     "https://github.com/vllm-project/vllm/issues/16754",
     "[Bug]: phi4-mini-instructBUG TypeError: top_k_top_p_sampling_from_probs() got an unexpected keyword argument "
     "'deterministic'\n"
     "\n"
     "export CUDA_VISIBLE_DEVICES=3\n"
     "export VLLM_USE_MODELSCOPE= False\n"
     "\n"
     "vllm serve /workspace/output/nlp_rewrite/Phi-4-mini-instruct  \\\n"
     "\t--host 0.0.0.0 \\\n"
     "        --port 2016 \\\n"
     "\t--tensor-parallel-size 1 \\\n"
     "        --gpu-memory-utilization 0.8 \\\n"
     "        --trust-remote-code \\\n"
     "        --served-model-name phi4 \\\n"
     "        --max-model-len 10000 \\\n"
     "        --enforce-eager \\",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "vLLM's FlashInfer sampling path (used for top-k / top-p sampling when FlashInfer is installed) calls "
     "flashinfer.sampling.top_k_top_p_sampling_from_probs(..., deterministic=...), but the FlashInfer release installed "
     "next to this vLLM (April 2025) was older and its function had no 'deterministic' parameter, so serving "
     "Phi-4-mini-instruct failed with a TypeError as soon as the sampler ran. A vLLM / FlashInfer version mismatch, not "
     "a model, GPU or memory problem.",
     "reporter LIUKAI0815 (2025-04-17), after vLLM maintainer jeejeelee asked 'which flashinfer are you using?': "
     "'Updating flashinfer solves this' with pip install flashinfer -U",
     release=None, gpu=None, gpus=None,
     command="vllm serve /workspace/output/nlp_rewrite/Phi-4-mini-instruct --host 0.0.0.0 --port 2016 "
             "--tensor-parallel-size 1 --gpu-memory-utilization 0.8 --trust-remote-code --served-model-name phi4 "
             "--max-model-len 10000 --enforce-eager",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (which carries the error line) and the reporter's comment with the launch command, "
          "as the stored text shows them; the traceback of the issue body is beyond the stored chunk. The maintainers' "
          "questions (jeejeelee: which flashinfer; chaunceyjiang: is it microsoft/Phi-4-mini-instruct) and the fix are "
          "left out. The vLLM and FlashInfer versions are not in the stored text (the issue dates from 2025-04-17, the "
          "vLLM 0.8.x era). --enforce-eager is already set, so eager mode is no fix; one GPU is visible "
          "(CUDA_VISIBLE_DEVICES=3), how many the machine has is not stated.")

BATCH.write()
