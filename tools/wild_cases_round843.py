"""Round-843 blind batch: CHINESE NOTES FOUND BY THEIR OWN WORDS; collected by a helper and NOT graded by the collector
-> tests/golden/wild/<id>.json, each marked ``"batch": "round843-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 37 of 40. 2 cases from one file used before for pitfalls #22 and #25 (this round: #9 and #23). Dropped: used
files (tke-guide, xuchu0726, hzqjgthy, LightZero, hanchi-gao, pinchbench, easyinfer); the MiniMax-M3 fork note and a
Qwen3-ASR INT4 note (no repository).

2 cases:
- gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-use-moe-ep-kernel-unsupported-fused-moe-backend: https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md
- gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-vfio-device-busy-other-process: https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md

Judgement calls for the lead: #23: cause accelerator_env_invalid (release_regression the alternative). #9: the author
quoted only the core error line.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round843-blind")
case = BATCH.case

case('gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-use-moe-ep-kernel-unsupported-fused-moe-backend',
     'https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md',
     "### 23. `USE_MOE_EP_KERNEL=1` 含义变化导致 FUSED_MOE 报错\n\n**现象**：设置 `USE_MOE_EP_KERNEL=1` 后 vLLM 启动报错：\n```\nNotImplementedError: Unsupported moe backend: MoEBackend.FUSED_MOE!\nCurrently supported: [<MoEBackend.GMM_EP: 'gmm_ep'>, <MoEBackend.GMM_TP: 'gmm_tp'>]\n```",
     'vllm_check_failed',
     {},
     'accelerator_env_invalid',
     "DeepSeek R1 671B (FP4 MoE experts) served through vLLM with Google's tpu-inference plugin on a TPU v7x-8, with USE_MOE_EP_KERNEL=1 set in the environment. After an upstream tpu-inference update, USE_MOE_EP_KERNEL=1 no longer maps to the GMM_EP kernel but to a new FUSED_MOE backend (for a fused EP kernel), which the JAX model path does not implement (it only has GMM_EP and GMM_TP), so select_moe_backend() returned FUSED_MOE and the launch was refused. A stale kernel-selection environment variable whose meaning changed, not a memory or parallelism problem.",
     "the author: '不要设 `USE_MOE_EP_KERNEL`' (do not set USE_MOE_EP_KERNEL); left unset, use_ep=True (from expert_parallelism=8 + tensor_parallelism=1 in --additional-config) falls back to GMM_EP",
     release="not stated for this pitfall (after an upstream tpu-inference update; the guide's install check shows vllm 0.19.1rc1.dev321+g6dc949140.tpu with tpu-inference branch feature/moe-fp4-weight-cache)",
     gpu='Google TPU v7x-8 (4 chips, 8 devices)',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size', 'above': 8}],
     note="Source: the guide's pitfall #23 heading and its symptom ('现象': after setting USE_MOE_EP_KERNEL=1 the vLLM launch errors) with the quoted error block, verbatim; the '原因' (cause), code path and '修复' (fix) paragraphs after it left out. This is a second use of an already-used file (pitfalls #22 and #25 were taken by earlier rounds): a different failure with its own message and its own fix. The heading itself names the variable and says its meaning changed ('含义变化'), which is part of what the user pasted; it does not state the fix. Judgement calls: kind vllm_check_failed (a plugin refusal raised as NotImplementedError at MoE backend selection); cause accelerator_env_invalid (an accelerator-platform environment variable set to a value wrong for this path); release_regression (upstream changed the variable's mapping) is the fair alternative. No numbers printed. No command is given for this launch; TP 8 over the 8 devices in the guide's serve commands.")

case('gpu-tpu-pedia-deepseek-r1-fp4-tpu7x-vfio-device-busy-other-process',
     'https://github.com/yangwhale/gpu-tpu-pedia/blob/55d33c9a7d746597df054769848b6f15efd9bf2b/tpu/tpu-inference/DeepSeek-R1-671B-FP4/README.md',
     '### 9. TPU device busy\n\n**现象**：`TPU initialization failed: open(/dev/vfio/4): Device or resource busy`',
     'no_gpu_visible',
     {},
     'other_process',
     "While bringing up DeepSeek R1 671B FP4 with vLLM + tpu-inference on a TPU v7x-8 (both in a Docker container and bare on the TPU VM), a new vLLM/JAX launch could not open the TPU's VFIO device because another process, a Docker container or a Python process, was still holding the TPU. The TPU is exclusive to one process, so initialization failed with 'Device or resource busy'.",
     "the author: '`sudo docker stop <container>` 或 `kill <pid>`，然后 `sudo rm /tmp/libtpu_lockfile`' (stop the container or kill the process holding the TPU, then remove the libtpu lockfile); pitfall #15 of the same guide adds checking with `fuser /dev/vfio/*` that orphaned EngineCore children are gone",
     release="0.19.1rc1.dev321+g6dc949140.tpu with tpu-inference branch feature/moe-fp4-weight-cache (the guide's install check; not restated for this pitfall)",
     gpu='Google TPU v7x-8 (4 chips, 8 devices)',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--enforce-eager'}, {'flag': '--tensor-parallel-size'}],
     note="Source: the guide's pitfall #9 heading and its symptom line ('现象'), verbatim; the '原因' (cause: another process, Docker container or Python process, occupying the TPU) and '修复' (fix) lines left out. Second use of an already-used file (pitfalls #22 and #25 taken by earlier rounds): a different failure with its own message and fix. The author quotes only the core error, without the JAX 'Unable to initialize backend tpu' wrapper or a traceback. Judgement call: kind no_gpu_visible, as earlier fixtures kind the same TPU vfio-busy message; cause other_process. Pitfall #15 (orphan EngineCore keeping /dev/vfio busy after the main process was killed) is the same failure with a more specific holder; not taken as its own case. No numbers printed; no command given for this launch.")

if __name__ == "__main__":
    BATCH.write()
