"""Round-289 blind batch: quantized checkpoints failing to start in vLLM, in the formats less covered by earlier
rounds (GGUF, bitsandbytes 4-bit/8-bit and in-flight, torchao, HQQ, AMD Quark, NVIDIA ModelOpt NVFP4/FP8, MXFP4 for
gpt-oss, W4A8/W8A8 INT8, Marlin kernels), from any tracker (issues corpus); collected by helper wild289 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round289-blind"``; the lead grades it once.
A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round29.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the source thread only. Excerpts are the text as the
source shows it; where lines in between were dropped the note says so; the authors' fix is left out of the excerpt.

LOOKUPS_PLACEHOLDER
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round289-blind")
case = BATCH.case

# ---------------------------------------------- vllm #1002: GGUF file given to the released 0.5.4 wheel (no GGUF yet)
case("vllm-1002-tinyllama-gguf-v054-wheel-config-not-valid-json",
     "https://github.com/vllm-project/vllm/issues/1002",
     "I used a new venv and installed the 0.5.4 version.\n"
     "\n"
     "The strange thing is that I tried with the model that you used in the example and with the "
     "[bullerwins/Meta-Llama-3.1-70B-Instruct-GGUF](https://huggingface.co/bullerwins/Meta-Llama-3.1-70B-Instruct-GGUF). "
     "That's why I thought that maybe was not a problem in the file.\n"
     "\n"
     "In the end of the traceback I got this error too:\n"
     "\n"
     "OSError: It looks like the config file at '/home/victor.placido/.cache/huggingface/hub/models--TheBloke--"
     "TinyLlama-1.1B-Chat-v1.0-GGUF/snapshots/52e7645ba7c309695bec7ac98f4f005b139cf465/tinyllama-1.1b-chat-v1.0.Q4_0.gguf' "
     "is not a valid JSON file.",
     "config_format_not_found", {}, "dependency_version_mismatch",
     "A user ran vLLM's GGUF example (TheBloke/TinyLlama-1.1B-Chat-v1.0-GGUF, tinyllama-1.1b-chat-v1.0.Q4_0.gguf; also "
     "bullerwins/Meta-Llama-3.1-70B-Instruct-GGUF) on the released vLLM 0.5.4 wheel in a fresh venv (August 2024). GGUF "
     "loading (PR #5191) had been merged to main but was not in the released 0.5.4 wheel, so vLLM handed the .gguf "
     "file to transformers as if it were a config.json and transformers failed to parse it as JSON. The file is fine; "
     "the installed vLLM release predates GGUF support.",
     "the maintainer (Isotr0py): 'The released 0.5.4 version wheel hasn't included GGUF support yet. You should use "
     "the nightly instead' (pip install the nightly vllm-0.5.4 wheel from vllm-wheels.s3); the reporter: 'Thanks! It "
     "work'",
     release="0.5.4 (the released wheel; GGUF support only on main / nightly then)",
     gpu=None, gpus=None,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the reporter's (vbiral) comment in the GGUF feature thread as stored, the first lines only (his "
          "remark about trying a Mac dropped); the full traceback is not pasted, only its last line. Kind "
          "config_format_not_found is a judgement call (the closest label: vLLM cannot read a model config from the "
          "path it was given; transformers' 'not a valid JSON file' rather than vLLM's own 'No supported config "
          "format'); cause dependency_version_mismatch because the installed vLLM release lacks the feature (no "
          "'vllm too old' label exists). The same failure and the same maintainer answer appear in vllm #7291 "
          "(chintan-ushur, same TinyLlama file) without a confirmation; only #1002 is taken. GPU not named.")

if __name__ == "__main__":
    BATCH.write()
