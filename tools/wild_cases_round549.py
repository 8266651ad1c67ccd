"""Round-549 blind batch: vLLM start-up (and first-request) failures reported on the trackers of RESEARCH code that
launches vLLM for RL training, reasoning and evaluation (TinyZero, Search-R1, EasyR1, rllm, SkyThought, simpleRL-reason,
LIMO, s1, DAPO, Open-Reasoner-Zero, prime-rl, ROLL, AReaL, R1-V, VLM-R1, Light-R1, OpenManus-RL, Agent-R1, ReSearch,
lmms-eval, VLMEvalKit, evalscope, opencompass, EvalPlus, LiveCodeBench, bigcode-evaluation-harness); collected by helper
wild549 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round549-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 31 of the 35 allowed (29 ``search`` corpus=issues, 2 ``search`` corpus=pages); no read_file / fetch /
find_* calls. 2 cases: EvolvingLMMs-Lab/lmms-eval #711 (the repository's own vllm_qwen2_vl.sh example: decoder prompt of
337,896 tokens against max_model_len 128000) and StarsfieldAI/R1-V #133 (R1-V's vLLM GRPO trainer on vLLM 0.7.3 with
Qwen2.5-VL: 'Attempted to assign ... = 932 multimodal tokens to 1159 placeholders'). Every source was checked with grep -F
against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is nearly exhausted. The semantic search ranks by the error text, so queries that name these repositories
return vllm-project/vllm, Qwen, LlamaFactory, Xinference, OpenRLHF, verl and TRL threads first, and almost every one of
those (and every slice thread it did return) was already in USED_SOURCES.txt or an earlier skip list. Route notes for
the lead: the trackers of TinyZero, Search-R1, EasyR1, rllm, Open-Reasoner-Zero, ROLL, simpleRL-reason, Light-R1, s1,
SkyThought, VLMEvalKit, evalscope, opencompass, lmms-eval and bigcode-evaluation-harness have all been mined in earlier
rounds (see their skip lists); the pages corpus returned only content-farm rewrites of verl set-up guides (P40 / 4090)
whose error lines cannot be taken as real logs.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists, met again here: gensyn-ai/rl-swarm #314, #122;
  THU-KEG/AdaptThink #1; MIV-XJTU/FSDrive #21; nvidia-cosmos/cosmos-rl #640; KeplerC/robo2VLM #3; Jiayi-Pan/TinyZero #111;
  BytedTsinghua-SIA/MemAgent #23; NovaSky-AI/SkyRL #284; tenstorrent/tt-inference-server #3151, #456;
  EleutherAI/lm-evaluation-harness #2431, #3134; vllm-project/llm-compressor #1151; EvolvingLMMs-Lab/lmms-eval #726;
  arcee-ai/mergekit #524; open-compass/VLMEvalKit #561; multimodal-art-projection/TreePO #6 and verl #843 (round 483:
  mid-training, not start-up); verl #2863; huggingface/transformers #36292; vllm #21050, #17527, #14102; ms-swift #5010,
  #7933; the common KV-cache / bf16-on-V100 threads (vllm #2418, #946, #1157, #730, #1284; Qwen3 #295, #110, #16;
  GLM-4 #510; QAnything #128; Qwen #913; DeepSeek-V2 #83; LlamaFactory #7234; basalam #10; ...).
- Error line not in the stored chunk: StarsfieldAI/R1-V #68 (Qwen2.5-VL with R1-V's vLLM trainer; only the environment
  listing and later comments are stored); NovaSky-AI/SkyThought #95 (maintainer: an invalid `revision` copied from the
  Sky-T1-32B-Flash example into `--backend-args` for unsloth/QwQ-32B-unsloth-bnb-4bit; the reporter's error text is not
  in any chunk the search returned); verl #4018 (DAPO recipe on NPU, 'VLLM不支持Qwen3?', traceback stops at the Ray
  TaskRunner frame); StarsfieldAI/R1-V #56 (qwen2.5 error in the training step, not vLLM).
- Not a vLLM start-up failure: lmms-eval #436 and #264 (HF qwen2_vl model OOM, no vLLM); Guanzhou-Ke/Knowledge-Bridger
  #4 (400 'decoder prompt longer than max model length' per request from a running server); lsdefine/simple_GRPO #54
  (vLLM silently dies, no error text); verl #224, #630, #2186 (host / training OOM); vllm #17630 (a fallback WARNING, not
  a failure); vllm #17578 (a feature request, no log).
- Outside the slice and left for their collectors: vllm #5248 (2x T4 KV-cache error, the error line cut), vllm #14184,
  vllm #7303, QwenLM/Qwen3-Coder #554, sasha0552/pascal-pkgs-ci #24, xorbitsai/inference #3850.

Judgement calls for the lead:
1. lmms-eval-711: the failure comes at the first generation, not at engine start; taken under 'failing at its first
   requests because of how it was launched' (the repository's example launch script, unmodified, gives vLLM a
   max_model_len of 128000 and multimodal inputs that expand to 337,896 tokens). kind/cause vllm_check_failed /
   prompt_exceeds_max_model_len as rounds 414 / 439 labelled the same 'decoder prompt ... longer than the maximum model
   length' message (trl-4358, open-r1-672, ms-swift-7631). The maintainer's only reply is a screenshot, so no fix is
   reachable; the cause is read from the message itself (the numbers leave no doubt).
2. r1-v-133: no earlier fixture carries vLLM's 'Attempted to assign N multimodal tokens to M placeholders' check; I used
   kind vllm_check_failed (a vLLM input-validation ValueError at the first generate) rather than inventing a kind; the
   lead may prefer null. Cause dependency_version_mismatch: the thread pins it to the R1-V trainer's use of vLLM changing
   between 0.7.2 (works for Qwen2-VL; the same error there was cured by passing mm_processor_kwargs max_pixels /
   min_pixels to LLM(...)) and 0.7.3 (needed for Qwen2.5-VL; the same mm_processor_kwargs no longer take effect), i.e. a
   framework / vLLM version mismatch in how image resizing reaches vLLM's processor. No fix is reached in the thread (a
   transformers downgrade to 4.49.0.dev0 'then OOMs'; a later 'try setting vLLM's max length' is unconfirmed), so the
   lead may prefer release_regression for the cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round549-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- lmms-eval #711: the repo's vllm_qwen2_vl.sh example -> decoder prompt 337896 > max model length 128000
case("lmms-eval-711-vllm-qwen2-vl-example-decoder-prompt-337896-over-max-model-len-128000",
     "https://github.com/EvolvingLMMs-Lab/lmms-eval/issues/711",
     "I encountered a \"prompt too long\" issue when generating with vllm_qwen2_vl.sh. I don't revise anything. Could you "
     "help with that?\n"
     "\n"
     "```python\n"
     "ValueError: The decoder prompt (length 337896) is longer than the maximum model length of 128000. Make sure that "
     "`max_model_len` is no smaller than the number of text tokens plus multimodal tokens. For image inputs, the\n"
     " number of image tokens depends on the number of images, and possibly their aspect ratios as well.\n"
     "````",
     "vllm_check_failed", {"max_model_len": 128000}, "prompt_exceeds_max_model_len",
     "lmms-eval's own vLLM example script for Qwen2-VL (vllm_qwen2_vl.sh, run unmodified) builds the vLLM engine with a "
     "max_model_len of 128000, and the evaluated samples' multimodal inputs expand (text tokens plus image / video "
     "tokens, which grow with the number of images and their resolution) to a 337,896-token decoder prompt; vLLM's "
     "input check rejects the request at the first generation. A prompt-length / multimodal-token-budget problem of "
     "the launch configuration, not GPU memory.",
     "no fix reached in the stored text (the maintainer, Luodian, replied with a screenshot only). From the message: "
     "cut the multimodal token count (fewer frames / images or a smaller max_pixels for the Qwen2-VL processor) so the "
     "prompt fits the model's context; raising max_model_len past the model's context cannot cover 337,896 tokens.",
     release=None, gpu=None, gpus=None,
     command="bash vllm_qwen2_vl.sh (lmms-eval's example script for the vllm model with Qwen2-VL, unmodified)",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--kv-cache-dtype"}, {"flag": "--cpu-offload-gb"},
                {"flag": "--max-model-len", "at_most": 128000}],
     note="Excerpt: the issue description as the stored chunk shows it (the line break inside the error and the four "
          "closing backticks are the stored text's). The task the script evaluates, the vLLM version and the GPU are "
          "not in the chunk. Numbers: only max_model_len has a key; the prompt length 337896 has none.")

# ---------------------------------------- R1-V #133: R1-V vLLM GRPO trainer + Qwen2.5-VL on vLLM 0.7.3 -> 932 multimodal tokens to 1159 placeholders
case("r1-v-133-vllm-grpo-trainer-qwen25-vl-vllm-073-932-multimodal-tokens-to-1159-placeholders",
     "https://github.com/StarsfieldAI/R1-V/issues/133",
     "vllm 0.7.2支持qwen2VL模型，也能跑通训练代码，但是不支持qwen2.5VL模型，尝试更新vllm至0.7.3后，出现以下问题。\n"
     "```\n"
     "raise ValueError(\n"
     "[rank0]: ValueError: Attempted to assign 308 + 104 + 104 + 104 + 104 + 104 + 104 = 932 multimodal tokens to 1159 "
     "placeholders\n"
     "```\n"
     "这个问题在vllm 0.7.2的时候，是通过在初始化vllm LLM时传入以下参数解决。\n"
     "```\n"
     "mm_processor_kwargs = {\n"
     "  \"max_pixels\": max_pixels,\n"
     "  \"min_pixels\": min_pixels,\n"
     "}\n"
     "```\n"
     "但是在vllm 0.7.3时，这种方式失效了。",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "R1-V's vLLM GRPO trainer builds the prompts (and their image placeholder tokens) with its own image processor "
     "settings (max_pixels / min_pixels) and hands the images to an in-process vLLM LLM. With vLLM 0.7.2 (Qwen2-VL) the "
     "counts matched once the same max_pixels / min_pixels were passed as mm_processor_kwargs to LLM(...); vLLM 0.7.3, "
     "needed for Qwen2.5-VL, no longer applies those kwargs the same way, so vLLM's processor computes 932 image tokens "
     "for a prompt the trainer filled with 1159 placeholders and its multimodal check raises at the first generation. "
     "A framework / vLLM version mismatch in how image resizing reaches vLLM, not memory.",
     "no fix reached in the thread: a commenter suggested downgrading transformers to 4.49.0.dev0 (and then hit OOM), "
     "several others report the same error, and a later comment to set vLLM's max length is unconfirmed. Qwen2-VL on "
     "vLLM 0.7.2 with mm_processor_kwargs worked per the reporter.",
     release="0.7.3", gpu=None, gpus=None,
     command="R1-V (open-r1-multimodal) GRPO training with the vLLM GRPO trainer, Qwen2.5-VL, vLLM 0.7.3; LLM(...) "
             "initialised with mm_processor_kwargs={'max_pixels': max_pixels, 'min_pixels': min_pixels}",
     forbidden=list(_MEM),
     note="Excerpt: the issue description as stored, including the reporter's note that passing mm_processor_kwargs "
          "cured the same error on vLLM 0.7.2 (part of the launch configuration, not the fix for 0.7.3, which the "
          "reporter says no longer works). Judgement calls 2 in the docstring (kind and cause labels).")

BATCH.write()
