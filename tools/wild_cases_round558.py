"""Round-558 blind batch: vLLM start-up failures from HUGGING FACE MODEL DISCUSSION pages (docs corpus,
'huggingface.co/<org>/<model>/discussions/N') for models released in 2025-2026 (Qwen3 / 3.5 / 3.6 / 3.8, Qwen3-Next,
Qwen3-VL, Gemma 3 / 4, GLM-4.5 .. 5, DeepSeek V3.x / V4, Kimi, MiniMax, gpt-oss, Llama 4, Mistral Small 3.x /
Magistral, Phi-4, Granite 4, Seed-OSS, ERNIE 4.5, Hunyuan) and their quantized variants; collected by helper wild558
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round558-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source page
only. Excerpts are the text as the search tool's docs corpus returns the page; the fix is left out of the excerpt.

Look-ups: 33 of the 35 allowed: 32 ``search`` corpus=docs and 1 ``read_file`` (an HF discussion path, 'no file at
that repository and path is stored': HF discussions are web pages, not repository files); none refused. **1 case**:
HF LeaderboardModel1/Qwen3.8-27B-AutoRound-W4A16-tuning #1 (vLLM 0.28.1, MTP drafter 'There is no module or
parameter named fc.weight in qwen3_5MultiTokenPredictor', the fc built as packed-quantized while the checkpoint
carries a plain weight). Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt (URL and
"owner/model #N") and against the earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

The slice is exhausted. Two things make it so: (1) the docs corpus stores most 2025-2026 Hugging Face discussion pages
of the big official repositories (Qwen/*, openai/gpt-oss-*, QuantTrio/*, RedHatAI gemma-4 FP8) only as their first
chunk, the auto-generated 'Instructions to use ... with vLLM' model-card header, so the thread body (and the error)
never comes back however the query is phrased; (2) the discussions whose body IS stored were almost all taken by
earlier rounds (USED_SOURCES.txt and the skip lists of rounds 114, 122, 203, 269, 433, 444, 463, 489, 496-500, 542,
547). Many queries instead return HF user 'activity' pages that list a discussion's title only (no log), which are not
usable as excerpts. The lead should not send another collector to this slice.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt) or named in earlier skip lists (not re-spent): google/gemma-3-27b-it #23;
  RedHatAI/gemma-4-26B-A4B-it-FP8-Dynamic #1; RedHatAI/gemma-4-26B-A4B-it-NVFP4 #6; RedHatAI/gemma-4-31B-it-FP8-block
  #5; RedHatAI/Mistral-Small-3.2-24B-Instruct-2506-NVFP4 #1 and -FP8 #1; mistralai/Magistral-Small-2506 #27;
  mistralai/Mistral-Small-3.1-24B-Instruct-2503 #16 (Mistral3ForConditionalGeneration has no vLLM implementation);
  openai/gpt-oss-20b #21; nvidia/Qwen3.6-27B-NVFP4 #16; RadixArk/Qwen3.8-Flash-Next-NVFP4 #2;
  sakamakismile/KAT-Coder-V2.5-Dev-NVFP4 #1; moonshotai/Kimi-VL-A3B-Thinking-2506 #4; inclusionAI/Ling-3.0-flash-fp8
  #8; QuixiAI/DeepSeek-V3-0324-AWQ #12; Infermatic/Llama-3.3-70B-Instruct-FP8-Dynamic #1; meta-llama
  Llama-4-Scout-17B-16E #24; SemiAnalysisAI/InferenceX #1587 (a GitHub issue the docs corpus returned; Kimi-K2.5 INT4
  8xH100 KV-cache case, already a fixture); pastebin wFt4hKqg.
- Body (and error) not in the stored text, only the model-card header chunk or a title in a listing / activity page:
  Qwen/Qwen3-30B-A3B-FP8 #2; Qwen/Qwen3-VL-2B-Instruct-FP8 #1; openai/gpt-oss-20b #110, #165; QuantTrio/GLM-4.7-AWQ
  #9; RedHatAI/gemma-4-26B-A4B-it-FP8-dynamic #1; RedHatAI/gemma-4-31B-it-FP8-dynamic #1 (title: '<pad>' / empty output
  on vLLM 0.24.0, not a start-up failure anyway); RedHatAI/gemma-4-31B-it-FP8-block 'vllm error' (number not shown);
  DevQuasar/Qwen.Qwen3-Next-80B-A3B-Instruct-FP8-Dynamic 'vllm v0.10.2 error'; MidnightPhreaker/GLM-4.5-Air-REAP-82B-
  A12B-GPTQ-INT4-gs32 #1 ('GPU: 5060Ti*4, vllm version 0.11. The following error occurred:' then nothing);
  meta-llama/Llama-4-Scout-17B-16E-Instruct #53 ('VLLM not loading ...'); mistralai/Magistral-Small-2506 #10 ('Error with
  vLLM docker image'); canada-quant/DeepSeek-V4-Flash-W4A16-FP8-MTP #1 (compressed-tensors loader fails on
  shared_experts.gate_up_proj; title only); DavidAU/Mistral-Small-3.1-24B-Instruct-2503-MAX-NEO-Imatrix-GGUF #6 ('error
  with most recent vLLM'; title only); google/gemma-3-4b-it #13 ('Gemma3Config' object has no attribute 'vocab_size';
  title only, and likely Transformers, not vLLM); evanrodgers/d3-ultra-W4A16-GPTQ ('Error in VLLM 0.32'; title only).
- Not a start-up failure: RedHatAI/Qwen3.6-35B-A3B-NVFP4 #4 (the model loads and produces '!!!!' because the
  quantization_config ignore list names the old split linear_attn tensors; the log lines are 'skip loading' warnings,
  not an error -- a wrong-output case, the cause is pinned by the reporter); cyankiwi/GLM-5.1-AWQ-4bit ('!!!!' output
  after a successful launch, title only); cortecs/Llama-3.3-70B-Instruct-FP8-Dynamic #2 (output formatting);
  nvidia/GLM-5.2-NVFP4 #9 (a question, no log).
- No error / not vLLM: lukealonso/GLM-5.1-NVFP4 #4 (a long field report, no single failing log with a pinned cause in the chunk);
  mradermacher/model_requests #2420 (GGUF conversion, llama.cpp).

Judgement calls for the lead:
1. hf-leaderboardmodel1-qwen38-27b-autoround-disc1: the thread has no reply in the stored text ('Sign up or log in to
   comment' follows the report), so the cause is read from the message itself, taken under the brief's 'the message
   itself when it leaves no doubt': vLLM built the MTP drafter's fc layer as a packed 4-bit layer (parameters
   weight_packed / weight_scale / weight_shape) while the checkpoint supplies an unquantized fc.weight, i.e. the
   checkpoint's quantization config does not exclude the MTP fc that the quantizer left in full precision. Label
   weight_loading_mismatch for kind and cause, as all earlier 'There is no module or parameter named' fixtures
   (e.g. hf-qwen38-flash-next-nvfp4-disc2, llm-compressor-1820). The lead may drop the case for lack of a confirmed
   fix. The stored text has the reporter's typos ('avaiable', ':fc.weight', 'weight_shage', mixed quotes); they are
   kept verbatim.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round558-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- HF LeaderboardModel1/Qwen3.8-27B-AutoRound-W4A16-tuning #1: vLLM 0.28.1, MTP drafter fc -> no parameter fc.weight (only weight_packed / weight_scale)
case("hf-leaderboardmodel1-qwen38-27b-autoround-disc1-mtp-fc-weight-packed",
     "https://huggingface.co/LeaderboardModel1/Qwen3.8-27B-AutoRound-W4A16-tuning/discussions/1",
     "mtp error\n"
     "\n"
     "vllm 0.28.1 report error:\n"
     "ValueError: There is no module or parameter named :fc.weight in qwen3_5MultiTokenPredictor.\n"
     "The avaiable parameters belonging to fc(ColumnParallelLinear) are:\n"
     "{\"fc.weight_shage', 'fc.weight_packed', 'fc.weight_scale'}",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "A third-party AutoRound W4A16 (int4, compressed-tensors pack-quantized) checkpoint of a Qwen3.8-27B model "
     "(Qwen3.5-style architecture with a multi-token-prediction head) served on vLLM 0.28.1 with MTP speculative "
     "decoding: vLLM constructed the MTP drafter's fc projection (qwen3_5MultiTokenPredictor.fc, a ColumnParallelLinear) "
     "as a quantized layer with weight_packed / weight_scale / weight_shape, but the checkpoint stores that layer "
     "unquantized as fc.weight, so the loader has nowhere to put it. A mismatch between the checkpoint's quantization "
     "config (which does not exclude the MTP fc) and the MTP weights the quantizer actually wrote; not memory, not the "
     "GPU.",
     "no fix reached: the stored thread has no reply. The message points to the checkpoint (excluding the MTP fc from "
     "the quantization config, or re-exporting with the MTP layer quantized) or to serving without MTP speculative "
     "decoding; neither is confirmed in the thread",
     release="0.28.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}],
     note="Excerpt: the discussion title ('mtp error') and the whole report as the stored text shows it, typos kept "
          "verbatim; the '#1 by lordquest - opened' line is left out. No command, GPU or reply was posted. Judgement "
          "call 1: the cause is read from the message itself.")

BATCH.write()
