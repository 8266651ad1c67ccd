"""Round-465 blind batch: REPOSITORIES' OWN FILES (troubleshooting handbooks, deployment skills / post-mortem notes,
experiment run records committed in repositories) that quote a vLLM start-up error verbatim together with what fixed
it (or what the authors pinned as the cause); collected by helper wild465 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round465-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source files
only. Excerpts are verbatim line selections of the committed file (read from the fetched snapshot, ``git show``); the
authors' root cause / fix paragraphs are left out.

Look-ups: 25 of the 40 allowed: 9 ``search`` (corpus=code), 6 ``find_string`` ("is not supported for now",
"error: unrecognized arguments: --", "Too large swap space", "vllm serve: error: unrecognized arguments",
"default chat template is no longer allowed", "./download_model.sh ms"), 3 ``read_file`` (by id), 5 ``find_files``
(paths vllm.log, vllm_server.log, configs/presets.sh, scripts/bench_http.py; repo zhuzhiqianggg/vllm under docs),
and 2 ``fetch`` (Approaching-AI/AIMA, zhuzhiqianggg/vllm), whose snapshots were then grepped locally at no
look-up cost. 5 cases from 3 files in 2 repositories:
- zhuzhiqianggg/vllm docs/TROUBLESHOOTING.md (a Chinese ops handbook of a 2x RTX 4090 48GB Qwen3.5/3.6-35B-A3B-FP8
  docker-compose deployment; the handbook says it collects "all problems met in this deployment"): Error 804 (host
  driver 570 vs the vllm/vllm-openai:latest = 0.26.0 image built on CUDA 13.0; FINAL_STATUS.md in the same commit
  records the driver upgrade 570.172.08 -> 580.173.02 "matching vLLM 0.26.0") and 'vllm serve: error: unrecognized
  arguments: --swap-space=4 --disable-log-requests' (the compose command at HEAD no longer carries either flag).
- Approaching-AI/AIMA .claude/skills/k3s-gpu-pod-deployment.md (the project's deployment-experience skill file, numbered
  bugs with symptom / root cause / fix): Bug 11 (Qwen3-Coder-Next-FP8 on GB10, kv_cache_dtype fp8_e4m3 refused by
  FLASH_ATTN; fix: drop kv_cache_dtype, leave auto) and section 20 (scitrera/dgx-spark-vllm images built on CUDA 13.1
  on a GB10 with driver 580 / CUDA 13.0: 'the provided PTX was compiled with an unsupported toolchain' at FULL graph
  capture; fix: use the CUDA 13.0 vllm-nightly image instead of upgrading the driver).
- Approaching-AI/AIMA artifacts/uat/explorer/2026-04-17-explorer-rerun-v3-gb10-4t/.../experiments/017-GLM-4.7-Flash-
  NVFP4-vllm.md (an automated explorer's run record on a GB10): the standard vllm image lacks compressed_tensors.

Sources given up (for the lead, not cases):
- Already used / in earlier skip lists: nvidia-cosmos/cosmos-reason2 docs/troubleshooting.md (ptxas sm_121a, a fixture);
  AIMA artifacts/knowledge/* and artifacts/uat/v0.4/u1-linux-1-rerun/* (rounds 190/192/196); the committed vllm.log /
  vllm_server.log files listed by find_files (most repositories already named in earlier rounds; no fix text in a log).
- Not attributable within the budget (find_string ids, no repository): id 51811320621, 'Available Quantized Models --
  Gemma 4 26B-A4B-IT' (cyankiwi/gemma-4-26B-A4B-it-AWQ-4bit on a RunPod L40S, vLLM 0.19.0 + transformers 5.5.0):
  QUANTIZATION=awq -> 'Quantization method specified in the model config (compressed-tensors) does not match the
  quantization method specified in the `quantization` argument (awq).' and the quant's stripped chat_template -> 'As of
  transformers v4.44, default chat template is no longer allowed'; fix: no --quantization, vendor Google's
  tokenizer_config.json (one code search did not find the repository). Id 62488062517, an RTX 5090 vLLM 0.27.0
  Qwen3.8-27B-NVFP4 environment doc (errors only paraphrased; probably the ayayalar TurboQuant repository, already used).
  The 'vLLM Server Startup Script Fix' note (api_server.py unrecognized arguments = the wrapper's own log lines on
  stdout; two code searches did not name the repository).
- Not a case: generic troubleshooting tables (vLLM CLI, 'Common vLLM Deployment Issues', Module 1.10 course notes),
  id 52925167594 ('--enable-reasoning is dead': a hypothetical repro), id 60783658760 (a knowledge-base regex list),
  id 69388772965 (chat-template 400 with the cause explicitly 'NOT established'), AIMA's explorer 'Transformers does not
  recognize qwen3_5' rows (AIMA's own pre-flight compatibility check, not vLLM's start-up), AIMA k3s Bug 9
  (--limit-mm-per-prompt json.loads; left unfixed as tech debt) and Bug 5 (AIMA's own empty model path).

Judgement calls for the lead:
1. Round 192 skipped "AIMA skills" as conditional guidance. The two AIMA skill cases taken here are dated, concrete
   incidents on the authors' own GB10 (engine image and model named, error quoted, fix applied in the catalog), not
   advice; drop them if the lead treats the whole skill file as guidance.
2. Two cases each come from one file (zhuzhiqianggg TROUBLESHOOTING.md; AIMA k3s skill): different failures with
   different fixes, so taken as separate cases; the lead may count each file once.
3. zhuzhiqianggg 'unrecognized arguments': kind/cause vllm_check_failed, as the 31 earlier fixtures with this message.
   The handbook's fix is 'remove the deprecated flags' (checked against the compose file at HEAD, which has neither).
   release 0.26.0 is read from FINAL_STATUS.md (the latest image at the time), not printed next to the error.
4. AIMA PTX case: kind/cause cuda_driver_mismatch, as round 442 labelled the same message (ganuda); here the authors'
   diagnosis is exactly a toolkit-newer-than-driver mismatch (CUDA 13.1 image on a CUDA 13.0 driver). The failure is at
   FULL CUDA-graph capture after weights loaded; --enforce-eager was not what they did (they changed image).
5. AIMA explorer 017: dependency_missing / container_image_broken (as vllm-omni-7038 and vllm-43528). No fix was
   reached in the run; the cause is the explorer's own 'confirmed' finding (summary.md) and the message. release
   0.19.0 is inferred from experiment 016 of the same run, where engine 'vllm' is qujing/vllm-gemma4-gb10:0.19.0-
   torchmoe2.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round465-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]
ZHU = "https://github.com/zhuzhiqianggg/vllm/blob/3771c2ec47b957238fc3c09af8ad90d1f1e64c3c/docs/TROUBLESHOOTING.md"
AIMA = "https://github.com/Approaching-AI/AIMA/blob/8ee8585bc15a8d4a1aaa40975a7ae530c84897f9/"

# ------------------------------------------------------------------ zhuzhiqianggg: Error 804, driver 570 vs CUDA 13.0 image
case("github-zhuzhiqianggg-vllm-2x4090-48gb-v0260-image-error-804-driver-570",
     ZHU,
     '### 3.1 vLLM 启动报 `Error 804: forward compatibility was attempted on non supported HW`\n\n**症状**：\n```\nFailed to get device capability: Unexpected error from cudaGetDeviceCount()\nError 804: forward compatibility was attempted on non supported HW\n```\n\n**环境**：2×RTX 4090 (48GB，无 NVLink) + Qwen3.5-35B-A3B-FP8',
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "The vllm/vllm-openai:latest image (vLLM 0.26.0, PyTorch 2.11+cu130) is built on CUDA 13.0 while the host driver "
     "570.172.08 supports at most CUDA 12.8; the driver cannot run a newer CUDA, so cudaGetDeviceCount fails with "
     "Error 804 (the handbook's root cause; the version table puts vLLM >= 0.26 at driver 580+).",
     "the authors upgraded the NVIDIA driver to 580 (FINAL_STATUS.md, same commit: 570.172.08 -> 580.173.02, 'CUDA 13.0, "
     "matching vLLM 0.26.0'), reloaded the modules and restarted docker; the service then came up healthy on both 4090s",
     release="0.26.0", gpu="NVIDIA GeForce RTX 4090 48GB", gpus=2,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"}],
     note="A Chinese ops handbook (docs/TROUBLESHOOTING.md) committed with the deployment; the environment line is from "
          "section 7.7 of the same file. DEPLOY_NOTES.md / FINAL_STATUS.md in the same commit give the driver versions "
          "and the image (vllm/vllm-openai:latest, 0.26.0).")

# ------------------------------------------------------------------ zhuzhiqianggg: removed flags in the compose command
case("github-zhuzhiqianggg-vllm-2x4090-compose-swap-space-disable-log-requests-unrecognized",
     ZHU,
     '### 3.2 vLLM 启动报 `unrecognized arguments`\n\n**症状**：\n```\nvllm serve: error: unrecognized arguments: --swap-space=4 --disable-log-requests\n```\n\n**环境**：2×RTX 4090 (48GB，无 NVLink) + Qwen3.5-35B-A3B-FP8',
     "vllm_check_failed", {}, "vllm_check_failed",
     "The compose file's command (arguments to the image's `vllm serve` ENTRYPOINT) passed --swap-space=4 and "
     "--disable-log-requests, which the vLLM in the latest image (0.26.0) no longer accepts, so argparse refused the "
     "launch.",
     "the handbook's fix: check `serve --help` of the image and remove the deprecated flags (swap-space, "
     "disable-log-requests), leaving vLLM's defaults; the committed docker-compose.yml at HEAD has neither flag and uses "
     "--enable-log-requests",
     release="0.26.0", gpu="NVIDIA GeForce RTX 4090 48GB", gpus=2,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--swap-space"}, {"flag": "--disable-log-requests"}],
     note="Same handbook as the Error 804 case, a different failure (section 3.2).")

# ------------------------------------------------------------------ AIMA skill Bug 11: GB10 Qwen3-Coder-Next-FP8, fp8 KV vs FLASH_ATTN
case("github-aima-gb10-qwen3-coder-next-fp8-kv-fp8-e4m3-flash-attn-kv-cache-dtype-not-supported",
     AIMA + ".claude/skills/k3s-gpu-pod-deployment.md",
     "## 十六、Qwen3-Coder-Next-FP8 部署经验（GB10, 80B MoE）\n\n### 部署概要\n\n| 项目 | 值 |\n|------|-----|\n| 模型 | Qwen3-Coder-Next-FP8 (80B total / 3.2B active, 512 experts × 10 active) |\n| 架构 | `Qwen3NextForCausalLM` (model_type: `qwen3_next`) |\n| 引擎 | aima-vllm-qwen3-omni:latest (vLLM v0.1.dev1+g6a3c7ede8) |\n| 硬件 | GB10 Grace-Blackwell, 122 GiB unified memory |\n| 配置 | gmu=0.85, max_model_len=128000, chunked_prefill=true, dtype=auto |\n\n### Bug 11：kv_cache_dtype=fp8_e4m3 与 FLASH_ATTN 不兼容\n\n**现象**：vLLM 启动失败，报错 `ValueError: Selected backend AttentionBackendEnum.FLASH_ATTN is not valid for this configuration. Reason: ['kv_cache_dtype not supported']`",
     "kv_cache_dtype_unsupported", {}, "kv_cache_dtype_unsupported",
     "The model YAML's default_config set kv_cache_dtype fp8_e4m3; Qwen3-Coder-Next (qwen3_next, a hybrid attention + "
     "Mamba-style architecture) is routed to FLASH_ATTN in this vLLM build, and FLASH_ATTN does not support an FP8 KV "
     "cache there, so backend selection refused the configuration (the authors' root cause).",
     "the authors removed `kv_cache_dtype: fp8_e4m3` from the model YAML's default_config and let vLLM choose (auto); the "
     "deployment then ran (gmu 0.85, max_model_len 128000, 22.86 GiB KV cache)",
     release="0.1.dev1+g6a3c7ede8 (local nightly build, aima-vllm-qwen3-omni:latest)", gpu="NVIDIA GB10", gpus=1,
     command=None,
     forbidden=[{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"},
                {"flag": "--kv-cache-dtype", "value": "fp8_e4m3"}, {"flag": "--kv-cache-dtype", "value": "fp8"},
                {"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--cpu-offload-gb"}],
     note="AIMA's deployment-experience skill file (numbered bugs with symptom / root cause / fix), section 16, "
          "'Qwen3-Coder-Next-FP8 deployment on GB10'. The excerpt's config row is the working configuration the section "
          "reports; the bug's own launch additionally had kv_cache_dtype=fp8_e4m3 (per the heading).")

# ------------------------------------------------------------------ AIMA skill section 20: CUDA 13.1 image on a CUDA 13.0 GB10 driver
case("github-aima-gb10-driver-580-scitrera-dgx-spark-vllm-cuda131-ptx-unsupported-toolchain-full-graph",
     AIMA + ".claude/skills/k3s-gpu-pod-deployment.md",
     '## 二十、CUDA PTX 兼容性问题：scitrera/dgx-spark-vllm 与 GB10 Driver 580（2026-03-04）\n\n### 问题概述\n\nGB10 从 K3S 迁移到纯 Docker 后，部署 `scitrera/dgx-spark-vllm` 镜像时 CUDA graph capture 阶段崩溃：\n\n```\ntorch.AcceleratorError: CUDA error: the provided PTX was compiled with an unsupported toolchain.\n```\n\n权重加载（~4min）和 PIECEWISE graph capture 均成功，仅 FULL graph capture 失败。',
     "cuda_driver_mismatch", {}, "cuda_driver_mismatch",
     "Every scitrera/dgx-spark-vllm tag is built on CUDA 13.1, while the GB10's driver 580.126.09 supports CUDA 13.0; PTX "
     "compiled by the 13.1 toolchain cannot be JIT-compiled by the 13.0 driver, which surfaced at the FULL decode "
     "CUDA-graph capture (the authors' root-cause table).",
     "the authors did not upgrade to driver 590 (not supported on GB10 / DGX OS 7.4.0 pins 580); they switched the model "
     "variants to the vllm-nightly image (vllm/vllm-openai qwen3_5-cu130, CUDA 13.0) first, keeping the scitrera "
     "variant only as a fallback that needs driver 590+",
     release=None, gpu="NVIDIA GB10", gpus=1,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"}],
     note="Same AIMA skill file as the Bug 11 case, a different incident (section 20, dated 2026-03-04). The scitrera "
          "tags named in the file span 0.13.0-t4 .. 0.16.1-dev-t5; which one failed is not stated, so release is None.")

# ------------------------------------------------------------------ AIMA explorer exp 017: GLM-4.7-Flash-NVFP4, image lacks compressed_tensors
case("github-aima-explorer-gb10-glm47-flash-nvfp4-vllm-image-no-module-compressed-tensors",
     AIMA + "artifacts/uat/explorer/2026-04-17-explorer-rerun-v3-gb10-4t/workspace-final/explorer/experiments/"
            "017-GLM-4.7-Flash-NVFP4-vllm.md",
     '# Experiment 017: GLM-4.7-Flash-NVFP4 / vllm\n\n## Task\n\n```yaml\nkind: validate\nmodel: GLM-4.7-Flash-NVFP4\nengine: vllm\nengine_params:\n    gpu_memory_utilization: 0.9\n    max_model_len: 8192\nsearch_space: {}\nbenchmark:\n    concurrency:\n        - 1\n        - 2\n    input_tokens:\n        - 128\n        - 512\n    max_tokens:\n        - 128\n        - 256\n    requests_per_combo: 10\nreason: Fulfills pending validate_baseline for an unexplored Ready combo not present in Recent History. The standard vllm image\'s GB10 deploy-timeout blocker is Qwen-specific per summary.md; no blocker applies to this GLM model, making it the most viable remaining validate obligation.\n```\n\n## Result\n\n```yaml\nstatus: failed\nstarted_at: "2026-04-17T06:46:52Z"\nduration_s: 610.62001363\nerror: \'pre-flight deploy: wait for deployed endpoint GLM-4.7-Flash-NVFP4: timeout waiting for inference endpoint GLM-4.7-Flash-NVFP4 (10m0s): (APIServer pid=1) ModuleNotFoundError: No module named \'\'compressed_tensors\'\'\'\n```',
     "dependency_missing", {}, "container_image_broken",
     "The GB10 'vllm' engine image (qujing/vllm-gemma4-gb10) does not ship the compressed_tensors package that the "
     "GLM-4.7-Flash-NVFP4 checkpoint's quantization config needs, so the API server died at start-up with "
     "ModuleNotFoundError, which AIMA saw only as a 10-minute endpoint timeout (the explorer's agent notes and "
     "summary.md: 'Standard vllm image is missing the compressed_tensors dependency required for NVFP4 models', "
     "confidence confirmed).",
     "no fix reached: the explorer marked the combination blocked on that image (the only other engine, sglang, was also "
     "blocked on GB10); the remedy implied is an image with compressed-tensors installed",
     release="0.19.0", gpu="NVIDIA GB10", gpus=1,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="An automated explorer's run record committed under artifacts/uat (AIMA, 2026-04-17, GB10 '4t' host). The same "
          "record is copied in the rerun-v2 workspace; one case. release inferred from experiment 016 of the same run.")

BATCH.write()
