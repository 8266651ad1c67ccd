"""Round-416 blind batch: SERVING PLATFORMS AND FORUMS (KServe, llm-d, production-stack, AIBrix, RunPod worker-vllm,
SkyPilot, Ray Serve LLM, Dynamo, KubeAI, LocalAI, DJL / SageMaker LMI, Modal, plus the pages corpus:
discuss.vllm.ai, Stack Overflow, Reddit, blogs, CJK pages); collected by helper wild416 and NOT graded by the
collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round416-blind"``; the lead grades it once. A
HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round348.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's corpus shows it; the fix is left out of the excerpt.

Look-ups: 46 of the 50 allowed (38 ``search`` corpus=issues, 7 ``search`` corpus=pages, 1 ``read_file`` of
ashnamehrotra/dynamo deploy/_recipe-tests/TESTING.md, whose vLLM bugs A and C are already round-169 cases and whose
bug B is TensorRT-LLM, so it gave nothing). 4 cases: ai-dynamo/dynamo PR #6897, vllm #2084 (SageMaker notebook; twin
ray-project/ray #41907), kserve #6065, ai-dynamo/dynamo PR #8693. The slice is heavily mined: nearly every KServe /
AIBrix / production-stack / KubeAI / RunPod / SkyPilot / Ray Serve / GPUStack thread the issues corpus returned for
start-up failures was already in USED_SOURCES.txt or an earlier skip list; what was left came from platform PRs that
quote the error they fix and from an old SageMaker thread. The pages corpus returns only the opening of a page, and
for vLLM start-up errors it returned SEO explainers and mirrors, no discuss.vllm.ai, Stack Overflow or Reddit thread.
Sources were checked against USED_SOURCES.txt, the fixtures' source_url and the earlier round files' skip lists.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt / fixtures): SemiAnalysisAI/InferenceX #1587, SergiioB/intel-arc-pro-b70 cookbook
  #4, deepseek-ai/DeepSeek-V2 #83, vllm #2418, #6746, #10517, #27508, #8933, #15664, #25837, #41849 (also met as the
  stepcodex.com mirror in the pages corpus), kaito #2132, gpustack #1800, xusenlinzy/api-for-open-llm #225 (also as a
  blog.gitcode.com rewrite), NovaSky-AI/SkyRL #284, production-stack #407, aibrix #1054, #1154, ray #45739, #52975,
  #54739, #58973, #64466, kubeai #533, triton-inference-server/server #8578, skypilot #2955, modal-examples #1318,
  lemonade-sdk/vllm-rocm #5, OpenRLHF #336, PR #702, NVIDIA-NeMo/RL #870, xorbitsai/inference #4637,
  defilantech/LLMKube #1030, jdaln/dgx-spark-inference-stack PR #13, kserve #3769.
- Named in earlier skip lists (not re-spent, or re-checked once and still cut): ProxmoxVED #2047, worker-vllm #276,
  #68, vllm #12554, #15769, #13814, #13388, #14286, #20758, #29636/#29637/#29639, #44411, PR #16780, aibrix #874, ray
  #53407, #50275, #51967, kuberay #4366, nearai #65, LocalAI #1561, kubeai #499, opea Enterprise-RAG #84, FastChat
  #3177, llm-d #394, llm-d-benchmark #95, Lvllm #78, pytorch/serve #3365, kserve #4657, #5056, skypilot PR #2922,
  aws-samples/amazon-sagemaker-generativeai #111, dynamo #3724, #14281, dynamo #10104 (re-checked: the stored chunk
  still stops before the error line), ray-project/ray-llm #114 (re-checked: 'log_stats' passed twice, traceback cut
  before the exception line in two look-ups).
- Error line not stored or no cause/fix reachable: ray #50975 (DeepSeek-R1 on H20 via Ray Serve; chunk ends inside the
  ServeController traceback), triton-inference-server/server #6578 (Llama-2-7b on the vLLM backend, "TypeError:
  'NoneType' object is not subscriptable" at model.py(75) initialize; no answer stored), skypilot #3638 (vLLM tutorial,
  no vllm module; only the pip log stored), gpustack #2500 / #2547 ('placement group bundle index N is invalid'; no fix
  reached in two look-ups), kserve #4076 (huggingfaceserver '--task' defined by both KServe and vLLM; the chunk stops
  before the argparse error in two look-ups; a good case if the lead can reach it), ray PR #51989 (DeepSeek TP 8 x PP 2
  on Ray Serve LLM, FlashMLA capability check on a GPU-less task; traceback cut before the exception; see also vllm PR
  #18979) and ray PR #52185 (v0/v1 config mismatch; traceback cut), ai-dynamo/aiconfigurator PR #395 / #392
  ('--cudagraph-capture-sizes causes startup failure', empty description), kubernetes-sigs/gateway-api-inference-
  extension PR #2487 (no error text), aiconfigurator PR #519 / #522 and dynamo PR #6554 (the same fix as #6897, the
  error not quoted), gpustack #3991 ('--task=embed' on vLLM 0.13, log cut before the error).
- Off the slice, seen in passing and not taken: OpenRLHF PR #732 ("Ray does not allocate any GPUs on the driver node",
  fixed by scheduling LLMRayActor on a bundle; the PR quotes only the message), zai-org/GLM-4 #573 (AsyncEngineArgs
  'engine_use_ray' in the demo server; maintainer removed the argument), vllm-ascend #17236 (DeepSeek-V4.1-Flash W8A8
  'expected BF16 source for bf16' for engram weights; reporter's fix is an --additional-config engram setting).
- Pages corpus: errornotes.dev, runaihome.com / dev.to, gigagpu.com, fixdevs.com, runlocalai.co (generic explainers,
  no incident), openillumi.com (AI-written, placeholder figures 'X GiB ... Y GiB'), mzph.cn / sgqg.cn / hk.pswp.cn
  (CSDN mirrors of '7GB显存如何部署bf16精度的DeepSeek-R1 70B'; its error-log section lies beyond the stored opening),
  qiita.com/nagayaoh (opening only), a spam page titled after a discuss.vllm.ai thread.

Judgement calls for the lead:
1. Dynamo PR #6897 and PR #8693: the errors are raised by Dynamo's vLLM wrapper (python -m dynamo.vllm), not by vLLM
   itself: a wrapper argument check (--kv-transfer-config required for prefill workers) and argparse's refusal of a
   flag vLLM removed. Both are labelled vllm_check_failed as dynamo-3161 and the '--disable-log-requests' fixtures
   were. The PR descriptions are the sources and the fix is the PR itself. #8693 is the fifth '--disable-log-requests'
   case in the wild set; the lead may drop it as redundant.
2. vllm #2084: the stored chunk ends at the notebook traceback header, so the final DistBackendError line is not in
   the excerpt (it is in the same author's twin ray #41907, quoted in the note). The fix (a newer vLLM) is the
   reporter's own confirmation; the thread does not say which network setting changed. numbers carries
   tensor_parallel_size 4 from the printed engine config, as earlier nccl_error cases did.
3. kserve #6065: open; the fix is the reporter's statement that the pinned vLLM 0.24.0 works. Labelled
   dependency_version_mismatch like triton-server-8578 and ray-58702 (a serving wrapper vs a vLLM API change).
4. None of the four prints memory figures; numbers is {} except vllm #2084.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round416-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- dynamo PR #6897: dynamo.vllm prefill worker without --kv-transfer-config -> ValueError
case("dynamo-pr6897-vllm-prefill-worker-disaggregation-mode-prefill-no-kv-transfer-config",
     "https://github.com/ai-dynamo/dynamo/pull/6897",
     "The prefill worker pod was failing during initialization with:\n"
     "```\n"
     "ValueError: --connector is deprecated and the default is no longer nixl.\n"
     "When using --disaggregation-mode prefill, you must explicitly provide --kv-transfer-config.\n"
     "```\n"
     "...\n"
     "            - python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B-Instruct -tp 4 --disaggregation-mode prefill "
     "--kv-events-config '{\"publisher\":\"zmq\",\"topic\":\"kv-events\",\"endpoint\":\"tcp://*:20080\","
     "\"enable_kv_cache_events\":true}'",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Dynamo 1.0 removed the --connector flag of its vLLM wrapper and stopped defaulting to NIXL; a worker started with "
     "--disaggregation-mode prefill must now name its KV connector through vLLM's --kv-transfer-config. The "
     "AIConfigurator disaggregated example (disagg_router.yaml) still launched the VllmPrefillWorker without it, so "
     "the dynamo.vllm argument check raised ValueError before the engine was built and the pod crash-looped. A launch "
     "configuration gap after a CLI change, not memory, parallelism or the model.",
     "the PR itself (dagil-nvidia, merged 2026-03-04, 'Fixes DYN-2294', NVBug 5946005): add "
     "--kv-transfer-config '{\"kv_connector\":\"NixlConnector\",\"kv_role\":\"kv_both\"}' to the prefill worker's "
     "dynamo.vllm command; the same fix was applied to disagg.yaml / disagg_router.yaml / disagg_planner.yaml in "
     "dynamo PR #6554 and to AIConfigurator's generated templates in ai-dynamo/aiconfigurator PR #519",
     release="Dynamo 1.0.0 (vllm-runtime 1.0.0rc5 and later; --connector removed by dynamo PR #6513)", gpu=None,
     gpus=None,
     command="python3 -m dynamo.vllm --model meta-llama/Llama-3.1-70B-Instruct -tp 4 --disaggregation-mode prefill "
             "--kv-events-config '{\"publisher\":\"zmq\",\"topic\":\"kv-events\",\"endpoint\":\"tcp://*:20080\","
             "\"enable_kv_cache_events\":true}'",
     forbidden=_MEM + [{"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--tensor-parallel-size", "above": 4}],
     note="Excerpt: the PR description's sentence and error block, then the removed ('-') line of the PR's diff to "
          "examples/basics/kubernetes/Distributed_Inference/disagg_router.yaml (the failing launch, shown with the "
          "YAML indentation and without the diff's '-' marker); the PR's summary line and the added '+' line carry "
          "the fix and are left out. The error is raised by Dynamo's vLLM wrapper (components/src/dynamo/vllm), not "
          "by vLLM; labelled vllm_check_failed like dynamo-3161 (a dynamo.vllm argument error). PR #6893 is the same "
          "author's closed twin and was not taken. GPU model not stated; -tp 4 means at least four GPUs per worker.")

# ---------------------------------------- vllm #2084 (twin: ray #41907): SageMaker notebook g4dn.12xlarge, TP 4 -> NCCL 'Bootstrap : no socket interface found'
case("vllm-2084-sagemaker-notebook-g4dn-12xlarge-tp4-ray-nccl-bootstrap-no-socket-interface",
     "https://github.com/vllm-project/vllm/issues/2084",
     "I am running my code on AWS Sagemaker notebooks and I have machine with 4 GPUs. Whenever I set the "
     "tensor_parallel_size>1 it shows me the following error.\n"
     "\n"
     "NFO 12-13 13:07:31 llm_engine.py:72] Initializing an LLM engine with config: "
     "model='mistralai/Mistral-7B-Instruct-v0.1', tokenizer='mistralai/Mistral-7B-Instruct-v0.1', tokenizer_mode=auto, "
     "revision=None, tokenizer_revision=None, trust_remote_code=False, dtype=torch.float16, max_seq_len=32768, "
     "download_dir=None, load_format=auto, tensor_parallel_size=4, quantization=None, seed=0)\n"
     "(RayWorker pid=14391) pytorch-2-0-1-gpu-ml-g4dn-12xlarge-a1771cff5b2706f02b86883798ff:14391:14391 [0] NCCL INFO "
     "NCCL_SOCKET_IFNAME set by environment to ^lo,docker,veth\n"
     "(RayWorker pid=14391) \n"
     "(RayWorker pid=14391) pytorch-2-0-1-gpu-ml-g4dn-12xlarge-a1771cff5b2706f02b86883798ff:14391:14391 [0] "
     "bootstrap.cc:45 NCCL WARN Bootstrap : no socket interface found\n"
     "(RayWorker pid=14391) pytorch-2-0-1-gpu-ml-g4dn-12xlarge-a1771cff5b2706f02b86883798ff:14391:14391 [0] NCCL INFO "
     "init.cc:82 -> 3\n"
     "(RayWorker pid=14391) pytorch-2-0-1-gpu-ml-g4dn-12xlarge-a1771cff5b2706f02b86883798ff:14391:14391 [0] NCCL INFO "
     "init.cc:101 -> 3\n"
     "---------------------------------------------------------------------------\n"
     "RayTaskError(DistBackendError)            Traceback (most recent call last)",
     "nccl_error", {"tensor_parallel_size": 4}, "nccl_error",
     "Mistral-7B-Instruct-v0.1 with tensor_parallel_size=4 on a SageMaker notebook instance (ml.g4dn.12xlarge, 4x T4) "
     "with a late-2023 vLLM that ran TP workers as Ray actors: when the workers built their NCCL communicator, NCCL's "
     "bootstrap found no network interface it could use (NCCL_SOCKET_IFNAME came from the environment as the exclusion "
     "list '^lo,docker,veth', the value Ray Train also forces by default per ray #42652), so the first all_reduce in "
     "_init_distributed_environment failed with DistBackendError / ncclInternalError. A multi-GPU communication set-up "
     "failure on that host, not memory; TP 1 worked.",
     "confirmed by the reporter (samarthsarin, 2024-03-28): 'after installing the latest version [of vLLM] and "
     "tensor_parallel_size=4 was able to solve my concern and it is working fine'; maintainer youkaichao suggested the "
     "latest main with its tp>1 improvements. The thread does not say which interface setting changed; on the "
     "failing release, pointing NCCL_SOCKET_IFNAME at the host's real interface (or unsetting the exclusion list) is "
     "the usual NCCL remedy, not confirmed here",
     release="vLLM of December 2023 (Ray-based TP workers; the 'Initializing an LLM engine with config' line has no "
             "version)",
     gpu="4x NVIDIA T4 (SageMaker notebook ml.g4dn.12xlarge)", gpus=4,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size", "above": 4}, {"flag": "--max-num-seqs"},
                       {"flag": "--enforce-eager"}],
     note="Excerpt: the issue description (samarthsarin, 2023-12-13) as the stored chunk shows it, from the sentence "
          "to the start of the notebook traceback; the first letter of 'INFO' is missing in the source ('NFO'). The "
          "chunk stops at 'Cell In[' after the traceback header, so the final exception line is not in the excerpt; the "
          "same author's twin post ray-project/ray #41907 (2023-12-14, not taken separately) shows it: "
          "'torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1251, "
          "internal error ... NCCL version 2.18.6 ncclInternalError: Internal check failed. Last error: Bootstrap : no "
          "socket interface found'. No launch code is in the stored chunk, so command is None (offline "
          "LLM(...) in a notebook, TP 4, per the description and the config line). Who set NCCL_SOCKET_IFNAME is not established in the thread.")

# ---------------------------------------- kserve #6065: huggingfaceserver (KServe master) on vLLM >= 0.25.0 -> No module named 'vllm.entrypoints.serve.render'
case("kserve-6065-huggingfaceserver-vllm-025-renderer-api-removed-no-module-serve-render",
     "https://github.com/kserve/kserve/issues/6065",
     "huggingfaceserver: vLLM backend broken with vLLM >= 0.25.0 (renderer API removed)\n"
     "...\n"
     "With vLLM >= 0.25.0 this raises at engine startup:\n"
     "\n"
     "```\n"
     "ModuleNotFoundError: No module named 'vllm.entrypoints.serve.render'\n"
     "```\n"
     "\n"
     "and, once the import is fixed by hand, then:\n"
     "\n"
     "```\n"
     "TypeError: OpenAIServingChat.__init__() missing 1 required keyword-only argument: 'online_renderer'\n"
     "TypeError: OpenAIServingCompletion.__init__() missing 1 required keyword-only argument: 'online_renderer'\n"
     "```",
     "dependency_version_mismatch", {}, "dependency_version_mismatch",
     "KServe's huggingfaceserver (master) builds its OpenAI serving layer on vLLM's renderer API "
     "(vllm.entrypoints.serve.render.serving.OpenAIServingRender passed to OpenAIServingChat / OpenAIServingCompletion). "
     "vLLM 0.25.0 removed that module and changed the constructors (they now take online_renderer), so with any vLLM "
     "newer than KServe's pinned 0.24.0 the vLLM backend dies at engine start-up with ModuleNotFoundError, then "
     "TypeError once the import is patched. A version mismatch between the serving wrapper and vLLM, not memory, GPU "
     "or model.",
     "not fixed in the stored text (open). The reporter (toabctl, 2026-08-24) states the backend works on the pinned "
     "vLLM 0.24.0 and breaks on every release from 0.25.0; so: keep vLLM at KServe's pin (0.24.0) with this "
     "huggingfaceserver, or port vllm_model.py to the 0.25 online_renderer API",
     release="KServe master huggingfaceserver with vLLM >= 0.25.0 (works on the pinned 0.24.0)", gpu=None, gpus=None,
     command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"},
                       {"flag": "--dtype"}],
     note="Excerpt: the issue title, then the two error blocks of the description with their lead-in sentences, as "
          "the stored chunk shows them; dropped ('...'): the first paragraph (which names the pinned 0.24.0 that still "
          "works, i.e. the fix direction) and the quoted vllm_model.py code (L145-L190) that uses OpenAIServingRender. "
          "No launch command or GPU is given; the failure is independent of both. The error is raised in KServe's "
          "wrapper importing vLLM, so no vLLM engine log precedes it.")

# ---------------------------------------- dynamo PR #8693: qwen3-vl-30b / qwen3-32b recipes pass --disable-log-requests to vLLM 0.19 -> unrecognized arguments
case("dynamo-pr8693-recipes-qwen3-vl-30b-qwen3-32b-vllm-runtime-110rc5-disable-log-requests-unrecognized",
     "https://github.com/ai-dynamo/dynamo/pull/8693",
     "- vLLM removed the deprecated `--disable-log-requests` argument; the recipes for `qwen3-vl-30b` and `qwen3-32b` "
     "still passed it, causing pods on `vllm-runtime:1.1.0-rc5` (and main's `vllm-runtime` built against vLLM 0.19.x) "
     "to crash on startup with `__main__.py: error: unrecognized arguments: --disable-log-requests`.",
     "vllm_check_failed", {}, "vllm_check_failed",
     "Dynamo's recipe deploy.yaml files for qwen3-vl-30b and qwen3-32b still passed --disable-log-requests to the vLLM "
     "worker. vLLM deprecated that flag in favour of --enable-log-requests (vllm PR #21739, Aug 2025) and later removed "
     "it, so on vllm-runtime 1.1.0-rc5 / main (vLLM 0.19.x) argparse rejected the command line and the worker pods "
     "crash-looped before any engine start. A stale flag in the launch configuration, not memory, GPU or model.",
     "the PR itself (dagil-nvidia, merged 2026-04-24): rename the flag to --no-enable-log-requests (the "
     "BooleanOptionalAction form of --enable-log-requests) in the three recipe deploy.yaml files and the "
     "kv-router-ab-testing.md doc; simply dropping the flag also works, since request logging is off by default",
     release="Dynamo vllm-runtime 1.1.0-rc5 (vLLM 0.19.0) and main (vLLM 0.19.1)", gpu=None, gpus=None, command=None,
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--max-num-seqs"}, {"flag": "--enforce-eager"}],
     note="Excerpt: the first bullet of the PR's Summary as the stored chunk shows it (the error is quoted inline by "
          "the author, not as a pasted log); the next bullets (the rename, i.e. the fix) and the Details section are "
          "left out. No launch command, model arguments or GPU are in the stored text. Same message as the fixtures "
          "dgx-spark-inference-stack-13 and inferencex-1371 (argparse's refusal of a removed flag), labelled the same way "
          "(vllm_check_failed); here the prog name is Dynamo's wrapper ('__main__.py', python -m dynamo.vllm).")

if __name__ == "__main__":
    BATCH.write()
