"""Round-847 blind batch: NON-NVIDIA PLATFORMS (ROCm, XPU, Ascend, TPU, Metal, CPU); collected by a helper and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round847-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 36 of 40. 1 case. Dropped: vllm#20743, #37828, #9331 (no resolution), an Atlas 300I Duo homelab note (no
repository), other EasyInfer events (thin, used or unresolved).

1 case:
- easyinfer-agent-deployment-kimi-k26-w4a8-tp8-single-node-npu-oom-674mib: https://github.com/jianzhnie/EasyInfer/blob/171c6e92f3d1bcb0604b4a5801a720116bcd316c/docs/AGENT_DEPLOYMENT.md

Judgement calls for the lead: easyinfer: read at 171c6e9 with git show from a fetched snapshot (read_file serves only
3c5ec83, which lacks the event); the text matches the index's copy of the file. oom_profiling with
weights_exceed_budget is a fair alternative reading.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round847-blind")
case = BATCH.case

case('easyinfer-agent-deployment-kimi-k26-w4a8-tp8-single-node-npu-oom-674mib',
     'https://github.com/jianzhnie/EasyInfer/blob/171c6e92f3d1bcb0604b4a5801a720116bcd316c/docs/AGENT_DEPLOYMENT.md',
     "# LLM 推理部署指南 — Ascend NPU 集群\n\n> **日期**: 2026-06-15 | **集群**: 10×8 Ascend 910C | **vLLM-Ascend**: 0.20.2 | **CANN**: 9.0.0\n[...]\n| # | Model | Size | Port | TP×PP | Context | MTP | Tool | Time | Status |\n|---|-------|------|------|-------|---------|-----|------|------|--------|\n[...]\n| 4 | **Kimi-K2.6** W4A8 | 500G | [...]\n[...]\n### 1.3 验证环境\n\n- **容器**: `vllm-ascend-env` (quay.io/ascend/vllm-ascend:v0.20.2rc1-a3)\n- **当前可用节点**: 10.16.201.229 (单节点 8× NPU)\n[...]\n- **每节点**: 8× Ascend 910C × 65GB HBM\n[...]\n### 2.2 Kimi-K2.6 (W4A8)\n\n```\nconfig.json:\n  architectures:          ['KimiK25ForConditionalGeneration']\n  hidden_size:            7168\n  num_hidden_layers:      61\n  n_routed_experts:       384 (8 per token)\n  num_nextn_predict_layers: 0          ← 无 MTP\n  max_position_embeddings: 262144\n  kv_lora_rank:           512\n  q_lora_rank:            1536\n  vision_config:          Vision Transformer (27 layers)\n  quantization:           W4A8\n```\n[...]\n### Issue 3: Kimi-K2.6 W4A8 单节点 OOM 🔴\n\n| 项目 | 内容 |\n|------|------|\n| **严重度** | BLOCKING (单节点) |\n| **错误** | `torch.OutOfMemoryError: NPU out of memory. Tried to allocate 674.00 MiB` |\n[...]\n| **验证** | 2026-06-15 单节点 TP=8 GPU_MEM_UTIL=0.95 MAX_MODEL_LEN=8192 仍 OOM |",
     'oom_loading',
     {'tried_gib': 0.66, 'tensor_parallel_size': 8, 'gpu_memory_utilization': 0.95, 'max_model_len': 8192},
     'weights_do_not_fit',
     "Eco-Tech Kimi-K2.6 W4A8 (KimiK25ForConditionalGeneration, 384 experts, 500G of weights) served with vllm-ascend 0.20.2 on one node of 8x Ascend 910C (8 x 65GB = 520GB HBM) at TP=8. The author's diagnosis in the same table: '500G 模型 + 8×65GB = 520GB HBM, 加载后无剩余空间' (a 500G model on 520GB of HBM leaves no room once loaded), so torch_npu ran out of memory on a 674 MiB allocation even at GPU_MEM_UTIL=0.95 and MAX_MODEL_LEN=8192.",
     "the author, same table: '必须使用多节点: TP=8 PP=2 (2 节点)' (must go multi-node, TP=8 x PP=2 over two nodes); the overview table lists Kimi-K2.6 as served at TP×PP 8×2 with 131K context, '✅ 多节点 / ❌ 单节点 OOM'.",
     release='0.20.2 (vllm-ascend 0.20.2, image quay.io/ascend/vllm-ascend:v0.20.2rc1-a3, CANN 9.0.0)',
     gpu='Huawei Ascend 910C (65GB HBM each, 8 per node)',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization', 'at_most': 0.95}, {'flag': '--max-model-len', 'at_most': 8192}, {'flag': '--tensor-parallel-size', 'above': 8}, {'flag': '--kv-cache-dtype'}],
     note="Source: the EasyInfer deployment guide docs/AGENT_DEPLOYMENT.md as of commit 171c6e9 (2026-06-16, 'Update docs'); the Issue-3 table was removed again in 2011e33. Tying: the index holds this exact version (find_string hit id 56032550389, 15,899 chars), but read_file would not serve it at a named commit (it only serves 3c5ec83 for this path, and answered 'stored, but not at that commit' for 171c6e9 and 67c8e66). So the text was read at commit 171c6e92f3d1bcb0604b4a5801a720116bcd316c from the fetched git snapshot (git show); it is character for character the indexed text (15,899 chars). SECOND EVENT from an already-used file: docs/AGENT_DEPLOYMENT.md@3c5ec83 was used for the MiniMax-M2.7 MTP 'Unsupported speculative method' case (Issue 2 there). This is a different failure (Kimi-K2.6 single-node NPU OOM) with its own figures and its own fix, and the 3c5ec83 version does not contain it. Excerpt: the title and date/version line; the overview table's header and the Kimi row cut after the size cell (the rest of the row gives away the fix: '8×2 ... ✅ 多节点 / ❌ 单节点 OOM'); section 1.3's container, node and per-node lines (the '单节点容量: 520GB HBM, 可部署 ≤450G 模型' capacity line is the author's diagnosis, left out); section 2.2's model config (its '部署要求: TP=8 PP=2, 2 节点' line, which is the fix, left out); and the Issue 3 table with its 原因 (cause) and 修复 (fix) rows left out and the 验证 row (the failing config) kept. Numbers: 674.00 MiB -> tried_gib 0.66; TP=8, GPU_MEM_UTIL=0.95 and MAX_MODEL_LEN=8192 come from the 验证 row. command is None: the failing run was examples/kimi_k2_6_w4a8/vllm/run_vllm.sh at the same commit (vllm serve ... --tensor-parallel-size $TP --pipeline-parallel-size $PP --quantization ascend --gpu-memory-utilization $GPU_MEM_UTIL --max-model-len $MAX_MODEL_LEN --enable-expert-parallel ...) with those env values, but the doc does not post the exact invocation. Judgement calls: kind oom_loading or oom_profiling. The phase is not printed, and the author's '加载后无剩余空间' (no room left once loaded) could also mean the profile/KV step, in which case weights_exceed_budget would be the other fair cause. I chose weights_do_not_fit because 500G of weights on 520GB in total leaves no usable headroom under any budget, and the fix is more NPUs (PP=2 over 2 nodes), not a setting. gpus_available is 8, the one node that was available ('当前可用节点: 10.16.201.229 (单节点 8× NPU)'); the cluster has 10 such nodes, reachable only through multi-node Ray. Forbidden: lowering utilization or length (already 0.95 / 8192 and still OOM), TP above the node's 8 NPUs, and KV dtype (it does not touch the weights). Not forbidden: --pipeline-parallel-size 2 / multi-node (the fix).")

if __name__ == "__main__":
    BATCH.write()
