"""Round-412 blind batch: vLLM start-up failures from vLLM's OWN TRACKER, issue numbers #35000-#40000 (early 2026,
releases 0.16.x-0.19.x); collected by helper wild412 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round412-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

DOCSTRING_PENDING
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round412-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- vllm #36167: Qwen3-Omni-30B-A3B on Strix Halo (gfx1151, NixOS ROCm 7.1.1) -> hip runtime failed to load
case("vllm-36167-qwen3-omni-30b-strix-halo-nixos-rocm-hip-runtime-failed-to-load-provide-architecture",
     "https://github.com/vllm-project/vllm/issues/36167",
     "I couldnt get the collect_env.py working on NixOS\n"
     "\n"
     "vllm: 0.16.0\n"
     "rocm: 7.1.1/7.1.52802-9999\n"
     "python 3.13.12\n"
     "hardware: AMD RYZEN AI MAX+ 395 w/ Radeon 8060S\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "When I run the following command, i hit a \"Engine core initialization failed\"\n"
     "\n"
     "```sh\n"
     "$ vllm serve Qwen/Qwen3-Omni-30B-A3B-Instruct\n"
     "```\n"
     "...\n"
     "The relevant part of the log appears to be\n"
     "\n"
     "```text\n"
     "(EngineCore_DP0 pid=160843) ERROR 03-05 12:36:31 [core.py:1006] hip runtime failed to load.\n"
     "(EngineCore_DP0 pid=160843) ERROR 03-05 12:36:31 [core.py:1006] Error: Please provide architecture for which code "
     "is to be generated.\n"
     "```\n"
     "\n"
     "Note: I tested the gpt-oss-20b model which works without issue, the problem appears to be specific to qwen3 omni.",
     "cuda_library_mismatch", {}, "cuda_library_mismatch",
     "vLLM 0.16.0 on an AMD Ryzen AI Max+ 395 (Radeon 8060S iGPU, gfx1151) under NixOS with the distribution's ROCm "
     "7.1.1 packages. Qwen3-Omni's engine dies at start-up with the HIP runtime-compilation error 'hip runtime failed to "
     "load. Error: Please provide architecture for which code is to be generated.', i.e. a ROCm library that compiles "
     "kernels at run time (hipRTC, as used by MIOpen for convolutions) could not determine the GPU architecture to "
     "target; gpt-oss-20b, which needs no such kernels, starts on the same box. The same error text is reported for "
     "MIOpen on NixOS's ROCm packages (NixOS/nixpkgs #498371, March 2026). A ROCm runtime / packaging problem on that "
     "platform, not memory, parallelism or model size.",
     "no fix in the stored text (the issue is open, with no reply in the stored chunk). From the log and the NixOS "
     "report of the same error: use a ROCm stack whose hipRTC/MIOpen runtime compilation works for gfx1151 (e.g. the "
     "official vllm ROCm container / AMD's ROCm packages instead of the NixOS build), or make the target architecture "
     "explicit to the runtime compiler; not confirmed by anyone in the thread",
     release="0.16.0", gpu="AMD Radeon 8060S (Ryzen AI Max+ 395 iGPU, gfx1151), ROCm 7.1.1 on NixOS", gpus=1,
     command="vllm serve Qwen/Qwen3-Omni-30B-A3B-Instruct",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue description (environment lines, the command and the two log lines the reporter quotes) "
          "as the stored chunk shows it; the gist link to the full crash log and the template headings are dropped "
          "('...'). Judgement call: no label names a ROCm runtime-compiler failure; kind/cause cuda_library_mismatch "
          "(a GPU runtime library that cannot work for this device/build) for want of a closer one. real_cause is "
          "inferred, not confirmed in the thread.")

if __name__ == "__main__":
    BATCH.write()
