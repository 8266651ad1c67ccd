"""Round-454 blind batch: vLLM start-up failures reported on the trackers of vLLM PLATFORM PLUG-INS and FORKS, second
pass (vllm-project/vllm-ascend, vllm-gaudi / HabanaAI vllm-fork, tpu-inference, vllm-spyre, vllm-omni, and the Chinese
accelerator plug-ins: baidu/vLLM-Kunlun, MetaX, Moore Threads, Hygon, and flagos-ai/vllm-plugin-FL, the multi-vendor
FlagOS plug-in that runs vLLM on Kunlunxin / MetaX / Ascend / Moore Threads), 2026 threads; collected by helper wild454
and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round454-blind"``; the lead
grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 36 of the 40 allowed, all ``search`` corpus=issues. 4 cases: vllm-ascend #7423 (Triton-Ascend's bishengir
compiler has no Ascend310P3 target, 0.17.0rc1), vllm-ascend #6242 (0.13.0rc2-a3 image, Triton-Ascend's clang++
precompiled-header command fails at start-up, fixed by PR #6287), flagos-ai/vllm-plugin-FL #543 (Kunlunxin XPU, vLLM's
native GDN Triton kernel 'out of resource: uni_sram' in profile_run, the vendor patch does not cover
_warmup_prefill_kernels), flagos-ai/vllm-plugin-FL PR #361 / issue #496 (Ascend 910B4 + CANN 9.0.0, FlagGems'
lift_fresh copy kernel launched with a zero grid: 'coreDim is invalid (value 0)' at EngineCore start-up). Every source
was checked with grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was
spent on. The slice is heavily mined: the obvious vllm-ascend memory / HCCL / quantization threads, HabanaAI
vllm-fork, vllm-gaudi, tpu-inference and vllm-omni threads were nearly all used or named in skip lists, and most fresh
vllm-ascend threads store only the env dump or the traceback head (the root error line or the answer falls outside
the stored chunk).

Sources given up (for the lead, not cases):
- Already used or in earlier skip lists (not re-opened): vllm-ascend #902, #1127, #1329, #1440, #1526, #1617, #2812,
  #2950, #3197(vllm), #5020, #5599, #6611, #6949, #7276, #8068, #9372, #12891, #119, #152, #19; HabanaAI/vllm-fork
  #344, #484, #666, #776, #1194; vllm-gaudi #192, #1736; opea Enterprise-RAG #84, GenAIExamples #1119,
  Enterprise-Inference #11; tpu-inference #1104, #1262, #2333, #2453; AI-Hypercomputer/tpu-recipes #151; vllm #9331;
  vllm-omni #232, #2170, #2238, #2968, #3981; gpustack #5317; baidu/vLLM-Kunlun #382, #477; flagos-ai/vllm-plugin-FL
  #199-#202 (same class as the used #195: 'No module named vllm.v1.attention').
- Error line or answer not in the stored text: vllm-ascend #564, #692, #975, #2244, #4744, #302 (all torch_npu
  'SetPrecisionMode ... AclSetCompileopt(ACL_PRECISION_MODE) error code is 500001' / 'init runtime platform info
  failed, SocVersion = Ascend910B2' at set_device: a new message for the set, but no reply with a cause or fix was
  reachable in 5 look-ups), #10525 (libatb.so missing on a from-scratch 910B4 build, open, no answer), #1047, #2925,
  #5695, #1736 (300I Duo QuantBatchMatmulV3 transpose tiling: no answer), #393, #1249, #490, #3867, #4454, #2015,
  #6842, #800, #1558 (507033 at set_device with DP, open), #5750 (logs as attachments), #7991 and #3219 (request-time
  Triton failures), #7823 (patch_minimax_usage_accounting vs a vLLM v0.18.0 commit, open, traceback cut), #6800 (AWQ
  on v0.13.0, error cut); vllm-omni #2756 (CI: 'create_model_config() should not be called when stage_configs_path is
  set', closed, fix PR not found), #839, #1200 (open, no answer); baidu/vLLM-Kunlun #318, #337, #292, #475 (open, no
  answer), #258 (warm-up crash named only by a dmesg kernel symbol, no log line), #395 (GLM-5.2 glm_moe_dsa on vLLM
  0.11.0 + vllm_kunlun 0.11.1: the stored text stops at transformers' 'You are using a model of type glm_moe_dsa to
  instantiate a model of type deepseek_v3' warning; PR #398 later enabled GLM-5.2 with vLLM 0.15.1, but the crash
  line itself is not stored); flagos-ai/vllm-plugin-FL #443, #187 (MetaX, no error line), #519 (Ascend MLA backend
  lacks get_required_kv_cache_layout for vLLM 0.20.2: the reporter quotes the call site, not the AttributeError
  line); flagos-ai/FlagGems #5991 (Moore Threads torch.compile crash, --enforce-eager recovered it, but no error line).
- Same class as a case: vllm-ascend #7421 (Triton-Ascend 'Cannot find option named 'Ascend310P1'', closed, title
  'Triton-Ascend doesn't support 310P'; the same bishengir target gap as #7423, taken once).
- Not vLLM / not a start-up failure: Ascend/samples #21, gpustack #3352 and tgi-gaudi / optimum-habana threads
  (other servers), MooreThreads llama.cpp / ollama threads, sglang #16360.

Judgement calls for the lead:
1. vllm-ascend-7423: kind torch_compile_error, the label round 233 gave vllm-ascend #7818's Triton-Ascend
   MLIRCompilationError ('[ConvertLinalgRToBinary] encounters error'); cause architecture_unsupported because the
   message itself says the compiler has no target for this chip (Ascend310P3) and the maintainer's answer is 'use the
   main branch, it is supported now' (a reply by Tflowers-0129; whether a maintainer is not shown). release_regression is not right (310P never had the Triton path in 0.17.0rc1).
2. vllm-ascend-6242: kind triton_compiler_missing, following README's row for 'the launcher's build failing in the
   compiler found ("Command '[gcc, ...]' returned non-zero exit status 1")': here clang++ on Triton-Ascend's
   precompiled.h; the stored error line is cut inside the include list (before 'returned non-zero exit status'), the
   reporter's Chinese sentence says the pre-compile command returned non-zero. Cause release_regression: a maintainer
   (wangxiyuan) answered 'fixed here: PR #6287' and a later reply says later releases have it resolved.
3. vllm-plugin-fl-543: kind triton_shared_memory_exceeded (Triton's OutOfResources 'out of resource: X', here the
   Kunlunxin XPU's on-chip 'uni_sram' instead of CUDA shared memory; torch_compile_error would be the alternative);
   cause attention_backend_gpu by README's rule for that row ('an attention kernel: another backend is the fix'): the
   kernel is vLLM's native GDN linear-attention prep kernel, and the plug-in's Kunlunxin patch routes _forward_core
   to an XPU path but not _warmup_prefill_kernels, per the reporter's root-cause section (left out of the excerpt).
   No merged fix is visible; plug-in PR #374 (open) bypasses fused_post_conv_prep with a PyTorch fallback and
   disables that warm-up on Kunlunxin; FlagTree #1126 is the compiler-side report of the same uni_sram failure.
4. vllm-plugin-fl-pr361-496: the message is the Ascend runtime's, not vLLM's, so kind None (README's null row: a
   failure that is no vLLM message). No cause label fits a plug-in's operator override launching a broken kernel, so
   a NEW cause label 'plugin_kernel_bug' is proposed (alternatives: quantization_kernel_bug is for quant kernels,
   release_regression does not apply). The source URL is the merged fix PR #361, whose 'Problem' section carries the
   error line; issue #496 is its release-tracking issue, whose stored text stops at 'with:'.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round454-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm-ascend #7423: 0.17.0rc1, Qwen3.5 4B on Ascend 310P3 -> Triton's bishengir-compile has no 'Ascend310P3' target
case("vllm-ascend-7423-qwen35-4b-310p3-v0170rc1-bishengir-cannot-find-option-ascend310p3",
     "https://github.com/vllm-project/vllm-ascend/issues/7423",
     "[Bug]: 0.17.0rc1 failed to start Qwen3.5 4B on 310P3. An error was reported when the Triton called the "
     "bisheng-compiler: \"Cannot find option named 'Ascend310P3'!\"\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     "0.17.0rc1 failed to start Qwen3.5 4B on 310P3. An error was reported when the Triton called the "
     "bisheng-compiler: \"Cannot find option named 'Ascend310P3'!\" \n"
     "\n"
     "Detailed log ([vllm_log.txt](https://github.com/user-attachments/files/26080522/vllm_log.txt)):\n"
     "```\n"
     "(EngineCore_DP0 pid=301)   File \"/usr/local/python3.11.14/lib/python3.11/site-packages/triton/compiler/"
     "compiler.py\", line 320, in compile\n"
     "(EngineCore_DP0 pid=301)     raise MLIRCompilationError(stage_name, error_detail)\n"
     "(EngineCore_DP0 pid=301) triton.compiler.errors.MLIRCompilationError:\n"
     "(EngineCore_DP0 pid=301) ///------------------[ERROR][Triton][BEG]------------------\n"
     "(EngineCore_DP0 pid=301) [ConvertLinalgRToBinary] encounters error:\n"
     "(EngineCore_DP0 pid=301) bishengir-compile: for the --target option: Cannot find option named 'Ascend310P3'!\n"
     "```",
     "torch_compile_error", {}, "architecture_unsupported",
     "vllm-ascend 0.17.0rc1 starting Qwen3.5-4B on an Ascend 310P3 (Atlas 300I class) NPU: the engine compiles a "
     "Triton-Ascend kernel at start-up, and the BiSheng IR compiler (bishengir-compile) in that stack has no target "
     "for the 310P3 SoC ('Cannot find option named Ascend310P3'), so EngineCore dies before serving. The Triton path "
     "of that release did not support 310P chips (issue #7421, 'Triton-Ascend doesn't support 310P', is the same gap "
     "on a 310P1; in #8186 a user listed bishengir's targets and found no 310P3 among them). Not a memory or launch-flag problem.",
     "a reply in the thread (Tflowers-0129, 2026-06-04): '请使用main分支，已支持' (use the main branch; 310P3 is "
     "supported there), i.e. a newer vllm-ascend than 0.17.0rc1; no memory or parallelism change applies",
     release="vllm-ascend 0.17.0rc1", gpu="Huawei Ascend 310P3 (NPU)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue title and the description as the stored chunk shows them (the full log is an "
          "attachment, only its last lines are pasted). The reply with the fix is left out. Same class as "
          "vllm-ascend #7421 (310P1, closed), which was not taken separately.")

# ---------------------------------------- vllm-ascend #6242: v0.13.0rc2-a3 image, Qwen3-Omni-30B-A3B on Atlas 800T A3 -> Triton-Ascend clang++ precompiled.h fails
case("vllm-ascend-6242-qwen3-omni-30b-a3-v0130rc2-triton-clang-precompiled-header-command-failed",
     "https://github.com/vllm-project/vllm-ascend/issues/6242",
     "docker pull quay.io/ascend/vllm-ascend:v0.13.0rc2-a3\n"
     "\n"
     "### 🐛 Describe the bug\n"
     "\n"
     " Describe the bug\n"
     "1.基本信息：\n"
     "服务器：1台Atlas 800T a3\n"
     "驱动固件：25.3rc1\n"
     "vllm-ascend: 0.13.0.rc2\n"
     "权重：Qwen3-Omni-30B-A3B-Instruct\n"
     "设备数量：单卡\n"
     "启动命令：\n"
     "vllm serve /tmp/Qwen3-Omni-30B-A3B-Instruct \\\n"
     "--served-model-name \"qwen-omni\" \\\n"
     "--host 0.0.0.0 \\\n"
     "--port 123 \\\n"
     "--max-model-len 10240 \\\n"
     "--max-num-batched-tokens 4096 \\\n"
     "--gpu-memory-utilization 0.9 \\\n"
     "--no-enable-prefix-caching \\\n"
     "--async-scheduling \\\n"
     "--enable-expert-parallel \\\n"
     "--tensor-parallel-size 2 \\\n"
     "--seed 1024 \\\n"
     "--trust-remote-code \\\n"
     "--compilation-config '{\"cudagraph_mode\": \"FULL_DECODE_ONLY\"}' \\\n"
     "--allowed-local-media-path \"/tmp/\"\n"
     "\n"
     "2.现象描述：\n"
     "1. 服务启动失败，执行预编译命令返回非0\n"
     "2. 异常信息：\n"
     "\n"
     "****(EngineCore_DP0 pid=1804) RuntimeError: Worker failed with error 'Command '['/usr/bin/clang++', '-x', "
     "'c++-header', '/root/.triton/cache/Jd-SSCBA0oEZbEVLQX_f-EBO_nY4e_YyXNhIgxGv1ww/precompiled.h', '-w', "
     "'-I/usr/local/python3.11.14/include/python3.11', '-I/usr/local/python3.11.14/lib/python3.11/site-packages/"
     "triton/backends/ascend', '-I/usr/local/Ascend/cann-8.5.0/pkg_inc', '-I/usr/local/Ascend/cann-8.5.0/pkg_inc/"
     "profiling', '-I/usr/local/Ascend/cann-8.5.0/include', '-I/usr/local/Ascend/cann-8.5.0/include/experiment', "
     "'-I/usr/local/Ascend/cann-8.5.0/include/experiment/msprof', '-I/usr/local/python3.11.14/lib/python3.11/"
     "site-packag",
     "triton_compiler_missing", {"tensor_parallel_size": 2, "max_model_len": 10240, "max_num_batched_tokens": 4096,
                                 "gpu_memory_utilization": 0.9},
     "release_regression",
     "The vllm-ascend v0.13.0rc2-a3 container image (CANN 8.5.0) serving Qwen3-Omni-30B-A3B-Instruct on one Atlas "
     "800T A3 card: at engine start-up a worker has Triton-Ascend build its launcher, and the pre-compile step "
     "(clang++ -x c++-header on Triton's cached precompiled.h with the CANN include paths) exits non-zero, so the "
     "engine never starts. A defect of that release candidate's Triton-Ascend build path, fixed in vllm-ascend by a "
     "PR; not the model, the flags or NPU memory.",
     "a vllm-ascend maintainer (wangxiyuan, 2026-01-29): 'fixed here: https://github.com/vllm-project/vllm-ascend/"
     "pull/6287'; a later reply (LoganJane, 2026-06-04): resolved in the latest release / rc, use a newer vllm-ascend "
     "image than v0.13.0rc2",
     release="vllm-ascend 0.13.0rc2 (quay.io/ascend/vllm-ascend:v0.13.0rc2-a3)", gpu="Huawei Atlas 800T A3 (NPU)",
     gpus=1,
     command="vllm serve /tmp/Qwen3-Omni-30B-A3B-Instruct --served-model-name qwen-omni --host 0.0.0.0 --port 123 "
             "--max-model-len 10240 --max-num-batched-tokens 4096 --gpu-memory-utilization 0.9 "
             "--no-enable-prefix-caching --async-scheduling --enable-expert-parallel --tensor-parallel-size 2 "
             "--seed 1024 --trust-remote-code --compilation-config '{\"cudagraph_mode\": \"FULL_DECODE_ONLY\"}' "
             "--allowed-local-media-path /tmp/",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--max-num-batched-tokens"}],
     note="Excerpt: the description as the stored chunk shows it, cut inside the clang++ include list ('site-packag'), "
          "so 'returned non-zero exit status' is only in the reporter's sentence '执行预编译命令返回非0' (the "
          "pre-compile command returned non-zero). '设备数量：单卡' = one card; an A3 card carries two NPU dies, which is "
          "why --tensor-parallel-size 2 works on it; gpus=1 is the card count as stated. The maintainer's replies are "
          "left out. What PR #6287 changed is not in the stored text.")

# ---------------------------------------- vllm-plugin-FL #543: Kunlunxin XPU TP=4, Qwen3.6-35B-A3B -> 'out of resource: uni_sram' in vLLM's GDN warm-up kernel during profile_run
case("vllm-plugin-fl-543-kunlunxin-xpu-qwen36-35b-a3b-tp4-gdn-warmup-out-of-resource-uni-sram",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/543",
     "### 环境\n"
     "- vllm-plugin-FL: 0.2.2-rc2 (ac985d8)\n"
     "- FlagGems: 5.4.0rc2.post3+gebd729e3b\n"
     "- triton-xpu: 3.6.0\n"
     "- 硬件: 昆仑芯 XPU, TP=4\n"
     "- 模型: Qwen3.6-35B-A3B\n"
     "\n"
     "### 启动命令\n"
     "```bash\n"
     "vllm serve /models/Qwen3.6-35B-A3B --served-model-name qwen3 \\\n"
     "  --tensor-parallel-size 4 --max-model-len 16384 --reasoning-parser qwen3 \\\n"
     "  --block-size 128 --gpu-memory-utilization 0.8 --enforce-eager --port 8100\n"
     "```\n"
     "（需先 `export GLOO_SOCKET_IFNAME=lo` 绕过容器无 eth0 问题；并已用 `VLLM_FL_FLAGOS_BLACKLIST` 关闭 "
     "pow/cat/copy_/SDPA 等 FlagGems 算子后才走到这一步，相关算子编译崩溃已另提 FlagGems issue）\n"
     "\n"
     "### 现象\n"
     "EngineCore 在 KV cache 显存探测（`determine_available_memory` → `profile_run`）阶段崩溃：\n"
     "\n"
     "```\n"
     "RuntimeError: Worker failed with error 'out of resource: uni_sram\n"
     "PassManager::run failed:\n"
     "loc(\".../vllm/model_executor/layers/fla/ops/fused_gdn_prefill_post_conv.py\":20:0):\n"
     "Failures have been detected while processing an MLIR pass pipeline'\n"
     "```\n"
     "\n"
     "调用栈关键帧：\n"
     "```\n"
     "gdn_linear_attn.py:693  _warmup_prefill_kernels\n"
     "  → fused_post_conv_prep\n"
     "    → fla/ops/fused_gdn_prefill_post_conv.py   (vLLM 原生 triton kernel)\n"
     "```",
     "triton_shared_memory_exceeded", {"tensor_parallel_size": 4, "max_model_len": 16384,
                                       "gpu_memory_utilization": 0.8},
     "attention_backend_gpu",
     "vLLM with the FlagOS plug-in (vllm-plugin-FL 0.2.2-rc2) on Kunlunxin XPUs, TP=4, serving Qwen3.6-35B-A3B (a "
     "Gated DeltaNet hybrid): during profile_run the GDN layer's _warmup_prefill_kernels calls vLLM's native Triton "
     "kernel fused_post_conv_prep, which the Kunlunxin Triton/FlagTree backend cannot compile ('out of resource: "
     "uni_sram ... PassManager::run failed'). The plug-in's Kunlunxin patch replaces GatedDeltaNetAttention."
     "_forward_core with an XPU path but does not override _warmup_prefill_kernels, so the warm-up still reaches the "
     "native kernel (the reporter's root-cause section). A kernel/backend gap on this accelerator, not KV memory; "
     "--enforce-eager was already set.",
     "no confirmed fix in the stored text (the issue is closed). The lever the thread names is the plug-in's "
     "Kunlunxin patch covering _warmup_prefill_kernels as well (route the warm-up to the XPU implementation or skip "
     "it); plug-in PR #374 (open, 2026-08-13) does this by monkey-patching fused_post_conv_prep to a PyTorch fallback "
     "and disabling _warmup_prefill_kernels on Kunlunxin; FlagTree #1126 is the compiler-side report of the same "
     "uni_sram failure on Qwen3.6-27B / P800",
     release="vllm-plugin-FL 0.2.2-rc2 (vLLM version not stated in the stored text)",
     gpu="Kunlunxin XPU (昆仑芯)", gpus=4,
     command="vllm serve /models/Qwen3.6-35B-A3B --served-model-name qwen3 --tensor-parallel-size 4 "
             "--max-model-len 16384 --reasoning-parser qwen3 --block-size 128 --gpu-memory-utilization 0.8 "
             "--enforce-eager --port 8100",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--enforce-eager"}],
     note="Excerpt: the environment, command, symptom and key-frame sections of the description as the stored "
          "chunk shows them; the title ('GDN _warmup_prefill_kernels 未被 patch 覆盖 ...', i.e. not covered by the "
          "patch) and the '根因分析' (root cause) section are left out because they state the answer. gpus=4 is read "
          "from 'TP=4'; the card model is not stated in this issue (FlagTree #1126, a sibling report, is on P800).")

# ---------------------------------------- vllm-plugin-FL PR #361 / #496: Ascend 910B4, CANN 9.0.0, FlagGems -> 'coreDim is invalid (value 0)' at EngineCore start-up
case("vllm-plugin-fl-pr361-496-ascend-910b4-cann900-flaggems-lift-fresh-coredim-invalid-value-0",
     "https://github.com/flagos-ai/vllm-plugin-FL/pull/361",
     "ascend: blacklist lift_fresh/_to_copy (coreDim=0 on scalar tensor init)\n"
     "\n"
     "`vllm serve` crashes during **EngineCore startup** on Ascend 910B4 (CANN 9.0.0) with:\n"
     "\n"
     "```\n"
     "RuntimeError: coreDim is invalid (value 0)\n"
     "```\n"
     "\n"
     "The traceback bottoms out in model construction at `register_buffer(\"_k_scale\", torch.tensor(1.0, "
     "dtype=torch.float32))`.\n"
     "\n"
     "ascend-cann9.0.0 (910B4 aarch64, Python 3.11, torch/torch_npu 2.10.0, triton 3.5.1, flag_gems 5.3.4)",
     None, {}, "plugin_kernel_bug",
     "vLLM with the FlagOS plug-in (vllm-plugin-FL, FlagGems 5.3.4) on an Ascend 910B4 with CANN 9.0.0: while the "
     "model is constructed, torch.tensor(1.0) for an attention layer's _k_scale buffer goes through aten::lift_fresh, "
     "which FlagGems intercepts; its copy kernel computes a zero launch grid for a scalar tensor and the NPU runtime "
     "rejects the launch ('coreDim is invalid (value 0)'), aborting EngineCore before any inference. A bug of the "
     "plug-in's operator override on Ascend, not memory, flags or the model.",
     "the merged plug-in PR #361 (tengqm, 'Fixes #496'): add lift_fresh, lift_fresh_copy and _to_copy to the Ascend "
     "flagos_blacklist so those copies fall back to torch_npu (config-only); verified on 910B4 / CANN 9.0.0: 'serve "
     "reaches Application startup complete' and a /v1/completions request returns 200. Until then the same can be "
     "done by blacklisting those FlagGems ops for the run",
     release="vllm-plugin-FL (flagos2.2-rc2 tracking; vLLM version not stated), flag_gems 5.3.4, CANN 9.0.0",
     gpu="Huawei Ascend 910B4 (NPU)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the PR title, the first two paragraphs of its 'Problem' section, and the environment line of its "
          "'Verification' section, as the stored chunk shows them; the explanation ('torch.tensor(scalar) "
          "materializes the constant via aten::lift_fresh, which FlagGems intercepts ...') and the 'Fix' section are "
          "left out. Issue #496 is the release-tracking issue for this PR; its stored text stops at 'with:'. The "
          "serve command, model and TP size are not in the stored text (the verification ran TP=1).")

BATCH.write()
