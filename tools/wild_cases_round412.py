"""Round-412 blind batch: vLLM start-up failures from vLLM's OWN TRACKER, issue numbers #35000-#40000 (early 2026,
releases 0.16.x-0.19.x); collected by helper wild412 and NOT graded by the collector -> tests/golden/wild/<id>.json,
each marked ``"batch": "round412-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 44 of the 50 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
1 case: vllm #36167. The slice is nearly exhausted in the stored corpus: the semantic search ignores issue numbers and
dates, so most queries (error wordings plus release names, early-2026 model names, hardware families) returned
pre-2026 or post-April-2026 threads; the few in-range hits were already in USED_SOURCES.txt, already fixtures, or
named in earlier rounds' skip lists, and the two fresh ones other than #36167 had no error line in the stored chunk.
Sources were checked against USED_SOURCES.txt, the fixtures' source_url and the skip lists of rounds 3xx/4xx.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): vllm #36217, #38632 (a PR; its log is the Mamba max_num_seqs check).
- Named in earlier rounds' skip lists (not re-opened): vllm #36634 (PR, MTP memory-profile launch error on
  0.17.1-rc), #39993 (Qwen3_5ForCausalLM fine-tune), #36615 (gfx1151 + 0.17.0 'unknown error'), #36643 (Qwen3.5 +
  pipeline parallel), #35065 (Nemotron-3-Nano NVFP4 on RTX 5090, 'No NvFp4 MoE backend'), #38122 (qwen3next GGUF).
- Error line not in the stored chunk: vllm #35286 (Qwen3.5-MoE + --enable-lora, the chunk holds only the middle of the
  capture_model traceback; 2 look-ups spent, open, no answer reached); vllm #35021 (GLM-5 sparse MLA / DSA on sm80
  A100/A800, DeepGEMM hard dependency; only the reporter's later comment listing three missing layers was reached,
  not the original error; fix work in PR #35271 + reporter's PoC patches; 2 look-ups spent).
- Out of the slice (number > 40000 or not vllm-project/vllm), seen in passing: vllm #40677 (Gemma-4 forced FLASHINFER
  on SM120, head_size unsupported), #40005, #40851, #41695, #42583; ROCm/legacy-rocm-build #6055 (vLLM ROCm 0.18 on
  Ryzen AI Max+ 395 with Qwen3.5-35B-A3B-AWQ, traceback start only); NixOS/nixpkgs #498371 (the MIOpen twin of the
  #36167 error, cited there as context only); zai-org/GLM-OCR #140 (pip conflict vllm 0.17 vs transformers 5.3,
  an install-time resolver message, not a start-up failure).

Judgement calls for the lead:
1. vllm #36167: no label names a ROCm runtime-compiler (hipRTC/MIOpen) failure; kind and cause
   cuda_library_mismatch (a GPU runtime library that cannot work for this device/build) for want of a closer one.
   The lead may prefer a new 'rocm_runtime_compile_failed' cause or container_image_broken / platform_unsupported.
2. vllm #36167 has no reply in the stored text; real_cause is inferred from the log (gpt-oss works, Qwen3-Omni's
   conv-bearing encoders do not) and the identical NixOS MIOpen report; fix_that_worked says it is unconfirmed.
3. numbers is {}: the message prints no figure under a LABELS.txt key.
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
