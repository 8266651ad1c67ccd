"""Round-262 blind batch: the issue trackers of vLLM's other hardware plugins (vllm-project/tpu-inference,
vllm-project/vllm-gaudi and HabanaAI/vllm-fork, vllm-project/vllm-neuron and aws-neuron, vllm-project/vllm-spyre
(now torch-spyre/sendnn-inference), vllm-project/vllm-metal, intel/llm-scaler and intel/ipex-llm's vLLM, ROCm/vllm):
start-up failures of vLLM on those platforms; collected by helper wild262 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round262-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round262-blind")
case = BATCH.case

# ------------------------------------------------ vllm-neuron 0.5.0 on vLLM 0.16: max_model_len moved to ModelConfig
case("vllm-neuron-24-trn1-plugin-050-vllm-0160-schedulerconfig-no-max-model-len",
     "https://github.com/vllm-project/vllm-neuron/issues/24",
     "## Bug\n"
     "\n"
     "\\`NeuronModelRunner\\` in \\`neuronx_distributed_model_runner.py\\` references "
     "\\`self.scheduler_config.max_model_len\\`, but in vLLM 0.16 \\`max_model_len\\` was moved to \\`ModelConfig\\`.\n"
     "\n"
     "## Environment\n"
     "\n"
     "- Instance: trn1.32xlarge\n"
     "- Neuron SDK: 2.28.0\n"
     "- vllm-neuron: 0.5.0 (release-0.5.0 branch)\n"
     "- vLLM: 0.16.0\n"
     "\n"
     "## Error\n"
     "\n"
     "\\`\\`\\`\n"
     "AttributeError: 'SchedulerConfig' object has no attribute 'max_model_len'\n"
     "\\`\\`\\`\n"
     "\n"
     "## Steps to Reproduce\n"
     "\n"
     "Start any vllm-neuron server with vLLM 0.16. The crash occurs during model runner initialization.",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "The vllm-neuron plugin 0.5.0 (release-0.5.0 branch, Neuron SDK 2.28.0, trn1.32xlarge) was run on top of vLLM "
     "0.16.0; its NeuronModelRunner still read self.scheduler_config.max_model_len, a field vLLM 0.16 moved to "
     "ModelConfig, so every vllm-neuron server crashed with AttributeError during model-runner initialisation. A "
     "plugin / core-vLLM version mismatch (API drift), not memory and not the model.",
     "the reporter's suggested fix: 'Change: max_len = self.scheduler_config.max_model_len  To: max_len = "
     "self.model_config.max_model_len' ('This aligns with vLLM core's convention where `max_model_len` is a "
     "`ModelConfig` property'); a maintainer (elaineyz) closed it as a sub-issue of vllm-neuron #26 (the vLLM 0.16 "
     "support work) - i.e. use a plugin release that matches the vLLM version",
     release="vllm-neuron 0.5.0 (release-0.5.0 branch) on vLLM 0.16.0, Neuron SDK 2.28.0",
     gpu="AWS Trainium (trn1.32xlarge)", gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as the stored thread shows it (GitHub-escaped backticks kept as shown), from "
          "'## Bug' to 'Steps to Reproduce', with the '## Suggested Fix' section (the fix) left out. No vllm serve "
          "command is given ('Start any vllm-neuron server'), so command None; gpus None (trn1.32xlarge has 16 "
          "Trainium chips / 32 NeuronCores, but the TP used is not stated). Kind/cause dependency_version_mismatch: "
          "the plugin was written against an older vLLM API. The parent issue #26 was not read (look-up budget).")

if __name__ == "__main__":
    BATCH.write()
