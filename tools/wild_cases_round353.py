"""Round-353 blind batch: vLLM V1 logs ending in "RuntimeError: Engine core initialization failed. See root cause
above." (or "Engine process failed to start" / EngineDeadError at start-up) where the real root cause is printed
earlier in the same pasted log; collected by helper wild353 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round353-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 47 of the 50 allowed (45 ``search`` corpus=issues, 2 ``search`` corpus=pages; no fetch / read_file). 1 case.
The round came back thin: this slice ("Engine core initialization failed" with the root cause earlier in the paste) is
heavily mined (most threads the corpus returns for it are already in USED_SOURCES.txt or in tests/golden/wild), and
the issues corpus returns one chunk per thread per query, almost always the description or the APIServer tail; the
chunk that holds the worker's own exception line was reachable for only a handful of threads, and for those the final
line or the fix was not. Cases were not taken unless the excerpt could show both a root-cause line and the final line.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt, or a case id in tests/golden/wild): vllm #17939, #42147, #25837, #20305, #41849,
  #27508, #42393 (taken in round 219 under the PR #48956 id), #12505; QwenLM/Qwen3-VL #1267; odysseus-dev/odysseus #207;
  noonghunna/club-3090 #4 and #535; ovg-project/kvcached #29; pytorch/pytorch #175666; vllm-omni PR #1842;
  LMCache #2306; xorbitsai/inference #4926; production-stack #407.
- Root-cause line not in any stored chunk reached (only the description, the APIServer tail, or a cut worker trace):
  vllm #44411 (aarch64 Asahi, torch 2.11.0+cpu; zai-org/GLM-OCR #227 is the same author), #18730 (Qwen3-32B-AWQ,
  0.8.5.post1, fails inside torch.compile), #23176 (local build, gemma-3-270m), #26565 (sampler; a commenter quotes
  'FlashInfer requires GPUs with sm75 or higher' for his own run), #19002, #30021, #18455, #26898, #25143, #52029,
  #31940, #29636/#29637/#29639 (one author, three copies; 'Worker failed with error' cut), #17618, #19415, #44494,
  #21882 (no log at all); gpustack #3656 (Tesla T4, vLLM 0.11.0, FlashInfer sampler in _dummy_sampler_run; maintainer
  suggests VLLM_USE_FLASHINFER_SAMPLER=0, no confirmation reached); kaito-project/kaito #2114 (V100/T4 SKUs, fails
  right after 'Warming up FlashInfer attention'); eugr/spark-vllm-docker #267; allenai/olmocr #260; LlamaFactory
  #8025/#8026 (labelled solved, only the description and the EngineCore frames reached); zai-org/GLM-V #162;
  getainode/ainode #34 (log is an attachment); unsloth #3911; ATH-MaaS/Ovis #121; opendatalab/MinerU #4604 (log only as
  attachments); Alibaba-NLP/DeepResearch #189 (author says no root cause printed); OpenPipe/ART #206;
  runpod-workers/worker-vllm #213, #276; QwenLM/Qwen3-VL #1204 (OOM in ParallelLMHead init, OOM line not reached);
  vllm #27174 (no log in the stored chunk); intel/llm-scaler #432; vllm-omni #363; vllm #27729 (V100, 0.11.0, fails in
  the top-k/top-p sampler at start-up; error line not reached).
- vllm #15992: the root cause is in the stored text ('/usr/bin/ld: cannot find -lcuda' then 'EngineCore hit an
  exception' with Triton's driver init in the trace, 0.8.x V1), but the final line's chunk was not reachable in two
  tries and the thread has no fix (closed stale).
- vllm #44985 (0.22.0, FlashInfer sampling JIT link '-lcuda' against a conda lib64/stubs path): worker lines reached,
  final line and fix not.
- intel/llm-scaler #488 (EngineDeadError, author confirms 'fixed with max-num-batched-tokens=8192'): the root-cause
  line is not in the stored chunk, and the failure is at the first requests on XPU, not at start-up.
- gpustack #2712: the maintainers' own tracking issue for the same TORCH_LIBRARY error as the case taken (gpustack
  #2723); not taken twice. vllm-ascend #1239: the same error in a Dynamo image, no V1 engine-core final line in it.
- vllm #50705, #19810: FlashInfer JIT sampler failures; the error line itself not in the chunks reached (#50705 is
  also close to the used vllm PR #50747 case).

Judgement calls for the lead:
1. gpustack #2723 (torch refusing a second TORCH_LIBRARY registration of namespace _C when vllm-ascend loads beside a
   vLLM built with its own _C) is labelled kind vllm_extension_import_failed (the op library fails to load in the
   worker) and cause container_image_broken (the conflict is in GPUStack's packaged pipx vLLM venv, and the fix
   landed in GPUStack main, not in the user's launch). dependency_version_mismatch is the alternative cause if the
   lead reads it as a package-combination problem rather than a broken image. No earlier case carries this message.
2. Its fix_that_worked is the maintainer's 'Verified in main 2ce95c5' (GPUStack-side); the VLLM_TARGET_DEVICE=empty
   remedy is from vllm-ascend #1239's setup, not said in #2723 itself.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round353-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2723: Ascend, pipx vllm venv, duplicate TORCH_LIBRARY _C registration
case("gpustack-2723-ascend-pipx-vllm-duplicate-torch-library-namespace-c",
     "https://github.com/gpustack/gpustack/issues/2723",
     "frame #10: <unknown function> + 0xc2fc (0xffff80ec72fc in /lib/ld-linux-aarch64.so.1)\n"
     "frame #11: <unknown function> + 0x796d4 (0xffff807a96d4 in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #12: _dl_catch_exception + 0x78 (0xffff8085d308 in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #13: _dl_catch_error + 0x40 (0xffff8085d3d0 in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #14: <unknown function> + 0x791b0 (0xffff807a91b0 in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #15: dlopen + 0x54 (0xffff807a9774 in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "<omitting python frames>\n"
     "frame #55: <unknown function> + 0x273fc (0xffff807573fc in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #56: __libc_start_main + 0x98 (0xffff807574cc in /lib/aarch64-linux-gnu/libc.so.6)\n"
     "frame #57: _start + 0x30 (0xaaaace8708b0 in /root/.local/share/pipx/venvs/vllm/bin/python)\n"
     "Only a single TORCH_LIBRARY can be used to register the namespace _C; please put all of your definitions in a "
     "single TORCH_LIBRARY block.  If you were trying to specify implementations, consider using TORCH_LIBRARY_IMPL "
     "(which can be duplicated).  If you really intended to define operators for a single namespace in a distributed "
     "way, you can use TORCH_LIBRARY_FRAGMENT to explicitly indicate this.  Previous registration of TORCH_LIBRARY was "
     "registered at /tmp/pip-install-e1_40vjc/vllm_6b69\n"
     "...\n"
     "ERROR 08-14 13:42:42 [core.py:632]   File \"/root/.local/share/pipx/venvs/vllm/lib/python3.11/site-packages/vllm/"
     "v1/executor/multiproc_executor.py\", line 446, in wait_for_ready\n"
     "ERROR 08-14 13:42:42 [core.py:632]     raise e from None\n"
     "ERROR 08-14 13:42:42 [core.py:632] Exception: WorkerProc initialization failed due to an exception in a "
     "background process. See stack trace for root cause.\n"
     "Process EngineCore_0:\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/local/python3.11.13/lib/python3.11/multiprocessing/process.py\", line 314, in _bootstrap\n"
     "    self.run()\n"
     "...\n"
     "  File \"/root/.local/share/pipx/venvs/vllm/lib/python3.11/site-packages/vllm/v1/engine/utils.py\", line 750, in "
     "wait_for_engine_startup\n"
     "    raise RuntimeError(\"Engine core initialization failed. \"\n"
     "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}\n"
     "[ERROR] 2025-08-14-13:42:44 (PID:5309, Device:-1, RankID:-1) ERR99999 UNKNOWN applicaiton exception",
     "vllm_extension_import_failed", {}, "container_image_broken",
     "GPUStack's vLLM backend on an aarch64 Ascend NPU host (the [ERROR] ... ERR99999 line is CANN's), Qwen3-4B from "
     "ModelScope: the pipx 'vllm' venv held a vLLM built from source (registered from /tmp/pip-install-.../vllm_...) "
     "whose own _C op library registers the torch namespace _C, and vllm-ascend registers _C too, so when the worker "
     "loaded the second library torch refused the duplicate TORCH_LIBRARY registration and the worker died before the "
     "engine came up. A packaging conflict in the GPUStack image (vLLM must be installed with no device target, "
     "VLLM_TARGET_DEVICE=empty, beside vllm-ascend), not a memory, model or flag problem.",
     "fixed in GPUStack: maintainer Finenyaco (2025-08-19): 'Verified in main 2ce95c5' (the same error is tracked by "
     "the maintainers as gpustack #2712, 'Failed to deploy model using vllm-ascend: Only a single TORCH_LIBRARY can be "
     "used to register the namespace _C'). The generic remedy, from vllm-ascend #1239's setup: install vLLM with "
     "VLLM_TARGET_DEVICE=empty so that only vllm-ascend registers _C",
     release="vLLM V1 (v1/engine/utils.py wait_for_engine_startup at line 750, mid-2025) with vllm-ascend, in GPUStack",
     gpu="Huawei Ascend NPU (aarch64 host)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}, {"flag": "--enforce-eager"}],
     note="Excerpt assembled from three stored chunks of turn 0 (pyboy): the tail of the c10::Error frame dump with the "
          "TORCH_LIBRARY message (the chunk cuts the 'Previous registration' path mid-name), the EngineCore "
          "'WorkerProc initialization failed' lines, and the APIServer tail with the final line and the CANN ERR99999 "
          "line; lines between them are dropped ('...'). The author's follow-up ('gpustack版本 / 模型: qwen3 4B 魔搭仓库') "
          "gives the model. The excerpt does not show which library registered second.")

if __name__ == "__main__":
    BATCH.write()
