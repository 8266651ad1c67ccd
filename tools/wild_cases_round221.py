"""Round-221 blind batch: real vLLM launch failures whose source states the error as printed and the setting that
fixed it, sought in the PAGES corpus (Stack Overflow, Reddit r/LocalLLaMA, Medium/dev.to/Zhihu/CSDN/Qiita/Velog/Habr
posts and tutorials) and the issue threads such pages link; collected by helper wild221 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round221-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the source text only. Excerpts are the text as the source shows it;
where lines in between were dropped the note says so; the authors' fix lines are left out of the excerpt (they are in
fix_that_worked).

Sources and look-ups: see the end of this docstring (filled in at the last commit).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round221-blind")
case = BATCH.case

# ------------------------------------------------- Qwen1.5-7B-Chat, 32K default length on one GPU, estimated max 9936
case("github-kexuanzhang-semantic-operators-qwen15-7b-chat-32768-needs-16gib-has-4.85",
     "https://github.com/KexuanZhang/semantic-operators/blob/fbf330049e79de889794b09b9b4440d38aa8efdc/"
     "ggr-experiment-pipeline/MULTI_GPU_IMPLEMENTATION.md",
     "# Multi-GPU Support Implementation for LLM Experiment Pipeline\n"
     "\n"
     "## Problem Solved\n"
     "\n"
     "**Original Error:**\n"
     "```\n"
     "ValueError: To serve at least one request with the models's max seq len (32768), \n"
     "16.00 GiB KV cache is needed, which is larger than the available KV cache memory (4.85 GiB). \n"
     "Based on the available memory, the estimated maximum model length is 9936.\n"
     "```\n"
     "\n"
     "The Qwen1.5-7B-Chat model with 32K sequence length requires 16GB+ of KV cache memory, but only ~5GB was "
     "available on a single GPU.",
     "kv_cache_too_small",
     {"max_seq_len": 32768, "needed_gib": 16.00, "available_gib": 4.85, "estimated_max_model_len": 9936},
     "kv_too_small",
     "An offline experiment pipeline (src/experiment/run_experiment.py, vLLM's LLM class) loading a local "
     "Qwen1.5-7B-Chat on a single GPU of a multi-GPU server without a max_model_len, so vLLM took the checkpoint's "
     "32768-token context: after the ~15 GB of fp16 weights only 4.85 GiB were left for the KV cache, a third of the "
     "16 GiB one 32768-token sequence needs (vLLM's own estimate of what fits: 9936 tokens).",
     "the repository's change recorded in the same file: the pipeline gained --gpus (tensor parallelism over several "
     "GPUs, e.g. --gpus \"4,5,6,7\" --gpu-memory 0.95 for the full 32K context) and --max-model-len (e.g. 8192 on two "
     "GPUs, 4096 on one), with max_model_len lowered automatically when the memory estimate says it does not fit",
     release="not stated (vLLM V1 engine wording)", gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--max-model-len", "above": 9936}],
     note="Judgement calls: the source is a committed implementation note (README-style, written after the failure) "
          "rather than a raw log; the excerpt is its head down to the author's one-line diagnosis, as committed (the "
          "quoted error is wrapped over three lines with trailing spaces, and keeps vLLM's 'models's' typo). The "
          "file ends 'This implementation should resolve the KV cache memory limitation', i.e. the fix is the "
          "repository's change, not a re-run shown in this file. No GPU model is named; the error-handling sample in "
          "the same file prints 'Total GPU memory available: 101.6GB across 4 GPUs' (about 25 GB a card) and the "
          "examples use GPU ids 4-7, so the host had at least eight GPUs but the failing launch used one: gpus left "
          "None. --max-model-len above 9936 is wrong for the one-GPU launch (the multi-GPU fix keeps 32768 only by adding tensor parallelism). Found through find_string (exact error wording), pinned with find_repos/find_files; outside the "
          "pages slice (see the module docstring)")

if __name__ == "__main__":
    BATCH.write()
