"""Round-350 blind batch: MULTI-GPU and MULTI-NODE set-up failures of vLLM at start-up (NCCL / Gloo errors, Ray
cluster and placement groups, distributed init, TP or PP sizes that do not fit the GPUs or nodes, P2P / custom
all-reduce / shared memory), any tracker; collected by helper wild350 and NOT graded by the collector ->
tests/golden/wild/<id>.json, each marked ``"batch": "round350-blind"``; the lead grades it once. A HELD-OUT
measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 48 of the 50 allowed, all ``search`` corpus=issues (no fetch / read_file / find_string). 5 cases. The
issues corpus returns one chunk of a thread per hit, so the error line and the answer were seldom both reachable; most
NCCL "unhandled system error" threads found had either no stored fix or were already used. Two of the five carry a
maintainer's answer not confirmed by the author, one a bisected regression without the closing fix, one no fix at all
(said so in fix_that_worked).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): vllm #39774, #5828, #2406, #1710, #5094, #7074, #7201, #4232, #414,
  #2652, #596, #5790, #8908, #15217, #20226, #24004, #36861, #14413, #3190, #7815, #2416, #1016;
  MiniMax-01 #42; xorbitsai/inference #2836, #1622; kserve #3791; kuberay #2354; NVIDIA-NeMo/Skills #1059;
  aws-samples/aws-do-eks #69; FSDrive #21; AdaptThink #1; 1Cat-vLLM #652; posttrainarena #46; production-stack #276;
  llm-d #352; gpustack #5014; ray #58449; vllm-ascend #167.
- Error line not in the stored chunk (only a title, a description or a cut traceback): vllm #10626 (TP2 Qwen2-VL,
  NCCL unhandled system error, open), #4383, #6732, #13388, #14093, #26028, #29447 (log only as attachment), #7466
  (k8s P2P; 'Problem sovled. It is because my ...' cut), #5458 (fix reachable: ACS disable, zhaotyer; turn-0 error
  not), #8087 (hang, fix NCCL_P2P_LEVEL=NVL confirmed by two users, but no error line), #22677 (TP+DP ray invalid
  device ordinal), #15255, #8691, #16761, #18870, #1393 (--ipc=host / --shm-size fixed it for two commenters; the
  original error not stored), #322, #1894, #5779 (Gloo; the same author's #6329
  was given up in round 201 too), #6775, #15537; gpustack #1263; NVIDIA/dgx-spark-
  playbooks #63 (title 'Tensor parallel size (2) exceeds available GPUs (1)', stored chunks are the launch log only);
  ray #44533 / NVIDIA/nccl #1247 (same post twice, no fix).
- No fix and no certain cause in the stored text: vllm #7800 / #7801 (same author twice: Mistral-Large TP 8 in the
  0.5.4 docker image, init_device NCCL unhandled system error; nothing says whether /dev/shm, P2P or the driver),
  #4618 (same author), #10453, #39196, #16707, #9329, #19670, #12526, #17056; VITA-MLLM/VITA #42 (Windows, two local
  Ray instances, placement-group error, open); gpustack #4028.
- Not a vLLM start-up failure: sglang #868 (error is an image), xorbitsai #2945 (sglang), gpustack #2501 (MindIE),
  torchtitan #853, trl #3221 / #2923 and ms-swift #4906 (weight sync mid-training), LlamaFactory #7084, vllm #21438
  (fails at first request after a good start, open, no fix), vllm #6308 (after several requests).
- Hangs without an error line: vllm #16772, #9920, #4639, #44878, kaito #866.

Judgement calls for the lead:
1. gpustack-5779: the message is GPUStack's own pre-launch check ("--tensor-parallel-size 2 cannot divide worker[0]
   1 GPUs (vLLM requires each TP unit fit inside one node)"), not a vLLM line. Labelled kind/cause tp_over_gpus with
   tensor_parallel_size 2 (TP larger than the GPUs one node has); tp_not_divisible was the alternative, but in earlier
   rounds that label means heads not divisible by TP. The fix (TP 1, PP 2) is read from the message and vLLM's
   multi-node guidance; the closing answer was not reachable.
2. gpustack-2125 and vllm-52907 are Gloo (CPU-group) failures, labelled kind nccl_error as earlier rounds label Gloo
   connectFullMesh failures. 52907's cause is release_regression from the author's per-commit bisect
   (0.26.1rc1.dev78 good, dev148 bad); a later commenter still saw a wait timeout on 0.28.1rc1 dev builds, so the
   regression may not be the only trigger.
3. vllm-427: kind nccl_error with cause cuda_driver_mismatch, which is the maintainer's reading (WoosukKwon quoting
   wehos) and was not confirmed by the author.
4. distilabel-1044: vLLM's placement-group ValueError arrives wrapped in distilabel's 'Step load failed:'; kind/cause
   tp_over_gpus as round 114 labelled the same message; numbers {} because the per-step TP 8 is only in the
   maintainer's reply, which is left out of the excerpt.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round350-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- gpustack #2125: two nodes, one GPU on each, Ray -> Gloo connectFullMesh failed
case("gpustack-2125-two-node-ray-vllm-qwen3-8b-gloo-connectfullmesh-failed",
     "https://github.com/gpustack/gpustack/issues/2125",
     "`(RayWorkerWrapper pid=933, ip=50.147.43.24) [rank1]:[E528 08:52:46.164295950 ProcessGroupGloo.cpp:145] Gloo "
     "connectFullMesh failed with [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:144] no error`\n"
     "\n"
     "**Steps to reproduce**\n"
     "\n"
     "1. Install GPUStack on two nodes using Docker.\n"
     "2. Deploy Qwen3-8B, manually schedule to GPU 0 of each worker.\n"
     "\n"
     "**Environment**\n"
     "\n"
     "- GPUStack version: v0.6.0\n"
     "- OS: Ubuntu 24.04\n"
     "- GPU: 8*T4*2nodes\n"
     "- Python：3.12.3\n"
     "- Nvidia Driver: 570",
     "nccl_error", {}, "nccl_error",
     "GPUStack v0.6.0 in Docker on two nodes (8x T4 each) deploying Qwen3-8B across GPU 0 of each worker, i.e. a "
     "2-rank vLLM over Ray spanning the two hosts: torch's Gloo CPU group (which vLLM builds next to NCCL) could not "
     "connect its full mesh between the ranks, because Gloo picked a network interface / address on which the peer "
     "node is not reachable. A network-interface selection problem across nodes, not memory and not the model.",
     "no confirmed fix in the stored text (the issue is open). Maintainer gitlawr (2025-06-09, to a user with the same "
     "error): 'Please set NCCL_SOCKET_IFNAME and GLOO_SOCKET_IFNAME in GPUStack environment variables, not in the "
     "model configuration' (link to GPUStack's distributed-vLLM tutorial); Eronwin adds vLLM's troubleshooting "
     "'incorrect network setup' page and, for Docker, --network=host. gitlawr also points to vllm-project/vllm #15537",
     release="GPUStack v0.6.0 (vLLM version not stated)", gpu="NVIDIA T4", gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--disable-custom-all-reduce"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as the stored chunks show it (the error line, the reproduction steps, the "
          "environment list); the deployment log that follows 'Deployment failed with the following logs:' is not in "
          "the stored text. Kind/cause nccl_error as earlier rounds label Gloo connectFullMesh failures. gpus=16 is the "
          "two nodes' total; the failing deployment used one GPU on each.")

# ---------------------------------------- gpustack #5779: two DGX Spark (1x GB10 each), TP=2 -> GPUStack refuses
case("gpustack-5779-two-dgx-spark-gb10-tp2-cannot-divide-worker-1-gpus",
     "https://github.com/gpustack/gpustack/issues/5779",
     "### GPUStack version\n"
     "\n"
     "v2.2.0\n"
     "\n"
     "### Operating System & CPU Architecture\n"
     "\n"
     "Ubuntu 24.04 arm\n"
     "\n"
     "### GPU\n"
     "\n"
     "GB10\n"
     "\n"
     "### ▶️ Steps to reproduce\n"
     "\n"
     "I'm deploying DeepSeek-V4-Flash in a distributed setup across two DGX Spark machines, each equipped with one GB10 "
     "GPU. When I set TP=2, I get the following error: \"vLLM multi-node: --tensor-parallel-size 2 cannot divide "
     "worker[0] 1 GPUs (vLLM requires each TP unit fit inside one node)\"\n"
     "\n"
     "### ✅ Expected result\n"
     "\n"
     "run normally\n"
     "\n"
     "### ❌ Actual result\n"
     "\n"
     "\"vLLM multi-node: --tensor-parallel-size 2 cannot divide worker[0] 1 GPUs (vLLM requires each TP unit fit inside "
     "one node)\"",
     "tp_over_gpus", {"tensor_parallel_size": 2}, "tp_over_gpus",
     "Two DGX Spark boxes with one GB10 GPU each, DeepSeek-V4-Flash deployed by GPUStack v2.2.0 as one distributed "
     "vLLM instance with --tensor-parallel-size 2: GPUStack's multi-node check for vLLM requires every tensor-parallel "
     "group to sit inside one node (TP must divide the GPUs of each worker), and each worker has only 1 GPU, so TP=2 "
     "is refused before vLLM starts. The layout, not memory: across nodes the split has to be pipeline parallel.",
     "not in the stored text (the issue is closed; the answer is not in the chunk reached). From the message and vLLM's "
     "multi-node guidance (TP = GPUs per node, PP = number of nodes): deploy with --tensor-parallel-size 1 "
     "--pipeline-parallel-size 2 across the two Sparks",
     release="GPUStack v2.2.0", gpu="NVIDIA GB10 (DGX Spark)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}],
     note="Excerpt: the issue body as the stored chunk shows it, up to the 'Actual result' quote (a screenshot and the "
          "accelerator-detection JSON that follow are dropped). The message is GPUStack's own pre-launch check, not a "
          "vLLM line. Kind/cause tp_over_gpus (TP larger than the GPUs one node holds); judgement call, see docstring.")

# ---------------------------------------- vllm #427: early vLLM + Ray (FastChat env), TP > 1 -> NCCL Error 5: invalid usage
case("vllm-427-ray-tp-fastchat-env-nccl-error-5-invalid-usage",
     "https://github.com/vllm-project/vllm/issues/427",
     "[2023-07-11 15:20:15,496 W 42067 42248] metric_exporter.cc:209: [1] Export metrics to agent failed: GrpcUnknown: "
     "RPC Error message: Method not found!; RPC Error details: . This won't affect Ray, but you can lose metrics from "
     "the cluster.\n"
     "[2023-07-11 15:20:41,680 E 42067 42067] logging.cc:97: Unhandled exception: St13runtime_error. what(): NCCL Error "
     "5: invalid usage\n"
     "[2023-07-11 15:20:41,788 E 42067 42067] logging.cc:104: Stack trace: \n"
     " /home/sysdocker/miniconda2/envs/fashchat_env/lib/python3",
     "nccl_error", {}, "cuda_driver_mismatch",
     "vLLM of July 2023 (Ray workers for tensor parallelism, inside a FastChat conda env): the Ray worker died on NCCL "
     "Error 5 'invalid usage' while setting up the TP group. The maintainers read it as an environment problem, a "
     "mismatch between the CUDA build in use and the installed NVIDIA driver, not a vLLM bug.",
     "no author confirmation in the stored text. Maintainer WoosukKwon (2023-07-13): 'As @wehos mentioned, your error "
     "might be due to the mismatch in CUDA and the NVIDIA driver installed in your environment. We use PyTorch (i.e., "
     "torch.distributed) for invoking NCCL ops. It should not be a bug in vLLM' — i.e. align the CUDA toolkit/PyTorch "
     "build with the driver (upgrade the driver or use a matching torch/NCCL)",
     release="vLLM of 2023-07 (version not stated)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--max-num-seqs"}],
     note="Excerpt: the tail of the Ray core-worker log as the stored chunk shows it, cut inside the stack-trace path "
          "(the rest of the stack trace is not in the chunk). The command and GPU are not in the stored text. Cause "
          "cuda_driver_mismatch is the maintainer's reading, not confirmed by the author.")

# ---------------------------------------- vllm #52907: 2 nodes x TP-16 Ray, DeepSeek-R1 FP8 -> gloo barrier in in_the_same_node_as times out (regression)
case("vllm-52907-two-node-tp16-ray-deepseek-r1-fp8-gloo-barrier-timeout-regression",
     "https://github.com/vllm-project/vllm/issues/52907",
     "Starting a 2-node, TP-16 deployment of DeepSeek-R1 (FP8) with the Ray distributed executor deadlocks during "
     "distributed initialization. All 16 ranks start, but the gloo barrier inside `in_the_same_node_as()` never "
     "completes. The process sits idle for exactly 30 minutes and then dies on the gloo TCP deadline:\n"
     "\n"
     "```\n"
     "RuntimeError: Application timeout caused pair closure\n"
     "[.../gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 1800000ms for recv operation to complete\n"
     "```\n"
     "\n"
     "The traceback is identical on every reproduction:\n"
     "\n"
     "```\n"
     "parallel_state.py:1838 initialize_model_parallel\n"
     "  -> :2009 ensure_model_parallel_initialized\n"
     "  -> :1328 init_model_parallel_group\n"
     "  -> :519  __init__\n"
     "  -> shm_broadcast.py:1022 create_from_process_group\n"
     "  -> :2267 in_the_same_node_as\n"
     "  -> distributed_c10d.py:5356 barrier\n"
     "```\n"
     "\n"
     "The same configuration on a **single node** works. The failure requires two nodes, and it reproduces on hosts "
     "with no NVLink fabric between them (InfiniBand only, non-MNNVL).",
     "nccl_error", {}, "release_regression",
     "DeepSeek-R1 FP8 on two nodes with TP 16 over Ray: during distributed init every rank enters the Gloo barrier in "
     "in_the_same_node_as() (building the shared-memory broadcast queue) and it never completes, so the start dies "
     "after Gloo's 30-minute deadline. The author bisected it with per-commit wheels, everything else held identical: "
     "a regression between vLLM 0.26.1rc1.dev78 (works) and 0.26.1rc1.dev148 (deadlocks); single node is fine.",
     "no fix in the stored chunk (the issue is closed). From the author's bisect: a wheel at or before "
     "0.26.1rc1.dev78 starts with the same flags; a later commenter (rlarrosa1) still saw the same wait timeout on "
     "0.28.1rc1 dev builds with a two-GPU, one-per-node Qwen3-235B FP8 run",
     release="0.26.1rc1.dev148 (works at 0.26.1rc1.dev78)", gpu=None, gpus=16, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 16}, {"flag": "--enforce-eager"}],
     note="Excerpt: the summary paragraph, the two quoted error lines and the condensed traceback as the issue body "
          "shows them; the regression-range table that follows is dropped. The title names the versions "
          "(0.26.1rc1.dev78 good, dev148 bad). Kind nccl_error as earlier rounds label Gloo failures in distributed "
          "init; cause release_regression from the bisect. numbers {}: TP-16 is the author's prose, the error lines print no "
          "figure kvroom must read. GPU model not in the chunk; gpus=16 from 2 nodes x TP-16.")

# ---------------------------------------- distilabel #1044: ifeval-like pipeline, every vLLM step TP 8 on one 8xA100 box (RayPipeline) -> placement group
case("distilabel-1044-ifeval-like-raypipeline-three-vllm-steps-tp8-on-8xa100-placement-group",
     "https://github.com/argilla-io/distilabel/issues/1044",
     "I am executing [ifeval_like_data.py](https://huggingface.co/datasets/argilla/ifeval-like-data/tree/main) file "
     "with 8 A100 GPUs and receiving the following error:\n"
     "\n"
     "```\n"
     "`\n"
     "[10/21/24 06:53:04] ERROR ['distilabel.pipeline'] ❌ Failed to local.py:302\n"
     "load step\n"
     "'i_f_eval_kwargs_assignator_0': Step\n"
     "load failed: The number of required\n"
     "GPUs exceeds the total number of\n"
     "available GPUs in the placement group.\n"
     "\n"
     "                         For further information visit                      \n"
     "                         'https://distilabel.argilla.io/latest/             \n"
     "                         api/pipeline/step_wrapper'                         \n"
     "\n"
     "[10/21/24 06:53:05] ERROR ['distilabel.pipeline'] ❌ Failed to local.py:302\n"
     "load step\n"
     "'i_f_eval_instruction_id_list_assignat\n"
     "or_0': Step load failed: The number of\n"
     "required GPUs exceeds the total number\n"
     "of available GPUs in the placement\n"
     "group.",
     "tp_over_gpus", {}, "tp_over_gpus",
     "argilla's ifeval-like-data generation script run on one machine with 8 A100: the pipeline is a distilabel "
     "RayPipeline with three vLLM-backed steps (MagpieGenerator and two IFEval assignator tasks), each built with "
     "tensor_parallel_size 8 (maintainer's reading), so each step alone asks Ray for all 8 GPUs and together they ask "
     "for more than the machine has; the steps' placement groups cannot get their GPUs and vLLM's Ray check refuses "
     "them. Not memory: the GPU count requested "
     "by the tensor-parallel sizes exceeds the GPUs present.",
     "maintainer gabrielmbmb (2024-10-22), not confirmed by the author in the stored text: 'the original code is using "
     "8 GPUs per step as we're using vLLM with tensor_parallel_size==8, and ... it's also using the RayPipeline which "
     "you don't need to use with a single machine setup' — remove .ray() to use Pipeline, and lower tensor_parallel_size "
     "per step so they share the 8 GPUs (MagpieGenerator 4, the other two steps 2 each)",
     release=None, gpu="NVIDIA A100", gpus=8, command="python ifeval_like_data.py",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 8}],
     note="Excerpt: the issue body as the stored chunk shows it (rich-console error lines wrapped as the source wraps "
          "them), cut after the second step's error; the third step's (magpie_generator_0) error that follows is "
          "dropped. vLLM's ValueError reaches the user through distilabel's 'Step load failed:' wrapper. The "
          "per-step TP 8 comes from the maintainer's reply, not from the excerpt, so numbers is {}.")

if __name__ == "__main__":
    BATCH.write()
