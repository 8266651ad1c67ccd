"""Round-326 blind batch: vLLM launch failures from the vllm-project organisation's smaller repositories (guidellm,
speculators, semantic-router, vllm-gaudi, vllm-spyre (now stored as torch-spyre/sendnn-inference), vllm-xpu-kernels,
flash-attention, compressed-tensors, ci-infra, dashboard) and vLLM GitHub Discussions, where a vLLM server fails to
start; issues corpus; collected by helper wild326 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round326-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round326-blind")
case = BATCH.case

# ------------------------------------------- vllm-gaudi: 'Set device according to local rank' -> invalid module id, reverted
case("github-vllm-gaudi-pr946-set-device-local-rank-invalid-habana-visible-modules-5-of-0",
     "https://github.com/vllm-project/vllm-gaudi/pull/946",
     "RuntimeError: Invalid HABANA_VISIBLE_MODULES=5. Module IDs should be between 0 and 0.",
     "invalid_device_ordinal", {}, "release_regression",
     "vllm-gaudi main (February 2026): PR #788 ('Set device according to local rank') made the HPU worker pick its "
     "device module from the local rank / HABANA_VISIBLE_MODULES, which broke start-up where only one Gaudi module is "
     "visible to the process: the Habana runtime refused 'HABANA_VISIBLE_MODULES=5' because, inside that one-module "
     "view, module IDs can only be 0. A regression in the plugin, not a user setting or a memory problem.",
     "the vllm-gaudi maintainers reverted the change: PR #946 'Revert \"Set device according to local rank\"' "
     "(merged; 'Reverts vllm-project/vllm-gaudi#788 Due to next issue: RuntimeError: Invalid "
     "HABANA_VISIBLE_MODULES=5 ...') — i.e. use a vllm-gaudi build without #788",
     release="vllm-gaudi main, February 2026 (between PR #788 and its revert #946)",
     gpu="Intel Gaudi (HPU; generation not stated)", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="The excerpt is the one error line the PR description quotes (no fuller log is in the thread). The source is "
          "a revert PR, not an issue: its description states the error and the fix (the revert) together. gpus=1 is "
          "read from 'Module IDs should be between 0 and 0' (one module visible to the process); the generation of "
          "Gaudi is not stated. Kind invalid_device_ordinal follows how earlier rounds label a device index outside the "
          "visible-device view (vllm-ascend-167); cause release_regression because the plugin change itself caused it "
          "and reverting fixed it.")

if __name__ == "__main__":
    BATCH.write()
