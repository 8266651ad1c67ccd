"""Round-637 blind batch: vLLM start-up failures of DATA-PARALLEL and EXPERT-PARALLEL launches (--data-parallel-size /
-dp, --data-parallel-size-local, --data-parallel-address / --data-parallel-rpc-port, hybrid / external LB, --headless,
DP across nodes, --enable-expert-parallel with DP, EPLB, all2all back-ends (deepep_*, pplx, naive, flashinfer_*),
DeepEP / pplx-kernels not installed, DP coordinator timeouts), any tracker, 2025-2026; collected by helper wild637 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round637-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom``, tests/wild_grade.py or the test suite
on these excerpts, and did not read kvroom's source; every expectation was written from the source thread only.
Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 39 of the 40 allowed, all ``search`` (38 corpus=issues, 1 corpus=pages); none refused. 1 case:
vllm #40790 (DeepSeek-V4-Flash-Base launched with DP4 + EP on 8x H20 in the deepseekv4-cu129 image: the V4 loader's
routed-expert layout does not match the Base checkpoint's FP8 block-scaled experts, shape 2048 vs 16 in _load_w13).

THE SLICE IS MINED OUT. Every DP / EP / all2all / EPLB / headless / DP-coordinator thread the searches returned was
either already in /work/coord/USED_SOURCES.txt, named in an earlier round's skip list, or its stored chunks stop before
the error line. The one case taken is a DP+EP launch whose failure is in expert weight loading (not in the DP / EP
machinery itself); see judgement call 1.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): vllm #20399, #45784, #52435, #24109, #16222, PR #55914; vllm-ascend #672, #924;
  ai-dynamo/dynamo #1408.
- Named in earlier rounds' skip lists (not re-opened): vllm #18567, #26898, #15604, #27259, #22886, #25680, #44878,
  #32400, #54493, #23244, #16978, #18553, #7716, PR #53743, #47982, #32488, #34249, PR #32622; gpustack #3379;
  vllm-ascend #4503, #3633, #3977, #2600, #1558, #727; llm-d #671, #241; uccl #651; llm-d-infra PR #195;
  verl #4926, #4979, #3296; kuberay #4366; ray #59064, PR #56980; dynamo #1871, #12323; flashinfer #2032, #3206;
  trl PR #3310, #3446; lm-evaluation-harness #2904.
- Error line not in the stored chunk (new sources, one look-up each did not reach it): vllm #47722 (EP + DP GLM-5.2
  wide-ep-lws 'shape mismatch during KV cache init': only the pod YAML is stored), #21603 (DeepEP with Qwen3-Coder:
  '## Error Info' then nothing; the log is an image), #27513 (PPLX all2all + microbatching (DBO) assertion, v0.11.0,
  DP-local 8 on LWS: chunk stops in the API server's INFO lines; the assertion text is PR #23693's 'Microbatching
  currently only supports the deepep_low_latency all2all backend', which would be a good case if its error chunk were
  reachable), PR #53900 (ROCm: `vllm serve amd/Qwen3.5-35B-A3B-MXFP4 --data-parallel-size 2` fails after PR #53311
  made flashinfer_nvlink_one_sided the default all2all backend; traceback cut at GroupCoordinator; the PR is 'closed',
  and #54268 'enable all2all fi_one_sided by default only for GB200/GB300' is open), #27440 (Qwen3-VL-235B NVFP4
  DP+TP+EP FlashInfer MoE AllGather assertion: traceback cut, open / stale, no fix), #26067 (DSR1 + DEP8 on B200 with
  FlashInfer TRT-LLM MoE kernels: a maintainer comment says 'Flashinfer Throughput kernels are not present for DSR1
  FP8', but the error text is not in any stored chunk reached; #26069 / #26070 are the same family, open),
  vllm-ascend #1060 (DP=2 device init error on 910B2: only npu-smi reached; a late commenter says use
  --data-parallel-size-local / --data-parallel-address, not '-dp 2'), verl #6856 (vLLM rollout DP>1 across two
  LUMI MI250X nodes: only the config reached), vllm #51986 (mnnvl allreduce workspace init on IB-only multi-node
  TP8/EP8: only the fd_exchange WARNING lines, no failing error).
- Not a start-up failure / not vLLM's message: vllm #23534 (offline DP script: ranks finishing at different times),
  #43648 (DeepSeek-V4-Flash-FP8 DP+EP crash after serving part of a benchmark), #32388 / #18702 / #16588 (usage
  questions / feature request, no error line stored), verl PR #5339 (verl's own assertion), NeMo-RL PR #1045 and
  discuss.vllm.ai 'dp-8-enable-expert-parallel-ep-rank' (no failure).
- Outside the slice, noted for another collector: vllm #47284 (FlashInfer mnnvl allreduce buffer-size ValueError at
  CUDA graph capture, GLM-5.2-FP8 TP8 on 8x H200 without NVSwitch multicast after PR #47219, closed; the ValueError's
  text was cut in the stored chunk).

Judgement calls for the lead:
1. vllm-40790: the launch is DP4 + --enable-expert-parallel, but the failure is the expert weight loader, not DP / EP
   plumbing. Kind and cause weight_loading_mismatch, following vllm-pr32879 (MoE packed-weight shape clash at expert
   load, labelled weight_loading_mismatch / weight_loading_mismatch). The cause is pinned by a commenter in the
   thread (BenWongCityuCS: 'almost certainly a checkpoint format mismatch caused by loading the wrong model variant')
   and independently by NVIDIA-NeMo/Automodel #2034 (sharonyu-115, 2026-04-24: -Base stores routed experts as FP8
   with 128x128 block scales, w1.scale [16, 32]; -Flash stores FP4-packed experts with per-row scales, w1.scale
   [2048, 128]; 'DSV4 weight loader crashes on -Base as it only supports the instruct model layout') and by vllm
   PR #42970 (DeepSeek V4 expert_dtype defaulting to 'fp4' for FP8 checkpoints that lack the field; that PR shows
   'closed'). 2048 vs 16 is exactly the per-row vs 128-block scale row count. No fix in the thread itself; the lead
   may prefer cause release_regression / unsupported-checkpoint if such a label exists for 'checkpoint variant the
   release's loader does not support'. No numbers: the excerpt prints no memory / parallel figure from the list
   (data_parallel_size 4 is only on the command line, and there is no key for it).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round637-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #40790: DeepSeek-V4-Flash-Base, DP4 + EP on 8x H20-96G, deepseekv4-cu129 image -> _load_w13 size 2048 vs 16
case("vllm-40790-deepseek-v4-flash-base-dp4-ep-8xh20-load-w13-size-2048-vs-16",
     "https://github.com/vllm-project/vllm/issues/40790",
     "[Bug]: dpsk v4 on 8* H20-96G\n"
     "\n"
     "(Worker_DP0_EP0 pid=2366) ERROR 04-24 08:02:05 [multiproc_executor.py:879]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/model_executor/layers/fused_moe/layer.py\", line 830, in "
     "_load_model_weight_or_group_weight_scale\n"
     "(Worker_DP0_EP0 pid=2366) ERROR 04-24 08:02:05 [multiproc_executor.py:879]     self._load_w13(\n"
     "(Worker_DP0_EP0 pid=2366) ERROR 04-24 08:02:05 [multiproc_executor.py:879]   File \"/usr/local/lib/python3.12/"
     "dist-packages/vllm/model_executor/layers/fused_moe/layer.py\", line 956, in _load_w13\n"
     "(Worker_DP0_EP0 pid=2366) ERROR 04-24 08:02:05 [multiproc_executor.py:879]     expert_data.copy_(loaded_weight)\n"
     "(Worker_DP0_EP0 pid=2366) ERROR 04-24 08:02:05 [multiproc_executor.py:879] RuntimeError: The size of tensor a "
     "(2048) must match the size of tensor b (16) at non-singleton dimension 0\n"
     "Loading safetensors checkpoint shards:   2% Completed | 1/46 [00:00<00:40,  1.11it/s]\n"
     "\n"
     "```text\n"
     "docker run --gpus all -itd --name=dpsk_v4_flash \\\n"
     "  --privileged --ipc=host -p 8000:8000 \\\n"
     "  -v /mnt/deepseek-ai:/models \\\n"
     "  -e VLLM_ENGINE_READY_TIMEOUT_S=3600 \\\n"
     "   vllm/vllm-openai:deepseekv4-cu129 /models/DeepSeek-V4-Flash-Base \\\n"
     "  --trust-remote-code \\\n"
     "  --kv-cache-dtype fp8 \\\n"
     "  --block-size 256 \\\n"
     "  --enable-expert-parallel \\\n"
     "  --data-parallel-size 4 \\\n"
     "  --compilation-config '{\"cudagraph_mode\":\"FULL_AND_PIECEWISE\", \"custom_ops\":[\"all\"]}' \\\n"
     "  --max-model-len auto \\\n"
     "  --tokenizer-mode deepseek_v4 \\\n"
     "  --tool-call-parser deepseek_v4 \\\n"
     "  --enable-auto-tool-choice \\\n"
     "  --reasoning-parser deepseek_v4 \\\n"
     "  --max-num-seqs 12 \\\n"
     "  --max-num-batched-tokens 16384 --speculative_config '{\"method\":\"mtp\",\"num_speculative_tokens\":2}'\n"
     "```",
     "weight_loading_mismatch", {}, "weight_loading_mismatch",
     "The checkpoint is DeepSeek-V4-Flash-Base, whose routed experts are stored as FP8 (e4m3) with 128x128 block "
     "scales (w1.scale [16, 32]), while the DeepSeek-V4 loader in the deepseekv4-cu129 image only handles the "
     "instruct DeepSeek-V4-Flash layout (FP4-packed experts with per-row scales, w1.scale [2048, 128]; expert_dtype "
     "defaults to fp4 when the config lacks it). Copying the Base checkpoint's 16-row block scale into the 2048-row "
     "parameter fails in FusedMoE._load_w13 on the first shard. A checkpoint-variant / loader mismatch: not memory, "
     "and not caused by DP4 or expert parallelism.",
     "no fix reached in the stored thread (closed). A commenter (BenWongCityuCS, 2026-04-24) diagnosed 'a checkpoint "
     "format mismatch caused by loading the wrong model variant'; NVIDIA-NeMo/Automodel #2034 (sharonyu-115) records "
     "that vLLM's DSv4 weight loader crashes on -Base because it only supports the instruct layout, and vllm PR "
     "#42970 (closed) proposed inferring expert_dtype=fp8 for FP8 V4 checkpoints. What would work: serve the "
     "instruct DeepSeek-V4-Flash checkpoint, or a vLLM build whose DeepSeek-V4 loader reads FP8 routed experts.",
     release="vllm/vllm-openai:deepseekv4-cu129 image", gpu="NVIDIA H20 96GB", gpus=8,
     command="vllm/vllm-openai:deepseekv4-cu129 /models/DeepSeek-V4-Flash-Base --trust-remote-code "
             "--kv-cache-dtype fp8 --block-size 256 --enable-expert-parallel --data-parallel-size 4 "
             "--max-model-len auto --max-num-seqs 12 --max-num-batched-tokens 16384 "
             "--speculative_config '{\"method\":\"mtp\",\"num_speculative_tokens\":2}'",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}, {"flag": "--data-parallel-size", "above": 8},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the stored description (the traceback's tail, then the docker command the reporter pasted inside "
          "the environment <details>); the earlier traceback frames and the commenter's diagnosis are left out. The "
          "GPU count comes from the title ('8* H20-96G'); DP4 uses four of them. The expert-layout figures are from "
          "NVIDIA-NeMo/Automodel #2034, not from this thread.")

BATCH.write()
