"""Round-749 blind batch: vLLM FIX PULL REQUESTS (AND THE ISSUES THEY FIX) NUMBERED #10000-#19999 (Nov 2024 - Jun
2025, vLLM 0.6.4 - 0.9.0); collected by helper wild749 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round749-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch). 1 case:
vllm #14969 (allenai/OLMo-2-0325-32B-Instruct on the released vLLM of March 2025: 'ValueError: Expected hidden_size to
be 5120, but found: 2390'; the fix is vLLM PR #13687, merged on main weeks before but not yet in a release, as the
OLMo developer answering the issue says).

The slice is mined out. Nearly every vLLM issue / fix PR numbered 10000-19999 that the issues corpus returns for
vLLM's error words (ValueError, AssertionError, KeyError, AttributeError, NotImplementedError, 'is not supported',
KV cache, max_num_batched_tokens, speculative decoding, LoRA, quantized MoE / VL models, Llama 4, Gemma 3, Qwen3,
Mistral tokenizer, CPU / XPU backends, rope_scaling, DeepSeek fp8 on A100) is already in USED_SOURCES.txt or named in
an earlier round's skip list; the rest carry no error line in the stored text (the fix PRs of this band mostly say
'Fix #N' or describe the change without quoting the user's failing log).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm #12515, #13980, #12124, #10129, #15676, #16254, #14723,
  #16380, #18572, #17434 / #17395 (error only in the PR title, rounds 421-587), #12522, #18933, #13135, #12786,
  #18021, #14939, #12323 (claimed before the check showed rounds 389-637 name it), #15631, #18301, #17604, #13640,
  #15625 / #15008 / #15068, #14212, #14263, #13124, #16681, #16292, #14465, #18051 (LMCache v0 example, error cut,
  rounds 520-534), #12682, #13819, #10263, #13150, #16197 (claimed; rounds 119/391 name it, and its stored description
  is empty), #14897 (round 589: request-time), #17797 (fixed by PR #17853; used).
- Request-time, not a launch: vllm #14963 ('Gemma3 ValueError: Attempted to assign 256 + 256 = 512 multimodal tokens to
  1536 placeholders', vLLM 0.8.0 V1; fixed by PR #14971 'Make Gemma3 MM V0 only for now', which names #14897 and
  #14963). Only the title and the collect_env block are stored; #14897, its twin, was skipped as request-time by
  round 589.
- Fix PRs without a user's error line: vllm PR #14785 / #15062 (Whisper example failing in the profiling run; 'This
  example used to fail during profiling', no log), PR #14971 (above), PR #10568 (Baichuan BNB, no description), PR
  #11157 (V1 'NoneType' object has no attribute 'hash_value', found by a benchmark, not a launch), PR #18123 (LoRA
  test), PR #16651 (title '[Bugfix]' only, description not stored; claimed, one search spent, nothing found).
- Error line not in the stored chunk: vllm #12942 ('V1 not support MOE': Mixtral-8x7B, vLLM 0.7.1 docker, VLLM_USE_V1=1,
  TP 4; two searches reached the command but not the error, no answer stored), #10925 (CPU executor, 'FlashAttentionMetadata
  .__init__() got an unexpected keyword argument is_prompt' on a chat request; no answer stored, the similar #6225 /
  PR #7807 are outside the band), #12258 (DeepSeek-V3 TP 16 x PP 2 on L20, logs only, usage label), #10296, #10488.

Judgement calls for the lead:
1. vllm-14969: the issue is labelled 'new model' and the reporter frames it as a model to support; the answer
   (2015aroras, OLMo developer at AllenAI) says the bug was found during OLMo 2 32B development and fixed in PR #13687,
   not yet released. The message is vLLM's own size check in its RMSNorm layer (the collector's reading: the norm of
   the attention's q / k projections, built by the released OLMo 2 model class for the 32B checkpoint's shape); no
   README row names it, so the kind is vllm_check_failed. The cause is labelled dependency_version_mismatch (README's
   wording for a model-code failure: 'the checkpoint's config and the release's model code'; the fix is a newer vLLM
   release). architecture_unsupported (a model variant the release does not yet support) or vllm_check_failed are the
   alternatives if the lead reads it so. The vLLM release is not stated (at 2025-03-17 the latest was 0.7.3).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round749-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}]

# ---------------------------------------- vllm #14969: allenai/OLMo-2-0325-32B-Instruct -> ValueError: Expected hidden_size to be 5120, but found: 2390 (fix PR #13687, unreleased)
case("vllm-14969-olmo2-0325-32b-instruct-expected-hidden-size-5120-found-2390",
     "https://github.com/vllm-project/vllm/issues/14969",
     "[Bug]: allenai/OLMo-2-0325-32B-Instruct model loading error\n"
     "\n"
     "### The model to consider.\n"
     "\n"
     "when loading [OLMo-2-0325-32B-Instruct](https://huggingface.co/allenai/OLMo-2-0325-32B-Instruct),\n"
     "got  error: ValueError: Expected hidden_size to be 5120, but found: 2390\n"
     "\n"
     "### The closest model vllm already supports.\n"
     "\n"
     "OLMo-2-0325-13B-Instruct, OLMo-2-0325-7B-Instruct",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "OLMo-2-0325-32B-Instruct (released by AllenAI in March 2025) could not be loaded by the vLLM release of the "
     "time: the released OLMo 2 model code (Olmo2ForCausalLM) mishandled the 32B checkpoint, and vLLM's own size "
     "check in a norm layer refused it ('Expected hidden_size to be 5120, but found: 2390'). The OLMo developers had "
     "hit the same bug while bringing up the 32B model and fixed vLLM's OLMo 2 code in PR #13687, merged on main a few "
     "weeks earlier, but vLLM had not cut a release since (about a month), so the released version still carried the "
     "bug. A model-code / checkpoint mismatch of that release, not memory, length or parallelism.",
     "from the thread: 2015aroras (AllenAI): 'We saw this bug during development and put in a fix a few weeks ago: "
     "https://github.com/vllm-project/vllm/pull/13687. vLLM hasn't done a release in about a month, so the released "
     "vLLM version is not fixed yet.' Fix: a vLLM build containing PR #13687 (main / a nightly at the time, or the first "
     "release cut after it); the issue was closed.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as stored (the 'Before submitting a new issue' checklist line "
          "dropped); the description is only the error line, no traceback, command or environment. The answer and "
          "the fix PR are left out. The vLLM release is not stated (0.7.3 was the latest at the time). See judgement "
          "call 1 on kind and cause.")

BATCH.write()
