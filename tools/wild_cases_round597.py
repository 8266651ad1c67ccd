"""Round-597 blind batch: vLLM start-up failures of ANY family except multimodal models (round 589 mined those), read
from the LOCAL archive of vLLM issue bodies in the yunwei37/vllm-exp mirror (/work/.mirror/yunwei37+vllm-exp/repo,
bug-study/**/*.json: number, title and body, no comments); collected by helper wild597 and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round597-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
(the issue body as the mirror stores it, plus what one search showed of the same thread or of the same message
elsewhere, said so per case). Excerpts are the body as stored (markdown kept, caret-only ``^^^^`` lines of Python
3.11+ tracebacks left out, ``...`` where lines in between were dropped); the fix / diagnosis is left out of each excerpt.

Slice and method: the mirror was already on this machine (no fetch). Its vLLM JSON files (the two large
bug-study/data/vllm_*_issues_all.json blobs are absent from the mirror) hold 1,384 distinct issues; less every vLLM
issue number in /work/coord/USED_SOURCES.txt, every ``#N`` / ``vllm-N`` / ``vllm#N`` in every round file (main and the
h5xx worktrees), tests/golden/wild/*.md, the coordination files, and every vllm-N fixture id / vLLM url in
tests/golden/wild (7,467 numbers removed, read conservatively): 836 left, 221 with an error / exception / traceback
word. Those were scanned with regular expressions for launch-failure texts and their titles and error lines read; the
bodies of ~25 launch-looking ones were opened. Rounds 42, 55, 57 and 589 had read this archive before; it is now
essentially MINED OUT for start-up failures.

Look-ups: 6 of the 40 allowed, all ``search`` corpus=issues (one per kept thread, to reach its answer; the mirror
keeps no comments). No read_file / find_string / fetch / find_files / find_repos.

**5 cases**: vllm #6099 (A100, driver 470.103.01 + torch cu118 / Triton 2.3.0, enable_prefix_caching -> prefix_prefill's
Triton kernel 'device kernel image is invalid'), vllm #16006 (vllm serve under VS Code's debugpy on Python 3.12 ->
pydevd's sys.monitoring hook inside Dynamo -> 'torch._dynamo.exc.Unsupported: generator' in the profile run), vllm
#9100 (ROCm source build, draft-model speculative decoding -> 'cannot import name flash_attn_varlen_func from
vllm.vllm_flash_attn (unknown location)' because draft_model_runner caught only ModuleNotFoundError), vllm #18592 (CI:
``vllm serve`` of a transcription model under VLLM_USE_V1=1 -> 'VLLM_USE_V1=1 is not supported with --task
transcription'), vllm #13435 (V1, TP=4 with a warm torch.compile cache -> 'Pointer argument (at 0) cannot be accessed
from Triton (cpu tensor?)').

Sources given up (for the lead, not cases):
- Multimodal (outside this slice): vllm #13054 (Gaudi2 Qwen2.5-VL 'view size is not compatible'), #20742, #18572,
  #20314, #17775, #20993, #10627, #16525, #14181, #12940, #15404, #5885, #10931, #8990, #7669, #20804.
- Conclusive message but no label fits or not a launch failure: vllm #13682 (Ray compiled DAG + SPMD + speculative
  decoding, 0.7.3: "AttributeError: 'SpecDecodeWorker' object has no attribute '_execute_model_spmd'" at the first
  request; labelled 'feature request' on the tracker, SPMD spec decoding was WIP PR #7643, never merged; the only
  fitting label would be kind None with a feature-unsupported cause, which the grader cannot meet, so not taken),
  #7859 (spec-decode draft with shorter context: 'Cannot handle cases where distributed draft workers generate no
  tokens', only a code line quoted, at serving time), #2115 (pytest tests/models on an H100: 'tensor model parallel
  group is already initialized' for every model, the test harness's process reuse, answer not stored), #21101 (a
  developer editing vllm/config.py to enable a custom op), #17272 (RL weight sync into FP8 online quantization).
- Root cause hidden or no error line: #15199 and #18023 (Ray 'Can't deserialize object ... invalid literal for int()
  with base 10'; multi-node DeepSeek-R1 0.8.1 and Llama-4 Maverick on V1+Ray), #5062 (TP=2 Ray load hangs, no error),
  #7772 (gloo 'Connection closed by peer' in a spec-decode worker loop), #20862 (B200 start hangs at NCCL), #3779
  (performance), #3057 (cupy TCPStore teardown after a successful run), #18425 (CI 'Server exited unexpectedly').
- Not start-up: request-time, tool-calling, structured-output, CI-flake and RFC threads among the 221 (e.g. #6567,
  #6776, #8219, #8432, #8613, #11366, #13429, #15766, #16668, #17313, #17904, #17965, #19483).

Judgement calls for the lead:
1. Every excerpt is an issue BODY from the mirror (the issues corpus's chunks of the same threads show the same text);
   none of the five threads has its answer stored anywhere reachable, so the fixes are read from the message, from the
   body's own diagnosis (kept out of the excerpt) or from the same message's answer on another tracker (said per case).
2. vllm-6099: kind/cause cuda_driver_mismatch, as the one earlier fixture with Triton's 'device kernel image is
   invalid' (github-zjpzhao-t4-cu118-..., driver 450). The failure is at the first batch with prefix caching (the
   prefix_prefill Triton kernel), not at start-up; taken as 'a failure at its first requests caused by how it was
   launched'. The driver reading rests on the body's 'Nvidia driver version: 470.103.01' (CUDA 11.4) with Triton 2.3.0
   and on triton-lang/triton #3001 (A100, same message fixed by driver 470.57 -> 535) / #2971 (driver 470, A10).
3. vllm-16006: kind torch_compile_error (Dynamo's own 'Unsupported' raised while compiling the model in the profile
   run; no README row names 'torch._dynamo.exc.Unsupported', vllm_check_failed does not apply since it is not vLLM's
   raise); cause torch_compile_error for want of a 'debugger attached' cause. The pydevd frames and the reporter's
   'works ok running cli' pin the cause; the thread is open with no answer stored (vllm #15722, 'Debugging vLLM script
   results in torch error', is the same family, also unanswered in the store). The 2.8875 GB weights line is kept as
   weights_gib.
4. vllm-9100: kind dependency_version_mismatch (README's "cannot import name X from vLLM" wording, as vllm-16813 with
   'cannot import name ... from vllm.vllm_flash_attn'); cause release_regression (vLLM's own except clause, not the
   user's install: on ROCm vllm_flash_attn is an empty namespace package, so the import raises ImportError, which the
   'except ModuleNotFoundError' fallback to ROCmFlashAttentionMetadata did not catch). The reporter (an AMD developer)
   ran a source checkout; the title states the diagnosis, so the excerpt leaves the title and the quoted try/except
   out.
5. vllm-18592: kind/cause vllm_check_failed, as vllm-19461 ('VLLM_USE_V1=1 is not supported with device type=cpu').
   A CI failure reported by a maintainer (DarkLight1337); the task is Whisper transcription (an audio model) - the
   lead may count it as multimodal and drop it.
6. vllm-13435: a maintainer's (WoosukKwon's) report on main, Feb 2025; kind torch_compile_error (the error comes from
   the Inductor-generated Triton launcher), cause release_regression (vLLM's compile cache replays rank 0's device in
   every rank's graph). The excerpt leaves out the bold 'doesn't happen when the torch.compile cache is not used' line
   and the final diagnosis. A sibling report with the same message in the profile run is vllm #13392 (not taken, not
   opened). Fix: not in the stored text; the body's own observation is that a run without the compile cache works.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round597-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #6099: A100 + driver 470 + Triton 2.3.0, enable_prefix_caching -> device kernel image is invalid
case("vllm-6099-a100-driver-470-cu118-prefix-caching-triton-device-kernel-image-invalid",
     "https://github.com/vllm-project/vllm/issues/6099",
     (
     'PyTorch version: 2.3.0+cu118\n'
     'Is debug build: False\n'
     'CUDA used to build PyTorch: 11.8\n'
     'GPU models and configuration:\n'
     'GPU 0: NVIDIA A100-SXM4-80GB\n'
     'GPU 1: NVIDIA A100-SXM4-80GB\n'
     'Nvidia driver version: 470.103.01\n'
     '[pip3] triton==2.3.0\n'
     'vLLM Version: 0.4.2\n'
     '\n'
     '#### our model is llama-33B when we try to add enable_prefix_caching=True in  LLM(**kwargs) and batch_size = 100 it will cause error which is never happend when with out enable_prefix_caching.\n'
     '\n'
     'ERROR 07-02 16:38:17 worker_base.py:145] Error executing method execute_model. This might cause deadlock in distributed execution.\n'
     'ERROR 07-02 16:38:17 worker_base.py:145] Traceback (most recent call last):\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/vllm-0.4.2+cu118-py3.9-linux-x86_64.egg/vllm/worker/worker_base.py", line 137, in execute_method\n'
     '...\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/vllm-0.4.2+cu118-py3.9-linux-x86_64.egg/vllm/attention/ops/paged_attn.py", line 177, in forward_prefix\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     context_attention_fwd(\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/torch/utils/_contextlib.py", line 115, in decorate_context\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     return func(*args, **kwargs)\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/vllm-0.4.2+cu118-py3.9-linux-x86_64.egg/vllm/attention/ops/prefix_prefill.py", line 753, in context_attention_fwd\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     _fwd_kernel[grid](\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/triton/runtime/jit.py", line 167, in <lambda>\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     return lambda *args, **kwargs: self.run(grid=grid, warmup=False, *args, **kwargs)\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/triton/runtime/jit.py", line 425, in run\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     kernel.run(grid_0, grid_1, grid_2, kernel.num_warps, kernel.num_ctas,  # number of warps/ctas per instance\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/triton/compiler/compiler.py", line 255, in __getattribute__\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     self._init_handles()\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]   File "/usr/local/lib/python3.9/site-packages/triton/compiler/compiler.py", line 250, in _init_handles\n'
     'ERROR 07-02 16:38:17 worker_base.py:145]     self.module, self.function, self.n_regs, self.n_spills = driver.utils.load_binary(\n'
     'ERROR 07-02 16:38:17 worker_base.py:145] RuntimeError: Triton Error [CUDA]: device kernel image is invalid\n'),
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "vLLM 0.4.2 (cu118 build, torch 2.3.0+cu118, Triton 2.3.0) on two A100-SXM4-80GB with NVIDIA driver 470.103.01 "
     "(a CUDA 11.4 driver). With enable_prefix_caching=True the prefill goes through vLLM's Triton kernel "
     "(attention/ops/prefix_prefill.py::context_attention_fwd); the kernel Triton 2.3 compiles with its bundled, newer "
     "ptxas cannot be loaded by the old driver, so cuModuleLoad fails with 'device kernel image is invalid'. Without "
     "prefix caching no Triton kernel runs, hence 'never happened' before. Not a memory problem.",
     "no fix in the stored thread (closed, no answer stored). For the same message, triton-lang/triton #3001 "
     "(Li-dongyang, A100, Triton 2.2): upgrading the NVIDIA driver from 470.57.02 to 535.104.05 resolved it; the "
     "workaround within this driver is to run without enable_prefix_caching",
     release="0.4.2 (+cu118)", gpu="NVIDIA A100-SXM4-80GB, driver 470.103.01", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"}],
     note="Excerpt: collect_env lines (torch, CUDA build, GPUs, driver, triton, vLLM version), the reporter's one-line "
          "description (llama-33B, enable_prefix_caching=True, batch 100) and the head and tail of the worker "
          "traceback; the llama forward frames in between are dropped ('...'). Labels as the earlier Triton "
          "'device kernel image is invalid' fixture (github-zjpzhao-t4-cu118-...).")

# ---------------------------------------- vllm #16006: vllm serve under VS Code debugpy (Python 3.12) -> Dynamo 'Unsupported: generator'
case("vllm-16006-4090-vscode-debugpy-py312-sys-monitoring-dynamo-unsupported-generator",
     "https://github.com/vllm-project/vllm/issues/16006",
     (
     'Python version: 3.12.9 (main, Feb  5 2025, 08:49:00) [GCC 11.4.0] (64-bit runtime)\n'
     'GPU models and configuration: GPU 0: NVIDIA GeForce RTX 4090\n'
     '[pip3] torch==2.5.1\n'
     'vLLM Version: 0.7.3.dev62+gcb080f32.d20250213\n'
     'VLLM_USE_V1=1\n'
     '\n'
     'running the cli  `vllm serve facebook/opt-125m` works out ok. The server starts up.\n'
     'however, it crashes when debugging it in vscode with the following launch.json:\n'
     '```\n'
     '{\n'
     '    "version": "0.2.0",\n'
     '    "configurations": [\n'
     '        {\n'
     '            "name": "vllm serve",\n'
     '            "type": "debugpy",\n'
     '            "request": "launch",\n'
     '            "program": "${workspaceFolder}/vllm/scripts.py",\n'
     '            "console": "integratedTerminal",\n'
     '            "justMyCode": false,\n'
     '            "args": [\n'
     '                "serve", "facebook/opt-125m"\n'
     '            ]\n'
     '        }\n'
     '    ]\n'
     '}\n'
     '```\n'
     '\n'
     "> INFO 04-03 17:56:20 weight_utils.py:254] Using model weights format ['*.safetensors']\n"
     '> INFO 04-03 17:56:21 weight_utils.py:306] No model.safetensors.index.json found in remote.\n'
     '> Loading safetensors checkpoint shards:   0% Completed | 0/1 [00:00<?, ?it/s]\n'
     '> Loading safetensors checkpoint shards: 100% Completed | 1/1 [00:06<00:00,  6.66s/it]\n'
     '> Loading safetensors checkpoint shards: 100% Completed | 1/1 [00:06<00:00,  6.66s/it]\n'
     '> \n'
     '> INFO 04-03 17:56:28 gpu_model_runner.py:918] Loading model weights took 2.8875 GB\n'
     "> INFO 04-03 17:57:17 backends.py:408] Using cache directory: /home/cju/.cache/vllm/torch_compile_cache/ca60c2a0fd/rank_0 for vLLM's torch.compile\n"
     '> INFO 04-03 17:57:17 backends.py:418] Dynamo bytecode transform time: 26.71 s\n'
     '> INFO 04-03 17:57:19 backends.py:115] Directly load the compiled graph for shape None from the cache\n'
     '> ERROR 04-03 17:57:33 core.py:208] EngineCore hit an exception: Traceback (most recent call last):\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "_pydevd_sys_monitoring\\\\_pydevd_sys_monitoring_cython.pyx", line 499, in _pydevd_sys_monitoring_cython._get_code_line_info\n'
     '> ERROR 04-03 17:57:33 core.py:208] KeyError: <code object forward at 0x4d452b40, file "/home/cju/aigc/vllm/vllm/model_executor/models/qwen2.py", line 327>\n'
     '> ERROR 04-03 17:57:33 core.py:208] \n'
     '> ERROR 04-03 17:57:33 core.py:208] During handling of the above exception, another exception occurred:\n'
     '> ERROR 04-03 17:57:33 core.py:208] \n'
     '> ERROR 04-03 17:57:33 core.py:208] Traceback (most recent call last):\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/vllm/v1/engine/core.py", line 200, in run_engine_core\n'
     '...\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/vllm/compilation/decorators.py", line 238, in __call__\n'
     '> ERROR 04-03 17:57:33 core.py:208]     output = self.compiled_callable(*args, **kwargs)\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/.venv/lib/python3.12/site-packages/torch/_dynamo/eval_frame.py", line 465, in _fn\n'
     '> ERROR 04-03 17:57:33 core.py:208]     return fn(*args, **kwargs)\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/vllm/model_executor/models/qwen2.py", line 327, in forward\n'
     '> ERROR 04-03 17:57:33 core.py:208]     def forward(\n'
     '> ERROR 04-03 17:57:33 core.py:208]     \n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "<stringsource>", line 69, in cfunc.to_py.__Pyx_CFunc_893235__29_pydevd_sys_monitoring_cython_object__lParen__etc_to_py_4code_18instruction_offset.wrap\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "_pydevd_sys_monitoring\\\\_pydevd_sys_monitoring_cython.pyx", line 1702, in _pydevd_sys_monitoring_cython._start_method_event\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "_pydevd_sys_monitoring\\\\_pydevd_sys_monitoring_cython.pyx", line 570, in _pydevd_sys_monitoring_cython._get_func_code_info\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "_pydevd_sys_monitoring\\\\_pydevd_sys_monitoring_cython.pyx", line 505, in _pydevd_sys_monitoring_cython._get_code_line_info\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/.venv/lib/python3.12/site-packages/torch/_dynamo/convert_frame.py", line 1269, in __call__\n'
     '> ERROR 04-03 17:57:33 core.py:208]     return self._torchdynamo_orig_callable(\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/.venv/lib/python3.12/site-packages/torch/_dynamo/convert_frame.py", line 492, in __call__\n'
     '> ERROR 04-03 17:57:33 core.py:208]     unimplemented("generator")\n'
     '> ERROR 04-03 17:57:33 core.py:208]   File "/home/cju/aigc/vllm/.venv/lib/python3.12/site-packages/torch/_dynamo/exc.py", line 297, in unimplemented\n'
     '> ERROR 04-03 17:57:33 core.py:208]     raise Unsupported(msg, case_name=case_name)\n'
     '> ERROR 04-03 17:57:33 core.py:208] torch._dynamo.exc.Unsupported: generator\n'
     '> ERROR 04-03 17:57:33 core.py:208] \n'
     '> CRITICAL 04-03 17:57:33 core_client.py:156] Got fatal signal from worker processes, shutting down. See stack trace above for root cause issue.\n'),
     "torch_compile_error", {"weights_gib": 2.8875}, "torch_compile_error",
     "A source checkout of vLLM (0.7.3.dev, V1, torch 2.5.1, Python 3.12) serving facebook/opt-125m on an RTX 4090 "
     "started from VS Code's debugger (debugpy launch.json). On Python 3.12 debugpy traces through sys.monitoring; its "
     "Cython hook (_pydevd_sys_monitoring) fires inside the model forward that vLLM's torch.compile wraps, and Dynamo "
     "then refuses the frame ('Unsupported: generator') during the profile run. The same command without the "
     "debugger starts fine (reporter), so the debugger attached to the process, not the model or memory, is the cause.",
     "no fix reached (thread open, no answer stored; vllm #15722 reports the same family under a debugger, also "
     "unanswered in the store). Reading of the message: run vLLM without the debugger's sys.monitoring tracing "
     "while torch.compile is on, or turn compilation off for the debugging session (enforce_eager / "
     "compilation level 0)",
     release="0.7.3.dev62+gcb080f32 (source checkout)", gpu="NVIDIA GeForce RTX 4090", gpus=1,
     command="vllm serve facebook/opt-125m (via debugpy, program vllm/scripts.py)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"}],
     note="Excerpt: collect_env lines (Python, GPU, torch, vLLM version, VLLM_USE_V1), the description with the "
          "launch.json (its three '//' comment lines dropped), the log up to the engine traceback and its tail; the "
          "middle frames are dropped ('...') and caret-only lines left out. weights_gib is the printed 'Loading model "
          "weights took 2.8875 GB'.")

# ---------------------------------------- vllm #9100: ROCm, draft-model spec decoding -> ImportError flash_attn_varlen_func from vllm.vllm_flash_attn
case("vllm-9100-rocm-draft-model-spec-decode-vllm-flash-attn-unknown-location-importerror",
     "https://github.com/vllm-project/vllm/issues/9100",
     (
     'I found an issue running draft model speculative decoding on AMD platform, the issue arised from  `vllm/spec_decode/draft_model_runner.py`\n'
     '\n'
     '```\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/engine/multiprocessing/engine.py", line 78, in __init__\n'
     '    self.engine = LLMEngine(*args,\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/engine/llm_engine.py", line 335, in __init__\n'
     '    self.model_executor = executor_class(\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/executor/distributed_gpu_executor.py", line 26, in __init__\n'
     '    super().__init__(*args, **kwargs)\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/executor/executor_base.py", line 47, in __init__\n'
     '    self._init_executor()\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/executor/multiproc_gpu_executor.py", line 108, in _init_executor\n'
     '    self.driver_worker = self._create_worker(\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/executor/gpu_executor.py", line 105, in _create_worker\n'
     '    return create_worker(**self._get_create_worker_kwargs(\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/executor/gpu_executor.py", line 24, in create_worker\n'
     '    wrapper.init_worker(**kwargs)\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/worker/worker_base.py", line 446, in init_worker\n'
     '    mod = importlib.import_module(self.worker_module_name)\n'
     '  File "/home/aac/anaconda3/envs/rocm611-0929/lib/python3.9/importlib/__init__.py", line 127, in import_module\n'
     '    return _bootstrap._gcd_import(name[level:], package, level)\n'
     '  File "<frozen importlib._bootstrap>", line 1030, in _gcd_import\n'
     '  File "<frozen importlib._bootstrap>", line 1007, in _find_and_load\n'
     '  File "<frozen importlib._bootstrap>", line 986, in _find_and_load_unlocked\n'
     '  File "<frozen importlib._bootstrap>", line 680, in _load_unlocked\n'
     '  File "<frozen importlib._bootstrap_external>", line 850, in exec_module\n'
     '  File "<frozen importlib._bootstrap>", line 228, in _call_with_frames_removed\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/spec_decode/spec_decode_worker.py", line 21, in <module>\n'
     '    from vllm.spec_decode.draft_model_runner import TP1DraftModelRunner\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/spec_decode/draft_model_runner.py", line 9, in <module>\n'
     '    from vllm.attention.backends.flash_attn import FlashAttentionMetadata\n'
     '  File "/home/aac/apps/rocm611-0929/vllm-fix-spec-amd/vllm/attention/backends/flash_attn.py", line 23, in <module>\n'
     '    from vllm.vllm_flash_attn import (flash_attn_varlen_func,\n'
     "ImportError: cannot import name 'flash_attn_varlen_func' from 'vllm.vllm_flash_attn' (unknown location)\n"),
     "dependency_version_mismatch", {}, "release_regression",
     "vLLM (a source checkout on ROCm 6.1.1, Oct 2024) launched with draft-model speculative decoding: "
     "spec_decode/draft_model_runner.py imports FlashAttentionMetadata from the CUDA flash-attn backend and falls back "
     "to ROCmFlashAttentionMetadata only on ModuleNotFoundError; on ROCm vllm.vllm_flash_attn exists as an empty "
     "namespace package ('unknown location'), so the import raises ImportError instead, the fallback is skipped and the "
     "worker dies at init. A vLLM code bug on ROCm, not the user's install.",
     "no fix in the stored text (closed). The reporter's diagnosis in the body: the except clause must catch "
     "ImportError (not only ModuleNotFoundError) so the ROCm metadata class is used; i.e. a vLLM release/commit with "
     "that fix",
     release="main, Oct 2024 (~0.6.2/0.6.3, source checkout)", gpu="AMD GPU (ROCm 6.1.1)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the first sentence of the description and the traceback as pasted (trailing spaces trimmed); the "
          "title ('Try-catch conditions are incorrect ...'), the quoted try/except and the sentence 'ImportError is "
          "thrown rather than ModuleNotFoundError' are the diagnosis and are left out. GPU model and count not "
          "stated (collect_env left as the template).")

# ---------------------------------------- vllm #18592: CI, vllm serve transcription model under VLLM_USE_V1=1 -> NotImplementedError
case("vllm-18592-ci-transcription-validation-vllm-use-v1-not-supported-task-transcription",
     "https://github.com/vllm-project/vllm/issues/18592",
     (
     '[2025-05-23T04:39:51Z] Traceback (most recent call last):\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/bin/vllm", line 10, in <module>\n'
     '[2025-05-23T04:39:51Z]     sys.exit(main())\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/main.py", line 53, in main\n'
     '[2025-05-23T04:39:51Z]     args.dispatch_function(args)\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/cli/serve.py", line 40, in cmd\n'
     '[2025-05-23T04:39:51Z]     uvloop.run(run_server(args))\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/uvloop/__init__.py", line 109, in run\n'
     '[2025-05-23T04:39:51Z]     return __asyncio.run(\n'
     '[2025-05-23T04:39:51Z]   File "/usr/lib/python3.12/asyncio/runners.py", line 195, in run\n'
     '[2025-05-23T04:39:51Z]     return runner.run(main)\n'
     '[2025-05-23T04:39:51Z]   File "/usr/lib/python3.12/asyncio/runners.py", line 118, in run\n'
     '[2025-05-23T04:39:51Z]     return self._loop.run_until_complete(task)\n'
     '[2025-05-23T04:39:51Z]   File "uvloop/loop.pyx", line 1518, in uvloop.loop.Loop.run_until_complete\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/uvloop/__init__.py", line 61, in wrapper\n'
     '[2025-05-23T04:39:51Z]     return await main\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 1324, in run_server\n'
     '[2025-05-23T04:39:51Z]     async with build_async_engine_client(args) as engine_client:\n'
     '[2025-05-23T04:39:51Z]   File "/usr/lib/python3.12/contextlib.py", line 210, in __aenter__\n'
     '[2025-05-23T04:39:51Z]     return await anext(self.gen)\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 153, in build_async_engine_client\n'
     '[2025-05-23T04:39:51Z]     async with build_async_engine_client_from_engine_args(\n'
     '[2025-05-23T04:39:51Z]   File "/usr/lib/python3.12/contextlib.py", line 210, in __aenter__\n'
     '[2025-05-23T04:39:51Z]     return await anext(self.gen)\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/entrypoints/openai/api_server.py", line 173, in build_async_engine_client_from_engine_args\n'
     '[2025-05-23T04:39:51Z]     vllm_config = engine_args.create_engine_config(usage_context=usage_context)\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py", line 992, in create_engine_config\n'
     '[2025-05-23T04:39:51Z]     if try_v1 and self._is_v1_supported_oracle(model_config):\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py", line 1304, in _is_v1_supported_oracle\n'
     '[2025-05-23T04:39:51Z]     _raise_or_fallback(feature_name=f"--task {model_config.task}",\n'
     '[2025-05-23T04:39:51Z]   File "/usr/local/lib/python3.12/dist-packages/vllm/engine/arg_utils.py", line 1584, in _raise_or_fallback\n'
     '[2025-05-23T04:39:51Z]     raise NotImplementedError(\n'
     '[2025-05-23T04:39:51Z] NotImplementedError: VLLM_USE_V1=1 is not supported with --task transcription.\n'),
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM's CI (Entrypoints Test, test_transcription_validation.py, May 2025) started `vllm serve` with a Whisper "
     "transcription model while VLLM_USE_V1=1 was forced; V1 did not support the transcription task yet, so "
     "EngineArgs._is_v1_supported_oracle refused it ('VLLM_USE_V1=1 is not supported with --task transcription') "
     "before any model loaded. A configuration refusal, not a memory or hardware problem.",
     "no fix in the stored text (closed, ci-failure). Reading of the message: run the transcription server on the V0 "
     "engine (VLLM_USE_V1=0) in that release, or a release whose V1 engine supports transcription",
     release="main, 2025-05-23 (~0.9.0.dev)", gpu=None, gpus=None, command="vllm serve <whisper model> (CI)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--dtype"}],
     note="Excerpt: the CI traceback as stored, Buildkite timestamps kept, caret-only lines left out, the leading "
          "markdown fence dropped. Labels as vllm-19461 ('VLLM_USE_V1=1 is not supported with device type=cpu'). "
          "The task is Whisper transcription (audio); the lead may count it as multimodal.")

# ---------------------------------------- vllm #13435: V1, TP=4 with torch.compile cache -> Pointer argument cannot be accessed from Triton
case("vllm-13435-v1-tp4-torch-compile-cache-pointer-argument-cpu-tensor-triton",
     "https://github.com/vllm-project/vllm/issues/13435",
     (
     'Got the error message when using tp_size=4:\n'
     '```\n'
     '(VllmWorker rank=2 pid=2307184) ERROR 02-17 14:48:01 multiproc_executor.py:374] ValueError: Pointer argument (at 0) cannot be accessed from Triton (cpu tensor?)\n'
     '```\n'
     '\n'
     'The error raises at the first torch.compile-generated op for the embedding layer:\n'
     '```python\n'
     '    with torch.cuda._DeviceGuard(0):\n'
     '        torch.cuda.set_device(0)\n'
     '        buf0 = empty_strided_cuda((s0, 4096), (4096, 1), torch.bfloat16)\n'
     '        # Topologically Sorted Source Nodes: [ge, lt, and_, ge_1, lt_1, and__1, or_, masked_fill_, mul, mul_1, add, sub, mul_2, embedding], Original ATen: [aten.ge, aten.lt, aten.bitwise_and, aten.bitwise_or, aten.masked_fill, aten.mul, aten.add, aten.sub, aten.embedding]\n'
     '        triton_poi_fused_add_bitwise_and_bitwise_or_embedding_ge_lt_masked_fill_mul_sub_0_xnumel = 4096*s0\n'
     '        stream0 = get_raw_stream(0)\n'
     '        triton_poi_fused_add_bitwise_and_bitwise_or_embedding_ge_lt_masked_fill_mul_sub_0.run(arg0_1, arg2_1, buf0, triton_poi_fused_add_bitwise_and_bitwise_or_embedding_ge_lt_masked_fill_mul_sub_0_xnumel, grid=grid(triton_poi_fused_add_bitwise_and_bitwise_or_embedding_ge_lt_masked_fill_mul_sub_0_xnumel), stream=stream0)\n'
     '```\n'),
     "torch_compile_error", {"tensor_parallel_size": 4}, "release_regression",
     "V1 on main (Feb 2025) with tensor_parallel_size=4 and a warm torch.compile cache: the cached Inductor graph "
     "loaded by every rank carries rank 0's device (torch.cuda.set_device(0), output buffer on cuda:0) while the "
     "inputs and weights live on cuda:<rank>, so the first compiled Triton kernel (the embedding) fails in ranks > 0 "
     "with 'Pointer argument (at 0) cannot be accessed from Triton'. A vLLM compile-cache bug, not memory.",
     "no fix in the stored text (closed). The maintainer's own observation in the body: the failure does not happen "
     "when the torch.compile cache is not used (a cold cache / cache disabled starts), so a fixed vLLM build or "
     "running without the compile cache",
     release="main, 2025-02-17 (~0.7.3.dev, V1)", gpu=None, gpus=4, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--quantization"}],
     note="Excerpt: the error line and the generated code the reporter quoted; the bold sentence ('Importantly, the "
          "bug doesn't happen when the torch.compile cache is not used.') and the final diagnosis sentence are left "
          "out as the answer. tensor_parallel_size is the body's 'tp_size=4'.")

if __name__ == "__main__":
    BATCH.write()
