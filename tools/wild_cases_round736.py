"""Round-736 blind batch: UNSPENT CANDIDATES NAMED BY THIS SESSION'S COLLECTORS, SECOND LIST (vllm #23926, #23724,
#23710, #23922, PR #45054, #46679; flashinfer-ai/flashinfer #1919 (cross-post of vllm #26642) and #1781), each
re-checked with fresh searches on its own words and taken only where the stored text has vLLM's error line AND a cause
or fix; collected by helper wild736 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round736-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt. Every
source was checked with grep against /work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds'
skip lists before it was spent on, and claimed in CLAIMS.txt as round736.

Look-ups: 17 of the 55 allowed, all ``search`` corpus=issues (no read_file / find_string / find_files / fetch).
2 cases, both from flashinfer-ai/flashinfer, both FlashInfer's nvcc lookup under vLLM's worker:
flashinfer #1919 (flashinfer-python 0.4.0 under vLLM: 'RuntimeError: Could not find nvcc' on every model although
nvcc 12.8 is on the reporter's PATH; pinning flashinfer-python==0.3.0 makes it go away), flashinfer #1781 (vLLM
0.11.0rc2 + FlashInfer 0.3.0 AOT wheels in an image without nvcc: FileNotFoundError 'nvcc' under vLLM's
flashinfer_sample; fixed in FlashInfer by the maintainer's hotfix PR #1782, get_cuda_version falling back to
torch.version.cuda).

How mined the slice is: mined out. Of the eight named candidates only the two FlashInfer threads have an error line
and a cause in the stored text; the vLLM ones are stored as an environment dump only (#23710), open / stale with no
answer (#23926), a run-time crash after a successful launch (#23724), not in the store (#23922, PR #45054), or an
error line only in the title with a screenshot log and no cause beyond 'cannot reproduce on main' (#46679).

Sources given up (for the lead, not cases):
- vllm #23710 ('[Bug]: An error occurred during GPTQ quantization after updating the version and CUDA.', llmadd,
  closed): three searches on its own words return only collect_env chunks (pip / conda package lists, torch 2.7.0,
  transformers 4.53.0); neither the error line nor an answer is stored.
- vllm #23926 ('[Bug]: Illegal memory access with 4 GPUS', HadiSDev, 2025-08-29, open / stale): RTX PRO 6000 WK x4,
  Qwen/Qwen3-235B-A22B-Thinking-2507-FP8 --max-model-len 9000 --tensor-parallel-size 4; the stored chunk is the start
  of an EngineCore traceback cut in core.py's run_engine_core (no error line beyond the title) and no answer. A search
  for a P2P / custom-all-reduce workaround on its words found only other repositories' threads.
- vllm #23724 ('vLLM server crashes with CUDA illegal memory access for specific sequence lengths on B200', KeitaW,
  vLLM 0.10.1.1, gpt-oss MXFP4 with FlashInfer / TRT-LLM attention on 8x B200, closed as stale): the description says
  the server "launches successfully and initially responds to requests" and crashes later under some sequence-length
  / request-rate mixes -- a run-time kernel fault, not a launch failure, and no cause is stored.
- vllm #23922 ('Unrecognized FP8 dtype: fp8_e5m2'): not in the issues corpus (round 725 found the same); not re-searched.
- vllm PR #45054 (KeyError fix in aria / qwen3_vl_moe / step3_text / step3p5 after the FusedMoE refactor #41184): two
  searches on its words return its siblings (#44953, #47031 -- used in round 731 -- PR #45002, PR #45067, PR #54052,
  issue #57473) but never #45054 itself; only PR #47031's description names it. Not stored.
- vllm #46679 (GLM5.2-FP8 on 2x8 H20, 'RuntimeError: The expanded size of the tensor (10210) must match the existing
  size (16384) ...'): re-searched; the stored text is the title, the docker run commands and a screenshot; round 731's
  reading stands (no phase, no cause beyond "can no longer be reproduced on the main branch"; torch's message, which
  README does not name). Not written.
- vllm #26642 (the vLLM side of flashinfer #1919): not in the store (round 726); the FlashInfer cross-post is the case.
- Seen on the way, already used or skip-listed: vllm #21960 (round 424 / 458 skip lists), #49497 (round 458), #23781
  (rounds 420 / 652), #23921, #22325, #44953, #47031, #36077; auto-round #1464.

Judgement calls for the lead:
1. Kind for both is triton_compiler_missing: README's row names "FlashInfer's JIT without nvcc, 'Could not find nvcc
   and default cuda_home=... doesn't exist'". flashinfer-1919 prints the shorter 0.4.0 wording "Could not find nvcc";
   flashinfer-1781 prints Python's "FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'" (read as the
   same class as the row's "No such file or directory: 'ninja'"), in the description's prose -- the stored log is cut
   inside flashinfer/sampling.py's get_sampling_module, before its last line.
2. CAUSE is labelled dependency_version_mismatch for both, not triton_compiler_missing (the label of the earlier
   'Could not find nvcc' fixtures: kaito-2114, uv-scripts-for-ai-9, github-obtune-a30 ...), because each thread puts
   the fault in a FlashInfer release, not in the user's machine: in #1919 nvcc IS installed and on PATH ('nvcc
   --version' works) and only flashinfer-python 0.4.0 fails (0.3.0 works); in #1781 the missing nvcc is by design (AOT
   wheels) and the maintainer fixed FlashInfer (PR #1782). For #1781 the lead may prefer triton_compiler_missing:
   that image really has no nvcc, and installing a CUDA toolkit or VLLM_USE_FLASHINFER_SAMPLER=0 would also have
   unblocked it.
3. flashinfer-1919's excerpt keeps the reporter's sentence "If I reinstall the old version with 'uv pip install
   flashinfer-python==0.3.0', the the error goes away." -- it sits inside the pasted log block as stored and is the
   report's own evidence that the release changed (the title says the same: "After upgrading to Flashinfer 0.4.0");
   only the pointer to the possible fix PR and the @-mention are cut. Drop the sentence if it counts as the fix.
   The thread's closing answer is not stored: the fix is the reporter's pin to 0.3.0.
4. Both are FlashInfer-tracker threads whose log is vLLM's worker (multiproc_executor lines, vLLM's sampler frames):
   off vLLM's own tracker, as the slice's list named them.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round736-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--quantization"}, {"flag": "--max-num-seqs"}]

# ---------------------------------------- flashinfer #1919: flashinfer-python 0.4.0 under vLLM -> 'Could not find nvcc' with nvcc 12.8 on PATH
case("flashinfer-1919-flashinfer-040-under-vllm-could-not-find-nvcc-with-nvcc-on-path",
     "https://github.com/flashinfer-ai/flashinfer/issues/1919",
     "[Bug]: After upgrading to Flashinfer 0.4.0: RuntimeError: Worker failed with error 'Could not find nvcc'\n"
     "\n"
     "Cross-posted from https://github.com/vllm-project/vllm/issues/26642\n"
     "\n"
     "🐛 Describe the bug\n"
     "After installing flashinfer-python v.0.4.0, when trying to serve any model, I get the error:\n"
     "```\n"
     "ERROR:    (Worker_TP1 pid=3534) ERROR 10-11 22:28:17 [multiproc_executor.py:694] RuntimeError: Could not find nvcc\n"
     "If I reinstall the old version with 'uv pip install flashinfer-python==0.3.0', the the error goes away.\n"
     "My path includes /usr/local/cuda/bin and typing 'nvcc --version' shows it works, returning:\n"
     "```\n"
     "```\n"
     "nvcc: NVIDIA (R) Cuda compiler driver\n"
     "Copyright (c) 2005-2025 NVIDIA Corporation\n"
     "Built on Fri_Feb_21_20:23:50_PST_2025\n"
     "Cuda compilation tools, release 12.8, V12.8.93\n"
     "Build cuda_12.8.r12.8/compiler.35583870_0\n"
     "```\n"
     "Anybody has experienced this problem?",
     "triton_compiler_missing", {}, "dependency_version_mismatch",
     "After upgrading flashinfer-python to 0.4.0, every vLLM launch failed in the workers with FlashInfer's "
     "'RuntimeError: Could not find nvcc', although the CUDA 12.8 toolkit is installed, /usr/local/cuda/bin is on the "
     "reporter's PATH and 'nvcc --version' works; with flashinfer-python 0.3.0 the same launch starts. The fault is in "
     "the FlashInfer release (0.4.0's nvcc / CUDA-path lookup, jit/cpp_ext.py, which the same reporter's sibling "
     "issue flashinfer #1904 shows raising 'Could not find nvcc' even where precompiled wheels need no compiler), not "
     "a missing toolkit, memory or parallelism.",
     "reported by the author in the issue itself: reinstalling the old FlashInfer, 'uv pip install "
     "flashinfer-python==0.3.0', makes the error go away (the author points at flashinfer PR #1905 as the likely "
     "upstream fix; the thread's closing answer is not stored). Setting CUDA_HOME=/usr/local/cuda for the server, or "
     "VLLM_USE_FLASHINFER_SAMPLER=0, are the collector's reading of the message, not reported fixes.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them; cut at the end: the line 'This "
          "might be fixed by https://github.com/flashinfer-ai/flashinfer/pull/1905' and '@yzh119'. The reporter's "
          "sentence about reinstalling 0.3.0 is kept (it sits inside the pasted log block as stored; see judgement "
          "call 3). The vLLM release is not stated (the log format and date, 2025-10-11, fit 0.11.x); 'Worker_TP1' "
          "shows tensor parallelism, the GPU count is not stated. The vLLM thread #26642 is not in the store.")

# ---------------------------------------- flashinfer #1781: vLLM 0.11.0rc2 + FlashInfer 0.3.0 AOT wheels, no nvcc in the image -> FileNotFoundError 'nvcc' in flashinfer_sample
case("flashinfer-1781-vllm-0110rc2-flashinfer-030-aot-wheel-sampler-filenotfounderror-nvcc",
     "https://github.com/flashinfer-ai/flashinfer/issues/1781",
     "When using AOT wheels, nvcc is also required\n"
     "\n"
     "when using vllm 0.11.0rc2 + flashinfer 0.3.0 AOT wheels，FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'\n"
     "Does the runtime have to rely on nvcc?\n"
     "\n"
     "logs:\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]   File \"/usr/local/lib/python3.10/dist-packages/vllm/v1/sample/ops/topk_topp_sampler.py\", line 248, in flashinfer_sample\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]     next_token_ids = flashinfer.sampling.top_k_top_p_sampling_from_logits(\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]   File \"/usr/local/lib/python3.10/dist-packages/flashinfer/sampling.py\", line 980, in top_k_top_p_sampling_from_logits\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]     masked_logits = top_k_mask_logits(logits, top_k)\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]   File \"/usr/local/lib/python3.10/dist-packages/flashinfer/sampling.py\", line 1300, in top_k_mask_logits\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]     return get_sampling_module().top_k_mask_logits(\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]   File \"/usr/local/lib/python3.10/dist-packages/flashinfer/sampling.py\", line 47, in get_sampling_module\n"
     "(Worker_TP0 pid=451) ERROR 09-26 10:57:34 [multiproc_executor.py:671]     mo",
     "triton_compiler_missing", {}, "dependency_version_mismatch",
     "vLLM 0.11.0rc2 uses FlashInfer's top-k/top-p sampler; FlashInfer 0.3.0's AOT (precompiled) wheel still ran "
     "nvcc at run time to find the CUDA version while looking up its sampling module (get_cuda_version in "
     "get_sampling_module's path), so in an image with no CUDA toolkit the worker died with 'FileNotFoundError: "
     "[Errno 2] No such file or directory: 'nvcc'' even though the kernels were precompiled. A FlashInfer bug in the "
     "AOT path, not memory or parallelism.",
     "FlashInfer's maintainer (yzh119) merged the hotfix PR #1782, 'hotfix: make aot wheel work without nvcc' "
     "(2025-09-26, 'Change the logic of get_cuda_version: when nvcc is not installed, return torch.version.cuda, this "
     "patch could unblock #1781'); fix: a FlashInfer release carrying PR #1782. (Installing a CUDA toolkit with nvcc in "
     "the image, or VLLM_USE_FLASHINFER_SAMPLER=0, would also avoid the call: the collector's reading, not reported.)",
     release="0.11.0rc2", gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and description as the stored text shows them; the stored log stops inside "
          "flashinfer/sampling.py's get_sampling_module at 'mo' (kept as stored), so the error line is the one the "
          "reporter wrote in the description's first sentence. The GPU, GPU count and launch command are not stated "
          "('Worker_TP0' only). The fix is read from FlashInfer PR #1782, which names #1781.")

BATCH.write()
