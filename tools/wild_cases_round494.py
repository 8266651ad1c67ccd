"""Round-494 blind batch: vLLM start-up failures met in TUTORIAL, SAMPLE and COURSE repositories (aws-samples,
GoogleCloudPlatform generative-ai / vertex-ai-samples / ai-on-gke, Azure-Samples, NVIDIA GenerativeAIExamples,
mlabonne/llm-course, huggingface smol-course / cookbook, patchy631/ai-engineering-hub, langchain tutorials,
meta-llama/llama-cookbook, Mistral cookbook, Qwen / DeepSeek deployment docs) and the nearest neighbours the searches
returned; collected by helper wild494 and NOT graded by the collector -> tests/golden/wild/<id>.json, each marked
``"batch": "round494-blind"``; the lead grades it once. A HELD-OUT measurement: graded once, on the final code, and
nothing is to be fitted on it.

Same rules as tools/wild_cases_round448.py: the collector did not run ``kvroom explain``, tests/wild_grade.py or the
test suite on these excerpts, and did not read kvroom's source; every expectation was written from the source thread
only. Excerpts are the text as the search tool's issues corpus shows it; the fix is left out of the excerpt.

Look-ups: 33 of the 40 allowed, all ``search`` corpus=issues (no find_string, read_file or fetch). 1 case:
hiyouga/LlamaFactory #6579 (CUDA build of vLLM launched with CUDA_VISIBLE_DEVICES="" to force CPU inference ->
'CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled'). Every source was checked with
grep -F against /work/coord/USED_SOURCES.txt and against the earlier rounds' skip lists before it was spent on.

The slice is exhausted for this corpus. The issues corpus's semantic search answers slice-specific queries (aws-samples,
NVIDIA GenerativeAIExamples, vertex-ai-samples, Azure-Samples, smol-course, ai-engineering-hub, llama-cookbook, Mistral
cookbook, huggingface cookbook, DeepSeek-Coder-V2 / V3, Qwen deployment docs) almost only with vllm-project/vllm threads
and with slice threads that earlier rounds already used or named in their skip lists (round 329 covered the
aws-samples / GCP / Azure cloud samples; round 461 the guides and cookbooks; rounds 99 / 418 / 468 / 474 the
Qwen / DeepSeek repos). The repositories of the slice with no stored issue carrying a vLLM error line (as far as 33
searches could tell): NVIDIA/GenerativeAIExamples, Azure-Samples/*, mlabonne/llm-course, huggingface/smol-course,
huggingface/cookbook, patchy631/ai-engineering-hub, meta-llama/llama-cookbook (only PR #279, the llama-on-prem guide,
no error). The one case comes from a training framework's tracker (LlamaFactory), outside the slice; see judgement 1.

Sources given up (for the lead, not cases):
- Already used (USED_SOURCES.txt): prometheus-eval #43; basalam/product-catalog-generator #10; kaito #2132, #2114;
  openrlhf #336; argilla-io/distilabel #326; vllm #1153, #9990, #1284, #31936, #15336, #12581, #40851, #17132, #15300,
  #15027, #17210, #15031, #6986, #11626, #8142, #807, #3564, #963, #13398, #25837, #12697, #17327, #4981; gpustack
  #1774; dusty-nv/jetson-containers #678; trl #3304, #2826, #2688; EasyR1 #551; ray #45739; kyuz0 strix-halo #73;
  LMCache #2306; QwenLM/Qwen3 #187, #295; QwenLM/Qwen #853; deepseek-ai/DeepSeek-V2 #83.
- Named in earlier rounds' skip lists (not re-opened): googlecodelabs/feedback #1550 (Cloud Run codelab, gcloud startup
  timeout only), vllm #20758 (SageMaker reranker, body cut), aws-samples/amazon-sagemaker-generativeai #111,
  kubernetes-sigs/gateway-api-inference-extension PR #436 / #464 (CPU example on GKE, log cut before the error),
  production-stack #454, opea Enterprise-RAG #84, xinference #4229, HunyuanOCR #15, Step3-VL-10B #11, unslothai
  notebooks #69, KnowLM #106, DeepSeek-Coder-V2 #34, vllm #34403, #29481, #28292, #4608 (vLLM's quickstart on a lab
  server, device='cuda:3'; the stored text stops before any resolution), #27729, #10830, #8626, #19542, #1431, #6464,
  QwenLM/Qwen3-VL #1477 (same incident as the used #1489), ray #53663, #52377, lm-eval #1846 (vllm), open-r1 #309
  (lighteval's gpu_memory_utilisation spelling), OpenBMB/MiniCPM #193.
- Same incident as a used case: MozerWang/Loong #12 (benchmark repo's vllm_example.sh, vLLM 0.5.0.post1 with outlines
  0.1.11 -> "cannot import name 'build_regex_from_schema'"; the same reporter, the same command and the same week as
  vllm #11411, used in round 318; the Loong thread adds the reporter's confirmation that vLLM 0.5.3.post1 works).
- New but no cause pinned down in the stored text: hiyouga/LlamaFactory #5686 (CUDA_VISIBLE_DEVICES=1 llamafactory-cli
  api with vLLM 0.6.2, torch OOM on 'GPU 0' with process 308335 holding 41.09 GiB; labelled solved but no reply is
  stored -- 'GPU 0' is the logical index under CUDA_VISIBLE_DEVICES=1, so the reporter's reading may be wrong; two
  searches); vllm #4730 (export CUDA_VISIBLE_DEVICES=6, Qwen1.5-72B-Chat on one A800, OOM on logical GPU 0 with another
  process at 50.95 GiB; no answer stored); datawhalechina/self-llm #359 (tutorial repo: os.environ['CUDA_VISIBLE_DEVICES']
  set inside the function before LLM(); traceback cut before the error, open, no answer); VITA-MLLM/VITA #83 (same
  symptom, open); kemingy/vllm-env #1 and its twin vllm #807 ('No CUDA GPUs are available' in a sample Dockerfile; the
  chunk stops in the Dockerfile, no answer); philschmid/deep-learning-pytorch-huggingface #83 (mini-GRPO tutorial:
  only TRL's 'Server is not up yet' retry lines, no vLLM error); aws-neuron/neuron-workshops #31 (title + a
  maintainer's 'we will take a look'); vllm #16003 (Jupyter on CPU, error not in the chunk); ray #55585 (Ray Serve's
  own TypeError, not vLLM's); ai-on-gke/tutorials-and-examples PR #43, logicalclocks/hopsworks-tutorials PR #323,
  sambanova/ai-starter-kit PR #834 (titles only).

Judgement calls for the lead:
1. llamafactory-6579 is outside the slice (a fine-tuning framework's API server, not a tutorial repository); taken
   because it is a new source with a message no earlier fixture carries, the error lines are whole in the stored
   description and the maintainer's one-line answer pins the cause. The message is not in README's no_gpu_visible
   list; no_gpu_visible is used for kind and cause as the closest label (GPUs deliberately hidden from a CUDA build:
   vLLM sees none). The lead may prefer a new kind (e.g. cuda_visible_devices_empty) or cause
   (cuda_build_on_cpu_request). No vLLM version is printed in the stored text.
"""
from wild_blind import BlindBatch

