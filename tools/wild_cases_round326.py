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

Look-ups: 46 of the 50 allowed (all 46 ``search``, corpus=issues; no ``find_string``, ``read_file``, ``find_files`` or
``fetch``). **Short of the 4-10 asked: 2 cases.** The slice is barely in the issues corpus: no GitHub Discussions of
vllm-project/vllm came back to any query (three tries with Discussions/Q&A wording returned only issues); no
issue of vllm-xpu-kernels, vllm-project/flash-attention, vllm-project/compressed-tensors, ci-infra, dashboard or
guidellm came back either; vllm-gaudi is stored only in fragments (one chunk per thread, often the environment block);
vllm-spyre (now torch-spyre/sendnn-inference) is well stored, but its issues are maintainers' CI/compatibility work,
not users' launches; semantic-router's start-up failures are of the router (Go), not of a vLLM server.

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm-gaudi #1736, #567; torch-spyre/sendnn-inference PR #47, PR #244;
  HabanaAI/vllm-fork #776, #666; lemonade-sdk/vllm-rocm #5; ovg-project/kvcached #29; vllm #17431, #17366; vllm-omni
  #469; llm-compressor #1427; vllm #30969.
- Error text or fix not reachable in the stored thread (the corpus returns one chunk per thread; repeated queries
  kept returning the same chunk): vllm-gaudi #891 (gpt-oss-120b on Gaudi3, 1.23; only the INFO banner and the
  author's 'mxfp8 is not currently supported on gaudi3' are stored, no error line, no reply); vllm-gaudi #86 (Runtime
  issue on Gaudi3, Qwen3-Coder-480B-FP8 TP8 EP; fix 'vllm PR 22680' stored, error line not); sendnn-inference #38
  (Plugin won't boot with vllm 0.8.1; stored text stops inside the traceback; PR #48 'supports_v1' looks like the
  fix but is not linked in what is stored); speculators #149 (Qwen3-32B speculator, open, error and fix not stored);
  speculators #1065 and its twin vllm #54526 (Eagle3 trained with Speculators; config stored, final error and fix not);
  vllm #9523 (compressed-tensors 0.6.0 -> 0.7.1 fixed it, but the error text is not in the stored chunks).
- Outside the slice though Gaudi-adjacent, left for whoever holds those repositories: opea-project/GenAIComps #1038
  ('opea/vllm-gaudi:latest' crash loop, 'RuntimeError: synStatus=8 [Device not found] Device acquire failed.',
  workaround: image tag 1.1), opea-project/GenAIExamples #1119 (FusedSDPA.forward() argument count, vllm-hpu-extension
  mismatch), #2175 and #2105 (vllm 0.6.6.post1+gaudi, 'unsupported operand type(s) for *: 'int' and 'NoneType''),
  opea-project/Enterprise-RAG #84, HabanaAI/vllm-fork #344 and #484 (synStatus 26), #1948 (TP>=2 on Gaudi 3, no error
  text); vllm-project/vllm-gaudi PR #510 (title-only error 'HPUWorker' object has no attribute
  'get_kv_connector_handshake_metadata', PR closed unmerged). None checked against USED_SOURCES beyond the grep shown.
- Not a vLLM launch: semantic-router #1835 (router container OOM-killed at run time), #1962, #1199 (router models).

Judgement calls for the lead (each case's ``note`` says more):
1. vllm-gaudi PR #946 is a revert PR, not a user issue: its description quotes one error line
   ('RuntimeError: Invalid HABANA_VISIBLE_MODULES=5. Module IDs should be between 0 and 0.') and the fix is the revert
   of PR #788 itself. Kind invalid_device_ordinal (as vllm-ascend-167 labels a device index outside the visible
   view), cause release_regression; gpus=1 read from 'between 0 and 0'.
2. speculators #266: the stored traceback stops before the exception message, so the excerpt has no vLLM message of
   a known kind (kind None); cause architecture_unsupported because the maintainer says Qwen3-VL Eagle3 support had
   just landed in vLLM (PR 32048) and asks the user to upgrade; the issue is closed without a stored confirmation.
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
          "last, cut-off line is dropped; the code fence (```) between the sentence and the log is dropped too. Hence kind None (no vLLM message of a known kind in the excerpt). Cause "
          "architecture_unsupported is a judgement call: the target/drafter combination (Qwen3-VL + Eagle3) was not "
          "supported by the installed vLLM and the maintainer's fix is a newer vLLM; dependency_version_mismatch would "
          "be the alternative reading. The fix is the maintainer's suggestion; the issue is closed but the stored "
          "thread shows no reply from the reporter confirming it. '[1/8,TP1]' suggests 8 ranks, but the GPU count and "
          "model are not stated, so gpus None. The speculators repo is in this round's slice; the failure is in vLLM.")

if __name__ == "__main__":
    BATCH.write()
