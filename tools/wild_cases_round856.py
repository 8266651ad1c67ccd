"""Round-856 blind batch: MORE EVENTS IN NOTES USED ONCE (8); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round856-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 7. 4 cases (three from AlexGS74's working-state notes). Dropped: BranKein/3D-Mem (its vLLM events used),
humanjesse/vllm-v100 (used), AIMA (not stored), JacobHsu (one event), CodeGandee (a calibration failure).

4 cases:
- alexgs74-glm47-nvfp4-rtxpro6000-sm120-flashinfer-prefill-plan-crash: https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md
- alexgs74-glm47-nvfp4-vllm0151-attention-backend-triton-unknown: https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md
- alexgs74-glm47-nvfp4-vllm0151-qkv-proj-k-scale-keyerror: https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md
- ianyhwu-verl-qwen3-4b-nvfp4-qat-b200-flashinfer-cutlass-vs-marlin-uint8-assert: https://github.com/IanYHWu/verl-may-2026-async/blob/6765f3b6fa8306e233869d7cc1ff4a1a258ac5d1/docs/quantized_rl_learnings.md

Judgement calls for the lead: alexgs74 FlashInfer: the author posted two traceback lines, no message. ianyhwu:
plugin_kernel_bug a fair alternative; the --enforce-eager forbid is the collector's reasoning, not the source's.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round856-blind")
case = BATCH.case

case('alexgs74-glm47-nvfp4-rtxpro6000-sm120-flashinfer-prefill-plan-crash',
     'https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md',
     '# vLLM SM120 NVFP4 — Working State Report\n\n**Date:** 2026-02-21\n**Hardware:** 4x NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition (SM120, CC 12.0, 96 GiB each)\n**Driver:** 580.105.08\n**Model:** `Salyut1/GLM-4.7-NVFP4` (177B ModelOpt/NVFP4, local HF cache snapshot)\n\n---\n\n## Working Dependency Versions\n\n| Package | Version |\n|---------|---------|\n| vllm | 0.15.1 |\n| torch | 2.9.1+cu128 |\n| transformers | 4.57.6 |\n| flashinfer | 0.6.1 |\n| Python | 3.12 |\n| CUDA | 12.8 (cu128) |\n| Driver | 580.105.08 |\n| GPU | RTX PRO 6000 Blackwell Max-Q (SM120 / CC 12.0) |\n\n[...]\n\nRun with:\n```bash\nTP=4 bash /home/alex/mllm/serve_glm47_nvfp4_vllm.sh\n[...]\n\n## Errors Encountered (in order)\n\n### 1. flashinfer attention backend fails on SM120\n\n```\nFile "vllm/v1/attention/backends/flashinfer.py", line 1045, in build\n    prefill_wrapper.plan(...)\n```',
     None,
     {'tensor_parallel_size': 4},
     'attention_backend_gpu',
     "vLLM 0.15.1's default FlashInfer attention backend crashes at prefill_wrapper.plan() on SM120 (RTX PRO 6000 Blackwell, CC 12.0); the author's flag table: 'flashinfer attention backend crashes at prefill_wrapper.plan() on SM120', and the serve script's comment 'flashinfer rejects SM120'. The attention backend does not work on this GPU generation; memory and parallelism are not involved.",
     "'**Fix:** `--attention-backend TRITON_ATTN`' (author's report, Errors Encountered entry 1); the healthy run logs 'Using AttentionBackendEnum.TRITON_ATTN backend.' Note the uppercase name: '--attention-backend triton' was rejected.",
     release='0.15.1',
     gpu='NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition',
     gpus=4,
     command='TP=4 bash /home/alex/mllm/serve_glm47_nvfp4_vllm.sh',
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size', 'above': 4}, {'flag': '--cpu-offload-gb'}, {'flag': '--attention-backend', 'value': 'FLASHINFER'}],
     note="Used before: the same file (this commit) gave round-earlier fixture github-alexgs74-glm47-nvfp4-4x-rtxpro6000-sampler-warmup-1024 (its 'Errors Encountered' entry 2, sampler-warmup OOM, fixed by --gpu-memory-utilization 0.80). This case is a different event of the file with its own message and its own fix. Excerpt: the report's header and dependency table, the 'Run with:' TP=4 line, then the 'Errors Encountered' heading and entry 1's heading and its traceback fragment as posted. Left out: the entry's Fix line, the attempted 'triton' name and its ValueError (a separate case, alexgs74-glm47-nvfp4-vllm0151-attention-backend-triton-unknown), the serve script variables (ATTENTION_BACKEND=TRITON_ATTN '# flashinfer rejects SM120') and the flag table (both give the answer). The author posted only two traceback lines, with no exception message, so message_kind is null; the entry heading ('flashinfer attention backend fails on SM120') is the author's own and is kept because a person would paste it. Judgement call: cause attention_backend_gpu (backend unusable on this GPU, switch backend); attention_backend_feature_unsupported is a fair alternative. Heading 'Errors Encountered' precedes entry 2 (already used) too; only entry 1 is in the excerpt.")

case('alexgs74-glm47-nvfp4-vllm0151-attention-backend-triton-unknown',
     'https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md',
     "# vLLM SM120 NVFP4 — Working State Report\n\n**Date:** 2026-02-21\n**Hardware:** 4x NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition (SM120, CC 12.0, 96 GiB each)\n**Driver:** 580.105.08\n**Model:** `Salyut1/GLM-4.7-NVFP4` (177B ModelOpt/NVFP4, local HF cache snapshot)\n\n---\n\n## Working Dependency Versions\n\n| Package | Version |\n|---------|---------|\n| vllm | 0.15.1 |\n| torch | 2.9.1+cu128 |\n| transformers | 4.57.6 |\n| flashinfer | 0.6.1 |\n| Python | 3.12 |\n| CUDA | 12.8 (cu128) |\n| Driver | 580.105.08 |\n| GPU | RTX PRO 6000 Blackwell Max-Q (SM120 / CC 12.0) |\n\n[...]\n\nAttempted `--attention-backend triton` first, which raised:\n```\nValueError: Unknown attention backend: 'TRITON'. Valid options are: FLASH_ATTN, TRITON_ATTN, ...\n```",
     'vllm_check_failed',
     {},
     'vllm_check_failed',
     "The user passed --attention-backend triton; vLLM 0.15.1 validates the value against its AttentionBackendEnum, whose names are uppercase and whose Triton member is TRITON_ATTN, so 'TRITON' is not a valid option and the launch stops at argument validation. 'Backend names in vLLM v0.15.1 are uppercase.'",
     "Pass the enum name: '--attention-backend TRITON_ATTN' (author: 'vLLM names are uppercase — `TRITON_ATTN` not `triton`'); the working run logs 'Using AttentionBackendEnum.TRITON_ATTN backend.'",
     release='0.15.1',
     gpu='NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition',
     gpus=4,
     command='TP=4 bash /home/alex/mllm/serve_glm47_nvfp4_vllm.sh',
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size'}, {'flag': '--kv-cache-dtype'}, {'flag': '--attention-backend', 'value': 'triton'}, {'flag': '--attention-backend', 'value': 'TRITON'}],
     note="Used before: the same file (this commit) gave fixture github-alexgs74-glm47-nvfp4-4x-rtxpro6000-sampler-warmup-1024 (Errors Encountered entry 2). This is a different failure with its own message and fix: the sentence and ValueError inside entry 1, raised by the author's first attempt at a workaround for the flashinfer crash (entry 1's main event is case alexgs74-glm47-nvfp4-rtxpro6000-sm120-flashinfer-prefill-plan-crash). Excerpt: header and dependency table, then the 'Attempted ... which raised:' sentence and error block verbatim; the following 'Backend names ... are uppercase.' line is the answer and is left out. The ellipsis '...' in the ValueError is the author's own (they shortened the list). No figures. Kind/cause vllm_check_failed as in amdgpudriver-mi308x-dsv3 (an invalid backend name rejected by validation); the command with the flag is not posted beyond the sentence, so command keeps the launcher line. gpus_available 4 from the header.")

case('alexgs74-glm47-nvfp4-vllm0151-qkv-proj-k-scale-keyerror',
     'https://github.com/AlexGS74/glm47-nvfp4-sm120/blob/1c78e3314006596681dcb16e0b33a29520f28fae/docs/vllm-sm120-nvfp4-working-state.md',
     "# vLLM SM120 NVFP4 — Working State Report\n\n**Date:** 2026-02-21\n**Hardware:** 4x NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition (SM120, CC 12.0, 96 GiB each)\n**Driver:** 580.105.08\n**Model:** `Salyut1/GLM-4.7-NVFP4` (177B ModelOpt/NVFP4, local HF cache snapshot)\n\n---\n\n## Working Dependency Versions\n\n| Package | Version |\n|---------|---------|\n| vllm | 0.15.1 |\n| torch | 2.9.1+cu128 |\n| transformers | 4.57.6 |\n| flashinfer | 0.6.1 |\n| Python | 3.12 |\n| CUDA | 12.8 (cu128) |\n| Driver | 580.105.08 |\n| GPU | RTX PRO 6000 Blackwell Max-Q (SM120 / CC 12.0) |\n\n[...]\n\nRun with:\n```bash\nTP=4 bash /home/alex/mllm/serve_glm47_nvfp4_vllm.sh\n[...]\n\n**Symptom:**\n```\nKeyError: 'layers.41.self_attn.qkv_proj.k_scale'\n```",
     'weight_loading_mismatch',
     {'tensor_parallel_size': 4},
     'weight_loading_mismatch',
     'The checkpoint Salyut1/GLM-4.7-NVFP4 does not contain FP8 KV-cache scale tensors (k_scale, v_scale). vLLM 0.15.1 added an AutoWeightLoader path in glm4_moe.py that iterates the raw checkpoint keys and raises KeyError when those scale tensors are absent from params_dict. A weight-loader / checkpoint-format mismatch, not memory or parallelism.',
     'The author patched vLLM\'s glm4_moe.py in two places (QKV shard path ~line 528 and general path ~line 590): "if (\'k_scale\' in name or \'v_scale\' in name) and name not in params_dict: continue" before param = params_dict[name]; afterwards only a benign \'Checkpoint does not provide a q scaling factor\' warning, harmless with TRITON_ATTN (author\'s report, \'Patch 1\').',
     release='0.15.1',
     gpu='NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition',
     gpus=4,
     command='TP=4 bash /home/alex/mllm/serve_glm47_nvfp4_vllm.sh',
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 4}],
     note="Used before: the same file (this commit) gave round-earlier fixture github-alexgs74-glm47-nvfp4-4x-rtxpro6000-sampler-warmup-1024 (its 'Errors Encountered' entry 2, sampler-warmup OOM, fixed by --gpu-memory-utilization 0.80). This case is a different event of the file with its own message and its own fix. Excerpt: the report's title/header block and its dependency table, the 'Run with:' line with TP=4 (the opening of that code block; the redirect variant and the rest of the 'Serve Script' section left out, '[...]'), then Patch 1's '**Symptom:**' block. The patch heading ('Skip missing k_scale / v_scale in weight loader'), its Cause paragraph and the patch code are the answer and are left out. The dependency table is the author's working state after the fixes, but vLLM 0.15.1 is the version that raised the KeyError (the Cause names 0.15.1). Judgement call: cause weight_loading_mismatch as in vllm-pr37214 (same KeyError on qkv_proj.k_scale for an NVFP4 checkpoint); release_regression is a fair alternative reading, since the author says 0.15.1 'added' the loader path that fails. TP=4 is printed only as the launcher's env variable; the author has 4 GPUs, the model needs all 4.")

case('ianyhwu-verl-qwen3-4b-nvfp4-qat-b200-flashinfer-cutlass-vs-marlin-uint8-assert',
     'https://github.com/IanYHWu/verl-may-2026-async/blob/6765f3b6fa8306e233869d7cc1ff4a1a258ac5d1/docs/quantized_rl_learnings.md',
     "# Quantized training in verl — getting NVFP4 / FP8 RL working\n\nNotes from getting NVFP4 QAT, FP8 rollout-only, and FP8 E2E running in\n`verl-may-2026-async` on B200 + CUDA 12.8. Goal of this doc: capture the\nnon-obvious bits so the next person doesn't re-derive them.\n\n[...]\n\nAll three variants share the same scaffolding:\n- Qwen3-4B-Instruct-2507 (Qwen3.5 not supported by the QAT-required megatron-bridge)\n- acemath_rl_4b_inst_hard (DAPO-formatted), 16k max response\n- DAPO judge (1.0 / 0.0 rewards + overlong soft penalty in last 4k)\n- Colocate (sync) mode, GRPO, n=8, bsz=64, mbsz=32\n- TP=2, ckpt + optimizer + grad offload, recompute = full\n- **Token-level TIS** (`rollout_correction.rollout_is=token`, threshold=2.0)\n\n[...]\n\nVersions in our env (do not change without asking):\n- `torch 2.10.0+cu128`, CUDA toolkit 12.8 (system nvcc).\n- `transformers 5.5.4`, `vllm 0.19.1`, `megatron-core 0.16.1`,\n  `transformer_engine 2.13.0`, `compressed-tensors 0.15.0.1`.\n- New, peripheral: `nvidia-modelopt 0.44.0`, `megatron-bridge 0.3.0rc0` (pinned), `pulp`.\n\n[...]\n\n```\ntorch._dynamo.exc.Unsupported: Data-dependent assertion failed\n  assert weight.dtype == torch.uint8\n```",
     'torch_compile_error',
     {'tensor_parallel_size': 2},
     'quantization_kernel_bug',
     "B200 reports compute capability 10.0, so vLLM 0.19.1 auto-picks FLASHINFER_CUTLASS for the NVFP4 GEMM, but verl's modelopt patch (vllm_modelopt_patch.py) packs the rollout weights in Marlin layout. The non-Marlin branch's asserts in vllm/.../nvfp4_utils.py:226 (weight.dtype == torch.uint8) then fail while torch.compile traces the model, because the cutlass branch expects a different weight format. A mismatch between the NVFP4 GEMM backend vLLM selected and the weight layout, not memory.",
     "Author: '**Fix**: explicitly pin marlin in the NVFP4 script: export VLLM_NVFP4_GEMM_BACKEND=marlin' (the NVFP4 QAT pipeline then runs end-to-end; its later accuracy collapse is a separate, non-launch matter).",
     release='0.19.1',
     gpu='B200',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 8}],
     note="Used before: this file (same commit) gave fixture github-ianyhwu-verl-b200-leftover-ray-vllm-procs-free-48.48-of-178.35 (its 'Old Ray processes hold GPU memory' section, free-memory check). This case is a different event of the file (section 'vLLM NVFP4 backend selection on B200') with its own message and fix. Excerpt: the title and opening paragraph, the shared-scaffolding bullets (TP=2), the version list, then that section's error block verbatim. Left out ('[...]'): the section heading and its first paragraph (names the cause: auto-picked FLASHINFER_CUTLASS vs Marlin layout), the parenthetical after the block, and the Fix; also the TL;DR table, the install steps and verl-patch list. No figures in the message; tensor_parallel_size 2 from the scaffolding bullet; 8xB200 from the doc's performance section ('8×B200'). The launch is vLLM inside verl's colocated rollout (no vllm serve command). Judgement call on cause: quantization_kernel_bug (NVFP4 GEMM backend path fails for these weights, fixed by choosing another backend via env); plugin_kernel_bug is a fair alternative, since the layout comes from verl's own patch to vLLM's weight processing. message_kind torch_compile_error (a torch._dynamo.exc.Unsupported raised while compiling); --enforce-eager is forbidden because the same assert would fail without Dynamo.")

if __name__ == "__main__":
    BATCH.write()
