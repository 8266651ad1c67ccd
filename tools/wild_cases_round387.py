"""Round-387 blind batch: RELEASE SKEW -- vLLM refusing launch flags, env vars or config keys that were removed,
renamed or added in another release (`unrecognized arguments`, --disable-log-requests, --guided-decoding-backend,
--omni from a plugin of another release), and vllm vs plugin / torch / transformers version mismatches; collected by
helper wild387 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round387-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

(Docstring completed at the end of the round.)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round387-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- jdaln/dgx-spark-inference-stack PR #13: --disable-log-requests refused by newer images
case("dgx-spark-inference-stack-13-disable-log-requests-unrecognized",
     "https://github.com/jdaln/dgx-spark-inference-stack/pull/13",
     "The currently used vLLM images reject `--disable-log-requests`, which causes affected model containers to fail "
     "startup with:\n"
     "\n"
     "```text\n"
     "vllm: error: unrecognized arguments: --disable-log-requests\n"
     "```\n"
     "\n"
     "That leaves the gateway reachable but the model upstream unhealthy.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The compose model definitions of a DGX Spark inference stack still pass `--disable-log-requests` to `vllm serve`; "
     "the vLLM images in use are of a release that removed that flag (deprecated earlier; request logging is off by "
     "default and the switch is --enable-log-requests / --no-enable-log-requests), so argparse exits before any "
     "engine starts. Release skew between the launch scripts and the image, not memory.",
     "PR #13 (natea, 2026-04-17, 'Fixes #12'): removed the active `--disable-log-requests` flags from the compose model "
     "definitions (left --disable-log-stats); reproduced on vllm-qwen2.5-1.5b, and after the change the model started "
     "and served a /v1/chat/completions request. The maintainer (jdaln) answered that the flag is not unsupported "
     "everywhere (it depends on the image) and that his next merge aligns things",
     release=None, gpu="NVIDIA DGX Spark (GB10)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--disable-log-requests"}],
     note="Excerpt: the 'Why' paragraph of the PR description, with the error line as the PR quotes it (the fix list "
          "above it is dropped). No full log or command is in the stored text; the image release is not printed. gpus=1 "
          "assumed from the DGX Spark (one GB10) the repository targets.")

# ---------------------------------------- SemiAnalysisAI/InferenceX PR #1371: CI benchmark scripts with --disable-log-requests
case("inferencex-1371-benchmark-scripts-disable-log-requests-unrecognized",
     "https://github.com/SemiAnalysisAI/InferenceX/pull/1371",
     "Passing the old flag fails immediately with `vllm: error: unrecognized arguments: --disable-log-requests`",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Single-node benchmark scripts (gptoss_fp4_b200.sh, kimik2.5_int4_b200.sh, kimik2.5_int4_h200.sh, "
     "minimaxm2.5_fp8_mi300x.sh) still launched `vllm serve ... --disable-log-requests`; the newer vLLM release the CI "
     "pulled has removed the flag (request logging is off by default, opt in with --enable-log-requests), so argparse "
     "refused the launch. Release skew in the launch flags, not a memory or model problem.",
     "PR #1371 (Oseltamivir, 2026-05-13, merged): dropped `--disable-log-requests` from the four scripts; logging stays "
     "off by default, no opt-in added",
     release=None, gpu="NVIDIA B200 / H200, AMD MI300X (one script each)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--disable-log-requests"}],
     note="Excerpt: the sentence of the PR description that quotes the CI error line (the fix bullets around it are "
          "dropped). The failing CI job log itself is not stored. Several GPUs/scripts are involved; gpu lists them.")

if __name__ == "__main__":
    BATCH.write()