BATCH = BlindBatch("round494-blind")
case = BATCH.case

_MEM = [{"flag": "--gpu-memory-utilization"}, {"flag": "--max-model-len"}, {"flag": "--kv-cache-dtype"},
        {"flag": "--cpu-offload-gb"}]

# ---------------------------------------- LlamaFactory #6579: CUDA_VISIBLE_DEVICES="" to run vLLM on CPU -> GPU support is disabled
case("llamafactory-6579-api-vllm-cuda-visible-devices-empty-string-gpu-support-disabled-cpu-wanted",
     "https://github.com/hiyouga/LlamaFactory/issues/6579",
     "如何使用CPU进行推理？\n"
     "\n"
     "### System Info\n"
     "\n"
     "当使用llamafactory-cli api xxx_vllm.yaml进行部署推理时，如何使用CPU环境进行推理？有没有什么参数进行设置？感谢\n"
     "当我增加环境变量运行命令后  CUDA_VISIBLE_DEVICES=\"\" llamafactory-cli api inference/xxx_vllm.yaml\n"
     "似乎vllm不支持cpu操作\n"
     "\n"
     "### Reproduction\n"
     "\n"
     "```text\n"
     "File \"/usr/local/lib/python3.10/dist-packages/vllm/attention/selector.py\", line 108, in get_attn_backend\n"
     "    backend = which_attn_to_use(num_heads, head_size, num_kv_heads,\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/attention/selector.py\", line 215, in which_attn_to_use\n"
     "    if current_platform.get_device_capability()[0] < 8:\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/platforms/cuda.py\", line 101, in get_device_capability\n"
     "    physical_device_id = device_id_to_physical_device_id(device_id)\n"
     "  File \"/usr/local/lib/python3.10/dist-packages/vllm/platforms/cuda.py\", line 88, in "
     "device_id_to_physical_device_id\n"
     "    raise RuntimeError(\"CUDA_VISIBLE_DEVICES is set to empty string,\"\n"
     "RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled.\n"
     "```",
     "no_gpu_visible", {}, "no_gpu_visible",
     "The reporter wanted CPU inference from LlamaFactory's OpenAI-style API server with the vLLM backend and tried to "
     "get it by hiding every GPU (CUDA_VISIBLE_DEVICES=\"\"). The installed vLLM is the CUDA build: its CUDA platform, "
     "asked for the device capability while choosing an attention backend, maps the device id through "
     "CUDA_VISIBLE_DEVICES and refuses an empty value ('GPU support is disabled'). A CUDA build of vLLM cannot run on "
     "the CPU, so hiding the GPUs only makes it fail at start-up; not a memory or model problem.",
     "maintainer hiyouga (2025-01-09): '需要安装 CPU 版本 vllm' -- install the CPU build of vLLM (built from the vLLM "
     "repository for the CPU target) for CPU inference; with the CUDA build, leave GPUs visible (unset "
     "CUDA_VISIBLE_DEVICES). No confirmation from the reporter is stored",
     release=None, gpu=None, gpus=None,
     command="CUDA_VISIBLE_DEVICES=\"\" llamafactory-cli api inference/xxx_vllm.yaml",
     forbidden=_MEM + [{"flag": "--tensor-parallel-size"}, {"flag": "--quantization"}],
     note="Judgement call 1. Excerpt: the issue title ('如何使用CPU进行推理？' = how to run inference on the CPU?) and "
          "the description as the stored thread shows it (the template's '[X] I have read the README' reminder is "
          "dropped; the traceback begins mid-stack as pasted). Chinese: '当使用...进行部署推理时，如何使用CPU环境进行"
          "推理？有没有什么参数进行设置？' = when deploying with llamafactory-cli api xxx_vllm.yaml, how do I infer on "
          "the CPU, is there a parameter for it; '当我增加环境变量运行命令后' = after adding the environment variable "
          "to the command; '似乎vllm不支持cpu操作' = vLLM seems not to support the CPU. The maintainer's reply is left "
          "out. No vLLM version is printed; the frames (vllm/platforms/cuda.py device_id_to_physical_device_id, "
          "attention/selector.py which_attn_to_use) are of the 0.6.x era. The GPU count is not stated.")

BATCH.write()
