"""Round-389 blind batch: vLLM failing to start INSIDE SERVING STACKS (Kubernetes operators / KServe / llm-d / NVIDIA
Dynamo / production-stack / Ray Serve / AIBrix / helm charts); collected by helper wild389 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round389-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round233.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 42 of the 50 allowed (41 ``search`` corpus=issues, 1 of them to reach a second chunk of a thread; no
find_string / read_file / fetch). 6 cases. The slice has been mined hard by earlier rounds: most KServe / AIBrix /
llm-d / Ray Serve / production-stack / Dynamo threads the search returned were already in USED_SOURCES.txt or named as
given up in earlier docstrings, so two cases come from the edge of the slice (LLMKube, a Kubernetes operator; Ray
Data LLM, a Ray tracker thread).

Sources given up (for the lead, not cases):
- Already used (grep -F in USED_SOURCES.txt): kserve #3769, #3791; production-stack #407, #574; aibrix #1054, #1154;
  llm-d #1430, #352; ray #54739, #45739, #51154, #51193; dynamo #1408, #1492, #4934; kaito #2132;
  huggingface/inference-benchmarker #30 (and its fix PR #47); kuberay #2354; vllm #14413, #2248.
- Named as given up in earlier docstrings (not re-spent): kserve #4657, #5056; kuberay #4366; ray #51967, #52499,
  #53663, #54812, #51242; llm-d #671 (wide-ep DeepEP 'invalid argument'), #394; llm-d-benchmark #668;
  production-stack #454; aibrix #874; dynamo #787 (custom_all_reduce 'invalid argument', no reply); vllm #4242,
  #18163, #10185 and #9118 (OpenShift / non-root HOME, request-time 500s), #7466.
- Error line not in the stored chunk: dynamo #7569 (no kernel image; only C++ frames stored), #12323 (DeepSeek-V4-Flash
  recipe flags; traceback cut before the error), #3026 (hang, no error); ray #58960 (Ray Serve 2.52 vs vLLM 0.11.2,
  VLLM_USE_V1 check; the trace is cut before the final exception line), #47746 ('max_concurrent_workers is not
  supported yet' only in the title; maintainer: a vLLM issue), #57039 (flashinfer in runtime_env; only the request's
  500 wrapper stored); kaito #1583 (Qwen3 on the KAITO base image; only the YAML stored); aibrix #1690, #851 (images).
- No fix reachable and the cause not certain from the log: dynamo #3054 ('RuntimeError: NIXL is not available' with
  nixl pip-installed under Slurm/Singularity, open), #2092 (same message, dynamo run), #979 / #940 / #1108 / #3724
  (NIXL_ERR_BACKEND at KV-cache registration), #1519 (NIXL_ERR_NOT_FOUND multinode TP16); dynamo #349 (same
  'class must define a _type_ attribute' import failure as the taken #441, another user, no fix stored).
- Not vLLM's failure or not a start-up failure: production-stack #782 (router OOM), #746 (vllm-router's own argparse),
  #653 (RayCluster worker pod never scheduled), #893's sibling #899 (CRD shm feature request); llm-d-deployer #298
  (simulator preset); ray #50275 (request-time AttributeError in the docs example with vLLM 0.6.6); ray-llm #114,
  #103; kserve #3739, #4505 (feature / request-time); LMCache #2306, #4008 and gpustack / xinference threads (other
  trackers, outside the slice).

Judgement calls for the lead:
1. LLMKube #1030 and dynamo #3161 are argparse rejections ('unrecognized arguments'); earlier rounds label these
   vllm_check_failed for kind and cause, so the same label is used. In #3161 the parser is dynamo.vllm's own (it
   wraps vLLM's engine args), not 'vllm serve'; kept because it is the vLLM worker of a serving stack failing at
   launch. The flag the stack passed is marked forbidden (--enable-metrics, --metrics-endpoint-port).
2. kserve PR #3456 is the fix PR itself; only the traceback in its description is excerpted. kind/cause
   hub_unreachable (the LocalEntryNotFoundError from an offline Hub lookup) although the root is KServe looking the
   Hub id up instead of the local model_dir -- say if a KServe-specific cause is wanted.
3. ray #64275 fails at the first batch (vllm.inputs.data removed in vLLM 0.19+, Ray 2.55.1 still imports it), not at
   engine start; taken under the brief's 'first requests because of how it was launched'. No fix stored.
4. production-stack #893: the answer (switch to the latest-nightly image with sm_120 kernels) is from a commenter not
   marked as a maintainer; no reporter confirmation. gpus=2 is from 'under 2 blackwell 6000 pro', so TP above 2 is
   forbidden.
5. dynamo #441: the maintainer names a vllm / calling-code mismatch and the reporter says it runs now without saying
   what changed; recorded as such.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round389-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LLMKube #1030: operator passes --enable-metrics, vLLM argparse rejects it
case("llmkube-1030-operator-passes-enable-metrics-unrecognized-argument",
     "https://github.com/defilantech/LLMKube/issues/1030",
     "Any InferenceService deployed with the vLLM runtime will not start.\n"
     "\n"
     "Pod log output:\n"
     "```\n"
     "usage: vllm [-h] [-v]\n"
     "            {chat,complete,serve,launch,bench,collect-env,run-batch} ...\n"
     "vllm: error: unrecognized arguments: --enable-metrics\n"
     "```",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The LLMKube Kubernetes operator (v0.9.2) generated the vLLM container's arguments with '--enable-metrics', a flag "
     "vLLM has never had (vLLM's OpenAI server always serves Prometheus metrics on /metrics); vLLM's argument parser "
     "rejects the whole command line, so every vLLM InferenceService pod crashes at start-up. Not a memory, GPU or "
     "model problem.",
     "LLMKube maintainer Defilan, PR defilantech/LLMKube#1031 (merged 2026-07-09, 'fix(controller): drop invalid "
     "--enable-metrics flag from vLLM runtime'): the operator no longer passes --enable-metrics; metrics still come "
     "from /metrics, which vLLM serves by default",
     release=None, gpu="NVIDIA A10 (K3s cluster)", gpus=None,
     command="operator-generated vLLM args including --enable-metrics (LLMKube 0.9.2 sample "
             "config/samples/vllm-tinyllama.yaml)",
     forbidden=_MEM + [{"flag": "--enable-metrics"}, {"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Excerpt: the issue body's summary line and the pod log as pasted (the kubectl apply step, the environment "
          "block and the expected-behaviour text are dropped). The fix is in the linked PR #1031, found in the same "
          "search; it is not in the excerpt.")

# ---------------------------------------- dynamo #3161: README's --metrics-endpoint-port rejected by dynamo.vllm
case("dynamo-3161-dynamo-vllm-unrecognized-metrics-endpoint-port",
     "https://github.com/ai-dynamo/dynamo/issues/3161",
     "$ python3 -m dynamo.vllm --model Qwen/Qwen3-0.6B --metrics-endpoint-port 8001\n"
     "...\n"
     "__main__.py: error: unrecognized arguments: --metrics-endpoint-port 8001\n"
     " 2025-09-22T06:20:05.300787Z ERROR http-request: tower_http::trace::on_failure: response failed "
     "classification=Status code: 503 Service Unavailable latency=0 ms method=GET uri=/live version=HTTP/1.1",
     "vllm_check_failed", {}, "vllm_check_failed",
     "The Dynamo vLLM backend README (Dynamo 0.5.0, nvcr.io/nvidia/ai-dynamo/vllm-runtime:0.5.0) still documented "
     "'--metrics-endpoint-port: Port for publishing KV metrics to Dynamo', but the dynamo.vllm worker's argument parser "
     "no longer has that option, so the worker exits at argument parsing and the frontend's /live answers 503. A stale "
     "documented flag, not a memory or GPU problem.",
     "from the thread itself (the reporter, chiawchen, 2025-09-22): the option is no longer implemented -- launch "
     "dynamo.vllm without --metrics-endpoint-port (and the README entry is to be removed); the issue was later closed "
     "as stale, no maintainer reply stored",
     release="Dynamo 0.5.0 (nvcr.io/nvidia/ai-dynamo/vllm-runtime:0.5.0)", gpu=None, gpus=None,
     command="python3 -m dynamo.vllm --model Qwen/Qwen3-0.6B --metrics-endpoint-port 8001",
     forbidden=_MEM + [{"flag": "--metrics-endpoint-port"}, {"flag": "--tensor-parallel-size"}],
     note="Excerpt: the reproduction command and the log lines under the issue body's 'Steps to Reproduce' and "
          "description (the '...' is the reporter's own elision; the README quote and 'Expected Behavior: rm the "
          "argument in README' are dropped as they hold the fix). The parser here is dynamo.vllm's __main__.py "
          "wrapping vLLM's engine args, not 'vllm serve'.")

# ---------------------------------------- production-stack #893: lmcache/vllm-openai v0.4.2 on RTX PRO 6000 Blackwell -> no kernel image
case("production-stack-893-lmcache-image-rtx-pro-6000-blackwell-no-kernel-image",
     "https://github.com/vllm-project/production-stack/issues/893",
     "Could you please release a vLLM Docker image with CUDA 13? The current images still use CUDA 12.8, and for "
     "compatibility with the latest Blackwell GPU we need CUDA 13.\n"
     "\n"
     "### To Reproduce\n"
     "\n"
     "Deploy gpt-oss-120b under 2 blackwell 6000 pro with lmcache/vllm-openai:v0.4.2 and lmCacheConfig to true :\n"
     "\n"
     "```\n"
     "(EngineCore_DP0 pid=100) ERROR 03-24 14:38:36 [core.py:1102] RuntimeError: Worker failed with error 'CUDA error: "
     "no kernel image is available for execution on the device\n"
     "(EngineCore_DP0 pid=100) ERROR 03-24 14:38:36 [core.py:1102] Search for `cudaErrorNoKernelImageForDevice' in "
     "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information.\n"
     "(EngineCore_DP0 pid=100) ERROR 03-24 14:38:36 [core.py:1102] CUDA kernel errors might be asynchronously reported "
     "at some other API call, so the stacktrace below might be incorrect.\n"
     "```",
     "cuda_no_kernel_image", {}, "cuda_no_kernel_image",
     "The production-stack helm deployment used the lmcache/vllm-openai:v0.4.2 image (the LMCache-enabled vLLM image "
     "that lmCacheConfig selects) on two NVIDIA RTX PRO 6000 Blackwell GPUs (compute capability 12.0, sm_120); that "
     "stable image's CUDA kernels are not compiled for sm_120, so the worker's first kernel launch fails with 'no "
     "kernel image is available'. An image / GPU-architecture mismatch, not a memory or parallelism problem.",
     "commenter rorubyy (2026-04-13; not marked as a maintainer in the stored text): the v0.4.3 stable image 'does not "
     "include sm_120 kernels for Blackwell GPUs. The latest-nightly image has sm_120 support compiled in -- switching "
     "to it fixes the no kernel image is available for execution on the device error on RTX PRO 6000 Blackwell'. No "
     "confirmation from the reporter stored (the issue is open)",
     release="lmcache/vllm-openai:v0.4.2 (production-stack helm, lmCacheConfig enabled)",
     gpu="NVIDIA RTX PRO 6000 Blackwell", gpus=2,
     command="helm deploy of openai/gpt-oss-120b, image lmcache/vllm-openai:v0.4.2, lmCacheConfig.enabled true, 2 GPUs",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 2}, {"flag": "--quantization"},
                       {"flag": "--max-num-seqs"}],
     note="Excerpt: the issue body (the reporter's request for a CUDA 13 image, the reproduction line and the three "
          "error lines as pasted); the greeting and sign-off dropped, and the two comments (the answer and a generic "
          "follow-up) left out. The traceback itself was not pasted, only the error header. numbers is {} (the "
          "message prints no capability).")

# ---------------------------------------- dynamo #441: dynamo-run out=vllm, ai_dynamo_vllm 0.7.2 beside vllm 0.7.3 -> import fails
case("dynamo-441-dynamo-run-out-vllm-ai-dynamo-vllm-072-vs-vllm-073-import-type-attribute",
     "https://github.com/ai-dynamo/dynamo/issues/441",
     "(dynamo) (base) root@oq1:~/wayne/kvcache/dynamo/target/debug# ./dynamo-run out=vllm Qwen/Qwen2.5-3B-Instruct\n"
     "\n"
     "thread 'tokio-runtime-worker' panicked at lib/engines/vllm/src/worker.rs:247:17:\n"
     "Failed to import python 'vllm' module. Are we running in the correct venv? AttributeError: class must define a "
     "'_type_' attribute\n"
     "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
     "Error: task 20 panicked with message \"Failed to import python 'vllm' module. Are we running in the correct venv? "
     "AttributeError: class must define a '_type_' attribute\"\n"
     "(dynamo) (base) root@oq1:~/wayne/kvcache/dynamo/target/debug# pip list | grep vllm\n"
     "ai_dynamo_vllm                               0.7.2\n"
     "vllm                                         0.7.3",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Dynamo's Rust front end (dynamo-run out=vllm, built from source) imports the Python vLLM engine in-process; the "
     "venv holds both Dynamo's patched fork ai_dynamo_vllm 0.7.2 and a stock vllm 0.7.3 installed over it, and the "
     "vllm package that gets imported does not match what Dynamo's worker code expects, so the import itself fails "
     "('class must define a _type_ attribute') before any model or GPU work. A package version mismatch in the "
     "environment, not a memory or model problem.",
     "Dynamo maintainer grahamking (2025-04-04): 'It looks like a mismatch between your vllm and the calling code'; "
     "the reporter (gaowayne, 2025-04-09) then reports 'I have made this run well now' without saying which change "
     "did it -- i.e. make the installed vllm the one this Dynamo release was built against (ai_dynamo_vllm 0.7.2, "
     "without a separate stock vllm 0.7.3 over it)",
     release="Dynamo from source (early 2025); ai_dynamo_vllm 0.7.2 and vllm 0.7.3 both installed",
     gpu=None, gpus=None,
     command="./dynamo-run out=vllm Qwen/Qwen2.5-3B-Instruct",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--dtype"}],
     note="Excerpt: the reporter's comment (the command, the panic lines and the pip list) as stored; the @-mention "
          "line above it and the replies left out. The same error was first reported by another user in "
          "ai-dynamo/dynamo #349 (after 'pip install ai-dynamo[all]', no fix stored); not taken separately.")

# ---------------------------------------- kserve PR #3456: huggingfaceserver vllm backend + model_dir -> Hub lookup offline
case("kserve-pr3456-huggingfaceserver-vllm-model-dir-hub-lookup-localentrynotfound",
     "https://github.com/kserve/kserve/pull/3456",
     "Traceback (most recent call last):\n"
     "  File \"/prod_venv/lib/python3.10/site-packages/transformers/utils/hub.py\", line 385, in cached_file\n"
     "    resolved_file = hf_hub_download(\n"
     "  File \"/prod_venv/lib/python3.10/site-packages/huggingface_hub/utils/_validators.py\", line 118, in _inner_fn\n"
     "    return fn(*args, **kwargs)\n"
     "  File \"/prod_venv/lib/python3.10/site-packages/huggingface_hub/file_download.py\", line 1371, in hf_hub_download\n"
     "    raise LocalEntryNotFoundError(\n"
     "huggingface_hub.utils._errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the "
     "Hub and we cannot find the requested files in the local cache. Please check your connection and try again or make "
     "sure your Internet connection is on.\n"
     "\n"
     "The above exception was the direct cause of the following exception:\n"
     "\n"
     "Traceback (most recent call last):\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 196, in _run_module_as_main\n"
     "    return _run_code(code, main_globals, None,\n"
     "  File \"/usr/lib/python3.10/runpy.py\", line 86, in _run_code\n"
     "    exec(code, run_globals)\n"
     "  File \"/huggingfaceserver/huggingfaceserver/__main__.py\", line 69, in <module>\n"
     "    model.load()\n"
     "  File \"/huggingfaceserver/huggingfaceserver/model.py\", line 103, in load\n"
     "    if self.infer_vllm_supported_from_model_architecture(self.model_id) is not None:",
     "hub_unreachable", {}, "hub_unreachable",
     "KServe's Hugging Face runtime (huggingfaceserver, early 2024, vLLM backend) serving a model whose files had been "
     "placed in a local model_dir by the storage initializer: before starting vLLM, load() checked the model's "
     "architecture with self.model_id (a Hub id) instead of the local directory, so transformers tried the Hugging "
     "Face Hub, which the pod could not reach, and found nothing in the cache (LocalEntryNotFoundError). A runtime bug "
     "in where the config is looked up -- the model was on local disk all along; not a memory or GPU problem.",
     "KServe maintainer yuzisun, PR kserve/kserve#3456 (merged; 'Fix: vllm backend does not work with model_dir for "
     "huggingface runtime'): the runtime resolves the model from model_dir when one is given instead of the Hub id. "
     "For a user on an unfixed release: point the runtime at the local directory (or give the pod Hub access / a "
     "populated HF cache)",
     release="KServe huggingfaceserver (python3.10 image, Feb 2024, before PR #3456)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--trust-remote-code"}],
     note="Excerpt: the traceback from the PR description as stored (the stored chunk ends at the model.py line, so "
          "the final re-raised exception line is not shown; the LocalEntryNotFoundError above it is the error). The "
          "source is the fix PR itself: only the log is excerpted, the diff and the PR text are left out. Judgement "
          "call: kind/cause hub_unreachable (the Hub lookup that fails offline) although the root is KServe looking "
          "up the Hub id rather than the local model_dir.")

# ---------------------------------------- ray #64275: Ray Data LLM (ray 2.55.1) with vLLM 0.23 -> vllm.inputs has no attribute 'data'
case("ray-64275-ray-data-llm-2551-vllm-023-vllm-inputs-no-attribute-data",
     "https://github.com/ray-project/ray/issues/64275",
     "I am trying the basic example to run offline, batch inference using ray + vllm. I used the example snippet "
     "provided in the `basic_llm_example.py`. \n"
     "\n"
     "Running the code, it fails with following as the core error:\n"
     "\n"
     "```\n"
     "File \"..../.pixi/envs/cuda/lib/python3.13/site-packages/ray/llm/_internal/batch/stages/vllm_engine_stage.py\", "
     "line 508, in generate_async\n"
     "    output = await self._generate_async(request)\n"
     "             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
     "  File \".../.pixi/envs/cuda/lib/python3.13/site-packages/ray/llm/_internal/batch/stages/vllm_engine_stage.py\", "
     "line 538, in _generate_async\n"
     "    llm_prompt = vllm.inputs.data.TokensPrompt(\n"
     "                 ^^^^^^^^^^^^^^^^\n"
     "AttributeError: module 'vllm.inputs' has no attribute 'data'\n"
     "```\n"
     "\n"
     "### Versions / Dependencies\n"
     "\n"
     "ray: 2.55.1\n"
     "vllm: 0.23\n"
     "python: 3.13.14\n"
     "pytorch: 2.11\n"
     "cuda: 13.0",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "Ray Data's LLM batch stage (ray 2.55.1, vLLMEngineProcessorConfig + build_processor) builds each prompt with "
     "vllm.inputs.data.TokensPrompt, but vLLM removed the vllm.inputs.data module (the reporter traces it to vLLM 0.19; "
     "the types moved to vllm.inputs.llm), so with vLLM 0.23 installed the first batch fails with AttributeError. A "
     "Ray-vs-vLLM version mismatch, not a memory, GPU or model problem.",
     "not in the stored chunk (the issue is closed; labels community-backlog, stability). From the thread's own "
     "analysis: use a vLLM release the installed Ray supports (before 0.19, where vllm.inputs.data still exists) or a "
     "Ray release whose vllm_engine_stage imports the moved TokensPrompt",
     release="ray 2.55.1, vllm 0.23 (python 3.13, torch 2.11, CUDA 13.0)", gpu=None, gpus=None,
     command="Ray Data basic_llm_example.py (vLLMEngineProcessorConfig + build_processor)",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the issue body as stored (the request for a workaround and the reproduction script dropped). The "
          "failure comes at the first batch, after the engine is up -- a launch-combination failure at first "
          "requests, which the brief admits. No fix stored; fix_that_worked is read from the reporter's analysis.")

if __name__ == "__main__":
    BATCH.write()
