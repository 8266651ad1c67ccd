"""Round-422 blind batch: vLLM's own PULL REQUESTS of the V0 era (2023-2024, releases 0.2-0.6, numbers below #10000)
whose description quotes the start-up error they fix, with the launch that triggers it; collected by helper wild422
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round422-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: (in progress).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round422-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- IBM/vllm PR #34 (fix in #35): Mixtral TP>1 pods, Triton cache FileNotFoundError
case("ibm-vllm-pr34-mixtral-tp-gt1-triton-cache-fused-moe-cubin-tmp-filenotfound",
     "https://github.com/IBM/vllm/pull/34",
     "We are seeing Mixtral pods with TP>1 failing with errors like:\n"
     "```\n"
     "FileNotFoundError: [Errno 2] No such file or directory: "
     "'/home/vllm/.triton/cache/c926ad2ef143810ed738a313c473c7b2/fused_moe_kernel.cubin.tmp.pid_72_945989'\n"
     "```",
     "triton_cache_race", {}, "triton_cache_race",
     "Mixtral (fused-MoE Triton kernel) served with tensor parallelism > 1 on the multiprocessing workers: every worker "
     "process JIT-compiles fused_moe_kernel into the same ~/.triton/cache/<hash>/ directory, and Triton 2.3's "
     "FileCacheManager writes a temp file and renames it, so one process's temp file ('...cubin.tmp.pid_72_...') is "
     "moved away or overwritten by another and the read fails with FileNotFoundError. A Triton cache race between "
     "processes (fixed upstream in triton-lang/triton#3544, not yet in Triton 2.3.0), not memory and not the model.",
     "PR #34's own patch (Triton's upstream temp-file fix applied inside the image) did not work: the same "
     "FileNotFoundError came back with a uuid suffix (tdoublep in IBM/vllm PR #35). The fix that worked is PR #35 "
     "(merged, tdoublep: 'This time I have tested it and it seems to work'): set TRITON_CACHE_MANAGER to a custom "
     "cache manager that gives each process its own cache directory (keyed by pid); the same approach went upstream as "
     "vllm-project/vllm PR #6140 '[Bugfix] Add custom Triton cache manager to resolve MoE MP issue'. Workarounds: "
     "relaunch (the race is intermittent) or a per-process TRITON_CACHE_DIR",
     release="IBM/vllm fork, May 2024 (vLLM 0.4.x with Triton 2.3.0, per the PR)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="Excerpt: PR #34's description up to and including the error block, as the corpus shows it; the following "
          "sentences (the author's diagnosis of a Triton cache-directory conflict and the upstream Triton fix) are "
          "dropped so the cause is not given away. A fork of vLLM (IBM's TGIS-adapter build), not vllm-project/vllm; "
          "taken because its two PRs show the failure and a tested fix, which upstream adopted in vllm PR #6140. The "
          "launch command is not in the PR ('Mixtral pods with TP>1').")

if __name__ == "__main__":
    BATCH.write()
