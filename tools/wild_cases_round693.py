"""Round-693 blind batch: CLOUD VENDORS' CONTAINER AND SAMPLE TRACKERS and EDGE devices (aws/deep-learning-containers
vLLM DLCs, aws-samples / awslabs repos serving with vLLM (SageMaker LMI, EKS, Bedrock custom import),
GoogleCloudPlatform vertex-ai-samples / ai-on-gke / GKE recipes, Azure / azureml-examples, Oracle OCI samples, IBM,
NVIDIA NGC containers, dusty-nv/jetson-containers (vLLM on Jetson Orin / Thor)), 2024-2026: vLLM's own error with the
fix stated in the thread; widened in practice to a hardware vendor's serving container (Intel's
intelanalytics/ipex-llm-serving-xpu image, the NGC / DLC counterpart for Intel GPUs); collected by helper wild693 and
NOT graded by the collector -> tests/golden/wild/<id>.json, each marked ``"batch": "round693-blind"``; the lead grades
it once. A HELD-OUT measurement: graded once, on the final code, and nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation (kind, printed numbers, cause, fixes
that would be wrong for that user) was written from the source thread only. Excerpts are the text as the search
tool's issues corpus shows it; the fix is left out of the excerpt. Every source was checked with grep against
/work/coord/USED_SOURCES.txt, /work/coord/CLAIMS.txt and the earlier rounds' skip lists before it was spent on, and
claimed in CLAIMS.txt at once.

Look-ups: 32 of the 35 allowed, 30 ``search`` corpus=issues, 1 corpus=pages, 1 corpus=code (no read_file,
find_string, find_files, find_repos or fetch). 1 case:
- ipex-llm-13012: Intel's ipex-llm-serving-xpu:2.2.0-b13 vLLM image, Open WebUI connecting over the OpenAI API ->
  "'OpenAIServingTokenization' object has no attribute 'show_available_models'" (a class of vLLM's OpenAI server
  reached for an attribute the image's release lacks; b11 did not fail; maintainer: fixed in b15, reporter: b16 works).

How mined the slice is: MINED OUT in the issues corpus. This slice was cut before by round 329 (cloud / cluster
deployment projects), 460 (unified-memory / Jetson trackers), 484 (cloud platforms by exact error strings), 494
(tutorial / sample repositories), 658 (serving-platform wrappers incl. SageMaker LMI / djl-serving) and the Jetson /
edge rounds 338, 406, 429, 583; every slice thread the 32 queries returned with a vLLM error line in the stored text
was already in USED_SOURCES.txt or an earlier skip list. The semantic search answers slice queries mostly with
vllm-project/vllm threads. aws/deep-learning-containers is the one slice repository no earlier round mined, but its
stored threads are PRs (image bumps, test fixes) whose failures are retold in tables, not pasted as vLLM's text.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): deepjavalibrary/djl-serving #1724; BatsResearch/bonito #7; prometheus-eval #43;
  basalam/product-catalog-generator #10; kaito #2132; vllm #2418, #31424 (NGC 25.12 image), #45102 (NVIDIA NVFP4
  lm_head scales), #10932; NVIDIA/Model-Optimizer #261; NVIDIA-AI-IOT/jetson-ai-lab #421; lightorigins/LightNav-0
  PR #6; HRXWEB obsidian-quartz Orin page (Triton server + vLLM on Orin); DeepSeek-V2 #83.
- Named in earlier rounds' skip lists (not re-opened): aws-samples/amazon-sagemaker-generativeai #111;
  aws-neuron/deep-learning-containers #171 (the Neuron DLC's own entrypoint, 'No such file or directory: serve');
  aws-neuron/neuronx-distributed-inference #5; dusty-nv/jetson-containers #704, #795, #800, #989, #1420, #1557,
  #1568; vertex-ai-samples #2254, #3331; googlecodelabs/feedback #1550; llm-d-benchmark #668; ogx-k8s-operator #125;
  gateway-api-inference-extension PR #436; vllm #9791 (Phi-3-small in an NGC-licensed CUDA image), #2747 and #3630
  (NGC PyTorch container, vllm/_C undefined symbol), #16208 (Vertex AI custom container, AWQ from gs://), #20758
  (SageMaker reranker), #8374 (SageMaker 405B OOM), #34016 (Devstral from S3), #24817 (intel/vllm:0.10.0-xpu on A770),
  #27409, #27971, #41284 (Granite), #54219, #5738, #6452, #4836, #6640; intel/ipex-llm #11789, #12081, #12733,
  #13303; NVIDIA/Model-Optimizer #187, #228, #868.
- No vLLM error text in the stored chunk: aws/deep-learning-containers PR #6452 (the released huggingface-vllm 0.25.0
  image crash-looped for every model; cause 'the released 0.25 image's malformed --kv-transfer-config', fixed by the
  entrypoint change in PR #6464 / PR #6440: the error line itself is not stored), PR #6564 (SM_VLLM_LORA_MODULES with
  several values broke the SageMaker entrypoint's argument building; fixed by scripts/docker/vllm/sagemaker_args.py;
  no vLLM output stored), PR #6761 (vLLM 0.29.0 AL2023 images: the 'unlimited-ocr' model test failed because
  tokenspeed-mla pulled tokenspeed-triton 3.8 next to the pinned triton 3.7.1 and 3.8 rejects vllm.triton_utils.LOG2E,
  a plain float global, in @triton.jit; retold in a table, the Triton error not pasted), PR #6257, #5500, #5670;
  NVIDIA-AI-IOT/jetson-ai-lab PR #420 (vllm/vllm-openai:latest already has Entrypoint ["vllm","serve"], so the
  docs' 'vllm/vllm-openai:latest vllm serve MODEL' doubles the subcommand; the resulting argparse error is not
  stored) and PR #359 (Thor image 0.16.0 'produces garbage' for Cosmos-Reason2, pinned to 0.14.0; no error);
  awslabs/ai-on-eks #169 (RayService spec rejected by KubeRay, not vLLM), data-on-eks #589, #604, #429 (scheduling /
  Neuron crash dump, no vLLM line); GoogleCloudPlatform/kubernetes-engine-samples #1581 (TGI, ephemeral storage);
  Azure/azureml-examples #1891, #2760 (no vLLM log); oracle-samples/oci-data-science-ai-samples PR #529 ('Fix vLLM
  bugs with NIM container', title only); oracle-quickstart/oci-ai-blueprints #75 (outdated image, no error);
  huggingface/Google-Cloud-Containers (TGI / TEI only); forums.developer.nvidia.com t/364663 and t/370044 (Thor MoE
  performance, MTP NotImplementedError retold in prose, no fix).
- Outside the slice / not start-up: vllm-project/recipes #20 (rocm/vllm-dev image lacks gpt-oss's --tool-server; no
  fix stored); runpod-workers/worker-vllm #192 (RunPod, round 658's slice); odysseus-dev/odysseus #191 (kernels vs
  transformers import error, a desktop app).

Judgement calls for the lead:
1. ipex-llm-13012 is a hardware vendor's serving image (Intel), not one of the slice's cloud / NVIDIA / Jetson trackers;
   taken as the nearest kin of the slice's 'NVIDIA NGC containers' (a vendor-built vLLM image whose release is the
   bug) because nothing usable was left in the named trackers. Drop it if only the named vendors count.
2. ipex-llm-13012: the error is quoted once, in the reporter's prose, as a bare string (no traceback is stored; the
   rest is a screenshot). kind None and cause release_regression follow README's null row ("an attribute one of
   vLLM's own classes lacks, reached for by the same release ... a request model of its OpenAI server": cause
   release_regression); the lead may prefer kind vllm_check_failed or a quote-back. The failure comes at the first
   request (Open WebUI listing the models), from the image the server was launched with. The vLLM release inside
   ipex-llm 2.2.0-b13 is not stated (release=None).

Good candidates not spent on (for later rounds): aws/deep-learning-containers PRs #6440 / #6464 (the 0.25.0
huggingface-vllm crash loop: the fix PR may paste vLLM's argparse / JSON error for --kv-transfer-config), #6761 (the
tokenspeed-triton failure may be pasted in a later comment), #6564 (SM_VLLM_LORA_MODULES); NVIDIA-AI-IOT/jetson-ai-lab
PR #420 (a later review comment may paste the doubled 'vllm serve' argparse error).
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round693-blind")
case = BATCH.case

_NOT_MEMORY = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
               {"flag": "--cpu-offload-gb"}, {"flag": "--tensor-parallel-size"}, {"flag": "--enforce-eager"},
               {"flag": "--quantization"}]

# ---------------------------------------- intel/ipex-llm #13012: ipex-llm-serving-xpu:2.2.0-b13 -> 'OpenAIServingTokenization' object has no attribute 'show_available_models'
case("ipex-llm-13012-serving-xpu-220-b13-openaiservingtokenization-no-show-available-models",
     "https://github.com/intel/ipex-llm/issues/13012",
     "vllm failure in intelanalytics/ipex-llm-serving-xpu:2.2.0-b13\n"
     "\n"
     "**Describe the bug**\n"
     "Use the Open-webui connect to the vllm server, the vllm server will crash with the following information.\n"
     "`\"'OpenAIServingTokenization' object has no attribute 'show_available_models'\"`\n"
     "\n"
     "**How to reproduce**\n"
     "Steps to reproduce the error:\n"
     "1. docker pull the intelanalytics/ipex-llm-serving-xpu:2.2.0-b13\n"
     "2. start the vllm serving for Qwen 14B\n"
     "3. start Open-webui connect to the vllm server, through OpenAI API.\n"
     "\n"
     "**Screenshots**\n"
     "\n"
     "![Image](https://github.com/user-attachments/assets/c28ed8b5-7554-4f3f-821c-fff36620f647)\n"
     "\n"
     "**Environment information**\n"
     "This issue only exisit on the docker image release 2.2.0-b13. docker image release 2.2.0-b11 don't have this "
     "issue\n"
     "intelanalytics/ipex-llm-serving-xpu   2.2.0-b13\n"
     "\n"
     "**Additional context**\n"
     "Add any other context about the problem here.",
     None, {}, "release_regression",
     "The vLLM OpenAI server shipped in Intel's intelanalytics/ipex-llm-serving-xpu:2.2.0-b13 image reached for "
     "show_available_models on its OpenAIServingTokenization object, a method that class does not have in the "
     "image's vLLM, so the first OpenAI-API request from Open WebUI (listing the models) failed with AttributeError. "
     "A defect of that image release (the reporter: 2.2.0-b11 does not have it), not of the model, the GPUs or the "
     "launch flags.",
     "Intel maintainer glorysdj in the thread: 'please try 2.2.0-b15. This is fixed in b15.'; the reporter confirmed "
     "'b16 release don't have this issue.' Fix: a later image (2.2.0-b15 or newer), or back to 2.2.0-b11.",
     release=None, gpu=None, gpus=None, command=None,
     forbidden=_NOT_MEMORY,
     note="Excerpt: the issue title and the whole stored description (bug template) as the issues corpus shows it, "
          "the screenshot link kept as stored; the maintainer's answer and the reporter's confirmation left out. The "
          "error is only quoted in prose (the traceback is a screenshot). GPU not named in the thread (an Intel XPU "
          "image; the reporter's other issues use Arc cards, not stated here). The vLLM release bundled in "
          "ipex-llm 2.2.0-b13 is not stated. Judgement calls 1 and 2 of the docstring.")

BATCH.write()
