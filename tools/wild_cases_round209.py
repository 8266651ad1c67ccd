"""Round-209 blind batch: vLLM engines that failed to start, from the issue trackers of the vllm-project organisation's
OTHER repositories and of vLLM's ecosystem (vllm-metal, tpu-inference, vllm-omni, vllm-gaudi, vllm-ascend,
production-stack, aibrix, llm-compressor, llm-d, KServe, Ray Serve LLM / KubeRay, RunPod worker-vllm, SkyPilot, ...);
collected by helper h209 (blind collector N=209) and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round209-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test
suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes that
would be wrong for that user) was written from the thread only. Excerpts are the text as the thread shows it; where
lines in between were dropped the note says so; the fixes are left out of the excerpt (they are in fix_that_worked).

LOOKUPS: see the end of this docstring (kept up to date as cases are added).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round209-blind")
case = BATCH.case

NON_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"}]

# ------------------------------------------------------------- vllm-metal 0.1.0 plugin against a newer vLLM main build
case("github-vllm-metal-16-m4-granite-init-batch-invariance-typeerror-0.14.0rc1",
     "https://github.com/vllm-project/vllm-metal/issues/16",
     "# After vllm-metal install, serve causes TypeError: init_batch_invariance() missing 1 required positional "
     "argument: 'attention_backend'\n"
     "\n"
     "I am attempting to run `vllm` with `vllm-metal` on a Mac Mini (M4). After installing `vllm` manually and then "
     "running the `vllm-metal` installation script, the installation completes successfully.\n"
     "\n"
     "However, when I try to serve a model via CLI, the engine fails to start with a TypeError.\n"
     "\n"
     "### **Device details**\n"
     "*   **Device:** Mac Mini (Apple M4)\n"
     "*   **OS:** macOS\n"
     "*   **Python:** 3.12.11\n"
     "*   **vLLM Version:** `0.14.0rc1.dev3+gde08b8f61`\n"
     "*   **vLLM Metal Version:** `0.1.0`\n"
     "\n"
     "### **Steps to reproduce**\n"
     "1.  Clone `vllm-metal`.\n"
     "2.  Create `uv` environment (Python 3.12).\n"
     "3.  Clone `vllm`, install CPU requirements, and install.\n"
     "4.  Run `./install.sh` inside the `vllm-metal` directory.\n"
     "5.  Run: `vllm serve ibm-granite/granite-4.0-350m` (I believe this is not a model specific issue)",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A Mac Mini M4 with vLLM built from a December-2025 main checkout (0.14.0rc1.dev3) and the vllm-metal 0.1.0 "
     "platform plugin: vLLM main had just made init_batch_invariance() take a required attention_backend argument "
     "(vLLM PRs #26315/#30704, the change torchtitan's PRs #2176/#2197 adapt their own callsites to), and the plugin "
     "built against the earlier vLLM release still called it the old way, so engine start-up died on a TypeError. "
     "A plugin/vLLM API mismatch: no model, memory or device problem (the reporter notes it is not model specific).",
     "the issue is closed, but the comment that closed it is not in the stored chunks; what the thread and the "
     "repository's history show is that vllm-metal is built against one pinned vLLM release (its installer installs "
     "vLLM from a wheel; PR #101 later moved the pin from v0.13.0 to v0.14.1), so the remedy is to run the vLLM "
     "version the plugin pins instead of a newer main build (or a vllm-metal built for that vLLM)",
     release="0.14.0rc1.dev3+gde08b8f61 (built from main) with vllm-metal 0.1.0", gpu="Apple M4 (Mac Mini)",
     gpus=1, command="vllm serve ibm-granite/granite-4.0-350m",
     forbidden=NON_MEMORY + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"},
                             {"flag": "--dtype"}],
     note="The issue's title (which carries the error line as the reporter quotes it) and the description down to the "
          "reproduction steps, as the stored description shows them; the install log that follows ('### **Logs**' "
          "and the install.sh output) is dropped. No traceback is in the stored chunk, only the title's TypeError. "
          "Judgement call on the fix: the closing comment is not stored; the fix recorded is inferred from the "
          "plugin's version pin (vllm-metal PR #101, 'Upgrade vllm version from v0.13.0 to v0.14.1') and the vLLM "
          "signature change named in torchtitan PRs #2176/#2197; the lead may prefer to drop this case for that "
          "reason")

if __name__ == "__main__":
    BATCH.write()
