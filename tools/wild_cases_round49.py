"""Round-49 blind batch: vLLM launch failures from vLLM's OWN GitHub tracker (vllm-project/vllm), the NEWEST
reports (issues opened in 2026, vLLM 0.14-0.33), collected by helper wild49 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round49-blind"``; the lead grades it once
(``python tests/wild_grade.py round49``). A HELD-OUT measurement: graded once, on the final code, and nothing is to be
fitted on it. Cases were taken in the order the searches returned them, not picked to be hard or easy.

Same rules as rounds 27-29: the collector did not run ``kvroom explain``, tests/wild_grade.py or the test suite on
these excerpts, and did not read kvroom's source (src/, tests/*.py); every expectation (kind, printed numbers, cause,
fixes that would be wrong for that user) was written from the thread only. Excerpts are the text as the search tool's
stored copy of the thread shows it (one chunk per turn; where lines in between were not stored or were dropped the
excerpt shows '...' and the note says so); fix lines are left out of the excerpts (they are in fix_that_worked).

Sources and look-ups: the search tool's issues corpus only (no pages/docs/code, no read_file or fetch: the issues
corpus is the only stored copy of a thread). SEE_LOOKUPS below. Every candidate number was checked against
/work/coord/USED_SOURCES.txt, the fixtures' source urls and tests/golden/wild/BLIND.md (earlier rounds' named skips)
before it was read further.

SLICE_NOTE

Judgement calls for the lead (each case's ``note`` says more):
JUDGEMENT_CALLS
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round49-blind")
case = BATCH.case

# ------------------------------------------------------------------ memory: OOM allocating KV tensors, Qwen3.6-35B-A3B AWQ on a 4090
case("vllm-42147-qwen36-35b-awq-4090-kv-tensors-oom",
     "https://github.com/vllm-project/vllm/issues/42147",
     "I'm trying to run cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit with vllm on 4090, but no matter what setting I set, it will "
     "always go out of memory even if I enabled huge cpu offload.\n"
     "\n"
     "```\n"
     "(z3) z@z3:~$ VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 vllm serve cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit "
     "--gpu-memory-utilization 0.6 --kv-cache-dtype fp8 --max-model-len 65536 --enable-prefix-caching "
     "--reasoning-parser qwen3 --enable-auto-tool-choice --tool-call-parser qwen3_coder --language-model-only "
     "--cpu-offload-gb 6\n"
     "(APIServer pid=72781) INFO 05-09 16:20:47 [utils.py:299] \n"
     "(APIServer pid=72781) INFO 05-09 16:20:47 [utils.py:299]        █     █     █▄   ▄█\n"
     "(APIServer pid=72781) INFO 05-09 16:20:47 [utils.py:299]  ▄▄ ▄█ █     █     █ ▀▄▀ █  version 0.20.1\n"
     "(APIServer pid=72781) INFO 05-09 16:20:47 [utils.py:299]   █▄█▀ █     █     █     █  model   "
     "cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit\n"
     "(APIServer pid=72781) INFO 05-09 16:20:47 [utils.py:299]    ▀▀  ▀▀▀▀▀ ▀▀▀▀▀ ▀     ▀\n"
     "...\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]   File \"/home/z/vl/.venv/lib/python3.12/site-packages/"
     "vllm/v1/worker/gpu_model_runner.py\", line 6756, in initialize_kv_cache_tensors\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]     kv_cache_raw_tensors = "
     "self._allocate_kv_cache_tensors(kv_cache_config)\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]                            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]   File \"/home/z/vl/.venv/lib/python3.12/site-packages/"
     "vllm/v1/worker/gpu_model_runner.py\", line 6537, in _allocate_kv_cache_tensors\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]     tensor = torch.zeros(\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136]              ^^^^^^^^^^^^\n"
     "(EngineCore pid=72838) ERROR 05-09 16:24:05 [core.py:1136] torch.OutOfMemoryError: CUDA out of memory. Tried to "
     "allocate 1.02 GiB. GPU 0 has a total capacity of 23.52 GiB of which 115.69 MiB is free. Including non-PyTorch "
     "memory, this process has 23.37 GiB memory in use. Of the allocated memory 22.69 GiB is allocated by PyTorch, and "
     "209.68 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  Se",
     "oom_kv_cache",
     {"tried_gib": 1.02, "total_gib": 23.52, "gpu_memory_utilization": 0.6, "max_model_len": 65536},
     "oom_kv_cache",
     "vLLM 0.20.1 serving the hybrid (Gated DeltaNet + attention) MoE Qwen3.6-35B-A3B as a 4-bit AWQ checkpoint on one "
     "RTX 4090 (23.52 GiB) at --gpu-memory-utilization 0.6 (a 14.1 GiB budget), fp8 KV, 65536 tokens, 6 GiB of CPU "
     "weight offload and VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0: the engine profiled, sized its KV cache, and then "
     "torch ran out of memory in _allocate_kv_cache_tensors (a 1.02 GiB torch.zeros) with this process already holding "
     "23.37 GiB, far above the 0.6 share it was given, so the memory profile under-counted what the process actually "
     "held (the thread carries no maintainer answer on why).",
     "none in the stored thread (open, labelled stale); the reporter says every setting they tried, CPU offload included, "
     "still ran out of memory",
     release="0.20.1", gpu="NVIDIA GeForce RTX 4090 (23.52 GiB)", gpus=1,
     command="VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS=0 vllm serve cyankiwi/Qwen3.6-35B-A3B-AWQ-4bit "
             "--gpu-memory-utilization 0.6 --kv-cache-dtype fp8 --max-model-len 65536 --enable-prefix-caching "
             "--reasoning-parser qwen3 --enable-auto-tool-choice --tool-call-parser qwen3_coder --language-model-only "
             "--cpu-offload-gb 6",
     forbidden=[{"flag": "--kv-cache-dtype", "value": "fp8"}, {"flag": "--tensor-parallel-size", "above": 1},
                {"flag": "--gpu-memory-utilization", "above": 0.6}],
     note="judgement call 1 (phase known, deeper cause not): the issue body's prose, its command line with the first "
          "banner lines, then '...' for the lines between (the stored chunks do not carry them: no 'Available KV cache "
          "memory' line is visible), then the traceback tail as stored, which ends mid-word ('Se'); the reporter's "
          "'### 🐛 Describe the bug' heading dropped. free memory printed in MiB (115.69) so no free_gib key. The "
          "process itself holds 23.37 of 23.52 GiB, so not another process. A higher utilization is forbidden: the "
          "process already exceeds its 0.6 share")

# ------------------------------------------------------------------ toolchain: DeepGEMM mHC kernels refuse SM80 (DeepSeek-V4 on A800)
case("vllm-40851-dsv4-flash-a800-deepgemm-hyperconnection-sm80",
     "https://github.com/vllm-project/vllm/issues/40851",
     "I am trying to run DeepSeek-V4-Flash on NVIDIA A800 GPUs, which are sm_80 / Ampere GPUs. Currently, using "
     "`vllm/vllm-openai:deepseekv4-cu129`, the model fails during initialization with:\n"
     "\n"
     "```text\n"
     "RuntimeError: Assertion error (.../deepgemm-src/csrc/apis/hyperconnection.hpp:56): Unsupported architecture\n"
     "```\n"
     "\n"
     "This still happens with --enforce-eager, so it seems related to the DeepGEMM / HyperConnection kernels rather "
     "than torch.compile.\n"
     "...\n"
     "Environment:\n"
     "\n"
     "- GPU: NVIDIA A800, sm_80 / Ampere\n"
     "- vLLM image: `vllm/vllm-openai:deepseekv4-cu129`\n"
     "- Model: `DeepSeek-V4-Flash`\n"
     "- Single node, 8 GPUs",
     "quantization_unsupported_gpu", {}, "quantization_unsupported_gpu",
     "DeepSeek-V4-Flash in the launch-day vllm/vllm-openai:deepseekv4-cu129 image on 8x A800 (SM80): the model's "
     "Manifold-Constrained Hyper-Connections (mHC) pre-norm calls DeepGEMM's tf32_hc_prenorm_gemm, which DeepGEMM "
     "builds only for SM90 and SM100, so its architecture assert fires while the model initialises, eager mode or not. "
     "The later thread on SM8x support (vllm#50576, which cites this issue) confirms the mHC path has no non-DeepGEMM "
     "fallback on Ampere (a missing is_deep_gemm_supported() guard, an SM8x backend still unmerged).",
     "none for SM80 in vLLM at the time: the reporter's alternatives are newer GPUs (H100/H200/B200) or waiting for an "
     "SM80 fallback; community backports (a separate vLLM fork) later served it on A100/A800",
     release="vllm/vllm-openai:deepseekv4-cu129 (the DeepSeek-V4 launch image, April 2026)",
     gpu="NVIDIA A800 (SM80)", gpus=8,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--enforce-eager"}, {"flag": "--tensor-parallel-size", "above": 8}],
     note="judgement call 2: DeepGEMM's 'Assertion error (.../deepgemm-src/...)' is README's quantization_unsupported_gpu "
          "row (its kernels are SM90/SM100 only), though here the kernel is the mHC prenorm GEMM, not a quantized "
          "linear layer, and VLLM_USE_DEEP_GEMM=0 would not help (no fallback for mHC then); cuda_no_kernel_image is the "
          "alternative. Excerpt: the feature request's body up to the error and its environment list; the "
          "'Alternatives' section and the docker command (cut in the stored text) replaced by '...'. --enforce-eager is "
          "forbidden as a fix: the reporter shows it fails the same way")

# ------------------------------------------------------------------ config: LMCache connector forces HMA off, hybrid Qwen3.6 cannot unify its KV specs
case("vllm-42911-qwen36-27b-fp8-lmcache-hybrid-kv-unify",
     "https://github.com/vllm-project/vllm/issues/42911",
     "### Your current environment\n"
     "\n"
     "ubuntu22.04\n"
     "vllm/vllm-openai:v0.19.1\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "[Bug]: vllm0.19.1 with llmcache with qwen3.6-27B-FP8 failed\n"
     "\n"
     "(EngineCore pid=120) ERROR 05-18 01:31:14 [core.py:1108] ValueError: Hybrid KV cache manager is disabled but failed "
     "to convert the KV cache specs to one unified type.\n"
     "\n"
     "but if i add --no-disable-hybrid-kv-cache-manager\n"
     "\n"
     "it says:\"must disable-hybrid-kv-cache-manager\"",
     "vllm_check_failed", {}, "vllm_check_failed",
     "vLLM 0.19.1 (the v0.19.1 image) serving the hybrid Qwen3.6-27B-FP8 (Gated DeltaNet / Mamba-style layers plus "
     "attention) with the LMCache KV connector: LMCache's connector does not support vLLM's hybrid KV cache manager, so "
     "the manager is disabled, and with it off vLLM must fold every layer's KV spec into one type, which it cannot do "
     "for Mamba state plus attention (kv_cache_utils.unify_hybrid_kv_cache_specs raises). Forcing the manager back on "
     "is refused because the connector requires it off.",
     "a vLLM contributor in the thread: LMCache has not supported hybrid models yet; use another connector "
     "(OffloadingConnector, SimpleCPUOffloadConnector, MooncakeStoreConnector); the reporter said they would try "
     "MooncakeStoreConnector",
     release="0.19.1 (vllm/vllm-openai:v0.19.1; a later commenter: the same on 0.21.0)", gpu=None, gpus=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
                {"flag": "--tensor-parallel-size"}],
     note="judgement call 3: no message_kind row reads this sentence; it is one of vLLM's own raises "
          "(vllm/v1/core/kv_cache_utils.py::unify_hybrid_kv_cache_specs), so vllm_check_failed; "
          "kv_cache_dtype_unsupported is the nearest memory-free alternative but wrong (the dtype is not the issue). "
          "Excerpt: the issue description as stored (its 'Before submitting' checklist dropped); the command is not "
          "pasted, only the image and the two flags the reporter tried. No GPU named")


if __name__ == "__main__":
    BATCH.write()
