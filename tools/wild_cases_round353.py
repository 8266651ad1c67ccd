"""Round-353 blind batch: vLLM V1 logs ending in "RuntimeError: Engine core initialization failed. See root cause
above." (or "Engine process failed to start" / EngineDeadError at start-up) where the real root cause is printed
earlier in the same pasted log; collected by helper wild353 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round353-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

(Docstring completed at the end of the round.)
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
