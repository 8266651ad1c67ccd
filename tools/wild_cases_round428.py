"""Round-428 blind batch: RESEARCH CODE (paper implementations, reasoning / agent / RL recipes) that runs vLLM for
generation or evaluation, where vLLM fails at start-up; collected by helper wild428 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round428-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

(docstring completed at the end of the round)
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round428-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- tulerfeng/Video-R1 #38: eval script, Qwen2.5-VL -> Error in inspecting model architecture
case("video-r1-38-eval-qwen25vl-error-inspecting-model-architecture-transformers-build",
     "https://github.com/tulerfeng/Video-R1/issues/38",
     "When we run the Eval script, we encounter the following problem, but there is no problem with the environment "
     "during training. Is it because of the transformers library? We cannot solve this problem by upgrading or "
     "downgrading.\n"
     "\n"
     "ERROR 04-23 17:52:11 registry.py:306] Error in inspecting model architecture 'Qwen2_5_VLForConditionalGeneration'\n"
     "ERROR 04-23 17:52:11 registry.py:306] Traceback (most recent call last):\n"
     "ERROR 04-23 17:52:11 registry.py:306]   File \"/root/miniconda3/envs/video-r1/lib/python3.11/site-packages/vllm/"
     "model_executor/models/registry.py\", line 507, in _run_in_subprocess\n"
     "ERROR 04-23 17:52:11 registry.py:306]     returned.check_returncode()\n"
     "ERROR 04-23 17:52:11 registry.py:306]   File \"/root/miniconda3/envs/video-r1/lib/python3.11/subprocess.py\", line "
     "502, in check_returncode\n"
     "ERROR 04-23 17:52:11 registry.py:306]     raise CalledProcessError(self.returncode, self.args, self.stdout,\n"
     "ERROR 04-23 17:52:11 registry.py:306] subprocess.CalledProcessError: Command '['/root/miniconda3/envs/video-r1/bin/"
     "python', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1.\n"
     "ERROR 04-23 17:52:11 registry.py:306] \n"
     "ERROR 04-23 17:52:11 registry.py:306] The above exception was the direct cause of the following exception:",
     "model_inspection_failed", {}, "model_inspection_failed",
     "Video-R1's evaluation script opens the trained Qwen2.5-VL checkpoint with vLLM (the repo pins vLLM 0.7.2 and ships "
     "its own copy of transformers). In the reporter's eval environment the transformers package was not the repo's "
     "build, so the subprocess in which vLLM 0.7.2 imports and inspects Qwen2_5_VLForConditionalGeneration failed and "
     "vLLM could not start. A Python-package mismatch (vLLM 0.7.2 x transformers build), not memory or GPU.",
     "confirmed by the reporter (UniDra001, 2025-04-24): 'I have sovled this issue by reinstall transformers library you "
     "provided!' after the maintainer (tulerfeng) asked 'Have you set the version of vLLM to 0.7.2 and use the "
     "transformers library we provide ?' -- i.e. reinstall the repo's pinned transformers with vLLM 0.7.2",
     release="0.7.2 (the repo's pin; the reporter's version is not printed)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue description as the stored chunk shows it (the thanks line dropped); the chunk stops inside "
          "the second traceback ('Traceback (most recent cal'), so the excerpt ends at the 'direct cause' line and the "
          "final ValueError ('... failed to be inspected') is not in the stored text. Judgement call: kind/cause "
          "model_inspection_failed as earlier rounds labelled the same Qwen2.5-VL x transformers failure (e.g. "
          "LlamaFactory #7182); the thread's cause is a transformers build mismatch, so dependency_version_mismatch "
          "would also fit. Video-R1 #30 (same error, same maintainer question, open, no confirmation) not taken.")

# ---------------------------------------- dhcode-cpp/X-R1 #29: GRPO (trl 0.15.0 + vLLM 0.7.2) -> Qwen2ForCausalLM failed to be inspected
case("x-r1-29-grpo-trl015-vllm072-qwen2forcausallm-failed-to-be-inspected",
     "https://github.com/dhcode-cpp/X-R1/issues/29",
     "ValueError: Model architectures ['Qwen2ForCausalLM'] failed to be inspected.\n"
     "\n"
     "Run command as such:\n"
     "**accelerate launch --config_file recipes/zero3.yaml --num_processes=3 src/x_r1/grpo.py --config "
     "recipes/examples/mathcn_zero_3B_config.yaml** \n"
     "\n"
     "Error Info as below:\n"
     "[INFO|image_processing_auto.py:297] 2025-02-19 10:50:53,008 >> Could not locate the image processor configuration "
     "file, will try to use the model config instead.\n"
     "ERROR 02-19 10:50:53 registry.py:306] Error in inspecting model architecture 'Qwen2ForCausalLM'\n"
     "ERROR 02-19 10:50:53 registry.py:306] Traceback (most recent call last):\n"
     "ERROR 02-19 10:50:53 registry.py:306]   File \"/home/miniconda3/envs/ds/lib/python3.11/site-packages/vllm/"
     "model_executor/models/registry.py\", line 507, in _run_in_subprocess\n"
     "ERROR 02-19 10:50:53 registry.py:306]     returned.check_returncode()\n"
     "ERROR 02-19 10:50:53 registry.py:306]   File \"/home/miniconda3/envs/ds/lib/python3.11/subprocess.py\", line 502, "
     "in check_returncode\n"
     "ERROR 02-19 10:50:53 registry.py:306]     raise CalledProcessError(self.returncode, self.args, self.stdout,\n"
     "ERROR 02-19 10:50:53 registry.py:306] subprocess.CalledProcessError: Command '['/home/miniconda3/envs/ds/bin/"
     "python', '-m', 'vllm.model_executor.models.registry']' returned non-zero exit status 1.",
     "model_inspection_failed", {}, "model_inspection_failed",
     "X-R1 (an R1-Zero-style GRPO reproduction on trl 0.15.0 + vLLM 0.7.2) starts vLLM inside trl's GRPOTrainer for "
     "rollouts of a Qwen2.5-3B model. vLLM 0.7.2 could not start because the subprocess in which it imports and "
     "inspects the Qwen2ForCausalLM class exited with status 1; the subprocess's own error is not in the stored text. "
     "The reporter had the repo's pinned versions (trl 0.15.0, vllm 0.7.2), and the maintainer's answer was to update "
     "the repo's code, so the failure lay in the software stack the recipe set up, not in memory, GPU count or "
     "parallelism.",
     "maintainer (dhcode-cpp, 2025-02-21): 'pull new code.' after asking the reporter to confirm trl==0.15.0 and "
     "vllm==0.7.2 (confirmed); the issue was closed without a confirmation from the reporter. What the new code "
     "changed is not in the stored text",
     release="0.7.2 (the reporter's conda list: vllm 0.7.2, trl 0.15.0)", gpu=None, gpus=None,
     command="accelerate launch --config_file recipes/zero3.yaml --num_processes=3 src/x_r1/grpo.py --config "
             "recipes/examples/mathcn_zero_3B_config.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title (the only place the stored text gives the final ValueError) and the description "
          "as the stored chunk shows it; the chunk stops at 'The above exception was the direct cause of the "
          "following', so the excerpt ends at the CalledProcessError line. The answer turns (version check, 'pull new "
          "code.') are left out. Weak case: the fix is the maintainer's one-line instruction, the reporter did not "
          "confirm, and the subprocess's underlying error is unknown. X-R1 #6 (same error, other reporter, open, no "
          "answer reached) was not taken.")

# ---------------------------------------- KeplerC/robo2VLM #3: benchmark on a recent vLLM -> cannot import FlexibleArgumentParser from vllm.utils
case("robo2vlm-3-benchmark-recent-vllm-cannot-import-flexibleargumentparser-from-vllm-utils",
     "https://github.com/KeplerC/robo2VLM/issues/3",
     "I ran into an import error when running the benchmark with recent versions of vLLM:\n"
     "\n"
     "```bash\n"
     "ImportError: cannot import name 'FlexibleArgumentParser' from 'vllm.utils'\n"
     "```\n"
     "\n"
     "Could you please let me know which vLLM version this codebase was tested with, or if there is a recommended "
     "version to use?",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Robo2VLM's benchmark code imports FlexibleArgumentParser from vllm.utils, where older vLLM releases kept it. "
     "In recent releases vllm.utils was split into submodules and the class lives in vllm.utils.argparse_utils, so on "
     "the reporter's vLLM the import fails before any engine is built. A research-code / vLLM API version mismatch, "
     "not a GPU, memory or model problem.",
     "self-answered by the reporter (HuBocheng, 2025-12-16): 'Version: 0.12.0 and `from vllm.utils.argparse_utils "
     "import FlexibleArgumentParser` works' -- i.e. with vLLM 0.12.0, change the repo's import to the new module path "
     "(or install a vLLM release old enough to still export it from vllm.utils); the issue was closed",
     release="a recent vLLM (December 2025); 0.12.0 works with the changed import", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the whole issue description as the stored chunk shows it; the reporter's follow-up with the fix is "
          "left out. The exact vLLM version that raised the error is not stated ('recent versions'). Judgement call: "
          "the failure is an import in the research code rather than inside vLLM's own start-up, but it is what stops "
          "the vLLM-based benchmark from launching; kind/cause dependency_version_mismatch as earlier rounds labelled "
          "'cannot import name ... from vllm...' errors (OpenPipe/ART PR #501, the same API move seen as 'No module "
          "named vllm.utils.argparse_utils' on the other side, was not taken).")

if __name__ == "__main__":
    BATCH.write()
