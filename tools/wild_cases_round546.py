"""Round-546 blind batch: vLLM start-up failures reported on the trackers of FRAMEWORKS AND PRODUCTS THAT LAUNCH vLLM
UNDER THE HOOD whose trackers were little used so far (OpenRLHF, SkyRL, NeMo-RL, Marin, axolotl, lm-evaluation-harness,
LiteLLM, LangChain / LlamaIndex, Outlines, SkyPilot, BentoML, Modal examples, Ray LLM, KubeAI, AIBrix, OpenHands);
collected by helper wild546 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round546-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 32 of the 35 allowed, all ``search`` corpus=issues (no read_file / fetch / find_* calls). 3 cases from 2
sources: skypilot-org/skypilot PR #8733 (two distinct failures of the SkyServe smoke test: vLLM 0.10.0 with
transformers 5.0.0 -> Qwen2Tokenizer all_special_tokens_extended; vLLM 0.14.1 in a Kubernetes pod without nvcc ->
FlashInfer JIT 'Ninja build failed') and OpenRLHF/OpenRLHF #910 ('worker-extension-cls is not supported by the V1
Engine', maintainer: use vLLM 0.8.2). Every source was checked with grep -F against /work/coord/USED_SOURCES.txt and
against the earlier rounds' skip lists (grep -iE "<repo> #N" tools/wild_cases_round*.py) before it was spent on.

The slice turned out to be far more mined than USED_SOURCES.txt's per-repository counts suggest: almost every thread
the searches surfaced was already named in an earlier round's skip list (rounds 103-522), so most look-ups ended on
threads that could not be taken.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): OpenRLHF #922, #336, #1011, #1013, #233, PR #702; SkyRL PR #2051, #284, #87;
  kubeai #533; production-stack #407; instructlab #1988; LMCache #2306; marin #4413; lighteval PR #841; lm-eval #2431,
  #2880; vllm #6215, #25837, #11411, #11994; ray #45739; BentoVLLM #38; modal-examples #546; robo2VLM #3.
- Named in earlier rounds' skip lists (not re-opened): OpenRLHF #1162, #741, #866; NeMo-RL #1244, #2812, PR #4080;
  SkyRL #84, #70 (wake_up OOM after a checkpoint, not start-up); axolotl #2528; OpenHands #5732, #7840; instructlab
  #3466; kaito #1101; llm-d-benchmark #668; ProxmoxVED #2047; aibrix #1240; lm-eval #2379, #3688 (and its fix PR #3766,
  'ray' missing from the [vllm] extra); llm-compressor #1151; marin #2387; kaggle-tpu-lab #7; tpu-inference #765;
  litellm #6121, #4600; skypilot #3638; ray-llm #114; kuberay #4366; EasyR1 #82; open-r1 #173; modal-examples #463,
  #1318; BentoVLLM #170; OpenLLM #967, #309, #882; ms-swift #4202; seed-oss #4; worker-vllm #91; vllm #52029.
- Error line not in the stored chunk / no vLLM error: skypilot PR #2922 (Mixtral SkyServe example failing on Azure:
  the chunk stops in the tokenizer download lines; the Azure NCCL cause is PR #3017 = skypilot #2905, already used),
  skypilot PR #4391 (vLLM 0.6.4.post1 breaking serve-qwen-7b.yaml: chunk stops inside transformers' import_utils
  traceback, one follow-up search did not reach the error line), skypilot PR #6507 (uv '--torch-backend' setup error,
  not a vLLM message), vllm PR #19510 (Ray Serve LLM + DeepSeek-V2-Lite pickling regression: 'Log' cut off), ray #60681
  (runai_streamer with concurrency > 1: only the config is stored), SkyRL PR #894 (flaky mp backend, no log),
  getainode/ainode #34 (log only as an attached file), lm-eval PR #1124 (Mistral OOM at max_seq_len 32768: only the
  engine config line, no error).
- No cause pinned / not start-up: ray #53407 (RayLLM on MIG with 2 replicas: NVML TypeError masks the real exception,
  maintainers say the root cause is still to be found); lm-eval #3637 (InternVL3-2B mmmu_val: fails during task
  building, not at engine start), #3134 (runtime 'Sampled token IDs exceed the max model length'); facebookresearch/
  matrix #43 (replica dies after the first prompt_logprobs request); OpenRLHF #679, #976 (error lines not in the chunk).

Judgement calls for the lead:
1. skypilot-8733-*: both cases come from ONE pull request (closed, not merged) whose description quotes two different
   failures of the same smoke test (test_skyserve_llm on Kubernetes): the original one with vLLM 0.10.0 and the one met
   when trying vLLM 0.14.1. They are different messages with different causes, so they are two cases; the lead may keep
   only one. The causes are the PR author's diagnosis (no maintainer reply is stored).
2. skypilot-8733-vllm0100-transformers500-*: the excerpt keeps the PR's own line 'vLLM 0.10.0 + transformers 5.0.0
   causes:' because it is the only place the versions are printed; the fix (pin transformers==4.57.3 before installing
   vLLM) is left out. kind/cause dependency_version_mismatch, as the five earlier all_special_tokens_extended fixtures
   (e.g. qwen3vl-2058, github-dupengair-learn-vllm-...).
3. skypilot-8733-vllm0141-k8s-*: kind/cause triton_compiler_missing, the label the three earlier 'nvcc: not found /
   Ninja build failed' FlashInfer-JIT fixtures use (github-kserve-4565-...); flashinfer_jit_build_failed (1 use) would
   also fit. No fix was reached for vLLM 0.14.1 in that pod: the PR stayed on vLLM 0.10.0.
4. openrlhf-910-*: the stored text is only the issue title (= vLLM's message, without the leading '--' that vLLM's
   _raise_or_fallback prints: '--worker-extension-cls is not supported by the V1 Engine. Falling back to V0.' as a
   warning, or 'VLLM_USE_V1=1 is not supported with --worker-extension-cls.' as the error) and the maintainer's one-line
   answer 'please use vllm 0.8.2'. The reporter's vLLM version is not shown (vLLM 0.8.0/0.8.1 print this message).
   Taken like round 448's title-only cases; kind vllm_check_failed (the label earlier rounds used for 'X is not
   supported by the V1 Engine / with --X' oracle messages, e.g. unsloth-2102), cause dependency_version_mismatch
   (OpenRLHF needs a vLLM whose V1 engine accepts worker_extension_cls, i.e. >= 0.8.2). The lead may prefer
   release_regression or drop it as too thin.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round546-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- SkyPilot PR #8733: test_skyserve_llm, vLLM 0.10.0 + transformers 5.0.0 -> Qwen2Tokenizer has no attribute all_special_tokens_extended
case("skypilot-8733-skyserve-vllm0100-transformers500-qwen2tokenizer-all-special-tokens-extended",
     "https://github.com/skypilot-org/skypilot/pull/8733",
     "vLLM 0.10.0 + transformers 5.0.0 causes:\n"
     "```\n"
     "AttributeError: Qwen2Tokenizer has no attribute all_special_tokens_extended\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "SkyPilot's SkyServe smoke test (test_skyserve_llm) installs vllm==0.10.0 into a fresh environment; pip resolved "
     "transformers 5.0.0 as vLLM's dependency, and vLLM 0.10.0 expects the tokenizer attribute "
     "all_special_tokens_extended, which the transformers 5.0.0 Qwen2Tokenizer does not have, so the vLLM server died while loading the "
     "Qwen tokenizer. A vLLM / transformers version mismatch, not a memory or GPU problem.",
     "PR author zpoint (2026-01-28): pin transformers==4.57.3 before installing vLLM (keeping vllm==0.10.0), so the "
     "incompatible transformers 5.0.0 is not pulled in; reference verl issue #4337. (Upgrading vLLM to 0.14.1 was tried "
     "and hit a different failure, see the next case.)",
     release="0.10.0 (transformers 5.0.0)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the 'Root Cause' lines of the PR description as stored (the heading and the fix lines left out). "
          "The smoke test runs on SkyPilot-launched Kubernetes / AWS replicas; the GPU is not named.")

# ---------------------------------------- SkyPilot PR #8733: same smoke test with vLLM 0.14.1 in a K8s pod without the CUDA toolkit -> nvcc not found, Ninja build failed
case("skypilot-8733-skyserve-vllm0141-k8s-pod-flashinfer-jit-nvcc-not-found-ninja-build-failed",
     "https://github.com/skypilot-org/skypilot/pull/8733",
     "```\n"
     "/bin/sh: 1: /usr/local/cuda/bin/nvcc: not found\n"
     "RuntimeError: Ninja build failed.\n"
     "```",
     "triton_compiler_missing", {}, "triton_compiler_missing",
     "With vLLM 0.14.1 the SkyServe smoke test's vLLM server JIT-compiles FlashInfer kernels at start-up, which needs "
     "nvcc (the CUDA compiler); the Kubernetes pod only had the CUDA runtime, not the full CUDA toolkit, so "
     "/usr/local/cuda/bin/nvcc was missing and the Ninja build of the FlashInfer kernels failed.",
     "No fix for vLLM 0.14.1 in that pod was reached: the PR author (zpoint, 2026-01-28) kept vllm==0.10.0 (pinning "
     "transformers 4.57.3) because 'upgrading to 0.14.1 fails due to missing nvcc for flashinfer JIT'. The implied "
     "remedies are an image with the CUDA toolkit (nvcc) or a vLLM / FlashInfer build that does not JIT-compile.",
     release="0.14.1", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the error block the PR description quotes under 'Why upgrading vLLM doesn't work'; the sentences "
          "around it (which name the cause: nvcc needed for flashinfer JIT, pod has only the CUDA runtime) are left "
          "out. Same PR as the previous case, a different failure of the same test.")

# ---------------------------------------- OpenRLHF #910: vLLM V1 engine refuses worker_extension_cls (OpenRLHF's weight-sync extension) -> use vLLM 0.8.2
case("openrlhf-910-vllm-v1-engine-worker-extension-cls-not-supported",
     "https://github.com/OpenRLHF/OpenRLHF/issues/910",
     "worker-extension-cls is not supported by the V1 Engine",
     "vllm_check_failed", {}, "dependency_version_mismatch",
     "OpenRLHF sets up its vLLM engines with a worker extension class (worker_extension_cls); the vLLM the "
     "reporter had installed did not support that option on its V1 engine (the message in the title), so "
     "OpenRLHF's vLLM engine could not be set up as OpenRLHF needs it. A framework / vLLM version mismatch, "
     "settled by the maintainer pointing at vLLM 0.8.2.",
     "maintainer hijkzzz (2025-03-24): 'please use vllm 0.8.2' (the release whose V1 engine supports "
     "worker_extension_cls).",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue title, which is vLLM's message (vLLM prints it with a leading '--'); the stored chunk "
          "shows only the title and one maintainer comment (the fix, left out). The reporter's vLLM version is not shown.")

if __name__ == "__main__":
    BATCH.write()
