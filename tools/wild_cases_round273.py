"""Round-273 blind batch: vLLM start-up failures reported on vLLM's own tracker
(github.com/vllm-project/vllm/issues), issue numbers ABOVE 56000 only (the newest, autumn 2026), found with the
``search`` tool's issues corpus by queries naming the newest models, GPUs and features (GLM-5.x, Qwen3.6/3.8,
DeepSeek-V4, Kimi K3, gpt-oss-2, Gemma 4, MiniMax-M3, B300, GB300, RTX 5090, RTX PRO 6000, MI355X, DGX Spark,
TurboQuant, DSpark, --max-model-len auto, Model Runner V2, sleep mode, KV offloading); collected by helper wild273
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round273-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite, and did not read kvroom's source.

**Result: 0 cases.** The slice is nearly empty in the stored issues corpus: across 35 searches only five vLLM
issues numbered above 56000 came back at all, and none of them is both unused and a start-up failure whose error
text the stored copy shows. The session's search budget ran out at 36 look-ups (below the 45 the brief allowed;
the last ``search`` was refused with "the search budget for this session is used up"), so the one promising lead
(#57125, below) could not be read further.

Look-ups: 36 charged (35 ``search``, all corpus=issues; 1 ``read_file``, which found no stored file for an issue
path; no ``find_string``, ``find_files`` or ``fetch``), plus one ``search`` refused for the exhausted budget.
Queries, in order: GLM-5.1/B300; DeepSeek-V4/RTX PRO 6000; Qwen3.6/--max-model-len auto; Gemma 4/RTX 5090;
Kimi K3/GB300; Qwen3.8; MiniMax-M3; TurboQuant; DSpark; gpt-oss-2/MI355X; Model Runner V2; --max-model-len auto;
vLLM 0.28.0; vLLM 0.27 CUDA-graph OOM; GLM-5.2/DGX Spark; sleep mode + KV offloading; Qwen3.8 KV refusal;
MI355X/aiter; GB300/NVFP4; Gemma 4/RTX PRO 6000 attention backend; GLM-5.3-Flash; vLLM 0.29/torch 2.13;
Kimi-K3/H200; #56007 by title; v0.29.0 fails to start; free memory below utilization on 0.30 nightly;
DeepSeek-V4-Flash-0731/B300; v0.29.0 docker/Qwen3.8; RTX 5090/0.28/NVFP4; gpt-oss-2 sinks; nvfp4 KV cache;
Qwen3.8/DGX Spark/hybrid Mamba; Gemma 4 MTP on 0.29; #57266 by title; Qwen3.8-Flash-Next.
Nearly every hit was a vLLM issue below 56000 (out of the slice) or another tracker.

vLLM issues above 56000 that the searches returned, and why none became a case (for the lead):
- #57475 (CUDA-graph memory estimate under-reserves -> OOM during graph capture at 0.98 utilization) and
  #57932 (GLM-5.3-Flash on RTX PRO 6000 / SM120 fails with the FlashInfer attention backend): already in
  USED_SOURCES.txt (checked with grep -F); skipped.
- #56007 "[Bug]: GLM5.3-Flash v0.29.0 loading checkpoints error" (2026-09-09): unused, but the stored copy holds
  only the title and the template heading "Your current environment" (re-searched by title to be sure); no error
  text, no fix. Given up.
- #57266 "Hybrid Mamba2 + prefix caching with an explicit --mamba-block-size, conv_ssm_forward writes SSM state
  from an out-of-range strided slice and kills EngineCore" (2026-09-17): unused, but it is not a start-up failure:
  the engine starts and dies on a request ("RuntimeError: shape mismatch: value tensor of shape [0, 24, 32, 64]
  cannot be broadcast to indexing result of shape [4, 24, 32, 64]", then EngineDeadError on every later request),
  as quoted in the fix PR #57278 (keep the mamba block size a multiple of the chunk size). Outside the slice.
- #57125 "[Bug]: Qwen3.8-Flash-Next-NVFP4 service cannot start normally." (2026-09-16; 4x RTX 5090, image
  vllm/vllm-openai:qwen38-flash-next-x86_64-cu129, VLLM_PLE_CPU_OFFLOAD=1, TP4, --max-model-len 8192,
  --gpu-memory-utilization 0.9, --max-num-seqs 16): unused and in the slice, but the stored excerpt stops after
  the 3.5-hour checkpoint load, before the error line; the search budget was spent before it could be read
  further. Worth a look by a later round with budget left.

Other in-range-looking numbers seen belonged to other trackers (sglang, vllm-ascend, vllm-omni, recipes, modular)
or were PRs (#57278), so they are outside this slice.

Judgement calls: none taken into fixtures; the only call was to exclude #57266 as a serve-time crash rather than
a launch failure.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round273-blind")
case = BATCH.case

if __name__ == "__main__":
    BATCH.write()
