"""Round-482 blind batch: vLLM start-up failures on KUBERNETES and SERVING PLATFORMS that run vLLM as their engine
(KServe / OpenShift AI, KubeRay / Ray Serve LLM, llmaz, OME, KAITO, NIM, Triton's vLLM backend, Dynamo, BentoVLLM,
SkyPilot, dstack, Truss, cog-vllm), third pass by exact vLLM error strings; collected by helper wild482 and NOT graded
by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round482-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 34 of the 40 allowed (32 ``search`` corpus=issues, 1 ``search`` corpus=pages that found nothing usable, 1
``read_file`` that found nothing: PRs / issues are not files). 3 cases: vllm #1647 (Triton vLLM backend tutorial on a
released 23.10-era container: 'vLLM Triton backend must be configured to use decoupled model transaction policy'),
ray #64006 (ray[serve,llm] 2.55.1 resolving vLLM 0.22.1: No module named 'vllm.entrypoints.openai.speech_to_text' ->
'Neither vLLM nor SGLang is installed'), vllm #604 (vLLM 0.1.x with Ray but no pandas: cannot import name 'RayWorker').
This slice is close to exhausted: almost every KServe / KAITO / KubeRay / Ray Serve / Triton / Dynamo / NIM / BentoVLLM
/ SkyPilot thread the search returns is already in USED_SOURCES.txt or an earlier round's skip list, and the platform
names do not steer the issues corpus much (most queries come back with generic vLLM threads). Every candidate was
checked with grep -F against /work/coord/USED_SOURCES.txt and with a bare-number grep over the earlier round files
before it was taken.

Sources given up (for the lead, not cases):
- Already used or named in earlier rounds' skip lists (not re-opened): triton-inference-server/server #8578, #6578,
  #7562; kaito #2132, #1101, #2114; vllm #10517, #5976, #14102, #7699, #26028, #2416, #7107, #730, #9990, #16429,
  #5727, #7345, #22265, #4462, #10185, #15613, #34199, #13815, #12554, #18163, #14025; ray-project/kuberay #4366;
  ray-project/ray-llm #114; ray #59064, #54812, #54739, #45739, #50275; llm-d #394; llm-d-benchmark #668; opea
  GenAIInfra #1172; VITA-MLLM/VITA #42; distilabel #1044; gpustack #5056; dgx-spark-playbooks #63;
  bring-llms-to-nim #7; substratusai/vllm-docker #37; GLM-4 #510; LlamaFactory #4960, #3387; unsloth #2887;
  eugr/spark-vllm-docker #296; club-3090 #32; LMCache #2927; canonical/bundle-kubeflow #1077; BentoVLLM #38, #170;
  production-stack #407; OpenLLM #882; jetson-containers #704; skypilot #3638, #3651, PR #2922; kubeai #499, #533;
  dynamo #12323; ramalama #758.
- Not a vLLM start-up failure, or not vLLM's message: kaito #931 (custom template running accelerate + transformers,
  wrong model id); InftyAI/llmaz #268 (playground pod stuck in Init, no vLLM log); kserve #4019 (nomic-embed on a
  CPU-only predictor, transformers' trust_remote_code ValueError, no fix stored), #3875 (--backend huggingface, not
  vLLM), PR #3729 (trust_remote_code propagation into vLLM startup: no error text stored), #3580 (feature request);
  ray #51244 (ray 2.42.1 has no ray.serve.llm), #53267 (release-test EngineDeadError at request time); dstack PR #2877
  and the NVIDIA 'Failed to initialize NVML: Unknown Error' notices (container toolkit, no vLLM log);
  triton-inference-server/server #7078 (Triton's own 'unable to find libtriton_vllm.so'); containers/ramalama #1948;
  tenstorrent/tt-inference-server #4638, #4628 (TT plugin); Quick-AI-tutorials/AI-Infra #1 and dynamo #1808 (Dynamo's
  own argparse 'unrecognized arguments', no fix stored); EleutherAI/lm-evaluation-harness #3688 (lm-eval's own import).
- Error or resolution not reachable in the stored chunks: skypilot PR #3436 (SkyPilot docker runtime losing the GPU
  through systemd cgroups; the stored chunk ends in the optimizer table before any vLLM line, read_file found nothing);
  dengcao/Qwen3-Reranker-0.6B #2 ('libcuda.so.1: file too short' -> UnspecifiedPlatform, open, no fix);
  VectorInstitute/vector-inference #258 (the search never returned its log); vllm #16622 (module 'ray' has no
  attribute 'is_initialized': maintainer could not reproduce, no cause stored), #21776 (vllm.ray shadowing Ray: only
  the collect_env block stored).
- Same class as a case, not taken separately: ray #62497 (ray 2.54.0 with vLLM 0.17.0, "No module named
  'vllm.entrypoints.openai.translations'"; labelled needs-repro-script, no fix stored) -- same Ray Serve LLM / vLLM
  module-path mismatch as ray-64006.

Judgement calls for the lead:
1. vllm-1647: the AssertionError is raised by Triton's vLLM backend (model.py), not by vLLM itself; taken because the
   thread pins the cause (maintainer tanmayv25: config.pbtxt auto-complete exists only on Triton's main branch, coming in
   23.11, so the tutorial's minimal config.pbtxt on a released container lacks the decoupled policy) and the reporter's
   fix worked. kind None (no vLLM message kind fits a Triton config assertion); cause dependency_version_mismatch
   (tutorial from main vs. an older released container). The lead may prefer cause 'unrecognized'.
2. ray-64006: the failure is at 'from ray.serve.llm import ...' before any engine starts -- the serving platform cannot
   launch vLLM at all because of the vLLM version pip resolved. kind/cause dependency_version_mismatch, as the 14 earlier
   "No module named 'vllm.<path>'" version cases. No fix is in the stored text; the cause is the reporter's code-linked
   diagnosis (closed issue).
3. vllm-604: kind dependency_missing (a missing third-party package surfaced as an ImportError inside vLLM); cause
   'dependency_missing' is a NEW cause label -- none of LABELS.txt's causes names a missing pip package (the nearest,
   vllm_extension_missing / cuda_runtime_library_missing / container_image_broken, are about other things). Out of the
   platform slice strictly (a bare pip install), taken because it is Ray-as-executor and the thread pins the cause
   (reporter's diagnosis, confirmed by two others).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round482-blind")
case = BATCH.case

_NONMEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
           {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
           {"flag": "--quantization"}]

# ---------------------------------------- vllm #1647: Triton vLLM-backend tutorial (main) on a released container, AWS A10 -> decoupled policy assertion
case("vllm-1647-triton-vllm-backend-tutorial-a10-config-pbtxt-not-decoupled-assertion",
     "https://github.com/vllm-project/vllm/issues/1647",
     "Triton Server Example does not work\n"
     "\n"
     "Hi,\n"
     "I run into this issue when following the triton inference tutorial with vllm here:\n"
     "https://github.com/triton-inference-server/tutorials/tree/main/Quick_Deploy/vLLM\n"
     "\n"
     "I'm running on a AWS Ubuntu machine with this default [image](https://aws.amazon.com/releasenotes/aws-deep-"
     "learning-ami-gpu-pytorch-2-0-amazon-linux-2/) on an A10 GPU. \n"
     "\n"
     "`UNAVAILABLE: Internal: AssertionError: vLLM Triton backend must be configured to use decoupled model "
     "transaction policy`",
     None, {}, "dependency_version_mismatch",
     "Following Triton's Quick_Deploy/vLLM tutorial from the main branch on a released Triton container (November 2023, "
     "before 23.11): the tutorial's config.pbtxt relied on the vLLM backend's config auto-complete (vllm_backend PR #20) "
     "to set the decoupled model transaction policy, but auto-complete existed only on Triton's main branch, so the "
     "model's config was not decoupled and the backend's initialize() assertion refused to load it. A tutorial / "
     "container version mismatch; nothing about GPU memory or the model.",
     "the reporter (rguo123): going back to the old config.pbtxt (which sets the decoupled model transaction policy "
     "explicitly) fixed it; maintainer tanmayv25 confirmed the auto-complete feature is only on Triton's main branch and "
     "would ship with the 23.11 release",
     release=None, gpu="NVIDIA A10", gpus=1, command=None,
     forbidden=_NONMEM,
     note="Excerpt: the issue title and description as stored; the two comments (the reporter's own fix and the "
          "maintainer's explanation) are left out. The error is Triton's vLLM backend (model.py) assertion surfaced as "
          "the model's UNAVAILABLE status, not a vLLM message. The vLLM and Triton versions are not stated.")

# ---------------------------------------- ray #64006: ray[serve,llm] 2.55.1 + pip-resolved vLLM 0.22.1 -> No module named 'vllm.entrypoints.openai.speech_to_text'
case("ray-64006-serve-llm-2551-vllm-0221-no-module-speech-to-text-neither-vllm-nor-sglang",
     "https://github.com/ray-project/ray/issues/64006",
     "### What happened\n"
     "\n"
     "Installing `ray[serve,llm]` on Ray 2.55.1 and importing `ray.serve.llm` following [this guide](https://docs.ray.io/"
     "en/latest/serve/llm/quick-start.html) immediately fails :\n"
     "\n"
     "```\n"
     ">>> from ray.serve.llm import LLMConfig, build_openai_app\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \".../ray/llm/_internal/serve/core/configs/openai_api_models.py\", line 28, in <module>\n"
     "    from vllm.entrypoints.openai.speech_to_text.protocol import (\n"
     "ModuleNotFoundError: No module named 'vllm.entrypoints.openai.speech_to_text'\n"
     "...\n"
     "ImportError: Neither vLLM nor SGLang is installed. At least one is required for Ray Serve LLM protocol models.\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Ray 2.55.1's Serve LLM imports vLLM's OpenAI protocol classes from module paths "
     "(vllm.entrypoints.openai.speech_to_text...) that vLLM moved around release 0.20; the ray[llm] extra only requires "
     "vllm[audio]>=0.18.0 with no upper bound, so pip resolved vLLM 0.22.1 and the import failed, which Ray then "
     "reports as 'Neither vLLM nor SGLang is installed' although vLLM is installed. A Ray / vLLM version mismatch; "
     "no GPU, memory or model problem (it fails before any engine starts).",
     "no fix in the stored text (issue closed). From the reporter's code-linked diagnosis: install a vLLM release that "
     "Ray 2.55.1's Serve LLM was built against (one from before the module move, i.e. pin vllm below ~0.20 / to the "
     "version in Ray's llm-requirements) or a Ray release whose openai_api_models.py follows the new vLLM paths",
     release="0.22.1 (Ray 2.55.1, ray[serve,llm])", gpu=None, gpus=None,
     command="from ray.serve.llm import LLMConfig, build_openai_app",
     forbidden=_NONMEM,
     note="Excerpt: the 'What happened' part of the description with its traceback as stored; the reporter's analysis "
          "that follows (the [llm] extra's unbounded vllm[audio]>=0.18.0, the moved modules) is left out as it is the "
          "diagnosis. Ray #62497 (Ray 2.54.0 + vLLM 0.17.0, 'vllm.entrypoints.openai.translations') is the same class "
          "and was not taken. The '...' line is in the stored traceback.")

# ---------------------------------------- vllm #604: vLLM 0.1.x source install with Ray but without pandas -> cannot import name 'RayWorker'
case("vllm-604-v01x-ray-installed-without-pandas-cannot-import-rayworker",
     "https://github.com/vllm-project/vllm/issues/604",
     "RayWorker import error\n"
     "\n"
     "When import `vllm` I got following error\n"
     "```\n"
     "Traceback (most recent call last):\n"
     "  File \"<stdin>\", line 1, in <module>\n"
     "  File \"/code/vllm/vllm/__init__.py\", line 4, in <module>\n"
     "    from vllm.engine.async_llm_engine import AsyncLLMEngine\n"
     "  File \"/code/vllm/vllm/engine/async_llm_engine.py\", line 7, in <module>\n"
     "    from vllm.engine.llm_engine import LLMEngine\n"
     "  File \"/code/vllm/vllm/engine/llm_engine.py\", line 9, in <module>\n"
     "    from vllm.engine.ray_utils import initialize_cluster, ray, RayWorker\n"
     "ImportError: cannot import name 'RayWorker' from 'vllm.engine.ray_utils' \n"
     "```",
     "dependency_missing", {}, "dependency_missing",
     "vLLM 0.1.x (a source checkout under /code/vllm, July 2023) imports Ray inside vllm/engine/ray_utils.py and only "
     "defines RayWorker when that import succeeds; Ray was installed but pandas, which Ray needed here (the reporter's "
     "diagnosis), was not, so the Ray import failed quietly, RayWorker was never defined and 'import vllm' itself "
     "broke. A missing Python package in the environment, not a GPU, memory or launch-flag problem.",
     "the reporter (zxdvd): 'It seems `ray` requires `pandas` I haven't installed it' -- installing pandas fixed it; "
     "TheBloke reported the same issue and hrushikesh198 confirmed the pandas install ('this saved my day')",
     release=None, gpu=None, gpus=None, command="import vllm",
     forbidden=_NONMEM,
     note="Excerpt: the issue title and the traceback as stored; the reporter's one-line cause under the traceback and "
          "the comments are left out. vLLM version not stated (July 2023, the 0.1.x line; vllm #563 / #664 are other "
          "Ray-import breakages of the same period with a different cause, the Ray 2.6 / ray.air change).")

BATCH.write()
