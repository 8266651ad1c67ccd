"""Round-339 blind batch: vLLM start-up failures caused by torch.compile / Inductor / Dynamo / Triton / CUDA-graph
compilation, from vLLM's own GitHub tracker (vllm-project/vllm issues), any release; collected by helper wild339 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round339-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

Look-ups: LOOKUPS_PLACEHOLDER

Sources given up (for the lead, not cases):
GIVENUP_PLACEHOLDER

Judgement calls for the lead (the case's ``note`` says more):
JUDGEMENT_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round339-blind")
case = BATCH.case

# ---------------------------------------------- vllm #3909: --block-size 8 -> Triton launcher gcc build fails, Python.h missing
case("vllm-3909-mistral-nemo-fp8-block-size-8-triton-gcc-python-h-missing",
     "https://github.com/vllm-project/vllm/issues/3909",
     "Error:\n"
     "subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmp91qfilw7/main.c', '-O3', "
     "'-I/home/server9/venv_vllm/lib/python3.10/site-packages/triton/common/../third_party/cuda/include', "
     "'-I/usr/include/python3.10', '-I/tmp/tmp91qfilw7', '-shared', '-fPIC', '-lcuda', '-o', "
     "'/tmp/tmp91qfilw7/cuda_utils.cpython-310-x86_64-linux-gnu.so', '-L/lib/x86_64-linux-gnu', "
     "'-L/lib/x86_64-linux-gnu']' returned non-zero exit status 1.\n"
     "\n"
     "And the error cause was:\n"
     "/tmp/tmp91qfilw7/main.c:5:10: fatal error: Python.h: No such file or directory",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "A commenter (a5723797, 2024-08-17) on the issue serving neuralmagic/Mistral-Nemo-Instruct-2407-FP8 with "
     "--enforce-eager: with --block-size 16 the server ran; with --block-size 8 a Triton kernel path was taken, and "
     "Triton's JIT launcher stub (cuda_utils main.c) had to be built with the system gcc, which failed because the "
     "Python 3.10 development headers (Python.h under /usr/include/python3.10) were not installed in the venv's host.",
     "Not stated in the stored thread text; the printed cause names it: the missing Python.h (install the "
     "python3.10-dev headers), or keep --block-size 16 which avoided the Triton path for this user.",
     release="not stated in the comment (2024-08 'vllm serve' era, Triton 2.x path layout 'triton/common/../third_party')",
     gpu=None, gpus=None,
     command="vllm serve neuralmagic/Mistral-Nemo-Instruct-2407-FP8 --api-key ubestream --max-model-len 1024 "
             "--gpu-memory-utilization 0.9 --max-num-seqs 64 --max-num-batched-tokens 8192 --block-size 8 "
             "--enable-prefix-caching --enforce-eager",
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}],
     note="Excerpt is the commenter's 'Error:' and 'And the error cause was:' lines as stored (the stored text stops "
          "after '5 | #inc'; that trailing source-line echo is left out). Not the issue opener's own launch (the "
          "opener's snippet was judged too short by the maintainer); the comment has its own full command. --enforce-"
          "eager was ALREADY in the failing command, so it cannot be the fix; it is not listed in forbidden only "
          "because the rules take flags the user should not change, and it is already set. No fix is quoted in the "
          "stored turns; labels follow the round-152 Python.h case (github-forge-oh-rtx5090-triton-cuda-utils-python-h-"
          "missing).")

if __name__ == "__main__":
    BATCH.write()
