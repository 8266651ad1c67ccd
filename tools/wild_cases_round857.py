"""Round-857 blind batch: MORE EVENTS IN NOTES USED ONCE (9); collected by a helper and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round857-blind"``; the lead grades it once
(tests/golden/wild/BLIND.md, the session of 2026-12-07, fifteenth).

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source text
only (earlier fixtures for the labels and `numbers` keys). Excerpts are the text as the stored file shows it, the
author's diagnosis and the fix left out where the text allows (see each note).

Look-ups: 13. 4 cases. Dropped: files not stored at the named commit (Tandemn-Labs, AncientStudying), the same failure
as a used job (DeL-TaiseiOzaki), files with only used events (Divhanthelion, BTGenTP, KevinZeng88), lmtune R8 / R13 /
R19 (no verbatim error, doubtful cause, no fix).

4 cases:
- hydralisk-dsv4-flash-nvfp4-tp8-rtx-pro-6000-deepgemm-o-proj-unknown-sf-transformation: https://github.com/OpenAgentsInc/hydralisk/blob/5c58d2daaadac0b1386982a4dad41ed686ed6ad7/docs/evidence/2026-06-24-deepseek-b12x-full-model-g4.md
- lmtune-b200-gpt-oss-120b-dbo-microbatching-needs-deepep-allgather-reducescatter: https://github.com/JinmooSeok-Dev/lmtune/blob/689da8ebf48dd95043f987624f014e09edccc474/b200/docs/regressions.md
- lmtune-b200-gpt-oss-120b-unrecognized-arguments-cross-node-type-simulator-axes: https://github.com/JinmooSeok-Dev/lmtune/blob/689da8ebf48dd95043f987624f014e09edccc474/b200/docs/regressions.md
- pinchbench-runpod-qwen3-17b-sft-merged-openclaw-auto-tool-choice-requires-enable: https://github.com/LyttonFeng/pinchbench-skill/blob/119a12ed61f91607030dbf86d94954c5a9b97ee2/rl/docs/runpod_setup_and_training.md

Judgement calls for the lead: hydralisk: quantization_kernel_bug a fair alternative. pinchbench: a request the running
server refused; the message quoted in part.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round857-blind")
case = BATCH.case

case('hydralisk-dsv4-flash-nvfp4-tp8-rtx-pro-6000-deepgemm-o-proj-unknown-sf-transformation',
     'https://github.com/OpenAgentsInc/hydralisk/blob/5c58d2daaadac0b1386982a4dad41ed686ed6ad7/docs/evidence/2026-06-24-deepseek-b12x-full-model-g4.md',
     '# DeepSeek-V4-Flash B12x full-model G4 smoke\n\n[...]\n\n## Host\n\n```text\nproject=openagentsgemini\nzone=us-central1-b\ninstance=hydralisk-deepseek-v4-b12x-g4-8g-b-20260624092036\nmachine=g4-standard-384\ngpuCount=8\ngpuName=NVIDIA RTX PRO 6000 Blackwell Server Edition\ndriver=580.159.03\ncuda=13.0\nexternalIp=none\n```\n\n[...]\n\n```text\n[...]\nvllm=0.23.0\ntorch=2.11.0+cu130\ntorchCuda=13.0\n```\n\n[...]\n\n## vLLM flags\n\n```text\nmodel=nvidia/DeepSeek-V4-Flash-NVFP4\nrevision=e3cd60e7de98e9867116860d522499a728de1cf9\nmoe_backend=flashinfer_b12x\ntensor_parallel_size=8\nenable_expert_parallel=0\nlinear_backend=triton\nkv_cache_dtype=fp8\nblock_size=256\nmax_model_len=2048\nmax_num_seqs=1\nmax_num_batched_tokens=512\ngpu_memory_utilization=0.95\nHF_HUB_DISABLE_XET=1\n```\n\n## Result\n\nThe direct B12x full-model smoke built and started vLLM successfully, but with\nthe valid DeepSeek NVIDIA `o_proj` path left on, it stopped at the already-known\nDeepGEMM scale-factor layout blocker:\n\n```text\nRuntimeError: Assertion error (csrc/apis/layout.hpp:59): Unknown SF transformation\nsite=vllm/models/deepseek_v4/nvidia/ops/o_proj.py deep_gemm_fp8_o_proj\n```',
     'quantization_unsupported_gpu',
     {'tensor_parallel_size': 8, 'max_model_len': 2048, 'max_num_seqs': 1, 'max_num_batched_tokens': 512, 'gpu_memory_utilization': 0.95},
     'quantization_unsupported_gpu',
     "DeepSeek-V4-Flash's NVIDIA o_proj path in vLLM 0.23.0 (deep_gemm_fp8_o_proj, an FP8 grouped einsum through DeepGEMM) does not work on the SM120 RTX PRO 6000: DeepGEMM's scale-factor layout code has no transformation for what it gets there ('Unknown SF transformation'); the repo's earlier o_proj probe (issue #10) already found the same DeepGEMM layout assertions with both the hopper and blackwell recipes and noted the published recipe targets H100/H200/B200. Memory and parallel settings are not involved.",
     "the author: 'The B12x wrapper was then fixed to propagate the existing default-off HYDRALISK_DEEPSEEK_O_PROJ_FALLBACK control, and the smoke was rerun with the previously proven correctness-first fallback' (HYDRALISK_DEEPSEEK_O_PROJ_RECIPE=hopper, ..._GROUP_RHS=1, ..._RHS_SCALE_MODE=fp32, HYDRALISK_DEEPSEEK_O_PROJ_FALLBACK=bf16_einsum); 'That moved execution past o_proj on all eight ranks and into model startup.'",
     release='0.23.0',
     gpu='NVIDIA RTX PRO 6000 Blackwell Server Edition',
     gpus=8,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--tensor-parallel-size', 'above': 8}, {'flag': '--max-num-seqs'}],
     note="Second event from an already-used file: this evidence file at 5c58d2d was used for its later blocker (DeepGEMM 'Unsupported architecture' in get_paged_mqa_logits_metadata during cudagraph profiling; fixture github-hydralisk-dsv4-flash-nvfp4-tp8-rtx-pro-6000-deepgemm-unsupported-arch). This case is the FIRST blocker in the same file's Result section: a different DeepGEMM assertion (layout.hpp:59 'Unknown SF transformation' in the o_proj FP8 einsum) with its own fix (the bf16_einsum o_proj fallback). Excerpt: title, Host block, the last three lines of the Image block (the derived-image bullet list of patches is cut), the vLLM flags block, and the Result text up to the first error; everything from 'The B12x wrapper was then fixed...' on (the fix, the second failure) is cut. Context for real_cause from the same repo's docs/evidence/2026-06-24-deepseek-v4-flash-o-proj-g4.md at d0e78ed (read; the layout.hpp:39 assertions with both recipes, and 'likely a vLLM/DeepGEMM build mismatch for DeepSeek-V4 on RTX PRO 6000 ... hardware that matches the published H100/H200/B200 recipe'). Judgement call: kind/cause quantization_unsupported_gpu (an FP8 DeepGEMM kernel path that does not support SM120), matching the sibling fixture; quantization_kernel_bug is a fair alternative reading (the author speaks of a 'scale-factor layout blocker' in a patched fork image). The fix is a fork-specific env switch away from the DeepGEMM FP8 o_proj path, not a standard vLLM flag; numbers are the engine config from the flags block. A private smoke on a patched vLLM 0.23.0 image, not stock vLLM.")

case('lmtune-b200-gpt-oss-120b-dbo-microbatching-needs-deepep-allgather-reducescatter',
     'https://github.com/JinmooSeok-Dev/lmtune/blob/689da8ebf48dd95043f987624f014e09edccc474/b200/docs/regressions.md',
     '## R16 — [...]\n\n**증상**\n- PR #102 (R15 fix) 머지 후 b4 study 재시작 시 일부 trial 에서 vllm pydantic ValidationError:\n  ```\n  Microbatching currently only supports the deepep_low_latency and\n  deepep_high_throughput all2all backend. allgather_reducescatter is not supported.\n  ```',
     'vllm_check_failed',
     {},
     'vllm_check_failed',
     "vLLM v0.17.1's VllmConfig check (vllm/config/vllm.py:1128-1134) requires all2all_backend to be deepep_low_latency or deepep_high_throughput when enable_dbo (Dual Batch Overlap / microbatching) is on. The wide-EP search space sampled enable_dbo as its own axis (true half the time) and all2all_backend from [allgather_reducescatter, deepep_low_latency, deepep_high_throughput, flashinfer_all2allv, pplx], so some trials got the infeasible pair (enable_dbo=true, all2all_backend=allgather_reducescatter) and vLLM rejected the config.",
     'the author (R16): narrowed all2all_backend.values in b200/search-spaces/b4_gpt_oss_120b_wide_ep.yaml to [deepep_low_latency, deepep_high_throughput], moving comparison against the other backends (with DBO off) into a separate baseline study.',
     release='0.17.1',
     gpu='NVIDIA B200 (dual-node cluster)',
     gpus=16,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--all2all-backend', 'value': 'allgather_reducescatter'}],
     note="Further event from an already-used file (regressions.md at 689da8e; R14a all2all invalid choice and R15 EPLB were used before): R16 is a different vLLM config check (DBO vs all2all backend) with its own fix. Excerpt: R16's symptom as stored; the heading text after 'R16 —' is cut ('wide-EP study 의 DBO + non-deepep all2all_backend infeasible 조합' names the diagnosis), as are the diagnosis and persistence sections. The author calls it a 'vllm pydantic ValidationError'; kind vllm_check_failed as for R15's ParallelConfig error. Judgement: turning DBO off (dropping --enable-dbo) would also satisfy the check, so it is not forbidden; only keeping allgather_reducescatter is. Caveat for graders: with DeepEP the same study then hit a NotImplementedError in DeepEP dispatch_router_logits for MXFP4 gpt-oss with DP>1 (R19), but that is a later, separate failure; the R16 message itself was cleared by the backend restriction.")

case('lmtune-b200-gpt-oss-120b-unrecognized-arguments-cross-node-type-simulator-axes',
     'https://github.com/JinmooSeok-Dev/lmtune/blob/689da8ebf48dd95043f987624f014e09edccc474/b200/docs/regressions.md',
     '## R11 — [...]\n\n**증상**\nstudy 시작 후 모든 trial 이 vllm crash:\n```\nWARNING ... Found duplicate keys --tensor-parallel-size\nvllm: error: unrecognized arguments: --cross-node-type roce --intra-node-type pcie --node-split-strategy dual-node-pp2-tp8\n```\n[...]',
     'vllm_check_failed',
     {},
     'vllm_check_failed',
     "lmtune's merge_params_into_endpoint wrote every unknown search-space key under deployment.engine_args on the (wrong) assumption that vLLM passes unknown keys through as CLI flags; simulator-only axes (cross_node_type, intra_node_type, node_split_strategy, pcp, dcp, ep_strategy, sequence_parallel) therefore reached `vllm serve` as flags, and vLLM's argument parser rejected them. The --warmstart-db option replayed an old b3_parallelism study's trial params, which carried those axes even when the new search space had none.",
     "the author (catalogue entry R11): a _SIMULATOR_ONLY_KEYS set in src/lmtune/deploy/base.py whose keys merge_params_into_endpoint 'silently skip' (never emitted as engine args); immediate workaround: restart the study without '--warmstart-db ... --warmstart-top-k 8' (PR #98 is the fix).",
     release='0.17.1',
     gpu='NVIDIA B200 (dual-node cluster)',
     gpus=16,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cross-node-type'}, {'flag': '--intra-node-type'}, {'flag': '--node-split-strategy'}],
     note="Second/third event from an already-used file: regressions.md of JinmooSeok-Dev/lmtune at 689da8e was used before for R14a (all2all-backend invalid choice 'nixl_ep', github-lmtune-b200-gpt-oss-120b-all2all-backend-invalid-choice-nixl-ep) and R15 (EPLB needs expert parallel, github-lmtune-b200-gpt-oss-120b-eplb-needs-expert-parallel). R11 is a different failure: vLLM's argparse 'unrecognized arguments' for flags vLLM does not have, with its own fix (drop the simulator-only keys). Excerpt: the R11 symptom as stored (Korean line + log block); the heading's description (it names the cause: 'simulator-only axis 가 vllm CLI args 로 emit') and the symptom's last sentence about --warmstart-db replaying the old study's params (diagnostic) are cut as '[...]', as are the diagnosis and persistence sections. Release 0.17.1 is stated elsewhere in the same catalogue (R14, R16, R19); gpus_available 16 = the dual-node B200 cluster (R18: 'B200 dual-node 가용 = 16'), 8 per node. Kind/cause vllm_check_failed follows the earlier fixtures for 'unrecognized arguments' (datatrove --disable-log-requests, dynamo --metrics-endpoint-port). The duplicate-keys WARNING for --tensor-parallel-size is a side effect of the same merge and not fatal; TP is not forbidden (no bound can be stated), memory flags are forbidden because memory is not involved.")

case('pinchbench-runpod-qwen3-17b-sft-merged-openclaw-auto-tool-choice-requires-enable',
     'https://github.com/LyttonFeng/pinchbench-skill/blob/119a12ed61f91607030dbf86d94954c5a9b97ee2/rl/docs/runpod_setup_and_training.md',
     '# RunPod 环境配置与训练流程\n\n[...]\n\n- **GPU**: L40S (46GB) 或 A100 (80GB)\n- **系统**: Ubuntu 22.04 + CUDA 12.8\n- **Python**: 3.12\n\n[...]\n\n### 3. Benchmark 报错 "auto tool choice requires..."\n\n**症状**: `400 "auto" tool choice requires --enable-auto-tool-choice`',
     'vllm_check_failed',
     {},
     'auto_tool_choice_not_enabled',
     "The author's vLLM server for the merged Qwen3-1.7B SFT model (served to OpenClaw / the PinchBench benchmark, which sends tool_choice 'auto') was started without the tool-calling flags, so vLLM's OpenAI server rejected the benchmark's requests with HTTP 400. The file's own diagnosis: '原因: vLLM 启动时缺少参数' (vLLM was started without the parameters).",
     "the author: '确保包含这两个参数 --enable-auto-tool-choice --tool-call-parser hermes'; the file's manual launch command carries both, annotated '--enable-auto-tool-choice: 必须！否则 OpenClaw 会报错' and '--tool-call-parser hermes: 必须！解析 tool_calls'.",
     release=None,
     gpu='L40S (46GB) 或 A100 (80GB)',
     gpus=None,
     command=None,
     forbidden=[{'flag': '--gpu-memory-utilization'}, {'flag': '--max-model-len'}, {'flag': '--kv-cache-dtype'}, {'flag': '--cpu-offload-gb'}, {'flag': '--tensor-parallel-size'}, {'flag': '--max-num-seqs'}, {'flag': '--enforce-eager'}, {'flag': '--quantization'}, {'flag': '--dtype'}],
     note="Second event from an already-used file: runpod_setup_and_training.md at 119a12e was used for its FAQ item 2 (free memory 0.75/44.4 GiB; fixture pinchbench-runpod-sft-vllm-free-0.75-of-44.4). This is FAQ item 3, a different failure with its own message and fix (tool-calling flags missing at launch). Excerpt: the title, three lines of the RunPod instance requirements (section 环境配置 1), and item 3's heading and 症状 line as committed; 原因 / 解决方案 are cut, and so is the manual launch command of section 'vLLM 启动' (it already carries the fix flags). The author quotes vLLM's 400 message abridged (vLLM's full text ends 'and --tool-call-parser to be set'). Not a launch crash but a request refused by a running server for want of launch flags; kind vllm_check_failed / cause auto_tool_choice_not_enabled as in the earlier fixtures for this message (agno-2482, cherry-studio-3689). The FAQ is written as troubleshooting notes, but it comes from the author's own runs (the benchmark with OpenClaw against their served SFT model), per the launch section's annotation. GPU: the file lists the instance requirement 'L40S (46GB) 或 A100 (80GB)' and says 0.95 suits the L40S 46GB; number of GPUs not stated. vLLM version not stated (pip install vllm).")

if __name__ == "__main__":
    BATCH.write()
