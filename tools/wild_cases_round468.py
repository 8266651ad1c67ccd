"""Round-468 blind batch: MODEL MAKERS' OWN REPOSITORIES, second pass (QwenLM, deepseek-ai, zai-org, InternLM /
OpenGVLab, OpenBMB, baichuan-inc, 01-ai, mistralai, google gemma, microsoft Phi, ibm-granite, NVIDIA Nemotron,
moonshotai, MiniMax-AI, tencent Hunyuan, baidu ERNIE, stepfun-ai, xiaomi MiMo) where users report vLLM failing to
serve the model at start-up; collected by helper wild468 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round468-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 38 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). The first turn of
this session was cut off by an API error before anything was written or looked up. 1 case: OpenBMB/MiniCPM-V #431
(a commenter's 'Unknown quantization method: bitsandbytes' on a vLLM whose list is ['awq', 'gptq', 'squeezellm',
'marlin']). The slice is exhausted: 28 of the 38 look-ups turned up threads, and nearly every thread with a stored error
line and a stored answer was already in USED_SOURCES.txt, a fixture, or a named skip of an earlier round (rounds 52, 63,
69, 80, 106, 110, 111, 114, 128, 131, 247, 249, 280, 286, 292, 298, 316, 322, 359, 418, 427, 430-433, 461, 464). The
collector stopped at 38 look-ups to write up before the deadline (23:15 UTC); the brief's 4-6 cases was not reached.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): QwenLM/Qwen3 #295; QwenLM/Qwen3-VL #35; vllm #31529, #20712, #45784,
  PR #52915, #31936, #11122, #8736, #11128, #17358, #4989, PR #4641, PR #6758; PaddlePaddle/ERNIE #1000, #1389;
  MoonshotAI/Kimi-K2 #39; zai-org/GLM-4.5 #54; InternLM/InternLM #826; OpenBMB/MiniCPM-V #789, #1121;
  NVIDIA/NeMo-Agent-Toolkit PR #2007; vllm-ascend #11661; deepseek-ai/DeepSeek-OCR #5; kyuz0/amd-r9700 #15.
- Named in earlier rounds' skip lists (not re-opened): QwenLM/Qwen3 #1349, #1440; QwenLM/Qwen2.5-Omni #117;
  QwenLM/Qwen3-VL #348, #831; Tencent-Hunyuan/HunyuanOCR #14, #15, #18, #25; Tencent-Hunyuan/Hunyuan-MT #37;
  Tencent/AngelSlim #61; stepfun-ai/Step-Audio2 #72; vllm #17372, #21050, #15676, #14949, #15788, #26161, #44022,
  #52997, #9791, #34403, #12118, #25378, #31872, #25227, #31480, #15607, #12756, #22231, #20902, #44911, #27409,
  #27971; vllm-omni #232; OpenGVLab/InternVL #1059; deepseek-ai/DeepSeek-V2 #99; deepseek-ai/DeepSeek-Coder-V2 #34;
  kyuz0/amd-strix-halo-vllm-toolboxes #15; zai-org/GLM-V #204, #241, #162; zai-org/GLM-4 #608; OpenBMB/MiniCPM #141;
  OpenBMB/MiniCPM-V #765; mistralai/mistral-common #109; xorbitsai/inference #2941.
- Error line not in the stored chunk or no cause reached: vllm #8142 (DeepSeek-V2 236B vs Lite, only the template
  stored; points to #8080), #13014 (Fatal Python error starting DeepSeek V3, environment only), #17242 (SIGSEGV in
  addProxyOpIfNeeded on DeepSeek TP16 / v0.8.4 V1, a stale thread with no diagnosis), #11626 (DeepSeek-V2-Lite-Chat on
  0.6.3, the error is not stored), #5061 (Mistral-7B-Instruct-v0.3 on 0.4.2: the chunk stops before the error; likely the
  same KeyError as the used #4989), #7727 and OpenBMB/MiniCPM-V #478 (MiniCPM-V-2_6-int4 + bitsandbytes on the
  v0.5.4 image, KeyError 'llm.layers.0.mlp.down_proj.weight'; no answer stored in two look-ups), OpenBMB/MiniCPM-V
  #368 (MiniCPM-Llama3-V-2_5 int4, the commenter's traceback is cut before the error), vllm #6932 (same class, not
  opened), vllm #6058 (MiniCPM KeyError 'lm_head.weight' on 0.5.0, the body is empty in the stored text; the class is
  the used PR #4641 / #6758), gpustack #6220 (step-audio-2-mini on the vllm0.29.0 runner with --omni; the stored chunk
  stops in GPUStack's preamble), stepfun-ai/StepMesh #43 (Step3 + AFD on a vLLM fork, torch.compile trace only),
  vllm #18168 (Phi-3-small-8k on >= 0.8.5: only the reporter's follow-ups are stored, no error line) and PR #16493
  ('fix Phi3Small model only support v0': the stored trace stops inside determine_available_memory; closed, not
  merged), huggingface/trl #3161 (Gemma-3 via trl vllm-serve; outside the slice, not opened).
- Not a vLLM start-up failure / not vLLM: QwenLM/Qwen3 #1392 (WSL DNS), QwenLM/Qwen3-Coder #537 and vllm #26561
  (request-time hermes tool parsing), lm-sys/FastChat #2882 (Yi-34b vllm_worker not registering, no vLLM error),
  xorbitsai/inference #1153 (request-time), Ascend/sglang #263 / #607 (sglang), XiaomiMiMo/* (hosted API, not vLLM),
  PaddlePaddle/FastDeploy #2739 (FastDeploy), vllm #13510 (a maintainer's message-quality issue).

Judgement calls for the lead:
1. minicpm-v-431: the error line is in a COMMENT (ARES3366) on an issue about MiniCPM-V-2_6 int4, not in the
   reporter's own log; no reply addresses that commenter and no vLLM version is given (he asks another user whether
   0.5.4 was used). The cause is read from the message itself: the printed list ['awq', 'gptq', 'squeezellm',
   'marlin'] has no bitsandbytes, the same list round 123 filed for vLLM 0.4.0 (unsloth-482), i.e. his vLLM predates
   bitsandbytes support (0.5.0). kind/cause quantization_method_unknown, following unsloth-482 and the other fixtures
   with this message. release left None; gpu/gpus unknown. Loading the int4 (bitsandbytes) MiniCPM-V-2.6 checkpoint in
   vLLM further needs MiniCPM-V bitsandbytes support in vLLM, which came after 0.5.4 (the used MiniCPM-V #478 / vllm
   #7727 show 0.5.4 failing with a KeyError) -- this is the collector's background, not in the thread, and is kept out
   of real_cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round468-blind")
case = BATCH.case

# ---------------------------------------- OpenBMB/MiniCPM-V #431: MiniCPM-V-2_6 int4 with vLLM -> Unknown quantization method: bitsandbytes
case("minicpm-v-431-minicpmv26-int4-unknown-quantization-method-bitsandbytes-old-vllm",
     "https://github.com/OpenBMB/MiniCPM-V/issues/431",
     "💡 [REQUEST] - <MiniCPM-V-2_6的int4量化>\n"
     "\n"
     "seasoncool · comment · 2024-08-13\n"
     "请问 MiniCPM-V-2_6 int4版本的 支持vllm的推理吗 ？\n"
     "\n"
     "seasoncool · comment · 2024-08-14\n"
     "@chengjungao 請教下您 2.6版本的 int4量化，支持vllm推理嗎？ token/s 怎麼樣呀？\n"
     "\n"
     "ARES3366 · comment · 2024-08-14\n"
     "请教下，你用的是vllm0.5.4 吗，我跑不通，vllm不支持bitsandbytes量化类型。Unknown quantization method: "
     "bitsandbytes. Must be one of ['awq', 'gptq', 'squeezellm', 'marlin']。",
     "quantization_method_unknown", {"quantization": "bitsandbytes"}, "quantization_method_unknown",
     "A user loading openbmb/MiniCPM-V-2_6-int4 (a bitsandbytes 4-bit checkpoint: its config's quantization_config "
     "names bitsandbytes) with vLLM: the installed vLLM's quantization registry only knows awq, gptq, squeezellm and "
     "marlin, so config validation rejects 'bitsandbytes' before anything is loaded. The printed list is that of an "
     "old vLLM (the 0.4.0 era) that predates bitsandbytes support; not a GPU, memory or flag problem.",
     "no fix reached in the thread for this commenter (no reply addresses him). From the message: run a vLLM release "
     "that has the bitsandbytes quantization method (and MiniCPM-V support for it), or serve the unquantized "
     "openbmb/MiniCPM-V-2_6 / an AWQ build instead of the bitsandbytes int4 checkpoint",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and the three comments about vLLM as the stored thread shows them; the issue body "
          "(a transformers bnb_quantize.py RuntimeError, not vLLM) and the other comments (torch / requirements fixes "
          "for that transformers error, and the maintainer's thanks) are left out. The error line is the commenter's "
          "own paste, inline in a Chinese sentence ('我跑不通，vllm不支持bitsandbytes量化类型' = I can't get it to run, "
          "vLLM doesn't support the bitsandbytes quantization type). 'quantization' in numbers is the method named "
          "in the error line.")

if __name__ == "__main__":
    BATCH.write()
