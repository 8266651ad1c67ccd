"""Round-265 blind batch: vLLM launch failures reported on the TRACKERS OF TRAINING / FINE-TUNING / EVALUATION TOOLS
that start vLLM for generation or rollout (open-r1, evalscope, lmms-eval, R1-style RL repositories, ...), from
repositories NOT in /work/coord/USED_REPOS.txt; collected by helper wild265 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round265-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round265-blind")
case = BATCH.case

# ------------------------------------------------ open-r1: trl 0.16 GRPO waits for a vLLM server nobody started
case("github-open-r1-568-grpo-trl-016-vllm-client-server-not-up-yet-no-vllm-serve",
     "https://github.com/huggingface/open-r1/issues/568",
     "why why why??? INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...?\n"
     "\n"
     "INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...\n"
     "INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...\n"
     "INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...\n"
     "INFO - trl.extras.vllm_client - Server is not up yet. Retrying in 2.0 seconds...\n"
     "\n"
     "how can i solve it ?",
     None, {}, "vllm_server_not_started",
     "open-r1 GRPO training with use_vllm on a freshly set-up environment (a commenter: the month-old environment "
     "ran fine, a re-install three days earlier shows the loop). The newer TRL (0.16) no longer starts the vLLM "
     "generation engine inside the trainer: GRPO talks to a separate `trl vllm-serve` process over HTTP, and the "
     "trainer's vllm_client polls forever ('Server is not up yet') because no vLLM server was ever launched. Not a "
     "memory, GPU or vLLM-version failure of vLLM itself.",
     "in the thread: 'Downgrade trl to 0.15.2' (shangshang-wang; with trl==0.15.2 the trainer starts vLLM itself and "
     "no server has to be set up), and the TRL maintainer's question 'Have you set up the vLLM server?' — i.e. start "
     "`CUDA_VISIBLE_DEVICES=<spare GPU> trl vllm-serve --model <model>` first and then run the training on the other "
     "GPUs",
     release="not stated (trl 0.16 era, April 2025; the vLLM version is not given)",
     gpu="not stated", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title and the whole description (the four log lines and the question) as stored. "
          "Kind None: the lines are TRL's client log, no vLLM message; there was no vLLM process to print one. "
          "Cause: NEW label vllm_server_not_started — no existing label fits a trainer waiting on a vLLM server that "
          "was never launched (port_in_use / hub_unreachable are different failures; dependency_version_mismatch "
          "would be the nearest, since downgrading trl is one of the two fixes, but nothing is incompatible: TRL 0.16 "
          "moved the engine out of the trainer on purpose, as axolotl PR 2437's reviewers also say: 'Trl no longer "
          "spawns the vllm server in the trainer and relies on the end user to manage that via trl vllm-serve'). "
          "The fix is the commenters' and the maintainer's, not the author's (the author's last words ask for a way "
          "without downgrading). Memory, dtype and quantization flags are beside the point.")

if __name__ == "__main__":
    BATCH.write()
