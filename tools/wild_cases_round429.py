"""Round-429 blind batch: CONSUMER AND WORKSTATION GPUS AND UNUSUAL HOSTS, 2025-2026 (RTX 3090/4090/5090, RTX PRO 6000
Blackwell sm_120, DGX Spark / GB10 sm_121, Jetson Orin / Thor, GH200, Windows WSL2 and native Windows, laptops);
collected by helper wild429 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round429-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (45 ``search``: 43 corpus=issues, 2 corpus=pages; plus 1 ``find_string``; no
read_file / find_files / fetch). 4 cases: vllm #36450 (RTX 5090, first-request Triton OOM),
vllm #42808 (native Windows, TurboQuant x MTP workspace assert), eelbaz/dgx-spark-vllm-setup #3 (DGX Spark source
build, undefined cutlass_moe_mm_sm100), vllm #31700 (H100, driver 550 under a cu128 build; off-slice, judgement call 3).
The slice is the most heavily mined one so far: nearly every RTX 50xx / RTX PRO 6000 / GB10 / Jetson / WSL2 thread the
search returned was already in USED_SOURCES.txt or an earlier round's skip list (checked for every candidate with
grep on USED_SOURCES.txt and the tools/wild_cases_round*.py docstrings), and most fresh threads had their error line
outside the stored chunk. Sources were checked against USED_SOURCES.txt, the fixtures' source_url and the earlier
rounds' docstrings.

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #16901, #18995, #18835, #19906, #20522, #14452,
  #21028, #45317, #31740, #32109, #32826, #33416, #47266, #24383, #47387, #47292, #41619, #19077, #44411, #23176,
  #19002, #18730, #22290, #28572, #29864, #49497, #50705, PR #50747, #36077, #26297, #19605, #42147, #31940, #18244,
  #18679, #13131, #48140, #7768, #16652, #13306, #24377, #53836, #31424, #32575;
  gpustack #2097, #2769, #1800; nvidia-cosmos/cosmos-reason2 #30; NVIDIA/dgx-spark-playbooks #97;
  eugr/spark-vllm-docker #143, #267, #296, #388, #396, #256; dusty-nv/jetson-containers #1568, #989, #795, #704;
  noonghunna/club-3090 #35, #49, #1044; SergiioB/intel-arc-pro-b70-inference-cookbook #4; SystemPanic/vllm-windows
  #6, #24; aivrar/vllm-windows-build #14; bojieli/ai-agent-book #436; microsoft/fara #32; kserve #4565;
  SystemPanic/flashinfer-windows #6; ms-swift #8349, #6183; flashinfer-ai/flashinfer #1532; NixOS/nixpkgs #406675;
  nlzy/vllm-gfx906 #32; runpod worker-vllm #220; zai-org/GLM-OCR #227, #231; zai-org/GLM-V #204;
  weicj/vLLM-2080Ti-Definitive #68; ProxmoxVED #2047; production-stack #407; lemonade-sdk/vllm-rocm #5;
  QwenLM/Qwen2.5-Omni #288; QwenLM/Qwen3 #16, #295, #1440; Qwen3-VL #1589; XHToken/Spark-X2.5 #6; spark-arena/sparkrun
  #118; pages sovgrid.org / corti.com / al-engr.com (DGX Spark blogs).
- Fresh, but the error line is not in the stored chunk (or only prose): vllm #27542 (RTX PRO 6000 Max-Q, 0.11.1rc4
  'triton on sm120a', closed; two look-ups reached only the APIServer wrapper frames and an nvidia-smi table);
  aivrar/vllm-windows-build #6 (native Windows, Qwen3.6-27B-AWQ, 'Error in inspecting model architecture
  Qwen3_5ForConditionalGeneration', the root cause under it not reached in 2 look-ups); SystemPanic/vllm-windows #35
  (Qwen3.5-27B-FP8 on the Windows 0.16.0 build; only the maintainer's 'wait for the next stable release' reply is
  stored, not the error); llm-d/llm-d-deployer #282 and its twin llm-d/llm-d #84 (same author: RTX 5070, 0.8.5.dev
  image; the chunk stops in the start-up config); transformerlab/transformerlab-app #1334 (DGX Spark, 'wontfix',
  import traceback cut at vllm.config.cache before the exception); noonghunna/club-3090 #1036 (dual-max on 2x 3090,
  only the title stored), #104 (dual 3090 container exits with an import traceback cut mid-frame; the launcher's own
  'Genesis tree out of sync' warning would be the fix), #1107 (2x 5090 dual-superfast, _dummy_run frames only);
  NVIDIA-AI-Blueprints/video-search-and-summarization #67 (Jetson Thor VSS warm-up crash on the nv25.08 vLLM 0.9.2
  build, the exception not reached in 2 look-ups); vllm #20533 ('VLLM doesn't work on 5090s', prose only).
- Not opened for want of budget: vllm #27405, #27103, #17392 (the 'PTX ... unsupported toolchain' reports PR #28305
  closed), #47397; vllm #31124, #49861, #41933, #39093 (WSL2 threads named in the unmerged doc PR #50784).
- Not a start-up failure / not vLLM / no failure: vllm #28129 (GB10 support request), #36835 (sm_121 build
  arch-list bug, no launch log), #14178 (Jetson AGX Orin source build, error at the first chat request from Open
  WebUI, not reached); vllm PR #312, #1084, PR #27625, PR #30299, PR #41496, PR #49864,
  PR #50784, PR #37415 (WSL pin-memory code and docs); vllm #29472 (GB10 install how-to), mark-ramsey-ri/vllm-dgx-spark
  #4 (feature), christopherowen/spark-vllm-mxfp4-docker #5 (crashes under load), unsloth #3825 (Unsloth's
  PackageNotFoundError for vllm), NVIDIA/TensorRT-LLM #6892, InternLM/lmdeploy #3806 / #3410, sgl-project/sglang
  #23739 (not vLLM), NVIDIA-AI-IOT/jetson-ai-lab PR #359 and osnava/learnJetson #18 (Thor image pin for garbage
  output, not a start failure), lightorigins/LightNav-0 PR #6 (Thor serve script, error not shown).

Judgement calls for the lead:
1. vllm #36450: the engine STARTED; the OOM is on the first request (Triton autotune in the GDN solve_tril kernel),
   filed oom_forward / oom_unknown_phase like the round-32 blog fixture of the same bug class. The issue is open and
   no fix is stored; fix_that_worked says so and gives the log's remedy. Raising utilization, --max-model-len (already
   4096) and --enforce-eager (already on) are marked wrong.
2. vllm #42808: no existing label names a locked-workspace assert; kind and cause attention_workspace_overflow (the
   FlashInfer-workspace label: an attention backend's scratch space sized too small for the batch it meets) are the
   nearest. attention_backend_feature_unsupported (TurboQuant x MTP) is the alternative. The issue title (a Chinese
   diagnosis naming TurboQuant x MTP) and the reporter's pasted advice are left out of the excerpt, so the model name,
   KV dtype and speculative config are not in it; only the turboquant_attn.py frames and the eagle_* JIT warnings show
   them. Native Windows host, GPU not stated.
3. vllm #31700: an H100 PCIe is outside this round's consumer/workstation slice; taken because it is fresh, the error
   line and the collect_env lines that settle the cause (driver 550.144.03 = CUDA 12.4 under torch 2.9.0+cu128) are
   stored. The fix is not in the stored turns; fix_that_worked names the driver upgrade that vLLM's troubleshooting
   guide for this message (PR #28305) gives. Drop it if the lead wants the slice kept pure.
4. eelbaz/dgx-spark-vllm-setup #3: labels copied from the round-212 Jetson Thor fixture of the same undefined symbol
   (torch_abi_mismatch / vllm_extension_missing); no confirmed fix in the thread (open); the GPU is inferred from the
   repository, the thread does not print it.
5. None of the four prints a figure under a LABELS.txt key that the failure turns on, so numbers is {} throughout.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round429-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #36450: RTX 5090, Qwen3.5-27B-AWQ, first request -> Triton OOM in solve_tril autotune
case("vllm-36450-rtx5090-qwen35-27b-awq-first-request-triton-oom-solve-tril-autotune",
     "https://github.com/vllm-project/vllm/issues/36450",
     "When serving Qwen3.5 AWQ models with vLLM on an RTX 5090 (32GB VRAM), the model loads successfully, but crashes "
     "when the first inference request is sent.\n"
     "\n"
     "The server starts normally and finishes loading weights, but as soon as a request hits /v1/chat/completions, the "
     "engine crashes with:\n"
     "\n"
     "> RuntimeError: Triton Error [CUDA]: out of memory\n"
     "\n"
     "Important observation:\n"
     "- Model loads successfully\n"
     "- Crash only happens during inference\n"
     "- Happens with very small prompts\n"
     "- Happens with small models as well (9B AWQ)\n"
     "\n"
     "cmd used\n"
     "```\n"
     "docker run --gpus all \\\n"
     "  -p 8888:8888 \\\n"
     "  --ipc=host \\\n"
     "  -v ~/.cache/huggingface:/root/.cache/huggingface \\\n"
     "  vllm/vllm-openai:cu130-nightly \\\n"
     "  QuantTrio/Qwen3.5-27B-AWQ \\\n"
     "  --port 8888 \\\n"
     "  --tensor-parallel-size 1 \\\n"
     "  --reasoning-parser qwen3 \\\n"
     "  --max-model-len 4096 \\\n"
     "  --max-num-batched-tokens 4096 \\\n"
     "  --enforce-eager\n"
     "```\n"
     "...\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]   File \"/usr/local/lib/python3.12/dist-packages/"
     "triton/runtime/autotuner.py\", line 164, in _bench\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]     return self.do_bench(kernel_call, "
     "quantiles=(0.5, 0.2, 0.8))\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]            "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]   File \"/usr/local/lib/python3.12/dist-packages/"
     "triton/testing.py\", line 149, in do_bench\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]     fn()\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]   File \"/usr/local/lib/python3.12/dist-packages/"
     "triton/runtime/autotuner.py\", line 150, in kernel_call\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]     self.fn.run(\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]   File \"/usr/local/lib/python3.12/dist-packages/"
     "triton/runtime/jit.py\", line 744, in run\n"
     "> (EngineCore_DP0 pid=162) ERROR 03-09 05:07:01 [core.py:1102]     kernel.run(grid_0, grid_1, grid_2, stream, "
     "kernel.function, kernel.packed_metadata, launch_metadata,",
     "oom_forward", {}, "oom_unknown_phase",
     "Qwen3.5 AWQ checkpoints (QuantTrio/Qwen3.5-27B-AWQ, also a 9B AWQ) on one RTX 5090 (32 GB) with the "
     "vllm/vllm-openai:cu130-nightly image (engine v0.16.1rc1.dev206, awq_marlin, TP 1, --enforce-eager): the engine "
     "starts and sizes its KV cache over the memory left at the default utilization, and the first real request then "
     "runs the Gated DeltaNet (flash-linear-attention) Triton kernels for the first time; their @triton.autotune "
     "benchmark in solve_tril allocates temporary GPU buffers that no longer fit, so Triton reports CUDA out of "
     "memory. The start-up profile did not exercise (or reserve for) the autotuner; not a weights-do-not-fit or a "
     "context-length problem (max_model_len is already 4096).",
     "none in the stored text (the issue is open; the title and body are the only turns reached). From the log: leave "
     "headroom for the first-request autotune (a lower --gpu-memory-utilization than the default 0.9, or a smaller "
     "KV cache via --kv-cache-memory-bytes), or use a vLLM build whose profile run warms the GDN Triton autotuner",
     release="v0.16.1rc1.dev206+g097eb544e (vllm/vllm-openai:cu130-nightly, per the report's environment block)",
     gpu="NVIDIA GeForce RTX 5090 (32 GB)", gpus=1,
     command="docker run --gpus all -p 8888:8888 --ipc=host -v ~/.cache/huggingface:/root/.cache/huggingface "
             "vllm/vllm-openai:cu130-nightly QuantTrio/Qwen3.5-27B-AWQ --port 8888 --tensor-parallel-size 1 "
             "--reasoning-parser qwen3 --max-model-len 4096 --max-num-batched-tokens 4096 --enforce-eager",
     forbidden=[{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--gpu-memory-utilization", "at_least": 0.9},
                {"flag": "--max-model-len"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as the corpus shows it (the description paragraphs, the error line quoted with '>', "
          "the docker command), then a second stored chunk of the same turn 0 (the autotuner frames, cut where the "
          "chunk ends at kernel.run); the collect_env block and the lines between are dropped ('...'). The engine "
          "STARTED: the OOM is on the first request, filed like the round-32 blog fixture of the same bug class "
          "(oom_forward / oom_unknown_phase). No figures are printed, so numbers is {}. --max-model-len is already "
          "4096 and --enforce-eager already on, so neither is a fix; raising utilization would make it worse.")

# ---------------------------------------- vllm #42808: native Windows, 0.21.0, TurboQuant attention + MTP -> workspace locked assert on first request
case("vllm-42808-native-windows-v0210-turboquant-mtp-workspace-locked-first-request",
     "https://github.com/vllm-project/vllm/issues/42808",
     "(EngineCore pid=7972) WARNING 05-16 11:10:19 [jit_monitor.py:103] Triton kernel JIT compilation during "
     "inference: _zero_kv_blocks_kernel. This causes a latency spike; consider extending warmup to cover this "
     "shape/config.\n"
     "(EngineCore pid=7972) WARNING 05-16 11:10:19 [jit_monitor.py:103] Triton kernel JIT compilation during "
     "inference: _compute_slot_mapping_kernel. This causes a latency spike; consider extending warmup to cover this "
     "shape/config.\n"
     "(EngineCore pid=7972) WARNING 05-16 11:10:20 [jit_monitor.py:103] Triton kernel JIT compilation during "
     "inference: _causal_conv1d_fwd_kernel. This causes a latency spike; consider extending warmup to cover this "
     "shape/config.\n"
     "(EngineCore pid=7972) WARNING 05-16 11:10:22 [jit_monitor.py:103] Triton kernel JIT compilation during "
     "inference: eagle_prepare_next_token_padded_kernel. This causes a latency spike; consider extending warmup to "
     "cover this shape/config.\n"
     "...\n"
     "(EngineCore pid=7972)   File \"C:\\Users\\Administrator\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\"
     "site-packages\\vllm\\v1\\attention\\backends\\turboquant_attn.py\", line 437, in forward\n"
     "(EngineCore pid=7972)     attn_out = self._decode_attention(\n"
     "(EngineCore pid=7972)                ^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=7972)   File \"C:\\Users\\Administrator\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\"
     "site-packages\\vllm\\v1\\attention\\backends\\turboquant_attn.py\", line 879, in _decode_attention\n"
     "(EngineCore pid=7972)     current_workspace_manager().get_simultaneous(\n"
     "(EngineCore pid=7972)   File \"C:\\Users\\Administrator\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\"
     "site-packages\\vllm\\v1\\worker\\workspace.py\", line 110, in get_simultaneous\n"
     "(EngineCore pid=7972)     current_workspace = self._ensure_workspace_size(total_bytes)\n"
     "(EngineCore pid=7972)                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore pid=7972)   File \"C:\\Users\\Administrator\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\"
     "site-packages\\vllm\\v1\\worker\\workspace.py\", line 157, in _ensure_workspace_size\n"
     "(EngineCore pid=7972)     raise AssertionError(\n"
     "(EngineCore pid=7972) AssertionError: Workspace is locked but allocation from "
     "'turboquant_attn.py:879:_decode_attention' requires 0.76 MB, current si",
     "attention_workspace_overflow", {}, "attention_workspace_overflow",
     "vLLM 0.21.0 installed natively on Windows (C:\\...\\Python312 site-packages), serving a hybrid (causal-conv / "
     "GDN) model with the TurboQuant attention backend (a TurboQuant KV cache) and MTP speculative decoding (the "
     "eagle_* kernels): the workspace vLLM sizes and then LOCKS after warm-up did not cover what TurboQuant's decode "
     "path needs once the MTP draft tokens are in the batch, so the first real request asks the locked workspace for "
     "0.76 MB more and the AssertionError kills the engine. A TurboQuant x MTP sizing bug in that release (the "
     "reporter's own title says so), not GPU memory exhaustion.",
     "none in the stored text (closed as stale; the stored turns are the reporter's). From the log and the title: "
     "run without one of the two features (drop the MTP --speculative-config, or use a non-TurboQuant "
     "--kv-cache-dtype / attention backend) until a vLLM release sizes the TurboQuant decode workspace for speculative "
     "decoding",
     release="0.21.0 (from the issue title)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--kv-cache-memory-bytes"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: two stored chunks of the reporter's turn 0: four jit_monitor warnings (the eagle_* kernel names "
          "show speculative decoding is on) and the traceback tail, which the chunk cuts mid-word ('current si'); "
          "the lines between are dropped ('...'). Left out: the issue title (a Chinese diagnosis: TurboQuant "
          "attention backend x MTP speculative decoding in vLLM 0.21.0, workspace reservation too small, assertion "
          "on the first request) and the reporter's pasted Chinese advice paragraph (workarounds). No launch command "
          "or GPU is in the stored text; the paths show a native Windows install. The 0.76 MB figure has no "
          "LABELS.txt key, so numbers is {}. Judgement call 2.")

# ---------------------------------------- vllm #31700: H100 PCIe, driver 550 (CUDA 12.4) under torch 2.9.0+cu128 / vLLM 0.11.2 -> PTX unsupported toolchain
case("vllm-31700-h100-pcie-driver-550-torch-cu128-v0112-ptx-unsupported-toolchain",
     "https://github.com/vllm-project/vllm/issues/31700",
     "PyTorch version              : 2.9.0+cu128\n"
     "Is debug build               : False\n"
     "CUDA used to build PyTorch   : 12.8\n"
     "...\n"
     "CUDA runtime version         : 12.4.131\n"
     "CUDA_MODULE_LOADING set to   : \n"
     "GPU models and configuration : GPU 0: NVIDIA H100 PCIe\n"
     "Nvidia driver version        : 550.144.03\n"
     "...\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]     out = self._flash_attn_varlen_func(\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]   File \"/root/miniconda3/envs/vllm/lib/python3.12/"
     "site-packages/vllm/vllm_flash_attn/flash_attn_interface.py\", line 256, in flash_attn_varlen_func\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]     out, softmax_lse = "
     "torch.ops._vllm_fa2_C.varlen_fwd(\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]                        "
     "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]   File \"/root/miniconda3/envs/vllm/lib/python3.12/"
     "site-packages/torch/_ops.py\", line 1255, in __call__\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]     return self._op(*args, **kwargs)\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842]            ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842] torch.AcceleratorError: CUDA error: the provided "
     "PTX was compiled with an unsupported toolchain.\n"
     "(EngineCore_DP0 pid=15638) ERROR 01-05 12:12:01 [core.py:842] Search for `cudaErrorUnsupportedPtxVersion' in "
     "https://docs.nvidia.com",
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "vLLM 0.11.2 with torch 2.9.0+cu128 (built for CUDA 12.8, as are vLLM's FlashAttention kernels) on a host whose "
     "NVIDIA driver is 550.144.03, which supports CUDA 12.4 at most: the first FlashAttention varlen kernel the "
     "engine runs at start-up carries PTX newer than the driver's JIT understands, so CUDA refuses it "
     "(cudaErrorUnsupportedPtxVersion). A driver / CUDA-build mismatch, not a memory, model or flag problem.",
     "not in the stored text (the issue is closed; only the reporter's turn 0 was reached). From the log and vLLM's "
     "troubleshooting guide for this message (PR #28305, 'add guide about the provided PTX was compiled with an "
     "unsupported toolchain', which closed the earlier reports of it): upgrade the NVIDIA driver to one that supports "
     "CUDA 12.8 (R570 or newer), or install a torch/vLLM build for CUDA 12.4",
     release="0.11.2 (torch 2.9.0+cu128)", gpu="NVIDIA H100 PCIe", gpus=1, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--kv-cache-dtype"}],
     note="Excerpt: five lines of the reporter's collect_env block (torch build, CUDA runtime, GPU, driver) and the "
          "tail of the EngineCore traceback as two stored chunks of turn 0 show them, the second cut where the chunk "
          "ends ('https://docs.nvidia.com'); the lines between are dropped ('...'). Judgement call 3: an H100 is "
          "outside this round's consumer/workstation slice; taken because the thread is fresh, the error line is "
          "stored and the log itself settles the cause (driver 550 = CUDA 12.4 under a cu128 build).")

# ---------------------------------------- eelbaz/dgx-spark-vllm-setup #3: DGX Spark source build -> _C.abi3.so undefined symbol cutlass_moe_mm_sm100
case("dgx-spark-vllm-setup-3-gb10-source-build-c-abi3-undefined-cutlass-moe-mm-sm100",
     "https://github.com/eelbaz/dgx-spark-vllm-setup/issues/3",
     "Error when running the server\n"
     "\n"
     "I received this when I tried running the server. \n"
     "\n"
     "ImportError: /home/ll***/dgx-spark-vllm-setup/vllm-install/vllm/vllm/_C.abi3.so: undefined symbol: "
     "_Z20cutlass_moe_mm_sm100RN2at6TensorERKS0_S3_S3_S3_S3_S3_S3_S3_S3_bb",
     "torch_abi_mismatch", {}, "vllm_extension_missing",
     "vLLM built from source on an NVIDIA DGX Spark (GB10, sm_121, aarch64) by the eelbaz/dgx-spark-vllm-setup "
     "installer (November 2025): the compiled extension vllm/_C.abi3.so references cutlass_moe_mm_sm100 (from "
     "scaled_mm_entry.cu) but the build for this arch list did not compile the SM100 CUTLASS MoE grouped-GEMM source "
     "that defines it, so importing vLLM (and with it the server) dies on an unresolved symbol before any engine or "
     "GPU work starts. The extension was built incomplete; not a memory, model or flag problem.",
     "none confirmed in the stored text (the issue is open): a second user (elacosse, 2026-01-10) hits the same "
     "symbol, links vllm #26571 as related and reports that commenting out the cutlass_moe_mm_sm100 call in "
     "scaled_mm_entry.cu did not work. From the log: rebuild from a vLLM source whose CMake adds the SM100 MoE "
     "grouped-mm source to the _C build for sm_12x, or use a prebuilt aarch64 CUDA 13 wheel / NGC or vLLM image "
     "instead of the local build",
     release="vLLM built from source by the setup repo's installer (November 2025)",
     gpu="NVIDIA GB10 (DGX Spark, sm_121, aarch64)", gpus=None, command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--tensor-parallel-size"},
                {"flag": "--enforce-eager"}, {"flag": "--kv-cache-dtype"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the whole description as stored (the user name in the path is masked in "
          "the source). Left out: elacosse's comment (the same error, a link to vllm #26571 and a workaround that did "
          "not work). Labels follow the round-212 Jetson Thor fixture of the same symbol (vllm PR #46436): kind "
          "torch_abi_mismatch as earlier rounds label 'undefined symbol' import failures, cause "
          "vllm_extension_missing because the extension was built without a needed kernel source. The GPU is "
          "inferred from the repository (a DGX Spark setup script); the thread does not print it.")

if __name__ == "__main__":
    BATCH.write()
