"""Round-457 blind batch: vLLM start-up failures reported on the trackers of MULTI-VENDOR and CHINESE-ACCELERATOR vLLM
plug-ins and their stacks (FlagOS: vllm-plugin-FL, FlagGems, FlagTree; baidu/vLLM-Kunlun; MetaX-MACA/vLLM-metax), on
Iluvatar CoreX, Kunlun XPU, MetaX C500 and (FlagGems) NVIDIA H20; collected by helper wild457 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round457-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it (the stored chunk, often cut mid-traceback);
the fix / diagnosis paragraphs are left out of the excerpt.

Look-ups: 32 of the 40 allowed, all ``search`` corpus=issues (no read_file / find_string / fetch). 5 cases:
FlagTree #1093 (Iluvatar BI-V150, Triton iluvatar backend cannot find libdevice, vLLM 0.24.0), vllm-plugin-FL #520
(Iluvatar BI-V150, image's vLLM without the Mamba `_C::selective_scan_fwd` kernel), vLLM-Kunlun #386 (v0.21.0-dev,
`torch._inductor.custom_graph_pass` missing from the environment's torch), vLLM-metax #335 (C500, `KeyError:
'ministral3'` in transformers' config construction), FlagGems #6261 (H20, FlagTune `IncompatibleModelError` crashing
start-up). Every source was checked with grep -iF against /work/coord/USED_SOURCES.txt and against the earlier rounds'
skip lists (tools/wild_cases_round*.py) before it was used.

The slice's stored text is thin: the vendor trackers (vLLM-metax, vLLM-Kunlun, vllm-plugin-FL, FlagGems) are indexed as
first chunks that usually stop in a pip list or in the middle of the traceback, and many FlagOS reports are written by
an automation ('【FR】Bug: ...') whose error block is '... (truncated) ...' before the error line. Moore Threads
(MooreThreads/vllm-musa), Cambricon (vllm-mlu), Enflame, Biren and Hygon DCU searches gave no vLLM start-up thread with
its error text stored.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds: vllm-plugin-FL #77, #127, #195, #199-#202 (incl. #201: MetaX C550, same
  'vllm.v1.attention' import crash as #195), PR #387, #444; vLLM-Kunlun #382, #477, #489, #259, #295; vLLM-metax #43,
  #142, #159, #163, #261; vllm #9649 (Cambricon MLU feature request).
- Same class as a case or as an earlier case (not taken): vllm-plugin-FL #272 (MetaX C500: plugin imports
  AttentionBackendEnum from vllm.v1.attention.backends.registry, absent in vLLM 0.13.0 = the #195 failure again);
  vLLM-Kunlun #451 (vllm-kunlun 0.25.1, title: PyTorch too old, no torch.accelerator / torch._inductor.custom_graph_pass;
  same class as #386, cited there as corroboration; its error lines are past the stored chunk); FlagGems #6371 (Moore
  Threads musa, flagtune cost model unsupported backend + broken fallback; closed; the exception line is cut in the
  stored chunk, title only paraphrases it; same FlagTune-fallback class as #6261).
- Error line not in the stored chunk / no cause reached: vllm-plugin-FL #443 (MetaX C550 GLM-4.7-Flash 'service startup
  crash', automation report without the log), #269/#270/#271/#273/#159 (Ascend 910 gemma / Llama, log truncated at
  vllm.benchmarks.latency import), #157 and #153 (H20, dispatch 'default.flagos' fail, log truncated), #180/#181/#185
  (MetaX / Moore Threads / Iluvatar offline-inference CI reports, stored chunk stops in pip list or at 'Traceback');
  vLLM-Kunlun #370 and #311 ('Failed to import Triton kernels ... triton.language.target_info' then 'Engine core
  initialization failed'; open, no cause: the Triton line is a warning and the real root cause is not shown), #293
  (infer_schema / undefined kunlun_ops symbol; the reporter's workaround shown, the first error not), #301 (0.11.0rc2
  'Error in inspecting model architecture Qwen3ForCausalLM', cut before the cause), #318 (GLM-4.7 illegal memory access
  at warm-up, no answer), #337, #355 (libcuda.so.1 not found in torch_plugin.initialize_runtime, a comment in an
  install question), #475 (status 700 context error), #292 (xpujitc temp rename + CUBLAS_STATUS_NOT_SUPPORTED asserts,
  no answer), #306 ('Qwen3VLTextConfig' has no attribute 'tie_word_embeddings', title only); vLLM-metax #140 (second
  model fails in Qwen3-VL profile_run; long thread, the error line not reached), #147 (vLLM 0.11.1 installed into a
  vllm-metax 0.10.2 image, traceback cut before the error, answer not stored), #9 (a rejection-sampler error at serve
  time, not start-up), #68 (screenshots only), #178, #174, #92 (install / build); FlagGems #6080 (MUSA autotune
  'MUSA error: unknown error' on triton 3.2.0, closed, fix not stored), #1155 (custom FlashAttention backend vs vLLM
  0.11.2 output_block_scale TypeError: the TypeError line is cut), #6114, #5991 (automation reports without a log);
  FlagTree #621 / #622 (Mthreads / Iluvatar 'No module named triton' in a base image, pip list only);
  MooreThreads/vllm-musa #7 (hang at requests, not start-up).

Judgement calls for the lead:
1. flagtree-1093: no vLLM-specific message; kind triton_compiler_missing (the nearest row: a Triton kernel compile that
   cannot find a toolchain file the image should ship), cause container_image_broken (the image's Triton iluvatar
   backend looks in /usr/nvvm/libdevice/ while corex 4.5.0 installs libdevice under /usr/local/corex-4.5.0/nvvm/). The
   cause is the reporter's own diagnosis in the issue (no maintainer answer stored). The excerpt is the reporter's
   prose summary (the log itself is not in the stored chunk); the 'key conclusion' paragraph is left out.
2. vllm-plugin-fl-520: the excerpt's crash is at the first generation request after an --enforce-eager start; the
   report's reproduction matrix (left out of the excerpt, it names the answer) says that without --enforce-eager the
   same engine dies at start-up in capture_model(), and that USE_FLAGGEMS=0 reproduces it. kind
   vllm_extension_import_failed / cause vllm_extension_missing (vLLM's compiled kernels missing for this platform); the
   lead may prefer kind None. --enforce-eager is forbidden (it only moves the crash).
3. vllm-kunlun-386: the error line is only in the issue title (the body's traceback is cut at the fifth frame); the
   title also carries the reporter's diagnosis 'torch version incompatible', kept because it is the stored text. No
   maintainer answer; corroborated by #451 (same missing module on 0.25.1, title 'PyTorch 版本过旧').
4. vllm-metax-335: kind model_type_unknown / cause transformers_too_old are read from the message (KeyError on the nested
   model_type 'ministral3' inside AutoConfig -> config_class.from_dict -> cls(**config_dict), i.e. the installed
   transformers knows the outer config class but not 'ministral3'); the thread is an open '[New Model]' request with no
   maintainer diagnosis or fix stored, so this is the weakest case of the round. The KeyError line itself is only in
   the user's sentence ('You can see an error message "KeyError: \'ministral3\'" at the end'); the stored traceback
   chunk stops inside transformers' from_dict.
5. flaggems-6261: FlagGems/FlagTune error outside kvroom's map: kind None, cause unrecognized (as earlier rounds did for
   platform-specific bugs, e.g. aws-neuron-sdk-1214). NVIDIA H20 with the FlagOS stack (multi-vendor slice). The error
   string is in the title; the excerpt keeps the reporter's where-it-happens sentences and leaves out the two
   diagnosis sentences (bundle lacks the key; flagtune_policy does not fall back).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round457-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- FlagTree #1093: Iluvatar BI-V150 TP8, vLLM 0.24.0 + plugin-FL 0.2.0 -> Triton iluvatar backend: FileNotFoundError libdevice.compute_bi.10.bc
case("flagtree-1093-iluvatar-bi-v150-tp8-vllm0240-triton-libdevice-compute-bi-not-found",
     "https://github.com/flagos-ai/FlagTree/issues/1093",
     "# [Iluvatar/corex] Triton iluvatar backend 找不到 libdevice —— `FileNotFoundError: "
     "/usr/nvvm/libdevice/libdevice.compute_bi.10.bc`\n"
     "\n"
     "## 问题概述\n"
     "\n"
     "在 Iluvatar(天数智芯 / corex 4.5.0)镜像上启动 `vllm serve`(TP8,8 卡),引擎 core 启动到 worker 初始化阶段,第一次触发 "
     "Triton kernel 编译(FlagGems 的 `empty`/`zeros` 算子,来自 pynccl 通信器里的 `torch.zeros(1)`)时,8 个 worker 进程**同时**抛出 "
     "`FileNotFoundError`,报找不到 `/usr/nvvm/libdevice/libdevice.compute_bi.10.bc`,随后 engine core 初始化失败,APIServer 报 "
     "`Engine core initialization failed`。\n"
     "\n"
     "## 环境信息\n"
     "\n"
     "- **镜像**(docker image tag):\n"
     "  ```\n"
     "  harbor.baai.ac.cn/plugin/iluvatar-corex4.5.0-flagtreenone-triton3.2.0-cxnone-plugin0.2.0-vllm0.24.0-cp312-pt210-x64:20250813\n"
     "  ```\n"
     "  tag 解读:corex 4.5.0 / flagtree none / triton 3.2.0 / FlagCX none / plugin-FL 0.2.0 / vllm 0.24.0 / py3.12 / torch 2.10\n"
     "- **硬件**:Iluvatar BI-V150 × 16(本任务用后 8 卡 `CUDA_VISIBLE_DEVICES=8..15`)\n"
     "- **软件版本**:\n"
     "  - corex:`/usr/local/corex-4.5.0`(另有软链 `/usr/local/corex -> /usr/local/corex-4.5.0/`)\n"
     "  - Triton:3.2.0(注意存在 `site-packages/triton/backends/iluvatar/` 这个 vendor backend)",
     "triton_compiler_missing", {"tensor_parallel_size": 8}, "container_image_broken",
     "On the FlagOS Iluvatar image (corex 4.5.0, Triton 3.2.0 with the vendor 'iluvatar' backend, vLLM 0.24.0, "
     "vllm-plugin-FL 0.2.0, FlagGems), `vllm serve` with TP 8 on BI-V150 cards dies in worker initialisation: the first "
     "Triton kernel compile (FlagGems' empty/zeros from pynccl's torch.zeros(1)) opens libdevice at the NVIDIA-style "
     "path /usr/nvvm/libdevice/libdevice.compute_bi.10.bc, which the image does not have, because the image's Triton "
     "iluvatar backend hard-codes that path while corex 4.5.0 installs libdevice under "
     "/usr/local/corex-4.5.0/nvvm/libdevice/ (the reporter's diagnosis). A broken image / toolchain path, not memory "
     "and not the vLLM configuration.",
     "no fix stored (issue open); the reporter's diagnosis is that the libdevice the backend wants exists under "
     "/usr/local/corex-4.5.0/nvvm/libdevice/, i.e. the image (or the Triton iluvatar backend) must expose it at the "
     "path the backend looks in (e.g. a link at /usr/nvvm/libdevice/) or the backend must use the corex path.",
     release="vLLM 0.24.0 + vllm-plugin-FL 0.2.0 (Iluvatar corex 4.5.0 image, Triton 3.2.0, torch 2.10)",
     gpu="Iluvatar BI-V150", gpus=16, command=None, forbidden=_MEM,
     note="judgement call 1: the excerpt is the issue's heading, its '问题概述' paragraph and the first environment "
          "lines as stored; the '关键结论先行' paragraph (the diagnosis) is left out. gpus 16 (the host has 16, the "
          "run uses 8 via CUDA_VISIBLE_DEVICES=8..15).")

# ---------------------------------------- vllm-plugin-FL #520: Iluvatar BI-V150, Jamba-Reasoning-3B, vLLM 0.24.0 -> '_C::selective_scan_fwd' not available for CUDA backend
case("vllm-plugin-fl-520-iluvatar-bi-v150-jamba-reasoning-3b-selective-scan-fwd-not-compiled",
     "https://github.com/flagos-ai/vllm-plugin-FL/issues/520",
     "### 摘要\n"
     "\n"
     "在**天数(Iluvatar) BI-V150** 上运行 **ai21labs/AI21-Jamba-Reasoning-3B**（Mamba-Transformer 混合架构）时，服务**引擎初始化成功**，"
     "但在**第一次真实生成请求**触发前向计算时 `EngineCore` 致命崩溃：\n"
     "\n"
     "```\n"
     "NotImplementedError: Could not run '_C::selective_scan_fwd' with arguments from the 'CUDA' backend.\n"
     "```\n"
     "\n"
     "### 环境\n"
     "\n"
     "| Item | Value |\n"
     "|------|-------|\n"
     "| Hardware | 天数(Iluvatar) |\n"
     "| GPU | BI-V150 (16×32GB, TP=1) |\n"
     "| PyTorch | 2.10.0 |\n"
     "| vLLM | 0.24.0 |\n"
     "| FlagGems | `5.3.4.post1.dev11+gbc6d9426c+gbc6d9426c` |\n"
     "| vllm-plugin-FL | `0.3.0rc0+g8fc6258a2` |\n"
     "| Python | 3.12 |\n"
     "| 准入镜像 | `harbor.baai.ac.cn/flagrelease-public/iluvatar-corex4.5.0-flagtree0.6.0-triton3.6.0-flaggems5.3.4-vllm0.24.0-fl0.3.0rc0:2609020902-fixed` |\n"
     "| 模型路径 | `/data2/models/AI21-Jamba-Reasoning-3B` |",
     "vllm_extension_import_failed", {"tensor_parallel_size": 1}, "vllm_extension_missing",
     "The vLLM 0.24.0 in the FlagOS Iluvatar image was built without the Mamba SSM kernel `_C::selective_scan_fwd` for "
     "this platform (the vllm._C op is not registered for the device's 'CUDA' dispatch key), so AI21-Jamba-Reasoning-3B "
     "(a Mamba-Transformer hybrid) cannot run its Mamba layers: without --enforce-eager the engine dies at start-up in "
     "CUDA-graph capture (capture_model()), with --enforce-eager it starts and dies at the first generation request. "
     "Turning FlagGems off (USE_FLAGGEMS=0) reproduces the same crash, so it is the image's vLLM build, not the operator "
     "library and not memory (the report's reproduction matrix and conclusion).",
     "no fix reached (issue open): the report concludes service_ok=false, not recoverable on this image; a vLLM build "
     "for the platform that includes the Mamba selective-scan kernels is needed. --enforce-eager only moves the crash "
     "from graph capture to the first request; disabling FlagGems does not help.",
     release="vLLM 0.24.0 + vllm-plugin-FL 0.3.0rc0 (FlagGems 5.3.4.post1.dev11, Iluvatar corex 4.5.0 image)",
     gpu="Iluvatar BI-V150 (32 GB)", gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--enforce-eager"}],
     note="judgement call 2: the excerpt is the report's summary, the error block and the environment table as stored; "
          "the title ('... CUDA 内核缺失'), the conclusion paragraph ('根因是镜像内 vLLM 未编译 ...') and the "
          "reproduction matrix are left out because they state the answer. The start-up form of the failure "
          "(capture_model() without --enforce-eager) is in the left-out matrix only.")

# ---------------------------------------- vLLM-Kunlun #386: v0.21.0-dev per the installation guide -> No module named 'torch._inductor.custom_graph_pass'
case("vllm-kunlun-386-v0210-dev-launch-no-module-torch-inductor-custom-graph-pass",
     "https://github.com/baidu/vLLM-Kunlun/issues/386",
     "bug: torch version incompatible (ModuleNotFoundError: No module named 'torch._inductor.custom_graph_pass')\n"
     "\n"
     "### Bug Description\n"
     "\n"
     "Hi, team.\n"
     "\n"
     "Installing vllm-kunlun with branch `v0.21.0-dev`, following guide "
     "https://github.com/baidu/vLLM-Kunlun/blob/v0.21.0-dev/docs/source/installation.md\n"
     "\n"
     "However, error occurs when launch vllm:\n"
     "```sh\n"
     "Traceback (most recent call last):\n"
     "  File \"/opt/vllm_kunlun/bin/vllm\", line 10, in <module>\n"
     "    sys.exit(main())\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/vllm/entrypoints/cli/main.py\", line 18, in main\n"
     "    import vllm.entrypoints.cli.benchmark.main\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/xpytorch_import_hook.py\", line 134, in _custom_import\n"
     "    module = builtins.__origin__import__(\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/vllm/entrypoints/cli/benchmark/main.py\", line 10, in <module>\n"
     "    from vllm.entrypoints.utils import VLLM_SUBCMD_PARSER_EPILOG\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/xpytorch_import_hook.py\", line 134, in _custom_import\n"
     "    module = builtins.__origin__import__(\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/vllm/entrypoints/utils.py\", line 19, in <module>\n"
     "    from vllm.engine.arg_utils import EngineArgs\n"
     "  File \"/opt/vllm_kunlun/lib/python3.10/site-packages/xpytorch_import_hook.py\", line 134, in _custom_import\n"
     "    module = builtins.__origin__import__(",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Following the v0.21.0-dev installation guide, the Kunlun environment's torch (the Kunlun xpytorch build, older "
     "than the vLLM the branch installs expects) has no torch._inductor.custom_graph_pass, which that vLLM imports "
     "unconditionally, so the `vllm` CLI dies while importing EngineArgs, before any model or device work. A version "
     "mismatch between the installed vLLM and the platform's PyTorch (the reporter's title), not memory; #451 reports "
     "the same missing module (plus torch.accelerator) on vllm-kunlun 0.25.1 and names the PyTorch as too old.",
     "no fix stored (issue open, no maintainer answer in the stored text); per the title and #451 the environment needs "
     "a PyTorch new enough for the vLLM release the branch installs (or a vLLM release matching the Kunlun torch).",
     release="vLLM-Kunlun v0.21.0-dev (vLLM version not printed in the stored text)",
     gpu="Kunlun XPU (model not named)", gpus=None, command="vllm (launch per the v0.21.0-dev installation guide)",
     forbidden=_MEM,
     note="judgement call 3: the error line is only in the issue title, kept at the top as stored; the body's "
          "traceback is cut in the stored chunk after the fifth frame.")

# ---------------------------------------- vLLM-metax #335: MetaX C500, mistralai/Ministral-3-14B-Instruct-2512 -> KeyError: 'ministral3' in AutoConfig
case("vllm-metax-335-c500-ministral-3-14b-instruct-2512-keyerror-ministral3-autoconfig",
     "https://github.com/MetaX-MACA/vLLM-metax/issues/335",
     "I did try on a C500 server, here is the log. You can see an error message \"KeyError: 'ministral3'\" at the end:\n"
     "\n"
     "CONTAINER ID   IMAGE                                                     COMMAND           CREATED          "
     "STATUS                      PORTS     NAMES\n"
     "b18495b24227   harbor.calypsoai.app/calypsoai/cai_scanner:v3.1.1-metax   \"entrypoint.sh\"   56 seconds ago   "
     "Exited (1) 15 seconds ago             cai-scanner-test\n"
     "...\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/vllm/engine/arg_utils.py\", line 1511, in create_model_config\n"
     "(APIServer pid=9)     return ModelConfig(\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/pydantic/_internal/_dataclasses.py\", line 121, in __init__\n"
     "(APIServer pid=9)     s.__pydantic_validator__.validate_python(ArgsKwargs(args, kwargs), self_instance=s)\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/vllm/config/model.py\", line 510, in __post_init__\n"
     "(APIServer pid=9)     hf_config = get_config(\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/vllm/transformers_utils/config.py\", line 731, in get_config\n"
     "(APIServer pid=9)     config_dict, config = config_parser.parse(\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/vllm/transformers_utils/config.py\", line 242, in parse\n"
     "(APIServer pid=9)     config = AutoConfig.from_pretrained(\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/transformers/models/auto/configuration_auto.py\", line 1372, in from_pretrained\n"
     "(APIServer pid=9)     return config_class.from_dict(config_dict, **unused_kwargs)\n"
     "(APIServer pid=9)   File \"/opt/conda/lib/python3.10/site-packages/transformers/configuration_utils.py\", line 808, in from_dict\n"
     "(APIServer pid=9)     config = cls(**config_dict)",
     "model_type_unknown", {}, "transformers_too_old",
     "Serving mistralai/Ministral-3-14B-Instruct-2512 with a MetaX (vLLM-metax) image on a C500: vLLM's get_config -> "
     "AutoConfig.from_pretrained builds the outer config class, whose constructor looks up the nested model_type "
     "'ministral3' and fails with KeyError: 'ministral3' - the transformers in the image does not know the Ministral 3 "
     "text model type, so the API server dies in create_model_config before any device work. The thread is a "
     "'[New Model]' request: the image does not support the model yet (read from the message; no maintainer diagnosis "
     "stored).",
     "no fix reached (issue open, a '[New Model]' request); the message points at an image whose transformers (and "
     "vLLM) support the 'ministral3' model type.",
     release="vLLM-metax image (harbor.calypsoai.app/calypsoai/cai_scanner:v3.1.1-metax); vLLM version not printed",
     gpu="MetaX C500", gpus=None, command=None, forbidden=_MEM,
     note="judgement call 4: the excerpt joins the commenter's sentence and docker ps lines (first stored chunk) with the "
          "traceback frames of the next stored chunk ('...' marks the gap, shell prompt lines with a host name left "
          "out); the KeyError line itself is only in the commenter's sentence.")

# ---------------------------------------- FlagGems #6261: NVIDIA H20 with FlagGems -> IncompatibleModelError: FlagTune has no model for 'nvidia-h20/flaggems/mm/general_tma/f16-f16-f16'
case("flaggems-6261-h20-flagtune-incompatiblemodelerror-mm-general-tma-startup-crash",
     "https://github.com/flagos-ai/FlagGems/issues/6261",
     "【FR】Bug: FlagGems `mm` operator crashes startup — IncompatibleModelError: FlagTune has no model for "
     "'nvidia-h20/flaggems/mm/general_tma/f16-f16-f16' (H20, reproduced on DeepSeek-70B & Phi-4-o1)\n"
     "\n"
     "## Bug Report: FlagGems `mm` operator crashes startup due to missing FlagTune cost model "
     "(`IncompatibleModelError`)\n"
     "\n"
     "### Description\n"
     "\n"
     "When running inference with FlagGems enabled on NVIDIA H20, the first invocation of the `mm` operator goes "
     "through the **FlagTune cost-model tuning path** and looks up the platform model bundle by key "
     "`nvidia-h20/flaggems/mm/general_tma/f16-f16-f16`.\n"
     "...\n"
     "The exception propagates up through `libentry.py:1013 run` and, during vLLM `EngineCore._initialize_kv_caches → "
     "determine_available_memory()` (KV-cache warmup triggers the first `mm` call), crashes the worker and **fails "
     "service startup**.",
     None, {}, "unrecognized",
     "With FlagGems enabled under vLLM on an NVIDIA H20, the first `mm` call (vLLM's profiling run in "
     "_initialize_kv_caches -> determine_available_memory) takes FlagGems' FlagTune cost-model tuning path; the "
     "installed FlagTune platform bundle for nvidia-h20 (nvidia-h20_v1.0.0) has no model for the key "
     "'nvidia-h20/flaggems/mm/general_tma/f16-f16-f16', model_loader raises IncompatibleModelError, and "
     "flag_gems.utils.libentry.flagtune_policy does not fall back to default tuning as its docstring promises, so the "
     "worker dies and the service does not start. Model-independent (DeepSeek-70B and Phi-4 alike); an operator-library "
     "/ tuning-bundle bug, not memory and not the vLLM configuration (the reporter's diagnosis).",
     "no fix stored (issue open); the report asks for flagtune_policy to fall back to the default tuning path when the "
     "FlagTune model is missing (or for the nvidia-h20 bundle to cover the key).",
     release="FlagGems with FlagTree FlagTune (versions not in the stored chunk); vLLM version not shown",
     gpu="NVIDIA H20", gpus=None, command=None, forbidden=_MEM,
     note="judgement call 5: the excerpt is the title and the description's first and last location sentences as "
          "stored ('...' marks the two diagnosis sentences left out: the bundle path that lacks the key and the "
          "missing fallback). The sibling report FlagGems #6371 (Moore Threads musa, flagtune unsupported backend + "
          "broken fallback, closed) is the same class and was not taken.")

if __name__ == "__main__":
    BATCH.write()
