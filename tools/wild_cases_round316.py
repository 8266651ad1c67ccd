"""Round-316 blind batch: vLLM's own tracker (github.com/vllm-project/vllm/issues, numbers 20000-30000), start-up
refusals that are NOT about memory (config validation, unsupported features/architectures, quantization/dtype
refusals, tokenizer/processor loading, distributed init), found with the ``issues`` corpus; collected by helper
wild316 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round316-blind"``;
the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
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
