"""Round-571 blind batch: DISTRIBUTED start-up failures of vLLM (tensor / pipeline / data / expert parallel sizes, Ray
clusters and placement groups, multi-node, NCCL / Gloo / torch.distributed rendezvous, torchrun and the external
launcher, custom all-reduce, KV-transfer connectors LMCache / Mooncake / NIXL at start-up) across every tracker (vLLM,
llm-d, production-stack, KubeRay, verl, OpenRLHF, Mooncake, NIXL, NCCL); collected by helper wild571 and NOT graded by
the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round571-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

RESULT: 1 case (vllm #48466: DeepSeek-V4-Pro, custom_all_reduce.cuh:455 'invalid argument' at start-up, the reporter
starts it with --disable-custom-all-reduce). The slice is practically mined out: nearly every distributed thread the
issues corpus returns (Ray 'Current node has no GPU', 'Ray does not allocate any GPUs on the driver node', Gloo
connectFullMesh, NCCL invalid usage / Duplicate GPU, custom all-reduce 'invalid argument', world_size != TP x PP under
torchrun, verl / OpenRLHF / SkyRL rollouts, llm-d NIXL side channel, LMCache / Mooncake / NIXL connectors, KubeRay and
production-stack Ray pods) is already a case or is named in an earlier round's give-up list.

Look-ups: 39 of the 40 allowed, all ``search``: 36 corpus=issues, 2 corpus=docs, 1 corpus=pages; no read_file / fetch /
find_* calls. Every candidate was checked with grep -F against /work/coord/USED_SOURCES.txt ("owner/repo #N" and the
URL) and with ``grep -l "#N" tools/wild_cases_round*.py`` before it was taken.

Sources given up (for the lead and later collectors; NOT added to USED_SOURCES.txt because none was taken):
- New to the skip lists, error text reached but no fix / diagnosis in the stored text:
  vllm-project/vllm #18997 and its cross-post NVIDIA/nccl #1726 (same author; KubeRay on EKS, DeepSeek-V2-Lite TP=8
  PP=2 over two 8xH100 nodes: 'ncclCommInitRank failed with error: NCCL error: internal error - please report this
  issue to the NCCL developers' in init_device; the same config works on two 8xA100 nodes, differences driver 550.163.01
  vs 570.133.20 and kernel 5.10 vs 6.1; nccl #1726 closed with no stored answer, vllm #18997 open) -- a later round that
  finds the NCCL maintainers' answer could complete it (kind/cause nccl_error);
  vllm #1723 (ChatGLM2-6B-32K, vLLM 0.2.2, TP=1, 'NCCL related' failure in _init_workers: the stored chunk stops in the
  traceback before the error line; closed, no answer stored; not the ms-swift / xinference #1723 of earlier rounds);
  vllm #53894 (v0.28.0 hangs at start on 2 nodes x 16 H100 with DeepSeek-V4-Pro; --disable-custom-all-reduce made it
  work, hlin99 points at PR #50000's default change; a hang, no error line in the stored chunks).
- New to the skip lists, error line not reached within the budget: vllm #7013 (Ray Data + TP=2, 'cuda errors if I import
  torch' in the actor; only the environment stored), vllm #4034 (existing Ray cluster, engine_use_ray: the fix
  worker_use_ray=True + tensor_parallel_size=1 is stored, the first post's error is not), vllm #12026 (PP with Ray ADAG,
  v0.6.6.post1; only the script stored), vllm #3818 (torch.cuda.is_available() False on the Ray worker node; environment
  only), vllm #51518 (MooncakeConnector P/D: 'Mooncake Transfer Engine initialization failed' with protocol tcp is in a
  results table only, the reporter says not root-caused; the main failure is at transfer time), vllm #19204 (engine
  hangs, NCCL RAS 'Address already in use' warning only), vllm #22361 (gpt-oss-120b DP+EP, script only).
- Already in earlier rounds' give-up lists (looked at again, still incomplete): vllm #13093 (reporter's root cause 'the
  job was sent on the worker node; launching vllm serve on the master node solves it' is stored, but the
  'Current node has no GPU available' line is only in the title); vllm #29265 (the full line "ValueError: Current node
  has no GPU available. current_node_resource={'accelerator_type:T4': 1.0, 'bundle_group_...': 999.999, ...
  'node:74.10.28.48': 1.0, ...}" IS stored, but no fix); vllm #16978 (V0 DP + CUDA_VISIBLE_DEVICES, NCCL invalid usage,
  no answer); vllm #6938 (maintainer: Ray needs all cluster GPUs used, 68 with the driver node; error line not stored);
  vllm #4410 (codezakh's STRICT_PACK placement-group fix stored, error not); vllm #5613, #9046, #7588 (custom all-reduce
  'invalid argument'); vllm #18567 (DP=4 crash, WorkerProc initialization failed only); verl #1191 / #1785 (verl's own
  'rollout world_size: 1 is not divisible by infer_tp: 2' assert, not vLLM's message, as round 64 said).
- Already used (USED_SOURCES.txt / golden): vllm #3688, #7201, #3190, #8908, #5094, #7074, #3069, #1726, #28873,
  #15217, #28997, #14413; VLMEvalKit #561; ms-swift #3739; kuberay #2354, #3436; production-stack #407, #653;
  LMCache #605, #1998; posttrainarena PR #46; llm-d PR #650; zai-org/GLM-4 #573; trl PR #3310, #3446; verl #161;
  aws-do-eks PR #50; gpustack #2125; NVIDIA-NeMo/Skills #1059; vllm-project/vime PR #186.

Judgement calls for the lead:
1. vllm-48466: round 346 listed "vllm 48466" (written without '#', so ``grep -l "#48466"`` does not find it) as given up
   because its stored chunk lacked the error line; the chunk this round reached ("[turn 0 by yiminghub2024, continued]")
   does carry "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:455 'invalid argument'", so it was taken. It is
   not a case anywhere else (no golden file has its URL). Drop it if the lead reads round 346's list as binding.
2. vllm-48466 kind: allocator_config_incompatible, the label every earlier fixture with the custom_all_reduce.cuh:455
   'invalid argument' message uses (vllm-49101, vllm-9774, club3090-upstream, animate-banana ...). The cause is NOT
   the expandable-segments allocator here (the stored text names no PYTORCH_CUDA_ALLOC_CONF), so the cause label is
   custom_allreduce_unsupported (used twice before): the custom all-reduce path fails on this launch while NCCL itself
   came up, and disabling it is the only remedy the thread shows. The lead may prefer allocator_config_incompatible for
   both (the most common root of line 455) or release_regression.
3. vllm-48466 GPU: the stored thread names no GPU model (hostname ic-jwiyxffr-0000, eight ranks in the NCCL ring);
   the same reporter's vllm-project/recipes PR #617 ("fix h20*8 deepseek-v4-pro-dspark bug") suggests 8x H20, but
   that is another thread, so gpu=None, gpus=8 (from the ring 0..7 on one host).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round571-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- vllm #48466: DeepSeek-V4-Pro, --max-num-batched-tokens 16384 -> custom_all_reduce.cuh:455 'invalid argument'
case("vllm-48466-deepseek-v4-pro-8gpu-max-batched-16384-custom-allreduce-455-invalid-argument",
     "https://github.com/vllm-project/vllm/issues/48466",
     "[Bug]: deepseek-v4-pro with --max-num-batched-tokens 16384 custom-all-reduce failed\n"
     "\n"
     "### Your current environment\n"
     "\n"
     "deepseek-v4-pro with --max-num-batched-tokens 16384  custom-all-reduce failed\n"
     "\n"
     "erro:\n"
     "ic-jwiyxffr-0000:139:139 [0] NCCL INFO Channel 23/24 : 0 1 3 2 4 6 5 7\n"
     "\n"
     "ic-jwiyxffr-0000:139:139 [0] NCCL INFO P2P Chunksize set to 524288\n"
     "\n"
     "ic-jwiyxffr-0000:139:139 [0] NCCL INFO Check P2P Type isAllDirectP2p 1 directMode 0 isAllCudaP2p 1\n"
     "\n"
     "ic-jwiyxffr-0000:139:1742 [0] NCCL INFO [Proxy Service] Device 0 CPU core 100\n"
     "\n"
     "ic-jwiyxffr-0000:139:1743 [0] NCCL INFO [Proxy Service UDS] Device 0 CPU core 5\n"
     "\n"
     "ic-jwiyxffr-0000:139:139 [0] NCCL INFO threadThresholds 8/8/64 | 64/8/64 | 512 | 512\n"
     "\n"
     "ic-jwiyxffr-0000:146:146 [7] NCCL INFO Channel 20/0 : 7[7] -> 0[0] via P2P/CUMEM\n"
     "\n"
     "ic-jwiyxffr-0000:146:146 [7] NCCL INFO Channel 21/0 : 7[7] -> 0[0] via P2P/CUMEM\n"
     "\n"
     "ic-jwiyxffr-0000:146:146 [7] NCCL INFO Channel 22/0 : 7[7] -> 0[0] via P2P/CUMEM\n"
     "\n"
     "ic-jwiyxffr-0000:146:146 [7] NCCL INFO Channel 23/0 : 7[7] -> 0[0] via P2P/CUMEM\n"
     "\n"
     "ic-jwiyxffr-0000:146:146 [7] NCCL INFO Connected all rings, use ring PXN 0 GDR 1\n"
     "\n"
     "Failed: Cuda error /workspace/csrc/custom_all_reduce.cuh:455 'invalid argument'",
     "allocator_config_incompatible", {"max_num_batched_tokens": 16384}, "custom_allreduce_unsupported",
     "A DeepSeek-V4-Pro launch on one 8-GPU host (eight ranks in the NCCL ring, P2P/CUMEM transport) with "
     "--max-num-batched-tokens 16384: NCCL initialises and connects its rings, then vLLM's own custom all-reduce (the "
     "CUDA-IPC based kernel used for tensor-parallel all-reduce) fails in custom_all_reduce.cuh:455 with CUDA 'invalid "
     "argument' and the engine does not start. The failure is in the custom all-reduce path, not NCCL, weights or KV "
     "memory; the thread does not diagnose why the IPC registration is rejected on this launch (no allocator setting is "
     "shown), and the reporter ties it to the 16384 batched-token setting.",
     "the reporter (yiminghub2024, in the issue description, 2026-07-13): 'if i add --disable-custom-all-reduce its "
     "started successful' (tensor-parallel all-reduce then falls back to NCCL); no maintainer reply in the stored text "
     "(issue open)",
     release=None, gpu=None, gpus=8, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue title and description as the stored chunks show them (two chunks of turn 0: the "
          "description's start and its continuation), with whole NCCL lines selected; left out: the reporter's line "
          "'if i add --disable-custom-all-reduce its started successful' (the fix), the very long NCCL 'Trees' line, a "
          "line the chunk cuts mid-word ('... 32 p2p channels per p'), channels 10/0-19/0 of rank 7 (same shape as the "
          "ones kept), and the cut tail after the error line ('llCu'). Round 346 listed this issue as 'error line not in "
          "the stored text'; the continuation chunk reached here does contain it (judgement call 1).")

if __name__ == "__main__":
    BATCH.write()
