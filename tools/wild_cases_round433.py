"""Round-433 blind batch: DOCSTRING_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round433-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- eugr/spark-vllm-docker #22: --exp-mxfp4 image lacks --mxfp4-backend / --mxfp4-layers
case("spark-vllm-docker-22-gpt-oss-exp-mxfp4-image-unrecognized-mxfp4-backend-mxfp4-layers",
     "https://github.com/eugr/spark-vllm-docker/issues/22",
     "# –exp-mxfp4: missing –mxfp4-backend flag?\n"
     "\n"
     "Hey, built with `--exp-mxfp4` but getting:\n"
     "\n"
     "```\n"
     "vllm: error: unrecognized arguments: --mxfp4-backend CUTLASS --mxfp4-layers moe,qkv,o,lm_head\n"
     "```\n"
     "\n"
     "`vllm serve --help | grep mxfp` returns nothing.\n"
     "...\n"
     "Running dual Spark cluster, SHAs look correct.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "gpt-oss-120b on two DGX Sparks with the repo's experimental MXFP4 image (build-and-copy.sh --exp-mxfp4). The "
     "flags --mxfp4-backend / --mxfp4-layers exist only in the patched vLLM / FlashInfer branches (mxfp4_v2 of "
     "christopherowen's forks); the repo's Dockerfile.mxfp4 cloned those repositories without '-b mxfp4_v2', so the "
     "built vLLM is the default branch, its CLI does not know the flags, and argparse refuses the launch before any "
     "engine starts. A wrong build (flags the installed vLLM lacks), not memory or hardware.",
     "confirmed by a commenter (stavinsky, 2026-01-30: 'works perfectly with that diff'): patch Dockerfile.mxfp4 to "
     "clone the mxfp4_v2 branches (e.g. FLASHINFER_REPO=\"-b mxfp4_v2 https://github.com/christopherowen/flashinfer.git\", "
     "and the same for the vLLM fork) and rebuild the image; the issue was then closed. Dropping the two flags would "
     "also start the server, but without the CUTLASS MXFP4 path the user wanted",
     release="vLLM built from christopherowen's MXFP4 fork by spark-vllm-docker's Dockerfile.mxfp4 (January 2026)",
     gpu="NVIDIA GB10 (DGX Spark), two nodes", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title and description as the stored chunk shows them; one line is dropped where '...' "
          "stands: the reporter's own guess ('Looking at Dockerfile.mxfp4, it clones without `-b mxfp4_v2` - is that "
          "the issue?'), which is the answer and is left out, as is the commenter's diff. The launch command is not in "
          "the description (the flags are those of the repo's gpt-oss-120b recipe, cf. issue #29). Not a model maker's "
          "tracker: a community DGX Spark recipe repo for gpt-oss-120b (see judgement calls).")

if __name__ == "__main__":
    BATCH.write()
