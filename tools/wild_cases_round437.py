"""Round-437 blind batch: INFERENCE SERVERS AND PLATFORMS EMBEDDING vLLM AS A BACKEND (Triton's vllm_backend, NIM,
truss, cog-vllm, Modal, RunPod worker-vllm, TorchServe, Ray Serve LLM, Haystack, GPUStack, Xinference, AINode, TRL's
vllm-serve ...); collected by helper wild437 and NOT graded by the collector -> tests/golden/wild/<id>.json, each
marked ``"batch": "round437-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final
code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 40 of the 50 allowed (38 ``search``: 35 corpus=issues, 3 corpus=pages/code; 1 ``find_string`` and 1
``read_file`` that traced a code-corpus hit, a GB10 troubleshooting doc with 'Free memory on device (110.49/122.82
GiB)', to text with no repository or path, and it turned out to be already used as cosmos-reason2-thor-free-110.49-
of-122.82-util-0.9). 6 cases: gpustack #2236 (turn 4), huggingface/trl #6679, getainode/ainode #34,
mudler/LocalAI #10722, triton-inference-server/server #8387, vllm-project/vllm #29178 (a Triton-server report).
The slice is mined out: nearly every platform thread the queries returned (Triton vllm_backend, NIM, RunPod
worker-vllm, Ray Serve, KServe, KAITO, KubeAI, AIBrix, llm-d, GPUStack, Xinference, api-for-open-llm,
TorchServe) was in USED_SOURCES.txt or an earlier round's skip list, so the cases come from trackers new to the
corpus (AINode, LocalAI's vLLM backend on GB10) and from less common failure lines (backend/vLLM API mismatches,
triton_kernels). Every source was checked with grep -F against USED_SOURCES.txt and the earlier rounds' docstrings.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): triton server #7632, #7726, #8235, #8578; production-stack #407; kaito #2132;
  InferenceX #1587; llm-d-fast-model-actuation #720; aibrix #1154; lemonade-sdk/vllm-rocm #5; vllm #2248, #7151,
  #9469; xinference #2440; api-for-open-llm #225, #259; basalam/product-catalog-generator #10; QwenLM/Qwen3 #295;
  DeepSeek-V2 #83; kubeai #533; LocalAI #1710; club-3090 #60; gpustack #1897; rand/lift-sys (QWEN_DEPLOYMENT_STATUS.md
  retells the used QWEN_FIXES_SUMMARY.md launches); NVIDIA-AI-Blueprints/bring-llms-to-nim #7.
- Named in earlier skip lists (not re-spent): triton server #7562 (two vllm_backend containers at 0.47 on a T4) and
  #6578 ('NoneType' object is not subscriptable at model.py(75), no answer); pytorch/serve #3365 (TorchServe vLLM
  quickstart on V100, error cut); deepset-ai/haystack #6386; instructlab #3466; aws-samples/amazon-sagemaker-
  generativeai #111; ProxmoxVED #2047; vllm #4242 (Ray Serve, two engines on one A10); ray #63875 (fractional
  placement group, root error not quoted); runpod worker-vllm #213, #276; kaito #1101, #1956; kubeai #499;
  xinference #3237, #5302; gpustack #1916, #2769, #2790; aibrix #874, #1091; kuberay #4366; vllm #18163;
  PrimeIntellect-ai/verifiers #101; trl #3450.
- Error line not in the stored chunk / no vLLM error: getainode/ainode #61 (AINode 0.4.13 on an ASUS GX10, only
  AINode's own 'No NVIDIA GPU detected' banner); xorbitsai/inference #4057 (RTX 5090 + vLLM under Xinference, only
  the xinference frames reached in 2 look-ups); NVIDIA/nim-deploy #92 (NGC hub fetch error, NIM's own), #109
  (permission on the cache dir); NVIDIA/k8s-nim-operator #297 (a question); modal-examples #1318 (already skipped:
  traceback cut); facebookresearch/doc-storygen-v2 #5 (HeaderTooLarge, no fix stored; outside the slice).
- Not a start-up failure: triton server #7626 (unload after streaming), #7583 (metrics not registered); vllm #6697
  (request-time); aws-samples/amazon-eks-machine-learning-with-terraform-and-kubeflow #117 (inference error under
  Ray); NVIDIA-AI-Blueprints/retail-shopping-assistant PR #93 (tool-parser 500s at request time);
  nemotron-voice-agent PR #53 / #95 (bot review text, no log).
- Not used as a source, only read: vllm PR #45179 (the reporter's confirmation that vLLM 0.24.0 fixes the LocalAI
  #10722 failure; cited in that case's fix) and vllm PR #29062 (the AttributeError guard cited for #29178);
  triton vllm_backend PR #76 (the _setup_metrics code cited for #8387).

Judgement calls for the lead:
1. getainode/ainode #34 and mudler/LocalAI #10722: the only failure line in the stored text is vLLM's generic
   'Engine core initialization failed' wrapper (in #10722 with an empty 'Failed core proc(s): {}' and, by the
   reporter, no traceback at all), so kind is None, following the earlier None + specific-cause fixtures
   (hunyuan-a13b-8, jetson-containers-678). Causes: ainode-34 cuda_no_kernel_image per the maintainer's diagnosis
   (awq_marlin kernels not built for sm_12.1; quantization_unsupported_gpu would be the alternative);
   localai-10722 release_regression (a vLLM 0.23.0 bug on UMA GPUs fixed in 0.24.0 by PR #45179; strictly a bug
   fixed later rather than a regression against an older release, but that is how earlier rounds used the label).
2. huggingface/trl #6679: TRL's vllm-serve is a server embedding vLLM rather than an inference platform; taken as
   the slice's edge. No fix is reachable; cuda_fork_reinit is read from the message.
3. gpustack #2236: the error is in a later comment (turn 4) of a thread whose title problem is a pydantic version;
   the free-memory gate line is complete and self-contained, so it was taken with the fix read from the message.
4. triton server #8387 and vllm #29178 are both dependency_version_mismatch (a Triton backend script or a stray
   triton_kernels package against the installed vLLM / triton); no fix is confirmed in either thread, so the fixes
   cite the backend code (vllm_backend PR #76) and the vLLM guard PR #29062.
5. Only gpustack-2236 prints figures under LABELS.txt keys (free_gib, total_gib, gpu_memory_utilization,
   requested_gib, read as printed); the other five have numbers {} (ainode-34's max_seq_len=32768 does not matter
   to the failure).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round437-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2236 (turn 4): custom vLLM 0.9.2 backend in GPUStack, free 18.17/22.08 < 0.9
case("gpustack-2236-custom-vllm-092-pipx-free-18.17-of-22.08-util-0.9",
     "https://github.com/gpustack/gpustack/issues/2236",
     "(VllmWorker rank=0 pid=175528) ERROR 07-09 12:11:52 [multiproc_executor.py:487] ValueError: Free memory on device "
     "(18.17/22.08 GiB) on startup is less than desired GPU memory utilization (0.9, 19.88 GiB). Decrease GPU memory "
     "utilization or reduce GPU memory used by other processes.\n"
     "[W709 12:11:52.579410635 TCPStore.cpp:343] [c10d] TCP client failed to connect/validate to host 127.0.0.1:50705 - "
     "retrying (try=0, timeout=600000ms, delay=889ms): Interrupted system call",
     "free_memory_low",
     {"free_gib": 18.17, "total_gib": 22.08, "gpu_memory_utilization": 0.9, "requested_gib": 19.88},
     "other_process",
     "GPUStack starting a model instance on a custom vLLM backend version (a pipx venv 'vllm-0-9-2', after the "
     "thread's first problem, a wrong pydantic in the custom 0.9.1 backend, was worked around): vLLM V1's start-up gate "
     "found only 18.17 of the card's 22.08 GiB free, about 3.9 GiB already held by something else on that GPU (another "
     "process or instance GPUStack placed there), while the default --gpu-memory-utilization 0.9 asks for 19.88 GiB. "
     "Not a model-size or KV problem: the budget asked for is more than is free.",
     "not in the stored text (the issue is closed; its title problem is the pydantic version). From the message: free "
     "the other user of the GPU, or pass a --gpu-memory-utilization the free memory covers (at most about 0.82 here, "
     "18.17/22.08), e.g. 0.8 in the model's backend parameters in GPUStack",
     release="vLLM 0.9.2 (GPUStack custom backend version, pipx venv vllm-0-9-2)", gpu=None, gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization", "at_least": 0.9}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--kv-cache-dtype"}],
     note="Excerpt: the ValueError line and the next line of a later comment in the thread (turn 4, vanche1212) as the "
          "stored chunk shows it; the torch c10d frames that follow are dropped. The comment's earlier lines (command, "
          "GPU model) are not in the stored chunk, so gpu and command are left empty. GPUStack is a platform that "
          "embeds vLLM (in the slice's sense). Sizes read from the message.")

# ---------------------------------------- trl #6679: trl vllm-serve --tensor-parallel-size 4 -> CUDA re-init in forked subprocess, segfault
case("trl-6679-vllm-serve-qwen3-4b-tp4-cannot-reinit-cuda-forked-subprocess-segfault",
     "https://github.com/huggingface/trl/issues/6679",
     "trl vllm-serve --model Qwen/Qwen3-4B --tensor-parallel-size 4\n"
     "\n"
     "INFO:     Started server process [1043116]\n"
     "INFO:     Waiting for application startup.\n"
     "Failed to get device capability: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method.\n"
     "Failed to get device capability: Cannot re-initialize CUDA in forked subprocess. To use CUDA with "
     "multiprocessing, you must use the 'spawn' start method.\n"
     "!!!!!!! Segfault encountered !!!!!!!\n"
     "  File \"<unknown>\", line 0, in cuGetProcAddress_v2\n"
     "  File \"./Include/internal/pycore_call.h\", line 92, in _PyObject_VectorcallTstate\n"
     "  File \"Objects/call.c\", line 299, in PyObject_Vectorcall",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "TRL's vllm-serve (a FastAPI server that builds a vLLM engine for GRPO generation) with tensor parallel size 4: "
     "CUDA was already initialised in the server process before vLLM started its TP workers with the fork start "
     "method, so the forked workers could not re-initialise CUDA (device-capability probe failed) and one crashed in "
     "the CUDA driver (segfault in cuGetProcAddress_v2). TP 1 is not affected. A process start-method problem, not "
     "memory or the model.",
     "not in the stored text (the issue is closed). From the message: start vLLM's workers with spawn "
     "(VLLM_WORKER_MULTIPROC_METHOD=spawn in the environment of trl vllm-serve), or use a TRL release that does not "
     "touch CUDA before the engine starts",
     release=None, gpu=None, gpus=None, command="trl vllm-serve --model Qwen/Qwen3-4B --tensor-parallel-size 4",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-num-seqs"},
                       {"flag": "--quantization"}],
     note="Excerpt: the reproduction command and the start of the output block from the issue body (2026-08-08) as the "
          "stored chunk shows it, cut three frames into the segfault traceback (the remaining CPython frames are "
          "dropped). The stored text names no vLLM release or GPU. TRL's vllm-serve is a server embedding vLLM, at the "
          "edge of the slice (see judgement calls).")

# ---------------------------------------- getainode/ainode #34: AINode on GB10, Qwen2.5-1.5B-Instruct-AWQ auto-upgraded to awq_marlin -> engine core init failed
case("ainode-34-gb10-qwen25-15b-awq-awq-marlin-engine-core-initialization-failed",
     "https://github.com/getainode/ainode/issues/34",
     "RuntimeError: Engine core initialization failed.\n"
     "\n"
     "[vllm.log](https://github.com/user-attachments/files/26769110/vllm.log)\n"
     "\n"
     "(EngineCore pid=1057) INFO 04-16 02:33:00 [core.py:107] Initializing a V1 LLM engine "
     "(v0.19.1rc1.dev241+g4d042ed85.d20260413) with config: model='Qwen/Qwen2.5-1.5B-Instruct-AWQ', "
     "speculative_config=None, tokenizer='Qwen/Qwen2.5-1.5B-Instruct-AWQ', skip_tokenizer_init=False, "
     "tokenizer_mode=auto, revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.bfloat16, "
     "max_seq_len=32768, download_dir='/root/.ainode/models', load_format=auto, tensor_parallel_size=1, "
     "pipeline_parallel_size=1, data_parallel_size=1, decode_context_parallel_size=1, dcp_comm_backend=ag_rs, "
     "disable_custom_all_reduce=False, quantization=awq_marlin, quantization_config=None, enforce_eager=False, "
     "enable_return_routed_experts=False, kv_cache_dtype=auto, device_config=cuda, ...",
     None, {}, "cuda_no_kernel_image",
     "AINode (a one-command local AI platform that runs vLLM in eugr's spark-vllm-docker image, built for sm_12.1 / "
     "GB10) serving Qwen/Qwen2.5-1.5B-Instruct-AWQ on an NVIDIA GB10 (DGX Spark class): vLLM upgraded the AWQ "
     "checkpoint to the awq_marlin kernel path, and per the maintainer the Marlin CUDA kernels were not compiled for "
     "sm_12.1 in that image build, so the engine core died at initialization. The log posted shows only the engine "
     "config (quantization=awq_marlin) and the wrapper error; not a memory or parallelism problem.",
     "maintainer webdevtodayjason (2026-04-16, issue closed): fixed in AINode commit a1869cf, which forces "
     "--quantization awq for AWQ models so vLLM does not upgrade to awq_marlin; workaround today: serve the "
     "unquantized Qwen/Qwen2.5-1.5B-Instruct (ainode config --model Qwen/Qwen2.5-1.5B-Instruct), or update to the "
     "0.4.4 image",
     release="0.19.1rc1.dev241+g4d042ed85.d20260413 (eugr spark-vllm-docker build inside AINode)",
     gpu="NVIDIA GB10 (DGX Spark class, 128 GB unified memory)", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--quantization", "value": "awq_marlin"}, {"flag": "--tensor-parallel-size", "above": 1},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue title (the wrapper error) and the start of the issue body as the stored chunk shows it: "
          "the attachment link and the engine-config line, cut after device_config=cuda (the rest of the config line "
          "and the log that follows are not in the stored chunk; the root-cause traceback was only in the attached "
          "vllm.log). The maintainer's reply with the diagnosis and fix is left out. kind None because the only "
          "failure line stored is the generic wrapper (see judgement calls).")

# ---------------------------------------- mudler/LocalAI #10722: LocalAI vLLM 0.23.0 backend on DGX Spark, empty 'Failed core proc(s): {}'
case("localai-10722-dgx-spark-gb10-vllm-0230-backend-engine-core-failed-empty-procs-uma-memory-pinned",
     "https://github.com/mudler/LocalAI/issues/10722",
     "On a DGX Spark (arm64, 121 GB unified memory), vLLM 0.23.0 causes deterministic cold-load failures in 10-14 "
     "seconds:\n"
     "\n"
     "```\n"
     "ERROR Failed to load model modelID=\"coder\"\n"
     "  error=failed to load model with internal loader: could not load model \n"
     "  (no success): Unexpected err=RuntimeError('Engine core initialization \n"
     "  failed. See root cause above. Failed core proc(s): {}'), \n"
     "  type(err)=<class 'RuntimeError'>\n"
     "```\n"
     "\n"
     "The `Failed core proc(s): {}` set is empty (no Python traceback), the backend subprocess exits with "
     "`exitCode=0`, and GPU memory remains pinned across process exit. Recovery requires a full host reboot — `docker "
     "restart`, container recreate, backend venv swap between older snapshots, and FlashInfer `cached_ops/` flush all "
     "fail.",
     None, {}, "release_regression",
     "LocalAI's vLLM backend (the nvidia-l4t-arm64-cuda-13 gallery image, pinned to vLLM 0.23.0) cold-loading a "
     "79.7B NVFP4 MoE (saricles/Qwen3-Coder-Next-NVFP4-GB10) on a DGX Spark (GB10, 121 GB unified memory): during "
     "weight loading vLLM 0.23.0 did not release its cached device memory when the unified-memory system came under "
     "pressure, so the engine core died within seconds without a Python traceback and left the memory pinned until "
     "a reboot. A vLLM bug on UMA GPUs, fixed in vLLM 0.24.0 (PR #45179); not a flag the user could set.",
     "the reporter (pos-ei-don, on vllm-project/vllm PR #45179 'Release cached device memory under pressure on UMA "
     "GPUs during weight loading', 2026-07-07): upgrading the backend to vLLM 0.24.0, which contains the PR, made the "
     "same cold-load succeed reproducibly; the LocalAI issue asks to pin the backend gallery to 0.24.0 and is closed",
     release="vLLM 0.23.0 (LocalAI v4.5.6 nvidia-l4t-arm64-cuda-13 vLLM backend)",
     gpu="NVIDIA GB10 (DGX Spark, 121 GB unified memory)", gpus=1, command=None,
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--quantization"},
                {"flag": "--gpu-memory-utilization", "above": 0.55}],
     note="Excerpt: the 'Evidence' part of the issue body as the stored chunk shows it (the request paragraph above it, "
          "which names vLLM 0.24.0 and PR #45179 as the fix, and the title, which says the same, are left out). The "
          "setup (model, gpu_memory_utilization=0.55, kv_cache_dtype=fp8, max_model_len=262144) comes from the "
          "reporter's comment on vLLM PR #45179, not from the excerpt; the 0.55 bound in forbidden is from there. "
          "LocalAI is a platform embedding vLLM as one of its backends.")

# ---------------------------------------- triton server #8387: tritonserver:25.08-vllm image + pip vllm==0.10.1.1 (V1) -> AsyncLLM has no attribute 'engine' in _setup_metrics
case("triton-server-8387-2508-vllm-backend-vllm-01011-v1-asyncllm-no-attribute-engine-setup-metrics",
     "https://github.com/triton-inference-server/server/issues/8387",
     "vllm-openai-1  | I0911 08:21:51.554457 1 pb_stub.cc:389] \"Failed to initialize Python stub: AttributeError: "
     "'AsyncLLM' object has no attribute 'engine'\\n\\nAt:\\n  /opt/tritonserver/backends/vllm/model.py(365): "
     "_setup_metrics\\n  /opt/tritonserver/backends/vllm/model.py(191): initialize\\n\"\n"
     "...\n"
     "FROM nvcr.io/nvidia/tritonserver:25.08-vllm-python-py3\n"
     "\n"
     "RUN pip install -U transformers\n"
     "\n"
     "RUN pip install vllm==0.10.1.1\n"
     "\n"
     "RUN pip install flashinfer-python==0.3.0 --no-dependencies",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Triton's vLLM backend from the NGC tritonserver:25.08-vllm-python-py3 image, with vLLM upgraded in a derived "
     "image (pip install vllm==0.10.1.1) and VLLM_USE_V1=1: the engine came up, but the backend's model.py then set "
     "up its custom metrics by reading self._llm_engine.engine.model_config, an attribute of the old V0 "
     "AsyncLLMEngine that vLLM V1's AsyncLLM does not have, so the Python stub failed to initialise (logged at INFO "
     "level, and the server hung). The backend script and the installed vLLM do not match; not memory or the model.",
     "none in the stored text (the issue is open). From the backend code (vllm_backend PR #76: _setup_metrics reads "
     "self._llm_engine.engine.model_config and only runs when REPORT_CUSTOM_METRICS is on and disable_log_stats is "
     "off): keep the vLLM the 25.08 image ships, or use a Triton/vllm_backend release whose model.py supports the V1 "
     "AsyncLLM, or turn the backend's custom metrics off (REPORT_CUSTOM_METRICS off, or disable_log_stats true in "
     "model.json) so the failing path is skipped",
     release="vLLM 0.10.1.1 (pip-installed over the tritonserver:25.08-vllm-python-py3 image), VLLM_USE_V1=1",
     gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the log line as the issue body quotes it (a docker-compose line with the Python stub error, its "
          "\\n escapes as printed) and the reporter's Dockerfile; the reporter's re-print of the same error and the "
          "compose file are dropped ('...'). GPU and model are not in the stored chunk. Same family as the used "
          "triton-server-8578 case (a backend model.py / vLLM API mismatch), a different attribute.")

# ---------------------------------------- vllm #29178: Triton server model load, vllm 0.11.2 + triton 3.5.0 + standalone triton_kernels -> no attribute 'constexpr_function'
case("vllm-29178-tritonserver-vllm-0112-triton-350-triton-kernels-no-constexpr-function",
     "https://github.com/vllm-project/vllm/issues/29178",
     "The main Python dependency versions:\n"
     "\n"
     "vllm=0.11.2\n"
     "torch=2.9.0+cu128\n"
     "cu128\n"
     "triton=3.5.0\n"
     "flash-attn=2.8.3\n"
     "transformers=4.57.1\n"
     "...\n"
     "error: creating server: Invalid argument - load failed for model 'yiyao': version 1 is at UNAVAILABLE state: "
     "Internal: AttributeError: module 'triton.language' has no attribute 'constexpr_function'\n"
     "\n"
     "At:\n"
     "  /usr/local/lib/python3.12/site-packages/triton_kernels/numerics_details/flexpoint.py(55): <module>\n"
     "  <frozen importlib._bootstrap>(488): _call_with_frames_removed\n"
     "  <frozen importlib._bootstrap_external>(995): exec_module\n"
     "  <frozen importlib._bootstrap>(950): _load_unlocked\n"
     "  <frozen importlib._bootstrap>(1334): _find_and_load_unlocked\n"
     "  <frozen importlib._bootstrap>(1360): _find_and_load\n"
     "  /usr/local/lib/python3.12/site-packages/triton_kernels/matmul_ogs_details/_matmul_ogs.py(8): <module>",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "A model served through Triton Inference Server (Python/vLLM backend) on vLLM 0.11.2 with torch 2.9.0 and "
     "triton 3.5.0: a separately installed triton_kernels package (site-packages/triton_kernels, the gpt-oss MoE "
     "kernels built from a newer Triton tree) uses tl.constexpr_function, which triton 3.5.0 does not have, so "
     "vLLM's import of it raised AttributeError and the model failed to load. vLLM 0.11.x only guarded that import "
     "against ImportError. A package version mismatch, not memory or the model.",
     "none confirmed in the thread (open, stale). The matching vLLM fix is PR #29062 'Handle triton kernel import "
     "exception' (merged 2025-11-21), whose report is the same AttributeError after 'pip install -U vllm': it also "
     "catches AttributeError so the mismatched triton_kernels is skipped. From the log: uninstall the standalone "
     "triton_kernels (or install the one matching triton 3.5.0), or use a vLLM release with PR #29062",
     release="0.11.2", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the reporter's dependency list and the Triton server error with the first import frames as the "
          "issue body shows them; the collect_env wrapper and the remaining import frames are dropped ('...' marks "
          "the cut before the error). The 'creating server ... load failed for model' wording is tritonserver's, so "
          "this is vLLM under Triton Inference Server. The fix PR was found by the search for the message, not in "
          "the thread.")

if __name__ == "__main__":
    BATCH.write()
