"""Round-609 blind batch: vLLM start-up failures caused by ENVIRONMENT VARIABLES SET WRONG (a variable set to an empty
string by a compose file, HF_HUB_ENABLE_HF_TRANSFER=1 without its package, a device plug-in's NPU visibility variables,
fork-started workers, concurrent engines racing for vLLM's internal port), any tracker, 2025-2026; collected by helper
wild609 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round609-blind"``; the
lead grades it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues / docs corpora show it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed, all ``search`` (31 corpus=issues, 2 corpus=docs, 1 corpus=pages); none refused.
5 cases: bjk110/spark_vllm_docker #14 (a compose preset forwarding an unset VLLM_NVFP4_GEMM_BACKEND as '' -> vLLM's
env_with_choices refusal, vLLM 0.20.0.dev on a DGX Spark), vllm-project/vllm-omni PR #1264 (HF_HUB_ENABLE_HF_TRANSFER=1
with no hf_transfer package), Project-HAMi/HAMi #1894 (HAMi's Ascend device plug-in sets ASCEND_VISIBLE_DEVICES but not
ASCEND_RT_VISIBLE_DEVICES; TP 2 on non-first NPUs -> 'open device 1 failed'), ServiceNow/PipelineRL #27 (concurrent vLLM
0.8.3 engines racing for the internal process-group port), a hiascend.com forum thread (vllm-ascend 'Cannot re-initialize
NPU in forked subprocess'). Every source was checked with grep against /work/coord/USED_SOURCES.txt and against the
earlier rounds' skip lists (tools/wild_cases_round*.py) before it was spent on.

The slice is close to mined out. Round 539 cut the same family (environment variables) in vLLM's tracker and nearly
every vLLM-tracker thread the searches returned for VLLM_ATTENTION_BACKEND, VLLM_USE_V1, VLLM_WORKER_MULTIPROC_METHOD
('Cannot re-initialize CUDA in forked subprocess': #6152, #7151, #7077, #8893, #8937, #8397, #9469, #14535, #12189,
#7246), VLLM_USE_MODELSCOPE, HF_HUB_OFFLINE, CUDA_VISIBLE_DEVICES UUIDs / MIG UUIDs, NCCL_SOCKET_IFNAME and
ROCR/HIP_VISIBLE_DEVICES was already in USED_SOURCES.txt or a named skip. The cases found sit outside vLLM's tracker
(device plug-ins, docker presets, RL frameworks, a vendor forum).

Sources given up (for the lead, not cases):
- Already used or named in earlier skip lists (not re-opened): vllm #14320, #13815, #41848, #12724, #9922, #10662,
  #13585, #16524, #7986, #13382, #24060, #22331, #32732, #40677, #57932, #807, #14413, #14415, #14456, #15335, #12847,
  #13946, #570, #9255, #1986, #1910, #12572, #21522, #16165, #19461, #12522, #19045, #18831, #13200, #6732, #9865;
  vllm-ascend #4197, #2879, #3162, #167, #168, #2169, #14628; Marker-Inc-Korea/AutoRAG #696; QwenLM/Qwen2.5-Omni #340;
  ZJU-REAL/EasySteer #13; qi-hua/async_cosyvoice #40; QwenAudio/CosyVoice #1586; LMCache #2062, #412; ray #51193,
  #51154, #58449; kemingy/vllm-env #1; lighteval #607; trl #6679; MInference #63; pytorch #145170; FastChat #3507;
  gpustack #4526, #3352; Project-HAMi/HAMi #1381, #722, #1191, #1764, HAMi-core #169; dynamo #391; xinference #2756;
  kserve PR #3456; vllm-omni #5412; Avarok dgx-vllm #16; HabanaAI/vllm-fork #1474; lumi-ai-factory
  laifs-container-recipes #6; nlzy/vllm-gfx906 #30; ROCm/legacy-rocm-build #5780; torch-spyre/sendnn-inference #38.
- Error line not in the stored text: UKGovernmentBEIS/inspect_ai PR #1707 (inspect's vLLM provider wrote
  CUDA_VISIBLE_DEVICES as str(list) '[0, 1, 2, 3]'; the stored traceback stops at vllm/utils.py before the error; merged
  fix); vllm #7890 (CUDA_VISIBLE_DEVICES set to an empty string, youkaichao's diagnosis and PR #7924; only the comments
  are stored, not the description's log); vllm #14263 (DeepSeek-R1 PP=3 TP=8 with VLLM_USE_V1=1 on 0.7.x; the stored
  chunk stops in the INFO lines); vllm #14191 (CUDA_VISIBLE_DEVICES=5,6 on 8x RTX 3060; environment block only);
  Project-HAMi/HAMi-core #142 (CUDA_DEVICE_SM_LIMIT with TP > 1: 'unable to run', no error text); vllm #4131 (ROCm
  'invalid device ordinal' on 0.4.2 TP 8 under Ray; the stored turn stops in the INFO lines, no resolution seen);
  vllm #27855 (ROCm two-node Qwen3-235B, traceback cut at set_device, open).
- No cause or fix pinned in the stored text: vllm #8397 and #8937 (fork / CUDA re-init on 0.6.1 and 0.6.1.post1 / 0.6.2;
  the stored chunks show the worker traceback only, not the resolution); GLJS/AudSemThinker #1 ('[Errno 98] Address
  already in use' at TRL's init_communicator with vLLM 0.8.5, no answer stored); vllm #16978 (V0 data-parallel
  CUDA_VISIBLE_DEVICES, not opened).
- Same incident or the same class as a case: Project-HAMi/HAMi #1877 (the same reporter's earlier issue for the same
  HAMi + Ascend TP=2 defect, 'aclInit failed, error code 107001 / Invalid device ID', vllm-ascend v0.17.0rc1); the
  second crash of bjk110/spark_vllm_docker #14 (FLASHINFER_CUDA_ARCH_LIST='' -> 'not enough values to unpack' in
  FlashInfer) is the same launch and was not taken separately.
- Not this slice / not a start-up failure: vllm PR #12828 (FA-version assert on Turing from a main-branch regression of
  PR #12807; no environment variable involved); QwenLM/Qwen3-VL #2018 (a hang after inference started); vllm PR #32622 (a developer's benchmark, not a launch failure).

Judgement calls for the lead:
1. bjk110-spark-14: kind/cause vllm_check_failed, as the one earlier fixture with envs.py's env_with_choices refusal
   (amdgpudriver-mi308x ... ROCM_FLASH) is labelled. The stored text shows the error inside the reporter's table of
   crashes; the excerpt keeps the row up to its Symptom cell and leaves out its Fix cell and the Summary paragraph
   (which explains the empty-string cause). '[...]' in 'Valid options: [...]' is the reporter's own elision.
2. vllm-omni-pr1264: a developer's report in a PR description (closed, not merged); the ValueError is huggingface_hub's,
   raised during vllm-omni's model initialisation. kind/cause dependency_missing (the package is absent; the variable
   asks for it); the lead may prefer a label naming the variable. The error is wrapped over three lines as the PR shows
   it.
3. hami-1894: the cause is the reporter's own diagnosis (closed, labelled kind/bug; no maintainer reply or fix PR in
   the stored text), supported by his observation that the first two cards (0,1) start; the title, which states the
   proposed fix, and the analysis paragraph are left out of the excerpt. kind/cause invalid_device_ordinal, as the
   vllm-ascend-167 fixture ('open device 1 failed ... invalid device=1') is labelled. numbers carries
   tensor_parallel_size 2 from the description's prose (`tensor_parallel_size=2`).
4. pipelinerl-27: a maintainer's own two-line report (rizar); the excerpt leaves out his first sentence, which is the
   fix ('give each vLLM a port for the internal process group'). kind/cause port_in_use, as verl-6677 and skyrl-284
   (concurrent engines racing for a port) are labelled. The stored text prints 'code: -9' (torch's EADDRINUSE is
   usually printed as -98); copied as stored.
5. hiascend-forum: a vendor-forum Q&A post, not a GitHub thread; the fix is the post's own (a __main__ guard around the
   vLLM import and LLM construction), which presumes the spawn start method that the message asks for. kind/cause
   cuda_fork_reinit, as the two vllm-ascend NPU fixtures with the same message are labelled.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round609-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- bjk110/spark_vllm_docker #14: compose preset forwards an unset VLLM_NVFP4_GEMM_BACKEND as '' -> env_with_choices
case("bjk110-spark-vllm-docker-14-gb10-qwen35-122b-nvfp4-empty-vllm-nvfp4-gemm-backend-invalid-value",
     "https://github.com/bjk110/spark_vllm_docker/issues/14",
     "qwen3.5-122b-nvfp4.env (single-node TP1) missing several env vars → chain of startup crashes on GB10\n"
     "\n"
     "## Environment\n"
     "- Hardware: NVIDIA DGX Spark (GB10 / SM121), 128 GB unified memory, single node\n"
     "- Image: `ghcr.io/bjk110/vllm-spark:v021-ngc2603` (vLLM `0.20.0.dev`)\n"
     "- Model: `txn545/Qwen3.5-122B-A10B-NVFP4` (ModelOpt NVFP4, MTP)\n"
     "- Launch: `presets/qwen3.5-122b-nvfp4.env` → `docker compose --profile head up`\n"
     "\n"
     "## Crashes encountered (in order) and fixes\n"
     "\n"
     "| Missing in preset | Symptom | Fix |\n"
     "|---|---|---|\n"
     "| `VLLM_NVFP4_GEMM_BACKEND` | `ValueError: Invalid value '' for VLLM_NVFP4_GEMM_BACKEND. Valid options: [...]` |",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The stack's docker-compose.yml forwards VLLM_NVFP4_GEMM_BACKEND as ${VAR:-}; the qwen3.5-122b-nvfp4.env preset does "
     "not set it, so the container gets the variable set to an empty string, which vLLM's envs.py (env_with_choices) "
     "refuses at start-up because '' is not one of the allowed NVFP4 GEMM back-ends (set-to-empty is not treated as "
     "unset). Not a memory or GPU problem.",
     "the reporter (GrokBuildMJW, 2026-06-10, issue closed): set VLLM_NVFP4_GEMM_BACKEND=flashinfer-cutlass in the preset "
     "(the other presets set it); the next crashes of the same launch needed FLASHINFER_CUDA_ARCH_LIST=12.1 and further "
     "preset values likewise. In general: unset the variable or give it one of the listed values",
     release="0.20.0.dev (ghcr.io/bjk110/vllm-spark:v021-ngc2603)", gpu="NVIDIA GB10 (DGX Spark, SM121)", gpus=1,
     command="presets/qwen3.5-122b-nvfp4.env → docker compose --profile head up",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 1}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, the Environment block and the header and first row of the reporter's crash table, "
          "the row cut after its Symptom cell (the Fix cell and the Summary paragraph that explains the empty-string "
          "forwarding are left out). Later rows (FLASHINFER_CUDA_ARCH_LIST='' -> FlashInfer's 'not enough values to "
          "unpack', a compilation-config problem) are further crashes of the same launch and are not part of this case.")

# ---------------------------------------- vllm-omni PR #1264: HF_HUB_ENABLE_HF_TRANSFER=1 without the hf_transfer package
case("vllm-omni-pr1264-hf-hub-enable-hf-transfer-set-package-not-installed-valueerror",
     "https://github.com/vllm-project/vllm-omni/pull/1264",
     "[Deps] Add `hf_transfer` to project dependencies\n"
     "...\n"
     "```\n"
     "ValueError: Fast download using 'hf_transfer' is enabled (HF_HUB_ENABLE_HF_TRANSFER=1)\n"
     "but 'hf_transfer' package is not available in your environment.\n"
     "Try `pip install hf_transfer`.\n"
     "```\n"
     "\n"
     "This error surfaces during model initialization (e.g. in `resolve_model_config_path` -> `get_hf_file_to_dict` -> "
     "`hf_hub_download`)",
     "dependency_missing", {}, "dependency_missing",
     "HF_HUB_ENABLE_HF_TRANSFER=1 was set in the environment (by a Docker image or a user profile) while a plain "
     "`pip install vllm-omni` does not install the optional hf_transfer package; huggingface_hub then refuses the first "
     "download of the model's config during vllm-omni's model initialisation. The variable asks for a package that is "
     "not installed; not a GPU or memory problem.",
     "the PR author (lishunyang12, 2026-02-07): with hf_transfer installed, inference with HF_HUB_ENABLE_HF_TRANSFER=1 no "
     "longer fails, and without the variable it works as before. The PR (adding hf_transfer to vllm-omni's "
     "dependencies) was closed unmerged; the user-side fix is `pip install hf_transfer` or unsetting "
     "HF_HUB_ENABLE_HF_TRANSFER (or setting it to 0)",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}, {"flag": "--quantization"}],
     note="Excerpt: the PR title, the error block and the sentence after it from the PR description, as stored; the "
          "Motivation paragraph (which explains the environment variable set by default) and the PR's Changes / Test "
          "plan are left out. A developer's report in a PR description, not a user's pasted log; no vLLM version.")

# ---------------------------------------- Project-HAMi/HAMi #1894: vllm serve TP=2 on non-first Ascend NPUs under HAMi -> open device 1 failed, 507033
case("hami-1894-ascend-npu-k8s-tp2-non-first-cards-ascend-rt-visible-devices-unset-open-device-1-failed-507033",
     "https://github.com/Project-HAMi/HAMi/issues/1894",
     "**What happened**:\n"
     "\n"
     "When running vLLM (`vllm serve`) with `tensor_parallel_size=2` inside a Kubernetes Pod where HAMi schedules "
     "**non-first NPU cards** (e.g., physical devices 3 and 4, as shown by `ASCEND_VISIBLE_DEVICES=4,3` inside the Pod), "
     "the worker subprocess crashes during `init_device()` with the following error:\n"
     "\n"
     "```\n"
     "(Worker pid=6871) ERROR [multiproc_executor.py:800] RuntimeError: ExchangeDevice:build/CMakeFiles/torch_npu.dir/"
     "compiler_depend.ts:253 NPU function error: c10_npu::SetDevice(device), error code is 507033\n"
     "(Worker pid=6871) ERROR [multiproc_executor.py:800] Inner_Error_Device_Subprocess_Startup_Timeout(E39007): "
     "Starting a subprocess on the device timed out.\n"
     "(Worker pid=6871) ERROR [multiproc_executor.py:800]         open device 1 failed, runtime result = 507033.\n"
     "```",
     "invalid_device_ordinal", {"tensor_parallel_size": 2}, "invalid_device_ordinal",
     "HAMi's Ascend device plug-in gave the Pod physical NPUs 3 and 4 through ASCEND_VISIBLE_DEVICES=4,3 only; without "
     "ASCEND_RT_VISIBLE_DEVICES the CANN runtime does not map the workers' logical devices 0 and 1 onto the allocated "
     "cards, so the TP rank-1 worker's SetDevice opened physical device 1, which the Pod was not given, and failed "
     "(507033). With the first two cards (0, 1) allocated the same launch starts, since logical and physical ids "
     "coincide. A device-visibility environment problem, not memory or the model.",
     "no fix reached in the stored text (closed, kind/bug; no maintainer reply stored). The reporter's diagnosis and "
     "proposal: the device plug-in (or the Pod spec) must also set ASCEND_RT_VISIBLE_DEVICES for the CANN runtime's "
     "logical-to-physical mapping; until then, allocating the first cards (0,1) avoids it",
     release=None, gpu="Huawei Ascend NPU (model not stated in the stored chunk)", gpus=2, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--enforce-eager"},
                       {"flag": "--quantization"}],
     note="Excerpt: the 'What happened' paragraph and its log block from the issue description as stored. The title "
          "('ascend-device-plugin should set ASCEND_RT_VISIBLE_DEVICES alongside ASCEND_VISIBLE_DEVICES for CANN Runtime "
          "device mapping') states the proposed fix and is left out, as is the reporter's analysis paragraph. The "
          "same reporter's earlier HAMi #1877 (vllm-ascend v0.17.0rc1, HAMi v2.9.0, Ascend 910B4-1, 'aclInit failed, "
          "error code 107001 / Invalid device ID') is the same defect and was not taken separately.")

# ---------------------------------------- ServiceNow/PipelineRL #27: concurrent vLLM 0.8.3 engines race for the internal process-group port
case("pipelinerl-27-vllm-083-concurrent-engines-internal-port-race-server-socket-failed-to-listen",
     "https://github.com/ServiceNow/PipelineRL/issues/27",
     "Or otherwise this sometimes happens (after upgrade to 0.8.3):\n"
     "\n"
     "RuntimeError: The server socket has failed to listen on any local network address. port: 46571, useIpv6: 0, "
     "code: -9",
     "port_in_use", {}, "port_in_use",
     "PipelineRL starts several vLLM engines on one node at the same time, each letting vLLM pick a free port for its "
     "internal torch.distributed process group; after the upgrade to vLLM 0.8.3 two engines sometimes picked the same "
     "port, and the second one's TCPStore could not bind it. A port race between concurrently started instances, not "
     "a GPU or memory problem.",
     "no fix in the stored text (the maintainer's own report, rizar): give each vLLM instance its own port for the "
     "internal process group (e.g. a distinct VLLM_PORT per engine) instead of letting them race for a free one",
     release="0.8.3", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as stored, without its first sentence ('We should give each vLLM a port for the "
          "internal process group.'), which is the fix; the title ('vllm port race condition') is left out too. "
          "'code: -9' is copied as stored.")

# ---------------------------------------- hiascend forum: vllm-ascend 'Cannot re-initialize NPU in forked subprocess'
case("hiascend-forum-02114178784730067103-vllm-ascend-cannot-reinitialize-npu-in-forked-subprocess",
     "https://www.hiascend.com/forum/thread-02114178784730067103-1-1.html",
     "问题:运行vllm-ascend遇到报错: multiproc_worker_utils.py:242] RuntimeError: Cannot re-initialize NPU in forked "
     "subprocess. To use NPU with multiprocessing, you must use the 'spawn' start method.",
     "cuda_fork_reinit", {}, "cuda_fork_reinit",
     "vllm-ascend with vLLM's multiprocessing workers (V0 multiproc_worker_utils): the NPU had already been initialised "
     "in the parent process when the worker processes were started with fork, so the forked workers could not "
     "re-initialise the NPU. The start method of the workers, not memory or the model.",
     "the forum post's own solution: put the vLLM import and the LLM(...) construction under "
     "`if __name__ == '__main__':` so the workers can be started with spawn (not from the post: vllm-ascend threads "
     "give export VLLM_WORKER_MULTIPROC_METHOD=spawn for the same NPU message)",
     release=None, gpu="Huawei Ascend NPU (model not stated)", gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--quantization"}],
     note="Excerpt: the post's problem line ('问题:运行vllm-ascend遇到报错' = problem: running vllm-ascend hits the "
          "error), as stored; the solution lines ('解决方法:启动方式改成->' = fix: change the launch to -> a __main__ guard) "
          "are left out. A Huawei Ascend community forum post, not a GitHub thread; no version is stated.")

if __name__ == "__main__":
    BATCH.write()
