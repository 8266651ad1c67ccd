"""Round-346 blind batch: CUDA runtime / driver errors (other than out-of-memory) that kill vLLM, or a tool that
starts vLLM, at start-up ('an illegal memory access', 'misaligned address', CUBLAS_STATUS_*, invalid device,
'CUDA error: invalid argument', 'operation not supported', 'CUDA driver version is insufficient', 'no kernel image',
Triton 'PassManager::run failed'), from ANY tracker; collected by helper wild346 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round346-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round346-blind")
case = BATCH.case

# ------------------------------------------------ janhq/server: quickstart vLLM container needs CUDA >= 12.9 driver
case("github-janhq-server-262-quickstart-vllm-container-cuda-12.9-unsatisfied-condition",
     "https://github.com/janhq/server/issues/262",
     "quickstart: vllm instance require cuda 12.9 or above to run\n"
     "\n"
     "Docker log: \n"
     "\n"
     "(HTTP code 500) server error - failed to create task for container: failed to create shim task: OCI runtime "
     "create failed: runc create failed: unable to start container process: error during container init: error "
     "running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy' nvidia-container-cli: "
     "requirement error: unsatisfied condition: cuda>=12.9, please update your driver to a newer version, or use an "
     "earlier cuda container: unknown",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "Jan Server's quickstart (November 2025) starts a vLLM inference container whose image is built for CUDA 12.9; "
     "on a host whose NVIDIA driver supports only an older CUDA, the NVIDIA container runtime refuses to start the "
     "container ('unsatisfied condition: cuda>=12.9'), so vLLM never runs. Not a memory or flag problem.",
     "from the thread (a maintainer's own issue, stated in its title): the vLLM instance needs a host driver that "
     "supports CUDA 12.9 or above; the runtime's own words: 'please update your driver to a newer version, or use an "
     "earlier cuda container'",
     release="not stated (the vLLM image Jan Server's quickstart pulled in November 2025, built for CUDA 12.9)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and its whole description (a one-line Docker Desktop notice, kept as one line). "
          "The thread as stored shows no reply, so the fix is the title's requirement and the runtime's own advice; "
          "GPU and driver are not named, hence gpu/gpus None. The failure is the container runtime's refusal before "
          "vLLM starts, the same shape as earlier cuda_driver_mismatch cases with 'unsatisfied condition: cuda>=...'.")

if __name__ == "__main__":
    BATCH.write()
