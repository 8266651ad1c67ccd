"""Round-316 blind batch: vLLM's own tracker (github.com/vllm-project/vllm/issues, numbers 20000-30000), start-up
refusals that are NOT about memory (config validation, unsupported features/architectures, quantization/dtype
refusals, tokenizer/processor loading, distributed init), found with the ``issues`` corpus; collected by helper
wild316 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round316-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed for this round (45 ``search``, all corpus=issues; 1 ``read_file``, which found that
issue threads are not stored as files; no find_string, find_files or fetch). **Short of the 4-10 asked: 1 case.** The
slice is nearly mined out: USED_SOURCES.txt already holds 73 vllm-project/vllm issues numbered 20000-29999, and most
slice threads the searches surfaced were among them. The issues corpus returns one excerpt per thread (the part that
best matches the query), so for several unused threads the error text or the fix could not be reached even with
follow-up searches aimed at them, and they were given up rather than filled in by guesswork.

Sources given up (for the lead, not cases):
- Already used (checked with grep -F): vllm #23955 (MiniCPM-V 4.5 version check), #22414, #22331, #22290 (gpt-oss
  sinks / FA3 on Ampere and Ada), #24944 (Qwen3-Next on the CPU build), #21369 (Voxtral transformers import).
- Unused, but the error text and/or the fix could not be reached in the excerpts the corpus returned:
  #28572 (gpt-oss-20b on an RTX 3090 next to an RTX 2080 Ti, v0.11.0; only the start of the log, no error line, no
  reply); #23821 (Gemma 3n on the vllm-openai v0.10.1.1 image; the traceback reaches timm.create_model but the
  exception line and any fix were not shown); #21615 (--limit-mm-per-prompt in 0.10.0; only the argparse usage dump
  and a later user's tip to pass JSON in single quotes, not the author's error line); #26161 (MiniCPM-V-4_5, pydantic
  'Value error, Expecting value: line 1 column 1 (char 0)' in ModelConfig on 0.10.2; maintainers asked for the full
  trace, no fix reached); #22301 (gpt-oss ModelConfig validation error; body cut before the message); #22424
  (Voxtral-Small pipeline parallel; only the template); #20902 (Devstral-Small-2507 on the v0.9.1 image; only the
  start of the log); #27808 (EAGLE draft with Gemma2; only the traceback middle and config); #22231 (Qwen3ForCausalLM
  'not supported for now' on an old vLLM; no reply reached); #22709 (Nanonets-OCR launch on 0.9.2; traceback start
  only).
- A last search on async-scheduling refusals (0.10/0.11) returned only PRs and out-of-slice issues.
- Unused and skipped as out of scope: #25653 (gpt-oss-20b bnb on a Windows 2080 Max-Q, v0.10.2rc3 image; the same
  setup as the already-collected vllm-24358 fixture, likely the same user, and the excerpt showed no error line);
  #20051 (mxbai-rerank: a request-time 500, not a start-up refusal); #20304, #20241, #20097 (max-model-len behaviour,
  not a refusal at start); #20465 (V0 load_model failure, root cause not shown).
- Out of the slice (other trackers; not taken): vllm-project/recipes #51 (KeyError invalid tool call parser 'openai'
  on 0.10.1), OpenSQZ/MiniCPM-V-CookBook #51, QwenLM/Qwen3-VL #2058, gpustack #2843.

Judgement calls for the lead (the case's ``note`` says more):
1. vllm #23632 has no pasted log: the author's one-sentence description carries the error line inline, and it is kept
   as the excerpt. There is no confirmed fix; the maintainer states the feature (BNB for gpt-oss MoE) is missing.
   Labelled vllm_check_failed / vllm_check_failed, as the earlier 'does not support BitsAndBytes quantization yet'
   fixtures (vllm-10263, vllm-7624, vllm-9714) are. gpu/gpus/release are unknown (collect_env left as the template).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round316-blind")
case = BATCH.case

# ---------------------------------------------- gpt-oss-20b bnb-4bit: GptOssForCausalLM has no BitsAndBytes support
case("vllm-23632-gpt-oss-20b-bnb-4bit-no-packed-modules-mapping",
     "https://github.com/vllm-project/vllm/issues/23632",
     "Using the gpt-oss-20b_bnb_4bit model, the vllm service failed to start with the error message: AttributeError: "
     "Model GptOssForCausalLM does not support BitsAndBytes quantization yet. No 'packed_modules_mapping' found.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The user served a bitsandbytes-4bit checkpoint of gpt-oss-20b; vLLM's BitsAndBytes loader refuses models without a "
     "packed_modules_mapping, and the maintainer explains that gpt-oss (an MoE) does not support BNB at all yet: besides "
     "packed_modules_mapping, get_expert_mapping / the MoE mapping for gpt-oss-like models is not implemented. Not a "
     "memory problem; the checkpoint's quantization format is not loadable by that vLLM.",
     "no working fix in the thread; jeejeelee (maintainer, 2025-08-27): 'This model does not yet support BNB, In "
     "addition to `packed_modules_mapping`, `get_expert_mapping` still needs to be implemented, but MoE mapping for "
     "gpt-oss-like models hasn't been implemented yet' (i.e. use a format vLLM supports for gpt-oss, such as the "
     "original MXFP4 checkpoint)",
     release="not stated (collect_env left as the template; August 2025, about 0.10.1)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the author's one-sentence description, which carries the error line inline (no log pasted). "
          "Labelled vllm_check_failed as earlier BNB 'does not support BitsAndBytes quantization yet' cases "
          "(vllm-10263, vllm-7624, vllm-9714). The fix is the maintainer's statement that the feature is missing, not a "
          "fix the author confirmed.")

if __name__ == "__main__":
    BATCH.write()
