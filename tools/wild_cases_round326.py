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

# ------------------------------------------- speculators: Qwen3-VL Eagle3 speculator, vLLM without Qwen3-VL Eagle3 support
case("github-speculators-266-qwen3-vl-eagle3-speculator-dummy-run-runtimeerror-needs-vllm-pr32048",
     "https://github.com/vllm-project/speculators/issues/266",
     "I\u2019m trying to run inference with a Qwen3-VL Eagle3 speculator model using vLLM, and I\u2019m encountering the "
     "following RuntimeError: \n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617] Traceback (most recent call last):\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]   File \"/usr/local/lib/python3.12/dist-packages/vllm/forward_context.py\", line 615, in set_forward_context\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]     yield\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]   File \"/usr/local/lib/python3.12/dist-packages/vllm/v1/spec_decode/eagle.py\", line 1486, in dummy_run\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]     self.model(\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]   File \"/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py\", line 1751, in _wrapped_call_impl\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]     return self._call_impl(*args, **kwargs)\n"
     "[1/8,TP1][pid=5510] ERROR 01-28 10:47:07.623 [forward_context.py:617]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
     None, {}, "architecture_unsupported",
     "A user served a Qwen3-VL target with a Qwen3-VL Eagle3 speculator (trained with vllm-project/speculators) on a "
     "vLLM build from before Qwen3-VL Eagle3 support existed: the engine crashed in the Eagle drafter's dummy_run "
     "(vllm/v1/spec_decode/eagle.py) while starting up, with a RuntimeError from the drafter's forward pass. The "
     "speculators maintainer explains that Qwen3-VL support for Eagle3 had only just landed in vLLM (PR 32048, the week "
     "before) and the reporter's vLLM lacked it. Not a memory or configuration-size problem.",
     "a speculators maintainer (rahul-tuli): 'Qwen3VL support for eagle 3 just landed on vLLM last week "
     "https://github.com/vllm-project/vllm/pull/32048 ; which version of vllm are you using? could you try with latest "
     "main and report back please?' — i.e. upgrade vLLM to a build that includes PR 32048 (the issue was then closed)",
     release="not stated (a vLLM build from before vllm PR 32048, January 2026)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--max-num-seqs"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's opening sentence and the traceback as the issues corpus stores it; the stored text "
          "stops inside the traceback, so the final exception line (the RuntimeError's message) is not shown, and the "
          "last, cut-off line is dropped. Hence kind None (no vLLM message of a known kind in the excerpt). Cause "
          "architecture_unsupported is a judgement call: the target/drafter combination (Qwen3-VL + Eagle3) was not "
          "supported by the installed vLLM and the maintainer's fix is a newer vLLM; dependency_version_mismatch would "
          "be the alternative reading. The fix is the maintainer's suggestion; the issue is closed but the stored "
          "thread shows no reply from the reporter confirming it. '[1/8,TP1]' suggests 8 ranks, but the GPU count and "
          "model are not stated, so gpus None. The speculators repo is in this round's slice; the failure is in vLLM.")

if __name__ == "__main__":
    BATCH.write()
