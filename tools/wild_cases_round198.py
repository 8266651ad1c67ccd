"""Round-198 blind batch: NON-MEMORY startup failures on recent vLLM releases (0.11-0.33) taken from vLLM's OWN GitHub
tracker (vllm-project/vllm issue and pull-request threads, through the search tool's issues corpus), collected by
helper wild198 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round198-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the search tool's stored
chunk of the thread shows it; where lines in between were dropped the note says so; the fix is left out of the excerpt
(it is in fix_that_worked).

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round198-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]

# ---------------------------------------------- DeepSeek-V3.2 on 8x B200: CUTLASS_MLA forced, lacks sparse attention
case("vllm-pr30195-deepseek-v32-8xb200-cutlass-mla-sparse-not-supported",
     "https://github.com/vllm-project/vllm/pull/30195",
     "Fix\n"
     "```\n"
     "ValueError: Selected backend AttentionBackendEnum.CUTLASS_MLA is not valid for this configuration. Reason: "
     "['kv_cache_dtype not supported', 'sparse not supported']\n"
     "```\n"
     "\n"
     "When running\n"
     "```\n"
     "vllm serve deepseek-ai/DeepSeek-V3.2 \n"
     "```\n"
     "\n"
     "on 8xB200",
     "attention_backend_feature_unsupported", {}, "release_regression",
     "vLLM's CUDA platform code forced the CUTLASS_MLA attention backend for MLA models on Blackwell (B200), but "
     "DeepSeek-V3.2 needs sparse attention (and its fp8 DeepSeek KV-cache layout), which CUTLASS_MLA does not "
     "implement, so the backend check refused the configuration at model construction; a bug in vLLM's backend "
     "selection on Blackwell, not a user setting (the command sets nothing).",
     "the merged PR itself (LucasWilkinson, 2025-12-07, '[BugFix][DeepSeek-V3.2] Fix backend selection logic for "
     "Blackwell'): backend selection no longer forces CUTLASS_MLA when the model needs sparse attention; i.e. a vLLM "
     "build with that fix (a sibling PR #30227 for the same report, issue #30214, was closed in its favour)",
     release="not stated (main, 2025-12-07, just after v0.12.0)", gpu="NVIDIA B200", gpus=8,
     command="vllm serve deepseek-ai/DeepSeek-V3.2",
     forbidden=NON_MEMORY + [{"flag": "--kv-cache-dtype"}, {"flag": "--dtype"}],
     note="Judgement call: a maintainer's bug-fix PR description, not a user's issue, but it is a real launch on "
          "8xB200 reported in vLLM's tracker with its error line and its command; the whole description as the stored "
          "chunk shows it (the review comment after it left out). The user report of the same failure (issue "
          "#30214, B200, data parallel) was not taken: its stored chunks reached by two searches held only traceback "
          "frames, not the error line. Cause release_regression: the refusal came from vLLM's own backend choice, "
          "fixed in code; changing --kv-cache-dtype would not give CUTLASS_MLA sparse attention")

# ---------------------------------------------- argparse: a one-dash --language-model-only on vLLM 0.23.0
case("vllm-46325-v0230-language-model-only-single-dash-unrecognized",
     "https://github.com/vllm-project/vllm/issues/46325",
     "# [Bug]: vllm 0.23.0 unrecognized arguments: -language-model-only",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The reporter's vllm 0.23.0 command line carried the flag as '-language-model-only' (one leading hyphen); "
     "vLLM's argparse knows only '--language-model-only', so it refused the command line before any engine, model "
     "or GPU work.",
     "a commenter (BPbruce, 2026-06-22) pointed out the flag takes two leading hyphens; the reporter answered 'I use "
     "two leading hyphens, there is no error' and the issue was closed",
     release="0.23.0 (title; collect_env shows torch 2.11.0, transformers 5.12.1, flashinfer-python 0.6.12, CUDA 13 "
             "wheels)", gpu="not stated in the stored chunks", gpus=None,
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--kv-cache-dtype"}],
     note="Judgement call: only the issue's title quotes the error (the reporter's own words, vLLM's 'unrecognized "
          "arguments: -language-model-only' line); the description's stored chunk is collect_env output only, and "
          "the two comments are the fix, left out. The full failing command is not in the stored chunks, hence "
          "command None. Cause vllm_check_failed as earlier rounds label argparse refusals (here a typo)")

# ---------------------------------------------- DeepSeek-R1-0528-NVFP4 on RTX Pro 6000: no MLA backend in v0.14.0
case("vllm-32732-deepseek-r1-nvfp4-rtx-pro-6000-v0140-no-valid-attention-backend",
     "https://github.com/vllm-project/vllm/issues/32732",
     "# [Bug]: Regression in v0.14.0: \"No valid attention backend found\" for nvidia/DeepSeek-R1-0528-NVFP4 on RTX "
     "Pro 6000 (Blackwell)\n"
     "\n"
     "```\n"
     "(Worker_TP0 pid=215) ERROR 01-20 13:03:50 [v1/executor/multiproc_executor.py:749]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/models/deepseek_v2.py\", line 1153, in __init__\n"
     "(Worker_TP0 pid=215) ERROR 01-20 13:03:50 [v1/executor/multiproc_executor.py:749]     self.self_attn = "
     "attn_cls(\n"
     "...\n"
     "(Worker_TP0 pid=215) ERROR 01-20 13:03:50 [v1/executor/multiproc_executor.py:749]   File "
     "\"/usr/local/lib/python3.12/dist-packages/vllm/model_executor/layers/mla.py\", line 95, in __init__\n"
     "(Worker_TP0 pid=215) ERROR 01-20 13:03:50 [v1/executor/multiproc_executor.py:749]     self.mla_attn = "
     "MLAAttention(",
     "no_attention_backend", {}, "release_regression",
     "nvidia/DeepSeek-R1-0528-NVFP4 (an MLA model) on RTX Pro 6000 Blackwell (sm_120) cards under vLLM 0.14.0: the "
     "attention selector found no MLA backend it accepts for this GPU and configuration, so each worker died "
     "constructing the attention layers; the reporter calls it a regression in v0.14.0 (the title), i.e. the same "
     "launch started on the release before.",
     "none in the stored chunks (the issue is open and marked stale); what the reporter's title implies is staying "
     "on the release before v0.14.0 (v0.13.x) for this model on sm_120",
     release="0.14.0 (collect_env: torch 2.9.1+cu129, transformers 4.57.6, triton 3.5.1)",
     gpu="NVIDIA RTX Pro 6000 Blackwell", gpus=8,
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--dtype"}],
     note="Judgement call: the issue's title quotes the error; the stored chunks reached by two searches hold the "
          "worker traceback frames (the first two and last two frames of the chunk kept, the middle dropped as "
          "'...') and collect_env, not the ValueError line with its Reasons. gpus=8 from the collect_env GPU "
          "topology (GPU0-GPU7); the TP size and command are not in the stored chunks. Cause release_regression is "
          "the reporter's reading (title), not confirmed by a maintainer")

if __name__ == "__main__":
    BATCH.write()
