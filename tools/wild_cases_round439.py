"""Round-439 blind batch: FINE-TUNING LIBRARIES' INFERENCE PATHS THAT START vLLM (LLaMA-Factory vllm_infer / API,
unsloth fast_inference=True, axolotl, torchtune, ms-swift deploy / infer / rollout, xtuner, LMFlow, TRL vllm-serve)
failing at vLLM engine start-up; collected by helper wild439 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round439-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

DOCSTRING TO BE COMPLETED AT THE END OF THE ROUND.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round439-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- ms-swift #4248: swift rollout (vLLM 0.8.3 V0) + old trl -> no WeightSyncWorkerExtension
case("ms-swift-4248-swift-rollout-qwen25-vl-3b-trl-vllm-serve-no-weightsyncworkerextension",
     "https://github.com/modelscope/ms-swift/issues/4248",
     "AttributeError: module 'trl.scripts.vllm_serve' has no attribute 'WeightSyncWorkerExtension'\n"
     "\n"
     "CUDA_VISIBLE_DEVICES=0,7 \\\n"
     "swift rollout --model /workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/\n"
     "\n"
     "Error Log\n"
     "run sh: `/usr/local/bin/python /usr/local/lib/python3.11/site-packages/swift/cli/rollout.py --model "
     "/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/`\n"
     "...\n"
     "INFO 05-16 15:37:06 [config.py:600] This model supports multiple tasks: {'embed', 'classify', 'generate', "
     "'reward', 'score'}. Defaulting to 'generate'.\n"
     "WARNING 05-16 15:37:06 [arg_utils.py:1581] The model has a long context length (128000). This may causeOOM during "
     "the initial memory profiling phase, or result in low performance due to small KV cache size. Consider setting "
     "--max-model-len to a smaller value.\n"
     "INFO 05-16 15:37:06 [llm_engine.py:242] Initializing a V0 LLM engine (v0.8.3) with config: "
     "model='/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct', speculative_config=None, "
     "tokenizer='/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instr\n"
     "...\n"
     "vllm                              0.8.3",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "ms-swift's `swift rollout` (the vLLM server for GRPO external mode) starts a vLLM 0.8.3 engine with "
     "worker_extension_cls='trl.scripts.vllm_serve.WeightSyncWorkerExtension'; the installed trl predates that class, "
     "so when vLLM resolves the worker extension by its qualified name during engine start-up the import fails with "
     "AttributeError. A package version mismatch (trl too old for this ms-swift), not a memory, GPU or model problem.",
     "maintainer hjh0119 (2025-05-16, in the thread): 'pip install -U trl' (pointing to the ms-swift "
     "examples/train/grpo/external instructions); the issue was closed after it",
     release="0.8.3 (ms-swift rollout, V0 engine)", gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=0,7 swift rollout --model "
             "/workspace/data/xxx/.cache/modelscope/hub/models/Qwen/Qwen2___5-VL-3B-Instruct/",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Judgement call: the stored chunks of the issue body show the command, the start of the 'Error Log' (run sh "
          "line, swift's INFO lines, vLLM's config / long-context warning and the 'Initializing a V0 LLM engine "
          "(v0.8.3)' line) and the pip list at its end, but not the traceback in between; the AttributeError line is "
          "the issue title, placed first in the excerpt. Dropped: swift's INFO lines (template, fps settings, args "
          "dump) and most of the pip list (only the vllm line kept; the trl line was not in the stored chunk). The "
          "long-context warning is vLLM's advice, not the failure. Two GPUs are visible (0,7); how many the host has "
          "is not stated.")

if __name__ == "__main__":
    BATCH.write()
