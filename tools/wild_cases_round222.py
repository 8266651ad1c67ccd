"""Round-222 blind batch: HARDWARE-SPECIFIC launch failures (Windows/WSL2, consumer GPUs, old datacenter GPUs such as
V100/T4, Blackwell sm_120, cloud instances), from issue trackers; collected by helper wild222 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round222-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the stored thread text only. Excerpts are the text as the source shows
it (the issues corpus stores threads in chunks, so where lines in between were not stored or were dropped the note
says so); the fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round222-blind")
case = BATCH.case

NO_MEMORY_FIX = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}]
NOT_A_MEMORY_FAILURE = NO_MEMORY_FIX + [{"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------------ WSL2: Model Runner V2 needs UVA (pinned memory)
case("vllm-43381-wsl2-qwen3-0.6b-uva-not-available-v0202-dev",
     "https://github.com/vllm-project/vllm/issues/43381",
     "running\n"
     "```bash\n"
     "vllm serve Qwen/Qwen3-0.6B --gpu-memory-utilization 0.8\n"
     "```\n"
     "on wsl2, but got `RuntimeError: UVA is not available`, the detailed message is\n"
     "\n"
     "```\n"
     "WARNING 05-22 10:02:30 [config.py:70] Support for Transformers v4 is deprecated. The Transformers v4 codepath will "
     "become unmaintained in vLLM v0.22.0 and will be removed in vLLM v0.24.0. Please upgrade to Transformers v5: pip "
     "install --upgrade transformers\n"
     "WARNING 05-22 10:02:31 [interface.py:729] Using 'pin_memory=False' as WSL is detected. This may slow down the "
     "performance.\n"
     "(APIServer pid=17649) INFO 05-22 10:02:31 [utils.py:344]        █     █     █▄   ▄█\n"
     "(APIServer pid=17649) INFO 05-22 10:02:31 [utils.py:344]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version "
     "0.20.2rc1.dev562+g1c78f76c2.d20260521\n"
     "...\n"
     "(APIServer pid=17649)   File \"/home/malone/vllm/vllm/entrypoints/openai/api_server.py\", line 100, in "
     "build_async_engine_client\n"
     "(APIServer pid=17649)     async with build_async_engine_client_from_engine_args(",
     "vllm_check_failed", {}, "vllm_check_failed",
     "On WSL2 vLLM's CUDA platform turns pinned host memory off ('Using pin_memory=False as WSL is detected'), so "
     "is_uva_available() is False; the V1 engine's GPU model runner allocates UVA-backed buffers "
     "(UvaBackedTensor -> UvaBufferPool -> UvaBuffer) unconditionally at start and UvaBuffer raises 'RuntimeError: "
     "UVA is not available' before any model weights are touched. Nothing about memory, the model or the flags.",
     "the reporter's own patch, vllm PR #43348 ('fix: add WSL UVA fallback support for buffer utils', linked from the "
     "issue): when UVA is unavailable UvaBackedTensor keeps a plain CUDA tensor and copies with copy_() instead; the "
     "PR's test result: 'Before: crashed immediately with RuntimeError: UVA is not available. After: server starts "
     "and serves requests successfully on WSL2' with the same Qwen/Qwen3-0.6B --gpu-memory-utilization 0.8 launch. "
     "(The PR was closed, not merged; the later sibling threads' workaround is VLLM_WSL2_ENABLE_PIN_MEMORY=1 or the "
     "V1 model runner.)",
     release="0.20.2rc1.dev562+g1c78f76c2.d20260521 (a source build of late May 2026)",
     gpu=None, gpus=1,
     command="vllm serve Qwen/Qwen3-0.6B --gpu-memory-utilization 0.8",
     forbidden=NOT_A_MEMORY_FAILURE + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="The description's sentence (which quotes the error) and the first log lines as stored; the stored chunks "
          "skip the banner's remaining lines, the non-default args line and the EngineCore frames, shown as '...'; "
          "the last two lines are the API server's frames from the next stored chunk (the chunk that would hold the "
          "final 'RuntimeError: UVA is not available' line of the log was not stored, so the error line in the "
          "excerpt is the reporter's quote of it). Kind vllm_check_failed after the round-119 precedent for this "
          "raise. GPU not named in the stored text; gpus=1 from the single-GPU launch. Judgement call: the fix is "
          "the reporter's own tested patch (PR closed unmerged), not a release.")

if __name__ == "__main__":
    BATCH.write()
